fn main() {
    print!("{}", aes_hdl::aes_axis::aes_axis_verilog());
}
