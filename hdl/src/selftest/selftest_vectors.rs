//! The board self-test's program: which keys it loads, which blocks it sends and what it expects,
//! computed here with the `aes` crate when the self-test is built (and so when it is exported).
//!
//! Blocks and key words are in the port byte order (`docs/aes_axis.md`, "Byte order"): a block is
//! the `u128` whose byte `k` (bits `[8k+7:8k]`) is FIPS-197 byte `k`; key word `i` holds key bytes
//! `4i..4i+3`.
//!
//! Every case is one transaction: `CTRL`, then the key words of its key length (a complete key
//! update), then `count` blocks. The first
//! block is `seed`, each next one is [`lfsr_step`] of the previous one; the self-test folds every
//! output block into a checksum with [`checksum_step`], starting from 0. For a single block the
//! checksum is the output block itself, so the FIPS-197 cases compare against the ciphertext (or
//! plaintext) printed in the standard.

use aes_fpga_driver::bytes::key_bytes;
use aes_fpga_driver::regs::{ctrl, Ctrl, KeySize};
use aes_fpga_driver::software::Ecb;

/// The next block of the pseudo-random stream: a Galois LFSR over GF(2^128) with the polynomial
/// `x^128 + x^7 + x^2 + x + 1` (multiplication by `x`), which cycles through every non-zero block.
pub fn lfsr_step(x: u128) -> u128 {
    (x << 1) ^ if x >> 127 != 0 { 0x87 } else { 0 }
}

/// Folds one output block into the checksum: rotate left by one bit, XOR the block.
pub fn checksum_step(c: u128, d: u128) -> u128 {
    c.rotate_left(1) ^ d
}

/// One transaction of the self-test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelftestCase {
    pub name: &'static str,
    /// The `CTRL` word (`aes_fpga_driver::regs::Ctrl`).
    pub ctrl: u32,
    /// The key words; the first [`SelftestCase::key_words`] are written (the rest are 0).
    pub key: [u32; 8],
    pub seed: u128,
    pub count: u32,
    /// The checksum of the `count` output blocks.
    pub expected: u128,
}

impl SelftestCase {
    /// Key words the case writes: those of its `CTRL.KEYLEN`.
    pub fn key_words(&self) -> usize {
        let code = (self.ctrl & ctrl::KEYLEN_MASK) >> ctrl::KEYLEN_SHIFT;
        crate::params::KeyLen::from_code(code as u8).expect("a key length").nk()
    }
}

/// How the self-test is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelftestParams {
    /// Blocks in each of the two pseudo-random streams.
    pub stream_blocks: u32,
    /// XORed into the expected checksum of the first stream: non-zero only to prove that the
    /// self-test reports a failure.
    pub corrupt_checksum: u128,
    /// The free-running counter bit shown on LD7.
    pub heartbeat_bit: u32,
}

impl SelftestParams {
    /// The bitstream's self-test: 2^20 blocks per stream, LD7 toggling every 2^25 cycles of the
    /// 100 MHz clock (0.34 s).
    pub const BOARD: SelftestParams =
        SelftestParams { stream_blocks: 1 << 20, corrupt_checksum: 0, heartbeat_bit: 25 };

    /// A self-test with short streams, for simulation.
    pub fn short(stream_blocks: u32) -> Self {
        SelftestParams { stream_blocks, corrupt_checksum: 0, heartbeat_bit: 4 }
    }
}

/// FIPS-197 Appendix C.1 (AES-128), C.2 (AES-192) and C.3 (AES-256): key bytes `00 01 .. 1f`
/// (truncated), plaintext `00 11 22 .. ff`.
pub const FIPS_PLAINTEXT: u128 = 0xffeeddccbbaa99887766554433221100;
pub const FIPS_C1_CIPHERTEXT: u128 = u128::from_le_bytes(hex16("69c4e0d86a7b0430d8cdb78070b4c55a"));
pub const FIPS_C2_CIPHERTEXT: u128 = u128::from_le_bytes(hex16("dda97ca4864cdfe06eaf70a0ec0d7191"));
pub const FIPS_C3_CIPHERTEXT: u128 = u128::from_le_bytes(hex16("8ea2b7ca516745bfeafc49904b496089"));

/// 32 hex digits in FIPS-197 order as 16 bytes.
pub const fn hex16(s: &str) -> [u8; 16] {
    let b = s.as_bytes();
    let mut out = [0u8; 16];
    let mut i = 0;
    while i < 16 {
        out[i] = (hex_digit(b[2 * i]) << 4) | hex_digit(b[2 * i + 1]);
        i += 1;
    }
    out
}

const fn hex_digit(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => panic!("not a lower-case hex digit"),
    }
}

