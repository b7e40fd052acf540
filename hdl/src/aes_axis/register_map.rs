//! `RegisterMap`: the address and field decoding of the `aes_axis` AXI4-Lite register map
//! (`docs/registers.md`, rules in `docs/aes_axis.md`, "Registers"), generated from the register
//! contract.
//!
//! Which words are mapped, and what each reads and writes, come from the contract's register
//! table (`aes_fpga_driver::regs::REGISTERS`, generated into `docs/registers.md`): the decode
//! looks each word up there ([`write_decode`], [`read_source`]), with the build's `CAPS`
//! deciding the presence of `IV0..IV3` and `AAD_LEN`. `KEY4..7` are stored only in a build with
//! AES-192/256 (the others still count a write to them as a key update).
//!
//! Offsets, the `ID` value and the `CTRL`/`STATUS` bit positions come from the register contract
//! (`aes_fpga_driver::regs`). Decoded per word (byte address bits 7:2). A custom leaf: the
//! Verilog is a `case` with concatenations generated from the same Rust table ([`read_source`],
//! [`write_decode`]) and field constants that the simulation model evaluates.

use crate::params::CoreOptions;
use aes_fpga_driver::regs::{self, ctrl, id, offset, status, ReadValue};
use rust_hdl::prelude::*;

/// The contract version this design implements (`ID` bits 7:0): the contract's own.
pub const VERSION: u8 = id::VERSION;
/// `ID` of a build with capabilities `caps` (the contract's `id::of_caps`).
pub const fn id_value(caps: u32) -> u32 {
    id::of_caps(caps)
}

/// The byte lane (`wstrb` bit) that carries bit `bit`.
const fn lane(bit: u32) -> u32 {
    bit / 8
}

/// A 32-bit Verilog concatenation of `fields` (lowest bit, width, expression), zero-filled.
fn concat32(fields: &[(u32, u32, &str)]) -> String {
    let mut f = fields.to_vec();
    f.sort_by_key(|x| std::cmp::Reverse(x.0));
    let mut parts = vec![];
    let mut top = 32;
    for (lo, width, name) in f {
        if top > lo + width {
            parts.push(format!("{}'d0", top - lo - width));
        }
        parts.push(name.to_string());
        top = lo;
    }
    if top > 0 {
        parts.push(format!("{top}'d0"));
    }
    format!("{{{}}}", parts.join(", "))
}

/// The `STATUS` bits and the input signal that drives each: the field's name in lower case.
fn status_signals() -> Vec<(u32, String)> {
    status::BITS.iter().map(|&(bit, name)| (bit, name.to_lowercase())).collect()
}

/// The `CTRL` fields read back: (lowest bit, width, input signal).
const CTRL_SIGNALS: [(u32, u32, &str); 3] = [
    (ctrl::DECRYPT_BIT, 1, "ctrl_decrypt"),
    (ctrl::KEYLEN_SHIFT, ctrl::KEYLEN_BITS, "ctrl_key_len"),
    (ctrl::MODE_SHIFT, ctrl::MODE_BITS, "ctrl_mode"),
];

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
    /// `IVi` (only in a build with a mode of operation), index `iv_index`.
    pub iv: bool,
    pub iv_index: u8,
    /// A register of one mode's own (`AAD_LEN`): the modes store it.
    pub mode_reg: bool,
}

/// Key words a build with capabilities `caps` stores: eight with AES-192/256, else four.
pub const fn stored_key_words(caps: u32) -> u8 {
    if caps & (regs::caps::AES192 | regs::caps::AES256) != 0 { 8 } else { 4 }
}

/// The decode of a write to `word` in a build with capabilities `caps`: the contract's row for
/// that word (`regs::lookup`, which knows each register's presence) and what its kind writes.
pub fn write_decode(word: u8, caps: u32) -> WriteDecode {
    let Some(r) = regs::lookup(word as u32 * 4, caps) else { return WriteDecode::default() };
    let key = r.key_index();
    let iv = r.iv_index();
    WriteDecode {
        mapped: true,
        ctrl: r.read == ReadValue::Ctrl,
        status: r.read == ReadValue::Status,
        key_any: key.is_some(),
        key_index: key.unwrap_or(0) as u8,
        key: key.is_some_and(|i| i < stored_key_words(caps) as usize),
        iv: iv.is_some(),
        iv_index: iv.unwrap_or(0) as u8,
        mode_reg: r.mode_owned(),
    }
}

