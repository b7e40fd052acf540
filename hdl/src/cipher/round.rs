//! One pipeline stage of the cipher: the end of a round (MixColumns, AddRoundKey), the start of
//! the next one (ShiftRows, SubBytes) and the pipeline register after it, plus the stage's local
//! round-key register.
//!
//! The state travels as four column words `s0..s3` (row `i` of a column in bits `[8i+7:8i]`).
//! Stage `i` holds round key `i`. With `x` the state after round `i` (round 0 being the initial
//! AddRoundKey), it computes
//!
//! | stage                 | `x`                  | pipeline register `q`           |
//! |-----------------------|----------------------|---------------------------------|
//! | 0 (`Initial`)         | `s ^ rk`             | `SubBytes(ShiftRows(x))`        |
//! | `i` (`Round`)         | `MixColumns(s) ^ rk` | `SubBytes(ShiftRows(x))`        |
//! | `i`, `final_round`    | `s ^ rk`             | (unused: the block ends here)   |
//! | the last (`Last`)     | `s ^ rk` (always a final round) | `x`                |
//!
//! and with `decrypt` the inverse steps (FIPS-197's equivalent inverse cipher, 5.3.5: the same
//! sequence with InvSubBytes, InvShiftRows and InvMixColumns, and round keys that the refresh FSM
//! passes through InvMixColumns on their way in). `decrypt` and `final_round` are settings of the
//! transaction, constant while its blocks flow (a build for AES-192/256 runs AES-128 by taking
//! the output after stage 10, which is then a final round).
//!
//! So the register sits right after the S-box lookup: a lookup in block RAM has a registered
//! read, and its output register is the pipeline register ([`SubBytes`] holds the register in
//! both S-box builds, so the two builds are one datapath with the same latency). The build's
//! last stage has no lookup: its register holds `x`, the output block. Any other stage that can
//! end a transaction (stages 10-13 of a build for AES-192/256) registers `x` beside the lookup.
//! The output block of those travels from stage to stage on `t_in`/`t` (each stage passes
//! `t_in` on unless it ends the transaction, `final_round`), and the core takes it from the last
//! stage's `t`, or from its `q` when the key size runs every stage.
//!
//! Beside its register `q` a stage gives the next one `d`, the register's bytes doubled in
//! GF(2^8) (`ds` at the next stage). MixColumns is `2a ^ 3b ^ c ^ d`, and with the doubles given
//! it is a five-input XOR per bit, six with AddRoundKey: one LUT6 between block RAMs on the xc7,
//! one LUT4 and the slice's wide-function muxes on the ECP5 (`core_verilog.rs` checks both). In a
//! block RAM build the memories hold each entry's double beside it (`sbox::MemoryWord`), at no
//! cost in memories; in a LUT build `SubBytes` computes them behind its register. With
//! decryption the inverse table's memory words hold ten times the entry instead, and `d` is
//! that: in a build with two registers per round, one XOR of `s` and `ds` is MixColumns in an
//! encryption and InvMixColumns in a decryption (`MixColumn::from_multiples`), with no
//! direction select in front of the lookup, shallower than (Inv)MixColumns computed from `s`
//! alone (`MixColumn::new`), which a build with one register per round, or LUT S-boxes,
//! keeps because it shares XOR terms across bits and so takes fewer LUTs: the second register
//! is the choice for speed, one register the choice for area. Only the `Round` stages get the
//! multiples link: the first and the last never mix, and its kept wires would stay behind as
//! dead logic on their inputs' nets.
//!
//! (Inv)ShiftRows comes before (Inv)SubBytes here: it only moves bytes and (Inv)SubBytes is
//! bytewise, so they commute, and on column words it is four byte masks. ShiftRows' output column
//! `c` takes row `r` from input column `(c + r) mod 4`, InvShiftRows' from column `(c - r) mod 4`.
//!
//! **A decryption runs mirrored**: between the first and the last stage its state and its round
//! keys are held with columns 1 and 3 exchanged (column `c` in word `-c mod 4`). Mirrored,
//! InvShiftRows is ShiftRows, while the column operations ((Inv)MixColumns, AddRoundKey,
//! (Inv)SubBytes) are unchanged; so every stage's lookup address is ShiftRows wiring in both
//! directions, and the direction selects at most (Inv)MixColumns in front of it (nothing where
//! the memories' multiples make the two one XOR). Stage 0 mirrors
//! the block on its way in (a select beside AddRoundKey, which it already has), the local
//! round-key register takes the key mirrored (in its load select), and the stages that end the
//! rounds mirror it back into their output register, where there is no MixColumns. Without the
//! mirror the direction would select between two ShiftRows in front of every lookup address, a
//! wide multiplexer per address bit on top of (Inv)MixColumns.
//!
//! **Two registers per round** (`CoreOptions::regs_per_round = 2`): the S-box lookup gets a
//! register of its own, so a stage is two halves, each one register to the next: MixColumns,
//! AddRoundKey and the ShiftRows select into the lookup's address (with block RAM, the RAM's
//! read register; with LUTs, flip-flops in front of the `case` table), then the table into the
//! pipeline register (with block RAM, the RAM's output register, `DOA_REG`/`DOB_REG`). The cut
//! sits at the lookup's address because there the halves balance: in front of it up to an
//! eight-input XOR per bit (MixColumns, the round key) and a 2:1 select, behind it the 256-entry
//! table (a LUT6 and MUXF7/8 per bit, or the RAM's clock-to-output), and in the block RAM
//! build it is where the RAM's output register already is. Such a stage takes two cycles; the
//! stage that ends the rounds still one (`out_block`, or the last stage's register, has no
//! lookup in front of it), so the latency is `2 Nr + 1` (`params::latency_of`). `valid_mid` and
//! `last_mid` follow a block through the first register; a block that ends here is not passed
//! into the second (`final_round`), so nothing of it stays behind.
//!
//! The stage advances when `enable` is high (the whole pipeline stalls together); `valid` and
//! `last` travel with the block. The local round key is loaded from `rk0..rk3` when `rk_load` is
//! high and is otherwise held, so blocks in flight keep their key while the expansion unit works
//! on the next one.
//!
//! No key material stays where no block is: when the stage advances without a valid block its
//! pipeline register (the lookup's output register, and the output block register) loads 0
//! (otherwise stage 0 would hold a function of `tdata ^ rk0`, the raw key's S-box while `tdata`
//! idles at 0), and `reset` clears the pipeline registers and the round key, `rk_clear` the
//! round key.

