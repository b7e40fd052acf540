// Test-bench model of the Lattice ECP5 DP16KD block RAM, for Icarus Verilog: Yosys ships the
// cell as a black box, and a design that instantiates it (the only way to have its output
// register, REGMODE = "OUTREG") has nothing to simulate against otherwise. Written from the ECP5
// sysMEM documentation for what the exported S-boxes use, and no more: both ports 9 or both 18
// bits wide, read only (WE low), chip selects 0, RESETMODE "SYNC". Anything else stops the
// simulation.
//
// - The array is 1,024 rows of 18 bits; at 9 bits a word is half a row, word 2r in bits [8:0]
//   of row r and word 2r + 1 in bits [17:9], addressed by AD[13:3] (AD[2:0] select bits within
//   a word at narrower widths); at 18 bits a word is a row, addressed by AD[13:4] (AD[1:0] are
//   byte write enables). INITVAL_k holds rows 16k to 16k + 15, row 16k + i in its bits
//   [20i+17:20i].
// - At a rising clock edge the read latch takes the addressed word when CE is high and the
//   output register takes the latch when OCE is high; RST clears both. DO is the output
//   register with REGMODE "OUTREG", the latch with "NOREG". The exported design raises CE and
//   OCE with every RST, so it does not depend on whether the cell gates its reset by the clock
//   enables (this model does not).
// This is the test bench's model of the cell, not part of the design.
`timescale 1ns/1ps
module DP16KD (
  input DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4, DIA3, DIA2, DIA1, DIA0,
  input ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0,
  input CEA, OCEA, CLKA, WEA, RSTA,
  input CSA2, CSA1, CSA0,
  output DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0,
  input DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4, DIB3, DIB2, DIB1, DIB0,
  input ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
  input CEB, OCEB, CLKB, WEB, RSTB,
  input CSB2, CSB1, CSB0,
  output DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0
);
  parameter DATA_WIDTH_A = 18;
  parameter DATA_WIDTH_B = 18;
  parameter REGMODE_A = "NOREG";
  parameter REGMODE_B = "NOREG";
  parameter RESETMODE = "SYNC";
  parameter ASYNC_RESET_RELEASE = "SYNC";
  parameter CSDECODE_A = "0b000";
  parameter CSDECODE_B = "0b000";
  parameter WRITEMODE_A = "NORMAL";
  parameter WRITEMODE_B = "NORMAL";
  parameter GSR = "ENABLED";
  parameter INITVAL_00 = 320'h0;
  parameter INITVAL_01 = 320'h0;
  parameter INITVAL_02 = 320'h0;
  parameter INITVAL_03 = 320'h0;
  parameter INITVAL_04 = 320'h0;
  parameter INITVAL_05 = 320'h0;
  parameter INITVAL_06 = 320'h0;
  parameter INITVAL_07 = 320'h0;
  parameter INITVAL_08 = 320'h0;
  parameter INITVAL_09 = 320'h0;
  parameter INITVAL_0A = 320'h0;
  parameter INITVAL_0B = 320'h0;
  parameter INITVAL_0C = 320'h0;
  parameter INITVAL_0D = 320'h0;
  parameter INITVAL_0E = 320'h0;
  parameter INITVAL_0F = 320'h0;
  parameter INITVAL_10 = 320'h0;
  parameter INITVAL_11 = 320'h0;
  parameter INITVAL_12 = 320'h0;
  parameter INITVAL_13 = 320'h0;
  parameter INITVAL_14 = 320'h0;
  parameter INITVAL_15 = 320'h0;
  parameter INITVAL_16 = 320'h0;
  parameter INITVAL_17 = 320'h0;
  parameter INITVAL_18 = 320'h0;
  parameter INITVAL_19 = 320'h0;
  parameter INITVAL_1A = 320'h0;
  parameter INITVAL_1B = 320'h0;
  parameter INITVAL_1C = 320'h0;
  parameter INITVAL_1D = 320'h0;
  parameter INITVAL_1E = 320'h0;
  parameter INITVAL_1F = 320'h0;
  parameter INITVAL_20 = 320'h0;
  parameter INITVAL_21 = 320'h0;
  parameter INITVAL_22 = 320'h0;
  parameter INITVAL_23 = 320'h0;
  parameter INITVAL_24 = 320'h0;
  parameter INITVAL_25 = 320'h0;
  parameter INITVAL_26 = 320'h0;
  parameter INITVAL_27 = 320'h0;
  parameter INITVAL_28 = 320'h0;
  parameter INITVAL_29 = 320'h0;
  parameter INITVAL_2A = 320'h0;
  parameter INITVAL_2B = 320'h0;
  parameter INITVAL_2C = 320'h0;
  parameter INITVAL_2D = 320'h0;
  parameter INITVAL_2E = 320'h0;
  parameter INITVAL_2F = 320'h0;
  parameter INITVAL_30 = 320'h0;
  parameter INITVAL_31 = 320'h0;
  parameter INITVAL_32 = 320'h0;
  parameter INITVAL_33 = 320'h0;
  parameter INITVAL_34 = 320'h0;
  parameter INITVAL_35 = 320'h0;
  parameter INITVAL_36 = 320'h0;
  parameter INITVAL_37 = 320'h0;
  parameter INITVAL_38 = 320'h0;
  parameter INITVAL_39 = 320'h0;
  parameter INITVAL_3A = 320'h0;
  parameter INITVAL_3B = 320'h0;
  parameter INITVAL_3C = 320'h0;
  parameter INITVAL_3D = 320'h0;
  parameter INITVAL_3E = 320'h0;
  parameter INITVAL_3F = 320'h0;

  wire [20479:0] init = {INITVAL_3F, INITVAL_3E, INITVAL_3D, INITVAL_3C, INITVAL_3B, INITVAL_3A, INITVAL_39, INITVAL_38, INITVAL_37, INITVAL_36, INITVAL_35, INITVAL_34, INITVAL_33, INITVAL_32, INITVAL_31, INITVAL_30, INITVAL_2F, INITVAL_2E, INITVAL_2D, INITVAL_2C, INITVAL_2B, INITVAL_2A, INITVAL_29, INITVAL_28, INITVAL_27, INITVAL_26, INITVAL_25, INITVAL_24, INITVAL_23, INITVAL_22, INITVAL_21, INITVAL_20, INITVAL_1F, INITVAL_1E, INITVAL_1D, INITVAL_1C, INITVAL_1B, INITVAL_1A, INITVAL_19, INITVAL_18, INITVAL_17, INITVAL_16, INITVAL_15, INITVAL_14, INITVAL_13, INITVAL_12, INITVAL_11, INITVAL_10, INITVAL_0F, INITVAL_0E, INITVAL_0D, INITVAL_0C, INITVAL_0B, INITVAL_0A, INITVAL_09, INITVAL_08, INITVAL_07, INITVAL_06, INITVAL_05, INITVAL_04, INITVAL_03, INITVAL_02, INITVAL_01, INITVAL_00};
  reg [8:0] mem [0:2047];
  integer r;
  initial begin
    if (!((DATA_WIDTH_A == 9 && DATA_WIDTH_B == 9) || (DATA_WIDTH_A == 18 && DATA_WIDTH_B == 18)) || RESETMODE != "SYNC")
      $fatal(1, "DP16KD model %m: only 9-bit or 18-bit ports and RESETMODE SYNC are modelled");
    for (r = 0; r < 1024; r = r + 1) begin
      mem[2 * r] = init[20 * r +: 9];
      mem[2 * r + 1] = init[20 * r + 9 +: 9];
    end
  end

  wire [13:0] ada = {ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0};
  wire [13:0] adb = {ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0};
  // The addressed word, zero-extended to 18 bits.
  wire [17:0] word_a = DATA_WIDTH_A == 18 ? {mem[{ada[13:4], 1'b1}], mem[{ada[13:4], 1'b0}]} : {9'd0, mem[ada[13:3]]};
  wire [17:0] word_b = DATA_WIDTH_B == 18 ? {mem[{adb[13:4], 1'b1}], mem[{adb[13:4], 1'b0}]} : {9'd0, mem[adb[13:3]]};
  reg [17:0] latch_a = 18'd0, latch_b = 18'd0, out_a = 18'd0, out_b = 18'd0;

  always @(posedge CLKA) begin
    if (WEA === 1'b1 || {CSA2, CSA1, CSA0} !== 3'b000)
      $fatal(1, "DP16KD model %m: writes and chip selects are not modelled");
    if (RSTA) latch_a <= 18'd0;
    else if (CEA) latch_a <= word_a;
    if (RSTA) out_a <= 18'd0;
    else if (OCEA) out_a <= latch_a;
  end

  always @(posedge CLKB) begin
    if (WEB === 1'b1 || {CSB2, CSB1, CSB0} !== 3'b000)
      $fatal(1, "DP16KD model %m: writes and chip selects are not modelled");
    if (RSTB) latch_b <= 18'd0;
    else if (CEB) latch_b <= word_b;
    if (RSTB) out_b <= 18'd0;
    else if (OCEB) out_b <= latch_b;
  end

  wire [17:0] doa = REGMODE_A == "OUTREG" ? out_a : latch_a;
  wire [17:0] dob = REGMODE_B == "OUTREG" ? out_b : latch_b;
  assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4, DOA3, DOA2, DOA1, DOA0} = doa;
  assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4, DOB3, DOB2, DOB1, DOB0} = dob;
endmodule
