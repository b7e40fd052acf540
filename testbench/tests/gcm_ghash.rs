//! The GHASH unit (`hdl/src/modes/gcm/ghash.rs`): messages of 1 to 40 blocks with random gaps and back
//! to back, under several keys, equal to RustCrypto's `ghash` crate at the documented cycles, on
//! rust-hdl and, through Icarus, on the exported Verilog; no key material left after `clear` or
//! a new `H` (register dumps of rust-hdl and of the Verilog); the exported Verilog's lint and
//! synthesis. The unit's Verilog runs on Verilator inside the exported `aes_axis` (`axis_gcm.rs`:
//! thousands of messages against `aes-gcm`, and a lock-step against rust-hdl), so it gets no
//! Verilator model of its own, which would cost a build of its XOR trees' C++.

use aes_hdl::modes::gcm::ghash::{ghash_verilog, HASH_LATENCY, POWERS_LATENCY};
use aes_testbench::ghash_bench::{
    ghash_reference, length_block, Absorb, Drive, GhashEngine, RustHdlGhash, Seen,
};
use hdl_harness::tools::{iverilog_run, scratch_dir, verilator_lint_rejected, write_verilog, yosys};
use aes_testbench::waveform::Waveform;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use std::fmt::Write;

/// A stimulus and the outputs the unit must show in each of its cycles.
struct Scenario {
    drives: Vec<Drive>,
    expected: Vec<Seen>,
    /// Messages hashed (each checked at its cycle).
    messages: usize,
}

/// Builds the stimulus cycle by cycle and the expected outputs from the `ghash` crate and the
/// documented latencies: `powers_ready` from `POWERS_LATENCY` cycles after `h_load`, a message's
/// hash `HASH_LATENCY` cycles after its last block's `absorb`, held until the next one; `clear`
/// drops `hash_valid` from the next cycle and clears the rest a cycle later, `h_load` drops
/// `powers_ready` from the next cycle and clears the rest a cycle later.
struct Builder {
    rng: StdRng,
    drives: Vec<Drive>,
    /// (cycle the hash shows, value)
    hashes: Vec<(usize, u128)>,
    /// Cycles at whose clock edge the unit is cleared (the one after `clear` or `h_load`), and
    /// the `clear` and `h_load` cycles.
    wipes: Vec<usize>,
    clears: Vec<usize>,
    loads: Vec<usize>,
    h: u128,
}

impl Builder {
    fn new(seed: u64) -> Self {
        Builder { rng: StdRng::seed_from_u64(seed), drives: vec![], hashes: vec![], wipes: vec![], clears: vec![], loads: vec![], h: 0 }
    }

    fn idle(&mut self, n: usize) {
        self.drives.extend(std::iter::repeat(Drive::default()).take(n));
    }

    /// Loads a random `H`; `absorbs` blocks offered while the powers are computed are ignored.
    fn load_key(&mut self, absorbs: usize) {
        self.h = self.rng.gen();
        self.wipes.push(self.drives.len() + 1);
        self.loads.push(self.drives.len());
        self.drives.push(Drive { h_load: Some(self.h), ..Default::default() });
        for _ in 0..POWERS_LATENCY as usize - 1 {
            let absorb = (self.drives.len() - self.loads.last().unwrap() <= absorbs)
                .then(|| Absorb { block: self.rng.gen(), last: self.rng.gen(), pen: self.rng.gen(), mask: self.rng.gen() });
            self.drives.push(Drive { absorb, ..Default::default() });
        }
    }

    fn clear(&mut self) {
        self.wipes.push(self.drives.len() + 1);
        self.clears.push(self.drives.len());
        self.drives.push(Drive { clear: true, ..Default::default() });
    }

    /// A message of `n` blocks (the last a length block) with a gap before each block with
    /// probability `gaps`; returns its blocks.
    fn message(&mut self, n: usize, gaps: f64) -> Vec<u128> {
        let mut blocks: Vec<u128> = (0..n - 1).map(|_| self.rng.gen()).collect();
        blocks.push(length_block(self.rng.gen::<u32>() as u64, self.rng.gen::<u32>() as u64));
        let mask: u128 = self.rng.gen();
        for (i, &block) in blocks.iter().enumerate() {
            while self.rng.gen_bool(gaps) {
                self.idle(1);
            }
            let last = i == n - 1;
            if last {
                let shows = self.drives.len() + HASH_LATENCY as usize;
                self.hashes.push((shows, ghash_reference(self.h, &blocks) ^ mask));
            }
            self.drives.push(Drive { absorb: Some(Absorb { block, last, pen: i + 2 == n, mask: if last { mask } else { 0 } }), ..Default::default() });
        }
        blocks
    }

