//! The `mymul` peripheral: HAL results against Rust's arithmetic, register behaviour cycle by
//! cycle on the peripheral bus, the signed and accumulate modes, and the exported Verilog through
//! Verilator (lint, and its model in lock step with the rust-hdl simulation), Yosys and Icarus
//! Verilog.

use hdl_harness::sim::Sim;
use hdl_harness::tools::{cells_where, iverilog_run, scratch_dir, stat_cells, verilator_lint, write_verilog, yosys};
use hdl_harness::verilator::{port, ModelBuild, Port, VerilatorModel};
use mymul::hal::{mymac_hw, mymul_bus, mymul_hw, mymul_hw_mode, mymul_hw_timed, mymuls_hw};
use mymul::msp430_bus::{BusInputs, Msp430Bus, Msp430Peripheral};
use mymul::mspabi_mpyul::mpyul_steps;
use mymul::peripheral::{
    mymul_verilog, MyMul, CTL_ACCUMULATE, CTL_GO, CTL_MASK, CTL_SIGNED, HW_A, HW_B, HW_CTL, HW_RETVAL_HI,
    HW_RETVAL_LO, PRODUCT_LATENCY,
};
use mymul::speedup::{measure_product_latency, speedup_report};
use rand::{Rng, SeedableRng};
use std::fmt::Write as _;

const ALL_REGS: [u16; 5] = [HW_A, HW_B, HW_RETVAL_LO, HW_RETVAL_HI, HW_CTL];

/// The reference: what `HW_RETVAL` holds after a `GO` edge with mode bits `ctl`, from Rust's own
/// integer arithmetic.
fn expected(retval: u32, ctl: u16, a: u16, b: u16) -> u32 {
    let product = if ctl & CTL_SIGNED != 0 {
        (i32::from(a as i16) * i32::from(b as i16)) as u32
    } else {
        u32::from(a) * u32::from(b)
    };
    if ctl & CTL_ACCUMULATE != 0 {
        retval.wrapping_add(product)
    } else {
        product
    }
}

fn retval(bus: &mut Msp430Bus<MyMul>) -> u32 {
    let lo = bus.read(HW_RETVAL_LO);
    let hi = bus.read(HW_RETVAL_HI);
    (u32::from(hi) << 16) | u32::from(lo)
}

fn corner_operands() -> Vec<u16> {
    let mut v = vec![0, 1, 2, 3, 0x00ff, 0x0100, 0x7fff, 0x8001, 0xfffe, 0xffff, 0x5555, 0xaaaa];
    v.extend((0..16).map(|k| 1u16 << k));
    v.sort_unstable();
    v.dedup();
    v
}

// ---------------------------------------------------------------------------------------------
// HAL results

#[test]
fn hal_corner_cases_match_u32_multiply() {
    let mut bus = mymul_bus();
    let corners = corner_operands();
    for &a in &corners {
        for &b in &corners {
            let want = u32::from(a) * u32::from(b);
            let got = mymul_hw(&mut bus, a, b);
            assert_eq!(got.value, want, "{a:#06x} * {b:#06x}");
            assert_eq!(got.cycles, 6, "HAL call length");
        }
    }
    // The high word is product bits 31:16 (the slides' Verilog lost it).
    mymul_hw(&mut bus, 0xffff, 0xffff);
    assert_eq!(bus.read(HW_RETVAL_HI), 0xfffe);
    assert_eq!(bus.read(HW_RETVAL_LO), 0x0001);
}

#[test]
fn hal_100k_random_pairs_match_u32_multiply() {
    let mut bus = mymul_bus();
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x4d59_4d55);
    let start = bus.cycles();
    const N: u64 = 100_000;
    for i in 0..N {
        let (a, b): (u16, u16) = (rng.gen(), rng.gen());
        let got = mymul_hw(&mut bus, a, b).value;
        assert_eq!(got, u32::from(a) * u32::from(b), "pair {i}: {a:#06x} * {b:#06x}");
    }
    assert_eq!(bus.cycles() - start, 6 * N);
}

