//! `UnusedBits`: takes a signal that a block receives and does not read (Verilator's
//! `_unused_ok` convention), so the exported Verilog lints clean; synthesis removes what drives
//! it.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct UnusedBits<const N: usize> {
    pub x: Signal<In, Bits<N>>,
}

impl<const N: usize> Logic for UnusedBits<N> {
    fn update(&mut self) {}
    fn connect(&mut self) {}
    fn hdl(&self) -> Verilog {
        Verilog::Custom("wire _unused_ok = &{1'b0, x, 1'b0};\n".into())
    }
}
