//! Simulator speed on `aes_core` with one block entering and one leaving every cycle: the rust-hdl
//! simulation next to Verilator on the exported Verilog, in one run.
//!
//!     cargo run --release -p aes-testbench --example core_bench [-- RUST_CYCLES VERILATOR_CYCLES]
//!
//! `VERILATOR_CYCLES` = 0 skips Verilator (its model takes minutes to build).

use aes_hdl::aes_core::{aes_core_verilog, AesCore};
use aes_testbench::core_bench::CoreBench;
use aes_testbench::reference::Reference;
use hdl_harness::sim::Sim;
use hdl_harness::tools::{scratch_dir, verilator_build};
use rand::{Rng, SeedableRng};
use rust_hdl::prelude::*;
use std::process::Command;
use std::time::Instant;

const KEY: [u32; 4] = [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c];

/// Rust simulation: keeps `in_valid` and `out_ready` high with fresh data every cycle and checks
/// every block that leaves against the `aes` crate. Returns cycles per second and passes over
/// the design per cycle.
fn rust_hdl_speed(cycles: u64) -> (f64, f64) {
    let mut bench = CoreBench::new();
    bench.load_key(&KEY);
    let sim: &mut Sim<AesCore> = &mut bench.sim;
    let reference = Reference::aes128(&KEY);
    let mut rng = rand::rngs::StdRng::seed_from_u64(1);
    let mut in_flight = std::collections::VecDeque::new();
    let start = Instant::now();
    let passes = sim.passes();
    for _ in 0..cycles {
        let block: u128 = rng.gen();
        let u = &mut sim.uut;
        u.in_valid.next = true;
        u.in_last.next = false;
        u.out_ready.next = true;
        u.in_data.next = block.to_bits();
        sim.eval();
        assert!(sim.uut.in_ready.val());
        in_flight.push_back(block);
        if sim.uut.out_valid.val() {
            let want = reference.process(in_flight.pop_front().unwrap());
            assert_eq!(sim.uut.out_data.val().to_u128(), want);
        }
        sim.tick();
    }
    let per_cycle = (sim.passes() - passes) as f64 / cycles as f64;
    (cycles as f64 / start.elapsed().as_secs_f64(), per_cycle)
}

const VERILATOR_MAIN: &str = r#"
#include "Vaes_core.h"
#include "verilated.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
int main(int argc, char** argv) {
    long cycles = atol(argv[1]);
    Vaes_core* top = new Vaes_core;
    auto tick = [&]() { top->clock = 0; top->eval(); top->clock = 1; top->eval(); };
    top->reset = 1; tick(); top->reset = 0;
    const unsigned key[4] = {0x03020100u, 0x07060504u, 0x0b0a0908u, 0x0f0e0d0cu};
    for (int i = 0; i < 4; i++) { top->key_we = 1; top->key_addr = i; top->key_data = key[i]; tick(); }
    top->key_we = 0;
    while (!top->key_ready) tick();
    top->in_valid = 1; top->out_ready = 1;
    unsigned long x = 88172645463325252ul, out = 0;
    auto t0 = std::chrono::steady_clock::now();
    for (long c = 0; c < cycles; c++) {
        for (int w = 0; w < 4; w++) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; top->in_data[w] = (unsigned)x; }
        top->eval();
        out += top->out_valid;
        tick();
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    printf("%ld %lu %.6f\n", cycles, out, s);
    delete top;
    return 0;
}
"#;

/// Verilator on the exported Verilog; None when Verilator is not installed.
fn verilator_speed(cycles: u64) -> Option<(f64, f64)> {
    if Command::new("verilator").arg("--version").output().is_err() {
        return None;
    }
    let dir = scratch_dir("core_bench_verilator");
    let verilog = dir.join("aes_core.v");
    std::fs::write(&verilog, aes_core_verilog()).unwrap();
    let t0 = Instant::now();
    let exe = verilator_build(&dir, &verilog, "aes_core", VERILATOR_MAIN);
    let build = t0.elapsed().as_secs_f64();
    let out = Command::new(exe).arg(cycles.to_string()).output().expect("cannot run the Verilator model");
    let text = String::from_utf8_lossy(&out.stdout);
    let f: Vec<f64> = text.split_whitespace().map(|x| x.parse().unwrap()).collect();
    assert_eq!(f[1] as u64, cycles - aes_hdl::params::LATENCY, "one block out per cycle after the latency");
    Some((f[0] / f[2], build))
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let rust_cycles = args.first().copied().unwrap_or(20_000);
    let verilator_cycles = args.get(1).copied().unwrap_or(2_000_000);
    println!("aes_core, one block in and one out per cycle (AES-128, latency {} cycles)", aes_hdl::params::LATENCY);
    let (rust, passes) = rust_hdl_speed(rust_cycles);
    println!("{:<34} {:>12.0} cycles/s  ({rust_cycles} cycles, every block checked)", "rust-hdl simulation:", rust);
    println!("{:<34} {:>12.1} passes over the design per cycle", "", passes);
    if verilator_cycles == 0 {
        return;
    }
    match verilator_speed(verilator_cycles) {
        Some((v, build)) => {
            println!("{:<34} {:>12.0} cycles/s  ({verilator_cycles} cycles, model built in {build:.0} s)", "Verilator on the exported Verilog:", v);
            println!("{:<34} {:>12.1}x", "Verilator / rust-hdl:", v / rust);
        }
        None => println!("Verilator on the exported Verilog: not measured, verilator is not installed"),
    }
}
