//! The GCM mode (`aes_hdl::modes::gcm`) inside the modes' dispatcher (`aes_hdl::modes::Modes`)
//! on rust-hdl, around a stand-in for the core: a pipeline of the core's AES-128 latency (11
//! cycles) computing the `aes` crate's ECB, as the core does. Checked against RustCrypto's
//! `aes-gcm`: random packets (AAD 0-100 bytes, payload 0-300 bytes, not both empty, garbage in
//! the bytes the design must ignore), both directions, `tvalid` gaps and closed core slots, back
//! to back with and without IV writes (the hand-over checked against the driver's `next_iv`),
//! ECB packets between them; the tag's place and the cycle counts of back-to-back packets;
//! malformed packets; the GHASH unit's clear after a zeroize, cycle by cycle against `busy`; in
//! every cycle, no word of a J0's or an H's block (`E_K(J0)`, `H`) on its way to the FIFO: the
//! mode's own test (a few thousand cycles). Its Verilog is linted and synthesised here and runs
//! on Verilator inside the exported `aes_axis` (`axis_gcm.rs`, in lock-step with rust-hdl and in
//! volume), so it gets no Verilator model of its own. Its AAD step (`gcm/aad_step.rs`), a custom
//! leaf, runs on Icarus on its own over the count's edges, against the beats the contract defines
//! (`docs/aes_axis.md`, "AES-GCM").

use aes_fpga_driver::gcm::next_iv;
use aes_fpga_driver::regs::{ctrl, offset, word};
use aes_fpga_driver::software::{Ecb, Gcm};
use aes_hdl::modes::gcm::aad_step::aad_step_verilog;
use aes_hdl::modes::gcm::gcm_mode_verilog;
use aes_hdl::modes::gcm::gcm_words::{gcm_words_verilog, keep_decode};
use aes_hdl::modes::gcm::ghash::POWERS_LATENCY;
use aes_hdl::modes::Modes;
use aes_hdl::params::CoreOptions;
use aes_testbench::clocks::sim;
use aes_testbench::gcm_bench::{
    gcm_message as message, random_lengths,
    GcmBeat as Beat, GcmMessage as Message,
};
use hdl_harness::sim::Sim;
use hdl_harness::tools::{icarus_lines, verilator_lint_rejected, write_verilog, yosys};
use rand::{rngs::StdRng, Rng, SeedableRng};
use rust_hdl::prelude::*;
use std::collections::VecDeque;

const CORE_LATENCY: usize = 11;

struct Bench {
    sim: Sim<Modes>,
    /// The stand-in core: each block's output, `last`, and whether it is a J0 or an H block.
    pipe: VecDeque<Option<(u128, bool, bool)>>,
    ecb: Ecb,
    /// The IV the next GCM packet starts from, as the test expects it, and the IV and
    /// `AAD_LEN` written into the design (`iv_written`, `aad_written`), with the IV words still
    /// to be written, one per cycle as the register block writes them.
    iv: [u8; 12],
    iv_written: [u8; 12],
    iv_words: VecDeque<usize>,
    aad_len: u32,
    aad_written: Option<u32>,
    gcm_mode: bool,
    decrypt: bool,
    /// The settings the register block holds (or will from the next cycle), and the stored
    /// direction.
    settings: (bool, bool),
    decrypt_stored: bool,
    /// Pushed to the FIFO: cycle, block, last.
    pushed: Vec<(u64, u128, bool)>,
    /// Cycles of the accepted beats (and whether last).
    accepted: Vec<(u64, bool)>,
    /// The IV a GCM packet ended with, and `IV1`, `IV2` in the cycle after its last beat.
    handovers: Vec<([u8; 12], [u32; 2])>,
    handover_due: Option<[u8; 12]>,
    length_errs: u64,
    last_h_ok: bool,
    /// Inputs of the next cycle: a `zeroize` pulse, and `key_ready`.
    zeroize: bool,
    key_ready: bool,
    /// The stand-in core's transaction is open: a block without `last` taken, not yet its last.
    core_open: bool,
    /// Per cycle: the cycle, `busy`, and whether every word of the GHASH unit is 0.
    idle_log: Vec<(u64, bool, bool)>,
    /// The words of every J0 and H block the stand-in core has given out (`E_K(J0)`, `H`).
    key_blocks: std::collections::HashSet<u32>,
}

