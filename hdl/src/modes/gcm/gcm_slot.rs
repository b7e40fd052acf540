//! `GcmSlot`: the blocks the core takes in a build with GCM: `GcmOffer`'s offer (`gcm_offer.rs`)
//! where the core's `in_ready` is high. A block of its own so that `in_ready` reaches nothing
//! the offer is computed from (see `gcm_offer.rs`).
//!
//! | output | |
//! |--------|---|
//! | `accept_gcm` | the `s_axis` handshake of a GCM packet's beat; `last_beat` of its last |
//! | `j0_go`, `h_go` | a `J0` or the zero block of `H` enters the core (`inject`) |
//! | `slot` | the core takes a block; `credit` one with a FIFO credit (a beat or `J0`) |

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct GcmSlot {
    /// `GcmOffer`'s offers.
    pub offer_j0: Signal<In, Bit>,
    pub offer_h: Signal<In, Bit>,
    pub offer_beat: Signal<In, Bit>,
    /// The core's `in_ready`.
    pub core_ready: Signal<In, Bit>,
    pub in_pkt: Signal<In, Bit>,
    pub tlast: Signal<In, Bit>,
    pub accept_gcm: Signal<Out, Bit>,
    /// The `s_axis` handshake of another mode's beat.
    pub accept_other: Signal<Out, Bit>,
    pub last_beat: Signal<Out, Bit>,
    pub j0_go: Signal<Out, Bit>,
    pub h_go: Signal<Out, Bit>,
    pub inject: Signal<Out, Bit>,
    pub slot: Signal<Out, Bit>,
    pub credit: Signal<Out, Bit>,
}

impl Logic for GcmSlot {
    #[hdl_gen]
    fn update(&mut self) {
        self.accept_gcm.next = self.offer_beat.val() & self.core_ready.val() & self.in_pkt.val();
        self.accept_other.next = self.offer_beat.val() & self.core_ready.val() & !self.in_pkt.val();
        self.last_beat.next = self.offer_beat.val() & self.core_ready.val() & self.in_pkt.val() & self.tlast.val();
        self.j0_go.next = self.offer_j0.val() & self.core_ready.val();
        self.h_go.next = self.offer_h.val() & self.core_ready.val();
        self.inject.next = (self.offer_j0.val() | self.offer_h.val()) & self.core_ready.val();
        self.slot.next = (self.offer_beat.val() | self.offer_j0.val() | self.offer_h.val()) & self.core_ready.val();
        self.credit.next = (self.offer_beat.val() | self.offer_j0.val()) & self.core_ready.val();
    }
}
