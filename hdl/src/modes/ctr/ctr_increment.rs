//! The CTR counter step: the 128-bit block plus one, read as a big-endian number in FIPS byte
//! order (byte 0 most significant, as `ctr::Ctr128BE`), with the block in AXI4-Stream layout
//! (byte `k` in bits `[8k+7:8k]`, so the least significant byte of the number is in bits
//! `[127:120]`). Wraps from all ones to zero.
//!
//! A custom leaf on four column words: the Verilog byte-swaps, adds one (by 32-bit parts with
//! carry select) and swaps back; the simulation calls [`ctr_increment`], tested on its own.

use crate::primitives::block_words::{column, join_columns};
use rust_hdl::prelude::*;

/// The next counter block of `block` (AXI4-Stream layout).
pub fn ctr_increment(block: u128) -> u128 {
    block.swap_bytes().wrapping_add(1).swap_bytes()
}

#[derive(LogicBlock, Default)]
pub struct CtrIncrement {
    pub x: [Signal<In, Bits<32>>; 4],
    pub y: [Signal<Out, Bits<32>>; 4],
}

/// `{b0, b1, .., b15}` of the column words: the block as a big-endian number.
fn swapped(words: [&str; 4]) -> String {
    let bytes: Vec<String> = (0..16).map(|k| format!("{}[{}:{}]", words[k / 4], 8 * (k % 4) + 7, 8 * (k % 4))).collect();
    format!("{{{}}}", bytes.join(", "))
}

impl Logic for CtrIncrement {
    fn update(&mut self) {
        let y = ctr_increment(join_columns(self.x.each_ref().map(|w| w.val().to_u32())));
        for (c, y_c) in self.y.iter_mut().enumerate() {
            y_c.next = column(y, c).to_bits();
        }
    }
    fn connect(&mut self) {
        for y_c in self.y.iter_mut() {
            y_c.connect();
        }
    }
    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        v.push_str(&format!("wire [127:0] number = {};\n", swapped(["x$0", "x$1", "x$2", "x$3"])));
        // Carry select by 32-bit parts: each part and its increment side by side, the part's
        // carry-in (every lower part all ones) choosing between them, so the longest carry chain
        // is 32 bits rather than 128 (the modes' IV hand-over runs through it).
        for k in 0..4 {
            v.push_str(&format!("wire [31:0] part{k} = number[{}:{}];\n", 32 * k + 31, 32 * k));
            v.push_str(&format!("wire [31:0] part{k}_inc = part{k} + 32'd1;\n"));
        }
        v.push_str("wire carry1 = &part0;\nwire carry2 = carry1 & (&part1);\nwire carry3 = carry2 & (&part2);\n");
        v.push_str(
            "wire [127:0] next_number = {carry3 ? part3_inc : part3, carry2 ? part2_inc : part2, carry1 ? part1_inc : part1, part0_inc};\n",
        );
        // Byte k of the block is byte 15 - k of the number, bits [127-8k:120-8k].
        for c in 0..4 {
            let bytes: Vec<String> =
                (0..4).rev().map(|r| 4 * c + r).map(|k| format!("next_number[{}:{}]", 127 - 8 * k, 120 - 8 * k)).collect();
            v.push_str(&format!("always @(*) y${c} = {{{}}};\n", bytes.join(", ")));
        }
        Verilog::Custom(v)
    }
}

/// The leaf's Verilog, top module `ctr_increment`.
pub fn ctr_increment_verilog() -> String {
    crate::export::verilog_named(&mut CtrIncrement::default(), "ctr_increment")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn be(bytes_hex: &str) -> u128 {
        let b: Vec<u8> = (0..16).map(|i| u8::from_str_radix(&bytes_hex[2 * i..2 * i + 2], 16).unwrap()).collect();
        u128::from_le_bytes(b.try_into().unwrap())
    }

    #[test]
    fn increments_the_last_fips_byte_with_carry() {
        // SP 800-38A F.5.1: f0f1..feff -> f0f1..ff00 (the carry goes into byte 14).
        assert_eq!(ctr_increment(be("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff")), be("f0f1f2f3f4f5f6f7f8f9fafbfcfdff00"));
        assert_eq!(ctr_increment(be("000000000000000000000000ffffffff")), be("00000000000000000000000100000000"));
        assert_eq!(ctr_increment(be("00ffffffffffffffffffffffffffffff")), be("01000000000000000000000000000000"));
        assert_eq!(ctr_increment(u128::MAX), 0);
    }

    #[test]
    fn leaf_matches_the_pure_function() {
        let mut uut = CtrIncrement::default();
        uut.connect_all();
        let x = be("000102030405060708090a0b0cffffff");
        for (c, x_c) in uut.x.iter_mut().enumerate() {
            x_c.next = column(x, c).to_bits();
        }
        assert!(simulate(&mut uut, 10));
        let y = join_columns(uut.y.each_ref().map(|w| w.val().to_u32()));
        assert_eq!(y, be("000102030405060708090a0b0d000000"));
    }
}
