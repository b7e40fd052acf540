//! The exported Verilog of `aes_core`: Verilator lint, Yosys synthesis and an Icarus Verilog
//! co-simulation that must match the `aes` crate and the Rust simulation cycle for cycle.

use aes_hdl::aes_core::aes_core_verilog_with;
use aes_hdl::export::verilog_named;
use aes_hdl::keys::key_expansion::KeyExpansion;
use aes_hdl::params::{CoreOptions, Family, SboxImpl};
use aes_hdl::cipher::round::{RoundStage, StageKind};
use aes_hdl::cipher::sbox::{SubBytes, Table};
use aes_testbench::core_bench::{CoreBench, Drive, Observed};
use aes_testbench::reference::Settings;
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use hdl_harness::tools::{
    cell_count, cells_where, iverilog_run, scratch_dir, selected_counts, stat_cells, verilator_lint_rejected, write_verilog, yosys,
    ScratchFile,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::fmt::Write;
use std::path::PathBuf;

/// Every build, each S-box implementation with and without decryption and AES-192/256; with two
/// registers per round the block RAM build with everything and the LUT build without (each
/// two-register template once, and the lint of all eight would double this test's time).
fn builds() -> Vec<CoreOptions> {
    let mut builds: Vec<CoreOptions> = SboxImpl::ALL
        .into_iter()
        .flat_map(|sbox| [CoreOptions::FULL.with_sbox(sbox), CoreOptions::ENCRYPT_128.with_sbox(sbox)])
        .collect();
    builds.push(CoreOptions::FULL.with_sbox(SboxImpl::Bram).with_regs_per_round(2));
    builds.push(CoreOptions::ENCRYPT_128.with_sbox(SboxImpl::Lut).with_regs_per_round(2));
    builds
}

fn exported(dir: &str, options: CoreOptions) -> ScratchFile {
    write_verilog(dir, "aes_core", &aes_core_verilog_with(options))
}

#[test]
fn verilator_lint_is_clean() {
    for options in builds() {
        let file = exported("core_lint", options);
        let findings = verilator_lint_rejected(&file, "aes_core");
        assert!(findings.is_empty(), "{options:?}: verilator --lint-only -Wall:\n{}", findings.join("\n"));
    }
}

#[test]
fn yosys_synthesises_without_latches_or_loops() {
    let file = exported("core_yosys", CoreOptions::FULL);
    let log = yosys(
        &file,
        "synth -top aes_core; check -assert; select -assert-none t:$_DLATCH* t:$dlatch; stat",
    );
    // 15 stages x (128 state + 128 round key + valid + last) = 3,870, the output blocks of stages
    // 10-13 (512), 15 round keys (1,920), the eight-word window and the eight key words (512),
    // the key expansion's S-box register (32), its step coefficients (at most 5 x 18, fewer
    // where a bit is the same in every pattern), the fanout's read register, its register after
    // InvMixColumns and four group registers (768), the key expansion's store register (128, with its round and strobe), the
    // registered write ports (41: `key_we`, `key_addr`, `key_data`, `ctrl_we`, `key_len`,
    // `decrypt`, `zeroize`), rcon and the control state.
    // Flip-flops with a synchronous reset or clear map to `$_SDFF*` cells, the others to `$_DFF*`.
    let flops = cells_where(&stat_cells(&log), |c| c.starts_with("$_DFF") || c.starts_with("$_SDFF"));
    assert!((7_930..8_090).contains(&flops), "{flops} flip-flops");
}

/// One line of stimulus per cycle, as the Verilog bench reads it with `$readmemh`:
/// `{reset, in_valid, in_last, out_ready}{key_we, key_addr}{zeroize, key_len, decrypt}{ctrl_we}{key_data}{in_data}`.
fn stimulus_line(d: &Drive, s: &Settings) -> String {
    let beat = d.input.unwrap_or(Beat { data: 0, last: false });
    let flags = (d.reset as u8) << 3 | (d.input.is_some() as u8) << 2 | (beat.last as u8) << 1 | d.out_ready as u8;
    let (addr, word) = d.key_write.unwrap_or((0, 0));
    let key = (d.key_write.is_some() as u8) << 3 | addr as u8;
    let settings = (d.zeroize as u8) << 3 | s.key_len << 1 | s.decrypt as u8;
    format!("{flags:x}{key:x}{settings:x}{:x}{word:08x}{:032x}", d.ctrl_write as u8, beat.data)
}

const BENCH: &str = r#"`timescale 1ns/1ps
module tb;
  reg clock = 0;
  reg reset, in_last, in_valid, out_ready, key_we, zeroize, decrypt;
  reg [3:0] ctrl_we;
  reg [127:0] in_data;
  reg [2:0] key_addr;
  reg [1:0] key_len;
  reg [31:0] key_data;
  wire in_ready, out_last, out_valid, key_ready, key_partial, deriving, refreshing, busy;
  wire [127:0] out_data;
  reg [175:0] stim [0:CYCLES-1];
  integer i, f;
  aes_core dut(.clock(clock), .reset(reset), .in_data(in_data), .in_last(in_last),
    .in_valid(in_valid), .in_ready(in_ready), .out_data(out_data), .out_last(out_last),
    .out_valid(out_valid), .out_ready(out_ready), .key_we(key_we), .key_addr(key_addr),
    .key_data(key_data), .ctrl_we(ctrl_we[0]), .key_len(key_len), .decrypt(decrypt), .zeroize(zeroize), .key_ready(key_ready),
    .key_partial(key_partial),
    .deriving(deriving), .refreshing(refreshing), .busy(busy));
  initial begin
    $readmemh("stim.hex", stim);
    f = $fopen("trace.txt", "w");
    for (i = 0; i < CYCLES; i = i + 1) begin
      {reset, in_valid, in_last, out_ready, key_we, key_addr, zeroize, key_len, decrypt, ctrl_we, key_data, in_data} = stim[i];
      #1;
      $fwrite(f, "%0d %b %b %b %b %h\n", i, in_ready, out_valid, out_last, key_ready, out_data);
      #4 clock = 1;
      #5 clock = 0;
    end
    $fclose(f);
    $finish;
  end
endmodule
"#;

#[test]
fn icarus_simulation_of_the_lut_build_matches_the_aes_crate_and_the_rust_cycles() {
    icarus_cosimulation(CoreOptions::FULL.with_sbox(SboxImpl::Lut), "core_icarus_lut");
}

#[test]
fn icarus_simulation_of_the_bram_build_matches_the_aes_crate_and_the_rust_cycles() {
    icarus_cosimulation(CoreOptions::FULL.with_sbox(SboxImpl::Bram), "core_icarus_bram");
}

/// Two registers per round, both S-box builds: the block RAM's output register and the LUT
/// build's address register are each a template of their own.
#[test]
fn icarus_simulation_of_the_two_register_builds_matches_the_aes_crate_and_the_rust_cycles() {
    for sbox in SboxImpl::ALL {
        icarus_cosimulation(CoreOptions::FULL.with_sbox(sbox).with_regs_per_round(2), &format!("core_icarus_{sbox:?}_2reg"));
    }
}

/// The ECP5 template (instantiated DP16KDs, `--family ecp5`) with two registers per round, on
/// the test bench's model of the DP16KD (`testbench/verilog/dp16kd_model.v`): the rounds'
/// memories with the output register, the key expansion's lookup in LUTs
/// (`CoreOptions::expansion_sbox`). The same cycles and
/// data as the generic template; one build and 120 blocks (every key size and direction, gaps,
/// stalls, a key written during a transaction, a zeroize), to keep Icarus's run short.
#[test]
fn icarus_simulation_of_the_ecp5_template_matches_the_aes_crate_and_the_rust_cycles() {
    let options = CoreOptions::FULL.with_sbox(SboxImpl::Bram).with_regs_per_round(2).with_family(Family::Ecp5);
    icarus_cosimulation_sized(options, "core_icarus_ecp5", &[1, 9, 10]);
}

/// Transaction sizes of each (key size, direction) part of the co-simulation's stimulus.
const SIZES: [usize; 3] = [1, 24, 25];

fn icarus_cosimulation(options: CoreOptions, scratch: &str) {
    icarus_cosimulation_sized(options, scratch, &SIZES);
}

fn icarus_cosimulation_sized(options: CoreOptions, scratch: &str, sizes: &[usize]) {
    // Stimulus recorded from the Rust simulation: every (key size, direction) pair in turn, each
    // `sizes` blocks (300 in all with `SIZES`) in transactions with input gaps and output
    // stalls, keys written between transactions and during one, and a zeroize.
    let mut rng = StdRng::seed_from_u64(40);
    let mut bench = CoreBench::recorded_with(options);
    let mut expected = vec![];
    for (n, settings) in Settings::all().into_iter().enumerate() {
        let key: [u32; 8] = rng.gen();
        if n == 3 {
            // Key and settings are written from the cycle before this part's first block is
            // offered (a write acts a cycle after it is on the ports): the block waits.
            bench.settings = settings;
        } else {
            bench.load(settings, &key);
        }
        let mut source = Source::new(random_transactions(&mut rng, sizes), 0.1, rng.gen());
        let mut sink = Sink::new(0.1, rng.gen());
        if n == 3 {
            let nk = settings.key_len().unwrap().nk();
            let mut pending: Vec<(usize, u32)> = key[..nk].iter().copied().enumerate().rev().collect();
            for i in 0..30 {
                let input = if i == 0 { None } else { source.drive() };
                let d = Drive { input, out_ready: true, key_write: pending.pop(), ..Default::default() };
                if bench.cycle(&d).accepted {
                    source.taken();
                }
            }
        }
        let log = bench.run_stream(&mut source, &mut sink, 100_000);
        expected.extend(log.iter().filter(|o| o.emitted).map(|o| o.output.unwrap()));
        if n == 4 {
            bench.cycle(&Drive { zeroize: true, ..Default::default() });
        }
    }
    let blocks = Settings::all().len() * sizes.iter().sum::<usize>();
    assert!(expected.len() >= blocks * 5 / 6, "{} of {blocks} blocks before the zeroize", expected.len());
    assert_eq!(bench.scoreboard.checked, blocks as u64, "the Rust simulation itself matches the aes crate");
    let cycles: Vec<(Drive, Settings, Observed)> = bench.recording.take().unwrap();

    let dir = scratch_dir(scratch);
    let stim: String = cycles.iter().map(|(d, s, _)| stimulus_line(d, s) + "\n").collect();
    std::fs::write(dir.join("stim.hex"), stim).unwrap();
    let tb = dir.join("tb.v");
    let bench_text = BENCH
        .replace("CYCLES", &cycles.len().to_string())
        .replace("stim.hex", &dir.join("stim.hex").display().to_string())
        .replace("trace.txt", &dir.join("trace.txt").display().to_string());
    std::fs::write(&tb, bench_text).unwrap();
    let dut = dir.join("aes_core.v");
    std::fs::write(&dut, aes_core_verilog_with(options)).unwrap();
    let model = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("verilog/dp16kd_model.v");
    let files: Vec<&std::path::Path> =
        if options.family == Family::Ecp5 { vec![&tb, &dut, &model] } else { vec![&tb, &dut] };
    iverilog_run(&files, "tb", &dir);
    let trace = std::fs::read_to_string(dir.join("trace.txt")).unwrap();

    let mut emitted = vec![];
    let mut mismatches = String::new();
    for (line, (d, _, rust)) in trace.lines().zip(&cycles) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let bit = |i: usize| f[i] == "1";
        let data = u128::from_str_radix(f[5], 16).unwrap_or(u128::MAX);
        let output = bit(2).then_some(Beat { data, last: bit(3) });
        if bit(2) && d.out_ready {
            emitted.push(output.unwrap());
        }
        if (bit(1), output, bit(4)) != (rust.in_ready, rust.output, rust.key_ready) && mismatches.len() < 2000 {
            writeln!(mismatches, "cycle {}: verilog {line} rust {rust:?}", rust.cycle).unwrap();
        }
    }
    assert_eq!(trace.lines().count(), cycles.len());
    assert!(mismatches.is_empty(), "Icarus and Rust differ:\n{mismatches}");
    assert_eq!(emitted, expected, "Icarus outputs differ from the aes crate");
}

