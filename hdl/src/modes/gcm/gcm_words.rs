//! `GcmWords`: the small word functions of the GCM mode (`gcm.rs`), as one custom
//! leaf: the simulation calls the pure functions below (tested on their own), the Verilog is
//! printed beside them. Words are AXI4-Stream column words (block byte `4c + i` in bits
//! `[8i+7:8i]` of word `c`).
//!
//! | port | width | |
//! |------|-------|-|
//! | `ctr` -> `ctr_next` | 32 | `inc32` of the counter word (block bytes 12..15, big-endian) |
//! | `iv1`, `iv2` -> `iv1_next`, `iv2_next` | 32 | the IV hand-over: block bytes 4..11 as a big-endian 64-bit number plus one |
//! | `keep` -> `keep_count`, `keep_ok` | 16 -> 5, 1 | bytes in a `tkeep` contiguous from byte 0 (any value for another pattern: its packet is malformed and its tag unspecified); whether it is contiguous from byte 0 and not empty |
//! | `mask` -> `lane` | 16 -> 4 x 32 | byte mask to bit mask per column word |
//! | `a_bytes`, `c_bytes` -> `len` | 32 each -> 4 x 32 | the length block `[8 a]64 || [8 c]64` |
//! | `pk_mask`, `pk_gcm` .. `pk_err`, `pk_count` -> `pk` | 16, 8 x 1, 5 -> 32 | a slot's record for the control's delay line: `{mask, err, enc, last, pay, aad, h, j0, gcm, 3'b0, count}` (`enc`: a payload beat of an encrypting packet, whose ciphertext is the output) |

use crate::primitives::keep_shape::{keep_contiguous, keep_contiguous_verilog, lane_verilog};
use rust_hdl::prelude::*;

/// `inc32` on the counter word (block bytes 12..15 big-endian, byte 12 in bits `[7:0]`).
pub fn inc32_word(w: u32) -> u32 {
    w.swap_bytes().wrapping_add(1).swap_bytes()
}

/// Block bytes 4..11 (words 1 and 2) plus one as a big-endian 64-bit number.
pub fn iv_next_words(w1: u32, w2: u32) -> (u32, u32) {
    let n = ((w1.swap_bytes() as u64) << 32 | w2.swap_bytes() as u64).wrapping_add(1);
    (((n >> 32) as u32).swap_bytes(), (n as u32).swap_bytes())
}

/// Bytes of `keep` where it is `0x0001, 0x0003, .., 0xFFFF` (or 0), and whether it is one of
/// those 16. Both are two LUT levels from `tkeep`, an input port, so that the slot record's path
/// from the port stays within the design's depth: the count decodes `keep` as a thermometer code
/// (its bit `j` is set where a run of ones ends inside an odd `2^j` block: [`KEEP_COUNT_TERMS`]),
/// not as a population count, and the check is "byte 0 kept, and no byte kept above one that is
/// not" (no carry chain).
pub fn keep_decode(keep: u16) -> (u8, bool) {
    let bit = |i: usize| keep >> i & 1 == 1;
    let count = KEEP_COUNT_TERMS
        .iter()
        .enumerate()
        .map(|(j, terms)| (terms.iter().any(|&(on, off)| bit(on) && off.map_or(true, |o| !bit(o))) as u8) << j)
        .fold(0, |a, b| a | b);
    (count, keep_contiguous(keep))
}

/// The thermometer decode of `keep_count`: bit `j` is the OR of `keep[on] & !keep[off]` over its
/// terms (`off` none: `keep[on]` alone).
pub const KEEP_COUNT_TERMS: [&[(usize, Option<usize>)]; 5] = [
    &[(0, Some(1)), (2, Some(3)), (4, Some(5)), (6, Some(7)), (8, Some(9)), (10, Some(11)), (12, Some(13)), (14, Some(15))],
    &[(1, Some(3)), (5, Some(7)), (9, Some(11)), (13, Some(15))],
    &[(3, Some(7)), (11, Some(15))],
    &[(7, Some(15))],
    &[(15, None)],
];

pub use crate::primitives::keep_shape::lane;

/// The length block of `a` AAD bytes and `c` payload bytes, as column words.
pub fn length_words(a: u32, c: u32) -> [u32; 4] {
    let (a, c) = (8 * a as u64, 8 * c as u64);
    [((a >> 32) as u32).swap_bytes(), (a as u32).swap_bytes(), ((c >> 32) as u32).swap_bytes(), (c as u32).swap_bytes()]
}

/// The record bits of a J0's and of an H's slot (the flags' bits 1 and 2): the blocks that
/// leave the core as key material.
pub const RECORD_J0: u32 = 1 << 9;
pub const RECORD_H: u32 = 1 << 10;
/// The record bits of an AAD's and of a payload's slot (the flags' bits 3 and 4): the blocks the
/// GHASH unit absorbs.
pub const RECORD_AAD: u32 = 1 << 11;
pub const RECORD_PAY: u32 = 1 << 12;
/// The record's `last` flag: the packet's last beat (the GHASH unit's second-to-last block).
pub const RECORD_LAST: u32 = 1 << 13;
/// The record's `enc` flag: an encrypting packet's payload (its ciphertext is the output).
pub const RECORD_ENC: u32 = 1 << 14;

