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
//! | any    | `clear` or `reset`                             | `Idle` | pending cleared; `round = 0`; round keys and window cleared (after `clear` at the next edge but one) |
//! | any    | `derive_pending`, settings `supported`          | `Run`  | ack pending; `round = 0`; round keys and window cleared; sample key length and direction; `rcon = 1`; round 0's coefficients |
//! | any    | `derive_pending`, not supported                 | `Idle` | ack pending; `round = 0` (nothing produced); round keys and window cleared |
//! | `Run`  | otherwise                                      | `Run`, `Idle` after the last round | write round key `round`; `round += 1`; the next round's coefficients |
//! | `Idle` | otherwise                                      | `Idle` | hold                                    |
//!
//! A write in the middle of an expansion therefore restarts it from round 0 instead of finishing
//! the stale one. The refresh FSM (`key_refresh.rs`) is never copying round keys then: both FSMs
//! are started by the same commit, and a refresh runs only while no transaction is open, when it
//! starts over in the same cycle (`starting` tells it so). A write in
//! the same cycle as the acknowledgement keeps the flag set. `clear` (zeroize, or the start of a
//! new key update, which makes the key words incomplete) and `reset` wipe the round keys, the
//! window and the pending flag. `clear` wipes the round keys and the window through flip-flops
//! (`wipe`, in copies: `wipes` for the window, `key_clears` for the storage), a cycle after it
//! stops the FSM: `clear` is decoded from register writes, and the flip-flops keep that decode
//! off the synchronous reset of every stored bit. The FSM is idle in
//! that cycle (a derivation can restart no earlier than the cycle after), so the words are neither
//! read (`produced` is 0) nor written, and they are wiped before the core's `busy` falls after a
//! zeroize, as the stages' round keys are. Clearing on every start means round keys `Nr+1..14` of a longer
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
//! the value its input word will have in round `r`: new word 3 of round `r - 1`, or in an
//! AES-192 `r mod 3 = 1` round new word 1 of round `r` (`w[2] ^ w[3] ^ w[7]` of its window, key
//! word 5 for round 1). The lookup is then ready when the round starts, and the unit still
//! derives one round key per cycle with either S-box build. Rcon is a register doubled in
//! GF(2^8) each time it is used. While the unit is idle the lookup's register is cleared, so it
//! holds no function of the key.
//!
//! # Coefficients
//!
//! Every word the step makes (the four new words and the next lookup's input) is an XOR of
//! source words: window words, the lookup (`SubWord`, or `SubWord(RotWord(..)) ^ Rcon`) and key
//! words. Which ones depends only on the key length and the round, and [`step_sources`] gives it
//! as a mask per word. [`StepWords`] computes the five XORs from masks held in the `coef`
//! registers, which are loaded in the cycle before the round they describe: round 0's at the
//! start, the next round's in every running cycle. So no key-length, round or phase compare sits
//! in front of the XOR, and the step is as shallow as a fixed key length's. The patterns are few:
//! round 0, round 1, and from round 2 on one per `r mod 3` (AES-192), per parity (AES-256) or a
//! single one (AES-128). A build without AES-192/256 has those patterns gated by constants, so
//! synthesis removes them and their terms.

use crate::params::{CoreOptions, KeyLen, NK_MAX};

/// Cycles from the step that makes a round key to the cycle it is readable: its store is
/// registered (`write_key`).
pub const STORE_CYCLES: u64 = 1;
use crate::primitives::reg_file::RegFile;
use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
use crate::cipher::sbox::KeySubWord;
use crate::keys::step_words::{StepWords, SOURCES, SRC_KEY, SRC_SUB, SRC_SUB_RCON, SRC_WINDOW, STEP_WORDS};
use rust_hdl::prelude::*;


/// Where new word `k` of round `round` takes the lookup: FIPS-197's `SubWord(RotWord(..)) ^
/// Rcon` at `i mod Nk = 0`, AES-256's `SubWord` at `i mod 8 = 4` (`i = 4 round + k`).
fn lookup_source(key_len: KeyLen, round: usize, k: usize) -> Option<usize> {
    let (nk, i) = (key_len.nk(), 4 * round + k);
    if i < nk {
        None
    } else if i % nk == 0 {
        Some(SRC_SUB_RCON)
    } else if nk == 8 && i % 8 == 4 {
        Some(SRC_SUB)
    } else {
        None
    }
}

