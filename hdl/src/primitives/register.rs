//! `Reg<T>`: a D flip-flop register, the only storage element of the design.
//!
//! rust-hdl's `DFF` prints its power-up value with the literal width of `T::default()`, which is
//! 64 bits for an FSM state enum and fails Verilator's WIDTH check. This one prints a zero of
//! exactly `T`'s width. There is no reset input: resets are synchronous logic in the kernels that
//! drive `d`, and the `initial` value is the FPGA power-up value.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct Reg<T: Synth> {
    pub d: Signal<In, T>,
    pub q: Signal<Out, T>,
    pub clock: Signal<In, Clock>,
}

impl<T: Synth> Logic for Reg<T> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            self.q.next = self.d.val();
        }
    }
    fn connect(&mut self) {
        self.q.connect();
    }
    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "initial q = {}'d0;\n\nalways @(posedge clock) q <= d;\n",
            T::BITS
        ))
    }
    fn timing(&self) -> Vec<TimingInfo> {
        vec![TimingInfo {
            name: "reg".into(),
            clock: "clock".into(),
            inputs: vec!["d".into()],
            outputs: vec!["q".into()],
        }]
    }
}
