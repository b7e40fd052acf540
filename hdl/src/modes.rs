//! `Modes`: the modes of operation (`docs/aes_axis.md`, "Modes of operation") around the
//! pipelined core, which itself only runs ECB and is unchanged; the dispatcher that chooses
//! between them by the packet's mode.
//!
//! # Shared data path
//!
//! The block sits between `s_axis` and the core's input and between the core's output and the
//! output FIFO. It holds what every chained mode needs, once:
//!
//! - the `IV0..IV3` registers with the hand-over at a packet's end ([`iv_registers`]) and the
//!   chain register, the working value inside a packet (`cur` is the one a block starts from:
//!   the IV registers at a packet's first block, the chain after it);
//! - the core's input: the beat `in`, `in ^ cur` or `cur`, chosen by flip-flops that hold the
//!   OR of the modes' selects for the next cycle, so that each bit of the core's input word is
//!   one six-input function of the stream data, the chain, the IV register and flip-flops; or a
//!   mode's own words;
//! - the delay line beside the core ([`side_line`]): every block's side value (`in`, `cur` or 0,
//!   or a mode's own) and record wait there while the block is in the core; the output is the
//!   core's output XOR the side value;
//! - the feedback handshake: a fed-back mode's block enters only when the previous one has left
//!   the cipher (`fb_pending`), and the chain takes the output then;
//! - the input handshake ([`beat_slot`]), whose `ready` is a flip-flop loaded with the AND of
//!   the modes' `ready_next`, ANDed with the `ready_now` flip-flops of the modes that keep their
//!   own ([`ready_ahead`]), and the output stage ([`output_stage`]).
//!
//! # The modes
//!
//! Each mode is a block behind one interface ([`mode_port`]) that says what the shared path does
//! with the blocks of its packets, and adds what it needs beyond it:
//!
//! | mode | block | core input | side value | chain after the block |
//! |------|-------|------------|------------|-----------------------|
//! | ECB | none: the shared path's default | `in` | 0 | unchanged |
//! | CBC | [`cbc`] | encrypt `in ^ cur`, decrypt `in` | encrypt 0, decrypt `cur` | encrypt the output (fed back), decrypt `in` |
//! | CFB-128 | [`cfb`] | `cur` | `in` | encrypt the output (fed back), decrypt `in` |
//! | OFB | [`ofb`] | `cur` | `in` | the core's output (fed back) |
//! | CTR | [`ctr`] | `cur` | `in` | `cur + 1` |
//! | GCM | [`gcm`] | its counter blocks, `J0`, `H` | `in` | its own counter; the tag inserted after the packet |
//!
//! Feed-forward modes run at one block per cycle; fed-back ones at one block per
//! `latency + 1` cycles.
//!
//! # Packets and the IV hand-over
//!
//! The mode and direction of a packet are latched at its first `s_axis` beat (`pkt_mode`,
//! `pkt_decrypt`), so a `CTRL` write during a packet takes effect from the next one; outside a
//! packet the mode in force is `CTRL`'s. Blocks a mode puts in of its own (GCM's `J0` and `H`)
//! are no part of the packet tracking. When a packet of a chained mode ends (its `last` beat
//! accepted for a feed-forward mode, its `last` block out of the core for a fed-back mode) the
//! value that continues the stream is handed over to the IV registers, except the words
//! software wrote since the packet started. Fed-back modes also wait with the next packet's
//! first block until the hand-over is done.
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | `in_packet = 0` | `accept`, not `last` | `in_packet = 1`, mode latched |
//! | `in_packet = 1` | `accept && last` | `in_packet = 0` |
//! | `fb_pending = 0` | `accept` in a fed-back mode | `fb_pending = 1` |
//! | `fb_pending = 1` | `core_valid` | `fb_pending = 0`, chain updated (and handed over with `last`) |
//!
//! Zeroize and reset clear the IV registers and the chain; reset also the control state. A build
//! without a mode (`CAPS` bits 3-8 clear) keeps only ECB: every mode is built absent and
//! synthesis removes them with the shared path's registers.
//!
//! # Adding a mode
//!
//! A mode is its block, here, and the places `docs/architecture.md` ("Adding a mode") lists:
//! its row in the contract (`aes_fpga_driver::regs::Mode`, its `CAPS` bit and registers), its
//! software model, its tests. In this file it is one field and its connections in the kernel,
//! the same for every mode: the ports it has, the OR of its outputs into the shared path's.

