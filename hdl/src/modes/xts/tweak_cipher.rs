//! `TweakCipher`: the XTS tweak unit, `E_Key2(i)` with the tweak key's own key words: an
//! iterative AES encryption (the forward cipher in both directions of XTS) of one block, one
//! round per `regs` cycles (`CoreOptions::regs_per_round`), with the key expanded on the fly:
//! only the key words and a window of the last two round keys are stored, never a schedule.
//!
//! The round is the pipeline's ([`round`](crate::cipher::round)) folded onto itself: `x` is the
//! state after a round, `MixColumns(s) ^ rk` (`s ^ rk` for the initial AddRoundKey and the last
//! round), and the register after (Inv)ShiftRows and SubBytes ([`SubBytes`], block RAM or LUT
//! tables as the build's rounds) holds `s` for the next round; its words' doubles feed
//! MixColumns as in the pipeline's encrypting stages.
//!
//! The key expansion ([`KeySubWord`], addressed a cycle ahead as the key expansion unit's) runs
//! beside it. With two registers per round its lookup has two registers as well (addressed at
//! a round's step, read at the next one), so that the lookup and the step's XOR chain into the
//! next address take a cycle each instead of sharing one. `b` holds round key `r` in round `r`,
//! `a` the one before; the step is
//! `n_0 = p_0 ^ t`, `n_k = p_k ^ n_(k-1)` with `p = b` (AES-128) or `a` (AES-256) and
//! `t = SubWord(RotWord(b_3)) ^ rcon` or (AES-256, odd round keys) `SubWord(b_3)`.
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | idle | `start` | the block, round keys 0 (`b`) and the lookup's address loaded: `round = 0` |
//! | `round = r < Nr` | every `regs` cycles | `x` into the S-box register; `b` the next round key |
//! | `round = Nr` | | `out = s ^ rk`, `done`, idle |
//! | any | `clear` or `reset` | every register 0, idle |
//!
//! | port | width | |
//! |------|-------|-|
//! | `clear` | 1 | wipes the key words, the round keys, the state and `out` at the clock edge |
//! | `key_we`, `key_index`, `key_data`, `key_strb` | 1, 3, 32, 4 | key word `key_index` written, the strobes' bytes merged in |
//! | `aes256` | 1 | the key is eight words (AES-256), else four |
//! | `start`, `block_in` | 1, 4 x 32 | begins `E_Key2(block_in)` (a start while running begins again) |
//! | `done`, `out` | 1, 4 x 32 | `out` valid from the `done` cycle on, until the next start or clear |
//!
//! Idle, the unit holds no key-derived value but `out`: the S-box register is cleared while no
//! round runs and the round-key window when the last round is done.

use crate::cipher::mix_columns::MixColumn;
use crate::cipher::sbox::{KeySubWord, SubBytes, Table};
use crate::params::CoreOptions;
use crate::primitives::byte_merge::ByteMerge;
use crate::primitives::register::Reg;
use rust_hdl::prelude::*;

/// Cycles from a `start` to its `done`: the load, then the initial AddRoundKey and the `Nr`
/// rounds, `regs` cycles each, the last one ending in the output register.
pub const fn tweak_latency(aes256: bool, regs: u8) -> u64 {
    let nr = if aes256 { 14 } else { 10 };
    1 + regs as u64 * (nr + 1)
}

/// The round constants' first value; each rotated step doubles it in GF(2^8).
const RCON_FIRST: u32 = 0x01;

