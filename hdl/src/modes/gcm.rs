//! `GcmMode`: AES-GCM (`CTRL.MODE = 5`, `docs/aes_axis.md` "GCM") as a mode of
//! [`Modes`](super::Modes) around the pipelined core, which stays an ECB core: the pre-counter
//! block, the counter blocks, the AAD and payload beats, the length block, the GHASH unit
//! ([`ghash`]) and the tag beat; `H` at every forward key load; the `AAD_LEN` register.
//!
//! # Slots
//!
//! Every block the core takes (a *slot*) gets a record (`record`) in the delay line beside the
//! pipeline (`side_line.rs`, its fifth column, written when the core takes the block and read
//! back from a register as it leaves the core, `rec`, so it follows the core's latency with one
//! register per round or two): its kind (J0, H, AAD, payload, or another mode's block), the
//! packet's last beat, whether it is an encrypting packet's payload (its ciphertext is the
//! output), a length error, the byte mask and the byte count. A GCM beat's input data waits in
//! the same line's data columns (`side_in`), read back as `held`: the data waits once, for the
//! modes and for GCM.
//!
//! | slot | core input | leaves the core as | to the FIFO | GHASH |
//! |------|------------|--------------------|-------------|-------|
//! | J0 (`offer`, before the first beat) | `IV0..2 \|\| 00000001` | `E_K(J0)`, the mask | nothing (its credit is the tag's) | |
//! | AAD beat | counter (unused) | | the input, bytes past `AAD_LEN` zero | the same |
//! | payload beat | `inc32` counter | key stream | `(in ^ ks) & mask` | ciphertext: the output (encrypt) or `in & mask` (decrypt) |
//! | H (`offer` at a key load) | 0 | `H` | nothing, no credit | `h_load` |
//! | other modes | (their own) | | their output | |
//!
//! The cycle after a packet's last slot leaves the core the GHASH unit absorbs the length
//! block (from the byte counts of the packet's AAD and payload slots), with the mask `E_K(J0)`:
//! the tag is `hash` three cycles later and is inserted at the end of the output stage with
//! `tlast`.
//!
//! # Tag ordering and rates
//!
//! In a build with GCM every block goes to the FIFO two cycles after it leaves the core (the
//! output stage, [`GCM_OUTPUT_DELAY`]), so the latency is that of the other builds plus two
//! (`rounds + 4` with one register per round). For a packet whose last beat leaves the core in
//! cycle `t`: the beat is pushed in `t + 2`, the length block absorbed in `t + 1`, the tag
//! pushed in `t + 4`. After the last beat the input rests one cycle (`gap`), the next packet's
//! J0 enters at the earliest one cycle later (it is not pushed) and its first beat one after
//! that, pushed in `t + 5`; a block of another mode waits two cycles. So back-to-back GCM
//! packets of `n` beats take `n + 2` cycles each (J0 and the rest cycle) in and out, and the tag
//! leaves the FIFO `core latency + 5` cycles after the last beat's handshake (two after the
//! last beat).
//!
//! # Input FSM
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | idle | `gcm_mode && tvalid && credit && h_ok && gap < 2` | J0 into the core, IV / `AAD_LEN` / direction sampled: `in_pkt` |
//! | `in_pkt` | beat accepted, `b_aad` | AAD beat; the next beat's kind from `rest` (`rest -= 16`, to 0) |
//! | `in_pkt` | beat accepted, `!b_aad` | payload beat, counter `inc32` |
//! | `in_pkt` | beat with `tlast` | idle, `gap = 2`, IV hand-over |
//!
//! The kind of the next beat (`b_aad`, its mask and count, `b_more`) is registered one beat
//! ahead ([`aad_step`]): at J0 from `AAD_LEN`, at each beat from `rest`, the AAD bytes still to
//! come after the next beat; so the slot record takes it from flip-flops. Both counts keep two
//! size bits beside them (at least 16, at least 32 bytes), so no step decodes a 32-bit count.
//! A packet that ends with AAD bytes still to come (`b_more`), or whose last payload beat's
//! `tkeep` is not contiguous from byte 0, is marked: `length_err` when its last beat leaves the
//! core; its tag is still pushed (a value computed as usual from what came). Byte counts are 32
//! bits: a packet carries at most `2^32 - 1` bytes of AAD and of payload.
//!
//! # H and key material
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | `h_fresh = 0` | `key_ready && forward`, a credit, no H in flight | zero block into the core (`h_inflight`) |
//! | `h_inflight` | its slot leaves the core | `h_load` into the GHASH unit; `h_fresh` a cycle later (`h_done`); `key_ok` with `powers_ready` 8 cycles after `h_load` ([`ghash::POWERS_LATENCY`]) |
//! | any | `!key_ready` | `h_fresh = 0` |
//! | `h_fresh = 0` | `key_ready && !forward` | GHASH state cleared, `h_fresh` (no H for the inverse cipher) |
//!
//! A key load therefore takes the core's latency plus five cycles more than in a build without
//! GCM before `key_ok`. The GHASH unit's state (H, H^2, H^3, accumulators, hash, mask) and the mask
//! registers are cleared by reset, by a zeroize once nothing of a GCM packet is on its way
//! (`zpend` until then, so the running packet finishes under its own `H`), and by the next key
//! load (`h_load` clears the rest; an inverse-cipher load clears everything). The zeroize's and
//! the inverse-cipher load's clear, and the reset's, reach the GHASH unit's registers through a
//! register (`ghash_clear` here for the flag and the masks, `wipe` in the unit), a cycle after
//! their condition, with `busy` high until they have, so that the condition and the clear's
//! fanout are two paths. Neither can meet an `h_load`: both need the pipeline
//! drained of `H`, and a new key takes longer to load than the one cycle. The record and data
//! delay lines hold stream data and flags, never a key-derived value; the output stage loads 0
//! for the J0 and H blocks (`out_zero`) and otherwise follows the core's output register,
//! which holds 0 without a block.

