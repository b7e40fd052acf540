//! `GcmOffer`: what a build with GCM offers the core this cycle, before the core's `in_ready`
//! is known: an `s_axis` beat, a packet's `J0`, the zero block of `H`, or nothing; and whether
//! `s_axis` may be accepted by GCM's rules (`pass`). `GcmSlot` (`gcm_slot.rs`) then ANDs the
//! offer with the core's `in_ready`: the blocks the core takes.
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
//! | `pass` | in a GCM packet or another mode's packet, or (not GCM mode) `H` ready and no rest cycle (`gap = 0`) |
//! | `offer_j0` | GCM mode, no packet (neither GCM's nor another mode's: a `CTRL.MODE` written during another mode's packet applies from the next), a beat waits, a FIFO credit, `H` ready, not the first rest cycle |
//! | `offer_h` | a forward key loaded, no fresh `H`, nothing of GCM in flight, no packet of another mode, a FIFO credit |
//! | `offer_beat` | `tvalid`, a FIFO credit, the modes block ready, `pass` |
//! | `offer` | any of the three: the core's `in_valid` |
//! | `data_gcm` | the core's input is GCM's (`data_j0`: `J0`, `data_h`: `H`'s zero block, else a GCM beat's counter block) should it take a block now |
//!
//! The data outputs are not the offers: they are decoded from registers alone (the packet
//! flags, the stored mode and direction, `h_fresh`), so that neither the offer nor the core's
//! `in_ready` lies on the path into the first round's lookup address; they name the right
//! input in every cycle in which the core takes a block. A `J0` is offered only with a fresh
//! `H` (GCM runs the forward cipher, where `h_ok` needs it) and outside any packet; the zero
//! block of `H` only without one, with the forward cipher and outside any packet; a GCM beat
//! only in a GCM packet; another mode's beat only in its packet, or outside packets when the
//! mode is not GCM and no `H` is missing for the forward cipher.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct GcmOffer {
    /// `CTRL.MODE` and `DECRYPT` as loaded into the core.
    pub mode: Signal<In, Bits<3>>,
    pub decrypt: Signal<In, Bit>,
    /// `GcmControl`'s registers: a fresh `H`, in a packet, the rest counter.
    pub h_fresh: Signal<In, Bit>,
    pub in_pkt: Signal<In, Bit>,
    /// Another mode's packet is under way (its first beat taken, not its last): its beats pass
    /// even while a key update has dropped `h_ok`, since the core finishes it under its own
    /// key before loading the new one.
    pub other_pkt: Signal<In, Bit>,
    pub gap: Signal<In, Bits<2>>,
    /// The GHASH unit's `H^2` is ready.
    pub powers_ready: Signal<In, Bit>,
    /// Something of GCM is on its way (a packet, a tag, `H`).
    pub inner_busy: Signal<In, Bit>,
    pub tvalid: Signal<In, Bit>,
    /// A FIFO credit, out of reset.
    pub credit_ok: Signal<In, Bit>,
    pub modes_ready: Signal<In, Bit>,
    pub key_ready: Signal<In, Bit>,
    /// The loaded cipher is the forward one (all but ECB and CBC decryption).
    pub forward: Signal<Out, Bit>,
    pub h_ok: Signal<Out, Bit>,
    pub pass: Signal<Out, Bit>,
    pub offer_j0: Signal<Out, Bit>,
    pub offer_h: Signal<Out, Bit>,
    pub offer_beat: Signal<Out, Bit>,
    /// Any offer: the core's `in_valid`.
    pub offer: Signal<Out, Bit>,
    /// `inner_busy`, for `GcmControl`'s other statements.
    pub inner_busy_out: Signal<Out, Bit>,
    pub data_gcm: Signal<Out, Bit>,
    pub data_j0: Signal<Out, Bit>,
    pub data_h: Signal<Out, Bit>,
    gcm_mode: Signal<Local, Bit>,
    code_gcm: Constant<Bits<3>>,
    code_ecb: Constant<Bits<3>>,
    code_cbc: Constant<Bits<3>>,
    gap0: Constant<Bits<2>>,
    gap2: Constant<Bits<2>>,
}

impl Default for GcmOffer {
    fn default() -> Self {
        use aes_fpga_driver::regs::Mode;
        GcmOffer {
            mode: Default::default(),
            decrypt: Default::default(),
            h_fresh: Default::default(),
            in_pkt: Default::default(),
            other_pkt: Default::default(),
            gap: Default::default(),
            powers_ready: Default::default(),
            inner_busy: Default::default(),
            tvalid: Default::default(),
            credit_ok: Default::default(),
            modes_ready: Default::default(),
            key_ready: Default::default(),
            forward: Default::default(),
            h_ok: Default::default(),
            pass: Default::default(),
            offer_j0: Default::default(),
            offer_h: Default::default(),
            offer_beat: Default::default(),
            offer: Default::default(),
            inner_busy_out: Default::default(),
            data_gcm: Default::default(),
            data_j0: Default::default(),
            data_h: Default::default(),
            gcm_mode: Default::default(),
            code_gcm: Constant::new((Mode::Gcm.code() as u8).to_bits()),
            code_ecb: Constant::new((Mode::Ecb.code() as u8).to_bits()),
            code_cbc: Constant::new((Mode::Cbc.code() as u8).to_bits()),
            gap0: Constant::new(0_u8.to_bits()),
            gap2: Constant::new(2_u8.to_bits()),
        }
    }
}

impl Logic for GcmOffer {
    #[hdl_gen]
    fn update(&mut self) {
        self.gcm_mode.next = self.mode.val() == self.code_gcm.val();
        self.forward.next = !(self.decrypt.val()
            & ((self.mode.val() == self.code_ecb.val()) | (self.mode.val() == self.code_cbc.val())));
        self.h_ok.next = !self.forward.val() | (self.h_fresh.val() & self.powers_ready.val());
        self.pass.next = self.in_pkt.val()
            | self.other_pkt.val()
            | (self.h_ok.val() & !self.gcm_mode.val() & (self.gap.val() == self.gap0.val()));
        self.offer_j0.next = !self.in_pkt.val()
            & !self.other_pkt.val()
            & self.gcm_mode.val()
            & self.tvalid.val()
            & self.credit_ok.val()
            & self.h_ok.val()
            & (self.gap.val() != self.gap2.val());
        self.offer_h.next = self.key_ready.val()
            & self.forward.val()
            & !self.h_fresh.val()
            & !self.inner_busy.val()
            & !self.other_pkt.val()
            & self.credit_ok.val();
        self.offer_beat.next = self.tvalid.val() & self.credit_ok.val() & self.modes_ready.val() & self.pass.val();
        self.offer.next = self.offer_j0.val() | self.offer_h.val() | self.offer_beat.val();
        self.inner_busy_out.next = self.inner_busy.val();
        self.data_gcm.next = self.in_pkt.val()
            | (!self.other_pkt.val() & (self.gcm_mode.val() | (!self.h_fresh.val() & self.forward.val())));
        self.data_j0.next = !self.in_pkt.val() & self.h_fresh.val();
        self.data_h.next = !self.in_pkt.val() & !self.h_fresh.val();
    }
}
