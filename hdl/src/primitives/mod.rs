//! Building blocks with no AES in them: registers ([`register`], [`replicated_reg`]), storage
//! with an addressed read port ([`reg_file`], [`lut_ram`]), the leaves that split and join
//! 128-bit words ([`block_words`], [`byte_merge`], [`word_select`]), and the sinks that mark
//! signals a build leaves unread ([`not_a_signal`], [`unused_columns`], [`unused_bits`]).

pub mod block_words;
pub mod byte_merge;
pub mod lut_ram;
pub mod not_a_signal;
pub mod reg_file;
pub mod register;
pub mod replicated_reg;
pub mod unused_columns;
pub mod unused_bits;
pub mod word_select;
