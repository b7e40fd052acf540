//! Simulation support for the board self-test top `aes_selftest`.

use crate::sim::Clocked;
use aes_hdl::selftest::AesSelftest;
use rust_hdl::prelude::*;

impl Clocked for AesSelftest {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}
