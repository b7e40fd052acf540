//! `aes_axis`: the Vivado-facing AES accelerator (`docs/aes_axis.md`): the AES core behind an
//! AXI4-Stream data path and AXI4-Lite registers.
//!
//! The ports are exactly those of the contract and stay flat fields of this struct, so the
//! exported Verilog has the contract's port names.
//!
//! # Data path and backpressure
//!
//! `s_axis` -> `Modes` (`modes.rs`) -> `aes_core` (output always ready, so its pipeline never
//! stalls) -> `Modes` (output XOR, output stage) -> `OutputFifo` (`output_fifo.rs`) -> `m_axis`.
//!
//! `Modes` chooses the core's input and the value XORed into its output for the mode of
//! operation of each packet, holds the IV registers and the registers of the modes' own
//! (`AAD_LEN`), and may put blocks of its own into the core (GCM's `J0` and `H`) and beats of its
//! own into the FIFO (GCM's tag). In the fed-back modes (CBC and CFB encryption, OFB) it closes
//! `s_axis_tready` while a block is in the cipher, so they run one block per core latency + 1
//! cycles. ECB, CTR, CBC/CFB decryption and GCM run at the pipeline's rate below.
//!
//! `s_axis_tready` must not depend combinationally on `m_axis_tready`. Credits do that: `credits`
//! counts the blocks accepted and not yet emitted (in the core or in the FIFO), and a block is
//! accepted only while `credits < FIFO_DEPTH`, so every accepted block has a FIFO slot reserved.
//! That condition is itself a flip-flop (`credits_full`, set from the next count), and the
//! stream side reads a copy of it (`tready_q`, `!credits_full` loaded from the same next value):
//! `s_axis_tready` is an AND of flip-flops (that copy, the core's `accepting`, the modes'
//! `ready`) and `aresetn`. The copy is for placement: the
//! counter's flag sits by the FIFO's pop, the copy by stage 0, whose clock enables the input
//! handshake drives. The copy and the core's `accepting` are two flip-flops each, one for the
//! port (and the credit counting, which reads the port) and one for the core's `in_valid` and
//! `accept`: with one, synthesis shares the AND of the two handshakes, and the transaction
//! FSM's loop runs through the credit logic by the FIFO (`transaction.rs`).
//!
//! # Latency and throughput
//!
//! `AXIS_LATENCY` (L = 12) = the core's 11 cycles (initial AddRoundKey + 10 rounds, one register
//! each) + 1 cycle through the FIFO register banks. A block accepted in cycle `t` has
//! `m_axis_tvalid` in `t + 12`. With an always-ready sink, `credits` is L at the start of every
//! cycle (blocks `t-L .. t-1`, the oldest of which leaves in cycle `t`), so `FIFO_DEPTH = L + 1`
//! credits keep the input open every cycle: N blocks take N + L cycles from the first input
//! handshake to the last output handshake, both included.
//!
//! A packet boundary costs no cycle unless a key or `CTRL` change is pending (the core's
//! transaction tracking, `transaction.rs`): with `m_axis_tready` high one block per cycle goes
//! in and out whatever the `tlast` pattern.
//!
//! # Modes with key material of their own (builds with GCM)
//!
//! A block a mode puts into the core may take a FIFO credit (GCM's `J0`: its slot is the tag's)
//! or not (`H`): `Modes.credit` counts the blocks that do. In a build with GCM every block
//! reaches the FIFO two cycles after the core (`modes/output_stage.rs`), which leaves the tag its
//! place behind its packet. `KEY_READY` waits for the modes' key material (`H` and its powers);
//! `BUSY` includes what of theirs is on its way. Latency `axis_latency + 2`; a GCM packet of `n`
//! beats takes `n + 2` cycles.
//!
//! # `tkeep`
//!
//! A beat with `s_axis_tkeep != 0xFFFF` is processed as a whole block (the bytes are taken as
//! they are) and sets the sticky `STATUS.PARTIAL`. `m_axis_tkeep` is `0xFFFF`.
//!
//! # Status and counters
//!
//! `STATUS.BUSY` is the core's transaction tracking, any block still in the FIFO (the contract's
//! transaction ends when its `tlast` block leaves on `m_axis`) or a zeroize that has not yet
//! cleared the FIFO's entries (it does once the last block has left). `BLOCKS_IN` / `BLOCKS_OUT` count
//! the `s_axis` / `m_axis` handshakes and wrap.
//!
//! # Reset
//!
//! `aresetn` (synchronous, active low) resets the core (pipeline emptied, key words, round keys
//! of the expansion unit and of the stages, pipeline state, FSMs), the FIFO (pointers and
//! entries), the credits, the counters and the AXI4-Lite channels (held write data included).
//! While it is low, `s_axis_tready`, `m_axis_tvalid`, `s_axi_bvalid`, `s_axi_rvalid` and every
//! AXI4-Lite `ready` are held low, so nothing crosses during reset.

