//! The GHASH unit (NIST SP 800-38D 6.4): absorbs one 128-bit block per clock, with any gaps,
//! and shows `GHASH_H(X_1 .. X_n) ^ mask` a fixed three cycles after the message's last block.
//!
//! **Architecture.** The multiplier ([`GfMult`]) has two register stages and closes its loop in
//! two clocks, so two accumulators interleave: block `i` of a message goes to slot `i mod 2`,
//! and a normal step is `acc <- (acc ^ X_i) • H^2`. The last block (the length block in GCM)
//! steps with `H`, so when it lands the slot of the second-to-last block holds
//! `sum X_i H^(n-i+1)` over its blocks and the last block's slot the rest: the hash is the XOR of
//! the two, formed as the last block's product leaves the multiplier, with no fold multiplication
//! and no drain. A block whose slot's previous product leaves the multiplier in the same cycle
//! takes it straight from the multiplier's output (`fb`); otherwise from its accumulator
//! register, or zero for the first two blocks of a message. Back-to-back messages overlap in the
//! pipeline: a message's first blocks never read an accumulator, and its hash is formed from
//! values that the next message's blocks cannot have overwritten yet (they land two cycles
//! later). The power `H^2` is computed by the same multiplier right after `H` is loaded.
//!
//! All the selects are registers computed a cycle ahead, so the multiplier's loop sees them
//! directly. The ports are inside the same 3 LUT levels (measured with ports as path starts):
//! `x` enters the next operand's last XOR level and its middle operand's (`x_lo ^ x_hi`), and
//! `last` selects `H` or `H^2` in front of the multiplier's `b` registers. Drive `x`, `last`
//! and `absorb` from registers: logic in front of them adds to those levels.
//!
//! | port | width | |
//! |------|-------|-|
//! | `clear` | 1 | synchronous, registered: every register to 0 (`H`, `H^2`, accumulators, hash, mask, the multiplier's stages, the control) at the clock edge after the `clear` cycle; `hash_valid` is low from the next cycle, `powers_ready` from the one after; wins over everything |
//! | `h_load`, `h` | 1, 4 x 32 | load the hash subkey `H` (`E_K(0^128)` in AXI byte order, column words) and compute `H^2`: `powers_ready` falls, and at the next clock edge everything else is cleared as `clear` does |
//! | `powers_ready` | 1 | `H^2` is ready: high from the 5th cycle after the `h_load` cycle, until the second cycle after `clear` or the cycle after the next `h_load` |
//! | `powers_ready_next` | 1 | `powers_ready` of the next cycle, except in an `h_load` cycle (where it falls): for a reader that registers a decode of it and ignores it while `H` is loaded; from flip-flops alone |
//! | `absorb`, `x` | 1, 4 x 32 | a block of the message (AXI byte order), taken at the clock edge when `powers_ready` (ignored before) |
//! | `last` | 1 | with `absorb`: the message's last block (in GCM the length block); the next block starts a new message |
//! | `mask` | 4 x 32 | with `absorb && last`: XORed into that message's hash (in GCM `E_K(J0)`, making the hash the tag) |
//! | `hash_valid` | 1 | high for one cycle, the 3rd cycle after the cycle of the last block's `absorb` |
//! | `hash` | 4 x 32 | `GHASH_H(X_1 .. X_n) ^ mask` from the `hash_valid` cycle until the next hash lands or `clear` (0 from the second cycle after it; a hash landing in the cycle after `clear` shows without `hash_valid`) |
//!
//! Cycle by cycle, for a last block absorbed in cycle `t`: its operands are in the multiplier's
//! stage A in `t + 1`, its sub-products in stage C in `t + 2`, where the product, the other
//! slot's accumulator and the mask are XORed into the hash register: `hash_valid` in `t + 3`.
//! After `h_load` in cycle `t`: `H` in its register in `t + 1`, where a flip-flop (`wipe`) clears
//! the rest at the clock edge; the multiplier's operands `H`, `H` in `t + 2`, stage A in `t + 3`,
//! `H^2` in stage C in `t + 4`, `powers_ready` in `t + 5`. `clear` goes through the same
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
pub const POWERS_LATENCY: u64 = 5;