    fn finish(mut self) -> Scenario {
        self.idle(HASH_LATENCY as usize + 2);
        let n = self.drives.len();
        let wipes: HashSet<usize> = self.wipes.iter().copied().collect();
        let clears: HashSet<usize> = self.clears.iter().copied().collect();
        let loads: HashSet<usize> = self.loads.iter().copied().collect();
        // A wipe while a last block is in the pipeline loses its hash; one landing in the cycle
        // after a `clear` shows its value, without `hash_valid`, until the wipe.
        let wiped = |shows: usize| (shows - HASH_LATENCY as usize..shows).any(|w| wipes.contains(&w));
        let killed = |shows: usize| wiped(shows) || clears.contains(&(shows - 1));
        let mut expected = vec![Seen::default(); n];
        let (mut ready_from, mut hash, mut next) = (None, 0, 0);
        for (t, e) in expected.iter_mut().enumerate() {
            if t > 0 && wipes.contains(&(t - 1)) {
                hash = 0;
                // A load's own clear, a cycle after it, leaves its `powers_ready` count running.
                if t < 2 || !loads.contains(&(t - 2)) {
                    ready_from = None;
                }
            }
            if t > 0 && loads.contains(&(t - 1)) {
                ready_from = Some(t - 1 + POWERS_LATENCY as usize);
            }
            while next < self.hashes.len() && self.hashes[next].0 == t {
                if !wiped(t) {
                    hash = self.hashes[next].1;
                    e.hash_valid = !killed(t);
                }
                next += 1;
            }
            e.hash = hash;
            e.powers_ready = ready_from.is_some_and(|r| t >= r);
        }
        let messages = self.hashes.iter().filter(|(s, _)| !killed(*s)).count();
        Scenario { drives: self.drives, expected, messages }
    }
}

/// Messages of 1 to 40 blocks under three keys: with gaps, without, back to back (one
/// message's first block in the cycle after the previous one's last), blocks offered during the
/// power computation, a message cut by `clear`, a `clear` in the cycle before a hash lands.
fn scenario(seed: u64, messages: usize) -> Scenario {
    let mut b = Builder::new(seed);
    b.idle(2);
    b.load_key(3);
    let lengths = [1, 2, 3, 40, 1, 1, 2, 5, 4, 17];
    for m in 0..messages {
        let n = lengths.get(m).copied().unwrap_or_else(|| b.rng.gen_range(1..=40));
        let gaps = [0.0, 0.3, 0.7][m % 3];
        b.message(n, gaps);
        if m == messages / 3 {
            // A new key once the hash has landed.
            b.idle(HASH_LATENCY as usize - 1);
            b.load_key(0);
        }
        if m == messages / 2 {
            // The hash lands the cycle after `clear`: its value shows, without `hash_valid`.
            b.idle(HASH_LATENCY as usize - 1);
            b.message(3, 0.0);
            b.idle(1);
            b.clear();
            b.idle(1);
            b.load_key(0);
        }
        if m == 2 * messages / 3 {
            // A message cut short: its hash never shows.
            b.message(6, 0.0);
            b.hashes.pop();
            b.drives.pop();
            b.clear();
            b.idle(1);
            b.load_key(0);
        }
    }
    b.finish()
}

fn run(engine: &mut dyn GhashEngine, s: &Scenario) -> Vec<Seen> {
    s.drives.iter().map(|d| engine.cycle(d)).collect()
}

fn check(name: &str, seen: &[Seen], s: &Scenario) {
    let mut errors = String::new();
    for (t, (got, want)) in seen.iter().zip(&s.expected).enumerate() {
        if got != want && errors.len() < 2_000 {
            writeln!(errors, "cycle {t}: got {got:x?}, want {want:x?} (drive {:x?})", s.drives[t]).unwrap();
        }
    }
    assert!(errors.is_empty(), "{name}:\n{errors}");
    assert_eq!(seen.iter().filter(|x| x.hash_valid).count(), s.messages);
}

