//! One pipeline stage of the cipher: a round (SubBytes, ShiftRows, MixColumns, AddRoundKey) and
//! the pipeline register after it, plus the stage's local round-key register.
//!
//! The state travels as four column words `s0..s3` (row `i` of a column in bits `[8i+7:8i]`).
//! A stage is built as the initial AddRoundKey (`s ^ rk`) or as a round:
//!
//! | `decrypt` | `final_round` | computes                                                   |
//! |-----------|---------------|------------------------------------------------------------|
//! | 0         | 0             | `MixColumns(ShiftRows(SubBytes(s))) ^ rk`                  |
//! | 0         | 1             | `ShiftRows(SubBytes(s)) ^ rk`                              |
//! | 1         | 0             | `InvMixColumns(InvShiftRows(InvSubBytes(s))) ^ rk`         |
//! | 1         | 1             | `InvShiftRows(InvSubBytes(s)) ^ rk`                        |
//!
//! Decryption is FIPS-197's equivalent inverse cipher (5.3.5): the same sequence of steps as
//! encryption with the inverse transformations, and round keys that the refresh FSM passes
//! through InvMixColumns on their way in. `decrypt` and `final_round` are settings of the
//! transaction, constant while its blocks flow (a build for AES-192/256 runs AES-128 by taking
//! the output after stage 10, which is then a final round).
//!
//! (Inv)ShiftRows comes first here: it only moves bytes and (Inv)SubBytes is bytewise, so they
//! commute, and on column words it is four byte masks. ShiftRows' output column `c` takes row `r`
//! from input column `(c + r) mod 4`, InvShiftRows' from column `(c - r) mod 4`.
//!
//! The stage advances when `enable` is high (the whole pipeline stalls together); `valid` and
//! `last` travel with the block. The local round key is loaded from the key expansion unit's read
//! port when `rk_load` is high and is otherwise held, so blocks in flight keep their key while the
//! expansion unit works on the next one.
//!
//! No key material stays where no block is: when the stage advances without a valid block its
//! state register loads 0 (otherwise stage 0 would hold `tdata ^ rk0`, the raw key while `tdata`
//! idles at 0), and `reset` clears the state and the round key, `rk_clear` the round key.

use crate::mix_columns::MixColumn;
use crate::sbox::SubBytes;
use crate::register::Reg;
use rust_hdl::prelude::*;

/// Which part of the cipher a stage computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageKind {
    /// The initial AddRoundKey.
    Initial,
    /// A round (SubBytes, ShiftRows, MixColumns unless `final_round`, AddRoundKey).
    Round,
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
    pub valid_in: Signal<In, Bit>,
    pub last_in: Signal<In, Bit>,
    // Round key from the key expansion read port.
    pub rk_load: Signal<In, Bit>,
    pub rk_clear: Signal<In, Bit>,
    pub rk0: Signal<In, Bits<32>>,
    pub rk1: Signal<In, Bits<32>>,
    pub rk2: Signal<In, Bits<32>>,
    pub rk3: Signal<In, Bits<32>>,
    // The pipeline register.
    pub q0: Signal<Out, Bits<32>>,
    pub q1: Signal<Out, Bits<32>>,
    pub q2: Signal<Out, Bits<32>>,
    pub q3: Signal<Out, Bits<32>>,
    pub valid: Signal<Out, Bit>,
    pub last: Signal<Out, Bit>,
    sub: SubBytes,
    mix: [MixColumn; 4],
    state: [Reg<Bits<32>>; 4],
    round_key: [Reg<Bits<32>>; 4],
    valid_reg: Reg<Bit>,
    last_reg: Reg<Bit>,
    sub_en: Constant<Bit>,
    row0: Constant<Bits<32>>,
    row1: Constant<Bits<32>>,
    row2: Constant<Bits<32>>,
    row3: Constant<Bits<32>>,
}

impl RoundStage {
    /// A stage; `with_inverse` builds the decryption logic in.
    pub fn new(kind: StageKind, with_inverse: bool) -> Self {
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
            valid: Default::default(),
            last: Default::default(),
            sub: SubBytes::new(with_inverse),
            mix: std::array::from_fn(|_| MixColumn::new(with_inverse)),
            state: Default::default(),
            round_key: Default::default(),
            valid_reg: Default::default(),
            last_reg: Default::default(),
            sub_en: Constant::new(kind == StageKind::Round),
            row0: Constant::new(0x0000_00ff_u32.to_bits()),
            row1: Constant::new(0x0000_ff00_u32.to_bits()),
            row2: Constant::new(0x00ff_0000_u32.to_bits()),
            row3: Constant::new(0xff00_0000_u32.to_bits()),
        }
    }
}

