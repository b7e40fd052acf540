//! A pipelined AES accelerator described in RustHDL.
//!
//! Datapath: [`sbox`], [`mix_columns`], [`round`], [`block_words`]. Key handling:
//! [`key_expansion`] (with the derivation FSM), [`key_refresh`]. Control: [`transaction`].
//! Top: [`aes_core`]. Peripheral: [`mymul`], the openMSP430 hardware multiplier.

pub mod aes_core;
pub mod block_words;
pub mod export;
pub mod key_expansion;
pub mod key_refresh;
pub mod mix_columns;
pub mod mymul;
pub mod params;
pub mod register;
pub mod round;
pub mod sbox;
pub mod transaction;
