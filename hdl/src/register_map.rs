//! `RegisterMap`: the `aes_axis` AXI4-Lite register map (`aes_axis.md`): offsets, fields and
//! bits are defined here once, and the address and field decoding is generated from them.
//!
//! | word | offset | register | write | read |
//! |------|--------|----------|-------|------|
//! | 0 | 0x00 | `CTRL` | `DECRYPT` (bit 0), `KEYLEN` (bits 2:1) with byte lane 0; `ZEROIZE` (bit 31) with lane 3 | `{KEYLEN, DECRYPT}` in bits 2:0 (unsupported values stored as 0) |
//! | 1 | 0x04 | `STATUS` | bit 5 with lane 0: clears `PARTIAL`; rest ignored (OKAY) | `{PARTIAL, KEY_PARTIAL, REFRESHING, DERIVING, BUSY, KEY_READY}` in bits 5:0 |
//! | 4..11 | 0x10..0x2C | `KEY0..7` | key word (`KEY4..7` are stored only in a build with AES-192/256) | 0 |
//! | 12 | 0x30 | `BLOCKS_IN` | ignored (OKAY) | counter |
//! | 13 | 0x34 | `BLOCKS_OUT` | ignored (OKAY) | counter |
//! | 14 | 0x38 | `CAPS` | ignored (OKAY) | the build's `CoreOptions::caps` |
//! | 15 | 0x3C | `ID` | ignored (OKAY) | [`ID_VALUE`] |
//! | other | | unmapped | ignored, SLVERR | 0, SLVERR |
//!
//! Decoded per word (byte address bits 7:2). A custom leaf: the Verilog is a `case` with
//! concatenations generated from the same Rust table ([`read_source`], [`write_decode`]) and
//! field constants that the simulation model evaluates.

use crate::params::CoreOptions;
use rust_hdl::prelude::*;

pub const WORD_CTRL: u8 = 0;
pub const WORD_STATUS: u8 = 1;
pub const WORD_KEY0: u8 = 4;
pub const WORD_KEY7: u8 = 11;
pub const WORD_BLOCKS_IN: u8 = 12;
pub const WORD_BLOCKS_OUT: u8 = 13;
pub const WORD_CAPS: u8 = 14;
pub const WORD_ID: u8 = 15;

/// Byte offsets of the registers.
pub mod offset {
    use super::*;
    pub const CTRL: u8 = 4 * WORD_CTRL;
    pub const STATUS: u8 = 4 * WORD_STATUS;
    pub const KEY0: u8 = 4 * WORD_KEY0;
    pub const BLOCKS_IN: u8 = 4 * WORD_BLOCKS_IN;
    pub const BLOCKS_OUT: u8 = 4 * WORD_BLOCKS_OUT;
    pub const CAPS: u8 = 4 * WORD_CAPS;
    pub const ID: u8 = 4 * WORD_ID;
    /// `KEYi`.
    pub const fn key(i: u8) -> u8 {
        KEY0 + 4 * i
    }
}

/// `ID`: 'A', 'E', 'S', version 2.
pub const ID_VALUE: u32 = 0x4145_5302;

/// `CTRL` fields: bit positions.
pub const CTRL_DECRYPT_BIT: u32 = 0;
pub const CTRL_KEYLEN_LSB: u32 = 1;
pub const CTRL_ZEROIZE_BIT: u32 = 31;
pub const CTRL_DECRYPT: u32 = 1 << CTRL_DECRYPT_BIT;
pub const CTRL_KEYLEN_MASK: u32 = 0b11 << CTRL_KEYLEN_LSB;
pub const CTRL_ZEROIZE: u32 = 1 << CTRL_ZEROIZE_BIT;

/// `STATUS` bits.
pub const STATUS_KEY_READY: u32 = 1 << 0;
pub const STATUS_BUSY: u32 = 1 << 1;
pub const STATUS_DERIVING: u32 = 1 << 2;
pub const STATUS_REFRESHING: u32 = 1 << 3;
pub const STATUS_KEY_PARTIAL: u32 = 1 << 4;
pub const STATUS_PARTIAL: u32 = 1 << 5;
const STATUS_PARTIAL_BIT: u32 = 5;

/// The `CTRL` word that selects `key_len` (code) and `decrypt`.
pub const fn ctrl_word(key_len_code: u8, decrypt: bool) -> u32 {
    ((key_len_code as u32) << CTRL_KEYLEN_LSB) & CTRL_KEYLEN_MASK | (decrypt as u32) << CTRL_DECRYPT_BIT
}

/// The byte lane (`wstrb` bit) that carries bit `bit`.
const fn lane(bit: u32) -> u32 {
    bit / 8
}

