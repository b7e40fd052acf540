//! The AXI4-Lite register map of `aes_axis` (contract version 3, GCM builds; version 2 without
//! GCM): offsets, fields, the `ID` values and the `CAPS`/`STATUS` bits. The design's decode, the self-test, the simulation benches
//! and the driver all take these facts from here.

/// Register byte offsets.
pub mod offset {
    pub const CTRL: u32 = 0x00;
    pub const STATUS: u32 = 0x04;
    pub const KEY0: u32 = 0x10;
    /// `KEY7`, the last key word.
    pub const KEY7: u32 = 0x2C;
    pub const BLOCKS_IN: u32 = 0x30;
    pub const BLOCKS_OUT: u32 = 0x34;
    pub const CAPS: u32 = 0x38;
    pub const ID: u32 = 0x3C;
    /// `IV0`, present only in a build with a mode bit in `CAPS`.
    pub const IV0: u32 = 0x40;
    pub const IV3: u32 = 0x4C;
    /// Version 3 (GCM, `CAPS` bit 7): bytes of additional authenticated data at the start of
    /// each GCM packet; unmapped in builds without GCM.
    pub const AAD_LEN: u32 = 0x50;
    /// Version 4 (XTS, `CAPS` bit 8): the tweak key `Key2`, write-only, in the byte order of
    /// `KEY0..KEY7`; unmapped in builds without XTS.
    pub const XKEY0: u32 = 0x60;
    pub const XKEY7: u32 = 0x7C;

    /// `KEYi`, holding key bytes `4i..4i+3`.
    pub const fn key(i: usize) -> u32 {
        KEY0 + 4 * i as u32
    }

    /// `IVi`, holding IV bytes `4i..4i+3`.
    pub const fn iv(i: usize) -> u32 {
        IV0 + 4 * i as u32
    }

    /// `XKEYi`, holding tweak-key bytes `4i..4i+3`.
    pub const fn xkey(i: usize) -> u32 {
        XKEY0 + 4 * i as u32
    }
}

/// Bits of the byte address that select a register: the map is decoded per 32-bit word in a
/// 256-byte window (`s_axi_awaddr`/`s_axi_araddr` are 8 bits wide).
pub const ADDR_BITS: u32 = 8;
/// Registers in the window (32-bit words).
pub const WORDS: u32 = 1 << (ADDR_BITS - 2);
/// Key word registers.
pub const KEY_WORDS: usize = 8;
/// IV registers.
pub const IV_WORDS: usize = 4;

/// The word number of a byte offset (address bits 1:0 are ignored).
pub const fn word(offset: u32) -> u32 {
    (offset >> 2) & (WORDS - 1)
}

/// AXI responses (`s_axi_bresp`, `s_axi_rresp`).
pub const OKAY: u8 = 0;
pub const SLVERR: u8 = 2;

/// `ID`: 'A', 'E', 'S' in bits 31:8 and the contract version in bits 7:0.
pub mod id {
    /// The contract this crate describes.
    pub const VERSION: u8 = 2;
    pub const MAGIC: u32 = 0x4145_5300;
    pub const fn value(version: u8) -> u32 {
        MAGIC | version as u32
    }
    pub const ID: u32 = value(VERSION);
    /// The contract version in an `ID` value, `None` when it is not an `aes_axis`.
    /// Version 3: GCM (`CAPS` bit 7), `AAD_LEN`, `STATUS.LENGTH_ERR`. A build reports it only
    /// when it has GCM.
    pub const VERSION_GCM: u8 = 3;
    pub const ID_GCM: u32 = value(VERSION_GCM);
    /// Version 4: XTS (`CAPS` bit 8), `XKEY0..XKEY7`, `STATUS.XKEY_READY`. A build reports it
    /// only when it has XTS.
    pub const VERSION_XTS: u8 = 4;
    pub const ID_XTS: u32 = value(VERSION_XTS);
    /// The `ID` a build with capabilities `caps` reports: the version of the newest feature it
    /// has (4 with XTS, 3 with GCM, else 2).
    pub const fn of_caps(caps: u32) -> u32 {
        if caps & super::caps::XTS != 0 {
            ID_XTS
        } else if caps & super::caps::GCM != 0 {
            ID_GCM
        } else {
            ID
        }
    }
    pub const fn version(id: u32) -> Option<u8> {
        if id & 0xFFFF_FF00 == MAGIC { Some(id as u8) } else { None }
    }
}

/// `CTRL` fields.
pub mod ctrl {
    /// Bit 0: 1 = decrypt.
    pub const DECRYPT_BIT: u32 = 0;
    /// Bits 2:1: key length code.
    pub const KEYLEN_SHIFT: u32 = 1;
    pub const KEYLEN_BITS: u32 = 2;
    /// Bits 5:3: mode of operation (present in builds with a mode bit in `CAPS`).
    pub const MODE_SHIFT: u32 = 3;
    pub const MODE_BITS: u32 = 3;
    /// `MODE` = 5: AES-GCM (version 3, `CAPS` bit 7).
    pub const MODE_GCM: u32 = 5;
    /// `MODE` = 6: XTS-AES (version 4, `CAPS` bit 8).
    pub const MODE_XTS: u32 = 6;
    /// Bit 31: write 1 to clear all key material; reads 0.
    pub const ZEROIZE_BIT: u32 = 31;

