//! `UnusedWords`: takes the signals that a build without GCM leaves unread (six 32-bit words of
//! the modes' delay line, the register block's next `CTRL.MODE` and `DECRYPT`), so the exported
//! Verilog lints clean (`_unused_ok`, Verilator's convention) and synthesis removes what drives
//! them.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct UnusedWords {
    pub w0: Signal<In, Bits<32>>,
    pub w1: Signal<In, Bits<32>>,
    pub w2: Signal<In, Bits<32>>,
    pub w3: Signal<In, Bits<32>>,
    pub w4: Signal<In, Bits<32>>,
    pub w5: Signal<In, Bits<32>>,
    /// The register block's next `CTRL.MODE` and `DECRYPT`, read only by the GCM control.
    pub mode: Signal<In, Bits<3>>,
    pub decrypt: Signal<In, Bit>,
}

impl Logic for UnusedWords {
    fn update(&mut self) {}
    fn connect(&mut self) {}
    fn hdl(&self) -> Verilog {
        Verilog::Custom("wire _unused_ok = &{1'b0, w0, w1, w2, w3, w4, w5, mode, decrypt, 1'b0};\n".into())
    }
}
