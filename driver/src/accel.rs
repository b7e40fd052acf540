//! `AesAccelerator`: the driver of `aes_axis` behind an AXI DMA, over any register access and
//! any DMA buffer (the simulation's, or UIO and u-dma-buf on the board).

use crate::dma::{self, AxiDma};
use crate::error::{Channel, Error, Result};
use crate::ports::BEAT_BYTES;
use crate::regs::{caps, id, offset, Ctrl, KeySize, Mode, Status, IV_WORDS};
use crate::{DmaBuffer, Registers};

/// Limits of a driver instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Longest DMA transfer in bytes (the DMA's `c_sg_length_width`, and half the DMA buffer,
    /// bound it too). Rounded down to a multiple of 16.
    pub max_transfer: usize,
    /// `STATUS` reads before `KEY_READY` must be seen after a key or `CTRL` write.
    pub key_ready_polls: u64,
    /// `DMASR` reads allowed per transfer, plus one per 16 bytes of it.
    pub idle_polls: u64,
    /// `DMACR` reads before the DMA's soft reset must be over.
    pub reset_polls: u64,
}

impl Default for Config {
    /// The block design's DMA (`c_sg_length_width = 23`).
    fn default() -> Self {
        Config { max_transfer: dma::max_length(23), key_ready_polls: 1000, idle_polls: 100_000, reset_polls: 1000 }
    }
}

/// The accelerator: `aes_axis`'s registers, the AXI DMA's registers and a DMA buffer, whose
/// first half holds the data going out (MM2S) and second half the data coming back (S2MM).
///
/// Modes of operation: [`set_mode`](Self::set_mode) selects the mode of the following
/// [`encrypt`](Self::encrypt)/[`decrypt`](Self::decrypt) calls (ECB until then),
/// [`set_iv`](Self::set_iv) writes `IV0..IV3`. Each DMA transfer is one packet, and the design
/// hands the IV over from packet to packet, so a call split into several transfers, and
/// consecutive calls, form one stream: the driver writes the IV only when told to.
pub struct AesAccelerator<R: Registers, D: Registers, B: DmaBuffer> {
    pub regs: R,
    pub dma: AxiDma<D>,
    pub buffer: B,
    config: Config,
    id: u32,
    caps: u32,
    /// Bytes per DMA transfer.
    chunk: usize,
    key: Option<KeySize>,
    /// `CTRL.DECRYPT` and `CTRL.MODE` as last written: always a pair the build runs.
    decrypt: bool,
    ctrl_mode: Mode,
    /// The mode of the next `process`.
    mode: Mode,
    dma_running: bool,
}

impl<R: Registers, D: Registers, B: DmaBuffer> AesAccelerator<R, D, B> {
    /// Checks `ID` and reads `CAPS`. The DMA is reset and started before the first transfer.
    pub fn new(mut regs: R, dma_regs: D, buffer: B, config: Config) -> Result<Self> {
        let id = regs.read32(offset::ID)?;
        if id::version(id).is_none() {
            return Err(Error::BadId(id));
        }
        let caps = regs.read32(offset::CAPS)?;
        let chunk = config.max_transfer.min(buffer.size() / 2) / BEAT_BYTES * BEAT_BYTES;
        if chunk == 0 {
            return Err(Error::BufferTooSmall { transfer: BEAT_BYTES, needed: 2 * BEAT_BYTES, size: buffer.size() });
        }
        let dma = AxiDma::new(dma_regs);
        Ok(AesAccelerator { regs, dma, buffer, config, id, caps, chunk,
            key: None,
            decrypt: false,
            ctrl_mode: Mode::Ecb,
            mode: Mode::Ecb,
            dma_running: false,
        })
    }

    pub fn caps(&self) -> u32 {
        self.caps
    }

    pub fn id(&self) -> u32 {
        self.id
    }

    /// Bytes per DMA transfer.
    pub fn transfer_size(&self) -> usize {
        self.chunk
    }

    pub fn status(&mut self) -> Result<Status> {
        Ok(Status(self.regs.read32(offset::STATUS)?))
    }

    fn wait_key_ready(&mut self) -> Result<()> {
        let polls = self.config.key_ready_polls;
        for _ in 0..polls {
            if self.status()?.key_ready() {
                return Ok(());
            }
        }
        Err(Error::Timeout { what: "STATUS.KEY_READY", polls })
    }

    fn ctrl(&self, key: KeySize) -> u32 {
        Ctrl::with_mode(key, self.decrypt, self.ctrl_mode).encode()
    }

