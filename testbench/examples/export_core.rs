//! Prints the Verilog of `aes_core`: every feature by default; `--encrypt-128` the encrypt-only
//! AES-128 build; `--bram` with the S-boxes in block RAM.
use aes_hdl::aes_core::aes_core_verilog_with;
use aes_hdl::params::{CoreOptions, SboxImpl};

fn main() {
    let mut options = CoreOptions::default();
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--encrypt-128" => options = CoreOptions { sbox: options.sbox, ..CoreOptions::ENCRYPT_128 },
            "--bram" => options.sbox = SboxImpl::Bram,
            other => {
                eprintln!("export_core: unknown option {other} (expected --encrypt-128, --bram)");
                std::process::exit(2);
            }
        }
    }
    print!("{}", aes_core_verilog_with(options));
}
