//! GCM (NIST SP 800-38D) building blocks: [`gf_mult`], multiplication in GF(2^128) in GCM's bit
//! order (the pure functions and the pipelined multiplier leaf), and [`ghash`], the GHASH unit
//! that absorbs one block per clock; [`gcm_control`], the control of GCM packets around the core
//! (J0, counter blocks, AAD, the length block, the tag's place, `H` at a key load), with its word
//! functions in [`gcm_words`].

pub mod aad_step;
pub mod gcm_control;
pub mod gcm_offer;
pub mod gcm_offer_state;
pub mod gcm_slot;
pub mod gcm_words;
pub mod gf_mult;
pub mod ghash;
