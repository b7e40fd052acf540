//! `Modes`: the modes of operation (`aes_axis.md`, *Modes of operation*) around the pipelined
//! core, which itself only runs ECB and is unchanged.
//!
//! # Data path
//!
//! The block sits between `s_axis` and the core's input and between the core's output and the
//! output FIFO. At the input handshake (`accept`) it chooses the block the core ciphers and a
//! *side* value; the side value waits in a 16-entry delay line beside the pipeline (`LutRam`,
//! distributed RAM: it holds only stream data, never a key-derived value; written the cycle
//! after `accept` from registered enable, address and data (so the input handshake ends at
//! flip-flops, not at the memories' write enables), read a cycle before the core presents the block, `core_valid`, into the `side_q`
//! registers, so the output XOR starts at a register; the pipeline never stalls and
//! keeps order, and at most 15 blocks are in it, so the two pointers are all the bookkeeping;
//! with two registers per round the line has 32 entries in two memories, for up to 29 blocks).
//! The output is `core_out ^ side`.
//!
//! | mode | cipher | core input | side | chain after the block |
//! |------|--------|------------|------|-----------------------|
//! | ECB | forward or inverse | `data` | 0 | unchanged |
//! | CTR (both directions) | forward | counter | `data` | counter + 1 (at `accept`) |
//! | CBC decrypt | inverse | `data` | previous ciphertext | `data` (at `accept`) |
//! | CFB-128 decrypt | forward | previous ciphertext | `data` | `data` (at `accept`) |
//! | CBC encrypt | forward | `data ^ chain` | 0 | the output (when it leaves the core) |
//! | CFB-128 encrypt | forward | chain | `data` | the output (when it leaves the core) |
//! | OFB (both directions) | forward | chain | `data` | the core's output (when it leaves the core) |
//!
//! The first three chained modes are feed-forward: one block per cycle. The last three feed
//! back: a block is accepted only when the previous one has left the cipher (`ready` is
//! `!fb_pending`, a register), so they run one block per `latency + 1` cycles.
//!
//! # IV hand-over
//!
//! `iv0..iv3` are the `IV0..IV3` registers; `chain` is the working value inside a packet. A
//! packet's first block reads the IV registers, the others read `chain` (`in_packet`). When a
//! packet of a chained mode ends (its `last` block accepted for a feed-forward mode, its `last`
//! block out of the core for a feedback mode) the value that continues the stream is handed over
//! to the IV registers, except the words software wrote since the packet started (`iv_written`):
//! the written value wins. The mode and direction of a packet are latched at its first block
//! (`pkt_mode`, `pkt_decrypt`), so a `CTRL` write during a packet takes effect from the next one.
//! Feedback modes also wait with the next packet's first block until the hand-over is done.
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | `in_packet = 0` | `accept`, not `last` | `in_packet = 1`, mode latched |
//! | `in_packet = 1` | `accept && last` | `in_packet = 0` |
//! | `fb_pending = 0` | `accept` in a feedback mode | `fb_pending = 1` |
//! | `fb_pending = 1` | `core_valid` | `fb_pending = 0`, chain updated (and handed over with `last`) |
//!
//! Zeroize and reset clear the IV registers and the chain; reset also the control state.
//! A build without a mode (`has_*` constants low) keeps only ECB: every chained path is gated
//! off and synthesis removes it.

pub mod ctr_increment;
pub mod gcm;

use crate::primitives::block_words::JoinColumns;
use crate::modes::ctr_increment::CtrIncrement;
use crate::primitives::lut_ram::{LutRam, LUT_RAM_WORDS};
use crate::params::CoreOptions;
use crate::primitives::register::Reg;
use aes_fpga_driver::regs::{caps, Mode};
use rust_hdl::prelude::*;

/// Entries of the delay line: more than the longest core latency (15) with one register per
/// round; twice as many (32, the longest being 29) with two.
pub const SIDE_DEPTH: usize = LUT_RAM_WORDS;

