//! `GcmControl`: AES-GCM (`CTRL.MODE = 5`, `aes_axis.md` "GCM") around the pipelined core, which
//! stays an ECB core: the pre-counter block, the counter blocks, the AAD and payload beats, the
//! length block, the GHASH unit (`ghash.rs`) and the tag beat; `H` at every forward key load.
//!
//! # Slots
//!
//! Every block the core takes (a *slot*) gets a record (`record`) in the modes' delay line beside
//! the pipeline (`modes.rs`, its fifth column, written when the core takes the block and read
//! back from a register as it leaves the core, `rec`, so it follows the core's latency with one
//! register per round or two): its kind (J0, H, AAD, payload, or another mode's block), the
//! packet's last beat, whether it is an encrypting packet's payload (its ciphertext is the
//! output), a length error, the byte mask and the byte count. A GCM beat's input data waits in
//! the same line's data columns (`side_data`), read back as `din0..3`: the data waits once, for
//! the modes and for GCM.
//!
//! | slot | core input | leaves the core as | to the FIFO | GHASH |
//! |------|------------|--------------------|-------------|-------|
//! | J0 (`inject`, before the first beat) | `IV0..2 \|\| 00000001` | `E_K(J0)`, the mask | nothing (its credit is the tag's) | |
//! | AAD beat | counter (unused) | | the input, bytes past `AAD_LEN` zero | the same |
//! | payload beat | `inc32` counter | key stream | `(in ^ ks) & mask` | ciphertext: the output (encrypt) or `in & mask` (decrypt) |
//! | H (`inject` at a key load) | 0 | `H` | nothing, no credit | `h_load` |
//! | other modes | (`modes.rs`) | | `other` | |
//!
//! The cycle after a packet's last slot leaves the core the GHASH unit absorbs the length
//! block (from the byte counts of the packet's AAD and payload slots), with the mask `E_K(J0)`:
//! the tag is `hash` three cycles later and is pushed to the FIFO with `tlast`.
//!
//! # Tag ordering and rates
//!
//! Every block goes to the FIFO two cycles after it leaves the core (`dd1`, `dd2`), so in a
//! build with GCM the latency is that of the other builds plus two (`rounds + 4` with one
//! register per round). For a packet whose last beat leaves the core in cycle `t`: the beat is
//! pushed in `t + 2`, the length block absorbed in `t + 1`, the tag pushed in `t + 4`. After
//! the last beat the input rests one cycle (`gap`), the next packet's J0 enters at the earliest
//! one cycle later (it is not pushed) and its first beat one after that, pushed in `t + 5`; a
//! block of another mode waits two cycles. So back-to-back GCM packets of `n` beats take
//! `n + 2` cycles each (J0 and the rest cycle) in and out, and the tag leaves the FIFO
//! `core latency + 5` cycles after the last beat's handshake (two after the last beat).
//!
//! # Input FSM
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | idle | `gcm_mode && tvalid && slot_ok && h_ok && gap < 2` | J0 into the core, IV / `AAD_LEN` / direction sampled: `in_pkt` |
//! | `in_pkt` | beat accepted, `b_aad` | AAD beat; the next beat's kind from `rest` (`rest -= 16`, to 0) |
//! | `in_pkt` | beat accepted, `!b_aad` | payload beat, counter `inc32` |
//! | `in_pkt` | beat with `tlast` | idle, `gap = 2`, IV hand-over |
//!
//! The kind of the next beat (`b_aad`, its mask and count, `b_more`) is registered one beat
//! ahead (`aad_step.rs`): at J0 from `AAD_LEN`, at each beat from `rest`, the AAD bytes still to
//! come after the next beat; so the slot record takes it from flip-flops. Both counts keep two
//! size bits beside them (at least 16, at least 32 bytes), so no step decodes a 32-bit count.
//! A packet that ends with AAD bytes still to come (`b_more`), or whose last payload
//! beat's `tkeep` is not contiguous from byte 0, is marked: `length_err` when its last beat
//! leaves the core; its tag is still pushed (a value computed as usual from what came).
//! Byte counts are 32 bits: a packet carries at most `2^32 - 1` bytes of AAD and of payload.
//!
//! # H and key material
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | `h_fresh = 0` | `key_ready && forward && slot_ok`, no H in flight | zero block into the core (`h_inflight`) |
//! | `h_inflight` | its slot leaves the core | `h_load` into the GHASH unit; `h_fresh` a cycle later (`h_done`); `h_ok` with `powers_ready` 4 cycles after `h_load` |
//! | any | `!key_ready` | `h_fresh = 0` |
//! | `h_fresh = 0` | `key_ready && !forward` | GHASH state cleared, `h_fresh` (no H for the inverse cipher) |
//!
//! A key load therefore takes the core's latency plus five cycles more than in a build without
//! GCM before `h_ok`. The GHASH unit's state (H, H^2, accumulators, hash, mask) and the mask
//! registers are cleared by reset, by a zeroize once nothing of a GCM packet is on its way
//! (`zpend` until then, so the running packet finishes under its own `H`), and by the next key
//! load (`h_load` clears the rest; an inverse-cipher load clears everything). The zeroize's and
//! the inverse-cipher load's clear reach the GHASH unit through a register (`ghash_clear`), a
//! cycle after their condition, with `BUSY` high until they have; on the ECP5 the condition and
//! the clear's fanout together were the design's longest path (2.4 ns of logic, 11.0 ns of
//! routing). Neither can meet an `h_load`: both need the pipeline drained of `H`, and a new key
//! takes longer to load than the one cycle. The record and
//! data delay lines hold stream data and flags, never a key-derived value; the output delay
//! stages (`dd1`, `dd2`) load 0 for the J0 and H blocks and otherwise follow the core's output
//! register, which holds 0 without a block.

