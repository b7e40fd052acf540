//! Stream stimulus and checking shared by the core and AXI test benches: a source that obeys the
//! valid/ready rules with random gaps, a sink with random backpressure, a handshake monitor and
//! the scoreboard that predicts every output block with the `aes` crate.

use crate::key_model::KeyLifecycle;
use crate::modes_model::IvRegisters;
use crate::reference::{key_bytes, KeyWords, Reference, Settings};
use aes_fpga_driver::regs::Mode;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;

/// A block on a stream with its end-of-transaction flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beat {
    pub data: u128,
    pub last: bool,
}

/// Transactions of random blocks: `sizes[i]` blocks each, the last one flagged.
pub fn random_transactions(rng: &mut StdRng, sizes: &[usize]) -> Vec<Beat> {
    sizes
        .iter()
        .flat_map(|&n| (0..n).map(move |i| (i, n)))
        .map(|(i, n)| Beat { data: rng.gen(), last: i + 1 == n })
        .collect()
}

/// Presents blocks in order. Once `valid` is raised the same block stays until it is taken; between
/// blocks `valid` drops for a cycle with probability `p_gap`.
pub struct Source {
    queue: VecDeque<Beat>,
    presented: Option<Beat>,
    p_gap: f64,
    rng: StdRng,
}

impl Source {
    pub fn new(blocks: impl IntoIterator<Item = Beat>, p_gap: f64, seed: u64) -> Self {
        Source { queue: blocks.into_iter().collect(), presented: None, p_gap, rng: StdRng::seed_from_u64(seed) }
    }

    /// The block driven this cycle, if any.
    pub fn drive(&mut self) -> Option<Beat> {
        if self.presented.is_none() && !self.queue.is_empty() && !self.rng.gen_bool(self.p_gap) {
            self.presented = self.queue.pop_front();
        }
        self.presented
    }

    /// The presented block was taken this cycle.
    pub fn taken(&mut self) {
        assert!(self.presented.take().is_some(), "handshake without a valid block");
    }

    pub fn is_done(&self) -> bool {
        self.presented.is_none() && self.queue.is_empty()
    }

    pub fn push(&mut self, beat: Beat) {
        self.queue.push_back(beat);
    }
}

/// An output that is ready with probability `1 - p_stall` each cycle.
pub struct Sink {
    p_stall: f64,
    rng: StdRng,
}

impl Sink {
    pub fn new(p_stall: f64, seed: u64) -> Self {
        Sink { p_stall, rng: StdRng::seed_from_u64(seed) }
    }
    pub fn always_ready() -> Self {
        Self::new(0.0, 0)
    }
    pub fn ready(&mut self) -> bool {
        !self.rng.gen_bool(self.p_stall)
    }
}

/// Checks the AXI4-Stream rules on one interface every cycle: while `valid && !ready`, the next
/// cycle must still be valid with the same data and `last`.
#[derive(Default)]
pub struct HandshakeMonitor {
    stalled: Option<Beat>,
}

impl HandshakeMonitor {
    pub fn check(&mut self, name: &str, cycle: u64, beat: Option<Beat>, ready: bool) {
        if let Some(held) = self.stalled {
            assert_eq!(beat, Some(held), "{name}: cycle {cycle}: valid withdrawn or data changed while stalled");
        }
        self.stalled = if ready { None } else { beat };
    }
}

