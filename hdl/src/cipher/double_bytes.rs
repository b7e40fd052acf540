//! `DoubleBytes`: every byte of a word times 2 in GF(2^8) (`xtime_word`), for a [`MixColumn`]
//! whose input does not come from a round's S-box (which provides the doubles from its memory):
//! the fanout's InvMixColumns of the round keys. That `MixColumn` reads the doubles only in a
//! build without decryption, where the fanout bypasses it, so synthesis removes this block; it
//! is here so that the `MixColumn` is given true doubles in every build.
//!
//! A custom leaf, as `MixColumn` is: rust-hdl simulates shifts of `Bits<N>` through
//! arbitrary-precision integers.
//!
//! [`MixColumn`]: crate::cipher::mix_columns::MixColumn

use crate::cipher::mix_columns::{xtime_verilog, xtime_word};
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct DoubleBytes {
    pub a: Signal<In, Bits<32>>,
    pub y: Signal<Out, Bits<32>>,
}

impl Logic for DoubleBytes {
    fn update(&mut self) {
        self.y.next = xtime_word(self.a.val().to_u32()).to_bits();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut v = xtime_verilog("a2", "a");
        v.push_str("always @(*) y = a2;\n");
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_doubles_every_byte() {
        let mut uut = DoubleBytes::default();
        uut.connect_all();
        // FIPS-197 4.2.1: {57} x {02} = {ae}, {ae} x {02} = {47}, {47} x {02} = {8e}, {8e} x {02} = {07}.
        uut.a.next = u32::from_le_bytes([0x57, 0xae, 0x47, 0x8e]).to_bits();
        assert!(simulate(&mut uut, 20));
        assert_eq!(uut.y.val().to_u32(), u32::from_le_bytes([0xae, 0x47, 0x8e, 0x07]));
    }
}
