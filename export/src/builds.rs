//! The builds of `aes_axis`, defined once: the build options a command line can set
//! ([`BUILD_FLAGS`], each flag's values and what each sets in `CoreOptions`) and the named builds
//! ([`BUILDS`]). `aes-fpga export`, the synthesis table (`synth/synth_table.sh`), the generated
//! files and the tests take their builds from these two tables.

use aes_fpga_driver::regs::caps;
use aes_hdl::params::{CoreOptions, Family, SboxImpl};

/// A build option on the command line, `--NAME VALUE`.
pub struct BuildFlag {
    pub name: &'static str,
    pub help: &'static str,
    /// Each accepted value, with what it sets in the build's options.
    pub values: &'static [(&'static str, fn(&mut CoreOptions))],
    /// The value that describes `options`.
    pub value_of: fn(&CoreOptions) -> &'static str,
}

/// Every build option a command line can set; a new option of `CoreOptions` is one more entry.
pub const BUILD_FLAGS: &[BuildFlag] = &[
    BuildFlag {
        name: "keys",
        help: "Key sizes: 128 (AES-128 only) or all (AES-128/192/256)",
        values: &[("128", |o| o.aes192_256 = false), ("all", |o| o.aes192_256 = true)],
        value_of: |o| if o.aes192_256 { "all" } else { "128" },
    },
    BuildFlag {
        name: "decrypt",
        help: "Decryption: yes (both directions) or no (encrypt only)",
        // A build's modes follow its direction (CBC needs the inverse cipher to decrypt).
        values: &[
            ("yes", |o| set_decrypt(o, true)),
            ("no", |o| set_decrypt(o, false)),
        ],
        value_of: |o| if o.decrypt { "yes" } else { "no" },
    },
    BuildFlag {
        name: "sbox",
        help: "S-boxes: lut (case tables in LUTs) or bram (synchronous-read memories in block RAM)",
        values: &[("lut", |o| o.sbox = SboxImpl::Lut), ("bram", |o| o.sbox = SboxImpl::Bram)],
        value_of: |o| match o.sbox {
            SboxImpl::Lut => "lut",
            SboxImpl::Bram => "bram",
        },
    },
    BuildFlag {
        name: "modes",
        help: "Modes of operation around the core: all (CBC, CFB-128, OFB, CTR; without decryption CFB, OFB and CTR) or none (ECB only, no IV registers, no GCM, no XTS)",
        values: &[
            ("all", |o| o.modes = CoreOptions::all_modes(o.decrypt) | beside(o)),
            ("none", |o| o.modes = 0),
        ],
        value_of: |o| if o.modes == 0 { "none" } else { "all" },
    },
    BuildFlag {
        name: "gcm",
        help: "AES-GCM (CAPS bit 7, AAD_LEN, ID version 3): yes or no; --modes none drops it, and refuses --gcm yes",
        values: &[("yes", |o| *o = o.with_gcm(true)), ("no", |o| *o = o.with_gcm(false))],
        value_of: |o| if o.has_gcm() { "yes" } else { "no" },
    },
    BuildFlag {
        name: "xts",
        help: "XTS-AES (CAPS bit 8, XKEY0..7, ID version 4; decryption where --decrypt yes): yes or no; --modes none drops it, and refuses --xts yes",
        values: &[("yes", |o| *o = o.with_xts(true)), ("no", |o| *o = o.with_xts(false))],
        value_of: |o| if o.has_xts() { "yes" } else { "no" },
    },
    BuildFlag {
        name: "regs-per-round",
        help: "Pipeline registers per round: 1, or 2 (the S-box lookup gets its own register: about twice the latency, a shorter clock period)",
        values: &[("1", |o| o.regs_per_round = 1), ("2", |o| o.regs_per_round = 2)],
        value_of: |o| if o.two_regs() { "2" } else { "1" },
    },
    BuildFlag {
        name: "family",
        help: "Device family of the block-RAM S-boxes: generic (inferred memories: Vivado's RAMB18E1, any tool's block RAM) or ecp5 (Lattice DP16KD instantiated, REGMODE OUTREG as the second register of --regs-per-round 2)",
        values: &[("generic", |o| o.family = Family::Generic), ("ecp5", |o| o.family = Family::Ecp5)],
        value_of: |o| match o.family {
            Family::Generic => "generic",
            Family::Ecp5 => "ecp5",
        },
    },
];

fn set_decrypt(o: &mut CoreOptions, decrypt: bool) {
    o.decrypt = decrypt;
    if o.modes != 0 {
        o.modes = CoreOptions::all_modes(decrypt) | beside(o);
    }
}

/// The modes that run beside the SP 800-38A modes, sharing their IV registers, input mux and
/// delay line: a build has them only with `--modes all`.
const BESIDE: &[(&str, u32)] = &[("gcm", caps::GCM), ("xts", caps::XTS)];

/// The modes of `o` that [`BESIDE`] lists.
fn beside(o: &CoreOptions) -> u32 {
    BESIDE.iter().fold(0, |m, (_, bit)| m | (o.modes & bit))
}

