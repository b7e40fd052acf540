//! The GHASH unit (NIST SP 800-38D 6.4): absorbs one 128-bit block per clock, with any gaps,
//! and shows `GHASH_H(X_1 .. X_n) ^ mask` a fixed three cycles after the message's last block.
//!
//! **Architecture.** The multiplier ([`GfMult`]) has two register stages and its product goes
//! into a third, the accumulators, so the loop closes in three clocks and three accumulators
//! interleave: block `i` of a message goes to slot `i mod 3`, and a normal step is
//! `acc <- (acc ^ X_i) • H^3`. The last block (the length block in GCM) steps with `H` and the
//! one before it (`pen`) with `H^2`, so when the last block's product leaves the multiplier the
//! three slots hold the three parts of `sum X_i H^(n-i+1)`: the hash is their XOR, formed as the
//! last block's product leaves the multiplier, with no fold multiplication and no drain. A block
//! takes its slot's accumulator, or zero for the first three blocks of a message; the product
//! of its slot's previous block is there in time, since that block was taken at least three
//! cycles earlier. Back-to-back messages overlap in the pipeline: a message's first blocks never
//! read an accumulator, and its hash is formed from accumulators that the next message's blocks
//! cannot have overwritten yet (they land three cycles later). The multiplier computes `H^2` as
//! `H • H` and then `H^3` as `H^2 • H`: six cycles, once per key, for no logic of their own.
//!
//! All the selects are registers computed a cycle ahead, so the multiplier's loop sees them
//! directly. The ports enter at the loop's last levels: `x` enters the next operand's last XOR level and its middle operand's (`x_lo ^ x_hi`), and
//! `last` and `pen` select `H`, `H^2` or `H^3` in front of the multiplier's `b` registers.
//! Drive `x`, `last`, `pen` and `absorb` from registers: logic in front of them adds to those
//! levels.
//!
//! | port | width | |
//! |------|-------|-|
//! | `clear` | 1 | synchronous, registered: every register to 0 (`H`, its powers, accumulators, hash, mask, the multiplier's stages, the control) at the clock edge after the `clear` cycle; `hash_valid` is low from the next cycle, `powers_ready` from the one after; wins over everything |
//! | `h_load`, `h` | 1, 4 x 32 | load the hash subkey `H` (`E_K(0^128)` in AXI byte order, column words) and compute `H^2` and `H^3`: `powers_ready` falls, and at the next clock edge everything else is cleared as `clear` does |
//! | `powers_ready` | 1 | `H^2` and `H^3` are ready: high from the 8th cycle after the `h_load` cycle, until the second cycle after `clear` or the cycle after the next `h_load` |
//! | `powers_ready_next` | 1 | `powers_ready` of the next cycle, except in an `h_load` cycle (where it falls): for a reader that registers a decode of it and ignores it while `H` is loaded; from flip-flops alone |
//! | `absorb`, `x` | 1, 4 x 32 | a block of the message (AXI byte order), taken at the clock edge when `powers_ready` (ignored before) |
//! | `last` | 1 | with `absorb`: the message's last block (in GCM the length block); the next block starts a new message |
//! | `pen` | 1 | with `absorb`: the message's second-to-last block (in GCM the packet's last beat); ignored with `last` |
//! | `mask` | 4 x 32 | with `absorb && last`: XORed into that message's hash (in GCM `E_K(J0)`, making the hash the tag) |
//! | `hash_valid` | 1 | high for one cycle, the 3rd cycle after the cycle of the last block's `absorb` |
//! | `hash` | 4 x 32 | `GHASH_H(X_1 .. X_n) ^ mask` from the `hash_valid` cycle until the next hash lands or `clear` (0 from the second cycle after it; a hash landing in the cycle after `clear` shows without `hash_valid`) |
//!
//! Cycle by cycle, for a last block absorbed in cycle `t`: its operands are in the multiplier's
//! stage A in `t + 1`, its sub-products in stage C in `t + 2`, where the product, the other two
//! slots' accumulators and the mask are XORed into the hash register: `hash_valid` in `t + 3`.
//! A block taken in `t` that is not the last has its product in its accumulator in `t + 3`.
//! After `h_load` in cycle `t`: `H` in its register in `t + 1`, where a flip-flop (`wipe`) clears
//! the rest at the clock edge; the multiplier's operands `H`, `H` in `t + 2` (`H` as its block
//! `x`), stage A in `t + 3`, `H^2` in stage C in `t + 4`, loaded into its register and into
//! accumulator 0; the operands `H^2` (accumulator 0 as `v`) and `H` in `t + 5`, `H^3` in stage C
//! in `t + 7`, `powers_ready` in `t + 8`. `clear` goes through the same
//! flip-flop, so the clear's fanout, every register of the unit and its multiplier, starts at one
//! register and not at the decode of the block leaving the core (`h_load`) or at the reader's
//! reset logic; only `hash_valid` (one flip-flop) takes `clear` directly, so that a hash landing
//! in the cycle after a reset is not signalled. `powers_ready_next` reads a copy of that
//! flip-flop (`stop`), so the reader's decode does not wait for the clear's fanout net.
//!
//! Its size and depth, and what the operand copies cost, are in `docs/performance.md` ("The
//! GHASH multiplier"); `cargo run --release -p aes-testbench --example ghash_bench -- --verilog
//! FILE` writes the unit's Verilog on its own.
//!
//! Messages of any length from one block, back to back (a message's first block in the cycle
//! after the previous one's last block) or with any gaps.

