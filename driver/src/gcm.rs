//! AES-GCM (NIST SP 800-38D, 96-bit IV, `CTRL.MODE = 5`, contract version 3) as `aes_axis` runs
//! it: the DMA layout of a packet, the IV hand-over, the pre-counter block and the tag check.
//!
//! A packet is `ceil(len(A) / 16)` AAD beats (the last one padded; the design takes the bytes
//! past `AAD_LEN` as zero) and then the payload beats, the last one with a `tkeep` contiguous
//! from byte 0 giving the payload's final bytes. It comes back as one beat per input beat (AAD
//! unchanged, payload XOR the key stream, bytes past the payload zero) and then the tag beat:
//! [`Layout`] places both in a DMA buffer.
//!
//! **IV hand-over.** When a GCM packet ends, `IV0..IV2` hold [`next_iv`] of its IV (bytes 4..11
//! as a 64-bit big-endian integer plus one, bytes 0..3 unchanged: the deterministic
//! construction of SP 800-38D 8.2.1), so packets sent without an IV write never reuse an IV; an
//! IV written during a packet wins over the hand-over.
//!
//! **Tags.** The design does not compare tags: a decrypting packet's plaintext leaves before its
//! computed tag, and software compares that tag with the received one ([`check_tag`], constant
//! time) before it releases any plaintext.

use crate::error::{Error, Result};
use subtle::ConstantTimeEq;

/// Bytes of the IV (96 bits: `J0 = IV || 0x00000001`).
pub const IV_BYTES: usize = 12;
/// Bytes of the tag the design computes.
pub const TAG_BYTES: usize = 16;
/// Tag lengths SP 800-38D 5.2.1.2 allows, in bytes (128, 120, 112, 104, 96, 64 and 32 bits).
pub const TAG_LENGTHS: [usize; 7] = [16, 15, 14, 13, 12, 8, 4];
/// Bytes of a stream beat.
const BEAT: usize = 16;

/// The IV the design leaves in `IV0..IV2` after a packet under `iv`.
pub fn next_iv(iv: &[u8; IV_BYTES]) -> [u8; IV_BYTES] {
    let counter = u64::from_be_bytes(iv[4..].try_into().expect("8 bytes")).wrapping_add(1);
    let mut next = *iv;
    next[4..].copy_from_slice(&counter.to_be_bytes());
    next
}

/// The pre-counter block `J0 = IV || 0x00000001`. `E_K(J0)` is the tag of the message with
/// neither AAD nor payload, which cannot be sent as a packet (one ECB block gives it).
pub fn j0(iv: &[u8; IV_BYTES]) -> [u8; BEAT] {
    let mut block = [0; BEAT];
    block[..IV_BYTES].copy_from_slice(iv);
    block[BEAT - 1] = 1;
    block
}

/// Where a GCM message sits in the DMA buffers: input AAD (padded to 16 bytes) then payload
/// (padded to 16 bytes); output the same beats and then the tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub aad_len: usize,
    pub payload_len: usize,
}

impl Layout {
    pub fn new(aad_len: usize, payload_len: usize) -> Layout {
        Layout { aad_len, payload_len }
    }

    /// Whether the message can be sent as a packet (it has AAD or payload). The empty message's
    /// tag is `E_K(J0)` ([`j0`]).
    pub fn is_packet(&self) -> bool {
        self.aad_len + self.payload_len > 0
    }

    pub fn aad_beats(&self) -> usize {
        self.aad_len.div_ceil(BEAT)
    }

    pub fn payload_beats(&self) -> usize {
        self.payload_len.div_ceil(BEAT)
    }

    /// Beats of the input packet, `n`; the output packet has `n + 1`.
    pub fn input_beats(&self) -> usize {
        self.aad_beats() + self.payload_beats()
    }

    pub fn input_bytes(&self) -> usize {
        BEAT * self.input_beats()
    }

    pub fn output_bytes(&self) -> usize {
        BEAT * (self.input_beats() + 1)
    }

    /// Offset of the payload in both buffers.
    pub fn payload_offset(&self) -> usize {
        BEAT * self.aad_beats()
    }

    /// Offset of the tag in the output buffer.
    pub fn tag_offset(&self) -> usize {
        self.input_bytes()
    }