/// Yosys `synth_xilinx` of one round stage: the `Bram` build's S-boxes become block RAM, two
/// lookups per RAMB18E1 (16 lookups, forward and inverse tables in one memory: 8), with the
/// stage enable and reset on the memories' ports, and the 128-bit stage register is the memories'
/// output registers; the `Lut` build (encrypt-only here, to keep the run short) has no block RAM
/// and the stage register in flip-flops.
#[test]
fn bram_build_maps_a_stage_s_boxes_to_ramb18_and_lut_build_to_none() {
    let mut flops = vec![];
    for (sbox, decrypt, ramb18) in [(SboxImpl::Bram, true, 8), (SboxImpl::Lut, false, 0)] {
        let (cells, _) = synthesised_stage(sbox, decrypt, 1, "", "");
        let count = |name: &str| cell_count(&cells, name);
        assert_eq!(count("RAMB18E1"), ramb18, "{sbox:?}: RAMB18E1 cells");
        assert_eq!(count("RAMB36E1"), 0, "{sbox:?}: RAMB36E1 cells");
        flops.push(cells_where(&cells, |c| c.starts_with("FD")));
    }
    // Both hold the round key (128), `valid` and `last`; only `Lut` the state in flip-flops.
    assert_eq!(flops, [130, 258]);
}