use super::gf_mult::{GfMult, MultState};
use crate::export::verilog_named;
use crate::primitives::register::Reg;
use rust_hdl::prelude::*;

/// Cycles from the cycle of the last block's `absorb` to `hash_valid`.
pub const HASH_LATENCY: u64 = 3;
/// Cycles from the `h_load` cycle to the first with `powers_ready`.
pub const POWERS_LATENCY: u64 = 8;

#[derive(LogicBlock)]
pub struct Ghash {
    pub clock: Signal<In, Clock>,
    pub clear: Signal<In, Bit>,
    pub h_load: Signal<In, Bit>,
    pub h: [Signal<In, Bits<32>>; 4],
    pub absorb: Signal<In, Bit>,
    pub last: Signal<In, Bit>,
    pub pen: Signal<In, Bit>,
    pub x: [Signal<In, Bits<32>>; 4],
    pub mask: [Signal<In, Bits<32>>; 4],
    pub powers_ready: Signal<Out, Bit>,
    /// `powers_ready` of the next cycle (for a reader that registers a decode of it).
    pub powers_ready_next: Signal<Out, Bit>,
    pub hash_valid: Signal<Out, Bit>,
    pub hash: [Signal<Out, Bits<32>>; 4],
    mult: GfMult,
    /// `H`, `H^2` and `H^3` (column words, AXI byte order) and their Karatsuba middles
    /// (`w0 ^ w2`, `w1 ^ w3`), stored so no XOR sits in front of the multiplier's `b` registers.
    pow1: Vec<Reg<Bits<32>>>,
    pow1m: Vec<Reg<Bits<32>>>,
    pow2: Vec<Reg<Bits<32>>>,
    pow2m: Vec<Reg<Bits<32>>>,
    pow3: Vec<Reg<Bits<32>>>,
    pow3m: Vec<Reg<Bits<32>>>,
    /// The three slots' accumulators, the last product of each slot, and their middles.
    acc0: Vec<Reg<Bits<32>>>,
    acc1: Vec<Reg<Bits<32>>>,
    acc2: Vec<Reg<Bits<32>>>,
    acc0m: Vec<Reg<Bits<32>>>,
    acc1m: Vec<Reg<Bits<32>>>,
    acc2m: Vec<Reg<Bits<32>>>,
    /// The mask, taken with the last block, beside it in stages A and C.
    mask_a: Vec<Reg<Bits<32>>>,
    mask_c: Vec<Reg<Bits<32>>>,
    hash_q: Vec<Reg<Bits<32>>>,
    /// `powers_ready` and `hash_valid`.
    ready: Reg<Bit>,
    hv: Reg<Bit>,
    /// The cycle after `clear` or `h_load`: the unit (but `H` after a load) is cleared at its
    /// edge. `hl`: after `h_load` (loads `H^2`, starts the `H^3` computation, keeps `H`). `stop`:
    /// `wipe` where it matters to `powers_ready_next`, after a clear or load of a unit that is
    /// ready or computing `H^3`; a flip-flop of its own, so the reader's path does not share the
    /// clear's fanout net.
    wipe: Reg<Bit>,
    hl: Reg<Bit>,
    stop: Reg<Bit>,
    /// This cycle feeds `H`, `H` to the multiplier for `H^2` (two cycles after `h_load`, the
    /// first after the load's wipe); `qw`: `H^2`, `H` for `H^3` (once `H^2` is in accumulator 0).
    pw: Reg<Bit>,
    qw: Reg<Bit>,
    /// The next block's accumulator (computed a cycle ahead): 0, 1, 2 or none (the message's
    /// first three blocks).
    sel0: Reg<Bit>,
    sel1: Reg<Bit>,
    sel2: Reg<Bit>,
    /// Message state: the next block's slot (`s1`, `s2`: slot 1, slot 2; neither: slot 0), and
    /// how many blocks of this message were taken: at least one (`more`), two (`two`), three
    /// (`many`: the next block reads an accumulator). Every `last` returns to slot 0, none.
    s1: Reg<Bit>,
    s2: Reg<Bit>,
    more: Reg<Bit>,
    two: Reg<Bit>,
    many: Reg<Bit>,
    /// What the multiplier's stage A (`*a`) and stage C hold: a block whose product loads
    /// accumulator 0, 1 or 2 (`lda*`, `ld*`); a last block (`la`, `fin`) and the accumulators
    /// that go into its hash (`ha*`, `h*`); the `H^2` computation (`pa`, `pc`) and the `H^3` one
    /// (`qa`, `qc`).
    lda0: Reg<Bit>,
    lda1: Reg<Bit>,
    lda2: Reg<Bit>,
    ha0: Reg<Bit>,
    ha1: Reg<Bit>,
    ha2: Reg<Bit>,
    la: Reg<Bit>,
    pa: Reg<Bit>,
    ld0: Reg<Bit>,
    ld1: Reg<Bit>,
    ld2: Reg<Bit>,
    h0: Reg<Bit>,
    h1: Reg<Bit>,
    h2: Reg<Bit>,
    fin: Reg<Bit>,
    pc: Reg<Bit>,
    qa: Reg<Bit>,
    qc: Reg<Bit>,
    ready_next: Signal<Local, Bit>,
    s1_next: Signal<Local, Bit>,
    s2_next: Signal<Local, Bit>,
    many_next: Signal<Local, Bit>,
    accept: Signal<Local, Bit>,
    /// `accept && last`.
    al: Signal<Local, Bit>,
    /// The next block's slot is 1 or 2 (not 0).
    s12: Signal<Local, Bit>,
    /// `h0`..`h2` as word masks.
    hm0: Signal<Local, Bits<32>>,
    hm1: Signal<Local, Bits<32>>,
    hm2: Signal<Local, Bits<32>>,
    zero: Constant<Bits<32>>,
}