use super::aad_step::AadStep;
use super::gcm_offer::GcmOffer;
use super::gcm_offer_state::GcmOfferState;
use super::gcm_slot::GcmSlot;
use super::gcm_words::{GcmWords, RECORD_H, RECORD_J0};
use super::ghash::Ghash;
use crate::primitives::register::Reg;
use rust_hdl::prelude::*;

/// Cycles every block spends between the core and the FIFO in a build with GCM.
pub const GCM_OUTPUT_DELAY: u64 = 2;

#[derive(LogicBlock)]
pub struct GcmControl {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub zeroize: Signal<In, Bit>,
    /// The stored `CTRL.DECRYPT`, and the values `CTRL.MODE` and `CTRL.DECRYPT` hold from the
    /// next cycle on (the register block's `d`), for the offer's flip-flops.
    pub decrypt: Signal<In, Bit>,
    pub mode_next: Signal<In, Bits<3>>,
    pub decrypt_next: Signal<In, Bit>,
    /// `IV0..IV2` and `AAD_LEN`, sampled when a packet's `J0` enters the core.
    pub iv0: Signal<In, Bits<32>>,
    pub iv1: Signal<In, Bits<32>>,
    pub iv2: Signal<In, Bits<32>>,
    pub aad_len: Signal<In, Bits<32>>,
    /// `AAD_LEN >= 16` and `AAD_LEN >= 32`, stored beside it (`aad_step.rs`).
    pub aad_len_ge16: Signal<In, Bit>,
    pub aad_len_ge32: Signal<In, Bit>,
    /// `s_axis`: `tvalid`, `tlast` and `tkeep`.
    pub tvalid: Signal<In, Bit>,
    pub tlast: Signal<In, Bit>,
    pub tkeep: Signal<In, Bits<16>>,
    /// The slot's record, for the delay line beside the core (`modes.rs`, its fifth column),
    /// written with the block the core takes (`slot`); and whether that block's side value is
    /// its input data (a GCM beat: `modes.rs` `side_data`).
    pub record: Signal<Out, Bits<32>>,
    pub side_data: Signal<Out, Bit>,
    /// The record and the input data of the block leaving the core (`core_valid`), from the
    /// delay line's registers.
    pub rec: Signal<In, Bits<32>>,
    pub din0: Signal<In, Bits<32>>,
    pub din1: Signal<In, Bits<32>>,
    pub din2: Signal<In, Bits<32>>,
    pub din3: Signal<In, Bits<32>>,
    /// What `rec` holds in the next cycle (`modes.rs` `side_x_next`).
    pub rec_next: Signal<In, Bits<32>>,
    /// The core takes a block this cycle if offered (its `in_ready`, a FIFO credit, out of reset).
    pub slot_ok: Signal<In, Bit>,
    /// `slot_ok` but for the core's `in_ready` (a FIFO credit, out of reset).
    pub credit_ok: Signal<In, Bit>,
    /// The modes block takes a block (`modes.rs` `ready`: no feedback block in the cipher).
    pub modes_ready: Signal<In, Bit>,
    /// The core's `key_ready`.
    pub key_ready: Signal<In, Bit>,
    /// The core's output, and the other modes' output words for the same block.
    pub co0: Signal<In, Bits<32>>,
    pub co1: Signal<In, Bits<32>>,
    pub co2: Signal<In, Bits<32>>,
    pub co3: Signal<In, Bits<32>>,
    pub core_valid: Signal<In, Bit>,
    pub core_last: Signal<In, Bit>,
    pub other0: Signal<In, Bits<32>>,
    pub other1: Signal<In, Bits<32>>,
    pub other2: Signal<In, Bits<32>>,
    pub other3: Signal<In, Bits<32>>,
    /// `s_axis` may be accepted by this block's rules (from registers only).
    pub pass: Signal<Out, Bit>,
    /// A block of this control enters the core without an `s_axis` handshake: `J0` (it takes
    /// a FIFO credit: the tag's) or the zero block of `H` (`offer_h`, no credit; its `in_last`
    /// is set).
    pub inject: Signal<Out, Bit>,
    /// The core takes a block this cycle: the `s_axis` handshake or an `inject`. Computed
    /// here, from this block's inputs, rather than in `aes_axis` from `s_axis_tready`: the
    /// handshake then never leaves and re-enters this block's kernel in the same cycle, which
    /// Verilator would take for a combinational loop (UNOPTFLAT) through it.
    pub slot: Signal<Out, Bit>,
    /// The block takes a FIFO credit: an `s_axis` beat or a `J0` (its credit is the tag's).
    pub credit: Signal<Out, Bit>,
    /// What the core is offered (`gcm_offer.rs`): its `in_valid`.
    pub offer: Signal<Out, Bit>,
    /// The core's input, should it take a block this cycle (`gcm_offer_state.rs`, from flip-flops):
    /// this control's block (`data_gcm`: `cin0..3`), and whether that is an injected block
    /// (`data_inject`), whose `in_last` is `data_h` (the zero block of `H`) rather than `tlast`.
    pub data_gcm: Signal<Out, Bit>,
    pub data_inject: Signal<Out, Bit>,
    pub data_h: Signal<Out, Bit>,
    pub cin0: Signal<Out, Bits<32>>,
    pub cin1: Signal<Out, Bits<32>>,
    pub cin2: Signal<Out, Bits<32>>,
    pub cin3: Signal<Out, Bits<32>>,
    /// The accepted beat is a GCM packet's last (it never sets `STATUS.PARTIAL`).
    pub gcm_last_beat: Signal<Out, Bit>,
    /// `H` and `H^2` are ready for the loaded key (or the loaded cipher is the inverse one).
    pub h_ok: Signal<Out, Bit>,
    /// The IV hand-over at a GCM packet's last beat: new `IV1`, `IV2`.
    pub iv_handover: Signal<Out, Bit>,
    pub next_iv1: Signal<Out, Bits<32>>,
    pub next_iv2: Signal<Out, Bits<32>>,
    /// A malformed GCM packet's last beat left the core (a pulse).
    pub length_err: Signal<Out, Bit>,
    /// Every block to the output FIFO, two cycles after the core, and the tags.
    pub push: Signal<Out, Bit>,
    pub out0: Signal<Out, Bits<32>>,
    pub out1: Signal<Out, Bits<32>>,
    pub out2: Signal<Out, Bits<32>>,
    pub out3: Signal<Out, Bits<32>>,
    pub out_last: Signal<Out, Bit>,
    /// A GCM packet, a tag or `H` is still on its way, or a zeroize of the GHASH state waits.
    pub busy: Signal<Out, Bit>,
    ghash: Ghash,
    sel: GcmOffer,
    /// What may be offered, computed from the next state (`gcm_offer_state.rs`) and held in
    /// the `*_q` flip-flops below, so that they equal `GcmOfferState` of the current state.
    state_next: GcmOfferState,
    forward_q: Reg<Bit>,
    pass_q: Reg<Bit>,
    j0_ok_q: Reg<Bit>,
    h_want_q: Reg<Bit>,
    data_gcm_q: Reg<Bit>,
    data_j0_q: Reg<Bit>,
    data_h_q: Reg<Bit>,
    take: GcmSlot,
    words: GcmWords,
    /// The next beat from the AAD bytes still to come (`rest`) and, at `J0`, from `AAD_LEN`.
    step_rest: AadStep,
    step_len: AadStep,
    in_pkt: Reg<Bit>,
    /// Another mode's packet is under way (`gcm_offer_state.rs`).
    other_pkt: Reg<Bit>,
    pkt_decrypt: Reg<Bit>,
    h_fresh: Reg<Bit>,
    h_inflight: Reg<Bit>,
    /// `H` left the core in the cycle before (`o_h`, registered): it ends `h_inflight` and sets
    /// `h_fresh`, so the decode of the core's output record reaches one flip-flop and not, through
    /// `h_fresh`, the offers' next values.
    h_done: Reg<Bit>,
    /// Something of GCM is on its way (a packet, a block in the core, the length block, a tag,
    /// a block in the delay stages, `H`): the OR of those registers, computed a cycle ahead
    /// from their next values, so that the offers (and through them the core's `in_valid`
    /// and stage 0's clear) read one flip-flop instead of eight registers and a pointer compare.
    inner_busy: Reg<Bit>,
    zpend: Reg<Bit>,
    /// The GHASH unit's clear for a zeroize or an inverse-cipher key, registered: its condition
    /// (the pipeline's drain) and its fanout to every GHASH register are then two paths.
    ghash_clear: Reg<Bit>,
    len_q: Reg<Bit>,
    tail1: Reg<Bit>,
    tail2: Reg<Bit>,
    d1v: Reg<Bit>,
    /// The record in `rec` is a J0's or an H's (a block that is not pushed): `dd1` loads 0.
    /// Decoded a cycle ahead from `rec_next`, so that the clear of the 128 `dd1` flip-flops is
    /// one register and not the core's output `valid` through the record's decode.
    jh: Reg<Bit>,
    d1l: Reg<Bit>,
    d2v: Reg<Bit>,
    d2l: Reg<Bit>,
    gap: Reg<Bits<2>>,
    /// Blocks taken and blocks out of the core: busy while they differ (at most 29 in flight
    /// with two registers per round).
    wr_ptr: Reg<Bits<5>>,
    rd_ptr: Reg<Bits<5>>,
    /// The next beat, one beat ahead (`aad_step.rs`): AAD or payload, AAD left after it, its
    /// mask and count as an AAD beat, and the AAD bytes to come after it.
    b_aad: Reg<Bit>,
    b_more: Reg<Bit>,
    b_mask: Reg<Bits<16>>,
    b_count: Reg<Bits<5>>,
    rest: Reg<Bits<32>>,
    rest_ge16: Reg<Bit>,
    rest_ge32: Reg<Bit>,
    ctr: Reg<Bits<32>>,
    a_bytes: Reg<Bits<32>>,
    c_bytes: Reg<Bits<32>>,
    piv0: Reg<Bits<32>>,
    mask0: Reg<Bits<32>>,
    dd1_0: Reg<Bits<32>>,
    dd2_0: Reg<Bits<32>>,
    piv1: Reg<Bits<32>>,
    mask1: Reg<Bits<32>>,
    dd1_1: Reg<Bits<32>>,
    dd2_1: Reg<Bits<32>>,
    piv2: Reg<Bits<32>>,
    mask2: Reg<Bits<32>>,
    dd1_2: Reg<Bits<32>>,
    dd2_2: Reg<Bits<32>>,
    piv3: Reg<Bits<32>>,
    mask3: Reg<Bits<32>>,
    dd1_3: Reg<Bits<32>>,
    dd2_3: Reg<Bits<32>>,
    inv_clear: Signal<Local, Bit>,
    clear_now: Signal<Local, Bit>,
    o_flags: Signal<Local, Bits<8>>,
    o_count: Signal<Local, Bits<32>>,
    o_gcm: Signal<Local, Bit>,
    o_j0: Signal<Local, Bit>,
    o_h: Signal<Local, Bit>,
    o_aad: Signal<Local, Bit>,
    o_pay: Signal<Local, Bit>,
    o_last: Signal<Local, Bit>,
    o_enc: Signal<Local, Bit>,
    o_err: Signal<Local, Bit>,
    o_push: Signal<Local, Bit>,
    gout0: Signal<Local, Bits<32>>,
    x0: Signal<Local, Bits<32>>,
    gout1: Signal<Local, Bits<32>>,
    x1: Signal<Local, Bits<32>>,
    gout2: Signal<Local, Bits<32>>,
    x2: Signal<Local, Bits<32>>,
    gout3: Signal<Local, Bits<32>>,
    x3: Signal<Local, Bits<32>>,
    zero: Constant<Bits<32>>,
    j0_word: Constant<Bits<32>>,
    ctr_first: Constant<Bits<32>>,
    count_bits: Constant<Bits<32>>,
    /// The record bits of J0 and H (`gcm_words.rs`).
    key_block_bits: Constant<Bits<32>>,
    keep_all: Constant<Bits<16>>,
    count16: Constant<Bits<5>>,
    gap0: Constant<Bits<2>>,
    gap1: Constant<Bits<2>>,
    gap2: Constant<Bits<2>>,
    ptr1: Constant<Bits<5>>,
    ptr0: Constant<Bits<5>>,
}