/// Yosys `select` commands that count the LUTs `levels` deep in front of the `pins` of the cells
/// `rams`, one `select -count` per level: level 1 drives a pin, level `k + 1` drives a LUT of level
/// `k` (and is not one itself).
fn luts_in_front(rams: &str, pins: &[String], lut: &str, levels: usize) -> String {
    let mut v = format!("select -set l1 {rams} %ci1:+[{}] %ci1 {lut} %i; select -count @l1", pins.join(","));
    for k in 2..=levels {
        v.push_str(&format!("; select -set l{k} @l{} %ci1 %ci1 {lut} %i; select -count @l{k} @l{} %d", k - 1, k - 1));
    }
    v
}

/// The rounds' MixColumns takes the doubles from the memories (`sbox::MemoryWord`): from the
/// stage's inputs to its block RAM addresses an encryption stage is one LUT6 per address bit on
/// the xc7 (MixColumns and AddRoundKey, six inputs per bit), fed by flip-flops and inputs only.
/// Computing the doubles in logic made 48 of the 128 bits eight-input functions (four LUT6, two
/// MUXF7 and a MUXF8). Yosys `synth_xilinx`, one register per round, the stage never the last
/// round (as stages 1 to 9 of every build: `final_round` constant 0).
#[test]
fn encryption_stage_is_one_lut_level_from_its_inputs_to_the_block_ram_addresses() {
    // 128 address bits, each a LUT of its own.
    assert_eq!(luts_in_front_of_the_addresses(false, 1, 2), [128, 0]);
}