impl Default for Ghash {
    fn default() -> Self {
        Ghash::new(true)
    }
}

impl Ghash {
    /// The unit, or (`present` false, a build without GCM) its registers without the multiplier.
    pub fn new(present: bool) -> Self {
        Ghash {
            clock: Default::default(),
            clear: Default::default(),
            h_load: Default::default(),
            h: Default::default(),
            absorb: Default::default(),
            last: Default::default(),
            pen: Default::default(),
            x: Default::default(),
            mask: Default::default(),
            powers_ready: Default::default(),
            powers_ready_next: Default::default(),
            hash_valid: Default::default(),
            hash: Default::default(),
            mult: GfMult::new(present),
            pow1: (0..4).map(|_| Reg::default()).collect(),
            pow1m: (0..2).map(|_| Reg::default()).collect(),
            pow2: (0..4).map(|_| Reg::default()).collect(),
            pow2m: (0..2).map(|_| Reg::default()).collect(),
            pow3: (0..4).map(|_| Reg::default()).collect(),
            pow3m: (0..2).map(|_| Reg::default()).collect(),
            acc0: (0..4).map(|_| Reg::default()).collect(),
            acc1: (0..4).map(|_| Reg::default()).collect(),
            acc2: (0..4).map(|_| Reg::default()).collect(),
            acc0m: (0..2).map(|_| Reg::default()).collect(),
            acc1m: (0..2).map(|_| Reg::default()).collect(),
            acc2m: (0..2).map(|_| Reg::default()).collect(),
            mask_a: (0..4).map(|_| Reg::default()).collect(),
            mask_c: (0..4).map(|_| Reg::default()).collect(),
            hash_q: (0..4).map(|_| Reg::default()).collect(),
            ready: Default::default(),
            hv: Default::default(),
            wipe: Default::default(),
            hl: Default::default(),
            stop: Default::default(),
            pw: Default::default(),
            qw: Default::default(),
            sel0: Default::default(),
            sel1: Default::default(),
            sel2: Default::default(),
            s1: Default::default(),
            s2: Default::default(),
            more: Default::default(),
            two: Default::default(),
            many: Default::default(),
            lda0: Default::default(),
            lda1: Default::default(),
            lda2: Default::default(),
            ha0: Default::default(),
            ha1: Default::default(),
            ha2: Default::default(),
            la: Default::default(),
            pa: Default::default(),
            ld0: Default::default(),
            ld1: Default::default(),
            ld2: Default::default(),
            h0: Default::default(),
            h1: Default::default(),
            h2: Default::default(),
            fin: Default::default(),
            pc: Default::default(),
            qa: Default::default(),
            qc: Default::default(),
            ready_next: Default::default(),
            s1_next: Default::default(),
            s2_next: Default::default(),
            many_next: Default::default(),
            accept: Default::default(),
            al: Default::default(),
            s12: Default::default(),
            hm0: Default::default(),
            hm1: Default::default(),
            hm2: Default::default(),
            zero: Constant::new(0_u32.to_bits()),
        }
    }
}

