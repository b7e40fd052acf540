//! Reference model of the modes of operation (`aes_axis.md`, *Modes of operation*): RustCrypto's
//! `ctr`, `cbc`, `cfb-mode` and `ofb` crates over the `aes` crate, and the IV registers as
//! software sees them.
//!
//! [`ModeStream`] runs one mode from an IV block by block in the port byte order and reports the
//! value that continues the stream (the crates' `IvState`). [`IvRegisters`] follows the spec's
//! IV rules from the register writes and the packets: a packet starts from `IV0..IV3`; when it
//! ends, every word software did not write during it takes the continuation value.

use aes::{Aes128, Aes192, Aes256};
use aes_fpga_driver::regs::Mode;
use cipher::{BlockDecryptMut, BlockEncryptMut, InnerIvInit, IvState, KeyInit, StreamCipherCore};

/// One block through a running mode, and the continuation value.
trait Step {
    fn step(&mut self, block: &mut [u8; 16]);
    fn state(&self) -> [u8; 16];
}

macro_rules! step_impls {
    ($($name:ident: $ty:ty, $how:ident;)*) => {$(
        struct $name($ty);
        impl Step for $name {
            fn step(&mut self, block: &mut [u8; 16]) {
                step_impls!(@$how self, block);
            }
            fn state(&self) -> [u8; 16] {
                self.0.iv_state().into()
            }
        }
    )*};
    (@enc $s:ident, $b:ident) => { $s.0.encrypt_block_mut($b.into()) };
    (@dec $s:ident, $b:ident) => { $s.0.decrypt_block_mut($b.into()) };
    (@stream $s:ident, $b:ident) => {{
        let mut ks = Default::default();
        $s.0.write_keystream_block(&mut ks);
        for (x, k) in $b.iter_mut().zip(ks.iter()) {
            *x ^= k;
        }
    }};
}

type Ctr<C> = ctr::CtrCore<C, ctr::flavors::Ctr128BE>;

step_impls! {
    CbcEnc128: cbc::Encryptor<Aes128>, enc;
    CbcEnc192: cbc::Encryptor<Aes192>, enc;
    CbcEnc256: cbc::Encryptor<Aes256>, enc;
    CbcDec128: cbc::Decryptor<Aes128>, dec;
    CbcDec192: cbc::Decryptor<Aes192>, dec;
    CbcDec256: cbc::Decryptor<Aes256>, dec;
    CfbEnc128: cfb_mode::Encryptor<Aes128>, enc;
    CfbEnc192: cfb_mode::Encryptor<Aes192>, enc;
    CfbEnc256: cfb_mode::Encryptor<Aes256>, enc;
    CfbDec128: cfb_mode::Decryptor<Aes128>, dec;
    CfbDec192: cfb_mode::Decryptor<Aes192>, dec;
    CfbDec256: cfb_mode::Decryptor<Aes256>, dec;
    Ofb128: ofb::OfbCore<Aes128>, stream;
    Ofb192: ofb::OfbCore<Aes192>, stream;
    Ofb256: ofb::OfbCore<Aes256>, stream;
    Ctr128: Ctr<Aes128>, stream;
    Ctr192: Ctr<Aes192>, stream;
    Ctr256: Ctr<Aes256>, stream;
}

/// A mode of operation running from an IV: `Ecb` is not one (it has no state).
pub struct ModeStream(Box<dyn Step>);

impl ModeStream {
    /// `key` of 16, 24 or 32 bytes; `iv` in FIPS byte order. Panics for ECB.
    pub fn new(mode: Mode, decrypt: bool, key: &[u8], iv: [u8; 16]) -> Self {
        let iv = &iv.into();
        macro_rules! build {
            ($ty:ident, $inner:ty, $cipher:ty) => {
                Box::new($ty(<$inner>::inner_iv_init(<$cipher>::new_from_slice(key).unwrap(), iv))) as Box<dyn Step>
            };
        }
        macro_rules! sized {
            ($t128:ident, $t192:ident, $t256:ident, $inner:ident) => {
                match key.len() {
                    16 => build!($t128, $inner<Aes128>, Aes128),
                    24 => build!($t192, $inner<Aes192>, Aes192),
                    32 => build!($t256, $inner<Aes256>, Aes256),
                    n => panic!("no AES key of {n} bytes"),
                }
            };
        }
        use cbc::{Decryptor as CbcD, Encryptor as CbcE};
        use cfb_mode::{Decryptor as CfbD, Encryptor as CfbE};
        use ofb::OfbCore;
        ModeStream(match (mode, decrypt) {
            (Mode::Ecb, _) => panic!("ECB has no IV"),
            (Mode::Cbc, false) => sized!(CbcEnc128, CbcEnc192, CbcEnc256, CbcE),
            (Mode::Cbc, true) => sized!(CbcDec128, CbcDec192, CbcDec256, CbcD),
            (Mode::Cfb128, false) => sized!(CfbEnc128, CfbEnc192, CfbEnc256, CfbE),
            (Mode::Cfb128, true) => sized!(CfbDec128, CfbDec192, CfbDec256, CfbD),
            (Mode::Ofb, _) => sized!(Ofb128, Ofb192, Ofb256, OfbCore),
            (Mode::Ctr, _) => sized!(Ctr128, Ctr192, Ctr256, Ctr),
        })
    }