fn w(b: &[u8]) -> u32 {
    u32::from_le_bytes(b.try_into().unwrap())
}

fn join(words: &[Signal<Out, Bits<32>>; 4]) -> u128 {
    words
        .iter()
        .enumerate()
        .fold(0, |a, (i, x)| a | (x.val().to_u32() as u128) << (32 * i))
}

impl Bench {
    fn new(key: &[u8]) -> Bench {
        Bench::with_latency(key, CORE_LATENCY)
    }

    /// A stand-in core of `latency` cycles.
    fn with_latency(key: &[u8], latency: usize) -> Bench {
        // The delay line holds the blocks in the core: 16 entries with one register per round,
        // 32 with two (for latencies up to 29).
        let regs = if latency > 15 { 2 } else { 1 };
        let mut sim = sim(Modes::new(CoreOptions::default().with_regs_per_round(regs)));
        sim.uut.reset.next = true;
        sim.uut.mode_next.next = ctrl::MODE_GCM.to_bits();
        sim.eval();
        sim.tick();
        sim.uut.reset.next = false;
        Bench {
            sim,
            pipe: (0..latency).map(|_| None).collect(),
            ecb: Ecb::new(key, false).unwrap(),
            iv: [0; 12],
            iv_written: [0; 12],
            iv_words: VecDeque::new(),
            aad_len: 0,
            aad_written: Some(0),
            gcm_mode: true,
            decrypt: false,
            settings: (true, false),
            decrypt_stored: false,
            pushed: vec![],
            accepted: vec![],
            handovers: vec![],
            handover_due: None,
            length_errs: 0,
            last_h_ok: false,
            zeroize: false,
            key_ready: true,
            core_open: false,
            idle_log: vec![],
            key_blocks: Default::default(),
        }
    }

    /// Writes `iv` into the IV registers, a word per cycle from the next one on.
    fn write_iv(&mut self, iv: [u8; 12]) {
        self.iv = iv;
        self.iv_written = iv;
        self.iv_words = (0..3).collect();
    }

    /// Idle cycles until the IV and `AAD_LEN` the test chose are in the design (a packet
    /// samples them at its J0).
    fn settle_registers(&mut self) {
        while !self.iv_words.is_empty() || self.aad_written != Some(self.aad_len) {
            self.step(None, true);
        }
    }

    /// One cycle with `beat` offered (or none) and a FIFO credit or not; returns whether the
    /// beat was taken.
    fn cycle(&mut self, beat: Option<Beat>, slot_open: bool) -> bool {
        // A change of the settings is a `CTRL` write: the cycle in which the register block's
        // next values change, with the core's slot closed (in `aes_axis` the core starts no
        // transaction in a `CTRL` write's cycle).
        if (self.gcm_mode, self.decrypt) != self.settings {
            self.settings = (self.gcm_mode, self.decrypt);
            self.step(None, false);
        }
        self.step(beat, slot_open)
    }

