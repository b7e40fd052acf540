//! `GcmOffer`: what a build with GCM offers the core this cycle, before the core's `in_ready`
//! is known: an `s_axis` beat, a packet's `J0`, the zero block of `H`, or nothing. `GcmSlot`
//! (`gcm_slot.rs`) then ANDs the offer with the core's `in_ready`: the blocks the core takes.
//! What may be offered (`j0_ok`, `h_want`, `pass`) comes from flip-flops (`gcm_offer_state.rs`),
//! so that each offer is one LUT from registers and the stream's `tvalid`.
//!
//! Why blocks of their own: rust-hdl prints a kernel as one `always` block, and Verilator
//! treats the statements of one block that share a variable as one unit, with a path from each
//! of its inputs to each of its outputs. In `GcmControl`'s kernel (which also reads the modes
//! block's output words) or in one block with the handshake, that would make false
//! combinational loops (UNOPTFLAT): the offer drives the core's `in_valid`, which reaches its
//! `in_ready`; the handshake drives the modes block's `accept`, which reaches its output words.
//! Here the inputs are registers and `aes_axis` inputs only, each passed by a statement of its
//! own, and nothing here reads `in_ready`.
//!
//! | output | when |
//! |--------|------|
//! | `offer_j0` | `j0_ok`, a beat waits (`tvalid`), a FIFO credit |
//! | `offer_h` | `h_want`, a FIFO credit |
//! | `offer_beat` | `tvalid`, a FIFO credit, the modes block ready, `pass` |
//! | `offer` | any of the three: the core's `in_valid` |
//!
//! `offer_h` does not wait for `key_ready`: the core takes the zero block only once a key is
//! loaded, since `h_want` means no packet is open (neither GCM's nor another mode's), so the
//! core's transaction FSM is idle and its `in_ready` is `can_start`, which holds `key_ready`.
//! Before, `key_ready` here put a net from the refresh FSM to GCM's offer and back into the
//! core's accept decision on the longest path of `full-2reg` on the ECP5 (11.37 ns, 9.43 of it
//! routing).

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct GcmOffer {
    /// `GcmOfferState`'s outputs, from `GcmControl`'s flip-flops.
    pub j0_ok: Signal<In, Bit>,
    pub h_want: Signal<In, Bit>,
    pub pass: Signal<In, Bit>,
    pub tvalid: Signal<In, Bit>,
    /// A FIFO credit, out of reset.
    pub credit_ok: Signal<In, Bit>,
    pub modes_ready: Signal<In, Bit>,
    pub offer_j0: Signal<Out, Bit>,
    pub offer_h: Signal<Out, Bit>,
    pub offer_beat: Signal<Out, Bit>,
    /// Any offer: the core's `in_valid`.
    pub offer: Signal<Out, Bit>,
}

impl Logic for GcmOffer {
    #[hdl_gen]
    fn update(&mut self) {
        self.offer_j0.next = self.j0_ok.val() & self.tvalid.val() & self.credit_ok.val();
        self.offer_h.next = self.h_want.val() & self.credit_ok.val();
        self.offer_beat.next = self.tvalid.val() & self.credit_ok.val() & self.modes_ready.val() & self.pass.val();
        self.offer.next = self.offer_j0.val() | self.offer_h.val() | self.offer_beat.val();
    }
}
