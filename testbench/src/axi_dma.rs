//! A model of the Xilinx AXI DMA (PG021) in simple (direct register) mode, without
//! scatter-gather, and of the memory behind the Zynq's HP ports.
//!
//! Register-accurate on the driver's side: `MM2S_DMACR/DMASR/SA/LENGTH` and
//! `S2MM_DMACR/DMASR/DA/LENGTH` at their PG021 offsets, run/stop, soft reset, `Halted`, `Idle`,
//! `IOC_Irq`, `Err_Irq` (write 1 to clear), `DMAIntErr` for a zero length or a stream packet
//! longer than the S2MM buffer, `DMADecErr` for an address the memory does not decode.
//!
//! Cycle-accurate on the stream side, in the clock of `aes_axis` (`m_axis_mm2s`/`s_axis_s2mm`,
//! 128 bits): each stream cycle a channel moves at most `bus_bytes * mem_clock / stream_clock`
//! bytes between memory and its FIFO (the HP port's width and clock), MM2S's first data arrives
//! `read_latency` stream cycles after `LENGTH` is written, and the FIFOs hold `fifo_bytes`.
//!
//! Channel state machine (per channel):
//! - `Halted` (`RS` = 0, reset value): `LENGTH` writes are ignored. `RS` = 1 leaves it.
//! - running, no transfer: `Idle` = 0 until the first transfer ends (as the IP reports).
//! - transferring: started by a `LENGTH` write, `Idle` = 0; ends with `Idle` = 1 and `IOC_Irq` =
//!   1 when MM2S has sent the last beat (`tlast` on it) or S2MM has written the last byte of a
//!   packet (`tlast` received) to memory; S2MM's `LENGTH` then reads the bytes received.
//! - error: an error bit, `Err_Irq`, `RS` cleared and `Halted` set; only a reset recovers.

use aes_fpga_driver::bytes::{block_to_tdata, tdata_to_block, tkeep};
use aes_fpga_driver::dma::{dmacr, dmasr, reg};
use aes_fpga_driver::ports::BEAT_BYTES;
use std::collections::VecDeque;

/// A memory region the HP ports decode.
pub struct Memory {
    pub base: u64,
    pub bytes: Vec<u8>,
}

impl Memory {
    pub fn new(base: u64, size: usize) -> Self {
        Memory { base, bytes: vec![0; size] }
    }

    /// The byte index of `addr..addr+len`, `None` when the memory does not decode all of it.
    pub fn index(&self, addr: u64, len: usize) -> Option<usize> {
        let off = addr.checked_sub(self.base)? as usize;
        (off.checked_add(len)? <= self.bytes.len()).then_some(off)
    }
}

/// Bus and clocking of the model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DmaConfig {
    /// Bytes per memory-clock beat of each channel's HP port (8: a 64-bit port).
    pub bus_bytes: u64,
    /// Memory-side clock and stream clock (kHz): their ratio scales the port's rate.
    pub mem_khz: u64,
    pub stream_khz: u64,
    /// Stream cycles from the `MM2S_LENGTH` write to the first data in the FIFO.
    pub read_latency: u64,
    /// Bytes each channel's FIFO holds.
    pub fifo_bytes: usize,
    /// Stream cycles one AXI4-Lite access of the DMA's registers takes (from the CPU).
    pub lite_cycles: u64,
    /// Stream cycles the soft reset reads back as in progress.
    pub reset_cycles: u64,
    /// Probability that S2MM holds `tready` low in a cycle (memory write stalls).
    pub s2mm_stall: f64,
}

impl DmaConfig {
    /// The Zedboard's seed configuration: one 64-bit HP port per direction, everything at one
    /// clock.
    pub const ZEDBOARD_HP64: DmaConfig = DmaConfig {
        bus_bytes: 8,
        mem_khz: 142_000,
        stream_khz: 142_000,
        read_latency: 24,
        fifo_bytes: 512,
        lite_cycles: 8,
        reset_cycles: 16,
        s2mm_stall: 0.0,
    };
}

impl Default for DmaConfig {
    fn default() -> Self {
        DmaConfig::ZEDBOARD_HP64
    }
}

