//! Reference model of the modes of operation (`docs/aes_axis.md`, "Modes of operation"):
//! RustCrypto's `ctr`, `cbc`, `cfb-mode` and `ofb` crates over the `aes` crate, and the IV
//! registers as software sees them.
//!
//! [`ModeStream`] (the driver crate's software reference) runs one mode from an IV block by block
//! in the port byte order and reports the value that continues the stream (the crates' `IvState`).
//! [`IvRegisters`] follows the contract's IV rules from the register writes and the packets: a
//! packet starts from `IV0..IV3`; when it ends, every word software did not write during it takes
//! the continuation value.

use aes_fpga_driver::regs::Mode;
/// The software reference of the modes, shared with the driver's users and the CLI.
pub use aes_fpga_driver::software::ModeStream;

/// IV register words (`IVi` = bytes `4i..4i+3`, byte `4i` in bits 7:0) of an IV block.
pub fn iv_words(iv: [u8; 16]) -> [u32; 4] {
    aes_fpga_driver::bytes::iv_words(&iv)
}

/// The IV block of the register words.
pub fn iv_bytes(words: [u32; 4]) -> [u8; 16] {
    aes_fpga_driver::bytes::iv_bytes(&words)
}

/// `IV0..IV3` as the contract defines them (`docs/aes_axis.md`, "IV hand-over"), and the stream of
/// the packet in progress.
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
        self.stream = Some(ModeStream::new(mode, decrypt, key, iv_bytes(self.words)).expect("an AES key of 16, 24 or 32 bytes"));
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
        let mut s = ModeStream::new(Mode::Ctr, false, &key, iv).unwrap();
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

/// `data` through `mode` from `iv` by RustCrypto's crates (ECB: the `aes` crate); returns the
/// output and the value that continues the stream.
pub fn mode_reference(mode: Mode, key: &[u8], decrypt: bool, iv: [u8; 16], data: &[u8]) -> (Vec<u8>, [u8; 16]) {
    let mut out = data.to_vec();
    let mut s = ModeStream::new(mode, decrypt, key, iv).expect("a valid key");
    s.buffer(&mut out);
    (out, s.continuation())
}