impl Logic for RoundStage {
    #[hdl_gen]
    fn update(&mut self) {
        for c in 0..4 {
            self.state[c].clock.next = self.clock.val();
            self.state[c].d.next = self.state[c].q.val();
            self.round_key[c].clock.next = self.clock.val();
            self.round_key[c].d.next = self.round_key[c].q.val();
            self.mix[c].bypass.next = self.final_round.val();
            self.mix[c].inverse.next = self.decrypt.val();
        }
        self.sub.inverse.next = self.decrypt.val();
        dff_setup!(self, clock, valid_reg, last_reg);

        // (Inv)ShiftRows, then (Inv)SubBytes.
        if self.decrypt.val() {
            self.sub.a0.next = (self.s0.val() & self.row0.val())
                | (self.s3.val() & self.row1.val())
                | (self.s2.val() & self.row2.val())
                | (self.s1.val() & self.row3.val());
            self.sub.a1.next = (self.s1.val() & self.row0.val())
                | (self.s0.val() & self.row1.val())
                | (self.s3.val() & self.row2.val())
                | (self.s2.val() & self.row3.val());
            self.sub.a2.next = (self.s2.val() & self.row0.val())
                | (self.s1.val() & self.row1.val())
                | (self.s0.val() & self.row2.val())
                | (self.s3.val() & self.row3.val());
            self.sub.a3.next = (self.s3.val() & self.row0.val())
                | (self.s2.val() & self.row1.val())
                | (self.s1.val() & self.row2.val())
                | (self.s0.val() & self.row3.val());
        } else {
            self.sub.a0.next = (self.s0.val() & self.row0.val())
                | (self.s1.val() & self.row1.val())
                | (self.s2.val() & self.row2.val())
                | (self.s3.val() & self.row3.val());
            self.sub.a1.next = (self.s1.val() & self.row0.val())
                | (self.s2.val() & self.row1.val())
                | (self.s3.val() & self.row2.val())
                | (self.s0.val() & self.row3.val());
            self.sub.a2.next = (self.s2.val() & self.row0.val())
                | (self.s3.val() & self.row1.val())
                | (self.s0.val() & self.row2.val())
                | (self.s1.val() & self.row3.val());
            self.sub.a3.next = (self.s3.val() & self.row0.val())
                | (self.s0.val() & self.row1.val())
                | (self.s1.val() & self.row2.val())
                | (self.s2.val() & self.row3.val());
        }
        self.mix[0].a.next = self.sub.y0.val();
        self.mix[1].a.next = self.sub.y1.val();
        self.mix[2].a.next = self.sub.y2.val();
        self.mix[3].a.next = self.sub.y3.val();

        // A stage that takes no valid block loads 0, so no key-derived value stays behind a block.
        if self.enable.val() {
            self.valid_reg.d.next = self.valid_in.val();
            self.last_reg.d.next = self.last_in.val();
            if !self.valid_in.val() {
                for c in 0..4 {
                    self.state[c].d.next = 0_u32.to_bits();
                }
            } else if self.sub_en.val() {
                self.state[0].d.next = self.mix[0].y.val() ^ self.round_key[0].q.val();
                self.state[1].d.next = self.mix[1].y.val() ^ self.round_key[1].q.val();
                self.state[2].d.next = self.mix[2].y.val() ^ self.round_key[2].q.val();
                self.state[3].d.next = self.mix[3].y.val() ^ self.round_key[3].q.val();
            } else {
                self.state[0].d.next = self.s0.val() ^ self.round_key[0].q.val();
                self.state[1].d.next = self.s1.val() ^ self.round_key[1].q.val();
                self.state[2].d.next = self.s2.val() ^ self.round_key[2].q.val();
                self.state[3].d.next = self.s3.val() ^ self.round_key[3].q.val();
            }
        }

        if self.rk_load.val() {
            self.round_key[0].d.next = self.rk0.val();
            self.round_key[1].d.next = self.rk1.val();
            self.round_key[2].d.next = self.rk2.val();
            self.round_key[3].d.next = self.rk3.val();
        }
        if self.rk_clear.val() {
            for c in 0..4 {
                self.round_key[c].d.next = 0_u32.to_bits();
            }
        }

        self.q0.next = self.state[0].q.val();
        self.q1.next = self.state[1].q.val();
        self.q2.next = self.state[2].q.val();
        self.q3.next = self.state[3].q.val();
        self.valid.next = self.valid_reg.q.val();
        self.last.next = self.last_reg.q.val();

        if self.reset.val() {
            self.valid_reg.d.next = false;
            for c in 0..4 {
                self.state[c].d.next = 0_u32.to_bits();
                self.round_key[c].d.next = 0_u32.to_bits();
            }
        }
    }
}