/// One direction of the DMA.
#[derive(Clone, Debug)]
struct Chan {
    dmacr: u32,
    dmasr: u32,
    addr: u64,
    length: u32,
    /// A transfer in progress.
    active: bool,
    /// Bytes moved between memory and the FIFO so far.
    moved: usize,
    /// Bytes through the stream port so far.
    streamed: usize,
    /// The total of the transfer (S2MM: known at `tlast`).
    total: Option<usize>,
    fifo: VecDeque<u8>,
    /// Fractional bus credit (units of 1/stream_khz bytes).
    credit: u64,
    /// Stream cycle from which MM2S may read memory.
    ready_at: u64,
    /// Whether `Idle` has been set since `RS` went to 1.
    done_once: bool,
}

impl Default for Chan {
    fn default() -> Self {
        Chan {
            dmacr: dmacr::RESET_VALUE,
            dmasr: dmasr::RESET_VALUE,
            addr: 0,
            length: 0,
            active: false,
            moved: 0,
            streamed: 0,
            total: None,
            fifo: VecDeque::new(),
            credit: 0,
            ready_at: 0,
            done_once: false,
        }
    }
}

impl Chan {
    fn running(&self) -> bool {
        self.dmacr & dmacr::RS != 0 && self.dmasr & dmasr::HALTED == 0
    }

    fn fail(&mut self, bit: u32) {
        self.dmasr |= bit | dmasr::ERR_IRQ | dmasr::HALTED;
        self.dmasr &= !dmasr::IDLE;
        self.dmacr &= !dmacr::RS;
        self.active = false;
        self.fifo.clear();
    }

    fn finish(&mut self) {
        self.active = false;
        self.done_once = true;
        self.dmasr |= dmasr::IDLE | dmasr::IOC_IRQ;
    }

    fn write_dmacr(&mut self, v: u32) {
        self.dmacr = (v & !dmacr::RESET) | (self.dmacr & dmacr::RESET);
        if v & dmacr::RS != 0 {
            if self.dmasr & dmasr::ERRORS == 0 {
                self.dmasr &= !dmasr::HALTED;
            } else {
                // A channel with an error stays halted until reset.
                self.dmacr &= !dmacr::RS;
            }
        } else if !self.active {
            self.dmasr |= dmasr::HALTED;
            self.dmasr &= !dmasr::IDLE;
        }
    }

    /// The `irq` output: completion or error with its enable.
    fn irq(&self) -> bool {
        (self.dmasr & dmasr::IOC_IRQ != 0 && self.dmacr & dmacr::IOC_IRQ_EN != 0)
            || (self.dmasr & dmasr::ERR_IRQ != 0 && self.dmacr & dmacr::ERR_IRQ_EN != 0)
    }

    /// Bytes the port may move this stream cycle.
    fn budget(&mut self, c: &DmaConfig) -> usize {
        self.credit += c.bus_bytes * c.mem_khz;
        let n = self.credit / c.stream_khz;
        self.credit %= c.stream_khz;
        n as usize
    }
}

/// What the DMA drives on the stream ports in a cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MM2SBeat {
    pub tdata: u128,
    pub tkeep: u16,
    pub tlast: bool,
}

/// The AXI DMA model.
pub struct AxiDmaModel {
    pub config: DmaConfig,
    pub memory: Memory,
    mm2s: Chan,
    s2mm: Chan,
    /// Stream cycles so far.
    pub cycle: u64,
    reset_until: Option<u64>,
    /// Stream cycles in which a beat was accepted on each side (for throughput figures).
    pub mm2s_beats: u64,
    pub s2mm_beats: u64,
    /// xorshift state for the S2MM stalls, and this cycle's draw.
    rng: u64,
    stalled: bool,
}

impl AxiDmaModel {
    pub fn new(config: DmaConfig, memory: Memory) -> Self {
        AxiDmaModel {
            config,
            memory,
            mm2s: Chan::default(),
            s2mm: Chan::default(),
            cycle: 0,
            reset_until: None,
            mm2s_beats: 0,
            s2mm_beats: 0,
            rng: 0x9E37_79B9_7F4A_7C15,
            stalled: false,
        }
    }

    fn reset(&mut self) {
        self.mm2s = Chan::default();
        self.s2mm = Chan::default();
    }