#[test]
fn hal_with_cpu_instruction_timing_takes_42_cycles() {
    let mut bus = mymul_bus();
    for (a, b) in [(5, 3), (0xffff, 0xffff), (0x1234, 0xfedc), (0, 7)] {
        let call = mymul_hw_timed(&mut bus, a, b);
        assert_eq!(call.value, u32::from(a) * u32::from(b));
        assert_eq!(call.cycles, 42);
    }
}

// ---------------------------------------------------------------------------------------------
// Register behaviour, cycle by cycle

#[test]
fn product_is_readable_in_the_cycle_after_the_go_write() {
    assert_eq!(PRODUCT_LATENCY, 1);
    assert_eq!(measure_product_latency(), 1);

    // Raw cycles: GO written in cycle n, read in cycle n + 1.
    let mut bus = mymul_bus();
    bus.write(HW_A, 300);
    bus.write(HW_B, 7);
    let before = retval(&mut bus);
    bus.write(HW_CTL, CTL_GO); // the access of cycle n
    assert_eq!(bus.read(HW_RETVAL_LO), 2100, "read in cycle n + 1");
    assert_eq!(bus.read(HW_RETVAL_HI), 0, "read in cycle n + 2");
    assert_eq!(before, 0, "the product must not be there before GO");

    // The same with the GO write driven by hand: in its own cycle per_dout stays 0 (a write),
    // and the very next access reads the new product of the operands held at the GO write.
    bus.write(HW_CTL, 0);
    bus.write(HW_A, 1000);
    bus.write(HW_B, 1000);
    assert_eq!(retval(&mut bus), 2100, "operands alone do not start a multiply");
    let dout_during_go = bus.cycle(BusInputs::write(HW_CTL, CTL_GO));
    assert_eq!(dout_during_go, 0, "a write does not drive per_dout");
    assert_eq!(bus.read(HW_RETVAL_LO), (1_000_000u32 & 0xffff) as u16);
    assert_eq!(bus.read(HW_RETVAL_HI), (1_000_000u32 >> 16) as u16);
}

#[test]
fn go_edge_latches_once_and_operands_after_go_do_not_matter() {
    let mut bus = mymul_bus();
    bus.write(HW_A, 3);
    bus.write(HW_B, 5);
    bus.write(HW_CTL, CTL_GO);
    assert_eq!(retval(&mut bus), 15);

    // New operands after GO: no change.
    bus.write(HW_A, 7);
    bus.write(HW_B, 11);
    bus.idle(3);
    assert_eq!(retval(&mut bus), 15, "operands changed after GO");

    // Writing 1 again while GO is 1 is not an edge.
    bus.write(HW_CTL, CTL_GO);
    bus.idle(2);
    assert_eq!(retval(&mut bus), 15, "second write of 1 re-latched");
    assert_eq!(bus.read(HW_CTL), CTL_GO);

    // 0 then 1 is the next edge, with the operands of that moment.
    bus.write(HW_CTL, 0);
    assert_eq!(retval(&mut bus), 15, "writing 0 latched");
    bus.write(HW_CTL, CTL_GO);
    assert_eq!(retval(&mut bus), 77);

    // Idle cycles and reads with GO held at 1 do not re-latch either.
    bus.write(HW_A, 2);
    bus.idle(5);
    assert_eq!(retval(&mut bus), 77);
}

