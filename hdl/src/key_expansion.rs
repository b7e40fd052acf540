//! The key expansion unit and its round-key derivation FSM.
//!
//! The unit derives one round key (four words) per cycle into its own registers and serves them
//! on a combinational read port addressed by round number. `produced` tells how many round keys of
//! the current derivation are in the registers, so that the refresh FSM never copies one that has
//! not been produced yet. The key length and direction are sampled when a derivation starts and
//! are reported with its round keys (`rounds`, `decrypt`).
//!
//! # Round-key derivation FSM
//!
//! A completed key update or settings change (`key_write`, the core's commit) sets
//! `derive_pending`, which stays set until the FSM acknowledges it.
//!
//! | state  | condition                                      | next   | action                                  |
//! |--------|------------------------------------------------|--------|-----------------------------------------|
//! | any    | `clear` or `reset`                             | `Idle` | pending cleared; `round = 0`; round keys and window cleared |
//! | any    | `derive_pending`, settings `supported`          | `Run`  | ack pending; `round = 0`; round keys and window cleared; sample key length and direction; `rcon = 1` |
//! | any    | `derive_pending`, not supported                 | `Idle` | ack pending; `round = 0` (nothing produced); round keys and window cleared |
//! | `Run`  | otherwise                                      | `Run`, `Idle` after the last round | write round key `round`; `round += 1` |
//! | `Idle` | otherwise                                      | `Idle` | hold                                    |
//!
//! A write in the middle of an expansion therefore restarts it from round 0 instead of finishing
//! the stale one. The refresh FSM (`key_refresh.rs`) is never copying round keys then: both FSMs
//! are started by the same commit, and a refresh runs only while no transaction is open, when it
//! starts over in the same cycle (`starting` tells it so). A write in
//! the same cycle as the acknowledgement keeps the flag set. `clear` (zeroize, or the start of a
//! new key update, which makes the key words incomplete) and `reset` wipe the round keys, the
//! window and the pending flag. Clearing on every start means round keys `Nr+1..14` of a longer
//! earlier key never survive a shorter key's derivation.
//!
//! # The expansion step (FIPS-197 5.2)
//!
//! Round key `r` is words `w[4r..4r+3]`. Words below `Nk` are the key; above,
//! `w[j] = w[j-Nk] ^ temp` with `temp = SubWord(RotWord(w[j-1])) ^ Rcon` when `j mod Nk = 0`,
//! `SubWord(w[j-1])` when `Nk = 8` and `j mod 8 = 4`, and `w[j-1]` otherwise. A window register
//! holds the eight words before the round key being made, so all four new words come from it in
//! one cycle (`w[j-Nk]` is window word `8 - Nk + k` for new word `k`). Where the S-box falls:
//!
//! | key  | round `r`            | new word with an S-box       |
//! |------|----------------------|------------------------------|
//! | 128  | every `r >= 1`       | 0: `SubWord(RotWord) ^ Rcon` |
//! | 192  | `r mod 3 = 0`, `r > 0` | 0: `SubWord(RotWord) ^ Rcon` |
//! | 192  | `r mod 3 = 1`        | 2: `SubWord(RotWord) ^ Rcon` (`r = 1`: words 0-1 are key) |
//! | 192  | `r mod 3 = 2`        | none                         |
//! | 256  | even `r >= 2`        | 0: `SubWord(RotWord) ^ Rcon` |
//! | 256  | odd `r >= 3`         | 0: `SubWord`                 |
//!
//! Words hold key bytes little-endian (byte `4i` in bits `[7:0]`), so RotWord is a rotation by 8
//! bits and Rcon is XORed into bits `[7:0]`.
//!
//! No round uses more than one S-box word (AES-192 uses it for new word 0 or for new word 2,
//! never both), so one [`KeySubWord`] serves every key size. Its lookup is registered, so that a
//! block RAM can hold it: the lookup that round `r` needs is addressed in the cycle before, with
//! the value its input word will have in round `r`: the next value of window word 7, or in an
//! AES-192 `r mod 3 = 1` round new word 1 (`w[2] ^ w[3] ^ w[7]` of the next window, key word 5
//! for round 1). Every write of the window, `round` and `phase` goes through `window_next`,
//! `round_next` and `phase_next` for that reason. The lookup is then ready when the round
//! starts, and the unit still derives one round key per cycle with either S-box build. Rcon is a register doubled in GF(2^8) each time it
//! is used, ready a cycle before it is needed. A build without AES-192/256 has those paths gated
//! by constants, so synthesis removes them.