use crate::cipher::mix_columns::MixColumn;
use crate::params::{Family, SboxImpl};
use crate::primitives::register::Reg;
use crate::cipher::sbox::{SubBytes, Table};
use rust_hdl::prelude::*;

/// Which part of the cipher a stage computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageKind {
    /// The initial AddRoundKey.
    Initial,
    /// The end of a round (MixColumns unless `final_round`, AddRoundKey) and the start of the
    /// next.
    Round,
    /// The build's last round stage: the end of the last round, its register holds `x`.
    Last,
}

#[derive(LogicBlock)]
pub struct RoundStage {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub enable: Signal<In, Bit>,
    /// Inverse cipher (settings of the running transaction).
    pub decrypt: Signal<In, Bit>,
    /// This is the last round of the running transaction's key size: no (Inv)MixColumns.
    pub final_round: Signal<In, Bit>,
    // Block from the previous stage.
    pub s0: Signal<In, Bits<32>>,
    pub s1: Signal<In, Bits<32>>,
    pub s2: Signal<In, Bits<32>>,
    pub s3: Signal<In, Bits<32>>,
    /// The block's bytes times a constant, for (Inv)MixColumns (the previous stage's `d`).
    pub ds0: Signal<In, Bits<32>>,
    pub ds1: Signal<In, Bits<32>>,
    pub ds2: Signal<In, Bits<32>>,
    pub ds3: Signal<In, Bits<32>>,
    pub valid_in: Signal<In, Bit>,
    pub last_in: Signal<In, Bit>,
    // Round key from the key expansion read port.
    pub rk_load: Signal<In, Bit>,
    pub rk_clear: Signal<In, Bit>,
    pub rk0: Signal<In, Bits<32>>,
    pub rk1: Signal<In, Bits<32>>,
    pub rk2: Signal<In, Bits<32>>,
    pub rk3: Signal<In, Bits<32>>,
    // The pipeline register, to the next stage.
    pub q0: Signal<Out, Bits<32>>,
    pub q1: Signal<Out, Bits<32>>,
    pub q2: Signal<Out, Bits<32>>,
    pub q3: Signal<Out, Bits<32>>,
    /// The pipeline register's bytes times the multiple the next stage's (Inv)MixColumns
    /// takes (`SubBytes`' `d`), to the next stage's `ds`.
    pub d0: Signal<Out, Bits<32>>,
    pub d1: Signal<Out, Bits<32>>,
    pub d2: Signal<Out, Bits<32>>,
    pub d3: Signal<Out, Bits<32>>,
    // The output block: this stage's when it ends the transaction, else `t_in`'s. The stages
    // pass it along, so that the core reads it from the last stage.
    pub t_in0: Signal<In, Bits<32>>,
    pub t_in1: Signal<In, Bits<32>>,
    pub t_in2: Signal<In, Bits<32>>,
    pub t_in3: Signal<In, Bits<32>>,
    pub t0: Signal<Out, Bits<32>>,
    pub t1: Signal<Out, Bits<32>>,
    pub t2: Signal<Out, Bits<32>>,
    pub t3: Signal<Out, Bits<32>>,
    pub valid: Signal<Out, Bit>,
    pub last: Signal<Out, Bit>,
    sub: SubBytes,
    /// `valid` and `last` of the block in the lookup's first register (two registers per round
    /// and a stage with a lookup; none otherwise).
    valid_mid: Vec<Reg<Bit>>,
    last_mid: Vec<Reg<Bit>>,
    mix: [MixColumn; 4],
    x: [Signal<Local, Bits<32>>; 4],
    /// Four registers in a stage that can end a transaction, none otherwise.
    out_block: Vec<Reg<Bits<32>>>,
    round_key: [Reg<Bits<32>>; 4],
    valid_reg: Reg<Bit>,
    last_reg: Reg<Bit>,
    first_stage: Constant<Bit>,
    last_stage: Constant<Bit>,
    row0: Constant<Bits<32>>,
    row1: Constant<Bits<32>>,
    row2: Constant<Bits<32>>,
    row3: Constant<Bits<32>>,
}

