//! A 128-bit block as four 32-bit column words, and back.
//!
//! Inside the design the state is four words: rust-hdl simulates `Bits<N>` above 32 bits as an
//! array of `bool`, so 128-bit signals only appear at the core's ports. Byte order is that of
//! AXI4-Stream (`docs/aes_axis.md`, "Byte order"): block byte `k` is bits `[8k+7:8k]`, so column
//! `c` is bits `[32c+31:32c]` with row `r` in its byte `r`.

use rust_hdl::prelude::*;

/// Column `c` of a 128-bit block.
pub fn column(block: u128, c: usize) -> u32 {
    (block >> (32 * c)) as u32
}

/// The block made of four columns.
pub fn join_columns(w: [u32; 4]) -> u128 {
    w.iter().rev().fold(0u128, |acc, &x| (acc << 32) | x as u128)
}

/// `y = {w[3], w[2], w[1], w[0]}`: a concatenation leaf, since rust-hdl's widening casts print as
/// masks that fail Verilator's WIDTH check.
#[derive(LogicBlock, Default)]
pub struct JoinColumns {
    pub w: [Signal<In, Bits<32>>; 4],
    pub y: Signal<Out, Bits<128>>,
}

impl Logic for JoinColumns {
    fn update(&mut self) {
        self.y.next = join_columns(self.w.each_ref().map(|x| x.val().to_u32())).to_bits();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Custom("always @(*) y = {w$3, w$2, w$1, w$0};\n".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_follow_axi_byte_lanes() {
        // `docs/aes_axis.md`, "Byte order": plaintext 00 11 .. ff arrives as
        // 128'hffeeddccbbaa99887766554433221100.
        let block = 0xffeeddccbbaa99887766554433221100_u128;
        assert_eq!(column(block, 0), 0x3322_1100);
        assert_eq!(column(block, 3), 0xffee_ddcc);
        assert_eq!(join_columns([0, 1, 2, 3].map(|c| column(block, c))), block);
    }

    #[test]
    fn join_leaf_matches_the_pure_function() {
        let mut uut = JoinColumns::default();
        uut.connect_all();
        for (c, w) in uut.w.iter_mut().enumerate() {
            w.next = (0x0302_0100_u32 + 0x0404_0404 * c as u32).to_bits();
        }
        assert!(simulate(&mut uut, 10));
        assert_eq!(uut.y.val().to_u128(), 0x0f0e0d0c_0b0a0908_07060504_03020100);
    }
}