/// The LUTs 1 to `levels` levels in front of a block RAM stage's RAM addresses (never the last
/// round), on the xc7.
fn luts_in_front_of_the_addresses(decrypt: bool, regs: usize, levels: usize) -> Vec<u64> {
    let pins: Vec<String> = ["ADDRARDADDR", "ADDRBWRADDR"].map(String::from).to_vec();
    let extra = luts_in_front("t:RAMB18E1", &pins, "t:LUT*", levels);
    let (cells, log) = synthesised_stage(SboxImpl::Bram, decrypt, regs, NOT_FINAL, &extra);
    assert_eq!(cell_count(&cells, "RAMB18E1"), 8, "{cells:?}");
    let counts = selected_counts(&log);
    assert_eq!(counts.len(), levels, "{log}");
    counts
}

/// With decryption the memories hold ten times each inverse entry beside it, and with two
/// registers per round one XOR of up to 15 memory bits and the round key is (Inv)MixColumns and
/// AddRoundKey in both directions (`mix_columns::mix_column_multiples`): two LUT6 levels per
/// address bit on the xc7, each address driven by a LUT, with no direction select. One register
/// per round keeps InvMixColumns computed from the entries and selected, and drives a quarter
/// of the addresses through MUXF7/MUXF8 behind its LUTs.
#[test]
fn two_register_decryption_stage_is_two_lut_levels_from_its_inputs_to_the_block_ram_addresses() {
    let counts = luts_in_front_of_the_addresses(true, 2, 3);
    assert_eq!((counts[0], counts[2]), (128, 0), "LUTs one, two and three levels in front of the RAM addresses: {counts:?}");
    let counts = luts_in_front_of_the_addresses(true, 1, 3);
    assert!(counts[0] < 128, "one register per round: LUTs one, two and three levels in front of the RAM addresses: {counts:?}");
}