#[derive(LogicBlock)]
pub struct Modes {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The stored `CTRL.MODE` and `CTRL.DECRYPT` as they will be in the next cycle (the register
    /// block's next values: the mode in force is held in flip-flops, `eff_mode_q`).
    pub mode_next: Signal<In, Bits<3>>,
    pub decrypt_next: Signal<In, Bit>,
    pub zeroize: Signal<In, Bit>,
    /// A write of `iv_data` (strobes merged) to `IV[iv_index]`.
    pub iv_we: Signal<In, Bit>,
    pub iv_index: Signal<In, Bits<2>>,
    pub iv_data: Signal<In, Bits<32>>,
    pub iv0: Signal<Out, Bits<32>>,
    pub iv1: Signal<Out, Bits<32>>,
    pub iv2: Signal<Out, Bits<32>>,
    pub iv3: Signal<Out, Bits<32>>,
    /// The `s_axis` block as column words, its `tlast`, and the handshake.
    pub in_w0: Signal<In, Bits<32>>,
    pub in_w1: Signal<In, Bits<32>>,
    pub in_w2: Signal<In, Bits<32>>,
    pub in_w3: Signal<In, Bits<32>>,
    pub in_last: Signal<In, Bit>,
    pub accept: Signal<In, Bit>,
    /// The block the core takes is the GCM control's (`J0` or `H`, no `s_axis` beat): it has a
    /// place in the delay line and no part in this block's packets.
    pub inject: Signal<In, Bit>,
    /// The GCM IV hand-over (`IV1`, `IV2`), except the words software wrote during the packet.
    pub gcm_iv_load: Signal<In, Bit>,
    pub gcm_iv1: Signal<In, Bits<32>>,
    pub gcm_iv2: Signal<In, Bits<32>>,
    /// A block may be accepted (from registers only).
    pub ready: Signal<Out, Bit>,
    pub core_in: Signal<Out, Bits<128>>,
    /// The core's output as column words, `out_valid` and `out_last`.
    pub co0: Signal<In, Bits<32>>,
    pub co1: Signal<In, Bits<32>>,
    pub co2: Signal<In, Bits<32>>,
    pub co3: Signal<In, Bits<32>>,
    pub core_valid: Signal<In, Bit>,
    pub core_last: Signal<In, Bit>,
    pub out0: Signal<Out, Bits<32>>,
    pub out1: Signal<Out, Bits<32>>,
    pub out2: Signal<Out, Bits<32>>,
    pub out3: Signal<Out, Bits<32>>,
    /// The side value is the block's input data (`in_w0..3`), whatever the mode: a GCM beat,
    /// whose data the GCM control takes back from the delay line (`side_held0..3`).
    pub side_data: Signal<In, Bit>,
    /// A fifth column of the delay line, in builds with GCM: the GCM control's slot record,
    /// written with the block and read back (`side_x_held`) as the block leaves the core.
    pub side_x: Signal<In, Bits<32>>,
    /// The side value and the fifth column of the block leaving the core (`core_valid`).
    pub side_held0: Signal<Out, Bits<32>>,
    pub side_held1: Signal<Out, Bits<32>>,
    pub side_held2: Signal<Out, Bits<32>>,
    pub side_held3: Signal<Out, Bits<32>>,
    pub side_x_held: Signal<Out, Bits<32>>,
    /// What `side_x_held` shows in the next cycle, so that a reader can register a decode of
    /// the record a cycle ahead (the GCM control's output delay stage clear).
    pub side_x_next: Signal<Out, Bits<32>>,
    side4: LutRam,
    side_q4: Reg<Bits<32>>,
    in_packet: Reg<Bit>,
    pkt_mode: Reg<Bits<3>>,
    pkt_decrypt: Reg<Bit>,
    /// The mode and direction of the block at the input (`pkt_mode` inside a packet, `CTRL`
    /// outside) and their decodes, loaded from their next values (`next_mode`), so that the
    /// core's input select is one LUT from flip-flops and the stream data.
    eff_mode_q: Reg<Bits<3>>,
    eff_decrypt_q: Reg<Bit>,
    is_ctr_q: Reg<Bit>,
    is_cfb_q: Reg<Bit>,
    is_ofb_q: Reg<Bit>,
    cbc_enc_q: Reg<Bit>,
    cbc_dec_q: Reg<Bit>,
    /// CTR, CFB or OFB: the core takes the chain value.
    take_cur_q: Reg<Bit>,
    next_mode: Signal<Local, Bits<3>>,
    next_decrypt: Signal<Local, Bit>,
    fb_pending: Reg<Bit>,
    wr_ptr: Reg<Bits<4>>,
    rd_ptr: Reg<Bits<4>>,
    /// `rd_ptr` after this cycle: the delay line is read a cycle ahead into `side_q*`.
    rd_next: Signal<Local, Bits<4>>,
    side_q0: Reg<Bits<32>>,
    side_q1: Reg<Bits<32>>,
    side_q2: Reg<Bits<32>>,
    side_q3: Reg<Bits<32>>,
    /// The delay line's write, registered: the memories are written the cycle after `accept`
    /// from these, so the handshake reaches only flip-flops, not the memories' write enables
    /// across the device. The entry is read at the earliest a core latency minus one cycle after
    /// `accept`, long after the write.
    wr_en_q: Reg<Bit>,
    wr_addr_q: Reg<Bits<4>>,
    wr_data_q0: Reg<Bits<32>>,
    wr_data_q1: Reg<Bits<32>>,
    wr_data_q2: Reg<Bits<32>>,
    wr_data_q3: Reg<Bits<32>>,
    wr_data_q4: Reg<Bits<32>>,
    iv_reg0: Reg<Bits<32>>,
    chain0: Reg<Bits<32>>,
    iv_written0: Reg<Bit>,
    side0: LutRam,
    iv_reg1: Reg<Bits<32>>,
    chain1: Reg<Bits<32>>,
    iv_written1: Reg<Bit>,
    side1: LutRam,
    iv_reg2: Reg<Bits<32>>,
    chain2: Reg<Bits<32>>,
    iv_written2: Reg<Bit>,
    side2: LutRam,
    iv_reg3: Reg<Bits<32>>,
    chain3: Reg<Bits<32>>,
    iv_written3: Reg<Bit>,
    side3: LutRam,
    /// Two registers per round: the delay line's upper 16 entries (one memory per column, the
    /// fifth last; entry
    /// `16 + k` at `k`) and the fifth bit of each pointer, so that it holds 32 blocks. None with
    /// one register per round.
    side_hi: Vec<LutRam>,
    /// Both halves are read a cycle ahead into registers and `rd_bank` chooses between the
    /// registers, so that no select sits between the memories' read port and a register.
    side_q_hi: Vec<Reg<Bits<32>>>,
    wr_bank: Vec<Reg<Bit>>,
    /// The upper half's registered write enable (`wr_en_q` is then the lower half's).
    wr_en_hi_q: Vec<Reg<Bit>>,
    rd_bank: Vec<Reg<Bit>>,
    rd_bank_next: Vec<Signal<Local, Bit>>,
    inc_chain: CtrIncrement,
    inc_iv: CtrIncrement,
    core_words: JoinColumns,
    eff_decrypt: Signal<Local, Bit>,
    is_ctr: Signal<Local, Bit>,
    is_cfb: Signal<Local, Bit>,
    is_ofb: Signal<Local, Bit>,
    cbc_enc: Signal<Local, Bit>,
    cbc_dec: Signal<Local, Bit>,
    cfb_dec: Signal<Local, Bit>,
    feed_forward: Signal<Local, Bit>,
    feedback: Signal<Local, Bit>,
    fb_ofb: Signal<Local, Bit>,
    fb_done: Signal<Local, Bit>,
    handover_ff: Signal<Local, Bit>,
    handover_fb: Signal<Local, Bit>,
    packet_end: Signal<Local, Bit>,
    own_accept: Signal<Local, Bit>,
    write_window: Signal<Local, Bit>,
    cur0: Signal<Local, Bits<32>>,
    side_in0: Signal<Local, Bits<32>>,
    side_out0: Signal<Local, Bits<32>>,
    next_ff0: Signal<Local, Bits<32>>,
    next_fb0: Signal<Local, Bits<32>>,
    cur1: Signal<Local, Bits<32>>,
    side_in1: Signal<Local, Bits<32>>,
    side_out1: Signal<Local, Bits<32>>,
    next_ff1: Signal<Local, Bits<32>>,
    next_fb1: Signal<Local, Bits<32>>,
    cur2: Signal<Local, Bits<32>>,
    side_in2: Signal<Local, Bits<32>>,
    side_out2: Signal<Local, Bits<32>>,
    next_ff2: Signal<Local, Bits<32>>,
    next_fb2: Signal<Local, Bits<32>>,
    cur3: Signal<Local, Bits<32>>,
    side_in3: Signal<Local, Bits<32>>,
    side_out3: Signal<Local, Bits<32>>,
    next_ff3: Signal<Local, Bits<32>>,
    next_fb3: Signal<Local, Bits<32>>,
    code_cbc: Constant<Bits<3>>,
    code_cfb: Constant<Bits<3>>,
    code_ofb: Constant<Bits<3>>,
    code_ctr: Constant<Bits<3>>,
    has_cbc: Constant<Bit>,
    has_cfb: Constant<Bit>,
    has_ofb: Constant<Bit>,
    has_ctr: Constant<Bit>,
    zero: Constant<Bits<32>>,
    ptr_one: Constant<Bits<4>>,
    ptr_zero: Constant<Bits<4>>,
    index0: Constant<Bits<2>>,
    index1: Constant<Bits<2>>,
    index2: Constant<Bits<2>>,
    index3: Constant<Bits<2>>,
}

impl Modes {
    /// 1 when the delay line has its upper half, else 0 (a loop bound in the kernel).
    fn banks(&self) -> usize {
        self.wr_bank.len()
    }

