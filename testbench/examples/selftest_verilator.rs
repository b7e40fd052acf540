//! Runs the checked-in bitstream self-test `synth/aes_selftest.v` (2^20-block streams, as on the
//! board) from power-up in a Verilator model until LD0 (pass) or LD1 (fail) lights, and prints
//! the verdict, the case number on LD2..LD4, the cycles and the simulation speed:
//! `cargo run --release -p aes-testbench --example selftest_verilator`.
//! Exits with status 1 unless the self-test passes.

use aes_export::exports::project_file;
use hdl_harness::tools::{scratch_dir, verilator_build};
use std::process::Command;
use std::time::Instant;

const MAIN: &str = r#"
#include "Vaes_selftest.h"
#include "verilated.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
    long limit = argc > 1 ? atol(argv[1]) : 10000000;
    Vaes_selftest* top = new Vaes_selftest;
    top->clock = 0;
    top->eval();
    long c = 0;
    int led7_edges = 0, led7 = top->led7;
    auto t0 = std::chrono::steady_clock::now();
    for (; c < limit && !top->led0 && !top->led1; c++) {
        top->clock = 1; top->eval();
        top->clock = 0; top->eval();
        if (top->led7 != led7) { led7 = top->led7; led7_edges++; }
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    int test_case = top->led2 | top->led3 << 1 | top->led4 << 2;
    printf("%s %d %ld %.3f %d\n", top->led0 ? "PASS" : top->led1 ? "FAIL" : "TIMEOUT", test_case, c, s, led7_edges);
    delete top;
    return 0;
}
"#;

fn main() {
    let dir = scratch_dir("selftest_verilator");
    let verilog = project_file("synth/aes_selftest.v");
    let t0 = Instant::now();
    let exe = verilator_build(&dir, &verilog, "aes_selftest", MAIN);
    println!("Verilator model of synth/aes_selftest.v built in {:.0} s", t0.elapsed().as_secs_f64());
    let out = Command::new(exe).arg("10000000").output().expect("cannot run the model");
    let text = String::from_utf8_lossy(&out.stdout);
    let f: Vec<&str> = text.split_whitespace().collect();
    let (verdict, case, cycles, secs, hb): (&str, u32, u64, f64, u32) =
        (f[0], f[1].parse().unwrap(), f[2].parse().unwrap(), f[3].parse().unwrap(), f[4].parse().unwrap());
    println!(
        "{verdict} with LD2..LD4 = case {case} after {cycles} cycles ({:.1} ms at 100 MHz); {:.0} cycles/s; LD7 toggled {hb} times",
        cycles as f64 / 1e5,
        cycles as f64 / secs
    );
    if verdict != "PASS" {
        std::process::exit(1);
    }
}
