// Properties of `OutputFifo` (hdl/src/aes_axis/output_fifo.rs), the FIFO that drives `m_axis`
// of `aes_axis` (`valid`, `q`, `last` are `m_axis_tvalid`, `tdata`, `tlast`; `pop` is the
// `m_axis` handshake), from AMBA AXI4-Stream (ARM IHI 0051, 2.2.1: once `TVALID` is asserted it
// stays asserted, and `TDATA`/`TLAST` stay unchanged, until the handshake).
//
// cli/tests/formal.rs instantiates this module inside the exported FIFO's own module with `.*`
// (a textual `bind`), so its ports are the FIFO's ports and a few of its signals; the entries,
// inside its register files, are connected after flattening. Proved by k-induction.
//
// The FIFO's caller (`aes_axis`) promises, and the assumptions below take as given: no push
// into a full FIFO (its credits, `aes_axis.rs`), a pop only of a valid head, and no push while
// or just after it reports its source idle (a block accepted by an idle core is pushed a whole
// latency later), which is when a wipe may clear the entries. axis_stream.sv asserts these
// promises of `aes_axis`, with the count defined as here (pushes minus pops since reset).
module output_fifo_props #(
    parameter integer DEPTH = 1
) (
    input clock, input reset,
    input push, input [31:0] w$0, input [31:0] w$1, input [31:0] w$2, input [31:0] w$3, input last_in,
    input wipe, input source_idle,
    input pop, input valid, input [31:0] q$0, input [31:0] q$1, input [31:0] q$2, input [31:0] q$3, input last,
    // The FIFO's state, for the induction invariants: its counts, and its entries (column `c`
    // of entry `i` in bits `32 i +: 32` of `col<c>`, its `last` flag in bit `i` of `lasts`),
    // connected after flattening.
    input [5:0] fill$q, input [5:0] rd_ptr$q, input [63:0] wr_at, input [4:0] clears$q,
    input [32*DEPTH-1:0] col0, input [32*DEPTH-1:0] col1, input [32*DEPTH-1:0] col2,
    input [32*DEPTH-1:0] col3, input [DEPTH-1:0] lasts
);
    reg f_past_valid = 1'b0;
    always @(posedge clock) f_past_valid <= 1'b1;

    // Beats pushed and not yet popped.
    reg [6:0] f_count = 0;
    always @(posedge clock) f_count <= reset ? 7'd0 : f_count + push - pop;

    // ---- The caller ----
    always @(*) begin
        if (!f_past_valid) assume(reset);
        if (push) assume(f_count < DEPTH && !source_idle);
        if (pop) assume(valid);
    end
    always @(posedge clock) if (f_past_valid && push) assume(!$past(source_idle));

    // ---- One beat followed through the FIFO: it leaves whole, in its place ----
    // `f_pick` is free: the solver chooses which push to follow.
    wire f_pick;
    assign f_pick = $anyseq;
    reg f_tracking = 0;
    reg [6:0] f_ahead;           // beats in front of it
    reg [127:0] f_data;
    reg f_last;
    always @(posedge clock) begin
        if (reset) f_tracking <= 0;
        else if (!f_tracking && push && f_pick) begin
            f_tracking <= 1;
            f_ahead <= f_count - pop;
            f_data <= {w$3, w$2, w$1, w$0};
            f_last <= last_in;
        end else if (f_tracking && pop) begin
            if (f_ahead == 0) f_tracking <= 0;
            else f_ahead <= f_ahead - 1;
        end
    end

    wire [6:0] f_slot = (rd_ptr$q + f_ahead) % DEPTH;
    always @(*) if (f_past_valid && !reset) begin
        // A beat at the head while there is one, and none while there is none.
        assert(valid == (f_count != 0));
        if (f_tracking) begin
            assert(f_ahead < f_count);
            if (f_ahead == 0) assert(valid && {q$3, q$2, q$1, q$0} == f_data && last == f_last);
        end
        // The state agrees with the counts (induction invariants): the followed beat is in its
        // entry, and a wipe's clear is under way only while the FIFO is empty.
        assert(fill$q == f_count && rd_ptr$q < DEPTH);
        assert(wr_at == 64'd1 << ((rd_ptr$q + fill$q) % DEPTH));
        if (f_tracking)
            assert({col3[32 * f_slot +: 32], col2[32 * f_slot +: 32], col1[32 * f_slot +: 32],
                    col0[32 * f_slot +: 32]} == f_data && lasts[f_slot] == f_last);
        if (clears$q != 0) assert(f_count == 0);
    end

    // AXI4-Stream: valid, data and last held while the sink stalls.
    always @(posedge clock) if (f_past_valid && !$past(reset) && !reset && $past(valid && !pop))
        assert(valid && q$0 == $past(q$0) && q$1 == $past(q$1) && q$2 == $past(q$2) && q$3 == $past(q$3)
               && last == $past(last));
endmodule