#[derive(LogicBlock)]
pub struct Ghash {
    pub clock: Signal<In, Clock>,
    pub clear: Signal<In, Bit>,
    pub h_load: Signal<In, Bit>,
    pub h: [Signal<In, Bits<32>>; 4],
    pub absorb: Signal<In, Bit>,
    pub last: Signal<In, Bit>,
    pub x: [Signal<In, Bits<32>>; 4],
    pub mask: [Signal<In, Bits<32>>; 4],
    pub powers_ready: Signal<Out, Bit>,
    /// `powers_ready` of the next cycle (for a reader that registers a decode of it).
    pub powers_ready_next: Signal<Out, Bit>,
    pub hash_valid: Signal<Out, Bit>,
    pub hash: [Signal<Out, Bits<32>>; 4],
    mult: GfMult,
    /// `H` and `H^2` (column words, AXI byte order) and their Karatsuba middles
    /// (`w0 ^ w2`, `w1 ^ w3`), stored so no XOR sits in front of the multiplier's `b` registers.
    pow1: Vec<Reg<Bits<32>>>,
    pow1m: Vec<Reg<Bits<32>>>,
    pow2: Vec<Reg<Bits<32>>>,
    pow2m: Vec<Reg<Bits<32>>>,
    /// The two slots' accumulators: the last product of a slot whose next block has not come.
    acc0: Vec<Reg<Bits<32>>>,
    acc1: Vec<Reg<Bits<32>>>,
    /// The mask, taken with the last block, beside it in stages A and C.
    mask_a: Vec<Reg<Bits<32>>>,
    mask_c: Vec<Reg<Bits<32>>>,
    hash_q: Vec<Reg<Bits<32>>>,
    /// `powers_ready` and `hash_valid`.
    ready: Reg<Bit>,
    hv: Reg<Bit>,
    /// The cycle after `clear` or `h_load`: the unit (but `H` after a load) is cleared at its
    /// edge. `hl`: after `h_load` (starts the `H^2` computation, keeps `H`). `stop`: `wipe`
    /// where it matters to `powers_ready_next`, after a clear or load of a unit that is ready or
    /// computing `H^2`; a flip-flop of its own, so the reader's path does not share the clear's
    /// fanout net.
    wipe: Reg<Bit>,
    hl: Reg<Bit>,
    stop: Reg<Bit>,
    /// This cycle feeds `H`, `H` to the multiplier for `H^2` (two cycles after `h_load`).
    pw: Reg<Bit>,
    /// The selects of the next block's accumulator term, computed a cycle ahead: the product
    /// leaving the multiplier (`fb`), accumulator 0 or 1, or none (the first two blocks).
    fb: Reg<Bit>,
    sel0: Reg<Bit>,
    sel1: Reg<Bit>,
    /// Message state: the next block's slot; `more`: a block of this message was taken;
    /// `many`: two were (the next block reads an accumulator). Every `last` returns to
    /// slot 0, neither.
    slot: Reg<Bit>,
    more: Reg<Bit>,
    many: Reg<Bit>,
    /// What the multiplier's stage A (`*a`) and stage C (`*c`) hold: a block (`v`), the `H^2`
    /// computation (`p`), a last block (`l`), its slot (`s`), and whether an earlier block of its
    /// message exists (`g`: the other slot's accumulator goes into the hash).
    va: Reg<Bit>,
    pa: Reg<Bit>,
    la: Reg<Bit>,
    sa: Reg<Bit>,
    ga: Reg<Bit>,
    vc: Reg<Bit>,
    pc: Reg<Bit>,
    lc: Reg<Bit>,
    sc: Reg<Bit>,
    gc: Reg<Bit>,
    ready_next: Signal<Local, Bit>,
    slot_next: Signal<Local, Bit>,
    many_next: Signal<Local, Bit>,
    fb_next: Signal<Local, Bit>,
    accept: Signal<Local, Bit>,
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
            acc0: (0..4).map(|_| Reg::default()).collect(),
            acc1: (0..4).map(|_| Reg::default()).collect(),
            mask_a: (0..4).map(|_| Reg::default()).collect(),
            mask_c: (0..4).map(|_| Reg::default()).collect(),
            hash_q: (0..4).map(|_| Reg::default()).collect(),
            ready: Default::default(),
            hv: Default::default(),
            wipe: Default::default(),
            hl: Default::default(),
            stop: Default::default(),
            pw: Default::default(),
            fb: Default::default(),
            sel0: Default::default(),
            sel1: Default::default(),
            slot: Default::default(),
            more: Default::default(),
            many: Default::default(),
            va: Default::default(),
            pa: Default::default(),
            la: Default::default(),
            sa: Default::default(),
            ga: Default::default(),
            vc: Default::default(),
            pc: Default::default(),
            lc: Default::default(),
            sc: Default::default(),
            gc: Default::default(),
            ready_next: Default::default(),
            slot_next: Default::default(),
            many_next: Default::default(),
            fb_next: Default::default(),
            accept: Default::default(),
            zero: Constant::new(0_u32.to_bits()),
        }
    }
}

