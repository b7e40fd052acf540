// Properties of `AxiLiteRegs` (hdl/src/aes_axis/axi_lite_regs.rs), the AXI4-Lite slave of
// `aes_axis`, from AMBA AXI4 (ARM IHI 0022, chapters A3 and B1) and the `aes_axis` contract.
//
// testbench/tests/formal.rs instantiates this module inside the exported block's own module
// (the textual equivalent of a SystemVerilog `bind`, which Yosys does not read) with `.*`, so
// its ports are the block's ports and, for the induction invariants, a few of its flip-flops
// (`<name>$q`). The register map comes in as parameters computed from the register contract
// (`aes_fpga_driver::regs`), bit `w` of a mask standing for the word at byte offset `4 * w`.
//
// The master is any legal AXI4-Lite master (assumptions below): `valid` low during reset,
// `valid` and its payload held until the handshake, `bready`/`rready` free, AW and W in any
// order and at any distance. The proof is unbounded (k-induction): the outstanding-transaction
// counters and shadow queues below are tied to the block's holding registers by the
// invariants at the end, so that induction needs only a few steps.
module axi_lite_regs_props #(
    parameter [63:0] MAPPED = 0,        // words that exist (OKAY), the others SLVERR
    parameter [63:0] KEY_WORDS = 0,     // KEY0..KEY7: write-only, read 0
    parameter [63:0] STORED_KEYS = 0,   // key words the build keeps (the others reach the core as 0)
    parameter [63:0] IV_WORDS = 0,      // IV0..IV3
    parameter [63:0] MODE_WORDS = 0,    // registers the modes own (AAD_LEN, XKEY0..7)
    parameter [5:0] CTRL_WORD = 0,
    parameter [5:0] KEY0_WORD = 0,
    parameter [5:0] IV0_WORD = 0,
    parameter integer KEYLEN_SHIFT = 0, // CTRL.KEYLEN, two bits
    parameter [3:0] KEYLENS = 0,        // bit v: KEYLEN = v is stored as written (else as 0)
    parameter integer ZEROIZE_BIT = 0,  // CTRL.ZEROIZE
    parameter integer WRITE_RESPONSE_CYCLES = 0  // both halves held to bvalid
) (
    input clock, input reset,
    input [7:0] awaddr, input awvalid, input awready,
    input [31:0] wdata, input [3:0] wstrb, input wvalid, input wready,
    input [1:0] bresp, input bvalid, input bready,
    input [7:0] araddr, input arvalid, input arready,
    input [31:0] rdata, input [1:0] rresp, input rvalid, input rready,
    // Towards the core and the modes.
    input key_we_next, input [2:0] key_addr_next, input [31:0] key_data_next,
    input ctrl_we_next, input [1:0] key_len_next, input zeroize_next,
    input iv_we, input [1:0] iv_index, input [31:0] iv_data,
    input [31:0] iv$0, input [31:0] iv$1, input [31:0] iv$2, input [31:0] iv$3,
    input mode_reg_we, input [5:0] mode_reg_word, input [31:0] mode_reg_data, input [3:0] mode_reg_strb,
    // The block's state, for the induction invariants only.
    input aw_full$q, input [7:0] aw_addr$q, input w_full$q, input [31:0] w_data$q,
    input [3:0] w_strb$q, input apply$q, input b_valid$q, input [1:0] b_resp$q, input r_valid$q,
    input [1:0] ctrl_key_len$q,
    input [31:0] key_copy$0$q, input [31:0] key_copy$1$q, input [31:0] key_copy$2$q,
    input [31:0] key_copy$3$q, input [31:0] key_copy$4$q, input [31:0] key_copy$5$q,
    input [31:0] key_copy$6$q, input [31:0] key_copy$7$q
);
    localparam [1:0] OKAY = 2'b00, SLVERR = 2'b10;

    function automatic [1:0] resp_of(input [7:0] addr);
        resp_of = MAPPED[addr[7:2]] ? OKAY : SLVERR;
    endfunction
    function automatic [31:0] merge(input [31:0] old, input [31:0] data, input [3:0] strb);
        merge = {strb[3] ? data[31:24] : old[31:24], strb[2] ? data[23:16] : old[23:16],
                 strb[1] ? data[15:8] : old[15:8], strb[0] ? data[7:0] : old[7:0]};
    endfunction
    function automatic [1:0] stored_keylen(input [1:0] v);
        stored_keylen = KEYLENS[v] ? v : 2'd0;
    endfunction

    reg f_past_valid = 1'b0;
    always @(posedge clock) f_past_valid <= 1'b1;

    // ---- The master: legal AXI4-Lite (assumptions) ----
    always @(*) begin
        if (!f_past_valid) assume(reset);
        // A3.1.2: valid low while reset is asserted.
        if (reset) assume(!awvalid && !wvalid && !arvalid);
    end
    always @(posedge clock) if (f_past_valid && !$past(reset) && !reset) begin
        // A3.2.1: once valid is high it stays high, its payload stable, until the handshake.
        if ($past(awvalid && !awready)) assume(awvalid && awaddr == $past(awaddr));
        if ($past(wvalid && !wready)) assume(wvalid && wdata == $past(wdata) && wstrb == $past(wstrb));
        if ($past(arvalid && !arready)) assume(arvalid && araddr == $past(araddr));
    end

    wire aw_hs = awvalid && awready, w_hs = wvalid && wready, b_hs = bvalid && bready;
    wire ar_hs = arvalid && arready, r_hs = rvalid && rready;

    // ---- Outstanding transactions and their shadow queues (oldest in entry 0) ----
    // AW and W beats accepted and not yet answered by a B; AR beats not yet answered by an R.
    reg [1:0] f_aw_n = 0, f_w_n = 0, f_ar_n = 0;
    reg [7:0] f_aw0, f_aw1, f_ar0;
    reg [31:0] f_wd0, f_wd1;
    reg [3:0] f_ws0, f_ws1;
    // CTRL.KEYLEN, read back with the AR beat (sampled when the AR beat is taken).
    reg [1:0] f_ar_keylen;
    always @(posedge clock) begin
        if (reset) begin
            f_aw_n <= 0; f_w_n <= 0; f_ar_n <= 0;
        end else begin
            f_aw_n <= f_aw_n + aw_hs - b_hs;
            f_w_n <= f_w_n + w_hs - b_hs;
            f_ar_n <= f_ar_n + ar_hs - r_hs;
            if (b_hs) begin
                f_aw0 <= f_aw1; f_wd0 <= f_wd1; f_ws0 <= f_ws1;
            end
            if (aw_hs) begin
                if (f_aw_n - b_hs == 0) f_aw0 <= awaddr; else f_aw1 <= awaddr;
            end
            if (w_hs) begin
                if (f_w_n - b_hs == 0) begin f_wd0 <= wdata; f_ws0 <= wstrb; end
                else begin f_wd1 <= wdata; f_ws1 <= wstrb; end
            end
            if (ar_hs) begin f_ar0 <= araddr; f_ar_keylen <= f_keylen; end
        end
    end

    // ---- The register semantics the writes must have (the oldest write is the one applied) ----
    wire head_key = KEY_WORDS[f_aw0[7:2]];
    wire [2:0] head_key_index = f_aw0[7:2] - KEY0_WORD;
    wire [1:0] head_iv_index = f_aw0[7:2] - IV0_WORD;
    wire head_ctrl = f_aw0[7:2] == CTRL_WORD;
    // The decode cycle: the oldest write held whole and not yet performed or answered.
    wire f_decode = aw_full$q && w_full$q && !b_valid$q && !reset;
    // The apply cycle, the one after the decode: the write is performed.
    wire f_apply = apply$q;
    // The key words as the core must see them: every key-word write merges its strobes into
    // the word; a zeroize, a KEYLEN change and reset clear them.
    reg [31:0] f_key [0:7];
    reg [1:0] f_keylen = 0;
    integer i;
    initial for (i = 0; i < 8; i = i + 1) f_key[i] = 0;
    wire [31:0] head_key_word = f_key[head_key_index];
    wire [1:0] head_keylen = stored_keylen(f_wd0[KEYLEN_SHIFT +: 2]);
    // CTRL.KEYLEN is stored when the write is decoded (the core registers it for the apply
    // cycle); whether it changed is remembered for the apply cycle, which clears the key words.
    reg f_len_change = 0;
    always @(posedge clock) begin
        if (reset) begin
            for (i = 0; i < 8; i = i + 1) f_key[i] <= 0;
            f_keylen <= 0;
        end else begin
            f_len_change <= head_keylen != f_keylen;
            if (f_decode && head_ctrl && f_ws0[0]) f_keylen <= head_keylen;
            if (f_apply) begin
                if (head_key && STORED_KEYS[f_aw0[7:2]] && |f_ws0)
                    f_key[head_key_index] <= merge(head_key_word, f_wd0, f_ws0);
                if (head_ctrl && ((f_ws0[ZEROIZE_BIT / 8] && f_wd0[ZEROIZE_BIT]) || (f_ws0[0] && f_len_change)))
                    for (i = 0; i < 8; i = i + 1) f_key[i] <= 0;
            end
        end
    end

    reg [31:0] f_iv_sel;
    always @(*) case (head_iv_index)
        2'd0: f_iv_sel = iv$0; 2'd1: f_iv_sel = iv$1; 2'd2: f_iv_sel = iv$2; default: f_iv_sel = iv$3;
    endcase


    always @(*) if (!reset) begin
        // ---- AXI4-Lite protocol ----
        // No response without a request: a B answers an AW and a W beat, an R an AR beat.
        if (bvalid) assert(f_aw_n != 0 && f_w_n != 0);
        if (rvalid) assert(f_ar_n != 0);
        // The response of the oldest request: SLVERR exactly on the unmapped words (B1.1.1
        // allows either; the contract says which).
        if (bvalid) assert(bresp == resp_of(f_aw0));
        if (rvalid) assert(rresp == resp_of(f_ar0));
        // Unmapped words and key words read 0.
        if (rvalid && (!MAPPED[f_ar0[7:2]] || KEY_WORDS[f_ar0[7:2]])) assert(rdata == 0);
        if (rvalid && f_ar0[7:2] == CTRL_WORD) assert(rdata[KEYLEN_SHIFT +: 2] == f_ar_keylen);
        // AW and W in either order: a half that waits for its partner is taken, and a slave
        // that holds nothing takes any request.
        if (f_w_n < f_aw_n || f_w_n == 0) assert(wready);
        if (f_aw_n < f_w_n || f_aw_n == 0) assert(awready);
        if (f_ar_n == 0) assert(arready);

        // ---- wstrb honoured on every writable register ----
        assert(key_we_next == (f_decode && head_key && |f_ws0));
        if (key_we_next) begin
            assert(key_addr_next == head_key_index);
            assert(key_data_next == (STORED_KEYS[f_aw0[7:2]] ? merge(head_key_word, f_wd0, f_ws0) : 32'd0));
        end
        assert(ctrl_we_next == (f_decode && head_ctrl && f_ws0[0]));
        if (ctrl_we_next) assert(key_len_next == head_keylen);
        assert(zeroize_next == (f_decode && head_ctrl && f_ws0[ZEROIZE_BIT / 8] && f_wd0[ZEROIZE_BIT]));
        assert(iv_we == (f_apply && IV_WORDS[f_aw0[7:2]] && |f_ws0));
        if (iv_we) assert(iv_index == head_iv_index && iv_data == merge(f_iv_sel, f_wd0, f_ws0));
        assert(mode_reg_we == (f_apply && MODE_WORDS[f_aw0[7:2]] && |f_ws0));
        if (mode_reg_we)
            assert(mode_reg_word == f_aw0[7:2] && mode_reg_data == f_wd0 && mode_reg_strb == f_ws0);
    end

    // Reset (A3.1.2 and the contract): no valid and no ready while reset is asserted.
    always @(*) if (reset) assert(!awready && !wready && !arready && !bvalid && !rvalid);

    // A3.2.1: a response stays valid with a stable payload until it is taken.
    always @(posedge clock) if (f_past_valid && !$past(reset) && !reset) begin
        if ($past(bvalid && !bready)) assert(bvalid && bresp == $past(bresp));
        if ($past(rvalid && !rready)) assert(rvalid && rresp == $past(rresp) && rdata == $past(rdata));
        // A read is answered in the cycle after its AR beat.
        if ($past(ar_hs)) assert(rvalid);
    end

    // Every AW + W pair is answered: the B follows WRITE_RESPONSE_CYCLES cycles after both halves
    // are held with no earlier response outstanding, and then stays until taken (above).
    reg [3:0] f_wait = 0;
    always @(posedge clock)
        f_wait <= (!reset && f_aw_n != 0 && f_w_n != 0 && !bvalid) ? f_wait + 1 : 0;
    always @(*) assert(f_wait <= WRITE_RESPONSE_CYCLES);

    // ---- Induction invariants: the counters and queues are the block's holding registers ----
    always @(*) if (f_past_valid && !reset) begin
        assert(!(apply$q && b_valid$q));
        assert(f_aw_n == aw_full$q + apply$q + b_valid$q);
        assert(f_w_n == w_full$q + apply$q + b_valid$q);
        assert(f_ar_n == r_valid$q);
        if (aw_full$q) assert(aw_addr$q == (f_aw_n == 2 ? f_aw1 : f_aw0));
        if (w_full$q) assert(w_data$q == (f_w_n == 2 ? f_wd1 : f_wd0) && w_strb$q == (f_w_n == 2 ? f_ws1 : f_ws0));
        if (apply$q) assert(w_data$q == f_wd0 && w_strb$q == f_ws0 && b_resp$q == resp_of(f_aw0));
        assert(ctrl_key_len$q == f_keylen);
        assert(key_copy$0$q == f_key[0] && key_copy$1$q == f_key[1] && key_copy$2$q == f_key[2]
               && key_copy$3$q == f_key[3] && key_copy$4$q == f_key[4] && key_copy$5$q == f_key[5]
               && key_copy$6$q == f_key[6] && key_copy$7$q == f_key[7]);
    end
endmodule