impl RoundStage {
    /// A stage; `with_inverse` builds the decryption logic in, `can_end` (for a `Round`) the
    /// output register, `regs` (1 or 2) the registers of its S-box lookup (the `Last` stage has
    /// none and one register either way).
    pub fn new(kind: StageKind, with_inverse: bool, can_end: bool, sbox: SboxImpl, regs: usize) -> Self {
        Self::for_family(kind, with_inverse, can_end, sbox, regs, Family::Generic)
    }

    /// [`RoundStage::new`] with its block-RAM S-boxes written for `family`.
    pub fn for_family(kind: StageKind, with_inverse: bool, can_end: bool, sbox: SboxImpl, regs: usize, family: Family) -> Self {
        let table = if kind == StageKind::Last { Table::None } else { Table::Sbox(sbox) };
        let can_end = can_end && kind == StageKind::Round;
        let regs = if kind == StageKind::Last { 1 } else { regs };
        Self {
            clock: Default::default(),
            reset: Default::default(),
            enable: Default::default(),
            decrypt: Default::default(),
            final_round: Default::default(),
            s0: Default::default(),
            s1: Default::default(),
            s2: Default::default(),
            s3: Default::default(),
            ds0: Default::default(),
            ds1: Default::default(),
            ds2: Default::default(),
            ds3: Default::default(),
            valid_in: Default::default(),
            last_in: Default::default(),
            rk_load: Default::default(),
            rk_clear: Default::default(),
            rk0: Default::default(),
            rk1: Default::default(),
            rk2: Default::default(),
            rk3: Default::default(),
            q0: Default::default(),
            q1: Default::default(),
            q2: Default::default(),
            q3: Default::default(),
            d0: Default::default(),
            d1: Default::default(),
            d2: Default::default(),
            d3: Default::default(),
            t_in0: Default::default(),
            t_in1: Default::default(),
            t_in2: Default::default(),
            t_in3: Default::default(),
            t0: Default::default(),
            t1: Default::default(),
            t2: Default::default(),
            t3: Default::default(),
            valid: Default::default(),
            last: Default::default(),
            sub: SubBytes::new(with_inverse, table, regs).with_family(family),
            valid_mid: (1..regs).map(|_| Reg::default()).collect(),
            last_mid: (1..regs).map(|_| Reg::default()).collect(),
            mix: std::array::from_fn(|_| match (with_inverse, sbox, regs) {
                (true, SboxImpl::Bram, 2) if kind == StageKind::Round => MixColumn::from_multiples(family),
                _ => MixColumn::new(with_inverse),
            }),
            x: Default::default(),
            out_block: (0..if can_end { 4 } else { 0 }).map(|_| Reg::default()).collect(),
            round_key: Default::default(),
            valid_reg: Default::default(),
            last_reg: Default::default(),
            first_stage: Constant::new(kind == StageKind::Initial),
            last_stage: Constant::new(kind == StageKind::Last),
            row0: Constant::new(0x0000_00ff_u32.to_bits()),
            row1: Constant::new(0x0000_ff00_u32.to_bits()),
            row2: Constant::new(0x00ff_0000_u32.to_bits()),
            row3: Constant::new(0xff00_0000_u32.to_bits()),
        }
    }