#[test]
fn byte_writes_update_only_their_byte() {
    let mut bus = mymul_bus();
    bus.write(HW_A, 0x1234);
    bus.write(HW_B, 0x5678);
    bus.write_byte(HW_A, 0xab);
    assert_eq!(bus.read(HW_A), 0x12ab);
    bus.write_byte(HW_A + 1, 0xcd);
    assert_eq!(bus.read(HW_A), 0xcdab);
    bus.write_byte(HW_B + 1, 0x00);
    assert_eq!(bus.read(HW_B), 0x0078);

    // The lane is chosen by per_we, not by where the data is: distinct data on the two lanes.
    let lane = |we: u8, addr: u16, din: u16| BusInputs {
        per_addr: addr >> 1,
        per_din: din,
        per_en: true,
        per_we: we,
        ..BusInputs::IDLE
    };
    bus.cycle(lane(0b01, HW_A, 0x9911));
    assert_eq!(bus.read(HW_A), 0xcd11);
    bus.cycle(lane(0b10, HW_A, 0x22ee));
    assert_eq!(bus.read(HW_A), 0x2211);

    // The product uses the byte-assembled operands.
    bus.write(HW_CTL, CTL_GO);
    assert_eq!(retval(&mut bus), 0x2211 * 0x0078);

    // HW_CTL: a high-byte write neither changes GO nor is an edge; a low-byte write of 1 is.
    bus.write(HW_CTL, 0);
    bus.write(HW_A, 9);
    bus.cycle(lane(0b10, HW_CTL, 0xffff));
    assert_eq!(bus.read(HW_CTL), 0);
    assert_eq!(retval(&mut bus), 0x2211 * 0x0078);
    bus.write_byte(HW_CTL, 0x01);
    assert_eq!(bus.read(HW_CTL), CTL_GO);
    assert_eq!(retval(&mut bus), 9 * 0x78);
}

#[test]
fn registers_read_back_and_retval_is_read_only() {
    let mut bus = mymul_bus();
    bus.write(HW_A, 0xa5c3);
    bus.write(HW_B, 0x3c5a);
    assert_eq!(bus.read(HW_A), 0xa5c3);
    assert_eq!(bus.read(HW_B), 0x3c5a);
    assert_eq!(bus.read(HW_CTL), 0);
    bus.write(HW_CTL, 0xfff8); // only unimplemented bits: reads 0, no GO
    assert_eq!(bus.read(HW_CTL), 0);
    assert_eq!(retval(&mut bus), 0);
    bus.write(HW_CTL, CTL_GO | CTL_SIGNED);
    assert_eq!(bus.read(HW_CTL), CTL_GO | CTL_SIGNED);
    bus.write(HW_CTL, 0xffff);
    assert_eq!(bus.read(HW_CTL), CTL_MASK);
    bus.write(HW_CTL, CTL_ACCUMULATE);
    assert_eq!(bus.read(HW_CTL), CTL_ACCUMULATE);

    let want = expected(0, CTL_SIGNED, 0xa5c3, 0x3c5a);
    assert_eq!(retval(&mut bus), want);
    bus.write(HW_RETVAL_LO, 0x1111);
    bus.write(HW_RETVAL_HI, 0x2222);
    bus.write_byte(HW_RETVAL_HI + 1, 0x33);
    assert_eq!(retval(&mut bus), want, "HW_RETVAL is read-only");
    // Reading does not disturb the operands.
    assert_eq!(bus.read(HW_A), 0xa5c3);
    assert_eq!(bus.read(HW_B), 0x3c5a);
}

#[test]
fn per_dout_is_zero_unless_this_peripheral_is_read() {
    let mut bus = mymul_bus();
    // Every register non-zero, so that any leak shows.
    bus.write(HW_A, 0xffff);
    bus.write(HW_B, 0xffff);
    bus.write(HW_CTL, CTL_GO | CTL_ACCUMULATE);
    assert_ne!(bus.read(HW_RETVAL_LO), 0);
    assert_ne!(bus.read(HW_RETVAL_HI), 0);
    for addr in ALL_REGS {
        assert_ne!(bus.read(addr), 0, "register {addr:#x} must be non-zero for this test");
        // per_en low with the address, and with read or write enables, on the bus.
        for we in 0..4u8 {
            let inputs =
                BusInputs { per_addr: addr >> 1, per_din: 0xffff, per_en: false, per_we: we, ..BusInputs::IDLE };
            assert_eq!(bus.cycle(inputs), 0, "per_en low, addr {addr:#x}, we {we:#b}");
        }
        // Writes to this peripheral.
        for we in 1..4u8 {
            let inputs = BusInputs { per_addr: addr >> 1, per_din: bus_value(addr), per_en: true, per_we: we, ..BusInputs::IDLE };
            assert_eq!(bus.cycle(inputs), 0, "write, addr {addr:#x}, we {we:#b}");
        }
    }
    assert_eq!(bus.idle_dout(), 0);
    // Reads of every other word address of the 14-bit bus.
    let ours: Vec<u16> = ALL_REGS.iter().map(|a| a >> 1).collect();
    for word in 0..(1u16 << 14) {
        if ours.contains(&word) {
            continue;
        }
        assert_eq!(bus.read(word << 1), 0, "read of word address {word:#x}");
    }
    // Still intact and readable.
    assert_eq!(bus.read(HW_A), 0xffff);
}

