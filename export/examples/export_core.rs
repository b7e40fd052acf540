//! Prints the Verilog of `aes_core` for a build chosen as `aes-fpga export` chooses it
//! (`--build NAME`, `--keys 128|all`, `--decrypt yes|no`, `--sbox lut|bram`; by default the
//! exported `full` build), e.g. for `synth/yosys_report.sh`.

use aes_hdl::aes_core::aes_core_verilog_with;
use aes_export::builds::build_options_from_args;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match build_options_from_args(&args) {
        Ok(options) => print!("{}", aes_core_verilog_with(options)),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}
