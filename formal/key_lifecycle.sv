// Properties of the key lifecycle of `aes_axis` (the contract's "Key lifecycle", "Packets" and
// "Zeroize"): no packet starts while a key update is incomplete, nor before a complete key has
// been loaded after reset or a zeroize.
//
// cli/tests/formal.rs instantiates this module inside the exported
// `aes_axis` module with `.*` (a textual `bind`). The key-register writes are observed where the
// AXI4-Lite block hands them to the core (`regs$key_we_next`, `regs$ctrl_we_next`, ...): the
// AXI4-Lite proof (axi_lite_regs.sv) shows that these are exactly the writes the bus master
// made, with their strobes merged. A write counts from the cycle its response is valid: the
// block answers a write once every effect of it is visible.
//
// The model of the key update below is the contract's: a write to `KEYi` (with a strobe set)
// starts an update, or adds to the one in progress; the update completes once every key word
// of the configured length has been written since it started; a `CTRL` write that changes
// `KEYLEN` clears the key words and starts an update; `ZEROIZE` and reset clear the key. A
// packet is the run of beats up to and including the one with `tlast`; a packet that started
// under the old key finishes under it, so only the first beat of a packet is constrained.
module key_lifecycle_props (
    input aclk, input aresetn,
    input s_axis_tvalid, input s_axis_tready, input s_axis_tlast, input [127:0] s_axis_tdata,
    input s_axi_awvalid, input s_axi_wvalid, input s_axi_arvalid,
    input regs$key_we_next, input [2:0] regs$key_addr_next,
    input regs$ctrl_we_next, input [1:0] regs$key_len_next, input regs$zeroize_next,
    input regs$key_ready
);
    reg f_past_valid = 1'b0;
    always @(posedge aclk) f_past_valid <= 1'b1;

    // Legal masters (aes_axis_masters.sv).
    aes_axis_masters masters (.*);

    // The writes, one cycle later: in the block's apply cycle, so that they count from the
    // cycle the response is valid.
    reg key_we = 0, ctrl_we = 0, zeroize = 0;
    reg [2:0] key_index;
    reg [1:0] key_len;
    always @(posedge aclk) begin
        key_we <= aresetn && regs$key_we_next;
        key_index <= regs$key_addr_next;
        ctrl_we <= aresetn && regs$ctrl_we_next;
        key_len <= regs$key_len_next;
        zeroize <= aresetn && regs$zeroize_next;
    end

    // The key state the contract defines.
    reg [1:0] f_keylen = 0;       // CTRL.KEYLEN as stored
    reg [7:0] f_written = 0;      // key words written since the update started
    reg f_updating = 0;           // an update has started and not completed
    reg f_loaded = 0;             // a complete key since reset or the last zeroize
    wire [7:0] needed = f_keylen == 2'd2 ? 8'hff : f_keylen == 2'd1 ? 8'h3f : 8'h0f;
    wire [7:0] written_next = (ctrl_we && key_len != f_keylen) ? 8'h00
                             : key_we ? f_written | (8'd1 << key_index) : f_written;
    wire [1:0] keylen_next = ctrl_we ? key_len : f_keylen;
    wire [7:0] needed_next = keylen_next == 2'd2 ? 8'hff : keylen_next == 2'd1 ? 8'h3f : 8'h0f;
    always @(posedge aclk) begin
        if (!aresetn || zeroize) begin
            // A zeroize write stores its other CTRL fields as usual (with byte lane 0).
            f_keylen <= !aresetn ? 2'd0 : ctrl_we ? key_len : f_keylen;
            f_written <= 0;
            f_updating <= 0;
            f_loaded <= 0;
        end else begin
            f_keylen <= keylen_next;
            if (key_we || (ctrl_we && key_len != f_keylen)) begin
                if ((written_next & needed_next) == needed_next) begin
                    f_updating <= 0;
                    f_written <= 0;
                    f_loaded <= 1;
                end else begin
                    f_updating <= 1;
                    f_written <= written_next;
                end
            end
        end
    end

    // Packets: after a beat without tlast, the packet goes on.
    reg f_in_packet = 0;
    always @(posedge aclk)
        if (!aresetn) f_in_packet <= 0;
        else if (s_axis_tvalid && s_axis_tready) f_in_packet <= !s_axis_tlast;

    always @(*) if (f_past_valid && aresetn && !f_in_packet) begin
        // No packet starts while a key update is incomplete (a partial key) ...
        if (f_updating) assert(!(s_axis_tvalid && s_axis_tready));
        // ... nor before a complete key after reset or ZEROIZE.
        if (!f_loaded) assert(!(s_axis_tvalid && s_axis_tready));
    end

    // The bound reaches the case that matters: a key derived (`KEY_READY` seen), then an update
    // opened, and a beat offered that would start a packet.
    reg f_ready_seen = 0;
    always @(posedge aclk) if (!aresetn) f_ready_seen <= 0; else if (regs$key_ready) f_ready_seen <= 1;
    always @(*) if (aresetn) cover(f_ready_seen && f_updating && s_axis_tvalid && !f_in_packet);
endmodule