pub mod beat_slot;
pub mod cbc;
pub mod cfb;
pub mod ctr;
pub mod gcm;
pub mod iv_registers;
pub mod mode_port;
pub mod ofb;
pub mod output_stage;
pub mod ready_ahead;
pub mod side_line;
pub mod xts;

use crate::params::CoreOptions;
use crate::primitives::block_words::JoinColumns;
use crate::primitives::register::Reg;
use beat_slot::BeatSlot;
use cbc::CbcMode;
use cfb::CfbMode;
use ctr::CtrMode;
use gcm::GcmMode;
use iv_registers::IvRegisters;
use ofb::OfbMode;
use output_stage::OutputStage;
use ready_ahead::ReadyAhead;
use rust_hdl::prelude::*;
use side_line::SideLine;
use xts::XtsMode;

#[derive(LogicBlock)]
pub struct Modes {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub zeroize: Signal<In, Bit>,
    /// `CTRL.MODE` and `CTRL.DECRYPT` as stored, and as they will be in the next cycle (the
    /// register block's next values: the mode in force is held in flip-flops).
    pub ctrl_decrypt: Signal<In, Bit>,
    pub mode_next: Signal<In, Bits<3>>,
    pub decrypt_next: Signal<In, Bit>,
    /// `CTRL.KEYLEN` from the next cycle on.
    pub key_len_next: Signal<In, Bits<2>>,
    /// A write of `iv_data` (strobes merged) to `IV[iv_index]`, and the IV registers.
    pub iv_we: Signal<In, Bit>,
    pub iv_index: Signal<In, Bits<2>>,
    pub iv_data: Signal<In, Bits<32>>,
    pub iv: [Signal<Out, Bits<32>>; 4],
    /// A write to a register of a mode's (its apply cycle), and the word a read asks for, with
    /// its data (`mode_port.rs`).
    pub reg_we: Signal<In, Bit>,
    pub reg_word: Signal<In, Bits<6>>,
    pub reg_data: Signal<In, Bits<32>>,
    pub reg_strb: Signal<In, Bits<4>>,
    pub reg_read_word: Signal<In, Bits<6>>,
    pub reg_rdata: Signal<Out, Bits<32>>,
    /// The `s_axis` beat as column words, its `tlast`, `tkeep` and `tvalid`.
    pub tdata: [Signal<In, Bits<32>>; 4],
    pub tlast: Signal<In, Bit>,
    pub tkeep: Signal<In, Bits<16>>,
    pub tvalid: Signal<In, Bit>,
    /// A FIFO credit is free (a flip-flop), the core's `in_ready` and `key_ready`.
    pub credit_ok: Signal<In, Bit>,
    pub core_ready: Signal<In, Bit>,
    pub key_ready: Signal<In, Bit>,
    /// Every mode lets an `s_axis` beat in (a flip-flop): a factor of `s_axis_tready`.
    pub ready: Signal<Out, Bit>,
    /// The core's `in_valid`, `in_data` and `in_last`; a block taken that takes a FIFO credit (a
    /// beat, or a mode's own block with one).
    pub offer: Signal<Out, Bit>,
    pub core_in: Signal<Out, Bits<128>>,
    pub core_in_last: Signal<Out, Bit>,
    pub credit: Signal<Out, Bit>,
    /// The core's output as column words, `out_valid` and `out_last`.
    pub core_out: [Signal<In, Bits<32>>; 4],
    pub core_valid: Signal<In, Bit>,
    /// `core_valid` of the next cycle.
    pub core_valid_next: Signal<In, Bit>,
    pub core_last: Signal<In, Bit>,
    /// To the output FIFO.
    pub push: Signal<Out, Bit>,
    pub out: [Signal<Out, Bits<32>>; 4],
    pub out_last: Signal<Out, Bit>,
    /// The modes' key material is ready; their `STATUS` bits; something of theirs on its way; a
    /// malformed packet ended; the accepted beat is a packet's last, partial by design.
    pub key_ok: Signal<Out, Bit>,
    pub status: Signal<Out, Bits<8>>,
    pub busy: Signal<Out, Bit>,
    pub length_err: Signal<Out, Bit>,
    pub whole_last: Signal<Out, Bit>,
    cbc: CbcMode,
    cfb: CfbMode,
    ofb: OfbMode,
    ctr: CtrMode,
    gcm: GcmMode,
    xts: XtsMode,
    ivs: IvRegisters,
    side: SideLine,
    beat: BeatSlot,
    stage: OutputStage,
    core_words: JoinColumns,
    in_packet: Reg<Bit>,
    pkt_mode: Reg<Bits<3>>,
    pkt_decrypt: Reg<Bit>,
    /// The mode and direction in force at the input, loaded from their next values.
    mode_q: Reg<Bits<3>>,
    decrypt_q: Reg<Bit>,
    next_mode: Signal<Local, Bits<3>>,
    next_decrypt: Signal<Local, Bit>,
    /// The shared path's selects, the OR of the modes' for this cycle (`mode_port.rs`).
    xor_q: Reg<Bit>,
    cur_q: Reg<Bit>,
    ff_in_q: Reg<Bit>,
    fb_q: Reg<Bit>,
    fb_pending: Reg<Bit>,
    ready_ahead: ReadyAhead,
    chain: [Reg<Bits<32>>; 4],
    cur: [Signal<Local, Bits<32>>; 4],
    next_ff: [Signal<Local, Bits<32>>; 4],
    next_fb: [Signal<Local, Bits<32>>; 4],
    feed_forward: Signal<Local, Bit>,
    fb_done: Signal<Local, Bit>,
    handover_ff: Signal<Local, Bit>,
    handover_fb: Signal<Local, Bit>,
    all_words: Constant<Bits<4>>,
    zero: Constant<Bits<32>>,
}

