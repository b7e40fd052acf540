//! Simulation speed of `aes_axis` on both engines, side by side, driven by the same AXI driver
//! and scoreboard (every block checked against the `aes` crate): cycles/s of each engine, then the
//! wall time of 1 MB and 16 MB workloads on Verilator.
//!
//!     cargo run --release -p aes-testbench --example engines_bench [-- MEGABYTES]

use aes_hdl::aes_axis::aes_axis_verilog;
use aes_hdl::params::CoreOptions;
use aes_testbench::axis_bench::AxisBench;
use aes_testbench::engine::AxisEngine;
use aes_testbench::reference::Settings;
use aes_testbench::stream::{random_transactions, Sink, Source};
use aes_testbench::verilator_engine::VerilatorAxis;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// Streams `blocks` blocks (transactions of 4,096) through `bench` with the sink always ready;
/// returns (cycles, seconds).
fn workload<E: AxisEngine>(bench: &mut AxisBench<E>, blocks: usize, seed: u64) -> (u64, f64) {
    let mut rng = StdRng::seed_from_u64(seed);
    bench.load(Settings::default(), &rng.gen());
    let sizes: Vec<usize> = (0..blocks.div_ceil(4096)).map(|i| 4096.min(blocks - 4096 * i)).collect();
    let mut source = Source::new(random_transactions(&mut rng, &sizes), 0.0, 1);
    let (c0, checked0) = (bench.cycle_count(), bench.scoreboard.checked);
    let start = Instant::now();
    bench.run_stream(&mut source, &mut Sink::always_ready(), u64::MAX);
    let seconds = start.elapsed().as_secs_f64();
    assert_eq!((bench.scoreboard.checked - checked0) as usize, blocks, "every block checked");
    (bench.cycle_count() - c0, seconds)
}

fn main() {
    let big: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(16);
    let options = CoreOptions::default();
    println!("aes_axis (full build), AES-128, sink always ready, every block checked against the aes crate");

    let mut rust = AxisBench::with_options(options);
    let (cycles, s) = workload(&mut rust, 20_000, 1);
    let rust_speed = cycles as f64 / s;
    println!("{:<28} {:>10.0} cycles/s  ({cycles} cycles in {s:.2} s)", "rust-hdl engine:", rust_speed);

    let t = Instant::now();
    let verilator = match VerilatorAxis::new(&aes_axis_verilog()) {
        Ok(v) => v,
        Err(e) => {
            println!("Verilator engine: not measured: {e}");
            return;
        }
    };
    println!("{:<28} {:>10.1} s (cached after the first run)", "Verilator model build/load:", t.elapsed().as_secs_f64());
    let mut fast = AxisBench::on_engine(verilator, options);
    let (cycles, s) = workload(&mut fast, 200_000, 2);
    let v_speed = cycles as f64 / s;
    println!("{:<28} {:>10.0} cycles/s  ({cycles} cycles in {s:.2} s), {:.1}x rust-hdl", "Verilator engine:", v_speed, v_speed / rust_speed);
    for mb in [1usize, big] {
        let blocks = mb * 65_536;
        let (cycles, s) = workload(&mut fast, blocks, 3 + mb as u64);
        println!(
            "{:<28} {:>10.2} s     ({blocks} blocks, {cycles} cycles, {:.0} cycles/s)",
            format!("Verilator, {mb} MB:"),
            s,
            cycles as f64 / s
        );
    }
}