#[test]
fn rust_hdl_unit_equals_the_ghash_crate_at_the_documented_cycles() {
    let s = scenario(1, 40);
    assert!(s.messages == 40 && s.drives.len() > 600, "{} messages, {} cycles", s.messages, s.drives.len());
    check("rust-hdl", &run(&mut RustHdlGhash::new(), &s), &s);
}

/// Every signal of a rust-hdl waveform (ports, registers, the multiplier's ports) and the
/// multiplier's registers: after `clear` all zero; after a new `H`, none holds a word of the
/// old `H`, `H^2`, `H^3` or hash.
#[test]
fn clear_and_a_new_key_leave_no_key_material_in_rust_hdl() {
    let dir = scratch_dir("ghash_dump");
    for wipe in ["clear", "new key"] {
        let mut b = Builder::new(4);
        b.idle(1);
        b.load_key(0);
        let old_h = b.h;
        b.message(7, 0.2);
        b.message(3, 0.0);
        let old_hash = b.hashes.last().unwrap().1;
        b.idle(HASH_LATENCY as usize);
        // A message in flight when the wipe comes.
        b.message(5, 0.0);
        b.hashes.pop();
        if wipe == "clear" {
            b.clear();
        } else {
            b.load_key(0);
        }
        b.idle(3);
        let s = b.finish();
        let mut engine = RustHdlGhash::new();
        let vcd = dir.join(format!("{}.vcd", wipe.replace(' ', "_")));
        engine.sim.trace_to(&vcd).unwrap();
        check(wipe, &run(&mut engine, &s), &s);
        engine.sim.end_trace();
        let dump = Waveform::load(&vcd).unwrap().final_values();
        assert!(dump.len() > 100, "{} signals", dump.len());
        let state = engine.sim.uut.mult_state().words();
        if wipe == "clear" {
            let nonzero: Vec<_> = dump.iter().filter(|(n, v)| *v != 0 && !n.ends_with("clock")).collect();
            assert!(nonzero.is_empty(), "after clear: {nonzero:x?}");
            assert_eq!(state, vec![0; 7]);
        } else {
            let old_h2 = aes_hdl::modes::gcm::gf_mult::gf_mul(old_h, old_h);
            let old_h3 = aes_hdl::modes::gcm::gf_mult::gf_mul(old_h2, old_h);
            let old: Vec<u32> = [old_h, old_h2, old_h3, old_hash].iter().flat_map(|&v| [0, 1, 2, 3].map(|i| (v >> (32 * i)) as u32)).collect();
            for (name, v) in &dump {
                let w: Vec<u32> = [0, 1, 2, 3].map(|i| (v >> (32 * i)) as u32).into();
                assert!(!w.iter().any(|x| *x != 0 && old.contains(x)), "after a new key {name} = {v:#x}");
            }
            let poly = |v: u128| aes_hdl::modes::gcm::gf_mult::reflect_bytes(v);
            for v in state {
                assert!(![old_h, old_h2, old_h3, old_hash].iter().any(|&o| v != 0 && (v == poly(o) || v == poly(o) as u64 as u128)));
            }
        }
    }
}

/// The stimulus line of one cycle for the Icarus bench: `{clear, h_load, absorb, last, pen}`,
/// `h`, block, mask.
fn stimulus_line(d: &Drive) -> String {
    let a = d.absorb.unwrap_or_default();
    let flags = (d.clear as u8) << 4
        | (d.h_load.is_some() as u8) << 3
        | (d.absorb.is_some() as u8) << 2
        | (a.last as u8) << 1
        | a.pen as u8;
    format!("{flags:02x}{:032x}{:032x}{:032x}\n", d.h_load.unwrap_or(0), a.block, a.mask)
}

