// mymul: openMSP430 hardware multiplier.
// Generated from the RustHDL design in hdl/ by `aes-fpga export`; do not edit.
// Identical instances share one module; the comment above each module lists its instances.

module mymul(mclk,puc_rst,per_addr,per_din,per_en,per_we,per_dout);

    // Module arguments
    input wire  mclk;
    input wire  puc_rst;
    input wire  [13:0] per_addr;
    input wire  [15:0] per_din;
    input wire  per_en;
    input wire  [1:0] per_we;
    output reg  [15:0] per_dout;

    // Constant declarations
    localparam  addr_a = 14'b10100000;
    localparam  addr_b = 14'b10100001;
    localparam  addr_lo = 14'b10100010;
    localparam  addr_hi = 14'b10100011;
    localparam  addr_ctl = 14'b10100100;
    localparam  ctl_zero = 3'b0;

    // Stub signals
    reg  [15:0] hw_a$d;
    wire  [15:0] hw_a$q;
    reg  hw_a$clock;
    reg  [15:0] hw_b$d;
    wire  [15:0] hw_b$q;
    reg  hw_b$clock;
    reg  [15:0] hw_lo$d;
    wire  [15:0] hw_lo$q;
    reg  hw_lo$clock;
    reg  [15:0] hw_hi$d;
    wire  [15:0] hw_hi$q;
    reg  hw_hi$clock;
    reg  [2:0] hw_ctl$d;
    wire  [2:0] hw_ctl$q;
    reg  hw_ctl$clock;

    // Local signals
    reg  sel_a;
    reg  sel_b;
    reg  sel_lo;
    reg  sel_hi;
    reg  sel_ctl;
    reg  rd;
    reg  [15:0] byte_mask;
    reg  go;
    reg  [31:0] product;
    reg  [15:0] p_lo;
    reg  [15:0] p_hi;
    reg  [15:0] sum_lo;
    reg  [15:0] ctl_go16;
    reg  [15:0] ctl_signed16;
    reg  [15:0] ctl_acc16;

    // Sub module instances
    mymul_dff16 hw_a(.d(hw_a$d), .q(hw_a$q), .clock(hw_a$clock));
    mymul_dff16 hw_b(.d(hw_b$d), .q(hw_b$q), .clock(hw_b$clock));
    mymul_dff16 hw_lo(.d(hw_lo$d), .q(hw_lo$q), .clock(hw_lo$clock));
    mymul_dff16 hw_hi(.d(hw_hi$d), .q(hw_hi$q), .clock(hw_hi$clock));
    mymul_hw_ctl hw_ctl(.d(hw_ctl$d), .q(hw_ctl$q), .clock(hw_ctl$clock));

    // Update code
    always @(*) begin
        hw_a$clock = mclk;
        hw_b$clock = mclk;
        hw_lo$clock = mclk;
        hw_hi$clock = mclk;
        hw_ctl$clock = mclk;
        hw_a$d = hw_a$q;
        hw_b$d = hw_b$q;
        hw_lo$d = hw_lo$q;
        hw_hi$d = hw_hi$q;
        hw_ctl$d = hw_ctl$q;
        sel_a = (per_addr == addr_a);
        sel_b = (per_addr == addr_b);
        sel_lo = (per_addr == addr_lo);
        sel_hi = (per_addr == addr_hi);
        sel_ctl = (per_addr == addr_ctl);
        rd = per_en & ~|per_we;
        byte_mask = 16'h0;
        if (per_en) begin
            if (per_we[32'h0] & per_we[32'h1]) begin
                byte_mask = 16'hffff;
            end
            else if (per_we[32'h0]) begin
                byte_mask = 16'hff;
            end
            else if (per_we[32'h1]) begin
                byte_mask = 16'hff00;
            end
        end
        if (sel_a) begin
            hw_a$d = (hw_a$q & ~byte_mask) | (per_din & byte_mask);
        end
        if (sel_b) begin
            hw_b$d = (hw_b$q & ~byte_mask) | (per_din & byte_mask);
        end
        if (sel_ctl & byte_mask[32'h0]) begin
            hw_ctl$d = per_din[(32'h0)+:(3)];
        end
        go = sel_ctl & byte_mask[32'h0] & per_din[32'h0] & ~hw_ctl$q[32'h0];
        product = hw_a$q * hw_b$q;
        p_lo = product[(32'h0)+:(16)];
        p_hi = product[(32'h10)+:(16)];
        if (per_din[32'h1]) begin
            if (hw_a$q[32'hf] & hw_b$q[32'hf]) begin
                p_hi = product[(32'h10)+:(16)] - hw_b$q - hw_a$q;
            end
            else if (hw_a$q[32'hf]) begin
                p_hi = product[(32'h10)+:(16)] - hw_b$q;
            end
            else if (hw_b$q[32'hf]) begin
                p_hi = product[(32'h10)+:(16)] - hw_a$q;
            end
        end
        sum_lo = hw_lo$q + p_lo;
        if (go) begin
            if (per_din[32'h2]) begin
                hw_lo$d = sum_lo;
                if ((sum_lo < hw_lo$q)) begin
                    hw_hi$d = hw_hi$q + p_hi + 16'h1;
                end
                else begin
                    hw_hi$d = hw_hi$q + p_hi;
                end
            end
            else begin
                hw_lo$d = p_lo;
                hw_hi$d = p_hi;
            end
        end
        ctl_go16 = 16'h0;
        ctl_signed16 = 16'h0;
        ctl_acc16 = 16'h0;
        if (hw_ctl$q[32'h0]) begin
            ctl_go16 = 16'h1;
        end
        if (hw_ctl$q[32'h1]) begin
            ctl_signed16 = 16'h2;
        end
        if (hw_ctl$q[32'h2]) begin
            ctl_acc16 = 16'h4;
        end
        per_dout = 16'h0;
        if (rd) begin
            if (sel_a) begin
                per_dout = hw_a$q;
            end
            else if (sel_b) begin
                per_dout = hw_b$q;
            end
            else if (sel_lo) begin
                per_dout = hw_lo$q;
            end
            else if (sel_hi) begin
                per_dout = hw_hi$q;
            end
            else if (sel_ctl) begin
                per_dout = ctl_go16 | ctl_signed16 | ctl_acc16;
            end
        end
        if (puc_rst) begin
            hw_a$d = 16'h0;
            hw_b$d = 16'h0;
            hw_lo$d = 16'h0;
            hw_hi$d = 16'h0;
            hw_ctl$d = ctl_zero;
        end
    end

endmodule // mymul

// Used by 4 instances: hw_a, hw_b, hw_hi, hw_lo
module mymul_dff16(d,q,clock);

    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 16'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mymul_dff16

// Used by instance: hw_ctl
module mymul_hw_ctl(d,q,clock);

    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;

    // Update code (custom)
    initial begin
       q = 3'h0;
    end

    always @(posedge clock) begin
       q <= d;
    end

endmodule // mymul_hw_ctl