/// A named build of `aes_axis`.
pub struct Build {
    pub name: &'static str,
    pub what: &'static str,
    pub options: CoreOptions,
}

/// The named builds; the first is the default export (`CoreOptions::default()`).
pub const BUILDS: &[Build] = &[
    Build {
        name: "full",
        what: "AES-128/192/256, encrypt and decrypt, every mode, GCM and XTS, S-boxes in block RAM",
        options: CoreOptions::FULL.with_sbox(SboxImpl::Bram).with_gcm(true).with_xts(true),
    },
    Build {
        name: "enc128",
        what: "AES-128, encrypt only (CFB, OFB, CTR and GCM both ways), S-boxes in block RAM",
        options: CoreOptions::ENCRYPT_128.with_sbox(SboxImpl::Bram).with_gcm(true),
    },
    // The two-register builds carry the modes of `full` and `enc128` (the delay lines follow
    // the core's latency); the LUT builds are the cipher's variants for area studies, without
    // GCM and XTS. XTS, a storage mode that needs both directions, is in the builds with the
    // inverse cipher.
    Build {
        name: "full-2reg",
        what: "AES-128/192/256, encrypt and decrypt, every mode, GCM and XTS, S-boxes in block RAM with their output registers, two registers per round",
        options: CoreOptions::FULL.with_sbox(SboxImpl::Bram).with_gcm(true).with_xts(true).with_regs_per_round(2),
    },
    Build {
        name: "enc128-2reg",
        what: "AES-128, encrypt only (CFB, OFB, CTR and GCM both ways), S-boxes in block RAM with their output registers, two registers per round",
        options: CoreOptions::ENCRYPT_128.with_sbox(SboxImpl::Bram).with_gcm(true).with_regs_per_round(2),
    },
    Build { name: "full-lut", what: "AES-128/192/256, encrypt and decrypt, S-boxes in LUTs", options: CoreOptions::FULL },
    Build { name: "enc128-lut", what: "AES-128, encrypt only, S-boxes in LUTs", options: CoreOptions::ENCRYPT_128 },
];

/// The default export.
pub fn default_build() -> &'static Build {
    &BUILDS[0]
}

/// The options of the named build `name` (one of [`BUILDS`]; panics on another name).
pub fn named(name: &str) -> CoreOptions {
    BUILDS.iter().find(|b| b.name == name).unwrap_or_else(|| panic!("no build named {name}")).options
}

/// The command-line form of `options`: `--keys all --decrypt yes`.
pub fn build_args(options: &CoreOptions) -> String {
    BUILD_FLAGS.iter().map(|f| format!("--{} {}", f.name, (f.value_of)(options))).collect::<Vec<_>>().join(" ")
}

/// The name of the build with `options`, if it has one.
pub fn build_name(options: &CoreOptions) -> Option<&'static str> {
    BUILDS.iter().find(|b| b.options == *options).map(|b| b.name)
}

/// The build selected by command-line words `--build NAME` and `--FLAG VALUE` pairs of
/// [`BUILD_FLAGS`] (for the examples that print one design's Verilog).
pub fn build_options_from_args(args: &[String]) -> Result<CoreOptions, String> {
    let mut build = None;
    let mut flags = vec![];
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let name = word.strip_prefix("--").ok_or_else(|| format!("unexpected argument `{word}`"))?;
        let value = words.next().ok_or_else(|| format!("--{name} needs a value"))?;
        if name == "build" {
            build = Some(value.as_str());
        } else {
            flags.push((name, value.as_str()));
        }
    }
    build_options(build, &flags)
}

/// The options of the named build `build` (default: the default export) with `flags`
/// (`(name, value)` pairs of `BUILD_FLAGS`) applied on top; a one-line message for an unknown
/// build, flag or value.
pub fn build_options(build: Option<&str>, flags: &[(&str, &str)]) -> Result<CoreOptions, String> {
    let mut options = match build {
        None => default_build().options,
        Some(name) => BUILDS.iter().find(|b| b.name == name).map(|b| b.options).ok_or_else(|| {
            let names: Vec<&str> = BUILDS.iter().map(|b| b.name).collect();
            format!("unknown build `{name}` (builds: {})", names.join(", "))
        })?,
    };
    for (name, value) in flags {
        let flag = BUILD_FLAGS.iter().find(|f| f.name == *name).ok_or_else(|| format!("unknown build option --{name}"))?;
        let (_, set) = flag.values.iter().find(|(v, _)| v == value).ok_or_else(|| {
            let values: Vec<&str> = flag.values.iter().map(|(v, _)| *v).collect();
            format!("invalid --{name} `{value}` (one of: {})", values.join(", "))
        })?;
        set(&mut options);
    }
    // `--modes none` drops GCM and XTS whatever the order of the flags; asking for either as
    // well is an error.
    if options.modes & caps::MODES == 0 {
        options.modes = 0;
        if let Some((name, _)) = BESIDE.iter().find(|(name, _)| flags.contains(&(*name, "yes"))) {
            return Err(format!("--{name} yes needs --modes all (--modes none is ECB only, without GCM and XTS)"));
        }
    }
    Ok(options)
}
