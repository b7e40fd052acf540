//! `OfbMode`: OFB (NIST SP 800-38A 6.4) on the shared data path of [`Modes`](super::Modes).
//! Both directions are the same: the forward cipher makes the key stream.
//!
//! | core input | side value | chain |
//! |------------|------------|-------|
//! | `cur` | `in` | the core's output (the key stream block), when the block leaves the core (fed back) |
//!
//! Every block feeds back: one block per `latency + 1` cycles. The chain takes the core's
//! output rather than the XOR with the side value (`fb_core`) for a block of an OFB packet:
//! whether the packet was OFB is latched at its first block (`packet_ofb`), since a `CTRL`
//! write during the packet changes the mode in force from the next packet on, possibly before
//! the packet's last block has left the core.

use crate::mode_block;
use crate::primitives::register::Reg;
use aes_fpga_driver::regs::{caps, Mode};
use rust_hdl::prelude::*;

mode_block! {
    ports(clock, next_mode, in_packet, accept, cur_next, fb_next, side_in, fb_core);
    new(options);
    pub struct OfbMode {
        /// OFB is in force at the input.
        mine: Reg<Bit> = Default::default(),
        /// The packet whose blocks are in the cipher is OFB's.
        packet_ofb: Reg<Bit> = Default::default(),
        mine_next: Signal<Local, Bit> = Default::default(),
        code: Constant<Bits<3>> = Constant::new((Mode::Ofb.code() as u8).to_bits()),
        has: Constant<Bit> = Constant::new(options.has_mode(caps::OFB)),
    }
}

impl Logic for OfbMode {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mine, packet_ofb);
        self.mine_next.next = (self.next_mode.val() == self.code.val()) & self.has.val();
        self.cur_next.next = self.mine_next.val();
        self.fb_next.next = self.mine_next.val();
        self.mine.d.next = self.mine_next.val();
        self.side_in.next = self.mine.q.val();
        if self.accept.val() & !self.in_packet.val() {
            self.packet_ofb.d.next = self.mine.q.val();
        }
        self.fb_core.next = self.packet_ofb.q.val();
    }
}
