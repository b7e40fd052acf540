//! Byte order between memory and the ports (`docs/aes_axis.md`, "Byte order"): AXI4-Stream
//! byte-lane order, so a DMA from memory delivers a buffer unchanged, and key words as a
//! little-endian CPU stores a byte array.

use crate::ports::BEAT_BYTES;

/// The `KEYi` words of a key: word `i` holds bytes `4i..4i+3`, byte `4i` in bits 7:0. A trailing
/// partial word is zero-padded.
pub fn key_words(key: &[u8]) -> Vec<u32> {
    key.chunks(4)
        .map(|c| {
            let mut w = [0u8; 4];
            w[..c.len()].copy_from_slice(c);
            u32::from_le_bytes(w)
        })
        .collect()
}

/// The key bytes of key words (inverse of [`key_words`]).
pub fn key_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The `IVi` words of an IV or initial counter block: the layout of the key words.
pub fn iv_words(iv: &[u8; BEAT_BYTES]) -> [u32; 4] {
    key_words(iv).try_into().expect("16 bytes are four words")
}

/// The IV block of `IV0..IV3` (inverse of [`iv_words`]).
pub fn iv_bytes(words: &[u32; 4]) -> [u8; BEAT_BYTES] {
    key_bytes(words).try_into().expect("four words are 16 bytes")
}

/// `tdata` of a 16-byte block: byte 0 (FIPS-197 `in[0]`) in bits 7:0, byte 15 in bits 127:120.
pub fn block_to_tdata(block: &[u8; BEAT_BYTES]) -> u128 {
    u128::from_le_bytes(*block)
}

/// The 16 bytes of a `tdata` value (inverse of [`block_to_tdata`]).
pub fn tdata_to_block(tdata: u128) -> [u8; BEAT_BYTES] {
    tdata.to_le_bytes()
}

/// `tkeep` of a beat carrying `n` (1..=16) valid bytes from lane 0 up.
pub fn tkeep(n: usize) -> u16 {
    if n >= BEAT_BYTES { 0xFFFF } else { (1u16 << n) - 1 }
}

/// A malformed hex string.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HexError {
    #[error("{0} hex digits: an even number is needed")]
    OddLength(usize),
    #[error("{0:?} is not a hex digit")]
    NotHex(char),
}

/// Bytes from hex digits written in memory order (`"000102..."`); whitespace is ignored.
pub fn parse_hex(text: &str) -> Result<Vec<u8>, HexError> {
    let digits: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(&c) = digits.iter().find(|c| !c.is_ascii_hexdigit()) {
        return Err(HexError::NotHex(c));
    }
    if digits.len() % 2 != 0 {
        return Err(HexError::OddLength(digits.len()));
    }
    Ok(digits.chunks(2).map(|p| (p[0].to_digit(16).unwrap() * 16 + p[1].to_digit(16).unwrap()) as u8).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fips197_c1_example_of_the_spec() {
        let key = parse_hex("000102030405060708090a0b0c0d0e0f").unwrap();
        assert_eq!(key_words(&key), [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
        assert_eq!(key_bytes(&key_words(&key)), key);
        let pt: [u8; 16] = parse_hex("00112233445566778899aabbccddeeff").unwrap().try_into().unwrap();
        assert_eq!(block_to_tdata(&pt), 0xffeeddccbbaa99887766554433221100);
        assert_eq!(tdata_to_block(0xffeeddccbbaa99887766554433221100), pt);
    }

    #[test]
    fn iv_words_of_sp800_38a_iv() {
        // The IV of SP 800-38A F.2-F.4: byte 0 (0x00) in bits 7:0 of IV0, byte 15 in bits 31:24 of IV3.
        let iv: [u8; 16] = parse_hex("000102030405060708090a0b0c0d0e0f").unwrap().try_into().unwrap();
        assert_eq!(iv_words(&iv), [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
        assert_eq!(iv_bytes(&iv_words(&iv)), iv);
    }

    #[test]
    fn hex_errors() {
        assert_eq!(parse_hex("0g"), Err(HexError::NotHex('g')));
        assert_eq!(parse_hex("abc"), Err(HexError::OddLength(3)));
        assert_eq!(parse_hex("ab cd\n"), Ok(vec![0xab, 0xcd]));
        assert_eq!(HexError::NotHex('x').to_string(), "'x' is not a hex digit");
    }

    #[test]
    fn tkeep_of_partial_beats() {
        assert_eq!(tkeep(16), 0xFFFF);
        assert_eq!(tkeep(1), 0x0001);
        assert_eq!(tkeep(15), 0x7FFF);
        assert_eq!(key_words(&[1, 2, 3, 4, 5]), [0x04030201, 5]);
    }
}
