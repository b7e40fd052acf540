//! `LutRam`: a 16 x 32-bit memory with one synchronous write port and one asynchronous read port,
//! for storage that holds no key material and needs no reset (the modes' delay line).
//!
//! The Verilog is the memory template that synthesis maps to distributed RAM: on a Xilinx 7
//! series device 16 x 32 bits are six RAM32M (24 LUTs) instead of 512 flip-flops behind a 16:1
//! read multiplexer per bit. The read port shows the word written at the clock edge from the
//! edge on, like a register bank read through a multiplexer.
//!
//! | port | width | |
//! |------|-------|-|
//! | `we`, `wa`, `wd` | 1, 4, 32 | `mem[wa] <= wd` at the clock edge when `we` |
//! | `ra`, `rd` | 4, 32 | `rd = mem[ra]` (combinational) |
//!
//! Built with `present = false` it has no storage and `rd` is 0 (a build without the modes).

use crate::primitives::not_a_signal::not_a_signal;
use rust_hdl::prelude::*;

/// Words of the memory.
pub const LUT_RAM_WORDS: usize = 16;

/// The memory's contents, or `None` in a build without it: simulation state, not signals, so
/// no part of the circuit's ports or probes.
pub struct Words(Option<Vec<u32>>);

not_a_signal!(Words);

#[derive(LogicBlock)]
pub struct LutRam {
    pub clock: Signal<In, Clock>,
    pub we: Signal<In, Bit>,
    pub wa: Signal<In, Bits<4>>,
    pub wd: Signal<In, Bits<32>>,
    pub ra: Signal<In, Bits<4>>,
    pub rd: Signal<Out, Bits<32>>,
    mem: Words,
}

impl LutRam {
    pub fn new(present: bool) -> Self {
        LutRam {
            clock: Default::default(),
            we: Default::default(),
            wa: Default::default(),
            wd: Default::default(),
            ra: Default::default(),
            rd: Default::default(),
            mem: Words(present.then(|| vec![0; LUT_RAM_WORDS])),
        }
    }
}

impl Logic for LutRam {
    fn update(&mut self) {
        let Some(mem) = self.mem.0.as_mut() else {
            self.rd.next = 0_u32.to_bits();
            return;
        };
        if self.clock.pos_edge() && self.we.val() {
            mem[self.wa.val().index()] = self.wd.val().to_u32();
        }
        self.rd.next = mem[self.ra.val().index()].to_bits();
    }
    fn connect(&mut self) {
        self.rd.connect();
    }
    fn hdl(&self) -> Verilog {
        if self.mem.0.is_none() {
            return Verilog::Custom(
                super::tie_off("rd", 32, "ra") + "wire _unused_ok = &{1'b0, clock, we, wa, wd, ra, 1'b0};\n",
            );
        }
        Verilog::Custom(format!(
            "(* ram_style = \"distributed\" *) reg [31:0] mem [0:{top}];\n\
             integer i;\n\
             initial for (i = 0; i <= {top}; i = i + 1) mem[i] = 32'd0;\n\
             always @(posedge clock) if (we) mem[wa] <= wd;\n\
             always @(*) rd = mem[ra];\n",
            top = LUT_RAM_WORDS - 1
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(LogicBlock)]
    struct Bench {
        ram: LutRam,
    }

    impl Logic for Bench {
        fn update(&mut self) {}
    }

    #[test]
    fn written_word_reads_back_from_the_edge_on() {
        let mut b = Bench { ram: LutRam::new(true) };
        // The bench drives the inputs.
        b.ram.clock.connect();
        b.ram.we.connect();
        b.ram.wa.connect();
        b.ram.wd.connect();
        b.ram.ra.connect();
        b.connect_all();
        let mut sim = Simulation::new();
        sim.add_clock(5, |x: &mut Box<Bench>| x.ram.clock.next = !x.ram.clock.val());
        sim.add_testbench(move |mut ep: Sim<Bench>| {
            let mut x = ep.init()?;
            for a in 0..16_u32 {
                x.ram.we.next = true;
                x.ram.wa.next = (a as u8).to_bits::<4>();
                x.ram.wd.next = (a * 0x0101_0101 + 7).to_bits::<32>();
                x.ram.ra.next = (a as u8).to_bits::<4>();
                x = ep.wait(1, x)?;
                // Before the edge: the power-up value.
                sim_assert_eq!(ep, x.ram.rd.val(), 0_u32.to_bits::<32>(), x);
                wait_clock_true!(ep, ram.clock, x);
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.ram.rd.val(), (a * 0x0101_0101 + 7).to_bits::<32>(), x);
                wait_clock_false!(ep, ram.clock, x);
            }
            x.ram.we.next = false;
            for a in 0..16_u32 {
                x.ram.ra.next = ((15 - a) as u8).to_bits::<4>();
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.ram.rd.val(), ((15 - a) * 0x0101_0101 + 7).to_bits::<32>(), x);
            }
            ep.done(x)
        });
        sim.run(Box::new(b), 10_000).unwrap();
    }
}
