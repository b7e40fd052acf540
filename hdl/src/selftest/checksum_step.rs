//! One step of the self-test's output checksum ([`checksum_step`]): rotate the running sum left by
//! one bit and XOR the output block. A custom leaf, for the same reasons as `lfsr_step.rs`.

use crate::selftest::selftest_vectors::checksum_step;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ChecksumStep {
    pub sum: Signal<In, Bits<128>>,
    pub block: Signal<In, Bits<128>>,
    pub y: Signal<Out, Bits<128>>,
}

impl Logic for ChecksumStep {
    fn update(&mut self) {
        self.y.next = checksum_step(self.sum.val().to_u128(), self.block.val().to_u128()).to_bits();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Custom("always @(*) y = {sum[126:0], sum[127]} ^ block;\n".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaf_matches_the_function() {
        let mut uut = ChecksumStep::default();
        uut.connect_all();
        for (s, b) in [(1u128 << 127, 2u128), (u128::MAX, 5), (0x8000_0000_0000_0000_0000_0000_0000_0001, 0)] {
            uut.sum.next = s.to_bits();
            uut.block.next = b.to_bits();
            assert!(simulate(&mut uut, 10));
            assert_eq!(uut.y.val().to_u128(), checksum_step(s, b));
        }
    }
}
