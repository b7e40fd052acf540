//! The clock input of each block of the design that the benches step with the harness's
//! [`Sim`], and [`sim`], which puts a block under it.

use aes_hdl::aes_axis::AesAxis;
use aes_hdl::aes_core::AesCore;
use aes_hdl::modes::gcm::ghash::Ghash;
use aes_hdl::modes::xts::tweak_cipher::TweakCipher;
use aes_hdl::modes::Modes;
use aes_hdl::selftest::AesSelftest;
use hdl_harness::sim::Sim;
use rust_hdl::prelude::*;

/// A block with a single clock input.
pub trait Clocked: Block {
    fn clock(&mut self) -> &mut Signal<In, Clock>;
}

/// `uut` under the harness's simulation, stepped by its clock.
pub fn sim<T: Clocked>(uut: T) -> Sim<T> {
    Sim::new(uut, T::clock)
}

impl Clocked for AesAxis {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.aclk
    }
}

impl Clocked for AesCore {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

impl Clocked for Modes {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

impl Clocked for Ghash {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

impl Clocked for AesSelftest {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

impl Clocked for TweakCipher {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}