    fn step(&mut self, beat: Option<Beat>, slot_open: bool) -> bool {
        let u = &mut self.sim.uut;
        let out = self.pipe.pop_front().unwrap();
        u.zeroize.next = std::mem::take(&mut self.zeroize);
        // `CTRL` as the register block gives it: the settings the test chose are the registers'
        // next values, and the stored direction is last cycle's choice.
        u.mode_next.next = (if self.gcm_mode { ctrl::MODE_GCM } else { 0 }).to_bits();
        u.decrypt_next.next = self.decrypt;
        u.ctrl_decrypt.next = self.decrypt_stored;
        self.decrypt_stored = self.decrypt;
        // Register writes, as the register block performs them: an IV word, or `AAD_LEN`.
        u.iv_we.next = false;
        u.reg_we.next = false;
        if let Some(i) = self.iv_words.pop_front() {
            u.iv_we.next = true;
            u.iv_index.next = (i as u8).to_bits();
            u.iv_data.next = w(&self.iv_written[4 * i..4 * i + 4]).to_bits();
        } else if self.aad_written != Some(self.aad_len) {
            u.reg_we.next = true;
            u.reg_word.next = (word(offset::AAD_LEN) as u8).to_bits();
            u.reg_data.next = self.aad_len.to_bits();
            u.reg_strb.next = 0xF_u8.to_bits();
            self.aad_written = Some(self.aad_len);
        }
        let b = beat.unwrap_or(Beat {
            data: 0,
            keep: 0xFFFF,
            last: false,
        });
        u.tvalid.next = beat.is_some();
        u.tlast.next = b.last;
        u.tkeep.next = (b.keep as u32).to_bits();
        for (i, t) in u.tdata.iter_mut().enumerate() {
            t.next = ((b.data >> (32 * i)) as u32).to_bits();
        }
        // The core's `in_ready`: outside a transaction it waits for a key (`can_start`).
        let core_ready = self.key_ready || self.core_open;
        u.core_ready.next = core_ready;
        u.credit_ok.next = slot_open;
        u.key_ready.next = self.key_ready;
        let (co, cv, cl) = match out {
            Some((o, l, key_block)) => {
                if key_block {
                    self.key_blocks.extend((0..4).map(|i| (o >> (32 * i)) as u32));
                }
                (o, true, l)
            }
            None => (0, false, false),
        };
        u.core_valid.next = cv;
        u.core_valid_next.next = self.pipe.front().is_some_and(|o| o.is_some());
        u.core_last.next = cl;
        for (i, s) in u.core_out.iter_mut().enumerate() {
            s.next = ((co >> (32 * i)) as u32).to_bits();
        }
        self.sim.eval();
        let u = &self.sim.uut;
        // The handshake: the beat is taken exactly when `s_axis_tready` (every mode's `ready`
        // and a credit, with the core's `in_ready`) meets `tvalid`.
        let accept = beat.is_some() && u.ready.val() && slot_open && core_ready;
        let slot = u.offer.val() && core_ready;
        assert!(!accept || slot, "a beat taken is offered");
        let inject = slot && !accept;
        assert!(!inject || slot_open, "a block of GCM's own without a credit's slot open");
        let last_in = u.core_in_last.val();
        // A J0 takes a credit (its FIFO slot is the tag's), the zero block of H none.
        assert_eq!(u.credit.val(), accept || (inject && !last_in), "credit");
        let t = self.sim.cycle();
        // The output stage never holds a J0's or an H's block: the FIFO input shows the second
        // stage (the first a cycle earlier) whenever it is not the tag.
        if !u.gcm().ghash().hash_valid.val() {
            for (i, x) in u.out.iter().enumerate() {
                assert!(!self.key_blocks.contains(&x.val().to_u32()), "cycle {t}: word {i} of a J0 or H block on the way to the FIFO");
            }
        }
        self.idle_log.push((t, u.busy.val(), u.gcm().ghash().state_words().iter().all(|&w| w == 0)));
        self.last_h_ok = u.key_ok.val();
        let block_in = slot.then(|| u.core_in.val().to_u128());
        if slot {
            self.core_open = !last_in;
        }
        self.pipe.push_back(block_in.map(|x| (self.ecb.tdata(x), last_in, inject)));
        if u.push.val() {
            self.pushed.push((t, join(&u.out), u.out_last.val()));
        }
        if accept {
            self.accepted.push((t, b.last));
        }
        if u.length_err.val() {
            self.length_errs += 1;
        }
        let handover_seen = self.handover_due.take();
        if accept && b.last && self.gcm_mode {
            // The hand-over, unless the test writes an IV during the packet (it then wins).
            if self.iv_words.is_empty() {
                self.handover_due = Some(self.iv);
                self.iv = next_iv(&self.iv);
            }
        }
        self.sim.tick();
        if let Some(prev) = handover_seen {
            let u = &self.sim.uut;
            self.handovers.push((prev, [u.iv[1].val().to_u32(), u.iv[2].val().to_u32()]));
        }
        accept
    }
}

