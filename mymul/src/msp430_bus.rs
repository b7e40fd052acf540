//! A bus-master model of the openMSP430 CPU side of the peripheral bus, over the [`Sim`] harness.
//!
//! Timing, as openMSP430's memory backbone drives its peripherals: one access is one `mclk`
//! cycle with `per_en` high, `per_addr` the word address, `per_we` the byte enables (`00` for a
//! read) and `per_din` the write data; a read samples `per_dout` in that same cycle (the
//! peripheral's read mux is combinational). Between accesses `per_en`, `per_we`, `per_addr` and
//! `per_din` are 0. A byte write puts the byte on both lanes of `per_din`, as the CPU does, and
//! selects the lane by `per_we` (`01` even address, `10` odd address).

use hdl_harness::sim::Sim;
use rust_hdl::prelude::*;

/// The openMSP430 peripheral-bus ports of a bus slave.
pub trait Msp430Peripheral: Block {
    /// The clock input, `mclk`.
    fn clock(&mut self) -> &mut Signal<In, Clock>;
    /// Drives the inputs for the coming cycle.
    fn drive(&mut self, bus: BusInputs);
    /// The current `per_dout` (after [`Sim::eval`]).
    fn per_dout(&self) -> u16;
}

/// The values of a slave's bus inputs during one cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BusInputs {
    pub puc_rst: bool,
    /// Word address, 14 bits.
    pub per_addr: u16,
    pub per_din: u16,
    pub per_en: bool,
    /// Byte write enables, 2 bits.
    pub per_we: u8,
}

impl BusInputs {
    /// No access.
    pub const IDLE: BusInputs =
        BusInputs { puc_rst: false, per_addr: 0, per_din: 0, per_en: false, per_we: 0 };

    pub fn read(byte_addr: u16) -> Self {
        BusInputs { per_addr: byte_addr >> 1, per_en: true, ..Self::IDLE }
    }

    pub fn write(byte_addr: u16, data: u16) -> Self {
        BusInputs { per_addr: byte_addr >> 1, per_din: data, per_en: true, per_we: 0b11, ..Self::IDLE }
    }

    /// A byte write: lane from the address' bit 0, byte replicated on both lanes.
    pub fn write_byte(byte_addr: u16, data: u8) -> Self {
        let lane = if byte_addr & 1 == 0 { 0b01 } else { 0b10 };
        BusInputs {
            per_addr: byte_addr >> 1,
            per_din: u16::from_le_bytes([data, data]),
            per_en: true,
            per_we: lane,
            ..Self::IDLE
        }
    }
}

/// The CPU side of the peripheral bus.
pub struct Msp430Bus<P: Msp430Peripheral> {
    pub sim: Sim<P>,
    accesses: u64,
}

impl<P: Msp430Peripheral> Msp430Bus<P> {
    /// Starts the simulation and holds `puc_rst` for two cycles, as after power-up.
    pub fn new(uut: P) -> Self {
        let mut bus = Msp430Bus { sim: Sim::new(uut, P::clock), accesses: 0 };
        bus.reset(2);
        bus
    }

    /// Rising edges since the start.
    pub fn cycles(&self) -> u64 {
        self.sim.cycle()
    }

    /// Bus accesses (cycles with `per_en` high) since the start.
    pub fn accesses(&self) -> u64 {
        self.accesses
    }

    /// `puc_rst` high for `cycles` cycles, bus idle.
    pub fn reset(&mut self, cycles: u64) {
        for _ in 0..cycles {
            self.cycle(BusInputs { puc_rst: true, ..BusInputs::IDLE });
        }
        self.sim.uut.drive(BusInputs::IDLE);
    }

    /// `cycles` cycles without an access.
    pub fn idle(&mut self, cycles: u64) {
        for _ in 0..cycles {
            self.cycle(BusInputs::IDLE);
        }
    }

    /// One cycle with the given inputs; returns `per_dout` as seen in that cycle.
    pub fn cycle(&mut self, inputs: BusInputs) -> u16 {
        self.sim.uut.drive(inputs);
        self.sim.eval();
        let dout = self.sim.uut.per_dout();
        self.sim.tick();
        if inputs.per_en {
            self.accesses += 1;
        }
        // The bus returns to idle after every access; the next `cycle` or `tick` settles it.
        self.sim.uut.drive(BusInputs::IDLE);
        dout
    }

    /// Word write.
    pub fn write(&mut self, byte_addr: u16, data: u16) {
        self.cycle(BusInputs::write(byte_addr, data));
    }

    /// Byte write (`MOV.B`).
    pub fn write_byte(&mut self, byte_addr: u16, data: u8) {
        self.cycle(BusInputs::write_byte(byte_addr, data));
    }

    /// Word read.
    pub fn read(&mut self, byte_addr: u16) -> u16 {
        self.cycle(BusInputs::read(byte_addr))
    }

    /// `per_dout` with the bus idle, without advancing the clock.
    pub fn idle_dout(&mut self) -> u16 {
        self.sim.uut.drive(BusInputs::IDLE);
        self.sim.eval();
        self.sim.uut.per_dout()
    }
}

#[cfg(test)]
mod tests {
    use super::BusInputs;

    #[test]
    fn accesses_use_word_addresses_and_byte_lanes() {
        assert_eq!(BusInputs::write(0x148, 1).per_addr, 0xA4);
        assert_eq!(BusInputs::write(0x148, 1).per_we, 0b11);
        assert_eq!(BusInputs::read(0x146).per_we, 0b00);
        assert_eq!(BusInputs::read(0x146).per_addr, 0xA3);
        let even = BusInputs::write_byte(0x140, 0x5a);
        assert_eq!((even.per_addr, even.per_we, even.per_din), (0xA0, 0b01, 0x5a5a));
        let odd = BusInputs::write_byte(0x141, 0x5a);
        assert_eq!((odd.per_addr, odd.per_we, odd.per_din), (0xA0, 0b10, 0x5a5a));
        assert!(!BusInputs::IDLE.per_en);
    }
}
