// Properties of `aes_axis` (hdl/src/aes_axis.rs) from the contract's "Zeroize" and "No key
// material left behind": once `BUSY` is low after a `ZEROIZE`, and one cycle after reset, every
// register that can hold key material holds zero.
//
// "Can hold key material" is decided from the design's structure, not from a list: the
// registers whose value can depend on a key word, those in the forward cone of the key-word
// registers (the core's and the AXI4-Lite block's copy), through logic and flip-flops alike.
// cli/tests/formal.rs finds them with Yosys and connects them, after flattening, to `held`
// and `passing` (the key words themselves, the round keys of the expansion unit and of the stages, the
// pipeline state, the output FIFO's entries and, in a build with them, the modes' registers).
// The S-box tables are cut to free values: whatever they give, a cleared register is zero.
//
// A bounded proof from reset (mode `bmc`): its depth covers a key written and derived, a block
// taken under it and a zeroize written while the block is in the first stage, until the block
// has left (cli/tests/formal.rs, `KEY_MATERIAL_DEPTH`).
module key_material_props #(
    parameter integer HELD = 1,    // bits of the registers that hold key material
    parameter integer PASSING = 1  // bits of the key-word write path's registers
) (
    input aclk, input aresetn,
    input s_axis_tvalid, input s_axis_tready, input s_axis_tlast, input [127:0] s_axis_tdata,
    input s_axi_awvalid, input s_axi_wvalid, input s_axi_arvalid,
    input regs$zeroize, input regs$busy, input regs$key_we_next,
    // Connected after flattening: the registers that hold key material, and those of the
    // key-word write path (which pass the word being written: after a zeroize, the bytes of
    // later writes over the cleared words).
    input [HELD-1:0] held, input [PASSING-1:0] passing
);
    reg f_past_valid = 1'b0;
    always @(posedge aclk) f_past_valid <= 1'b1;

    // Legal masters (aes_axis_masters.sv).
    aes_axis_masters masters (.*);

    // A zeroize has been performed (the block's apply cycle), and no key word written since
    // (the decode of a key-word write): a later key brings key material back. No block can
    // start without one.
    reg f_zeroized = 0;
    always @(posedge aclk)
        if (!aresetn) f_zeroized <= 0;
        else if (regs$zeroize) f_zeroized <= 1;
        else if (regs$key_we_next) f_zeroized <= 0;

    reg f_in_reset = 1;
    always @(posedge aclk) f_in_reset <= !aresetn;

    always @(*) if (f_past_valid) begin
        // One cycle after reset.
        if (aresetn && f_in_reset) assert(held == 0 && passing == 0);
        // Once BUSY is low after a zeroize.
        if (aresetn && f_zeroized && !regs$busy) assert(held == 0);
    end

    // The bound reaches the case that matters: a zeroize while a block is under way, and BUSY
    // low after it.
    reg f_block_seen = 0, f_busy_zeroize = 0;
    always @(posedge aclk)
        if (!aresetn) begin f_block_seen <= 0; f_busy_zeroize <= 0; end
        else begin
            if (s_axis_tvalid && s_axis_tready) f_block_seen <= 1;
            if (regs$zeroize && regs$busy && f_block_seen) f_busy_zeroize <= 1;
        end
    always @(*) if (aresetn) cover(f_busy_zeroize && f_zeroized && !regs$busy);
endmodule