pub mod axi_lite_regs;
pub mod output_fifo;
pub mod register_map;

use crate::aes_core::AesCore;
use crate::aes_axis::axi_lite_regs::AxiLiteRegs;
use crate::modes::Modes;
use crate::primitives::block_words::JoinColumns;
use crate::aes_axis::output_fifo::{fifo_depth, OutputFifo};
use crate::params::{latency, latency_of, CoreOptions, KeyLen};
use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
use rust_hdl::prelude::*;

/// Cycles from the `s_axis` handshake of a block to `m_axis_tvalid` of its output: the core's
/// latency and one cycle through the FIFO (12, 14 and 16 for AES-128, -192 and -256).
pub const fn axis_latency(key_len: KeyLen) -> u64 {
    latency(key_len) + 1
}

/// The latency of a build with `options`: [`axis_latency_of`] and, with GCM, the two cycles
/// every block spends between the core and the FIFO (`modes/output_stage.rs`): 14, 16 and 18 in
/// the exported `full` and `enc128`.
pub const fn axis_latency_for(options: &CoreOptions, key_len: KeyLen) -> u64 {
    axis_latency_of(options.regs_per_round, key_len)
        + crate::modes::output_stage::delay(options)
}

/// The cycles an XTS data unit with ciphertext stealing takes beyond a whole one of as many
/// beats (`modes/xts.rs`): its final block enters the core when the block before it leaves, and
/// the inserted beat follows the final block's output, `latency - 1` cycles in all; decrypting,
/// the re-injection's pass through the core comes before the final block, two cycles more. The
/// contract's limit is `latency + 4`.
pub const fn xts_stealing_cycles(options: &CoreOptions, key_len: KeyLen, decrypt: bool) -> u64 {
    let latency = axis_latency_for(options, key_len);
    if decrypt {
        latency + 1
    } else {
        latency - 1
    }
}

/// The AES-128 latency through `aes_axis`.
pub const AXIS_LATENCY: u64 = axis_latency(KeyLen::Aes128);

const _: () = assert!(AXIS_LATENCY <= 14);

/// `axis_latency` of a build with `regs` registers per round (22, 26 and 30 with two).
pub const fn axis_latency_of(regs: u8, key_len: KeyLen) -> u64 {
    latency_of(regs, key_len) + 1
}

// The contract's limit, `2 Nr + 4`, with two registers per round, and the FIFO's and the
// credits' six-bit counters (`fifo_depth`: latency + 2 entries, 6 more with GCM, 37 in
// `full-2reg`).
const _: () = assert!(axis_latency_of(2, KeyLen::Aes128) <= 2 * 10 + 4);
const _: () = assert!(axis_latency_of(2, KeyLen::Aes256) <= 2 * 14 + 4);
const _: () = assert!(latency_of(2, KeyLen::Aes256) + 2 + 6 <= 63);

