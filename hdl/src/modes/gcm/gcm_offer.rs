//! `GcmOffer`: the blocks of its own GCM offers the core this cycle, before the core's `in_ready`
//! is known: a packet's `J0`, the zero block of `H`, or nothing. `GcmSlot` (`gcm_slot.rs`) then
//! ANDs the offers with the core's `in_ready`. What may be offered (`j0_ok`, `h_want`) comes from
//! flip-flops (`gcm_offer_state.rs`), so that each offer is one LUT from registers and the
//! stream's `tvalid`; the `s_axis` beats are offered by the dispatcher (`beat_slot.rs`).
//!
//! Why a block of its own: rust-hdl prints a kernel as one `always` block, and Verilator treats
//! the statements of one block that share a variable as one unit, with a path from each of its
//! inputs to each of its outputs. In `GcmMode`'s kernel, which also reads the handshake, that
//! would make a false combinational loop (UNOPTFLAT): the offer drives the core's `in_valid`,
//! which reaches its `in_ready`. Here the inputs are registers and `aes_axis` inputs only, each
//! passed by a statement of its own, and nothing here reads `in_ready`.
//!
//! | output | when |
//! |--------|------|
//! | `offer_j0` | `j0_ok`, a beat waits (`tvalid`), a FIFO credit |
//! | `offer_h` | `h_want`, a FIFO credit |
//! | `offer` | either |
//!
//! `offer_h` does not wait for `key_ready`: the core takes the zero block only once a key is
//! loaded, since `h_want` means no packet is open (neither GCM's nor another mode's), so the
//! core's transaction FSM is idle and its `in_ready` is `can_start`, which holds `key_ready`;
//! with `key_ready` here, a net from the refresh FSM would run to GCM's offer and back into the
//! core's accept decision.

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct GcmOffer {
    /// `GcmOfferState`'s outputs, from `GcmMode`'s flip-flops.
    pub j0_ok: Signal<In, Bit>,
    pub h_want: Signal<In, Bit>,
    pub tvalid: Signal<In, Bit>,
    /// A FIFO credit, out of reset.
    pub credit_ok: Signal<In, Bit>,
    pub offer_j0: Signal<Out, Bit>,
    pub offer_h: Signal<Out, Bit>,
    pub offer: Signal<Out, Bit>,
}

impl Logic for GcmOffer {
    #[hdl_gen]
    fn update(&mut self) {
        self.offer_j0.next = self.j0_ok.val() & self.tvalid.val() & self.credit_ok.val();
        self.offer_h.next = self.h_want.val() & self.credit_ok.val();
        self.offer.next = self.offer_j0.val() | self.offer_h.val();
    }
}