/// The four new words of round key `round` as source masks: `w[i]` is key word `i` below
/// `Nk`, else `w[i - Nk]` (window word `k + 8 - Nk`) XOR the lookup or `w[i - 1]`.
fn new_word_sources(key_len: KeyLen, round: usize) -> [u32; 4] {
    let nk = key_len.nk();
    let mut words = [0u32; 4];
    for k in 0..4 {
        let i = 4 * round + k;
        words[k] = if i < nk {
            1 << (SRC_KEY + i)
        } else {
            let temp = match lookup_source(key_len, round, k) {
                Some(source) => 1 << source,
                None if k == 0 => 1 << (SRC_WINDOW + 7),
                None => words[k - 1],
            };
            (1 << (SRC_WINDOW + k + 8 - nk)) ^ temp
        };
    }
    words
}

/// A mask over the sources of the round after this one, in this round's sources: its window is
/// window words 4-7 followed by this round's new words. It has no lookup term (the next
/// lookup's input comes from the window and the key).
fn in_this_round(mask: u32, words: &[u32; 4]) -> u32 {
    assert_eq!(mask & (1 << SRC_SUB | 1 << SRC_SUB_RCON), 0, "a lookup of the next round");
    (0..8).filter(|m| mask & (1 << (SRC_WINDOW + m)) != 0).fold(mask & !(0xff << SRC_WINDOW), |acc, m| {
        acc ^ if m < 4 { 1 << (SRC_WINDOW + m + 4) } else { words[m - 4] }
    })
}

/// The step of round `round` (FIPS-197 5.2) as [`StepWords`] masks: new words 0-3 of round key
/// `round`, then the input word of the lookup that round `round + 1` uses (new word 3 when that
/// round has none).
pub fn step_sources(key_len: KeyLen, round: usize) -> [u32; STEP_WORDS] {
    let words = new_word_sources(key_len, round);
    let next = new_word_sources(key_len, round + 1);
    let input = match (0..4).find(|&k| lookup_source(key_len, round + 1, k).is_some()) {
        Some(k) if k > 0 => in_this_round(next[k - 1], &words),
        _ => words[3],
    };
    [words[0], words[1], words[2], words[3], input]
}