/// Cycles from the first with `key_ready` to the first with `h_ok`.
fn wait_for_h(b: &mut Bench) -> u64 {
    let mut n = 0;
    loop {
        // `h_ok` as seen in the cycle being run (after its inputs are set).
        b.cycle(None, true);
        if b.last_h_ok {
            return n;
        }
        n += 1;
        assert!(n < 100, "H not ready");
    }
}

/// A bench under a random AES-128 key from `seed`, `H` ready and a random IV written; the
/// generator and the key's `aes-gcm` for the messages.
fn bench_with_h(seed: u64) -> (StdRng, Gcm, Bench) {
    let mut rng = StdRng::seed_from_u64(seed);
    let key: [u8; 16] = rng.gen();
    let gcm = Gcm::new(&key).unwrap();
    let mut b = Bench::new(&key);
    wait_for_h(&mut b);
    b.write_iv(rng.gen());
    b.settle_registers();
    (rng, gcm, b)
}

/// Splits the pushed blocks into packets at `tlast`.
fn packets(pushed: &[(u64, u128, bool)]) -> Vec<Vec<(u64, u128)>> {
    let mut out = vec![vec![]];
    for &(t, q, l) in pushed {
        out.last_mut().unwrap().push((t, q));
        if l {
            out.push(vec![]);
        }
    }
    out.pop();
    out
}

/// Offers a message's beats with random `tvalid` gaps and closed core slots; `write` is an IV
/// written from the cycle of the last beat's handshake on (it wins over the hand-over).
fn send(b: &mut Bench, rng: &mut StdRng, m: &Message, write: Option<[u8; 12]>, gaps: bool) {
    b.aad_len = m.aad_len as u32;
    b.decrypt = m.decrypt;
    b.settle_registers();
    for (j, &beat) in m.beats.iter().enumerate() {
        loop {
            let gap = gaps && rng.gen_bool(0.2);
            let slot = !gaps || !rng.gen_bool(0.1);
            if gap {
                b.cycle(None, slot);
            } else if b.cycle(Some(beat), slot) {
                if let (true, Some(iv)) = (j == m.beats.len() - 1, write) {
                    b.write_iv(iv);
                }
                break;
            }
        }
    }
}

/// Every key size (the stand-in core keeps AES-128's latency: the control does not depend on
/// it), 40 messages each in random directions.
#[test]
fn random_messages_against_aes_gcm_with_gaps_and_iv_hand_over() {
    for key_bytes in [16, 24, 32] {
        random_messages(key_bytes, 40);
    }
}

/// AES-256's latency with two registers per round (29 cycles, the longest): more blocks in the
/// core than a 16-entry delay line or a 4-bit slot count could hold.
#[test]
fn random_messages_with_the_two_register_latency() {
    random_messages_at(32, 24, 29);
}

fn random_messages(key_bytes: usize, count: usize) {
    random_messages_at(key_bytes, count, CORE_LATENCY);
}