    /// An AXI4-Lite read of the register window (unmapped offsets read 0).
    pub fn read(&self, offset: u32) -> u32 {
        let resetting = self.reset_until.is_some();
        match offset {
            reg::MM2S_DMACR => self.mm2s.dmacr | if resetting { dmacr::RESET } else { 0 },
            reg::MM2S_DMASR => self.mm2s.dmasr,
            reg::MM2S_SA => self.mm2s.addr as u32,
            reg::MM2S_SA_MSB => (self.mm2s.addr >> 32) as u32,
            reg::MM2S_LENGTH => self.mm2s.length,
            reg::S2MM_DMACR => self.s2mm.dmacr | if resetting { dmacr::RESET } else { 0 },
            reg::S2MM_DMASR => self.s2mm.dmasr,
            reg::S2MM_DA => self.s2mm.addr as u32,
            reg::S2MM_DA_MSB => (self.s2mm.addr >> 32) as u32,
            reg::S2MM_LENGTH => self.s2mm.length,
            _ => 0,
        }
    }

    /// An AXI4-Lite write of the register window.
    pub fn write(&mut self, offset: u32, v: u32) {
        if self.reset_until.is_some() {
            return;
        }
        let cycle = self.cycle;
        let latency = self.config.read_latency;
        match offset {
            reg::MM2S_DMACR | reg::S2MM_DMACR if v & dmacr::RESET != 0 => {
                // The soft reset of either channel resets the whole DMA.
                self.reset();
                self.reset_until = Some(cycle + self.config.reset_cycles);
            }
            reg::MM2S_DMACR => self.mm2s.write_dmacr(v),
            reg::S2MM_DMACR => self.s2mm.write_dmacr(v),
            reg::MM2S_DMASR => self.mm2s.dmasr &= !(v & dmasr::W1C),
            reg::S2MM_DMASR => self.s2mm.dmasr &= !(v & dmasr::W1C),
            reg::MM2S_SA => self.mm2s.addr = (self.mm2s.addr & !0xFFFF_FFFF) | v as u64,
            reg::MM2S_SA_MSB => self.mm2s.addr = (self.mm2s.addr & 0xFFFF_FFFF) | (v as u64) << 32,
            reg::S2MM_DA => self.s2mm.addr = (self.s2mm.addr & !0xFFFF_FFFF) | v as u64,
            reg::S2MM_DA_MSB => self.s2mm.addr = (self.s2mm.addr & 0xFFFF_FFFF) | (v as u64) << 32,
            reg::MM2S_LENGTH | reg::S2MM_LENGTH => {
                let ch = if offset == reg::MM2S_LENGTH { &mut self.mm2s } else { &mut self.s2mm };
                if !ch.running() || ch.active {
                    return;
                }
                ch.length = v;
                if v == 0 {
                    ch.fail(dmasr::DMA_INT_ERR);
                    return;
                }
                ch.dmasr &= !dmasr::IDLE;
                ch.active = true;
                ch.moved = 0;
                ch.streamed = 0;
                ch.total = (offset == reg::MM2S_LENGTH).then_some(v as usize);
                ch.fifo.clear();
                ch.credit = 0;
                ch.ready_at = cycle + latency;
            }
            _ => {}
        }
    }

    /// `mm2s_introut` and `s2mm_introut`.
    pub fn irq(&self) -> (bool, bool) {
        (self.mm2s.irq(), self.s2mm.irq())
    }

    /// The beat MM2S offers on the stream this cycle (`tvalid` when `Some`). It stays the same
    /// until [`AxiDmaModel::clock`] is told it was taken.
    pub fn mm2s_beat(&self) -> Option<MM2SBeat> {
        let ch = &self.mm2s;
        if !ch.active {
            return None;
        }
        let total = ch.total?;
        let left = total - ch.streamed;
        let n = left.min(BEAT_BYTES);
        if ch.fifo.len() < n {
            return None;
        }
        let mut block = [0u8; BEAT_BYTES];
        for (b, v) in block.iter_mut().zip(ch.fifo.iter().take(n)) {
            *b = *v;
        }
        Some(MM2SBeat { tdata: block_to_tdata(&block), tkeep: tkeep(n), tlast: left <= BEAT_BYTES })
    }

    /// `s_axis_s2mm_tready` this cycle.
    pub fn s2mm_ready(&self) -> bool {
        let ch = &self.s2mm;
        ch.active && ch.total.is_none() && ch.fifo.len() + BEAT_BYTES <= self.config.fifo_bytes && !self.stalled
    }

