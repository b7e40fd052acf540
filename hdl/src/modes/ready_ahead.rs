//! `ReadyAhead`: the dispatcher's `ready` (every mode lets an `s_axis` beat in), a flip-flop
//! loaded with the AND of the next values that decide it: the feedback handshake's
//! `!fb_pending` and each mode's `ready_next`. The handshake then starts at one register beside
//! its loads instead of at every mode's state across the device. A mode whose decision is as
//! deep as the register's budget holds it in a flip-flop of its own (`ready_now`), ANDed after
//! the register: one more input of the handshake's first LUT instead of a level in front of the
//! shared register.
//!
//! A block of its own, each input passed by a statement of its own: the modes' `ready_next`
//! depend on the handshake (`accept`) that the dispatcher's kernel also drives, so one statement
//! reading them there would join that kernel into a false loop in Verilator's ordering
//! (UNOPTFLAT).
//!
//! | port | |
//! |------|-|
//! | `fb_idle`, `ctr`, `gcm` | next values: no fed-back block in the cipher, the modes' `ready_next` |
//! | `now` | this cycle, a flip-flop: the modes' `ready_now` |
//! | `ready` | two copies of the registered AND, each ANDed with `now`: bit 0 for `s_axis_tready`, bit 1 for the dispatcher's `accept` |

use crate::primitives::replicated_reg::ReplicatedReg;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct ReadyAhead {
    pub clock: Signal<In, Clock>,
    pub fb_idle: Signal<In, Bit>,
    pub ctr: Signal<In, Bit>,
    pub gcm: Signal<In, Bit>,
    pub now: Signal<In, Bit>,
    pub ready: Signal<Out, Bits<2>>,
    ready_q: ReplicatedReg<2>,
    none: Constant<Bits<2>>,
}

impl Default for ReadyAhead {
    fn default() -> Self {
        ReadyAhead {
            clock: Default::default(),
            fb_idle: Default::default(),
            ctr: Default::default(),
            gcm: Default::default(),
            now: Default::default(),
            ready: Default::default(),
            ready_q: Default::default(),
            none: Constant::new(0_u8.to_bits()),
        }
    }
}

impl Logic for ReadyAhead {
    #[hdl_gen]
    fn update(&mut self) {
        self.ready_q.clock.next = self.clock.val();
        self.ready_q.d.next = self.fb_idle.val() & self.ctr.val() & self.gcm.val();
        self.ready.next = self.ready_q.q.val();
        if !self.now.val() {
            self.ready.next = self.none.val();
        }
    }
}
