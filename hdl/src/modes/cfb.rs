//! `CfbMode`: CFB-128 (NIST SP 800-38A 6.3) on the shared data path of [`Modes`](super::Modes).
//! Both directions run the forward cipher.
//!
//! | direction | core input | side value | chain |
//! |-----------|------------|------------|-------|
//! | encrypt | `cur` | `in` | the output (the ciphertext), when the block leaves the core (fed back) |
//! | decrypt | `cur` | `in` | `in` (the ciphertext), at the handshake (feed-forward) |
//!
//! Encryption feeds back (one block per `latency + 1` cycles); decryption runs at one block per
//! cycle.

use crate::mode_block;
use crate::primitives::register::Reg;
use aes_fpga_driver::regs::{caps, Mode};
use rust_hdl::prelude::*;

mode_block! {
    ports(clock, next_mode, next_decrypt, cur_next, ff_in_next, fb_next, side_in);
    new(options);
    pub struct CfbMode {
        /// CFB is in force at the input.
        mine: Reg<Bit> = Default::default(),
        mine_next: Signal<Local, Bit> = Default::default(),
        code: Constant<Bits<3>> = Constant::new((Mode::Cfb128.code() as u8).to_bits()),
        has: Constant<Bit> = Constant::new(options.has_mode(caps::CFB)),
    }
}

impl Logic for CfbMode {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mine);
        self.mine_next.next = (self.next_mode.val() == self.code.val()) & self.has.val();
        self.cur_next.next = self.mine_next.val();
        self.fb_next.next = self.mine_next.val() & !self.next_decrypt.val();
        self.ff_in_next.next = self.mine_next.val() & self.next_decrypt.val();
        self.mine.d.next = self.mine_next.val();
        self.side_in.next = self.mine.q.val();
    }
}