    pub const DECRYPT: u32 = 1 << DECRYPT_BIT;
    pub const KEYLEN_MASK: u32 = ((1 << KEYLEN_BITS) - 1) << KEYLEN_SHIFT;
    pub const MODE_MASK: u32 = ((1 << MODE_BITS) - 1) << MODE_SHIFT;
    pub const ZEROIZE: u32 = 1 << ZEROIZE_BIT;
}

/// `STATUS` bits.
pub mod status {
    pub const KEY_READY_BIT: u32 = 0;
    pub const BUSY_BIT: u32 = 1;
    pub const DERIVING_BIT: u32 = 2;
    pub const REFRESHING_BIT: u32 = 3;
    /// Version 2: a key update has started and not every key word has been written yet.
    pub const KEY_PARTIAL_BIT: u32 = 4;
    /// Version 2, sticky, write 1 to clear: a beat with `s_axis_tkeep != 0xFFFF` was accepted.
    pub const PARTIAL_BIT: u32 = 5;
    /// Version 3, sticky, write 1 to clear: a GCM packet was malformed (it ended before its
    /// AAD beats, or its last beat's `tkeep` is not contiguous from byte 0).
    pub const LENGTH_ERR_BIT: u32 = 6;
    pub const LENGTH_ERR: u32 = 1 << LENGTH_ERR_BIT;
    /// Version 4: a complete XTS tweak key is loaded (set by the XTS mode, 0 without XTS).
    pub const XKEY_READY_BIT: u32 = 7;
    pub const XKEY_READY: u32 = 1 << XKEY_READY_BIT;

    pub const KEY_READY: u32 = 1 << KEY_READY_BIT;
    pub const BUSY: u32 = 1 << BUSY_BIT;
    pub const DERIVING: u32 = 1 << DERIVING_BIT;
    pub const REFRESHING: u32 = 1 << REFRESHING_BIT;
    pub const KEY_PARTIAL: u32 = 1 << KEY_PARTIAL_BIT;
    pub const PARTIAL: u32 = 1 << PARTIAL_BIT;

    /// The bits the register block sets (a mode sets its own, `STATUS_FIELDS` has them all),
    /// with their names, lowest first.
    pub const BITS: [(u32, &str); 7] = [
        (KEY_READY_BIT, "KEY_READY"),
        (BUSY_BIT, "BUSY"),
        (DERIVING_BIT, "DERIVING"),
        (REFRESHING_BIT, "REFRESHING"),
        (KEY_PARTIAL_BIT, "KEY_PARTIAL"),
        (PARTIAL_BIT, "PARTIAL"),
        (LENGTH_ERR_BIT, "LENGTH_ERR"),
    ];
}

/// `CAPS` bits.
pub mod caps {
    pub const DECRYPT: u32 = 1 << 0;
    pub const AES192: u32 = 1 << 1;
    pub const AES256: u32 = 1 << 2;
    pub const CBC: u32 = 1 << 3;
    pub const CFB: u32 = 1 << 4;
    pub const OFB: u32 = 1 << 5;
    pub const CTR: u32 = 1 << 6;
    /// The SP 800-38A modes besides ECB.
    pub const MODES: u32 = CBC | CFB | OFB | CTR;
    /// Version 3: AES-GCM, `CTRL.MODE` = [`super::ctrl::MODE_GCM`], with `AAD_LEN`.
    pub const GCM: u32 = 1 << 7;
    /// Version 4: XTS-AES, `CTRL.MODE` 6, with `XKEY0..XKEY7` and `STATUS.XKEY_READY`.
    pub const XTS: u32 = 1 << 8;
    /// Any mode besides ECB, GCM and XTS included: the build has `CTRL.MODE` and `IV0..IV3`.
    pub const ANY_MODE: u32 = MODES | GCM | XTS;
}

/// Key sizes and their `CTRL.KEYLEN` codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeySize {
    Aes128,
    Aes192,
    Aes256,
}

impl KeySize {
    pub const ALL: [KeySize; 3] = [KeySize::Aes128, KeySize::Aes192, KeySize::Aes256];

    /// `CTRL.KEYLEN`.
    pub const fn code(self) -> u32 {
        match self {
            KeySize::Aes128 => 0,
            KeySize::Aes192 => 1,
            KeySize::Aes256 => 2,
        }
    }

    pub fn from_code(code: u32) -> Option<KeySize> {
        KeySize::ALL.into_iter().find(|k| k.code() == code)
    }

