//! Prints the Verilog of `aes_axis` (the full build, as checked in as `synth/aes_axis.v`), or with
//! `--encrypt-128` the encrypt-only AES-128 build (`CoreOptions::ENCRYPT_128`), e.g. for
//! `synth/yosys_report.sh`.

use aes_hdl::aes_axis::{aes_axis_verilog, aes_axis_verilog_with};
use aes_hdl::params::CoreOptions;

fn main() {
    match std::env::args().nth(1).as_deref() {
        None => print!("{}", aes_axis_verilog()),
        Some("--encrypt-128") => print!("{}", aes_axis_verilog_with(CoreOptions::ENCRYPT_128)),
        Some(other) => panic!("unknown argument {other}; usage: export_axis [--encrypt-128]"),
    }
}
