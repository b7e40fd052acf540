//! Sizes of the cipher that the blocks are built for.
//!
//! The pipeline has one stage per round plus the initial AddRoundKey, and the key expansion unit
//! holds one round key per stage. Both are sized from these constants, so AES-192/256 (12 and 14
//! rounds, 6 and 8 key words) are a change of numbers and of the expansion step, not of structure.

/// Rounds of AES-128.
pub const NR: usize = 10;
/// 32-bit words in an AES-128 key.
pub const NK: usize = 4;
/// Pipeline stages and round keys: the initial AddRoundKey plus one per round.
pub const N_STAGES: usize = NR + 1;
/// 32-bit words of all round keys together.
pub const N_ROUND_KEY_WORDS: usize = 4 * N_STAGES;
/// Latency in cycles from the input handshake to `out_valid` of the same block: one register
/// per stage, the initial AddRoundKey included.
pub const LATENCY: u64 = N_STAGES as u64;
/// Cycles from the cycle a key word is written to the first cycle `key_ready` is high, with no
/// transaction in progress (see `key_refresh.rs` for the breakdown).
pub const KEY_LOAD_CYCLES: u64 = N_STAGES as u64 + 3;
/// `key_len` encodings (as the `CTRL.KEYLEN` field of `aes_axis`).
pub const KEYLEN_128: u8 = 0;
