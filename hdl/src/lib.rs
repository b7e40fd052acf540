//! A pipelined AES accelerator described in RustHDL, in layers, each importing only from the
//! layers above it in this list:
//!
//! - [`params`]: the build options, key lengths and latencies every block is built from;
//!   [`export`]: the Verilog text of a block, tidied;
//! - [`primitives`]: registers, register files, LUT RAM, word split and join leaves;
//! - [`cipher`]: the S-box, MixColumns, the doubles and the round stage;
//! - [`keys`]: the key expansion with the round-key-derivation FSM, the key-refresh FSM, the
//!   round-key fanout and clears;
//! - [`aes_core`]: the pipelined core, the cipher and the keys under the transaction tracking;
//! - [`modes`]: the modes of operation around the core, GCM among them;
//! - [`aes_axis`]: the Vivado top: AXI4-Lite registers, AXI4-Stream data path, output FIFO;
//! - [`selftest`]: the board self-test, `aes_axis` driven from a ROM of published vectors.

pub mod params;
pub mod export;
pub mod primitives;
pub mod cipher;
pub mod keys;
pub mod aes_core;
pub mod modes;
pub mod aes_axis;
pub mod selftest;
