//! XTS-AES through `aes_axis`, on the rust-hdl model of the builds with XTS, both key sizes and
//! directions, an always-ready sink, no input gaps, every beat checked against RustCrypto's
//! `xts-mode`: the span of one data unit alone against the `aes_axis` latency, the extra cycles
//! of ciphertext stealing, and blocks per cycle of back-to-back data units of 512 and 4,096 bytes
//! through the tweak hand-over.
//!
//! `cargo run --release -p aes-testbench --example xts_rates`

use aes_export::builds::BUILDS;
use aes_fpga_driver::software::Xts;
use aes_hdl::aes_axis::axis_latency_for;
use aes_hdl::params::KeyLen;
use aes_testbench::axis_bench::AxisBench;
use aes_testbench::xts_bench::{check, setup, stream, unit, unit_span, write_unit_number, Unit};
use rand::{rngs::StdRng, Rng, SeedableRng};

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
                    let (blocks, cycles) = back_to_back(build.options, key_bytes, decrypt, size);
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

/// Eight data units of `size` bytes back to back: the blocks of units 2..8 and the cycles from
/// the first input handshake of unit 2 to the last of unit 8 (the first unit waits for its
/// tweak after the tweak write).
fn back_to_back(options: aes_hdl::params::CoreOptions, key_bytes: usize, decrypt: bool, size: usize) -> (u64, u64) {
    let mut rng = StdRng::seed_from_u64(7);
    let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let key2: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let xts = Xts::new(&key1, &key2).unwrap();
    let mut b = AxisBench::with_options(options);
    setup(&mut b, &key1, &key2, decrypt);
    write_unit_number(&mut b, 1000);
    let units: Vec<Unit> = (0..8).map(|k| unit(&xts, 1000 + k, &(0..size).map(|_| rng.gen()).collect::<Vec<u8>>(), decrypt, 0)).collect();
    let refs: Vec<&Unit> = units.iter().collect();
    let (acc, out) = stream(&mut b, &mut rng, &refs, 0.0, 0.0);
    check(&refs, &out, "back-to-back data units");
    let beats = size / 16;
    ((7 * beats) as u64, acc[8 * beats - 1] - acc[beats] + 1)
}
