//! Key sizes, build options and the timing figures that follow from them.
//!
//! The pipeline has one stage per round plus the initial AddRoundKey, and the key expansion unit
//! holds one round key per stage. A build sized for AES-256 (14 rounds, 15 stages) runs AES-128
//! and AES-192 by taking the output from stage 10 or 12.

use aes_fpga_driver::regs::{caps, Mode};

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

/// How the S-boxes are built (the rounds' and the key expansion's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SboxImpl {
    /// 256-entry `case` tables, mapped to LUTs: combinational lookups.
    Lut,
    /// Synchronous-read memories, mapped to block RAM (RAMB18E1 on the xc7, two lookups per
    /// RAMB18, one on each port; forward and inverse tables in one 512-entry memory where the
    /// build decrypts). A lookup takes a clock edge, so the memory's output register is the
    /// pipeline register of its stage (`round.rs`) and the key expansion addresses its memories
    /// one cycle ahead (`key_expansion.rs`). Latency and key load time are those of `Lut`.
    Bram,
}

impl SboxImpl {
    pub const ALL: [SboxImpl; 2] = [SboxImpl::Lut, SboxImpl::Bram];
}

/// The device family the block-RAM S-boxes are written for. The LUT S-boxes are the same
/// Verilog for every family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// Inferred synchronous-read memories (`sbox.rs`), which Vivado maps to RAMB18E1 (with
    /// `DOA_REG`/`DOB_REG` for the second register of two per round) and any synthesis tool to
    /// its block RAM.
    Generic,
    /// Lattice ECP5: each memory an instantiated DP16KD, its contents in `INITVAL_00..3F`,
    /// its output register (`REGMODE = "OUTREG"`) the second register of two per round; Yosys
    /// infers the DP16KD without it.
    Ecp5,
}

impl Family {
    pub const ALL: [Family; 2] = [Family::Generic, Family::Ecp5];
}

/// What a build of the core supports and how it is built. Leaving a feature out removes its
/// logic from the design (not only from the synthesised netlist): the inverse S-box tables and
/// the inverse MixColumns step for decryption, stages 11-14 and round keys 11-14 for
/// `modes` holds the `CAPS` bits of the modes of operation built in around the core
/// (`aes_fpga_driver::regs::caps::CBC ..= CTR`; `modes.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreOptions {
    pub decrypt: bool,
    pub aes192_256: bool,
    pub sbox: SboxImpl,
    pub modes: u32,
    /// Pipeline registers per round: 1, or 2 for a shorter register-to-register path (the
    /// S-box lookup gets a register of its own, `round.rs`), at about twice the latency.
    pub regs_per_round: u8,
    /// The device family the block-RAM S-boxes are written for.
    pub family: Family,
}

impl Default for CoreOptions {
    /// Everything, GCM included, with the S-boxes in block RAM: the build that is exported
    /// (`full`). On the Zynq-7020 the block-RAM S-boxes take a fraction of the LUTs of the `Lut`
    /// build, which does not fit the device (`docs/performance.md`, "Resources and depth").
    fn default() -> Self {
        CoreOptions::FULL.with_sbox(SboxImpl::Bram).with_gcm(true)
    }
}

impl CoreOptions {
    pub const FULL: CoreOptions =
        CoreOptions {
        decrypt: true,
        aes192_256: true,
        sbox: SboxImpl::Lut,
        modes: caps::MODES,
        regs_per_round: 1,
        family: Family::Generic,
    };
    /// AES-128 encryption only: the forward-only modes run in both directions.
    pub const ENCRYPT_128: CoreOptions = CoreOptions {
        decrypt: false,
        aes192_256: false,
        sbox: SboxImpl::Lut,
        modes: CoreOptions::all_modes(false),
        regs_per_round: 1,
        family: Family::Generic,
    };
    /// Every cipher feature and ECB alone (no `CTRL.MODE`, no IV registers).
    pub const ECB_ONLY: CoreOptions = CoreOptions { modes: 0, ..CoreOptions::FULL };