use crate::params::{CoreOptions, KeyLen, NK_MAX};
use crate::reg_file::RegFile;
use crate::register::Reg;
use crate::sbox::KeySubWord;
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
    /// A key word, the key length or the direction was written this cycle.
    pub key_write: Signal<In, Bit>,
    /// Zeroize: wipe the round keys and forget any pending derivation.
    pub clear: Signal<In, Bit>,
    /// The build supports `key_len` and `decrypt`.
    pub supported: Signal<In, Bit>,
    pub key_len: Signal<In, Bits<2>>,
    pub decrypt_in: Signal<In, Bit>,
    pub key: [Signal<In, Bits<32>>; NK_MAX],
    /// Read port: round number in, round key out (combinational).
    pub rd_addr: Signal<In, Bits<4>>,
    pub rd0: Signal<Out, Bits<32>>,
    pub rd1: Signal<Out, Bits<32>>,
    pub rd2: Signal<Out, Bits<32>>,
    pub rd3: Signal<Out, Bits<32>>,
    /// Round keys `0..produced` of the current derivation are in the registers.
    pub produced: Signal<Out, Bits<4>>,
    /// Rounds and direction of the current derivation.
    pub rounds: Signal<Out, Bits<4>>,
    pub decrypt: Signal<Out, Bit>,
    pub deriving: Signal<Out, Bit>,
    /// A derivation starts this cycle (`round` is 0 in the next).
    pub starting: Signal<Out, Bit>,
    state: Reg<DeriveState>,
    pending: Reg<Bit>,
    round: Reg<Bits<4>>,
    key_len_reg: Reg<Bits<2>>,
    rounds_reg: Reg<Bits<4>>,
    decrypt_reg: Reg<Bit>,
    phase: Reg<Bits<2>>,
    rcon: Reg<Bits<32>>,
    window: [Reg<Bits<32>>; 8],
    /// Round key `r`'s column `c` is entry `r` of `round_keys{c}`.
    round_keys0: RegFile<4>,
    round_keys1: RegFile<4>,
    round_keys2: RegFile<4>,
    round_keys3: RegFile<4>,
    clear_keys: Signal<Local, Bit>,
    sub: KeySubWord,
    new_word: [Signal<Local, Bits<32>>; 4],
    window_next: [Signal<Local, Bits<32>>; 8],
    round_next: Signal<Local, Bits<4>>,
    phase_next: Signal<Local, Bits<2>>,
    restart: Signal<Local, Bit>,
    rcon_used: Signal<Local, Bit>,
    has_192_256: Constant<Bit>,
    keylen_192: Constant<Bits<2>>,
    keylen_256: Constant<Bits<2>>,
    rounds_128: Constant<Bits<4>>,
    rounds_192: Constant<Bits<4>>,
    rounds_256: Constant<Bits<4>>,
    round_zero: Constant<Bits<4>>,
    round_one: Constant<Bits<4>>,
    phase_zero: Constant<Bits<2>>,
    phase_one: Constant<Bits<2>>,
    phase_two: Constant<Bits<2>>,
    byte_mask: Constant<Bits<32>>,
    rcon_poly: Constant<Bits<32>>,
}

fn constant4(x: usize) -> Constant<Bits<4>> {
    Constant::new((x as u8).to_bits())
}

