//! One step of the self-test's 128-bit pseudo-random block generator ([`lfsr_step`]).
//!
//! A custom leaf: rust-hdl simulates shifts of `Bits<128>` through big integers, and its kernels
//! cannot write the concatenation. The Verilog is one line, co-simulated by the self-test's Icarus
//! Verilog test.

use crate::selftest::selftest_vectors::lfsr_step;
use rust_hdl::prelude::*;

/// `y = x * x` in GF(2^128) mod `x^128 + x^7 + x^2 + x + 1`: shift left, feed the top bit back to
/// bits 7, 2, 1 and 0.
#[derive(LogicBlock, Default)]
pub struct LfsrStep {
    pub x: Signal<In, Bits<128>>,
    pub y: Signal<Out, Bits<128>>,
}

impl Logic for LfsrStep {
    fn update(&mut self) {
        self.y.next = lfsr_step(self.x.val().to_u128()).to_bits();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Custom(
            "always @(*) y = {x[126:0], 1'b0} ^ {120'd0, x[127], 4'd0, x[127], x[127], x[127]};\n".into(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaf_matches_the_function() {
        let mut uut = LfsrStep::default();
        uut.connect_all();
        for x in [1u128, 1 << 127, u128::MAX, 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210] {
            uut.x.next = x.to_bits();
            assert!(simulate(&mut uut, 10));
            assert_eq!(uut.y.val().to_u128(), lfsr_step(x));
        }
    }
}
