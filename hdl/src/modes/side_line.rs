//! `SideLine`: the delay line beside the pipelined core. Every block the core takes (`write`)
//! leaves a side value (four words) and, in a build whose modes keep one, a record (a fifth
//! word) here; both come back as the block leaves the core (announced a cycle ahead,
//! `read_ahead`), in order: the pipeline never stalls and keeps order, so two pointers are all
//! the bookkeeping.
//!
//! Distributed RAM (`LutRam`), 16 entries (more than the longest latency with one register per
//! round) or, with two registers per round, 32 in two halves (`hi`, entry `16 + k` at `k`,
//! chosen by the pointers' fifth bits, `wr_bank` and `rd_half`). It holds stream data and flags
//! only, never a key-derived value, so it needs no reset.
//!
//! The write is registered: the memories are written the cycle after `write`, from registers
//! (`wr_*_q`), so the core's handshake reaches flip-flops and not the memories' write enables
//! across the device. The read is a cycle ahead: each cycle the entry the read pointer moves to
//! is read, from the half it is in, into registers (`q`, `q_rec`), so `held` and `rec` are
//! flip-flops: they go on to the modes' data path and the GHASH unit's input, across the
//! device, with no select in front of them. That entry's address and half are registers too
//! (`rd_addr`, `rd_half`), loaded from `read_ahead`, the core's next `out_valid`: the core's
//! output handshake reaches two 4-bit counters here, not the memories' read addresses. An entry
//! is read at the earliest a core latency after it was written.

use crate::params::CoreOptions;
use crate::primitives::lut_ram::LutRam;
use crate::primitives::register::Reg;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct SideLine {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub write: Signal<In, Bit>,
    pub data: [Signal<In, Bits<32>>; 4],
    pub record: Signal<In, Bits<32>>,
    /// `read` of the next cycle: the block that leaves the core then (the core's `out_valid`
    /// a cycle ahead; the line is read in every cycle that `out_valid` is high).
    pub read_ahead: Signal<In, Bit>,
    pub held: [Signal<Out, Bits<32>>; 4],
    pub rec: Signal<Out, Bits<32>>,
    /// What `rec` holds in the next cycle, for a reader that decodes the record a cycle ahead.
    pub rec_next: Signal<Out, Bits<32>>,
    lo: [LutRam; 4],
    lo_rec: LutRam,
    hi: [LutRam; 4],
    hi_rec: LutRam,
    wr_ptr: Reg<Bits<4>>,
    /// The entry read into `q` this cycle: the read pointer after this cycle's `read`.
    rd_addr: Reg<Bits<4>>,
    wr_en_q: Reg<Bit>,
    wr_en_hi_q: Reg<Bit>,
    wr_addr_q: Reg<Bits<4>>,
    wr_data_q: [Reg<Bits<32>>; 4],
    wr_rec_q: Reg<Bits<32>>,
    q: [Reg<Bits<32>>; 4],
    q_rec: Reg<Bits<32>>,
    /// The half `rd_addr` is in.
    rd_half: Reg<Bit>,
    wr_bank: Reg<Bit>,
    /// Two registers per round: the upper half is built.
    two: Constant<Bit>,
    ptr_one: Constant<Bits<4>>,
    ptr_zero: Constant<Bits<4>>,
}

impl SideLine {
    /// The line of a build with `options`: data columns where it has a mode of operation, the
    /// record where a mode keeps one (`records`), the upper half with two registers per round.
    pub fn new(options: CoreOptions, records: bool) -> Self {
        let data = options.modes != 0;
        let two = options.two_regs();
        SideLine {
            clock: Default::default(),
            reset: Default::default(),
            write: Default::default(),
            data: Default::default(),
            record: Default::default(),
            read_ahead: Default::default(),
            held: Default::default(),
            rec: Default::default(),
            rec_next: Default::default(),
            lo: std::array::from_fn(|_| LutRam::new(data)),
            lo_rec: LutRam::new(records),
            hi: std::array::from_fn(|_| LutRam::new(data && two)),
            hi_rec: LutRam::new(records && two),
            wr_ptr: Default::default(),
            rd_addr: Default::default(),
            wr_en_q: Default::default(),
            wr_en_hi_q: Default::default(),
            wr_addr_q: Default::default(),
            wr_data_q: Default::default(),
            wr_rec_q: Default::default(),
            q: Default::default(),
            q_rec: Default::default(),
            rd_half: Default::default(),
            wr_bank: Default::default(),
            two: Constant::new(two),
            ptr_one: Constant::new(1_u8.to_bits()),
            ptr_zero: Constant::new(0_u8.to_bits()),
        }
    }
}

