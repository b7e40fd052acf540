//! `OutputFifo`: the block FIFO between the core and `m_axis`.
//!
//! `aes_axis` throttles its input with credits so that this FIFO can never overflow (every
//! accepted block has a slot reserved), which lets the core run with its output always ready and
//! keeps `s_axis_tready` independent of `m_axis_tready`. The FIFO therefore has no `full` output
//! and the caller must never push into a full FIFO.
//!
//! Storage is a circular buffer of `fifo_depth` entries held in four 32-bit register files
//! (`reg_file.rs`, one per block column) plus the `last` flags: rust-hdl simulates 128-bit
//! signals slowly. The head entry
//! is presented combinationally from registers, so a block pushed in cycle `t` is on the output
//! from `t + 1` on.
//!
//! An entry is written only on a push and all entries are cleared together: on reset, and for a
//! wipe (`CTRL.ZEROIZE`) once the FIFO is empty and nothing more can arrive (`source_idle`). So
//! every entry bit is a flip-flop with a clock enable (its slot's push) and a synchronous reset
//! shared by all, and needs no logic of its own. A popped entry keeps its block until then; a
//! wipe requested while blocks are still on their way is held in `wipe_pending`, and `wiping`
//! tells `STATUS.BUSY` that it has not been done yet.
//!
//! The write pointer is one-hot (`wr_at`, a bit per entry): an entry's clock enable is the push
//! and its bit, one LUT beside the entry. It is held with bit 0 inverted (`wr_hot`), so that the
//! registers' power-up value 0 points at entry 0, as reset does. A binary pointer would need a
//! decoder in front of every entry's enable, a path that crosses the entries, which are spread
//! wide in the placement.
//!
//! The wipe's clear is registered (`clears`) and replicated, one flip-flop per column of entries
//! and one for the `last` flags: the condition behind it (the core's `busy`, the fill count, the
//! push) and the fanout to every entry bit would otherwise be one path, mostly routing across the
//! device. So the entries are cleared at
//! the second edge after the cycle in which the condition holds, and `wiping` stays high until
//! they are. Nothing can be pushed in between: the condition needs `source_idle`, and a block
//! accepted by an idle core is pushed a whole latency later. Reset clears the entries at its own
//! edge, as before.
//!
//! | register | on push | on pop | on reset | wipe condition (cycle `t`) |
//! |----------|---------|--------|----------|----------------------------|
//! | entries  | entry `wr_at` written | | all cleared | all cleared at edge `t + 2` |
//! | `wr_at` | rotated by one entry | | entry 0 | |
//! | `rd_ptr` | | `+1` mod depth | 0 | |
//! | `fill`   | `+1` (unless pop) | `-1` (unless push) | 0 | |
//! | `wipe_pending` | | | 0 | 0 (set by `wipe` while the clear has to wait) |
//! | `clears` | | | 0 | all 1 at edge `t + 1`, 0 again at `t + 2` |

use rust_hdl::prelude::*;
use crate::params::CoreOptions;
use crate::primitives::reg_file::RegFile;
use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;

/// Entries: the credit limit of `aes_axis` (latency + 1, see `aes_axis.rs`).
/// Entries for a build: one per credit, and `latency + 1` credits (the slowest key size's latency
/// through `aes_axis`) keep the input open every cycle with an always-ready sink.
/// Credits for the tags of GCM packets still on their way.
pub const GCM_TAG_CREDITS: usize = 4;

/// Most entries a FIFO can have: the width of the one-hot write pointer.
pub const MAX_DEPTH: usize = 64;

pub fn fifo_depth(options: CoreOptions) -> usize {
    // With GCM: the two cycles of the output stage, and the credits the packets' tags hold
    // from their J0 on (`gcm.rs`).
    let gcm = if options.has_gcm() { crate::modes::output_stage::delay(&options) as usize + GCM_TAG_CREDITS } else { 0 };
    options.latency(options.max_key_len()) as usize + 2 + gcm
}

#[derive(LogicBlock)]
pub struct OutputFifo {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub push: Signal<In, Bit>,
    pub w: [Signal<In, Bits<32>>; 4],
    pub last_in: Signal<In, Bit>,
    /// Clear every entry as soon as the FIFO is empty and `source_idle` is high (a pulse).
    pub wipe: Signal<In, Bit>,
    /// No block can be pushed any more before a new packet starts (the core is idle).
    pub source_idle: Signal<In, Bit>,
    /// A wipe is requested and not done yet.
    pub wiping: Signal<Out, Bit>,
    /// Take the head entry; only while `valid`.
    pub pop: Signal<In, Bit>,
    pub valid: Signal<Out, Bit>,
    pub q: [Signal<Out, Bits<32>>; 4],
    pub last: Signal<Out, Bit>,
    /// The entries, a register file per column.
    bank: [RegFile<MAX_DEPTH, 6>; 4],
    last_bank: Vec<Reg<Bit>>,
    /// The one-hot write pointer with bit 0 inverted.
    wr_hot: Reg<Bits<MAX_DEPTH>>,
    wr_at: Signal<Local, Bits<MAX_DEPTH>>,
    rd_ptr: Reg<Bits<6>>,
    fill: Reg<Bits<6>>,
    wipe_pending: Reg<Bit>,
    /// The wipe's clear, registered: bit `c` clears column `c`, bit 4 the `last` flags.
    clears: ReplicatedReg<5>,
    /// The wipe's condition holds this cycle.
    wipe_now: Signal<Local, Bit>,
    top_entry: Constant<Bits<6>>,
    zero: Constant<Bits<6>>,
    one: Constant<Bits<6>>,
    hot_first: Constant<Bits<MAX_DEPTH>>,
    hot_top: Constant<Bits<MAX_DEPTH>>,
    zero_hot: Constant<Bits<MAX_DEPTH>>,
}