/// Yosys commands that make the `stage` module's `final_round` input a constant 0: the stage as it
/// is in a build where it never ends the rounds.
const NOT_FINAL: &str =
    "hierarchy -top stage; proc; flatten; delete -port stage/w:final_round; cd stage; connect -set final_round 1'b0; cd ..; ";

/// One stage synthesised by Yosys `synth_xilinx`, after the Yosys commands `before`: the `stat`
/// cell counts and the output of `extra` (Yosys commands run on the netlist).
fn synthesised_stage(sbox: SboxImpl, decrypt: bool, regs: usize, before: &str, extra: &str) -> (Vec<(String, u64)>, String) {
    let mut stage = RoundStage::new(StageKind::Round, decrypt, false, sbox, regs);
    let file = write_verilog(&format!("stage_{sbox:?}_{regs}"), "stage", &verilog_named(&mut stage, "stage"));
    let log = yosys(&file, &format!("{before}synth_xilinx -family xc7 -flatten -noiopad -top stage; stat; {extra}"));
    (stat_cells(&log), log)
}

/// Two registers per round, block RAM: the second register is the template of a block RAM's
/// output register (`memory_pairs_verilog` in `sbox.rs`: a register taking the read register
/// with its own enable and reset), which Vivado maps to `DOA_REG = DOB_REG = 1`. Yosys (0.23 here,
/// and the ECP5 flow's) maps every block RAM with its output register off and keeps that
/// register in flip-flops: the netlist shows it as the 256 flip-flops (the 128-bit state and its
/// doubles) that take the memories' outputs and nothing else does (no LUT between the RAM and the
/// register), still 8 RAMB18E1.
/// The LUT build's two registers: the address (and `inverse`) in front of the table, the state
/// behind it.
#[test]
fn two_register_stage_puts_the_second_register_at_the_block_ram_outputs() {
    let fed_by_ram = |cells: &str| format!("select -count t:RAMB18E1 %co:+[DOADO,DOBDO] w:* %i %co {cells} %i");
    let extra = format!("{}; {}; select -count t:RAMB18E1 r:DOA_REG=0 %i", fed_by_ram("t:FD*"), fed_by_ram("t:LUT*"));
    let (cells, log) = synthesised_stage(SboxImpl::Bram, true, 2, "", &extra);
    let count = |name: &str| cell_count(&cells, name);
    assert_eq!((count("RAMB18E1"), count("RAMB36E1")), (8, 0));
    assert_eq!(selected_counts(&log), [256, 0, 8], "flip-flops and LUTs fed by the RAMs, RAMs without the output register:\n{log}");
    // The round key, `valid`/`last` twice (first and second register) and the 256-bit register.
    let flops = |cells: &[(String, u64)]| cells_where(cells, |c| c.starts_with("FD"));
    assert_eq!(flops(&cells), 128 + 2 + 2 + 256);
    // LUT build, encrypt-only: the address register (128; its `inverse` flip-flop is constant
    // 0 there and removed), `blank` and the state (128), besides the round key and the two
    // `valid`/`last` pairs.
    let (cells, _) = synthesised_stage(SboxImpl::Lut, false, 2, "", "");
    assert_eq!(flops(&cells), 128 + 4 + 128 + 1 + 128);
}