/// Where the read data of a word address comes from (`None`: unmapped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadSource {
    Value(u32),
    Ctrl,
    Status,
    BlocksIn,
    BlocksOut,
    Iv(u8),
    /// A register of one mode's own, read from the modes.
    Mode,
}

/// What a read of `word` returns in a build with capabilities `caps`: the contract's row and
/// its [`ReadValue`] (constants take the row's reset value: `CAPS`, `ID = id::of_caps(CAPS)`).
pub fn read_source(word: u8, caps: u32) -> Option<ReadSource> {
    let r = regs::lookup(word as u32 * 4, caps)?;
    Some(match r.read {
        ReadValue::Ctrl => ReadSource::Ctrl,
        ReadValue::Status => ReadSource::Status,
        _ if r.mode_owned() => ReadSource::Mode,
        ReadValue::Zero | ReadValue::Caps | ReadValue::Id => ReadSource::Value(r.reset_value(caps)),
        ReadValue::Counter if r.offset == offset::BLOCKS_IN => ReadSource::BlocksIn,
        ReadValue::Counter => ReadSource::BlocksOut,
        ReadValue::Stored => ReadSource::Iv(r.iv_index().expect("a stored register is an IV word or a mode's") as u8),
    })
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
    pub ctrl_mode: Signal<In, Bits<3>>,
    /// The IV registers, read back at `IV0..IV3`.
    pub iv: [Signal<In, Bits<32>>; 4],
    pub rd_addr: Signal<In, Bits<8>>,
    pub key_ready: Signal<In, Bit>,
    pub busy: Signal<In, Bit>,
    pub deriving: Signal<In, Bit>,
    pub refreshing: Signal<In, Bit>,
    pub key_partial: Signal<In, Bit>,
    pub partial: Signal<In, Bit>,
    /// `STATUS.LENGTH_ERR`; the `STATUS` bits the modes set; a register of a mode's, read.
    pub length_err: Signal<In, Bit>,
    pub mode_status: Signal<In, Bits<8>>,
    pub mode_rdata: Signal<In, Bits<32>>,
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
    pub wr_mode: Signal<Out, Bits<3>>,
    pub wr_iv: Signal<Out, Bit>,
    pub wr_iv_index: Signal<Out, Bits<2>>,
    /// A write to a register of one mode's own.
    pub wr_mode_reg: Signal<Out, Bit>,
    /// `CTRL.ZEROIZE` written as 1 (its lane enabled).
    pub wr_zeroize: Signal<Out, Bit>,
    /// `STATUS.PARTIAL` written as 1 (its lane enabled).
    pub wr_partial_clear: Signal<Out, Bit>,
    /// `STATUS.LENGTH_ERR` written as 1 (its lane enabled).
    pub wr_length_err_clear: Signal<Out, Bit>,
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
            ctrl_mode: Default::default(),
            iv: Default::default(),
            rd_addr: Default::default(),
            key_ready: Default::default(),
            busy: Default::default(),
            deriving: Default::default(),
            refreshing: Default::default(),
            key_partial: Default::default(),
            partial: Default::default(),
            length_err: Default::default(),
            mode_status: Default::default(),
            mode_rdata: Default::default(),
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
            wr_mode: Default::default(),
            wr_iv: Default::default(),
            wr_iv_index: Default::default(),
            wr_mode_reg: Default::default(),
            wr_zeroize: Default::default(),
            wr_partial_clear: Default::default(),
            wr_length_err_clear: Default::default(),
            rd_mapped: Default::default(),
            rd_data: Default::default(),
            caps: Constant::new(options.caps().to_bits()),
        }
    }

    fn caps(&self) -> u32 {
        self.caps.val().to_u32()
    }
}

