fn main() {
    print!("{}", aes_hdl::aes_core::aes_core_verilog());
}
