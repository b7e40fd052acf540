//! `ReadyAhead`: the dispatcher's `ready` (every mode lets an `s_axis` beat in), a flip-flop
//! loaded with the AND of the next values that decide it: the feedback handshake's
//! `!fb_pending` and each mode's `ready_next`. The handshake then starts at one register beside
//! its loads instead of at every mode's state across the device.
//!
//! A block of its own, each input passed by a statement of its own: the modes' `ready_next`
//! depend on the handshake (`accept`) that the dispatcher's kernel also drives, so one statement
//! reading them there would join that kernel into a false loop in Verilator's ordering
//! (UNOPTFLAT).
//!
//! | port | |
//! |------|-|
//! | `fb_idle`, `ctr`, `gcm`, `xts` | next values: no fed-back block in the cipher, the modes' `ready_next` |
//! | `ready` | two copies of the registered AND: bit 0 for `s_axis_tready`, bit 1 for the dispatcher's `accept` |

use crate::primitives::replicated_reg::ReplicatedReg;
use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ReadyAhead {
    pub clock: Signal<In, Clock>,
    pub fb_idle: Signal<In, Bit>,
    pub ctr: Signal<In, Bit>,
    pub gcm: Signal<In, Bit>,
    pub xts: Signal<In, Bit>,
    pub ready: Signal<Out, Bits<2>>,
    ready_q: ReplicatedReg<2>,
}

impl Logic for ReadyAhead {
    #[hdl_gen]
    fn update(&mut self) {
        self.ready_q.clock.next = self.clock.val();
        self.ready_q.d.next = self.fb_idle.val() & self.ctr.val() & self.gcm.val() & self.xts.val();
        self.ready.next = self.ready_q.q.val();
    }
}
