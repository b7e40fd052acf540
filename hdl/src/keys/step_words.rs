//! `StepWords`: the words of the key expansion step, each the XOR of the source words that its
//! coefficient mask selects.
//!
//! The sources are the eight window words, the key-expansion lookup (`SubWord`, and
//! `SubWord(RotWord(..)) ^ Rcon`) and the eight key words; `y[s]` is the XOR of the sources
//! whose bit is set in `c[s]`. The key expansion unit loads the coefficients into registers a
//! cycle ahead (`key_expansion.rs`), so that no key-length, round or phase decode sits in front
//! of the XOR. A coefficient bit that is 0 in every setting of a build leaves a flip-flop with a
//! constant input, which synthesis removes together with its term.
//!
//! A custom leaf: the Verilog is one AND-XOR expression per word, `({32{c$s[i]}} & source) ^
//! ...`, which rust-hdl's kernels cannot write without a replicated mask per term.

use crate::params::NK_MAX;
use rust_hdl::prelude::*;

/// Window word `m` is source `SRC_WINDOW + m`.
pub const SRC_WINDOW: usize = 0;
/// `SubWord` of the lookup's input word.
pub const SRC_SUB: usize = 8;
/// `SubWord(RotWord(..)) ^ Rcon` of the lookup's input word.
pub const SRC_SUB_RCON: usize = 9;
/// Key word `i` is source `SRC_KEY + i`.
pub const SRC_KEY: usize = 10;
/// How many source words there are.
pub const SOURCES: usize = SRC_KEY + NK_MAX;
/// The step's words: the four new words of the round key, and the input of the next lookup.
pub const STEP_WORDS: usize = 5;

/// The XOR of the words of `x` whose bit is set in `c` (pure function, shared by the simulation
/// model and the tests).
pub fn word_sum(c: u32, x: &[u32]) -> u32 {
    x.iter().enumerate().filter(|(i, _)| c & (1 << i) != 0).fold(0, |y, (_, w)| y ^ w)
}

#[derive(LogicBlock, Default)]
pub struct StepWords {
    pub c: [Signal<In, Bits<SOURCES>>; STEP_WORDS],
    pub window: [Signal<In, Bits<32>>; 8],
    pub sub: Signal<In, Bits<32>>,
    pub sub_rcon: Signal<In, Bits<32>>,
    pub key: [Signal<In, Bits<32>>; NK_MAX],
    pub y: [Signal<Out, Bits<32>>; STEP_WORDS],
}

impl StepWords {
    /// The Verilog name of source `i`.
    fn source_name(i: usize) -> String {
        match i {
            SRC_SUB => "sub".into(),
            SRC_SUB_RCON => "sub_rcon".into(),
            i if i >= SRC_KEY => format!("key${}", i - SRC_KEY),
            i => format!("window${}", i - SRC_WINDOW),
        }
    }
}

impl Logic for StepWords {
    fn update(&mut self) {
        let mut x = [0u32; SOURCES];
        for m in 0..8 {
            x[SRC_WINDOW + m] = self.window[m].val().to_u32();
        }
        x[SRC_SUB] = self.sub.val().to_u32();
        x[SRC_SUB_RCON] = self.sub_rcon.val().to_u32();
        for i in 0..NK_MAX {
            x[SRC_KEY + i] = self.key[i].val().to_u32();
        }
        for s in 0..STEP_WORDS {
            self.y[s].next = word_sum(self.c[s].val().to_u32(), &x).to_bits();
        }
    }
    fn connect(&mut self) {
        for y in self.y.iter_mut() {
            y.connect();
        }
    }
    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        for s in 0..STEP_WORDS {
            let terms: Vec<String> = (0..SOURCES)
                .map(|i| format!("({{32{{c${s}[{i}]}}}} & {})", Self::source_name(i)))
                .collect();
            v.push_str(&format!("always @(*) y${s} = {};\n", terms.join("\n    ^ ")));
        }
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_sum_selects_and_xors() {
        let x: Vec<u32> = (0..SOURCES as u32).map(|i| 1 << i | 0x8000_0000 * (i & 1)).collect();
        assert_eq!(word_sum(0, &x), 0);
        assert_eq!(word_sum(1, &x), 1);
        assert_eq!(word_sum(0b11, &x), 0x8000_0003);
        assert_eq!(word_sum(0b1010, &x), 0b1010);
        // Nine odd-numbered words: their top bits XOR to 1.
        assert_eq!(word_sum((1 << SOURCES) - 1, &x), 0x8000_0000 | ((1 << SOURCES) - 1));
    }

    #[test]
    fn leaf_matches_the_function() {
        let mut uut = StepWords::default();
        uut.connect_all();
        let x: Vec<u32> = (0..SOURCES as u32).map(|i| 0x9e37_79b9_u32.wrapping_mul(i + 1)).collect();
        for m in 0..8 {
            uut.window[m].next = x[SRC_WINDOW + m].to_bits();
        }
        uut.sub.next = x[SRC_SUB].to_bits();
        uut.sub_rcon.next = x[SRC_SUB_RCON].to_bits();
        for i in 0..NK_MAX {
            uut.key[i].next = x[SRC_KEY + i].to_bits();
        }
        let masks = [0u32, 1 << SRC_SUB, 1 << SRC_SUB_RCON | 0xff, 0x3_ffff, 1 << (SOURCES - 1)];
        for (s, c) in masks.iter().enumerate() {
            uut.c[s].next = c.to_bits();
        }
        assert!(simulate(&mut uut, 10));
        for (s, c) in masks.iter().enumerate() {
            assert_eq!(uut.y[s].val().to_u32(), word_sum(*c, &x), "word {s}, coefficients {c:#x}");
        }
    }
}
