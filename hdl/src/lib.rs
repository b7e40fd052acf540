//! A pipelined AES accelerator described in RustHDL.
//!
//! Datapath: [`sbox`], [`mix_columns`], [`round`], [`block_words`]. Key handling:
//! [`key_expansion`] (with the derivation FSM), [`key_refresh`], [`round_key_fanout`]. Control: [`transaction`].
//! Top: [`aes_core`]; its AXI wrapper [`aes_axis`] with [`axi_lite_regs`], [`register_map`],
//! [`byte_merge`] and [`output_fifo`]. Peripheral: [`mymul`], the openMSP430 hardware multiplier.

pub mod aes_axis;
pub mod aes_core;
pub mod axi_lite_regs;
pub mod byte_merge;
pub mod ctr_increment;
pub mod checksum_step;
pub mod double_bytes;
pub mod block_words;
pub mod export;
pub mod gcm;
pub mod key_expansion;
pub mod key_refresh;
pub mod lfsr_step;
pub mod lut_ram;
pub mod mix_columns;
pub mod modes;
pub mod mymul;
pub mod not_a_signal;
pub mod output_fifo;
pub mod params;
pub mod register;
pub mod register_map;
pub mod replicated_reg;
pub mod reg_file;
pub mod round;
pub mod round_key_clear;
pub mod round_key_fanout;
pub mod selftest;
pub mod selftest_rom;
pub mod selftest_vectors;
pub mod sbox;
pub mod step_words;
pub mod transaction;
pub mod unused_columns;
pub mod unused_words;
pub mod word_select;
