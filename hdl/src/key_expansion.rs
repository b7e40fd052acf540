//! The key expansion unit and its round-key derivation FSM.
//!
//! The unit derives one round key (four words) per cycle into its own registers and serves them
//! on a combinational read port addressed by round number. `produced` tells how many round keys of
//! the current derivation are in the registers, so that the refresh FSM never copies one that has
//! not been produced yet.
//!
//! # Round-key derivation FSM
//!
//! A key write (`key_write`) sets `derive_pending`, which stays set until the FSM acknowledges it.
//!
//! | state  | condition                               | next   | action                                  |
//! |--------|-----------------------------------------|--------|-----------------------------------------|
//! | any    | `derive_pending && !hold`, key length supported | `Run`  | ack pending; `round = 0`; load key words; `rcon = 1` |
//! | any    | `derive_pending && !hold`, unsupported  | `Idle` | ack pending; `round = 0` (nothing produced) |
//! | `Run`  | otherwise                               | `Run`, `Idle` after round NR | write round key `round`; step the key; `round += 1` |
//! | `Idle` | otherwise                               | `Idle` | hold                                    |
//!
//! A write in the middle of an expansion therefore restarts it from round 0 instead of finishing
//! the stale one. `hold` is high while the local round-key registers are being refreshed for a
//! transaction; restarting then could hand the refresh a mix of two keys' round keys. A write in
//! the same cycle as the acknowledgement keeps the flag set. `clear` (zeroize) wipes the round
//! keys, the working key and the pending flag.
//!
//! # The expansion step (FIPS-197 5.2, Nk = 4)
//!
//! `w[i] = w[i-4] ^ SubWord(RotWord(w[i-1])) ^ Rcon` for the first word of a round key and
//! `w[i] = w[i-4] ^ w[i-1]` for the others, unrolled so that all four words of the next round
//! key come from the current one in one cycle. Words hold key bytes little-endian (byte `4i` in
//! bits `[7:0]`), so RotWord is a rotation right by 8 bits and Rcon is XORed into bits `[7:0]`.
//! Rcon is a register doubled in GF(2^8) each round, ready a cycle before it is needed.

use crate::params::{KEYLEN_128, NK, NR, N_ROUND_KEY_WORDS, N_STAGES};
use crate::sbox::SubRotWord;
use crate::register::Reg;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum DeriveState {
    Idle,
    Run,
}

#[derive(LogicBlock)]
pub struct KeyExpansion {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A key word (or the key length) was written this cycle.
    pub key_write: Signal<In, Bit>,
    /// Zeroize: wipe the round keys and forget any pending derivation.
    pub clear: Signal<In, Bit>,
    /// The refresh FSM is copying round keys for a transaction: do not restart now.
    pub hold: Signal<In, Bit>,
    pub key_len: Signal<In, Bits<2>>,
    pub key0: Signal<In, Bits<32>>,
    pub key1: Signal<In, Bits<32>>,
    pub key2: Signal<In, Bits<32>>,
    pub key3: Signal<In, Bits<32>>,
    /// Read port: round number in, round key out (combinational).
    pub rd_addr: Signal<In, Bits<4>>,
    pub rd0: Signal<Out, Bits<32>>,
    pub rd1: Signal<Out, Bits<32>>,
    pub rd2: Signal<Out, Bits<32>>,
    pub rd3: Signal<Out, Bits<32>>,
    /// Round keys `0..produced` of the current derivation are in the registers.
    pub produced: Signal<Out, Bits<4>>,
    pub deriving: Signal<Out, Bit>,
    state: Reg<DeriveState>,
    pending: Reg<Bit>,
    round: Reg<Bits<4>>,
    rcon: Reg<Bits<32>>,
    work: [Reg<Bits<32>>; NK],
    round_keys: [Reg<Bits<32>>; N_ROUND_KEY_WORDS],
    sub_word: SubRotWord,
    temp: Signal<Local, Bits<32>>,
    restart: Signal<Local, Bit>,
    last_round: Constant<Bits<4>>,
    round_zero: Constant<Bits<4>>,
    round_one: Constant<Bits<4>>,
    byte_mask: Constant<Bits<32>>,
    keylen_128: Constant<Bits<2>>,
    rcon_poly: Constant<Bits<32>>,
}