const BENCH: &str = r#"`timescale 1ns/1ps
module tb;
  reg clock = 0;
  reg clear, h_load, absorb, last, pen;
  reg [2:0] pad;
  reg [127:0] h, x, mask;
  wire powers_ready, hash_valid;
  wire [31:0] hash0, hash1, hash2, hash3;
  reg [391:0] stim [0:CYCLES-1];
  integer i, f;
  ghash dut(.clock(clock), .clear(clear), .h_load(h_load), .h$0(h[31:0]), .h$1(h[63:32]), .h$2(h[95:64]),
    .h$3(h[127:96]), .absorb(absorb), .last(last), .pen(pen), .x$0(x[31:0]), .x$1(x[63:32]), .x$2(x[95:64]), .x$3(x[127:96]),
    .mask$0(mask[31:0]), .mask$1(mask[63:32]), .mask$2(mask[95:64]), .mask$3(mask[127:96]),
    .powers_ready(powers_ready), .hash_valid(hash_valid), .hash$0(hash0), .hash$1(hash1), .hash$2(hash2), .hash$3(hash3));
  initial begin
    $readmemh("stim.hex", stim);
    $dumpfile("dump.vcd");
    $dumpvars(0, dut);
    f = $fopen("trace.txt", "w");
    for (i = 0; i < CYCLES; i = i + 1) begin
      {pad, clear, h_load, absorb, last, pen, h, x, mask} = stim[i];
      #1;
      $fwrite(f, "%b %b %h%h%h%h\n", powers_ready, hash_valid, hash3, hash2, hash1, hash0);
      #4 clock = 1;
      #5 clock = 0;
    end
    $fclose(f);
    $finish;
  end
endmodule
"#;

/// Icarus on the exported Verilog: three messages, then `clear`; the outputs equal the `ghash`
/// crate's cycle by cycle, and afterwards every signal in the design (the multiplier's stages
/// included) is zero.
#[test]
fn icarus_simulation_of_the_export_hashes_and_clear_leaves_every_register_zero() {
    let mut b = Builder::new(5);
    b.idle(1);
    b.load_key(0);
    b.message(4, 0.3);
    b.message(1, 0.0);
    b.message(2, 0.0);
    b.idle(HASH_LATENCY as usize);
    b.message(3, 0.0);
    b.hashes.pop();
    b.clear();
    b.idle(2);
    let s = b.finish();
    let dir = scratch_dir("ghash_icarus");
    std::fs::write(dir.join("stim.hex"), s.drives.iter().map(stimulus_line).collect::<String>()).unwrap();
    let bench = BENCH
        .replace("CYCLES", &s.drives.len().to_string())
        .replace("stim.hex", &dir.join("stim.hex").display().to_string())
        .replace("dump.vcd", &dir.join("dump.vcd").display().to_string())
        .replace("trace.txt", &dir.join("trace.txt").display().to_string());
    let tb = dir.join("tb.v");
    std::fs::write(&tb, bench).unwrap();
    let dut = dir.join("ghash.v");
    std::fs::write(&dut, ghash_verilog()).unwrap();
    iverilog_run(&[&tb, &dut], "tb", &dir);
    let trace = std::fs::read_to_string(dir.join("trace.txt")).unwrap();
    let seen: Vec<Seen> = trace
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            Seen { powers_ready: f[0] == "1", hash_valid: f[1] == "1", hash: u128::from_str_radix(f[2], 16).unwrap_or(u128::MAX) }
        })
        .collect();
    assert_eq!(seen.len(), s.drives.len());
    check("icarus", &seen, &s);
    let dump = Waveform::load(&dir.join("dump.vcd")).unwrap().final_values();
    assert!(dump.iter().any(|(n, _)| n.contains("l1")), "the multiplier's nets are in the dump");
    let nonzero: Vec<_> = dump.iter().filter(|(n, v)| *v != 0 && !n.ends_with("clock")).collect();
    assert!(nonzero.is_empty(), "after clear: {nonzero:x?}");
}

#[test]
fn exported_verilog_lints_clean_and_synthesises_without_latches_or_loops() {
    let file = write_verilog("ghash_lint", "ghash", &ghash_verilog());
    let findings = verilator_lint_rejected(&file, "ghash");
    assert!(findings.is_empty(), "verilator --lint-only -Wall:\n{}", findings.join("\n"));
    let log = yosys(
        &file,
        "hierarchy -top ghash; proc; flatten; opt_clean; check -assert; \
         select -assert-none t:$dlatch t:$adlatch t:$_DLATCH*; stat",
    );
    assert!(log.contains("Number of cells"));
}
