//! `AadStep`: what the next beat of a GCM packet is, from the AAD bytes still to come before it
//! (`x`), as one custom leaf: the simulation calls [`aad_step`] (tested on its own), the Verilog
//! is printed beside it. The GCM mode (`gcm.rs`) registers these outputs one beat
//! ahead, so the slot record it writes beside the core takes them from flip-flops.
//!
//! Whether `x` is at least 16 or at least 32 comes in as two register bits (`ge16`, `ge32`: its
//! [`aad_hi`]), kept beside the count by whoever stores it, never decoded from `x` here: the
//! upper 28 bits' OR costs two LUT levels on its own, before the mask decode. The step gives the
//! same two bits for the count after the beat (`rest_ge16`, `rest_ge32`) from `x` directly
//! (`x >= 32`, `x >= 48`), so the stored count carries them from beat to beat.
//!
//! | port | width | |
//! |------|-------|-|
//! | `x` | 32 | AAD bytes still to come before the beat |
//! | `ge16`, `ge32` | 1, 1 | `x >= 16`, `x >= 32` |
//! | `aad` | 1 | the beat is an AAD beat (`x > 0`) |
//! | `more` | 1 | AAD bytes remain after it (`x > 16`): a packet ending on it is malformed |
//! | `mask`, `count` | 16, 5 | its byte mask and byte count (16 bytes, or `x` for the last AAD beat) |
//! | `rest` | 32 | AAD bytes still to come after it (`x - 16`, at least 0) |
//! | `rest_ge16`, `rest_ge32` | 1, 1 | the same of `rest` |

use rust_hdl::prelude::*;

/// The two size bits stored beside an AAD byte count: bit 0 `x >= 16`, bit 1 `x >= 32`.
pub fn aad_hi(x: u32) -> u8 {
    (x >= 16) as u8 | ((x >= 32) as u8) << 1
}

/// One step of the AAD count as the Verilog computes it, from `x` and its size bits `hi`:
/// (is AAD, AAD remains after it, mask, count, rest, size bits of rest).
pub fn aad_step(x: u32, hi: u8) -> (bool, bool, u16, u8, u32, u8) {
    let (ge16, ge32) = (hi & 1 != 0, hi & 2 != 0);
    let low = x & 15;
    let whole = ge16 || low == 0;
    let more = ge32 || (ge16 && low != 0);
    let (mask, count) = if whole { (0xFFFF, 16) } else { ((1u16 << low) - 1, low as u8) };
    let rest = if more { x.wrapping_sub(16) } else { 0 };
    let rest_hi = ge32 as u8 | (((x >> 6) != 0 || (x >> 4) & 3 == 3) as u8) << 1;
    (ge16 || low != 0, more, mask, count, rest, rest_hi)
}

#[derive(LogicBlock, Default)]
pub struct AadStep {
    pub x: Signal<In, Bits<32>>,
    pub ge16: Signal<In, Bit>,
    pub ge32: Signal<In, Bit>,
    pub aad: Signal<Out, Bit>,
    pub more: Signal<Out, Bit>,
    pub mask: Signal<Out, Bits<16>>,
    pub count: Signal<Out, Bits<5>>,
    pub rest: Signal<Out, Bits<32>>,
    pub rest_ge16: Signal<Out, Bit>,
    pub rest_ge32: Signal<Out, Bit>,
}

impl Logic for AadStep {
    fn update(&mut self) {
        let hi = self.ge16.val() as u8 | (self.ge32.val() as u8) << 1;
        let (aad, more, mask, count, rest, rest_hi) = aad_step(self.x.val().to_u32(), hi);
        self.aad.next = aad;
        self.more.next = more;
        self.mask.next = (mask as u32).to_bits();
        self.count.next = (count as u32).to_bits();
        self.rest.next = rest.to_bits();
        self.rest_ge16.next = rest_hi & 1 != 0;
        self.rest_ge32.next = rest_hi & 2 != 0;
    }
    fn connect(&mut self) {
        self.aad.connect();
        self.more.connect();
        self.mask.connect();
        self.count.connect();
        self.rest.connect();
        self.rest_ge16.connect();
        self.rest_ge32.connect();
    }
    fn hdl(&self) -> Verilog {
        // The mask of a short last beat as a 16-entry table of `x[3:0]` (LUTs alone): as
        // `(1 << x) - 1`, or with compares, Yosys would build a carry chain behind it.
        let arms: String = (1..16).map(|n| format!("        4'd{n}: part = 16'h{:04x};\n", (1u32 << n) - 1)).collect();
        Verilog::Custom(format!(
            "wire low = (x[3:0] != 4'd0);\n\
             wire whole = ge16 || !low;\n\
             reg [15:0] part;\n\
             always @(*) begin\n    case (x[3:0])\n{arms}        default: part = 16'hffff;\n    endcase\nend\n\
             always @(*) aad = ge16 || low;\n\
             always @(*) more = ge32 || (ge16 && low);\n\
             always @(*) mask = whole ? 16'hffff : part;\n\
             always @(*) count = whole ? 5'd16 : {{1'b0, x[3:0]}};\n\
             always @(*) rest = more ? (x - 32'd16) : 32'd0;\n\
             always @(*) rest_ge16 = ge32;\n\
             always @(*) rest_ge32 = (x[31:6] != 26'd0) || (x[5:4] == 2'd3);\n"
        ))
    }
}

/// The Verilog of the step on its own, top module `aad_step`.
pub fn aad_step_verilog() -> String {
    crate::export::verilog_named(&mut AadStep::default(), "aad_step")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The beat with `x` AAD bytes to come, from the definition: (is AAD, AAD after it, mask,
    /// count, rest).
    fn beat(x: u32) -> (bool, bool, u16, u8, u32) {
        let n = x.min(16);
        let mask = if n == 0 || n == 16 { 0xFFFF } else { (1u16 << n) - 1 };
        (x > 0, x > 16, mask, if n == 0 { 16 } else { n as u8 }, x.saturating_sub(16))
    }

    #[test]
    fn size_bits() {
        assert_eq!([0, 15, 16, 31, 32, u32::MAX].map(aad_hi), [0, 0, 1, 1, 3, 3]);
    }

    #[test]
    fn beats_of_an_aad_length() {
        assert_eq!(aad_step(0, 0), (false, false, 0xFFFF, 16, 0, 0));
        assert_eq!(aad_step(3, 0), (true, false, 0x0007, 3, 0, 0));
        assert_eq!(aad_step(16, 1), (true, false, 0xFFFF, 16, 0, 0));
        assert_eq!(aad_step(17, 1), (true, true, 0xFFFF, 16, 1, 0));
        let edges = (0..200).chain([1 << 20, u32::MAX - 16, u32::MAX - 1, u32::MAX]);
        for x in edges.chain((0..28).map(|k| (1u32 << (k + 4)) | (k % 16))) {
            let (aad, more, mask, count, rest, rest_hi) = aad_step(x, aad_hi(x));
            assert_eq!((aad, more, mask, count, rest), beat(x), "x = {x}");
            assert_eq!(rest_hi, aad_hi(rest), "x = {x}");
        }
    }
}
