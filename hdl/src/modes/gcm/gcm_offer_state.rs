//! `GcmOfferState`: the part of GCM's input decision that does not depend on the stream or the
//! core (`tvalid`, a FIFO credit): what may be offered, from the GCM mode's state and the stored
//! `CTRL.MODE`/`DECRYPT`. `GcmMode` feeds it the next
//! values of those (the registers' `d`, the register block's and the GHASH unit's next values)
//! and holds its outputs in flip-flops, so that in every cycle after reset they equal this
//! function of the current state while `GcmOffer` (`gcm_offer.rs`) and the core's input data
//! select read them from registers: with the function in front of them, the offer was the
//! longest part of the input handshake on its way to stage 0's block RAMs.
//!
//! With `h_ok`: `H` and its powers are ready, or the inverse cipher (which needs no `H`),
//!
//! | output | when |
//! |--------|------|
//! | `forward` | the loaded cipher is the forward one (all but ECB and CBC decryption) |
//! | `pass` | in a GCM packet or another mode's packet, or (not GCM mode) `h_ok` and no rest cycle (`gap = 0`) |
//! | `j0_ok` | a J0 may be offered: GCM mode, no packet (neither GCM's nor another mode's: a `CTRL.MODE` written during another mode's packet applies from the next), `h_ok`, not the first rest cycle |
//! | `h_want` | the zero block of `H` may be offered: the forward cipher, no fresh `H`, nothing of GCM in flight, no packet of another mode |
//! | `data_gcm` | the core's input is GCM's should it take a block (`data_j0`: `J0`, `data_h`: `H`'s zero block, else a GCM beat's counter block) |
//!
//! The data selects name the right input in every cycle in which the core takes a block: a
//! `J0` is offered only with a fresh `H` (GCM runs the forward cipher, where `h_ok` needs it)
//! and outside any packet; the zero block of `H` only without one, with the forward cipher and
//! outside any packet; a GCM beat only in a GCM packet; another mode's beat only in its packet,
//! or outside packets when the mode is not GCM and no `H` is missing for the forward cipher.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct GcmOfferState {
    /// `CTRL.MODE` and `DECRYPT`.
    pub mode: Signal<In, Bits<3>>,
    pub decrypt: Signal<In, Bit>,
    /// `GcmMode`'s state: a fresh `H`, in a GCM packet, in another mode's packet (its first
    /// beat taken, not its last), the rest counter, something of GCM on its way.
    pub h_fresh: Signal<In, Bit>,
    pub in_pkt: Signal<In, Bit>,
    pub other_pkt: Signal<In, Bit>,
    pub gap: Signal<In, Bits<2>>,
    pub inner_busy: Signal<In, Bit>,
    /// The GHASH unit's powers of `H` are ready.
    pub powers_ready: Signal<In, Bit>,
    pub forward: Signal<Out, Bit>,
    pub pass: Signal<Out, Bit>,
    pub j0_ok: Signal<Out, Bit>,
    pub h_want: Signal<Out, Bit>,
    pub data_gcm: Signal<Out, Bit>,
    pub data_j0: Signal<Out, Bit>,
    pub data_h: Signal<Out, Bit>,
    gcm_mode: Signal<Local, Bit>,
    h_ok: Signal<Local, Bit>,
    code_gcm: Constant<Bits<3>>,
    code_ecb: Constant<Bits<3>>,
    code_cbc: Constant<Bits<3>>,
    gap0: Constant<Bits<2>>,
    gap2: Constant<Bits<2>>,
}

impl Default for GcmOfferState {
    fn default() -> Self {
        use aes_fpga_driver::regs::Mode;
        GcmOfferState {
            mode: Default::default(),
            decrypt: Default::default(),
            h_fresh: Default::default(),
            in_pkt: Default::default(),
            other_pkt: Default::default(),
            gap: Default::default(),
            inner_busy: Default::default(),
            powers_ready: Default::default(),
            forward: Default::default(),
            h_ok: Default::default(),
            pass: Default::default(),
            j0_ok: Default::default(),
            h_want: Default::default(),
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

impl Logic for GcmOfferState {
    #[hdl_gen]
    fn update(&mut self) {
        self.gcm_mode.next = self.mode.val() == self.code_gcm.val();
        self.forward.next = !(self.decrypt.val()
            & ((self.mode.val() == self.code_ecb.val()) | (self.mode.val() == self.code_cbc.val())));
        self.h_ok.next = !self.forward.val() | (self.h_fresh.val() & self.powers_ready.val());
        self.pass.next = self.in_pkt.val()
            | self.other_pkt.val()
            | (self.h_ok.val() & !self.gcm_mode.val() & (self.gap.val() == self.gap0.val()));
        // GCM runs the forward cipher, so in GCM mode `h_ok` is `H` and its powers: the
        // direction's decode stays out of this cone.
        self.j0_ok.next = !self.in_pkt.val()
            & !self.other_pkt.val()
            & self.gcm_mode.val()
            & self.h_fresh.val()
            & self.powers_ready.val()
            & (self.gap.val() != self.gap2.val());
        self.h_want.next = self.forward.val() & !self.h_fresh.val() & !self.inner_busy.val() & !self.other_pkt.val();
        self.data_gcm.next = self.in_pkt.val()
            | (!self.other_pkt.val() & (self.gcm_mode.val() | (!self.h_fresh.val() & self.forward.val())));
        self.data_j0.next = !self.in_pkt.val() & self.h_fresh.val();
        self.data_h.next = !self.in_pkt.val() & !self.h_fresh.val();
    }
}