impl Ghash {
    /// The multiplier's registers (not signals, so not in a waveform).
    pub fn mult_state(&self) -> &MultState {
        self.mult.state()
    }

    /// Every word the unit stores: `H`, its powers and their middles, the accumulators, the
    /// masks, the hash and the multiplier's registers (for checks that nothing is left in them).
    pub fn state_words(&self) -> Vec<u128> {
        let banks = [
            &self.pow1, &self.pow1m, &self.pow2, &self.pow2m, &self.pow3, &self.pow3m, &self.acc0, &self.acc1, &self.acc2,
            &self.acc0m, &self.acc1m, &self.acc2m, &self.mask_a, &self.mask_c, &self.hash_q,
        ];
        let mut words: Vec<u128> = banks.iter().flat_map(|b| b.iter().map(|r| r.q.val().to_u32() as u128)).collect();
        words.extend(self.mult_state().words());
        words
    }
}

impl Logic for Ghash {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ready, hv, wipe, hl, stop, pw, sel0, sel1, sel2, s1, s2, more, two, many, lda0, lda1, lda2, ha0, ha1, ha2, la, pa, ld0, ld1, ld2, h0, h1, h2, fin, pc, qw, qa, qc);
        for i in 0..4 {
            self.pow1[i].clock.next = self.clock.val();
            self.pow1[i].d.next = self.pow1[i].q.val();
        }
        for i in 0..2 {
            self.pow1m[i].clock.next = self.clock.val();
            self.pow1m[i].d.next = self.pow1m[i].q.val();
        }
        for i in 0..4 {
            self.pow2[i].clock.next = self.clock.val();
            self.pow2[i].d.next = self.pow2[i].q.val();
        }
        for i in 0..2 {
            self.pow2m[i].clock.next = self.clock.val();
            self.pow2m[i].d.next = self.pow2m[i].q.val();
        }
        for i in 0..4 {
            self.pow3[i].clock.next = self.clock.val();
            self.pow3[i].d.next = self.pow3[i].q.val();
        }
        for i in 0..2 {
            self.pow3m[i].clock.next = self.clock.val();
            self.pow3m[i].d.next = self.pow3m[i].q.val();
        }
        for i in 0..4 {
            self.acc0[i].clock.next = self.clock.val();
            self.acc0[i].d.next = self.acc0[i].q.val();
        }
        for i in 0..4 {
            self.acc1[i].clock.next = self.clock.val();
            self.acc1[i].d.next = self.acc1[i].q.val();
        }
        for i in 0..4 {
            self.acc2[i].clock.next = self.clock.val();
            self.acc2[i].d.next = self.acc2[i].q.val();
        }
        for i in 0..2 {
            self.acc0m[i].clock.next = self.clock.val();
            self.acc0m[i].d.next = self.acc0m[i].q.val();
        }
        for i in 0..2 {
            self.acc1m[i].clock.next = self.clock.val();
            self.acc1m[i].d.next = self.acc1m[i].q.val();
        }
        for i in 0..2 {
            self.acc2m[i].clock.next = self.clock.val();
            self.acc2m[i].d.next = self.acc2m[i].q.val();
        }
        for i in 0..4 {
            self.mask_a[i].clock.next = self.clock.val();
            self.mask_a[i].d.next = self.mask_a[i].q.val();
        }
        for i in 0..4 {
            self.mask_c[i].clock.next = self.clock.val();
            self.mask_c[i].d.next = self.mask_c[i].q.val();
        }
        for i in 0..4 {
            self.hash_q[i].clock.next = self.clock.val();
            self.hash_q[i].d.next = self.hash_q[i].q.val();
        }
        self.accept.next = self.absorb.val() & self.ready.q.val();
        self.al.next = self.accept.val() & self.last.val();
        self.s12.next = self.s1.q.val() | self.s2.q.val();
        // Message state: the slot of the next block, and how many blocks of its message came.
        self.s1_next.next = self.s1.q.val();
        self.s2_next.next = self.s2.q.val();
        self.many_next.next = self.many.q.val();
        if self.accept.val() {
            self.s1_next.next = !self.s12.val() & !self.last.val();
            self.s2_next.next = self.s1.q.val() & !self.last.val();
            self.many_next.next = self.two.q.val() & !self.last.val();
            self.more.d.next = !self.last.val();
            self.two.d.next = self.more.q.val() & !self.last.val();
        }
        self.s1.d.next = self.s1_next.val();
        self.s2.d.next = self.s2_next.val();
        self.many.d.next = self.many_next.val();
        self.sel0.d.next = self.many_next.val() & !self.s1_next.val() & !self.s2_next.val();
        self.sel1.d.next = self.many_next.val() & self.s1_next.val();
        self.sel2.d.next = self.many_next.val() & self.s2_next.val();
        // A block taken now: its product loads its slot's accumulator, unless it is the last,
        // whose hash takes the slots of the two blocks before it (those that exist).
        self.lda0.d.next = self.accept.val() & !self.last.val() & !self.s12.val();
        self.lda1.d.next = self.accept.val() & !self.last.val() & self.s1.q.val();
        self.lda2.d.next = self.accept.val() & !self.last.val() & self.s2.q.val();
        self.ha0.d.next = self.al.val() & ((self.more.q.val() & self.s1.q.val()) | (self.two.q.val() & self.s2.q.val()));
        self.ha1.d.next = self.al.val() & ((self.more.q.val() & self.s2.q.val()) | (self.two.q.val() & !self.s12.val()));
        self.ha2.d.next = self.al.val() & ((self.more.q.val() & !self.s12.val()) | (self.two.q.val() & self.s1.q.val()));
        self.la.d.next = self.al.val();
        self.pa.d.next = self.pw.q.val();
        self.ld0.d.next = self.lda0.q.val();
        self.ld1.d.next = self.lda1.q.val();
        self.ld2.d.next = self.lda2.q.val();
        self.h0.d.next = self.ha0.q.val();
        self.h1.d.next = self.ha1.q.val();
        self.h2.d.next = self.ha2.q.val();
        self.fin.d.next = self.la.q.val();
        self.pc.d.next = self.pa.q.val();
        self.qw.d.next = self.pc.q.val();
        self.qa.d.next = self.qw.q.val();
        self.qc.d.next = self.qa.q.val();
        self.wipe.d.next = self.clear.val() | self.h_load.val();
        self.hl.d.next = self.h_load.val() & !self.clear.val();
        self.stop.d.next = (self.clear.val() | self.h_load.val()) & (self.ready.q.val() | self.qc.q.val() | self.qa.q.val());
        self.pw.d.next = self.hl.q.val();
        self.ready_next.next = (self.ready.q.val() | self.qc.q.val()) & !self.stop.q.val();
        self.ready.d.next = (self.ready.q.val() | self.qc.q.val()) & !self.wipe.q.val() & !self.h_load.val();
        self.hv.d.next = self.fin.q.val() & !self.clear.val();
        self.mult.clock.next = self.clock.val();
        self.mult.clear.next = self.wipe.q.val();
        self.mult.x_off.next = self.qw.q.val();
        for i in 0..4 {
            // `H` as the block for `H • H`: a register into the next operand's last XOR level,
            // as `x` is.
            self.mult.x[i].next = self.x[i].val();
            if self.pw.q.val() {
                self.mult.x[i].next = self.pow1[i].q.val();
            }
            self.mult.v[i].next = self.zero.val();
            if self.sel0.q.val() {
                self.mult.v[i].next = self.acc0[i].q.val();
            }
            if self.sel1.q.val() {
                self.mult.v[i].next = self.acc1[i].q.val();
            }
            if self.sel2.q.val() {
                self.mult.v[i].next = self.acc2[i].q.val();
            }
            self.mult.b[i].next = self.pow3[i].q.val();
            if self.pen.val() {
                self.mult.b[i].next = self.pow2[i].q.val();
            }
            if self.pw.q.val() | self.qw.q.val() | self.last.val() {
                self.mult.b[i].next = self.pow1[i].q.val();
            }
        }
        for i in 0..2 {
            self.mult.vm[i].next = self.zero.val();
            if self.sel0.q.val() {
                self.mult.vm[i].next = self.acc0m[i].q.val();
            }
            if self.sel1.q.val() {
                self.mult.vm[i].next = self.acc1m[i].q.val();
            }
            if self.sel2.q.val() {
                self.mult.vm[i].next = self.acc2m[i].q.val();
            }
            self.mult.bm[i].next = self.pow3m[i].q.val();
            if self.pen.val() {
                self.mult.bm[i].next = self.pow2m[i].q.val();
            }
            if self.pw.q.val() | self.qw.q.val() | self.last.val() {
                self.mult.bm[i].next = self.pow1m[i].q.val();
            }
        }
        if self.h_load.val() {
            for i in 0..4 {
                self.pow1[i].d.next = self.h[i].val();
            }
            self.pow1m[0].d.next = self.h[0].val() ^ self.h[2].val();
            self.pow1m[1].d.next = self.h[1].val() ^ self.h[3].val();
        }
        // `H^2` lands: into its register and, as the multiplier's `v` for `H^3`, into
        // accumulator 0 (with the blocks' loads below), which no message reads before its own
        // block has loaded it.
        if self.pc.q.val() {
            self.sel0.d.next = true;
            for i in 0..4 {
                self.pow2[i].d.next = self.mult.p[i].val();
            }
            for i in 0..2 {
                self.pow2m[i].d.next = self.mult.pm[i].val();
            }
        }
        if self.qc.q.val() {
            for i in 0..4 {
                self.pow3[i].d.next = self.mult.p[i].val();
            }
            for i in 0..2 {
                self.pow3m[i].d.next = self.mult.pm[i].val();
            }
        }
        self.hm0.next = self.zero.val();
        self.hm1.next = self.zero.val();
        self.hm2.next = self.zero.val();
        if self.h0.q.val() {
            self.hm0.next = !self.zero.val();
        }
        if self.h1.q.val() {
            self.hm1.next = !self.zero.val();
        }
        if self.h2.q.val() {
            self.hm2.next = !self.zero.val();
        }
        for i in 0..2 {
            if self.ld0.q.val() | self.pc.q.val() {
                self.acc0m[i].d.next = self.mult.pm[i].val();
            }
            if self.ld1.q.val() {
                self.acc1m[i].d.next = self.mult.pm[i].val();
            }
            if self.ld2.q.val() {
                self.acc2m[i].d.next = self.mult.pm[i].val();
            }
        }
        for i in 0..4 {
            if self.ld0.q.val() | self.pc.q.val() {
                self.acc0[i].d.next = self.mult.p[i].val();
            }
            if self.ld1.q.val() {
                self.acc1[i].d.next = self.mult.p[i].val();
            }
            if self.ld2.q.val() {
                self.acc2[i].d.next = self.mult.p[i].val();
            }
            // Only a block taken with `last` moves the mask on (`la`), so `last` alone loads it:
            // the enable is then the register that drives `last`, not the absorb decode.
            if self.last.val() {
                self.mask_a[i].d.next = self.mask[i].val();
            }
            if self.la.q.val() {
                self.mask_c[i].d.next = self.mask_a[i].q.val();
            }
            // The last block lands: its product, the other slots' accumulators (those of its
            // message) and the mask.
            if self.fin.q.val() {
                self.hash_q[i].d.next = self.mult.p[i].val()
                    ^ self.mask_c[i].q.val()
                    ^ (self.acc0[i].q.val() & self.hm0.val())
                    ^ (self.acc1[i].q.val() & self.hm1.val())
                    ^ (self.acc2[i].q.val() & self.hm2.val());
            }
        }
        // Clear, or a new H: nothing derived from the old key stays.
        if self.wipe.q.val() {
            self.hv.d.next = false;
            self.sel0.d.next = false;
            self.sel1.d.next = false;
            self.sel2.d.next = false;
            self.s1.d.next = false;
            self.s2.d.next = false;
            self.more.d.next = false;
            self.two.d.next = false;
            self.many.d.next = false;
            self.lda0.d.next = false;
            self.lda1.d.next = false;
            self.lda2.d.next = false;
            self.ha0.d.next = false;
            self.ha1.d.next = false;
            self.ha2.d.next = false;
            self.la.d.next = false;
            self.pa.d.next = false;
            self.ld0.d.next = false;
            self.ld1.d.next = false;
            self.ld2.d.next = false;
            self.h0.d.next = false;
            self.h1.d.next = false;
            self.h2.d.next = false;
            self.fin.d.next = false;
            self.pc.d.next = false;
            self.qw.d.next = false;
            self.qa.d.next = false;
            self.qc.d.next = false;
            for i in 0..4 {
                self.pow2[i].d.next = self.zero.val();
                self.pow3[i].d.next = self.zero.val();
                self.acc0[i].d.next = self.zero.val();
                self.acc1[i].d.next = self.zero.val();
                self.acc2[i].d.next = self.zero.val();
                self.mask_a[i].d.next = self.zero.val();
                self.mask_c[i].d.next = self.zero.val();
                self.hash_q[i].d.next = self.zero.val();
            }
            for i in 0..2 {
                self.pow2m[i].d.next = self.zero.val();
                self.pow3m[i].d.next = self.zero.val();
                self.acc0m[i].d.next = self.zero.val();
                self.acc1m[i].d.next = self.zero.val();
                self.acc2m[i].d.next = self.zero.val();
            }
        }
        // `H` goes with a clear, not with its own load's wipe, nor when a load follows a clear.
        if self.wipe.q.val() & !self.hl.q.val() & !self.h_load.val() {
            for i in 0..4 {
                self.pow1[i].d.next = self.zero.val();
            }
            for i in 0..2 {
                self.pow1m[i].d.next = self.zero.val();
            }
        }
        self.powers_ready.next = self.ready.q.val();
        self.powers_ready_next.next = self.ready_next.val();
        self.hash_valid.next = self.hv.q.val();
        for i in 0..4 {
            self.hash[i].next = self.hash_q[i].q.val();
        }
    }
}
/// The unit's Verilog, top module `ghash`, its ports those of [`Ghash`].
pub fn ghash_verilog() -> String {
    verilog_named(&mut Ghash::default(), "ghash")
}