impl Ghash {
    /// The multiplier's registers (not signals, so not in a waveform).
    pub fn mult_state(&self) -> &MultState {
        self.mult.state()
    }

    /// Every word the unit stores: `H`, `H^2` and their middles, the accumulators, the masks,
    /// the hash and the multiplier's registers (for checks that nothing is left in them).
    pub fn state_words(&self) -> Vec<u128> {
        let banks = [&self.pow1, &self.pow1m, &self.pow2, &self.pow2m, &self.acc0, &self.acc1, &self.mask_a, &self.mask_c, &self.hash_q];
        let mut words: Vec<u128> = banks.iter().flat_map(|b| b.iter().map(|r| r.q.val().to_u32() as u128)).collect();
        words.extend(self.mult_state().words());
        words
    }
}

impl Logic for Ghash {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ready, hv, wipe, hl, stop, pw, fb, sel0, sel1, slot, more, many, va, pa, la, sa, ga, vc, pc, lc, sc, gc);
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
            self.acc0[i].clock.next = self.clock.val();
            self.acc0[i].d.next = self.acc0[i].q.val();
        }
        for i in 0..4 {
            self.acc1[i].clock.next = self.clock.val();
            self.acc1[i].d.next = self.acc1[i].q.val();
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
        // Message state: the slot of the next block, and whether it is the message's first,
        // second, or a later one (`more`, `many`).
        self.slot_next.next = self.slot.q.val();
        self.many_next.next = self.many.q.val();
        self.more.d.next = self.more.q.val();
        if self.accept.val() {
            self.slot_next.next = !self.slot.q.val() & !self.last.val();
            self.many_next.next = self.more.q.val() & !self.last.val();
            self.more.d.next = !self.last.val();
        }
        self.slot.d.next = self.slot_next.val();
        self.many.d.next = self.many_next.val();
        // The block now in stage A reaches stage C next cycle; a block then of the same slot
        // (and not among its message's first two) takes its product from the multiplier.
        self.fb_next.next = self.many_next.val() & self.va.q.val() & (self.sa.q.val() == self.slot_next.val());
        self.fb.d.next = self.fb_next.val();
        self.sel0.d.next = self.many_next.val() & !self.fb_next.val() & !self.slot_next.val();
        self.sel1.d.next = self.many_next.val() & !self.fb_next.val() & self.slot_next.val();
        self.va.d.next = self.accept.val();
        self.la.d.next = self.accept.val() & self.last.val();
        self.sa.d.next = self.slot.q.val();
        self.ga.d.next = self.more.q.val();
        self.pa.d.next = self.pw.q.val();
        self.vc.d.next = self.va.q.val();
        self.lc.d.next = self.la.q.val();
        self.sc.d.next = self.sa.q.val();
        self.gc.d.next = self.ga.q.val();
        self.pc.d.next = self.pa.q.val();
        self.wipe.d.next = self.clear.val() | self.h_load.val();
        self.hl.d.next = self.h_load.val() & !self.clear.val();
        self.stop.d.next = (self.clear.val() | self.h_load.val()) & (self.ready.q.val() | self.pc.q.val() | self.pa.q.val());
        self.pw.d.next = self.hl.q.val();
        self.ready_next.next = (self.ready.q.val() | self.pc.q.val()) & !self.stop.q.val();
        self.ready.d.next = (self.ready.q.val() | self.pc.q.val()) & !self.wipe.q.val() & !self.h_load.val();
        self.hv.d.next = self.vc.q.val() & self.lc.q.val() & !self.clear.val();
        self.mult.clock.next = self.clock.val();
        self.mult.clear.next = self.wipe.q.val();
        self.mult.x_off.next = self.pw.q.val();
        self.mult.fb.next = self.fb.q.val();
        for i in 0..4 {
            self.mult.x[i].next = self.x[i].val();
            self.mult.v[i].next = self.zero.val();
            if self.sel0.q.val() {
                self.mult.v[i].next = self.acc0[i].q.val();
            }
            if self.sel1.q.val() {
                self.mult.v[i].next = self.acc1[i].q.val();
            }
            if self.pw.q.val() {
                self.mult.v[i].next = self.pow1[i].q.val();
            }
            self.mult.b[i].next = self.pow2[i].q.val();
            if self.pw.q.val() | self.last.val() {
                self.mult.b[i].next = self.pow1[i].q.val();
            }
        }
        for i in 0..2 {
            self.mult.bm[i].next = self.pow2m[i].q.val();
            if self.pw.q.val() | self.last.val() {
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
        if self.pc.q.val() {
            for i in 0..4 {
                self.pow2[i].d.next = self.mult.p[i].val();
            }
            self.pow2m[0].d.next = self.mult.p[0].val() ^ self.mult.p[2].val();
            self.pow2m[1].d.next = self.mult.p[1].val() ^ self.mult.p[3].val();
        }
        for i in 0..4 {
            if self.vc.q.val() & !self.lc.q.val() & !self.sc.q.val() {
                self.acc0[i].d.next = self.mult.p[i].val();
            }
            if self.vc.q.val() & !self.lc.q.val() & self.sc.q.val() {
                self.acc1[i].d.next = self.mult.p[i].val();
            }
            // Only a block taken with `last` moves the mask on (`la`), so `last` alone loads it:
            // the enable is then the register that drives `last`, not the absorb decode.
            if self.last.val() {
                self.mask_a[i].d.next = self.mask[i].val();
            }
            if self.la.q.val() {
                self.mask_c[i].d.next = self.mask_a[i].q.val();
            }
            // The last block lands: its product, the other slot's accumulator (none for a
            // one-block message) and the mask.
            if self.vc.q.val() & self.lc.q.val() {
                self.hash_q[i].d.next = self.mult.p[i].val() ^ self.mask_c[i].q.val();
                if self.gc.q.val() & self.sc.q.val() {
                    self.hash_q[i].d.next = self.mult.p[i].val() ^ self.mask_c[i].q.val() ^ self.acc0[i].q.val();
                }
                if self.gc.q.val() & !self.sc.q.val() {
                    self.hash_q[i].d.next = self.mult.p[i].val() ^ self.mask_c[i].q.val() ^ self.acc1[i].q.val();
                }
            }
        }
        // Clear, or a new H: nothing derived from the old key stays.
        if self.wipe.q.val() {
            self.hv.d.next = false;
            self.fb.d.next = false;
            self.sel0.d.next = false;
            self.sel1.d.next = false;
            self.slot.d.next = false;
            self.more.d.next = false;
            self.many.d.next = false;
            self.va.d.next = false;
            self.pa.d.next = false;
            self.la.d.next = false;
            self.sa.d.next = false;
            self.ga.d.next = false;
            self.vc.d.next = false;
            self.pc.d.next = false;
            self.lc.d.next = false;
            self.sc.d.next = false;
            self.gc.d.next = false;
            for i in 0..4 {
                self.pow2[i].d.next = self.zero.val();
            }
            for i in 0..2 {
                self.pow2m[i].d.next = self.zero.val();
            }
            for i in 0..4 {
                self.acc0[i].d.next = self.zero.val();
            }
            for i in 0..4 {
                self.acc1[i].d.next = self.zero.val();
            }
            for i in 0..4 {
                self.mask_a[i].d.next = self.zero.val();
            }
            for i in 0..4 {
                self.mask_c[i].d.next = self.zero.val();
            }
            for i in 0..4 {
                self.hash_q[i].d.next = self.zero.val();
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
