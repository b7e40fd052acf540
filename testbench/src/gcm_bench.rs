//! The GCM control (`aes_hdl::gcm::gcm_control`) in the cycle-stepped harness.

use crate::sim::Clocked;
use aes_hdl::gcm::gcm_control::GcmControl;
use rust_hdl::prelude::*;

impl Clocked for GcmControl {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}
