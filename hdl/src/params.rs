//! Key sizes, build options and the timing figures that follow from them.
//!
//! The pipeline has one stage per round plus the initial AddRoundKey, and the key expansion unit
//! holds one round key per stage. A build sized for AES-256 (14 rounds, 15 stages) runs AES-128
//! and AES-192 by taking the output from stage 10 or 12.

use aes_fpga_driver::regs::caps;

/// Key sizes, encoded as the core's `key_len` input and `aes_axis`'s `CTRL.KEYLEN`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyLen {
    Aes128 = 0,
    Aes192 = 1,
    Aes256 = 2,
}

impl KeyLen {
    pub const ALL: [KeyLen; 3] = [KeyLen::Aes128, KeyLen::Aes192, KeyLen::Aes256];

    /// 32-bit words in the key (FIPS-197 `Nk`).
    pub const fn nk(self) -> usize {
        match self {
            KeyLen::Aes128 => 4,
            KeyLen::Aes192 => 6,
            KeyLen::Aes256 => 8,
        }
    }

    /// Rounds (FIPS-197 `Nr`).
    pub const fn rounds(self) -> usize {
        self.nk() + 6
    }

    pub const fn code(self) -> u8 {
        self as u8
    }

    pub fn bits(self) -> usize {
        32 * self.nk()
    }

    pub fn from_code(code: u8) -> Option<KeyLen> {
        KeyLen::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// Most rounds of any key size.
pub const NR_MAX: usize = 14;
/// Most key words of any key size.
pub const NK_MAX: usize = 8;

/// What a build of the core supports. Leaving a feature out removes its logic from the design
/// (not only from the synthesised netlist): the inverse S-box tables and the inverse
/// MixColumns step for decryption, stages 11-14 and round keys 11-14 for AES-192/256.
/// `modes` holds the `CAPS` bits of the modes of operation built in around the core
/// (`aes_fpga_driver::regs::caps::CBC ..= CTR`; `modes.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreOptions {
    pub decrypt: bool,
    pub aes192_256: bool,
    pub modes: u32,
}

impl Default for CoreOptions {
    /// Everything: the build that is exported.
    fn default() -> Self {
        Self::FULL
    }
}

impl CoreOptions {
    pub const FULL: CoreOptions = CoreOptions { decrypt: true, aes192_256: true, modes: caps::MODES };
    /// AES-128 encryption only: the forward-only modes run in both directions.
    pub const ENCRYPT_128: CoreOptions =
        CoreOptions { decrypt: false, aes192_256: false, modes: caps::CFB | caps::OFB | caps::CTR };
    /// Every cipher feature and ECB alone (no `CTRL.MODE`, no IV registers).
    pub const ECB_ONLY: CoreOptions = CoreOptions { decrypt: true, aes192_256: true, modes: 0 };

    pub fn supports(&self, key_len: KeyLen, decrypt: bool) -> bool {
        (self.aes192_256 || key_len == KeyLen::Aes128) && (self.decrypt || !decrypt)
    }

    /// Most rounds the build runs.
    pub fn max_rounds(&self) -> usize {
        if self.aes192_256 { NR_MAX } else { KeyLen::Aes128.rounds() }
    }

    /// The longest key the build supports.
    pub fn max_key_len(&self) -> KeyLen {
        if self.aes192_256 { KeyLen::Aes256 } else { KeyLen::Aes128 }
    }

    /// Pipeline stages, and round keys held by the expansion unit.
    pub fn stages(&self) -> usize {
        self.max_rounds() + 1
    }

    /// Key words the core stores.
    pub fn key_words(&self) -> usize {
        if self.aes192_256 { NK_MAX } else { KeyLen::Aes128.nk() }
    }

    /// `aes_axis`'s `CAPS` register: bit 0 decrypt, bit 1 AES-192, bit 2 AES-256, bits 3-6 the
    /// modes of operation.
    pub fn caps(&self) -> u32 {
        self.decrypt as u32 | (self.aes192_256 as u32) << 1 | (self.aes192_256 as u32) << 2 | (self.modes & caps::MODES)
    }

    /// Whether the build has the mode of operation with `CAPS` bit `bit` (ECB: 0, always).
    pub fn has_mode(&self, bit: u32) -> bool {
        self.modes & bit == bit
    }
}

/// Latency in cycles from the input handshake to `out_valid` of the same block: one register per
/// round plus the initial AddRoundKey. The same in both directions.
pub const fn latency(key_len: KeyLen) -> u64 {
    key_len.rounds() as u64 + 1
}

/// Cycles from the cycle of the key-word write that completes a key update (or of a `decrypt`
/// change) to the
/// first cycle `key_ready` is high, with no transaction in progress (see `key_refresh.rs`).
pub const fn key_load_cycles(key_len: KeyLen) -> u64 {
    key_len.rounds() as u64 + 5
}

/// AES-128 latency, the figure most users need.
pub const LATENCY: u64 = latency(KeyLen::Aes128);
/// AES-128 key load time.
pub const KEY_LOAD_CYCLES: u64 = key_load_cycles(KeyLen::Aes128);