/// The kernel below uses no local signals on purpose: rust-hdl prints a kernel as one `always`
/// block, and Verilator splits such a block only into groups of statements that share no
/// variable written in the block. A shared local would put the statements that drive the core's
/// inputs and those that read its `in_ready` in one group, a false combinational loop
/// (UNOPTFLAT) through the core.
#[derive(LogicBlock)]
pub struct AesAxis {
    pub aclk: Signal<In, Clock>,
    pub aresetn: Signal<In, Bit>,
    pub s_axi_awaddr: Signal<In, Bits<8>>,
    pub s_axi_awvalid: Signal<In, Bit>,
    pub s_axi_awready: Signal<Out, Bit>,
    pub s_axi_wdata: Signal<In, Bits<32>>,
    pub s_axi_wstrb: Signal<In, Bits<4>>,
    pub s_axi_wvalid: Signal<In, Bit>,
    pub s_axi_wready: Signal<Out, Bit>,
    pub s_axi_bresp: Signal<Out, Bits<2>>,
    pub s_axi_bvalid: Signal<Out, Bit>,
    pub s_axi_bready: Signal<In, Bit>,
    pub s_axi_araddr: Signal<In, Bits<8>>,
    pub s_axi_arvalid: Signal<In, Bit>,
    pub s_axi_arready: Signal<Out, Bit>,
    pub s_axi_rdata: Signal<Out, Bits<32>>,
    pub s_axi_rresp: Signal<Out, Bits<2>>,
    pub s_axi_rvalid: Signal<Out, Bit>,
    pub s_axi_rready: Signal<In, Bit>,
    pub s_axis_tdata: Signal<In, Bits<128>>,
    pub s_axis_tvalid: Signal<In, Bit>,
    pub s_axis_tready: Signal<Out, Bit>,
    pub s_axis_tlast: Signal<In, Bit>,
    pub s_axis_tkeep: Signal<In, Bits<16>>,
    pub m_axis_tdata: Signal<Out, Bits<128>>,
    pub m_axis_tvalid: Signal<Out, Bit>,
    pub m_axis_tready: Signal<In, Bit>,
    pub m_axis_tlast: Signal<Out, Bit>,
    pub m_axis_tkeep: Signal<Out, Bits<16>>,
    core: AesCore,
    modes: Modes,
    regs: AxiLiteRegs,
    fifo: OutputFifo,
    out_words: JoinColumns,
    credits: Reg<Bits<6>>,
    /// `credits` at its limit, a flip-flop computed with the next count, so that no compare
    /// of the counter sits in front of `s_axis_tready` (power-up and reset: 0, no credit taken).
    credits_full: Reg<Bit>,
    /// `!credits_full`, two copies for the stream input (`credits_full` is read by the counter's
    /// logic at the FIFO's side): bit 0 for `s_axis_tready`, bit 1 for the core's `in_valid`.
    tready_q: ReplicatedReg<2>,
    blocks_in: Reg<Bits<32>>,
    blocks_out: Reg<Bits<32>>,
    partial_beat: Reg<Bit>,
    credit_limit: Constant<Bits<6>>,
    credit_below: Constant<Bits<6>>,
    credit_zero: Constant<Bits<6>>,
    credit_one: Constant<Bits<6>>,
    count_zero: Constant<Bits<32>>,
    count_one: Constant<Bits<32>>,
    keep_all: Constant<Bits<16>>,
}

impl Default for AesAxis {
    fn default() -> Self {
        Self::new(CoreOptions::default())
    }
}

impl AesAxis {
    /// The words held in register files and leaves with storage of their own, which a waveform
    /// of the rust-hdl model does not show, named `<instance path>.e<i>`: the output FIFO's
    /// entries, the key expansion unit's round keys and XTS's tweak line. For checks that
    /// nothing is left in them.
    pub fn register_file_words(&self) -> Vec<(String, u32)> {
        let fifo = self.fifo.entry_words().into_iter().enumerate().map(|(i, w)| (format!("top.fifo.bank.e{i}"), w));
        let keys = self.core.expansion_round_key_words().into_iter().enumerate();
        let tweaks = self.modes.xts().tweak_line_words().into_iter().enumerate();
        fifo.chain(keys.map(|(i, w)| (format!("top.core.expansion.round_keys.e{i}"), w)))
            .chain(tweaks.map(|(i, w)| (format!("top.modes.xts.line.e{i}"), w)))
            .collect()
    }

