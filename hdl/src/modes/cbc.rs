//! `CbcMode`: CBC (NIST SP 800-38A 6.2) on the shared data path of [`Modes`](super::Modes).
//!
//! | direction | cipher | core input | side value | chain |
//! |-----------|--------|------------|------------|-------|
//! | encrypt | forward | `in ^ cur` | 0 | the output, when the block leaves the core (fed back) |
//! | decrypt | inverse | `in` | `cur` (the previous ciphertext) | `in`, at the handshake (feed-forward) |
//!
//! Encryption feeds back: a block enters only when the previous one has left the cipher, one
//! block per `latency + 1` cycles. Decryption runs at one block per cycle.

use crate::mode_block;
use crate::primitives::register::Reg;
use aes_fpga_driver::regs::{caps, Mode};
use rust_hdl::prelude::*;

mode_block! {
    ports(clock, next_mode, next_decrypt, xor_next, ff_in_next, fb_next, side_cur);
    new(options);
    pub struct CbcMode {
        /// CBC decryption is in force at the input.
        decrypting: Reg<Bit> = Default::default(),
        mine_next: Signal<Local, Bit> = Default::default(),
        code: Constant<Bits<3>> = Constant::new((Mode::Cbc.code() as u8).to_bits()),
        has: Constant<Bit> = Constant::new(options.has_mode(caps::CBC)),
    }
}

impl Logic for CbcMode {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, decrypting);
        self.mine_next.next = (self.next_mode.val() == self.code.val()) & self.has.val();
        self.xor_next.next = self.mine_next.val() & !self.next_decrypt.val();
        self.fb_next.next = self.mine_next.val() & !self.next_decrypt.val();
        self.ff_in_next.next = self.mine_next.val() & self.next_decrypt.val();
        self.decrypting.d.next = self.mine_next.val() & self.next_decrypt.val();
        self.side_cur.next = self.decrypting.q.val();
    }
}