/// Key words `00 01 02 .. (4n-1)` in port order, the FIPS-197 Appendix C keys, zero-padded.
pub fn fips_key(nk: usize) -> [u32; 8] {
    let mut w = [0u32; 8];
    for (i, word) in w.iter_mut().enumerate().take(nk) {
        let b = 4 * i as u8;
        *word = u32::from_le_bytes([b, b + 1, b + 2, b + 3]);
    }
    w
}

/// The FIPS-197 Appendix B key `2b 7e 15 16 ...`, used for the AES-128 stream.
pub fn appendix_b_key() -> [u32; 8] {
    let b = hex16("2b7e151628aed2a6abf7158809cf4f3c");
    let mut w = [0u32; 8];
    for i in 0..4 {
        w[i] = u32::from_le_bytes(b[4 * i..4 * i + 4].try_into().unwrap());
    }
    w
}

/// The key of the AES-256 decryption stream: words `0x5eed0000 + i * 0x1111`.
pub fn stream_key_256() -> [u32; 8] {
    core::array::from_fn(|i| 0x5eed_0000 + 0x1111 * i as u32)
}

pub const STREAM_SEED_128: u128 = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210;
pub const STREAM_SEED_256: u128 = 0xc0ff_ee00_dead_beef_0bad_f00d_1234_5678;

pub const CTRL_DECRYPT: u32 = ctrl::DECRYPT;
pub const CTRL_AES192: u32 = KeySize::Aes192.code() << ctrl::KEYLEN_SHIFT;
pub const CTRL_AES256: u32 = KeySize::Aes256.code() << ctrl::KEYLEN_SHIFT;

/// `count` blocks from `seed` through AES under (`ctrl`, `key`), folded into the checksum.
pub fn stream_checksum(ctrl: u32, key: &[u32; 8], seed: u128, count: u32) -> u128 {
    let c = Ctrl::decode(ctrl);
    let size = KeySize::from_code(c.key_len).expect("KEYLEN 3 is no key length");
    let ecb = Ecb::new(&key_bytes(&key[..size.words()]), c.decrypt).unwrap();
    let (mut block, mut sum) = (seed, 0u128);
    for _ in 0..count {
        sum = checksum_step(sum, ecb.tdata(block));
        block = lfsr_step(block);
    }
    sum
}

/// The self-test's transactions, in order: the three FIPS-197 Appendix C examples, the AES-256
/// one decrypted, then two pseudo-random streams (AES-128 encryption, AES-256 decryption).
pub fn selftest_cases(params: &SelftestParams) -> Vec<SelftestCase> {
    let single = |name, ctrl, key: [u32; 8], seed| SelftestCase {
        name,
        ctrl,
        key,
        seed,
        count: 1,
        expected: stream_checksum(ctrl, &key, seed, 1),
    };
    let stream = |name, ctrl, key: [u32; 8], seed, corrupt| SelftestCase {
        name,
        ctrl,
        key,
        seed,
        count: params.stream_blocks,
        expected: stream_checksum(ctrl, &key, seed, params.stream_blocks) ^ corrupt,
    };
    vec![
        single("FIPS-197 C.1 AES-128 encrypt", 0, fips_key(4), FIPS_PLAINTEXT),
        single("FIPS-197 C.2 AES-192 encrypt", CTRL_AES192, fips_key(6), FIPS_PLAINTEXT),
        single("FIPS-197 C.3 AES-256 encrypt", CTRL_AES256, fips_key(8), FIPS_PLAINTEXT),
        single("FIPS-197 C.3 AES-256 decrypt", CTRL_AES256 | CTRL_DECRYPT, fips_key(8), FIPS_C3_CIPHERTEXT),
        stream("AES-128 encrypt stream", 0, appendix_b_key(), STREAM_SEED_128, params.corrupt_checksum),
        stream("AES-256 decrypt stream", CTRL_AES256 | CTRL_DECRYPT, stream_key_256(), STREAM_SEED_256, 0),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_block_cases_expect_the_fips197_values() {
        let cases = selftest_cases(&SelftestParams::short(10));
        assert_eq!(cases[0].expected, FIPS_C1_CIPHERTEXT);
        // `docs/aes_axis.md` ("Byte order") spells out C.1 in port byte order.
        assert_eq!(cases[0].expected, 0x5ac5b47080b7cdd830047b6ad8e0c469);
        assert_eq!(cases[0].key[..4], [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
        assert_eq!(cases[1].expected, FIPS_C2_CIPHERTEXT);
        assert_eq!(cases[2].expected, FIPS_C3_CIPHERTEXT);
        assert_eq!(cases[3].expected, FIPS_PLAINTEXT);
    }

    #[test]
    fn lfsr_shifts_and_reduces() {
        assert_eq!(lfsr_step(1), 2);
        assert_eq!(lfsr_step(1 << 127), 0x87);
        assert_eq!(lfsr_step((1 << 127) | 1), 0x85);
        assert_eq!(checksum_step(1 << 127, 2), 3);
    }
}