    pub fn new(options: CoreOptions) -> Self {
        let has_modes = options.modes != 0;
        let banks = options.two_regs() as usize;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            mode_next: Default::default(),
            decrypt_next: Default::default(),
            zeroize: Default::default(),
            iv_we: Default::default(),
            iv_index: Default::default(),
            iv_data: Default::default(),
            iv0: Default::default(),
            iv1: Default::default(),
            iv2: Default::default(),
            iv3: Default::default(),
            in_w0: Default::default(),
            in_w1: Default::default(),
            in_w2: Default::default(),
            in_w3: Default::default(),
            in_last: Default::default(),
            accept: Default::default(),
            inject: Default::default(),
            gcm_iv_load: Default::default(),
            gcm_iv1: Default::default(),
            gcm_iv2: Default::default(),
            own_accept: Default::default(),
            ready: Default::default(),
            core_in: Default::default(),
            co0: Default::default(),
            co1: Default::default(),
            co2: Default::default(),
            co3: Default::default(),
            core_valid: Default::default(),
            core_last: Default::default(),
            out0: Default::default(),
            out1: Default::default(),
            out2: Default::default(),
            out3: Default::default(),
            side_data: Default::default(),
            side_x: Default::default(),
            side_held0: Default::default(),
            side_held1: Default::default(),
            side_held2: Default::default(),
            side_held3: Default::default(),
            side_x_held: Default::default(),
            side_x_next: Default::default(),
            side4: LutRam::new(options.has_gcm()),
            side_q4: Default::default(),
            in_packet: Default::default(),
            pkt_mode: Default::default(),
            pkt_decrypt: Default::default(),
            eff_mode_q: Default::default(),
            eff_decrypt_q: Default::default(),
            is_ctr_q: Default::default(),
            is_cfb_q: Default::default(),
            is_ofb_q: Default::default(),
            cbc_enc_q: Default::default(),
            cbc_dec_q: Default::default(),
            take_cur_q: Default::default(),
            next_mode: Default::default(),
            next_decrypt: Default::default(),
            fb_pending: Default::default(),
            wr_ptr: Default::default(),
            rd_ptr: Default::default(),
            rd_next: Default::default(),
            side_q0: Default::default(),
            side_q1: Default::default(),
            side_q2: Default::default(),
            side_q3: Default::default(),
            wr_en_q: Default::default(),
            wr_addr_q: Default::default(),
            wr_data_q0: Default::default(),
            wr_data_q1: Default::default(),
            wr_data_q2: Default::default(),
            wr_data_q3: Default::default(),
            wr_data_q4: Default::default(),
            iv_reg0: Default::default(),
            chain0: Default::default(),
            iv_written0: Default::default(),
            iv_reg1: Default::default(),
            chain1: Default::default(),
            iv_written1: Default::default(),
            iv_reg2: Default::default(),
            chain2: Default::default(),
            iv_written2: Default::default(),
            iv_reg3: Default::default(),
            chain3: Default::default(),
            iv_written3: Default::default(),
            inc_chain: Default::default(),
            inc_iv: Default::default(),
            core_words: Default::default(),
            eff_decrypt: Default::default(),
            is_ctr: Default::default(),
            is_cfb: Default::default(),
            is_ofb: Default::default(),
            cbc_enc: Default::default(),
            cbc_dec: Default::default(),
            cfb_dec: Default::default(),
            feed_forward: Default::default(),
            feedback: Default::default(),
            fb_ofb: Default::default(),
            fb_done: Default::default(),
            handover_ff: Default::default(),
            handover_fb: Default::default(),
            packet_end: Default::default(),
            write_window: Default::default(),
            cur0: Default::default(),
            side_in0: Default::default(),
            side_out0: Default::default(),
            next_ff0: Default::default(),
            next_fb0: Default::default(),
            cur1: Default::default(),
            side_in1: Default::default(),
            side_out1: Default::default(),
            next_ff1: Default::default(),
            next_fb1: Default::default(),
            cur2: Default::default(),
            side_in2: Default::default(),
            side_out2: Default::default(),
            next_ff2: Default::default(),
            next_fb2: Default::default(),
            cur3: Default::default(),
            side_in3: Default::default(),
            side_out3: Default::default(),
            next_ff3: Default::default(),
            next_fb3: Default::default(),
            side0: LutRam::new(has_modes),
            side1: LutRam::new(has_modes),
            side2: LutRam::new(has_modes),
            side3: LutRam::new(has_modes),
            side_hi: (0..5 * banks).map(|c| LutRam::new(if c < 4 { has_modes } else { options.has_gcm() })).collect(),
            side_q_hi: (0..5 * banks).map(|_| Reg::default()).collect(),
            wr_bank: (0..banks).map(|_| Reg::default()).collect(),
            wr_en_hi_q: (0..banks).map(|_| Reg::default()).collect(),
            rd_bank: (0..banks).map(|_| Reg::default()).collect(),
            rd_bank_next: (0..banks).map(|_| Signal::default()).collect(),
            code_cbc: Constant::new((Mode::Cbc.code() as u8).to_bits()),
            code_cfb: Constant::new((Mode::Cfb128.code() as u8).to_bits()),
            code_ofb: Constant::new((Mode::Ofb.code() as u8).to_bits()),
            code_ctr: Constant::new((Mode::Ctr.code() as u8).to_bits()),
            has_cbc: Constant::new(options.has_mode(caps::CBC)),
            has_cfb: Constant::new(options.has_mode(caps::CFB)),
            has_ofb: Constant::new(options.has_mode(caps::OFB)),
            has_ctr: Constant::new(options.has_mode(caps::CTR)),
            zero: Constant::new(0_u32.to_bits()),
            ptr_one: Constant::new(1_u8.to_bits()),
            ptr_zero: Constant::new(0_u8.to_bits()),
            index0: Constant::new(0_u8.to_bits()),
            index1: Constant::new(1_u8.to_bits()),
            index2: Constant::new(2_u8.to_bits()),
            index3: Constant::new(3_u8.to_bits()),
        }
    }
}

