//! `TweakWords`: the word functions of XTS (IEEE Std 1619) as one custom leaf: the simulation
//! calls the pure functions below (tested on their own, against RustCrypto's `xts-mode` in the
//! mode's tests), the Verilog is printed beside them. A tweak is the 16-byte value IEEE 1619
//! reads as a little-endian number; in AXI4-Stream byte order (byte `k` in bits `[8k+7:8k]`)
//! that number is simply the four column words with word 0 least significant.
//!
//! | port | width | |
//! |------|-------|-|
//! | `t` -> `double` | 4 x 32 | `t ⊗ α`: shifted left one bit, `0x87` into byte 0 on a carry out of byte 15 |
//! | `u` -> `halve` | 4 x 32 | `u ⊗ α^-1`, the tweak of the block before |
//! | `iv`, `ones` -> `iv_next`, `next_ones` | 4 x 32, 3 | the data unit number plus one (the tweak hand-over), wrapping; by 32-bit parts whose carries are the registered flags `ones` ([`part_increment`]), and the flags of the result |
//! | `iv` -> `x_ones` | 3 | the flags decoded from `iv` |

use crate::primitives::block_words::{column, join_columns};
use crate::primitives::part_increment;
use rust_hdl::prelude::*;

/// `x^128 mod (x^128 + x^7 + x^2 + x + 1)`: what a carry out of bit 127 adds into byte 0.
const ALPHA_REDUCTION: u128 = 0x87;

/// `t ⊗ α` (IEEE 1619 5.2).
pub fn mul_alpha(t: u128) -> u128 {
    (t << 1) ^ if t >> 127 == 1 { ALPHA_REDUCTION } else { 0 }
}

/// `t ⊗ α^-1`, the inverse of [`mul_alpha`]: bit 0 of a product is the carry that made it.
pub fn div_alpha(t: u128) -> u128 {
    if t & 1 == 1 { ((t ^ ALPHA_REDUCTION) >> 1) | 1 << 127 } else { t >> 1 }
}

/// The next data unit number.
pub fn tweak_increment(i: u128) -> u128 {
    i.wrapping_add(1)
}

#[derive(LogicBlock, Default)]
pub struct TweakWords {
    pub t: [Signal<In, Bits<32>>; 4],
    pub double: [Signal<Out, Bits<32>>; 4],
    pub u: [Signal<In, Bits<32>>; 4],
    pub halve: [Signal<Out, Bits<32>>; 4],
    pub iv: [Signal<In, Bits<32>>; 4],
    /// Which of `iv`'s words 0..2 are all ones, from flip-flops.
    pub ones: Signal<In, Bits<3>>,
    pub iv_next: [Signal<Out, Bits<32>>; 4],
    pub next_ones: Signal<Out, Bits<3>>,
    pub x_ones: Signal<Out, Bits<3>>,
}

impl Logic for TweakWords {
    fn update(&mut self) {
        let t = join_columns(self.t.each_ref().map(|w| w.val().to_u32()));
        let u = join_columns(self.u.each_ref().map(|w| w.val().to_u32()));
        let i = join_columns(self.iv.each_ref().map(|w| w.val().to_u32()));
        let ones = self.ones.val().to_u32() as u8;
        let (d, h, n) = (mul_alpha(t), div_alpha(u), part_increment::increment(i, ones));
        self.next_ones.next = (part_increment::next_ones(i, ones) as u32).to_bits();
        self.x_ones.next = (part_increment::ones(i) as u32).to_bits();
        for c in 0..4 {
            self.double[c].next = column(d, c).to_bits();
            self.halve[c].next = column(h, c).to_bits();
            self.iv_next[c].next = column(n, c).to_bits();
        }
    }
    fn connect(&mut self) {
        for c in 0..4 {
            self.double[c].connect();
            self.halve[c].connect();
            self.iv_next[c].connect();
        }
        self.next_ones.connect();
        self.x_ones.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut v = String::from("wire [127:0] x = {t$3, t$2, t$1, t$0};\nwire [127:0] y = {u$3, u$2, u$1, u$0};\n");
        v.push_str(&format!(
            "wire [127:0] x2 = {{x[126:0], 1'b0}} ^ ({{128{{x[127]}}}} & 128'h{ALPHA_REDUCTION:x});\n\
             wire [127:0] xh = {{y[0], y[127:1]}} ^ ({{128{{y[0]}}}} & 128'h{:x});\n",
            ALPHA_REDUCTION >> 1
        ));
        v.push_str(&part_increment::verilog("n", ["iv$0", "iv$1", "iv$2", "iv$3"], "ones"));
        for c in 0..4 {
            let (hi, lo) = (32 * c + 31, 32 * c);
            v.push_str(&format!(
                "always @(*) double${c} = x2[{hi}:{lo}];\nalways @(*) halve${c} = xh[{hi}:{lo}];\nalways @(*) iv_next${c} = n_next[{hi}:{lo}];\n"
            ));
        }
        Verilog::Custom(v)
    }
}

/// The leaf's Verilog on its own, top module `tweak_words`.
pub fn tweak_words_verilog() -> String {
    crate::export::verilog_named(&mut TweakWords::default(), "tweak_words")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alpha_shifts_left_and_reduces_a_carry_into_byte_0() {
        assert_eq!(mul_alpha(1), 2);
        assert_eq!(mul_alpha(1 << 127), 0x87);
        assert_eq!(mul_alpha(3 << 126), 1 << 127 ^ 0x87);
        for t in [0u128, 1, 0x87, u128::MAX, 1 << 127, 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210] {
            assert_eq!(div_alpha(mul_alpha(t)), t, "{t:#x}");
            assert_eq!(mul_alpha(div_alpha(t)), t, "{t:#x}");
        }
        assert_eq!(tweak_increment(u128::MAX), 0);
        assert_eq!(tweak_increment(0xFFFF_FFFF), 1 << 32);
    }

    #[test]
    fn leaf_matches_the_pure_functions() {
        let mut uut = TweakWords::default();
        uut.connect_all();
        for (t, i) in [(0x8000_0000_0000_0000_0000_0000_0000_0001u128, u128::MAX), (0x1234_5678_9abc_def0_0fed_cba9_8765_4321, 0xFFFF_FFFF_FFFF_FFFF)] {
            for c in 0..4 {
                uut.t[c].next = column(t, c).to_bits();
                uut.u[c].next = column(t, c).to_bits();
                uut.iv[c].next = column(i, c).to_bits();
            }
            uut.ones.next = (part_increment::ones(i) as u32).to_bits();
            assert!(simulate(&mut uut, 10));
            let get = |w: &[Signal<Out, Bits<32>>; 4]| join_columns(w.each_ref().map(|x| x.val().to_u32()));
            assert_eq!(get(&uut.double), mul_alpha(t));
            assert_eq!(get(&uut.halve), div_alpha(t));
            assert_eq!(get(&uut.iv_next), tweak_increment(i));
            assert_eq!(uut.next_ones.val().to_u32() as u8, part_increment::ones(tweak_increment(i)));
            assert_eq!(uut.x_ones.val().to_u32() as u8, part_increment::ones(i));
        }
    }
}