/// `synth_ecp5` (the Debian Yosys the suite runs) of `block`'s Verilog, after the Yosys commands
/// `before`: the `stat` cell counts and the output of `extra`.
fn synthesised_ecp5<B: rust_hdl::prelude::Block>(block: &mut B, name: &str, before: &str, extra: &str) -> (Vec<(String, u64)>, String) {
    let file = write_verilog(&format!("ecp5_{name}"), name, &verilog_named(block, name));
    let log = yosys(&file, &format!("{before}synth_ecp5 -top {name}; stat; {extra}"));
    (stat_cells(&log), log)
}

/// Two registers per round with `--family ecp5`: Yosys `synth_ecp5` keeps the instantiated
/// DP16KDs, every one with its output register on both ports (`REGMODE_A = REGMODE_B =
/// "OUTREG"`), and nothing but the stage's outputs behind them: no flip-flop and no LUT is fed
/// by a RAM output, and the stage's flip-flops are the round key, `valid`/`last` twice and
/// `blank` (the 128-bit state register of the generic template is in the RAMs). Encrypt-only,
/// to keep the run short; the inverse table's selection is the same pin either way. From the
/// stage's inputs to the RAM addresses (MixColumns from the memories' doubles, AddRoundKey: six
/// inputs per bit, the stage never the last round) every path is one LUT4 and the slice's
/// PFUMX and L6MUX21 (`synth_ecp5`'s six-input function), which computing the doubles in logic
/// did not meet (LUT4s behind others).
#[test]
fn ecp5_template_puts_the_second_register_in_the_dp16kd() {
    let outputs: Vec<String> = ["A", "B"].iter().flat_map(|p| (0..18).map(move |i| format!("DO{p}{i}"))).collect();
    let fed_by_ram = |cells: &str| format!("select -count t:DP16KD %co:+[{}] w:* %i %co {cells} %i", outputs.join(","));
    let addresses: Vec<String> = ["A", "B"].iter().flat_map(|p| (4..12).map(move |i| format!("AD{p}{i}"))).collect();
    let extra = format!(
        "{}; {}; select -count t:DP16KD r:REGMODE_A=OUTREG %i r:REGMODE_B=OUTREG %i; {}",
        fed_by_ram("t:TRELLIS_FF"),
        fed_by_ram("t:LUT4"),
        luts_in_front("t:DP16KD", &addresses, "t:LUT4 t:PFUMX t:L6MUX21 %u %u", 4),
    );
    let extra = format!("{extra}; select -count @l1 @l2 %u t:LUT4 %i");
    let mut stage = RoundStage::for_family(StageKind::Round, false, false, SboxImpl::Bram, 2, Family::Ecp5);
    let (cells, log) = synthesised_ecp5(&mut stage, "stage", NOT_FINAL, &extra);
    let count = |name: &str| cell_count(&cells, name);
    assert_eq!(count("DP16KD"), 8, "{cells:?}");
    let counts = selected_counts(&log);
    assert_eq!(counts[..3], [0, 0, 8], "flip-flops and LUTs fed by the RAMs, RAMs with both output registers:\n{log}");
    // Cells 1 to 4 levels in front of the addresses (LUT4, PFUMX, L6MUX21), then the LUT4s among
    // the first two levels: every path is at most a LUT4, a PFUMX and an L6MUX21 (synth_ecp5's
    // six-input LUT), and its LUT4 is where it starts.
    assert!(counts[3] >= 128 && counts[6] == 0 && counts[7] == 0, "cells 1 to 4 levels in front of the RAM addresses, LUT4s among the first two: {:?}", &counts[3..]);
    assert_eq!(count("TRELLIS_FF"), 128 + 2 + 2 + 1, "{cells:?}");
}

