//! The driver's errors: each prints as one line.

use crate::regs::Mode;
use std::path::PathBuf;

/// A DMA channel of the AXI DMA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Channel {
    /// Memory to stream (into `s_axis`).
    Mm2s,
    /// Stream to memory (from `m_axis`).
    S2mm,
}

impl std::fmt::Display for Channel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Channel::Mm2s => "MM2S",
            Channel::S2mm => "S2MM",
        })
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("timeout: {what} not seen after {polls} polls")]
    Timeout { what: &'static str, polls: u64 },
    #[error("DMA {channel} error: DMASR = {status:#010x} ({})", crate::dma::dmasr_errors(*status))]
    Dma { channel: Channel, status: u32 },
    #[error("invalid length {0} bytes: a DMA transfer needs a positive multiple of 16 bytes")]
    BadLength(usize),
    #[error("output buffer of {output} bytes for {input} bytes of input")]
    LengthMismatch { input: usize, output: usize },
    #[error("invalid key: {0} bytes, expected 16, 24 or 32 (AES-128/192/256)")]
    BadKeyLength(usize),
    #[error("AES-{bits} is not in this build (CAPS = {caps:#x})")]
    KeySizeUnsupported { bits: usize, caps: u32 },
    #[error("{mode} decryption needs the inverse cipher, which is not in this build (CAPS = {caps:#x})")]
    DecryptUnsupported { mode: Mode, caps: u32 },
    #[error("{mode} is not in this build (CAPS = {caps:#x})")]
    ModeUnsupported { mode: Mode, caps: u32 },
    #[error("{0} is not a stream of blocks: it runs through the GCM calls")]
    NotAStreamMode(Mode),
    #[error("no IV registers: this build has no mode of operation besides ECB (CAPS = {caps:#x})")]
    NoIvRegisters { caps: u32 },
    #[error("GCM is not in this build (CAPS = {caps:#x})")]
    GcmUnsupported { caps: u32 },
    #[error("GCM message too long: {aad} bytes of AAD and {payload} bytes of payload need a {needed}-byte DMA transfer, at most {max} here")]
    GcmTooLong { aad: usize, payload: usize, needed: usize, max: usize },
    #[error("STATUS.LENGTH_ERR: the design received a malformed GCM packet")]
    GcmLengthError,
    #[error("authentication failed: the GCM tag does not match")]
    TagMismatch,
    #[error("invalid GCM tag length {0} bytes: expected 16, 15, 14, 13, 12, 8 or 4")]
    BadTagLength(usize),
    #[error("invalid XTS key: {0}")]
    XtsKey(&'static str),
    #[error("invalid XTS data unit: {0}")]
    XtsDataUnit(String),
    #[error("STATUS.LENGTH_ERR: the design received a malformed XTS data unit")]
    XtsLengthError,
    #[error("no key loaded")]
    NoKey,
    #[error("not an aes_axis at this address: ID = {0:#010x}")]
    BadId(u32),
    #[error("register access at {offset:#04x} failed: {what}")]
    Bus { offset: u32, what: String },
    #[error("register offset {offset:#x} outside the {size}-byte window")]
    OutOfWindow { offset: u32, size: usize },
    #[error("{len} bytes at offset {offset} do not fit the {size}-byte DMA buffer")]
    OutOfBuffer { offset: usize, len: usize, size: usize },
    #[error("DMA transfers of {transfer} bytes need a {needed}-byte buffer, the DMA buffer has {size}")]
    BufferTooSmall { transfer: usize, needed: usize, size: usize },
    #[error("{}: {source}", path.display())]
    Device { path: PathBuf, source: std::io::Error },
    #[error("{}: {what}", path.display())]
    DeviceFormat { path: PathBuf, what: String },
}

pub type Result<T> = std::result::Result<T, Error>;
