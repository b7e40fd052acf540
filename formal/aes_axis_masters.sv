// The masters around `aes_axis` that the properties of key_lifecycle.sv, axis_stream.sv and
// key_material.sv take as given (assumptions), from AMBA AXI4 (A3.1.2, A3.2.1) and AXI4-Stream
// (2.2.1): reset in the first cycle, no `valid` while reset is asserted, and an `s_axis` beat
// held, `tlast` and `tdata` unchanged, until it is taken. The AXI4-Lite channels are otherwise
// free (axi_lite_regs.sv proves the slave for every legal master), and so is `m_axis_tready`.
module aes_axis_masters (
    input aclk, input aresetn,
    input s_axi_awvalid, input s_axi_wvalid, input s_axi_arvalid,
    input s_axis_tvalid, input s_axis_tready, input s_axis_tlast, input [127:0] s_axis_tdata
);
    reg f_past_valid = 1'b0;
    always @(posedge aclk) f_past_valid <= 1'b1;

    always @(*) begin
        if (!f_past_valid) assume(!aresetn);
        if (!aresetn) assume(!s_axi_awvalid && !s_axi_wvalid && !s_axi_arvalid && !s_axis_tvalid);
    end
    always @(posedge aclk) if (f_past_valid && $past(aresetn) && aresetn && $past(s_axis_tvalid && !s_axis_tready))
        assume(s_axis_tvalid && s_axis_tlast == $past(s_axis_tlast) && s_axis_tdata == $past(s_axis_tdata));
endmodule