impl Logic for Modes {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, in_packet, pkt_mode, pkt_decrypt, eff_mode_q, eff_decrypt_q, is_ctr_q, is_cfb_q, is_ofb_q, cbc_enc_q, cbc_dec_q, take_cur_q, fb_pending, wr_ptr, rd_ptr, side_q0, side_q1, side_q2, side_q3, side_q4, wr_en_q, wr_addr_q, wr_data_q0, wr_data_q1, wr_data_q2, wr_data_q3, wr_data_q4, iv_reg0, iv_reg1, iv_reg2, iv_reg3, chain0, chain1, chain2, chain3, iv_written0, iv_written1, iv_written2, iv_written3);

        // The mode of the block at the input: latched for the packet after its first block
        // (the registers are loaded, decoded, at the end of the kernel).
        self.eff_decrypt.next = self.eff_decrypt_q.q.val();
        self.is_ctr.next = self.is_ctr_q.q.val();
        self.is_cfb.next = self.is_cfb_q.q.val();
        self.is_ofb.next = self.is_ofb_q.q.val();
        self.cbc_enc.next = self.cbc_enc_q.q.val();
        self.cbc_dec.next = self.cbc_dec_q.q.val();
        self.cfb_dec.next = self.is_cfb.val() & self.eff_decrypt.val();
        self.feed_forward.next = self.is_ctr.val() | self.cbc_dec.val() | self.cfb_dec.val();
        self.feedback.next = self.cbc_enc.val() | (self.is_cfb.val() & !self.eff_decrypt.val()) | self.is_ofb.val();
        self.ready.next = !self.fb_pending.q.val();

        // The counter steps of both possible current values, from registers only.
        self.inc_chain.x0.next = self.chain0.q.val();
        self.inc_iv.x0.next = self.iv_reg0.q.val();
        self.inc_chain.x1.next = self.chain1.q.val();
        self.inc_iv.x1.next = self.iv_reg1.q.val();
        self.inc_chain.x2.next = self.chain2.q.val();
        self.inc_iv.x2.next = self.iv_reg2.q.val();
        self.inc_chain.x3.next = self.chain3.q.val();
        self.inc_iv.x3.next = self.iv_reg3.q.val();

        // Input side: the chain value in force, the core's input and the side value.
        if self.in_packet.q.val() {
            self.cur0.next = self.chain0.q.val();
            self.next_ff0.next = self.inc_chain.y0.val();
        } else {
            self.cur0.next = self.iv_reg0.q.val();
            self.next_ff0.next = self.inc_iv.y0.val();
        }
        if !self.is_ctr.val() {
            self.next_ff0.next = self.in_w0.val();
        }
        self.core_words.w0.next = self.in_w0.val();
        self.side_in0.next = self.zero.val();
        if self.cbc_enc.val() {
            self.core_words.w0.next = self.in_w0.val() ^ self.cur0.val();
        }
        if self.cbc_dec.val() {
            self.side_in0.next = self.cur0.val();
        }
        if self.take_cur_q.q.val() {
            self.core_words.w0.next = self.cur0.val();
            self.side_in0.next = self.in_w0.val();
        }
        if self.side_data.val() {
            self.side_in0.next = self.in_w0.val();
        }
        if self.in_packet.q.val() {
            self.cur1.next = self.chain1.q.val();
            self.next_ff1.next = self.inc_chain.y1.val();
        } else {
            self.cur1.next = self.iv_reg1.q.val();
            self.next_ff1.next = self.inc_iv.y1.val();
        }
        if !self.is_ctr.val() {
            self.next_ff1.next = self.in_w1.val();
        }
        self.core_words.w1.next = self.in_w1.val();
        self.side_in1.next = self.zero.val();
        if self.cbc_enc.val() {
            self.core_words.w1.next = self.in_w1.val() ^ self.cur1.val();
        }
        if self.cbc_dec.val() {
            self.side_in1.next = self.cur1.val();
        }
        if self.take_cur_q.q.val() {
            self.core_words.w1.next = self.cur1.val();
            self.side_in1.next = self.in_w1.val();
        }
        if self.side_data.val() {
            self.side_in1.next = self.in_w1.val();
        }
        if self.in_packet.q.val() {
            self.cur2.next = self.chain2.q.val();
            self.next_ff2.next = self.inc_chain.y2.val();
        } else {
            self.cur2.next = self.iv_reg2.q.val();
            self.next_ff2.next = self.inc_iv.y2.val();
        }
        if !self.is_ctr.val() {
            self.next_ff2.next = self.in_w2.val();
        }
        self.core_words.w2.next = self.in_w2.val();
        self.side_in2.next = self.zero.val();
        if self.cbc_enc.val() {
            self.core_words.w2.next = self.in_w2.val() ^ self.cur2.val();
        }
        if self.cbc_dec.val() {
            self.side_in2.next = self.cur2.val();
        }
        if self.take_cur_q.q.val() {
            self.core_words.w2.next = self.cur2.val();
            self.side_in2.next = self.in_w2.val();
        }
        if self.side_data.val() {
            self.side_in2.next = self.in_w2.val();
        }
        if self.in_packet.q.val() {
            self.cur3.next = self.chain3.q.val();
            self.next_ff3.next = self.inc_chain.y3.val();
        } else {
            self.cur3.next = self.iv_reg3.q.val();
            self.next_ff3.next = self.inc_iv.y3.val();
        }
        if !self.is_ctr.val() {
            self.next_ff3.next = self.in_w3.val();
        }
        self.core_words.w3.next = self.in_w3.val();
        self.side_in3.next = self.zero.val();
        if self.cbc_enc.val() {
            self.core_words.w3.next = self.in_w3.val() ^ self.cur3.val();
        }
        if self.cbc_dec.val() {
            self.side_in3.next = self.cur3.val();
        }
        if self.take_cur_q.q.val() {
            self.core_words.w3.next = self.cur3.val();
            self.side_in3.next = self.in_w3.val();
        }
        if self.side_data.val() {
            self.side_in3.next = self.in_w3.val();
        }
        self.core_in.next = self.core_words.y.val();

        // The delay line's write, one cycle after `accept`, from registers.
        self.wr_en_q.d.next = self.accept.val();
        self.wr_addr_q.d.next = self.wr_ptr.q.val();
        self.wr_data_q0.d.next = self.side_in0.val();
        self.wr_data_q1.d.next = self.side_in1.val();
        self.wr_data_q2.d.next = self.side_in2.val();
        self.wr_data_q3.d.next = self.side_in3.val();
        self.wr_data_q4.d.next = self.side_x.val();

        // Output side: the side value of the block leaving the core.
        // The delay line is read one cycle ahead, at the entry `rd_ptr` moves to, into the
        // `side_q` registers, so the output XOR starts from a register. That entry was written
        // the cycle after its block was accepted, at least a core latency (11 cycles) before the
        // block leaves the core, so at least 9 cycles before this read.
        if self.core_valid.val() {
            self.rd_next.next = self.rd_ptr.q.val() + self.ptr_one.val();
        } else {
            self.rd_next.next = self.rd_ptr.q.val();
        }
        self.side0.clock.next = self.clock.val();
        self.side0.we.next = self.wr_en_q.q.val();
        self.side0.wa.next = self.wr_addr_q.q.val();
        self.side0.wd.next = self.wr_data_q0.q.val();
        self.side0.ra.next = self.rd_next.val();
        self.side_q0.d.next = self.side0.rd.val();
        self.side_out0.next = self.side_q0.q.val();
        for b in 0..self.banks() {
            if self.rd_bank[b].q.val() {
                self.side_out0.next = self.side_q_hi[0].q.val();
            }
        }
        self.out0.next = self.co0.val() ^ self.side_out0.val();
        self.side_held0.next = self.side_out0.val();
        self.side1.clock.next = self.clock.val();
        self.side1.we.next = self.wr_en_q.q.val();
        self.side1.wa.next = self.wr_addr_q.q.val();
        self.side1.wd.next = self.wr_data_q1.q.val();
        self.side1.ra.next = self.rd_next.val();
        self.side_q1.d.next = self.side1.rd.val();
        self.side_out1.next = self.side_q1.q.val();
        for b in 0..self.banks() {
            if self.rd_bank[b].q.val() {
                self.side_out1.next = self.side_q_hi[1].q.val();
            }
        }
        self.out1.next = self.co1.val() ^ self.side_out1.val();
        self.side_held1.next = self.side_out1.val();
        self.side2.clock.next = self.clock.val();
        self.side2.we.next = self.wr_en_q.q.val();
        self.side2.wa.next = self.wr_addr_q.q.val();
        self.side2.wd.next = self.wr_data_q2.q.val();
        self.side2.ra.next = self.rd_next.val();
        self.side_q2.d.next = self.side2.rd.val();
        self.side_out2.next = self.side_q2.q.val();
        for b in 0..self.banks() {
            if self.rd_bank[b].q.val() {
                self.side_out2.next = self.side_q_hi[2].q.val();
            }
        }
        self.out2.next = self.co2.val() ^ self.side_out2.val();
        self.side_held2.next = self.side_out2.val();
        self.side3.clock.next = self.clock.val();
        self.side3.we.next = self.wr_en_q.q.val();
        self.side3.wa.next = self.wr_addr_q.q.val();
        self.side3.wd.next = self.wr_data_q3.q.val();
        self.side3.ra.next = self.rd_next.val();
        self.side_q3.d.next = self.side3.rd.val();
        self.side_out3.next = self.side_q3.q.val();
        for b in 0..self.banks() {
            if self.rd_bank[b].q.val() {
                self.side_out3.next = self.side_q_hi[3].q.val();
            }
        }
        self.out3.next = self.co3.val() ^ self.side_out3.val();
        self.side_held3.next = self.side_out3.val();
        self.side4.clock.next = self.clock.val();
        self.side4.we.next = self.wr_en_q.q.val();
        self.side4.wa.next = self.wr_addr_q.q.val();
        self.side4.wd.next = self.wr_data_q4.q.val();
        self.side4.ra.next = self.rd_next.val();
        self.side_q4.d.next = self.side4.rd.val();
        self.side_x_held.next = self.side_q4.q.val();
        self.side_x_next.next = self.side4.rd.val();
        for b in 0..self.banks() {
            if self.rd_bank[b].q.val() {
                self.side_x_held.next = self.side_q_hi[4].q.val();
            }
        }
        if self.accept.val() {
            self.wr_ptr.d.next = self.wr_ptr.q.val() + self.ptr_one.val();
        }
        self.rd_ptr.d.next = self.rd_next.val();

        // Packet tracking and the feedback handshake: `s_axis` beats only.
        self.own_accept.next = self.accept.val() & !self.inject.val();
        if self.own_accept.val() {
            self.in_packet.d.next = !self.in_last.val();
        }
        // Outside a packet the mode in force is `CTRL`'s.
        if self.own_accept.val() & !self.in_packet.q.val() {
            self.pkt_mode.d.next = self.eff_mode_q.q.val();
            self.pkt_decrypt.d.next = self.eff_decrypt_q.q.val();
        }
        self.fb_ofb.next = (self.pkt_mode.q.val() == self.code_ofb.val()) & self.has_ofb.val();
        self.fb_done.next = self.core_valid.val() & self.fb_pending.q.val();
        if self.fb_done.val() {
            self.fb_pending.d.next = false;
        }
        if self.own_accept.val() & self.feedback.val() {
            self.fb_pending.d.next = true;
        }
        self.handover_ff.next = self.own_accept.val() & self.in_last.val() & self.feed_forward.val();
        self.handover_fb.next = self.fb_done.val() & self.core_last.val();
        self.packet_end.next = (self.own_accept.val() & self.in_last.val() & !self.feedback.val()) | self.handover_fb.val();
        self.write_window.next = self.in_packet.q.val() | self.own_accept.val() | self.fb_pending.q.val();

        if self.fb_ofb.val() {
            self.next_fb0.next = self.co0.val();
        } else {
            self.next_fb0.next = self.out0.val();
        }
        self.iv0.next = self.iv_reg0.q.val();
        if self.own_accept.val() & self.feed_forward.val() {
            self.chain0.d.next = self.next_ff0.val();
        }
        if self.fb_done.val() {
            self.chain0.d.next = self.next_fb0.val();
        }
        if self.handover_ff.val() & !self.iv_written0.q.val() {
            self.iv_reg0.d.next = self.next_ff0.val();
        }
        if self.handover_fb.val() & !self.iv_written0.q.val() {
            self.iv_reg0.d.next = self.next_fb0.val();
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index0.val()) & self.write_window.val() {
            self.iv_written0.d.next = true;
        }
        if self.packet_end.val() {
            self.iv_written0.d.next = false;
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index0.val()) {
            self.iv_reg0.d.next = self.iv_data.val();
        }
        if self.zeroize.val() | self.reset.val() {
            self.iv_reg0.d.next = self.zero.val();
            self.chain0.d.next = self.zero.val();
            self.iv_written0.d.next = false;
        }

        if self.fb_ofb.val() {
            self.next_fb1.next = self.co1.val();
        } else {
            self.next_fb1.next = self.out1.val();
        }
        self.iv1.next = self.iv_reg1.q.val();
        if self.own_accept.val() & self.feed_forward.val() {
            self.chain1.d.next = self.next_ff1.val();
        }
        if self.fb_done.val() {
            self.chain1.d.next = self.next_fb1.val();
        }
        if self.handover_ff.val() & !self.iv_written1.q.val() {
            self.iv_reg1.d.next = self.next_ff1.val();
        }
        if self.handover_fb.val() & !self.iv_written1.q.val() {
            self.iv_reg1.d.next = self.next_fb1.val();
        }
        if self.gcm_iv_load.val() & !self.iv_written1.q.val() {
            self.iv_reg1.d.next = self.gcm_iv1.val();
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index1.val()) & self.write_window.val() {
            self.iv_written1.d.next = true;
        }
        if self.packet_end.val() {
            self.iv_written1.d.next = false;
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index1.val()) {
            self.iv_reg1.d.next = self.iv_data.val();
        }
        if self.zeroize.val() | self.reset.val() {
            self.iv_reg1.d.next = self.zero.val();
            self.chain1.d.next = self.zero.val();
            self.iv_written1.d.next = false;
        }

        if self.fb_ofb.val() {
            self.next_fb2.next = self.co2.val();
        } else {
            self.next_fb2.next = self.out2.val();
        }
        self.iv2.next = self.iv_reg2.q.val();
        if self.own_accept.val() & self.feed_forward.val() {
            self.chain2.d.next = self.next_ff2.val();
        }
        if self.fb_done.val() {
            self.chain2.d.next = self.next_fb2.val();
        }
        if self.handover_ff.val() & !self.iv_written2.q.val() {
            self.iv_reg2.d.next = self.next_ff2.val();
        }
        if self.handover_fb.val() & !self.iv_written2.q.val() {
            self.iv_reg2.d.next = self.next_fb2.val();
        }
        if self.gcm_iv_load.val() & !self.iv_written2.q.val() {
            self.iv_reg2.d.next = self.gcm_iv2.val();
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index2.val()) & self.write_window.val() {
            self.iv_written2.d.next = true;
        }
        if self.packet_end.val() {
            self.iv_written2.d.next = false;
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index2.val()) {
            self.iv_reg2.d.next = self.iv_data.val();
        }
        if self.zeroize.val() | self.reset.val() {
            self.iv_reg2.d.next = self.zero.val();
            self.chain2.d.next = self.zero.val();
            self.iv_written2.d.next = false;
        }

        if self.fb_ofb.val() {
            self.next_fb3.next = self.co3.val();
        } else {
            self.next_fb3.next = self.out3.val();
        }
        self.iv3.next = self.iv_reg3.q.val();
        if self.own_accept.val() & self.feed_forward.val() {
            self.chain3.d.next = self.next_ff3.val();
        }
        if self.fb_done.val() {
            self.chain3.d.next = self.next_fb3.val();
        }
        if self.handover_ff.val() & !self.iv_written3.q.val() {
            self.iv_reg3.d.next = self.next_ff3.val();
        }
        if self.handover_fb.val() & !self.iv_written3.q.val() {
            self.iv_reg3.d.next = self.next_fb3.val();
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index3.val()) & self.write_window.val() {
            self.iv_written3.d.next = true;
        }
        if self.packet_end.val() {
            self.iv_written3.d.next = false;
        }
        if self.iv_we.val() & (self.iv_index.val() == self.index3.val()) {
            self.iv_reg3.d.next = self.iv_data.val();
        }
        if self.zeroize.val() | self.reset.val() {
            self.iv_reg3.d.next = self.zero.val();
            self.chain3.d.next = self.zero.val();
            self.iv_written3.d.next = false;
        }
        // Two registers per round: the pointers' fifth bits choose the half of the delay line.
        for b in 0..self.banks() {
            self.wr_bank[b].clock.next = self.clock.val();
            self.wr_bank[b].d.next = self.wr_bank[b].q.val();
            if self.accept.val() & ((self.wr_ptr.q.val() + self.ptr_one.val()) == self.ptr_zero.val()) {
                self.wr_bank[b].d.next = !self.wr_bank[b].q.val();
            }
            // The halves' write enables, registered like the rest of the write.
            self.wr_en_q.d.next = self.accept.val() & !self.wr_bank[b].q.val();
            self.wr_en_hi_q[b].clock.next = self.clock.val();
            self.wr_en_hi_q[b].d.next = self.accept.val() & self.wr_bank[b].q.val();
            self.rd_bank_next[b].next = self.rd_bank[b].q.val();
            if self.core_valid.val() & ((self.rd_ptr.q.val() + self.ptr_one.val()) == self.ptr_zero.val()) {
                self.rd_bank_next[b].next = !self.rd_bank[b].q.val();
            }
            self.rd_bank[b].clock.next = self.clock.val();
            self.rd_bank[b].d.next = self.rd_bank_next[b].val();
            self.side_hi[0].clock.next = self.clock.val();
            self.side_hi[0].we.next = self.wr_en_hi_q[b].q.val();
            self.side_hi[0].wa.next = self.wr_addr_q.q.val();
            self.side_hi[0].wd.next = self.wr_data_q0.q.val();
            self.side_hi[0].ra.next = self.rd_next.val();
            self.side_q_hi[0].clock.next = self.clock.val();
            self.side_q_hi[0].d.next = self.side_hi[0].rd.val();
            self.side_hi[1].clock.next = self.clock.val();
            self.side_hi[1].we.next = self.wr_en_hi_q[b].q.val();
            self.side_hi[1].wa.next = self.wr_addr_q.q.val();
            self.side_hi[1].wd.next = self.wr_data_q1.q.val();
            self.side_hi[1].ra.next = self.rd_next.val();
            self.side_q_hi[1].clock.next = self.clock.val();
            self.side_q_hi[1].d.next = self.side_hi[1].rd.val();
            self.side_hi[2].clock.next = self.clock.val();
            self.side_hi[2].we.next = self.wr_en_hi_q[b].q.val();
            self.side_hi[2].wa.next = self.wr_addr_q.q.val();
            self.side_hi[2].wd.next = self.wr_data_q2.q.val();
            self.side_hi[2].ra.next = self.rd_next.val();
            self.side_q_hi[2].clock.next = self.clock.val();
            self.side_q_hi[2].d.next = self.side_hi[2].rd.val();
            self.side_hi[3].clock.next = self.clock.val();
            self.side_hi[3].we.next = self.wr_en_hi_q[b].q.val();
            self.side_hi[3].wa.next = self.wr_addr_q.q.val();
            self.side_hi[3].wd.next = self.wr_data_q3.q.val();
            self.side_hi[3].ra.next = self.rd_next.val();
            self.side_q_hi[3].clock.next = self.clock.val();
            self.side_q_hi[3].d.next = self.side_hi[3].rd.val();
            self.side_hi[4].clock.next = self.clock.val();
            self.side_hi[4].we.next = self.wr_en_hi_q[b].q.val();
            self.side_hi[4].wa.next = self.wr_addr_q.q.val();
            self.side_hi[4].wd.next = self.wr_data_q4.q.val();
            self.side_hi[4].ra.next = self.rd_next.val();
            self.side_q_hi[4].clock.next = self.clock.val();
            self.side_q_hi[4].d.next = self.side_hi[4].rd.val();
            if self.rd_bank_next[b].val() & !self.reset.val() {
                self.side_x_next.next = self.side_hi[4].rd.val();
            }
            if self.reset.val() {
                self.wr_bank[b].d.next = false;
                self.rd_bank[b].d.next = false;
                self.wr_en_hi_q[b].d.next = false;
            }
        }
        if self.reset.val() {
            self.in_packet.d.next = false;
            self.fb_pending.d.next = false;
            self.wr_en_q.d.next = false;
            self.wr_ptr.d.next = self.ptr_zero.val();
            self.rd_ptr.d.next = self.ptr_zero.val();
        }
        // The mode in force in the next cycle, from the next values of what chooses it.
        if self.in_packet.d.val() {
            self.next_mode.next = self.pkt_mode.d.val();
            self.next_decrypt.next = self.pkt_decrypt.d.val();
        } else {
            self.next_mode.next = self.mode_next.val();
            self.next_decrypt.next = self.decrypt_next.val();
        }
        self.eff_mode_q.d.next = self.next_mode.val();
        self.eff_decrypt_q.d.next = self.next_decrypt.val();
        self.is_ctr_q.d.next = (self.next_mode.val() == self.code_ctr.val()) & self.has_ctr.val();
        self.is_cfb_q.d.next = (self.next_mode.val() == self.code_cfb.val()) & self.has_cfb.val();
        self.is_ofb_q.d.next = (self.next_mode.val() == self.code_ofb.val()) & self.has_ofb.val();
        self.cbc_enc_q.d.next =
            (self.next_mode.val() == self.code_cbc.val()) & self.has_cbc.val() & !self.next_decrypt.val();
        self.cbc_dec_q.d.next =
            (self.next_mode.val() == self.code_cbc.val()) & self.has_cbc.val() & self.next_decrypt.val();
        self.take_cur_q.d.next = self.is_ctr_q.d.val() | self.is_cfb_q.d.val() | self.is_ofb_q.d.val();
    }
}
