//! Blocks per cycle of every mode of operation and direction through `aes_axis` (AES-128, one
//! packet of 256 blocks, always-ready sink, no input gaps), measured on the rust-hdl model from
//! the first input handshake to the last output handshake; every block checked by the
//! scoreboard against RustCrypto's mode crates.
//!
//! `cargo run --release -p aes-testbench --example modes_bench`

use aes_fpga_driver::regs::Mode;
use aes_hdl::params::KeyLen;
use aes_testbench::axis_bench::AxisBench;
use aes_testbench::stream::{random_transactions, Sink, Source};
use rand::rngs::StdRng;
use rand::SeedableRng;

fn main() {
    const N: usize = 256;
    let mut rng = StdRng::seed_from_u64(1);
    println!("| mode | direction | blocks | cycles | blocks/cycle |");
    println!("|------|-----------|--------|--------|--------------|");
    for mode in Mode::ALL {
        for decrypt in [false, true] {
            let mut b = AxisBench::new();
            b.load_mode(mode, KeyLen::Aes128, decrypt, &[0x0302_0100, 0x0706_0504, 0x0b0a_0908, 0x0f0e_0d0c, 0, 0, 0, 0], [1, 2, 3, 4]);
            let mut source = Source::new(random_transactions(&mut rng, &[N]), 0.0, 0);
            let log = b.run_stream(&mut source, &mut Sink::always_ready(), 100 * N as u64);
            let first = log.iter().find(|o| o.accepted).unwrap().cycle;
            let last = log.iter().rev().find(|o| o.emitted).unwrap().cycle;
            let cycles = last - first + 1;
            assert_eq!(b.scoreboard.checked, N as u64);
            let dir = if decrypt { "decrypt" } else { "encrypt" };
            println!("| {mode:?} | {dir} | {N} | {cycles} | {:.4} |", N as f64 / cycles as f64);
        }
    }
}