pub mod aad_step;
pub mod gcm_offer;
pub mod gcm_offer_state;
pub mod gcm_slot;
pub mod gcm_words;
pub mod gf_mult;
pub mod ghash;

use crate::mode_block;
use crate::primitives::byte_merge::ByteMerge;
use crate::primitives::keep_shape::KeepLanes;
use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
use crate::primitives::unused_bits::UnusedBits;
use aad_step::AadStep;
use aes_fpga_driver::regs::{caps, offset, word};
use gcm_offer::GcmOffer;
use gcm_offer_state::GcmOfferState;
use gcm_slot::GcmSlot;
use gcm_words::{GcmWords, RECORD_ENC, RECORD_AAD, RECORD_H, RECORD_J0, RECORD_LAST, RECORD_PAY};
use ghash::Ghash;
use rust_hdl::prelude::*;

/// Cycles every block spends between the core and the FIFO in a build with GCM.
pub const GCM_OUTPUT_DELAY: u64 = 2;

mode_block! {
    ports(
        clock, reset, zeroize, ctrl_decrypt, ctrl_mode_next, ctrl_decrypt_next, iv, others_open, tvalid, tlast, tkeep,
        accept, slot, credit_ok, core_ready, key_ready, core_valid, core_valid_next, core_out, held, rec, rec_next,
        reg_we, reg_word, reg_data, reg_strb, reg_read_word,
        side_in, ready_next, offer, offer_credit, own_data, own_in, own_last, record, own_out, out, push,
        out_zero, insert, insert_data, iv_load, iv_data, key_ok, busy, length_err, whole_last, reg_rdata,
    );
    new(options);
    pub struct GcmMode {
        ghash: Ghash = Ghash::new(options.has_gcm()),
        offers: GcmOffer = Default::default(),
        /// What may be offered, computed from the next state (`gcm_offer_state.rs`) and held in
        /// the `*_q` flip-flops below, so that they equal `GcmOfferState` of the current state.
        state_next: GcmOfferState = Default::default(),
        forward_q: Reg<Bit> = Default::default(),
        j0_ok_q: Reg<Bit> = Default::default(),
        h_want_q: Reg<Bit> = Default::default(),
        data_gcm_q: Reg<Bit> = Default::default(),
        data_j0_q: Reg<Bit> = Default::default(),
        data_h_q: Reg<Bit> = Default::default(),
        take: GcmSlot = Default::default(),
        words: GcmWords = Default::default(),
        /// The next beat from the AAD bytes still to come (`rest`) and, at `J0`, from `AAD_LEN`.
        step_rest: AadStep = Default::default(),
        step_len: AadStep = Default::default(),
        /// `AAD_LEN`, and its two size bits (`aad_step.rs`), set with it.
        aad_len: Reg<Bits<32>> = Default::default(),
        aad_ge16: Reg<Bit> = Default::default(),
        aad_ge32: Reg<Bit> = Default::default(),
        aad_merge: ByteMerge = Default::default(),
        in_pkt: Reg<Bit> = Default::default(),
        /// Another mode's packet is under way (`gcm_offer_state.rs`).
        other_pkt: Reg<Bit> = Default::default(),
        pkt_decrypt: Reg<Bit> = Default::default(),
        h_fresh: Reg<Bit> = Default::default(),
        h_inflight: Reg<Bit> = Default::default(),
        /// `H` left the core in the cycle before (`o_h`, registered): it ends `h_inflight` and
        /// sets `h_fresh`, so the decode of the core's output record reaches one flip-flop and
        /// not, through `h_fresh`, the offers' next values.
        h_done: Reg<Bit> = Default::default(),
        /// Something of GCM is on its way (a packet, a block in the core, the length block, a
        /// tag, a block in the output stage, `H`): the OR of those registers, computed a cycle
        /// ahead from their next values, so that the offers (and through them the core's
        /// `in_valid` and stage 0's clear) read one flip-flop.
        inner_busy: Reg<Bit> = Default::default(),
        zpend: Reg<Bit> = Default::default(),
        /// The GHASH unit's clear for a zeroize or an inverse-cipher key, registered: its
        /// condition (the pipeline's drain) and its fanout to every GHASH register are then two
        /// paths.
        ghash_clear: Reg<Bit> = Default::default(),
        /// The length block is absorbed: one copy for each word of the GHASH input `x`, one for
        /// the GHASH unit's `last`, one for the rest, so that each drives one region.
        len_q: ReplicatedReg<6> = Default::default(),
        tail1: Reg<Bit> = Default::default(),
        tail2: Reg<Bit> = Default::default(),
        /// A block in the output stage's two registers (for `inner_busy`).
        d1v: Reg<Bit> = Default::default(),
        d2v: Reg<Bit> = Default::default(),
        /// The record in `rec` is a J0's or an H's (a block that is not pushed): the output stage
        /// loads 0. Decoded a cycle ahead from `rec_next`, so that the clear of the stage's 128
        /// flip-flops is one register and not the core's output `valid` through the decode.
        jh: Reg<Bit> = Default::default(),
        gap: Reg<Bits<2>> = Default::default(),
        /// Blocks in the core (at most 29 with two registers per round), and whether there are
        /// any and exactly one, kept from their next values so that `inner_busy`'s next value
        /// reads the core's handshake (`slot`) through one LUT and no count.
        fly: Reg<Bits<5>> = Default::default(),
        fly_nz: Reg<Bit> = Default::default(),
        fly_one: Reg<Bit> = Default::default(),
        /// The next beat, one beat ahead (`aad_step.rs`): AAD or payload, AAD left after it, its
        /// mask and count as an AAD beat, and the AAD bytes to come after it.
        b_aad: Reg<Bit> = Default::default(),
        b_more: Reg<Bit> = Default::default(),
        b_mask: Reg<Bits<16>> = Default::default(),
        b_count: Reg<Bits<5>> = Default::default(),
        rest: Reg<Bits<32>> = Default::default(),
        rest_ge16: Reg<Bit> = Default::default(),
        rest_ge32: Reg<Bit> = Default::default(),
        /// The packet's IV (`IV0..IV2`, sampled at J0) and counter word: the counter block.
        piv: [Reg<Bits<32>>; 3] = Default::default(),
        ctr: Reg<Bits<32>> = Default::default(),
        a_bytes: Reg<Bits<32>> = Default::default(),
        c_bytes: Reg<Bits<32>> = Default::default(),
        /// `E_K(J0)`, the tag's mask.
        mask: [Reg<Bits<32>>; 4] = Default::default(),
        /// `IV3` is stored and read back but no part of GCM's IV.
        iv3_unused: UnusedBits<32> = Default::default(),
        inv_clear: Signal<Local, Bit> = Default::default(),
        clear_now: Signal<Local, Bit> = Default::default(),
        o_flags: Signal<Local, Bits<8>> = Default::default(),
        o_count: Signal<Local, Bits<32>> = Default::default(),
        o_gcm: Signal<Local, Bit> = Default::default(),
        o_j0: Signal<Local, Bit> = Default::default(),
        o_h: Signal<Local, Bit> = Default::default(),
        o_aad: Signal<Local, Bit> = Default::default(),
        o_pay: Signal<Local, Bit> = Default::default(),
        o_last: Signal<Local, Bit> = Default::default(),
        o_err: Signal<Local, Bit> = Default::default(),
        x: [Signal<Local, Bits<32>>; 4] = Default::default(),
        /// The record's `enc` flag and byte mask for `x`, loaded from `rec_next` as `rec` is: `x`
        /// is formed at the GHASH unit, across the device from the delay line and the control
        /// that read `rec`. One copy of `enc` per word of `x`; `x_shape` spreads the mask to
        /// bits (wires).
        x_enc: ReplicatedReg<4> = Default::default(),
        x_mask: Reg<Bits<16>> = Default::default(),
        /// The record's `last` flag likewise, the GHASH unit's `pen`: a packet's last beat is the
        /// block before its length block.
        x_pen: Reg<Bit> = Default::default(),
        /// The GHASH unit's `absorb`, from `core_valid_next`, `rec_next` and the length block's
        /// condition, so that the unit's control starts at one flip-flop.
        x_absorb: Reg<Bit> = Default::default(),
        x_shape: KeepLanes = Default::default(),
        /// `rec`'s `enc` flag: `x_enc` holds it.
        rec_enc_unused: UnusedBits<1> = Default::default(),
        fly_two: Signal<Local, Bit> = Default::default(),
        has: Constant<Bit> = Constant::new(options.has_gcm()),
        aad_word: Constant<Bits<6>> = Constant::new((word(offset::AAD_LEN) as u8).to_bits()),
        zero: Constant<Bits<32>> = Constant::new(0_u32.to_bits()),
        j0_word: Constant<Bits<32>> = Constant::new(0x0100_0000_u32.to_bits()),
        ctr_first: Constant<Bits<32>> = Constant::new(0x0200_0000_u32.to_bits()),
        count_bits: Constant<Bits<32>> = Constant::new(0x1F_u32.to_bits()),
        /// The record bits of J0 and H (`gcm_words.rs`).
        key_block_bits: Constant<Bits<32>> = Constant::new((RECORD_J0 | RECORD_H).to_bits()),
        enc_bit: Constant<Bits<32>> = Constant::new(RECORD_ENC.to_bits()),
        last_bit: Constant<Bits<32>> = Constant::new(RECORD_LAST.to_bits()),
        text_bits: Constant<Bits<32>> = Constant::new((RECORD_AAD | RECORD_PAY).to_bits()),
        keep_all: Constant<Bits<16>> = Constant::new(0xFFFF_u32.to_bits()),
        count16: Constant<Bits<5>> = Constant::new(16_u32.to_bits()),
        /// The IV words the hand-over writes (`IV1`, `IV2`).
        handover_words: Constant<Bits<4>> = Constant::new(0b0110_u8.to_bits()),
        no_words: Constant<Bits<4>> = Constant::new(0_u8.to_bits()),
        gap0: Constant<Bits<2>> = Constant::new(0_u32.to_bits()),
        gap1: Constant<Bits<2>> = Constant::new(1_u32.to_bits()),
        gap2: Constant<Bits<2>> = Constant::new(2_u32.to_bits()),
        fly0: Constant<Bits<5>> = Constant::new(0_u32.to_bits()),
        fly1: Constant<Bits<5>> = Constant::new(1_u32.to_bits()),
        fly2: Constant<Bits<5>> = Constant::new(2_u32.to_bits()),
    }
}