impl Logic for RegisterMap {
    fn update(&mut self) {
        let w = write_decode((self.wr_addr.val().to_u32() >> 2) as u8, self.caps());
        self.wr_iv.next = w.iv;
        self.wr_mode_reg.next = w.mode_reg;
        self.wr_iv_index.next = (w.iv_index as u32).to_bits();
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
        self.wr_fields.next = lane_on(ctrl::DECRYPT_BIT);
        self.wr_decrypt.next = data & ctrl::DECRYPT != 0;
        self.wr_key_len.next = ((data & ctrl::KEYLEN_MASK) >> ctrl::KEYLEN_SHIFT).to_bits();
        self.wr_mode.next = ((data & ctrl::MODE_MASK) >> ctrl::MODE_SHIFT).to_bits();
        self.wr_zeroize.next = lane_on(ctrl::ZEROIZE_BIT) && data & ctrl::ZEROIZE != 0;
        self.wr_partial_clear.next = lane_on(status::PARTIAL_BIT) && data & status::PARTIAL != 0;
        self.wr_length_err_clear.next = lane_on(status::LENGTH_ERR_BIT) && data & status::LENGTH_ERR != 0;
        // In the order of `status::BITS`, which the Verilog's concatenation follows by name.
        let inputs: [bool; status::BITS.len()] = [
            self.key_ready.val(),
            self.busy.val(),
            self.deriving.val(),
            self.refreshing.val(),
            self.key_partial.val(),
            self.partial.val(),
            self.length_err.val(),
        ];
        let status = status::BITS.iter().zip(inputs).fold(self.mode_status.val().to_u32(), |s, (&(at, _), on)| s | (on as u32) << at);
        let (mapped, data) = match read_source((self.rd_addr.val().to_u32() >> 2) as u8, self.caps()) {
            None => (false, 0),
            Some(ReadSource::Value(v)) => (true, v),
            Some(ReadSource::Ctrl) => (
                true,
                self.ctrl_mode.val().to_u32() << ctrl::MODE_SHIFT
                    | self.ctrl_key_len.val().to_u32() << ctrl::KEYLEN_SHIFT
                    | (self.ctrl_decrypt.val() as u32) << ctrl::DECRYPT_BIT,
            ),
            Some(ReadSource::Iv(i)) => (true, self.iv[i as usize].val().to_u32()),
            Some(ReadSource::Status) => (true, status),
            Some(ReadSource::BlocksIn) => (true, self.blocks_in.val().to_u32()),
            Some(ReadSource::BlocksOut) => (true, self.blocks_out.val().to_u32()),
            Some(ReadSource::Mode) => (true, self.mode_rdata.val().to_u32()),
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
        self.wr_mode.connect();
        self.wr_iv.connect();
        self.wr_iv_index.connect();
        self.wr_zeroize.connect();
        self.wr_partial_clear.connect();
        self.wr_length_err_clear.connect();
        self.wr_mode_reg.connect();
        self.rd_mapped.connect();
        self.rd_data.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        // Verilator does not report signals named `unused*`: the ignored address bits go there.
        v.push_str("wire unused_address_bits = &{1'b0, wr_addr[1:0], rd_addr[1:0]};\n");
        // Without modes the IV registers are not read back.
        v.push_str("wire unused_iv_bits = &{1'b0, iv$0, iv$1, iv$2, iv$3};\n");
        v.push_str("wire unused_mode_bits = &{1'b0, mode_rdata};\n");
        let mut used = vec![ctrl::DECRYPT_BIT, ctrl::KEYLEN_SHIFT, ctrl::KEYLEN_SHIFT + 1, ctrl::ZEROIZE_BIT, status::PARTIAL_BIT, status::LENGTH_ERR_BIT];
        used.extend(ctrl::MODE_SHIFT..ctrl::MODE_SHIFT + ctrl::MODE_BITS);
        let unused: Vec<String> = (0..32).filter(|b| !used.contains(b)).map(|b| format!("wr_data[{b}]")).collect();
        v.push_str(&format!("wire unused_data_bits = &{{1'b0, {}}};\n", unused.join(", ")));
        v.push_str("always @(*) begin\n");
        v.push_str(&format!(
            "    wr_any_lane = |wr_strb; wr_fields = wr_strb[{}]; wr_decrypt = wr_data[{}]; wr_key_len = wr_data[{}:{}]; wr_mode = wr_data[{}:{}];\n",
            lane(ctrl::DECRYPT_BIT),
            ctrl::DECRYPT_BIT,
            ctrl::KEYLEN_SHIFT + 1,
            ctrl::KEYLEN_SHIFT,
            ctrl::MODE_SHIFT + ctrl::MODE_BITS - 1,
            ctrl::MODE_SHIFT
        ));
        v.push_str(&format!(
            "    wr_zeroize = wr_strb[{}] & wr_data[{}]; wr_partial_clear = wr_strb[{}] & wr_data[{}];\n",
            lane(ctrl::ZEROIZE_BIT),
            ctrl::ZEROIZE_BIT,
            lane(status::PARTIAL_BIT),
            status::PARTIAL_BIT
        ));
        v.push_str(&format!(
            "    wr_length_err_clear = wr_strb[{}] & wr_data[{}];\n",
            lane(status::LENGTH_ERR_BIT),
            status::LENGTH_ERR_BIT
        ));
        v.push_str(&format!(
            "    wr_mapped = 1'b0; wr_ctrl = 1'b0; wr_status = 1'b0; wr_key = 1'b0; wr_key_any = 1'b0; wr_key_index = 3'd0; wr_iv = 1'b0; wr_iv_index = 2'd0; wr_mode_reg = 1'b0;\n"
        ));
        v.push_str("    case (wr_addr[7:2])\n");
        for word in 0..64u8 {
            let d = write_decode(word, self.caps());
            if d != WriteDecode::default() {
                v.push_str(&format!(
                    "        6'd{word}: begin wr_mapped = 1'b{}; wr_ctrl = 1'b{}; wr_status = 1'b{}; wr_key = 1'b{}; wr_key_any = 1'b{}; wr_key_index = 3'd{}; wr_iv = 1'b{}; wr_iv_index = 2'd{}; wr_mode_reg = 1'b{}; end\n",
                    d.mapped as u8, d.ctrl as u8, d.status as u8, d.key as u8, d.key_any as u8, d.key_index, d.iv as u8, d.iv_index,
                    d.mode_reg as u8
                ));
            }
        }
        v.push_str("        default: ;\n    endcase\n");
        v.push_str("    rd_mapped = 1'b0; rd_data = 32'd0;\n");
        v.push_str("    case (rd_addr[7:2])\n");
        for word in 0..64u8 {
            let data = match read_source(word, self.caps()) {
                None => continue,
                Some(ReadSource::Value(x)) if word as u32 == regs::word(offset::CAPS) && x == self.caps() => "caps".to_string(),
                Some(ReadSource::Value(x)) => format!("32'h{x:08x}"),
                Some(ReadSource::Ctrl) => concat32(&CTRL_SIGNALS),
                Some(ReadSource::Status) => format!(
                    "{} | {{24'd0, mode_status}}",
                    concat32(&status_signals().iter().map(|(bit, name)| (*bit, 1, name.as_str())).collect::<Vec<_>>())
                ),
                Some(ReadSource::BlocksIn) => "blocks_in".to_string(),
                Some(ReadSource::BlocksOut) => "blocks_out".to_string(),
                Some(ReadSource::Iv(i)) => format!("iv${i}"),
                Some(ReadSource::Mode) => "mode_rdata".to_string(),
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
    fn map_follows_the_published_offsets() {
        // Byte offsets as `docs/registers.md` publishes them.
        assert_eq!(read_source(0x3C / 4, 7), Some(ReadSource::Value(id::ID)));
        assert_eq!(read_source(0x38 / 4, 7), Some(ReadSource::Value(7)));
        assert_eq!(read_source(0x00 / 4, 7), Some(ReadSource::Ctrl));
        assert_eq!(read_source(0x04 / 4, 7), Some(ReadSource::Status));
        assert_eq!(read_source(0x30 / 4, 7), Some(ReadSource::BlocksIn));
        assert_eq!(read_source(0x34 / 4, 7), Some(ReadSource::BlocksOut));
        assert_eq!(read_source(0x08 / 4, 7), None);
        assert_eq!(read_source(0x40 / 4, 7), None);
        assert_eq!(read_source(0x4C / 4, 0x7f), Some(ReadSource::Iv(3)));
        assert_eq!(read_source(0x50 / 4, 0x7f), None);
        let (full, full_gcm, ecb128) = (0x7f, 0xff, 0);
        assert!(write_decode(0x44 / 4, full).iv && write_decode(0x44 / 4, full).iv_index == 1);
        assert!(!write_decode(0x44 / 4, ecb128).mapped);
        assert!(write_decode(0x2C / 4, ecb128).key_any && !write_decode(0x2C / 4, ecb128).key);
        assert_eq!(write_decode(0x2C / 4, ecb128).key_index, 7);
        assert!(write_decode(0x04 / 4, full).status);
        assert!(write_decode(0x2C / 4, full).key && write_decode(0x2C / 4, full).key_index == 7);
        assert_eq!(write_decode(0x1C / 4, full).key_index, 3);
        assert!(!write_decode(0x0C / 4, full).mapped);
        assert!(write_decode(0x50 / 4, full_gcm).mode_reg && !write_decode(0x50 / 4, full).mapped);
        assert!(write_decode(0x40 / 4, regs::caps::GCM).iv, "GCM alone has IV registers");
        assert_eq!(read_source(0x50 / 4, 0xff), Some(ReadSource::Mode));
        assert_eq!(read_source(0x3C / 4, 0xff), Some(ReadSource::Value(id::ID_GCM)));
    }
}
