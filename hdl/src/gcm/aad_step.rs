//! `AadStep`: what the next beat of a GCM packet is, from the AAD bytes still to come before it
//! (`x`), as one custom leaf: the simulation calls [`aad_step`] (tested on its own), the Verilog
//! is printed beside it. The GCM control (`gcm_control.rs`) registers these outputs one beat
//! ahead, so the slot record it writes beside the core takes them from flip-flops (a
//! comparison of a 32-bit count with 16 costs a carry chain and two LUT levels on its own).
//!
//! | port | width | |
//! |------|-------|-|
//! | `x` | 32 | AAD bytes still to come before the beat |
//! | `aad` | 1 | the beat is an AAD beat (`x > 0`) |
//! | `more` | 1 | AAD bytes remain after it (`x > 16`): a packet ending on it is malformed |
//! | `mask`, `count` | 16, 5 | its byte mask and byte count (16 bytes, or `x` for the last AAD beat) |
//! | `rest` | 32 | AAD bytes still to come after it (`x - 16`, at least 0) |

use rust_hdl::prelude::*;

/// The next beat with `x` AAD bytes to come: (is AAD, AAD remains after it, mask, count, rest).
pub fn aad_step(x: u32) -> (bool, bool, u16, u8, u32) {
    let (mask, count) = if x >= 16 || x == 0 { (0xFFFF, 16) } else { ((1u16 << x) - 1, x as u8) };
    (x != 0, x > 16, mask, count, x.saturating_sub(16))
}

#[derive(LogicBlock, Default)]
pub struct AadStep {
    pub x: Signal<In, Bits<32>>,
    pub aad: Signal<Out, Bit>,
    pub more: Signal<Out, Bit>,
    pub mask: Signal<Out, Bits<16>>,
    pub count: Signal<Out, Bits<5>>,
    pub rest: Signal<Out, Bits<32>>,
}

impl Logic for AadStep {
    fn update(&mut self) {
        let (aad, more, mask, count, rest) = aad_step(self.x.val().to_u32());
        self.aad.next = aad;
        self.more.next = more;
        self.mask.next = (mask as u32).to_bits();
        self.count.next = (count as u32).to_bits();
        self.rest.next = rest.to_bits();
    }
    fn connect(&mut self) {
        self.aad.connect();
        self.more.connect();
        self.mask.connect();
        self.count.connect();
        self.rest.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Custom(
            "wire whole = (x[31:4] != 28'd0) || (x[3:0] == 4'd0);\n\
             always @(*) aad = (x != 32'd0);\n\
             always @(*) more = (x > 32'd16);\n\
             always @(*) mask = whole ? 16'hffff : ((16'd1 << x[3:0]) - 16'd1);\n\
             always @(*) count = whole ? 5'd16 : {1'b0, x[3:0]};\n\
             always @(*) rest = more ? (x - 32'd16) : 32'd0;\n"
                .into(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beats_of_an_aad_length() {
        assert_eq!(aad_step(0), (false, false, 0xFFFF, 16, 0));
        assert_eq!(aad_step(3), (true, false, 0x0007, 3, 0));
        assert_eq!(aad_step(15), (true, false, 0x7FFF, 15, 0));
        assert_eq!(aad_step(16), (true, false, 0xFFFF, 16, 0));
        assert_eq!(aad_step(17), (true, true, 0xFFFF, 16, 1));
        assert_eq!(aad_step(u32::MAX), (true, true, 0xFFFF, 16, u32::MAX - 16));
    }
}