#[derive(LogicBlock)]
pub struct TweakCipher {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub clear: Signal<In, Bit>,
    pub key_we: Signal<In, Bit>,
    pub key_index: Signal<In, Bits<3>>,
    pub key_data: Signal<In, Bits<32>>,
    pub key_strb: Signal<In, Bits<4>>,
    pub aes256: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub block_in: [Signal<In, Bits<32>>; 4],
    pub done: Signal<Out, Bit>,
    pub out: [Signal<Out, Bits<32>>; 4],
    key: [Reg<Bits<32>>; 8],
    merge: [ByteMerge; 8],
    sub: SubBytes,
    mix: [MixColumn; 4],
    ksub: KeySubWord,
    /// The round keys `r - 1` (`a`) and `r` (`b`); the block; the output.
    a: [Reg<Bits<32>>; 4],
    b: [Reg<Bits<32>>; 4],
    blk: [Reg<Bits<32>>; 4],
    out_q: [Reg<Bits<32>>; 4],
    running: Reg<Bit>,
    done_q: Reg<Bit>,
    round: Reg<Bits<4>>,
    /// The cycle within a round (two registers per round).
    phase: Reg<Bit>,
    /// The round constant, in the word's byte 0 (FIPS-197 `Rcon`).
    rcon: Reg<Bits<32>>,
    /// This cycle ends a round: the round key steps.
    step: Signal<Local, Bit>,
    rot: Signal<Local, Bit>,
    last_round: Signal<Local, Bit>,
    p: [Signal<Local, Bits<32>>; 4],
    n: [Signal<Local, Bits<32>>; 4],
    t: Signal<Local, Bits<32>>,
    x: [Signal<Local, Bits<32>>; 4],
    two: Constant<Bit>,
    with_256: Constant<Bit>,
    nr128: Constant<Bits<4>>,
    nr256: Constant<Bits<4>>,
    one4: Constant<Bits<4>>,
    zero4: Constant<Bits<4>>,
    rcon_first: Constant<Bits<32>>,
    rcon_poly: Constant<Bits<32>>,
    byte_mask: Constant<Bits<32>>,
    key_index_of: [Constant<Bits<3>>; 8],
    row: [Constant<Bits<32>>; 4],
    zero: Constant<Bits<32>>,
}

impl TweakCipher {
    /// The unit of a build with `options` (its S-boxes as the rounds', AES-256 where the build
    /// has it), or, in a build without XTS, the unit without tables.
    pub fn new(options: CoreOptions) -> Self {
        let present = options.has_xts();
        let regs = if present { options.regs_per_round as usize } else { 1 };
        let table = if present { Table::Sbox(options.sbox) } else { Table::None };
        TweakCipher {
            clock: Default::default(),
            reset: Default::default(),
            clear: Default::default(),
            key_we: Default::default(),
            key_index: Default::default(),
            key_data: Default::default(),
            key_strb: Default::default(),
            aes256: Default::default(),
            start: Default::default(),
            block_in: Default::default(),
            done: Default::default(),
            out: Default::default(),
            key: Default::default(),
            merge: Default::default(),
            sub: SubBytes::new(false, table, regs).with_family(options.family),
            mix: std::array::from_fn(|_| MixColumn::new(false)),
            ksub: KeySubWord::new(options.expansion_sbox(), options.family, regs),
            a: Default::default(),
            b: Default::default(),
            blk: Default::default(),
            out_q: Default::default(),
            running: Default::default(),
            done_q: Default::default(),
            round: Default::default(),
            phase: Default::default(),
            rcon: Default::default(),
            step: Default::default(),
            rot: Default::default(),
            last_round: Default::default(),
            p: Default::default(),
            n: Default::default(),
            t: Default::default(),
            x: Default::default(),
            two: Constant::new(regs == 2),
            with_256: Constant::new(options.aes192_256),
            nr128: Constant::new(10_u8.to_bits()),
            nr256: Constant::new(14_u8.to_bits()),
            one4: Constant::new(1_u8.to_bits()),
            zero4: Constant::new(0_u8.to_bits()),
            rcon_first: Constant::new(RCON_FIRST.to_bits()),
            rcon_poly: Constant::new(0x1B_u32.to_bits()),
            byte_mask: Constant::new(0xFF_u32.to_bits()),
            key_index_of: std::array::from_fn(|i| Constant::new((i as u8).to_bits())),
            row: [0x0000_00ff_u32, 0x0000_ff00, 0x00ff_0000, 0xff00_0000].map(|m| Constant::new(m.to_bits())),
            zero: Constant::new(0_u32.to_bits()),
        }
    }

    /// Every word the unit stores: the key words, the round-key window, the block, the output
    /// (for checks that nothing is left in them; the S-box register is the rounds' `SubBytes`).
    pub fn state_words(&self) -> Vec<u32> {
        let regs = self.key.iter().chain(&self.a).chain(&self.b).chain(&self.blk).chain(&self.out_q);
        regs.map(|r| r.q.val().to_u32()).collect()
    }
}

