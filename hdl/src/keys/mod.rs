//! Key handling of the core: the streaming key expansion with the round-key-derivation FSM
//! ([`key_expansion`], its word steps in [`step_words`]), the key-refresh FSM that loads the
//! stages' local round keys ([`key_refresh`]), the register steps that carry the round keys
//! across the pipeline ([`round_key_fanout`]) and the stages' round-key clear
//! ([`round_key_clear`]).

pub mod key_expansion;
pub mod key_refresh;
pub mod round_key_clear;
pub mod round_key_fanout;
pub mod step_words;

use crate::params::KeyLen;

/// Cycles from the cycle the key-word write that completes a key update (or a `decrypt`
/// change) is on the core's ports to the first cycle `key_ready` is high, with no transaction
/// in progress (see `key_refresh.rs`): the core's port register, its commit, the expansion and
/// the refresh one round key per cycle (the expansion's store registered, a cycle behind its
/// step), and the fanout's register steps
/// (`round_key_fanout::LOAD_DELAY`). In `aes_axis` the write is on the core's ports in the
/// register block's decode cycle, so `KEY_READY` rises `key_load_cycles - 1` cycles after the
/// apply cycle. The same for both S-box
/// builds (the key expansion looks its S-box up a cycle ahead) and for one or two registers per
/// round: round keys are loaded into the stages while the pipeline is empty, so the second
/// register changes nothing on the key path.
pub const fn key_load_cycles(key_len: KeyLen) -> u64 {
    key_len.rounds() as u64 + 6 + key_expansion::STORE_CYCLES + round_key_fanout::LOAD_DELAY
}

/// AES-128 key load time.
pub const KEY_LOAD_CYCLES: u64 = key_load_cycles(KeyLen::Aes128);
