//! The command line of `aes-fpga`: every subcommand's arguments, the value enums (`--mode`,
//! `--engine`, `--pad`), the build selection (`--build` and one flag per build option) and the
//! parsers of keys, IVs, GCM's arguments and cycle windows. The commands take their arguments
//! from here; a value a parser cannot check alone is checked by its command before it starts.
//! Numbers whose errors must stay on one line (`--sector`, `--sector-size`) are taken as text
//! and parsed here.
//! The modes of `--mode` are the contract's ([`Mode::CODES`]), the build options those of
//! `aes_export::builds::BUILD_FLAGS`.

use crate::files::read;
use aes_export::builds::{build_options, BUILDS, BUILD_FLAGS};
use aes_fpga_driver::bytes::parse_hex;
use aes_fpga_driver::dma;
use aes_fpga_driver::gcm::{IV_BYTES, TAG_LENGTHS};
use aes_fpga_driver::regs::Mode;
use aes_fpga_driver::KeySize;
use aes_hdl::params::CoreOptions;
use anyhow::{anyhow, bail, Result};
use clap::builder::PossibleValue;
use clap::{Arg, ArgMatches, FromArgMatches, Parser, Subcommand};
use std::path::PathBuf;
use std::sync::LazyLock;

#[derive(Parser)]
#[command(name = "aes-fpga", version, about = "Pipelined AES accelerator for FPGAs: export, simulate, waveforms, speedup")]
pub struct Cli {
    /// Without a subcommand: `simulate` with the built-in workload.
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Write everything Vivado needs (Verilog, constraints) and print what was written;
    /// aes_axis.v is the build selected by --build and the build options.
    Export {
        /// Write every file into DIR [default: the repository's synth/ and constraints/].
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        #[command(flatten)]
        build: BuildArgs,
        /// Print the named builds and their options, and write nothing.
        #[arg(long)]
        list_builds: bool,
    },
    /// Stream a workload through the simulated aes_axis over AXI4-Lite and AXI4-Stream.
    Simulate(SimulateArgs),
    /// Render a window of a VCD file as an SVG timing diagram.
    Wave(WaveArgs),
    /// Speedup reports: the mymul multiplier, and the AES accelerator behind an AXI DMA.
    Speedup(SpeedupArgs),
    /// On the board: encrypt or decrypt a file through the FPGA (UIO register windows, u-dma-buf).
    Run(RunArgs),
}

/// `simulate`'s arguments (and the run without a subcommand's, [`SimulateArgs::default_run`]).
#[derive(clap::Args, Clone, Debug)]
pub struct SimulateArgs {
    /// Data to process [default: a generated 1 MiB buffer]; its length must be a multiple of 16
    /// bytes unless --pad pkcs7 is given.
    #[arg(long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Write the processed data to FILE.
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Key as 32, 48 or 64 hex digits (AES-128/192/256), bytes in FIPS-197 order.
    #[arg(long, value_name = "HEX", default_value = DEMO_KEY)]
    pub key: String,
    /// Decrypt instead of encrypt.
    #[arg(long)]
    pub decrypt: bool,
    #[command(flatten)]
    pub cipher_mode: ModeArgs,
    /// Padding: pkcs7 pads the input before encryption and removes it after decryption.
    #[arg(long, value_enum)]
    pub pad: Option<Pad>,
    /// Probability that the DMA's S2MM channel holds m_axis_tready low in a cycle (memory write
    /// stalls; 0 <= P < 1).
    #[arg(long, value_name = "P", default_value_t = 0.0)]
    pub backpressure: f64,
    /// Width of each DMA channel's memory port in bits (64: a Zynq HP port; 128: two ports, or
    /// the DMA's own 128-bit data path at the core's clock).
    #[arg(long, value_name = "BITS", default_value_t = 128)]
    pub dma_bus_bits: u64,
    /// Longest DMA transfer in bytes; longer buffers are split [default: the whole buffer].
    #[arg(long, value_name = "BYTES")]
    pub max_transfer: Option<usize>,
    /// Clock frequency of the projected hardware throughput, in MHz.
    #[arg(long, value_name = "MHZ", default_value_t = 200.0)]
    pub clock_mhz: f64,
    /// Write a VCD waveform of every signal during --vcd-cycles.
    #[arg(long, value_name = "FILE")]
    pub vcd: Option<PathBuf>,
    /// Window of the waveform in clock cycles since reset, A..B (B excluded).
    #[arg(long, value_name = "A..B", default_value = "0..200", requires = "vcd")]
    pub vcd_cycles: String,
    /// Size of the generated workload in 16-byte blocks (without --input).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BLOCKS, conflicts_with = "input")]
    pub blocks: usize,
    /// Simulation engine: rust-hdl simulates the RustHDL design; verilator runs Verilator's model
    /// of the exported Verilog (built on first use, then cached; no --vcd).
    #[arg(long, value_enum, default_value_t = EngineChoice::RustHdl)]
    pub engine: EngineChoice,
}