fn random_messages_at(key_bytes: usize, count: usize, latency: usize) {
    let mut rng = StdRng::seed_from_u64(20 + key_bytes as u64);
    let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let gcm = Gcm::new(&key).unwrap();
    let mut b = Bench::with_latency(&key, latency);
    let h_cycles = wait_for_h(&mut b);
    // The zero block enters in the first cycle and leaves the core `latency` cycles later
    // (h_load); H^2 and H^3 are ready `POWERS_LATENCY` cycles after that (docs/architecture.md).
    assert_eq!(h_cycles, latency as u64 + POWERS_LATENCY, "H and its powers after the key is ready");
    let mut iv: [u8; 12] = rng.gen();
    b.write_iv(iv);
    let mut want: Vec<(u128, bool)> = vec![];
    let mut sent = 0;
    for k in 0..count {
        if k % 6 == 5 {
            // An ECB packet between GCM packets.
            // ECB encryption (ECB decryption would load the inverse cipher).
            b.gcm_mode = false;
            b.decrypt = false;
            let n = rng.gen_range(1..3);
            for j in 0..n {
                let data: u128 = rng.gen();
                want.push((b.ecb.tdata(data), j == n - 1));
                let beat = Beat {
                    data,
                    keep: 0xFFFF,
                    last: j == n - 1,
                };
                while !b.cycle(Some(beat), true) {}
            }
            b.gcm_mode = true;
        }
        let (aad_len, pt_len) = random_lengths(&mut rng);
        let decrypt = rng.gen();
        let m = message(&mut rng, &gcm, iv, aad_len, pt_len, decrypt);
        let write = rng.gen_bool(0.5).then(|| rng.gen::<[u8; 12]>());
        send(&mut b, &mut rng, &m, write, true);
        iv = write.unwrap_or_else(|| next_iv(&iv));
        let n = m.expect.len();
        want.extend(m.expect.iter().enumerate().map(|(j, &q)| (q, j == n - 1)));
        sent += 1;
    }
    for _ in 0..40 {
        b.cycle(None, true);
    }
    assert_eq!(b.handovers.len(), sent);
    for (prev, got) in &b.handovers {
        let next = next_iv(prev);
        assert_eq!(
            *got,
            [w(&next[4..8]), w(&next[8..12])],
            "hand-over of {prev:02x?}"
        );
    }
    let got: Vec<(u128, bool)> = b.pushed.iter().map(|&(_, q, l)| (q, l)).collect();
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "block {i}: {:032x} want {:032x}", g.0, w.0);
    }
    assert_eq!(b.length_errs, 0);
}

/// A zeroize in the cycle after a GCM packet's last beat, the packet still in the pipeline
/// (its key is no longer ready from then on, as the core reports after a zeroize): the packet
/// finishes with `aes-gcm`'s output under its own `H`, `busy` stays high until its tag is out
/// and the GHASH unit is cleared, and from the first cycle with `busy` low every word of the
/// unit is 0 (`H`, `H^2`, the accumulators, masks, hash and the multiplier's registers). The
/// clear lands at the edge that ends the last busy cycle: the unit still holds its state in
/// that cycle, so `busy` is not held longer than the clear needs.
#[test]
fn zeroize_clears_the_ghash_unit_before_busy_falls() {
    let (mut rng, gcm, mut b) = bench_with_h(0x0320_0002);
    let iv = b.iv;
    let m = message(&mut rng, &gcm, iv, 20, 40, false);
    send(&mut b, &mut rng, &m, None, false);
    let last_beat = b.accepted.last().unwrap().0;
    assert!(!b.idle_log.last().unwrap().2, "the GHASH unit holds H and the message's state");
    b.zeroize = true;
    b.key_ready = false;
    let from = b.idle_log.len();
    for _ in 0..40 {
        b.cycle(None, true);
    }
    let got: Vec<u128> = b.pushed.iter().map(|&(_, q, _)| q).collect();
    assert_eq!(got, m.expect, "the packet finishes under its own H");
    let tag_cycle = b.pushed.last().unwrap().0;
    assert_eq!(tag_cycle, last_beat + CORE_LATENCY as u64 + 4, "the tag's place");
    let log = &b.idle_log[from..];
    let idle = log.iter().position(|&(_, busy, _)| !busy).expect("busy falls");
    assert!(log[idle..].iter().all(|&(_, busy, zero)| !busy && zero), "the GHASH unit is 0 once busy is low");
    assert!(!log[idle - 1].2, "the unit is cleared at the edge that ends the last busy cycle");
    // Nothing of the packet is in the pipeline from the tag's cycle on (the hash register
    // shows the tag): the clear's condition holds then, the registered clear in the next cycle.
    assert_eq!(log[idle].0, tag_cycle + 2, "busy falls two cycles after the tag");
}