    /// `tkeep` of the packet's last beat: the payload's final bytes, contiguous from byte 0
    /// (ignored by the design in a packet without payload).
    pub fn last_keep(&self) -> u16 {
        match self.payload_len % BEAT {
            0 => 0xFFFF,
            r => (1u16 << r) - 1,
        }
    }

    /// The input buffer: AAD and payload, each zero-padded to whole beats.
    pub fn input(&self, aad: &[u8], payload: &[u8]) -> Vec<u8> {
        assert_eq!((aad.len(), payload.len()), (self.aad_len, self.payload_len), "lengths of the layout");
        let mut buf = vec![0; self.input_bytes()];
        buf[..aad.len()].copy_from_slice(aad);
        buf[self.payload_offset()..][..payload.len()].copy_from_slice(payload);
        buf
    }
}

/// Compares the tag the design computed with a received tag of one of [`TAG_LENGTHS`] (its
/// first bytes, SP 800-38D 5.2.1.2) in constant time.
pub fn check_tag(computed: &[u8; TAG_BYTES], received: &[u8]) -> Result<()> {
    if !TAG_LENGTHS.contains(&received.len()) {
        return Err(Error::BadTagLength(received.len()));
    }
    if bool::from(computed[..received.len()].ct_eq(received)) {
        Ok(())
    } else {
        Err(Error::TagMismatch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_iv_counts_bytes_4_to_11_big_endian() {
        let iv = [1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0xFF];
        assert_eq!(next_iv(&iv), [1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 1, 0]);
        let top = [9, 9, 9, 9, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];
        assert_eq!(next_iv(&top), [9, 9, 9, 9, 0, 0, 0, 0, 0, 0, 0, 0], "wraps without touching bytes 0..3");
        let carry = [0, 0, 0, 0, 0x12, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF];
        assert_eq!(next_iv(&carry), [0, 0, 0, 0, 0x13, 0, 0, 0, 0, 0, 0, 0]);
    }

    #[test]
    fn j0_appends_the_32_bit_one() {
        let iv = [0xA; 12];
        let b = j0(&iv);
        assert_eq!(&b[..12], &iv);
        assert_eq!(&b[12..], &[0, 0, 0, 1]);
    }

    #[test]
    fn layout_of_aad_payload_and_tag() {
        let l = Layout::new(17, 33);
        assert_eq!((l.aad_beats(), l.payload_beats(), l.input_beats()), (2, 3, 5));
        assert_eq!((l.payload_offset(), l.tag_offset(), l.output_bytes()), (32, 80, 96));
        assert_eq!(l.last_keep(), 0x0001);
        let buf = l.input(&[7; 17], &[9; 33]);
        assert_eq!(buf.len(), 80);
        assert!(buf[..17].iter().all(|&b| b == 7) && buf[17..32].iter().all(|&b| b == 0));
        assert!(buf[32..65].iter().all(|&b| b == 9) && buf[65..].iter().all(|&b| b == 0));
        assert_eq!(Layout::new(0, 32).last_keep(), 0xFFFF);
        assert_eq!(Layout::new(0, 15).last_keep(), 0x7FFF);
        let gmac = Layout::new(20, 0);
        assert_eq!((gmac.input_beats(), gmac.tag_offset()), (2, 32));
        assert!(!Layout::new(0, 0).is_packet() && gmac.is_packet());
    }

    #[test]
    fn tags_compare_at_their_length() {
        let t: [u8; 16] = core::array::from_fn(|i| i as u8);
        assert!(check_tag(&t, &t).is_ok());
        assert!(check_tag(&t, &t[..12]).is_ok());
        assert!(check_tag(&t, &t[..4]).is_ok());
        let mut bad = t;
        bad[15] ^= 1;
        assert!(matches!(check_tag(&t, &bad), Err(Error::TagMismatch)));
        assert!(check_tag(&t, &bad[..15]).is_ok(), "a truncated tag ignores the bytes past it");
        assert!(matches!(check_tag(&t, &t[..5]), Err(Error::BadTagLength(5))));
        assert!(matches!(check_tag(&t, &[]), Err(Error::BadTagLength(0))));
    }
}