/// A decryption-capable two-register stage on the ECP5: its link XORs the memory bits four at a
/// time into kept wires (`MixColumn::from_multiples`), so every path from the stage's inputs to
/// the DP16KD addresses is at most three cells of LUT4, PFUMX and L6MUX21 (a group's LUT4, then
/// the five-input XOR of the groups and the round key); the same XOR left whole maps deeper.
#[test]
fn ecp5_decryption_stage_links_in_two_lut4_levels() {
    let addresses: Vec<String> = ["A", "B"].iter().flat_map(|p| (4..12).map(move |i| format!("AD{p}{i}"))).collect();
    let extra = luts_in_front("t:DP16KD", &addresses, "t:LUT4 t:PFUMX t:L6MUX21 %u %u", 4);
    let mut stage = RoundStage::for_family(StageKind::Round, true, false, SboxImpl::Bram, 2, Family::Ecp5);
    let (cells, log) = synthesised_ecp5(&mut stage, "stage", NOT_FINAL, &extra);
    assert_eq!(cell_count(&cells, "DP16KD"), 8, "{cells:?}");
    let counts = selected_counts(&log);
    assert!(counts[0] >= 128 && counts[3] == 0, "cells 1 to 4 levels in front of the RAM addresses: {counts:?}");
}

/// Only the stages that mix carry the multiples link: the first and the last stage bypass
/// (Inv)MixColumns, and the link's kept XOR groups would stay behind as logic on their inputs'
/// nets, in front of stage 0's addresses.
#[test]
fn only_the_mixing_stages_carry_the_multiples_link() {
    let kept = |kind| {
        let mut stage = RoundStage::for_family(kind, true, false, SboxImpl::Bram, 2, Family::Ecp5);
        verilog_named(&mut stage, "stage").matches("(* keep *) wire l").count()
    };
    assert!(kept(StageKind::Round) > 0, "a round stage's link in kept groups");
    assert_eq!(kept(StageKind::Initial), 0, "the initial AddRoundKey");
    assert_eq!(kept(StageKind::Last), 0, "the last stage");
}

/// The key expansion on the ECP5: its lookup instantiates DP16KDs with one register per round,
/// and with two it is in LUTs (`CoreOptions::expansion_sbox`): `synth_ecp5` maps no DP16KD
/// (its table is not turned into a block RAM either), so no DP16KD of a two-register ECP5
/// build is read without its output register. One synthesis, to keep the run short.
#[test]
fn ecp5_key_expansion_keeps_no_dp16kd_with_two_registers_per_round() {
    let options = |regs| CoreOptions::ENCRYPT_128.with_sbox(SboxImpl::Bram).with_family(Family::Ecp5).with_regs_per_round(regs);
    let one = verilog_named(&mut KeyExpansion::new(options(1)), "expansion_1");
    assert!(one.contains("DP16KD"), "one register per round: the lookup is in DP16KDs");
    let (cells, _) = synthesised_ecp5(&mut KeyExpansion::new(options(2)), "expansion_2", "", "");
    let count = |name: &str| cell_count(&cells, name);
    assert_eq!(count("DP16KD"), 0, "two registers per round: {cells:?}");
    assert!(count("LUT4") > 0, "{cells:?}");
}

/// The ECP5 template's `INITVAL`s (`sbox::dp16kd_initvals`) are the ones Yosys writes when it
/// maps the generic template's inferred memories to DP16KDs: one SubBytes with both tables
/// (512 words) in each build, the `INITVAL_00..3F` of every DP16KD in the netlists compared.
#[test]
fn ecp5_template_contents_are_yosys_mapping_of_the_inferred_memories() {
    let initvals = |family: Family| {
        let mut sub = SubBytes::new(true, Table::Sbox(SboxImpl::Bram), 1).with_family(family);
        let (cells, log) = synthesised_ecp5(&mut sub, &format!("sub_{family:?}"), "", "dump t:DP16KD");
        assert!(cells.contains(&("DP16KD".to_string(), 8)), "{family:?}: {cells:?}");
        let mut params: Vec<&str> = log.lines().map(str::trim).filter(|l| l.starts_with("parameter \\INITVAL_")).collect();
        params.sort_unstable();
        params.dedup();
        params.into_iter().map(str::to_owned).collect::<Vec<_>>()
    };
    let generic = initvals(Family::Generic);
    // 64 parameters, the same in all eight memories (a memory holding anything else adds lines).
    assert_eq!(generic.len(), 64, "{generic:#?}");
    assert!(generic.iter().filter(|p| p.contains('1')).count() >= 32, "the two tables fill 32 rows of INITVALs");
    assert_eq!(initvals(Family::Ecp5), generic);
}