    /// Key bytes.
    pub const fn bytes(self) -> usize {
        match self {
            KeySize::Aes128 => 16,
            KeySize::Aes192 => 24,
            KeySize::Aes256 => 32,
        }
    }

    /// Key words (`KEY0..KEY{words-1}`).
    pub const fn words(self) -> usize {
        self.bytes() / 4
    }

    pub const fn bits(self) -> usize {
        self.bytes() * 8
    }

    pub fn from_bytes(n: usize) -> Option<KeySize> {
        KeySize::ALL.into_iter().find(|k| k.bytes() == n)
    }

    /// The `CAPS` bit a build needs for this size (0: every build).
    pub const fn caps_bit(self) -> u32 {
        match self {
            KeySize::Aes128 => 0,
            KeySize::Aes192 => caps::AES192,
            KeySize::Aes256 => caps::AES256,
        }
    }
}

/// Modes of operation, `CTRL.MODE`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    #[default]
    Ecb,
    Cbc,
    Cfb128,
    Ofb,
    Ctr,
    /// AES-GCM (version 3): packets of AAD and payload beats followed by a tag beat, driven by
    /// the GCM calls rather than as a stream of blocks.
    Gcm,
    /// XTS-AES (version 4): each packet one data unit under its own tweak, with the tweak key
    /// `Key2` in `XKEY0..XKEY7`, driven by the XTS calls rather than as a stream of blocks.
    Xts,
}

impl Mode {
    /// The SP 800-38A modes: a packet is a stream of blocks in, the same number out.
    pub const ALL: [Mode; 5] = [Mode::Ecb, Mode::Cbc, Mode::Cfb128, Mode::Ofb, Mode::Ctr];
    /// Every `CTRL.MODE` code the contract defines, GCM included, in code order.
    pub const CODES: [Mode; 7] = [Mode::Ecb, Mode::Cbc, Mode::Cfb128, Mode::Ofb, Mode::Ctr, Mode::Gcm, Mode::Xts];

    pub const fn code(self) -> u32 {
        match self {
            Mode::Ecb => 0,
            Mode::Cbc => 1,
            Mode::Cfb128 => 2,
            Mode::Ofb => 3,
            Mode::Ctr => 4,
            Mode::Gcm => ctrl::MODE_GCM,
            Mode::Xts => ctrl::MODE_XTS,
        }
    }

    pub fn from_code(code: u32) -> Option<Mode> {
        Mode::CODES.into_iter().find(|m| m.code() == code)
    }

    /// The mode's short name, lower case, as command lines take it (`cfb` for CFB-128).
    pub const fn short_name(self) -> &'static str {
        match self {
            Mode::Ecb => "ecb",
            Mode::Cbc => "cbc",
            Mode::Cfb128 => "cfb",
            Mode::Ofb => "ofb",
            Mode::Ctr => "ctr",
            Mode::Gcm => "gcm",
            Mode::Xts => "xts",
        }
    }

    /// Whether the mode takes an IV (`IV0..IV3`): every mode besides ECB, as `CAPS_ANY_MODE` says.
    pub const fn has_iv(self) -> bool {
        self.caps_bit() & caps::ANY_MODE != 0
    }

    /// The name NIST SP 800-38A gives the mode.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Ecb => "ECB",
            Mode::Cbc => "CBC",
            Mode::Cfb128 => "CFB-128",
            Mode::Ofb => "OFB",
            Mode::Ctr => "CTR",
            Mode::Gcm => "GCM",
            Mode::Xts => "XTS",
        }
    }

    /// Whether the mode decrypts with the inverse cipher (`CAPS` bit 0); the others run the
    /// forward cipher in both directions.
    pub const fn decrypts_with_inverse_cipher(self) -> bool {
        matches!(self, Mode::Ecb | Mode::Cbc | Mode::Xts)
    }

    /// Whether each block needs the cipher's output for the previous one (CBC and CFB encryption,
    /// OFB): such a mode runs one block per `latency + 1` cycles, the others one per cycle.
    pub const fn feeds_back(self, decrypt: bool) -> bool {
        match self {
            Mode::Cbc | Mode::Cfb128 => !decrypt,
            Mode::Ofb => true,
            Mode::Ecb | Mode::Ctr | Mode::Gcm | Mode::Xts => false,
        }
    }

    /// Whether the build with capabilities `caps` runs this mode in this direction.
    pub const fn runs(self, decrypt: bool, caps: u32) -> bool {
        caps & self.caps_bit() == self.caps_bit() && (!decrypt || !self.decrypts_with_inverse_cipher() || caps & caps::DECRYPT != 0)
    }

    /// The `CAPS` bit a build needs for this mode (0: every build).
    pub const fn caps_bit(self) -> u32 {
        match self {
            Mode::Ecb => 0,
            Mode::Cbc => caps::CBC,
            Mode::Cfb128 => caps::CFB,
            Mode::Ofb => caps::OFB,
            Mode::Ctr => caps::CTR,
            Mode::Gcm => caps::GCM,
            Mode::Xts => caps::XTS,
        }
    }
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The `CTRL` register as fields.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ctrl {
    pub decrypt: bool,
    /// `KEYLEN` as written (3 is accepted by the encoding and supported by no build).
    pub key_len: u32,
    pub mode: u32,
    pub zeroize: bool,
}

