//! The Xilinx AXI DMA (PG021) in simple (direct register) mode, without scatter-gather: its
//! register map and the sequence that runs one transfer per direction.

use crate::error::{Channel, Error, Result};
use crate::Registers;

/// Register offsets (PG021, "Register Space", direct register mode).
pub mod reg {
    pub const MM2S_DMACR: u32 = 0x00;
    pub const MM2S_DMASR: u32 = 0x04;
    pub const MM2S_SA: u32 = 0x18;
    pub const MM2S_SA_MSB: u32 = 0x1C;
    pub const MM2S_LENGTH: u32 = 0x28;
    pub const S2MM_DMACR: u32 = 0x30;
    pub const S2MM_DMASR: u32 = 0x34;
    pub const S2MM_DA: u32 = 0x48;
    pub const S2MM_DA_MSB: u32 = 0x4C;
    pub const S2MM_LENGTH: u32 = 0x58;
    /// Size of the register window.
    pub const WINDOW: usize = 0x10000;
    /// The highest register the driver uses, plus 4.
    pub const USED: usize = (S2MM_LENGTH + 4) as usize;
}

/// `DMACR` bits.
pub mod dmacr {
    /// Run/stop.
    pub const RS: u32 = 1 << 0;
    /// Soft reset of the whole DMA; reads 1 until the reset is done.
    pub const RESET: u32 = 1 << 2;
    pub const IOC_IRQ_EN: u32 = 1 << 12;
    pub const DLY_IRQ_EN: u32 = 1 << 13;
    pub const ERR_IRQ_EN: u32 = 1 << 14;
    /// Reset value: interrupt threshold 1.
    pub const RESET_VALUE: u32 = 0x0001_0000;
}

/// `DMASR` bits.
pub mod dmasr {
    pub const HALTED: u32 = 1 << 0;
    pub const IDLE: u32 = 1 << 1;
    pub const SG_INCLD: u32 = 1 << 3;
    pub const DMA_INT_ERR: u32 = 1 << 4;
    pub const DMA_SLV_ERR: u32 = 1 << 5;
    pub const DMA_DEC_ERR: u32 = 1 << 6;
    pub const IOC_IRQ: u32 = 1 << 12;
    pub const DLY_IRQ: u32 = 1 << 13;
    pub const ERR_IRQ: u32 = 1 << 14;
    pub const ERRORS: u32 = DMA_INT_ERR | DMA_SLV_ERR | DMA_DEC_ERR;
    /// Write-1-to-clear bits.
    pub const W1C: u32 = IOC_IRQ | DLY_IRQ | ERR_IRQ;
    /// Reset value: halted.
    pub const RESET_VALUE: u32 = HALTED;
}

/// The names of the error bits set in a `DMASR` value.
pub fn dmasr_errors(status: u32) -> String {
    let names: Vec<&str> = [
        (dmasr::DMA_INT_ERR, "DMAIntErr"),
        (dmasr::DMA_SLV_ERR, "DMASlvErr"),
        (dmasr::DMA_DEC_ERR, "DMADecErr"),
        (dmasr::HALTED, "Halted"),
    ]
    .iter()
    .filter(|(b, _)| status & b != 0)
    .map(|&(_, n)| n)
    .collect();
    if names.is_empty() { "no error bit".into() } else { names.join(", ") }
}

/// The largest `LENGTH` a DMA built with `c_sg_length_width = bits` accepts.
pub const fn max_length(bits: u32) -> usize {
    (1 << bits) - 1
}

/// An AXI DMA behind a register window.
pub struct AxiDma<R: Registers> {
    pub regs: R,
    /// The address each channel's `SA`/`DA` holds (MM2S, S2MM), as last written since the last
    /// soft reset: the registers keep their value from transfer to transfer, so a transfer from
    /// the same buffer costs only its `LENGTH` write.
    addr: [Option<u64>; 2],
}

impl<R: Registers> AxiDma<R> {
    pub fn new(regs: R) -> Self {
        AxiDma { regs, addr: [None; 2] }
    }

    fn base(ch: Channel) -> (u32, u32, u32, u32) {
        match ch {
            Channel::Mm2s => (reg::MM2S_DMACR, reg::MM2S_DMASR, reg::MM2S_SA, reg::MM2S_LENGTH),
            Channel::S2mm => (reg::S2MM_DMACR, reg::S2MM_DMASR, reg::S2MM_DA, reg::S2MM_LENGTH),
        }
    }

    /// Soft reset (resets both channels), then both channels running with their completion and
    /// error interrupts enabled.
    pub fn reset_and_start(&mut self, polls: u64) -> Result<()> {
        self.addr = [None; 2];
        self.regs.write32(reg::MM2S_DMACR, dmacr::RESET)?;
        let mut n = 0;
        while self.regs.read32(reg::MM2S_DMACR)? & dmacr::RESET != 0 {
            n += 1;
            if n >= polls {
                return Err(Error::Timeout { what: "AXI DMA reset", polls });
            }
        }
        for ch in [Channel::S2mm, Channel::Mm2s] {
            let (cr, sr, ..) = Self::base(ch);
            self.regs.write32(cr, dmacr::RS | dmacr::IOC_IRQ_EN | dmacr::ERR_IRQ_EN)?;
            let s = self.regs.read32(sr)?;
            if s & dmasr::HALTED != 0 {
                return Err(Error::Dma { channel: ch, status: s });
            }
        }
        Ok(())
    }

    /// Programs a transfer: the address where it differs from the one the channel holds, then
    /// `LENGTH`, which starts it.
    pub fn start(&mut self, ch: Channel, addr: u64, len: usize) -> Result<()> {
        let (_, _, a, l) = Self::base(ch);
        let held = &mut self.addr[ch as usize];
        if *held != Some(addr) {
            // Forgotten until the writes went through: a failed write leaves the address unknown.
            *held = None;
            self.regs.write32(a, addr as u32)?;
            if addr >> 32 != 0 {
                self.regs.write32(a + 4, (addr >> 32) as u32)?;
            }
            self.addr[ch as usize] = Some(addr);
        }
        self.regs.write32(l, len as u32)
    }

    /// `DMASR` of a channel.
    pub fn status(&mut self, ch: Channel) -> Result<u32> {
        self.regs.read32(Self::base(ch).1)
    }

    /// Polls a channel until `Idle` (error bits end the wait), then acknowledges `IOC_Irq`.
    pub fn wait_idle(&mut self, ch: Channel, polls: u64) -> Result<()> {
        let sr = Self::base(ch).1;
        for _ in 0..polls {
            let s = self.regs.read32(sr)?;
            if s & (dmasr::ERRORS | dmasr::HALTED) != 0 {
                return Err(Error::Dma { channel: ch, status: s });
            }
            if s & dmasr::IDLE != 0 {
                self.regs.write32(sr, dmasr::IOC_IRQ)?;
                return Ok(());
            }
        }
        Err(Error::Timeout {
            what: match ch {
                Channel::Mm2s => "MM2S Idle",
                Channel::S2mm => "S2MM Idle",
            },
            polls,
        })
    }
}
