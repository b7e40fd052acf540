//! XTS-AES through `aes_axis`, on the rust-hdl model of the builds with XTS, both key sizes and
//! directions, an always-ready sink, no input gaps, every beat checked against RustCrypto's
//! `xts-mode`: the span of one data unit alone against the `aes_axis` latency, the extra cycles
//! of ciphertext stealing, and blocks per cycle of back-to-back data units of 512 and 4,096 bytes
//! through the tweak hand-over.
//!
//! `cargo run --release -p aes-testbench --example xts_rates`

use aes_export::builds::BUILDS;
use aes_hdl::aes_axis::axis_latency_for;
use aes_hdl::params::KeyLen;
use aes_testbench::xts_bench::{back_to_back, unit_span};

fn main() {
    println!("| build | key | direction | latency | 528-byte unit | 513-byte unit (stealing) | stealing's extra cycles | 512-byte units, blocks/cycle | 4,096-byte units, blocks/cycle |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for build in BUILDS.iter().filter(|b| b.options.has_xts()) {
        for (key_bytes, key_len) in [(16usize, KeyLen::Aes128), (32, KeyLen::Aes256)] {
            for decrypt in [false, true] {
                let latency = axis_latency_for(&build.options, key_len);
                let whole = unit_span(build.options, key_bytes, decrypt, 528);
                let stolen = unit_span(build.options, key_bytes, decrypt, 513);
                let rates: Vec<String> = [512usize, 4096].iter().map(|&size| {
                    let (blocks, cycles) = back_to_back(build.options, key_bytes, decrypt, size, 8);
                    format!("{blocks}/{cycles} = {:.4}", blocks as f64 / cycles as f64)
                }).collect();
                println!(
                    "| {} | AES-{} | {} | {latency} | {whole} | {stolen} | {} | {} | {} |",
                    build.name,
                    8 * key_bytes,
                    if decrypt { "decrypt" } else { "encrypt" },
                    stolen - whole,
                    rates[0],
                    rates[1]
                );
            }
        }
    }
}