impl Default for GcmControl {
    fn default() -> Self {
        GcmControl {
            clock: Default::default(),
            reset: Default::default(),
            zeroize: Default::default(),
            decrypt: Default::default(),
            mode_next: Default::default(),
            decrypt_next: Default::default(),
            iv0: Default::default(),
            iv1: Default::default(),
            iv2: Default::default(),
            aad_len: Default::default(),
            aad_len_ge16: Default::default(),
            aad_len_ge32: Default::default(),
            tvalid: Default::default(),
            tlast: Default::default(),
            tkeep: Default::default(),
            record: Default::default(),
            side_data: Default::default(),
            rec: Default::default(),
            din0: Default::default(),
            din1: Default::default(),
            din2: Default::default(),
            din3: Default::default(),
            rec_next: Default::default(),
            slot_ok: Default::default(),
            credit_ok: Default::default(),
            modes_ready: Default::default(),
            key_ready: Default::default(),
            co0: Default::default(),
            co1: Default::default(),
            co2: Default::default(),
            co3: Default::default(),
            core_valid: Default::default(),
            core_last: Default::default(),
            other0: Default::default(),
            other1: Default::default(),
            other2: Default::default(),
            other3: Default::default(),
            pass: Default::default(),
            inject: Default::default(),
            cin0: Default::default(),
            cin1: Default::default(),
            cin2: Default::default(),
            cin3: Default::default(),
            gcm_last_beat: Default::default(),
            h_ok: Default::default(),
            iv_handover: Default::default(),
            next_iv1: Default::default(),
            next_iv2: Default::default(),
            length_err: Default::default(),
            push: Default::default(),
            out0: Default::default(),
            out1: Default::default(),
            out2: Default::default(),
            out3: Default::default(),
            out_last: Default::default(),
            busy: Default::default(),
            ghash: Default::default(),
            sel: Default::default(),
            state_next: Default::default(),
            forward_q: Default::default(),
            pass_q: Default::default(),
            j0_ok_q: Default::default(),
            h_want_q: Default::default(),
            data_gcm_q: Default::default(),
            data_j0_q: Default::default(),
            data_h_q: Default::default(),
            take: Default::default(),
            words: Default::default(),
            step_rest: Default::default(),
            step_len: Default::default(),
            in_pkt: Default::default(),
            other_pkt: Default::default(),
            pkt_decrypt: Default::default(),
            h_fresh: Default::default(),
            h_inflight: Default::default(),
            h_done: Default::default(),
            inner_busy: Default::default(),
            zpend: Default::default(),
            ghash_clear: Default::default(),
            len_q: Default::default(),
            tail1: Default::default(),
            tail2: Default::default(),
            d1v: Default::default(),
            jh: Default::default(),
            d1l: Default::default(),
            d2v: Default::default(),
            d2l: Default::default(),
            gap: Default::default(),
            wr_ptr: Default::default(),
            rd_ptr: Default::default(),
            b_aad: Default::default(),
            b_more: Default::default(),
            b_mask: Default::default(),
            b_count: Default::default(),
            rest: Default::default(),
            rest_ge16: Default::default(),
            rest_ge32: Default::default(),
            ctr: Default::default(),
            a_bytes: Default::default(),
            c_bytes: Default::default(),
            piv0: Default::default(),
            mask0: Default::default(),
            dd1_0: Default::default(),
            dd2_0: Default::default(),
            piv1: Default::default(),
            mask1: Default::default(),
            dd1_1: Default::default(),
            dd2_1: Default::default(),
            piv2: Default::default(),
            mask2: Default::default(),
            dd1_2: Default::default(),
            dd2_2: Default::default(),
            piv3: Default::default(),
            mask3: Default::default(),
            dd1_3: Default::default(),
            dd2_3: Default::default(),
            slot: Default::default(),
            credit: Default::default(),
            offer: Default::default(),
            data_gcm: Default::default(),
            data_inject: Default::default(),
            data_h: Default::default(),
            inv_clear: Default::default(),
            clear_now: Default::default(),
            o_flags: Default::default(),
            o_count: Default::default(),
            o_gcm: Default::default(),
            o_j0: Default::default(),
            o_h: Default::default(),
            o_aad: Default::default(),
            o_pay: Default::default(),
            o_last: Default::default(),
            o_enc: Default::default(),
            o_err: Default::default(),
            o_push: Default::default(),
            gout0: Default::default(),
            x0: Default::default(),
            gout1: Default::default(),
            x1: Default::default(),
            gout2: Default::default(),
            x2: Default::default(),
            gout3: Default::default(),
            x3: Default::default(),
            zero: Constant::new(0_u32.to_bits()),
            j0_word: Constant::new(0x0100_0000_u32.to_bits()),
            ctr_first: Constant::new(0x0200_0000_u32.to_bits()),
            count_bits: Constant::new(0x1F_u32.to_bits()),
            key_block_bits: Constant::new((RECORD_J0 | RECORD_H).to_bits()),
            keep_all: Constant::new(0xFFFF_u32.to_bits()),
            count16: Constant::new(16_u32.to_bits()),
            gap0: Constant::new(0_u32.to_bits()),
            gap1: Constant::new(1_u32.to_bits()),
            gap2: Constant::new(2_u32.to_bits()),
            ptr1: Constant::new(1_u32.to_bits()),
            ptr0: Constant::new(0_u32.to_bits()),
        }
    }
}