/// The value each register already holds in `per_dout_is_zero_unless_this_peripheral_is_read`,
/// so that its writes leave the state unchanged (HW_CTL keeps GO set: no new edge).
fn bus_value(addr: u16) -> u16 {
    match addr {
        HW_CTL => CTL_GO | CTL_ACCUMULATE,
        _ => 0xffff,
    }
}

#[test]
fn reset_clears_all_registers_and_rearms_go() {
    let mut bus = mymul_bus();
    for addr in ALL_REGS {
        assert_eq!(bus.read(addr), 0, "{addr:#x} after power-up reset");
    }
    bus.write(HW_A, 0x1234);
    bus.write(HW_B, 0x4321);
    bus.write(HW_CTL, CTL_GO | CTL_ACCUMULATE);
    assert_ne!(retval(&mut bus), 0);
    bus.reset(1);
    for addr in ALL_REGS {
        assert_eq!(bus.read(addr), 0, "{addr:#x} after reset");
    }
    // GO was cleared, so writing 1 is an edge again (0 * 0 = 0; then with operands).
    bus.write(HW_A, 6);
    bus.write(HW_B, 7);
    bus.write(HW_CTL, CTL_GO);
    assert_eq!(retval(&mut bus), 42);

    // Reset wins over a write in the same cycle.
    bus.cycle(BusInputs { puc_rst: true, ..BusInputs::write(HW_A, 0xbeef) });
    assert_eq!(bus.read(HW_A), 0);
    assert_eq!(retval(&mut bus), 0);
}

// ---------------------------------------------------------------------------------------------
// SIGNED and ACCUMULATE

