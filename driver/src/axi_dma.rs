//! The Xilinx AXI DMA (PG021) in simple mode, driven through its registers ([`crate::dma`]): the
//! sequence that runs one transfer per direction.

use crate::dma::{dmacr, dmasr, reg};
use crate::error::{Channel, Error, Result};
use crate::Registers;

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