impl Logic for SideLine {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wr_ptr, rd_addr, wr_en_q, wr_en_hi_q, wr_addr_q, wr_rec_q, q_rec, wr_bank, rd_half);
        if self.write.val() {
            self.wr_ptr.d.next = self.wr_ptr.q.val() + self.ptr_one.val();
        }
        if self.read_ahead.val() {
            self.rd_addr.d.next = self.rd_addr.q.val() + self.ptr_one.val();
        }
        // The halves: the pointers' fifth bits, flipped as the pointers wrap.
        if self.two.val() {
            if self.write.val() & ((self.wr_ptr.q.val() + self.ptr_one.val()) == self.ptr_zero.val()) {
                self.wr_bank.d.next = !self.wr_bank.q.val();
            }
            if self.read_ahead.val() & ((self.rd_addr.q.val() + self.ptr_one.val()) == self.ptr_zero.val()) {
                self.rd_half.d.next = !self.rd_half.q.val();
            }
        }
        // The write, registered.
        self.wr_en_q.d.next = self.write.val() & !self.wr_bank.q.val();
        self.wr_en_hi_q.d.next = self.write.val() & self.wr_bank.q.val();
        self.wr_addr_q.d.next = self.wr_ptr.q.val();
        self.wr_rec_q.d.next = self.record.val();
        for c in 0..4 {
            self.wr_data_q[c].clock.next = self.clock.val();
            self.wr_data_q[c].d.next = self.data[c].val();
            self.lo[c].clock.next = self.clock.val();
            self.lo[c].we.next = self.wr_en_q.q.val();
            self.lo[c].wa.next = self.wr_addr_q.q.val();
            self.lo[c].wd.next = self.wr_data_q[c].q.val();
            self.lo[c].ra.next = self.rd_addr.q.val();
            self.hi[c].clock.next = self.clock.val();
            self.hi[c].we.next = self.wr_en_hi_q.q.val();
            self.hi[c].wa.next = self.wr_addr_q.q.val();
            self.hi[c].wd.next = self.wr_data_q[c].q.val();
            self.hi[c].ra.next = self.rd_addr.q.val();
            self.q[c].clock.next = self.clock.val();
            self.q[c].d.next = self.lo[c].rd.val();
            if self.rd_half.q.val() {
                self.q[c].d.next = self.hi[c].rd.val();
            }
            self.held[c].next = self.q[c].q.val();
        }
        self.lo_rec.clock.next = self.clock.val();
        self.lo_rec.we.next = self.wr_en_q.q.val();
        self.lo_rec.wa.next = self.wr_addr_q.q.val();
        self.lo_rec.wd.next = self.wr_rec_q.q.val();
        self.lo_rec.ra.next = self.rd_addr.q.val();
        self.hi_rec.clock.next = self.clock.val();
        self.hi_rec.we.next = self.wr_en_hi_q.q.val();
        self.hi_rec.wa.next = self.wr_addr_q.q.val();
        self.hi_rec.wd.next = self.wr_rec_q.q.val();
        self.hi_rec.ra.next = self.rd_addr.q.val();
        self.rec_next.next = self.lo_rec.rd.val();
        if self.rd_half.q.val() {
            self.rec_next.next = self.hi_rec.rd.val();
        }
        self.q_rec.d.next = self.rec_next.val();
        self.rec.next = self.q_rec.q.val();
        // The core's `out_valid` is low in the cycle after a reset, so entry 0 is the one to read.
        if self.reset.val() {
            self.wr_ptr.d.next = self.ptr_zero.val();
            self.rd_addr.d.next = self.ptr_zero.val();
            self.wr_en_q.d.next = false;
            self.wr_en_hi_q.d.next = false;
            self.wr_bank.d.next = false;
            self.rd_half.d.next = false;
        }
    }
}
