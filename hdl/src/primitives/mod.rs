//! Building blocks with no AES in them: registers ([`register`], [`replicated_reg`]), storage
//! with an addressed read port ([`reg_file`], [`lut_ram`]), the leaves that split and join
//! 128-bit words ([`block_words`], [`byte_merge`], [`word_select`]), the last beat's `tkeep`
//! ([`keep_shape`]), a 128-bit increment with registered carries ([`part_increment`]) and its
//! flags after a hand-over that keeps written words ([`hand_over_ones`]), and the sinks that mark
//! signals a build leaves unread ([`not_a_signal`], [`unused_columns`], [`unused_bits`]), and
//! [`tie_off`] for the outputs of a leaf a build leaves out.

pub mod block_words;
pub mod byte_merge;
pub mod hand_over_ones;
pub mod keep_shape;
pub mod lut_ram;
pub mod not_a_signal;
pub mod part_increment;
pub mod reg_file;
pub mod register;
pub mod replicated_reg;
pub mod unused_columns;
pub mod unused_bits;
pub mod word_select;

/// The Verilog that drives output `out` (`width` bits) of a leaf a build leaves out with 0.
/// `always @(*)` over a constant alone has no sensitivity, so simulators without
/// `always_comb` (Icarus) never run it and the output stays `x`; ANDing in the parity of an
/// input gives it one, and synthesis folds it away.
pub fn tie_off(out: &str, width: usize, input: &str) -> String {
    format!("always @(*) {out} = {width}'d0 & {{{width}{{^{input}}}}};\n")
}