    /// The rising edge: the stream handshakes of this cycle (`taken`: MM2S's beat was accepted;
    /// `received`: S2MM accepted this beat) and one cycle of memory traffic.
    pub fn clock(&mut self, taken: bool, received: Option<(u128, u16, bool)>) {
        self.cycle += 1;
        if self.config.s2mm_stall > 0.0 {
            self.rng ^= self.rng << 13;
            self.rng ^= self.rng >> 7;
            self.rng ^= self.rng << 17;
            self.stalled = ((self.rng >> 11) as f64 / (1u64 << 53) as f64) < self.config.s2mm_stall;
        }
        if let Some(t) = self.reset_until {
            if self.cycle >= t {
                self.reset_until = None;
            }
            return;
        }
        let cfg = self.config;
        // MM2S: the accepted beat leaves the FIFO.
        if taken {
            let ch = &mut self.mm2s;
            let n = (ch.total.unwrap() - ch.streamed).min(BEAT_BYTES);
            ch.fifo.drain(..n);
            ch.streamed += n;
            self.mm2s_beats += 1;
            if ch.streamed == ch.total.unwrap() {
                ch.finish();
            }
        }
        // MM2S: memory to FIFO.
        let cycle = self.cycle;
        {
            let ch = &mut self.mm2s;
            if ch.active && cycle >= ch.ready_at {
                let budget = ch.budget(&cfg);
                let total = ch.total.unwrap();
                let n = budget.min(total - ch.moved).min(cfg.fifo_bytes.saturating_sub(ch.fifo.len()));
                if n > 0 {
                    match self.memory.index(ch.addr + ch.moved as u64, n) {
                        Some(i) => {
                            ch.fifo.extend(&self.memory.bytes[i..i + n]);
                            ch.moved += n;
                        }
                        None => ch.fail(dmasr::DMA_DEC_ERR),
                    }
                }
            }
        }
        // S2MM: the received beat enters the FIFO.
        if let Some((tdata, keep, last)) = received {
            let ch = &mut self.s2mm;
            self.s2mm_beats += 1;
            let block = tdata_to_block(tdata);
            let n = keep.count_ones() as usize;
            if ch.streamed + n > ch.length as usize {
                // A packet longer than the buffer: PG021's DMAIntErr.
                ch.fail(dmasr::DMA_INT_ERR);
            } else {
                ch.fifo.extend(&block[..n]);
                ch.streamed += n;
                if last {
                    ch.total = Some(ch.streamed);
                }
            }
        }
        // S2MM: FIFO to memory.
        let ch = &mut self.s2mm;
        if ch.active {
            let budget = ch.budget(&cfg);
            let n = budget.min(ch.fifo.len());
            if n > 0 {
                match self.memory.index(ch.addr + ch.moved as u64, n) {
                    Some(i) => {
                        for (d, s) in self.memory.bytes[i..i + n].iter_mut().zip(ch.fifo.drain(..n)) {
                            *d = s;
                        }
                        ch.moved += n;
                    }
                    None => ch.fail(dmasr::DMA_DEC_ERR),
                }
            }
            if ch.active && ch.total == Some(ch.moved) {
                ch.length = ch.moved as u32;
                ch.finish();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model() -> AxiDmaModel {
        AxiDmaModel::new(DmaConfig::default(), Memory::new(0x1000_0000, 4096))
    }

    fn run(m: &mut AxiDmaModel) {
        m.write(reg::MM2S_DMACR, dmacr::RS);
        m.write(reg::S2MM_DMACR, dmacr::RS);
    }

    #[test]
    fn reset_values_and_run_stop() {
        let mut m = model();
        assert_eq!(m.read(reg::MM2S_DMACR), 0x0001_0000);
        assert_eq!(m.read(reg::MM2S_DMASR), dmasr::HALTED);
        run(&mut m);
        assert_eq!(m.read(reg::MM2S_DMASR), 0, "running, not idle before a transfer");
        m.write(reg::MM2S_DMACR, 0);
        assert_eq!(m.read(reg::MM2S_DMASR), dmasr::HALTED);
        m.write(reg::S2MM_DMACR, dmacr::RESET);
        assert_ne!(m.read(reg::MM2S_DMACR) & dmacr::RESET, 0);
        for _ in 0..16 {
            m.clock(false, None);
        }
        assert_eq!(m.read(reg::MM2S_DMACR), 0x0001_0000);
        assert_eq!(m.read(reg::S2MM_DMASR), dmasr::HALTED);
    }

    #[test]
    fn mm2s_streams_memory_at_the_port_rate() {
        let mut m = model();
        for (i, b) in m.memory.bytes.iter_mut().enumerate() {
            *b = i as u8;
        }
        run(&mut m);
        m.write(reg::MM2S_SA, 0x1000_0010);
        m.write(reg::MM2S_LENGTH, 64);
        let mut beats = vec![];
        for _ in 0..100 {
            let b = m.mm2s_beat();
            if let Some(b) = b {
                beats.push((m.cycle, b));
            }
            m.clock(b.is_some(), None);
        }
        assert_eq!(beats.len(), 4);
        assert_eq!(beats[0].1.tdata, u128::from_le_bytes(core::array::from_fn(|i| 16 + i as u8)));
        assert!(beats[3].1.tlast && !beats[2].1.tlast && beats[3].1.tkeep == 0xFFFF);
        // First data after the read latency, then one 16-byte beat per two cycles (8 bytes/cycle).
        assert_eq!(beats[0].0, 25);
        assert_eq!(beats[3].0 - beats[0].0, 6);
        assert_eq!(m.read(reg::MM2S_DMASR), dmasr::IDLE | dmasr::IOC_IRQ);
        m.write(reg::MM2S_DMASR, dmasr::IOC_IRQ);
        assert_eq!(m.read(reg::MM2S_DMASR), dmasr::IDLE);
    }

    #[test]
    fn bad_lengths_and_addresses_set_error_bits() {
        let mut m = model();
        run(&mut m);
        m.write(reg::MM2S_LENGTH, 0);
        assert_eq!(m.read(reg::MM2S_DMASR), dmasr::DMA_INT_ERR | dmasr::ERR_IRQ | dmasr::HALTED);
        assert_eq!(m.read(reg::MM2S_DMACR) & dmacr::RS, 0);
        // Unmapped address on S2MM.
        m.write(reg::S2MM_DA, 0x2000_0000);
        m.write(reg::S2MM_LENGTH, 16);
        assert!(m.s2mm_ready());
        m.clock(false, Some((0, 0xFFFF, true)));
        assert_ne!(m.read(reg::S2MM_DMASR) & dmasr::DMA_DEC_ERR, 0);
        // A packet longer than the S2MM buffer.
        let mut m = model();
        run(&mut m);
        m.write(reg::S2MM_DA, 0x1000_0000);
        m.write(reg::S2MM_LENGTH, 16);
        m.clock(false, Some((1, 0xFFFF, false)));
        m.clock(false, Some((2, 0xFFFF, true)));
        assert_ne!(m.read(reg::S2MM_DMASR) & dmasr::DMA_INT_ERR, 0);
        // A length that is not a multiple of the beat: the last beat is partial.
        let mut m = model();
        run(&mut m);
        m.write(reg::MM2S_SA, 0x1000_0000);
        m.write(reg::MM2S_LENGTH, 20);
        let mut keeps = vec![];
        for _ in 0..60 {
            let b = m.mm2s_beat();
            if let Some(b) = b {
                keeps.push(b.tkeep);
            }
            m.clock(b.is_some(), None);
        }
        assert_eq!(keeps, [0xFFFF, 0x000F]);
    }

    #[test]
    fn s2mm_writes_the_packet_and_reports_its_length() {
        let mut m = model();
        run(&mut m);
        m.write(reg::S2MM_DA, 0x1000_0100);
        m.write(reg::S2MM_LENGTH, 4096);
        m.clock(false, Some((0x0f0e0d0c_0b0a0908_07060504_03020100, 0xFFFF, false)));
        m.clock(false, Some((0x1f1e1d1c_1b1a1918_17161514_13121110, 0xFFFF, true)));
        assert!(!m.s2mm_ready(), "no beat after tlast");
        for _ in 0..10 {
            m.clock(false, None);
        }
        assert_eq!(&m.memory.bytes[0x100..0x120], &core::array::from_fn::<u8, 32, _>(|i| i as u8));
        assert_eq!(m.read(reg::S2MM_LENGTH), 32);
        assert_eq!(m.read(reg::S2MM_DMASR), dmasr::IDLE | dmasr::IOC_IRQ);
        m.write(reg::S2MM_DMACR, dmacr::RS | dmacr::IOC_IRQ_EN);
        assert_eq!(m.irq(), (false, true));
    }
}