impl Modes {
    pub fn new(options: CoreOptions) -> Self {
        Modes {
            clock: Default::default(),
            reset: Default::default(),
            zeroize: Default::default(),
            ctrl_decrypt: Default::default(),
            mode_next: Default::default(),
            decrypt_next: Default::default(),
            key_len_next: Default::default(),
            iv_we: Default::default(),
            iv_index: Default::default(),
            iv_data: Default::default(),
            iv: Default::default(),
            reg_we: Default::default(),
            reg_word: Default::default(),
            reg_data: Default::default(),
            reg_strb: Default::default(),
            reg_read_word: Default::default(),
            reg_rdata: Default::default(),
            tdata: Default::default(),
            tlast: Default::default(),
            tkeep: Default::default(),
            tvalid: Default::default(),
            credit_ok: Default::default(),
            core_ready: Default::default(),
            key_ready: Default::default(),
            ready: Default::default(),
            offer: Default::default(),
            core_in: Default::default(),
            core_in_last: Default::default(),
            credit: Default::default(),
            core_out: Default::default(),
            core_valid: Default::default(),
            core_valid_next: Default::default(),
            core_last: Default::default(),
            push: Default::default(),
            out: Default::default(),
            out_last: Default::default(),
            key_ok: Default::default(),
            status: Default::default(),
            busy: Default::default(),
            length_err: Default::default(),
            whole_last: Default::default(),
            cbc: CbcMode::new(options),
            cfb: CfbMode::new(options),
            ofb: OfbMode::new(options),
            ctr: CtrMode::new(options),
            gcm: GcmMode::new(options),
            xts: XtsMode::new(options),
            ivs: Default::default(),
            side: SideLine::new(options, options.has_gcm() || options.has_xts()),
            beat: Default::default(),
            stage: OutputStage::new(options),
            core_words: Default::default(),
            in_packet: Default::default(),
            pkt_mode: Default::default(),
            pkt_decrypt: Default::default(),
            mode_q: Default::default(),
            decrypt_q: Default::default(),
            next_mode: Default::default(),
            next_decrypt: Default::default(),
            xor_q: Default::default(),
            cur_q: Default::default(),
            ff_in_q: Default::default(),
            fb_q: Default::default(),
            fb_pending: Default::default(),
            ready_ahead: Default::default(),
            chain: Default::default(),
            cur: Default::default(),
            next_ff: Default::default(),
            next_fb: Default::default(),
            feed_forward: Default::default(),
            fb_done: Default::default(),
            handover_ff: Default::default(),
            handover_fb: Default::default(),
            all_words: Constant::new(0xF_u8.to_bits()),
            zero: Constant::new(0_u32.to_bits()),
        }
    }

