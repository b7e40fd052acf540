//! `HandOverOnes`: the all-ones flags ([`part_increment`]) of a number register after a
//! hand-over that loads the step into the words software did not write during the packet and
//! leaves the words it wrote. A loaded part takes the step's flag, a kept part the flag decoded
//! from the register, so the flags stay those of the value the register holds.
//!
//! `BYTE_SWAPPED` says how the number's parts sit in the column words: part `k` is word `k`
//! (XTS's data unit number, little-endian) or word `3 - k` (CTR's counter, big-endian in FIPS
//! byte order). Part 3 has no flag, so its word's written flag is left unread.
//!
//! | port | width | |
//! |------|-------|-|
//! | `step` | 3 | the flags of the step's result |
//! | `decoded` | 3 | the flags decoded from the register |
//! | `written` | 4 x 1 | the column words written during the packet |
//! | `ones` | 3 | the flags after the hand-over |

use crate::primitives::part_increment::{self, word_of_part};
use rust_hdl::prelude::*;

/// The flag positions (bit `k`: part `k`) whose words were written.
pub fn kept_parts(written: [bool; 4], byte_swapped: bool) -> u8 {
    (0..3).filter(|&k| written[word_of_part(k, byte_swapped)]).fold(0, |acc, k| acc | 1 << k)
}

#[derive(LogicBlock, Default)]
pub struct HandOverOnes<const BYTE_SWAPPED: bool> {
    pub step: Signal<In, Bits<3>>,
    pub decoded: Signal<In, Bits<3>>,
    pub written: [Signal<In, Bit>; 4],
    pub ones: Signal<Out, Bits<3>>,
}

impl<const BYTE_SWAPPED: bool> Logic for HandOverOnes<BYTE_SWAPPED> {
    fn update(&mut self) {
        let kept = kept_parts(self.written.each_ref().map(|w| w.val()), BYTE_SWAPPED);
        let (step, decoded) = (self.step.val().to_u32() as u8, self.decoded.val().to_u32() as u8);
        self.ones.next = (part_increment::hand_over_ones(step, decoded, kept) as u32).to_bits();
    }
    fn connect(&mut self) {
        self.ones.connect();
    }
    fn hdl(&self) -> Verilog {
        let kept: Vec<String> = (0..3).rev().map(|k| format!("written${}", word_of_part(k, BYTE_SWAPPED))).collect();
        Verilog::Custom(format!(
            "wire [2:0] kept = {{{}}};\nalways @(*) ones = (step & ~kept) | (decoded & kept);\nwire _unused_ok = &{{1'b0, written${}, 1'b0}};\n",
            kept.join(", "),
            word_of_part(3, BYTE_SWAPPED)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run<const S: bool>(step: u8, decoded: u8, written: [bool; 4]) -> u8 {
        let mut uut = HandOverOnes::<S>::default();
        uut.connect_all();
        uut.step.next = (step as u32).to_bits();
        uut.decoded.next = (decoded as u32).to_bits();
        for (w, &b) in uut.written.iter_mut().zip(written.iter()) {
            w.next = b;
        }
        assert!(simulate(&mut uut, 10));
        uut.ones.val().to_u32() as u8
    }

    #[test]
    fn written_words_keep_the_decoded_flags_in_either_word_order() {
        // Only IV1 written: XTS's part 1, CTR's part 2.
        let iv1 = [false, true, false, false];
        assert_eq!(run::<false>(0b000, 0b111, iv1), 0b010);
        assert_eq!(run::<true>(0b000, 0b111, iv1), 0b100);
        // The word of part 3 has no flag: nothing kept.
        assert_eq!(run::<false>(0b101, 0b010, [false, false, false, true]), 0b101);
        assert_eq!(run::<true>(0b101, 0b010, [true, false, false, false]), 0b101);
        // Every flagged word written: the decoded flags.
        assert_eq!(run::<false>(0b101, 0b010, [true, true, true, false]), 0b010);
        assert_eq!(run::<true>(0b101, 0b010, [false, true, true, true]), 0b010);
    }
}
