//! `CtrMode`: CTR (NIST SP 800-38A 6.5, a 128-bit big-endian counter as `ctr::Ctr128BE`) on the
//! shared data path of [`Modes`](super::Modes). Both directions are the same: the forward
//! cipher makes the key stream.
//!
//! | core input | side value | chain |
//! |------------|------------|-------|
//! | `cur` (the counter block) | `in` | `cur + 1` ([`ctr_increment`]), at the handshake (feed-forward) |
//!
//! One block per cycle. The counter step is computed for both values `cur` can be (the chain
//! inside a packet, the IV register at its first block) from the registers themselves, and
//! `in_packet` chooses, so that no select sits in front of the carry chains.

pub mod ctr_increment;

use crate::mode_block;
use crate::primitives::register::Reg;
use aes_fpga_driver::regs::{caps, Mode};
use ctr_increment::CtrIncrement;
use rust_hdl::prelude::*;

mode_block! {
    ports(clock, next_mode, in_packet, chain, iv, cur_next, side_in, ff_own, ff_data);
    new(options);
    pub struct CtrMode {
        /// CTR is in force at the input.
        mine: Reg<Bit> = Default::default(),
        inc_chain: CtrIncrement = Default::default(),
        inc_iv: CtrIncrement = Default::default(),
        mine_next: Signal<Local, Bit> = Default::default(),
        code: Constant<Bits<3>> = Constant::new((Mode::Ctr.code() as u8).to_bits()),
        has: Constant<Bit> = Constant::new(options.has_mode(caps::CTR)),
        zero: Constant<Bits<32>> = Constant::new(0_u32.to_bits()),
    }
}

impl Logic for CtrMode {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mine);
        self.mine_next.next = (self.next_mode.val() == self.code.val()) & self.has.val();
        self.cur_next.next = self.mine_next.val();
        self.mine.d.next = self.mine_next.val();
        self.side_in.next = self.mine.q.val();
        self.ff_own.next = self.mine.q.val();
        for i in 0..4 {
            self.inc_chain.x[i].next = self.chain[i].val();
            self.inc_iv.x[i].next = self.iv[i].val();
            self.ff_data[i].next = self.zero.val();
            if self.mine.q.val() {
                if self.in_packet.val() {
                    self.ff_data[i].next = self.inc_chain.y[i].val();
                } else {
                    self.ff_data[i].next = self.inc_iv.y[i].val();
                }
            }
        }
    }
}