impl Logic for GcmControl {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            in_pkt,
            other_pkt,
            pkt_decrypt,
            h_fresh,
            h_inflight,
            h_done,
            inner_busy,
            forward_q,
            pass_q,
            j0_ok_q,
            h_want_q,
            data_gcm_q,
            data_j0_q,
            data_h_q,
            zpend,
            ghash_clear,
            len_q,
            tail1,
            tail2,
            d1v,
            jh,
            d1l,
            d2v,
            d2l,
            gap,
            wr_ptr,
            rd_ptr,
            b_aad,
            b_more,
            b_mask,
            b_count,
            rest,
            rest_ge16,
            rest_ge32,
            ctr,
            a_bytes,
            c_bytes,
            piv0,
            mask0,
            dd1_0,
            dd2_0,
            piv1,
            mask1,
            dd1_1,
            dd2_1,
            piv2,
            mask2,
            dd1_2,
            dd2_2,
            piv3,
            mask3,
            dd1_3,
            dd2_3
        );

        // Input side. A GCM packet starts with its J0 block, offered while the first beat waits
        // (`tvalid`) and the core has a slot; its beats follow from the next cycle (`in_pkt`).
        // After a GCM packet's last beat the input rests one cycle (`gap` = 2) before the next
        // J0 and two before any other block, so that its tag has its place on the output.
        // The decision is `GcmOffer`'s and `GcmSlot`'s (`gcm_offer.rs`, `gcm_slot.rs`): each of
        // their inputs is passed by a statement of its own, from registers and inputs only, and
        // the rest of this kernel reads their outputs, never the signals written here. What may
        // be offered is `GcmOfferState` of the state, held in flip-flops loaded at the end of
        // this kernel from the next state.
        self.sel.j0_ok.next = self.j0_ok_q.q.val();
        self.sel.h_want.next = self.h_want_q.q.val();
        self.sel.pass.next = self.pass_q.q.val();
        if self.take.accept_other.val() {
            self.other_pkt.d.next = !self.tlast.val();
        }
        self.sel.tvalid.next = self.tvalid.val();
        self.sel.credit_ok.next = self.credit_ok.val();
        self.sel.modes_ready.next = self.modes_ready.val();
        self.take.offer_j0.next = self.sel.offer_j0.val();
        self.take.offer_h.next = self.sel.offer_h.val();
        self.take.offer_beat.next = self.sel.offer_beat.val();
        self.take.core_ready.next = self.slot_ok.val();
        self.take.in_pkt.next = self.in_pkt.q.val();
        self.take.tlast.next = self.tlast.val();
        // For `STATUS` only: the offers take it through `GcmOfferState`.
        self.h_ok.next = !self.forward_q.q.val() | (self.h_fresh.q.val() & self.ghash.powers_ready.val());
        self.pass.next = self.pass_q.q.val();
        self.offer.next = self.sel.offer.val();
        self.data_gcm.next = self.data_gcm_q.q.val();
        self.data_inject.next = self.data_gcm_q.q.val() & !self.in_pkt.q.val();
        self.data_h.next = self.data_h_q.q.val();
        self.inject.next = self.take.inject.val();
        self.slot.next = self.take.slot.val();
        self.credit.next = self.take.credit.val();
        self.gcm_last_beat.next = self.take.last_beat.val();

        self.cin0.next = self.piv0.q.val();
        self.cin1.next = self.piv1.q.val();
        self.cin2.next = self.piv2.q.val();
        self.cin3.next = self.piv3.q.val();
        self.cin3.next = self.ctr.q.val();
        if self.data_j0_q.q.val() {
            self.cin0.next = self.iv0.val();
            self.cin1.next = self.iv1.val();
            self.cin2.next = self.iv2.val();
            self.cin3.next = self.j0_word.val();
        }
        if self.data_h_q.q.val() {
            self.cin0.next = self.zero.val();
            self.cin1.next = self.zero.val();
            self.cin2.next = self.zero.val();
            self.cin3.next = self.zero.val();
        }
        self.words.ctr.next = self.ctr.q.val();
        self.words.iv1.next = self.piv1.q.val();
        self.words.iv2.next = self.piv2.q.val();
        self.words.keep.next = self.tkeep.val();
        self.next_iv1.next = self.words.iv1_next.val();
        self.next_iv2.next = self.words.iv2_next.val();
        self.iv_handover.next = self.take.accept_gcm.val() & self.tlast.val();
        if self.take.j0_go.val() {
            self.in_pkt.d.next = true;
            self.piv0.d.next = self.iv0.val();
            self.piv1.d.next = self.iv1.val();
            self.piv2.d.next = self.iv2.val();
            self.pkt_decrypt.d.next = self.decrypt.val();
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
        self.step_len.x.next = self.aad_len.val();
        self.step_len.ge16.next = self.aad_len_ge16.val();
        self.step_len.ge32.next = self.aad_len_ge32.val();
        if self.take.j0_go.val() | self.take.accept_gcm.val() {
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
        if self.take.accept_gcm.val() {
            if !self.b_aad.q.val() {
                self.ctr.d.next = self.words.ctr_next.val();
            }
            if self.tlast.val() {
                self.in_pkt.d.next = false;
                self.gap.d.next = self.gap2.val();
            }
        }
        // The slot's record, written beside the core for every block it takes.
        // The record counts only where it is written (`slot`): there the data selects name the
        // block taken (`gcm_offer_state.rs`), so the record needs neither the offer nor `in_ready`.
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
        self.record.next = self.words.pk.val();
        self.side_data.next = self.in_pkt.q.val();
        if self.take.slot.val() {
            self.wr_ptr.d.next = self.wr_ptr.q.val() + self.ptr1.val();
        }
        if self.core_valid.val() {
            self.rd_ptr.d.next = self.rd_ptr.q.val() + self.ptr1.val();
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
        // inputs (`len_q`, a length bit, `enc`, `co`, `din`, the lane). `gout` likewise reads
        // the AAD flag without `core_valid`: it counts only with a push.
        self.o_enc.next = self.o_flags.val().get_bit(6);
        self.gout0.next = (self.co0.val() ^ self.din0.val()) & self.words.lane0.val();
        if self.o_flags.val().get_bit(3) {
            self.gout0.next = self.din0.val() & self.words.lane0.val();
        }
        self.x0.next = (self.co0.val() ^ self.din0.val()) & self.words.lane0.val();
        if !self.o_enc.val() {
            self.x0.next = self.din0.val() & self.words.lane0.val();
        }
        if self.len_q.q.val() {
            self.x0.next = self.words.len0.val();
        }
        self.gout1.next = (self.co1.val() ^ self.din1.val()) & self.words.lane1.val();
        if self.o_flags.val().get_bit(3) {
            self.gout1.next = self.din1.val() & self.words.lane1.val();
        }
        self.x1.next = (self.co1.val() ^ self.din1.val()) & self.words.lane1.val();
        if !self.o_enc.val() {
            self.x1.next = self.din1.val() & self.words.lane1.val();
        }
        if self.len_q.q.val() {
            self.x1.next = self.words.len1.val();
        }
        self.gout2.next = (self.co2.val() ^ self.din2.val()) & self.words.lane2.val();
        if self.o_flags.val().get_bit(3) {
            self.gout2.next = self.din2.val() & self.words.lane2.val();
        }
        self.x2.next = (self.co2.val() ^ self.din2.val()) & self.words.lane2.val();
        if !self.o_enc.val() {
            self.x2.next = self.din2.val() & self.words.lane2.val();
        }
        if self.len_q.q.val() {
            self.x2.next = self.words.len2.val();
        }
        self.gout3.next = (self.co3.val() ^ self.din3.val()) & self.words.lane3.val();
        if self.o_flags.val().get_bit(3) {
            self.gout3.next = self.din3.val() & self.words.lane3.val();
        }
        self.x3.next = (self.co3.val() ^ self.din3.val()) & self.words.lane3.val();
        if !self.o_enc.val() {
            self.x3.next = self.din3.val() & self.words.lane3.val();
        }
        if self.len_q.q.val() {
            self.x3.next = self.words.len3.val();
        }
        self.words.a_bytes.next = self.a_bytes.q.val();
        self.words.c_bytes.next = self.c_bytes.q.val();
        self.ghash.clock.next = self.clock.val();
        self.ghash.absorb.next = self.o_aad.val() | self.o_pay.val() | self.len_q.q.val();
        self.ghash.last.next = self.len_q.q.val();
        self.ghash.h_load.next = self.o_h.val();
        self.ghash.x0.next = self.x0.val();
        self.ghash.h0.next = self.co0.val();
        self.ghash.mask0.next = self.mask0.q.val();
        self.ghash.x1.next = self.x1.val();
        self.ghash.h1.next = self.co1.val();
        self.ghash.mask1.next = self.mask1.q.val();
        self.ghash.x2.next = self.x2.val();
        self.ghash.h2.next = self.co2.val();
        self.ghash.mask2.next = self.mask2.q.val();
        self.ghash.x3.next = self.x3.val();
        self.ghash.h3.next = self.co3.val();
        self.ghash.mask3.next = self.mask3.q.val();
        if self.o_j0.val() {
            self.a_bytes.d.next = self.zero.val();
            self.c_bytes.d.next = self.zero.val();
            self.mask0.d.next = self.co0.val();
            self.mask1.d.next = self.co1.val();
            self.mask2.d.next = self.co2.val();
            self.mask3.d.next = self.co3.val();
        }
        if self.o_aad.val() {
            self.a_bytes.d.next = self.a_bytes.q.val() + self.o_count.val();
        }
        if self.o_pay.val() {
            self.c_bytes.d.next = self.c_bytes.q.val() + self.o_count.val();
        }
        self.len_q.d.next = self.o_last.val();
        self.tail1.d.next = self.len_q.q.val();
        self.tail2.d.next = self.tail1.q.val();
        self.length_err.next = self.o_err.val();

        // Two cycles of delay to the FIFO, so that a tag (three cycles after its length block)
        // takes the place its packet's J0 and the rest cycle leave free. The stages load every
        // cycle, whatever leaves the core, and only `d1v`/`d2v` say what is pushed: without a
        // block the core's output register holds 0 (`round.rs`), so they then hold a function
        // of stream data alone (the delay line's), as the delay line does. The blocks that leave
        // the core as key material, J0 (the tag's mask) and H, are the GCM blocks that are not
        // pushed: `jh` makes `dd1` load 0 for them, decoded from the record a cycle ahead and
        // not from the core's `valid` (with it, the core's `valid` through the decode into the
        // 128 clears was the ECP5's longest path: 11.3 ns, 9.7 ns of it routing).
        self.jh.d.next = (self.rec_next.val() & self.key_block_bits.val()).any();
        self.o_push.next =
            self.core_valid.val() & (!self.o_gcm.val() | self.o_aad.val() | self.o_pay.val());
        self.d1v.d.next = self.o_push.val();
        self.d1l.d.next = self.core_valid.val() & !self.o_gcm.val() & self.core_last.val();
        self.d2v.d.next = self.d1v.q.val();
        self.d2l.d.next = self.d1l.q.val();
        self.dd1_0.d.next = self.other0.val();
        if self.o_flags.val().get_bit(0) {
            self.dd1_0.d.next = self.gout0.val();
        }
        if self.jh.q.val() {
            self.dd1_0.d.next = self.zero.val();
        }
        self.dd2_0.d.next = self.dd1_0.q.val();
        self.out0.next = self.dd2_0.q.val();
        if self.ghash.hash_valid.val() {
            self.out0.next = self.ghash.hash0.val();
        }
        self.dd1_1.d.next = self.other1.val();
        if self.o_flags.val().get_bit(0) {
            self.dd1_1.d.next = self.gout1.val();
        }
        if self.jh.q.val() {
            self.dd1_1.d.next = self.zero.val();
        }
        self.dd2_1.d.next = self.dd1_1.q.val();
        self.out1.next = self.dd2_1.q.val();
        if self.ghash.hash_valid.val() {
            self.out1.next = self.ghash.hash1.val();
        }
        self.dd1_2.d.next = self.other2.val();
        if self.o_flags.val().get_bit(0) {
            self.dd1_2.d.next = self.gout2.val();
        }
        if self.jh.q.val() {
            self.dd1_2.d.next = self.zero.val();
        }
        self.dd2_2.d.next = self.dd1_2.q.val();
        self.out2.next = self.dd2_2.q.val();
        if self.ghash.hash_valid.val() {
            self.out2.next = self.ghash.hash2.val();
        }
        self.dd1_3.d.next = self.other3.val();
        if self.o_flags.val().get_bit(0) {
            self.dd1_3.d.next = self.gout3.val();
        }
        if self.jh.q.val() {
            self.dd1_3.d.next = self.zero.val();
        }
        self.dd2_3.d.next = self.dd1_3.q.val();
        self.out3.next = self.dd2_3.q.val();
        if self.ghash.hash_valid.val() {
            self.out3.next = self.ghash.hash3.val();
        }
        self.push.next = self.d2v.q.val() | self.ghash.hash_valid.val();
        self.out_last.next = self.d2l.q.val() | self.ghash.hash_valid.val();

        // H: a zero block through the core once a forward key is loaded; `H^2` follows in the
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
        // The GHASH unit is cleared at the edge after the one that ends `clear_now` (`BUSY`
        // covers that cycle) and by reset at its own edge.
        self.busy.next = self.inner_busy.q.val() | self.zpend.q.val() | self.ghash_clear.q.val();
        if self.zeroize.val() {
            self.zpend.d.next = true;
        }
        // The flag and the masks follow the registered clear, as the GHASH unit does, so that
        // the condition drives one flip-flop and not their resets; a zeroize in the clear's
        // own cycle keeps the flag and clears again.
        self.clear_now.next = self.inv_clear.val()
            | ((self.zpend.q.val() | self.zeroize.val())
                & !self.inner_busy.q.val()
                & !self.ghash_clear.q.val());
        self.ghash_clear.d.next = self.clear_now.val() & !self.reset.val();
        if (self.ghash_clear.q.val() & !self.zeroize.val()) | self.reset.val() {
            self.zpend.d.next = false;
        }
        if self.ghash_clear.q.val() | self.reset.val() {
            self.mask0.d.next = self.zero.val();
            self.mask1.d.next = self.zero.val();
            self.mask2.d.next = self.zero.val();
            self.mask3.d.next = self.zero.val();
        }
        self.ghash.clear.next = self.reset.val() | self.ghash_clear.q.val();
        if self.reset.val() {
            self.in_pkt.d.next = false;
            self.other_pkt.d.next = false;
            self.gap.d.next = self.gap0.val();
            self.h_fresh.d.next = false;
            self.h_inflight.d.next = false;
            self.wr_ptr.d.next = self.ptr0.val();
            self.rd_ptr.d.next = self.ptr0.val();
            self.len_q.d.next = false;
            self.tail1.d.next = false;
            self.tail2.d.next = false;
            self.d1v.d.next = false;
            self.d2v.d.next = false;
            self.d1l.d.next = false;
            self.d2l.d.next = false;
            self.a_bytes.d.next = self.zero.val();
            self.c_bytes.d.next = self.zero.val();
            self.dd1_0.d.next = self.zero.val();
            self.dd2_0.d.next = self.zero.val();
            self.dd1_1.d.next = self.zero.val();
            self.dd2_1.d.next = self.zero.val();
            self.dd1_2.d.next = self.zero.val();
            self.dd2_2.d.next = self.zero.val();
            self.dd1_3.d.next = self.zero.val();
            self.dd2_3.d.next = self.zero.val();
        }
        self.inner_busy.d.next = self.in_pkt.d.val()
            | (self.wr_ptr.d.val() != self.rd_ptr.d.val())
            | self.len_q.d.val()
            | self.tail1.d.val()
            | self.tail2.d.val()
            | self.d1v.d.val()
            | self.d2v.d.val()
            | self.h_inflight.d.val();
        self.state_next.mode.next = self.mode_next.val();
        self.state_next.decrypt.next = self.decrypt_next.val();
        self.state_next.h_fresh.next = self.h_fresh.d.val();
        self.state_next.in_pkt.next = self.in_pkt.d.val();
        self.state_next.other_pkt.next = self.other_pkt.d.val();
        self.state_next.gap.next = self.gap.d.val();
        self.state_next.inner_busy.next = self.inner_busy.d.val();
        self.state_next.powers_ready.next = self.ghash.powers_ready_next.val();
        self.forward_q.d.next = self.state_next.forward.val();
        self.pass_q.d.next = self.state_next.pass.val();
        self.j0_ok_q.d.next = self.state_next.j0_ok.val();
        self.h_want_q.d.next = self.state_next.h_want.val();
        self.data_gcm_q.d.next = self.state_next.data_gcm.val();
        self.data_j0_q.d.next = self.state_next.data_j0.val();
        self.data_h_q.d.next = self.state_next.data_h.val();
    }
}

impl GcmControl {
    /// The GHASH unit (for checks of what it stores).
    pub fn ghash(&self) -> &Ghash {
        &self.ghash
    }
}

/// The Verilog of the GCM control on its own, top module `gcm_control`.
pub fn gcm_control_verilog() -> String {
    crate::export::verilog_named(&mut GcmControl::default(), "gcm_control")
}
