// Properties of the AXI4-Stream side of `aes_axis` (hdl/src/aes_axis.rs), from AMBA AXI4-Stream
// (ARM IHI 0051, 2.2.1) and the contract ("Packets", "Ordering and loss", "Throughput and
// latency", "Key lifecycle"), for a build without modes of operation (every block through the
// core alone, at the build's one latency).
//
// cli/tests/formal.rs instantiates this module inside the exported `aes_axis` module with `.*`
// (a textual `bind`); the cipher's S-boxes are cut to free values, so nothing here depends on
// what the blocks hold. The blocks' contents and their order through the output FIFO are the
// FIFO's own proof (output_fifo.sv), whose assumptions on its caller are asserted here: so
// together the two show that the blocks leave whole and in order.
//
// Proved by k-induction: a shift register of the beats accepted in the last `PUSH_DELAY` cycles
// says exactly which cycle each beat reaches the FIFO, and the FIFO's fill, the core's block
// count and the credits are tied to it, so that the induction needs little more than the
// pipeline's length. The counts inside the blocks are ports connected after flattening.
module axis_stream_props #(
    parameter integer PUSH_DELAY = 1,  // s_axis handshake to the FIFO's push (latency - 1)
    parameter integer DEPTH = 1,       // the FIFO's entries (the credit limit)
    parameter integer OUT_BOUND = 1    // cycles from a handshake to its output, sink always ready
) (
    input aclk, input aresetn,
    input s_axis_tvalid, input s_axis_tready, input s_axis_tlast, input [127:0] s_axis_tdata,
    input m_axis_tvalid, input m_axis_tready, input m_axis_tlast,
    input s_axi_awvalid, input s_axi_wvalid, input s_axi_arvalid,
    input regs$key_ready,
    // The output FIFO's port (its caller's obligations) and the credits.
    input fifo$push, input fifo$pop, input fifo$last_in, input fifo$valid, input fifo$last,
    input fifo$source_idle, input [5:0] credits$q,
    // The modes around the core: none in this build, so nothing of theirs in flight.
    input modes$busy, input modes$credit,
    // Counts inside the blocks, connected after flattening, for the induction invariants: the
    // FIFO's fill (`fifo.fill$q`), the core's blocks in the pipeline (`core.blocks$q`) and
    // whether there is any (`core.in_flight_q$q`).
    input [5:0] fifo_fill, input [4:0] core_blocks, input core_in_flight,
    // The blocks of their own GCM and XTS would put into the core (`modes.gcm$own_data`,
    // `modes.xts$own_data`): none in this build.
    input gcm_own, input xts_own,
    // The core's transaction state (`core.transaction.state$q`, Active = 1): a packet started.
    input core_active
);
    reg f_past_valid = 1'b0;
    always @(posedge aclk) f_past_valid <= 1'b1;

    // Legal masters (aes_axis_masters.sv).
    aes_axis_masters masters (.*);

    wire s_hs = s_axis_tvalid && s_axis_tready;
    wire m_hs = m_axis_tvalid && m_axis_tready;

    // ---- The beats accepted and not yet out, and those still on their way to the FIFO ----
    reg [PUSH_DELAY-1:0] f_acc = 0, f_acc_last = 0;  // bit i: a beat accepted i + 1 cycles ago
    reg [6:0] f_outstanding = 0;                     // accepted, not yet out
    reg [6:0] f_fill = 0;                            // pushed into the FIFO, not yet popped
    always @(posedge aclk) begin
        if (!aresetn) begin
            f_acc <= 0; f_outstanding <= 0; f_fill <= 0;
        end else begin
            f_acc <= {f_acc, s_hs};
            f_acc_last <= {f_acc_last, s_axis_tlast};
            f_outstanding <= f_outstanding + s_hs - m_hs;
            f_fill <= f_fill + fifo$push - fifo$pop;
        end
    end
    integer i;
    reg [6:0] f_on_way;
    always @(*) begin
        f_on_way = 0;
        for (i = 0; i < PUSH_DELAY; i = i + 1) f_on_way = f_on_way + f_acc[i];
    end

    // Packets: after a beat without tlast, the packet goes on.
    reg f_in_packet = 0;
    always @(posedge aclk) if (!aresetn) f_in_packet <= 0; else if (s_hs) f_in_packet <= !s_axis_tlast;

    always @(*) if (f_past_valid && aresetn) begin
        // Every accepted beat reaches the FIFO exactly PUSH_DELAY cycles later, with its tlast,
        // and nothing else does: beats out = beats in, in order, tlast where it came in.
        assert(fifo$push == f_acc[PUSH_DELAY-1]);
        if (fifo$push) assert(fifo$last_in == f_acc_last[PUSH_DELAY-1]);
        // No beat out without a beat in.
        if (m_axis_tvalid) assert(f_outstanding != 0);
        // No packet starts before a key is ready (KEY_READY).
        if (s_hs && !f_in_packet) assert(regs$key_ready);
        // The core opens a packet only under a ready key, and the beat that opened it is taken
        // next, before the key can change (induction invariant).
        if (f_in_packet) assert(core_active);
        if (core_active && !f_in_packet) assert(regs$key_ready && s_hs);
        // The FIFO's caller (output_fifo.sv's assumptions): no push into a full FIFO, no pop of
        // an empty one, no push while or just after the source is reported idle.
        if (fifo$push) assert(f_fill < DEPTH && !fifo$source_idle);
        if (fifo$pop) assert(fifo$valid);
        // The credits are the beats accepted and not yet out, within the FIFO's entries.
        assert(credits$q == f_outstanding && f_outstanding == f_fill + f_on_way && f_outstanding <= DEPTH);
        // The FIFO's output is what it holds (its proof), m_axis its head.
        assert(fifo_fill == f_fill && m_axis_tvalid == fifo$valid);
        assert(core_blocks == f_on_way && core_in_flight == (f_on_way != 0));
        // Without modes every credit is an s_axis beat, and the modes hold no block of theirs.
        assert(modes$credit == s_hs && !modes$busy && !gcm_own && !xts_own);
        // Nothing accepted when there is no credit left.
        if (s_hs) assert(f_outstanding < DEPTH);
    end
    always @(posedge aclk) if (f_past_valid && aresetn && fifo$push) assert(!$past(fifo$source_idle));

    // AXI4-Stream 2.2.1: m_axis holds tvalid while the sink stalls (tdata and tlast: the FIFO's
    // proof, its entries written only by a push at the tail).
    always @(posedge aclk) if (f_past_valid && $past(aresetn) && aresetn && $past(m_axis_tvalid && !m_axis_tready))
        assert(m_axis_tvalid);

    // ---- Every accepted beat comes out. `f_pick` (free) chooses the beat followed. It reaches
    // the FIFO PUSH_DELAY cycles after its handshake whatever the sink does (above); from then on
    // it leaves by the DEPTH-th cycle in which the sink is ready, so with any sink that is
    // eventually ready. With a sink ready from its handshake on, it leaves OUT_BOUND cycles after
    // the handshake (the latency). ----
    wire f_pick;
    assign f_pick = $anyseq;
    reg f_tracking = 0, f_sink_ready = 0;
    reg [6:0] f_ahead = 0;    // beats in front of it
    reg [6:0] f_age = 0;      // cycles since its handshake
    reg [6:0] f_ready_n = 0;  // cycles with m_axis_tready since it entered the FIFO
    wire f_in_fifo = f_age > PUSH_DELAY;
    always @(posedge aclk) begin
        if (!aresetn) f_tracking <= 0;
        else if (!f_tracking && s_hs && f_pick) begin
            f_tracking <= 1;
            f_ahead <= f_outstanding - m_hs;
            f_age <= 1;
            f_sink_ready <= m_axis_tready;
            f_ready_n <= 0;
        end else if (f_tracking) begin
            if (m_hs) begin
                if (f_ahead == 0) f_tracking <= 0;
                else f_ahead <= f_ahead - 1;
            end
            if (f_age != 7'h7f) f_age <= f_age + 1;
            f_sink_ready <= f_sink_ready && m_axis_tready;
            if (f_in_fifo && m_axis_tready) f_ready_n <= f_ready_n + 1;
        end
    end
    always @(*) if (f_past_valid && aresetn && f_tracking) begin
        assert(f_ahead < f_outstanding);
        if (f_in_fifo) assert(f_ready_n + f_ahead < DEPTH);
        if (f_sink_ready) assert(f_age <= OUT_BOUND);
        // Induction invariants: where the beat is.
        if (!f_in_fifo) assert(f_age != 0 && f_acc[f_age - 1]);
        if (f_in_fifo) assert(f_ahead < f_fill);
    end
    // The assumptions leave a beat room to go through (a cover).
    always @(*) if (aresetn) cover(f_tracking && m_hs && f_ahead == 0);
endmodule
