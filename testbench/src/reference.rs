//! The software reference: the `aes` crate, with the byte order of the design's ports.
//!
//! A block on the ports is a `u128` whose byte `k` (bits `[8k+7:8k]`) is byte `k` of the FIPS-197
//! block (`aes_axis.md`), i.e. `u128::from_le_bytes(bytes)`. Key word `i` holds key bytes
//! `4i..4i+3` with byte `4i` in bits `[7:0]`.

use aes::cipher::{generic_array::GenericArray, BlockEncrypt, KeyInit};
use aes::Aes128;

/// An AES-128 key as the four words written to the key port.
pub type Key128 = [u32; 4];

/// The key words of a key given as bytes.
pub fn key_words(bytes: &[u8; 16]) -> Key128 {
    std::array::from_fn(|i| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().unwrap()))
}

/// The key bytes of key words.
pub fn key_bytes(words: &Key128) -> [u8; 16] {
    let mut b = [0u8; 16];
    for (i, w) in words.iter().enumerate() {
        b[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
    }
    b
}

/// A block given as its 16 bytes in FIPS-197 order, as the port sees it.
pub fn block_from_bytes(bytes: [u8; 16]) -> u128 {
    u128::from_le_bytes(bytes)
}

/// Parses 32 hex digits written in FIPS-197 order (`"00112233..."`).
pub fn hex_block(hex: &str) -> [u8; 16] {
    let v: Vec<u8> = (0..16).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap()).collect();
    v.try_into().unwrap()
}

/// AES-128 encryption by the `aes` crate, in the port byte order.
pub struct Reference {
    cipher: Aes128,
}

impl Reference {
    pub fn new(key: &Key128) -> Self {
        Reference { cipher: Aes128::new(GenericArray::from_slice(&key_bytes(key))) }
    }

    pub fn encrypt(&self, block: u128) -> u128 {
        let mut b = GenericArray::clone_from_slice(&block.to_le_bytes());
        self.cipher.encrypt_block(&mut b);
        u128::from_le_bytes(b.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fips197_c1_in_port_byte_order() {
        // aes_axis.md spells out this example in port byte order.
        let key = key_words(&hex_block("000102030405060708090a0b0c0d0e0f"));
        assert_eq!(key, [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
        let pt = block_from_bytes(hex_block("00112233445566778899aabbccddeeff"));
        assert_eq!(pt, 0xffeeddccbbaa99887766554433221100);
        assert_eq!(Reference::new(&key).encrypt(pt), 0x5ac5b47080b7cdd830047b6ad8e0c469);
    }
}
