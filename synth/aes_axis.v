// aes_axis: pipelined AES core, AXI4-Lite registers, AXI4-Stream data path.
// Generated from the RustHDL design in hdl/ by `aes-fpga export --keys all --decrypt yes`; do not edit.
// Build options: --keys all --decrypt yes (build `full`); CAPS = 0x7.
// Identical instances share one module; the comment above each module lists its instances.

module aes_axis(aclk,aresetn,s_axi_awaddr,s_axi_awvalid,s_axi_awready,s_axi_wdata,s_axi_wstrb,s_axi_wvalid,s_axi_wready,s_axi_bresp,s_axi_bvalid,s_axi_bready,s_axi_araddr,s_axi_arvalid,s_axi_arready,s_axi_rdata,s_axi_rresp,s_axi_rvalid,s_axi_rready,s_axis_tdata,s_axis_tvalid,s_axis_tready,s_axis_tlast,m_axis_tdata,m_axis_tvalid,m_axis_tready,m_axis_tlast);

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
    output reg  [127:0] m_axis_tdata;
    output reg  m_axis_tvalid;
    input wire  m_axis_tready;
    output reg  m_axis_tlast;

    // Constant declarations
    localparam  credit_limit = 5'b10001;
    localparam  credit_zero = 5'b0;
    localparam  credit_one = 5'b1;
    localparam  count_zero = 32'h0;
    localparam  count_one = 32'h1;

    // Stub signals
    reg  core$clock;
    reg  core$reset;
    reg  [127:0] core$in_data;
    reg  core$in_last;
    reg  core$in_valid;
    wire  core$in_ready;
    wire  [127:0] core$out_data;
    wire  core$out_last;
    wire  core$out_valid;
    reg  core$out_ready;
    reg  core$key_we;
    reg  [2:0] core$key_addr;
    reg  [31:0] core$key_data;
    reg  [1:0] core$key_len;
    reg  core$decrypt;
    reg  core$zeroize;
    wire  core$key_ready;
    wire  core$deriving;
    wire  core$refreshing;
    wire  core$busy;
    reg  regs$clock;
    reg  regs$reset;
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
    reg  regs$rready;
    reg  regs$key_ready;
    reg  regs$busy;
    reg  regs$deriving;
    reg  regs$refreshing;
    reg  [31:0] regs$blocks_in;
    reg  [31:0] regs$blocks_out;
    wire  regs$key_we;
    wire  [2:0] regs$key_addr;
    wire  [31:0] regs$key_data;
    wire  [1:0] regs$key_len;
    wire  regs$decrypt;
    wire  regs$zeroize;
    reg  fifo$clock;
    reg  fifo$reset;
    reg  fifo$push;
    reg  [31:0] fifo$w0;
    reg  [31:0] fifo$w1;
    reg  [31:0] fifo$w2;
    reg  [31:0] fifo$w3;
    reg  fifo$last_in;
    reg  fifo$pop;
    wire  fifo$valid;
    wire  [31:0] fifo$q0;
    wire  [31:0] fifo$q1;
    wire  [31:0] fifo$q2;
    wire  [31:0] fifo$q3;
    wire  fifo$last;
    reg  [31:0] out_words$w0;
    reg  [31:0] out_words$w1;
    reg  [31:0] out_words$w2;
    reg  [31:0] out_words$w3;
    wire  [127:0] out_words$y;
    reg  [4:0] credits$d;
    wire  [4:0] credits$q;
    reg  credits$clock;
    reg  [31:0] blocks_in$d;
    wire  [31:0] blocks_in$q;
    reg  blocks_in$clock;
    reg  [31:0] blocks_out$d;
    wire  [31:0] blocks_out$q;
    reg  blocks_out$clock;

    // Sub module instances
    aes_axis_core core(.clock(core$clock), .reset(core$reset), .in_data(core$in_data),
        .in_last(core$in_last), .in_valid(core$in_valid), .in_ready(core$in_ready),
        .out_data(core$out_data), .out_last(core$out_last), .out_valid(core$out_valid),
        .out_ready(core$out_ready), .key_we(core$key_we), .key_addr(core$key_addr),
        .key_data(core$key_data), .key_len(core$key_len), .decrypt(core$decrypt),
        .zeroize(core$zeroize), .key_ready(core$key_ready), .deriving(core$deriving),
        .refreshing(core$refreshing), .busy(core$busy));
    aes_axis_regs regs(.clock(regs$clock), .reset(regs$reset), .awaddr(regs$awaddr),
        .awvalid(regs$awvalid), .awready(regs$awready), .wdata(regs$wdata), .wstrb(regs$wstrb),
        .wvalid(regs$wvalid), .wready(regs$wready), .bresp(regs$bresp), .bvalid(regs$bvalid),
        .bready(regs$bready), .araddr(regs$araddr), .arvalid(regs$arvalid), .arready(regs$arready),
        .rdata(regs$rdata), .rresp(regs$rresp), .rvalid(regs$rvalid), .rready(regs$rready),
        .key_ready(regs$key_ready), .busy(regs$busy), .deriving(regs$deriving),
        .refreshing(regs$refreshing), .blocks_in(regs$blocks_in), .blocks_out(regs$blocks_out),
        .key_we(regs$key_we), .key_addr(regs$key_addr), .key_data(regs$key_data),
        .key_len(regs$key_len), .decrypt(regs$decrypt), .zeroize(regs$zeroize));
    aes_axis_fifo fifo(.clock(fifo$clock), .reset(fifo$reset), .push(fifo$push), .w0(fifo$w0),
        .w1(fifo$w1), .w2(fifo$w2), .w3(fifo$w3), .last_in(fifo$last_in), .pop(fifo$pop),
        .valid(fifo$valid), .q0(fifo$q0), .q1(fifo$q1), .q2(fifo$q2), .q3(fifo$q3),
        .last(fifo$last));
    aes_axis_out_words out_words(.w0(out_words$w0), .w1(out_words$w1), .w2(out_words$w2),
        .w3(out_words$w3), .y(out_words$y));
    aes_axis_dff5 credits(.d(credits$d), .q(credits$q), .clock(credits$clock));
    aes_axis_dff32 blocks_in(.d(blocks_in$d), .q(blocks_in$q), .clock(blocks_in$clock));
    aes_axis_dff32 blocks_out(.d(blocks_out$d), .q(blocks_out$q), .clock(blocks_out$clock));

    // Update code
    always @(*) begin
        credits$clock = aclk;
        blocks_in$clock = aclk;
        blocks_out$clock = aclk;
        credits$d = credits$q;
        blocks_in$d = blocks_in$q;
        blocks_out$d = blocks_out$q;
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
        regs$key_ready = core$key_ready;
        regs$busy = core$busy | fifo$valid;
        regs$deriving = core$deriving;
        regs$refreshing = core$refreshing;
        regs$blocks_in = blocks_in$q;
        regs$blocks_out = blocks_out$q;
        core$clock = aclk;
        core$reset = ~aresetn;
        core$in_data = s_axis_tdata;
        core$in_last = s_axis_tlast;
        core$in_valid = s_axis_tvalid & (credits$q < credit_limit) & aresetn;
        core$out_ready = 1'b1;
        core$key_we = regs$key_we;
        core$key_addr = regs$key_addr;
        core$key_data = regs$key_data;
        core$key_len = regs$key_len;
        core$decrypt = regs$decrypt;
        core$zeroize = regs$zeroize;
        s_axis_tready = core$in_ready & (credits$q < credit_limit) & aresetn;
        fifo$clock = aclk;
        fifo$reset = ~aresetn;
        fifo$push = core$out_valid;
        fifo$w0 = core$out_data[(32'h0)+:(32)];
        fifo$w1 = core$out_data[(32'h20)+:(32)];
        fifo$w2 = core$out_data[(32'h40)+:(32)];
        fifo$w3 = core$out_data[(32'h60)+:(32)];
        fifo$last_in = core$out_last;
        m_axis_tvalid = fifo$valid & aresetn;
        fifo$pop = fifo$valid & aresetn & m_axis_tready;
        out_words$w0 = fifo$q0;
        out_words$w1 = fifo$q1;
        out_words$w2 = fifo$q2;
        out_words$w3 = fifo$q3;
        m_axis_tdata = out_words$y;
        m_axis_tlast = fifo$last;
        if (s_axis_tvalid & s_axis_tready & ~fifo$pop) begin
            credits$d = credits$q + credit_one;
        end
        if (~(s_axis_tvalid & s_axis_tready) & fifo$pop) begin
            credits$d = credits$q - credit_one;
        end
        if (s_axis_tvalid & s_axis_tready) begin
            blocks_in$d = blocks_in$q + count_one;
        end
        if (fifo$pop) begin
            blocks_out$d = blocks_out$q + count_one;
        end
        if (~aresetn) begin
            credits$d = credit_zero;
            blocks_in$d = count_zero;
            blocks_out$d = count_zero;
        end
    end

endmodule // aes_axis

// Used by 277 instances: blocks_in, blocks_out, core$expansion$rcon, core$expansion$round_keys$0, ... (273 more)
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
module aes_axis_core(clock,reset,in_data,in_last,in_valid,in_ready,out_data,out_last,out_valid,out_ready,key_we,key_addr,key_data,key_len,decrypt,zeroize,key_ready,deriving,refreshing,busy);

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
    input wire  out_ready;
    input wire  key_we;
    input wire  [2:0] key_addr;
    input wire  [31:0] key_data;
    input wire  [1:0] key_len;
    input wire  decrypt;
    input wire  zeroize;
    output reg  key_ready;
    output reg  deriving;
    output reg  refreshing;
    output reg  busy;

    // Constant declarations
    localparam  has_decrypt = 1'b1;
    localparam  has_192_256 = 1'b1;
    localparam  keylen_128 = 2'b0;
    localparam  keylen_192 = 2'b1;
    localparam  keylen_256 = 2'b10;
    localparam  round_zero = 4'h0;

    // Stub signals
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
    reg  expansion$clock;
    reg  expansion$reset;
    reg  expansion$key_write;
    reg  expansion$clear;
    reg  expansion$hold;
    reg  expansion$supported;
    reg  [1:0] expansion$key_len;
    reg  expansion$decrypt_in;
    reg  [31:0] expansion$key$0;
    reg  [31:0] expansion$key$1;
    reg  [31:0] expansion$key$2;
    reg  [31:0] expansion$key$3;
    reg  [31:0] expansion$key$4;
    reg  [31:0] expansion$key$5;
    reg  [31:0] expansion$key$6;
    reg  [31:0] expansion$key$7;
    reg  [3:0] expansion$rd_addr;
    wire  [31:0] expansion$rd0;
    wire  [31:0] expansion$rd1;
    wire  [31:0] expansion$rd2;
    wire  [31:0] expansion$rd3;
    wire  [3:0] expansion$produced;
    wire  [3:0] expansion$rounds;
    wire  expansion$decrypt;
    wire  expansion$deriving;
    reg  refresh$clock;
    reg  refresh$reset;
    reg  refresh$key_write;
    reg  refresh$clear;
    reg  refresh$busy;
    reg  [3:0] refresh$produced;
    reg  [3:0] refresh$rounds;
    wire  [3:0] refresh$rd_addr;
    wire  refresh$load;
    wire  refresh$refreshing;
    wire  refresh$key_ready;
    reg  [31:0] inv_mix$0$a;
    reg  inv_mix$0$bypass;
    reg  inv_mix$0$inverse;
    wire  [31:0] inv_mix$0$y;
    reg  [31:0] inv_mix$1$a;
    reg  inv_mix$1$bypass;
    reg  inv_mix$1$inverse;
    wire  [31:0] inv_mix$1$y;
    reg  [31:0] inv_mix$2$a;
    reg  inv_mix$2$bypass;
    reg  inv_mix$2$inverse;
    wire  [31:0] inv_mix$2$y;
    reg  [31:0] inv_mix$3$a;
    reg  inv_mix$3$bypass;
    reg  inv_mix$3$inverse;
    wire  [31:0] inv_mix$3$y;
    reg  transaction$clock;
    reg  transaction$reset;
    reg  transaction$in_valid;
    reg  transaction$in_last;
    reg  transaction$accept;
    reg  transaction$out_done;
    reg  transaction$can_start;
    wire  transaction$accepting;
    wire  transaction$busy;
    reg  stages$0$clock;
    reg  stages$0$reset;
    reg  stages$0$enable;
    reg  stages$0$decrypt;
    reg  stages$0$final_round;
    reg  [31:0] stages$0$s0;
    reg  [31:0] stages$0$s1;
    reg  [31:0] stages$0$s2;
    reg  [31:0] stages$0$s3;
    reg  stages$0$valid_in;
    reg  stages$0$last_in;
    reg  stages$0$rk_load;
    reg  stages$0$rk_clear;
    reg  [31:0] stages$0$rk0;
    reg  [31:0] stages$0$rk1;
    reg  [31:0] stages$0$rk2;
    reg  [31:0] stages$0$rk3;
    wire  [31:0] stages$0$q0;
    wire  [31:0] stages$0$q1;
    wire  [31:0] stages$0$q2;
    wire  [31:0] stages$0$q3;
    wire  stages$0$valid;
    wire  stages$0$last;
    reg  stages$1$clock;
    reg  stages$1$reset;
    reg  stages$1$enable;
    reg  stages$1$decrypt;
    reg  stages$1$final_round;
    reg  [31:0] stages$1$s0;
    reg  [31:0] stages$1$s1;
    reg  [31:0] stages$1$s2;
    reg  [31:0] stages$1$s3;
    reg  stages$1$valid_in;
    reg  stages$1$last_in;
    reg  stages$1$rk_load;
    reg  stages$1$rk_clear;
    reg  [31:0] stages$1$rk0;
    reg  [31:0] stages$1$rk1;
    reg  [31:0] stages$1$rk2;
    reg  [31:0] stages$1$rk3;
    wire  [31:0] stages$1$q0;
    wire  [31:0] stages$1$q1;
    wire  [31:0] stages$1$q2;
    wire  [31:0] stages$1$q3;
    wire  stages$1$valid;
    wire  stages$1$last;
    reg  stages$2$clock;
    reg  stages$2$reset;
    reg  stages$2$enable;
    reg  stages$2$decrypt;
    reg  stages$2$final_round;
    reg  [31:0] stages$2$s0;
    reg  [31:0] stages$2$s1;
    reg  [31:0] stages$2$s2;
    reg  [31:0] stages$2$s3;
    reg  stages$2$valid_in;
    reg  stages$2$last_in;
    reg  stages$2$rk_load;
    reg  stages$2$rk_clear;
    reg  [31:0] stages$2$rk0;
    reg  [31:0] stages$2$rk1;
    reg  [31:0] stages$2$rk2;
    reg  [31:0] stages$2$rk3;
    wire  [31:0] stages$2$q0;
    wire  [31:0] stages$2$q1;
    wire  [31:0] stages$2$q2;
    wire  [31:0] stages$2$q3;
    wire  stages$2$valid;
    wire  stages$2$last;
    reg  stages$3$clock;
    reg  stages$3$reset;
    reg  stages$3$enable;
    reg  stages$3$decrypt;
    reg  stages$3$final_round;
    reg  [31:0] stages$3$s0;
    reg  [31:0] stages$3$s1;
    reg  [31:0] stages$3$s2;
    reg  [31:0] stages$3$s3;
    reg  stages$3$valid_in;
    reg  stages$3$last_in;
    reg  stages$3$rk_load;
    reg  stages$3$rk_clear;
    reg  [31:0] stages$3$rk0;
    reg  [31:0] stages$3$rk1;
    reg  [31:0] stages$3$rk2;
    reg  [31:0] stages$3$rk3;
    wire  [31:0] stages$3$q0;
    wire  [31:0] stages$3$q1;
    wire  [31:0] stages$3$q2;
    wire  [31:0] stages$3$q3;
    wire  stages$3$valid;
    wire  stages$3$last;
    reg  stages$4$clock;
    reg  stages$4$reset;
    reg  stages$4$enable;
    reg  stages$4$decrypt;
    reg  stages$4$final_round;
    reg  [31:0] stages$4$s0;
    reg  [31:0] stages$4$s1;
    reg  [31:0] stages$4$s2;
    reg  [31:0] stages$4$s3;
    reg  stages$4$valid_in;
    reg  stages$4$last_in;
    reg  stages$4$rk_load;
    reg  stages$4$rk_clear;
    reg  [31:0] stages$4$rk0;
    reg  [31:0] stages$4$rk1;
    reg  [31:0] stages$4$rk2;
    reg  [31:0] stages$4$rk3;
    wire  [31:0] stages$4$q0;
    wire  [31:0] stages$4$q1;
    wire  [31:0] stages$4$q2;
    wire  [31:0] stages$4$q3;
    wire  stages$4$valid;
    wire  stages$4$last;
    reg  stages$5$clock;
    reg  stages$5$reset;
    reg  stages$5$enable;
    reg  stages$5$decrypt;
    reg  stages$5$final_round;
    reg  [31:0] stages$5$s0;
    reg  [31:0] stages$5$s1;
    reg  [31:0] stages$5$s2;
    reg  [31:0] stages$5$s3;
    reg  stages$5$valid_in;
    reg  stages$5$last_in;
    reg  stages$5$rk_load;
    reg  stages$5$rk_clear;
    reg  [31:0] stages$5$rk0;
    reg  [31:0] stages$5$rk1;
    reg  [31:0] stages$5$rk2;
    reg  [31:0] stages$5$rk3;
    wire  [31:0] stages$5$q0;
    wire  [31:0] stages$5$q1;
    wire  [31:0] stages$5$q2;
    wire  [31:0] stages$5$q3;
    wire  stages$5$valid;
    wire  stages$5$last;
    reg  stages$6$clock;
    reg  stages$6$reset;
    reg  stages$6$enable;
    reg  stages$6$decrypt;
    reg  stages$6$final_round;
    reg  [31:0] stages$6$s0;
    reg  [31:0] stages$6$s1;
    reg  [31:0] stages$6$s2;
    reg  [31:0] stages$6$s3;
    reg  stages$6$valid_in;
    reg  stages$6$last_in;
    reg  stages$6$rk_load;
    reg  stages$6$rk_clear;
    reg  [31:0] stages$6$rk0;
    reg  [31:0] stages$6$rk1;
    reg  [31:0] stages$6$rk2;
    reg  [31:0] stages$6$rk3;
    wire  [31:0] stages$6$q0;
    wire  [31:0] stages$6$q1;
    wire  [31:0] stages$6$q2;
    wire  [31:0] stages$6$q3;
    wire  stages$6$valid;
    wire  stages$6$last;
    reg  stages$7$clock;
    reg  stages$7$reset;
    reg  stages$7$enable;
    reg  stages$7$decrypt;
    reg  stages$7$final_round;
    reg  [31:0] stages$7$s0;
    reg  [31:0] stages$7$s1;
    reg  [31:0] stages$7$s2;
    reg  [31:0] stages$7$s3;
    reg  stages$7$valid_in;
    reg  stages$7$last_in;
    reg  stages$7$rk_load;
    reg  stages$7$rk_clear;
    reg  [31:0] stages$7$rk0;
    reg  [31:0] stages$7$rk1;
    reg  [31:0] stages$7$rk2;
    reg  [31:0] stages$7$rk3;
    wire  [31:0] stages$7$q0;
    wire  [31:0] stages$7$q1;
    wire  [31:0] stages$7$q2;
    wire  [31:0] stages$7$q3;
    wire  stages$7$valid;
    wire  stages$7$last;
    reg  stages$8$clock;
    reg  stages$8$reset;
    reg  stages$8$enable;
    reg  stages$8$decrypt;
    reg  stages$8$final_round;
    reg  [31:0] stages$8$s0;
    reg  [31:0] stages$8$s1;
    reg  [31:0] stages$8$s2;
    reg  [31:0] stages$8$s3;
    reg  stages$8$valid_in;
    reg  stages$8$last_in;
    reg  stages$8$rk_load;
    reg  stages$8$rk_clear;
    reg  [31:0] stages$8$rk0;
    reg  [31:0] stages$8$rk1;
    reg  [31:0] stages$8$rk2;
    reg  [31:0] stages$8$rk3;
    wire  [31:0] stages$8$q0;
    wire  [31:0] stages$8$q1;
    wire  [31:0] stages$8$q2;
    wire  [31:0] stages$8$q3;
    wire  stages$8$valid;
    wire  stages$8$last;
    reg  stages$9$clock;
    reg  stages$9$reset;
    reg  stages$9$enable;
    reg  stages$9$decrypt;
    reg  stages$9$final_round;
    reg  [31:0] stages$9$s0;
    reg  [31:0] stages$9$s1;
    reg  [31:0] stages$9$s2;
    reg  [31:0] stages$9$s3;
    reg  stages$9$valid_in;
    reg  stages$9$last_in;
    reg  stages$9$rk_load;
    reg  stages$9$rk_clear;
    reg  [31:0] stages$9$rk0;
    reg  [31:0] stages$9$rk1;
    reg  [31:0] stages$9$rk2;
    reg  [31:0] stages$9$rk3;
    wire  [31:0] stages$9$q0;
    wire  [31:0] stages$9$q1;
    wire  [31:0] stages$9$q2;
    wire  [31:0] stages$9$q3;
    wire  stages$9$valid;
    wire  stages$9$last;
    reg  stages$10$clock;
    reg  stages$10$reset;
    reg  stages$10$enable;
    reg  stages$10$decrypt;
    reg  stages$10$final_round;
    reg  [31:0] stages$10$s0;
    reg  [31:0] stages$10$s1;
    reg  [31:0] stages$10$s2;
    reg  [31:0] stages$10$s3;
    reg  stages$10$valid_in;
    reg  stages$10$last_in;
    reg  stages$10$rk_load;
    reg  stages$10$rk_clear;
    reg  [31:0] stages$10$rk0;
    reg  [31:0] stages$10$rk1;
    reg  [31:0] stages$10$rk2;
    reg  [31:0] stages$10$rk3;
    wire  [31:0] stages$10$q0;
    wire  [31:0] stages$10$q1;
    wire  [31:0] stages$10$q2;
    wire  [31:0] stages$10$q3;
    wire  stages$10$valid;
    wire  stages$10$last;
    reg  stages$11$clock;
    reg  stages$11$reset;
    reg  stages$11$enable;
    reg  stages$11$decrypt;
    reg  stages$11$final_round;
    reg  [31:0] stages$11$s0;
    reg  [31:0] stages$11$s1;
    reg  [31:0] stages$11$s2;
    reg  [31:0] stages$11$s3;
    reg  stages$11$valid_in;
    reg  stages$11$last_in;
    reg  stages$11$rk_load;
    reg  stages$11$rk_clear;
    reg  [31:0] stages$11$rk0;
    reg  [31:0] stages$11$rk1;
    reg  [31:0] stages$11$rk2;
    reg  [31:0] stages$11$rk3;
    wire  [31:0] stages$11$q0;
    wire  [31:0] stages$11$q1;
    wire  [31:0] stages$11$q2;
    wire  [31:0] stages$11$q3;
    wire  stages$11$valid;
    wire  stages$11$last;
    reg  stages$12$clock;
    reg  stages$12$reset;
    reg  stages$12$enable;
    reg  stages$12$decrypt;
    reg  stages$12$final_round;
    reg  [31:0] stages$12$s0;
    reg  [31:0] stages$12$s1;
    reg  [31:0] stages$12$s2;
    reg  [31:0] stages$12$s3;
    reg  stages$12$valid_in;
    reg  stages$12$last_in;
    reg  stages$12$rk_load;
    reg  stages$12$rk_clear;
    reg  [31:0] stages$12$rk0;
    reg  [31:0] stages$12$rk1;
    reg  [31:0] stages$12$rk2;
    reg  [31:0] stages$12$rk3;
    wire  [31:0] stages$12$q0;
    wire  [31:0] stages$12$q1;
    wire  [31:0] stages$12$q2;
    wire  [31:0] stages$12$q3;
    wire  stages$12$valid;
    wire  stages$12$last;
    reg  stages$13$clock;
    reg  stages$13$reset;
    reg  stages$13$enable;
    reg  stages$13$decrypt;
    reg  stages$13$final_round;
    reg  [31:0] stages$13$s0;
    reg  [31:0] stages$13$s1;
    reg  [31:0] stages$13$s2;
    reg  [31:0] stages$13$s3;
    reg  stages$13$valid_in;
    reg  stages$13$last_in;
    reg  stages$13$rk_load;
    reg  stages$13$rk_clear;
    reg  [31:0] stages$13$rk0;
    reg  [31:0] stages$13$rk1;
    reg  [31:0] stages$13$rk2;
    reg  [31:0] stages$13$rk3;
    wire  [31:0] stages$13$q0;
    wire  [31:0] stages$13$q1;
    wire  [31:0] stages$13$q2;
    wire  [31:0] stages$13$q3;
    wire  stages$13$valid;
    wire  stages$13$last;
    reg  stages$14$clock;
    reg  stages$14$reset;
    reg  stages$14$enable;
    reg  stages$14$decrypt;
    reg  stages$14$final_round;
    reg  [31:0] stages$14$s0;
    reg  [31:0] stages$14$s1;
    reg  [31:0] stages$14$s2;
    reg  [31:0] stages$14$s3;
    reg  stages$14$valid_in;
    reg  stages$14$last_in;
    reg  stages$14$rk_load;
    reg  stages$14$rk_clear;
    reg  [31:0] stages$14$rk0;
    reg  [31:0] stages$14$rk1;
    reg  [31:0] stages$14$rk2;
    reg  [31:0] stages$14$rk3;
    wire  [31:0] stages$14$q0;
    wire  [31:0] stages$14$q1;
    wire  [31:0] stages$14$q2;
    wire  [31:0] stages$14$q3;
    wire  stages$14$valid;
    wire  stages$14$last;
    reg  [31:0] out_words$w0;
    reg  [31:0] out_words$w1;
    reg  [31:0] out_words$w2;
    reg  [31:0] out_words$w3;
    wire  [127:0] out_words$y;
    reg  [1:0] written_key_len$d;
    wire  [1:0] written_key_len$q;
    reg  written_key_len$clock;
    reg  written_decrypt$d;
    wire  written_decrypt$q;
    reg  written_decrypt$clock;
    reg  [3:0] loaded_rounds$d;
    wire  [3:0] loaded_rounds$q;
    reg  loaded_rounds$clock;
    reg  loaded_decrypt$d;
    wire  loaded_decrypt$q;
    reg  loaded_decrypt$clock;
    reg  wipe_pending$d;
    wire  wipe_pending$q;
    reg  wipe_pending$clock;

    // Local signals
    reg  [3:0] load_stage;
    reg  advance;
    reg  accept;
    reg  wipe;

    // Sub module instances
    aes_axis_dff32 key_words$0(.d(key_words$0$d), .q(key_words$0$q), .clock(key_words$0$clock));
    aes_axis_dff32 key_words$1(.d(key_words$1$d), .q(key_words$1$q), .clock(key_words$1$clock));
    aes_axis_dff32 key_words$2(.d(key_words$2$d), .q(key_words$2$q), .clock(key_words$2$clock));
    aes_axis_dff32 key_words$3(.d(key_words$3$d), .q(key_words$3$q), .clock(key_words$3$clock));
    aes_axis_dff32 key_words$4(.d(key_words$4$d), .q(key_words$4$q), .clock(key_words$4$clock));
    aes_axis_dff32 key_words$5(.d(key_words$5$d), .q(key_words$5$q), .clock(key_words$5$clock));
    aes_axis_dff32 key_words$6(.d(key_words$6$d), .q(key_words$6$q), .clock(key_words$6$clock));
    aes_axis_dff32 key_words$7(.d(key_words$7$d), .q(key_words$7$q), .clock(key_words$7$clock));
    aes_axis_core_expansion expansion(.clock(expansion$clock), .reset(expansion$reset),
        .key_write(expansion$key_write), .clear(expansion$clear), .hold(expansion$hold),
        .supported(expansion$supported), .key_len(expansion$key_len),
        .decrypt_in(expansion$decrypt_in), .key$0(expansion$key$0), .key$1(expansion$key$1),
        .key$2(expansion$key$2), .key$3(expansion$key$3), .key$4(expansion$key$4),
        .key$5(expansion$key$5), .key$6(expansion$key$6), .key$7(expansion$key$7),
        .rd_addr(expansion$rd_addr), .rd0(expansion$rd0), .rd1(expansion$rd1), .rd2(expansion$rd2),
        .rd3(expansion$rd3), .produced(expansion$produced), .rounds(expansion$rounds),
        .decrypt(expansion$decrypt), .deriving(expansion$deriving));
    aes_axis_core_refresh refresh(.clock(refresh$clock), .reset(refresh$reset),
        .key_write(refresh$key_write), .clear(refresh$clear), .busy(refresh$busy),
        .produced(refresh$produced), .rounds(refresh$rounds), .rd_addr(refresh$rd_addr),
        .load(refresh$load), .refreshing(refresh$refreshing), .key_ready(refresh$key_ready));
    aes_axis_core_mix inv_mix$0(.a(inv_mix$0$a), .bypass(inv_mix$0$bypass),
        .inverse(inv_mix$0$inverse), .y(inv_mix$0$y));
    aes_axis_core_mix inv_mix$1(.a(inv_mix$1$a), .bypass(inv_mix$1$bypass),
        .inverse(inv_mix$1$inverse), .y(inv_mix$1$y));
    aes_axis_core_mix inv_mix$2(.a(inv_mix$2$a), .bypass(inv_mix$2$bypass),
        .inverse(inv_mix$2$inverse), .y(inv_mix$2$y));
    aes_axis_core_mix inv_mix$3(.a(inv_mix$3$a), .bypass(inv_mix$3$bypass),
        .inverse(inv_mix$3$inverse), .y(inv_mix$3$y));
    aes_axis_core_transaction transaction(.clock(transaction$clock), .reset(transaction$reset),
        .in_valid(transaction$in_valid), .in_last(transaction$in_last), .accept(transaction$accept),
        .out_done(transaction$out_done), .can_start(transaction$can_start),
        .accepting(transaction$accepting), .busy(transaction$busy));
    aes_axis_core_stages_0 stages$0(.clock(stages$0$clock), .reset(stages$0$reset),
        .enable(stages$0$enable), .decrypt(stages$0$decrypt), .final_round(stages$0$final_round),
        .s0(stages$0$s0), .s1(stages$0$s1), .s2(stages$0$s2), .s3(stages$0$s3),
        .valid_in(stages$0$valid_in), .last_in(stages$0$last_in), .rk_load(stages$0$rk_load),
        .rk_clear(stages$0$rk_clear), .rk0(stages$0$rk0), .rk1(stages$0$rk1), .rk2(stages$0$rk2),
        .rk3(stages$0$rk3), .q0(stages$0$q0), .q1(stages$0$q1), .q2(stages$0$q2), .q3(stages$0$q3),
        .valid(stages$0$valid), .last(stages$0$last));
    aes_axis_core_stages_1 stages$1(.clock(stages$1$clock), .reset(stages$1$reset),
        .enable(stages$1$enable), .decrypt(stages$1$decrypt), .final_round(stages$1$final_round),
        .s0(stages$1$s0), .s1(stages$1$s1), .s2(stages$1$s2), .s3(stages$1$s3),
        .valid_in(stages$1$valid_in), .last_in(stages$1$last_in), .rk_load(stages$1$rk_load),
        .rk_clear(stages$1$rk_clear), .rk0(stages$1$rk0), .rk1(stages$1$rk1), .rk2(stages$1$rk2),
        .rk3(stages$1$rk3), .q0(stages$1$q0), .q1(stages$1$q1), .q2(stages$1$q2), .q3(stages$1$q3),
        .valid(stages$1$valid), .last(stages$1$last));
    aes_axis_core_stages_1 stages$2(.clock(stages$2$clock), .reset(stages$2$reset),
        .enable(stages$2$enable), .decrypt(stages$2$decrypt), .final_round(stages$2$final_round),
        .s0(stages$2$s0), .s1(stages$2$s1), .s2(stages$2$s2), .s3(stages$2$s3),
        .valid_in(stages$2$valid_in), .last_in(stages$2$last_in), .rk_load(stages$2$rk_load),
        .rk_clear(stages$2$rk_clear), .rk0(stages$2$rk0), .rk1(stages$2$rk1), .rk2(stages$2$rk2),
        .rk3(stages$2$rk3), .q0(stages$2$q0), .q1(stages$2$q1), .q2(stages$2$q2), .q3(stages$2$q3),
        .valid(stages$2$valid), .last(stages$2$last));
    aes_axis_core_stages_1 stages$3(.clock(stages$3$clock), .reset(stages$3$reset),
        .enable(stages$3$enable), .decrypt(stages$3$decrypt), .final_round(stages$3$final_round),
        .s0(stages$3$s0), .s1(stages$3$s1), .s2(stages$3$s2), .s3(stages$3$s3),
        .valid_in(stages$3$valid_in), .last_in(stages$3$last_in), .rk_load(stages$3$rk_load),
        .rk_clear(stages$3$rk_clear), .rk0(stages$3$rk0), .rk1(stages$3$rk1), .rk2(stages$3$rk2),
        .rk3(stages$3$rk3), .q0(stages$3$q0), .q1(stages$3$q1), .q2(stages$3$q2), .q3(stages$3$q3),
        .valid(stages$3$valid), .last(stages$3$last));
    aes_axis_core_stages_1 stages$4(.clock(stages$4$clock), .reset(stages$4$reset),
        .enable(stages$4$enable), .decrypt(stages$4$decrypt), .final_round(stages$4$final_round),
        .s0(stages$4$s0), .s1(stages$4$s1), .s2(stages$4$s2), .s3(stages$4$s3),
        .valid_in(stages$4$valid_in), .last_in(stages$4$last_in), .rk_load(stages$4$rk_load),
        .rk_clear(stages$4$rk_clear), .rk0(stages$4$rk0), .rk1(stages$4$rk1), .rk2(stages$4$rk2),
        .rk3(stages$4$rk3), .q0(stages$4$q0), .q1(stages$4$q1), .q2(stages$4$q2), .q3(stages$4$q3),
        .valid(stages$4$valid), .last(stages$4$last));
    aes_axis_core_stages_1 stages$5(.clock(stages$5$clock), .reset(stages$5$reset),
        .enable(stages$5$enable), .decrypt(stages$5$decrypt), .final_round(stages$5$final_round),
        .s0(stages$5$s0), .s1(stages$5$s1), .s2(stages$5$s2), .s3(stages$5$s3),
        .valid_in(stages$5$valid_in), .last_in(stages$5$last_in), .rk_load(stages$5$rk_load),
        .rk_clear(stages$5$rk_clear), .rk0(stages$5$rk0), .rk1(stages$5$rk1), .rk2(stages$5$rk2),
        .rk3(stages$5$rk3), .q0(stages$5$q0), .q1(stages$5$q1), .q2(stages$5$q2), .q3(stages$5$q3),
        .valid(stages$5$valid), .last(stages$5$last));
    aes_axis_core_stages_1 stages$6(.clock(stages$6$clock), .reset(stages$6$reset),
        .enable(stages$6$enable), .decrypt(stages$6$decrypt), .final_round(stages$6$final_round),
        .s0(stages$6$s0), .s1(stages$6$s1), .s2(stages$6$s2), .s3(stages$6$s3),
        .valid_in(stages$6$valid_in), .last_in(stages$6$last_in), .rk_load(stages$6$rk_load),
        .rk_clear(stages$6$rk_clear), .rk0(stages$6$rk0), .rk1(stages$6$rk1), .rk2(stages$6$rk2),
        .rk3(stages$6$rk3), .q0(stages$6$q0), .q1(stages$6$q1), .q2(stages$6$q2), .q3(stages$6$q3),
        .valid(stages$6$valid), .last(stages$6$last));
    aes_axis_core_stages_1 stages$7(.clock(stages$7$clock), .reset(stages$7$reset),
        .enable(stages$7$enable), .decrypt(stages$7$decrypt), .final_round(stages$7$final_round),
        .s0(stages$7$s0), .s1(stages$7$s1), .s2(stages$7$s2), .s3(stages$7$s3),
        .valid_in(stages$7$valid_in), .last_in(stages$7$last_in), .rk_load(stages$7$rk_load),
        .rk_clear(stages$7$rk_clear), .rk0(stages$7$rk0), .rk1(stages$7$rk1), .rk2(stages$7$rk2),
        .rk3(stages$7$rk3), .q0(stages$7$q0), .q1(stages$7$q1), .q2(stages$7$q2), .q3(stages$7$q3),
        .valid(stages$7$valid), .last(stages$7$last));
    aes_axis_core_stages_1 stages$8(.clock(stages$8$clock), .reset(stages$8$reset),
        .enable(stages$8$enable), .decrypt(stages$8$decrypt), .final_round(stages$8$final_round),
        .s0(stages$8$s0), .s1(stages$8$s1), .s2(stages$8$s2), .s3(stages$8$s3),
        .valid_in(stages$8$valid_in), .last_in(stages$8$last_in), .rk_load(stages$8$rk_load),
        .rk_clear(stages$8$rk_clear), .rk0(stages$8$rk0), .rk1(stages$8$rk1), .rk2(stages$8$rk2),
        .rk3(stages$8$rk3), .q0(stages$8$q0), .q1(stages$8$q1), .q2(stages$8$q2), .q3(stages$8$q3),
        .valid(stages$8$valid), .last(stages$8$last));
    aes_axis_core_stages_1 stages$9(.clock(stages$9$clock), .reset(stages$9$reset),
        .enable(stages$9$enable), .decrypt(stages$9$decrypt), .final_round(stages$9$final_round),
        .s0(stages$9$s0), .s1(stages$9$s1), .s2(stages$9$s2), .s3(stages$9$s3),
        .valid_in(stages$9$valid_in), .last_in(stages$9$last_in), .rk_load(stages$9$rk_load),
        .rk_clear(stages$9$rk_clear), .rk0(stages$9$rk0), .rk1(stages$9$rk1), .rk2(stages$9$rk2),
        .rk3(stages$9$rk3), .q0(stages$9$q0), .q1(stages$9$q1), .q2(stages$9$q2), .q3(stages$9$q3),
        .valid(stages$9$valid), .last(stages$9$last));
    aes_axis_core_stages_1 stages$10(.clock(stages$10$clock), .reset(stages$10$reset),
        .enable(stages$10$enable), .decrypt(stages$10$decrypt), .final_round(stages$10$final_round),
        .s0(stages$10$s0), .s1(stages$10$s1), .s2(stages$10$s2), .s3(stages$10$s3),
        .valid_in(stages$10$valid_in), .last_in(stages$10$last_in), .rk_load(stages$10$rk_load),
        .rk_clear(stages$10$rk_clear), .rk0(stages$10$rk0), .rk1(stages$10$rk1),
        .rk2(stages$10$rk2), .rk3(stages$10$rk3), .q0(stages$10$q0), .q1(stages$10$q1),
        .q2(stages$10$q2), .q3(stages$10$q3), .valid(stages$10$valid), .last(stages$10$last));
    aes_axis_core_stages_1 stages$11(.clock(stages$11$clock), .reset(stages$11$reset),
        .enable(stages$11$enable), .decrypt(stages$11$decrypt), .final_round(stages$11$final_round),
        .s0(stages$11$s0), .s1(stages$11$s1), .s2(stages$11$s2), .s3(stages$11$s3),
        .valid_in(stages$11$valid_in), .last_in(stages$11$last_in), .rk_load(stages$11$rk_load),
        .rk_clear(stages$11$rk_clear), .rk0(stages$11$rk0), .rk1(stages$11$rk1),
        .rk2(stages$11$rk2), .rk3(stages$11$rk3), .q0(stages$11$q0), .q1(stages$11$q1),
        .q2(stages$11$q2), .q3(stages$11$q3), .valid(stages$11$valid), .last(stages$11$last));
    aes_axis_core_stages_1 stages$12(.clock(stages$12$clock), .reset(stages$12$reset),
        .enable(stages$12$enable), .decrypt(stages$12$decrypt), .final_round(stages$12$final_round),
        .s0(stages$12$s0), .s1(stages$12$s1), .s2(stages$12$s2), .s3(stages$12$s3),
        .valid_in(stages$12$valid_in), .last_in(stages$12$last_in), .rk_load(stages$12$rk_load),
        .rk_clear(stages$12$rk_clear), .rk0(stages$12$rk0), .rk1(stages$12$rk1),
        .rk2(stages$12$rk2), .rk3(stages$12$rk3), .q0(stages$12$q0), .q1(stages$12$q1),
        .q2(stages$12$q2), .q3(stages$12$q3), .valid(stages$12$valid), .last(stages$12$last));
    aes_axis_core_stages_1 stages$13(.clock(stages$13$clock), .reset(stages$13$reset),
        .enable(stages$13$enable), .decrypt(stages$13$decrypt), .final_round(stages$13$final_round),
        .s0(stages$13$s0), .s1(stages$13$s1), .s2(stages$13$s2), .s3(stages$13$s3),
        .valid_in(stages$13$valid_in), .last_in(stages$13$last_in), .rk_load(stages$13$rk_load),
        .rk_clear(stages$13$rk_clear), .rk0(stages$13$rk0), .rk1(stages$13$rk1),
        .rk2(stages$13$rk2), .rk3(stages$13$rk3), .q0(stages$13$q0), .q1(stages$13$q1),
        .q2(stages$13$q2), .q3(stages$13$q3), .valid(stages$13$valid), .last(stages$13$last));
    aes_axis_core_stages_1 stages$14(.clock(stages$14$clock), .reset(stages$14$reset),
        .enable(stages$14$enable), .decrypt(stages$14$decrypt), .final_round(stages$14$final_round),
        .s0(stages$14$s0), .s1(stages$14$s1), .s2(stages$14$s2), .s3(stages$14$s3),
        .valid_in(stages$14$valid_in), .last_in(stages$14$last_in), .rk_load(stages$14$rk_load),
        .rk_clear(stages$14$rk_clear), .rk0(stages$14$rk0), .rk1(stages$14$rk1),
        .rk2(stages$14$rk2), .rk3(stages$14$rk3), .q0(stages$14$q0), .q1(stages$14$q1),
        .q2(stages$14$q2), .q3(stages$14$q3), .valid(stages$14$valid), .last(stages$14$last));
    aes_axis_out_words out_words(.w0(out_words$w0), .w1(out_words$w1), .w2(out_words$w2),
        .w3(out_words$w3), .y(out_words$y));
    aes_axis_dff2 written_key_len(.d(written_key_len$d), .q(written_key_len$q),
        .clock(written_key_len$clock));
    aes_axis_dff1 written_decrypt(.d(written_decrypt$d), .q(written_decrypt$q),
        .clock(written_decrypt$clock));
    aes_axis_dff4 loaded_rounds(.d(loaded_rounds$d), .q(loaded_rounds$q),
        .clock(loaded_rounds$clock));
    aes_axis_dff1 loaded_decrypt(.d(loaded_decrypt$d), .q(loaded_decrypt$q),
        .clock(loaded_decrypt$clock));
    aes_axis_dff1 wipe_pending(.d(wipe_pending$d), .q(wipe_pending$q), .clock(wipe_pending$clock));

    // Update code
    always @(*) begin
        written_key_len$clock = clock;
        written_decrypt$clock = clock;
        loaded_rounds$clock = clock;
        loaded_decrypt$clock = clock;
        wipe_pending$clock = clock;
        written_key_len$d = written_key_len$q;
        written_decrypt$d = written_decrypt$q;
        loaded_rounds$d = loaded_rounds$q;
        loaded_decrypt$d = loaded_decrypt$q;
        wipe_pending$d = wipe_pending$q;
        if (key_we) begin
            written_key_len$d = key_len;
            written_decrypt$d = decrypt;
        end
        if (reset) begin
            written_key_len$d = keylen_128;
            written_decrypt$d = 1'b0;
        end
        key_words$0$clock = clock;
        key_words$0$d = key_words$0$q;
        if (key_we & (key_addr == 0)) begin
            key_words$0$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$0$d = 32'h0;
        end
        expansion$key$0 = key_words$0$q;
        key_words$1$clock = clock;
        key_words$1$d = key_words$1$q;
        if (key_we & (key_addr == 1)) begin
            key_words$1$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$1$d = 32'h0;
        end
        expansion$key$1 = key_words$1$q;
        key_words$2$clock = clock;
        key_words$2$d = key_words$2$q;
        if (key_we & (key_addr == 2)) begin
            key_words$2$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$2$d = 32'h0;
        end
        expansion$key$2 = key_words$2$q;
        key_words$3$clock = clock;
        key_words$3$d = key_words$3$q;
        if (key_we & (key_addr == 3)) begin
            key_words$3$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$3$d = 32'h0;
        end
        expansion$key$3 = key_words$3$q;
        key_words$4$clock = clock;
        key_words$4$d = key_words$4$q;
        if (key_we & (key_addr == 4)) begin
            key_words$4$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$4$d = 32'h0;
        end
        expansion$key$4 = key_words$4$q;
        key_words$5$clock = clock;
        key_words$5$d = key_words$5$q;
        if (key_we & (key_addr == 5)) begin
            key_words$5$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$5$d = 32'h0;
        end
        expansion$key$5 = key_words$5$q;
        key_words$6$clock = clock;
        key_words$6$d = key_words$6$q;
        if (key_we & (key_addr == 6)) begin
            key_words$6$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$6$d = 32'h0;
        end
        expansion$key$6 = key_words$6$q;
        key_words$7$clock = clock;
        key_words$7$d = key_words$7$q;
        if (key_we & (key_addr == 7)) begin
            key_words$7$d = key_data;
        end
        if (zeroize | reset) begin
            key_words$7$d = 32'h0;
        end
        expansion$key$7 = key_words$7$q;
        expansion$clock = clock;
        expansion$reset = reset;
        expansion$key_write = key_we;
        expansion$clear = zeroize;
        expansion$hold = refresh$refreshing & transaction$busy;
        expansion$key_len = written_key_len$q;
        expansion$decrypt_in = written_decrypt$q;
        expansion$supported = ((written_key_len$q == keylen_128) | (has_192_256 & ((written_key_len$q == keylen_192) | (written_key_len$q == keylen_256)))) & (has_decrypt | ~written_decrypt$q);
        expansion$rd_addr = refresh$rd_addr;
        refresh$clock = clock;
        refresh$reset = reset;
        refresh$key_write = key_we;
        refresh$clear = zeroize;
        refresh$busy = transaction$busy;
        refresh$produced = expansion$produced;
        refresh$rounds = expansion$rounds;
        inv_mix$0$a = expansion$rd0;
        inv_mix$1$a = expansion$rd1;
        inv_mix$2$a = expansion$rd2;
        inv_mix$3$a = expansion$rd3;
        inv_mix$0$inverse = 1'b1;
        inv_mix$0$bypass = ~(expansion$decrypt & has_decrypt) | (refresh$rd_addr == round_zero) | (refresh$rd_addr == expansion$rounds);
        inv_mix$1$inverse = 1'b1;
        inv_mix$1$bypass = ~(expansion$decrypt & has_decrypt) | (refresh$rd_addr == round_zero) | (refresh$rd_addr == expansion$rounds);
        inv_mix$2$inverse = 1'b1;
        inv_mix$2$bypass = ~(expansion$decrypt & has_decrypt) | (refresh$rd_addr == round_zero) | (refresh$rd_addr == expansion$rounds);
        inv_mix$3$inverse = 1'b1;
        inv_mix$3$bypass = ~(expansion$decrypt & has_decrypt) | (refresh$rd_addr == round_zero) | (refresh$rd_addr == expansion$rounds);
        if (expansion$decrypt & has_decrypt) begin
            load_stage = expansion$rounds - refresh$rd_addr;
        end
        else begin
            load_stage = refresh$rd_addr;
        end
        if (refresh$load) begin
            loaded_rounds$d = expansion$rounds;
            loaded_decrypt$d = expansion$decrypt;
        end
        out_valid = 1'b0;
        out_last = 1'b0;
        out_words$w0 = 32'h0;
        out_words$w1 = 32'h0;
        out_words$w2 = 32'h0;
        out_words$w3 = 32'h0;
        if (loaded_rounds$q == 10) begin
            out_valid = stages$10$valid;
            out_last = stages$10$last;
            out_words$w0 = stages$10$q0;
            out_words$w1 = stages$10$q1;
            out_words$w2 = stages$10$q2;
            out_words$w3 = stages$10$q3;
        end
        if (loaded_rounds$q == 11) begin
            out_valid = stages$11$valid;
            out_last = stages$11$last;
            out_words$w0 = stages$11$q0;
            out_words$w1 = stages$11$q1;
            out_words$w2 = stages$11$q2;
            out_words$w3 = stages$11$q3;
        end
        if (loaded_rounds$q == 12) begin
            out_valid = stages$12$valid;
            out_last = stages$12$last;
            out_words$w0 = stages$12$q0;
            out_words$w1 = stages$12$q1;
            out_words$w2 = stages$12$q2;
            out_words$w3 = stages$12$q3;
        end
        if (loaded_rounds$q == 13) begin
            out_valid = stages$13$valid;
            out_last = stages$13$last;
            out_words$w0 = stages$13$q0;
            out_words$w1 = stages$13$q1;
            out_words$w2 = stages$13$q2;
            out_words$w3 = stages$13$q3;
        end
        if (loaded_rounds$q == 14) begin
            out_valid = stages$14$valid;
            out_last = stages$14$last;
            out_words$w0 = stages$14$q0;
            out_words$w1 = stages$14$q1;
            out_words$w2 = stages$14$q2;
            out_words$w3 = stages$14$q3;
        end
        out_data = out_words$y;
        advance = ~out_valid | out_ready;
        transaction$clock = clock;
        transaction$reset = reset;
        transaction$in_valid = in_valid;
        transaction$in_last = in_last;
        transaction$can_start = refresh$key_ready & ~key_we & ~zeroize;
        in_ready = advance & transaction$accepting;
        accept = in_valid & advance & transaction$accepting;
        transaction$accept = accept;
        transaction$out_done = out_valid & out_ready & out_last;
        wipe = (zeroize | wipe_pending$q) & ~transaction$busy;
        if (zeroize & transaction$busy) begin
            wipe_pending$d = 1'b1;
        end
        if (wipe | reset) begin
            wipe_pending$d = 1'b0;
        end
        stages$0$clock = clock;
        stages$0$reset = reset;
        stages$0$enable = advance;
        stages$0$decrypt = loaded_decrypt$q & has_decrypt;
        stages$0$final_round = 1'b0;
        stages$0$rk_load = refresh$load & (load_stage == 0);
        stages$0$rk_clear = wipe;
        stages$0$rk0 = inv_mix$0$y;
        stages$0$rk1 = inv_mix$1$y;
        stages$0$rk2 = inv_mix$2$y;
        stages$0$rk3 = inv_mix$3$y;
        stages$1$clock = clock;
        stages$1$reset = reset;
        stages$1$enable = advance;
        stages$1$decrypt = loaded_decrypt$q & has_decrypt;
        stages$1$final_round = 1'b0;
        stages$1$rk_load = refresh$load & (load_stage == 1);
        stages$1$rk_clear = wipe;
        stages$1$rk0 = inv_mix$0$y;
        stages$1$rk1 = inv_mix$1$y;
        stages$1$rk2 = inv_mix$2$y;
        stages$1$rk3 = inv_mix$3$y;
        stages$2$clock = clock;
        stages$2$reset = reset;
        stages$2$enable = advance;
        stages$2$decrypt = loaded_decrypt$q & has_decrypt;
        stages$2$final_round = 1'b0;
        stages$2$rk_load = refresh$load & (load_stage == 2);
        stages$2$rk_clear = wipe;
        stages$2$rk0 = inv_mix$0$y;
        stages$2$rk1 = inv_mix$1$y;
        stages$2$rk2 = inv_mix$2$y;
        stages$2$rk3 = inv_mix$3$y;
        stages$3$clock = clock;
        stages$3$reset = reset;
        stages$3$enable = advance;
        stages$3$decrypt = loaded_decrypt$q & has_decrypt;
        stages$3$final_round = 1'b0;
        stages$3$rk_load = refresh$load & (load_stage == 3);
        stages$3$rk_clear = wipe;
        stages$3$rk0 = inv_mix$0$y;
        stages$3$rk1 = inv_mix$1$y;
        stages$3$rk2 = inv_mix$2$y;
        stages$3$rk3 = inv_mix$3$y;
        stages$4$clock = clock;
        stages$4$reset = reset;
        stages$4$enable = advance;
        stages$4$decrypt = loaded_decrypt$q & has_decrypt;
        stages$4$final_round = 1'b0;
        stages$4$rk_load = refresh$load & (load_stage == 4);
        stages$4$rk_clear = wipe;
        stages$4$rk0 = inv_mix$0$y;
        stages$4$rk1 = inv_mix$1$y;
        stages$4$rk2 = inv_mix$2$y;
        stages$4$rk3 = inv_mix$3$y;
        stages$5$clock = clock;
        stages$5$reset = reset;
        stages$5$enable = advance;
        stages$5$decrypt = loaded_decrypt$q & has_decrypt;
        stages$5$final_round = 1'b0;
        stages$5$rk_load = refresh$load & (load_stage == 5);
        stages$5$rk_clear = wipe;
        stages$5$rk0 = inv_mix$0$y;
        stages$5$rk1 = inv_mix$1$y;
        stages$5$rk2 = inv_mix$2$y;
        stages$5$rk3 = inv_mix$3$y;
        stages$6$clock = clock;
        stages$6$reset = reset;
        stages$6$enable = advance;
        stages$6$decrypt = loaded_decrypt$q & has_decrypt;
        stages$6$final_round = 1'b0;
        stages$6$rk_load = refresh$load & (load_stage == 6);
        stages$6$rk_clear = wipe;
        stages$6$rk0 = inv_mix$0$y;
        stages$6$rk1 = inv_mix$1$y;
        stages$6$rk2 = inv_mix$2$y;
        stages$6$rk3 = inv_mix$3$y;
        stages$7$clock = clock;
        stages$7$reset = reset;
        stages$7$enable = advance;
        stages$7$decrypt = loaded_decrypt$q & has_decrypt;
        stages$7$final_round = 1'b0;
        stages$7$rk_load = refresh$load & (load_stage == 7);
        stages$7$rk_clear = wipe;
        stages$7$rk0 = inv_mix$0$y;
        stages$7$rk1 = inv_mix$1$y;
        stages$7$rk2 = inv_mix$2$y;
        stages$7$rk3 = inv_mix$3$y;
        stages$8$clock = clock;
        stages$8$reset = reset;
        stages$8$enable = advance;
        stages$8$decrypt = loaded_decrypt$q & has_decrypt;
        stages$8$final_round = 1'b0;
        stages$8$rk_load = refresh$load & (load_stage == 8);
        stages$8$rk_clear = wipe;
        stages$8$rk0 = inv_mix$0$y;
        stages$8$rk1 = inv_mix$1$y;
        stages$8$rk2 = inv_mix$2$y;
        stages$8$rk3 = inv_mix$3$y;
        stages$9$clock = clock;
        stages$9$reset = reset;
        stages$9$enable = advance;
        stages$9$decrypt = loaded_decrypt$q & has_decrypt;
        stages$9$final_round = 1'b0;
        stages$9$rk_load = refresh$load & (load_stage == 9);
        stages$9$rk_clear = wipe;
        stages$9$rk0 = inv_mix$0$y;
        stages$9$rk1 = inv_mix$1$y;
        stages$9$rk2 = inv_mix$2$y;
        stages$9$rk3 = inv_mix$3$y;
        stages$10$clock = clock;
        stages$10$reset = reset;
        stages$10$enable = advance;
        stages$10$decrypt = loaded_decrypt$q & has_decrypt;
        stages$10$final_round = 1'b0;
        stages$10$rk_load = refresh$load & (load_stage == 10);
        stages$10$rk_clear = wipe;
        stages$10$rk0 = inv_mix$0$y;
        stages$10$rk1 = inv_mix$1$y;
        stages$10$rk2 = inv_mix$2$y;
        stages$10$rk3 = inv_mix$3$y;
        stages$11$clock = clock;
        stages$11$reset = reset;
        stages$11$enable = advance;
        stages$11$decrypt = loaded_decrypt$q & has_decrypt;
        stages$11$final_round = 1'b0;
        stages$11$rk_load = refresh$load & (load_stage == 11);
        stages$11$rk_clear = wipe;
        stages$11$rk0 = inv_mix$0$y;
        stages$11$rk1 = inv_mix$1$y;
        stages$11$rk2 = inv_mix$2$y;
        stages$11$rk3 = inv_mix$3$y;
        stages$12$clock = clock;
        stages$12$reset = reset;
        stages$12$enable = advance;
        stages$12$decrypt = loaded_decrypt$q & has_decrypt;
        stages$12$final_round = 1'b0;
        stages$12$rk_load = refresh$load & (load_stage == 12);
        stages$12$rk_clear = wipe;
        stages$12$rk0 = inv_mix$0$y;
        stages$12$rk1 = inv_mix$1$y;
        stages$12$rk2 = inv_mix$2$y;
        stages$12$rk3 = inv_mix$3$y;
        stages$13$clock = clock;
        stages$13$reset = reset;
        stages$13$enable = advance;
        stages$13$decrypt = loaded_decrypt$q & has_decrypt;
        stages$13$final_round = 1'b0;
        stages$13$rk_load = refresh$load & (load_stage == 13);
        stages$13$rk_clear = wipe;
        stages$13$rk0 = inv_mix$0$y;
        stages$13$rk1 = inv_mix$1$y;
        stages$13$rk2 = inv_mix$2$y;
        stages$13$rk3 = inv_mix$3$y;
        stages$14$clock = clock;
        stages$14$reset = reset;
        stages$14$enable = advance;
        stages$14$decrypt = loaded_decrypt$q & has_decrypt;
        stages$14$final_round = 1'b0;
        stages$14$rk_load = refresh$load & (load_stage == 14);
        stages$14$rk_clear = wipe;
        stages$14$rk0 = inv_mix$0$y;
        stages$14$rk1 = inv_mix$1$y;
        stages$14$rk2 = inv_mix$2$y;
        stages$14$rk3 = inv_mix$3$y;
        stages$10$final_round = loaded_rounds$q == 10;
        stages$11$final_round = loaded_rounds$q == 11;
        stages$12$final_round = loaded_rounds$q == 12;
        stages$13$final_round = loaded_rounds$q == 13;
        stages$14$final_round = loaded_rounds$q == 14;
        stages$0$s0 = in_data[(32'h0)+:(32)];
        stages$0$s1 = in_data[(32'h20)+:(32)];
        stages$0$s2 = in_data[(32'h40)+:(32)];
        stages$0$s3 = in_data[(32'h60)+:(32)];
        stages$0$valid_in = accept;
        stages$0$last_in = in_last;
        stages$1$s0 = stages$0$q0;
        stages$1$s1 = stages$0$q1;
        stages$1$s2 = stages$0$q2;
        stages$1$s3 = stages$0$q3;
        stages$1$valid_in = stages$0$valid & (loaded_rounds$q != 0);
        stages$1$last_in = stages$0$last;
        stages$2$s0 = stages$1$q0;
        stages$2$s1 = stages$1$q1;
        stages$2$s2 = stages$1$q2;
        stages$2$s3 = stages$1$q3;
        stages$2$valid_in = stages$1$valid & (loaded_rounds$q != 1);
        stages$2$last_in = stages$1$last;
        stages$3$s0 = stages$2$q0;
        stages$3$s1 = stages$2$q1;
        stages$3$s2 = stages$2$q2;
        stages$3$s3 = stages$2$q3;
        stages$3$valid_in = stages$2$valid & (loaded_rounds$q != 2);
        stages$3$last_in = stages$2$last;
        stages$4$s0 = stages$3$q0;
        stages$4$s1 = stages$3$q1;
        stages$4$s2 = stages$3$q2;
        stages$4$s3 = stages$3$q3;
        stages$4$valid_in = stages$3$valid & (loaded_rounds$q != 3);
        stages$4$last_in = stages$3$last;
        stages$5$s0 = stages$4$q0;
        stages$5$s1 = stages$4$q1;
        stages$5$s2 = stages$4$q2;
        stages$5$s3 = stages$4$q3;
        stages$5$valid_in = stages$4$valid & (loaded_rounds$q != 4);
        stages$5$last_in = stages$4$last;
        stages$6$s0 = stages$5$q0;
        stages$6$s1 = stages$5$q1;
        stages$6$s2 = stages$5$q2;
        stages$6$s3 = stages$5$q3;
        stages$6$valid_in = stages$5$valid & (loaded_rounds$q != 5);
        stages$6$last_in = stages$5$last;
        stages$7$s0 = stages$6$q0;
        stages$7$s1 = stages$6$q1;
        stages$7$s2 = stages$6$q2;
        stages$7$s3 = stages$6$q3;
        stages$7$valid_in = stages$6$valid & (loaded_rounds$q != 6);
        stages$7$last_in = stages$6$last;
        stages$8$s0 = stages$7$q0;
        stages$8$s1 = stages$7$q1;
        stages$8$s2 = stages$7$q2;
        stages$8$s3 = stages$7$q3;
        stages$8$valid_in = stages$7$valid & (loaded_rounds$q != 7);
        stages$8$last_in = stages$7$last;
        stages$9$s0 = stages$8$q0;
        stages$9$s1 = stages$8$q1;
        stages$9$s2 = stages$8$q2;
        stages$9$s3 = stages$8$q3;
        stages$9$valid_in = stages$8$valid & (loaded_rounds$q != 8);
        stages$9$last_in = stages$8$last;
        stages$10$s0 = stages$9$q0;
        stages$10$s1 = stages$9$q1;
        stages$10$s2 = stages$9$q2;
        stages$10$s3 = stages$9$q3;
        stages$10$valid_in = stages$9$valid & (loaded_rounds$q != 9);
        stages$10$last_in = stages$9$last;
        stages$11$s0 = stages$10$q0;
        stages$11$s1 = stages$10$q1;
        stages$11$s2 = stages$10$q2;
        stages$11$s3 = stages$10$q3;
        stages$11$valid_in = stages$10$valid & (loaded_rounds$q != 10);
        stages$11$last_in = stages$10$last;
        stages$12$s0 = stages$11$q0;
        stages$12$s1 = stages$11$q1;
        stages$12$s2 = stages$11$q2;
        stages$12$s3 = stages$11$q3;
        stages$12$valid_in = stages$11$valid & (loaded_rounds$q != 11);
        stages$12$last_in = stages$11$last;
        stages$13$s0 = stages$12$q0;
        stages$13$s1 = stages$12$q1;
        stages$13$s2 = stages$12$q2;
        stages$13$s3 = stages$12$q3;
        stages$13$valid_in = stages$12$valid & (loaded_rounds$q != 12);
        stages$13$last_in = stages$12$last;
        stages$14$s0 = stages$13$q0;
        stages$14$s1 = stages$13$q1;
        stages$14$s2 = stages$13$q2;
        stages$14$s3 = stages$13$q3;
        stages$14$valid_in = stages$13$valid & (loaded_rounds$q != 13);
        stages$14$last_in = stages$13$last;
        key_ready = refresh$key_ready;
        deriving = expansion$deriving;
        refreshing = refresh$refreshing;
        busy = transaction$busy;
    end

endmodule // aes_axis_core

// Used by instance: core$expansion
module aes_axis_core_expansion(clock,reset,key_write,clear,hold,supported,key_len,decrypt_in,key$0,key$1,key$2,key$3,key$4,key$5,key$6,key$7,rd_addr,rd0,rd1,rd2,rd3,produced,rounds,decrypt,deriving);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  key_write;
    input wire  clear;
    input wire  hold;
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
    input wire  [3:0] rd_addr;
    output reg  [31:0] rd0;
    output reg  [31:0] rd1;
    output reg  [31:0] rd2;
    output reg  [31:0] rd3;
    output reg  [3:0] produced;
    output reg  [3:0] rounds;
    output reg  decrypt;
    output reg  deriving;

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
    reg  [31:0] round_keys$0$d;
    wire  [31:0] round_keys$0$q;
    reg  round_keys$0$clock;
    reg  [31:0] round_keys$1$d;
    wire  [31:0] round_keys$1$q;
    reg  round_keys$1$clock;
    reg  [31:0] round_keys$2$d;
    wire  [31:0] round_keys$2$q;
    reg  round_keys$2$clock;
    reg  [31:0] round_keys$3$d;
    wire  [31:0] round_keys$3$q;
    reg  round_keys$3$clock;
    reg  [31:0] round_keys$4$d;
    wire  [31:0] round_keys$4$q;
    reg  round_keys$4$clock;
    reg  [31:0] round_keys$5$d;
    wire  [31:0] round_keys$5$q;
    reg  round_keys$5$clock;
    reg  [31:0] round_keys$6$d;
    wire  [31:0] round_keys$6$q;
    reg  round_keys$6$clock;
    reg  [31:0] round_keys$7$d;
    wire  [31:0] round_keys$7$q;
    reg  round_keys$7$clock;
    reg  [31:0] round_keys$8$d;
    wire  [31:0] round_keys$8$q;
    reg  round_keys$8$clock;
    reg  [31:0] round_keys$9$d;
    wire  [31:0] round_keys$9$q;
    reg  round_keys$9$clock;
    reg  [31:0] round_keys$10$d;
    wire  [31:0] round_keys$10$q;
    reg  round_keys$10$clock;
    reg  [31:0] round_keys$11$d;
    wire  [31:0] round_keys$11$q;
    reg  round_keys$11$clock;
    reg  [31:0] round_keys$12$d;
    wire  [31:0] round_keys$12$q;
    reg  round_keys$12$clock;
    reg  [31:0] round_keys$13$d;
    wire  [31:0] round_keys$13$q;
    reg  round_keys$13$clock;
    reg  [31:0] round_keys$14$d;
    wire  [31:0] round_keys$14$q;
    reg  round_keys$14$clock;
    reg  [31:0] round_keys$15$d;
    wire  [31:0] round_keys$15$q;
    reg  round_keys$15$clock;
    reg  [31:0] round_keys$16$d;
    wire  [31:0] round_keys$16$q;
    reg  round_keys$16$clock;
    reg  [31:0] round_keys$17$d;
    wire  [31:0] round_keys$17$q;
    reg  round_keys$17$clock;
    reg  [31:0] round_keys$18$d;
    wire  [31:0] round_keys$18$q;
    reg  round_keys$18$clock;
    reg  [31:0] round_keys$19$d;
    wire  [31:0] round_keys$19$q;
    reg  round_keys$19$clock;
    reg  [31:0] round_keys$20$d;
    wire  [31:0] round_keys$20$q;
    reg  round_keys$20$clock;
    reg  [31:0] round_keys$21$d;
    wire  [31:0] round_keys$21$q;
    reg  round_keys$21$clock;
    reg  [31:0] round_keys$22$d;
    wire  [31:0] round_keys$22$q;
    reg  round_keys$22$clock;
    reg  [31:0] round_keys$23$d;
    wire  [31:0] round_keys$23$q;
    reg  round_keys$23$clock;
    reg  [31:0] round_keys$24$d;
    wire  [31:0] round_keys$24$q;
    reg  round_keys$24$clock;
    reg  [31:0] round_keys$25$d;
    wire  [31:0] round_keys$25$q;
    reg  round_keys$25$clock;
    reg  [31:0] round_keys$26$d;
    wire  [31:0] round_keys$26$q;
    reg  round_keys$26$clock;
    reg  [31:0] round_keys$27$d;
    wire  [31:0] round_keys$27$q;
    reg  round_keys$27$clock;
    reg  [31:0] round_keys$28$d;
    wire  [31:0] round_keys$28$q;
    reg  round_keys$28$clock;
    reg  [31:0] round_keys$29$d;
    wire  [31:0] round_keys$29$q;
    reg  round_keys$29$clock;
    reg  [31:0] round_keys$30$d;
    wire  [31:0] round_keys$30$q;
    reg  round_keys$30$clock;
    reg  [31:0] round_keys$31$d;
    wire  [31:0] round_keys$31$q;
    reg  round_keys$31$clock;
    reg  [31:0] round_keys$32$d;
    wire  [31:0] round_keys$32$q;
    reg  round_keys$32$clock;
    reg  [31:0] round_keys$33$d;
    wire  [31:0] round_keys$33$q;
    reg  round_keys$33$clock;
    reg  [31:0] round_keys$34$d;
    wire  [31:0] round_keys$34$q;
    reg  round_keys$34$clock;
    reg  [31:0] round_keys$35$d;
    wire  [31:0] round_keys$35$q;
    reg  round_keys$35$clock;
    reg  [31:0] round_keys$36$d;
    wire  [31:0] round_keys$36$q;
    reg  round_keys$36$clock;
    reg  [31:0] round_keys$37$d;
    wire  [31:0] round_keys$37$q;
    reg  round_keys$37$clock;
    reg  [31:0] round_keys$38$d;
    wire  [31:0] round_keys$38$q;
    reg  round_keys$38$clock;
    reg  [31:0] round_keys$39$d;
    wire  [31:0] round_keys$39$q;
    reg  round_keys$39$clock;
    reg  [31:0] round_keys$40$d;
    wire  [31:0] round_keys$40$q;
    reg  round_keys$40$clock;
    reg  [31:0] round_keys$41$d;
    wire  [31:0] round_keys$41$q;
    reg  round_keys$41$clock;
    reg  [31:0] round_keys$42$d;
    wire  [31:0] round_keys$42$q;
    reg  round_keys$42$clock;
    reg  [31:0] round_keys$43$d;
    wire  [31:0] round_keys$43$q;
    reg  round_keys$43$clock;
    reg  [31:0] round_keys$44$d;
    wire  [31:0] round_keys$44$q;
    reg  round_keys$44$clock;
    reg  [31:0] round_keys$45$d;
    wire  [31:0] round_keys$45$q;
    reg  round_keys$45$clock;
    reg  [31:0] round_keys$46$d;
    wire  [31:0] round_keys$46$q;
    reg  round_keys$46$clock;
    reg  [31:0] round_keys$47$d;
    wire  [31:0] round_keys$47$q;
    reg  round_keys$47$clock;
    reg  [31:0] round_keys$48$d;
    wire  [31:0] round_keys$48$q;
    reg  round_keys$48$clock;
    reg  [31:0] round_keys$49$d;
    wire  [31:0] round_keys$49$q;
    reg  round_keys$49$clock;
    reg  [31:0] round_keys$50$d;
    wire  [31:0] round_keys$50$q;
    reg  round_keys$50$clock;
    reg  [31:0] round_keys$51$d;
    wire  [31:0] round_keys$51$q;
    reg  round_keys$51$clock;
    reg  [31:0] round_keys$52$d;
    wire  [31:0] round_keys$52$q;
    reg  round_keys$52$clock;
    reg  [31:0] round_keys$53$d;
    wire  [31:0] round_keys$53$q;
    reg  round_keys$53$clock;
    reg  [31:0] round_keys$54$d;
    wire  [31:0] round_keys$54$q;
    reg  round_keys$54$clock;
    reg  [31:0] round_keys$55$d;
    wire  [31:0] round_keys$55$q;
    reg  round_keys$55$clock;
    reg  [31:0] round_keys$56$d;
    wire  [31:0] round_keys$56$q;
    reg  round_keys$56$clock;
    reg  [31:0] round_keys$57$d;
    wire  [31:0] round_keys$57$q;
    reg  round_keys$57$clock;
    reg  [31:0] round_keys$58$d;
    wire  [31:0] round_keys$58$q;
    reg  round_keys$58$clock;
    reg  [31:0] round_keys$59$d;
    wire  [31:0] round_keys$59$q;
    reg  round_keys$59$clock;
    reg  [31:0] sub_rot_a$a;
    wire  [31:0] sub_rot_a$y;
    reg  [31:0] sub_a$a;
    wire  [31:0] sub_a$y;
    reg  [31:0] sub_rot_b$a;
    wire  [31:0] sub_rot_b$y;

    // Local signals
    reg  [31:0] new_word$0;
    reg  [31:0] new_word$1;
    reg  [31:0] new_word$2;
    reg  [31:0] new_word$3;
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
    aes_axis_dff32 rcon(.d(rcon$d), .q(rcon$q), .clock(rcon$clock));
    aes_axis_dff32 window$0(.d(window$0$d), .q(window$0$q), .clock(window$0$clock));
    aes_axis_dff32 window$1(.d(window$1$d), .q(window$1$q), .clock(window$1$clock));
    aes_axis_dff32 window$2(.d(window$2$d), .q(window$2$q), .clock(window$2$clock));
    aes_axis_dff32 window$3(.d(window$3$d), .q(window$3$q), .clock(window$3$clock));
    aes_axis_dff32 window$4(.d(window$4$d), .q(window$4$q), .clock(window$4$clock));
    aes_axis_dff32 window$5(.d(window$5$d), .q(window$5$q), .clock(window$5$clock));
    aes_axis_dff32 window$6(.d(window$6$d), .q(window$6$q), .clock(window$6$clock));
    aes_axis_dff32 window$7(.d(window$7$d), .q(window$7$q), .clock(window$7$clock));
    aes_axis_dff32 round_keys$0(.d(round_keys$0$d), .q(round_keys$0$q), .clock(round_keys$0$clock));
    aes_axis_dff32 round_keys$1(.d(round_keys$1$d), .q(round_keys$1$q), .clock(round_keys$1$clock));
    aes_axis_dff32 round_keys$2(.d(round_keys$2$d), .q(round_keys$2$q), .clock(round_keys$2$clock));
    aes_axis_dff32 round_keys$3(.d(round_keys$3$d), .q(round_keys$3$q), .clock(round_keys$3$clock));
    aes_axis_dff32 round_keys$4(.d(round_keys$4$d), .q(round_keys$4$q), .clock(round_keys$4$clock));
    aes_axis_dff32 round_keys$5(.d(round_keys$5$d), .q(round_keys$5$q), .clock(round_keys$5$clock));
    aes_axis_dff32 round_keys$6(.d(round_keys$6$d), .q(round_keys$6$q), .clock(round_keys$6$clock));
    aes_axis_dff32 round_keys$7(.d(round_keys$7$d), .q(round_keys$7$q), .clock(round_keys$7$clock));
    aes_axis_dff32 round_keys$8(.d(round_keys$8$d), .q(round_keys$8$q), .clock(round_keys$8$clock));
    aes_axis_dff32 round_keys$9(.d(round_keys$9$d), .q(round_keys$9$q), .clock(round_keys$9$clock));
    aes_axis_dff32 round_keys$10(.d(round_keys$10$d), .q(round_keys$10$q),
        .clock(round_keys$10$clock));
    aes_axis_dff32 round_keys$11(.d(round_keys$11$d), .q(round_keys$11$q),
        .clock(round_keys$11$clock));
    aes_axis_dff32 round_keys$12(.d(round_keys$12$d), .q(round_keys$12$q),
        .clock(round_keys$12$clock));
    aes_axis_dff32 round_keys$13(.d(round_keys$13$d), .q(round_keys$13$q),
        .clock(round_keys$13$clock));
    aes_axis_dff32 round_keys$14(.d(round_keys$14$d), .q(round_keys$14$q),
        .clock(round_keys$14$clock));
    aes_axis_dff32 round_keys$15(.d(round_keys$15$d), .q(round_keys$15$q),
        .clock(round_keys$15$clock));
    aes_axis_dff32 round_keys$16(.d(round_keys$16$d), .q(round_keys$16$q),
        .clock(round_keys$16$clock));
    aes_axis_dff32 round_keys$17(.d(round_keys$17$d), .q(round_keys$17$q),
        .clock(round_keys$17$clock));
    aes_axis_dff32 round_keys$18(.d(round_keys$18$d), .q(round_keys$18$q),
        .clock(round_keys$18$clock));
    aes_axis_dff32 round_keys$19(.d(round_keys$19$d), .q(round_keys$19$q),
        .clock(round_keys$19$clock));
    aes_axis_dff32 round_keys$20(.d(round_keys$20$d), .q(round_keys$20$q),
        .clock(round_keys$20$clock));
    aes_axis_dff32 round_keys$21(.d(round_keys$21$d), .q(round_keys$21$q),
        .clock(round_keys$21$clock));
    aes_axis_dff32 round_keys$22(.d(round_keys$22$d), .q(round_keys$22$q),
        .clock(round_keys$22$clock));
    aes_axis_dff32 round_keys$23(.d(round_keys$23$d), .q(round_keys$23$q),
        .clock(round_keys$23$clock));
    aes_axis_dff32 round_keys$24(.d(round_keys$24$d), .q(round_keys$24$q),
        .clock(round_keys$24$clock));
    aes_axis_dff32 round_keys$25(.d(round_keys$25$d), .q(round_keys$25$q),
        .clock(round_keys$25$clock));
    aes_axis_dff32 round_keys$26(.d(round_keys$26$d), .q(round_keys$26$q),
        .clock(round_keys$26$clock));
    aes_axis_dff32 round_keys$27(.d(round_keys$27$d), .q(round_keys$27$q),
        .clock(round_keys$27$clock));
    aes_axis_dff32 round_keys$28(.d(round_keys$28$d), .q(round_keys$28$q),
        .clock(round_keys$28$clock));
    aes_axis_dff32 round_keys$29(.d(round_keys$29$d), .q(round_keys$29$q),
        .clock(round_keys$29$clock));
    aes_axis_dff32 round_keys$30(.d(round_keys$30$d), .q(round_keys$30$q),
        .clock(round_keys$30$clock));
    aes_axis_dff32 round_keys$31(.d(round_keys$31$d), .q(round_keys$31$q),
        .clock(round_keys$31$clock));
    aes_axis_dff32 round_keys$32(.d(round_keys$32$d), .q(round_keys$32$q),
        .clock(round_keys$32$clock));
    aes_axis_dff32 round_keys$33(.d(round_keys$33$d), .q(round_keys$33$q),
        .clock(round_keys$33$clock));
    aes_axis_dff32 round_keys$34(.d(round_keys$34$d), .q(round_keys$34$q),
        .clock(round_keys$34$clock));
    aes_axis_dff32 round_keys$35(.d(round_keys$35$d), .q(round_keys$35$q),
        .clock(round_keys$35$clock));
    aes_axis_dff32 round_keys$36(.d(round_keys$36$d), .q(round_keys$36$q),
        .clock(round_keys$36$clock));
    aes_axis_dff32 round_keys$37(.d(round_keys$37$d), .q(round_keys$37$q),
        .clock(round_keys$37$clock));
    aes_axis_dff32 round_keys$38(.d(round_keys$38$d), .q(round_keys$38$q),
        .clock(round_keys$38$clock));
    aes_axis_dff32 round_keys$39(.d(round_keys$39$d), .q(round_keys$39$q),
        .clock(round_keys$39$clock));
    aes_axis_dff32 round_keys$40(.d(round_keys$40$d), .q(round_keys$40$q),
        .clock(round_keys$40$clock));
    aes_axis_dff32 round_keys$41(.d(round_keys$41$d), .q(round_keys$41$q),
        .clock(round_keys$41$clock));
    aes_axis_dff32 round_keys$42(.d(round_keys$42$d), .q(round_keys$42$q),
        .clock(round_keys$42$clock));
    aes_axis_dff32 round_keys$43(.d(round_keys$43$d), .q(round_keys$43$q),
        .clock(round_keys$43$clock));
    aes_axis_dff32 round_keys$44(.d(round_keys$44$d), .q(round_keys$44$q),
        .clock(round_keys$44$clock));
    aes_axis_dff32 round_keys$45(.d(round_keys$45$d), .q(round_keys$45$q),
        .clock(round_keys$45$clock));
    aes_axis_dff32 round_keys$46(.d(round_keys$46$d), .q(round_keys$46$q),
        .clock(round_keys$46$clock));
    aes_axis_dff32 round_keys$47(.d(round_keys$47$d), .q(round_keys$47$q),
        .clock(round_keys$47$clock));
    aes_axis_dff32 round_keys$48(.d(round_keys$48$d), .q(round_keys$48$q),
        .clock(round_keys$48$clock));
    aes_axis_dff32 round_keys$49(.d(round_keys$49$d), .q(round_keys$49$q),
        .clock(round_keys$49$clock));
    aes_axis_dff32 round_keys$50(.d(round_keys$50$d), .q(round_keys$50$q),
        .clock(round_keys$50$clock));
    aes_axis_dff32 round_keys$51(.d(round_keys$51$d), .q(round_keys$51$q),
        .clock(round_keys$51$clock));
    aes_axis_dff32 round_keys$52(.d(round_keys$52$d), .q(round_keys$52$q),
        .clock(round_keys$52$clock));
    aes_axis_dff32 round_keys$53(.d(round_keys$53$d), .q(round_keys$53$q),
        .clock(round_keys$53$clock));
    aes_axis_dff32 round_keys$54(.d(round_keys$54$d), .q(round_keys$54$q),
        .clock(round_keys$54$clock));
    aes_axis_dff32 round_keys$55(.d(round_keys$55$d), .q(round_keys$55$q),
        .clock(round_keys$55$clock));
    aes_axis_dff32 round_keys$56(.d(round_keys$56$d), .q(round_keys$56$q),
        .clock(round_keys$56$clock));
    aes_axis_dff32 round_keys$57(.d(round_keys$57$d), .q(round_keys$57$q),
        .clock(round_keys$57$clock));
    aes_axis_dff32 round_keys$58(.d(round_keys$58$d), .q(round_keys$58$q),
        .clock(round_keys$58$clock));
    aes_axis_dff32 round_keys$59(.d(round_keys$59$d), .q(round_keys$59$q),
        .clock(round_keys$59$clock));
    aes_axis_core_expansion_sub_rot sub_rot_a(.a(sub_rot_a$a), .y(sub_rot_a$y));
    aes_axis_core_expansion_sub_a sub_a(.a(sub_a$a), .y(sub_a$y));
    aes_axis_core_expansion_sub_rot sub_rot_b(.a(sub_rot_b$a), .y(sub_rot_b$y));

    // Update code
    always @(*) begin
        state$clock = clock;
        pending$clock = clock;
        round$clock = clock;
        key_len_reg$clock = clock;
        rounds_reg$clock = clock;
        decrypt_reg$clock = clock;
        phase$clock = clock;
        rcon$clock = clock;
        state$d = state$q;
        pending$d = pending$q;
        round$d = round$q;
        key_len_reg$d = key_len_reg$q;
        rounds_reg$d = rounds_reg$q;
        decrypt_reg$d = decrypt_reg$q;
        phase$d = phase$q;
        rcon$d = rcon$q;
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
        round_keys$0$clock = clock;
        round_keys$0$d = round_keys$0$q;
        round_keys$1$clock = clock;
        round_keys$1$d = round_keys$1$q;
        round_keys$2$clock = clock;
        round_keys$2$d = round_keys$2$q;
        round_keys$3$clock = clock;
        round_keys$3$d = round_keys$3$q;
        round_keys$4$clock = clock;
        round_keys$4$d = round_keys$4$q;
        round_keys$5$clock = clock;
        round_keys$5$d = round_keys$5$q;
        round_keys$6$clock = clock;
        round_keys$6$d = round_keys$6$q;
        round_keys$7$clock = clock;
        round_keys$7$d = round_keys$7$q;
        round_keys$8$clock = clock;
        round_keys$8$d = round_keys$8$q;
        round_keys$9$clock = clock;
        round_keys$9$d = round_keys$9$q;
        round_keys$10$clock = clock;
        round_keys$10$d = round_keys$10$q;
        round_keys$11$clock = clock;
        round_keys$11$d = round_keys$11$q;
        round_keys$12$clock = clock;
        round_keys$12$d = round_keys$12$q;
        round_keys$13$clock = clock;
        round_keys$13$d = round_keys$13$q;
        round_keys$14$clock = clock;
        round_keys$14$d = round_keys$14$q;
        round_keys$15$clock = clock;
        round_keys$15$d = round_keys$15$q;
        round_keys$16$clock = clock;
        round_keys$16$d = round_keys$16$q;
        round_keys$17$clock = clock;
        round_keys$17$d = round_keys$17$q;
        round_keys$18$clock = clock;
        round_keys$18$d = round_keys$18$q;
        round_keys$19$clock = clock;
        round_keys$19$d = round_keys$19$q;
        round_keys$20$clock = clock;
        round_keys$20$d = round_keys$20$q;
        round_keys$21$clock = clock;
        round_keys$21$d = round_keys$21$q;
        round_keys$22$clock = clock;
        round_keys$22$d = round_keys$22$q;
        round_keys$23$clock = clock;
        round_keys$23$d = round_keys$23$q;
        round_keys$24$clock = clock;
        round_keys$24$d = round_keys$24$q;
        round_keys$25$clock = clock;
        round_keys$25$d = round_keys$25$q;
        round_keys$26$clock = clock;
        round_keys$26$d = round_keys$26$q;
        round_keys$27$clock = clock;
        round_keys$27$d = round_keys$27$q;
        round_keys$28$clock = clock;
        round_keys$28$d = round_keys$28$q;
        round_keys$29$clock = clock;
        round_keys$29$d = round_keys$29$q;
        round_keys$30$clock = clock;
        round_keys$30$d = round_keys$30$q;
        round_keys$31$clock = clock;
        round_keys$31$d = round_keys$31$q;
        round_keys$32$clock = clock;
        round_keys$32$d = round_keys$32$q;
        round_keys$33$clock = clock;
        round_keys$33$d = round_keys$33$q;
        round_keys$34$clock = clock;
        round_keys$34$d = round_keys$34$q;
        round_keys$35$clock = clock;
        round_keys$35$d = round_keys$35$q;
        round_keys$36$clock = clock;
        round_keys$36$d = round_keys$36$q;
        round_keys$37$clock = clock;
        round_keys$37$d = round_keys$37$q;
        round_keys$38$clock = clock;
        round_keys$38$d = round_keys$38$q;
        round_keys$39$clock = clock;
        round_keys$39$d = round_keys$39$q;
        round_keys$40$clock = clock;
        round_keys$40$d = round_keys$40$q;
        round_keys$41$clock = clock;
        round_keys$41$d = round_keys$41$q;
        round_keys$42$clock = clock;
        round_keys$42$d = round_keys$42$q;
        round_keys$43$clock = clock;
        round_keys$43$d = round_keys$43$q;
        round_keys$44$clock = clock;
        round_keys$44$d = round_keys$44$q;
        round_keys$45$clock = clock;
        round_keys$45$d = round_keys$45$q;
        round_keys$46$clock = clock;
        round_keys$46$d = round_keys$46$q;
        round_keys$47$clock = clock;
        round_keys$47$d = round_keys$47$q;
        round_keys$48$clock = clock;
        round_keys$48$d = round_keys$48$q;
        round_keys$49$clock = clock;
        round_keys$49$d = round_keys$49$q;
        round_keys$50$clock = clock;
        round_keys$50$d = round_keys$50$q;
        round_keys$51$clock = clock;
        round_keys$51$d = round_keys$51$q;
        round_keys$52$clock = clock;
        round_keys$52$d = round_keys$52$q;
        round_keys$53$clock = clock;
        round_keys$53$d = round_keys$53$q;
        round_keys$54$clock = clock;
        round_keys$54$d = round_keys$54$q;
        round_keys$55$clock = clock;
        round_keys$55$d = round_keys$55$q;
        round_keys$56$clock = clock;
        round_keys$56$d = round_keys$56$q;
        round_keys$57$clock = clock;
        round_keys$57$d = round_keys$57$q;
        round_keys$58$clock = clock;
        round_keys$58$d = round_keys$58$q;
        round_keys$59$clock = clock;
        round_keys$59$d = round_keys$59$q;
        rd0 = 32'h0;
        rd1 = 32'h0;
        rd2 = 32'h0;
        rd3 = 32'h0;
        if (rd_addr == 0) begin
            rd0 = round_keys$0$q;
            rd1 = round_keys$1$q;
            rd2 = round_keys$2$q;
            rd3 = round_keys$3$q;
        end
        if (rd_addr == 1) begin
            rd0 = round_keys$4$q;
            rd1 = round_keys$5$q;
            rd2 = round_keys$6$q;
            rd3 = round_keys$7$q;
        end
        if (rd_addr == 2) begin
            rd0 = round_keys$8$q;
            rd1 = round_keys$9$q;
            rd2 = round_keys$10$q;
            rd3 = round_keys$11$q;
        end
        if (rd_addr == 3) begin
            rd0 = round_keys$12$q;
            rd1 = round_keys$13$q;
            rd2 = round_keys$14$q;
            rd3 = round_keys$15$q;
        end
        if (rd_addr == 4) begin
            rd0 = round_keys$16$q;
            rd1 = round_keys$17$q;
            rd2 = round_keys$18$q;
            rd3 = round_keys$19$q;
        end
        if (rd_addr == 5) begin
            rd0 = round_keys$20$q;
            rd1 = round_keys$21$q;
            rd2 = round_keys$22$q;
            rd3 = round_keys$23$q;
        end
        if (rd_addr == 6) begin
            rd0 = round_keys$24$q;
            rd1 = round_keys$25$q;
            rd2 = round_keys$26$q;
            rd3 = round_keys$27$q;
        end
        if (rd_addr == 7) begin
            rd0 = round_keys$28$q;
            rd1 = round_keys$29$q;
            rd2 = round_keys$30$q;
            rd3 = round_keys$31$q;
        end
        if (rd_addr == 8) begin
            rd0 = round_keys$32$q;
            rd1 = round_keys$33$q;
            rd2 = round_keys$34$q;
            rd3 = round_keys$35$q;
        end
        if (rd_addr == 9) begin
            rd0 = round_keys$36$q;
            rd1 = round_keys$37$q;
            rd2 = round_keys$38$q;
            rd3 = round_keys$39$q;
        end
        if (rd_addr == 10) begin
            rd0 = round_keys$40$q;
            rd1 = round_keys$41$q;
            rd2 = round_keys$42$q;
            rd3 = round_keys$43$q;
        end
        if (rd_addr == 11) begin
            rd0 = round_keys$44$q;
            rd1 = round_keys$45$q;
            rd2 = round_keys$46$q;
            rd3 = round_keys$47$q;
        end
        if (rd_addr == 12) begin
            rd0 = round_keys$48$q;
            rd1 = round_keys$49$q;
            rd2 = round_keys$50$q;
            rd3 = round_keys$51$q;
        end
        if (rd_addr == 13) begin
            rd0 = round_keys$52$q;
            rd1 = round_keys$53$q;
            rd2 = round_keys$54$q;
            rd3 = round_keys$55$q;
        end
        if (rd_addr == 14) begin
            rd0 = round_keys$56$q;
            rd1 = round_keys$57$q;
            rd2 = round_keys$58$q;
            rd3 = round_keys$59$q;
        end
        sub_rot_a$a = window$7$q;
        sub_a$a = window$7$q;
        if (round$q == round_one) begin
            sub_rot_b$a = key$5;
        end
        else begin
            sub_rot_b$a = window$2$q ^ window$3$q ^ window$7$q;
        end
        rcon_used = 1'b0;
        if (has_192_256 & (key_len_reg$q == keylen_256)) begin
            if (round$q == round_zero) begin
                new_word$0 = key$0;
                new_word$1 = key$1;
                new_word$2 = key$2;
                new_word$3 = key$3;
            end
            else if (round$q == round_one) begin
                new_word$0 = key$4;
                new_word$1 = key$5;
                new_word$2 = key$6;
                new_word$3 = key$7;
            end
            else begin
                if (round$q[32'h0]) begin
                    new_word$0 = window$0$q ^ sub_a$y;
                end
                else begin
                    new_word$0 = window$0$q ^ sub_rot_a$y ^ rcon$q;
                    rcon_used = 1'b1;
                end
                new_word$1 = window$1$q ^ new_word$0;
                new_word$2 = window$2$q ^ new_word$1;
                new_word$3 = window$3$q ^ new_word$2;
            end
        end
        else if (has_192_256 & (key_len_reg$q == keylen_192)) begin
            if (round$q == round_zero) begin
                new_word$0 = key$0;
                new_word$1 = key$1;
                new_word$2 = key$2;
                new_word$3 = key$3;
            end
            else begin
                if (round$q == round_one) begin
                    new_word$0 = key$4;
                    new_word$1 = key$5;
                end
                else if (phase$q == phase_zero) begin
                    new_word$0 = window$2$q ^ sub_rot_a$y ^ rcon$q;
                    new_word$1 = window$3$q ^ new_word$0;
                    rcon_used = 1'b1;
                end
                else begin
                    new_word$0 = window$2$q ^ window$7$q;
                    new_word$1 = window$3$q ^ new_word$0;
                end
                if (phase$q == phase_one) begin
                    new_word$2 = window$4$q ^ sub_rot_b$y ^ rcon$q;
                    rcon_used = 1'b1;
                end
                else begin
                    new_word$2 = window$4$q ^ new_word$1;
                end
                new_word$3 = window$5$q ^ new_word$2;
            end
        end
        else begin
            if (round$q == round_zero) begin
                new_word$0 = key$0;
                new_word$1 = key$1;
                new_word$2 = key$2;
                new_word$3 = key$3;
            end
            else begin
                new_word$0 = window$4$q ^ sub_rot_a$y ^ rcon$q;
                new_word$1 = window$5$q ^ new_word$0;
                new_word$2 = window$6$q ^ new_word$1;
                new_word$3 = window$7$q ^ new_word$2;
                rcon_used = 1'b1;
            end
        end
        restart = pending$q & ~hold;
        if (restart) begin
            pending$d = 1'b0;
            round$d = round_zero;
            phase$d = phase_zero;
            rcon$d = 32'h1;
            key_len_reg$d = key_len;
            decrypt_reg$d = decrypt_in;
            if (has_192_256 & (key_len == keylen_256)) begin
                rounds_reg$d = rounds_256;
            end
            else if (has_192_256 & (key_len == keylen_192)) begin
                rounds_reg$d = rounds_192;
            end
            else begin
                rounds_reg$d = rounds_128;
            end
            if (supported) begin
                state$d = DeriveState$Run;
            end
            else begin
                state$d = DeriveState$Idle;
            end
        end
        else if (state$q == DeriveState$Run) begin
            if (round$q == 0) begin
                round_keys$0$d = new_word$0;
                round_keys$1$d = new_word$1;
                round_keys$2$d = new_word$2;
                round_keys$3$d = new_word$3;
            end
            if (round$q == 1) begin
                round_keys$4$d = new_word$0;
                round_keys$5$d = new_word$1;
                round_keys$6$d = new_word$2;
                round_keys$7$d = new_word$3;
            end
            if (round$q == 2) begin
                round_keys$8$d = new_word$0;
                round_keys$9$d = new_word$1;
                round_keys$10$d = new_word$2;
                round_keys$11$d = new_word$3;
            end
            if (round$q == 3) begin
                round_keys$12$d = new_word$0;
                round_keys$13$d = new_word$1;
                round_keys$14$d = new_word$2;
                round_keys$15$d = new_word$3;
            end
            if (round$q == 4) begin
                round_keys$16$d = new_word$0;
                round_keys$17$d = new_word$1;
                round_keys$18$d = new_word$2;
                round_keys$19$d = new_word$3;
            end
            if (round$q == 5) begin
                round_keys$20$d = new_word$0;
                round_keys$21$d = new_word$1;
                round_keys$22$d = new_word$2;
                round_keys$23$d = new_word$3;
            end
            if (round$q == 6) begin
                round_keys$24$d = new_word$0;
                round_keys$25$d = new_word$1;
                round_keys$26$d = new_word$2;
                round_keys$27$d = new_word$3;
            end
            if (round$q == 7) begin
                round_keys$28$d = new_word$0;
                round_keys$29$d = new_word$1;
                round_keys$30$d = new_word$2;
                round_keys$31$d = new_word$3;
            end
            if (round$q == 8) begin
                round_keys$32$d = new_word$0;
                round_keys$33$d = new_word$1;
                round_keys$34$d = new_word$2;
                round_keys$35$d = new_word$3;
            end
            if (round$q == 9) begin
                round_keys$36$d = new_word$0;
                round_keys$37$d = new_word$1;
                round_keys$38$d = new_word$2;
                round_keys$39$d = new_word$3;
            end
            if (round$q == 10) begin
                round_keys$40$d = new_word$0;
                round_keys$41$d = new_word$1;
                round_keys$42$d = new_word$2;
                round_keys$43$d = new_word$3;
            end
            if (round$q == 11) begin
                round_keys$44$d = new_word$0;
                round_keys$45$d = new_word$1;
                round_keys$46$d = new_word$2;
                round_keys$47$d = new_word$3;
            end
            if (round$q == 12) begin
                round_keys$48$d = new_word$0;
                round_keys$49$d = new_word$1;
                round_keys$50$d = new_word$2;
                round_keys$51$d = new_word$3;
            end
            if (round$q == 13) begin
                round_keys$52$d = new_word$0;
                round_keys$53$d = new_word$1;
                round_keys$54$d = new_word$2;
                round_keys$55$d = new_word$3;
            end
            if (round$q == 14) begin
                round_keys$56$d = new_word$0;
                round_keys$57$d = new_word$1;
                round_keys$58$d = new_word$2;
                round_keys$59$d = new_word$3;
            end
            window$0$d = window$4$q;
            window$4$d = new_word$0;
            window$1$d = window$5$q;
            window$5$d = new_word$1;
            window$2$d = window$6$q;
            window$6$d = new_word$2;
            window$3$d = window$7$q;
            window$7$d = new_word$3;
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
        end
        if (key_write) begin
            pending$d = 1'b1;
        end
        rounds = rounds_reg$q;
        decrypt = decrypt_reg$q;
        produced = round$q;
        deriving = state$q == DeriveState$Run;
        if (clear) begin
            pending$d = 1'b0;
            state$d = DeriveState$Idle;
            round$d = round_zero;
            window$0$d = 32'h0;
            window$1$d = 32'h0;
            window$2$d = 32'h0;
            window$3$d = 32'h0;
            window$4$d = 32'h0;
            window$5$d = 32'h0;
            window$6$d = 32'h0;
            window$7$d = 32'h0;
            round_keys$0$d = 32'h0;
            round_keys$1$d = 32'h0;
            round_keys$2$d = 32'h0;
            round_keys$3$d = 32'h0;
            round_keys$4$d = 32'h0;
            round_keys$5$d = 32'h0;
            round_keys$6$d = 32'h0;
            round_keys$7$d = 32'h0;
            round_keys$8$d = 32'h0;
            round_keys$9$d = 32'h0;
            round_keys$10$d = 32'h0;
            round_keys$11$d = 32'h0;
            round_keys$12$d = 32'h0;
            round_keys$13$d = 32'h0;
            round_keys$14$d = 32'h0;
            round_keys$15$d = 32'h0;
            round_keys$16$d = 32'h0;
            round_keys$17$d = 32'h0;
            round_keys$18$d = 32'h0;
            round_keys$19$d = 32'h0;
            round_keys$20$d = 32'h0;
            round_keys$21$d = 32'h0;
            round_keys$22$d = 32'h0;
            round_keys$23$d = 32'h0;
            round_keys$24$d = 32'h0;
            round_keys$25$d = 32'h0;
            round_keys$26$d = 32'h0;
            round_keys$27$d = 32'h0;
            round_keys$28$d = 32'h0;
            round_keys$29$d = 32'h0;
            round_keys$30$d = 32'h0;
            round_keys$31$d = 32'h0;
            round_keys$32$d = 32'h0;
            round_keys$33$d = 32'h0;
            round_keys$34$d = 32'h0;
            round_keys$35$d = 32'h0;
            round_keys$36$d = 32'h0;
            round_keys$37$d = 32'h0;
            round_keys$38$d = 32'h0;
            round_keys$39$d = 32'h0;
            round_keys$40$d = 32'h0;
            round_keys$41$d = 32'h0;
            round_keys$42$d = 32'h0;
            round_keys$43$d = 32'h0;
            round_keys$44$d = 32'h0;
            round_keys$45$d = 32'h0;
            round_keys$46$d = 32'h0;
            round_keys$47$d = 32'h0;
            round_keys$48$d = 32'h0;
            round_keys$49$d = 32'h0;
            round_keys$50$d = 32'h0;
            round_keys$51$d = 32'h0;
            round_keys$52$d = 32'h0;
            round_keys$53$d = 32'h0;
            round_keys$54$d = 32'h0;
            round_keys$55$d = 32'h0;
            round_keys$56$d = 32'h0;
            round_keys$57$d = 32'h0;
            round_keys$58$d = 32'h0;
            round_keys$59$d = 32'h0;
        end
        if (reset) begin
            pending$d = 1'b0;
            state$d = DeriveState$Idle;
            round$d = round_zero;
        end
    end

endmodule // aes_axis_core_expansion

// Used by 59 instances: core$expansion$decrypt_reg, core$expansion$pending, core$loaded_decrypt, core$refresh$pending, ... (55 more)
module aes_axis_dff1(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Update code (custom)
    initial q = 1'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff1

// Used by 6 instances: core$expansion$key_len_reg, core$expansion$phase, core$written_key_len, regs$b_resp, ... (2 more)
module aes_axis_dff2(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 2'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff2

// Used by 5 instances: core$expansion$round, core$expansion$rounds_reg, core$loaded_rounds, core$refresh$index, ... (1 more)
module aes_axis_dff4(d,q,clock);

    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 4'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff4

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

// Used by instance: core$expansion$sub_a
module aes_axis_core_expansion_sub_a(a,y);

    // Module arguments
    input wire  [31:0] a;
    output reg  [31:0] y;

    // Update code (custom)
    function [7:0] sbox;
      input [7:0] x;
      case (x)
        8'h00: sbox = 8'h63;
        8'h01: sbox = 8'h7c;
        8'h02: sbox = 8'h77;
        8'h03: sbox = 8'h7b;
        8'h04: sbox = 8'hf2;
        8'h05: sbox = 8'h6b;
        8'h06: sbox = 8'h6f;
        8'h07: sbox = 8'hc5;
        8'h08: sbox = 8'h30;
        8'h09: sbox = 8'h01;
        8'h0a: sbox = 8'h67;
        8'h0b: sbox = 8'h2b;
        8'h0c: sbox = 8'hfe;
        8'h0d: sbox = 8'hd7;
        8'h0e: sbox = 8'hab;
        8'h0f: sbox = 8'h76;
        8'h10: sbox = 8'hca;
        8'h11: sbox = 8'h82;
        8'h12: sbox = 8'hc9;
        8'h13: sbox = 8'h7d;
        8'h14: sbox = 8'hfa;
        8'h15: sbox = 8'h59;
        8'h16: sbox = 8'h47;
        8'h17: sbox = 8'hf0;
        8'h18: sbox = 8'had;
        8'h19: sbox = 8'hd4;
        8'h1a: sbox = 8'ha2;
        8'h1b: sbox = 8'haf;
        8'h1c: sbox = 8'h9c;
        8'h1d: sbox = 8'ha4;
        8'h1e: sbox = 8'h72;
        8'h1f: sbox = 8'hc0;
        8'h20: sbox = 8'hb7;
        8'h21: sbox = 8'hfd;
        8'h22: sbox = 8'h93;
        8'h23: sbox = 8'h26;
        8'h24: sbox = 8'h36;
        8'h25: sbox = 8'h3f;
        8'h26: sbox = 8'hf7;
        8'h27: sbox = 8'hcc;
        8'h28: sbox = 8'h34;
        8'h29: sbox = 8'ha5;
        8'h2a: sbox = 8'he5;
        8'h2b: sbox = 8'hf1;
        8'h2c: sbox = 8'h71;
        8'h2d: sbox = 8'hd8;
        8'h2e: sbox = 8'h31;
        8'h2f: sbox = 8'h15;
        8'h30: sbox = 8'h04;
        8'h31: sbox = 8'hc7;
        8'h32: sbox = 8'h23;
        8'h33: sbox = 8'hc3;
        8'h34: sbox = 8'h18;
        8'h35: sbox = 8'h96;
        8'h36: sbox = 8'h05;
        8'h37: sbox = 8'h9a;
        8'h38: sbox = 8'h07;
        8'h39: sbox = 8'h12;
        8'h3a: sbox = 8'h80;
        8'h3b: sbox = 8'he2;
        8'h3c: sbox = 8'heb;
        8'h3d: sbox = 8'h27;
        8'h3e: sbox = 8'hb2;
        8'h3f: sbox = 8'h75;
        8'h40: sbox = 8'h09;
        8'h41: sbox = 8'h83;
        8'h42: sbox = 8'h2c;
        8'h43: sbox = 8'h1a;
        8'h44: sbox = 8'h1b;
        8'h45: sbox = 8'h6e;
        8'h46: sbox = 8'h5a;
        8'h47: sbox = 8'ha0;
        8'h48: sbox = 8'h52;
        8'h49: sbox = 8'h3b;
        8'h4a: sbox = 8'hd6;
        8'h4b: sbox = 8'hb3;
        8'h4c: sbox = 8'h29;
        8'h4d: sbox = 8'he3;
        8'h4e: sbox = 8'h2f;
        8'h4f: sbox = 8'h84;
        8'h50: sbox = 8'h53;
        8'h51: sbox = 8'hd1;
        8'h52: sbox = 8'h00;
        8'h53: sbox = 8'hed;
        8'h54: sbox = 8'h20;
        8'h55: sbox = 8'hfc;
        8'h56: sbox = 8'hb1;
        8'h57: sbox = 8'h5b;
        8'h58: sbox = 8'h6a;
        8'h59: sbox = 8'hcb;
        8'h5a: sbox = 8'hbe;
        8'h5b: sbox = 8'h39;
        8'h5c: sbox = 8'h4a;
        8'h5d: sbox = 8'h4c;
        8'h5e: sbox = 8'h58;
        8'h5f: sbox = 8'hcf;
        8'h60: sbox = 8'hd0;
        8'h61: sbox = 8'hef;
        8'h62: sbox = 8'haa;
        8'h63: sbox = 8'hfb;
        8'h64: sbox = 8'h43;
        8'h65: sbox = 8'h4d;
        8'h66: sbox = 8'h33;
        8'h67: sbox = 8'h85;
        8'h68: sbox = 8'h45;
        8'h69: sbox = 8'hf9;
        8'h6a: sbox = 8'h02;
        8'h6b: sbox = 8'h7f;
        8'h6c: sbox = 8'h50;
        8'h6d: sbox = 8'h3c;
        8'h6e: sbox = 8'h9f;
        8'h6f: sbox = 8'ha8;
        8'h70: sbox = 8'h51;
        8'h71: sbox = 8'ha3;
        8'h72: sbox = 8'h40;
        8'h73: sbox = 8'h8f;
        8'h74: sbox = 8'h92;
        8'h75: sbox = 8'h9d;
        8'h76: sbox = 8'h38;
        8'h77: sbox = 8'hf5;
        8'h78: sbox = 8'hbc;
        8'h79: sbox = 8'hb6;
        8'h7a: sbox = 8'hda;
        8'h7b: sbox = 8'h21;
        8'h7c: sbox = 8'h10;
        8'h7d: sbox = 8'hff;
        8'h7e: sbox = 8'hf3;
        8'h7f: sbox = 8'hd2;
        8'h80: sbox = 8'hcd;
        8'h81: sbox = 8'h0c;
        8'h82: sbox = 8'h13;
        8'h83: sbox = 8'hec;
        8'h84: sbox = 8'h5f;
        8'h85: sbox = 8'h97;
        8'h86: sbox = 8'h44;
        8'h87: sbox = 8'h17;
        8'h88: sbox = 8'hc4;
        8'h89: sbox = 8'ha7;
        8'h8a: sbox = 8'h7e;
        8'h8b: sbox = 8'h3d;
        8'h8c: sbox = 8'h64;
        8'h8d: sbox = 8'h5d;
        8'h8e: sbox = 8'h19;
        8'h8f: sbox = 8'h73;
        8'h90: sbox = 8'h60;
        8'h91: sbox = 8'h81;
        8'h92: sbox = 8'h4f;
        8'h93: sbox = 8'hdc;
        8'h94: sbox = 8'h22;
        8'h95: sbox = 8'h2a;
        8'h96: sbox = 8'h90;
        8'h97: sbox = 8'h88;
        8'h98: sbox = 8'h46;
        8'h99: sbox = 8'hee;
        8'h9a: sbox = 8'hb8;
        8'h9b: sbox = 8'h14;
        8'h9c: sbox = 8'hde;
        8'h9d: sbox = 8'h5e;
        8'h9e: sbox = 8'h0b;
        8'h9f: sbox = 8'hdb;
        8'ha0: sbox = 8'he0;
        8'ha1: sbox = 8'h32;
        8'ha2: sbox = 8'h3a;
        8'ha3: sbox = 8'h0a;
        8'ha4: sbox = 8'h49;
        8'ha5: sbox = 8'h06;
        8'ha6: sbox = 8'h24;
        8'ha7: sbox = 8'h5c;
        8'ha8: sbox = 8'hc2;
        8'ha9: sbox = 8'hd3;
        8'haa: sbox = 8'hac;
        8'hab: sbox = 8'h62;
        8'hac: sbox = 8'h91;
        8'had: sbox = 8'h95;
        8'hae: sbox = 8'he4;
        8'haf: sbox = 8'h79;
        8'hb0: sbox = 8'he7;
        8'hb1: sbox = 8'hc8;
        8'hb2: sbox = 8'h37;
        8'hb3: sbox = 8'h6d;
        8'hb4: sbox = 8'h8d;
        8'hb5: sbox = 8'hd5;
        8'hb6: sbox = 8'h4e;
        8'hb7: sbox = 8'ha9;
        8'hb8: sbox = 8'h6c;
        8'hb9: sbox = 8'h56;
        8'hba: sbox = 8'hf4;
        8'hbb: sbox = 8'hea;
        8'hbc: sbox = 8'h65;
        8'hbd: sbox = 8'h7a;
        8'hbe: sbox = 8'hae;
        8'hbf: sbox = 8'h08;
        8'hc0: sbox = 8'hba;
        8'hc1: sbox = 8'h78;
        8'hc2: sbox = 8'h25;
        8'hc3: sbox = 8'h2e;
        8'hc4: sbox = 8'h1c;
        8'hc5: sbox = 8'ha6;
        8'hc6: sbox = 8'hb4;
        8'hc7: sbox = 8'hc6;
        8'hc8: sbox = 8'he8;
        8'hc9: sbox = 8'hdd;
        8'hca: sbox = 8'h74;
        8'hcb: sbox = 8'h1f;
        8'hcc: sbox = 8'h4b;
        8'hcd: sbox = 8'hbd;
        8'hce: sbox = 8'h8b;
        8'hcf: sbox = 8'h8a;
        8'hd0: sbox = 8'h70;
        8'hd1: sbox = 8'h3e;
        8'hd2: sbox = 8'hb5;
        8'hd3: sbox = 8'h66;
        8'hd4: sbox = 8'h48;
        8'hd5: sbox = 8'h03;
        8'hd6: sbox = 8'hf6;
        8'hd7: sbox = 8'h0e;
        8'hd8: sbox = 8'h61;
        8'hd9: sbox = 8'h35;
        8'hda: sbox = 8'h57;
        8'hdb: sbox = 8'hb9;
        8'hdc: sbox = 8'h86;
        8'hdd: sbox = 8'hc1;
        8'hde: sbox = 8'h1d;
        8'hdf: sbox = 8'h9e;
        8'he0: sbox = 8'he1;
        8'he1: sbox = 8'hf8;
        8'he2: sbox = 8'h98;
        8'he3: sbox = 8'h11;
        8'he4: sbox = 8'h69;
        8'he5: sbox = 8'hd9;
        8'he6: sbox = 8'h8e;
        8'he7: sbox = 8'h94;
        8'he8: sbox = 8'h9b;
        8'he9: sbox = 8'h1e;
        8'hea: sbox = 8'h87;
        8'heb: sbox = 8'he9;
        8'hec: sbox = 8'hce;
        8'hed: sbox = 8'h55;
        8'hee: sbox = 8'h28;
        8'hef: sbox = 8'hdf;
        8'hf0: sbox = 8'h8c;
        8'hf1: sbox = 8'ha1;
        8'hf2: sbox = 8'h89;
        8'hf3: sbox = 8'h0d;
        8'hf4: sbox = 8'hbf;
        8'hf5: sbox = 8'he6;
        8'hf6: sbox = 8'h42;
        8'hf7: sbox = 8'h68;
        8'hf8: sbox = 8'h41;
        8'hf9: sbox = 8'h99;
        8'hfa: sbox = 8'h2d;
        8'hfb: sbox = 8'h0f;
        8'hfc: sbox = 8'hb0;
        8'hfd: sbox = 8'h54;
        8'hfe: sbox = 8'hbb;
        8'hff: sbox = 8'h16;
        default: sbox = 8'h00;
      endcase
    endfunction

    always @(*) y = {sbox(a[31:24]), sbox(a[23:16]), sbox(a[15:8]), sbox(a[7:0])};
endmodule // aes_axis_core_expansion_sub_a

// Used by 2 instances: core$expansion$sub_rot_a, core$expansion$sub_rot_b
module aes_axis_core_expansion_sub_rot(a,y);

    // Module arguments
    input wire  [31:0] a;
    output reg  [31:0] y;

    // Update code (custom)
    function [7:0] sbox;
      input [7:0] x;
      case (x)
        8'h00: sbox = 8'h63;
        8'h01: sbox = 8'h7c;
        8'h02: sbox = 8'h77;
        8'h03: sbox = 8'h7b;
        8'h04: sbox = 8'hf2;
        8'h05: sbox = 8'h6b;
        8'h06: sbox = 8'h6f;
        8'h07: sbox = 8'hc5;
        8'h08: sbox = 8'h30;
        8'h09: sbox = 8'h01;
        8'h0a: sbox = 8'h67;
        8'h0b: sbox = 8'h2b;
        8'h0c: sbox = 8'hfe;
        8'h0d: sbox = 8'hd7;
        8'h0e: sbox = 8'hab;
        8'h0f: sbox = 8'h76;
        8'h10: sbox = 8'hca;
        8'h11: sbox = 8'h82;
        8'h12: sbox = 8'hc9;
        8'h13: sbox = 8'h7d;
        8'h14: sbox = 8'hfa;
        8'h15: sbox = 8'h59;
        8'h16: sbox = 8'h47;
        8'h17: sbox = 8'hf0;
        8'h18: sbox = 8'had;
        8'h19: sbox = 8'hd4;
        8'h1a: sbox = 8'ha2;
        8'h1b: sbox = 8'haf;
        8'h1c: sbox = 8'h9c;
        8'h1d: sbox = 8'ha4;
        8'h1e: sbox = 8'h72;
        8'h1f: sbox = 8'hc0;
        8'h20: sbox = 8'hb7;
        8'h21: sbox = 8'hfd;
        8'h22: sbox = 8'h93;
        8'h23: sbox = 8'h26;
        8'h24: sbox = 8'h36;
        8'h25: sbox = 8'h3f;
        8'h26: sbox = 8'hf7;
        8'h27: sbox = 8'hcc;
        8'h28: sbox = 8'h34;
        8'h29: sbox = 8'ha5;
        8'h2a: sbox = 8'he5;
        8'h2b: sbox = 8'hf1;
        8'h2c: sbox = 8'h71;
        8'h2d: sbox = 8'hd8;
        8'h2e: sbox = 8'h31;
        8'h2f: sbox = 8'h15;
        8'h30: sbox = 8'h04;
        8'h31: sbox = 8'hc7;
        8'h32: sbox = 8'h23;
        8'h33: sbox = 8'hc3;
        8'h34: sbox = 8'h18;
        8'h35: sbox = 8'h96;
        8'h36: sbox = 8'h05;
        8'h37: sbox = 8'h9a;
        8'h38: sbox = 8'h07;
        8'h39: sbox = 8'h12;
        8'h3a: sbox = 8'h80;
        8'h3b: sbox = 8'he2;
        8'h3c: sbox = 8'heb;
        8'h3d: sbox = 8'h27;
        8'h3e: sbox = 8'hb2;
        8'h3f: sbox = 8'h75;
        8'h40: sbox = 8'h09;
        8'h41: sbox = 8'h83;
        8'h42: sbox = 8'h2c;
        8'h43: sbox = 8'h1a;
        8'h44: sbox = 8'h1b;
        8'h45: sbox = 8'h6e;
        8'h46: sbox = 8'h5a;
        8'h47: sbox = 8'ha0;
        8'h48: sbox = 8'h52;
        8'h49: sbox = 8'h3b;
        8'h4a: sbox = 8'hd6;
        8'h4b: sbox = 8'hb3;
        8'h4c: sbox = 8'h29;
        8'h4d: sbox = 8'he3;
        8'h4e: sbox = 8'h2f;
        8'h4f: sbox = 8'h84;
        8'h50: sbox = 8'h53;
        8'h51: sbox = 8'hd1;
        8'h52: sbox = 8'h00;
        8'h53: sbox = 8'hed;
        8'h54: sbox = 8'h20;
        8'h55: sbox = 8'hfc;
        8'h56: sbox = 8'hb1;
        8'h57: sbox = 8'h5b;
        8'h58: sbox = 8'h6a;
        8'h59: sbox = 8'hcb;
        8'h5a: sbox = 8'hbe;
        8'h5b: sbox = 8'h39;
        8'h5c: sbox = 8'h4a;
        8'h5d: sbox = 8'h4c;
        8'h5e: sbox = 8'h58;
        8'h5f: sbox = 8'hcf;
        8'h60: sbox = 8'hd0;
        8'h61: sbox = 8'hef;
        8'h62: sbox = 8'haa;
        8'h63: sbox = 8'hfb;
        8'h64: sbox = 8'h43;
        8'h65: sbox = 8'h4d;
        8'h66: sbox = 8'h33;
        8'h67: sbox = 8'h85;
        8'h68: sbox = 8'h45;
        8'h69: sbox = 8'hf9;
        8'h6a: sbox = 8'h02;
        8'h6b: sbox = 8'h7f;
        8'h6c: sbox = 8'h50;
        8'h6d: sbox = 8'h3c;
        8'h6e: sbox = 8'h9f;
        8'h6f: sbox = 8'ha8;
        8'h70: sbox = 8'h51;
        8'h71: sbox = 8'ha3;
        8'h72: sbox = 8'h40;
        8'h73: sbox = 8'h8f;
        8'h74: sbox = 8'h92;
        8'h75: sbox = 8'h9d;
        8'h76: sbox = 8'h38;
        8'h77: sbox = 8'hf5;
        8'h78: sbox = 8'hbc;
        8'h79: sbox = 8'hb6;
        8'h7a: sbox = 8'hda;
        8'h7b: sbox = 8'h21;
        8'h7c: sbox = 8'h10;
        8'h7d: sbox = 8'hff;
        8'h7e: sbox = 8'hf3;
        8'h7f: sbox = 8'hd2;
        8'h80: sbox = 8'hcd;
        8'h81: sbox = 8'h0c;
        8'h82: sbox = 8'h13;
        8'h83: sbox = 8'hec;
        8'h84: sbox = 8'h5f;
        8'h85: sbox = 8'h97;
        8'h86: sbox = 8'h44;
        8'h87: sbox = 8'h17;
        8'h88: sbox = 8'hc4;
        8'h89: sbox = 8'ha7;
        8'h8a: sbox = 8'h7e;
        8'h8b: sbox = 8'h3d;
        8'h8c: sbox = 8'h64;
        8'h8d: sbox = 8'h5d;
        8'h8e: sbox = 8'h19;
        8'h8f: sbox = 8'h73;
        8'h90: sbox = 8'h60;
        8'h91: sbox = 8'h81;
        8'h92: sbox = 8'h4f;
        8'h93: sbox = 8'hdc;
        8'h94: sbox = 8'h22;
        8'h95: sbox = 8'h2a;
        8'h96: sbox = 8'h90;
        8'h97: sbox = 8'h88;
        8'h98: sbox = 8'h46;
        8'h99: sbox = 8'hee;
        8'h9a: sbox = 8'hb8;
        8'h9b: sbox = 8'h14;
        8'h9c: sbox = 8'hde;
        8'h9d: sbox = 8'h5e;
        8'h9e: sbox = 8'h0b;
        8'h9f: sbox = 8'hdb;
        8'ha0: sbox = 8'he0;
        8'ha1: sbox = 8'h32;
        8'ha2: sbox = 8'h3a;
        8'ha3: sbox = 8'h0a;
        8'ha4: sbox = 8'h49;
        8'ha5: sbox = 8'h06;
        8'ha6: sbox = 8'h24;
        8'ha7: sbox = 8'h5c;
        8'ha8: sbox = 8'hc2;
        8'ha9: sbox = 8'hd3;
        8'haa: sbox = 8'hac;
        8'hab: sbox = 8'h62;
        8'hac: sbox = 8'h91;
        8'had: sbox = 8'h95;
        8'hae: sbox = 8'he4;
        8'haf: sbox = 8'h79;
        8'hb0: sbox = 8'he7;
        8'hb1: sbox = 8'hc8;
        8'hb2: sbox = 8'h37;
        8'hb3: sbox = 8'h6d;
        8'hb4: sbox = 8'h8d;
        8'hb5: sbox = 8'hd5;
        8'hb6: sbox = 8'h4e;
        8'hb7: sbox = 8'ha9;
        8'hb8: sbox = 8'h6c;
        8'hb9: sbox = 8'h56;
        8'hba: sbox = 8'hf4;
        8'hbb: sbox = 8'hea;
        8'hbc: sbox = 8'h65;
        8'hbd: sbox = 8'h7a;
        8'hbe: sbox = 8'hae;
        8'hbf: sbox = 8'h08;
        8'hc0: sbox = 8'hba;
        8'hc1: sbox = 8'h78;
        8'hc2: sbox = 8'h25;
        8'hc3: sbox = 8'h2e;
        8'hc4: sbox = 8'h1c;
        8'hc5: sbox = 8'ha6;
        8'hc6: sbox = 8'hb4;
        8'hc7: sbox = 8'hc6;
        8'hc8: sbox = 8'he8;
        8'hc9: sbox = 8'hdd;
        8'hca: sbox = 8'h74;
        8'hcb: sbox = 8'h1f;
        8'hcc: sbox = 8'h4b;
        8'hcd: sbox = 8'hbd;
        8'hce: sbox = 8'h8b;
        8'hcf: sbox = 8'h8a;
        8'hd0: sbox = 8'h70;
        8'hd1: sbox = 8'h3e;
        8'hd2: sbox = 8'hb5;
        8'hd3: sbox = 8'h66;
        8'hd4: sbox = 8'h48;
        8'hd5: sbox = 8'h03;
        8'hd6: sbox = 8'hf6;
        8'hd7: sbox = 8'h0e;
        8'hd8: sbox = 8'h61;
        8'hd9: sbox = 8'h35;
        8'hda: sbox = 8'h57;
        8'hdb: sbox = 8'hb9;
        8'hdc: sbox = 8'h86;
        8'hdd: sbox = 8'hc1;
        8'hde: sbox = 8'h1d;
        8'hdf: sbox = 8'h9e;
        8'he0: sbox = 8'he1;
        8'he1: sbox = 8'hf8;
        8'he2: sbox = 8'h98;
        8'he3: sbox = 8'h11;
        8'he4: sbox = 8'h69;
        8'he5: sbox = 8'hd9;
        8'he6: sbox = 8'h8e;
        8'he7: sbox = 8'h94;
        8'he8: sbox = 8'h9b;
        8'he9: sbox = 8'h1e;
        8'hea: sbox = 8'h87;
        8'heb: sbox = 8'he9;
        8'hec: sbox = 8'hce;
        8'hed: sbox = 8'h55;
        8'hee: sbox = 8'h28;
        8'hef: sbox = 8'hdf;
        8'hf0: sbox = 8'h8c;
        8'hf1: sbox = 8'ha1;
        8'hf2: sbox = 8'h89;
        8'hf3: sbox = 8'h0d;
        8'hf4: sbox = 8'hbf;
        8'hf5: sbox = 8'he6;
        8'hf6: sbox = 8'h42;
        8'hf7: sbox = 8'h68;
        8'hf8: sbox = 8'h41;
        8'hf9: sbox = 8'h99;
        8'hfa: sbox = 8'h2d;
        8'hfb: sbox = 8'h0f;
        8'hfc: sbox = 8'hb0;
        8'hfd: sbox = 8'h54;
        8'hfe: sbox = 8'hbb;
        8'hff: sbox = 8'h16;
        default: sbox = 8'h00;
      endcase
    endfunction

    wire [31:0] s = {sbox(a[31:24]), sbox(a[23:16]), sbox(a[15:8]), sbox(a[7:0])};
    always @(*) y = {s[7:0], s[31:8]};
endmodule // aes_axis_core_expansion_sub_rot

// Used by 64 instances: core$inv_mix$0, core$inv_mix$1, core$inv_mix$2, core$inv_mix$3, ... (60 more)
module aes_axis_core_mix(a,bypass,inverse,y);

    // Module arguments
    input wire  [31:0] a;
    input wire  bypass;
    input wire  inverse;
    output reg  [31:0] y;

    // Constant declarations
    localparam  with_inverse = 1'b1;

    // Update code (custom)
    wire [31:0] u = a ^ {a[15:0], a[31:16]};
    wire [31:0] u2_m = {7'd0, u[31], 7'd0, u[23], 7'd0, u[15], 7'd0, u[7]};
    wire [31:0] u2 = {u[30:24], 1'b0, u[22:16], 1'b0, u[14:8], 1'b0, u[6:0], 1'b0}
        ^ u2_m ^ {u2_m[30:0], 1'b0} ^ {u2_m[28:0], 3'b0} ^ {u2_m[27:0], 4'b0};
    wire [31:0] u4_m = {7'd0, u2[31], 7'd0, u2[23], 7'd0, u2[15], 7'd0, u2[7]};
    wire [31:0] u4 = {u2[30:24], 1'b0, u2[22:16], 1'b0, u2[14:8], 1'b0, u2[6:0], 1'b0}
        ^ u4_m ^ {u4_m[30:0], 1'b0} ^ {u4_m[28:0], 3'b0} ^ {u4_m[27:0], 4'b0};
    wire [31:0] b = (with_inverse & inverse) ? (a ^ u4) : a;
    wire [31:0] b_r1 = {b[7:0], b[31:8]};
    wire [31:0] b_r2 = {b[15:0], b[31:16]};
    wire [31:0] b_r3 = {b[23:0], b[31:24]};
    wire [31:0] t = b ^ b_r1;
    wire [31:0] xt_m = {7'd0, t[31], 7'd0, t[23], 7'd0, t[15], 7'd0, t[7]};
    wire [31:0] xt = {t[30:24], 1'b0, t[22:16], 1'b0, t[14:8], 1'b0, t[6:0], 1'b0}
        ^ xt_m ^ {xt_m[30:0], 1'b0} ^ {xt_m[28:0], 3'b0} ^ {xt_m[27:0], 4'b0};
    always @(*) y = bypass ? a : (xt ^ b_r1 ^ b_r2 ^ b_r3);
endmodule // aes_axis_core_mix

// Used by 2 instances: core$out_words, out_words
module aes_axis_out_words(w0,w1,w2,w3,y);

    // Module arguments
    input wire  [31:0] w0;
    input wire  [31:0] w1;
    input wire  [31:0] w2;
    input wire  [31:0] w3;
    output reg  [127:0] y;

    // Update code (custom)
    always @(*) y = {w3, w2, w1, w0};
endmodule // aes_axis_out_words

// Used by instance: core$refresh
module aes_axis_core_refresh(clock,reset,key_write,clear,busy,produced,rounds,rd_addr,load,refreshing,key_ready);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  key_write;
    input wire  clear;
    input wire  busy;
    input wire  [3:0] produced;
    input wire  [3:0] rounds;
    output reg  [3:0] rd_addr;
    output reg  load;
    output reg  refreshing;
    output reg  key_ready;

    // Constant declarations
    localparam  round_zero = 4'h0;
    localparam  round_one = 4'h1;

    // Enums
    localparam RefreshState$Idle = 0;
    localparam RefreshState$Run = 1;

    // Stub signals
    reg  state$d;
    wire  state$q;
    reg  state$clock;
    reg  pending$d;
    wire  pending$q;
    reg  pending$clock;
    reg  [3:0] index$d;
    wire  [3:0] index$q;
    reg  index$clock;
    reg  ready$d;
    wire  ready$q;
    reg  ready$clock;

    // Local signals
    reg  start;

    // Sub module instances
    aes_axis_core_refresh_state state(.d(state$d), .q(state$q), .clock(state$clock));
    aes_axis_dff1 pending(.d(pending$d), .q(pending$q), .clock(pending$clock));
    aes_axis_dff4 index(.d(index$d), .q(index$q), .clock(index$clock));
    aes_axis_dff1 ready(.d(ready$d), .q(ready$q), .clock(ready$clock));

    // Update code
    always @(*) begin
        state$clock = clock;
        pending$clock = clock;
        index$clock = clock;
        ready$clock = clock;
        state$d = state$q;
        pending$d = pending$q;
        index$d = index$q;
        ready$d = ready$q;
        start = pending$q & ~busy;
        load = (state$q == RefreshState$Run) & (index$q < produced) & ~start;
        rd_addr = index$q;
        if (start) begin
            pending$d = 1'b0;
            state$d = RefreshState$Run;
            index$d = round_zero;
        end
        else if (load) begin
            index$d = index$q + round_one;
            if (index$q == rounds) begin
                state$d = RefreshState$Idle;
                ready$d = 1'b1;
            end
        end
        if (key_write) begin
            pending$d = 1'b1;
            ready$d = 1'b0;
        end
        refreshing = state$q == RefreshState$Run;
        key_ready = ready$q;
        if (clear | reset) begin
            pending$d = 1'b0;
            state$d = RefreshState$Idle;
            ready$d = 1'b0;
        end
    end

endmodule // aes_axis_core_refresh

// Used by instance: core$refresh$state
module aes_axis_core_refresh_state(d,q,clock);

    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;

    // Enums
    localparam RefreshState$Idle = 0;
    localparam RefreshState$Run = 1;

    // Update code (custom)
    initial q = 1'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_core_refresh_state

// Used by instance: core$stages$0
module aes_axis_core_stages_0(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,valid,last);

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
    output reg  valid;
    output reg  last;

    // Constant declarations
    localparam  sub_en = 1'b0;
    localparam  row0 = 32'hff;
    localparam  row1 = 32'hff00;
    localparam  row2 = 32'hff0000;
    localparam  row3 = 32'hff000000;

    // Stub signals
    reg  sub$inverse;
    reg  [31:0] sub$a0;
    reg  [31:0] sub$a1;
    reg  [31:0] sub$a2;
    reg  [31:0] sub$a3;
    wire  [31:0] sub$y0;
    wire  [31:0] sub$y1;
    wire  [31:0] sub$y2;
    wire  [31:0] sub$y3;
    reg  [31:0] mix$0$a;
    reg  mix$0$bypass;
    reg  mix$0$inverse;
    wire  [31:0] mix$0$y;
    reg  [31:0] mix$1$a;
    reg  mix$1$bypass;
    reg  mix$1$inverse;
    wire  [31:0] mix$1$y;
    reg  [31:0] mix$2$a;
    reg  mix$2$bypass;
    reg  mix$2$inverse;
    wire  [31:0] mix$2$y;
    reg  [31:0] mix$3$a;
    reg  mix$3$bypass;
    reg  mix$3$inverse;
    wire  [31:0] mix$3$y;
    reg  [31:0] state$0$d;
    wire  [31:0] state$0$q;
    reg  state$0$clock;
    reg  [31:0] state$1$d;
    wire  [31:0] state$1$q;
    reg  state$1$clock;
    reg  [31:0] state$2$d;
    wire  [31:0] state$2$q;
    reg  state$2$clock;
    reg  [31:0] state$3$d;
    wire  [31:0] state$3$q;
    reg  state$3$clock;
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

    // Sub module instances
    aes_axis_core_stages_sub sub(.inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2),
        .a3(sub$a3), .y0(sub$y0), .y1(sub$y1), .y2(sub$y2), .y3(sub$y3));
    aes_axis_core_mix mix$0(.a(mix$0$a), .bypass(mix$0$bypass), .inverse(mix$0$inverse),
        .y(mix$0$y));
    aes_axis_core_mix mix$1(.a(mix$1$a), .bypass(mix$1$bypass), .inverse(mix$1$inverse),
        .y(mix$1$y));
    aes_axis_core_mix mix$2(.a(mix$2$a), .bypass(mix$2$bypass), .inverse(mix$2$inverse),
        .y(mix$2$y));
    aes_axis_core_mix mix$3(.a(mix$3$a), .bypass(mix$3$bypass), .inverse(mix$3$inverse),
        .y(mix$3$y));
    aes_axis_dff32 state$0(.d(state$0$d), .q(state$0$q), .clock(state$0$clock));
    aes_axis_dff32 state$1(.d(state$1$d), .q(state$1$q), .clock(state$1$clock));
    aes_axis_dff32 state$2(.d(state$2$d), .q(state$2$q), .clock(state$2$clock));
    aes_axis_dff32 state$3(.d(state$3$d), .q(state$3$q), .clock(state$3$clock));
    aes_axis_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_axis_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_axis_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_axis_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_axis_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_axis_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

    // Update code
    always @(*) begin
        state$0$clock = clock;
        state$0$d = state$0$q;
        round_key$0$clock = clock;
        round_key$0$d = round_key$0$q;
        mix$0$bypass = final_round;
        mix$0$inverse = decrypt;
        state$1$clock = clock;
        state$1$d = state$1$q;
        round_key$1$clock = clock;
        round_key$1$d = round_key$1$q;
        mix$1$bypass = final_round;
        mix$1$inverse = decrypt;
        state$2$clock = clock;
        state$2$d = state$2$q;
        round_key$2$clock = clock;
        round_key$2$d = round_key$2$q;
        mix$2$bypass = final_round;
        mix$2$inverse = decrypt;
        state$3$clock = clock;
        state$3$d = state$3$q;
        round_key$3$clock = clock;
        round_key$3$d = round_key$3$q;
        mix$3$bypass = final_round;
        mix$3$inverse = decrypt;
        sub$inverse = decrypt;
        valid_reg$clock = clock;
        last_reg$clock = clock;
        valid_reg$d = valid_reg$q;
        last_reg$d = last_reg$q;
        if (decrypt) begin
            sub$a0 = (s0 & row0) | (s3 & row1) | (s2 & row2) | (s1 & row3);
            sub$a1 = (s1 & row0) | (s0 & row1) | (s3 & row2) | (s2 & row3);
            sub$a2 = (s2 & row0) | (s1 & row1) | (s0 & row2) | (s3 & row3);
            sub$a3 = (s3 & row0) | (s2 & row1) | (s1 & row2) | (s0 & row3);
        end
        else begin
            sub$a0 = (s0 & row0) | (s1 & row1) | (s2 & row2) | (s3 & row3);
            sub$a1 = (s1 & row0) | (s2 & row1) | (s3 & row2) | (s0 & row3);
            sub$a2 = (s2 & row0) | (s3 & row1) | (s0 & row2) | (s1 & row3);
            sub$a3 = (s3 & row0) | (s0 & row1) | (s1 & row2) | (s2 & row3);
        end
        mix$0$a = sub$y0;
        mix$1$a = sub$y1;
        mix$2$a = sub$y2;
        mix$3$a = sub$y3;
        if (enable) begin
            valid_reg$d = valid_in;
            last_reg$d = last_in;
            if (sub_en) begin
                state$0$d = mix$0$y ^ round_key$0$q;
                state$1$d = mix$1$y ^ round_key$1$q;
                state$2$d = mix$2$y ^ round_key$2$q;
                state$3$d = mix$3$y ^ round_key$3$q;
            end
            else begin
                state$0$d = s0 ^ round_key$0$q;
                state$1$d = s1 ^ round_key$1$q;
                state$2$d = s2 ^ round_key$2$q;
                state$3$d = s3 ^ round_key$3$q;
            end
        end
        if (rk_load) begin
            round_key$0$d = rk0;
            round_key$1$d = rk1;
            round_key$2$d = rk2;
            round_key$3$d = rk3;
        end
        if (rk_clear) begin
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
        q0 = state$0$q;
        q1 = state$1$q;
        q2 = state$2$q;
        q3 = state$3$q;
        valid = valid_reg$q;
        last = last_reg$q;
        if (reset) begin
            valid_reg$d = 1'b0;
        end
    end

endmodule // aes_axis_core_stages_0

// Used by 15 instances: core$stages$0$sub, core$stages$1$sub, core$stages$2$sub, core$stages$3$sub, ... (11 more)
module aes_axis_core_stages_sub(inverse,a0,a1,a2,a3,y0,y1,y2,y3);

    // Module arguments
    input wire  inverse;
    input wire  [31:0] a0;
    input wire  [31:0] a1;
    input wire  [31:0] a2;
    input wire  [31:0] a3;
    output reg  [31:0] y0;
    output reg  [31:0] y1;
    output reg  [31:0] y2;
    output reg  [31:0] y3;

    // Constant declarations
    localparam  with_inverse = 1'b1;

    // Update code (custom)
    function [7:0] sbox;
      input [7:0] x;
      case (x)
        8'h00: sbox = 8'h63;
        8'h01: sbox = 8'h7c;
        8'h02: sbox = 8'h77;
        8'h03: sbox = 8'h7b;
        8'h04: sbox = 8'hf2;
        8'h05: sbox = 8'h6b;
        8'h06: sbox = 8'h6f;
        8'h07: sbox = 8'hc5;
        8'h08: sbox = 8'h30;
        8'h09: sbox = 8'h01;
        8'h0a: sbox = 8'h67;
        8'h0b: sbox = 8'h2b;
        8'h0c: sbox = 8'hfe;
        8'h0d: sbox = 8'hd7;
        8'h0e: sbox = 8'hab;
        8'h0f: sbox = 8'h76;
        8'h10: sbox = 8'hca;
        8'h11: sbox = 8'h82;
        8'h12: sbox = 8'hc9;
        8'h13: sbox = 8'h7d;
        8'h14: sbox = 8'hfa;
        8'h15: sbox = 8'h59;
        8'h16: sbox = 8'h47;
        8'h17: sbox = 8'hf0;
        8'h18: sbox = 8'had;
        8'h19: sbox = 8'hd4;
        8'h1a: sbox = 8'ha2;
        8'h1b: sbox = 8'haf;
        8'h1c: sbox = 8'h9c;
        8'h1d: sbox = 8'ha4;
        8'h1e: sbox = 8'h72;
        8'h1f: sbox = 8'hc0;
        8'h20: sbox = 8'hb7;
        8'h21: sbox = 8'hfd;
        8'h22: sbox = 8'h93;
        8'h23: sbox = 8'h26;
        8'h24: sbox = 8'h36;
        8'h25: sbox = 8'h3f;
        8'h26: sbox = 8'hf7;
        8'h27: sbox = 8'hcc;
        8'h28: sbox = 8'h34;
        8'h29: sbox = 8'ha5;
        8'h2a: sbox = 8'he5;
        8'h2b: sbox = 8'hf1;
        8'h2c: sbox = 8'h71;
        8'h2d: sbox = 8'hd8;
        8'h2e: sbox = 8'h31;
        8'h2f: sbox = 8'h15;
        8'h30: sbox = 8'h04;
        8'h31: sbox = 8'hc7;
        8'h32: sbox = 8'h23;
        8'h33: sbox = 8'hc3;
        8'h34: sbox = 8'h18;
        8'h35: sbox = 8'h96;
        8'h36: sbox = 8'h05;
        8'h37: sbox = 8'h9a;
        8'h38: sbox = 8'h07;
        8'h39: sbox = 8'h12;
        8'h3a: sbox = 8'h80;
        8'h3b: sbox = 8'he2;
        8'h3c: sbox = 8'heb;
        8'h3d: sbox = 8'h27;
        8'h3e: sbox = 8'hb2;
        8'h3f: sbox = 8'h75;
        8'h40: sbox = 8'h09;
        8'h41: sbox = 8'h83;
        8'h42: sbox = 8'h2c;
        8'h43: sbox = 8'h1a;
        8'h44: sbox = 8'h1b;
        8'h45: sbox = 8'h6e;
        8'h46: sbox = 8'h5a;
        8'h47: sbox = 8'ha0;
        8'h48: sbox = 8'h52;
        8'h49: sbox = 8'h3b;
        8'h4a: sbox = 8'hd6;
        8'h4b: sbox = 8'hb3;
        8'h4c: sbox = 8'h29;
        8'h4d: sbox = 8'he3;
        8'h4e: sbox = 8'h2f;
        8'h4f: sbox = 8'h84;
        8'h50: sbox = 8'h53;
        8'h51: sbox = 8'hd1;
        8'h52: sbox = 8'h00;
        8'h53: sbox = 8'hed;
        8'h54: sbox = 8'h20;
        8'h55: sbox = 8'hfc;
        8'h56: sbox = 8'hb1;
        8'h57: sbox = 8'h5b;
        8'h58: sbox = 8'h6a;
        8'h59: sbox = 8'hcb;
        8'h5a: sbox = 8'hbe;
        8'h5b: sbox = 8'h39;
        8'h5c: sbox = 8'h4a;
        8'h5d: sbox = 8'h4c;
        8'h5e: sbox = 8'h58;
        8'h5f: sbox = 8'hcf;
        8'h60: sbox = 8'hd0;
        8'h61: sbox = 8'hef;
        8'h62: sbox = 8'haa;
        8'h63: sbox = 8'hfb;
        8'h64: sbox = 8'h43;
        8'h65: sbox = 8'h4d;
        8'h66: sbox = 8'h33;
        8'h67: sbox = 8'h85;
        8'h68: sbox = 8'h45;
        8'h69: sbox = 8'hf9;
        8'h6a: sbox = 8'h02;
        8'h6b: sbox = 8'h7f;
        8'h6c: sbox = 8'h50;
        8'h6d: sbox = 8'h3c;
        8'h6e: sbox = 8'h9f;
        8'h6f: sbox = 8'ha8;
        8'h70: sbox = 8'h51;
        8'h71: sbox = 8'ha3;
        8'h72: sbox = 8'h40;
        8'h73: sbox = 8'h8f;
        8'h74: sbox = 8'h92;
        8'h75: sbox = 8'h9d;
        8'h76: sbox = 8'h38;
        8'h77: sbox = 8'hf5;
        8'h78: sbox = 8'hbc;
        8'h79: sbox = 8'hb6;
        8'h7a: sbox = 8'hda;
        8'h7b: sbox = 8'h21;
        8'h7c: sbox = 8'h10;
        8'h7d: sbox = 8'hff;
        8'h7e: sbox = 8'hf3;
        8'h7f: sbox = 8'hd2;
        8'h80: sbox = 8'hcd;
        8'h81: sbox = 8'h0c;
        8'h82: sbox = 8'h13;
        8'h83: sbox = 8'hec;
        8'h84: sbox = 8'h5f;
        8'h85: sbox = 8'h97;
        8'h86: sbox = 8'h44;
        8'h87: sbox = 8'h17;
        8'h88: sbox = 8'hc4;
        8'h89: sbox = 8'ha7;
        8'h8a: sbox = 8'h7e;
        8'h8b: sbox = 8'h3d;
        8'h8c: sbox = 8'h64;
        8'h8d: sbox = 8'h5d;
        8'h8e: sbox = 8'h19;
        8'h8f: sbox = 8'h73;
        8'h90: sbox = 8'h60;
        8'h91: sbox = 8'h81;
        8'h92: sbox = 8'h4f;
        8'h93: sbox = 8'hdc;
        8'h94: sbox = 8'h22;
        8'h95: sbox = 8'h2a;
        8'h96: sbox = 8'h90;
        8'h97: sbox = 8'h88;
        8'h98: sbox = 8'h46;
        8'h99: sbox = 8'hee;
        8'h9a: sbox = 8'hb8;
        8'h9b: sbox = 8'h14;
        8'h9c: sbox = 8'hde;
        8'h9d: sbox = 8'h5e;
        8'h9e: sbox = 8'h0b;
        8'h9f: sbox = 8'hdb;
        8'ha0: sbox = 8'he0;
        8'ha1: sbox = 8'h32;
        8'ha2: sbox = 8'h3a;
        8'ha3: sbox = 8'h0a;
        8'ha4: sbox = 8'h49;
        8'ha5: sbox = 8'h06;
        8'ha6: sbox = 8'h24;
        8'ha7: sbox = 8'h5c;
        8'ha8: sbox = 8'hc2;
        8'ha9: sbox = 8'hd3;
        8'haa: sbox = 8'hac;
        8'hab: sbox = 8'h62;
        8'hac: sbox = 8'h91;
        8'had: sbox = 8'h95;
        8'hae: sbox = 8'he4;
        8'haf: sbox = 8'h79;
        8'hb0: sbox = 8'he7;
        8'hb1: sbox = 8'hc8;
        8'hb2: sbox = 8'h37;
        8'hb3: sbox = 8'h6d;
        8'hb4: sbox = 8'h8d;
        8'hb5: sbox = 8'hd5;
        8'hb6: sbox = 8'h4e;
        8'hb7: sbox = 8'ha9;
        8'hb8: sbox = 8'h6c;
        8'hb9: sbox = 8'h56;
        8'hba: sbox = 8'hf4;
        8'hbb: sbox = 8'hea;
        8'hbc: sbox = 8'h65;
        8'hbd: sbox = 8'h7a;
        8'hbe: sbox = 8'hae;
        8'hbf: sbox = 8'h08;
        8'hc0: sbox = 8'hba;
        8'hc1: sbox = 8'h78;
        8'hc2: sbox = 8'h25;
        8'hc3: sbox = 8'h2e;
        8'hc4: sbox = 8'h1c;
        8'hc5: sbox = 8'ha6;
        8'hc6: sbox = 8'hb4;
        8'hc7: sbox = 8'hc6;
        8'hc8: sbox = 8'he8;
        8'hc9: sbox = 8'hdd;
        8'hca: sbox = 8'h74;
        8'hcb: sbox = 8'h1f;
        8'hcc: sbox = 8'h4b;
        8'hcd: sbox = 8'hbd;
        8'hce: sbox = 8'h8b;
        8'hcf: sbox = 8'h8a;
        8'hd0: sbox = 8'h70;
        8'hd1: sbox = 8'h3e;
        8'hd2: sbox = 8'hb5;
        8'hd3: sbox = 8'h66;
        8'hd4: sbox = 8'h48;
        8'hd5: sbox = 8'h03;
        8'hd6: sbox = 8'hf6;
        8'hd7: sbox = 8'h0e;
        8'hd8: sbox = 8'h61;
        8'hd9: sbox = 8'h35;
        8'hda: sbox = 8'h57;
        8'hdb: sbox = 8'hb9;
        8'hdc: sbox = 8'h86;
        8'hdd: sbox = 8'hc1;
        8'hde: sbox = 8'h1d;
        8'hdf: sbox = 8'h9e;
        8'he0: sbox = 8'he1;
        8'he1: sbox = 8'hf8;
        8'he2: sbox = 8'h98;
        8'he3: sbox = 8'h11;
        8'he4: sbox = 8'h69;
        8'he5: sbox = 8'hd9;
        8'he6: sbox = 8'h8e;
        8'he7: sbox = 8'h94;
        8'he8: sbox = 8'h9b;
        8'he9: sbox = 8'h1e;
        8'hea: sbox = 8'h87;
        8'heb: sbox = 8'he9;
        8'hec: sbox = 8'hce;
        8'hed: sbox = 8'h55;
        8'hee: sbox = 8'h28;
        8'hef: sbox = 8'hdf;
        8'hf0: sbox = 8'h8c;
        8'hf1: sbox = 8'ha1;
        8'hf2: sbox = 8'h89;
        8'hf3: sbox = 8'h0d;
        8'hf4: sbox = 8'hbf;
        8'hf5: sbox = 8'he6;
        8'hf6: sbox = 8'h42;
        8'hf7: sbox = 8'h68;
        8'hf8: sbox = 8'h41;
        8'hf9: sbox = 8'h99;
        8'hfa: sbox = 8'h2d;
        8'hfb: sbox = 8'h0f;
        8'hfc: sbox = 8'hb0;
        8'hfd: sbox = 8'h54;
        8'hfe: sbox = 8'hbb;
        8'hff: sbox = 8'h16;
        default: sbox = 8'h00;
      endcase
    endfunction
    function [7:0] inv_sbox;
      input [7:0] x;
      case (x)
        8'h00: inv_sbox = 8'h52;
        8'h01: inv_sbox = 8'h09;
        8'h02: inv_sbox = 8'h6a;
        8'h03: inv_sbox = 8'hd5;
        8'h04: inv_sbox = 8'h30;
        8'h05: inv_sbox = 8'h36;
        8'h06: inv_sbox = 8'ha5;
        8'h07: inv_sbox = 8'h38;
        8'h08: inv_sbox = 8'hbf;
        8'h09: inv_sbox = 8'h40;
        8'h0a: inv_sbox = 8'ha3;
        8'h0b: inv_sbox = 8'h9e;
        8'h0c: inv_sbox = 8'h81;
        8'h0d: inv_sbox = 8'hf3;
        8'h0e: inv_sbox = 8'hd7;
        8'h0f: inv_sbox = 8'hfb;
        8'h10: inv_sbox = 8'h7c;
        8'h11: inv_sbox = 8'he3;
        8'h12: inv_sbox = 8'h39;
        8'h13: inv_sbox = 8'h82;
        8'h14: inv_sbox = 8'h9b;
        8'h15: inv_sbox = 8'h2f;
        8'h16: inv_sbox = 8'hff;
        8'h17: inv_sbox = 8'h87;
        8'h18: inv_sbox = 8'h34;
        8'h19: inv_sbox = 8'h8e;
        8'h1a: inv_sbox = 8'h43;
        8'h1b: inv_sbox = 8'h44;
        8'h1c: inv_sbox = 8'hc4;
        8'h1d: inv_sbox = 8'hde;
        8'h1e: inv_sbox = 8'he9;
        8'h1f: inv_sbox = 8'hcb;
        8'h20: inv_sbox = 8'h54;
        8'h21: inv_sbox = 8'h7b;
        8'h22: inv_sbox = 8'h94;
        8'h23: inv_sbox = 8'h32;
        8'h24: inv_sbox = 8'ha6;
        8'h25: inv_sbox = 8'hc2;
        8'h26: inv_sbox = 8'h23;
        8'h27: inv_sbox = 8'h3d;
        8'h28: inv_sbox = 8'hee;
        8'h29: inv_sbox = 8'h4c;
        8'h2a: inv_sbox = 8'h95;
        8'h2b: inv_sbox = 8'h0b;
        8'h2c: inv_sbox = 8'h42;
        8'h2d: inv_sbox = 8'hfa;
        8'h2e: inv_sbox = 8'hc3;
        8'h2f: inv_sbox = 8'h4e;
        8'h30: inv_sbox = 8'h08;
        8'h31: inv_sbox = 8'h2e;
        8'h32: inv_sbox = 8'ha1;
        8'h33: inv_sbox = 8'h66;
        8'h34: inv_sbox = 8'h28;
        8'h35: inv_sbox = 8'hd9;
        8'h36: inv_sbox = 8'h24;
        8'h37: inv_sbox = 8'hb2;
        8'h38: inv_sbox = 8'h76;
        8'h39: inv_sbox = 8'h5b;
        8'h3a: inv_sbox = 8'ha2;
        8'h3b: inv_sbox = 8'h49;
        8'h3c: inv_sbox = 8'h6d;
        8'h3d: inv_sbox = 8'h8b;
        8'h3e: inv_sbox = 8'hd1;
        8'h3f: inv_sbox = 8'h25;
        8'h40: inv_sbox = 8'h72;
        8'h41: inv_sbox = 8'hf8;
        8'h42: inv_sbox = 8'hf6;
        8'h43: inv_sbox = 8'h64;
        8'h44: inv_sbox = 8'h86;
        8'h45: inv_sbox = 8'h68;
        8'h46: inv_sbox = 8'h98;
        8'h47: inv_sbox = 8'h16;
        8'h48: inv_sbox = 8'hd4;
        8'h49: inv_sbox = 8'ha4;
        8'h4a: inv_sbox = 8'h5c;
        8'h4b: inv_sbox = 8'hcc;
        8'h4c: inv_sbox = 8'h5d;
        8'h4d: inv_sbox = 8'h65;
        8'h4e: inv_sbox = 8'hb6;
        8'h4f: inv_sbox = 8'h92;
        8'h50: inv_sbox = 8'h6c;
        8'h51: inv_sbox = 8'h70;
        8'h52: inv_sbox = 8'h48;
        8'h53: inv_sbox = 8'h50;
        8'h54: inv_sbox = 8'hfd;
        8'h55: inv_sbox = 8'hed;
        8'h56: inv_sbox = 8'hb9;
        8'h57: inv_sbox = 8'hda;
        8'h58: inv_sbox = 8'h5e;
        8'h59: inv_sbox = 8'h15;
        8'h5a: inv_sbox = 8'h46;
        8'h5b: inv_sbox = 8'h57;
        8'h5c: inv_sbox = 8'ha7;
        8'h5d: inv_sbox = 8'h8d;
        8'h5e: inv_sbox = 8'h9d;
        8'h5f: inv_sbox = 8'h84;
        8'h60: inv_sbox = 8'h90;
        8'h61: inv_sbox = 8'hd8;
        8'h62: inv_sbox = 8'hab;
        8'h63: inv_sbox = 8'h00;
        8'h64: inv_sbox = 8'h8c;
        8'h65: inv_sbox = 8'hbc;
        8'h66: inv_sbox = 8'hd3;
        8'h67: inv_sbox = 8'h0a;
        8'h68: inv_sbox = 8'hf7;
        8'h69: inv_sbox = 8'he4;
        8'h6a: inv_sbox = 8'h58;
        8'h6b: inv_sbox = 8'h05;
        8'h6c: inv_sbox = 8'hb8;
        8'h6d: inv_sbox = 8'hb3;
        8'h6e: inv_sbox = 8'h45;
        8'h6f: inv_sbox = 8'h06;
        8'h70: inv_sbox = 8'hd0;
        8'h71: inv_sbox = 8'h2c;
        8'h72: inv_sbox = 8'h1e;
        8'h73: inv_sbox = 8'h8f;
        8'h74: inv_sbox = 8'hca;
        8'h75: inv_sbox = 8'h3f;
        8'h76: inv_sbox = 8'h0f;
        8'h77: inv_sbox = 8'h02;
        8'h78: inv_sbox = 8'hc1;
        8'h79: inv_sbox = 8'haf;
        8'h7a: inv_sbox = 8'hbd;
        8'h7b: inv_sbox = 8'h03;
        8'h7c: inv_sbox = 8'h01;
        8'h7d: inv_sbox = 8'h13;
        8'h7e: inv_sbox = 8'h8a;
        8'h7f: inv_sbox = 8'h6b;
        8'h80: inv_sbox = 8'h3a;
        8'h81: inv_sbox = 8'h91;
        8'h82: inv_sbox = 8'h11;
        8'h83: inv_sbox = 8'h41;
        8'h84: inv_sbox = 8'h4f;
        8'h85: inv_sbox = 8'h67;
        8'h86: inv_sbox = 8'hdc;
        8'h87: inv_sbox = 8'hea;
        8'h88: inv_sbox = 8'h97;
        8'h89: inv_sbox = 8'hf2;
        8'h8a: inv_sbox = 8'hcf;
        8'h8b: inv_sbox = 8'hce;
        8'h8c: inv_sbox = 8'hf0;
        8'h8d: inv_sbox = 8'hb4;
        8'h8e: inv_sbox = 8'he6;
        8'h8f: inv_sbox = 8'h73;
        8'h90: inv_sbox = 8'h96;
        8'h91: inv_sbox = 8'hac;
        8'h92: inv_sbox = 8'h74;
        8'h93: inv_sbox = 8'h22;
        8'h94: inv_sbox = 8'he7;
        8'h95: inv_sbox = 8'had;
        8'h96: inv_sbox = 8'h35;
        8'h97: inv_sbox = 8'h85;
        8'h98: inv_sbox = 8'he2;
        8'h99: inv_sbox = 8'hf9;
        8'h9a: inv_sbox = 8'h37;
        8'h9b: inv_sbox = 8'he8;
        8'h9c: inv_sbox = 8'h1c;
        8'h9d: inv_sbox = 8'h75;
        8'h9e: inv_sbox = 8'hdf;
        8'h9f: inv_sbox = 8'h6e;
        8'ha0: inv_sbox = 8'h47;
        8'ha1: inv_sbox = 8'hf1;
        8'ha2: inv_sbox = 8'h1a;
        8'ha3: inv_sbox = 8'h71;
        8'ha4: inv_sbox = 8'h1d;
        8'ha5: inv_sbox = 8'h29;
        8'ha6: inv_sbox = 8'hc5;
        8'ha7: inv_sbox = 8'h89;
        8'ha8: inv_sbox = 8'h6f;
        8'ha9: inv_sbox = 8'hb7;
        8'haa: inv_sbox = 8'h62;
        8'hab: inv_sbox = 8'h0e;
        8'hac: inv_sbox = 8'haa;
        8'had: inv_sbox = 8'h18;
        8'hae: inv_sbox = 8'hbe;
        8'haf: inv_sbox = 8'h1b;
        8'hb0: inv_sbox = 8'hfc;
        8'hb1: inv_sbox = 8'h56;
        8'hb2: inv_sbox = 8'h3e;
        8'hb3: inv_sbox = 8'h4b;
        8'hb4: inv_sbox = 8'hc6;
        8'hb5: inv_sbox = 8'hd2;
        8'hb6: inv_sbox = 8'h79;
        8'hb7: inv_sbox = 8'h20;
        8'hb8: inv_sbox = 8'h9a;
        8'hb9: inv_sbox = 8'hdb;
        8'hba: inv_sbox = 8'hc0;
        8'hbb: inv_sbox = 8'hfe;
        8'hbc: inv_sbox = 8'h78;
        8'hbd: inv_sbox = 8'hcd;
        8'hbe: inv_sbox = 8'h5a;
        8'hbf: inv_sbox = 8'hf4;
        8'hc0: inv_sbox = 8'h1f;
        8'hc1: inv_sbox = 8'hdd;
        8'hc2: inv_sbox = 8'ha8;
        8'hc3: inv_sbox = 8'h33;
        8'hc4: inv_sbox = 8'h88;
        8'hc5: inv_sbox = 8'h07;
        8'hc6: inv_sbox = 8'hc7;
        8'hc7: inv_sbox = 8'h31;
        8'hc8: inv_sbox = 8'hb1;
        8'hc9: inv_sbox = 8'h12;
        8'hca: inv_sbox = 8'h10;
        8'hcb: inv_sbox = 8'h59;
        8'hcc: inv_sbox = 8'h27;
        8'hcd: inv_sbox = 8'h80;
        8'hce: inv_sbox = 8'hec;
        8'hcf: inv_sbox = 8'h5f;
        8'hd0: inv_sbox = 8'h60;
        8'hd1: inv_sbox = 8'h51;
        8'hd2: inv_sbox = 8'h7f;
        8'hd3: inv_sbox = 8'ha9;
        8'hd4: inv_sbox = 8'h19;
        8'hd5: inv_sbox = 8'hb5;
        8'hd6: inv_sbox = 8'h4a;
        8'hd7: inv_sbox = 8'h0d;
        8'hd8: inv_sbox = 8'h2d;
        8'hd9: inv_sbox = 8'he5;
        8'hda: inv_sbox = 8'h7a;
        8'hdb: inv_sbox = 8'h9f;
        8'hdc: inv_sbox = 8'h93;
        8'hdd: inv_sbox = 8'hc9;
        8'hde: inv_sbox = 8'h9c;
        8'hdf: inv_sbox = 8'hef;
        8'he0: inv_sbox = 8'ha0;
        8'he1: inv_sbox = 8'he0;
        8'he2: inv_sbox = 8'h3b;
        8'he3: inv_sbox = 8'h4d;
        8'he4: inv_sbox = 8'hae;
        8'he5: inv_sbox = 8'h2a;
        8'he6: inv_sbox = 8'hf5;
        8'he7: inv_sbox = 8'hb0;
        8'he8: inv_sbox = 8'hc8;
        8'he9: inv_sbox = 8'heb;
        8'hea: inv_sbox = 8'hbb;
        8'heb: inv_sbox = 8'h3c;
        8'hec: inv_sbox = 8'h83;
        8'hed: inv_sbox = 8'h53;
        8'hee: inv_sbox = 8'h99;
        8'hef: inv_sbox = 8'h61;
        8'hf0: inv_sbox = 8'h17;
        8'hf1: inv_sbox = 8'h2b;
        8'hf2: inv_sbox = 8'h04;
        8'hf3: inv_sbox = 8'h7e;
        8'hf4: inv_sbox = 8'hba;
        8'hf5: inv_sbox = 8'h77;
        8'hf6: inv_sbox = 8'hd6;
        8'hf7: inv_sbox = 8'h26;
        8'hf8: inv_sbox = 8'he1;
        8'hf9: inv_sbox = 8'h69;
        8'hfa: inv_sbox = 8'h14;
        8'hfb: inv_sbox = 8'h63;
        8'hfc: inv_sbox = 8'h55;
        8'hfd: inv_sbox = 8'h21;
        8'hfe: inv_sbox = 8'h0c;
        8'hff: inv_sbox = 8'h7d;
        default: inv_sbox = 8'h00;
      endcase
    endfunction
    always @(*) y0 = (with_inverse & inverse) ? {inv_sbox(a0[31:24]), inv_sbox(a0[23:16]), inv_sbox(a0[15:8]), inv_sbox(a0[7:0])} : {sbox(a0[31:24]), sbox(a0[23:16]), sbox(a0[15:8]), sbox(a0[7:0])};
    always @(*) y1 = (with_inverse & inverse) ? {inv_sbox(a1[31:24]), inv_sbox(a1[23:16]), inv_sbox(a1[15:8]), inv_sbox(a1[7:0])} : {sbox(a1[31:24]), sbox(a1[23:16]), sbox(a1[15:8]), sbox(a1[7:0])};
    always @(*) y2 = (with_inverse & inverse) ? {inv_sbox(a2[31:24]), inv_sbox(a2[23:16]), inv_sbox(a2[15:8]), inv_sbox(a2[7:0])} : {sbox(a2[31:24]), sbox(a2[23:16]), sbox(a2[15:8]), sbox(a2[7:0])};
    always @(*) y3 = (with_inverse & inverse) ? {inv_sbox(a3[31:24]), inv_sbox(a3[23:16]), inv_sbox(a3[15:8]), inv_sbox(a3[7:0])} : {sbox(a3[31:24]), sbox(a3[23:16]), sbox(a3[15:8]), sbox(a3[7:0])};
endmodule // aes_axis_core_stages_sub

// Used by 14 instances: core$stages$1, core$stages$2, core$stages$3, core$stages$4, ... (10 more)
module aes_axis_core_stages_1(clock,reset,enable,decrypt,final_round,s0,s1,s2,s3,valid_in,last_in,rk_load,rk_clear,rk0,rk1,rk2,rk3,q0,q1,q2,q3,valid,last);

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
    output reg  valid;
    output reg  last;

    // Constant declarations
    localparam  sub_en = 1'b1;
    localparam  row0 = 32'hff;
    localparam  row1 = 32'hff00;
    localparam  row2 = 32'hff0000;
    localparam  row3 = 32'hff000000;

    // Stub signals
    reg  sub$inverse;
    reg  [31:0] sub$a0;
    reg  [31:0] sub$a1;
    reg  [31:0] sub$a2;
    reg  [31:0] sub$a3;
    wire  [31:0] sub$y0;
    wire  [31:0] sub$y1;
    wire  [31:0] sub$y2;
    wire  [31:0] sub$y3;
    reg  [31:0] mix$0$a;
    reg  mix$0$bypass;
    reg  mix$0$inverse;
    wire  [31:0] mix$0$y;
    reg  [31:0] mix$1$a;
    reg  mix$1$bypass;
    reg  mix$1$inverse;
    wire  [31:0] mix$1$y;
    reg  [31:0] mix$2$a;
    reg  mix$2$bypass;
    reg  mix$2$inverse;
    wire  [31:0] mix$2$y;
    reg  [31:0] mix$3$a;
    reg  mix$3$bypass;
    reg  mix$3$inverse;
    wire  [31:0] mix$3$y;
    reg  [31:0] state$0$d;
    wire  [31:0] state$0$q;
    reg  state$0$clock;
    reg  [31:0] state$1$d;
    wire  [31:0] state$1$q;
    reg  state$1$clock;
    reg  [31:0] state$2$d;
    wire  [31:0] state$2$q;
    reg  state$2$clock;
    reg  [31:0] state$3$d;
    wire  [31:0] state$3$q;
    reg  state$3$clock;
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

    // Sub module instances
    aes_axis_core_stages_sub sub(.inverse(sub$inverse), .a0(sub$a0), .a1(sub$a1), .a2(sub$a2),
        .a3(sub$a3), .y0(sub$y0), .y1(sub$y1), .y2(sub$y2), .y3(sub$y3));
    aes_axis_core_mix mix$0(.a(mix$0$a), .bypass(mix$0$bypass), .inverse(mix$0$inverse),
        .y(mix$0$y));
    aes_axis_core_mix mix$1(.a(mix$1$a), .bypass(mix$1$bypass), .inverse(mix$1$inverse),
        .y(mix$1$y));
    aes_axis_core_mix mix$2(.a(mix$2$a), .bypass(mix$2$bypass), .inverse(mix$2$inverse),
        .y(mix$2$y));
    aes_axis_core_mix mix$3(.a(mix$3$a), .bypass(mix$3$bypass), .inverse(mix$3$inverse),
        .y(mix$3$y));
    aes_axis_dff32 state$0(.d(state$0$d), .q(state$0$q), .clock(state$0$clock));
    aes_axis_dff32 state$1(.d(state$1$d), .q(state$1$q), .clock(state$1$clock));
    aes_axis_dff32 state$2(.d(state$2$d), .q(state$2$q), .clock(state$2$clock));
    aes_axis_dff32 state$3(.d(state$3$d), .q(state$3$q), .clock(state$3$clock));
    aes_axis_dff32 round_key$0(.d(round_key$0$d), .q(round_key$0$q), .clock(round_key$0$clock));
    aes_axis_dff32 round_key$1(.d(round_key$1$d), .q(round_key$1$q), .clock(round_key$1$clock));
    aes_axis_dff32 round_key$2(.d(round_key$2$d), .q(round_key$2$q), .clock(round_key$2$clock));
    aes_axis_dff32 round_key$3(.d(round_key$3$d), .q(round_key$3$q), .clock(round_key$3$clock));
    aes_axis_dff1 valid_reg(.d(valid_reg$d), .q(valid_reg$q), .clock(valid_reg$clock));
    aes_axis_dff1 last_reg(.d(last_reg$d), .q(last_reg$q), .clock(last_reg$clock));

    // Update code
    always @(*) begin
        state$0$clock = clock;
        state$0$d = state$0$q;
        round_key$0$clock = clock;
        round_key$0$d = round_key$0$q;
        mix$0$bypass = final_round;
        mix$0$inverse = decrypt;
        state$1$clock = clock;
        state$1$d = state$1$q;
        round_key$1$clock = clock;
        round_key$1$d = round_key$1$q;
        mix$1$bypass = final_round;
        mix$1$inverse = decrypt;
        state$2$clock = clock;
        state$2$d = state$2$q;
        round_key$2$clock = clock;
        round_key$2$d = round_key$2$q;
        mix$2$bypass = final_round;
        mix$2$inverse = decrypt;
        state$3$clock = clock;
        state$3$d = state$3$q;
        round_key$3$clock = clock;
        round_key$3$d = round_key$3$q;
        mix$3$bypass = final_round;
        mix$3$inverse = decrypt;
        sub$inverse = decrypt;
        valid_reg$clock = clock;
        last_reg$clock = clock;
        valid_reg$d = valid_reg$q;
        last_reg$d = last_reg$q;
        if (decrypt) begin
            sub$a0 = (s0 & row0) | (s3 & row1) | (s2 & row2) | (s1 & row3);
            sub$a1 = (s1 & row0) | (s0 & row1) | (s3 & row2) | (s2 & row3);
            sub$a2 = (s2 & row0) | (s1 & row1) | (s0 & row2) | (s3 & row3);
            sub$a3 = (s3 & row0) | (s2 & row1) | (s1 & row2) | (s0 & row3);
        end
        else begin
            sub$a0 = (s0 & row0) | (s1 & row1) | (s2 & row2) | (s3 & row3);
            sub$a1 = (s1 & row0) | (s2 & row1) | (s3 & row2) | (s0 & row3);
            sub$a2 = (s2 & row0) | (s3 & row1) | (s0 & row2) | (s1 & row3);
            sub$a3 = (s3 & row0) | (s0 & row1) | (s1 & row2) | (s2 & row3);
        end
        mix$0$a = sub$y0;
        mix$1$a = sub$y1;
        mix$2$a = sub$y2;
        mix$3$a = sub$y3;
        if (enable) begin
            valid_reg$d = valid_in;
            last_reg$d = last_in;
            if (sub_en) begin
                state$0$d = mix$0$y ^ round_key$0$q;
                state$1$d = mix$1$y ^ round_key$1$q;
                state$2$d = mix$2$y ^ round_key$2$q;
                state$3$d = mix$3$y ^ round_key$3$q;
            end
            else begin
                state$0$d = s0 ^ round_key$0$q;
                state$1$d = s1 ^ round_key$1$q;
                state$2$d = s2 ^ round_key$2$q;
                state$3$d = s3 ^ round_key$3$q;
            end
        end
        if (rk_load) begin
            round_key$0$d = rk0;
            round_key$1$d = rk1;
            round_key$2$d = rk2;
            round_key$3$d = rk3;
        end
        if (rk_clear) begin
            round_key$0$d = 32'h0;
            round_key$1$d = 32'h0;
            round_key$2$d = 32'h0;
            round_key$3$d = 32'h0;
        end
        q0 = state$0$q;
        q1 = state$1$q;
        q2 = state$2$q;
        q3 = state$3$q;
        valid = valid_reg$q;
        last = last_reg$q;
        if (reset) begin
            valid_reg$d = 1'b0;
        end
    end

endmodule // aes_axis_core_stages_1

// Used by instance: core$transaction
module aes_axis_core_transaction(clock,reset,in_valid,in_last,accept,out_done,can_start,accepting,busy);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  in_last;
    input wire  accept;
    input wire  out_done;
    input wire  can_start;
    output reg  accepting;
    output reg  busy;

    // Enums
    localparam TransactionState$Idle = 0;
    localparam TransactionState$Active = 1;
    localparam TransactionState$Drain = 2;

    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;

    // Sub module instances
    aes_axis_core_transaction_state state(.d(state$d), .q(state$q), .clock(state$clock));

    // Update code
    always @(*) begin
        state$clock = clock;
        state$d = state$q;
        accepting = 1'b0;
        case (state$q)
            TransactionState$Idle:
                begin
                    accepting = can_start;
                    if (in_valid & can_start) begin
                        if (accept & in_last) begin
                            state$d = TransactionState$Drain;
                        end
                        else begin
                            state$d = TransactionState$Active;
                        end
                    end
                end
            TransactionState$Active:
                begin
                    accepting = 1'b1;
                    if (accept & in_last) begin
                        state$d = TransactionState$Drain;
                    end
                end
            TransactionState$Drain:
                begin
                    if (out_done) begin
                        state$d = TransactionState$Idle;
                    end
                end
            default:
                begin
                end
        endcase
        busy = state$q != TransactionState$Idle;
        if (reset) begin
            state$d = TransactionState$Idle;
        end
    end

endmodule // aes_axis_core_transaction

// Used by instance: core$transaction$state
module aes_axis_core_transaction_state(d,q,clock);

    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;

    // Enums
    localparam TransactionState$Idle = 0;
    localparam TransactionState$Active = 1;
    localparam TransactionState$Drain = 2;

    // Update code (custom)
    initial q = 2'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_core_transaction_state

// Used by 4 instances: credits, fifo$fill, fifo$rd_ptr, fifo$wr_ptr
module aes_axis_dff5(d,q,clock);

    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 5'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_dff5

// Used by instance: fifo
module aes_axis_fifo(clock,reset,push,w0,w1,w2,w3,last_in,pop,valid,q0,q1,q2,q3,last);

    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [31:0] w0;
    input wire  [31:0] w1;
    input wire  [31:0] w2;
    input wire  [31:0] w3;
    input wire  last_in;
    input wire  pop;
    output reg  valid;
    output reg  [31:0] q0;
    output reg  [31:0] q1;
    output reg  [31:0] q2;
    output reg  [31:0] q3;
    output reg  last;

    // Constant declarations
    localparam  top_entry = 5'b10000;
    localparam  zero = 5'b0;
    localparam  one = 5'b1;

    // Stub signals
    reg  [31:0] bank0$0$d;
    wire  [31:0] bank0$0$q;
    reg  bank0$0$clock;
    reg  [31:0] bank0$1$d;
    wire  [31:0] bank0$1$q;
    reg  bank0$1$clock;
    reg  [31:0] bank0$2$d;
    wire  [31:0] bank0$2$q;
    reg  bank0$2$clock;
    reg  [31:0] bank0$3$d;
    wire  [31:0] bank0$3$q;
    reg  bank0$3$clock;
    reg  [31:0] bank0$4$d;
    wire  [31:0] bank0$4$q;
    reg  bank0$4$clock;
    reg  [31:0] bank0$5$d;
    wire  [31:0] bank0$5$q;
    reg  bank0$5$clock;
    reg  [31:0] bank0$6$d;
    wire  [31:0] bank0$6$q;
    reg  bank0$6$clock;
    reg  [31:0] bank0$7$d;
    wire  [31:0] bank0$7$q;
    reg  bank0$7$clock;
    reg  [31:0] bank0$8$d;
    wire  [31:0] bank0$8$q;
    reg  bank0$8$clock;
    reg  [31:0] bank0$9$d;
    wire  [31:0] bank0$9$q;
    reg  bank0$9$clock;
    reg  [31:0] bank0$10$d;
    wire  [31:0] bank0$10$q;
    reg  bank0$10$clock;
    reg  [31:0] bank0$11$d;
    wire  [31:0] bank0$11$q;
    reg  bank0$11$clock;
    reg  [31:0] bank0$12$d;
    wire  [31:0] bank0$12$q;
    reg  bank0$12$clock;
    reg  [31:0] bank0$13$d;
    wire  [31:0] bank0$13$q;
    reg  bank0$13$clock;
    reg  [31:0] bank0$14$d;
    wire  [31:0] bank0$14$q;
    reg  bank0$14$clock;
    reg  [31:0] bank0$15$d;
    wire  [31:0] bank0$15$q;
    reg  bank0$15$clock;
    reg  [31:0] bank0$16$d;
    wire  [31:0] bank0$16$q;
    reg  bank0$16$clock;
    reg  [31:0] bank1$0$d;
    wire  [31:0] bank1$0$q;
    reg  bank1$0$clock;
    reg  [31:0] bank1$1$d;
    wire  [31:0] bank1$1$q;
    reg  bank1$1$clock;
    reg  [31:0] bank1$2$d;
    wire  [31:0] bank1$2$q;
    reg  bank1$2$clock;
    reg  [31:0] bank1$3$d;
    wire  [31:0] bank1$3$q;
    reg  bank1$3$clock;
    reg  [31:0] bank1$4$d;
    wire  [31:0] bank1$4$q;
    reg  bank1$4$clock;
    reg  [31:0] bank1$5$d;
    wire  [31:0] bank1$5$q;
    reg  bank1$5$clock;
    reg  [31:0] bank1$6$d;
    wire  [31:0] bank1$6$q;
    reg  bank1$6$clock;
    reg  [31:0] bank1$7$d;
    wire  [31:0] bank1$7$q;
    reg  bank1$7$clock;
    reg  [31:0] bank1$8$d;
    wire  [31:0] bank1$8$q;
    reg  bank1$8$clock;
    reg  [31:0] bank1$9$d;
    wire  [31:0] bank1$9$q;
    reg  bank1$9$clock;
    reg  [31:0] bank1$10$d;
    wire  [31:0] bank1$10$q;
    reg  bank1$10$clock;
    reg  [31:0] bank1$11$d;
    wire  [31:0] bank1$11$q;
    reg  bank1$11$clock;
    reg  [31:0] bank1$12$d;
    wire  [31:0] bank1$12$q;
    reg  bank1$12$clock;
    reg  [31:0] bank1$13$d;
    wire  [31:0] bank1$13$q;
    reg  bank1$13$clock;
    reg  [31:0] bank1$14$d;
    wire  [31:0] bank1$14$q;
    reg  bank1$14$clock;
    reg  [31:0] bank1$15$d;
    wire  [31:0] bank1$15$q;
    reg  bank1$15$clock;
    reg  [31:0] bank1$16$d;
    wire  [31:0] bank1$16$q;
    reg  bank1$16$clock;
    reg  [31:0] bank2$0$d;
    wire  [31:0] bank2$0$q;
    reg  bank2$0$clock;
    reg  [31:0] bank2$1$d;
    wire  [31:0] bank2$1$q;
    reg  bank2$1$clock;
    reg  [31:0] bank2$2$d;
    wire  [31:0] bank2$2$q;
    reg  bank2$2$clock;
    reg  [31:0] bank2$3$d;
    wire  [31:0] bank2$3$q;
    reg  bank2$3$clock;
    reg  [31:0] bank2$4$d;
    wire  [31:0] bank2$4$q;
    reg  bank2$4$clock;
    reg  [31:0] bank2$5$d;
    wire  [31:0] bank2$5$q;
    reg  bank2$5$clock;
    reg  [31:0] bank2$6$d;
    wire  [31:0] bank2$6$q;
    reg  bank2$6$clock;
    reg  [31:0] bank2$7$d;
    wire  [31:0] bank2$7$q;
    reg  bank2$7$clock;
    reg  [31:0] bank2$8$d;
    wire  [31:0] bank2$8$q;
    reg  bank2$8$clock;
    reg  [31:0] bank2$9$d;
    wire  [31:0] bank2$9$q;
    reg  bank2$9$clock;
    reg  [31:0] bank2$10$d;
    wire  [31:0] bank2$10$q;
    reg  bank2$10$clock;
    reg  [31:0] bank2$11$d;
    wire  [31:0] bank2$11$q;
    reg  bank2$11$clock;
    reg  [31:0] bank2$12$d;
    wire  [31:0] bank2$12$q;
    reg  bank2$12$clock;
    reg  [31:0] bank2$13$d;
    wire  [31:0] bank2$13$q;
    reg  bank2$13$clock;
    reg  [31:0] bank2$14$d;
    wire  [31:0] bank2$14$q;
    reg  bank2$14$clock;
    reg  [31:0] bank2$15$d;
    wire  [31:0] bank2$15$q;
    reg  bank2$15$clock;
    reg  [31:0] bank2$16$d;
    wire  [31:0] bank2$16$q;
    reg  bank2$16$clock;
    reg  [31:0] bank3$0$d;
    wire  [31:0] bank3$0$q;
    reg  bank3$0$clock;
    reg  [31:0] bank3$1$d;
    wire  [31:0] bank3$1$q;
    reg  bank3$1$clock;
    reg  [31:0] bank3$2$d;
    wire  [31:0] bank3$2$q;
    reg  bank3$2$clock;
    reg  [31:0] bank3$3$d;
    wire  [31:0] bank3$3$q;
    reg  bank3$3$clock;
    reg  [31:0] bank3$4$d;
    wire  [31:0] bank3$4$q;
    reg  bank3$4$clock;
    reg  [31:0] bank3$5$d;
    wire  [31:0] bank3$5$q;
    reg  bank3$5$clock;
    reg  [31:0] bank3$6$d;
    wire  [31:0] bank3$6$q;
    reg  bank3$6$clock;
    reg  [31:0] bank3$7$d;
    wire  [31:0] bank3$7$q;
    reg  bank3$7$clock;
    reg  [31:0] bank3$8$d;
    wire  [31:0] bank3$8$q;
    reg  bank3$8$clock;
    reg  [31:0] bank3$9$d;
    wire  [31:0] bank3$9$q;
    reg  bank3$9$clock;
    reg  [31:0] bank3$10$d;
    wire  [31:0] bank3$10$q;
    reg  bank3$10$clock;
    reg  [31:0] bank3$11$d;
    wire  [31:0] bank3$11$q;
    reg  bank3$11$clock;
    reg  [31:0] bank3$12$d;
    wire  [31:0] bank3$12$q;
    reg  bank3$12$clock;
    reg  [31:0] bank3$13$d;
    wire  [31:0] bank3$13$q;
    reg  bank3$13$clock;
    reg  [31:0] bank3$14$d;
    wire  [31:0] bank3$14$q;
    reg  bank3$14$clock;
    reg  [31:0] bank3$15$d;
    wire  [31:0] bank3$15$q;
    reg  bank3$15$clock;
    reg  [31:0] bank3$16$d;
    wire  [31:0] bank3$16$q;
    reg  bank3$16$clock;
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
    reg  [4:0] wr_ptr$d;
    wire  [4:0] wr_ptr$q;
    reg  wr_ptr$clock;
    reg  [4:0] rd_ptr$d;
    wire  [4:0] rd_ptr$q;
    reg  rd_ptr$clock;
    reg  [4:0] fill$d;
    wire  [4:0] fill$q;
    reg  fill$clock;

    // Sub module instances
    aes_axis_dff32 bank0$0(.d(bank0$0$d), .q(bank0$0$q), .clock(bank0$0$clock));
    aes_axis_dff32 bank0$1(.d(bank0$1$d), .q(bank0$1$q), .clock(bank0$1$clock));
    aes_axis_dff32 bank0$2(.d(bank0$2$d), .q(bank0$2$q), .clock(bank0$2$clock));
    aes_axis_dff32 bank0$3(.d(bank0$3$d), .q(bank0$3$q), .clock(bank0$3$clock));
    aes_axis_dff32 bank0$4(.d(bank0$4$d), .q(bank0$4$q), .clock(bank0$4$clock));
    aes_axis_dff32 bank0$5(.d(bank0$5$d), .q(bank0$5$q), .clock(bank0$5$clock));
    aes_axis_dff32 bank0$6(.d(bank0$6$d), .q(bank0$6$q), .clock(bank0$6$clock));
    aes_axis_dff32 bank0$7(.d(bank0$7$d), .q(bank0$7$q), .clock(bank0$7$clock));
    aes_axis_dff32 bank0$8(.d(bank0$8$d), .q(bank0$8$q), .clock(bank0$8$clock));
    aes_axis_dff32 bank0$9(.d(bank0$9$d), .q(bank0$9$q), .clock(bank0$9$clock));
    aes_axis_dff32 bank0$10(.d(bank0$10$d), .q(bank0$10$q), .clock(bank0$10$clock));
    aes_axis_dff32 bank0$11(.d(bank0$11$d), .q(bank0$11$q), .clock(bank0$11$clock));
    aes_axis_dff32 bank0$12(.d(bank0$12$d), .q(bank0$12$q), .clock(bank0$12$clock));
    aes_axis_dff32 bank0$13(.d(bank0$13$d), .q(bank0$13$q), .clock(bank0$13$clock));
    aes_axis_dff32 bank0$14(.d(bank0$14$d), .q(bank0$14$q), .clock(bank0$14$clock));
    aes_axis_dff32 bank0$15(.d(bank0$15$d), .q(bank0$15$q), .clock(bank0$15$clock));
    aes_axis_dff32 bank0$16(.d(bank0$16$d), .q(bank0$16$q), .clock(bank0$16$clock));
    aes_axis_dff32 bank1$0(.d(bank1$0$d), .q(bank1$0$q), .clock(bank1$0$clock));
    aes_axis_dff32 bank1$1(.d(bank1$1$d), .q(bank1$1$q), .clock(bank1$1$clock));
    aes_axis_dff32 bank1$2(.d(bank1$2$d), .q(bank1$2$q), .clock(bank1$2$clock));
    aes_axis_dff32 bank1$3(.d(bank1$3$d), .q(bank1$3$q), .clock(bank1$3$clock));
    aes_axis_dff32 bank1$4(.d(bank1$4$d), .q(bank1$4$q), .clock(bank1$4$clock));
    aes_axis_dff32 bank1$5(.d(bank1$5$d), .q(bank1$5$q), .clock(bank1$5$clock));
    aes_axis_dff32 bank1$6(.d(bank1$6$d), .q(bank1$6$q), .clock(bank1$6$clock));
    aes_axis_dff32 bank1$7(.d(bank1$7$d), .q(bank1$7$q), .clock(bank1$7$clock));
    aes_axis_dff32 bank1$8(.d(bank1$8$d), .q(bank1$8$q), .clock(bank1$8$clock));
    aes_axis_dff32 bank1$9(.d(bank1$9$d), .q(bank1$9$q), .clock(bank1$9$clock));
    aes_axis_dff32 bank1$10(.d(bank1$10$d), .q(bank1$10$q), .clock(bank1$10$clock));
    aes_axis_dff32 bank1$11(.d(bank1$11$d), .q(bank1$11$q), .clock(bank1$11$clock));
    aes_axis_dff32 bank1$12(.d(bank1$12$d), .q(bank1$12$q), .clock(bank1$12$clock));
    aes_axis_dff32 bank1$13(.d(bank1$13$d), .q(bank1$13$q), .clock(bank1$13$clock));
    aes_axis_dff32 bank1$14(.d(bank1$14$d), .q(bank1$14$q), .clock(bank1$14$clock));
    aes_axis_dff32 bank1$15(.d(bank1$15$d), .q(bank1$15$q), .clock(bank1$15$clock));
    aes_axis_dff32 bank1$16(.d(bank1$16$d), .q(bank1$16$q), .clock(bank1$16$clock));
    aes_axis_dff32 bank2$0(.d(bank2$0$d), .q(bank2$0$q), .clock(bank2$0$clock));
    aes_axis_dff32 bank2$1(.d(bank2$1$d), .q(bank2$1$q), .clock(bank2$1$clock));
    aes_axis_dff32 bank2$2(.d(bank2$2$d), .q(bank2$2$q), .clock(bank2$2$clock));
    aes_axis_dff32 bank2$3(.d(bank2$3$d), .q(bank2$3$q), .clock(bank2$3$clock));
    aes_axis_dff32 bank2$4(.d(bank2$4$d), .q(bank2$4$q), .clock(bank2$4$clock));
    aes_axis_dff32 bank2$5(.d(bank2$5$d), .q(bank2$5$q), .clock(bank2$5$clock));
    aes_axis_dff32 bank2$6(.d(bank2$6$d), .q(bank2$6$q), .clock(bank2$6$clock));
    aes_axis_dff32 bank2$7(.d(bank2$7$d), .q(bank2$7$q), .clock(bank2$7$clock));
    aes_axis_dff32 bank2$8(.d(bank2$8$d), .q(bank2$8$q), .clock(bank2$8$clock));
    aes_axis_dff32 bank2$9(.d(bank2$9$d), .q(bank2$9$q), .clock(bank2$9$clock));
    aes_axis_dff32 bank2$10(.d(bank2$10$d), .q(bank2$10$q), .clock(bank2$10$clock));
    aes_axis_dff32 bank2$11(.d(bank2$11$d), .q(bank2$11$q), .clock(bank2$11$clock));
    aes_axis_dff32 bank2$12(.d(bank2$12$d), .q(bank2$12$q), .clock(bank2$12$clock));
    aes_axis_dff32 bank2$13(.d(bank2$13$d), .q(bank2$13$q), .clock(bank2$13$clock));
    aes_axis_dff32 bank2$14(.d(bank2$14$d), .q(bank2$14$q), .clock(bank2$14$clock));
    aes_axis_dff32 bank2$15(.d(bank2$15$d), .q(bank2$15$q), .clock(bank2$15$clock));
    aes_axis_dff32 bank2$16(.d(bank2$16$d), .q(bank2$16$q), .clock(bank2$16$clock));
    aes_axis_dff32 bank3$0(.d(bank3$0$d), .q(bank3$0$q), .clock(bank3$0$clock));
    aes_axis_dff32 bank3$1(.d(bank3$1$d), .q(bank3$1$q), .clock(bank3$1$clock));
    aes_axis_dff32 bank3$2(.d(bank3$2$d), .q(bank3$2$q), .clock(bank3$2$clock));
    aes_axis_dff32 bank3$3(.d(bank3$3$d), .q(bank3$3$q), .clock(bank3$3$clock));
    aes_axis_dff32 bank3$4(.d(bank3$4$d), .q(bank3$4$q), .clock(bank3$4$clock));
    aes_axis_dff32 bank3$5(.d(bank3$5$d), .q(bank3$5$q), .clock(bank3$5$clock));
    aes_axis_dff32 bank3$6(.d(bank3$6$d), .q(bank3$6$q), .clock(bank3$6$clock));
    aes_axis_dff32 bank3$7(.d(bank3$7$d), .q(bank3$7$q), .clock(bank3$7$clock));
    aes_axis_dff32 bank3$8(.d(bank3$8$d), .q(bank3$8$q), .clock(bank3$8$clock));
    aes_axis_dff32 bank3$9(.d(bank3$9$d), .q(bank3$9$q), .clock(bank3$9$clock));
    aes_axis_dff32 bank3$10(.d(bank3$10$d), .q(bank3$10$q), .clock(bank3$10$clock));
    aes_axis_dff32 bank3$11(.d(bank3$11$d), .q(bank3$11$q), .clock(bank3$11$clock));
    aes_axis_dff32 bank3$12(.d(bank3$12$d), .q(bank3$12$q), .clock(bank3$12$clock));
    aes_axis_dff32 bank3$13(.d(bank3$13$d), .q(bank3$13$q), .clock(bank3$13$clock));
    aes_axis_dff32 bank3$14(.d(bank3$14$d), .q(bank3$14$q), .clock(bank3$14$clock));
    aes_axis_dff32 bank3$15(.d(bank3$15$d), .q(bank3$15$q), .clock(bank3$15$clock));
    aes_axis_dff32 bank3$16(.d(bank3$16$d), .q(bank3$16$q), .clock(bank3$16$clock));
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
    aes_axis_dff5 wr_ptr(.d(wr_ptr$d), .q(wr_ptr$q), .clock(wr_ptr$clock));
    aes_axis_dff5 rd_ptr(.d(rd_ptr$d), .q(rd_ptr$q), .clock(rd_ptr$clock));
    aes_axis_dff5 fill(.d(fill$d), .q(fill$q), .clock(fill$clock));

    // Update code
    always @(*) begin
        wr_ptr$clock = clock;
        rd_ptr$clock = clock;
        fill$clock = clock;
        wr_ptr$d = wr_ptr$q;
        rd_ptr$d = rd_ptr$q;
        fill$d = fill$q;
        bank0$0$clock = clock;
        bank1$0$clock = clock;
        bank2$0$clock = clock;
        bank3$0$clock = clock;
        last_bank$0$clock = clock;
        bank0$0$d = bank0$0$q;
        bank1$0$d = bank1$0$q;
        bank2$0$d = bank2$0$q;
        bank3$0$d = bank3$0$q;
        last_bank$0$d = last_bank$0$q;
        if (push & (wr_ptr$q == 0)) begin
            bank0$0$d = w0;
            bank1$0$d = w1;
            bank2$0$d = w2;
            bank3$0$d = w3;
            last_bank$0$d = last_in;
        end
        bank0$1$clock = clock;
        bank1$1$clock = clock;
        bank2$1$clock = clock;
        bank3$1$clock = clock;
        last_bank$1$clock = clock;
        bank0$1$d = bank0$1$q;
        bank1$1$d = bank1$1$q;
        bank2$1$d = bank2$1$q;
        bank3$1$d = bank3$1$q;
        last_bank$1$d = last_bank$1$q;
        if (push & (wr_ptr$q == 1)) begin
            bank0$1$d = w0;
            bank1$1$d = w1;
            bank2$1$d = w2;
            bank3$1$d = w3;
            last_bank$1$d = last_in;
        end
        bank0$2$clock = clock;
        bank1$2$clock = clock;
        bank2$2$clock = clock;
        bank3$2$clock = clock;
        last_bank$2$clock = clock;
        bank0$2$d = bank0$2$q;
        bank1$2$d = bank1$2$q;
        bank2$2$d = bank2$2$q;
        bank3$2$d = bank3$2$q;
        last_bank$2$d = last_bank$2$q;
        if (push & (wr_ptr$q == 2)) begin
            bank0$2$d = w0;
            bank1$2$d = w1;
            bank2$2$d = w2;
            bank3$2$d = w3;
            last_bank$2$d = last_in;
        end
        bank0$3$clock = clock;
        bank1$3$clock = clock;
        bank2$3$clock = clock;
        bank3$3$clock = clock;
        last_bank$3$clock = clock;
        bank0$3$d = bank0$3$q;
        bank1$3$d = bank1$3$q;
        bank2$3$d = bank2$3$q;
        bank3$3$d = bank3$3$q;
        last_bank$3$d = last_bank$3$q;
        if (push & (wr_ptr$q == 3)) begin
            bank0$3$d = w0;
            bank1$3$d = w1;
            bank2$3$d = w2;
            bank3$3$d = w3;
            last_bank$3$d = last_in;
        end
        bank0$4$clock = clock;
        bank1$4$clock = clock;
        bank2$4$clock = clock;
        bank3$4$clock = clock;
        last_bank$4$clock = clock;
        bank0$4$d = bank0$4$q;
        bank1$4$d = bank1$4$q;
        bank2$4$d = bank2$4$q;
        bank3$4$d = bank3$4$q;
        last_bank$4$d = last_bank$4$q;
        if (push & (wr_ptr$q == 4)) begin
            bank0$4$d = w0;
            bank1$4$d = w1;
            bank2$4$d = w2;
            bank3$4$d = w3;
            last_bank$4$d = last_in;
        end
        bank0$5$clock = clock;
        bank1$5$clock = clock;
        bank2$5$clock = clock;
        bank3$5$clock = clock;
        last_bank$5$clock = clock;
        bank0$5$d = bank0$5$q;
        bank1$5$d = bank1$5$q;
        bank2$5$d = bank2$5$q;
        bank3$5$d = bank3$5$q;
        last_bank$5$d = last_bank$5$q;
        if (push & (wr_ptr$q == 5)) begin
            bank0$5$d = w0;
            bank1$5$d = w1;
            bank2$5$d = w2;
            bank3$5$d = w3;
            last_bank$5$d = last_in;
        end
        bank0$6$clock = clock;
        bank1$6$clock = clock;
        bank2$6$clock = clock;
        bank3$6$clock = clock;
        last_bank$6$clock = clock;
        bank0$6$d = bank0$6$q;
        bank1$6$d = bank1$6$q;
        bank2$6$d = bank2$6$q;
        bank3$6$d = bank3$6$q;
        last_bank$6$d = last_bank$6$q;
        if (push & (wr_ptr$q == 6)) begin
            bank0$6$d = w0;
            bank1$6$d = w1;
            bank2$6$d = w2;
            bank3$6$d = w3;
            last_bank$6$d = last_in;
        end
        bank0$7$clock = clock;
        bank1$7$clock = clock;
        bank2$7$clock = clock;
        bank3$7$clock = clock;
        last_bank$7$clock = clock;
        bank0$7$d = bank0$7$q;
        bank1$7$d = bank1$7$q;
        bank2$7$d = bank2$7$q;
        bank3$7$d = bank3$7$q;
        last_bank$7$d = last_bank$7$q;
        if (push & (wr_ptr$q == 7)) begin
            bank0$7$d = w0;
            bank1$7$d = w1;
            bank2$7$d = w2;
            bank3$7$d = w3;
            last_bank$7$d = last_in;
        end
        bank0$8$clock = clock;
        bank1$8$clock = clock;
        bank2$8$clock = clock;
        bank3$8$clock = clock;
        last_bank$8$clock = clock;
        bank0$8$d = bank0$8$q;
        bank1$8$d = bank1$8$q;
        bank2$8$d = bank2$8$q;
        bank3$8$d = bank3$8$q;
        last_bank$8$d = last_bank$8$q;
        if (push & (wr_ptr$q == 8)) begin
            bank0$8$d = w0;
            bank1$8$d = w1;
            bank2$8$d = w2;
            bank3$8$d = w3;
            last_bank$8$d = last_in;
        end
        bank0$9$clock = clock;
        bank1$9$clock = clock;
        bank2$9$clock = clock;
        bank3$9$clock = clock;
        last_bank$9$clock = clock;
        bank0$9$d = bank0$9$q;
        bank1$9$d = bank1$9$q;
        bank2$9$d = bank2$9$q;
        bank3$9$d = bank3$9$q;
        last_bank$9$d = last_bank$9$q;
        if (push & (wr_ptr$q == 9)) begin
            bank0$9$d = w0;
            bank1$9$d = w1;
            bank2$9$d = w2;
            bank3$9$d = w3;
            last_bank$9$d = last_in;
        end
        bank0$10$clock = clock;
        bank1$10$clock = clock;
        bank2$10$clock = clock;
        bank3$10$clock = clock;
        last_bank$10$clock = clock;
        bank0$10$d = bank0$10$q;
        bank1$10$d = bank1$10$q;
        bank2$10$d = bank2$10$q;
        bank3$10$d = bank3$10$q;
        last_bank$10$d = last_bank$10$q;
        if (push & (wr_ptr$q == 10)) begin
            bank0$10$d = w0;
            bank1$10$d = w1;
            bank2$10$d = w2;
            bank3$10$d = w3;
            last_bank$10$d = last_in;
        end
        bank0$11$clock = clock;
        bank1$11$clock = clock;
        bank2$11$clock = clock;
        bank3$11$clock = clock;
        last_bank$11$clock = clock;
        bank0$11$d = bank0$11$q;
        bank1$11$d = bank1$11$q;
        bank2$11$d = bank2$11$q;
        bank3$11$d = bank3$11$q;
        last_bank$11$d = last_bank$11$q;
        if (push & (wr_ptr$q == 11)) begin
            bank0$11$d = w0;
            bank1$11$d = w1;
            bank2$11$d = w2;
            bank3$11$d = w3;
            last_bank$11$d = last_in;
        end
        bank0$12$clock = clock;
        bank1$12$clock = clock;
        bank2$12$clock = clock;
        bank3$12$clock = clock;
        last_bank$12$clock = clock;
        bank0$12$d = bank0$12$q;
        bank1$12$d = bank1$12$q;
        bank2$12$d = bank2$12$q;
        bank3$12$d = bank3$12$q;
        last_bank$12$d = last_bank$12$q;
        if (push & (wr_ptr$q == 12)) begin
            bank0$12$d = w0;
            bank1$12$d = w1;
            bank2$12$d = w2;
            bank3$12$d = w3;
            last_bank$12$d = last_in;
        end
        bank0$13$clock = clock;
        bank1$13$clock = clock;
        bank2$13$clock = clock;
        bank3$13$clock = clock;
        last_bank$13$clock = clock;
        bank0$13$d = bank0$13$q;
        bank1$13$d = bank1$13$q;
        bank2$13$d = bank2$13$q;
        bank3$13$d = bank3$13$q;
        last_bank$13$d = last_bank$13$q;
        if (push & (wr_ptr$q == 13)) begin
            bank0$13$d = w0;
            bank1$13$d = w1;
            bank2$13$d = w2;
            bank3$13$d = w3;
            last_bank$13$d = last_in;
        end
        bank0$14$clock = clock;
        bank1$14$clock = clock;
        bank2$14$clock = clock;
        bank3$14$clock = clock;
        last_bank$14$clock = clock;
        bank0$14$d = bank0$14$q;
        bank1$14$d = bank1$14$q;
        bank2$14$d = bank2$14$q;
        bank3$14$d = bank3$14$q;
        last_bank$14$d = last_bank$14$q;
        if (push & (wr_ptr$q == 14)) begin
            bank0$14$d = w0;
            bank1$14$d = w1;
            bank2$14$d = w2;
            bank3$14$d = w3;
            last_bank$14$d = last_in;
        end
        bank0$15$clock = clock;
        bank1$15$clock = clock;
        bank2$15$clock = clock;
        bank3$15$clock = clock;
        last_bank$15$clock = clock;
        bank0$15$d = bank0$15$q;
        bank1$15$d = bank1$15$q;
        bank2$15$d = bank2$15$q;
        bank3$15$d = bank3$15$q;
        last_bank$15$d = last_bank$15$q;
        if (push & (wr_ptr$q == 15)) begin
            bank0$15$d = w0;
            bank1$15$d = w1;
            bank2$15$d = w2;
            bank3$15$d = w3;
            last_bank$15$d = last_in;
        end
        bank0$16$clock = clock;
        bank1$16$clock = clock;
        bank2$16$clock = clock;
        bank3$16$clock = clock;
        last_bank$16$clock = clock;
        bank0$16$d = bank0$16$q;
        bank1$16$d = bank1$16$q;
        bank2$16$d = bank2$16$q;
        bank3$16$d = bank3$16$q;
        last_bank$16$d = last_bank$16$q;
        if (push & (wr_ptr$q == 16)) begin
            bank0$16$d = w0;
            bank1$16$d = w1;
            bank2$16$d = w2;
            bank3$16$d = w3;
            last_bank$16$d = last_in;
        end
        q0 = 32'h0;
        q1 = 32'h0;
        q2 = 32'h0;
        q3 = 32'h0;
        last = 1'b0;
        if (rd_ptr$q == 0) begin
            q0 = bank0$0$q;
            q1 = bank1$0$q;
            q2 = bank2$0$q;
            q3 = bank3$0$q;
            last = last_bank$0$q;
        end
        if (rd_ptr$q == 1) begin
            q0 = bank0$1$q;
            q1 = bank1$1$q;
            q2 = bank2$1$q;
            q3 = bank3$1$q;
            last = last_bank$1$q;
        end
        if (rd_ptr$q == 2) begin
            q0 = bank0$2$q;
            q1 = bank1$2$q;
            q2 = bank2$2$q;
            q3 = bank3$2$q;
            last = last_bank$2$q;
        end
        if (rd_ptr$q == 3) begin
            q0 = bank0$3$q;
            q1 = bank1$3$q;
            q2 = bank2$3$q;
            q3 = bank3$3$q;
            last = last_bank$3$q;
        end
        if (rd_ptr$q == 4) begin
            q0 = bank0$4$q;
            q1 = bank1$4$q;
            q2 = bank2$4$q;
            q3 = bank3$4$q;
            last = last_bank$4$q;
        end
        if (rd_ptr$q == 5) begin
            q0 = bank0$5$q;
            q1 = bank1$5$q;
            q2 = bank2$5$q;
            q3 = bank3$5$q;
            last = last_bank$5$q;
        end
        if (rd_ptr$q == 6) begin
            q0 = bank0$6$q;
            q1 = bank1$6$q;
            q2 = bank2$6$q;
            q3 = bank3$6$q;
            last = last_bank$6$q;
        end
        if (rd_ptr$q == 7) begin
            q0 = bank0$7$q;
            q1 = bank1$7$q;
            q2 = bank2$7$q;
            q3 = bank3$7$q;
            last = last_bank$7$q;
        end
        if (rd_ptr$q == 8) begin
            q0 = bank0$8$q;
            q1 = bank1$8$q;
            q2 = bank2$8$q;
            q3 = bank3$8$q;
            last = last_bank$8$q;
        end
        if (rd_ptr$q == 9) begin
            q0 = bank0$9$q;
            q1 = bank1$9$q;
            q2 = bank2$9$q;
            q3 = bank3$9$q;
            last = last_bank$9$q;
        end
        if (rd_ptr$q == 10) begin
            q0 = bank0$10$q;
            q1 = bank1$10$q;
            q2 = bank2$10$q;
            q3 = bank3$10$q;
            last = last_bank$10$q;
        end
        if (rd_ptr$q == 11) begin
            q0 = bank0$11$q;
            q1 = bank1$11$q;
            q2 = bank2$11$q;
            q3 = bank3$11$q;
            last = last_bank$11$q;
        end
        if (rd_ptr$q == 12) begin
            q0 = bank0$12$q;
            q1 = bank1$12$q;
            q2 = bank2$12$q;
            q3 = bank3$12$q;
            last = last_bank$12$q;
        end
        if (rd_ptr$q == 13) begin
            q0 = bank0$13$q;
            q1 = bank1$13$q;
            q2 = bank2$13$q;
            q3 = bank3$13$q;
            last = last_bank$13$q;
        end
        if (rd_ptr$q == 14) begin
            q0 = bank0$14$q;
            q1 = bank1$14$q;
            q2 = bank2$14$q;
            q3 = bank3$14$q;
            last = last_bank$14$q;
        end
        if (rd_ptr$q == 15) begin
            q0 = bank0$15$q;
            q1 = bank1$15$q;
            q2 = bank2$15$q;
            q3 = bank3$15$q;
            last = last_bank$15$q;
        end
        if (rd_ptr$q == 16) begin
            q0 = bank0$16$q;
            q1 = bank1$16$q;
            q2 = bank2$16$q;
            q3 = bank3$16$q;
            last = last_bank$16$q;
        end
        valid = fill$q != zero;
        if (push) begin
            if (wr_ptr$q == top_entry) begin
                wr_ptr$d = zero;
            end
            else begin
                wr_ptr$d = wr_ptr$q + one;
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
            wr_ptr$d = zero;
            rd_ptr$d = zero;
            fill$d = zero;
        end
    end

endmodule // aes_axis_fifo

// Used by instance: regs
module aes_axis_regs(clock,reset,awaddr,awvalid,awready,wdata,wstrb,wvalid,wready,bresp,bvalid,bready,araddr,arvalid,arready,rdata,rresp,rvalid,rready,key_ready,busy,deriving,refreshing,blocks_in,blocks_out,key_we,key_addr,key_data,key_len,decrypt,zeroize);

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
    input wire  [31:0] blocks_in;
    input wire  [31:0] blocks_out;
    output reg  key_we;
    output reg  [2:0] key_addr;
    output reg  [31:0] key_data;
    output reg  [1:0] key_len;
    output reg  decrypt;
    output reg  zeroize;

    // Constant declarations
    localparam  has_decrypt = 1'b1;
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
    reg  [7:0] map$wr_addr;
    reg  [1:0] map$ctrl_key_len;
    reg  map$ctrl_decrypt;
    reg  [7:0] map$rd_addr;
    reg  map$key_ready;
    reg  map$busy;
    reg  map$deriving;
    reg  map$refreshing;
    reg  [31:0] map$blocks_in;
    reg  [31:0] map$blocks_out;
    wire  map$wr_mapped;
    wire  map$wr_ctrl;
    wire  map$wr_key;
    wire  map$wr_key_any;
    wire  [2:0] map$wr_key_index;
    wire  map$rd_mapped;
    wire  [31:0] map$rd_data;
    reg  [31:0] merge$q;
    reg  [31:0] merge$d;
    reg  [3:0] merge$strb;
    wire  [31:0] merge$y;

    // Local signals
    reg  do_write;
    reg  zeroize_bit;
    reg  [31:0] selected;
    reg  ctrl_fields;
    reg  [1:0] written_key_len;

    // Sub module instances
    aes_axis_dff1 aw_full(.d(aw_full$d), .q(aw_full$q), .clock(aw_full$clock));
    aes_axis_regs_aw_addr aw_addr(.d(aw_addr$d), .q(aw_addr$q), .clock(aw_addr$clock));
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
    aes_axis_regs_map map(.wr_addr(map$wr_addr), .ctrl_key_len(map$ctrl_key_len),
        .ctrl_decrypt(map$ctrl_decrypt), .rd_addr(map$rd_addr), .key_ready(map$key_ready),
        .busy(map$busy), .deriving(map$deriving), .refreshing(map$refreshing),
        .blocks_in(map$blocks_in), .blocks_out(map$blocks_out), .wr_mapped(map$wr_mapped),
        .wr_ctrl(map$wr_ctrl), .wr_key(map$wr_key), .wr_key_any(map$wr_key_any),
        .wr_key_index(map$wr_key_index), .rd_mapped(map$rd_mapped), .rd_data(map$rd_data));
    aes_axis_regs_merge merge(.q(merge$q), .d(merge$d), .strb(merge$strb), .y(merge$y));

    // Update code
    always @(*) begin
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
        bvalid = b_valid$q;
        bresp = b_resp$q;
        rvalid = r_valid$q;
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
        map$wr_addr = aw_addr$q;
        map$rd_addr = araddr;
        map$key_ready = key_ready;
        map$busy = busy;
        map$deriving = deriving;
        map$refreshing = refreshing;
        map$blocks_in = blocks_in;
        map$blocks_out = blocks_out;
        do_write = aw_full$q & w_full$q & ~b_valid$q;
        if (do_write) begin
            aw_full$d = 1'b0;
            w_full$d = 1'b0;
            b_valid$d = 1'b1;
            if (map$wr_mapped) begin
                b_resp$d = resp_okay;
            end
            else begin
                b_resp$d = resp_slverr;
            end
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
        selected = key_copy$0$q;
        if (map$wr_key_index == 0) begin
            selected = key_copy$0$q;
        end
        if (map$wr_key_index == 1) begin
            selected = key_copy$1$q;
        end
        if (map$wr_key_index == 2) begin
            selected = key_copy$2$q;
        end
        if (map$wr_key_index == 3) begin
            selected = key_copy$3$q;
        end
        if (map$wr_key_index == 4) begin
            selected = key_copy$4$q;
        end
        if (map$wr_key_index == 5) begin
            selected = key_copy$5$q;
        end
        if (map$wr_key_index == 6) begin
            selected = key_copy$6$q;
        end
        if (map$wr_key_index == 7) begin
            selected = key_copy$7$q;
        end
        merge$q = selected;
        merge$d = w_data$q;
        merge$strb = w_strb$q;
        if (do_write & map$wr_key & (map$wr_key_index == 0)) begin
            key_copy$0$d = merge$y;
        end
        if (do_write & map$wr_key & (map$wr_key_index == 1)) begin
            key_copy$1$d = merge$y;
        end
        if (do_write & map$wr_key & (map$wr_key_index == 2)) begin
            key_copy$2$d = merge$y;
        end
        if (do_write & map$wr_key & (map$wr_key_index == 3)) begin
            key_copy$3$d = merge$y;
        end
        if (do_write & map$wr_key & (map$wr_key_index == 4)) begin
            key_copy$4$d = merge$y;
        end
        if (do_write & map$wr_key & (map$wr_key_index == 5)) begin
            key_copy$5$d = merge$y;
        end
        if (do_write & map$wr_key & (map$wr_key_index == 6)) begin
            key_copy$6$d = merge$y;
        end
        if (do_write & map$wr_key & (map$wr_key_index == 7)) begin
            key_copy$7$d = merge$y;
        end
        zeroize_bit = w_strb$q[32'h3] & w_data$q[32'h1f];
        zeroize = do_write & map$wr_ctrl & zeroize_bit;
        key_we = do_write & (map$wr_key_any | (map$wr_ctrl & ~zeroize_bit));
        key_addr = map$wr_key_index;
        if (map$wr_key) begin
            key_data = merge$y;
        end
        else begin
            key_data = key_copy$0$q;
        end
        ctrl_fields = do_write & map$wr_ctrl & w_strb$q[32'h0];
        written_key_len = keylen_128;
        if (has_192_256 & ((w_data$q[(32'h1)+:(2)] == keylen_192) | (w_data$q[(32'h1)+:(2)] == keylen_256))) begin
            written_key_len = w_data$q[(32'h1)+:(2)];
        end
        key_len = ctrl_key_len$q;
        decrypt = ctrl_decrypt$q;
        if (ctrl_fields) begin
            ctrl_key_len$d = written_key_len;
            ctrl_decrypt$d = w_data$q[32'h0] & has_decrypt;
            key_len = written_key_len;
            decrypt = w_data$q[32'h0] & has_decrypt;
        end
        map$ctrl_key_len = ctrl_key_len$q;
        map$ctrl_decrypt = ctrl_decrypt$q;
        if (zeroize | reset) begin
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
        end
        if (reset) begin
            aw_full$d = 1'b0;
            w_full$d = 1'b0;
            b_valid$d = 1'b0;
            r_valid$d = 1'b0;
        end
    end

endmodule // aes_axis_regs

// Used by instance: regs$aw_addr
module aes_axis_regs_aw_addr(d,q,clock);

    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;

    // Update code (custom)
    initial q = 8'd0;

    always @(posedge clock) q <= d;
endmodule // aes_axis_regs_aw_addr

// Used by instance: regs$map
module aes_axis_regs_map(wr_addr,ctrl_key_len,ctrl_decrypt,rd_addr,key_ready,busy,deriving,refreshing,blocks_in,blocks_out,wr_mapped,wr_ctrl,wr_key,wr_key_any,wr_key_index,rd_mapped,rd_data);

    // Module arguments
    input wire  [7:0] wr_addr;
    input wire  [1:0] ctrl_key_len;
    input wire  ctrl_decrypt;
    input wire  [7:0] rd_addr;
    input wire  key_ready;
    input wire  busy;
    input wire  deriving;
    input wire  refreshing;
    input wire  [31:0] blocks_in;
    input wire  [31:0] blocks_out;
    output reg  wr_mapped;
    output reg  wr_ctrl;
    output reg  wr_key;
    output reg  wr_key_any;
    output reg  [2:0] wr_key_index;
    output reg  rd_mapped;
    output reg  [31:0] rd_data;

    // Constant declarations
    localparam  caps = 32'h7;

    // Update code (custom)
    wire unused_address_bits = &{1'b0, wr_addr[1:0], rd_addr[1:0]};
    always @(*) begin
        wr_mapped = 1'b0; wr_ctrl = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0;
        case (wr_addr[7:2])
            6'd0: begin wr_mapped = 1'b1; wr_ctrl = 1'b1; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; end
            6'd1: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; end
            6'd4: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd0; end
            6'd5: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd1; end
            6'd6: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd2; end
            6'd7: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd3; end
            6'd8: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd4; end
            6'd9: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd5; end
            6'd10: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd6; end
            6'd11: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b1; wr_key_any = 1'b1; wr_key_index = 3'd7; end
            6'd12: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; end
            6'd13: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; end
            6'd14: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; end
            6'd15: begin wr_mapped = 1'b1; wr_ctrl = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; end
            default: ;
        endcase
        rd_mapped = 1'b0; rd_data = 32'd0;
        case (rd_addr[7:2])
            6'd0: begin rd_mapped = 1'b1; rd_data = {29'd0, ctrl_key_len, ctrl_decrypt}; end
            6'd1: begin rd_mapped = 1'b1; rd_data = {28'd0, refreshing, deriving, busy, key_ready}; end
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
            6'd15: begin rd_mapped = 1'b1; rd_data = 32'h41455301; end
            default: ;
        endcase
    end
endmodule // aes_axis_regs_map

// Used by instance: regs$merge
module aes_axis_regs_merge(q,d,strb,y);

    // Module arguments
    input wire  [31:0] q;
    input wire  [31:0] d;
    input wire  [3:0] strb;
    output reg  [31:0] y;

    // Update code (custom)
    always @(*) y = {strb[3] ? d[31:24] : q[31:24], strb[2] ? d[23:16] : q[23:16], strb[1] ? d[15:8] : q[15:8], strb[0] ? d[7:0] : q[7:0]};
endmodule // aes_axis_regs_merge