/// A slot's record: byte mask in bits 31:16, flags in 15:8, byte count in 4:0.
pub fn pack(mask: u16, flags: u8, count: u8) -> u32 {
    (mask as u32) << 16 | (flags as u32) << 8 | (count & 0x1F) as u32
}

#[derive(LogicBlock, Default)]
pub struct GcmWords {
    pub pk_mask: Signal<In, Bits<16>>,
    pub pk_gcm: Signal<In, Bit>,
    pub pk_j0: Signal<In, Bit>,
    pub pk_h: Signal<In, Bit>,
    pub pk_aad: Signal<In, Bit>,
    pub pk_pay: Signal<In, Bit>,
    pub pk_last: Signal<In, Bit>,
    pub pk_enc: Signal<In, Bit>,
    pub pk_err: Signal<In, Bit>,
    pub pk_count: Signal<In, Bits<5>>,
    pub pk: Signal<Out, Bits<32>>,
    pub ctr: Signal<In, Bits<32>>,
    pub ctr_next: Signal<Out, Bits<32>>,
    pub iv1: Signal<In, Bits<32>>,
    pub iv2: Signal<In, Bits<32>>,
    pub iv1_next: Signal<Out, Bits<32>>,
    pub iv2_next: Signal<Out, Bits<32>>,
    pub keep: Signal<In, Bits<16>>,
    pub keep_count: Signal<Out, Bits<5>>,
    pub keep_ok: Signal<Out, Bit>,
    pub mask: Signal<In, Bits<16>>,
    pub lane: [Signal<Out, Bits<32>>; 4],
    pub a_bytes: Signal<In, Bits<32>>,
    pub c_bytes: Signal<In, Bits<32>>,
    pub len: [Signal<Out, Bits<32>>; 4],
}

/// `{w[7:0], w[15:8], w[23:16], w[31:24]}`.
fn swap(w: &str) -> String {
    format!("{{{w}[7:0], {w}[15:8], {w}[23:16], {w}[31:24]}}")
}

impl Logic for GcmWords {
    fn update(&mut self) {
        let flags = [self.pk_gcm.val(), self.pk_j0.val(), self.pk_h.val(), self.pk_aad.val(), self.pk_pay.val(), self.pk_last.val(), self.pk_enc.val(), self.pk_err.val()].iter().enumerate().fold(0u8, |a, (i, &b)| a | (b as u8) << i);
        self.pk.next = pack(self.pk_mask.val().to_u32() as u16, flags, self.pk_count.val().to_u32() as u8).to_bits();
        self.ctr_next.next = inc32_word(self.ctr.val().to_u32()).to_bits();
        let (i1, i2) = iv_next_words(self.iv1.val().to_u32(), self.iv2.val().to_u32());
        self.iv1_next.next = i1.to_bits();
        self.iv2_next.next = i2.to_bits();
        let (count, ok) = keep_decode(self.keep.val().to_u32() as u16);
        self.keep_count.next = (count as u32).to_bits();
        self.keep_ok.next = ok;
        let mask = self.mask.val().to_u32() as u16;
        let l = length_words(self.a_bytes.val().to_u32(), self.c_bytes.val().to_u32());
        for c in 0..4 {
            self.lane[c].next = lane(mask, c).to_bits();
            self.len[c].next = l[c].to_bits();
        }
    }
    fn connect(&mut self) {
        self.pk.connect();
        self.ctr_next.connect();
        self.iv1_next.connect();
        self.iv2_next.connect();
        self.keep_count.connect();
        self.keep_ok.connect();
        for c in 0..4 {
            self.lane[c].connect();
            self.len[c].connect();
        }
    }
    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        v.push_str("always @(*) pk = {pk_mask, pk_err, pk_enc, pk_last, pk_pay, pk_aad, pk_h, pk_j0, pk_gcm, 3'd0, pk_count};\n");
        v.push_str(&format!("wire [31:0] ctr_be = {} + 32'd1;\n", swap("ctr")));
        v.push_str(&format!("always @(*) ctr_next = {};\n", swap("ctr_be")));
        v.push_str(&format!("wire [63:0] iv_be = {{{}, {}}} + 64'd1;\n", swap("iv1"), swap("iv2")));
        v.push_str("wire [31:0] iv_hi = iv_be[63:32];\nwire [31:0] iv_lo = iv_be[31:0];\n");
        v.push_str(&format!("always @(*) iv1_next = {};\nalways @(*) iv2_next = {};\n", swap("iv_hi"), swap("iv_lo")));
        let count: Vec<String> = KEEP_COUNT_TERMS
            .iter()
            .rev()
            .map(|terms| {
                let t: Vec<String> = terms
                    .iter()
                    .map(|&(on, off)| off.map_or(format!("keep[{on}]"), |o| format!("(keep[{on}] & ~keep[{o}])")))
                    .collect();
                t.join(" | ")
            })
            .collect();
        v.push_str(&format!("always @(*) keep_count = {{{}}};\n", count.join(", ")));
        v.push_str(&format!("always @(*) keep_ok = {};\n", keep_contiguous_verilog("keep")));
        for c in 0..4 {
            v.push_str(&format!("always @(*) lane${c} = {};\n", lane_verilog("mask", c)));
        }
        v.push_str("wire [31:0] a_hi = {29'd0, a_bytes[31:29]};\nwire [31:0] a_lo = {a_bytes[28:0], 3'd0};\n");
        v.push_str("wire [31:0] c_hi = {29'd0, c_bytes[31:29]};\nwire [31:0] c_lo = {c_bytes[28:0], 3'd0};\n");
        for (i, w) in ["a_hi", "a_lo", "c_hi", "c_lo"].iter().enumerate() {
            v.push_str(&format!("always @(*) len${i} = {};\n", swap(w)));
        }
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inc32_wraps_in_the_last_four_bytes() {
        // Bytes 12..15 = 00 00 00 01 -> 00 00 00 02; ff ff ff ff -> 00 00 00 00.
        assert_eq!(inc32_word(0x0100_0000), 0x0200_0000);
        assert_eq!(inc32_word(0xFF00_0000), 0x0001_0000);
        assert_eq!(inc32_word(0xFFFF_FFFF), 0);
    }