/// FIPS-197 Appendix C.1's key: the built-in workload's key.
pub const DEMO_KEY: &str = "000102030405060708090a0b0c0d0e0f";
/// NIST SP 800-38A's IV of the CBC, CFB and OFB vectors (F.2-F.4): the IV, or initial counter
/// block, of every mode unless `--iv` gives another.
pub const DEFAULT_IV: &str = "000102030405060708090a0b0c0d0e0f";
/// The built-in workload: 1 MiB.
pub const DEFAULT_BLOCKS: usize = 65_536;

impl SimulateArgs {
    /// The run without arguments.
    pub fn default_run() -> SimulateArgs {
        SimulateArgs {
            input: None,
            output: None,
            key: DEMO_KEY.into(),
            decrypt: false,
            cipher_mode: ModeArgs::default(),
            pad: None,
            backpressure: 0.0,
            clock_mhz: 200.0,
            vcd: None,
            vcd_cycles: "0..200".into(),
            blocks: DEFAULT_BLOCKS,
            engine: EngineChoice::RustHdl,
            dma_bus_bits: 128,
            max_transfer: None,
        }
    }
}

/// `--mode`, `--iv`, GCM's `--aad`, `--aad-file` and `--tag`, and XTS's `--xts-key`, `--sector`
/// and `--sector-size`, shared by `simulate` and `run`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct ModeArgs {
    /// Mode of operation (CTRL.MODE); ctr counts the whole block as a 128-bit big-endian number,
    /// gcm is AES-GCM (authenticated, any length), xts is XTS-AES (sectors, --key is Key1).
    #[arg(long, value_enum, default_value_t = ModeChoice::default())]
    pub mode: ModeChoice,
    /// IV, or initial counter block for ctr, as 32 hex digits, bytes in FIPS-197 order (IV0 holds
    /// bytes 0..3) [default: 000102030405060708090a0b0c0d0e0f, the IV of NIST SP 800-38A]; not
    /// with --mode ecb. With --mode gcm: the 96-bit IV as 24 hex digits, required.
    #[arg(long, value_name = "HEX")]
    pub iv: Option<String>,
    /// GCM: additional authenticated data as hex digits [default: none].
    #[arg(long, value_name = "HEX")]
    pub aad: Option<String>,
    /// GCM: additional authenticated data from a file (instead of --aad).
    #[arg(long, value_name = "FILE")]
    pub aad_file: Option<PathBuf>,
    /// GCM with --decrypt: the received tag as 32 hex digits (or a truncated tag of 30, 28, 26,
    /// 24, 16 or 8 digits); the output is written only when it matches.
    #[arg(long, value_name = "HEX")]
    pub tag: Option<String>,
    /// XTS: the tweak key Key2, as long as --key (Key1) and different from it (32 or 64 hex
    /// digits; IEEE 1619's key is Key1 || Key2), required.
    #[arg(long, value_name = "HEX")]
    pub xts_key: Option<String>,
    /// XTS: the number of the input's first sector, decimal or 0x-prefixed hex, below 2^128
    /// [default: 0]; the next sectors follow it.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub sector: Option<String>,
    /// XTS: bytes per sector (data unit), at least 16; the input is a whole number of them
    /// [default: 512].
    #[arg(long, value_name = "BYTES", allow_hyphen_values = true)]
    pub sector_size: Option<String>,
}

/// What `--mode` and its arguments select.
pub enum Cipher {
    /// A block mode and its IV (`None` for ECB).
    Block(Mode, Option<[u8; 16]>),
    Gcm(GcmArgs),
    Xts(XtsArgs),
}