fn constant2(x: u8) -> Constant<Bits<2>> {
    Constant::new(x.to_bits())
}

impl KeyExpansion {
    pub fn new(options: CoreOptions) -> Self {
        let stages = options.stages();
        Self {
            clock: Default::default(),
            reset: Default::default(),
            key_write: Default::default(),
            clear: Default::default(),
            supported: Default::default(),
            key_len: Default::default(),
            decrypt_in: Default::default(),
            key: Default::default(),
            rd_addr: Default::default(),
            rd0: Default::default(),
            rd1: Default::default(),
            rd2: Default::default(),
            rd3: Default::default(),
            produced: Default::default(),
            rounds: Default::default(),
            decrypt: Default::default(),
            deriving: Default::default(),
            starting: Default::default(),
            state: Default::default(),
            pending: Default::default(),
            round: Default::default(),
            key_len_reg: Default::default(),
            rounds_reg: Default::default(),
            decrypt_reg: Default::default(),
            phase: Default::default(),
            rcon: Default::default(),
            window: Default::default(),
            round_keys0: RegFile::new(stages),
            round_keys1: RegFile::new(stages),
            round_keys2: RegFile::new(stages),
            round_keys3: RegFile::new(stages),
            clear_keys: Default::default(),
            sub: KeySubWord::new(options.sbox),
            new_word: Default::default(),
            window_next: Default::default(),
            round_next: Default::default(),
            phase_next: Default::default(),
            restart: Default::default(),
            rcon_used: Default::default(),
            has_192_256: Constant::new(options.aes192_256),
            keylen_192: constant2(KeyLen::Aes192.code()),
            keylen_256: constant2(KeyLen::Aes256.code()),
            rounds_128: constant4(KeyLen::Aes128.rounds()),
            rounds_192: constant4(KeyLen::Aes192.rounds()),
            rounds_256: constant4(KeyLen::Aes256.rounds()),
            round_zero: constant4(0),
            round_one: constant4(1),
            phase_zero: constant2(0),
            phase_one: constant2(1),
            phase_two: constant2(2),
            byte_mask: Constant::new(0xff_u32.to_bits()),
            rcon_poly: Constant::new(0x1b_u32.to_bits()),
        }
    }

    /// Every stored round-key word (for checks that nothing is left in them).
    pub fn round_key_words(&self) -> Vec<u32> {
        [&self.round_keys0, &self.round_keys1, &self.round_keys2, &self.round_keys3]
            .iter()
            .flat_map(|f| f.entries().iter().copied())
            .collect()
    }
}

