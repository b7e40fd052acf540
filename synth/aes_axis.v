// aes_axis: pipelined AES core, AXI4-Lite registers, AXI4-Stream data path.
// Generated from the RustHDL design in hdl/ by `aes-fpga export --keys all --decrypt yes --sbox bram --modes all --gcm yes --xts yes --regs-per-round 1 --family generic`; do not edit.
// Build options: --keys all --decrypt yes --sbox bram --modes all --gcm yes --xts yes --regs-per-round 1 --family generic (build `full`); CAPS = 0x1ff.
// Identical instances share one module; the comment above each module lists its instances.

module aes_axis(aclk,aresetn,s_axi_awaddr,s_axi_awvalid,s_axi_awready,s_axi_wdata,s_axi_wstrb,s_axi_wvalid,s_axi_wready,s_axi_bresp,s_axi_bvalid,s_axi_bready,s_axi_araddr,s_axi_arvalid,s_axi_arready,s_axi_rdata,s_axi_rresp,s_axi_rvalid,s_axi_rready,s_axis_tdata,s_axis_tvalid,s_axis_tready,s_axis_tlast,s_axis_tkeep,m_axis_tdata,m_axis_tvalid,m_axis_tready,m_axis_tlast,m_axis_tkeep);

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
    localparam  credit_limit = 6'b10111;
    localparam  credit_below = 6'b10110;
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
    aes_axis_core core(.clock(core$clock), .reset(core$reset), .in_data(core$in_data),
        .in_last(core$in_last), .in_valid(core$in_valid), .in_ready(core$in_ready),
        .out_data(core$out_data), .out_last(core$out_last), .out_valid(core$out_valid),
        .out_valid_next(core$out_valid_next), .out_ready(core$out_ready), .key_we(core$key_we),
        .key_addr(core$key_addr), .key_data(core$key_data), .ctrl_we(core$ctrl_we),
        .key_len(core$key_len), .decrypt(core$decrypt), .zeroize(core$zeroize),
        .key_ready(core$key_ready), .key_partial(core$key_partial), .deriving(core$deriving),
        .refreshing(core$refreshing), .busy(core$busy));
    aes_axis_modes modes(.clock(modes$clock), .reset(modes$reset), .zeroize(modes$zeroize),
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
    aes_axis_regs regs(.clock(regs$clock), .reset(regs$reset), .awaddr(regs$awaddr),
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
    aes_axis_fifo fifo(.clock(fifo$clock), .reset(fifo$reset), .push(fifo$push), .w$0(fifo$w$0),
        .w$1(fifo$w$1), .w$2(fifo$w$2), .w$3(fifo$w$3), .last_in(fifo$last_in), .wipe(fifo$wipe),
        .source_idle(fifo$source_idle), .wiping(fifo$wiping), .pop(fifo$pop), .valid(fifo$valid),
        .q$0(fifo$q$0), .q$1(fifo$q$1), .q$2(fifo$q$2), .q$3(fifo$q$3), .last(fifo$last));
    aes_axis_words out_words(.w$0(out_words$w$0), .w$1(out_words$w$1), .w$2(out_words$w$2),
        .w$3(out_words$w$3), .y(out_words$y));
    aes_axis_dff6 credits(.d(credits$d), .q(credits$q), .clock(credits$clock));
    aes_axis_dff1 credits_full(.d(credits_full$d), .q(credits_full$q), .clock(credits_full$clock));
    aes_axis_copies2 tready_q(.clock(tready_q$clock), .d(tready_q$d), .q(tready_q$q));
    aes_axis_dff32 blocks_in(.d(blocks_in$d), .q(blocks_in$q), .clock(blocks_in$clock));
    aes_axis_dff32 blocks_out(.d(blocks_out$d), .q(blocks_out$q), .clock(blocks_out$clock));
    aes_axis_dff1 partial_beat(.d(partial_beat$d), .q(partial_beat$q), .clock(partial_beat$clock));

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

endmodule // aes_axis

// Used by 274 instances: blocks_in, blocks_out, core$expansion$rcon, core$expansion$window$0, ... (270 more)
module aes_axis_dff32(d,q,clock);

    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 32'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff32

// Used by instance: core
module aes_axis_core(clock,reset,in_data,in_last,in_valid,in_ready,out_data,out_last,out_valid,out_valid_next,out_ready,key_we,key_addr,key_data,ctrl_we,key_len,decrypt,zeroize,key_ready,key_partial,deriving,refreshing,busy);

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
    aes_axis_dff1 key_we_q(.d(key_we_q$d), .q(key_we_q$q), .clock(key_we_q$clock));
    aes_axis_dff3 key_addr_q(.d(key_addr_q$d), .q(key_addr_q$q), .clock(key_addr_q$clock));
    aes_axis_dff32 key_data_q(.d(key_data_q$d), .q(key_data_q$q), .clock(key_data_q$clock));
    aes_axis_dff1 ctrl_we_q(.d(ctrl_we_q$d), .q(ctrl_we_q$q), .clock(ctrl_we_q$clock));
    aes_axis_dff2 key_len_q(.d(key_len_q$d), .q(key_len_q$q), .clock(key_len_q$clock));
    aes_axis_dff1 decrypt_q(.d(decrypt_q$d), .q(decrypt_q$q), .clock(decrypt_q$clock));
    aes_axis_dff1 zeroize_q(.d(zeroize_q$d), .q(zeroize_q$q), .clock(zeroize_q$clock));
    aes_axis_dff32 key_words$0(.d(key_words$0$d), .q(key_words$0$q), .clock(key_words$0$clock));
    aes_axis_dff32 key_words$1(.d(key_words$1$d), .q(key_words$1$q), .clock(key_words$1$clock));
    aes_axis_dff32 key_words$2(.d(key_words$2$d), .q(key_words$2$q), .clock(key_words$2$clock));
    aes_axis_dff32 key_words$3(.d(key_words$3$d), .q(key_words$3$q), .clock(key_words$3$clock));
    aes_axis_dff32 key_words$4(.d(key_words$4$d), .q(key_words$4$q), .clock(key_words$4$clock));
    aes_axis_dff32 key_words$5(.d(key_words$5$d), .q(key_words$5$q), .clock(key_words$5$clock));
    aes_axis_dff32 key_words$6(.d(key_words$6$d), .q(key_words$6$q), .clock(key_words$6$clock));
    aes_axis_dff32 key_words$7(.d(key_words$7$d), .q(key_words$7$q), .clock(key_words$7$clock));
    aes_axis_dff1 written$0(.d(written$0$d), .q(written$0$q), .clock(written$0$clock));
    aes_axis_dff1 written$1(.d(written$1$d), .q(written$1$q), .clock(written$1$clock));
    aes_axis_dff1 written$2(.d(written$2$d), .q(written$2$q), .clock(written$2$clock));
    aes_axis_dff1 written$3(.d(written$3$d), .q(written$3$q), .clock(written$3$clock));
    aes_axis_dff1 written$4(.d(written$4$d), .q(written$4$q), .clock(written$4$clock));
    aes_axis_dff1 written$5(.d(written$5$d), .q(written$5$q), .clock(written$5$clock));
    aes_axis_dff1 written$6(.d(written$6$d), .q(written$6$q), .clock(written$6$clock));
    aes_axis_dff1 written$7(.d(written$7$d), .q(written$7$q), .clock(written$7$clock));
    aes_axis_dff1 update_open(.d(update_open$d), .q(update_open$q), .clock(update_open$clock));
    aes_axis_core_expansion expansion(.clock(expansion$clock), .reset(expansion$reset),
        .key_write(expansion$key_write), .clear(expansion$clear), .supported(expansion$supported),
        .key_len(expansion$key_len), .decrypt_in(expansion$decrypt_in), .key$0(expansion$key$0),
        .key$1(expansion$key$1), .key$2(expansion$key$2), .key$3(expansion$key$3),
        .key$4(expansion$key$4), .key$5(expansion$key$5), .key$6(expansion$key$6),
        .key$7(expansion$key$7), .rd_hot(expansion$rd_hot), .rd0(expansion$rd0),
        .rd1(expansion$rd1), .rd2(expansion$rd2), .rd3(expansion$rd3),
        .produced(expansion$produced), .rounds(expansion$rounds), .decrypt(expansion$decrypt),
        .deriving(expansion$deriving), .storing(expansion$storing), .starting(expansion$starting));
    aes_axis_core_refresh refresh(.clock(refresh$clock), .reset(refresh$reset),
        .key_write(refresh$key_write), .clear(refresh$clear), .busy(refresh$busy),
        .produced(refresh$produced), .storing(refresh$storing),
        .derive_starting(refresh$derive_starting), .rounds(refresh$rounds),
        .rd_addr(refresh$rd_addr), .rd_hot(refresh$rd_hot), .load(refresh$load),
        .refreshing(refresh$refreshing), .key_ready(refresh$key_ready),
        .key_ready_held(refresh$key_ready_held), .pending_next(refresh$pending_next));
    aes_axis_core_fanout fanout(.clock(fanout$clock), .reset(fanout$reset), .clear(fanout$clear),
        .load(fanout$load), .rd_addr(fanout$rd_addr), .rd0(fanout$rd0), .rd1(fanout$rd1),
        .rd2(fanout$rd2), .rd3(fanout$rd3), .rounds(fanout$rounds), .decrypt(fanout$decrypt),
        .stage_load$0(fanout$stage_load$0), .stage_load$1(fanout$stage_load$1),
        .stage_load$2(fanout$stage_load$2), .stage_load$3(fanout$stage_load$3),
        .stage_load$4(fanout$stage_load$4), .stage_load$5(fanout$stage_load$5),
        .stage_load$6(fanout$stage_load$6), .stage_load$7(fanout$stage_load$7),
        .stage_load$8(fanout$stage_load$8), .stage_load$9(fanout$stage_load$9),
        .stage_load$10(fanout$stage_load$10), .stage_load$11(fanout$stage_load$11),
        .stage_load$12(fanout$stage_load$12), .stage_load$13(fanout$stage_load$13),
        .stage_load$14(fanout$stage_load$14), .k0$0(fanout$k0$0), .k0$1(fanout$k0$1),
        .k0$2(fanout$k0$2), .k0$3(fanout$k0$3), .k1$0(fanout$k1$0), .k1$1(fanout$k1$1),
        .k1$2(fanout$k1$2), .k1$3(fanout$k1$3), .k2$0(fanout$k2$0), .k2$1(fanout$k2$1),
        .k2$2(fanout$k2$2), .k2$3(fanout$k2$3), .k3$0(fanout$k3$0), .k3$1(fanout$k3$1),
        .k3$2(fanout$k3$2), .k3$3(fanout$k3$3));
    aes_axis_core_transaction transaction(.clock(transaction$clock), .reset(transaction$reset),
        .in_valid(transaction$in_valid), .in_last(transaction$in_last), .accept(transaction$accept),
        .in_flight(transaction$in_flight), .can_start(transaction$can_start),
        .can_start_next(transaction$can_start_next), .accepting(transaction$accepting),
        .accepting_fsm(transaction$accepting_fsm), .busy(transaction$busy),
        .active_next(transaction$active_next));
    aes_axis_core_stages_0 stages$0(.clock(stages$0$clock), .reset(stages$0$reset),
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
    aes_axis_core_stages_1 stages$1(.clock(stages$1$clock), .reset(stages$1$reset),
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
    aes_axis_core_stages_1 stages$2(.clock(stages$2$clock), .reset(stages$2$reset),
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
    aes_axis_core_stages_1 stages$3(.clock(stages$3$clock), .reset(stages$3$reset),
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
    aes_axis_core_stages_1 stages$4(.clock(stages$4$clock), .reset(stages$4$reset),
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
    aes_axis_core_stages_1 stages$5(.clock(stages$5$clock), .reset(stages$5$reset),
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
    aes_axis_core_stages_1 stages$6(.clock(stages$6$clock), .reset(stages$6$reset),
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
    aes_axis_core_stages_1 stages$7(.clock(stages$7$clock), .reset(stages$7$reset),
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
    aes_axis_core_stages_1 stages$8(.clock(stages$8$clock), .reset(stages$8$reset),
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
    aes_axis_core_stages_1 stages$9(.clock(stages$9$clock), .reset(stages$9$reset),
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
    aes_axis_core_stages_10 stages$10(.clock(stages$10$clock), .reset(stages$10$reset),
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
    aes_axis_core_stages_10 stages$11(.clock(stages$11$clock), .reset(stages$11$reset),
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
    aes_axis_core_stages_10 stages$12(.clock(stages$12$clock), .reset(stages$12$reset),
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
    aes_axis_core_stages_10 stages$13(.clock(stages$13$clock), .reset(stages$13$reset),
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
    aes_axis_core_stages_14 stages$14(.clock(stages$14$clock), .reset(stages$14$reset),
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
    aes_axis_last_doubles_shared last_doubles(.w$0(last_doubles$w$0), .w$1(last_doubles$w$1),
        .w$2(last_doubles$w$2), .w$3(last_doubles$w$3));
    aes_axis_words out_words(.w$0(out_words$w$0), .w$1(out_words$w$1), .w$2(out_words$w$2),
        .w$3(out_words$w$3), .y(out_words$y));
    aes_axis_dff2 written_key_len(.d(written_key_len$d), .q(written_key_len$q),
        .clock(written_key_len$clock));
    aes_axis_dff1 written_decrypt(.d(written_decrypt$d), .q(written_decrypt$q),
        .clock(written_decrypt$clock));
    aes_axis_dff1 taps$0(.d(taps$0$d), .q(taps$0$q), .clock(taps$0$clock));
    aes_axis_dff1 taps$1(.d(taps$1$d), .q(taps$1$q), .clock(taps$1$clock));
    aes_axis_dff1 taps$2(.d(taps$2$d), .q(taps$2$q), .clock(taps$2$clock));
    aes_axis_dff1 taps$3(.d(taps$3$d), .q(taps$3$q), .clock(taps$3$clock));
    aes_axis_dff1 taps$4(.d(taps$4$d), .q(taps$4$q), .clock(taps$4$clock));
    aes_axis_dff1 taps$5(.d(taps$5$d), .q(taps$5$q), .clock(taps$5$clock));
    aes_axis_dff1 taps$6(.d(taps$6$d), .q(taps$6$q), .clock(taps$6$clock));
    aes_axis_dff1 taps$7(.d(taps$7$d), .q(taps$7$q), .clock(taps$7$clock));
    aes_axis_dff1 taps$8(.d(taps$8$d), .q(taps$8$q), .clock(taps$8$clock));
    aes_axis_dff1 taps$9(.d(taps$9$d), .q(taps$9$q), .clock(taps$9$clock));
    aes_axis_dff1 taps$10(.d(taps$10$d), .q(taps$10$q), .clock(taps$10$clock));
    aes_axis_dff1 taps$11(.d(taps$11$d), .q(taps$11$q), .clock(taps$11$clock));
    aes_axis_dff1 taps$12(.d(taps$12$d), .q(taps$12$q), .clock(taps$12$clock));
    aes_axis_dff1 taps$13(.d(taps$13$d), .q(taps$13$q), .clock(taps$13$clock));
    aes_axis_dff1 taps$14(.d(taps$14$d), .q(taps$14$q), .clock(taps$14$clock));
    aes_axis_dff1 tapped_valid(.d(tapped_valid$d), .q(tapped_valid$q), .clock(tapped_valid$clock));
    aes_axis_dff1 tapped_last(.d(tapped_last$d), .q(tapped_last$q), .clock(tapped_last$clock));
    aes_axis_copies1 leave_valid(.clock(leave_valid$clock), .d(leave_valid$d), .q(leave_valid$q));
    aes_axis_dff1 loaded_decrypt(.d(loaded_decrypt$d), .q(loaded_decrypt$q),
        .clock(loaded_decrypt$clock));
    aes_axis_copies1 stage_decrypt$0(.clock(stage_decrypt$0$clock), .d(stage_decrypt$0$d),
        .q(stage_decrypt$0$q));
    aes_axis_copies1 stage_decrypt$1(.clock(stage_decrypt$1$clock), .d(stage_decrypt$1$d),
        .q(stage_decrypt$1$q));
    aes_axis_copies1 stage_decrypt$2(.clock(stage_decrypt$2$clock), .d(stage_decrypt$2$d),
        .q(stage_decrypt$2$q));
    aes_axis_copies1 stage_decrypt$3(.clock(stage_decrypt$3$clock), .d(stage_decrypt$3$d),
        .q(stage_decrypt$3$q));
    aes_axis_copies1 stage_decrypt$4(.clock(stage_decrypt$4$clock), .d(stage_decrypt$4$d),
        .q(stage_decrypt$4$q));
    aes_axis_copies1 stage_decrypt$5(.clock(stage_decrypt$5$clock), .d(stage_decrypt$5$d),
        .q(stage_decrypt$5$q));
    aes_axis_copies1 stage_decrypt$6(.clock(stage_decrypt$6$clock), .d(stage_decrypt$6$d),
        .q(stage_decrypt$6$q));
    aes_axis_copies1 stage_decrypt$7(.clock(stage_decrypt$7$clock), .d(stage_decrypt$7$d),
        .q(stage_decrypt$7$q));
    aes_axis_copies1 stage_decrypt$8(.clock(stage_decrypt$8$clock), .d(stage_decrypt$8$d),
        .q(stage_decrypt$8$q));
    aes_axis_copies1 stage_decrypt$9(.clock(stage_decrypt$9$clock), .d(stage_decrypt$9$d),
        .q(stage_decrypt$9$q));
    aes_axis_copies1 stage_decrypt$10(.clock(stage_decrypt$10$clock), .d(stage_decrypt$10$d),
        .q(stage_decrypt$10$q));
    aes_axis_copies1 stage_decrypt$11(.clock(stage_decrypt$11$clock), .d(stage_decrypt$11$d),
        .q(stage_decrypt$11$q));
    aes_axis_copies1 stage_decrypt$12(.clock(stage_decrypt$12$clock), .d(stage_decrypt$12$d),
        .q(stage_decrypt$12$q));
    aes_axis_copies1 stage_decrypt$13(.clock(stage_decrypt$13$clock), .d(stage_decrypt$13$d),
        .q(stage_decrypt$13$q));
    aes_axis_copies1 stage_decrypt$14(.clock(stage_decrypt$14$clock), .d(stage_decrypt$14$d),
        .q(stage_decrypt$14$q));
    aes_axis_dff1 wipe_pending(.d(wipe_pending$d), .q(wipe_pending$q), .clock(wipe_pending$clock));
    aes_axis_core_rk_clear rk_clear(.clock(rk_clear$clock), .reset(rk_clear$reset),
        .wipe_request_next(rk_clear$wipe_request_next), .active_next(rk_clear$active_next),
        .in_flight_next(rk_clear$in_flight_next),
        .refresh_pending_next(rk_clear$refresh_pending_next), .busy(rk_clear$busy),
        .clear$0(rk_clear$clear$0), .clear$1(rk_clear$clear$1), .clear$2(rk_clear$clear$2),
        .clear$3(rk_clear$clear$3), .clear$4(rk_clear$clear$4), .clear$5(rk_clear$clear$5),
        .clear$6(rk_clear$clear$6), .clear$7(rk_clear$clear$7), .clear$8(rk_clear$clear$8),
        .clear$9(rk_clear$clear$9), .clear$10(rk_clear$clear$10), .clear$11(rk_clear$clear$11),
        .clear$12(rk_clear$clear$12), .clear$13(rk_clear$clear$13), .clear$14(rk_clear$clear$14));
    aes_axis_dff1 wipe_clear(.d(wipe_clear$d), .q(wipe_clear$q), .clock(wipe_clear$clock));
    aes_axis_dff1 busy_q(.d(busy_q$d), .q(busy_q$q), .clock(busy_q$clock));
    aes_axis_dff5 blocks(.d(blocks$d), .q(blocks$q), .clock(blocks$clock));
    aes_axis_dff1 in_flight_q(.d(in_flight_q$d), .q(in_flight_q$q), .clock(in_flight_q$clock));
    aes_axis_core_unit_clears unit_clears(.clock(unit_clears$clock), .d(unit_clears$d),
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

endmodule // aes_axis_core

// Used by 3 instances: core$blocks, modes$gcm$b_count, modes$gcm$fly
module aes_axis_dff5(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 5'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff5

// Used by 258 instances: core$busy_q, core$ctrl_we_q, core$decrypt_q, core$expansion$decrypt_reg, ... (254 more)
module aes_axis_dff1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial q = 1'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff1

// Used by instance: core$expansion
module aes_axis_core_expansion(clock,reset,key_write,clear,supported,key_len,decrypt_in,key$0,key$1,key$2,key$3,key$4,key$5,key$6,key$7,rd_hot,rd0,rd1,rd2,rd3,produced,rounds,decrypt,deriving,storing,starting);

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
    aes_axis_core_expansion_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_axis_dff1 pending(.d(pending$d), .q(pending$q), .clock(pending$clock));
    aes_axis_dff4 round(.d(round$d), .q(round$q), .clock(round$clock));
    aes_axis_dff2 key_len_reg(.d(key_len_reg$d), .q(key_len_reg$q), .clock(key_len_reg$clock));
    aes_axis_dff4 rounds_reg(.d(rounds_reg$d), .q(rounds_reg$q), .clock(rounds_reg$clock));
    aes_axis_dff1 decrypt_reg(.d(decrypt_reg$d), .q(decrypt_reg$q), .clock(decrypt_reg$clock));
    aes_axis_dff2 phase(.d(phase$d), .q(phase$q), .clock(phase$clock));
    aes_axis_dff1 first(.d(first$d), .q(first$q), .clock(first$clock));
    aes_axis_dff32 rcon(.d(rcon$d), .q(rcon$q), .clock(rcon$clock));
    aes_axis_dff32 window$0(.d(window$0$d), .q(window$0$q), .clock(window$0$clock));
    aes_axis_dff32 window$1(.d(window$1$d), .q(window$1$q), .clock(window$1$clock));
    aes_axis_dff32 window$2(.d(window$2$d), .q(window$2$q), .clock(window$2$clock));
    aes_axis_dff32 window$3(.d(window$3$d), .q(window$3$q), .clock(window$3$clock));
    aes_axis_dff32 window$4(.d(window$4$d), .q(window$4$q), .clock(window$4$clock));
    aes_axis_dff32 window$5(.d(window$5$d), .q(window$5$q), .clock(window$5$clock));
    aes_axis_dff32 window$6(.d(window$6$d), .q(window$6$q), .clock(window$6$clock));
    aes_axis_dff32 window$7(.d(window$7$d), .q(window$7$q), .clock(window$7$clock));
    aes_axis_core_expansion_coef coef$0(.d(coef$0$d), .q(coef$0$q), .clock(coef$0$clock));
    aes_axis_core_expansion_coef coef$1(.d(coef$1$d), .q(coef$1$q), .clock(coef$1$clock));
    aes_axis_core_expansion_coef coef$2(.d(coef$2$d), .q(coef$2$q), .clock(coef$2$clock));
    aes_axis_core_expansion_coef coef$3(.d(coef$3$d), .q(coef$3$q), .clock(coef$3$clock));
    aes_axis_core_expansion_coef coef$4(.d(coef$4$d), .q(coef$4$q), .clock(coef$4$clock));
    aes_axis_core_expansion_step step(.c$0(step$c$0), .c$1(step$c$1), .c$2(step$c$2),
        .c$3(step$c$3), .c$4(step$c$4), .window$0(step$window$0), .window$1(step$window$1),
        .window$2(step$window$2), .window$3(step$window$3), .window$4(step$window$4),
        .window$5(step$window$5), .window$6(step$window$6), .window$7(step$window$7),
        .sub(step$sub), .sub_rcon(step$sub_rcon), .key$0(step$key$0), .key$1(step$key$1),
        .key$2(step$key$2), .key$3(step$key$3), .key$4(step$key$4), .key$5(step$key$5),
        .key$6(step$key$6), .key$7(step$key$7), .y$0(step$y$0), .y$1(step$y$1), .y$2(step$y$2),
        .y$3(step$y$3), .y$4(step$y$4));
    aes_axis_core_expansion_round_keys round_keys0(.clock(round_keys0$clock),
        .clear(round_keys0$clear), .we(round_keys0$we), .wa(round_keys0$wa), .wd(round_keys0$wd),
        .ra(round_keys0$ra), .rd(round_keys0$rd));
    aes_axis_core_expansion_round_keys round_keys1(.clock(round_keys1$clock),
        .clear(round_keys1$clear), .we(round_keys1$we), .wa(round_keys1$wa), .wd(round_keys1$wd),
        .ra(round_keys1$ra), .rd(round_keys1$rd));
    aes_axis_core_expansion_round_keys round_keys2(.clock(round_keys2$clock),
        .clear(round_keys2$clear), .we(round_keys2$we), .wa(round_keys2$wa), .wd(round_keys2$wd),
        .ra(round_keys2$ra), .rd(round_keys2$rd));
    aes_axis_core_expansion_round_keys round_keys3(.clock(round_keys3$clock),
        .clear(round_keys3$clear), .we(round_keys3$we), .wa(round_keys3$wa), .wd(round_keys3$wd),
        .ra(round_keys3$ra), .rd(round_keys3$rd));
    aes_axis_dff32 write_key$0(.d(write_key$0$d), .q(write_key$0$q), .clock(write_key$0$clock));
    aes_axis_dff32 write_key$1(.d(write_key$1$d), .q(write_key$1$q), .clock(write_key$1$clock));
    aes_axis_dff32 write_key$2(.d(write_key$2$d), .q(write_key$2$q), .clock(write_key$2$clock));
    aes_axis_dff32 write_key$3(.d(write_key$3$d), .q(write_key$3$q), .clock(write_key$3$clock));
    aes_axis_dff4 write_round(.d(write_round$d), .q(write_round$q), .clock(write_round$clock));
    aes_axis_dff1 write_q(.d(write_q$d), .q(write_q$q), .clock(write_q$clock));
    aes_axis_dff4 produced_q(.d(produced_q$d), .q(produced_q$q), .clock(produced_q$clock));
    aes_axis_copies4 key_clears(.clock(key_clears$clock), .d(key_clears$d), .q(key_clears$q));
    aes_axis_copies2 wipes(.clock(wipes$clock), .d(wipes$d), .q(wipes$q));
    aes_axis_sub sub(.clock(sub$clock), .clear(sub$clear), .a(sub$a), .y(sub$y), .y_rot(sub$y_rot));

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

endmodule // aes_axis_core_expansion

// Used by 5 instances: core$expansion$coef$0, core$expansion$coef$1, core$expansion$coef$2, core$expansion$coef$3, ... (1 more)
module aes_axis_core_expansion_coef(d,q,clock);

    // Module arguments
    input wire  [17:0] d;
    output reg  [17:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 18'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_core_expansion_coef

// Used by 2 instances: core$expansion$key_clears, modes$gcm$x_enc
module aes_axis_copies4(clock,d,q);

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
endmodule // aes_axis_copies4

// Used by 13 instances: core$expansion$key_len_reg, core$expansion$phase, core$key_len_q, core$refresh$settle, ... (9 more)
module aes_axis_dff2(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 2'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff2

// Used by 12 instances: core$expansion$produced_q, core$expansion$round, core$expansion$rounds_reg, core$expansion$write_round, ... (8 more)
module aes_axis_dff4(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 4'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff4

// Used by 4 instances: core$expansion$round_keys0, core$expansion$round_keys1, core$expansion$round_keys2, core$expansion$round_keys3
module aes_axis_core_expansion_round_keys(clock,clear,we,wa,wd,ra,rd);

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
endmodule // aes_axis_core_expansion_round_keys

// Used by instance: core$expansion$state
module aes_axis_core_expansion_state(d,q,clock);

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
endmodule // aes_axis_core_expansion_state

// Used by instance: core$expansion$step
module aes_axis_core_expansion_step(c$0,c$1,c$2,c$3,c$4,window$0,window$1,window$2,window$3,window$4,window$5,window$6,window$7,sub,sub_rcon,key$0,key$1,key$2,key$3,key$4,key$5,key$6,key$7,y$0,y$1,y$2,y$3,y$4);

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
endmodule // aes_axis_core_expansion_step

// Used by 2 instances: core$expansion$sub, modes$xts$tweak$ksub
module aes_axis_sub(clock,clear,a,y,y_rot);

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
endmodule // aes_axis_sub

// Used by 4 instances: core$expansion$wipes, core$transaction$accepting_q, modes$ready_ahead$ready_q, tready_q
module aes_axis_copies2(clock,d,q);

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
endmodule // aes_axis_copies2

// Used by instance: core$fanout
module aes_axis_core_fanout(clock,reset,clear,load,rd_addr,rd0,rd1,rd2,rd3,rounds,decrypt,stage_load$0,stage_load$1,stage_load$2,stage_load$3,stage_load$4,stage_load$5,stage_load$6,stage_load$7,stage_load$8,stage_load$9,stage_load$10,stage_load$11,stage_load$12,stage_load$13,stage_load$14,k0$0,k0$1,k0$2,k0$3,k1$0,k1$1,k1$2,k1$3,k2$0,k2$1,k2$2,k2$3,k3$0,k3$1,k3$2,k3$3);

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
    aes_axis_dff32 read$0(.d(read$0$d), .q(read$0$q), .clock(read$0$clock));
    aes_axis_dff32 read$1(.d(read$1$d), .q(read$1$q), .clock(read$1$clock));
    aes_axis_dff32 read$2(.d(read$2$d), .q(read$2$q), .clock(read$2$clock));
    aes_axis_dff32 read$3(.d(read$3$d), .q(read$3$q), .clock(read$3$clock));
    aes_axis_dff1 read_load(.d(read_load$d), .q(read_load$q), .clock(read_load$clock));
    aes_axis_dff4 read_stage(.d(read_stage$d), .q(read_stage$q), .clock(read_stage$clock));
    aes_axis_dff1 read_plain(.d(read_plain$d), .q(read_plain$q), .clock(read_plain$clock));
    aes_axis_core_mix inv_mix$0(.a(inv_mix$0$a), .da(inv_mix$0$da), .bypass(inv_mix$0$bypass),
        .inverse(inv_mix$0$inverse), .y(inv_mix$0$y));
    aes_axis_core_mix inv_mix$1(.a(inv_mix$1$a), .da(inv_mix$1$da), .bypass(inv_mix$1$bypass),
        .inverse(inv_mix$1$inverse), .y(inv_mix$1$y));
    aes_axis_core_mix inv_mix$2(.a(inv_mix$2$a), .da(inv_mix$2$da), .bypass(inv_mix$2$bypass),
        .inverse(inv_mix$2$inverse), .y(inv_mix$2$y));
    aes_axis_core_mix inv_mix$3(.a(inv_mix$3$a), .da(inv_mix$3$da), .bypass(inv_mix$3$bypass),
        .inverse(inv_mix$3$inverse), .y(inv_mix$3$y));
    aes_axis_core_fanout_doubles doubles$0(.a(doubles$0$a), .y(doubles$0$y));
    aes_axis_core_fanout_doubles doubles$1(.a(doubles$1$a), .y(doubles$1$y));
    aes_axis_core_fanout_doubles doubles$2(.a(doubles$2$a), .y(doubles$2$y));
    aes_axis_core_fanout_doubles doubles$3(.a(doubles$3$a), .y(doubles$3$y));
    aes_axis_dff32 mixed$0(.d(mixed$0$d), .q(mixed$0$q), .clock(mixed$0$clock));
    aes_axis_dff32 mixed$1(.d(mixed$1$d), .q(mixed$1$q), .clock(mixed$1$clock));
    aes_axis_dff32 mixed$2(.d(mixed$2$d), .q(mixed$2$q), .clock(mixed$2$clock));
    aes_axis_dff32 mixed$3(.d(mixed$3$d), .q(mixed$3$q), .clock(mixed$3$clock));
    aes_axis_dff1 mixed_load(.d(mixed_load$d), .q(mixed_load$q), .clock(mixed_load$clock));
    aes_axis_dff4 mixed_stage(.d(mixed_stage$d), .q(mixed_stage$q), .clock(mixed_stage$clock));
    aes_axis_dff32 group0$0(.d(group0$0$d), .q(group0$0$q), .clock(group0$0$clock));
    aes_axis_dff32 group0$1(.d(group0$1$d), .q(group0$1$q), .clock(group0$1$clock));
    aes_axis_dff32 group0$2(.d(group0$2$d), .q(group0$2$q), .clock(group0$2$clock));
    aes_axis_dff32 group0$3(.d(group0$3$d), .q(group0$3$q), .clock(group0$3$clock));
    aes_axis_dff32 group1$0(.d(group1$0$d), .q(group1$0$q), .clock(group1$0$clock));
    aes_axis_dff32 group1$1(.d(group1$1$d), .q(group1$1$q), .clock(group1$1$clock));
    aes_axis_dff32 group1$2(.d(group1$2$d), .q(group1$2$q), .clock(group1$2$clock));
    aes_axis_dff32 group1$3(.d(group1$3$d), .q(group1$3$q), .clock(group1$3$clock));
    aes_axis_dff32 group2$0(.d(group2$0$d), .q(group2$0$q), .clock(group2$0$clock));
    aes_axis_dff32 group2$1(.d(group2$1$d), .q(group2$1$q), .clock(group2$1$clock));
    aes_axis_dff32 group2$2(.d(group2$2$d), .q(group2$2$q), .clock(group2$2$clock));
    aes_axis_dff32 group2$3(.d(group2$3$d), .q(group2$3$q), .clock(group2$3$clock));
    aes_axis_dff32 group3$0(.d(group3$0$d), .q(group3$0$q), .clock(group3$0$clock));
    aes_axis_dff32 group3$1(.d(group3$1$d), .q(group3$1$q), .clock(group3$1$clock));
    aes_axis_dff32 group3$2(.d(group3$2$d), .q(group3$2$q), .clock(group3$2$clock));
    aes_axis_dff32 group3$3(.d(group3$3$d), .q(group3$3$q), .clock(group3$3$clock));
    aes_axis_dff1 group_hit$0(.d(group_hit$0$d), .q(group_hit$0$q), .clock(group_hit$0$clock));
    aes_axis_dff1 group_hit$1(.d(group_hit$1$d), .q(group_hit$1$q), .clock(group_hit$1$clock));
    aes_axis_dff1 group_hit$2(.d(group_hit$2$d), .q(group_hit$2$q), .clock(group_hit$2$clock));
    aes_axis_dff1 group_hit$3(.d(group_hit$3$d), .q(group_hit$3$q), .clock(group_hit$3$clock));
    aes_axis_dff1 group_hit$4(.d(group_hit$4$d), .q(group_hit$4$q), .clock(group_hit$4$clock));
    aes_axis_dff1 group_hit$5(.d(group_hit$5$d), .q(group_hit$5$q), .clock(group_hit$5$clock));
    aes_axis_dff1 group_hit$6(.d(group_hit$6$d), .q(group_hit$6$q), .clock(group_hit$6$clock));
    aes_axis_dff1 group_hit$7(.d(group_hit$7$d), .q(group_hit$7$q), .clock(group_hit$7$clock));
    aes_axis_dff1 group_hit$8(.d(group_hit$8$d), .q(group_hit$8$q), .clock(group_hit$8$clock));
    aes_axis_dff1 group_hit$9(.d(group_hit$9$d), .q(group_hit$9$q), .clock(group_hit$9$clock));
    aes_axis_dff1 group_hit$10(.d(group_hit$10$d), .q(group_hit$10$q), .clock(group_hit$10$clock));
    aes_axis_dff1 group_hit$11(.d(group_hit$11$d), .q(group_hit$11$q), .clock(group_hit$11$clock));
    aes_axis_dff1 group_hit$12(.d(group_hit$12$d), .q(group_hit$12$q), .clock(group_hit$12$clock));
    aes_axis_dff1 group_hit$13(.d(group_hit$13$d), .q(group_hit$13$q), .clock(group_hit$13$clock));
    aes_axis_dff1 group_hit$14(.d(group_hit$14$d), .q(group_hit$14$q), .clock(group_hit$14$clock));
    aes_axis_copies1 wipes$0(.clock(wipes$0$clock), .d(wipes$0$d), .q(wipes$0$q));
    aes_axis_copies1 wipes$1(.clock(wipes$1$clock), .d(wipes$1$d), .q(wipes$1$q));
    aes_axis_copies1 wipes$2(.clock(wipes$2$clock), .d(wipes$2$d), .q(wipes$2$q));
    aes_axis_copies1 wipes$3(.clock(wipes$3$clock), .d(wipes$3$d), .q(wipes$3$q));
    aes_axis_copies1 wipes$4(.clock(wipes$4$clock), .d(wipes$4$d), .q(wipes$4$q));

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

endmodule // aes_axis_core_fanout

// Used by 4 instances: core$fanout$doubles$0, core$fanout$doubles$1, core$fanout$doubles$2, core$fanout$doubles$3
module aes_axis_core_fanout_doubles(a,y);

    // Module arguments
    input wire  [31:0] a;
    output reg  [31:0] y;

    // Update code (custom)
    wire [31:0] a2_m = {7'd0, a[31], 7'd0, a[23], 7'd0, a[15], 7'd0, a[7]};
    wire [31:0] a2 = {a[30:24], 1'b0, a[22:16], 1'b0, a[14:8], 1'b0, a[6:0], 1'b0}
        ^ a2_m ^ {a2_m[30:0], 1'b0} ^ {a2_m[28:0], 3'b0} ^ {a2_m[27:0], 4'b0};
    always @(*) y = a2;
endmodule // aes_axis_core_fanout_doubles

// Used by 64 instances: core$fanout$inv_mix$0, core$fanout$inv_mix$1, core$fanout$inv_mix$2, core$fanout$inv_mix$3, ... (60 more)
module aes_axis_core_mix(a,da,bypass,inverse,y);

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
endmodule // aes_axis_core_mix

// Used by 38 instances: core$fanout$wipes$0, core$fanout$wipes$1, core$fanout$wipes$2, core$fanout$wipes$3, ... (34 more)
module aes_axis_copies1(clock,d,q);

    // Module arguments
    input wire  clock;
    input wire  d;
    output reg  q;

    // Update code (custom)
    reg r0;
    initial r0 = 1'b0;
    (* keep *) always @(posedge clock) r0 <= d;
    always @(*) q = {r0};
endmodule // aes_axis_copies1

// Used by 9 instances: core$key_addr_q, modes$ctr$ch_ones, modes$ctr$iv_ones, modes$mode_q, ... (5 more)
module aes_axis_dff3(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 3'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff3

// Used by 2 instances: core$last_doubles, modes$xts$lanes_unused
module aes_axis_last_doubles_shared(w$0,w$1,w$2,w$3);

    // Module arguments
    input wire  [31:0] w$0;
    input wire  [31:0] w$1;
    input wire  [31:0] w$2;
    input wire  [31:0] w$3;

    // Update code (custom)
    wire _unused_ok = &{1'b0, w$0, w$1, w$2, w$3, 1'b0};
endmodule // aes_axis_last_doubles_shared

// Used by 3 instances: core$out_words, modes$core_words, out_words
module aes_axis_words(w$0,w$1,w$2,w$3,y);

    // Module arguments
    input wire  [31:0] w$0;
    input wire  [31:0] w$1;
    input wire  [31:0] w$2;
    input wire  [31:0] w$3;
    output reg  [127:0] y;

    // Update code (custom)
    always @(*) y = {w$3, w$2, w$1, w$0};
endmodule // aes_axis_words

// Used by instance: core$refresh
module aes_axis_core_refresh(clock,reset,key_write,clear,busy,produced,storing,derive_starting,rounds,rd_addr,rd_hot,load,refreshing,key_ready,key_ready_held,pending_next);

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
    aes_axis_core_refresh_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_axis_dff1 pending(.d(pending$d), .q(pending$q), .clock(pending$clock));
    aes_axis_dff4 index(.d(index$d), .q(index$q), .clock(index$clock));
    aes_axis_dff16 index_hot(.d(index_hot$d), .q(index_hot$q), .clock(index_hot$clock));
    aes_axis_dff2 settle(.d(settle$d), .q(settle$q), .clock(settle$clock));
    aes_axis_dff1 ready(.d(ready$d), .q(ready$q), .clock(ready$clock));
    aes_axis_dff1 waiting(.d(waiting$d), .q(waiting$q), .clock(waiting$clock));

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

endmodule // aes_axis_core_refresh

// Used by 4 instances: core$refresh$index_hot, modes$gcm$b_mask, modes$gcm$x_mask, modes$xts$tail_keep
module aes_axis_dff16(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 16'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff16

// Used by instance: core$refresh$state
module aes_axis_core_refresh_state(d,q,clock);

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
endmodule // aes_axis_core_refresh_state

// Used by instance: core$rk_clear
module aes_axis_core_rk_clear(clock,reset,wipe_request_next,active_next,in_flight_next,refresh_pending_next,busy,clear$0,clear$1,clear$2,clear$3,clear$4,clear$5,clear$6,clear$7,clear$8,clear$9,clear$10,clear$11,clear$12,clear$13,clear$14);

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
    aes_axis_dff1 ahead(.d(ahead$d), .q(ahead$q), .clock(ahead$clock));
    aes_axis_copies1 copies$0(.clock(copies$0$clock), .d(copies$0$d), .q(copies$0$q));
    aes_axis_copies1 copies$1(.clock(copies$1$clock), .d(copies$1$d), .q(copies$1$q));
    aes_axis_copies1 copies$2(.clock(copies$2$clock), .d(copies$2$d), .q(copies$2$q));
    aes_axis_copies1 copies$3(.clock(copies$3$clock), .d(copies$3$d), .q(copies$3$q));
    aes_axis_copies1 copies$4(.clock(copies$4$clock), .d(copies$4$d), .q(copies$4$q));
    aes_axis_copies1 copies$5(.clock(copies$5$clock), .d(copies$5$d), .q(copies$5$q));
    aes_axis_copies1 copies$6(.clock(copies$6$clock), .d(copies$6$d), .q(copies$6$q));
    aes_axis_copies1 copies$7(.clock(copies$7$clock), .d(copies$7$d), .q(copies$7$q));
    aes_axis_copies1 copies$8(.clock(copies$8$clock), .d(copies$8$d), .q(copies$8$q));
    aes_axis_copies1 copies$9(.clock(copies$9$clock), .d(copies$9$d), .q(copies$9$q));
    aes_axis_copies1 copies$10(.clock(copies$10$clock), .d(copies$10$d), .q(copies$10$q));
    aes_axis_copies1 copies$11(.clock(copies$11$clock), .d(copies$11$d), .q(copies$11$q));
    aes_axis_copies1 copies$12(.clock(copies$12$clock), .d(copies$12$d), .q(copies$12$q));
    aes_axis_copies1 copies$13(.clock(copies$13$clock), .d(copies$13$d), .q(copies$13$q));
    aes_axis_copies1 copies$14(.clock(copies$14$clock), .d(copies$14$d), .q(copies$14$q));

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

endmodule // aes_axis_core_rk_clear

// Used by instance: core$stages$0
module aes_axis_core_stages_0(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

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
    aes_axis_core_stages_sub_0 sub(.clock(sub$clock), .enable(sub$enable), .clear(sub$clear),
        .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2), .a3(sub$a3), .y0(sub$y0),
        .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1), .d2(sub$d2), .d3(sub$d3));
    aes_axis_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_axis_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_axis_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_axis_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_axis_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_axis_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_axis_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_axis_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_axis_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_axis_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

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

endmodule // aes_axis_core_stages_0

// Used by 14 instances: core$stages$0$sub, core$stages$1$sub, core$stages$2$sub, core$stages$3$sub, ... (10 more)
module aes_axis_core_stages_sub_0(clock,enable,clear,inverse,a0,a1,a2,a3,y0,y1,y2,y3,d0,d1,d2,d3);

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
endmodule // aes_axis_core_stages_sub_0

// Used by 9 instances: core$stages$1, core$stages$2, core$stages$3, core$stages$4, ... (5 more)
module aes_axis_core_stages_1(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

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
    aes_axis_core_stages_sub_0 sub(.clock(sub$clock), .enable(sub$enable), .clear(sub$clear),
        .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2), .a3(sub$a3), .y0(sub$y0),
        .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1), .d2(sub$d2), .d3(sub$d3));
    aes_axis_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_axis_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_axis_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_axis_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_axis_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_axis_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_axis_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_axis_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_axis_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_axis_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

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

endmodule // aes_axis_core_stages_1

// Used by 4 instances: core$stages$10, core$stages$11, core$stages$12, core$stages$13
module aes_axis_core_stages_10(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

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
    aes_axis_core_stages_sub_0 sub(.clock(sub$clock), .enable(sub$enable), .clear(sub$clear),
        .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2), .a3(sub$a3), .y0(sub$y0),
        .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1), .d2(sub$d2), .d3(sub$d3));
    aes_axis_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_axis_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_axis_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_axis_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_axis_dff32 out_block$0(.d(out_block$0$d), .q(out_block$0$q), .clock(out_block$0$clock));
    aes_axis_dff32 out_block$1(.d(out_block$1$d), .q(out_block$1$q), .clock(out_block$1$clock));
    aes_axis_dff32 out_block$2(.d(out_block$2$d), .q(out_block$2$q), .clock(out_block$2$clock));
    aes_axis_dff32 out_block$3(.d(out_block$3$d), .q(out_block$3$q), .clock(out_block$3$clock));
    aes_axis_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_axis_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_axis_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_axis_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_axis_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_axis_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

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

endmodule // aes_axis_core_stages_10

// Used by instance: core$stages$14
module aes_axis_core_stages_14(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,ds0,ds1,ds2,ds3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,d0,d1,d2,d3,t_in0,t_in1,t_in2,t_in3,t0,t1,t2,t3,valid,last);

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
    aes_axis_core_stages_sub_14 sub(.clock(sub$clock), .enable(sub$enable), .clear(sub$clear),
        .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2), .a3(sub$a3), .y0(sub$y0),
        .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1), .d2(sub$d2), .d3(sub$d3));
    aes_axis_core_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_axis_core_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_axis_core_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_axis_core_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_axis_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_axis_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_axis_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_axis_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_axis_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_axis_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

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

endmodule // aes_axis_core_stages_14

// Used by instance: core$stages$14$sub
module aes_axis_core_stages_sub_14(clock,enable,clear,inverse,a0,a1,a2,a3,y0,y1,y2,y3,d0,d1,d2,d3);

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
endmodule // aes_axis_core_stages_sub_14

// Used by instance: core$transaction
module aes_axis_core_transaction(clock,reset,in_valid,in_last,accept,in_flight,can_start,can_start_next,accepting,accepting_fsm,busy,active_next);

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
    aes_axis_core_transaction_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_axis_copies2 accepting_q(.clock(accepting_q$clock), .d(accepting_q$d), .q(accepting_q$q));

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

endmodule // aes_axis_core_transaction

// Used by instance: core$transaction$state
module aes_axis_core_transaction_state(d,q,clock);

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
endmodule // aes_axis_core_transaction_state

// Used by instance: core$unit_clears
module aes_axis_core_unit_clears(clock,d,q);

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
endmodule // aes_axis_core_unit_clears

// Used by 5 instances: credits, fifo$fill, fifo$rd_ptr, modes$xts$ahead, ... (1 more)
module aes_axis_dff6(d,q,clock);

    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 6'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff6

// Used by instance: fifo
module aes_axis_fifo(clock,reset,push,w$0,w$1,w$2,w$3,last_in,wipe,source_idle,wiping,pop,valid,q$0,q$1,q$2,q$3,last);

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
    localparam  top_entry = 6'b10110;
    localparam  zero = 6'b0;
    localparam  one = 6'b1;
    localparam  hot_first = 64'h1;
    localparam  hot_top = 64'h400000;
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
    reg  last_bank$17$d;
    wire  last_bank$17$q;
    reg  last_bank$17$clock;
    reg  last_bank$18$d;
    wire  last_bank$18$q;
    reg  last_bank$18$clock;
    reg  last_bank$19$d;
    wire  last_bank$19$q;
    reg  last_bank$19$clock;
    reg  last_bank$20$d;
    wire  last_bank$20$q;
    reg  last_bank$20$clock;
    reg  last_bank$21$d;
    wire  last_bank$21$q;
    reg  last_bank$21$clock;
    reg  last_bank$22$d;
    wire  last_bank$22$q;
    reg  last_bank$22$clock;
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
    aes_axis_fifo_bank bank$0(.clock(bank$0$clock), .clear(bank$0$clear), .we(bank$0$we),
        .wa(bank$0$wa), .wd(bank$0$wd), .ra(bank$0$ra), .rd(bank$0$rd));
    aes_axis_fifo_bank bank$1(.clock(bank$1$clock), .clear(bank$1$clear), .we(bank$1$we),
        .wa(bank$1$wa), .wd(bank$1$wd), .ra(bank$1$ra), .rd(bank$1$rd));
    aes_axis_fifo_bank bank$2(.clock(bank$2$clock), .clear(bank$2$clear), .we(bank$2$we),
        .wa(bank$2$wa), .wd(bank$2$wd), .ra(bank$2$ra), .rd(bank$2$rd));
    aes_axis_fifo_bank bank$3(.clock(bank$3$clock), .clear(bank$3$clear), .we(bank$3$we),
        .wa(bank$3$wa), .wd(bank$3$wd), .ra(bank$3$ra), .rd(bank$3$rd));
    aes_axis_dff1 last_bank$0(.d(last_bank$0$d), .q(last_bank$0$q), .clock(last_bank$0$clock));
    aes_axis_dff1 last_bank$1(.d(last_bank$1$d), .q(last_bank$1$q), .clock(last_bank$1$clock));
    aes_axis_dff1 last_bank$2(.d(last_bank$2$d), .q(last_bank$2$q), .clock(last_bank$2$clock));
    aes_axis_dff1 last_bank$3(.d(last_bank$3$d), .q(last_bank$3$q), .clock(last_bank$3$clock));
    aes_axis_dff1 last_bank$4(.d(last_bank$4$d), .q(last_bank$4$q), .clock(last_bank$4$clock));
    aes_axis_dff1 last_bank$5(.d(last_bank$5$d), .q(last_bank$5$q), .clock(last_bank$5$clock));
    aes_axis_dff1 last_bank$6(.d(last_bank$6$d), .q(last_bank$6$q), .clock(last_bank$6$clock));
    aes_axis_dff1 last_bank$7(.d(last_bank$7$d), .q(last_bank$7$q), .clock(last_bank$7$clock));
    aes_axis_dff1 last_bank$8(.d(last_bank$8$d), .q(last_bank$8$q), .clock(last_bank$8$clock));
    aes_axis_dff1 last_bank$9(.d(last_bank$9$d), .q(last_bank$9$q), .clock(last_bank$9$clock));
    aes_axis_dff1 last_bank$10(.d(last_bank$10$d), .q(last_bank$10$q), .clock(last_bank$10$clock));
    aes_axis_dff1 last_bank$11(.d(last_bank$11$d), .q(last_bank$11$q), .clock(last_bank$11$clock));
    aes_axis_dff1 last_bank$12(.d(last_bank$12$d), .q(last_bank$12$q), .clock(last_bank$12$clock));
    aes_axis_dff1 last_bank$13(.d(last_bank$13$d), .q(last_bank$13$q), .clock(last_bank$13$clock));
    aes_axis_dff1 last_bank$14(.d(last_bank$14$d), .q(last_bank$14$q), .clock(last_bank$14$clock));
    aes_axis_dff1 last_bank$15(.d(last_bank$15$d), .q(last_bank$15$q), .clock(last_bank$15$clock));
    aes_axis_dff1 last_bank$16(.d(last_bank$16$d), .q(last_bank$16$q), .clock(last_bank$16$clock));
    aes_axis_dff1 last_bank$17(.d(last_bank$17$d), .q(last_bank$17$q), .clock(last_bank$17$clock));
    aes_axis_dff1 last_bank$18(.d(last_bank$18$d), .q(last_bank$18$q), .clock(last_bank$18$clock));
    aes_axis_dff1 last_bank$19(.d(last_bank$19$d), .q(last_bank$19$q), .clock(last_bank$19$clock));
    aes_axis_dff1 last_bank$20(.d(last_bank$20$d), .q(last_bank$20$q), .clock(last_bank$20$clock));
    aes_axis_dff1 last_bank$21(.d(last_bank$21$d), .q(last_bank$21$q), .clock(last_bank$21$clock));
    aes_axis_dff1 last_bank$22(.d(last_bank$22$d), .q(last_bank$22$q), .clock(last_bank$22$clock));
    aes_axis_fifo_wr_hot wr_hot(.d(wr_hot$d), .q(wr_hot$q), .clock(wr_hot$clock));
    aes_axis_dff6 rd_ptr(.d(rd_ptr$d), .q(rd_ptr$q), .clock(rd_ptr$clock));
    aes_axis_dff6 fill(.d(fill$d), .q(fill$q), .clock(fill$clock));
    aes_axis_dff1 wipe_pending(.d(wipe_pending$d), .q(wipe_pending$q), .clock(wipe_pending$clock));
    aes_axis_fifo_clears clears(.clock(clears$clock), .d(clears$d), .q(clears$q));

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
        last_bank$17$clock = clock;
        last_bank$17$d = last_bank$17$q;
        if (push & wr_at[17]) begin
            last_bank$17$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$17$d = 1'b0;
        end
        last_bank$18$clock = clock;
        last_bank$18$d = last_bank$18$q;
        if (push & wr_at[18]) begin
            last_bank$18$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$18$d = 1'b0;
        end
        last_bank$19$clock = clock;
        last_bank$19$d = last_bank$19$q;
        if (push & wr_at[19]) begin
            last_bank$19$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$19$d = 1'b0;
        end
        last_bank$20$clock = clock;
        last_bank$20$d = last_bank$20$q;
        if (push & wr_at[20]) begin
            last_bank$20$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$20$d = 1'b0;
        end
        last_bank$21$clock = clock;
        last_bank$21$d = last_bank$21$q;
        if (push & wr_at[21]) begin
            last_bank$21$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$21$d = 1'b0;
        end
        last_bank$22$clock = clock;
        last_bank$22$d = last_bank$22$q;
        if (push & wr_at[22]) begin
            last_bank$22$d = last_in;
        end
        if (reset | clears$q[32'h4]) begin
            last_bank$22$d = 1'b0;
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
        if (rd_ptr$q == 17) begin
            last = last_bank$17$q;
        end
        if (rd_ptr$q == 18) begin
            last = last_bank$18$q;
        end
        if (rd_ptr$q == 19) begin
            last = last_bank$19$q;
        end
        if (rd_ptr$q == 20) begin
            last = last_bank$20$q;
        end
        if (rd_ptr$q == 21) begin
            last = last_bank$21$q;
        end
        if (rd_ptr$q == 22) begin
            last = last_bank$22$q;
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

endmodule // aes_axis_fifo

// Used by 4 instances: fifo$bank$0, fifo$bank$1, fifo$bank$2, fifo$bank$3
module aes_axis_fifo_bank(clock,clear,we,wa,wd,ra,rd);

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
    reg [31:0] e17 = 32'd0;
    always @(posedge clock)
      if (clear) e17 <= 32'd0;
      else if (we && wa[17]) e17 <= wd;
    reg [31:0] e18 = 32'd0;
    always @(posedge clock)
      if (clear) e18 <= 32'd0;
      else if (we && wa[18]) e18 <= wd;
    reg [31:0] e19 = 32'd0;
    always @(posedge clock)
      if (clear) e19 <= 32'd0;
      else if (we && wa[19]) e19 <= wd;
    reg [31:0] e20 = 32'd0;
    always @(posedge clock)
      if (clear) e20 <= 32'd0;
      else if (we && wa[20]) e20 <= wd;
    reg [31:0] e21 = 32'd0;
    always @(posedge clock)
      if (clear) e21 <= 32'd0;
      else if (we && wa[21]) e21 <= wd;
    reg [31:0] e22 = 32'd0;
    always @(posedge clock)
      if (clear) e22 <= 32'd0;
      else if (we && wa[22]) e22 <= wd;
    wire _unused_wa = &{1'b0, wa[63:23], 1'b0};
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
        5'd16: rd = e16;
        5'd17: rd = e17;
        5'd18: rd = e18;
        5'd19: rd = e19;
        5'd20: rd = e20;
        5'd21: rd = e21;
        default: rd = e22;
      endcase
endmodule // aes_axis_fifo_bank

// Used by instance: fifo$clears
module aes_axis_fifo_clears(clock,d,q);

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
endmodule // aes_axis_fifo_clears

// Used by instance: fifo$wr_hot
module aes_axis_fifo_wr_hot(d,q,clock);

    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 64'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_fifo_wr_hot

// Used by instance: modes
module aes_axis_modes(clock,reset,zeroize,ctrl_decrypt,mode_next,decrypt_next,key_len_next,iv_we,iv_index,iv_data,iv$0,iv$1,iv$2,iv$3,reg_we,reg_word,reg_data,reg_strb,reg_read_word,reg_rdata,tdata$0,tdata$1,tdata$2,tdata$3,tlast,tkeep,tvalid,credit_ok,core_ready,key_ready,ready,offer,core_in,core_in_last,credit,core_out$0,core_out$1,core_out$2,core_out$3,core_valid,core_valid_next,core_last,push,out$0,out$1,out$2,out$3,out_last,key_ok,status,busy,length_err,whole_last);

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
    aes_axis_modes_cbc cbc(.clock(cbc$clock), .next_mode(cbc$next_mode),
        .next_decrypt(cbc$next_decrypt), .xor_next(cbc$xor_next), .ff_in_next(cbc$ff_in_next),
        .fb_next(cbc$fb_next), .side_cur(cbc$side_cur));
    aes_axis_modes_cfb cfb(.clock(cfb$clock), .next_mode(cfb$next_mode),
        .next_decrypt(cfb$next_decrypt), .cur_next(cfb$cur_next), .ff_in_next(cfb$ff_in_next),
        .fb_next(cfb$fb_next), .side_in(cfb$side_in));
    aes_axis_modes_ofb ofb(.clock(ofb$clock), .next_mode(ofb$next_mode), .in_packet(ofb$in_packet),
        .accept(ofb$accept), .cur_next(ofb$cur_next), .fb_next(ofb$fb_next), .side_in(ofb$side_in),
        .fb_core(ofb$fb_core));
    aes_axis_modes_ctr ctr(.clock(ctr$clock), .reset(ctr$reset), .zeroize(ctr$zeroize),
        .next_mode(ctr$next_mode), .ctrl_mode_next(ctr$ctrl_mode_next), .in_packet(ctr$in_packet),
        .tlast(ctr$tlast), .accept(ctr$accept), .chain$0(ctr$chain$0), .chain$1(ctr$chain$1),
        .chain$2(ctr$chain$2), .chain$3(ctr$chain$3), .iv$0(ctr$iv$0), .iv$1(ctr$iv$1),
        .iv$2(ctr$iv$2), .iv$3(ctr$iv$3), .iv_we(ctr$iv_we), .iv_written$0(ctr$iv_written$0),
        .iv_written$1(ctr$iv_written$1), .iv_written$2(ctr$iv_written$2),
        .iv_written$3(ctr$iv_written$3), .fb_pending(ctr$fb_pending), .cur_next(ctr$cur_next),
        .side_in(ctr$side_in), .ff_own(ctr$ff_own), .ff_data$0(ctr$ff_data$0),
        .ff_data$1(ctr$ff_data$1), .ff_data$2(ctr$ff_data$2), .ff_data$3(ctr$ff_data$3),
        .ready_next(ctr$ready_next));
    aes_axis_modes_gcm gcm(.clock(gcm$clock), .reset(gcm$reset), .zeroize(gcm$zeroize),
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
    aes_axis_modes_xts xts(.clock(xts$clock), .reset(xts$reset), .zeroize(xts$zeroize),
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
    aes_axis_modes_ivs ivs(.clock(ivs$clock), .reset(ivs$reset), .zeroize(ivs$zeroize), .we(ivs$we),
        .index(ivs$index), .data(ivs$data), .window(ivs$window), .packet_end(ivs$packet_end),
        .load(ivs$load), .load_data$0(ivs$load_data$0), .load_data$1(ivs$load_data$1),
        .load_data$2(ivs$load_data$2), .load_data$3(ivs$load_data$3), .iv$0(ivs$iv$0),
        .iv$1(ivs$iv$1), .iv$2(ivs$iv$2), .iv$3(ivs$iv$3), .written_words$0(ivs$written_words$0),
        .written_words$1(ivs$written_words$1), .written_words$2(ivs$written_words$2),
        .written_words$3(ivs$written_words$3));
    aes_axis_modes_side side(.clock(side$clock), .reset(side$reset), .write(side$write),
        .data$0(side$data$0), .data$1(side$data$1), .data$2(side$data$2), .data$3(side$data$3),
        .record(side$record), .read_ahead(side$read_ahead), .held$0(side$held$0),
        .held$1(side$held$1), .held$2(side$held$2), .held$3(side$held$3), .rec(side$rec),
        .rec_next(side$rec_next));
    aes_axis_modes_beat beat(.tvalid(beat$tvalid), .credit_ok(beat$credit_ok), .ready(beat$ready),
        .own_offer(beat$own_offer), .core_ready(beat$core_ready), .offer(beat$offer),
        .accept(beat$accept), .slot(beat$slot));
    aes_axis_modes_stage stage(.clock(stage$clock), .reset(stage$reset), .valid(stage$valid),
        .data$0(stage$data$0), .data$1(stage$data$1), .data$2(stage$data$2), .data$3(stage$data$3),
        .last(stage$last), .zero(stage$zero), .insert(stage$insert),
        .insert_data$0(stage$insert_data$0), .insert_data$1(stage$insert_data$1),
        .insert_data$2(stage$insert_data$2), .insert_data$3(stage$insert_data$3),
        .insert_last(stage$insert_last), .push(stage$push), .out$0(stage$out$0),
        .out$1(stage$out$1), .out$2(stage$out$2), .out$3(stage$out$3), .out_last(stage$out_last));
    aes_axis_words core_words(.w$0(core_words$w$0), .w$1(core_words$w$1), .w$2(core_words$w$2),
        .w$3(core_words$w$3), .y(core_words$y));
    aes_axis_dff1 in_packet(.d(in_packet$d), .q(in_packet$q), .clock(in_packet$clock));
    aes_axis_dff3 pkt_mode(.d(pkt_mode$d), .q(pkt_mode$q), .clock(pkt_mode$clock));
    aes_axis_dff1 pkt_decrypt(.d(pkt_decrypt$d), .q(pkt_decrypt$q), .clock(pkt_decrypt$clock));
    aes_axis_dff3 mode_q(.d(mode_q$d), .q(mode_q$q), .clock(mode_q$clock));
    aes_axis_dff1 decrypt_q(.d(decrypt_q$d), .q(decrypt_q$q), .clock(decrypt_q$clock));
    aes_axis_dff1 xor_q(.d(xor_q$d), .q(xor_q$q), .clock(xor_q$clock));
    aes_axis_dff1 cur_q(.d(cur_q$d), .q(cur_q$q), .clock(cur_q$clock));
    aes_axis_dff1 ff_in_q(.d(ff_in_q$d), .q(ff_in_q$q), .clock(ff_in_q$clock));
    aes_axis_dff1 fb_q(.d(fb_q$d), .q(fb_q$q), .clock(fb_q$clock));
    aes_axis_dff1 fb_pending(.d(fb_pending$d), .q(fb_pending$q), .clock(fb_pending$clock));
    aes_axis_modes_ready_ahead ready_ahead(.clock(ready_ahead$clock), .fb_idle(ready_ahead$fb_idle),
        .ctr(ready_ahead$ctr), .gcm(ready_ahead$gcm), .now(ready_ahead$now),
        .ready(ready_ahead$ready));
    aes_axis_dff32 chain$0(.d(chain$0$d), .q(chain$0$q), .clock(chain$0$clock));
    aes_axis_dff32 chain$1(.d(chain$1$d), .q(chain$1$q), .clock(chain$1$clock));
    aes_axis_dff32 chain$2(.d(chain$2$d), .q(chain$2$q), .clock(chain$2$clock));
    aes_axis_dff32 chain$3(.d(chain$3$d), .q(chain$3$q), .clock(chain$3$clock));

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

endmodule // aes_axis_modes

// Used by instance: modes$beat
module aes_axis_modes_beat(tvalid,credit_ok,ready,own_offer,core_ready,offer,accept,slot);

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

endmodule // aes_axis_modes_beat

// Used by instance: modes$cbc
module aes_axis_modes_cbc(clock,next_mode,next_decrypt,xor_next,ff_in_next,fb_next,side_cur);

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
    aes_axis_dff1 decrypting(.d(decrypting$d), .q(decrypting$q), .clock(decrypting$clock));

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

endmodule // aes_axis_modes_cbc

// Used by instance: modes$cfb
module aes_axis_modes_cfb(clock,next_mode,next_decrypt,cur_next,ff_in_next,fb_next,side_in);

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
    aes_axis_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));

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

endmodule // aes_axis_modes_cfb

// Used by instance: modes$ctr
module aes_axis_modes_ctr(clock,reset,zeroize,next_mode,ctrl_mode_next,in_packet,tlast,accept,chain$0,chain$1,chain$2,chain$3,iv$0,iv$1,iv$2,iv$3,iv_we,iv_written$0,iv_written$1,iv_written$2,iv_written$3,fb_pending,cur_next,side_in,ff_own,ff_data$0,ff_data$1,ff_data$2,ff_data$3,ready_next);

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
    aes_axis_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));
    aes_axis_modes_ctr_inc inc_chain(.x$0(inc_chain$x$0), .x$1(inc_chain$x$1), .x$2(inc_chain$x$2),
        .x$3(inc_chain$x$3), .ones(inc_chain$ones), .y$0(inc_chain$y$0), .y$1(inc_chain$y$1),
        .y$2(inc_chain$y$2), .y$3(inc_chain$y$3), .next_ones(inc_chain$next_ones),
        .x_ones(inc_chain$x_ones));
    aes_axis_modes_ctr_inc inc_iv(.x$0(inc_iv$x$0), .x$1(inc_iv$x$1), .x$2(inc_iv$x$2),
        .x$3(inc_iv$x$3), .ones(inc_iv$ones), .y$0(inc_iv$y$0), .y$1(inc_iv$y$1), .y$2(inc_iv$y$2),
        .y$3(inc_iv$y$3), .next_ones(inc_iv$next_ones), .x_ones(inc_iv$x_ones));
    aes_axis_dff3 ch_ones(.d(ch_ones$d), .q(ch_ones$q), .clock(ch_ones$clock));
    aes_axis_dff3 iv_ones(.d(iv_ones$d), .q(iv_ones$q), .clock(iv_ones$clock));
    aes_axis_modes_ctr_hand_over hand_over(.step(hand_over$step), .decoded(hand_over$decoded),
        .written$0(hand_over$written$0), .written$1(hand_over$written$1),
        .written$2(hand_over$written$2), .written$3(hand_over$written$3), .ones(hand_over$ones));
    aes_axis_modes_ctr_chain_ones_unused chain_ones_unused(.x(chain_ones_unused$x));

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

endmodule // aes_axis_modes_ctr

// Used by instance: modes$ctr$chain_ones_unused
module aes_axis_modes_ctr_chain_ones_unused(x);

    // Module arguments
    input wire  [2:0] x;

    // Update code (custom)
    wire _unused_ok = &{1'b0, x, 1'b0};
endmodule // aes_axis_modes_ctr_chain_ones_unused

// Used by instance: modes$ctr$hand_over
module aes_axis_modes_ctr_hand_over(step,decoded,written$0,written$1,written$2,written$3,ones);

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
endmodule // aes_axis_modes_ctr_hand_over

// Used by 2 instances: modes$ctr$inc_chain, modes$ctr$inc_iv
module aes_axis_modes_ctr_inc(x$0,x$1,x$2,x$3,ones,y$0,y$1,y$2,y$3,next_ones,x_ones);

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
endmodule // aes_axis_modes_ctr_inc

// Used by instance: modes$gcm
module aes_axis_modes_gcm(clock,reset,zeroize,ctrl_decrypt,ctrl_mode_next,ctrl_decrypt_next,iv$0,iv$1,iv$2,iv$3,others_open,tvalid,tlast,tkeep,accept,slot,credit_ok,core_ready,key_ready,core_valid,core_valid_next,core_out$0,core_out$1,core_out$2,core_out$3,held$0,held$1,held$2,held$3,rec,rec_next,reg_we,reg_word,reg_data,reg_strb,reg_read_word,side_in,ready_next,offer,offer_credit,own_data,own_in$0,own_in$1,own_in$2,own_in$3,own_last,record,own_out,out$0,out$1,out$2,out$3,push,out_zero,insert,insert_data$0,insert_data$1,insert_data$2,insert_data$3,iv_load,iv_data$0,iv_data$1,iv_data$2,iv_data$3,key_ok,busy,length_err,whole_last,reg_rdata);

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
    localparam  has = 1'b1;
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
    aes_axis_modes_gcm_ghash ghash(.clock(ghash$clock), .clear(ghash$clear), .h_load(ghash$h_load),
        .h$0(ghash$h$0), .h$1(ghash$h$1), .h$2(ghash$h$2), .h$3(ghash$h$3), .absorb(ghash$absorb),
        .last(ghash$last), .pen(ghash$pen), .x$0(ghash$x$0), .x$1(ghash$x$1), .x$2(ghash$x$2),
        .x$3(ghash$x$3), .mask$0(ghash$mask$0), .mask$1(ghash$mask$1), .mask$2(ghash$mask$2),
        .mask$3(ghash$mask$3), .powers_ready(ghash$powers_ready),
        .powers_ready_next(ghash$powers_ready_next), .hash_valid(ghash$hash_valid),
        .hash$0(ghash$hash$0), .hash$1(ghash$hash$1), .hash$2(ghash$hash$2), .hash$3(ghash$hash$3));
    aes_axis_modes_gcm_offers offers(.j0_ok(offers$j0_ok), .h_want(offers$h_want),
        .tvalid(offers$tvalid), .credit_ok(offers$credit_ok), .offer_j0(offers$offer_j0),
        .offer_h(offers$offer_h), .offer(offers$offer));
    aes_axis_modes_gcm_state_next state_next(.mode(state_next$mode), .decrypt(state_next$decrypt),
        .h_fresh(state_next$h_fresh), .in_pkt(state_next$in_pkt), .other_pkt(state_next$other_pkt),
        .gap(state_next$gap), .inner_busy(state_next$inner_busy),
        .powers_ready(state_next$powers_ready), .forward(state_next$forward),
        .pass(state_next$pass), .j0_ok(state_next$j0_ok), .h_want(state_next$h_want),
        .data_gcm(state_next$data_gcm), .data_j0(state_next$data_j0), .data_h(state_next$data_h));
    aes_axis_dff1 forward_q(.d(forward_q$d), .q(forward_q$q), .clock(forward_q$clock));
    aes_axis_dff1 j0_ok_q(.d(j0_ok_q$d), .q(j0_ok_q$q), .clock(j0_ok_q$clock));
    aes_axis_dff1 h_want_q(.d(h_want_q$d), .q(h_want_q$q), .clock(h_want_q$clock));
    aes_axis_dff1 data_gcm_q(.d(data_gcm_q$d), .q(data_gcm_q$q), .clock(data_gcm_q$clock));
    aes_axis_dff1 data_j0_q(.d(data_j0_q$d), .q(data_j0_q$q), .clock(data_j0_q$clock));
    aes_axis_dff1 data_h_q(.d(data_h_q$d), .q(data_h_q$q), .clock(data_h_q$clock));
    aes_axis_modes_gcm_take take(.offer_j0(take$offer_j0), .offer_h(take$offer_h),
        .core_ready(take$core_ready), .j0_go(take$j0_go), .h_go(take$h_go));
    aes_axis_modes_gcm_words words(.pk_mask(words$pk_mask), .pk_gcm(words$pk_gcm),
        .pk_j0(words$pk_j0), .pk_h(words$pk_h), .pk_aad(words$pk_aad), .pk_pay(words$pk_pay),
        .pk_last(words$pk_last), .pk_enc(words$pk_enc), .pk_err(words$pk_err),
        .pk_count(words$pk_count), .pk(words$pk), .ctr(words$ctr), .ctr_next(words$ctr_next),
        .iv1(words$iv1), .iv2(words$iv2), .iv1_next(words$iv1_next), .iv2_next(words$iv2_next),
        .keep(words$keep), .keep_count(words$keep_count), .keep_ok(words$keep_ok),
        .mask(words$mask), .lane$0(words$lane$0), .lane$1(words$lane$1), .lane$2(words$lane$2),
        .lane$3(words$lane$3), .a_bytes(words$a_bytes), .c_bytes(words$c_bytes),
        .len$0(words$len$0), .len$1(words$len$1), .len$2(words$len$2), .len$3(words$len$3));
    aes_axis_modes_gcm_step step_rest(.x(step_rest$x), .ge16(step_rest$ge16), .ge32(step_rest$ge32),
        .aad(step_rest$aad), .more(step_rest$more), .mask(step_rest$mask), .count(step_rest$count),
        .rest(step_rest$rest), .rest_ge16(step_rest$rest_ge16), .rest_ge32(step_rest$rest_ge32));
    aes_axis_modes_gcm_step step_len(.x(step_len$x), .ge16(step_len$ge16), .ge32(step_len$ge32),
        .aad(step_len$aad), .more(step_len$more), .mask(step_len$mask), .count(step_len$count),
        .rest(step_len$rest), .rest_ge16(step_len$rest_ge16), .rest_ge32(step_len$rest_ge32));
    aes_axis_dff32 aad_len(.d(aad_len$d), .q(aad_len$q), .clock(aad_len$clock));
    aes_axis_dff1 aad_ge16(.d(aad_ge16$d), .q(aad_ge16$q), .clock(aad_ge16$clock));
    aes_axis_dff1 aad_ge32(.d(aad_ge32$d), .q(aad_ge32$q), .clock(aad_ge32$clock));
    aes_axis_merge aad_merge(.q(aad_merge$q), .d(aad_merge$d), .strb(aad_merge$strb),
        .y(aad_merge$y));
    aes_axis_dff1 in_pkt(.d(in_pkt$d), .q(in_pkt$q), .clock(in_pkt$clock));
    aes_axis_dff1 other_pkt(.d(other_pkt$d), .q(other_pkt$q), .clock(other_pkt$clock));
    aes_axis_dff1 pkt_decrypt(.d(pkt_decrypt$d), .q(pkt_decrypt$q), .clock(pkt_decrypt$clock));
    aes_axis_dff1 h_fresh(.d(h_fresh$d), .q(h_fresh$q), .clock(h_fresh$clock));
    aes_axis_dff1 h_inflight(.d(h_inflight$d), .q(h_inflight$q), .clock(h_inflight$clock));
    aes_axis_dff1 h_done(.d(h_done$d), .q(h_done$q), .clock(h_done$clock));
    aes_axis_dff1 inner_busy(.d(inner_busy$d), .q(inner_busy$q), .clock(inner_busy$clock));
    aes_axis_dff1 zpend(.d(zpend$d), .q(zpend$q), .clock(zpend$clock));
    aes_axis_dff1 ghash_clear(.d(ghash_clear$d), .q(ghash_clear$q), .clock(ghash_clear$clock));
    aes_axis_modes_gcm_len_q len_q(.clock(len_q$clock), .d(len_q$d), .q(len_q$q));
    aes_axis_dff1 tail1(.d(tail1$d), .q(tail1$q), .clock(tail1$clock));
    aes_axis_dff1 tail2(.d(tail2$d), .q(tail2$q), .clock(tail2$clock));
    aes_axis_dff1 d1v(.d(d1v$d), .q(d1v$q), .clock(d1v$clock));
    aes_axis_dff1 d2v(.d(d2v$d), .q(d2v$q), .clock(d2v$clock));
    aes_axis_dff1 jh(.d(jh$d), .q(jh$q), .clock(jh$clock));
    aes_axis_dff2 gap(.d(gap$d), .q(gap$q), .clock(gap$clock));
    aes_axis_dff5 fly(.d(fly$d), .q(fly$q), .clock(fly$clock));
    aes_axis_dff1 fly_nz(.d(fly_nz$d), .q(fly_nz$q), .clock(fly_nz$clock));
    aes_axis_dff1 fly_one(.d(fly_one$d), .q(fly_one$q), .clock(fly_one$clock));
    aes_axis_dff1 b_aad(.d(b_aad$d), .q(b_aad$q), .clock(b_aad$clock));
    aes_axis_dff1 b_more(.d(b_more$d), .q(b_more$q), .clock(b_more$clock));
    aes_axis_dff16 b_mask(.d(b_mask$d), .q(b_mask$q), .clock(b_mask$clock));
    aes_axis_dff5 b_count(.d(b_count$d), .q(b_count$q), .clock(b_count$clock));
    aes_axis_dff32 rest(.d(rest$d), .q(rest$q), .clock(rest$clock));
    aes_axis_dff1 rest_ge16(.d(rest_ge16$d), .q(rest_ge16$q), .clock(rest_ge16$clock));
    aes_axis_dff1 rest_ge32(.d(rest_ge32$d), .q(rest_ge32$q), .clock(rest_ge32$clock));
    aes_axis_dff32 piv$0(.d(piv$0$d), .q(piv$0$q), .clock(piv$0$clock));
    aes_axis_dff32 piv$1(.d(piv$1$d), .q(piv$1$q), .clock(piv$1$clock));
    aes_axis_dff32 piv$2(.d(piv$2$d), .q(piv$2$q), .clock(piv$2$clock));
    aes_axis_dff32 ctr(.d(ctr$d), .q(ctr$q), .clock(ctr$clock));
    aes_axis_dff32 a_bytes(.d(a_bytes$d), .q(a_bytes$q), .clock(a_bytes$clock));
    aes_axis_dff32 c_bytes(.d(c_bytes$d), .q(c_bytes$q), .clock(c_bytes$clock));
    aes_axis_dff32 mask$0(.d(mask$0$d), .q(mask$0$q), .clock(mask$0$clock));
    aes_axis_dff32 mask$1(.d(mask$1$d), .q(mask$1$q), .clock(mask$1$clock));
    aes_axis_dff32 mask$2(.d(mask$2$d), .q(mask$2$q), .clock(mask$2$clock));
    aes_axis_dff32 mask$3(.d(mask$3$d), .q(mask$3$q), .clock(mask$3$clock));
    aes_axis_modes_gcm_iv3_unused iv3_unused(.x(iv3_unused$x));
    aes_axis_copies4 x_enc(.clock(x_enc$clock), .d(x_enc$d), .q(x_enc$q));
    aes_axis_dff16 x_mask(.d(x_mask$d), .q(x_mask$q), .clock(x_mask$clock));
    aes_axis_dff1 x_pen(.d(x_pen$d), .q(x_pen$q), .clock(x_pen$clock));
    aes_axis_dff1 x_absorb(.d(x_absorb$d), .q(x_absorb$q), .clock(x_absorb$clock));
    aes_axis_modes_shape x_shape(.keep(x_shape$keep), .lane$0(x_shape$lane$0),
        .lane$1(x_shape$lane$1), .lane$2(x_shape$lane$2), .lane$3(x_shape$lane$3));
    aes_axis_modes_gcm_rec_enc_unused rec_enc_unused(.x(rec_enc_unused$x));

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

endmodule // aes_axis_modes_gcm

// Used by 11 instances: modes$gcm$aad_merge, modes$xts$tweak$merge$0, modes$xts$tweak$merge$1, modes$xts$tweak$merge$2, ... (7 more)
module aes_axis_merge(q,d,strb,y);

    // Module arguments
    input wire  [31:0] q;
    input wire  [31:0] d;
    input wire  [3:0] strb;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) y = {strb[3] ? d[31:24] : q[31:24], strb[2] ? d[23:16] : q[23:16], strb[1] ? d[15:8] : q[15:8], strb[0] ? d[7:0] : q[7:0]};
endmodule // aes_axis_merge

// Used by instance: modes$gcm$ghash
module aes_axis_modes_gcm_ghash(clock,clear,h_load,h$0,h$1,h$2,h$3,absorb,last,pen,x$0,x$1,x$2,x$3,mask$0,mask$1,mask$2,mask$3,powers_ready,powers_ready_next,hash_valid,hash$0,hash$1,hash$2,hash$3);

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
    aes_axis_modes_gcm_ghash_mult mult(.clock(mult$clock), .clear(mult$clear), .x$0(mult$x$0),
        .x$1(mult$x$1), .x$2(mult$x$2), .x$3(mult$x$3), .x_off(mult$x_off), .v$0(mult$v$0),
        .v$1(mult$v$1), .v$2(mult$v$2), .v$3(mult$v$3), .vm$0(mult$vm$0), .vm$1(mult$vm$1),
        .b$0(mult$b$0), .b$1(mult$b$1), .b$2(mult$b$2), .b$3(mult$b$3), .bm$0(mult$bm$0),
        .bm$1(mult$bm$1), .p$0(mult$p$0), .p$1(mult$p$1), .p$2(mult$p$2), .p$3(mult$p$3),
        .pm$0(mult$pm$0), .pm$1(mult$pm$1));
    aes_axis_dff32 pow1$0(.d(pow1$0$d), .q(pow1$0$q), .clock(pow1$0$clock));
    aes_axis_dff32 pow1$1(.d(pow1$1$d), .q(pow1$1$q), .clock(pow1$1$clock));
    aes_axis_dff32 pow1$2(.d(pow1$2$d), .q(pow1$2$q), .clock(pow1$2$clock));
    aes_axis_dff32 pow1$3(.d(pow1$3$d), .q(pow1$3$q), .clock(pow1$3$clock));
    aes_axis_dff32 pow1m$0(.d(pow1m$0$d), .q(pow1m$0$q), .clock(pow1m$0$clock));
    aes_axis_dff32 pow1m$1(.d(pow1m$1$d), .q(pow1m$1$q), .clock(pow1m$1$clock));
    aes_axis_dff32 pow2$0(.d(pow2$0$d), .q(pow2$0$q), .clock(pow2$0$clock));
    aes_axis_dff32 pow2$1(.d(pow2$1$d), .q(pow2$1$q), .clock(pow2$1$clock));
    aes_axis_dff32 pow2$2(.d(pow2$2$d), .q(pow2$2$q), .clock(pow2$2$clock));
    aes_axis_dff32 pow2$3(.d(pow2$3$d), .q(pow2$3$q), .clock(pow2$3$clock));
    aes_axis_dff32 pow2m$0(.d(pow2m$0$d), .q(pow2m$0$q), .clock(pow2m$0$clock));
    aes_axis_dff32 pow2m$1(.d(pow2m$1$d), .q(pow2m$1$q), .clock(pow2m$1$clock));
    aes_axis_dff32 pow3$0(.d(pow3$0$d), .q(pow3$0$q), .clock(pow3$0$clock));
    aes_axis_dff32 pow3$1(.d(pow3$1$d), .q(pow3$1$q), .clock(pow3$1$clock));
    aes_axis_dff32 pow3$2(.d(pow3$2$d), .q(pow3$2$q), .clock(pow3$2$clock));
    aes_axis_dff32 pow3$3(.d(pow3$3$d), .q(pow3$3$q), .clock(pow3$3$clock));
    aes_axis_dff32 pow3m$0(.d(pow3m$0$d), .q(pow3m$0$q), .clock(pow3m$0$clock));
    aes_axis_dff32 pow3m$1(.d(pow3m$1$d), .q(pow3m$1$q), .clock(pow3m$1$clock));
    aes_axis_dff32 acc0$0(.d(acc0$0$d), .q(acc0$0$q), .clock(acc0$0$clock));
    aes_axis_dff32 acc0$1(.d(acc0$1$d), .q(acc0$1$q), .clock(acc0$1$clock));
    aes_axis_dff32 acc0$2(.d(acc0$2$d), .q(acc0$2$q), .clock(acc0$2$clock));
    aes_axis_dff32 acc0$3(.d(acc0$3$d), .q(acc0$3$q), .clock(acc0$3$clock));
    aes_axis_dff32 acc1$0(.d(acc1$0$d), .q(acc1$0$q), .clock(acc1$0$clock));
    aes_axis_dff32 acc1$1(.d(acc1$1$d), .q(acc1$1$q), .clock(acc1$1$clock));
    aes_axis_dff32 acc1$2(.d(acc1$2$d), .q(acc1$2$q), .clock(acc1$2$clock));
    aes_axis_dff32 acc1$3(.d(acc1$3$d), .q(acc1$3$q), .clock(acc1$3$clock));
    aes_axis_dff32 acc2$0(.d(acc2$0$d), .q(acc2$0$q), .clock(acc2$0$clock));
    aes_axis_dff32 acc2$1(.d(acc2$1$d), .q(acc2$1$q), .clock(acc2$1$clock));
    aes_axis_dff32 acc2$2(.d(acc2$2$d), .q(acc2$2$q), .clock(acc2$2$clock));
    aes_axis_dff32 acc2$3(.d(acc2$3$d), .q(acc2$3$q), .clock(acc2$3$clock));
    aes_axis_dff32 acc0m$0(.d(acc0m$0$d), .q(acc0m$0$q), .clock(acc0m$0$clock));
    aes_axis_dff32 acc0m$1(.d(acc0m$1$d), .q(acc0m$1$q), .clock(acc0m$1$clock));
    aes_axis_dff32 acc1m$0(.d(acc1m$0$d), .q(acc1m$0$q), .clock(acc1m$0$clock));
    aes_axis_dff32 acc1m$1(.d(acc1m$1$d), .q(acc1m$1$q), .clock(acc1m$1$clock));
    aes_axis_dff32 acc2m$0(.d(acc2m$0$d), .q(acc2m$0$q), .clock(acc2m$0$clock));
    aes_axis_dff32 acc2m$1(.d(acc2m$1$d), .q(acc2m$1$q), .clock(acc2m$1$clock));
    aes_axis_dff32 mask_a$0(.d(mask_a$0$d), .q(mask_a$0$q), .clock(mask_a$0$clock));
    aes_axis_dff32 mask_a$1(.d(mask_a$1$d), .q(mask_a$1$q), .clock(mask_a$1$clock));
    aes_axis_dff32 mask_a$2(.d(mask_a$2$d), .q(mask_a$2$q), .clock(mask_a$2$clock));
    aes_axis_dff32 mask_a$3(.d(mask_a$3$d), .q(mask_a$3$q), .clock(mask_a$3$clock));
    aes_axis_dff32 mask_c$0(.d(mask_c$0$d), .q(mask_c$0$q), .clock(mask_c$0$clock));
    aes_axis_dff32 mask_c$1(.d(mask_c$1$d), .q(mask_c$1$q), .clock(mask_c$1$clock));
    aes_axis_dff32 mask_c$2(.d(mask_c$2$d), .q(mask_c$2$q), .clock(mask_c$2$clock));
    aes_axis_dff32 mask_c$3(.d(mask_c$3$d), .q(mask_c$3$q), .clock(mask_c$3$clock));
    aes_axis_dff32 hash_q$0(.d(hash_q$0$d), .q(hash_q$0$q), .clock(hash_q$0$clock));
    aes_axis_dff32 hash_q$1(.d(hash_q$1$d), .q(hash_q$1$q), .clock(hash_q$1$clock));
    aes_axis_dff32 hash_q$2(.d(hash_q$2$d), .q(hash_q$2$q), .clock(hash_q$2$clock));
    aes_axis_dff32 hash_q$3(.d(hash_q$3$d), .q(hash_q$3$q), .clock(hash_q$3$clock));
    aes_axis_dff1 ready(.d(ready$d), .q(ready$q), .clock(ready$clock));
    aes_axis_dff1 hv(.d(hv$d), .q(hv$q), .clock(hv$clock));
    aes_axis_dff1 wipe(.d(wipe$d), .q(wipe$q), .clock(wipe$clock));
    aes_axis_dff1 hl(.d(hl$d), .q(hl$q), .clock(hl$clock));
    aes_axis_dff1 stop(.d(stop$d), .q(stop$q), .clock(stop$clock));
    aes_axis_dff1 pw(.d(pw$d), .q(pw$q), .clock(pw$clock));
    aes_axis_dff1 qw(.d(qw$d), .q(qw$q), .clock(qw$clock));
    aes_axis_dff1 sel0(.d(sel0$d), .q(sel0$q), .clock(sel0$clock));
    aes_axis_dff1 sel1(.d(sel1$d), .q(sel1$q), .clock(sel1$clock));
    aes_axis_dff1 sel2(.d(sel2$d), .q(sel2$q), .clock(sel2$clock));
    aes_axis_dff1 s1(.d(s1$d), .q(s1$q), .clock(s1$clock));
    aes_axis_dff1 s2(.d(s2$d), .q(s2$q), .clock(s2$clock));
    aes_axis_dff1 more(.d(more$d), .q(more$q), .clock(more$clock));
    aes_axis_dff1 two(.d(two$d), .q(two$q), .clock(two$clock));
    aes_axis_dff1 many(.d(many$d), .q(many$q), .clock(many$clock));
    aes_axis_dff1 lda0(.d(lda0$d), .q(lda0$q), .clock(lda0$clock));
    aes_axis_dff1 lda1(.d(lda1$d), .q(lda1$q), .clock(lda1$clock));
    aes_axis_dff1 lda2(.d(lda2$d), .q(lda2$q), .clock(lda2$clock));
    aes_axis_dff1 ha0(.d(ha0$d), .q(ha0$q), .clock(ha0$clock));
    aes_axis_dff1 ha1(.d(ha1$d), .q(ha1$q), .clock(ha1$clock));
    aes_axis_dff1 ha2(.d(ha2$d), .q(ha2$q), .clock(ha2$clock));
    aes_axis_dff1 la(.d(la$d), .q(la$q), .clock(la$clock));
    aes_axis_dff1 pa(.d(pa$d), .q(pa$q), .clock(pa$clock));
    aes_axis_dff1 ld0(.d(ld0$d), .q(ld0$q), .clock(ld0$clock));
    aes_axis_dff1 ld1(.d(ld1$d), .q(ld1$q), .clock(ld1$clock));
    aes_axis_dff1 ld2(.d(ld2$d), .q(ld2$q), .clock(ld2$clock));
    aes_axis_dff1 h0(.d(h0$d), .q(h0$q), .clock(h0$clock));
    aes_axis_dff1 h1(.d(h1$d), .q(h1$q), .clock(h1$clock));
    aes_axis_dff1 h2(.d(h2$d), .q(h2$q), .clock(h2$clock));
    aes_axis_dff1 fin(.d(fin$d), .q(fin$q), .clock(fin$clock));
    aes_axis_dff1 pc(.d(pc$d), .q(pc$q), .clock(pc$clock));
    aes_axis_dff1 qa(.d(qa$d), .q(qa$q), .clock(qa$clock));
    aes_axis_dff1 qc(.d(qc$d), .q(qc$q), .clock(qc$clock));

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

endmodule // aes_axis_modes_gcm_ghash

// Used by instance: modes$gcm$ghash$mult
module aes_axis_modes_gcm_ghash_mult(clock,clear,x$0,x$1,x$2,x$3,x_off,v$0,v$1,v$2,v$3,vm$0,vm$1,b$0,b$1,b$2,b$3,bm$0,bm$1,p$0,p$1,p$2,p$3,pm$0,pm$1);

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
    reg [127:0] a_q0 = 128'd0;
    reg [63:0] am_q0 = 64'd0;
    reg [127:0] b_q0 = 128'd0;
    reg [63:0] bm_q0 = 64'd0;
    wire [191:0] ao0 = {am_q0, a_q0};
    wire [191:0] bo0 = {bm_q0, b_q0};
    wire [191:0] br0 = {bo0[0], bo0[1], bo0[2], bo0[3], bo0[4], bo0[5], bo0[6], bo0[7], bo0[8], bo0[9], bo0[10], bo0[11], bo0[12], bo0[13], bo0[14], bo0[15], bo0[16], bo0[17], bo0[18], bo0[19], bo0[20], bo0[21], bo0[22], bo0[23], bo0[24], bo0[25], bo0[26], bo0[27], bo0[28], bo0[29], bo0[30], bo0[31], bo0[32], bo0[33], bo0[34], bo0[35], bo0[36], bo0[37], bo0[38], bo0[39], bo0[40], bo0[41], bo0[42], bo0[43], bo0[44], bo0[45], bo0[46], bo0[47], bo0[48], bo0[49], bo0[50], bo0[51], bo0[52], bo0[53], bo0[54], bo0[55], bo0[56], bo0[57], bo0[58], bo0[59], bo0[60], bo0[61], bo0[62], bo0[63], bo0[64], bo0[65], bo0[66], bo0[67], bo0[68], bo0[69], bo0[70], bo0[71], bo0[72], bo0[73], bo0[74], bo0[75], bo0[76], bo0[77], bo0[78], bo0[79], bo0[80], bo0[81], bo0[82], bo0[83], bo0[84], bo0[85], bo0[86], bo0[87], bo0[88], bo0[89], bo0[90], bo0[91], bo0[92], bo0[93], bo0[94], bo0[95], bo0[96], bo0[97], bo0[98], bo0[99], bo0[100], bo0[101], bo0[102], bo0[103], bo0[104], bo0[105], bo0[106], bo0[107], bo0[108], bo0[109], bo0[110], bo0[111], bo0[112], bo0[113], bo0[114], bo0[115], bo0[116], bo0[117], bo0[118], bo0[119], bo0[120], bo0[121], bo0[122], bo0[123], bo0[124], bo0[125], bo0[126], bo0[127], bo0[128], bo0[129], bo0[130], bo0[131], bo0[132], bo0[133], bo0[134], bo0[135], bo0[136], bo0[137], bo0[138], bo0[139], bo0[140], bo0[141], bo0[142], bo0[143], bo0[144], bo0[145], bo0[146], bo0[147], bo0[148], bo0[149], bo0[150], bo0[151], bo0[152], bo0[153], bo0[154], bo0[155], bo0[156], bo0[157], bo0[158], bo0[159], bo0[160], bo0[161], bo0[162], bo0[163], bo0[164], bo0[165], bo0[166], bo0[167], bo0[168], bo0[169], bo0[170], bo0[171], bo0[172], bo0[173], bo0[174], bo0[175], bo0[176], bo0[177], bo0[178], bo0[179], bo0[180], bo0[181], bo0[182], bo0[183], bo0[184], bo0[185], bo0[186], bo0[187], bo0[188], bo0[189], bo0[190], bo0[191]};
    reg [127:0] a_q1 = 128'd0;
    reg [63:0] am_q1 = 64'd0;
    reg [127:0] b_q1 = 128'd0;
    reg [63:0] bm_q1 = 64'd0;
    wire [191:0] ao1 = {am_q1, a_q1};
    wire [191:0] bo1 = {bm_q1, b_q1};
    wire [191:0] br1 = {bo1[0], bo1[1], bo1[2], bo1[3], bo1[4], bo1[5], bo1[6], bo1[7], bo1[8], bo1[9], bo1[10], bo1[11], bo1[12], bo1[13], bo1[14], bo1[15], bo1[16], bo1[17], bo1[18], bo1[19], bo1[20], bo1[21], bo1[22], bo1[23], bo1[24], bo1[25], bo1[26], bo1[27], bo1[28], bo1[29], bo1[30], bo1[31], bo1[32], bo1[33], bo1[34], bo1[35], bo1[36], bo1[37], bo1[38], bo1[39], bo1[40], bo1[41], bo1[42], bo1[43], bo1[44], bo1[45], bo1[46], bo1[47], bo1[48], bo1[49], bo1[50], bo1[51], bo1[52], bo1[53], bo1[54], bo1[55], bo1[56], bo1[57], bo1[58], bo1[59], bo1[60], bo1[61], bo1[62], bo1[63], bo1[64], bo1[65], bo1[66], bo1[67], bo1[68], bo1[69], bo1[70], bo1[71], bo1[72], bo1[73], bo1[74], bo1[75], bo1[76], bo1[77], bo1[78], bo1[79], bo1[80], bo1[81], bo1[82], bo1[83], bo1[84], bo1[85], bo1[86], bo1[87], bo1[88], bo1[89], bo1[90], bo1[91], bo1[92], bo1[93], bo1[94], bo1[95], bo1[96], bo1[97], bo1[98], bo1[99], bo1[100], bo1[101], bo1[102], bo1[103], bo1[104], bo1[105], bo1[106], bo1[107], bo1[108], bo1[109], bo1[110], bo1[111], bo1[112], bo1[113], bo1[114], bo1[115], bo1[116], bo1[117], bo1[118], bo1[119], bo1[120], bo1[121], bo1[122], bo1[123], bo1[124], bo1[125], bo1[126], bo1[127], bo1[128], bo1[129], bo1[130], bo1[131], bo1[132], bo1[133], bo1[134], bo1[135], bo1[136], bo1[137], bo1[138], bo1[139], bo1[140], bo1[141], bo1[142], bo1[143], bo1[144], bo1[145], bo1[146], bo1[147], bo1[148], bo1[149], bo1[150], bo1[151], bo1[152], bo1[153], bo1[154], bo1[155], bo1[156], bo1[157], bo1[158], bo1[159], bo1[160], bo1[161], bo1[162], bo1[163], bo1[164], bo1[165], bo1[166], bo1[167], bo1[168], bo1[169], bo1[170], bo1[171], bo1[172], bo1[173], bo1[174], bo1[175], bo1[176], bo1[177], bo1[178], bo1[179], bo1[180], bo1[181], bo1[182], bo1[183], bo1[184], bo1[185], bo1[186], bo1[187], bo1[188], bo1[189], bo1[190], bo1[191]};
    reg [127:0] a_q2 = 128'd0;
    reg [63:0] am_q2 = 64'd0;
    reg [127:0] b_q2 = 128'd0;
    reg [63:0] bm_q2 = 64'd0;
    wire [191:0] ao2 = {am_q2, a_q2};
    wire [191:0] bo2 = {bm_q2, b_q2};
    wire [191:0] br2 = {bo2[0], bo2[1], bo2[2], bo2[3], bo2[4], bo2[5], bo2[6], bo2[7], bo2[8], bo2[9], bo2[10], bo2[11], bo2[12], bo2[13], bo2[14], bo2[15], bo2[16], bo2[17], bo2[18], bo2[19], bo2[20], bo2[21], bo2[22], bo2[23], bo2[24], bo2[25], bo2[26], bo2[27], bo2[28], bo2[29], bo2[30], bo2[31], bo2[32], bo2[33], bo2[34], bo2[35], bo2[36], bo2[37], bo2[38], bo2[39], bo2[40], bo2[41], bo2[42], bo2[43], bo2[44], bo2[45], bo2[46], bo2[47], bo2[48], bo2[49], bo2[50], bo2[51], bo2[52], bo2[53], bo2[54], bo2[55], bo2[56], bo2[57], bo2[58], bo2[59], bo2[60], bo2[61], bo2[62], bo2[63], bo2[64], bo2[65], bo2[66], bo2[67], bo2[68], bo2[69], bo2[70], bo2[71], bo2[72], bo2[73], bo2[74], bo2[75], bo2[76], bo2[77], bo2[78], bo2[79], bo2[80], bo2[81], bo2[82], bo2[83], bo2[84], bo2[85], bo2[86], bo2[87], bo2[88], bo2[89], bo2[90], bo2[91], bo2[92], bo2[93], bo2[94], bo2[95], bo2[96], bo2[97], bo2[98], bo2[99], bo2[100], bo2[101], bo2[102], bo2[103], bo2[104], bo2[105], bo2[106], bo2[107], bo2[108], bo2[109], bo2[110], bo2[111], bo2[112], bo2[113], bo2[114], bo2[115], bo2[116], bo2[117], bo2[118], bo2[119], bo2[120], bo2[121], bo2[122], bo2[123], bo2[124], bo2[125], bo2[126], bo2[127], bo2[128], bo2[129], bo2[130], bo2[131], bo2[132], bo2[133], bo2[134], bo2[135], bo2[136], bo2[137], bo2[138], bo2[139], bo2[140], bo2[141], bo2[142], bo2[143], bo2[144], bo2[145], bo2[146], bo2[147], bo2[148], bo2[149], bo2[150], bo2[151], bo2[152], bo2[153], bo2[154], bo2[155], bo2[156], bo2[157], bo2[158], bo2[159], bo2[160], bo2[161], bo2[162], bo2[163], bo2[164], bo2[165], bo2[166], bo2[167], bo2[168], bo2[169], bo2[170], bo2[171], bo2[172], bo2[173], bo2[174], bo2[175], bo2[176], bo2[177], bo2[178], bo2[179], bo2[180], bo2[181], bo2[182], bo2[183], bo2[184], bo2[185], bo2[186], bo2[187], bo2[188], bo2[189], bo2[190], bo2[191]};
    reg [127:0] a_q3 = 128'd0;
    reg [63:0] am_q3 = 64'd0;
    reg [127:0] b_q3 = 128'd0;
    reg [63:0] bm_q3 = 64'd0;
    wire [191:0] ao3 = {am_q3, a_q3};
    wire [191:0] bo3 = {bm_q3, b_q3};
    wire [191:0] br3 = {bo3[0], bo3[1], bo3[2], bo3[3], bo3[4], bo3[5], bo3[6], bo3[7], bo3[8], bo3[9], bo3[10], bo3[11], bo3[12], bo3[13], bo3[14], bo3[15], bo3[16], bo3[17], bo3[18], bo3[19], bo3[20], bo3[21], bo3[22], bo3[23], bo3[24], bo3[25], bo3[26], bo3[27], bo3[28], bo3[29], bo3[30], bo3[31], bo3[32], bo3[33], bo3[34], bo3[35], bo3[36], bo3[37], bo3[38], bo3[39], bo3[40], bo3[41], bo3[42], bo3[43], bo3[44], bo3[45], bo3[46], bo3[47], bo3[48], bo3[49], bo3[50], bo3[51], bo3[52], bo3[53], bo3[54], bo3[55], bo3[56], bo3[57], bo3[58], bo3[59], bo3[60], bo3[61], bo3[62], bo3[63], bo3[64], bo3[65], bo3[66], bo3[67], bo3[68], bo3[69], bo3[70], bo3[71], bo3[72], bo3[73], bo3[74], bo3[75], bo3[76], bo3[77], bo3[78], bo3[79], bo3[80], bo3[81], bo3[82], bo3[83], bo3[84], bo3[85], bo3[86], bo3[87], bo3[88], bo3[89], bo3[90], bo3[91], bo3[92], bo3[93], bo3[94], bo3[95], bo3[96], bo3[97], bo3[98], bo3[99], bo3[100], bo3[101], bo3[102], bo3[103], bo3[104], bo3[105], bo3[106], bo3[107], bo3[108], bo3[109], bo3[110], bo3[111], bo3[112], bo3[113], bo3[114], bo3[115], bo3[116], bo3[117], bo3[118], bo3[119], bo3[120], bo3[121], bo3[122], bo3[123], bo3[124], bo3[125], bo3[126], bo3[127], bo3[128], bo3[129], bo3[130], bo3[131], bo3[132], bo3[133], bo3[134], bo3[135], bo3[136], bo3[137], bo3[138], bo3[139], bo3[140], bo3[141], bo3[142], bo3[143], bo3[144], bo3[145], bo3[146], bo3[147], bo3[148], bo3[149], bo3[150], bo3[151], bo3[152], bo3[153], bo3[154], bo3[155], bo3[156], bo3[157], bo3[158], bo3[159], bo3[160], bo3[161], bo3[162], bo3[163], bo3[164], bo3[165], bo3[166], bo3[167], bo3[168], bo3[169], bo3[170], bo3[171], bo3[172], bo3[173], bo3[174], bo3[175], bo3[176], bo3[177], bo3[178], bo3[179], bo3[180], bo3[181], bo3[182], bo3[183], bo3[184], bo3[185], bo3[186], bo3[187], bo3[188], bo3[189], bo3[190], bo3[191]};
    reg [380:0] c = 381'd0;
    (* keep *) wire l1_0 = (ao0[0] & br0[191]);
    (* keep *) wire l1_1 = ^(ao0[1:0] & br0[191:190]);
    (* keep *) wire l1_2 = ^(ao0[2:0] & br0[191:189]);
    (* keep *) wire l1_3 = ^(ao0[2:0] & br0[190:188]);
    (* keep *) wire l1_4 = ^(ao0[2:0] & br0[189:187]);
    (* keep *) wire l1_5 = ^(ao0[2:0] & br0[188:186]);
    (* keep *) wire l1_6 = ^(ao0[5:3] & br0[191:189]);
    (* keep *) wire l1_7 = ^(ao0[2:0] & br0[187:185]);
    (* keep *) wire l1_8 = ^(ao0[5:3] & br0[190:188]);
    (* keep *) wire l1_9 = ^(ao0[2:0] & br0[186:184]);
    (* keep *) wire l1_10 = ^(ao0[5:3] & br0[189:187]);
    (* keep *) wire l1_11 = ^(ao0[2:0] & br0[185:183]);
    (* keep *) wire l1_12 = ^(ao0[5:3] & br0[188:186]);
    (* keep *) wire l1_13 = ^(ao0[8:6] & br0[191:189]);
    (* keep *) wire l1_14 = ^(ao0[2:0] & br0[184:182]);
    (* keep *) wire l1_15 = ^(ao0[5:3] & br0[187:185]);
    (* keep *) wire l1_16 = ^(ao0[8:6] & br0[190:188]);
    (* keep *) wire l1_17 = ^(ao0[1:0] & br0[182:181]);
    (* keep *) wire l1_18 = ^(ao0[4:2] & br0[185:183]);
    (* keep *) wire l1_19 = ^(ao0[7:5] & br0[188:186]);
    (* keep *) wire l1_20 = ^(ao0[10:8] & br0[191:189]);
    (* keep *) wire l1_21 = ^(ao0[2:0] & br0[182:180]);
    (* keep *) wire l1_22 = ^(ao0[5:3] & br0[185:183]);
    (* keep *) wire l1_23 = ^(ao0[8:6] & br0[188:186]);
    (* keep *) wire l1_24 = ^(ao0[11:9] & br0[191:189]);
    (* keep *) wire l1_25 = ^(ao0[2:0] & br0[181:179]);
    (* keep *) wire l1_26 = ^(ao0[5:3] & br0[184:182]);
    (* keep *) wire l1_27 = ^(ao0[8:6] & br0[187:185]);
    (* keep *) wire l1_28 = ^(ao0[11:9] & br0[190:188]);
    (* keep *) wire l1_29 = ^(ao0[1:0] & br0[179:178]);
    (* keep *) wire l1_30 = ^(ao0[4:2] & br0[182:180]);
    (* keep *) wire l1_31 = ^(ao0[7:5] & br0[185:183]);
    (* keep *) wire l1_32 = ^(ao0[10:8] & br0[188:186]);
    (* keep *) wire l1_33 = ^(ao0[13:11] & br0[191:189]);
    (* keep *) wire l1_34 = ^(ao0[2:0] & br0[179:177]);
    (* keep *) wire l1_35 = ^(ao0[5:3] & br0[182:180]);
    (* keep *) wire l1_36 = ^(ao0[8:6] & br0[185:183]);
    (* keep *) wire l1_37 = ^(ao0[11:9] & br0[188:186]);
    (* keep *) wire l1_38 = ^(ao0[14:12] & br0[191:189]);
    (* keep *) wire l1_39 = ^(ao0[1:0] & br0[177:176]);
    (* keep *) wire l1_40 = ^(ao0[4:2] & br0[180:178]);
    (* keep *) wire l1_41 = ^(ao0[7:5] & br0[183:181]);
    (* keep *) wire l1_42 = ^(ao0[9:8] & br0[185:184]);
    (* keep *) wire l1_43 = ^(ao0[12:10] & br0[188:186]);
    (* keep *) wire l1_44 = ^(ao0[15:13] & br0[191:189]);
    (* keep *) wire l1_45 = ^(ao0[1:0] & br0[176:175]);
    (* keep *) wire l1_46 = ^(ao0[4:2] & br0[179:177]);
    (* keep *) wire l1_47 = ^(ao0[7:5] & br0[182:180]);
    (* keep *) wire l1_48 = ^(ao0[10:8] & br0[185:183]);
    (* keep *) wire l1_49 = ^(ao0[13:11] & br0[188:186]);
    (* keep *) wire l1_50 = ^(ao0[16:14] & br0[191:189]);
    (* keep *) wire l1_51 = ^(ao0[2:0] & br0[176:174]);
    (* keep *) wire l1_52 = ^(ao0[5:3] & br0[179:177]);
    (* keep *) wire l1_53 = ^(ao0[8:6] & br0[182:180]);
    (* keep *) wire l1_54 = ^(ao0[11:9] & br0[185:183]);
    (* keep *) wire l1_55 = ^(ao0[14:12] & br0[188:186]);
    (* keep *) wire l1_56 = ^(ao0[17:15] & br0[191:189]);
    (* keep *) wire l1_57 = ^(ao0[2:0] & br0[175:173]);
    (* keep *) wire l1_58 = ^(ao0[5:3] & br0[178:176]);
    (* keep *) wire l1_59 = ^(ao0[8:6] & br0[181:179]);
    (* keep *) wire l1_60 = ^(ao0[11:9] & br0[184:182]);
    (* keep *) wire l1_61 = ^(ao0[14:12] & br0[187:185]);
    (* keep *) wire l1_62 = ^(ao0[17:15] & br0[190:188]);
    (* keep *) wire l1_63 = ^(ao0[2:0] & br0[174:172]);
    (* keep *) wire l1_64 = ^(ao0[5:3] & br0[177:175]);
    (* keep *) wire l1_65 = ^(ao0[8:6] & br0[180:178]);
    (* keep *) wire l1_66 = ^(ao0[11:9] & br0[183:181]);
    (* keep *) wire l1_67 = ^(ao0[14:12] & br0[186:184]);
    (* keep *) wire l1_68 = ^(ao0[17:15] & br0[189:187]);
    (* keep *) wire l1_69 = ^(ao0[2:0] & br0[173:171]);
    (* keep *) wire l1_70 = ^(ao0[5:3] & br0[176:174]);
    (* keep *) wire l1_71 = ^(ao0[8:6] & br0[179:177]);
    (* keep *) wire l1_72 = ^(ao0[11:9] & br0[182:180]);
    (* keep *) wire l1_73 = ^(ao0[14:12] & br0[185:183]);
    (* keep *) wire l1_74 = ^(ao0[17:15] & br0[188:186]);
    (* keep *) wire l1_75 = ^(ao0[20:18] & br0[191:189]);
    (* keep *) wire l1_76 = ^(ao0[2:0] & br0[172:170]);
    (* keep *) wire l1_77 = ^(ao0[5:3] & br0[175:173]);
    (* keep *) wire l1_78 = ^(ao0[8:6] & br0[178:176]);
    (* keep *) wire l1_79 = ^(ao0[11:9] & br0[181:179]);
    (* keep *) wire l1_80 = ^(ao0[14:12] & br0[184:182]);
    (* keep *) wire l1_81 = ^(ao0[17:15] & br0[187:185]);
    (* keep *) wire l1_82 = ^(ao0[20:18] & br0[190:188]);
    (* keep *) wire l1_83 = ^(ao0[2:0] & br0[171:169]);
    (* keep *) wire l1_84 = ^(ao0[5:3] & br0[174:172]);
    (* keep *) wire l1_85 = ^(ao0[8:6] & br0[177:175]);
    (* keep *) wire l1_86 = ^(ao0[11:9] & br0[180:178]);
    (* keep *) wire l1_87 = ^(ao0[14:12] & br0[183:181]);
    (* keep *) wire l1_88 = ^(ao0[17:15] & br0[186:184]);
    (* keep *) wire l1_89 = ^(ao0[20:18] & br0[189:187]);
    (* keep *) wire l1_90 = ^(ao0[2:0] & br0[170:168]);
    (* keep *) wire l1_91 = ^(ao0[5:3] & br0[173:171]);
    (* keep *) wire l1_92 = ^(ao0[8:6] & br0[176:174]);
    (* keep *) wire l1_93 = ^(ao0[11:9] & br0[179:177]);
    (* keep *) wire l1_94 = ^(ao0[14:12] & br0[182:180]);
    (* keep *) wire l1_95 = ^(ao0[17:15] & br0[185:183]);
    (* keep *) wire l1_96 = ^(ao0[20:18] & br0[188:186]);
    (* keep *) wire l1_97 = ^(ao0[23:21] & br0[191:189]);
    (* keep *) wire l1_98 = ^(ao0[2:0] & br0[169:167]);
    (* keep *) wire l1_99 = ^(ao0[5:3] & br0[172:170]);
    (* keep *) wire l1_100 = ^(ao0[8:6] & br0[175:173]);
    (* keep *) wire l1_101 = ^(ao0[11:9] & br0[178:176]);
    (* keep *) wire l1_102 = ^(ao0[14:12] & br0[181:179]);
    (* keep *) wire l1_103 = ^(ao0[17:15] & br0[184:182]);
    (* keep *) wire l1_104 = ^(ao0[20:18] & br0[187:185]);
    (* keep *) wire l1_105 = ^(ao0[23:21] & br0[190:188]);
    (* keep *) wire l1_106 = ^(ao0[2:0] & br0[168:166]);
    (* keep *) wire l1_107 = ^(ao0[5:3] & br0[171:169]);
    (* keep *) wire l1_108 = ^(ao0[8:6] & br0[174:172]);
    (* keep *) wire l1_109 = ^(ao0[11:9] & br0[177:175]);
    (* keep *) wire l1_110 = ^(ao0[14:12] & br0[180:178]);
    (* keep *) wire l1_111 = ^(ao0[17:15] & br0[183:181]);
    (* keep *) wire l1_112 = ^(ao0[20:18] & br0[186:184]);
    (* keep *) wire l1_113 = ^(ao0[23:21] & br0[189:187]);
    (* keep *) wire l1_114 = ^(ao0[2:0] & br0[167:165]);
    (* keep *) wire l1_115 = ^(ao0[5:3] & br0[170:168]);
    (* keep *) wire l1_116 = ^(ao0[8:6] & br0[173:171]);
    (* keep *) wire l1_117 = ^(ao0[11:9] & br0[176:174]);
    (* keep *) wire l1_118 = ^(ao0[14:12] & br0[179:177]);
    (* keep *) wire l1_119 = ^(ao0[17:15] & br0[182:180]);
    (* keep *) wire l1_120 = ^(ao0[20:18] & br0[185:183]);
    (* keep *) wire l1_121 = ^(ao0[23:21] & br0[188:186]);
    (* keep *) wire l1_122 = ^(ao0[26:24] & br0[191:189]);
    (* keep *) wire l1_123 = ^(ao0[2:0] & br0[166:164]);
    (* keep *) wire l1_124 = ^(ao0[5:3] & br0[169:167]);
    (* keep *) wire l1_125 = ^(ao0[8:6] & br0[172:170]);
    (* keep *) wire l1_126 = ^(ao0[11:9] & br0[175:173]);
    (* keep *) wire l1_127 = ^(ao0[14:12] & br0[178:176]);
    (* keep *) wire l1_128 = ^(ao0[17:15] & br0[181:179]);
    (* keep *) wire l1_129 = ^(ao0[20:18] & br0[184:182]);
    (* keep *) wire l1_130 = ^(ao0[23:21] & br0[187:185]);
    (* keep *) wire l1_131 = ^(ao0[26:24] & br0[190:188]);
    (* keep *) wire l1_132 = ^(ao0[2:0] & br0[165:163]);
    (* keep *) wire l1_133 = ^(ao0[5:3] & br0[168:166]);
    (* keep *) wire l1_134 = ^(ao0[8:6] & br0[171:169]);
    (* keep *) wire l1_135 = ^(ao0[11:9] & br0[174:172]);
    (* keep *) wire l1_136 = ^(ao0[14:12] & br0[177:175]);
    (* keep *) wire l1_137 = ^(ao0[17:15] & br0[180:178]);
    (* keep *) wire l1_138 = ^(ao0[20:18] & br0[183:181]);
    (* keep *) wire l1_139 = ^(ao0[23:21] & br0[186:184]);
    (* keep *) wire l1_140 = ^(ao0[26:24] & br0[189:187]);
    (* keep *) wire l1_141 = ^(ao0[2:0] & br0[164:162]);
    (* keep *) wire l1_142 = ^(ao0[5:3] & br0[167:165]);
    (* keep *) wire l1_143 = ^(ao0[8:6] & br0[170:168]);
    (* keep *) wire l1_144 = ^(ao0[11:9] & br0[173:171]);
    (* keep *) wire l1_145 = ^(ao0[14:12] & br0[176:174]);
    (* keep *) wire l1_146 = ^(ao0[17:15] & br0[179:177]);
    (* keep *) wire l1_147 = ^(ao0[20:18] & br0[182:180]);
    (* keep *) wire l1_148 = ^(ao0[23:21] & br0[185:183]);
    (* keep *) wire l1_149 = ^(ao0[26:24] & br0[188:186]);
    (* keep *) wire l1_150 = ^(ao0[29:27] & br0[191:189]);
    (* keep *) wire l1_151 = ^(ao0[2:0] & br0[163:161]);
    (* keep *) wire l1_152 = ^(ao0[5:3] & br0[166:164]);
    (* keep *) wire l1_153 = ^(ao0[8:6] & br0[169:167]);
    (* keep *) wire l1_154 = ^(ao0[11:9] & br0[172:170]);
    (* keep *) wire l1_155 = ^(ao0[14:12] & br0[175:173]);
    (* keep *) wire l1_156 = ^(ao0[17:15] & br0[178:176]);
    (* keep *) wire l1_157 = ^(ao0[20:18] & br0[181:179]);
    (* keep *) wire l1_158 = ^(ao0[23:21] & br0[184:182]);
    (* keep *) wire l1_159 = ^(ao0[26:24] & br0[187:185]);
    (* keep *) wire l1_160 = ^(ao0[29:27] & br0[190:188]);
    (* keep *) wire l1_161 = ^(ao0[2:0] & br0[162:160]);
    (* keep *) wire l1_162 = ^(ao0[5:3] & br0[165:163]);
    (* keep *) wire l1_163 = ^(ao0[8:6] & br0[168:166]);
    (* keep *) wire l1_164 = ^(ao0[11:9] & br0[171:169]);
    (* keep *) wire l1_165 = ^(ao0[14:12] & br0[174:172]);
    (* keep *) wire l1_166 = ^(ao0[17:15] & br0[177:175]);
    (* keep *) wire l1_167 = ^(ao0[20:18] & br0[180:178]);
    (* keep *) wire l1_168 = ^(ao0[23:21] & br0[183:181]);
    (* keep *) wire l1_169 = ^(ao0[26:24] & br0[186:184]);
    (* keep *) wire l1_170 = ^(ao0[29:27] & br0[189:187]);
    (* keep *) wire l1_171 = ^(ao1[2:0] & br1[161:159]);
    (* keep *) wire l1_172 = ^(ao1[5:3] & br1[164:162]);
    (* keep *) wire l1_173 = ^(ao1[8:6] & br1[167:165]);
    (* keep *) wire l1_174 = ^(ao1[11:9] & br1[170:168]);
    (* keep *) wire l1_175 = ^(ao1[14:12] & br1[173:171]);
    (* keep *) wire l1_176 = ^(ao1[17:15] & br1[176:174]);
    (* keep *) wire l1_177 = ^(ao1[20:18] & br1[179:177]);
    (* keep *) wire l1_178 = ^(ao1[23:21] & br1[182:180]);
    (* keep *) wire l1_179 = ^(ao1[26:24] & br1[185:183]);
    (* keep *) wire l1_180 = ^(ao1[29:27] & br1[188:186]);
    (* keep *) wire l1_181 = ^(ao1[32:30] & br1[191:189]);
    (* keep *) wire l1_182 = ^(ao1[2:0] & br1[160:158]);
    (* keep *) wire l1_183 = ^(ao1[5:3] & br1[163:161]);
    (* keep *) wire l1_184 = ^(ao1[8:6] & br1[166:164]);
    (* keep *) wire l1_185 = ^(ao1[11:9] & br1[169:167]);
    (* keep *) wire l1_186 = ^(ao1[14:12] & br1[172:170]);
    (* keep *) wire l1_187 = ^(ao1[17:15] & br1[175:173]);
    (* keep *) wire l1_188 = ^(ao1[20:18] & br1[178:176]);
    (* keep *) wire l1_189 = ^(ao1[23:21] & br1[181:179]);
    (* keep *) wire l1_190 = ^(ao1[26:24] & br1[184:182]);
    (* keep *) wire l1_191 = ^(ao1[29:27] & br1[187:185]);
    (* keep *) wire l1_192 = ^(ao1[32:30] & br1[190:188]);
    (* keep *) wire l1_193 = ^(ao1[2:0] & br1[159:157]);
    (* keep *) wire l1_194 = ^(ao1[5:3] & br1[162:160]);
    (* keep *) wire l1_195 = ^(ao1[8:6] & br1[165:163]);
    (* keep *) wire l1_196 = ^(ao1[11:9] & br1[168:166]);
    (* keep *) wire l1_197 = ^(ao1[14:12] & br1[171:169]);
    (* keep *) wire l1_198 = ^(ao1[17:15] & br1[174:172]);
    (* keep *) wire l1_199 = ^(ao1[20:18] & br1[177:175]);
    (* keep *) wire l1_200 = ^(ao1[23:21] & br1[180:178]);
    (* keep *) wire l1_201 = ^(ao1[26:24] & br1[183:181]);
    (* keep *) wire l1_202 = ^(ao1[29:27] & br1[186:184]);
    (* keep *) wire l1_203 = ^(ao1[32:30] & br1[189:187]);
    (* keep *) wire l1_204 = ^(ao1[2:0] & br1[158:156]);
    (* keep *) wire l1_205 = ^(ao1[5:3] & br1[161:159]);
    (* keep *) wire l1_206 = ^(ao1[8:6] & br1[164:162]);
    (* keep *) wire l1_207 = ^(ao1[11:9] & br1[167:165]);
    (* keep *) wire l1_208 = ^(ao1[14:12] & br1[170:168]);
    (* keep *) wire l1_209 = ^(ao1[17:15] & br1[173:171]);
    (* keep *) wire l1_210 = ^(ao1[20:18] & br1[176:174]);
    (* keep *) wire l1_211 = ^(ao1[23:21] & br1[179:177]);
    (* keep *) wire l1_212 = ^(ao1[26:24] & br1[182:180]);
    (* keep *) wire l1_213 = ^(ao1[29:27] & br1[185:183]);
    (* keep *) wire l1_214 = ^(ao1[32:30] & br1[188:186]);
    (* keep *) wire l1_215 = ^(ao1[35:33] & br1[191:189]);
    (* keep *) wire l1_216 = ^(ao1[2:0] & br1[157:155]);
    (* keep *) wire l1_217 = ^(ao1[5:3] & br1[160:158]);
    (* keep *) wire l1_218 = ^(ao1[8:6] & br1[163:161]);
    (* keep *) wire l1_219 = ^(ao1[11:9] & br1[166:164]);
    (* keep *) wire l1_220 = ^(ao1[14:12] & br1[169:167]);
    (* keep *) wire l1_221 = ^(ao1[17:15] & br1[172:170]);
    (* keep *) wire l1_222 = ^(ao1[20:18] & br1[175:173]);
    (* keep *) wire l1_223 = ^(ao1[23:21] & br1[178:176]);
    (* keep *) wire l1_224 = ^(ao1[26:24] & br1[181:179]);
    (* keep *) wire l1_225 = ^(ao1[29:27] & br1[184:182]);
    (* keep *) wire l1_226 = ^(ao1[32:30] & br1[187:185]);
    (* keep *) wire l1_227 = ^(ao1[35:33] & br1[190:188]);
    (* keep *) wire l1_228 = ^(ao1[2:0] & br1[156:154]);
    (* keep *) wire l1_229 = ^(ao1[5:3] & br1[159:157]);
    (* keep *) wire l1_230 = ^(ao1[8:6] & br1[162:160]);
    (* keep *) wire l1_231 = ^(ao1[11:9] & br1[165:163]);
    (* keep *) wire l1_232 = ^(ao1[14:12] & br1[168:166]);
    (* keep *) wire l1_233 = ^(ao1[17:15] & br1[171:169]);
    (* keep *) wire l1_234 = ^(ao1[20:18] & br1[174:172]);
    (* keep *) wire l1_235 = ^(ao1[23:21] & br1[177:175]);
    (* keep *) wire l1_236 = ^(ao1[26:24] & br1[180:178]);
    (* keep *) wire l1_237 = ^(ao1[29:27] & br1[183:181]);
    (* keep *) wire l1_238 = ^(ao1[32:30] & br1[186:184]);
    (* keep *) wire l1_239 = ^(ao1[35:33] & br1[189:187]);
    (* keep *) wire l1_240 = ^(ao1[2:0] & br1[155:153]);
    (* keep *) wire l1_241 = ^(ao1[5:3] & br1[158:156]);
    (* keep *) wire l1_242 = ^(ao1[8:6] & br1[161:159]);
    (* keep *) wire l1_243 = ^(ao1[11:9] & br1[164:162]);
    (* keep *) wire l1_244 = ^(ao1[14:12] & br1[167:165]);
    (* keep *) wire l1_245 = ^(ao1[17:15] & br1[170:168]);
    (* keep *) wire l1_246 = ^(ao1[20:18] & br1[173:171]);
    (* keep *) wire l1_247 = ^(ao1[23:21] & br1[176:174]);
    (* keep *) wire l1_248 = ^(ao1[26:24] & br1[179:177]);
    (* keep *) wire l1_249 = ^(ao1[29:27] & br1[182:180]);
    (* keep *) wire l1_250 = ^(ao1[32:30] & br1[185:183]);
    (* keep *) wire l1_251 = ^(ao1[35:33] & br1[188:186]);
    (* keep *) wire l1_252 = ^(ao1[38:36] & br1[191:189]);
    (* keep *) wire l1_253 = ^(ao1[2:0] & br1[154:152]);
    (* keep *) wire l1_254 = ^(ao1[5:3] & br1[157:155]);
    (* keep *) wire l1_255 = ^(ao1[8:6] & br1[160:158]);
    (* keep *) wire l1_256 = ^(ao1[11:9] & br1[163:161]);
    (* keep *) wire l1_257 = ^(ao1[14:12] & br1[166:164]);
    (* keep *) wire l1_258 = ^(ao1[17:15] & br1[169:167]);
    (* keep *) wire l1_259 = ^(ao1[20:18] & br1[172:170]);
    (* keep *) wire l1_260 = ^(ao1[23:21] & br1[175:173]);
    (* keep *) wire l1_261 = ^(ao1[26:24] & br1[178:176]);
    (* keep *) wire l1_262 = ^(ao1[29:27] & br1[181:179]);
    (* keep *) wire l1_263 = ^(ao1[32:30] & br1[184:182]);
    (* keep *) wire l1_264 = ^(ao1[35:33] & br1[187:185]);
    (* keep *) wire l1_265 = ^(ao1[38:36] & br1[190:188]);
    (* keep *) wire l1_266 = ^(ao1[1:0] & br1[152:151]);
    (* keep *) wire l1_267 = ^(ao1[4:2] & br1[155:153]);
    (* keep *) wire l1_268 = ^(ao1[7:5] & br1[158:156]);
    (* keep *) wire l1_269 = ^(ao1[10:8] & br1[161:159]);
    (* keep *) wire l1_270 = ^(ao1[13:11] & br1[164:162]);
    (* keep *) wire l1_271 = ^(ao1[16:14] & br1[167:165]);
    (* keep *) wire l1_272 = ^(ao1[19:17] & br1[170:168]);
    (* keep *) wire l1_273 = ^(ao1[22:20] & br1[173:171]);
    (* keep *) wire l1_274 = ^(ao1[25:23] & br1[176:174]);
    (* keep *) wire l1_275 = ^(ao1[28:26] & br1[179:177]);
    (* keep *) wire l1_276 = ^(ao1[31:29] & br1[182:180]);
    (* keep *) wire l1_277 = ^(ao1[34:32] & br1[185:183]);
    (* keep *) wire l1_278 = ^(ao1[37:35] & br1[188:186]);
    (* keep *) wire l1_279 = ^(ao1[40:38] & br1[191:189]);
    (* keep *) wire l1_280 = ^(ao1[2:0] & br1[152:150]);
    (* keep *) wire l1_281 = ^(ao1[5:3] & br1[155:153]);
    (* keep *) wire l1_282 = ^(ao1[8:6] & br1[158:156]);
    (* keep *) wire l1_283 = ^(ao1[11:9] & br1[161:159]);
    (* keep *) wire l1_284 = ^(ao1[14:12] & br1[164:162]);
    (* keep *) wire l1_285 = ^(ao1[17:15] & br1[167:165]);
    (* keep *) wire l1_286 = ^(ao1[20:18] & br1[170:168]);
    (* keep *) wire l1_287 = ^(ao1[23:21] & br1[173:171]);
    (* keep *) wire l1_288 = ^(ao1[26:24] & br1[176:174]);
    (* keep *) wire l1_289 = ^(ao1[29:27] & br1[179:177]);
    (* keep *) wire l1_290 = ^(ao1[32:30] & br1[182:180]);
    (* keep *) wire l1_291 = ^(ao1[35:33] & br1[185:183]);
    (* keep *) wire l1_292 = ^(ao1[38:36] & br1[188:186]);
    (* keep *) wire l1_293 = ^(ao1[41:39] & br1[191:189]);
    (* keep *) wire l1_294 = ^(ao1[2:0] & br1[151:149]);
    (* keep *) wire l1_295 = ^(ao1[5:3] & br1[154:152]);
    (* keep *) wire l1_296 = ^(ao1[8:6] & br1[157:155]);
    (* keep *) wire l1_297 = ^(ao1[11:9] & br1[160:158]);
    (* keep *) wire l1_298 = ^(ao1[14:12] & br1[163:161]);
    (* keep *) wire l1_299 = ^(ao1[17:15] & br1[166:164]);
    (* keep *) wire l1_300 = ^(ao1[20:18] & br1[169:167]);
    (* keep *) wire l1_301 = ^(ao1[23:21] & br1[172:170]);
    (* keep *) wire l1_302 = ^(ao1[26:24] & br1[175:173]);
    (* keep *) wire l1_303 = ^(ao1[29:27] & br1[178:176]);
    (* keep *) wire l1_304 = ^(ao1[32:30] & br1[181:179]);
    (* keep *) wire l1_305 = ^(ao1[35:33] & br1[184:182]);
    (* keep *) wire l1_306 = ^(ao1[38:36] & br1[187:185]);
    (* keep *) wire l1_307 = ^(ao1[41:39] & br1[190:188]);
    (* keep *) wire l1_308 = ^(ao1[1:0] & br1[149:148]);
    (* keep *) wire l1_309 = ^(ao1[4:2] & br1[152:150]);
    (* keep *) wire l1_310 = ^(ao1[7:5] & br1[155:153]);
    (* keep *) wire l1_311 = ^(ao1[10:8] & br1[158:156]);
    (* keep *) wire l1_312 = ^(ao1[13:11] & br1[161:159]);
    (* keep *) wire l1_313 = ^(ao1[16:14] & br1[164:162]);
    (* keep *) wire l1_314 = ^(ao1[19:17] & br1[167:165]);
    (* keep *) wire l1_315 = ^(ao1[22:20] & br1[170:168]);
    (* keep *) wire l1_316 = ^(ao1[25:23] & br1[173:171]);
    (* keep *) wire l1_317 = ^(ao1[28:26] & br1[176:174]);
    (* keep *) wire l1_318 = ^(ao1[31:29] & br1[179:177]);
    (* keep *) wire l1_319 = ^(ao1[34:32] & br1[182:180]);
    (* keep *) wire l1_320 = ^(ao1[37:35] & br1[185:183]);
    (* keep *) wire l1_321 = ^(ao1[40:38] & br1[188:186]);
    (* keep *) wire l1_322 = ^(ao1[43:41] & br1[191:189]);
    (* keep *) wire l1_323 = ^(ao1[2:0] & br1[149:147]);
    (* keep *) wire l1_324 = ^(ao1[5:3] & br1[152:150]);
    (* keep *) wire l1_325 = ^(ao1[8:6] & br1[155:153]);
    (* keep *) wire l1_326 = ^(ao1[11:9] & br1[158:156]);
    (* keep *) wire l1_327 = ^(ao1[14:12] & br1[161:159]);
    (* keep *) wire l1_328 = ^(ao1[17:15] & br1[164:162]);
    (* keep *) wire l1_329 = ^(ao1[20:18] & br1[167:165]);
    (* keep *) wire l1_330 = ^(ao1[23:21] & br1[170:168]);
    (* keep *) wire l1_331 = ^(ao1[26:24] & br1[173:171]);
    (* keep *) wire l1_332 = ^(ao1[29:27] & br1[176:174]);
    (* keep *) wire l1_333 = ^(ao1[32:30] & br1[179:177]);
    (* keep *) wire l1_334 = ^(ao1[35:33] & br1[182:180]);
    (* keep *) wire l1_335 = ^(ao1[38:36] & br1[185:183]);
    (* keep *) wire l1_336 = ^(ao1[41:39] & br1[188:186]);
    (* keep *) wire l1_337 = ^(ao1[44:42] & br1[191:189]);
    (* keep *) wire l1_338 = ^(ao1[2:0] & br1[148:146]);
    (* keep *) wire l1_339 = ^(ao1[5:3] & br1[151:149]);
    (* keep *) wire l1_340 = ^(ao1[8:6] & br1[154:152]);
    (* keep *) wire l1_341 = ^(ao1[11:9] & br1[157:155]);
    (* keep *) wire l1_342 = ^(ao1[14:12] & br1[160:158]);
    (* keep *) wire l1_343 = ^(ao1[17:15] & br1[163:161]);
    (* keep *) wire l1_344 = ^(ao1[20:18] & br1[166:164]);
    (* keep *) wire l1_345 = ^(ao1[23:21] & br1[169:167]);
    (* keep *) wire l1_346 = ^(ao1[26:24] & br1[172:170]);
    (* keep *) wire l1_347 = ^(ao1[29:27] & br1[175:173]);
    (* keep *) wire l1_348 = ^(ao1[32:30] & br1[178:176]);
    (* keep *) wire l1_349 = ^(ao1[35:33] & br1[181:179]);
    (* keep *) wire l1_350 = ^(ao1[38:36] & br1[184:182]);
    (* keep *) wire l1_351 = ^(ao1[41:39] & br1[187:185]);
    (* keep *) wire l1_352 = ^(ao1[44:42] & br1[190:188]);
    (* keep *) wire l1_353 = ^(ao1[1:0] & br1[146:145]);
    (* keep *) wire l1_354 = ^(ao1[4:2] & br1[149:147]);
    (* keep *) wire l1_355 = ^(ao1[7:5] & br1[152:150]);
    (* keep *) wire l1_356 = ^(ao1[10:8] & br1[155:153]);
    (* keep *) wire l1_357 = ^(ao1[13:11] & br1[158:156]);
    (* keep *) wire l1_358 = ^(ao1[16:14] & br1[161:159]);
    (* keep *) wire l1_359 = ^(ao1[19:17] & br1[164:162]);
    (* keep *) wire l1_360 = ^(ao1[22:20] & br1[167:165]);
    (* keep *) wire l1_361 = ^(ao1[25:23] & br1[170:168]);
    (* keep *) wire l1_362 = ^(ao1[28:26] & br1[173:171]);
    (* keep *) wire l1_363 = ^(ao1[31:29] & br1[176:174]);
    (* keep *) wire l1_364 = ^(ao1[34:32] & br1[179:177]);
    (* keep *) wire l1_365 = ^(ao1[37:35] & br1[182:180]);
    (* keep *) wire l1_366 = ^(ao1[40:38] & br1[185:183]);
    (* keep *) wire l1_367 = ^(ao1[43:41] & br1[188:186]);
    (* keep *) wire l1_368 = ^(ao1[46:44] & br1[191:189]);
    (* keep *) wire l1_369 = ^(ao1[2:0] & br1[146:144]);
    (* keep *) wire l1_370 = ^(ao1[5:3] & br1[149:147]);
    (* keep *) wire l1_371 = ^(ao1[8:6] & br1[152:150]);
    (* keep *) wire l1_372 = ^(ao1[11:9] & br1[155:153]);
    (* keep *) wire l1_373 = ^(ao1[14:12] & br1[158:156]);
    (* keep *) wire l1_374 = ^(ao1[17:15] & br1[161:159]);
    (* keep *) wire l1_375 = ^(ao1[20:18] & br1[164:162]);
    (* keep *) wire l1_376 = ^(ao1[23:21] & br1[167:165]);
    (* keep *) wire l1_377 = ^(ao1[26:24] & br1[170:168]);
    (* keep *) wire l1_378 = ^(ao1[29:27] & br1[173:171]);
    (* keep *) wire l1_379 = ^(ao1[32:30] & br1[176:174]);
    (* keep *) wire l1_380 = ^(ao1[35:33] & br1[179:177]);
    (* keep *) wire l1_381 = ^(ao1[38:36] & br1[182:180]);
    (* keep *) wire l1_382 = ^(ao1[41:39] & br1[185:183]);
    (* keep *) wire l1_383 = ^(ao1[44:42] & br1[188:186]);
    (* keep *) wire l1_384 = ^(ao1[47:45] & br1[191:189]);
    (* keep *) wire l1_385 = ^(ao1[2:0] & br1[145:143]);
    (* keep *) wire l1_386 = ^(ao1[5:3] & br1[148:146]);
    (* keep *) wire l1_387 = ^(ao1[8:6] & br1[151:149]);
    (* keep *) wire l1_388 = ^(ao1[11:9] & br1[154:152]);
    (* keep *) wire l1_389 = ^(ao1[14:12] & br1[157:155]);
    (* keep *) wire l1_390 = ^(ao1[17:15] & br1[160:158]);
    (* keep *) wire l1_391 = ^(ao1[20:18] & br1[163:161]);
    (* keep *) wire l1_392 = ^(ao1[23:21] & br1[166:164]);
    (* keep *) wire l1_393 = ^(ao1[26:24] & br1[169:167]);
    (* keep *) wire l1_394 = ^(ao1[29:27] & br1[172:170]);
    (* keep *) wire l1_395 = ^(ao1[32:30] & br1[175:173]);
    (* keep *) wire l1_396 = ^(ao1[35:33] & br1[178:176]);
    (* keep *) wire l1_397 = ^(ao1[38:36] & br1[181:179]);
    (* keep *) wire l1_398 = ^(ao1[41:39] & br1[184:182]);
    (* keep *) wire l1_399 = ^(ao1[44:42] & br1[187:185]);
    (* keep *) wire l1_400 = ^(ao1[47:45] & br1[190:188]);
    (* keep *) wire l1_401 = ^(ao1[1:0] & br1[143:142]);
    (* keep *) wire l1_402 = ^(ao1[4:2] & br1[146:144]);
    (* keep *) wire l1_403 = ^(ao1[7:5] & br1[149:147]);
    (* keep *) wire l1_404 = ^(ao1[10:8] & br1[152:150]);
    (* keep *) wire l1_405 = ^(ao1[13:11] & br1[155:153]);
    (* keep *) wire l1_406 = ^(ao1[16:14] & br1[158:156]);
    (* keep *) wire l1_407 = ^(ao1[19:17] & br1[161:159]);
    (* keep *) wire l1_408 = ^(ao1[22:20] & br1[164:162]);
    (* keep *) wire l1_409 = ^(ao1[25:23] & br1[167:165]);
    (* keep *) wire l1_410 = ^(ao1[28:26] & br1[170:168]);
    (* keep *) wire l1_411 = ^(ao1[31:29] & br1[173:171]);
    (* keep *) wire l1_412 = ^(ao1[34:32] & br1[176:174]);
    (* keep *) wire l1_413 = ^(ao1[37:35] & br1[179:177]);
    (* keep *) wire l1_414 = ^(ao1[40:38] & br1[182:180]);
    (* keep *) wire l1_415 = ^(ao1[43:41] & br1[185:183]);
    (* keep *) wire l1_416 = ^(ao1[46:44] & br1[188:186]);
    (* keep *) wire l1_417 = ^(ao1[49:47] & br1[191:189]);
    (* keep *) wire l1_418 = ^(ao1[2:0] & br1[143:141]);
    (* keep *) wire l1_419 = ^(ao1[5:3] & br1[146:144]);
    (* keep *) wire l1_420 = ^(ao1[8:6] & br1[149:147]);
    (* keep *) wire l1_421 = ^(ao1[11:9] & br1[152:150]);
    (* keep *) wire l1_422 = ^(ao1[14:12] & br1[155:153]);
    (* keep *) wire l1_423 = ^(ao1[17:15] & br1[158:156]);
    (* keep *) wire l1_424 = ^(ao1[20:18] & br1[161:159]);
    (* keep *) wire l1_425 = ^(ao1[23:21] & br1[164:162]);
    (* keep *) wire l1_426 = ^(ao1[26:24] & br1[167:165]);
    (* keep *) wire l1_427 = ^(ao1[29:27] & br1[170:168]);
    (* keep *) wire l1_428 = ^(ao1[32:30] & br1[173:171]);
    (* keep *) wire l1_429 = ^(ao1[35:33] & br1[176:174]);
    (* keep *) wire l1_430 = ^(ao1[38:36] & br1[179:177]);
    (* keep *) wire l1_431 = ^(ao1[41:39] & br1[182:180]);
    (* keep *) wire l1_432 = ^(ao1[44:42] & br1[185:183]);
    (* keep *) wire l1_433 = ^(ao1[47:45] & br1[188:186]);
    (* keep *) wire l1_434 = ^(ao1[50:48] & br1[191:189]);
    (* keep *) wire l1_435 = ^(ao1[2:0] & br1[142:140]);
    (* keep *) wire l1_436 = ^(ao1[5:3] & br1[145:143]);
    (* keep *) wire l1_437 = ^(ao1[8:6] & br1[148:146]);
    (* keep *) wire l1_438 = ^(ao1[11:9] & br1[151:149]);
    (* keep *) wire l1_439 = ^(ao1[14:12] & br1[154:152]);
    (* keep *) wire l1_440 = ^(ao1[17:15] & br1[157:155]);
    (* keep *) wire l1_441 = ^(ao1[20:18] & br1[160:158]);
    (* keep *) wire l1_442 = ^(ao1[23:21] & br1[163:161]);
    (* keep *) wire l1_443 = ^(ao1[26:24] & br1[166:164]);
    (* keep *) wire l1_444 = ^(ao1[29:27] & br1[169:167]);
    (* keep *) wire l1_445 = ^(ao1[32:30] & br1[172:170]);
    (* keep *) wire l1_446 = ^(ao1[35:33] & br1[175:173]);
    (* keep *) wire l1_447 = ^(ao1[38:36] & br1[178:176]);
    (* keep *) wire l1_448 = ^(ao1[41:39] & br1[181:179]);
    (* keep *) wire l1_449 = ^(ao1[44:42] & br1[184:182]);
    (* keep *) wire l1_450 = ^(ao1[47:45] & br1[187:185]);
    (* keep *) wire l1_451 = ^(ao1[50:48] & br1[190:188]);
    (* keep *) wire l1_452 = ^(ao1[1:0] & br1[140:139]);
    (* keep *) wire l1_453 = ^(ao1[4:2] & br1[143:141]);
    (* keep *) wire l1_454 = ^(ao1[7:5] & br1[146:144]);
    (* keep *) wire l1_455 = ^(ao1[10:8] & br1[149:147]);
    (* keep *) wire l1_456 = ^(ao1[13:11] & br1[152:150]);
    (* keep *) wire l1_457 = ^(ao1[16:14] & br1[155:153]);
    (* keep *) wire l1_458 = ^(ao1[19:17] & br1[158:156]);
    (* keep *) wire l1_459 = ^(ao1[22:20] & br1[161:159]);
    (* keep *) wire l1_460 = ^(ao1[25:23] & br1[164:162]);
    (* keep *) wire l1_461 = ^(ao1[28:26] & br1[167:165]);
    (* keep *) wire l1_462 = ^(ao1[31:29] & br1[170:168]);
    (* keep *) wire l1_463 = ^(ao1[34:32] & br1[173:171]);
    (* keep *) wire l1_464 = ^(ao1[37:35] & br1[176:174]);
    (* keep *) wire l1_465 = ^(ao1[40:38] & br1[179:177]);
    (* keep *) wire l1_466 = ^(ao1[43:41] & br1[182:180]);
    (* keep *) wire l1_467 = ^(ao1[46:44] & br1[185:183]);
    (* keep *) wire l1_468 = ^(ao1[49:47] & br1[188:186]);
    (* keep *) wire l1_469 = ^(ao1[52:50] & br1[191:189]);
    (* keep *) wire l1_470 = ^(ao1[2:0] & br1[140:138]);
    (* keep *) wire l1_471 = ^(ao1[5:3] & br1[143:141]);
    (* keep *) wire l1_472 = ^(ao1[8:6] & br1[146:144]);
    (* keep *) wire l1_473 = ^(ao1[11:9] & br1[149:147]);
    (* keep *) wire l1_474 = ^(ao1[14:12] & br1[152:150]);
    (* keep *) wire l1_475 = ^(ao1[17:15] & br1[155:153]);
    (* keep *) wire l1_476 = ^(ao1[20:18] & br1[158:156]);
    (* keep *) wire l1_477 = ^(ao1[23:21] & br1[161:159]);
    (* keep *) wire l1_478 = ^(ao1[26:24] & br1[164:162]);
    (* keep *) wire l1_479 = ^(ao1[29:27] & br1[167:165]);
    (* keep *) wire l1_480 = ^(ao1[32:30] & br1[170:168]);
    (* keep *) wire l1_481 = ^(ao1[35:33] & br1[173:171]);
    (* keep *) wire l1_482 = ^(ao1[38:36] & br1[176:174]);
    (* keep *) wire l1_483 = ^(ao1[41:39] & br1[179:177]);
    (* keep *) wire l1_484 = ^(ao1[44:42] & br1[182:180]);
    (* keep *) wire l1_485 = ^(ao1[47:45] & br1[185:183]);
    (* keep *) wire l1_486 = ^(ao1[50:48] & br1[188:186]);
    (* keep *) wire l1_487 = ^(ao1[53:51] & br1[191:189]);
    (* keep *) wire l1_488 = ^(ao1[2:0] & br1[139:137]);
    (* keep *) wire l1_489 = ^(ao1[5:3] & br1[142:140]);
    (* keep *) wire l1_490 = ^(ao1[8:6] & br1[145:143]);
    (* keep *) wire l1_491 = ^(ao1[11:9] & br1[148:146]);
    (* keep *) wire l1_492 = ^(ao1[14:12] & br1[151:149]);
    (* keep *) wire l1_493 = ^(ao1[17:15] & br1[154:152]);
    (* keep *) wire l1_494 = ^(ao1[20:18] & br1[157:155]);
    (* keep *) wire l1_495 = ^(ao1[23:21] & br1[160:158]);
    (* keep *) wire l1_496 = ^(ao1[26:24] & br1[163:161]);
    (* keep *) wire l1_497 = ^(ao1[29:27] & br1[166:164]);
    (* keep *) wire l1_498 = ^(ao1[32:30] & br1[169:167]);
    (* keep *) wire l1_499 = ^(ao1[35:33] & br1[172:170]);
    (* keep *) wire l1_500 = ^(ao1[38:36] & br1[175:173]);
    (* keep *) wire l1_501 = ^(ao1[41:39] & br1[178:176]);
    (* keep *) wire l1_502 = ^(ao1[44:42] & br1[181:179]);
    (* keep *) wire l1_503 = ^(ao1[47:45] & br1[184:182]);
    (* keep *) wire l1_504 = ^(ao1[50:48] & br1[187:185]);
    (* keep *) wire l1_505 = ^(ao1[53:51] & br1[190:188]);
    (* keep *) wire l1_506 = ^(ao1[1:0] & br1[137:136]);
    (* keep *) wire l1_507 = ^(ao1[4:2] & br1[140:138]);
    (* keep *) wire l1_508 = ^(ao1[7:5] & br1[143:141]);
    (* keep *) wire l1_509 = ^(ao1[10:8] & br1[146:144]);
    (* keep *) wire l1_510 = ^(ao1[13:11] & br1[149:147]);
    (* keep *) wire l1_511 = ^(ao1[16:14] & br1[152:150]);
    (* keep *) wire l1_512 = ^(ao1[19:17] & br1[155:153]);
    (* keep *) wire l1_513 = ^(ao1[22:20] & br1[158:156]);
    (* keep *) wire l1_514 = ^(ao1[25:23] & br1[161:159]);
    (* keep *) wire l1_515 = ^(ao1[28:26] & br1[164:162]);
    (* keep *) wire l1_516 = ^(ao1[31:29] & br1[167:165]);
    (* keep *) wire l1_517 = ^(ao1[34:32] & br1[170:168]);
    (* keep *) wire l1_518 = ^(ao1[37:35] & br1[173:171]);
    (* keep *) wire l1_519 = ^(ao1[40:38] & br1[176:174]);
    (* keep *) wire l1_520 = ^(ao1[43:41] & br1[179:177]);
    (* keep *) wire l1_521 = ^(ao1[46:44] & br1[182:180]);
    (* keep *) wire l1_522 = ^(ao1[49:47] & br1[185:183]);
    (* keep *) wire l1_523 = ^(ao1[52:50] & br1[188:186]);
    (* keep *) wire l1_524 = ^(ao1[55:53] & br1[191:189]);
    (* keep *) wire l1_525 = ^(ao1[2:0] & br1[137:135]);
    (* keep *) wire l1_526 = ^(ao1[5:3] & br1[140:138]);
    (* keep *) wire l1_527 = ^(ao1[8:6] & br1[143:141]);
    (* keep *) wire l1_528 = ^(ao1[11:9] & br1[146:144]);
    (* keep *) wire l1_529 = ^(ao1[14:12] & br1[149:147]);
    (* keep *) wire l1_530 = ^(ao1[17:15] & br1[152:150]);
    (* keep *) wire l1_531 = ^(ao1[20:18] & br1[155:153]);
    (* keep *) wire l1_532 = ^(ao1[23:21] & br1[158:156]);
    (* keep *) wire l1_533 = ^(ao1[26:24] & br1[161:159]);
    (* keep *) wire l1_534 = ^(ao1[29:27] & br1[164:162]);
    (* keep *) wire l1_535 = ^(ao1[32:30] & br1[167:165]);
    (* keep *) wire l1_536 = ^(ao1[35:33] & br1[170:168]);
    (* keep *) wire l1_537 = ^(ao1[38:36] & br1[173:171]);
    (* keep *) wire l1_538 = ^(ao1[41:39] & br1[176:174]);
    (* keep *) wire l1_539 = ^(ao1[44:42] & br1[179:177]);
    (* keep *) wire l1_540 = ^(ao1[47:45] & br1[182:180]);
    (* keep *) wire l1_541 = ^(ao1[50:48] & br1[185:183]);
    (* keep *) wire l1_542 = ^(ao1[53:51] & br1[188:186]);
    (* keep *) wire l1_543 = ^(ao1[56:54] & br1[191:189]);
    (* keep *) wire l1_544 = ^(ao1[2:0] & br1[136:134]);
    (* keep *) wire l1_545 = ^(ao1[5:3] & br1[139:137]);
    (* keep *) wire l1_546 = ^(ao1[8:6] & br1[142:140]);
    (* keep *) wire l1_547 = ^(ao1[11:9] & br1[145:143]);
    (* keep *) wire l1_548 = ^(ao1[14:12] & br1[148:146]);
    (* keep *) wire l1_549 = ^(ao1[17:15] & br1[151:149]);
    (* keep *) wire l1_550 = ^(ao1[20:18] & br1[154:152]);
    (* keep *) wire l1_551 = ^(ao1[23:21] & br1[157:155]);
    (* keep *) wire l1_552 = ^(ao1[26:24] & br1[160:158]);
    (* keep *) wire l1_553 = ^(ao1[29:27] & br1[163:161]);
    (* keep *) wire l1_554 = ^(ao1[32:30] & br1[166:164]);
    (* keep *) wire l1_555 = ^(ao1[35:33] & br1[169:167]);
    (* keep *) wire l1_556 = ^(ao1[38:36] & br1[172:170]);
    (* keep *) wire l1_557 = ^(ao1[41:39] & br1[175:173]);
    (* keep *) wire l1_558 = ^(ao1[44:42] & br1[178:176]);
    (* keep *) wire l1_559 = ^(ao1[47:45] & br1[181:179]);
    (* keep *) wire l1_560 = ^(ao1[50:48] & br1[184:182]);
    (* keep *) wire l1_561 = ^(ao1[53:51] & br1[187:185]);
    (* keep *) wire l1_562 = ^(ao1[56:54] & br1[190:188]);
    (* keep *) wire l1_563 = ^(ao1[1:0] & br1[134:133]);
    (* keep *) wire l1_564 = ^(ao1[4:2] & br1[137:135]);
    (* keep *) wire l1_565 = ^(ao1[7:5] & br1[140:138]);
    (* keep *) wire l1_566 = ^(ao1[10:8] & br1[143:141]);
    (* keep *) wire l1_567 = ^(ao1[13:11] & br1[146:144]);
    (* keep *) wire l1_568 = ^(ao1[16:14] & br1[149:147]);
    (* keep *) wire l1_569 = ^(ao1[19:17] & br1[152:150]);
    (* keep *) wire l1_570 = ^(ao1[22:20] & br1[155:153]);
    (* keep *) wire l1_571 = ^(ao1[25:23] & br1[158:156]);
    (* keep *) wire l1_572 = ^(ao1[28:26] & br1[161:159]);
    (* keep *) wire l1_573 = ^(ao1[31:29] & br1[164:162]);
    (* keep *) wire l1_574 = ^(ao1[34:32] & br1[167:165]);
    (* keep *) wire l1_575 = ^(ao1[37:35] & br1[170:168]);
    (* keep *) wire l1_576 = ^(ao1[40:38] & br1[173:171]);
    (* keep *) wire l1_577 = ^(ao1[43:41] & br1[176:174]);
    (* keep *) wire l1_578 = ^(ao1[46:44] & br1[179:177]);
    (* keep *) wire l1_579 = ^(ao1[49:47] & br1[182:180]);
    (* keep *) wire l1_580 = ^(ao1[52:50] & br1[185:183]);
    (* keep *) wire l1_581 = ^(ao1[55:53] & br1[188:186]);
    (* keep *) wire l1_582 = ^(ao1[58:56] & br1[191:189]);
    (* keep *) wire l1_583 = ^(ao1[2:0] & br1[134:132]);
    (* keep *) wire l1_584 = ^(ao1[5:3] & br1[137:135]);
    (* keep *) wire l1_585 = ^(ao1[8:6] & br1[140:138]);
    (* keep *) wire l1_586 = ^(ao1[11:9] & br1[143:141]);
    (* keep *) wire l1_587 = ^(ao1[14:12] & br1[146:144]);
    (* keep *) wire l1_588 = ^(ao1[17:15] & br1[149:147]);
    (* keep *) wire l1_589 = ^(ao1[20:18] & br1[152:150]);
    (* keep *) wire l1_590 = ^(ao1[23:21] & br1[155:153]);
    (* keep *) wire l1_591 = ^(ao1[26:24] & br1[158:156]);
    (* keep *) wire l1_592 = ^(ao1[29:27] & br1[161:159]);
    (* keep *) wire l1_593 = ^(ao1[32:30] & br1[164:162]);
    (* keep *) wire l1_594 = ^(ao1[35:33] & br1[167:165]);
    (* keep *) wire l1_595 = ^(ao1[38:36] & br1[170:168]);
    (* keep *) wire l1_596 = ^(ao1[41:39] & br1[173:171]);
    (* keep *) wire l1_597 = ^(ao1[44:42] & br1[176:174]);
    (* keep *) wire l1_598 = ^(ao1[47:45] & br1[179:177]);
    (* keep *) wire l1_599 = ^(ao1[50:48] & br1[182:180]);
    (* keep *) wire l1_600 = ^(ao1[53:51] & br1[185:183]);
    (* keep *) wire l1_601 = ^(ao1[56:54] & br1[188:186]);
    (* keep *) wire l1_602 = ^(ao1[59:57] & br1[191:189]);
    (* keep *) wire l1_603 = ^(ao1[2:0] & br1[133:131]);
    (* keep *) wire l1_604 = ^(ao1[5:3] & br1[136:134]);
    (* keep *) wire l1_605 = ^(ao1[8:6] & br1[139:137]);
    (* keep *) wire l1_606 = ^(ao1[11:9] & br1[142:140]);
    (* keep *) wire l1_607 = ^(ao1[14:12] & br1[145:143]);
    (* keep *) wire l1_608 = ^(ao1[17:15] & br1[148:146]);
    (* keep *) wire l1_609 = ^(ao1[20:18] & br1[151:149]);
    (* keep *) wire l1_610 = ^(ao1[23:21] & br1[154:152]);
    (* keep *) wire l1_611 = ^(ao1[26:24] & br1[157:155]);
    (* keep *) wire l1_612 = ^(ao1[29:27] & br1[160:158]);
    (* keep *) wire l1_613 = ^(ao1[32:30] & br1[163:161]);
    (* keep *) wire l1_614 = ^(ao1[35:33] & br1[166:164]);
    (* keep *) wire l1_615 = ^(ao1[38:36] & br1[169:167]);
    (* keep *) wire l1_616 = ^(ao1[41:39] & br1[172:170]);
    (* keep *) wire l1_617 = ^(ao1[44:42] & br1[175:173]);
    (* keep *) wire l1_618 = ^(ao1[47:45] & br1[178:176]);
    (* keep *) wire l1_619 = ^(ao1[50:48] & br1[181:179]);
    (* keep *) wire l1_620 = ^(ao1[53:51] & br1[184:182]);
    (* keep *) wire l1_621 = ^(ao1[56:54] & br1[187:185]);
    (* keep *) wire l1_622 = ^(ao1[59:57] & br1[190:188]);
    (* keep *) wire l1_623 = ^(ao1[1:0] & br1[131:130]);
    (* keep *) wire l1_624 = ^(ao1[4:2] & br1[134:132]);
    (* keep *) wire l1_625 = ^(ao1[7:5] & br1[137:135]);
    (* keep *) wire l1_626 = ^(ao1[10:8] & br1[140:138]);
    (* keep *) wire l1_627 = ^(ao1[13:11] & br1[143:141]);
    (* keep *) wire l1_628 = ^(ao1[16:14] & br1[146:144]);
    (* keep *) wire l1_629 = ^(ao1[19:17] & br1[149:147]);
    (* keep *) wire l1_630 = ^(ao1[22:20] & br1[152:150]);
    (* keep *) wire l1_631 = ^(ao1[25:23] & br1[155:153]);
    (* keep *) wire l1_632 = ^(ao1[28:26] & br1[158:156]);
    (* keep *) wire l1_633 = ^(ao1[31:29] & br1[161:159]);
    (* keep *) wire l1_634 = ^(ao1[34:32] & br1[164:162]);
    (* keep *) wire l1_635 = ^(ao1[37:35] & br1[167:165]);
    (* keep *) wire l1_636 = ^(ao1[40:38] & br1[170:168]);
    (* keep *) wire l1_637 = ^(ao1[43:41] & br1[173:171]);
    (* keep *) wire l1_638 = ^(ao1[46:44] & br1[176:174]);
    (* keep *) wire l1_639 = ^(ao1[49:47] & br1[179:177]);
    (* keep *) wire l1_640 = ^(ao1[52:50] & br1[182:180]);
    (* keep *) wire l1_641 = ^(ao1[55:53] & br1[185:183]);
    (* keep *) wire l1_642 = ^(ao1[58:56] & br1[188:186]);
    (* keep *) wire l1_643 = ^(ao1[61:59] & br1[191:189]);
    (* keep *) wire l1_644 = ^(ao1[2:0] & br1[131:129]);
    (* keep *) wire l1_645 = ^(ao1[5:3] & br1[134:132]);
    (* keep *) wire l1_646 = ^(ao1[8:6] & br1[137:135]);
    (* keep *) wire l1_647 = ^(ao1[11:9] & br1[140:138]);
    (* keep *) wire l1_648 = ^(ao1[14:12] & br1[143:141]);
    (* keep *) wire l1_649 = ^(ao1[17:15] & br1[146:144]);
    (* keep *) wire l1_650 = ^(ao1[20:18] & br1[149:147]);
    (* keep *) wire l1_651 = ^(ao1[23:21] & br1[152:150]);
    (* keep *) wire l1_652 = ^(ao1[26:24] & br1[155:153]);
    (* keep *) wire l1_653 = ^(ao1[29:27] & br1[158:156]);
    (* keep *) wire l1_654 = ^(ao1[32:30] & br1[161:159]);
    (* keep *) wire l1_655 = ^(ao1[35:33] & br1[164:162]);
    (* keep *) wire l1_656 = ^(ao1[38:36] & br1[167:165]);
    (* keep *) wire l1_657 = ^(ao1[41:39] & br1[170:168]);
    (* keep *) wire l1_658 = ^(ao1[44:42] & br1[173:171]);
    (* keep *) wire l1_659 = ^(ao1[47:45] & br1[176:174]);
    (* keep *) wire l1_660 = ^(ao1[50:48] & br1[179:177]);
    (* keep *) wire l1_661 = ^(ao1[53:51] & br1[182:180]);
    (* keep *) wire l1_662 = ^(ao1[56:54] & br1[185:183]);
    (* keep *) wire l1_663 = ^(ao1[59:57] & br1[188:186]);
    (* keep *) wire l1_664 = ^(ao1[62:60] & br1[191:189]);
    (* keep *) wire l1_665 = ^(ao1[2:0] & br1[130:128]);
    (* keep *) wire l1_666 = ^(ao1[5:3] & br1[133:131]);
    (* keep *) wire l1_667 = ^(ao1[8:6] & br1[136:134]);
    (* keep *) wire l1_668 = ^(ao1[11:9] & br1[139:137]);
    (* keep *) wire l1_669 = ^(ao1[14:12] & br1[142:140]);
    (* keep *) wire l1_670 = ^(ao1[17:15] & br1[145:143]);
    (* keep *) wire l1_671 = ^(ao1[20:18] & br1[148:146]);
    (* keep *) wire l1_672 = ^(ao1[23:21] & br1[151:149]);
    (* keep *) wire l1_673 = ^(ao1[26:24] & br1[154:152]);
    (* keep *) wire l1_674 = ^(ao1[29:27] & br1[157:155]);
    (* keep *) wire l1_675 = ^(ao1[32:30] & br1[160:158]);
    (* keep *) wire l1_676 = ^(ao1[35:33] & br1[163:161]);
    (* keep *) wire l1_677 = ^(ao1[38:36] & br1[166:164]);
    (* keep *) wire l1_678 = ^(ao1[41:39] & br1[169:167]);
    (* keep *) wire l1_679 = ^(ao1[44:42] & br1[172:170]);
    (* keep *) wire l1_680 = ^(ao1[47:45] & br1[175:173]);
    (* keep *) wire l1_681 = ^(ao1[50:48] & br1[178:176]);
    (* keep *) wire l1_682 = ^(ao1[53:51] & br1[181:179]);
    (* keep *) wire l1_683 = ^(ao1[56:54] & br1[184:182]);
    (* keep *) wire l1_684 = ^(ao1[59:57] & br1[187:185]);
    (* keep *) wire l1_685 = ^(ao1[62:60] & br1[190:188]);
    (* keep *) wire l1_686 = ^(ao2[3:1] & br2[130:128]);
    (* keep *) wire l1_687 = ^(ao2[6:4] & br2[133:131]);
    (* keep *) wire l1_688 = ^(ao2[9:7] & br2[136:134]);
    (* keep *) wire l1_689 = ^(ao2[12:10] & br2[139:137]);
    (* keep *) wire l1_690 = ^(ao2[15:13] & br2[142:140]);
    (* keep *) wire l1_691 = ^(ao2[18:16] & br2[145:143]);
    (* keep *) wire l1_692 = ^(ao2[21:19] & br2[148:146]);
    (* keep *) wire l1_693 = ^(ao2[24:22] & br2[151:149]);
    (* keep *) wire l1_694 = ^(ao2[27:25] & br2[154:152]);
    (* keep *) wire l1_695 = ^(ao2[30:28] & br2[157:155]);
    (* keep *) wire l1_696 = ^(ao2[33:31] & br2[160:158]);
    (* keep *) wire l1_697 = ^(ao2[36:34] & br2[163:161]);
    (* keep *) wire l1_698 = ^(ao2[39:37] & br2[166:164]);
    (* keep *) wire l1_699 = ^(ao2[42:40] & br2[169:167]);
    (* keep *) wire l1_700 = ^(ao2[45:43] & br2[172:170]);
    (* keep *) wire l1_701 = ^(ao2[48:46] & br2[175:173]);
    (* keep *) wire l1_702 = ^(ao2[51:49] & br2[178:176]);
    (* keep *) wire l1_703 = ^(ao2[54:52] & br2[181:179]);
    (* keep *) wire l1_704 = ^(ao2[57:55] & br2[184:182]);
    (* keep *) wire l1_705 = ^(ao2[60:58] & br2[187:185]);
    (* keep *) wire l1_706 = ^(ao2[63:61] & br2[190:188]);
    (* keep *) wire l1_707 = ^(ao2[3:2] & br2[129:128]);
    (* keep *) wire l1_708 = ^(ao2[6:4] & br2[132:130]);
    (* keep *) wire l1_709 = ^(ao2[9:7] & br2[135:133]);
    (* keep *) wire l1_710 = ^(ao2[12:10] & br2[138:136]);
    (* keep *) wire l1_711 = ^(ao2[15:13] & br2[141:139]);
    (* keep *) wire l1_712 = ^(ao2[18:16] & br2[144:142]);
    (* keep *) wire l1_713 = ^(ao2[21:19] & br2[147:145]);
    (* keep *) wire l1_714 = ^(ao2[24:22] & br2[150:148]);
    (* keep *) wire l1_715 = ^(ao2[27:25] & br2[153:151]);
    (* keep *) wire l1_716 = ^(ao2[30:28] & br2[156:154]);
    (* keep *) wire l1_717 = ^(ao2[33:31] & br2[159:157]);
    (* keep *) wire l1_718 = ^(ao2[36:34] & br2[162:160]);
    (* keep *) wire l1_719 = ^(ao2[39:37] & br2[165:163]);
    (* keep *) wire l1_720 = ^(ao2[42:40] & br2[168:166]);
    (* keep *) wire l1_721 = ^(ao2[45:43] & br2[171:169]);
    (* keep *) wire l1_722 = ^(ao2[48:46] & br2[174:172]);
    (* keep *) wire l1_723 = ^(ao2[51:49] & br2[177:175]);
    (* keep *) wire l1_724 = ^(ao2[54:52] & br2[180:178]);
    (* keep *) wire l1_725 = ^(ao2[57:55] & br2[183:181]);
    (* keep *) wire l1_726 = ^(ao2[60:58] & br2[186:184]);
    (* keep *) wire l1_727 = ^(ao2[63:61] & br2[189:187]);
    (* keep *) wire l1_728 = ^(ao2[5:3] & br2[130:128]);
    (* keep *) wire l1_729 = ^(ao2[8:6] & br2[133:131]);
    (* keep *) wire l1_730 = ^(ao2[11:9] & br2[136:134]);
    (* keep *) wire l1_731 = ^(ao2[14:12] & br2[139:137]);
    (* keep *) wire l1_732 = ^(ao2[17:15] & br2[142:140]);
    (* keep *) wire l1_733 = ^(ao2[20:18] & br2[145:143]);
    (* keep *) wire l1_734 = ^(ao2[23:21] & br2[148:146]);
    (* keep *) wire l1_735 = ^(ao2[26:24] & br2[151:149]);
    (* keep *) wire l1_736 = ^(ao2[29:27] & br2[154:152]);
    (* keep *) wire l1_737 = ^(ao2[32:30] & br2[157:155]);
    (* keep *) wire l1_738 = ^(ao2[35:33] & br2[160:158]);
    (* keep *) wire l1_739 = ^(ao2[38:36] & br2[163:161]);
    (* keep *) wire l1_740 = ^(ao2[41:39] & br2[166:164]);
    (* keep *) wire l1_741 = ^(ao2[44:42] & br2[169:167]);
    (* keep *) wire l1_742 = ^(ao2[47:45] & br2[172:170]);
    (* keep *) wire l1_743 = ^(ao2[50:48] & br2[175:173]);
    (* keep *) wire l1_744 = ^(ao2[53:51] & br2[178:176]);
    (* keep *) wire l1_745 = ^(ao2[56:54] & br2[181:179]);
    (* keep *) wire l1_746 = ^(ao2[59:57] & br2[184:182]);
    (* keep *) wire l1_747 = ^(ao2[62:60] & br2[187:185]);
    (* keep *) wire l1_748 = ^(ao2[6:4] & br2[130:128]);
    (* keep *) wire l1_749 = ^(ao2[9:7] & br2[133:131]);
    (* keep *) wire l1_750 = ^(ao2[12:10] & br2[136:134]);
    (* keep *) wire l1_751 = ^(ao2[15:13] & br2[139:137]);
    (* keep *) wire l1_752 = ^(ao2[18:16] & br2[142:140]);
    (* keep *) wire l1_753 = ^(ao2[21:19] & br2[145:143]);
    (* keep *) wire l1_754 = ^(ao2[24:22] & br2[148:146]);
    (* keep *) wire l1_755 = ^(ao2[27:25] & br2[151:149]);
    (* keep *) wire l1_756 = ^(ao2[30:28] & br2[154:152]);
    (* keep *) wire l1_757 = ^(ao2[33:31] & br2[157:155]);
    (* keep *) wire l1_758 = ^(ao2[36:34] & br2[160:158]);
    (* keep *) wire l1_759 = ^(ao2[39:37] & br2[163:161]);
    (* keep *) wire l1_760 = ^(ao2[42:40] & br2[166:164]);
    (* keep *) wire l1_761 = ^(ao2[45:43] & br2[169:167]);
    (* keep *) wire l1_762 = ^(ao2[48:46] & br2[172:170]);
    (* keep *) wire l1_763 = ^(ao2[51:49] & br2[175:173]);
    (* keep *) wire l1_764 = ^(ao2[54:52] & br2[178:176]);
    (* keep *) wire l1_765 = ^(ao2[57:55] & br2[181:179]);
    (* keep *) wire l1_766 = ^(ao2[60:58] & br2[184:182]);
    (* keep *) wire l1_767 = ^(ao2[63:61] & br2[187:185]);
    (* keep *) wire l1_768 = ^(ao2[6:5] & br2[129:128]);
    (* keep *) wire l1_769 = ^(ao2[9:7] & br2[132:130]);
    (* keep *) wire l1_770 = ^(ao2[12:10] & br2[135:133]);
    (* keep *) wire l1_771 = ^(ao2[15:13] & br2[138:136]);
    (* keep *) wire l1_772 = ^(ao2[18:16] & br2[141:139]);
    (* keep *) wire l1_773 = ^(ao2[21:19] & br2[144:142]);
    (* keep *) wire l1_774 = ^(ao2[24:22] & br2[147:145]);
    (* keep *) wire l1_775 = ^(ao2[27:25] & br2[150:148]);
    (* keep *) wire l1_776 = ^(ao2[30:28] & br2[153:151]);
    (* keep *) wire l1_777 = ^(ao2[33:31] & br2[156:154]);
    (* keep *) wire l1_778 = ^(ao2[36:34] & br2[159:157]);
    (* keep *) wire l1_779 = ^(ao2[39:37] & br2[162:160]);
    (* keep *) wire l1_780 = ^(ao2[42:40] & br2[165:163]);
    (* keep *) wire l1_781 = ^(ao2[45:43] & br2[168:166]);
    (* keep *) wire l1_782 = ^(ao2[48:46] & br2[171:169]);
    (* keep *) wire l1_783 = ^(ao2[51:49] & br2[174:172]);
    (* keep *) wire l1_784 = ^(ao2[54:52] & br2[177:175]);
    (* keep *) wire l1_785 = ^(ao2[57:55] & br2[180:178]);
    (* keep *) wire l1_786 = ^(ao2[60:58] & br2[183:181]);
    (* keep *) wire l1_787 = ^(ao2[63:61] & br2[186:184]);
    (* keep *) wire l1_788 = ^(ao2[8:6] & br2[130:128]);
    (* keep *) wire l1_789 = ^(ao2[11:9] & br2[133:131]);
    (* keep *) wire l1_790 = ^(ao2[14:12] & br2[136:134]);
    (* keep *) wire l1_791 = ^(ao2[17:15] & br2[139:137]);
    (* keep *) wire l1_792 = ^(ao2[20:18] & br2[142:140]);
    (* keep *) wire l1_793 = ^(ao2[23:21] & br2[145:143]);
    (* keep *) wire l1_794 = ^(ao2[26:24] & br2[148:146]);
    (* keep *) wire l1_795 = ^(ao2[29:27] & br2[151:149]);
    (* keep *) wire l1_796 = ^(ao2[32:30] & br2[154:152]);
    (* keep *) wire l1_797 = ^(ao2[35:33] & br2[157:155]);
    (* keep *) wire l1_798 = ^(ao2[38:36] & br2[160:158]);
    (* keep *) wire l1_799 = ^(ao2[41:39] & br2[163:161]);
    (* keep *) wire l1_800 = ^(ao2[44:42] & br2[166:164]);
    (* keep *) wire l1_801 = ^(ao2[47:45] & br2[169:167]);
    (* keep *) wire l1_802 = ^(ao2[50:48] & br2[172:170]);
    (* keep *) wire l1_803 = ^(ao2[53:51] & br2[175:173]);
    (* keep *) wire l1_804 = ^(ao2[56:54] & br2[178:176]);
    (* keep *) wire l1_805 = ^(ao2[59:57] & br2[181:179]);
    (* keep *) wire l1_806 = ^(ao2[62:60] & br2[184:182]);
    (* keep *) wire l1_807 = ^(ao2[9:7] & br2[130:128]);
    (* keep *) wire l1_808 = ^(ao2[12:10] & br2[133:131]);
    (* keep *) wire l1_809 = ^(ao2[15:13] & br2[136:134]);
    (* keep *) wire l1_810 = ^(ao2[18:16] & br2[139:137]);
    (* keep *) wire l1_811 = ^(ao2[21:19] & br2[142:140]);
    (* keep *) wire l1_812 = ^(ao2[24:22] & br2[145:143]);
    (* keep *) wire l1_813 = ^(ao2[27:25] & br2[148:146]);
    (* keep *) wire l1_814 = ^(ao2[30:28] & br2[151:149]);
    (* keep *) wire l1_815 = ^(ao2[33:31] & br2[154:152]);
    (* keep *) wire l1_816 = ^(ao2[36:34] & br2[157:155]);
    (* keep *) wire l1_817 = ^(ao2[39:37] & br2[160:158]);
    (* keep *) wire l1_818 = ^(ao2[42:40] & br2[163:161]);
    (* keep *) wire l1_819 = ^(ao2[45:43] & br2[166:164]);
    (* keep *) wire l1_820 = ^(ao2[48:46] & br2[169:167]);
    (* keep *) wire l1_821 = ^(ao2[51:49] & br2[172:170]);
    (* keep *) wire l1_822 = ^(ao2[54:52] & br2[175:173]);
    (* keep *) wire l1_823 = ^(ao2[57:55] & br2[178:176]);
    (* keep *) wire l1_824 = ^(ao2[60:58] & br2[181:179]);
    (* keep *) wire l1_825 = ^(ao2[63:61] & br2[184:182]);
    (* keep *) wire l1_826 = ^(ao2[9:8] & br2[129:128]);
    (* keep *) wire l1_827 = ^(ao2[12:10] & br2[132:130]);
    (* keep *) wire l1_828 = ^(ao2[15:13] & br2[135:133]);
    (* keep *) wire l1_829 = ^(ao2[18:16] & br2[138:136]);
    (* keep *) wire l1_830 = ^(ao2[21:19] & br2[141:139]);
    (* keep *) wire l1_831 = ^(ao2[24:22] & br2[144:142]);
    (* keep *) wire l1_832 = ^(ao2[27:25] & br2[147:145]);
    (* keep *) wire l1_833 = ^(ao2[30:28] & br2[150:148]);
    (* keep *) wire l1_834 = ^(ao2[33:31] & br2[153:151]);
    (* keep *) wire l1_835 = ^(ao2[36:34] & br2[156:154]);
    (* keep *) wire l1_836 = ^(ao2[39:37] & br2[159:157]);
    (* keep *) wire l1_837 = ^(ao2[42:40] & br2[162:160]);
    (* keep *) wire l1_838 = ^(ao2[45:43] & br2[165:163]);
    (* keep *) wire l1_839 = ^(ao2[48:46] & br2[168:166]);
    (* keep *) wire l1_840 = ^(ao2[51:49] & br2[171:169]);
    (* keep *) wire l1_841 = ^(ao2[54:52] & br2[174:172]);
    (* keep *) wire l1_842 = ^(ao2[57:55] & br2[177:175]);
    (* keep *) wire l1_843 = ^(ao2[60:58] & br2[180:178]);
    (* keep *) wire l1_844 = ^(ao2[63:61] & br2[183:181]);
    (* keep *) wire l1_845 = ^(ao2[11:9] & br2[130:128]);
    (* keep *) wire l1_846 = ^(ao2[14:12] & br2[133:131]);
    (* keep *) wire l1_847 = ^(ao2[17:15] & br2[136:134]);
    (* keep *) wire l1_848 = ^(ao2[20:18] & br2[139:137]);
    (* keep *) wire l1_849 = ^(ao2[23:21] & br2[142:140]);
    (* keep *) wire l1_850 = ^(ao2[26:24] & br2[145:143]);
    (* keep *) wire l1_851 = ^(ao2[29:27] & br2[148:146]);
    (* keep *) wire l1_852 = ^(ao2[32:30] & br2[151:149]);
    (* keep *) wire l1_853 = ^(ao2[35:33] & br2[154:152]);
    (* keep *) wire l1_854 = ^(ao2[38:36] & br2[157:155]);
    (* keep *) wire l1_855 = ^(ao2[41:39] & br2[160:158]);
    (* keep *) wire l1_856 = ^(ao2[44:42] & br2[163:161]);
    (* keep *) wire l1_857 = ^(ao2[47:45] & br2[166:164]);
    (* keep *) wire l1_858 = ^(ao2[50:48] & br2[169:167]);
    (* keep *) wire l1_859 = ^(ao2[53:51] & br2[172:170]);
    (* keep *) wire l1_860 = ^(ao2[56:54] & br2[175:173]);
    (* keep *) wire l1_861 = ^(ao2[59:57] & br2[178:176]);
    (* keep *) wire l1_862 = ^(ao2[62:60] & br2[181:179]);
    (* keep *) wire l1_863 = ^(ao2[12:10] & br2[130:128]);
    (* keep *) wire l1_864 = ^(ao2[15:13] & br2[133:131]);
    (* keep *) wire l1_865 = ^(ao2[18:16] & br2[136:134]);
    (* keep *) wire l1_866 = ^(ao2[21:19] & br2[139:137]);
    (* keep *) wire l1_867 = ^(ao2[24:22] & br2[142:140]);
    (* keep *) wire l1_868 = ^(ao2[27:25] & br2[145:143]);
    (* keep *) wire l1_869 = ^(ao2[30:28] & br2[148:146]);
    (* keep *) wire l1_870 = ^(ao2[33:31] & br2[151:149]);
    (* keep *) wire l1_871 = ^(ao2[36:34] & br2[154:152]);
    (* keep *) wire l1_872 = ^(ao2[39:37] & br2[157:155]);
    (* keep *) wire l1_873 = ^(ao2[42:40] & br2[160:158]);
    (* keep *) wire l1_874 = ^(ao2[45:43] & br2[163:161]);
    (* keep *) wire l1_875 = ^(ao2[48:46] & br2[166:164]);
    (* keep *) wire l1_876 = ^(ao2[51:49] & br2[169:167]);
    (* keep *) wire l1_877 = ^(ao2[54:52] & br2[172:170]);
    (* keep *) wire l1_878 = ^(ao2[57:55] & br2[175:173]);
    (* keep *) wire l1_879 = ^(ao2[60:58] & br2[178:176]);
    (* keep *) wire l1_880 = ^(ao2[63:61] & br2[181:179]);
    (* keep *) wire l1_881 = ^(ao2[12:11] & br2[129:128]);
    (* keep *) wire l1_882 = ^(ao2[15:13] & br2[132:130]);
    (* keep *) wire l1_883 = ^(ao2[18:16] & br2[135:133]);
    (* keep *) wire l1_884 = ^(ao2[21:19] & br2[138:136]);
    (* keep *) wire l1_885 = ^(ao2[24:22] & br2[141:139]);
    (* keep *) wire l1_886 = ^(ao2[27:25] & br2[144:142]);
    (* keep *) wire l1_887 = ^(ao2[30:28] & br2[147:145]);
    (* keep *) wire l1_888 = ^(ao2[33:31] & br2[150:148]);
    (* keep *) wire l1_889 = ^(ao2[36:34] & br2[153:151]);
    (* keep *) wire l1_890 = ^(ao2[39:37] & br2[156:154]);
    (* keep *) wire l1_891 = ^(ao2[42:40] & br2[159:157]);
    (* keep *) wire l1_892 = ^(ao2[45:43] & br2[162:160]);
    (* keep *) wire l1_893 = ^(ao2[48:46] & br2[165:163]);
    (* keep *) wire l1_894 = ^(ao2[51:49] & br2[168:166]);
    (* keep *) wire l1_895 = ^(ao2[54:52] & br2[171:169]);
    (* keep *) wire l1_896 = ^(ao2[57:55] & br2[174:172]);
    (* keep *) wire l1_897 = ^(ao2[60:58] & br2[177:175]);
    (* keep *) wire l1_898 = ^(ao2[63:61] & br2[180:178]);
    (* keep *) wire l1_899 = ^(ao2[14:12] & br2[130:128]);
    (* keep *) wire l1_900 = ^(ao2[17:15] & br2[133:131]);
    (* keep *) wire l1_901 = ^(ao2[20:18] & br2[136:134]);
    (* keep *) wire l1_902 = ^(ao2[23:21] & br2[139:137]);
    (* keep *) wire l1_903 = ^(ao2[26:24] & br2[142:140]);
    (* keep *) wire l1_904 = ^(ao2[29:27] & br2[145:143]);
    (* keep *) wire l1_905 = ^(ao2[32:30] & br2[148:146]);
    (* keep *) wire l1_906 = ^(ao2[35:33] & br2[151:149]);
    (* keep *) wire l1_907 = ^(ao2[38:36] & br2[154:152]);
    (* keep *) wire l1_908 = ^(ao2[41:39] & br2[157:155]);
    (* keep *) wire l1_909 = ^(ao2[44:42] & br2[160:158]);
    (* keep *) wire l1_910 = ^(ao2[47:45] & br2[163:161]);
    (* keep *) wire l1_911 = ^(ao2[50:48] & br2[166:164]);
    (* keep *) wire l1_912 = ^(ao2[53:51] & br2[169:167]);
    (* keep *) wire l1_913 = ^(ao2[56:54] & br2[172:170]);
    (* keep *) wire l1_914 = ^(ao2[59:57] & br2[175:173]);
    (* keep *) wire l1_915 = ^(ao2[62:60] & br2[178:176]);
    (* keep *) wire l1_916 = ^(ao2[15:13] & br2[130:128]);
    (* keep *) wire l1_917 = ^(ao2[18:16] & br2[133:131]);
    (* keep *) wire l1_918 = ^(ao2[21:19] & br2[136:134]);
    (* keep *) wire l1_919 = ^(ao2[24:22] & br2[139:137]);
    (* keep *) wire l1_920 = ^(ao2[27:25] & br2[142:140]);
    (* keep *) wire l1_921 = ^(ao2[30:28] & br2[145:143]);
    (* keep *) wire l1_922 = ^(ao2[33:31] & br2[148:146]);
    (* keep *) wire l1_923 = ^(ao2[36:34] & br2[151:149]);
    (* keep *) wire l1_924 = ^(ao2[39:37] & br2[154:152]);
    (* keep *) wire l1_925 = ^(ao2[42:40] & br2[157:155]);
    (* keep *) wire l1_926 = ^(ao2[45:43] & br2[160:158]);
    (* keep *) wire l1_927 = ^(ao2[48:46] & br2[163:161]);
    (* keep *) wire l1_928 = ^(ao2[51:49] & br2[166:164]);
    (* keep *) wire l1_929 = ^(ao2[54:52] & br2[169:167]);
    (* keep *) wire l1_930 = ^(ao2[57:55] & br2[172:170]);
    (* keep *) wire l1_931 = ^(ao2[60:58] & br2[175:173]);
    (* keep *) wire l1_932 = ^(ao2[63:61] & br2[178:176]);
    (* keep *) wire l1_933 = ^(ao2[15:14] & br2[129:128]);
    (* keep *) wire l1_934 = ^(ao2[18:16] & br2[132:130]);
    (* keep *) wire l1_935 = ^(ao2[21:19] & br2[135:133]);
    (* keep *) wire l1_936 = ^(ao2[24:22] & br2[138:136]);
    (* keep *) wire l1_937 = ^(ao2[27:25] & br2[141:139]);
    (* keep *) wire l1_938 = ^(ao2[30:28] & br2[144:142]);
    (* keep *) wire l1_939 = ^(ao2[33:31] & br2[147:145]);
    (* keep *) wire l1_940 = ^(ao2[36:34] & br2[150:148]);
    (* keep *) wire l1_941 = ^(ao2[39:37] & br2[153:151]);
    (* keep *) wire l1_942 = ^(ao2[42:40] & br2[156:154]);
    (* keep *) wire l1_943 = ^(ao2[45:43] & br2[159:157]);
    (* keep *) wire l1_944 = ^(ao2[48:46] & br2[162:160]);
    (* keep *) wire l1_945 = ^(ao2[51:49] & br2[165:163]);
    (* keep *) wire l1_946 = ^(ao2[54:52] & br2[168:166]);
    (* keep *) wire l1_947 = ^(ao2[57:55] & br2[171:169]);
    (* keep *) wire l1_948 = ^(ao2[60:58] & br2[174:172]);
    (* keep *) wire l1_949 = ^(ao2[63:61] & br2[177:175]);
    (* keep *) wire l1_950 = ^(ao2[17:15] & br2[130:128]);
    (* keep *) wire l1_951 = ^(ao2[20:18] & br2[133:131]);
    (* keep *) wire l1_952 = ^(ao2[23:21] & br2[136:134]);
    (* keep *) wire l1_953 = ^(ao2[26:24] & br2[139:137]);
    (* keep *) wire l1_954 = ^(ao2[29:27] & br2[142:140]);
    (* keep *) wire l1_955 = ^(ao2[32:30] & br2[145:143]);
    (* keep *) wire l1_956 = ^(ao2[35:33] & br2[148:146]);
    (* keep *) wire l1_957 = ^(ao2[38:36] & br2[151:149]);
    (* keep *) wire l1_958 = ^(ao2[41:39] & br2[154:152]);
    (* keep *) wire l1_959 = ^(ao2[44:42] & br2[157:155]);
    (* keep *) wire l1_960 = ^(ao2[47:45] & br2[160:158]);
    (* keep *) wire l1_961 = ^(ao2[50:48] & br2[163:161]);
    (* keep *) wire l1_962 = ^(ao2[53:51] & br2[166:164]);
    (* keep *) wire l1_963 = ^(ao2[56:54] & br2[169:167]);
    (* keep *) wire l1_964 = ^(ao2[59:57] & br2[172:170]);
    (* keep *) wire l1_965 = ^(ao2[62:60] & br2[175:173]);
    (* keep *) wire l1_966 = ^(ao2[18:16] & br2[130:128]);
    (* keep *) wire l1_967 = ^(ao2[21:19] & br2[133:131]);
    (* keep *) wire l1_968 = ^(ao2[24:22] & br2[136:134]);
    (* keep *) wire l1_969 = ^(ao2[27:25] & br2[139:137]);
    (* keep *) wire l1_970 = ^(ao2[30:28] & br2[142:140]);
    (* keep *) wire l1_971 = ^(ao2[33:31] & br2[145:143]);
    (* keep *) wire l1_972 = ^(ao2[36:34] & br2[148:146]);
    (* keep *) wire l1_973 = ^(ao2[39:37] & br2[151:149]);
    (* keep *) wire l1_974 = ^(ao2[42:40] & br2[154:152]);
    (* keep *) wire l1_975 = ^(ao2[45:43] & br2[157:155]);
    (* keep *) wire l1_976 = ^(ao2[48:46] & br2[160:158]);
    (* keep *) wire l1_977 = ^(ao2[51:49] & br2[163:161]);
    (* keep *) wire l1_978 = ^(ao2[54:52] & br2[166:164]);
    (* keep *) wire l1_979 = ^(ao2[57:55] & br2[169:167]);
    (* keep *) wire l1_980 = ^(ao2[60:58] & br2[172:170]);
    (* keep *) wire l1_981 = ^(ao2[63:61] & br2[175:173]);
    (* keep *) wire l1_982 = ^(ao2[18:17] & br2[129:128]);
    (* keep *) wire l1_983 = ^(ao2[21:19] & br2[132:130]);
    (* keep *) wire l1_984 = ^(ao2[24:22] & br2[135:133]);
    (* keep *) wire l1_985 = ^(ao2[27:25] & br2[138:136]);
    (* keep *) wire l1_986 = ^(ao2[30:28] & br2[141:139]);
    (* keep *) wire l1_987 = ^(ao2[33:31] & br2[144:142]);
    (* keep *) wire l1_988 = ^(ao2[36:34] & br2[147:145]);
    (* keep *) wire l1_989 = ^(ao2[39:37] & br2[150:148]);
    (* keep *) wire l1_990 = ^(ao2[42:40] & br2[153:151]);
    (* keep *) wire l1_991 = ^(ao2[45:43] & br2[156:154]);
    (* keep *) wire l1_992 = ^(ao2[48:46] & br2[159:157]);
    (* keep *) wire l1_993 = ^(ao2[51:49] & br2[162:160]);
    (* keep *) wire l1_994 = ^(ao2[54:52] & br2[165:163]);
    (* keep *) wire l1_995 = ^(ao2[57:55] & br2[168:166]);
    (* keep *) wire l1_996 = ^(ao2[60:58] & br2[171:169]);
    (* keep *) wire l1_997 = ^(ao2[63:61] & br2[174:172]);
    (* keep *) wire l1_998 = ^(ao2[20:18] & br2[130:128]);
    (* keep *) wire l1_999 = ^(ao2[23:21] & br2[133:131]);
    (* keep *) wire l1_1000 = ^(ao2[26:24] & br2[136:134]);
    (* keep *) wire l1_1001 = ^(ao2[29:27] & br2[139:137]);
    (* keep *) wire l1_1002 = ^(ao2[32:30] & br2[142:140]);
    (* keep *) wire l1_1003 = ^(ao2[35:33] & br2[145:143]);
    (* keep *) wire l1_1004 = ^(ao2[38:36] & br2[148:146]);
    (* keep *) wire l1_1005 = ^(ao2[41:39] & br2[151:149]);
    (* keep *) wire l1_1006 = ^(ao2[44:42] & br2[154:152]);
    (* keep *) wire l1_1007 = ^(ao2[47:45] & br2[157:155]);
    (* keep *) wire l1_1008 = ^(ao2[50:48] & br2[160:158]);
    (* keep *) wire l1_1009 = ^(ao2[53:51] & br2[163:161]);
    (* keep *) wire l1_1010 = ^(ao2[56:54] & br2[166:164]);
    (* keep *) wire l1_1011 = ^(ao2[59:57] & br2[169:167]);
    (* keep *) wire l1_1012 = ^(ao2[62:60] & br2[172:170]);
    (* keep *) wire l1_1013 = ^(ao2[21:19] & br2[130:128]);
    (* keep *) wire l1_1014 = ^(ao2[24:22] & br2[133:131]);
    (* keep *) wire l1_1015 = ^(ao2[27:25] & br2[136:134]);
    (* keep *) wire l1_1016 = ^(ao2[30:28] & br2[139:137]);
    (* keep *) wire l1_1017 = ^(ao2[33:31] & br2[142:140]);
    (* keep *) wire l1_1018 = ^(ao2[36:34] & br2[145:143]);
    (* keep *) wire l1_1019 = ^(ao2[39:37] & br2[148:146]);
    (* keep *) wire l1_1020 = ^(ao2[42:40] & br2[151:149]);
    (* keep *) wire l1_1021 = ^(ao2[45:43] & br2[154:152]);
    (* keep *) wire l1_1022 = ^(ao2[48:46] & br2[157:155]);
    (* keep *) wire l1_1023 = ^(ao2[51:49] & br2[160:158]);
    (* keep *) wire l1_1024 = ^(ao2[54:52] & br2[163:161]);
    (* keep *) wire l1_1025 = ^(ao2[57:55] & br2[166:164]);
    (* keep *) wire l1_1026 = ^(ao2[60:58] & br2[169:167]);
    (* keep *) wire l1_1027 = ^(ao2[63:61] & br2[172:170]);
    (* keep *) wire l1_1028 = ^(ao2[21:20] & br2[129:128]);
    (* keep *) wire l1_1029 = ^(ao2[24:22] & br2[132:130]);
    (* keep *) wire l1_1030 = ^(ao2[27:25] & br2[135:133]);
    (* keep *) wire l1_1031 = ^(ao2[30:28] & br2[138:136]);
    (* keep *) wire l1_1032 = ^(ao2[33:31] & br2[141:139]);
    (* keep *) wire l1_1033 = ^(ao2[36:34] & br2[144:142]);
    (* keep *) wire l1_1034 = ^(ao2[39:37] & br2[147:145]);
    (* keep *) wire l1_1035 = ^(ao2[42:40] & br2[150:148]);
    (* keep *) wire l1_1036 = ^(ao2[45:43] & br2[153:151]);
    (* keep *) wire l1_1037 = ^(ao2[48:46] & br2[156:154]);
    (* keep *) wire l1_1038 = ^(ao2[51:49] & br2[159:157]);
    (* keep *) wire l1_1039 = ^(ao2[54:52] & br2[162:160]);
    (* keep *) wire l1_1040 = ^(ao2[57:55] & br2[165:163]);
    (* keep *) wire l1_1041 = ^(ao2[60:58] & br2[168:166]);
    (* keep *) wire l1_1042 = ^(ao2[63:61] & br2[171:169]);
    (* keep *) wire l1_1043 = ^(ao2[23:21] & br2[130:128]);
    (* keep *) wire l1_1044 = ^(ao2[26:24] & br2[133:131]);
    (* keep *) wire l1_1045 = ^(ao2[29:27] & br2[136:134]);
    (* keep *) wire l1_1046 = ^(ao2[32:30] & br2[139:137]);
    (* keep *) wire l1_1047 = ^(ao2[35:33] & br2[142:140]);
    (* keep *) wire l1_1048 = ^(ao2[38:36] & br2[145:143]);
    (* keep *) wire l1_1049 = ^(ao2[41:39] & br2[148:146]);
    (* keep *) wire l1_1050 = ^(ao2[44:42] & br2[151:149]);
    (* keep *) wire l1_1051 = ^(ao2[47:45] & br2[154:152]);
    (* keep *) wire l1_1052 = ^(ao2[50:48] & br2[157:155]);
    (* keep *) wire l1_1053 = ^(ao2[53:51] & br2[160:158]);
    (* keep *) wire l1_1054 = ^(ao2[56:54] & br2[163:161]);
    (* keep *) wire l1_1055 = ^(ao2[59:57] & br2[166:164]);
    (* keep *) wire l1_1056 = ^(ao2[62:60] & br2[169:167]);
    (* keep *) wire l1_1057 = ^(ao2[24:22] & br2[130:128]);
    (* keep *) wire l1_1058 = ^(ao2[27:25] & br2[133:131]);
    (* keep *) wire l1_1059 = ^(ao2[30:28] & br2[136:134]);
    (* keep *) wire l1_1060 = ^(ao2[33:31] & br2[139:137]);
    (* keep *) wire l1_1061 = ^(ao2[36:34] & br2[142:140]);
    (* keep *) wire l1_1062 = ^(ao2[39:37] & br2[145:143]);
    (* keep *) wire l1_1063 = ^(ao2[42:40] & br2[148:146]);
    (* keep *) wire l1_1064 = ^(ao2[45:43] & br2[151:149]);
    (* keep *) wire l1_1065 = ^(ao2[48:46] & br2[154:152]);
    (* keep *) wire l1_1066 = ^(ao2[51:49] & br2[157:155]);
    (* keep *) wire l1_1067 = ^(ao2[54:52] & br2[160:158]);
    (* keep *) wire l1_1068 = ^(ao2[57:55] & br2[163:161]);
    (* keep *) wire l1_1069 = ^(ao2[60:58] & br2[166:164]);
    (* keep *) wire l1_1070 = ^(ao2[63:61] & br2[169:167]);
    (* keep *) wire l1_1071 = ^(ao2[24:23] & br2[129:128]);
    (* keep *) wire l1_1072 = ^(ao2[27:25] & br2[132:130]);
    (* keep *) wire l1_1073 = ^(ao2[30:28] & br2[135:133]);
    (* keep *) wire l1_1074 = ^(ao2[33:31] & br2[138:136]);
    (* keep *) wire l1_1075 = ^(ao2[36:34] & br2[141:139]);
    (* keep *) wire l1_1076 = ^(ao2[39:37] & br2[144:142]);
    (* keep *) wire l1_1077 = ^(ao2[42:40] & br2[147:145]);
    (* keep *) wire l1_1078 = ^(ao2[45:43] & br2[150:148]);
    (* keep *) wire l1_1079 = ^(ao2[48:46] & br2[153:151]);
    (* keep *) wire l1_1080 = ^(ao2[51:49] & br2[156:154]);
    (* keep *) wire l1_1081 = ^(ao2[54:52] & br2[159:157]);
    (* keep *) wire l1_1082 = ^(ao2[57:55] & br2[162:160]);
    (* keep *) wire l1_1083 = ^(ao2[60:58] & br2[165:163]);
    (* keep *) wire l1_1084 = ^(ao2[63:61] & br2[168:166]);
    (* keep *) wire l1_1085 = ^(ao2[26:24] & br2[130:128]);
    (* keep *) wire l1_1086 = ^(ao2[29:27] & br2[133:131]);
    (* keep *) wire l1_1087 = ^(ao2[32:30] & br2[136:134]);
    (* keep *) wire l1_1088 = ^(ao2[35:33] & br2[139:137]);
    (* keep *) wire l1_1089 = ^(ao2[38:36] & br2[142:140]);
    (* keep *) wire l1_1090 = ^(ao2[41:39] & br2[145:143]);
    (* keep *) wire l1_1091 = ^(ao2[44:42] & br2[148:146]);
    (* keep *) wire l1_1092 = ^(ao2[47:45] & br2[151:149]);
    (* keep *) wire l1_1093 = ^(ao2[50:48] & br2[154:152]);
    (* keep *) wire l1_1094 = ^(ao2[53:51] & br2[157:155]);
    (* keep *) wire l1_1095 = ^(ao2[56:54] & br2[160:158]);
    (* keep *) wire l1_1096 = ^(ao2[59:57] & br2[163:161]);
    (* keep *) wire l1_1097 = ^(ao2[62:60] & br2[166:164]);
    (* keep *) wire l1_1098 = ^(ao2[27:25] & br2[130:128]);
    (* keep *) wire l1_1099 = ^(ao2[30:28] & br2[133:131]);
    (* keep *) wire l1_1100 = ^(ao2[33:31] & br2[136:134]);
    (* keep *) wire l1_1101 = ^(ao2[36:34] & br2[139:137]);
    (* keep *) wire l1_1102 = ^(ao2[39:37] & br2[142:140]);
    (* keep *) wire l1_1103 = ^(ao2[42:40] & br2[145:143]);
    (* keep *) wire l1_1104 = ^(ao2[45:43] & br2[148:146]);
    (* keep *) wire l1_1105 = ^(ao2[48:46] & br2[151:149]);
    (* keep *) wire l1_1106 = ^(ao2[51:49] & br2[154:152]);
    (* keep *) wire l1_1107 = ^(ao2[54:52] & br2[157:155]);
    (* keep *) wire l1_1108 = ^(ao2[57:55] & br2[160:158]);
    (* keep *) wire l1_1109 = ^(ao2[60:58] & br2[163:161]);
    (* keep *) wire l1_1110 = ^(ao2[63:61] & br2[166:164]);
    (* keep *) wire l1_1111 = ^(ao2[28:26] & br2[130:128]);
    (* keep *) wire l1_1112 = ^(ao2[31:29] & br2[133:131]);
    (* keep *) wire l1_1113 = ^(ao2[34:32] & br2[136:134]);
    (* keep *) wire l1_1114 = ^(ao2[37:35] & br2[139:137]);
    (* keep *) wire l1_1115 = ^(ao2[40:38] & br2[142:140]);
    (* keep *) wire l1_1116 = ^(ao2[43:41] & br2[145:143]);
    (* keep *) wire l1_1117 = ^(ao2[46:44] & br2[148:146]);
    (* keep *) wire l1_1118 = ^(ao2[49:47] & br2[151:149]);
    (* keep *) wire l1_1119 = ^(ao2[52:50] & br2[154:152]);
    (* keep *) wire l1_1120 = ^(ao2[55:53] & br2[157:155]);
    (* keep *) wire l1_1121 = ^(ao2[58:56] & br2[160:158]);
    (* keep *) wire l1_1122 = ^(ao2[61:59] & br2[163:161]);
    (* keep *) wire l1_1123 = ^(ao2[29:27] & br2[130:128]);
    (* keep *) wire l1_1124 = ^(ao2[32:30] & br2[133:131]);
    (* keep *) wire l1_1125 = ^(ao2[35:33] & br2[136:134]);
    (* keep *) wire l1_1126 = ^(ao2[38:36] & br2[139:137]);
    (* keep *) wire l1_1127 = ^(ao2[41:39] & br2[142:140]);
    (* keep *) wire l1_1128 = ^(ao2[44:42] & br2[145:143]);
    (* keep *) wire l1_1129 = ^(ao2[47:45] & br2[148:146]);
    (* keep *) wire l1_1130 = ^(ao2[50:48] & br2[151:149]);
    (* keep *) wire l1_1131 = ^(ao2[53:51] & br2[154:152]);
    (* keep *) wire l1_1132 = ^(ao2[56:54] & br2[157:155]);
    (* keep *) wire l1_1133 = ^(ao2[59:57] & br2[160:158]);
    (* keep *) wire l1_1134 = ^(ao2[62:60] & br2[163:161]);
    (* keep *) wire l1_1135 = ^(ao2[30:28] & br2[130:128]);
    (* keep *) wire l1_1136 = ^(ao2[33:31] & br2[133:131]);
    (* keep *) wire l1_1137 = ^(ao2[36:34] & br2[136:134]);
    (* keep *) wire l1_1138 = ^(ao2[39:37] & br2[139:137]);
    (* keep *) wire l1_1139 = ^(ao2[42:40] & br2[142:140]);
    (* keep *) wire l1_1140 = ^(ao2[45:43] & br2[145:143]);
    (* keep *) wire l1_1141 = ^(ao2[48:46] & br2[148:146]);
    (* keep *) wire l1_1142 = ^(ao2[51:49] & br2[151:149]);
    (* keep *) wire l1_1143 = ^(ao2[54:52] & br2[154:152]);
    (* keep *) wire l1_1144 = ^(ao2[57:55] & br2[157:155]);
    (* keep *) wire l1_1145 = ^(ao2[60:58] & br2[160:158]);
    (* keep *) wire l1_1146 = ^(ao2[63:61] & br2[163:161]);
    (* keep *) wire l1_1147 = ^(ao2[31:29] & br2[130:128]);
    (* keep *) wire l1_1148 = ^(ao2[34:32] & br2[133:131]);
    (* keep *) wire l1_1149 = ^(ao2[37:35] & br2[136:134]);
    (* keep *) wire l1_1150 = ^(ao2[40:38] & br2[139:137]);
    (* keep *) wire l1_1151 = ^(ao2[43:41] & br2[142:140]);
    (* keep *) wire l1_1152 = ^(ao2[46:44] & br2[145:143]);
    (* keep *) wire l1_1153 = ^(ao2[49:47] & br2[148:146]);
    (* keep *) wire l1_1154 = ^(ao2[52:50] & br2[151:149]);
    (* keep *) wire l1_1155 = ^(ao2[55:53] & br2[154:152]);
    (* keep *) wire l1_1156 = ^(ao2[58:56] & br2[157:155]);
    (* keep *) wire l1_1157 = ^(ao2[61:59] & br2[160:158]);
    (* keep *) wire l1_1158 = ^(ao2[32:30] & br2[130:128]);
    (* keep *) wire l1_1159 = ^(ao2[35:33] & br2[133:131]);
    (* keep *) wire l1_1160 = ^(ao2[38:36] & br2[136:134]);
    (* keep *) wire l1_1161 = ^(ao2[41:39] & br2[139:137]);
    (* keep *) wire l1_1162 = ^(ao2[44:42] & br2[142:140]);
    (* keep *) wire l1_1163 = ^(ao2[47:45] & br2[145:143]);
    (* keep *) wire l1_1164 = ^(ao2[50:48] & br2[148:146]);
    (* keep *) wire l1_1165 = ^(ao2[53:51] & br2[151:149]);
    (* keep *) wire l1_1166 = ^(ao2[56:54] & br2[154:152]);
    (* keep *) wire l1_1167 = ^(ao2[59:57] & br2[157:155]);
    (* keep *) wire l1_1168 = ^(ao2[62:60] & br2[160:158]);
    (* keep *) wire l1_1169 = ^(ao2[33:31] & br2[130:128]);
    (* keep *) wire l1_1170 = ^(ao2[36:34] & br2[133:131]);
    (* keep *) wire l1_1171 = ^(ao2[39:37] & br2[136:134]);
    (* keep *) wire l1_1172 = ^(ao2[42:40] & br2[139:137]);
    (* keep *) wire l1_1173 = ^(ao2[45:43] & br2[142:140]);
    (* keep *) wire l1_1174 = ^(ao2[48:46] & br2[145:143]);
    (* keep *) wire l1_1175 = ^(ao2[51:49] & br2[148:146]);
    (* keep *) wire l1_1176 = ^(ao2[54:52] & br2[151:149]);
    (* keep *) wire l1_1177 = ^(ao2[57:55] & br2[154:152]);
    (* keep *) wire l1_1178 = ^(ao2[60:58] & br2[157:155]);
    (* keep *) wire l1_1179 = ^(ao2[63:61] & br2[160:158]);
    (* keep *) wire l1_1180 = ^(ao2[34:32] & br2[130:128]);
    (* keep *) wire l1_1181 = ^(ao2[37:35] & br2[133:131]);
    (* keep *) wire l1_1182 = ^(ao2[40:38] & br2[136:134]);
    (* keep *) wire l1_1183 = ^(ao2[43:41] & br2[139:137]);
    (* keep *) wire l1_1184 = ^(ao2[46:44] & br2[142:140]);
    (* keep *) wire l1_1185 = ^(ao2[49:47] & br2[145:143]);
    (* keep *) wire l1_1186 = ^(ao2[52:50] & br2[148:146]);
    (* keep *) wire l1_1187 = ^(ao2[55:53] & br2[151:149]);
    (* keep *) wire l1_1188 = ^(ao2[58:56] & br2[154:152]);
    (* keep *) wire l1_1189 = ^(ao2[61:59] & br2[157:155]);
    (* keep *) wire l1_1190 = ^(ao3[35:33] & br3[130:128]);
    (* keep *) wire l1_1191 = ^(ao3[38:36] & br3[133:131]);
    (* keep *) wire l1_1192 = ^(ao3[41:39] & br3[136:134]);
    (* keep *) wire l1_1193 = ^(ao3[44:42] & br3[139:137]);
    (* keep *) wire l1_1194 = ^(ao3[47:45] & br3[142:140]);
    (* keep *) wire l1_1195 = ^(ao3[50:48] & br3[145:143]);
    (* keep *) wire l1_1196 = ^(ao3[53:51] & br3[148:146]);
    (* keep *) wire l1_1197 = ^(ao3[56:54] & br3[151:149]);
    (* keep *) wire l1_1198 = ^(ao3[59:57] & br3[154:152]);
    (* keep *) wire l1_1199 = ^(ao3[62:60] & br3[157:155]);
    (* keep *) wire l1_1200 = ^(ao3[36:34] & br3[130:128]);
    (* keep *) wire l1_1201 = ^(ao3[39:37] & br3[133:131]);
    (* keep *) wire l1_1202 = ^(ao3[42:40] & br3[136:134]);
    (* keep *) wire l1_1203 = ^(ao3[45:43] & br3[139:137]);
    (* keep *) wire l1_1204 = ^(ao3[48:46] & br3[142:140]);
    (* keep *) wire l1_1205 = ^(ao3[51:49] & br3[145:143]);
    (* keep *) wire l1_1206 = ^(ao3[54:52] & br3[148:146]);
    (* keep *) wire l1_1207 = ^(ao3[57:55] & br3[151:149]);
    (* keep *) wire l1_1208 = ^(ao3[60:58] & br3[154:152]);
    (* keep *) wire l1_1209 = ^(ao3[63:61] & br3[157:155]);
    (* keep *) wire l1_1210 = ^(ao3[37:35] & br3[130:128]);
    (* keep *) wire l1_1211 = ^(ao3[40:38] & br3[133:131]);
    (* keep *) wire l1_1212 = ^(ao3[43:41] & br3[136:134]);
    (* keep *) wire l1_1213 = ^(ao3[46:44] & br3[139:137]);
    (* keep *) wire l1_1214 = ^(ao3[49:47] & br3[142:140]);
    (* keep *) wire l1_1215 = ^(ao3[52:50] & br3[145:143]);
    (* keep *) wire l1_1216 = ^(ao3[55:53] & br3[148:146]);
    (* keep *) wire l1_1217 = ^(ao3[58:56] & br3[151:149]);
    (* keep *) wire l1_1218 = ^(ao3[61:59] & br3[154:152]);
    (* keep *) wire l1_1219 = ^(ao3[38:36] & br3[130:128]);
    (* keep *) wire l1_1220 = ^(ao3[41:39] & br3[133:131]);
    (* keep *) wire l1_1221 = ^(ao3[44:42] & br3[136:134]);
    (* keep *) wire l1_1222 = ^(ao3[47:45] & br3[139:137]);
    (* keep *) wire l1_1223 = ^(ao3[50:48] & br3[142:140]);
    (* keep *) wire l1_1224 = ^(ao3[53:51] & br3[145:143]);
    (* keep *) wire l1_1225 = ^(ao3[56:54] & br3[148:146]);
    (* keep *) wire l1_1226 = ^(ao3[59:57] & br3[151:149]);
    (* keep *) wire l1_1227 = ^(ao3[62:60] & br3[154:152]);
    (* keep *) wire l1_1228 = ^(ao3[39:37] & br3[130:128]);
    (* keep *) wire l1_1229 = ^(ao3[42:40] & br3[133:131]);
    (* keep *) wire l1_1230 = ^(ao3[45:43] & br3[136:134]);
    (* keep *) wire l1_1231 = ^(ao3[48:46] & br3[139:137]);
    (* keep *) wire l1_1232 = ^(ao3[51:49] & br3[142:140]);
    (* keep *) wire l1_1233 = ^(ao3[54:52] & br3[145:143]);
    (* keep *) wire l1_1234 = ^(ao3[57:55] & br3[148:146]);
    (* keep *) wire l1_1235 = ^(ao3[60:58] & br3[151:149]);
    (* keep *) wire l1_1236 = ^(ao3[63:61] & br3[154:152]);
    (* keep *) wire l1_1237 = ^(ao3[40:38] & br3[130:128]);
    (* keep *) wire l1_1238 = ^(ao3[43:41] & br3[133:131]);
    (* keep *) wire l1_1239 = ^(ao3[46:44] & br3[136:134]);
    (* keep *) wire l1_1240 = ^(ao3[49:47] & br3[139:137]);
    (* keep *) wire l1_1241 = ^(ao3[52:50] & br3[142:140]);
    (* keep *) wire l1_1242 = ^(ao3[55:53] & br3[145:143]);
    (* keep *) wire l1_1243 = ^(ao3[58:56] & br3[148:146]);
    (* keep *) wire l1_1244 = ^(ao3[61:59] & br3[151:149]);
    (* keep *) wire l1_1245 = ^(ao3[41:39] & br3[130:128]);
    (* keep *) wire l1_1246 = ^(ao3[44:42] & br3[133:131]);
    (* keep *) wire l1_1247 = ^(ao3[47:45] & br3[136:134]);
    (* keep *) wire l1_1248 = ^(ao3[50:48] & br3[139:137]);
    (* keep *) wire l1_1249 = ^(ao3[53:51] & br3[142:140]);
    (* keep *) wire l1_1250 = ^(ao3[56:54] & br3[145:143]);
    (* keep *) wire l1_1251 = ^(ao3[59:57] & br3[148:146]);
    (* keep *) wire l1_1252 = ^(ao3[62:60] & br3[151:149]);
    (* keep *) wire l1_1253 = ^(ao3[42:40] & br3[130:128]);
    (* keep *) wire l1_1254 = ^(ao3[45:43] & br3[133:131]);
    (* keep *) wire l1_1255 = ^(ao3[48:46] & br3[136:134]);
    (* keep *) wire l1_1256 = ^(ao3[51:49] & br3[139:137]);
    (* keep *) wire l1_1257 = ^(ao3[54:52] & br3[142:140]);
    (* keep *) wire l1_1258 = ^(ao3[57:55] & br3[145:143]);
    (* keep *) wire l1_1259 = ^(ao3[60:58] & br3[148:146]);
    (* keep *) wire l1_1260 = ^(ao3[63:61] & br3[151:149]);
    (* keep *) wire l1_1261 = ^(ao3[43:41] & br3[130:128]);
    (* keep *) wire l1_1262 = ^(ao3[46:44] & br3[133:131]);
    (* keep *) wire l1_1263 = ^(ao3[49:47] & br3[136:134]);
    (* keep *) wire l1_1264 = ^(ao3[52:50] & br3[139:137]);
    (* keep *) wire l1_1265 = ^(ao3[55:53] & br3[142:140]);
    (* keep *) wire l1_1266 = ^(ao3[58:56] & br3[145:143]);
    (* keep *) wire l1_1267 = ^(ao3[61:59] & br3[148:146]);
    (* keep *) wire l1_1268 = ^(ao3[44:42] & br3[130:128]);
    (* keep *) wire l1_1269 = ^(ao3[47:45] & br3[133:131]);
    (* keep *) wire l1_1270 = ^(ao3[50:48] & br3[136:134]);
    (* keep *) wire l1_1271 = ^(ao3[53:51] & br3[139:137]);
    (* keep *) wire l1_1272 = ^(ao3[56:54] & br3[142:140]);
    (* keep *) wire l1_1273 = ^(ao3[59:57] & br3[145:143]);
    (* keep *) wire l1_1274 = ^(ao3[62:60] & br3[148:146]);
    (* keep *) wire l1_1275 = ^(ao3[45:43] & br3[130:128]);
    (* keep *) wire l1_1276 = ^(ao3[48:46] & br3[133:131]);
    (* keep *) wire l1_1277 = ^(ao3[51:49] & br3[136:134]);
    (* keep *) wire l1_1278 = ^(ao3[54:52] & br3[139:137]);
    (* keep *) wire l1_1279 = ^(ao3[57:55] & br3[142:140]);
    (* keep *) wire l1_1280 = ^(ao3[60:58] & br3[145:143]);
    (* keep *) wire l1_1281 = ^(ao3[63:61] & br3[148:146]);
    (* keep *) wire l1_1282 = ^(ao3[46:44] & br3[130:128]);
    (* keep *) wire l1_1283 = ^(ao3[49:47] & br3[133:131]);
    (* keep *) wire l1_1284 = ^(ao3[52:50] & br3[136:134]);
    (* keep *) wire l1_1285 = ^(ao3[55:53] & br3[139:137]);
    (* keep *) wire l1_1286 = ^(ao3[58:56] & br3[142:140]);
    (* keep *) wire l1_1287 = ^(ao3[61:59] & br3[145:143]);
    (* keep *) wire l1_1288 = ^(ao3[47:45] & br3[130:128]);
    (* keep *) wire l1_1289 = ^(ao3[50:48] & br3[133:131]);
    (* keep *) wire l1_1290 = ^(ao3[53:51] & br3[136:134]);
    (* keep *) wire l1_1291 = ^(ao3[56:54] & br3[139:137]);
    (* keep *) wire l1_1292 = ^(ao3[59:57] & br3[142:140]);
    (* keep *) wire l1_1293 = ^(ao3[62:60] & br3[145:143]);
    (* keep *) wire l1_1294 = ^(ao3[48:46] & br3[130:128]);
    (* keep *) wire l1_1295 = ^(ao3[51:49] & br3[133:131]);
    (* keep *) wire l1_1296 = ^(ao3[54:52] & br3[136:134]);
    (* keep *) wire l1_1297 = ^(ao3[57:55] & br3[139:137]);
    (* keep *) wire l1_1298 = ^(ao3[60:58] & br3[142:140]);
    (* keep *) wire l1_1299 = ^(ao3[63:61] & br3[145:143]);
    (* keep *) wire l1_1300 = ^(ao3[48:47] & br3[129:128]);
    (* keep *) wire l1_1301 = ^(ao3[51:49] & br3[132:130]);
    (* keep *) wire l1_1302 = ^(ao3[54:52] & br3[135:133]);
    (* keep *) wire l1_1303 = ^(ao3[57:55] & br3[138:136]);
    (* keep *) wire l1_1304 = ^(ao3[60:58] & br3[141:139]);
    (* keep *) wire l1_1305 = ^(ao3[63:61] & br3[144:142]);
    (* keep *) wire l1_1306 = ^(ao3[49:48] & br3[129:128]);
    (* keep *) wire l1_1307 = ^(ao3[52:50] & br3[132:130]);
    (* keep *) wire l1_1308 = ^(ao3[55:53] & br3[135:133]);
    (* keep *) wire l1_1309 = ^(ao3[57:56] & br3[137:136]);
    (* keep *) wire l1_1310 = ^(ao3[60:58] & br3[140:138]);
    (* keep *) wire l1_1311 = ^(ao3[63:61] & br3[143:141]);
    (* keep *) wire l1_1312 = ^(ao3[51:49] & br3[130:128]);
    (* keep *) wire l1_1313 = ^(ao3[54:52] & br3[133:131]);
    (* keep *) wire l1_1314 = ^(ao3[57:55] & br3[136:134]);
    (* keep *) wire l1_1315 = ^(ao3[60:58] & br3[139:137]);
    (* keep *) wire l1_1316 = ^(ao3[63:61] & br3[142:140]);
    (* keep *) wire l1_1317 = ^(ao3[51:50] & br3[129:128]);
    (* keep *) wire l1_1318 = ^(ao3[54:52] & br3[132:130]);
    (* keep *) wire l1_1319 = ^(ao3[57:55] & br3[135:133]);
    (* keep *) wire l1_1320 = ^(ao3[60:58] & br3[138:136]);
    (* keep *) wire l1_1321 = ^(ao3[63:61] & br3[141:139]);
    (* keep *) wire l1_1322 = ^(ao3[53:51] & br3[130:128]);
    (* keep *) wire l1_1323 = ^(ao3[56:54] & br3[133:131]);
    (* keep *) wire l1_1324 = ^(ao3[59:57] & br3[136:134]);
    (* keep *) wire l1_1325 = ^(ao3[62:60] & br3[139:137]);
    (* keep *) wire l1_1326 = ^(ao3[54:52] & br3[130:128]);
    (* keep *) wire l1_1327 = ^(ao3[57:55] & br3[133:131]);
    (* keep *) wire l1_1328 = ^(ao3[60:58] & br3[136:134]);
    (* keep *) wire l1_1329 = ^(ao3[63:61] & br3[139:137]);
    (* keep *) wire l1_1330 = ^(ao3[54:53] & br3[129:128]);
    (* keep *) wire l1_1331 = ^(ao3[57:55] & br3[132:130]);
    (* keep *) wire l1_1332 = ^(ao3[60:58] & br3[135:133]);
    (* keep *) wire l1_1333 = ^(ao3[63:61] & br3[138:136]);
    (* keep *) wire l1_1334 = ^(ao3[56:54] & br3[130:128]);
    (* keep *) wire l1_1335 = ^(ao3[59:57] & br3[133:131]);
    (* keep *) wire l1_1336 = ^(ao3[62:60] & br3[136:134]);
    (* keep *) wire l1_1337 = ^(ao3[57:55] & br3[130:128]);
    (* keep *) wire l1_1338 = ^(ao3[60:58] & br3[133:131]);
    (* keep *) wire l1_1339 = ^(ao3[63:61] & br3[136:134]);
    (* keep *) wire l1_1340 = ^(ao3[58:56] & br3[130:128]);
    (* keep *) wire l1_1341 = ^(ao3[61:59] & br3[133:131]);
    (* keep *) wire l1_1342 = ^(ao3[59:57] & br3[130:128]);
    (* keep *) wire l1_1343 = ^(ao3[62:60] & br3[133:131]);
    (* keep *) wire l1_1344 = ^(ao3[60:58] & br3[130:128]);
    (* keep *) wire l1_1345 = ^(ao3[63:61] & br3[133:131]);
    (* keep *) wire l1_1346 = ^(ao3[61:59] & br3[130:128]);
    (* keep *) wire l1_1347 = ^(ao3[62:60] & br3[130:128]);
    (* keep *) wire l1_1348 = ^(ao3[63:61] & br3[130:128]);
    (* keep *) wire l1_1349 = ^(ao3[63:62] & br3[129:128]);
    (* keep *) wire l1_1350 = (ao3[63] & br3[128]);
    (* keep *) wire l1_1351 = (ao0[64] & br0[127]);
    (* keep *) wire l1_1352 = ^(ao0[65:64] & br0[127:126]);
    (* keep *) wire l1_1353 = ^(ao0[66:64] & br0[127:125]);
    (* keep *) wire l1_1354 = ^(ao0[66:64] & br0[126:124]);
    (* keep *) wire l1_1355 = ^(ao0[66:64] & br0[125:123]);
    (* keep *) wire l1_1356 = ^(ao0[66:64] & br0[124:122]);
    (* keep *) wire l1_1357 = ^(ao0[69:67] & br0[127:125]);
    (* keep *) wire l1_1358 = ^(ao0[66:64] & br0[123:121]);
    (* keep *) wire l1_1359 = ^(ao0[69:67] & br0[126:124]);
    (* keep *) wire l1_1360 = ^(ao0[66:64] & br0[122:120]);
    (* keep *) wire l1_1361 = ^(ao0[69:67] & br0[125:123]);
    (* keep *) wire l1_1362 = ^(ao0[66:64] & br0[121:119]);
    (* keep *) wire l1_1363 = ^(ao0[69:67] & br0[124:122]);
    (* keep *) wire l1_1364 = ^(ao0[72:70] & br0[127:125]);
    (* keep *) wire l1_1365 = ^(ao0[66:64] & br0[120:118]);
    (* keep *) wire l1_1366 = ^(ao0[69:67] & br0[123:121]);
    (* keep *) wire l1_1367 = ^(ao0[72:70] & br0[126:124]);
    (* keep *) wire l1_1368 = ^(ao0[65:64] & br0[118:117]);
    (* keep *) wire l1_1369 = ^(ao0[68:66] & br0[121:119]);
    (* keep *) wire l1_1370 = ^(ao0[71:69] & br0[124:122]);
    (* keep *) wire l1_1371 = ^(ao0[74:72] & br0[127:125]);
    (* keep *) wire l1_1372 = ^(ao0[66:64] & br0[118:116]);
    (* keep *) wire l1_1373 = ^(ao0[69:67] & br0[121:119]);
    (* keep *) wire l1_1374 = ^(ao0[72:70] & br0[124:122]);
    (* keep *) wire l1_1375 = ^(ao0[75:73] & br0[127:125]);
    (* keep *) wire l1_1376 = ^(ao0[66:64] & br0[117:115]);
    (* keep *) wire l1_1377 = ^(ao0[69:67] & br0[120:118]);
    (* keep *) wire l1_1378 = ^(ao0[72:70] & br0[123:121]);
    (* keep *) wire l1_1379 = ^(ao0[75:73] & br0[126:124]);
    (* keep *) wire l1_1380 = ^(ao0[65:64] & br0[115:114]);
    (* keep *) wire l1_1381 = ^(ao0[68:66] & br0[118:116]);
    (* keep *) wire l1_1382 = ^(ao0[71:69] & br0[121:119]);
    (* keep *) wire l1_1383 = ^(ao0[74:72] & br0[124:122]);
    (* keep *) wire l1_1384 = ^(ao0[77:75] & br0[127:125]);
    (* keep *) wire l1_1385 = ^(ao0[66:64] & br0[115:113]);
    (* keep *) wire l1_1386 = ^(ao0[69:67] & br0[118:116]);
    (* keep *) wire l1_1387 = ^(ao0[72:70] & br0[121:119]);
    (* keep *) wire l1_1388 = ^(ao0[75:73] & br0[124:122]);
    (* keep *) wire l1_1389 = ^(ao0[78:76] & br0[127:125]);
    (* keep *) wire l1_1390 = ^(ao0[65:64] & br0[113:112]);
    (* keep *) wire l1_1391 = ^(ao0[68:66] & br0[116:114]);
    (* keep *) wire l1_1392 = ^(ao0[71:69] & br0[119:117]);
    (* keep *) wire l1_1393 = ^(ao0[73:72] & br0[121:120]);
    (* keep *) wire l1_1394 = ^(ao0[76:74] & br0[124:122]);
    (* keep *) wire l1_1395 = ^(ao0[79:77] & br0[127:125]);
    (* keep *) wire l1_1396 = ^(ao0[65:64] & br0[112:111]);
    (* keep *) wire l1_1397 = ^(ao0[68:66] & br0[115:113]);
    (* keep *) wire l1_1398 = ^(ao0[71:69] & br0[118:116]);
    (* keep *) wire l1_1399 = ^(ao0[74:72] & br0[121:119]);
    (* keep *) wire l1_1400 = ^(ao0[77:75] & br0[124:122]);
    (* keep *) wire l1_1401 = ^(ao0[80:78] & br0[127:125]);
    (* keep *) wire l1_1402 = ^(ao0[66:64] & br0[112:110]);
    (* keep *) wire l1_1403 = ^(ao0[69:67] & br0[115:113]);
    (* keep *) wire l1_1404 = ^(ao0[72:70] & br0[118:116]);
    (* keep *) wire l1_1405 = ^(ao0[75:73] & br0[121:119]);
    (* keep *) wire l1_1406 = ^(ao0[78:76] & br0[124:122]);
    (* keep *) wire l1_1407 = ^(ao0[81:79] & br0[127:125]);
    (* keep *) wire l1_1408 = ^(ao0[66:64] & br0[111:109]);
    (* keep *) wire l1_1409 = ^(ao0[69:67] & br0[114:112]);
    (* keep *) wire l1_1410 = ^(ao0[72:70] & br0[117:115]);
    (* keep *) wire l1_1411 = ^(ao0[75:73] & br0[120:118]);
    (* keep *) wire l1_1412 = ^(ao0[78:76] & br0[123:121]);
    (* keep *) wire l1_1413 = ^(ao0[81:79] & br0[126:124]);
    (* keep *) wire l1_1414 = ^(ao0[66:64] & br0[110:108]);
    (* keep *) wire l1_1415 = ^(ao0[69:67] & br0[113:111]);
    (* keep *) wire l1_1416 = ^(ao0[72:70] & br0[116:114]);
    (* keep *) wire l1_1417 = ^(ao0[75:73] & br0[119:117]);
    (* keep *) wire l1_1418 = ^(ao0[78:76] & br0[122:120]);
    (* keep *) wire l1_1419 = ^(ao0[81:79] & br0[125:123]);
    (* keep *) wire l1_1420 = ^(ao0[66:64] & br0[109:107]);
    (* keep *) wire l1_1421 = ^(ao0[69:67] & br0[112:110]);
    (* keep *) wire l1_1422 = ^(ao0[72:70] & br0[115:113]);
    (* keep *) wire l1_1423 = ^(ao0[75:73] & br0[118:116]);
    (* keep *) wire l1_1424 = ^(ao0[78:76] & br0[121:119]);
    (* keep *) wire l1_1425 = ^(ao0[81:79] & br0[124:122]);
    (* keep *) wire l1_1426 = ^(ao0[84:82] & br0[127:125]);
    (* keep *) wire l1_1427 = ^(ao0[66:64] & br0[108:106]);
    (* keep *) wire l1_1428 = ^(ao0[69:67] & br0[111:109]);
    (* keep *) wire l1_1429 = ^(ao0[72:70] & br0[114:112]);
    (* keep *) wire l1_1430 = ^(ao0[75:73] & br0[117:115]);
    (* keep *) wire l1_1431 = ^(ao0[78:76] & br0[120:118]);
    (* keep *) wire l1_1432 = ^(ao0[81:79] & br0[123:121]);
    (* keep *) wire l1_1433 = ^(ao0[84:82] & br0[126:124]);
    (* keep *) wire l1_1434 = ^(ao0[66:64] & br0[107:105]);
    (* keep *) wire l1_1435 = ^(ao0[69:67] & br0[110:108]);
    (* keep *) wire l1_1436 = ^(ao0[72:70] & br0[113:111]);
    (* keep *) wire l1_1437 = ^(ao0[75:73] & br0[116:114]);
    (* keep *) wire l1_1438 = ^(ao0[78:76] & br0[119:117]);
    (* keep *) wire l1_1439 = ^(ao0[81:79] & br0[122:120]);
    (* keep *) wire l1_1440 = ^(ao0[84:82] & br0[125:123]);
    (* keep *) wire l1_1441 = ^(ao0[66:64] & br0[106:104]);
    (* keep *) wire l1_1442 = ^(ao0[69:67] & br0[109:107]);
    (* keep *) wire l1_1443 = ^(ao0[72:70] & br0[112:110]);
    (* keep *) wire l1_1444 = ^(ao0[75:73] & br0[115:113]);
    (* keep *) wire l1_1445 = ^(ao0[78:76] & br0[118:116]);
    (* keep *) wire l1_1446 = ^(ao0[81:79] & br0[121:119]);
    (* keep *) wire l1_1447 = ^(ao0[84:82] & br0[124:122]);
    (* keep *) wire l1_1448 = ^(ao0[87:85] & br0[127:125]);
    (* keep *) wire l1_1449 = ^(ao0[66:64] & br0[105:103]);
    (* keep *) wire l1_1450 = ^(ao0[69:67] & br0[108:106]);
    (* keep *) wire l1_1451 = ^(ao0[72:70] & br0[111:109]);
    (* keep *) wire l1_1452 = ^(ao0[75:73] & br0[114:112]);
    (* keep *) wire l1_1453 = ^(ao0[78:76] & br0[117:115]);
    (* keep *) wire l1_1454 = ^(ao0[81:79] & br0[120:118]);
    (* keep *) wire l1_1455 = ^(ao0[84:82] & br0[123:121]);
    (* keep *) wire l1_1456 = ^(ao0[87:85] & br0[126:124]);
    (* keep *) wire l1_1457 = ^(ao0[66:64] & br0[104:102]);
    (* keep *) wire l1_1458 = ^(ao0[69:67] & br0[107:105]);
    (* keep *) wire l1_1459 = ^(ao0[72:70] & br0[110:108]);
    (* keep *) wire l1_1460 = ^(ao0[75:73] & br0[113:111]);
    (* keep *) wire l1_1461 = ^(ao0[78:76] & br0[116:114]);
    (* keep *) wire l1_1462 = ^(ao0[81:79] & br0[119:117]);
    (* keep *) wire l1_1463 = ^(ao0[84:82] & br0[122:120]);
    (* keep *) wire l1_1464 = ^(ao0[87:85] & br0[125:123]);
    (* keep *) wire l1_1465 = ^(ao0[66:64] & br0[103:101]);
    (* keep *) wire l1_1466 = ^(ao0[69:67] & br0[106:104]);
    (* keep *) wire l1_1467 = ^(ao0[72:70] & br0[109:107]);
    (* keep *) wire l1_1468 = ^(ao0[75:73] & br0[112:110]);
    (* keep *) wire l1_1469 = ^(ao0[78:76] & br0[115:113]);
    (* keep *) wire l1_1470 = ^(ao0[81:79] & br0[118:116]);
    (* keep *) wire l1_1471 = ^(ao0[84:82] & br0[121:119]);
    (* keep *) wire l1_1472 = ^(ao0[87:85] & br0[124:122]);
    (* keep *) wire l1_1473 = ^(ao0[90:88] & br0[127:125]);
    (* keep *) wire l1_1474 = ^(ao0[66:64] & br0[102:100]);
    (* keep *) wire l1_1475 = ^(ao0[69:67] & br0[105:103]);
    (* keep *) wire l1_1476 = ^(ao0[72:70] & br0[108:106]);
    (* keep *) wire l1_1477 = ^(ao0[75:73] & br0[111:109]);
    (* keep *) wire l1_1478 = ^(ao0[78:76] & br0[114:112]);
    (* keep *) wire l1_1479 = ^(ao0[81:79] & br0[117:115]);
    (* keep *) wire l1_1480 = ^(ao0[84:82] & br0[120:118]);
    (* keep *) wire l1_1481 = ^(ao0[87:85] & br0[123:121]);
    (* keep *) wire l1_1482 = ^(ao0[90:88] & br0[126:124]);
    (* keep *) wire l1_1483 = ^(ao0[66:64] & br0[101:99]);
    (* keep *) wire l1_1484 = ^(ao0[69:67] & br0[104:102]);
    (* keep *) wire l1_1485 = ^(ao0[72:70] & br0[107:105]);
    (* keep *) wire l1_1486 = ^(ao0[75:73] & br0[110:108]);
    (* keep *) wire l1_1487 = ^(ao0[78:76] & br0[113:111]);
    (* keep *) wire l1_1488 = ^(ao0[81:79] & br0[116:114]);
    (* keep *) wire l1_1489 = ^(ao0[84:82] & br0[119:117]);
    (* keep *) wire l1_1490 = ^(ao0[87:85] & br0[122:120]);
    (* keep *) wire l1_1491 = ^(ao0[90:88] & br0[125:123]);
    (* keep *) wire l1_1492 = ^(ao0[66:64] & br0[100:98]);
    (* keep *) wire l1_1493 = ^(ao0[69:67] & br0[103:101]);
    (* keep *) wire l1_1494 = ^(ao0[72:70] & br0[106:104]);
    (* keep *) wire l1_1495 = ^(ao0[75:73] & br0[109:107]);
    (* keep *) wire l1_1496 = ^(ao0[78:76] & br0[112:110]);
    (* keep *) wire l1_1497 = ^(ao0[81:79] & br0[115:113]);
    (* keep *) wire l1_1498 = ^(ao0[84:82] & br0[118:116]);
    (* keep *) wire l1_1499 = ^(ao0[87:85] & br0[121:119]);
    (* keep *) wire l1_1500 = ^(ao0[90:88] & br0[124:122]);
    (* keep *) wire l1_1501 = ^(ao0[93:91] & br0[127:125]);
    (* keep *) wire l1_1502 = ^(ao0[66:64] & br0[99:97]);
    (* keep *) wire l1_1503 = ^(ao0[69:67] & br0[102:100]);
    (* keep *) wire l1_1504 = ^(ao0[72:70] & br0[105:103]);
    (* keep *) wire l1_1505 = ^(ao0[75:73] & br0[108:106]);
    (* keep *) wire l1_1506 = ^(ao0[78:76] & br0[111:109]);
    (* keep *) wire l1_1507 = ^(ao0[81:79] & br0[114:112]);
    (* keep *) wire l1_1508 = ^(ao0[84:82] & br0[117:115]);
    (* keep *) wire l1_1509 = ^(ao0[87:85] & br0[120:118]);
    (* keep *) wire l1_1510 = ^(ao0[90:88] & br0[123:121]);
    (* keep *) wire l1_1511 = ^(ao0[93:91] & br0[126:124]);
    (* keep *) wire l1_1512 = ^(ao0[66:64] & br0[98:96]);
    (* keep *) wire l1_1513 = ^(ao0[69:67] & br0[101:99]);
    (* keep *) wire l1_1514 = ^(ao0[72:70] & br0[104:102]);
    (* keep *) wire l1_1515 = ^(ao0[75:73] & br0[107:105]);
    (* keep *) wire l1_1516 = ^(ao0[78:76] & br0[110:108]);
    (* keep *) wire l1_1517 = ^(ao0[81:79] & br0[113:111]);
    (* keep *) wire l1_1518 = ^(ao0[84:82] & br0[116:114]);
    (* keep *) wire l1_1519 = ^(ao0[87:85] & br0[119:117]);
    (* keep *) wire l1_1520 = ^(ao0[90:88] & br0[122:120]);
    (* keep *) wire l1_1521 = ^(ao0[93:91] & br0[125:123]);
    (* keep *) wire l1_1522 = ^(ao1[66:64] & br1[97:95]);
    (* keep *) wire l1_1523 = ^(ao1[69:67] & br1[100:98]);
    (* keep *) wire l1_1524 = ^(ao1[72:70] & br1[103:101]);
    (* keep *) wire l1_1525 = ^(ao1[75:73] & br1[106:104]);
    (* keep *) wire l1_1526 = ^(ao1[78:76] & br1[109:107]);
    (* keep *) wire l1_1527 = ^(ao1[81:79] & br1[112:110]);
    (* keep *) wire l1_1528 = ^(ao1[84:82] & br1[115:113]);
    (* keep *) wire l1_1529 = ^(ao1[87:85] & br1[118:116]);
    (* keep *) wire l1_1530 = ^(ao1[90:88] & br1[121:119]);
    (* keep *) wire l1_1531 = ^(ao1[93:91] & br1[124:122]);
    (* keep *) wire l1_1532 = ^(ao1[96:94] & br1[127:125]);
    (* keep *) wire l1_1533 = ^(ao1[66:64] & br1[96:94]);
    (* keep *) wire l1_1534 = ^(ao1[69:67] & br1[99:97]);
    (* keep *) wire l1_1535 = ^(ao1[72:70] & br1[102:100]);
    (* keep *) wire l1_1536 = ^(ao1[75:73] & br1[105:103]);
    (* keep *) wire l1_1537 = ^(ao1[78:76] & br1[108:106]);
    (* keep *) wire l1_1538 = ^(ao1[81:79] & br1[111:109]);
    (* keep *) wire l1_1539 = ^(ao1[84:82] & br1[114:112]);
    (* keep *) wire l1_1540 = ^(ao1[87:85] & br1[117:115]);
    (* keep *) wire l1_1541 = ^(ao1[90:88] & br1[120:118]);
    (* keep *) wire l1_1542 = ^(ao1[93:91] & br1[123:121]);
    (* keep *) wire l1_1543 = ^(ao1[96:94] & br1[126:124]);
    (* keep *) wire l1_1544 = ^(ao1[66:64] & br1[95:93]);
    (* keep *) wire l1_1545 = ^(ao1[69:67] & br1[98:96]);
    (* keep *) wire l1_1546 = ^(ao1[72:70] & br1[101:99]);
    (* keep *) wire l1_1547 = ^(ao1[75:73] & br1[104:102]);
    (* keep *) wire l1_1548 = ^(ao1[78:76] & br1[107:105]);
    (* keep *) wire l1_1549 = ^(ao1[81:79] & br1[110:108]);
    (* keep *) wire l1_1550 = ^(ao1[84:82] & br1[113:111]);
    (* keep *) wire l1_1551 = ^(ao1[87:85] & br1[116:114]);
    (* keep *) wire l1_1552 = ^(ao1[90:88] & br1[119:117]);
    (* keep *) wire l1_1553 = ^(ao1[93:91] & br1[122:120]);
    (* keep *) wire l1_1554 = ^(ao1[96:94] & br1[125:123]);
    (* keep *) wire l1_1555 = ^(ao1[66:64] & br1[94:92]);
    (* keep *) wire l1_1556 = ^(ao1[69:67] & br1[97:95]);
    (* keep *) wire l1_1557 = ^(ao1[72:70] & br1[100:98]);
    (* keep *) wire l1_1558 = ^(ao1[75:73] & br1[103:101]);
    (* keep *) wire l1_1559 = ^(ao1[78:76] & br1[106:104]);
    (* keep *) wire l1_1560 = ^(ao1[81:79] & br1[109:107]);
    (* keep *) wire l1_1561 = ^(ao1[84:82] & br1[112:110]);
    (* keep *) wire l1_1562 = ^(ao1[87:85] & br1[115:113]);
    (* keep *) wire l1_1563 = ^(ao1[90:88] & br1[118:116]);
    (* keep *) wire l1_1564 = ^(ao1[93:91] & br1[121:119]);
    (* keep *) wire l1_1565 = ^(ao1[96:94] & br1[124:122]);
    (* keep *) wire l1_1566 = ^(ao1[99:97] & br1[127:125]);
    (* keep *) wire l1_1567 = ^(ao1[66:64] & br1[93:91]);
    (* keep *) wire l1_1568 = ^(ao1[69:67] & br1[96:94]);
    (* keep *) wire l1_1569 = ^(ao1[72:70] & br1[99:97]);
    (* keep *) wire l1_1570 = ^(ao1[75:73] & br1[102:100]);
    (* keep *) wire l1_1571 = ^(ao1[78:76] & br1[105:103]);
    (* keep *) wire l1_1572 = ^(ao1[81:79] & br1[108:106]);
    (* keep *) wire l1_1573 = ^(ao1[84:82] & br1[111:109]);
    (* keep *) wire l1_1574 = ^(ao1[87:85] & br1[114:112]);
    (* keep *) wire l1_1575 = ^(ao1[90:88] & br1[117:115]);
    (* keep *) wire l1_1576 = ^(ao1[93:91] & br1[120:118]);
    (* keep *) wire l1_1577 = ^(ao1[96:94] & br1[123:121]);
    (* keep *) wire l1_1578 = ^(ao1[99:97] & br1[126:124]);
    (* keep *) wire l1_1579 = ^(ao1[66:64] & br1[92:90]);
    (* keep *) wire l1_1580 = ^(ao1[69:67] & br1[95:93]);
    (* keep *) wire l1_1581 = ^(ao1[72:70] & br1[98:96]);
    (* keep *) wire l1_1582 = ^(ao1[75:73] & br1[101:99]);
    (* keep *) wire l1_1583 = ^(ao1[78:76] & br1[104:102]);
    (* keep *) wire l1_1584 = ^(ao1[81:79] & br1[107:105]);
    (* keep *) wire l1_1585 = ^(ao1[84:82] & br1[110:108]);
    (* keep *) wire l1_1586 = ^(ao1[87:85] & br1[113:111]);
    (* keep *) wire l1_1587 = ^(ao1[90:88] & br1[116:114]);
    (* keep *) wire l1_1588 = ^(ao1[93:91] & br1[119:117]);
    (* keep *) wire l1_1589 = ^(ao1[96:94] & br1[122:120]);
    (* keep *) wire l1_1590 = ^(ao1[99:97] & br1[125:123]);
    (* keep *) wire l1_1591 = ^(ao1[66:64] & br1[91:89]);
    (* keep *) wire l1_1592 = ^(ao1[69:67] & br1[94:92]);
    (* keep *) wire l1_1593 = ^(ao1[72:70] & br1[97:95]);
    (* keep *) wire l1_1594 = ^(ao1[75:73] & br1[100:98]);
    (* keep *) wire l1_1595 = ^(ao1[78:76] & br1[103:101]);
    (* keep *) wire l1_1596 = ^(ao1[81:79] & br1[106:104]);
    (* keep *) wire l1_1597 = ^(ao1[84:82] & br1[109:107]);
    (* keep *) wire l1_1598 = ^(ao1[87:85] & br1[112:110]);
    (* keep *) wire l1_1599 = ^(ao1[90:88] & br1[115:113]);
    (* keep *) wire l1_1600 = ^(ao1[93:91] & br1[118:116]);
    (* keep *) wire l1_1601 = ^(ao1[96:94] & br1[121:119]);
    (* keep *) wire l1_1602 = ^(ao1[99:97] & br1[124:122]);
    (* keep *) wire l1_1603 = ^(ao1[102:100] & br1[127:125]);
    (* keep *) wire l1_1604 = ^(ao1[66:64] & br1[90:88]);
    (* keep *) wire l1_1605 = ^(ao1[69:67] & br1[93:91]);
    (* keep *) wire l1_1606 = ^(ao1[72:70] & br1[96:94]);
    (* keep *) wire l1_1607 = ^(ao1[75:73] & br1[99:97]);
    (* keep *) wire l1_1608 = ^(ao1[78:76] & br1[102:100]);
    (* keep *) wire l1_1609 = ^(ao1[81:79] & br1[105:103]);
    (* keep *) wire l1_1610 = ^(ao1[84:82] & br1[108:106]);
    (* keep *) wire l1_1611 = ^(ao1[87:85] & br1[111:109]);
    (* keep *) wire l1_1612 = ^(ao1[90:88] & br1[114:112]);
    (* keep *) wire l1_1613 = ^(ao1[93:91] & br1[117:115]);
    (* keep *) wire l1_1614 = ^(ao1[96:94] & br1[120:118]);
    (* keep *) wire l1_1615 = ^(ao1[99:97] & br1[123:121]);
    (* keep *) wire l1_1616 = ^(ao1[102:100] & br1[126:124]);
    (* keep *) wire l1_1617 = ^(ao1[65:64] & br1[88:87]);
    (* keep *) wire l1_1618 = ^(ao1[68:66] & br1[91:89]);
    (* keep *) wire l1_1619 = ^(ao1[71:69] & br1[94:92]);
    (* keep *) wire l1_1620 = ^(ao1[74:72] & br1[97:95]);
    (* keep *) wire l1_1621 = ^(ao1[77:75] & br1[100:98]);
    (* keep *) wire l1_1622 = ^(ao1[80:78] & br1[103:101]);
    (* keep *) wire l1_1623 = ^(ao1[83:81] & br1[106:104]);
    (* keep *) wire l1_1624 = ^(ao1[86:84] & br1[109:107]);
    (* keep *) wire l1_1625 = ^(ao1[89:87] & br1[112:110]);
    (* keep *) wire l1_1626 = ^(ao1[92:90] & br1[115:113]);
    (* keep *) wire l1_1627 = ^(ao1[95:93] & br1[118:116]);
    (* keep *) wire l1_1628 = ^(ao1[98:96] & br1[121:119]);
    (* keep *) wire l1_1629 = ^(ao1[101:99] & br1[124:122]);
    (* keep *) wire l1_1630 = ^(ao1[104:102] & br1[127:125]);
    (* keep *) wire l1_1631 = ^(ao1[66:64] & br1[88:86]);
    (* keep *) wire l1_1632 = ^(ao1[69:67] & br1[91:89]);
    (* keep *) wire l1_1633 = ^(ao1[72:70] & br1[94:92]);
    (* keep *) wire l1_1634 = ^(ao1[75:73] & br1[97:95]);
    (* keep *) wire l1_1635 = ^(ao1[78:76] & br1[100:98]);
    (* keep *) wire l1_1636 = ^(ao1[81:79] & br1[103:101]);
    (* keep *) wire l1_1637 = ^(ao1[84:82] & br1[106:104]);
    (* keep *) wire l1_1638 = ^(ao1[87:85] & br1[109:107]);
    (* keep *) wire l1_1639 = ^(ao1[90:88] & br1[112:110]);
    (* keep *) wire l1_1640 = ^(ao1[93:91] & br1[115:113]);
    (* keep *) wire l1_1641 = ^(ao1[96:94] & br1[118:116]);
    (* keep *) wire l1_1642 = ^(ao1[99:97] & br1[121:119]);
    (* keep *) wire l1_1643 = ^(ao1[102:100] & br1[124:122]);
    (* keep *) wire l1_1644 = ^(ao1[105:103] & br1[127:125]);
    (* keep *) wire l1_1645 = ^(ao1[66:64] & br1[87:85]);
    (* keep *) wire l1_1646 = ^(ao1[69:67] & br1[90:88]);
    (* keep *) wire l1_1647 = ^(ao1[72:70] & br1[93:91]);
    (* keep *) wire l1_1648 = ^(ao1[75:73] & br1[96:94]);
    (* keep *) wire l1_1649 = ^(ao1[78:76] & br1[99:97]);
    (* keep *) wire l1_1650 = ^(ao1[81:79] & br1[102:100]);
    (* keep *) wire l1_1651 = ^(ao1[84:82] & br1[105:103]);
    (* keep *) wire l1_1652 = ^(ao1[87:85] & br1[108:106]);
    (* keep *) wire l1_1653 = ^(ao1[90:88] & br1[111:109]);
    (* keep *) wire l1_1654 = ^(ao1[93:91] & br1[114:112]);
    (* keep *) wire l1_1655 = ^(ao1[96:94] & br1[117:115]);
    (* keep *) wire l1_1656 = ^(ao1[99:97] & br1[120:118]);
    (* keep *) wire l1_1657 = ^(ao1[102:100] & br1[123:121]);
    (* keep *) wire l1_1658 = ^(ao1[105:103] & br1[126:124]);
    (* keep *) wire l1_1659 = ^(ao1[65:64] & br1[85:84]);
    (* keep *) wire l1_1660 = ^(ao1[68:66] & br1[88:86]);
    (* keep *) wire l1_1661 = ^(ao1[71:69] & br1[91:89]);
    (* keep *) wire l1_1662 = ^(ao1[74:72] & br1[94:92]);
    (* keep *) wire l1_1663 = ^(ao1[77:75] & br1[97:95]);
    (* keep *) wire l1_1664 = ^(ao1[80:78] & br1[100:98]);
    (* keep *) wire l1_1665 = ^(ao1[83:81] & br1[103:101]);
    (* keep *) wire l1_1666 = ^(ao1[86:84] & br1[106:104]);
    (* keep *) wire l1_1667 = ^(ao1[89:87] & br1[109:107]);
    (* keep *) wire l1_1668 = ^(ao1[92:90] & br1[112:110]);
    (* keep *) wire l1_1669 = ^(ao1[95:93] & br1[115:113]);
    (* keep *) wire l1_1670 = ^(ao1[98:96] & br1[118:116]);
    (* keep *) wire l1_1671 = ^(ao1[101:99] & br1[121:119]);
    (* keep *) wire l1_1672 = ^(ao1[104:102] & br1[124:122]);
    (* keep *) wire l1_1673 = ^(ao1[107:105] & br1[127:125]);
    (* keep *) wire l1_1674 = ^(ao1[66:64] & br1[85:83]);
    (* keep *) wire l1_1675 = ^(ao1[69:67] & br1[88:86]);
    (* keep *) wire l1_1676 = ^(ao1[72:70] & br1[91:89]);
    (* keep *) wire l1_1677 = ^(ao1[75:73] & br1[94:92]);
    (* keep *) wire l1_1678 = ^(ao1[78:76] & br1[97:95]);
    (* keep *) wire l1_1679 = ^(ao1[81:79] & br1[100:98]);
    (* keep *) wire l1_1680 = ^(ao1[84:82] & br1[103:101]);
    (* keep *) wire l1_1681 = ^(ao1[87:85] & br1[106:104]);
    (* keep *) wire l1_1682 = ^(ao1[90:88] & br1[109:107]);
    (* keep *) wire l1_1683 = ^(ao1[93:91] & br1[112:110]);
    (* keep *) wire l1_1684 = ^(ao1[96:94] & br1[115:113]);
    (* keep *) wire l1_1685 = ^(ao1[99:97] & br1[118:116]);
    (* keep *) wire l1_1686 = ^(ao1[102:100] & br1[121:119]);
    (* keep *) wire l1_1687 = ^(ao1[105:103] & br1[124:122]);
    (* keep *) wire l1_1688 = ^(ao1[108:106] & br1[127:125]);
    (* keep *) wire l1_1689 = ^(ao1[66:64] & br1[84:82]);
    (* keep *) wire l1_1690 = ^(ao1[69:67] & br1[87:85]);
    (* keep *) wire l1_1691 = ^(ao1[72:70] & br1[90:88]);
    (* keep *) wire l1_1692 = ^(ao1[75:73] & br1[93:91]);
    (* keep *) wire l1_1693 = ^(ao1[78:76] & br1[96:94]);
    (* keep *) wire l1_1694 = ^(ao1[81:79] & br1[99:97]);
    (* keep *) wire l1_1695 = ^(ao1[84:82] & br1[102:100]);
    (* keep *) wire l1_1696 = ^(ao1[87:85] & br1[105:103]);
    (* keep *) wire l1_1697 = ^(ao1[90:88] & br1[108:106]);
    (* keep *) wire l1_1698 = ^(ao1[93:91] & br1[111:109]);
    (* keep *) wire l1_1699 = ^(ao1[96:94] & br1[114:112]);
    (* keep *) wire l1_1700 = ^(ao1[99:97] & br1[117:115]);
    (* keep *) wire l1_1701 = ^(ao1[102:100] & br1[120:118]);
    (* keep *) wire l1_1702 = ^(ao1[105:103] & br1[123:121]);
    (* keep *) wire l1_1703 = ^(ao1[108:106] & br1[126:124]);
    (* keep *) wire l1_1704 = ^(ao1[65:64] & br1[82:81]);
    (* keep *) wire l1_1705 = ^(ao1[68:66] & br1[85:83]);
    (* keep *) wire l1_1706 = ^(ao1[71:69] & br1[88:86]);
    (* keep *) wire l1_1707 = ^(ao1[74:72] & br1[91:89]);
    (* keep *) wire l1_1708 = ^(ao1[77:75] & br1[94:92]);
    (* keep *) wire l1_1709 = ^(ao1[80:78] & br1[97:95]);
    (* keep *) wire l1_1710 = ^(ao1[83:81] & br1[100:98]);
    (* keep *) wire l1_1711 = ^(ao1[86:84] & br1[103:101]);
    (* keep *) wire l1_1712 = ^(ao1[89:87] & br1[106:104]);
    (* keep *) wire l1_1713 = ^(ao1[92:90] & br1[109:107]);
    (* keep *) wire l1_1714 = ^(ao1[95:93] & br1[112:110]);
    (* keep *) wire l1_1715 = ^(ao1[98:96] & br1[115:113]);
    (* keep *) wire l1_1716 = ^(ao1[101:99] & br1[118:116]);
    (* keep *) wire l1_1717 = ^(ao1[104:102] & br1[121:119]);
    (* keep *) wire l1_1718 = ^(ao1[107:105] & br1[124:122]);
    (* keep *) wire l1_1719 = ^(ao1[110:108] & br1[127:125]);
    (* keep *) wire l1_1720 = ^(ao1[66:64] & br1[82:80]);
    (* keep *) wire l1_1721 = ^(ao1[69:67] & br1[85:83]);
    (* keep *) wire l1_1722 = ^(ao1[72:70] & br1[88:86]);
    (* keep *) wire l1_1723 = ^(ao1[75:73] & br1[91:89]);
    (* keep *) wire l1_1724 = ^(ao1[78:76] & br1[94:92]);
    (* keep *) wire l1_1725 = ^(ao1[81:79] & br1[97:95]);
    (* keep *) wire l1_1726 = ^(ao1[84:82] & br1[100:98]);
    (* keep *) wire l1_1727 = ^(ao1[87:85] & br1[103:101]);
    (* keep *) wire l1_1728 = ^(ao1[90:88] & br1[106:104]);
    (* keep *) wire l1_1729 = ^(ao1[93:91] & br1[109:107]);
    (* keep *) wire l1_1730 = ^(ao1[96:94] & br1[112:110]);
    (* keep *) wire l1_1731 = ^(ao1[99:97] & br1[115:113]);
    (* keep *) wire l1_1732 = ^(ao1[102:100] & br1[118:116]);
    (* keep *) wire l1_1733 = ^(ao1[105:103] & br1[121:119]);
    (* keep *) wire l1_1734 = ^(ao1[108:106] & br1[124:122]);
    (* keep *) wire l1_1735 = ^(ao1[111:109] & br1[127:125]);
    (* keep *) wire l1_1736 = ^(ao1[66:64] & br1[81:79]);
    (* keep *) wire l1_1737 = ^(ao1[69:67] & br1[84:82]);
    (* keep *) wire l1_1738 = ^(ao1[72:70] & br1[87:85]);
    (* keep *) wire l1_1739 = ^(ao1[75:73] & br1[90:88]);
    (* keep *) wire l1_1740 = ^(ao1[78:76] & br1[93:91]);
    (* keep *) wire l1_1741 = ^(ao1[81:79] & br1[96:94]);
    (* keep *) wire l1_1742 = ^(ao1[84:82] & br1[99:97]);
    (* keep *) wire l1_1743 = ^(ao1[87:85] & br1[102:100]);
    (* keep *) wire l1_1744 = ^(ao1[90:88] & br1[105:103]);
    (* keep *) wire l1_1745 = ^(ao1[93:91] & br1[108:106]);
    (* keep *) wire l1_1746 = ^(ao1[96:94] & br1[111:109]);
    (* keep *) wire l1_1747 = ^(ao1[99:97] & br1[114:112]);
    (* keep *) wire l1_1748 = ^(ao1[102:100] & br1[117:115]);
    (* keep *) wire l1_1749 = ^(ao1[105:103] & br1[120:118]);
    (* keep *) wire l1_1750 = ^(ao1[108:106] & br1[123:121]);
    (* keep *) wire l1_1751 = ^(ao1[111:109] & br1[126:124]);
    (* keep *) wire l1_1752 = ^(ao1[65:64] & br1[79:78]);
    (* keep *) wire l1_1753 = ^(ao1[68:66] & br1[82:80]);
    (* keep *) wire l1_1754 = ^(ao1[71:69] & br1[85:83]);
    (* keep *) wire l1_1755 = ^(ao1[74:72] & br1[88:86]);
    (* keep *) wire l1_1756 = ^(ao1[77:75] & br1[91:89]);
    (* keep *) wire l1_1757 = ^(ao1[80:78] & br1[94:92]);
    (* keep *) wire l1_1758 = ^(ao1[83:81] & br1[97:95]);
    (* keep *) wire l1_1759 = ^(ao1[86:84] & br1[100:98]);
    (* keep *) wire l1_1760 = ^(ao1[89:87] & br1[103:101]);
    (* keep *) wire l1_1761 = ^(ao1[92:90] & br1[106:104]);
    (* keep *) wire l1_1762 = ^(ao1[95:93] & br1[109:107]);
    (* keep *) wire l1_1763 = ^(ao1[98:96] & br1[112:110]);
    (* keep *) wire l1_1764 = ^(ao1[101:99] & br1[115:113]);
    (* keep *) wire l1_1765 = ^(ao1[104:102] & br1[118:116]);
    (* keep *) wire l1_1766 = ^(ao1[107:105] & br1[121:119]);
    (* keep *) wire l1_1767 = ^(ao1[110:108] & br1[124:122]);
    (* keep *) wire l1_1768 = ^(ao1[113:111] & br1[127:125]);
    (* keep *) wire l1_1769 = ^(ao1[66:64] & br1[79:77]);
    (* keep *) wire l1_1770 = ^(ao1[69:67] & br1[82:80]);
    (* keep *) wire l1_1771 = ^(ao1[72:70] & br1[85:83]);
    (* keep *) wire l1_1772 = ^(ao1[75:73] & br1[88:86]);
    (* keep *) wire l1_1773 = ^(ao1[78:76] & br1[91:89]);
    (* keep *) wire l1_1774 = ^(ao1[81:79] & br1[94:92]);
    (* keep *) wire l1_1775 = ^(ao1[84:82] & br1[97:95]);
    (* keep *) wire l1_1776 = ^(ao1[87:85] & br1[100:98]);
    (* keep *) wire l1_1777 = ^(ao1[90:88] & br1[103:101]);
    (* keep *) wire l1_1778 = ^(ao1[93:91] & br1[106:104]);
    (* keep *) wire l1_1779 = ^(ao1[96:94] & br1[109:107]);
    (* keep *) wire l1_1780 = ^(ao1[99:97] & br1[112:110]);
    (* keep *) wire l1_1781 = ^(ao1[102:100] & br1[115:113]);
    (* keep *) wire l1_1782 = ^(ao1[105:103] & br1[118:116]);
    (* keep *) wire l1_1783 = ^(ao1[108:106] & br1[121:119]);
    (* keep *) wire l1_1784 = ^(ao1[111:109] & br1[124:122]);
    (* keep *) wire l1_1785 = ^(ao1[114:112] & br1[127:125]);
    (* keep *) wire l1_1786 = ^(ao1[66:64] & br1[78:76]);
    (* keep *) wire l1_1787 = ^(ao1[69:67] & br1[81:79]);
    (* keep *) wire l1_1788 = ^(ao1[72:70] & br1[84:82]);
    (* keep *) wire l1_1789 = ^(ao1[75:73] & br1[87:85]);
    (* keep *) wire l1_1790 = ^(ao1[78:76] & br1[90:88]);
    (* keep *) wire l1_1791 = ^(ao1[81:79] & br1[93:91]);
    (* keep *) wire l1_1792 = ^(ao1[84:82] & br1[96:94]);
    (* keep *) wire l1_1793 = ^(ao1[87:85] & br1[99:97]);
    (* keep *) wire l1_1794 = ^(ao1[90:88] & br1[102:100]);
    (* keep *) wire l1_1795 = ^(ao1[93:91] & br1[105:103]);
    (* keep *) wire l1_1796 = ^(ao1[96:94] & br1[108:106]);
    (* keep *) wire l1_1797 = ^(ao1[99:97] & br1[111:109]);
    (* keep *) wire l1_1798 = ^(ao1[102:100] & br1[114:112]);
    (* keep *) wire l1_1799 = ^(ao1[105:103] & br1[117:115]);
    (* keep *) wire l1_1800 = ^(ao1[108:106] & br1[120:118]);
    (* keep *) wire l1_1801 = ^(ao1[111:109] & br1[123:121]);
    (* keep *) wire l1_1802 = ^(ao1[114:112] & br1[126:124]);
    (* keep *) wire l1_1803 = ^(ao1[65:64] & br1[76:75]);
    (* keep *) wire l1_1804 = ^(ao1[68:66] & br1[79:77]);
    (* keep *) wire l1_1805 = ^(ao1[71:69] & br1[82:80]);
    (* keep *) wire l1_1806 = ^(ao1[74:72] & br1[85:83]);
    (* keep *) wire l1_1807 = ^(ao1[77:75] & br1[88:86]);
    (* keep *) wire l1_1808 = ^(ao1[80:78] & br1[91:89]);
    (* keep *) wire l1_1809 = ^(ao1[83:81] & br1[94:92]);
    (* keep *) wire l1_1810 = ^(ao1[86:84] & br1[97:95]);
    (* keep *) wire l1_1811 = ^(ao1[89:87] & br1[100:98]);
    (* keep *) wire l1_1812 = ^(ao1[92:90] & br1[103:101]);
    (* keep *) wire l1_1813 = ^(ao1[95:93] & br1[106:104]);
    (* keep *) wire l1_1814 = ^(ao1[98:96] & br1[109:107]);
    (* keep *) wire l1_1815 = ^(ao1[101:99] & br1[112:110]);
    (* keep *) wire l1_1816 = ^(ao1[104:102] & br1[115:113]);
    (* keep *) wire l1_1817 = ^(ao1[107:105] & br1[118:116]);
    (* keep *) wire l1_1818 = ^(ao1[110:108] & br1[121:119]);
    (* keep *) wire l1_1819 = ^(ao1[113:111] & br1[124:122]);
    (* keep *) wire l1_1820 = ^(ao1[116:114] & br1[127:125]);
    (* keep *) wire l1_1821 = ^(ao1[66:64] & br1[76:74]);
    (* keep *) wire l1_1822 = ^(ao1[69:67] & br1[79:77]);
    (* keep *) wire l1_1823 = ^(ao1[72:70] & br1[82:80]);
    (* keep *) wire l1_1824 = ^(ao1[75:73] & br1[85:83]);
    (* keep *) wire l1_1825 = ^(ao1[78:76] & br1[88:86]);
    (* keep *) wire l1_1826 = ^(ao1[81:79] & br1[91:89]);
    (* keep *) wire l1_1827 = ^(ao1[84:82] & br1[94:92]);
    (* keep *) wire l1_1828 = ^(ao1[87:85] & br1[97:95]);
    (* keep *) wire l1_1829 = ^(ao1[90:88] & br1[100:98]);
    (* keep *) wire l1_1830 = ^(ao1[93:91] & br1[103:101]);
    (* keep *) wire l1_1831 = ^(ao1[96:94] & br1[106:104]);
    (* keep *) wire l1_1832 = ^(ao1[99:97] & br1[109:107]);
    (* keep *) wire l1_1833 = ^(ao1[102:100] & br1[112:110]);
    (* keep *) wire l1_1834 = ^(ao1[105:103] & br1[115:113]);
    (* keep *) wire l1_1835 = ^(ao1[108:106] & br1[118:116]);
    (* keep *) wire l1_1836 = ^(ao1[111:109] & br1[121:119]);
    (* keep *) wire l1_1837 = ^(ao1[114:112] & br1[124:122]);
    (* keep *) wire l1_1838 = ^(ao1[117:115] & br1[127:125]);
    (* keep *) wire l1_1839 = ^(ao1[66:64] & br1[75:73]);
    (* keep *) wire l1_1840 = ^(ao1[69:67] & br1[78:76]);
    (* keep *) wire l1_1841 = ^(ao1[72:70] & br1[81:79]);
    (* keep *) wire l1_1842 = ^(ao1[75:73] & br1[84:82]);
    (* keep *) wire l1_1843 = ^(ao1[78:76] & br1[87:85]);
    (* keep *) wire l1_1844 = ^(ao1[81:79] & br1[90:88]);
    (* keep *) wire l1_1845 = ^(ao1[84:82] & br1[93:91]);
    (* keep *) wire l1_1846 = ^(ao1[87:85] & br1[96:94]);
    (* keep *) wire l1_1847 = ^(ao1[90:88] & br1[99:97]);
    (* keep *) wire l1_1848 = ^(ao1[93:91] & br1[102:100]);
    (* keep *) wire l1_1849 = ^(ao1[96:94] & br1[105:103]);
    (* keep *) wire l1_1850 = ^(ao1[99:97] & br1[108:106]);
    (* keep *) wire l1_1851 = ^(ao1[102:100] & br1[111:109]);
    (* keep *) wire l1_1852 = ^(ao1[105:103] & br1[114:112]);
    (* keep *) wire l1_1853 = ^(ao1[108:106] & br1[117:115]);
    (* keep *) wire l1_1854 = ^(ao1[111:109] & br1[120:118]);
    (* keep *) wire l1_1855 = ^(ao1[114:112] & br1[123:121]);
    (* keep *) wire l1_1856 = ^(ao1[117:115] & br1[126:124]);
    (* keep *) wire l1_1857 = ^(ao1[65:64] & br1[73:72]);
    (* keep *) wire l1_1858 = ^(ao1[68:66] & br1[76:74]);
    (* keep *) wire l1_1859 = ^(ao1[71:69] & br1[79:77]);
    (* keep *) wire l1_1860 = ^(ao1[74:72] & br1[82:80]);
    (* keep *) wire l1_1861 = ^(ao1[77:75] & br1[85:83]);
    (* keep *) wire l1_1862 = ^(ao1[80:78] & br1[88:86]);
    (* keep *) wire l1_1863 = ^(ao1[83:81] & br1[91:89]);
    (* keep *) wire l1_1864 = ^(ao1[86:84] & br1[94:92]);
    (* keep *) wire l1_1865 = ^(ao1[89:87] & br1[97:95]);
    (* keep *) wire l1_1866 = ^(ao1[92:90] & br1[100:98]);
    (* keep *) wire l1_1867 = ^(ao1[95:93] & br1[103:101]);
    (* keep *) wire l1_1868 = ^(ao1[98:96] & br1[106:104]);
    (* keep *) wire l1_1869 = ^(ao1[101:99] & br1[109:107]);
    (* keep *) wire l1_1870 = ^(ao1[104:102] & br1[112:110]);
    (* keep *) wire l1_1871 = ^(ao1[107:105] & br1[115:113]);
    (* keep *) wire l1_1872 = ^(ao1[110:108] & br1[118:116]);
    (* keep *) wire l1_1873 = ^(ao1[113:111] & br1[121:119]);
    (* keep *) wire l1_1874 = ^(ao1[116:114] & br1[124:122]);
    (* keep *) wire l1_1875 = ^(ao1[119:117] & br1[127:125]);
    (* keep *) wire l1_1876 = ^(ao1[66:64] & br1[73:71]);
    (* keep *) wire l1_1877 = ^(ao1[69:67] & br1[76:74]);
    (* keep *) wire l1_1878 = ^(ao1[72:70] & br1[79:77]);
    (* keep *) wire l1_1879 = ^(ao1[75:73] & br1[82:80]);
    (* keep *) wire l1_1880 = ^(ao1[78:76] & br1[85:83]);
    (* keep *) wire l1_1881 = ^(ao1[81:79] & br1[88:86]);
    (* keep *) wire l1_1882 = ^(ao1[84:82] & br1[91:89]);
    (* keep *) wire l1_1883 = ^(ao1[87:85] & br1[94:92]);
    (* keep *) wire l1_1884 = ^(ao1[90:88] & br1[97:95]);
    (* keep *) wire l1_1885 = ^(ao1[93:91] & br1[100:98]);
    (* keep *) wire l1_1886 = ^(ao1[96:94] & br1[103:101]);
    (* keep *) wire l1_1887 = ^(ao1[99:97] & br1[106:104]);
    (* keep *) wire l1_1888 = ^(ao1[102:100] & br1[109:107]);
    (* keep *) wire l1_1889 = ^(ao1[105:103] & br1[112:110]);
    (* keep *) wire l1_1890 = ^(ao1[108:106] & br1[115:113]);
    (* keep *) wire l1_1891 = ^(ao1[111:109] & br1[118:116]);
    (* keep *) wire l1_1892 = ^(ao1[114:112] & br1[121:119]);
    (* keep *) wire l1_1893 = ^(ao1[117:115] & br1[124:122]);
    (* keep *) wire l1_1894 = ^(ao1[120:118] & br1[127:125]);
    (* keep *) wire l1_1895 = ^(ao1[66:64] & br1[72:70]);
    (* keep *) wire l1_1896 = ^(ao1[69:67] & br1[75:73]);
    (* keep *) wire l1_1897 = ^(ao1[72:70] & br1[78:76]);
    (* keep *) wire l1_1898 = ^(ao1[75:73] & br1[81:79]);
    (* keep *) wire l1_1899 = ^(ao1[78:76] & br1[84:82]);
    (* keep *) wire l1_1900 = ^(ao1[81:79] & br1[87:85]);
    (* keep *) wire l1_1901 = ^(ao1[84:82] & br1[90:88]);
    (* keep *) wire l1_1902 = ^(ao1[87:85] & br1[93:91]);
    (* keep *) wire l1_1903 = ^(ao1[90:88] & br1[96:94]);
    (* keep *) wire l1_1904 = ^(ao1[93:91] & br1[99:97]);
    (* keep *) wire l1_1905 = ^(ao1[96:94] & br1[102:100]);
    (* keep *) wire l1_1906 = ^(ao1[99:97] & br1[105:103]);
    (* keep *) wire l1_1907 = ^(ao1[102:100] & br1[108:106]);
    (* keep *) wire l1_1908 = ^(ao1[105:103] & br1[111:109]);
    (* keep *) wire l1_1909 = ^(ao1[108:106] & br1[114:112]);
    (* keep *) wire l1_1910 = ^(ao1[111:109] & br1[117:115]);
    (* keep *) wire l1_1911 = ^(ao1[114:112] & br1[120:118]);
    (* keep *) wire l1_1912 = ^(ao1[117:115] & br1[123:121]);
    (* keep *) wire l1_1913 = ^(ao1[120:118] & br1[126:124]);
    (* keep *) wire l1_1914 = ^(ao1[65:64] & br1[70:69]);
    (* keep *) wire l1_1915 = ^(ao1[68:66] & br1[73:71]);
    (* keep *) wire l1_1916 = ^(ao1[71:69] & br1[76:74]);
    (* keep *) wire l1_1917 = ^(ao1[74:72] & br1[79:77]);
    (* keep *) wire l1_1918 = ^(ao1[77:75] & br1[82:80]);
    (* keep *) wire l1_1919 = ^(ao1[80:78] & br1[85:83]);
    (* keep *) wire l1_1920 = ^(ao1[83:81] & br1[88:86]);
    (* keep *) wire l1_1921 = ^(ao1[86:84] & br1[91:89]);
    (* keep *) wire l1_1922 = ^(ao1[89:87] & br1[94:92]);
    (* keep *) wire l1_1923 = ^(ao1[92:90] & br1[97:95]);
    (* keep *) wire l1_1924 = ^(ao1[95:93] & br1[100:98]);
    (* keep *) wire l1_1925 = ^(ao1[98:96] & br1[103:101]);
    (* keep *) wire l1_1926 = ^(ao1[101:99] & br1[106:104]);
    (* keep *) wire l1_1927 = ^(ao1[104:102] & br1[109:107]);
    (* keep *) wire l1_1928 = ^(ao1[107:105] & br1[112:110]);
    (* keep *) wire l1_1929 = ^(ao1[110:108] & br1[115:113]);
    (* keep *) wire l1_1930 = ^(ao1[113:111] & br1[118:116]);
    (* keep *) wire l1_1931 = ^(ao1[116:114] & br1[121:119]);
    (* keep *) wire l1_1932 = ^(ao1[119:117] & br1[124:122]);
    (* keep *) wire l1_1933 = ^(ao1[122:120] & br1[127:125]);
    (* keep *) wire l1_1934 = ^(ao1[66:64] & br1[70:68]);
    (* keep *) wire l1_1935 = ^(ao1[69:67] & br1[73:71]);
    (* keep *) wire l1_1936 = ^(ao1[72:70] & br1[76:74]);
    (* keep *) wire l1_1937 = ^(ao1[75:73] & br1[79:77]);
    (* keep *) wire l1_1938 = ^(ao1[78:76] & br1[82:80]);
    (* keep *) wire l1_1939 = ^(ao1[81:79] & br1[85:83]);
    (* keep *) wire l1_1940 = ^(ao1[84:82] & br1[88:86]);
    (* keep *) wire l1_1941 = ^(ao1[87:85] & br1[91:89]);
    (* keep *) wire l1_1942 = ^(ao1[90:88] & br1[94:92]);
    (* keep *) wire l1_1943 = ^(ao1[93:91] & br1[97:95]);
    (* keep *) wire l1_1944 = ^(ao1[96:94] & br1[100:98]);
    (* keep *) wire l1_1945 = ^(ao1[99:97] & br1[103:101]);
    (* keep *) wire l1_1946 = ^(ao1[102:100] & br1[106:104]);
    (* keep *) wire l1_1947 = ^(ao1[105:103] & br1[109:107]);
    (* keep *) wire l1_1948 = ^(ao1[108:106] & br1[112:110]);
    (* keep *) wire l1_1949 = ^(ao1[111:109] & br1[115:113]);
    (* keep *) wire l1_1950 = ^(ao1[114:112] & br1[118:116]);
    (* keep *) wire l1_1951 = ^(ao1[117:115] & br1[121:119]);
    (* keep *) wire l1_1952 = ^(ao1[120:118] & br1[124:122]);
    (* keep *) wire l1_1953 = ^(ao1[123:121] & br1[127:125]);
    (* keep *) wire l1_1954 = ^(ao1[66:64] & br1[69:67]);
    (* keep *) wire l1_1955 = ^(ao1[69:67] & br1[72:70]);
    (* keep *) wire l1_1956 = ^(ao1[72:70] & br1[75:73]);
    (* keep *) wire l1_1957 = ^(ao1[75:73] & br1[78:76]);
    (* keep *) wire l1_1958 = ^(ao1[78:76] & br1[81:79]);
    (* keep *) wire l1_1959 = ^(ao1[81:79] & br1[84:82]);
    (* keep *) wire l1_1960 = ^(ao1[84:82] & br1[87:85]);
    (* keep *) wire l1_1961 = ^(ao1[87:85] & br1[90:88]);
    (* keep *) wire l1_1962 = ^(ao1[90:88] & br1[93:91]);
    (* keep *) wire l1_1963 = ^(ao1[93:91] & br1[96:94]);
    (* keep *) wire l1_1964 = ^(ao1[96:94] & br1[99:97]);
    (* keep *) wire l1_1965 = ^(ao1[99:97] & br1[102:100]);
    (* keep *) wire l1_1966 = ^(ao1[102:100] & br1[105:103]);
    (* keep *) wire l1_1967 = ^(ao1[105:103] & br1[108:106]);
    (* keep *) wire l1_1968 = ^(ao1[108:106] & br1[111:109]);
    (* keep *) wire l1_1969 = ^(ao1[111:109] & br1[114:112]);
    (* keep *) wire l1_1970 = ^(ao1[114:112] & br1[117:115]);
    (* keep *) wire l1_1971 = ^(ao1[117:115] & br1[120:118]);
    (* keep *) wire l1_1972 = ^(ao1[120:118] & br1[123:121]);
    (* keep *) wire l1_1973 = ^(ao1[123:121] & br1[126:124]);
    (* keep *) wire l1_1974 = ^(ao1[65:64] & br1[67:66]);
    (* keep *) wire l1_1975 = ^(ao1[68:66] & br1[70:68]);
    (* keep *) wire l1_1976 = ^(ao1[71:69] & br1[73:71]);
    (* keep *) wire l1_1977 = ^(ao1[74:72] & br1[76:74]);
    (* keep *) wire l1_1978 = ^(ao1[77:75] & br1[79:77]);
    (* keep *) wire l1_1979 = ^(ao1[80:78] & br1[82:80]);
    (* keep *) wire l1_1980 = ^(ao1[83:81] & br1[85:83]);
    (* keep *) wire l1_1981 = ^(ao1[86:84] & br1[88:86]);
    (* keep *) wire l1_1982 = ^(ao1[89:87] & br1[91:89]);
    (* keep *) wire l1_1983 = ^(ao1[92:90] & br1[94:92]);
    (* keep *) wire l1_1984 = ^(ao1[95:93] & br1[97:95]);
    (* keep *) wire l1_1985 = ^(ao1[98:96] & br1[100:98]);
    (* keep *) wire l1_1986 = ^(ao1[101:99] & br1[103:101]);
    (* keep *) wire l1_1987 = ^(ao1[104:102] & br1[106:104]);
    (* keep *) wire l1_1988 = ^(ao1[107:105] & br1[109:107]);
    (* keep *) wire l1_1989 = ^(ao1[110:108] & br1[112:110]);
    (* keep *) wire l1_1990 = ^(ao1[113:111] & br1[115:113]);
    (* keep *) wire l1_1991 = ^(ao1[116:114] & br1[118:116]);
    (* keep *) wire l1_1992 = ^(ao1[119:117] & br1[121:119]);
    (* keep *) wire l1_1993 = ^(ao1[122:120] & br1[124:122]);
    (* keep *) wire l1_1994 = ^(ao1[125:123] & br1[127:125]);
    (* keep *) wire l1_1995 = ^(ao1[66:64] & br1[67:65]);
    (* keep *) wire l1_1996 = ^(ao1[69:67] & br1[70:68]);
    (* keep *) wire l1_1997 = ^(ao1[72:70] & br1[73:71]);
    (* keep *) wire l1_1998 = ^(ao1[75:73] & br1[76:74]);
    (* keep *) wire l1_1999 = ^(ao1[78:76] & br1[79:77]);
    (* keep *) wire l1_2000 = ^(ao1[81:79] & br1[82:80]);
    (* keep *) wire l1_2001 = ^(ao1[84:82] & br1[85:83]);
    (* keep *) wire l1_2002 = ^(ao1[87:85] & br1[88:86]);
    (* keep *) wire l1_2003 = ^(ao1[90:88] & br1[91:89]);
    (* keep *) wire l1_2004 = ^(ao1[93:91] & br1[94:92]);
    (* keep *) wire l1_2005 = ^(ao1[96:94] & br1[97:95]);
    (* keep *) wire l1_2006 = ^(ao1[99:97] & br1[100:98]);
    (* keep *) wire l1_2007 = ^(ao1[102:100] & br1[103:101]);
    (* keep *) wire l1_2008 = ^(ao1[105:103] & br1[106:104]);
    (* keep *) wire l1_2009 = ^(ao1[108:106] & br1[109:107]);
    (* keep *) wire l1_2010 = ^(ao1[111:109] & br1[112:110]);
    (* keep *) wire l1_2011 = ^(ao1[114:112] & br1[115:113]);
    (* keep *) wire l1_2012 = ^(ao1[117:115] & br1[118:116]);
    (* keep *) wire l1_2013 = ^(ao1[120:118] & br1[121:119]);
    (* keep *) wire l1_2014 = ^(ao1[123:121] & br1[124:122]);
    (* keep *) wire l1_2015 = ^(ao1[126:124] & br1[127:125]);
    (* keep *) wire l1_2016 = ^(ao1[66:64] & br1[66:64]);
    (* keep *) wire l1_2017 = ^(ao1[69:67] & br1[69:67]);
    (* keep *) wire l1_2018 = ^(ao1[72:70] & br1[72:70]);
    (* keep *) wire l1_2019 = ^(ao1[75:73] & br1[75:73]);
    (* keep *) wire l1_2020 = ^(ao1[78:76] & br1[78:76]);
    (* keep *) wire l1_2021 = ^(ao1[81:79] & br1[81:79]);
    (* keep *) wire l1_2022 = ^(ao1[84:82] & br1[84:82]);
    (* keep *) wire l1_2023 = ^(ao1[87:85] & br1[87:85]);
    (* keep *) wire l1_2024 = ^(ao1[90:88] & br1[90:88]);
    (* keep *) wire l1_2025 = ^(ao1[93:91] & br1[93:91]);
    (* keep *) wire l1_2026 = ^(ao1[96:94] & br1[96:94]);
    (* keep *) wire l1_2027 = ^(ao1[99:97] & br1[99:97]);
    (* keep *) wire l1_2028 = ^(ao1[102:100] & br1[102:100]);
    (* keep *) wire l1_2029 = ^(ao1[105:103] & br1[105:103]);
    (* keep *) wire l1_2030 = ^(ao1[108:106] & br1[108:106]);
    (* keep *) wire l1_2031 = ^(ao1[111:109] & br1[111:109]);
    (* keep *) wire l1_2032 = ^(ao1[114:112] & br1[114:112]);
    (* keep *) wire l1_2033 = ^(ao1[117:115] & br1[117:115]);
    (* keep *) wire l1_2034 = ^(ao1[120:118] & br1[120:118]);
    (* keep *) wire l1_2035 = ^(ao1[123:121] & br1[123:121]);
    (* keep *) wire l1_2036 = ^(ao1[126:124] & br1[126:124]);
    (* keep *) wire l1_2037 = ^(ao2[67:65] & br2[66:64]);
    (* keep *) wire l1_2038 = ^(ao2[70:68] & br2[69:67]);
    (* keep *) wire l1_2039 = ^(ao2[73:71] & br2[72:70]);
    (* keep *) wire l1_2040 = ^(ao2[76:74] & br2[75:73]);
    (* keep *) wire l1_2041 = ^(ao2[79:77] & br2[78:76]);
    (* keep *) wire l1_2042 = ^(ao2[82:80] & br2[81:79]);
    (* keep *) wire l1_2043 = ^(ao2[85:83] & br2[84:82]);
    (* keep *) wire l1_2044 = ^(ao2[88:86] & br2[87:85]);
    (* keep *) wire l1_2045 = ^(ao2[91:89] & br2[90:88]);
    (* keep *) wire l1_2046 = ^(ao2[94:92] & br2[93:91]);
    (* keep *) wire l1_2047 = ^(ao2[97:95] & br2[96:94]);
    (* keep *) wire l1_2048 = ^(ao2[100:98] & br2[99:97]);
    (* keep *) wire l1_2049 = ^(ao2[103:101] & br2[102:100]);
    (* keep *) wire l1_2050 = ^(ao2[106:104] & br2[105:103]);
    (* keep *) wire l1_2051 = ^(ao2[109:107] & br2[108:106]);
    (* keep *) wire l1_2052 = ^(ao2[112:110] & br2[111:109]);
    (* keep *) wire l1_2053 = ^(ao2[115:113] & br2[114:112]);
    (* keep *) wire l1_2054 = ^(ao2[118:116] & br2[117:115]);
    (* keep *) wire l1_2055 = ^(ao2[121:119] & br2[120:118]);
    (* keep *) wire l1_2056 = ^(ao2[124:122] & br2[123:121]);
    (* keep *) wire l1_2057 = ^(ao2[127:125] & br2[126:124]);
    (* keep *) wire l1_2058 = ^(ao2[67:66] & br2[65:64]);
    (* keep *) wire l1_2059 = ^(ao2[70:68] & br2[68:66]);
    (* keep *) wire l1_2060 = ^(ao2[73:71] & br2[71:69]);
    (* keep *) wire l1_2061 = ^(ao2[76:74] & br2[74:72]);
    (* keep *) wire l1_2062 = ^(ao2[79:77] & br2[77:75]);
    (* keep *) wire l1_2063 = ^(ao2[82:80] & br2[80:78]);
    (* keep *) wire l1_2064 = ^(ao2[85:83] & br2[83:81]);
    (* keep *) wire l1_2065 = ^(ao2[88:86] & br2[86:84]);
    (* keep *) wire l1_2066 = ^(ao2[91:89] & br2[89:87]);
    (* keep *) wire l1_2067 = ^(ao2[94:92] & br2[92:90]);
    (* keep *) wire l1_2068 = ^(ao2[97:95] & br2[95:93]);
    (* keep *) wire l1_2069 = ^(ao2[100:98] & br2[98:96]);
    (* keep *) wire l1_2070 = ^(ao2[103:101] & br2[101:99]);
    (* keep *) wire l1_2071 = ^(ao2[106:104] & br2[104:102]);
    (* keep *) wire l1_2072 = ^(ao2[109:107] & br2[107:105]);
    (* keep *) wire l1_2073 = ^(ao2[112:110] & br2[110:108]);
    (* keep *) wire l1_2074 = ^(ao2[115:113] & br2[113:111]);
    (* keep *) wire l1_2075 = ^(ao2[118:116] & br2[116:114]);
    (* keep *) wire l1_2076 = ^(ao2[121:119] & br2[119:117]);
    (* keep *) wire l1_2077 = ^(ao2[124:122] & br2[122:120]);
    (* keep *) wire l1_2078 = ^(ao2[127:125] & br2[125:123]);
    (* keep *) wire l1_2079 = ^(ao2[69:67] & br2[66:64]);
    (* keep *) wire l1_2080 = ^(ao2[72:70] & br2[69:67]);
    (* keep *) wire l1_2081 = ^(ao2[75:73] & br2[72:70]);
    (* keep *) wire l1_2082 = ^(ao2[78:76] & br2[75:73]);
    (* keep *) wire l1_2083 = ^(ao2[81:79] & br2[78:76]);
    (* keep *) wire l1_2084 = ^(ao2[84:82] & br2[81:79]);
    (* keep *) wire l1_2085 = ^(ao2[87:85] & br2[84:82]);
    (* keep *) wire l1_2086 = ^(ao2[90:88] & br2[87:85]);
    (* keep *) wire l1_2087 = ^(ao2[93:91] & br2[90:88]);
    (* keep *) wire l1_2088 = ^(ao2[96:94] & br2[93:91]);
    (* keep *) wire l1_2089 = ^(ao2[99:97] & br2[96:94]);
    (* keep *) wire l1_2090 = ^(ao2[102:100] & br2[99:97]);
    (* keep *) wire l1_2091 = ^(ao2[105:103] & br2[102:100]);
    (* keep *) wire l1_2092 = ^(ao2[108:106] & br2[105:103]);
    (* keep *) wire l1_2093 = ^(ao2[111:109] & br2[108:106]);
    (* keep *) wire l1_2094 = ^(ao2[114:112] & br2[111:109]);
    (* keep *) wire l1_2095 = ^(ao2[117:115] & br2[114:112]);
    (* keep *) wire l1_2096 = ^(ao2[120:118] & br2[117:115]);
    (* keep *) wire l1_2097 = ^(ao2[123:121] & br2[120:118]);
    (* keep *) wire l1_2098 = ^(ao2[126:124] & br2[123:121]);
    (* keep *) wire l1_2099 = ^(ao2[70:68] & br2[66:64]);
    (* keep *) wire l1_2100 = ^(ao2[73:71] & br2[69:67]);
    (* keep *) wire l1_2101 = ^(ao2[76:74] & br2[72:70]);
    (* keep *) wire l1_2102 = ^(ao2[79:77] & br2[75:73]);
    (* keep *) wire l1_2103 = ^(ao2[82:80] & br2[78:76]);
    (* keep *) wire l1_2104 = ^(ao2[85:83] & br2[81:79]);
    (* keep *) wire l1_2105 = ^(ao2[88:86] & br2[84:82]);
    (* keep *) wire l1_2106 = ^(ao2[91:89] & br2[87:85]);
    (* keep *) wire l1_2107 = ^(ao2[94:92] & br2[90:88]);
    (* keep *) wire l1_2108 = ^(ao2[97:95] & br2[93:91]);
    (* keep *) wire l1_2109 = ^(ao2[100:98] & br2[96:94]);
    (* keep *) wire l1_2110 = ^(ao2[103:101] & br2[99:97]);
    (* keep *) wire l1_2111 = ^(ao2[106:104] & br2[102:100]);
    (* keep *) wire l1_2112 = ^(ao2[109:107] & br2[105:103]);
    (* keep *) wire l1_2113 = ^(ao2[112:110] & br2[108:106]);
    (* keep *) wire l1_2114 = ^(ao2[115:113] & br2[111:109]);
    (* keep *) wire l1_2115 = ^(ao2[118:116] & br2[114:112]);
    (* keep *) wire l1_2116 = ^(ao2[121:119] & br2[117:115]);
    (* keep *) wire l1_2117 = ^(ao2[124:122] & br2[120:118]);
    (* keep *) wire l1_2118 = ^(ao2[127:125] & br2[123:121]);
    (* keep *) wire l1_2119 = ^(ao2[70:69] & br2[65:64]);
    (* keep *) wire l1_2120 = ^(ao2[73:71] & br2[68:66]);
    (* keep *) wire l1_2121 = ^(ao2[76:74] & br2[71:69]);
    (* keep *) wire l1_2122 = ^(ao2[79:77] & br2[74:72]);
    (* keep *) wire l1_2123 = ^(ao2[82:80] & br2[77:75]);
    (* keep *) wire l1_2124 = ^(ao2[85:83] & br2[80:78]);
    (* keep *) wire l1_2125 = ^(ao2[88:86] & br2[83:81]);
    (* keep *) wire l1_2126 = ^(ao2[91:89] & br2[86:84]);
    (* keep *) wire l1_2127 = ^(ao2[94:92] & br2[89:87]);
    (* keep *) wire l1_2128 = ^(ao2[97:95] & br2[92:90]);
    (* keep *) wire l1_2129 = ^(ao2[100:98] & br2[95:93]);
    (* keep *) wire l1_2130 = ^(ao2[103:101] & br2[98:96]);
    (* keep *) wire l1_2131 = ^(ao2[106:104] & br2[101:99]);
    (* keep *) wire l1_2132 = ^(ao2[109:107] & br2[104:102]);
    (* keep *) wire l1_2133 = ^(ao2[112:110] & br2[107:105]);
    (* keep *) wire l1_2134 = ^(ao2[115:113] & br2[110:108]);
    (* keep *) wire l1_2135 = ^(ao2[118:116] & br2[113:111]);
    (* keep *) wire l1_2136 = ^(ao2[121:119] & br2[116:114]);
    (* keep *) wire l1_2137 = ^(ao2[124:122] & br2[119:117]);
    (* keep *) wire l1_2138 = ^(ao2[127:125] & br2[122:120]);
    (* keep *) wire l1_2139 = ^(ao2[72:70] & br2[66:64]);
    (* keep *) wire l1_2140 = ^(ao2[75:73] & br2[69:67]);
    (* keep *) wire l1_2141 = ^(ao2[78:76] & br2[72:70]);
    (* keep *) wire l1_2142 = ^(ao2[81:79] & br2[75:73]);
    (* keep *) wire l1_2143 = ^(ao2[84:82] & br2[78:76]);
    (* keep *) wire l1_2144 = ^(ao2[87:85] & br2[81:79]);
    (* keep *) wire l1_2145 = ^(ao2[90:88] & br2[84:82]);
    (* keep *) wire l1_2146 = ^(ao2[93:91] & br2[87:85]);
    (* keep *) wire l1_2147 = ^(ao2[96:94] & br2[90:88]);
    (* keep *) wire l1_2148 = ^(ao2[99:97] & br2[93:91]);
    (* keep *) wire l1_2149 = ^(ao2[102:100] & br2[96:94]);
    (* keep *) wire l1_2150 = ^(ao2[105:103] & br2[99:97]);
    (* keep *) wire l1_2151 = ^(ao2[108:106] & br2[102:100]);
    (* keep *) wire l1_2152 = ^(ao2[111:109] & br2[105:103]);
    (* keep *) wire l1_2153 = ^(ao2[114:112] & br2[108:106]);
    (* keep *) wire l1_2154 = ^(ao2[117:115] & br2[111:109]);
    (* keep *) wire l1_2155 = ^(ao2[120:118] & br2[114:112]);
    (* keep *) wire l1_2156 = ^(ao2[123:121] & br2[117:115]);
    (* keep *) wire l1_2157 = ^(ao2[126:124] & br2[120:118]);
    (* keep *) wire l1_2158 = ^(ao2[73:71] & br2[66:64]);
    (* keep *) wire l1_2159 = ^(ao2[76:74] & br2[69:67]);
    (* keep *) wire l1_2160 = ^(ao2[79:77] & br2[72:70]);
    (* keep *) wire l1_2161 = ^(ao2[82:80] & br2[75:73]);
    (* keep *) wire l1_2162 = ^(ao2[85:83] & br2[78:76]);
    (* keep *) wire l1_2163 = ^(ao2[88:86] & br2[81:79]);
    (* keep *) wire l1_2164 = ^(ao2[91:89] & br2[84:82]);
    (* keep *) wire l1_2165 = ^(ao2[94:92] & br2[87:85]);
    (* keep *) wire l1_2166 = ^(ao2[97:95] & br2[90:88]);
    (* keep *) wire l1_2167 = ^(ao2[100:98] & br2[93:91]);
    (* keep *) wire l1_2168 = ^(ao2[103:101] & br2[96:94]);
    (* keep *) wire l1_2169 = ^(ao2[106:104] & br2[99:97]);
    (* keep *) wire l1_2170 = ^(ao2[109:107] & br2[102:100]);
    (* keep *) wire l1_2171 = ^(ao2[112:110] & br2[105:103]);
    (* keep *) wire l1_2172 = ^(ao2[115:113] & br2[108:106]);
    (* keep *) wire l1_2173 = ^(ao2[118:116] & br2[111:109]);
    (* keep *) wire l1_2174 = ^(ao2[121:119] & br2[114:112]);
    (* keep *) wire l1_2175 = ^(ao2[124:122] & br2[117:115]);
    (* keep *) wire l1_2176 = ^(ao2[127:125] & br2[120:118]);
    (* keep *) wire l1_2177 = ^(ao2[73:72] & br2[65:64]);
    (* keep *) wire l1_2178 = ^(ao2[76:74] & br2[68:66]);
    (* keep *) wire l1_2179 = ^(ao2[79:77] & br2[71:69]);
    (* keep *) wire l1_2180 = ^(ao2[82:80] & br2[74:72]);
    (* keep *) wire l1_2181 = ^(ao2[85:83] & br2[77:75]);
    (* keep *) wire l1_2182 = ^(ao2[88:86] & br2[80:78]);
    (* keep *) wire l1_2183 = ^(ao2[91:89] & br2[83:81]);
    (* keep *) wire l1_2184 = ^(ao2[94:92] & br2[86:84]);
    (* keep *) wire l1_2185 = ^(ao2[97:95] & br2[89:87]);
    (* keep *) wire l1_2186 = ^(ao2[100:98] & br2[92:90]);
    (* keep *) wire l1_2187 = ^(ao2[103:101] & br2[95:93]);
    (* keep *) wire l1_2188 = ^(ao2[106:104] & br2[98:96]);
    (* keep *) wire l1_2189 = ^(ao2[109:107] & br2[101:99]);
    (* keep *) wire l1_2190 = ^(ao2[112:110] & br2[104:102]);
    (* keep *) wire l1_2191 = ^(ao2[115:113] & br2[107:105]);
    (* keep *) wire l1_2192 = ^(ao2[118:116] & br2[110:108]);
    (* keep *) wire l1_2193 = ^(ao2[121:119] & br2[113:111]);
    (* keep *) wire l1_2194 = ^(ao2[124:122] & br2[116:114]);
    (* keep *) wire l1_2195 = ^(ao2[127:125] & br2[119:117]);
    (* keep *) wire l1_2196 = ^(ao2[75:73] & br2[66:64]);
    (* keep *) wire l1_2197 = ^(ao2[78:76] & br2[69:67]);
    (* keep *) wire l1_2198 = ^(ao2[81:79] & br2[72:70]);
    (* keep *) wire l1_2199 = ^(ao2[84:82] & br2[75:73]);
    (* keep *) wire l1_2200 = ^(ao2[87:85] & br2[78:76]);
    (* keep *) wire l1_2201 = ^(ao2[90:88] & br2[81:79]);
    (* keep *) wire l1_2202 = ^(ao2[93:91] & br2[84:82]);
    (* keep *) wire l1_2203 = ^(ao2[96:94] & br2[87:85]);
    (* keep *) wire l1_2204 = ^(ao2[99:97] & br2[90:88]);
    (* keep *) wire l1_2205 = ^(ao2[102:100] & br2[93:91]);
    (* keep *) wire l1_2206 = ^(ao2[105:103] & br2[96:94]);
    (* keep *) wire l1_2207 = ^(ao2[108:106] & br2[99:97]);
    (* keep *) wire l1_2208 = ^(ao2[111:109] & br2[102:100]);
    (* keep *) wire l1_2209 = ^(ao2[114:112] & br2[105:103]);
    (* keep *) wire l1_2210 = ^(ao2[117:115] & br2[108:106]);
    (* keep *) wire l1_2211 = ^(ao2[120:118] & br2[111:109]);
    (* keep *) wire l1_2212 = ^(ao2[123:121] & br2[114:112]);
    (* keep *) wire l1_2213 = ^(ao2[126:124] & br2[117:115]);
    (* keep *) wire l1_2214 = ^(ao2[76:74] & br2[66:64]);
    (* keep *) wire l1_2215 = ^(ao2[79:77] & br2[69:67]);
    (* keep *) wire l1_2216 = ^(ao2[82:80] & br2[72:70]);
    (* keep *) wire l1_2217 = ^(ao2[85:83] & br2[75:73]);
    (* keep *) wire l1_2218 = ^(ao2[88:86] & br2[78:76]);
    (* keep *) wire l1_2219 = ^(ao2[91:89] & br2[81:79]);
    (* keep *) wire l1_2220 = ^(ao2[94:92] & br2[84:82]);
    (* keep *) wire l1_2221 = ^(ao2[97:95] & br2[87:85]);
    (* keep *) wire l1_2222 = ^(ao2[100:98] & br2[90:88]);
    (* keep *) wire l1_2223 = ^(ao2[103:101] & br2[93:91]);
    (* keep *) wire l1_2224 = ^(ao2[106:104] & br2[96:94]);
    (* keep *) wire l1_2225 = ^(ao2[109:107] & br2[99:97]);
    (* keep *) wire l1_2226 = ^(ao2[112:110] & br2[102:100]);
    (* keep *) wire l1_2227 = ^(ao2[115:113] & br2[105:103]);
    (* keep *) wire l1_2228 = ^(ao2[118:116] & br2[108:106]);
    (* keep *) wire l1_2229 = ^(ao2[121:119] & br2[111:109]);
    (* keep *) wire l1_2230 = ^(ao2[124:122] & br2[114:112]);
    (* keep *) wire l1_2231 = ^(ao2[127:125] & br2[117:115]);
    (* keep *) wire l1_2232 = ^(ao2[76:75] & br2[65:64]);
    (* keep *) wire l1_2233 = ^(ao2[79:77] & br2[68:66]);
    (* keep *) wire l1_2234 = ^(ao2[82:80] & br2[71:69]);
    (* keep *) wire l1_2235 = ^(ao2[85:83] & br2[74:72]);
    (* keep *) wire l1_2236 = ^(ao2[88:86] & br2[77:75]);
    (* keep *) wire l1_2237 = ^(ao2[91:89] & br2[80:78]);
    (* keep *) wire l1_2238 = ^(ao2[94:92] & br2[83:81]);
    (* keep *) wire l1_2239 = ^(ao2[97:95] & br2[86:84]);
    (* keep *) wire l1_2240 = ^(ao2[100:98] & br2[89:87]);
    (* keep *) wire l1_2241 = ^(ao2[103:101] & br2[92:90]);
    (* keep *) wire l1_2242 = ^(ao2[106:104] & br2[95:93]);
    (* keep *) wire l1_2243 = ^(ao2[109:107] & br2[98:96]);
    (* keep *) wire l1_2244 = ^(ao2[112:110] & br2[101:99]);
    (* keep *) wire l1_2245 = ^(ao2[115:113] & br2[104:102]);
    (* keep *) wire l1_2246 = ^(ao2[118:116] & br2[107:105]);
    (* keep *) wire l1_2247 = ^(ao2[121:119] & br2[110:108]);
    (* keep *) wire l1_2248 = ^(ao2[124:122] & br2[113:111]);
    (* keep *) wire l1_2249 = ^(ao2[127:125] & br2[116:114]);
    (* keep *) wire l1_2250 = ^(ao2[78:76] & br2[66:64]);
    (* keep *) wire l1_2251 = ^(ao2[81:79] & br2[69:67]);
    (* keep *) wire l1_2252 = ^(ao2[84:82] & br2[72:70]);
    (* keep *) wire l1_2253 = ^(ao2[87:85] & br2[75:73]);
    (* keep *) wire l1_2254 = ^(ao2[90:88] & br2[78:76]);
    (* keep *) wire l1_2255 = ^(ao2[93:91] & br2[81:79]);
    (* keep *) wire l1_2256 = ^(ao2[96:94] & br2[84:82]);
    (* keep *) wire l1_2257 = ^(ao2[99:97] & br2[87:85]);
    (* keep *) wire l1_2258 = ^(ao2[102:100] & br2[90:88]);
    (* keep *) wire l1_2259 = ^(ao2[105:103] & br2[93:91]);
    (* keep *) wire l1_2260 = ^(ao2[108:106] & br2[96:94]);
    (* keep *) wire l1_2261 = ^(ao2[111:109] & br2[99:97]);
    (* keep *) wire l1_2262 = ^(ao2[114:112] & br2[102:100]);
    (* keep *) wire l1_2263 = ^(ao2[117:115] & br2[105:103]);
    (* keep *) wire l1_2264 = ^(ao2[120:118] & br2[108:106]);
    (* keep *) wire l1_2265 = ^(ao2[123:121] & br2[111:109]);
    (* keep *) wire l1_2266 = ^(ao2[126:124] & br2[114:112]);
    (* keep *) wire l1_2267 = ^(ao2[79:77] & br2[66:64]);
    (* keep *) wire l1_2268 = ^(ao2[82:80] & br2[69:67]);
    (* keep *) wire l1_2269 = ^(ao2[85:83] & br2[72:70]);
    (* keep *) wire l1_2270 = ^(ao2[88:86] & br2[75:73]);
    (* keep *) wire l1_2271 = ^(ao2[91:89] & br2[78:76]);
    (* keep *) wire l1_2272 = ^(ao2[94:92] & br2[81:79]);
    (* keep *) wire l1_2273 = ^(ao2[97:95] & br2[84:82]);
    (* keep *) wire l1_2274 = ^(ao2[100:98] & br2[87:85]);
    (* keep *) wire l1_2275 = ^(ao2[103:101] & br2[90:88]);
    (* keep *) wire l1_2276 = ^(ao2[106:104] & br2[93:91]);
    (* keep *) wire l1_2277 = ^(ao2[109:107] & br2[96:94]);
    (* keep *) wire l1_2278 = ^(ao2[112:110] & br2[99:97]);
    (* keep *) wire l1_2279 = ^(ao2[115:113] & br2[102:100]);
    (* keep *) wire l1_2280 = ^(ao2[118:116] & br2[105:103]);
    (* keep *) wire l1_2281 = ^(ao2[121:119] & br2[108:106]);
    (* keep *) wire l1_2282 = ^(ao2[124:122] & br2[111:109]);
    (* keep *) wire l1_2283 = ^(ao2[127:125] & br2[114:112]);
    (* keep *) wire l1_2284 = ^(ao2[79:78] & br2[65:64]);
    (* keep *) wire l1_2285 = ^(ao2[82:80] & br2[68:66]);
    (* keep *) wire l1_2286 = ^(ao2[85:83] & br2[71:69]);
    (* keep *) wire l1_2287 = ^(ao2[88:86] & br2[74:72]);
    (* keep *) wire l1_2288 = ^(ao2[91:89] & br2[77:75]);
    (* keep *) wire l1_2289 = ^(ao2[94:92] & br2[80:78]);
    (* keep *) wire l1_2290 = ^(ao2[97:95] & br2[83:81]);
    (* keep *) wire l1_2291 = ^(ao2[100:98] & br2[86:84]);
    (* keep *) wire l1_2292 = ^(ao2[103:101] & br2[89:87]);
    (* keep *) wire l1_2293 = ^(ao2[106:104] & br2[92:90]);
    (* keep *) wire l1_2294 = ^(ao2[109:107] & br2[95:93]);
    (* keep *) wire l1_2295 = ^(ao2[112:110] & br2[98:96]);
    (* keep *) wire l1_2296 = ^(ao2[115:113] & br2[101:99]);
    (* keep *) wire l1_2297 = ^(ao2[118:116] & br2[104:102]);
    (* keep *) wire l1_2298 = ^(ao2[121:119] & br2[107:105]);
    (* keep *) wire l1_2299 = ^(ao2[124:122] & br2[110:108]);
    (* keep *) wire l1_2300 = ^(ao2[127:125] & br2[113:111]);
    (* keep *) wire l1_2301 = ^(ao2[81:79] & br2[66:64]);
    (* keep *) wire l1_2302 = ^(ao2[84:82] & br2[69:67]);
    (* keep *) wire l1_2303 = ^(ao2[87:85] & br2[72:70]);
    (* keep *) wire l1_2304 = ^(ao2[90:88] & br2[75:73]);
    (* keep *) wire l1_2305 = ^(ao2[93:91] & br2[78:76]);
    (* keep *) wire l1_2306 = ^(ao2[96:94] & br2[81:79]);
    (* keep *) wire l1_2307 = ^(ao2[99:97] & br2[84:82]);
    (* keep *) wire l1_2308 = ^(ao2[102:100] & br2[87:85]);
    (* keep *) wire l1_2309 = ^(ao2[105:103] & br2[90:88]);
    (* keep *) wire l1_2310 = ^(ao2[108:106] & br2[93:91]);
    (* keep *) wire l1_2311 = ^(ao2[111:109] & br2[96:94]);
    (* keep *) wire l1_2312 = ^(ao2[114:112] & br2[99:97]);
    (* keep *) wire l1_2313 = ^(ao2[117:115] & br2[102:100]);
    (* keep *) wire l1_2314 = ^(ao2[120:118] & br2[105:103]);
    (* keep *) wire l1_2315 = ^(ao2[123:121] & br2[108:106]);
    (* keep *) wire l1_2316 = ^(ao2[126:124] & br2[111:109]);
    (* keep *) wire l1_2317 = ^(ao2[82:80] & br2[66:64]);
    (* keep *) wire l1_2318 = ^(ao2[85:83] & br2[69:67]);
    (* keep *) wire l1_2319 = ^(ao2[88:86] & br2[72:70]);
    (* keep *) wire l1_2320 = ^(ao2[91:89] & br2[75:73]);
    (* keep *) wire l1_2321 = ^(ao2[94:92] & br2[78:76]);
    (* keep *) wire l1_2322 = ^(ao2[97:95] & br2[81:79]);
    (* keep *) wire l1_2323 = ^(ao2[100:98] & br2[84:82]);
    (* keep *) wire l1_2324 = ^(ao2[103:101] & br2[87:85]);
    (* keep *) wire l1_2325 = ^(ao2[106:104] & br2[90:88]);
    (* keep *) wire l1_2326 = ^(ao2[109:107] & br2[93:91]);
    (* keep *) wire l1_2327 = ^(ao2[112:110] & br2[96:94]);
    (* keep *) wire l1_2328 = ^(ao2[115:113] & br2[99:97]);
    (* keep *) wire l1_2329 = ^(ao2[118:116] & br2[102:100]);
    (* keep *) wire l1_2330 = ^(ao2[121:119] & br2[105:103]);
    (* keep *) wire l1_2331 = ^(ao2[124:122] & br2[108:106]);
    (* keep *) wire l1_2332 = ^(ao2[127:125] & br2[111:109]);
    (* keep *) wire l1_2333 = ^(ao2[82:81] & br2[65:64]);
    (* keep *) wire l1_2334 = ^(ao2[85:83] & br2[68:66]);
    (* keep *) wire l1_2335 = ^(ao2[88:86] & br2[71:69]);
    (* keep *) wire l1_2336 = ^(ao2[91:89] & br2[74:72]);
    (* keep *) wire l1_2337 = ^(ao2[94:92] & br2[77:75]);
    (* keep *) wire l1_2338 = ^(ao2[97:95] & br2[80:78]);
    (* keep *) wire l1_2339 = ^(ao2[100:98] & br2[83:81]);
    (* keep *) wire l1_2340 = ^(ao2[103:101] & br2[86:84]);
    (* keep *) wire l1_2341 = ^(ao2[106:104] & br2[89:87]);
    (* keep *) wire l1_2342 = ^(ao2[109:107] & br2[92:90]);
    (* keep *) wire l1_2343 = ^(ao2[112:110] & br2[95:93]);
    (* keep *) wire l1_2344 = ^(ao2[115:113] & br2[98:96]);
    (* keep *) wire l1_2345 = ^(ao2[118:116] & br2[101:99]);
    (* keep *) wire l1_2346 = ^(ao2[121:119] & br2[104:102]);
    (* keep *) wire l1_2347 = ^(ao2[124:122] & br2[107:105]);
    (* keep *) wire l1_2348 = ^(ao2[127:125] & br2[110:108]);
    (* keep *) wire l1_2349 = ^(ao2[84:82] & br2[66:64]);
    (* keep *) wire l1_2350 = ^(ao2[87:85] & br2[69:67]);
    (* keep *) wire l1_2351 = ^(ao2[90:88] & br2[72:70]);
    (* keep *) wire l1_2352 = ^(ao2[93:91] & br2[75:73]);
    (* keep *) wire l1_2353 = ^(ao2[96:94] & br2[78:76]);
    (* keep *) wire l1_2354 = ^(ao2[99:97] & br2[81:79]);
    (* keep *) wire l1_2355 = ^(ao2[102:100] & br2[84:82]);
    (* keep *) wire l1_2356 = ^(ao2[105:103] & br2[87:85]);
    (* keep *) wire l1_2357 = ^(ao2[108:106] & br2[90:88]);
    (* keep *) wire l1_2358 = ^(ao2[111:109] & br2[93:91]);
    (* keep *) wire l1_2359 = ^(ao2[114:112] & br2[96:94]);
    (* keep *) wire l1_2360 = ^(ao2[117:115] & br2[99:97]);
    (* keep *) wire l1_2361 = ^(ao2[120:118] & br2[102:100]);
    (* keep *) wire l1_2362 = ^(ao2[123:121] & br2[105:103]);
    (* keep *) wire l1_2363 = ^(ao2[126:124] & br2[108:106]);
    (* keep *) wire l1_2364 = ^(ao2[85:83] & br2[66:64]);
    (* keep *) wire l1_2365 = ^(ao2[88:86] & br2[69:67]);
    (* keep *) wire l1_2366 = ^(ao2[91:89] & br2[72:70]);
    (* keep *) wire l1_2367 = ^(ao2[94:92] & br2[75:73]);
    (* keep *) wire l1_2368 = ^(ao2[97:95] & br2[78:76]);
    (* keep *) wire l1_2369 = ^(ao2[100:98] & br2[81:79]);
    (* keep *) wire l1_2370 = ^(ao2[103:101] & br2[84:82]);
    (* keep *) wire l1_2371 = ^(ao2[106:104] & br2[87:85]);
    (* keep *) wire l1_2372 = ^(ao2[109:107] & br2[90:88]);
    (* keep *) wire l1_2373 = ^(ao2[112:110] & br2[93:91]);
    (* keep *) wire l1_2374 = ^(ao2[115:113] & br2[96:94]);
    (* keep *) wire l1_2375 = ^(ao2[118:116] & br2[99:97]);
    (* keep *) wire l1_2376 = ^(ao2[121:119] & br2[102:100]);
    (* keep *) wire l1_2377 = ^(ao2[124:122] & br2[105:103]);
    (* keep *) wire l1_2378 = ^(ao2[127:125] & br2[108:106]);
    (* keep *) wire l1_2379 = ^(ao2[85:84] & br2[65:64]);
    (* keep *) wire l1_2380 = ^(ao2[88:86] & br2[68:66]);
    (* keep *) wire l1_2381 = ^(ao2[91:89] & br2[71:69]);
    (* keep *) wire l1_2382 = ^(ao2[94:92] & br2[74:72]);
    (* keep *) wire l1_2383 = ^(ao2[97:95] & br2[77:75]);
    (* keep *) wire l1_2384 = ^(ao2[100:98] & br2[80:78]);
    (* keep *) wire l1_2385 = ^(ao2[103:101] & br2[83:81]);
    (* keep *) wire l1_2386 = ^(ao2[106:104] & br2[86:84]);
    (* keep *) wire l1_2387 = ^(ao2[109:107] & br2[89:87]);
    (* keep *) wire l1_2388 = ^(ao2[112:110] & br2[92:90]);
    (* keep *) wire l1_2389 = ^(ao2[115:113] & br2[95:93]);
    (* keep *) wire l1_2390 = ^(ao2[118:116] & br2[98:96]);
    (* keep *) wire l1_2391 = ^(ao2[121:119] & br2[101:99]);
    (* keep *) wire l1_2392 = ^(ao2[124:122] & br2[104:102]);
    (* keep *) wire l1_2393 = ^(ao2[127:125] & br2[107:105]);
    (* keep *) wire l1_2394 = ^(ao2[87:85] & br2[66:64]);
    (* keep *) wire l1_2395 = ^(ao2[90:88] & br2[69:67]);
    (* keep *) wire l1_2396 = ^(ao2[93:91] & br2[72:70]);
    (* keep *) wire l1_2397 = ^(ao2[96:94] & br2[75:73]);
    (* keep *) wire l1_2398 = ^(ao2[99:97] & br2[78:76]);
    (* keep *) wire l1_2399 = ^(ao2[102:100] & br2[81:79]);
    (* keep *) wire l1_2400 = ^(ao2[105:103] & br2[84:82]);
    (* keep *) wire l1_2401 = ^(ao2[108:106] & br2[87:85]);
    (* keep *) wire l1_2402 = ^(ao2[111:109] & br2[90:88]);
    (* keep *) wire l1_2403 = ^(ao2[114:112] & br2[93:91]);
    (* keep *) wire l1_2404 = ^(ao2[117:115] & br2[96:94]);
    (* keep *) wire l1_2405 = ^(ao2[120:118] & br2[99:97]);
    (* keep *) wire l1_2406 = ^(ao2[123:121] & br2[102:100]);
    (* keep *) wire l1_2407 = ^(ao2[126:124] & br2[105:103]);
    (* keep *) wire l1_2408 = ^(ao2[88:86] & br2[66:64]);
    (* keep *) wire l1_2409 = ^(ao2[91:89] & br2[69:67]);
    (* keep *) wire l1_2410 = ^(ao2[94:92] & br2[72:70]);
    (* keep *) wire l1_2411 = ^(ao2[97:95] & br2[75:73]);
    (* keep *) wire l1_2412 = ^(ao2[100:98] & br2[78:76]);
    (* keep *) wire l1_2413 = ^(ao2[103:101] & br2[81:79]);
    (* keep *) wire l1_2414 = ^(ao2[106:104] & br2[84:82]);
    (* keep *) wire l1_2415 = ^(ao2[109:107] & br2[87:85]);
    (* keep *) wire l1_2416 = ^(ao2[112:110] & br2[90:88]);
    (* keep *) wire l1_2417 = ^(ao2[115:113] & br2[93:91]);
    (* keep *) wire l1_2418 = ^(ao2[118:116] & br2[96:94]);
    (* keep *) wire l1_2419 = ^(ao2[121:119] & br2[99:97]);
    (* keep *) wire l1_2420 = ^(ao2[124:122] & br2[102:100]);
    (* keep *) wire l1_2421 = ^(ao2[127:125] & br2[105:103]);
    (* keep *) wire l1_2422 = ^(ao2[88:87] & br2[65:64]);
    (* keep *) wire l1_2423 = ^(ao2[91:89] & br2[68:66]);
    (* keep *) wire l1_2424 = ^(ao2[94:92] & br2[71:69]);
    (* keep *) wire l1_2425 = ^(ao2[97:95] & br2[74:72]);
    (* keep *) wire l1_2426 = ^(ao2[100:98] & br2[77:75]);
    (* keep *) wire l1_2427 = ^(ao2[103:101] & br2[80:78]);
    (* keep *) wire l1_2428 = ^(ao2[106:104] & br2[83:81]);
    (* keep *) wire l1_2429 = ^(ao2[109:107] & br2[86:84]);
    (* keep *) wire l1_2430 = ^(ao2[112:110] & br2[89:87]);
    (* keep *) wire l1_2431 = ^(ao2[115:113] & br2[92:90]);
    (* keep *) wire l1_2432 = ^(ao2[118:116] & br2[95:93]);
    (* keep *) wire l1_2433 = ^(ao2[121:119] & br2[98:96]);
    (* keep *) wire l1_2434 = ^(ao2[124:122] & br2[101:99]);
    (* keep *) wire l1_2435 = ^(ao2[127:125] & br2[104:102]);
    (* keep *) wire l1_2436 = ^(ao2[90:88] & br2[66:64]);
    (* keep *) wire l1_2437 = ^(ao2[93:91] & br2[69:67]);
    (* keep *) wire l1_2438 = ^(ao2[96:94] & br2[72:70]);
    (* keep *) wire l1_2439 = ^(ao2[99:97] & br2[75:73]);
    (* keep *) wire l1_2440 = ^(ao2[102:100] & br2[78:76]);
    (* keep *) wire l1_2441 = ^(ao2[105:103] & br2[81:79]);
    (* keep *) wire l1_2442 = ^(ao2[108:106] & br2[84:82]);
    (* keep *) wire l1_2443 = ^(ao2[111:109] & br2[87:85]);
    (* keep *) wire l1_2444 = ^(ao2[114:112] & br2[90:88]);
    (* keep *) wire l1_2445 = ^(ao2[117:115] & br2[93:91]);
    (* keep *) wire l1_2446 = ^(ao2[120:118] & br2[96:94]);
    (* keep *) wire l1_2447 = ^(ao2[123:121] & br2[99:97]);
    (* keep *) wire l1_2448 = ^(ao2[126:124] & br2[102:100]);
    (* keep *) wire l1_2449 = ^(ao2[91:89] & br2[66:64]);
    (* keep *) wire l1_2450 = ^(ao2[94:92] & br2[69:67]);
    (* keep *) wire l1_2451 = ^(ao2[97:95] & br2[72:70]);
    (* keep *) wire l1_2452 = ^(ao2[100:98] & br2[75:73]);
    (* keep *) wire l1_2453 = ^(ao2[103:101] & br2[78:76]);
    (* keep *) wire l1_2454 = ^(ao2[106:104] & br2[81:79]);
    (* keep *) wire l1_2455 = ^(ao2[109:107] & br2[84:82]);
    (* keep *) wire l1_2456 = ^(ao2[112:110] & br2[87:85]);
    (* keep *) wire l1_2457 = ^(ao2[115:113] & br2[90:88]);
    (* keep *) wire l1_2458 = ^(ao2[118:116] & br2[93:91]);
    (* keep *) wire l1_2459 = ^(ao2[121:119] & br2[96:94]);
    (* keep *) wire l1_2460 = ^(ao2[124:122] & br2[99:97]);
    (* keep *) wire l1_2461 = ^(ao2[127:125] & br2[102:100]);
    (* keep *) wire l1_2462 = ^(ao2[92:90] & br2[66:64]);
    (* keep *) wire l1_2463 = ^(ao2[95:93] & br2[69:67]);
    (* keep *) wire l1_2464 = ^(ao2[98:96] & br2[72:70]);
    (* keep *) wire l1_2465 = ^(ao2[101:99] & br2[75:73]);
    (* keep *) wire l1_2466 = ^(ao2[104:102] & br2[78:76]);
    (* keep *) wire l1_2467 = ^(ao2[107:105] & br2[81:79]);
    (* keep *) wire l1_2468 = ^(ao2[110:108] & br2[84:82]);
    (* keep *) wire l1_2469 = ^(ao2[113:111] & br2[87:85]);
    (* keep *) wire l1_2470 = ^(ao2[116:114] & br2[90:88]);
    (* keep *) wire l1_2471 = ^(ao2[119:117] & br2[93:91]);
    (* keep *) wire l1_2472 = ^(ao2[122:120] & br2[96:94]);
    (* keep *) wire l1_2473 = ^(ao2[125:123] & br2[99:97]);
    (* keep *) wire l1_2474 = ^(ao2[93:91] & br2[66:64]);
    (* keep *) wire l1_2475 = ^(ao2[96:94] & br2[69:67]);
    (* keep *) wire l1_2476 = ^(ao2[99:97] & br2[72:70]);
    (* keep *) wire l1_2477 = ^(ao2[102:100] & br2[75:73]);
    (* keep *) wire l1_2478 = ^(ao2[105:103] & br2[78:76]);
    (* keep *) wire l1_2479 = ^(ao2[108:106] & br2[81:79]);
    (* keep *) wire l1_2480 = ^(ao2[111:109] & br2[84:82]);
    (* keep *) wire l1_2481 = ^(ao2[114:112] & br2[87:85]);
    (* keep *) wire l1_2482 = ^(ao2[117:115] & br2[90:88]);
    (* keep *) wire l1_2483 = ^(ao2[120:118] & br2[93:91]);
    (* keep *) wire l1_2484 = ^(ao2[123:121] & br2[96:94]);
    (* keep *) wire l1_2485 = ^(ao2[126:124] & br2[99:97]);
    (* keep *) wire l1_2486 = ^(ao2[94:92] & br2[66:64]);
    (* keep *) wire l1_2487 = ^(ao2[97:95] & br2[69:67]);
    (* keep *) wire l1_2488 = ^(ao2[100:98] & br2[72:70]);
    (* keep *) wire l1_2489 = ^(ao2[103:101] & br2[75:73]);
    (* keep *) wire l1_2490 = ^(ao2[106:104] & br2[78:76]);
    (* keep *) wire l1_2491 = ^(ao2[109:107] & br2[81:79]);
    (* keep *) wire l1_2492 = ^(ao2[112:110] & br2[84:82]);
    (* keep *) wire l1_2493 = ^(ao2[115:113] & br2[87:85]);
    (* keep *) wire l1_2494 = ^(ao2[118:116] & br2[90:88]);
    (* keep *) wire l1_2495 = ^(ao2[121:119] & br2[93:91]);
    (* keep *) wire l1_2496 = ^(ao2[124:122] & br2[96:94]);
    (* keep *) wire l1_2497 = ^(ao2[127:125] & br2[99:97]);
    (* keep *) wire l1_2498 = ^(ao2[95:93] & br2[66:64]);
    (* keep *) wire l1_2499 = ^(ao2[98:96] & br2[69:67]);
    (* keep *) wire l1_2500 = ^(ao2[101:99] & br2[72:70]);
    (* keep *) wire l1_2501 = ^(ao2[104:102] & br2[75:73]);
    (* keep *) wire l1_2502 = ^(ao2[107:105] & br2[78:76]);
    (* keep *) wire l1_2503 = ^(ao2[110:108] & br2[81:79]);
    (* keep *) wire l1_2504 = ^(ao2[113:111] & br2[84:82]);
    (* keep *) wire l1_2505 = ^(ao2[116:114] & br2[87:85]);
    (* keep *) wire l1_2506 = ^(ao2[119:117] & br2[90:88]);
    (* keep *) wire l1_2507 = ^(ao2[122:120] & br2[93:91]);
    (* keep *) wire l1_2508 = ^(ao2[125:123] & br2[96:94]);
    (* keep *) wire l1_2509 = ^(ao2[96:94] & br2[66:64]);
    (* keep *) wire l1_2510 = ^(ao2[99:97] & br2[69:67]);
    (* keep *) wire l1_2511 = ^(ao2[102:100] & br2[72:70]);
    (* keep *) wire l1_2512 = ^(ao2[105:103] & br2[75:73]);
    (* keep *) wire l1_2513 = ^(ao2[108:106] & br2[78:76]);
    (* keep *) wire l1_2514 = ^(ao2[111:109] & br2[81:79]);
    (* keep *) wire l1_2515 = ^(ao2[114:112] & br2[84:82]);
    (* keep *) wire l1_2516 = ^(ao2[117:115] & br2[87:85]);
    (* keep *) wire l1_2517 = ^(ao2[120:118] & br2[90:88]);
    (* keep *) wire l1_2518 = ^(ao2[123:121] & br2[93:91]);
    (* keep *) wire l1_2519 = ^(ao2[126:124] & br2[96:94]);
    (* keep *) wire l1_2520 = ^(ao2[97:95] & br2[66:64]);
    (* keep *) wire l1_2521 = ^(ao2[100:98] & br2[69:67]);
    (* keep *) wire l1_2522 = ^(ao2[103:101] & br2[72:70]);
    (* keep *) wire l1_2523 = ^(ao2[106:104] & br2[75:73]);
    (* keep *) wire l1_2524 = ^(ao2[109:107] & br2[78:76]);
    (* keep *) wire l1_2525 = ^(ao2[112:110] & br2[81:79]);
    (* keep *) wire l1_2526 = ^(ao2[115:113] & br2[84:82]);
    (* keep *) wire l1_2527 = ^(ao2[118:116] & br2[87:85]);
    (* keep *) wire l1_2528 = ^(ao2[121:119] & br2[90:88]);
    (* keep *) wire l1_2529 = ^(ao2[124:122] & br2[93:91]);
    (* keep *) wire l1_2530 = ^(ao2[127:125] & br2[96:94]);
    (* keep *) wire l1_2531 = ^(ao2[98:96] & br2[66:64]);
    (* keep *) wire l1_2532 = ^(ao2[101:99] & br2[69:67]);
    (* keep *) wire l1_2533 = ^(ao2[104:102] & br2[72:70]);
    (* keep *) wire l1_2534 = ^(ao2[107:105] & br2[75:73]);
    (* keep *) wire l1_2535 = ^(ao2[110:108] & br2[78:76]);
    (* keep *) wire l1_2536 = ^(ao2[113:111] & br2[81:79]);
    (* keep *) wire l1_2537 = ^(ao2[116:114] & br2[84:82]);
    (* keep *) wire l1_2538 = ^(ao2[119:117] & br2[87:85]);
    (* keep *) wire l1_2539 = ^(ao2[122:120] & br2[90:88]);
    (* keep *) wire l1_2540 = ^(ao2[125:123] & br2[93:91]);
    (* keep *) wire l1_2541 = ^(ao3[99:97] & br3[66:64]);
    (* keep *) wire l1_2542 = ^(ao3[102:100] & br3[69:67]);
    (* keep *) wire l1_2543 = ^(ao3[105:103] & br3[72:70]);
    (* keep *) wire l1_2544 = ^(ao3[108:106] & br3[75:73]);
    (* keep *) wire l1_2545 = ^(ao3[111:109] & br3[78:76]);
    (* keep *) wire l1_2546 = ^(ao3[114:112] & br3[81:79]);
    (* keep *) wire l1_2547 = ^(ao3[117:115] & br3[84:82]);
    (* keep *) wire l1_2548 = ^(ao3[120:118] & br3[87:85]);
    (* keep *) wire l1_2549 = ^(ao3[123:121] & br3[90:88]);
    (* keep *) wire l1_2550 = ^(ao3[126:124] & br3[93:91]);
    (* keep *) wire l1_2551 = ^(ao3[100:98] & br3[66:64]);
    (* keep *) wire l1_2552 = ^(ao3[103:101] & br3[69:67]);
    (* keep *) wire l1_2553 = ^(ao3[106:104] & br3[72:70]);
    (* keep *) wire l1_2554 = ^(ao3[109:107] & br3[75:73]);
    (* keep *) wire l1_2555 = ^(ao3[112:110] & br3[78:76]);
    (* keep *) wire l1_2556 = ^(ao3[115:113] & br3[81:79]);
    (* keep *) wire l1_2557 = ^(ao3[118:116] & br3[84:82]);
    (* keep *) wire l1_2558 = ^(ao3[121:119] & br3[87:85]);
    (* keep *) wire l1_2559 = ^(ao3[124:122] & br3[90:88]);
    (* keep *) wire l1_2560 = ^(ao3[127:125] & br3[93:91]);
    (* keep *) wire l1_2561 = ^(ao3[101:99] & br3[66:64]);
    (* keep *) wire l1_2562 = ^(ao3[104:102] & br3[69:67]);
    (* keep *) wire l1_2563 = ^(ao3[107:105] & br3[72:70]);
    (* keep *) wire l1_2564 = ^(ao3[110:108] & br3[75:73]);
    (* keep *) wire l1_2565 = ^(ao3[113:111] & br3[78:76]);
    (* keep *) wire l1_2566 = ^(ao3[116:114] & br3[81:79]);
    (* keep *) wire l1_2567 = ^(ao3[119:117] & br3[84:82]);
    (* keep *) wire l1_2568 = ^(ao3[122:120] & br3[87:85]);
    (* keep *) wire l1_2569 = ^(ao3[125:123] & br3[90:88]);
    (* keep *) wire l1_2570 = ^(ao3[102:100] & br3[66:64]);
    (* keep *) wire l1_2571 = ^(ao3[105:103] & br3[69:67]);
    (* keep *) wire l1_2572 = ^(ao3[108:106] & br3[72:70]);
    (* keep *) wire l1_2573 = ^(ao3[111:109] & br3[75:73]);
    (* keep *) wire l1_2574 = ^(ao3[114:112] & br3[78:76]);
    (* keep *) wire l1_2575 = ^(ao3[117:115] & br3[81:79]);
    (* keep *) wire l1_2576 = ^(ao3[120:118] & br3[84:82]);
    (* keep *) wire l1_2577 = ^(ao3[123:121] & br3[87:85]);
    (* keep *) wire l1_2578 = ^(ao3[126:124] & br3[90:88]);
    (* keep *) wire l1_2579 = ^(ao3[103:101] & br3[66:64]);
    (* keep *) wire l1_2580 = ^(ao3[106:104] & br3[69:67]);
    (* keep *) wire l1_2581 = ^(ao3[109:107] & br3[72:70]);
    (* keep *) wire l1_2582 = ^(ao3[112:110] & br3[75:73]);
    (* keep *) wire l1_2583 = ^(ao3[115:113] & br3[78:76]);
    (* keep *) wire l1_2584 = ^(ao3[118:116] & br3[81:79]);
    (* keep *) wire l1_2585 = ^(ao3[121:119] & br3[84:82]);
    (* keep *) wire l1_2586 = ^(ao3[124:122] & br3[87:85]);
    (* keep *) wire l1_2587 = ^(ao3[127:125] & br3[90:88]);
    (* keep *) wire l1_2588 = ^(ao3[104:102] & br3[66:64]);
    (* keep *) wire l1_2589 = ^(ao3[107:105] & br3[69:67]);
    (* keep *) wire l1_2590 = ^(ao3[110:108] & br3[72:70]);
    (* keep *) wire l1_2591 = ^(ao3[113:111] & br3[75:73]);
    (* keep *) wire l1_2592 = ^(ao3[116:114] & br3[78:76]);
    (* keep *) wire l1_2593 = ^(ao3[119:117] & br3[81:79]);
    (* keep *) wire l1_2594 = ^(ao3[122:120] & br3[84:82]);
    (* keep *) wire l1_2595 = ^(ao3[125:123] & br3[87:85]);
    (* keep *) wire l1_2596 = ^(ao3[105:103] & br3[66:64]);
    (* keep *) wire l1_2597 = ^(ao3[108:106] & br3[69:67]);
    (* keep *) wire l1_2598 = ^(ao3[111:109] & br3[72:70]);
    (* keep *) wire l1_2599 = ^(ao3[114:112] & br3[75:73]);
    (* keep *) wire l1_2600 = ^(ao3[117:115] & br3[78:76]);
    (* keep *) wire l1_2601 = ^(ao3[120:118] & br3[81:79]);
    (* keep *) wire l1_2602 = ^(ao3[123:121] & br3[84:82]);
    (* keep *) wire l1_2603 = ^(ao3[126:124] & br3[87:85]);
    (* keep *) wire l1_2604 = ^(ao3[106:104] & br3[66:64]);
    (* keep *) wire l1_2605 = ^(ao3[109:107] & br3[69:67]);
    (* keep *) wire l1_2606 = ^(ao3[112:110] & br3[72:70]);
    (* keep *) wire l1_2607 = ^(ao3[115:113] & br3[75:73]);
    (* keep *) wire l1_2608 = ^(ao3[118:116] & br3[78:76]);
    (* keep *) wire l1_2609 = ^(ao3[121:119] & br3[81:79]);
    (* keep *) wire l1_2610 = ^(ao3[124:122] & br3[84:82]);
    (* keep *) wire l1_2611 = ^(ao3[127:125] & br3[87:85]);
    (* keep *) wire l1_2612 = ^(ao3[107:105] & br3[66:64]);
    (* keep *) wire l1_2613 = ^(ao3[110:108] & br3[69:67]);
    (* keep *) wire l1_2614 = ^(ao3[113:111] & br3[72:70]);
    (* keep *) wire l1_2615 = ^(ao3[116:114] & br3[75:73]);
    (* keep *) wire l1_2616 = ^(ao3[119:117] & br3[78:76]);
    (* keep *) wire l1_2617 = ^(ao3[122:120] & br3[81:79]);
    (* keep *) wire l1_2618 = ^(ao3[125:123] & br3[84:82]);
    (* keep *) wire l1_2619 = ^(ao3[108:106] & br3[66:64]);
    (* keep *) wire l1_2620 = ^(ao3[111:109] & br3[69:67]);
    (* keep *) wire l1_2621 = ^(ao3[114:112] & br3[72:70]);
    (* keep *) wire l1_2622 = ^(ao3[117:115] & br3[75:73]);
    (* keep *) wire l1_2623 = ^(ao3[120:118] & br3[78:76]);
    (* keep *) wire l1_2624 = ^(ao3[123:121] & br3[81:79]);
    (* keep *) wire l1_2625 = ^(ao3[126:124] & br3[84:82]);
    (* keep *) wire l1_2626 = ^(ao3[109:107] & br3[66:64]);
    (* keep *) wire l1_2627 = ^(ao3[112:110] & br3[69:67]);
    (* keep *) wire l1_2628 = ^(ao3[115:113] & br3[72:70]);
    (* keep *) wire l1_2629 = ^(ao3[118:116] & br3[75:73]);
    (* keep *) wire l1_2630 = ^(ao3[121:119] & br3[78:76]);
    (* keep *) wire l1_2631 = ^(ao3[124:122] & br3[81:79]);
    (* keep *) wire l1_2632 = ^(ao3[127:125] & br3[84:82]);
    (* keep *) wire l1_2633 = ^(ao3[110:108] & br3[66:64]);
    (* keep *) wire l1_2634 = ^(ao3[113:111] & br3[69:67]);
    (* keep *) wire l1_2635 = ^(ao3[116:114] & br3[72:70]);
    (* keep *) wire l1_2636 = ^(ao3[119:117] & br3[75:73]);
    (* keep *) wire l1_2637 = ^(ao3[122:120] & br3[78:76]);
    (* keep *) wire l1_2638 = ^(ao3[125:123] & br3[81:79]);
    (* keep *) wire l1_2639 = ^(ao3[111:109] & br3[66:64]);
    (* keep *) wire l1_2640 = ^(ao3[114:112] & br3[69:67]);
    (* keep *) wire l1_2641 = ^(ao3[117:115] & br3[72:70]);
    (* keep *) wire l1_2642 = ^(ao3[120:118] & br3[75:73]);
    (* keep *) wire l1_2643 = ^(ao3[123:121] & br3[78:76]);
    (* keep *) wire l1_2644 = ^(ao3[126:124] & br3[81:79]);
    (* keep *) wire l1_2645 = ^(ao3[112:110] & br3[66:64]);
    (* keep *) wire l1_2646 = ^(ao3[115:113] & br3[69:67]);
    (* keep *) wire l1_2647 = ^(ao3[118:116] & br3[72:70]);
    (* keep *) wire l1_2648 = ^(ao3[121:119] & br3[75:73]);
    (* keep *) wire l1_2649 = ^(ao3[124:122] & br3[78:76]);
    (* keep *) wire l1_2650 = ^(ao3[127:125] & br3[81:79]);
    (* keep *) wire l1_2651 = ^(ao3[112:111] & br3[65:64]);
    (* keep *) wire l1_2652 = ^(ao3[115:113] & br3[68:66]);
    (* keep *) wire l1_2653 = ^(ao3[118:116] & br3[71:69]);
    (* keep *) wire l1_2654 = ^(ao3[121:119] & br3[74:72]);
    (* keep *) wire l1_2655 = ^(ao3[124:122] & br3[77:75]);
    (* keep *) wire l1_2656 = ^(ao3[127:125] & br3[80:78]);
    (* keep *) wire l1_2657 = ^(ao3[113:112] & br3[65:64]);
    (* keep *) wire l1_2658 = ^(ao3[116:114] & br3[68:66]);
    (* keep *) wire l1_2659 = ^(ao3[119:117] & br3[71:69]);
    (* keep *) wire l1_2660 = ^(ao3[121:120] & br3[73:72]);
    (* keep *) wire l1_2661 = ^(ao3[124:122] & br3[76:74]);
    (* keep *) wire l1_2662 = ^(ao3[127:125] & br3[79:77]);
    (* keep *) wire l1_2663 = ^(ao3[115:113] & br3[66:64]);
    (* keep *) wire l1_2664 = ^(ao3[118:116] & br3[69:67]);
    (* keep *) wire l1_2665 = ^(ao3[121:119] & br3[72:70]);
    (* keep *) wire l1_2666 = ^(ao3[124:122] & br3[75:73]);
    (* keep *) wire l1_2667 = ^(ao3[127:125] & br3[78:76]);
    (* keep *) wire l1_2668 = ^(ao3[115:114] & br3[65:64]);
    (* keep *) wire l1_2669 = ^(ao3[118:116] & br3[68:66]);
    (* keep *) wire l1_2670 = ^(ao3[121:119] & br3[71:69]);
    (* keep *) wire l1_2671 = ^(ao3[124:122] & br3[74:72]);
    (* keep *) wire l1_2672 = ^(ao3[127:125] & br3[77:75]);
    (* keep *) wire l1_2673 = ^(ao3[117:115] & br3[66:64]);
    (* keep *) wire l1_2674 = ^(ao3[120:118] & br3[69:67]);
    (* keep *) wire l1_2675 = ^(ao3[123:121] & br3[72:70]);
    (* keep *) wire l1_2676 = ^(ao3[126:124] & br3[75:73]);
    (* keep *) wire l1_2677 = ^(ao3[118:116] & br3[66:64]);
    (* keep *) wire l1_2678 = ^(ao3[121:119] & br3[69:67]);
    (* keep *) wire l1_2679 = ^(ao3[124:122] & br3[72:70]);
    (* keep *) wire l1_2680 = ^(ao3[127:125] & br3[75:73]);
    (* keep *) wire l1_2681 = ^(ao3[118:117] & br3[65:64]);
    (* keep *) wire l1_2682 = ^(ao3[121:119] & br3[68:66]);
    (* keep *) wire l1_2683 = ^(ao3[124:122] & br3[71:69]);
    (* keep *) wire l1_2684 = ^(ao3[127:125] & br3[74:72]);
    (* keep *) wire l1_2685 = ^(ao3[120:118] & br3[66:64]);
    (* keep *) wire l1_2686 = ^(ao3[123:121] & br3[69:67]);
    (* keep *) wire l1_2687 = ^(ao3[126:124] & br3[72:70]);
    (* keep *) wire l1_2688 = ^(ao3[121:119] & br3[66:64]);
    (* keep *) wire l1_2689 = ^(ao3[124:122] & br3[69:67]);
    (* keep *) wire l1_2690 = ^(ao3[127:125] & br3[72:70]);
    (* keep *) wire l1_2691 = ^(ao3[122:120] & br3[66:64]);
    (* keep *) wire l1_2692 = ^(ao3[125:123] & br3[69:67]);
    (* keep *) wire l1_2693 = ^(ao3[123:121] & br3[66:64]);
    (* keep *) wire l1_2694 = ^(ao3[126:124] & br3[69:67]);
    (* keep *) wire l1_2695 = ^(ao3[124:122] & br3[66:64]);
    (* keep *) wire l1_2696 = ^(ao3[127:125] & br3[69:67]);
    (* keep *) wire l1_2697 = ^(ao3[125:123] & br3[66:64]);
    (* keep *) wire l1_2698 = ^(ao3[126:124] & br3[66:64]);
    (* keep *) wire l1_2699 = ^(ao3[127:125] & br3[66:64]);
    (* keep *) wire l1_2700 = ^(ao3[127:126] & br3[65:64]);
    (* keep *) wire l1_2701 = (ao3[127] & br3[64]);
    (* keep *) wire l1_2702 = (ao0[128] & br0[63]);
    (* keep *) wire l1_2703 = ^(ao0[129:128] & br0[63:62]);
    (* keep *) wire l1_2704 = ^(ao0[130:128] & br0[63:61]);
    (* keep *) wire l1_2705 = ^(ao0[130:128] & br0[62:60]);
    (* keep *) wire l1_2706 = ^(ao0[130:128] & br0[61:59]);
    (* keep *) wire l1_2707 = ^(ao0[130:128] & br0[60:58]);
    (* keep *) wire l1_2708 = ^(ao0[133:131] & br0[63:61]);
    (* keep *) wire l1_2709 = ^(ao0[130:128] & br0[59:57]);
    (* keep *) wire l1_2710 = ^(ao0[133:131] & br0[62:60]);
    (* keep *) wire l1_2711 = ^(ao0[130:128] & br0[58:56]);
    (* keep *) wire l1_2712 = ^(ao0[133:131] & br0[61:59]);
    (* keep *) wire l1_2713 = ^(ao0[130:128] & br0[57:55]);
    (* keep *) wire l1_2714 = ^(ao0[133:131] & br0[60:58]);
    (* keep *) wire l1_2715 = ^(ao0[136:134] & br0[63:61]);
    (* keep *) wire l1_2716 = ^(ao0[130:128] & br0[56:54]);
    (* keep *) wire l1_2717 = ^(ao0[133:131] & br0[59:57]);
    (* keep *) wire l1_2718 = ^(ao0[136:134] & br0[62:60]);
    (* keep *) wire l1_2719 = ^(ao0[129:128] & br0[54:53]);
    (* keep *) wire l1_2720 = ^(ao0[132:130] & br0[57:55]);
    (* keep *) wire l1_2721 = ^(ao0[135:133] & br0[60:58]);
    (* keep *) wire l1_2722 = ^(ao0[138:136] & br0[63:61]);
    (* keep *) wire l1_2723 = ^(ao0[130:128] & br0[54:52]);
    (* keep *) wire l1_2724 = ^(ao0[133:131] & br0[57:55]);
    (* keep *) wire l1_2725 = ^(ao0[136:134] & br0[60:58]);
    (* keep *) wire l1_2726 = ^(ao0[139:137] & br0[63:61]);
    (* keep *) wire l1_2727 = ^(ao0[130:128] & br0[53:51]);
    (* keep *) wire l1_2728 = ^(ao0[133:131] & br0[56:54]);
    (* keep *) wire l1_2729 = ^(ao0[136:134] & br0[59:57]);
    (* keep *) wire l1_2730 = ^(ao0[139:137] & br0[62:60]);
    (* keep *) wire l1_2731 = ^(ao0[129:128] & br0[51:50]);
    (* keep *) wire l1_2732 = ^(ao0[132:130] & br0[54:52]);
    (* keep *) wire l1_2733 = ^(ao0[135:133] & br0[57:55]);
    (* keep *) wire l1_2734 = ^(ao0[138:136] & br0[60:58]);
    (* keep *) wire l1_2735 = ^(ao0[141:139] & br0[63:61]);
    (* keep *) wire l1_2736 = ^(ao0[130:128] & br0[51:49]);
    (* keep *) wire l1_2737 = ^(ao0[133:131] & br0[54:52]);
    (* keep *) wire l1_2738 = ^(ao0[136:134] & br0[57:55]);
    (* keep *) wire l1_2739 = ^(ao0[139:137] & br0[60:58]);
    (* keep *) wire l1_2740 = ^(ao0[142:140] & br0[63:61]);
    (* keep *) wire l1_2741 = ^(ao0[129:128] & br0[49:48]);
    (* keep *) wire l1_2742 = ^(ao0[132:130] & br0[52:50]);
    (* keep *) wire l1_2743 = ^(ao0[135:133] & br0[55:53]);
    (* keep *) wire l1_2744 = ^(ao0[137:136] & br0[57:56]);
    (* keep *) wire l1_2745 = ^(ao0[140:138] & br0[60:58]);
    (* keep *) wire l1_2746 = ^(ao0[143:141] & br0[63:61]);
    (* keep *) wire l1_2747 = ^(ao0[129:128] & br0[48:47]);
    (* keep *) wire l1_2748 = ^(ao0[132:130] & br0[51:49]);
    (* keep *) wire l1_2749 = ^(ao0[135:133] & br0[54:52]);
    (* keep *) wire l1_2750 = ^(ao0[138:136] & br0[57:55]);
    (* keep *) wire l1_2751 = ^(ao0[141:139] & br0[60:58]);
    (* keep *) wire l1_2752 = ^(ao0[144:142] & br0[63:61]);
    (* keep *) wire l1_2753 = ^(ao0[130:128] & br0[48:46]);
    (* keep *) wire l1_2754 = ^(ao0[133:131] & br0[51:49]);
    (* keep *) wire l1_2755 = ^(ao0[136:134] & br0[54:52]);
    (* keep *) wire l1_2756 = ^(ao0[139:137] & br0[57:55]);
    (* keep *) wire l1_2757 = ^(ao0[142:140] & br0[60:58]);
    (* keep *) wire l1_2758 = ^(ao0[145:143] & br0[63:61]);
    (* keep *) wire l1_2759 = ^(ao0[130:128] & br0[47:45]);
    (* keep *) wire l1_2760 = ^(ao0[133:131] & br0[50:48]);
    (* keep *) wire l1_2761 = ^(ao0[136:134] & br0[53:51]);
    (* keep *) wire l1_2762 = ^(ao0[139:137] & br0[56:54]);
    (* keep *) wire l1_2763 = ^(ao0[142:140] & br0[59:57]);
    (* keep *) wire l1_2764 = ^(ao0[145:143] & br0[62:60]);
    (* keep *) wire l1_2765 = ^(ao0[130:128] & br0[46:44]);
    (* keep *) wire l1_2766 = ^(ao0[133:131] & br0[49:47]);
    (* keep *) wire l1_2767 = ^(ao0[136:134] & br0[52:50]);
    (* keep *) wire l1_2768 = ^(ao0[139:137] & br0[55:53]);
    (* keep *) wire l1_2769 = ^(ao0[142:140] & br0[58:56]);
    (* keep *) wire l1_2770 = ^(ao0[145:143] & br0[61:59]);
    (* keep *) wire l1_2771 = ^(ao0[130:128] & br0[45:43]);
    (* keep *) wire l1_2772 = ^(ao0[133:131] & br0[48:46]);
    (* keep *) wire l1_2773 = ^(ao0[136:134] & br0[51:49]);
    (* keep *) wire l1_2774 = ^(ao0[139:137] & br0[54:52]);
    (* keep *) wire l1_2775 = ^(ao0[142:140] & br0[57:55]);
    (* keep *) wire l1_2776 = ^(ao0[145:143] & br0[60:58]);
    (* keep *) wire l1_2777 = ^(ao0[148:146] & br0[63:61]);
    (* keep *) wire l1_2778 = ^(ao0[130:128] & br0[44:42]);
    (* keep *) wire l1_2779 = ^(ao0[133:131] & br0[47:45]);
    (* keep *) wire l1_2780 = ^(ao0[136:134] & br0[50:48]);
    (* keep *) wire l1_2781 = ^(ao0[139:137] & br0[53:51]);
    (* keep *) wire l1_2782 = ^(ao0[142:140] & br0[56:54]);
    (* keep *) wire l1_2783 = ^(ao0[145:143] & br0[59:57]);
    (* keep *) wire l1_2784 = ^(ao0[148:146] & br0[62:60]);
    (* keep *) wire l1_2785 = ^(ao0[130:128] & br0[43:41]);
    (* keep *) wire l1_2786 = ^(ao0[133:131] & br0[46:44]);
    (* keep *) wire l1_2787 = ^(ao0[136:134] & br0[49:47]);
    (* keep *) wire l1_2788 = ^(ao0[139:137] & br0[52:50]);
    (* keep *) wire l1_2789 = ^(ao0[142:140] & br0[55:53]);
    (* keep *) wire l1_2790 = ^(ao0[145:143] & br0[58:56]);
    (* keep *) wire l1_2791 = ^(ao0[148:146] & br0[61:59]);
    (* keep *) wire l1_2792 = ^(ao0[130:128] & br0[42:40]);
    (* keep *) wire l1_2793 = ^(ao0[133:131] & br0[45:43]);
    (* keep *) wire l1_2794 = ^(ao0[136:134] & br0[48:46]);
    (* keep *) wire l1_2795 = ^(ao0[139:137] & br0[51:49]);
    (* keep *) wire l1_2796 = ^(ao0[142:140] & br0[54:52]);
    (* keep *) wire l1_2797 = ^(ao0[145:143] & br0[57:55]);
    (* keep *) wire l1_2798 = ^(ao0[148:146] & br0[60:58]);
    (* keep *) wire l1_2799 = ^(ao0[151:149] & br0[63:61]);
    (* keep *) wire l1_2800 = ^(ao0[130:128] & br0[41:39]);
    (* keep *) wire l1_2801 = ^(ao0[133:131] & br0[44:42]);
    (* keep *) wire l1_2802 = ^(ao0[136:134] & br0[47:45]);
    (* keep *) wire l1_2803 = ^(ao0[139:137] & br0[50:48]);
    (* keep *) wire l1_2804 = ^(ao0[142:140] & br0[53:51]);
    (* keep *) wire l1_2805 = ^(ao0[145:143] & br0[56:54]);
    (* keep *) wire l1_2806 = ^(ao0[148:146] & br0[59:57]);
    (* keep *) wire l1_2807 = ^(ao0[151:149] & br0[62:60]);
    (* keep *) wire l1_2808 = ^(ao0[130:128] & br0[40:38]);
    (* keep *) wire l1_2809 = ^(ao0[133:131] & br0[43:41]);
    (* keep *) wire l1_2810 = ^(ao0[136:134] & br0[46:44]);
    (* keep *) wire l1_2811 = ^(ao0[139:137] & br0[49:47]);
    (* keep *) wire l1_2812 = ^(ao0[142:140] & br0[52:50]);
    (* keep *) wire l1_2813 = ^(ao0[145:143] & br0[55:53]);
    (* keep *) wire l1_2814 = ^(ao0[148:146] & br0[58:56]);
    (* keep *) wire l1_2815 = ^(ao0[151:149] & br0[61:59]);
    (* keep *) wire l1_2816 = ^(ao0[130:128] & br0[39:37]);
    (* keep *) wire l1_2817 = ^(ao0[133:131] & br0[42:40]);
    (* keep *) wire l1_2818 = ^(ao0[136:134] & br0[45:43]);
    (* keep *) wire l1_2819 = ^(ao0[139:137] & br0[48:46]);
    (* keep *) wire l1_2820 = ^(ao0[142:140] & br0[51:49]);
    (* keep *) wire l1_2821 = ^(ao0[145:143] & br0[54:52]);
    (* keep *) wire l1_2822 = ^(ao0[148:146] & br0[57:55]);
    (* keep *) wire l1_2823 = ^(ao0[151:149] & br0[60:58]);
    (* keep *) wire l1_2824 = ^(ao0[154:152] & br0[63:61]);
    (* keep *) wire l1_2825 = ^(ao0[130:128] & br0[38:36]);
    (* keep *) wire l1_2826 = ^(ao0[133:131] & br0[41:39]);
    (* keep *) wire l1_2827 = ^(ao0[136:134] & br0[44:42]);
    (* keep *) wire l1_2828 = ^(ao0[139:137] & br0[47:45]);
    (* keep *) wire l1_2829 = ^(ao0[142:140] & br0[50:48]);
    (* keep *) wire l1_2830 = ^(ao0[145:143] & br0[53:51]);
    (* keep *) wire l1_2831 = ^(ao0[148:146] & br0[56:54]);
    (* keep *) wire l1_2832 = ^(ao0[151:149] & br0[59:57]);
    (* keep *) wire l1_2833 = ^(ao0[154:152] & br0[62:60]);
    (* keep *) wire l1_2834 = ^(ao0[130:128] & br0[37:35]);
    (* keep *) wire l1_2835 = ^(ao0[133:131] & br0[40:38]);
    (* keep *) wire l1_2836 = ^(ao0[136:134] & br0[43:41]);
    (* keep *) wire l1_2837 = ^(ao0[139:137] & br0[46:44]);
    (* keep *) wire l1_2838 = ^(ao0[142:140] & br0[49:47]);
    (* keep *) wire l1_2839 = ^(ao0[145:143] & br0[52:50]);
    (* keep *) wire l1_2840 = ^(ao0[148:146] & br0[55:53]);
    (* keep *) wire l1_2841 = ^(ao0[151:149] & br0[58:56]);
    (* keep *) wire l1_2842 = ^(ao0[154:152] & br0[61:59]);
    (* keep *) wire l1_2843 = ^(ao0[130:128] & br0[36:34]);
    (* keep *) wire l1_2844 = ^(ao0[133:131] & br0[39:37]);
    (* keep *) wire l1_2845 = ^(ao0[136:134] & br0[42:40]);
    (* keep *) wire l1_2846 = ^(ao0[139:137] & br0[45:43]);
    (* keep *) wire l1_2847 = ^(ao0[142:140] & br0[48:46]);
    (* keep *) wire l1_2848 = ^(ao0[145:143] & br0[51:49]);
    (* keep *) wire l1_2849 = ^(ao0[148:146] & br0[54:52]);
    (* keep *) wire l1_2850 = ^(ao0[151:149] & br0[57:55]);
    (* keep *) wire l1_2851 = ^(ao0[154:152] & br0[60:58]);
    (* keep *) wire l1_2852 = ^(ao0[157:155] & br0[63:61]);
    (* keep *) wire l1_2853 = ^(ao0[130:128] & br0[35:33]);
    (* keep *) wire l1_2854 = ^(ao0[133:131] & br0[38:36]);
    (* keep *) wire l1_2855 = ^(ao0[136:134] & br0[41:39]);
    (* keep *) wire l1_2856 = ^(ao0[139:137] & br0[44:42]);
    (* keep *) wire l1_2857 = ^(ao0[142:140] & br0[47:45]);
    (* keep *) wire l1_2858 = ^(ao0[145:143] & br0[50:48]);
    (* keep *) wire l1_2859 = ^(ao0[148:146] & br0[53:51]);
    (* keep *) wire l1_2860 = ^(ao0[151:149] & br0[56:54]);
    (* keep *) wire l1_2861 = ^(ao0[154:152] & br0[59:57]);
    (* keep *) wire l1_2862 = ^(ao0[157:155] & br0[62:60]);
    (* keep *) wire l1_2863 = ^(ao0[130:128] & br0[34:32]);
    (* keep *) wire l1_2864 = ^(ao0[133:131] & br0[37:35]);
    (* keep *) wire l1_2865 = ^(ao0[136:134] & br0[40:38]);
    (* keep *) wire l1_2866 = ^(ao0[139:137] & br0[43:41]);
    (* keep *) wire l1_2867 = ^(ao0[142:140] & br0[46:44]);
    (* keep *) wire l1_2868 = ^(ao0[145:143] & br0[49:47]);
    (* keep *) wire l1_2869 = ^(ao0[148:146] & br0[52:50]);
    (* keep *) wire l1_2870 = ^(ao0[151:149] & br0[55:53]);
    (* keep *) wire l1_2871 = ^(ao0[154:152] & br0[58:56]);
    (* keep *) wire l1_2872 = ^(ao0[157:155] & br0[61:59]);
    (* keep *) wire l1_2873 = ^(ao1[130:128] & br1[33:31]);
    (* keep *) wire l1_2874 = ^(ao1[133:131] & br1[36:34]);
    (* keep *) wire l1_2875 = ^(ao1[136:134] & br1[39:37]);
    (* keep *) wire l1_2876 = ^(ao1[139:137] & br1[42:40]);
    (* keep *) wire l1_2877 = ^(ao1[142:140] & br1[45:43]);
    (* keep *) wire l1_2878 = ^(ao1[145:143] & br1[48:46]);
    (* keep *) wire l1_2879 = ^(ao1[148:146] & br1[51:49]);
    (* keep *) wire l1_2880 = ^(ao1[151:149] & br1[54:52]);
    (* keep *) wire l1_2881 = ^(ao1[154:152] & br1[57:55]);
    (* keep *) wire l1_2882 = ^(ao1[157:155] & br1[60:58]);
    (* keep *) wire l1_2883 = ^(ao1[160:158] & br1[63:61]);
    (* keep *) wire l1_2884 = ^(ao1[130:128] & br1[32:30]);
    (* keep *) wire l1_2885 = ^(ao1[133:131] & br1[35:33]);
    (* keep *) wire l1_2886 = ^(ao1[136:134] & br1[38:36]);
    (* keep *) wire l1_2887 = ^(ao1[139:137] & br1[41:39]);
    (* keep *) wire l1_2888 = ^(ao1[142:140] & br1[44:42]);
    (* keep *) wire l1_2889 = ^(ao1[145:143] & br1[47:45]);
    (* keep *) wire l1_2890 = ^(ao1[148:146] & br1[50:48]);
    (* keep *) wire l1_2891 = ^(ao1[151:149] & br1[53:51]);
    (* keep *) wire l1_2892 = ^(ao1[154:152] & br1[56:54]);
    (* keep *) wire l1_2893 = ^(ao1[157:155] & br1[59:57]);
    (* keep *) wire l1_2894 = ^(ao1[160:158] & br1[62:60]);
    (* keep *) wire l1_2895 = ^(ao1[130:128] & br1[31:29]);
    (* keep *) wire l1_2896 = ^(ao1[133:131] & br1[34:32]);
    (* keep *) wire l1_2897 = ^(ao1[136:134] & br1[37:35]);
    (* keep *) wire l1_2898 = ^(ao1[139:137] & br1[40:38]);
    (* keep *) wire l1_2899 = ^(ao1[142:140] & br1[43:41]);
    (* keep *) wire l1_2900 = ^(ao1[145:143] & br1[46:44]);
    (* keep *) wire l1_2901 = ^(ao1[148:146] & br1[49:47]);
    (* keep *) wire l1_2902 = ^(ao1[151:149] & br1[52:50]);
    (* keep *) wire l1_2903 = ^(ao1[154:152] & br1[55:53]);
    (* keep *) wire l1_2904 = ^(ao1[157:155] & br1[58:56]);
    (* keep *) wire l1_2905 = ^(ao1[160:158] & br1[61:59]);
    (* keep *) wire l1_2906 = ^(ao1[130:128] & br1[30:28]);
    (* keep *) wire l1_2907 = ^(ao1[133:131] & br1[33:31]);
    (* keep *) wire l1_2908 = ^(ao1[136:134] & br1[36:34]);
    (* keep *) wire l1_2909 = ^(ao1[139:137] & br1[39:37]);
    (* keep *) wire l1_2910 = ^(ao1[142:140] & br1[42:40]);
    (* keep *) wire l1_2911 = ^(ao1[145:143] & br1[45:43]);
    (* keep *) wire l1_2912 = ^(ao1[148:146] & br1[48:46]);
    (* keep *) wire l1_2913 = ^(ao1[151:149] & br1[51:49]);
    (* keep *) wire l1_2914 = ^(ao1[154:152] & br1[54:52]);
    (* keep *) wire l1_2915 = ^(ao1[157:155] & br1[57:55]);
    (* keep *) wire l1_2916 = ^(ao1[160:158] & br1[60:58]);
    (* keep *) wire l1_2917 = ^(ao1[163:161] & br1[63:61]);
    (* keep *) wire l1_2918 = ^(ao1[130:128] & br1[29:27]);
    (* keep *) wire l1_2919 = ^(ao1[133:131] & br1[32:30]);
    (* keep *) wire l1_2920 = ^(ao1[136:134] & br1[35:33]);
    (* keep *) wire l1_2921 = ^(ao1[139:137] & br1[38:36]);
    (* keep *) wire l1_2922 = ^(ao1[142:140] & br1[41:39]);
    (* keep *) wire l1_2923 = ^(ao1[145:143] & br1[44:42]);
    (* keep *) wire l1_2924 = ^(ao1[148:146] & br1[47:45]);
    (* keep *) wire l1_2925 = ^(ao1[151:149] & br1[50:48]);
    (* keep *) wire l1_2926 = ^(ao1[154:152] & br1[53:51]);
    (* keep *) wire l1_2927 = ^(ao1[157:155] & br1[56:54]);
    (* keep *) wire l1_2928 = ^(ao1[160:158] & br1[59:57]);
    (* keep *) wire l1_2929 = ^(ao1[163:161] & br1[62:60]);
    (* keep *) wire l1_2930 = ^(ao1[130:128] & br1[28:26]);
    (* keep *) wire l1_2931 = ^(ao1[133:131] & br1[31:29]);
    (* keep *) wire l1_2932 = ^(ao1[136:134] & br1[34:32]);
    (* keep *) wire l1_2933 = ^(ao1[139:137] & br1[37:35]);
    (* keep *) wire l1_2934 = ^(ao1[142:140] & br1[40:38]);
    (* keep *) wire l1_2935 = ^(ao1[145:143] & br1[43:41]);
    (* keep *) wire l1_2936 = ^(ao1[148:146] & br1[46:44]);
    (* keep *) wire l1_2937 = ^(ao1[151:149] & br1[49:47]);
    (* keep *) wire l1_2938 = ^(ao1[154:152] & br1[52:50]);
    (* keep *) wire l1_2939 = ^(ao1[157:155] & br1[55:53]);
    (* keep *) wire l1_2940 = ^(ao1[160:158] & br1[58:56]);
    (* keep *) wire l1_2941 = ^(ao1[163:161] & br1[61:59]);
    (* keep *) wire l1_2942 = ^(ao1[130:128] & br1[27:25]);
    (* keep *) wire l1_2943 = ^(ao1[133:131] & br1[30:28]);
    (* keep *) wire l1_2944 = ^(ao1[136:134] & br1[33:31]);
    (* keep *) wire l1_2945 = ^(ao1[139:137] & br1[36:34]);
    (* keep *) wire l1_2946 = ^(ao1[142:140] & br1[39:37]);
    (* keep *) wire l1_2947 = ^(ao1[145:143] & br1[42:40]);
    (* keep *) wire l1_2948 = ^(ao1[148:146] & br1[45:43]);
    (* keep *) wire l1_2949 = ^(ao1[151:149] & br1[48:46]);
    (* keep *) wire l1_2950 = ^(ao1[154:152] & br1[51:49]);
    (* keep *) wire l1_2951 = ^(ao1[157:155] & br1[54:52]);
    (* keep *) wire l1_2952 = ^(ao1[160:158] & br1[57:55]);
    (* keep *) wire l1_2953 = ^(ao1[163:161] & br1[60:58]);
    (* keep *) wire l1_2954 = ^(ao1[166:164] & br1[63:61]);
    (* keep *) wire l1_2955 = ^(ao1[130:128] & br1[26:24]);
    (* keep *) wire l1_2956 = ^(ao1[133:131] & br1[29:27]);
    (* keep *) wire l1_2957 = ^(ao1[136:134] & br1[32:30]);
    (* keep *) wire l1_2958 = ^(ao1[139:137] & br1[35:33]);
    (* keep *) wire l1_2959 = ^(ao1[142:140] & br1[38:36]);
    (* keep *) wire l1_2960 = ^(ao1[145:143] & br1[41:39]);
    (* keep *) wire l1_2961 = ^(ao1[148:146] & br1[44:42]);
    (* keep *) wire l1_2962 = ^(ao1[151:149] & br1[47:45]);
    (* keep *) wire l1_2963 = ^(ao1[154:152] & br1[50:48]);
    (* keep *) wire l1_2964 = ^(ao1[157:155] & br1[53:51]);
    (* keep *) wire l1_2965 = ^(ao1[160:158] & br1[56:54]);
    (* keep *) wire l1_2966 = ^(ao1[163:161] & br1[59:57]);
    (* keep *) wire l1_2967 = ^(ao1[166:164] & br1[62:60]);
    (* keep *) wire l1_2968 = ^(ao1[129:128] & br1[24:23]);
    (* keep *) wire l1_2969 = ^(ao1[132:130] & br1[27:25]);
    (* keep *) wire l1_2970 = ^(ao1[135:133] & br1[30:28]);
    (* keep *) wire l1_2971 = ^(ao1[138:136] & br1[33:31]);
    (* keep *) wire l1_2972 = ^(ao1[141:139] & br1[36:34]);
    (* keep *) wire l1_2973 = ^(ao1[144:142] & br1[39:37]);
    (* keep *) wire l1_2974 = ^(ao1[147:145] & br1[42:40]);
    (* keep *) wire l1_2975 = ^(ao1[150:148] & br1[45:43]);
    (* keep *) wire l1_2976 = ^(ao1[153:151] & br1[48:46]);
    (* keep *) wire l1_2977 = ^(ao1[156:154] & br1[51:49]);
    (* keep *) wire l1_2978 = ^(ao1[159:157] & br1[54:52]);
    (* keep *) wire l1_2979 = ^(ao1[162:160] & br1[57:55]);
    (* keep *) wire l1_2980 = ^(ao1[165:163] & br1[60:58]);
    (* keep *) wire l1_2981 = ^(ao1[168:166] & br1[63:61]);
    (* keep *) wire l1_2982 = ^(ao1[130:128] & br1[24:22]);
    (* keep *) wire l1_2983 = ^(ao1[133:131] & br1[27:25]);
    (* keep *) wire l1_2984 = ^(ao1[136:134] & br1[30:28]);
    (* keep *) wire l1_2985 = ^(ao1[139:137] & br1[33:31]);
    (* keep *) wire l1_2986 = ^(ao1[142:140] & br1[36:34]);
    (* keep *) wire l1_2987 = ^(ao1[145:143] & br1[39:37]);
    (* keep *) wire l1_2988 = ^(ao1[148:146] & br1[42:40]);
    (* keep *) wire l1_2989 = ^(ao1[151:149] & br1[45:43]);
    (* keep *) wire l1_2990 = ^(ao1[154:152] & br1[48:46]);
    (* keep *) wire l1_2991 = ^(ao1[157:155] & br1[51:49]);
    (* keep *) wire l1_2992 = ^(ao1[160:158] & br1[54:52]);
    (* keep *) wire l1_2993 = ^(ao1[163:161] & br1[57:55]);
    (* keep *) wire l1_2994 = ^(ao1[166:164] & br1[60:58]);
    (* keep *) wire l1_2995 = ^(ao1[169:167] & br1[63:61]);
    (* keep *) wire l1_2996 = ^(ao1[130:128] & br1[23:21]);
    (* keep *) wire l1_2997 = ^(ao1[133:131] & br1[26:24]);
    (* keep *) wire l1_2998 = ^(ao1[136:134] & br1[29:27]);
    (* keep *) wire l1_2999 = ^(ao1[139:137] & br1[32:30]);
    (* keep *) wire l1_3000 = ^(ao1[142:140] & br1[35:33]);
    (* keep *) wire l1_3001 = ^(ao1[145:143] & br1[38:36]);
    (* keep *) wire l1_3002 = ^(ao1[148:146] & br1[41:39]);
    (* keep *) wire l1_3003 = ^(ao1[151:149] & br1[44:42]);
    (* keep *) wire l1_3004 = ^(ao1[154:152] & br1[47:45]);
    (* keep *) wire l1_3005 = ^(ao1[157:155] & br1[50:48]);
    (* keep *) wire l1_3006 = ^(ao1[160:158] & br1[53:51]);
    (* keep *) wire l1_3007 = ^(ao1[163:161] & br1[56:54]);
    (* keep *) wire l1_3008 = ^(ao1[166:164] & br1[59:57]);
    (* keep *) wire l1_3009 = ^(ao1[169:167] & br1[62:60]);
    (* keep *) wire l1_3010 = ^(ao1[129:128] & br1[21:20]);
    (* keep *) wire l1_3011 = ^(ao1[132:130] & br1[24:22]);
    (* keep *) wire l1_3012 = ^(ao1[135:133] & br1[27:25]);
    (* keep *) wire l1_3013 = ^(ao1[138:136] & br1[30:28]);
    (* keep *) wire l1_3014 = ^(ao1[141:139] & br1[33:31]);
    (* keep *) wire l1_3015 = ^(ao1[144:142] & br1[36:34]);
    (* keep *) wire l1_3016 = ^(ao1[147:145] & br1[39:37]);
    (* keep *) wire l1_3017 = ^(ao1[150:148] & br1[42:40]);
    (* keep *) wire l1_3018 = ^(ao1[153:151] & br1[45:43]);
    (* keep *) wire l1_3019 = ^(ao1[156:154] & br1[48:46]);
    (* keep *) wire l1_3020 = ^(ao1[159:157] & br1[51:49]);
    (* keep *) wire l1_3021 = ^(ao1[162:160] & br1[54:52]);
    (* keep *) wire l1_3022 = ^(ao1[165:163] & br1[57:55]);
    (* keep *) wire l1_3023 = ^(ao1[168:166] & br1[60:58]);
    (* keep *) wire l1_3024 = ^(ao1[171:169] & br1[63:61]);
    (* keep *) wire l1_3025 = ^(ao1[130:128] & br1[21:19]);
    (* keep *) wire l1_3026 = ^(ao1[133:131] & br1[24:22]);
    (* keep *) wire l1_3027 = ^(ao1[136:134] & br1[27:25]);
    (* keep *) wire l1_3028 = ^(ao1[139:137] & br1[30:28]);
    (* keep *) wire l1_3029 = ^(ao1[142:140] & br1[33:31]);
    (* keep *) wire l1_3030 = ^(ao1[145:143] & br1[36:34]);
    (* keep *) wire l1_3031 = ^(ao1[148:146] & br1[39:37]);
    (* keep *) wire l1_3032 = ^(ao1[151:149] & br1[42:40]);
    (* keep *) wire l1_3033 = ^(ao1[154:152] & br1[45:43]);
    (* keep *) wire l1_3034 = ^(ao1[157:155] & br1[48:46]);
    (* keep *) wire l1_3035 = ^(ao1[160:158] & br1[51:49]);
    (* keep *) wire l1_3036 = ^(ao1[163:161] & br1[54:52]);
    (* keep *) wire l1_3037 = ^(ao1[166:164] & br1[57:55]);
    (* keep *) wire l1_3038 = ^(ao1[169:167] & br1[60:58]);
    (* keep *) wire l1_3039 = ^(ao1[172:170] & br1[63:61]);
    (* keep *) wire l1_3040 = ^(ao1[130:128] & br1[20:18]);
    (* keep *) wire l1_3041 = ^(ao1[133:131] & br1[23:21]);
    (* keep *) wire l1_3042 = ^(ao1[136:134] & br1[26:24]);
    (* keep *) wire l1_3043 = ^(ao1[139:137] & br1[29:27]);
    (* keep *) wire l1_3044 = ^(ao1[142:140] & br1[32:30]);
    (* keep *) wire l1_3045 = ^(ao1[145:143] & br1[35:33]);
    (* keep *) wire l1_3046 = ^(ao1[148:146] & br1[38:36]);
    (* keep *) wire l1_3047 = ^(ao1[151:149] & br1[41:39]);
    (* keep *) wire l1_3048 = ^(ao1[154:152] & br1[44:42]);
    (* keep *) wire l1_3049 = ^(ao1[157:155] & br1[47:45]);
    (* keep *) wire l1_3050 = ^(ao1[160:158] & br1[50:48]);
    (* keep *) wire l1_3051 = ^(ao1[163:161] & br1[53:51]);
    (* keep *) wire l1_3052 = ^(ao1[166:164] & br1[56:54]);
    (* keep *) wire l1_3053 = ^(ao1[169:167] & br1[59:57]);
    (* keep *) wire l1_3054 = ^(ao1[172:170] & br1[62:60]);
    (* keep *) wire l1_3055 = ^(ao1[129:128] & br1[18:17]);
    (* keep *) wire l1_3056 = ^(ao1[132:130] & br1[21:19]);
    (* keep *) wire l1_3057 = ^(ao1[135:133] & br1[24:22]);
    (* keep *) wire l1_3058 = ^(ao1[138:136] & br1[27:25]);
    (* keep *) wire l1_3059 = ^(ao1[141:139] & br1[30:28]);
    (* keep *) wire l1_3060 = ^(ao1[144:142] & br1[33:31]);
    (* keep *) wire l1_3061 = ^(ao1[147:145] & br1[36:34]);
    (* keep *) wire l1_3062 = ^(ao1[150:148] & br1[39:37]);
    (* keep *) wire l1_3063 = ^(ao1[153:151] & br1[42:40]);
    (* keep *) wire l1_3064 = ^(ao1[156:154] & br1[45:43]);
    (* keep *) wire l1_3065 = ^(ao1[159:157] & br1[48:46]);
    (* keep *) wire l1_3066 = ^(ao1[162:160] & br1[51:49]);
    (* keep *) wire l1_3067 = ^(ao1[165:163] & br1[54:52]);
    (* keep *) wire l1_3068 = ^(ao1[168:166] & br1[57:55]);
    (* keep *) wire l1_3069 = ^(ao1[171:169] & br1[60:58]);
    (* keep *) wire l1_3070 = ^(ao1[174:172] & br1[63:61]);
    (* keep *) wire l1_3071 = ^(ao1[130:128] & br1[18:16]);
    (* keep *) wire l1_3072 = ^(ao1[133:131] & br1[21:19]);
    (* keep *) wire l1_3073 = ^(ao1[136:134] & br1[24:22]);
    (* keep *) wire l1_3074 = ^(ao1[139:137] & br1[27:25]);
    (* keep *) wire l1_3075 = ^(ao1[142:140] & br1[30:28]);
    (* keep *) wire l1_3076 = ^(ao1[145:143] & br1[33:31]);
    (* keep *) wire l1_3077 = ^(ao1[148:146] & br1[36:34]);
    (* keep *) wire l1_3078 = ^(ao1[151:149] & br1[39:37]);
    (* keep *) wire l1_3079 = ^(ao1[154:152] & br1[42:40]);
    (* keep *) wire l1_3080 = ^(ao1[157:155] & br1[45:43]);
    (* keep *) wire l1_3081 = ^(ao1[160:158] & br1[48:46]);
    (* keep *) wire l1_3082 = ^(ao1[163:161] & br1[51:49]);
    (* keep *) wire l1_3083 = ^(ao1[166:164] & br1[54:52]);
    (* keep *) wire l1_3084 = ^(ao1[169:167] & br1[57:55]);
    (* keep *) wire l1_3085 = ^(ao1[172:170] & br1[60:58]);
    (* keep *) wire l1_3086 = ^(ao1[175:173] & br1[63:61]);
    (* keep *) wire l1_3087 = ^(ao1[130:128] & br1[17:15]);
    (* keep *) wire l1_3088 = ^(ao1[133:131] & br1[20:18]);
    (* keep *) wire l1_3089 = ^(ao1[136:134] & br1[23:21]);
    (* keep *) wire l1_3090 = ^(ao1[139:137] & br1[26:24]);
    (* keep *) wire l1_3091 = ^(ao1[142:140] & br1[29:27]);
    (* keep *) wire l1_3092 = ^(ao1[145:143] & br1[32:30]);
    (* keep *) wire l1_3093 = ^(ao1[148:146] & br1[35:33]);
    (* keep *) wire l1_3094 = ^(ao1[151:149] & br1[38:36]);
    (* keep *) wire l1_3095 = ^(ao1[154:152] & br1[41:39]);
    (* keep *) wire l1_3096 = ^(ao1[157:155] & br1[44:42]);
    (* keep *) wire l1_3097 = ^(ao1[160:158] & br1[47:45]);
    (* keep *) wire l1_3098 = ^(ao1[163:161] & br1[50:48]);
    (* keep *) wire l1_3099 = ^(ao1[166:164] & br1[53:51]);
    (* keep *) wire l1_3100 = ^(ao1[169:167] & br1[56:54]);
    (* keep *) wire l1_3101 = ^(ao1[172:170] & br1[59:57]);
    (* keep *) wire l1_3102 = ^(ao1[175:173] & br1[62:60]);
    (* keep *) wire l1_3103 = ^(ao1[129:128] & br1[15:14]);
    (* keep *) wire l1_3104 = ^(ao1[132:130] & br1[18:16]);
    (* keep *) wire l1_3105 = ^(ao1[135:133] & br1[21:19]);
    (* keep *) wire l1_3106 = ^(ao1[138:136] & br1[24:22]);
    (* keep *) wire l1_3107 = ^(ao1[141:139] & br1[27:25]);
    (* keep *) wire l1_3108 = ^(ao1[144:142] & br1[30:28]);
    (* keep *) wire l1_3109 = ^(ao1[147:145] & br1[33:31]);
    (* keep *) wire l1_3110 = ^(ao1[150:148] & br1[36:34]);
    (* keep *) wire l1_3111 = ^(ao1[153:151] & br1[39:37]);
    (* keep *) wire l1_3112 = ^(ao1[156:154] & br1[42:40]);
    (* keep *) wire l1_3113 = ^(ao1[159:157] & br1[45:43]);
    (* keep *) wire l1_3114 = ^(ao1[162:160] & br1[48:46]);
    (* keep *) wire l1_3115 = ^(ao1[165:163] & br1[51:49]);
    (* keep *) wire l1_3116 = ^(ao1[168:166] & br1[54:52]);
    (* keep *) wire l1_3117 = ^(ao1[171:169] & br1[57:55]);
    (* keep *) wire l1_3118 = ^(ao1[174:172] & br1[60:58]);
    (* keep *) wire l1_3119 = ^(ao1[177:175] & br1[63:61]);
    (* keep *) wire l1_3120 = ^(ao1[130:128] & br1[15:13]);
    (* keep *) wire l1_3121 = ^(ao1[133:131] & br1[18:16]);
    (* keep *) wire l1_3122 = ^(ao1[136:134] & br1[21:19]);
    (* keep *) wire l1_3123 = ^(ao1[139:137] & br1[24:22]);
    (* keep *) wire l1_3124 = ^(ao1[142:140] & br1[27:25]);
    (* keep *) wire l1_3125 = ^(ao1[145:143] & br1[30:28]);
    (* keep *) wire l1_3126 = ^(ao1[148:146] & br1[33:31]);
    (* keep *) wire l1_3127 = ^(ao1[151:149] & br1[36:34]);
    (* keep *) wire l1_3128 = ^(ao1[154:152] & br1[39:37]);
    (* keep *) wire l1_3129 = ^(ao1[157:155] & br1[42:40]);
    (* keep *) wire l1_3130 = ^(ao1[160:158] & br1[45:43]);
    (* keep *) wire l1_3131 = ^(ao1[163:161] & br1[48:46]);
    (* keep *) wire l1_3132 = ^(ao1[166:164] & br1[51:49]);
    (* keep *) wire l1_3133 = ^(ao1[169:167] & br1[54:52]);
    (* keep *) wire l1_3134 = ^(ao1[172:170] & br1[57:55]);
    (* keep *) wire l1_3135 = ^(ao1[175:173] & br1[60:58]);
    (* keep *) wire l1_3136 = ^(ao1[178:176] & br1[63:61]);
    (* keep *) wire l1_3137 = ^(ao1[130:128] & br1[14:12]);
    (* keep *) wire l1_3138 = ^(ao1[133:131] & br1[17:15]);
    (* keep *) wire l1_3139 = ^(ao1[136:134] & br1[20:18]);
    (* keep *) wire l1_3140 = ^(ao1[139:137] & br1[23:21]);
    (* keep *) wire l1_3141 = ^(ao1[142:140] & br1[26:24]);
    (* keep *) wire l1_3142 = ^(ao1[145:143] & br1[29:27]);
    (* keep *) wire l1_3143 = ^(ao1[148:146] & br1[32:30]);
    (* keep *) wire l1_3144 = ^(ao1[151:149] & br1[35:33]);
    (* keep *) wire l1_3145 = ^(ao1[154:152] & br1[38:36]);
    (* keep *) wire l1_3146 = ^(ao1[157:155] & br1[41:39]);
    (* keep *) wire l1_3147 = ^(ao1[160:158] & br1[44:42]);
    (* keep *) wire l1_3148 = ^(ao1[163:161] & br1[47:45]);
    (* keep *) wire l1_3149 = ^(ao1[166:164] & br1[50:48]);
    (* keep *) wire l1_3150 = ^(ao1[169:167] & br1[53:51]);
    (* keep *) wire l1_3151 = ^(ao1[172:170] & br1[56:54]);
    (* keep *) wire l1_3152 = ^(ao1[175:173] & br1[59:57]);
    (* keep *) wire l1_3153 = ^(ao1[178:176] & br1[62:60]);
    (* keep *) wire l1_3154 = ^(ao1[129:128] & br1[12:11]);
    (* keep *) wire l1_3155 = ^(ao1[132:130] & br1[15:13]);
    (* keep *) wire l1_3156 = ^(ao1[135:133] & br1[18:16]);
    (* keep *) wire l1_3157 = ^(ao1[138:136] & br1[21:19]);
    (* keep *) wire l1_3158 = ^(ao1[141:139] & br1[24:22]);
    (* keep *) wire l1_3159 = ^(ao1[144:142] & br1[27:25]);
    (* keep *) wire l1_3160 = ^(ao1[147:145] & br1[30:28]);
    (* keep *) wire l1_3161 = ^(ao1[150:148] & br1[33:31]);
    (* keep *) wire l1_3162 = ^(ao1[153:151] & br1[36:34]);
    (* keep *) wire l1_3163 = ^(ao1[156:154] & br1[39:37]);
    (* keep *) wire l1_3164 = ^(ao1[159:157] & br1[42:40]);
    (* keep *) wire l1_3165 = ^(ao1[162:160] & br1[45:43]);
    (* keep *) wire l1_3166 = ^(ao1[165:163] & br1[48:46]);
    (* keep *) wire l1_3167 = ^(ao1[168:166] & br1[51:49]);
    (* keep *) wire l1_3168 = ^(ao1[171:169] & br1[54:52]);
    (* keep *) wire l1_3169 = ^(ao1[174:172] & br1[57:55]);
    (* keep *) wire l1_3170 = ^(ao1[177:175] & br1[60:58]);
    (* keep *) wire l1_3171 = ^(ao1[180:178] & br1[63:61]);
    (* keep *) wire l1_3172 = ^(ao1[130:128] & br1[12:10]);
    (* keep *) wire l1_3173 = ^(ao1[133:131] & br1[15:13]);
    (* keep *) wire l1_3174 = ^(ao1[136:134] & br1[18:16]);
    (* keep *) wire l1_3175 = ^(ao1[139:137] & br1[21:19]);
    (* keep *) wire l1_3176 = ^(ao1[142:140] & br1[24:22]);
    (* keep *) wire l1_3177 = ^(ao1[145:143] & br1[27:25]);
    (* keep *) wire l1_3178 = ^(ao1[148:146] & br1[30:28]);
    (* keep *) wire l1_3179 = ^(ao1[151:149] & br1[33:31]);
    (* keep *) wire l1_3180 = ^(ao1[154:152] & br1[36:34]);
    (* keep *) wire l1_3181 = ^(ao1[157:155] & br1[39:37]);
    (* keep *) wire l1_3182 = ^(ao1[160:158] & br1[42:40]);
    (* keep *) wire l1_3183 = ^(ao1[163:161] & br1[45:43]);
    (* keep *) wire l1_3184 = ^(ao1[166:164] & br1[48:46]);
    (* keep *) wire l1_3185 = ^(ao1[169:167] & br1[51:49]);
    (* keep *) wire l1_3186 = ^(ao1[172:170] & br1[54:52]);
    (* keep *) wire l1_3187 = ^(ao1[175:173] & br1[57:55]);
    (* keep *) wire l1_3188 = ^(ao1[178:176] & br1[60:58]);
    (* keep *) wire l1_3189 = ^(ao1[181:179] & br1[63:61]);
    (* keep *) wire l1_3190 = ^(ao1[130:128] & br1[11:9]);
    (* keep *) wire l1_3191 = ^(ao1[133:131] & br1[14:12]);
    (* keep *) wire l1_3192 = ^(ao1[136:134] & br1[17:15]);
    (* keep *) wire l1_3193 = ^(ao1[139:137] & br1[20:18]);
    (* keep *) wire l1_3194 = ^(ao1[142:140] & br1[23:21]);
    (* keep *) wire l1_3195 = ^(ao1[145:143] & br1[26:24]);
    (* keep *) wire l1_3196 = ^(ao1[148:146] & br1[29:27]);
    (* keep *) wire l1_3197 = ^(ao1[151:149] & br1[32:30]);
    (* keep *) wire l1_3198 = ^(ao1[154:152] & br1[35:33]);
    (* keep *) wire l1_3199 = ^(ao1[157:155] & br1[38:36]);
    (* keep *) wire l1_3200 = ^(ao1[160:158] & br1[41:39]);
    (* keep *) wire l1_3201 = ^(ao1[163:161] & br1[44:42]);
    (* keep *) wire l1_3202 = ^(ao1[166:164] & br1[47:45]);
    (* keep *) wire l1_3203 = ^(ao1[169:167] & br1[50:48]);
    (* keep *) wire l1_3204 = ^(ao1[172:170] & br1[53:51]);
    (* keep *) wire l1_3205 = ^(ao1[175:173] & br1[56:54]);
    (* keep *) wire l1_3206 = ^(ao1[178:176] & br1[59:57]);
    (* keep *) wire l1_3207 = ^(ao1[181:179] & br1[62:60]);
    (* keep *) wire l1_3208 = ^(ao1[129:128] & br1[9:8]);
    (* keep *) wire l1_3209 = ^(ao1[132:130] & br1[12:10]);
    (* keep *) wire l1_3210 = ^(ao1[135:133] & br1[15:13]);
    (* keep *) wire l1_3211 = ^(ao1[138:136] & br1[18:16]);
    (* keep *) wire l1_3212 = ^(ao1[141:139] & br1[21:19]);
    (* keep *) wire l1_3213 = ^(ao1[144:142] & br1[24:22]);
    (* keep *) wire l1_3214 = ^(ao1[147:145] & br1[27:25]);
    (* keep *) wire l1_3215 = ^(ao1[150:148] & br1[30:28]);
    (* keep *) wire l1_3216 = ^(ao1[153:151] & br1[33:31]);
    (* keep *) wire l1_3217 = ^(ao1[156:154] & br1[36:34]);
    (* keep *) wire l1_3218 = ^(ao1[159:157] & br1[39:37]);
    (* keep *) wire l1_3219 = ^(ao1[162:160] & br1[42:40]);
    (* keep *) wire l1_3220 = ^(ao1[165:163] & br1[45:43]);
    (* keep *) wire l1_3221 = ^(ao1[168:166] & br1[48:46]);
    (* keep *) wire l1_3222 = ^(ao1[171:169] & br1[51:49]);
    (* keep *) wire l1_3223 = ^(ao1[174:172] & br1[54:52]);
    (* keep *) wire l1_3224 = ^(ao1[177:175] & br1[57:55]);
    (* keep *) wire l1_3225 = ^(ao1[180:178] & br1[60:58]);
    (* keep *) wire l1_3226 = ^(ao1[183:181] & br1[63:61]);
    (* keep *) wire l1_3227 = ^(ao1[130:128] & br1[9:7]);
    (* keep *) wire l1_3228 = ^(ao1[133:131] & br1[12:10]);
    (* keep *) wire l1_3229 = ^(ao1[136:134] & br1[15:13]);
    (* keep *) wire l1_3230 = ^(ao1[139:137] & br1[18:16]);
    (* keep *) wire l1_3231 = ^(ao1[142:140] & br1[21:19]);
    (* keep *) wire l1_3232 = ^(ao1[145:143] & br1[24:22]);
    (* keep *) wire l1_3233 = ^(ao1[148:146] & br1[27:25]);
    (* keep *) wire l1_3234 = ^(ao1[151:149] & br1[30:28]);
    (* keep *) wire l1_3235 = ^(ao1[154:152] & br1[33:31]);
    (* keep *) wire l1_3236 = ^(ao1[157:155] & br1[36:34]);
    (* keep *) wire l1_3237 = ^(ao1[160:158] & br1[39:37]);
    (* keep *) wire l1_3238 = ^(ao1[163:161] & br1[42:40]);
    (* keep *) wire l1_3239 = ^(ao1[166:164] & br1[45:43]);
    (* keep *) wire l1_3240 = ^(ao1[169:167] & br1[48:46]);
    (* keep *) wire l1_3241 = ^(ao1[172:170] & br1[51:49]);
    (* keep *) wire l1_3242 = ^(ao1[175:173] & br1[54:52]);
    (* keep *) wire l1_3243 = ^(ao1[178:176] & br1[57:55]);
    (* keep *) wire l1_3244 = ^(ao1[181:179] & br1[60:58]);
    (* keep *) wire l1_3245 = ^(ao1[184:182] & br1[63:61]);
    (* keep *) wire l1_3246 = ^(ao1[130:128] & br1[8:6]);
    (* keep *) wire l1_3247 = ^(ao1[133:131] & br1[11:9]);
    (* keep *) wire l1_3248 = ^(ao1[136:134] & br1[14:12]);
    (* keep *) wire l1_3249 = ^(ao1[139:137] & br1[17:15]);
    (* keep *) wire l1_3250 = ^(ao1[142:140] & br1[20:18]);
    (* keep *) wire l1_3251 = ^(ao1[145:143] & br1[23:21]);
    (* keep *) wire l1_3252 = ^(ao1[148:146] & br1[26:24]);
    (* keep *) wire l1_3253 = ^(ao1[151:149] & br1[29:27]);
    (* keep *) wire l1_3254 = ^(ao1[154:152] & br1[32:30]);
    (* keep *) wire l1_3255 = ^(ao1[157:155] & br1[35:33]);
    (* keep *) wire l1_3256 = ^(ao1[160:158] & br1[38:36]);
    (* keep *) wire l1_3257 = ^(ao1[163:161] & br1[41:39]);
    (* keep *) wire l1_3258 = ^(ao1[166:164] & br1[44:42]);
    (* keep *) wire l1_3259 = ^(ao1[169:167] & br1[47:45]);
    (* keep *) wire l1_3260 = ^(ao1[172:170] & br1[50:48]);
    (* keep *) wire l1_3261 = ^(ao1[175:173] & br1[53:51]);
    (* keep *) wire l1_3262 = ^(ao1[178:176] & br1[56:54]);
    (* keep *) wire l1_3263 = ^(ao1[181:179] & br1[59:57]);
    (* keep *) wire l1_3264 = ^(ao1[184:182] & br1[62:60]);
    (* keep *) wire l1_3265 = ^(ao1[129:128] & br1[6:5]);
    (* keep *) wire l1_3266 = ^(ao1[132:130] & br1[9:7]);
    (* keep *) wire l1_3267 = ^(ao1[135:133] & br1[12:10]);
    (* keep *) wire l1_3268 = ^(ao1[138:136] & br1[15:13]);
    (* keep *) wire l1_3269 = ^(ao1[141:139] & br1[18:16]);
    (* keep *) wire l1_3270 = ^(ao1[144:142] & br1[21:19]);
    (* keep *) wire l1_3271 = ^(ao1[147:145] & br1[24:22]);
    (* keep *) wire l1_3272 = ^(ao1[150:148] & br1[27:25]);
    (* keep *) wire l1_3273 = ^(ao1[153:151] & br1[30:28]);
    (* keep *) wire l1_3274 = ^(ao1[156:154] & br1[33:31]);
    (* keep *) wire l1_3275 = ^(ao1[159:157] & br1[36:34]);
    (* keep *) wire l1_3276 = ^(ao1[162:160] & br1[39:37]);
    (* keep *) wire l1_3277 = ^(ao1[165:163] & br1[42:40]);
    (* keep *) wire l1_3278 = ^(ao1[168:166] & br1[45:43]);
    (* keep *) wire l1_3279 = ^(ao1[171:169] & br1[48:46]);
    (* keep *) wire l1_3280 = ^(ao1[174:172] & br1[51:49]);
    (* keep *) wire l1_3281 = ^(ao1[177:175] & br1[54:52]);
    (* keep *) wire l1_3282 = ^(ao1[180:178] & br1[57:55]);
    (* keep *) wire l1_3283 = ^(ao1[183:181] & br1[60:58]);
    (* keep *) wire l1_3284 = ^(ao1[186:184] & br1[63:61]);
    (* keep *) wire l1_3285 = ^(ao1[130:128] & br1[6:4]);
    (* keep *) wire l1_3286 = ^(ao1[133:131] & br1[9:7]);
    (* keep *) wire l1_3287 = ^(ao1[136:134] & br1[12:10]);
    (* keep *) wire l1_3288 = ^(ao1[139:137] & br1[15:13]);
    (* keep *) wire l1_3289 = ^(ao1[142:140] & br1[18:16]);
    (* keep *) wire l1_3290 = ^(ao1[145:143] & br1[21:19]);
    (* keep *) wire l1_3291 = ^(ao1[148:146] & br1[24:22]);
    (* keep *) wire l1_3292 = ^(ao1[151:149] & br1[27:25]);
    (* keep *) wire l1_3293 = ^(ao1[154:152] & br1[30:28]);
    (* keep *) wire l1_3294 = ^(ao1[157:155] & br1[33:31]);
    (* keep *) wire l1_3295 = ^(ao1[160:158] & br1[36:34]);
    (* keep *) wire l1_3296 = ^(ao1[163:161] & br1[39:37]);
    (* keep *) wire l1_3297 = ^(ao1[166:164] & br1[42:40]);
    (* keep *) wire l1_3298 = ^(ao1[169:167] & br1[45:43]);
    (* keep *) wire l1_3299 = ^(ao1[172:170] & br1[48:46]);
    (* keep *) wire l1_3300 = ^(ao1[175:173] & br1[51:49]);
    (* keep *) wire l1_3301 = ^(ao1[178:176] & br1[54:52]);
    (* keep *) wire l1_3302 = ^(ao1[181:179] & br1[57:55]);
    (* keep *) wire l1_3303 = ^(ao1[184:182] & br1[60:58]);
    (* keep *) wire l1_3304 = ^(ao1[187:185] & br1[63:61]);
    (* keep *) wire l1_3305 = ^(ao1[130:128] & br1[5:3]);
    (* keep *) wire l1_3306 = ^(ao1[133:131] & br1[8:6]);
    (* keep *) wire l1_3307 = ^(ao1[136:134] & br1[11:9]);
    (* keep *) wire l1_3308 = ^(ao1[139:137] & br1[14:12]);
    (* keep *) wire l1_3309 = ^(ao1[142:140] & br1[17:15]);
    (* keep *) wire l1_3310 = ^(ao1[145:143] & br1[20:18]);
    (* keep *) wire l1_3311 = ^(ao1[148:146] & br1[23:21]);
    (* keep *) wire l1_3312 = ^(ao1[151:149] & br1[26:24]);
    (* keep *) wire l1_3313 = ^(ao1[154:152] & br1[29:27]);
    (* keep *) wire l1_3314 = ^(ao1[157:155] & br1[32:30]);
    (* keep *) wire l1_3315 = ^(ao1[160:158] & br1[35:33]);
    (* keep *) wire l1_3316 = ^(ao1[163:161] & br1[38:36]);
    (* keep *) wire l1_3317 = ^(ao1[166:164] & br1[41:39]);
    (* keep *) wire l1_3318 = ^(ao1[169:167] & br1[44:42]);
    (* keep *) wire l1_3319 = ^(ao1[172:170] & br1[47:45]);
    (* keep *) wire l1_3320 = ^(ao1[175:173] & br1[50:48]);
    (* keep *) wire l1_3321 = ^(ao1[178:176] & br1[53:51]);
    (* keep *) wire l1_3322 = ^(ao1[181:179] & br1[56:54]);
    (* keep *) wire l1_3323 = ^(ao1[184:182] & br1[59:57]);
    (* keep *) wire l1_3324 = ^(ao1[187:185] & br1[62:60]);
    (* keep *) wire l1_3325 = ^(ao1[129:128] & br1[3:2]);
    (* keep *) wire l1_3326 = ^(ao1[132:130] & br1[6:4]);
    (* keep *) wire l1_3327 = ^(ao1[135:133] & br1[9:7]);
    (* keep *) wire l1_3328 = ^(ao1[138:136] & br1[12:10]);
    (* keep *) wire l1_3329 = ^(ao1[141:139] & br1[15:13]);
    (* keep *) wire l1_3330 = ^(ao1[144:142] & br1[18:16]);
    (* keep *) wire l1_3331 = ^(ao1[147:145] & br1[21:19]);
    (* keep *) wire l1_3332 = ^(ao1[150:148] & br1[24:22]);
    (* keep *) wire l1_3333 = ^(ao1[153:151] & br1[27:25]);
    (* keep *) wire l1_3334 = ^(ao1[156:154] & br1[30:28]);
    (* keep *) wire l1_3335 = ^(ao1[159:157] & br1[33:31]);
    (* keep *) wire l1_3336 = ^(ao1[162:160] & br1[36:34]);
    (* keep *) wire l1_3337 = ^(ao1[165:163] & br1[39:37]);
    (* keep *) wire l1_3338 = ^(ao1[168:166] & br1[42:40]);
    (* keep *) wire l1_3339 = ^(ao1[171:169] & br1[45:43]);
    (* keep *) wire l1_3340 = ^(ao1[174:172] & br1[48:46]);
    (* keep *) wire l1_3341 = ^(ao1[177:175] & br1[51:49]);
    (* keep *) wire l1_3342 = ^(ao1[180:178] & br1[54:52]);
    (* keep *) wire l1_3343 = ^(ao1[183:181] & br1[57:55]);
    (* keep *) wire l1_3344 = ^(ao1[186:184] & br1[60:58]);
    (* keep *) wire l1_3345 = ^(ao1[189:187] & br1[63:61]);
    (* keep *) wire l1_3346 = ^(ao1[130:128] & br1[3:1]);
    (* keep *) wire l1_3347 = ^(ao1[133:131] & br1[6:4]);
    (* keep *) wire l1_3348 = ^(ao1[136:134] & br1[9:7]);
    (* keep *) wire l1_3349 = ^(ao1[139:137] & br1[12:10]);
    (* keep *) wire l1_3350 = ^(ao1[142:140] & br1[15:13]);
    (* keep *) wire l1_3351 = ^(ao1[145:143] & br1[18:16]);
    (* keep *) wire l1_3352 = ^(ao1[148:146] & br1[21:19]);
    (* keep *) wire l1_3353 = ^(ao1[151:149] & br1[24:22]);
    (* keep *) wire l1_3354 = ^(ao1[154:152] & br1[27:25]);
    (* keep *) wire l1_3355 = ^(ao1[157:155] & br1[30:28]);
    (* keep *) wire l1_3356 = ^(ao1[160:158] & br1[33:31]);
    (* keep *) wire l1_3357 = ^(ao1[163:161] & br1[36:34]);
    (* keep *) wire l1_3358 = ^(ao1[166:164] & br1[39:37]);
    (* keep *) wire l1_3359 = ^(ao1[169:167] & br1[42:40]);
    (* keep *) wire l1_3360 = ^(ao1[172:170] & br1[45:43]);
    (* keep *) wire l1_3361 = ^(ao1[175:173] & br1[48:46]);
    (* keep *) wire l1_3362 = ^(ao1[178:176] & br1[51:49]);
    (* keep *) wire l1_3363 = ^(ao1[181:179] & br1[54:52]);
    (* keep *) wire l1_3364 = ^(ao1[184:182] & br1[57:55]);
    (* keep *) wire l1_3365 = ^(ao1[187:185] & br1[60:58]);
    (* keep *) wire l1_3366 = ^(ao1[190:188] & br1[63:61]);
    (* keep *) wire l1_3367 = ^(ao1[130:128] & br1[2:0]);
    (* keep *) wire l1_3368 = ^(ao1[133:131] & br1[5:3]);
    (* keep *) wire l1_3369 = ^(ao1[136:134] & br1[8:6]);
    (* keep *) wire l1_3370 = ^(ao1[139:137] & br1[11:9]);
    (* keep *) wire l1_3371 = ^(ao1[142:140] & br1[14:12]);
    (* keep *) wire l1_3372 = ^(ao1[145:143] & br1[17:15]);
    (* keep *) wire l1_3373 = ^(ao1[148:146] & br1[20:18]);
    (* keep *) wire l1_3374 = ^(ao1[151:149] & br1[23:21]);
    (* keep *) wire l1_3375 = ^(ao1[154:152] & br1[26:24]);
    (* keep *) wire l1_3376 = ^(ao1[157:155] & br1[29:27]);
    (* keep *) wire l1_3377 = ^(ao1[160:158] & br1[32:30]);
    (* keep *) wire l1_3378 = ^(ao1[163:161] & br1[35:33]);
    (* keep *) wire l1_3379 = ^(ao1[166:164] & br1[38:36]);
    (* keep *) wire l1_3380 = ^(ao1[169:167] & br1[41:39]);
    (* keep *) wire l1_3381 = ^(ao1[172:170] & br1[44:42]);
    (* keep *) wire l1_3382 = ^(ao1[175:173] & br1[47:45]);
    (* keep *) wire l1_3383 = ^(ao1[178:176] & br1[50:48]);
    (* keep *) wire l1_3384 = ^(ao1[181:179] & br1[53:51]);
    (* keep *) wire l1_3385 = ^(ao1[184:182] & br1[56:54]);
    (* keep *) wire l1_3386 = ^(ao1[187:185] & br1[59:57]);
    (* keep *) wire l1_3387 = ^(ao1[190:188] & br1[62:60]);
    (* keep *) wire l1_3388 = ^(ao2[131:129] & br2[2:0]);
    (* keep *) wire l1_3389 = ^(ao2[134:132] & br2[5:3]);
    (* keep *) wire l1_3390 = ^(ao2[137:135] & br2[8:6]);
    (* keep *) wire l1_3391 = ^(ao2[140:138] & br2[11:9]);
    (* keep *) wire l1_3392 = ^(ao2[143:141] & br2[14:12]);
    (* keep *) wire l1_3393 = ^(ao2[146:144] & br2[17:15]);
    (* keep *) wire l1_3394 = ^(ao2[149:147] & br2[20:18]);
    (* keep *) wire l1_3395 = ^(ao2[152:150] & br2[23:21]);
    (* keep *) wire l1_3396 = ^(ao2[155:153] & br2[26:24]);
    (* keep *) wire l1_3397 = ^(ao2[158:156] & br2[29:27]);
    (* keep *) wire l1_3398 = ^(ao2[161:159] & br2[32:30]);
    (* keep *) wire l1_3399 = ^(ao2[164:162] & br2[35:33]);
    (* keep *) wire l1_3400 = ^(ao2[167:165] & br2[38:36]);
    (* keep *) wire l1_3401 = ^(ao2[170:168] & br2[41:39]);
    (* keep *) wire l1_3402 = ^(ao2[173:171] & br2[44:42]);
    (* keep *) wire l1_3403 = ^(ao2[176:174] & br2[47:45]);
    (* keep *) wire l1_3404 = ^(ao2[179:177] & br2[50:48]);
    (* keep *) wire l1_3405 = ^(ao2[182:180] & br2[53:51]);
    (* keep *) wire l1_3406 = ^(ao2[185:183] & br2[56:54]);
    (* keep *) wire l1_3407 = ^(ao2[188:186] & br2[59:57]);
    (* keep *) wire l1_3408 = ^(ao2[191:189] & br2[62:60]);
    (* keep *) wire l1_3409 = ^(ao2[131:130] & br2[1:0]);
    (* keep *) wire l1_3410 = ^(ao2[134:132] & br2[4:2]);
    (* keep *) wire l1_3411 = ^(ao2[137:135] & br2[7:5]);
    (* keep *) wire l1_3412 = ^(ao2[140:138] & br2[10:8]);
    (* keep *) wire l1_3413 = ^(ao2[143:141] & br2[13:11]);
    (* keep *) wire l1_3414 = ^(ao2[146:144] & br2[16:14]);
    (* keep *) wire l1_3415 = ^(ao2[149:147] & br2[19:17]);
    (* keep *) wire l1_3416 = ^(ao2[152:150] & br2[22:20]);
    (* keep *) wire l1_3417 = ^(ao2[155:153] & br2[25:23]);
    (* keep *) wire l1_3418 = ^(ao2[158:156] & br2[28:26]);
    (* keep *) wire l1_3419 = ^(ao2[161:159] & br2[31:29]);
    (* keep *) wire l1_3420 = ^(ao2[164:162] & br2[34:32]);
    (* keep *) wire l1_3421 = ^(ao2[167:165] & br2[37:35]);
    (* keep *) wire l1_3422 = ^(ao2[170:168] & br2[40:38]);
    (* keep *) wire l1_3423 = ^(ao2[173:171] & br2[43:41]);
    (* keep *) wire l1_3424 = ^(ao2[176:174] & br2[46:44]);
    (* keep *) wire l1_3425 = ^(ao2[179:177] & br2[49:47]);
    (* keep *) wire l1_3426 = ^(ao2[182:180] & br2[52:50]);
    (* keep *) wire l1_3427 = ^(ao2[185:183] & br2[55:53]);
    (* keep *) wire l1_3428 = ^(ao2[188:186] & br2[58:56]);
    (* keep *) wire l1_3429 = ^(ao2[191:189] & br2[61:59]);
    (* keep *) wire l1_3430 = ^(ao2[133:131] & br2[2:0]);
    (* keep *) wire l1_3431 = ^(ao2[136:134] & br2[5:3]);
    (* keep *) wire l1_3432 = ^(ao2[139:137] & br2[8:6]);
    (* keep *) wire l1_3433 = ^(ao2[142:140] & br2[11:9]);
    (* keep *) wire l1_3434 = ^(ao2[145:143] & br2[14:12]);
    (* keep *) wire l1_3435 = ^(ao2[148:146] & br2[17:15]);
    (* keep *) wire l1_3436 = ^(ao2[151:149] & br2[20:18]);
    (* keep *) wire l1_3437 = ^(ao2[154:152] & br2[23:21]);
    (* keep *) wire l1_3438 = ^(ao2[157:155] & br2[26:24]);
    (* keep *) wire l1_3439 = ^(ao2[160:158] & br2[29:27]);
    (* keep *) wire l1_3440 = ^(ao2[163:161] & br2[32:30]);
    (* keep *) wire l1_3441 = ^(ao2[166:164] & br2[35:33]);
    (* keep *) wire l1_3442 = ^(ao2[169:167] & br2[38:36]);
    (* keep *) wire l1_3443 = ^(ao2[172:170] & br2[41:39]);
    (* keep *) wire l1_3444 = ^(ao2[175:173] & br2[44:42]);
    (* keep *) wire l1_3445 = ^(ao2[178:176] & br2[47:45]);
    (* keep *) wire l1_3446 = ^(ao2[181:179] & br2[50:48]);
    (* keep *) wire l1_3447 = ^(ao2[184:182] & br2[53:51]);
    (* keep *) wire l1_3448 = ^(ao2[187:185] & br2[56:54]);
    (* keep *) wire l1_3449 = ^(ao2[190:188] & br2[59:57]);
    (* keep *) wire l1_3450 = ^(ao2[134:132] & br2[2:0]);
    (* keep *) wire l1_3451 = ^(ao2[137:135] & br2[5:3]);
    (* keep *) wire l1_3452 = ^(ao2[140:138] & br2[8:6]);
    (* keep *) wire l1_3453 = ^(ao2[143:141] & br2[11:9]);
    (* keep *) wire l1_3454 = ^(ao2[146:144] & br2[14:12]);
    (* keep *) wire l1_3455 = ^(ao2[149:147] & br2[17:15]);
    (* keep *) wire l1_3456 = ^(ao2[152:150] & br2[20:18]);
    (* keep *) wire l1_3457 = ^(ao2[155:153] & br2[23:21]);
    (* keep *) wire l1_3458 = ^(ao2[158:156] & br2[26:24]);
    (* keep *) wire l1_3459 = ^(ao2[161:159] & br2[29:27]);
    (* keep *) wire l1_3460 = ^(ao2[164:162] & br2[32:30]);
    (* keep *) wire l1_3461 = ^(ao2[167:165] & br2[35:33]);
    (* keep *) wire l1_3462 = ^(ao2[170:168] & br2[38:36]);
    (* keep *) wire l1_3463 = ^(ao2[173:171] & br2[41:39]);
    (* keep *) wire l1_3464 = ^(ao2[176:174] & br2[44:42]);
    (* keep *) wire l1_3465 = ^(ao2[179:177] & br2[47:45]);
    (* keep *) wire l1_3466 = ^(ao2[182:180] & br2[50:48]);
    (* keep *) wire l1_3467 = ^(ao2[185:183] & br2[53:51]);
    (* keep *) wire l1_3468 = ^(ao2[188:186] & br2[56:54]);
    (* keep *) wire l1_3469 = ^(ao2[191:189] & br2[59:57]);
    (* keep *) wire l1_3470 = ^(ao2[134:133] & br2[1:0]);
    (* keep *) wire l1_3471 = ^(ao2[137:135] & br2[4:2]);
    (* keep *) wire l1_3472 = ^(ao2[140:138] & br2[7:5]);
    (* keep *) wire l1_3473 = ^(ao2[143:141] & br2[10:8]);
    (* keep *) wire l1_3474 = ^(ao2[146:144] & br2[13:11]);
    (* keep *) wire l1_3475 = ^(ao2[149:147] & br2[16:14]);
    (* keep *) wire l1_3476 = ^(ao2[152:150] & br2[19:17]);
    (* keep *) wire l1_3477 = ^(ao2[155:153] & br2[22:20]);
    (* keep *) wire l1_3478 = ^(ao2[158:156] & br2[25:23]);
    (* keep *) wire l1_3479 = ^(ao2[161:159] & br2[28:26]);
    (* keep *) wire l1_3480 = ^(ao2[164:162] & br2[31:29]);
    (* keep *) wire l1_3481 = ^(ao2[167:165] & br2[34:32]);
    (* keep *) wire l1_3482 = ^(ao2[170:168] & br2[37:35]);
    (* keep *) wire l1_3483 = ^(ao2[173:171] & br2[40:38]);
    (* keep *) wire l1_3484 = ^(ao2[176:174] & br2[43:41]);
    (* keep *) wire l1_3485 = ^(ao2[179:177] & br2[46:44]);
    (* keep *) wire l1_3486 = ^(ao2[182:180] & br2[49:47]);
    (* keep *) wire l1_3487 = ^(ao2[185:183] & br2[52:50]);
    (* keep *) wire l1_3488 = ^(ao2[188:186] & br2[55:53]);
    (* keep *) wire l1_3489 = ^(ao2[191:189] & br2[58:56]);
    (* keep *) wire l1_3490 = ^(ao2[136:134] & br2[2:0]);
    (* keep *) wire l1_3491 = ^(ao2[139:137] & br2[5:3]);
    (* keep *) wire l1_3492 = ^(ao2[142:140] & br2[8:6]);
    (* keep *) wire l1_3493 = ^(ao2[145:143] & br2[11:9]);
    (* keep *) wire l1_3494 = ^(ao2[148:146] & br2[14:12]);
    (* keep *) wire l1_3495 = ^(ao2[151:149] & br2[17:15]);
    (* keep *) wire l1_3496 = ^(ao2[154:152] & br2[20:18]);
    (* keep *) wire l1_3497 = ^(ao2[157:155] & br2[23:21]);
    (* keep *) wire l1_3498 = ^(ao2[160:158] & br2[26:24]);
    (* keep *) wire l1_3499 = ^(ao2[163:161] & br2[29:27]);
    (* keep *) wire l1_3500 = ^(ao2[166:164] & br2[32:30]);
    (* keep *) wire l1_3501 = ^(ao2[169:167] & br2[35:33]);
    (* keep *) wire l1_3502 = ^(ao2[172:170] & br2[38:36]);
    (* keep *) wire l1_3503 = ^(ao2[175:173] & br2[41:39]);
    (* keep *) wire l1_3504 = ^(ao2[178:176] & br2[44:42]);
    (* keep *) wire l1_3505 = ^(ao2[181:179] & br2[47:45]);
    (* keep *) wire l1_3506 = ^(ao2[184:182] & br2[50:48]);
    (* keep *) wire l1_3507 = ^(ao2[187:185] & br2[53:51]);
    (* keep *) wire l1_3508 = ^(ao2[190:188] & br2[56:54]);
    (* keep *) wire l1_3509 = ^(ao2[137:135] & br2[2:0]);
    (* keep *) wire l1_3510 = ^(ao2[140:138] & br2[5:3]);
    (* keep *) wire l1_3511 = ^(ao2[143:141] & br2[8:6]);
    (* keep *) wire l1_3512 = ^(ao2[146:144] & br2[11:9]);
    (* keep *) wire l1_3513 = ^(ao2[149:147] & br2[14:12]);
    (* keep *) wire l1_3514 = ^(ao2[152:150] & br2[17:15]);
    (* keep *) wire l1_3515 = ^(ao2[155:153] & br2[20:18]);
    (* keep *) wire l1_3516 = ^(ao2[158:156] & br2[23:21]);
    (* keep *) wire l1_3517 = ^(ao2[161:159] & br2[26:24]);
    (* keep *) wire l1_3518 = ^(ao2[164:162] & br2[29:27]);
    (* keep *) wire l1_3519 = ^(ao2[167:165] & br2[32:30]);
    (* keep *) wire l1_3520 = ^(ao2[170:168] & br2[35:33]);
    (* keep *) wire l1_3521 = ^(ao2[173:171] & br2[38:36]);
    (* keep *) wire l1_3522 = ^(ao2[176:174] & br2[41:39]);
    (* keep *) wire l1_3523 = ^(ao2[179:177] & br2[44:42]);
    (* keep *) wire l1_3524 = ^(ao2[182:180] & br2[47:45]);
    (* keep *) wire l1_3525 = ^(ao2[185:183] & br2[50:48]);
    (* keep *) wire l1_3526 = ^(ao2[188:186] & br2[53:51]);
    (* keep *) wire l1_3527 = ^(ao2[191:189] & br2[56:54]);
    (* keep *) wire l1_3528 = ^(ao2[137:136] & br2[1:0]);
    (* keep *) wire l1_3529 = ^(ao2[140:138] & br2[4:2]);
    (* keep *) wire l1_3530 = ^(ao2[143:141] & br2[7:5]);
    (* keep *) wire l1_3531 = ^(ao2[146:144] & br2[10:8]);
    (* keep *) wire l1_3532 = ^(ao2[149:147] & br2[13:11]);
    (* keep *) wire l1_3533 = ^(ao2[152:150] & br2[16:14]);
    (* keep *) wire l1_3534 = ^(ao2[155:153] & br2[19:17]);
    (* keep *) wire l1_3535 = ^(ao2[158:156] & br2[22:20]);
    (* keep *) wire l1_3536 = ^(ao2[161:159] & br2[25:23]);
    (* keep *) wire l1_3537 = ^(ao2[164:162] & br2[28:26]);
    (* keep *) wire l1_3538 = ^(ao2[167:165] & br2[31:29]);
    (* keep *) wire l1_3539 = ^(ao2[170:168] & br2[34:32]);
    (* keep *) wire l1_3540 = ^(ao2[173:171] & br2[37:35]);
    (* keep *) wire l1_3541 = ^(ao2[176:174] & br2[40:38]);
    (* keep *) wire l1_3542 = ^(ao2[179:177] & br2[43:41]);
    (* keep *) wire l1_3543 = ^(ao2[182:180] & br2[46:44]);
    (* keep *) wire l1_3544 = ^(ao2[185:183] & br2[49:47]);
    (* keep *) wire l1_3545 = ^(ao2[188:186] & br2[52:50]);
    (* keep *) wire l1_3546 = ^(ao2[191:189] & br2[55:53]);
    (* keep *) wire l1_3547 = ^(ao2[139:137] & br2[2:0]);
    (* keep *) wire l1_3548 = ^(ao2[142:140] & br2[5:3]);
    (* keep *) wire l1_3549 = ^(ao2[145:143] & br2[8:6]);
    (* keep *) wire l1_3550 = ^(ao2[148:146] & br2[11:9]);
    (* keep *) wire l1_3551 = ^(ao2[151:149] & br2[14:12]);
    (* keep *) wire l1_3552 = ^(ao2[154:152] & br2[17:15]);
    (* keep *) wire l1_3553 = ^(ao2[157:155] & br2[20:18]);
    (* keep *) wire l1_3554 = ^(ao2[160:158] & br2[23:21]);
    (* keep *) wire l1_3555 = ^(ao2[163:161] & br2[26:24]);
    (* keep *) wire l1_3556 = ^(ao2[166:164] & br2[29:27]);
    (* keep *) wire l1_3557 = ^(ao2[169:167] & br2[32:30]);
    (* keep *) wire l1_3558 = ^(ao2[172:170] & br2[35:33]);
    (* keep *) wire l1_3559 = ^(ao2[175:173] & br2[38:36]);
    (* keep *) wire l1_3560 = ^(ao2[178:176] & br2[41:39]);
    (* keep *) wire l1_3561 = ^(ao2[181:179] & br2[44:42]);
    (* keep *) wire l1_3562 = ^(ao2[184:182] & br2[47:45]);
    (* keep *) wire l1_3563 = ^(ao2[187:185] & br2[50:48]);
    (* keep *) wire l1_3564 = ^(ao2[190:188] & br2[53:51]);
    (* keep *) wire l1_3565 = ^(ao2[140:138] & br2[2:0]);
    (* keep *) wire l1_3566 = ^(ao2[143:141] & br2[5:3]);
    (* keep *) wire l1_3567 = ^(ao2[146:144] & br2[8:6]);
    (* keep *) wire l1_3568 = ^(ao2[149:147] & br2[11:9]);
    (* keep *) wire l1_3569 = ^(ao2[152:150] & br2[14:12]);
    (* keep *) wire l1_3570 = ^(ao2[155:153] & br2[17:15]);
    (* keep *) wire l1_3571 = ^(ao2[158:156] & br2[20:18]);
    (* keep *) wire l1_3572 = ^(ao2[161:159] & br2[23:21]);
    (* keep *) wire l1_3573 = ^(ao2[164:162] & br2[26:24]);
    (* keep *) wire l1_3574 = ^(ao2[167:165] & br2[29:27]);
    (* keep *) wire l1_3575 = ^(ao2[170:168] & br2[32:30]);
    (* keep *) wire l1_3576 = ^(ao2[173:171] & br2[35:33]);
    (* keep *) wire l1_3577 = ^(ao2[176:174] & br2[38:36]);
    (* keep *) wire l1_3578 = ^(ao2[179:177] & br2[41:39]);
    (* keep *) wire l1_3579 = ^(ao2[182:180] & br2[44:42]);
    (* keep *) wire l1_3580 = ^(ao2[185:183] & br2[47:45]);
    (* keep *) wire l1_3581 = ^(ao2[188:186] & br2[50:48]);
    (* keep *) wire l1_3582 = ^(ao2[191:189] & br2[53:51]);
    (* keep *) wire l1_3583 = ^(ao2[140:139] & br2[1:0]);
    (* keep *) wire l1_3584 = ^(ao2[143:141] & br2[4:2]);
    (* keep *) wire l1_3585 = ^(ao2[146:144] & br2[7:5]);
    (* keep *) wire l1_3586 = ^(ao2[149:147] & br2[10:8]);
    (* keep *) wire l1_3587 = ^(ao2[152:150] & br2[13:11]);
    (* keep *) wire l1_3588 = ^(ao2[155:153] & br2[16:14]);
    (* keep *) wire l1_3589 = ^(ao2[158:156] & br2[19:17]);
    (* keep *) wire l1_3590 = ^(ao2[161:159] & br2[22:20]);
    (* keep *) wire l1_3591 = ^(ao2[164:162] & br2[25:23]);
    (* keep *) wire l1_3592 = ^(ao2[167:165] & br2[28:26]);
    (* keep *) wire l1_3593 = ^(ao2[170:168] & br2[31:29]);
    (* keep *) wire l1_3594 = ^(ao2[173:171] & br2[34:32]);
    (* keep *) wire l1_3595 = ^(ao2[176:174] & br2[37:35]);
    (* keep *) wire l1_3596 = ^(ao2[179:177] & br2[40:38]);
    (* keep *) wire l1_3597 = ^(ao2[182:180] & br2[43:41]);
    (* keep *) wire l1_3598 = ^(ao2[185:183] & br2[46:44]);
    (* keep *) wire l1_3599 = ^(ao2[188:186] & br2[49:47]);
    (* keep *) wire l1_3600 = ^(ao2[191:189] & br2[52:50]);
    (* keep *) wire l1_3601 = ^(ao2[142:140] & br2[2:0]);
    (* keep *) wire l1_3602 = ^(ao2[145:143] & br2[5:3]);
    (* keep *) wire l1_3603 = ^(ao2[148:146] & br2[8:6]);
    (* keep *) wire l1_3604 = ^(ao2[151:149] & br2[11:9]);
    (* keep *) wire l1_3605 = ^(ao2[154:152] & br2[14:12]);
    (* keep *) wire l1_3606 = ^(ao2[157:155] & br2[17:15]);
    (* keep *) wire l1_3607 = ^(ao2[160:158] & br2[20:18]);
    (* keep *) wire l1_3608 = ^(ao2[163:161] & br2[23:21]);
    (* keep *) wire l1_3609 = ^(ao2[166:164] & br2[26:24]);
    (* keep *) wire l1_3610 = ^(ao2[169:167] & br2[29:27]);
    (* keep *) wire l1_3611 = ^(ao2[172:170] & br2[32:30]);
    (* keep *) wire l1_3612 = ^(ao2[175:173] & br2[35:33]);
    (* keep *) wire l1_3613 = ^(ao2[178:176] & br2[38:36]);
    (* keep *) wire l1_3614 = ^(ao2[181:179] & br2[41:39]);
    (* keep *) wire l1_3615 = ^(ao2[184:182] & br2[44:42]);
    (* keep *) wire l1_3616 = ^(ao2[187:185] & br2[47:45]);
    (* keep *) wire l1_3617 = ^(ao2[190:188] & br2[50:48]);
    (* keep *) wire l1_3618 = ^(ao2[143:141] & br2[2:0]);
    (* keep *) wire l1_3619 = ^(ao2[146:144] & br2[5:3]);
    (* keep *) wire l1_3620 = ^(ao2[149:147] & br2[8:6]);
    (* keep *) wire l1_3621 = ^(ao2[152:150] & br2[11:9]);
    (* keep *) wire l1_3622 = ^(ao2[155:153] & br2[14:12]);
    (* keep *) wire l1_3623 = ^(ao2[158:156] & br2[17:15]);
    (* keep *) wire l1_3624 = ^(ao2[161:159] & br2[20:18]);
    (* keep *) wire l1_3625 = ^(ao2[164:162] & br2[23:21]);
    (* keep *) wire l1_3626 = ^(ao2[167:165] & br2[26:24]);
    (* keep *) wire l1_3627 = ^(ao2[170:168] & br2[29:27]);
    (* keep *) wire l1_3628 = ^(ao2[173:171] & br2[32:30]);
    (* keep *) wire l1_3629 = ^(ao2[176:174] & br2[35:33]);
    (* keep *) wire l1_3630 = ^(ao2[179:177] & br2[38:36]);
    (* keep *) wire l1_3631 = ^(ao2[182:180] & br2[41:39]);
    (* keep *) wire l1_3632 = ^(ao2[185:183] & br2[44:42]);
    (* keep *) wire l1_3633 = ^(ao2[188:186] & br2[47:45]);
    (* keep *) wire l1_3634 = ^(ao2[191:189] & br2[50:48]);
    (* keep *) wire l1_3635 = ^(ao2[143:142] & br2[1:0]);
    (* keep *) wire l1_3636 = ^(ao2[146:144] & br2[4:2]);
    (* keep *) wire l1_3637 = ^(ao2[149:147] & br2[7:5]);
    (* keep *) wire l1_3638 = ^(ao2[152:150] & br2[10:8]);
    (* keep *) wire l1_3639 = ^(ao2[155:153] & br2[13:11]);
    (* keep *) wire l1_3640 = ^(ao2[158:156] & br2[16:14]);
    (* keep *) wire l1_3641 = ^(ao2[161:159] & br2[19:17]);
    (* keep *) wire l1_3642 = ^(ao2[164:162] & br2[22:20]);
    (* keep *) wire l1_3643 = ^(ao2[167:165] & br2[25:23]);
    (* keep *) wire l1_3644 = ^(ao2[170:168] & br2[28:26]);
    (* keep *) wire l1_3645 = ^(ao2[173:171] & br2[31:29]);
    (* keep *) wire l1_3646 = ^(ao2[176:174] & br2[34:32]);
    (* keep *) wire l1_3647 = ^(ao2[179:177] & br2[37:35]);
    (* keep *) wire l1_3648 = ^(ao2[182:180] & br2[40:38]);
    (* keep *) wire l1_3649 = ^(ao2[185:183] & br2[43:41]);
    (* keep *) wire l1_3650 = ^(ao2[188:186] & br2[46:44]);
    (* keep *) wire l1_3651 = ^(ao2[191:189] & br2[49:47]);
    (* keep *) wire l1_3652 = ^(ao2[145:143] & br2[2:0]);
    (* keep *) wire l1_3653 = ^(ao2[148:146] & br2[5:3]);
    (* keep *) wire l1_3654 = ^(ao2[151:149] & br2[8:6]);
    (* keep *) wire l1_3655 = ^(ao2[154:152] & br2[11:9]);
    (* keep *) wire l1_3656 = ^(ao2[157:155] & br2[14:12]);
    (* keep *) wire l1_3657 = ^(ao2[160:158] & br2[17:15]);
    (* keep *) wire l1_3658 = ^(ao2[163:161] & br2[20:18]);
    (* keep *) wire l1_3659 = ^(ao2[166:164] & br2[23:21]);
    (* keep *) wire l1_3660 = ^(ao2[169:167] & br2[26:24]);
    (* keep *) wire l1_3661 = ^(ao2[172:170] & br2[29:27]);
    (* keep *) wire l1_3662 = ^(ao2[175:173] & br2[32:30]);
    (* keep *) wire l1_3663 = ^(ao2[178:176] & br2[35:33]);
    (* keep *) wire l1_3664 = ^(ao2[181:179] & br2[38:36]);
    (* keep *) wire l1_3665 = ^(ao2[184:182] & br2[41:39]);
    (* keep *) wire l1_3666 = ^(ao2[187:185] & br2[44:42]);
    (* keep *) wire l1_3667 = ^(ao2[190:188] & br2[47:45]);
    (* keep *) wire l1_3668 = ^(ao2[146:144] & br2[2:0]);
    (* keep *) wire l1_3669 = ^(ao2[149:147] & br2[5:3]);
    (* keep *) wire l1_3670 = ^(ao2[152:150] & br2[8:6]);
    (* keep *) wire l1_3671 = ^(ao2[155:153] & br2[11:9]);
    (* keep *) wire l1_3672 = ^(ao2[158:156] & br2[14:12]);
    (* keep *) wire l1_3673 = ^(ao2[161:159] & br2[17:15]);
    (* keep *) wire l1_3674 = ^(ao2[164:162] & br2[20:18]);
    (* keep *) wire l1_3675 = ^(ao2[167:165] & br2[23:21]);
    (* keep *) wire l1_3676 = ^(ao2[170:168] & br2[26:24]);
    (* keep *) wire l1_3677 = ^(ao2[173:171] & br2[29:27]);
    (* keep *) wire l1_3678 = ^(ao2[176:174] & br2[32:30]);
    (* keep *) wire l1_3679 = ^(ao2[179:177] & br2[35:33]);
    (* keep *) wire l1_3680 = ^(ao2[182:180] & br2[38:36]);
    (* keep *) wire l1_3681 = ^(ao2[185:183] & br2[41:39]);
    (* keep *) wire l1_3682 = ^(ao2[188:186] & br2[44:42]);
    (* keep *) wire l1_3683 = ^(ao2[191:189] & br2[47:45]);
    (* keep *) wire l1_3684 = ^(ao2[146:145] & br2[1:0]);
    (* keep *) wire l1_3685 = ^(ao2[149:147] & br2[4:2]);
    (* keep *) wire l1_3686 = ^(ao2[152:150] & br2[7:5]);
    (* keep *) wire l1_3687 = ^(ao2[155:153] & br2[10:8]);
    (* keep *) wire l1_3688 = ^(ao2[158:156] & br2[13:11]);
    (* keep *) wire l1_3689 = ^(ao2[161:159] & br2[16:14]);
    (* keep *) wire l1_3690 = ^(ao2[164:162] & br2[19:17]);
    (* keep *) wire l1_3691 = ^(ao2[167:165] & br2[22:20]);
    (* keep *) wire l1_3692 = ^(ao2[170:168] & br2[25:23]);
    (* keep *) wire l1_3693 = ^(ao2[173:171] & br2[28:26]);
    (* keep *) wire l1_3694 = ^(ao2[176:174] & br2[31:29]);
    (* keep *) wire l1_3695 = ^(ao2[179:177] & br2[34:32]);
    (* keep *) wire l1_3696 = ^(ao2[182:180] & br2[37:35]);
    (* keep *) wire l1_3697 = ^(ao2[185:183] & br2[40:38]);
    (* keep *) wire l1_3698 = ^(ao2[188:186] & br2[43:41]);
    (* keep *) wire l1_3699 = ^(ao2[191:189] & br2[46:44]);
    (* keep *) wire l1_3700 = ^(ao2[148:146] & br2[2:0]);
    (* keep *) wire l1_3701 = ^(ao2[151:149] & br2[5:3]);
    (* keep *) wire l1_3702 = ^(ao2[154:152] & br2[8:6]);
    (* keep *) wire l1_3703 = ^(ao2[157:155] & br2[11:9]);
    (* keep *) wire l1_3704 = ^(ao2[160:158] & br2[14:12]);
    (* keep *) wire l1_3705 = ^(ao2[163:161] & br2[17:15]);
    (* keep *) wire l1_3706 = ^(ao2[166:164] & br2[20:18]);
    (* keep *) wire l1_3707 = ^(ao2[169:167] & br2[23:21]);
    (* keep *) wire l1_3708 = ^(ao2[172:170] & br2[26:24]);
    (* keep *) wire l1_3709 = ^(ao2[175:173] & br2[29:27]);
    (* keep *) wire l1_3710 = ^(ao2[178:176] & br2[32:30]);
    (* keep *) wire l1_3711 = ^(ao2[181:179] & br2[35:33]);
    (* keep *) wire l1_3712 = ^(ao2[184:182] & br2[38:36]);
    (* keep *) wire l1_3713 = ^(ao2[187:185] & br2[41:39]);
    (* keep *) wire l1_3714 = ^(ao2[190:188] & br2[44:42]);
    (* keep *) wire l1_3715 = ^(ao2[149:147] & br2[2:0]);
    (* keep *) wire l1_3716 = ^(ao2[152:150] & br2[5:3]);
    (* keep *) wire l1_3717 = ^(ao2[155:153] & br2[8:6]);
    (* keep *) wire l1_3718 = ^(ao2[158:156] & br2[11:9]);
    (* keep *) wire l1_3719 = ^(ao2[161:159] & br2[14:12]);
    (* keep *) wire l1_3720 = ^(ao2[164:162] & br2[17:15]);
    (* keep *) wire l1_3721 = ^(ao2[167:165] & br2[20:18]);
    (* keep *) wire l1_3722 = ^(ao2[170:168] & br2[23:21]);
    (* keep *) wire l1_3723 = ^(ao2[173:171] & br2[26:24]);
    (* keep *) wire l1_3724 = ^(ao2[176:174] & br2[29:27]);
    (* keep *) wire l1_3725 = ^(ao2[179:177] & br2[32:30]);
    (* keep *) wire l1_3726 = ^(ao2[182:180] & br2[35:33]);
    (* keep *) wire l1_3727 = ^(ao2[185:183] & br2[38:36]);
    (* keep *) wire l1_3728 = ^(ao2[188:186] & br2[41:39]);
    (* keep *) wire l1_3729 = ^(ao2[191:189] & br2[44:42]);
    (* keep *) wire l1_3730 = ^(ao2[149:148] & br2[1:0]);
    (* keep *) wire l1_3731 = ^(ao2[152:150] & br2[4:2]);
    (* keep *) wire l1_3732 = ^(ao2[155:153] & br2[7:5]);
    (* keep *) wire l1_3733 = ^(ao2[158:156] & br2[10:8]);
    (* keep *) wire l1_3734 = ^(ao2[161:159] & br2[13:11]);
    (* keep *) wire l1_3735 = ^(ao2[164:162] & br2[16:14]);
    (* keep *) wire l1_3736 = ^(ao2[167:165] & br2[19:17]);
    (* keep *) wire l1_3737 = ^(ao2[170:168] & br2[22:20]);
    (* keep *) wire l1_3738 = ^(ao2[173:171] & br2[25:23]);
    (* keep *) wire l1_3739 = ^(ao2[176:174] & br2[28:26]);
    (* keep *) wire l1_3740 = ^(ao2[179:177] & br2[31:29]);
    (* keep *) wire l1_3741 = ^(ao2[182:180] & br2[34:32]);
    (* keep *) wire l1_3742 = ^(ao2[185:183] & br2[37:35]);
    (* keep *) wire l1_3743 = ^(ao2[188:186] & br2[40:38]);
    (* keep *) wire l1_3744 = ^(ao2[191:189] & br2[43:41]);
    (* keep *) wire l1_3745 = ^(ao2[151:149] & br2[2:0]);
    (* keep *) wire l1_3746 = ^(ao2[154:152] & br2[5:3]);
    (* keep *) wire l1_3747 = ^(ao2[157:155] & br2[8:6]);
    (* keep *) wire l1_3748 = ^(ao2[160:158] & br2[11:9]);
    (* keep *) wire l1_3749 = ^(ao2[163:161] & br2[14:12]);
    (* keep *) wire l1_3750 = ^(ao2[166:164] & br2[17:15]);
    (* keep *) wire l1_3751 = ^(ao2[169:167] & br2[20:18]);
    (* keep *) wire l1_3752 = ^(ao2[172:170] & br2[23:21]);
    (* keep *) wire l1_3753 = ^(ao2[175:173] & br2[26:24]);
    (* keep *) wire l1_3754 = ^(ao2[178:176] & br2[29:27]);
    (* keep *) wire l1_3755 = ^(ao2[181:179] & br2[32:30]);
    (* keep *) wire l1_3756 = ^(ao2[184:182] & br2[35:33]);
    (* keep *) wire l1_3757 = ^(ao2[187:185] & br2[38:36]);
    (* keep *) wire l1_3758 = ^(ao2[190:188] & br2[41:39]);
    (* keep *) wire l1_3759 = ^(ao2[152:150] & br2[2:0]);
    (* keep *) wire l1_3760 = ^(ao2[155:153] & br2[5:3]);
    (* keep *) wire l1_3761 = ^(ao2[158:156] & br2[8:6]);
    (* keep *) wire l1_3762 = ^(ao2[161:159] & br2[11:9]);
    (* keep *) wire l1_3763 = ^(ao2[164:162] & br2[14:12]);
    (* keep *) wire l1_3764 = ^(ao2[167:165] & br2[17:15]);
    (* keep *) wire l1_3765 = ^(ao2[170:168] & br2[20:18]);
    (* keep *) wire l1_3766 = ^(ao2[173:171] & br2[23:21]);
    (* keep *) wire l1_3767 = ^(ao2[176:174] & br2[26:24]);
    (* keep *) wire l1_3768 = ^(ao2[179:177] & br2[29:27]);
    (* keep *) wire l1_3769 = ^(ao2[182:180] & br2[32:30]);
    (* keep *) wire l1_3770 = ^(ao2[185:183] & br2[35:33]);
    (* keep *) wire l1_3771 = ^(ao2[188:186] & br2[38:36]);
    (* keep *) wire l1_3772 = ^(ao2[191:189] & br2[41:39]);
    (* keep *) wire l1_3773 = ^(ao2[152:151] & br2[1:0]);
    (* keep *) wire l1_3774 = ^(ao2[155:153] & br2[4:2]);
    (* keep *) wire l1_3775 = ^(ao2[158:156] & br2[7:5]);
    (* keep *) wire l1_3776 = ^(ao2[161:159] & br2[10:8]);
    (* keep *) wire l1_3777 = ^(ao2[164:162] & br2[13:11]);
    (* keep *) wire l1_3778 = ^(ao2[167:165] & br2[16:14]);
    (* keep *) wire l1_3779 = ^(ao2[170:168] & br2[19:17]);
    (* keep *) wire l1_3780 = ^(ao2[173:171] & br2[22:20]);
    (* keep *) wire l1_3781 = ^(ao2[176:174] & br2[25:23]);
    (* keep *) wire l1_3782 = ^(ao2[179:177] & br2[28:26]);
    (* keep *) wire l1_3783 = ^(ao2[182:180] & br2[31:29]);
    (* keep *) wire l1_3784 = ^(ao2[185:183] & br2[34:32]);
    (* keep *) wire l1_3785 = ^(ao2[188:186] & br2[37:35]);
    (* keep *) wire l1_3786 = ^(ao2[191:189] & br2[40:38]);
    (* keep *) wire l1_3787 = ^(ao2[154:152] & br2[2:0]);
    (* keep *) wire l1_3788 = ^(ao2[157:155] & br2[5:3]);
    (* keep *) wire l1_3789 = ^(ao2[160:158] & br2[8:6]);
    (* keep *) wire l1_3790 = ^(ao2[163:161] & br2[11:9]);
    (* keep *) wire l1_3791 = ^(ao2[166:164] & br2[14:12]);
    (* keep *) wire l1_3792 = ^(ao2[169:167] & br2[17:15]);
    (* keep *) wire l1_3793 = ^(ao2[172:170] & br2[20:18]);
    (* keep *) wire l1_3794 = ^(ao2[175:173] & br2[23:21]);
    (* keep *) wire l1_3795 = ^(ao2[178:176] & br2[26:24]);
    (* keep *) wire l1_3796 = ^(ao2[181:179] & br2[29:27]);
    (* keep *) wire l1_3797 = ^(ao2[184:182] & br2[32:30]);
    (* keep *) wire l1_3798 = ^(ao2[187:185] & br2[35:33]);
    (* keep *) wire l1_3799 = ^(ao2[190:188] & br2[38:36]);
    (* keep *) wire l1_3800 = ^(ao2[155:153] & br2[2:0]);
    (* keep *) wire l1_3801 = ^(ao2[158:156] & br2[5:3]);
    (* keep *) wire l1_3802 = ^(ao2[161:159] & br2[8:6]);
    (* keep *) wire l1_3803 = ^(ao2[164:162] & br2[11:9]);
    (* keep *) wire l1_3804 = ^(ao2[167:165] & br2[14:12]);
    (* keep *) wire l1_3805 = ^(ao2[170:168] & br2[17:15]);
    (* keep *) wire l1_3806 = ^(ao2[173:171] & br2[20:18]);
    (* keep *) wire l1_3807 = ^(ao2[176:174] & br2[23:21]);
    (* keep *) wire l1_3808 = ^(ao2[179:177] & br2[26:24]);
    (* keep *) wire l1_3809 = ^(ao2[182:180] & br2[29:27]);
    (* keep *) wire l1_3810 = ^(ao2[185:183] & br2[32:30]);
    (* keep *) wire l1_3811 = ^(ao2[188:186] & br2[35:33]);
    (* keep *) wire l1_3812 = ^(ao2[191:189] & br2[38:36]);
    (* keep *) wire l1_3813 = ^(ao2[156:154] & br2[2:0]);
    (* keep *) wire l1_3814 = ^(ao2[159:157] & br2[5:3]);
    (* keep *) wire l1_3815 = ^(ao2[162:160] & br2[8:6]);
    (* keep *) wire l1_3816 = ^(ao2[165:163] & br2[11:9]);
    (* keep *) wire l1_3817 = ^(ao2[168:166] & br2[14:12]);
    (* keep *) wire l1_3818 = ^(ao2[171:169] & br2[17:15]);
    (* keep *) wire l1_3819 = ^(ao2[174:172] & br2[20:18]);
    (* keep *) wire l1_3820 = ^(ao2[177:175] & br2[23:21]);
    (* keep *) wire l1_3821 = ^(ao2[180:178] & br2[26:24]);
    (* keep *) wire l1_3822 = ^(ao2[183:181] & br2[29:27]);
    (* keep *) wire l1_3823 = ^(ao2[186:184] & br2[32:30]);
    (* keep *) wire l1_3824 = ^(ao2[189:187] & br2[35:33]);
    (* keep *) wire l1_3825 = ^(ao2[157:155] & br2[2:0]);
    (* keep *) wire l1_3826 = ^(ao2[160:158] & br2[5:3]);
    (* keep *) wire l1_3827 = ^(ao2[163:161] & br2[8:6]);
    (* keep *) wire l1_3828 = ^(ao2[166:164] & br2[11:9]);
    (* keep *) wire l1_3829 = ^(ao2[169:167] & br2[14:12]);
    (* keep *) wire l1_3830 = ^(ao2[172:170] & br2[17:15]);
    (* keep *) wire l1_3831 = ^(ao2[175:173] & br2[20:18]);
    (* keep *) wire l1_3832 = ^(ao2[178:176] & br2[23:21]);
    (* keep *) wire l1_3833 = ^(ao2[181:179] & br2[26:24]);
    (* keep *) wire l1_3834 = ^(ao2[184:182] & br2[29:27]);
    (* keep *) wire l1_3835 = ^(ao2[187:185] & br2[32:30]);
    (* keep *) wire l1_3836 = ^(ao2[190:188] & br2[35:33]);
    (* keep *) wire l1_3837 = ^(ao2[158:156] & br2[2:0]);
    (* keep *) wire l1_3838 = ^(ao2[161:159] & br2[5:3]);
    (* keep *) wire l1_3839 = ^(ao2[164:162] & br2[8:6]);
    (* keep *) wire l1_3840 = ^(ao2[167:165] & br2[11:9]);
    (* keep *) wire l1_3841 = ^(ao2[170:168] & br2[14:12]);
    (* keep *) wire l1_3842 = ^(ao2[173:171] & br2[17:15]);
    (* keep *) wire l1_3843 = ^(ao2[176:174] & br2[20:18]);
    (* keep *) wire l1_3844 = ^(ao2[179:177] & br2[23:21]);
    (* keep *) wire l1_3845 = ^(ao2[182:180] & br2[26:24]);
    (* keep *) wire l1_3846 = ^(ao2[185:183] & br2[29:27]);
    (* keep *) wire l1_3847 = ^(ao2[188:186] & br2[32:30]);
    (* keep *) wire l1_3848 = ^(ao2[191:189] & br2[35:33]);
    (* keep *) wire l1_3849 = ^(ao2[159:157] & br2[2:0]);
    (* keep *) wire l1_3850 = ^(ao2[162:160] & br2[5:3]);
    (* keep *) wire l1_3851 = ^(ao2[165:163] & br2[8:6]);
    (* keep *) wire l1_3852 = ^(ao2[168:166] & br2[11:9]);
    (* keep *) wire l1_3853 = ^(ao2[171:169] & br2[14:12]);
    (* keep *) wire l1_3854 = ^(ao2[174:172] & br2[17:15]);
    (* keep *) wire l1_3855 = ^(ao2[177:175] & br2[20:18]);
    (* keep *) wire l1_3856 = ^(ao2[180:178] & br2[23:21]);
    (* keep *) wire l1_3857 = ^(ao2[183:181] & br2[26:24]);
    (* keep *) wire l1_3858 = ^(ao2[186:184] & br2[29:27]);
    (* keep *) wire l1_3859 = ^(ao2[189:187] & br2[32:30]);
    (* keep *) wire l1_3860 = ^(ao2[160:158] & br2[2:0]);
    (* keep *) wire l1_3861 = ^(ao2[163:161] & br2[5:3]);
    (* keep *) wire l1_3862 = ^(ao2[166:164] & br2[8:6]);
    (* keep *) wire l1_3863 = ^(ao2[169:167] & br2[11:9]);
    (* keep *) wire l1_3864 = ^(ao2[172:170] & br2[14:12]);
    (* keep *) wire l1_3865 = ^(ao2[175:173] & br2[17:15]);
    (* keep *) wire l1_3866 = ^(ao2[178:176] & br2[20:18]);
    (* keep *) wire l1_3867 = ^(ao2[181:179] & br2[23:21]);
    (* keep *) wire l1_3868 = ^(ao2[184:182] & br2[26:24]);
    (* keep *) wire l1_3869 = ^(ao2[187:185] & br2[29:27]);
    (* keep *) wire l1_3870 = ^(ao2[190:188] & br2[32:30]);
    (* keep *) wire l1_3871 = ^(ao2[161:159] & br2[2:0]);
    (* keep *) wire l1_3872 = ^(ao2[164:162] & br2[5:3]);
    (* keep *) wire l1_3873 = ^(ao2[167:165] & br2[8:6]);
    (* keep *) wire l1_3874 = ^(ao2[170:168] & br2[11:9]);
    (* keep *) wire l1_3875 = ^(ao2[173:171] & br2[14:12]);
    (* keep *) wire l1_3876 = ^(ao2[176:174] & br2[17:15]);
    (* keep *) wire l1_3877 = ^(ao2[179:177] & br2[20:18]);
    (* keep *) wire l1_3878 = ^(ao2[182:180] & br2[23:21]);
    (* keep *) wire l1_3879 = ^(ao2[185:183] & br2[26:24]);
    (* keep *) wire l1_3880 = ^(ao2[188:186] & br2[29:27]);
    (* keep *) wire l1_3881 = ^(ao2[191:189] & br2[32:30]);
    (* keep *) wire l1_3882 = ^(ao2[162:160] & br2[2:0]);
    (* keep *) wire l1_3883 = ^(ao2[165:163] & br2[5:3]);
    (* keep *) wire l1_3884 = ^(ao2[168:166] & br2[8:6]);
    (* keep *) wire l1_3885 = ^(ao2[171:169] & br2[11:9]);
    (* keep *) wire l1_3886 = ^(ao2[174:172] & br2[14:12]);
    (* keep *) wire l1_3887 = ^(ao2[177:175] & br2[17:15]);
    (* keep *) wire l1_3888 = ^(ao2[180:178] & br2[20:18]);
    (* keep *) wire l1_3889 = ^(ao2[183:181] & br2[23:21]);
    (* keep *) wire l1_3890 = ^(ao2[186:184] & br2[26:24]);
    (* keep *) wire l1_3891 = ^(ao2[189:187] & br2[29:27]);
    (* keep *) wire l1_3892 = ^(ao3[163:161] & br3[2:0]);
    (* keep *) wire l1_3893 = ^(ao3[166:164] & br3[5:3]);
    (* keep *) wire l1_3894 = ^(ao3[169:167] & br3[8:6]);
    (* keep *) wire l1_3895 = ^(ao3[172:170] & br3[11:9]);
    (* keep *) wire l1_3896 = ^(ao3[175:173] & br3[14:12]);
    (* keep *) wire l1_3897 = ^(ao3[178:176] & br3[17:15]);
    (* keep *) wire l1_3898 = ^(ao3[181:179] & br3[20:18]);
    (* keep *) wire l1_3899 = ^(ao3[184:182] & br3[23:21]);
    (* keep *) wire l1_3900 = ^(ao3[187:185] & br3[26:24]);
    (* keep *) wire l1_3901 = ^(ao3[190:188] & br3[29:27]);
    (* keep *) wire l1_3902 = ^(ao3[164:162] & br3[2:0]);
    (* keep *) wire l1_3903 = ^(ao3[167:165] & br3[5:3]);
    (* keep *) wire l1_3904 = ^(ao3[170:168] & br3[8:6]);
    (* keep *) wire l1_3905 = ^(ao3[173:171] & br3[11:9]);
    (* keep *) wire l1_3906 = ^(ao3[176:174] & br3[14:12]);
    (* keep *) wire l1_3907 = ^(ao3[179:177] & br3[17:15]);
    (* keep *) wire l1_3908 = ^(ao3[182:180] & br3[20:18]);
    (* keep *) wire l1_3909 = ^(ao3[185:183] & br3[23:21]);
    (* keep *) wire l1_3910 = ^(ao3[188:186] & br3[26:24]);
    (* keep *) wire l1_3911 = ^(ao3[191:189] & br3[29:27]);
    (* keep *) wire l1_3912 = ^(ao3[165:163] & br3[2:0]);
    (* keep *) wire l1_3913 = ^(ao3[168:166] & br3[5:3]);
    (* keep *) wire l1_3914 = ^(ao3[171:169] & br3[8:6]);
    (* keep *) wire l1_3915 = ^(ao3[174:172] & br3[11:9]);
    (* keep *) wire l1_3916 = ^(ao3[177:175] & br3[14:12]);
    (* keep *) wire l1_3917 = ^(ao3[180:178] & br3[17:15]);
    (* keep *) wire l1_3918 = ^(ao3[183:181] & br3[20:18]);
    (* keep *) wire l1_3919 = ^(ao3[186:184] & br3[23:21]);
    (* keep *) wire l1_3920 = ^(ao3[189:187] & br3[26:24]);
    (* keep *) wire l1_3921 = ^(ao3[166:164] & br3[2:0]);
    (* keep *) wire l1_3922 = ^(ao3[169:167] & br3[5:3]);
    (* keep *) wire l1_3923 = ^(ao3[172:170] & br3[8:6]);
    (* keep *) wire l1_3924 = ^(ao3[175:173] & br3[11:9]);
    (* keep *) wire l1_3925 = ^(ao3[178:176] & br3[14:12]);
    (* keep *) wire l1_3926 = ^(ao3[181:179] & br3[17:15]);
    (* keep *) wire l1_3927 = ^(ao3[184:182] & br3[20:18]);
    (* keep *) wire l1_3928 = ^(ao3[187:185] & br3[23:21]);
    (* keep *) wire l1_3929 = ^(ao3[190:188] & br3[26:24]);
    (* keep *) wire l1_3930 = ^(ao3[167:165] & br3[2:0]);
    (* keep *) wire l1_3931 = ^(ao3[170:168] & br3[5:3]);
    (* keep *) wire l1_3932 = ^(ao3[173:171] & br3[8:6]);
    (* keep *) wire l1_3933 = ^(ao3[176:174] & br3[11:9]);
    (* keep *) wire l1_3934 = ^(ao3[179:177] & br3[14:12]);
    (* keep *) wire l1_3935 = ^(ao3[182:180] & br3[17:15]);
    (* keep *) wire l1_3936 = ^(ao3[185:183] & br3[20:18]);
    (* keep *) wire l1_3937 = ^(ao3[188:186] & br3[23:21]);
    (* keep *) wire l1_3938 = ^(ao3[191:189] & br3[26:24]);
    (* keep *) wire l1_3939 = ^(ao3[168:166] & br3[2:0]);
    (* keep *) wire l1_3940 = ^(ao3[171:169] & br3[5:3]);
    (* keep *) wire l1_3941 = ^(ao3[174:172] & br3[8:6]);
    (* keep *) wire l1_3942 = ^(ao3[177:175] & br3[11:9]);
    (* keep *) wire l1_3943 = ^(ao3[180:178] & br3[14:12]);
    (* keep *) wire l1_3944 = ^(ao3[183:181] & br3[17:15]);
    (* keep *) wire l1_3945 = ^(ao3[186:184] & br3[20:18]);
    (* keep *) wire l1_3946 = ^(ao3[189:187] & br3[23:21]);
    (* keep *) wire l1_3947 = ^(ao3[169:167] & br3[2:0]);
    (* keep *) wire l1_3948 = ^(ao3[172:170] & br3[5:3]);
    (* keep *) wire l1_3949 = ^(ao3[175:173] & br3[8:6]);
    (* keep *) wire l1_3950 = ^(ao3[178:176] & br3[11:9]);
    (* keep *) wire l1_3951 = ^(ao3[181:179] & br3[14:12]);
    (* keep *) wire l1_3952 = ^(ao3[184:182] & br3[17:15]);
    (* keep *) wire l1_3953 = ^(ao3[187:185] & br3[20:18]);
    (* keep *) wire l1_3954 = ^(ao3[190:188] & br3[23:21]);
    (* keep *) wire l1_3955 = ^(ao3[170:168] & br3[2:0]);
    (* keep *) wire l1_3956 = ^(ao3[173:171] & br3[5:3]);
    (* keep *) wire l1_3957 = ^(ao3[176:174] & br3[8:6]);
    (* keep *) wire l1_3958 = ^(ao3[179:177] & br3[11:9]);
    (* keep *) wire l1_3959 = ^(ao3[182:180] & br3[14:12]);
    (* keep *) wire l1_3960 = ^(ao3[185:183] & br3[17:15]);
    (* keep *) wire l1_3961 = ^(ao3[188:186] & br3[20:18]);
    (* keep *) wire l1_3962 = ^(ao3[191:189] & br3[23:21]);
    (* keep *) wire l1_3963 = ^(ao3[171:169] & br3[2:0]);
    (* keep *) wire l1_3964 = ^(ao3[174:172] & br3[5:3]);
    (* keep *) wire l1_3965 = ^(ao3[177:175] & br3[8:6]);
    (* keep *) wire l1_3966 = ^(ao3[180:178] & br3[11:9]);
    (* keep *) wire l1_3967 = ^(ao3[183:181] & br3[14:12]);
    (* keep *) wire l1_3968 = ^(ao3[186:184] & br3[17:15]);
    (* keep *) wire l1_3969 = ^(ao3[189:187] & br3[20:18]);
    (* keep *) wire l1_3970 = ^(ao3[172:170] & br3[2:0]);
    (* keep *) wire l1_3971 = ^(ao3[175:173] & br3[5:3]);
    (* keep *) wire l1_3972 = ^(ao3[178:176] & br3[8:6]);
    (* keep *) wire l1_3973 = ^(ao3[181:179] & br3[11:9]);
    (* keep *) wire l1_3974 = ^(ao3[184:182] & br3[14:12]);
    (* keep *) wire l1_3975 = ^(ao3[187:185] & br3[17:15]);
    (* keep *) wire l1_3976 = ^(ao3[190:188] & br3[20:18]);
    (* keep *) wire l1_3977 = ^(ao3[173:171] & br3[2:0]);
    (* keep *) wire l1_3978 = ^(ao3[176:174] & br3[5:3]);
    (* keep *) wire l1_3979 = ^(ao3[179:177] & br3[8:6]);
    (* keep *) wire l1_3980 = ^(ao3[182:180] & br3[11:9]);
    (* keep *) wire l1_3981 = ^(ao3[185:183] & br3[14:12]);
    (* keep *) wire l1_3982 = ^(ao3[188:186] & br3[17:15]);
    (* keep *) wire l1_3983 = ^(ao3[191:189] & br3[20:18]);
    (* keep *) wire l1_3984 = ^(ao3[174:172] & br3[2:0]);
    (* keep *) wire l1_3985 = ^(ao3[177:175] & br3[5:3]);
    (* keep *) wire l1_3986 = ^(ao3[180:178] & br3[8:6]);
    (* keep *) wire l1_3987 = ^(ao3[183:181] & br3[11:9]);
    (* keep *) wire l1_3988 = ^(ao3[186:184] & br3[14:12]);
    (* keep *) wire l1_3989 = ^(ao3[189:187] & br3[17:15]);
    (* keep *) wire l1_3990 = ^(ao3[175:173] & br3[2:0]);
    (* keep *) wire l1_3991 = ^(ao3[178:176] & br3[5:3]);
    (* keep *) wire l1_3992 = ^(ao3[181:179] & br3[8:6]);
    (* keep *) wire l1_3993 = ^(ao3[184:182] & br3[11:9]);
    (* keep *) wire l1_3994 = ^(ao3[187:185] & br3[14:12]);
    (* keep *) wire l1_3995 = ^(ao3[190:188] & br3[17:15]);
    (* keep *) wire l1_3996 = ^(ao3[176:174] & br3[2:0]);
    (* keep *) wire l1_3997 = ^(ao3[179:177] & br3[5:3]);
    (* keep *) wire l1_3998 = ^(ao3[182:180] & br3[8:6]);
    (* keep *) wire l1_3999 = ^(ao3[185:183] & br3[11:9]);
    (* keep *) wire l1_4000 = ^(ao3[188:186] & br3[14:12]);
    (* keep *) wire l1_4001 = ^(ao3[191:189] & br3[17:15]);
    (* keep *) wire l1_4002 = ^(ao3[176:175] & br3[1:0]);
    (* keep *) wire l1_4003 = ^(ao3[179:177] & br3[4:2]);
    (* keep *) wire l1_4004 = ^(ao3[182:180] & br3[7:5]);
    (* keep *) wire l1_4005 = ^(ao3[185:183] & br3[10:8]);
    (* keep *) wire l1_4006 = ^(ao3[188:186] & br3[13:11]);
    (* keep *) wire l1_4007 = ^(ao3[191:189] & br3[16:14]);
    (* keep *) wire l1_4008 = ^(ao3[177:176] & br3[1:0]);
    (* keep *) wire l1_4009 = ^(ao3[180:178] & br3[4:2]);
    (* keep *) wire l1_4010 = ^(ao3[183:181] & br3[7:5]);
    (* keep *) wire l1_4011 = ^(ao3[185:184] & br3[9:8]);
    (* keep *) wire l1_4012 = ^(ao3[188:186] & br3[12:10]);
    (* keep *) wire l1_4013 = ^(ao3[191:189] & br3[15:13]);
    (* keep *) wire l1_4014 = ^(ao3[179:177] & br3[2:0]);
    (* keep *) wire l1_4015 = ^(ao3[182:180] & br3[5:3]);
    (* keep *) wire l1_4016 = ^(ao3[185:183] & br3[8:6]);
    (* keep *) wire l1_4017 = ^(ao3[188:186] & br3[11:9]);
    (* keep *) wire l1_4018 = ^(ao3[191:189] & br3[14:12]);
    (* keep *) wire l1_4019 = ^(ao3[179:178] & br3[1:0]);
    (* keep *) wire l1_4020 = ^(ao3[182:180] & br3[4:2]);
    (* keep *) wire l1_4021 = ^(ao3[185:183] & br3[7:5]);
    (* keep *) wire l1_4022 = ^(ao3[188:186] & br3[10:8]);
    (* keep *) wire l1_4023 = ^(ao3[191:189] & br3[13:11]);
    (* keep *) wire l1_4024 = ^(ao3[181:179] & br3[2:0]);
    (* keep *) wire l1_4025 = ^(ao3[184:182] & br3[5:3]);
    (* keep *) wire l1_4026 = ^(ao3[187:185] & br3[8:6]);
    (* keep *) wire l1_4027 = ^(ao3[190:188] & br3[11:9]);
    (* keep *) wire l1_4028 = ^(ao3[182:180] & br3[2:0]);
    (* keep *) wire l1_4029 = ^(ao3[185:183] & br3[5:3]);
    (* keep *) wire l1_4030 = ^(ao3[188:186] & br3[8:6]);
    (* keep *) wire l1_4031 = ^(ao3[191:189] & br3[11:9]);
    (* keep *) wire l1_4032 = ^(ao3[182:181] & br3[1:0]);
    (* keep *) wire l1_4033 = ^(ao3[185:183] & br3[4:2]);
    (* keep *) wire l1_4034 = ^(ao3[188:186] & br3[7:5]);
    (* keep *) wire l1_4035 = ^(ao3[191:189] & br3[10:8]);
    (* keep *) wire l1_4036 = ^(ao3[184:182] & br3[2:0]);
    (* keep *) wire l1_4037 = ^(ao3[187:185] & br3[5:3]);
    (* keep *) wire l1_4038 = ^(ao3[190:188] & br3[8:6]);
    (* keep *) wire l1_4039 = ^(ao3[185:183] & br3[2:0]);
    (* keep *) wire l1_4040 = ^(ao3[188:186] & br3[5:3]);
    (* keep *) wire l1_4041 = ^(ao3[191:189] & br3[8:6]);
    (* keep *) wire l1_4042 = ^(ao3[186:184] & br3[2:0]);
    (* keep *) wire l1_4043 = ^(ao3[189:187] & br3[5:3]);
    (* keep *) wire l1_4044 = ^(ao3[187:185] & br3[2:0]);
    (* keep *) wire l1_4045 = ^(ao3[190:188] & br3[5:3]);
    (* keep *) wire l1_4046 = ^(ao3[188:186] & br3[2:0]);
    (* keep *) wire l1_4047 = ^(ao3[191:189] & br3[5:3]);
    (* keep *) wire l1_4048 = ^(ao3[189:187] & br3[2:0]);
    (* keep *) wire l1_4049 = ^(ao3[190:188] & br3[2:0]);
    (* keep *) wire l1_4050 = ^(ao3[191:189] & br3[2:0]);
    (* keep *) wire l1_4051 = ^(ao3[191:190] & br3[1:0]);
    (* keep *) wire l1_4052 = (ao3[191] & br3[0]);
    (* keep *) wire l2_0 = l1_57 ^ l1_58 ^ l1_59 ^ l1_60 ^ l1_61 ^ l1_62;
    (* keep *) wire l2_1 = l1_63 ^ l1_64 ^ l1_65 ^ l1_66 ^ l1_67 ^ l1_68;
    (* keep *) wire l2_2 = l1_69 ^ l1_70 ^ l1_71;
    (* keep *) wire l2_3 = l1_72 ^ l1_73 ^ l1_74 ^ l1_75;
    (* keep *) wire l2_4 = l1_76 ^ l1_77 ^ l1_78;
    (* keep *) wire l2_5 = l1_79 ^ l1_80 ^ l1_81 ^ l1_82;
    (* keep *) wire l2_6 = l1_83 ^ l1_84 ^ l1_85;
    (* keep *) wire l2_7 = l1_86 ^ l1_87 ^ l1_88 ^ l1_89;
    (* keep *) wire l2_8 = l1_90 ^ l1_91 ^ l1_92 ^ l1_93;
    (* keep *) wire l2_9 = l1_94 ^ l1_95 ^ l1_96 ^ l1_97;
    (* keep *) wire l2_10 = l1_98 ^ l1_99 ^ l1_100 ^ l1_101;
    (* keep *) wire l2_11 = l1_102 ^ l1_103 ^ l1_104 ^ l1_105;
    (* keep *) wire l2_12 = l1_106 ^ l1_107 ^ l1_108 ^ l1_109;
    (* keep *) wire l2_13 = l1_110 ^ l1_111 ^ l1_112 ^ l1_113;
    (* keep *) wire l2_14 = l1_114 ^ l1_115 ^ l1_116 ^ l1_117;
    (* keep *) wire l2_15 = l1_118 ^ l1_119 ^ l1_120 ^ l1_121 ^ l1_122;
    (* keep *) wire l2_16 = l1_123 ^ l1_124 ^ l1_125 ^ l1_126;
    (* keep *) wire l2_17 = l1_127 ^ l1_128 ^ l1_129 ^ l1_130 ^ l1_131;
    (* keep *) wire l2_18 = l1_132 ^ l1_133 ^ l1_134 ^ l1_135;
    (* keep *) wire l2_19 = l1_136 ^ l1_137 ^ l1_138 ^ l1_139 ^ l1_140;
    (* keep *) wire l2_20 = l1_141 ^ l1_142 ^ l1_143 ^ l1_144 ^ l1_145;
    (* keep *) wire l2_21 = l1_146 ^ l1_147 ^ l1_148 ^ l1_149 ^ l1_150;
    (* keep *) wire l2_22 = l1_151 ^ l1_152 ^ l1_153 ^ l1_154 ^ l1_155;
    (* keep *) wire l2_23 = l1_156 ^ l1_157 ^ l1_158 ^ l1_159 ^ l1_160;
    (* keep *) wire l2_24 = l1_161 ^ l1_162 ^ l1_163 ^ l1_164 ^ l1_165;
    (* keep *) wire l2_25 = l1_166 ^ l1_167 ^ l1_168 ^ l1_169 ^ l1_170;
    (* keep *) wire l2_26 = l1_171 ^ l1_172 ^ l1_173 ^ l1_174 ^ l1_175;
    (* keep *) wire l2_27 = l1_176 ^ l1_177 ^ l1_178 ^ l1_179 ^ l1_180 ^ l1_181;
    (* keep *) wire l2_28 = l1_182 ^ l1_183 ^ l1_184 ^ l1_185 ^ l1_186;
    (* keep *) wire l2_29 = l1_187 ^ l1_188 ^ l1_189 ^ l1_190 ^ l1_191 ^ l1_192;
    (* keep *) wire l2_30 = l1_193 ^ l1_194 ^ l1_195 ^ l1_196 ^ l1_197;
    (* keep *) wire l2_31 = l1_198 ^ l1_199 ^ l1_200 ^ l1_201 ^ l1_202 ^ l1_203;
    (* keep *) wire l2_32 = l1_204 ^ l1_205 ^ l1_206 ^ l1_207 ^ l1_208 ^ l1_209;
    (* keep *) wire l2_33 = l1_210 ^ l1_211 ^ l1_212 ^ l1_213 ^ l1_214 ^ l1_215;
    (* keep *) wire l2_34 = l1_216 ^ l1_217 ^ l1_218 ^ l1_219 ^ l1_220 ^ l1_221;
    (* keep *) wire l2_35 = l1_222 ^ l1_223 ^ l1_224 ^ l1_225 ^ l1_226 ^ l1_227;
    (* keep *) wire l2_36 = l1_228 ^ l1_229 ^ l1_230 ^ l1_231 ^ l1_232 ^ l1_233;
    (* keep *) wire l2_37 = l1_234 ^ l1_235 ^ l1_236 ^ l1_237 ^ l1_238 ^ l1_239;
    (* keep *) wire l2_38 = l1_240 ^ l1_241 ^ l1_242 ^ l1_243;
    (* keep *) wire l2_39 = l1_244 ^ l1_245 ^ l1_246 ^ l1_247;
    (* keep *) wire l2_40 = l1_248 ^ l1_249 ^ l1_250 ^ l1_251 ^ l1_252;
    (* keep *) wire l2_41 = l1_253 ^ l1_254 ^ l1_255 ^ l1_256;
    (* keep *) wire l2_42 = l1_257 ^ l1_258 ^ l1_259 ^ l1_260;
    (* keep *) wire l2_43 = l1_261 ^ l1_262 ^ l1_263 ^ l1_264 ^ l1_265;
    (* keep *) wire l2_44 = l1_266 ^ l1_267 ^ l1_268 ^ l1_269;
    (* keep *) wire l2_45 = l1_270 ^ l1_271 ^ l1_272 ^ l1_273 ^ l1_274;
    (* keep *) wire l2_46 = l1_275 ^ l1_276 ^ l1_277 ^ l1_278 ^ l1_279;
    (* keep *) wire l2_47 = l1_280 ^ l1_281 ^ l1_282 ^ l1_283;
    (* keep *) wire l2_48 = l1_284 ^ l1_285 ^ l1_286 ^ l1_287 ^ l1_288;
    (* keep *) wire l2_49 = l1_289 ^ l1_290 ^ l1_291 ^ l1_292 ^ l1_293;
    (* keep *) wire l2_50 = l1_294 ^ l1_295 ^ l1_296 ^ l1_297;
    (* keep *) wire l2_51 = l1_298 ^ l1_299 ^ l1_300 ^ l1_301 ^ l1_302;
    (* keep *) wire l2_52 = l1_303 ^ l1_304 ^ l1_305 ^ l1_306 ^ l1_307;
    (* keep *) wire l2_53 = l1_308 ^ l1_309 ^ l1_310 ^ l1_311 ^ l1_312;
    (* keep *) wire l2_54 = l1_313 ^ l1_314 ^ l1_315 ^ l1_316 ^ l1_317;
    (* keep *) wire l2_55 = l1_318 ^ l1_319 ^ l1_320 ^ l1_321 ^ l1_322;
    (* keep *) wire l2_56 = l1_323 ^ l1_324 ^ l1_325 ^ l1_326 ^ l1_327;
    (* keep *) wire l2_57 = l1_328 ^ l1_329 ^ l1_330 ^ l1_331 ^ l1_332;
    (* keep *) wire l2_58 = l1_333 ^ l1_334 ^ l1_335 ^ l1_336 ^ l1_337;
    (* keep *) wire l2_59 = l1_338 ^ l1_339 ^ l1_340 ^ l1_341 ^ l1_342;
    (* keep *) wire l2_60 = l1_343 ^ l1_344 ^ l1_345 ^ l1_346 ^ l1_347;
    (* keep *) wire l2_61 = l1_348 ^ l1_349 ^ l1_350 ^ l1_351 ^ l1_352;
    (* keep *) wire l2_62 = l1_353 ^ l1_354 ^ l1_355 ^ l1_356 ^ l1_357;
    (* keep *) wire l2_63 = l1_358 ^ l1_359 ^ l1_360 ^ l1_361 ^ l1_362;
    (* keep *) wire l2_64 = l1_363 ^ l1_364 ^ l1_365 ^ l1_366 ^ l1_367 ^ l1_368;
    (* keep *) wire l2_65 = l1_369 ^ l1_370 ^ l1_371 ^ l1_372 ^ l1_373;
    (* keep *) wire l2_66 = l1_374 ^ l1_375 ^ l1_376 ^ l1_377 ^ l1_378;
    (* keep *) wire l2_67 = l1_379 ^ l1_380 ^ l1_381 ^ l1_382 ^ l1_383 ^ l1_384;
    (* keep *) wire l2_68 = l1_385 ^ l1_386 ^ l1_387 ^ l1_388 ^ l1_389;
    (* keep *) wire l2_69 = l1_390 ^ l1_391 ^ l1_392 ^ l1_393 ^ l1_394;
    (* keep *) wire l2_70 = l1_395 ^ l1_396 ^ l1_397 ^ l1_398 ^ l1_399 ^ l1_400;
    (* keep *) wire l2_71 = l1_401 ^ l1_402 ^ l1_403 ^ l1_404 ^ l1_405;
    (* keep *) wire l2_72 = l1_406 ^ l1_407 ^ l1_408 ^ l1_409 ^ l1_410 ^ l1_411;
    (* keep *) wire l2_73 = l1_412 ^ l1_413 ^ l1_414 ^ l1_415 ^ l1_416 ^ l1_417;
    (* keep *) wire l2_74 = l1_418 ^ l1_419 ^ l1_420 ^ l1_421 ^ l1_422;
    (* keep *) wire l2_75 = l1_423 ^ l1_424 ^ l1_425 ^ l1_426 ^ l1_427 ^ l1_428;
    (* keep *) wire l2_76 = l1_429 ^ l1_430 ^ l1_431 ^ l1_432 ^ l1_433 ^ l1_434;
    (* keep *) wire l2_77 = l1_435 ^ l1_436 ^ l1_437 ^ l1_438 ^ l1_439;
    (* keep *) wire l2_78 = l1_440 ^ l1_441 ^ l1_442 ^ l1_443 ^ l1_444 ^ l1_445;
    (* keep *) wire l2_79 = l1_446 ^ l1_447 ^ l1_448 ^ l1_449 ^ l1_450 ^ l1_451;
    (* keep *) wire l2_80 = l1_452 ^ l1_453 ^ l1_454 ^ l1_455 ^ l1_456 ^ l1_457;
    (* keep *) wire l2_81 = l1_458 ^ l1_459 ^ l1_460 ^ l1_461 ^ l1_462 ^ l1_463;
    (* keep *) wire l2_82 = l1_464 ^ l1_465 ^ l1_466 ^ l1_467 ^ l1_468 ^ l1_469;
    (* keep *) wire l2_83 = l1_470 ^ l1_471 ^ l1_472 ^ l1_473 ^ l1_474 ^ l1_475;
    (* keep *) wire l2_84 = l1_476 ^ l1_477 ^ l1_478 ^ l1_479 ^ l1_480 ^ l1_481;
    (* keep *) wire l2_85 = l1_482 ^ l1_483 ^ l1_484 ^ l1_485 ^ l1_486 ^ l1_487;
    (* keep *) wire l2_86 = l1_488 ^ l1_489 ^ l1_490 ^ l1_491 ^ l1_492 ^ l1_493;
    (* keep *) wire l2_87 = l1_494 ^ l1_495 ^ l1_496 ^ l1_497 ^ l1_498 ^ l1_499;
    (* keep *) wire l2_88 = l1_500 ^ l1_501 ^ l1_502 ^ l1_503 ^ l1_504 ^ l1_505;
    (* keep *) wire l2_89 = l1_506 ^ l1_507 ^ l1_508 ^ l1_509;
    (* keep *) wire l2_90 = l1_510 ^ l1_511 ^ l1_512 ^ l1_513 ^ l1_514;
    (* keep *) wire l2_91 = l1_515 ^ l1_516 ^ l1_517 ^ l1_518 ^ l1_519;
    (* keep *) wire l2_92 = l1_520 ^ l1_521 ^ l1_522 ^ l1_523 ^ l1_524;
    (* keep *) wire l2_93 = l1_525 ^ l1_526 ^ l1_527 ^ l1_528;
    (* keep *) wire l2_94 = l1_529 ^ l1_530 ^ l1_531 ^ l1_532 ^ l1_533;
    (* keep *) wire l2_95 = l1_534 ^ l1_535 ^ l1_536 ^ l1_537 ^ l1_538;
    (* keep *) wire l2_96 = l1_539 ^ l1_540 ^ l1_541 ^ l1_542 ^ l1_543;
    (* keep *) wire l2_97 = l1_544 ^ l1_545 ^ l1_546 ^ l1_547;
    (* keep *) wire l2_98 = l1_548 ^ l1_549 ^ l1_550 ^ l1_551 ^ l1_552;
    (* keep *) wire l2_99 = l1_553 ^ l1_554 ^ l1_555 ^ l1_556 ^ l1_557;
    (* keep *) wire l2_100 = l1_558 ^ l1_559 ^ l1_560 ^ l1_561 ^ l1_562;
    (* keep *) wire l2_101 = l1_563 ^ l1_564 ^ l1_565 ^ l1_566 ^ l1_567;
    (* keep *) wire l2_102 = l1_568 ^ l1_569 ^ l1_570 ^ l1_571 ^ l1_572;
    (* keep *) wire l2_103 = l1_573 ^ l1_574 ^ l1_575 ^ l1_576 ^ l1_577;
    (* keep *) wire l2_104 = l1_578 ^ l1_579 ^ l1_580 ^ l1_581 ^ l1_582;
    (* keep *) wire l2_105 = l1_583 ^ l1_584 ^ l1_585 ^ l1_586 ^ l1_587;
    (* keep *) wire l2_106 = l1_588 ^ l1_589 ^ l1_590 ^ l1_591 ^ l1_592;
    (* keep *) wire l2_107 = l1_593 ^ l1_594 ^ l1_595 ^ l1_596 ^ l1_597;
    (* keep *) wire l2_108 = l1_598 ^ l1_599 ^ l1_600 ^ l1_601 ^ l1_602;
    (* keep *) wire l2_109 = l1_603 ^ l1_604 ^ l1_605 ^ l1_606 ^ l1_607;
    (* keep *) wire l2_110 = l1_608 ^ l1_609 ^ l1_610 ^ l1_611 ^ l1_612;
    (* keep *) wire l2_111 = l1_613 ^ l1_614 ^ l1_615 ^ l1_616 ^ l1_617;
    (* keep *) wire l2_112 = l1_618 ^ l1_619 ^ l1_620 ^ l1_621 ^ l1_622;
    (* keep *) wire l2_113 = l1_623 ^ l1_624 ^ l1_625 ^ l1_626 ^ l1_627;
    (* keep *) wire l2_114 = l1_628 ^ l1_629 ^ l1_630 ^ l1_631 ^ l1_632;
    (* keep *) wire l2_115 = l1_633 ^ l1_634 ^ l1_635 ^ l1_636 ^ l1_637;
    (* keep *) wire l2_116 = l1_638 ^ l1_639 ^ l1_640 ^ l1_641 ^ l1_642 ^ l1_643;
    (* keep *) wire l2_117 = l1_644 ^ l1_645 ^ l1_646 ^ l1_647 ^ l1_648;
    (* keep *) wire l2_118 = l1_649 ^ l1_650 ^ l1_651 ^ l1_652 ^ l1_653;
    (* keep *) wire l2_119 = l1_654 ^ l1_655 ^ l1_656 ^ l1_657 ^ l1_658;
    (* keep *) wire l2_120 = l1_659 ^ l1_660 ^ l1_661 ^ l1_662 ^ l1_663 ^ l1_664;
    (* keep *) wire l2_121 = l1_665 ^ l1_666 ^ l1_667 ^ l1_668 ^ l1_669;
    (* keep *) wire l2_122 = l1_670 ^ l1_671 ^ l1_672 ^ l1_673 ^ l1_674;
    (* keep *) wire l2_123 = l1_675 ^ l1_676 ^ l1_677 ^ l1_678 ^ l1_679;
    (* keep *) wire l2_124 = l1_680 ^ l1_681 ^ l1_682 ^ l1_683 ^ l1_684 ^ l1_685;
    (* keep *) wire l2_125 = l1_686 ^ l1_687 ^ l1_688 ^ l1_689 ^ l1_690;
    (* keep *) wire l2_126 = l1_691 ^ l1_692 ^ l1_693 ^ l1_694 ^ l1_695;
    (* keep *) wire l2_127 = l1_696 ^ l1_697 ^ l1_698 ^ l1_699 ^ l1_700;
    (* keep *) wire l2_128 = l1_701 ^ l1_702 ^ l1_703 ^ l1_704 ^ l1_705 ^ l1_706;
    (* keep *) wire l2_129 = l1_707 ^ l1_708 ^ l1_709 ^ l1_710 ^ l1_711;
    (* keep *) wire l2_130 = l1_712 ^ l1_713 ^ l1_714 ^ l1_715 ^ l1_716;
    (* keep *) wire l2_131 = l1_717 ^ l1_718 ^ l1_719 ^ l1_720 ^ l1_721;
    (* keep *) wire l2_132 = l1_722 ^ l1_723 ^ l1_724 ^ l1_725 ^ l1_726 ^ l1_727;
    (* keep *) wire l2_133 = l1_728 ^ l1_729 ^ l1_730 ^ l1_731 ^ l1_732;
    (* keep *) wire l2_134 = l1_733 ^ l1_734 ^ l1_735 ^ l1_736 ^ l1_737;
    (* keep *) wire l2_135 = l1_738 ^ l1_739 ^ l1_740 ^ l1_741 ^ l1_742;
    (* keep *) wire l2_136 = l1_743 ^ l1_744 ^ l1_745 ^ l1_746 ^ l1_747;
    (* keep *) wire l2_137 = l1_748 ^ l1_749 ^ l1_750 ^ l1_751 ^ l1_752;
    (* keep *) wire l2_138 = l1_753 ^ l1_754 ^ l1_755 ^ l1_756 ^ l1_757;
    (* keep *) wire l2_139 = l1_758 ^ l1_759 ^ l1_760 ^ l1_761 ^ l1_762;
    (* keep *) wire l2_140 = l1_763 ^ l1_764 ^ l1_765 ^ l1_766 ^ l1_767;
    (* keep *) wire l2_141 = l1_768 ^ l1_769 ^ l1_770 ^ l1_771 ^ l1_772;
    (* keep *) wire l2_142 = l1_773 ^ l1_774 ^ l1_775 ^ l1_776 ^ l1_777;
    (* keep *) wire l2_143 = l1_778 ^ l1_779 ^ l1_780 ^ l1_781 ^ l1_782;
    (* keep *) wire l2_144 = l1_783 ^ l1_784 ^ l1_785 ^ l1_786 ^ l1_787;
    (* keep *) wire l2_145 = l1_788 ^ l1_789 ^ l1_790 ^ l1_791;
    (* keep *) wire l2_146 = l1_792 ^ l1_793 ^ l1_794 ^ l1_795 ^ l1_796;
    (* keep *) wire l2_147 = l1_797 ^ l1_798 ^ l1_799 ^ l1_800 ^ l1_801;
    (* keep *) wire l2_148 = l1_802 ^ l1_803 ^ l1_804 ^ l1_805 ^ l1_806;
    (* keep *) wire l2_149 = l1_807 ^ l1_808 ^ l1_809 ^ l1_810;
    (* keep *) wire l2_150 = l1_811 ^ l1_812 ^ l1_813 ^ l1_814 ^ l1_815;
    (* keep *) wire l2_151 = l1_816 ^ l1_817 ^ l1_818 ^ l1_819 ^ l1_820;
    (* keep *) wire l2_152 = l1_821 ^ l1_822 ^ l1_823 ^ l1_824 ^ l1_825;
    (* keep *) wire l2_153 = l1_826 ^ l1_827 ^ l1_828 ^ l1_829;
    (* keep *) wire l2_154 = l1_830 ^ l1_831 ^ l1_832 ^ l1_833 ^ l1_834;
    (* keep *) wire l2_155 = l1_835 ^ l1_836 ^ l1_837 ^ l1_838 ^ l1_839;
    (* keep *) wire l2_156 = l1_840 ^ l1_841 ^ l1_842 ^ l1_843 ^ l1_844;
    (* keep *) wire l2_157 = l1_845 ^ l1_846 ^ l1_847 ^ l1_848 ^ l1_849 ^ l1_850;
    (* keep *) wire l2_158 = l1_851 ^ l1_852 ^ l1_853 ^ l1_854 ^ l1_855 ^ l1_856;
    (* keep *) wire l2_159 = l1_857 ^ l1_858 ^ l1_859 ^ l1_860 ^ l1_861 ^ l1_862;
    (* keep *) wire l2_160 = l1_863 ^ l1_864 ^ l1_865 ^ l1_866 ^ l1_867 ^ l1_868;
    (* keep *) wire l2_161 = l1_869 ^ l1_870 ^ l1_871 ^ l1_872 ^ l1_873 ^ l1_874;
    (* keep *) wire l2_162 = l1_875 ^ l1_876 ^ l1_877 ^ l1_878 ^ l1_879 ^ l1_880;
    (* keep *) wire l2_163 = l1_881 ^ l1_882 ^ l1_883 ^ l1_884 ^ l1_885 ^ l1_886;
    (* keep *) wire l2_164 = l1_887 ^ l1_888 ^ l1_889 ^ l1_890 ^ l1_891 ^ l1_892;
    (* keep *) wire l2_165 = l1_893 ^ l1_894 ^ l1_895 ^ l1_896 ^ l1_897 ^ l1_898;
    (* keep *) wire l2_166 = l1_899 ^ l1_900 ^ l1_901 ^ l1_902 ^ l1_903;
    (* keep *) wire l2_167 = l1_904 ^ l1_905 ^ l1_906 ^ l1_907 ^ l1_908 ^ l1_909;
    (* keep *) wire l2_168 = l1_910 ^ l1_911 ^ l1_912 ^ l1_913 ^ l1_914 ^ l1_915;
    (* keep *) wire l2_169 = l1_916 ^ l1_917 ^ l1_918 ^ l1_919 ^ l1_920;
    (* keep *) wire l2_170 = l1_921 ^ l1_922 ^ l1_923 ^ l1_924 ^ l1_925 ^ l1_926;
    (* keep *) wire l2_171 = l1_927 ^ l1_928 ^ l1_929 ^ l1_930 ^ l1_931 ^ l1_932;
    (* keep *) wire l2_172 = l1_933 ^ l1_934 ^ l1_935 ^ l1_936 ^ l1_937;
    (* keep *) wire l2_173 = l1_938 ^ l1_939 ^ l1_940 ^ l1_941 ^ l1_942 ^ l1_943;
    (* keep *) wire l2_174 = l1_944 ^ l1_945 ^ l1_946 ^ l1_947 ^ l1_948 ^ l1_949;
    (* keep *) wire l2_175 = l1_950 ^ l1_951 ^ l1_952 ^ l1_953 ^ l1_954;
    (* keep *) wire l2_176 = l1_955 ^ l1_956 ^ l1_957 ^ l1_958 ^ l1_959;
    (* keep *) wire l2_177 = l1_960 ^ l1_961 ^ l1_962 ^ l1_963 ^ l1_964 ^ l1_965;
    (* keep *) wire l2_178 = l1_966 ^ l1_967 ^ l1_968 ^ l1_969 ^ l1_970;
    (* keep *) wire l2_179 = l1_971 ^ l1_972 ^ l1_973 ^ l1_974 ^ l1_975;
    (* keep *) wire l2_180 = l1_976 ^ l1_977 ^ l1_978 ^ l1_979 ^ l1_980 ^ l1_981;
    (* keep *) wire l2_181 = l1_982 ^ l1_983 ^ l1_984 ^ l1_985 ^ l1_986;
    (* keep *) wire l2_182 = l1_987 ^ l1_988 ^ l1_989 ^ l1_990 ^ l1_991;
    (* keep *) wire l2_183 = l1_992 ^ l1_993 ^ l1_994 ^ l1_995 ^ l1_996 ^ l1_997;
    (* keep *) wire l2_184 = l1_998 ^ l1_999 ^ l1_1000 ^ l1_1001 ^ l1_1002;
    (* keep *) wire l2_185 = l1_1003 ^ l1_1004 ^ l1_1005 ^ l1_1006 ^ l1_1007;
    (* keep *) wire l2_186 = l1_1008 ^ l1_1009 ^ l1_1010 ^ l1_1011 ^ l1_1012;
    (* keep *) wire l2_187 = l1_1013 ^ l1_1014 ^ l1_1015 ^ l1_1016 ^ l1_1017;
    (* keep *) wire l2_188 = l1_1018 ^ l1_1019 ^ l1_1020 ^ l1_1021 ^ l1_1022;
    (* keep *) wire l2_189 = l1_1023 ^ l1_1024 ^ l1_1025 ^ l1_1026 ^ l1_1027;
    (* keep *) wire l2_190 = l1_1028 ^ l1_1029 ^ l1_1030 ^ l1_1031 ^ l1_1032;
    (* keep *) wire l2_191 = l1_1033 ^ l1_1034 ^ l1_1035 ^ l1_1036 ^ l1_1037;
    (* keep *) wire l2_192 = l1_1038 ^ l1_1039 ^ l1_1040 ^ l1_1041 ^ l1_1042;
    (* keep *) wire l2_193 = l1_1043 ^ l1_1044 ^ l1_1045 ^ l1_1046;
    (* keep *) wire l2_194 = l1_1047 ^ l1_1048 ^ l1_1049 ^ l1_1050 ^ l1_1051;
    (* keep *) wire l2_195 = l1_1052 ^ l1_1053 ^ l1_1054 ^ l1_1055 ^ l1_1056;
    (* keep *) wire l2_196 = l1_1057 ^ l1_1058 ^ l1_1059 ^ l1_1060;
    (* keep *) wire l2_197 = l1_1061 ^ l1_1062 ^ l1_1063 ^ l1_1064 ^ l1_1065;
    (* keep *) wire l2_198 = l1_1066 ^ l1_1067 ^ l1_1068 ^ l1_1069 ^ l1_1070;
    (* keep *) wire l2_199 = l1_1071 ^ l1_1072 ^ l1_1073 ^ l1_1074;
    (* keep *) wire l2_200 = l1_1075 ^ l1_1076 ^ l1_1077 ^ l1_1078 ^ l1_1079;
    (* keep *) wire l2_201 = l1_1080 ^ l1_1081 ^ l1_1082 ^ l1_1083 ^ l1_1084;
    (* keep *) wire l2_202 = l1_1085 ^ l1_1086 ^ l1_1087 ^ l1_1088;
    (* keep *) wire l2_203 = l1_1089 ^ l1_1090 ^ l1_1091 ^ l1_1092;
    (* keep *) wire l2_204 = l1_1093 ^ l1_1094 ^ l1_1095 ^ l1_1096 ^ l1_1097;
    (* keep *) wire l2_205 = l1_1098 ^ l1_1099 ^ l1_1100 ^ l1_1101;
    (* keep *) wire l2_206 = l1_1102 ^ l1_1103 ^ l1_1104 ^ l1_1105;
    (* keep *) wire l2_207 = l1_1106 ^ l1_1107 ^ l1_1108 ^ l1_1109 ^ l1_1110;
    (* keep *) wire l2_208 = l1_1111 ^ l1_1112 ^ l1_1113 ^ l1_1114 ^ l1_1115 ^ l1_1116;
    (* keep *) wire l2_209 = l1_1117 ^ l1_1118 ^ l1_1119 ^ l1_1120 ^ l1_1121 ^ l1_1122;
    (* keep *) wire l2_210 = l1_1123 ^ l1_1124 ^ l1_1125 ^ l1_1126 ^ l1_1127 ^ l1_1128;
    (* keep *) wire l2_211 = l1_1129 ^ l1_1130 ^ l1_1131 ^ l1_1132 ^ l1_1133 ^ l1_1134;
    (* keep *) wire l2_212 = l1_1135 ^ l1_1136 ^ l1_1137 ^ l1_1138 ^ l1_1139 ^ l1_1140;
    (* keep *) wire l2_213 = l1_1141 ^ l1_1142 ^ l1_1143 ^ l1_1144 ^ l1_1145 ^ l1_1146;
    (* keep *) wire l2_214 = l1_1147 ^ l1_1148 ^ l1_1149 ^ l1_1150 ^ l1_1151;
    (* keep *) wire l2_215 = l1_1152 ^ l1_1153 ^ l1_1154 ^ l1_1155 ^ l1_1156 ^ l1_1157;
    (* keep *) wire l2_216 = l1_1158 ^ l1_1159 ^ l1_1160 ^ l1_1161 ^ l1_1162;
    (* keep *) wire l2_217 = l1_1163 ^ l1_1164 ^ l1_1165 ^ l1_1166 ^ l1_1167 ^ l1_1168;
    (* keep *) wire l2_218 = l1_1169 ^ l1_1170 ^ l1_1171 ^ l1_1172 ^ l1_1173;
    (* keep *) wire l2_219 = l1_1174 ^ l1_1175 ^ l1_1176 ^ l1_1177 ^ l1_1178 ^ l1_1179;
    (* keep *) wire l2_220 = l1_1180 ^ l1_1181 ^ l1_1182 ^ l1_1183 ^ l1_1184;
    (* keep *) wire l2_221 = l1_1185 ^ l1_1186 ^ l1_1187 ^ l1_1188 ^ l1_1189;
    (* keep *) wire l2_222 = l1_1190 ^ l1_1191 ^ l1_1192 ^ l1_1193 ^ l1_1194;
    (* keep *) wire l2_223 = l1_1195 ^ l1_1196 ^ l1_1197 ^ l1_1198 ^ l1_1199;
    (* keep *) wire l2_224 = l1_1200 ^ l1_1201 ^ l1_1202 ^ l1_1203 ^ l1_1204;
    (* keep *) wire l2_225 = l1_1205 ^ l1_1206 ^ l1_1207 ^ l1_1208 ^ l1_1209;
    (* keep *) wire l2_226 = l1_1210 ^ l1_1211 ^ l1_1212 ^ l1_1213;
    (* keep *) wire l2_227 = l1_1214 ^ l1_1215 ^ l1_1216 ^ l1_1217 ^ l1_1218;
    (* keep *) wire l2_228 = l1_1219 ^ l1_1220 ^ l1_1221 ^ l1_1222;
    (* keep *) wire l2_229 = l1_1223 ^ l1_1224 ^ l1_1225 ^ l1_1226 ^ l1_1227;
    (* keep *) wire l2_230 = l1_1228 ^ l1_1229 ^ l1_1230 ^ l1_1231;
    (* keep *) wire l2_231 = l1_1232 ^ l1_1233 ^ l1_1234 ^ l1_1235 ^ l1_1236;
    (* keep *) wire l2_232 = l1_1237 ^ l1_1238 ^ l1_1239 ^ l1_1240;
    (* keep *) wire l2_233 = l1_1241 ^ l1_1242 ^ l1_1243 ^ l1_1244;
    (* keep *) wire l2_234 = l1_1245 ^ l1_1246 ^ l1_1247 ^ l1_1248;
    (* keep *) wire l2_235 = l1_1249 ^ l1_1250 ^ l1_1251 ^ l1_1252;
    (* keep *) wire l2_236 = l1_1253 ^ l1_1254 ^ l1_1255 ^ l1_1256;
    (* keep *) wire l2_237 = l1_1257 ^ l1_1258 ^ l1_1259 ^ l1_1260;
    (* keep *) wire l2_238 = l1_1261 ^ l1_1262 ^ l1_1263;
    (* keep *) wire l2_239 = l1_1264 ^ l1_1265 ^ l1_1266 ^ l1_1267;
    (* keep *) wire l2_240 = l1_1268 ^ l1_1269 ^ l1_1270;
    (* keep *) wire l2_241 = l1_1271 ^ l1_1272 ^ l1_1273 ^ l1_1274;
    (* keep *) wire l2_242 = l1_1275 ^ l1_1276 ^ l1_1277;
    (* keep *) wire l2_243 = l1_1278 ^ l1_1279 ^ l1_1280 ^ l1_1281;
    (* keep *) wire l2_244 = l1_1282 ^ l1_1283 ^ l1_1284 ^ l1_1285 ^ l1_1286 ^ l1_1287;
    (* keep *) wire l2_245 = l1_1288 ^ l1_1289 ^ l1_1290 ^ l1_1291 ^ l1_1292 ^ l1_1293;
    (* keep *) wire l2_246 = l1_1408 ^ l1_1409 ^ l1_1410 ^ l1_1411 ^ l1_1412 ^ l1_1413;
    (* keep *) wire l2_247 = l1_1414 ^ l1_1415 ^ l1_1416 ^ l1_1417 ^ l1_1418 ^ l1_1419;
    (* keep *) wire l2_248 = l1_1420 ^ l1_1421 ^ l1_1422;
    (* keep *) wire l2_249 = l1_1423 ^ l1_1424 ^ l1_1425 ^ l1_1426;
    (* keep *) wire l2_250 = l1_1427 ^ l1_1428 ^ l1_1429;
    (* keep *) wire l2_251 = l1_1430 ^ l1_1431 ^ l1_1432 ^ l1_1433;
    (* keep *) wire l2_252 = l1_1434 ^ l1_1435 ^ l1_1436;
    (* keep *) wire l2_253 = l1_1437 ^ l1_1438 ^ l1_1439 ^ l1_1440;
    (* keep *) wire l2_254 = l1_1441 ^ l1_1442 ^ l1_1443 ^ l1_1444;
    (* keep *) wire l2_255 = l1_1445 ^ l1_1446 ^ l1_1447 ^ l1_1448;
    (* keep *) wire l2_256 = l1_1449 ^ l1_1450 ^ l1_1451 ^ l1_1452;
    (* keep *) wire l2_257 = l1_1453 ^ l1_1454 ^ l1_1455 ^ l1_1456;
    (* keep *) wire l2_258 = l1_1457 ^ l1_1458 ^ l1_1459 ^ l1_1460;
    (* keep *) wire l2_259 = l1_1461 ^ l1_1462 ^ l1_1463 ^ l1_1464;
    (* keep *) wire l2_260 = l1_1465 ^ l1_1466 ^ l1_1467 ^ l1_1468;
    (* keep *) wire l2_261 = l1_1469 ^ l1_1470 ^ l1_1471 ^ l1_1472 ^ l1_1473;
    (* keep *) wire l2_262 = l1_1474 ^ l1_1475 ^ l1_1476 ^ l1_1477;
    (* keep *) wire l2_263 = l1_1478 ^ l1_1479 ^ l1_1480 ^ l1_1481 ^ l1_1482;
    (* keep *) wire l2_264 = l1_1483 ^ l1_1484 ^ l1_1485 ^ l1_1486;
    (* keep *) wire l2_265 = l1_1487 ^ l1_1488 ^ l1_1489 ^ l1_1490 ^ l1_1491;
    (* keep *) wire l2_266 = l1_1492 ^ l1_1493 ^ l1_1494 ^ l1_1495 ^ l1_1496;
    (* keep *) wire l2_267 = l1_1497 ^ l1_1498 ^ l1_1499 ^ l1_1500 ^ l1_1501;
    (* keep *) wire l2_268 = l1_1502 ^ l1_1503 ^ l1_1504 ^ l1_1505 ^ l1_1506;
    (* keep *) wire l2_269 = l1_1507 ^ l1_1508 ^ l1_1509 ^ l1_1510 ^ l1_1511;
    (* keep *) wire l2_270 = l1_1512 ^ l1_1513 ^ l1_1514 ^ l1_1515 ^ l1_1516;
    (* keep *) wire l2_271 = l1_1517 ^ l1_1518 ^ l1_1519 ^ l1_1520 ^ l1_1521;
    (* keep *) wire l2_272 = l1_1522 ^ l1_1523 ^ l1_1524 ^ l1_1525 ^ l1_1526;
    (* keep *) wire l2_273 = l1_1527 ^ l1_1528 ^ l1_1529 ^ l1_1530 ^ l1_1531 ^ l1_1532;
    (* keep *) wire l2_274 = l1_1533 ^ l1_1534 ^ l1_1535 ^ l1_1536 ^ l1_1537;
    (* keep *) wire l2_275 = l1_1538 ^ l1_1539 ^ l1_1540 ^ l1_1541 ^ l1_1542 ^ l1_1543;
    (* keep *) wire l2_276 = l1_1544 ^ l1_1545 ^ l1_1546 ^ l1_1547 ^ l1_1548;
    (* keep *) wire l2_277 = l1_1549 ^ l1_1550 ^ l1_1551 ^ l1_1552 ^ l1_1553 ^ l1_1554;
    (* keep *) wire l2_278 = l1_1555 ^ l1_1556 ^ l1_1557 ^ l1_1558 ^ l1_1559 ^ l1_1560;
    (* keep *) wire l2_279 = l1_1561 ^ l1_1562 ^ l1_1563 ^ l1_1564 ^ l1_1565 ^ l1_1566;
    (* keep *) wire l2_280 = l1_1567 ^ l1_1568 ^ l1_1569 ^ l1_1570 ^ l1_1571 ^ l1_1572;
    (* keep *) wire l2_281 = l1_1573 ^ l1_1574 ^ l1_1575 ^ l1_1576 ^ l1_1577 ^ l1_1578;
    (* keep *) wire l2_282 = l1_1579 ^ l1_1580 ^ l1_1581 ^ l1_1582 ^ l1_1583 ^ l1_1584;
    (* keep *) wire l2_283 = l1_1585 ^ l1_1586 ^ l1_1587 ^ l1_1588 ^ l1_1589 ^ l1_1590;
    (* keep *) wire l2_284 = l1_1591 ^ l1_1592 ^ l1_1593 ^ l1_1594;
    (* keep *) wire l2_285 = l1_1595 ^ l1_1596 ^ l1_1597 ^ l1_1598;
    (* keep *) wire l2_286 = l1_1599 ^ l1_1600 ^ l1_1601 ^ l1_1602 ^ l1_1603;
    (* keep *) wire l2_287 = l1_1604 ^ l1_1605 ^ l1_1606 ^ l1_1607;
    (* keep *) wire l2_288 = l1_1608 ^ l1_1609 ^ l1_1610 ^ l1_1611;
    (* keep *) wire l2_289 = l1_1612 ^ l1_1613 ^ l1_1614 ^ l1_1615 ^ l1_1616;
    (* keep *) wire l2_290 = l1_1617 ^ l1_1618 ^ l1_1619 ^ l1_1620;
    (* keep *) wire l2_291 = l1_1621 ^ l1_1622 ^ l1_1623 ^ l1_1624 ^ l1_1625;
    (* keep *) wire l2_292 = l1_1626 ^ l1_1627 ^ l1_1628 ^ l1_1629 ^ l1_1630;
    (* keep *) wire l2_293 = l1_1631 ^ l1_1632 ^ l1_1633 ^ l1_1634;
    (* keep *) wire l2_294 = l1_1635 ^ l1_1636 ^ l1_1637 ^ l1_1638 ^ l1_1639;
    (* keep *) wire l2_295 = l1_1640 ^ l1_1641 ^ l1_1642 ^ l1_1643 ^ l1_1644;
    (* keep *) wire l2_296 = l1_1645 ^ l1_1646 ^ l1_1647 ^ l1_1648;
    (* keep *) wire l2_297 = l1_1649 ^ l1_1650 ^ l1_1651 ^ l1_1652 ^ l1_1653;
    (* keep *) wire l2_298 = l1_1654 ^ l1_1655 ^ l1_1656 ^ l1_1657 ^ l1_1658;
    (* keep *) wire l2_299 = l1_1659 ^ l1_1660 ^ l1_1661 ^ l1_1662 ^ l1_1663;
    (* keep *) wire l2_300 = l1_1664 ^ l1_1665 ^ l1_1666 ^ l1_1667 ^ l1_1668;
    (* keep *) wire l2_301 = l1_1669 ^ l1_1670 ^ l1_1671 ^ l1_1672 ^ l1_1673;
    (* keep *) wire l2_302 = l1_1674 ^ l1_1675 ^ l1_1676 ^ l1_1677 ^ l1_1678;
    (* keep *) wire l2_303 = l1_1679 ^ l1_1680 ^ l1_1681 ^ l1_1682 ^ l1_1683;
    (* keep *) wire l2_304 = l1_1684 ^ l1_1685 ^ l1_1686 ^ l1_1687 ^ l1_1688;
    (* keep *) wire l2_305 = l1_1689 ^ l1_1690 ^ l1_1691 ^ l1_1692 ^ l1_1693;
    (* keep *) wire l2_306 = l1_1694 ^ l1_1695 ^ l1_1696 ^ l1_1697 ^ l1_1698;
    (* keep *) wire l2_307 = l1_1699 ^ l1_1700 ^ l1_1701 ^ l1_1702 ^ l1_1703;
    (* keep *) wire l2_308 = l1_1704 ^ l1_1705 ^ l1_1706 ^ l1_1707 ^ l1_1708;
    (* keep *) wire l2_309 = l1_1709 ^ l1_1710 ^ l1_1711 ^ l1_1712 ^ l1_1713;
    (* keep *) wire l2_310 = l1_1714 ^ l1_1715 ^ l1_1716 ^ l1_1717 ^ l1_1718 ^ l1_1719;
    (* keep *) wire l2_311 = l1_1720 ^ l1_1721 ^ l1_1722 ^ l1_1723 ^ l1_1724;
    (* keep *) wire l2_312 = l1_1725 ^ l1_1726 ^ l1_1727 ^ l1_1728 ^ l1_1729;
    (* keep *) wire l2_313 = l1_1730 ^ l1_1731 ^ l1_1732 ^ l1_1733 ^ l1_1734 ^ l1_1735;
    (* keep *) wire l2_314 = l1_1736 ^ l1_1737 ^ l1_1738 ^ l1_1739 ^ l1_1740;
    (* keep *) wire l2_315 = l1_1741 ^ l1_1742 ^ l1_1743 ^ l1_1744 ^ l1_1745;
    (* keep *) wire l2_316 = l1_1746 ^ l1_1747 ^ l1_1748 ^ l1_1749 ^ l1_1750 ^ l1_1751;
    (* keep *) wire l2_317 = l1_1752 ^ l1_1753 ^ l1_1754 ^ l1_1755 ^ l1_1756;
    (* keep *) wire l2_318 = l1_1757 ^ l1_1758 ^ l1_1759 ^ l1_1760 ^ l1_1761 ^ l1_1762;
    (* keep *) wire l2_319 = l1_1763 ^ l1_1764 ^ l1_1765 ^ l1_1766 ^ l1_1767 ^ l1_1768;
    (* keep *) wire l2_320 = l1_1769 ^ l1_1770 ^ l1_1771 ^ l1_1772 ^ l1_1773;
    (* keep *) wire l2_321 = l1_1774 ^ l1_1775 ^ l1_1776 ^ l1_1777 ^ l1_1778 ^ l1_1779;
    (* keep *) wire l2_322 = l1_1780 ^ l1_1781 ^ l1_1782 ^ l1_1783 ^ l1_1784 ^ l1_1785;
    (* keep *) wire l2_323 = l1_1786 ^ l1_1787 ^ l1_1788 ^ l1_1789 ^ l1_1790;
    (* keep *) wire l2_324 = l1_1791 ^ l1_1792 ^ l1_1793 ^ l1_1794 ^ l1_1795 ^ l1_1796;
    (* keep *) wire l2_325 = l1_1797 ^ l1_1798 ^ l1_1799 ^ l1_1800 ^ l1_1801 ^ l1_1802;
    (* keep *) wire l2_326 = l1_1803 ^ l1_1804 ^ l1_1805 ^ l1_1806 ^ l1_1807 ^ l1_1808;
    (* keep *) wire l2_327 = l1_1809 ^ l1_1810 ^ l1_1811 ^ l1_1812 ^ l1_1813 ^ l1_1814;
    (* keep *) wire l2_328 = l1_1815 ^ l1_1816 ^ l1_1817 ^ l1_1818 ^ l1_1819 ^ l1_1820;
    (* keep *) wire l2_329 = l1_1821 ^ l1_1822 ^ l1_1823 ^ l1_1824 ^ l1_1825 ^ l1_1826;
    (* keep *) wire l2_330 = l1_1827 ^ l1_1828 ^ l1_1829 ^ l1_1830 ^ l1_1831 ^ l1_1832;
    (* keep *) wire l2_331 = l1_1833 ^ l1_1834 ^ l1_1835 ^ l1_1836 ^ l1_1837 ^ l1_1838;
    (* keep *) wire l2_332 = l1_1839 ^ l1_1840 ^ l1_1841 ^ l1_1842 ^ l1_1843 ^ l1_1844;
    (* keep *) wire l2_333 = l1_1845 ^ l1_1846 ^ l1_1847 ^ l1_1848 ^ l1_1849 ^ l1_1850;
    (* keep *) wire l2_334 = l1_1851 ^ l1_1852 ^ l1_1853 ^ l1_1854 ^ l1_1855 ^ l1_1856;
    (* keep *) wire l2_335 = l1_1857 ^ l1_1858 ^ l1_1859 ^ l1_1860;
    (* keep *) wire l2_336 = l1_1861 ^ l1_1862 ^ l1_1863 ^ l1_1864 ^ l1_1865;
    (* keep *) wire l2_337 = l1_1866 ^ l1_1867 ^ l1_1868 ^ l1_1869 ^ l1_1870;
    (* keep *) wire l2_338 = l1_1871 ^ l1_1872 ^ l1_1873 ^ l1_1874 ^ l1_1875;
    (* keep *) wire l2_339 = l1_1876 ^ l1_1877 ^ l1_1878 ^ l1_1879;
    (* keep *) wire l2_340 = l1_1880 ^ l1_1881 ^ l1_1882 ^ l1_1883 ^ l1_1884;
    (* keep *) wire l2_341 = l1_1885 ^ l1_1886 ^ l1_1887 ^ l1_1888 ^ l1_1889;
    (* keep *) wire l2_342 = l1_1890 ^ l1_1891 ^ l1_1892 ^ l1_1893 ^ l1_1894;
    (* keep *) wire l2_343 = l1_1895 ^ l1_1896 ^ l1_1897 ^ l1_1898;
    (* keep *) wire l2_344 = l1_1899 ^ l1_1900 ^ l1_1901 ^ l1_1902 ^ l1_1903;
    (* keep *) wire l2_345 = l1_1904 ^ l1_1905 ^ l1_1906 ^ l1_1907 ^ l1_1908;
    (* keep *) wire l2_346 = l1_1909 ^ l1_1910 ^ l1_1911 ^ l1_1912 ^ l1_1913;
    (* keep *) wire l2_347 = l1_1914 ^ l1_1915 ^ l1_1916 ^ l1_1917 ^ l1_1918;
    (* keep *) wire l2_348 = l1_1919 ^ l1_1920 ^ l1_1921 ^ l1_1922 ^ l1_1923;
    (* keep *) wire l2_349 = l1_1924 ^ l1_1925 ^ l1_1926 ^ l1_1927 ^ l1_1928;
    (* keep *) wire l2_350 = l1_1929 ^ l1_1930 ^ l1_1931 ^ l1_1932 ^ l1_1933;
    (* keep *) wire l2_351 = l1_1934 ^ l1_1935 ^ l1_1936 ^ l1_1937 ^ l1_1938;
    (* keep *) wire l2_352 = l1_1939 ^ l1_1940 ^ l1_1941 ^ l1_1942 ^ l1_1943;
    (* keep *) wire l2_353 = l1_1944 ^ l1_1945 ^ l1_1946 ^ l1_1947 ^ l1_1948;
    (* keep *) wire l2_354 = l1_1949 ^ l1_1950 ^ l1_1951 ^ l1_1952 ^ l1_1953;
    (* keep *) wire l2_355 = l1_1954 ^ l1_1955 ^ l1_1956 ^ l1_1957 ^ l1_1958;
    (* keep *) wire l2_356 = l1_1959 ^ l1_1960 ^ l1_1961 ^ l1_1962 ^ l1_1963;
    (* keep *) wire l2_357 = l1_1964 ^ l1_1965 ^ l1_1966 ^ l1_1967 ^ l1_1968;
    (* keep *) wire l2_358 = l1_1969 ^ l1_1970 ^ l1_1971 ^ l1_1972 ^ l1_1973;
    (* keep *) wire l2_359 = l1_1974 ^ l1_1975 ^ l1_1976 ^ l1_1977 ^ l1_1978;
    (* keep *) wire l2_360 = l1_1979 ^ l1_1980 ^ l1_1981 ^ l1_1982 ^ l1_1983;
    (* keep *) wire l2_361 = l1_1984 ^ l1_1985 ^ l1_1986 ^ l1_1987 ^ l1_1988;
    (* keep *) wire l2_362 = l1_1989 ^ l1_1990 ^ l1_1991 ^ l1_1992 ^ l1_1993 ^ l1_1994;
    (* keep *) wire l2_363 = l1_1995 ^ l1_1996 ^ l1_1997 ^ l1_1998 ^ l1_1999;
    (* keep *) wire l2_364 = l1_2000 ^ l1_2001 ^ l1_2002 ^ l1_2003 ^ l1_2004;
    (* keep *) wire l2_365 = l1_2005 ^ l1_2006 ^ l1_2007 ^ l1_2008 ^ l1_2009;
    (* keep *) wire l2_366 = l1_2010 ^ l1_2011 ^ l1_2012 ^ l1_2013 ^ l1_2014 ^ l1_2015;
    (* keep *) wire l2_367 = l1_2016 ^ l1_2017 ^ l1_2018 ^ l1_2019 ^ l1_2020;
    (* keep *) wire l2_368 = l1_2021 ^ l1_2022 ^ l1_2023 ^ l1_2024 ^ l1_2025;
    (* keep *) wire l2_369 = l1_2026 ^ l1_2027 ^ l1_2028 ^ l1_2029 ^ l1_2030;
    (* keep *) wire l2_370 = l1_2031 ^ l1_2032 ^ l1_2033 ^ l1_2034 ^ l1_2035 ^ l1_2036;
    (* keep *) wire l2_371 = l1_2037 ^ l1_2038 ^ l1_2039 ^ l1_2040 ^ l1_2041;
    (* keep *) wire l2_372 = l1_2042 ^ l1_2043 ^ l1_2044 ^ l1_2045 ^ l1_2046;
    (* keep *) wire l2_373 = l1_2047 ^ l1_2048 ^ l1_2049 ^ l1_2050 ^ l1_2051;
    (* keep *) wire l2_374 = l1_2052 ^ l1_2053 ^ l1_2054 ^ l1_2055 ^ l1_2056 ^ l1_2057;
    (* keep *) wire l2_375 = l1_2058 ^ l1_2059 ^ l1_2060 ^ l1_2061 ^ l1_2062;
    (* keep *) wire l2_376 = l1_2063 ^ l1_2064 ^ l1_2065 ^ l1_2066 ^ l1_2067;
    (* keep *) wire l2_377 = l1_2068 ^ l1_2069 ^ l1_2070 ^ l1_2071 ^ l1_2072;
    (* keep *) wire l2_378 = l1_2073 ^ l1_2074 ^ l1_2075 ^ l1_2076 ^ l1_2077 ^ l1_2078;
    (* keep *) wire l2_379 = l1_2079 ^ l1_2080 ^ l1_2081 ^ l1_2082 ^ l1_2083;
    (* keep *) wire l2_380 = l1_2084 ^ l1_2085 ^ l1_2086 ^ l1_2087 ^ l1_2088;
    (* keep *) wire l2_381 = l1_2089 ^ l1_2090 ^ l1_2091 ^ l1_2092 ^ l1_2093;
    (* keep *) wire l2_382 = l1_2094 ^ l1_2095 ^ l1_2096 ^ l1_2097 ^ l1_2098;
    (* keep *) wire l2_383 = l1_2099 ^ l1_2100 ^ l1_2101 ^ l1_2102 ^ l1_2103;
    (* keep *) wire l2_384 = l1_2104 ^ l1_2105 ^ l1_2106 ^ l1_2107 ^ l1_2108;
    (* keep *) wire l2_385 = l1_2109 ^ l1_2110 ^ l1_2111 ^ l1_2112 ^ l1_2113;
    (* keep *) wire l2_386 = l1_2114 ^ l1_2115 ^ l1_2116 ^ l1_2117 ^ l1_2118;
    (* keep *) wire l2_387 = l1_2119 ^ l1_2120 ^ l1_2121 ^ l1_2122 ^ l1_2123;
    (* keep *) wire l2_388 = l1_2124 ^ l1_2125 ^ l1_2126 ^ l1_2127 ^ l1_2128;
    (* keep *) wire l2_389 = l1_2129 ^ l1_2130 ^ l1_2131 ^ l1_2132 ^ l1_2133;
    (* keep *) wire l2_390 = l1_2134 ^ l1_2135 ^ l1_2136 ^ l1_2137 ^ l1_2138;
    (* keep *) wire l2_391 = l1_2139 ^ l1_2140 ^ l1_2141 ^ l1_2142;
    (* keep *) wire l2_392 = l1_2143 ^ l1_2144 ^ l1_2145 ^ l1_2146 ^ l1_2147;
    (* keep *) wire l2_393 = l1_2148 ^ l1_2149 ^ l1_2150 ^ l1_2151 ^ l1_2152;
    (* keep *) wire l2_394 = l1_2153 ^ l1_2154 ^ l1_2155 ^ l1_2156 ^ l1_2157;
    (* keep *) wire l2_395 = l1_2158 ^ l1_2159 ^ l1_2160 ^ l1_2161;
    (* keep *) wire l2_396 = l1_2162 ^ l1_2163 ^ l1_2164 ^ l1_2165 ^ l1_2166;
    (* keep *) wire l2_397 = l1_2167 ^ l1_2168 ^ l1_2169 ^ l1_2170 ^ l1_2171;
    (* keep *) wire l2_398 = l1_2172 ^ l1_2173 ^ l1_2174 ^ l1_2175 ^ l1_2176;
    (* keep *) wire l2_399 = l1_2177 ^ l1_2178 ^ l1_2179 ^ l1_2180;
    (* keep *) wire l2_400 = l1_2181 ^ l1_2182 ^ l1_2183 ^ l1_2184 ^ l1_2185;
    (* keep *) wire l2_401 = l1_2186 ^ l1_2187 ^ l1_2188 ^ l1_2189 ^ l1_2190;
    (* keep *) wire l2_402 = l1_2191 ^ l1_2192 ^ l1_2193 ^ l1_2194 ^ l1_2195;
    (* keep *) wire l2_403 = l1_2196 ^ l1_2197 ^ l1_2198 ^ l1_2199 ^ l1_2200 ^ l1_2201;
    (* keep *) wire l2_404 = l1_2202 ^ l1_2203 ^ l1_2204 ^ l1_2205 ^ l1_2206 ^ l1_2207;
    (* keep *) wire l2_405 = l1_2208 ^ l1_2209 ^ l1_2210 ^ l1_2211 ^ l1_2212 ^ l1_2213;
    (* keep *) wire l2_406 = l1_2214 ^ l1_2215 ^ l1_2216 ^ l1_2217 ^ l1_2218 ^ l1_2219;
    (* keep *) wire l2_407 = l1_2220 ^ l1_2221 ^ l1_2222 ^ l1_2223 ^ l1_2224 ^ l1_2225;
    (* keep *) wire l2_408 = l1_2226 ^ l1_2227 ^ l1_2228 ^ l1_2229 ^ l1_2230 ^ l1_2231;
    (* keep *) wire l2_409 = l1_2232 ^ l1_2233 ^ l1_2234 ^ l1_2235 ^ l1_2236 ^ l1_2237;
    (* keep *) wire l2_410 = l1_2238 ^ l1_2239 ^ l1_2240 ^ l1_2241 ^ l1_2242 ^ l1_2243;
    (* keep *) wire l2_411 = l1_2244 ^ l1_2245 ^ l1_2246 ^ l1_2247 ^ l1_2248 ^ l1_2249;
    (* keep *) wire l2_412 = l1_2250 ^ l1_2251 ^ l1_2252 ^ l1_2253 ^ l1_2254;
    (* keep *) wire l2_413 = l1_2255 ^ l1_2256 ^ l1_2257 ^ l1_2258 ^ l1_2259 ^ l1_2260;
    (* keep *) wire l2_414 = l1_2261 ^ l1_2262 ^ l1_2263 ^ l1_2264 ^ l1_2265 ^ l1_2266;
    (* keep *) wire l2_415 = l1_2267 ^ l1_2268 ^ l1_2269 ^ l1_2270 ^ l1_2271;
    (* keep *) wire l2_416 = l1_2272 ^ l1_2273 ^ l1_2274 ^ l1_2275 ^ l1_2276 ^ l1_2277;
    (* keep *) wire l2_417 = l1_2278 ^ l1_2279 ^ l1_2280 ^ l1_2281 ^ l1_2282 ^ l1_2283;
    (* keep *) wire l2_418 = l1_2284 ^ l1_2285 ^ l1_2286 ^ l1_2287 ^ l1_2288;
    (* keep *) wire l2_419 = l1_2289 ^ l1_2290 ^ l1_2291 ^ l1_2292 ^ l1_2293 ^ l1_2294;
    (* keep *) wire l2_420 = l1_2295 ^ l1_2296 ^ l1_2297 ^ l1_2298 ^ l1_2299 ^ l1_2300;
    (* keep *) wire l2_421 = l1_2301 ^ l1_2302 ^ l1_2303 ^ l1_2304 ^ l1_2305;
    (* keep *) wire l2_422 = l1_2306 ^ l1_2307 ^ l1_2308 ^ l1_2309 ^ l1_2310;
    (* keep *) wire l2_423 = l1_2311 ^ l1_2312 ^ l1_2313 ^ l1_2314 ^ l1_2315 ^ l1_2316;
    (* keep *) wire l2_424 = l1_2317 ^ l1_2318 ^ l1_2319 ^ l1_2320 ^ l1_2321;
    (* keep *) wire l2_425 = l1_2322 ^ l1_2323 ^ l1_2324 ^ l1_2325 ^ l1_2326;
    (* keep *) wire l2_426 = l1_2327 ^ l1_2328 ^ l1_2329 ^ l1_2330 ^ l1_2331 ^ l1_2332;
    (* keep *) wire l2_427 = l1_2333 ^ l1_2334 ^ l1_2335 ^ l1_2336 ^ l1_2337;
    (* keep *) wire l2_428 = l1_2338 ^ l1_2339 ^ l1_2340 ^ l1_2341 ^ l1_2342;
    (* keep *) wire l2_429 = l1_2343 ^ l1_2344 ^ l1_2345 ^ l1_2346 ^ l1_2347 ^ l1_2348;
    (* keep *) wire l2_430 = l1_2349 ^ l1_2350 ^ l1_2351 ^ l1_2352 ^ l1_2353;
    (* keep *) wire l2_431 = l1_2354 ^ l1_2355 ^ l1_2356 ^ l1_2357 ^ l1_2358;
    (* keep *) wire l2_432 = l1_2359 ^ l1_2360 ^ l1_2361 ^ l1_2362 ^ l1_2363;
    (* keep *) wire l2_433 = l1_2364 ^ l1_2365 ^ l1_2366 ^ l1_2367 ^ l1_2368;
    (* keep *) wire l2_434 = l1_2369 ^ l1_2370 ^ l1_2371 ^ l1_2372 ^ l1_2373;
    (* keep *) wire l2_435 = l1_2374 ^ l1_2375 ^ l1_2376 ^ l1_2377 ^ l1_2378;
    (* keep *) wire l2_436 = l1_2379 ^ l1_2380 ^ l1_2381 ^ l1_2382 ^ l1_2383;
    (* keep *) wire l2_437 = l1_2384 ^ l1_2385 ^ l1_2386 ^ l1_2387 ^ l1_2388;
    (* keep *) wire l2_438 = l1_2389 ^ l1_2390 ^ l1_2391 ^ l1_2392 ^ l1_2393;
    (* keep *) wire l2_439 = l1_2394 ^ l1_2395 ^ l1_2396 ^ l1_2397;
    (* keep *) wire l2_440 = l1_2398 ^ l1_2399 ^ l1_2400 ^ l1_2401 ^ l1_2402;
    (* keep *) wire l2_441 = l1_2403 ^ l1_2404 ^ l1_2405 ^ l1_2406 ^ l1_2407;
    (* keep *) wire l2_442 = l1_2408 ^ l1_2409 ^ l1_2410 ^ l1_2411;
    (* keep *) wire l2_443 = l1_2412 ^ l1_2413 ^ l1_2414 ^ l1_2415 ^ l1_2416;
    (* keep *) wire l2_444 = l1_2417 ^ l1_2418 ^ l1_2419 ^ l1_2420 ^ l1_2421;
    (* keep *) wire l2_445 = l1_2422 ^ l1_2423 ^ l1_2424 ^ l1_2425;
    (* keep *) wire l2_446 = l1_2426 ^ l1_2427 ^ l1_2428 ^ l1_2429 ^ l1_2430;
    (* keep *) wire l2_447 = l1_2431 ^ l1_2432 ^ l1_2433 ^ l1_2434 ^ l1_2435;
    (* keep *) wire l2_448 = l1_2436 ^ l1_2437 ^ l1_2438 ^ l1_2439;
    (* keep *) wire l2_449 = l1_2440 ^ l1_2441 ^ l1_2442 ^ l1_2443;
    (* keep *) wire l2_450 = l1_2444 ^ l1_2445 ^ l1_2446 ^ l1_2447 ^ l1_2448;
    (* keep *) wire l2_451 = l1_2449 ^ l1_2450 ^ l1_2451 ^ l1_2452;
    (* keep *) wire l2_452 = l1_2453 ^ l1_2454 ^ l1_2455 ^ l1_2456;
    (* keep *) wire l2_453 = l1_2457 ^ l1_2458 ^ l1_2459 ^ l1_2460 ^ l1_2461;
    (* keep *) wire l2_454 = l1_2462 ^ l1_2463 ^ l1_2464 ^ l1_2465 ^ l1_2466 ^ l1_2467;
    (* keep *) wire l2_455 = l1_2468 ^ l1_2469 ^ l1_2470 ^ l1_2471 ^ l1_2472 ^ l1_2473;
    (* keep *) wire l2_456 = l1_2474 ^ l1_2475 ^ l1_2476 ^ l1_2477 ^ l1_2478 ^ l1_2479;
    (* keep *) wire l2_457 = l1_2480 ^ l1_2481 ^ l1_2482 ^ l1_2483 ^ l1_2484 ^ l1_2485;
    (* keep *) wire l2_458 = l1_2486 ^ l1_2487 ^ l1_2488 ^ l1_2489 ^ l1_2490 ^ l1_2491;
    (* keep *) wire l2_459 = l1_2492 ^ l1_2493 ^ l1_2494 ^ l1_2495 ^ l1_2496 ^ l1_2497;
    (* keep *) wire l2_460 = l1_2498 ^ l1_2499 ^ l1_2500 ^ l1_2501 ^ l1_2502;
    (* keep *) wire l2_461 = l1_2503 ^ l1_2504 ^ l1_2505 ^ l1_2506 ^ l1_2507 ^ l1_2508;
    (* keep *) wire l2_462 = l1_2509 ^ l1_2510 ^ l1_2511 ^ l1_2512 ^ l1_2513;
    (* keep *) wire l2_463 = l1_2514 ^ l1_2515 ^ l1_2516 ^ l1_2517 ^ l1_2518 ^ l1_2519;
    (* keep *) wire l2_464 = l1_2520 ^ l1_2521 ^ l1_2522 ^ l1_2523 ^ l1_2524;
    (* keep *) wire l2_465 = l1_2525 ^ l1_2526 ^ l1_2527 ^ l1_2528 ^ l1_2529 ^ l1_2530;
    (* keep *) wire l2_466 = l1_2531 ^ l1_2532 ^ l1_2533 ^ l1_2534 ^ l1_2535;
    (* keep *) wire l2_467 = l1_2536 ^ l1_2537 ^ l1_2538 ^ l1_2539 ^ l1_2540;
    (* keep *) wire l2_468 = l1_2541 ^ l1_2542 ^ l1_2543 ^ l1_2544 ^ l1_2545;
    (* keep *) wire l2_469 = l1_2546 ^ l1_2547 ^ l1_2548 ^ l1_2549 ^ l1_2550;
    (* keep *) wire l2_470 = l1_2551 ^ l1_2552 ^ l1_2553 ^ l1_2554 ^ l1_2555;
    (* keep *) wire l2_471 = l1_2556 ^ l1_2557 ^ l1_2558 ^ l1_2559 ^ l1_2560;
    (* keep *) wire l2_472 = l1_2561 ^ l1_2562 ^ l1_2563 ^ l1_2564;
    (* keep *) wire l2_473 = l1_2565 ^ l1_2566 ^ l1_2567 ^ l1_2568 ^ l1_2569;
    (* keep *) wire l2_474 = l1_2570 ^ l1_2571 ^ l1_2572 ^ l1_2573;
    (* keep *) wire l2_475 = l1_2574 ^ l1_2575 ^ l1_2576 ^ l1_2577 ^ l1_2578;
    (* keep *) wire l2_476 = l1_2579 ^ l1_2580 ^ l1_2581 ^ l1_2582;
    (* keep *) wire l2_477 = l1_2583 ^ l1_2584 ^ l1_2585 ^ l1_2586 ^ l1_2587;
    (* keep *) wire l2_478 = l1_2588 ^ l1_2589 ^ l1_2590 ^ l1_2591;
    (* keep *) wire l2_479 = l1_2592 ^ l1_2593 ^ l1_2594 ^ l1_2595;
    (* keep *) wire l2_480 = l1_2596 ^ l1_2597 ^ l1_2598 ^ l1_2599;
    (* keep *) wire l2_481 = l1_2600 ^ l1_2601 ^ l1_2602 ^ l1_2603;
    (* keep *) wire l2_482 = l1_2604 ^ l1_2605 ^ l1_2606 ^ l1_2607;
    (* keep *) wire l2_483 = l1_2608 ^ l1_2609 ^ l1_2610 ^ l1_2611;
    (* keep *) wire l2_484 = l1_2612 ^ l1_2613 ^ l1_2614;
    (* keep *) wire l2_485 = l1_2615 ^ l1_2616 ^ l1_2617 ^ l1_2618;
    (* keep *) wire l2_486 = l1_2619 ^ l1_2620 ^ l1_2621;
    (* keep *) wire l2_487 = l1_2622 ^ l1_2623 ^ l1_2624 ^ l1_2625;
    (* keep *) wire l2_488 = l1_2626 ^ l1_2627 ^ l1_2628;
    (* keep *) wire l2_489 = l1_2629 ^ l1_2630 ^ l1_2631 ^ l1_2632;
    (* keep *) wire l2_490 = l1_2633 ^ l1_2634 ^ l1_2635 ^ l1_2636 ^ l1_2637 ^ l1_2638;
    (* keep *) wire l2_491 = l1_2639 ^ l1_2640 ^ l1_2641 ^ l1_2642 ^ l1_2643 ^ l1_2644;
    (* keep *) wire l2_492 = l1_2759 ^ l1_2760 ^ l1_2761 ^ l1_2762 ^ l1_2763 ^ l1_2764;
    (* keep *) wire l2_493 = l1_2765 ^ l1_2766 ^ l1_2767 ^ l1_2768 ^ l1_2769 ^ l1_2770;
    (* keep *) wire l2_494 = l1_2771 ^ l1_2772 ^ l1_2773;
    (* keep *) wire l2_495 = l1_2774 ^ l1_2775 ^ l1_2776 ^ l1_2777;
    (* keep *) wire l2_496 = l1_2778 ^ l1_2779 ^ l1_2780;
    (* keep *) wire l2_497 = l1_2781 ^ l1_2782 ^ l1_2783 ^ l1_2784;
    (* keep *) wire l2_498 = l1_2785 ^ l1_2786 ^ l1_2787;
    (* keep *) wire l2_499 = l1_2788 ^ l1_2789 ^ l1_2790 ^ l1_2791;
    (* keep *) wire l2_500 = l1_2792 ^ l1_2793 ^ l1_2794 ^ l1_2795;
    (* keep *) wire l2_501 = l1_2796 ^ l1_2797 ^ l1_2798 ^ l1_2799;
    (* keep *) wire l2_502 = l1_2800 ^ l1_2801 ^ l1_2802 ^ l1_2803;
    (* keep *) wire l2_503 = l1_2804 ^ l1_2805 ^ l1_2806 ^ l1_2807;
    (* keep *) wire l2_504 = l1_2808 ^ l1_2809 ^ l1_2810 ^ l1_2811;
    (* keep *) wire l2_505 = l1_2812 ^ l1_2813 ^ l1_2814 ^ l1_2815;
    (* keep *) wire l2_506 = l1_2816 ^ l1_2817 ^ l1_2818 ^ l1_2819;
    (* keep *) wire l2_507 = l1_2820 ^ l1_2821 ^ l1_2822 ^ l1_2823 ^ l1_2824;
    (* keep *) wire l2_508 = l1_2825 ^ l1_2826 ^ l1_2827 ^ l1_2828;
    (* keep *) wire l2_509 = l1_2829 ^ l1_2830 ^ l1_2831 ^ l1_2832 ^ l1_2833;
    (* keep *) wire l2_510 = l1_2834 ^ l1_2835 ^ l1_2836 ^ l1_2837;
    (* keep *) wire l2_511 = l1_2838 ^ l1_2839 ^ l1_2840 ^ l1_2841 ^ l1_2842;
    (* keep *) wire l2_512 = l1_2843 ^ l1_2844 ^ l1_2845 ^ l1_2846 ^ l1_2847;
    (* keep *) wire l2_513 = l1_2848 ^ l1_2849 ^ l1_2850 ^ l1_2851 ^ l1_2852;
    (* keep *) wire l2_514 = l1_2853 ^ l1_2854 ^ l1_2855 ^ l1_2856 ^ l1_2857;
    (* keep *) wire l2_515 = l1_2858 ^ l1_2859 ^ l1_2860 ^ l1_2861 ^ l1_2862;
    (* keep *) wire l2_516 = l1_2863 ^ l1_2864 ^ l1_2865 ^ l1_2866 ^ l1_2867;
    (* keep *) wire l2_517 = l1_2868 ^ l1_2869 ^ l1_2870 ^ l1_2871 ^ l1_2872;
    (* keep *) wire l2_518 = l1_2873 ^ l1_2874 ^ l1_2875 ^ l1_2876 ^ l1_2877;
    (* keep *) wire l2_519 = l1_2878 ^ l1_2879 ^ l1_2880 ^ l1_2881 ^ l1_2882 ^ l1_2883;
    (* keep *) wire l2_520 = l1_2884 ^ l1_2885 ^ l1_2886 ^ l1_2887 ^ l1_2888;
    (* keep *) wire l2_521 = l1_2889 ^ l1_2890 ^ l1_2891 ^ l1_2892 ^ l1_2893 ^ l1_2894;
    (* keep *) wire l2_522 = l1_2895 ^ l1_2896 ^ l1_2897 ^ l1_2898 ^ l1_2899;
    (* keep *) wire l2_523 = l1_2900 ^ l1_2901 ^ l1_2902 ^ l1_2903 ^ l1_2904 ^ l1_2905;
    (* keep *) wire l2_524 = l1_2906 ^ l1_2907 ^ l1_2908 ^ l1_2909 ^ l1_2910 ^ l1_2911;
    (* keep *) wire l2_525 = l1_2912 ^ l1_2913 ^ l1_2914 ^ l1_2915 ^ l1_2916 ^ l1_2917;
    (* keep *) wire l2_526 = l1_2918 ^ l1_2919 ^ l1_2920 ^ l1_2921 ^ l1_2922 ^ l1_2923;
    (* keep *) wire l2_527 = l1_2924 ^ l1_2925 ^ l1_2926 ^ l1_2927 ^ l1_2928 ^ l1_2929;
    (* keep *) wire l2_528 = l1_2930 ^ l1_2931 ^ l1_2932 ^ l1_2933 ^ l1_2934 ^ l1_2935;
    (* keep *) wire l2_529 = l1_2936 ^ l1_2937 ^ l1_2938 ^ l1_2939 ^ l1_2940 ^ l1_2941;
    (* keep *) wire l2_530 = l1_2942 ^ l1_2943 ^ l1_2944 ^ l1_2945;
    (* keep *) wire l2_531 = l1_2946 ^ l1_2947 ^ l1_2948 ^ l1_2949;
    (* keep *) wire l2_532 = l1_2950 ^ l1_2951 ^ l1_2952 ^ l1_2953 ^ l1_2954;
    (* keep *) wire l2_533 = l1_2955 ^ l1_2956 ^ l1_2957 ^ l1_2958;
    (* keep *) wire l2_534 = l1_2959 ^ l1_2960 ^ l1_2961 ^ l1_2962;
    (* keep *) wire l2_535 = l1_2963 ^ l1_2964 ^ l1_2965 ^ l1_2966 ^ l1_2967;
    (* keep *) wire l2_536 = l1_2968 ^ l1_2969 ^ l1_2970 ^ l1_2971;
    (* keep *) wire l2_537 = l1_2972 ^ l1_2973 ^ l1_2974 ^ l1_2975 ^ l1_2976;
    (* keep *) wire l2_538 = l1_2977 ^ l1_2978 ^ l1_2979 ^ l1_2980 ^ l1_2981;
    (* keep *) wire l2_539 = l1_2982 ^ l1_2983 ^ l1_2984 ^ l1_2985;
    (* keep *) wire l2_540 = l1_2986 ^ l1_2987 ^ l1_2988 ^ l1_2989 ^ l1_2990;
    (* keep *) wire l2_541 = l1_2991 ^ l1_2992 ^ l1_2993 ^ l1_2994 ^ l1_2995;
    (* keep *) wire l2_542 = l1_2996 ^ l1_2997 ^ l1_2998 ^ l1_2999;
    (* keep *) wire l2_543 = l1_3000 ^ l1_3001 ^ l1_3002 ^ l1_3003 ^ l1_3004;
    (* keep *) wire l2_544 = l1_3005 ^ l1_3006 ^ l1_3007 ^ l1_3008 ^ l1_3009;
    (* keep *) wire l2_545 = l1_3010 ^ l1_3011 ^ l1_3012 ^ l1_3013 ^ l1_3014;
    (* keep *) wire l2_546 = l1_3015 ^ l1_3016 ^ l1_3017 ^ l1_3018 ^ l1_3019;
    (* keep *) wire l2_547 = l1_3020 ^ l1_3021 ^ l1_3022 ^ l1_3023 ^ l1_3024;
    (* keep *) wire l2_548 = l1_3025 ^ l1_3026 ^ l1_3027 ^ l1_3028 ^ l1_3029;
    (* keep *) wire l2_549 = l1_3030 ^ l1_3031 ^ l1_3032 ^ l1_3033 ^ l1_3034;
    (* keep *) wire l2_550 = l1_3035 ^ l1_3036 ^ l1_3037 ^ l1_3038 ^ l1_3039;
    (* keep *) wire l2_551 = l1_3040 ^ l1_3041 ^ l1_3042 ^ l1_3043 ^ l1_3044;
    (* keep *) wire l2_552 = l1_3045 ^ l1_3046 ^ l1_3047 ^ l1_3048 ^ l1_3049;
    (* keep *) wire l2_553 = l1_3050 ^ l1_3051 ^ l1_3052 ^ l1_3053 ^ l1_3054;
    (* keep *) wire l2_554 = l1_3055 ^ l1_3056 ^ l1_3057 ^ l1_3058 ^ l1_3059;
    (* keep *) wire l2_555 = l1_3060 ^ l1_3061 ^ l1_3062 ^ l1_3063 ^ l1_3064;
    (* keep *) wire l2_556 = l1_3065 ^ l1_3066 ^ l1_3067 ^ l1_3068 ^ l1_3069 ^ l1_3070;
    (* keep *) wire l2_557 = l1_3071 ^ l1_3072 ^ l1_3073 ^ l1_3074 ^ l1_3075;
    (* keep *) wire l2_558 = l1_3076 ^ l1_3077 ^ l1_3078 ^ l1_3079 ^ l1_3080;
    (* keep *) wire l2_559 = l1_3081 ^ l1_3082 ^ l1_3083 ^ l1_3084 ^ l1_3085 ^ l1_3086;
    (* keep *) wire l2_560 = l1_3087 ^ l1_3088 ^ l1_3089 ^ l1_3090 ^ l1_3091;
    (* keep *) wire l2_561 = l1_3092 ^ l1_3093 ^ l1_3094 ^ l1_3095 ^ l1_3096;
    (* keep *) wire l2_562 = l1_3097 ^ l1_3098 ^ l1_3099 ^ l1_3100 ^ l1_3101 ^ l1_3102;
    (* keep *) wire l2_563 = l1_3103 ^ l1_3104 ^ l1_3105 ^ l1_3106 ^ l1_3107;
    (* keep *) wire l2_564 = l1_3108 ^ l1_3109 ^ l1_3110 ^ l1_3111 ^ l1_3112 ^ l1_3113;
    (* keep *) wire l2_565 = l1_3114 ^ l1_3115 ^ l1_3116 ^ l1_3117 ^ l1_3118 ^ l1_3119;
    (* keep *) wire l2_566 = l1_3120 ^ l1_3121 ^ l1_3122 ^ l1_3123 ^ l1_3124;
    (* keep *) wire l2_567 = l1_3125 ^ l1_3126 ^ l1_3127 ^ l1_3128 ^ l1_3129 ^ l1_3130;
    (* keep *) wire l2_568 = l1_3131 ^ l1_3132 ^ l1_3133 ^ l1_3134 ^ l1_3135 ^ l1_3136;
    (* keep *) wire l2_569 = l1_3137 ^ l1_3138 ^ l1_3139 ^ l1_3140 ^ l1_3141;
    (* keep *) wire l2_570 = l1_3142 ^ l1_3143 ^ l1_3144 ^ l1_3145 ^ l1_3146 ^ l1_3147;
    (* keep *) wire l2_571 = l1_3148 ^ l1_3149 ^ l1_3150 ^ l1_3151 ^ l1_3152 ^ l1_3153;
    (* keep *) wire l2_572 = l1_3154 ^ l1_3155 ^ l1_3156 ^ l1_3157 ^ l1_3158 ^ l1_3159;
    (* keep *) wire l2_573 = l1_3160 ^ l1_3161 ^ l1_3162 ^ l1_3163 ^ l1_3164 ^ l1_3165;
    (* keep *) wire l2_574 = l1_3166 ^ l1_3167 ^ l1_3168 ^ l1_3169 ^ l1_3170 ^ l1_3171;
    (* keep *) wire l2_575 = l1_3172 ^ l1_3173 ^ l1_3174 ^ l1_3175 ^ l1_3176 ^ l1_3177;
    (* keep *) wire l2_576 = l1_3178 ^ l1_3179 ^ l1_3180 ^ l1_3181 ^ l1_3182 ^ l1_3183;
    (* keep *) wire l2_577 = l1_3184 ^ l1_3185 ^ l1_3186 ^ l1_3187 ^ l1_3188 ^ l1_3189;
    (* keep *) wire l2_578 = l1_3190 ^ l1_3191 ^ l1_3192 ^ l1_3193 ^ l1_3194 ^ l1_3195;
    (* keep *) wire l2_579 = l1_3196 ^ l1_3197 ^ l1_3198 ^ l1_3199 ^ l1_3200 ^ l1_3201;
    (* keep *) wire l2_580 = l1_3202 ^ l1_3203 ^ l1_3204 ^ l1_3205 ^ l1_3206 ^ l1_3207;
    (* keep *) wire l2_581 = l1_3208 ^ l1_3209 ^ l1_3210 ^ l1_3211;
    (* keep *) wire l2_582 = l1_3212 ^ l1_3213 ^ l1_3214 ^ l1_3215 ^ l1_3216;
    (* keep *) wire l2_583 = l1_3217 ^ l1_3218 ^ l1_3219 ^ l1_3220 ^ l1_3221;
    (* keep *) wire l2_584 = l1_3222 ^ l1_3223 ^ l1_3224 ^ l1_3225 ^ l1_3226;
    (* keep *) wire l2_585 = l1_3227 ^ l1_3228 ^ l1_3229 ^ l1_3230;
    (* keep *) wire l2_586 = l1_3231 ^ l1_3232 ^ l1_3233 ^ l1_3234 ^ l1_3235;
    (* keep *) wire l2_587 = l1_3236 ^ l1_3237 ^ l1_3238 ^ l1_3239 ^ l1_3240;
    (* keep *) wire l2_588 = l1_3241 ^ l1_3242 ^ l1_3243 ^ l1_3244 ^ l1_3245;
    (* keep *) wire l2_589 = l1_3246 ^ l1_3247 ^ l1_3248 ^ l1_3249;
    (* keep *) wire l2_590 = l1_3250 ^ l1_3251 ^ l1_3252 ^ l1_3253 ^ l1_3254;
    (* keep *) wire l2_591 = l1_3255 ^ l1_3256 ^ l1_3257 ^ l1_3258 ^ l1_3259;
    (* keep *) wire l2_592 = l1_3260 ^ l1_3261 ^ l1_3262 ^ l1_3263 ^ l1_3264;
    (* keep *) wire l2_593 = l1_3265 ^ l1_3266 ^ l1_3267 ^ l1_3268 ^ l1_3269;
    (* keep *) wire l2_594 = l1_3270 ^ l1_3271 ^ l1_3272 ^ l1_3273 ^ l1_3274;
    (* keep *) wire l2_595 = l1_3275 ^ l1_3276 ^ l1_3277 ^ l1_3278 ^ l1_3279;
    (* keep *) wire l2_596 = l1_3280 ^ l1_3281 ^ l1_3282 ^ l1_3283 ^ l1_3284;
    (* keep *) wire l2_597 = l1_3285 ^ l1_3286 ^ l1_3287 ^ l1_3288 ^ l1_3289;
    (* keep *) wire l2_598 = l1_3290 ^ l1_3291 ^ l1_3292 ^ l1_3293 ^ l1_3294;
    (* keep *) wire l2_599 = l1_3295 ^ l1_3296 ^ l1_3297 ^ l1_3298 ^ l1_3299;
    (* keep *) wire l2_600 = l1_3300 ^ l1_3301 ^ l1_3302 ^ l1_3303 ^ l1_3304;
    (* keep *) wire l2_601 = l1_3305 ^ l1_3306 ^ l1_3307 ^ l1_3308 ^ l1_3309;
    (* keep *) wire l2_602 = l1_3310 ^ l1_3311 ^ l1_3312 ^ l1_3313 ^ l1_3314;
    (* keep *) wire l2_603 = l1_3315 ^ l1_3316 ^ l1_3317 ^ l1_3318 ^ l1_3319;
    (* keep *) wire l2_604 = l1_3320 ^ l1_3321 ^ l1_3322 ^ l1_3323 ^ l1_3324;
    (* keep *) wire l2_605 = l1_3325 ^ l1_3326 ^ l1_3327 ^ l1_3328 ^ l1_3329;
    (* keep *) wire l2_606 = l1_3330 ^ l1_3331 ^ l1_3332 ^ l1_3333 ^ l1_3334;
    (* keep *) wire l2_607 = l1_3335 ^ l1_3336 ^ l1_3337 ^ l1_3338 ^ l1_3339;
    (* keep *) wire l2_608 = l1_3340 ^ l1_3341 ^ l1_3342 ^ l1_3343 ^ l1_3344 ^ l1_3345;
    (* keep *) wire l2_609 = l1_3346 ^ l1_3347 ^ l1_3348 ^ l1_3349 ^ l1_3350;
    (* keep *) wire l2_610 = l1_3351 ^ l1_3352 ^ l1_3353 ^ l1_3354 ^ l1_3355;
    (* keep *) wire l2_611 = l1_3356 ^ l1_3357 ^ l1_3358 ^ l1_3359 ^ l1_3360;
    (* keep *) wire l2_612 = l1_3361 ^ l1_3362 ^ l1_3363 ^ l1_3364 ^ l1_3365 ^ l1_3366;
    (* keep *) wire l2_613 = l1_3367 ^ l1_3368 ^ l1_3369 ^ l1_3370 ^ l1_3371;
    (* keep *) wire l2_614 = l1_3372 ^ l1_3373 ^ l1_3374 ^ l1_3375 ^ l1_3376;
    (* keep *) wire l2_615 = l1_3377 ^ l1_3378 ^ l1_3379 ^ l1_3380 ^ l1_3381;
    (* keep *) wire l2_616 = l1_3382 ^ l1_3383 ^ l1_3384 ^ l1_3385 ^ l1_3386 ^ l1_3387;
    (* keep *) wire l2_617 = l1_3388 ^ l1_3389 ^ l1_3390 ^ l1_3391 ^ l1_3392;
    (* keep *) wire l2_618 = l1_3393 ^ l1_3394 ^ l1_3395 ^ l1_3396 ^ l1_3397;
    (* keep *) wire l2_619 = l1_3398 ^ l1_3399 ^ l1_3400 ^ l1_3401 ^ l1_3402;
    (* keep *) wire l2_620 = l1_3403 ^ l1_3404 ^ l1_3405 ^ l1_3406 ^ l1_3407 ^ l1_3408;
    (* keep *) wire l2_621 = l1_3409 ^ l1_3410 ^ l1_3411 ^ l1_3412 ^ l1_3413;
    (* keep *) wire l2_622 = l1_3414 ^ l1_3415 ^ l1_3416 ^ l1_3417 ^ l1_3418;
    (* keep *) wire l2_623 = l1_3419 ^ l1_3420 ^ l1_3421 ^ l1_3422 ^ l1_3423;
    (* keep *) wire l2_624 = l1_3424 ^ l1_3425 ^ l1_3426 ^ l1_3427 ^ l1_3428 ^ l1_3429;
    (* keep *) wire l2_625 = l1_3430 ^ l1_3431 ^ l1_3432 ^ l1_3433 ^ l1_3434;
    (* keep *) wire l2_626 = l1_3435 ^ l1_3436 ^ l1_3437 ^ l1_3438 ^ l1_3439;
    (* keep *) wire l2_627 = l1_3440 ^ l1_3441 ^ l1_3442 ^ l1_3443 ^ l1_3444;
    (* keep *) wire l2_628 = l1_3445 ^ l1_3446 ^ l1_3447 ^ l1_3448 ^ l1_3449;
    (* keep *) wire l2_629 = l1_3450 ^ l1_3451 ^ l1_3452 ^ l1_3453 ^ l1_3454;
    (* keep *) wire l2_630 = l1_3455 ^ l1_3456 ^ l1_3457 ^ l1_3458 ^ l1_3459;
    (* keep *) wire l2_631 = l1_3460 ^ l1_3461 ^ l1_3462 ^ l1_3463 ^ l1_3464;
    (* keep *) wire l2_632 = l1_3465 ^ l1_3466 ^ l1_3467 ^ l1_3468 ^ l1_3469;
    (* keep *) wire l2_633 = l1_3470 ^ l1_3471 ^ l1_3472 ^ l1_3473 ^ l1_3474;
    (* keep *) wire l2_634 = l1_3475 ^ l1_3476 ^ l1_3477 ^ l1_3478 ^ l1_3479;
    (* keep *) wire l2_635 = l1_3480 ^ l1_3481 ^ l1_3482 ^ l1_3483 ^ l1_3484;
    (* keep *) wire l2_636 = l1_3485 ^ l1_3486 ^ l1_3487 ^ l1_3488 ^ l1_3489;
    (* keep *) wire l2_637 = l1_3490 ^ l1_3491 ^ l1_3492 ^ l1_3493;
    (* keep *) wire l2_638 = l1_3494 ^ l1_3495 ^ l1_3496 ^ l1_3497 ^ l1_3498;
    (* keep *) wire l2_639 = l1_3499 ^ l1_3500 ^ l1_3501 ^ l1_3502 ^ l1_3503;
    (* keep *) wire l2_640 = l1_3504 ^ l1_3505 ^ l1_3506 ^ l1_3507 ^ l1_3508;
    (* keep *) wire l2_641 = l1_3509 ^ l1_3510 ^ l1_3511 ^ l1_3512;
    (* keep *) wire l2_642 = l1_3513 ^ l1_3514 ^ l1_3515 ^ l1_3516 ^ l1_3517;
    (* keep *) wire l2_643 = l1_3518 ^ l1_3519 ^ l1_3520 ^ l1_3521 ^ l1_3522;
    (* keep *) wire l2_644 = l1_3523 ^ l1_3524 ^ l1_3525 ^ l1_3526 ^ l1_3527;
    (* keep *) wire l2_645 = l1_3528 ^ l1_3529 ^ l1_3530 ^ l1_3531;
    (* keep *) wire l2_646 = l1_3532 ^ l1_3533 ^ l1_3534 ^ l1_3535 ^ l1_3536;
    (* keep *) wire l2_647 = l1_3537 ^ l1_3538 ^ l1_3539 ^ l1_3540 ^ l1_3541;
    (* keep *) wire l2_648 = l1_3542 ^ l1_3543 ^ l1_3544 ^ l1_3545 ^ l1_3546;
    (* keep *) wire l2_649 = l1_3547 ^ l1_3548 ^ l1_3549 ^ l1_3550 ^ l1_3551 ^ l1_3552;
    (* keep *) wire l2_650 = l1_3553 ^ l1_3554 ^ l1_3555 ^ l1_3556 ^ l1_3557 ^ l1_3558;
    (* keep *) wire l2_651 = l1_3559 ^ l1_3560 ^ l1_3561 ^ l1_3562 ^ l1_3563 ^ l1_3564;
    (* keep *) wire l2_652 = l1_3565 ^ l1_3566 ^ l1_3567 ^ l1_3568 ^ l1_3569 ^ l1_3570;
    (* keep *) wire l2_653 = l1_3571 ^ l1_3572 ^ l1_3573 ^ l1_3574 ^ l1_3575 ^ l1_3576;
    (* keep *) wire l2_654 = l1_3577 ^ l1_3578 ^ l1_3579 ^ l1_3580 ^ l1_3581 ^ l1_3582;
    (* keep *) wire l2_655 = l1_3583 ^ l1_3584 ^ l1_3585 ^ l1_3586 ^ l1_3587 ^ l1_3588;
    (* keep *) wire l2_656 = l1_3589 ^ l1_3590 ^ l1_3591 ^ l1_3592 ^ l1_3593 ^ l1_3594;
    (* keep *) wire l2_657 = l1_3595 ^ l1_3596 ^ l1_3597 ^ l1_3598 ^ l1_3599 ^ l1_3600;
    (* keep *) wire l2_658 = l1_3601 ^ l1_3602 ^ l1_3603 ^ l1_3604 ^ l1_3605;
    (* keep *) wire l2_659 = l1_3606 ^ l1_3607 ^ l1_3608 ^ l1_3609 ^ l1_3610 ^ l1_3611;
    (* keep *) wire l2_660 = l1_3612 ^ l1_3613 ^ l1_3614 ^ l1_3615 ^ l1_3616 ^ l1_3617;
    (* keep *) wire l2_661 = l1_3618 ^ l1_3619 ^ l1_3620 ^ l1_3621 ^ l1_3622;
    (* keep *) wire l2_662 = l1_3623 ^ l1_3624 ^ l1_3625 ^ l1_3626 ^ l1_3627 ^ l1_3628;
    (* keep *) wire l2_663 = l1_3629 ^ l1_3630 ^ l1_3631 ^ l1_3632 ^ l1_3633 ^ l1_3634;
    (* keep *) wire l2_664 = l1_3635 ^ l1_3636 ^ l1_3637 ^ l1_3638 ^ l1_3639;
    (* keep *) wire l2_665 = l1_3640 ^ l1_3641 ^ l1_3642 ^ l1_3643 ^ l1_3644 ^ l1_3645;
    (* keep *) wire l2_666 = l1_3646 ^ l1_3647 ^ l1_3648 ^ l1_3649 ^ l1_3650 ^ l1_3651;
    (* keep *) wire l2_667 = l1_3652 ^ l1_3653 ^ l1_3654 ^ l1_3655 ^ l1_3656;
    (* keep *) wire l2_668 = l1_3657 ^ l1_3658 ^ l1_3659 ^ l1_3660 ^ l1_3661;
    (* keep *) wire l2_669 = l1_3662 ^ l1_3663 ^ l1_3664 ^ l1_3665 ^ l1_3666 ^ l1_3667;
    (* keep *) wire l2_670 = l1_3668 ^ l1_3669 ^ l1_3670 ^ l1_3671 ^ l1_3672;
    (* keep *) wire l2_671 = l1_3673 ^ l1_3674 ^ l1_3675 ^ l1_3676 ^ l1_3677;
    (* keep *) wire l2_672 = l1_3678 ^ l1_3679 ^ l1_3680 ^ l1_3681 ^ l1_3682 ^ l1_3683;
    (* keep *) wire l2_673 = l1_3684 ^ l1_3685 ^ l1_3686 ^ l1_3687 ^ l1_3688;
    (* keep *) wire l2_674 = l1_3689 ^ l1_3690 ^ l1_3691 ^ l1_3692 ^ l1_3693;
    (* keep *) wire l2_675 = l1_3694 ^ l1_3695 ^ l1_3696 ^ l1_3697 ^ l1_3698 ^ l1_3699;
    (* keep *) wire l2_676 = l1_3700 ^ l1_3701 ^ l1_3702 ^ l1_3703 ^ l1_3704;
    (* keep *) wire l2_677 = l1_3705 ^ l1_3706 ^ l1_3707 ^ l1_3708 ^ l1_3709;
    (* keep *) wire l2_678 = l1_3710 ^ l1_3711 ^ l1_3712 ^ l1_3713 ^ l1_3714;
    (* keep *) wire l2_679 = l1_3715 ^ l1_3716 ^ l1_3717 ^ l1_3718 ^ l1_3719;
    (* keep *) wire l2_680 = l1_3720 ^ l1_3721 ^ l1_3722 ^ l1_3723 ^ l1_3724;
    (* keep *) wire l2_681 = l1_3725 ^ l1_3726 ^ l1_3727 ^ l1_3728 ^ l1_3729;
    (* keep *) wire l2_682 = l1_3730 ^ l1_3731 ^ l1_3732 ^ l1_3733 ^ l1_3734;
    (* keep *) wire l2_683 = l1_3735 ^ l1_3736 ^ l1_3737 ^ l1_3738 ^ l1_3739;
    (* keep *) wire l2_684 = l1_3740 ^ l1_3741 ^ l1_3742 ^ l1_3743 ^ l1_3744;
    (* keep *) wire l2_685 = l1_3745 ^ l1_3746 ^ l1_3747 ^ l1_3748;
    (* keep *) wire l2_686 = l1_3749 ^ l1_3750 ^ l1_3751 ^ l1_3752 ^ l1_3753;
    (* keep *) wire l2_687 = l1_3754 ^ l1_3755 ^ l1_3756 ^ l1_3757 ^ l1_3758;
    (* keep *) wire l2_688 = l1_3759 ^ l1_3760 ^ l1_3761 ^ l1_3762;
    (* keep *) wire l2_689 = l1_3763 ^ l1_3764 ^ l1_3765 ^ l1_3766 ^ l1_3767;
    (* keep *) wire l2_690 = l1_3768 ^ l1_3769 ^ l1_3770 ^ l1_3771 ^ l1_3772;
    (* keep *) wire l2_691 = l1_3773 ^ l1_3774 ^ l1_3775 ^ l1_3776;
    (* keep *) wire l2_692 = l1_3777 ^ l1_3778 ^ l1_3779 ^ l1_3780 ^ l1_3781;
    (* keep *) wire l2_693 = l1_3782 ^ l1_3783 ^ l1_3784 ^ l1_3785 ^ l1_3786;
    (* keep *) wire l2_694 = l1_3787 ^ l1_3788 ^ l1_3789 ^ l1_3790;
    (* keep *) wire l2_695 = l1_3791 ^ l1_3792 ^ l1_3793 ^ l1_3794;
    (* keep *) wire l2_696 = l1_3795 ^ l1_3796 ^ l1_3797 ^ l1_3798 ^ l1_3799;
    (* keep *) wire l2_697 = l1_3800 ^ l1_3801 ^ l1_3802 ^ l1_3803;
    (* keep *) wire l2_698 = l1_3804 ^ l1_3805 ^ l1_3806 ^ l1_3807;
    (* keep *) wire l2_699 = l1_3808 ^ l1_3809 ^ l1_3810 ^ l1_3811 ^ l1_3812;
    (* keep *) wire l2_700 = l1_3813 ^ l1_3814 ^ l1_3815 ^ l1_3816 ^ l1_3817 ^ l1_3818;
    (* keep *) wire l2_701 = l1_3819 ^ l1_3820 ^ l1_3821 ^ l1_3822 ^ l1_3823 ^ l1_3824;
    (* keep *) wire l2_702 = l1_3825 ^ l1_3826 ^ l1_3827 ^ l1_3828 ^ l1_3829 ^ l1_3830;
    (* keep *) wire l2_703 = l1_3831 ^ l1_3832 ^ l1_3833 ^ l1_3834 ^ l1_3835 ^ l1_3836;
    (* keep *) wire l2_704 = l1_3837 ^ l1_3838 ^ l1_3839 ^ l1_3840 ^ l1_3841 ^ l1_3842;
    (* keep *) wire l2_705 = l1_3843 ^ l1_3844 ^ l1_3845 ^ l1_3846 ^ l1_3847 ^ l1_3848;
    (* keep *) wire l2_706 = l1_3849 ^ l1_3850 ^ l1_3851 ^ l1_3852 ^ l1_3853;
    (* keep *) wire l2_707 = l1_3854 ^ l1_3855 ^ l1_3856 ^ l1_3857 ^ l1_3858 ^ l1_3859;
    (* keep *) wire l2_708 = l1_3860 ^ l1_3861 ^ l1_3862 ^ l1_3863 ^ l1_3864;
    (* keep *) wire l2_709 = l1_3865 ^ l1_3866 ^ l1_3867 ^ l1_3868 ^ l1_3869 ^ l1_3870;
    (* keep *) wire l2_710 = l1_3871 ^ l1_3872 ^ l1_3873 ^ l1_3874 ^ l1_3875;
    (* keep *) wire l2_711 = l1_3876 ^ l1_3877 ^ l1_3878 ^ l1_3879 ^ l1_3880 ^ l1_3881;
    (* keep *) wire l2_712 = l1_3882 ^ l1_3883 ^ l1_3884 ^ l1_3885 ^ l1_3886;
    (* keep *) wire l2_713 = l1_3887 ^ l1_3888 ^ l1_3889 ^ l1_3890 ^ l1_3891;
    (* keep *) wire l2_714 = l1_3892 ^ l1_3893 ^ l1_3894 ^ l1_3895 ^ l1_3896;
    (* keep *) wire l2_715 = l1_3897 ^ l1_3898 ^ l1_3899 ^ l1_3900 ^ l1_3901;
    (* keep *) wire l2_716 = l1_3902 ^ l1_3903 ^ l1_3904 ^ l1_3905 ^ l1_3906;
    (* keep *) wire l2_717 = l1_3907 ^ l1_3908 ^ l1_3909 ^ l1_3910 ^ l1_3911;
    (* keep *) wire l2_718 = l1_3912 ^ l1_3913 ^ l1_3914 ^ l1_3915;
    (* keep *) wire l2_719 = l1_3916 ^ l1_3917 ^ l1_3918 ^ l1_3919 ^ l1_3920;
    (* keep *) wire l2_720 = l1_3921 ^ l1_3922 ^ l1_3923 ^ l1_3924;
    (* keep *) wire l2_721 = l1_3925 ^ l1_3926 ^ l1_3927 ^ l1_3928 ^ l1_3929;
    (* keep *) wire l2_722 = l1_3930 ^ l1_3931 ^ l1_3932 ^ l1_3933;
    (* keep *) wire l2_723 = l1_3934 ^ l1_3935 ^ l1_3936 ^ l1_3937 ^ l1_3938;
    (* keep *) wire l2_724 = l1_3939 ^ l1_3940 ^ l1_3941 ^ l1_3942;
    (* keep *) wire l2_725 = l1_3943 ^ l1_3944 ^ l1_3945 ^ l1_3946;
    (* keep *) wire l2_726 = l1_3947 ^ l1_3948 ^ l1_3949 ^ l1_3950;
    (* keep *) wire l2_727 = l1_3951 ^ l1_3952 ^ l1_3953 ^ l1_3954;
    (* keep *) wire l2_728 = l1_3955 ^ l1_3956 ^ l1_3957 ^ l1_3958;
    (* keep *) wire l2_729 = l1_3959 ^ l1_3960 ^ l1_3961 ^ l1_3962;
    (* keep *) wire l2_730 = l1_3963 ^ l1_3964 ^ l1_3965;
    (* keep *) wire l2_731 = l1_3966 ^ l1_3967 ^ l1_3968 ^ l1_3969;
    (* keep *) wire l2_732 = l1_3970 ^ l1_3971 ^ l1_3972;
    (* keep *) wire l2_733 = l1_3973 ^ l1_3974 ^ l1_3975 ^ l1_3976;
    (* keep *) wire l2_734 = l1_3977 ^ l1_3978 ^ l1_3979;
    (* keep *) wire l2_735 = l1_3980 ^ l1_3981 ^ l1_3982 ^ l1_3983;
    (* keep *) wire l2_736 = l1_3984 ^ l1_3985 ^ l1_3986 ^ l1_3987 ^ l1_3988 ^ l1_3989;
    (* keep *) wire l2_737 = l1_3990 ^ l1_3991 ^ l1_3992 ^ l1_3993 ^ l1_3994 ^ l1_3995;
    wire [380:0] c_next;
    assign c_next[0] = l1_0;
    assign c_next[1] = l1_1;
    assign c_next[2] = l1_2;
    assign c_next[3] = l1_3 ^ (ao0[3] & br0[191]);
    assign c_next[4] = l1_4 ^ (ao0[3] & br0[190]) ^ (ao0[4] & br0[191]);
    assign c_next[5] = l1_5 ^ l1_6;
    assign c_next[6] = l1_7 ^ l1_8 ^ (ao0[6] & br0[191]);
    assign c_next[7] = l1_9 ^ l1_10 ^ (ao0[6] & br0[190]) ^ (ao0[7] & br0[191]);
    assign c_next[8] = l1_11 ^ l1_12 ^ l1_13;
    assign c_next[9] = l1_14 ^ l1_15 ^ l1_16 ^ (ao0[9] & br0[191]);
    assign c_next[10] = l1_17 ^ l1_18 ^ l1_19 ^ l1_20;
    assign c_next[11] = l1_21 ^ l1_22 ^ l1_23 ^ l1_24;
    assign c_next[12] = l1_25 ^ l1_26 ^ l1_27 ^ l1_28 ^ (ao0[12] & br0[191]);
    assign c_next[13] = l1_29 ^ l1_30 ^ l1_31 ^ l1_32 ^ l1_33;
    assign c_next[14] = l1_34 ^ l1_35 ^ l1_36 ^ l1_37 ^ l1_38;
    assign c_next[15] = l1_39 ^ l1_40 ^ l1_41 ^ l1_42 ^ l1_43 ^ l1_44;
    assign c_next[16] = l1_45 ^ l1_46 ^ l1_47 ^ l1_48 ^ l1_49 ^ l1_50;
    assign c_next[17] = l1_51 ^ l1_52 ^ l1_53 ^ l1_54 ^ l1_55 ^ l1_56;
    assign c_next[18] = l2_0 ^ (ao0[18] & br0[191]);
    assign c_next[19] = l2_1 ^ (ao0[18] & br0[190]) ^ (ao0[19] & br0[191]);
    assign c_next[20] = l2_2 ^ l2_3;
    assign c_next[21] = l2_4 ^ l2_5 ^ (ao0[21] & br0[191]);
    assign c_next[22] = l2_6 ^ l2_7 ^ (ao0[21] & br0[190]) ^ (ao0[22] & br0[191]);
    assign c_next[23] = l2_8 ^ l2_9;
    assign c_next[24] = l2_10 ^ l2_11 ^ (ao0[24] & br0[191]);
    assign c_next[25] = l2_12 ^ l2_13 ^ (ao0[24] & br0[190]) ^ (ao0[25] & br0[191]);
    assign c_next[26] = l2_14 ^ l2_15;
    assign c_next[27] = l2_16 ^ l2_17 ^ (ao0[27] & br0[191]);
    assign c_next[28] = l2_18 ^ l2_19 ^ (ao0[27] & br0[190]) ^ (ao0[28] & br0[191]);
    assign c_next[29] = l2_20 ^ l2_21;
    assign c_next[30] = l2_22 ^ l2_23 ^ (ao0[30] & br0[191]);
    assign c_next[31] = l2_24 ^ l2_25 ^ (ao0[30] & br0[190]) ^ (ao0[31] & br0[191]);
    assign c_next[32] = l2_26 ^ l2_27;
    assign c_next[33] = l2_28 ^ l2_29 ^ (ao1[33] & br1[191]);
    assign c_next[34] = l2_30 ^ l2_31 ^ (ao1[33] & br1[190]) ^ (ao1[34] & br1[191]);
    assign c_next[35] = l2_32 ^ l2_33;
    assign c_next[36] = l2_34 ^ l2_35 ^ (ao1[36] & br1[191]);
    assign c_next[37] = l2_36 ^ l2_37 ^ (ao1[36] & br1[190]) ^ (ao1[37] & br1[191]);
    assign c_next[38] = l2_38 ^ l2_39 ^ l2_40;
    assign c_next[39] = l2_41 ^ l2_42 ^ l2_43 ^ (ao1[39] & br1[191]);
    assign c_next[40] = l2_44 ^ l2_45 ^ l2_46;
    assign c_next[41] = l2_47 ^ l2_48 ^ l2_49;
    assign c_next[42] = l2_50 ^ l2_51 ^ l2_52 ^ (ao1[42] & br1[191]);
    assign c_next[43] = l2_53 ^ l2_54 ^ l2_55;
    assign c_next[44] = l2_56 ^ l2_57 ^ l2_58;
    assign c_next[45] = l2_59 ^ l2_60 ^ l2_61 ^ (ao1[45] & br1[191]);
    assign c_next[46] = l2_62 ^ l2_63 ^ l2_64;
    assign c_next[47] = l2_65 ^ l2_66 ^ l2_67;
    assign c_next[48] = l2_68 ^ l2_69 ^ l2_70 ^ (ao1[48] & br1[191]);
    assign c_next[49] = l2_71 ^ l2_72 ^ l2_73;
    assign c_next[50] = l2_74 ^ l2_75 ^ l2_76;
    assign c_next[51] = l2_77 ^ l2_78 ^ l2_79 ^ (ao1[51] & br1[191]);
    assign c_next[52] = l2_80 ^ l2_81 ^ l2_82;
    assign c_next[53] = l2_83 ^ l2_84 ^ l2_85;
    assign c_next[54] = l2_86 ^ l2_87 ^ l2_88 ^ (ao1[54] & br1[191]);
    assign c_next[55] = l2_89 ^ l2_90 ^ l2_91 ^ l2_92;
    assign c_next[56] = l2_93 ^ l2_94 ^ l2_95 ^ l2_96;
    assign c_next[57] = l2_97 ^ l2_98 ^ l2_99 ^ l2_100 ^ (ao1[57] & br1[191]);
    assign c_next[58] = l2_101 ^ l2_102 ^ l2_103 ^ l2_104;
    assign c_next[59] = l2_105 ^ l2_106 ^ l2_107 ^ l2_108;
    assign c_next[60] = l2_109 ^ l2_110 ^ l2_111 ^ l2_112 ^ (ao1[60] & br1[191]);
    assign c_next[61] = l2_113 ^ l2_114 ^ l2_115 ^ l2_116;
    assign c_next[62] = l2_117 ^ l2_118 ^ l2_119 ^ l2_120;
    assign c_next[63] = l2_121 ^ l2_122 ^ l2_123 ^ l2_124 ^ (ao1[63] & br1[191]);
    assign c_next[64] = l2_125 ^ l2_126 ^ l2_127 ^ l2_128;
    assign c_next[65] = l2_129 ^ l2_130 ^ l2_131 ^ l2_132;
    assign c_next[66] = l2_133 ^ l2_134 ^ l2_135 ^ l2_136 ^ (ao2[63] & br2[188]);
    assign c_next[67] = l2_137 ^ l2_138 ^ l2_139 ^ l2_140;
    assign c_next[68] = l2_141 ^ l2_142 ^ l2_143 ^ l2_144;
    assign c_next[69] = l2_145 ^ l2_146 ^ l2_147 ^ l2_148 ^ (ao2[63] & br2[185]);
    assign c_next[70] = l2_149 ^ l2_150 ^ l2_151 ^ l2_152;
    assign c_next[71] = l2_153 ^ l2_154 ^ l2_155 ^ l2_156;
    assign c_next[72] = l2_157 ^ l2_158 ^ l2_159 ^ (ao2[63] & br2[182]);
    assign c_next[73] = l2_160 ^ l2_161 ^ l2_162;
    assign c_next[74] = l2_163 ^ l2_164 ^ l2_165;
    assign c_next[75] = l2_166 ^ l2_167 ^ l2_168 ^ (ao2[63] & br2[179]);
    assign c_next[76] = l2_169 ^ l2_170 ^ l2_171;
    assign c_next[77] = l2_172 ^ l2_173 ^ l2_174;
    assign c_next[78] = l2_175 ^ l2_176 ^ l2_177 ^ (ao2[63] & br2[176]);
    assign c_next[79] = l2_178 ^ l2_179 ^ l2_180;
    assign c_next[80] = l2_181 ^ l2_182 ^ l2_183;
    assign c_next[81] = l2_184 ^ l2_185 ^ l2_186 ^ (ao2[63] & br2[173]);
    assign c_next[82] = l2_187 ^ l2_188 ^ l2_189;
    assign c_next[83] = l2_190 ^ l2_191 ^ l2_192;
    assign c_next[84] = l2_193 ^ l2_194 ^ l2_195 ^ (ao2[63] & br2[170]);
    assign c_next[85] = l2_196 ^ l2_197 ^ l2_198;
    assign c_next[86] = l2_199 ^ l2_200 ^ l2_201;
    assign c_next[87] = l2_202 ^ l2_203 ^ l2_204 ^ (ao2[63] & br2[167]);
    assign c_next[88] = l2_205 ^ l2_206 ^ l2_207;
    assign c_next[89] = l2_208 ^ l2_209 ^ (ao2[62] & br2[164]) ^ (ao2[63] & br2[165]);
    assign c_next[90] = l2_210 ^ l2_211 ^ (ao2[63] & br2[164]);
    assign c_next[91] = l2_212 ^ l2_213;
    assign c_next[92] = l2_214 ^ l2_215 ^ (ao2[62] & br2[161]) ^ (ao2[63] & br2[162]);
    assign c_next[93] = l2_216 ^ l2_217 ^ (ao2[63] & br2[161]);
    assign c_next[94] = l2_218 ^ l2_219;
    assign c_next[95] = l2_220 ^ l2_221 ^ (ao2[62] & br2[158]) ^ (ao2[63] & br2[159]);
    assign c_next[96] = l2_222 ^ l2_223 ^ (ao3[63] & br3[158]);
    assign c_next[97] = l2_224 ^ l2_225;
    assign c_next[98] = l2_226 ^ l2_227 ^ (ao3[62] & br3[155]) ^ (ao3[63] & br3[156]);
    assign c_next[99] = l2_228 ^ l2_229 ^ (ao3[63] & br3[155]);
    assign c_next[100] = l2_230 ^ l2_231;
    assign c_next[101] = l2_232 ^ l2_233 ^ (ao3[62] & br3[152]) ^ (ao3[63] & br3[153]);
    assign c_next[102] = l2_234 ^ l2_235 ^ (ao3[63] & br3[152]);
    assign c_next[103] = l2_236 ^ l2_237;
    assign c_next[104] = l2_238 ^ l2_239 ^ (ao3[62] & br3[149]) ^ (ao3[63] & br3[150]);
    assign c_next[105] = l2_240 ^ l2_241 ^ (ao3[63] & br3[149]);
    assign c_next[106] = l2_242 ^ l2_243;
    assign c_next[107] = l2_244 ^ (ao3[62] & br3[146]) ^ (ao3[63] & br3[147]);
    assign c_next[108] = l2_245 ^ (ao3[63] & br3[146]);
    assign c_next[109] = l1_1294 ^ l1_1295 ^ l1_1296 ^ l1_1297 ^ l1_1298 ^ l1_1299;
    assign c_next[110] = l1_1300 ^ l1_1301 ^ l1_1302 ^ l1_1303 ^ l1_1304 ^ l1_1305;
    assign c_next[111] = l1_1306 ^ l1_1307 ^ l1_1308 ^ l1_1309 ^ l1_1310 ^ l1_1311;
    assign c_next[112] = l1_1312 ^ l1_1313 ^ l1_1314 ^ l1_1315 ^ l1_1316;
    assign c_next[113] = l1_1317 ^ l1_1318 ^ l1_1319 ^ l1_1320 ^ l1_1321;
    assign c_next[114] = l1_1322 ^ l1_1323 ^ l1_1324 ^ l1_1325 ^ (ao3[63] & br3[140]);
    assign c_next[115] = l1_1326 ^ l1_1327 ^ l1_1328 ^ l1_1329;
    assign c_next[116] = l1_1330 ^ l1_1331 ^ l1_1332 ^ l1_1333;
    assign c_next[117] = l1_1334 ^ l1_1335 ^ l1_1336 ^ (ao3[63] & br3[137]);
    assign c_next[118] = l1_1337 ^ l1_1338 ^ l1_1339;
    assign c_next[119] = l1_1340 ^ l1_1341 ^ (ao3[62] & br3[134]) ^ (ao3[63] & br3[135]);
    assign c_next[120] = l1_1342 ^ l1_1343 ^ (ao3[63] & br3[134]);
    assign c_next[121] = l1_1344 ^ l1_1345;
    assign c_next[122] = l1_1346 ^ (ao3[62] & br3[131]) ^ (ao3[63] & br3[132]);
    assign c_next[123] = l1_1347 ^ (ao3[63] & br3[131]);
    assign c_next[124] = l1_1348;
    assign c_next[125] = l1_1349;
    assign c_next[126] = l1_1350;
    assign c_next[127] = l1_1351;
    assign c_next[128] = l1_1352;
    assign c_next[129] = l1_1353;
    assign c_next[130] = l1_1354 ^ (ao0[67] & br0[127]);
    assign c_next[131] = l1_1355 ^ (ao0[67] & br0[126]) ^ (ao0[68] & br0[127]);
    assign c_next[132] = l1_1356 ^ l1_1357;
    assign c_next[133] = l1_1358 ^ l1_1359 ^ (ao0[70] & br0[127]);
    assign c_next[134] = l1_1360 ^ l1_1361 ^ (ao0[70] & br0[126]) ^ (ao0[71] & br0[127]);
    assign c_next[135] = l1_1362 ^ l1_1363 ^ l1_1364;
    assign c_next[136] = l1_1365 ^ l1_1366 ^ l1_1367 ^ (ao0[73] & br0[127]);
    assign c_next[137] = l1_1368 ^ l1_1369 ^ l1_1370 ^ l1_1371;
    assign c_next[138] = l1_1372 ^ l1_1373 ^ l1_1374 ^ l1_1375;
    assign c_next[139] = l1_1376 ^ l1_1377 ^ l1_1378 ^ l1_1379 ^ (ao0[76] & br0[127]);
    assign c_next[140] = l1_1380 ^ l1_1381 ^ l1_1382 ^ l1_1383 ^ l1_1384;
    assign c_next[141] = l1_1385 ^ l1_1386 ^ l1_1387 ^ l1_1388 ^ l1_1389;
    assign c_next[142] = l1_1390 ^ l1_1391 ^ l1_1392 ^ l1_1393 ^ l1_1394 ^ l1_1395;
    assign c_next[143] = l1_1396 ^ l1_1397 ^ l1_1398 ^ l1_1399 ^ l1_1400 ^ l1_1401;
    assign c_next[144] = l1_1402 ^ l1_1403 ^ l1_1404 ^ l1_1405 ^ l1_1406 ^ l1_1407;
    assign c_next[145] = l2_246 ^ (ao0[82] & br0[127]);
    assign c_next[146] = l2_247 ^ (ao0[82] & br0[126]) ^ (ao0[83] & br0[127]);
    assign c_next[147] = l2_248 ^ l2_249;
    assign c_next[148] = l2_250 ^ l2_251 ^ (ao0[85] & br0[127]);
    assign c_next[149] = l2_252 ^ l2_253 ^ (ao0[85] & br0[126]) ^ (ao0[86] & br0[127]);
    assign c_next[150] = l2_254 ^ l2_255;
    assign c_next[151] = l2_256 ^ l2_257 ^ (ao0[88] & br0[127]);
    assign c_next[152] = l2_258 ^ l2_259 ^ (ao0[88] & br0[126]) ^ (ao0[89] & br0[127]);
    assign c_next[153] = l2_260 ^ l2_261;
    assign c_next[154] = l2_262 ^ l2_263 ^ (ao0[91] & br0[127]);
    assign c_next[155] = l2_264 ^ l2_265 ^ (ao0[91] & br0[126]) ^ (ao0[92] & br0[127]);
    assign c_next[156] = l2_266 ^ l2_267;
    assign c_next[157] = l2_268 ^ l2_269 ^ (ao0[94] & br0[127]);
    assign c_next[158] = l2_270 ^ l2_271 ^ (ao0[94] & br0[126]) ^ (ao0[95] & br0[127]);
    assign c_next[159] = l2_272 ^ l2_273;
    assign c_next[160] = l2_274 ^ l2_275 ^ (ao1[97] & br1[127]);
    assign c_next[161] = l2_276 ^ l2_277 ^ (ao1[97] & br1[126]) ^ (ao1[98] & br1[127]);
    assign c_next[162] = l2_278 ^ l2_279;
    assign c_next[163] = l2_280 ^ l2_281 ^ (ao1[100] & br1[127]);
    assign c_next[164] = l2_282 ^ l2_283 ^ (ao1[100] & br1[126]) ^ (ao1[101] & br1[127]);
    assign c_next[165] = l2_284 ^ l2_285 ^ l2_286;
    assign c_next[166] = l2_287 ^ l2_288 ^ l2_289 ^ (ao1[103] & br1[127]);
    assign c_next[167] = l2_290 ^ l2_291 ^ l2_292;
    assign c_next[168] = l2_293 ^ l2_294 ^ l2_295;
    assign c_next[169] = l2_296 ^ l2_297 ^ l2_298 ^ (ao1[106] & br1[127]);
    assign c_next[170] = l2_299 ^ l2_300 ^ l2_301;
    assign c_next[171] = l2_302 ^ l2_303 ^ l2_304;
    assign c_next[172] = l2_305 ^ l2_306 ^ l2_307 ^ (ao1[109] & br1[127]);
    assign c_next[173] = l2_308 ^ l2_309 ^ l2_310;
    assign c_next[174] = l2_311 ^ l2_312 ^ l2_313;
    assign c_next[175] = l2_314 ^ l2_315 ^ l2_316 ^ (ao1[112] & br1[127]);
    assign c_next[176] = l2_317 ^ l2_318 ^ l2_319;
    assign c_next[177] = l2_320 ^ l2_321 ^ l2_322;
    assign c_next[178] = l2_323 ^ l2_324 ^ l2_325 ^ (ao1[115] & br1[127]);
    assign c_next[179] = l2_326 ^ l2_327 ^ l2_328;
    assign c_next[180] = l2_329 ^ l2_330 ^ l2_331;
    assign c_next[181] = l2_332 ^ l2_333 ^ l2_334 ^ (ao1[118] & br1[127]);
    assign c_next[182] = l2_335 ^ l2_336 ^ l2_337 ^ l2_338;
    assign c_next[183] = l2_339 ^ l2_340 ^ l2_341 ^ l2_342;
    assign c_next[184] = l2_343 ^ l2_344 ^ l2_345 ^ l2_346 ^ (ao1[121] & br1[127]);
    assign c_next[185] = l2_347 ^ l2_348 ^ l2_349 ^ l2_350;
    assign c_next[186] = l2_351 ^ l2_352 ^ l2_353 ^ l2_354;
    assign c_next[187] = l2_355 ^ l2_356 ^ l2_357 ^ l2_358 ^ (ao1[124] & br1[127]);
    assign c_next[188] = l2_359 ^ l2_360 ^ l2_361 ^ l2_362;
    assign c_next[189] = l2_363 ^ l2_364 ^ l2_365 ^ l2_366;
    assign c_next[190] = l2_367 ^ l2_368 ^ l2_369 ^ l2_370 ^ (ao1[127] & br1[127]);
    assign c_next[191] = l2_371 ^ l2_372 ^ l2_373 ^ l2_374;
    assign c_next[192] = l2_375 ^ l2_376 ^ l2_377 ^ l2_378;
    assign c_next[193] = l2_379 ^ l2_380 ^ l2_381 ^ l2_382 ^ (ao2[127] & br2[124]);
    assign c_next[194] = l2_383 ^ l2_384 ^ l2_385 ^ l2_386;
    assign c_next[195] = l2_387 ^ l2_388 ^ l2_389 ^ l2_390;
    assign c_next[196] = l2_391 ^ l2_392 ^ l2_393 ^ l2_394 ^ (ao2[127] & br2[121]);
    assign c_next[197] = l2_395 ^ l2_396 ^ l2_397 ^ l2_398;
    assign c_next[198] = l2_399 ^ l2_400 ^ l2_401 ^ l2_402;
    assign c_next[199] = l2_403 ^ l2_404 ^ l2_405 ^ (ao2[127] & br2[118]);
    assign c_next[200] = l2_406 ^ l2_407 ^ l2_408;
    assign c_next[201] = l2_409 ^ l2_410 ^ l2_411;
    assign c_next[202] = l2_412 ^ l2_413 ^ l2_414 ^ (ao2[127] & br2[115]);
    assign c_next[203] = l2_415 ^ l2_416 ^ l2_417;
    assign c_next[204] = l2_418 ^ l2_419 ^ l2_420;
    assign c_next[205] = l2_421 ^ l2_422 ^ l2_423 ^ (ao2[127] & br2[112]);
    assign c_next[206] = l2_424 ^ l2_425 ^ l2_426;
    assign c_next[207] = l2_427 ^ l2_428 ^ l2_429;
    assign c_next[208] = l2_430 ^ l2_431 ^ l2_432 ^ (ao2[127] & br2[109]);
    assign c_next[209] = l2_433 ^ l2_434 ^ l2_435;
    assign c_next[210] = l2_436 ^ l2_437 ^ l2_438;
    assign c_next[211] = l2_439 ^ l2_440 ^ l2_441 ^ (ao2[127] & br2[106]);
    assign c_next[212] = l2_442 ^ l2_443 ^ l2_444;
    assign c_next[213] = l2_445 ^ l2_446 ^ l2_447;
    assign c_next[214] = l2_448 ^ l2_449 ^ l2_450 ^ (ao2[127] & br2[103]);
    assign c_next[215] = l2_451 ^ l2_452 ^ l2_453;
    assign c_next[216] = l2_454 ^ l2_455 ^ (ao2[126] & br2[100]) ^ (ao2[127] & br2[101]);
    assign c_next[217] = l2_456 ^ l2_457 ^ (ao2[127] & br2[100]);
    assign c_next[218] = l2_458 ^ l2_459;
    assign c_next[219] = l2_460 ^ l2_461 ^ (ao2[126] & br2[97]) ^ (ao2[127] & br2[98]);
    assign c_next[220] = l2_462 ^ l2_463 ^ (ao2[127] & br2[97]);
    assign c_next[221] = l2_464 ^ l2_465;
    assign c_next[222] = l2_466 ^ l2_467 ^ (ao2[126] & br2[94]) ^ (ao2[127] & br2[95]);
    assign c_next[223] = l2_468 ^ l2_469 ^ (ao3[127] & br3[94]);
    assign c_next[224] = l2_470 ^ l2_471;
    assign c_next[225] = l2_472 ^ l2_473 ^ (ao3[126] & br3[91]) ^ (ao3[127] & br3[92]);
    assign c_next[226] = l2_474 ^ l2_475 ^ (ao3[127] & br3[91]);
    assign c_next[227] = l2_476 ^ l2_477;
    assign c_next[228] = l2_478 ^ l2_479 ^ (ao3[126] & br3[88]) ^ (ao3[127] & br3[89]);
    assign c_next[229] = l2_480 ^ l2_481 ^ (ao3[127] & br3[88]);
    assign c_next[230] = l2_482 ^ l2_483;
    assign c_next[231] = l2_484 ^ l2_485 ^ (ao3[126] & br3[85]) ^ (ao3[127] & br3[86]);
    assign c_next[232] = l2_486 ^ l2_487 ^ (ao3[127] & br3[85]);
    assign c_next[233] = l2_488 ^ l2_489;
    assign c_next[234] = l2_490 ^ (ao3[126] & br3[82]) ^ (ao3[127] & br3[83]);
    assign c_next[235] = l2_491 ^ (ao3[127] & br3[82]);
    assign c_next[236] = l1_2645 ^ l1_2646 ^ l1_2647 ^ l1_2648 ^ l1_2649 ^ l1_2650;
    assign c_next[237] = l1_2651 ^ l1_2652 ^ l1_2653 ^ l1_2654 ^ l1_2655 ^ l1_2656;
    assign c_next[238] = l1_2657 ^ l1_2658 ^ l1_2659 ^ l1_2660 ^ l1_2661 ^ l1_2662;
    assign c_next[239] = l1_2663 ^ l1_2664 ^ l1_2665 ^ l1_2666 ^ l1_2667;
    assign c_next[240] = l1_2668 ^ l1_2669 ^ l1_2670 ^ l1_2671 ^ l1_2672;
    assign c_next[241] = l1_2673 ^ l1_2674 ^ l1_2675 ^ l1_2676 ^ (ao3[127] & br3[76]);
    assign c_next[242] = l1_2677 ^ l1_2678 ^ l1_2679 ^ l1_2680;
    assign c_next[243] = l1_2681 ^ l1_2682 ^ l1_2683 ^ l1_2684;
    assign c_next[244] = l1_2685 ^ l1_2686 ^ l1_2687 ^ (ao3[127] & br3[73]);
    assign c_next[245] = l1_2688 ^ l1_2689 ^ l1_2690;
    assign c_next[246] = l1_2691 ^ l1_2692 ^ (ao3[126] & br3[70]) ^ (ao3[127] & br3[71]);
    assign c_next[247] = l1_2693 ^ l1_2694 ^ (ao3[127] & br3[70]);
    assign c_next[248] = l1_2695 ^ l1_2696;
    assign c_next[249] = l1_2697 ^ (ao3[126] & br3[67]) ^ (ao3[127] & br3[68]);
    assign c_next[250] = l1_2698 ^ (ao3[127] & br3[67]);
    assign c_next[251] = l1_2699;
    assign c_next[252] = l1_2700;
    assign c_next[253] = l1_2701;
    assign c_next[254] = l1_2702;
    assign c_next[255] = l1_2703;
    assign c_next[256] = l1_2704;
    assign c_next[257] = l1_2705 ^ (ao0[131] & br0[63]);
    assign c_next[258] = l1_2706 ^ (ao0[131] & br0[62]) ^ (ao0[132] & br0[63]);
    assign c_next[259] = l1_2707 ^ l1_2708;
    assign c_next[260] = l1_2709 ^ l1_2710 ^ (ao0[134] & br0[63]);
    assign c_next[261] = l1_2711 ^ l1_2712 ^ (ao0[134] & br0[62]) ^ (ao0[135] & br0[63]);
    assign c_next[262] = l1_2713 ^ l1_2714 ^ l1_2715;
    assign c_next[263] = l1_2716 ^ l1_2717 ^ l1_2718 ^ (ao0[137] & br0[63]);
    assign c_next[264] = l1_2719 ^ l1_2720 ^ l1_2721 ^ l1_2722;
    assign c_next[265] = l1_2723 ^ l1_2724 ^ l1_2725 ^ l1_2726;
    assign c_next[266] = l1_2727 ^ l1_2728 ^ l1_2729 ^ l1_2730 ^ (ao0[140] & br0[63]);
    assign c_next[267] = l1_2731 ^ l1_2732 ^ l1_2733 ^ l1_2734 ^ l1_2735;
    assign c_next[268] = l1_2736 ^ l1_2737 ^ l1_2738 ^ l1_2739 ^ l1_2740;
    assign c_next[269] = l1_2741 ^ l1_2742 ^ l1_2743 ^ l1_2744 ^ l1_2745 ^ l1_2746;
    assign c_next[270] = l1_2747 ^ l1_2748 ^ l1_2749 ^ l1_2750 ^ l1_2751 ^ l1_2752;
    assign c_next[271] = l1_2753 ^ l1_2754 ^ l1_2755 ^ l1_2756 ^ l1_2757 ^ l1_2758;
    assign c_next[272] = l2_492 ^ (ao0[146] & br0[63]);
    assign c_next[273] = l2_493 ^ (ao0[146] & br0[62]) ^ (ao0[147] & br0[63]);
    assign c_next[274] = l2_494 ^ l2_495;
    assign c_next[275] = l2_496 ^ l2_497 ^ (ao0[149] & br0[63]);
    assign c_next[276] = l2_498 ^ l2_499 ^ (ao0[149] & br0[62]) ^ (ao0[150] & br0[63]);
    assign c_next[277] = l2_500 ^ l2_501;
    assign c_next[278] = l2_502 ^ l2_503 ^ (ao0[152] & br0[63]);
    assign c_next[279] = l2_504 ^ l2_505 ^ (ao0[152] & br0[62]) ^ (ao0[153] & br0[63]);
    assign c_next[280] = l2_506 ^ l2_507;
    assign c_next[281] = l2_508 ^ l2_509 ^ (ao0[155] & br0[63]);
    assign c_next[282] = l2_510 ^ l2_511 ^ (ao0[155] & br0[62]) ^ (ao0[156] & br0[63]);
    assign c_next[283] = l2_512 ^ l2_513;
    assign c_next[284] = l2_514 ^ l2_515 ^ (ao0[158] & br0[63]);
    assign c_next[285] = l2_516 ^ l2_517 ^ (ao0[158] & br0[62]) ^ (ao0[159] & br0[63]);
    assign c_next[286] = l2_518 ^ l2_519;
    assign c_next[287] = l2_520 ^ l2_521 ^ (ao1[161] & br1[63]);
    assign c_next[288] = l2_522 ^ l2_523 ^ (ao1[161] & br1[62]) ^ (ao1[162] & br1[63]);
    assign c_next[289] = l2_524 ^ l2_525;
    assign c_next[290] = l2_526 ^ l2_527 ^ (ao1[164] & br1[63]);
    assign c_next[291] = l2_528 ^ l2_529 ^ (ao1[164] & br1[62]) ^ (ao1[165] & br1[63]);
    assign c_next[292] = l2_530 ^ l2_531 ^ l2_532;
    assign c_next[293] = l2_533 ^ l2_534 ^ l2_535 ^ (ao1[167] & br1[63]);
    assign c_next[294] = l2_536 ^ l2_537 ^ l2_538;
    assign c_next[295] = l2_539 ^ l2_540 ^ l2_541;
    assign c_next[296] = l2_542 ^ l2_543 ^ l2_544 ^ (ao1[170] & br1[63]);
    assign c_next[297] = l2_545 ^ l2_546 ^ l2_547;
    assign c_next[298] = l2_548 ^ l2_549 ^ l2_550;
    assign c_next[299] = l2_551 ^ l2_552 ^ l2_553 ^ (ao1[173] & br1[63]);
    assign c_next[300] = l2_554 ^ l2_555 ^ l2_556;
    assign c_next[301] = l2_557 ^ l2_558 ^ l2_559;
    assign c_next[302] = l2_560 ^ l2_561 ^ l2_562 ^ (ao1[176] & br1[63]);
    assign c_next[303] = l2_563 ^ l2_564 ^ l2_565;
    assign c_next[304] = l2_566 ^ l2_567 ^ l2_568;
    assign c_next[305] = l2_569 ^ l2_570 ^ l2_571 ^ (ao1[179] & br1[63]);
    assign c_next[306] = l2_572 ^ l2_573 ^ l2_574;
    assign c_next[307] = l2_575 ^ l2_576 ^ l2_577;
    assign c_next[308] = l2_578 ^ l2_579 ^ l2_580 ^ (ao1[182] & br1[63]);
    assign c_next[309] = l2_581 ^ l2_582 ^ l2_583 ^ l2_584;
    assign c_next[310] = l2_585 ^ l2_586 ^ l2_587 ^ l2_588;
    assign c_next[311] = l2_589 ^ l2_590 ^ l2_591 ^ l2_592 ^ (ao1[185] & br1[63]);
    assign c_next[312] = l2_593 ^ l2_594 ^ l2_595 ^ l2_596;
    assign c_next[313] = l2_597 ^ l2_598 ^ l2_599 ^ l2_600;
    assign c_next[314] = l2_601 ^ l2_602 ^ l2_603 ^ l2_604 ^ (ao1[188] & br1[63]);
    assign c_next[315] = l2_605 ^ l2_606 ^ l2_607 ^ l2_608;
    assign c_next[316] = l2_609 ^ l2_610 ^ l2_611 ^ l2_612;
    assign c_next[317] = l2_613 ^ l2_614 ^ l2_615 ^ l2_616 ^ (ao1[191] & br1[63]);
    assign c_next[318] = l2_617 ^ l2_618 ^ l2_619 ^ l2_620;
    assign c_next[319] = l2_621 ^ l2_622 ^ l2_623 ^ l2_624;
    assign c_next[320] = l2_625 ^ l2_626 ^ l2_627 ^ l2_628 ^ (ao2[191] & br2[60]);
    assign c_next[321] = l2_629 ^ l2_630 ^ l2_631 ^ l2_632;
    assign c_next[322] = l2_633 ^ l2_634 ^ l2_635 ^ l2_636;
    assign c_next[323] = l2_637 ^ l2_638 ^ l2_639 ^ l2_640 ^ (ao2[191] & br2[57]);
    assign c_next[324] = l2_641 ^ l2_642 ^ l2_643 ^ l2_644;
    assign c_next[325] = l2_645 ^ l2_646 ^ l2_647 ^ l2_648;
    assign c_next[326] = l2_649 ^ l2_650 ^ l2_651 ^ (ao2[191] & br2[54]);
    assign c_next[327] = l2_652 ^ l2_653 ^ l2_654;
    assign c_next[328] = l2_655 ^ l2_656 ^ l2_657;
    assign c_next[329] = l2_658 ^ l2_659 ^ l2_660 ^ (ao2[191] & br2[51]);
    assign c_next[330] = l2_661 ^ l2_662 ^ l2_663;
    assign c_next[331] = l2_664 ^ l2_665 ^ l2_666;
    assign c_next[332] = l2_667 ^ l2_668 ^ l2_669 ^ (ao2[191] & br2[48]);
    assign c_next[333] = l2_670 ^ l2_671 ^ l2_672;
    assign c_next[334] = l2_673 ^ l2_674 ^ l2_675;
    assign c_next[335] = l2_676 ^ l2_677 ^ l2_678 ^ (ao2[191] & br2[45]);
    assign c_next[336] = l2_679 ^ l2_680 ^ l2_681;
    assign c_next[337] = l2_682 ^ l2_683 ^ l2_684;
    assign c_next[338] = l2_685 ^ l2_686 ^ l2_687 ^ (ao2[191] & br2[42]);
    assign c_next[339] = l2_688 ^ l2_689 ^ l2_690;
    assign c_next[340] = l2_691 ^ l2_692 ^ l2_693;
    assign c_next[341] = l2_694 ^ l2_695 ^ l2_696 ^ (ao2[191] & br2[39]);
    assign c_next[342] = l2_697 ^ l2_698 ^ l2_699;
    assign c_next[343] = l2_700 ^ l2_701 ^ (ao2[190] & br2[36]) ^ (ao2[191] & br2[37]);
    assign c_next[344] = l2_702 ^ l2_703 ^ (ao2[191] & br2[36]);
    assign c_next[345] = l2_704 ^ l2_705;
    assign c_next[346] = l2_706 ^ l2_707 ^ (ao2[190] & br2[33]) ^ (ao2[191] & br2[34]);
    assign c_next[347] = l2_708 ^ l2_709 ^ (ao2[191] & br2[33]);
    assign c_next[348] = l2_710 ^ l2_711;
    assign c_next[349] = l2_712 ^ l2_713 ^ (ao2[190] & br2[30]) ^ (ao2[191] & br2[31]);
    assign c_next[350] = l2_714 ^ l2_715 ^ (ao3[191] & br3[30]);
    assign c_next[351] = l2_716 ^ l2_717;
    assign c_next[352] = l2_718 ^ l2_719 ^ (ao3[190] & br3[27]) ^ (ao3[191] & br3[28]);
    assign c_next[353] = l2_720 ^ l2_721 ^ (ao3[191] & br3[27]);
    assign c_next[354] = l2_722 ^ l2_723;
    assign c_next[355] = l2_724 ^ l2_725 ^ (ao3[190] & br3[24]) ^ (ao3[191] & br3[25]);
    assign c_next[356] = l2_726 ^ l2_727 ^ (ao3[191] & br3[24]);
    assign c_next[357] = l2_728 ^ l2_729;
    assign c_next[358] = l2_730 ^ l2_731 ^ (ao3[190] & br3[21]) ^ (ao3[191] & br3[22]);
    assign c_next[359] = l2_732 ^ l2_733 ^ (ao3[191] & br3[21]);
    assign c_next[360] = l2_734 ^ l2_735;
    assign c_next[361] = l2_736 ^ (ao3[190] & br3[18]) ^ (ao3[191] & br3[19]);
    assign c_next[362] = l2_737 ^ (ao3[191] & br3[18]);
    assign c_next[363] = l1_3996 ^ l1_3997 ^ l1_3998 ^ l1_3999 ^ l1_4000 ^ l1_4001;
    assign c_next[364] = l1_4002 ^ l1_4003 ^ l1_4004 ^ l1_4005 ^ l1_4006 ^ l1_4007;
    assign c_next[365] = l1_4008 ^ l1_4009 ^ l1_4010 ^ l1_4011 ^ l1_4012 ^ l1_4013;
    assign c_next[366] = l1_4014 ^ l1_4015 ^ l1_4016 ^ l1_4017 ^ l1_4018;
    assign c_next[367] = l1_4019 ^ l1_4020 ^ l1_4021 ^ l1_4022 ^ l1_4023;
    assign c_next[368] = l1_4024 ^ l1_4025 ^ l1_4026 ^ l1_4027 ^ (ao3[191] & br3[12]);
    assign c_next[369] = l1_4028 ^ l1_4029 ^ l1_4030 ^ l1_4031;
    assign c_next[370] = l1_4032 ^ l1_4033 ^ l1_4034 ^ l1_4035;
    assign c_next[371] = l1_4036 ^ l1_4037 ^ l1_4038 ^ (ao3[191] & br3[9]);
    assign c_next[372] = l1_4039 ^ l1_4040 ^ l1_4041;
    assign c_next[373] = l1_4042 ^ l1_4043 ^ (ao3[190] & br3[6]) ^ (ao3[191] & br3[7]);
    assign c_next[374] = l1_4044 ^ l1_4045 ^ (ao3[191] & br3[6]);
    assign c_next[375] = l1_4046 ^ l1_4047;
    assign c_next[376] = l1_4048 ^ (ao3[190] & br3[3]) ^ (ao3[191] & br3[4]);
    assign c_next[377] = l1_4049 ^ (ao3[191] & br3[3]);
    assign c_next[378] = l1_4050;
    assign c_next[379] = l1_4051;
    assign c_next[380] = l1_4052;
    wire [127:0] r;
    assign r[0] = c[0] ^ c[64] ^ c[127] ^ c[191] ^ c[248] ^ c[253] ^ c[318];
    assign r[1] = c[1] ^ c[64] ^ c[65] ^ c[127] ^ c[128] ^ c[191] ^ c[192] ^ c[248] ^ c[249] ^ c[253] ^ c[318] ^ c[319];
    assign r[2] = c[2] ^ c[64] ^ c[65] ^ c[66] ^ c[127] ^ c[128] ^ c[129] ^ c[191] ^ c[192] ^ c[193] ^ c[248] ^ c[249] ^ c[250] ^ c[253] ^ c[318] ^ c[319] ^ c[320];
    assign r[3] = c[3] ^ c[65] ^ c[66] ^ c[67] ^ c[128] ^ c[129] ^ c[130] ^ c[192] ^ c[193] ^ c[194] ^ c[249] ^ c[250] ^ c[251] ^ c[319] ^ c[320] ^ c[321];
    assign r[4] = c[4] ^ c[66] ^ c[67] ^ c[68] ^ c[129] ^ c[130] ^ c[131] ^ c[193] ^ c[194] ^ c[195] ^ c[250] ^ c[251] ^ c[252] ^ c[320] ^ c[321] ^ c[322];
    assign r[5] = c[5] ^ c[67] ^ c[68] ^ c[69] ^ c[130] ^ c[131] ^ c[132] ^ c[194] ^ c[195] ^ c[196] ^ c[251] ^ c[252] ^ c[253] ^ c[321] ^ c[322] ^ c[323];
    assign r[6] = c[6] ^ c[68] ^ c[69] ^ c[70] ^ c[131] ^ c[132] ^ c[133] ^ c[195] ^ c[196] ^ c[197] ^ c[252] ^ c[253] ^ c[322] ^ c[323] ^ c[324];
    assign r[7] = c[7] ^ c[64] ^ c[69] ^ c[70] ^ c[71] ^ c[127] ^ c[132] ^ c[133] ^ c[134] ^ c[191] ^ c[196] ^ c[197] ^ c[198] ^ c[248] ^ c[318] ^ c[323] ^ c[324] ^ c[325];
    assign r[8] = c[8] ^ c[65] ^ c[70] ^ c[71] ^ c[72] ^ c[128] ^ c[133] ^ c[134] ^ c[135] ^ c[192] ^ c[197] ^ c[198] ^ c[199] ^ c[249] ^ c[319] ^ c[324] ^ c[325] ^ c[326];
    assign r[9] = c[9] ^ c[66] ^ c[71] ^ c[72] ^ c[73] ^ c[129] ^ c[134] ^ c[135] ^ c[136] ^ c[193] ^ c[198] ^ c[199] ^ c[200] ^ c[250] ^ c[320] ^ c[325] ^ c[326] ^ c[327];
    assign r[10] = c[10] ^ c[67] ^ c[72] ^ c[73] ^ c[74] ^ c[130] ^ c[135] ^ c[136] ^ c[137] ^ c[194] ^ c[199] ^ c[200] ^ c[201] ^ c[251] ^ c[321] ^ c[326] ^ c[327] ^ c[328];
    assign r[11] = c[11] ^ c[68] ^ c[73] ^ c[74] ^ c[75] ^ c[131] ^ c[136] ^ c[137] ^ c[138] ^ c[195] ^ c[200] ^ c[201] ^ c[202] ^ c[252] ^ c[322] ^ c[327] ^ c[328] ^ c[329];
    assign r[12] = c[12] ^ c[69] ^ c[74] ^ c[75] ^ c[76] ^ c[132] ^ c[137] ^ c[138] ^ c[139] ^ c[196] ^ c[201] ^ c[202] ^ c[203] ^ c[253] ^ c[323] ^ c[328] ^ c[329] ^ c[330];
    assign r[13] = c[13] ^ c[70] ^ c[75] ^ c[76] ^ c[77] ^ c[133] ^ c[138] ^ c[139] ^ c[140] ^ c[197] ^ c[202] ^ c[203] ^ c[204] ^ c[324] ^ c[329] ^ c[330] ^ c[331];
    assign r[14] = c[14] ^ c[71] ^ c[76] ^ c[77] ^ c[78] ^ c[134] ^ c[139] ^ c[140] ^ c[141] ^ c[198] ^ c[203] ^ c[204] ^ c[205] ^ c[325] ^ c[330] ^ c[331] ^ c[332];
    assign r[15] = c[15] ^ c[72] ^ c[77] ^ c[78] ^ c[79] ^ c[135] ^ c[140] ^ c[141] ^ c[142] ^ c[199] ^ c[204] ^ c[205] ^ c[206] ^ c[326] ^ c[331] ^ c[332] ^ c[333];
    assign r[16] = c[16] ^ c[73] ^ c[78] ^ c[79] ^ c[80] ^ c[136] ^ c[141] ^ c[142] ^ c[143] ^ c[200] ^ c[205] ^ c[206] ^ c[207] ^ c[327] ^ c[332] ^ c[333] ^ c[334];
    assign r[17] = c[17] ^ c[74] ^ c[79] ^ c[80] ^ c[81] ^ c[137] ^ c[142] ^ c[143] ^ c[144] ^ c[201] ^ c[206] ^ c[207] ^ c[208] ^ c[328] ^ c[333] ^ c[334] ^ c[335];
    assign r[18] = c[18] ^ c[75] ^ c[80] ^ c[81] ^ c[82] ^ c[138] ^ c[143] ^ c[144] ^ c[145] ^ c[202] ^ c[207] ^ c[208] ^ c[209] ^ c[329] ^ c[334] ^ c[335] ^ c[336];
    assign r[19] = c[19] ^ c[76] ^ c[81] ^ c[82] ^ c[83] ^ c[139] ^ c[144] ^ c[145] ^ c[146] ^ c[203] ^ c[208] ^ c[209] ^ c[210] ^ c[330] ^ c[335] ^ c[336] ^ c[337];
    assign r[20] = c[20] ^ c[77] ^ c[82] ^ c[83] ^ c[84] ^ c[140] ^ c[145] ^ c[146] ^ c[147] ^ c[204] ^ c[209] ^ c[210] ^ c[211] ^ c[331] ^ c[336] ^ c[337] ^ c[338];
    assign r[21] = c[21] ^ c[78] ^ c[83] ^ c[84] ^ c[85] ^ c[141] ^ c[146] ^ c[147] ^ c[148] ^ c[205] ^ c[210] ^ c[211] ^ c[212] ^ c[332] ^ c[337] ^ c[338] ^ c[339];
    assign r[22] = c[22] ^ c[79] ^ c[84] ^ c[85] ^ c[86] ^ c[142] ^ c[147] ^ c[148] ^ c[149] ^ c[206] ^ c[211] ^ c[212] ^ c[213] ^ c[333] ^ c[338] ^ c[339] ^ c[340];
    assign r[23] = c[23] ^ c[80] ^ c[85] ^ c[86] ^ c[87] ^ c[143] ^ c[148] ^ c[149] ^ c[150] ^ c[207] ^ c[212] ^ c[213] ^ c[214] ^ c[334] ^ c[339] ^ c[340] ^ c[341];
    assign r[24] = c[24] ^ c[81] ^ c[86] ^ c[87] ^ c[88] ^ c[144] ^ c[149] ^ c[150] ^ c[151] ^ c[208] ^ c[213] ^ c[214] ^ c[215] ^ c[335] ^ c[340] ^ c[341] ^ c[342];
    assign r[25] = c[25] ^ c[82] ^ c[87] ^ c[88] ^ c[89] ^ c[145] ^ c[150] ^ c[151] ^ c[152] ^ c[209] ^ c[214] ^ c[215] ^ c[216] ^ c[336] ^ c[341] ^ c[342] ^ c[343];
    assign r[26] = c[26] ^ c[83] ^ c[88] ^ c[89] ^ c[90] ^ c[146] ^ c[151] ^ c[152] ^ c[153] ^ c[210] ^ c[215] ^ c[216] ^ c[217] ^ c[337] ^ c[342] ^ c[343] ^ c[344];
    assign r[27] = c[27] ^ c[84] ^ c[89] ^ c[90] ^ c[91] ^ c[147] ^ c[152] ^ c[153] ^ c[154] ^ c[211] ^ c[216] ^ c[217] ^ c[218] ^ c[338] ^ c[343] ^ c[344] ^ c[345];
    assign r[28] = c[28] ^ c[85] ^ c[90] ^ c[91] ^ c[92] ^ c[148] ^ c[153] ^ c[154] ^ c[155] ^ c[212] ^ c[217] ^ c[218] ^ c[219] ^ c[339] ^ c[344] ^ c[345] ^ c[346];
    assign r[29] = c[29] ^ c[86] ^ c[91] ^ c[92] ^ c[93] ^ c[149] ^ c[154] ^ c[155] ^ c[156] ^ c[213] ^ c[218] ^ c[219] ^ c[220] ^ c[340] ^ c[345] ^ c[346] ^ c[347];
    assign r[30] = c[30] ^ c[87] ^ c[92] ^ c[93] ^ c[94] ^ c[150] ^ c[155] ^ c[156] ^ c[157] ^ c[214] ^ c[219] ^ c[220] ^ c[221] ^ c[341] ^ c[346] ^ c[347] ^ c[348];
    assign r[31] = c[31] ^ c[88] ^ c[93] ^ c[94] ^ c[95] ^ c[151] ^ c[156] ^ c[157] ^ c[158] ^ c[215] ^ c[220] ^ c[221] ^ c[222] ^ c[342] ^ c[347] ^ c[348] ^ c[349];
    assign r[32] = c[32] ^ c[89] ^ c[94] ^ c[95] ^ c[96] ^ c[152] ^ c[157] ^ c[158] ^ c[159] ^ c[216] ^ c[221] ^ c[222] ^ c[223] ^ c[343] ^ c[348] ^ c[349] ^ c[350];
    assign r[33] = c[33] ^ c[90] ^ c[95] ^ c[96] ^ c[97] ^ c[153] ^ c[158] ^ c[159] ^ c[160] ^ c[217] ^ c[222] ^ c[223] ^ c[224] ^ c[344] ^ c[349] ^ c[350] ^ c[351];
    assign r[34] = c[34] ^ c[91] ^ c[96] ^ c[97] ^ c[98] ^ c[154] ^ c[159] ^ c[160] ^ c[161] ^ c[218] ^ c[223] ^ c[224] ^ c[225] ^ c[345] ^ c[350] ^ c[351] ^ c[352];
    assign r[35] = c[35] ^ c[92] ^ c[97] ^ c[98] ^ c[99] ^ c[155] ^ c[160] ^ c[161] ^ c[162] ^ c[219] ^ c[224] ^ c[225] ^ c[226] ^ c[346] ^ c[351] ^ c[352] ^ c[353];
    assign r[36] = c[36] ^ c[93] ^ c[98] ^ c[99] ^ c[100] ^ c[156] ^ c[161] ^ c[162] ^ c[163] ^ c[220] ^ c[225] ^ c[226] ^ c[227] ^ c[347] ^ c[352] ^ c[353] ^ c[354];
    assign r[37] = c[37] ^ c[94] ^ c[99] ^ c[100] ^ c[101] ^ c[157] ^ c[162] ^ c[163] ^ c[164] ^ c[221] ^ c[226] ^ c[227] ^ c[228] ^ c[348] ^ c[353] ^ c[354] ^ c[355];
    assign r[38] = c[38] ^ c[95] ^ c[100] ^ c[101] ^ c[102] ^ c[158] ^ c[163] ^ c[164] ^ c[165] ^ c[222] ^ c[227] ^ c[228] ^ c[229] ^ c[349] ^ c[354] ^ c[355] ^ c[356];
    assign r[39] = c[39] ^ c[96] ^ c[101] ^ c[102] ^ c[103] ^ c[159] ^ c[164] ^ c[165] ^ c[166] ^ c[223] ^ c[228] ^ c[229] ^ c[230] ^ c[350] ^ c[355] ^ c[356] ^ c[357];
    assign r[40] = c[40] ^ c[97] ^ c[102] ^ c[103] ^ c[104] ^ c[160] ^ c[165] ^ c[166] ^ c[167] ^ c[224] ^ c[229] ^ c[230] ^ c[231] ^ c[351] ^ c[356] ^ c[357] ^ c[358];
    assign r[41] = c[41] ^ c[98] ^ c[103] ^ c[104] ^ c[105] ^ c[161] ^ c[166] ^ c[167] ^ c[168] ^ c[225] ^ c[230] ^ c[231] ^ c[232] ^ c[352] ^ c[357] ^ c[358] ^ c[359];
    assign r[42] = c[42] ^ c[99] ^ c[104] ^ c[105] ^ c[106] ^ c[162] ^ c[167] ^ c[168] ^ c[169] ^ c[226] ^ c[231] ^ c[232] ^ c[233] ^ c[353] ^ c[358] ^ c[359] ^ c[360];
    assign r[43] = c[43] ^ c[100] ^ c[105] ^ c[106] ^ c[107] ^ c[163] ^ c[168] ^ c[169] ^ c[170] ^ c[227] ^ c[232] ^ c[233] ^ c[234] ^ c[354] ^ c[359] ^ c[360] ^ c[361];
    assign r[44] = c[44] ^ c[101] ^ c[106] ^ c[107] ^ c[108] ^ c[164] ^ c[169] ^ c[170] ^ c[171] ^ c[228] ^ c[233] ^ c[234] ^ c[235] ^ c[355] ^ c[360] ^ c[361] ^ c[362];
    assign r[45] = c[45] ^ c[102] ^ c[107] ^ c[108] ^ c[109] ^ c[165] ^ c[170] ^ c[171] ^ c[172] ^ c[229] ^ c[234] ^ c[235] ^ c[236] ^ c[356] ^ c[361] ^ c[362] ^ c[363];
    assign r[46] = c[46] ^ c[103] ^ c[108] ^ c[109] ^ c[110] ^ c[166] ^ c[171] ^ c[172] ^ c[173] ^ c[230] ^ c[235] ^ c[236] ^ c[237] ^ c[357] ^ c[362] ^ c[363] ^ c[364];
    assign r[47] = c[47] ^ c[104] ^ c[109] ^ c[110] ^ c[111] ^ c[167] ^ c[172] ^ c[173] ^ c[174] ^ c[231] ^ c[236] ^ c[237] ^ c[238] ^ c[358] ^ c[363] ^ c[364] ^ c[365];
    assign r[48] = c[48] ^ c[105] ^ c[110] ^ c[111] ^ c[112] ^ c[168] ^ c[173] ^ c[174] ^ c[175] ^ c[232] ^ c[237] ^ c[238] ^ c[239] ^ c[359] ^ c[364] ^ c[365] ^ c[366];
    assign r[49] = c[49] ^ c[106] ^ c[111] ^ c[112] ^ c[113] ^ c[169] ^ c[174] ^ c[175] ^ c[176] ^ c[233] ^ c[238] ^ c[239] ^ c[240] ^ c[360] ^ c[365] ^ c[366] ^ c[367];
    assign r[50] = c[50] ^ c[107] ^ c[112] ^ c[113] ^ c[114] ^ c[170] ^ c[175] ^ c[176] ^ c[177] ^ c[234] ^ c[239] ^ c[240] ^ c[241] ^ c[361] ^ c[366] ^ c[367] ^ c[368];
    assign r[51] = c[51] ^ c[108] ^ c[113] ^ c[114] ^ c[115] ^ c[171] ^ c[176] ^ c[177] ^ c[178] ^ c[235] ^ c[240] ^ c[241] ^ c[242] ^ c[362] ^ c[367] ^ c[368] ^ c[369];
    assign r[52] = c[52] ^ c[109] ^ c[114] ^ c[115] ^ c[116] ^ c[172] ^ c[177] ^ c[178] ^ c[179] ^ c[236] ^ c[241] ^ c[242] ^ c[243] ^ c[363] ^ c[368] ^ c[369] ^ c[370];
    assign r[53] = c[53] ^ c[110] ^ c[115] ^ c[116] ^ c[117] ^ c[173] ^ c[178] ^ c[179] ^ c[180] ^ c[237] ^ c[242] ^ c[243] ^ c[244] ^ c[364] ^ c[369] ^ c[370] ^ c[371];
    assign r[54] = c[54] ^ c[111] ^ c[116] ^ c[117] ^ c[118] ^ c[174] ^ c[179] ^ c[180] ^ c[181] ^ c[238] ^ c[243] ^ c[244] ^ c[245] ^ c[365] ^ c[370] ^ c[371] ^ c[372];
    assign r[55] = c[55] ^ c[112] ^ c[117] ^ c[118] ^ c[119] ^ c[175] ^ c[180] ^ c[181] ^ c[182] ^ c[239] ^ c[244] ^ c[245] ^ c[246] ^ c[366] ^ c[371] ^ c[372] ^ c[373];
    assign r[56] = c[56] ^ c[113] ^ c[118] ^ c[119] ^ c[120] ^ c[176] ^ c[181] ^ c[182] ^ c[183] ^ c[240] ^ c[245] ^ c[246] ^ c[247] ^ c[367] ^ c[372] ^ c[373] ^ c[374];
    assign r[57] = c[57] ^ c[114] ^ c[119] ^ c[120] ^ c[121] ^ c[177] ^ c[182] ^ c[183] ^ c[184] ^ c[241] ^ c[246] ^ c[247] ^ c[248] ^ c[368] ^ c[373] ^ c[374] ^ c[375];
    assign r[58] = c[58] ^ c[115] ^ c[120] ^ c[121] ^ c[122] ^ c[178] ^ c[183] ^ c[184] ^ c[185] ^ c[242] ^ c[247] ^ c[248] ^ c[249] ^ c[369] ^ c[374] ^ c[375] ^ c[376];
    assign r[59] = c[59] ^ c[116] ^ c[121] ^ c[122] ^ c[123] ^ c[179] ^ c[184] ^ c[185] ^ c[186] ^ c[243] ^ c[248] ^ c[249] ^ c[250] ^ c[370] ^ c[375] ^ c[376] ^ c[377];
    assign r[60] = c[60] ^ c[117] ^ c[122] ^ c[123] ^ c[124] ^ c[180] ^ c[185] ^ c[186] ^ c[187] ^ c[244] ^ c[249] ^ c[250] ^ c[251] ^ c[371] ^ c[376] ^ c[377] ^ c[378];
    assign r[61] = c[61] ^ c[118] ^ c[123] ^ c[124] ^ c[125] ^ c[181] ^ c[186] ^ c[187] ^ c[188] ^ c[245] ^ c[250] ^ c[251] ^ c[252] ^ c[372] ^ c[377] ^ c[378] ^ c[379];
    assign r[62] = c[62] ^ c[119] ^ c[124] ^ c[125] ^ c[126] ^ c[182] ^ c[187] ^ c[188] ^ c[189] ^ c[246] ^ c[251] ^ c[252] ^ c[253] ^ c[373] ^ c[378] ^ c[379] ^ c[380];
    assign r[63] = c[63] ^ c[120] ^ c[125] ^ c[126] ^ c[183] ^ c[188] ^ c[189] ^ c[190] ^ c[247] ^ c[252] ^ c[253] ^ c[374] ^ c[379] ^ c[380];
    assign r[64] = c[0] ^ c[64] ^ c[121] ^ c[126] ^ c[127] ^ c[184] ^ c[189] ^ c[190] ^ c[191] ^ c[248] ^ c[253] ^ c[254] ^ c[375] ^ c[380];
    assign r[65] = c[1] ^ c[65] ^ c[122] ^ c[128] ^ c[185] ^ c[190] ^ c[191] ^ c[192] ^ c[249] ^ c[255] ^ c[376];
    assign r[66] = c[2] ^ c[66] ^ c[123] ^ c[129] ^ c[186] ^ c[191] ^ c[192] ^ c[193] ^ c[250] ^ c[256] ^ c[377];
    assign r[67] = c[3] ^ c[67] ^ c[124] ^ c[130] ^ c[187] ^ c[192] ^ c[193] ^ c[194] ^ c[251] ^ c[257] ^ c[378];
    assign r[68] = c[4] ^ c[68] ^ c[125] ^ c[131] ^ c[188] ^ c[193] ^ c[194] ^ c[195] ^ c[252] ^ c[258] ^ c[379];
    assign r[69] = c[5] ^ c[69] ^ c[126] ^ c[132] ^ c[189] ^ c[194] ^ c[195] ^ c[196] ^ c[253] ^ c[259] ^ c[380];
    assign r[70] = c[6] ^ c[70] ^ c[133] ^ c[190] ^ c[195] ^ c[196] ^ c[197] ^ c[260];
    assign r[71] = c[7] ^ c[71] ^ c[134] ^ c[191] ^ c[196] ^ c[197] ^ c[198] ^ c[261];
    assign r[72] = c[8] ^ c[72] ^ c[135] ^ c[192] ^ c[197] ^ c[198] ^ c[199] ^ c[262];
    assign r[73] = c[9] ^ c[73] ^ c[136] ^ c[193] ^ c[198] ^ c[199] ^ c[200] ^ c[263];
    assign r[74] = c[10] ^ c[74] ^ c[137] ^ c[194] ^ c[199] ^ c[200] ^ c[201] ^ c[264];
    assign r[75] = c[11] ^ c[75] ^ c[138] ^ c[195] ^ c[200] ^ c[201] ^ c[202] ^ c[265];
    assign r[76] = c[12] ^ c[76] ^ c[139] ^ c[196] ^ c[201] ^ c[202] ^ c[203] ^ c[266];
    assign r[77] = c[13] ^ c[77] ^ c[140] ^ c[197] ^ c[202] ^ c[203] ^ c[204] ^ c[267];
    assign r[78] = c[14] ^ c[78] ^ c[141] ^ c[198] ^ c[203] ^ c[204] ^ c[205] ^ c[268];
    assign r[79] = c[15] ^ c[79] ^ c[142] ^ c[199] ^ c[204] ^ c[205] ^ c[206] ^ c[269];
    assign r[80] = c[16] ^ c[80] ^ c[143] ^ c[200] ^ c[205] ^ c[206] ^ c[207] ^ c[270];
    assign r[81] = c[17] ^ c[81] ^ c[144] ^ c[201] ^ c[206] ^ c[207] ^ c[208] ^ c[271];
    assign r[82] = c[18] ^ c[82] ^ c[145] ^ c[202] ^ c[207] ^ c[208] ^ c[209] ^ c[272];
    assign r[83] = c[19] ^ c[83] ^ c[146] ^ c[203] ^ c[208] ^ c[209] ^ c[210] ^ c[273];
    assign r[84] = c[20] ^ c[84] ^ c[147] ^ c[204] ^ c[209] ^ c[210] ^ c[211] ^ c[274];
    assign r[85] = c[21] ^ c[85] ^ c[148] ^ c[205] ^ c[210] ^ c[211] ^ c[212] ^ c[275];
    assign r[86] = c[22] ^ c[86] ^ c[149] ^ c[206] ^ c[211] ^ c[212] ^ c[213] ^ c[276];
    assign r[87] = c[23] ^ c[87] ^ c[150] ^ c[207] ^ c[212] ^ c[213] ^ c[214] ^ c[277];
    assign r[88] = c[24] ^ c[88] ^ c[151] ^ c[208] ^ c[213] ^ c[214] ^ c[215] ^ c[278];
    assign r[89] = c[25] ^ c[89] ^ c[152] ^ c[209] ^ c[214] ^ c[215] ^ c[216] ^ c[279];
    assign r[90] = c[26] ^ c[90] ^ c[153] ^ c[210] ^ c[215] ^ c[216] ^ c[217] ^ c[280];
    assign r[91] = c[27] ^ c[91] ^ c[154] ^ c[211] ^ c[216] ^ c[217] ^ c[218] ^ c[281];
    assign r[92] = c[28] ^ c[92] ^ c[155] ^ c[212] ^ c[217] ^ c[218] ^ c[219] ^ c[282];
    assign r[93] = c[29] ^ c[93] ^ c[156] ^ c[213] ^ c[218] ^ c[219] ^ c[220] ^ c[283];
    assign r[94] = c[30] ^ c[94] ^ c[157] ^ c[214] ^ c[219] ^ c[220] ^ c[221] ^ c[284];
    assign r[95] = c[31] ^ c[95] ^ c[158] ^ c[215] ^ c[220] ^ c[221] ^ c[222] ^ c[285];
    assign r[96] = c[32] ^ c[96] ^ c[159] ^ c[216] ^ c[221] ^ c[222] ^ c[223] ^ c[286];
    assign r[97] = c[33] ^ c[97] ^ c[160] ^ c[217] ^ c[222] ^ c[223] ^ c[224] ^ c[287];
    assign r[98] = c[34] ^ c[98] ^ c[161] ^ c[218] ^ c[223] ^ c[224] ^ c[225] ^ c[288];
    assign r[99] = c[35] ^ c[99] ^ c[162] ^ c[219] ^ c[224] ^ c[225] ^ c[226] ^ c[289];
    assign r[100] = c[36] ^ c[100] ^ c[163] ^ c[220] ^ c[225] ^ c[226] ^ c[227] ^ c[290];
    assign r[101] = c[37] ^ c[101] ^ c[164] ^ c[221] ^ c[226] ^ c[227] ^ c[228] ^ c[291];
    assign r[102] = c[38] ^ c[102] ^ c[165] ^ c[222] ^ c[227] ^ c[228] ^ c[229] ^ c[292];
    assign r[103] = c[39] ^ c[103] ^ c[166] ^ c[223] ^ c[228] ^ c[229] ^ c[230] ^ c[293];
    assign r[104] = c[40] ^ c[104] ^ c[167] ^ c[224] ^ c[229] ^ c[230] ^ c[231] ^ c[294];
    assign r[105] = c[41] ^ c[105] ^ c[168] ^ c[225] ^ c[230] ^ c[231] ^ c[232] ^ c[295];
    assign r[106] = c[42] ^ c[106] ^ c[169] ^ c[226] ^ c[231] ^ c[232] ^ c[233] ^ c[296];
    assign r[107] = c[43] ^ c[107] ^ c[170] ^ c[227] ^ c[232] ^ c[233] ^ c[234] ^ c[297];
    assign r[108] = c[44] ^ c[108] ^ c[171] ^ c[228] ^ c[233] ^ c[234] ^ c[235] ^ c[298];
    assign r[109] = c[45] ^ c[109] ^ c[172] ^ c[229] ^ c[234] ^ c[235] ^ c[236] ^ c[299];
    assign r[110] = c[46] ^ c[110] ^ c[173] ^ c[230] ^ c[235] ^ c[236] ^ c[237] ^ c[300];
    assign r[111] = c[47] ^ c[111] ^ c[174] ^ c[231] ^ c[236] ^ c[237] ^ c[238] ^ c[301];
    assign r[112] = c[48] ^ c[112] ^ c[175] ^ c[232] ^ c[237] ^ c[238] ^ c[239] ^ c[302];
    assign r[113] = c[49] ^ c[113] ^ c[176] ^ c[233] ^ c[238] ^ c[239] ^ c[240] ^ c[303];
    assign r[114] = c[50] ^ c[114] ^ c[177] ^ c[234] ^ c[239] ^ c[240] ^ c[241] ^ c[304];
    assign r[115] = c[51] ^ c[115] ^ c[178] ^ c[235] ^ c[240] ^ c[241] ^ c[242] ^ c[305];
    assign r[116] = c[52] ^ c[116] ^ c[179] ^ c[236] ^ c[241] ^ c[242] ^ c[243] ^ c[306];
    assign r[117] = c[53] ^ c[117] ^ c[180] ^ c[237] ^ c[242] ^ c[243] ^ c[244] ^ c[307];
    assign r[118] = c[54] ^ c[118] ^ c[181] ^ c[238] ^ c[243] ^ c[244] ^ c[245] ^ c[308];
    assign r[119] = c[55] ^ c[119] ^ c[182] ^ c[239] ^ c[244] ^ c[245] ^ c[246] ^ c[309];
    assign r[120] = c[56] ^ c[120] ^ c[183] ^ c[240] ^ c[245] ^ c[246] ^ c[247] ^ c[310];
    assign r[121] = c[57] ^ c[121] ^ c[184] ^ c[241] ^ c[246] ^ c[247] ^ c[248] ^ c[311];
    assign r[122] = c[58] ^ c[122] ^ c[185] ^ c[242] ^ c[247] ^ c[248] ^ c[249] ^ c[312];
    assign r[123] = c[59] ^ c[123] ^ c[186] ^ c[243] ^ c[248] ^ c[249] ^ c[250] ^ c[313];
    assign r[124] = c[60] ^ c[124] ^ c[187] ^ c[244] ^ c[249] ^ c[250] ^ c[251] ^ c[314];
    assign r[125] = c[61] ^ c[125] ^ c[188] ^ c[245] ^ c[250] ^ c[251] ^ c[252] ^ c[315];
    assign r[126] = c[62] ^ c[126] ^ c[189] ^ c[246] ^ c[251] ^ c[252] ^ c[253] ^ c[316];
    assign r[127] = c[63] ^ c[190] ^ c[247] ^ c[252] ^ c[253] ^ c[317];
    wire [63:0] rm;
    assign rm[0] = c[121] ^ c[126] ^ c[184] ^ c[189] ^ c[190] ^ c[254] ^ c[318] ^ c[375] ^ c[380];
    assign rm[1] = c[64] ^ c[122] ^ c[127] ^ c[185] ^ c[190] ^ c[248] ^ c[253] ^ c[255] ^ c[318] ^ c[319] ^ c[376];
    assign rm[2] = c[64] ^ c[65] ^ c[123] ^ c[127] ^ c[128] ^ c[186] ^ c[248] ^ c[249] ^ c[253] ^ c[256] ^ c[318] ^ c[319] ^ c[320] ^ c[377];
    assign rm[3] = c[65] ^ c[66] ^ c[124] ^ c[128] ^ c[129] ^ c[187] ^ c[249] ^ c[250] ^ c[257] ^ c[319] ^ c[320] ^ c[321] ^ c[378];
    assign rm[4] = c[66] ^ c[67] ^ c[125] ^ c[129] ^ c[130] ^ c[188] ^ c[250] ^ c[251] ^ c[258] ^ c[320] ^ c[321] ^ c[322] ^ c[379];
    assign rm[5] = c[67] ^ c[68] ^ c[126] ^ c[130] ^ c[131] ^ c[189] ^ c[251] ^ c[252] ^ c[259] ^ c[321] ^ c[322] ^ c[323] ^ c[380];
    assign rm[6] = c[68] ^ c[69] ^ c[131] ^ c[132] ^ c[190] ^ c[252] ^ c[253] ^ c[260] ^ c[322] ^ c[323] ^ c[324];
    assign rm[7] = c[64] ^ c[69] ^ c[70] ^ c[127] ^ c[132] ^ c[133] ^ c[248] ^ c[261] ^ c[318] ^ c[323] ^ c[324] ^ c[325];
    assign rm[8] = c[65] ^ c[70] ^ c[71] ^ c[128] ^ c[133] ^ c[134] ^ c[249] ^ c[262] ^ c[319] ^ c[324] ^ c[325] ^ c[326];
    assign rm[9] = c[66] ^ c[71] ^ c[72] ^ c[129] ^ c[134] ^ c[135] ^ c[250] ^ c[263] ^ c[320] ^ c[325] ^ c[326] ^ c[327];
    assign rm[10] = c[67] ^ c[72] ^ c[73] ^ c[130] ^ c[135] ^ c[136] ^ c[251] ^ c[264] ^ c[321] ^ c[326] ^ c[327] ^ c[328];
    assign rm[11] = c[68] ^ c[73] ^ c[74] ^ c[131] ^ c[136] ^ c[137] ^ c[252] ^ c[265] ^ c[322] ^ c[327] ^ c[328] ^ c[329];
    assign rm[12] = c[69] ^ c[74] ^ c[75] ^ c[132] ^ c[137] ^ c[138] ^ c[253] ^ c[266] ^ c[323] ^ c[328] ^ c[329] ^ c[330];
    assign rm[13] = c[70] ^ c[75] ^ c[76] ^ c[133] ^ c[138] ^ c[139] ^ c[267] ^ c[324] ^ c[329] ^ c[330] ^ c[331];
    assign rm[14] = c[71] ^ c[76] ^ c[77] ^ c[134] ^ c[139] ^ c[140] ^ c[268] ^ c[325] ^ c[330] ^ c[331] ^ c[332];
    assign rm[15] = c[72] ^ c[77] ^ c[78] ^ c[135] ^ c[140] ^ c[141] ^ c[269] ^ c[326] ^ c[331] ^ c[332] ^ c[333];
    assign rm[16] = c[73] ^ c[78] ^ c[79] ^ c[136] ^ c[141] ^ c[142] ^ c[270] ^ c[327] ^ c[332] ^ c[333] ^ c[334];
    assign rm[17] = c[74] ^ c[79] ^ c[80] ^ c[137] ^ c[142] ^ c[143] ^ c[271] ^ c[328] ^ c[333] ^ c[334] ^ c[335];
    assign rm[18] = c[75] ^ c[80] ^ c[81] ^ c[138] ^ c[143] ^ c[144] ^ c[272] ^ c[329] ^ c[334] ^ c[335] ^ c[336];
    assign rm[19] = c[76] ^ c[81] ^ c[82] ^ c[139] ^ c[144] ^ c[145] ^ c[273] ^ c[330] ^ c[335] ^ c[336] ^ c[337];
    assign rm[20] = c[77] ^ c[82] ^ c[83] ^ c[140] ^ c[145] ^ c[146] ^ c[274] ^ c[331] ^ c[336] ^ c[337] ^ c[338];
    assign rm[21] = c[78] ^ c[83] ^ c[84] ^ c[141] ^ c[146] ^ c[147] ^ c[275] ^ c[332] ^ c[337] ^ c[338] ^ c[339];
    assign rm[22] = c[79] ^ c[84] ^ c[85] ^ c[142] ^ c[147] ^ c[148] ^ c[276] ^ c[333] ^ c[338] ^ c[339] ^ c[340];
    assign rm[23] = c[80] ^ c[85] ^ c[86] ^ c[143] ^ c[148] ^ c[149] ^ c[277] ^ c[334] ^ c[339] ^ c[340] ^ c[341];
    assign rm[24] = c[81] ^ c[86] ^ c[87] ^ c[144] ^ c[149] ^ c[150] ^ c[278] ^ c[335] ^ c[340] ^ c[341] ^ c[342];
    assign rm[25] = c[82] ^ c[87] ^ c[88] ^ c[145] ^ c[150] ^ c[151] ^ c[279] ^ c[336] ^ c[341] ^ c[342] ^ c[343];
    assign rm[26] = c[83] ^ c[88] ^ c[89] ^ c[146] ^ c[151] ^ c[152] ^ c[280] ^ c[337] ^ c[342] ^ c[343] ^ c[344];
    assign rm[27] = c[84] ^ c[89] ^ c[90] ^ c[147] ^ c[152] ^ c[153] ^ c[281] ^ c[338] ^ c[343] ^ c[344] ^ c[345];
    assign rm[28] = c[85] ^ c[90] ^ c[91] ^ c[148] ^ c[153] ^ c[154] ^ c[282] ^ c[339] ^ c[344] ^ c[345] ^ c[346];
    assign rm[29] = c[86] ^ c[91] ^ c[92] ^ c[149] ^ c[154] ^ c[155] ^ c[283] ^ c[340] ^ c[345] ^ c[346] ^ c[347];
    assign rm[30] = c[87] ^ c[92] ^ c[93] ^ c[150] ^ c[155] ^ c[156] ^ c[284] ^ c[341] ^ c[346] ^ c[347] ^ c[348];
    assign rm[31] = c[88] ^ c[93] ^ c[94] ^ c[151] ^ c[156] ^ c[157] ^ c[285] ^ c[342] ^ c[347] ^ c[348] ^ c[349];
    assign rm[32] = c[89] ^ c[94] ^ c[95] ^ c[152] ^ c[157] ^ c[158] ^ c[286] ^ c[343] ^ c[348] ^ c[349] ^ c[350];
    assign rm[33] = c[90] ^ c[95] ^ c[96] ^ c[153] ^ c[158] ^ c[159] ^ c[287] ^ c[344] ^ c[349] ^ c[350] ^ c[351];
    assign rm[34] = c[91] ^ c[96] ^ c[97] ^ c[154] ^ c[159] ^ c[160] ^ c[288] ^ c[345] ^ c[350] ^ c[351] ^ c[352];
    assign rm[35] = c[92] ^ c[97] ^ c[98] ^ c[155] ^ c[160] ^ c[161] ^ c[289] ^ c[346] ^ c[351] ^ c[352] ^ c[353];
    assign rm[36] = c[93] ^ c[98] ^ c[99] ^ c[156] ^ c[161] ^ c[162] ^ c[290] ^ c[347] ^ c[352] ^ c[353] ^ c[354];
    assign rm[37] = c[94] ^ c[99] ^ c[100] ^ c[157] ^ c[162] ^ c[163] ^ c[291] ^ c[348] ^ c[353] ^ c[354] ^ c[355];
    assign rm[38] = c[95] ^ c[100] ^ c[101] ^ c[158] ^ c[163] ^ c[164] ^ c[292] ^ c[349] ^ c[354] ^ c[355] ^ c[356];
    assign rm[39] = c[96] ^ c[101] ^ c[102] ^ c[159] ^ c[164] ^ c[165] ^ c[293] ^ c[350] ^ c[355] ^ c[356] ^ c[357];
    assign rm[40] = c[97] ^ c[102] ^ c[103] ^ c[160] ^ c[165] ^ c[166] ^ c[294] ^ c[351] ^ c[356] ^ c[357] ^ c[358];
    assign rm[41] = c[98] ^ c[103] ^ c[104] ^ c[161] ^ c[166] ^ c[167] ^ c[295] ^ c[352] ^ c[357] ^ c[358] ^ c[359];
    assign rm[42] = c[99] ^ c[104] ^ c[105] ^ c[162] ^ c[167] ^ c[168] ^ c[296] ^ c[353] ^ c[358] ^ c[359] ^ c[360];
    assign rm[43] = c[100] ^ c[105] ^ c[106] ^ c[163] ^ c[168] ^ c[169] ^ c[297] ^ c[354] ^ c[359] ^ c[360] ^ c[361];
    assign rm[44] = c[101] ^ c[106] ^ c[107] ^ c[164] ^ c[169] ^ c[170] ^ c[298] ^ c[355] ^ c[360] ^ c[361] ^ c[362];
    assign rm[45] = c[102] ^ c[107] ^ c[108] ^ c[165] ^ c[170] ^ c[171] ^ c[299] ^ c[356] ^ c[361] ^ c[362] ^ c[363];
    assign rm[46] = c[103] ^ c[108] ^ c[109] ^ c[166] ^ c[171] ^ c[172] ^ c[300] ^ c[357] ^ c[362] ^ c[363] ^ c[364];
    assign rm[47] = c[104] ^ c[109] ^ c[110] ^ c[167] ^ c[172] ^ c[173] ^ c[301] ^ c[358] ^ c[363] ^ c[364] ^ c[365];
    assign rm[48] = c[105] ^ c[110] ^ c[111] ^ c[168] ^ c[173] ^ c[174] ^ c[302] ^ c[359] ^ c[364] ^ c[365] ^ c[366];
    assign rm[49] = c[106] ^ c[111] ^ c[112] ^ c[169] ^ c[174] ^ c[175] ^ c[303] ^ c[360] ^ c[365] ^ c[366] ^ c[367];
    assign rm[50] = c[107] ^ c[112] ^ c[113] ^ c[170] ^ c[175] ^ c[176] ^ c[304] ^ c[361] ^ c[366] ^ c[367] ^ c[368];
    assign rm[51] = c[108] ^ c[113] ^ c[114] ^ c[171] ^ c[176] ^ c[177] ^ c[305] ^ c[362] ^ c[367] ^ c[368] ^ c[369];
    assign rm[52] = c[109] ^ c[114] ^ c[115] ^ c[172] ^ c[177] ^ c[178] ^ c[306] ^ c[363] ^ c[368] ^ c[369] ^ c[370];
    assign rm[53] = c[110] ^ c[115] ^ c[116] ^ c[173] ^ c[178] ^ c[179] ^ c[307] ^ c[364] ^ c[369] ^ c[370] ^ c[371];
    assign rm[54] = c[111] ^ c[116] ^ c[117] ^ c[174] ^ c[179] ^ c[180] ^ c[308] ^ c[365] ^ c[370] ^ c[371] ^ c[372];
    assign rm[55] = c[112] ^ c[117] ^ c[118] ^ c[175] ^ c[180] ^ c[181] ^ c[309] ^ c[366] ^ c[371] ^ c[372] ^ c[373];
    assign rm[56] = c[113] ^ c[118] ^ c[119] ^ c[176] ^ c[181] ^ c[182] ^ c[310] ^ c[367] ^ c[372] ^ c[373] ^ c[374];
    assign rm[57] = c[114] ^ c[119] ^ c[120] ^ c[177] ^ c[182] ^ c[183] ^ c[311] ^ c[368] ^ c[373] ^ c[374] ^ c[375];
    assign rm[58] = c[115] ^ c[120] ^ c[121] ^ c[178] ^ c[183] ^ c[184] ^ c[312] ^ c[369] ^ c[374] ^ c[375] ^ c[376];
    assign rm[59] = c[116] ^ c[121] ^ c[122] ^ c[179] ^ c[184] ^ c[185] ^ c[313] ^ c[370] ^ c[375] ^ c[376] ^ c[377];
    assign rm[60] = c[117] ^ c[122] ^ c[123] ^ c[180] ^ c[185] ^ c[186] ^ c[314] ^ c[371] ^ c[376] ^ c[377] ^ c[378];
    assign rm[61] = c[118] ^ c[123] ^ c[124] ^ c[181] ^ c[186] ^ c[187] ^ c[315] ^ c[372] ^ c[377] ^ c[378] ^ c[379];
    assign rm[62] = c[119] ^ c[124] ^ c[125] ^ c[182] ^ c[187] ^ c[188] ^ c[316] ^ c[373] ^ c[378] ^ c[379] ^ c[380];
    assign rm[63] = c[120] ^ c[125] ^ c[126] ^ c[183] ^ c[188] ^ c[189] ^ c[317] ^ c[374] ^ c[379] ^ c[380];
    wire [127:0] xb = {x$3, x$2, x$1, x$0};
    wire [127:0] vb = {v$3, v$2, v$1, v$0};
    wire [63:0] vmb = {vm$1, vm$0};
    wire [127:0] bb = {b$3, b$2, b$1, b$0};
    wire [63:0] bmb = {bm$1, bm$0};
    wire [127:0] xp = {xb[120], xb[121], xb[122], xb[123], xb[124], xb[125], xb[126], xb[127], xb[112], xb[113], xb[114], xb[115], xb[116], xb[117], xb[118], xb[119], xb[104], xb[105], xb[106], xb[107], xb[108], xb[109], xb[110], xb[111], xb[96], xb[97], xb[98], xb[99], xb[100], xb[101], xb[102], xb[103], xb[88], xb[89], xb[90], xb[91], xb[92], xb[93], xb[94], xb[95], xb[80], xb[81], xb[82], xb[83], xb[84], xb[85], xb[86], xb[87], xb[72], xb[73], xb[74], xb[75], xb[76], xb[77], xb[78], xb[79], xb[64], xb[65], xb[66], xb[67], xb[68], xb[69], xb[70], xb[71], xb[56], xb[57], xb[58], xb[59], xb[60], xb[61], xb[62], xb[63], xb[48], xb[49], xb[50], xb[51], xb[52], xb[53], xb[54], xb[55], xb[40], xb[41], xb[42], xb[43], xb[44], xb[45], xb[46], xb[47], xb[32], xb[33], xb[34], xb[35], xb[36], xb[37], xb[38], xb[39], xb[24], xb[25], xb[26], xb[27], xb[28], xb[29], xb[30], xb[31], xb[16], xb[17], xb[18], xb[19], xb[20], xb[21], xb[22], xb[23], xb[8], xb[9], xb[10], xb[11], xb[12], xb[13], xb[14], xb[15], xb[0], xb[1], xb[2], xb[3], xb[4], xb[5], xb[6], xb[7]};
    wire [127:0] vp = {vb[120], vb[121], vb[122], vb[123], vb[124], vb[125], vb[126], vb[127], vb[112], vb[113], vb[114], vb[115], vb[116], vb[117], vb[118], vb[119], vb[104], vb[105], vb[106], vb[107], vb[108], vb[109], vb[110], vb[111], vb[96], vb[97], vb[98], vb[99], vb[100], vb[101], vb[102], vb[103], vb[88], vb[89], vb[90], vb[91], vb[92], vb[93], vb[94], vb[95], vb[80], vb[81], vb[82], vb[83], vb[84], vb[85], vb[86], vb[87], vb[72], vb[73], vb[74], vb[75], vb[76], vb[77], vb[78], vb[79], vb[64], vb[65], vb[66], vb[67], vb[68], vb[69], vb[70], vb[71], vb[56], vb[57], vb[58], vb[59], vb[60], vb[61], vb[62], vb[63], vb[48], vb[49], vb[50], vb[51], vb[52], vb[53], vb[54], vb[55], vb[40], vb[41], vb[42], vb[43], vb[44], vb[45], vb[46], vb[47], vb[32], vb[33], vb[34], vb[35], vb[36], vb[37], vb[38], vb[39], vb[24], vb[25], vb[26], vb[27], vb[28], vb[29], vb[30], vb[31], vb[16], vb[17], vb[18], vb[19], vb[20], vb[21], vb[22], vb[23], vb[8], vb[9], vb[10], vb[11], vb[12], vb[13], vb[14], vb[15], vb[0], vb[1], vb[2], vb[3], vb[4], vb[5], vb[6], vb[7]};
    wire [127:0] bp = {bb[120], bb[121], bb[122], bb[123], bb[124], bb[125], bb[126], bb[127], bb[112], bb[113], bb[114], bb[115], bb[116], bb[117], bb[118], bb[119], bb[104], bb[105], bb[106], bb[107], bb[108], bb[109], bb[110], bb[111], bb[96], bb[97], bb[98], bb[99], bb[100], bb[101], bb[102], bb[103], bb[88], bb[89], bb[90], bb[91], bb[92], bb[93], bb[94], bb[95], bb[80], bb[81], bb[82], bb[83], bb[84], bb[85], bb[86], bb[87], bb[72], bb[73], bb[74], bb[75], bb[76], bb[77], bb[78], bb[79], bb[64], bb[65], bb[66], bb[67], bb[68], bb[69], bb[70], bb[71], bb[56], bb[57], bb[58], bb[59], bb[60], bb[61], bb[62], bb[63], bb[48], bb[49], bb[50], bb[51], bb[52], bb[53], bb[54], bb[55], bb[40], bb[41], bb[42], bb[43], bb[44], bb[45], bb[46], bb[47], bb[32], bb[33], bb[34], bb[35], bb[36], bb[37], bb[38], bb[39], bb[24], bb[25], bb[26], bb[27], bb[28], bb[29], bb[30], bb[31], bb[16], bb[17], bb[18], bb[19], bb[20], bb[21], bb[22], bb[23], bb[8], bb[9], bb[10], bb[11], bb[12], bb[13], bb[14], bb[15], bb[0], bb[1], bb[2], bb[3], bb[4], bb[5], bb[6], bb[7]};
    wire [63:0] bmp = {bmb[56], bmb[57], bmb[58], bmb[59], bmb[60], bmb[61], bmb[62], bmb[63], bmb[48], bmb[49], bmb[50], bmb[51], bmb[52], bmb[53], bmb[54], bmb[55], bmb[40], bmb[41], bmb[42], bmb[43], bmb[44], bmb[45], bmb[46], bmb[47], bmb[32], bmb[33], bmb[34], bmb[35], bmb[36], bmb[37], bmb[38], bmb[39], bmb[24], bmb[25], bmb[26], bmb[27], bmb[28], bmb[29], bmb[30], bmb[31], bmb[16], bmb[17], bmb[18], bmb[19], bmb[20], bmb[21], bmb[22], bmb[23], bmb[8], bmb[9], bmb[10], bmb[11], bmb[12], bmb[13], bmb[14], bmb[15], bmb[0], bmb[1], bmb[2], bmb[3], bmb[4], bmb[5], bmb[6], bmb[7]};
    wire [63:0] vmp = {vmb[56], vmb[57], vmb[58], vmb[59], vmb[60], vmb[61], vmb[62], vmb[63], vmb[48], vmb[49], vmb[50], vmb[51], vmb[52], vmb[53], vmb[54], vmb[55], vmb[40], vmb[41], vmb[42], vmb[43], vmb[44], vmb[45], vmb[46], vmb[47], vmb[32], vmb[33], vmb[34], vmb[35], vmb[36], vmb[37], vmb[38], vmb[39], vmb[24], vmb[25], vmb[26], vmb[27], vmb[28], vmb[29], vmb[30], vmb[31], vmb[16], vmb[17], vmb[18], vmb[19], vmb[20], vmb[21], vmb[22], vmb[23], vmb[8], vmb[9], vmb[10], vmb[11], vmb[12], vmb[13], vmb[14], vmb[15], vmb[0], vmb[1], vmb[2], vmb[3], vmb[4], vmb[5], vmb[6], vmb[7]};
    wire [127:0] pb = {r[120], r[121], r[122], r[123], r[124], r[125], r[126], r[127], r[112], r[113], r[114], r[115], r[116], r[117], r[118], r[119], r[104], r[105], r[106], r[107], r[108], r[109], r[110], r[111], r[96], r[97], r[98], r[99], r[100], r[101], r[102], r[103], r[88], r[89], r[90], r[91], r[92], r[93], r[94], r[95], r[80], r[81], r[82], r[83], r[84], r[85], r[86], r[87], r[72], r[73], r[74], r[75], r[76], r[77], r[78], r[79], r[64], r[65], r[66], r[67], r[68], r[69], r[70], r[71], r[56], r[57], r[58], r[59], r[60], r[61], r[62], r[63], r[48], r[49], r[50], r[51], r[52], r[53], r[54], r[55], r[40], r[41], r[42], r[43], r[44], r[45], r[46], r[47], r[32], r[33], r[34], r[35], r[36], r[37], r[38], r[39], r[24], r[25], r[26], r[27], r[28], r[29], r[30], r[31], r[16], r[17], r[18], r[19], r[20], r[21], r[22], r[23], r[8], r[9], r[10], r[11], r[12], r[13], r[14], r[15], r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]};
    wire [63:0] pmb = {rm[56], rm[57], rm[58], rm[59], rm[60], rm[61], rm[62], rm[63], rm[48], rm[49], rm[50], rm[51], rm[52], rm[53], rm[54], rm[55], rm[40], rm[41], rm[42], rm[43], rm[44], rm[45], rm[46], rm[47], rm[32], rm[33], rm[34], rm[35], rm[36], rm[37], rm[38], rm[39], rm[24], rm[25], rm[26], rm[27], rm[28], rm[29], rm[30], rm[31], rm[16], rm[17], rm[18], rm[19], rm[20], rm[21], rm[22], rm[23], rm[8], rm[9], rm[10], rm[11], rm[12], rm[13], rm[14], rm[15], rm[0], rm[1], rm[2], rm[3], rm[4], rm[5], rm[6], rm[7]};
    wire [127:0] a_next = (x_off ? 128'd0 : xp) ^ vp;
    wire [63:0] am_next = (x_off ? 64'd0 : xp[63:0] ^ xp[127:64]) ^ vmp;
    (* keep *) always @(posedge clock)
      if (clear) begin
        a_q0 <= 128'd0;
        am_q0 <= 64'd0;
        b_q0 <= 128'd0;
        bm_q0 <= 64'd0;
      end else begin
        a_q0 <= a_next;
        am_q0 <= am_next;
        b_q0 <= bp;
        bm_q0 <= bmp;
      end
    (* keep *) always @(posedge clock)
      if (clear) begin
        a_q1 <= 128'd0;
        am_q1 <= 64'd0;
        b_q1 <= 128'd0;
        bm_q1 <= 64'd0;
      end else begin
        a_q1 <= a_next;
        am_q1 <= am_next;
        b_q1 <= bp;
        bm_q1 <= bmp;
      end
    (* keep *) always @(posedge clock)
      if (clear) begin
        a_q2 <= 128'd0;
        am_q2 <= 64'd0;
        b_q2 <= 128'd0;
        bm_q2 <= 64'd0;
      end else begin
        a_q2 <= a_next;
        am_q2 <= am_next;
        b_q2 <= bp;
        bm_q2 <= bmp;
      end
    (* keep *) always @(posedge clock)
      if (clear) begin
        a_q3 <= 128'd0;
        am_q3 <= 64'd0;
        b_q3 <= 128'd0;
        bm_q3 <= 64'd0;
      end else begin
        a_q3 <= a_next;
        am_q3 <= am_next;
        b_q3 <= bp;
        bm_q3 <= bmp;
      end
    wire _unused_ok = &{1'b0, ao0[32], ao0[33], ao0[34], ao0[35], ao0[36], ao0[37], ao0[38], ao0[39], ao0[40], ao0[41], ao0[42], ao0[43], ao0[44], ao0[45], ao0[46], ao0[47], ao0[48], ao0[49], ao0[50], ao0[51], ao0[52], ao0[53], ao0[54], ao0[55], ao0[56], ao0[57], ao0[58], ao0[59], ao0[60], ao0[61], ao0[62], ao0[63], ao0[96], ao0[97], ao0[98], ao0[99], ao0[100], ao0[101], ao0[102], ao0[103], ao0[104], ao0[105], ao0[106], ao0[107], ao0[108], ao0[109], ao0[110], ao0[111], ao0[112], ao0[113], ao0[114], ao0[115], ao0[116], ao0[117], ao0[118], ao0[119], ao0[120], ao0[121], ao0[122], ao0[123], ao0[124], ao0[125], ao0[126], ao0[127], ao0[160], ao0[161], ao0[162], ao0[163], ao0[164], ao0[165], ao0[166], ao0[167], ao0[168], ao0[169], ao0[170], ao0[171], ao0[172], ao0[173], ao0[174], ao0[175], ao0[176], ao0[177], ao0[178], ao0[179], ao0[180], ao0[181], ao0[182], ao0[183], ao0[184], ao0[185], ao0[186], ao0[187], ao0[188], ao0[189], ao0[190], ao0[191], br0[159], br0[158], br0[157], br0[156], br0[155], br0[154], br0[153], br0[152], br0[151], br0[150], br0[149], br0[148], br0[147], br0[146], br0[145], br0[144], br0[143], br0[142], br0[141], br0[140], br0[139], br0[138], br0[137], br0[136], br0[135], br0[134], br0[133], br0[132], br0[131], br0[130], br0[129], br0[128], br0[95], br0[94], br0[93], br0[92], br0[91], br0[90], br0[89], br0[88], br0[87], br0[86], br0[85], br0[84], br0[83], br0[82], br0[81], br0[80], br0[79], br0[78], br0[77], br0[76], br0[75], br0[74], br0[73], br0[72], br0[71], br0[70], br0[69], br0[68], br0[67], br0[66], br0[65], br0[64], br0[31], br0[30], br0[29], br0[28], br0[27], br0[26], br0[25], br0[24], br0[23], br0[22], br0[21], br0[20], br0[19], br0[18], br0[17], br0[16], br0[15], br0[14], br0[13], br0[12], br0[11], br0[10], br0[9], br0[8], br0[7], br0[6], br0[5], br0[4], br0[3], br0[2], br0[1], br0[0], ao2[0], ao2[64], ao2[128], br2[191], br2[127], br2[63], ao3[0], ao3[1], ao3[2], ao3[3], ao3[4], ao3[5], ao3[6], ao3[7], ao3[8], ao3[9], ao3[10], ao3[11], ao3[12], ao3[13], ao3[14], ao3[15], ao3[16], ao3[17], ao3[18], ao3[19], ao3[20], ao3[21], ao3[22], ao3[23], ao3[24], ao3[25], ao3[26], ao3[27], ao3[28], ao3[29], ao3[30], ao3[31], ao3[32], ao3[64], ao3[65], ao3[66], ao3[67], ao3[68], ao3[69], ao3[70], ao3[71], ao3[72], ao3[73], ao3[74], ao3[75], ao3[76], ao3[77], ao3[78], ao3[79], ao3[80], ao3[81], ao3[82], ao3[83], ao3[84], ao3[85], ao3[86], ao3[87], ao3[88], ao3[89], ao3[90], ao3[91], ao3[92], ao3[93], ao3[94], ao3[95], ao3[96], ao3[128], ao3[129], ao3[130], ao3[131], ao3[132], ao3[133], ao3[134], ao3[135], ao3[136], ao3[137], ao3[138], ao3[139], ao3[140], ao3[141], ao3[142], ao3[143], ao3[144], ao3[145], ao3[146], ao3[147], ao3[148], ao3[149], ao3[150], ao3[151], ao3[152], ao3[153], ao3[154], ao3[155], ao3[156], ao3[157], ao3[158], ao3[159], ao3[160], br3[191], br3[190], br3[189], br3[188], br3[187], br3[186], br3[185], br3[184], br3[183], br3[182], br3[181], br3[180], br3[179], br3[178], br3[177], br3[176], br3[175], br3[174], br3[173], br3[172], br3[171], br3[170], br3[169], br3[168], br3[167], br3[166], br3[165], br3[164], br3[163], br3[162], br3[161], br3[160], br3[159], br3[127], br3[126], br3[125], br3[124], br3[123], br3[122], br3[121], br3[120], br3[119], br3[118], br3[117], br3[116], br3[115], br3[114], br3[113], br3[112], br3[111], br3[110], br3[109], br3[108], br3[107], br3[106], br3[105], br3[104], br3[103], br3[102], br3[101], br3[100], br3[99], br3[98], br3[97], br3[96], br3[95], br3[63], br3[62], br3[61], br3[60], br3[59], br3[58], br3[57], br3[56], br3[55], br3[54], br3[53], br3[52], br3[51], br3[50], br3[49], br3[48], br3[47], br3[46], br3[45], br3[44], br3[43], br3[42], br3[41], br3[40], br3[39], br3[38], br3[37], br3[36], br3[35], br3[34], br3[33], br3[32], br3[31], 1'b0};
    always @(posedge clock)
      if (clear) c <= 381'd0;
      else c <= c_next;
    always @(*) begin
      p$0 = pb[31:0];
      p$1 = pb[63:32];
      p$2 = pb[95:64];
      p$3 = pb[127:96];
      pm$0 = pmb[31:0];
      pm$1 = pmb[63:32];
    end
endmodule // aes_axis_modes_gcm_ghash_mult

// Used by instance: modes$gcm$iv3_unused
module aes_axis_modes_gcm_iv3_unused(x);

    // Module arguments
    input wire  [31:0] x;

    // Update code (custom)
    wire _unused_ok = &{1'b0, x, 1'b0};
endmodule // aes_axis_modes_gcm_iv3_unused

// Used by instance: modes$gcm$len_q
module aes_axis_modes_gcm_len_q(clock,d,q);

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
endmodule // aes_axis_modes_gcm_len_q

// Used by instance: modes$gcm$offers
module aes_axis_modes_gcm_offers(j0_ok,h_want,tvalid,credit_ok,offer_j0,offer_h,offer);

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

endmodule // aes_axis_modes_gcm_offers

// Used by instance: modes$gcm$rec_enc_unused
module aes_axis_modes_gcm_rec_enc_unused(x);

    // Module arguments
    input wire  x;

    // Update code (custom)
    wire _unused_ok = &{1'b0, x, 1'b0};
endmodule // aes_axis_modes_gcm_rec_enc_unused

// Used by instance: modes$gcm$state_next
module aes_axis_modes_gcm_state_next(mode,decrypt,h_fresh,in_pkt,other_pkt,gap,inner_busy,powers_ready,forward,pass,j0_ok,h_want,data_gcm,data_j0,data_h);

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

endmodule // aes_axis_modes_gcm_state_next

// Used by 2 instances: modes$gcm$step_len, modes$gcm$step_rest
module aes_axis_modes_gcm_step(x,ge16,ge32,aad,more,mask,count,rest,rest_ge16,rest_ge32);

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
endmodule // aes_axis_modes_gcm_step

// Used by instance: modes$gcm$take
module aes_axis_modes_gcm_take(offer_j0,offer_h,core_ready,j0_go,h_go);

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

endmodule // aes_axis_modes_gcm_take

// Used by instance: modes$gcm$words
module aes_axis_modes_gcm_words(pk_mask,pk_gcm,pk_j0,pk_h,pk_aad,pk_pay,pk_last,pk_enc,pk_err,pk_count,pk,ctr,ctr_next,iv1,iv2,iv1_next,iv2_next,keep,keep_count,keep_ok,mask,lane$0,lane$1,lane$2,lane$3,a_bytes,c_bytes,len$0,len$1,len$2,len$3);

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
endmodule // aes_axis_modes_gcm_words

// Used by 2 instances: modes$gcm$x_shape, modes$xts$tail_shape
module aes_axis_modes_shape(keep,lane$0,lane$1,lane$2,lane$3);

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
endmodule // aes_axis_modes_shape

// Used by instance: modes$ivs
module aes_axis_modes_ivs(clock,reset,zeroize,we,index,data,window,packet_end,load,load_data$0,load_data$1,load_data$2,load_data$3,iv$0,iv$1,iv$2,iv$3,written_words$0,written_words$1,written_words$2,written_words$3);

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
    aes_axis_dff32 word$0(.d(word$0$d), .q(word$0$q), .clock(word$0$clock));
    aes_axis_dff32 word$1(.d(word$1$d), .q(word$1$q), .clock(word$1$clock));
    aes_axis_dff32 word$2(.d(word$2$d), .q(word$2$q), .clock(word$2$clock));
    aes_axis_dff32 word$3(.d(word$3$d), .q(word$3$q), .clock(word$3$clock));
    aes_axis_dff1 written$0(.d(written$0$d), .q(written$0$q), .clock(written$0$clock));
    aes_axis_dff1 written$1(.d(written$1$d), .q(written$1$q), .clock(written$1$clock));
    aes_axis_dff1 written$2(.d(written$2$d), .q(written$2$q), .clock(written$2$clock));
    aes_axis_dff1 written$3(.d(written$3$d), .q(written$3$q), .clock(written$3$clock));

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

endmodule // aes_axis_modes_ivs

// Used by instance: modes$ofb
module aes_axis_modes_ofb(clock,next_mode,in_packet,accept,cur_next,fb_next,side_in,fb_core);

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
    aes_axis_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));
    aes_axis_dff1 packet_ofb(.d(packet_ofb$d), .q(packet_ofb$q), .clock(packet_ofb$clock));

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

endmodule // aes_axis_modes_ofb

// Used by instance: modes$ready_ahead
module aes_axis_modes_ready_ahead(clock,fb_idle,ctr,gcm,now,ready);

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
    aes_axis_copies2 ready_q(.clock(ready_q$clock), .d(ready_q$d), .q(ready_q$q));

    // Update code
    always @(*) begin
        ready_q$clock = clock;
        ready_q$d = fb_idle & ctr & gcm;
        ready = ready_q$q;
        if (~now) begin
            ready = none;
        end
    end

endmodule // aes_axis_modes_ready_ahead

// Used by instance: modes$side
module aes_axis_modes_side(clock,reset,write,data$0,data$1,data$2,data$3,record,read_ahead,held$0,held$1,held$2,held$3,rec,rec_next);

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
    aes_axis_modes_side_lo_shared lo$0(.clock(lo$0$clock), .we(lo$0$we), .wa(lo$0$wa), .wd(lo$0$wd),
        .ra(lo$0$ra), .rd(lo$0$rd));
    aes_axis_modes_side_lo_shared lo$1(.clock(lo$1$clock), .we(lo$1$we), .wa(lo$1$wa), .wd(lo$1$wd),
        .ra(lo$1$ra), .rd(lo$1$rd));
    aes_axis_modes_side_lo_shared lo$2(.clock(lo$2$clock), .we(lo$2$we), .wa(lo$2$wa), .wd(lo$2$wd),
        .ra(lo$2$ra), .rd(lo$2$rd));
    aes_axis_modes_side_lo_shared lo$3(.clock(lo$3$clock), .we(lo$3$we), .wa(lo$3$wa), .wd(lo$3$wd),
        .ra(lo$3$ra), .rd(lo$3$rd));
    aes_axis_modes_side_lo_shared lo_rec(.clock(lo_rec$clock), .we(lo_rec$we), .wa(lo_rec$wa),
        .wd(lo_rec$wd), .ra(lo_rec$ra), .rd(lo_rec$rd));
    aes_axis_modes_side_hi_shared hi$0(.clock(hi$0$clock), .we(hi$0$we), .wa(hi$0$wa), .wd(hi$0$wd),
        .ra(hi$0$ra), .rd(hi$0$rd));
    aes_axis_modes_side_hi_shared hi$1(.clock(hi$1$clock), .we(hi$1$we), .wa(hi$1$wa), .wd(hi$1$wd),
        .ra(hi$1$ra), .rd(hi$1$rd));
    aes_axis_modes_side_hi_shared hi$2(.clock(hi$2$clock), .we(hi$2$we), .wa(hi$2$wa), .wd(hi$2$wd),
        .ra(hi$2$ra), .rd(hi$2$rd));
    aes_axis_modes_side_hi_shared hi$3(.clock(hi$3$clock), .we(hi$3$we), .wa(hi$3$wa), .wd(hi$3$wd),
        .ra(hi$3$ra), .rd(hi$3$rd));
    aes_axis_modes_side_hi_shared hi_rec(.clock(hi_rec$clock), .we(hi_rec$we), .wa(hi_rec$wa),
        .wd(hi_rec$wd), .ra(hi_rec$ra), .rd(hi_rec$rd));
    aes_axis_dff4 wr_ptr(.d(wr_ptr$d), .q(wr_ptr$q), .clock(wr_ptr$clock));
    aes_axis_dff4 rd_addr(.d(rd_addr$d), .q(rd_addr$q), .clock(rd_addr$clock));
    aes_axis_dff1 wr_en_q(.d(wr_en_q$d), .q(wr_en_q$q), .clock(wr_en_q$clock));
    aes_axis_dff1 wr_en_hi_q(.d(wr_en_hi_q$d), .q(wr_en_hi_q$q), .clock(wr_en_hi_q$clock));
    aes_axis_dff4 wr_addr_q(.d(wr_addr_q$d), .q(wr_addr_q$q), .clock(wr_addr_q$clock));
    aes_axis_dff32 wr_data_q$0(.d(wr_data_q$0$d), .q(wr_data_q$0$q), .clock(wr_data_q$0$clock));
    aes_axis_dff32 wr_data_q$1(.d(wr_data_q$1$d), .q(wr_data_q$1$q), .clock(wr_data_q$1$clock));
    aes_axis_dff32 wr_data_q$2(.d(wr_data_q$2$d), .q(wr_data_q$2$q), .clock(wr_data_q$2$clock));
    aes_axis_dff32 wr_data_q$3(.d(wr_data_q$3$d), .q(wr_data_q$3$q), .clock(wr_data_q$3$clock));
    aes_axis_dff32 wr_rec_q(.d(wr_rec_q$d), .q(wr_rec_q$q), .clock(wr_rec_q$clock));
    aes_axis_dff32 q$0(.d(q$0$d), .q(q$0$q), .clock(q$0$clock));
    aes_axis_dff32 q$1(.d(q$1$d), .q(q$1$q), .clock(q$1$clock));
    aes_axis_dff32 q$2(.d(q$2$d), .q(q$2$q), .clock(q$2$clock));
    aes_axis_dff32 q$3(.d(q$3$d), .q(q$3$q), .clock(q$3$clock));
    aes_axis_dff32 q_rec(.d(q_rec$d), .q(q_rec$q), .clock(q_rec$clock));
    aes_axis_dff1 rd_half(.d(rd_half$d), .q(rd_half$q), .clock(rd_half$clock));
    aes_axis_dff1 wr_bank(.d(wr_bank$d), .q(wr_bank$q), .clock(wr_bank$clock));

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

endmodule // aes_axis_modes_side

// Used by 5 instances: modes$side$hi$0, modes$side$hi$1, modes$side$hi$2, modes$side$hi$3, ... (1 more)
module aes_axis_modes_side_hi_shared(clock,we,wa,wd,ra,rd);

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
endmodule // aes_axis_modes_side_hi_shared

// Used by 5 instances: modes$side$lo$0, modes$side$lo$1, modes$side$lo$2, modes$side$lo$3, ... (1 more)
module aes_axis_modes_side_lo_shared(clock,we,wa,wd,ra,rd);

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
endmodule // aes_axis_modes_side_lo_shared

// Used by instance: modes$stage
module aes_axis_modes_stage(clock,reset,valid,data$0,data$1,data$2,data$3,last,zero,insert,insert_data$0,insert_data$1,insert_data$2,insert_data$3,insert_last,push,out$0,out$1,out$2,out$3,out_last);

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
    localparam  delayed = 1'b1;
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
    aes_axis_dff32 d1$0(.d(d1$0$d), .q(d1$0$q), .clock(d1$0$clock));
    aes_axis_dff32 d1$1(.d(d1$1$d), .q(d1$1$q), .clock(d1$1$clock));
    aes_axis_dff32 d1$2(.d(d1$2$d), .q(d1$2$q), .clock(d1$2$clock));
    aes_axis_dff32 d1$3(.d(d1$3$d), .q(d1$3$q), .clock(d1$3$clock));
    aes_axis_dff32 d2$0(.d(d2$0$d), .q(d2$0$q), .clock(d2$0$clock));
    aes_axis_dff32 d2$1(.d(d2$1$d), .q(d2$1$q), .clock(d2$1$clock));
    aes_axis_dff32 d2$2(.d(d2$2$d), .q(d2$2$q), .clock(d2$2$clock));
    aes_axis_dff32 d2$3(.d(d2$3$d), .q(d2$3$q), .clock(d2$3$clock));
    aes_axis_dff1 v1(.d(v1$d), .q(v1$q), .clock(v1$clock));
    aes_axis_dff1 v2(.d(v2$d), .q(v2$q), .clock(v2$clock));
    aes_axis_dff1 l1(.d(l1$d), .q(l1$q), .clock(l1$clock));
    aes_axis_dff1 l2(.d(l2$d), .q(l2$q), .clock(l2$clock));

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

endmodule // aes_axis_modes_stage

// Used by instance: modes$xts
module aes_axis_modes_xts(clock,reset,zeroize,ctrl_mode_next,ctrl_key_len_next,next_mode,next_decrypt,in_packet,in_packet_next,tdata$0,tdata$1,tdata$2,tdata$3,tlast,tkeep,accept,iv$0,iv$1,iv$2,iv$3,iv_we,iv_change,iv_written$0,iv_written$1,iv_written$2,iv_written$3,core_ready,core_valid,core_out$0,core_out$1,core_out$2,core_out$3,core_last,rec,reg_we,reg_word,reg_data,reg_strb,ready_now,offer,own_data,own_in$0,own_in$1,own_in$2,own_in$3,own_last,record,own_held$0,own_held$1,own_held$2,own_held$3,own_out,push,out_last,insert,insert_data$0,insert_data$1,insert_data$2,insert_data$3,insert_last,iv_load,iv_data$0,iv_data$1,iv_data$2,iv_data$3,key_ok,status,busy,length_err,whole_last,open);

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
    localparam  has = 1'b1;
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
    localparam  pend_wait = 2'b1;
    localparam  fin_wait = 2'b10;
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
    aes_axis_modes_xts_tweak tweak(.clock(tweak$clock), .reset(tweak$reset), .clear(tweak$clear),
        .key_we(tweak$key_we), .key_index(tweak$key_index), .key_data(tweak$key_data),
        .key_strb(tweak$key_strb), .aes256(tweak$aes256), .start(tweak$start),
        .block_in$0(tweak$block_in$0), .block_in$1(tweak$block_in$1), .block_in$2(tweak$block_in$2),
        .block_in$3(tweak$block_in$3), .done(tweak$done), .out$0(tweak$out$0), .out$1(tweak$out$1),
        .out$2(tweak$out$2), .out$3(tweak$out$3));
    aes_axis_modes_xts_words words(.t$0(words$t$0), .t$1(words$t$1), .t$2(words$t$2),
        .t$3(words$t$3), .double$0(words$double$0), .double$1(words$double$1),
        .double$2(words$double$2), .double$3(words$double$3), .u$0(words$u$0), .u$1(words$u$1),
        .u$2(words$u$2), .u$3(words$u$3), .halve$0(words$halve$0), .halve$1(words$halve$1),
        .halve$2(words$halve$2), .halve$3(words$halve$3), .iv$0(words$iv$0), .iv$1(words$iv$1),
        .iv$2(words$iv$2), .iv$3(words$iv$3), .ones(words$ones), .iv_next$0(words$iv_next$0),
        .iv_next$1(words$iv_next$1), .iv_next$2(words$iv_next$2), .iv_next$3(words$iv_next$3),
        .next_ones(words$next_ones), .x_ones(words$x_ones));
    aes_axis_modes_xts_shape shape(.keep(shape$keep), .contiguous(shape$contiguous),
        .whole(shape$whole), .lane$0(shape$lane$0), .lane$1(shape$lane$1), .lane$2(shape$lane$2),
        .lane$3(shape$lane$3));
    aes_axis_dff1 mine(.d(mine$d), .q(mine$q), .clock(mine$clock));
    aes_axis_dff1 dec(.d(dec$d), .q(dec$q), .clock(dec$clock));
    aes_axis_dff1 pkt_dec(.d(pkt_dec$d), .q(pkt_dec$q), .clock(pkt_dec$clock));
    aes_axis_dff1 pkt256(.d(pkt256$d), .q(pkt256$q), .clock(pkt256$clock));
    aes_axis_modes_xts_line line(.clock(line$clock), .reset(line$reset), .d$0(line$d$0),
        .d$1(line$d$1), .d$2(line$d$2), .d$3(line$d$3), .aes256(line$aes256), .q$0(line$q$0),
        .q$1(line$q$1), .q$2(line$q$2), .q$3(line$q$3));
    aes_axis_dff1 bad_len(.d(bad_len$d), .q(bad_len$q), .clock(bad_len$clock));
    aes_axis_copies1 key_len_lo(.clock(key_len_lo$clock), .d(key_len_lo$d), .q(key_len_lo$q));
    aes_axis_copies1 key_len_hi(.clock(key_len_hi$clock), .d(key_len_hi$d), .q(key_len_hi$q));
    aes_axis_dff2 key_len_was(.d(key_len_was$d), .q(key_len_was$q), .clock(key_len_was$clock));
    aes_axis_dff8 xk_seen(.d(xk_seen$d), .q(xk_seen$q), .clock(xk_seen$clock));
    aes_axis_dff1 xk_updating(.d(xk_updating$d), .q(xk_updating$q), .clock(xk_updating$clock));
    aes_axis_dff1 xk_ready(.d(xk_ready$d), .q(xk_ready$q), .clock(xk_ready$clock));
    aes_axis_dff1 tw_pending(.d(tw_pending$d), .q(tw_pending$q), .clock(tw_pending$clock));
    aes_axis_dff1 t0_ok(.d(t0_ok$d), .q(t0_ok$q), .clock(t0_ok$clock));
    aes_axis_dff1 t_ok(.d(t_ok$d), .q(t_ok$q), .clock(t_ok$clock));
    aes_axis_dff32 t$0(.d(t$0$d), .q(t$0$q), .clock(t$0$clock));
    aes_axis_dff32 t$1(.d(t$1$d), .q(t$1$q), .clock(t$1$clock));
    aes_axis_dff32 t$2(.d(t$2$d), .q(t$2$q), .clock(t$2$clock));
    aes_axis_dff32 t$3(.d(t$3$d), .q(t$3$q), .clock(t$3$clock));
    aes_axis_dff32 tp$0(.d(tp$0$d), .q(tp$0$q), .clock(tp$0$clock));
    aes_axis_dff32 tp$1(.d(tp$1$d), .q(tp$1$q), .clock(tp$1$clock));
    aes_axis_dff32 tp$2(.d(tp$2$d), .q(tp$2$q), .clock(tp$2$clock));
    aes_axis_dff32 tp$3(.d(tp$3$d), .q(tp$3$q), .clock(tp$3$clock));
    aes_axis_dff3 ones(.d(ones$d), .q(ones$q), .clock(ones$clock));
    aes_axis_modes_xts_hand_over hand_over(.step(hand_over$step), .decoded(hand_over$decoded),
        .written$0(hand_over$written$0), .written$1(hand_over$written$1),
        .written$2(hand_over$written$2), .written$3(hand_over$written$3), .ones(hand_over$ones));
    aes_axis_dff6 ahead(.d(ahead$d), .q(ahead$q), .clock(ahead$clock));
    aes_axis_dff1 cts(.d(cts$d), .q(cts$q), .clock(cts$clock));
    aes_axis_dff1 reinj(.d(reinj$d), .q(reinj$q), .clock(reinj$clock));
    aes_axis_dff1 fin_ready(.d(fin_ready$d), .q(fin_ready$q), .clock(fin_ready$clock));
    aes_axis_dff1 rest(.d(rest$d), .q(rest$q), .clock(rest$clock));
    aes_axis_dff1 fin_fly(.d(fin_fly$d), .q(fin_fly$q), .clock(fin_fly$clock));
    aes_axis_dff1 h_full(.d(h_full$d), .q(h_full$q), .clock(h_full$clock));
    aes_axis_dff1 pend(.d(pend$d), .q(pend$q), .clock(pend$clock));
    aes_axis_dff32 h$0(.d(h$0$d), .q(h$0$q), .clock(h$0$clock));
    aes_axis_dff32 h$1(.d(h$1$d), .q(h$1$q), .clock(h$1$clock));
    aes_axis_dff32 h$2(.d(h$2$d), .q(h$2$q), .clock(h$2$clock));
    aes_axis_dff32 h$3(.d(h$3$d), .q(h$3$q), .clock(h$3$clock));
    aes_axis_dff32 prev$0(.d(prev$0$d), .q(prev$0$q), .clock(prev$0$clock));
    aes_axis_dff32 prev$1(.d(prev$1$d), .q(prev$1$q), .clock(prev$1$clock));
    aes_axis_dff32 prev$2(.d(prev$2$d), .q(prev$2$q), .clock(prev$2$clock));
    aes_axis_dff32 prev$3(.d(prev$3$d), .q(prev$3$q), .clock(prev$3$clock));
    aes_axis_dff32 tail$0(.d(tail$0$d), .q(tail$0$q), .clock(tail$0$clock));
    aes_axis_dff32 tail$1(.d(tail$1$d), .q(tail$1$q), .clock(tail$1$clock));
    aes_axis_dff32 tail$2(.d(tail$2$d), .q(tail$2$q), .clock(tail$2$clock));
    aes_axis_dff32 tail$3(.d(tail$3$d), .q(tail$3$q), .clock(tail$3$clock));
    aes_axis_dff16 tail_keep(.d(tail_keep$d), .q(tail_keep$q), .clock(tail_keep$clock));
    aes_axis_modes_shape tail_shape(.keep(tail_shape$keep), .lane$0(tail_shape$lane$0),
        .lane$1(tail_shape$lane$1), .lane$2(tail_shape$lane$2), .lane$3(tail_shape$lane$3));
    aes_axis_last_doubles_shared lanes_unused(.w$0(lanes_unused$w$0), .w$1(lanes_unused$w$1),
        .w$2(lanes_unused$w$2), .w$3(lanes_unused$w$3));
    aes_axis_dff32 fin$0(.d(fin$0$d), .q(fin$0$q), .clock(fin$0$clock));
    aes_axis_dff32 fin$1(.d(fin$1$d), .q(fin$1$q), .clock(fin$1$clock));
    aes_axis_dff32 fin$2(.d(fin$2$d), .q(fin$2$q), .clock(fin$2$clock));
    aes_axis_dff32 fin$3(.d(fin$3$d), .q(fin$3$q), .clock(fin$3$clock));
    aes_axis_dff1 ins_on(.d(ins_on$d), .q(ins_on$q), .clock(ins_on$clock));
    aes_axis_dff2 ins_wait(.d(ins_wait$d), .q(ins_wait$q), .clock(ins_wait$clock));
    aes_axis_dff1 ins_last(.d(ins_last$d), .q(ins_last$q), .clock(ins_last$clock));
    aes_axis_dff1 ins_now(.d(ins_now$d), .q(ins_now$q), .clock(ins_now$clock));
    aes_axis_dff1 ready_q(.d(ready_q$d), .q(ready_q$q), .clock(ready_q$clock));
    aes_axis_dff32 ins$0(.d(ins$0$d), .q(ins$0$q), .clock(ins$0$clock));
    aes_axis_dff32 ins$1(.d(ins$1$d), .q(ins$1$q), .clock(ins$1$clock));
    aes_axis_dff32 ins$2(.d(ins$2$d), .q(ins$2$q), .clock(ins$2$clock));
    aes_axis_dff32 ins$3(.d(ins$3$d), .q(ins$3$q), .clock(ins$3$clock));
    aes_axis_dff1 zpend(.d(zpend$d), .q(zpend$q), .clock(zpend$clock));

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

endmodule // aes_axis_modes_xts

// Used by instance: modes$xts$hand_over
module aes_axis_modes_xts_hand_over(step,decoded,written$0,written$1,written$2,written$3,ones);

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
endmodule // aes_axis_modes_xts_hand_over

// Used by instance: modes$xts$line
module aes_axis_modes_xts_line(clock,reset,d$0,d$1,d$2,d$3,aes256,q$0,q$1,q$2,q$3);

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
    reg [127:0] s0 = 128'd0;
    reg [127:0] s1 = 128'd0;
    reg [127:0] s2 = 128'd0;
    reg [127:0] s3 = 128'd0;
    reg [127:0] s4 = 128'd0;
    reg [127:0] s5 = 128'd0;
    reg [127:0] s6 = 128'd0;
    reg [127:0] s7 = 128'd0;
    reg [127:0] s8 = 128'd0;
    reg [127:0] s9 = 128'd0;
    reg [127:0] s10 = 128'd0;
    reg [127:0] s11 = 128'd0;
    reg [127:0] s12 = 128'd0;
    reg [127:0] s13 = 128'd0;
    reg [127:0] s14 = 128'd0;
    always @(posedge clock)
      if (reset) begin
        s0 <= 128'd0;
        s1 <= 128'd0;
        s2 <= 128'd0;
        s3 <= 128'd0;
        s4 <= 128'd0;
        s5 <= 128'd0;
        s6 <= 128'd0;
        s7 <= 128'd0;
        s8 <= 128'd0;
        s9 <= 128'd0;
        s10 <= 128'd0;
        s11 <= 128'd0;
        s12 <= 128'd0;
        s13 <= 128'd0;
        s14 <= 128'd0;
      end else begin
        s0 <= {d$3, d$2, d$1, d$0};
        s1 <= s0;
        s2 <= s1;
        s3 <= s2;
        s4 <= s3;
        s5 <= s4;
        s6 <= s5;
        s7 <= s6;
        s8 <= s7;
        s9 <= s8;
        s10 <= s9;
        s11 <= s10;
        s12 <= s11;
        s13 <= s12;
        s14 <= s13;
      end
    always @(*) q$0 = aes256 ? s14[31:0] : s10[31:0];
    always @(*) q$1 = aes256 ? s14[63:32] : s10[63:32];
    always @(*) q$2 = aes256 ? s14[95:64] : s10[95:64];
    always @(*) q$3 = aes256 ? s14[127:96] : s10[127:96];
endmodule // aes_axis_modes_xts_line

// Used by instance: modes$xts$shape
module aes_axis_modes_xts_shape(keep,contiguous,whole,lane$0,lane$1,lane$2,lane$3);

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
endmodule // aes_axis_modes_xts_shape

// Used by instance: modes$xts$tweak
module aes_axis_modes_xts_tweak(clock,reset,clear,key_we,key_index,key_data,key_strb,aes256,start,block_in$0,block_in$1,block_in$2,block_in$3,done,out$0,out$1,out$2,out$3);

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
    aes_axis_dff32 key$0(.d(key$0$d), .q(key$0$q), .clock(key$0$clock));
    aes_axis_dff32 key$1(.d(key$1$d), .q(key$1$q), .clock(key$1$clock));
    aes_axis_dff32 key$2(.d(key$2$d), .q(key$2$q), .clock(key$2$clock));
    aes_axis_dff32 key$3(.d(key$3$d), .q(key$3$q), .clock(key$3$clock));
    aes_axis_dff32 key$4(.d(key$4$d), .q(key$4$q), .clock(key$4$clock));
    aes_axis_dff32 key$5(.d(key$5$d), .q(key$5$q), .clock(key$5$clock));
    aes_axis_dff32 key$6(.d(key$6$d), .q(key$6$q), .clock(key$6$clock));
    aes_axis_dff32 key$7(.d(key$7$d), .q(key$7$q), .clock(key$7$clock));
    aes_axis_merge merge$0(.q(merge$0$q), .d(merge$0$d), .strb(merge$0$strb), .y(merge$0$y));
    aes_axis_merge merge$1(.q(merge$1$q), .d(merge$1$d), .strb(merge$1$strb), .y(merge$1$y));
    aes_axis_merge merge$2(.q(merge$2$q), .d(merge$2$d), .strb(merge$2$strb), .y(merge$2$y));
    aes_axis_merge merge$3(.q(merge$3$q), .d(merge$3$d), .strb(merge$3$strb), .y(merge$3$y));
    aes_axis_merge merge$4(.q(merge$4$q), .d(merge$4$d), .strb(merge$4$strb), .y(merge$4$y));
    aes_axis_merge merge$5(.q(merge$5$q), .d(merge$5$d), .strb(merge$5$strb), .y(merge$5$y));
    aes_axis_merge merge$6(.q(merge$6$q), .d(merge$6$d), .strb(merge$6$strb), .y(merge$6$y));
    aes_axis_merge merge$7(.q(merge$7$q), .d(merge$7$d), .strb(merge$7$strb), .y(merge$7$y));
    aes_axis_modes_xts_tweak_sub sub(.clock(sub$clock), .enable(sub$enable), .clear(sub$clear),
        .inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2), .a3(sub$a3), .y0(sub$y0),
        .y1(sub$y1), .y2(sub$y2), .y3(sub$y3), .d0(sub$d0), .d1(sub$d1), .d2(sub$d2), .d3(sub$d3));
    aes_axis_modes_xts_tweak_mix mix$0(.a(mix$0$a), .da(mix$0$da), .bypass(mix$0$bypass),
        .inverse(mix$0$inverse), .y(mix$0$y));
    aes_axis_modes_xts_tweak_mix mix$1(.a(mix$1$a), .da(mix$1$da), .bypass(mix$1$bypass),
        .inverse(mix$1$inverse), .y(mix$1$y));
    aes_axis_modes_xts_tweak_mix mix$2(.a(mix$2$a), .da(mix$2$da), .bypass(mix$2$bypass),
        .inverse(mix$2$inverse), .y(mix$2$y));
    aes_axis_modes_xts_tweak_mix mix$3(.a(mix$3$a), .da(mix$3$da), .bypass(mix$3$bypass),
        .inverse(mix$3$inverse), .y(mix$3$y));
    aes_axis_sub ksub(.clock(ksub$clock), .clear(ksub$clear), .a(ksub$a), .y(ksub$y),
        .y_rot(ksub$y_rot));
    aes_axis_dff32 a$0(.d(a$0$d), .q(a$0$q), .clock(a$0$clock));
    aes_axis_dff32 a$1(.d(a$1$d), .q(a$1$q), .clock(a$1$clock));
    aes_axis_dff32 a$2(.d(a$2$d), .q(a$2$q), .clock(a$2$clock));
    aes_axis_dff32 a$3(.d(a$3$d), .q(a$3$q), .clock(a$3$clock));
    aes_axis_dff32 b$0(.d(b$0$d), .q(b$0$q), .clock(b$0$clock));
    aes_axis_dff32 b$1(.d(b$1$d), .q(b$1$q), .clock(b$1$clock));
    aes_axis_dff32 b$2(.d(b$2$d), .q(b$2$q), .clock(b$2$clock));
    aes_axis_dff32 b$3(.d(b$3$d), .q(b$3$q), .clock(b$3$clock));
    aes_axis_dff32 blk$0(.d(blk$0$d), .q(blk$0$q), .clock(blk$0$clock));
    aes_axis_dff32 blk$1(.d(blk$1$d), .q(blk$1$q), .clock(blk$1$clock));
    aes_axis_dff32 blk$2(.d(blk$2$d), .q(blk$2$q), .clock(blk$2$clock));
    aes_axis_dff32 blk$3(.d(blk$3$d), .q(blk$3$q), .clock(blk$3$clock));
    aes_axis_dff32 out_q$0(.d(out_q$0$d), .q(out_q$0$q), .clock(out_q$0$clock));
    aes_axis_dff32 out_q$1(.d(out_q$1$d), .q(out_q$1$q), .clock(out_q$1$clock));
    aes_axis_dff32 out_q$2(.d(out_q$2$d), .q(out_q$2$q), .clock(out_q$2$clock));
    aes_axis_dff32 out_q$3(.d(out_q$3$d), .q(out_q$3$q), .clock(out_q$3$clock));
    aes_axis_dff1 running(.d(running$d), .q(running$q), .clock(running$clock));
    aes_axis_dff1 done_q(.d(done_q$d), .q(done_q$q), .clock(done_q$clock));
    aes_axis_dff4 round(.d(round$d), .q(round$q), .clock(round$clock));
    aes_axis_dff1 phase(.d(phase$d), .q(phase$q), .clock(phase$clock));
    aes_axis_dff32 rcon(.d(rcon$d), .q(rcon$q), .clock(rcon$clock));

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

endmodule // aes_axis_modes_xts_tweak

// Used by 4 instances: modes$xts$tweak$mix$0, modes$xts$tweak$mix$1, modes$xts$tweak$mix$2, modes$xts$tweak$mix$3
module aes_axis_modes_xts_tweak_mix(a,da,bypass,inverse,y);

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
endmodule // aes_axis_modes_xts_tweak_mix

// Used by instance: modes$xts$tweak$sub
module aes_axis_modes_xts_tweak_sub(clock,enable,clear,inverse,a0,a1,a2,a3,y0,y1,y2,y3,d0,d1,d2,d3);

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
    wire [127:0] a = {a3, a2, a1, a0};
    wire [127:0] s;
    wire [127:0] s2;
    genvar g;
    generate for (g = 0; g < 8; g = g + 1) begin : lookup
      (* rom_style = "block" *) reg [15:0] rom [0:255];
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
      end
      reg [15:0] q_lo = 16'd0;
      reg [15:0] q_hi = 16'd0;
      always @(posedge clock)
        if (clear) begin
          q_lo <= 16'd0;
          q_hi <= 16'd0;
        end else if (enable) begin
          q_lo <= rom[a[16*g+7:16*g]];
          q_hi <= rom[a[16*g+15:16*g+8]];
        end
      assign s[16*g+15:16*g] = {q_hi[7:0], q_lo[7:0]};
      assign s2[16*g+15:16*g] = {q_hi[15:8], q_lo[15:8]};
    end
    endgenerate
    wire _unused_ok = &{1'b0, inv, 1'b0};
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
endmodule // aes_axis_modes_xts_tweak_sub

// Used by instance: modes$xts$words
module aes_axis_modes_xts_words(t$0,t$1,t$2,t$3,double$0,double$1,double$2,double$3,u$0,u$1,u$2,u$3,halve$0,halve$1,halve$2,halve$3,iv$0,iv$1,iv$2,iv$3,ones,iv_next$0,iv_next$1,iv_next$2,iv_next$3,next_ones,x_ones);

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
endmodule // aes_axis_modes_xts_words

// Used by 2 instances: modes$xts$xk_seen, regs$aw_addr
module aes_axis_dff8(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 8'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff8

// Used by instance: regs
module aes_axis_regs(clock,reset,awaddr,awvalid,awready,wdata,wstrb,wvalid,wready,bresp,bvalid,bready,araddr,arvalid,arready,rdata,rresp,rvalid,rready,key_ready,busy,deriving,refreshing,key_partial,partial_beat,length_err_beat,mode_status,mode_reg_we,mode_reg_word,mode_reg_data,mode_reg_strb,mode_read_word,mode_rdata,blocks_in,blocks_out,key_we_next,key_addr_next,key_data_next,ctrl_we_next,key_len_next,decrypt_next,zeroize_next,zeroize,mode_decrypt,mode_next,mode_decrypt_next,iv_we,iv_index,iv_data,iv$0,iv$1,iv$2,iv$3);

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
    localparam  mode_built = 8'h7f;
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
    aes_axis_dff1 aw_full(.d(aw_full$d), .q(aw_full$q), .clock(aw_full$clock));
    aes_axis_dff8 aw_addr(.d(aw_addr$d), .q(aw_addr$q), .clock(aw_addr$clock));
    aes_axis_dff1 w_full(.d(w_full$d), .q(w_full$q), .clock(w_full$clock));
    aes_axis_dff32 w_data(.d(w_data$d), .q(w_data$q), .clock(w_data$clock));
    aes_axis_dff4 w_strb(.d(w_strb$d), .q(w_strb$q), .clock(w_strb$clock));
    aes_axis_dff1 b_valid(.d(b_valid$d), .q(b_valid$q), .clock(b_valid$clock));
    aes_axis_dff2 b_resp(.d(b_resp$d), .q(b_resp$q), .clock(b_resp$clock));
    aes_axis_dff1 r_valid(.d(r_valid$d), .q(r_valid$q), .clock(r_valid$clock));
    aes_axis_dff32 r_data(.d(r_data$d), .q(r_data$q), .clock(r_data$clock));
    aes_axis_dff2 r_resp(.d(r_resp$d), .q(r_resp$q), .clock(r_resp$clock));
    aes_axis_dff32 key_copy$0(.d(key_copy$0$d), .q(key_copy$0$q), .clock(key_copy$0$clock));
    aes_axis_dff32 key_copy$1(.d(key_copy$1$d), .q(key_copy$1$q), .clock(key_copy$1$clock));
    aes_axis_dff32 key_copy$2(.d(key_copy$2$d), .q(key_copy$2$q), .clock(key_copy$2$clock));
    aes_axis_dff32 key_copy$3(.d(key_copy$3$d), .q(key_copy$3$q), .clock(key_copy$3$clock));
    aes_axis_dff32 key_copy$4(.d(key_copy$4$d), .q(key_copy$4$q), .clock(key_copy$4$clock));
    aes_axis_dff32 key_copy$5(.d(key_copy$5$d), .q(key_copy$5$q), .clock(key_copy$5$clock));
    aes_axis_dff32 key_copy$6(.d(key_copy$6$d), .q(key_copy$6$q), .clock(key_copy$6$clock));
    aes_axis_dff32 key_copy$7(.d(key_copy$7$d), .q(key_copy$7$q), .clock(key_copy$7$clock));
    aes_axis_dff2 ctrl_key_len(.d(ctrl_key_len$d), .q(ctrl_key_len$q), .clock(ctrl_key_len$clock));
    aes_axis_dff1 ctrl_decrypt(.d(ctrl_decrypt$d), .q(ctrl_decrypt$q), .clock(ctrl_decrypt$clock));
    aes_axis_dff3 ctrl_mode(.d(ctrl_mode$d), .q(ctrl_mode$q), .clock(ctrl_mode$clock));
    aes_axis_dff1 partial(.d(partial$d), .q(partial$q), .clock(partial$clock));
    aes_axis_dff1 length_err(.d(length_err$d), .q(length_err$q), .clock(length_err$clock));
    aes_axis_dff1 apply(.d(apply$d), .q(apply$q), .clock(apply$clock));
    aes_axis_dff1 apply_key(.d(apply_key$d), .q(apply_key$q), .clock(apply_key$clock));
    aes_axis_dff1 apply_ctrl(.d(apply_ctrl$d), .q(apply_ctrl$q), .clock(apply_ctrl$clock));
    aes_axis_dff1 apply_len_change(.d(apply_len_change$d), .q(apply_len_change$q),
        .clock(apply_len_change$clock));
    aes_axis_dff1 apply_zeroize(.d(apply_zeroize$d), .q(apply_zeroize$q),
        .clock(apply_zeroize$clock));
    aes_axis_dff1 apply_iv(.d(apply_iv$d), .q(apply_iv$q), .clock(apply_iv$clock));
    aes_axis_dff1 apply_partial_clear(.d(apply_partial_clear$d), .q(apply_partial_clear$q),
        .clock(apply_partial_clear$clock));
    aes_axis_dff1 apply_length_err_clear(.d(apply_length_err_clear$d), .q(apply_length_err_clear$q),
        .clock(apply_length_err_clear$clock));
    aes_axis_dff1 apply_mode_reg(.d(apply_mode_reg$d), .q(apply_mode_reg$q),
        .clock(apply_mode_reg$clock));
    aes_axis_dff6 apply_mode_word(.d(apply_mode_word$d), .q(apply_mode_word$q),
        .clock(apply_mode_word$clock));
    aes_axis_dff1 dec_mapped(.d(dec_mapped$d), .q(dec_mapped$q), .clock(dec_mapped$clock));
    aes_axis_dff1 dec_key_word(.d(dec_key_word$d), .q(dec_key_word$q), .clock(dec_key_word$clock));
    aes_axis_dff1 dec_key(.d(dec_key$d), .q(dec_key$q), .clock(dec_key$clock));
    aes_axis_dff3 dec_key_index(.d(dec_key_index$d), .q(dec_key_index$q),
        .clock(dec_key_index$clock));
    aes_axis_dff1 dec_iv(.d(dec_iv$d), .q(dec_iv$q), .clock(dec_iv$clock));
    aes_axis_dff2 dec_iv_index(.d(dec_iv_index$d), .q(dec_iv_index$q), .clock(dec_iv_index$clock));
    aes_axis_dff1 dec_ctrl(.d(dec_ctrl$d), .q(dec_ctrl$q), .clock(dec_ctrl$clock));
    aes_axis_dff1 dec_zeroize(.d(dec_zeroize$d), .q(dec_zeroize$q), .clock(dec_zeroize$clock));
    aes_axis_dff1 dec_length_err_clear(.d(dec_length_err_clear$d), .q(dec_length_err_clear$q),
        .clock(dec_length_err_clear$clock));
    aes_axis_dff1 dec_partial_clear(.d(dec_partial_clear$d), .q(dec_partial_clear$q),
        .clock(dec_partial_clear$clock));
    aes_axis_dff1 dec_mode_reg(.d(dec_mode_reg$d), .q(dec_mode_reg$q), .clock(dec_mode_reg$clock));
    aes_axis_dff2 dec_key_len(.d(dec_key_len$d), .q(dec_key_len$q), .clock(dec_key_len$clock));
    aes_axis_dff3 dec_mode(.d(dec_mode$d), .q(dec_mode$q), .clock(dec_mode$clock));
    aes_axis_dff1 dec_decrypt(.d(dec_decrypt$d), .q(dec_decrypt$q), .clock(dec_decrypt$clock));
    aes_axis_dff1 dec_core_decrypt(.d(dec_core_decrypt$d), .q(dec_core_decrypt$q),
        .clock(dec_core_decrypt$clock));
    aes_axis_dff32 key_sel(.d(key_sel$d), .q(key_sel$q), .clock(key_sel$clock));
    aes_axis_regs_key_pick key_pick(.sel(key_pick$sel), .w$0(key_pick$w$0), .w$1(key_pick$w$1),
        .w$2(key_pick$w$2), .w$3(key_pick$w$3), .w$4(key_pick$w$4), .w$5(key_pick$w$5),
        .w$6(key_pick$w$6), .w$7(key_pick$w$7), .y(key_pick$y));
    aes_axis_regs_map map(.wr_addr(map$wr_addr), .wr_data(map$wr_data), .wr_strb(map$wr_strb),
        .ctrl_key_len(map$ctrl_key_len), .ctrl_decrypt(map$ctrl_decrypt), .ctrl_mode(map$ctrl_mode),
        .iv$0(map$iv$0), .iv$1(map$iv$1), .iv$2(map$iv$2), .iv$3(map$iv$3), .rd_addr(map$rd_addr),
        .key_ready(map$key_ready), .busy(map$busy), .deriving(map$deriving),
        .refreshing(map$refreshing), .key_partial(map$key_partial), .partial(map$partial),
        .length_err(map$length_err), .mode_status(map$mode_status), .mode_rdata(map$mode_rdata),
        .blocks_in(map$blocks_in), .blocks_out(map$blocks_out), .wr_mapped(map$wr_mapped),
        .wr_ctrl(map$wr_ctrl), .wr_key(map$wr_key), .wr_key_any(map$wr_key_any),
        .wr_key_index(map$wr_key_index), .wr_status(map$wr_status), .wr_any_lane(map$wr_any_lane),
        .wr_fields(map$wr_fields), .wr_decrypt(map$wr_decrypt), .wr_key_len(map$wr_key_len),
        .wr_mode(map$wr_mode), .wr_iv(map$wr_iv), .wr_iv_index(map$wr_iv_index),
        .wr_mode_reg(map$wr_mode_reg), .wr_zeroize(map$wr_zeroize),
        .wr_partial_clear(map$wr_partial_clear), .wr_length_err_clear(map$wr_length_err_clear),
        .rd_mapped(map$rd_mapped), .rd_data(map$rd_data));
    aes_axis_merge key_merge(.q(key_merge$q), .d(key_merge$d), .strb(key_merge$strb),
        .y(key_merge$y));
    aes_axis_merge iv_merge(.q(iv_merge$q), .d(iv_merge$d), .strb(iv_merge$strb), .y(iv_merge$y));

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

endmodule // aes_axis_regs

// Used by instance: regs$key_pick
module aes_axis_regs_key_pick(sel,w$0,w$1,w$2,w$3,w$4,w$5,w$6,w$7,y);

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
endmodule // aes_axis_regs_key_pick

// Used by instance: regs$map
module aes_axis_regs_map(wr_addr,wr_data,wr_strb,ctrl_key_len,ctrl_decrypt,ctrl_mode,iv$0,iv$1,iv$2,iv$3,rd_addr,key_ready,busy,deriving,refreshing,key_partial,partial,length_err,mode_status,mode_rdata,blocks_in,blocks_out,wr_mapped,wr_ctrl,wr_key,wr_key_any,wr_key_index,wr_status,wr_any_lane,wr_fields,wr_decrypt,wr_key_len,wr_mode,wr_iv,wr_iv_index,wr_mode_reg,wr_zeroize,wr_partial_clear,wr_length_err_clear,rd_mapped,rd_data);

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
    localparam  caps = 32'h1ff;

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
            6'd20: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd24: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd25: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd26: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd27: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd28: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd29: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd30: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
            6'd31: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b1; end
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
            6'd15: begin rd_mapped = 1'b1; rd_data = 32'h41455304; end
            6'd16: begin rd_mapped = 1'b1; rd_data = iv$0; end
            6'd17: begin rd_mapped = 1'b1; rd_data = iv$1; end
            6'd18: begin rd_mapped = 1'b1; rd_data = iv$2; end
            6'd19: begin rd_mapped = 1'b1; rd_data = iv$3; end
            6'd20: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd24: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd25: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd26: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd27: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd28: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd29: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd30: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            6'd31: begin rd_mapped = 1'b1; rd_data = mode_rdata; end
            default: ;
        endcase
    end
endmodule // aes_axis_regs_map