impl Ctrl {
    pub fn new(key: KeySize, decrypt: bool) -> Ctrl {
        Ctrl { decrypt, key_len: key.code(), ..Ctrl::default() }
    }

    /// `CTRL` selecting a mode of operation as well.
    pub fn with_mode(key: KeySize, decrypt: bool, mode: Mode) -> Ctrl {
        Ctrl { mode: mode.code(), ..Ctrl::new(key, decrypt) }
    }

    pub const fn encode(self) -> u32 {
        (self.decrypt as u32) << ctrl::DECRYPT_BIT
            | (self.key_len << ctrl::KEYLEN_SHIFT) & ctrl::KEYLEN_MASK
            | (self.mode << ctrl::MODE_SHIFT) & ctrl::MODE_MASK
            | (self.zeroize as u32) << ctrl::ZEROIZE_BIT
    }

    pub const fn decode(value: u32) -> Ctrl {
        Ctrl {
            decrypt: value & ctrl::DECRYPT != 0,
            key_len: (value & ctrl::KEYLEN_MASK) >> ctrl::KEYLEN_SHIFT,
            mode: (value & ctrl::MODE_MASK) >> ctrl::MODE_SHIFT,
            zeroize: value & ctrl::ZEROIZE != 0,
        }
    }

    pub fn key_size(&self) -> Option<KeySize> {
        KeySize::from_code(self.key_len)
    }

    /// What `CTRL` reads back after this value is written to a build with capabilities `caps`:
    /// a field value the build does not support is stored as 0, `ZEROIZE` reads 0.
    pub fn stored(self, caps: u32) -> Ctrl {
        let key_ok = KeySize::from_code(self.key_len).is_some_and(|k| caps & k.caps_bit() == k.caps_bit());
        let mode_ok = Mode::from_code(self.mode).is_some_and(|m| caps & m.caps_bit() == m.caps_bit());
        // The forward-only modes decrypt with the forward cipher: a build with any of them stores
        // DECRYPT even without the inverse cipher.
        let decrypt_ok = caps & (caps::DECRYPT | caps::CFB | caps::OFB | caps::CTR | caps::GCM) != 0;
        Ctrl {
            decrypt: self.decrypt && decrypt_ok,
            key_len: if key_ok { self.key_len } else { 0 },
            mode: if mode_ok { self.mode } else { 0 },
            zeroize: false,
        }
    }
}

/// The `STATUS` register.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Status(pub u32);

impl Status {
    pub const fn key_ready(self) -> bool {
        self.0 & status::KEY_READY != 0
    }
    pub const fn busy(self) -> bool {
        self.0 & status::BUSY != 0
    }
    pub const fn deriving(self) -> bool {
        self.0 & status::DERIVING != 0
    }
    pub const fn refreshing(self) -> bool {
        self.0 & status::REFRESHING != 0
    }
    pub const fn key_partial(self) -> bool {
        self.0 & status::KEY_PARTIAL != 0
    }
    pub const fn partial(self) -> bool {
        self.0 & status::PARTIAL != 0
    }
    pub const fn length_err(self) -> bool {
        self.0 & status::LENGTH_ERR != 0
    }
    pub const fn xkey_ready(self) -> bool {
        self.0 & status::XKEY_READY != 0
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = STATUS_FIELDS.iter().filter(|f| self.0 & f.mask() != 0).map(|f| f.name).collect();
        write!(f, "{:#010x}", self.0)?;
        if !names.is_empty() {
            write!(f, " ({})", names.join(" "))?;
        }
        Ok(())
    }
}

/// How software may access a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    ReadWrite,
    ReadOnly,
    /// Read-only except for write-1-to-clear bits (`STATUS.PARTIAL`, `STATUS.LENGTH_ERR`).
    ReadOnlyW1c,
    /// Writable, reads 0 (key words).
    WriteOnly,
}

/// Which builds have a register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    Always,
    /// Only where `CAPS` has a mode bit (bits 3-7, GCM included); unmapped (`SLVERR`) otherwise.
    WithModes,
    /// A register of one mode's own: only where `CAPS` has every bit of the mask (`AAD_LEN`:
    /// GCM, bit 7); unmapped (`SLVERR`) otherwise.
    WithCaps(u32),
}

/// What a read of a register returns, as far as the contract fixes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadValue {
    /// The stored fields (`CTRL`), read back as [`Ctrl::stored`].
    Ctrl,
    Status,
    /// Always 0 (write-only registers).
    Zero,
    Counter,
    /// The build's capabilities.
    Caps,
    /// The `ID` constant.
    Id,
    /// A stored value (IV registers, `AAD_LEN`).
    Stored,
}