/// The masks of a round as constants for the `coef` registers.
fn pattern(key_len: KeyLen, round: usize) -> [Constant<Bits<SOURCES>>; STEP_WORDS] {
    step_sources(key_len, round).map(|m| Constant::new((m as u64).to_bits()))
}

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
    /// Read port: round number in, one-hot (bit `r` for round key `r`; no bit reads 0), round
    /// key out (combinational).
    pub rd_hot: Signal<In, Bits<16>>,
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
    /// A round key is stored this cycle (readable from the next): `produced` counts it then.
    pub storing: Signal<Out, Bit>,
    /// A derivation starts this cycle (`round` is 0 in the next).
    pub starting: Signal<Out, Bit>,
    state: Reg<DeriveState>,
    pending: Reg<Bit>,
    round: Reg<Bits<4>>,
    key_len_reg: Reg<Bits<2>>,
    rounds_reg: Reg<Bits<4>>,
    decrypt_reg: Reg<Bit>,
    /// `round mod 3`, for AES-192.
    phase: Reg<Bits<2>>,
    /// The derivation started in the cycle before (`round` is 0 while running).
    first: Reg<Bit>,
    rcon: Reg<Bits<32>>,
    window: [Reg<Bits<32>>; 8],
    /// The running round's [`step_sources`].
    coef: [Reg<Bits<SOURCES>>; STEP_WORDS],
    step: StepWords,
    /// Round key `r`'s column `c` is entry `r` of `round_keys{c}`.
    round_keys0: RegFile<4, 16>,
    round_keys1: RegFile<4, 16>,
    round_keys2: RegFile<4, 16>,
    round_keys3: RegFile<4, 16>,
    /// The round key the step made, its round and whether to store it: registered on the way
    /// to the storage (`write_key`, `write_round`, `write_q`), so that the step's XOR, fed by the
    /// window and the lookup, ends at these flip-flops beside it rather than at the storage's
    /// 2,048 flip-flops spread across the device. `produced_q` follows the stored
    /// round keys, a cycle behind `round`. Cleared while the unit is idle, as the lookup is.
    write_key: [Reg<Bits<32>>; 4],
    write_key_load: Signal<Local, Bit>,
    write_round: Reg<Bits<4>>,
    write_q: Reg<Bit>,
    produced_q: Reg<Bits<4>>,
    /// The storage's clear without `reset`, a cycle ahead (`restart | wipe` of the next cycle).
    /// One copy per column, so that the register
    /// interface's decode reaches flip-flop inputs only, and each copy's net stays with its 512
    /// bits, never shared with the window's or the round-key fanout's wipe (a shared
    /// `wipe | reset` net would cross the device).
    key_clears: ReplicatedReg<4>,
    /// `clear` a cycle later, for the window: copy 0 wipes words 0-3, copy 1 words 4-7.
    wipes: ReplicatedReg<2>,
    sub: KeySubWord,
    sub_rcon: Signal<Local, Bits<32>>,
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
    rcon_source: Constant<Bits<SOURCES>>,
    // The coefficient patterns (see the module documentation), named by key length and round.
    aes128_round0: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes128_round1: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes192_round0: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes192_round1: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes192_phase0: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes192_phase1: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes192_phase2: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes256_round0: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes256_round1: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes256_even: [Constant<Bits<SOURCES>>; STEP_WORDS],
    aes256_odd: [Constant<Bits<SOURCES>>; STEP_WORDS],
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
            rd_hot: Default::default(),
            rd0: Default::default(),
            rd1: Default::default(),
            rd2: Default::default(),
            rd3: Default::default(),
            produced: Default::default(),
            storing: Default::default(),
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
            first: Default::default(),
            rcon: Default::default(),
            window: Default::default(),
            coef: Default::default(),
            step: Default::default(),
            round_keys0: RegFile::one_hot(stages),
            round_keys1: RegFile::one_hot(stages),
            round_keys2: RegFile::one_hot(stages),
            round_keys3: RegFile::one_hot(stages),
            write_key: Default::default(),
            write_key_load: Default::default(),
            write_round: Default::default(),
            write_q: Default::default(),
            produced_q: Default::default(),
            key_clears: Default::default(),
            wipes: Default::default(),
            sub: KeySubWord::new(options.expansion_sbox(), options.family, 1),
            sub_rcon: Default::default(),
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
            rcon_source: Constant::new((1_u64 << SRC_SUB_RCON).to_bits()),
            aes128_round0: pattern(KeyLen::Aes128, 0),
            aes128_round1: pattern(KeyLen::Aes128, 1),
            aes192_round0: pattern(KeyLen::Aes192, 0),
            aes192_round1: pattern(KeyLen::Aes192, 1),
            aes192_phase0: pattern(KeyLen::Aes192, 3),
            aes192_phase1: pattern(KeyLen::Aes192, 4),
            aes192_phase2: pattern(KeyLen::Aes192, 2),
            aes256_round0: pattern(KeyLen::Aes256, 0),
            aes256_round1: pattern(KeyLen::Aes256, 1),
            aes256_even: pattern(KeyLen::Aes256, 2),
            aes256_odd: pattern(KeyLen::Aes256, 3),
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
        dff_setup!(self, clock, state, pending, round, key_len_reg, rounds_reg, decrypt_reg, phase, first, rcon, write_round, write_q, produced_q);
        for c in 0..4 {
            self.write_key[c].clock.next = self.clock.val();
        }
        for m in 0..8 {
            self.window[m].clock.next = self.clock.val();
            self.window[m].d.next = self.window[m].q.val();
        }
        for s in 0..5 {
            self.coef[s].clock.next = self.clock.val();
            self.coef[s].d.next = self.coef[s].q.val();
            self.step.c[s].next = self.coef[s].q.val();
        }

        // Round-key storage: written with round key `round` while running, cleared at every
        // start of a derivation, on `clear` and on reset; the read port is `rd_hot`.
        self.round_keys0.clock.next = self.clock.val();
        self.round_keys1.clock.next = self.clock.val();
        self.round_keys2.clock.next = self.clock.val();
        self.round_keys3.clock.next = self.clock.val();
        self.round_keys0.we.next = self.write_q.q.val();
        self.round_keys1.we.next = self.write_q.q.val();
        self.round_keys2.we.next = self.write_q.q.val();
        self.round_keys3.we.next = self.write_q.q.val();
        self.round_keys0.wa.next = self.write_round.q.val();
        self.round_keys1.wa.next = self.write_round.q.val();
        self.round_keys2.wa.next = self.write_round.q.val();
        self.round_keys3.wa.next = self.write_round.q.val();
        self.round_keys0.ra.next = self.rd_hot.val();
        self.round_keys1.ra.next = self.rd_hot.val();
        self.round_keys2.ra.next = self.rd_hot.val();
        self.round_keys3.ra.next = self.rd_hot.val();
        self.rd0.next = self.round_keys0.rd.val();
        self.rd1.next = self.round_keys1.rd.val();
        self.rd2.next = self.round_keys2.rd.val();
        self.rd3.next = self.round_keys3.rd.val();

        // The step's sources; its words are round key `round` and the next lookup's input.
        self.sub.clock.next = self.clock.val();
        self.sub_rcon.next = self.sub.y_rot.val() ^ self.rcon.q.val();
        for m in 0..8 {
            self.step.window[m].next = self.window[m].q.val();
            self.step.key[m].next = self.key[m].val();
        }
        self.step.sub.next = self.sub.y.val();
        self.step.sub_rcon.next = self.sub_rcon.val();
        self.rcon_used.next = ((self.coef[0].q.val() | self.coef[1].q.val() | self.coef[2].q.val()
            | self.coef[3].q.val())
            & self.rcon_source.val())
        .any();

        self.restart.next = self.pending.q.val();
        self.starting.next = self.restart.val();
        self.first.d.next = self.restart.val();
        if self.restart.val() {
            self.pending.d.next = false;
            self.round.d.next = self.round_zero.val();
            self.phase.d.next = self.phase_zero.val();
            self.rcon.d.next = 1_u32.to_bits();
            self.key_len_reg.d.next = self.key_len.val();
            self.decrypt_reg.d.next = self.decrypt_in.val();
            if self.has_192_256.val() & (self.key_len.val() == self.keylen_256.val()) {
                self.rounds_reg.d.next = self.rounds_256.val();
                for s in 0..5 {
                    self.coef[s].d.next = self.aes256_round0[s].val();
                }
            } else if self.has_192_256.val() & (self.key_len.val() == self.keylen_192.val()) {
                self.rounds_reg.d.next = self.rounds_192.val();
                for s in 0..5 {
                    self.coef[s].d.next = self.aes192_round0[s].val();
                }
            } else {
                self.rounds_reg.d.next = self.rounds_128.val();
                for s in 0..5 {
                    self.coef[s].d.next = self.aes128_round0[s].val();
                }
            }
            // A new derivation starts from a clean slate: a shorter key leaves none of a longer
            // key's round keys behind.
            for m in 0..8 {
                self.window[m].d.next = 0_u32.to_bits();
            }
            if self.supported.val() {
                self.state.d.next = DeriveState::Run;
            } else {
                self.state.d.next = DeriveState::Idle;
            }
        } else if self.state.q.val() == DeriveState::Run {
            for m in 0..4 {
                self.window[m].d.next = self.window[m + 4].q.val();
                self.window[m + 4].d.next = self.step.y[m].val();
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
                self.phase.d.next = self.phase_zero.val();
            } else {
                self.phase.d.next = self.phase.q.val() + self.phase_one.val();
            }
            self.round.d.next = self.round.q.val() + self.round_one.val();
            if self.round.q.val() == self.rounds_reg.q.val() {
                self.state.d.next = DeriveState::Idle;
            }
            // The next round's coefficients.
            if self.has_192_256.val() & (self.key_len_reg.q.val() == self.keylen_256.val()) {
                if self.first.q.val() {
                    for s in 0..5 {
                        self.coef[s].d.next = self.aes256_round1[s].val();
                    }
                } else if self.round.q.val().get_bit(0) {
                    for s in 0..5 {
                        self.coef[s].d.next = self.aes256_even[s].val();
                    }
                } else {
                    for s in 0..5 {
                        self.coef[s].d.next = self.aes256_odd[s].val();
                    }
                }
            } else if self.has_192_256.val() & (self.key_len_reg.q.val() == self.keylen_192.val()) {
                if self.first.q.val() {
                    for s in 0..5 {
                        self.coef[s].d.next = self.aes192_round1[s].val();
                    }
                } else if self.phase.q.val() == self.phase_zero.val() {
                    for s in 0..5 {
                        self.coef[s].d.next = self.aes192_phase1[s].val();
                    }
                } else if self.phase.q.val() == self.phase_one.val() {
                    for s in 0..5 {
                        self.coef[s].d.next = self.aes192_phase2[s].val();
                    }
                } else {
                    for s in 0..5 {
                        self.coef[s].d.next = self.aes192_phase0[s].val();
                    }
                }
            } else {
                for s in 0..5 {
                    self.coef[s].d.next = self.aes128_round1[s].val();
                }
            }
        }
        if self.key_write.val() {
            self.pending.d.next = true;
        }

        self.rounds.next = self.rounds_reg.q.val();
        self.decrypt.next = self.decrypt_reg.q.val();
        self.produced.next = self.produced_q.q.val();
        self.storing.next = self.write_q.q.val();
        self.deriving.next = self.state.q.val() == DeriveState::Run;

        if self.clear.val() | self.reset.val() {
            self.pending.d.next = false;
            self.state.d.next = DeriveState::Idle;
            self.round.d.next = self.round_zero.val();
        }
        // `clear` stops the FSM at once (nothing is produced from the next cycle on) and wipes
        // the stored words a cycle later, when the FSM is idle and nothing reads or writes them.
        self.wipes.clock.next = self.clock.val();
        self.wipes.d.next = self.clear.val() & !self.reset.val();
        if self.wipes.q.val().get_bit(0) | self.reset.val() {
            for m in 0..4 {
                self.window[m].d.next = 0_u32.to_bits();
            }
        }
        if self.wipes.q.val().get_bit(1) | self.reset.val() {
            for m in 4..8 {
                self.window[m].d.next = 0_u32.to_bits();
            }
        }
        // The storage clears on `restart | wipe | reset`: `restart` is `pending`, so the copies
        // load the next values of `pending` and `wipe`.
        self.key_clears.clock.next = self.clock.val();
        self.key_clears.d.next = self.pending.d.val() | self.wipes.d.val();
        self.round_keys0.clear.next = self.key_clears.q.val().get_bit(0) | self.reset.val();
        self.round_keys1.clear.next = self.key_clears.q.val().get_bit(1) | self.reset.val();
        self.round_keys2.clear.next = self.key_clears.q.val().get_bit(2) | self.reset.val();
        self.round_keys3.clear.next = self.key_clears.q.val().get_bit(3) | self.reset.val();
        self.round_keys0.wd.next = self.write_key[0].q.val();
        self.round_keys1.wd.next = self.write_key[1].q.val();
        self.round_keys2.wd.next = self.write_key[2].q.val();
        self.round_keys3.wd.next = self.write_key[3].q.val();
        // The step's round key goes to the storage a cycle later. A round that is stopped or
        // starts over (the restart cycle's step belongs to the stale derivation) stores nothing;
        // `produced` then drops to 0 with `round`.
        self.write_round.d.next = self.round.q.val();
        self.produced_q.d.next = self.round.q.val();
        if self.restart.val() | self.clear.val() | self.reset.val() {
            self.produced_q.d.next = self.round_zero.val();
        }
        // The 128 bits load from the state and the restart alone: `clear` (the register
        // interface's zeroize and key writes) stops the store through `write_q`, and leaves the
        // stopped round's key here for the one cycle until the state is `Idle`, as the window
        // keeps its words until `wipe`.
        self.write_key_load.next =
            (self.state.q.val() == DeriveState::Run) & !self.restart.val() & !self.reset.val();
        self.write_q.d.next = self.write_key_load.val() & !self.clear.val();
        for c in 0..4 {
            self.write_key[c].d.next = 0_u32.to_bits();
            if self.write_key_load.val() {
                self.write_key[c].d.next = self.step.y[c].val();
            }
        }
        // The lookup is registered: a running round addresses it with the input word of the
        // next round's lookup; an idle unit, or one that starts over, clears its register. A
        // zeroize reaches it through the state (`Idle` from the next edge on, the register
        // cleared at the one after, well before `BUSY` falls), which keeps the register
        // interface's decode out of the register's reset.
        self.sub.a.next = self.step.y[4].val();
        self.sub.clear.next = (self.state.q.val() != DeriveState::Run) | self.restart.val() | self.reset.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_share_the_patterns_the_unit_holds() {
        // The unit holds one pattern per class of rounds; every round of the class must have it.
        // (`testbench/tests/core_key_sizes.rs` runs the schedule these patterns describe.)
        for key_len in KeyLen::ALL {
            for round in 2..=key_len.rounds() {
                let representative = match key_len {
                    KeyLen::Aes128 => 1,
                    KeyLen::Aes192 => [3, 4, 2][round % 3],
                    KeyLen::Aes256 => 2 + round % 2,
                };
                assert_eq!(step_sources(key_len, round), step_sources(key_len, representative), "{key_len:?} round {round}");
            }
        }
        assert_eq!(step_sources(KeyLen::Aes128, 1), step_sources(KeyLen::Aes128, 2));
    }
}