impl OutputFifo {
    /// Every entry word of the four columns (for checks that nothing is left in them).
    pub fn entry_words(&self) -> Vec<u32> {
        self.bank.iter().flat_map(|b| b.entries().iter().copied()).collect()
    }

    pub fn new(depth: usize) -> Self {
        assert!(depth <= MAX_DEPTH, "the output FIFO has at most {MAX_DEPTH} entries");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            push: Default::default(),
            w: Default::default(),
            last_in: Default::default(),
            wipe: Default::default(),
            source_idle: Default::default(),
            wiping: Default::default(),
            pop: Default::default(),
            valid: Default::default(),
            q: Default::default(),
            last: Default::default(),
            bank: std::array::from_fn(|_| RegFile::one_hot_write(depth)),
            last_bank: (0..depth).map(|_| Reg::default()).collect(),
            wr_hot: Default::default(),
            wr_at: Default::default(),
            rd_ptr: Default::default(),
            fill: Default::default(),
            wipe_pending: Default::default(),
            clears: Default::default(),
            wipe_now: Default::default(),
            top_entry: Constant::new(((depth - 1) as u8).to_bits()),
            zero: Constant::new(0_u8.to_bits()),
            one: Constant::new(1_u8.to_bits()),
            hot_first: Constant::new(1_u64.to_bits()),
            hot_top: Constant::new((1_u64 << (depth - 1)).to_bits()),
            zero_hot: Constant::new(0_u64.to_bits()),
        }
    }
}

impl Logic for OutputFifo {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr_hot, rd_ptr, fill, wipe_pending);
        self.wr_at.next = self.wr_hot.q.val() ^ self.hot_first.val();
        self.wipe_now.next = (self.wipe.val() | self.wipe_pending.q.val())
            & (self.fill.q.val() == self.zero.val())
            & !self.push.val()
            & self.source_idle.val()
            & !self.reset.val();
        self.clears.clock.next = self.clock.val();
        self.clears.d.next = self.wipe_now.val();
        if self.wipe.val() {
            self.wipe_pending.d.next = true;
        }
        if self.wipe_now.val() | self.reset.val() {
            self.wipe_pending.d.next = false;
        }
        self.wiping.next = self.wipe.val() | self.wipe_pending.q.val() | self.clears.q.val().get_bit(4);
        for i in 0..self.last_bank.len() {
            self.last_bank[i].clock.next = self.clock.val();
            self.last_bank[i].d.next = self.last_bank[i].q.val();
            if self.push.val() & self.wr_at.val().get_bit(i) {
                self.last_bank[i].d.next = self.last_in.val();
            }
            if self.reset.val() | self.clears.q.val().get_bit(4) {
                self.last_bank[i].d.next = false;
            }
        }
        for c in 0..4 {
            self.bank[c].clock.next = self.clock.val();
            self.bank[c].clear.next = self.reset.val() | self.clears.q.val().get_bit(c);
            self.bank[c].we.next = self.push.val();
            self.bank[c].wa.next = self.wr_at.val();
            self.bank[c].wd.next = self.w[c].val();
            self.bank[c].ra.next = self.rd_ptr.q.val();
            self.q[c].next = self.bank[c].rd.val();
        }

        // Head entry's `last`.
        self.last.next = false;
        for i in 0..self.last_bank.len() {
            if self.rd_ptr.q.val() == i.to_bits() {
                self.last.next = self.last_bank[i].q.val();
            }
        }
        self.valid.next = self.fill.q.val() != self.zero.val();

        if self.push.val() {
            if (self.wr_at.val() & self.hot_top.val()).any() {
                self.wr_hot.d.next = self.zero_hot.val();
            } else {
                self.wr_hot.d.next = (self.wr_at.val() << 1) ^ self.hot_first.val();
            }
        }
        if self.pop.val() {
            if self.rd_ptr.q.val() == self.top_entry.val() {
                self.rd_ptr.d.next = self.zero.val();
            } else {
                self.rd_ptr.d.next = self.rd_ptr.q.val() + self.one.val();
            }
        }
        if self.push.val() & !self.pop.val() {
            self.fill.d.next = self.fill.q.val() + self.one.val();
        }
        if !self.push.val() & self.pop.val() {
            self.fill.d.next = self.fill.q.val() - self.one.val();
        }
        if self.reset.val() {
            self.wr_hot.d.next = self.zero_hot.val();
            self.rd_ptr.d.next = self.zero.val();
            self.fill.d.next = self.zero.val();
        }
    }
}