impl ModeArgs {
    /// The mode and its arguments; a malformed IV, AAD or tag, or one given where the mode or
    /// direction has none, is an error.
    pub fn resolve(&self, decrypt: bool) -> Result<Cipher> {
        let xts_flags = [(self.xts_key.is_some(), "--xts-key"), (self.sector.is_some(), "--sector"), (self.sector_size.is_some(), "--sector-size")];
        if self.mode.0 == Mode::Xts {
            return Ok(Cipher::Xts(XtsArgs::parse(self)?));
        }
        if let Some((_, flag)) = xts_flags.iter().find(|(given, _)| *given) {
            bail!("{flag} needs --mode xts");
        }
        if self.mode.0 == Mode::Gcm {
            return Ok(Cipher::Gcm(GcmArgs::parse(self, decrypt)?));
        }
        for (given, flag) in [(self.aad.is_some(), "--aad"), (self.aad_file.is_some(), "--aad-file"), (self.tag.is_some(), "--tag")] {
            if given {
                bail!("{flag} needs --mode gcm");
            }
        }
        let mode = self.mode.0;
        let iv = match &self.iv {
            Some(_) if !mode.has_iv() => {
                let with_iv: Vec<&str> = MODE_CHOICES.iter().filter(|m| m.0.has_iv()).map(|m| m.0.short_name()).collect();
                bail!("--iv needs a mode with an IV (--mode {}); {mode} has none", with_iv.join(", "))
            }
            _ if !mode.has_iv() => None,
            Some(hex) => Some(parse_iv(hex)?),
            None => Some(parse_iv(DEFAULT_IV)?),
        };
        Ok(Cipher::Block(mode, iv))
    }
}

/// `--mode`: a mode of the contract ([`Mode::CODES`]) by its short name, each value's help
/// the rate the design runs it at: every stream mode ([`Mode::ALL`]), GCM, which runs through
/// `gcm.rs`, and XTS, through `xts.rs`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ModeChoice(pub Mode);

/// The modes the program runs, in code order.
static MODE_CHOICES: LazyLock<Vec<ModeChoice>> = LazyLock::new(|| {
    Mode::CODES.into_iter().map(ModeChoice).collect()
});

impl clap::ValueEnum for ModeChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &MODE_CHOICES
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let m = self.0;
        let rate = match (m.feeds_back(false), m.feeds_back(true)) {
            (false, false) => "one block per cycle",
            (true, false) => "one block per latency + 1 cycles encrypting, one per cycle decrypting",
            (false, true) => "one block per cycle encrypting, one per latency + 1 cycles decrypting",
            (true, true) => "one block per latency + 1 cycles",
        };
        Some(PossibleValue::new(m.short_name()).help(format!("{m}: {rate}")))
    }
}

/// `--engine`: the simulation engine.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineChoice {
    RustHdl,
    Verilator,
}

impl EngineChoice {
    pub fn name(self) -> &'static str {
        match self {
            EngineChoice::RustHdl => "rust-hdl",
            EngineChoice::Verilator => "Verilator",
        }
    }
}

/// `--pad`: the padding of the block modes.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pad {
    Pkcs7,
}

/// The GCM arguments, checked.
#[derive(Clone, Debug)]
pub struct GcmArgs {
    pub iv: [u8; IV_BYTES],
    pub aad: Vec<u8>,
    /// The received tag (decryption only).
    pub tag: Option<Vec<u8>>,
}

impl GcmArgs {
    /// `--iv` (24 hex digits, required), `--aad` or `--aad-file`, and `--tag` exactly when
    /// decrypting.
    pub fn parse(m: &ModeArgs, decrypt: bool) -> Result<GcmArgs> {
        let hex = m.iv.as_deref().ok_or_else(|| anyhow!("--mode gcm needs --iv: the 96-bit IV as 24 hex digits"))?;
        let bytes = parse_hex(hex).map_err(|e| anyhow!("invalid IV: {e}; expected 24 hex digits (the 96-bit GCM IV)"))?;
        let n = bytes.len();
        let iv = bytes.try_into().map_err(|_| anyhow!("invalid IV: {} hex digits, expected 24 (the 96-bit GCM IV)", 2 * n))?;
        let aad = match (&m.aad, &m.aad_file) {
            (Some(_), Some(_)) => bail!("--aad and --aad-file exclude each other"),
            (Some(hex), None) => parse_hex(hex).map_err(|e| anyhow!("invalid AAD: {e}"))?,
            (None, Some(path)) => read(path, "AAD file")?,
            (None, None) => Vec::new(),
        };
        let tag = match (&m.tag, decrypt) {
            (Some(_), false) => bail!("--tag needs --decrypt (encryption computes the tag)"),
            (None, true) => bail!("--mode gcm --decrypt needs --tag: the received tag as 32 hex digits"),
            (None, false) => None,
            (Some(hex), true) => {
                let tag = parse_hex(hex).map_err(|e| anyhow!("invalid tag: {e}"))?;
                if !TAG_LENGTHS.contains(&tag.len()) {
                    bail!("invalid tag: {} hex digits, expected 32 (or 30, 28, 26, 24, 16 or 8 for a truncated tag)", 2 * tag.len());
                }
                Some(tag)
            }
        };
        Ok(GcmArgs { iv, aad, tag })
    }
}