/// Predicts every output block from the accepted inputs and the register writes.
///
/// A transaction in a chained mode (the `CTRL.MODE` stored when its first block is accepted)
/// runs through RustCrypto's mode crates from the IV registers ([`IvRegisters`]).
///
/// The key of a transaction is the one the key-lifecycle model ([`KeyLifecycle`]) has loaded
/// when it starts (`docs/aes_axis.md`, "Packets": the key in force when the packet started):
/// when its first block is accepted, or earlier, when the bench reports the block offered while
/// the design could start a transaction ([`Scoreboard::offered`]: the transaction starts whether
/// or not that block can be accepted yet). A transaction that starts while the model has no
/// complete key is an error. Every block of the transaction is predicted under that key with the
/// `aes` crate. Outputs must arrive in order,
/// each exactly once, with its `last`.
#[derive(Default)]
pub struct Scoreboard {
    pub keys: KeyLifecycle,
    /// The IV registers and the chained mode's stream (`modes_model.rs`).
    pub ivs: IvRegisters,
    /// The stored `CTRL.MODE` and `CTRL.DECRYPT`.
    pub mode: Mode,
    pub mode_decrypt: bool,
    chained: bool,
    in_transaction: bool,
    /// The key of a transaction that started with its first block offered, not yet accepted.
    started_under: Option<(Settings, KeyWords)>,
    transaction_cipher: Option<Reference>,
    expected: VecDeque<Beat>,
    pub accepted: u64,
    pub checked: u64,
    pub transactions: u64,
    /// The key each transaction ran under, in order.
    pub transaction_keys: Vec<(Settings, KeyWords)>,
}

impl Scoreboard {
    /// A key-word write (the word as stored, strobes merged).
    pub fn key_write(&mut self, index: usize, word: u32) {
        self.keys.word_write(index, word);
    }

    /// A settings write (`CTRL` fields as stored).
    pub fn settings_write(&mut self, settings: Settings) {
        self.keys.settings_write(settings);
    }

    /// Zeroize clears the key words, the loaded key and the IV registers.
    pub fn zeroize(&mut self) {
        self.keys.zeroize();
        self.ivs.clear();
    }

    /// A `CTRL` write: `MODE` and `DECRYPT` as stored.
    pub fn mode_write(&mut self, mode: Mode, decrypt: bool) {
        self.mode = mode;
        self.mode_decrypt = decrypt;
    }

    pub fn key(&self) -> KeyWords {
        self.keys.words()
    }

    pub fn settings(&self) -> Settings {
        self.keys.settings()
    }

    /// A block is offered while no key or settings write happens and the design's key is ready:
    /// a transaction starts now if none is open, under the key loaded now, even if the block is
    /// accepted only later (an output stall), after key words written in between.
    pub fn offered(&mut self) {
        if !self.in_transaction && self.started_under.is_none() {
            self.started_under = self.keys.key_for_new_transaction();
        }
    }

    pub fn accepted(&mut self, beat: Beat) {
        if !self.in_transaction {
            let (settings, key) = self.started_under.take().or_else(|| self.keys.key_for_new_transaction()).unwrap_or_else(|| {
                panic!("block {} accepted as the start of a transaction while no complete key is loaded", self.accepted)
            });
            self.transaction_cipher = Some(Reference::new(settings, &key));
            self.chained = self.mode != Mode::Ecb;
            if self.chained {
                let nk = settings.key_len().expect("a transaction under an invalid key length").nk();
                self.ivs.start(self.mode, self.mode_decrypt, &key_bytes(&key, nk));
            }
            self.transaction_keys.push((settings, key));
            self.in_transaction = true;
            self.transactions += 1;
        }
        let data = if self.chained {
            self.ivs.process(beat.data, beat.last)
        } else {
            self.transaction_cipher.as_ref().unwrap().process(beat.data)
        };
        self.expected.push_back(Beat { data, last: beat.last });
        self.in_transaction = !beat.last;
        self.accepted += 1;
    }

    pub fn emitted(&mut self, cycle: u64, beat: Beat) {
        let want = self.expected.pop_front().unwrap_or_else(|| {
            panic!("cycle {cycle}: output {:032x} with no block accepted for it", beat.data)
        });
        assert_eq!(beat, want, "cycle {cycle}: output block {} differs from the aes crate", self.checked);
        self.checked += 1;
    }

    pub fn outstanding(&self) -> usize {
        self.expected.len()
    }

    /// Forget blocks in flight (after a reset, which discards them).
    pub fn reset(&mut self) {
        self.expected.clear();
        self.in_transaction = false;
        self.started_under = None;
        self.keys.reset();
        self.ivs.reset();
        self.mode = Mode::Ecb;
        self.mode_decrypt = false;
    }
}