#[test]
fn signed_products_match_i32() {
    let mut bus = mymul_bus();
    let corners: [i16; 11] = [i16::MIN, i16::MIN + 1, -256, -2, -1, 0, 1, 2, 255, i16::MAX - 1, i16::MAX];
    for &a in &corners {
        for &b in &corners {
            assert_eq!(mymuls_hw(&mut bus, a, b), i32::from(a) * i32::from(b), "{a} * {b}");
        }
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    for _ in 0..20_000 {
        let (a, b): (i16, i16) = (rng.gen(), rng.gen());
        assert_eq!(mymuls_hw(&mut bus, a, b), i32::from(a) * i32::from(b), "{a} * {b}");
    }
    // The same operands unsigned still give the unsigned product.
    assert_eq!(mymul_hw(&mut bus, 0xffff, 0x8000).value, 0xffff * 0x8000);
}

#[test]
fn accumulate_matches_wrapping_u32_and_i32() {
    let mut bus = mymul_bus();
    // Unsigned: start a sum, then add 0xffff^2 until it wraps past 2^32.
    let first = mymul_hw(&mut bus, 0xffff, 0xffff).value;
    let mut want = 0xffffu32 * 0xffff;
    assert_eq!(first, want);
    let mut wrapped = false;
    for _ in 0..5 {
        let next = want.wrapping_add(0xfffe_0001);
        wrapped |= next < want;
        want = next;
        assert_eq!(mymac_hw(&mut bus, 0xffff, 0xffff, false), want);
    }
    assert!(wrapped, "the sequence must wrap around");

    // Carry from the low half into the high half.
    mymul_hw(&mut bus, 0x0001, 0xffff);
    assert_eq!(mymac_hw(&mut bus, 1, 1, false), 0x0001_0000);

    // Signed: a dot product against i32 wrapping arithmetic, including through i32::MIN.
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut acc = mymuls_hw(&mut bus, i16::MIN, i16::MIN);
    assert_eq!(acc, 1 << 30);
    for _ in 0..4 {
        acc = acc.wrapping_add(1 << 30);
        assert_eq!(mymac_hw(&mut bus, 0x8000, 0x8000, true) as i32, acc);
    }
    assert_eq!(acc, (1i64 << 30).wrapping_mul(5) as i32, "went through the i32 wrap");
    for _ in 0..5_000 {
        let (a, b): (i16, i16) = (rng.gen(), rng.gen());
        acc = acc.wrapping_add(i32::from(a) * i32::from(b));
        assert_eq!(mymac_hw(&mut bus, a as u16, b as u16, true) as i32, acc);
    }
}

#[test]
fn random_mode_sequences_match_the_reference() {
    let mut bus = mymul_bus();
    let mut rng = rand::rngs::StdRng::seed_from_u64(0x5eed);
    let mut want = 0u32;
    for i in 0..20_000 {
        let mode = [0, CTL_SIGNED, CTL_ACCUMULATE, CTL_SIGNED | CTL_ACCUMULATE][rng.gen_range(0..4)];
        let (a, b): (u16, u16) = (rng.gen(), rng.gen());
        want = expected(want, mode, a, b);
        assert_eq!(mymul_hw_mode(&mut bus, a, b, mode).value, want, "step {i}: mode {mode:#b}");
    }
}

// ---------------------------------------------------------------------------------------------
// The exported Verilog

/// The bus inputs of `mymul`'s Verilator model, in the order of the words `set` takes.
const INPUTS: [Port; 5] = [port("puc_rst", 1), port("per_addr", 14), port("per_din", 16), port("per_en", 1), port("per_we", 2)];
const OUTPUTS: [Port; 1] = [port("per_dout", 16)];

/// rust-hdl and Verilator's model of the exported Verilog in lock step: `per_dout` compared
/// every cycle of random bus traffic.
#[test]
fn mymul_engines_agree_on_every_cycle() {
    hdl_harness::tools::require("verilator");
    let mut model = VerilatorModel::build(&mymul_verilog(), "mymul", "mclk", &INPUTS, &OUTPUTS, ModelBuild::Fast).unwrap();
    let mut sim = Sim::new(MyMul::default(), MyMul::clock);
    let mut rng = rand::rngs::StdRng::seed_from_u64(71);
    for cycle in 0..3_000 {
        // Mostly accesses to the five registers, some elsewhere, resets now and then.
        let per_addr = if rng.gen_bool(0.8) { 0xA0 + rng.gen_range(0..5) } else { rng.gen_range(0..0x4000) };
        let bus = BusInputs {
            puc_rst: cycle < 2 || rng.gen_bool(0.005),
            per_addr,
            per_din: if rng.gen_bool(0.3) { rng.gen_range(0..8) } else { rng.gen() },
            per_en: rng.gen_bool(0.7),
            per_we: rng.gen_range(0..4),
        };
        sim.uut.drive(bus);
        sim.eval();
        model.set(&[bus.puc_rst as u32, bus.per_addr as u32, bus.per_din as u32, bus.per_en as u32, bus.per_we as u32]);
        assert_eq!(model.get()[0] as u16, sim.uut.per_dout(), "cycle {cycle}: per_dout differs for {bus:?}");
        sim.tick();
        model.tick();
    }
}

#[test]
fn verilog_is_lint_clean() {
    let file = write_verilog("mymul_lint", "mymul", &mymul_verilog());
    let findings = verilator_lint(&file, "mymul");
    assert!(findings.is_empty(), "verilator -Wall:\n{}", findings.join("\n"));
}

#[test]
fn yosys_synthesises_without_latches_and_maps_the_multiplier_to_a_dsp() {
    let file = write_verilog("mymul_yosys", "mymul", &mymul_verilog());
    let generic = yosys(
        &file,
        "synth -top mymul; select -assert-none t:*latch* t:$_DLATCH*; stat",
    );
    assert!(!generic.contains("Latch inferred"), "latch inferred:\n{generic}");
    let cells = stat_cells(&generic);
    assert!(cells.iter().any(|(c, _)| c.contains("DFF")), "no flip-flops: {cells:?}");

    let xc7 = yosys(&file, "synth_xilinx -family xc7 -top mymul; stat");
    let cells = stat_cells(&xc7);
    let count = |prefix: &str| cells_where(&cells, |c| c.starts_with(prefix));
    let luts = count("LUT");
    let dsps = count("DSP48");
    let ffs = count("FD");
    let latches = count("LD");
    println!("yosys synth_xilinx -family xc7: {luts} LUTs, {dsps} DSP48E1, {ffs} flip-flops");
    println!("{cells:?}");
    assert_eq!(latches, 0, "latches: {cells:?}");
    assert_eq!(dsps, 1, "the 16x16 multiplier should use one DSP48E1: {cells:?}");
    // HW_A, HW_B, HW_RETVAL (16 bits each) and the 3 HW_CTL bits.
    assert_eq!(ffs, 16 * 4 + 3, "flip-flops: {cells:?}");
    assert!(luts > 0 && luts < 400, "LUT count {luts} out of the expected range: {cells:?}");
}

/// The same HAL sequences in Icarus Verilog: vectors `{ctl, a, b, expected}` computed in Rust,
/// the Verilog bench drives the bus with the openMSP430 timing, compares, and prints counts.
#[test]
fn icarus_runs_the_hal_sequence_with_matching_results() {
    let dir = scratch_dir("mymul_iverilog");
    let dut = dir.join("mymul.v");
    std::fs::write(&dut, mymul_verilog()).unwrap();

    let mut rng = rand::rngs::StdRng::seed_from_u64(0x1ca7);
    let mut vectors: Vec<(u16, u16, u16)> = Vec::new();
    let corners = corner_operands();
    for &a in &corners {
        for &b in corners.iter().step_by(3) {
            vectors.push((0, a, b));
        }
    }
    for _ in 0..1500 {
        vectors.push((0, rng.gen(), rng.gen()));
    }
    for _ in 0..1500 {
        let mode = [0, CTL_SIGNED, CTL_ACCUMULATE, CTL_SIGNED | CTL_ACCUMULATE][rng.gen_range(0..4)];
        vectors.push((mode, rng.gen(), rng.gen()));
    }
    vectors.extend([(CTL_ACCUMULATE, 0xffff, 0xffff); 4]); // wraps
    vectors.extend([(CTL_SIGNED | CTL_ACCUMULATE, 0x8000, 0x8000); 4]);

    // Expected values from Rust arithmetic; the Rust simulation must agree as well.
    let mut hex = String::new();
    let mut acc = 0u32;
    let mut bus = mymul_bus();
    for &(ctl, a, b) in &vectors {
        acc = expected(acc, ctl, a, b);
        assert_eq!(mymul_hw_mode(&mut bus, a, b, ctl).value, acc);
        writeln!(hex, "{ctl:04x}{a:04x}{b:04x}{acc:08x}").unwrap();
    }
    let hex_file = dir.join("vectors.hex");
    std::fs::write(&hex_file, hex).unwrap();

    let bench = dir.join("tb_mymul.v");
    std::fs::write(&bench, icarus_bench(vectors.len(), &hex_file.display().to_string())).unwrap();
    let out = iverilog_run(&[&dut, &bench], "tb_mymul", &dir);
    let line = out.lines().find(|l| l.starts_with("PASS")).unwrap_or_else(|| panic!("no result:\n{out}"));
    let nums: Vec<usize> = line.split_whitespace().filter_map(|t| t.parse().ok()).collect();
    println!("icarus: {line}");
    // Per vector: the product, plus per_dout == 0 on the idle bus after the call.
    assert_eq!(nums, vec![2 * vectors.len(), 0], "{out}");
}

fn icarus_bench(n: usize, hex: &str) -> String {
    format!(
        r#"`timescale 1ns/1ps
module tb_mymul;
    reg mclk = 1'b0;
    reg puc_rst = 1'b1;
    reg [13:0] per_addr = 14'h0;
    reg [15:0] per_din = 16'h0;
    reg per_en = 1'b0;
    reg [1:0] per_we = 2'b00;
    wire [15:0] per_dout;

    mymul dut(.mclk(mclk), .puc_rst(puc_rst), .per_addr(per_addr), .per_din(per_din),
              .per_en(per_en), .per_we(per_we), .per_dout(per_dout));

    always #5 mclk = ~mclk;

    reg [79:0] vec [0:{last}];
    integer i, pass, fail;
    reg [15:0] lo, hi;

    // One access per cycle: inputs change just after the rising edge, read data is sampled
    // before the next rising edge, the bus is idle afterwards.
    task bus_write(input [15:0] byte_addr, input [15:0] data);
        begin
            per_addr = byte_addr[14:1]; per_din = data; per_we = 2'b11; per_en = 1'b1;
            @(posedge mclk); #1;
            per_addr = 14'h0; per_din = 16'h0; per_we = 2'b00; per_en = 1'b0;
        end
    endtask

    task bus_read(input [15:0] byte_addr, output [15:0] data);
        begin
            per_addr = byte_addr[14:1]; per_we = 2'b00; per_en = 1'b1;
            @(negedge mclk); data = per_dout;
            @(posedge mclk); #1;
            per_addr = 14'h0; per_en = 1'b0;
        end
    endtask

    initial begin
        $readmemh("{hex}", vec);
        pass = 0; fail = 0;
        @(posedge mclk); @(posedge mclk); #1;
        puc_rst = 1'b0;
        for (i = 0; i < {n}; i = i + 1) begin
            bus_write(16'h{a:x}, vec[i][63:48]);
            bus_write(16'h{b:x}, vec[i][47:32]);
            bus_write(16'h{ctl:x}, vec[i][79:64] | 16'h1);
            bus_write(16'h{ctl:x}, 16'h0);
            bus_read(16'h{lo:x}, lo);
            bus_read(16'h{hi:x}, hi);
            if ({{hi, lo}} === vec[i][31:0]) pass = pass + 1;
            else begin
                fail = fail + 1;
                $display("MISMATCH %0d: ctl %h a %h b %h: got %h, expected %h",
                         i, vec[i][79:64], vec[i][63:48], vec[i][47:32], {{hi, lo}}, vec[i][31:0]);
            end
            #1;
            if (per_dout === 16'h0) pass = pass + 1;
            else begin
                fail = fail + 1;
                $display("per_dout %h on the idle bus after vector %0d", per_dout, i);
            end
        end
        $display("PASS %0d FAIL %0d", pass, fail);
        $finish;
    end
endmodule
"#,
        last = n - 1,
        n = n,
        hex = hex,
        a = HW_A,
        b = HW_B,
        ctl = HW_CTL,
        lo = HW_RETVAL_LO,
        hi = HW_RETVAL_HI,
    )
}

// ---------------------------------------------------------------------------------------------
// Speedup report

#[test]
fn speedup_report_has_the_measured_figures() {
    let r = speedup_report();
    println!("{r}");
    assert_eq!(r.hw_latency, 1);
    assert_eq!(r.hal_accesses, 6);
    assert_eq!(r.hal_bus_cycles, 6);
    assert_eq!(r.hal_cpu_cycles, 42);
    assert_eq!(r.sw_steps_benchmark, mpyul_steps(5));
    // Practical speedup for the slides' benchmark: t_sw / 42; ideal: t_sw / 1.
    assert!((r.practical(r.t_sw_benchmark) - r.t_sw_benchmark / 42.0).abs() < 1e-9);
    assert!((r.ideal(r.t_sw_mean) - r.t_sw_mean).abs() < 1e-9);
    assert!(r.sw_steps_max <= mpyul_steps(0xffff) && r.sw_steps_max >= mpyul_steps(0x8000));
    assert!(r.sw_steps_mean > mpyul_steps(0x8000) as f64 && r.sw_steps_mean < mpyul_steps(0xffff) as f64);
}
