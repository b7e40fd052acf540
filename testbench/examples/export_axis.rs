//! Prints the Verilog of `aes_axis` (the full build, as checked in as `synth/aes_axis.v`), or with
//! `--encrypt-128` the encrypt-only AES-128 build (`CoreOptions::ENCRYPT_128`), and with `--bram`
//! the S-boxes in block RAM, e.g. for `synth/yosys_report.sh`.

use aes_hdl::aes_axis::aes_axis_verilog_with;
use aes_hdl::params::{CoreOptions, SboxImpl};

fn main() {
    let mut options = CoreOptions::default();
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--encrypt-128" => options = CoreOptions { sbox: options.sbox, ..CoreOptions::ENCRYPT_128 },
            "--bram" => options.sbox = SboxImpl::Bram,
            other => {
                eprintln!("export_axis: unknown option {other} (expected --encrypt-128, --bram)");
                std::process::exit(2);
            }
        }
    }
    print!("{}", aes_axis_verilog_with(options));
}
