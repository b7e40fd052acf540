//! A pipelined AES accelerator described in RustHDL.

pub mod export;
pub mod mymul;