    /// `aes_axis` for a build with `options` (the exported default has every feature).
    pub fn new(options: CoreOptions) -> Self {
        let depth = fifo_depth(options);
        Self {
            aclk: Default::default(),
            aresetn: Default::default(),
            s_axi_awaddr: Default::default(),
            s_axi_awvalid: Default::default(),
            s_axi_awready: Default::default(),
            s_axi_wdata: Default::default(),
            s_axi_wstrb: Default::default(),
            s_axi_wvalid: Default::default(),
            s_axi_wready: Default::default(),
            s_axi_bresp: Default::default(),
            s_axi_bvalid: Default::default(),
            s_axi_bready: Default::default(),
            s_axi_araddr: Default::default(),
            s_axi_arvalid: Default::default(),
            s_axi_arready: Default::default(),
            s_axi_rdata: Default::default(),
            s_axi_rresp: Default::default(),
            s_axi_rvalid: Default::default(),
            s_axi_rready: Default::default(),
            s_axis_tdata: Default::default(),
            s_axis_tvalid: Default::default(),
            s_axis_tready: Default::default(),
            s_axis_tlast: Default::default(),
            s_axis_tkeep: Default::default(),
            m_axis_tdata: Default::default(),
            m_axis_tvalid: Default::default(),
            m_axis_tready: Default::default(),
            m_axis_tlast: Default::default(),
            m_axis_tkeep: Default::default(),
            core: AesCore::new(options),
            modes: Modes::new(options),
            regs: AxiLiteRegs::new(options),
            fifo: OutputFifo::new(depth),
            out_words: Default::default(),
            credits: Default::default(),
            credits_full: Default::default(),
            tready_q: Default::default(),
            blocks_in: Default::default(),
            blocks_out: Default::default(),
            partial_beat: Default::default(),
            credit_limit: Constant::new((depth as u8).to_bits()),
            credit_below: Constant::new((depth as u8 - 1).to_bits()),
            credit_zero: Constant::new(0_u8.to_bits()),
            credit_one: Constant::new(1_u8.to_bits()),
            count_zero: Constant::new(0_u32.to_bits()),
            count_one: Constant::new(1_u32.to_bits()),
            keep_all: Constant::new(0xffff_u32.to_bits()),
        }
    }
}

