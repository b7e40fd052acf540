//! `GcmSlot`: the blocks of its own GCM puts into the core: `GcmOffer`'s offers (`gcm_offer.rs`)
//! where the core's `in_ready` is high. A block of its own so that `in_ready` reaches nothing
//! the offers are computed from (see `gcm_offer.rs`).
//!
//! | output | |
//! |--------|---|
//! | `j0_go`, `h_go` | a `J0` or the zero block of `H` enters the core |

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct GcmSlot {
    /// `GcmOffer`'s offers.
    pub offer_j0: Signal<In, Bit>,
    pub offer_h: Signal<In, Bit>,
    /// The core's `in_ready`.
    pub core_ready: Signal<In, Bit>,
    pub j0_go: Signal<Out, Bit>,
    pub h_go: Signal<Out, Bit>,
}

impl Logic for GcmSlot {
    #[hdl_gen]
    fn update(&mut self) {
        self.j0_go.next = self.offer_j0.val() & self.core_ready.val();
        self.h_go.next = self.offer_h.val() & self.core_ready.val();
    }
}