    /// 1 when the stage has the output register, else 0 (a loop bound in the kernel).
    fn ends(&self) -> usize {
        self.out_block.len() / 4
    }

    /// 1 when the lookup has two registers, else 0 (a loop bound in the kernel).
    fn mids(&self) -> usize {
        self.valid_mid.len()
    }
}

impl Logic for RoundStage {
    #[hdl_gen]
    fn update(&mut self) {
        for c in 0..4 {
            self.round_key[c].clock.next = self.clock.val();
            self.round_key[c].d.next = self.round_key[c].q.val();
            // The build's last stage always ends the round sequence: no (Inv)MixColumns there,
            // and with the constant the synthesis removes it.
            self.mix[c].bypass.next = self.final_round.val() | self.first_stage.val() | self.last_stage.val();
            self.mix[c].inverse.next = self.decrypt.val();
        }
        dff_setup!(self, clock, valid_reg, last_reg);

        // The end of the round: (Inv)MixColumns, AddRoundKey. A decryption enters mirrored.
        if self.first_stage.val() & self.decrypt.val() {
            self.mix[0].a.next = self.s0.val();
            self.mix[1].a.next = self.s3.val();
            self.mix[2].a.next = self.s2.val();
            self.mix[3].a.next = self.s1.val();
            self.mix[0].da.next = self.ds0.val();
            self.mix[1].da.next = self.ds3.val();
            self.mix[2].da.next = self.ds2.val();
            self.mix[3].da.next = self.ds1.val();
        } else {
            self.mix[0].a.next = self.s0.val();
            self.mix[1].a.next = self.s1.val();
            self.mix[2].a.next = self.s2.val();
            self.mix[3].a.next = self.s3.val();
            self.mix[0].da.next = self.ds0.val();
            self.mix[1].da.next = self.ds1.val();
            self.mix[2].da.next = self.ds2.val();
            self.mix[3].da.next = self.ds3.val();
        }
        for c in 0..4 {
            self.x[c].next = self.mix[c].y.val() ^ self.round_key[c].q.val();
        }

        // The start of the next: (Inv)ShiftRows, then (Inv)SubBytes into the pipeline register.
        self.sub.clock.next = self.clock.val();
        self.sub.enable.next = self.enable.val();
        self.sub.clear.next = self.reset.val() | (self.enable.val() & !self.valid_in.val());
        self.sub.inverse.next = self.decrypt.val();
        // ShiftRows in both directions: a mirrored InvShiftRows is ShiftRows. The last stage
        // mirrors a decryption back.
        if self.last_stage.val() {
            if self.decrypt.val() {
                self.sub.a0.next = self.x[0].val();
                self.sub.a1.next = self.x[3].val();
                self.sub.a2.next = self.x[2].val();
                self.sub.a3.next = self.x[1].val();
            } else {
                self.sub.a0.next = self.x[0].val();
                self.sub.a1.next = self.x[1].val();
                self.sub.a2.next = self.x[2].val();
                self.sub.a3.next = self.x[3].val();
            }
        } else {
            self.sub.a0.next = (self.x[0].val() & self.row0.val())
                | (self.x[1].val() & self.row1.val())
                | (self.x[2].val() & self.row2.val())
                | (self.x[3].val() & self.row3.val());
            self.sub.a1.next = (self.x[1].val() & self.row0.val())
                | (self.x[2].val() & self.row1.val())
                | (self.x[3].val() & self.row2.val())
                | (self.x[0].val() & self.row3.val());
            self.sub.a2.next = (self.x[2].val() & self.row0.val())
                | (self.x[3].val() & self.row1.val())
                | (self.x[0].val() & self.row2.val())
                | (self.x[1].val() & self.row3.val());
            self.sub.a3.next = (self.x[3].val() & self.row0.val())
                | (self.x[0].val() & self.row1.val())
                | (self.x[1].val() & self.row2.val())
                | (self.x[2].val() & self.row3.val());
        }
        self.q0.next = self.sub.y0.val();
        self.q1.next = self.sub.y1.val();
        self.q2.next = self.sub.y2.val();
        self.q3.next = self.sub.y3.val();
        self.d0.next = self.sub.d0.val();
        self.d1.next = self.sub.d1.val();
        self.d2.next = self.sub.d2.val();
        self.d3.next = self.sub.d3.val();

        // The output block. Each output is written once per evaluation (an if/else, not a
        // default then an override), so that event-driven simulators see no glitch on it.
        // It is read only when this stage ends the rounds, where `x` is `s ^ rk`: so it takes
        // `s ^ rk` without the MixColumns select, mirrored back in a decryption.
        for _e in 0..self.ends() {
            for c in 0..4 {
                self.out_block[c].clock.next = self.clock.val();
                self.out_block[c].d.next = self.out_block[c].q.val();
            }
            if self.enable.val() {
                if self.decrypt.val() {
                    self.out_block[0].d.next = self.s0.val() ^ self.round_key[0].q.val();
                    self.out_block[1].d.next = self.s3.val() ^ self.round_key[3].q.val();
                    self.out_block[2].d.next = self.s2.val() ^ self.round_key[2].q.val();
                    self.out_block[3].d.next = self.s1.val() ^ self.round_key[1].q.val();
                } else {
                    self.out_block[0].d.next = self.s0.val() ^ self.round_key[0].q.val();
                    self.out_block[1].d.next = self.s1.val() ^ self.round_key[1].q.val();
                    self.out_block[2].d.next = self.s2.val() ^ self.round_key[2].q.val();
                    self.out_block[3].d.next = self.s3.val() ^ self.round_key[3].q.val();
                }
            }
            for c in 0..4 {
                if self.reset.val() | (self.enable.val() & !self.valid_in.val()) {
                    self.out_block[c].d.next = 0_u32.to_bits();
                }
            }
        }
        // Both loops unroll to one copy or none: a stage that can end a transaction chooses, any
        // other passes the block on (every path assigns `t`, so synthesis infers no latch).
        for _e in 0..self.ends() {
            if self.final_round.val() {
                self.t0.next = self.out_block[0].q.val();
                self.t1.next = self.out_block[1].q.val();
                self.t2.next = self.out_block[2].q.val();
                self.t3.next = self.out_block[3].q.val();
            } else {
                self.t0.next = self.t_in0.val();
                self.t1.next = self.t_in1.val();
                self.t2.next = self.t_in2.val();
                self.t3.next = self.t_in3.val();
            }
        }
        for _p in self.ends()..1 {
            self.t0.next = self.t_in0.val();
            self.t1.next = self.t_in1.val();
            self.t2.next = self.t_in2.val();
            self.t3.next = self.t_in3.val();
        }

        // A stage that takes no valid block loads 0, so no key-derived value stays behind a block.
        if self.enable.val() {
            self.valid_reg.d.next = self.valid_in.val();
            self.last_reg.d.next = self.last_in.val();
        }
        // Two registers: `valid`/`last` follow the block through the lookup's first register.
        // A block that ends here leaves from the output register beside the first register
        // (`out_block`), so it goes no further.
        for m in 0..self.mids() {
            self.sub.reset[m].next = self.reset.val();
            self.valid_mid[m].clock.next = self.clock.val();
            self.valid_mid[m].d.next = self.valid_mid[m].q.val();
            self.last_mid[m].clock.next = self.clock.val();
            self.last_mid[m].d.next = self.last_mid[m].q.val();
            if self.enable.val() {
                self.valid_mid[m].d.next = self.valid_in.val();
                self.last_mid[m].d.next = self.last_in.val();
                self.valid_reg.d.next = self.valid_mid[m].q.val() & !self.final_round.val();
                self.last_reg.d.next = self.last_mid[m].q.val();
            }
            if self.reset.val() {
                self.valid_mid[m].d.next = false;
            }
        }

        // A decryption's round key is kept mirrored, as its state is.
        if self.rk_load.val() {
            if self.decrypt.val() {
                self.round_key[0].d.next = self.rk0.val();
                self.round_key[1].d.next = self.rk3.val();
                self.round_key[2].d.next = self.rk2.val();
                self.round_key[3].d.next = self.rk1.val();
            } else {
                self.round_key[0].d.next = self.rk0.val();
                self.round_key[1].d.next = self.rk1.val();
                self.round_key[2].d.next = self.rk2.val();
                self.round_key[3].d.next = self.rk3.val();
            }
        }
        if self.rk_clear.val() {
            for c in 0..4 {
                self.round_key[c].d.next = 0_u32.to_bits();
            }
        }

        self.valid.next = self.valid_reg.q.val();
        self.last.next = self.last_reg.q.val();

        if self.reset.val() {
            self.valid_reg.d.next = false;
            for c in 0..4 {
                self.round_key[c].d.next = 0_u32.to_bits();
            }
        }
    }
}
