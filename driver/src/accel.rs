//! `AesAccelerator`: the driver of `aes_axis` behind an AXI DMA, over any register access and
//! any DMA buffer (the simulation's, or UIO and u-dma-buf on the board).

use crate::axi_dma::AxiDma;
use crate::dma;
use crate::error::{Channel, Error, Result};
use crate::ports::BEAT_BYTES;
use crate::gcm::{self, Layout, IV_BYTES, TAG_BYTES};
use crate::regs::{caps, id, offset, status, Ctrl, KeySize, Mode, Status, IV_WORDS};
use crate::xts;
use crate::{DmaBuffer, Registers};
use subtle::ConstantTimeEq;

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
///
/// AES-GCM (a build with `CAPS.GCM`): [`gcm_encrypt`](Self::gcm_encrypt) and
/// [`gcm_decrypt`](Self::gcm_decrypt) take the IV of each message, see there.
///
/// XTS-AES (a build with `CAPS.XTS`): [`xts_encrypt_sectors`](Self::xts_encrypt_sectors) and
/// [`xts_decrypt_sectors`](Self::xts_decrypt_sectors) take both keys and the first sector's
/// number, see there.
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
    /// `CTRL.DECRYPT` and `CTRL.MODE` as last written: always a pair the build runs (GCM only
    /// from the GCM calls).
    decrypt: bool,
    ctrl_mode: Mode,
    /// The mode of the next `process`.
    mode: Mode,
    dma_running: bool,
    /// What `IV0..IV2` and `AAD_LEN` are known to hold (after a GCM call: the IV the design
    /// handed over, the AAD length written), so a call that needs the same writes nothing.
    /// Forgotten by everything else that can change them.
    gcm_iv_held: Option<[u8; IV_BYTES]>,
    gcm_aad_len: Option<u32>,
    /// The XTS keys the design holds (`KEY0..` and `XKEY0..`, written by an XTS call), and the
    /// data unit number `IV0..IV3` hold after one: a call that needs the same writes nothing.
    /// Forgotten by everything else that can change them.
    xts_key1: HeldKey,
    xts_key2: HeldKey,
    xts_unit_held: Option<u128>,
}

/// One packet of a DMA run: `len` bytes from buffer offset `src` in, at most `room` bytes back
/// to `dst`.
#[derive(Clone, Copy, Debug)]
struct Packet {
    src: usize,
    len: usize,
    dst: usize,
    room: usize,
}

/// A copy of a key the design holds, so that a call with the same key writes no key register:
/// compared in constant time, overwritten when forgotten or dropped.
#[derive(Default)]
struct HeldKey(Option<Vec<u8>>);

impl HeldKey {
    fn is(&self, key: &[u8]) -> bool {
        self.0.as_deref().is_some_and(|k| bool::from(k.ct_eq(key)))
    }

    fn set(&mut self, key: &[u8]) {
        self.forget();
        self.0 = Some(key.to_vec());
    }

    fn forget(&mut self) {
        if let Some(k) = self.0.as_mut() {
            k.fill(0);
            std::hint::black_box(&k);
        }
        self.0 = None;
    }
}