    /// The GCM mode (for checks of what it stores).
    pub fn gcm(&self) -> &GcmMode {
        &self.gcm
    }

    /// The XTS mode (for checks of what it stores).
    pub fn xts(&self) -> &XtsMode {
        &self.xts
    }
}

impl Logic for Modes {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, in_packet, pkt_mode, pkt_decrypt, mode_q, decrypt_q, xor_q, cur_q, ff_in_q, fb_q, fb_pending);

        // The modes' inputs.
        self.cbc.clock.next = self.clock.val();
        self.cfb.clock.next = self.clock.val();
        self.ofb.clock.next = self.clock.val();
        self.ofb.in_packet.next = self.in_packet.q.val();
        self.ofb.accept.next = self.beat.accept.val();
        self.ctr.clock.next = self.clock.val();
        self.ctr.reset.next = self.reset.val();
        self.ctr.zeroize.next = self.zeroize.val();
        self.ctr.in_packet.next = self.in_packet.q.val();
        self.ctr.tlast.next = self.tlast.val();
        self.ctr.iv_we.next = self.iv_we.val();
        self.ctr.accept.next = self.beat.accept.val();
        self.gcm.clock.next = self.clock.val();
        self.gcm.reset.next = self.reset.val();
        self.gcm.zeroize.next = self.zeroize.val();
        self.gcm.ctrl_decrypt.next = self.ctrl_decrypt.val();
        self.gcm.ctrl_mode_next.next = self.mode_next.val();
        self.gcm.ctrl_decrypt_next.next = self.decrypt_next.val();
        self.gcm.tvalid.next = self.tvalid.val();
        self.gcm.tlast.next = self.tlast.val();
        self.gcm.tkeep.next = self.tkeep.val();
        self.gcm.accept.next = self.beat.accept.val();
        self.gcm.slot.next = self.beat.slot.val();
        self.gcm.credit_ok.next = self.credit_ok.val();
        self.gcm.core_ready.next = self.core_ready.val();
        self.gcm.key_ready.next = self.key_ready.val();
        self.gcm.core_valid.next = self.core_valid.val();
        self.gcm.core_valid_next.next = self.core_valid_next.val();
        self.gcm.rec.next = self.side.rec.val();
        self.gcm.rec_next.next = self.side.rec_next.val();
        self.gcm.reg_we.next = self.reg_we.val();
        self.gcm.reg_word.next = self.reg_word.val();
        self.gcm.reg_data.next = self.reg_data.val();
        self.gcm.reg_strb.next = self.reg_strb.val();
        self.gcm.reg_read_word.next = self.reg_read_word.val();
        self.gcm.others_open.next = self.xts.open.val();
        self.xts.clock.next = self.clock.val();
        self.xts.reset.next = self.reset.val();
        self.xts.zeroize.next = self.zeroize.val();
        self.xts.ctrl_mode_next.next = self.mode_next.val();
        self.xts.ctrl_key_len_next.next = self.key_len_next.val();
        self.xts.in_packet.next = self.in_packet.q.val();
        self.xts.tlast.next = self.tlast.val();
        self.xts.tkeep.next = self.tkeep.val();
        self.xts.accept.next = self.beat.accept.val();
        self.xts.iv_we.next = self.iv_we.val();
        self.xts.core_ready.next = self.core_ready.val();
        self.xts.core_valid.next = self.core_valid.val();
        self.xts.core_last.next = self.core_last.val();
        self.xts.rec.next = self.side.rec.val();
        self.xts.reg_we.next = self.reg_we.val();
        self.xts.reg_word.next = self.reg_word.val();
        self.xts.reg_data.next = self.reg_data.val();
        self.xts.reg_strb.next = self.reg_strb.val();
        for i in 0..4 {
            self.ctr.chain[i].next = self.chain[i].q.val();
            self.ctr.iv[i].next = self.ivs.iv[i].val();
            self.ctr.iv_written[i].next = self.ivs.written_words[i].val();
            self.gcm.iv[i].next = self.ivs.iv[i].val();
            self.gcm.core_out[i].next = self.core_out[i].val();
            self.gcm.held[i].next = self.side.held[i].val();
            self.xts.tdata[i].next = self.tdata[i].val();
            self.xts.iv[i].next = self.ivs.iv[i].val();
            self.xts.iv_written[i].next = self.ivs.written_words[i].val();
            self.xts.core_out[i].next = self.core_out[i].val();
        }

        // The input handshake.
        self.beat.tvalid.next = self.tvalid.val();
        self.beat.credit_ok.next = self.credit_ok.val();
        self.ready_ahead.clock.next = self.clock.val();
        self.beat.ready.next = self.ready_ahead.ready.val().get_bit(1);
        self.beat.own_offer.next = self.gcm.offer.val() | self.xts.offer.val();
        self.beat.core_ready.next = self.core_ready.val();
        self.ready.next = self.ready_ahead.ready.val().get_bit(0);
        self.offer.next = self.beat.offer.val();
        self.credit.next = self.beat.accept.val() | (self.gcm.offer.val() & self.gcm.offer_credit.val() & self.core_ready.val());

        // The core's input, and the side value and record of the block it takes.
        for i in 0..4 {
            if self.in_packet.q.val() {
                self.cur[i].next = self.chain[i].q.val();
            } else {
                self.cur[i].next = self.ivs.iv[i].val();
            }
            self.core_words.w[i].next = self.tdata[i].val();
            if self.xor_q.q.val() {
                self.core_words.w[i].next = self.tdata[i].val() ^ self.cur[i].val();
            }
            if self.cur_q.q.val() {
                self.core_words.w[i].next = self.cur[i].val();
            }
            if self.xts.own_data.val() {
                self.core_words.w[i].next = self.xts.own_in[i].val();
            }
            if self.gcm.own_data.val() {
                self.core_words.w[i].next = self.gcm.own_in[i].val();
            }
            self.side.data[i].next = self.zero.val();
            if self.cbc.side_cur.val() {
                self.side.data[i].next = self.cur[i].val();
            }
            if self.cfb.side_in.val() | self.ofb.side_in.val() | self.ctr.side_in.val() | self.gcm.side_in.val() {
                self.side.data[i].next = self.tdata[i].val();
            }
        }
        self.core_in.next = self.core_words.y.val();
        self.core_in_last.next = self.tlast.val();
        if self.xts.own_data.val() {
            self.core_in_last.next = self.xts.own_last.val();
        }
        if self.gcm.own_data.val() {
            self.core_in_last.next = self.gcm.own_last.val();
        }
        self.side.clock.next = self.clock.val();
        self.side.reset.next = self.reset.val();
        self.side.write.next = self.beat.slot.val();
        self.side.record.next = self.gcm.record.val() | self.xts.record.val();
        self.side.read_ahead.next = self.core_valid_next.val();

        // The chain: feed-forward at the handshake, fed back as the block leaves the core.
        self.feed_forward.next = self.ff_in_q.q.val() | self.ctr.ff_own.val();
        self.fb_done.next = self.core_valid.val() & self.fb_pending.q.val();
        for i in 0..4 {
            self.chain[i].clock.next = self.clock.val();
            self.chain[i].d.next = self.chain[i].q.val();
            self.next_ff[i].next = self.ctr.ff_data[i].val();
            if self.ff_in_q.q.val() {
                self.next_ff[i].next = self.tdata[i].val();
            }
            self.next_fb[i].next = self.core_out[i].val() ^ self.side.held[i].val();
            if self.ofb.fb_core.val() {
                self.next_fb[i].next = self.core_out[i].val();
            }
            if self.beat.accept.val() & self.feed_forward.val() {
                self.chain[i].d.next = self.next_ff[i].val();
            }
            if self.fb_done.val() {
                self.chain[i].d.next = self.next_fb[i].val();
            }
            if self.zeroize.val() | self.reset.val() {
                self.chain[i].d.next = self.zero.val();
            }
        }
        if self.fb_done.val() {
            self.fb_pending.d.next = false;
        }
        if self.beat.accept.val() & self.fb_q.q.val() {
            self.fb_pending.d.next = true;
        }

        // Packets and the IV hand-over.
        if self.beat.accept.val() {
            self.in_packet.d.next = !self.tlast.val();
        }
        if self.beat.accept.val() & !self.in_packet.q.val() {
            self.pkt_mode.d.next = self.mode_q.q.val();
            self.pkt_decrypt.d.next = self.decrypt_q.q.val();
        }
        self.handover_ff.next = self.beat.accept.val() & self.tlast.val() & self.feed_forward.val();
        self.handover_fb.next = self.fb_done.val() & self.core_last.val();
        // XTS's own hand-over is not a change for XTS; leaving it out keeps XTS's outputs out of
        // this statement, a false loop in Verilator's ordering (UNOPTFLAT) otherwise.
        self.xts.iv_change.next = self.iv_we.val()
            | self.handover_ff.val()
            | self.handover_fb.val()
            | self.gcm.iv_load.val().any();
        self.ivs.clock.next = self.clock.val();
        self.ivs.reset.next = self.reset.val();
        self.ivs.zeroize.next = self.zeroize.val();
        self.ivs.we.next = self.iv_we.val();
        self.ivs.index.next = self.iv_index.val();
        self.ivs.data.next = self.iv_data.val();
        self.ivs.window.next = self.in_packet.q.val() | self.beat.accept.val() | self.fb_pending.q.val();
        self.ivs.packet_end.next =
            (self.beat.accept.val() & self.tlast.val() & !self.fb_q.q.val()) | self.handover_fb.val();
        self.ivs.load.next = self.gcm.iv_load.val() | self.xts.iv_load.val();
        if self.handover_ff.val() | self.handover_fb.val() {
            self.ivs.load.next = self.all_words.val();
        }
        for i in 0..4 {
            self.ivs.load_data[i].next = self.next_ff[i].val();
            if self.handover_fb.val() {
                self.ivs.load_data[i].next = self.next_fb[i].val();
            }
            if self.gcm.iv_load.val().get_bit(i) {
                self.ivs.load_data[i].next = self.gcm.iv_data[i].val();
            }
            if self.xts.iv_load.val().get_bit(i) {
                self.ivs.load_data[i].next = self.xts.iv_data[i].val();
            }
            self.iv[i].next = self.ivs.iv[i].val();
        }

        // The output: the core's output XOR the side value, or a mode's own.
        self.stage.clock.next = self.clock.val();
        self.stage.reset.next = self.reset.val();
        self.stage.valid.next = (self.core_valid.val() & !self.gcm.own_out.val() & !self.xts.own_out.val())
            | self.gcm.push.val()
            | self.xts.push.val();
        self.stage.last.next = (self.core_valid.val() & self.core_last.val() & !self.gcm.own_out.val() & !self.xts.own_out.val())
            | self.xts.out_last.val();
        self.stage.zero.next = self.gcm.out_zero.val();
        self.stage.insert.next = self.gcm.insert.val() | self.xts.insert.val();
        self.stage.insert_last.next = self.gcm.insert.val() | self.xts.insert_last.val();
        for i in 0..4 {
            self.stage.data[i].next = self.core_out[i].val() ^ (self.side.held[i].val() | self.xts.own_held[i].val());
            if self.gcm.own_out.val() {
                self.stage.data[i].next = self.gcm.out[i].val();
            }
            self.stage.insert_data[i].next = self.xts.insert_data[i].val();
            if self.gcm.insert.val() {
                self.stage.insert_data[i].next = self.gcm.insert_data[i].val();
            }
            self.out[i].next = self.stage.out[i].val();
        }
        self.push.next = self.stage.push.val();
        self.out_last.next = self.stage.out_last.val();

        // What the modes report.
        self.key_ok.next = self.gcm.key_ok.val() & self.xts.key_ok.val();
        self.status.next = self.xts.status.val();
        self.busy.next = self.gcm.busy.val() | self.xts.busy.val();
        self.length_err.next = self.gcm.length_err.val() | self.xts.length_err.val();
        self.whole_last.next = self.gcm.whole_last.val() | self.xts.whole_last.val();
        self.reg_rdata.next = self.gcm.reg_rdata.val();

        if self.reset.val() {
            self.in_packet.d.next = false;
            self.fb_pending.d.next = false;
        }
        // The mode in force in the next cycle, from the next values of what chooses it.
        if self.in_packet.d.val() {
            self.next_mode.next = self.pkt_mode.d.val();
            self.next_decrypt.next = self.pkt_decrypt.d.val();
        } else {
            self.next_mode.next = self.mode_next.val();
            self.next_decrypt.next = self.decrypt_next.val();
        }
        self.mode_q.d.next = self.next_mode.val();
        self.decrypt_q.d.next = self.next_decrypt.val();
        self.cbc.next_mode.next = self.next_mode.val();
        self.cbc.next_decrypt.next = self.next_decrypt.val();
        self.cfb.next_mode.next = self.next_mode.val();
        self.cfb.next_decrypt.next = self.next_decrypt.val();
        self.ofb.next_mode.next = self.next_mode.val();
        self.ctr.next_mode.next = self.next_mode.val();
        self.ctr.ctrl_mode_next.next = self.mode_next.val();
        self.ctr.fb_pending.next = self.fb_pending.q.val();
        self.xts.next_mode.next = self.next_mode.val();
        self.xts.next_decrypt.next = self.next_decrypt.val();
        // The shared path's selects for the next cycle: the OR of the modes'.
        self.xor_q.d.next = self.cbc.xor_next.val();
        self.cur_q.d.next = self.cfb.cur_next.val() | self.ofb.cur_next.val() | self.ctr.cur_next.val();
        self.ff_in_q.d.next = self.cbc.ff_in_next.val() | self.cfb.ff_in_next.val();
        self.fb_q.d.next = self.cbc.fb_next.val() | self.cfb.fb_next.val() | self.ofb.fb_next.val();
        self.xts.in_packet_next.next = self.in_packet.d.val();
        self.ready_ahead.fb_idle.next = !self.fb_pending.d.val();
        self.ready_ahead.ctr.next = self.ctr.ready_next.val();
        self.ready_ahead.gcm.next = self.gcm.ready_next.val();
        self.ready_ahead.now.next = self.xts.ready_now.val();
    }
}
