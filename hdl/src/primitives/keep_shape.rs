//! `KeepShape`: what a packet's last beat's `tkeep` says: whether it is contiguous from byte 0
//! (`0x0001`, `0x0003`, .., `0xFFFF`, the shape the contract gives a last beat of GCM and XTS),
//! whether it is whole, and its byte mask as a bit mask per column word. A custom leaf: the
//! simulation calls the pure functions below (tested on their own), the Verilog is printed from
//! the expression functions beside them, which other leaves print into their own Verilog too.

use rust_hdl::prelude::*;

/// Whether `keep` is one of `0x0001, 0x0003, .., 0xFFFF`: byte 0 kept, and no byte kept above
/// one that is not (no carry chain: two LUT levels from `tkeep`, an input port).
pub fn keep_contiguous(keep: u16) -> bool {
    let bit = |i: usize| keep >> i & 1 == 1;
    bit(0) && (0..15).all(|i| bit(i) || !bit(i + 1))
}

/// The Verilog of [`keep_contiguous`] on the 16-bit signal `keep`.
pub fn keep_contiguous_verilog(keep: &str) -> String {
    let steps: Vec<String> = (0..15).map(|i| format!("({keep}[{i}] | ~{keep}[{}])", i + 1)).collect();
    format!("{keep}[0] & {}", steps.join(" & "))
}

/// The bit mask of column word `c` for byte mask `mask`.
pub fn lane(mask: u16, c: usize) -> u32 {
    (0..4).map(|i| if mask >> (4 * c + i) & 1 == 1 { 0xFFu32 << (8 * i) } else { 0 }).fold(0, |a, b| a | b)
}

/// The Verilog of [`lane`] of column word `c` of the 16-bit signal `mask`.
pub fn lane_verilog(mask: &str, c: usize) -> String {
    let bytes: Vec<String> = (0..4).rev().map(|i| format!("{{8{{{mask}[{}]}}}}", 4 * c + i)).collect();
    format!("{{{}}}", bytes.join(", "))
}

#[derive(LogicBlock, Default)]
pub struct KeepShape {
    pub keep: Signal<In, Bits<16>>,
    /// Contiguous from byte 0 and not empty.
    pub contiguous: Signal<Out, Bit>,
    /// All 16 bytes.
    pub whole: Signal<Out, Bit>,
    /// The byte mask as a bit mask per column word.
    pub lane: [Signal<Out, Bits<32>>; 4],
}

impl Logic for KeepShape {
    fn update(&mut self) {
        let keep = self.keep.val().to_u32() as u16;
        self.contiguous.next = keep_contiguous(keep);
        self.whole.next = keep == 0xFFFF;
        for (c, l) in self.lane.iter_mut().enumerate() {
            l.next = lane(keep, c).to_bits();
        }
    }
    fn connect(&mut self) {
        self.contiguous.connect();
        self.whole.connect();
        for l in self.lane.iter_mut() {
            l.connect();
        }
    }
    fn hdl(&self) -> Verilog {
        let mut v = format!("always @(*) contiguous = {};\nalways @(*) whole = &keep;\n", keep_contiguous_verilog("keep"));
        for c in 0..4 {
            v.push_str(&format!("always @(*) lane${c} = {};\n", lane_verilog("keep", c)));
        }
        Verilog::Custom(v)
    }
}

/// `KeepShape`'s lanes alone: a byte mask spread to a bit mask per column word (wires), for a
/// block that needs neither the shape flags nor an unused-signal tie for them.
#[derive(LogicBlock, Default)]
pub struct KeepLanes {
    pub keep: Signal<In, Bits<16>>,
    pub lane: [Signal<Out, Bits<32>>; 4],
}

impl Logic for KeepLanes {
    fn update(&mut self) {
        let keep = self.keep.val().to_u32() as u16;
        for (c, l) in self.lane.iter_mut().enumerate() {
            l.next = lane(keep, c).to_bits();
        }
    }
    fn connect(&mut self) {
        for l in self.lane.iter_mut() {
            l.connect();
        }
    }
    fn hdl(&self) -> Verilog {
        let lines: Vec<String> = (0..4).map(|c| format!("always @(*) lane${c} = {};\n", lane_verilog("keep", c))).collect();
        Verilog::Custom(lines.concat())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `tkeep`: contiguous exactly for the 16 patterns from byte 0.
    #[test]
    fn contiguous_on_every_pattern() {
        let contiguous: Vec<u16> = (1..=16).map(|n| ((1u32 << n) - 1) as u16).collect();
        for keep in 0..=u16::MAX {
            assert_eq!(keep_contiguous(keep), contiguous.contains(&keep), "{keep:#06x}");
        }
    }

    #[test]
    fn lanes() {
        assert_eq!(lane(0x0003, 0), 0x0000_FFFF);
        assert_eq!(lane(0x8000, 3), 0xFF00_0000);
        assert_eq!(lane(0x8000, 2), 0);
    }
}
