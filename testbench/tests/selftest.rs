//! The Zedboard self-test top `aes_selftest`: it passes in simulation (Rust and Icarus Verilog on
//! the exported file), and a wrong expected checksum makes it fail.

use aes_hdl::selftest::{selftest_verilog_with, AesSelftest, SelftestState};
use aes_hdl::selftest::selftest_vectors::{lfsr_step, selftest_cases, SelftestParams};
use aes_testbench::clocks::sim;
use aes_testbench::reference::{Reference, Settings};
use hdl_harness::tools::{iverilog_run, scratch_dir, verilator_lint_rejected};
use aes_hdl::params::KeyLen;
use std::time::Instant;

const STREAM_BLOCKS: u32 = 5_000;

struct Outcome {
    state: SelftestState,
    case: u32,
    cycles: u64,
    leds: [bool; 8],
    heartbeat_edges: u32,
}

/// Clocks the self-test until LD0 or LD1 lights (or `limit` cycles).
fn run(params: SelftestParams, limit: u64) -> Outcome {
    let mut sim = sim(AesSelftest::new(params));
    let start = Instant::now();
    let (mut heartbeat_edges, mut last_hb) = (0, false);
    let leds = |t: &AesSelftest| {
        [t.led0.val(), t.led1.val(), t.led2.val(), t.led3.val(), t.led4.val(), t.led5.val(), t.led6.val(), t.led7.val()]
    };
    while sim.cycle() < limit {
        sim.tick();
        let l = leds(&sim.uut);
        heartbeat_edges += (l[7] != last_hb) as u32;
        last_hb = l[7];
        if l[0] || l[1] {
            break;
        }
    }
    // A few more cycles: the verdict stays.
    sim.ticks(20);
    let cycles = sim.cycle();
    let secs = start.elapsed().as_secs_f64();
    eprintln!("self-test: {cycles} cycles in {secs:.1} s ({:.0} cycles/s)", cycles as f64 / secs);
    let t = &sim.uut;
    Outcome { state: t.state(), case: t.case_number(), cycles, leds: leds(t), heartbeat_edges }
}

/// Every case in order; both streams take at least one cycle per block.
#[test]
fn selftest_passes_in_simulation() {
    let out = run(SelftestParams::short(STREAM_BLOCKS), 100_000);
    assert_eq!(out.state, SelftestState::Pass);
    assert!(out.leds[0] && !out.leds[1], "LD0 on, LD1 off: {:?}", out.leds);
    assert_eq!(out.case, 5, "ended on the last case");
    assert!(out.cycles > 2 * STREAM_BLOCKS as u64, "the streams ran");
    // heartbeat_bit 4: LD7 toggles every 16 cycles.
    assert!(out.heartbeat_edges as u64 >= out.cycles / 16 - 2, "LD7 heartbeat: {} edges", out.heartbeat_edges);
}

/// The same design with the expected checksum of the AES-128 stream (case 4) off by one bit fails
/// there, after the FIPS-197 cases passed.
#[test]
fn wrong_expected_checksum_lights_ld1() {
    let params = SelftestParams { corrupt_checksum: 1 << 77, ..SelftestParams::short(STREAM_BLOCKS) };
    let out = run(params, 100_000);
    assert_eq!(out.state, SelftestState::Fail);
    assert!(out.leds[1] && !out.leds[0], "LD1 on, LD0 off: {:?}", out.leds);
    assert_eq!(out.case, 4, "failed on the corrupted case");
    assert!(out.leds[4] && !out.leds[3] && !out.leds[2], "LD2..LD4 show case 4");
}

/// The self-test's expected values agree with the project's reference model (`Reference`, the
/// `aes` crate in port byte order), recomputed here independently of `selftest_vectors.rs`'s own
/// use of the `aes` crate.
#[test]
fn expected_values_match_the_reference() {
    let params = SelftestParams::short(1000);
    let cases = selftest_cases(&params);
    assert_eq!(cases.len(), 6);
    for c in &cases {
        let key_len = KeyLen::from_code(((c.ctrl >> 1) & 3) as u8).unwrap();
        let reference = Reference::new(Settings::new(key_len, c.ctrl & 1 != 0), &c.key);
        let (mut block, mut sum) = (c.seed, 0u128);
        for _ in 0..c.count {
            sum = sum.rotate_left(1) ^ reference.process(block);
            block = lfsr_step(block);
        }
        assert_eq!(sum, c.expected, "{}", c.name);
    }
    assert_eq!(cases.iter().filter(|c| c.count == 1000).count(), 2, "two streams");
    assert!(cases.iter().any(|c| c.ctrl == 5), "an AES-256 decrypt case");
}

/// Verilator `-Wall` on the exported self-test: no errors, no warnings but UNUSEDPARAM on the
/// `State$` localparams.
#[test]
fn verilator_lint_clean() {
    let dir = scratch_dir("selftest_lint");
    let file = dir.join("aes_selftest.v");
    std::fs::write(&file, selftest_verilog_with(SelftestParams::short(STREAM_BLOCKS))).unwrap();
    let rejected = verilator_lint_rejected(&file, "aes_selftest");
    assert!(rejected.is_empty(), "verilator:\n{}", rejected.join("\n"));
}

/// Icarus Verilog runs the exported self-test (short streams) from power-up until LD0 or LD1
/// lights, with the correct and with a corrupted expected checksum.
#[test]
fn icarus_runs_the_exported_selftest() {
    for (corrupt, want) in [(0u128, "PASS"), (1u128, "FAIL")] {
        let dir = scratch_dir(&format!("selftest_icarus_{corrupt}"));
        let file = dir.join("aes_selftest.v");
        let params = SelftestParams { corrupt_checksum: corrupt, ..SelftestParams::short(40) };
        std::fs::write(&file, selftest_verilog_with(params)).unwrap();
        let tb_file = dir.join("tb.v");
        std::fs::write(
            &tb_file,
            "`timescale 1ns/1ps\nmodule tb;\nreg clock = 0;\nwire led0, led1, led2, led3, led4, led5, led6, led7;\n\
             aes_selftest dut(.clock(clock), .led0(led0), .led1(led1), .led2(led2), .led3(led3), .led4(led4), .led5(led5), .led6(led6), .led7(led7));\n\
             always #5 clock = ~clock;\ninteger cycles = 0;\n\
             always @(posedge clock) begin\n  cycles = cycles + 1;\n\
               if (led0 && !led1) begin $display(\"PASS case %0d after %0d cycles\", {led4, led3, led2}, cycles); $finish; end\n\
               if (led1 && !led0) begin $display(\"FAIL case %0d after %0d cycles\", {led4, led3, led2}, cycles); $finish; end\n\
               if (cycles > 5000) begin $display(\"TIMEOUT\"); $finish; end\nend\nendmodule\n",
        )
        .unwrap();
        let out = iverilog_run(&[&file, &tb_file], "tb", &dir);
        eprintln!("{}", out.trim());
        let line = out.lines().find(|l| l.starts_with("PASS") || l.starts_with("FAIL") || l.starts_with("TIMEOUT"));
        let line = line.unwrap_or_else(|| panic!("no verdict:\n{out}"));
        assert!(line.starts_with(want), "{line}");
        if corrupt != 0 {
            assert!(line.starts_with("FAIL case 4 "), "{line}");
        }
    }
}
