// aes_selftest: the Zedboard self-test of aes_axis.
// Generated from the RustHDL design in hdl/ by `aes-fpga export`; do not edit.
// Its aes_axis is the default build without GCM: --keys all --decrypt yes --sbox bram --modes all --gcm no --xts no --regs-per-round 1 --family generic.
// Identical instances share one module; the comment above each module lists its instances.

module aes_selftest(clock,led0,led1,led2,led3,led4,led5,led6,led7);

    // Module arguments
    input wire  clock;
    output reg  led0;
    output reg  led1;
    output reg  led2;
    output reg  led3;
    output reg  led4;
    output reg  led5;
    output reg  led6;
    output reg  led7;

    // Constant declarations
    localparam  key_addrs$0 = 8'h10;
    localparam  key_addrs$1 = 8'h14;
    localparam  key_addrs$2 = 8'h18;
    localparam  key_addrs$3 = 8'h1c;
    localparam  key_addrs$4 = 8'h20;
    localparam  key_addrs$5 = 8'h24;
    localparam  key_addrs$6 = 8'h28;
    localparam  key_addrs$7 = 8'h2c;
    localparam  ctrl_addr = 8'h0;
    localparam  id_addr = 8'h3c;
    localparam  keep_all = 16'hffff;
    localparam  id_value = 32'h41455302;
    localparam  all_strobes = 4'hf;
    localparam  okay = 2'b0;
    localparam  heartbeat_mask = 32'h2000000;
    localparam  stall_mask = 32'h5;
    localparam  watchdog_limit = 16'hfa0;
    localparam  one3 = 3'b1;
    localparam  zero32 = 32'h0;
    localparam  zero4 = 4'h0;
    localparam  one4 = 4'h1;
    localparam  zero16 = 16'h0;
    localparam  one16 = 16'h1;
    localparam  one32 = 32'h1;
    localparam  zero128 = 128'h0;

    // Enums
    localparam SelftestState$Reset = 0;
    localparam SelftestState$ReadId = 1;
    localparam SelftestState$Setup = 2;
    localparam SelftestState$Write = 3;
    localparam SelftestState$Stream = 4;
    localparam SelftestState$Check = 5;
    localparam SelftestState$Pass = 6;
    localparam SelftestState$Fail = 7;

    // Stub signals
    reg  dut$aclk, dut$aresetn;
    reg  [7:0] dut$s_axi_awaddr;
    reg  dut$s_axi_awvalid;
    wire  dut$s_axi_awready;
    reg  [31:0] dut$s_axi_wdata;
    reg  [3:0] dut$s_axi_wstrb;
    reg  dut$s_axi_wvalid;
    wire  dut$s_axi_wready;
    wire  [1:0] dut$s_axi_bresp;
    wire  dut$s_axi_bvalid;
    reg  dut$s_axi_bready;
    reg  [7:0] dut$s_axi_araddr;
    reg  dut$s_axi_arvalid;
    wire  dut$s_axi_arready;
    wire  [31:0] dut$s_axi_rdata;
    wire  [1:0] dut$s_axi_rresp;
    wire  dut$s_axi_rvalid;
    reg  dut$s_axi_rready;
    reg  [127:0] dut$s_axis_tdata;
    reg  dut$s_axis_tvalid;
    wire  dut$s_axis_tready;
    reg  dut$s_axis_tlast;
    reg  [15:0] dut$s_axis_tkeep;
    wire  [127:0] dut$m_axis_tdata;
    wire  dut$m_axis_tvalid;
    reg  dut$m_axis_tready;
    wire  dut$m_axis_tlast;
    wire  [15:0] dut$m_axis_tkeep;
    reg  [2:0] rom$sel;
    wire  [31:0] rom$ctrl;
    wire  [255:0] rom$key;
    wire  [3:0] rom$last_write;
    wire  [127:0] rom$seed;
    wire  [31:0] rom$count;
    wire  [127:0] rom$expected;
    wire  rom$last;
    reg  [127:0] next_block$x;
    wire  [127:0] next_block$y;
    reg  [127:0] fold$sum, fold$block;
    wire  [127:0] fold$y;
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [2:0] case_no$d;
    wire  [2:0] case_no$q;
    reg  case_no$clock;
    reg  [3:0] write_index$d;
    wire  [3:0] write_index$q;
    reg  write_index$clock;
    reg  aw_done$d;
    wire  aw_done$q;
    reg  aw_done$clock;
    reg  w_done$d;
    wire  w_done$q;
    reg  w_done$clock;
    reg  ar_done$d;
    wire  ar_done$q;
    reg  ar_done$clock;
    reg  [127:0] block$d;
    wire  [127:0] block$q;
    reg  block$clock;
    reg  [31:0] to_send$d;
    wire  [31:0] to_send$q;
    reg  to_send$clock;
    reg  [31:0] to_receive$d;
    wire  [31:0] to_receive$q;
    reg  to_receive$clock;
    reg  [127:0] sum$d;
    wire  [127:0] sum$q;
    reg  sum$clock;
    reg  [31:0] ticks$d;
    wire  [31:0] ticks$q;
    reg  ticks$clock;
    reg  [15:0] watchdog$d;
    wire  [15:0] watchdog$q;
    reg  watchdog$clock;

    // Sub module instances
    aes_selftest_dut dut(.aclk(dut$aclk), .aresetn(dut$aresetn), .s_axi_awaddr(dut$s_axi_awaddr),
        .s_axi_awvalid(dut$s_axi_awvalid), .s_axi_awready(dut$s_axi_awready),
        .s_axi_wdata(dut$s_axi_wdata), .s_axi_wstrb(dut$s_axi_wstrb),
        .s_axi_wvalid(dut$s_axi_wvalid), .s_axi_wready(dut$s_axi_wready),
        .s_axi_bresp(dut$s_axi_bresp), .s_axi_bvalid(dut$s_axi_bvalid),
        .s_axi_bready(dut$s_axi_bready), .s_axi_araddr(dut$s_axi_araddr),
        .s_axi_arvalid(dut$s_axi_arvalid), .s_axi_arready(dut$s_axi_arready),
        .s_axi_rdata(dut$s_axi_rdata), .s_axi_rresp(dut$s_axi_rresp),
        .s_axi_rvalid(dut$s_axi_rvalid), .s_axi_rready(dut$s_axi_rready),
        .s_axis_tdata(dut$s_axis_tdata), .s_axis_tvalid(dut$s_axis_tvalid),
        .s_axis_tready(dut$s_axis_tready), .s_axis_tlast(dut$s_axis_tlast),
        .s_axis_tkeep(dut$s_axis_tkeep), .m_axis_tdata(dut$m_axis_tdata),
        .m_axis_tvalid(dut$m_axis_tvalid), .m_axis_tready(dut$m_axis_tready),
        .m_axis_tlast(dut$m_axis_tlast), .m_axis_tkeep(dut$m_axis_tkeep));
    aes_selftest_rom rom(.sel(rom$sel), .ctrl(rom$ctrl), .key(rom$key), .last_write(rom$last_write),
        .seed(rom$seed), .count(rom$count), .expected(rom$expected), .last(rom$last));
    aes_selftest_next_block next_block(.x(next_block$x), .y(next_block$y));
    aes_selftest_fold fold(.sum(fold$sum), .block(fold$block), .y(fold$y));
    aes_selftest_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_selftest_dff3 case_no(.d(case_no$d), .q(case_no$q), .clock(case_no$clock));
    aes_selftest_dff4 write_index(.d(write_index$d), .q(write_index$q), .clock(write_index$clock));
    aes_selftest_dff1 aw_done(.d(aw_done$d), .q(aw_done$q), .clock(aw_done$clock));
    aes_selftest_dff1 w_done(.d(w_done$d), .q(w_done$q), .clock(w_done$clock));
    aes_selftest_dff1 ar_done(.d(ar_done$d), .q(ar_done$q), .clock(ar_done$clock));
    aes_selftest_dff128 block(.d(block$d), .q(block$q), .clock(block$clock));
    aes_selftest_dff32 to_send(.d(to_send$d), .q(to_send$q), .clock(to_send$clock));
    aes_selftest_dff32 to_receive(.d(to_receive$d), .q(to_receive$q), .clock(to_receive$clock));
    aes_selftest_dff128 sum(.d(sum$d), .q(sum$q), .clock(sum$clock));
    aes_selftest_dff32 ticks(.d(ticks$d), .q(ticks$q), .clock(ticks$clock));
    aes_selftest_dff16 watchdog(.d(watchdog$d), .q(watchdog$q), .clock(watchdog$clock));

    // Update code
    always @(*) begin
        state$clock = clock;
        case_no$clock = clock;
        write_index$clock = clock;
        aw_done$clock = clock;
        w_done$clock = clock;
        ar_done$clock = clock;
        block$clock = clock;
        to_send$clock = clock;
        to_receive$clock = clock;
        sum$clock = clock;
        ticks$clock = clock;
        watchdog$clock = clock;
        state$d = state$q;
        case_no$d = case_no$q;
        write_index$d = write_index$q;
        aw_done$d = aw_done$q;
        w_done$d = w_done$q;
        ar_done$d = ar_done$q;
        block$d = block$q;
        to_send$d = to_send$q;
        to_receive$d = to_receive$q;
        sum$d = sum$q;
        ticks$d = ticks$q;
        watchdog$d = watchdog$q;
        ticks$d = ticks$q + one32;
        watchdog$d = watchdog$q + one16;
        dut$aclk = clock;
        dut$aresetn = (state$q != SelftestState$Reset);
        dut$s_axi_awvalid = (state$q == SelftestState$Write) & ~aw_done$q;
        dut$s_axi_wvalid = (state$q == SelftestState$Write) & ~w_done$q;
        dut$s_axi_wstrb = all_strobes;
        dut$s_axi_bready = 1'b1;
        dut$s_axi_araddr = id_addr;
        dut$s_axi_arvalid = (state$q == SelftestState$ReadId) & ~ar_done$q;
        dut$s_axi_rready = 1'b1;
        dut$s_axi_awaddr = ctrl_addr;
        dut$s_axi_wdata = rom$ctrl;
        case (write_index$q)
            1:
                begin
                    dut$s_axi_awaddr = key_addrs$0;
                    dut$s_axi_wdata = rom$key[(32'h0)+:(32)];
                end
            2:
                begin
                    dut$s_axi_awaddr = key_addrs$1;
                    dut$s_axi_wdata = rom$key[(32'h20)+:(32)];
                end
            3:
                begin
                    dut$s_axi_awaddr = key_addrs$2;
                    dut$s_axi_wdata = rom$key[(32'h40)+:(32)];
                end
            4:
                begin
                    dut$s_axi_awaddr = key_addrs$3;
                    dut$s_axi_wdata = rom$key[(32'h60)+:(32)];
                end
            5:
                begin
                    dut$s_axi_awaddr = key_addrs$4;
                    dut$s_axi_wdata = rom$key[(32'h80)+:(32)];
                end
            6:
                begin
                    dut$s_axi_awaddr = key_addrs$5;
                    dut$s_axi_wdata = rom$key[(32'ha0)+:(32)];
                end
            7:
                begin
                    dut$s_axi_awaddr = key_addrs$6;
                    dut$s_axi_wdata = rom$key[(32'hc0)+:(32)];
                end
            8:
                begin
                    dut$s_axi_awaddr = key_addrs$7;
                    dut$s_axi_wdata = rom$key[(32'he0)+:(32)];
                end
            default:
                begin
                end
        endcase
        dut$s_axis_tvalid = (state$q == SelftestState$Stream) & (to_send$q != zero32);
        dut$s_axis_tdata = block$q;
        dut$s_axis_tlast = (to_send$q == one32);
        dut$s_axis_tkeep = keep_all;
        dut$m_axis_tready = (state$q == SelftestState$Stream) & ((ticks$q & stall_mask) != stall_mask);
        rom$sel = case_no$q;
        next_block$x = block$q;
        fold$sum = sum$q;
        fold$block = dut$m_axis_tdata;
        led0 = (state$q == SelftestState$Pass);
        led1 = (state$q == SelftestState$Fail);
        led2 = case_no$q[32'h0];
        led3 = case_no$q[32'h1];
        led4 = case_no$q[32'h2];
        led5 = (state$q == SelftestState$Stream);
        led6 = 1'b0;
        led7 = ((ticks$q & heartbeat_mask) != zero32);
        case (state$q)
            SelftestState$Reset:
                begin
                    state$d = SelftestState$ReadId;
                end
            SelftestState$ReadId:
                begin
                    if (~ar_done$q & dut$s_axi_arready) begin
                        ar_done$d = 1'b1;
                    end
                    if (dut$s_axi_rvalid) begin
                        if ((dut$s_axi_rdata == id_value) & (dut$s_axi_rresp == okay)) begin
                            state$d = SelftestState$Setup;
                        end
                        else begin
                            state$d = SelftestState$Fail;
                        end
                    end
                    if ((watchdog$q == watchdog_limit)) begin
                        state$d = SelftestState$Fail;
                    end
                end
            SelftestState$Setup:
                begin
                    write_index$d = zero4;
                    aw_done$d = 1'b0;
                    w_done$d = 1'b0;
                    block$d = rom$seed;
                    to_send$d = rom$count;
                    to_receive$d = rom$count;
                    sum$d = zero128;
                    watchdog$d = zero16;
                    state$d = SelftestState$Write;
                    if (dut$m_axis_tvalid) begin
                        state$d = SelftestState$Fail;
                    end
                end
            SelftestState$Write:
                begin
                    if (~aw_done$q & dut$s_axi_awready) begin
                        aw_done$d = 1'b1;
                        watchdog$d = zero16;
                    end
                    if (~w_done$q & dut$s_axi_wready) begin
                        w_done$d = 1'b1;
                        watchdog$d = zero16;
                    end
                    if (dut$s_axi_bvalid) begin
                        aw_done$d = 1'b0;
                        w_done$d = 1'b0;
                        write_index$d = write_index$q + one4;
                        watchdog$d = zero16;
                        if ((write_index$q == rom$last_write)) begin
                            state$d = SelftestState$Stream;
                        end
                        if ((dut$s_axi_bresp != okay)) begin
                            state$d = SelftestState$Fail;
                        end
                    end
                    if (dut$m_axis_tvalid | (watchdog$q == watchdog_limit)) begin
                        state$d = SelftestState$Fail;
                    end
                end
            SelftestState$Stream:
                begin
                    if ((to_send$q != zero32) & dut$s_axis_tready) begin
                        block$d = next_block$y;
                        to_send$d = to_send$q - one32;
                        watchdog$d = zero16;
                    end
                    if (dut$m_axis_tvalid & ((ticks$q & stall_mask) != stall_mask)) begin
                        sum$d = fold$y;
                        to_receive$d = to_receive$q - one32;
                        watchdog$d = zero16;
                        if ((to_receive$q == one32)) begin
                            state$d = SelftestState$Check;
                        end
                        if ((dut$m_axis_tlast != (to_receive$q == one32)) | (dut$m_axis_tkeep != keep_all)) begin
                            state$d = SelftestState$Fail;
                        end
                    end
                    if ((watchdog$q == watchdog_limit)) begin
                        state$d = SelftestState$Fail;
                    end
                end
            SelftestState$Check:
                begin
                    if ((sum$q == rom$expected)) begin
                        if (rom$last) begin
                            state$d = SelftestState$Pass;
                        end
                        else begin
                            case_no$d = case_no$q + one3;
                            state$d = SelftestState$Setup;
                        end
                    end
                    else begin
                        state$d = SelftestState$Fail;
                    end
                    if (dut$m_axis_tvalid) begin
                        state$d = SelftestState$Fail;
                    end
                end
            SelftestState$Pass:
                begin
                    if (dut$m_axis_tvalid) begin
                        state$d = SelftestState$Fail;
                    end
                end
            SelftestState$Fail:
                begin
                end
        endcase
    end

endmodule // aes_selftest

// Used by 255 instances: ar_done, aw_done, dut$core$busy_q, dut$core$ctrl_we_q, ... (251 more)
module aes_selftest_dff1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial q = 1'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dff1

// Used by 2 instances: block, sum
module aes_selftest_dff128(d,q,clock);

    // Module arguments
    input wire  [127:0] d;
    output reg  [127:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 128'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dff128

// Used by 10 instances: case_no, dut$core$key_addr_q, dut$modes$ctr$ch_ones, dut$modes$ctr$iv_ones, ... (6 more)
module aes_selftest_dff3(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 3'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dff3

// Used by instance: dut
module aes_selftest_dut(aclk,aresetn,s_axi_awaddr,s_axi_awvalid,s_axi_awready,s_axi_wdata,s_axi_wstrb,s_axi_wvalid,s_axi_wready,s_axi_bresp,s_axi_bvalid,s_axi_bready,s_axi_araddr,s_axi_arvalid,s_axi_arready,s_axi_rdata,s_axi_rresp,s_axi_rvalid,s_axi_rready,s_axis_tdata,s_axis_tvalid,s_axis_tready,s_axis_tlast,s_axis_tkeep,m_axis_tdata,m_axis_tvalid,m_axis_tready,m_axis_tlast,m_axis_tkeep);

    // Module arguments
    input wire  aclk;
    input wire  aresetn;
    input wire  [7:0] s_axi_awaddr;
    input wire  s_axi_awvalid;
    output reg  s_axi_awready;
    input wire  [31:0] s_axi_wdata;
    input wire  [3:0] s_axi_wstrb;
    input wire  s_axi_wvalid;
    output reg  s_axi_wready;
    output reg  [1:0] s_axi_bresp;
    output reg  s_axi_bvalid;
    input wire  s_axi_bready;
    input wire  [7:0] s_axi_araddr;
    input wire  s_axi_arvalid;
    output reg  s_axi_arready;
    output reg  [31:0] s_axi_rdata;
    output reg  [1:0] s_axi_rresp;
    output reg  s_axi_rvalid;
    input wire  s_axi_rready;
    input wire  [127:0] s_axis_tdata;
    input wire  s_axis_tvalid;
    output reg  s_axis_tready;
    input wire  s_axis_tlast;
    input wire  [15:0] s_axis_tkeep;
    output reg  [127:0] m_axis_tdata;
    output reg  m_axis_tvalid;
    input wire  m_axis_tready;
    output reg  m_axis_tlast;
    output reg  [15:0] m_axis_tkeep;

    // Constant declarations
    localparam  credit_limit = 6'b10001;
    localparam  credit_below = 6'b10000;
    localparam  credit_zero = 6'b0;
    localparam  credit_one = 6'b1;
    localparam  count_zero = 32'h0;
    localparam  count_one = 32'h1;
    localparam  keep_all = 16'hffff;

    // Stub signals
    reg  core$clock, core$reset;
    reg  [127:0] core$in_data;
    reg  core$in_last, core$in_valid;
    wire  core$in_ready;
    wire  [127:0] core$out_data;
    wire  core$out_last, core$out_valid, core$out_valid_next;
    reg  core$out_ready, core$key_we;
    reg  [2:0] core$key_addr;
    reg  [31:0] core$key_data;
    reg  core$ctrl_we;
    reg  [1:0] core$key_len;
    reg  core$decrypt, core$zeroize;
    wire  core$key_ready, core$key_partial, core$deriving, core$refreshing, core$busy;
    reg  modes$clock, modes$reset, modes$zeroize, modes$ctrl_decrypt;
    reg  [2:0] modes$mode_next;
    reg  modes$decrypt_next;
    reg  [1:0] modes$key_len_next;
    reg  modes$iv_we;
    reg  [1:0] modes$iv_index;
    reg  [31:0] modes$iv_data;
    wire  [31:0] modes$iv$0, modes$iv$1, modes$iv$2, modes$iv$3;
    reg  modes$reg_we;
    reg  [5:0] modes$reg_word;
    reg  [31:0] modes$reg_data;
    reg  [3:0] modes$reg_strb;
    reg  [5:0] modes$reg_read_word;
    wire  [31:0] modes$reg_rdata;
    reg  [31:0] modes$tdata$0, modes$tdata$1, modes$tdata$2, modes$tdata$3;
    reg  modes$tlast;
    reg  [15:0] modes$tkeep;
    reg  modes$tvalid, modes$credit_ok, modes$core_ready, modes$key_ready;
    wire  modes$ready, modes$offer;
    wire  [127:0] modes$core_in;
    wire  modes$core_in_last, modes$credit;
    reg  [31:0] modes$core_out$0, modes$core_out$1, modes$core_out$2, modes$core_out$3;
    reg  modes$core_valid, modes$core_valid_next, modes$core_last;
    wire  modes$push;
    wire  [31:0] modes$out$0, modes$out$1, modes$out$2, modes$out$3;
    wire  modes$out_last, modes$key_ok;
    wire  [7:0] modes$status;
    wire  modes$busy, modes$length_err, modes$whole_last;
    reg  regs$clock, regs$reset;
    reg  [7:0] regs$awaddr;
    reg  regs$awvalid;
    wire  regs$awready;
    reg  [31:0] regs$wdata;
    reg  [3:0] regs$wstrb;
    reg  regs$wvalid;
    wire  regs$wready;
    wire  [1:0] regs$bresp;
    wire  regs$bvalid;
    reg  regs$bready;
    reg  [7:0] regs$araddr;
    reg  regs$arvalid;
    wire  regs$arready;
    wire  [31:0] regs$rdata;
    wire  [1:0] regs$rresp;
    wire  regs$rvalid;
    reg  regs$rready, regs$key_ready, regs$busy, regs$deriving, regs$refreshing, regs$key_partial;
    reg  regs$partial_beat, regs$length_err_beat;
    reg  [7:0] regs$mode_status;
    wire  regs$mode_reg_we;
    wire  [5:0] regs$mode_reg_word;
    wire  [31:0] regs$mode_reg_data;
    wire  [3:0] regs$mode_reg_strb;
    wire  [5:0] regs$mode_read_word;
    reg  [31:0] regs$mode_rdata, regs$blocks_in, regs$blocks_out;
    wire  regs$key_we_next;
    wire  [2:0] regs$key_addr_next;
    wire  [31:0] regs$key_data_next;
    wire  regs$ctrl_we_next;
    wire  [1:0] regs$key_len_next;
    wire  regs$decrypt_next, regs$zeroize_next, regs$zeroize, regs$mode_decrypt;
    wire  [2:0] regs$mode_next;
    wire  regs$mode_decrypt_next, regs$iv_we;
    wire  [1:0] regs$iv_index;
    wire  [31:0] regs$iv_data;
    reg  [31:0] regs$iv$0, regs$iv$1, regs$iv$2, regs$iv$3;
    reg  fifo$clock, fifo$reset, fifo$push;
    reg  [31:0] fifo$w$0, fifo$w$1, fifo$w$2, fifo$w$3;
    reg  fifo$last_in, fifo$wipe, fifo$source_idle;
    wire  fifo$wiping;
    reg  fifo$pop;
    wire  fifo$valid;
    wire  [31:0] fifo$q$0, fifo$q$1, fifo$q$2, fifo$q$3;
    wire  fifo$last;
    reg  [31:0] out_words$w$0, out_words$w$1, out_words$w$2, out_words$w$3;
    wire  [127:0] out_words$y;
    reg  [5:0] credits$d;
    wire  [5:0] credits$q;
    reg  credits$clock;
    reg  credits_full$d;
    wire  credits_full$q;
    reg  credits_full$clock;
    reg  tready_q$clock, tready_q$d;
    wire  [1:0] tready_q$q;
    reg  [31:0] blocks_in$d;
    wire  [31:0] blocks_in$q;
    reg  blocks_in$clock;
    reg  [31:0] blocks_out$d;
    wire  [31:0] blocks_out$q;
    reg  blocks_out$clock;
    reg  partial_beat$d;
    wire  partial_beat$q;
    reg  partial_beat$clock;

    // Sub module instances
    aes_selftest_dut_core core(.clock(core$clock), .reset(core$reset), .in_data(core$in_data),
        .in_last(core$in_last), .in_valid(core$in_valid), .in_ready(core$in_ready),
        .out_data(core$out_data), .out_last(core$out_last), .out_valid(core$out_valid),
        .out_valid_next(core$out_valid_next), .out_ready(core$out_ready), .key_we(core$key_we),
        .key_addr(core$key_addr), .key_data(core$key_data), .ctrl_we(core$ctrl_we),
        .key_len(core$key_len), .decrypt(core$decrypt), .zeroize(core$zeroize),
        .key_ready(core$key_ready), .key_partial(core$key_partial), .deriving(core$deriving),
        .refreshing(core$refreshing), .busy(core$busy));
    aes_selftest_dut_modes modes(.clock(modes$clock), .reset(modes$reset), .zeroize(modes$zeroize),
        .ctrl_decrypt(modes$ctrl_decrypt), .mode_next(modes$mode_next),
        .decrypt_next(modes$decrypt_next), .key_len_next(modes$key_len_next), .iv_we(modes$iv_we),
        .iv_index(modes$iv_index), .iv_data(modes$iv_data), .iv$0(modes$iv$0), .iv$1(modes$iv$1),
        .iv$2(modes$iv$2), .iv$3(modes$iv$3), .reg_we(modes$reg_we), .reg_word(modes$reg_word),
        .reg_data(modes$reg_data), .reg_strb(modes$reg_strb), .reg_read_word(modes$reg_read_word),
        .reg_rdata(modes$reg_rdata), .tdata$0(modes$tdata$0), .tdata$1(modes$tdata$1),
        .tdata$2(modes$tdata$2), .tdata$3(modes$tdata$3), .tlast(modes$tlast), .tkeep(modes$tkeep),
        .tvalid(modes$tvalid), .credit_ok(modes$credit_ok), .core_ready(modes$core_ready),
        .key_ready(modes$key_ready), .ready(modes$ready), .offer(modes$offer),
        .core_in(modes$core_in), .core_in_last(modes$core_in_last), .credit(modes$credit),
        .core_out$0(modes$core_out$0), .core_out$1(modes$core_out$1), .core_out$2(modes$core_out$2),
        .core_out$3(modes$core_out$3), .core_valid(modes$core_valid),
        .core_valid_next(modes$core_valid_next), .core_last(modes$core_last), .push(modes$push),
        .out$0(modes$out$0), .out$1(modes$out$1), .out$2(modes$out$2), .out$3(modes$out$3),
        .out_last(modes$out_last), .key_ok(modes$key_ok), .status(modes$status), .busy(modes$busy),
        .length_err(modes$length_err), .whole_last(modes$whole_last));
    aes_selftest_dut_regs regs(.clock(regs$clock), .reset(regs$reset), .awaddr(regs$awaddr),
        .awvalid(regs$awvalid), .awready(regs$awready), .wdata(regs$wdata), .wstrb(regs$wstrb),
        .wvalid(regs$wvalid), .wready(regs$wready), .bresp(regs$bresp), .bvalid(regs$bvalid),
        .bready(regs$bready), .araddr(regs$araddr), .arvalid(regs$arvalid), .arready(regs$arready),
        .rdata(regs$rdata), .rresp(regs$rresp), .rvalid(regs$rvalid), .rready(regs$rready),
        .key_ready(regs$key_ready), .busy(regs$busy), .deriving(regs$deriving),
        .refreshing(regs$refreshing), .key_partial(regs$key_partial),
        .partial_beat(regs$partial_beat), .length_err_beat(regs$length_err_beat),
        .mode_status(regs$mode_status), .mode_reg_we(regs$mode_reg_we),
        .mode_reg_word(regs$mode_reg_word), .mode_reg_data(regs$mode_reg_data),
        .mode_reg_strb(regs$mode_reg_strb), .mode_read_word(regs$mode_read_word),
        .mode_rdata(regs$mode_rdata), .blocks_in(regs$blocks_in), .blocks_out(regs$blocks_out),
        .key_we_next(regs$key_we_next), .key_addr_next(regs$key_addr_next),
        .key_data_next(regs$key_data_next), .ctrl_we_next(regs$ctrl_we_next),
        .key_len_next(regs$key_len_next), .decrypt_next(regs$decrypt_next),
        .zeroize_next(regs$zeroize_next), .zeroize(regs$zeroize), .mode_decrypt(regs$mode_decrypt),
        .mode_next(regs$mode_next), .mode_decrypt_next(regs$mode_decrypt_next), .iv_we(regs$iv_we),
        .iv_index(regs$iv_index), .iv_data(regs$iv_data), .iv$0(regs$iv$0), .iv$1(regs$iv$1),
        .iv$2(regs$iv$2), .iv$3(regs$iv$3));
    aes_selftest_dut_fifo fifo(.clock(fifo$clock), .reset(fifo$reset), .push(fifo$push),
        .w$0(fifo$w$0), .w$1(fifo$w$1), .w$2(fifo$w$2), .w$3(fifo$w$3), .last_in(fifo$last_in),
        .wipe(fifo$wipe), .source_idle(fifo$source_idle), .wiping(fifo$wiping), .pop(fifo$pop),
        .valid(fifo$valid), .q$0(fifo$q$0), .q$1(fifo$q$1), .q$2(fifo$q$2), .q$3(fifo$q$3),
        .last(fifo$last));
    aes_selftest_dut_words out_words(.w$0(out_words$w$0), .w$1(out_words$w$1), .w$2(out_words$w$2),
        .w$3(out_words$w$3), .y(out_words$y));
    aes_selftest_dut_dff6 credits(.d(credits$d), .q(credits$q), .clock(credits$clock));
    aes_selftest_dff1 credits_full(.d(credits_full$d), .q(credits_full$q),
        .clock(credits_full$clock));
    aes_selftest_dut_copies2 tready_q(.clock(tready_q$clock), .d(tready_q$d), .q(tready_q$q));
    aes_selftest_dff32 blocks_in(.d(blocks_in$d), .q(blocks_in$q), .clock(blocks_in$clock));
    aes_selftest_dff32 blocks_out(.d(blocks_out$d), .q(blocks_out$q), .clock(blocks_out$clock));
    aes_selftest_dff1 partial_beat(.d(partial_beat$d), .q(partial_beat$q),
        .clock(partial_beat$clock));

    // Update code
    always @(*) begin
        credits$clock = aclk;
        credits_full$clock = aclk;
        blocks_in$clock = aclk;
        blocks_out$clock = aclk;
        partial_beat$clock = aclk;
        credits$d = credits$q;
        credits_full$d = credits_full$q;
        blocks_in$d = blocks_in$q;
        blocks_out$d = blocks_out$q;
        partial_beat$d = partial_beat$q;
        tready_q$clock = aclk;
        regs$clock = aclk;
        regs$reset = ~aresetn;
        regs$awaddr = s_axi_awaddr;
        regs$awvalid = s_axi_awvalid;
        s_axi_awready = regs$awready;
        regs$wdata = s_axi_wdata;
        regs$wstrb = s_axi_wstrb;
        regs$wvalid = s_axi_wvalid;
        s_axi_wready = regs$wready;
        s_axi_bresp = regs$bresp;
        s_axi_bvalid = regs$bvalid;
        regs$bready = s_axi_bready;
        regs$araddr = s_axi_araddr;
        regs$arvalid = s_axi_arvalid;
        s_axi_arready = regs$arready;
        s_axi_rdata = regs$rdata;
        s_axi_rresp = regs$rresp;
        s_axi_rvalid = regs$rvalid;
        regs$rready = s_axi_rready;
        regs$key_ready = core$key_ready & modes$key_ok;
        regs$busy = core$busy | fifo$valid | fifo$wiping | modes$busy;
        regs$deriving = core$deriving;
        regs$refreshing = core$refreshing;
        regs$key_partial = core$key_partial;
        regs$mode_status = modes$status;
        regs$partial_beat = partial_beat$q;
        regs$length_err_beat = modes$length_err;
        regs$blocks_in = blocks_in$q;
        regs$blocks_out = blocks_out$q;
        core$clock = aclk;
        core$reset = ~aresetn;
        core$in_data = modes$core_in;
        core$in_last = modes$core_in_last;
        core$in_valid = modes$offer;
        core$out_ready = 1'b1;
        core$key_we = regs$key_we_next;
        core$key_addr = regs$key_addr_next;
        core$key_data = regs$key_data_next;
        core$ctrl_we = regs$ctrl_we_next;
        core$key_len = regs$key_len_next;
        core$decrypt = regs$decrypt_next;
        core$zeroize = regs$zeroize_next;
        s_axis_tready = core$in_ready & tready_q$q[32'h0] & modes$ready & aresetn;
        modes$clock = aclk;
        modes$reset = ~aresetn;
        modes$zeroize = regs$zeroize;
        modes$ctrl_decrypt = regs$mode_decrypt;
        modes$mode_next = regs$mode_next;
        modes$decrypt_next = regs$mode_decrypt_next;
        modes$key_len_next = regs$key_len_next;
        modes$iv_we = regs$iv_we;
        modes$iv_index = regs$iv_index;
        modes$iv_data = regs$iv_data;
        modes$reg_we = regs$mode_reg_we;
        modes$reg_word = regs$mode_reg_word;
        modes$reg_data = regs$mode_reg_data;
        modes$reg_strb = regs$mode_reg_strb;
        modes$reg_read_word = regs$mode_read_word;
        regs$mode_rdata = modes$reg_rdata;
        modes$tdata$0 = s_axis_tdata[(32'h0)+:(32)];
        modes$tdata$1 = s_axis_tdata[(32'h20)+:(32)];
        modes$tdata$2 = s_axis_tdata[(32'h40)+:(32)];
        modes$tdata$3 = s_axis_tdata[(32'h60)+:(32)];
        modes$tlast = s_axis_tlast;
        modes$tkeep = s_axis_tkeep;
        modes$tvalid = s_axis_tvalid;
        modes$credit_ok = tready_q$q[32'h1] & aresetn;
        modes$core_ready = core$in_ready;
        modes$key_ready = core$key_ready;
        modes$core_out$0 = core$out_data[(32'h0)+:(32)];
        modes$core_out$1 = core$out_data[(32'h20)+:(32)];
        modes$core_out$2 = core$out_data[(32'h40)+:(32)];
        modes$core_out$3 = core$out_data[(32'h60)+:(32)];
        modes$core_valid = core$out_valid;
        modes$core_valid_next = core$out_valid_next;
        modes$core_last = core$out_last;
        regs$iv$0 = modes$iv$0;
        out_words$w$0 = fifo$q$0;
        fifo$w$0 = modes$out$0;
        regs$iv$1 = modes$iv$1;
        out_words$w$1 = fifo$q$1;
        fifo$w$1 = modes$out$1;
        regs$iv$2 = modes$iv$2;
        out_words$w$2 = fifo$q$2;
        fifo$w$2 = modes$out$2;
        regs$iv$3 = modes$iv$3;
        out_words$w$3 = fifo$q$3;
        fifo$w$3 = modes$out$3;
        fifo$clock = aclk;
        fifo$reset = ~aresetn;
        fifo$push = modes$push;
        fifo$last_in = modes$out_last;
        fifo$wipe = regs$zeroize;
        fifo$source_idle = ~core$busy & ~modes$busy;
        m_axis_tvalid = fifo$valid & aresetn;
        fifo$pop = fifo$valid & aresetn & m_axis_tready;
        m_axis_tdata = out_words$y;
        m_axis_tlast = fifo$last;
        m_axis_tkeep = keep_all;
        if (modes$credit & ~fifo$pop) begin
            credits$d = credits$q + credit_one;
        end
        if (~modes$credit & fifo$pop) begin
            credits$d = credits$q - credit_one;
        end
        credits_full$d = ((credits$q == credit_limit) & ~(fifo$pop & ~modes$credit)) | ((credits$q == credit_below) & modes$credit & ~fifo$pop);
        if (s_axis_tvalid & s_axis_tready) begin
            blocks_in$d = blocks_in$q + count_one;
        end
        partial_beat$d = s_axis_tvalid & s_axis_tready & (s_axis_tkeep != keep_all) & ~modes$whole_last;
        if (fifo$pop) begin
            blocks_out$d = blocks_out$q + count_one;
        end
        if (~aresetn) begin
            credits$d = credit_zero;
            credits_full$d = 1'b0;
            blocks_in$d = count_zero;
            blocks_out$d = count_zero;
            partial_beat$d = 1'b0;
        end
        tready_q$d = ~credits_full$d & aresetn;
    end

endmodule // aes_selftest_dut

// Used by 277 instances: dut$blocks_in, dut$blocks_out, dut$core$expansion$rcon, dut$core$expansion$window$0, ... (273 more)
module aes_selftest_dff32(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 32'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dff32

// Used by instance: dut$core
module aes_selftest_dut_core(clock,reset,in_data,in_last,in_valid,in_ready,out_data,out_last,out_valid,out_valid_next,out_ready,key_we,key_addr,key_data,ctrl_we,key_len,decrypt,zeroize,key_ready,key_partial,deriving,refreshing,busy);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [127:0] in_data;
    input wire  in_last;
    input wire  in_valid;
    output reg  in_ready;
    output reg  [127:0] out_data;
    output reg  out_last;
    output reg  out_valid;
    output reg  out_valid_next;
    input wire  out_ready;
    input wire  key_we;
    input wire  [2:0] key_addr;
    input wire  [31:0] key_data;
    input wire  ctrl_we;
    input wire  [1:0] key_len;
    input wire  decrypt;
    input wire  zeroize;
    output reg  key_ready;
    output reg  key_partial;
    output reg  deriving;
    output reg  refreshing;
    output reg  busy;

    // Constant declarations
    localparam  word_zero = 32'h0;
    localparam  multi_tap = 1'b1;
    localparam  count_zero = 5'b0;
    localparam  count_one = 5'b1;
    localparam  has_decrypt = 1'b1;
    localparam  has_192_256 = 1'b1;
    localparam  keylen_128 = 2'b0;
    localparam  keylen_192 = 2'b1;
    localparam  keylen_256 = 2'b10;

    // Stub signals
    reg  key_we_q$d;
    wire  key_we_q$q;
    reg  key_we_q$clock;
    reg  [2:0] key_addr_q$d;
    wire  [2:0] key_addr_q$q;
    reg  key_addr_q$clock;
    reg  [31:0] key_data_q$d;
    wire  [31:0] key_data_q$q;
    reg  key_data_q$clock;
    reg  ctrl_we_q$d;
    wire  ctrl_we_q$q;
    reg  ctrl_we_q$clock;
    reg  [1:0] key_len_q$d;
    wire  [1:0] key_len_q$q;
    reg  key_len_q$clock;
    reg  decrypt_q$d;
    wire  decrypt_q$q;
    reg  decrypt_q$clock;
    reg  zeroize_q$d;
    wire  zeroize_q$q;
    reg  zeroize_q$clock;
    reg  [31:0] key_words$0$d;
    wire  [31:0] key_words$0$q;
    reg  key_words$0$clock;
    reg  [31:0] key_words$1$d;
    wire  [31:0] key_words$1$q;
    reg  key_words$1$clock;
    reg  [31:0] key_words$2$d;
    wire  [31:0] key_words$2$q;
    reg  key_words$2$clock;
    reg  [31:0] key_words$3$d;
    wire  [31:0] key_words$3$q;
    reg  key_words$3$clock;
    reg  [31:0] key_words$4$d;
    wire  [31:0] key_words$4$q;
    reg  key_words$4$clock;
    reg  [31:0] key_words$5$d;
    wire  [31:0] key_words$5$q;
    reg  key_words$5$clock;
    reg  [31:0] key_words$6$d;
    wire  [31:0] key_words$6$q;
    reg  key_words$6$clock;
    reg  [31:0] key_words$7$d;
    wire  [31:0] key_words$7$q;
    reg  key_words$7$clock;
    reg  written$0$d;
    wire  written$0$q;
    reg  written$0$clock;
    reg  written$1$d;
    wire  written$1$q;
    reg  written$1$clock;
    reg  written$2$d;
    wire  written$2$q;
    reg  written$2$clock;
    reg  written$3$d;
    wire  written$3$q;
    reg  written$3$clock;
    reg  written$4$d;
    wire  written$4$q;
    reg  written$4$clock;
    reg  written$5$d;
    wire  written$5$q;
    reg  written$5$clock;
    reg  written$6$d;
    wire  written$6$q;
    reg  written$6$clock;
    reg  written$7$d;
    wire  written$7$q;
    reg  written$7$clock;
    reg  update_open$d;
    wire  update_open$q;
    reg  update_open$clock;
    reg  expansion$clock, expansion$reset, expansion$key_write, expansion$clear;
    reg  expansion$supported;
    reg  [1:0] expansion$key_len;
    reg  expansion$decrypt_in;
    reg  [31:0] expansion$key$0, expansion$key$1, expansion$key$2, expansion$key$3, expansion$key$4;
    reg  [31:0] expansion$key$5, expansion$key$6, expansion$key$7;
    reg  [15:0] expansion$rd_hot;
    wire  [31:0] expansion$rd0, expansion$rd1, expansion$rd2, expansion$rd3;
    wire  [3:0] expansion$produced, expansion$rounds;
    wire  expansion$decrypt, expansion$deriving, expansion$storing, expansion$starting;
    reg  refresh$clock, refresh$reset, refresh$key_write, refresh$clear, refresh$busy;
    reg  [3:0] refresh$produced;
    reg  refresh$storing, refresh$derive_starting;
    reg  [3:0] refresh$rounds;
    wire  [3:0] refresh$rd_addr;
    wire  [15:0] refresh$rd_hot;
    wire  refresh$load, refresh$refreshing, refresh$key_ready, refresh$key_ready_held;
    wire  refresh$pending_next;
    reg  fanout$clock, fanout$reset, fanout$clear, fanout$load;
    reg  [3:0] fanout$rd_addr;
    reg  [31:0] fanout$rd0, fanout$rd1, fanout$rd2, fanout$rd3;
    reg  [3:0] fanout$rounds;
    reg  fanout$decrypt;
    wire  fanout$stage_load$0, fanout$stage_load$1, fanout$stage_load$2, fanout$stage_load$3;
    wire  fanout$stage_load$4, fanout$stage_load$5, fanout$stage_load$6, fanout$stage_load$7;
    wire  fanout$stage_load$8, fanout$stage_load$9, fanout$stage_load$10, fanout$stage_load$11;
    wire  fanout$stage_load$12, fanout$stage_load$13, fanout$stage_load$14;
    wire  [31:0] fanout$k0$0, fanout$k0$1, fanout$k0$2, fanout$k0$3;
    wire  [31:0] fanout$k1$0, fanout$k1$1, fanout$k1$2, fanout$k1$3;
    wire  [31:0] fanout$k2$0, fanout$k2$1, fanout$k2$2, fanout$k2$3;
    wire  [31:0] fanout$k3$0, fanout$k3$1, fanout$k3$2, fanout$k3$3;
    reg  transaction$clock, transaction$reset, transaction$in_valid, transaction$in_last;
    reg  transaction$accept, transaction$in_flight, transaction$can_start;
    reg  transaction$can_start_next;
    wire  transaction$accepting, transaction$accepting_fsm, transaction$busy;
    wire  transaction$active_next;
    reg  stages$0$clock, stages$0$reset, stages$0$enable, stages$0$decrypt, stages$0$final_round;
    reg  [31:0] stages$0$s0, stages$0$s1, stages$0$s2, stages$0$s3, stages$0$ds0, stages$0$ds1;
    reg  [31:0] stages$0$ds2, stages$0$ds3;
    reg  stages$0$valid_in, stages$0$last_in, stages$0$rk_load, stages$0$rk_clear;
    reg  [31:0] stages$0$rk0, stages$0$rk1, stages$0$rk2, stages$0$rk3;
    wire  [31:0] stages$0$q0, stages$0$q1, stages$0$q2, stages$0$q3, stages$0$d0, stages$0$d1;
    wire  [31:0] stages$0$d2, stages$0$d3;
    reg  [31:0] stages$0$t_in0, stages$0$t_in1, stages$0$t_in2, stages$0$t_in3;
    wire  [31:0] stages$0$t0, stages$0$t1, stages$0$t2, stages$0$t3;
    wire  stages$0$valid, stages$0$last;
    reg  stages$1$clock, stages$1$reset, stages$1$enable, stages$1$decrypt, stages$1$final_round;
    reg  [31:0] stages$1$s0, stages$1$s1, stages$1$s2, stages$1$s3, stages$1$ds0, stages$1$ds1;
    reg  [31:0] stages$1$ds2, stages$1$ds3;
    reg  stages$1$valid_in, stages$1$last_in, stages$1$rk_load, stages$1$rk_clear;
    reg  [31:0] stages$1$rk0, stages$1$rk1, stages$1$rk2, stages$1$rk3;
    wire  [31:0] stages$1$q0, stages$1$q1, stages$1$q2, stages$1$q3, stages$1$d0, stages$1$d1;
    wire  [31:0] stages$1$d2, stages$1$d3;
    reg  [31:0] stages$1$t_in0, stages$1$t_in1, stages$1$t_in2, stages$1$t_in3;
    wire  [31:0] stages$1$t0, stages$1$t1, stages$1$t2, stages$1$t3;
    wire  stages$1$valid, stages$1$last;
    reg  stages$2$clock, stages$2$reset, stages$2$enable, stages$2$decrypt, stages$2$final_round;
    reg  [31:0] stages$2$s0, stages$2$s1, stages$2$s2, stages$2$s3, stages$2$ds0, stages$2$ds1;
    reg  [31:0] stages$2$ds2, stages$2$ds3;
    reg  stages$2$valid_in, stages$2$last_in, stages$2$rk_load, stages$2$rk_clear;
    reg  [31:0] stages$2$rk0, stages$2$rk1, stages$2$rk2, stages$2$rk3;
    wire  [31:0] stages$2$q0, stages$2$q1, stages$2$q2, stages$2$q3, stages$2$d0, stages$2$d1;
    wire  [31:0] stages$2$d2, stages$2$d3;
    reg  [31:0] stages$2$t_in0, stages$2$t_in1, stages$2$t_in2, stages$2$t_in3;
    wire  [31:0] stages$2$t0, stages$2$t1, stages$2$t2, stages$2$t3;
    wire  stages$2$valid, stages$2$last;
    reg  stages$3$clock, stages$3$reset, stages$3$enable, stages$3$decrypt, stages$3$final_round;
    reg  [31:0] stages$3$s0, stages$3$s1, stages$3$s2, stages$3$s3, stages$3$ds0, stages$3$ds1;
    reg  [31:0] stages$3$ds2, stages$3$ds3;
    reg  stages$3$valid_in, stages$3$last_in, stages$3$rk_load, stages$3$rk_clear;
    reg  [31:0] stages$3$rk0, stages$3$rk1, stages$3$rk2, stages$3$rk3;
    wire  [31:0] stages$3$q0, stages$3$q1, stages$3$q2, stages$3$q3, stages$3$d0, stages$3$d1;
    wire  [31:0] stages$3$d2, stages$3$d3;
    reg  [31:0] stages$3$t_in0, stages$3$t_in1, stages$3$t_in2, stages$3$t_in3;
    wire  [31:0] stages$3$t0, stages$3$t1, stages$3$t2, stages$3$t3;
    wire  stages$3$valid, stages$3$last;
    reg  stages$4$clock, stages$4$reset, stages$4$enable, stages$4$decrypt, stages$4$final_round;
    reg  [31:0] stages$4$s0, stages$4$s1, stages$4$s2, stages$4$s3, stages$4$ds0, stages$4$ds1;
    reg  [31:0] stages$4$ds2, stages$4$ds3;
    reg  stages$4$valid_in, stages$4$last_in, stages$4$rk_load, stages$4$rk_clear;
    reg  [31:0] stages$4$rk0, stages$4$rk1, stages$4$rk2, stages$4$rk3;
    wire  [31:0] stages$4$q0, stages$4$q1, stages$4$q2, stages$4$q3, stages$4$d0, stages$4$d1;
    wire  [31:0] stages$4$d2, stages$4$d3;
    reg  [31:0] stages$4$t_in0, stages$4$t_in1, stages$4$t_in2, stages$4$t_in3;
    wire  [31:0] stages$4$t0, stages$4$t1, stages$4$t2, stages$4$t3;
    wire  stages$4$valid, stages$4$last;
    reg  stages$5$clock, stages$5$reset, stages$5$enable, stages$5$decrypt, stages$5$final_round;
    reg  [31:0] stages$5$s0, stages$5$s1, stages$5$s2, stages$5$s3, stages$5$ds0, stages$5$ds1;
    reg  [31:0] stages$5$ds2, stages$5$ds3;
    reg  stages$5$valid_in, stages$5$last_in, stages$5$rk_load, stages$5$rk_clear;
    reg  [31:0] stages$5$rk0, stages$5$rk1, stages$5$rk2, stages$5$rk3;
    wire  [31:0] stages$5$q0, stages$5$q1, stages$5$q2, stages$5$q3, stages$5$d0, stages$5$d1;
    wire  [31:0] stages$5$d2, stages$5$d3;
    reg  [31:0] stages$5$t_in0, stages$5$t_in1, stages$5$t_in2, stages$5$t_in3;
    wire  [31:0] stages$5$t0, stages$5$t1, stages$5$t2, stages$5$t3;
    wire  stages$5$valid, stages$5$last;
    reg  stages$6$clock, stages$6$reset, stages$6$enable, stages$6$decrypt, stages$6$final_round;
    reg  [31:0] stages$6$s0, stages$6$s1, stages$6$s2, stages$6$s3, stages$6$ds0, stages$6$ds1;
    reg  [31:0] stages$6$ds2, stages$6$ds3;
    reg  stages$6$valid_in, stages$6$last_in, stages$6$rk_load, stages$6$rk_clear;
    reg  [31:0] stages$6$rk0, stages$6$rk1, stages$6$rk2, stages$6$rk3;
    wire  [31:0] stages$6$q0, stages$6$q1, stages$6$q2, stages$6$q3, stages$6$d0, stages$6$d1;
    wire  [31:0] stages$6$d2, stages$6$d3;
    reg  [31:0] stages$6$t_in0, stages$6$t_in1, stages$6$t_in2, stages$6$t_in3;
    wire  [31:0] stages$6$t0, stages$6$t1, stages$6$t2, stages$6$t3;
    wire  stages$6$valid, stages$6$last;
    reg  stages$7$clock, stages$7$reset, stages$7$enable, stages$7$decrypt, stages$7$final_round;
    reg  [31:0] stages$7$s0, stages$7$s1, stages$7$s2, stages$7$s3, stages$7$ds0, stages$7$ds1;
    reg  [31:0] stages$7$ds2, stages$7$ds3;
    reg  stages$7$valid_in, stages$7$last_in, stages$7$rk_load, stages$7$rk_clear;
    reg  [31:0] stages$7$rk0, stages$7$rk1, stages$7$rk2, stages$7$rk3;
    wire  [31:0] stages$7$q0, stages$7$q1, stages$7$q2, stages$7$q3, stages$7$d0, stages$7$d1;
    wire  [31:0] stages$7$d2, stages$7$d3;
    reg  [31:0] stages$7$t_in0, stages$7$t_in1, stages$7$t_in2, stages$7$t_in3;
    wire  [31:0] stages$7$t0, stages$7$t1, stages$7$t2, stages$7$t3;
    wire  stages$7$valid, stages$7$last;
    reg  stages$8$clock, stages$8$reset, stages$8$enable, stages$8$decrypt, stages$8$final_round;
    reg  [31:0] stages$8$s0, stages$8$s1, stages$8$s2, stages$8$s3, stages$8$ds0, stages$8$ds1;
    reg  [31:0] stages$8$ds2, stages$8$ds3;
    reg  stages$8$valid_in, stages$8$last_in, stages$8$rk_load, stages$8$rk_clear;
    reg  [31:0] stages$8$rk0, stages$8$rk1, stages$8$rk2, stages$8$rk3;
    wire  [31:0] stages$8$q0, stages$8$q1, stages$8$q2, stages$8$q3, stages$8$d0, stages$8$d1;
    wire  [31:0] stages$8$d2, stages$8$d3;
    reg  [31:0] stages$8$t_in0, stages$8$t_in1, stages$8$t_in2, stages$8$t_in3;
    wire  [31:0] stages$8$t0, stages$8$t1, stages$8$t2, stages$8$t3;
    wire  stages$8$valid, stages$8$last;
    reg  stages$9$clock, stages$9$reset, stages$9$enable, stages$9$decrypt, stages$9$final_round;
    reg  [31:0] stages$9$s0, stages$9$s1, stages$9$s2, stages$9$s3, stages$9$ds0, stages$9$ds1;
    reg  [31:0] stages$9$ds2, stages$9$ds3;
    reg  stages$9$valid_in, stages$9$last_in, stages$9$rk_load, stages$9$rk_clear;
    reg  [31:0] stages$9$rk0, stages$9$rk1, stages$9$rk2, stages$9$rk3;
    wire  [31:0] stages$9$q0, stages$9$q1, stages$9$q2, stages$9$q3, stages$9$d0, stages$9$d1;
    wire  [31:0] stages$9$d2, stages$9$d3;
    reg  [31:0] stages$9$t_in0, stages$9$t_in1, stages$9$t_in2, stages$9$t_in3;
    wire  [31:0] stages$9$t0, stages$9$t1, stages$9$t2, stages$9$t3;
    wire  stages$9$valid, stages$9$last;
    reg  stages$10$clock, stages$10$reset, stages$10$enable, stages$10$decrypt;
    reg  stages$10$final_round;
    reg  [31:0] stages$10$s0, stages$10$s1, stages$10$s2, stages$10$s3, stages$10$ds0;
    reg  [31:0] stages$10$ds1, stages$10$ds2, stages$10$ds3;
    reg  stages$10$valid_in, stages$10$last_in, stages$10$rk_load, stages$10$rk_clear;
    reg  [31:0] stages$10$rk0, stages$10$rk1, stages$10$rk2, stages$10$rk3;
    wire  [31:0] stages$10$q0, stages$10$q1, stages$10$q2, stages$10$q3, stages$10$d0, stages$10$d1;
    wire  [31:0] stages$10$d2, stages$10$d3;
    reg  [31:0] stages$10$t_in0, stages$10$t_in1, stages$10$t_in2, stages$10$t_in3;
    wire  [31:0] stages$10$t0, stages$10$t1, stages$10$t2, stages$10$t3;
    wire  stages$10$valid, stages$10$last;
    reg  stages$11$clock, stages$11$reset, stages$11$enable, stages$11$decrypt;
    reg  stages$11$final_round;
    reg  [31:0] stages$11$s0, stages$11$s1, stages$11$s2, stages$11$s3, stages$11$ds0;
    reg  [31:0] stages$11$ds1, stages$11$ds2, stages$11$ds3;
    reg  stages$11$valid_in, stages$11$last_in, stages$11$rk_load, stages$11$rk_clear;
    reg  [31:0] stages$11$rk0, stages$11$rk1, stages$11$rk2, stages$11$rk3;
    wire  [31:0] stages$11$q0, stages$11$q1, stages$11$q2, stages$11$q3, stages$11$d0, stages$11$d1;
    wire  [31:0] stages$11$d2, stages$11$d3;
    reg  [31:0] stages$11$t_in0, stages$11$t_in1, stages$11$t_in2, stages$11$t_in3;
    wire  [31:0] stages$11$t0, stages$11$t1, stages$11$t2, stages$11$t3;
    wire  stages$11$valid, stages$11$last;
    reg  stages$12$clock, stages$12$reset, stages$12$enable, stages$12$decrypt;
    reg  stages$12$final_round;
    reg  [31:0] stages$12$s0, stages$12$s1, stages$12$s2, stages$12$s3, stages$12$ds0;
    reg  [31:0] stages$12$ds1, stages$12$ds2, stages$12$ds3;
    reg  stages$12$valid_in, stages$12$last_in, stages$12$rk_load, stages$12$rk_clear;
    reg  [31:0] stages$12$rk0, stages$12$rk1, stages$12$rk2, stages$12$rk3;
    wire  [31:0] stages$12$q0, stages$12$q1, stages$12$q2, stages$12$q3, stages$12$d0, stages$12$d1;
    wire  [31:0] stages$12$d2, stages$12$d3;
    reg  [31:0] stages$12$t_in0, stages$12$t_in1, stages$12$t_in2, stages$12$t_in3;
    wire  [31:0] stages$12$t0, stages$12$t1, stages$12$t2, stages$12$t3;
    wire  stages$12$valid, stages$12$last;
    reg  stages$13$clock, stages$13$reset, stages$13$enable, stages$13$decrypt;
    reg  stages$13$final_round;
    reg  [31:0] stages$13$s0, stages$13$s1, stages$13$s2, stages$13$s3, stages$13$ds0;
    reg  [31:0] stages$13$ds1, stages$13$ds2, stages$13$ds3;
    reg  stages$13$valid_in, stages$13$last_in, stages$13$rk_load, stages$13$rk_clear;
    reg  [31:0] stages$13$rk0, stages$13$rk1, stages$13$rk2, stages$13$rk3;
    wire  [31:0] stages$13$q0, stages$13$q1, stages$13$q2, stages$13$q3, stages$13$d0, stages$13$d1;
    wire  [31:0] stages$13$d2, stages$13$d3;
    reg  [31:0] stages$13$t_in0, stages$13$t_in1, stages$13$t_in2, stages$13$t_in3;
    wire  [31:0] stages$13$t0, stages$13$t1, stages$13$t2, stages$13$t3;
    wire  stages$13$valid, stages$13$last;
    reg  stages$14$clock, stages$14$reset, stages$14$enable, stages$14$decrypt;
    reg  stages$14$final_round;
    reg  [31:0] stages$14$s0, stages$14$s1, stages$14$s2, stages$14$s3, stages$14$ds0;
    reg  [31:0] stages$14$ds1, stages$14$ds2, stages$14$ds3;
    reg  stages$14$valid_in, stages$14$last_in, stages$14$rk_load, stages$14$rk_clear;
    reg  [31:0] stages$14$rk0, stages$14$rk1, stages$14$rk2, stages$14$rk3;
    wire  [31:0] stages$14$q0, stages$14$q1, stages$14$q2, stages$14$q3, stages$14$d0, stages$14$d1;
    wire  [31:0] stages$14$d2, stages$14$d3;
    reg  [31:0] stages$14$t_in0, stages$14$t_in1, stages$14$t_in2, stages$14$t_in3;
    wire  [31:0] stages$14$t0, stages$14$t1, stages$14$t2, stages$14$t3;
    wire  stages$14$valid, stages$14$last;
    reg  [31:0] last_doubles$w$0, last_doubles$w$1, last_doubles$w$2, last_doubles$w$3;
    reg  [31:0] out_words$w$0, out_words$w$1, out_words$w$2, out_words$w$3;
    wire  [127:0] out_words$y;
    reg  [1:0] written_key_len$d;
    wire  [1:0] written_key_len$q;
    reg  written_key_len$clock;
    reg  written_decrypt$d;
    wire  written_decrypt$q;
    reg  written_decrypt$clock;
    reg  taps$0$d;
    wire  taps$0$q;
    reg  taps$0$clock;
    reg  taps$1$d;
    wire  taps$1$q;
    reg  taps$1$clock;
    reg  taps$2$d;
    wire  taps$2$q;
    reg  taps$2$clock;
    reg  taps$3$d;
    wire  taps$3$q;
    reg  taps$3$clock;
    reg  taps$4$d;
    wire  taps$4$q;
    reg  taps$4$clock;
    reg  taps$5$d;
    wire  taps$5$q;
    reg  taps$5$clock;
    reg  taps$6$d;
    wire  taps$6$q;
    reg  taps$6$clock;
    reg  taps$7$d;
    wire  taps$7$q;
    reg  taps$7$clock;
    reg  taps$8$d;
    wire  taps$8$q;
    reg  taps$8$clock;
    reg  taps$9$d;
    wire  taps$9$q;
    reg  taps$9$clock;
    reg  taps$10$d;
    wire  taps$10$q;
    reg  taps$10$clock;
    reg  taps$11$d;
    wire  taps$11$q;
    reg  taps$11$clock;
    reg  taps$12$d;
    wire  taps$12$q;
    reg  taps$12$clock;
    reg  taps$13$d;
    wire  taps$13$q;
    reg  taps$13$clock;
    reg  taps$14$d;
    wire  taps$14$q;
    reg  taps$14$clock;
    reg  tapped_valid$d;
    wire  tapped_valid$q;
    reg  tapped_valid$clock;
    reg  tapped_last$d;
    wire  tapped_last$q;
    reg  tapped_last$clock;
    reg  leave_valid$clock, leave_valid$d;
    wire  leave_valid$q;
    reg  loaded_decrypt$d;
    wire  loaded_decrypt$q;
    reg  loaded_decrypt$clock;
    reg  stage_decrypt$0$clock, stage_decrypt$0$d;
    wire  stage_decrypt$0$q;
    reg  stage_decrypt$1$clock, stage_decrypt$1$d;
    wire  stage_decrypt$1$q;
    reg  stage_decrypt$2$clock, stage_decrypt$2$d;
    wire  stage_decrypt$2$q;
    reg  stage_decrypt$3$clock, stage_decrypt$3$d;
    wire  stage_decrypt$3$q;
    reg  stage_decrypt$4$clock, stage_decrypt$4$d;
    wire  stage_decrypt$4$q;
    reg  stage_decrypt$5$clock, stage_decrypt$5$d;
    wire  stage_decrypt$5$q;
    reg  stage_decrypt$6$clock, stage_decrypt$6$d;
    wire  stage_decrypt$6$q;
    reg  stage_decrypt$7$clock, stage_decrypt$7$d;
    wire  stage_decrypt$7$q;
    reg  stage_decrypt$8$clock, stage_decrypt$8$d;
    wire  stage_decrypt$8$q;
    reg  stage_decrypt$9$clock, stage_decrypt$9$d;
    wire  stage_decrypt$9$q;
    reg  stage_decrypt$10$clock, stage_decrypt$10$d;
    wire  stage_decrypt$10$q;
    reg  stage_decrypt$11$clock, stage_decrypt$11$d;
    wire  stage_decrypt$11$q;
    reg  stage_decrypt$12$clock, stage_decrypt$12$d;
    wire  stage_decrypt$12$q;
    reg  stage_decrypt$13$clock, stage_decrypt$13$d;
    wire  stage_decrypt$13$q;
    reg  stage_decrypt$14$clock, stage_decrypt$14$d;
    wire  stage_decrypt$14$q;
    reg  wipe_pending$d;
    wire  wipe_pending$q;
    reg  wipe_pending$clock;
    reg  rk_clear$clock, rk_clear$reset, rk_clear$wipe_request_next, rk_clear$active_next;
    reg  rk_clear$in_flight_next, rk_clear$refresh_pending_next, rk_clear$busy;
    wire  rk_clear$clear$0, rk_clear$clear$1, rk_clear$clear$2, rk_clear$clear$3, rk_clear$clear$4;
    wire  rk_clear$clear$5, rk_clear$clear$6, rk_clear$clear$7, rk_clear$clear$8, rk_clear$clear$9;
    wire  rk_clear$clear$10, rk_clear$clear$11, rk_clear$clear$12, rk_clear$clear$13;
    wire  rk_clear$clear$14;
    reg  wipe_clear$d;
    wire  wipe_clear$q;
    reg  wipe_clear$clock;
    reg  busy_q$d;
    wire  busy_q$q;
    reg  busy_q$clock;
    reg  [4:0] blocks$d;
    wire  [4:0] blocks$q;
    reg  blocks$clock;
    reg  in_flight_q$d;
    wire  in_flight_q$q;
    reg  in_flight_q$clock;
    reg  unit_clears$clock, unit_clears$d;
    wire  [2:0] unit_clears$q;

    // Local signals
    reg  leave;
    reg  advance;
    reg  accept;
    reg  wipe;
    reg  complete;
    reg  commit;
    reg  fresh;
    reg  len_change;
    reg  dir_change;
    reg  cancel;
    reg  in_flight;

    // Sub module instances
    aes_selftest_dff1 key_we_q(.d(key_we_q$d), .q(key_we_q$q), .clock(key_we_q$clock));
    aes_selftest_dff3 key_addr_q(.d(key_addr_q$d), .q(key_addr_q$q), .clock(key_addr_q$clock));
    aes_selftest_dff32 key_data_q(.d(key_data_q$d), .q(key_data_q$q), .clock(key_data_q$clock));
    aes_selftest_dff1 ctrl_we_q(.d(ctrl_we_q$d), .q(ctrl_we_q$q), .clock(ctrl_we_q$clock));
    aes_selftest_dut_dff2 key_len_q(.d(key_len_q$d), .q(key_len_q$q), .clock(key_len_q$clock));
    aes_selftest_dff1 decrypt_q(.d(decrypt_q$d), .q(decrypt_q$q), .clock(decrypt_q$clock));
    aes_selftest_dff1 zeroize_q(.d(zeroize_q$d), .q(zeroize_q$q), .clock(zeroize_q$clock));
    aes_selftest_dff32 key_words$0(.d(key_words$0$d), .q(key_words$0$q), .clock(key_words$0$clock));
    aes_selftest_dff32 key_words$1(.d(key_words$1$d), .q(key_words$1$q), .clock(key_words$1$clock));
    aes_selftest_dff32 key_words$2(.d(key_words$2$d), .q(key_words$2$q), .clock(key_words$2$clock));
    aes_selftest_dff32 key_words$3(.d(key_words$3$d), .q(key_words$3$q), .clock(key_words$3$clock));
    aes_selftest_dff32 key_words$4(.d(key_words$4$d), .q(key_words$4$q), .clock(key_words$4$clock));
    aes_selftest_dff32 key_words$5(.d(key_words$5$d), .q(key_words$5$q), .clock(key_words$5$clock));
    aes_selftest_dff32 key_words$6(.d(key_words$6$d), .q(key_words$6$q), .clock(key_words$6$clock));
    aes_selftest_dff32 key_words$7(.d(key_words$7$d), .q(key_words$7$q), .clock(key_words$7$clock));
    aes_selftest_dff1 written$0(.d(written$0$d), .q(written$0$q), .clock(written$0$clock));
    aes_selftest_dff1 written$1(.d(written$1$d), .q(written$1$q), .clock(written$1$clock));
    aes_selftest_dff1 written$2(.d(written$2$d), .q(written$2$q), .clock(written$2$clock));
    aes_selftest_dff1 written$3(.d(written$3$d), .q(written$3$q), .clock(written$3$clock));
    aes_selftest_dff1 written$4(.d(written$4$d), .q(written$4$q), .clock(written$4$clock));
    aes_selftest_dff1 written$5(.d(written$5$d), .q(written$5$q), .clock(written$5$clock));
    aes_selftest_dff1 written$6(.d(written$6$d), .q(written$6$q), .clock(written$6$clock));
    aes_selftest_dff1 written$7(.d(written$7$d), .q(written$7$q), .clock(written$7$clock));
    aes_selftest_dff1 update_open(.d(update_open$d), .q(update_open$q), .clock(update_open$clock));
    aes_selftest_dut_core_expansion expansion(.clock(expansion$clock), .reset(expansion$reset),
        .key_write(expansion$key_write), .clear(expansion$clear), .supported(expansion$supported),
        .key_len(expansion$key_len), .decrypt_in(expansion$decrypt_in), .key$0(expansion$key$0),
        .key$1(expansion$key$1), .key$2(expansion$key$2), .key$3(expansion$key$3),
        .key$4(expansion$key$4), .key$5(expansion$key$5), .key$6(expansion$key$6),
        .key$7(expansion$key$7), .rd_hot(expansion$rd_hot), .rd0(expansion$rd0),
        .rd1(expansion$rd1), .rd2(expansion$rd2), .rd3(expansion$rd3),
        .produced(expansion$produced), .rounds(expansion$rounds), .decrypt(expansion$decrypt),
        .deriving(expansion$deriving), .storing(expansion$storing), .starting(expansion$starting));
    aes_selftest_dut_core_refresh refresh(.clock(refresh$clock), .reset(refresh$reset),
        .key_write(refresh$key_write), .clear(refresh$clear), .busy(refresh$busy),
        .produced(refresh$produced), .storing(refresh$storing),
        .derive_starting(refresh$derive_starting), .rounds(refresh$rounds),
        .rd_addr(refresh$rd_addr), .rd_hot(refresh$rd_hot), .load(refresh$load),
        .refreshing(refresh$refreshing), .key_ready(refresh$key_ready),
        .key_ready_held(refresh$key_ready_held), .pending_next(refresh$pending_next));
    aes_selftest_dut_core_fanout fanout(.clock(fanout$clock), .reset(fanout$reset),
        .clear(fanout$clear), .load(fanout$load), .rd_addr(fanout$rd_addr), .rd0(fanout$rd0),
        .rd1(fanout$rd1), .rd2(fanout$rd2), .rd3(fanout$rd3), .rounds(fanout$rounds),
        .decrypt(fanout$decrypt), .stage_load$0(fanout$stage_load$0),
        .stage_load$1(fanout$stage_load$1), .stage_load$2(fanout$stage_load$2),
        .stage_load$3(fanout$stage_load$3), .stage_load$4(fanout$stage_load$4),
        .stage_load$5(fanout$stage_load$5), .stage_load$6(fanout$stage_load$6),
        .stage_load$7(fanout$stage_load$7), .stage_load$8(fanout$stage_load$8),
        .stage_load$9(fanout$stage_load$9), .stage_load$10(fanout$stage_load$10),
        .stage_load$11(fanout$stage_load$11), .stage_load$12(fanout$stage_load$12),
        .stage_load$13(fanout$stage_load$13), .stage_load$14(fanout$stage_load$14),
        .k0$0(fanout$k0$0), .k0$1(fanout$k0$1), .k0$2(fanout$k0$2), .k0$3(fanout$k0$3),
        .k1$0(fanout$k1$0), .k1$1(fanout$k1$1), .k1$2(fanout$k1$2), .k1$3(fanout$k1$3),
        .k2$0(fanout$k2$0), .k2$1(fanout$k2$1), .k2$2(fanout$k2$2), .k2$3(fanout$k2$3),
        .k3$0(fanout$k3$0), .k3$1(fanout$k3$1), .k3$2(fanout$k3$2), .k3$3(fanout$k3$3));
    aes_selftest_dut_core_transaction transaction(.clock(transaction$clock),
        .reset(transaction$reset), .in_valid(transaction$in_valid), .in_last(transaction$in_last),
        .accept(transaction$accept), .in_flight(transaction$in_flight),
        .can_start(transaction$can_start), .can_start_next(transaction$can_start_next),
        .accepting(transaction$accepting), .accepting_fsm(transaction$accepting_fsm),
        .busy(transaction$busy), .active_next(transaction$active_next));
    aes_selftest_dut_core_stages_0 stages$0(.clock(stages$0$clock), .reset(stages$0$reset),
        .enable(stages$0$enable), .decrypt(stages$0$decrypt), .final_round(stages$0$final_round),
        .s0(stages$0$s0), .s1(stages$0$s1), .s2(stages$0$s2), .s3(stages$0$s3), .ds0(stages$0$ds0),
        .ds1(stages$0$ds1), .ds2(stages$0$ds2), .ds3(stages$0$ds3), .valid_in(stages$0$valid_in),
        .last_in(stages$0$last_in), .rk_load(stages$0$rk_load), .rk_clear(stages$0$rk_clear),
        .rk0(stages$0$rk0), .rk1(stages$0$rk1), .rk2(stages$0$rk2), .rk3(stages$0$rk3),
        .q0(stages$0$q0), .q1(stages$0$q1), .q2(stages$0$q2), .q3(stages$0$q3), .d0(stages$0$d0),
        .d1(stages$0$d1), .d2(stages$0$d2), .d3(stages$0$d3), .t_in0(stages$0$t_in0),
        .t_in1(stages$0$t_in1), .t_in2(stages$0$t_in2), .t_in3(stages$0$t_in3), .t0(stages$0$t0),
        .t1(stages$0$t1), .t2(stages$0$t2), .t3(stages$0$t3), .valid(stages$0$valid),
        .last(stages$0$last));
    aes_selftest_dut_core_stages_1 stages$1(.clock(stages$1$clock), .reset(stages$1$reset),
        .enable(stages$1$enable), .decrypt(stages$1$decrypt), .final_round(stages$1$final_round),
        .s0(stages$1$s0), .s1(stages$1$s1), .s2(stages$1$s2), .s3(stages$1$s3), .ds0(stages$1$ds0),
        .ds1(stages$1$ds1), .ds2(stages$1$ds2), .ds3(stages$1$ds3), .valid_in(stages$1$valid_in),
        .last_in(stages$1$last_in), .rk_load(stages$1$rk_load), .rk_clear(stages$1$rk_clear),
        .rk0(stages$1$rk0), .rk1(stages$1$rk1), .rk2(stages$1$rk2), .rk3(stages$1$rk3),
        .q0(stages$1$q0), .q1(stages$1$q1), .q2(stages$1$q2), .q3(stages$1$q3), .d0(stages$1$d0),
        .d1(stages$1$d1), .d2(stages$1$d2), .d3(stages$1$d3), .t_in0(stages$1$t_in0),
        .t_in1(stages$1$t_in1), .t_in2(stages$1$t_in2), .t_in3(stages$1$t_in3), .t0(stages$1$t0),
        .t1(stages$1$t1), .t2(stages$1$t2), .t3(stages$1$t3), .valid(stages$1$valid),
        .last(stages$1$last));
    aes_selftest_dut_core_stages_1 stages$2(.clock(stages$2$clock), .reset(stages$2$reset),
        .enable(stages$2$enable), .decrypt(stages$2$decrypt), .final_round(stages$2$final_round),
        .s0(stages$2$s0), .s1(stages$2$s1), .s2(stages$2$s2), .s3(stages$2$s3), .ds0(stages$2$ds0),
        .ds1(stages$2$ds1), .ds2(stages$2$ds2), .ds3(stages$2$ds3), .valid_in(stages$2$valid_in),
        .last_in(stages$2$last_in), .rk_load(stages$2$rk_load), .rk_clear(stages$2$rk_clear),
        .rk0(stages$2$rk0), .rk1(stages$2$rk1), .rk2(stages$2$rk2), .rk3(stages$2$rk3),
        .q0(stages$2$q0), .q1(stages$2$q1), .q2(stages$2$q2), .q3(stages$2$q3), .d0(stages$2$d0),
        .d1(stages$2$d1), .d2(stages$2$d2), .d3(stages$2$d3), .t_in0(stages$2$t_in0),
        .t_in1(stages$2$t_in1), .t_in2(stages$2$t_in2), .t_in3(stages$2$t_in3), .t0(stages$2$t0),
        .t1(stages$2$t1), .t2(stages$2$t2), .t3(stages$2$t3), .valid(stages$2$valid),
        .last(stages$2$last));
    aes_selftest_dut_core_stages_1 stages$3(.clock(stages$3$clock), .reset(stages$3$reset),
        .enable(stages$3$enable), .decrypt(stages$3$decrypt), .final_round(stages$3$final_round),
        .s0(stages$3$s0), .s1(stages$3$s1), .s2(stages$3$s2), .s3(stages$3$s3), .ds0(stages$3$ds0),
        .ds1(stages$3$ds1), .ds2(stages$3$ds2), .ds3(stages$3$ds3), .valid_in(stages$3$valid_in),
        .last_in(stages$3$last_in), .rk_load(stages$3$rk_load), .rk_clear(stages$3$rk_clear),
        .rk0(stages$3$rk0), .rk1(stages$3$rk1), .rk2(stages$3$rk2), .rk3(stages$3$rk3),
        .q0(stages$3$q0), .q1(stages$3$q1), .q2(stages$3$q2), .q3(stages$3$q3), .d0(stages$3$d0),
        .d1(stages$3$d1), .d2(stages$3$d2), .d3(stages$3$d3), .t_in0(stages$3$t_in0),
        .t_in1(stages$3$t_in1), .t_in2(stages$3$t_in2), .t_in3(stages$3$t_in3), .t0(stages$3$t0),
        .t1(stages$3$t1), .t2(stages$3$t2), .t3(stages$3$t3), .valid(stages$3$valid),
        .last(stages$3$last));
    aes_selftest_dut_core_stages_1 stages$4(.clock(stages$4$clock), .reset(stages$4$reset),
        .enable(stages$4$enable), .decrypt(stages$4$decrypt), .final_round(stages$4$final_round),
        .s0(stages$4$s0), .s1(stages$4$s1), .s2(stages$4$s2), .s3(stages$4$s3), .ds0(stages$4$ds0),
        .ds1(stages$4$ds1), .ds2(stages$4$ds2), .ds3(stages$4$ds3), .valid_in(stages$4$valid_in),
        .last_in(stages$4$last_in), .rk_load(stages$4$rk_load), .rk_clear(stages$4$rk_clear),
        .rk0(stages$4$rk0), .rk1(stages$4$rk1), .rk2(stages$4$rk2), .rk3(stages$4$rk3),
        .q0(stages$4$q0), .q1(stages$4$q1), .q2(stages$4$q2), .q3(stages$4$q3), .d0(stages$4$d0),
        .d1(stages$4$d1), .d2(stages$4$d2), .d3(stages$4$d3), .t_in0(stages$4$t_in0),
        .t_in1(stages$4$t_in1), .t_in2(stages$4$t_in2), .t_in3(stages$4$t_in3), .t0(stages$4$t0),
        .t1(stages$4$t1), .t2(stages$4$t2), .t3(stages$4$t3), .valid(stages$4$valid),
        .last(stages$4$last));
    aes_selftest_dut_core_stages_1 stages$5(.clock(stages$5$clock), .reset(stages$5$reset),
        .enable(stages$5$enable), .decrypt(stages$5$decrypt), .final_round(stages$5$final_round),
        .s0(stages$5$s0), .s1(stages$5$s1), .s2(stages$5$s2), .s3(stages$5$s3), .ds0(stages$5$ds0),
        .ds1(stages$5$ds1), .ds2(stages$5$ds2), .ds3(stages$5$ds3), .valid_in(stages$5$valid_in),
        .last_in(stages$5$last_in), .rk_load(stages$5$rk_load), .rk_clear(stages$5$rk_clear),
        .rk0(stages$5$rk0), .rk1(stages$5$rk1), .rk2(stages$5$rk2), .rk3(stages$5$rk3),
        .q0(stages$5$q0), .q1(stages$5$q1), .q2(stages$5$q2), .q3(stages$5$q3), .d0(stages$5$d0),
        .d1(stages$5$d1), .d2(stages$5$d2), .d3(stages$5$d3), .t_in0(stages$5$t_in0),
        .t_in1(stages$5$t_in1), .t_in2(stages$5$t_in2), .t_in3(stages$5$t_in3), .t0(stages$5$t0),
        .t1(stages$5$t1), .t2(stages$5$t2), .t3(stages$5$t3), .valid(stages$5$valid),
        .last(stages$5$last));
    aes_selftest_dut_core_stages_1 stages$6(.clock(stages$6$clock), .reset(stages$6$reset),
        .enable(stages$6$enable), .decrypt(stages$6$decrypt), .final_round(stages$6$final_round),
        .s0(stages$6$s0), .s1(stages$6$s1), .s2(stages$6$s2), .s3(stages$6$s3), .ds0(stages$6$ds0),
        .ds1(stages$6$ds1), .ds2(stages$6$ds2), .ds3(stages$6$ds3), .valid_in(stages$6$valid_in),
        .last_in(stages$6$last_in), .rk_load(stages$6$rk_load), .rk_clear(stages$6$rk_clear),
        .rk0(stages$6$rk0), .rk1(stages$6$rk1), .rk2(stages$6$rk2), .rk3(stages$6$rk3),
        .q0(stages$6$q0), .q1(stages$6$q1), .q2(stages$6$q2), .q3(stages$6$q3), .d0(stages$6$d0),
        .d1(stages$6$d1), .d2(stages$6$d2), .d3(stages$6$d3), .t_in0(stages$6$t_in0),
        .t_in1(stages$6$t_in1), .t_in2(stages$6$t_in2), .t_in3(stages$6$t_in3), .t0(stages$6$t0),
        .t1(stages$6$t1), .t2(stages$6$t2), .t3(stages$6$t3), .valid(stages$6$valid),
        .last(stages$6$last));
    aes_selftest_dut_core_stages_1 stages$7(.clock(stages$7$clock), .reset(stages$7$reset),
        .enable(stages$7$enable), .decrypt(stages$7$decrypt), .final_round(stages$7$final_round),
        .s0(stages$7$s0), .s1(stages$7$s1), .s2(stages$7$s2), .s3(stages$7$s3), .ds0(stages$7$ds0),
        .ds1(stages$7$ds1), .ds2(stages$7$ds2), .ds3(stages$7$ds3), .valid_in(stages$7$valid_in),
        .last_in(stages$7$last_in), .rk_load(stages$7$rk_load), .rk_clear(stages$7$rk_clear),
        .rk0(stages$7$rk0), .rk1(stages$7$rk1), .rk2(stages$7$rk2), .rk3(stages$7$rk3),
        .q0(stages$7$q0), .q1(stages$7$q1), .q2(stages$7$q2), .q3(stages$7$q3), .d0(stages$7$d0),
        .d1(stages$7$d1), .d2(stages$7$d2), .d3(stages$7$d3), .t_in0(stages$7$t_in0),
        .t_in1(stages$7$t_in1), .t_in2(stages$7$t_in2), .t_in3(stages$7$t_in3), .t0(stages$7$t0),
        .t1(stages$7$t1), .t2(stages$7$t2), .t3(stages$7$t3), .valid(stages$7$valid),
        .last(stages$7$last));
    aes_selftest_dut_core_stages_1 stages$8(.clock(stages$8$clock), .reset(stages$8$reset),
        .enable(stages$8$enable), .decrypt(stages$8$decrypt), .final_round(stages$8$final_round),
        .s0(stages$8$s0), .s1(stages$8$s1), .s2(stages$8$s2), .s3(stages$8$s3), .ds0(stages$8$ds0),
        .ds1(stages$8$ds1), .ds2(stages$8$ds2), .ds3(stages$8$ds3), .valid_in(stages$8$valid_in),
        .last_in(stages$8$last_in), .rk_load(stages$8$rk_load), .rk_clear(stages$8$rk_clear),
        .rk0(stages$8$rk0), .rk1(stages$8$rk1), .rk2(stages$8$rk2), .rk3(stages$8$rk3),
        .q0(stages$8$q0), .q1(stages$8$q1), .q2(stages$8$q2), .q3(stages$8$q3), .d0(stages$8$d0),
        .d1(stages$8$d1), .d2(stages$8$d2), .d3(stages$8$d3), .t_in0(stages$8$t_in0),
        .t_in1(stages$8$t_in1), .t_in2(stages$8$t_in2), .t_in3(stages$8$t_in3), .t0(stages$8$t0),
        .t1(stages$8$t1), .t2(stages$8$t2), .t3(stages$8$t3), .valid(stages$8$valid),
        .last(stages$8$last));
    aes_selftest_dut_core_stages_1 stages$9(.clock(stages$9$clock), .reset(stages$9$reset),
        .enable(stages$9$enable), .decrypt(stages$9$decrypt), .final_round(stages$9$final_round),
        .s0(stages$9$s0), .s1(stages$9$s1), .s2(stages$9$s2), .s3(stages$9$s3), .ds0(stages$9$ds0),
        .ds1(stages$9$ds1), .ds2(stages$9$ds2), .ds3(stages$9$ds3), .valid_in(stages$9$valid_in),
        .last_in(stages$9$last_in), .rk_load(stages$9$rk_load), .rk_clear(stages$9$rk_clear),
        .rk0(stages$9$rk0), .rk1(stages$9$rk1), .rk2(stages$9$rk2), .rk3(stages$9$rk3),
        .q0(stages$9$q0), .q1(stages$9$q1), .q2(stages$9$q2), .q3(stages$9$q3), .d0(stages$9$d0),
        .d1(stages$9$d1), .d2(stages$9$d2), .d3(stages$9$d3), .t_in0(stages$9$t_in0),
        .t_in1(stages$9$t_in1), .t_in2(stages$9$t_in2), .t_in3(stages$9$t_in3), .t0(stages$9$t0),
        .t1(stages$9$t1), .t2(stages$9$t2), .t3(stages$9$t3), .valid(stages$9$valid),
        .last(stages$9$last));
    aes_selftest_dut_core_stages_10 stages$10(.clock(stages$10$clock), .reset(stages$10$reset),
        .enable(stages$10$enable), .decrypt(stages$10$decrypt), .final_round(stages$10$final_round),
        .s0(stages$10$s0), .s1(stages$10$s1), .s2(stages$10$s2), .s3(stages$10$s3),
        .ds0(stages$10$ds0), .ds1(stages$10$ds1), .ds2(stages$10$ds2), .ds3(stages$10$ds3),
        .valid_in(stages$10$valid_in), .last_in(stages$10$last_in), .rk_load(stages$10$rk_load),
        .rk_clear(stages$10$rk_clear), .rk0(stages$10$rk0), .rk1(stages$10$rk1),
        .rk2(stages$10$rk2), .rk3(stages$10$rk3), .q0(stages$10$q0), .q1(stages$10$q1),
        .q2(stages$10$q2), .q3(stages$10$q3), .d0(stages$10$d0), .d1(stages$10$d1),
        .d2(stages$10$d2), .d3(stages$10$d3), .t_in0(stages$10$t_in0), .t_in1(stages$10$t_in1),
        .t_in2(stages$10$t_in2), .t_in3(stages$10$t_in3), .t0(stages$10$t0), .t1(stages$10$t1),
        .t2(stages$10$t2), .t3(stages$10$t3), .valid(stages$10$valid), .last(stages$10$last));
    aes_selftest_dut_core_stages_10 stages$11(.clock(stages$11$clock), .reset(stages$11$reset),
        .enable(stages$11$enable), .decrypt(stages$11$decrypt), .final_round(stages$11$final_round),
        .s0(stages$11$s0), .s1(stages$11$s1), .s2(stages$11$s2), .s3(stages$11$s3),
        .ds0(stages$11$ds0), .ds1(stages$11$ds1), .ds2(stages$11$ds2), .ds3(stages$11$ds3),
        .valid_in(stages$11$valid_in), .last_in(stages$11$last_in), .rk_load(stages$11$rk_load),
        .rk_clear(stages$11$rk_clear), .rk0(stages$11$rk0), .rk1(stages$11$rk1),
        .rk2(stages$11$rk2), .rk3(stages$11$rk3), .q0(stages$11$q0), .q1(stages$11$q1),
        .q2(stages$11$q2), .q3(stages$11$q3), .d0(stages$11$d0), .d1(stages$11$d1),
        .d2(stages$11$d2), .d3(stages$11$d3), .t_in0(stages$11$t_in0), .t_in1(stages$11$t_in1),
        .t_in2(stages$11$t_in2), .t_in3(stages$11$t_in3), .t0(stages$11$t0), .t1(stages$11$t1),
        .t2(stages$11$t2), .t3(stages$11$t3), .valid(stages$11$valid), .last(stages$11$last));
    aes_selftest_dut_core_stages_10 stages$12(.clock(stages$12$clock), .reset(stages$12$reset),
        .enable(stages$12$enable), .decrypt(stages$12$decrypt), .final_round(stages$12$final_round),
        .s0(stages$12$s0), .s1(stages$12$s1), .s2(stages$12$s2), .s3(stages$12$s3),
        .ds0(stages$12$ds0), .ds1(stages$12$ds1), .ds2(stages$12$ds2), .ds3(stages$12$ds3),
        .valid_in(stages$12$valid_in), .last_in(stages$12$last_in), .rk_load(stages$12$rk_load),
        .rk_clear(stages$12$rk_clear), .rk0(stages$12$rk0), .rk1(stages$12$rk1),
        .rk2(stages$12$rk2), .rk3(stages$12$rk3), .q0(stages$12$q0), .q1(stages$12$q1),
        .q2(stages$12$q2), .q3(stages$12$q3), .d0(stages$12$d0), .d1(stages$12$d1),
        .d2(stages$12$d2), .d3(stages$12$d3), .t_in0(stages$12$t_in0), .t_in1(stages$12$t_in1),
        .t_in2(stages$12$t_in2), .t_in3(stages$12$t_in3), .t0(stages$12$t0), .t1(stages$12$t1),
        .t2(stages$12$t2), .t3(stages$12$t3), .valid(stages$12$valid), .last(stages$12$last));
    aes_selftest_dut_core_stages_10 stages$13(.clock(stages$13$clock), .reset(stages$13$reset),
        .enable(stages$13$enable), .decrypt(stages$13$decrypt), .final_round(stages$13$final_round),
        .s0(stages$13$s0), .s1(stages$13$s1), .s2(stages$13$s2), .s3(stages$13$s3),
        .ds0(stages$13$ds0), .ds1(stages$13$ds1), .ds2(stages$13$ds2), .ds3(stages$13$ds3),
        .valid_in(stages$13$valid_in), .last_in(stages$13$last_in), .rk_load(stages$13$rk_load),
        .rk_clear(stages$13$rk_clear), .rk0(stages$13$rk0), .rk1(stages$13$rk1),
        .rk2(stages$13$rk2), .rk3(stages$13$rk3), .q0(stages$13$q0), .q1(stages$13$q1),
        .q2(stages$13$q2), .q3(stages$13$q3), .d0(stages$13$d0), .d1(stages$13$d1),
        .d2(stages$13$d2), .d3(stages$13$d3), .t_in0(stages$13$t_in0), .t_in1(stages$13$t_in1),
        .t_in2(stages$13$t_in2), .t_in3(stages$13$t_in3), .t0(stages$13$t0), .t1(stages$13$t1),
        .t2(stages$13$t2), .t3(stages$13$t3), .valid(stages$13$valid), .last(stages$13$last));
    aes_selftest_dut_core_stages_14 stages$14(.clock(stages$14$clock), .reset(stages$14$reset),
        .enable(stages$14$enable), .decrypt(stages$14$decrypt), .final_round(stages$14$final_round),
        .s0(stages$14$s0), .s1(stages$14$s1), .s2(stages$14$s2), .s3(stages$14$s3),
        .ds0(stages$14$ds0), .ds1(stages$14$ds1), .ds2(stages$14$ds2), .ds3(stages$14$ds3),
        .valid_in(stages$14$valid_in), .last_in(stages$14$last_in), .rk_load(stages$14$rk_load),
        .rk_clear(stages$14$rk_clear), .rk0(stages$14$rk0), .rk1(stages$14$rk1),
        .rk2(stages$14$rk2), .rk3(stages$14$rk3), .q0(stages$14$q0), .q1(stages$14$q1),
        .q2(stages$14$q2), .q3(stages$14$q3), .d0(stages$14$d0), .d1(stages$14$d1),
        .d2(stages$14$d2), .d3(stages$14$d3), .t_in0(stages$14$t_in0), .t_in1(stages$14$t_in1),
        .t_in2(stages$14$t_in2), .t_in3(stages$14$t_in3), .t0(stages$14$t0), .t1(stages$14$t1),
        .t2(stages$14$t2), .t3(stages$14$t3), .valid(stages$14$valid), .last(stages$14$last));
    aes_selftest_dut_last_doubles_shared last_doubles(.w$0(last_doubles$w$0),
        .w$1(last_doubles$w$1), .w$2(last_doubles$w$2), .w$3(last_doubles$w$3));
    aes_selftest_dut_words out_words(.w$0(out_words$w$0), .w$1(out_words$w$1), .w$2(out_words$w$2),
        .w$3(out_words$w$3), .y(out_words$y));
    aes_selftest_dut_dff2 written_key_len(.d(written_key_len$d), .q(written_key_len$q),
        .clock(written_key_len$clock));
    aes_selftest_dff1 written_decrypt(.d(written_decrypt$d), .q(written_decrypt$q),
        .clock(written_decrypt$clock));
    aes_selftest_dff1 taps$0(.d(taps$0$d), .q(taps$0$q), .clock(taps$0$clock));
    aes_selftest_dff1 taps$1(.d(taps$1$d), .q(taps$1$q), .clock(taps$1$clock));
    aes_selftest_dff1 taps$2(.d(taps$2$d), .q(taps$2$q), .clock(taps$2$clock));
    aes_selftest_dff1 taps$3(.d(taps$3$d), .q(taps$3$q), .clock(taps$3$clock));
    aes_selftest_dff1 taps$4(.d(taps$4$d), .q(taps$4$q), .clock(taps$4$clock));
    aes_selftest_dff1 taps$5(.d(taps$5$d), .q(taps$5$q), .clock(taps$5$clock));
    aes_selftest_dff1 taps$6(.d(taps$6$d), .q(taps$6$q), .clock(taps$6$clock));
    aes_selftest_dff1 taps$7(.d(taps$7$d), .q(taps$7$q), .clock(taps$7$clock));
    aes_selftest_dff1 taps$8(.d(taps$8$d), .q(taps$8$q), .clock(taps$8$clock));
    aes_selftest_dff1 taps$9(.d(taps$9$d), .q(taps$9$q), .clock(taps$9$clock));
    aes_selftest_dff1 taps$10(.d(taps$10$d), .q(taps$10$q), .clock(taps$10$clock));
    aes_selftest_dff1 taps$11(.d(taps$11$d), .q(taps$11$q), .clock(taps$11$clock));
    aes_selftest_dff1 taps$12(.d(taps$12$d), .q(taps$12$q), .clock(taps$12$clock));
    aes_selftest_dff1 taps$13(.d(taps$13$d), .q(taps$13$q), .clock(taps$13$clock));
    aes_selftest_dff1 taps$14(.d(taps$14$d), .q(taps$14$q), .clock(taps$14$clock));
    aes_selftest_dff1 tapped_valid(.d(tapped_valid$d), .q(tapped_valid$q),
        .clock(tapped_valid$clock));
    aes_selftest_dff1 tapped_last(.d(tapped_last$d), .q(tapped_last$q), .clock(tapped_last$clock));
    aes_selftest_dut_copies1 leave_valid(.clock(leave_valid$clock), .d(leave_valid$d),
        .q(leave_valid$q));
    aes_selftest_dff1 loaded_decrypt(.d(loaded_decrypt$d), .q(loaded_decrypt$q),
        .clock(loaded_decrypt$clock));
    aes_selftest_dut_copies1 stage_decrypt$0(.clock(stage_decrypt$0$clock), .d(stage_decrypt$0$d),
        .q(stage_decrypt$0$q));
    aes_selftest_dut_copies1 stage_decrypt$1(.clock(stage_decrypt$1$clock), .d(stage_decrypt$1$d),
        .q(stage_decrypt$1$q));
    aes_selftest_dut_copies1 stage_decrypt$2(.clock(stage_decrypt$2$clock), .d(stage_decrypt$2$d),
        .q(stage_decrypt$2$q));
    aes_selftest_dut_copies1 stage_decrypt$3(.clock(stage_decrypt$3$clock), .d(stage_decrypt$3$d),
        .q(stage_decrypt$3$q));
    aes_selftest_dut_copies1 stage_decrypt$4(.clock(stage_decrypt$4$clock), .d(stage_decrypt$4$d),
        .q(stage_decrypt$4$q));
    aes_selftest_dut_copies1 stage_decrypt$5(.clock(stage_decrypt$5$clock), .d(stage_decrypt$5$d),
        .q(stage_decrypt$5$q));
    aes_selftest_dut_copies1 stage_decrypt$6(.clock(stage_decrypt$6$clock), .d(stage_decrypt$6$d),
        .q(stage_decrypt$6$q));
    aes_selftest_dut_copies1 stage_decrypt$7(.clock(stage_decrypt$7$clock), .d(stage_decrypt$7$d),
        .q(stage_decrypt$7$q));
    aes_selftest_dut_copies1 stage_decrypt$8(.clock(stage_decrypt$8$clock), .d(stage_decrypt$8$d),
        .q(stage_decrypt$8$q));
    aes_selftest_dut_copies1 stage_decrypt$9(.clock(stage_decrypt$9$clock), .d(stage_decrypt$9$d),
        .q(stage_decrypt$9$q));
    aes_selftest_dut_copies1 stage_decrypt$10(.clock(stage_decrypt$10$clock),
        .d(stage_decrypt$10$d), .q(stage_decrypt$10$q));
    aes_selftest_dut_copies1 stage_decrypt$11(.clock(stage_decrypt$11$clock),
        .d(stage_decrypt$11$d), .q(stage_decrypt$11$q));
    aes_selftest_dut_copies1 stage_decrypt$12(.clock(stage_decrypt$12$clock),
        .d(stage_decrypt$12$d), .q(stage_decrypt$12$q));
    aes_selftest_dut_copies1 stage_decrypt$13(.clock(stage_decrypt$13$clock),
        .d(stage_decrypt$13$d), .q(stage_decrypt$13$q));
    aes_selftest_dut_copies1 stage_decrypt$14(.clock(stage_decrypt$14$clock),
        .d(stage_decrypt$14$d), .q(stage_decrypt$14$q));
    aes_selftest_dff1 wipe_pending(.d(wipe_pending$d), .q(wipe_pending$q),
        .clock(wipe_pending$clock));
    aes_selftest_dut_core_rk_clear rk_clear(.clock(rk_clear$clock), .reset(rk_clear$reset),
        .wipe_request_next(rk_clear$wipe_request_next), .active_next(rk_clear$active_next),
        .in_flight_next(rk_clear$in_flight_next),
        .refresh_pending_next(rk_clear$refresh_pending_next), .busy(rk_clear$busy),
        .clear$0(rk_clear$clear$0), .clear$1(rk_clear$clear$1), .clear$2(rk_clear$clear$2),
        .clear$3(rk_clear$clear$3), .clear$4(rk_clear$clear$4), .clear$5(rk_clear$clear$5),
        .clear$6(rk_clear$clear$6), .clear$7(rk_clear$clear$7), .clear$8(rk_clear$clear$8),
        .clear$9(rk_clear$clear$9), .clear$10(rk_clear$clear$10), .clear$11(rk_clear$clear$11),
        .clear$12(rk_clear$clear$12), .clear$13(rk_clear$clear$13), .clear$14(rk_clear$clear$14));
    aes_selftest_dff1 wipe_clear(.d(wipe_clear$d), .q(wipe_clear$q), .clock(wipe_clear$clock));
    aes_selftest_dff1 busy_q(.d(busy_q$d), .q(busy_q$q), .clock(busy_q$clock));
    aes_selftest_dut_dff5 blocks(.d(blocks$d), .q(blocks$q), .clock(blocks$clock));
    aes_selftest_dff1 in_flight_q(.d(in_flight_q$d), .q(in_flight_q$q), .clock(in_flight_q$clock));
    aes_selftest_dut_core_unit_clears unit_clears(.clock(unit_clears$clock), .d(unit_clears$d),
        .q(unit_clears$q));

    // Update code
    always @(*) begin
        written_key_len$clock = clock;
        written_decrypt$clock = clock;
        tapped_valid$clock = clock;
        tapped_last$clock = clock;
        loaded_decrypt$clock = clock;
        wipe_pending$clock = clock;
        wipe_clear$clock = clock;
        busy_q$clock = clock;
        blocks$clock = clock;
        in_flight_q$clock = clock;
        update_open$clock = clock;
        key_we_q$clock = clock;
        key_addr_q$clock = clock;
        key_data_q$clock = clock;
        ctrl_we_q$clock = clock;
        key_len_q$clock = clock;
        decrypt_q$clock = clock;
        zeroize_q$clock = clock;
        written_key_len$d = written_key_len$q;
        written_decrypt$d = written_decrypt$q;
        tapped_valid$d = tapped_valid$q;
        tapped_last$d = tapped_last$q;
        loaded_decrypt$d = loaded_decrypt$q;
        wipe_pending$d = wipe_pending$q;
        wipe_clear$d = wipe_clear$q;
        busy_q$d = busy_q$q;
        blocks$d = blocks$q;
        in_flight_q$d = in_flight_q$q;
        update_open$d = update_open$q;
        key_we_q$d = key_we_q$q;
        key_addr_q$d = key_addr_q$q;
        key_data_q$d = key_data_q$q;
        ctrl_we_q$d = ctrl_we_q$q;
        key_len_q$d = key_len_q$q;
        decrypt_q$d = decrypt_q$q;
        zeroize_q$d = zeroize_q$q;
        key_we_q$d = key_we & ~reset;
        key_addr_q$d = key_addr;
        key_data_q$d = key_data;
        if (reset) begin
            key_data_q$d = word_zero;
        end
        ctrl_we_q$d = ctrl_we & ~reset;
        key_len_q$d = key_len;
        decrypt_q$d = decrypt;
        zeroize_q$d = zeroize & ~reset;
        complete = written$0$q & written$1$q & written$2$q & written$3$q & ((written_key_len$q == keylen_128) | (written$4$q & written$5$q & ((written_key_len$q == keylen_192) | (written$6$q & written$7$q))));
        commit = update_open$q & complete;
        fresh = ~update_open$q | commit;
        len_change = ctrl_we_q$q & (key_len_q$q != written_key_len$q);
        dir_change = ctrl_we_q$q & (decrypt_q$q != written_decrypt$q);
        cancel = key_we_q$q | len_change;
        if (commit) begin
            update_open$d = 1'b0;
        end
        if (ctrl_we_q$q) begin
            written_key_len$d = key_len_q$q;
            written_decrypt$d = decrypt_q$q;
        end
        if (dir_change & ~len_change & complete) begin
            update_open$d = 1'b1;
        end
        if (key_we_q$q | len_change) begin
            update_open$d = 1'b1;
        end
        key_words$0$clock = clock;
        key_words$0$d = key_words$0$q;
        written$0$clock = clock;
        written$0$d = written$0$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$0$d = 1'b0;
            end
            if (key_addr_q$q == 0) begin
                key_words$0$d = key_data_q$q;
                written$0$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$0$d = 32'h0;
            written$0$d = 1'b0;
        end
        expansion$key$0 = key_words$0$q;
        key_words$1$clock = clock;
        key_words$1$d = key_words$1$q;
        written$1$clock = clock;
        written$1$d = written$1$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$1$d = 1'b0;
            end
            if (key_addr_q$q == 1) begin
                key_words$1$d = key_data_q$q;
                written$1$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$1$d = 32'h0;
            written$1$d = 1'b0;
        end
        expansion$key$1 = key_words$1$q;
        key_words$2$clock = clock;
        key_words$2$d = key_words$2$q;
        written$2$clock = clock;
        written$2$d = written$2$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$2$d = 1'b0;
            end
            if (key_addr_q$q == 2) begin
                key_words$2$d = key_data_q$q;
                written$2$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$2$d = 32'h0;
            written$2$d = 1'b0;
        end
        expansion$key$2 = key_words$2$q;
        key_words$3$clock = clock;
        key_words$3$d = key_words$3$q;
        written$3$clock = clock;
        written$3$d = written$3$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$3$d = 1'b0;
            end
            if (key_addr_q$q == 3) begin
                key_words$3$d = key_data_q$q;
                written$3$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$3$d = 32'h0;
            written$3$d = 1'b0;
        end
        expansion$key$3 = key_words$3$q;
        key_words$4$clock = clock;
        key_words$4$d = key_words$4$q;
        written$4$clock = clock;
        written$4$d = written$4$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$4$d = 1'b0;
            end
            if (key_addr_q$q == 4) begin
                key_words$4$d = key_data_q$q;
                written$4$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$4$d = 32'h0;
            written$4$d = 1'b0;
        end
        expansion$key$4 = key_words$4$q;
        key_words$5$clock = clock;
        key_words$5$d = key_words$5$q;
        written$5$clock = clock;
        written$5$d = written$5$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$5$d = 1'b0;
            end
            if (key_addr_q$q == 5) begin
                key_words$5$d = key_data_q$q;
                written$5$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$5$d = 32'h0;
            written$5$d = 1'b0;
        end
        expansion$key$5 = key_words$5$q;
        key_words$6$clock = clock;
        key_words$6$d = key_words$6$q;
        written$6$clock = clock;
        written$6$d = written$6$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$6$d = 1'b0;
            end
            if (key_addr_q$q == 6) begin
                key_words$6$d = key_data_q$q;
                written$6$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$6$d = 32'h0;
            written$6$d = 1'b0;
        end
        expansion$key$6 = key_words$6$q;
        key_words$7$clock = clock;
        key_words$7$d = key_words$7$q;
        written$7$clock = clock;
        written$7$d = written$7$q;
        if (key_we_q$q) begin
            if (fresh) begin
                written$7$d = 1'b0;
            end
            if (key_addr_q$q == 7) begin
                key_words$7$d = key_data_q$q;
                written$7$d = 1'b1;
            end
        end
        if (zeroize_q$q | reset | len_change) begin
            key_words$7$d = 32'h0;
            written$7$d = 1'b0;
        end
        expansion$key$7 = key_words$7$q;
        if (zeroize_q$q | reset) begin
            update_open$d = 1'b0;
        end
        if (reset) begin
            written_key_len$d = keylen_128;
            written_decrypt$d = 1'b0;
        end
        unit_clears$clock = clock;
        unit_clears$d = zeroize_q$d | key_we_q$d | (ctrl_we_q$d & (key_len_q$d != written_key_len$d));
        expansion$clock = clock;
        expansion$reset = reset;
        expansion$key_write = commit;
        expansion$clear = unit_clears$q[32'h0];
        expansion$key_len = written_key_len$q;
        expansion$decrypt_in = written_decrypt$q;
        expansion$supported = ((written_key_len$q == keylen_128) | (has_192_256 & ((written_key_len$q == keylen_192) | (written_key_len$q == keylen_256)))) & (has_decrypt | ~written_decrypt$q);
        expansion$rd_hot = refresh$rd_hot;
        refresh$clock = clock;
        refresh$reset = reset;
        refresh$key_write = commit;
        refresh$clear = unit_clears$q[32'h1];
        busy_q$d = transaction$busy;
        refresh$busy = busy_q$q;
        refresh$produced = expansion$produced;
        refresh$storing = expansion$storing;
        refresh$derive_starting = expansion$starting;
        refresh$rounds = expansion$rounds;
        fanout$clock = clock;
        fanout$reset = reset;
        fanout$clear = unit_clears$q[32'h2];
        fanout$load = refresh$load;
        fanout$rd_addr = refresh$rd_addr;
        fanout$rd0 = expansion$rd0;
        fanout$rd1 = expansion$rd1;
        fanout$rd2 = expansion$rd2;
        fanout$rd3 = expansion$rd3;
        fanout$rounds = expansion$rounds;
        fanout$decrypt = expansion$decrypt & has_decrypt;
        if (refresh$refreshing) begin
            loaded_decrypt$d = expansion$decrypt;
        end
        stage_decrypt$0$clock = clock;
        stage_decrypt$0$d = loaded_decrypt$d;
        stages$0$decrypt = |stage_decrypt$0$q;
        stage_decrypt$1$clock = clock;
        stage_decrypt$1$d = loaded_decrypt$d;
        stages$1$decrypt = |stage_decrypt$1$q;
        stage_decrypt$2$clock = clock;
        stage_decrypt$2$d = loaded_decrypt$d;
        stages$2$decrypt = |stage_decrypt$2$q;
        stage_decrypt$3$clock = clock;
        stage_decrypt$3$d = loaded_decrypt$d;
        stages$3$decrypt = |stage_decrypt$3$q;
        stage_decrypt$4$clock = clock;
        stage_decrypt$4$d = loaded_decrypt$d;
        stages$4$decrypt = |stage_decrypt$4$q;
        stage_decrypt$5$clock = clock;
        stage_decrypt$5$d = loaded_decrypt$d;
        stages$5$decrypt = |stage_decrypt$5$q;
        stage_decrypt$6$clock = clock;
        stage_decrypt$6$d = loaded_decrypt$d;
        stages$6$decrypt = |stage_decrypt$6$q;
        stage_decrypt$7$clock = clock;
        stage_decrypt$7$d = loaded_decrypt$d;
        stages$7$decrypt = |stage_decrypt$7$q;
        stage_decrypt$8$clock = clock;
        stage_decrypt$8$d = loaded_decrypt$d;
        stages$8$decrypt = |stage_decrypt$8$q;
        stage_decrypt$9$clock = clock;
        stage_decrypt$9$d = loaded_decrypt$d;
        stages$9$decrypt = |stage_decrypt$9$q;
        stage_decrypt$10$clock = clock;
        stage_decrypt$10$d = loaded_decrypt$d;
        stages$10$decrypt = |stage_decrypt$10$q;
        stage_decrypt$11$clock = clock;
        stage_decrypt$11$d = loaded_decrypt$d;
        stages$11$decrypt = |stage_decrypt$11$q;
        stage_decrypt$12$clock = clock;
        stage_decrypt$12$d = loaded_decrypt$d;
        stages$12$decrypt = |stage_decrypt$12$q;
        stage_decrypt$13$clock = clock;
        stage_decrypt$13$d = loaded_decrypt$d;
        stages$13$decrypt = |stage_decrypt$13$q;
        stage_decrypt$14$clock = clock;
        stage_decrypt$14$d = loaded_decrypt$d;
        stages$14$decrypt = |stage_decrypt$14$q;
        taps$0$clock = clock;
        taps$0$d = 1'b0;
        taps$1$clock = clock;
        taps$1$d = 1'b0;
        taps$2$clock = clock;
        taps$2$d = 1'b0;
        taps$3$clock = clock;
        taps$3$d = 1'b0;
        taps$4$clock = clock;
        taps$4$d = 1'b0;
        taps$5$clock = clock;
        taps$5$d = 1'b0;
        taps$6$clock = clock;
        taps$6$d = 1'b0;
        taps$7$clock = clock;
        taps$7$d = 1'b0;
        taps$8$clock = clock;
        taps$8$d = 1'b0;
        taps$9$clock = clock;
        taps$9$d = 1'b0;
        taps$10$clock = clock;
        taps$10$d = taps$10$q;
        if (refresh$refreshing) begin
            taps$10$d = expansion$rounds == 10;
        end
        taps$11$clock = clock;
        taps$11$d = taps$11$q;
        if (refresh$refreshing) begin
            taps$11$d = expansion$rounds == 11;
        end
        taps$12$clock = clock;
        taps$12$d = taps$12$q;
        if (refresh$refreshing) begin
            taps$12$d = expansion$rounds == 12;
        end
        taps$13$clock = clock;
        taps$13$d = taps$13$q;
        if (refresh$refreshing) begin
            taps$13$d = expansion$rounds == 13;
        end
        taps$14$clock = clock;
        taps$14$d = taps$14$q;
        if (refresh$refreshing) begin
            taps$14$d = expansion$rounds == 14;
        end
        if (multi_tap) begin
            out_valid = tapped_valid$q;
            out_last = tapped_last$q;
        end
        else begin
            out_valid = stages$14$valid;
            out_last = stages$14$last;
        end
        if (taps$14$q | ~multi_tap) begin
            out_words$w$0 = stages$14$q0;
            out_words$w$1 = stages$14$q1;
            out_words$w$2 = stages$14$q2;
            out_words$w$3 = stages$14$q3;
        end
        else begin
            out_words$w$0 = stages$14$t0;
            out_words$w$1 = stages$14$t1;
            out_words$w$2 = stages$14$t2;
            out_words$w$3 = stages$14$t3;
        end
        last_doubles$w$0 = stages$14$d0;
        last_doubles$w$1 = stages$14$d1;
        last_doubles$w$2 = stages$14$d2;
        last_doubles$w$3 = stages$14$d3;
        out_data = out_words$y;
        advance = ~out_valid | out_ready;
        tapped_valid$d = tapped_valid$q;
        tapped_last$d = tapped_last$q;
        if (advance) begin
            tapped_valid$d = 1'b0;
            tapped_last$d = 1'b0;
            if (taps$10$q) begin
                tapped_valid$d = stages$9$valid & ~taps$9$q;
                tapped_last$d = stages$9$last;
            end
            if (taps$11$q) begin
                tapped_valid$d = stages$10$valid & ~taps$10$q;
                tapped_last$d = stages$10$last;
            end
            if (taps$12$q) begin
                tapped_valid$d = stages$11$valid & ~taps$11$q;
                tapped_last$d = stages$11$last;
            end
            if (taps$13$q) begin
                tapped_valid$d = stages$12$valid & ~taps$12$q;
                tapped_last$d = stages$12$last;
            end
            if (taps$14$q) begin
                tapped_valid$d = stages$13$valid & ~taps$13$q;
                tapped_last$d = stages$13$last;
            end
        end
        if (reset) begin
            tapped_valid$d = 1'b0;
        end
        leave_valid$clock = clock;
        if (multi_tap) begin
            leave_valid$d = tapped_valid$d;
        end
        else begin
            leave_valid$d = |leave_valid$q;
            if (advance) begin
                leave_valid$d = stages$13$valid & ~taps$13$q;
            end
            if (reset) begin
                leave_valid$d = 1'b0;
            end
        end
        out_valid_next = leave_valid$d;
        transaction$clock = clock;
        transaction$reset = reset;
        transaction$in_valid = in_valid;
        transaction$in_last = in_last;
        transaction$can_start = refresh$key_ready & ~update_open$q & ~key_we_q$q & ~ctrl_we_q$q & ~zeroize_q$q;
        in_ready = advance & transaction$accepting;
        accept = in_valid & advance & transaction$accepting_fsm;
        transaction$accept = accept;
        leave = |leave_valid$q & out_ready;
        if (accept & ~leave) begin
            blocks$d = blocks$q + count_one;
        end
        if (~accept & leave) begin
            blocks$d = blocks$q - count_one;
        end
        in_flight_q$d = accept | (blocks$q > count_one) | (in_flight_q$q & ~leave);
        if (reset) begin
            blocks$d = count_zero;
            in_flight_q$d = 1'b0;
        end
        in_flight = in_flight_q$q;
        transaction$in_flight = in_flight;
        wipe = (zeroize_q$q | wipe_pending$q) & ~transaction$busy;
        if (zeroize_q$q & transaction$busy) begin
            wipe_pending$d = 1'b1;
        end
        if (wipe | reset) begin
            wipe_pending$d = 1'b0;
        end
        rk_clear$clock = clock;
        rk_clear$reset = reset;
        rk_clear$wipe_request_next = zeroize_q$d | wipe_pending$d;
        rk_clear$active_next = transaction$active_next;
        rk_clear$in_flight_next = in_flight_q$d;
        rk_clear$refresh_pending_next = refresh$pending_next;
        rk_clear$busy = transaction$busy;
        wipe_clear$d = wipe & ~reset;
        stages$0$clock = clock;
        stages$0$reset = reset;
        stages$0$enable = advance;
        stages$0$rk_load = fanout$stage_load$0;
        stages$0$rk_clear = rk_clear$clear$0;
        stages$0$rk0 = fanout$k0$0;
        stages$0$rk1 = fanout$k1$0;
        stages$0$rk2 = fanout$k2$0;
        stages$0$rk3 = fanout$k3$0;
        stages$1$clock = clock;
        stages$1$reset = reset;
        stages$1$enable = advance;
        stages$1$rk_load = fanout$stage_load$1;
        stages$1$rk_clear = rk_clear$clear$1;
        stages$1$rk0 = fanout$k0$0;
        stages$1$rk1 = fanout$k1$0;
        stages$1$rk2 = fanout$k2$0;
        stages$1$rk3 = fanout$k3$0;
        stages$2$clock = clock;
        stages$2$reset = reset;
        stages$2$enable = advance;
        stages$2$rk_load = fanout$stage_load$2;
        stages$2$rk_clear = rk_clear$clear$2;
        stages$2$rk0 = fanout$k0$0;
        stages$2$rk1 = fanout$k1$0;
        stages$2$rk2 = fanout$k2$0;
        stages$2$rk3 = fanout$k3$0;
        stages$3$clock = clock;
        stages$3$reset = reset;
        stages$3$enable = advance;
        stages$3$rk_load = fanout$stage_load$3;
        stages$3$rk_clear = rk_clear$clear$3;
        stages$3$rk0 = fanout$k0$0;
        stages$3$rk1 = fanout$k1$0;
        stages$3$rk2 = fanout$k2$0;
        stages$3$rk3 = fanout$k3$0;
        stages$4$clock = clock;
        stages$4$reset = reset;
        stages$4$enable = advance;
        stages$4$rk_load = fanout$stage_load$4;
        stages$4$rk_clear = rk_clear$clear$4;
        stages$4$rk0 = fanout$k0$1;
        stages$4$rk1 = fanout$k1$1;
        stages$4$rk2 = fanout$k2$1;
        stages$4$rk3 = fanout$k3$1;
        stages$5$clock = clock;
        stages$5$reset = reset;
        stages$5$enable = advance;
        stages$5$rk_load = fanout$stage_load$5;
        stages$5$rk_clear = rk_clear$clear$5;
        stages$5$rk0 = fanout$k0$1;
        stages$5$rk1 = fanout$k1$1;
        stages$5$rk2 = fanout$k2$1;
        stages$5$rk3 = fanout$k3$1;
        stages$6$clock = clock;
        stages$6$reset = reset;
        stages$6$enable = advance;
        stages$6$rk_load = fanout$stage_load$6;
        stages$6$rk_clear = rk_clear$clear$6;
        stages$6$rk0 = fanout$k0$1;
        stages$6$rk1 = fanout$k1$1;
        stages$6$rk2 = fanout$k2$1;
        stages$6$rk3 = fanout$k3$1;
        stages$7$clock = clock;
        stages$7$reset = reset;
        stages$7$enable = advance;
        stages$7$rk_load = fanout$stage_load$7;
        stages$7$rk_clear = rk_clear$clear$7;
        stages$7$rk0 = fanout$k0$1;
        stages$7$rk1 = fanout$k1$1;
        stages$7$rk2 = fanout$k2$1;
        stages$7$rk3 = fanout$k3$1;
        stages$8$clock = clock;
        stages$8$reset = reset;
        stages$8$enable = advance;
        stages$8$rk_load = fanout$stage_load$8;
        stages$8$rk_clear = rk_clear$clear$8;
        stages$8$rk0 = fanout$k0$2;
        stages$8$rk1 = fanout$k1$2;
        stages$8$rk2 = fanout$k2$2;
        stages$8$rk3 = fanout$k3$2;
        stages$9$clock = clock;
        stages$9$reset = reset;
        stages$9$enable = advance;
        stages$9$rk_load = fanout$stage_load$9;
        stages$9$rk_clear = rk_clear$clear$9;
        stages$9$rk0 = fanout$k0$2;
        stages$9$rk1 = fanout$k1$2;
        stages$9$rk2 = fanout$k2$2;
        stages$9$rk3 = fanout$k3$2;
        stages$10$clock = clock;
        stages$10$reset = reset;
        stages$10$enable = advance;
        stages$10$rk_load = fanout$stage_load$10;
        stages$10$rk_clear = rk_clear$clear$10;
        stages$10$rk0 = fanout$k0$2;
        stages$10$rk1 = fanout$k1$2;
        stages$10$rk2 = fanout$k2$2;
        stages$10$rk3 = fanout$k3$2;
        stages$11$clock = clock;
        stages$11$reset = reset;
        stages$11$enable = advance;
        stages$11$rk_load = fanout$stage_load$11;
        stages$11$rk_clear = rk_clear$clear$11;
        stages$11$rk0 = fanout$k0$2;
        stages$11$rk1 = fanout$k1$2;
        stages$11$rk2 = fanout$k2$2;
        stages$11$rk3 = fanout$k3$2;
        stages$12$clock = clock;
        stages$12$reset = reset;
        stages$12$enable = advance;
        stages$12$rk_load = fanout$stage_load$12;
        stages$12$rk_clear = rk_clear$clear$12;
        stages$12$rk0 = fanout$k0$3;
        stages$12$rk1 = fanout$k1$3;
        stages$12$rk2 = fanout$k2$3;
        stages$12$rk3 = fanout$k3$3;
        stages$13$clock = clock;
        stages$13$reset = reset;
        stages$13$enable = advance;
        stages$13$rk_load = fanout$stage_load$13;
        stages$13$rk_clear = rk_clear$clear$13;
        stages$13$rk0 = fanout$k0$3;
        stages$13$rk1 = fanout$k1$3;
        stages$13$rk2 = fanout$k2$3;
        stages$13$rk3 = fanout$k3$3;
        stages$14$clock = clock;
        stages$14$reset = reset;
        stages$14$enable = advance;
        stages$14$rk_load = fanout$stage_load$14;
        stages$14$rk_clear = rk_clear$clear$14;
        stages$14$rk0 = fanout$k0$3;
        stages$14$rk1 = fanout$k1$3;
        stages$14$rk2 = fanout$k2$3;
        stages$14$rk3 = fanout$k3$3;
        stages$0$final_round = 1'b0;
        stages$1$final_round = 1'b0;
        stages$2$final_round = 1'b0;
        stages$3$final_round = 1'b0;
        stages$4$final_round = 1'b0;
        stages$5$final_round = 1'b0;
        stages$6$final_round = 1'b0;
        stages$7$final_round = 1'b0;
        stages$8$final_round = 1'b0;
        stages$9$final_round = 1'b0;
        stages$10$final_round = taps$10$q | ~multi_tap;
        stages$11$final_round = taps$11$q | ~multi_tap;
        stages$12$final_round = taps$12$q | ~multi_tap;
        stages$13$final_round = taps$13$q | ~multi_tap;
        stages$14$final_round = taps$14$q | ~multi_tap;
        stages$0$s0 = in_data[(32'h0)+:(32)];
        stages$0$s1 = in_data[(32'h20)+:(32)];
        stages$0$s2 = in_data[(32'h40)+:(32)];
        stages$0$s3 = in_data[(32'h60)+:(32)];
        stages$0$ds0 = 32'h0;
        stages$0$ds1 = 32'h0;
        stages$0$ds2 = 32'h0;
        stages$0$ds3 = 32'h0;
        stages$0$valid_in = accept;
        stages$0$t_in0 = 32'h0;
        stages$0$t_in1 = 32'h0;
        stages$0$t_in2 = 32'h0;
        stages$0$t_in3 = 32'h0;
        stages$0$last_in = in_last;
        stages$1$s0 = stages$0$q0;
        stages$1$s1 = stages$0$q1;
        stages$1$s2 = stages$0$q2;
        stages$1$s3 = stages$0$q3;
        stages$1$ds0 = stages$0$d0;
        stages$1$ds1 = stages$0$d1;
        stages$1$ds2 = stages$0$d2;
        stages$1$ds3 = stages$0$d3;
        stages$1$t_in0 = stages$0$t0;
        stages$1$t_in1 = stages$0$t1;
        stages$1$t_in2 = stages$0$t2;
        stages$1$t_in3 = stages$0$t3;
        stages$1$valid_in = stages$0$valid & ~taps$0$q;
        stages$1$last_in = stages$0$last;
        stages$2$s0 = stages$1$q0;
        stages$2$s1 = stages$1$q1;
        stages$2$s2 = stages$1$q2;
        stages$2$s3 = stages$1$q3;
        stages$2$ds0 = stages$1$d0;
        stages$2$ds1 = stages$1$d1;
        stages$2$ds2 = stages$1$d2;
        stages$2$ds3 = stages$1$d3;
        stages$2$t_in0 = stages$1$t0;
        stages$2$t_in1 = stages$1$t1;
        stages$2$t_in2 = stages$1$t2;
        stages$2$t_in3 = stages$1$t3;
        stages$2$valid_in = stages$1$valid & ~taps$1$q;
        stages$2$last_in = stages$1$last;
        stages$3$s0 = stages$2$q0;
        stages$3$s1 = stages$2$q1;
        stages$3$s2 = stages$2$q2;
        stages$3$s3 = stages$2$q3;
        stages$3$ds0 = stages$2$d0;
        stages$3$ds1 = stages$2$d1;
        stages$3$ds2 = stages$2$d2;
        stages$3$ds3 = stages$2$d3;
        stages$3$t_in0 = stages$2$t0;
        stages$3$t_in1 = stages$2$t1;
        stages$3$t_in2 = stages$2$t2;
        stages$3$t_in3 = stages$2$t3;
        stages$3$valid_in = stages$2$valid & ~taps$2$q;
        stages$3$last_in = stages$2$last;
        stages$4$s0 = stages$3$q0;
        stages$4$s1 = stages$3$q1;
        stages$4$s2 = stages$3$q2;
        stages$4$s3 = stages$3$q3;
        stages$4$ds0 = stages$3$d0;
        stages$4$ds1 = stages$3$d1;
        stages$4$ds2 = stages$3$d2;
        stages$4$ds3 = stages$3$d3;
        stages$4$t_in0 = stages$3$t0;
        stages$4$t_in1 = stages$3$t1;
        stages$4$t_in2 = stages$3$t2;
        stages$4$t_in3 = stages$3$t3;
        stages$4$valid_in = stages$3$valid & ~taps$3$q;
        stages$4$last_in = stages$3$last;
        stages$5$s0 = stages$4$q0;
        stages$5$s1 = stages$4$q1;
        stages$5$s2 = stages$4$q2;
        stages$5$s3 = stages$4$q3;
        stages$5$ds0 = stages$4$d0;
        stages$5$ds1 = stages$4$d1;
        stages$5$ds2 = stages$4$d2;
        stages$5$ds3 = stages$4$d3;
        stages$5$t_in0 = stages$4$t0;
        stages$5$t_in1 = stages$4$t1;
        stages$5$t_in2 = stages$4$t2;
        stages$5$t_in3 = stages$4$t3;
        stages$5$valid_in = stages$4$valid & ~taps$4$q;
        stages$5$last_in = stages$4$last;
        stages$6$s0 = stages$5$q0;
        stages$6$s1 = stages$5$q1;
        stages$6$s2 = stages$5$q2;
        stages$6$s3 = stages$5$q3;
        stages$6$ds0 = stages$5$d0;
        stages$6$ds1 = stages$5$d1;
        stages$6$ds2 = stages$5$d2;
        stages$6$ds3 = stages$5$d3;
        stages$6$t_in0 = stages$5$t0;
        stages$6$t_in1 = stages$5$t1;
        stages$6$t_in2 = stages$5$t2;
        stages$6$t_in3 = stages$5$t3;
        stages$6$valid_in = stages$5$valid & ~taps$5$q;
        stages$6$last_in = stages$5$last;
        stages$7$s0 = stages$6$q0;
        stages$7$s1 = stages$6$q1;
        stages$7$s2 = stages$6$q2;
        stages$7$s3 = stages$6$q3;
        stages$7$ds0 = stages$6$d0;
        stages$7$ds1 = stages$6$d1;
        stages$7$ds2 = stages$6$d2;
        stages$7$ds3 = stages$6$d3;
        stages$7$t_in0 = stages$6$t0;
        stages$7$t_in1 = stages$6$t1;
        stages$7$t_in2 = stages$6$t2;
        stages$7$t_in3 = stages$6$t3;
        stages$7$valid_in = stages$6$valid & ~taps$6$q;
        stages$7$last_in = stages$6$last;
        stages$8$s0 = stages$7$q0;
        stages$8$s1 = stages$7$q1;
        stages$8$s2 = stages$7$q2;
        stages$8$s3 = stages$7$q3;
        stages$8$ds0 = stages$7$d0;
        stages$8$ds1 = stages$7$d1;
        stages$8$ds2 = stages$7$d2;
        stages$8$ds3 = stages$7$d3;
        stages$8$t_in0 = stages$7$t0;
        stages$8$t_in1 = stages$7$t1;
        stages$8$t_in2 = stages$7$t2;
        stages$8$t_in3 = stages$7$t3;
        stages$8$valid_in = stages$7$valid & ~taps$7$q;
        stages$8$last_in = stages$7$last;
        stages$9$s0 = stages$8$q0;
        stages$9$s1 = stages$8$q1;
        stages$9$s2 = stages$8$q2;
        stages$9$s3 = stages$8$q3;
        stages$9$ds0 = stages$8$d0;
        stages$9$ds1 = stages$8$d1;
        stages$9$ds2 = stages$8$d2;
        stages$9$ds3 = stages$8$d3;
        stages$9$t_in0 = stages$8$t0;
        stages$9$t_in1 = stages$8$t1;
        stages$9$t_in2 = stages$8$t2;
        stages$9$t_in3 = stages$8$t3;
        stages$9$valid_in = stages$8$valid & ~taps$8$q;
        stages$9$last_in = stages$8$last;
        stages$10$s0 = stages$9$q0;
        stages$10$s1 = stages$9$q1;
        stages$10$s2 = stages$9$q2;
        stages$10$s3 = stages$9$q3;
        stages$10$ds0 = stages$9$d0;
        stages$10$ds1 = stages$9$d1;
        stages$10$ds2 = stages$9$d2;
        stages$10$ds3 = stages$9$d3;
        stages$10$t_in0 = stages$9$t0;
        stages$10$t_in1 = stages$9$t1;
        stages$10$t_in2 = stages$9$t2;
        stages$10$t_in3 = stages$9$t3;
        stages$10$valid_in = stages$9$valid & ~taps$9$q;
        stages$10$last_in = stages$9$last;
        stages$11$s0 = stages$10$q0;
        stages$11$s1 = stages$10$q1;
        stages$11$s2 = stages$10$q2;
        stages$11$s3 = stages$10$q3;
        stages$11$ds0 = stages$10$d0;
        stages$11$ds1 = stages$10$d1;
        stages$11$ds2 = stages$10$d2;
        stages$11$ds3 = stages$10$d3;
        stages$11$t_in0 = stages$10$t0;
        stages$11$t_in1 = stages$10$t1;
        stages$11$t_in2 = stages$10$t2;
        stages$11$t_in3 = stages$10$t3;
        stages$11$valid_in = stages$10$valid & ~taps$10$q;
        stages$11$last_in = stages$10$last;
        stages$12$s0 = stages$11$q0;
        stages$12$s1 = stages$11$q1;
        stages$12$s2 = stages$11$q2;
        stages$12$s3 = stages$11$q3;
        stages$12$ds0 = stages$11$d0;
        stages$12$ds1 = stages$11$d1;
        stages$12$ds2 = stages$11$d2;
        stages$12$ds3 = stages$11$d3;
        stages$12$t_in0 = stages$11$t0;
        stages$12$t_in1 = stages$11$t1;
        stages$12$t_in2 = stages$11$t2;
        stages$12$t_in3 = stages$11$t3;
        stages$12$valid_in = stages$11$valid & ~taps$11$q;
        stages$12$last_in = stages$11$last;
        stages$13$s0 = stages$12$q0;
        stages$13$s1 = stages$12$q1;
        stages$13$s2 = stages$12$q2;
        stages$13$s3 = stages$12$q3;
        stages$13$ds0 = stages$12$d0;
        stages$13$ds1 = stages$12$d1;
        stages$13$ds2 = stages$12$d2;
        stages$13$ds3 = stages$12$d3;
        stages$13$t_in0 = stages$12$t0;
        stages$13$t_in1 = stages$12$t1;
        stages$13$t_in2 = stages$12$t2;
        stages$13$t_in3 = stages$12$t3;
        stages$13$valid_in = stages$12$valid & ~taps$12$q;
        stages$13$last_in = stages$12$last;
        stages$14$s0 = stages$13$q0;
        stages$14$s1 = stages$13$q1;
        stages$14$s2 = stages$13$q2;
        stages$14$s3 = stages$13$q3;
        stages$14$ds0 = stages$13$d0;
        stages$14$ds1 = stages$13$d1;
        stages$14$ds2 = stages$13$d2;
        stages$14$ds3 = stages$13$d3;
        stages$14$t_in0 = stages$13$t0;
        stages$14$t_in1 = stages$13$t1;
        stages$14$t_in2 = stages$13$t2;
        stages$14$t_in3 = stages$13$t3;
        stages$14$valid_in = stages$13$valid & ~taps$13$q;
        stages$14$last_in = stages$13$last;
        key_ready = refresh$key_ready;
        key_partial = update_open$q & ~complete;
        deriving = expansion$deriving;
        refreshing = refresh$refreshing;
        busy = transaction$busy | wipe_clear$q;
        transaction$can_start_next = refresh$key_ready_held & ~commit & ~zeroize_q$q & ~cancel & ~reset & ~update_open$d & ~key_we_q$d & ~ctrl_we_q$d & ~zeroize_q$d;
    end

endmodule // aes_selftest_dut_core

// Used by 3 instances: dut$core$blocks, dut$modes$gcm$b_count, dut$modes$gcm$fly
module aes_selftest_dut_dff5(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 5'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_dff5

// Used by instance: dut$core$expansion
module aes_selftest_dut_core_expansion(clock,reset,key_write,clear,supported,key_len,decrypt_in,key$0,key$1,key$2,key$3,key$4,key$5,key$6,key$7,rd_hot,rd0,rd1,rd2,rd3,produced,rounds,decrypt,deriving,storing,starting);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  key_write;
    input wire  clear;
    input wire  supported;
    input wire  [1:0] key_len;
    input wire  decrypt_in;
    input wire  [31:0] key$0;
    input wire  [31:0] key$1;
    input wire  [31:0] key$2;
    input wire  [31:0] key$3;
    input wire  [31:0] key$4;
    input wire  [31:0] key$5;
    input wire  [31:0] key$6;
    input wire  [31:0] key$7;
    input wire  [15:0] rd_hot;
    output reg  [31:0] rd0;
    output reg  [31:0] rd1;
    output reg  [31:0] rd2;
    output reg  [31:0] rd3;
    output reg  [3:0] produced;
    output reg  [3:0] rounds;
    output reg  decrypt;
    output reg  deriving;
    output reg  storing;
    output reg  starting;

    // Constant declarations
    localparam  has_192_256 = 1'b1;
    localparam  keylen_192 = 2'b1;
    localparam  keylen_256 = 2'b10;
    localparam  rounds_128 = 4'ha;
    localparam  rounds_192 = 4'hc;
    localparam  rounds_256 = 4'he;
    localparam  round_zero = 4'h0;
    localparam  round_one = 4'h1;
    localparam  phase_zero = 2'b0;
    localparam  phase_one = 2'b1;
    localparam  phase_two = 2'b10;
    localparam  byte_mask = 32'hff;
    localparam  rcon_poly = 32'h1b;
    localparam  rcon_source = 18'b1000000000;
    localparam  aes128_round0$0 = 18'b10000000000;
    localparam  aes128_round0$1 = 18'b100000000000;
    localparam  aes128_round0$2 = 18'b1000000000000;
    localparam  aes128_round0$3 = 18'b10000000000000;
    localparam  aes128_round0$4 = 18'b10000000000000;
    localparam  aes128_round1$0 = 18'b1000010000;
    localparam  aes128_round1$1 = 18'b1000110000;
    localparam  aes128_round1$2 = 18'b1001110000;
    localparam  aes128_round1$3 = 18'b1011110000;
    localparam  aes128_round1$4 = 18'b1011110000;
    localparam  aes192_round0$0 = 18'b10000000000;
    localparam  aes192_round0$1 = 18'b100000000000;
    localparam  aes192_round0$2 = 18'b1000000000000;
    localparam  aes192_round0$3 = 18'b10000000000000;
    localparam  aes192_round0$4 = 18'b1000000000000000;
    localparam  aes192_round1$0 = 18'b100000000000000;
    localparam  aes192_round1$1 = 18'b1000000000000000;
    localparam  aes192_round1$2 = 18'b1000010000;
    localparam  aes192_round1$3 = 18'b1000110000;
    localparam  aes192_round1$4 = 18'b1000110000;
    localparam  aes192_phase0$0 = 18'b1000000100;
    localparam  aes192_phase0$1 = 18'b1000001100;
    localparam  aes192_phase0$2 = 18'b1000011100;
    localparam  aes192_phase0$3 = 18'b1000111100;
    localparam  aes192_phase0$4 = 18'b1011111100;
    localparam  aes192_phase1$0 = 18'b10000100;
    localparam  aes192_phase1$1 = 18'b10001100;
    localparam  aes192_phase1$2 = 18'b1000010000;
    localparam  aes192_phase1$3 = 18'b1000110000;
    localparam  aes192_phase1$4 = 18'b1000110000;
    localparam  aes192_phase2$0 = 18'b10000100;
    localparam  aes192_phase2$1 = 18'b10001100;
    localparam  aes192_phase2$2 = 18'b10011100;
    localparam  aes192_phase2$3 = 18'b10111100;
    localparam  aes192_phase2$4 = 18'b10111100;
    localparam  aes256_round0$0 = 18'b10000000000;
    localparam  aes256_round0$1 = 18'b100000000000;
    localparam  aes256_round0$2 = 18'b1000000000000;
    localparam  aes256_round0$3 = 18'b10000000000000;
    localparam  aes256_round0$4 = 18'b10000000000000;
    localparam  aes256_round1$0 = 18'b100000000000000;
    localparam  aes256_round1$1 = 18'b1000000000000000;
    localparam  aes256_round1$2 = 18'b10000000000000000;
    localparam  aes256_round1$3 = 18'b100000000000000000;
    localparam  aes256_round1$4 = 18'b100000000000000000;
    localparam  aes256_even$0 = 18'b1000000001;
    localparam  aes256_even$1 = 18'b1000000011;
    localparam  aes256_even$2 = 18'b1000000111;
    localparam  aes256_even$3 = 18'b1000001111;
    localparam  aes256_even$4 = 18'b1000001111;
    localparam  aes256_odd$0 = 18'b100000001;
    localparam  aes256_odd$1 = 18'b100000011;
    localparam  aes256_odd$2 = 18'b100000111;
    localparam  aes256_odd$3 = 18'b100001111;
    localparam  aes256_odd$4 = 18'b100001111;

    // Enums
    localparam DeriveState$Idle = 0;
    localparam DeriveState$Run = 1;

    // Stub signals
    reg  state$d;
    wire  state$q;
    reg  state$clock;
    reg  pending$d;
    wire  pending$q;
    reg  pending$clock;
    reg  [3:0] round$d;
    wire  [3:0] round$q;
    reg  round$clock;
    reg  [1:0] key_len_reg$d;
    wire  [1:0] key_len_reg$q;
    reg  key_len_reg$clock;
    reg  [3:0] rounds_reg$d;
    wire  [3:0] rounds_reg$q;
    reg  rounds_reg$clock;
    reg  decrypt_reg$d;
    wire  decrypt_reg$q;
    reg  decrypt_reg$clock;
    reg  [1:0] phase$d;
    wire  [1:0] phase$q;
    reg  phase$clock;
    reg  first$d;
    wire  first$q;
    reg  first$clock;
    reg  [31:0] rcon$d;
    wire  [31:0] rcon$q;
    reg  rcon$clock;
    reg  [31:0] window$0$d;
    wire  [31:0] window$0$q;
    reg  window$0$clock;
    reg  [31:0] window$1$d;
    wire  [31:0] window$1$q;
    reg  window$1$clock;
    reg  [31:0] window$2$d;
    wire  [31:0] window$2$q;
    reg  window$2$clock;
    reg  [31:0] window$3$d;
    wire  [31:0] window$3$q;
    reg  window$3$clock;
    reg  [31:0] window$4$d;
    wire  [31:0] window$4$q;
    reg  window$4$clock;
    reg  [31:0] window$5$d;
    wire  [31:0] window$5$q;
    reg  window$5$clock;
    reg  [31:0] window$6$d;
    wire  [31:0] window$6$q;
    reg  window$6$clock;
    reg  [31:0] window$7$d;
    wire  [31:0] window$7$q;
    reg  window$7$clock;
    reg  [17:0] coef$0$d;
    wire  [17:0] coef$0$q;
    reg  coef$0$clock;
    reg  [17:0] coef$1$d;
    wire  [17:0] coef$1$q;
    reg  coef$1$clock;
    reg  [17:0] coef$2$d;
    wire  [17:0] coef$2$q;
    reg  coef$2$clock;
    reg  [17:0] coef$3$d;
    wire  [17:0] coef$3$q;
    reg  coef$3$clock;
    reg  [17:0] coef$4$d;
    wire  [17:0] coef$4$q;
    reg  coef$4$clock;
    reg  [17:0] step$c$0, step$c$1, step$c$2, step$c$3, step$c$4;
    reg  [31:0] step$window$0, step$window$1, step$window$2, step$window$3, step$window$4;
    reg  [31:0] step$window$5, step$window$6, step$window$7;
    reg  [31:0] step$sub, step$sub_rcon;
    reg  [31:0] step$key$0, step$key$1, step$key$2, step$key$3, step$key$4, step$key$5, step$key$6;
    reg  [31:0] step$key$7;
    wire  [31:0] step$y$0, step$y$1, step$y$2, step$y$3, step$y$4;
    reg  round_keys0$clock, round_keys0$clear, round_keys0$we;
    reg  [3:0] round_keys0$wa;
    reg  [31:0] round_keys0$wd;
    reg  [15:0] round_keys0$ra;
    wire  [31:0] round_keys0$rd;
    reg  round_keys1$clock, round_keys1$clear, round_keys1$we;
    reg  [3:0] round_keys1$wa;
    reg  [31:0] round_keys1$wd;
    reg  [15:0] round_keys1$ra;
    wire  [31:0] round_keys1$rd;
    reg  round_keys2$clock, round_keys2$clear, round_keys2$we;
    reg  [3:0] round_keys2$wa;
    reg  [31:0] round_keys2$wd;
    reg  [15:0] round_keys2$ra;
    wire  [31:0] round_keys2$rd;
    reg  round_keys3$clock, round_keys3$clear, round_keys3$we;
    reg  [3:0] round_keys3$wa;
    reg  [31:0] round_keys3$wd;
    reg  [15:0] round_keys3$ra;
    wire  [31:0] round_keys3$rd;
    reg  [31:0] write_key$0$d;
    wire  [31:0] write_key$0$q;
    reg  write_key$0$clock;
    reg  [31:0] write_key$1$d;
    wire  [31:0] write_key$1$q;
    reg  write_key$1$clock;
    reg  [31:0] write_key$2$d;
    wire  [31:0] write_key$2$q;
    reg  write_key$2$clock;
    reg  [31:0] write_key$3$d;
    wire  [31:0] write_key$3$q;
    reg  write_key$3$clock;
    reg  [3:0] write_round$d;
    wire  [3:0] write_round$q;
    reg  write_round$clock;
    reg  write_q$d;
    wire  write_q$q;
    reg  write_q$clock;
    reg  [3:0] produced_q$d;
    wire  [3:0] produced_q$q;
    reg  produced_q$clock;
    reg  key_clears$clock, key_clears$d;
    wire  [3:0] key_clears$q;
    reg  wipes$clock, wipes$d;
    wire  [1:0] wipes$q;
    reg  sub$clock, sub$clear;
    reg  [31:0] sub$a;
    wire  [31:0] sub$y, sub$y_rot;

    // Local signals
    reg  write_key_load;
    reg  [31:0] sub_rcon;
    reg  restart;
    reg  rcon_used;

    // Sub module instances
    aes_selftest_dut_core_expansion_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_selftest_dff1 pending(.d(pending$d), .q(pending$q), .clock(pending$clock));
    aes_selftest_dff4 round(.d(round$d), .q(round$q), .clock(round$clock));
    aes_selftest_dut_dff2 key_len_reg(.d(key_len_reg$d), .q(key_len_reg$q),
        .clock(key_len_reg$clock));
    aes_selftest_dff4 rounds_reg(.d(rounds_reg$d), .q(rounds_reg$q), .clock(rounds_reg$clock));
    aes_selftest_dff1 decrypt_reg(.d(decrypt_reg$d), .q(decrypt_reg$q), .clock(decrypt_reg$clock));
    aes_selftest_dut_dff2 phase(.d(phase$d), .q(phase$q), .clock(phase$clock));
    aes_selftest_dff1 first(.d(first$d), .q(first$q), .clock(first$clock));
    aes_selftest_dff32 rcon(.d(rcon$d), .q(rcon$q), .clock(rcon$clock));
    aes_selftest_dff32 window$0(.d(window$0$d), .q(window$0$q), .clock(window$0$clock));
    aes_selftest_dff32 window$1(.d(window$1$d), .q(window$1$q), .clock(window$1$clock));
    aes_selftest_dff32 window$2(.d(window$2$d), .q(window$2$q), .clock(window$2$clock));
    aes_selftest_dff32 window$3(.d(window$3$d), .q(window$3$q), .clock(window$3$clock));
    aes_selftest_dff32 window$4(.d(window$4$d), .q(window$4$q), .clock(window$4$clock));
    aes_selftest_dff32 window$5(.d(window$5$d), .q(window$5$q), .clock(window$5$clock));
    aes_selftest_dff32 window$6(.d(window$6$d), .q(window$6$q), .clock(window$6$clock));
    aes_selftest_dff32 window$7(.d(window$7$d), .q(window$7$q), .clock(window$7$clock));
    aes_selftest_dut_core_expansion_coef coef$0(.d(coef$0$d), .q(coef$0$q), .clock(coef$0$clock));
    aes_selftest_dut_core_expansion_coef coef$1(.d(coef$1$d), .q(coef$1$q), .clock(coef$1$clock));
    aes_selftest_dut_core_expansion_coef coef$2(.d(coef$2$d), .q(coef$2$q), .clock(coef$2$clock));
    aes_selftest_dut_core_expansion_coef coef$3(.d(coef$3$d), .q(coef$3$q), .clock(coef$3$clock));
    aes_selftest_dut_core_expansion_coef coef$4(.d(coef$4$d), .q(coef$4$q), .clock(coef$4$clock));
    aes_selftest_dut_core_expansion_step step(.c$0(step$c$0), .c$1(step$c$1), .c$2(step$c$2),
        .c$3(step$c$3), .c$4(step$c$4), .window$0(step$window$0), .window$1(step$window$1),
        .window$2(step$window$2), .window$3(step$window$3), .window$4(step$window$4),
        .window$5(step$window$5), .window$6(step$window$6), .window$7(step$window$7),
        .sub(step$sub), .sub_rcon(step$sub_rcon), .key$0(step$key$0), .key$1(step$key$1),
        .key$2(step$key$2), .key$3(step$key$3), .key$4(step$key$4), .key$5(step$key$5),
        .key$6(step$key$6), .key$7(step$key$7), .y$0(step$y$0), .y$1(step$y$1), .y$2(step$y$2),
        .y$3(step$y$3), .y$4(step$y$4));
    aes_selftest_dut_core_expansion_round_keys round_keys0(.clock(round_keys0$clock),
        .clear(round_keys0$clear), .we(round_keys0$we), .wa(round_keys0$wa), .wd(round_keys0$wd),
        .ra(round_keys0$ra), .rd(round_keys0$rd));
    aes_selftest_dut_core_expansion_round_keys round_keys1(.clock(round_keys1$clock),
        .clear(round_keys1$clear), .we(round_keys1$we), .wa(round_keys1$wa), .wd(round_keys1$wd),
        .ra(round_keys1$ra), .rd(round_keys1$rd));
    aes_selftest_dut_core_expansion_round_keys round_keys2(.clock(round_keys2$clock),
        .clear(round_keys2$clear), .we(round_keys2$we), .wa(round_keys2$wa), .wd(round_keys2$wd),
        .ra(round_keys2$ra), .rd(round_keys2$rd));
    aes_selftest_dut_core_expansion_round_keys round_keys3(.clock(round_keys3$clock),
        .clear(round_keys3$clear), .we(round_keys3$we), .wa(round_keys3$wa), .wd(round_keys3$wd),
        .ra(round_keys3$ra), .rd(round_keys3$rd));
    aes_selftest_dff32 write_key$0(.d(write_key$0$d), .q(write_key$0$q), .clock(write_key$0$clock));
    aes_selftest_dff32 write_key$1(.d(write_key$1$d), .q(write_key$1$q), .clock(write_key$1$clock));
    aes_selftest_dff32 write_key$2(.d(write_key$2$d), .q(write_key$2$q), .clock(write_key$2$clock));
    aes_selftest_dff32 write_key$3(.d(write_key$3$d), .q(write_key$3$q), .clock(write_key$3$clock));
    aes_selftest_dff4 write_round(.d(write_round$d), .q(write_round$q), .clock(write_round$clock));
    aes_selftest_dff1 write_q(.d(write_q$d), .q(write_q$q), .clock(write_q$clock));
    aes_selftest_dff4 produced_q(.d(produced_q$d), .q(produced_q$q), .clock(produced_q$clock));
    aes_selftest_dut_copies4 key_clears(.clock(key_clears$clock), .d(key_clears$d),
        .q(key_clears$q));
    aes_selftest_dut_copies2 wipes(.clock(wipes$clock), .d(wipes$d), .q(wipes$q));
    aes_selftest_dut_sub sub(.clock(sub$clock), .clear(sub$clear), .a(sub$a), .y(sub$y),
        .y_rot(sub$y_rot));

    // Update code
    always @(*) begin
        state$clock = clock;
        pending$clock = clock;
        round$clock = clock;
        key_len_reg$clock = clock;
        rounds_reg$clock = clock;
        decrypt_reg$clock = clock;
        phase$clock = clock;
        first$clock = clock;
        rcon$clock = clock;
        write_round$clock = clock;
        write_q$clock = clock;
        produced_q$clock = clock;
        state$d = state$q;
        pending$d = pending$q;
        round$d = round$q;
        key_len_reg$d = key_len_reg$q;
        rounds_reg$d = rounds_reg$q;
        decrypt_reg$d = decrypt_reg$q;
        phase$d = phase$q;
        first$d = first$q;
        rcon$d = rcon$q;
        write_round$d = write_round$q;
        write_q$d = write_q$q;
        produced_q$d = produced_q$q;
        write_key$0$clock = clock;
        write_key$1$clock = clock;
        write_key$2$clock = clock;
        write_key$3$clock = clock;
        window$0$clock = clock;
        window$0$d = window$0$q;
        window$1$clock = clock;
        window$1$d = window$1$q;
        window$2$clock = clock;
        window$2$d = window$2$q;
        window$3$clock = clock;
        window$3$d = window$3$q;
        window$4$clock = clock;
        window$4$d = window$4$q;
        window$5$clock = clock;
        window$5$d = window$5$q;
        window$6$clock = clock;
        window$6$d = window$6$q;
        window$7$clock = clock;
        window$7$d = window$7$q;
        coef$0$clock = clock;
        coef$0$d = coef$0$q;
        step$c$0 = coef$0$q;
        coef$1$clock = clock;
        coef$1$d = coef$1$q;
        step$c$1 = coef$1$q;
        coef$2$clock = clock;
        coef$2$d = coef$2$q;
        step$c$2 = coef$2$q;
        coef$3$clock = clock;
        coef$3$d = coef$3$q;
        step$c$3 = coef$3$q;
        coef$4$clock = clock;
        coef$4$d = coef$4$q;
        step$c$4 = coef$4$q;
        round_keys0$clock = clock;
        round_keys1$clock = clock;
        round_keys2$clock = clock;
        round_keys3$clock = clock;
        round_keys0$we = write_q$q;
        round_keys1$we = write_q$q;
        round_keys2$we = write_q$q;
        round_keys3$we = write_q$q;
        round_keys0$wa = write_round$q;
        round_keys1$wa = write_round$q;
        round_keys2$wa = write_round$q;
        round_keys3$wa = write_round$q;
        round_keys0$ra = rd_hot;
        round_keys1$ra = rd_hot;
        round_keys2$ra = rd_hot;
        round_keys3$ra = rd_hot;
        rd0 = round_keys0$rd;
        rd1 = round_keys1$rd;
        rd2 = round_keys2$rd;
        rd3 = round_keys3$rd;
        sub$clock = clock;
        sub_rcon = sub$y_rot ^ rcon$q;
        step$window$0 = window$0$q;
        step$key$0 = key$0;
        step$window$1 = window$1$q;
        step$key$1 = key$1;
        step$window$2 = window$2$q;
        step$key$2 = key$2;
        step$window$3 = window$3$q;
        step$key$3 = key$3;
        step$window$4 = window$4$q;
        step$key$4 = key$4;
        step$window$5 = window$5$q;
        step$key$5 = key$5;
        step$window$6 = window$6$q;
        step$key$6 = key$6;
        step$window$7 = window$7$q;
        step$key$7 = key$7;
        step$sub = sub$y;
        step$sub_rcon = sub_rcon;
        rcon_used = |((coef$0$q | coef$1$q | coef$2$q | coef$3$q) & rcon_source);
        restart = pending$q;
        starting = restart;
        first$d = restart;
        if (restart) begin
            pending$d = 1'b0;
            round$d = round_zero;
            phase$d = phase_zero;
            rcon$d = 32'h1;
            key_len_reg$d = key_len;
            decrypt_reg$d = decrypt_in;
            if (has_192_256 & (key_len == keylen_256)) begin
                rounds_reg$d = rounds_256;
                coef$0$d = aes256_round0$0;
                coef$1$d = aes256_round0$1;
                coef$2$d = aes256_round0$2;
                coef$3$d = aes256_round0$3;
                coef$4$d = aes256_round0$4;
            end
            else if (has_192_256 & (key_len == keylen_192)) begin
                rounds_reg$d = rounds_192;
                coef$0$d = aes192_round0$0;
                coef$1$d = aes192_round0$1;
                coef$2$d = aes192_round0$2;
                coef$3$d = aes192_round0$3;
                coef$4$d = aes192_round0$4;
            end
            else begin
                rounds_reg$d = rounds_128;
                coef$0$d = aes128_round0$0;
                coef$1$d = aes128_round0$1;
                coef$2$d = aes128_round0$2;
                coef$3$d = aes128_round0$3;
                coef$4$d = aes128_round0$4;
            end
            window$0$d = 32'h0;
            window$1$d = 32'h0;
            window$2$d = 32'h0;
            window$3$d = 32'h0;
            window$4$d = 32'h0;
            window$5$d = 32'h0;
            window$6$d = 32'h0;
            window$7$d = 32'h0;
            if (supported) begin
                state$d = DeriveState$Run;
            end
            else begin
                state$d = DeriveState$Idle;
            end
        end
        else if (state$q == DeriveState$Run) begin
            window$0$d = window$4$q;
            window$4$d = step$y$0;
            window$1$d = window$5$q;
            window$5$d = step$y$1;
            window$2$d = window$6$q;
            window$6$d = step$y$2;
            window$3$d = window$7$q;
            window$7$d = step$y$3;
            if (rcon_used) begin
                if (rcon$q[32'h7]) begin
                    rcon$d = ((rcon$q << 32'h1) & byte_mask) ^ rcon_poly;
                end
                else begin
                    rcon$d = rcon$q << 32'h1;
                end
            end
            if (phase$q == phase_two) begin
                phase$d = phase_zero;
            end
            else begin
                phase$d = phase$q + phase_one;
            end
            round$d = round$q + round_one;
            if (round$q == rounds_reg$q) begin
                state$d = DeriveState$Idle;
            end
            if (has_192_256 & (key_len_reg$q == keylen_256)) begin
                if (first$q) begin
                    coef$0$d = aes256_round1$0;
                    coef$1$d = aes256_round1$1;
                    coef$2$d = aes256_round1$2;
                    coef$3$d = aes256_round1$3;
                    coef$4$d = aes256_round1$4;
                end
                else if (round$q[32'h0]) begin
                    coef$0$d = aes256_even$0;
                    coef$1$d = aes256_even$1;
                    coef$2$d = aes256_even$2;
                    coef$3$d = aes256_even$3;
                    coef$4$d = aes256_even$4;
                end
                else begin
                    coef$0$d = aes256_odd$0;
                    coef$1$d = aes256_odd$1;
                    coef$2$d = aes256_odd$2;
                    coef$3$d = aes256_odd$3;
                    coef$4$d = aes256_odd$4;
                end
            end
            else if (has_192_256 & (key_len_reg$q == keylen_192)) begin
                if (first$q) begin
                    coef$0$d = aes192_round1$0;
                    coef$1$d = aes192_round1$1;
                    coef$2$d = aes192_round1$2;
                    coef$3$d = aes192_round1$3;
                    coef$4$d = aes192_round1$4;
                end
                else if (phase$q == phase_zero) begin
                    coef$0$d = aes192_phase1$0;
                    coef$1$d = aes192_phase1$1;
                    coef$2$d = aes192_phase1$2;
                    coef$3$d = aes192_phase1$3;
                    coef$4$d = aes192_phase1$4;
                end
                else if (phase$q == phase_one) begin
                    coef$0$d = aes192_phase2$0;
                    coef$1$d = aes192_phase2$1;
                    coef$2$d = aes192_phase2$2;
                    coef$3$d = aes192_phase2$3;
                    coef$4$d = aes192_phase2$4;
                end
                else begin
                    coef$0$d = aes192_phase0$0;
                    coef$1$d = aes192_phase0$1;
                    coef$2$d = aes192_phase0$2;
                    coef$3$d = aes192_phase0$3;
                    coef$4$d = aes192_phase0$4;
                end
            end
            else begin
                coef$0$d = aes128_round1$0;
                coef$1$d = aes128_round1$1;
                coef$2$d = aes128_round1$2;
                coef$3$d = aes128_round1$3;
                coef$4$d = aes128_round1$4;
            end
        end
        if (key_write) begin
            pending$d = 1'b1;
        end
        rounds = rounds_reg$q;
        decrypt = decrypt_reg$q;
        produced = produced_q$q;
        storing = write_q$q;
        deriving = state$q == DeriveState$Run;
        if (clear | reset) begin
            pending$d = 1'b0;
            state$d = DeriveState$Idle;
            round$d = round_zero;
        end
        wipes$clock = clock;
        wipes$d = clear & ~reset;
        if (wipes$q[32'h0] | reset) begin
            window$0$d = 32'h0;
            window$1$d = 32'h0;
            window$2$d = 32'h0;
            window$3$d = 32'h0;
        end
        if (wipes$q[32'h1] | reset) begin
            window$4$d = 32'h0;
            window$5$d = 32'h0;
            window$6$d = 32'h0;
            window$7$d = 32'h0;
        end
        key_clears$clock = clock;
        key_clears$d = pending$d | wipes$d;
        round_keys0$clear = key_clears$q[32'h0] | reset;
        round_keys1$clear = key_clears$q[32'h1] | reset;
        round_keys2$clear = key_clears$q[32'h2] | reset;
        round_keys3$clear = key_clears$q[32'h3] | reset;
        round_keys0$wd = write_key$0$q;
        round_keys1$wd = write_key$1$q;
        round_keys2$wd = write_key$2$q;
        round_keys3$wd = write_key$3$q;
        write_round$d = round$q;
        produced_q$d = round$q;
        if (restart | clear | reset) begin
            produced_q$d = round_zero;
        end
        write_key_load = (state$q == DeriveState$Run) & ~restart & ~reset;
        write_q$d = write_key_load & ~clear;
        write_key$0$d = 32'h0;
        if (write_key_load) begin
            write_key$0$d = step$y$0;
        end
        write_key$1$d = 32'h0;
        if (write_key_load) begin
            write_key$1$d = step$y$1;
        end
        write_key$2$d = 32'h0;
        if (write_key_load) begin
            write_key$2$d = step$y$2;
        end
        write_key$3$d = 32'h0;
        if (write_key_load) begin
            write_key$3$d = step$y$3;
        end
        sub$a = step$y$4;
        sub$clear = (state$q != DeriveState$Run) | restart | reset;
    end

endmodule // aes_selftest_dut_core_expansion

// Used by 5 instances: dut$core$expansion$coef$0, dut$core$expansion$coef$1, dut$core$expansion$coef$2, dut$core$expansion$coef$3, ... (1 more)
module aes_selftest_dut_core_expansion_coef(d,q,clock);

    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 18'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_core_expansion_coef

// Used by 2 instances: dut$core$expansion$key_clears, dut$modes$gcm$x_enc
module aes_selftest_dut_copies4(clock,d,q);

    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  [3:0] q;

    // Update code (custom)
    reg r0;
    initial r0 = 1'b0;
    (* keep *) always @(posedge clock) r0 <= d;
    reg r1;
    initial r1 = 1'b0;
    (* keep *) always @(posedge clock) r1 <= d;
    reg r2;
    initial r2 = 1'b0;
    (* keep *) always @(posedge clock) r2 <= d;
    reg r3;
    initial r3 = 1'b0;
    (* keep *) always @(posedge clock) r3 <= d;
    always @(*) q = {r3, r2, r1, r0};
endmodule // aes_selftest_dut_copies4

// Used by 13 instances: dut$core$expansion$key_len_reg, dut$core$expansion$phase, dut$core$key_len_q, dut$core$refresh$settle, ... (9 more)
module aes_selftest_dut_dff2(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 2'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_dff2

// Used by 13 instances: dut$core$expansion$produced_q, dut$core$expansion$round, dut$core$expansion$rounds_reg, dut$core$expansion$write_round, ... (9 more)
module aes_selftest_dff4(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 4'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dff4

// Used by 4 instances: dut$core$expansion$round_keys0, dut$core$expansion$round_keys1, dut$core$expansion$round_keys2, dut$core$expansion$round_keys3
module aes_selftest_dut_core_expansion_round_keys(clock,clear,we,wa,wd,ra,rd);

    // Module arguments
    input wire  clock;
    input wire  clear;
    input wire  we;
    input wire  [3:0] wa;
    input wire  [31:0] wd;
    input wire  [15:0] ra;
    output reg  [31:0] rd;

    // Update code (custom)
    reg [31:0] e0 = 32'd0;
    always @(posedge clock)
      if (clear) e0 <= 32'd0;
      else if (we && wa == 4'd0) e0 <= wd;
    reg [31:0] e1 = 32'd0;
    always @(posedge clock)
      if (clear) e1 <= 32'd0;
      else if (we && wa == 4'd1) e1 <= wd;
    reg [31:0] e2 = 32'd0;
    always @(posedge clock)
      if (clear) e2 <= 32'd0;
      else if (we && wa == 4'd2) e2 <= wd;
    reg [31:0] e3 = 32'd0;
    always @(posedge clock)
      if (clear) e3 <= 32'd0;
      else if (we && wa == 4'd3) e3 <= wd;
    reg [31:0] e4 = 32'd0;
    always @(posedge clock)
      if (clear) e4 <= 32'd0;
      else if (we && wa == 4'd4) e4 <= wd;
    reg [31:0] e5 = 32'd0;
    always @(posedge clock)
      if (clear) e5 <= 32'd0;
      else if (we && wa == 4'd5) e5 <= wd;
    reg [31:0] e6 = 32'd0;
    always @(posedge clock)
      if (clear) e6 <= 32'd0;
      else if (we && wa == 4'd6) e6 <= wd;
    reg [31:0] e7 = 32'd0;
    always @(posedge clock)
      if (clear) e7 <= 32'd0;
      else if (we && wa == 4'd7) e7 <= wd;
    reg [31:0] e8 = 32'd0;
    always @(posedge clock)
      if (clear) e8 <= 32'd0;
      else if (we && wa == 4'd8) e8 <= wd;
    reg [31:0] e9 = 32'd0;
    always @(posedge clock)
      if (clear) e9 <= 32'd0;
      else if (we && wa == 4'd9) e9 <= wd;
    reg [31:0] e10 = 32'd0;
    always @(posedge clock)
      if (clear) e10 <= 32'd0;
      else if (we && wa == 4'd10) e10 <= wd;
    reg [31:0] e11 = 32'd0;
    always @(posedge clock)
      if (clear) e11 <= 32'd0;
      else if (we && wa == 4'd11) e11 <= wd;
    reg [31:0] e12 = 32'd0;
    always @(posedge clock)
      if (clear) e12 <= 32'd0;
      else if (we && wa == 4'd12) e12 <= wd;
    reg [31:0] e13 = 32'd0;
    always @(posedge clock)
      if (clear) e13 <= 32'd0;
      else if (we && wa == 4'd13) e13 <= wd;
    reg [31:0] e14 = 32'd0;
    always @(posedge clock)
      if (clear) e14 <= 32'd0;
      else if (we && wa == 4'd14) e14 <= wd;
    wire _unused_ok = &{1'b0, ra[15:15], 1'b0};
    always @(*) rd = ({32{ra[0]}} & e0)
      | ({32{ra[1]}} & e1)
      | ({32{ra[2]}} & e2)
      | ({32{ra[3]}} & e3)
      | ({32{ra[4]}} & e4)
      | ({32{ra[5]}} & e5)
      | ({32{ra[6]}} & e6)
      | ({32{ra[7]}} & e7)
      | ({32{ra[8]}} & e8)
      | ({32{ra[9]}} & e9)
      | ({32{ra[10]}} & e10)
      | ({32{ra[11]}} & e11)
      | ({32{ra[12]}} & e12)
      | ({32{ra[13]}} & e13)
      | ({32{ra[14]}} & e14);
endmodule // aes_selftest_dut_core_expansion_round_keys

// Used by instance: dut$core$expansion$state
module aes_selftest_dut_core_expansion_state(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Enums
    localparam DeriveState$Idle = 0;
    localparam DeriveState$Run = 1;

    // Update code (custom)
    initial q = 1'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_core_expansion_state

// Used by instance: dut$core$expansion$step
module aes_selftest_dut_core_expansion_step(c$0,c$1,c$2,c$3,c$4,window$0,window$1,window$2,window$3,window$4,window$5,window$6,window$7,sub,sub_rcon,key$0,key$1,key$2,key$3,key$4,key$5,key$6,key$7,y$0,y$1,y$2,y$3,y$4);

    // Module arguments
    input wire  [17:0] c$0;
    input wire  [17:0] c$1;
    input wire  [17:0] c$2;
    input wire  [17:0] c$3;
    input wire  [17:0] c$4;
    input wire  [31:0] window$0;
    input wire  [31:0] window$1;
    input wire  [31:0] window$2;
    input wire  [31:0] window$3;
    input wire  [31:0] window$4;
    input wire  [31:0] window$5;
    input wire  [31:0] window$6;
    input wire  [31:0] window$7;
    input wire  [31:0] sub;
    input wire  [31:0] sub_rcon;
    input wire  [31:0] key$0;
    input wire  [31:0] key$1;
    input wire  [31:0] key$2;
    input wire  [31:0] key$3;
    input wire  [31:0] key$4;
    input wire  [31:0] key$5;
    input wire  [31:0] key$6;
    input wire  [31:0] key$7;
    output reg  [31:0] y$0;
    output reg  [31:0] y$1;
    output reg  [31:0] y$2;
    output reg  [31:0] y$3;
    output reg  [31:0] y$4;

    // Update code (custom)
    always @(*) y$0 = ({32{c$0[0]}} & window$0)
        ^ ({32{c$0[1]}} & window$1)
        ^ ({32{c$0[2]}} & window$2)
        ^ ({32{c$0[3]}} & window$3)
        ^ ({32{c$0[4]}} & window$4)
        ^ ({32{c$0[5]}} & window$5)
        ^ ({32{c$0[6]}} & window$6)
        ^ ({32{c$0[7]}} & window$7)
        ^ ({32{c$0[8]}} & sub)
        ^ ({32{c$0[9]}} & sub_rcon)
        ^ ({32{c$0[10]}} & key$0)
        ^ ({32{c$0[11]}} & key$1)
        ^ ({32{c$0[12]}} & key$2)
        ^ ({32{c$0[13]}} & key$3)
        ^ ({32{c$0[14]}} & key$4)
        ^ ({32{c$0[15]}} & key$5)
        ^ ({32{c$0[16]}} & key$6)
        ^ ({32{c$0[17]}} & key$7);
    always @(*) y$1 = ({32{c$1[0]}} & window$0)
        ^ ({32{c$1[1]}} & window$1)
        ^ ({32{c$1[2]}} & window$2)
        ^ ({32{c$1[3]}} & window$3)
        ^ ({32{c$1[4]}} & window$4)
        ^ ({32{c$1[5]}} & window$5)
        ^ ({32{c$1[6]}} & window$6)
        ^ ({32{c$1[7]}} & window$7)
        ^ ({32{c$1[8]}} & sub)
        ^ ({32{c$1[9]}} & sub_rcon)
        ^ ({32{c$1[10]}} & key$0)
        ^ ({32{c$1[11]}} & key$1)
        ^ ({32{c$1[12]}} & key$2)
        ^ ({32{c$1[13]}} & key$3)
        ^ ({32{c$1[14]}} & key$4)
        ^ ({32{c$1[15]}} & key$5)
        ^ ({32{c$1[16]}} & key$6)
        ^ ({32{c$1[17]}} & key$7);
    always @(*) y$2 = ({32{c$2[0]}} & window$0)
        ^ ({32{c$2[1]}} & window$1)
        ^ ({32{c$2[2]}} & window$2)
        ^ ({32{c$2[3]}} & window$3)
        ^ ({32{c$2[4]}} & window$4)
        ^ ({32{c$2[5]}} & window$5)
        ^ ({32{c$2[6]}} & window$6)
        ^ ({32{c$2[7]}} & window$7)
        ^ ({32{c$2[8]}} & sub)
        ^ ({32{c$2[9]}} & sub_rcon)
        ^ ({32{c$2[10]}} & key$0)
        ^ ({32{c$2[11]}} & key$1)
        ^ ({32{c$2[12]}} & key$2)
        ^ ({32{c$2[13]}} & key$3)
        ^ ({32{c$2[14]}} & key$4)
        ^ ({32{c$2[15]}} & key$5)
        ^ ({32{c$2[16]}} & key$6)
        ^ ({32{c$2[17]}} & key$7);
    always @(*) y$3 = ({32{c$3[0]}} & window$0)
        ^ ({32{c$3[1]}} & window$1)
        ^ ({32{c$3[2]}} & window$2)
        ^ ({32{c$3[3]}} & window$3)
        ^ ({32{c$3[4]}} & window$4)
        ^ ({32{c$3[5]}} & window$5)
        ^ ({32{c$3[6]}} & window$6)
        ^ ({32{c$3[7]}} & window$7)
        ^ ({32{c$3[8]}} & sub)
        ^ ({32{c$3[9]}} & sub_rcon)
        ^ ({32{c$3[10]}} & key$0)
        ^ ({32{c$3[11]}} & key$1)
        ^ ({32{c$3[12]}} & key$2)
        ^ ({32{c$3[13]}} & key$3)
        ^ ({32{c$3[14]}} & key$4)
        ^ ({32{c$3[15]}} & key$5)
        ^ ({32{c$3[16]}} & key$6)
        ^ ({32{c$3[17]}} & key$7);
    always @(*) y$4 = ({32{c$4[0]}} & window$0)
        ^ ({32{c$4[1]}} & window$1)
        ^ ({32{c$4[2]}} & window$2)
        ^ ({32{c$4[3]}} & window$3)
        ^ ({32{c$4[4]}} & window$4)
        ^ ({32{c$4[5]}} & window$5)
        ^ ({32{c$4[6]}} & window$6)
        ^ ({32{c$4[7]}} & window$7)
        ^ ({32{c$4[8]}} & sub)
        ^ ({32{c$4[9]}} & sub_rcon)
        ^ ({32{c$4[10]}} & key$0)
        ^ ({32{c$4[11]}} & key$1)
        ^ ({32{c$4[12]}} & key$2)
        ^ ({32{c$4[13]}} & key$3)
        ^ ({32{c$4[14]}} & key$4)
        ^ ({32{c$4[15]}} & key$5)
        ^ ({32{c$4[16]}} & key$6)
        ^ ({32{c$4[17]}} & key$7);
endmodule // aes_selftest_dut_core_expansion_step

// Used by 2 instances: dut$core$expansion$sub, dut$modes$xts$tweak$ksub
module aes_selftest_dut_sub(clock,clear,a,y,y_rot);

    // Module arguments
    input wire  clock;
    input wire  clear;
    input wire  [31:0] a;
    output reg  [31:0] y;
    output reg  [31:0] y_rot;

    // Update code (custom)
    wire [31:0] s;
    genvar g;
    generate for (g = 0; g < 2; g = g + 1) begin : lookup
      (* rom_style = "block" *) reg [7:0] rom [0:255];
      initial begin
        rom[0] = 8'h63; rom[1] = 8'h7c; rom[2] = 8'h77; rom[3] = 8'h7b; rom[4] = 8'hf2; rom[5] = 8'h6b; rom[6] = 8'h6f; rom[7] = 8'hc5; rom[8] = 8'h30; rom[9] = 8'h01; rom[10] = 8'h67; rom[11] = 8'h2b; rom[12] = 8'hfe; rom[13] = 8'hd7; rom[14] = 8'hab; rom[15] = 8'h76;
        rom[16] = 8'hca; rom[17] = 8'h82; rom[18] = 8'hc9; rom[19] = 8'h7d; rom[20] = 8'hfa; rom[21] = 8'h59; rom[22] = 8'h47; rom[23] = 8'hf0; rom[24] = 8'had; rom[25] = 8'hd4; rom[26] = 8'ha2; rom[27] = 8'haf; rom[28] = 8'h9c; rom[29] = 8'ha4; rom[30] = 8'h72; rom[31] = 8'hc0;
        rom[32] = 8'hb7; rom[33] = 8'hfd; rom[34] = 8'h93; rom[35] = 8'h26; rom[36] = 8'h36; rom[37] = 8'h3f; rom[38] = 8'hf7; rom[39] = 8'hcc; rom[40] = 8'h34; rom[41] = 8'ha5; rom[42] = 8'he5; rom[43] = 8'hf1; rom[44] = 8'h71; rom[45] = 8'hd8; rom[46] = 8'h31; rom[47] = 8'h15;
        rom[48] = 8'h04; rom[49] = 8'hc7; rom[50] = 8'h23; rom[51] = 8'hc3; rom[52] = 8'h18; rom[53] = 8'h96; rom[54] = 8'h05; rom[55] = 8'h9a; rom[56] = 8'h07; rom[57] = 8'h12; rom[58] = 8'h80; rom[59] = 8'he2; rom[60] = 8'heb; rom[61] = 8'h27; rom[62] = 8'hb2; rom[63] = 8'h75;
        rom[64] = 8'h09; rom[65] = 8'h83; rom[66] = 8'h2c; rom[67] = 8'h1a; rom[68] = 8'h1b; rom[69] = 8'h6e; rom[70] = 8'h5a; rom[71] = 8'ha0; rom[72] = 8'h52; rom[73] = 8'h3b; rom[74] = 8'hd6; rom[75] = 8'hb3; rom[76] = 8'h29; rom[77] = 8'he3; rom[78] = 8'h2f; rom[79] = 8'h84;
        rom[80] = 8'h53; rom[81] = 8'hd1; rom[82] = 8'h00; rom[83] = 8'hed; rom[84] = 8'h20; rom[85] = 8'hfc; rom[86] = 8'hb1; rom[87] = 8'h5b; rom[88] = 8'h6a; rom[89] = 8'hcb; rom[90] = 8'hbe; rom[91] = 8'h39; rom[92] = 8'h4a; rom[93] = 8'h4c; rom[94] = 8'h58; rom[95] = 8'hcf;
        rom[96] = 8'hd0; rom[97] = 8'hef; rom[98] = 8'haa; rom[99] = 8'hfb; rom[100] = 8'h43; rom[101] = 8'h4d; rom[102] = 8'h33; rom[103] = 8'h85; rom[104] = 8'h45; rom[105] = 8'hf9; rom[106] = 8'h02; rom[107] = 8'h7f; rom[108] = 8'h50; rom[109] = 8'h3c; rom[110] = 8'h9f; rom[111] = 8'ha8;
        rom[112] = 8'h51; rom[113] = 8'ha3; rom[114] = 8'h40; rom[115] = 8'h8f; rom[116] = 8'h92; rom[117] = 8'h9d; rom[118] = 8'h38; rom[119] = 8'hf5; rom[120] = 8'hbc; rom[121] = 8'hb6; rom[122] = 8'hda; rom[123] = 8'h21; rom[124] = 8'h10; rom[125] = 8'hff; rom[126] = 8'hf3; rom[127] = 8'hd2;
        rom[128] = 8'hcd; rom[129] = 8'h0c; rom[130] = 8'h13; rom[131] = 8'hec; rom[132] = 8'h5f; rom[133] = 8'h97; rom[134] = 8'h44; rom[135] = 8'h17; rom[136] = 8'hc4; rom[137] = 8'ha7; rom[138] = 8'h7e; rom[139] = 8'h3d; rom[140] = 8'h64; rom[141] = 8'h5d; rom[142] = 8'h19; rom[143] = 8'h73;
        rom[144] = 8'h60; rom[145] = 8'h81; rom[146] = 8'h4f; rom[147] = 8'hdc; rom[148] = 8'h22; rom[149] = 8'h2a; rom[150] = 8'h90; rom[151] = 8'h88; rom[152] = 8'h46; rom[153] = 8'hee; rom[154] = 8'hb8; rom[155] = 8'h14; rom[156] = 8'hde; rom[157] = 8'h5e; rom[158] = 8'h0b; rom[159] = 8'hdb;
        rom[160] = 8'he0; rom[161] = 8'h32; rom[162] = 8'h3a; rom[163] = 8'h0a; rom[164] = 8'h49; rom[165] = 8'h06; rom[166] = 8'h24; rom[167] = 8'h5c; rom[168] = 8'hc2; rom[169] = 8'hd3; rom[170] = 8'hac; rom[171] = 8'h62; rom[172] = 8'h91; rom[173] = 8'h95; rom[174] = 8'he4; rom[175] = 8'h79;
        rom[176] = 8'he7; rom[177] = 8'hc8; rom[178] = 8'h37; rom[179] = 8'h6d; rom[180] = 8'h8d; rom[181] = 8'hd5; rom[182] = 8'h4e; rom[183] = 8'ha9; rom[184] = 8'h6c; rom[185] = 8'h56; rom[186] = 8'hf4; rom[187] = 8'hea; rom[188] = 8'h65; rom[189] = 8'h7a; rom[190] = 8'hae; rom[191] = 8'h08;
        rom[192] = 8'hba; rom[193] = 8'h78; rom[194] = 8'h25; rom[195] = 8'h2e; rom[196] = 8'h1c; rom[197] = 8'ha6; rom[198] = 8'hb4; rom[199] = 8'hc6; rom[200] = 8'he8; rom[201] = 8'hdd; rom[202] = 8'h74; rom[203] = 8'h1f; rom[204] = 8'h4b; rom[205] = 8'hbd; rom[206] = 8'h8b; rom[207] = 8'h8a;
        rom[208] = 8'h70; rom[209] = 8'h3e; rom[210] = 8'hb5; rom[211] = 8'h66; rom[212] = 8'h48; rom[213] = 8'h03; rom[214] = 8'hf6; rom[215] = 8'h0e; rom[216] = 8'h61; rom[217] = 8'h35; rom[218] = 8'h57; rom[219] = 8'hb9; rom[220] = 8'h86; rom[221] = 8'hc1; rom[222] = 8'h1d; rom[223] = 8'h9e;
        rom[224] = 8'he1; rom[225] = 8'hf8; rom[226] = 8'h98; rom[227] = 8'h11; rom[228] = 8'h69; rom[229] = 8'hd9; rom[230] = 8'h8e; rom[231] = 8'h94; rom[232] = 8'h9b; rom[233] = 8'h1e; rom[234] = 8'h87; rom[235] = 8'he9; rom[236] = 8'hce; rom[237] = 8'h55; rom[238] = 8'h28; rom[239] = 8'hdf;
        rom[240] = 8'h8c; rom[241] = 8'ha1; rom[242] = 8'h89; rom[243] = 8'h0d; rom[244] = 8'hbf; rom[245] = 8'he6; rom[246] = 8'h42; rom[247] = 8'h68; rom[248] = 8'h41; rom[249] = 8'h99; rom[250] = 8'h2d; rom[251] = 8'h0f; rom[252] = 8'hb0; rom[253] = 8'h54; rom[254] = 8'hbb; rom[255] = 8'h16;
      end
      reg [7:0] q_lo = 8'd0;
      reg [7:0] q_hi = 8'd0;
      always @(posedge clock)
        if (clear) begin
          q_lo <= 8'd0;
          q_hi <= 8'd0;
        end else if (1'b1) begin
          q_lo <= rom[a[16*g+7:16*g]];
          q_hi <= rom[a[16*g+15:16*g+8]];
        end
      assign s[16*g+15:16*g] = {q_hi[7:0], q_lo[7:0]};
    end
    endgenerate
    always @(*) y = s;
    always @(*) y_rot = {s[7:0], s[31:8]};
endmodule // aes_selftest_dut_sub

// Used by 4 instances: dut$core$expansion$wipes, dut$core$transaction$accepting_q, dut$modes$ready_ahead$ready_q, dut$tready_q
module aes_selftest_dut_copies2(clock,d,q);

    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  [1:0] q;

    // Update code (custom)
    reg r0;
    initial r0 = 1'b0;
    (* keep *) always @(posedge clock) r0 <= d;
    reg r1;
    initial r1 = 1'b0;
    (* keep *) always @(posedge clock) r1 <= d;
    always @(*) q = {r1, r0};
endmodule // aes_selftest_dut_copies2

// Used by instance: dut$core$fanout
module aes_selftest_dut_core_fanout(clock,reset,clear,load,rd_addr,rd0,rd1,rd2,rd3,rounds,decrypt,stage_load$0,stage_load$1,stage_load$2,stage_load$3,stage_load$4,stage_load$5,stage_load$6,stage_load$7,stage_load$8,stage_load$9,stage_load$10,stage_load$11,stage_load$12,stage_load$13,stage_load$14,k0$0,k0$1,k0$2,k0$3,k1$0,k1$1,k1$2,k1$3,k2$0,k2$1,k2$2,k2$3,k3$0,k3$1,k3$2,k3$3);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  clear;
    input wire  load;
    input wire  [3:0] rd_addr;
    input wire  [31:0] rd0;
    input wire  [31:0] rd1;
    input wire  [31:0] rd2;
    input wire  [31:0] rd3;
    input wire  [3:0] rounds;
    input wire  decrypt;
    output reg  stage_load$0;
    output reg  stage_load$1;
    output reg  stage_load$2;
    output reg  stage_load$3;
    output reg  stage_load$4;
    output reg  stage_load$5;
    output reg  stage_load$6;
    output reg  stage_load$7;
    output reg  stage_load$8;
    output reg  stage_load$9;
    output reg  stage_load$10;
    output reg  stage_load$11;
    output reg  stage_load$12;
    output reg  stage_load$13;
    output reg  stage_load$14;
    output reg  [31:0] k0$0;
    output reg  [31:0] k0$1;
    output reg  [31:0] k0$2;
    output reg  [31:0] k0$3;
    output reg  [31:0] k1$0;
    output reg  [31:0] k1$1;
    output reg  [31:0] k1$2;
    output reg  [31:0] k1$3;
    output reg  [31:0] k2$0;
    output reg  [31:0] k2$1;
    output reg  [31:0] k2$2;
    output reg  [31:0] k2$3;
    output reg  [31:0] k3$0;
    output reg  [31:0] k3$1;
    output reg  [31:0] k3$2;
    output reg  [31:0] k3$3;

    // Constant declarations
    localparam  round_zero = 4'h0;

    // Stub signals
    reg  [31:0] read$0$d;
    wire  [31:0] read$0$q;
    reg  read$0$clock;
    reg  [31:0] read$1$d;
    wire  [31:0] read$1$q;
    reg  read$1$clock;
    reg  [31:0] read$2$d;
    wire  [31:0] read$2$q;
    reg  read$2$clock;
    reg  [31:0] read$3$d;
    wire  [31:0] read$3$q;
    reg  read$3$clock;
    reg  read_load$d;
    wire  read_load$q;
    reg  read_load$clock;
    reg  [3:0] read_stage$d;
    wire  [3:0] read_stage$q;
    reg  read_stage$clock;
    reg  read_plain$d;
    wire  read_plain$q;
    reg  read_plain$clock;
    reg  [31:0] inv_mix$0$a, inv_mix$0$da;
    reg  inv_mix$0$bypass, inv_mix$0$inverse;
    wire  [31:0] inv_mix$0$y;
    reg  [31:0] inv_mix$1$a, inv_mix$1$da;
    reg  inv_mix$1$bypass, inv_mix$1$inverse;
    wire  [31:0] inv_mix$1$y;
    reg  [31:0] inv_mix$2$a, inv_mix$2$da;
    reg  inv_mix$2$bypass, inv_mix$2$inverse;
    wire  [31:0] inv_mix$2$y;
    reg  [31:0] inv_mix$3$a, inv_mix$3$da;
    reg  inv_mix$3$bypass, inv_mix$3$inverse;
    wire  [31:0] inv_mix$3$y;
    reg  [31:0] doubles$0$a;
    wire  [31:0] doubles$0$y;
    reg  [31:0] doubles$1$a;
    wire  [31:0] doubles$1$y;
    reg  [31:0] doubles$2$a;
    wire  [31:0] doubles$2$y;
    reg  [31:0] doubles$3$a;
    wire  [31:0] doubles$3$y;
    reg  [31:0] mixed$0$d;
    wire  [31:0] mixed$0$q;
    reg  mixed$0$clock;
    reg  [31:0] mixed$1$d;
    wire  [31:0] mixed$1$q;
    reg  mixed$1$clock;
    reg  [31:0] mixed$2$d;
    wire  [31:0] mixed$2$q;
    reg  mixed$2$clock;
    reg  [31:0] mixed$3$d;
    wire  [31:0] mixed$3$q;
    reg  mixed$3$clock;
    reg  mixed_load$d;
    wire  mixed_load$q;
    reg  mixed_load$clock;
    reg  [3:0] mixed_stage$d;
    wire  [3:0] mixed_stage$q;
    reg  mixed_stage$clock;
    reg  [31:0] group0$0$d;
    wire  [31:0] group0$0$q;
    reg  group0$0$clock;
    reg  [31:0] group0$1$d;
    wire  [31:0] group0$1$q;
    reg  group0$1$clock;
    reg  [31:0] group0$2$d;
    wire  [31:0] group0$2$q;
    reg  group0$2$clock;
    reg  [31:0] group0$3$d;
    wire  [31:0] group0$3$q;
    reg  group0$3$clock;
    reg  [31:0] group1$0$d;
    wire  [31:0] group1$0$q;
    reg  group1$0$clock;
    reg  [31:0] group1$1$d;
    wire  [31:0] group1$1$q;
    reg  group1$1$clock;
    reg  [31:0] group1$2$d;
    wire  [31:0] group1$2$q;
    reg  group1$2$clock;
    reg  [31:0] group1$3$d;
    wire  [31:0] group1$3$q;
    reg  group1$3$clock;
    reg  [31:0] group2$0$d;
    wire  [31:0] group2$0$q;
    reg  group2$0$clock;
    reg  [31:0] group2$1$d;
    wire  [31:0] group2$1$q;
    reg  group2$1$clock;
    reg  [31:0] group2$2$d;
    wire  [31:0] group2$2$q;
    reg  group2$2$clock;
    reg  [31:0] group2$3$d;
    wire  [31:0] group2$3$q;
    reg  group2$3$clock;
    reg  [31:0] group3$0$d;
    wire  [31:0] group3$0$q;
    reg  group3$0$clock;
    reg  [31:0] group3$1$d;
    wire  [31:0] group3$1$q;
    reg  group3$1$clock;
    reg  [31:0] group3$2$d;
    wire  [31:0] group3$2$q;
    reg  group3$2$clock;
    reg  [31:0] group3$3$d;
    wire  [31:0] group3$3$q;
    reg  group3$3$clock;
    reg  group_hit$0$d;
    wire  group_hit$0$q;
    reg  group_hit$0$clock;
    reg  group_hit$1$d;
    wire  group_hit$1$q;
    reg  group_hit$1$clock;
    reg  group_hit$2$d;
    wire  group_hit$2$q;
    reg  group_hit$2$clock;
    reg  group_hit$3$d;
    wire  group_hit$3$q;
    reg  group_hit$3$clock;
    reg  group_hit$4$d;
    wire  group_hit$4$q;
    reg  group_hit$4$clock;
    reg  group_hit$5$d;
    wire  group_hit$5$q;
    reg  group_hit$5$clock;
    reg  group_hit$6$d;
    wire  group_hit$6$q;
    reg  group_hit$6$clock;
    reg  group_hit$7$d;
    wire  group_hit$7$q;
    reg  group_hit$7$clock;
    reg  group_hit$8$d;
    wire  group_hit$8$q;
    reg  group_hit$8$clock;
    reg  group_hit$9$d;
    wire  group_hit$9$q;
    reg  group_hit$9$clock;
    reg  group_hit$10$d;
    wire  group_hit$10$q;
    reg  group_hit$10$clock;
    reg  group_hit$11$d;
    wire  group_hit$11$q;
    reg  group_hit$11$clock;
    reg  group_hit$12$d;
    wire  group_hit$12$q;
    reg  group_hit$12$clock;
    reg  group_hit$13$d;
    wire  group_hit$13$q;
    reg  group_hit$13$clock;
    reg  group_hit$14$d;
    wire  group_hit$14$q;
    reg  group_hit$14$clock;
    reg  wipes$0$clock, wipes$0$d;
    wire  wipes$0$q;
    reg  wipes$1$clock, wipes$1$d;
    wire  wipes$1$q;
    reg  wipes$2$clock, wipes$2$d;
    wire  wipes$2$q;
    reg  wipes$3$clock, wipes$3$d;
    wire  wipes$3$q;
    reg  wipes$4$clock, wipes$4$d;
    wire  wipes$4$q;

    // Sub module instances
    aes_selftest_dff32 read$0(.d(read$0$d), .q(read$0$q), .clock(read$0$clock));
    aes_selftest_dff32 read$1(.d(read$1$d), .q(read$1$q), .clock(read$1$clock));
    aes_selftest_dff32 read$2(.d(read$2$d), .q(read$2$q), .clock(read$2$clock));
    aes_selftest_dff32 read$3(.d(read$3$d), .q(read$3$q), .clock(read$3$clock));
    aes_selftest_dff1 read_load(.d(read_load$d), .q(read_load$q), .clock(read_load$clock));
    aes_selftest_dff4 read_stage(.d(read_stage$d), .q(read_stage$q), .clock(read_stage$clock));
    aes_selftest_dff1 read_plain(.d(read_plain$d), .q(read_plain$q), .clock(read_plain$clock));
    aes_selftest_dut_core_mix inv_mix$0(.a(inv_mix$0$a), .da(inv_mix$0$da),
        .bypass(inv_mix$0$bypass), .inverse(inv_mix$0$inverse), .y(inv_mix$0$y));
    aes_selftest_dut_core_mix inv_mix$1(.a(inv_mix$1$a), .da(inv_mix$1$da),
        .bypass(inv_mix$1$bypass), .inverse(inv_mix$1$inverse), .y(inv_mix$1$y));
    aes_selftest_dut_core_mix inv_mix$2(.a(inv_mix$2$a), .da(inv_mix$2$da),
        .bypass(inv_mix$2$bypass), .inverse(inv_mix$2$inverse), .y(inv_mix$2$y));
    aes_selftest_dut_core_mix inv_mix$3(.a(inv_mix$3$a), .da(inv_mix$3$da),
        .bypass(inv_mix$3$bypass), .inverse(inv_mix$3$inverse), .y(inv_mix$3$y));
    aes_selftest_dut_core_fanout_doubles doubles$0(.a(doubles$0$a), .y(doubles$0$y));
    aes_selftest_dut_core_fanout_doubles doubles$1(.a(doubles$1$a), .y(doubles$1$y));
    aes_selftest_dut_core_fanout_doubles doubles$2(.a(doubles$2$a), .y(doubles$2$y));
    aes_selftest_dut_core_fanout_doubles doubles$3(.a(doubles$3$a), .y(doubles$3$y));
    aes_selftest_dff32 mixed$0(.d(mixed$0$d), .q(mixed$0$q), .clock(mixed$0$clock));
    aes_selftest_dff32 mixed$1(.d(mixed$1$d), .q(mixed$1$q), .clock(mixed$1$clock));
    aes_selftest_dff32 mixed$2(.d(mixed$2$d), .q(mixed$2$q), .clock(mixed$2$clock));
    aes_selftest_dff32 mixed$3(.d(mixed$3$d), .q(mixed$3$q), .clock(mixed$3$clock));
    aes_selftest_dff1 mixed_load(.d(mixed_load$d), .q(mixed_load$q), .clock(mixed_load$clock));
    aes_selftest_dff4 mixed_stage(.d(mixed_stage$d), .q(mixed_stage$q), .clock(mixed_stage$clock));
    aes_selftest_dff32 group0$0(.d(group0$0$d), .q(group0$0$q), .clock(group0$0$clock));
    aes_selftest_dff32 group0$1(.d(group0$1$d), .q(group0$1$q), .clock(group0$1$clock));
    aes_selftest_dff32 group0$2(.d(group0$2$d), .q(group0$2$q), .clock(group0$2$clock));
    aes_selftest_dff32 group0$3(.d(group0$3$d), .q(group0$3$q), .clock(group0$3$clock));
    aes_selftest_dff32 group1$0(.d(group1$0$d), .q(group1$0$q), .clock(group1$0$clock));
    aes_selftest_dff32 group1$1(.d(group1$1$d), .q(group1$1$q), .clock(group1$1$clock));
    aes_selftest_dff32 group1$2(.d(group1$2$d), .q(group1$2$q), .clock(group1$2$clock));
    aes_selftest_dff32 group1$3(.d(group1$3$d), .q(group1$3$q), .clock(group1$3$clock));
    aes_selftest_dff32 group2$0(.d(group2$0$d), .q(group2$0$q), .clock(group2$0$clock));
    aes_selftest_dff32 group2$1(.d(group2$1$d), .q(group2$1$q), .clock(group2$1$clock));
    aes_selftest_dff32 group2$2(.d(group2$2$d), .q(group2$2$q), .clock(group2$2$clock));
    aes_selftest_dff32 group2$3(.d(group2$3$d), .q(group2$3$q), .clock(group2$3$clock));
    aes_selftest_dff32 group3$0(.d(group3$0$d), .q(group3$0$q), .clock(group3$0$clock));
    aes_selftest_dff32 group3$1(.d(group3$1$d), .q(group3$1$q), .clock(group3$1$clock));
    aes_selftest_dff32 group3$2(.d(group3$2$d), .q(group3$2$q), .clock(group3$2$clock));
    aes_selftest_dff32 group3$3(.d(group3$3$d), .q(group3$3$q), .clock(group3$3$clock));
    aes_selftest_dff1 group_hit$0(.d(group_hit$0$d), .q(group_hit$0$q), .clock(group_hit$0$clock));
    aes_selftest_dff1 group_hit$1(.d(group_hit$1$d), .q(group_hit$1$q), .clock(group_hit$1$clock));
    aes_selftest_dff1 group_hit$2(.d(group_hit$2$d), .q(group_hit$2$q), .clock(group_hit$2$clock));
    aes_selftest_dff1 group_hit$3(.d(group_hit$3$d), .q(group_hit$3$q), .clock(group_hit$3$clock));
    aes_selftest_dff1 group_hit$4(.d(group_hit$4$d), .q(group_hit$4$q), .clock(group_hit$4$clock));
    aes_selftest_dff1 group_hit$5(.d(group_hit$5$d), .q(group_hit$5$q), .clock(group_hit$5$clock));
    aes_selftest_dff1 group_hit$6(.d(group_hit$6$d), .q(group_hit$6$q), .clock(group_hit$6$clock));
    aes_selftest_dff1 group_hit$7(.d(group_hit$7$d), .q(group_hit$7$q), .clock(group_hit$7$clock));
    aes_selftest_dff1 group_hit$8(.d(group_hit$8$d), .q(group_hit$8$q), .clock(group_hit$8$clock));
    aes_selftest_dff1 group_hit$9(.d(group_hit$9$d), .q(group_hit$9$q), .clock(group_hit$9$clock));
    aes_selftest_dff1 group_hit$10(.d(group_hit$10$d), .q(group_hit$10$q),
        .clock(group_hit$10$clock));
    aes_selftest_dff1 group_hit$11(.d(group_hit$11$d), .q(group_hit$11$q),
        .clock(group_hit$11$clock));
    aes_selftest_dff1 group_hit$12(.d(group_hit$12$d), .q(group_hit$12$q),
        .clock(group_hit$12$clock));
    aes_selftest_dff1 group_hit$13(.d(group_hit$13$d), .q(group_hit$13$q),
        .clock(group_hit$13$clock));
    aes_selftest_dff1 group_hit$14(.d(group_hit$14$d), .q(group_hit$14$q),
        .clock(group_hit$14$clock));
    aes_selftest_dut_copies1 wipes$0(.clock(wipes$0$clock), .d(wipes$0$d), .q(wipes$0$q));
    aes_selftest_dut_copies1 wipes$1(.clock(wipes$1$clock), .d(wipes$1$d), .q(wipes$1$q));
    aes_selftest_dut_copies1 wipes$2(.clock(wipes$2$clock), .d(wipes$2$d), .q(wipes$2$q));
    aes_selftest_dut_copies1 wipes$3(.clock(wipes$3$clock), .d(wipes$3$d), .q(wipes$3$q));
    aes_selftest_dut_copies1 wipes$4(.clock(wipes$4$clock), .d(wipes$4$d), .q(wipes$4$q));

    // Update code
    always @(*) begin
        read_load$clock = clock;
        read_stage$clock = clock;
        read_plain$clock = clock;
        mixed_load$clock = clock;
        mixed_stage$clock = clock;
        read_load$d = read_load$q;
        read_stage$d = read_stage$q;
        read_plain$d = read_plain$q;
        mixed_load$d = mixed_load$q;
        mixed_stage$d = mixed_stage$q;
        read$0$clock = clock;
        mixed$0$clock = clock;
        read$1$clock = clock;
        mixed$1$clock = clock;
        read$2$clock = clock;
        mixed$2$clock = clock;
        read$3$clock = clock;
        mixed$3$clock = clock;
        group0$0$clock = clock;
        group0$0$d = group0$0$q;
        group1$0$clock = clock;
        group1$0$d = group1$0$q;
        group2$0$clock = clock;
        group2$0$d = group2$0$q;
        group3$0$clock = clock;
        group3$0$d = group3$0$q;
        k0$0 = group0$0$q;
        k1$0 = group1$0$q;
        k2$0 = group2$0$q;
        k3$0 = group3$0$q;
        group0$1$clock = clock;
        group0$1$d = group0$1$q;
        group1$1$clock = clock;
        group1$1$d = group1$1$q;
        group2$1$clock = clock;
        group2$1$d = group2$1$q;
        group3$1$clock = clock;
        group3$1$d = group3$1$q;
        k0$1 = group0$1$q;
        k1$1 = group1$1$q;
        k2$1 = group2$1$q;
        k3$1 = group3$1$q;
        group0$2$clock = clock;
        group0$2$d = group0$2$q;
        group1$2$clock = clock;
        group1$2$d = group1$2$q;
        group2$2$clock = clock;
        group2$2$d = group2$2$q;
        group3$2$clock = clock;
        group3$2$d = group3$2$q;
        k0$2 = group0$2$q;
        k1$2 = group1$2$q;
        k2$2 = group2$2$q;
        k3$2 = group3$2$q;
        group0$3$clock = clock;
        group0$3$d = group0$3$q;
        group1$3$clock = clock;
        group1$3$d = group1$3$q;
        group2$3$clock = clock;
        group2$3$d = group2$3$q;
        group3$3$clock = clock;
        group3$3$d = group3$3$q;
        k0$3 = group0$3$q;
        k1$3 = group1$3$q;
        k2$3 = group2$3$q;
        k3$3 = group3$3$q;
        read_load$d = load;
        read$0$d = rd0;
        read$1$d = rd1;
        read$2$d = rd2;
        read$3$d = rd3;
        if (decrypt) begin
            read_stage$d = rounds - rd_addr;
        end
        else begin
            read_stage$d = rd_addr;
        end
        read_plain$d = ~decrypt | (rd_addr == round_zero) | (rd_addr == rounds);
        inv_mix$0$inverse = 1'b1;
        inv_mix$0$bypass = read_plain$q;
        inv_mix$1$inverse = 1'b1;
        inv_mix$1$bypass = read_plain$q;
        inv_mix$2$inverse = 1'b1;
        inv_mix$2$bypass = read_plain$q;
        inv_mix$3$inverse = 1'b1;
        inv_mix$3$bypass = read_plain$q;
        inv_mix$0$a = read$0$q;
        inv_mix$1$a = read$1$q;
        inv_mix$2$a = read$2$q;
        inv_mix$3$a = read$3$q;
        inv_mix$0$da = doubles$0$y;
        inv_mix$1$da = doubles$1$y;
        inv_mix$2$da = doubles$2$y;
        inv_mix$3$da = doubles$3$y;
        doubles$0$a = read$0$q;
        doubles$1$a = read$1$q;
        doubles$2$a = read$2$q;
        doubles$3$a = read$3$q;
        mixed$0$d = inv_mix$0$y;
        mixed$1$d = inv_mix$1$y;
        mixed$2$d = inv_mix$2$y;
        mixed$3$d = inv_mix$3$y;
        mixed_load$d = read_load$q;
        mixed_stage$d = read_stage$q;
        group_hit$0$clock = clock;
        group_hit$0$d = mixed_load$q & (mixed_stage$q == 0);
        if (group_hit$0$d) begin
            group0$0$d = mixed$0$q;
            group1$0$d = mixed$1$q;
            group2$0$d = mixed$2$q;
            group3$0$d = mixed$3$q;
        end
        group_hit$1$clock = clock;
        group_hit$1$d = mixed_load$q & (mixed_stage$q == 1);
        if (group_hit$1$d) begin
            group0$0$d = mixed$0$q;
            group1$0$d = mixed$1$q;
            group2$0$d = mixed$2$q;
            group3$0$d = mixed$3$q;
        end
        group_hit$2$clock = clock;
        group_hit$2$d = mixed_load$q & (mixed_stage$q == 2);
        if (group_hit$2$d) begin
            group0$0$d = mixed$0$q;
            group1$0$d = mixed$1$q;
            group2$0$d = mixed$2$q;
            group3$0$d = mixed$3$q;
        end
        group_hit$3$clock = clock;
        group_hit$3$d = mixed_load$q & (mixed_stage$q == 3);
        if (group_hit$3$d) begin
            group0$0$d = mixed$0$q;
            group1$0$d = mixed$1$q;
            group2$0$d = mixed$2$q;
            group3$0$d = mixed$3$q;
        end
        group_hit$4$clock = clock;
        group_hit$4$d = mixed_load$q & (mixed_stage$q == 4);
        if (group_hit$4$d) begin
            group0$1$d = mixed$0$q;
            group1$1$d = mixed$1$q;
            group2$1$d = mixed$2$q;
            group3$1$d = mixed$3$q;
        end
        group_hit$5$clock = clock;
        group_hit$5$d = mixed_load$q & (mixed_stage$q == 5);
        if (group_hit$5$d) begin
            group0$1$d = mixed$0$q;
            group1$1$d = mixed$1$q;
            group2$1$d = mixed$2$q;
            group3$1$d = mixed$3$q;
        end
        group_hit$6$clock = clock;
        group_hit$6$d = mixed_load$q & (mixed_stage$q == 6);
        if (group_hit$6$d) begin
            group0$1$d = mixed$0$q;
            group1$1$d = mixed$1$q;
            group2$1$d = mixed$2$q;
            group3$1$d = mixed$3$q;
        end
        group_hit$7$clock = clock;
        group_hit$7$d = mixed_load$q & (mixed_stage$q == 7);
        if (group_hit$7$d) begin
            group0$1$d = mixed$0$q;
            group1$1$d = mixed$1$q;
            group2$1$d = mixed$2$q;
            group3$1$d = mixed$3$q;
        end
        group_hit$8$clock = clock;
        group_hit$8$d = mixed_load$q & (mixed_stage$q == 8);
        if (group_hit$8$d) begin
            group0$2$d = mixed$0$q;
            group1$2$d = mixed$1$q;
            group2$2$d = mixed$2$q;
            group3$2$d = mixed$3$q;
        end
        group_hit$9$clock = clock;
        group_hit$9$d = mixed_load$q & (mixed_stage$q == 9);
        if (group_hit$9$d) begin
            group0$2$d = mixed$0$q;
            group1$2$d = mixed$1$q;
            group2$2$d = mixed$2$q;
            group3$2$d = mixed$3$q;
        end
        group_hit$10$clock = clock;
        group_hit$10$d = mixed_load$q & (mixed_stage$q == 10);
        if (group_hit$10$d) begin
            group0$2$d = mixed$0$q;
            group1$2$d = mixed$1$q;
            group2$2$d = mixed$2$q;
            group3$2$d = mixed$3$q;
        end
        group_hit$11$clock = clock;
        group_hit$11$d = mixed_load$q & (mixed_stage$q == 11);
        if (group_hit$11$d) begin
            group0$2$d = mixed$0$q;
            group1$2$d = mixed$1$q;
            group2$2$d = mixed$2$q;
            group3$2$d = mixed$3$q;
        end
        group_hit$12$clock = clock;
        group_hit$12$d = mixed_load$q & (mixed_stage$q == 12);
        if (group_hit$12$d) begin
            group0$3$d = mixed$0$q;
            group1$3$d = mixed$1$q;
            group2$3$d = mixed$2$q;
            group3$3$d = mixed$3$q;
        end
        group_hit$13$clock = clock;
        group_hit$13$d = mixed_load$q & (mixed_stage$q == 13);
        if (group_hit$13$d) begin
            group0$3$d = mixed$0$q;
            group1$3$d = mixed$1$q;
            group2$3$d = mixed$2$q;
            group3$3$d = mixed$3$q;
        end
        group_hit$14$clock = clock;
        group_hit$14$d = mixed_load$q & (mixed_stage$q == 14);
        if (group_hit$14$d) begin
            group0$3$d = mixed$0$q;
            group1$3$d = mixed$1$q;
            group2$3$d = mixed$2$q;
            group3$3$d = mixed$3$q;
        end
        stage_load$0 = group_hit$0$q;
        stage_load$1 = group_hit$1$q;
        stage_load$2 = group_hit$2$q;
        stage_load$3 = group_hit$3$q;
        stage_load$4 = group_hit$4$q;
        stage_load$5 = group_hit$5$q;
        stage_load$6 = group_hit$6$q;
        stage_load$7 = group_hit$7$q;
        stage_load$8 = group_hit$8$q;
        stage_load$9 = group_hit$9$q;
        stage_load$10 = group_hit$10$q;
        stage_load$11 = group_hit$11$q;
        stage_load$12 = group_hit$12$q;
        stage_load$13 = group_hit$13$q;
        stage_load$14 = group_hit$14$q;
        if (clear | reset) begin
            read_load$d = 1'b0;
            mixed_load$d = 1'b0;
            group_hit$0$d = 1'b0;
            group_hit$1$d = 1'b0;
            group_hit$2$d = 1'b0;
            group_hit$3$d = 1'b0;
            group_hit$4$d = 1'b0;
            group_hit$5$d = 1'b0;
            group_hit$6$d = 1'b0;
            group_hit$7$d = 1'b0;
            group_hit$8$d = 1'b0;
            group_hit$9$d = 1'b0;
            group_hit$10$d = 1'b0;
            group_hit$11$d = 1'b0;
            group_hit$12$d = 1'b0;
            group_hit$13$d = 1'b0;
            group_hit$14$d = 1'b0;
        end
        wipes$0$clock = clock;
        wipes$0$d = clear & ~reset;
        wipes$1$clock = clock;
        wipes$1$d = clear & ~reset;
        wipes$2$clock = clock;
        wipes$2$d = clear & ~reset;
        wipes$3$clock = clock;
        wipes$3$d = clear & ~reset;
        wipes$4$clock = clock;
        wipes$4$d = clear & ~reset;
        if (|wipes$0$q | reset) begin
            group0$0$d = 32'h0;
            group1$0$d = 32'h0;
            group2$0$d = 32'h0;
            group3$0$d = 32'h0;
        end
        if (|wipes$1$q | reset) begin
            group0$1$d = 32'h0;
            group1$1$d = 32'h0;
            group2$1$d = 32'h0;
            group3$1$d = 32'h0;
        end
        if (|wipes$2$q | reset) begin
            group0$2$d = 32'h0;
            group1$2$d = 32'h0;
            group2$2$d = 32'h0;
            group3$2$d = 32'h0;
        end
        if (|wipes$3$q | reset) begin
            group0$3$d = 32'h0;
            group1$3$d = 32'h0;
            group2$3$d = 32'h0;
            group3$3$d = 32'h0;
        end
        if (|wipes$4$q | reset) begin
            read$0$d = 32'h0;
            mixed$0$d = 32'h0;
            read$1$d = 32'h0;
            mixed$1$d = 32'h0;
            read$2$d = 32'h0;
            mixed$2$d = 32'h0;
            read$3$d = 32'h0;
            mixed$3$d = 32'h0;
        end
    end

endmodule // aes_selftest_dut_core_fanout

// Used by 4 instances: dut$core$fanout$doubles$0, dut$core$fanout$doubles$1, dut$core$fanout$doubles$2, dut$core$fanout$doubles$3
module aes_selftest_dut_core_fanout_doubles(a,y);

    // Module arguments
    input wire  [31:0] a;
    output reg  [31:0] y;

    // Update code (custom)
    wire [31:0] a2_m = {7'd0, a[31], 7'd0, a[23], 7'd0, a[15], 7'd0, a[7]};
    wire [31:0] a2 = {a[30:24], 1'b0, a[22:16], 1'b0, a[14:8], 1'b0, a[6:0], 1'b0}
        ^ a2_m ^ {a2_m[30:0], 1'b0} ^ {a2_m[28:0], 3'b0} ^ {a2_m[27:0], 4'b0};
    always @(*) y = a2;
endmodule // aes_selftest_dut_core_fanout_doubles

// Used by 64 instances: dut$core$fanout$inv_mix$0, dut$core$fanout$inv_mix$1, dut$core$fanout$inv_mix$2, dut$core$fanout$inv_mix$3, ... (60 more)
module aes_selftest_dut_core_mix(a,da,bypass,inverse,y);

    // Module arguments
    input wire  [31:0] a;
    input wire  [31:0] da;
    input wire  bypass;
    input wire  inverse;
    output reg  [31:0] y;

    // Constant declarations
    localparam  with_inverse = 1'b1;
    localparam  multiples = 1'b0;

    // Update code (custom)
    wire [31:0] u = a ^ {a[15:0], a[31:16]};
    wire [31:0] u2_m = {7'd0, u[31], 7'd0, u[23], 7'd0, u[15], 7'd0, u[7]};
    wire [31:0] u2 = {u[30:24], 1'b0, u[22:16], 1'b0, u[14:8], 1'b0, u[6:0], 1'b0}
        ^ u2_m ^ {u2_m[30:0], 1'b0} ^ {u2_m[28:0], 3'b0} ^ {u2_m[27:0], 4'b0};
    wire [31:0] u4_m = {7'd0, u2[31], 7'd0, u2[23], 7'd0, u2[15], 7'd0, u2[7]};
    wire [31:0] u4 = {u2[30:24], 1'b0, u2[22:16], 1'b0, u2[14:8], 1'b0, u2[6:0], 1'b0}
        ^ u4_m ^ {u4_m[30:0], 1'b0} ^ {u4_m[28:0], 3'b0} ^ {u4_m[27:0], 4'b0};
    wire [31:0] b = inverse ? (a ^ u4) : a;
    wire [31:0] b_r1 = {b[7:0], b[31:8]};
    wire [31:0] b_r2 = {b[15:0], b[31:16]};
    wire [31:0] b_r3 = {b[23:0], b[31:24]};
    wire [31:0] t = b ^ b_r1;
    wire [31:0] xt_m = {7'd0, t[31], 7'd0, t[23], 7'd0, t[15], 7'd0, t[7]};
    wire [31:0] xt = {t[30:24], 1'b0, t[22:16], 1'b0, t[14:8], 1'b0, t[6:0], 1'b0}
        ^ xt_m ^ {xt_m[30:0], 1'b0} ^ {xt_m[28:0], 3'b0} ^ {xt_m[27:0], 4'b0};
    always @(*) y = bypass ? a : (xt ^ b_r1 ^ b_r2 ^ b_r3);
    wire _unused_ok = &{1'b0, da, with_inverse, multiples, 1'b0};
endmodule // aes_selftest_dut_core_mix

// Used by 38 instances: dut$core$fanout$wipes$0, dut$core$fanout$wipes$1, dut$core$fanout$wipes$2, dut$core$fanout$wipes$3, ... (34 more)
module aes_selftest_dut_copies1(clock,d,q);

    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;

    // Update code (custom)
    reg r0;
    initial r0 = 1'b0;
    (* keep *) always @(posedge clock) r0 <= d;
    always @(*) q = {r0};
endmodule // aes_selftest_dut_copies1

// Used by 2 instances: dut$core$last_doubles, dut$modes$xts$lanes_unused
module aes_selftest_dut_last_doubles_shared(w$0,w$1,w$2,w$3);

    // Module arguments
    input wire  [31:0] w$0;
    input wire  [31:0] w$1;
    input wire  [31:0] w$2;
    input wire  [31:0] w$3;

    // Update code (custom)
    wire _unused_ok = &{1'b0, w$0, w$1, w$2, w$3, 1'b0};
endmodule // aes_selftest_dut_last_doubles_shared

// Used by 3 instances: dut$core$out_words, dut$modes$core_words, dut$out_words
module aes_selftest_dut_words(w$0,w$1,w$2,w$3,y);

    // Module arguments
    input wire  [31:0] w$0;
    input wire  [31:0] w$1;
    input wire  [31:0] w$2;
    input wire  [31:0] w$3;
    output reg  [127:0] y;

    // Update code (custom)
    always @(*) y = {w$3, w$2, w$1, w$0};
endmodule // aes_selftest_dut_words

// Used by instance: dut$core$refresh
module aes_selftest_dut_core_refresh(clock,reset,key_write,clear,busy,produced,storing,derive_starting,rounds,rd_addr,rd_hot,load,refreshing,key_ready,key_ready_held,pending_next);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  key_write;
    input wire  clear;
    input wire  busy;
    input wire  [3:0] produced;
    input wire  storing;
    input wire  derive_starting;
    input wire  [3:0] rounds;
    output reg  [3:0] rd_addr;
    output reg  [15:0] rd_hot;
    output reg  load;
    output reg  refreshing;
    output reg  key_ready;
    output reg  key_ready_held;
    output reg  pending_next;

    // Constant declarations
    localparam  round_zero = 4'h0;
    localparam  round_one = 4'h1;
    localparam  hot_zero = 16'h1;
    localparam  settle_zero = 2'b0;
    localparam  settle_one = 2'b1;
    localparam  settle_last = 2'b10;

    // Enums
    localparam RefreshState$Idle = 0;
    localparam RefreshState$Run = 1;
    localparam RefreshState$Settle = 2;

    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  pending$d;
    wire  pending$q;
    reg  pending$clock;
    reg  [3:0] index$d;
    wire  [3:0] index$q;
    reg  index$clock;
    reg  [15:0] index_hot$d;
    wire  [15:0] index_hot$q;
    reg  index_hot$clock;
    reg  [1:0] settle$d;
    wire  [1:0] settle$q;
    reg  settle$clock;
    reg  ready$d;
    wire  ready$q;
    reg  ready$clock;
    reg  waiting$d;
    wire  waiting$q;
    reg  waiting$clock;

    // Local signals
    reg  start;

    // Sub module instances
    aes_selftest_dut_core_refresh_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_selftest_dff1 pending(.d(pending$d), .q(pending$q), .clock(pending$clock));
    aes_selftest_dff4 index(.d(index$d), .q(index$q), .clock(index$clock));
    aes_selftest_dff16 index_hot(.d(index_hot$d), .q(index_hot$q), .clock(index_hot$clock));
    aes_selftest_dut_dff2 settle(.d(settle$d), .q(settle$q), .clock(settle$clock));
    aes_selftest_dff1 ready(.d(ready$d), .q(ready$q), .clock(ready$clock));
    aes_selftest_dff1 waiting(.d(waiting$d), .q(waiting$q), .clock(waiting$clock));

    // Update code
    always @(*) begin
        state$clock = clock;
        pending$clock = clock;
        index$clock = clock;
        index_hot$clock = clock;
        settle$clock = clock;
        ready$clock = clock;
        waiting$clock = clock;
        state$d = state$q;
        pending$d = pending$q;
        index$d = index$q;
        index_hot$d = index_hot$q;
        settle$d = settle$q;
        ready$d = ready$q;
        waiting$d = waiting$q;
        start = pending$q & ~busy;
        load = (state$q == RefreshState$Run) & ~waiting$q & ~pending$q;
        rd_addr = index$q;
        rd_hot = index_hot$q;
        if (waiting$q & storing) begin
            waiting$d = 1'b0;
        end
        if (start) begin
            pending$d = 1'b0;
            state$d = RefreshState$Run;
            index$d = round_zero;
            index_hot$d = hot_zero;
            waiting$d = derive_starting | ((produced == round_zero) & ~storing);
        end
        else if (load) begin
            index$d = index$q + round_one;
            index_hot$d = index_hot$q << 32'h1;
            if (index$q == rounds) begin
                state$d = RefreshState$Settle;
            end
        end
        else if (state$q == RefreshState$Settle) begin
            if (settle$q == settle_last) begin
                state$d = RefreshState$Idle;
                ready$d = 1'b1;
            end
        end
        if (key_write) begin
            pending$d = 1'b1;
            ready$d = 1'b0;
        end
        if (state$q == RefreshState$Settle) begin
            settle$d = settle$q + settle_one;
        end
        else begin
            settle$d = settle_zero;
        end
        key_ready_held = ready$q | ((state$q == RefreshState$Settle) & (settle$q == settle_last) & ~pending$q);
        refreshing = state$q != RefreshState$Idle;
        key_ready = ready$q;
        if (clear | reset) begin
            pending$d = 1'b0;
            state$d = RefreshState$Idle;
            ready$d = 1'b0;
        end
        pending_next = pending$d;
    end

endmodule // aes_selftest_dut_core_refresh

// Used by 5 instances: dut$core$refresh$index_hot, dut$modes$gcm$b_mask, dut$modes$gcm$x_mask, dut$modes$xts$tail_keep, ... (1 more)
module aes_selftest_dff16(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 16'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dff16

// Used by instance: dut$core$refresh$state
module aes_selftest_dut_core_refresh_state(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Enums
    localparam RefreshState$Idle = 0;
    localparam RefreshState$Run = 1;
    localparam RefreshState$Settle = 2;

    // Update code (custom)
    initial q = 2'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_core_refresh_state

// Used by instance: dut$core$rk_clear
module aes_selftest_dut_core_rk_clear(clock,reset,wipe_request_next,active_next,in_flight_next,refresh_pending_next,busy,clear$0,clear$1,clear$2,clear$3,clear$4,clear$5,clear$6,clear$7,clear$8,clear$9,clear$10,clear$11,clear$12,clear$13,clear$14);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  wipe_request_next;
    input wire  active_next;
    input wire  in_flight_next;
    input wire  refresh_pending_next;
    input wire  busy;
    output reg  clear$0;
    output reg  clear$1;
    output reg  clear$2;
    output reg  clear$3;
    output reg  clear$4;
    output reg  clear$5;
    output reg  clear$6;
    output reg  clear$7;
    output reg  clear$8;
    output reg  clear$9;
    output reg  clear$10;
    output reg  clear$11;
    output reg  clear$12;
    output reg  clear$13;
    output reg  clear$14;

    // Stub signals
    reg  ahead$d;
    wire  ahead$q;
    reg  ahead$clock;
    reg  copies$0$clock, copies$0$d;
    wire  copies$0$q;
    reg  copies$1$clock, copies$1$d;
    wire  copies$1$q;
    reg  copies$2$clock, copies$2$d;
    wire  copies$2$q;
    reg  copies$3$clock, copies$3$d;
    wire  copies$3$q;
    reg  copies$4$clock, copies$4$d;
    wire  copies$4$q;
    reg  copies$5$clock, copies$5$d;
    wire  copies$5$q;
    reg  copies$6$clock, copies$6$d;
    wire  copies$6$q;
    reg  copies$7$clock, copies$7$d;
    wire  copies$7$q;
    reg  copies$8$clock, copies$8$d;
    wire  copies$8$q;
    reg  copies$9$clock, copies$9$d;
    wire  copies$9$q;
    reg  copies$10$clock, copies$10$d;
    wire  copies$10$q;
    reg  copies$11$clock, copies$11$d;
    wire  copies$11$q;
    reg  copies$12$clock, copies$12$d;
    wire  copies$12$q;
    reg  copies$13$clock, copies$13$d;
    wire  copies$13$q;
    reg  copies$14$clock, copies$14$d;
    wire  copies$14$q;

    // Sub module instances
    aes_selftest_dff1 ahead(.d(ahead$d), .q(ahead$q), .clock(ahead$clock));
    aes_selftest_dut_copies1 copies$0(.clock(copies$0$clock), .d(copies$0$d), .q(copies$0$q));
    aes_selftest_dut_copies1 copies$1(.clock(copies$1$clock), .d(copies$1$d), .q(copies$1$q));
    aes_selftest_dut_copies1 copies$2(.clock(copies$2$clock), .d(copies$2$d), .q(copies$2$q));
    aes_selftest_dut_copies1 copies$3(.clock(copies$3$clock), .d(copies$3$d), .q(copies$3$q));
    aes_selftest_dut_copies1 copies$4(.clock(copies$4$clock), .d(copies$4$d), .q(copies$4$q));
    aes_selftest_dut_copies1 copies$5(.clock(copies$5$clock), .d(copies$5$d), .q(copies$5$q));
    aes_selftest_dut_copies1 copies$6(.clock(copies$6$clock), .d(copies$6$d), .q(copies$6$q));
    aes_selftest_dut_copies1 copies$7(.clock(copies$7$clock), .d(copies$7$d), .q(copies$7$q));
    aes_selftest_dut_copies1 copies$8(.clock(copies$8$clock), .d(copies$8$d), .q(copies$8$q));
    aes_selftest_dut_copies1 copies$9(.clock(copies$9$clock), .d(copies$9$d), .q(copies$9$q));
    aes_selftest_dut_copies1 copies$10(.clock(copies$10$clock), .d(copies$10$d), .q(copies$10$q));
    aes_selftest_dut_copies1 copies$11(.clock(copies$11$clock), .d(copies$11$d), .q(copies$11$q));
    aes_selftest_dut_copies1 copies$12(.clock(copies$12$clock), .d(copies$12$d), .q(copies$12$q));
    aes_selftest_dut_copies1 copies$13(.clock(copies$13$clock), .d(copies$13$d), .q(copies$13$q));
    aes_selftest_dut_copies1 copies$14(.clock(copies$14$clock), .d(copies$14$d), .q(copies$14$q));

    // Update code
    always @(*) begin
        ahead$clock = clock;
        ahead$d = ahead$q;
        ahead$d = (wipe_request_next & ~(active_next | in_flight_next)) | (refresh_pending_next & ~busy);
        copies$0$clock = clock;
        copies$0$d = ahead$q & ~reset;
        clear$0 = |copies$0$q;
        copies$1$clock = clock;
        copies$1$d = ahead$q & ~reset;
        clear$1 = |copies$1$q;
        copies$2$clock = clock;
        copies$2$d = ahead$q & ~reset;
        clear$2 = |copies$2$q;
        copies$3$clock = clock;
        copies$3$d = ahead$q & ~reset;
        clear$3 = |copies$3$q;
        copies$4$clock = clock;
        copies$4$d = ahead$q & ~reset;
        clear$4 = |copies$4$q;
        copies$5$clock = clock;
        copies$5$d = ahead$q & ~reset;
        clear$5 = |copies$5$q;
        copies$6$clock = clock;
        copies$6$d = ahead$q & ~reset;
        clear$6 = |copies$6$q;
        copies$7$clock = clock;
        copies$7$d = ahead$q & ~reset;
        clear$7 = |copies$7$q;
        copies$8$clock = clock;
        copies$8$d = ahead$q & ~reset;
        clear$8 = |copies$8$q;
        copies$9$clock = clock;
        copies$9$d = ahead$q & ~reset;
        clear$9 = |copies$9$q;
        copies$10$clock = clock;
        copies$10$d = ahead$q & ~reset;
        clear$10 = |copies$10$q;
        copies$11$clock = clock;
        copies$11$d = ahead$q & ~reset;
        clear$11 = |copies$11$q;
        copies$12$clock = clock;
        copies$12$d = ahead$q & ~reset;
        clear$12 = |copies$12$q;
        copies$13$clock = clock;
        copies$13$d = ahead$q & ~reset;
        clear$13 = |copies$13$q;
        copies$14$clock = clock;
        copies$14$d = ahead$q & ~reset;
        clear$14 = |copies$14$q;
    end

endmodule // aes_selftest_dut_core_rk_clear

// Used by instance: dut$core$stages$0
module aes_selftest_dut_core_stages_0(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  enable;
    input wire  decrypt;
    input wire  final_round;
    input wire  [31:0] s0;
    input wire  [31:0] s1;
    input wire  [31:0] s2;
    input wire  [31:0] s3;
    input wire  [31:0] ds0;
    input wire  [31:0] ds1;
    input wire  [31:0] ds2;
    input wire  [31:0] ds3;
    input wire  valid_in;
    input wire  last_in;
    input wire  rk_load;
    input wire  rk_clear;
    input wire  [31:0] rk0;
    input wire  [31:0] rk1;
    input wire  [31:0] rk2;
    input wire  [31:0] rk3;
    output reg  [31:0] q0;
    output reg  [31:0] q1;
    output reg  [31:0] q2;
    output reg  [31:0] q3;
    output reg  [31:0] d0;
    output reg  [31:0] d1;
    output reg  [31:0] d2;
    output reg  [31:0] d3;
    input wire  [31:0] t_in0;
    input wire  [31:0] t_in1;
    input wire  [31:0] t_in2;
    input wire  [31:0] t_in3;
    output reg  [31:0] t0;
    output reg  [31:0] t1;
    output reg  [31:0] t2;
    output reg  [31:0] t3;
    output reg  valid;
    output reg  last;

    // Constant declarations
    localparam  first_stage = 1'b1;
    localparam  last_stage = 1'b0;
    localparam  row0 = 32'hff;
    localparam  row1 = 32'hff00;
    localparam  row2 = 32'hff0000;
    localparam  row3 = 32'hff000000;

    // Stub signals
    reg  sub$clock, sub$enable, sub$clear, sub$inverse;
    reg  [31:0] sub$a0, sub$a1, sub$a2, sub$a3;
    wire  [31:0] sub$y0, sub$y1, sub$y2, sub$y3, sub$d0, sub$d1, sub$d2, sub$d3;
    reg  [31:0] mix$0$a, mix$0$da;
    reg  mix$0$bypass, mix$0$inverse;
    wire  [31:0] mix$0$y;
    reg  [31:0] mix$1$a, mix$1$da;
    reg  mix$1$bypass, mix$1$inverse;
    wire  [31:0] mix$1$y;
    reg  [31:0] mix$2$a, mix$2$da;
    reg  mix$2$bypass, mix$2$inverse;
    wire  [31:0] mix$2$y;
    reg  [31:0] mix$3$a, mix$3$da;
    reg  mix$3$bypass, mix$3$inverse;
    wire  [31:0] mix$3$y;
    reg  [31:0] round_key$0$d;
    wire  [31:0] round_key$0$q;
    reg  round_key$0$clock;
    reg  [31:0] round_key$1$d;
    wire  [31:0] round_key$1$q;
    reg  round_key$1$clock;
    reg  [31:0] round_key$2$d;
    wire  [31:0] round_key$2$q;
    reg  round_key$2$clock;
    reg  [31:0] round_key$3$d;
    wire  [31:0] round_key$3$q;
    reg  round_key$3$clock;
    reg  valid_reg$d;
    wire  valid_reg$q;
    reg  valid_reg$clock;
    reg  last_reg$d;
    wire  last_reg$q;
    reg  last_reg$clock;

    // Local signals
    reg  [31:0] x$0, x$1, x$2, x$3;

    // Sub module instances
    aes_selftest_dut_core_stages_sub_0 sub(.clock(sub$clock), .enable(sub$enable),
        .clear(sub$clear), .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2),
        .a3(sub$a3), .y0(sub$y0), .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1),
        .d2(sub$d2), .d3(sub$d3));
    aes_selftest_dut_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_selftest_dut_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_selftest_dut_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_selftest_dut_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_selftest_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_selftest_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_selftest_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_selftest_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_selftest_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_selftest_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

    // Update code
    always @(*) begin
        round_key$0$clock = clock;
        round_key$0$d = round_key$0$q;
        mix$0$bypass = final_round | first_stage | last_stage;
        mix$0$inverse = decrypt;
        round_key$1$clock = clock;
        round_key$1$d = round_key$1$q;
        mix$1$bypass = final_round | first_stage | last_stage;
        mix$1$inverse = decrypt;
        round_key$2$clock = clock;
        round_key$2$d = round_key$2$q;
        mix$2$bypass = final_round | first_stage | last_stage;
        mix$2$inverse = decrypt;
        round_key$3$clock = clock;
        round_key$3$d = round_key$3$q;
        mix$3$bypass = final_round | first_stage | last_stage;
        mix$3$inverse = decrypt;
        valid_reg$clock = clock;
        last_reg$clock = clock;
        valid_reg$d = valid_reg$q;
        last_reg$d = last_reg$q;
        if (first_stage & decrypt) begin
            mix$0$a = s0;
            mix$1$a = s3;
            mix$2$a = s2;
            mix$3$a = s1;
            mix$0$da = ds0;
            mix$1$da = ds3;
            mix$2$da = ds2;
            mix$3$da = ds1;
        end
        else begin
            mix$0$a = s0;
            mix$1$a = s1;
            mix$2$a = s2;
            mix$3$a = s3;
            mix$0$da = ds0;
            mix$1$da = ds1;
            mix$2$da = ds2;
            mix$3$da = ds3;
        end
        x$0 = mix$0$y ^ round_key$0$q;
        x$1 = mix$1$y ^ round_key$1$q;
        x$2 = mix$2$y ^ round_key$2$q;
        x$3 = mix$3$y ^ round_key$3$q;
        sub$clock = clock;
        sub$enable = enable;
        sub$clear = reset | (enable & ~valid_in);
        sub$inverse = decrypt;
        if (last_stage) begin
            if (decrypt) begin
                sub$a0 = x$0;
                sub$a1 = x$3;
                sub$a2 = x$2;
                sub$a3 = x$1;
            end
            else begin
                sub$a0 = x$0;
                sub$a1 = x$1;
                sub$a2 = x$2;
                sub$a3 = x$3;
            end
        end
        else begin
            sub$a0 = (x$0 & row0) | (x$1 & row1) | (x$2 & row2) | (x$3 & row3);
            sub$a1 = (x$1 & row0) | (x$2 & row1) | (x$3 & row2) | (x$0 & row3);
            sub$a2 = (x$2 & row0) | (x$3 & row1) | (x$0 & row2) | (x$1 & row3);
            sub$a3 = (x$3 & row0) | (x$0 & row1) | (x$1 & row2) | (x$2 & row3);
        end
        q0 = sub$y0;
        q1 = sub$y1;
        q2 = sub$y2;
        q3 = sub$y3;
        d0 = sub$d0;
        d1 = sub$d1;
        d2 = sub$d2;
        d3 = sub$d3;
        t0 = t_in0;
        t1 = t_in1;
        t2 = t_in2;
        t3 = t_in3;
        if (enable) begin
            valid_reg$d = valid_in;
            last_reg$d = last_in;
        end
        if (rk_load) begin
            if (decrypt) begin
                round_key$0$d = rk0;
                round_key$1$d = rk3;
                round_key$2$d = rk2;
                round_key$3$d = rk1;
            end
            else begin
                round_key$0$d = rk0;
                round_key$1$d = rk1;
                round_key$2$d = rk2;
                round_key$3$d = rk3;
            end
        end
        if (rk_clear) begin
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
        valid = valid_reg$q;
        last = last_reg$q;
        if (reset) begin
            valid_reg$d = 1'b0;
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
    end

endmodule // aes_selftest_dut_core_stages_0

// Used by 14 instances: dut$core$stages$0$sub, dut$core$stages$1$sub, dut$core$stages$2$sub, dut$core$stages$3$sub, ... (10 more)
module aes_selftest_dut_core_stages_sub_0(clock,enable,clear,inverse,a0,a1,a2,a3,y0,y1,y2,y3,d0,d1,d2,d3);

    // Module arguments
    input wire  clock;
    input wire  enable;
    input wire  clear;
    input wire  inverse;
    input wire  [31:0] a0;
    input wire  [31:0] a1;
    input wire  [31:0] a2;
    input wire  [31:0] a3;
    output reg  [31:0] y0;
    output reg  [31:0] y1;
    output reg  [31:0] y2;
    output reg  [31:0] y3;
    output reg  [31:0] d0;
    output reg  [31:0] d1;
    output reg  [31:0] d2;
    output reg  [31:0] d3;

    // Constant declarations
    localparam  with_inverse = 1'b1;

    // Update code (custom)
    wire inv = with_inverse & inverse;
    wire [127:0] a = {a3, a2, a1, a0};
    wire [127:0] s;
    wire [127:0] s2;
    genvar g;
    generate for (g = 0; g < 8; g = g + 1) begin : lookup
      (* rom_style = "block" *) reg [15:0] rom [0:511];
      initial begin
        rom[0] = 16'hc663; rom[1] = 16'hf87c; rom[2] = 16'hee77; rom[3] = 16'hf67b; rom[4] = 16'hfff2; rom[5] = 16'hd66b; rom[6] = 16'hde6f; rom[7] = 16'h91c5; rom[8] = 16'h6030; rom[9] = 16'h0201; rom[10] = 16'hce67; rom[11] = 16'h562b; rom[12] = 16'he7fe; rom[13] = 16'hb5d7; rom[14] = 16'h4dab; rom[15] = 16'hec76;
        rom[16] = 16'h8fca; rom[17] = 16'h1f82; rom[18] = 16'h89c9; rom[19] = 16'hfa7d; rom[20] = 16'heffa; rom[21] = 16'hb259; rom[22] = 16'h8e47; rom[23] = 16'hfbf0; rom[24] = 16'h41ad; rom[25] = 16'hb3d4; rom[26] = 16'h5fa2; rom[27] = 16'h45af; rom[28] = 16'h239c; rom[29] = 16'h53a4; rom[30] = 16'he472; rom[31] = 16'h9bc0;
        rom[32] = 16'h75b7; rom[33] = 16'he1fd; rom[34] = 16'h3d93; rom[35] = 16'h4c26; rom[36] = 16'h6c36; rom[37] = 16'h7e3f; rom[38] = 16'hf5f7; rom[39] = 16'h83cc; rom[40] = 16'h6834; rom[41] = 16'h51a5; rom[42] = 16'hd1e5; rom[43] = 16'hf9f1; rom[44] = 16'he271; rom[45] = 16'habd8; rom[46] = 16'h6231; rom[47] = 16'h2a15;
        rom[48] = 16'h0804; rom[49] = 16'h95c7; rom[50] = 16'h4623; rom[51] = 16'h9dc3; rom[52] = 16'h3018; rom[53] = 16'h3796; rom[54] = 16'h0a05; rom[55] = 16'h2f9a; rom[56] = 16'h0e07; rom[57] = 16'h2412; rom[58] = 16'h1b80; rom[59] = 16'hdfe2; rom[60] = 16'hcdeb; rom[61] = 16'h4e27; rom[62] = 16'h7fb2; rom[63] = 16'hea75;
        rom[64] = 16'h1209; rom[65] = 16'h1d83; rom[66] = 16'h582c; rom[67] = 16'h341a; rom[68] = 16'h361b; rom[69] = 16'hdc6e; rom[70] = 16'hb45a; rom[71] = 16'h5ba0; rom[72] = 16'ha452; rom[73] = 16'h763b; rom[74] = 16'hb7d6; rom[75] = 16'h7db3; rom[76] = 16'h5229; rom[77] = 16'hdde3; rom[78] = 16'h5e2f; rom[79] = 16'h1384;
        rom[80] = 16'ha653; rom[81] = 16'hb9d1; rom[82] = 16'h0000; rom[83] = 16'hc1ed; rom[84] = 16'h4020; rom[85] = 16'he3fc; rom[86] = 16'h79b1; rom[87] = 16'hb65b; rom[88] = 16'hd46a; rom[89] = 16'h8dcb; rom[90] = 16'h67be; rom[91] = 16'h7239; rom[92] = 16'h944a; rom[93] = 16'h984c; rom[94] = 16'hb058; rom[95] = 16'h85cf;
        rom[96] = 16'hbbd0; rom[97] = 16'hc5ef; rom[98] = 16'h4faa; rom[99] = 16'hedfb; rom[100] = 16'h8643; rom[101] = 16'h9a4d; rom[102] = 16'h6633; rom[103] = 16'h1185; rom[104] = 16'h8a45; rom[105] = 16'he9f9; rom[106] = 16'h0402; rom[107] = 16'hfe7f; rom[108] = 16'ha050; rom[109] = 16'h783c; rom[110] = 16'h259f; rom[111] = 16'h4ba8;
        rom[112] = 16'ha251; rom[113] = 16'h5da3; rom[114] = 16'h8040; rom[115] = 16'h058f; rom[116] = 16'h3f92; rom[117] = 16'h219d; rom[118] = 16'h7038; rom[119] = 16'hf1f5; rom[120] = 16'h63bc; rom[121] = 16'h77b6; rom[122] = 16'hafda; rom[123] = 16'h4221; rom[124] = 16'h2010; rom[125] = 16'he5ff; rom[126] = 16'hfdf3; rom[127] = 16'hbfd2;
        rom[128] = 16'h81cd; rom[129] = 16'h180c; rom[130] = 16'h2613; rom[131] = 16'hc3ec; rom[132] = 16'hbe5f; rom[133] = 16'h3597; rom[134] = 16'h8844; rom[135] = 16'h2e17; rom[136] = 16'h93c4; rom[137] = 16'h55a7; rom[138] = 16'hfc7e; rom[139] = 16'h7a3d; rom[140] = 16'hc864; rom[141] = 16'hba5d; rom[142] = 16'h3219; rom[143] = 16'he673;
        rom[144] = 16'hc060; rom[145] = 16'h1981; rom[146] = 16'h9e4f; rom[147] = 16'ha3dc; rom[148] = 16'h4422; rom[149] = 16'h542a; rom[150] = 16'h3b90; rom[151] = 16'h0b88; rom[152] = 16'h8c46; rom[153] = 16'hc7ee; rom[154] = 16'h6bb8; rom[155] = 16'h2814; rom[156] = 16'ha7de; rom[157] = 16'hbc5e; rom[158] = 16'h160b; rom[159] = 16'haddb;
        rom[160] = 16'hdbe0; rom[161] = 16'h6432; rom[162] = 16'h743a; rom[163] = 16'h140a; rom[164] = 16'h9249; rom[165] = 16'h0c06; rom[166] = 16'h4824; rom[167] = 16'hb85c; rom[168] = 16'h9fc2; rom[169] = 16'hbdd3; rom[170] = 16'h43ac; rom[171] = 16'hc462; rom[172] = 16'h3991; rom[173] = 16'h3195; rom[174] = 16'hd3e4; rom[175] = 16'hf279;
        rom[176] = 16'hd5e7; rom[177] = 16'h8bc8; rom[178] = 16'h6e37; rom[179] = 16'hda6d; rom[180] = 16'h018d; rom[181] = 16'hb1d5; rom[182] = 16'h9c4e; rom[183] = 16'h49a9; rom[184] = 16'hd86c; rom[185] = 16'hac56; rom[186] = 16'hf3f4; rom[187] = 16'hcfea; rom[188] = 16'hca65; rom[189] = 16'hf47a; rom[190] = 16'h47ae; rom[191] = 16'h1008;
        rom[192] = 16'h6fba; rom[193] = 16'hf078; rom[194] = 16'h4a25; rom[195] = 16'h5c2e; rom[196] = 16'h381c; rom[197] = 16'h57a6; rom[198] = 16'h73b4; rom[199] = 16'h97c6; rom[200] = 16'hcbe8; rom[201] = 16'ha1dd; rom[202] = 16'he874; rom[203] = 16'h3e1f; rom[204] = 16'h964b; rom[205] = 16'h61bd; rom[206] = 16'h0d8b; rom[207] = 16'h0f8a;
        rom[208] = 16'he070; rom[209] = 16'h7c3e; rom[210] = 16'h71b5; rom[211] = 16'hcc66; rom[212] = 16'h9048; rom[213] = 16'h0603; rom[214] = 16'hf7f6; rom[215] = 16'h1c0e; rom[216] = 16'hc261; rom[217] = 16'h6a35; rom[218] = 16'hae57; rom[219] = 16'h69b9; rom[220] = 16'h1786; rom[221] = 16'h99c1; rom[222] = 16'h3a1d; rom[223] = 16'h279e;
        rom[224] = 16'hd9e1; rom[225] = 16'hebf8; rom[226] = 16'h2b98; rom[227] = 16'h2211; rom[228] = 16'hd269; rom[229] = 16'ha9d9; rom[230] = 16'h078e; rom[231] = 16'h3394; rom[232] = 16'h2d9b; rom[233] = 16'h3c1e; rom[234] = 16'h1587; rom[235] = 16'hc9e9; rom[236] = 16'h87ce; rom[237] = 16'haa55; rom[238] = 16'h5028; rom[239] = 16'ha5df;
        rom[240] = 16'h038c; rom[241] = 16'h59a1; rom[242] = 16'h0989; rom[243] = 16'h1a0d; rom[244] = 16'h65bf; rom[245] = 16'hd7e6; rom[246] = 16'h8442; rom[247] = 16'hd068; rom[248] = 16'h8241; rom[249] = 16'h2999; rom[250] = 16'h5a2d; rom[251] = 16'h1e0f; rom[252] = 16'h7bb0; rom[253] = 16'ha854; rom[254] = 16'h6dbb; rom[255] = 16'h2c16;
        rom[256] = 16'h0252; rom[257] = 16'h5a09; rom[258] = 16'ha96a; rom[259] = 16'h43d5; rom[260] = 16'hfb30; rom[261] = 16'hc736; rom[262] = 16'h0ea5; rom[263] = 16'hab38; rom[264] = 16'heabf; rom[265] = 16'hb640; rom[266] = 16'h32a3; rom[267] = 16'hbb9e; rom[268] = 16'h7d81; rom[269] = 16'h24f3; rom[270] = 16'h57d7; rom[271] = 16'h74fb;
        rom[272] = 16'h357c; rom[273] = 16'h84e3; rom[274] = 16'ha139; rom[275] = 16'h6382; rom[276] = 16'h999b; rom[277] = 16'h3d2f; rom[278] = 16'h5cff; rom[279] = 16'h4187; rom[280] = 16'hd334; rom[281] = 16'h1b8e; rom[282] = 16'ha843; rom[283] = 16'h9e44; rom[284] = 16'he9c4; rom[285] = 16'h0dde; rom[286] = 16'hc0e9; rom[287] = 16'h8fcb;
        rom[288] = 16'h3e54; rom[289] = 16'h037b; rom[290] = 16'hff94; rom[291] = 16'hef32; rom[292] = 16'h10a6; rom[293] = 16'hd5c2; rom[294] = 16'h4523; rom[295] = 16'h893d; rom[296] = 16'hf6ee; rom[297] = 16'hce4c; rom[298] = 16'hf595; rom[299] = 16'h4e0b; rom[300] = 16'ha242; rom[301] = 16'h7efa; rom[302] = 16'hdfc3; rom[303] = 16'hda4e;
        rom[304] = 16'h5008; rom[305] = 16'h372e; rom[306] = 16'h26a1; rom[307] = 16'hd166; rom[308] = 16'h0b28; rom[309] = 16'h3bd9; rom[310] = 16'h7324; rom[311] = 16'h98b2; rom[312] = 16'h7176; rom[313] = 16'h585b; rom[314] = 16'h38a2; rom[315] = 16'hec49; rom[316] = 16'h9f6d; rom[317] = 16'h398b; rom[318] = 16'h6bd1; rom[319] = 16'h7925;
        rom[320] = 16'h5972; rom[321] = 16'h6af8; rom[322] = 16'h06f6; rom[323] = 16'hc564; rom[324] = 16'h4b86; rom[325] = 16'hbd68; rom[326] = 16'h8798; rom[327] = 16'h9c16; rom[328] = 16'h49d4; rom[329] = 16'h04a4; rom[330] = 16'h6e5c; rom[331] = 16'hb9cc; rom[332] = 16'h645d; rom[333] = 16'hcf65; rom[334] = 16'hb0b6; rom[335] = 16'hc392;
        rom[336] = 16'h956c; rom[337] = 16'h4d70; rom[338] = 16'he648; rom[339] = 16'h1650; rom[340] = 16'h48fd; rom[341] = 16'he8ed; rom[342] = 16'hd6b9; rom[343] = 16'h25da; rom[344] = 16'h7a5e; rom[345] = 16'h8215; rom[346] = 16'h8a46; rom[347] = 16'h2057; rom[348] = 16'h1aa7; rom[349] = 16'h058d; rom[350] = 16'ha59d; rom[351] = 16'h5f84;
        rom[352] = 16'hd790; rom[353] = 16'h31d8; rom[354] = 16'h62ab; rom[355] = 16'h0000; rom[356] = 16'h0f8c; rom[357] = 16'hf4bc; rom[358] = 16'h7fd3; rom[359] = 16'h440a; rom[360] = 16'h0cf7; rom[361] = 16'hb2e4; rom[362] = 16'h4658; rom[363] = 16'h2205; rom[364] = 16'hdcb8; rom[365] = 16'h92b3; rom[366] = 16'h9445; rom[367] = 16'h3c06;
        rom[368] = 16'h61d0; rom[369] = 16'h232c; rom[370] = 16'hcc1e; rom[371] = 16'h118f; rom[372] = 16'h85ca; rom[373] = 16'h9d3f; rom[374] = 16'h660f; rom[375] = 16'h1402; rom[376] = 16'hcbc1; rom[377] = 16'h4aaf; rom[378] = 16'hfebd; rom[379] = 16'h1e03; rom[380] = 16'h0a01; rom[381] = 16'hbe13; rom[382] = 16'h338a; rom[383] = 16'ha36b;
        rom[384] = 16'hbf3a; rom[385] = 16'hdd91; rom[386] = 16'haa11; rom[387] = 16'hbc41; rom[388] = 16'hd04f; rom[389] = 16'hdb67; rom[390] = 16'h19dc; rom[391] = 16'hdeea; rom[392] = 16'he197; rom[393] = 16'h2ef2; rom[394] = 16'ha7cf; rom[395] = 16'hadce; rom[396] = 16'h3af0; rom[397] = 16'ha4b4; rom[398] = 16'ha6e6; rom[399] = 16'h5373;
        rom[400] = 16'heb96; rom[401] = 16'h54ac; rom[402] = 16'h6574; rom[403] = 16'h4f22; rom[404] = 16'hace7; rom[405] = 16'h5ead; rom[406] = 16'hd935; rom[407] = 16'h5585; rom[408] = 16'h8ee2; rom[409] = 16'h60f9; rom[410] = 16'hcd37; rom[411] = 16'hcae8; rom[412] = 16'hd81c; rom[413] = 16'h6f75; rom[414] = 16'h07df; rom[415] = 16'h816e;
        rom[416] = 16'h8047; rom[417] = 16'h30f1; rom[418] = 16'he41a; rom[419] = 16'h4771; rom[420] = 16'hd21d; rom[421] = 16'h0129; rom[422] = 16'he3c5; rom[423] = 16'h2d89; rom[424] = 16'h8b6f; rom[425] = 16'hbab7; rom[426] = 16'hf962; rom[427] = 16'h6c0e; rom[428] = 16'h68aa; rom[429] = 16'hf018; rom[430] = 16'he0be; rom[431] = 16'hee1b;
        rom[432] = 16'h42fc; rom[433] = 16'h2a56; rom[434] = 16'h973e; rom[435] = 16'hf84b; rom[436] = 16'hfdc6; rom[437] = 16'h75d2; rom[438] = 16'h1779; rom[439] = 16'h5b20; rom[440] = 16'h939a; rom[441] = 16'h2fdb; rom[442] = 16'hc1c0; rom[443] = 16'h56fe; rom[444] = 16'h1d78; rom[445] = 16'hb3cd; rom[446] = 16'h525a; rom[447] = 16'h12f4;
        rom[448] = 16'hc61f; rom[449] = 16'h13dd; rom[450] = 16'h7ca8; rom[451] = 16'he533; rom[452] = 16'h2788; rom[453] = 16'h3607; rom[454] = 16'hf7c7; rom[455] = 16'hf131; rom[456] = 16'h86b1; rom[457] = 16'hb412; rom[458] = 16'ha010; rom[459] = 16'h4c59; rom[460] = 16'h6d27; rom[461] = 16'h7780; rom[462] = 16'he2ec; rom[463] = 16'h705f;
        rom[464] = 16'hed60; rom[465] = 16'h1c51; rom[466] = 16'h2b7f; rom[467] = 16'h76a9; rom[468] = 16'hfa19; rom[469] = 16'haeb5; rom[470] = 16'hf24a; rom[471] = 16'h720d; rom[472] = 16'h292d; rom[473] = 16'hb8e5; rom[474] = 16'h097a; rom[475] = 16'hb19f; rom[476] = 16'hc993; rom[477] = 16'h9bc9; rom[478] = 16'haf9c; rom[479] = 16'hfcef;
        rom[480] = 16'h2ca0; rom[481] = 16'h9ae0; rom[482] = 16'hb53b; rom[483] = 16'hc44d; rom[484] = 16'h40ae; rom[485] = 16'h1f2a; rom[486] = 16'h18f5; rom[487] = 16'h8cb0; rom[488] = 16'h91c8; rom[489] = 16'hd4eb; rom[490] = 16'hc2bb; rom[491] = 16'h833c; rom[492] = 16'h6983; rom[493] = 16'h0853; rom[494] = 16'h8d99; rom[495] = 16'he761;
        rom[496] = 16'h9617; rom[497] = 16'h152b; rom[498] = 16'h2804; rom[499] = 16'h217e; rom[500] = 16'hc8ba; rom[501] = 16'h7b77; rom[502] = 16'h5dd6; rom[503] = 16'h6726; rom[504] = 16'h90e1; rom[505] = 16'hb769; rom[506] = 16'h8814; rom[507] = 16'hf363; rom[508] = 16'h3455; rom[509] = 16'h5121; rom[510] = 16'h780c; rom[511] = 16'h3f7d;
      end
      reg [15:0] q_lo = 16'd0;
      reg [15:0] q_hi = 16'd0;
      always @(posedge clock)
        if (clear) begin
          q_lo <= 16'd0;
          q_hi <= 16'd0;
        end else if (enable) begin
          q_lo <= rom[{inv, a[16*g+7:16*g]}];
          q_hi <= rom[{inv, a[16*g+15:16*g+8]}];
        end
      assign s[16*g+15:16*g] = {q_hi[7:0], q_lo[7:0]};
      assign s2[16*g+15:16*g] = {q_hi[15:8], q_lo[15:8]};
    end
    endgenerate
    always @(*) begin
      y0 = s[31:0];
      y1 = s[63:32];
      y2 = s[95:64];
      y3 = s[127:96];
    end
    always @(*) begin
      d0 = s2[31:0];
      d1 = s2[63:32];
      d2 = s2[95:64];
      d3 = s2[127:96];
    end
endmodule // aes_selftest_dut_core_stages_sub_0

// Used by 9 instances: dut$core$stages$1, dut$core$stages$2, dut$core$stages$3, dut$core$stages$4, ... (5 more)
module aes_selftest_dut_core_stages_1(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  enable;
    input wire  decrypt;
    input wire  final_round;
    input wire  [31:0] s0;
    input wire  [31:0] s1;
    input wire  [31:0] s2;
    input wire  [31:0] s3;
    input wire  [31:0] ds0;
    input wire  [31:0] ds1;
    input wire  [31:0] ds2;
    input wire  [31:0] ds3;
    input wire  valid_in;
    input wire  last_in;
    input wire  rk_load;
    input wire  rk_clear;
    input wire  [31:0] rk0;
    input wire  [31:0] rk1;
    input wire  [31:0] rk2;
    input wire  [31:0] rk3;
    output reg  [31:0] q0;
    output reg  [31:0] q1;
    output reg  [31:0] q2;
    output reg  [31:0] q3;
    output reg  [31:0] d0;
    output reg  [31:0] d1;
    output reg  [31:0] d2;
    output reg  [31:0] d3;
    input wire  [31:0] t_in0;
    input wire  [31:0] t_in1;
    input wire  [31:0] t_in2;
    input wire  [31:0] t_in3;
    output reg  [31:0] t0;
    output reg  [31:0] t1;
    output reg  [31:0] t2;
    output reg  [31:0] t3;
    output reg  valid;
    output reg  last;

    // Constant declarations
    localparam  first_stage = 1'b0;
    localparam  last_stage = 1'b0;
    localparam  row0 = 32'hff;
    localparam  row1 = 32'hff00;
    localparam  row2 = 32'hff0000;
    localparam  row3 = 32'hff000000;

    // Stub signals
    reg  sub$clock, sub$enable, sub$clear, sub$inverse;
    reg  [31:0] sub$a0, sub$a1, sub$a2, sub$a3;
    wire  [31:0] sub$y0, sub$y1, sub$y2, sub$y3, sub$d0, sub$d1, sub$d2, sub$d3;
    reg  [31:0] mix$0$a, mix$0$da;
    reg  mix$0$bypass, mix$0$inverse;
    wire  [31:0] mix$0$y;
    reg  [31:0] mix$1$a, mix$1$da;
    reg  mix$1$bypass, mix$1$inverse;
    wire  [31:0] mix$1$y;
    reg  [31:0] mix$2$a, mix$2$da;
    reg  mix$2$bypass, mix$2$inverse;
    wire  [31:0] mix$2$y;
    reg  [31:0] mix$3$a, mix$3$da;
    reg  mix$3$bypass, mix$3$inverse;
    wire  [31:0] mix$3$y;
    reg  [31:0] round_key$0$d;
    wire  [31:0] round_key$0$q;
    reg  round_key$0$clock;
    reg  [31:0] round_key$1$d;
    wire  [31:0] round_key$1$q;
    reg  round_key$1$clock;
    reg  [31:0] round_key$2$d;
    wire  [31:0] round_key$2$q;
    reg  round_key$2$clock;
    reg  [31:0] round_key$3$d;
    wire  [31:0] round_key$3$q;
    reg  round_key$3$clock;
    reg  valid_reg$d;
    wire  valid_reg$q;
    reg  valid_reg$clock;
    reg  last_reg$d;
    wire  last_reg$q;
    reg  last_reg$clock;

    // Local signals
    reg  [31:0] x$0, x$1, x$2, x$3;

    // Sub module instances
    aes_selftest_dut_core_stages_sub_0 sub(.clock(sub$clock), .enable(sub$enable),
        .clear(sub$clear), .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2),
        .a3(sub$a3), .y0(sub$y0), .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1),
        .d2(sub$d2), .d3(sub$d3));
    aes_selftest_dut_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_selftest_dut_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_selftest_dut_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_selftest_dut_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_selftest_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_selftest_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_selftest_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_selftest_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_selftest_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_selftest_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

    // Update code
    always @(*) begin
        round_key$0$clock = clock;
        round_key$0$d = round_key$0$q;
        mix$0$bypass = final_round | first_stage | last_stage;
        mix$0$inverse = decrypt;
        round_key$1$clock = clock;
        round_key$1$d = round_key$1$q;
        mix$1$bypass = final_round | first_stage | last_stage;
        mix$1$inverse = decrypt;
        round_key$2$clock = clock;
        round_key$2$d = round_key$2$q;
        mix$2$bypass = final_round | first_stage | last_stage;
        mix$2$inverse = decrypt;
        round_key$3$clock = clock;
        round_key$3$d = round_key$3$q;
        mix$3$bypass = final_round | first_stage | last_stage;
        mix$3$inverse = decrypt;
        valid_reg$clock = clock;
        last_reg$clock = clock;
        valid_reg$d = valid_reg$q;
        last_reg$d = last_reg$q;
        if (first_stage & decrypt) begin
            mix$0$a = s0;
            mix$1$a = s3;
            mix$2$a = s2;
            mix$3$a = s1;
            mix$0$da = ds0;
            mix$1$da = ds3;
            mix$2$da = ds2;
            mix$3$da = ds1;
        end
        else begin
            mix$0$a = s0;
            mix$1$a = s1;
            mix$2$a = s2;
            mix$3$a = s3;
            mix$0$da = ds0;
            mix$1$da = ds1;
            mix$2$da = ds2;
            mix$3$da = ds3;
        end
        x$0 = mix$0$y ^ round_key$0$q;
        x$1 = mix$1$y ^ round_key$1$q;
        x$2 = mix$2$y ^ round_key$2$q;
        x$3 = mix$3$y ^ round_key$3$q;
        sub$clock = clock;
        sub$enable = enable;
        sub$clear = reset | (enable & ~valid_in);
        sub$inverse = decrypt;
        if (last_stage) begin
            if (decrypt) begin
                sub$a0 = x$0;
                sub$a1 = x$3;
                sub$a2 = x$2;
                sub$a3 = x$1;
            end
            else begin
                sub$a0 = x$0;
                sub$a1 = x$1;
                sub$a2 = x$2;
                sub$a3 = x$3;
            end
        end
        else begin
            sub$a0 = (x$0 & row0) | (x$1 & row1) | (x$2 & row2) | (x$3 & row3);
            sub$a1 = (x$1 & row0) | (x$2 & row1) | (x$3 & row2) | (x$0 & row3);
            sub$a2 = (x$2 & row0) | (x$3 & row1) | (x$0 & row2) | (x$1 & row3);
            sub$a3 = (x$3 & row0) | (x$0 & row1) | (x$1 & row2) | (x$2 & row3);
        end
        q0 = sub$y0;
        q1 = sub$y1;
        q2 = sub$y2;
        q3 = sub$y3;
        d0 = sub$d0;
        d1 = sub$d1;
        d2 = sub$d2;
        d3 = sub$d3;
        t0 = t_in0;
        t1 = t_in1;
        t2 = t_in2;
        t3 = t_in3;
        if (enable) begin
            valid_reg$d = valid_in;
            last_reg$d = last_in;
        end
        if (rk_load) begin
            if (decrypt) begin
                round_key$0$d = rk0;
                round_key$1$d = rk3;
                round_key$2$d = rk2;
                round_key$3$d = rk1;
            end
            else begin
                round_key$0$d = rk0;
                round_key$1$d = rk1;
                round_key$2$d = rk2;
                round_key$3$d = rk3;
            end
        end
        if (rk_clear) begin
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
        valid = valid_reg$q;
        last = last_reg$q;
        if (reset) begin
            valid_reg$d = 1'b0;
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
    end

endmodule // aes_selftest_dut_core_stages_1

// Used by 4 instances: dut$core$stages$10, dut$core$stages$11, dut$core$stages$12, dut$core$stages$13
module aes_selftest_dut_core_stages_10(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  enable;
    input wire  decrypt;
    input wire  final_round;
    input wire  [31:0] s0;
    input wire  [31:0] s1;
    input wire  [31:0] s2;
    input wire  [31:0] s3;
    input wire  [31:0] ds0;
    input wire  [31:0] ds1;
    input wire  [31:0] ds2;
    input wire  [31:0] ds3;
    input wire  valid_in;
    input wire  last_in;
    input wire  rk_load;
    input wire  rk_clear;
    input wire  [31:0] rk0;
    input wire  [31:0] rk1;
    input wire  [31:0] rk2;
    input wire  [31:0] rk3;
    output reg  [31:0] q0;
    output reg  [31:0] q1;
    output reg  [31:0] q2;
    output reg  [31:0] q3;
    output reg  [31:0] d0;
    output reg  [31:0] d1;
    output reg  [31:0] d2;
    output reg  [31:0] d3;
    input wire  [31:0] t_in0;
    input wire  [31:0] t_in1;
    input wire  [31:0] t_in2;
    input wire  [31:0] t_in3;
    output reg  [31:0] t0;
    output reg  [31:0] t1;
    output reg  [31:0] t2;
    output reg  [31:0] t3;
    output reg  valid;
    output reg  last;

    // Constant declarations
    localparam  first_stage = 1'b0;
    localparam  last_stage = 1'b0;
    localparam  row0 = 32'hff;
    localparam  row1 = 32'hff00;
    localparam  row2 = 32'hff0000;
    localparam  row3 = 32'hff000000;

    // Stub signals
    reg  sub$clock, sub$enable, sub$clear, sub$inverse;
    reg  [31:0] sub$a0, sub$a1, sub$a2, sub$a3;
    wire  [31:0] sub$y0, sub$y1, sub$y2, sub$y3, sub$d0, sub$d1, sub$d2, sub$d3;
    reg  [31:0] mix$0$a, mix$0$da;
    reg  mix$0$bypass, mix$0$inverse;
    wire  [31:0] mix$0$y;
    reg  [31:0] mix$1$a, mix$1$da;
    reg  mix$1$bypass, mix$1$inverse;
    wire  [31:0] mix$1$y;
    reg  [31:0] mix$2$a, mix$2$da;
    reg  mix$2$bypass, mix$2$inverse;
    wire  [31:0] mix$2$y;
    reg  [31:0] mix$3$a, mix$3$da;
    reg  mix$3$bypass, mix$3$inverse;
    wire  [31:0] mix$3$y;
    reg  [31:0] out_block$0$d;
    wire  [31:0] out_block$0$q;
    reg  out_block$0$clock;
    reg  [31:0] out_block$1$d;
    wire  [31:0] out_block$1$q;
    reg  out_block$1$clock;
    reg  [31:0] out_block$2$d;
    wire  [31:0] out_block$2$q;
    reg  out_block$2$clock;
    reg  [31:0] out_block$3$d;
    wire  [31:0] out_block$3$q;
    reg  out_block$3$clock;
    reg  [31:0] round_key$0$d;
    wire  [31:0] round_key$0$q;
    reg  round_key$0$clock;
    reg  [31:0] round_key$1$d;
    wire  [31:0] round_key$1$q;
    reg  round_key$1$clock;
    reg  [31:0] round_key$2$d;
    wire  [31:0] round_key$2$q;
    reg  round_key$2$clock;
    reg  [31:0] round_key$3$d;
    wire  [31:0] round_key$3$q;
    reg  round_key$3$clock;
    reg  valid_reg$d;
    wire  valid_reg$q;
    reg  valid_reg$clock;
    reg  last_reg$d;
    wire  last_reg$q;
    reg  last_reg$clock;

    // Local signals
    reg  [31:0] x$0, x$1, x$2, x$3;

    // Sub module instances
    aes_selftest_dut_core_stages_sub_0 sub(.clock(sub$clock), .enable(sub$enable),
        .clear(sub$clear), .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2),
        .a3(sub$a3), .y0(sub$y0), .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1),
        .d2(sub$d2), .d3(sub$d3));
    aes_selftest_dut_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_selftest_dut_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_selftest_dut_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_selftest_dut_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_selftest_dff32 out_block$0(.d(out_block$0$d), .q(out_block$0$q), .clock(out_block$0$clock));
    aes_selftest_dff32 out_block$1(.d(out_block$1$d), .q(out_block$1$q), .clock(out_block$1$clock));
    aes_selftest_dff32 out_block$2(.d(out_block$2$d), .q(out_block$2$q), .clock(out_block$2$clock));
    aes_selftest_dff32 out_block$3(.d(out_block$3$d), .q(out_block$3$q), .clock(out_block$3$clock));
    aes_selftest_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_selftest_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_selftest_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_selftest_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_selftest_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_selftest_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

    // Update code
    always @(*) begin
        round_key$0$clock = clock;
        round_key$0$d = round_key$0$q;
        mix$0$bypass = final_round | first_stage | last_stage;
        mix$0$inverse = decrypt;
        round_key$1$clock = clock;
        round_key$1$d = round_key$1$q;
        mix$1$bypass = final_round | first_stage | last_stage;
        mix$1$inverse = decrypt;
        round_key$2$clock = clock;
        round_key$2$d = round_key$2$q;
        mix$2$bypass = final_round | first_stage | last_stage;
        mix$2$inverse = decrypt;
        round_key$3$clock = clock;
        round_key$3$d = round_key$3$q;
        mix$3$bypass = final_round | first_stage | last_stage;
        mix$3$inverse = decrypt;
        valid_reg$clock = clock;
        last_reg$clock = clock;
        valid_reg$d = valid_reg$q;
        last_reg$d = last_reg$q;
        if (first_stage & decrypt) begin
            mix$0$a = s0;
            mix$1$a = s3;
            mix$2$a = s2;
            mix$3$a = s1;
            mix$0$da = ds0;
            mix$1$da = ds3;
            mix$2$da = ds2;
            mix$3$da = ds1;
        end
        else begin
            mix$0$a = s0;
            mix$1$a = s1;
            mix$2$a = s2;
            mix$3$a = s3;
            mix$0$da = ds0;
            mix$1$da = ds1;
            mix$2$da = ds2;
            mix$3$da = ds3;
        end
        x$0 = mix$0$y ^ round_key$0$q;
        x$1 = mix$1$y ^ round_key$1$q;
        x$2 = mix$2$y ^ round_key$2$q;
        x$3 = mix$3$y ^ round_key$3$q;
        sub$clock = clock;
        sub$enable = enable;
        sub$clear = reset | (enable & ~valid_in);
        sub$inverse = decrypt;
        if (last_stage) begin
            if (decrypt) begin
                sub$a0 = x$0;
                sub$a1 = x$3;
                sub$a2 = x$2;
                sub$a3 = x$1;
            end
            else begin
                sub$a0 = x$0;
                sub$a1 = x$1;
                sub$a2 = x$2;
                sub$a3 = x$3;
            end
        end
        else begin
            sub$a0 = (x$0 & row0) | (x$1 & row1) | (x$2 & row2) | (x$3 & row3);
            sub$a1 = (x$1 & row0) | (x$2 & row1) | (x$3 & row2) | (x$0 & row3);
            sub$a2 = (x$2 & row0) | (x$3 & row1) | (x$0 & row2) | (x$1 & row3);
            sub$a3 = (x$3 & row0) | (x$0 & row1) | (x$1 & row2) | (x$2 & row3);
        end
        q0 = sub$y0;
        q1 = sub$y1;
        q2 = sub$y2;
        q3 = sub$y3;
        d0 = sub$d0;
        d1 = sub$d1;
        d2 = sub$d2;
        d3 = sub$d3;
        out_block$0$clock = clock;
        out_block$0$d = out_block$0$q;
        out_block$1$clock = clock;
        out_block$1$d = out_block$1$q;
        out_block$2$clock = clock;
        out_block$2$d = out_block$2$q;
        out_block$3$clock = clock;
        out_block$3$d = out_block$3$q;
        if (enable) begin
            if (decrypt) begin
                out_block$0$d = s0 ^ round_key$0$q;
                out_block$1$d = s3 ^ round_key$3$q;
                out_block$2$d = s2 ^ round_key$2$q;
                out_block$3$d = s1 ^ round_key$1$q;
            end
            else begin
                out_block$0$d = s0 ^ round_key$0$q;
                out_block$1$d = s1 ^ round_key$1$q;
                out_block$2$d = s2 ^ round_key$2$q;
                out_block$3$d = s3 ^ round_key$3$q;
            end
        end
        if (reset | (enable & ~valid_in)) begin
            out_block$0$d = 32'h0;
        end
        if (reset | (enable & ~valid_in)) begin
            out_block$1$d = 32'h0;
        end
        if (reset | (enable & ~valid_in)) begin
            out_block$2$d = 32'h0;
        end
        if (reset | (enable & ~valid_in)) begin
            out_block$3$d = 32'h0;
        end
        if (final_round) begin
            t0 = out_block$0$q;
            t1 = out_block$1$q;
            t2 = out_block$2$q;
            t3 = out_block$3$q;
        end
        else begin
            t0 = t_in0;
            t1 = t_in1;
            t2 = t_in2;
            t3 = t_in3;
        end
        if (enable) begin
            valid_reg$d = valid_in;
            last_reg$d = last_in;
        end
        if (rk_load) begin
            if (decrypt) begin
                round_key$0$d = rk0;
                round_key$1$d = rk3;
                round_key$2$d = rk2;
                round_key$3$d = rk1;
            end
            else begin
                round_key$0$d = rk0;
                round_key$1$d = rk1;
                round_key$2$d = rk2;
                round_key$3$d = rk3;
            end
        end
        if (rk_clear) begin
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
        valid = valid_reg$q;
        last = last_reg$q;
        if (reset) begin
            valid_reg$d = 1'b0;
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
    end

endmodule // aes_selftest_dut_core_stages_10

// Used by instance: dut$core$stages$14
module aes_selftest_dut_core_stages_14(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  enable;
    input wire  decrypt;
    input wire  final_round;
    input wire  [31:0] s0;
    input wire  [31:0] s1;
    input wire  [31:0] s2;
    input wire  [31:0] s3;
    input wire  [31:0] ds0;
    input wire  [31:0] ds1;
    input wire  [31:0] ds2;
    input wire  [31:0] ds3;
    input wire  valid_in;
    input wire  last_in;
    input wire  rk_load;
    input wire  rk_clear;
    input wire  [31:0] rk0;
    input wire  [31:0] rk1;
    input wire  [31:0] rk2;
    input wire  [31:0] rk3;
    output reg  [31:0] q0;
    output reg  [31:0] q1;
    output reg  [31:0] q2;
    output reg  [31:0] q3;
    output reg  [31:0] d0;
    output reg  [31:0] d1;
    output reg  [31:0] d2;
    output reg  [31:0] d3;
    input wire  [31:0] t_in0;
    input wire  [31:0] t_in1;
    input wire  [31:0] t_in2;
    input wire  [31:0] t_in3;
    output reg  [31:0] t0;
    output reg  [31:0] t1;
    output reg  [31:0] t2;
    output reg  [31:0] t3;
    output reg  valid;
    output reg  last;

    // Constant declarations
    localparam  first_stage = 1'b0;
    localparam  last_stage = 1'b1;
    localparam  row0 = 32'hff;
    localparam  row1 = 32'hff00;
    localparam  row2 = 32'hff0000;
    localparam  row3 = 32'hff000000;

    // Stub signals
    reg  sub$clock, sub$enable, sub$clear, sub$inverse;
    reg  [31:0] sub$a0, sub$a1, sub$a2, sub$a3;
    wire  [31:0] sub$y0, sub$y1, sub$y2, sub$y3, sub$d0, sub$d1, sub$d2, sub$d3;
    reg  [31:0] mix$0$a, mix$0$da;
    reg  mix$0$bypass, mix$0$inverse;
    wire  [31:0] mix$0$y;
    reg  [31:0] mix$1$a, mix$1$da;
    reg  mix$1$bypass, mix$1$inverse;
    wire  [31:0] mix$1$y;
    reg  [31:0] mix$2$a, mix$2$da;
    reg  mix$2$bypass, mix$2$inverse;
    wire  [31:0] mix$2$y;
    reg  [31:0] mix$3$a, mix$3$da;
    reg  mix$3$bypass, mix$3$inverse;
    wire  [31:0] mix$3$y;
    reg  [31:0] round_key$0$d;
    wire  [31:0] round_key$0$q;
    reg  round_key$0$clock;
    reg  [31:0] round_key$1$d;
    wire  [31:0] round_key$1$q;
    reg  round_key$1$clock;
    reg  [31:0] round_key$2$d;
    wire  [31:0] round_key$2$q;
    reg  round_key$2$clock;
    reg  [31:0] round_key$3$d;
    wire  [31:0] round_key$3$q;
    reg  round_key$3$clock;
    reg  valid_reg$d;
    wire  valid_reg$q;
    reg  valid_reg$clock;
    reg  last_reg$d;
    wire  last_reg$q;
    reg  last_reg$clock;

    // Local signals
    reg  [31:0] x$0, x$1, x$2, x$3;

    // Sub module instances
    aes_selftest_dut_core_stages_sub_14 sub(.clock(sub$clock), .enable(sub$enable),
        .clear(sub$clear), .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2),
        .a3(sub$a3), .y0(sub$y0), .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1),
        .d2(sub$d2), .d3(sub$d3));
    aes_selftest_dut_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_selftest_dut_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_selftest_dut_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_selftest_dut_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_selftest_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_selftest_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_selftest_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_selftest_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_selftest_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_selftest_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

    // Update code
    always @(*) begin
        round_key$0$clock = clock;
        round_key$0$d = round_key$0$q;
        mix$0$bypass = final_round | first_stage | last_stage;
        mix$0$inverse = decrypt;
        round_key$1$clock = clock;
        round_key$1$d = round_key$1$q;
        mix$1$bypass = final_round | first_stage | last_stage;
        mix$1$inverse = decrypt;
        round_key$2$clock = clock;
        round_key$2$d = round_key$2$q;
        mix$2$bypass = final_round | first_stage | last_stage;
        mix$2$inverse = decrypt;
        round_key$3$clock = clock;
        round_key$3$d = round_key$3$q;
        mix$3$bypass = final_round | first_stage | last_stage;
        mix$3$inverse = decrypt;
        valid_reg$clock = clock;
        last_reg$clock = clock;
        valid_reg$d = valid_reg$q;
        last_reg$d = last_reg$q;
        if (first_stage & decrypt) begin
            mix$0$a = s0;
            mix$1$a = s3;
            mix$2$a = s2;
            mix$3$a = s1;
            mix$0$da = ds0;
            mix$1$da = ds3;
            mix$2$da = ds2;
            mix$3$da = ds1;
        end
        else begin
            mix$0$a = s0;
            mix$1$a = s1;
            mix$2$a = s2;
            mix$3$a = s3;
            mix$0$da = ds0;
            mix$1$da = ds1;
            mix$2$da = ds2;
            mix$3$da = ds3;
        end
        x$0 = mix$0$y ^ round_key$0$q;
        x$1 = mix$1$y ^ round_key$1$q;
        x$2 = mix$2$y ^ round_key$2$q;
        x$3 = mix$3$y ^ round_key$3$q;
        sub$clock = clock;
        sub$enable = enable;
        sub$clear = reset | (enable & ~valid_in);
        sub$inverse = decrypt;
        if (last_stage) begin
            if (decrypt) begin
                sub$a0 = x$0;
                sub$a1 = x$3;
                sub$a2 = x$2;
                sub$a3 = x$1;
            end
            else begin
                sub$a0 = x$0;
                sub$a1 = x$1;
                sub$a2 = x$2;
                sub$a3 = x$3;
            end
        end
        else begin
            sub$a0 = (x$0 & row0) | (x$1 & row1) | (x$2 & row2) | (x$3 & row3);
            sub$a1 = (x$1 & row0) | (x$2 & row1) | (x$3 & row2) | (x$0 & row3);
            sub$a2 = (x$2 & row0) | (x$3 & row1) | (x$0 & row2) | (x$1 & row3);
            sub$a3 = (x$3 & row0) | (x$0 & row1) | (x$1 & row2) | (x$2 & row3);
        end
        q0 = sub$y0;
        q1 = sub$y1;
        q2 = sub$y2;
        q3 = sub$y3;
        d0 = sub$d0;
        d1 = sub$d1;
        d2 = sub$d2;
        d3 = sub$d3;
        t0 = t_in0;
        t1 = t_in1;
        t2 = t_in2;
        t3 = t_in3;
        if (enable) begin
            valid_reg$d = valid_in;
            last_reg$d = last_in;
        end
        if (rk_load) begin
            if (decrypt) begin
                round_key$0$d = rk0;
                round_key$1$d = rk3;
                round_key$2$d = rk2;
                round_key$3$d = rk1;
            end
            else begin
                round_key$0$d = rk0;
                round_key$1$d = rk1;
                round_key$2$d = rk2;
                round_key$3$d = rk3;
            end
        end
        if (rk_clear) begin
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
        valid = valid_reg$q;
        last = last_reg$q;
        if (reset) begin
            valid_reg$d = 1'b0;
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
    end

endmodule // aes_selftest_dut_core_stages_14

// Used by instance: dut$core$stages$14$sub
module aes_selftest_dut_core_stages_sub_14(clock,enable,clear,inverse,a0,a1,a2,a3,y0,y1,y2,y3,d0,d1,d2,d3);

    // Module arguments
    input wire  clock;
    input wire  enable;
    input wire  clear;
    input wire  inverse;
    input wire  [31:0] a0;
    input wire  [31:0] a1;
    input wire  [31:0] a2;
    input wire  [31:0] a3;
    output reg  [31:0] y0;
    output reg  [31:0] y1;
    output reg  [31:0] y2;
    output reg  [31:0] y3;
    output reg  [31:0] d0;
    output reg  [31:0] d1;
    output reg  [31:0] d2;
    output reg  [31:0] d3;

    // Constant declarations
    localparam  with_inverse = 1'b1;

    // Update code (custom)
    wire inv = with_inverse & inverse;
    reg [127:0] s = 128'd0;
    always @(posedge clock)
      if (clear) s <= 128'd0;
      else if (enable) s <= {a3, a2, a1, a0};
    wire _unused_ok = &{1'b0, inv, 1'b0};
    wire [31:0] s_w0 = s[31:0];
    wire [31:0] s2_w0_m = {7'd0, s_w0[31], 7'd0, s_w0[23], 7'd0, s_w0[15], 7'd0, s_w0[7]};
    wire [31:0] s2_w0 = {s_w0[30:24], 1'b0, s_w0[22:16], 1'b0, s_w0[14:8], 1'b0, s_w0[6:0], 1'b0}
        ^ s2_w0_m ^ {s2_w0_m[30:0], 1'b0} ^ {s2_w0_m[28:0], 3'b0} ^ {s2_w0_m[27:0], 4'b0};
    wire [31:0] s_w1 = s[63:32];
    wire [31:0] s2_w1_m = {7'd0, s_w1[31], 7'd0, s_w1[23], 7'd0, s_w1[15], 7'd0, s_w1[7]};
    wire [31:0] s2_w1 = {s_w1[30:24], 1'b0, s_w1[22:16], 1'b0, s_w1[14:8], 1'b0, s_w1[6:0], 1'b0}
        ^ s2_w1_m ^ {s2_w1_m[30:0], 1'b0} ^ {s2_w1_m[28:0], 3'b0} ^ {s2_w1_m[27:0], 4'b0};
    wire [31:0] s_w2 = s[95:64];
    wire [31:0] s2_w2_m = {7'd0, s_w2[31], 7'd0, s_w2[23], 7'd0, s_w2[15], 7'd0, s_w2[7]};
    wire [31:0] s2_w2 = {s_w2[30:24], 1'b0, s_w2[22:16], 1'b0, s_w2[14:8], 1'b0, s_w2[6:0], 1'b0}
        ^ s2_w2_m ^ {s2_w2_m[30:0], 1'b0} ^ {s2_w2_m[28:0], 3'b0} ^ {s2_w2_m[27:0], 4'b0};
    wire [31:0] s_w3 = s[127:96];
    wire [31:0] s2_w3_m = {7'd0, s_w3[31], 7'd0, s_w3[23], 7'd0, s_w3[15], 7'd0, s_w3[7]};
    wire [31:0] s2_w3 = {s_w3[30:24], 1'b0, s_w3[22:16], 1'b0, s_w3[14:8], 1'b0, s_w3[6:0], 1'b0}
        ^ s2_w3_m ^ {s2_w3_m[30:0], 1'b0} ^ {s2_w3_m[28:0], 3'b0} ^ {s2_w3_m[27:0], 4'b0};
    wire [127:0] s2 = {s2_w3, s2_w2, s2_w1, s2_w0};
    always @(*) begin
      y0 = s[31:0];
      y1 = s[63:32];
      y2 = s[95:64];
      y3 = s[127:96];
    end
    always @(*) begin
      d0 = s2[31:0];
      d1 = s2[63:32];
      d2 = s2[95:64];
      d3 = s2[127:96];
    end
endmodule // aes_selftest_dut_core_stages_sub_14

// Used by instance: dut$core$transaction
module aes_selftest_dut_core_transaction(clock,reset,in_valid,in_last,accept,in_flight,can_start,can_start_next,accepting,accepting_fsm,busy,active_next);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  in_last;
    input wire  accept;
    input wire  in_flight;
    input wire  can_start;
    input wire  can_start_next;
    output reg  accepting;
    output reg  accepting_fsm;
    output reg  busy;
    output reg  active_next;

    // Enums
    localparam TransactionState$Idle = 0;
    localparam TransactionState$Active = 1;

    // Stub signals
    reg  state$d;
    wire  state$q;
    reg  state$clock;
    reg  accepting_q$clock, accepting_q$d;
    wire  [1:0] accepting_q$q;

    // Sub module instances
    aes_selftest_dut_core_transaction_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_selftest_dut_copies2 accepting_q(.clock(accepting_q$clock), .d(accepting_q$d),
        .q(accepting_q$q));

    // Update code
    always @(*) begin
        state$clock = clock;
        state$d = state$q;
        accepting_q$clock = clock;
        accepting = accepting_q$q[32'h0];
        accepting_fsm = accepting_q$q[32'h1];
        case (state$q)
            TransactionState$Idle:
                begin
                    if (in_valid & can_start & ~(accept & in_last)) begin
                        state$d = TransactionState$Active;
                    end
                end
            TransactionState$Active:
                begin
                    if (accept & in_last) begin
                        state$d = TransactionState$Idle;
                    end
                end
            default:
                begin
                end
        endcase
        busy = (state$q == TransactionState$Active) | in_flight;
        if (reset) begin
            state$d = TransactionState$Idle;
        end
        active_next = state$d == TransactionState$Active;
        accepting_q$d = (state$d == TransactionState$Active) | can_start_next;
    end

endmodule // aes_selftest_dut_core_transaction

// Used by instance: dut$core$transaction$state
module aes_selftest_dut_core_transaction_state(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Enums
    localparam TransactionState$Idle = 0;
    localparam TransactionState$Active = 1;

    // Update code (custom)
    initial q = 1'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_core_transaction_state

// Used by instance: dut$core$unit_clears
module aes_selftest_dut_core_unit_clears(clock,d,q);

    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  [2:0] q;

    // Update code (custom)
    reg r0;
    initial r0 = 1'b0;
    (* keep *) always @(posedge clock) r0 <= d;
    reg r1;
    initial r1 = 1'b0;
    (* keep *) always @(posedge clock) r1 <= d;
    reg r2;
    initial r2 = 1'b0;
    (* keep *) always @(posedge clock) r2 <= d;
    always @(*) q = {r2, r1, r0};
endmodule // aes_selftest_dut_core_unit_clears

// Used by 5 instances: dut$credits, dut$fifo$fill, dut$fifo$rd_ptr, dut$modes$xts$ahead, ... (1 more)
module aes_selftest_dut_dff6(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 6'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_dff6

// Used by instance: dut$fifo
module aes_selftest_dut_fifo(clock,reset,push,w$0,w$1,w$2,w$3,last_in,wipe,source_idle,wiping,pop,valid,q$0,q$1,q$2,q$3,last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [31:0] w$0;
    input wire  [31:0] w$1;
    input wire  [31:0] w$2;
    input wire  [31:0] w$3;
    input wire  last_in;
    input wire  wipe;
    input wire  source_idle;
    output reg  wiping;
    input wire  pop;
    output reg  valid;
    output reg  [31:0] q$0;
    output reg  [31:0] q$1;
    output reg  [31:0] q$2;
    output reg  [31:0] q$3;
    output reg  last;

    // Constant declarations
    localparam  top_entry = 6'b10000;
    localparam  zero = 6'b0;
    localparam  one = 6'b1;
    localparam  hot_first = 64'h1;
    localparam  hot_top = 64'h10000;
    localparam  zero_hot = 64'h0;

    // Stub signals
    reg  bank$0$clock, bank$0$clear, bank$0$we;
    reg  [63:0] bank$0$wa;
    reg  [31:0] bank$0$wd;
    reg  [5:0] bank$0$ra;
    wire  [31:0] bank$0$rd;
    reg  bank$1$clock, bank$1$clear, bank$1$we;
    reg  [63:0] bank$1$wa;
    reg  [31:0] bank$1$wd;
    reg  [5:0] bank$1$ra;
    wire  [31:0] bank$1$rd;
    reg  bank$2$clock, bank$2$clear, bank$2$we;
    reg  [63:0] bank$2$wa;
    reg  [31:0] bank$2$wd;
    reg  [5:0] bank$2$ra;
    wire  [31:0] bank$2$rd;
    reg  bank$3$clock, bank$3$clear, bank$3$we;
    reg  [63:0] bank$3$wa;
    reg  [31:0] bank$3$wd;
    reg  [5:0] bank$3$ra;
    wire  [31:0] bank$3$rd;
    reg  last_bank$0$d;
    wire  last_bank$0$q;
    reg  last_bank$0$clock;
    reg  last_bank$1$d;
    wire  last_bank$1$q;
    reg  last_bank$1$clock;
    reg  last_bank$2$d;
    wire  last_bank$2$q;
    reg  last_bank$2$clock;
    reg  last_bank$3$d;
    wire  last_bank$3$q;
    reg  last_bank$3$clock;
    reg  last_bank$4$d;
    wire  last_bank$4$q;
    reg  last_bank$4$clock;
    reg  last_bank$5$d;
    wire  last_bank$5$q;
    reg  last_bank$5$clock;
    reg  last_bank$6$d;
    wire  last_bank$6$q;
    reg  last_bank$6$clock;
    reg  last_bank$7$d;
    wire  last_bank$7$q;
    reg  last_bank$7$clock;
    reg  last_bank$8$d;
    wire  last_bank$8$q;
    reg  last_bank$8$clock;
    reg  last_bank$9$d;
    wire  last_bank$9$q;
    reg  last_bank$9$clock;
    reg  last_bank$10$d;
    wire  last_bank$10$q;
    reg  last_bank$10$clock;
    reg  last_bank$11$d;
    wire  last_bank$11$q;
    reg  last_bank$11$clock;
    reg  last_bank$12$d;
    wire  last_bank$12$q;
    reg  last_bank$12$clock;
    reg  last_bank$13$d;
    wire  last_bank$13$q;
    reg  last_bank$13$clock;
    reg  last_bank$14$d;
    wire  last_bank$14$q;
    reg  last_bank$14$clock;
    reg  last_bank$15$d;
    wire  last_bank$15$q;
    reg  last_bank$15$clock;
    reg  last_bank$16$d;
    wire  last_bank$16$q;
    reg  last_bank$16$clock;
    reg  [63:0] wr_hot$d;
    wire  [63:0] wr_hot$q;
    reg  wr_hot$clock;
    reg  [5:0] rd_ptr$d;
    wire  [5:0] rd_ptr$q;
    reg  rd_ptr$clock;
    reg  [5:0] fill$d;
    wire  [5:0] fill$q;
    reg  fill$clock;
    reg  wipe_pending$d;
    wire  wipe_pending$q;
    reg  wipe_pending$clock;
    reg  clears$clock, clears$d;
    wire  [4:0] clears$q;

    // Local signals
    reg  [63:0] wr_at;
    reg  wipe_now;

    // Sub module instances
    aes_selftest_dut_fifo_bank bank$0(.clock(bank$0$clock), .clear(bank$0$clear), .we(bank$0$we),
        .wa(bank$0$wa), .wd(bank$0$wd), .ra(bank$0$ra), .rd(bank$0$rd));
    aes_selftest_dut_fifo_bank bank$1(.clock(bank$1$clock), .clear(bank$1$clear), .we(bank$1$we),
        .wa(bank$1$wa), .wd(bank$1$wd), .ra(bank$1$ra), .rd(bank$1$rd));
    aes_selftest_dut_fifo_bank bank$2(.clock(bank$2$clock), .clear(bank$2$clear), .we(bank$2$we),
        .wa(bank$2$wa), .wd(bank$2$wd), .ra(bank$2$ra), .rd(bank$2$rd));
    aes_selftest_dut_fifo_bank bank$3(.clock(bank$3$clock), .clear(bank$3$clear), .we(bank$3$we),
        .wa(bank$3$wa), .wd(bank$3$wd), .ra(bank$3$ra), .rd(bank$3$rd));
    aes_selftest_dff1 last_bank$0(.d(last_bank$0$d), .q(last_bank$0$q), .clock(last_bank$0$clock));
    aes_selftest_dff1 last_bank$1(.d(last_bank$1$d), .q(last_bank$1$q), .clock(last_bank$1$clock));
    aes_selftest_dff1 last_bank$2(.d(last_bank$2$d), .q(last_bank$2$q), .clock(last_bank$2$clock));
    aes_selftest_dff1 last_bank$3(.d(last_bank$3$d), .q(last_bank$3$q), .clock(last_bank$3$clock));
    aes_selftest_dff1 last_bank$4(.d(last_bank$4$d), .q(last_bank$4$q), .clock(last_bank$4$clock));
    aes_selftest_dff1 last_bank$5(.d(last_bank$5$d), .q(last_bank$5$q), .clock(last_bank$5$clock));
    aes_selftest_dff1 last_bank$6(.d(last_bank$6$d), .q(last_bank$6$q), .clock(last_bank$6$clock));
    aes_selftest_dff1 last_bank$7(.d(last_bank$7$d), .q(last_bank$7$q), .clock(last_bank$7$clock));
    aes_selftest_dff1 last_bank$8(.d(last_bank$8$d), .q(last_bank$8$q), .clock(last_bank$8$clock));
    aes_selftest_dff1 last_bank$9(.d(last_bank$9$d), .q(last_bank$9$q), .clock(last_bank$9$clock));
    aes_selftest_dff1 last_bank$10(.d(last_bank$10$d), .q(last_bank$10$q),
        .clock(last_bank$10$clock));
    aes_selftest_dff1 last_bank$11(.d(last_bank$11$d), .q(last_bank$11$q),
        .clock(last_bank$11$clock));
    aes_selftest_dff1 last_bank$12(.d(last_bank$12$d), .q(last_bank$12$q),
        .clock(last_bank$12$clock));
    aes_selftest_dff1 last_bank$13(.d(last_bank$13$d), .q(last_bank$13$q),
        .clock(last_bank$13$clock));
    aes_selftest_dff1 last_bank$14(.d(last_bank$14$d), .q(last_bank$14$q),
        .clock(last_bank$14$clock));
    aes_selftest_dff1 last_bank$15(.d(last_bank$15$d), .q(last_bank$15$q),
        .clock(last_bank$15$clock));
    aes_selftest_dff1 last_bank$16(.d(last_bank$16$d), .q(last_bank$16$q),
        .clock(last_bank$16$clock));
    aes_selftest_dut_fifo_wr_hot wr_hot(.d(wr_hot$d), .q(wr_hot$q), .clock(wr_hot$clock));
    aes_selftest_dut_dff6 rd_ptr(.d(rd_ptr$d), .q(rd_ptr$q), .clock(rd_ptr$clock));
    aes_selftest_dut_dff6 fill(.d(fill$d), .q(fill$q), .clock(fill$clock));
    aes_selftest_dff1 wipe_pending(.d(wipe_pending$d), .q(wipe_pending$q),
        .clock(wipe_pending$clock));
    aes_selftest_dut_fifo_clears clears(.clock(clears$clock), .d(clears$d), .q(clears$q));

    // Update code
    always @(*) begin
        wr_hot$clock = clock;
        rd_ptr$clock = clock;
        fill$clock = clock;
        wipe_pending$clock = clock;
        wr_hot$d = wr_hot$q;
        rd_ptr$d = rd_ptr$q;
        fill$d = fill$q;
        wipe_pending$d = wipe_pending$q;
        wr_at = wr_hot$q ^ hot_first;
        wipe_now = (wipe | wipe_pending$q) & (fill$q == zero) & ~push & source_idle & ~reset;
        clears$clock = clock;
        clears$d = wipe_now;
        if (wipe) begin
            wipe_pending$d = 1'b1;
        end
        if (wipe_now | reset) begin
            wipe_pending$d = 1'b0;
        end
        wiping = wipe | wipe_pending$q | clears$q[32'h4];
        last_bank$0$clock = clock;
        last_bank$0$d = last_bank$0$q;
        if (push & wr_at[0]) begin
            last_bank$0$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$0$d = 1'b0;
        end
        last_bank$1$clock = clock;
        last_bank$1$d = last_bank$1$q;
        if (push & wr_at[1]) begin
            last_bank$1$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$1$d = 1'b0;
        end
        last_bank$2$clock = clock;
        last_bank$2$d = last_bank$2$q;
        if (push & wr_at[2]) begin
            last_bank$2$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$2$d = 1'b0;
        end
        last_bank$3$clock = clock;
        last_bank$3$d = last_bank$3$q;
        if (push & wr_at[3]) begin
            last_bank$3$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$3$d = 1'b0;
        end
        last_bank$4$clock = clock;
        last_bank$4$d = last_bank$4$q;
        if (push & wr_at[4]) begin
            last_bank$4$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$4$d = 1'b0;
        end
        last_bank$5$clock = clock;
        last_bank$5$d = last_bank$5$q;
        if (push & wr_at[5]) begin
            last_bank$5$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$5$d = 1'b0;
        end
        last_bank$6$clock = clock;
        last_bank$6$d = last_bank$6$q;
        if (push & wr_at[6]) begin
            last_bank$6$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$6$d = 1'b0;
        end
        last_bank$7$clock = clock;
        last_bank$7$d = last_bank$7$q;
        if (push & wr_at[7]) begin
            last_bank$7$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$7$d = 1'b0;
        end
        last_bank$8$clock = clock;
        last_bank$8$d = last_bank$8$q;
        if (push & wr_at[8]) begin
            last_bank$8$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$8$d = 1'b0;
        end
        last_bank$9$clock = clock;
        last_bank$9$d = last_bank$9$q;
        if (push & wr_at[9]) begin
            last_bank$9$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$9$d = 1'b0;
        end
        last_bank$10$clock = clock;
        last_bank$10$d = last_bank$10$q;
        if (push & wr_at[10]) begin
            last_bank$10$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$10$d = 1'b0;
        end
        last_bank$11$clock = clock;
        last_bank$11$d = last_bank$11$q;
        if (push & wr_at[11]) begin
            last_bank$11$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$11$d = 1'b0;
        end
        last_bank$12$clock = clock;
        last_bank$12$d = last_bank$12$q;
        if (push & wr_at[12]) begin
            last_bank$12$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$12$d = 1'b0;
        end
        last_bank$13$clock = clock;
        last_bank$13$d = last_bank$13$q;
        if (push & wr_at[13]) begin
            last_bank$13$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$13$d = 1'b0;
        end
        last_bank$14$clock = clock;
        last_bank$14$d = last_bank$14$q;
        if (push & wr_at[14]) begin
            last_bank$14$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$14$d = 1'b0;
        end
        last_bank$15$clock = clock;
        last_bank$15$d = last_bank$15$q;
        if (push & wr_at[15]) begin
            last_bank$15$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$15$d = 1'b0;
        end
        last_bank$16$clock = clock;
        last_bank$16$d = last_bank$16$q;
        if (push & wr_at[16]) begin
            last_bank$16$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$16$d = 1'b0;
        end
        bank$0$clock = clock;
        bank$0$clear = reset | clears$q[0];
        bank$0$we = push;
        bank$0$wa = wr_at;
        bank$0$wd = w$0;
        bank$0$ra = rd_ptr$q;
        q$0 = bank$0$rd;
        bank$1$clock = clock;
        bank$1$clear = reset | clears$q[1];
        bank$1$we = push;
        bank$1$wa = wr_at;
        bank$1$wd = w$1;
        bank$1$ra = rd_ptr$q;
        q$1 = bank$1$rd;
        bank$2$clock = clock;
        bank$2$clear = reset | clears$q[2];
        bank$2$we = push;
        bank$2$wa = wr_at;
        bank$2$wd = w$2;
        bank$2$ra = rd_ptr$q;
        q$2 = bank$2$rd;
        bank$3$clock = clock;
        bank$3$clear = reset | clears$q[3];
        bank$3$we = push;
        bank$3$wa = wr_at;
        bank$3$wd = w$3;
        bank$3$ra = rd_ptr$q;
        q$3 = bank$3$rd;
        last = 1'b0;
        if (rd_ptr$q == 0) begin
            last = last_bank$0$q;
        end
        if (rd_ptr$q == 1) begin
            last = last_bank$1$q;
        end
        if (rd_ptr$q == 2) begin
            last = last_bank$2$q;
        end
        if (rd_ptr$q == 3) begin
            last = last_bank$3$q;
        end
        if (rd_ptr$q == 4) begin
            last = last_bank$4$q;
        end
        if (rd_ptr$q == 5) begin
            last = last_bank$5$q;
        end
        if (rd_ptr$q == 6) begin
            last = last_bank$6$q;
        end
        if (rd_ptr$q == 7) begin
            last = last_bank$7$q;
        end
        if (rd_ptr$q == 8) begin
            last = last_bank$8$q;
        end
        if (rd_ptr$q == 9) begin
            last = last_bank$9$q;
        end
        if (rd_ptr$q == 10) begin
            last = last_bank$10$q;
        end
        if (rd_ptr$q == 11) begin
            last = last_bank$11$q;
        end
        if (rd_ptr$q == 12) begin
            last = last_bank$12$q;
        end
        if (rd_ptr$q == 13) begin
            last = last_bank$13$q;
        end
        if (rd_ptr$q == 14) begin
            last = last_bank$14$q;
        end
        if (rd_ptr$q == 15) begin
            last = last_bank$15$q;
        end
        if (rd_ptr$q == 16) begin
            last = last_bank$16$q;
        end
        valid = fill$q != zero;
        if (push) begin
            if (|(wr_at & hot_top)) begin
                wr_hot$d = zero_hot;
            end
            else begin
                wr_hot$d = (wr_at << 32'h1) ^ hot_first;
            end
        end
        if (pop) begin
            if (rd_ptr$q == top_entry) begin
                rd_ptr$d = zero;
            end
            else begin
                rd_ptr$d = rd_ptr$q + one;
            end
        end
        if (push & ~pop) begin
            fill$d = fill$q + one;
        end
        if (~push & pop) begin
            fill$d = fill$q - one;
        end
        if (reset) begin
            wr_hot$d = zero_hot;
            rd_ptr$d = zero;
            fill$d = zero;
        end
    end

endmodule // aes_selftest_dut_fifo

// Used by 4 instances: dut$fifo$bank$0, dut$fifo$bank$1, dut$fifo$bank$2, dut$fifo$bank$3
module aes_selftest_dut_fifo_bank(clock,clear,we,wa,wd,ra,rd);

    // Module arguments
    input wire  clock;
    input wire  clear;
    input wire  we;
    input wire  [63:0] wa;
    input wire  [31:0] wd;
    input wire  [5:0] ra;
    output reg  [31:0] rd;

    // Update code (custom)
    reg [31:0] e0 = 32'd0;
    always @(posedge clock)
      if (clear) e0 <= 32'd0;
      else if (we && wa[0]) e0 <= wd;
    reg [31:0] e1 = 32'd0;
    always @(posedge clock)
      if (clear) e1 <= 32'd0;
      else if (we && wa[1]) e1 <= wd;
    reg [31:0] e2 = 32'd0;
    always @(posedge clock)
      if (clear) e2 <= 32'd0;
      else if (we && wa[2]) e2 <= wd;
    reg [31:0] e3 = 32'd0;
    always @(posedge clock)
      if (clear) e3 <= 32'd0;
      else if (we && wa[3]) e3 <= wd;
    reg [31:0] e4 = 32'd0;
    always @(posedge clock)
      if (clear) e4 <= 32'd0;
      else if (we && wa[4]) e4 <= wd;
    reg [31:0] e5 = 32'd0;
    always @(posedge clock)
      if (clear) e5 <= 32'd0;
      else if (we && wa[5]) e5 <= wd;
    reg [31:0] e6 = 32'd0;
    always @(posedge clock)
      if (clear) e6 <= 32'd0;
      else if (we && wa[6]) e6 <= wd;
    reg [31:0] e7 = 32'd0;
    always @(posedge clock)
      if (clear) e7 <= 32'd0;
      else if (we && wa[7]) e7 <= wd;
    reg [31:0] e8 = 32'd0;
    always @(posedge clock)
      if (clear) e8 <= 32'd0;
      else if (we && wa[8]) e8 <= wd;
    reg [31:0] e9 = 32'd0;
    always @(posedge clock)
      if (clear) e9 <= 32'd0;
      else if (we && wa[9]) e9 <= wd;
    reg [31:0] e10 = 32'd0;
    always @(posedge clock)
      if (clear) e10 <= 32'd0;
      else if (we && wa[10]) e10 <= wd;
    reg [31:0] e11 = 32'd0;
    always @(posedge clock)
      if (clear) e11 <= 32'd0;
      else if (we && wa[11]) e11 <= wd;
    reg [31:0] e12 = 32'd0;
    always @(posedge clock)
      if (clear) e12 <= 32'd0;
      else if (we && wa[12]) e12 <= wd;
    reg [31:0] e13 = 32'd0;
    always @(posedge clock)
      if (clear) e13 <= 32'd0;
      else if (we && wa[13]) e13 <= wd;
    reg [31:0] e14 = 32'd0;
    always @(posedge clock)
      if (clear) e14 <= 32'd0;
      else if (we && wa[14]) e14 <= wd;
    reg [31:0] e15 = 32'd0;
    always @(posedge clock)
      if (clear) e15 <= 32'd0;
      else if (we && wa[15]) e15 <= wd;
    reg [31:0] e16 = 32'd0;
    always @(posedge clock)
      if (clear) e16 <= 32'd0;
      else if (we && wa[16]) e16 <= wd;
    wire _unused_wa = &{1'b0, wa[63:17], 1'b0};
    wire _unused_ok = &{1'b0, ra[5:5], 1'b0};
    always @(*)
      case (ra[4:0])
        5'd0: rd = e0;
        5'd1: rd = e1;
        5'd2: rd = e2;
        5'd3: rd = e3;
        5'd4: rd = e4;
        5'd5: rd = e5;
        5'd6: rd = e6;
        5'd7: rd = e7;
        5'd8: rd = e8;
        5'd9: rd = e9;
        5'd10: rd = e10;
        5'd11: rd = e11;
        5'd12: rd = e12;
        5'd13: rd = e13;
        5'd14: rd = e14;
        5'd15: rd = e15;
        default: rd = e16;
      endcase
endmodule // aes_selftest_dut_fifo_bank

// Used by instance: dut$fifo$clears
module aes_selftest_dut_fifo_clears(clock,d,q);

    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  [4:0] q;

    // Update code (custom)
    reg r0;
    initial r0 = 1'b0;
    (* keep *) always @(posedge clock) r0 <= d;
    reg r1;
    initial r1 = 1'b0;
    (* keep *) always @(posedge clock) r1 <= d;
    reg r2;
    initial r2 = 1'b0;
    (* keep *) always @(posedge clock) r2 <= d;
    reg r3;
    initial r3 = 1'b0;
    (* keep *) always @(posedge clock) r3 <= d;
    reg r4;
    initial r4 = 1'b0;
    (* keep *) always @(posedge clock) r4 <= d;
    always @(*) q = {r4, r3, r2, r1, r0};
endmodule // aes_selftest_dut_fifo_clears

// Used by instance: dut$fifo$wr_hot
module aes_selftest_dut_fifo_wr_hot(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 64'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_fifo_wr_hot

// Used by instance: dut$modes
module aes_selftest_dut_modes(clock,reset,zeroize,ctrl_decrypt,mode_next,decrypt_next,key_len_next,iv_we,iv_index,iv_data,iv$0,iv$1,iv$2,iv$3,reg_we,reg_word,reg_data,reg_strb,reg_read_word,reg_rdata,tdata$0,tdata$1,tdata$2,tdata$3,tlast,tkeep,tvalid,credit_ok,core_ready,key_ready,ready,offer,core_in,core_in_last,credit,core_out$0,core_out$1,core_out$2,core_out$3,core_valid,core_valid_next,core_last,push,out$0,out$1,out$2,out$3,out_last,key_ok,status,busy,length_err,whole_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  zeroize;
    input wire  ctrl_decrypt;
    input wire  [2:0] mode_next;
    input wire  decrypt_next;
    input wire  [1:0] key_len_next;
    input wire  iv_we;
    input wire  [1:0] iv_index;
    input wire  [31:0] iv_data;
    output reg  [31:0] iv$0;
    output reg  [31:0] iv$1;
    output reg  [31:0] iv$2;
    output reg  [31:0] iv$3;
    input wire  reg_we;
    input wire  [5:0] reg_word;
    input wire  [31:0] reg_data;
    input wire  [3:0] reg_strb;
    input wire  [5:0] reg_read_word;
    output reg  [31:0] reg_rdata;
    input wire  [31:0] tdata$0;
    input wire  [31:0] tdata$1;
    input wire  [31:0] tdata$2;
    input wire  [31:0] tdata$3;
    input wire  tlast;
    input wire  [15:0] tkeep;
    input wire  tvalid;
    input wire  credit_ok;
    input wire  core_ready;
    input wire  key_ready;
    output reg  ready;
    output reg  offer;
    output reg  [127:0] core_in;
    output reg  core_in_last;
    output reg  credit;
    input wire  [31:0] core_out$0;
    input wire  [31:0] core_out$1;
    input wire  [31:0] core_out$2;
    input wire  [31:0] core_out$3;
    input wire  core_valid;
    input wire  core_valid_next;
    input wire  core_last;
    output reg  push;
    output reg  [31:0] out$0;
    output reg  [31:0] out$1;
    output reg  [31:0] out$2;
    output reg  [31:0] out$3;
    output reg  out_last;
    output reg  key_ok;
    output reg  [7:0] status;
    output reg  busy;
    output reg  length_err;
    output reg  whole_last;

    // Constant declarations
    localparam  all_words = 4'hf;
    localparam  zero = 32'h0;

    // Stub signals
    reg  cbc$clock;
    reg  [2:0] cbc$next_mode;
    reg  cbc$next_decrypt;
    wire  cbc$xor_next, cbc$ff_in_next, cbc$fb_next, cbc$side_cur;
    reg  cfb$clock;
    reg  [2:0] cfb$next_mode;
    reg  cfb$next_decrypt;
    wire  cfb$cur_next, cfb$ff_in_next, cfb$fb_next, cfb$side_in;
    reg  ofb$clock;
    reg  [2:0] ofb$next_mode;
    reg  ofb$in_packet, ofb$accept;
    wire  ofb$cur_next, ofb$fb_next, ofb$side_in, ofb$fb_core;
    reg  ctr$clock, ctr$reset, ctr$zeroize;
    reg  [2:0] ctr$next_mode, ctr$ctrl_mode_next;
    reg  ctr$in_packet, ctr$tlast, ctr$accept;
    reg  [31:0] ctr$chain$0, ctr$chain$1, ctr$chain$2, ctr$chain$3;
    reg  [31:0] ctr$iv$0, ctr$iv$1, ctr$iv$2, ctr$iv$3;
    reg  ctr$iv_we;
    reg  ctr$iv_written$0, ctr$iv_written$1, ctr$iv_written$2, ctr$iv_written$3;
    reg  ctr$fb_pending;
    wire  ctr$cur_next, ctr$side_in, ctr$ff_own;
    wire  [31:0] ctr$ff_data$0, ctr$ff_data$1, ctr$ff_data$2, ctr$ff_data$3;
    wire  ctr$ready_next;
    reg  gcm$clock, gcm$reset, gcm$zeroize, gcm$ctrl_decrypt;
    reg  [2:0] gcm$ctrl_mode_next;
    reg  gcm$ctrl_decrypt_next;
    reg  [31:0] gcm$iv$0, gcm$iv$1, gcm$iv$2, gcm$iv$3;
    reg  gcm$others_open, gcm$tvalid, gcm$tlast;
    reg  [15:0] gcm$tkeep;
    reg  gcm$accept, gcm$slot, gcm$credit_ok, gcm$core_ready, gcm$key_ready, gcm$core_valid;
    reg  gcm$core_valid_next;
    reg  [31:0] gcm$core_out$0, gcm$core_out$1, gcm$core_out$2, gcm$core_out$3;
    reg  [31:0] gcm$held$0, gcm$held$1, gcm$held$2, gcm$held$3;
    reg  [31:0] gcm$rec, gcm$rec_next;
    reg  gcm$reg_we;
    reg  [5:0] gcm$reg_word;
    reg  [31:0] gcm$reg_data;
    reg  [3:0] gcm$reg_strb;
    reg  [5:0] gcm$reg_read_word;
    wire  gcm$side_in, gcm$ready_next, gcm$offer, gcm$offer_credit, gcm$own_data;
    wire  [31:0] gcm$own_in$0, gcm$own_in$1, gcm$own_in$2, gcm$own_in$3;
    wire  gcm$own_last;
    wire  [31:0] gcm$record;
    wire  gcm$own_out;
    wire  [31:0] gcm$out$0, gcm$out$1, gcm$out$2, gcm$out$3;
    wire  gcm$push, gcm$out_zero, gcm$insert;
    wire  [31:0] gcm$insert_data$0, gcm$insert_data$1, gcm$insert_data$2, gcm$insert_data$3;
    wire  [3:0] gcm$iv_load;
    wire  [31:0] gcm$iv_data$0, gcm$iv_data$1, gcm$iv_data$2, gcm$iv_data$3;
    wire  gcm$key_ok, gcm$busy, gcm$length_err, gcm$whole_last;
    wire  [31:0] gcm$reg_rdata;
    reg  xts$clock, xts$reset, xts$zeroize;
    reg  [2:0] xts$ctrl_mode_next;
    reg  [1:0] xts$ctrl_key_len_next;
    reg  [2:0] xts$next_mode;
    reg  xts$next_decrypt, xts$in_packet, xts$in_packet_next;
    reg  [31:0] xts$tdata$0, xts$tdata$1, xts$tdata$2, xts$tdata$3;
    reg  xts$tlast;
    reg  [15:0] xts$tkeep;
    reg  xts$accept;
    reg  [31:0] xts$iv$0, xts$iv$1, xts$iv$2, xts$iv$3;
    reg  xts$iv_we, xts$iv_change;
    reg  xts$iv_written$0, xts$iv_written$1, xts$iv_written$2, xts$iv_written$3;
    reg  xts$core_ready, xts$core_valid;
    reg  [31:0] xts$core_out$0, xts$core_out$1, xts$core_out$2, xts$core_out$3;
    reg  xts$core_last;
    reg  [31:0] xts$rec;
    reg  xts$reg_we;
    reg  [5:0] xts$reg_word;
    reg  [31:0] xts$reg_data;
    reg  [3:0] xts$reg_strb;
    wire  xts$ready_now, xts$offer, xts$own_data;
    wire  [31:0] xts$own_in$0, xts$own_in$1, xts$own_in$2, xts$own_in$3;
    wire  xts$own_last;
    wire  [31:0] xts$record;
    wire  [31:0] xts$own_held$0, xts$own_held$1, xts$own_held$2, xts$own_held$3;
    wire  xts$own_out, xts$push, xts$out_last, xts$insert;
    wire  [31:0] xts$insert_data$0, xts$insert_data$1, xts$insert_data$2, xts$insert_data$3;
    wire  xts$insert_last;
    wire  [3:0] xts$iv_load;
    wire  [31:0] xts$iv_data$0, xts$iv_data$1, xts$iv_data$2, xts$iv_data$3;
    wire  xts$key_ok;
    wire  [7:0] xts$status;
    wire  xts$busy, xts$length_err, xts$whole_last, xts$open;
    reg  ivs$clock, ivs$reset, ivs$zeroize, ivs$we;
    reg  [1:0] ivs$index;
    reg  [31:0] ivs$data;
    reg  ivs$window, ivs$packet_end;
    reg  [3:0] ivs$load;
    reg  [31:0] ivs$load_data$0, ivs$load_data$1, ivs$load_data$2, ivs$load_data$3;
    wire  [31:0] ivs$iv$0, ivs$iv$1, ivs$iv$2, ivs$iv$3;
    wire  ivs$written_words$0, ivs$written_words$1, ivs$written_words$2, ivs$written_words$3;
    reg  side$clock, side$reset, side$write;
    reg  [31:0] side$data$0, side$data$1, side$data$2, side$data$3;
    reg  [31:0] side$record;
    reg  side$read_ahead;
    wire  [31:0] side$held$0, side$held$1, side$held$2, side$held$3;
    wire  [31:0] side$rec, side$rec_next;
    reg  beat$tvalid, beat$credit_ok, beat$ready, beat$own_offer, beat$core_ready;
    wire  beat$offer, beat$accept, beat$slot;
    reg  stage$clock, stage$reset, stage$valid;
    reg  [31:0] stage$data$0, stage$data$1, stage$data$2, stage$data$3;
    reg  stage$last, stage$zero, stage$insert;
    reg  [31:0] stage$insert_data$0, stage$insert_data$1, stage$insert_data$2, stage$insert_data$3;
    reg  stage$insert_last;
    wire  stage$push;
    wire  [31:0] stage$out$0, stage$out$1, stage$out$2, stage$out$3;
    wire  stage$out_last;
    reg  [31:0] core_words$w$0, core_words$w$1, core_words$w$2, core_words$w$3;
    wire  [127:0] core_words$y;
    reg  in_packet$d;
    wire  in_packet$q;
    reg  in_packet$clock;
    reg  [2:0] pkt_mode$d;
    wire  [2:0] pkt_mode$q;
    reg  pkt_mode$clock;
    reg  pkt_decrypt$d;
    wire  pkt_decrypt$q;
    reg  pkt_decrypt$clock;
    reg  [2:0] mode_q$d;
    wire  [2:0] mode_q$q;
    reg  mode_q$clock;
    reg  decrypt_q$d;
    wire  decrypt_q$q;
    reg  decrypt_q$clock;
    reg  xor_q$d;
    wire  xor_q$q;
    reg  xor_q$clock;
    reg  cur_q$d;
    wire  cur_q$q;
    reg  cur_q$clock;
    reg  ff_in_q$d;
    wire  ff_in_q$q;
    reg  ff_in_q$clock;
    reg  fb_q$d;
    wire  fb_q$q;
    reg  fb_q$clock;
    reg  fb_pending$d;
    wire  fb_pending$q;
    reg  fb_pending$clock;
    reg  ready_ahead$clock, ready_ahead$fb_idle, ready_ahead$ctr, ready_ahead$gcm, ready_ahead$now;
    wire  [1:0] ready_ahead$ready;
    reg  [31:0] chain$0$d;
    wire  [31:0] chain$0$q;
    reg  chain$0$clock;
    reg  [31:0] chain$1$d;
    wire  [31:0] chain$1$q;
    reg  chain$1$clock;
    reg  [31:0] chain$2$d;
    wire  [31:0] chain$2$q;
    reg  chain$2$clock;
    reg  [31:0] chain$3$d;
    wire  [31:0] chain$3$q;
    reg  chain$3$clock;

    // Local signals
    reg  [2:0] next_mode;
    reg  next_decrypt;
    reg  [31:0] cur$0, cur$1, cur$2, cur$3;
    reg  [31:0] next_ff$0, next_ff$1, next_ff$2, next_ff$3;
    reg  [31:0] next_fb$0, next_fb$1, next_fb$2, next_fb$3;
    reg  feed_forward;
    reg  fb_done;
    reg  handover_ff;
    reg  handover_fb;

    // Sub module instances
    aes_selftest_dut_modes_cbc cbc(.clock(cbc$clock), .next_mode(cbc$next_mode),
        .next_decrypt(cbc$next_decrypt), .xor_next(cbc$xor_next), .ff_in_next(cbc$ff_in_next),
        .fb_next(cbc$fb_next), .side_cur(cbc$side_cur));
    aes_selftest_dut_modes_cfb cfb(.clock(cfb$clock), .next_mode(cfb$next_mode),
        .next_decrypt(cfb$next_decrypt), .cur_next(cfb$cur_next), .ff_in_next(cfb$ff_in_next),
        .fb_next(cfb$fb_next), .side_in(cfb$side_in));
    aes_selftest_dut_modes_ofb ofb(.clock(ofb$clock), .next_mode(ofb$next_mode),
        .in_packet(ofb$in_packet), .accept(ofb$accept), .cur_next(ofb$cur_next),
        .fb_next(ofb$fb_next), .side_in(ofb$side_in), .fb_core(ofb$fb_core));
    aes_selftest_dut_modes_ctr ctr(.clock(ctr$clock), .reset(ctr$reset), .zeroize(ctr$zeroize),
        .next_mode(ctr$next_mode), .ctrl_mode_next(ctr$ctrl_mode_next), .in_packet(ctr$in_packet),
        .tlast(ctr$tlast), .accept(ctr$accept), .chain$0(ctr$chain$0), .chain$1(ctr$chain$1),
        .chain$2(ctr$chain$2), .chain$3(ctr$chain$3), .iv$0(ctr$iv$0), .iv$1(ctr$iv$1),
        .iv$2(ctr$iv$2), .iv$3(ctr$iv$3), .iv_we(ctr$iv_we), .iv_written$0(ctr$iv_written$0),
        .iv_written$1(ctr$iv_written$1), .iv_written$2(ctr$iv_written$2),
        .iv_written$3(ctr$iv_written$3), .fb_pending(ctr$fb_pending), .cur_next(ctr$cur_next),
        .side_in(ctr$side_in), .ff_own(ctr$ff_own), .ff_data$0(ctr$ff_data$0),
        .ff_data$1(ctr$ff_data$1), .ff_data$2(ctr$ff_data$2), .ff_data$3(ctr$ff_data$3),
        .ready_next(ctr$ready_next));
    aes_selftest_dut_modes_gcm gcm(.clock(gcm$clock), .reset(gcm$reset), .zeroize(gcm$zeroize),
        .ctrl_decrypt(gcm$ctrl_decrypt), .ctrl_mode_next(gcm$ctrl_mode_next),
        .ctrl_decrypt_next(gcm$ctrl_decrypt_next), .iv$0(gcm$iv$0), .iv$1(gcm$iv$1),
        .iv$2(gcm$iv$2), .iv$3(gcm$iv$3), .others_open(gcm$others_open), .tvalid(gcm$tvalid),
        .tlast(gcm$tlast), .tkeep(gcm$tkeep), .accept(gcm$accept), .slot(gcm$slot),
        .credit_ok(gcm$credit_ok), .core_ready(gcm$core_ready), .key_ready(gcm$key_ready),
        .core_valid(gcm$core_valid), .core_valid_next(gcm$core_valid_next),
        .core_out$0(gcm$core_out$0), .core_out$1(gcm$core_out$1), .core_out$2(gcm$core_out$2),
        .core_out$3(gcm$core_out$3), .held$0(gcm$held$0), .held$1(gcm$held$1), .held$2(gcm$held$2),
        .held$3(gcm$held$3), .rec(gcm$rec), .rec_next(gcm$rec_next), .reg_we(gcm$reg_we),
        .reg_word(gcm$reg_word), .reg_data(gcm$reg_data), .reg_strb(gcm$reg_strb),
        .reg_read_word(gcm$reg_read_word), .side_in(gcm$side_in), .ready_next(gcm$ready_next),
        .offer(gcm$offer), .offer_credit(gcm$offer_credit), .own_data(gcm$own_data),
        .own_in$0(gcm$own_in$0), .own_in$1(gcm$own_in$1), .own_in$2(gcm$own_in$2),
        .own_in$3(gcm$own_in$3), .own_last(gcm$own_last), .record(gcm$record),
        .own_out(gcm$own_out), .out$0(gcm$out$0), .out$1(gcm$out$1), .out$2(gcm$out$2),
        .out$3(gcm$out$3), .push(gcm$push), .out_zero(gcm$out_zero), .insert(gcm$insert),
        .insert_data$0(gcm$insert_data$0), .insert_data$1(gcm$insert_data$1),
        .insert_data$2(gcm$insert_data$2), .insert_data$3(gcm$insert_data$3), .iv_load(gcm$iv_load),
        .iv_data$0(gcm$iv_data$0), .iv_data$1(gcm$iv_data$1), .iv_data$2(gcm$iv_data$2),
        .iv_data$3(gcm$iv_data$3), .key_ok(gcm$key_ok), .busy(gcm$busy),
        .length_err(gcm$length_err), .whole_last(gcm$whole_last), .reg_rdata(gcm$reg_rdata));
    aes_selftest_dut_modes_xts xts(.clock(xts$clock), .reset(xts$reset), .zeroize(xts$zeroize),
        .ctrl_mode_next(xts$ctrl_mode_next), .ctrl_key_len_next(xts$ctrl_key_len_next),
        .next_mode(xts$next_mode), .next_decrypt(xts$next_decrypt), .in_packet(xts$in_packet),
        .in_packet_next(xts$in_packet_next), .tdata$0(xts$tdata$0), .tdata$1(xts$tdata$1),
        .tdata$2(xts$tdata$2), .tdata$3(xts$tdata$3), .tlast(xts$tlast), .tkeep(xts$tkeep),
        .accept(xts$accept), .iv$0(xts$iv$0), .iv$1(xts$iv$1), .iv$2(xts$iv$2), .iv$3(xts$iv$3),
        .iv_we(xts$iv_we), .iv_change(xts$iv_change), .iv_written$0(xts$iv_written$0),
        .iv_written$1(xts$iv_written$1), .iv_written$2(xts$iv_written$2),
        .iv_written$3(xts$iv_written$3), .core_ready(xts$core_ready), .core_valid(xts$core_valid),
        .core_out$0(xts$core_out$0), .core_out$1(xts$core_out$1), .core_out$2(xts$core_out$2),
        .core_out$3(xts$core_out$3), .core_last(xts$core_last), .rec(xts$rec), .reg_we(xts$reg_we),
        .reg_word(xts$reg_word), .reg_data(xts$reg_data), .reg_strb(xts$reg_strb),
        .ready_now(xts$ready_now), .offer(xts$offer), .own_data(xts$own_data),
        .own_in$0(xts$own_in$0), .own_in$1(xts$own_in$1), .own_in$2(xts$own_in$2),
        .own_in$3(xts$own_in$3), .own_last(xts$own_last), .record(xts$record),
        .own_held$0(xts$own_held$0), .own_held$1(xts$own_held$1), .own_held$2(xts$own_held$2),
        .own_held$3(xts$own_held$3), .own_out(xts$own_out), .push(xts$push),
        .out_last(xts$out_last), .insert(xts$insert), .insert_data$0(xts$insert_data$0),
        .insert_data$1(xts$insert_data$1), .insert_data$2(xts$insert_data$2),
        .insert_data$3(xts$insert_data$3), .insert_last(xts$insert_last), .iv_load(xts$iv_load),
        .iv_data$0(xts$iv_data$0), .iv_data$1(xts$iv_data$1), .iv_data$2(xts$iv_data$2),
        .iv_data$3(xts$iv_data$3), .key_ok(xts$key_ok), .status(xts$status), .busy(xts$busy),
        .length_err(xts$length_err), .whole_last(xts$whole_last), .open(xts$open));
    aes_selftest_dut_modes_ivs ivs(.clock(ivs$clock), .reset(ivs$reset), .zeroize(ivs$zeroize),
        .we(ivs$we), .index(ivs$index), .data(ivs$data), .window(ivs$window),
        .packet_end(ivs$packet_end), .load(ivs$load), .load_data$0(ivs$load_data$0),
        .load_data$1(ivs$load_data$1), .load_data$2(ivs$load_data$2), .load_data$3(ivs$load_data$3),
        .iv$0(ivs$iv$0), .iv$1(ivs$iv$1), .iv$2(ivs$iv$2), .iv$3(ivs$iv$3),
        .written_words$0(ivs$written_words$0), .written_words$1(ivs$written_words$1),
        .written_words$2(ivs$written_words$2), .written_words$3(ivs$written_words$3));
    aes_selftest_dut_modes_side side(.clock(side$clock), .reset(side$reset), .write(side$write),
        .data$0(side$data$0), .data$1(side$data$1), .data$2(side$data$2), .data$3(side$data$3),
        .record(side$record), .read_ahead(side$read_ahead), .held$0(side$held$0),
        .held$1(side$held$1), .held$2(side$held$2), .held$3(side$held$3), .rec(side$rec),
        .rec_next(side$rec_next));
    aes_selftest_dut_modes_beat beat(.tvalid(beat$tvalid), .credit_ok(beat$credit_ok),
        .ready(beat$ready), .own_offer(beat$own_offer), .core_ready(beat$core_ready),
        .offer(beat$offer), .accept(beat$accept), .slot(beat$slot));
    aes_selftest_dut_modes_stage stage(.clock(stage$clock), .reset(stage$reset),
        .valid(stage$valid), .data$0(stage$data$0), .data$1(stage$data$1), .data$2(stage$data$2),
        .data$3(stage$data$3), .last(stage$last), .zero(stage$zero), .insert(stage$insert),
        .insert_data$0(stage$insert_data$0), .insert_data$1(stage$insert_data$1),
        .insert_data$2(stage$insert_data$2), .insert_data$3(stage$insert_data$3),
        .insert_last(stage$insert_last), .push(stage$push), .out$0(stage$out$0),
        .out$1(stage$out$1), .out$2(stage$out$2), .out$3(stage$out$3), .out_last(stage$out_last));
    aes_selftest_dut_words core_words(.w$0(core_words$w$0), .w$1(core_words$w$1),
        .w$2(core_words$w$2), .w$3(core_words$w$3), .y(core_words$y));
    aes_selftest_dff1 in_packet(.d(in_packet$d), .q(in_packet$q), .clock(in_packet$clock));
    aes_selftest_dff3 pkt_mode(.d(pkt_mode$d), .q(pkt_mode$q), .clock(pkt_mode$clock));
    aes_selftest_dff1 pkt_decrypt(.d(pkt_decrypt$d), .q(pkt_decrypt$q), .clock(pkt_decrypt$clock));
    aes_selftest_dff3 mode_q(.d(mode_q$d), .q(mode_q$q), .clock(mode_q$clock));
    aes_selftest_dff1 decrypt_q(.d(decrypt_q$d), .q(decrypt_q$q), .clock(decrypt_q$clock));
    aes_selftest_dff1 xor_q(.d(xor_q$d), .q(xor_q$q), .clock(xor_q$clock));
    aes_selftest_dff1 cur_q(.d(cur_q$d), .q(cur_q$q), .clock(cur_q$clock));
    aes_selftest_dff1 ff_in_q(.d(ff_in_q$d), .q(ff_in_q$q), .clock(ff_in_q$clock));
    aes_selftest_dff1 fb_q(.d(fb_q$d), .q(fb_q$q), .clock(fb_q$clock));
    aes_selftest_dff1 fb_pending(.d(fb_pending$d), .q(fb_pending$q), .clock(fb_pending$clock));
    aes_selftest_dut_modes_ready_ahead ready_ahead(.clock(ready_ahead$clock),
        .fb_idle(ready_ahead$fb_idle), .ctr(ready_ahead$ctr), .gcm(ready_ahead$gcm),
        .now(ready_ahead$now), .ready(ready_ahead$ready));
    aes_selftest_dff32 chain$0(.d(chain$0$d), .q(chain$0$q), .clock(chain$0$clock));
    aes_selftest_dff32 chain$1(.d(chain$1$d), .q(chain$1$q), .clock(chain$1$clock));
    aes_selftest_dff32 chain$2(.d(chain$2$d), .q(chain$2$q), .clock(chain$2$clock));
    aes_selftest_dff32 chain$3(.d(chain$3$d), .q(chain$3$q), .clock(chain$3$clock));

    // Update code
    always @(*) begin
        in_packet$clock = clock;
        pkt_mode$clock = clock;
        pkt_decrypt$clock = clock;
        mode_q$clock = clock;
        decrypt_q$clock = clock;
        xor_q$clock = clock;
        cur_q$clock = clock;
        ff_in_q$clock = clock;
        fb_q$clock = clock;
        fb_pending$clock = clock;
        in_packet$d = in_packet$q;
        pkt_mode$d = pkt_mode$q;
        pkt_decrypt$d = pkt_decrypt$q;
        mode_q$d = mode_q$q;
        decrypt_q$d = decrypt_q$q;
        xor_q$d = xor_q$q;
        cur_q$d = cur_q$q;
        ff_in_q$d = ff_in_q$q;
        fb_q$d = fb_q$q;
        fb_pending$d = fb_pending$q;
        cbc$clock = clock;
        cfb$clock = clock;
        ofb$clock = clock;
        ofb$in_packet = in_packet$q;
        ofb$accept = beat$accept;
        ctr$clock = clock;
        ctr$reset = reset;
        ctr$zeroize = zeroize;
        ctr$in_packet = in_packet$q;
        ctr$tlast = tlast;
        ctr$iv_we = iv_we;
        ctr$accept = beat$accept;
        gcm$clock = clock;
        gcm$reset = reset;
        gcm$zeroize = zeroize;
        gcm$ctrl_decrypt = ctrl_decrypt;
        gcm$ctrl_mode_next = mode_next;
        gcm$ctrl_decrypt_next = decrypt_next;
        gcm$tvalid = tvalid;
        gcm$tlast = tlast;
        gcm$tkeep = tkeep;
        gcm$accept = beat$accept;
        gcm$slot = beat$slot;
        gcm$credit_ok = credit_ok;
        gcm$core_ready = core_ready;
        gcm$key_ready = key_ready;
        gcm$core_valid = core_valid;
        gcm$core_valid_next = core_valid_next;
        gcm$rec = side$rec;
        gcm$rec_next = side$rec_next;
        gcm$reg_we = reg_we;
        gcm$reg_word = reg_word;
        gcm$reg_data = reg_data;
        gcm$reg_strb = reg_strb;
        gcm$reg_read_word = reg_read_word;
        gcm$others_open = xts$open;
        xts$clock = clock;
        xts$reset = reset;
        xts$zeroize = zeroize;
        xts$ctrl_mode_next = mode_next;
        xts$ctrl_key_len_next = key_len_next;
        xts$in_packet = in_packet$q;
        xts$tlast = tlast;
        xts$tkeep = tkeep;
        xts$accept = beat$accept;
        xts$iv_we = iv_we;
        xts$core_ready = core_ready;
        xts$core_valid = core_valid;
        xts$core_last = core_last;
        xts$rec = side$rec;
        xts$reg_we = reg_we;
        xts$reg_word = reg_word;
        xts$reg_data = reg_data;
        xts$reg_strb = reg_strb;
        ctr$chain$0 = chain$0$q;
        ctr$iv$0 = ivs$iv$0;
        ctr$iv_written$0 = ivs$written_words$0;
        gcm$iv$0 = ivs$iv$0;
        gcm$core_out$0 = core_out$0;
        gcm$held$0 = side$held$0;
        xts$tdata$0 = tdata$0;
        xts$iv$0 = ivs$iv$0;
        xts$iv_written$0 = ivs$written_words$0;
        xts$core_out$0 = core_out$0;
        ctr$chain$1 = chain$1$q;
        ctr$iv$1 = ivs$iv$1;
        ctr$iv_written$1 = ivs$written_words$1;
        gcm$iv$1 = ivs$iv$1;
        gcm$core_out$1 = core_out$1;
        gcm$held$1 = side$held$1;
        xts$tdata$1 = tdata$1;
        xts$iv$1 = ivs$iv$1;
        xts$iv_written$1 = ivs$written_words$1;
        xts$core_out$1 = core_out$1;
        ctr$chain$2 = chain$2$q;
        ctr$iv$2 = ivs$iv$2;
        ctr$iv_written$2 = ivs$written_words$2;
        gcm$iv$2 = ivs$iv$2;
        gcm$core_out$2 = core_out$2;
        gcm$held$2 = side$held$2;
        xts$tdata$2 = tdata$2;
        xts$iv$2 = ivs$iv$2;
        xts$iv_written$2 = ivs$written_words$2;
        xts$core_out$2 = core_out$2;
        ctr$chain$3 = chain$3$q;
        ctr$iv$3 = ivs$iv$3;
        ctr$iv_written$3 = ivs$written_words$3;
        gcm$iv$3 = ivs$iv$3;
        gcm$core_out$3 = core_out$3;
        gcm$held$3 = side$held$3;
        xts$tdata$3 = tdata$3;
        xts$iv$3 = ivs$iv$3;
        xts$iv_written$3 = ivs$written_words$3;
        xts$core_out$3 = core_out$3;
        beat$tvalid = tvalid;
        beat$credit_ok = credit_ok;
        ready_ahead$clock = clock;
        beat$ready = ready_ahead$ready[32'h1];
        beat$own_offer = gcm$offer | xts$offer;
        beat$core_ready = core_ready;
        ready = ready_ahead$ready[32'h0];
        offer = beat$offer;
        credit = beat$accept | (gcm$offer & gcm$offer_credit & core_ready);
        if (in_packet$q) begin
            cur$0 = chain$0$q;
        end
        else begin
            cur$0 = ivs$iv$0;
        end
        core_words$w$0 = tdata$0;
        if (xor_q$q) begin
            core_words$w$0 = tdata$0 ^ cur$0;
        end
        if (cur_q$q) begin
            core_words$w$0 = cur$0;
        end
        if (xts$own_data) begin
            core_words$w$0 = xts$own_in$0;
        end
        if (gcm$own_data) begin
            core_words$w$0 = gcm$own_in$0;
        end
        side$data$0 = zero;
        if (cbc$side_cur) begin
            side$data$0 = cur$0;
        end
        if (cfb$side_in | ofb$side_in | ctr$side_in | gcm$side_in) begin
            side$data$0 = tdata$0;
        end
        if (in_packet$q) begin
            cur$1 = chain$1$q;
        end
        else begin
            cur$1 = ivs$iv$1;
        end
        core_words$w$1 = tdata$1;
        if (xor_q$q) begin
            core_words$w$1 = tdata$1 ^ cur$1;
        end
        if (cur_q$q) begin
            core_words$w$1 = cur$1;
        end
        if (xts$own_data) begin
            core_words$w$1 = xts$own_in$1;
        end
        if (gcm$own_data) begin
            core_words$w$1 = gcm$own_in$1;
        end
        side$data$1 = zero;
        if (cbc$side_cur) begin
            side$data$1 = cur$1;
        end
        if (cfb$side_in | ofb$side_in | ctr$side_in | gcm$side_in) begin
            side$data$1 = tdata$1;
        end
        if (in_packet$q) begin
            cur$2 = chain$2$q;
        end
        else begin
            cur$2 = ivs$iv$2;
        end
        core_words$w$2 = tdata$2;
        if (xor_q$q) begin
            core_words$w$2 = tdata$2 ^ cur$2;
        end
        if (cur_q$q) begin
            core_words$w$2 = cur$2;
        end
        if (xts$own_data) begin
            core_words$w$2 = xts$own_in$2;
        end
        if (gcm$own_data) begin
            core_words$w$2 = gcm$own_in$2;
        end
        side$data$2 = zero;
        if (cbc$side_cur) begin
            side$data$2 = cur$2;
        end
        if (cfb$side_in | ofb$side_in | ctr$side_in | gcm$side_in) begin
            side$data$2 = tdata$2;
        end
        if (in_packet$q) begin
            cur$3 = chain$3$q;
        end
        else begin
            cur$3 = ivs$iv$3;
        end
        core_words$w$3 = tdata$3;
        if (xor_q$q) begin
            core_words$w$3 = tdata$3 ^ cur$3;
        end
        if (cur_q$q) begin
            core_words$w$3 = cur$3;
        end
        if (xts$own_data) begin
            core_words$w$3 = xts$own_in$3;
        end
        if (gcm$own_data) begin
            core_words$w$3 = gcm$own_in$3;
        end
        side$data$3 = zero;
        if (cbc$side_cur) begin
            side$data$3 = cur$3;
        end
        if (cfb$side_in | ofb$side_in | ctr$side_in | gcm$side_in) begin
            side$data$3 = tdata$3;
        end
        core_in = core_words$y;
        core_in_last = tlast;
        if (xts$own_data) begin
            core_in_last = xts$own_last;
        end
        if (gcm$own_data) begin
            core_in_last = gcm$own_last;
        end
        side$clock = clock;
        side$reset = reset;
        side$write = beat$slot;
        side$record = gcm$record | xts$record;
        side$read_ahead = core_valid_next;
        feed_forward = ff_in_q$q | ctr$ff_own;
        fb_done = core_valid & fb_pending$q;
        chain$0$clock = clock;
        chain$0$d = chain$0$q;
        next_ff$0 = ctr$ff_data$0;
        if (ff_in_q$q) begin
            next_ff$0 = tdata$0;
        end
        next_fb$0 = core_out$0 ^ side$held$0;
        if (ofb$fb_core) begin
            next_fb$0 = core_out$0;
        end
        if (beat$accept & feed_forward) begin
            chain$0$d = next_ff$0;
        end
        if (fb_done) begin
            chain$0$d = next_fb$0;
        end
        if (zeroize | reset) begin
            chain$0$d = zero;
        end
        chain$1$clock = clock;
        chain$1$d = chain$1$q;
        next_ff$1 = ctr$ff_data$1;
        if (ff_in_q$q) begin
            next_ff$1 = tdata$1;
        end
        next_fb$1 = core_out$1 ^ side$held$1;
        if (ofb$fb_core) begin
            next_fb$1 = core_out$1;
        end
        if (beat$accept & feed_forward) begin
            chain$1$d = next_ff$1;
        end
        if (fb_done) begin
            chain$1$d = next_fb$1;
        end
        if (zeroize | reset) begin
            chain$1$d = zero;
        end
        chain$2$clock = clock;
        chain$2$d = chain$2$q;
        next_ff$2 = ctr$ff_data$2;
        if (ff_in_q$q) begin
            next_ff$2 = tdata$2;
        end
        next_fb$2 = core_out$2 ^ side$held$2;
        if (ofb$fb_core) begin
            next_fb$2 = core_out$2;
        end
        if (beat$accept & feed_forward) begin
            chain$2$d = next_ff$2;
        end
        if (fb_done) begin
            chain$2$d = next_fb$2;
        end
        if (zeroize | reset) begin
            chain$2$d = zero;
        end
        chain$3$clock = clock;
        chain$3$d = chain$3$q;
        next_ff$3 = ctr$ff_data$3;
        if (ff_in_q$q) begin
            next_ff$3 = tdata$3;
        end
        next_fb$3 = core_out$3 ^ side$held$3;
        if (ofb$fb_core) begin
            next_fb$3 = core_out$3;
        end
        if (beat$accept & feed_forward) begin
            chain$3$d = next_ff$3;
        end
        if (fb_done) begin
            chain$3$d = next_fb$3;
        end
        if (zeroize | reset) begin
            chain$3$d = zero;
        end
        if (fb_done) begin
            fb_pending$d = 1'b0;
        end
        if (beat$accept & fb_q$q) begin
            fb_pending$d = 1'b1;
        end
        if (beat$accept) begin
            in_packet$d = ~tlast;
        end
        if (beat$accept & ~in_packet$q) begin
            pkt_mode$d = mode_q$q;
            pkt_decrypt$d = decrypt_q$q;
        end
        handover_ff = beat$accept & tlast & feed_forward;
        handover_fb = fb_done & core_last;
        xts$iv_change = iv_we | handover_ff | handover_fb | |gcm$iv_load;
        ivs$clock = clock;
        ivs$reset = reset;
        ivs$zeroize = zeroize;
        ivs$we = iv_we;
        ivs$index = iv_index;
        ivs$data = iv_data;
        ivs$window = in_packet$q | beat$accept | fb_pending$q;
        ivs$packet_end = (beat$accept & tlast & ~fb_q$q) | handover_fb;
        ivs$load = gcm$iv_load | xts$iv_load;
        if (handover_ff | handover_fb) begin
            ivs$load = all_words;
        end
        ivs$load_data$0 = next_ff$0;
        if (handover_fb) begin
            ivs$load_data$0 = next_fb$0;
        end
        if (gcm$iv_load[0]) begin
            ivs$load_data$0 = gcm$iv_data$0;
        end
        if (xts$iv_load[0]) begin
            ivs$load_data$0 = xts$iv_data$0;
        end
        iv$0 = ivs$iv$0;
        ivs$load_data$1 = next_ff$1;
        if (handover_fb) begin
            ivs$load_data$1 = next_fb$1;
        end
        if (gcm$iv_load[1]) begin
            ivs$load_data$1 = gcm$iv_data$1;
        end
        if (xts$iv_load[1]) begin
            ivs$load_data$1 = xts$iv_data$1;
        end
        iv$1 = ivs$iv$1;
        ivs$load_data$2 = next_ff$2;
        if (handover_fb) begin
            ivs$load_data$2 = next_fb$2;
        end
        if (gcm$iv_load[2]) begin
            ivs$load_data$2 = gcm$iv_data$2;
        end
        if (xts$iv_load[2]) begin
            ivs$load_data$2 = xts$iv_data$2;
        end
        iv$2 = ivs$iv$2;
        ivs$load_data$3 = next_ff$3;
        if (handover_fb) begin
            ivs$load_data$3 = next_fb$3;
        end
        if (gcm$iv_load[3]) begin
            ivs$load_data$3 = gcm$iv_data$3;
        end
        if (xts$iv_load[3]) begin
            ivs$load_data$3 = xts$iv_data$3;
        end
        iv$3 = ivs$iv$3;
        stage$clock = clock;
        stage$reset = reset;
        stage$valid = (core_valid & ~gcm$own_out & ~xts$own_out) | gcm$push | xts$push;
        stage$last = (core_valid & core_last & ~gcm$own_out & ~xts$own_out) | xts$out_last;
        stage$zero = gcm$out_zero;
        stage$insert = gcm$insert | xts$insert;
        stage$insert_last = gcm$insert | xts$insert_last;
        stage$data$0 = core_out$0 ^ (side$held$0 | xts$own_held$0);
        if (gcm$own_out) begin
            stage$data$0 = gcm$out$0;
        end
        stage$insert_data$0 = xts$insert_data$0;
        if (gcm$insert) begin
            stage$insert_data$0 = gcm$insert_data$0;
        end
        out$0 = stage$out$0;
        stage$data$1 = core_out$1 ^ (side$held$1 | xts$own_held$1);
        if (gcm$own_out) begin
            stage$data$1 = gcm$out$1;
        end
        stage$insert_data$1 = xts$insert_data$1;
        if (gcm$insert) begin
            stage$insert_data$1 = gcm$insert_data$1;
        end
        out$1 = stage$out$1;
        stage$data$2 = core_out$2 ^ (side$held$2 | xts$own_held$2);
        if (gcm$own_out) begin
            stage$data$2 = gcm$out$2;
        end
        stage$insert_data$2 = xts$insert_data$2;
        if (gcm$insert) begin
            stage$insert_data$2 = gcm$insert_data$2;
        end
        out$2 = stage$out$2;
        stage$data$3 = core_out$3 ^ (side$held$3 | xts$own_held$3);
        if (gcm$own_out) begin
            stage$data$3 = gcm$out$3;
        end
        stage$insert_data$3 = xts$insert_data$3;
        if (gcm$insert) begin
            stage$insert_data$3 = gcm$insert_data$3;
        end
        out$3 = stage$out$3;
        push = stage$push;
        out_last = stage$out_last;
        key_ok = gcm$key_ok & xts$key_ok;
        status = xts$status;
        busy = gcm$busy | xts$busy;
        length_err = gcm$length_err | xts$length_err;
        whole_last = gcm$whole_last | xts$whole_last;
        reg_rdata = gcm$reg_rdata;
        if (reset) begin
            in_packet$d = 1'b0;
            fb_pending$d = 1'b0;
        end
        if (in_packet$d) begin
            next_mode = pkt_mode$d;
            next_decrypt = pkt_decrypt$d;
        end
        else begin
            next_mode = mode_next;
            next_decrypt = decrypt_next;
        end
        mode_q$d = next_mode;
        decrypt_q$d = next_decrypt;
        cbc$next_mode = next_mode;
        cbc$next_decrypt = next_decrypt;
        cfb$next_mode = next_mode;
        cfb$next_decrypt = next_decrypt;
        ofb$next_mode = next_mode;
        ctr$next_mode = next_mode;
        ctr$ctrl_mode_next = mode_next;
        ctr$fb_pending = fb_pending$q;
        xts$next_mode = next_mode;
        xts$next_decrypt = next_decrypt;
        xor_q$d = cbc$xor_next;
        cur_q$d = cfb$cur_next | ofb$cur_next | ctr$cur_next;
        ff_in_q$d = cbc$ff_in_next | cfb$ff_in_next;
        fb_q$d = cbc$fb_next | cfb$fb_next | ofb$fb_next;
        xts$in_packet_next = in_packet$d;
        ready_ahead$fb_idle = ~fb_pending$d;
        ready_ahead$ctr = ctr$ready_next;
        ready_ahead$gcm = gcm$ready_next;
        ready_ahead$now = xts$ready_now;
    end

endmodule // aes_selftest_dut_modes

// Used by instance: dut$modes$beat
module aes_selftest_dut_modes_beat(tvalid,credit_ok,ready,own_offer,core_ready,offer,accept,slot);

    // Module arguments
    input wire  tvalid;
    input wire  credit_ok;
    input wire  ready;
    input wire  own_offer;
    input wire  core_ready;
    output reg  offer;
    output reg  accept;
    output reg  slot;

    // Update code
    always @(*) begin
        offer = (tvalid & credit_ok & ready) | own_offer;
        accept = tvalid & credit_ok & ready & core_ready;
        slot = ((tvalid & credit_ok & ready) | own_offer) & core_ready;
    end

endmodule // aes_selftest_dut_modes_beat

// Used by instance: dut$modes$cbc
module aes_selftest_dut_modes_cbc(clock,next_mode,next_decrypt,xor_next,ff_in_next,fb_next,side_cur);

    // Module arguments
    input wire  clock;
    input wire  [2:0] next_mode;
    input wire  next_decrypt;
    output reg  xor_next;
    output reg  ff_in_next;
    output reg  fb_next;
    output reg  side_cur;

    // Constant declarations
    localparam  code = 3'b1;
    localparam  has = 1'b1;

    // Stub signals
    reg  decrypting$d;
    wire  decrypting$q;
    reg  decrypting$clock;

    // Local signals
    reg  mine_next;

    // Sub module instances
    aes_selftest_dff1 decrypting(.d(decrypting$d), .q(decrypting$q), .clock(decrypting$clock));

    // Update code
    always @(*) begin
        decrypting$clock = clock;
        decrypting$d = decrypting$q;
        mine_next = (next_mode == code) & has;
        xor_next = mine_next & ~next_decrypt;
        fb_next = mine_next & ~next_decrypt;
        ff_in_next = mine_next & next_decrypt;
        decrypting$d = mine_next & next_decrypt;
        side_cur = decrypting$q;
    end

endmodule // aes_selftest_dut_modes_cbc

// Used by instance: dut$modes$cfb
module aes_selftest_dut_modes_cfb(clock,next_mode,next_decrypt,cur_next,ff_in_next,fb_next,side_in);

    // Module arguments
    input wire  clock;
    input wire  [2:0] next_mode;
    input wire  next_decrypt;
    output reg  cur_next;
    output reg  ff_in_next;
    output reg  fb_next;
    output reg  side_in;

    // Constant declarations
    localparam  code = 3'b10;
    localparam  has = 1'b1;

    // Stub signals
    reg  mine$d;
    wire  mine$q;
    reg  mine$clock;

    // Local signals
    reg  mine_next;

    // Sub module instances
    aes_selftest_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));

    // Update code
    always @(*) begin
        mine$clock = clock;
        mine$d = mine$q;
        mine_next = (next_mode == code) & has;
        cur_next = mine_next;
        fb_next = mine_next & ~next_decrypt;
        ff_in_next = mine_next & next_decrypt;
        mine$d = mine_next;
        side_in = mine$q;
    end

endmodule // aes_selftest_dut_modes_cfb

// Used by instance: dut$modes$ctr
module aes_selftest_dut_modes_ctr(clock,reset,zeroize,next_mode,ctrl_mode_next,in_packet,tlast,accept,chain$0,chain$1,chain$2,chain$3,iv$0,iv$1,iv$2,iv$3,iv_we,iv_written$0,iv_written$1,iv_written$2,iv_written$3,fb_pending,cur_next,side_in,ff_own,ff_data$0,ff_data$1,ff_data$2,ff_data$3,ready_next);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  zeroize;
    input wire  [2:0] next_mode;
    input wire  [2:0] ctrl_mode_next;
    input wire  in_packet;
    input wire  tlast;
    input wire  accept;
    input wire  [31:0] chain$0;
    input wire  [31:0] chain$1;
    input wire  [31:0] chain$2;
    input wire  [31:0] chain$3;
    input wire  [31:0] iv$0;
    input wire  [31:0] iv$1;
    input wire  [31:0] iv$2;
    input wire  [31:0] iv$3;
    input wire  iv_we;
    input wire  iv_written$0;
    input wire  iv_written$1;
    input wire  iv_written$2;
    input wire  iv_written$3;
    input wire  fb_pending;
    output reg  cur_next;
    output reg  side_in;
    output reg  ff_own;
    output reg  [31:0] ff_data$0;
    output reg  [31:0] ff_data$1;
    output reg  [31:0] ff_data$2;
    output reg  [31:0] ff_data$3;
    output reg  ready_next;

    // Constant declarations
    localparam  code = 3'b100;
    localparam  has = 1'b1;
    localparam  zero = 32'h0;
    localparam  zero3 = 3'b0;

    // Stub signals
    reg  mine$d;
    wire  mine$q;
    reg  mine$clock;
    reg  [31:0] inc_chain$x$0, inc_chain$x$1, inc_chain$x$2, inc_chain$x$3;
    reg  [2:0] inc_chain$ones;
    wire  [31:0] inc_chain$y$0, inc_chain$y$1, inc_chain$y$2, inc_chain$y$3;
    wire  [2:0] inc_chain$next_ones, inc_chain$x_ones;
    reg  [31:0] inc_iv$x$0, inc_iv$x$1, inc_iv$x$2, inc_iv$x$3;
    reg  [2:0] inc_iv$ones;
    wire  [31:0] inc_iv$y$0, inc_iv$y$1, inc_iv$y$2, inc_iv$y$3;
    wire  [2:0] inc_iv$next_ones, inc_iv$x_ones;
    reg  [2:0] ch_ones$d;
    wire  [2:0] ch_ones$q;
    reg  ch_ones$clock;
    reg  [2:0] iv_ones$d;
    wire  [2:0] iv_ones$q;
    reg  iv_ones$clock;
    reg  [2:0] hand_over$step, hand_over$decoded;
    reg  hand_over$written$0, hand_over$written$1, hand_over$written$2, hand_over$written$3;
    wire  [2:0] hand_over$ones;
    reg  [2:0] chain_ones_unused$x;

    // Local signals
    reg  mine_next;
    reg  ctrl_ctr;
    reg  [2:0] step_ones;

    // Sub module instances
    aes_selftest_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));
    aes_selftest_dut_modes_ctr_inc inc_chain(.x$0(inc_chain$x$0), .x$1(inc_chain$x$1),
        .x$2(inc_chain$x$2), .x$3(inc_chain$x$3), .ones(inc_chain$ones), .y$0(inc_chain$y$0),
        .y$1(inc_chain$y$1), .y$2(inc_chain$y$2), .y$3(inc_chain$y$3),
        .next_ones(inc_chain$next_ones), .x_ones(inc_chain$x_ones));
    aes_selftest_dut_modes_ctr_inc inc_iv(.x$0(inc_iv$x$0), .x$1(inc_iv$x$1), .x$2(inc_iv$x$2),
        .x$3(inc_iv$x$3), .ones(inc_iv$ones), .y$0(inc_iv$y$0), .y$1(inc_iv$y$1), .y$2(inc_iv$y$2),
        .y$3(inc_iv$y$3), .next_ones(inc_iv$next_ones), .x_ones(inc_iv$x_ones));
    aes_selftest_dff3 ch_ones(.d(ch_ones$d), .q(ch_ones$q), .clock(ch_ones$clock));
    aes_selftest_dff3 iv_ones(.d(iv_ones$d), .q(iv_ones$q), .clock(iv_ones$clock));
    aes_selftest_dut_modes_ctr_hand_over hand_over(.step(hand_over$step),
        .decoded(hand_over$decoded), .written$0(hand_over$written$0),
        .written$1(hand_over$written$1), .written$2(hand_over$written$2),
        .written$3(hand_over$written$3), .ones(hand_over$ones));
    aes_selftest_dut_modes_ctr_chain_ones_unused chain_ones_unused(.x(chain_ones_unused$x));

    // Update code
    always @(*) begin
        mine$clock = clock;
        ch_ones$clock = clock;
        iv_ones$clock = clock;
        mine$d = mine$q;
        ch_ones$d = ch_ones$q;
        iv_ones$d = iv_ones$q;
        mine_next = (next_mode == code) & has;
        cur_next = mine_next;
        mine$d = mine_next;
        side_in = mine$q;
        ff_own = mine$q;
        inc_chain$ones = ch_ones$q;
        inc_iv$ones = iv_ones$q;
        inc_chain$x$0 = chain$0;
        inc_iv$x$0 = iv$0;
        ff_data$0 = zero;
        if (mine$q) begin
            if (in_packet) begin
                ff_data$0 = inc_chain$y$0;
            end
            else begin
                ff_data$0 = inc_iv$y$0;
            end
        end
        inc_chain$x$1 = chain$1;
        inc_iv$x$1 = iv$1;
        ff_data$1 = zero;
        if (mine$q) begin
            if (in_packet) begin
                ff_data$1 = inc_chain$y$1;
            end
            else begin
                ff_data$1 = inc_iv$y$1;
            end
        end
        inc_chain$x$2 = chain$2;
        inc_iv$x$2 = iv$2;
        ff_data$2 = zero;
        if (mine$q) begin
            if (in_packet) begin
                ff_data$2 = inc_chain$y$2;
            end
            else begin
                ff_data$2 = inc_iv$y$2;
            end
        end
        inc_chain$x$3 = chain$3;
        inc_iv$x$3 = iv$3;
        ff_data$3 = zero;
        if (mine$q) begin
            if (in_packet) begin
                ff_data$3 = inc_chain$y$3;
            end
            else begin
                ff_data$3 = inc_iv$y$3;
            end
        end
        if (in_packet) begin
            step_ones = inc_chain$next_ones;
        end
        else begin
            step_ones = inc_iv$next_ones;
        end
        chain_ones_unused$x = inc_chain$x_ones;
        hand_over$step = step_ones;
        hand_over$decoded = inc_iv$x_ones;
        hand_over$written$0 = iv_written$0;
        hand_over$written$1 = iv_written$1;
        hand_over$written$2 = iv_written$2;
        hand_over$written$3 = iv_written$3;
        if (mine$q & accept) begin
            ch_ones$d = step_ones;
        end
        iv_ones$d = inc_iv$x_ones;
        if (mine$q & accept & tlast) begin
            iv_ones$d = hand_over$ones;
        end
        if (zeroize | reset) begin
            ch_ones$d = zero3;
        end
        ctrl_ctr = (ctrl_mode_next == code) & has;
        ready_next = ~(ctrl_ctr & (~in_packet | tlast) & (~mine$q | iv_we | fb_pending | zeroize | reset));
    end

endmodule // aes_selftest_dut_modes_ctr

// Used by instance: dut$modes$ctr$chain_ones_unused
module aes_selftest_dut_modes_ctr_chain_ones_unused(x);

    // Module arguments
    input wire  [2:0] x;

    // Update code (custom)
    wire _unused_ok = &{1'b0, x, 1'b0};
endmodule // aes_selftest_dut_modes_ctr_chain_ones_unused

// Used by instance: dut$modes$ctr$hand_over
module aes_selftest_dut_modes_ctr_hand_over(step,decoded,written$0,written$1,written$2,written$3,ones);

    // Module arguments
    input wire  [2:0] step;
    input wire  [2:0] decoded;
    input wire  written$0;
    input wire  written$1;
    input wire  written$2;
    input wire  written$3;
    output reg  [2:0] ones;

    // Update code (custom)
    wire [2:0] kept = {written$1, written$2, written$3};
    always @(*) ones = (step & ~kept) | (decoded & kept);
    wire _unused_ok = &{1'b0, written$0, 1'b0};
endmodule // aes_selftest_dut_modes_ctr_hand_over

// Used by 2 instances: dut$modes$ctr$inc_chain, dut$modes$ctr$inc_iv
module aes_selftest_dut_modes_ctr_inc(x$0,x$1,x$2,x$3,ones,y$0,y$1,y$2,y$3,next_ones,x_ones);

    // Module arguments
    input wire  [31:0] x$0;
    input wire  [31:0] x$1;
    input wire  [31:0] x$2;
    input wire  [31:0] x$3;
    input wire  [2:0] ones;
    output reg  [31:0] y$0;
    output reg  [31:0] y$1;
    output reg  [31:0] y$2;
    output reg  [31:0] y$3;
    output reg  [2:0] next_ones;
    output reg  [2:0] x_ones;

    // Update code (custom)
    wire [31:0] n_part0 = {x$3[7:0], x$3[15:8], x$3[23:16], x$3[31:24]};
    wire [31:0] n_inc0 = n_part0 + 32'd1;
    wire [31:0] n_part1 = {x$2[7:0], x$2[15:8], x$2[23:16], x$2[31:24]};
    wire [31:0] n_inc1 = n_part1 + 32'd1;
    wire [31:0] n_part2 = {x$1[7:0], x$1[15:8], x$1[23:16], x$1[31:24]};
    wire [31:0] n_inc2 = n_part2 + 32'd1;
    wire [31:0] n_part3 = {x$0[7:0], x$0[15:8], x$0[23:16], x$0[31:24]};
    wire [31:0] n_inc3 = n_part3 + 32'd1;
    wire n_carry0 = 1'b1;
    wire n_carry1 = ones[0];
    wire n_carry2 = &ones[1:0];
    wire n_carry3 = &ones;
    wire [127:0] n_next = {n_carry3 ? n_inc3 : n_part3, n_carry2 ? n_inc2 : n_part2, n_carry1 ? n_inc1 : n_part1, n_carry0 ? n_inc0 : n_part0};
    always @(*) next_ones = {(&n_part2[31:1]) & (n_part2[0] ^ n_carry2), (&n_part1[31:1]) & (n_part1[0] ^ n_carry1), (&n_part0[31:1]) & (n_part0[0] ^ n_carry0)};
    always @(*) x_ones = {&n_part2, &n_part1, &n_part0};
    always @(*) y$0 = {n_next[103:96], n_next[111:104], n_next[119:112], n_next[127:120]};
    always @(*) y$1 = {n_next[71:64], n_next[79:72], n_next[87:80], n_next[95:88]};
    always @(*) y$2 = {n_next[39:32], n_next[47:40], n_next[55:48], n_next[63:56]};
    always @(*) y$3 = {n_next[7:0], n_next[15:8], n_next[23:16], n_next[31:24]};
endmodule // aes_selftest_dut_modes_ctr_inc

// Used by instance: dut$modes$gcm
module aes_selftest_dut_modes_gcm(clock,reset,zeroize,ctrl_decrypt,ctrl_mode_next,ctrl_decrypt_next,iv$0,iv$1,iv$2,iv$3,others_open,tvalid,tlast,tkeep,accept,slot,credit_ok,core_ready,key_ready,core_valid,core_valid_next,core_out$0,core_out$1,core_out$2,core_out$3,held$0,held$1,held$2,held$3,rec,rec_next,reg_we,reg_word,reg_data,reg_strb,reg_read_word,side_in,ready_next,offer,offer_credit,own_data,own_in$0,own_in$1,own_in$2,own_in$3,own_last,record,own_out,out$0,out$1,out$2,out$3,push,out_zero,insert,insert_data$0,insert_data$1,insert_data$2,insert_data$3,iv_load,iv_data$0,iv_data$1,iv_data$2,iv_data$3,key_ok,busy,length_err,whole_last,reg_rdata);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  zeroize;
    input wire  ctrl_decrypt;
    input wire  [2:0] ctrl_mode_next;
    input wire  ctrl_decrypt_next;
    input wire  [31:0] iv$0;
    input wire  [31:0] iv$1;
    input wire  [31:0] iv$2;
    input wire  [31:0] iv$3;
    input wire  others_open;
    input wire  tvalid;
    input wire  tlast;
    input wire  [15:0] tkeep;
    input wire  accept;
    input wire  slot;
    input wire  credit_ok;
    input wire  core_ready;
    input wire  key_ready;
    input wire  core_valid;
    input wire  core_valid_next;
    input wire  [31:0] core_out$0;
    input wire  [31:0] core_out$1;
    input wire  [31:0] core_out$2;
    input wire  [31:0] core_out$3;
    input wire  [31:0] held$0;
    input wire  [31:0] held$1;
    input wire  [31:0] held$2;
    input wire  [31:0] held$3;
    input wire  [31:0] rec;
    input wire  [31:0] rec_next;
    input wire  reg_we;
    input wire  [5:0] reg_word;
    input wire  [31:0] reg_data;
    input wire  [3:0] reg_strb;
    input wire  [5:0] reg_read_word;
    output reg  side_in;
    output reg  ready_next;
    output reg  offer;
    output reg  offer_credit;
    output reg  own_data;
    output reg  [31:0] own_in$0;
    output reg  [31:0] own_in$1;
    output reg  [31:0] own_in$2;
    output reg  [31:0] own_in$3;
    output reg  own_last;
    output reg  [31:0] record;
    output reg  own_out;
    output reg  [31:0] out$0;
    output reg  [31:0] out$1;
    output reg  [31:0] out$2;
    output reg  [31:0] out$3;
    output reg  push;
    output reg  out_zero;
    output reg  insert;
    output reg  [31:0] insert_data$0;
    output reg  [31:0] insert_data$1;
    output reg  [31:0] insert_data$2;
    output reg  [31:0] insert_data$3;
    output reg  [3:0] iv_load;
    output reg  [31:0] iv_data$0;
    output reg  [31:0] iv_data$1;
    output reg  [31:0] iv_data$2;
    output reg  [31:0] iv_data$3;
    output reg  key_ok;
    output reg  busy;
    output reg  length_err;
    output reg  whole_last;
    output reg  [31:0] reg_rdata;

    // Constant declarations
    localparam  has = 1'b0;
    localparam  aad_word = 6'b10100;
    localparam  zero = 32'h0;
    localparam  j0_word = 32'h1000000;
    localparam  ctr_first = 32'h2000000;
    localparam  count_bits = 32'h1f;
    localparam  key_block_bits = 32'h600;
    localparam  enc_bit = 32'h4000;
    localparam  last_bit = 32'h2000;
    localparam  text_bits = 32'h1800;
    localparam  keep_all = 16'hffff;
    localparam  count16 = 5'b10000;
    localparam  handover_words = 4'h6;
    localparam  no_words = 4'h0;
    localparam  gap0 = 2'b0;
    localparam  gap1 = 2'b1;
    localparam  gap2 = 2'b10;
    localparam  fly0 = 5'b0;
    localparam  fly1 = 5'b1;
    localparam  fly2 = 5'b10;

    // Stub signals
    reg  ghash$clock, ghash$clear, ghash$h_load;
    reg  [31:0] ghash$h$0, ghash$h$1, ghash$h$2, ghash$h$3;
    reg  ghash$absorb, ghash$last, ghash$pen;
    reg  [31:0] ghash$x$0, ghash$x$1, ghash$x$2, ghash$x$3;
    reg  [31:0] ghash$mask$0, ghash$mask$1, ghash$mask$2, ghash$mask$3;
    wire  ghash$powers_ready, ghash$powers_ready_next, ghash$hash_valid;
    wire  [31:0] ghash$hash$0, ghash$hash$1, ghash$hash$2, ghash$hash$3;
    reg  offers$j0_ok, offers$h_want, offers$tvalid, offers$credit_ok;
    wire  offers$offer_j0, offers$offer_h, offers$offer;
    reg  [2:0] state_next$mode;
    reg  state_next$decrypt, state_next$h_fresh, state_next$in_pkt, state_next$other_pkt;
    reg  [1:0] state_next$gap;
    reg  state_next$inner_busy, state_next$powers_ready;
    wire  state_next$forward, state_next$pass, state_next$j0_ok, state_next$h_want;
    wire  state_next$data_gcm, state_next$data_j0, state_next$data_h;
    reg  forward_q$d;
    wire  forward_q$q;
    reg  forward_q$clock;
    reg  j0_ok_q$d;
    wire  j0_ok_q$q;
    reg  j0_ok_q$clock;
    reg  h_want_q$d;
    wire  h_want_q$q;
    reg  h_want_q$clock;
    reg  data_gcm_q$d;
    wire  data_gcm_q$q;
    reg  data_gcm_q$clock;
    reg  data_j0_q$d;
    wire  data_j0_q$q;
    reg  data_j0_q$clock;
    reg  data_h_q$d;
    wire  data_h_q$q;
    reg  data_h_q$clock;
    reg  take$offer_j0, take$offer_h, take$core_ready;
    wire  take$j0_go, take$h_go;
    reg  [15:0] words$pk_mask;
    reg  words$pk_gcm, words$pk_j0, words$pk_h, words$pk_aad, words$pk_pay, words$pk_last;
    reg  words$pk_enc, words$pk_err;
    reg  [4:0] words$pk_count;
    wire  [31:0] words$pk;
    reg  [31:0] words$ctr;
    wire  [31:0] words$ctr_next;
    reg  [31:0] words$iv1, words$iv2;
    wire  [31:0] words$iv1_next, words$iv2_next;
    reg  [15:0] words$keep;
    wire  [4:0] words$keep_count;
    wire  words$keep_ok;
    reg  [15:0] words$mask;
    wire  [31:0] words$lane$0, words$lane$1, words$lane$2, words$lane$3;
    reg  [31:0] words$a_bytes, words$c_bytes;
    wire  [31:0] words$len$0, words$len$1, words$len$2, words$len$3;
    reg  [31:0] step_rest$x;
    reg  step_rest$ge16, step_rest$ge32;
    wire  step_rest$aad, step_rest$more;
    wire  [15:0] step_rest$mask;
    wire  [4:0] step_rest$count;
    wire  [31:0] step_rest$rest;
    wire  step_rest$rest_ge16, step_rest$rest_ge32;
    reg  [31:0] step_len$x;
    reg  step_len$ge16, step_len$ge32;
    wire  step_len$aad, step_len$more;
    wire  [15:0] step_len$mask;
    wire  [4:0] step_len$count;
    wire  [31:0] step_len$rest;
    wire  step_len$rest_ge16, step_len$rest_ge32;
    reg  [31:0] aad_len$d;
    wire  [31:0] aad_len$q;
    reg  aad_len$clock;
    reg  aad_ge16$d;
    wire  aad_ge16$q;
    reg  aad_ge16$clock;
    reg  aad_ge32$d;
    wire  aad_ge32$q;
    reg  aad_ge32$clock;
    reg  [31:0] aad_merge$q, aad_merge$d;
    reg  [3:0] aad_merge$strb;
    wire  [31:0] aad_merge$y;
    reg  in_pkt$d;
    wire  in_pkt$q;
    reg  in_pkt$clock;
    reg  other_pkt$d;
    wire  other_pkt$q;
    reg  other_pkt$clock;
    reg  pkt_decrypt$d;
    wire  pkt_decrypt$q;
    reg  pkt_decrypt$clock;
    reg  h_fresh$d;
    wire  h_fresh$q;
    reg  h_fresh$clock;
    reg  h_inflight$d;
    wire  h_inflight$q;
    reg  h_inflight$clock;
    reg  h_done$d;
    wire  h_done$q;
    reg  h_done$clock;
    reg  inner_busy$d;
    wire  inner_busy$q;
    reg  inner_busy$clock;
    reg  zpend$d;
    wire  zpend$q;
    reg  zpend$clock;
    reg  ghash_clear$d;
    wire  ghash_clear$q;
    reg  ghash_clear$clock;
    reg  len_q$clock, len_q$d;
    wire  [5:0] len_q$q;
    reg  tail1$d;
    wire  tail1$q;
    reg  tail1$clock;
    reg  tail2$d;
    wire  tail2$q;
    reg  tail2$clock;
    reg  d1v$d;
    wire  d1v$q;
    reg  d1v$clock;
    reg  d2v$d;
    wire  d2v$q;
    reg  d2v$clock;
    reg  jh$d;
    wire  jh$q;
    reg  jh$clock;
    reg  [1:0] gap$d;
    wire  [1:0] gap$q;
    reg  gap$clock;
    reg  [4:0] fly$d;
    wire  [4:0] fly$q;
    reg  fly$clock;
    reg  fly_nz$d;
    wire  fly_nz$q;
    reg  fly_nz$clock;
    reg  fly_one$d;
    wire  fly_one$q;
    reg  fly_one$clock;
    reg  b_aad$d;
    wire  b_aad$q;
    reg  b_aad$clock;
    reg  b_more$d;
    wire  b_more$q;
    reg  b_more$clock;
    reg  [15:0] b_mask$d;
    wire  [15:0] b_mask$q;
    reg  b_mask$clock;
    reg  [4:0] b_count$d;
    wire  [4:0] b_count$q;
    reg  b_count$clock;
    reg  [31:0] rest$d;
    wire  [31:0] rest$q;
    reg  rest$clock;
    reg  rest_ge16$d;
    wire  rest_ge16$q;
    reg  rest_ge16$clock;
    reg  rest_ge32$d;
    wire  rest_ge32$q;
    reg  rest_ge32$clock;
    reg  [31:0] piv$0$d;
    wire  [31:0] piv$0$q;
    reg  piv$0$clock;
    reg  [31:0] piv$1$d;
    wire  [31:0] piv$1$q;
    reg  piv$1$clock;
    reg  [31:0] piv$2$d;
    wire  [31:0] piv$2$q;
    reg  piv$2$clock;
    reg  [31:0] ctr$d;
    wire  [31:0] ctr$q;
    reg  ctr$clock;
    reg  [31:0] a_bytes$d;
    wire  [31:0] a_bytes$q;
    reg  a_bytes$clock;
    reg  [31:0] c_bytes$d;
    wire  [31:0] c_bytes$q;
    reg  c_bytes$clock;
    reg  [31:0] mask$0$d;
    wire  [31:0] mask$0$q;
    reg  mask$0$clock;
    reg  [31:0] mask$1$d;
    wire  [31:0] mask$1$q;
    reg  mask$1$clock;
    reg  [31:0] mask$2$d;
    wire  [31:0] mask$2$q;
    reg  mask$2$clock;
    reg  [31:0] mask$3$d;
    wire  [31:0] mask$3$q;
    reg  mask$3$clock;
    reg  [31:0] iv3_unused$x;
    reg  x_enc$clock, x_enc$d;
    wire  [3:0] x_enc$q;
    reg  [15:0] x_mask$d;
    wire  [15:0] x_mask$q;
    reg  x_mask$clock;
    reg  x_pen$d;
    wire  x_pen$q;
    reg  x_pen$clock;
    reg  x_absorb$d;
    wire  x_absorb$q;
    reg  x_absorb$clock;
    reg  [15:0] x_shape$keep;
    wire  [31:0] x_shape$lane$0, x_shape$lane$1, x_shape$lane$2, x_shape$lane$3;
    reg  rec_enc_unused$x;

    // Local signals
    reg  inv_clear;
    reg  clear_now;
    reg  [7:0] o_flags;
    reg  [31:0] o_count;
    reg  o_gcm;
    reg  o_j0;
    reg  o_h;
    reg  o_aad;
    reg  o_pay;
    reg  o_last;
    reg  o_err;
    reg  [31:0] x$0, x$1, x$2, x$3;
    reg  fly_two;

    // Sub module instances
    aes_selftest_dut_modes_gcm_ghash ghash(.clock(ghash$clock), .clear(ghash$clear),
        .h_load(ghash$h_load), .h$0(ghash$h$0), .h$1(ghash$h$1), .h$2(ghash$h$2), .h$3(ghash$h$3),
        .absorb(ghash$absorb), .last(ghash$last), .pen(ghash$pen), .x$0(ghash$x$0), .x$1(ghash$x$1),
        .x$2(ghash$x$2), .x$3(ghash$x$3), .mask$0(ghash$mask$0), .mask$1(ghash$mask$1),
        .mask$2(ghash$mask$2), .mask$3(ghash$mask$3), .powers_ready(ghash$powers_ready),
        .powers_ready_next(ghash$powers_ready_next), .hash_valid(ghash$hash_valid),
        .hash$0(ghash$hash$0), .hash$1(ghash$hash$1), .hash$2(ghash$hash$2), .hash$3(ghash$hash$3));
    aes_selftest_dut_modes_gcm_offers offers(.j0_ok(offers$j0_ok), .h_want(offers$h_want),
        .tvalid(offers$tvalid), .credit_ok(offers$credit_ok), .offer_j0(offers$offer_j0),
        .offer_h(offers$offer_h), .offer(offers$offer));
    aes_selftest_dut_modes_gcm_state_next state_next(.mode(state_next$mode),
        .decrypt(state_next$decrypt), .h_fresh(state_next$h_fresh), .in_pkt(state_next$in_pkt),
        .other_pkt(state_next$other_pkt), .gap(state_next$gap), .inner_busy(state_next$inner_busy),
        .powers_ready(state_next$powers_ready), .forward(state_next$forward),
        .pass(state_next$pass), .j0_ok(state_next$j0_ok), .h_want(state_next$h_want),
        .data_gcm(state_next$data_gcm), .data_j0(state_next$data_j0), .data_h(state_next$data_h));
    aes_selftest_dff1 forward_q(.d(forward_q$d), .q(forward_q$q), .clock(forward_q$clock));
    aes_selftest_dff1 j0_ok_q(.d(j0_ok_q$d), .q(j0_ok_q$q), .clock(j0_ok_q$clock));
    aes_selftest_dff1 h_want_q(.d(h_want_q$d), .q(h_want_q$q), .clock(h_want_q$clock));
    aes_selftest_dff1 data_gcm_q(.d(data_gcm_q$d), .q(data_gcm_q$q), .clock(data_gcm_q$clock));
    aes_selftest_dff1 data_j0_q(.d(data_j0_q$d), .q(data_j0_q$q), .clock(data_j0_q$clock));
    aes_selftest_dff1 data_h_q(.d(data_h_q$d), .q(data_h_q$q), .clock(data_h_q$clock));
    aes_selftest_dut_modes_gcm_take take(.offer_j0(take$offer_j0), .offer_h(take$offer_h),
        .core_ready(take$core_ready), .j0_go(take$j0_go), .h_go(take$h_go));
    aes_selftest_dut_modes_gcm_words words(.pk_mask(words$pk_mask), .pk_gcm(words$pk_gcm),
        .pk_j0(words$pk_j0), .pk_h(words$pk_h), .pk_aad(words$pk_aad), .pk_pay(words$pk_pay),
        .pk_last(words$pk_last), .pk_enc(words$pk_enc), .pk_err(words$pk_err),
        .pk_count(words$pk_count), .pk(words$pk), .ctr(words$ctr), .ctr_next(words$ctr_next),
        .iv1(words$iv1), .iv2(words$iv2), .iv1_next(words$iv1_next), .iv2_next(words$iv2_next),
        .keep(words$keep), .keep_count(words$keep_count), .keep_ok(words$keep_ok),
        .mask(words$mask), .lane$0(words$lane$0), .lane$1(words$lane$1), .lane$2(words$lane$2),
        .lane$3(words$lane$3), .a_bytes(words$a_bytes), .c_bytes(words$c_bytes),
        .len$0(words$len$0), .len$1(words$len$1), .len$2(words$len$2), .len$3(words$len$3));
    aes_selftest_dut_modes_gcm_step step_rest(.x(step_rest$x), .ge16(step_rest$ge16),
        .ge32(step_rest$ge32), .aad(step_rest$aad), .more(step_rest$more), .mask(step_rest$mask),
        .count(step_rest$count), .rest(step_rest$rest), .rest_ge16(step_rest$rest_ge16),
        .rest_ge32(step_rest$rest_ge32));
    aes_selftest_dut_modes_gcm_step step_len(.x(step_len$x), .ge16(step_len$ge16),
        .ge32(step_len$ge32), .aad(step_len$aad), .more(step_len$more), .mask(step_len$mask),
        .count(step_len$count), .rest(step_len$rest), .rest_ge16(step_len$rest_ge16),
        .rest_ge32(step_len$rest_ge32));
    aes_selftest_dff32 aad_len(.d(aad_len$d), .q(aad_len$q), .clock(aad_len$clock));
    aes_selftest_dff1 aad_ge16(.d(aad_ge16$d), .q(aad_ge16$q), .clock(aad_ge16$clock));
    aes_selftest_dff1 aad_ge32(.d(aad_ge32$d), .q(aad_ge32$q), .clock(aad_ge32$clock));
    aes_selftest_dut_merge aad_merge(.q(aad_merge$q), .d(aad_merge$d), .strb(aad_merge$strb),
        .y(aad_merge$y));
    aes_selftest_dff1 in_pkt(.d(in_pkt$d), .q(in_pkt$q), .clock(in_pkt$clock));
    aes_selftest_dff1 other_pkt(.d(other_pkt$d), .q(other_pkt$q), .clock(other_pkt$clock));
    aes_selftest_dff1 pkt_decrypt(.d(pkt_decrypt$d), .q(pkt_decrypt$q), .clock(pkt_decrypt$clock));
    aes_selftest_dff1 h_fresh(.d(h_fresh$d), .q(h_fresh$q), .clock(h_fresh$clock));
    aes_selftest_dff1 h_inflight(.d(h_inflight$d), .q(h_inflight$q), .clock(h_inflight$clock));
    aes_selftest_dff1 h_done(.d(h_done$d), .q(h_done$q), .clock(h_done$clock));
    aes_selftest_dff1 inner_busy(.d(inner_busy$d), .q(inner_busy$q), .clock(inner_busy$clock));
    aes_selftest_dff1 zpend(.d(zpend$d), .q(zpend$q), .clock(zpend$clock));
    aes_selftest_dff1 ghash_clear(.d(ghash_clear$d), .q(ghash_clear$q), .clock(ghash_clear$clock));
    aes_selftest_dut_modes_gcm_len_q len_q(.clock(len_q$clock), .d(len_q$d), .q(len_q$q));
    aes_selftest_dff1 tail1(.d(tail1$d), .q(tail1$q), .clock(tail1$clock));
    aes_selftest_dff1 tail2(.d(tail2$d), .q(tail2$q), .clock(tail2$clock));
    aes_selftest_dff1 d1v(.d(d1v$d), .q(d1v$q), .clock(d1v$clock));
    aes_selftest_dff1 d2v(.d(d2v$d), .q(d2v$q), .clock(d2v$clock));
    aes_selftest_dff1 jh(.d(jh$d), .q(jh$q), .clock(jh$clock));
    aes_selftest_dut_dff2 gap(.d(gap$d), .q(gap$q), .clock(gap$clock));
    aes_selftest_dut_dff5 fly(.d(fly$d), .q(fly$q), .clock(fly$clock));
    aes_selftest_dff1 fly_nz(.d(fly_nz$d), .q(fly_nz$q), .clock(fly_nz$clock));
    aes_selftest_dff1 fly_one(.d(fly_one$d), .q(fly_one$q), .clock(fly_one$clock));
    aes_selftest_dff1 b_aad(.d(b_aad$d), .q(b_aad$q), .clock(b_aad$clock));
    aes_selftest_dff1 b_more(.d(b_more$d), .q(b_more$q), .clock(b_more$clock));
    aes_selftest_dff16 b_mask(.d(b_mask$d), .q(b_mask$q), .clock(b_mask$clock));
    aes_selftest_dut_dff5 b_count(.d(b_count$d), .q(b_count$q), .clock(b_count$clock));
    aes_selftest_dff32 rest(.d(rest$d), .q(rest$q), .clock(rest$clock));
    aes_selftest_dff1 rest_ge16(.d(rest_ge16$d), .q(rest_ge16$q), .clock(rest_ge16$clock));
    aes_selftest_dff1 rest_ge32(.d(rest_ge32$d), .q(rest_ge32$q), .clock(rest_ge32$clock));
    aes_selftest_dff32 piv$0(.d(piv$0$d), .q(piv$0$q), .clock(piv$0$clock));
    aes_selftest_dff32 piv$1(.d(piv$1$d), .q(piv$1$q), .clock(piv$1$clock));
    aes_selftest_dff32 piv$2(.d(piv$2$d), .q(piv$2$q), .clock(piv$2$clock));
    aes_selftest_dff32 ctr(.d(ctr$d), .q(ctr$q), .clock(ctr$clock));
    aes_selftest_dff32 a_bytes(.d(a_bytes$d), .q(a_bytes$q), .clock(a_bytes$clock));
    aes_selftest_dff32 c_bytes(.d(c_bytes$d), .q(c_bytes$q), .clock(c_bytes$clock));
    aes_selftest_dff32 mask$0(.d(mask$0$d), .q(mask$0$q), .clock(mask$0$clock));
    aes_selftest_dff32 mask$1(.d(mask$1$d), .q(mask$1$q), .clock(mask$1$clock));
    aes_selftest_dff32 mask$2(.d(mask$2$d), .q(mask$2$q), .clock(mask$2$clock));
    aes_selftest_dff32 mask$3(.d(mask$3$d), .q(mask$3$q), .clock(mask$3$clock));
    aes_selftest_dut_modes_gcm_iv3_unused iv3_unused(.x(iv3_unused$x));
    aes_selftest_dut_copies4 x_enc(.clock(x_enc$clock), .d(x_enc$d), .q(x_enc$q));
    aes_selftest_dff16 x_mask(.d(x_mask$d), .q(x_mask$q), .clock(x_mask$clock));
    aes_selftest_dff1 x_pen(.d(x_pen$d), .q(x_pen$q), .clock(x_pen$clock));
    aes_selftest_dff1 x_absorb(.d(x_absorb$d), .q(x_absorb$q), .clock(x_absorb$clock));
    aes_selftest_dut_modes_shape x_shape(.keep(x_shape$keep), .lane$0(x_shape$lane$0),
        .lane$1(x_shape$lane$1), .lane$2(x_shape$lane$2), .lane$3(x_shape$lane$3));
    aes_selftest_dut_modes_gcm_rec_enc_unused rec_enc_unused(.x(rec_enc_unused$x));

    // Update code
    always @(*) begin
        in_pkt$clock = clock;
        other_pkt$clock = clock;
        pkt_decrypt$clock = clock;
        h_fresh$clock = clock;
        h_inflight$clock = clock;
        h_done$clock = clock;
        inner_busy$clock = clock;
        forward_q$clock = clock;
        j0_ok_q$clock = clock;
        h_want_q$clock = clock;
        data_gcm_q$clock = clock;
        data_j0_q$clock = clock;
        data_h_q$clock = clock;
        zpend$clock = clock;
        ghash_clear$clock = clock;
        tail1$clock = clock;
        tail2$clock = clock;
        d1v$clock = clock;
        d2v$clock = clock;
        jh$clock = clock;
        gap$clock = clock;
        fly$clock = clock;
        fly_nz$clock = clock;
        fly_one$clock = clock;
        x_mask$clock = clock;
        x_pen$clock = clock;
        x_absorb$clock = clock;
        b_aad$clock = clock;
        b_more$clock = clock;
        b_mask$clock = clock;
        b_count$clock = clock;
        rest$clock = clock;
        rest_ge16$clock = clock;
        rest_ge32$clock = clock;
        ctr$clock = clock;
        a_bytes$clock = clock;
        c_bytes$clock = clock;
        aad_len$clock = clock;
        aad_ge16$clock = clock;
        aad_ge32$clock = clock;
        in_pkt$d = in_pkt$q;
        other_pkt$d = other_pkt$q;
        pkt_decrypt$d = pkt_decrypt$q;
        h_fresh$d = h_fresh$q;
        h_inflight$d = h_inflight$q;
        h_done$d = h_done$q;
        inner_busy$d = inner_busy$q;
        forward_q$d = forward_q$q;
        j0_ok_q$d = j0_ok_q$q;
        h_want_q$d = h_want_q$q;
        data_gcm_q$d = data_gcm_q$q;
        data_j0_q$d = data_j0_q$q;
        data_h_q$d = data_h_q$q;
        zpend$d = zpend$q;
        ghash_clear$d = ghash_clear$q;
        tail1$d = tail1$q;
        tail2$d = tail2$q;
        d1v$d = d1v$q;
        d2v$d = d2v$q;
        jh$d = jh$q;
        gap$d = gap$q;
        fly$d = fly$q;
        fly_nz$d = fly_nz$q;
        fly_one$d = fly_one$q;
        x_mask$d = x_mask$q;
        x_pen$d = x_pen$q;
        x_absorb$d = x_absorb$q;
        b_aad$d = b_aad$q;
        b_more$d = b_more$q;
        b_mask$d = b_mask$q;
        b_count$d = b_count$q;
        rest$d = rest$q;
        rest_ge16$d = rest_ge16$q;
        rest_ge32$d = rest_ge32$q;
        ctr$d = ctr$q;
        a_bytes$d = a_bytes$q;
        c_bytes$d = c_bytes$q;
        aad_len$d = aad_len$q;
        aad_ge16$d = aad_ge16$q;
        aad_ge32$d = aad_ge32$q;
        piv$0$clock = clock;
        piv$0$d = piv$0$q;
        piv$1$clock = clock;
        piv$1$d = piv$1$q;
        piv$2$clock = clock;
        piv$2$d = piv$2$q;
        mask$0$clock = clock;
        mask$0$d = mask$0$q;
        mask$1$clock = clock;
        mask$1$d = mask$1$q;
        mask$2$clock = clock;
        mask$2$d = mask$2$q;
        mask$3$clock = clock;
        mask$3$d = mask$3$q;
        iv3_unused$x = iv$3;
        aad_merge$q = aad_len$q;
        aad_merge$d = reg_data;
        aad_merge$strb = reg_strb;
        if (reg_we & (reg_word == aad_word) & has) begin
            aad_len$d = aad_merge$y;
            aad_ge16$d = |aad_merge$y[(32'h4)+:(28)];
            aad_ge32$d = |aad_merge$y[(32'h5)+:(27)];
        end
        if (zeroize | reset) begin
            aad_len$d = zero;
            aad_ge16$d = 1'b0;
            aad_ge32$d = 1'b0;
        end
        reg_rdata = zero;
        if (reg_read_word == aad_word) begin
            reg_rdata = aad_len$q;
        end
        offers$j0_ok = j0_ok_q$q;
        offers$h_want = h_want_q$q;
        offers$tvalid = tvalid;
        offers$credit_ok = credit_ok;
        take$offer_j0 = offers$offer_j0;
        take$offer_h = offers$offer_h;
        take$core_ready = core_ready;
        if (accept & ~in_pkt$q) begin
            other_pkt$d = ~tlast;
        end
        key_ok = ~forward_q$q | (h_fresh$q & ghash$powers_ready);
        offer = offers$offer;
        offer_credit = offers$offer_j0;
        own_data = data_gcm_q$q;
        own_last = (data_h_q$q & ~in_pkt$q) | (tlast & in_pkt$q);
        whole_last = accept & in_pkt$q & tlast;
        own_in$0 = piv$0$q;
        if (data_j0_q$q) begin
            own_in$0 = iv$0;
        end
        own_in$1 = piv$1$q;
        if (data_j0_q$q) begin
            own_in$1 = iv$1;
        end
        own_in$2 = piv$2$q;
        if (data_j0_q$q) begin
            own_in$2 = iv$2;
        end
        own_in$3 = ctr$q;
        if (data_j0_q$q) begin
            own_in$3 = j0_word;
        end
        if (data_h_q$q) begin
            own_in$0 = zero;
            own_in$1 = zero;
            own_in$2 = zero;
            own_in$3 = zero;
        end
        words$ctr = ctr$q;
        words$iv1 = piv$1$q;
        words$iv2 = piv$2$q;
        words$keep = tkeep;
        iv_data$0 = zero;
        iv_data$1 = words$iv1_next;
        iv_data$2 = words$iv2_next;
        iv_data$3 = zero;
        iv_load = no_words;
        if (accept & in_pkt$q & tlast) begin
            iv_load = handover_words;
        end
        if (take$j0_go) begin
            in_pkt$d = 1'b1;
            piv$0$d = iv$0;
            piv$1$d = iv$1;
            piv$2$d = iv$2;
            pkt_decrypt$d = ctrl_decrypt;
            ctr$d = ctr_first;
        end
        if (gap$q != gap0) begin
            gap$d = gap$q - gap1;
        end
        step_rest$x = rest$q;
        step_rest$ge16 = rest_ge16$q;
        step_rest$ge32 = rest_ge32$q;
        step_len$x = aad_len$q;
        step_len$ge16 = aad_ge16$q;
        step_len$ge32 = aad_ge32$q;
        if (take$j0_go | (accept & in_pkt$q)) begin
            if (in_pkt$q) begin
                b_aad$d = step_rest$aad;
                b_more$d = step_rest$more;
                b_mask$d = step_rest$mask;
                b_count$d = step_rest$count;
                rest$d = step_rest$rest;
                rest_ge16$d = step_rest$rest_ge16;
                rest_ge32$d = step_rest$rest_ge32;
            end
            else begin
                b_aad$d = step_len$aad;
                b_more$d = step_len$more;
                b_mask$d = step_len$mask;
                b_count$d = step_len$count;
                rest$d = step_len$rest;
                rest_ge16$d = step_len$rest_ge16;
                rest_ge32$d = step_len$rest_ge32;
            end
        end
        if (accept & in_pkt$q) begin
            if (~b_aad$q) begin
                ctr$d = words$ctr_next;
            end
            if (tlast) begin
                in_pkt$d = 1'b0;
                gap$d = gap2;
            end
        end
        words$pk_gcm = data_gcm_q$q;
        words$pk_j0 = data_gcm_q$q & data_j0_q$q;
        words$pk_h = data_gcm_q$q & data_h_q$q;
        words$pk_aad = in_pkt$q & b_aad$q;
        words$pk_pay = in_pkt$q & ~b_aad$q;
        words$pk_last = in_pkt$q & tlast;
        words$pk_enc = in_pkt$q & ~b_aad$q & ~pkt_decrypt$q;
        words$pk_err = in_pkt$q & tlast & ((b_aad$q & b_more$q) | (~b_aad$q & ~words$keep_ok));
        words$pk_mask = keep_all;
        words$pk_count = count16;
        if (b_aad$q) begin
            words$pk_mask = b_mask$q;
            words$pk_count = b_count$q;
        end
        if (~b_aad$q & tlast) begin
            words$pk_mask = tkeep;
            words$pk_count = words$keep_count;
        end
        record = zero;
        if (data_gcm_q$q) begin
            record = words$pk;
        end
        side_in = in_pkt$q;
        fly_two = fly$q == fly2;
        if (slot & ~core_valid) begin
            fly$d = fly$q + fly1;
        end
        if (~slot & core_valid) begin
            fly$d = fly$q - fly1;
        end
        fly_nz$d = slot | (fly_nz$q & ~(fly_one$q & core_valid));
        if (slot) begin
            fly_one$d = ~fly_nz$q | (fly_one$q & core_valid);
        end
        else begin
            fly_one$d = (fly_one$q & ~core_valid) | (fly_two & core_valid);
        end
        o_flags = rec[(32'h8)+:(8)];
        o_count = rec & count_bits;
        words$mask = rec[(32'h10)+:(16)];
        o_gcm = core_valid & o_flags[32'h0];
        o_j0 = core_valid & o_flags[32'h1];
        o_h = core_valid & o_flags[32'h2];
        o_aad = core_valid & o_flags[32'h3];
        o_pay = core_valid & o_flags[32'h4];
        o_last = core_valid & o_flags[32'h5];
        o_err = core_valid & o_flags[32'h7];
        own_out = o_flags[32'h0] & has;
        x_enc$clock = clock;
        rec_enc_unused$x = o_flags[(32'h6)+:(1)];
        x_enc$d = |(rec_next & enc_bit);
        x_mask$d = rec_next[(32'h10)+:(16)];
        x_pen$d = |(rec_next & last_bit);
        x_shape$keep = x_mask$q;
        out$0 = (core_out$0 ^ held$0) & words$lane$0;
        if (o_flags[32'h3]) begin
            out$0 = held$0 & words$lane$0;
        end
        x$0 = (core_out$0 ^ held$0) & x_shape$lane$0;
        if (~x_enc$q[0]) begin
            x$0 = held$0 & x_shape$lane$0;
        end
        if (len_q$q[0]) begin
            x$0 = words$len$0;
        end
        ghash$x$0 = x$0;
        ghash$h$0 = core_out$0;
        ghash$mask$0 = mask$0$q;
        if (o_j0) begin
            mask$0$d = core_out$0;
        end
        insert_data$0 = ghash$hash$0;
        out$1 = (core_out$1 ^ held$1) & words$lane$1;
        if (o_flags[32'h3]) begin
            out$1 = held$1 & words$lane$1;
        end
        x$1 = (core_out$1 ^ held$1) & x_shape$lane$1;
        if (~x_enc$q[1]) begin
            x$1 = held$1 & x_shape$lane$1;
        end
        if (len_q$q[1]) begin
            x$1 = words$len$1;
        end
        ghash$x$1 = x$1;
        ghash$h$1 = core_out$1;
        ghash$mask$1 = mask$1$q;
        if (o_j0) begin
            mask$1$d = core_out$1;
        end
        insert_data$1 = ghash$hash$1;
        out$2 = (core_out$2 ^ held$2) & words$lane$2;
        if (o_flags[32'h3]) begin
            out$2 = held$2 & words$lane$2;
        end
        x$2 = (core_out$2 ^ held$2) & x_shape$lane$2;
        if (~x_enc$q[2]) begin
            x$2 = held$2 & x_shape$lane$2;
        end
        if (len_q$q[2]) begin
            x$2 = words$len$2;
        end
        ghash$x$2 = x$2;
        ghash$h$2 = core_out$2;
        ghash$mask$2 = mask$2$q;
        if (o_j0) begin
            mask$2$d = core_out$2;
        end
        insert_data$2 = ghash$hash$2;
        out$3 = (core_out$3 ^ held$3) & words$lane$3;
        if (o_flags[32'h3]) begin
            out$3 = held$3 & words$lane$3;
        end
        x$3 = (core_out$3 ^ held$3) & x_shape$lane$3;
        if (~x_enc$q[3]) begin
            x$3 = held$3 & x_shape$lane$3;
        end
        if (len_q$q[3]) begin
            x$3 = words$len$3;
        end
        ghash$x$3 = x$3;
        ghash$h$3 = core_out$3;
        ghash$mask$3 = mask$3$q;
        if (o_j0) begin
            mask$3$d = core_out$3;
        end
        insert_data$3 = ghash$hash$3;
        words$a_bytes = a_bytes$q;
        words$c_bytes = c_bytes$q;
        ghash$clock = clock;
        ghash$absorb = x_absorb$q;
        ghash$last = len_q$q[32'h4];
        ghash$pen = x_pen$q;
        ghash$h_load = o_h;
        if (o_j0) begin
            a_bytes$d = zero;
            c_bytes$d = zero;
        end
        if (o_aad) begin
            a_bytes$d = a_bytes$q + o_count;
        end
        if (o_pay) begin
            c_bytes$d = c_bytes$q + o_count;
        end
        len_q$d = o_last;
        len_q$clock = clock;
        tail1$d = len_q$q[32'h5];
        tail2$d = tail1$q;
        length_err = o_err;
        jh$d = |(rec_next & key_block_bits);
        out_zero = jh$q;
        push = o_aad | o_pay;
        d1v$d = core_valid & (~o_gcm | o_aad | o_pay);
        d2v$d = d1v$q;
        insert = ghash$hash_valid;
        if (take$h_go) begin
            h_inflight$d = 1'b1;
        end
        h_done$d = o_h & ~reset;
        if (h_done$q) begin
            h_inflight$d = 1'b0;
            h_fresh$d = 1'b1;
        end
        if (~key_ready) begin
            h_fresh$d = 1'b0;
        end
        inv_clear = key_ready & ~forward_q$q & ~h_fresh$q;
        if (inv_clear) begin
            h_fresh$d = 1'b1;
        end
        busy = (inner_busy$q | zpend$q | ghash_clear$q) & has;
        if (zeroize) begin
            zpend$d = 1'b1;
        end
        clear_now = inv_clear | ((zpend$q | zeroize) & ~inner_busy$q & ~ghash_clear$q);
        ghash_clear$d = clear_now & ~reset;
        if ((ghash_clear$q & ~zeroize) | reset) begin
            zpend$d = 1'b0;
        end
        if (ghash_clear$q | reset) begin
            mask$0$d = zero;
            mask$1$d = zero;
            mask$2$d = zero;
            mask$3$d = zero;
        end
        ghash$clear = reset | clear_now;
        if (reset) begin
            in_pkt$d = 1'b0;
            other_pkt$d = 1'b0;
            gap$d = gap0;
            h_fresh$d = 1'b0;
            h_inflight$d = 1'b0;
            fly$d = fly0;
            fly_nz$d = 1'b0;
            fly_one$d = 1'b0;
            len_q$d = 1'b0;
            tail1$d = 1'b0;
            tail2$d = 1'b0;
            d1v$d = 1'b0;
            d2v$d = 1'b0;
            a_bytes$d = zero;
            c_bytes$d = zero;
        end
        inner_busy$d = in_pkt$d | fly_nz$d | len_q$d | tail1$d | tail2$d | d1v$d | d2v$d | h_inflight$d;
        x_absorb$d = (core_valid_next & |(rec_next & text_bits)) | len_q$d;
        state_next$mode = ctrl_mode_next;
        state_next$decrypt = ctrl_decrypt_next;
        state_next$h_fresh = h_fresh$d;
        state_next$in_pkt = in_pkt$d;
        state_next$other_pkt = other_pkt$d | others_open;
        state_next$gap = gap$d;
        state_next$inner_busy = inner_busy$d;
        state_next$powers_ready = ghash$powers_ready_next;
        forward_q$d = state_next$forward & has;
        ready_next = state_next$pass | ~has;
        j0_ok_q$d = state_next$j0_ok & has;
        h_want_q$d = state_next$h_want & has;
        data_gcm_q$d = state_next$data_gcm & has;
        data_j0_q$d = state_next$data_j0;
        data_h_q$d = state_next$data_h;
    end

endmodule // aes_selftest_dut_modes_gcm

// Used by 11 instances: dut$modes$gcm$aad_merge, dut$modes$xts$tweak$merge$0, dut$modes$xts$tweak$merge$1, dut$modes$xts$tweak$merge$2, ... (7 more)
module aes_selftest_dut_merge(q,d,strb,y);

    // Module arguments
    input wire  [31:0] q;
    input wire  [31:0] d;
    input wire  [3:0] strb;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) y = {strb[3] ? d[31:24] : q[31:24], strb[2] ? d[23:16] : q[23:16], strb[1] ? d[15:8] : q[15:8], strb[0] ? d[7:0] : q[7:0]};
endmodule // aes_selftest_dut_merge

// Used by instance: dut$modes$gcm$ghash
module aes_selftest_dut_modes_gcm_ghash(clock,clear,h_load,h$0,h$1,h$2,h$3,absorb,last,pen,x$0,x$1,x$2,x$3,mask$0,mask$1,mask$2,mask$3,powers_ready,powers_ready_next,hash_valid,hash$0,hash$1,hash$2,hash$3);

    // Module arguments
    input wire  clock;
    input wire  clear;
    input wire  h_load;
    input wire  [31:0] h$0;
    input wire  [31:0] h$1;
    input wire  [31:0] h$2;
    input wire  [31:0] h$3;
    input wire  absorb;
    input wire  last;
    input wire  pen;
    input wire  [31:0] x$0;
    input wire  [31:0] x$1;
    input wire  [31:0] x$2;
    input wire  [31:0] x$3;
    input wire  [31:0] mask$0;
    input wire  [31:0] mask$1;
    input wire  [31:0] mask$2;
    input wire  [31:0] mask$3;
    output reg  powers_ready;
    output reg  powers_ready_next;
    output reg  hash_valid;
    output reg  [31:0] hash$0;
    output reg  [31:0] hash$1;
    output reg  [31:0] hash$2;
    output reg  [31:0] hash$3;

    // Constant declarations
    localparam  zero = 32'h0;

    // Stub signals
    reg  mult$clock, mult$clear;
    reg  [31:0] mult$x$0, mult$x$1, mult$x$2, mult$x$3;
    reg  mult$x_off;
    reg  [31:0] mult$v$0, mult$v$1, mult$v$2, mult$v$3;
    reg  [31:0] mult$vm$0, mult$vm$1;
    reg  [31:0] mult$b$0, mult$b$1, mult$b$2, mult$b$3;
    reg  [31:0] mult$bm$0, mult$bm$1;
    wire  [31:0] mult$p$0, mult$p$1, mult$p$2, mult$p$3;
    wire  [31:0] mult$pm$0, mult$pm$1;
    reg  [31:0] pow1$0$d;
    wire  [31:0] pow1$0$q;
    reg  pow1$0$clock;
    reg  [31:0] pow1$1$d;
    wire  [31:0] pow1$1$q;
    reg  pow1$1$clock;
    reg  [31:0] pow1$2$d;
    wire  [31:0] pow1$2$q;
    reg  pow1$2$clock;
    reg  [31:0] pow1$3$d;
    wire  [31:0] pow1$3$q;
    reg  pow1$3$clock;
    reg  [31:0] pow1m$0$d;
    wire  [31:0] pow1m$0$q;
    reg  pow1m$0$clock;
    reg  [31:0] pow1m$1$d;
    wire  [31:0] pow1m$1$q;
    reg  pow1m$1$clock;
    reg  [31:0] pow2$0$d;
    wire  [31:0] pow2$0$q;
    reg  pow2$0$clock;
    reg  [31:0] pow2$1$d;
    wire  [31:0] pow2$1$q;
    reg  pow2$1$clock;
    reg  [31:0] pow2$2$d;
    wire  [31:0] pow2$2$q;
    reg  pow2$2$clock;
    reg  [31:0] pow2$3$d;
    wire  [31:0] pow2$3$q;
    reg  pow2$3$clock;
    reg  [31:0] pow2m$0$d;
    wire  [31:0] pow2m$0$q;
    reg  pow2m$0$clock;
    reg  [31:0] pow2m$1$d;
    wire  [31:0] pow2m$1$q;
    reg  pow2m$1$clock;
    reg  [31:0] pow3$0$d;
    wire  [31:0] pow3$0$q;
    reg  pow3$0$clock;
    reg  [31:0] pow3$1$d;
    wire  [31:0] pow3$1$q;
    reg  pow3$1$clock;
    reg  [31:0] pow3$2$d;
    wire  [31:0] pow3$2$q;
    reg  pow3$2$clock;
    reg  [31:0] pow3$3$d;
    wire  [31:0] pow3$3$q;
    reg  pow3$3$clock;
    reg  [31:0] pow3m$0$d;
    wire  [31:0] pow3m$0$q;
    reg  pow3m$0$clock;
    reg  [31:0] pow3m$1$d;
    wire  [31:0] pow3m$1$q;
    reg  pow3m$1$clock;
    reg  [31:0] acc0$0$d;
    wire  [31:0] acc0$0$q;
    reg  acc0$0$clock;
    reg  [31:0] acc0$1$d;
    wire  [31:0] acc0$1$q;
    reg  acc0$1$clock;
    reg  [31:0] acc0$2$d;
    wire  [31:0] acc0$2$q;
    reg  acc0$2$clock;
    reg  [31:0] acc0$3$d;
    wire  [31:0] acc0$3$q;
    reg  acc0$3$clock;
    reg  [31:0] acc1$0$d;
    wire  [31:0] acc1$0$q;
    reg  acc1$0$clock;
    reg  [31:0] acc1$1$d;
    wire  [31:0] acc1$1$q;
    reg  acc1$1$clock;
    reg  [31:0] acc1$2$d;
    wire  [31:0] acc1$2$q;
    reg  acc1$2$clock;
    reg  [31:0] acc1$3$d;
    wire  [31:0] acc1$3$q;
    reg  acc1$3$clock;
    reg  [31:0] acc2$0$d;
    wire  [31:0] acc2$0$q;
    reg  acc2$0$clock;
    reg  [31:0] acc2$1$d;
    wire  [31:0] acc2$1$q;
    reg  acc2$1$clock;
    reg  [31:0] acc2$2$d;
    wire  [31:0] acc2$2$q;
    reg  acc2$2$clock;
    reg  [31:0] acc2$3$d;
    wire  [31:0] acc2$3$q;
    reg  acc2$3$clock;
    reg  [31:0] acc0m$0$d;
    wire  [31:0] acc0m$0$q;
    reg  acc0m$0$clock;
    reg  [31:0] acc0m$1$d;
    wire  [31:0] acc0m$1$q;
    reg  acc0m$1$clock;
    reg  [31:0] acc1m$0$d;
    wire  [31:0] acc1m$0$q;
    reg  acc1m$0$clock;
    reg  [31:0] acc1m$1$d;
    wire  [31:0] acc1m$1$q;
    reg  acc1m$1$clock;
    reg  [31:0] acc2m$0$d;
    wire  [31:0] acc2m$0$q;
    reg  acc2m$0$clock;
    reg  [31:0] acc2m$1$d;
    wire  [31:0] acc2m$1$q;
    reg  acc2m$1$clock;
    reg  [31:0] mask_a$0$d;
    wire  [31:0] mask_a$0$q;
    reg  mask_a$0$clock;
    reg  [31:0] mask_a$1$d;
    wire  [31:0] mask_a$1$q;
    reg  mask_a$1$clock;
    reg  [31:0] mask_a$2$d;
    wire  [31:0] mask_a$2$q;
    reg  mask_a$2$clock;
    reg  [31:0] mask_a$3$d;
    wire  [31:0] mask_a$3$q;
    reg  mask_a$3$clock;
    reg  [31:0] mask_c$0$d;
    wire  [31:0] mask_c$0$q;
    reg  mask_c$0$clock;
    reg  [31:0] mask_c$1$d;
    wire  [31:0] mask_c$1$q;
    reg  mask_c$1$clock;
    reg  [31:0] mask_c$2$d;
    wire  [31:0] mask_c$2$q;
    reg  mask_c$2$clock;
    reg  [31:0] mask_c$3$d;
    wire  [31:0] mask_c$3$q;
    reg  mask_c$3$clock;
    reg  [31:0] hash_q$0$d;
    wire  [31:0] hash_q$0$q;
    reg  hash_q$0$clock;
    reg  [31:0] hash_q$1$d;
    wire  [31:0] hash_q$1$q;
    reg  hash_q$1$clock;
    reg  [31:0] hash_q$2$d;
    wire  [31:0] hash_q$2$q;
    reg  hash_q$2$clock;
    reg  [31:0] hash_q$3$d;
    wire  [31:0] hash_q$3$q;
    reg  hash_q$3$clock;
    reg  ready$d;
    wire  ready$q;
    reg  ready$clock;
    reg  hv$d;
    wire  hv$q;
    reg  hv$clock;
    reg  wipe$d;
    wire  wipe$q;
    reg  wipe$clock;
    reg  hl$d;
    wire  hl$q;
    reg  hl$clock;
    reg  stop$d;
    wire  stop$q;
    reg  stop$clock;
    reg  pw$d;
    wire  pw$q;
    reg  pw$clock;
    reg  qw$d;
    wire  qw$q;
    reg  qw$clock;
    reg  sel0$d;
    wire  sel0$q;
    reg  sel0$clock;
    reg  sel1$d;
    wire  sel1$q;
    reg  sel1$clock;
    reg  sel2$d;
    wire  sel2$q;
    reg  sel2$clock;
    reg  s1$d;
    wire  s1$q;
    reg  s1$clock;
    reg  s2$d;
    wire  s2$q;
    reg  s2$clock;
    reg  more$d;
    wire  more$q;
    reg  more$clock;
    reg  two$d;
    wire  two$q;
    reg  two$clock;
    reg  many$d;
    wire  many$q;
    reg  many$clock;
    reg  lda0$d;
    wire  lda0$q;
    reg  lda0$clock;
    reg  lda1$d;
    wire  lda1$q;
    reg  lda1$clock;
    reg  lda2$d;
    wire  lda2$q;
    reg  lda2$clock;
    reg  ha0$d;
    wire  ha0$q;
    reg  ha0$clock;
    reg  ha1$d;
    wire  ha1$q;
    reg  ha1$clock;
    reg  ha2$d;
    wire  ha2$q;
    reg  ha2$clock;
    reg  la$d;
    wire  la$q;
    reg  la$clock;
    reg  pa$d;
    wire  pa$q;
    reg  pa$clock;
    reg  ld0$d;
    wire  ld0$q;
    reg  ld0$clock;
    reg  ld1$d;
    wire  ld1$q;
    reg  ld1$clock;
    reg  ld2$d;
    wire  ld2$q;
    reg  ld2$clock;
    reg  h0$d;
    wire  h0$q;
    reg  h0$clock;
    reg  h1$d;
    wire  h1$q;
    reg  h1$clock;
    reg  h2$d;
    wire  h2$q;
    reg  h2$clock;
    reg  fin$d;
    wire  fin$q;
    reg  fin$clock;
    reg  pc$d;
    wire  pc$q;
    reg  pc$clock;
    reg  qa$d;
    wire  qa$q;
    reg  qa$clock;
    reg  qc$d;
    wire  qc$q;
    reg  qc$clock;

    // Local signals
    reg  ready_next;
    reg  s1_next;
    reg  s2_next;
    reg  many_next;
    reg  accept;
    reg  al;
    reg  s12;
    reg  [31:0] hm0;
    reg  [31:0] hm1;
    reg  [31:0] hm2;

    // Sub module instances
    aes_selftest_dut_modes_gcm_ghash_mult mult(.clock(mult$clock), .clear(mult$clear),
        .x$0(mult$x$0), .x$1(mult$x$1), .x$2(mult$x$2), .x$3(mult$x$3), .x_off(mult$x_off),
        .v$0(mult$v$0), .v$1(mult$v$1), .v$2(mult$v$2), .v$3(mult$v$3), .vm$0(mult$vm$0),
        .vm$1(mult$vm$1), .b$0(mult$b$0), .b$1(mult$b$1), .b$2(mult$b$2), .b$3(mult$b$3),
        .bm$0(mult$bm$0), .bm$1(mult$bm$1), .p$0(mult$p$0), .p$1(mult$p$1), .p$2(mult$p$2),
        .p$3(mult$p$3), .pm$0(mult$pm$0), .pm$1(mult$pm$1));
    aes_selftest_dff32 pow1$0(.d(pow1$0$d), .q(pow1$0$q), .clock(pow1$0$clock));
    aes_selftest_dff32 pow1$1(.d(pow1$1$d), .q(pow1$1$q), .clock(pow1$1$clock));
    aes_selftest_dff32 pow1$2(.d(pow1$2$d), .q(pow1$2$q), .clock(pow1$2$clock));
    aes_selftest_dff32 pow1$3(.d(pow1$3$d), .q(pow1$3$q), .clock(pow1$3$clock));
    aes_selftest_dff32 pow1m$0(.d(pow1m$0$d), .q(pow1m$0$q), .clock(pow1m$0$clock));
    aes_selftest_dff32 pow1m$1(.d(pow1m$1$d), .q(pow1m$1$q), .clock(pow1m$1$clock));
    aes_selftest_dff32 pow2$0(.d(pow2$0$d), .q(pow2$0$q), .clock(pow2$0$clock));
    aes_selftest_dff32 pow2$1(.d(pow2$1$d), .q(pow2$1$q), .clock(pow2$1$clock));
    aes_selftest_dff32 pow2$2(.d(pow2$2$d), .q(pow2$2$q), .clock(pow2$2$clock));
    aes_selftest_dff32 pow2$3(.d(pow2$3$d), .q(pow2$3$q), .clock(pow2$3$clock));
    aes_selftest_dff32 pow2m$0(.d(pow2m$0$d), .q(pow2m$0$q), .clock(pow2m$0$clock));
    aes_selftest_dff32 pow2m$1(.d(pow2m$1$d), .q(pow2m$1$q), .clock(pow2m$1$clock));
    aes_selftest_dff32 pow3$0(.d(pow3$0$d), .q(pow3$0$q), .clock(pow3$0$clock));
    aes_selftest_dff32 pow3$1(.d(pow3$1$d), .q(pow3$1$q), .clock(pow3$1$clock));
    aes_selftest_dff32 pow3$2(.d(pow3$2$d), .q(pow3$2$q), .clock(pow3$2$clock));
    aes_selftest_dff32 pow3$3(.d(pow3$3$d), .q(pow3$3$q), .clock(pow3$3$clock));
    aes_selftest_dff32 pow3m$0(.d(pow3m$0$d), .q(pow3m$0$q), .clock(pow3m$0$clock));
    aes_selftest_dff32 pow3m$1(.d(pow3m$1$d), .q(pow3m$1$q), .clock(pow3m$1$clock));
    aes_selftest_dff32 acc0$0(.d(acc0$0$d), .q(acc0$0$q), .clock(acc0$0$clock));
    aes_selftest_dff32 acc0$1(.d(acc0$1$d), .q(acc0$1$q), .clock(acc0$1$clock));
    aes_selftest_dff32 acc0$2(.d(acc0$2$d), .q(acc0$2$q), .clock(acc0$2$clock));
    aes_selftest_dff32 acc0$3(.d(acc0$3$d), .q(acc0$3$q), .clock(acc0$3$clock));
    aes_selftest_dff32 acc1$0(.d(acc1$0$d), .q(acc1$0$q), .clock(acc1$0$clock));
    aes_selftest_dff32 acc1$1(.d(acc1$1$d), .q(acc1$1$q), .clock(acc1$1$clock));
    aes_selftest_dff32 acc1$2(.d(acc1$2$d), .q(acc1$2$q), .clock(acc1$2$clock));
    aes_selftest_dff32 acc1$3(.d(acc1$3$d), .q(acc1$3$q), .clock(acc1$3$clock));
    aes_selftest_dff32 acc2$0(.d(acc2$0$d), .q(acc2$0$q), .clock(acc2$0$clock));
    aes_selftest_dff32 acc2$1(.d(acc2$1$d), .q(acc2$1$q), .clock(acc2$1$clock));
    aes_selftest_dff32 acc2$2(.d(acc2$2$d), .q(acc2$2$q), .clock(acc2$2$clock));
    aes_selftest_dff32 acc2$3(.d(acc2$3$d), .q(acc2$3$q), .clock(acc2$3$clock));
    aes_selftest_dff32 acc0m$0(.d(acc0m$0$d), .q(acc0m$0$q), .clock(acc0m$0$clock));
    aes_selftest_dff32 acc0m$1(.d(acc0m$1$d), .q(acc0m$1$q), .clock(acc0m$1$clock));
    aes_selftest_dff32 acc1m$0(.d(acc1m$0$d), .q(acc1m$0$q), .clock(acc1m$0$clock));
    aes_selftest_dff32 acc1m$1(.d(acc1m$1$d), .q(acc1m$1$q), .clock(acc1m$1$clock));
    aes_selftest_dff32 acc2m$0(.d(acc2m$0$d), .q(acc2m$0$q), .clock(acc2m$0$clock));
    aes_selftest_dff32 acc2m$1(.d(acc2m$1$d), .q(acc2m$1$q), .clock(acc2m$1$clock));
    aes_selftest_dff32 mask_a$0(.d(mask_a$0$d), .q(mask_a$0$q), .clock(mask_a$0$clock));
    aes_selftest_dff32 mask_a$1(.d(mask_a$1$d), .q(mask_a$1$q), .clock(mask_a$1$clock));
    aes_selftest_dff32 mask_a$2(.d(mask_a$2$d), .q(mask_a$2$q), .clock(mask_a$2$clock));
    aes_selftest_dff32 mask_a$3(.d(mask_a$3$d), .q(mask_a$3$q), .clock(mask_a$3$clock));
    aes_selftest_dff32 mask_c$0(.d(mask_c$0$d), .q(mask_c$0$q), .clock(mask_c$0$clock));
    aes_selftest_dff32 mask_c$1(.d(mask_c$1$d), .q(mask_c$1$q), .clock(mask_c$1$clock));
    aes_selftest_dff32 mask_c$2(.d(mask_c$2$d), .q(mask_c$2$q), .clock(mask_c$2$clock));
    aes_selftest_dff32 mask_c$3(.d(mask_c$3$d), .q(mask_c$3$q), .clock(mask_c$3$clock));
    aes_selftest_dff32 hash_q$0(.d(hash_q$0$d), .q(hash_q$0$q), .clock(hash_q$0$clock));
    aes_selftest_dff32 hash_q$1(.d(hash_q$1$d), .q(hash_q$1$q), .clock(hash_q$1$clock));
    aes_selftest_dff32 hash_q$2(.d(hash_q$2$d), .q(hash_q$2$q), .clock(hash_q$2$clock));
    aes_selftest_dff32 hash_q$3(.d(hash_q$3$d), .q(hash_q$3$q), .clock(hash_q$3$clock));
    aes_selftest_dff1 ready(.d(ready$d), .q(ready$q), .clock(ready$clock));
    aes_selftest_dff1 hv(.d(hv$d), .q(hv$q), .clock(hv$clock));
    aes_selftest_dff1 wipe(.d(wipe$d), .q(wipe$q), .clock(wipe$clock));
    aes_selftest_dff1 hl(.d(hl$d), .q(hl$q), .clock(hl$clock));
    aes_selftest_dff1 stop(.d(stop$d), .q(stop$q), .clock(stop$clock));
    aes_selftest_dff1 pw(.d(pw$d), .q(pw$q), .clock(pw$clock));
    aes_selftest_dff1 qw(.d(qw$d), .q(qw$q), .clock(qw$clock));
    aes_selftest_dff1 sel0(.d(sel0$d), .q(sel0$q), .clock(sel0$clock));
    aes_selftest_dff1 sel1(.d(sel1$d), .q(sel1$q), .clock(sel1$clock));
    aes_selftest_dff1 sel2(.d(sel2$d), .q(sel2$q), .clock(sel2$clock));
    aes_selftest_dff1 s1(.d(s1$d), .q(s1$q), .clock(s1$clock));
    aes_selftest_dff1 s2(.d(s2$d), .q(s2$q), .clock(s2$clock));
    aes_selftest_dff1 more(.d(more$d), .q(more$q), .clock(more$clock));
    aes_selftest_dff1 two(.d(two$d), .q(two$q), .clock(two$clock));
    aes_selftest_dff1 many(.d(many$d), .q(many$q), .clock(many$clock));
    aes_selftest_dff1 lda0(.d(lda0$d), .q(lda0$q), .clock(lda0$clock));
    aes_selftest_dff1 lda1(.d(lda1$d), .q(lda1$q), .clock(lda1$clock));
    aes_selftest_dff1 lda2(.d(lda2$d), .q(lda2$q), .clock(lda2$clock));
    aes_selftest_dff1 ha0(.d(ha0$d), .q(ha0$q), .clock(ha0$clock));
    aes_selftest_dff1 ha1(.d(ha1$d), .q(ha1$q), .clock(ha1$clock));
    aes_selftest_dff1 ha2(.d(ha2$d), .q(ha2$q), .clock(ha2$clock));
    aes_selftest_dff1 la(.d(la$d), .q(la$q), .clock(la$clock));
    aes_selftest_dff1 pa(.d(pa$d), .q(pa$q), .clock(pa$clock));
    aes_selftest_dff1 ld0(.d(ld0$d), .q(ld0$q), .clock(ld0$clock));
    aes_selftest_dff1 ld1(.d(ld1$d), .q(ld1$q), .clock(ld1$clock));
    aes_selftest_dff1 ld2(.d(ld2$d), .q(ld2$q), .clock(ld2$clock));
    aes_selftest_dff1 h0(.d(h0$d), .q(h0$q), .clock(h0$clock));
    aes_selftest_dff1 h1(.d(h1$d), .q(h1$q), .clock(h1$clock));
    aes_selftest_dff1 h2(.d(h2$d), .q(h2$q), .clock(h2$clock));
    aes_selftest_dff1 fin(.d(fin$d), .q(fin$q), .clock(fin$clock));
    aes_selftest_dff1 pc(.d(pc$d), .q(pc$q), .clock(pc$clock));
    aes_selftest_dff1 qa(.d(qa$d), .q(qa$q), .clock(qa$clock));
    aes_selftest_dff1 qc(.d(qc$d), .q(qc$q), .clock(qc$clock));

    // Update code
    always @(*) begin
        ready$clock = clock;
        hv$clock = clock;
        wipe$clock = clock;
        hl$clock = clock;
        stop$clock = clock;
        pw$clock = clock;
        sel0$clock = clock;
        sel1$clock = clock;
        sel2$clock = clock;
        s1$clock = clock;
        s2$clock = clock;
        more$clock = clock;
        two$clock = clock;
        many$clock = clock;
        lda0$clock = clock;
        lda1$clock = clock;
        lda2$clock = clock;
        ha0$clock = clock;
        ha1$clock = clock;
        ha2$clock = clock;
        la$clock = clock;
        pa$clock = clock;
        ld0$clock = clock;
        ld1$clock = clock;
        ld2$clock = clock;
        h0$clock = clock;
        h1$clock = clock;
        h2$clock = clock;
        fin$clock = clock;
        pc$clock = clock;
        qw$clock = clock;
        qa$clock = clock;
        qc$clock = clock;
        ready$d = ready$q;
        hv$d = hv$q;
        wipe$d = wipe$q;
        hl$d = hl$q;
        stop$d = stop$q;
        pw$d = pw$q;
        sel0$d = sel0$q;
        sel1$d = sel1$q;
        sel2$d = sel2$q;
        s1$d = s1$q;
        s2$d = s2$q;
        more$d = more$q;
        two$d = two$q;
        many$d = many$q;
        lda0$d = lda0$q;
        lda1$d = lda1$q;
        lda2$d = lda2$q;
        ha0$d = ha0$q;
        ha1$d = ha1$q;
        ha2$d = ha2$q;
        la$d = la$q;
        pa$d = pa$q;
        ld0$d = ld0$q;
        ld1$d = ld1$q;
        ld2$d = ld2$q;
        h0$d = h0$q;
        h1$d = h1$q;
        h2$d = h2$q;
        fin$d = fin$q;
        pc$d = pc$q;
        qw$d = qw$q;
        qa$d = qa$q;
        qc$d = qc$q;
        pow1$0$clock = clock;
        pow1$0$d = pow1$0$q;
        pow1$1$clock = clock;
        pow1$1$d = pow1$1$q;
        pow1$2$clock = clock;
        pow1$2$d = pow1$2$q;
        pow1$3$clock = clock;
        pow1$3$d = pow1$3$q;
        pow1m$0$clock = clock;
        pow1m$0$d = pow1m$0$q;
        pow1m$1$clock = clock;
        pow1m$1$d = pow1m$1$q;
        pow2$0$clock = clock;
        pow2$0$d = pow2$0$q;
        pow2$1$clock = clock;
        pow2$1$d = pow2$1$q;
        pow2$2$clock = clock;
        pow2$2$d = pow2$2$q;
        pow2$3$clock = clock;
        pow2$3$d = pow2$3$q;
        pow2m$0$clock = clock;
        pow2m$0$d = pow2m$0$q;
        pow2m$1$clock = clock;
        pow2m$1$d = pow2m$1$q;
        pow3$0$clock = clock;
        pow3$0$d = pow3$0$q;
        pow3$1$clock = clock;
        pow3$1$d = pow3$1$q;
        pow3$2$clock = clock;
        pow3$2$d = pow3$2$q;
        pow3$3$clock = clock;
        pow3$3$d = pow3$3$q;
        pow3m$0$clock = clock;
        pow3m$0$d = pow3m$0$q;
        pow3m$1$clock = clock;
        pow3m$1$d = pow3m$1$q;
        acc0$0$clock = clock;
        acc0$0$d = acc0$0$q;
        acc0$1$clock = clock;
        acc0$1$d = acc0$1$q;
        acc0$2$clock = clock;
        acc0$2$d = acc0$2$q;
        acc0$3$clock = clock;
        acc0$3$d = acc0$3$q;
        acc1$0$clock = clock;
        acc1$0$d = acc1$0$q;
        acc1$1$clock = clock;
        acc1$1$d = acc1$1$q;
        acc1$2$clock = clock;
        acc1$2$d = acc1$2$q;
        acc1$3$clock = clock;
        acc1$3$d = acc1$3$q;
        acc2$0$clock = clock;
        acc2$0$d = acc2$0$q;
        acc2$1$clock = clock;
        acc2$1$d = acc2$1$q;
        acc2$2$clock = clock;
        acc2$2$d = acc2$2$q;
        acc2$3$clock = clock;
        acc2$3$d = acc2$3$q;
        acc0m$0$clock = clock;
        acc0m$0$d = acc0m$0$q;
        acc0m$1$clock = clock;
        acc0m$1$d = acc0m$1$q;
        acc1m$0$clock = clock;
        acc1m$0$d = acc1m$0$q;
        acc1m$1$clock = clock;
        acc1m$1$d = acc1m$1$q;
        acc2m$0$clock = clock;
        acc2m$0$d = acc2m$0$q;
        acc2m$1$clock = clock;
        acc2m$1$d = acc2m$1$q;
        mask_a$0$clock = clock;
        mask_a$0$d = mask_a$0$q;
        mask_a$1$clock = clock;
        mask_a$1$d = mask_a$1$q;
        mask_a$2$clock = clock;
        mask_a$2$d = mask_a$2$q;
        mask_a$3$clock = clock;
        mask_a$3$d = mask_a$3$q;
        mask_c$0$clock = clock;
        mask_c$0$d = mask_c$0$q;
        mask_c$1$clock = clock;
        mask_c$1$d = mask_c$1$q;
        mask_c$2$clock = clock;
        mask_c$2$d = mask_c$2$q;
        mask_c$3$clock = clock;
        mask_c$3$d = mask_c$3$q;
        hash_q$0$clock = clock;
        hash_q$0$d = hash_q$0$q;
        hash_q$1$clock = clock;
        hash_q$1$d = hash_q$1$q;
        hash_q$2$clock = clock;
        hash_q$2$d = hash_q$2$q;
        hash_q$3$clock = clock;
        hash_q$3$d = hash_q$3$q;
        accept = absorb & ready$q;
        al = accept & last;
        s12 = s1$q | s2$q;
        s1_next = s1$q;
        s2_next = s2$q;
        many_next = many$q;
        if (accept) begin
            s1_next = ~s12 & ~last;
            s2_next = s1$q & ~last;
            many_next = two$q & ~last;
            more$d = ~last;
            two$d = more$q & ~last;
        end
        s1$d = s1_next;
        s2$d = s2_next;
        many$d = many_next;
        sel0$d = many_next & ~s1_next & ~s2_next;
        sel1$d = many_next & s1_next;
        sel2$d = many_next & s2_next;
        lda0$d = accept & ~last & ~s12;
        lda1$d = accept & ~last & s1$q;
        lda2$d = accept & ~last & s2$q;
        ha0$d = al & ((more$q & s1$q) | (two$q & s2$q));
        ha1$d = al & ((more$q & s2$q) | (two$q & ~s12));
        ha2$d = al & ((more$q & ~s12) | (two$q & s1$q));
        la$d = al;
        pa$d = pw$q;
        ld0$d = lda0$q;
        ld1$d = lda1$q;
        ld2$d = lda2$q;
        h0$d = ha0$q;
        h1$d = ha1$q;
        h2$d = ha2$q;
        fin$d = la$q;
        pc$d = pa$q;
        qw$d = pc$q;
        qa$d = qw$q;
        qc$d = qa$q;
        wipe$d = clear | h_load;
        hl$d = h_load & ~clear;
        stop$d = (clear | h_load) & (ready$q | qc$q | qa$q);
        pw$d = hl$q;
        ready_next = (ready$q | qc$q) & ~stop$q;
        ready$d = (ready$q | qc$q) & ~wipe$q & ~h_load;
        hv$d = fin$q & ~clear;
        mult$clock = clock;
        mult$clear = wipe$q;
        mult$x_off = qw$q;
        mult$x$0 = x$0;
        if (pw$q) begin
            mult$x$0 = pow1$0$q;
        end
        mult$v$0 = zero;
        if (sel0$q) begin
            mult$v$0 = acc0$0$q;
        end
        if (sel1$q) begin
            mult$v$0 = acc1$0$q;
        end
        if (sel2$q) begin
            mult$v$0 = acc2$0$q;
        end
        mult$b$0 = pow3$0$q;
        if (pen) begin
            mult$b$0 = pow2$0$q;
        end
        if (pw$q | qw$q | last) begin
            mult$b$0 = pow1$0$q;
        end
        mult$x$1 = x$1;
        if (pw$q) begin
            mult$x$1 = pow1$1$q;
        end
        mult$v$1 = zero;
        if (sel0$q) begin
            mult$v$1 = acc0$1$q;
        end
        if (sel1$q) begin
            mult$v$1 = acc1$1$q;
        end
        if (sel2$q) begin
            mult$v$1 = acc2$1$q;
        end
        mult$b$1 = pow3$1$q;
        if (pen) begin
            mult$b$1 = pow2$1$q;
        end
        if (pw$q | qw$q | last) begin
            mult$b$1 = pow1$1$q;
        end
        mult$x$2 = x$2;
        if (pw$q) begin
            mult$x$2 = pow1$2$q;
        end
        mult$v$2 = zero;
        if (sel0$q) begin
            mult$v$2 = acc0$2$q;
        end
        if (sel1$q) begin
            mult$v$2 = acc1$2$q;
        end
        if (sel2$q) begin
            mult$v$2 = acc2$2$q;
        end
        mult$b$2 = pow3$2$q;
        if (pen) begin
            mult$b$2 = pow2$2$q;
        end
        if (pw$q | qw$q | last) begin
            mult$b$2 = pow1$2$q;
        end
        mult$x$3 = x$3;
        if (pw$q) begin
            mult$x$3 = pow1$3$q;
        end
        mult$v$3 = zero;
        if (sel0$q) begin
            mult$v$3 = acc0$3$q;
        end
        if (sel1$q) begin
            mult$v$3 = acc1$3$q;
        end
        if (sel2$q) begin
            mult$v$3 = acc2$3$q;
        end
        mult$b$3 = pow3$3$q;
        if (pen) begin
            mult$b$3 = pow2$3$q;
        end
        if (pw$q | qw$q | last) begin
            mult$b$3 = pow1$3$q;
        end
        mult$vm$0 = zero;
        if (sel0$q) begin
            mult$vm$0 = acc0m$0$q;
        end
        if (sel1$q) begin
            mult$vm$0 = acc1m$0$q;
        end
        if (sel2$q) begin
            mult$vm$0 = acc2m$0$q;
        end
        mult$bm$0 = pow3m$0$q;
        if (pen) begin
            mult$bm$0 = pow2m$0$q;
        end
        if (pw$q | qw$q | last) begin
            mult$bm$0 = pow1m$0$q;
        end
        mult$vm$1 = zero;
        if (sel0$q) begin
            mult$vm$1 = acc0m$1$q;
        end
        if (sel1$q) begin
            mult$vm$1 = acc1m$1$q;
        end
        if (sel2$q) begin
            mult$vm$1 = acc2m$1$q;
        end
        mult$bm$1 = pow3m$1$q;
        if (pen) begin
            mult$bm$1 = pow2m$1$q;
        end
        if (pw$q | qw$q | last) begin
            mult$bm$1 = pow1m$1$q;
        end
        if (h_load) begin
            pow1$0$d = h$0;
            pow1$1$d = h$1;
            pow1$2$d = h$2;
            pow1$3$d = h$3;
            pow1m$0$d = h$0 ^ h$2;
            pow1m$1$d = h$1 ^ h$3;
        end
        if (pc$q) begin
            sel0$d = 1'b1;
            pow2$0$d = mult$p$0;
            pow2$1$d = mult$p$1;
            pow2$2$d = mult$p$2;
            pow2$3$d = mult$p$3;
            pow2m$0$d = mult$pm$0;
            pow2m$1$d = mult$pm$1;
        end
        if (qc$q) begin
            pow3$0$d = mult$p$0;
            pow3$1$d = mult$p$1;
            pow3$2$d = mult$p$2;
            pow3$3$d = mult$p$3;
            pow3m$0$d = mult$pm$0;
            pow3m$1$d = mult$pm$1;
        end
        hm0 = zero;
        hm1 = zero;
        hm2 = zero;
        if (h0$q) begin
            hm0 = ~zero;
        end
        if (h1$q) begin
            hm1 = ~zero;
        end
        if (h2$q) begin
            hm2 = ~zero;
        end
        if (ld0$q | pc$q) begin
            acc0m$0$d = mult$pm$0;
        end
        if (ld1$q) begin
            acc1m$0$d = mult$pm$0;
        end
        if (ld2$q) begin
            acc2m$0$d = mult$pm$0;
        end
        if (ld0$q | pc$q) begin
            acc0m$1$d = mult$pm$1;
        end
        if (ld1$q) begin
            acc1m$1$d = mult$pm$1;
        end
        if (ld2$q) begin
            acc2m$1$d = mult$pm$1;
        end
        if (ld0$q | pc$q) begin
            acc0$0$d = mult$p$0;
        end
        if (ld1$q) begin
            acc1$0$d = mult$p$0;
        end
        if (ld2$q) begin
            acc2$0$d = mult$p$0;
        end
        if (last) begin
            mask_a$0$d = mask$0;
        end
        if (la$q) begin
            mask_c$0$d = mask_a$0$q;
        end
        if (fin$q) begin
            hash_q$0$d = mult$p$0 ^ mask_c$0$q ^ (acc0$0$q & hm0) ^ (acc1$0$q & hm1) ^ (acc2$0$q & hm2);
        end
        if (ld0$q | pc$q) begin
            acc0$1$d = mult$p$1;
        end
        if (ld1$q) begin
            acc1$1$d = mult$p$1;
        end
        if (ld2$q) begin
            acc2$1$d = mult$p$1;
        end
        if (last) begin
            mask_a$1$d = mask$1;
        end
        if (la$q) begin
            mask_c$1$d = mask_a$1$q;
        end
        if (fin$q) begin
            hash_q$1$d = mult$p$1 ^ mask_c$1$q ^ (acc0$1$q & hm0) ^ (acc1$1$q & hm1) ^ (acc2$1$q & hm2);
        end
        if (ld0$q | pc$q) begin
            acc0$2$d = mult$p$2;
        end
        if (ld1$q) begin
            acc1$2$d = mult$p$2;
        end
        if (ld2$q) begin
            acc2$2$d = mult$p$2;
        end
        if (last) begin
            mask_a$2$d = mask$2;
        end
        if (la$q) begin
            mask_c$2$d = mask_a$2$q;
        end
        if (fin$q) begin
            hash_q$2$d = mult$p$2 ^ mask_c$2$q ^ (acc0$2$q & hm0) ^ (acc1$2$q & hm1) ^ (acc2$2$q & hm2);
        end
        if (ld0$q | pc$q) begin
            acc0$3$d = mult$p$3;
        end
        if (ld1$q) begin
            acc1$3$d = mult$p$3;
        end
        if (ld2$q) begin
            acc2$3$d = mult$p$3;
        end
        if (last) begin
            mask_a$3$d = mask$3;
        end
        if (la$q) begin
            mask_c$3$d = mask_a$3$q;
        end
        if (fin$q) begin
            hash_q$3$d = mult$p$3 ^ mask_c$3$q ^ (acc0$3$q & hm0) ^ (acc1$3$q & hm1) ^ (acc2$3$q & hm2);
        end
        if (wipe$q) begin
            hv$d = 1'b0;
            sel0$d = 1'b0;
            sel1$d = 1'b0;
            sel2$d = 1'b0;
            s1$d = 1'b0;
            s2$d = 1'b0;
            more$d = 1'b0;
            two$d = 1'b0;
            many$d = 1'b0;
            lda0$d = 1'b0;
            lda1$d = 1'b0;
            lda2$d = 1'b0;
            ha0$d = 1'b0;
            ha1$d = 1'b0;
            ha2$d = 1'b0;
            la$d = 1'b0;
            pa$d = 1'b0;
            ld0$d = 1'b0;
            ld1$d = 1'b0;
            ld2$d = 1'b0;
            h0$d = 1'b0;
            h1$d = 1'b0;
            h2$d = 1'b0;
            fin$d = 1'b0;
            pc$d = 1'b0;
            qw$d = 1'b0;
            qa$d = 1'b0;
            qc$d = 1'b0;
            pow2$0$d = zero;
            pow3$0$d = zero;
            acc0$0$d = zero;
            acc1$0$d = zero;
            acc2$0$d = zero;
            mask_a$0$d = zero;
            mask_c$0$d = zero;
            hash_q$0$d = zero;
            pow2$1$d = zero;
            pow3$1$d = zero;
            acc0$1$d = zero;
            acc1$1$d = zero;
            acc2$1$d = zero;
            mask_a$1$d = zero;
            mask_c$1$d = zero;
            hash_q$1$d = zero;
            pow2$2$d = zero;
            pow3$2$d = zero;
            acc0$2$d = zero;
            acc1$2$d = zero;
            acc2$2$d = zero;
            mask_a$2$d = zero;
            mask_c$2$d = zero;
            hash_q$2$d = zero;
            pow2$3$d = zero;
            pow3$3$d = zero;
            acc0$3$d = zero;
            acc1$3$d = zero;
            acc2$3$d = zero;
            mask_a$3$d = zero;
            mask_c$3$d = zero;
            hash_q$3$d = zero;
            pow2m$0$d = zero;
            pow3m$0$d = zero;
            acc0m$0$d = zero;
            acc1m$0$d = zero;
            acc2m$0$d = zero;
            pow2m$1$d = zero;
            pow3m$1$d = zero;
            acc0m$1$d = zero;
            acc1m$1$d = zero;
            acc2m$1$d = zero;
        end
        if (wipe$q & ~hl$q & ~h_load) begin
            pow1$0$d = zero;
            pow1$1$d = zero;
            pow1$2$d = zero;
            pow1$3$d = zero;
            pow1m$0$d = zero;
            pow1m$1$d = zero;
        end
        powers_ready = ready$q;
        powers_ready_next = ready_next;
        hash_valid = hv$q;
        hash$0 = hash_q$0$q;
        hash$1 = hash_q$1$q;
        hash$2 = hash_q$2$q;
        hash$3 = hash_q$3$q;
    end

endmodule // aes_selftest_dut_modes_gcm_ghash

// Used by instance: dut$modes$gcm$ghash$mult
module aes_selftest_dut_modes_gcm_ghash_mult(clock,clear,x$0,x$1,x$2,x$3,x_off,v$0,v$1,v$2,v$3,vm$0,vm$1,b$0,b$1,b$2,b$3,bm$0,bm$1,p$0,p$1,p$2,p$3,pm$0,pm$1);

    // Module arguments
    input wire  clock;
    input wire  clear;
    input wire  [31:0] x$0;
    input wire  [31:0] x$1;
    input wire  [31:0] x$2;
    input wire  [31:0] x$3;
    input wire  x_off;
    input wire  [31:0] v$0;
    input wire  [31:0] v$1;
    input wire  [31:0] v$2;
    input wire  [31:0] v$3;
    input wire  [31:0] vm$0;
    input wire  [31:0] vm$1;
    input wire  [31:0] b$0;
    input wire  [31:0] b$1;
    input wire  [31:0] b$2;
    input wire  [31:0] b$3;
    input wire  [31:0] bm$0;
    input wire  [31:0] bm$1;
    output reg  [31:0] p$0;
    output reg  [31:0] p$1;
    output reg  [31:0] p$2;
    output reg  [31:0] p$3;
    output reg  [31:0] pm$0;
    output reg  [31:0] pm$1;

    // Update code (custom)
    always @(*) p$0 = 32'd0 & {32{^x$0}};
    always @(*) p$1 = 32'd0 & {32{^x$0}};
    always @(*) p$2 = 32'd0 & {32{^x$0}};
    always @(*) p$3 = 32'd0 & {32{^x$0}};
    always @(*) pm$0 = 32'd0 & {32{^x$0}};
    always @(*) pm$1 = 32'd0 & {32{^x$0}};
    wire _unused_ok = &{1'b0, clock, clear, x$0, x$1, x$2, x$3, x_off, v$0, v$1, v$2, v$3, vm$0, vm$1, b$0, b$1, b$2, b$3, bm$0, bm$1, 1'b0};
endmodule // aes_selftest_dut_modes_gcm_ghash_mult

// Used by instance: dut$modes$gcm$iv3_unused
module aes_selftest_dut_modes_gcm_iv3_unused(x);

    // Module arguments
    input wire  [31:0] x;

    // Update code (custom)
    wire _unused_ok = &{1'b0, x, 1'b0};
endmodule // aes_selftest_dut_modes_gcm_iv3_unused

// Used by instance: dut$modes$gcm$len_q
module aes_selftest_dut_modes_gcm_len_q(clock,d,q);

    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  [5:0] q;

    // Update code (custom)
    reg r0;
    initial r0 = 1'b0;
    (* keep *) always @(posedge clock) r0 <= d;
    reg r1;
    initial r1 = 1'b0;
    (* keep *) always @(posedge clock) r1 <= d;
    reg r2;
    initial r2 = 1'b0;
    (* keep *) always @(posedge clock) r2 <= d;
    reg r3;
    initial r3 = 1'b0;
    (* keep *) always @(posedge clock) r3 <= d;
    reg r4;
    initial r4 = 1'b0;
    (* keep *) always @(posedge clock) r4 <= d;
    reg r5;
    initial r5 = 1'b0;
    (* keep *) always @(posedge clock) r5 <= d;
    always @(*) q = {r5, r4, r3, r2, r1, r0};
endmodule // aes_selftest_dut_modes_gcm_len_q

// Used by instance: dut$modes$gcm$offers
module aes_selftest_dut_modes_gcm_offers(j0_ok,h_want,tvalid,credit_ok,offer_j0,offer_h,offer);

    // Module arguments
    input wire  j0_ok;
    input wire  h_want;
    input wire  tvalid;
    input wire  credit_ok;
    output reg  offer_j0;
    output reg  offer_h;
    output reg  offer;

    // Update code
    always @(*) begin
        offer_j0 = j0_ok & tvalid & credit_ok;
        offer_h = h_want & credit_ok;
        offer = offer_j0 | offer_h;
    end

endmodule // aes_selftest_dut_modes_gcm_offers

// Used by instance: dut$modes$gcm$rec_enc_unused
module aes_selftest_dut_modes_gcm_rec_enc_unused(x);

    // Module arguments
    input wire  x;

    // Update code (custom)
    wire _unused_ok = &{1'b0, x, 1'b0};
endmodule // aes_selftest_dut_modes_gcm_rec_enc_unused

// Used by instance: dut$modes$gcm$state_next
module aes_selftest_dut_modes_gcm_state_next(mode,decrypt,h_fresh,in_pkt,other_pkt,gap,inner_busy,powers_ready,forward,pass,j0_ok,h_want,data_gcm,data_j0,data_h);

    // Module arguments
    input wire  [2:0] mode;
    input wire  decrypt;
    input wire  h_fresh;
    input wire  in_pkt;
    input wire  other_pkt;
    input wire  [1:0] gap;
    input wire  inner_busy;
    input wire  powers_ready;
    output reg  forward;
    output reg  pass;
    output reg  j0_ok;
    output reg  h_want;
    output reg  data_gcm;
    output reg  data_j0;
    output reg  data_h;

    // Constant declarations
    localparam  code_gcm = 3'b101;
    localparam  code_ecb = 3'b0;
    localparam  code_cbc = 3'b1;
    localparam  gap0 = 2'b0;
    localparam  gap2 = 2'b10;

    // Local signals
    reg  gcm_mode;
    reg  h_ok;

    // Update code
    always @(*) begin
        gcm_mode = mode == code_gcm;
        forward = ~(decrypt & ((mode == code_ecb) | (mode == code_cbc)));
        h_ok = ~forward | (h_fresh & powers_ready);
        pass = in_pkt | other_pkt | (h_ok & ~gcm_mode & (gap == gap0));
        j0_ok = ~in_pkt & ~other_pkt & gcm_mode & h_fresh & powers_ready & (gap != gap2);
        h_want = forward & ~h_fresh & ~inner_busy & ~other_pkt;
        data_gcm = in_pkt | (~other_pkt & (gcm_mode | (~h_fresh & forward)));
        data_j0 = ~in_pkt & h_fresh;
        data_h = ~in_pkt & ~h_fresh;
    end

endmodule // aes_selftest_dut_modes_gcm_state_next

// Used by 2 instances: dut$modes$gcm$step_len, dut$modes$gcm$step_rest
module aes_selftest_dut_modes_gcm_step(x,ge16,ge32,aad,more,mask,count,rest,rest_ge16,rest_ge32);

    // Module arguments
    input wire  [31:0] x;
    input wire  ge16;
    input wire  ge32;
    output reg  aad;
    output reg  more;
    output reg  [15:0] mask;
    output reg  [4:0] count;
    output reg  [31:0] rest;
    output reg  rest_ge16;
    output reg  rest_ge32;

    // Update code (custom)
    wire low = (x[3:0] != 4'd0);
    wire whole = ge16 || !low;
    reg [15:0] part;
    always @(*) begin
        case (x[3:0])
            4'd1: part = 16'h0001;
            4'd2: part = 16'h0003;
            4'd3: part = 16'h0007;
            4'd4: part = 16'h000f;
            4'd5: part = 16'h001f;
            4'd6: part = 16'h003f;
            4'd7: part = 16'h007f;
            4'd8: part = 16'h00ff;
            4'd9: part = 16'h01ff;
            4'd10: part = 16'h03ff;
            4'd11: part = 16'h07ff;
            4'd12: part = 16'h0fff;
            4'd13: part = 16'h1fff;
            4'd14: part = 16'h3fff;
            4'd15: part = 16'h7fff;
            default: part = 16'hffff;
        endcase
    end
    always @(*) aad = ge16 || low;
    always @(*) more = ge32 || (ge16 && low);
    always @(*) mask = whole ? 16'hffff : part;
    always @(*) count = whole ? 5'd16 : {1'b0, x[3:0]};
    always @(*) rest = more ? (x - 32'd16) : 32'd0;
    always @(*) rest_ge16 = ge32;
    always @(*) rest_ge32 = (x[31:6] != 26'd0) || (x[5:4] == 2'd3);
endmodule // aes_selftest_dut_modes_gcm_step

// Used by instance: dut$modes$gcm$take
module aes_selftest_dut_modes_gcm_take(offer_j0,offer_h,core_ready,j0_go,h_go);

    // Module arguments
    input wire  offer_j0;
    input wire  offer_h;
    input wire  core_ready;
    output reg  j0_go;
    output reg  h_go;

    // Update code
    always @(*) begin
        j0_go = offer_j0 & core_ready;
        h_go = offer_h & core_ready;
    end

endmodule // aes_selftest_dut_modes_gcm_take

// Used by instance: dut$modes$gcm$words
module aes_selftest_dut_modes_gcm_words(pk_mask,pk_gcm,pk_j0,pk_h,pk_aad,pk_pay,pk_last,pk_enc,pk_err,pk_count,pk,ctr,ctr_next,iv1,iv2,iv1_next,iv2_next,keep,keep_count,keep_ok,mask,lane$0,lane$1,lane$2,lane$3,a_bytes,c_bytes,len$0,len$1,len$2,len$3);

    // Module arguments
    input wire  [15:0] pk_mask;
    input wire  pk_gcm;
    input wire  pk_j0;
    input wire  pk_h;
    input wire  pk_aad;
    input wire  pk_pay;
    input wire  pk_last;
    input wire  pk_enc;
    input wire  pk_err;
    input wire  [4:0] pk_count;
    output reg  [31:0] pk;
    input wire  [31:0] ctr;
    output reg  [31:0] ctr_next;
    input wire  [31:0] iv1;
    input wire  [31:0] iv2;
    output reg  [31:0] iv1_next;
    output reg  [31:0] iv2_next;
    input wire  [15:0] keep;
    output reg  [4:0] keep_count;
    output reg  keep_ok;
    input wire  [15:0] mask;
    output reg  [31:0] lane$0;
    output reg  [31:0] lane$1;
    output reg  [31:0] lane$2;
    output reg  [31:0] lane$3;
    input wire  [31:0] a_bytes;
    input wire  [31:0] c_bytes;
    output reg  [31:0] len$0;
    output reg  [31:0] len$1;
    output reg  [31:0] len$2;
    output reg  [31:0] len$3;

    // Update code (custom)
    always @(*) pk = {pk_mask, pk_err, pk_enc, pk_last, pk_pay, pk_aad, pk_h, pk_j0, pk_gcm, 3'd0, pk_count};
    wire [31:0] ctr_be = {ctr[7:0], ctr[15:8], ctr[23:16], ctr[31:24]} + 32'd1;
    always @(*) ctr_next = {ctr_be[7:0], ctr_be[15:8], ctr_be[23:16], ctr_be[31:24]};
    wire [63:0] iv_be = {{iv1[7:0], iv1[15:8], iv1[23:16], iv1[31:24]}, {iv2[7:0], iv2[15:8], iv2[23:16], iv2[31:24]}} + 64'd1;
    wire [31:0] iv_hi = iv_be[63:32];
    wire [31:0] iv_lo = iv_be[31:0];
    always @(*) iv1_next = {iv_hi[7:0], iv_hi[15:8], iv_hi[23:16], iv_hi[31:24]};
    always @(*) iv2_next = {iv_lo[7:0], iv_lo[15:8], iv_lo[23:16], iv_lo[31:24]};
    always @(*) keep_count = {keep[15], (keep[7] & ~keep[15]), (keep[3] & ~keep[7]) | (keep[11] & ~keep[15]), (keep[1] & ~keep[3]) | (keep[5] & ~keep[7]) | (keep[9] & ~keep[11]) | (keep[13] & ~keep[15]), (keep[0] & ~keep[1]) | (keep[2] & ~keep[3]) | (keep[4] & ~keep[5]) | (keep[6] & ~keep[7]) | (keep[8] & ~keep[9]) | (keep[10] & ~keep[11]) | (keep[12] & ~keep[13]) | (keep[14] & ~keep[15])};
    always @(*) keep_ok = keep[0] & (keep[0] | ~keep[1]) & (keep[1] | ~keep[2]) & (keep[2] | ~keep[3]) & (keep[3] | ~keep[4]) & (keep[4] | ~keep[5]) & (keep[5] | ~keep[6]) & (keep[6] | ~keep[7]) & (keep[7] | ~keep[8]) & (keep[8] | ~keep[9]) & (keep[9] | ~keep[10]) & (keep[10] | ~keep[11]) & (keep[11] | ~keep[12]) & (keep[12] | ~keep[13]) & (keep[13] | ~keep[14]) & (keep[14] | ~keep[15]);
    always @(*) lane$0 = {{8{mask[3]}}, {8{mask[2]}}, {8{mask[1]}}, {8{mask[0]}}};
    always @(*) lane$1 = {{8{mask[7]}}, {8{mask[6]}}, {8{mask[5]}}, {8{mask[4]}}};
    always @(*) lane$2 = {{8{mask[11]}}, {8{mask[10]}}, {8{mask[9]}}, {8{mask[8]}}};
    always @(*) lane$3 = {{8{mask[15]}}, {8{mask[14]}}, {8{mask[13]}}, {8{mask[12]}}};
    wire [31:0] a_hi = {29'd0, a_bytes[31:29]};
    wire [31:0] a_lo = {a_bytes[28:0], 3'd0};
    wire [31:0] c_hi = {29'd0, c_bytes[31:29]};
    wire [31:0] c_lo = {c_bytes[28:0], 3'd0};
    always @(*) len$0 = {a_hi[7:0], a_hi[15:8], a_hi[23:16], a_hi[31:24]};
    always @(*) len$1 = {a_lo[7:0], a_lo[15:8], a_lo[23:16], a_lo[31:24]};
    always @(*) len$2 = {c_hi[7:0], c_hi[15:8], c_hi[23:16], c_hi[31:24]};
    always @(*) len$3 = {c_lo[7:0], c_lo[15:8], c_lo[23:16], c_lo[31:24]};
endmodule // aes_selftest_dut_modes_gcm_words

// Used by 2 instances: dut$modes$gcm$x_shape, dut$modes$xts$tail_shape
module aes_selftest_dut_modes_shape(keep,lane$0,lane$1,lane$2,lane$3);

    // Module arguments
    input wire  [15:0] keep;
    output reg  [31:0] lane$0;
    output reg  [31:0] lane$1;
    output reg  [31:0] lane$2;
    output reg  [31:0] lane$3;

    // Update code (custom)
    always @(*) lane$0 = {{8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
    always @(*) lane$1 = {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}};
    always @(*) lane$2 = {{8{keep[11]}}, {8{keep[10]}}, {8{keep[9]}}, {8{keep[8]}}};
    always @(*) lane$3 = {{8{keep[15]}}, {8{keep[14]}}, {8{keep[13]}}, {8{keep[12]}}};
endmodule // aes_selftest_dut_modes_shape

// Used by instance: dut$modes$ivs
module aes_selftest_dut_modes_ivs(clock,reset,zeroize,we,index,data,window,packet_end,load,load_data$0,load_data$1,load_data$2,load_data$3,iv$0,iv$1,iv$2,iv$3,written_words$0,written_words$1,written_words$2,written_words$3);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  zeroize;
    input wire  we;
    input wire  [1:0] index;
    input wire  [31:0] data;
    input wire  window;
    input wire  packet_end;
    input wire  [3:0] load;
    input wire  [31:0] load_data$0;
    input wire  [31:0] load_data$1;
    input wire  [31:0] load_data$2;
    input wire  [31:0] load_data$3;
    output reg  [31:0] iv$0;
    output reg  [31:0] iv$1;
    output reg  [31:0] iv$2;
    output reg  [31:0] iv$3;
    output reg  written_words$0;
    output reg  written_words$1;
    output reg  written_words$2;
    output reg  written_words$3;

    // Constant declarations
    localparam  index_of$0 = 2'b0;
    localparam  index_of$1 = 2'b1;
    localparam  index_of$2 = 2'b10;
    localparam  index_of$3 = 2'b11;
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] word$0$d;
    wire  [31:0] word$0$q;
    reg  word$0$clock;
    reg  [31:0] word$1$d;
    wire  [31:0] word$1$q;
    reg  word$1$clock;
    reg  [31:0] word$2$d;
    wire  [31:0] word$2$q;
    reg  word$2$clock;
    reg  [31:0] word$3$d;
    wire  [31:0] word$3$q;
    reg  word$3$clock;
    reg  written$0$d;
    wire  written$0$q;
    reg  written$0$clock;
    reg  written$1$d;
    wire  written$1$q;
    reg  written$1$clock;
    reg  written$2$d;
    wire  written$2$q;
    reg  written$2$clock;
    reg  written$3$d;
    wire  written$3$q;
    reg  written$3$clock;

    // Sub module instances
    aes_selftest_dff32 word$0(.d(word$0$d), .q(word$0$q), .clock(word$0$clock));
    aes_selftest_dff32 word$1(.d(word$1$d), .q(word$1$q), .clock(word$1$clock));
    aes_selftest_dff32 word$2(.d(word$2$d), .q(word$2$q), .clock(word$2$clock));
    aes_selftest_dff32 word$3(.d(word$3$d), .q(word$3$q), .clock(word$3$clock));
    aes_selftest_dff1 written$0(.d(written$0$d), .q(written$0$q), .clock(written$0$clock));
    aes_selftest_dff1 written$1(.d(written$1$d), .q(written$1$q), .clock(written$1$clock));
    aes_selftest_dff1 written$2(.d(written$2$d), .q(written$2$q), .clock(written$2$clock));
    aes_selftest_dff1 written$3(.d(written$3$d), .q(written$3$q), .clock(written$3$clock));

    // Update code
    always @(*) begin
        word$0$clock = clock;
        written$0$clock = clock;
        word$0$d = word$0$q;
        written$0$d = written$0$q;
        iv$0 = word$0$q;
        written_words$0 = written$0$q;
        if (load[0] & ~written$0$q) begin
            word$0$d = load_data$0;
        end
        if (we & (index == index_of$0) & window) begin
            written$0$d = 1'b1;
        end
        if (packet_end) begin
            written$0$d = 1'b0;
        end
        if (we & (index == index_of$0)) begin
            word$0$d = data;
        end
        if (zeroize | reset) begin
            word$0$d = zero;
            written$0$d = 1'b0;
        end
        word$1$clock = clock;
        written$1$clock = clock;
        word$1$d = word$1$q;
        written$1$d = written$1$q;
        iv$1 = word$1$q;
        written_words$1 = written$1$q;
        if (load[1] & ~written$1$q) begin
            word$1$d = load_data$1;
        end
        if (we & (index == index_of$1) & window) begin
            written$1$d = 1'b1;
        end
        if (packet_end) begin
            written$1$d = 1'b0;
        end
        if (we & (index == index_of$1)) begin
            word$1$d = data;
        end
        if (zeroize | reset) begin
            word$1$d = zero;
            written$1$d = 1'b0;
        end
        word$2$clock = clock;
        written$2$clock = clock;
        word$2$d = word$2$q;
        written$2$d = written$2$q;
        iv$2 = word$2$q;
        written_words$2 = written$2$q;
        if (load[2] & ~written$2$q) begin
            word$2$d = load_data$2;
        end
        if (we & (index == index_of$2) & window) begin
            written$2$d = 1'b1;
        end
        if (packet_end) begin
            written$2$d = 1'b0;
        end
        if (we & (index == index_of$2)) begin
            word$2$d = data;
        end
        if (zeroize | reset) begin
            word$2$d = zero;
            written$2$d = 1'b0;
        end
        word$3$clock = clock;
        written$3$clock = clock;
        word$3$d = word$3$q;
        written$3$d = written$3$q;
        iv$3 = word$3$q;
        written_words$3 = written$3$q;
        if (load[3] & ~written$3$q) begin
            word$3$d = load_data$3;
        end
        if (we & (index == index_of$3) & window) begin
            written$3$d = 1'b1;
        end
        if (packet_end) begin
            written$3$d = 1'b0;
        end
        if (we & (index == index_of$3)) begin
            word$3$d = data;
        end
        if (zeroize | reset) begin
            word$3$d = zero;
            written$3$d = 1'b0;
        end
    end

endmodule // aes_selftest_dut_modes_ivs

// Used by instance: dut$modes$ofb
module aes_selftest_dut_modes_ofb(clock,next_mode,in_packet,accept,cur_next,fb_next,side_in,fb_core);

    // Module arguments
    input wire  clock;
    input wire  [2:0] next_mode;
    input wire  in_packet;
    input wire  accept;
    output reg  cur_next;
    output reg  fb_next;
    output reg  side_in;
    output reg  fb_core;

    // Constant declarations
    localparam  code = 3'b11;
    localparam  has = 1'b1;

    // Stub signals
    reg  mine$d;
    wire  mine$q;
    reg  mine$clock;
    reg  packet_ofb$d;
    wire  packet_ofb$q;
    reg  packet_ofb$clock;

    // Local signals
    reg  mine_next;

    // Sub module instances
    aes_selftest_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));
    aes_selftest_dff1 packet_ofb(.d(packet_ofb$d), .q(packet_ofb$q), .clock(packet_ofb$clock));

    // Update code
    always @(*) begin
        mine$clock = clock;
        packet_ofb$clock = clock;
        mine$d = mine$q;
        packet_ofb$d = packet_ofb$q;
        mine_next = (next_mode == code) & has;
        cur_next = mine_next;
        fb_next = mine_next;
        mine$d = mine_next;
        side_in = mine$q;
        if (accept & ~in_packet) begin
            packet_ofb$d = mine$q;
        end
        fb_core = packet_ofb$q;
    end

endmodule // aes_selftest_dut_modes_ofb

// Used by instance: dut$modes$ready_ahead
module aes_selftest_dut_modes_ready_ahead(clock,fb_idle,ctr,gcm,now,ready);

    // Module arguments
    input wire  clock;
    input wire  fb_idle;
    input wire  ctr;
    input wire  gcm;
    input wire  now;
    output reg  [1:0] ready;

    // Constant declarations
    localparam  none = 2'b0;

    // Stub signals
    reg  ready_q$clock, ready_q$d;
    wire  [1:0] ready_q$q;

    // Sub module instances
    aes_selftest_dut_copies2 ready_q(.clock(ready_q$clock), .d(ready_q$d), .q(ready_q$q));

    // Update code
    always @(*) begin
        ready_q$clock = clock;
        ready_q$d = fb_idle & ctr & gcm;
        ready = ready_q$q;
        if (~now) begin
            ready = none;
        end
    end

endmodule // aes_selftest_dut_modes_ready_ahead

// Used by instance: dut$modes$side
module aes_selftest_dut_modes_side(clock,reset,write,data$0,data$1,data$2,data$3,record,read_ahead,held$0,held$1,held$2,held$3,rec,rec_next);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  [31:0] data$0;
    input wire  [31:0] data$1;
    input wire  [31:0] data$2;
    input wire  [31:0] data$3;
    input wire  [31:0] record;
    input wire  read_ahead;
    output reg  [31:0] held$0;
    output reg  [31:0] held$1;
    output reg  [31:0] held$2;
    output reg  [31:0] held$3;
    output reg  [31:0] rec;
    output reg  [31:0] rec_next;

    // Constant declarations
    localparam  two = 1'b0;
    localparam  ptr_one = 4'h1;
    localparam  ptr_zero = 4'h0;

    // Stub signals
    reg  lo$0$clock, lo$0$we;
    reg  [3:0] lo$0$wa;
    reg  [31:0] lo$0$wd;
    reg  [3:0] lo$0$ra;
    wire  [31:0] lo$0$rd;
    reg  lo$1$clock, lo$1$we;
    reg  [3:0] lo$1$wa;
    reg  [31:0] lo$1$wd;
    reg  [3:0] lo$1$ra;
    wire  [31:0] lo$1$rd;
    reg  lo$2$clock, lo$2$we;
    reg  [3:0] lo$2$wa;
    reg  [31:0] lo$2$wd;
    reg  [3:0] lo$2$ra;
    wire  [31:0] lo$2$rd;
    reg  lo$3$clock, lo$3$we;
    reg  [3:0] lo$3$wa;
    reg  [31:0] lo$3$wd;
    reg  [3:0] lo$3$ra;
    wire  [31:0] lo$3$rd;
    reg  lo_rec$clock, lo_rec$we;
    reg  [3:0] lo_rec$wa;
    reg  [31:0] lo_rec$wd;
    reg  [3:0] lo_rec$ra;
    wire  [31:0] lo_rec$rd;
    reg  hi$0$clock, hi$0$we;
    reg  [3:0] hi$0$wa;
    reg  [31:0] hi$0$wd;
    reg  [3:0] hi$0$ra;
    wire  [31:0] hi$0$rd;
    reg  hi$1$clock, hi$1$we;
    reg  [3:0] hi$1$wa;
    reg  [31:0] hi$1$wd;
    reg  [3:0] hi$1$ra;
    wire  [31:0] hi$1$rd;
    reg  hi$2$clock, hi$2$we;
    reg  [3:0] hi$2$wa;
    reg  [31:0] hi$2$wd;
    reg  [3:0] hi$2$ra;
    wire  [31:0] hi$2$rd;
    reg  hi$3$clock, hi$3$we;
    reg  [3:0] hi$3$wa;
    reg  [31:0] hi$3$wd;
    reg  [3:0] hi$3$ra;
    wire  [31:0] hi$3$rd;
    reg  hi_rec$clock, hi_rec$we;
    reg  [3:0] hi_rec$wa;
    reg  [31:0] hi_rec$wd;
    reg  [3:0] hi_rec$ra;
    wire  [31:0] hi_rec$rd;
    reg  [3:0] wr_ptr$d;
    wire  [3:0] wr_ptr$q;
    reg  wr_ptr$clock;
    reg  [3:0] rd_addr$d;
    wire  [3:0] rd_addr$q;
    reg  rd_addr$clock;
    reg  wr_en_q$d;
    wire  wr_en_q$q;
    reg  wr_en_q$clock;
    reg  wr_en_hi_q$d;
    wire  wr_en_hi_q$q;
    reg  wr_en_hi_q$clock;
    reg  [3:0] wr_addr_q$d;
    wire  [3:0] wr_addr_q$q;
    reg  wr_addr_q$clock;
    reg  [31:0] wr_data_q$0$d;
    wire  [31:0] wr_data_q$0$q;
    reg  wr_data_q$0$clock;
    reg  [31:0] wr_data_q$1$d;
    wire  [31:0] wr_data_q$1$q;
    reg  wr_data_q$1$clock;
    reg  [31:0] wr_data_q$2$d;
    wire  [31:0] wr_data_q$2$q;
    reg  wr_data_q$2$clock;
    reg  [31:0] wr_data_q$3$d;
    wire  [31:0] wr_data_q$3$q;
    reg  wr_data_q$3$clock;
    reg  [31:0] wr_rec_q$d;
    wire  [31:0] wr_rec_q$q;
    reg  wr_rec_q$clock;
    reg  [31:0] q$0$d;
    wire  [31:0] q$0$q;
    reg  q$0$clock;
    reg  [31:0] q$1$d;
    wire  [31:0] q$1$q;
    reg  q$1$clock;
    reg  [31:0] q$2$d;
    wire  [31:0] q$2$q;
    reg  q$2$clock;
    reg  [31:0] q$3$d;
    wire  [31:0] q$3$q;
    reg  q$3$clock;
    reg  [31:0] q_rec$d;
    wire  [31:0] q_rec$q;
    reg  q_rec$clock;
    reg  rd_half$d;
    wire  rd_half$q;
    reg  rd_half$clock;
    reg  wr_bank$d;
    wire  wr_bank$q;
    reg  wr_bank$clock;

    // Sub module instances
    aes_selftest_dut_modes_side_lo lo$0(.clock(lo$0$clock), .we(lo$0$we), .wa(lo$0$wa),
        .wd(lo$0$wd), .ra(lo$0$ra), .rd(lo$0$rd));
    aes_selftest_dut_modes_side_lo lo$1(.clock(lo$1$clock), .we(lo$1$we), .wa(lo$1$wa),
        .wd(lo$1$wd), .ra(lo$1$ra), .rd(lo$1$rd));
    aes_selftest_dut_modes_side_lo lo$2(.clock(lo$2$clock), .we(lo$2$we), .wa(lo$2$wa),
        .wd(lo$2$wd), .ra(lo$2$ra), .rd(lo$2$rd));
    aes_selftest_dut_modes_side_lo lo$3(.clock(lo$3$clock), .we(lo$3$we), .wa(lo$3$wa),
        .wd(lo$3$wd), .ra(lo$3$ra), .rd(lo$3$rd));
    aes_selftest_dut_modes_side_hi_shared lo_rec(.clock(lo_rec$clock), .we(lo_rec$we),
        .wa(lo_rec$wa), .wd(lo_rec$wd), .ra(lo_rec$ra), .rd(lo_rec$rd));
    aes_selftest_dut_modes_side_hi_shared hi$0(.clock(hi$0$clock), .we(hi$0$we), .wa(hi$0$wa),
        .wd(hi$0$wd), .ra(hi$0$ra), .rd(hi$0$rd));
    aes_selftest_dut_modes_side_hi_shared hi$1(.clock(hi$1$clock), .we(hi$1$we), .wa(hi$1$wa),
        .wd(hi$1$wd), .ra(hi$1$ra), .rd(hi$1$rd));
    aes_selftest_dut_modes_side_hi_shared hi$2(.clock(hi$2$clock), .we(hi$2$we), .wa(hi$2$wa),
        .wd(hi$2$wd), .ra(hi$2$ra), .rd(hi$2$rd));
    aes_selftest_dut_modes_side_hi_shared hi$3(.clock(hi$3$clock), .we(hi$3$we), .wa(hi$3$wa),
        .wd(hi$3$wd), .ra(hi$3$ra), .rd(hi$3$rd));
    aes_selftest_dut_modes_side_hi_shared hi_rec(.clock(hi_rec$clock), .we(hi_rec$we),
        .wa(hi_rec$wa), .wd(hi_rec$wd), .ra(hi_rec$ra), .rd(hi_rec$rd));
    aes_selftest_dff4 wr_ptr(.d(wr_ptr$d), .q(wr_ptr$q), .clock(wr_ptr$clock));
    aes_selftest_dff4 rd_addr(.d(rd_addr$d), .q(rd_addr$q), .clock(rd_addr$clock));
    aes_selftest_dff1 wr_en_q(.d(wr_en_q$d), .q(wr_en_q$q), .clock(wr_en_q$clock));
    aes_selftest_dff1 wr_en_hi_q(.d(wr_en_hi_q$d), .q(wr_en_hi_q$q), .clock(wr_en_hi_q$clock));
    aes_selftest_dff4 wr_addr_q(.d(wr_addr_q$d), .q(wr_addr_q$q), .clock(wr_addr_q$clock));
    aes_selftest_dff32 wr_data_q$0(.d(wr_data_q$0$d), .q(wr_data_q$0$q), .clock(wr_data_q$0$clock));
    aes_selftest_dff32 wr_data_q$1(.d(wr_data_q$1$d), .q(wr_data_q$1$q), .clock(wr_data_q$1$clock));
    aes_selftest_dff32 wr_data_q$2(.d(wr_data_q$2$d), .q(wr_data_q$2$q), .clock(wr_data_q$2$clock));
    aes_selftest_dff32 wr_data_q$3(.d(wr_data_q$3$d), .q(wr_data_q$3$q), .clock(wr_data_q$3$clock));
    aes_selftest_dff32 wr_rec_q(.d(wr_rec_q$d), .q(wr_rec_q$q), .clock(wr_rec_q$clock));
    aes_selftest_dff32 q$0(.d(q$0$d), .q(q$0$q), .clock(q$0$clock));
    aes_selftest_dff32 q$1(.d(q$1$d), .q(q$1$q), .clock(q$1$clock));
    aes_selftest_dff32 q$2(.d(q$2$d), .q(q$2$q), .clock(q$2$clock));
    aes_selftest_dff32 q$3(.d(q$3$d), .q(q$3$q), .clock(q$3$clock));
    aes_selftest_dff32 q_rec(.d(q_rec$d), .q(q_rec$q), .clock(q_rec$clock));
    aes_selftest_dff1 rd_half(.d(rd_half$d), .q(rd_half$q), .clock(rd_half$clock));
    aes_selftest_dff1 wr_bank(.d(wr_bank$d), .q(wr_bank$q), .clock(wr_bank$clock));

    // Update code
    always @(*) begin
        wr_ptr$clock = clock;
        rd_addr$clock = clock;
        wr_en_q$clock = clock;
        wr_en_hi_q$clock = clock;
        wr_addr_q$clock = clock;
        wr_rec_q$clock = clock;
        q_rec$clock = clock;
        wr_bank$clock = clock;
        rd_half$clock = clock;
        wr_ptr$d = wr_ptr$q;
        rd_addr$d = rd_addr$q;
        wr_en_q$d = wr_en_q$q;
        wr_en_hi_q$d = wr_en_hi_q$q;
        wr_addr_q$d = wr_addr_q$q;
        wr_rec_q$d = wr_rec_q$q;
        q_rec$d = q_rec$q;
        wr_bank$d = wr_bank$q;
        rd_half$d = rd_half$q;
        if (write) begin
            wr_ptr$d = wr_ptr$q + ptr_one;
        end
        if (read_ahead) begin
            rd_addr$d = rd_addr$q + ptr_one;
        end
        if (two) begin
            if (write & ((wr_ptr$q + ptr_one) == ptr_zero)) begin
                wr_bank$d = ~wr_bank$q;
            end
            if (read_ahead & ((rd_addr$q + ptr_one) == ptr_zero)) begin
                rd_half$d = ~rd_half$q;
            end
        end
        wr_en_q$d = write & ~wr_bank$q;
        wr_en_hi_q$d = write & wr_bank$q;
        wr_addr_q$d = wr_ptr$q;
        wr_rec_q$d = record;
        wr_data_q$0$clock = clock;
        wr_data_q$0$d = data$0;
        lo$0$clock = clock;
        lo$0$we = wr_en_q$q;
        lo$0$wa = wr_addr_q$q;
        lo$0$wd = wr_data_q$0$q;
        lo$0$ra = rd_addr$q;
        hi$0$clock = clock;
        hi$0$we = wr_en_hi_q$q;
        hi$0$wa = wr_addr_q$q;
        hi$0$wd = wr_data_q$0$q;
        hi$0$ra = rd_addr$q;
        q$0$clock = clock;
        q$0$d = lo$0$rd;
        if (rd_half$q) begin
            q$0$d = hi$0$rd;
        end
        held$0 = q$0$q;
        wr_data_q$1$clock = clock;
        wr_data_q$1$d = data$1;
        lo$1$clock = clock;
        lo$1$we = wr_en_q$q;
        lo$1$wa = wr_addr_q$q;
        lo$1$wd = wr_data_q$1$q;
        lo$1$ra = rd_addr$q;
        hi$1$clock = clock;
        hi$1$we = wr_en_hi_q$q;
        hi$1$wa = wr_addr_q$q;
        hi$1$wd = wr_data_q$1$q;
        hi$1$ra = rd_addr$q;
        q$1$clock = clock;
        q$1$d = lo$1$rd;
        if (rd_half$q) begin
            q$1$d = hi$1$rd;
        end
        held$1 = q$1$q;
        wr_data_q$2$clock = clock;
        wr_data_q$2$d = data$2;
        lo$2$clock = clock;
        lo$2$we = wr_en_q$q;
        lo$2$wa = wr_addr_q$q;
        lo$2$wd = wr_data_q$2$q;
        lo$2$ra = rd_addr$q;
        hi$2$clock = clock;
        hi$2$we = wr_en_hi_q$q;
        hi$2$wa = wr_addr_q$q;
        hi$2$wd = wr_data_q$2$q;
        hi$2$ra = rd_addr$q;
        q$2$clock = clock;
        q$2$d = lo$2$rd;
        if (rd_half$q) begin
            q$2$d = hi$2$rd;
        end
        held$2 = q$2$q;
        wr_data_q$3$clock = clock;
        wr_data_q$3$d = data$3;
        lo$3$clock = clock;
        lo$3$we = wr_en_q$q;
        lo$3$wa = wr_addr_q$q;
        lo$3$wd = wr_data_q$3$q;
        lo$3$ra = rd_addr$q;
        hi$3$clock = clock;
        hi$3$we = wr_en_hi_q$q;
        hi$3$wa = wr_addr_q$q;
        hi$3$wd = wr_data_q$3$q;
        hi$3$ra = rd_addr$q;
        q$3$clock = clock;
        q$3$d = lo$3$rd;
        if (rd_half$q) begin
            q$3$d = hi$3$rd;
        end
        held$3 = q$3$q;
        lo_rec$clock = clock;
        lo_rec$we = wr_en_q$q;
        lo_rec$wa = wr_addr_q$q;
        lo_rec$wd = wr_rec_q$q;
        lo_rec$ra = rd_addr$q;
        hi_rec$clock = clock;
        hi_rec$we = wr_en_hi_q$q;
        hi_rec$wa = wr_addr_q$q;
        hi_rec$wd = wr_rec_q$q;
        hi_rec$ra = rd_addr$q;
        rec_next = lo_rec$rd;
        if (rd_half$q) begin
            rec_next = hi_rec$rd;
        end
        q_rec$d = rec_next;
        rec = q_rec$q;
        if (reset) begin
            wr_ptr$d = ptr_zero;
            rd_addr$d = ptr_zero;
            wr_en_q$d = 1'b0;
            wr_en_hi_q$d = 1'b0;
            wr_bank$d = 1'b0;
            rd_half$d = 1'b0;
        end
    end

endmodule // aes_selftest_dut_modes_side

// Used by 6 instances: dut$modes$side$hi$0, dut$modes$side$hi$1, dut$modes$side$hi$2, dut$modes$side$hi$3, ... (2 more)
module aes_selftest_dut_modes_side_hi_shared(clock,we,wa,wd,ra,rd);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [3:0] wa;
    input wire  [31:0] wd;
    input wire  [3:0] ra;
    output reg  [31:0] rd;

    // Update code (custom)
    always @(*) rd = 32'd0 & {32{^ra}};
    wire _unused_ok = &{1'b0, clock, we, wa, wd, ra, 1'b0};
endmodule // aes_selftest_dut_modes_side_hi_shared

// Used by 4 instances: dut$modes$side$lo$0, dut$modes$side$lo$1, dut$modes$side$lo$2, dut$modes$side$lo$3
module aes_selftest_dut_modes_side_lo(clock,we,wa,wd,ra,rd);

    // Module arguments
    input wire  clock;
    input wire  we;
    input wire  [3:0] wa;
    input wire  [31:0] wd;
    input wire  [3:0] ra;
    output reg  [31:0] rd;

    // Update code (custom)
    (* ram_style = "distributed" *) reg [31:0] mem [0:15];
    integer i;
    initial for (i = 0; i <= 15; i = i + 1) mem[i] = 32'd0;
    always @(posedge clock) if (we) mem[wa] <= wd;
    always @(*) rd = mem[ra];
endmodule // aes_selftest_dut_modes_side_lo

// Used by instance: dut$modes$stage
module aes_selftest_dut_modes_stage(clock,reset,valid,data$0,data$1,data$2,data$3,last,zero,insert,insert_data$0,insert_data$1,insert_data$2,insert_data$3,insert_last,push,out$0,out$1,out$2,out$3,out_last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  valid;
    input wire  [31:0] data$0;
    input wire  [31:0] data$1;
    input wire  [31:0] data$2;
    input wire  [31:0] data$3;
    input wire  last;
    input wire  zero;
    input wire  insert;
    input wire  [31:0] insert_data$0;
    input wire  [31:0] insert_data$1;
    input wire  [31:0] insert_data$2;
    input wire  [31:0] insert_data$3;
    input wire  insert_last;
    output reg  push;
    output reg  [31:0] out$0;
    output reg  [31:0] out$1;
    output reg  [31:0] out$2;
    output reg  [31:0] out$3;
    output reg  out_last;

    // Constant declarations
    localparam  delayed = 1'b0;
    localparam  zero_word = 32'h0;

    // Stub signals
    reg  [31:0] d1$0$d;
    wire  [31:0] d1$0$q;
    reg  d1$0$clock;
    reg  [31:0] d1$1$d;
    wire  [31:0] d1$1$q;
    reg  d1$1$clock;
    reg  [31:0] d1$2$d;
    wire  [31:0] d1$2$q;
    reg  d1$2$clock;
    reg  [31:0] d1$3$d;
    wire  [31:0] d1$3$q;
    reg  d1$3$clock;
    reg  [31:0] d2$0$d;
    wire  [31:0] d2$0$q;
    reg  d2$0$clock;
    reg  [31:0] d2$1$d;
    wire  [31:0] d2$1$q;
    reg  d2$1$clock;
    reg  [31:0] d2$2$d;
    wire  [31:0] d2$2$q;
    reg  d2$2$clock;
    reg  [31:0] d2$3$d;
    wire  [31:0] d2$3$q;
    reg  d2$3$clock;
    reg  v1$d;
    wire  v1$q;
    reg  v1$clock;
    reg  v2$d;
    wire  v2$q;
    reg  v2$clock;
    reg  l1$d;
    wire  l1$q;
    reg  l1$clock;
    reg  l2$d;
    wire  l2$q;
    reg  l2$clock;

    // Sub module instances
    aes_selftest_dff32 d1$0(.d(d1$0$d), .q(d1$0$q), .clock(d1$0$clock));
    aes_selftest_dff32 d1$1(.d(d1$1$d), .q(d1$1$q), .clock(d1$1$clock));
    aes_selftest_dff32 d1$2(.d(d1$2$d), .q(d1$2$q), .clock(d1$2$clock));
    aes_selftest_dff32 d1$3(.d(d1$3$d), .q(d1$3$q), .clock(d1$3$clock));
    aes_selftest_dff32 d2$0(.d(d2$0$d), .q(d2$0$q), .clock(d2$0$clock));
    aes_selftest_dff32 d2$1(.d(d2$1$d), .q(d2$1$q), .clock(d2$1$clock));
    aes_selftest_dff32 d2$2(.d(d2$2$d), .q(d2$2$q), .clock(d2$2$clock));
    aes_selftest_dff32 d2$3(.d(d2$3$d), .q(d2$3$q), .clock(d2$3$clock));
    aes_selftest_dff1 v1(.d(v1$d), .q(v1$q), .clock(v1$clock));
    aes_selftest_dff1 v2(.d(v2$d), .q(v2$q), .clock(v2$clock));
    aes_selftest_dff1 l1(.d(l1$d), .q(l1$q), .clock(l1$clock));
    aes_selftest_dff1 l2(.d(l2$d), .q(l2$q), .clock(l2$clock));

    // Update code
    always @(*) begin
        v1$clock = clock;
        v2$clock = clock;
        l1$clock = clock;
        l2$clock = clock;
        v1$d = v1$q;
        v2$d = v2$q;
        l1$d = l1$q;
        l2$d = l2$q;
        v1$d = valid;
        l1$d = last;
        v2$d = v1$q;
        l2$d = l1$q;
        push = valid | insert;
        out_last = last | (insert & insert_last);
        if (delayed) begin
            push = v2$q | insert;
            out_last = l2$q | (insert & insert_last);
        end
        d1$0$clock = clock;
        d2$0$clock = clock;
        d1$0$d = data$0;
        if (zero) begin
            d1$0$d = zero_word;
        end
        d2$0$d = d1$0$q;
        out$0 = data$0;
        if (insert) begin
            out$0 = insert_data$0;
        end
        if (delayed) begin
            out$0 = d2$0$q;
            if (insert) begin
                out$0 = insert_data$0;
            end
        end
        if (reset) begin
            d1$0$d = zero_word;
            d2$0$d = zero_word;
        end
        d1$1$clock = clock;
        d2$1$clock = clock;
        d1$1$d = data$1;
        if (zero) begin
            d1$1$d = zero_word;
        end
        d2$1$d = d1$1$q;
        out$1 = data$1;
        if (insert) begin
            out$1 = insert_data$1;
        end
        if (delayed) begin
            out$1 = d2$1$q;
            if (insert) begin
                out$1 = insert_data$1;
            end
        end
        if (reset) begin
            d1$1$d = zero_word;
            d2$1$d = zero_word;
        end
        d1$2$clock = clock;
        d2$2$clock = clock;
        d1$2$d = data$2;
        if (zero) begin
            d1$2$d = zero_word;
        end
        d2$2$d = d1$2$q;
        out$2 = data$2;
        if (insert) begin
            out$2 = insert_data$2;
        end
        if (delayed) begin
            out$2 = d2$2$q;
            if (insert) begin
                out$2 = insert_data$2;
            end
        end
        if (reset) begin
            d1$2$d = zero_word;
            d2$2$d = zero_word;
        end
        d1$3$clock = clock;
        d2$3$clock = clock;
        d1$3$d = data$3;
        if (zero) begin
            d1$3$d = zero_word;
        end
        d2$3$d = d1$3$q;
        out$3 = data$3;
        if (insert) begin
            out$3 = insert_data$3;
        end
        if (delayed) begin
            out$3 = d2$3$q;
            if (insert) begin
                out$3 = insert_data$3;
            end
        end
        if (reset) begin
            d1$3$d = zero_word;
            d2$3$d = zero_word;
        end
        if (reset) begin
            v1$d = 1'b0;
            v2$d = 1'b0;
            l1$d = 1'b0;
            l2$d = 1'b0;
        end
    end

endmodule // aes_selftest_dut_modes_stage

// Used by instance: dut$modes$xts
module aes_selftest_dut_modes_xts(clock,reset,zeroize,ctrl_mode_next,ctrl_key_len_next,next_mode,next_decrypt,in_packet,in_packet_next,tdata$0,tdata$1,tdata$2,tdata$3,tlast,tkeep,accept,iv$0,iv$1,iv$2,iv$3,iv_we,iv_change,iv_written$0,iv_written$1,iv_written$2,iv_written$3,core_ready,core_valid,core_out$0,core_out$1,core_out$2,core_out$3,core_last,rec,reg_we,reg_word,reg_data,reg_strb,ready_now,offer,own_data,own_in$0,own_in$1,own_in$2,own_in$3,own_last,record,own_held$0,own_held$1,own_held$2,own_held$3,own_out,push,out_last,insert,insert_data$0,insert_data$1,insert_data$2,insert_data$3,insert_last,iv_load,iv_data$0,iv_data$1,iv_data$2,iv_data$3,key_ok,status,busy,length_err,whole_last,open);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  zeroize;
    input wire  [2:0] ctrl_mode_next;
    input wire  [1:0] ctrl_key_len_next;
    input wire  [2:0] next_mode;
    input wire  next_decrypt;
    input wire  in_packet;
    input wire  in_packet_next;
    input wire  [31:0] tdata$0;
    input wire  [31:0] tdata$1;
    input wire  [31:0] tdata$2;
    input wire  [31:0] tdata$3;
    input wire  tlast;
    input wire  [15:0] tkeep;
    input wire  accept;
    input wire  [31:0] iv$0;
    input wire  [31:0] iv$1;
    input wire  [31:0] iv$2;
    input wire  [31:0] iv$3;
    input wire  iv_we;
    input wire  iv_change;
    input wire  iv_written$0;
    input wire  iv_written$1;
    input wire  iv_written$2;
    input wire  iv_written$3;
    input wire  core_ready;
    input wire  core_valid;
    input wire  [31:0] core_out$0;
    input wire  [31:0] core_out$1;
    input wire  [31:0] core_out$2;
    input wire  [31:0] core_out$3;
    input wire  core_last;
    input wire  [31:0] rec;
    input wire  reg_we;
    input wire  [5:0] reg_word;
    input wire  [31:0] reg_data;
    input wire  [3:0] reg_strb;
    output reg  ready_now;
    output reg  offer;
    output reg  own_data;
    output reg  [31:0] own_in$0;
    output reg  [31:0] own_in$1;
    output reg  [31:0] own_in$2;
    output reg  [31:0] own_in$3;
    output reg  own_last;
    output reg  [31:0] record;
    output reg  [31:0] own_held$0;
    output reg  [31:0] own_held$1;
    output reg  [31:0] own_held$2;
    output reg  [31:0] own_held$3;
    output reg  own_out;
    output reg  push;
    output reg  out_last;
    output reg  insert;
    output reg  [31:0] insert_data$0;
    output reg  [31:0] insert_data$1;
    output reg  [31:0] insert_data$2;
    output reg  [31:0] insert_data$3;
    output reg  insert_last;
    output reg  [3:0] iv_load;
    output reg  [31:0] iv_data$0;
    output reg  [31:0] iv_data$1;
    output reg  [31:0] iv_data$2;
    output reg  [31:0] iv_data$3;
    output reg  key_ok;
    output reg  [7:0] status;
    output reg  busy;
    output reg  length_err;
    output reg  whole_last;
    output reg  open;

    // Constant declarations
    localparam  zero3 = 3'b0;
    localparam  has = 1'b0;
    localparam  code = 3'b110;
    localparam  keylen_192 = 2'b1;
    localparam  keylen_256 = 2'b10;
    localparam  xkey_first = 6'b11000;
    localparam  xkey_last = 6'b11111;
    localparam  need_128 = 8'hf;
    localparam  need_192 = 8'h3f;
    localparam  need_256 = 8'hff;
    localparam  bit_of$0 = 8'h1;
    localparam  bit_of$1 = 8'h2;
    localparam  bit_of$2 = 8'h4;
    localparam  bit_of$3 = 8'h8;
    localparam  bit_of$4 = 8'h10;
    localparam  bit_of$5 = 8'h20;
    localparam  bit_of$6 = 8'h40;
    localparam  bit_of$7 = 8'h80;
    localparam  kind_beat = 3'b0;
    localparam  kind_drop = 3'b1;
    localparam  kind_reinject = 3'b10;
    localparam  kind_final = 3'b11;
    localparam  rec_xts = 32'h20;
    localparam  rec_beat_last = 32'h28;
    localparam  rec_beat = 32'h20;
    localparam  rec_drop = 32'h21;
    localparam  rec_reinject = 32'h22;
    localparam  rec_final = 32'h23;
    localparam  pend_wait = 2'b0;
    localparam  fin_wait = 2'b0;
    localparam  status_ready = 8'h80;
    localparam  status_partial = 8'h10;
    localparam  no_status = 8'h0;
    localparam  all_words = 4'hf;
    localparam  no_words = 4'h0;
    localparam  zero = 32'h0;
    localparam  zero6 = 6'b0;
    localparam  one6 = 6'b1;
    localparam  two6 = 6'b10;
    localparam  zero2 = 2'b0;
    localparam  one2 = 2'b1;
    localparam  two2 = 2'b10;
    localparam  three2 = 2'b11;
    localparam  zero8 = 8'h0;

    // Stub signals
    reg  tweak$clock, tweak$reset, tweak$clear, tweak$key_we;
    reg  [2:0] tweak$key_index;
    reg  [31:0] tweak$key_data;
    reg  [3:0] tweak$key_strb;
    reg  tweak$aes256, tweak$start;
    reg  [31:0] tweak$block_in$0, tweak$block_in$1, tweak$block_in$2, tweak$block_in$3;
    wire  tweak$done;
    wire  [31:0] tweak$out$0, tweak$out$1, tweak$out$2, tweak$out$3;
    reg  [31:0] words$t$0, words$t$1, words$t$2, words$t$3;
    wire  [31:0] words$double$0, words$double$1, words$double$2, words$double$3;
    reg  [31:0] words$u$0, words$u$1, words$u$2, words$u$3;
    wire  [31:0] words$halve$0, words$halve$1, words$halve$2, words$halve$3;
    reg  [31:0] words$iv$0, words$iv$1, words$iv$2, words$iv$3;
    reg  [2:0] words$ones;
    wire  [31:0] words$iv_next$0, words$iv_next$1, words$iv_next$2, words$iv_next$3;
    wire  [2:0] words$next_ones, words$x_ones;
    reg  [15:0] shape$keep;
    wire  shape$contiguous, shape$whole;
    wire  [31:0] shape$lane$0, shape$lane$1, shape$lane$2, shape$lane$3;
    reg  mine$d;
    wire  mine$q;
    reg  mine$clock;
    reg  dec$d;
    wire  dec$q;
    reg  dec$clock;
    reg  pkt_dec$d;
    wire  pkt_dec$q;
    reg  pkt_dec$clock;
    reg  pkt256$d;
    wire  pkt256$q;
    reg  pkt256$clock;
    reg  line$clock, line$reset;
    reg  [31:0] line$d$0, line$d$1, line$d$2, line$d$3;
    reg  line$aes256;
    wire  [31:0] line$q$0, line$q$1, line$q$2, line$q$3;
    reg  bad_len$d;
    wire  bad_len$q;
    reg  bad_len$clock;
    reg  key_len_lo$clock, key_len_lo$d;
    wire  key_len_lo$q;
    reg  key_len_hi$clock, key_len_hi$d;
    wire  key_len_hi$q;
    reg  [1:0] key_len_was$d;
    wire  [1:0] key_len_was$q;
    reg  key_len_was$clock;
    reg  [7:0] xk_seen$d;
    wire  [7:0] xk_seen$q;
    reg  xk_seen$clock;
    reg  xk_updating$d;
    wire  xk_updating$q;
    reg  xk_updating$clock;
    reg  xk_ready$d;
    wire  xk_ready$q;
    reg  xk_ready$clock;
    reg  tw_pending$d;
    wire  tw_pending$q;
    reg  tw_pending$clock;
    reg  t0_ok$d;
    wire  t0_ok$q;
    reg  t0_ok$clock;
    reg  t_ok$d;
    wire  t_ok$q;
    reg  t_ok$clock;
    reg  [31:0] t$0$d;
    wire  [31:0] t$0$q;
    reg  t$0$clock;
    reg  [31:0] t$1$d;
    wire  [31:0] t$1$q;
    reg  t$1$clock;
    reg  [31:0] t$2$d;
    wire  [31:0] t$2$q;
    reg  t$2$clock;
    reg  [31:0] t$3$d;
    wire  [31:0] t$3$q;
    reg  t$3$clock;
    reg  [31:0] tp$0$d;
    wire  [31:0] tp$0$q;
    reg  tp$0$clock;
    reg  [31:0] tp$1$d;
    wire  [31:0] tp$1$q;
    reg  tp$1$clock;
    reg  [31:0] tp$2$d;
    wire  [31:0] tp$2$q;
    reg  tp$2$clock;
    reg  [31:0] tp$3$d;
    wire  [31:0] tp$3$q;
    reg  tp$3$clock;
    reg  [2:0] ones$d;
    wire  [2:0] ones$q;
    reg  ones$clock;
    reg  [2:0] hand_over$step, hand_over$decoded;
    reg  hand_over$written$0, hand_over$written$1, hand_over$written$2, hand_over$written$3;
    wire  [2:0] hand_over$ones;
    reg  [5:0] ahead$d;
    wire  [5:0] ahead$q;
    reg  ahead$clock;
    reg  cts$d;
    wire  cts$q;
    reg  cts$clock;
    reg  reinj$d;
    wire  reinj$q;
    reg  reinj$clock;
    reg  fin_ready$d;
    wire  fin_ready$q;
    reg  fin_ready$clock;
    reg  rest$d;
    wire  rest$q;
    reg  rest$clock;
    reg  fin_fly$d;
    wire  fin_fly$q;
    reg  fin_fly$clock;
    reg  h_full$d;
    wire  h_full$q;
    reg  h_full$clock;
    reg  pend$d;
    wire  pend$q;
    reg  pend$clock;
    reg  [31:0] h$0$d;
    wire  [31:0] h$0$q;
    reg  h$0$clock;
    reg  [31:0] h$1$d;
    wire  [31:0] h$1$q;
    reg  h$1$clock;
    reg  [31:0] h$2$d;
    wire  [31:0] h$2$q;
    reg  h$2$clock;
    reg  [31:0] h$3$d;
    wire  [31:0] h$3$q;
    reg  h$3$clock;
    reg  [31:0] prev$0$d;
    wire  [31:0] prev$0$q;
    reg  prev$0$clock;
    reg  [31:0] prev$1$d;
    wire  [31:0] prev$1$q;
    reg  prev$1$clock;
    reg  [31:0] prev$2$d;
    wire  [31:0] prev$2$q;
    reg  prev$2$clock;
    reg  [31:0] prev$3$d;
    wire  [31:0] prev$3$q;
    reg  prev$3$clock;
    reg  [31:0] tail$0$d;
    wire  [31:0] tail$0$q;
    reg  tail$0$clock;
    reg  [31:0] tail$1$d;
    wire  [31:0] tail$1$q;
    reg  tail$1$clock;
    reg  [31:0] tail$2$d;
    wire  [31:0] tail$2$q;
    reg  tail$2$clock;
    reg  [31:0] tail$3$d;
    wire  [31:0] tail$3$q;
    reg  tail$3$clock;
    reg  [15:0] tail_keep$d;
    wire  [15:0] tail_keep$q;
    reg  tail_keep$clock;
    reg  [15:0] tail_shape$keep;
    wire  [31:0] tail_shape$lane$0, tail_shape$lane$1, tail_shape$lane$2, tail_shape$lane$3;
    reg  [31:0] lanes_unused$w$0, lanes_unused$w$1, lanes_unused$w$2, lanes_unused$w$3;
    reg  [31:0] fin$0$d;
    wire  [31:0] fin$0$q;
    reg  fin$0$clock;
    reg  [31:0] fin$1$d;
    wire  [31:0] fin$1$q;
    reg  fin$1$clock;
    reg  [31:0] fin$2$d;
    wire  [31:0] fin$2$q;
    reg  fin$2$clock;
    reg  [31:0] fin$3$d;
    wire  [31:0] fin$3$q;
    reg  fin$3$clock;
    reg  ins_on$d;
    wire  ins_on$q;
    reg  ins_on$clock;
    reg  [1:0] ins_wait$d;
    wire  [1:0] ins_wait$q;
    reg  ins_wait$clock;
    reg  ins_last$d;
    wire  ins_last$q;
    reg  ins_last$clock;
    reg  ins_now$d;
    wire  ins_now$q;
    reg  ins_now$clock;
    reg  ready_q$d;
    wire  ready_q$q;
    reg  ready_q$clock;
    reg  [31:0] ins$0$d;
    wire  [31:0] ins$0$q;
    reg  ins$0$clock;
    reg  [31:0] ins$1$d;
    wire  [31:0] ins$1$q;
    reg  ins$1$clock;
    reg  [31:0] ins$2$d;
    wire  [31:0] ins$2$q;
    reg  ins$2$clock;
    reg  [31:0] ins$3$d;
    wire  [31:0] ins$3$q;
    reg  ins$3$clock;
    reg  zpend$d;
    wire  zpend$q;
    reg  zpend$clock;

    // Local signals
    reg  [1:0] key_len;
    reg  len_changed;
    reg  take;
    reg  short;
    reg  first;
    reg  go_reinj;
    reg  go_fin;
    reg  o_xts;
    reg  [2:0] o_kind;
    reg  o_beat;
    reg  o_last;
    reg  o_known;
    reg  o_before_short;
    reg  [31:0] gen$0, gen$1, gen$2, gen$3;
    reg  [31:0] tw_in$0, tw_in$1, tw_in$2, tw_in$3;
    reg  xk_write;
    reg  [7:0] xk_need;
    reg  stale;
    reg  wipe;

    // Sub module instances
    aes_selftest_dut_modes_xts_tweak tweak(.clock(tweak$clock), .reset(tweak$reset),
        .clear(tweak$clear), .key_we(tweak$key_we), .key_index(tweak$key_index),
        .key_data(tweak$key_data), .key_strb(tweak$key_strb), .aes256(tweak$aes256),
        .start(tweak$start), .block_in$0(tweak$block_in$0), .block_in$1(tweak$block_in$1),
        .block_in$2(tweak$block_in$2), .block_in$3(tweak$block_in$3), .done(tweak$done),
        .out$0(tweak$out$0), .out$1(tweak$out$1), .out$2(tweak$out$2), .out$3(tweak$out$3));
    aes_selftest_dut_modes_xts_words words(.t$0(words$t$0), .t$1(words$t$1), .t$2(words$t$2),
        .t$3(words$t$3), .double$0(words$double$0), .double$1(words$double$1),
        .double$2(words$double$2), .double$3(words$double$3), .u$0(words$u$0), .u$1(words$u$1),
        .u$2(words$u$2), .u$3(words$u$3), .halve$0(words$halve$0), .halve$1(words$halve$1),
        .halve$2(words$halve$2), .halve$3(words$halve$3), .iv$0(words$iv$0), .iv$1(words$iv$1),
        .iv$2(words$iv$2), .iv$3(words$iv$3), .ones(words$ones), .iv_next$0(words$iv_next$0),
        .iv_next$1(words$iv_next$1), .iv_next$2(words$iv_next$2), .iv_next$3(words$iv_next$3),
        .next_ones(words$next_ones), .x_ones(words$x_ones));
    aes_selftest_dut_modes_xts_shape shape(.keep(shape$keep), .contiguous(shape$contiguous),
        .whole(shape$whole), .lane$0(shape$lane$0), .lane$1(shape$lane$1), .lane$2(shape$lane$2),
        .lane$3(shape$lane$3));
    aes_selftest_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));
    aes_selftest_dff1 dec(.d(dec$d), .q(dec$q), .clock(dec$clock));
    aes_selftest_dff1 pkt_dec(.d(pkt_dec$d), .q(pkt_dec$q), .clock(pkt_dec$clock));
    aes_selftest_dff1 pkt256(.d(pkt256$d), .q(pkt256$q), .clock(pkt256$clock));
    aes_selftest_dut_modes_xts_line line(.clock(line$clock), .reset(line$reset), .d$0(line$d$0),
        .d$1(line$d$1), .d$2(line$d$2), .d$3(line$d$3), .aes256(line$aes256), .q$0(line$q$0),
        .q$1(line$q$1), .q$2(line$q$2), .q$3(line$q$3));
    aes_selftest_dff1 bad_len(.d(bad_len$d), .q(bad_len$q), .clock(bad_len$clock));
    aes_selftest_dut_copies1 key_len_lo(.clock(key_len_lo$clock), .d(key_len_lo$d),
        .q(key_len_lo$q));
    aes_selftest_dut_copies1 key_len_hi(.clock(key_len_hi$clock), .d(key_len_hi$d),
        .q(key_len_hi$q));
    aes_selftest_dut_dff2 key_len_was(.d(key_len_was$d), .q(key_len_was$q),
        .clock(key_len_was$clock));
    aes_selftest_dut_dff8 xk_seen(.d(xk_seen$d), .q(xk_seen$q), .clock(xk_seen$clock));
    aes_selftest_dff1 xk_updating(.d(xk_updating$d), .q(xk_updating$q), .clock(xk_updating$clock));
    aes_selftest_dff1 xk_ready(.d(xk_ready$d), .q(xk_ready$q), .clock(xk_ready$clock));
    aes_selftest_dff1 tw_pending(.d(tw_pending$d), .q(tw_pending$q), .clock(tw_pending$clock));
    aes_selftest_dff1 t0_ok(.d(t0_ok$d), .q(t0_ok$q), .clock(t0_ok$clock));
    aes_selftest_dff1 t_ok(.d(t_ok$d), .q(t_ok$q), .clock(t_ok$clock));
    aes_selftest_dff32 t$0(.d(t$0$d), .q(t$0$q), .clock(t$0$clock));
    aes_selftest_dff32 t$1(.d(t$1$d), .q(t$1$q), .clock(t$1$clock));
    aes_selftest_dff32 t$2(.d(t$2$d), .q(t$2$q), .clock(t$2$clock));
    aes_selftest_dff32 t$3(.d(t$3$d), .q(t$3$q), .clock(t$3$clock));
    aes_selftest_dff32 tp$0(.d(tp$0$d), .q(tp$0$q), .clock(tp$0$clock));
    aes_selftest_dff32 tp$1(.d(tp$1$d), .q(tp$1$q), .clock(tp$1$clock));
    aes_selftest_dff32 tp$2(.d(tp$2$d), .q(tp$2$q), .clock(tp$2$clock));
    aes_selftest_dff32 tp$3(.d(tp$3$d), .q(tp$3$q), .clock(tp$3$clock));
    aes_selftest_dff3 ones(.d(ones$d), .q(ones$q), .clock(ones$clock));
    aes_selftest_dut_modes_xts_hand_over hand_over(.step(hand_over$step),
        .decoded(hand_over$decoded), .written$0(hand_over$written$0),
        .written$1(hand_over$written$1), .written$2(hand_over$written$2),
        .written$3(hand_over$written$3), .ones(hand_over$ones));
    aes_selftest_dut_dff6 ahead(.d(ahead$d), .q(ahead$q), .clock(ahead$clock));
    aes_selftest_dff1 cts(.d(cts$d), .q(cts$q), .clock(cts$clock));
    aes_selftest_dff1 reinj(.d(reinj$d), .q(reinj$q), .clock(reinj$clock));
    aes_selftest_dff1 fin_ready(.d(fin_ready$d), .q(fin_ready$q), .clock(fin_ready$clock));
    aes_selftest_dff1 rest(.d(rest$d), .q(rest$q), .clock(rest$clock));
    aes_selftest_dff1 fin_fly(.d(fin_fly$d), .q(fin_fly$q), .clock(fin_fly$clock));
    aes_selftest_dff1 h_full(.d(h_full$d), .q(h_full$q), .clock(h_full$clock));
    aes_selftest_dff1 pend(.d(pend$d), .q(pend$q), .clock(pend$clock));
    aes_selftest_dff32 h$0(.d(h$0$d), .q(h$0$q), .clock(h$0$clock));
    aes_selftest_dff32 h$1(.d(h$1$d), .q(h$1$q), .clock(h$1$clock));
    aes_selftest_dff32 h$2(.d(h$2$d), .q(h$2$q), .clock(h$2$clock));
    aes_selftest_dff32 h$3(.d(h$3$d), .q(h$3$q), .clock(h$3$clock));
    aes_selftest_dff32 prev$0(.d(prev$0$d), .q(prev$0$q), .clock(prev$0$clock));
    aes_selftest_dff32 prev$1(.d(prev$1$d), .q(prev$1$q), .clock(prev$1$clock));
    aes_selftest_dff32 prev$2(.d(prev$2$d), .q(prev$2$q), .clock(prev$2$clock));
    aes_selftest_dff32 prev$3(.d(prev$3$d), .q(prev$3$q), .clock(prev$3$clock));
    aes_selftest_dff32 tail$0(.d(tail$0$d), .q(tail$0$q), .clock(tail$0$clock));
    aes_selftest_dff32 tail$1(.d(tail$1$d), .q(tail$1$q), .clock(tail$1$clock));
    aes_selftest_dff32 tail$2(.d(tail$2$d), .q(tail$2$q), .clock(tail$2$clock));
    aes_selftest_dff32 tail$3(.d(tail$3$d), .q(tail$3$q), .clock(tail$3$clock));
    aes_selftest_dff16 tail_keep(.d(tail_keep$d), .q(tail_keep$q), .clock(tail_keep$clock));
    aes_selftest_dut_modes_shape tail_shape(.keep(tail_shape$keep), .lane$0(tail_shape$lane$0),
        .lane$1(tail_shape$lane$1), .lane$2(tail_shape$lane$2), .lane$3(tail_shape$lane$3));
    aes_selftest_dut_last_doubles_shared lanes_unused(.w$0(lanes_unused$w$0),
        .w$1(lanes_unused$w$1), .w$2(lanes_unused$w$2), .w$3(lanes_unused$w$3));
    aes_selftest_dff32 fin$0(.d(fin$0$d), .q(fin$0$q), .clock(fin$0$clock));
    aes_selftest_dff32 fin$1(.d(fin$1$d), .q(fin$1$q), .clock(fin$1$clock));
    aes_selftest_dff32 fin$2(.d(fin$2$d), .q(fin$2$q), .clock(fin$2$clock));
    aes_selftest_dff32 fin$3(.d(fin$3$d), .q(fin$3$q), .clock(fin$3$clock));
    aes_selftest_dff1 ins_on(.d(ins_on$d), .q(ins_on$q), .clock(ins_on$clock));
    aes_selftest_dut_dff2 ins_wait(.d(ins_wait$d), .q(ins_wait$q), .clock(ins_wait$clock));
    aes_selftest_dff1 ins_last(.d(ins_last$d), .q(ins_last$q), .clock(ins_last$clock));
    aes_selftest_dff1 ins_now(.d(ins_now$d), .q(ins_now$q), .clock(ins_now$clock));
    aes_selftest_dff1 ready_q(.d(ready_q$d), .q(ready_q$q), .clock(ready_q$clock));
    aes_selftest_dff32 ins$0(.d(ins$0$d), .q(ins$0$q), .clock(ins$0$clock));
    aes_selftest_dff32 ins$1(.d(ins$1$d), .q(ins$1$q), .clock(ins$1$clock));
    aes_selftest_dff32 ins$2(.d(ins$2$d), .q(ins$2$q), .clock(ins$2$clock));
    aes_selftest_dff32 ins$3(.d(ins$3$d), .q(ins$3$q), .clock(ins$3$clock));
    aes_selftest_dff1 zpend(.d(zpend$d), .q(zpend$q), .clock(zpend$clock));

    // Update code
    always @(*) begin
        mine$clock = clock;
        dec$clock = clock;
        pkt_dec$clock = clock;
        pkt256$clock = clock;
        bad_len$clock = clock;
        key_len_was$clock = clock;
        tail_keep$clock = clock;
        xk_seen$clock = clock;
        xk_updating$clock = clock;
        xk_ready$clock = clock;
        tw_pending$clock = clock;
        t0_ok$clock = clock;
        t_ok$clock = clock;
        ahead$clock = clock;
        cts$clock = clock;
        reinj$clock = clock;
        fin_ready$clock = clock;
        rest$clock = clock;
        fin_fly$clock = clock;
        h_full$clock = clock;
        pend$clock = clock;
        ins_on$clock = clock;
        ins_wait$clock = clock;
        ins_last$clock = clock;
        ins_now$clock = clock;
        ready_q$clock = clock;
        zpend$clock = clock;
        ones$clock = clock;
        mine$d = mine$q;
        dec$d = dec$q;
        pkt_dec$d = pkt_dec$q;
        pkt256$d = pkt256$q;
        bad_len$d = bad_len$q;
        key_len_was$d = key_len_was$q;
        tail_keep$d = tail_keep$q;
        xk_seen$d = xk_seen$q;
        xk_updating$d = xk_updating$q;
        xk_ready$d = xk_ready$q;
        tw_pending$d = tw_pending$q;
        t0_ok$d = t0_ok$q;
        t_ok$d = t_ok$q;
        ahead$d = ahead$q;
        cts$d = cts$q;
        reinj$d = reinj$q;
        fin_ready$d = fin_ready$q;
        rest$d = rest$q;
        fin_fly$d = fin_fly$q;
        h_full$d = h_full$q;
        pend$d = pend$q;
        ins_on$d = ins_on$q;
        ins_wait$d = ins_wait$q;
        ins_last$d = ins_last$q;
        ins_now$d = ins_now$q;
        ready_q$d = ready_q$q;
        zpend$d = zpend$q;
        ones$d = ones$q;
        t$0$clock = clock;
        t$0$d = t$0$q;
        tp$0$clock = clock;
        tp$0$d = tp$0$q;
        h$0$clock = clock;
        h$0$d = h$0$q;
        prev$0$clock = clock;
        prev$0$d = prev$0$q;
        tail$0$clock = clock;
        tail$0$d = tail$0$q;
        fin$0$clock = clock;
        fin$0$d = fin$0$q;
        ins$0$clock = clock;
        ins$0$d = ins$0$q;
        t$1$clock = clock;
        t$1$d = t$1$q;
        tp$1$clock = clock;
        tp$1$d = tp$1$q;
        h$1$clock = clock;
        h$1$d = h$1$q;
        prev$1$clock = clock;
        prev$1$d = prev$1$q;
        tail$1$clock = clock;
        tail$1$d = tail$1$q;
        fin$1$clock = clock;
        fin$1$d = fin$1$q;
        ins$1$clock = clock;
        ins$1$d = ins$1$q;
        t$2$clock = clock;
        t$2$d = t$2$q;
        tp$2$clock = clock;
        tp$2$d = tp$2$q;
        h$2$clock = clock;
        h$2$d = h$2$q;
        prev$2$clock = clock;
        prev$2$d = prev$2$q;
        tail$2$clock = clock;
        tail$2$d = tail$2$q;
        fin$2$clock = clock;
        fin$2$d = fin$2$q;
        ins$2$clock = clock;
        ins$2$d = ins$2$q;
        t$3$clock = clock;
        t$3$d = t$3$q;
        tp$3$clock = clock;
        tp$3$d = tp$3$q;
        h$3$clock = clock;
        h$3$d = h$3$q;
        prev$3$clock = clock;
        prev$3$d = prev$3$q;
        tail$3$clock = clock;
        tail$3$d = tail$3$q;
        fin$3$clock = clock;
        fin$3$d = fin$3$q;
        ins$3$clock = clock;
        ins$3$d = ins$3$q;
        mine$d = (next_mode == code) & has;
        dec$d = next_decrypt;
        key_len_lo$clock = clock;
        key_len_hi$clock = clock;
        key_len_lo$d = ctrl_key_len_next[32'h0];
        key_len_hi$d = ctrl_key_len_next[32'h1];
        key_len = zero2;
        if (|key_len_lo$q) begin
            key_len = one2;
        end
        if (|key_len_hi$q) begin
            key_len = two2;
            if (|key_len_lo$q) begin
                key_len = three2;
            end
        end
        key_len_was$d = key_len;
        len_changed = key_len != key_len_was$q;
        bad_len$d = (ctrl_mode_next == code) & (ctrl_key_len_next == keylen_192) & has;
        key_ok = ~bad_len$q;
        shape$keep = tkeep;
        tail_shape$keep = tail_keep$q;
        lanes_unused$w$0 = shape$lane$0;
        lanes_unused$w$1 = shape$lane$1;
        lanes_unused$w$2 = shape$lane$2;
        lanes_unused$w$3 = shape$lane$3;
        take = accept & mine$q;
        first = ~in_packet;
        short = tlast & in_packet & shape$contiguous & ~shape$whole;
        go_reinj = reinj$q & core_ready;
        go_fin = fin_ready$q & ~reinj$q & core_ready;
        words$t$0 = t$0$q;
        words$u$0 = tp$0$q;
        words$iv$0 = iv$0;
        words$t$1 = t$1$q;
        words$u$1 = tp$1$q;
        words$iv$1 = iv$1;
        words$t$2 = t$2$q;
        words$u$2 = tp$2$q;
        words$iv$2 = iv$2;
        words$t$3 = t$3$q;
        words$u$3 = tp$3$q;
        words$iv$3 = iv$3;
        words$ones = ones$q;
        hand_over$step = words$next_ones;
        hand_over$decoded = words$x_ones;
        hand_over$written$0 = iv_written$0;
        hand_over$written$1 = iv_written$1;
        hand_over$written$2 = iv_written$2;
        hand_over$written$3 = iv_written$3;
        ones$d = words$x_ones;
        if (mine$q & in_packet) begin
            ones$d = ones$q;
        end
        xk_write = reg_we & (reg_word >= xkey_first) & (reg_word <= xkey_last) & |reg_strb & has;
        tweak$clock = clock;
        tweak$reset = reset;
        tweak$key_we = xk_write;
        tweak$key_index = reg_word[(32'h0)+:(3)];
        tweak$key_data = reg_data;
        tweak$key_strb = reg_strb;
        tweak$aes256 = key_len == keylen_256;
        xk_need = need_128;
        if (key_len == keylen_192) begin
            xk_need = need_192;
        end
        if (key_len == keylen_256) begin
            xk_need = need_256;
        end
        if (xk_write) begin
            xk_ready$d = 1'b0;
            xk_updating$d = 1'b1;
            if (reg_word[(32'h0)+:(3)] == 0) begin
                xk_seen$d = xk_seen$q | bit_of$0;
            end
            if (reg_word[(32'h0)+:(3)] == 1) begin
                xk_seen$d = xk_seen$q | bit_of$1;
            end
            if (reg_word[(32'h0)+:(3)] == 2) begin
                xk_seen$d = xk_seen$q | bit_of$2;
            end
            if (reg_word[(32'h0)+:(3)] == 3) begin
                xk_seen$d = xk_seen$q | bit_of$3;
            end
            if (reg_word[(32'h0)+:(3)] == 4) begin
                xk_seen$d = xk_seen$q | bit_of$4;
            end
            if (reg_word[(32'h0)+:(3)] == 5) begin
                xk_seen$d = xk_seen$q | bit_of$5;
            end
            if (reg_word[(32'h0)+:(3)] == 6) begin
                xk_seen$d = xk_seen$q | bit_of$6;
            end
            if (reg_word[(32'h0)+:(3)] == 7) begin
                xk_seen$d = xk_seen$q | bit_of$7;
            end
        end
        if (xk_updating$q & ((xk_seen$q & xk_need) == xk_need) & ~xk_write) begin
            xk_updating$d = 1'b0;
            xk_ready$d = 1'b1;
            xk_seen$d = zero8;
        end
        status = no_status;
        if (xk_ready$q) begin
            status = status_ready;
        end
        if (xk_updating$q) begin
            status = status_partial;
        end
        wipe = zeroize | len_changed | reset;
        tweak$clear = wipe;
        if (wipe) begin
            xk_seen$d = zero8;
            xk_updating$d = 1'b0;
            xk_ready$d = 1'b0;
        end
        stale = iv_we | iv_change | xk_write | wipe;
        tweak$start = 1'b0;
        tweak$block_in$0 = iv$0;
        tweak$block_in$1 = iv$1;
        tweak$block_in$2 = iv$2;
        tweak$block_in$3 = iv$3;
        if (tweak$done & tw_pending$q) begin
            tw_pending$d = 1'b0;
            t0_ok$d = 1'b1;
        end
        if (t0_ok$q & ~t_ok$q & ~take) begin
            t$0$d = tweak$out$0;
            t$1$d = tweak$out$1;
            t$2$d = tweak$out$2;
            t$3$d = tweak$out$3;
            t_ok$d = 1'b1;
            t0_ok$d = 1'b0;
        end
        if (~t0_ok$q & ~tw_pending$q & xk_ready$q & (~t_ok$q | ~(iv_written$0 | iv_written$1 | iv_written$2 | iv_written$3))) begin
            tweak$start = 1'b1;
            tw_pending$d = 1'b1;
            if (t_ok$q) begin
                tweak$block_in$0 = words$iv_next$0;
                tweak$block_in$1 = words$iv_next$1;
                tweak$block_in$2 = words$iv_next$2;
                tweak$block_in$3 = words$iv_next$3;
            end
        end
        own_in$0 = tdata$0 ^ t$0$q;
        tw_in$0 = zero;
        if (take) begin
            tw_in$0 = t$0$q;
        end
        own_in$1 = tdata$1 ^ t$1$q;
        tw_in$1 = zero;
        if (take) begin
            tw_in$1 = t$1$q;
        end
        own_in$2 = tdata$2 ^ t$2$q;
        tw_in$2 = zero;
        if (take) begin
            tw_in$2 = t$2$q;
        end
        own_in$3 = tdata$3 ^ t$3$q;
        tw_in$3 = zero;
        if (take) begin
            tw_in$3 = t$3$q;
        end
        record = zero;
        if (take) begin
            record = rec_beat;
            if (tlast) begin
                record = rec_beat_last;
            end
            if (short) begin
                record = rec_drop;
            end
            t$0$d = words$double$0;
            tp$0$d = t$0$q;
            t$1$d = words$double$1;
            tp$1$d = t$1$q;
            t$2$d = words$double$2;
            tp$2$d = t$2$q;
            t$3$d = words$double$3;
            tp$3$d = t$3$q;
            if (~short) begin
                prev$0$d = tdata$0;
                prev$1$d = tdata$1;
                prev$2$d = tdata$2;
                prev$3$d = tdata$3;
            end
            if (first) begin
                pkt_dec$d = dec$q;
                pkt256$d = key_len == keylen_256;
            end
            if (tlast) begin
                t_ok$d = t0_ok$q;
                if (t0_ok$q) begin
                    t0_ok$d = 1'b0;
                    t$0$d = tweak$out$0;
                    t$1$d = tweak$out$1;
                    t$2$d = tweak$out$2;
                    t$3$d = tweak$out$3;
                end
            end
        end
        own_last = tlast & ~short;
        own_data = mine$q | reinj$q | fin_ready$q;
        offer = reinj$q | fin_ready$q;
        if (take & short) begin
            cts$d = 1'b1;
            tail$0$d = tdata$0;
            tail$1$d = tdata$1;
            tail$2$d = tdata$2;
            tail$3$d = tdata$3;
            tail_keep$d = tkeep;
            if (dec$q) begin
                reinj$d = 1'b1;
            end
        end
        if (reinj$q) begin
            own_last = 1'b0;
            record = rec_reinject;
            own_in$0 = prev$0$q ^ tp$0$q;
            if (go_reinj) begin
                tw_in$0 = tp$0$q;
            end
            own_in$1 = prev$1$q ^ tp$1$q;
            if (go_reinj) begin
                tw_in$1 = tp$1$q;
            end
            own_in$2 = prev$2$q ^ tp$2$q;
            if (go_reinj) begin
                tw_in$2 = tp$2$q;
            end
            own_in$3 = prev$3$q ^ tp$3$q;
            if (go_reinj) begin
                tw_in$3 = tp$3$q;
            end
        end
        if (go_reinj) begin
            reinj$d = 1'b0;
        end
        if (cts$q & h_full$q & ~fin_ready$q & ~reinj$q) begin
            fin_ready$d = 1'b1;
            fin$0$d = ((tail$0$q & tail_shape$lane$0) | (h$0$q & ~tail_shape$lane$0)) ^ tp$0$q;
            if (pkt_dec$q) begin
                fin$0$d = ((tail$0$q & tail_shape$lane$0) | (h$0$q & ~tail_shape$lane$0)) ^ words$halve$0;
            end
            fin$1$d = ((tail$1$q & tail_shape$lane$1) | (h$1$q & ~tail_shape$lane$1)) ^ tp$1$q;
            if (pkt_dec$q) begin
                fin$1$d = ((tail$1$q & tail_shape$lane$1) | (h$1$q & ~tail_shape$lane$1)) ^ words$halve$1;
            end
            fin$2$d = ((tail$2$q & tail_shape$lane$2) | (h$2$q & ~tail_shape$lane$2)) ^ tp$2$q;
            if (pkt_dec$q) begin
                fin$2$d = ((tail$2$q & tail_shape$lane$2) | (h$2$q & ~tail_shape$lane$2)) ^ words$halve$2;
            end
            fin$3$d = ((tail$3$q & tail_shape$lane$3) | (h$3$q & ~tail_shape$lane$3)) ^ tp$3$q;
            if (pkt_dec$q) begin
                fin$3$d = ((tail$3$q & tail_shape$lane$3) | (h$3$q & ~tail_shape$lane$3)) ^ words$halve$3;
            end
        end
        if (fin_ready$q & ~reinj$q) begin
            own_last = 1'b1;
            record = rec_final;
            own_in$0 = fin$0$q;
            if (go_fin) begin
                tw_in$0 = tp$0$q;
                if (pkt_dec$q) begin
                    tw_in$0 = words$halve$0;
                end
            end
            own_in$1 = fin$1$q;
            if (go_fin) begin
                tw_in$1 = tp$1$q;
                if (pkt_dec$q) begin
                    tw_in$1 = words$halve$1;
                end
            end
            own_in$2 = fin$2$q;
            if (go_fin) begin
                tw_in$2 = tp$2$q;
                if (pkt_dec$q) begin
                    tw_in$2 = words$halve$2;
                end
            end
            own_in$3 = fin$3$q;
            if (go_fin) begin
                tw_in$3 = tp$3$q;
                if (pkt_dec$q) begin
                    tw_in$3 = words$halve$3;
                end
            end
        end
        if (go_fin) begin
            fin_ready$d = 1'b0;
            cts$d = 1'b0;
            h_full$d = 1'b0;
            fin_fly$d = 1'b1;
            ins$0$d = h$0$q & tail_shape$lane$0;
            ins$1$d = h$1$q & tail_shape$lane$1;
            ins$2$d = h$2$q & tail_shape$lane$2;
            ins$3$d = h$3$q & tail_shape$lane$3;
        end
        rest$d = go_fin;
        open = cts$q | rest$q;
        iv_load = no_words;
        if (accept & mine$q & tlast) begin
            iv_load = all_words;
            ones$d = hand_over$ones;
        end
        if (zeroize | reset) begin
            ones$d = zero3;
        end
        iv_data$0 = words$iv_next$0;
        iv_data$1 = words$iv_next$1;
        iv_data$2 = words$iv_next$2;
        iv_data$3 = words$iv_next$3;
        whole_last = take & tlast;
        length_err = take & tlast & ((first & ~shape$whole) | ~shape$contiguous);
        line$clock = clock;
        line$reset = reset;
        line$aes256 = pkt256$q;
        line$d$0 = tw_in$0;
        own_held$0 = line$q$0;
        line$d$1 = tw_in$1;
        own_held$1 = line$q$1;
        line$d$2 = tw_in$2;
        own_held$2 = line$q$2;
        line$d$3 = tw_in$3;
        own_held$3 = line$q$3;
        o_xts = core_valid & |(rec & rec_xts) & has;
        o_kind = rec[(32'h0)+:(3)];
        o_last = rec[32'h3];
        o_beat = o_xts & (o_kind == kind_beat);
        o_known = (ahead$q >= two6) | take;
        o_before_short = (cts$q & (ahead$q == two6)) | (take & short & (ahead$q == one6));
        gen$0 = core_out$0 ^ line$q$0;
        gen$1 = core_out$1 ^ line$q$1;
        gen$2 = core_out$2 ^ line$q$2;
        gen$3 = core_out$3 ^ line$q$3;
        if (ins_on$q) begin
            if (ins_wait$q == zero2) begin
                ins_on$d = 1'b0;
            end
            else begin
                ins_wait$d = ins_wait$q - one2;
            end
        end
        own_out = o_xts;
        push = 1'b0;
        out_last = 1'b0;
        if (o_beat & o_last) begin
            push = 1'b1;
            out_last = core_last;
        end
        if ((o_beat & ~o_last) | (o_xts & (o_kind == kind_reinject))) begin
            h$0$d = gen$0;
            h$1$d = gen$1;
            h$2$d = gen$2;
            h$3$d = gen$3;
        end
        if (o_beat & ~o_last) begin
            if (o_known & ~o_before_short) begin
                push = 1'b1;
            end
            if (o_before_short & ~pkt_dec$q) begin
                h_full$d = 1'b1;
            end
            if (~o_known) begin
                pend$d = 1'b1;
            end
        end
        if (o_xts & (o_kind == kind_reinject)) begin
            h_full$d = 1'b1;
        end
        if (o_xts & (o_kind == kind_final)) begin
            push = 1'b1;
            fin_fly$d = 1'b0;
            ins_on$d = 1'b1;
            ins_wait$d = fin_wait;
            ins_last$d = 1'b1;
        end
        if (take & pend$q) begin
            pend$d = 1'b0;
            if (short & ~dec$q) begin
                h_full$d = 1'b1;
            end
            if (~short) begin
                ins_on$d = 1'b1;
                ins_wait$d = pend_wait;
                ins_last$d = 1'b0;
            end
        end
        insert = ins_now$q;
        ready_now = ready_q$q;
        insert_last = ins_last$q;
        insert_data$0 = h$0$q;
        if (ins_last$q) begin
            insert_data$0 = ins$0$q;
        end
        insert_data$1 = h$1$q;
        if (ins_last$q) begin
            insert_data$1 = ins$1$q;
        end
        insert_data$2 = h$2$q;
        if (ins_last$q) begin
            insert_data$2 = ins$2$q;
        end
        insert_data$3 = h$3$q;
        if (ins_last$q) begin
            insert_data$3 = ins$3$q;
        end
        if (take & ~(o_xts & (o_beat | (o_kind == kind_drop)))) begin
            ahead$d = ahead$q + one6;
        end
        if (~take & o_xts & (o_beat | (o_kind == kind_drop))) begin
            ahead$d = ahead$q - one6;
        end
        busy = (ahead$q != zero6) | cts$q | rest$q | fin_fly$q | ins_on$q | pend$q | zpend$q | (mine$q & in_packet);
        if (stale) begin
            t0_ok$d = 1'b0;
            tw_pending$d = 1'b0;
            if (~in_packet | ~mine$q) begin
                t_ok$d = 1'b0;
            end
        end
        if ((zeroize | xk_write | len_changed) & has) begin
            zpend$d = 1'b1;
        end
        if (zpend$q & (ahead$q == zero6) & ~cts$q & ~rest$q & ~fin_fly$q & ~ins_on$q & ~pend$q & ~(mine$q & in_packet)) begin
            zpend$d = 1'b0;
            t_ok$d = 1'b0;
            t$0$d = zero;
            tp$0$d = zero;
            h$0$d = zero;
            fin$0$d = zero;
            ins$0$d = zero;
            t$1$d = zero;
            tp$1$d = zero;
            h$1$d = zero;
            fin$1$d = zero;
            ins$1$d = zero;
            t$2$d = zero;
            tp$2$d = zero;
            h$2$d = zero;
            fin$2$d = zero;
            ins$2$d = zero;
            t$3$d = zero;
            tp$3$d = zero;
            h$3$d = zero;
            fin$3$d = zero;
            ins$3$d = zero;
        end
        if (reset) begin
            xk_seen$d = zero8;
            xk_updating$d = 1'b0;
            xk_ready$d = 1'b0;
            tw_pending$d = 1'b0;
            t0_ok$d = 1'b0;
            t_ok$d = 1'b0;
            ahead$d = zero6;
            cts$d = 1'b0;
            reinj$d = 1'b0;
            fin_ready$d = 1'b0;
            rest$d = 1'b0;
            fin_fly$d = 1'b0;
            h_full$d = 1'b0;
            pend$d = 1'b0;
            ins_on$d = 1'b0;
            zpend$d = 1'b0;
            t$0$d = zero;
            tp$0$d = zero;
            h$0$d = zero;
            fin$0$d = zero;
            ins$0$d = zero;
            prev$0$d = zero;
            tail$0$d = zero;
            t$1$d = zero;
            tp$1$d = zero;
            h$1$d = zero;
            fin$1$d = zero;
            ins$1$d = zero;
            prev$1$d = zero;
            tail$1$d = zero;
            t$2$d = zero;
            tp$2$d = zero;
            h$2$d = zero;
            fin$2$d = zero;
            ins$2$d = zero;
            prev$2$d = zero;
            tail$2$d = zero;
            t$3$d = zero;
            tp$3$d = zero;
            h$3$d = zero;
            fin$3$d = zero;
            ins$3$d = zero;
            prev$3$d = zero;
            tail$3$d = zero;
        end
        ins_now$d = ins_on$d & (ins_wait$d == zero2) & has;
        ready_q$d = (~mine$d | in_packet_next | (xk_ready$d & ~bad_len$d & t_ok$d)) & (reset | ~cts$q) & ~(take & short);
    end

endmodule // aes_selftest_dut_modes_xts

// Used by instance: dut$modes$xts$hand_over
module aes_selftest_dut_modes_xts_hand_over(step,decoded,written$0,written$1,written$2,written$3,ones);

    // Module arguments
    input wire  [2:0] step;
    input wire  [2:0] decoded;
    input wire  written$0;
    input wire  written$1;
    input wire  written$2;
    input wire  written$3;
    output reg  [2:0] ones;

    // Update code (custom)
    wire [2:0] kept = {written$2, written$1, written$0};
    always @(*) ones = (step & ~kept) | (decoded & kept);
    wire _unused_ok = &{1'b0, written$3, 1'b0};
endmodule // aes_selftest_dut_modes_xts_hand_over

// Used by instance: dut$modes$xts$line
module aes_selftest_dut_modes_xts_line(clock,reset,d$0,d$1,d$2,d$3,aes256,q$0,q$1,q$2,q$3);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [31:0] d$0;
    input wire  [31:0] d$1;
    input wire  [31:0] d$2;
    input wire  [31:0] d$3;
    input wire  aes256;
    output reg  [31:0] q$0;
    output reg  [31:0] q$1;
    output reg  [31:0] q$2;
    output reg  [31:0] q$3;

    // Update code (custom)
    always @(*) q$0 = 32'd0 & {32{^d$0}};
    always @(*) q$1 = 32'd0 & {32{^d$0}};
    always @(*) q$2 = 32'd0 & {32{^d$0}};
    always @(*) q$3 = 32'd0 & {32{^d$0}};
    wire _unused_ok = &{1'b0, clock, reset, d$0, d$1, d$2, d$3, aes256, 1'b0};
endmodule // aes_selftest_dut_modes_xts_line

// Used by instance: dut$modes$xts$shape
module aes_selftest_dut_modes_xts_shape(keep,contiguous,whole,lane$0,lane$1,lane$2,lane$3);

    // Module arguments
    input wire  [15:0] keep;
    output reg  contiguous;
    output reg  whole;
    output reg  [31:0] lane$0;
    output reg  [31:0] lane$1;
    output reg  [31:0] lane$2;
    output reg  [31:0] lane$3;

    // Update code (custom)
    always @(*) contiguous = keep[0] & (keep[0] | ~keep[1]) & (keep[1] | ~keep[2]) & (keep[2] | ~keep[3]) & (keep[3] | ~keep[4]) & (keep[4] | ~keep[5]) & (keep[5] | ~keep[6]) & (keep[6] | ~keep[7]) & (keep[7] | ~keep[8]) & (keep[8] | ~keep[9]) & (keep[9] | ~keep[10]) & (keep[10] | ~keep[11]) & (keep[11] | ~keep[12]) & (keep[12] | ~keep[13]) & (keep[13] | ~keep[14]) & (keep[14] | ~keep[15]);
    always @(*) whole = &keep;
    always @(*) lane$0 = {{8{keep[3]}}, {8{keep[2]}}, {8{keep[1]}}, {8{keep[0]}}};
    always @(*) lane$1 = {{8{keep[7]}}, {8{keep[6]}}, {8{keep[5]}}, {8{keep[4]}}};
    always @(*) lane$2 = {{8{keep[11]}}, {8{keep[10]}}, {8{keep[9]}}, {8{keep[8]}}};
    always @(*) lane$3 = {{8{keep[15]}}, {8{keep[14]}}, {8{keep[13]}}, {8{keep[12]}}};
endmodule // aes_selftest_dut_modes_xts_shape

// Used by instance: dut$modes$xts$tweak
module aes_selftest_dut_modes_xts_tweak(clock,reset,clear,key_we,key_index,key_data,key_strb,aes256,start,block_in$0,block_in$1,block_in$2,block_in$3,done,out$0,out$1,out$2,out$3);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  clear;
    input wire  key_we;
    input wire  [2:0] key_index;
    input wire  [31:0] key_data;
    input wire  [3:0] key_strb;
    input wire  aes256;
    input wire  start;
    input wire  [31:0] block_in$0;
    input wire  [31:0] block_in$1;
    input wire  [31:0] block_in$2;
    input wire  [31:0] block_in$3;
    output reg  done;
    output reg  [31:0] out$0;
    output reg  [31:0] out$1;
    output reg  [31:0] out$2;
    output reg  [31:0] out$3;

    // Constant declarations
    localparam  two = 1'b0;
    localparam  with_256 = 1'b1;
    localparam  nr128 = 4'ha;
    localparam  nr256 = 4'he;
    localparam  one4 = 4'h1;
    localparam  zero4 = 4'h0;
    localparam  rcon_first = 32'h1;
    localparam  rcon_poly = 32'h1b;
    localparam  byte_mask = 32'hff;
    localparam  key_index_of$0 = 3'b0;
    localparam  key_index_of$1 = 3'b1;
    localparam  key_index_of$2 = 3'b10;
    localparam  key_index_of$3 = 3'b11;
    localparam  key_index_of$4 = 3'b100;
    localparam  key_index_of$5 = 3'b101;
    localparam  key_index_of$6 = 3'b110;
    localparam  key_index_of$7 = 3'b111;
    localparam  row$0 = 32'hff;
    localparam  row$1 = 32'hff00;
    localparam  row$2 = 32'hff0000;
    localparam  row$3 = 32'hff000000;
    localparam  zero = 32'h0;

    // Stub signals
    reg  [31:0] key$0$d;
    wire  [31:0] key$0$q;
    reg  key$0$clock;
    reg  [31:0] key$1$d;
    wire  [31:0] key$1$q;
    reg  key$1$clock;
    reg  [31:0] key$2$d;
    wire  [31:0] key$2$q;
    reg  key$2$clock;
    reg  [31:0] key$3$d;
    wire  [31:0] key$3$q;
    reg  key$3$clock;
    reg  [31:0] key$4$d;
    wire  [31:0] key$4$q;
    reg  key$4$clock;
    reg  [31:0] key$5$d;
    wire  [31:0] key$5$q;
    reg  key$5$clock;
    reg  [31:0] key$6$d;
    wire  [31:0] key$6$q;
    reg  key$6$clock;
    reg  [31:0] key$7$d;
    wire  [31:0] key$7$q;
    reg  key$7$clock;
    reg  [31:0] merge$0$q, merge$0$d;
    reg  [3:0] merge$0$strb;
    wire  [31:0] merge$0$y;
    reg  [31:0] merge$1$q, merge$1$d;
    reg  [3:0] merge$1$strb;
    wire  [31:0] merge$1$y;
    reg  [31:0] merge$2$q, merge$2$d;
    reg  [3:0] merge$2$strb;
    wire  [31:0] merge$2$y;
    reg  [31:0] merge$3$q, merge$3$d;
    reg  [3:0] merge$3$strb;
    wire  [31:0] merge$3$y;
    reg  [31:0] merge$4$q, merge$4$d;
    reg  [3:0] merge$4$strb;
    wire  [31:0] merge$4$y;
    reg  [31:0] merge$5$q, merge$5$d;
    reg  [3:0] merge$5$strb;
    wire  [31:0] merge$5$y;
    reg  [31:0] merge$6$q, merge$6$d;
    reg  [3:0] merge$6$strb;
    wire  [31:0] merge$6$y;
    reg  [31:0] merge$7$q, merge$7$d;
    reg  [3:0] merge$7$strb;
    wire  [31:0] merge$7$y;
    reg  sub$clock, sub$enable, sub$clear, sub$inverse;
    reg  [31:0] sub$a0, sub$a1, sub$a2, sub$a3;
    wire  [31:0] sub$y0, sub$y1, sub$y2, sub$y3, sub$d0, sub$d1, sub$d2, sub$d3;
    reg  [31:0] mix$0$a, mix$0$da;
    reg  mix$0$bypass, mix$0$inverse;
    wire  [31:0] mix$0$y;
    reg  [31:0] mix$1$a, mix$1$da;
    reg  mix$1$bypass, mix$1$inverse;
    wire  [31:0] mix$1$y;
    reg  [31:0] mix$2$a, mix$2$da;
    reg  mix$2$bypass, mix$2$inverse;
    wire  [31:0] mix$2$y;
    reg  [31:0] mix$3$a, mix$3$da;
    reg  mix$3$bypass, mix$3$inverse;
    wire  [31:0] mix$3$y;
    reg  ksub$clock, ksub$clear;
    reg  [31:0] ksub$a;
    wire  [31:0] ksub$y, ksub$y_rot;
    reg  [31:0] a$0$d;
    wire  [31:0] a$0$q;
    reg  a$0$clock;
    reg  [31:0] a$1$d;
    wire  [31:0] a$1$q;
    reg  a$1$clock;
    reg  [31:0] a$2$d;
    wire  [31:0] a$2$q;
    reg  a$2$clock;
    reg  [31:0] a$3$d;
    wire  [31:0] a$3$q;
    reg  a$3$clock;
    reg  [31:0] b$0$d;
    wire  [31:0] b$0$q;
    reg  b$0$clock;
    reg  [31:0] b$1$d;
    wire  [31:0] b$1$q;
    reg  b$1$clock;
    reg  [31:0] b$2$d;
    wire  [31:0] b$2$q;
    reg  b$2$clock;
    reg  [31:0] b$3$d;
    wire  [31:0] b$3$q;
    reg  b$3$clock;
    reg  [31:0] blk$0$d;
    wire  [31:0] blk$0$q;
    reg  blk$0$clock;
    reg  [31:0] blk$1$d;
    wire  [31:0] blk$1$q;
    reg  blk$1$clock;
    reg  [31:0] blk$2$d;
    wire  [31:0] blk$2$q;
    reg  blk$2$clock;
    reg  [31:0] blk$3$d;
    wire  [31:0] blk$3$q;
    reg  blk$3$clock;
    reg  [31:0] out_q$0$d;
    wire  [31:0] out_q$0$q;
    reg  out_q$0$clock;
    reg  [31:0] out_q$1$d;
    wire  [31:0] out_q$1$q;
    reg  out_q$1$clock;
    reg  [31:0] out_q$2$d;
    wire  [31:0] out_q$2$q;
    reg  out_q$2$clock;
    reg  [31:0] out_q$3$d;
    wire  [31:0] out_q$3$q;
    reg  out_q$3$clock;
    reg  running$d;
    wire  running$q;
    reg  running$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  [3:0] round$d;
    wire  [3:0] round$q;
    reg  round$clock;
    reg  phase$d;
    wire  phase$q;
    reg  phase$clock;
    reg  [31:0] rcon$d;
    wire  [31:0] rcon$q;
    reg  rcon$clock;

    // Local signals
    reg  step;
    reg  rot;
    reg  last_round;
    reg  [31:0] p$0, p$1, p$2, p$3;
    reg  [31:0] n$0, n$1, n$2, n$3;
    reg  [31:0] t;
    reg  [31:0] x$0, x$1, x$2, x$3;

    // Sub module instances
    aes_selftest_dff32 key$0(.d(key$0$d), .q(key$0$q), .clock(key$0$clock));
    aes_selftest_dff32 key$1(.d(key$1$d), .q(key$1$q), .clock(key$1$clock));
    aes_selftest_dff32 key$2(.d(key$2$d), .q(key$2$q), .clock(key$2$clock));
    aes_selftest_dff32 key$3(.d(key$3$d), .q(key$3$q), .clock(key$3$clock));
    aes_selftest_dff32 key$4(.d(key$4$d), .q(key$4$q), .clock(key$4$clock));
    aes_selftest_dff32 key$5(.d(key$5$d), .q(key$5$q), .clock(key$5$clock));
    aes_selftest_dff32 key$6(.d(key$6$d), .q(key$6$q), .clock(key$6$clock));
    aes_selftest_dff32 key$7(.d(key$7$d), .q(key$7$q), .clock(key$7$clock));
    aes_selftest_dut_merge merge$0(.q(merge$0$q), .d(merge$0$d), .strb(merge$0$strb),
        .y(merge$0$y));
    aes_selftest_dut_merge merge$1(.q(merge$1$q), .d(merge$1$d), .strb(merge$1$strb),
        .y(merge$1$y));
    aes_selftest_dut_merge merge$2(.q(merge$2$q), .d(merge$2$d), .strb(merge$2$strb),
        .y(merge$2$y));
    aes_selftest_dut_merge merge$3(.q(merge$3$q), .d(merge$3$d), .strb(merge$3$strb),
        .y(merge$3$y));
    aes_selftest_dut_merge merge$4(.q(merge$4$q), .d(merge$4$d), .strb(merge$4$strb),
        .y(merge$4$y));
    aes_selftest_dut_merge merge$5(.q(merge$5$q), .d(merge$5$d), .strb(merge$5$strb),
        .y(merge$5$y));
    aes_selftest_dut_merge merge$6(.q(merge$6$q), .d(merge$6$d), .strb(merge$6$strb),
        .y(merge$6$y));
    aes_selftest_dut_merge merge$7(.q(merge$7$q), .d(merge$7$d), .strb(merge$7$strb),
        .y(merge$7$y));
    aes_selftest_dut_modes_xts_tweak_sub sub(.clock(sub$clock), .enable(sub$enable),
        .clear(sub$clear), .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2),
        .a3(sub$a3), .y0(sub$y0), .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1),
        .d2(sub$d2), .d3(sub$d3));
    aes_selftest_dut_modes_xts_tweak_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_selftest_dut_modes_xts_tweak_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_selftest_dut_modes_xts_tweak_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_selftest_dut_modes_xts_tweak_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_selftest_dut_sub ksub(.clock(ksub$clock), .clear(ksub$clear), .a(ksub$a), .y(ksub$y),
        .y_rot(ksub$y_rot));
    aes_selftest_dff32 a$0(.d(a$0$d), .q(a$0$q), .clock(a$0$clock));
    aes_selftest_dff32 a$1(.d(a$1$d), .q(a$1$q), .clock(a$1$clock));
    aes_selftest_dff32 a$2(.d(a$2$d), .q(a$2$q), .clock(a$2$clock));
    aes_selftest_dff32 a$3(.d(a$3$d), .q(a$3$q), .clock(a$3$clock));
    aes_selftest_dff32 b$0(.d(b$0$d), .q(b$0$q), .clock(b$0$clock));
    aes_selftest_dff32 b$1(.d(b$1$d), .q(b$1$q), .clock(b$1$clock));
    aes_selftest_dff32 b$2(.d(b$2$d), .q(b$2$q), .clock(b$2$clock));
    aes_selftest_dff32 b$3(.d(b$3$d), .q(b$3$q), .clock(b$3$clock));
    aes_selftest_dff32 blk$0(.d(blk$0$d), .q(blk$0$q), .clock(blk$0$clock));
    aes_selftest_dff32 blk$1(.d(blk$1$d), .q(blk$1$q), .clock(blk$1$clock));
    aes_selftest_dff32 blk$2(.d(blk$2$d), .q(blk$2$q), .clock(blk$2$clock));
    aes_selftest_dff32 blk$3(.d(blk$3$d), .q(blk$3$q), .clock(blk$3$clock));
    aes_selftest_dff32 out_q$0(.d(out_q$0$d), .q(out_q$0$q), .clock(out_q$0$clock));
    aes_selftest_dff32 out_q$1(.d(out_q$1$d), .q(out_q$1$q), .clock(out_q$1$clock));
    aes_selftest_dff32 out_q$2(.d(out_q$2$d), .q(out_q$2$q), .clock(out_q$2$clock));
    aes_selftest_dff32 out_q$3(.d(out_q$3$d), .q(out_q$3$q), .clock(out_q$3$clock));
    aes_selftest_dff1 running(.d(running$d), .q(running$q), .clock(running$clock));
    aes_selftest_dff1 done_q(.d(done_q$d), .q(done_q$q), .clock(done_q$clock));
    aes_selftest_dff4 round(.d(round$d), .q(round$q), .clock(round$clock));
    aes_selftest_dff1 phase(.d(phase$d), .q(phase$q), .clock(phase$clock));
    aes_selftest_dff32 rcon(.d(rcon$d), .q(rcon$q), .clock(rcon$clock));

    // Update code
    always @(*) begin
        running$clock = clock;
        done_q$clock = clock;
        round$clock = clock;
        phase$clock = clock;
        rcon$clock = clock;
        running$d = running$q;
        done_q$d = done_q$q;
        round$d = round$q;
        phase$d = phase$q;
        rcon$d = rcon$q;
        key$0$clock = clock;
        key$0$d = key$0$q;
        merge$0$q = key$0$q;
        merge$0$d = key_data;
        merge$0$strb = key_strb;
        if (key_we & (key_index == key_index_of$0)) begin
            key$0$d = merge$0$y;
        end
        key$1$clock = clock;
        key$1$d = key$1$q;
        merge$1$q = key$1$q;
        merge$1$d = key_data;
        merge$1$strb = key_strb;
        if (key_we & (key_index == key_index_of$1)) begin
            key$1$d = merge$1$y;
        end
        key$2$clock = clock;
        key$2$d = key$2$q;
        merge$2$q = key$2$q;
        merge$2$d = key_data;
        merge$2$strb = key_strb;
        if (key_we & (key_index == key_index_of$2)) begin
            key$2$d = merge$2$y;
        end
        key$3$clock = clock;
        key$3$d = key$3$q;
        merge$3$q = key$3$q;
        merge$3$d = key_data;
        merge$3$strb = key_strb;
        if (key_we & (key_index == key_index_of$3)) begin
            key$3$d = merge$3$y;
        end
        key$4$clock = clock;
        key$4$d = key$4$q;
        merge$4$q = key$4$q;
        merge$4$d = key_data;
        merge$4$strb = key_strb;
        if (key_we & (key_index == key_index_of$4)) begin
            key$4$d = merge$4$y;
        end
        key$5$clock = clock;
        key$5$d = key$5$q;
        merge$5$q = key$5$q;
        merge$5$d = key_data;
        merge$5$strb = key_strb;
        if (key_we & (key_index == key_index_of$5)) begin
            key$5$d = merge$5$y;
        end
        key$6$clock = clock;
        key$6$d = key$6$q;
        merge$6$q = key$6$q;
        merge$6$d = key_data;
        merge$6$strb = key_strb;
        if (key_we & (key_index == key_index_of$6)) begin
            key$6$d = merge$6$y;
        end
        key$7$clock = clock;
        key$7$d = key$7$q;
        merge$7$q = key$7$q;
        merge$7$d = key_data;
        merge$7$strb = key_strb;
        if (key_we & (key_index == key_index_of$7)) begin
            key$7$d = merge$7$y;
        end
        a$0$clock = clock;
        a$0$d = a$0$q;
        b$0$clock = clock;
        b$0$d = b$0$q;
        blk$0$clock = clock;
        blk$0$d = blk$0$q;
        out_q$0$clock = clock;
        out_q$0$d = out_q$0$q;
        out$0 = out_q$0$q;
        a$1$clock = clock;
        a$1$d = a$1$q;
        b$1$clock = clock;
        b$1$d = b$1$q;
        blk$1$clock = clock;
        blk$1$d = blk$1$q;
        out_q$1$clock = clock;
        out_q$1$d = out_q$1$q;
        out$1 = out_q$1$q;
        a$2$clock = clock;
        a$2$d = a$2$q;
        b$2$clock = clock;
        b$2$d = b$2$q;
        blk$2$clock = clock;
        blk$2$d = blk$2$q;
        out_q$2$clock = clock;
        out_q$2$d = out_q$2$q;
        out$2 = out_q$2$q;
        a$3$clock = clock;
        a$3$d = a$3$q;
        b$3$clock = clock;
        b$3$d = b$3$q;
        blk$3$clock = clock;
        blk$3$d = blk$3$q;
        out_q$3$clock = clock;
        out_q$3$d = out_q$3$q;
        out$3 = out_q$3$q;
        step = running$q & (~two | phase$q);
        last_round = (aes256 & with_256 & (round$q == nr256)) | (~(aes256 & with_256) & (round$q == nr128));
        if (running$q & two) begin
            phase$d = ~phase$q;
        end
        rot = ~(aes256 & with_256) | round$q[32'h0];
        t = ksub$y;
        if (rot) begin
            t = ksub$y_rot ^ rcon$q;
        end
        p$0 = b$0$q;
        if (aes256 & with_256) begin
            p$0 = a$0$q;
        end
        p$1 = b$1$q;
        if (aes256 & with_256) begin
            p$1 = a$1$q;
        end
        p$2 = b$2$q;
        if (aes256 & with_256) begin
            p$2 = a$2$q;
        end
        p$3 = b$3$q;
        if (aes256 & with_256) begin
            p$3 = a$3$q;
        end
        n$0 = p$0 ^ t;
        n$1 = p$1 ^ p$0 ^ t;
        n$2 = p$2 ^ p$1 ^ p$0 ^ t;
        n$3 = p$3 ^ p$2 ^ p$1 ^ p$0 ^ t;
        if (aes256 & with_256 & (round$q == zero4)) begin
            n$0 = key$4$q;
            n$1 = key$5$q;
            n$2 = key$6$q;
            n$3 = key$7$q;
        end
        ksub$clock = clock;
        ksub$clear = reset | clear;
        ksub$a = b$3$q;
        if (step) begin
            ksub$a = n$3;
        end
        mix$0$inverse = 1'b0;
        mix$0$bypass = 1'b0;
        mix$1$inverse = 1'b0;
        mix$1$bypass = 1'b0;
        mix$2$inverse = 1'b0;
        mix$2$bypass = 1'b0;
        mix$3$inverse = 1'b0;
        mix$3$bypass = 1'b0;
        mix$0$a = sub$y0;
        mix$1$a = sub$y1;
        mix$2$a = sub$y2;
        mix$3$a = sub$y3;
        mix$0$da = sub$d0;
        mix$1$da = sub$d1;
        mix$2$da = sub$d2;
        mix$3$da = sub$d3;
        x$0 = mix$0$y ^ b$0$q;
        x$1 = mix$1$y ^ b$1$q;
        x$2 = mix$2$y ^ b$2$q;
        x$3 = mix$3$y ^ b$3$q;
        if (last_round) begin
            x$0 = sub$y0 ^ b$0$q;
            x$1 = sub$y1 ^ b$1$q;
            x$2 = sub$y2 ^ b$2$q;
            x$3 = sub$y3 ^ b$3$q;
        end
        if (round$q == zero4) begin
            x$0 = blk$0$q ^ b$0$q;
            x$1 = blk$1$q ^ b$1$q;
            x$2 = blk$2$q ^ b$2$q;
            x$3 = blk$3$q ^ b$3$q;
        end
        sub$clock = clock;
        sub$enable = 1'b1;
        sub$clear = reset | clear | ~running$q | last_round;
        sub$inverse = 1'b0;
        sub$a0 = (x$0 & row$0) | (x$1 & row$1) | (x$2 & row$2) | (x$3 & row$3);
        sub$a1 = (x$1 & row$0) | (x$2 & row$1) | (x$3 & row$2) | (x$0 & row$3);
        sub$a2 = (x$2 & row$0) | (x$3 & row$1) | (x$0 & row$2) | (x$1 & row$3);
        sub$a3 = (x$3 & row$0) | (x$0 & row$1) | (x$1 & row$2) | (x$2 & row$3);
        done_q$d = 1'b0;
        if (step) begin
            round$d = round$q + one4;
            a$0$d = b$0$q;
            b$0$d = n$0;
            a$1$d = b$1$q;
            b$1$d = n$1;
            a$2$d = b$2$q;
            b$2$d = n$2;
            a$3$d = b$3$q;
            b$3$d = n$3;
            if (rot & ~(aes256 & with_256 & (round$q == zero4))) begin
                rcon$d = (rcon$q << 32'h1) & byte_mask;
                if (rcon$q[32'h7]) begin
                    rcon$d = ((rcon$q << 32'h1) & byte_mask) ^ rcon_poly;
                end
            end
            if (last_round) begin
                running$d = 1'b0;
                done_q$d = 1'b1;
                out_q$0$d = x$0;
                a$0$d = zero;
                b$0$d = zero;
                blk$0$d = zero;
                out_q$1$d = x$1;
                a$1$d = zero;
                b$1$d = zero;
                blk$1$d = zero;
                out_q$2$d = x$2;
                a$2$d = zero;
                b$2$d = zero;
                blk$2$d = zero;
                out_q$3$d = x$3;
                a$3$d = zero;
                b$3$d = zero;
                blk$3$d = zero;
            end
        end
        done = done_q$q;
        if (start) begin
            running$d = 1'b1;
            round$d = zero4;
            phase$d = 1'b0;
            rcon$d = rcon_first;
            blk$0$d = block_in$0;
            b$0$d = key$0$q;
            a$0$d = zero;
            blk$1$d = block_in$1;
            b$1$d = key$1$q;
            a$1$d = zero;
            blk$2$d = block_in$2;
            b$2$d = key$2$q;
            a$2$d = zero;
            blk$3$d = block_in$3;
            b$3$d = key$3$q;
            a$3$d = zero;
            ksub$a = key$3$q;
            if (aes256 & with_256) begin
                ksub$a = key$7$q;
            end
        end
        if (clear | reset) begin
            running$d = 1'b0;
            done_q$d = 1'b0;
            key$0$d = zero;
            key$1$d = zero;
            key$2$d = zero;
            key$3$d = zero;
            key$4$d = zero;
            key$5$d = zero;
            key$6$d = zero;
            key$7$d = zero;
            a$0$d = zero;
            b$0$d = zero;
            blk$0$d = zero;
            out_q$0$d = zero;
            a$1$d = zero;
            b$1$d = zero;
            blk$1$d = zero;
            out_q$1$d = zero;
            a$2$d = zero;
            b$2$d = zero;
            blk$2$d = zero;
            out_q$2$d = zero;
            a$3$d = zero;
            b$3$d = zero;
            blk$3$d = zero;
            out_q$3$d = zero;
        end
    end

endmodule // aes_selftest_dut_modes_xts_tweak

// Used by 4 instances: dut$modes$xts$tweak$mix$0, dut$modes$xts$tweak$mix$1, dut$modes$xts$tweak$mix$2, dut$modes$xts$tweak$mix$3
module aes_selftest_dut_modes_xts_tweak_mix(a,da,bypass,inverse,y);

    // Module arguments
    input wire  [31:0] a;
    input wire  [31:0] da;
    input wire  bypass;
    input wire  inverse;
    output reg  [31:0] y;

    // Constant declarations
    localparam  with_inverse = 1'b0;
    localparam  multiples = 1'b0;

    // Update code (custom)
    wire [31:0] a_r1 = {a[7:0], a[31:8]};
    wire [31:0] a_r2 = {a[15:0], a[31:16]};
    wire [31:0] a_r3 = {a[23:0], a[31:24]};
    always @(*) y = bypass ? a : (da ^ {da[7:0], da[31:8]} ^ a_r1 ^ a_r2 ^ a_r3);
    wire _unused_ok = &{1'b0, inverse, with_inverse, multiples, 1'b0};
endmodule // aes_selftest_dut_modes_xts_tweak_mix

// Used by instance: dut$modes$xts$tweak$sub
module aes_selftest_dut_modes_xts_tweak_sub(clock,enable,clear,inverse,a0,a1,a2,a3,y0,y1,y2,y3,d0,d1,d2,d3);

    // Module arguments
    input wire  clock;
    input wire  enable;
    input wire  clear;
    input wire  inverse;
    input wire  [31:0] a0;
    input wire  [31:0] a1;
    input wire  [31:0] a2;
    input wire  [31:0] a3;
    output reg  [31:0] y0;
    output reg  [31:0] y1;
    output reg  [31:0] y2;
    output reg  [31:0] y3;
    output reg  [31:0] d0;
    output reg  [31:0] d1;
    output reg  [31:0] d2;
    output reg  [31:0] d3;

    // Constant declarations
    localparam  with_inverse = 1'b0;

    // Update code (custom)
    wire inv = with_inverse & inverse;
    reg [127:0] s = 128'd0;
    always @(posedge clock)
      if (clear) s <= 128'd0;
      else if (enable) s <= {a3, a2, a1, a0};
    wire _unused_ok = &{1'b0, inv, 1'b0};
    wire [31:0] s_w0 = s[31:0];
    wire [31:0] s2_w0_m = {7'd0, s_w0[31], 7'd0, s_w0[23], 7'd0, s_w0[15], 7'd0, s_w0[7]};
    wire [31:0] s2_w0 = {s_w0[30:24], 1'b0, s_w0[22:16], 1'b0, s_w0[14:8], 1'b0, s_w0[6:0], 1'b0}
        ^ s2_w0_m ^ {s2_w0_m[30:0], 1'b0} ^ {s2_w0_m[28:0], 3'b0} ^ {s2_w0_m[27:0], 4'b0};
    wire [31:0] s_w1 = s[63:32];
    wire [31:0] s2_w1_m = {7'd0, s_w1[31], 7'd0, s_w1[23], 7'd0, s_w1[15], 7'd0, s_w1[7]};
    wire [31:0] s2_w1 = {s_w1[30:24], 1'b0, s_w1[22:16], 1'b0, s_w1[14:8], 1'b0, s_w1[6:0], 1'b0}
        ^ s2_w1_m ^ {s2_w1_m[30:0], 1'b0} ^ {s2_w1_m[28:0], 3'b0} ^ {s2_w1_m[27:0], 4'b0};
    wire [31:0] s_w2 = s[95:64];
    wire [31:0] s2_w2_m = {7'd0, s_w2[31], 7'd0, s_w2[23], 7'd0, s_w2[15], 7'd0, s_w2[7]};
    wire [31:0] s2_w2 = {s_w2[30:24], 1'b0, s_w2[22:16], 1'b0, s_w2[14:8], 1'b0, s_w2[6:0], 1'b0}
        ^ s2_w2_m ^ {s2_w2_m[30:0], 1'b0} ^ {s2_w2_m[28:0], 3'b0} ^ {s2_w2_m[27:0], 4'b0};
    wire [31:0] s_w3 = s[127:96];
    wire [31:0] s2_w3_m = {7'd0, s_w3[31], 7'd0, s_w3[23], 7'd0, s_w3[15], 7'd0, s_w3[7]};
    wire [31:0] s2_w3 = {s_w3[30:24], 1'b0, s_w3[22:16], 1'b0, s_w3[14:8], 1'b0, s_w3[6:0], 1'b0}
        ^ s2_w3_m ^ {s2_w3_m[30:0], 1'b0} ^ {s2_w3_m[28:0], 3'b0} ^ {s2_w3_m[27:0], 4'b0};
    wire [127:0] s2 = {s2_w3, s2_w2, s2_w1, s2_w0};
    always @(*) begin
      y0 = s[31:0];
      y1 = s[63:32];
      y2 = s[95:64];
      y3 = s[127:96];
    end
    always @(*) begin
      d0 = s2[31:0];
      d1 = s2[63:32];
      d2 = s2[95:64];
      d3 = s2[127:96];
    end
endmodule // aes_selftest_dut_modes_xts_tweak_sub

// Used by instance: dut$modes$xts$words
module aes_selftest_dut_modes_xts_words(t$0,t$1,t$2,t$3,double$0,double$1,double$2,double$3,u$0,u$1,u$2,u$3,halve$0,halve$1,halve$2,halve$3,iv$0,iv$1,iv$2,iv$3,ones,iv_next$0,iv_next$1,iv_next$2,iv_next$3,next_ones,x_ones);

    // Module arguments
    input wire  [31:0] t$0;
    input wire  [31:0] t$1;
    input wire  [31:0] t$2;
    input wire  [31:0] t$3;
    output reg  [31:0] double$0;
    output reg  [31:0] double$1;
    output reg  [31:0] double$2;
    output reg  [31:0] double$3;
    input wire  [31:0] u$0;
    input wire  [31:0] u$1;
    input wire  [31:0] u$2;
    input wire  [31:0] u$3;
    output reg  [31:0] halve$0;
    output reg  [31:0] halve$1;
    output reg  [31:0] halve$2;
    output reg  [31:0] halve$3;
    input wire  [31:0] iv$0;
    input wire  [31:0] iv$1;
    input wire  [31:0] iv$2;
    input wire  [31:0] iv$3;
    input wire  [2:0] ones;
    output reg  [31:0] iv_next$0;
    output reg  [31:0] iv_next$1;
    output reg  [31:0] iv_next$2;
    output reg  [31:0] iv_next$3;
    output reg  [2:0] next_ones;
    output reg  [2:0] x_ones;

    // Update code (custom)
    wire [127:0] x = {t$3, t$2, t$1, t$0};
    wire [127:0] y = {u$3, u$2, u$1, u$0};
    wire [127:0] x2 = {x[126:0], 1'b0} ^ ({128{x[127]}} & 128'h87);
    wire [127:0] xh = {y[0], y[127:1]} ^ ({128{y[0]}} & 128'h43);
    wire [31:0] n_part0 = iv$0;
    wire [31:0] n_inc0 = n_part0 + 32'd1;
    wire [31:0] n_part1 = iv$1;
    wire [31:0] n_inc1 = n_part1 + 32'd1;
    wire [31:0] n_part2 = iv$2;
    wire [31:0] n_inc2 = n_part2 + 32'd1;
    wire [31:0] n_part3 = iv$3;
    wire [31:0] n_inc3 = n_part3 + 32'd1;
    wire n_carry0 = 1'b1;
    wire n_carry1 = ones[0];
    wire n_carry2 = &ones[1:0];
    wire n_carry3 = &ones;
    wire [127:0] n_next = {n_carry3 ? n_inc3 : n_part3, n_carry2 ? n_inc2 : n_part2, n_carry1 ? n_inc1 : n_part1, n_carry0 ? n_inc0 : n_part0};
    always @(*) next_ones = {(&n_part2[31:1]) & (n_part2[0] ^ n_carry2), (&n_part1[31:1]) & (n_part1[0] ^ n_carry1), (&n_part0[31:1]) & (n_part0[0] ^ n_carry0)};
    always @(*) x_ones = {&n_part2, &n_part1, &n_part0};
    always @(*) double$0 = x2[31:0];
    always @(*) halve$0 = xh[31:0];
    always @(*) iv_next$0 = n_next[31:0];
    always @(*) double$1 = x2[63:32];
    always @(*) halve$1 = xh[63:32];
    always @(*) iv_next$1 = n_next[63:32];
    always @(*) double$2 = x2[95:64];
    always @(*) halve$2 = xh[95:64];
    always @(*) iv_next$2 = n_next[95:64];
    always @(*) double$3 = x2[127:96];
    always @(*) halve$3 = xh[127:96];
    always @(*) iv_next$3 = n_next[127:96];
endmodule // aes_selftest_dut_modes_xts_words

// Used by 2 instances: dut$modes$xts$xk_seen, dut$regs$aw_addr
module aes_selftest_dut_dff8(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 8'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_dut_dff8

// Used by instance: dut$regs
module aes_selftest_dut_regs(clock,reset,awaddr,awvalid,awready,wdata,wstrb,wvalid,wready,bresp,bvalid,bready,araddr,arvalid,arready,rdata,rresp,rvalid,rready,key_ready,busy,deriving,refreshing,key_partial,partial_beat,length_err_beat,mode_status,mode_reg_we,mode_reg_word,mode_reg_data,mode_reg_strb,mode_read_word,mode_rdata,blocks_in,blocks_out,key_we_next,key_addr_next,key_data_next,ctrl_we_next,key_len_next,decrypt_next,zeroize_next,zeroize,mode_decrypt,mode_next,mode_decrypt_next,iv_we,iv_index,iv_data,iv$0,iv$1,iv$2,iv$3);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [7:0] awaddr;
    input wire  awvalid;
    output reg  awready;
    input wire  [31:0] wdata;
    input wire  [3:0] wstrb;
    input wire  wvalid;
    output reg  wready;
    output reg  [1:0] bresp;
    output reg  bvalid;
    input wire  bready;
    input wire  [7:0] araddr;
    input wire  arvalid;
    output reg  arready;
    output reg  [31:0] rdata;
    output reg  [1:0] rresp;
    output reg  rvalid;
    input wire  rready;
    input wire  key_ready;
    input wire  busy;
    input wire  deriving;
    input wire  refreshing;
    input wire  key_partial;
    input wire  partial_beat;
    input wire  length_err_beat;
    input wire  [7:0] mode_status;
    output reg  mode_reg_we;
    output reg  [5:0] mode_reg_word;
    output reg  [31:0] mode_reg_data;
    output reg  [3:0] mode_reg_strb;
    output reg  [5:0] mode_read_word;
    input wire  [31:0] mode_rdata;
    input wire  [31:0] blocks_in;
    input wire  [31:0] blocks_out;
    output reg  key_we_next;
    output reg  [2:0] key_addr_next;
    output reg  [31:0] key_data_next;
    output reg  ctrl_we_next;
    output reg  [1:0] key_len_next;
    output reg  decrypt_next;
    output reg  zeroize_next;
    output reg  zeroize;
    output reg  mode_decrypt;
    output reg  [2:0] mode_next;
    output reg  mode_decrypt_next;
    output reg  iv_we;
    output reg  [1:0] iv_index;
    output reg  [31:0] iv_data;
    input wire  [31:0] iv$0;
    input wire  [31:0] iv$1;
    input wire  [31:0] iv$2;
    input wire  [31:0] iv$3;

    // Constant declarations
    localparam  decrypt_stored = 1'b1;
    localparam  mode_built = 8'h1f;
    localparam  mode_inverse = 8'h43;
    localparam  mode_ecb = 3'b0;
    localparam  iv_index1 = 2'b1;
    localparam  iv_index2 = 2'b10;
    localparam  iv_index3 = 2'b11;
    localparam  has_192_256 = 1'b1;
    localparam  keylen_128 = 2'b0;
    localparam  keylen_192 = 2'b1;
    localparam  keylen_256 = 2'b10;
    localparam  resp_okay = 2'b0;
    localparam  resp_slverr = 2'b10;

    // Stub signals
    reg  aw_full$d;
    wire  aw_full$q;
    reg  aw_full$clock;
    reg  [7:0] aw_addr$d;
    wire  [7:0] aw_addr$q;
    reg  aw_addr$clock;
    reg  w_full$d;
    wire  w_full$q;
    reg  w_full$clock;
    reg  [31:0] w_data$d;
    wire  [31:0] w_data$q;
    reg  w_data$clock;
    reg  [3:0] w_strb$d;
    wire  [3:0] w_strb$q;
    reg  w_strb$clock;
    reg  b_valid$d;
    wire  b_valid$q;
    reg  b_valid$clock;
    reg  [1:0] b_resp$d;
    wire  [1:0] b_resp$q;
    reg  b_resp$clock;
    reg  r_valid$d;
    wire  r_valid$q;
    reg  r_valid$clock;
    reg  [31:0] r_data$d;
    wire  [31:0] r_data$q;
    reg  r_data$clock;
    reg  [1:0] r_resp$d;
    wire  [1:0] r_resp$q;
    reg  r_resp$clock;
    reg  [31:0] key_copy$0$d;
    wire  [31:0] key_copy$0$q;
    reg  key_copy$0$clock;
    reg  [31:0] key_copy$1$d;
    wire  [31:0] key_copy$1$q;
    reg  key_copy$1$clock;
    reg  [31:0] key_copy$2$d;
    wire  [31:0] key_copy$2$q;
    reg  key_copy$2$clock;
    reg  [31:0] key_copy$3$d;
    wire  [31:0] key_copy$3$q;
    reg  key_copy$3$clock;
    reg  [31:0] key_copy$4$d;
    wire  [31:0] key_copy$4$q;
    reg  key_copy$4$clock;
    reg  [31:0] key_copy$5$d;
    wire  [31:0] key_copy$5$q;
    reg  key_copy$5$clock;
    reg  [31:0] key_copy$6$d;
    wire  [31:0] key_copy$6$q;
    reg  key_copy$6$clock;
    reg  [31:0] key_copy$7$d;
    wire  [31:0] key_copy$7$q;
    reg  key_copy$7$clock;
    reg  [1:0] ctrl_key_len$d;
    wire  [1:0] ctrl_key_len$q;
    reg  ctrl_key_len$clock;
    reg  ctrl_decrypt$d;
    wire  ctrl_decrypt$q;
    reg  ctrl_decrypt$clock;
    reg  [2:0] ctrl_mode$d;
    wire  [2:0] ctrl_mode$q;
    reg  ctrl_mode$clock;
    reg  partial$d;
    wire  partial$q;
    reg  partial$clock;
    reg  length_err$d;
    wire  length_err$q;
    reg  length_err$clock;
    reg  apply$d;
    wire  apply$q;
    reg  apply$clock;
    reg  apply_key$d;
    wire  apply_key$q;
    reg  apply_key$clock;
    reg  apply_ctrl$d;
    wire  apply_ctrl$q;
    reg  apply_ctrl$clock;
    reg  apply_len_change$d;
    wire  apply_len_change$q;
    reg  apply_len_change$clock;
    reg  apply_zeroize$d;
    wire  apply_zeroize$q;
    reg  apply_zeroize$clock;
    reg  apply_iv$d;
    wire  apply_iv$q;
    reg  apply_iv$clock;
    reg  apply_partial_clear$d;
    wire  apply_partial_clear$q;
    reg  apply_partial_clear$clock;
    reg  apply_length_err_clear$d;
    wire  apply_length_err_clear$q;
    reg  apply_length_err_clear$clock;
    reg  apply_mode_reg$d;
    wire  apply_mode_reg$q;
    reg  apply_mode_reg$clock;
    reg  [5:0] apply_mode_word$d;
    wire  [5:0] apply_mode_word$q;
    reg  apply_mode_word$clock;
    reg  dec_mapped$d;
    wire  dec_mapped$q;
    reg  dec_mapped$clock;
    reg  dec_key_word$d;
    wire  dec_key_word$q;
    reg  dec_key_word$clock;
    reg  dec_key$d;
    wire  dec_key$q;
    reg  dec_key$clock;
    reg  [2:0] dec_key_index$d;
    wire  [2:0] dec_key_index$q;
    reg  dec_key_index$clock;
    reg  dec_iv$d;
    wire  dec_iv$q;
    reg  dec_iv$clock;
    reg  [1:0] dec_iv_index$d;
    wire  [1:0] dec_iv_index$q;
    reg  dec_iv_index$clock;
    reg  dec_ctrl$d;
    wire  dec_ctrl$q;
    reg  dec_ctrl$clock;
    reg  dec_zeroize$d;
    wire  dec_zeroize$q;
    reg  dec_zeroize$clock;
    reg  dec_length_err_clear$d;
    wire  dec_length_err_clear$q;
    reg  dec_length_err_clear$clock;
    reg  dec_partial_clear$d;
    wire  dec_partial_clear$q;
    reg  dec_partial_clear$clock;
    reg  dec_mode_reg$d;
    wire  dec_mode_reg$q;
    reg  dec_mode_reg$clock;
    reg  [1:0] dec_key_len$d;
    wire  [1:0] dec_key_len$q;
    reg  dec_key_len$clock;
    reg  [2:0] dec_mode$d;
    wire  [2:0] dec_mode$q;
    reg  dec_mode$clock;
    reg  dec_decrypt$d;
    wire  dec_decrypt$q;
    reg  dec_decrypt$clock;
    reg  dec_core_decrypt$d;
    wire  dec_core_decrypt$q;
    reg  dec_core_decrypt$clock;
    reg  [31:0] key_sel$d;
    wire  [31:0] key_sel$q;
    reg  key_sel$clock;
    reg  [2:0] key_pick$sel;
    reg  [31:0] key_pick$w$0, key_pick$w$1, key_pick$w$2, key_pick$w$3, key_pick$w$4, key_pick$w$5;
    reg  [31:0] key_pick$w$6, key_pick$w$7;
    wire  [31:0] key_pick$y;
    reg  [7:0] map$wr_addr;
    reg  [31:0] map$wr_data;
    reg  [3:0] map$wr_strb;
    reg  [1:0] map$ctrl_key_len;
    reg  map$ctrl_decrypt;
    reg  [2:0] map$ctrl_mode;
    reg  [31:0] map$iv$0, map$iv$1, map$iv$2, map$iv$3;
    reg  [7:0] map$rd_addr;
    reg  map$key_ready, map$busy, map$deriving, map$refreshing, map$key_partial, map$partial;
    reg  map$length_err;
    reg  [7:0] map$mode_status;
    reg  [31:0] map$mode_rdata, map$blocks_in, map$blocks_out;
    wire  map$wr_mapped, map$wr_ctrl, map$wr_key, map$wr_key_any;
    wire  [2:0] map$wr_key_index;
    wire  map$wr_status, map$wr_any_lane, map$wr_fields, map$wr_decrypt;
    wire  [1:0] map$wr_key_len;
    wire  [2:0] map$wr_mode;
    wire  map$wr_iv;
    wire  [1:0] map$wr_iv_index;
    wire  map$wr_mode_reg, map$wr_zeroize, map$wr_partial_clear, map$wr_length_err_clear;
    wire  map$rd_mapped;
    wire  [31:0] map$rd_data;
    reg  [31:0] key_merge$q, key_merge$d;
    reg  [3:0] key_merge$strb;
    wire  [31:0] key_merge$y;
    reg  [31:0] iv_merge$q, iv_merge$d;
    reg  [3:0] iv_merge$strb;
    wire  [31:0] iv_merge$y;

    // Local signals
    reg  do_write;
    reg  [31:0] iv_selected;
    reg  clear_copy;
    reg  [1:0] written_key_len;
    reg  [2:0] written_mode;
    reg  written_decrypt;

    // Sub module instances
    aes_selftest_dff1 aw_full(.d(aw_full$d), .q(aw_full$q), .clock(aw_full$clock));
    aes_selftest_dut_dff8 aw_addr(.d(aw_addr$d), .q(aw_addr$q), .clock(aw_addr$clock));
    aes_selftest_dff1 w_full(.d(w_full$d), .q(w_full$q), .clock(w_full$clock));
    aes_selftest_dff32 w_data(.d(w_data$d), .q(w_data$q), .clock(w_data$clock));
    aes_selftest_dff4 w_strb(.d(w_strb$d), .q(w_strb$q), .clock(w_strb$clock));
    aes_selftest_dff1 b_valid(.d(b_valid$d), .q(b_valid$q), .clock(b_valid$clock));
    aes_selftest_dut_dff2 b_resp(.d(b_resp$d), .q(b_resp$q), .clock(b_resp$clock));
    aes_selftest_dff1 r_valid(.d(r_valid$d), .q(r_valid$q), .clock(r_valid$clock));
    aes_selftest_dff32 r_data(.d(r_data$d), .q(r_data$q), .clock(r_data$clock));
    aes_selftest_dut_dff2 r_resp(.d(r_resp$d), .q(r_resp$q), .clock(r_resp$clock));
    aes_selftest_dff32 key_copy$0(.d(key_copy$0$d), .q(key_copy$0$q), .clock(key_copy$0$clock));
    aes_selftest_dff32 key_copy$1(.d(key_copy$1$d), .q(key_copy$1$q), .clock(key_copy$1$clock));
    aes_selftest_dff32 key_copy$2(.d(key_copy$2$d), .q(key_copy$2$q), .clock(key_copy$2$clock));
    aes_selftest_dff32 key_copy$3(.d(key_copy$3$d), .q(key_copy$3$q), .clock(key_copy$3$clock));
    aes_selftest_dff32 key_copy$4(.d(key_copy$4$d), .q(key_copy$4$q), .clock(key_copy$4$clock));
    aes_selftest_dff32 key_copy$5(.d(key_copy$5$d), .q(key_copy$5$q), .clock(key_copy$5$clock));
    aes_selftest_dff32 key_copy$6(.d(key_copy$6$d), .q(key_copy$6$q), .clock(key_copy$6$clock));
    aes_selftest_dff32 key_copy$7(.d(key_copy$7$d), .q(key_copy$7$q), .clock(key_copy$7$clock));
    aes_selftest_dut_dff2 ctrl_key_len(.d(ctrl_key_len$d), .q(ctrl_key_len$q),
        .clock(ctrl_key_len$clock));
    aes_selftest_dff1 ctrl_decrypt(.d(ctrl_decrypt$d), .q(ctrl_decrypt$q),
        .clock(ctrl_decrypt$clock));
    aes_selftest_dff3 ctrl_mode(.d(ctrl_mode$d), .q(ctrl_mode$q), .clock(ctrl_mode$clock));
    aes_selftest_dff1 partial(.d(partial$d), .q(partial$q), .clock(partial$clock));
    aes_selftest_dff1 length_err(.d(length_err$d), .q(length_err$q), .clock(length_err$clock));
    aes_selftest_dff1 apply(.d(apply$d), .q(apply$q), .clock(apply$clock));
    aes_selftest_dff1 apply_key(.d(apply_key$d), .q(apply_key$q), .clock(apply_key$clock));
    aes_selftest_dff1 apply_ctrl(.d(apply_ctrl$d), .q(apply_ctrl$q), .clock(apply_ctrl$clock));
    aes_selftest_dff1 apply_len_change(.d(apply_len_change$d), .q(apply_len_change$q),
        .clock(apply_len_change$clock));
    aes_selftest_dff1 apply_zeroize(.d(apply_zeroize$d), .q(apply_zeroize$q),
        .clock(apply_zeroize$clock));
    aes_selftest_dff1 apply_iv(.d(apply_iv$d), .q(apply_iv$q), .clock(apply_iv$clock));
    aes_selftest_dff1 apply_partial_clear(.d(apply_partial_clear$d), .q(apply_partial_clear$q),
        .clock(apply_partial_clear$clock));
    aes_selftest_dff1 apply_length_err_clear(.d(apply_length_err_clear$d),
        .q(apply_length_err_clear$q), .clock(apply_length_err_clear$clock));
    aes_selftest_dff1 apply_mode_reg(.d(apply_mode_reg$d), .q(apply_mode_reg$q),
        .clock(apply_mode_reg$clock));
    aes_selftest_dut_dff6 apply_mode_word(.d(apply_mode_word$d), .q(apply_mode_word$q),
        .clock(apply_mode_word$clock));
    aes_selftest_dff1 dec_mapped(.d(dec_mapped$d), .q(dec_mapped$q), .clock(dec_mapped$clock));
    aes_selftest_dff1 dec_key_word(.d(dec_key_word$d), .q(dec_key_word$q),
        .clock(dec_key_word$clock));
    aes_selftest_dff1 dec_key(.d(dec_key$d), .q(dec_key$q), .clock(dec_key$clock));
    aes_selftest_dff3 dec_key_index(.d(dec_key_index$d), .q(dec_key_index$q),
        .clock(dec_key_index$clock));
    aes_selftest_dff1 dec_iv(.d(dec_iv$d), .q(dec_iv$q), .clock(dec_iv$clock));
    aes_selftest_dut_dff2 dec_iv_index(.d(dec_iv_index$d), .q(dec_iv_index$q),
        .clock(dec_iv_index$clock));
    aes_selftest_dff1 dec_ctrl(.d(dec_ctrl$d), .q(dec_ctrl$q), .clock(dec_ctrl$clock));
    aes_selftest_dff1 dec_zeroize(.d(dec_zeroize$d), .q(dec_zeroize$q), .clock(dec_zeroize$clock));
    aes_selftest_dff1 dec_length_err_clear(.d(dec_length_err_clear$d), .q(dec_length_err_clear$q),
        .clock(dec_length_err_clear$clock));
    aes_selftest_dff1 dec_partial_clear(.d(dec_partial_clear$d), .q(dec_partial_clear$q),
        .clock(dec_partial_clear$clock));
    aes_selftest_dff1 dec_mode_reg(.d(dec_mode_reg$d), .q(dec_mode_reg$q),
        .clock(dec_mode_reg$clock));
    aes_selftest_dut_dff2 dec_key_len(.d(dec_key_len$d), .q(dec_key_len$q),
        .clock(dec_key_len$clock));
    aes_selftest_dff3 dec_mode(.d(dec_mode$d), .q(dec_mode$q), .clock(dec_mode$clock));
    aes_selftest_dff1 dec_decrypt(.d(dec_decrypt$d), .q(dec_decrypt$q), .clock(dec_decrypt$clock));
    aes_selftest_dff1 dec_core_decrypt(.d(dec_core_decrypt$d), .q(dec_core_decrypt$q),
        .clock(dec_core_decrypt$clock));
    aes_selftest_dff32 key_sel(.d(key_sel$d), .q(key_sel$q), .clock(key_sel$clock));
    aes_selftest_dut_regs_key_pick key_pick(.sel(key_pick$sel), .w$0(key_pick$w$0),
        .w$1(key_pick$w$1), .w$2(key_pick$w$2), .w$3(key_pick$w$3), .w$4(key_pick$w$4),
        .w$5(key_pick$w$5), .w$6(key_pick$w$6), .w$7(key_pick$w$7), .y(key_pick$y));
    aes_selftest_dut_regs_map map(.wr_addr(map$wr_addr), .wr_data(map$wr_data),
        .wr_strb(map$wr_strb), .ctrl_key_len(map$ctrl_key_len), .ctrl_decrypt(map$ctrl_decrypt),
        .ctrl_mode(map$ctrl_mode), .iv$0(map$iv$0), .iv$1(map$iv$1), .iv$2(map$iv$2),
        .iv$3(map$iv$3), .rd_addr(map$rd_addr), .key_ready(map$key_ready), .busy(map$busy),
        .deriving(map$deriving), .refreshing(map$refreshing), .key_partial(map$key_partial),
        .partial(map$partial), .length_err(map$length_err), .mode_status(map$mode_status),
        .mode_rdata(map$mode_rdata), .blocks_in(map$blocks_in), .blocks_out(map$blocks_out),
        .wr_mapped(map$wr_mapped), .wr_ctrl(map$wr_ctrl), .wr_key(map$wr_key),
        .wr_key_any(map$wr_key_any), .wr_key_index(map$wr_key_index), .wr_status(map$wr_status),
        .wr_any_lane(map$wr_any_lane), .wr_fields(map$wr_fields), .wr_decrypt(map$wr_decrypt),
        .wr_key_len(map$wr_key_len), .wr_mode(map$wr_mode), .wr_iv(map$wr_iv),
        .wr_iv_index(map$wr_iv_index), .wr_mode_reg(map$wr_mode_reg), .wr_zeroize(map$wr_zeroize),
        .wr_partial_clear(map$wr_partial_clear), .wr_length_err_clear(map$wr_length_err_clear),
        .rd_mapped(map$rd_mapped), .rd_data(map$rd_data));
    aes_selftest_dut_merge key_merge(.q(key_merge$q), .d(key_merge$d), .strb(key_merge$strb),
        .y(key_merge$y));
    aes_selftest_dut_merge iv_merge(.q(iv_merge$q), .d(iv_merge$d), .strb(iv_merge$strb),
        .y(iv_merge$y));

    // Update code
    always @(*) begin
        apply_mode_reg$clock = clock;
        apply_mode_word$clock = clock;
        aw_full$clock = clock;
        aw_addr$clock = clock;
        w_full$clock = clock;
        w_data$clock = clock;
        w_strb$clock = clock;
        b_valid$clock = clock;
        b_resp$clock = clock;
        r_valid$clock = clock;
        r_data$clock = clock;
        r_resp$clock = clock;
        ctrl_key_len$clock = clock;
        ctrl_decrypt$clock = clock;
        ctrl_mode$clock = clock;
        partial$clock = clock;
        apply$clock = clock;
        apply_key$clock = clock;
        apply_ctrl$clock = clock;
        apply_len_change$clock = clock;
        apply_zeroize$clock = clock;
        apply_iv$clock = clock;
        apply_partial_clear$clock = clock;
        length_err$clock = clock;
        apply_length_err_clear$clock = clock;
        key_sel$clock = clock;
        dec_mapped$clock = clock;
        dec_key_word$clock = clock;
        dec_key$clock = clock;
        dec_key_index$clock = clock;
        dec_iv$clock = clock;
        dec_iv_index$clock = clock;
        dec_ctrl$clock = clock;
        dec_zeroize$clock = clock;
        dec_length_err_clear$clock = clock;
        dec_partial_clear$clock = clock;
        dec_mode_reg$clock = clock;
        dec_key_len$clock = clock;
        dec_mode$clock = clock;
        dec_decrypt$clock = clock;
        dec_core_decrypt$clock = clock;
        apply_mode_reg$d = apply_mode_reg$q;
        apply_mode_word$d = apply_mode_word$q;
        aw_full$d = aw_full$q;
        aw_addr$d = aw_addr$q;
        w_full$d = w_full$q;
        w_data$d = w_data$q;
        w_strb$d = w_strb$q;
        b_valid$d = b_valid$q;
        b_resp$d = b_resp$q;
        r_valid$d = r_valid$q;
        r_data$d = r_data$q;
        r_resp$d = r_resp$q;
        ctrl_key_len$d = ctrl_key_len$q;
        ctrl_decrypt$d = ctrl_decrypt$q;
        ctrl_mode$d = ctrl_mode$q;
        partial$d = partial$q;
        apply$d = apply$q;
        apply_key$d = apply_key$q;
        apply_ctrl$d = apply_ctrl$q;
        apply_len_change$d = apply_len_change$q;
        apply_zeroize$d = apply_zeroize$q;
        apply_iv$d = apply_iv$q;
        apply_partial_clear$d = apply_partial_clear$q;
        length_err$d = length_err$q;
        apply_length_err_clear$d = apply_length_err_clear$q;
        key_sel$d = key_sel$q;
        dec_mapped$d = dec_mapped$q;
        dec_key_word$d = dec_key_word$q;
        dec_key$d = dec_key$q;
        dec_key_index$d = dec_key_index$q;
        dec_iv$d = dec_iv$q;
        dec_iv_index$d = dec_iv_index$q;
        dec_ctrl$d = dec_ctrl$q;
        dec_zeroize$d = dec_zeroize$q;
        dec_length_err_clear$d = dec_length_err_clear$q;
        dec_partial_clear$d = dec_partial_clear$q;
        dec_mode_reg$d = dec_mode_reg$q;
        dec_key_len$d = dec_key_len$q;
        dec_mode$d = dec_mode$q;
        dec_decrypt$d = dec_decrypt$q;
        dec_core_decrypt$d = dec_core_decrypt$q;
        key_copy$0$clock = clock;
        key_copy$0$d = key_copy$0$q;
        key_copy$1$clock = clock;
        key_copy$1$d = key_copy$1$q;
        key_copy$2$clock = clock;
        key_copy$2$d = key_copy$2$q;
        key_copy$3$clock = clock;
        key_copy$3$d = key_copy$3$q;
        key_copy$4$clock = clock;
        key_copy$4$d = key_copy$4$q;
        key_copy$5$clock = clock;
        key_copy$5$d = key_copy$5$q;
        key_copy$6$clock = clock;
        key_copy$6$d = key_copy$6$q;
        key_copy$7$clock = clock;
        key_copy$7$d = key_copy$7$q;
        awready = ~aw_full$q & ~reset;
        wready = ~w_full$q & ~reset;
        arready = ~r_valid$q & ~reset;
        bvalid = b_valid$q & ~reset;
        bresp = b_resp$q;
        rvalid = r_valid$q & ~reset;
        rdata = r_data$q;
        rresp = r_resp$q;
        if (awvalid & awready) begin
            aw_full$d = 1'b1;
            aw_addr$d = awaddr;
        end
        if (wvalid & wready) begin
            w_full$d = 1'b1;
            w_data$d = wdata;
            w_strb$d = wstrb;
        end
        map$key_partial = key_partial;
        map$partial = partial$q;
        map$length_err = length_err$q;
        map$mode_status = mode_status;
        map$mode_rdata = mode_rdata;
        mode_read_word = araddr[(32'h2)+:(6)];
        map$rd_addr = araddr;
        map$key_ready = key_ready;
        map$busy = busy;
        map$deriving = deriving;
        map$refreshing = refreshing;
        map$blocks_in = blocks_in;
        map$blocks_out = blocks_out;
        map$iv$0 = iv$0;
        map$iv$1 = iv$1;
        map$iv$2 = iv$2;
        map$iv$3 = iv$3;
        do_write = aw_full$q & w_full$q & ~b_valid$q;
        apply$d = do_write;
        apply_key$d = do_write & dec_key$q;
        apply_iv$d = do_write & dec_iv$q;
        apply_zeroize$d = do_write & dec_zeroize$q;
        apply_length_err_clear$d = do_write & dec_length_err_clear$q;
        apply_mode_reg$d = do_write & dec_mode_reg$q;
        apply_mode_word$d = aw_addr$q[(32'h2)+:(6)];
        apply_partial_clear$d = do_write & dec_partial_clear$q;
        apply_ctrl$d = do_write & dec_ctrl$q;
        apply_len_change$d = dec_key_len$q != ctrl_key_len$q;
        if (apply_ctrl$d) begin
            ctrl_key_len$d = dec_key_len$q;
            ctrl_decrypt$d = dec_decrypt$q;
            ctrl_mode$d = dec_mode$q;
        end
        if (do_write) begin
            aw_full$d = 1'b0;
            w_full$d = 1'b0;
            if (dec_mapped$q) begin
                b_resp$d = resp_okay;
            end
            else begin
                b_resp$d = resp_slverr;
            end
        end
        if (apply$q) begin
            b_valid$d = 1'b1;
        end
        if (b_valid$q & bready) begin
            b_valid$d = 1'b0;
        end
        if (arvalid & arready) begin
            r_valid$d = 1'b1;
            r_data$d = map$rd_data;
            if (map$rd_mapped) begin
                r_resp$d = resp_okay;
            end
            else begin
                r_resp$d = resp_slverr;
            end
        end
        if (r_valid$q & rready) begin
            r_valid$d = 1'b0;
        end
        key_pick$sel = aw_addr$q[(32'h2)+:(3)];
        key_pick$w$0 = key_copy$0$q;
        key_pick$w$1 = key_copy$1$q;
        key_pick$w$2 = key_copy$2$q;
        key_pick$w$3 = key_copy$3$q;
        key_pick$w$4 = key_copy$4$q;
        key_pick$w$5 = key_copy$5$q;
        key_pick$w$6 = key_copy$6$q;
        key_pick$w$7 = key_copy$7$q;
        key_merge$q = key_pick$y;
        key_merge$d = w_data$q;
        key_merge$strb = w_strb$q;
        key_sel$d = key_merge$y;
        if (apply_key$q & (dec_key_index$q == 0)) begin
            key_copy$0$d = key_sel$q;
        end
        if (apply_key$q & (dec_key_index$q == 1)) begin
            key_copy$1$d = key_sel$q;
        end
        if (apply_key$q & (dec_key_index$q == 2)) begin
            key_copy$2$d = key_sel$q;
        end
        if (apply_key$q & (dec_key_index$q == 3)) begin
            key_copy$3$d = key_sel$q;
        end
        if (apply_key$q & (dec_key_index$q == 4)) begin
            key_copy$4$d = key_sel$q;
        end
        if (apply_key$q & (dec_key_index$q == 5)) begin
            key_copy$5$d = key_sel$q;
        end
        if (apply_key$q & (dec_key_index$q == 6)) begin
            key_copy$6$d = key_sel$q;
        end
        if (apply_key$q & (dec_key_index$q == 7)) begin
            key_copy$7$d = key_sel$q;
        end
        key_data_next = 32'h0;
        if (dec_key_word$q) begin
            key_data_next = key_merge$y;
        end
        zeroize = apply_zeroize$q;
        map$ctrl_key_len = ctrl_key_len$q;
        map$ctrl_decrypt = ctrl_decrypt$q;
        map$ctrl_mode = ctrl_mode$q;
        mode_decrypt = ctrl_decrypt$q;
        iv_selected = iv$0;
        if (dec_iv_index$q == iv_index1) begin
            iv_selected = iv$1;
        end
        if (dec_iv_index$q == iv_index2) begin
            iv_selected = iv$2;
        end
        if (dec_iv_index$q == iv_index3) begin
            iv_selected = iv$3;
        end
        iv_merge$q = iv_selected;
        iv_merge$d = w_data$q;
        iv_merge$strb = w_strb$q;
        iv_we = apply_iv$q;
        iv_index = dec_iv_index$q;
        iv_data = iv_merge$y;
        if (apply_partial_clear$q) begin
            partial$d = 1'b0;
        end
        if (partial_beat) begin
            partial$d = 1'b1;
        end
        if (apply_length_err_clear$q) begin
            length_err$d = 1'b0;
        end
        if (length_err_beat) begin
            length_err$d = 1'b1;
        end
        mode_reg_we = apply_mode_reg$q;
        mode_reg_word = apply_mode_word$q;
        mode_reg_data = w_data$q;
        mode_reg_strb = w_strb$q;
        clear_copy = apply_zeroize$q | (apply_ctrl$q & apply_len_change$q) | reset;
        if (clear_copy) begin
            key_copy$0$d = 32'h0;
            key_copy$1$d = 32'h0;
            key_copy$2$d = 32'h0;
            key_copy$3$d = 32'h0;
            key_copy$4$d = 32'h0;
            key_copy$5$d = 32'h0;
            key_copy$6$d = 32'h0;
            key_copy$7$d = 32'h0;
        end
        if (reset) begin
            ctrl_key_len$d = keylen_128;
            ctrl_decrypt$d = 1'b0;
            ctrl_mode$d = mode_ecb;
            partial$d = 1'b0;
            w_data$d = 32'h0;
            key_sel$d = 32'h0;
            aw_full$d = 1'b0;
            w_full$d = 1'b0;
            apply$d = 1'b0;
            apply_key$d = 1'b0;
            apply_ctrl$d = 1'b0;
            apply_zeroize$d = 1'b0;
            apply_iv$d = 1'b0;
            apply_partial_clear$d = 1'b0;
            apply_length_err_clear$d = 1'b0;
            apply_mode_reg$d = 1'b0;
            length_err$d = 1'b0;
            b_valid$d = 1'b0;
            r_valid$d = 1'b0;
        end
        mode_next = ctrl_mode$d;
        mode_decrypt_next = ctrl_decrypt$d;
        key_we_next = apply_key$d;
        key_addr_next = dec_key_index$q;
        ctrl_we_next = apply_ctrl$d;
        key_len_next = ctrl_key_len$d;
        decrypt_next = dec_core_decrypt$q;
        zeroize_next = apply_zeroize$d;
        map$wr_addr = aw_addr$d;
        map$wr_data = w_data$d;
        map$wr_strb = w_strb$d;
        dec_mapped$d = map$wr_mapped;
        dec_key_word$d = map$wr_key;
        dec_key$d = map$wr_key_any & map$wr_any_lane;
        dec_key_index$d = map$wr_key_index;
        dec_iv$d = map$wr_iv & map$wr_any_lane;
        dec_iv_index$d = map$wr_iv_index;
        dec_ctrl$d = map$wr_ctrl & map$wr_fields;
        dec_zeroize$d = map$wr_ctrl & map$wr_zeroize;
        dec_length_err_clear$d = map$wr_status & map$wr_length_err_clear;
        dec_partial_clear$d = map$wr_status & map$wr_partial_clear;
        dec_mode_reg$d = map$wr_mode_reg & map$wr_any_lane;
        written_key_len = keylen_128;
        if (has_192_256 & ((map$wr_key_len == keylen_192) | (map$wr_key_len == keylen_256))) begin
            written_key_len = map$wr_key_len;
        end
        written_mode = mode_ecb;
        if (mode_built[map$wr_mode]) begin
            written_mode = map$wr_mode;
        end
        written_decrypt = map$wr_decrypt & decrypt_stored;
        dec_key_len$d = written_key_len;
        dec_mode$d = written_mode;
        dec_decrypt$d = written_decrypt;
        dec_core_decrypt$d = written_decrypt & mode_inverse[written_mode];
    end

endmodule // aes_selftest_dut_regs

// Used by instance: dut$regs$key_pick
module aes_selftest_dut_regs_key_pick(sel,w$0,w$1,w$2,w$3,w$4,w$5,w$6,w$7,y);

    // Module arguments
    input wire  [2:0] sel;
    input wire  [31:0] w$0;
    input wire  [31:0] w$1;
    input wire  [31:0] w$2;
    input wire  [31:0] w$3;
    input wire  [31:0] w$4;
    input wire  [31:0] w$5;
    input wire  [31:0] w$6;
    input wire  [31:0] w$7;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) begin
        case (sel)
            3'd4: y = w$0;
            3'd5: y = w$1;
            3'd6: y = w$2;
            3'd7: y = w$3;
            3'd0: y = w$4;
            3'd1: y = w$5;
            3'd2: y = w$6;
            3'd3: y = w$7;
            default: y = w$0;
        endcase
    end
endmodule // aes_selftest_dut_regs_key_pick

// Used by instance: dut$regs$map
module aes_selftest_dut_regs_map(wr_addr,wr_data,wr_strb,ctrl_key_len,ctrl_decrypt,ctrl_mode,iv$0,iv$1,iv$2,iv$3,rd_addr,key_ready,busy,deriving,refreshing,key_partial,partial,length_err,mode_status,mode_rdata,blocks_in,blocks_out,wr_mapped,wr_ctrl,wr_key,wr_key_any,wr_key_index,wr_status,wr_any_lane,wr_fields,wr_decrypt,wr_key_len,wr_mode,wr_iv,wr_iv_index,wr_mode_reg,wr_zeroize,wr_partial_clear,wr_length_err_clear,rd_mapped,rd_data);

    // Module arguments
    input wire  [7:0] wr_addr;
    input wire  [31:0] wr_data;
    input wire  [3:0] wr_strb;
    input wire  [1:0] ctrl_key_len;
    input wire  ctrl_decrypt;
    input wire  [2:0] ctrl_mode;
    input wire  [31:0] iv$0;
    input wire  [31:0] iv$1;
    input wire  [31:0] iv$2;
    input wire  [31:0] iv$3;
    input wire  [7:0] rd_addr;
    input wire  key_ready;
    input wire  busy;
    input wire  deriving;
    input wire  refreshing;
    input wire  key_partial;
    input wire  partial;
    input wire  length_err;
    input wire  [7:0] mode_status;
    input wire  [31:0] mode_rdata;
    input wire  [31:0] blocks_in;
    input wire  [31:0] blocks_out;
    output reg  wr_mapped;
    output reg  wr_ctrl;
    output reg  wr_key;
    output reg  wr_key_any;
    output reg  [2:0] wr_key_index;
    output reg  wr_status;
    output reg  wr_any_lane;
    output reg  wr_fields;
    output reg  wr_decrypt;
    output reg  [1:0] wr_key_len;
    output reg  [2:0] wr_mode;
    output reg  wr_iv;
    output reg  [1:0] wr_iv_index;
    output reg  wr_mode_reg;
    output reg  wr_zeroize;
    output reg  wr_partial_clear;
    output reg  wr_length_err_clear;
    output reg  rd_mapped;
    output reg  [31:0] rd_data;

    // Constant declarations
    localparam  caps = 32'h7f;

    // Update code (custom)
    wire unused_address_bits = &{1'b0, wr_addr[1:0], rd_addr[1:0]};
    wire unused_iv_bits = &{1'b0, iv$0, iv$1, iv$2, iv$3};
    wire unused_mode_bits = &{1'b0, mode_rdata};
    wire unused_data_bits = &{1'b0, wr_data[7], wr_data[8], wr_data[9], wr_data[10], wr_data[11], wr_data[12], wr_data[13], wr_data[14], wr_data[15], wr_data[16], wr_data[17], wr_data[18], wr_data[19], wr_data[20], wr_data[21], wr_data[22], wr_data[23], wr_data[24], wr_data[25], wr_data[26], wr_data[27], wr_data[28], wr_data[29], wr_data[30]};
    always @(*) begin
        wr_any_lane = |wr_strb; wr_fields = wr_strb[0]; wr_decrypt = wr_data[0]; wr_key_len = wr_data[2:1]; wr_mode = wr_data[5:3];
        wr_zeroize = wr_strb[3] & wr_data[31]; wr_partial_clear = wr_strb[0] & wr_data[5];
        wr_length_err_clear = wr_strb[0] & wr_data[6];
        wr_mapped = 1'b0; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0;
        case (wr_addr[7:2])
            6'd0: begin wr_mapped = 1'b1; wr_ctrl = 1'b1; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd1: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b1; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd4: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd5: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd1; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd6: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd2; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd7: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd3; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd8: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd4; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd9: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd5; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd10: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd6; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd11: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd7; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd12: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd13: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd14: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd15: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd16: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b1; wr_iv_index = 2'd0; wr_mode_reg = 1'b0; end
            6'd17: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b1; wr_iv_index = 2'd1; wr_mode_reg = 1'b0; end
            6'd18: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b1; wr_iv_index = 2'd2; wr_mode_reg = 1'b0; end
            6'd19: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b1; wr_iv_index = 2'd3; wr_mode_reg = 1'b0; end
            default: ;
        endcase
        rd_mapped = 1'b0; rd_data = 32'd0;
        case (rd_addr[7:2])
            6'd0: begin rd_mapped = 1'b1; rd_data = {26'd0, ctrl_mode, ctrl_key_len, ctrl_decrypt}; end
            6'd1: begin rd_mapped = 1'b1; rd_data = {25'd0, length_err, partial, key_partial, refreshing, deriving, busy, key_ready} | {24'd0, mode_status}; end
            6'd4: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd5: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd6: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd7: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd8: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd9: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd10: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd11: begin rd_mapped = 1'b1; rd_data = 32'h00000000; end
            6'd12: begin rd_mapped = 1'b1; rd_data = blocks_in; end
            6'd13: begin rd_mapped = 1'b1; rd_data = blocks_out; end
            6'd14: begin rd_mapped = 1'b1; rd_data = caps; end
            6'd15: begin rd_mapped = 1'b1; rd_data = 32'h41455302; end
            6'd16: begin rd_mapped = 1'b1; rd_data = iv$0; end
            6'd17: begin rd_mapped = 1'b1; rd_data = iv$1; end
            6'd18: begin rd_mapped = 1'b1; rd_data = iv$2; end
            6'd19: begin rd_mapped = 1'b1; rd_data = iv$3; end
            default: ;
        endcase
    end
endmodule // aes_selftest_dut_regs_map

// Used by instance: fold
module aes_selftest_fold(sum,block,y);

    // Module arguments
    input wire  [127:0] sum;
    input wire  [127:0] block;
    output reg  [127:0] y;

    // Update code (custom)
    always @(*) y = {sum[126:0], sum[127]} ^ block;
endmodule // aes_selftest_fold

// Used by instance: next_block
module aes_selftest_next_block(x,y);

    // Module arguments
    input wire  [127:0] x;
    output reg  [127:0] y;

    // Update code (custom)
    always @(*) y = {x[126:0], 1'b0} ^ {120'd0, x[127], 4'd0, x[127], x[127], x[127]};
endmodule // aes_selftest_next_block

// Used by instance: rom
module aes_selftest_rom(sel,ctrl,key,last_write,seed,count,expected,last);

    // Module arguments
    input wire  [2:0] sel;
    output reg  [31:0] ctrl;
    output reg  [255:0] key;
    output reg  [3:0] last_write;
    output reg  [127:0] seed;
    output reg  [31:0] count;
    output reg  [127:0] expected;
    output reg  last;

    // Constant declarations
    localparam  ctrls$0 = 32'h0;
    localparam  ctrls$1 = 32'h2;
    localparam  ctrls$2 = 32'h4;
    localparam  ctrls$3 = 32'h5;
    localparam  ctrls$4 = 32'h0;
    localparam  ctrls$5 = 32'h5;
    localparam  keys$0 = 256'hf0e0d0c0b0a09080706050403020100;
    localparam  keys$1 = 256'h17161514131211100f0e0d0c0b0a09080706050403020100;
    localparam  keys$2 = 256'h1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020100;
    localparam  keys$3 = 256'h1f1e1d1c1b1a191817161514131211100f0e0d0c0b0a09080706050403020100;
    localparam  keys$4 = 256'h3c4fcf098815f7aba6d2ae2816157e2b;
    localparam  keys$5 = 256'h5eed77775eed66665eed55555eed44445eed33335eed22225eed11115eed0000;
    localparam  last_writes$0 = 4'h4;
    localparam  last_writes$1 = 4'h6;
    localparam  last_writes$2 = 4'h8;
    localparam  last_writes$3 = 4'h8;
    localparam  last_writes$4 = 4'h4;
    localparam  last_writes$5 = 4'h8;
    localparam  seeds$0 = 128'hffeeddccbbaa99887766554433221100;
    localparam  seeds$1 = 128'hffeeddccbbaa99887766554433221100;
    localparam  seeds$2 = 128'hffeeddccbbaa99887766554433221100;
    localparam  seeds$3 = 128'h8960494b9049fceabf456751cab7a28e;
    localparam  seeds$4 = 128'h123456789abcdeffedcba9876543210;
    localparam  seeds$5 = 128'hc0ffee00deadbeef0badf00d12345678;
    localparam  counts$0 = 32'h1;
    localparam  counts$1 = 32'h1;
    localparam  counts$2 = 32'h1;
    localparam  counts$3 = 32'h1;
    localparam  counts$4 = 32'h100000;
    localparam  counts$5 = 32'h100000;
    localparam  expects$0 = 128'h5ac5b47080b7cdd830047b6ad8e0c469;
    localparam  expects$1 = 128'h91710deca070af6ee0df4c86a47ca9dd;
    localparam  expects$2 = 128'h8960494b9049fceabf456751cab7a28e;
    localparam  expects$3 = 128'hffeeddccbbaa99887766554433221100;
    localparam  expects$4 = 128'hd8805026e7cc6f6ecd92dcba1b6bd5d0;
    localparam  expects$5 = 128'h23ab06dff71767ec627f549cf1c5dcb2;
    localparam  zero4 = 4'h0;
    localparam  zero32 = 32'h0;
    localparam  zero128 = 128'h0;
    localparam  zero256 = 256'h0;

    // Update code
    always @(*) begin
        ctrl = zero32;
        key = zero256;
        last_write = zero4;
        seed = zero128;
        count = zero32;
        expected = zero128;
        last = 1'b0;
        case (sel)
            0:
                begin
                    ctrl = ctrls$0;
                    key = keys$0;
                    last_write = last_writes$0;
                    seed = seeds$0;
                    count = counts$0;
                    expected = expects$0;
                end
            1:
                begin
                    ctrl = ctrls$1;
                    key = keys$1;
                    last_write = last_writes$1;
                    seed = seeds$1;
                    count = counts$1;
                    expected = expects$1;
                end
            2:
                begin
                    ctrl = ctrls$2;
                    key = keys$2;
                    last_write = last_writes$2;
                    seed = seeds$2;
                    count = counts$2;
                    expected = expects$2;
                end
            3:
                begin
                    ctrl = ctrls$3;
                    key = keys$3;
                    last_write = last_writes$3;
                    seed = seeds$3;
                    count = counts$3;
                    expected = expects$3;
                end
            4:
                begin
                    ctrl = ctrls$4;
                    key = keys$4;
                    last_write = last_writes$4;
                    seed = seeds$4;
                    count = counts$4;
                    expected = expects$4;
                end
            5:
                begin
                    ctrl = ctrls$5;
                    key = keys$5;
                    last_write = last_writes$5;
                    seed = seeds$5;
                    count = counts$5;
                    expected = expects$5;
                    last = 1'b1;
                end
            default:
                begin
                end
        endcase
    end

endmodule // aes_selftest_rom

// Used by instance: state
module aes_selftest_state(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Enums
    localparam SelftestState$Reset = 0;
    localparam SelftestState$ReadId = 1;
    localparam SelftestState$Setup = 2;
    localparam SelftestState$Write = 3;
    localparam SelftestState$Stream = 4;
    localparam SelftestState$Check = 5;
    localparam SelftestState$Pass = 6;
    localparam SelftestState$Fail = 7;

    // Update code (custom)
    initial q = 3'd0;

    always @(posedge clock) q <= d;
endmodule // aes_selftest_state