/// What a write to a word address does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WriteDecode {
    pub mapped: bool,
    pub ctrl: bool,
    /// A key word the build stores (`KEY0..3`, or `KEY0..7` with AES-192/256).
    pub key: bool,
    /// Any `KEYi`, index `key_index` (a key update).
    pub key_any: bool,
    pub status: bool,
    pub key_index: u8,
}

/// The decode of a write to `word`, with `stored` key words kept by the build.
pub fn write_decode(word: u8, stored: u8) -> WriteDecode {
    let mut d = WriteDecode::default();
    match word {
        WORD_CTRL => {
            d.mapped = true;
            d.ctrl = true;
        }
        WORD_STATUS => {
            d.mapped = true;
            d.status = true;
        }
        WORD_BLOCKS_IN..=WORD_ID => d.mapped = true,
        WORD_KEY0..=WORD_KEY7 => {
            d.mapped = true;
            d.key_any = true;
            d.key_index = word - WORD_KEY0;
            d.key = word - WORD_KEY0 < stored;
        }
        _ => {}
    }
    d
}

/// Where the read data of a word address comes from (`None`: unmapped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadSource {
    Value(u32),
    Ctrl,
    Status,
    BlocksIn,
    BlocksOut,
}

/// What a read of `word` returns in a build with capabilities `caps`.
pub fn read_source(word: u8, caps: u32) -> Option<ReadSource> {
    match word {
        WORD_CTRL => Some(ReadSource::Ctrl),
        WORD_KEY0..=WORD_KEY7 => Some(ReadSource::Value(0)),
        WORD_STATUS => Some(ReadSource::Status),
        WORD_BLOCKS_IN => Some(ReadSource::BlocksIn),
        WORD_BLOCKS_OUT => Some(ReadSource::BlocksOut),
        WORD_CAPS => Some(ReadSource::Value(caps)),
        WORD_ID => Some(ReadSource::Value(ID_VALUE)),
        _ => None,
    }
}

#[derive(LogicBlock)]
pub struct RegisterMap {
    /// Byte addresses; bits 1:0 are ignored (the map is decoded per 32-bit word).
    pub wr_addr: Signal<In, Bits<8>>,
    /// The held write data and strobes, for the field decode.
    pub wr_data: Signal<In, Bits<32>>,
    pub wr_strb: Signal<In, Bits<4>>,
    /// The stored `CTRL` fields, read back in bits 2:0.
    pub ctrl_key_len: Signal<In, Bits<2>>,
    pub ctrl_decrypt: Signal<In, Bit>,
    pub rd_addr: Signal<In, Bits<8>>,
    pub key_ready: Signal<In, Bit>,
    pub busy: Signal<In, Bit>,
    pub deriving: Signal<In, Bit>,
    pub refreshing: Signal<In, Bit>,
    pub key_partial: Signal<In, Bit>,
    pub partial: Signal<In, Bit>,
    pub blocks_in: Signal<In, Bits<32>>,
    pub blocks_out: Signal<In, Bits<32>>,
    pub wr_mapped: Signal<Out, Bit>,
    pub wr_ctrl: Signal<Out, Bit>,
    pub wr_key: Signal<Out, Bit>,
    pub wr_key_any: Signal<Out, Bit>,
    pub wr_key_index: Signal<Out, Bits<3>>,
    pub wr_status: Signal<Out, Bit>,
    /// Any strobe set.
    pub wr_any_lane: Signal<Out, Bit>,
    /// `CTRL` fields in byte lane 0 are written (`DECRYPT`, `KEYLEN`) with these values.
    pub wr_fields: Signal<Out, Bit>,
    pub wr_decrypt: Signal<Out, Bit>,
    pub wr_key_len: Signal<Out, Bits<2>>,
    /// `CTRL.ZEROIZE` written as 1 (its lane enabled).
    pub wr_zeroize: Signal<Out, Bit>,
    /// `STATUS.PARTIAL` written as 1 (its lane enabled).
    pub wr_partial_clear: Signal<Out, Bit>,
    pub rd_mapped: Signal<Out, Bit>,
    pub rd_data: Signal<Out, Bits<32>>,
    caps: Constant<Bits<32>>,
}

impl RegisterMap {
    pub fn new(options: CoreOptions) -> Self {
        RegisterMap {
            wr_addr: Default::default(),
            wr_data: Default::default(),
            wr_strb: Default::default(),
            ctrl_key_len: Default::default(),
            ctrl_decrypt: Default::default(),
            rd_addr: Default::default(),
            key_ready: Default::default(),
            busy: Default::default(),
            deriving: Default::default(),
            refreshing: Default::default(),
            key_partial: Default::default(),
            partial: Default::default(),
            blocks_in: Default::default(),
            blocks_out: Default::default(),
            wr_mapped: Default::default(),
            wr_ctrl: Default::default(),
            wr_key: Default::default(),
            wr_key_any: Default::default(),
            wr_key_index: Default::default(),
            wr_status: Default::default(),
            wr_any_lane: Default::default(),
            wr_fields: Default::default(),
            wr_decrypt: Default::default(),
            wr_key_len: Default::default(),
            wr_zeroize: Default::default(),
            wr_partial_clear: Default::default(),
            rd_mapped: Default::default(),
            rd_data: Default::default(),
            caps: Constant::new(options.caps().to_bits()),
        }
    }