/// The XTS arguments, checked (the keys' check needs Key1: [`XtsArgs::check_keys`]).
#[derive(Clone, Debug)]
pub struct XtsArgs {
    /// The tweak key, Key2.
    pub key2: Vec<u8>,
    pub first_sector: u128,
    pub sector_size: usize,
}

/// IEEE 1619's usual data unit, the sector of most disks.
pub const DEFAULT_SECTOR_SIZE: usize = 512;

impl XtsArgs {
    /// `--xts-key` (required), `--sector`, `--sector-size`; no IV, AAD or tag.
    pub fn parse(m: &ModeArgs) -> Result<XtsArgs> {
        for (given, flag) in [(m.iv.is_some(), "--iv"), (m.aad.is_some(), "--aad"), (m.aad_file.is_some(), "--aad-file"), (m.tag.is_some(), "--tag")] {
            if given {
                bail!("{flag} is not for --mode xts: each sector's tweak is its number (--sector)");
            }
        }
        let hex = m.xts_key.as_deref().ok_or_else(|| anyhow!("--mode xts needs --xts-key: the tweak key Key2, as long as --key"))?;
        let key2 = parse_hex(hex).map_err(|e| anyhow!("invalid --xts-key: {e}"))?;
        let first_sector = match &m.sector {
            Some(s) => parse_sector(s)?,
            None => 0,
        };
        let sector_size = match &m.sector_size {
            Some(s) => s.trim().parse().map_err(|_| anyhow!("invalid --sector-size {s:?}: expected a number of bytes"))?,
            None => DEFAULT_SECTOR_SIZE,
        };
        Ok(XtsArgs { key2, first_sector, sector_size })
    }

    /// Key1 (`--key`) and Key2: 16 or 32 bytes each, the same length, different.
    pub fn check_keys(&self, key1: &[u8]) -> Result<()> {
        Ok(aes_fpga_driver::xts::check_keys(key1, &self.key2)?)
    }
}

/// A sector number: decimal, or hex after `0x`, below 2^128.
pub fn parse_sector(s: &str) -> Result<u128> {
    let t = s.trim();
    let parsed = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        Some(hex) => u128::from_str_radix(hex, 16),
        None => t.parse(),
    };
    parsed.map_err(|_| anyhow!("invalid --sector {s:?}: expected a sector number below 2^128, decimal or 0x-prefixed hex"))
}

/// `run`'s arguments.
#[derive(clap::Args, Clone, Debug)]
pub struct RunArgs {
    /// UIO device of aes_axis's register window (e.g. /dev/uio0).
    #[arg(long, value_name = "DEV")]
    pub uio: PathBuf,
    /// UIO device of the AXI DMA's register window (e.g. /dev/uio1).
    #[arg(long, value_name = "DEV")]
    pub dma_uio: PathBuf,
    /// u-dma-buf device of the DMA buffer (e.g. /dev/udmabuf0).
    #[arg(long, value_name = "DEV")]
    pub udmabuf: PathBuf,
    /// Folder of the buffer's attributes [default: /sys/class/u-dma-buf/<name of --udmabuf>].
    #[arg(long, value_name = "DIR")]
    pub udmabuf_sysfs: Option<PathBuf>,
    /// Key as 32, 48 or 64 hex digits (AES-128/192/256), bytes in FIPS-197 order.
    #[arg(long, value_name = "HEX")]
    pub key: String,
    /// Decrypt instead of encrypt.
    #[arg(long)]
    pub decrypt: bool,
    #[command(flatten)]
    pub cipher_mode: ModeArgs,
    /// Data to process; its length must be a positive multiple of 16 bytes (any length with
    /// --mode gcm).
    #[arg(long, value_name = "FILE")]
    pub input: PathBuf,
    /// Where the result goes (written only when everything succeeded).
    #[arg(long, value_name = "FILE")]
    pub output: PathBuf,
    /// Longest DMA transfer in bytes (the DMA's c_sg_length_width = 23 allows 8 MiB - 1).
    #[arg(long, value_name = "BYTES", default_value_t = dma::max_length(23))]
    pub max_transfer: usize,
}