impl Logic for KeyExpansion {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, pending, round, key_len_reg, rounds_reg, decrypt_reg, phase, rcon);
        self.round_next.next = self.round.q.val();
        self.phase_next.next = self.phase.q.val();
        for m in 0..8 {
            self.window[m].clock.next = self.clock.val();
            self.window_next[m].next = self.window[m].q.val();
        }

        // Round-key storage: written with round key `round` while running, cleared at every
        // start of a derivation, on `clear` and on reset; the read port is `rd_addr`.
        self.round_keys0.clock.next = self.clock.val();
        self.round_keys1.clock.next = self.clock.val();
        self.round_keys2.clock.next = self.clock.val();
        self.round_keys3.clock.next = self.clock.val();
        self.round_keys0.we.next = self.state.q.val() == DeriveState::Run;
        self.round_keys1.we.next = self.state.q.val() == DeriveState::Run;
        self.round_keys2.we.next = self.state.q.val() == DeriveState::Run;
        self.round_keys3.we.next = self.state.q.val() == DeriveState::Run;
        self.round_keys0.wa.next = self.round.q.val();
        self.round_keys1.wa.next = self.round.q.val();
        self.round_keys2.wa.next = self.round.q.val();
        self.round_keys3.wa.next = self.round.q.val();
        self.round_keys0.ra.next = self.rd_addr.val();
        self.round_keys1.ra.next = self.rd_addr.val();
        self.round_keys2.ra.next = self.rd_addr.val();
        self.round_keys3.ra.next = self.rd_addr.val();
        self.rd0.next = self.round_keys0.rd.val();
        self.rd1.next = self.round_keys1.rd.val();
        self.rd2.next = self.round_keys2.rd.val();
        self.rd3.next = self.round_keys3.rd.val();

        // The four words of round key `round` (see the table in the module documentation).
        self.sub.clock.next = self.clock.val();
        self.rcon_used.next = false;
        if self.has_192_256.val() & (self.key_len_reg.q.val() == self.keylen_256.val()) {
            if self.round.q.val() == self.round_zero.val() {
                for k in 0..4 {
                    self.new_word[k].next = self.key[k].val();
                }
            } else if self.round.q.val() == self.round_one.val() {
                for k in 0..4 {
                    self.new_word[k].next = self.key[k + 4].val();
                }
            } else {
                if self.round.q.val().get_bit(0) {
                    self.new_word[0].next = self.window[0].q.val() ^ self.sub.y.val();
                } else {
                    self.new_word[0].next =
                        self.window[0].q.val() ^ self.sub.y_rot.val() ^ self.rcon.q.val();
                    self.rcon_used.next = true;
                }
                self.new_word[1].next = self.window[1].q.val() ^ self.new_word[0].val();
                self.new_word[2].next = self.window[2].q.val() ^ self.new_word[1].val();
                self.new_word[3].next = self.window[3].q.val() ^ self.new_word[2].val();
            }
        } else if self.has_192_256.val() & (self.key_len_reg.q.val() == self.keylen_192.val()) {
            if self.round.q.val() == self.round_zero.val() {
                for k in 0..4 {
                    self.new_word[k].next = self.key[k].val();
                }
            } else {
                if self.round.q.val() == self.round_one.val() {
                    self.new_word[0].next = self.key[4].val();
                    self.new_word[1].next = self.key[5].val();
                } else if self.phase.q.val() == self.phase_zero.val() {
                    self.new_word[0].next =
                        self.window[2].q.val() ^ self.sub.y_rot.val() ^ self.rcon.q.val();
                    self.new_word[1].next = self.window[3].q.val() ^ self.new_word[0].val();
                    self.rcon_used.next = true;
                } else {
                    self.new_word[0].next = self.window[2].q.val() ^ self.window[7].q.val();
                    self.new_word[1].next = self.window[3].q.val() ^ self.new_word[0].val();
                }
                if self.phase.q.val() == self.phase_one.val() {
                    self.new_word[2].next =
                        self.window[4].q.val() ^ self.sub.y_rot.val() ^ self.rcon.q.val();
                    self.rcon_used.next = true;
                } else {
                    self.new_word[2].next = self.window[4].q.val() ^ self.new_word[1].val();
                }
                self.new_word[3].next = self.window[5].q.val() ^ self.new_word[2].val();
            }
        } else {
            if self.round.q.val() == self.round_zero.val() {
                for k in 0..4 {
                    self.new_word[k].next = self.key[k].val();
                }
            } else {
                self.new_word[0].next =
                    self.window[4].q.val() ^ self.sub.y_rot.val() ^ self.rcon.q.val();
                self.new_word[1].next = self.window[5].q.val() ^ self.new_word[0].val();
                self.new_word[2].next = self.window[6].q.val() ^ self.new_word[1].val();
                self.new_word[3].next = self.window[7].q.val() ^ self.new_word[2].val();
                self.rcon_used.next = true;
            }
        }

        self.restart.next = self.pending.q.val();
        self.starting.next = self.restart.val();
        if self.restart.val() {
            self.pending.d.next = false;
            self.round_next.next = self.round_zero.val();
            self.phase_next.next = self.phase_zero.val();
            self.rcon.d.next = 1_u32.to_bits();
            self.key_len_reg.d.next = self.key_len.val();
            self.decrypt_reg.d.next = self.decrypt_in.val();
            if self.has_192_256.val() & (self.key_len.val() == self.keylen_256.val()) {
                self.rounds_reg.d.next = self.rounds_256.val();
            } else if self.has_192_256.val() & (self.key_len.val() == self.keylen_192.val()) {
                self.rounds_reg.d.next = self.rounds_192.val();
            } else {
                self.rounds_reg.d.next = self.rounds_128.val();
            }
            // A new derivation starts from a clean slate: a shorter key leaves none of a longer
            // key's round keys behind.
            for m in 0..8 {
                self.window_next[m].next = 0_u32.to_bits();
            }
            if self.supported.val() {
                self.state.d.next = DeriveState::Run;
            } else {
                self.state.d.next = DeriveState::Idle;
            }
        } else if self.state.q.val() == DeriveState::Run {
            for m in 0..4 {
                self.window_next[m].next = self.window[m + 4].q.val();
                self.window_next[m + 4].next = self.new_word[m].val();
            }
            if self.rcon_used.val() {
                if self.rcon.q.val().get_bit(7) {
                    self.rcon.d.next =
                        ((self.rcon.q.val() << 1) & self.byte_mask.val()) ^ self.rcon_poly.val();
                } else {
                    self.rcon.d.next = self.rcon.q.val() << 1;
                }
            }
            if self.phase.q.val() == self.phase_two.val() {
                self.phase_next.next = self.phase_zero.val();
            } else {
                self.phase_next.next = self.phase.q.val() + self.phase_one.val();
            }
            self.round_next.next = self.round.q.val() + self.round_one.val();
            if self.round.q.val() == self.rounds_reg.q.val() {
                self.state.d.next = DeriveState::Idle;
            }
        }
        if self.key_write.val() {
            self.pending.d.next = true;
        }

        self.rounds.next = self.rounds_reg.q.val();
        self.decrypt.next = self.decrypt_reg.q.val();
        self.produced.next = self.round.q.val();
        self.deriving.next = self.state.q.val() == DeriveState::Run;

        if self.clear.val() | self.reset.val() {
            self.pending.d.next = false;
            self.state.d.next = DeriveState::Idle;
            self.round_next.next = self.round_zero.val();
            for m in 0..8 {
                self.window_next[m].next = 0_u32.to_bits();
            }
        }
        self.clear_keys.next = self.restart.val() | self.clear.val() | self.reset.val();
        self.round_keys0.clear.next = self.clear_keys.val();
        self.round_keys1.clear.next = self.clear_keys.val();
        self.round_keys2.clear.next = self.clear_keys.val();
        self.round_keys3.clear.next = self.clear_keys.val();
        self.round_keys0.wd.next = self.new_word[0].val();
        self.round_keys1.wd.next = self.new_word[1].val();
        self.round_keys2.wd.next = self.new_word[2].val();
        self.round_keys3.wd.next = self.new_word[3].val();
        // The S-box lookups are registered: each is addressed with the value its input word has
        // in the next cycle, so that its output there is the S-box of that word (see above).
        for m in 0..8 {
            self.window[m].d.next = self.window_next[m].val();
        }
        self.round.d.next = self.round_next.val();
        self.phase.d.next = self.phase_next.val();
        if self.has_192_256.val()
            & (self.key_len_reg.q.val() == self.keylen_192.val())
            & (self.phase_next.val() == self.phase_one.val())
        {
            if self.round_next.val() == self.round_one.val() {
                self.sub.a.next = self.key[5].val();
            } else {
                self.sub.a.next =
                    self.window_next[2].val() ^ self.window_next[3].val() ^ self.window_next[7].val();
            }
        } else {
            self.sub.a.next = self.window_next[7].val();
        }
    }
}
