//! The register map of the Xilinx AXI DMA (PG021) in simple (direct register) mode, without
//! scatter-gather: the part of the DMA's contract the driver ([`crate::axi_dma`]) and the C
//! header `axi_dma_regs.h` use.

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
