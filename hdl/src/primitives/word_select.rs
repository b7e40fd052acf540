//! `WordSelect`: one of up to eight 32-bit words (`w`), chosen by a 3-bit code (`sel`): code
//! `codes[i]` gives word `i`, any other code word 0. A custom leaf printed as one `case`, so
//! Yosys builds a multiplexer tree (a LUT6 and MUXF7/8 on the xc7: one LUT level); the same
//! selection written as a chain of `if`s on compares becomes a priority chain that ABC maps to
//! three or four levels.

use crate::primitives::not_a_signal::not_a_signal;
use rust_hdl::prelude::*;

/// The code of each word.
#[derive(Clone, Debug, Default)]
pub struct Codes(pub Vec<u8>);

not_a_signal!(Codes);

#[derive(LogicBlock)]
pub struct WordSelect {
    pub sel: Signal<In, Bits<3>>,
    pub w: Vec<Signal<In, Bits<32>>>,
    pub y: Signal<Out, Bits<32>>,
    codes: Codes,
}

/// The word that code `sel` chooses among `w` (pure function of the simulation and the tests).
pub fn select_word(codes: &[u8], w: &[u32], sel: u8) -> u32 {
    codes.iter().position(|&c| c == sel).map_or(w[0], |i| w[i])
}

impl WordSelect {
    /// A selector of `codes.len()` words (1 to 8, distinct codes below 8).
    pub fn new(codes: Vec<u8>) -> Self {
        assert!((1..=8).contains(&codes.len()) && codes.iter().all(|&c| c < 8));
        assert!(codes.iter().enumerate().all(|(i, c)| !codes[..i].contains(c)), "codes must differ");
        WordSelect {
            sel: Default::default(),
            w: codes.iter().map(|_| Signal::default()).collect(),
            y: Default::default(),
            codes: Codes(codes),
        }
    }
}

impl Logic for WordSelect {
    fn update(&mut self) {
        let w: Vec<u32> = self.w.iter().map(|s| s.val().to_u32()).collect();
        self.y.next = select_word(&self.codes.0, &w, self.sel.val().to_u32() as u8).to_bits();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        let arms: String =
            self.codes.0.iter().enumerate().map(|(i, c)| format!("        3'd{c}: y = w${i};\n")).collect();
        Verilog::Custom(format!("always @(*) begin\n    case (sel)\n{arms}        default: y = w$0;\n    endcase\nend\n"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_code_gives_its_word_and_others_word_0() {
        let w = [10, 11, 12, 13];
        let codes = [4, 5, 6, 7];
        assert_eq!((0..8).map(|s| select_word(&codes, &w, s)).collect::<Vec<_>>(), [10, 10, 10, 10, 10, 11, 12, 13]);
    }
}