impl Default for KeyExpansion {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            key_write: Default::default(),
            clear: Default::default(),
            hold: Default::default(),
            key_len: Default::default(),
            key0: Default::default(),
            key1: Default::default(),
            key2: Default::default(),
            key3: Default::default(),
            rd_addr: Default::default(),
            rd0: Default::default(),
            rd1: Default::default(),
            rd2: Default::default(),
            rd3: Default::default(),
            produced: Default::default(),
            deriving: Default::default(),
            state: Default::default(),
            pending: Default::default(),
            round: Default::default(),
            rcon: Default::default(),
            work: Default::default(),
            round_keys: array_init(),
            sub_word: Default::default(),
            temp: Default::default(),
            restart: Default::default(),
            last_round: Constant::new((NR as u8).to_bits()),
            round_zero: Constant::new(0_u8.to_bits()),
            round_one: Constant::new(1_u8.to_bits()),
            byte_mask: Constant::new(0xff_u32.to_bits()),
            keylen_128: Constant::new(KEYLEN_128.to_bits()),
            rcon_poly: Constant::new(0x1b_u32.to_bits()),
        }
    }
}

/// `Default` for arrays longer than 32 elements.
pub(crate) fn array_init<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl Logic for KeyExpansion {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, pending, round, rcon);
        for c in 0..4 {
            self.work[c].clock.next = self.clock.val();
            self.work[c].d.next = self.work[c].q.val();
        }
        for k in 0..N_ROUND_KEY_WORDS {
            self.round_keys[k].clock.next = self.clock.val();
            self.round_keys[k].d.next = self.round_keys[k].q.val();
        }

        // Read port.
        self.rd0.next = 0_u32.to_bits();
        self.rd1.next = 0_u32.to_bits();
        self.rd2.next = 0_u32.to_bits();
        self.rd3.next = 0_u32.to_bits();
        for r in 0..N_STAGES {
            if self.rd_addr.val() == r.to_bits() {
                self.rd0.next = self.round_keys[4 * r].q.val();
                self.rd1.next = self.round_keys[4 * r + 1].q.val();
                self.rd2.next = self.round_keys[4 * r + 2].q.val();
                self.rd3.next = self.round_keys[4 * r + 3].q.val();
            }
        }

        // Next round key from the current one.
        self.sub_word.a.next = self.work[3].q.val();
        self.temp.next = self.sub_word.y.val() ^ self.rcon.q.val();

        self.restart.next = self.pending.q.val() & !self.hold.val();
        if self.restart.val() {
            self.pending.d.next = false;
            self.round.d.next = self.round_zero.val();
            self.rcon.d.next = 1_u32.to_bits();
            self.work[0].d.next = self.key0.val();
            self.work[1].d.next = self.key1.val();
            self.work[2].d.next = self.key2.val();
            self.work[3].d.next = self.key3.val();
            if self.key_len.val() == self.keylen_128.val() {
                self.state.d.next = DeriveState::Run;
            } else {
                self.state.d.next = DeriveState::Idle;
            }
        } else if self.state.q.val() == DeriveState::Run {
            for r in 0..N_STAGES {
                if self.round.q.val() == r.to_bits() {
                    self.round_keys[4 * r].d.next = self.work[0].q.val();
                    self.round_keys[4 * r + 1].d.next = self.work[1].q.val();
                    self.round_keys[4 * r + 2].d.next = self.work[2].q.val();
                    self.round_keys[4 * r + 3].d.next = self.work[3].q.val();
                }
            }
            self.work[0].d.next = self.work[0].q.val() ^ self.temp.val();
            self.work[1].d.next = self.work[1].q.val() ^ self.work[0].q.val() ^ self.temp.val();
            self.work[2].d.next = self.work[2].q.val()
                ^ self.work[1].q.val()
                ^ self.work[0].q.val()
                ^ self.temp.val();
            self.work[3].d.next = self.work[3].q.val()
                ^ self.work[2].q.val()
                ^ self.work[1].q.val()
                ^ self.work[0].q.val()
                ^ self.temp.val();
            if self.rcon.q.val().get_bit(7) {
                self.rcon.d.next = ((self.rcon.q.val() << 1) & self.byte_mask.val()) ^ self.rcon_poly.val();
            } else {
                self.rcon.d.next = self.rcon.q.val() << 1;
            }
            self.round.d.next = self.round.q.val() + self.round_one.val();
            if self.round.q.val() == self.last_round.val() {
                self.state.d.next = DeriveState::Idle;
            }
        }
        if self.key_write.val() {
            self.pending.d.next = true;
        }

        self.produced.next = self.round.q.val();
        self.deriving.next = self.state.q.val() == DeriveState::Run;

        if self.clear.val() {
            self.pending.d.next = false;
            self.state.d.next = DeriveState::Idle;
            self.round.d.next = self.round_zero.val();
            for c in 0..4 {
                self.work[c].d.next = 0_u32.to_bits();
            }
            for k in 0..N_ROUND_KEY_WORDS {
                self.round_keys[k].d.next = 0_u32.to_bits();
            }
        }
        if self.reset.val() {
            self.pending.d.next = false;
            self.state.d.next = DeriveState::Idle;
            self.round.d.next = self.round_zero.val();
        }
    }
}
