//! A single-threaded, cycle-stepped simulation harness around a rust-hdl block.
//!
//! rust-hdl's own `Simulation` runs every test bench and clock as an OS thread that hands the
//! circuit over channels; stepping the circuit directly from the test is several times faster and
//! lets a test read and drive ports between edges like a Verilog test bench does.
//!
//! A cycle is: set the inputs, [`Sim::eval`] to settle the combinational logic, read the outputs
//! (a handshake happens in this cycle if `valid && ready` now), then [`Sim::tick`] for the rising
//! edge. `Sim::cycle()` counts rising edges since the start.

use rust_hdl::core::vcd_probe::VCDProbe;
use rust_hdl::prelude::*;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;

/// The clock input of a block, which the harness drives: `|uut| &mut uut.clock`.
pub type ClockInput<T> = fn(&mut T) -> &mut Signal<In, Clock>;

/// Simulated time of one clock period in the waveform (picoseconds, 100 MHz).
pub const PERIOD_PS: u64 = 10_000;

const MAX_SETTLE_PASSES: usize = 100;

pub struct Sim<T: Block> {
    pub uut: T,
    clock: ClockInput<T>,
    cycle: u64,
    /// Passes of `update_all` over the whole design so far: the simulator's unit of work.
    passes: u64,
    vcd: Option<VCDProbe<Box<dyn Write>>>,
}

impl<T: Block> Sim<T> {
    /// `uut` with its connections checked, settled, its clock `clock` low.
    pub fn new(mut uut: T, clock: ClockInput<T>) -> Self {
        uut.connect_all();
        check_all(&uut).expect("design fails rust-hdl's connection checks");
        let mut sim = Sim { uut, clock, cycle: 0, passes: 0, vcd: None };
        (sim.clock)(&mut sim.uut).next = Clock::from(false);
        sim.eval();
        sim
    }

    /// Streams a VCD of every signal from now on (one record per clock edge).
    pub fn trace_to(&mut self, path: &Path) -> std::io::Result<()> {
        let w: Box<dyn Write> = Box::new(BufWriter::new(File::create(path)?));
        let mut vcd = write_vcd_header(w, &self.uut);
        vcd.timestamp(self.cycle * PERIOD_PS)?;
        self.vcd = Some(write_vcd_dump(vcd, &self.uut));
        Ok(())
    }

    /// Flushes and closes the waveform.
    pub fn end_trace(&mut self) {
        self.vcd = None;
    }

    /// Rising edges since the start.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    /// Passes over the whole design since the start (each runs every block's `update` once).
    pub fn passes(&self) -> u64 {
        self.passes
    }

    /// Settles the combinational logic after the inputs changed.
    pub fn eval(&mut self) {
        for pass in 1..=MAX_SETTLE_PASSES {
            self.uut.update_all();
            if !self.uut.has_changed() {
                self.passes += pass as u64;
                return;
            }
        }
        panic!("combinational logic did not settle in {MAX_SETTLE_PASSES} passes");
    }

    /// One clock period: the falling edge, then the rising edge that ends the current cycle.
    pub fn tick(&mut self) {
        self.eval();
        (self.clock)(&mut self.uut).next = Clock::from(false);
        self.eval();
        self.record(self.cycle * PERIOD_PS + PERIOD_PS / 2);
        (self.clock)(&mut self.uut).next = Clock::from(true);
        self.eval();
        self.cycle += 1;
        self.record(self.cycle * PERIOD_PS);
    }

    pub fn ticks(&mut self, n: u64) {
        for _ in 0..n {
            self.tick();
        }
    }

    fn record(&mut self, time: u64) {
        if let Some(mut vcd) = self.vcd.take() {
            vcd.timestamp(time).expect("writing the waveform failed");
            self.vcd = Some(write_vcd_change(vcd, &self.uut));
        }
    }
}