    /// One block in the port layout (byte `k` in bits `[8k+7:8k]`).
    pub fn process(&mut self, block: u128) -> u128 {
        let mut b = block.to_le_bytes();
        self.0.step(&mut b);
        u128::from_le_bytes(b)
    }

    /// The value that continues the stream, in FIPS byte order.
    pub fn continuation(&self) -> [u8; 16] {
        self.0.state()
    }
}

/// IV register words (`IVi` = bytes `4i..4i+3`, byte `4i` in bits 7:0) of an IV block.
pub fn iv_words(iv: [u8; 16]) -> [u32; 4] {
    std::array::from_fn(|i| u32::from_le_bytes(iv[4 * i..4 * i + 4].try_into().unwrap()))
}

/// The IV block of the register words.
pub fn iv_bytes(words: [u32; 4]) -> [u8; 16] {
    let mut b = [0; 16];
    for (i, w) in words.iter().enumerate() {
        b[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
    }
    b
}

/// `IV0..IV3` as the spec defines them, and the stream of the packet in progress.
#[derive(Default)]
pub struct IvRegisters {
    pub words: [u32; 4],
    written: [bool; 4],
    in_packet: bool,
    stream: Option<ModeStream>,
}

impl IvRegisters {
    /// A write of `word` (strobes merged) to `IVi`.
    pub fn write(&mut self, i: usize, word: u32) {
        self.words[i] = word;
        if self.in_packet {
            self.written[i] = true;
        }
    }

    /// Zeroize and reset clear the registers.
    pub fn clear(&mut self) {
        self.words = [0; 4];
        self.written = [false; 4];
    }

    /// A reset also forgets the packet in progress.
    pub fn reset(&mut self) {
        *self = IvRegisters::default();
    }

    /// The first block of a packet in `mode` (not ECB) with the AES `key` bytes.
    pub fn start(&mut self, mode: Mode, decrypt: bool, key: &[u8]) {
        self.stream = Some(ModeStream::new(mode, decrypt, key, iv_bytes(self.words)));
        self.in_packet = true;
    }

    /// A block of the packet; with `last` the packet ends and hands its continuation over.
    pub fn process(&mut self, block: u128, last: bool) -> u128 {
        let stream = self.stream.as_mut().expect("a block of a chained mode outside a packet");
        let out = stream.process(block);
        if last {
            let next = iv_words(stream.continuation());
            for i in 0..4 {
                if !self.written[i] {
                    self.words[i] = next[i];
                }
            }
            self.written = [false; 4];
            self.in_packet = false;
            self.stream = None;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::{block_from_bytes, hex_block, hex_bytes};

    #[test]
    fn sp800_38a_f51_ctr_first_blocks_and_continuation() {
        // SP 800-38A F.5.1 CTR-AES128.Encrypt, blocks 1-2.
        let key = hex_bytes("2b7e151628aed2a6abf7158809cf4f3c");
        let iv = hex_block("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
        let mut s = ModeStream::new(Mode::Ctr, false, &key, iv);
        let p1 = block_from_bytes(hex_block("6bc1bee22e409f96e93d7e117393172a"));
        assert_eq!(s.process(p1), block_from_bytes(hex_block("874d6191b620e3261bef6864990db6ce")));
        assert_eq!(s.continuation(), hex_block("f0f1f2f3f4f5f6f7f8f9fafbfcfdff00"));
    }

    #[test]
    fn iv_words_follow_the_register_layout() {
        let iv = hex_block("000102030405060708090a0b0c0d0e0f");
        assert_eq!(iv_words(iv), [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
        assert_eq!(iv_bytes(iv_words(iv)), iv);
    }
}