impl Logic for TweakCipher {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, running, done_q, round, phase, rcon);
        for k in 0..8 {
            self.key[k].clock.next = self.clock.val();
            self.key[k].d.next = self.key[k].q.val();
            self.merge[k].q.next = self.key[k].q.val();
            self.merge[k].d.next = self.key_data.val();
            self.merge[k].strb.next = self.key_strb.val();
            if self.key_we.val() & (self.key_index.val() == self.key_index_of[k].val()) {
                self.key[k].d.next = self.merge[k].y.val();
            }
        }
        for i in 0..4 {
            self.a[i].clock.next = self.clock.val();
            self.a[i].d.next = self.a[i].q.val();
            self.b[i].clock.next = self.clock.val();
            self.b[i].d.next = self.b[i].q.val();
            self.blk[i].clock.next = self.clock.val();
            self.blk[i].d.next = self.blk[i].q.val();
            self.out_q[i].clock.next = self.clock.val();
            self.out_q[i].d.next = self.out_q[i].q.val();
            self.out[i].next = self.out_q[i].q.val();
        }

        // Where the round is: a round ends every cycle, or every second with two registers.
        self.step.next = self.running.q.val() & (!self.two.val() | self.phase.q.val());
        self.last_round.next = (self.aes256.val() & self.with_256.val() & (self.round.q.val() == self.nr256.val()))
            | (!(self.aes256.val() & self.with_256.val()) & (self.round.q.val() == self.nr128.val()));
        if self.running.q.val() & self.two.val() {
            self.phase.d.next = !self.phase.q.val();
        }

        // The key expansion step: round key `r + 1` from `a`, `b` and the lookup of `b_3`.
        // AES-256 rotates (with the round constant) for the even round keys, AES-128 always.
        self.rot.next = !(self.aes256.val() & self.with_256.val()) | self.round.q.val().get_bit(0);
        self.t.next = self.ksub.y.val();
        if self.rot.val() {
            self.t.next = self.ksub.y_rot.val() ^ self.rcon.q.val();
        }
        for i in 0..4 {
            self.p[i].next = self.b[i].q.val();
            if self.aes256.val() & self.with_256.val() {
                self.p[i].next = self.a[i].q.val();
            }
        }
        self.n[0].next = self.p[0].val() ^ self.t.val();
        self.n[1].next = self.p[1].val() ^ self.p[0].val() ^ self.t.val();
        self.n[2].next = self.p[2].val() ^ self.p[1].val() ^ self.p[0].val() ^ self.t.val();
        self.n[3].next = self.p[3].val() ^ self.p[2].val() ^ self.p[1].val() ^ self.p[0].val() ^ self.t.val();
        // AES-256's round key 1 is the key's second half, not a step.
        if self.aes256.val() & self.with_256.val() & (self.round.q.val() == self.zero4.val()) {
            for i in 0..4 {
                self.n[i].next = self.key[4 + i].q.val();
            }
        }
        // The lookup is registered: it is addressed with the word `b_3` holds in the next cycle.
        self.ksub.clock.next = self.clock.val();
        self.ksub.clear.next = self.reset.val() | self.clear.val();
        self.ksub.a.next = self.b[3].q.val();
        if self.step.val() {
            self.ksub.a.next = self.n[3].val();
        }

        // The round: `x` is the state after round `r`, SubBytes(ShiftRows(x)) the next state.
        for c in 0..4 {
            self.mix[c].inverse.next = false;
            self.mix[c].bypass.next = false;
        }
        self.mix[0].a.next = self.sub.y0.val();
        self.mix[1].a.next = self.sub.y1.val();
        self.mix[2].a.next = self.sub.y2.val();
        self.mix[3].a.next = self.sub.y3.val();
        self.mix[0].da.next = self.sub.d0.val();
        self.mix[1].da.next = self.sub.d1.val();
        self.mix[2].da.next = self.sub.d2.val();
        self.mix[3].da.next = self.sub.d3.val();
        // The rounds without MixColumns take its input, selected here rather than by the
        // column's `bypass`: driving a child's input from `last_round`, which the statements
        // reading `x` share, would be a false loop in Verilator's ordering (UNOPTFLAT).
        for c in 0..4 {
            self.x[c].next = self.mix[c].y.val() ^ self.b[c].q.val();
        }
        if self.last_round.val() {
            self.x[0].next = self.sub.y0.val() ^ self.b[0].q.val();
            self.x[1].next = self.sub.y1.val() ^ self.b[1].q.val();
            self.x[2].next = self.sub.y2.val() ^ self.b[2].q.val();
            self.x[3].next = self.sub.y3.val() ^ self.b[3].q.val();
        }
        if self.round.q.val() == self.zero4.val() {
            for c in 0..4 {
                self.x[c].next = self.blk[c].q.val() ^ self.b[c].q.val();
            }
        }
        self.sub.clock.next = self.clock.val();
        self.sub.enable.next = true;
        self.sub.clear.next = self.reset.val() | self.clear.val() | !self.running.q.val() | self.last_round.val();
        self.sub.inverse.next = false;
        for m in 0..self.sub.reset.len() {
            self.sub.reset[m].next = self.reset.val() | self.clear.val() | !self.running.q.val();
        }
        // ShiftRows: column `c` takes row `r` from column `(c + r) mod 4`.
        self.sub.a0.next = (self.x[0].val() & self.row[0].val())
            | (self.x[1].val() & self.row[1].val())
            | (self.x[2].val() & self.row[2].val())
            | (self.x[3].val() & self.row[3].val());
        self.sub.a1.next = (self.x[1].val() & self.row[0].val())
            | (self.x[2].val() & self.row[1].val())
            | (self.x[3].val() & self.row[2].val())
            | (self.x[0].val() & self.row[3].val());
        self.sub.a2.next = (self.x[2].val() & self.row[0].val())
            | (self.x[3].val() & self.row[1].val())
            | (self.x[0].val() & self.row[2].val())
            | (self.x[1].val() & self.row[3].val());
        self.sub.a3.next = (self.x[3].val() & self.row[0].val())
            | (self.x[0].val() & self.row[1].val())
            | (self.x[1].val() & self.row[2].val())
            | (self.x[2].val() & self.row[3].val());

        // The rounds: a step moves the window on; the last round's `x` is the output.
        self.done_q.d.next = false;
        if self.step.val() {
            self.round.d.next = self.round.q.val() + self.one4.val();
            for i in 0..4 {
                self.a[i].d.next = self.b[i].q.val();
                self.b[i].d.next = self.n[i].val();
            }
            if self.rot.val() & !(self.aes256.val() & self.with_256.val() & (self.round.q.val() == self.zero4.val())) {
                self.rcon.d.next = (self.rcon.q.val() << 1) & self.byte_mask.val();
                if self.rcon.q.val().get_bit(7) {
                    self.rcon.d.next = ((self.rcon.q.val() << 1) & self.byte_mask.val()) ^ self.rcon_poly.val();
                }
            }
            if self.last_round.val() {
                self.running.d.next = false;
                self.done_q.d.next = true;
                for i in 0..4 {
                    self.out_q[i].d.next = self.x[i].val();
                    self.a[i].d.next = self.zero.val();
                    self.b[i].d.next = self.zero.val();
                    self.blk[i].d.next = self.zero.val();
                }
            }
        }
        self.done.next = self.done_q.q.val();
        if self.start.val() {
            self.running.d.next = true;
            self.round.d.next = self.zero4.val();
            self.phase.d.next = false;
            self.rcon.d.next = self.rcon_first.val();
            for i in 0..4 {
                self.blk[i].d.next = self.block_in[i].val();
                self.b[i].d.next = self.key[i].q.val();
                self.a[i].d.next = self.zero.val();
            }
            self.ksub.a.next = self.key[3].q.val();
            if self.aes256.val() & self.with_256.val() {
                self.ksub.a.next = self.key[7].q.val();
            }
        }
        if self.clear.val() | self.reset.val() {
            self.running.d.next = false;
            self.done_q.d.next = false;
            for k in 0..8 {
                self.key[k].d.next = self.zero.val();
            }
            for i in 0..4 {
                self.a[i].d.next = self.zero.val();
                self.b[i].d.next = self.zero.val();
                self.blk[i].d.next = self.zero.val();
                self.out_q[i].d.next = self.zero.val();
            }
        }
    }
}