/// Back-to-back packets of 1, 4, 16 and 256 blocks, always-open slots: one beat per cycle in a
/// packet, `n + 2` cycles per packet in and out, the tag two cycles after the last beat.
#[test]
fn back_to_back_rates_and_the_tag_place() {
    let mut rng = StdRng::seed_from_u64(21);
    let key: [u8; 16] = rng.gen();
    let gcm = Gcm::new(&key).unwrap();
    for blocks in [1usize, 4, 16, 256] {
        let mut b = Bench::new(&key);
        wait_for_h(&mut b);
        let packets = if blocks == 256 { 3 } else { 6 };
        let mut iv = [7u8; 12];
        b.write_iv(iv);
        b.settle_registers();
        let mut msgs = vec![];
        for _ in 0..packets {
            let m = message(&mut rng, &gcm, iv, 0, 16 * blocks, false);
            iv = next_iv(&iv);
            msgs.push(m);
        }
        let mut queue: VecDeque<Beat> = msgs.iter().flat_map(|m| m.beats.clone()).collect();
        while let Some(beat) = queue.front().copied() {
            if b.cycle(Some(beat), true) {
                queue.pop_front();
            }
        }
        for _ in 0..40 {
            b.cycle(None, true);
        }
        let want: Vec<u128> = msgs.iter().flat_map(|m| m.expect.clone()).collect();
        assert_eq!(
            b.pushed.iter().map(|p| p.1).collect::<Vec<_>>(),
            want,
            "{blocks} blocks"
        );
        // Inside a packet one beat per cycle; between packets two cycles (J0 and the rest cycle).
        let acc: Vec<u64> = b.accepted.iter().map(|a| a.0).collect();
        for (i, pair) in acc.windows(2).enumerate() {
            let boundary = (i + 1) % blocks == 0;
            assert_eq!(
                pair[1] - pair[0],
                if boundary { 3 } else { 1 },
                "{blocks} blocks, beat {i}"
            );
        }
        let out: Vec<u64> = b.pushed.iter().map(|p| p.0).collect();
        for (i, pair) in out.windows(2).enumerate() {
            // Output: the packet's beats one per cycle, the tag two cycles after the last one, the
            // next packet's first beat one cycle after the tag.
            let in_pkt = i % (blocks + 1);
            let step = if in_pkt == blocks - 1 { 2 } else { 1 };
            assert_eq!(pair[1] - pair[0], step, "{blocks} blocks, push {i}");
        }
        // First beat accepted in cycle a is pushed in a + 11 (core) + 2; FIFO adds one more.
        assert_eq!(out[0] - acc[0], CORE_LATENCY as u64 + 2);
        let last_in = acc[blocks - 1];
        let tag = out[blocks];
        assert_eq!(
            tag - last_in,
            CORE_LATENCY as u64 + 4,
            "tag push after the last beat's handshake"
        );
    }
}

/// Malformed packets: one that ends before its AAD beats, one with a non-contiguous last
/// `tkeep`: `n + 1` blocks out, a length error each, and the next packet correct.
#[test]
fn malformed_packets_are_flagged_and_the_next_one_is_correct() {
    let (mut rng, gcm, mut b) = bench_with_h(22);
    let iv = b.iv;
    // AAD_LEN says 64 bytes (4 beats), the packet has 2.
    let short = message(&mut rng, &gcm, iv, 32, 0, false);
    b.aad_len = 64;
    b.decrypt = false;
    b.settle_registers();
    for &beat in &short.beats {
        while !b.cycle(Some(beat), true) {}
    }
    // A last beat with tkeep 0x0005.
    let mut bad = message(&mut rng, &gcm, next_iv(&iv), 0, 20, false);
    bad.beats[1].keep = 0x0005;
    send(&mut b, &mut rng, &bad, None, false);
    let good = message(&mut rng, &gcm, next_iv(&next_iv(&iv)), 10, 40, true);
    send(&mut b, &mut rng, &good, None, false);
    for _ in 0..40 {
        b.cycle(None, true);
    }
    let sizes: Vec<usize> = packets(&b.pushed).iter().map(|p| p.len()).collect();
    assert_eq!(sizes, [3, 3, good.expect.len()]);
    assert_eq!(b.length_errs, 2);
    let last: Vec<u128> = packets(&b.pushed)[2].iter().map(|p| p.1).collect();
    assert_eq!(last, good.expect);
}

