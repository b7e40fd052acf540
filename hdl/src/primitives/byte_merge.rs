//! `ByteMerge`: applies AXI4-Lite write strobes to a 32-bit register.
//!
//! `y` takes byte `k` from the write data `d` where `strb[k]` is set and from the current value
//! `q` elsewhere. It is a custom leaf because the per-byte selection is a concatenation, which
//! rust-hdl's kernels cannot express without width-mismatched masks.

use rust_hdl::prelude::*;

/// The merged word (pure function, shared by the simulation model and the tests).
pub fn merge_bytes(q: u32, d: u32, strb: u8) -> u32 {
    let mask = (0..4).filter(|k| strb & (1 << k) != 0).fold(0u32, |m, k| m | (0xff << (8 * k)));
    (q & !mask) | (d & mask)
}

#[derive(LogicBlock, Default)]
pub struct ByteMerge {
    pub q: Signal<In, Bits<32>>,
    pub d: Signal<In, Bits<32>>,
    pub strb: Signal<In, Bits<4>>,
    pub y: Signal<Out, Bits<32>>,
}

impl Logic for ByteMerge {
    fn update(&mut self) {
        let y = merge_bytes(self.q.val().to_u32(), self.d.val().to_u32(), self.strb.val().to_u32() as u8);
        self.y.next = y.to_bits();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        let lanes: Vec<String> = (0..4)
            .rev()
            .map(|k| format!("strb[{k}] ? d[{hi}:{lo}] : q[{hi}:{lo}]", hi = 8 * k + 7, lo = 8 * k))
            .collect();
        Verilog::Custom(format!("always @(*) y = {{{}}};\n", lanes.join(", ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strobes_select_bytes() {
        assert_eq!(merge_bytes(0x4433_2211, 0xddcc_bbaa, 0b0000), 0x4433_2211);
        assert_eq!(merge_bytes(0x4433_2211, 0xddcc_bbaa, 0b1111), 0xddcc_bbaa);
        assert_eq!(merge_bytes(0x4433_2211, 0xddcc_bbaa, 0b0101), 0x44cc_22aa);
        assert_eq!(merge_bytes(0x4433_2211, 0xddcc_bbaa, 0b1000), 0xdd33_2211);
    }

    #[test]
    fn leaf_matches_the_function() {
        let mut uut = ByteMerge::default();
        uut.connect_all();
        for strb in 0..16u32 {
            uut.q.next = 0x4433_2211_u32.to_bits();
            uut.d.next = 0xddcc_bbaa_u32.to_bits();
            uut.strb.next = strb.to_bits();
            assert!(simulate(&mut uut, 10));
            assert_eq!(uut.y.val().to_u32(), merge_bytes(0x4433_2211, 0xddcc_bbaa, strb as u8));
        }
    }
}
