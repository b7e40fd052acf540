//! AES in software over buffers in memory order and over `tdata` values: the reference the
//! hardware's output is checked against. [`Ecb`] is the `aes` crate; [`ModeStream`] runs every
//! mode of operation of `CTRL.MODE` through RustCrypto's `cbc`, `cfb-mode`, `ofb` and `ctr`
//! (`Ctr128BE`) crates and reports the value that continues the stream, which is what the
//! hardware leaves in `IV0..IV3` when a packet ends; [`Gcm`] is `aes-gcm`; [`Xts`] is
//! `xts-mode`.

use crate::error::{Error, Result};
use crate::regs::Mode;
use aes::cipher::{generic_array::GenericArray, BlockDecrypt, BlockEncrypt, KeyInit};
use aes::{Aes128, Aes192, Aes256, Block};
use cipher::{BlockDecryptMut, BlockEncryptMut, InnerIvInit, IvState, StreamCipherCore};

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

/// One block through a running mode, and the continuation value.
trait Step {
    fn step(&mut self, block: &mut [u8; 16]);
    /// Many blocks at once (the crates' parallel paths where the mode allows them).
    fn blocks(&mut self, blocks: &mut [Block]);
    fn state(&self) -> [u8; 16];
}

macro_rules! step_impls {
    ($($name:ident: $ty:ty, $how:ident;)*) => {$(
        struct $name($ty);
        impl Step for $name {
            fn step(&mut self, block: &mut [u8; 16]) {
                step_impls!(@$how self, block);
            }
            fn blocks(&mut self, blocks: &mut [Block]) {
                step_impls!(@{$how} self, blocks);
            }
            fn state(&self) -> [u8; 16] {
                self.0.iv_state().into()
            }
        }
    )*};
    (@{enc} $s:ident, $b:ident) => { $s.0.encrypt_blocks_mut($b) };
    (@{dec} $s:ident, $b:ident) => { $s.0.decrypt_blocks_mut($b) };
    (@{stream} $s:ident, $b:ident) => { $s.0.apply_keystream_blocks($b) };
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

/// ECB has no state: its continuation is the IV it was given, untouched.
struct EcbStep(Ecb, [u8; 16]);

impl Step for EcbStep {
    fn step(&mut self, block: &mut [u8; 16]) {
        self.0.blocks(std::slice::from_mut(Block::from_mut_slice(block)));
    }
    fn blocks(&mut self, blocks: &mut [Block]) {
        self.0.blocks(blocks);
    }
    fn state(&self) -> [u8; 16] {
        self.1
    }
}

/// A mode of operation running from an IV (or initial counter block), one stream across any
/// number of calls, as consecutive packets form one stream in the hardware.
pub struct ModeStream(Box<dyn Step>);

impl ModeStream {
    /// `key` of 16, 24 or 32 bytes and `iv` in FIPS-197 byte order.
    pub fn new(mode: Mode, decrypt: bool, key: &[u8], iv: [u8; 16]) -> Result<Self> {
        let iv_block = &iv.into();
        macro_rules! build {
            ($ty:ident, $inner:ty, $cipher:ty) => {
                Box::new($ty(<$inner>::inner_iv_init(<$cipher>::new(GenericArray::from_slice(key)), iv_block))) as Box<dyn Step>
            };
        }
        macro_rules! sized {
            ($t128:ident, $t192:ident, $t256:ident, $inner:ident) => {
                match key.len() {
                    16 => build!($t128, $inner<Aes128>, Aes128),
                    24 => build!($t192, $inner<Aes192>, Aes192),
                    32 => build!($t256, $inner<Aes256>, Aes256),
                    n => return Err(Error::BadKeyLength(n)),
                }
            };
        }
        use cbc::{Decryptor as CbcD, Encryptor as CbcE};
        use cfb_mode::{Decryptor as CfbD, Encryptor as CfbE};
        use ofb::OfbCore;
        Ok(ModeStream(match (mode, decrypt) {
            (Mode::Ecb, _) => Box::new(EcbStep(Ecb::new(key, decrypt)?, iv)),
            (Mode::Cbc, false) => sized!(CbcEnc128, CbcEnc192, CbcEnc256, CbcE),
            (Mode::Cbc, true) => sized!(CbcDec128, CbcDec192, CbcDec256, CbcD),
            (Mode::Cfb128, false) => sized!(CfbEnc128, CfbEnc192, CfbEnc256, CfbE),
            (Mode::Cfb128, true) => sized!(CfbDec128, CfbDec192, CfbDec256, CfbD),
            (Mode::Ofb, _) => sized!(Ofb128, Ofb192, Ofb256, OfbCore),
            (Mode::Ctr, _) => sized!(Ctr128, Ctr192, Ctr256, Ctr),
            (Mode::Gcm | Mode::Xts, _) => return Err(Error::NotAStreamMode(mode)),
        }))
    }

    /// One block as a `tdata` value (port byte order: byte `k` in bits `[8k+7:8k]`).
    pub fn process(&mut self, tdata: u128) -> u128 {
        let mut b = tdata.to_le_bytes();
        self.0.step(&mut b);
        u128::from_le_bytes(b)
    }

    /// Processes a buffer of whole blocks in place, continuing the stream (a trailing partial
    /// block is left as is).
    pub fn buffer(&mut self, data: &mut [u8]) {
        let mut blocks: Vec<Block> = data.chunks_exact(16).map(|c| *Block::from_slice(c)).collect();
        self.0.blocks(&mut blocks);
        for (out, b) in data.chunks_exact_mut(16).zip(&blocks) {
            out.copy_from_slice(b);
        }
    }

    /// The value that continues the stream (FIPS-197 byte order): the last ciphertext block for
    /// CBC and CFB, the last cipher output for OFB, the next counter block for CTR, the IV as
    /// given for ECB.
    pub fn continuation(&self) -> [u8; 16] {
        self.0.state()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytes::parse_hex;

    fn block(hex: &str) -> [u8; 16] {
        parse_hex(hex).unwrap().try_into().unwrap()
    }

    /// NIST SP 800-38A F.2.1, F.3.13, F.4.1 and F.5.1 (AES-128 encryption), F.2.6 (AES-256 CBC
    /// decryption): all four blocks, split over two calls so the stream is carried, then the
    /// continuation.
    #[test]
    fn sp800_38a_appendix_f() {
        let key128 = parse_hex("2b7e151628aed2a6abf7158809cf4f3c").unwrap();
        let key256 = parse_hex("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4").unwrap();
        let pt = parse_hex(concat!(
            "6bc1bee22e409f96e93d7e117393172a",
            "ae2d8a571e03ac9c9eb76fac45af8e51",
            "30c81c46a35ce411e5fbc1191a0a52ef",
            "f69f2445df4f9b17ad2b417be66c3710"
        ))
        .unwrap();
        let iv = block("000102030405060708090a0b0c0d0e0f");
        let counter = block("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
        // (mode, key, IV, ciphertext, continuation)
        type Case<'a> = (Mode, &'a [u8], [u8; 16], &'a str, &'a str);
        let cases: [Case; 5] = [
            (Mode::Cbc, &key128, iv, "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b273bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7", "3ff1caa1681fac09120eca307586e1a7"),
            (Mode::Cfb128, &key128, iv, "3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6", "c04b05357c5d1c0eeac4c66f9ff7f2e6"),
            (Mode::Ofb, &key128, iv, "3b3fd92eb72dad20333449f8e83cfb4a7789508d16918f03f53c52dac54ed8259740051e9c5fecf64344f7a82260edcc304c6528f659c77866a510d9c1d6ae5e", "c6d3416d29165c6fcb8e51a227ba994e"),
            (Mode::Ctr, &key128, counter, "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee", "f0f1f2f3f4f5f6f7f8f9fafbfcfdff03"),
            (Mode::Cbc, &key256, iv, "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b", "b2eb05e2c39be9fcda6c19078c6a9d1b"),
        ];
        for (mode, key, iv, ct, next) in cases {
            let ct = parse_hex(ct).unwrap();
            let mut data = pt.clone();
            let mut enc = ModeStream::new(mode, false, key, iv).unwrap();
            let (a, b) = data.split_at_mut(16);
            enc.buffer(a);
            enc.buffer(b);
            assert_eq!(data, ct, "{mode} encryption");
            assert_eq!(enc.continuation(), block(next), "{mode} continuation");
            let mut dec = ModeStream::new(mode, true, key, iv).unwrap();
            dec.buffer(&mut data[..48]);
            dec.buffer(&mut data[48..]);
            assert_eq!(data, pt, "{mode} decryption");
            assert_eq!(dec.continuation(), block(next), "{mode} continuation (decryption)");
        }
        let mut ecb = ModeStream::new(Mode::Ecb, false, &key128, iv).unwrap();
        assert_eq!(ecb.process(u128::from_le_bytes(block("6bc1bee22e409f96e93d7e117393172a"))), u128::from_le_bytes(block("3ad77bb40d7a3660a89ecaf32466ef97")));
        assert_eq!(ecb.continuation(), iv);
        assert!(matches!(ModeStream::new(Mode::Ctr, false, &[0; 20], iv), Err(Error::BadKeyLength(20))));
    }

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

    /// SP 800-38D's example from the GCM specification (McGrew and Viega, test case 4): AES-128,
    /// 60 bytes of plaintext, 20 bytes of AAD; a truncated tag is accepted, a wrong one is not.
    #[test]
    fn gcm_matches_the_gcm_specification_test_case_4() {
        let hex = |s: &str| parse_hex(s).unwrap();
        let g = Gcm::new(&hex("feffe9928665731c6d6a8f9467308308")).unwrap();
        let iv: [u8; 12] = hex("cafebabefacedbaddecaf888").try_into().unwrap();
        let pt = hex("d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39");
        let aad = hex("feedfacedeadbeeffeedfacedeadbeefabaddad2");
        let (ct, tag) = g.seal(&iv, &aad, &pt);
        assert_eq!(ct, hex("42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091"));
        assert_eq!(tag.to_vec(), hex("5bc94fbc3221a5db94fae95ae7121a47"));
        assert_eq!(g.open(&iv, &aad, &ct, &tag).unwrap(), pt);
        assert_eq!(g.open(&iv, &aad, &ct, &tag[..8]).unwrap(), pt);
        let mut bad = tag;
        bad[0] ^= 0x80;
        assert!(matches!(g.open(&iv, &aad, &ct, &bad), Err(Error::TagMismatch)));
    }
}

/// AES-GCM with a 96-bit IV: RustCrypto's `aes-gcm`, the reference for the design's GCM packets.
pub struct Gcm(GcmCipher);

enum GcmCipher {
    A128(aes_gcm::Aes128Gcm),
    A192(aes_gcm::AesGcm<Aes192, aes_gcm::aead::consts::U12>),
    A256(aes_gcm::Aes256Gcm),
}

macro_rules! each_gcm {
    ($c:expr, $g:ident => $e:expr) => {
        match $c {
            GcmCipher::A128($g) => $e,
            GcmCipher::A192($g) => $e,
            GcmCipher::A256($g) => $e,
        }
    };
}

impl Gcm {
    /// A 16-, 24- or 32-byte key in FIPS-197 byte order.
    pub fn new(key: &[u8]) -> Result<Gcm> {
        use aes_gcm::KeyInit as _;
        Ok(Gcm(match key.len() {
            16 => GcmCipher::A128(aes_gcm::Aes128Gcm::new(GenericArray::from_slice(key))),
            24 => GcmCipher::A192(aes_gcm::AesGcm::new(GenericArray::from_slice(key))),
            32 => GcmCipher::A256(aes_gcm::Aes256Gcm::new(GenericArray::from_slice(key))),
            n => return Err(Error::BadKeyLength(n)),
        }))
    }

    /// Encrypts: the ciphertext and the 128-bit tag.
    pub fn seal(&self, iv: &[u8; crate::gcm::IV_BYTES], aad: &[u8], plaintext: &[u8]) -> (Vec<u8>, [u8; crate::gcm::TAG_BYTES]) {
        use aes_gcm::AeadInPlace as _;
        let mut buf = plaintext.to_vec();
        let nonce = GenericArray::from_slice(iv);
        let tag = each_gcm!(&self.0, g => g.encrypt_in_place_detached(nonce, aad, &mut buf)).expect("message within GCM's limits");
        (buf, tag.into())
    }

    /// Decrypts and checks a tag of one of [`crate::gcm::TAG_LENGTHS`] the way the driver does
    /// with the design's output: the plaintext is the key stream XOR the ciphertext, the full tag
    /// is computed over the ciphertext, and the plaintext is returned only when the received tag
    /// matches its first bytes.
    pub fn open(&self, iv: &[u8; crate::gcm::IV_BYTES], aad: &[u8], ciphertext: &[u8], tag: &[u8]) -> Result<Vec<u8>> {
        // GCTR is its own inverse: sealing the ciphertext gives the plaintext; the tag is then
        // that of sealing the plaintext.
        let (plaintext, _) = self.seal(iv, &[], ciphertext);
        let (again, full) = self.seal(iv, aad, &plaintext);
        debug_assert_eq!(again, ciphertext);
        crate::gcm::check_tag(&full, tag)?;
        Ok(plaintext)
    }
}

enum XtsCipher {
    A128(xts_mode::Xts128<Aes128>),
    A256(xts_mode::Xts128<Aes256>),
}

/// XTS-AES (IEEE Std 1619) with RustCrypto's `xts-mode`: the data key `Key1` and the tweak key
/// `Key2`, both 16 or 32 bytes, and data units numbered as the contract's tweak (`i` as a
/// 128-bit little-endian number).
pub struct Xts(XtsCipher);

impl Xts {
    /// The two keys: the same length, 16 or 32 bytes (AES-192 is no XTS key), and different
    /// (IEEE 1619-2018 and FIPS 140-3 forbid `Key1 == Key2`).
    pub fn new(key1: &[u8], key2: &[u8]) -> Result<Xts> {
        crate::xts::check_keys(key1, key2)?;
        Ok(Xts(match key1.len() {
            16 => XtsCipher::A128(xts_mode::Xts128::new(Aes128::new_from_slice(key1).unwrap(), Aes128::new_from_slice(key2).unwrap())),
            _ => XtsCipher::A256(xts_mode::Xts128::new(Aes256::new_from_slice(key1).unwrap(), Aes256::new_from_slice(key2).unwrap())),
        }))
    }

    /// Encrypts data unit `unit` (at least 16 bytes; a length that is not a multiple of 16 uses
    /// ciphertext stealing) in place.
    pub fn encrypt_unit(&self, data: &mut [u8], unit: u128) {
        let tweak = xts_mode::get_tweak_default(unit);
        match &self.0 {
            XtsCipher::A128(x) => x.encrypt_sector(data, tweak),
            XtsCipher::A256(x) => x.encrypt_sector(data, tweak),
        }
    }

    /// Decrypts data unit `unit` in place.
    pub fn decrypt_unit(&self, data: &mut [u8], unit: u128) {
        let tweak = xts_mode::get_tweak_default(unit);
        match &self.0 {
            XtsCipher::A128(x) => x.decrypt_sector(data, tweak),
            XtsCipher::A256(x) => x.decrypt_sector(data, tweak),
        }
    }
}
