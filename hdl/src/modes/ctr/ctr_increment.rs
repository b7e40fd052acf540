//! The CTR counter step: the 128-bit block plus one, read as a big-endian number in FIPS byte
//! order (byte 0 most significant, as `ctr::Ctr128BE`), with the block in AXI4-Stream layout
//! (byte `k` in bits `[8k+7:8k]`, so the least significant byte of the number is in bits
//! `[127:120]`). Wraps from all ones to zero.
//!
//! A custom leaf on four column words: the Verilog byte-swaps, adds one by 32-bit parts with the
//! carries from the registered flags `ones` ([`part_increment`]) and swaps back; the simulation
//! calls the same functions on the swapped block.

use crate::primitives::block_words::{column, join_columns};
use crate::primitives::part_increment::{self, word_of_part};
use rust_hdl::prelude::*;

/// The next counter block of `block` (AXI4-Stream layout).
pub fn ctr_increment(block: u128) -> u128 {
    block.swap_bytes().wrapping_add(1).swap_bytes()
}

/// The flags of `block`'s number ([`part_increment::ones`]).
pub fn ones(block: u128) -> u8 {
    part_increment::ones(block.swap_bytes())
}

/// The counter step with the carries from `ones`; [`ctr_increment`] when `ones` is right.
pub fn increment_parts(block: u128, ones: u8) -> u128 {
    part_increment::increment(block.swap_bytes(), ones).swap_bytes()
}

#[derive(LogicBlock, Default)]
pub struct CtrIncrement {
    pub x: [Signal<In, Bits<32>>; 4],
    /// [`ones`] of `x`, from flip-flops.
    pub ones: Signal<In, Bits<3>>,
    pub y: [Signal<Out, Bits<32>>; 4],
    /// [`ones`] of `y`.
    pub next_ones: Signal<Out, Bits<3>>,
    /// [`ones`] of `x`, decoded from it.
    pub x_ones: Signal<Out, Bits<3>>,
}

impl Logic for CtrIncrement {
    fn update(&mut self) {
        let x = join_columns(self.x.each_ref().map(|w| w.val().to_u32()));
        let flags = self.ones.val().to_u32() as u8;
        let y = increment_parts(x, flags);
        for (c, y_c) in self.y.iter_mut().enumerate() {
            y_c.next = column(y, c).to_bits();
        }
        self.next_ones.next = (part_increment::next_ones(x.swap_bytes(), flags) as u32).to_bits();
        self.x_ones.next = (ones(x) as u32).to_bits();
    }
    fn connect(&mut self) {
        for y_c in self.y.iter_mut() {
            y_c.connect();
        }
        self.next_ones.connect();
        self.x_ones.connect();
    }
    fn hdl(&self) -> Verilog {
        // Byte k of the block is byte 15 - k of the number: part p is column word 3 - p with its
        // bytes swapped.
        let parts: Vec<String> = (0..4)
            .map(|p| {
                let w = word_of_part(p, true);
                format!("{{x${w}[7:0], x${w}[15:8], x${w}[23:16], x${w}[31:24]}}")
            })
            .collect();
        let mut v = part_increment::verilog("n", [&parts[0], &parts[1], &parts[2], &parts[3]], "ones");
        for c in 0..4 {
            let bytes: Vec<String> = (0..4).rev().map(|r| 4 * c + r).map(|k| format!("n_next[{}:{}]", 127 - 8 * k, 120 - 8 * k)).collect();
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
        for b in [be("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"), be("000000000000000000000000ffffffff"), be("00ffffffffffffffffffffffffffffff")] {
            assert_eq!(increment_parts(b, ones(b)), ctr_increment(b));
        }
        assert_eq!(ones(be("000000000000000000000000ffffffff")), 0b001);
    }

    #[test]
    fn leaf_matches_the_pure_functions() {
        let mut uut = CtrIncrement::default();
        uut.connect_all();
        let x = be("000102030405060708090a0bfffffffe");
        for (c, x_c) in uut.x.iter_mut().enumerate() {
            x_c.next = column(x, c).to_bits();
        }
        uut.ones.next = (ones(x) as u32).to_bits();
        assert!(simulate(&mut uut, 10));
        let y = join_columns(uut.y.each_ref().map(|w| w.val().to_u32()));
        assert_eq!(y, be("000102030405060708090a0bffffffff"));
        assert_eq!(uut.next_ones.val().to_u32(), 0b001);
        assert_eq!(uut.x_ones.val().to_u32(), 0b000);
    }
}