/// A field of a register: `bits` bits from bit `shift`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: &'static str,
    pub shift: u32,
    pub bits: u32,
    pub access: Access,
    pub description: &'static str,
}

impl Field {
    /// The field's bits in the register.
    pub const fn mask(&self) -> u32 {
        (((1u64 << self.bits) - 1) as u32) << self.shift
    }
}

const fn field(name: &'static str, shift: u32, bits: u32, access: Access, description: &'static str) -> Field {
    Field { name, shift, bits, access, description }
}

/// A one-bit field, from its mask.
const fn flag(name: &'static str, mask: u32, access: Access, description: &'static str) -> Field {
    field(name, mask.trailing_zeros(), 1, access, description)
}

/// One row of the register map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Register {
    pub name: &'static str,
    pub offset: u32,
    pub access: Access,
    pub presence: Presence,
    pub read: ReadValue,
    /// One line for the documentation, the IP-XACT memory map and the C header.
    pub description: &'static str,
    /// The named fields, lowest first; none for a register that is one 32-bit value.
    pub fields: &'static [Field],
}

const fn reg(name: &'static str, offset: u32, access: Access, presence: Presence, read: ReadValue) -> Register {
    Register { name, offset, access, presence, read, description: "", fields: &[] }
}

impl Register {
    const fn doc(self, description: &'static str, fields: &'static [Field]) -> Register {
        Register { description, fields, ..self }
    }
}

/// `CTRL`'s fields.
pub const CTRL_FIELDS: [Field; 4] = [
    flag("DECRYPT", ctrl::DECRYPT, ReadWrite, "1: decrypt, 0: encrypt"),
    field("KEYLEN", ctrl::KEYLEN_SHIFT, ctrl::KEYLEN_BITS, ReadWrite, "key length (codes below); a value the build lacks reads 0"),
    field("MODE", ctrl::MODE_SHIFT, ctrl::MODE_BITS, ReadWrite, "mode of operation (codes below); a mode the build lacks reads 0"),
    flag("ZEROIZE", ctrl::ZEROIZE, WriteOnly, "write 1: clear all key material, the IV registers and KEY_READY; reads 0"),
];

/// `STATUS`'s fields.
pub const STATUS_FIELDS: [Field; 8] = [
    flag("KEY_READY", status::KEY_READY, ReadOnly, "a complete key and the CTRL settings are derived and loaded"),
    flag("BUSY", status::BUSY, ReadOnly, "a packet is in the pipeline"),
    flag("DERIVING", status::DERIVING, ReadOnly, "the key expansion is running"),
    flag("REFRESHING", status::REFRESHING, ReadOnly, "the stages' round keys are being loaded"),
    flag("KEY_PARTIAL", status::KEY_PARTIAL, ReadOnly, "a key update has started and not every key word has been written yet"),
    flag("PARTIAL", status::PARTIAL, ReadOnlyW1c, "sticky, write 1 to clear: a beat with s_axis_tkeep != 0xFFFF was accepted (not a GCM packet's last beat)"),
    flag("LENGTH_ERR", status::LENGTH_ERR, ReadOnlyW1c, "GCM builds; sticky, write 1 to clear: a GCM packet ended before its AAD beats or its last tkeep was not contiguous from byte 0"),
    flag("XKEY_READY", status::XKEY_READY, ReadOnly, "XTS builds: a complete XTS tweak key (XKEY0..XKEY7) is loaded"),
];

/// `CAPS`'s fields.
pub const CAPS_FIELDS: [Field; 9] = [
    flag("DECRYPT", caps::DECRYPT, ReadOnly, "the inverse cipher (ECB, CBC and XTS decryption)"),
    flag("AES192", caps::AES192, ReadOnly, "AES-192 keys"),
    flag("AES256", caps::AES256, ReadOnly, "AES-256 keys"),
    flag("CBC", caps::CBC, ReadOnly, "CBC"),
    flag("CFB", caps::CFB, ReadOnly, "CFB-128"),
    flag("OFB", caps::OFB, ReadOnly, "OFB"),
    flag("CTR", caps::CTR, ReadOnly, "CTR, 128-bit big-endian counter"),
    flag("GCM", caps::GCM, ReadOnly, "AES-GCM (96-bit IV, 128-bit tag) with AAD_LEN and STATUS.LENGTH_ERR; ID reads version 3"),
    flag("XTS", caps::XTS, ReadOnly, "XTS-AES (data units, ciphertext stealing) with XKEY0..XKEY7 and STATUS.XKEY_READY; ID reads version 4"),
];

/// `ID`'s fields.
pub const ID_FIELDS: [Field; 2] = [
    field("VERSION", 0, 8, ReadOnly, "the contract version: 4 in a build with CAPS.XTS, else 3 with CAPS.GCM, else 2"),
    field("MAGIC", 8, 24, ReadOnly, "'A', 'E', 'S' (0x414553)"),
];