    /// Every mode of operation a build with or without the inverse cipher runs in both directions:
    /// CBC decryption needs the inverse cipher, CFB, OFB and CTR only the forward one.
    pub const fn all_modes(decrypt: bool) -> u32 {
        if decrypt { caps::MODES } else { caps::CFB | caps::OFB | caps::CTR }
    }

    /// The same build with S-boxes of kind `sbox`.
    pub const fn with_sbox(self, sbox: SboxImpl) -> CoreOptions {
        CoreOptions { sbox, ..self }
    }

    /// The same build with its block-RAM S-boxes written for `family`.
    pub const fn with_family(self, family: Family) -> CoreOptions {
        CoreOptions { family, ..self }
    }

    /// The same build with `regs` pipeline registers per round (1 or 2).
    pub const fn with_regs_per_round(self, regs: u8) -> CoreOptions {
        CoreOptions { regs_per_round: regs, ..self }
    }

    /// The same build with AES-GCM (`CAPS` bit 7, `gcm/gcm_control.rs`) or without.
    pub const fn with_gcm(self, gcm: bool) -> CoreOptions {
        CoreOptions { modes: if gcm { self.modes | caps::GCM } else { self.modes & !caps::GCM }, ..self }
    }

    /// Whether the build has AES-GCM.
    pub const fn has_gcm(&self) -> bool {
        self.modes & caps::GCM != 0
    }

    /// Two registers per round.
    pub const fn two_regs(&self) -> bool {
        self.regs_per_round == 2
    }

    /// The S-box build of the key expansion's lookup: the build's own, but LUTs on the ECP5
    /// with two registers per round. The expansion's lookup closes a loop each cycle (its
    /// output is in the next lookup's address, `key_expansion.rs`), so it cannot take a
    /// DP16KD's output register, and without it the RAM's clock to data would bound the
    /// two-register builds on the ECP5 once the rounds have theirs (`docs/performance.md`,
    /// "Fmax on the ECP5").
    pub const fn expansion_sbox(&self) -> SboxImpl {
        if matches!(self.family, Family::Ecp5) && self.two_regs() { SboxImpl::Lut } else { self.sbox }
    }

    /// Latency of this build (see [`latency_of`]).
    pub const fn latency(&self, key_len: KeyLen) -> u64 {
        latency_of(self.regs_per_round, key_len)
    }

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
        self.decrypt as u32 | (self.aes192_256 as u32) << 1 | (self.aes192_256 as u32) << 2 | (self.modes & caps::ANY_MODE)
    }

    /// Whether the build has the mode of operation with `CAPS` bit `bit` (ECB: 0, always).
    pub fn has_mode(&self, bit: u32) -> bool {
        self.modes & bit == bit
    }

    /// Whether `CTRL.DECRYPT` is stored: the build has the inverse cipher, or a mode that
    /// decrypts with the forward one.
    pub fn stores_decrypt(&self) -> bool {
        self.decrypt
            || Mode::CODES.into_iter().any(|m| m.caps_bit() != 0 && self.has_mode(m.caps_bit()) && !m.decrypts_with_inverse_cipher())
    }
}

/// Latency in cycles from the input handshake to `out_valid` of the same block, one register per
/// round: one register per round plus the initial AddRoundKey. The same in both directions and
/// for both S-box builds: the register of each stage sits after its S-box lookup (`round.rs`),
/// so a block RAM's read register is the stage register and adds no cycle.
pub const fn latency(key_len: KeyLen) -> u64 {
    latency_of(1, key_len)
}

/// Latency with `regs` registers per round: `Nr + 1` (11, 13, 15) with one; with two, every
/// stage that looks up an S-box (the initial AddRoundKey and rounds 1 to `Nr - 1`) takes two
/// cycles and the stage that ends the rounds one (its block leaves through a single register
/// behind AddRoundKey): `2 Nr + 1` (21, 25, 29), within the contract's `2 Nr + 4`
/// (`docs/aes_axis.md`, "Rates and latencies").
pub const fn latency_of(regs: u8, key_len: KeyLen) -> u64 {
    let nr = key_len.rounds() as u64;
    if regs == 2 { 2 * nr + 1 } else { nr + 1 }
}

/// AES-128 latency, the figure most users need.
pub const LATENCY: u64 = latency(KeyLen::Aes128);
