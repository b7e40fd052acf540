//! `BeatSlot`: the core's input handshake. An `s_axis` beat is offered while a FIFO credit is
//! free and every mode lets it in (`ready`, a flip-flop); a mode may offer a block of its own
//! instead (`own_offer`; `ready` is low then). The core takes what is offered where its
//! `in_ready` is high.
//!
//! A block of its own, each input passed by a statement of its own: the offer drives the core's
//! `in_valid`, which reaches its `in_ready`, which this block turns into the handshake. Computed
//! in the dispatcher's kernel, which also reads the handshake, Verilator would group the
//! statements into one unit and see a combinational loop (UNOPTFLAT) through the core.
//!
//! | output | |
//! |--------|-|
//! | `offer` | the core's `in_valid`: a beat or a mode's own block |
//! | `accept` | the `s_axis` handshake: the core takes the beat |
//! | `slot` | the core takes a block (a beat or a mode's own) |

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct BeatSlot {
    pub tvalid: Signal<In, Bit>,
    pub credit_ok: Signal<In, Bit>,
    pub ready: Signal<In, Bit>,
    pub own_offer: Signal<In, Bit>,
    pub core_ready: Signal<In, Bit>,
    pub offer: Signal<Out, Bit>,
    pub accept: Signal<Out, Bit>,
    pub slot: Signal<Out, Bit>,
}

impl Logic for BeatSlot {
    #[hdl_gen]
    fn update(&mut self) {
        self.offer.next = (self.tvalid.val() & self.credit_ok.val() & self.ready.val()) | self.own_offer.val();
        self.accept.next = self.tvalid.val() & self.credit_ok.val() & self.ready.val() & self.core_ready.val();
        self.slot.next = ((self.tvalid.val() & self.credit_ok.val() & self.ready.val()) | self.own_offer.val())
            & self.core_ready.val();
    }
}