    /// Selects the mode of operation of the following `encrypt`/`decrypt` calls; `CTRL` is
    /// written by the next of them. A mode the build's `CAPS` lacks is refused here.
    pub fn set_mode(&mut self, mode: Mode) -> Result<()> {
        if self.caps & mode.caps_bit() != mode.caps_bit() {
            return Err(Error::ModeUnsupported { mode, caps: self.caps });
        }
        self.mode = mode;
        Ok(())
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    fn check_iv_registers(&self) -> Result<()> {
        if self.caps & caps::MODES == 0 {
            return Err(Error::NoIvRegisters { caps: self.caps });
        }
        Ok(())
    }

    /// Writes `IV0..IV3`: the IV, or the initial counter block for CTR (bytes in FIPS-197 order).
    /// The next packet starts from it.
    pub fn set_iv(&mut self, iv: &[u8; BEAT_BYTES]) -> Result<()> {
        self.check_iv_registers()?;
        for (i, w) in crate::bytes::iv_words(iv).into_iter().enumerate() {
            self.regs.write32(offset::iv(i), w)?;
        }
        Ok(())
    }

    /// Reads `IV0..IV3`: after a call in a chained mode, the value that continues the stream.
    pub fn iv(&mut self) -> Result<[u8; BEAT_BYTES]> {
        self.check_iv_registers()?;
        let mut words = [0; IV_WORDS];
        for (i, w) in words.iter_mut().enumerate() {
            *w = self.regs.read32(offset::iv(i))?;
        }
        Ok(crate::bytes::iv_bytes(&words))
    }

    /// Loads a 16-, 24- or 32-byte key (bytes in FIPS-197 order): `CTRL` with its length and
    /// the current direction, every key word, then `KEY_READY` polled.
    pub fn load_key(&mut self, key: &[u8]) -> Result<()> {
        let size = KeySize::from_bytes(key.len()).ok_or(Error::BadKeyLength(key.len()))?;
        if self.caps & size.caps_bit() != size.caps_bit() {
            return Err(Error::KeySizeUnsupported { bits: size.bits(), caps: self.caps });
        }
        self.key = None;
        self.regs.write32(offset::CTRL, self.ctrl(size))?;
        for (i, w) in crate::bytes::key_words(key).into_iter().enumerate() {
            self.regs.write32(offset::key(i), w)?;
        }
        self.wait_key_ready()?;
        self.key = Some(size);
        Ok(())
    }

    /// Writes `CTRL` with the direction and the selected mode where they changed; the design
    /// re-derives from the key words it holds when the cipher's direction changes.
    fn set_direction(&mut self, decrypt: bool) -> Result<()> {
        let key = self.key.ok_or(Error::NoKey)?;
        let mode = self.mode;
        if !mode.runs(decrypt, self.caps) {
            return Err(if self.caps & mode.caps_bit() != mode.caps_bit() {
                Error::ModeUnsupported { mode, caps: self.caps }
            } else {
                Error::DecryptUnsupported { mode, caps: self.caps }
            });
        }
        if (decrypt, mode) != (self.decrypt, self.ctrl_mode) {
            self.decrypt = decrypt;
            self.ctrl_mode = mode;
            self.regs.write32(offset::CTRL, self.ctrl(key))?;
            self.wait_key_ready()?;
        }
        Ok(())
    }

    /// Encrypts `input` (any positive multiple of 16 bytes) into `output` (same length) in the
    /// selected mode.
    pub fn encrypt(&mut self, input: &[u8], output: &mut [u8]) -> Result<()> {
        self.process(false, input, output)
    }

    /// Decrypts `input` (any positive multiple of 16 bytes) into `output` (same length) in the
    /// selected mode.
    pub fn decrypt(&mut self, input: &[u8], output: &mut [u8]) -> Result<()> {
        self.process(true, input, output)
    }

    /// The selected mode over the buffer, one DMA transfer (one packet) per `transfer_size()`
    /// bytes; in a chained mode the IV is carried from transfer to transfer by the design.
    pub fn process(&mut self, decrypt: bool, input: &[u8], output: &mut [u8]) -> Result<()> {
        if input.is_empty() || input.len() % BEAT_BYTES != 0 {
            return Err(Error::BadLength(input.len()));
        }
        if output.len() != input.len() {
            return Err(Error::LengthMismatch { input: input.len(), output: output.len() });
        }
        self.set_direction(decrypt)?;
        let half = self.buffer.size() / 2 / BEAT_BYTES * BEAT_BYTES;
        for (i, o) in input.chunks(self.chunk).zip(output.chunks_mut(self.chunk)) {
            self.buffer.write(0, i)?;
            self.transfer(0, half, i.len())?;
            self.buffer.read(half, o)?;
        }
        Ok(())
    }

    /// One DMA transfer of `len` bytes from buffer offset `src` through the core to buffer
    /// offset `dst`, with the cache maintenance around it. S2MM is armed first, so the core's
    /// output never waits for a receive buffer.
    pub fn transfer(&mut self, src: usize, dst: usize, len: usize) -> Result<()> {
        if len == 0 || len % BEAT_BYTES != 0 {
            return Err(Error::BadLength(len));
        }
        for off in [src, dst] {
            crate::check_range(off, len, self.buffer.size())?;
        }
        if !self.dma_running {
            self.dma.reset_and_start(self.config.reset_polls)?;
            self.dma_running = true;
        }
        let base = self.buffer.phys_addr();
        self.buffer.sync_for_device(src, len)?;
        self.buffer.sync_for_device(dst, len)?;
        self.dma.start(Channel::S2mm, base + dst as u64, len)?;
        self.dma.start(Channel::Mm2s, base + src as u64, len)?;
        let polls = self.config.idle_polls + (len / BEAT_BYTES) as u64;
        // A failed transfer leaves the DMA halted: the next one starts with a reset.
        self.dma_running = false;
        self.dma.wait_idle(Channel::Mm2s, polls)?;
        self.dma.wait_idle(Channel::S2mm, polls)?;
        self.dma_running = true;
        self.buffer.sync_for_cpu(dst, len)
    }

    /// Clears all key material and the IV registers in the design (`CTRL.ZEROIZE`); a new key
    /// (and IV) is needed afterwards.
    pub fn zeroize(&mut self) -> Result<()> {
        let key = self.key.unwrap_or(KeySize::Aes128);
        self.regs.write32(offset::CTRL, self.ctrl(key) | Ctrl { zeroize: true, ..Ctrl::default() }.encode())?;
        self.key = None;
        Ok(())
    }
}