    #[test]
    fn iv_next_is_bytes_4_to_11_plus_one() {
        let mut iv = [0u8; 12];
        for (k, b) in iv.iter_mut().enumerate() {
            *b = 0xF0 | k as u8;
        }
        iv[11] = 0xFF;
        let w = |b: &[u8]| u32::from_le_bytes(b.try_into().unwrap());
        let (n1, n2) = iv_next_words(w(&iv[4..8]), w(&iv[8..12]));
        let want = aes_fpga_driver::gcm::next_iv(&iv);
        assert_eq!((n1, n2), (w(&want[4..8]), w(&want[8..12])));
        assert_eq!(iv_next_words(u32::MAX, u32::MAX), (0, 0));
    }

    #[test]
    fn keep_decodes() {
        assert_eq!(keep_decode(0x0001), (1, true));
        assert_eq!(keep_decode(0xFFFF), (16, true));
        assert_eq!(keep_decode(0x0007), (3, true));
        assert!(!keep_decode(0x0005).1);
        assert!(!keep_decode(0xFFFE).1);
        assert_eq!(keep_decode(0), (0, false));
    }

    /// Every `tkeep`: the check holds exactly for the 16 patterns contiguous from byte 0, and the
    /// count of each of them is its number of bytes.
    #[test]
    fn keep_decode_on_every_pattern() {
        let contiguous: Vec<u16> = (1..=16).map(|n| ((1u32 << n) - 1) as u16).collect();
        for keep in 0..=u16::MAX {
            let (count, ok) = keep_decode(keep);
            assert_eq!(ok, contiguous.contains(&keep), "{keep:#06x}");
            if ok {
                assert_eq!(count as u32, keep.count_ones(), "{keep:#06x}");
            }
        }
    }

    #[test]
    fn pack_places_the_fields() {
        assert_eq!(pack(0xABCD, 0x5A, 16), 0xABCD_5A10);
        // The flags in `update`'s order: gcm, j0, h, aad, pay, last, enc, err.
        assert_eq!(pack(0, 1 << 1, 0), RECORD_J0);
        assert_eq!(pack(0, 1 << 2, 0), RECORD_H);
        assert_eq!(pack(0, 1 << 3, 0), RECORD_AAD);
        assert_eq!(pack(0, 1 << 4, 0), RECORD_PAY);
        assert_eq!(pack(0, 1 << 5, 0), RECORD_LAST);
        assert_eq!(pack(0, 1 << 6, 0), RECORD_ENC);
    }

    #[test]
    fn lanes_and_length_block() {
        assert_eq!(lane(0x0003, 0), 0x0000_FFFF);
        assert_eq!(lane(0x8000, 3), 0xFF00_0000);
        assert_eq!(lane(0x8000, 2), 0);
        // [8 * 20]64 || [8 * 0x2000_0001]64: bytes 00..00 a0 || 00 00 00 01 00 00 00 08.
        let l = length_words(20, 0x2000_0001);
        let bytes: Vec<u8> = l.iter().flat_map(|w| w.to_le_bytes()).collect();
        assert_eq!(bytes, [0, 0, 0, 0, 0, 0, 0, 0xA0, 0, 0, 0, 1, 0, 0, 0, 8]);
    }
}

/// The Verilog of the word functions on their own, top module `gcm_words`.
pub fn gcm_words_verilog() -> String {
    crate::export::verilog_named(&mut GcmWords::default(), "gcm_words")
}
