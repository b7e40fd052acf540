//! The GHASH unit's rates and latencies, measured on its rust-hdl simulation and on Verilator's
//! model of the exported Verilog: back-to-back messages of 1, 4, 16 and 256 blocks at one block
//! per cycle, the cycles from each last block to its hash and from `h_load` to `powers_ready`,
//! every hash checked against the `ghash` crate, and each simulator's speed.
//!
//!     cargo run --release -p aes-testbench --example ghash_bench [-- --verilog FILE]
//!
//! `--verilog FILE` also writes the unit's Verilog (top module `ghash`) to FILE, e.g. for
//! `synth/yosys_report.sh FILE ghash`.

use aes_hdl::modes::gcm::ghash::ghash_verilog;
use aes_testbench::ghash_bench::{ghash_reference, Absorb, Drive, GhashEngine, RustHdlGhash, VerilatorGhash};
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// Loads `H`, then sends `rounds` x each length of `lengths`, back to back. Returns (cycles to
/// `powers_ready`, the latencies seen, cycles of the message stream, messages, cycles/s).
fn measure(engine: &mut dyn GhashEngine, lengths: &[usize], rounds: usize) -> (u64, Vec<u64>, u64, usize, f64) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let h: u128 = rng.gen();
    let start = Instant::now();
    let mut cycle = 0u64;
    let mut seen = engine.cycle(&Drive { h_load: Some(h), ..Default::default() });
    while !seen.powers_ready {
        seen = engine.cycle(&Drive::default());
        cycle += 1;
    }
    let powers = cycle;
    let stream_start = cycle;
    let mut pending = std::collections::VecDeque::new();
    let mut latencies = vec![];
    let mut messages = 0;
    let mut check = |seen: aes_testbench::ghash_bench::Seen, cycle: u64, pending: &mut std::collections::VecDeque<(u64, u128)>| {
        if seen.hash_valid {
            let (at, want) = pending.pop_front().expect("a hash nobody asked for");
            assert_eq!(seen.hash, want, "hash of the message ending at cycle {at}");
            latencies.push(cycle - at);
        }
    };
    for _ in 0..rounds {
        for &n in lengths {
            let blocks: Vec<u128> = (0..n).map(|_| rng.gen()).collect();
            pending.push_back((cycle + 1, ghash_reference(h, &blocks)));
            for (i, &block) in blocks.iter().enumerate() {
                cycle += 1;
                let s = engine.cycle(&Drive { absorb: Some(Absorb { block, last: i == n - 1, pen: i + 2 == n, mask: 0 }), ..Default::default() });
                check(s, cycle, &mut pending);
                if i == n - 1 {
                    pending.back_mut().unwrap().0 = cycle;
                }
            }
            messages += 1;
        }
    }
    let stream = cycle - stream_start;
    while !pending.is_empty() {
        cycle += 1;
        let s = engine.cycle(&Drive::default());
        check(s, cycle, &mut pending);
    }
    latencies.sort();
    latencies.dedup();
    (powers, latencies, stream, messages, cycle as f64 / start.elapsed().as_secs_f64())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--verilog") {
        let file = args.get(i + 1).expect("--verilog FILE");
        std::fs::write(file, ghash_verilog()).expect("cannot write the Verilog");
        println!("wrote {file}");
    }
    let lengths = [1, 4, 16, 256];
    let blocks: usize = lengths.iter().sum();
    for (name, rounds) in [("rust-hdl", 5), ("verilator", 200)] {
        let mut engine: Box<dyn GhashEngine> = if name == "rust-hdl" {
            Box::new(RustHdlGhash::new())
        } else {
            match VerilatorGhash::new(&ghash_verilog()) {
                Ok(e) => Box::new(e),
                Err(e) => {
                    println!("verilator: NOT RUN ({e})");
                    continue;
                }
            }
        };
        let (powers, latencies, stream, messages, speed) = measure(engine.as_mut(), &lengths, rounds);
        println!("{name}: {messages} messages of {lengths:?} blocks back to back, {} blocks in {stream} cycles", rounds * blocks);
        println!("    h_load to powers_ready: {powers} cycles; last block to hash_valid: {latencies:?} cycles");
        println!("    {speed:.0} cycles/s");
    }
}