/// `wave`'s arguments.
#[derive(clap::Args, Clone, Debug)]
pub struct WaveArgs {
    /// The VCD file (e.g. from `simulate --vcd`).
    pub vcd: PathBuf,
    /// Signals to show, by hierarchical name (`uut.s_axis_tvalid`; the `uut.` may be left out)
    /// [default: clock, AXI4-Lite, key state, streams].
    #[arg(long, num_args = 1.., value_delimiter = ',', value_name = "NAME")]
    pub signals: Vec<String>,
    /// Window in clock cycles, A..B [default: the whole file].
    #[arg(long, value_name = "A..B")]
    pub cycles: Option<String>,
    /// The SVG file to write [default: the VCD's name with .svg].
    #[arg(long, value_name = "FILE.svg")]
    pub out: Option<PathBuf>,
    /// Print the names of all signals in the file and stop.
    #[arg(long)]
    pub list: bool,
}

/// `speedup`'s arguments.
#[derive(clap::Args, Clone, Debug)]
pub struct SpeedupArgs {
    /// Clock of the accelerator and of the DMA path, in MHz.
    #[arg(long, value_name = "MHZ", default_value_t = 200.0)]
    pub clock_mhz: f64,
    /// Width of the AXI DMA data path, in bits.
    #[arg(long, value_name = "BITS", default_value_t = 64)]
    pub bus_bits: u32,
    /// Buffer size in bytes (a multiple of 16).
    #[arg(long, value_name = "BYTES", default_value_t = 1 << 20)]
    pub bytes: u64,
    /// Software AES throughput of the CPU being accelerated, in MB/s (e.g. the Zynq's
    /// Cortex-A9) [default: the aes crate measured on this host].
    #[arg(long, value_name = "MB_PER_S")]
    pub sw_mbps: Option<f64>,
}

/// The build selected on the command line: `--build NAME` and one flag per `BUILD_FLAGS` entry.
/// Values are checked by `build_options`, so that a bad one gets the program's one-line error.
pub struct BuildArgs {
    build: Option<String>,
    flags: Vec<(&'static str, String)>,
}

impl BuildArgs {
    /// The build's options, or a one-line message.
    pub fn options(&self) -> Result<CoreOptions> {
        let flags: Vec<(&str, &str)> = self.flags.iter().map(|(n, v)| (*n, v.as_str())).collect();
        build_options(self.build.as_deref(), &flags).map_err(|e| anyhow!(e))
    }
}

impl FromArgMatches for BuildArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let flags =
            BUILD_FLAGS.iter().filter_map(|f| m.get_one::<String>(f.name).map(|v| (f.name, v.clone()))).collect();
        Ok(BuildArgs { build: m.get_one::<String>("build").cloned(), flags })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

impl clap::Args for BuildArgs {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let names: Vec<&str> = BUILDS.iter().map(|b| b.name).collect();
        let mut cmd = cmd.arg(
            Arg::new("build")
                .long("build")
                .value_name("NAME")
                .help(format!("Named build of aes_axis.v: {} [default: {}]", names.join(", "), names[0])),
        );
        for f in BUILD_FLAGS {
            cmd = cmd.arg(Arg::new(f.name).long(f.name).value_name("VALUE").help(f.help));
        }
        cmd
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

/// Parses a key of 32, 48 or 64 hex digits.
pub fn parse_key(hex: &str) -> Result<(KeySize, Vec<u8>)> {
    let bytes = parse_hex(hex).map_err(|e| anyhow!("invalid key: {e}"))?;
    match KeySize::from_bytes(bytes.len()) {
        Some(size) => Ok((size, bytes)),
        None => bail!("invalid key: {} hex digits, expected 32, 48 or 64 (AES-128/192/256)", 2 * bytes.len()),
    }
}

/// Parses an IV of 32 hex digits (one block).
pub fn parse_iv(hex: &str) -> Result<[u8; 16]> {
    let bytes = parse_hex(hex).map_err(|e| anyhow!("invalid IV: {e}; expected 32 hex digits (one 16-byte block)"))?;
    let n = bytes.len();
    bytes.try_into().map_err(|_| anyhow!("invalid IV: {} hex digits, expected 32 (one 16-byte block)", 2 * n))
}

/// Parses `A..B` (A < B).
pub fn parse_window(s: &str) -> Result<(u64, u64)> {
    let bad = || anyhow!("invalid cycle window {s:?}: expected A..B with A < B, e.g. 0..200");
    let (a, b) = s.split_once("..").ok_or_else(bad)?;
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    if a >= b {
        return Err(bad());
    }
    Ok((a, b))
}
