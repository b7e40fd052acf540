//! The hardware/software contract of the `aes_axis` AES accelerator and its driver.
//!
//! - [`regs`]: the AXI4-Lite register map (offsets, `CTRL` fields, `STATUS`/`CAPS` bits, `ID`).
//! - [`ports`]: the port list of the exported `aes_axis` module.
//! - [`bytes`]: byte order between memory, key words and stream beats.
//! - [`gcm`]: AES-GCM's packet layout, IV hand-over and tag check (contract version 3).
//! - [`xts`]: XTS-AES's keys and data units (contract version 4).
//! - [`dma`]: the Xilinx AXI DMA's (PG021) registers in simple mode.
//! - [`axi_dma`]: the AXI DMA's transfers, one per direction, through those registers.
//! - [`AesAccelerator`]: the driver, over a [`Registers`] window and a [`DmaBuffer`].
//! - [`board`]: those two on Zynq Linux (UIO register windows, a u-dma-buf buffer).

pub mod accel;
pub mod axi_dma;
pub mod board;
pub mod bytes;
pub mod dma;
pub mod error;
pub mod gcm;
pub mod xts;
pub mod ports;
pub mod regs;
#[cfg(feature = "software")]
pub mod software;

pub use accel::{AesAccelerator, Config};
pub use error::{Channel, Error, Result};
pub use regs::{KeySize, Status};

/// 32-bit access to a register window (byte offsets).
pub trait Registers {
    fn read32(&mut self, offset: u32) -> Result<u32>;
    fn write32(&mut self, offset: u32, value: u32) -> Result<()>;
}

/// A physically contiguous buffer the DMA reads and writes.
pub trait DmaBuffer {
    /// Bus address of byte 0, as the DMA sees it.
    fn phys_addr(&self) -> u64;
    /// Bytes in the buffer.
    fn size(&self) -> usize;
    fn write(&mut self, offset: usize, data: &[u8]) -> Result<()>;
    fn read(&mut self, offset: usize, out: &mut [u8]) -> Result<()>;
    /// Makes the CPU's writes to the range visible to the DMA (cache clean).
    fn sync_for_device(&mut self, _offset: usize, _len: usize) -> Result<()> {
        Ok(())
    }
    /// Makes the DMA's writes to the range visible to the CPU (cache invalidate).
    fn sync_for_cpu(&mut self, _offset: usize, _len: usize) -> Result<()> {
        Ok(())
    }
}

/// Checks that `len` bytes at `offset` fit a buffer of `size` bytes.
pub fn check_range(offset: usize, len: usize, size: usize) -> Result<()> {
    match offset.checked_add(len) {
        Some(end) if end <= size => Ok(()),
        _ => Err(Error::OutOfBuffer { offset, len, size }),
    }
}
