//! GCM (NIST SP 800-38D) building blocks: [`gf_mult`], multiplication in GF(2^128) in GCM's bit
//! order (the pure functions and the pipelined multiplier leaf), and [`ghash`], the GHASH unit
//! that absorbs one block per clock.

pub mod gf_mult;
pub mod ghash;