    /// Key words the build stores: eight when `CAPS` has AES-192/256.
    fn stored(&self) -> u8 {
        if self.caps() & 0b110 != 0 { 8 } else { 4 }
    }

    fn caps(&self) -> u32 {
        self.caps.val().to_u32()
    }
}

impl Logic for RegisterMap {
    fn update(&mut self) {
        let w = write_decode((self.wr_addr.val().to_u32() >> 2) as u8, self.stored());
        self.wr_mapped.next = w.mapped;
        self.wr_ctrl.next = w.ctrl;
        self.wr_key.next = w.key;
        self.wr_key_any.next = w.key_any;
        self.wr_key_index.next = (w.key_index as u32).to_bits();
        self.wr_status.next = w.status;
        let data = self.wr_data.val().to_u32();
        let strb = self.wr_strb.val().to_u32();
        let lane_on = |bit: u32| strb & (1 << lane(bit)) != 0;
        self.wr_any_lane.next = strb != 0;
        self.wr_fields.next = lane_on(CTRL_DECRYPT_BIT);
        self.wr_decrypt.next = data & CTRL_DECRYPT != 0;
        self.wr_key_len.next = ((data & CTRL_KEYLEN_MASK) >> CTRL_KEYLEN_LSB).to_bits();
        self.wr_zeroize.next = lane_on(CTRL_ZEROIZE_BIT) && data & CTRL_ZEROIZE != 0;
        self.wr_partial_clear.next = lane_on(STATUS_PARTIAL_BIT) && data & STATUS_PARTIAL != 0;
        let bit = |on: bool, mask: u32| if on { mask } else { 0 };
        let status = bit(self.key_ready.val(), STATUS_KEY_READY)
            | bit(self.busy.val(), STATUS_BUSY)
            | bit(self.deriving.val(), STATUS_DERIVING)
            | bit(self.refreshing.val(), STATUS_REFRESHING)
            | bit(self.key_partial.val(), STATUS_KEY_PARTIAL)
            | bit(self.partial.val(), STATUS_PARTIAL);
        let (mapped, data) = match read_source((self.rd_addr.val().to_u32() >> 2) as u8, self.caps()) {
            None => (false, 0),
            Some(ReadSource::Value(v)) => (true, v),
            Some(ReadSource::Ctrl) => (true, self.ctrl_key_len.val().to_u32() << 1 | self.ctrl_decrypt.val() as u32),
            Some(ReadSource::Status) => (true, status),
            Some(ReadSource::BlocksIn) => (true, self.blocks_in.val().to_u32()),
            Some(ReadSource::BlocksOut) => (true, self.blocks_out.val().to_u32()),
        };
        self.rd_mapped.next = mapped;
        self.rd_data.next = data.to_bits();
    }
    fn connect(&mut self) {
        self.wr_mapped.connect();
        self.wr_ctrl.connect();
        self.wr_key.connect();
        self.wr_key_any.connect();
        self.wr_key_index.connect();
        self.wr_status.connect();
        self.wr_any_lane.connect();
        self.wr_fields.connect();
        self.wr_decrypt.connect();
        self.wr_key_len.connect();
        self.wr_zeroize.connect();
        self.wr_partial_clear.connect();
        self.rd_mapped.connect();
        self.rd_data.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        // Verilator does not report signals named `unused*`: the ignored address bits go there.
        v.push_str("wire unused_address_bits = &{1'b0, wr_addr[1:0], rd_addr[1:0]};\n");
        let used = [CTRL_DECRYPT_BIT, CTRL_KEYLEN_LSB, CTRL_KEYLEN_LSB + 1, CTRL_ZEROIZE_BIT, STATUS_PARTIAL_BIT];
        let unused: Vec<String> = (0..32).filter(|b| !used.contains(b)).map(|b| format!("wr_data[{b}]")).collect();
        v.push_str(&format!("wire unused_data_bits = &{{1'b0, {}}};\n", unused.join(", ")));
        v.push_str("always @(*) begin\n");
        v.push_str(&format!(
            "    wr_any_lane = |wr_strb; wr_fields = wr_strb[{}]; wr_decrypt = wr_data[{CTRL_DECRYPT_BIT}]; wr_key_len = wr_data[{}:{CTRL_KEYLEN_LSB}];\n",
            lane(CTRL_DECRYPT_BIT),
            CTRL_KEYLEN_LSB + 1
        ));
        v.push_str(&format!(
            "    wr_zeroize = wr_strb[{}] & wr_data[{CTRL_ZEROIZE_BIT}]; wr_partial_clear = wr_strb[{}] & wr_data[{STATUS_PARTIAL_BIT}];\n",
            lane(CTRL_ZEROIZE_BIT),
            lane(STATUS_PARTIAL_BIT)
        ));
        v.push_str("    wr_mapped = 1'b0; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0;\n");
        v.push_str("    case (wr_addr[7:2])\n");
        for word in 0..64u8 {
            let d = write_decode(word, self.stored());
            if d != WriteDecode::default() {
                v.push_str(&format!(
                    "        6'd{word}: begin wr_mapped = 1'b{}; wr_ctrl = 1'b{}; wr_status = 1'b{}; wr_key = 1'b{}; wr_key_any = 1'b{}; wr_key_index = 3'd{}; end\n",
                    d.mapped as u8, d.ctrl as u8, d.status as u8, d.key as u8, d.key_any as u8, d.key_index
                ));
            }
        }
        v.push_str("        default: ;\n    endcase\n");
        v.push_str("    rd_mapped = 1'b0; rd_data = 32'd0;\n");
        v.push_str("    case (rd_addr[7:2])\n");
        for word in 0..64u8 {
            let data = match read_source(word, self.caps()) {
                None => continue,
                Some(ReadSource::Value(x)) if word == WORD_CAPS && x == self.caps() => "caps".to_string(),
                Some(ReadSource::Value(x)) => format!("32'h{x:08x}"),
                Some(ReadSource::Ctrl) => "{29'd0, ctrl_key_len, ctrl_decrypt}".to_string(),
                Some(ReadSource::Status) => {
                    // Bit positions from the STATUS constants.
                    let bits = [
                        (STATUS_KEY_READY, "key_ready"),
                        (STATUS_BUSY, "busy"),
                        (STATUS_DERIVING, "deriving"),
                        (STATUS_REFRESHING, "refreshing"),
                        (STATUS_KEY_PARTIAL, "key_partial"),
                        (STATUS_PARTIAL, "partial"),
                    ];
                    let msb = bits.iter().map(|(m, _)| 31 - m.leading_zeros()).max().unwrap();
                    let mut parts = vec![format!("{}'d0", 31 - msb)];
                    for b in (0..=msb).rev() {
                        parts.push(bits.iter().find(|(m, _)| *m == 1 << b).map_or("1'b0", |(_, n)| n).to_string());
                    }
                    format!("{{{}}}", parts.join(", "))
                }
                Some(ReadSource::BlocksIn) => "blocks_in".to_string(),
                Some(ReadSource::BlocksOut) => "blocks_out".to_string(),
            };
            v.push_str(&format!("        6'd{word}: begin rd_mapped = 1'b1; rd_data = {data}; end\n"));
        }
        v.push_str("        default: ;\n    endcase\nend\n");
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn map_follows_the_spec_offsets() {
        // Byte offsets from aes_axis.md.
        assert_eq!(read_source(0x3C / 4, 7), Some(ReadSource::Value(0x4145_5302)));
        assert_eq!(read_source(0x38 / 4, 7), Some(ReadSource::Value(7)));
        assert_eq!(read_source(0x00 / 4, 7), Some(ReadSource::Ctrl));
        assert_eq!(read_source(0x04 / 4, 7), Some(ReadSource::Status));
        assert_eq!(read_source(0x30 / 4, 7), Some(ReadSource::BlocksIn));
        assert_eq!(read_source(0x34 / 4, 7), Some(ReadSource::BlocksOut));
        assert_eq!(read_source(0x08 / 4, 7), None);
        assert_eq!(read_source(0x40 / 4, 7), None);
        assert!(write_decode(0x2C / 4, 4).key_any && !write_decode(0x2C / 4, 4).key);
        assert_eq!(write_decode(0x2C / 4, 4).key_index, 7);
        assert!(write_decode(0x04 / 4, 8).status);
        assert_eq!((offset::CTRL, offset::STATUS, offset::key(7), offset::ID), (0x00, 0x04, 0x2C, 0x3C));
        assert_eq!(ctrl_word(2, true), 0b101);
        assert_eq!((CTRL_ZEROIZE, STATUS_KEY_PARTIAL, STATUS_PARTIAL), (1 << 31, 1 << 4, 1 << 5));
        assert!(write_decode(0x2C / 4, 8).key && write_decode(0x2C / 4, 8).key_index == 7);
        assert_eq!(write_decode(0x1C / 4, 8).key_index, 3);
        assert!(!write_decode(0x0C / 4, 8).mapped);
    }
}