#[test]
fn exported_verilog_lints_clean_and_synthesises_without_latches() {
    let file = write_verilog("gcm_mode_lint", "gcm_mode", &gcm_mode_verilog());
    let findings = verilator_lint_rejected(&file, "gcm_mode");
    assert!(
        findings.is_empty(),
        "verilator --lint-only -Wall:\n{}",
        findings.join("\n")
    );
    let log = yosys(
        &file,
        "hierarchy -top gcm_mode; proc; flatten; opt_clean; check -assert; \
         select -assert-none t:$dlatch t:$adlatch t:$_DLATCH*; stat",
    );
    assert!(log.contains("Number of cells"));
}

/// The AAD step's Verilog on Icarus, over the counts around every size boundary and the ends of
/// the range, each with the size bits a stored count carries: the beat's kind, mask and count
/// and the count after it (with its size bits) as the contract defines a packet's AAD beats.
#[test]
fn aad_step_verilog_on_icarus_gives_the_aad_beats() {
    let mut xs: Vec<u32> = (0..100).chain([255, 256, 257, 1 << 20, u32::MAX - 16, u32::MAX - 15, u32::MAX]).collect();
    xs.extend((4..32).flat_map(|k| [(1u32 << k) - 1, 1 << k, (1 << k) + 5]));
    let cases: String = xs
        .iter()
        .map(|&x| format!("        x = 32'd{x}; ge16 = {}; ge32 = {}; #1 $fdisplay(f, \"%0d %0d %0d %h %0d %0d %0d %0d\", x, aad, more, mask, count, rest, rest_ge16, rest_ge32);\n", (x >= 16) as u8, (x >= 32) as u8))
        .collect();
    let (_dir, out) = icarus_lines("aad_step", &aad_step_verilog(), |file| {
        format!(
            "module tb;\n    reg [31:0] x; reg ge16, ge32;\n    wire aad, more, rest_ge16, rest_ge32; wire [15:0] mask; wire [4:0] count; wire [31:0] rest;\n    \
             aad_step dut(.x(x), .ge16(ge16), .ge32(ge32), .aad(aad), .more(more), .mask(mask), .count(count), .rest(rest), .rest_ge16(rest_ge16), .rest_ge32(rest_ge32));\n    \
             integer f;\n    initial begin\n        f = $fopen(\"{file}\");\n{cases}        $fclose(f);\n    end\nendmodule\n"
        )
    });
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), xs.len());
    for (&x, line) in xs.iter().zip(lines) {
        // A count of x bytes still to come: this beat carries min(x, 16) of them (a whole beat
        // when none: a payload beat), and x - 16 remain after it.
        let n = x.min(16);
        let mask = if n == 0 || n == 16 { 0xffff } else { (1u32 << n) - 1 };
        let rest = x.saturating_sub(16);
        let want = format!(
            "{x} {} {} {mask:04x} {} {rest} {} {}",
            (x > 0) as u8,
            (x > 16) as u8,
            if n == 0 { 16 } else { n },
            (rest >= 16) as u8,
            (rest >= 32) as u8
        );
        assert_eq!(line, want, "x = {x}");
    }
}

/// The `tkeep` decode's Verilog (`gcm_words.rs`) on Icarus for every `tkeep`: the byte count and
/// the contiguity check equal the pure function's, whose own test checks them against the
/// contract's patterns (`docs/aes_axis.md`, "AES-GCM").
#[test]
fn keep_decode_verilog_on_icarus_for_every_tkeep() {
    let (_dir, out) = icarus_lines("gcm_words", &gcm_words_verilog(), |file| {
        format!(
            "module tb;\n    reg [15:0] keep; wire [4:0] keep_count; wire keep_ok; integer f, k;\n    \
             gcm_words dut(.keep(keep), .keep_count(keep_count), .keep_ok(keep_ok));\n    \
             initial begin\n        f = $fopen(\"{file}\");\n        for (k = 0; k < 65536; k = k + 1) begin\n            \
             keep = k; #1 $fdisplay(f, \"%0d %0d\", keep_count, keep_ok);\n        end\n        $fclose(f);\n    end\nendmodule\n"
        )
    });
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 65536);
    for (keep, line) in lines.iter().enumerate() {
        let (count, ok) = keep_decode(keep as u16);
        assert_eq!(*line, format!("{count} {}", ok as u8), "tkeep {keep:#06x}");
    }
}