impl Drop for HeldKey {
    fn drop(&mut self) {
        self.forget();
    }
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
            gcm_iv_held: None,
            gcm_aad_len: None,
            xts_key1: HeldKey::default(),
            xts_key2: HeldKey::default(),
            xts_unit_held: None,
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
        self.wait_status(status::KEY_READY, "STATUS.KEY_READY")
    }

    /// Polls `STATUS` until every bit of `bits` is set.
    fn wait_status(&mut self, bits: u32, what: &'static str) -> Result<()> {
        let polls = self.config.key_ready_polls;
        for _ in 0..polls {
            if self.status()?.0 & bits == bits {
                return Ok(());
            }
        }
        Err(Error::Timeout { what, polls })
    }

    /// Forgets what `IV0..IV3` hold: something wrote them, or a packet handed a value over.
    fn forget_ivs(&mut self) {
        self.gcm_iv_held = None;
        self.xts_unit_held = None;
    }

    fn ctrl(&self, key: KeySize) -> u32 {
        Ctrl::with_mode(key, self.decrypt, self.ctrl_mode).encode()
    }

    /// Selects the mode of operation of the following `encrypt`/`decrypt` calls; `CTRL` is
    /// written by the next of them. A mode the build's `CAPS` lacks is refused here.
    pub fn set_mode(&mut self, mode: Mode) -> Result<()> {
        if matches!(mode, Mode::Gcm | Mode::Xts) {
            return Err(Error::NotAStreamMode(mode));
        }
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
        self.forget_ivs();
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
        self.forget_ivs();
        self.xts_key1.forget();
        self.xts_key2.forget();
        if self.ctrl_mode == Mode::Xts {
            // XTS has no AES-192 (no build derives it): the key loads under the stream mode.
            self.ctrl_mode = self.mode;
        }
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
        self.check_runs(mode, decrypt)?;
        self.write_ctrl(key, decrypt, mode)
    }

    /// Whether the build runs `mode` in this direction: a mode `CAPS` lacks, or a decryption
    /// that needs the inverse cipher `CAPS` lacks, is refused.
    fn check_runs(&self, mode: Mode, decrypt: bool) -> Result<()> {
        if mode.runs(decrypt, self.caps) {
            Ok(())
        } else if self.caps & mode.caps_bit() != mode.caps_bit() {
            Err(Error::ModeUnsupported { mode, caps: self.caps })
        } else {
            Err(Error::DecryptUnsupported { mode, caps: self.caps })
        }
    }

    /// Writes `CTRL` with `decrypt` and the `MODE` code where they changed, and waits for
    /// `KEY_READY` (the design re-derives from the key words it holds when the cipher's
    /// direction changes).
    fn write_ctrl(&mut self, key: KeySize, decrypt: bool, mode: Mode) -> Result<()> {
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
        // The chained modes hand their own values over into the IV registers.
        self.forget_ivs();
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
        self.forget_ivs();
        self.transfer_packets(&[Packet { src, len, dst, room: len }])
    }

    /// DMA transfers of packets, one each way per packet, with the cache maintenance around
    /// them (a packet's length that is not a multiple of 16 ends with a partial beat; the end of
    /// the output packet, `tlast`, ends its receive). S2MM is armed first, so the core's output
    /// never waits for a receive buffer. The next packet's MM2S starts once this packet's input
    /// is sent, while its output still drains: the design takes packets back to back, and holds
    /// the next packet's output until S2MM is armed for it.
    fn transfer_packets(&mut self, packets: &[Packet]) -> Result<()> {
        let size = self.buffer.size();
        for p in packets {
            crate::check_range(p.src, p.len, size)?;
            crate::check_range(p.dst, p.room, size)?;
        }
        let (Some(first), Some(last)) = (packets.first(), packets.last()) else { return Ok(()) };
        if !self.dma_running {
            self.dma.reset_and_start(self.config.reset_polls)?;
            self.dma_running = true;
        }
        // One cache operation per direction: the packets lie in order in both halves.
        let input = first.src..last.src + last.len;
        let output = first.dst..last.dst + last.room;
        self.buffer.sync_for_device(input.start, input.len())?;
        self.buffer.sync_for_device(output.start, output.len())?;
        let base = self.buffer.phys_addr();
        let idle_polls = self.config.idle_polls;
        // A failed transfer leaves the DMA halted: the next one starts with a reset.
        self.dma_running = false;
        self.dma.start(Channel::S2mm, base + first.dst as u64, first.room)?;
        self.dma.start(Channel::Mm2s, base + first.src as u64, first.len)?;
        for (k, p) in packets.iter().enumerate() {
            let polls = idle_polls + p.room.div_ceil(BEAT_BYTES) as u64;
            let next = packets.get(k + 1);
            self.dma.wait_idle(Channel::Mm2s, polls)?;
            if let Some(n) = next {
                self.dma.start(Channel::Mm2s, base + n.src as u64, n.len)?;
            }
            self.dma.wait_idle(Channel::S2mm, polls)?;
            if let Some(n) = next {
                self.dma.start(Channel::S2mm, base + n.dst as u64, n.room)?;
            }
        }
        self.dma_running = true;
        self.buffer.sync_for_cpu(output.start, output.len())
    }

    fn check_gcm(&self) -> Result<()> {
        if self.caps & caps::GCM == 0 {
            return Err(Error::GcmUnsupported { caps: self.caps });
        }
        Ok(())
    }

    /// The longest GCM packet, input beats and tag, one DMA transfer each way.
    pub fn gcm_max_packet(&self) -> usize {
        self.chunk
    }

    /// AES-GCM encryption (NIST SP 800-38D, 96-bit IV, 128-bit tag) of one message: the
    /// ciphertext and the tag.
    ///
    /// The message goes through the design as one packet, one DMA transfer each way: `aad`
    /// zero-padded to whole beats, the plaintext (its last beat partial, `tkeep` from the DMA),
    /// and back the same beats and the tag; `16 * (ceil(aad / 16) + ceil(plaintext / 16) + 1)`
    /// bytes must fit [`gcm_max_packet`](Self::gcm_max_packet) (a GCM message cannot be split
    /// into packets: each packet is a message with a tag of its own). The message with neither
    /// AAD nor plaintext is no packet: its tag `E_K(J0)` is one ECB block.
    ///
    /// **IV hand-over.** The packet runs under `iv` in `IV0..IV2`. When a packet ends the design
    /// leaves the next IV there: bytes 4..11 as a 64-bit big-endian counter plus one, bytes 0..3
    /// unchanged ([`gcm::next_iv`], the deterministic construction of SP 800-38D 8.2.1); the
    /// driver leaves the same after the message without packet. So [`gcm_iv`](Self::gcm_iv)
    /// after a call gives an IV never used since the last explicit one, and passing it (or
    /// `gcm::next_iv` of the last IV) to the next call continues the sequence and costs no IV
    /// register write: the driver writes `IV0..IV2` (and `AAD_LEN`) only when they do not hold
    /// the value already. Never pass one IV twice under one key: GCM's security rests on it.
    pub fn gcm_encrypt(&mut self, iv: &[u8; IV_BYTES], aad: &[u8], plaintext: &[u8]) -> Result<(Vec<u8>, [u8; TAG_BYTES])> {
        let mut ciphertext = vec![0; plaintext.len()];
        let tag = self.gcm_encrypt_into(iv, aad, plaintext, &mut ciphertext)?;
        Ok((ciphertext, tag))
    }

    /// [`gcm_encrypt`](Self::gcm_encrypt) into a caller's buffer of the plaintext's length.
    pub fn gcm_encrypt_into(&mut self, iv: &[u8; IV_BYTES], aad: &[u8], plaintext: &[u8], ciphertext: &mut [u8]) -> Result<[u8; TAG_BYTES]> {
        self.gcm(iv, aad, plaintext, None, ciphertext)
    }

    /// AES-GCM decryption of one message with its received `tag` (16 bytes, or a truncated tag
    /// of 15, 14, 13, 12, 8 or 4 bytes, compared at its length): the plaintext, or
    /// [`Error::TagMismatch`] and no plaintext.
    ///
    /// The design computes the tag over the ciphertext and does not compare it; its plaintext
    /// reaches the DMA buffer before the tag. The driver compares the tags in constant time
    /// ([`gcm::check_tag`]) and releases the plaintext only when they match; on a mismatch it
    /// overwrites the plaintext in the DMA buffer with zeros. Packet, length limit and IV
    /// hand-over as for [`gcm_encrypt`](Self::gcm_encrypt).
    pub fn gcm_decrypt(&mut self, iv: &[u8; IV_BYTES], aad: &[u8], ciphertext: &[u8], tag: &[u8]) -> Result<Vec<u8>> {
        let mut plaintext = vec![0; ciphertext.len()];
        self.gcm_decrypt_into(iv, aad, ciphertext, tag, &mut plaintext)?;
        Ok(plaintext)
    }

    /// [`gcm_decrypt`](Self::gcm_decrypt) into a caller's buffer of the ciphertext's length,
    /// which is written only when the tag matches.
    pub fn gcm_decrypt_into(&mut self, iv: &[u8; IV_BYTES], aad: &[u8], ciphertext: &[u8], tag: &[u8], plaintext: &mut [u8]) -> Result<()> {
        if !gcm::TAG_LENGTHS.contains(&tag.len()) {
            return Err(Error::BadTagLength(tag.len()));
        }
        self.gcm(iv, aad, ciphertext, Some(tag), plaintext).map(|_| ())
    }

    /// `IV0..IV2` as a GCM IV: after a GCM call, the next IV of the sequence (see
    /// [`gcm_encrypt`](Self::gcm_encrypt)).
    pub fn gcm_iv(&mut self) -> Result<[u8; IV_BYTES]> {
        self.check_gcm()?;
        let mut iv = [0; IV_BYTES];
        for (i, b) in iv.chunks_mut(4).enumerate() {
            b.copy_from_slice(&self.regs.read32(offset::iv(i))?.to_le_bytes());
        }
        Ok(iv)
    }

    /// Writes `IV0..IV2` unless they hold `iv` already; they are unknown until it succeeded.
    fn write_gcm_iv(&mut self, iv: &[u8; IV_BYTES]) -> Result<()> {
        if self.gcm_iv_held.take() != Some(*iv) {
            self.xts_unit_held = None;
            // IV0..IV2 take the 96-bit IV in the byte order of every IV and key register.
            for (i, w) in crate::bytes::key_words(iv).into_iter().enumerate() {
                self.regs.write32(offset::iv(i), w)?;
            }
        }
        self.gcm_iv_held = Some(*iv);
        Ok(())
    }

    /// One GCM message, decrypting when `tag` is given: the tag the design computed. The output
    /// is written only once the tag (if any) matched.
    fn gcm(&mut self, iv: &[u8; IV_BYTES], aad: &[u8], input: &[u8], tag: Option<&[u8]>, output: &mut [u8]) -> Result<[u8; TAG_BYTES]> {
        self.check_gcm()?;
        if output.len() != input.len() {
            return Err(Error::LengthMismatch { input: input.len(), output: output.len() });
        }
        let key = self.key.ok_or(Error::NoKey)?;
        let layout = Layout::new(aad.len(), input.len());
        if layout.output_bytes() > self.chunk {
            return Err(Error::GcmTooLong { aad: aad.len(), payload: input.len(), needed: layout.output_bytes(), max: self.chunk });
        }
        let half = self.buffer.size() / 2 / BEAT_BYTES * BEAT_BYTES;
        let mut computed = [0; TAG_BYTES];
        if !layout.is_packet() {
            self.write_ctrl(key, false, Mode::Ecb)?;
            self.buffer.write(0, &gcm::j0(iv))?;
            let held = self.gcm_iv_held;
            self.transfer(0, half, BEAT_BYTES)?;
            // An ECB packet leaves the IV registers as they were.
            self.gcm_iv_held = held;
            self.buffer.read(half, &mut computed)?;
            self.write_gcm_iv(&gcm::next_iv(iv))?;
        } else {
            self.write_ctrl(key, tag.is_some(), Mode::Gcm)?;
            self.write_gcm_iv(iv)?;
            let aad_len = aad.len() as u32;
            if self.gcm_aad_len.take() != Some(aad_len) {
                self.regs.write32(offset::AAD_LEN, aad_len)?;
            }
            self.gcm_aad_len = Some(aad_len);
            // The design takes the AAD's padding as zero and ignores the payload's bytes past
            // `tkeep`: zeros keep the buffer free of earlier data.
            let pad = [0; BEAT_BYTES];
            let aad_end = layout.payload_offset();
            self.buffer.write(0, aad)?;
            self.buffer.write(aad.len(), &pad[..aad_end - aad.len()])?;
            self.buffer.write(aad_end, input)?;
            // Without payload the packet is its AAD beats (`tkeep` then ignored); otherwise the
            // DMA's last beat carries the payload's final bytes in its `tkeep`.
            let len = if input.is_empty() { layout.input_bytes() } else { aad_end + input.len() };
            self.forget_ivs();
            self.transfer_packets(&[Packet { src: 0, len, dst: half, room: layout.output_bytes() }])?;
            // The packet ended: the design handed the IV over.
            self.gcm_iv_held = Some(gcm::next_iv(iv));
            let s = self.status()?;
            if s.0 & status::LENGTH_ERR != 0 {
                // AAD_LEN is not what the driver wrote, or the packet was not what it sent.
                self.gcm_aad_len = None;
                self.regs.write32(offset::STATUS, status::LENGTH_ERR)?;
                return Err(Error::GcmLengthError);
            }
            self.buffer.read(half + layout.tag_offset(), &mut computed)?;
        }
        if let Some(received) = tag {
            if let Err(e) = gcm::check_tag(&computed, received) {
                // The plaintext of a failed tag stays nowhere the caller can read it.
                self.buffer.write(half + layout.payload_offset(), &vec![0; input.len()])?;
                return Err(e);
            }
        }
        self.buffer.read(half + layout.payload_offset(), output)?;
        Ok(computed)
    }

    /// XTS-AES encryption (IEEE Std 1619, NIST SP 800-38E) of `input`, a whole number of data
    /// units (sectors) of `sector_size` bytes numbered from `first_sector`, into `output` (the
    /// same length).
    ///
    /// `key1` (the data key) and `key2` (the tweak key) are IEEE 1619's key `Key1 || Key2`: 16
    /// or 32 bytes each (AES-128 or AES-256), the same length, and different
    /// ([`xts::check_keys`]). A sector has at least 16 bytes; a length that is not a multiple
    /// of 16 uses ciphertext stealing ([`xts::check_units`]). A sector's packet, rounded up to
    /// whole beats, must fit one DMA transfer ([`transfer_size`](Self::transfer_size)). Every
    /// check comes before any register or DMA access.
    ///
    /// Each sector is one packet, one DMA transfer each way, the sectors back to back, as many
    /// at a time as half the DMA buffer holds. `Key1` goes to `KEY0..`, `Key2` to `XKEY0..`,
    /// each only when the design does not hold it already: a call with the keys of the last
    /// XTS call writes no key register. The sector number is the tweak, `IV0..IV3` as a 128-bit
    /// little-endian number, wrapping; the design hands `i + 1` over when a sector's packet
    /// ends, so a call writes `IV0..IV3` once, and not at all when it continues where the last
    /// XTS call ended.
    ///
    /// A build without `CAPS.XTS` refuses the call ([`Error::ModeUnsupported`]), and so does
    /// one without AES-256 a 32-byte key; `STATUS.LENGTH_ERR` after a run of sectors (the
    /// design received a malformed data unit) is [`Error::XtsLengthError`], and is cleared.
    pub fn xts_encrypt_sectors(&mut self, key1: &[u8], key2: &[u8], first_sector: u128, sector_size: usize, input: &[u8], output: &mut [u8]) -> Result<()> {
        self.xts(false, key1, key2, first_sector, sector_size, input, output)
    }

    /// XTS-AES decryption: as [`xts_encrypt_sectors`](Self::xts_encrypt_sectors), with the
    /// inverse cipher, which a build without `CAPS.DECRYPT` lacks
    /// ([`Error::DecryptUnsupported`]).
    pub fn xts_decrypt_sectors(&mut self, key1: &[u8], key2: &[u8], first_sector: u128, sector_size: usize, input: &[u8], output: &mut [u8]) -> Result<()> {
        self.xts(true, key1, key2, first_sector, sector_size, input, output)
    }

    #[allow(clippy::too_many_arguments)]
    fn xts(&mut self, decrypt: bool, key1: &[u8], key2: &[u8], first: u128, unit: usize, input: &[u8], output: &mut [u8]) -> Result<()> {
        xts::check_keys(key1, key2)?;
        xts::check_units(input.len(), unit)?;
        if output.len() != input.len() {
            return Err(Error::LengthMismatch { input: input.len(), output: output.len() });
        }
        self.check_runs(Mode::Xts, decrypt)?;
        let size = KeySize::from_bytes(key1.len()).expect("check_keys allows 16 or 32 bytes");
        if self.caps & size.caps_bit() != size.caps_bit() {
            return Err(Error::KeySizeUnsupported { bits: size.bits(), caps: self.caps });
        }
        // Each sector starts on a beat in both halves of the buffer: the DMA reads and writes
        // whole beats from aligned addresses.
        let stride = BEAT_BYTES * xts::beats(unit);
        if stride > self.chunk {
            return Err(Error::XtsDataUnit(format!("a data unit of {unit} bytes needs DMA transfers of {stride} bytes, at most {} here", self.chunk)));
        }
        if input.is_empty() {
            return Ok(());
        }
        self.load_xts_keys(size, decrypt, key1, key2)?;
        self.gcm_iv_held = None;
        if self.xts_unit_held.take() != Some(first) {
            for i in 0..IV_WORDS {
                self.regs.write32(offset::iv(i), (first >> (32 * i)) as u32)?;
            }
        }
        let half = self.buffer.size() / 2 / BEAT_BYTES * BEAT_BYTES;
        let per_run = half / stride;
        let mut next = first;
        for (i, o) in input.chunks(per_run * unit).zip(output.chunks_mut(per_run * unit)) {
            let sectors = i.len() / unit;
            for (k, sector) in i.chunks(unit).enumerate() {
                self.buffer.write(k * stride, sector)?;
            }
            let packets: Vec<Packet> =
                (0..sectors).map(|k| Packet { src: k * stride, len: unit, dst: half + k * stride, room: stride }).collect();
            self.transfer_packets(&packets)?;
            next = next.wrapping_add(sectors as u128);
            if self.status()?.length_err() {
                self.regs.write32(offset::STATUS, status::LENGTH_ERR)?;
                return Err(Error::XtsLengthError);
            }
            for (k, sector) in o.chunks_mut(unit).enumerate() {
                self.buffer.read(half + k * stride, sector)?;
            }
        }
        self.xts_unit_held = Some(next);
        Ok(())
    }

    /// Loads the XTS keys the design does not hold: `CTRL` (XTS, the key length, the direction)
    /// where it changes, `KEY0..` with `Key1`, `XKEY0..` with `Key2`, then `STATUS` polled until
    /// `KEY_READY` and `XKEY_READY`. A `KEYLEN` change clears both keys in the design; a failure
    /// leaves them unknown.
    fn load_xts_keys(&mut self, size: KeySize, decrypt: bool, key1: &[u8], key2: &[u8]) -> Result<()> {
        let r = self.write_xts_keys(size, decrypt, key1, key2);
        if r.is_err() {
            self.key = None;
            self.xts_key1.forget();
            self.xts_key2.forget();
        }
        r
    }

    fn write_xts_keys(&mut self, size: KeySize, decrypt: bool, key1: &[u8], key2: &[u8]) -> Result<()> {
        let mut written = false;
        if self.key != Some(size) || (decrypt, Mode::Xts) != (self.decrypt, self.ctrl_mode) {
            if self.key != Some(size) {
                self.key = None;
                self.xts_key1.forget();
                self.xts_key2.forget();
            }
            self.decrypt = decrypt;
            self.ctrl_mode = Mode::Xts;
            self.regs.write32(offset::CTRL, self.ctrl(size))?;
            written = true;
        }
        for (held, key, at) in [(&mut self.xts_key1, key1, offset::key as fn(usize) -> u32), (&mut self.xts_key2, key2, offset::xkey)] {
            if !held.is(key) {
                held.forget();
                for (i, w) in crate::bytes::key_words(key).into_iter().enumerate() {
                    self.regs.write32(at(i), w)?;
                }
                held.set(key);
                written = true;
            }
        }
        if written {
            self.wait_status(status::KEY_READY | status::XKEY_READY, "STATUS.KEY_READY and XKEY_READY")?;
        }
        self.key = Some(size);
        Ok(())
    }

    /// Clears all key material and the IV registers in the design (`CTRL.ZEROIZE`); a new key
    /// (and IV) is needed afterwards.
    pub fn zeroize(&mut self) -> Result<()> {
        let key = self.key.unwrap_or(KeySize::Aes128);
        self.key = None;
        self.forget_ivs();
        self.gcm_aad_len = None;
        self.xts_key1.forget();
        self.xts_key2.forget();
        self.regs.write32(offset::CTRL, self.ctrl(key) | Ctrl { zeroize: true, ..Ctrl::default() }.encode())?;
        Ok(())
    }
}