const KEY_DOC: &str = "key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0";
const IV_DOC: &str = "IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1)";
const XKEY_DOC: &str = "XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0";
const AAD_LEN_DOC: &str = "GCM: bytes of additional authenticated data at the start of each packet, sampled when a packet starts";

use Access::*;
use Presence::*;

/// The register map, in offset order.
pub const REGISTERS: [Register; 27] = [
    reg("CTRL", offset::CTRL, ReadWrite, Always, ReadValue::Ctrl).doc("control: direction, key length, mode, zeroize", &CTRL_FIELDS),
    reg("STATUS", offset::STATUS, ReadOnlyW1c, Always, ReadValue::Status).doc("status of the key and the pipeline", &STATUS_FIELDS),
    reg("KEY0", offset::key(0), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("KEY1", offset::key(1), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("KEY2", offset::key(2), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("KEY3", offset::key(3), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("KEY4", offset::key(4), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("KEY5", offset::key(5), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("KEY6", offset::key(6), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("KEY7", offset::key(7), WriteOnly, Always, ReadValue::Zero).doc(KEY_DOC, &[]),
    reg("BLOCKS_IN", offset::BLOCKS_IN, ReadOnly, Always, ReadValue::Counter).doc("blocks accepted on s_axis since reset (wraps)", &[]),
    reg("BLOCKS_OUT", offset::BLOCKS_OUT, ReadOnly, Always, ReadValue::Counter).doc("blocks emitted on m_axis since reset (wraps)", &[]),
    reg("CAPS", offset::CAPS, ReadOnly, Always, ReadValue::Caps).doc("what the build has: key sizes, inverse cipher, modes", &CAPS_FIELDS),
    reg("ID", offset::ID, ReadOnly, Always, ReadValue::Id).doc("identification: 'AES' and the contract version", &ID_FIELDS),
    reg("IV0", offset::iv(0), ReadWrite, WithModes, ReadValue::Stored).doc(IV_DOC, &[]),
    reg("IV1", offset::iv(1), ReadWrite, WithModes, ReadValue::Stored).doc(IV_DOC, &[]),
    reg("IV2", offset::iv(2), ReadWrite, WithModes, ReadValue::Stored).doc(IV_DOC, &[]),
    reg("IV3", offset::iv(3), ReadWrite, WithModes, ReadValue::Stored).doc(IV_DOC, &[]),
    reg("AAD_LEN", offset::AAD_LEN, ReadWrite, WithCaps(caps::GCM), ReadValue::Stored).doc(AAD_LEN_DOC, &[]),
    reg("XKEY0", offset::xkey(0), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
    reg("XKEY1", offset::xkey(1), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
    reg("XKEY2", offset::xkey(2), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
    reg("XKEY3", offset::xkey(3), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
    reg("XKEY4", offset::xkey(4), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
    reg("XKEY5", offset::xkey(5), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
    reg("XKEY6", offset::xkey(6), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
    reg("XKEY7", offset::xkey(7), WriteOnly, WithCaps(caps::XTS), ReadValue::Zero).doc(XKEY_DOC, &[]),
];

impl Register {
    /// The value after reset in a build with capabilities `caps`.
    pub const fn reset_value(&self, caps: u32) -> u32 {
        match self.read {
            ReadValue::Caps => caps,
            ReadValue::Id => id::of_caps(caps),
            _ => 0,
        }
    }

    /// Whether a build with capabilities `caps` decodes this register.
    pub const fn present(&self, caps: u32) -> bool {
        match self.presence {
            Always => true,
            WithModes => caps & caps::ANY_MODE != 0,
            WithCaps(mask) => caps & mask == mask,
        }
    }

    /// Whether the register belongs to one mode: the mode's block stores it and answers its reads.
    pub const fn mode_owned(&self) -> bool {
        matches!(self.presence, WithCaps(_))
    }

    /// The key word index of a `KEYi` register.
    pub fn key_index(&self) -> Option<usize> {
        (offset::KEY0..=offset::KEY7).contains(&self.offset).then(|| ((self.offset - offset::KEY0) / 4) as usize)
    }

    /// The IV word index of an `IVi` register.
    pub fn iv_index(&self) -> Option<usize> {
        (offset::IV0..=offset::IV3).contains(&self.offset).then(|| ((self.offset - offset::IV0) / 4) as usize)
    }
}

/// The register at a byte address (bits 1:0 ignored) in a build with capabilities `caps`;
/// `None`: unmapped (`SLVERR`).
pub fn lookup(address: u32, caps: u32) -> Option<&'static Register> {
    let w = word(address);
    REGISTERS.iter().find(|r| word(r.offset) == w && r.present(caps))
}

/// Looks a register up by name.
pub fn by_name(name: &str) -> Option<&'static Register> {
    REGISTERS.iter().find(|r| r.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_the_published_ones() {
        let expect = [
            ("CTRL", 0x00),
            ("STATUS", 0x04),
            ("KEY0", 0x10),
            ("KEY7", 0x2C),
            ("BLOCKS_IN", 0x30),
            ("BLOCKS_OUT", 0x34),
            ("CAPS", 0x38),
            ("ID", 0x3C),
            ("IV0", 0x40),
            ("IV3", 0x4C),
            ("AAD_LEN", 0x50),
        ];
        for (name, off) in expect {
            assert_eq!(by_name(name).unwrap().offset, off, "{name}");
        }
        // The values `docs/aes_axis.md` gives ("Versions").
        assert_eq!(id::ID, 0x4145_5302);
        assert_eq!(id::ID_GCM, 0x4145_5303);
        assert_eq!(id::version(0x4145_5301), Some(1));
        assert_eq!(id::version(0xdead_beef), None);
    }

    #[test]
    fn lookup_decodes_per_word_and_respects_presence() {
        assert_eq!(lookup(0x3F, 0).unwrap().name, "ID");
        assert_eq!(lookup(0x11, 0).unwrap().name, "KEY0");
        assert!(lookup(0x08, 7).is_none());
        assert!(lookup(0x0C, 7).is_none());
        assert!(lookup(0x40, 7).is_none(), "IV0 without a mode bit");
        assert_eq!(lookup(0x44, 7 | caps::CTR).unwrap().name, "IV1");
        assert!(lookup(0x50, 0x7f).is_none(), "AAD_LEN without GCM");
        assert_eq!(lookup(0x53, 0xff).unwrap().name, "AAD_LEN");
        assert_eq!(lookup(0x40, caps::GCM).unwrap().name, "IV0", "GCM alone has the IV registers");
        assert!(lookup(0x54, 0xff).is_none());
        assert!(lookup(0xFC, 0xff).is_none());
        let mapped = (0..256).step_by(4).filter(|&a| lookup(a, 0x7f).is_some()).count();
        assert_eq!(mapped, REGISTERS.len() - 9, "no AAD_LEN, no XKEY0..7");
        let mapped = (0..256).step_by(4).filter(|&a| lookup(a, 0xff).is_some()).count();
        assert_eq!(mapped, REGISTERS.len() - 8, "no XKEY0..7");
        let mapped = (0..256).step_by(4).filter(|&a| lookup(a, 0x1ff).is_some()).count();
        assert_eq!(mapped, REGISTERS.len());
        assert!(lookup(0x60, 0xff).is_none(), "XKEY0 without XTS");
        assert_eq!(lookup(0x7C, 0x1ff).unwrap().name, "XKEY7");
        assert_eq!(lookup(0x40, caps::XTS).unwrap().name, "IV0", "XTS alone has the IV registers");
        assert!(lookup(0x80, 0x1ff).is_none());
        assert_eq!(by_name("IV2").unwrap().iv_index(), Some(2));
        assert_eq!(by_name("AAD_LEN").unwrap().iv_index(), None);
        assert_eq!(by_name("KEY5").unwrap().key_index(), Some(5));
        assert_eq!(by_name("CAPS").unwrap().key_index(), None);
    }

    #[test]
    fn ctrl_fields_pack_and_unpack() {
        // As published (`docs/registers.md`): DECRYPT bit 0, KEYLEN bits 2:1, MODE bits 5:3,
        // ZEROIZE bit 31.
        let c = Ctrl { decrypt: true, key_len: 2, mode: 4, zeroize: true };
        assert_eq!(c.encode(), 0x8000_0025);
        assert_eq!(Ctrl::decode(0x8000_0025), c);
        assert_eq!(Ctrl::new(KeySize::Aes192, false).encode(), 0b010);
        assert_eq!(Ctrl::decode(0x7fff_ffc0), Ctrl::default());
        // Out-of-range values do not spill into neighbouring fields.
        assert_eq!(Ctrl { key_len: 7, ..Ctrl::default() }.encode(), 0b110);
    }

    #[test]
    fn ctrl_stored_drops_what_the_build_lacks() {
        let full = caps::DECRYPT | caps::AES192 | caps::AES256;
        assert_eq!(Ctrl::decode(0b101).stored(full).encode(), 0b101);
        assert_eq!(Ctrl::decode(0b111).stored(full).encode(), 0b001, "KEYLEN 3 reads 0");
        assert_eq!(Ctrl::decode(0b101).stored(0).encode(), 0, "encrypt-only AES-128 build");
        assert_eq!(Ctrl::decode(0x8000_0001).stored(full).encode(), 1, "ZEROIZE reads 0");
        assert_eq!(Ctrl::decode(4 << 3).stored(full).encode(), 0, "no modes: MODE reads 0");
        assert_eq!(Ctrl::decode(4 << 3 | 1).stored(caps::CTR).encode(), 4 << 3 | 1);
        // `docs/aes_axis.md` ("Registers"): MODE 5 is GCM, stored (DECRYPT too) only where
        // CAPS bit 7 is set.
        assert_eq!(Ctrl::decode(5 << 3 | 1).stored(caps::GCM).encode(), 5 << 3 | 1);
        assert_eq!(Ctrl::decode(5 << 3 | 1).stored(caps::MODES).encode(), 1);
        assert_eq!(Mode::from_code(5), Some(Mode::Gcm));
    }

    #[test]
    fn modes_a_build_runs() {
        let full = caps::DECRYPT | caps::MODES;
        let encrypt_only = caps::CFB | caps::OFB | caps::CTR;
        assert!(Mode::ALL.iter().all(|m| m.runs(true, full) && m.runs(false, full)));
        for (mode, decrypt) in [(Mode::Ecb, false), (Mode::Ctr, true), (Mode::Cfb128, true), (Mode::Ofb, true)] {
            assert!(mode.runs(decrypt, encrypt_only), "{mode} decrypt {decrypt}");
        }
        assert!(!Mode::Ecb.runs(true, encrypt_only));
        assert!(!Mode::Cbc.runs(false, encrypt_only), "CBC not built");
        assert!(!Mode::Ctr.runs(false, caps::DECRYPT), "no modes");
        assert_eq!(Ctrl::with_mode(KeySize::Aes256, true, Mode::Ctr).encode(), 4 << 3 | 2 << 1 | 1);
        assert_eq!(Mode::Cfb128.to_string(), "CFB-128");
        let feedback: Vec<(Mode, bool)> =
            Mode::ALL.into_iter().flat_map(|m| [(m, false), (m, true)]).filter(|&(m, d)| m.feeds_back(d)).collect();
        assert_eq!(feedback, [(Mode::Cbc, false), (Mode::Cfb128, false), (Mode::Ofb, false), (Mode::Ofb, true)]);
        let with_iv: Vec<Mode> = Mode::CODES.into_iter().filter(|m| m.has_iv()).collect();
        assert_eq!(with_iv, [Mode::Cbc, Mode::Cfb128, Mode::Ofb, Mode::Ctr, Mode::Gcm, Mode::Xts], "ECB alone has no IV");
        let short: Vec<&str> = Mode::CODES.map(Mode::short_name).to_vec();
        assert_eq!(short, ["ecb", "cbc", "cfb", "ofb", "ctr", "gcm", "xts"]);
    }

    #[test]
    fn status_bits_and_display() {
        let s = Status(status::KEY_READY | status::PARTIAL);
        assert!(s.key_ready() && s.partial() && !s.busy() && !s.key_partial());
        assert_eq!(s.to_string(), "0x00000021 (KEY_READY PARTIAL)");
        assert_eq!(status::KEY_PARTIAL, 0x10);
        assert!(Status(0x40).length_err());
        assert_eq!(Status(0x41).to_string(), "0x00000041 (KEY_READY LENGTH_ERR)");
    }

    #[test]
    fn fields_are_the_masks_and_do_not_overlap() {
        assert_eq!(CTRL_FIELDS[1].mask(), ctrl::KEYLEN_MASK);
        assert_eq!(CTRL_FIELDS[2].mask(), ctrl::MODE_MASK);
        assert_eq!(CTRL_FIELDS[3].mask(), ctrl::ZEROIZE);
        assert_eq!(CAPS_FIELDS.iter().fold(0, |m, f| m | f.mask()), 0x1ff);
        assert_eq!(STATUS_FIELDS.iter().fold(0, |m, f| m | f.mask()), 0xff);
        assert!(STATUS_FIELDS.iter().zip(status::BITS).all(|(f, (b, n))| f.shift == b && f.name == n));
        assert_eq!(ID_FIELDS[1].mask() | ID_FIELDS[0].mask(), u32::MAX);
        for r in REGISTERS {
            assert!(!r.description.is_empty(), "{}", r.name);
            let mut seen = 0u32;
            for f in r.fields {
                assert_eq!(seen & f.mask(), 0, "{}.{} overlaps", r.name, f.name);
                seen |= f.mask();
            }
        }
        assert_eq!(by_name("ID").unwrap().reset_value(0), id::ID);
        assert_eq!(by_name("ID").unwrap().reset_value(0xff), 0x4145_5303);
        assert_eq!(by_name("ID").unwrap().reset_value(0x1ff), 0x4145_5304);
        assert_eq!(by_name("ID").unwrap().reset_value(caps::XTS), 0x4145_5304, "version 4 with XTS, GCM or not");
        assert_eq!(by_name("CAPS").unwrap().reset_value(0x7f), 0x7f);
    }

    #[test]
    fn key_sizes() {
        assert_eq!(KeySize::from_bytes(24), Some(KeySize::Aes192));
        assert_eq!(KeySize::Aes256.words(), 8);
        assert_eq!(KeySize::from_code(3), None);
        assert_eq!(KeySize::Aes256.caps_bit(), 4);
    }
}
