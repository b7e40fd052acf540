//! AES in software (the `aes` crate) over buffers in memory order and over `tdata` values: the
//! reference the hardware's output is checked against.

use crate::error::{Error, Result};
use aes::cipher::{generic_array::GenericArray, BlockDecrypt, BlockEncrypt, KeyInit};
use aes::{Aes128, Aes192, Aes256, Block};

enum Cipher {
    A128(Aes128),
    A192(Aes192),
    A256(Aes256),
}

/// ECB under one key and direction.
pub struct Ecb {
    cipher: Cipher,
    decrypt: bool,
}

macro_rules! each {
    ($c:expr, $d:expr, $blocks:expr) => {
        match $c {
            Cipher::A128(c) => if $d { c.decrypt_blocks($blocks) } else { c.encrypt_blocks($blocks) },
            Cipher::A192(c) => if $d { c.decrypt_blocks($blocks) } else { c.encrypt_blocks($blocks) },
            Cipher::A256(c) => if $d { c.decrypt_blocks($blocks) } else { c.encrypt_blocks($blocks) },
        }
    };
}

impl Ecb {
    /// A 16-, 24- or 32-byte key in FIPS-197 byte order.
    pub fn new(key: &[u8], decrypt: bool) -> Result<Ecb> {
        let cipher = match key.len() {
            16 => Cipher::A128(Aes128::new(GenericArray::from_slice(key))),
            24 => Cipher::A192(Aes192::new(GenericArray::from_slice(key))),
            32 => Cipher::A256(Aes256::new(GenericArray::from_slice(key))),
            n => return Err(Error::BadKeyLength(n)),
        };
        Ok(Ecb { cipher, decrypt })
    }

    /// Processes blocks in place.
    pub fn blocks(&self, blocks: &mut [Block]) {
        each!(&self.cipher, self.decrypt, blocks)
    }

    /// Processes a buffer of whole blocks in place (a trailing partial block is left as is).
    pub fn buffer(&self, data: &mut [u8]) {
        let mut blocks: Vec<Block> = data.chunks_exact(16).map(|c| *Block::from_slice(c)).collect();
        self.blocks(&mut blocks);
        for (out, b) in data.chunks_exact_mut(16).zip(&blocks) {
            out.copy_from_slice(b);
        }
    }

    /// One block as a `tdata` value (port byte order).
    pub fn tdata(&self, tdata: u128) -> u128 {
        let mut b = [Block::from(tdata.to_le_bytes())];
        self.blocks(&mut b);
        u128::from_le_bytes(b[0].into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytes::parse_hex;

    #[test]
    fn fips197_appendix_c() {
        let pt = parse_hex("00112233445566778899aabbccddeeff").unwrap();
        for (key, ct) in [
            ("000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"),
            ("000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"),
            ("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"),
        ] {
            let key = parse_hex(key).unwrap();
            let mut data = pt.clone();
            Ecb::new(&key, false).unwrap().buffer(&mut data);
            assert_eq!(data, parse_hex(ct).unwrap());
            Ecb::new(&key, true).unwrap().buffer(&mut data);
            assert_eq!(data, pt);
        }
        let key = parse_hex("000102030405060708090a0b0c0d0e0f").unwrap();
        assert_eq!(Ecb::new(&key, false).unwrap().tdata(0xffeeddccbbaa99887766554433221100), 0x5ac5b47080b7cdd830047b6ad8e0c469);
        assert!(matches!(Ecb::new(&[0; 17], false), Err(Error::BadKeyLength(17))));
    }
}