impl Logic for AesAxis {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, aclk, credits, credits_full, blocks_in, blocks_out, partial_beat);
        self.tready_q.clock.next = self.aclk.val();

        // AXI4-Lite registers.
        self.regs.clock.next = self.aclk.val();
        self.regs.reset.next = !self.aresetn.val();
        self.regs.awaddr.next = self.s_axi_awaddr.val();
        self.regs.awvalid.next = self.s_axi_awvalid.val();
        self.s_axi_awready.next = self.regs.awready.val();
        self.regs.wdata.next = self.s_axi_wdata.val();
        self.regs.wstrb.next = self.s_axi_wstrb.val();
        self.regs.wvalid.next = self.s_axi_wvalid.val();
        self.s_axi_wready.next = self.regs.wready.val();
        self.s_axi_bresp.next = self.regs.bresp.val();
        self.s_axi_bvalid.next = self.regs.bvalid.val();
        self.regs.bready.next = self.s_axi_bready.val();
        self.regs.araddr.next = self.s_axi_araddr.val();
        self.regs.arvalid.next = self.s_axi_arvalid.val();
        self.s_axi_arready.next = self.regs.arready.val();
        self.s_axi_rdata.next = self.regs.rdata.val();
        self.s_axi_rresp.next = self.regs.rresp.val();
        self.s_axi_rvalid.next = self.regs.rvalid.val();
        self.regs.rready.next = self.s_axi_rready.val();
        self.regs.key_ready.next = self.core.key_ready.val() & self.modes.key_ok.val();
        self.regs.busy.next = self.core.busy.val() | self.fifo.valid.val() | self.fifo.wiping.val() | self.modes.busy.val();
        self.regs.deriving.next = self.core.deriving.val();
        self.regs.refreshing.next = self.core.refreshing.val();
        self.regs.key_partial.next = self.core.key_partial.val();
        self.regs.mode_status.next = self.modes.status.val();
        // Registered on the way to STATUS: the handshake depends on the core's key state,
        // which depends on the AXI4-Lite block.
        self.regs.partial_beat.next = self.partial_beat.q.val();
        self.regs.length_err_beat.next = self.modes.length_err.val();
        self.regs.blocks_in.next = self.blocks_in.q.val();
        self.regs.blocks_out.next = self.blocks_out.q.val();

        // The core, offered a block only while a FIFO slot is reserved for it: the modes choose
        // what it takes (`modes.rs`) and are offered the stream through a copy of the credit flag.
        self.core.clock.next = self.aclk.val();
        self.core.reset.next = !self.aresetn.val();
        self.core.in_data.next = self.modes.core_in.val();
        self.core.in_last.next = self.modes.core_in_last.val();
        self.core.in_valid.next = self.modes.offer.val();
        self.core.out_ready.next = true;
        // A cycle ahead: the core registers its write ports.
        self.core.key_we.next = self.regs.key_we_next.val();
        self.core.key_addr.next = self.regs.key_addr_next.val();
        self.core.key_data.next = self.regs.key_data_next.val();
        self.core.ctrl_we.next = self.regs.ctrl_we_next.val();
        self.core.key_len.next = self.regs.key_len_next.val();
        self.core.decrypt.next = self.regs.decrypt_next.val();
        self.core.zeroize.next = self.regs.zeroize_next.val();
        self.s_axis_tready.next =
            self.core.in_ready.val() & self.tready_q.q.val().get_bit(0) & self.modes.ready.val() & self.aresetn.val();

        // Modes of operation around the core.
        self.modes.clock.next = self.aclk.val();
        self.modes.reset.next = !self.aresetn.val();
        self.modes.zeroize.next = self.regs.zeroize.val();
        self.modes.ctrl_decrypt.next = self.regs.mode_decrypt.val();
        self.modes.mode_next.next = self.regs.mode_next.val();
        self.modes.decrypt_next.next = self.regs.mode_decrypt_next.val();
        self.modes.key_len_next.next = self.regs.key_len_next.val();
        self.modes.iv_we.next = self.regs.iv_we.val();
        self.modes.iv_index.next = self.regs.iv_index.val();
        self.modes.iv_data.next = self.regs.iv_data.val();
        self.modes.reg_we.next = self.regs.mode_reg_we.val();
        self.modes.reg_word.next = self.regs.mode_reg_word.val();
        self.modes.reg_data.next = self.regs.mode_reg_data.val();
        self.modes.reg_strb.next = self.regs.mode_reg_strb.val();
        self.modes.reg_read_word.next = self.regs.mode_read_word.val();
        self.regs.mode_rdata.next = self.modes.reg_rdata.val();
        self.modes.tdata[0].next = self.s_axis_tdata.val().get_bits::<32>(0);
        self.modes.tdata[1].next = self.s_axis_tdata.val().get_bits::<32>(32);
        self.modes.tdata[2].next = self.s_axis_tdata.val().get_bits::<32>(64);
        self.modes.tdata[3].next = self.s_axis_tdata.val().get_bits::<32>(96);
        self.modes.tlast.next = self.s_axis_tlast.val();
        self.modes.tkeep.next = self.s_axis_tkeep.val();
        self.modes.tvalid.next = self.s_axis_tvalid.val();
        self.modes.credit_ok.next = self.tready_q.q.val().get_bit(1) & self.aresetn.val();
        self.modes.core_ready.next = self.core.in_ready.val();
        self.modes.key_ready.next = self.core.key_ready.val();
        self.modes.core_out[0].next = self.core.out_data.val().get_bits::<32>(0);
        self.modes.core_out[1].next = self.core.out_data.val().get_bits::<32>(32);
        self.modes.core_out[2].next = self.core.out_data.val().get_bits::<32>(64);
        self.modes.core_out[3].next = self.core.out_data.val().get_bits::<32>(96);
        self.modes.core_valid.next = self.core.out_valid.val();
        self.modes.core_valid_next.next = self.core.out_valid_next.val();
        self.modes.core_last.next = self.core.out_last.val();
        for i in 0..4 {
            self.regs.iv[i].next = self.modes.iv[i].val();
            self.out_words.w[i].next = self.fifo.q[i].val();
            self.fifo.w[i].next = self.modes.out[i].val();
        }

        // Output FIFO.
        self.fifo.clock.next = self.aclk.val();
        self.fifo.reset.next = !self.aresetn.val();
        self.fifo.push.next = self.modes.push.val();
        self.fifo.last_in.next = self.modes.out_last.val();
        self.fifo.wipe.next = self.regs.zeroize.val();
        self.fifo.source_idle.next = !self.core.busy.val() & !self.modes.busy.val();
        self.m_axis_tvalid.next = self.fifo.valid.val() & self.aresetn.val();
        self.fifo.pop.next = self.fifo.valid.val() & self.aresetn.val() & self.m_axis_tready.val();
        self.m_axis_tdata.next = self.out_words.y.val();
        self.m_axis_tlast.next = self.fifo.last.val();
        self.m_axis_tkeep.next = self.keep_all.val();

        // Credits and counters: `modes.credit` is a block taken with a FIFO credit (every
        // `s_axis` beat, and a mode's own block that takes one), `fifo.pop` the m_axis handshake.
        if self.modes.credit.val() & !self.fifo.pop.val() {
            self.credits.d.next = self.credits.q.val() + self.credit_one.val();
        }
        if !self.modes.credit.val() & self.fifo.pop.val() {
            self.credits.d.next = self.credits.q.val() - self.credit_one.val();
        }
        // The next count at the limit: at it and no credit returned without one taken, or one
        // below it and one taken without one returned (the count never exceeds the limit).
        self.credits_full.d.next = ((self.credits.q.val() == self.credit_limit.val())
            & !(self.fifo.pop.val() & !self.modes.credit.val()))
            | ((self.credits.q.val() == self.credit_below.val()) & self.modes.credit.val() & !self.fifo.pop.val());
        if self.s_axis_tvalid.val() & self.s_axis_tready.val() {
            self.blocks_in.d.next = self.blocks_in.q.val() + self.count_one.val();
        }
        self.partial_beat.d.next = self.s_axis_tvalid.val()
            & self.s_axis_tready.val()
            & (self.s_axis_tkeep.val() != self.keep_all.val())
            & !self.modes.whole_last.val();
        if self.fifo.pop.val() {
            self.blocks_out.d.next = self.blocks_out.q.val() + self.count_one.val();
        }
        if !self.aresetn.val() {
            self.credits.d.next = self.credit_zero.val();
            self.credits_full.d.next = false;
            self.blocks_in.d.next = self.count_zero.val();
            self.blocks_out.d.next = self.count_zero.val();
            self.partial_beat.d.next = false;
        }
        // Last: the credit flag's next value is complete here.
        self.tready_q.d.next = !self.credits_full.d.val() & self.aresetn.val();
    }
}

/// The Verilog of `aes_axis`, top module `aes_axis`.
pub fn aes_axis_verilog() -> String {
    aes_axis_verilog_with(CoreOptions::default())
}

/// The Verilog of `aes_axis` built with `options`, top module `aes_axis`.
pub fn aes_axis_verilog_with(options: CoreOptions) -> String {
    crate::export::verilog_named(&mut AesAxis::new(options), "aes_axis")
}
