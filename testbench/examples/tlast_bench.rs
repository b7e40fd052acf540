//! Throughput of `aes_axis` against the `tlast` pattern, with an always-ready sink: blocks per
//! cycle from the first input handshake to the last output handshake, on Verilator's model of
//! the exported Verilog (the rust-hdl model if Verilator is missing, with fewer blocks).
//!
//!     cargo run --release -p aes-testbench --example tlast_bench [-- --rust-hdl]

use aes_hdl::aes_axis::aes_axis_verilog;
use aes_hdl::params::CoreOptions;
use aes_testbench::axis_bench::AxisBench;
use aes_testbench::engine::AxisEngine;
use aes_testbench::stream::{random_transactions, Sink, Source};
use aes_testbench::verilator_engine::VerilatorAxis;
use hdl_harness::verilator::verilator_available;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn measure<E: AxisEngine>(mut bench: AxisBench<E>, blocks: usize) {
    let mut rng = StdRng::seed_from_u64(1);
    bench.load_key(&rng.gen::<[u32; 4]>());
    println!("| `tlast` every | blocks | cycles (first in to last out) | blocks/cycle |");
    println!("|---|---|---|---|");
    for every in [Some(1usize), Some(2), Some(4), Some(16), Some(256), None] {
        let sizes = match every {
            Some(k) => vec![k; blocks / k],
            None => vec![blocks],
        };
        let mut source = Source::new(random_transactions(&mut rng, &sizes), 0.0, 2);
        // One packet without `tlast`: the last block is sent without it.
        let mut beats: Vec<_> = Vec::new();
        while let Some(b) = source.drive() {
            source.taken();
            beats.push(b);
        }
        if every.is_none() {
            beats.last_mut().unwrap().last = false;
        }
        let n = beats.len();
        let mut source = Source::new(beats, 0.0, 3);
        let (mut first_in, mut last_out, mut out) = (None, 0, 0);
        for _ in 0..(4 * n as u64 + 1000) {
            if out == n {
                break;
            }
            let o = bench.cycle(source.drive(), Sink::always_ready().ready(), false);
            if o.accepted {
                source.taken();
                first_in.get_or_insert(o.cycle);
            }
            if o.emitted {
                out += 1;
                last_out = o.cycle;
            }
        }
        assert_eq!(out, n, "blocks missing");
        let cycles = last_out - first_in.unwrap() + 1;
        let label = every.map_or("never".to_string(), |k| k.to_string());
        println!("| {label} | {n} | {cycles} | {:.3} |", n as f64 / cycles as f64);
    }
}

fn main() {
    let rust_hdl = std::env::args().any(|a| a == "--rust-hdl");
    if verilator_available() && !rust_hdl {
        println!("Verilator model of the exported aes_axis.v, AES-128, sink always ready\n");
        let v = VerilatorAxis::new(&aes_axis_verilog()).expect("Verilator model");
        measure(AxisBench::on_engine(v, CoreOptions::default()), 65_536);
    } else {
        println!("rust-hdl model, AES-128, sink always ready\n");
        measure(AxisBench::new(), 4_096);
    }
}
