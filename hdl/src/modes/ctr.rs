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
//! `in_packet` chooses, so that no select sits in front of the carry chains. The carry into each
//! 32-bit part of the number comes from registered flags (which low parts are all ones), so the
//! step is one part's increment deep, not a decode of 96 bits:
//!
//! | flags | of | next value |
//! |-------|----|------------|
//! | `ch_ones` | the chain inside a CTR packet | at each CTR block taken: the flags of the step's result (`next_ones`, one part and the flags below it) |
//! | `iv_ones` | `IV0..IV3` | decoded from the registers every cycle; at CTR's hand-over, the step's flags for the words it loads |
//!
//! So `iv_ones` is a cycle behind `IV0..IV3` when anything but CTR's own hand-over changed them:
//! a CTR packet's first block may not be taken in the cycle after such a change. `ready_next`
//! keeps it out for one cycle after every cycle in which a change may happen, decided from
//! flip-flops and the stream's `tlast` alone, so that no hand-over of another block (the
//! feedback's at the core's output, another mode's at its last beat) is in the handshake's
//! cone:
//!
//! | a change may happen | because |
//! |---------------------|---------|
//! | `iv_we`, `zeroize`, `reset` | a write, a clear |
//! | `fb_pending` | a fed-back block may leave the core and hand over |
//! | CTR not in force (`mine` low) | another mode's packet may end (its hand-over); with CTR in force none can |
//!
//! and the block waits only where a CTR packet may start in the next cycle (`CTRL` says CTR, and
//! no packet is open or the beat offered is a `tlast`). Back-to-back CTR packets, whose IV is
//! CTR's own hand-over, do not wait; a packet right after a switch to CTR waits one cycle.

pub mod ctr_increment;

use crate::mode_block;
use crate::primitives::hand_over_ones::HandOverOnes;
use crate::primitives::register::Reg;
use crate::primitives::unused_bits::UnusedBits;
use aes_fpga_driver::regs::{caps, Mode};
use ctr_increment::CtrIncrement;
use rust_hdl::prelude::*;

mode_block! {
    ports(clock, reset, zeroize, next_mode, ctrl_mode_next, in_packet, tlast, accept, chain, iv, iv_we, iv_written, fb_pending, cur_next, side_in, ff_own, ff_data, ready_next);
    new(options);
    pub struct CtrMode {
        /// CTR is in force at the input.
        mine: Reg<Bit> = Default::default(),
        inc_chain: CtrIncrement = Default::default(),
        inc_iv: CtrIncrement = Default::default(),
        ch_ones: Reg<Bits<3>> = Default::default(),
        iv_ones: Reg<Bits<3>> = Default::default(),
        mine_next: Signal<Local, Bit> = Default::default(),
        /// `CTRL` says CTR from the next cycle on.
        ctrl_ctr: Signal<Local, Bit> = Default::default(),
        /// The flags of the step's result for the block taken now.
        step_ones: Signal<Local, Bits<3>> = Default::default(),
        /// `iv_ones` after CTR's hand-over, which leaves the IV words software wrote during the
        /// packet.
        hand_over: HandOverOnes<true> = Default::default(),
        /// The chain's decoded flags, which CTR does not read (the chain's come from the step).
        chain_ones_unused: UnusedBits<3> = Default::default(),
        code: Constant<Bits<3>> = Constant::new((Mode::Ctr.code() as u8).to_bits()),
        has: Constant<Bit> = Constant::new(options.has_mode(caps::CTR)),
        zero: Constant<Bits<32>> = Constant::new(0_u32.to_bits()),
        zero3: Constant<Bits<3>> = Constant::new(0_u32.to_bits()),
    }
}

impl Logic for CtrMode {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, mine, ch_ones, iv_ones);
        self.mine_next.next = (self.next_mode.val() == self.code.val()) & self.has.val();
        self.cur_next.next = self.mine_next.val();
        self.mine.d.next = self.mine_next.val();
        self.side_in.next = self.mine.q.val();
        self.ff_own.next = self.mine.q.val();
        self.inc_chain.ones.next = self.ch_ones.q.val();
        self.inc_iv.ones.next = self.iv_ones.q.val();
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
        if self.in_packet.val() {
            self.step_ones.next = self.inc_chain.next_ones.val();
        } else {
            self.step_ones.next = self.inc_iv.next_ones.val();
        }
        self.chain_ones_unused.x.next = self.inc_chain.x_ones.val();
        self.hand_over.step.next = self.step_ones.val();
        self.hand_over.decoded.next = self.inc_iv.x_ones.val();
        for i in 0..4 {
            self.hand_over.written[i].next = self.iv_written[i].val();
        }
        if self.mine.q.val() & self.accept.val() {
            self.ch_ones.d.next = self.step_ones.val();
        }
        self.iv_ones.d.next = self.inc_iv.x_ones.val();
        if self.mine.q.val() & self.accept.val() & self.tlast.val() {
            self.iv_ones.d.next = self.hand_over.ones.val();
        }
        if self.zeroize.val() | self.reset.val() {
            self.ch_ones.d.next = self.zero3.val();
        }
        self.ctrl_ctr.next = (self.ctrl_mode_next.val() == self.code.val()) & self.has.val();
        self.ready_next.next = !(self.ctrl_ctr.val()
            & (!self.in_packet.val() | self.tlast.val())
            & (!self.mine.q.val() | self.iv_we.val() | self.fb_pending.val() | self.zeroize.val() | self.reset.val()));
    }
}