// Without GCM the block is built with `has` low: it never offers a block, never claims one
// leaving the core, and its key material stays 0, so synthesis removes it.
const _: () = assert!(caps::GCM != 0);

impl Logic for GcmMode {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, in_pkt, other_pkt, pkt_decrypt, h_fresh, h_inflight, h_done, inner_busy, forward_q,
            j0_ok_q, h_want_q, data_gcm_q, data_j0_q, data_h_q, zpend, ghash_clear, tail1,
            tail2, d1v, d2v, jh, gap, fly, fly_nz, fly_one, x_mask, x_pen, x_absorb, b_aad, b_more, b_mask, b_count, rest, rest_ge16,
            rest_ge32, ctr, a_bytes, c_bytes, aad_len, aad_ge16, aad_ge32
        );
        for i in 0..3 {
            self.piv[i].clock.next = self.clock.val();
            self.piv[i].d.next = self.piv[i].q.val();
        }
        for i in 0..4 {
            self.mask[i].clock.next = self.clock.val();
            self.mask[i].d.next = self.mask[i].q.val();
        }
        self.iv3_unused.x.next = self.iv[3].val();

        // `AAD_LEN`, with its strobes merged.
        self.aad_merge.q.next = self.aad_len.q.val();
        self.aad_merge.d.next = self.reg_data.val();
        self.aad_merge.strb.next = self.reg_strb.val();
        if self.reg_we.val() & (self.reg_word.val() == self.aad_word.val()) & self.has.val() {
            self.aad_len.d.next = self.aad_merge.y.val();
            self.aad_ge16.d.next = self.aad_merge.y.val().get_bits::<28>(4).any();
            self.aad_ge32.d.next = self.aad_merge.y.val().get_bits::<27>(5).any();
        }
        if self.zeroize.val() | self.reset.val() {
            self.aad_len.d.next = self.zero.val();
            self.aad_ge16.d.next = false;
            self.aad_ge32.d.next = false;
        }
        self.reg_rdata.next = self.zero.val();
        if self.reg_read_word.val() == self.aad_word.val() {
            self.reg_rdata.next = self.aad_len.q.val();
        }

        // Input side. A GCM packet starts with its J0 block, offered while the first beat waits
        // (`tvalid`) and a FIFO credit is free; its beats follow from the next cycle (`in_pkt`).
        // After a GCM packet's last beat the input rests one cycle (`gap` = 2) before the next
        // J0 and two before any other block, so that its tag has its place on the output.
        // The decision is `GcmOffer`'s and `GcmSlot`'s (`gcm_offer.rs`, `gcm_slot.rs`): each of
        // their inputs is passed by a statement of its own, from registers and inputs only, and
        // the rest of this kernel reads their outputs, never the signals written here. What may
        // be offered is `GcmOfferState` of the state, held in flip-flops loaded at the end of
        // this kernel from the next state.
        self.offers.j0_ok.next = self.j0_ok_q.q.val();
        self.offers.h_want.next = self.h_want_q.q.val();
        self.offers.tvalid.next = self.tvalid.val();
        self.offers.credit_ok.next = self.credit_ok.val();
        self.take.offer_j0.next = self.offers.offer_j0.val();
        self.take.offer_h.next = self.offers.offer_h.val();
        self.take.core_ready.next = self.core_ready.val();
        if self.accept.val() & !self.in_pkt.q.val() {
            self.other_pkt.d.next = !self.tlast.val();
        }
        // For `STATUS` only: the offers take it through `GcmOfferState`.
        self.key_ok.next = !self.forward_q.q.val() | (self.h_fresh.q.val() & self.ghash.powers_ready.val());
        self.offer.next = self.offers.offer.val();
        self.offer_credit.next = self.offers.offer_j0.val();
        self.own_data.next = self.data_gcm_q.q.val();
        self.own_last.next = (self.data_h_q.q.val() & !self.in_pkt.q.val()) | (self.tlast.val() & self.in_pkt.q.val());
        self.whole_last.next = self.accept.val() & self.in_pkt.q.val() & self.tlast.val();

        for i in 0..3 {
            self.own_in[i].next = self.piv[i].q.val();
            if self.data_j0_q.q.val() {
                self.own_in[i].next = self.iv[i].val();
            }
        }
        self.own_in[3].next = self.ctr.q.val();
        if self.data_j0_q.q.val() {
            self.own_in[3].next = self.j0_word.val();
        }
        if self.data_h_q.q.val() {
            for i in 0..4 {
                self.own_in[i].next = self.zero.val();
            }
        }
        self.words.ctr.next = self.ctr.q.val();
        self.words.iv1.next = self.piv[1].q.val();
        self.words.iv2.next = self.piv[2].q.val();
        self.words.keep.next = self.tkeep.val();
        self.iv_data[0].next = self.zero.val();
        self.iv_data[1].next = self.words.iv1_next.val();
        self.iv_data[2].next = self.words.iv2_next.val();
        self.iv_data[3].next = self.zero.val();
        self.iv_load.next = self.no_words.val();
        if self.accept.val() & self.in_pkt.q.val() & self.tlast.val() {
            self.iv_load.next = self.handover_words.val();
        }
        if self.take.j0_go.val() {
            self.in_pkt.d.next = true;
            for i in 0..3 {
                self.piv[i].d.next = self.iv[i].val();
            }
            self.pkt_decrypt.d.next = self.ctrl_decrypt.val();
            self.ctr.d.next = self.ctr_first.val();
        }
        if self.gap.q.val() != self.gap0.val() {
            self.gap.d.next = self.gap.q.val() - self.gap1.val();
        }
        // The next beat's kind, one beat ahead: from `AAD_LEN` at J0 (never inside a packet),
        // from `rest` at a beat (always inside one), so that `in_pkt`, a register, chooses.
        self.step_rest.x.next = self.rest.q.val();
        self.step_rest.ge16.next = self.rest_ge16.q.val();
        self.step_rest.ge32.next = self.rest_ge32.q.val();
        self.step_len.x.next = self.aad_len.q.val();
        self.step_len.ge16.next = self.aad_ge16.q.val();
        self.step_len.ge32.next = self.aad_ge32.q.val();
        if self.take.j0_go.val() | (self.accept.val() & self.in_pkt.q.val()) {
            if self.in_pkt.q.val() {
                self.b_aad.d.next = self.step_rest.aad.val();
                self.b_more.d.next = self.step_rest.more.val();
                self.b_mask.d.next = self.step_rest.mask.val();
                self.b_count.d.next = self.step_rest.count.val();
                self.rest.d.next = self.step_rest.rest.val();
                self.rest_ge16.d.next = self.step_rest.rest_ge16.val();
                self.rest_ge32.d.next = self.step_rest.rest_ge32.val();
            } else {
                self.b_aad.d.next = self.step_len.aad.val();
                self.b_more.d.next = self.step_len.more.val();
                self.b_mask.d.next = self.step_len.mask.val();
                self.b_count.d.next = self.step_len.count.val();
                self.rest.d.next = self.step_len.rest.val();
                self.rest_ge16.d.next = self.step_len.rest_ge16.val();
                self.rest_ge32.d.next = self.step_len.rest_ge32.val();
            }
        }
        if self.accept.val() & self.in_pkt.q.val() {
            if !self.b_aad.q.val() {
                self.ctr.d.next = self.words.ctr_next.val();
            }
            if self.tlast.val() {
                self.in_pkt.d.next = false;
                self.gap.d.next = self.gap2.val();
            }
        }
        // The slot's record, written beside the core for every block it takes. The record
        // counts only where it is written (`slot`): there the data selects name the block taken
        // (`gcm_offer_state.rs`), so the record needs neither the offer nor `in_ready`.
        self.words.pk_gcm.next = self.data_gcm_q.q.val();
        self.words.pk_j0.next = self.data_gcm_q.q.val() & self.data_j0_q.q.val();
        self.words.pk_h.next = self.data_gcm_q.q.val() & self.data_h_q.q.val();
        self.words.pk_aad.next = self.in_pkt.q.val() & self.b_aad.q.val();
        self.words.pk_pay.next = self.in_pkt.q.val() & !self.b_aad.q.val();
        self.words.pk_last.next = self.in_pkt.q.val() & self.tlast.val();
        self.words.pk_enc.next = self.in_pkt.q.val() & !self.b_aad.q.val() & !self.pkt_decrypt.q.val();
        self.words.pk_err.next = self.in_pkt.q.val()
            & self.tlast.val()
            & ((self.b_aad.q.val() & self.b_more.q.val()) | (!self.b_aad.q.val() & !self.words.keep_ok.val()));
        self.words.pk_mask.next = self.keep_all.val();
        self.words.pk_count.next = self.count16.val();
        if self.b_aad.q.val() {
            self.words.pk_mask.next = self.b_mask.q.val();
            self.words.pk_count.next = self.b_count.q.val();
        }
        if !self.b_aad.q.val() & self.tlast.val() {
            self.words.pk_mask.next = self.tkeep.val();
            self.words.pk_count.next = self.words.keep_count.val();
        }
        // Only GCM's own blocks carry its record: the line's record column is the OR of the
        // modes' (`mode_port.rs`).
        self.record.next = self.zero.val();
        if self.data_gcm_q.q.val() {
            self.record.next = self.words.pk.val();
        }
        self.side_in.next = self.in_pkt.q.val();
        self.fly_two.next = self.fly.q.val() == self.fly2.val();
        if self.slot.val() & !self.core_valid.val() {
            self.fly.d.next = self.fly.q.val() + self.fly1.val();
        }
        if !self.slot.val() & self.core_valid.val() {
            self.fly.d.next = self.fly.q.val() - self.fly1.val();
        }
        self.fly_nz.d.next = self.slot.val() | (self.fly_nz.q.val() & !(self.fly_one.q.val() & self.core_valid.val()));
        if self.slot.val() {
            self.fly_one.d.next = !self.fly_nz.q.val() | (self.fly_one.q.val() & self.core_valid.val());
        } else {
            self.fly_one.d.next =
                (self.fly_one.q.val() & !self.core_valid.val()) | (self.fly_two.val() & self.core_valid.val());
        }

        // Output side: the record of the block leaving the core.
        self.o_flags.next = self.rec.val().get_bits::<8>(8);
        self.o_count.next = self.rec.val() & self.count_bits.val();
        self.words.mask.next = self.rec.val().get_bits::<16>(16);
        self.o_gcm.next = self.core_valid.val() & self.o_flags.val().get_bit(0);
        self.o_j0.next = self.core_valid.val() & self.o_flags.val().get_bit(1);
        self.o_h.next = self.core_valid.val() & self.o_flags.val().get_bit(2);
        self.o_aad.next = self.core_valid.val() & self.o_flags.val().get_bit(3);
        self.o_pay.next = self.core_valid.val() & self.o_flags.val().get_bit(4);
        self.o_last.next = self.core_valid.val() & self.o_flags.val().get_bit(5);
        self.o_err.next = self.core_valid.val() & self.o_flags.val().get_bit(7);
        // The GHASH input is one LUT from registers (`ghash.rs`): `x` reads the flags without
        // `core_valid`, since it counts only with `absorb`, and `enc` (an encrypting packet's
        // payload, never AAD) alone chooses whether the key stream enters, so `x` has six
        // inputs (`len_q`, a length bit, `enc`, `core_out`, `held`, the lane). `out` likewise
        // reads the AAD flag without `core_valid`: it counts only with a push.
        self.own_out.next = self.o_flags.val().get_bit(0) & self.has.val();
        self.x_enc.clock.next = self.clock.val();
        self.rec_enc_unused.x.next = self.o_flags.val().get_bits::<1>(6);
        self.x_enc.d.next = (self.rec_next.val() & self.enc_bit.val()).any();
        self.x_mask.d.next = self.rec_next.val().get_bits::<16>(16);
        self.x_pen.d.next = (self.rec_next.val() & self.last_bit.val()).any();
        self.x_shape.keep.next = self.x_mask.q.val();
        for i in 0..4 {
            self.out[i].next = (self.core_out[i].val() ^ self.held[i].val()) & self.words.lane[i].val();
            if self.o_flags.val().get_bit(3) {
                self.out[i].next = self.held[i].val() & self.words.lane[i].val();
            }
            self.x[i].next = (self.core_out[i].val() ^ self.held[i].val()) & self.x_shape.lane[i].val();
            if !self.x_enc.q.val().get_bit(i) {
                self.x[i].next = self.held[i].val() & self.x_shape.lane[i].val();
            }
            if self.len_q.q.val().get_bit(i) {
                self.x[i].next = self.words.len[i].val();
            }
            self.ghash.x[i].next = self.x[i].val();
            self.ghash.h[i].next = self.core_out[i].val();
            self.ghash.mask[i].next = self.mask[i].q.val();
            if self.o_j0.val() {
                self.mask[i].d.next = self.core_out[i].val();
            }
            self.insert_data[i].next = self.ghash.hash[i].val();
        }
        self.words.a_bytes.next = self.a_bytes.q.val();
        self.words.c_bytes.next = self.c_bytes.q.val();
        self.ghash.clock.next = self.clock.val();
        self.ghash.absorb.next = self.x_absorb.q.val();
        self.ghash.last.next = self.len_q.q.val().get_bit(4);
        self.ghash.pen.next = self.x_pen.q.val();
        self.ghash.h_load.next = self.o_h.val();
        if self.o_j0.val() {
            self.a_bytes.d.next = self.zero.val();
            self.c_bytes.d.next = self.zero.val();
        }
        if self.o_aad.val() {
            self.a_bytes.d.next = self.a_bytes.q.val() + self.o_count.val();
        }
        if self.o_pay.val() {
            self.c_bytes.d.next = self.c_bytes.q.val() + self.o_count.val();
        }
        self.len_q.d.next = self.o_last.val();
        self.len_q.clock.next = self.clock.val();
        self.tail1.d.next = self.len_q.q.val().get_bit(5);
        self.tail2.d.next = self.tail1.q.val();
        self.length_err.next = self.o_err.val();

        // The output stage (two cycles in a build with GCM, so that a tag, three cycles after
        // its length block, takes the place its packet's J0 and the rest cycle leave free)
        // loads every cycle; GCM pushes its AAD and payload blocks. The blocks that leave the
        // core as key material, J0 (the tag's mask) and H, are the GCM blocks that are not
        // pushed: `jh` makes the stage load 0 for them, decoded from the record a cycle ahead
        // and not from the core's `valid`.
        self.jh.d.next = (self.rec_next.val() & self.key_block_bits.val()).any();
        self.out_zero.next = self.jh.q.val();
        self.push.next = self.o_aad.val() | self.o_pay.val();
        self.d1v.d.next = self.core_valid.val() & (!self.o_gcm.val() | self.o_aad.val() | self.o_pay.val());
        self.d2v.d.next = self.d1v.q.val();
        self.insert.next = self.ghash.hash_valid.val();

        // H: a zero block through the core once a forward key is loaded; its powers follow in the
        // GHASH unit. A key change drops `h_fresh` at once (the running packet keeps its `H`
        // until the new key's block replaces it, after the pipeline has drained).
        if self.take.h_go.val() {
            self.h_inflight.d.next = true;
        }
        self.h_done.d.next = self.o_h.val() & !self.reset.val();
        if self.h_done.q.val() {
            self.h_inflight.d.next = false;
            self.h_fresh.d.next = true;
        }
        if !self.key_ready.val() {
            self.h_fresh.d.next = false;
        }
        // An inverse-cipher key needs no H: the previous one is cleared.
        self.inv_clear.next = self.key_ready.val() & !self.forward_q.q.val() & !self.h_fresh.q.val();
        if self.inv_clear.val() {
            self.h_fresh.d.next = true;
        }
        // The GHASH unit is cleared at the edge after the one that ends `clear_now` or a reset
        // (`busy` covers that cycle after `clear_now`).
        self.busy.next = (self.inner_busy.q.val() | self.zpend.q.val() | self.ghash_clear.q.val()) & self.has.val();
        if self.zeroize.val() {
            self.zpend.d.next = true;
        }
        // The flag and the masks follow the registered clear, as the GHASH unit does, so that
        // the condition drives one flip-flop and not their resets; a zeroize in the clear's
        // own cycle keeps the flag and clears again.
        self.clear_now.next = self.inv_clear.val()
            | ((self.zpend.q.val() | self.zeroize.val()) & !self.inner_busy.q.val() & !self.ghash_clear.q.val());
        self.ghash_clear.d.next = self.clear_now.val() & !self.reset.val();
        if (self.ghash_clear.q.val() & !self.zeroize.val()) | self.reset.val() {
            self.zpend.d.next = false;
        }
        if self.ghash_clear.q.val() | self.reset.val() {
            for i in 0..4 {
                self.mask[i].d.next = self.zero.val();
            }
        }
        // The unit registers its clear (`ghash.rs`): it wipes at the edge `ghash_clear` does.
        self.ghash.clear.next = self.reset.val() | self.clear_now.val();
        if self.reset.val() {
            self.in_pkt.d.next = false;
            self.other_pkt.d.next = false;
            self.gap.d.next = self.gap0.val();
            self.h_fresh.d.next = false;
            self.h_inflight.d.next = false;
            self.fly.d.next = self.fly0.val();
            self.fly_nz.d.next = false;
            self.fly_one.d.next = false;
            self.len_q.d.next = false;
            self.tail1.d.next = false;
            self.tail2.d.next = false;
            self.d1v.d.next = false;
            self.d2v.d.next = false;
            self.a_bytes.d.next = self.zero.val();
            self.c_bytes.d.next = self.zero.val();
        }
        self.inner_busy.d.next = self.in_pkt.d.val()
            | self.fly_nz.d.val()
            | self.len_q.d.val()
            | self.tail1.d.val()
            | self.tail2.d.val()
            | self.d1v.d.val()
            | self.d2v.d.val()
            | self.h_inflight.d.val();
        // `o_aad | o_pay | len_q` of the next cycle (after the reset above).
        self.x_absorb.d.next =
            (self.core_valid_next.val() & (self.rec_next.val() & self.text_bits.val()).any()) | self.len_q.d.val();
        self.state_next.mode.next = self.ctrl_mode_next.val();
        self.state_next.decrypt.next = self.ctrl_decrypt_next.val();
        self.state_next.h_fresh.next = self.h_fresh.d.val();
        self.state_next.in_pkt.next = self.in_pkt.d.val();
        self.state_next.other_pkt.next = self.other_pkt.d.val() | self.others_open.val();
        self.state_next.gap.next = self.gap.d.val();
        self.state_next.inner_busy.next = self.inner_busy.d.val();
        self.state_next.powers_ready.next = self.ghash.powers_ready_next.val();
        self.forward_q.d.next = self.state_next.forward.val() & self.has.val();
        self.ready_next.next = self.state_next.pass.val() | !self.has.val();
        self.j0_ok_q.d.next = self.state_next.j0_ok.val() & self.has.val();
        self.h_want_q.d.next = self.state_next.h_want.val() & self.has.val();
        self.data_gcm_q.d.next = self.state_next.data_gcm.val() & self.has.val();
        self.data_j0_q.d.next = self.state_next.data_j0.val();
        self.data_h_q.d.next = self.state_next.data_h.val();
    }
}

impl GcmMode {
    /// The GHASH unit (for checks of what it stores).
    pub fn ghash(&self) -> &Ghash {
        &self.ghash
    }
}

/// The Verilog of the GCM mode on its own, top module `gcm_mode`.
pub fn gcm_mode_verilog() -> String {
    crate::export::verilog_named(&mut GcmMode::new(crate::params::CoreOptions::default()), "gcm_mode")
}
