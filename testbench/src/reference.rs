//! The software reference: the `aes` crate, with the byte order of the design's ports.
//!
//! A block on the ports is a `u128` whose byte `k` (bits `[8k+7:8k]`) is byte `k` of the FIPS-197
//! block (`docs/aes_axis.md`, "Byte order"), i.e. `u128::from_le_bytes(bytes)`. Key word `i` holds
//! key bytes `4i..4i+3` with byte `4i` in bits `[7:0]`.

use aes_fpga_driver::software::Ecb;
use aes_hdl::params::KeyLen;

/// The eight key-word registers; AES-128 uses words 0-3, AES-192 0-5.
pub type KeyWords = [u32; 8];

/// The settings a key is loaded with: key length (the `key_len` code, 3 is invalid) and direction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub key_len: u8,
    pub decrypt: bool,
}

impl Settings {
    pub fn new(key_len: KeyLen, decrypt: bool) -> Self {
        Settings { key_len: key_len.code(), decrypt }
    }

    /// Every (key size, direction) pair.
    pub fn all() -> Vec<Settings> {
        KeyLen::ALL.iter().flat_map(|&k| [false, true].map(|d| Settings::new(k, d))).collect()
    }

    pub fn key_len(&self) -> Option<KeyLen> {
        KeyLen::from_code(self.key_len)
    }
}

/// The key words of a 16-, 24- or 32-byte key, zero-padded to eight.
pub fn key_words(bytes: &[u8]) -> KeyWords {
    let mut w = [0u32; 8];
    for (d, s) in w.iter_mut().zip(aes_fpga_driver::bytes::key_words(bytes)) {
        *d = s;
    }
    w
}

/// The key bytes of the first `n` key words.
pub fn key_bytes(words: &[u32], n: usize) -> Vec<u8> {
    aes_fpga_driver::bytes::key_bytes(&words[..n])
}

/// A block given as its 16 bytes in FIPS-197 order, as the port sees it.
pub fn block_from_bytes(bytes: [u8; 16]) -> u128 {
    aes_fpga_driver::bytes::block_to_tdata(&bytes)
}

/// Parses hex digits written in FIPS-197 order (`"00112233..."`).
pub fn hex_bytes(hex: &str) -> Vec<u8> {
    aes_fpga_driver::bytes::parse_hex(hex).expect("malformed hex in a test vector")
}

/// A 16-byte block from 32 hex digits in FIPS-197 order.
pub fn hex_block(hex: &str) -> [u8; 16] {
    hex_bytes(hex).try_into().unwrap()
}

/// AES by the `aes` crate in the port byte order, for one key and direction.
pub struct Reference(Ecb);

impl Reference {
    /// Panics on an invalid key length: the design never accepts a block under one.
    pub fn new(settings: Settings, key: &KeyWords) -> Self {
        let key_len = settings.key_len().expect("no cipher for an invalid key length");
        Reference(Ecb::new(&key_bytes(key, key_len.nk()), settings.decrypt).unwrap())
    }

    /// AES-128 encryption with four key words.
    pub fn aes128(key: &[u32; 4]) -> Self {
        let mut words = [0; 8];
        words[..4].copy_from_slice(key);
        Self::new(Settings::default(), &words)
    }

    /// Encrypts or decrypts, as set up.
    pub fn process(&self, block: u128) -> u128 {
        self.0.tdata(block)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fips197_c1_in_port_byte_order() {
        // `docs/aes_axis.md` ("Byte order") spells out this example in port byte order.
        let key = key_words(&hex_bytes("000102030405060708090a0b0c0d0e0f"));
        assert_eq!(key[..4], [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
        let pt = block_from_bytes(hex_block("00112233445566778899aabbccddeeff"));
        assert_eq!(pt, 0xffeeddccbbaa99887766554433221100);
        let ct = 0x5ac5b47080b7cdd830047b6ad8e0c469;
        assert_eq!(Reference::new(Settings::default(), &key).process(pt), ct);
        assert_eq!(Reference::new(Settings { key_len: 0, decrypt: true }, &key).process(ct), pt);
    }
}

/// FIPS-197 KeyExpansion (5.2) of the first `nk` key words, written independently of the
/// design: every word `w[0..4 * (Nr + 1)]` of the schedule in the port byte order (byte `4i` of
/// a word in bits `[7:0]`). Round key `r` is words `4r..4r+3`.
pub fn key_schedule(key: &[u32]) -> Vec<u32> {
    fn sbox(x: u8) -> u8 {
        // The multiplicative inverse in GF(2^8), then the affine map.
        let mul = |mut a: u8, mut b: u8| {
            let mut p = 0u8;
            while b != 0 {
                if b & 1 != 0 {
                    p ^= a;
                }
                a = (a << 1) ^ if a & 0x80 != 0 { 0x1b } else { 0 };
                b >>= 1;
            }
            p
        };
        let inv = if x == 0 { 0 } else { (1..=255u8).find(|&y| mul(x, y) == 1).unwrap() };
        inv ^ inv.rotate_left(1) ^ inv.rotate_left(2) ^ inv.rotate_left(3) ^ inv.rotate_left(4) ^ 0x63
    }
    let nk = key.len();
    let nr = nk + 6;
    let mut w: Vec<[u8; 4]> = key.iter().map(|k| k.to_le_bytes()).collect();
    let mut rcon = 1u8;
    for i in nk..4 * (nr + 1) {
        let mut t = w[i - 1];
        if i % nk == 0 {
            t = [sbox(t[1]) ^ rcon, sbox(t[2]), sbox(t[3]), sbox(t[0])];
            rcon = (rcon << 1) ^ if rcon & 0x80 != 0 { 0x1b } else { 0 };
        } else if nk > 6 && i % nk == 4 {
            t = t.map(sbox);
        }
        let p = w[i - nk];
        w.push([p[0] ^ t[0], p[1] ^ t[1], p[2] ^ t[2], p[3] ^ t[3]]);
    }
    w.into_iter().map(u32::from_le_bytes).collect()
}

#[cfg(test)]
mod schedule_tests {
    use super::*;

    #[test]
    fn fips197_appendix_a_last_round_keys() {
        // A.1: w[40..43] = d014f9a8 c9ee2589 e13f0cc8 b6630ca6 (FIPS-197 writes words big-endian).
        let k128 = key_words(&hex_bytes("2b7e151628aed2a6abf7158809cf4f3c"));
        let w = key_schedule(&k128[..4]);
        assert_eq!(w.len(), 44);
        assert_eq!(w[40..].iter().map(|x| x.swap_bytes()).collect::<Vec<_>>(), [0xd014f9a8, 0xc9ee2589, 0xe13f0cc8, 0xb6630ca6]);
        // A.3: w[59] = 706c631e.
        let k256 = key_words(&hex_bytes("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"));
        let w = key_schedule(&k256);
        assert_eq!((w.len(), w[59].swap_bytes()), (60, 0x706c631e));
        // A.2: w[51] = 01002202.
        let k192 = key_words(&hex_bytes("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b"));
        assert_eq!(key_schedule(&k192[..6])[51].swap_bytes(), 0x01002202);
    }
}
