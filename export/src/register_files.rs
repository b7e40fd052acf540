//! The register map for people who never open Rust, generated from the contract crate
//! (`aes_fpga_driver::regs`, and `::dma` for the AXI DMA): the C headers (`c/include/`), the
//! IP-XACT memory map in `synth/package_ip.tcl` and the register table of the documentation
//! (`docs/registers.md`). `exports.rs` lists them with the other generated files, so
//! `aes-fpga export` writes them and `tests/exports.rs` fails when a checked-in copy is stale.

use crate::builds::{build_args, default_build, BUILD_FLAGS};
use aes_fpga_driver::dma::{dmacr, dmasr, reg};
use aes_fpga_driver::gcm;
use aes_fpga_driver::regs::{self, caps, id, Access, Field, KeySize, Mode, Register, REGISTERS};
use aes_fpga_driver::Config;
use aes_hdl::params::CoreOptions;

/// The command that writes these files.
pub const COMMAND: &str = "aes-fpga export";

/// Every C name starts with this.
pub const PREFIX: &str = "AES_AXIS_";

/// `Cfb128` -> `CFB128`: a mode's name in C.
pub fn mode_c_name(mode: Mode) -> String {
    format!("{mode:?}").to_uppercase()
}

/// `AES128`: a key size's name in C.
pub fn key_c_name(key: KeySize) -> String {
    format!("AES{}", key.bits())
}

/// One `#define NAME VALUE` of the generated headers, with its value, so that the header and the
/// test reading it back have one list.
pub struct Define {
    pub name: String,
    pub value: u64,
    pub comment: String,
}

fn def(name: impl Into<String>, value: u64, comment: impl Into<String>) -> Define {
    Define { name: name.into(), value, comment: comment.into() }
}

/// The defines of `aes_axis_regs.h`, in the order they are written, each section starting
/// with a define whose comment begins with `#` (the section title).
pub fn aes_axis_defines() -> Vec<(String, Vec<Define>)> {
    let p = PREFIX;
    let mut sections = vec![];
    let offsets = REGISTERS
        .iter()
        .map(|r| def(format!("{p}{}_OFFSET", r.name), r.offset as u64, format!("{} {}: {}", access_name(r.access), r.name, r.description)))
        .chain([
            def(format!("{p}ADDR_BITS"), regs::ADDR_BITS as u64, "address bits the register window decodes"),
            def(format!("{p}WINDOW_BYTES"), 1u64 << regs::ADDR_BITS, "bytes of the register window"),
            def(format!("{p}KEY_WORDS"), regs::KEY_WORDS as u64, "KEY0..KEY7"),
            def(format!("{p}IV_WORDS"), regs::IV_WORDS as u64, "IV0..IV3"),
        ])
        .collect();
    sections.push(("Register byte offsets".to_string(), offsets));
    for r in REGISTERS.iter().filter(|r| !r.fields.is_empty()) {
        let mut d = vec![];
        for f in r.fields {
            let base = format!("{p}{}_{}", r.name, f.name);
            d.push(def(format!("{base}_SHIFT"), f.shift as u64, f.description));
            d.push(def(format!("{base}_MASK"), f.mask() as u64, ""));
            if f.bits == 1 {
                d.push(def(base, f.mask() as u64, ""));
            }
        }
        sections.push((format!("{} fields", r.name), d));
    }
    let modes = Mode::CODES
        .iter()
        .flat_map(|&m| {
            let n = mode_c_name(m);
            [
                def(format!("{p}CTRL_MODE_{n}"), m.code() as u64, format!("{} (CTRL.MODE code)", m.name())),
                def(format!("{p}MODE_{n}_CAPS"), m.caps_bit() as u64, "the CAPS bits the mode needs"),
                def(
                    format!("{p}MODE_{n}_DECRYPT_NEEDS_INVERSE"),
                    m.decrypts_with_inverse_cipher() as u64,
                    "1: decryption needs CAPS.DECRYPT (the inverse cipher)",
                ),
            ]
        })
        .chain([
            def(format!("{p}CAPS_MODES"), caps::MODES as u64, "the SP 800-38A modes besides ECB"),
            def(format!("{p}CAPS_ANY_MODE"), caps::ANY_MODE as u64, "any mode besides ECB, GCM included: CTRL.MODE and IV0..IV3 exist"),
        ])
        .collect();
    sections.push(("Modes of operation".to_string(), modes));
    let keys = KeySize::ALL
        .iter()
        .flat_map(|&k| {
            let n = key_c_name(k);
            [
                def(format!("{p}CTRL_KEYLEN_{n}"), k.code() as u64, format!("AES-{} (CTRL.KEYLEN code)", k.bits())),
                def(format!("{p}KEYLEN_{n}_BYTES"), k.bytes() as u64, "key bytes"),
                def(format!("{p}KEYLEN_{n}_CAPS"), k.caps_bit() as u64, "the CAPS bits the key size needs"),
            ]
        })
        .collect();
    sections.push(("Key sizes".to_string(), keys));
    let tag_lengths = gcm::TAG_LENGTHS.iter().fold(0u64, |m, &n| m | 1 << n);
    let gcm_defs = vec![
        def(format!("{p}GCM_IV_BYTES"), gcm::IV_BYTES as u64, "GCM IV bytes (96 bits: J0 = IV || 00000001)"),
        def(format!("{p}GCM_TAG_BYTES"), gcm::TAG_BYTES as u64, "bytes of the tag the design computes"),
        def(format!("{p}GCM_TAG_LENGTHS"), tag_lengths, "bit n set: a received tag of n bytes is accepted (SP 800-38D 5.2.1.2)"),
    ];
    sections.push(("GCM".to_string(), gcm_defs));
    let id_defs = vec![
        def(format!("{p}ID_VALUE"), id::ID as u64, "ID of the contract this header describes"),
        def(format!("{p}ID_MAGIC"), id::MAGIC as u64, "ID with the version bits clear: any aes_axis"),
        def(format!("{p}ID_VERSION"), id::VERSION as u64, "contract version"),
        def(format!("{p}ID_GCM_VALUE"), id::ID_GCM as u64, "ID of a build with CAPS.GCM"),
        def(format!("{p}ID_GCM_VERSION"), id::VERSION_GCM as u64, "contract version of a build with CAPS.GCM (AAD_LEN, STATUS.LENGTH_ERR)"),
    ];
    sections.push(("ID".to_string(), id_defs));
    let c = Config::default();
    let defaults = vec![
        def(format!("{p}DEFAULT_MAX_TRANSFER"), c.max_transfer as u64, "longest DMA transfer in bytes (c_sg_length_width = 23)"),
        def(format!("{p}DEFAULT_KEY_READY_POLLS"), c.key_ready_polls, "STATUS reads before KEY_READY must be seen"),
        def(format!("{p}DEFAULT_IDLE_POLLS"), c.idle_polls, "DMASR reads per transfer, plus one per 16 bytes"),
        def(format!("{p}DEFAULT_RESET_POLLS"), c.reset_polls, "DMACR reads before the DMA's soft reset must be over"),
    ];
    sections.push(("Driver limits (the Rust driver's Config::default)".to_string(), defaults));
    sections
}

/// The defines of `axi_dma_regs.h`: the AXI DMA (PG021) registers and bits the driver uses.
pub fn axi_dma_defines() -> Vec<(String, Vec<Define>)> {
    let d = |n: &str, v: u32, c: &str| def(format!("AXI_DMA_{n}"), v as u64, c);
    vec![
        (
            "Register byte offsets (PG021, direct register mode)".to_string(),
            vec![
                d("MM2S_DMACR", reg::MM2S_DMACR, "MM2S control"),
                d("MM2S_DMASR", reg::MM2S_DMASR, "MM2S status"),
                d("MM2S_SA", reg::MM2S_SA, "MM2S source address"),
                d("MM2S_SA_MSB", reg::MM2S_SA_MSB, "MM2S source address, upper 32 bits"),
                d("MM2S_LENGTH", reg::MM2S_LENGTH, "MM2S length in bytes: writing it starts the transfer"),
                d("S2MM_DMACR", reg::S2MM_DMACR, "S2MM control"),
                d("S2MM_DMASR", reg::S2MM_DMASR, "S2MM status"),
                d("S2MM_DA", reg::S2MM_DA, "S2MM destination address"),
                d("S2MM_DA_MSB", reg::S2MM_DA_MSB, "S2MM destination address, upper 32 bits"),
                d("S2MM_LENGTH", reg::S2MM_LENGTH, "S2MM buffer length in bytes: writing it starts the transfer"),
            ],
        ),
        (
            "DMACR bits".to_string(),
            vec![
                d("DMACR_RS", dmacr::RS, "run/stop"),
                d("DMACR_RESET", dmacr::RESET, "soft reset of both channels; reads 1 until done"),
                d("DMACR_IOC_IRQ_EN", dmacr::IOC_IRQ_EN, ""),
                d("DMACR_DLY_IRQ_EN", dmacr::DLY_IRQ_EN, ""),
                d("DMACR_ERR_IRQ_EN", dmacr::ERR_IRQ_EN, ""),
            ],
        ),
        (
            "DMASR bits".to_string(),
            vec![
                d("DMASR_HALTED", dmasr::HALTED, ""),
                d("DMASR_IDLE", dmasr::IDLE, ""),
                d("DMASR_SG_INCLD", dmasr::SG_INCLD, ""),
                d("DMASR_DMA_INT_ERR", dmasr::DMA_INT_ERR, ""),
                d("DMASR_DMA_SLV_ERR", dmasr::DMA_SLV_ERR, ""),
                d("DMASR_DMA_DEC_ERR", dmasr::DMA_DEC_ERR, ""),
                d("DMASR_IOC_IRQ", dmasr::IOC_IRQ, "write 1 to clear"),
                d("DMASR_DLY_IRQ", dmasr::DLY_IRQ, "write 1 to clear"),
                d("DMASR_ERR_IRQ", dmasr::ERR_IRQ, "write 1 to clear"),
                d("DMASR_ERRORS", dmasr::ERRORS, "DMAIntErr, DMASlvErr, DMADecErr"),
            ],
        ),
    ]
}

/// `aes_axis_regs.h` or `axi_dma_regs.h`: a C99 and C++ header of `#define`s.
pub fn c_header(file: &str, what: &str, source: &str, sections: &[(String, Vec<Define>)]) -> String {
    let guard = file.to_uppercase().replace('.', "_");
    let mut out = format!(
        "/* {file}: {what}.\n * Generated from {source} by `{COMMAND}`; do not edit.\n * C99 and C++: macros only, every value an unsigned literal. */\n#ifndef {guard}\n#define {guard}\n"
    );
    for (title, defines) in sections {
        out.push_str(&format!("\n/* {title} */\n"));
        for d in defines {
            let value = literal(&d.name, d.value);
            let comment = if d.comment.is_empty() { String::new() } else { format!(" /* {} */", d.comment) };
            out.push_str(&format!("#define {} {value}{comment}\n", d.name));
        }
    }
    if file == "aes_axis_regs.h" {
        out.push_str(&format!(
            "\n/* KEYi and IVi, i from 0 */\n#define {PREFIX}KEY_OFFSET(i) ({PREFIX}KEY0_OFFSET + 4u * (unsigned)(i))\n#define {PREFIX}IV_OFFSET(i) ({PREFIX}IV0_OFFSET + 4u * (unsigned)(i))\n"
        ));
    }
    out.push_str(&format!("\n#endif /* {guard} */\n"));
    out
}

/// A C literal: counts, shifts and codes in decimal, offsets, masks and register values in hex.
fn literal(name: &str, value: u64) -> String {
    let decimal = ["_SHIFT", "_BYTES", "_WORDS", "_BITS", "_POLLS", "_VERSION", "_TRANSFER", "_INVERSE"].iter().any(|s| name.ends_with(s))
        || (name.contains("_CTRL_MODE_") || name.contains("_CTRL_KEYLEN_")) && !name.ends_with("_MASK");
    if decimal {
        format!("{value}u")
    } else if value > 0xFFFF {
        format!("0x{value:08X}u")
    } else {
        format!("0x{value:02X}u")
    }
}

pub fn aes_axis_regs_h() -> String {
    c_header("aes_axis_regs.h", "the aes_axis register map", "driver/src/regs.rs", &aes_axis_defines())
}

pub fn axi_dma_regs_h() -> String {
    c_header("axi_dma_regs.h", "the Xilinx AXI DMA (PG021) registers the aes_axis driver uses", "driver/src/dma.rs", &axi_dma_defines())
}

/// IP-XACT's name for an access.
pub fn ipxact_access(a: Access) -> &'static str {
    match a {
        Access::ReadWrite | Access::ReadOnlyW1c => "read-write",
        Access::ReadOnly => "read-only",
        Access::WriteOnly => "write-only",
    }
}

/// The documentation's name for an access.
pub fn access_name(a: Access) -> &'static str {
    match a {
        Access::ReadWrite => "RW",
        Access::ReadOnly => "RO",
        Access::ReadOnlyW1c => "RO/W1C",
        Access::WriteOnly => "WO",
    }
}

/// A Tcl word in braces; the contract's descriptions never need escapes.
fn tcl_braced(text: &str) -> String {
    assert!(!text.contains(['{', '}', '\\', '\n']), "description needs Tcl escapes: {text}");
    format!("{{{text}}}")
}

/// The lines that open and close the generated part of `package_ip.tcl`.
pub const TCL_BEGIN: &str = "# BEGIN register map";
pub const TCL_END: &str = "# END register map";

/// The memory map of `s_axi` as `ipx::` commands: one address block over the register window, a
/// register for each of the contract's registers the build (`caps`) decodes, with its fields.
pub fn ipxact_memory_map(options: &CoreOptions) -> String {
    let caps = options.caps();
    let mut out = format!(
        "{TCL_BEGIN}: generated from driver/src/regs.rs by `{COMMAND} {}`; do not edit.\n\
         # The memory map of s_axi, so that the address editor, xparameters.h and PYNQ name the registers;\n\
         # it replaces the bare window the packager infers for the AXI4-Lite slave.\n\
         ipx::remove_all_memory_map $core\n\
         set memory_map [ipx::add_memory_map s_axi $core]\n\
         set_property slave_memory_map_ref s_axi [ipx::get_bus_interfaces s_axi -of_objects $core]\n\
         set block [ipx::add_address_block registers $memory_map]\n\
         set_property -dict [list base_address 0 range {} width 32 usage register] $block\n",
        build_args(options),
        1u32 << regs::ADDR_BITS
    );
    for r in REGISTERS.iter().filter(|r| r.present(caps)) {
        out.push_str(&format!(
            "set register [ipx::add_register {} $block]\n\
             set_property -dict [list address_offset 0x{:02X} size 32 access {} reset_value {} reset_value_format long description {}] $register\n",
            r.name,
            r.offset,
            ipxact_access(r.access),
            r.reset_value(caps),
            tcl_braced(r.description)
        ));
        for f in r.fields {
            let w1c = if f.access == Access::ReadOnlyW1c { " modified_write_value oneToClear" } else { "" };
            out.push_str(&format!(
                "set field [ipx::add_field {} $register]\n\
                 set_property -dict [list bit_offset {} bit_width {} access {}{w1c} description {}] $field\n",
                f.name,
                f.shift,
                f.bits,
                ipxact_access(f.access),
                tcl_braced(f.description)
            ));
        }
    }
    out.push_str(TCL_END);
    out.push('\n');
    out
}

/// `package_ip.tcl` with its generated part (between [`TCL_BEGIN`] and [`TCL_END`]) replaced
/// by the memory map of the build with `options`; the rest is the hand-written script.
pub fn package_ip_tcl(script: &str, options: &CoreOptions) -> String {
    let begin = script.find(TCL_BEGIN).expect("package_ip.tcl has the register map's BEGIN line");
    let end = script[begin..].find(TCL_END).map(|e| begin + e).expect("package_ip.tcl has the register map's END line");
    let end = end + script[end..].find('\n').map_or(script.len() - end, |n| n + 1);
    format!("{}{}{}", &script[..begin], ipxact_memory_map(options), &script[end..])
}

/// The build options that decide whether `r` is present: each flag whose values give the
/// default build a different presence, with the values under which it is.
fn presence(r: &Register) -> String {
    let default = default_build().options;
    let what = match r.presence {
        regs::Presence::Always => return "every build".into(),
        regs::Presence::WithModes => "builds with a mode bit in `CAPS`".to_string(),
        regs::Presence::WithCaps(mask) => {
            let names: Vec<String> =
                regs::CAPS_FIELDS.iter().filter(|f| f.mask() & mask != 0).map(|f| format!("`CAPS.{}`", f.name)).collect();
            format!("builds with {}", names.join(" and "))
        }
    };
    let mut words = vec![];
    for f in BUILD_FLAGS {
        let with: Vec<&str> = f
            .values
            .iter()
            .filter(|(_, set)| {
                let mut o = default;
                set(&mut o);
                r.present(o.caps())
            })
            .map(|(v, _)| *v)
            .collect();
        if !with.is_empty() && with.len() < f.values.len() {
            words.push(with.iter().map(|v| format!("`--{} {v}`", f.name)).collect::<Vec<_>>().join(" or "));
        }
    }
    if words.is_empty() { what.to_string() } else { format!("{what} ({})", words.join(", ")) }
}

fn bits(f: &Field) -> String {
    if f.bits == 1 { format!("{}", f.shift) } else { format!("{}:{}", f.shift + f.bits - 1, f.shift) }
}

/// `docs/registers.md`.
pub fn registers_md() -> String {
    let default = default_build().options;
    let mut out = format!(
        "<!-- Generated from driver/src/regs.rs by `{COMMAND}`; do not edit. -->\n\
         # `aes_axis` registers\n\n\
         Generated from the register contract (`driver/src/regs.rs`) by `{COMMAND}`, like the C header\n\
         `c/include/aes_axis_regs.h` (every name below prefixed `{PREFIX}`) and the IP-XACT memory map in\n\
         `synth/package_ip.tcl`. AXI4-Lite, 32-bit words in a {}-byte window, decoded per word (address bits\n\
         1:0 ignored); an unmapped address answers `SLVERR`, a write to a read-only register `OKAY` and is\n\
         ignored. Reset values are those of the default build (`{}`, `CAPS` = `0x{:02x}`).\n\n\
         | offset | register | access | reset | present in | description |\n\
         |--------|----------|--------|-------|------------|-------------|\n",
        1u32 << regs::ADDR_BITS,
        build_args(&default),
        default.caps()
    );
    for r in &REGISTERS {
        let reset = match r.read {
            regs::ReadValue::Caps => "the build's capabilities".to_string(),
            _ => format!("`0x{:08x}`", r.reset_value(default.caps())),
        };
        out.push_str(&format!(
            "| `0x{:02X}` | `{}` | {} | {} | {} | {} |\n",
            r.offset,
            r.name,
            access_name(r.access),
            reset,
            presence(r),
            r.description
        ));
    }
    for r in REGISTERS.iter().filter(|r| !r.fields.is_empty()) {
        out.push_str(&format!("\n## `{}` fields\n\n| bits | field | access | meaning |\n|------|-------|--------|---------|\n", r.name));
        for f in r.fields {
            out.push_str(&format!("| {} | `{}` | {} | {} |\n", bits(f), f.name, access_name(f.access), f.description));
        }
        if r.fields.iter().fold(0, |m, f| m | f.mask()) != u32::MAX {
            out.push_str("\nOther bits read 0.\n");
        }
    }
    out.push_str("\n## `CTRL.MODE` and `CTRL.KEYLEN` codes\n\n| field | code | selects | `CAPS` needed | decryption needs `CAPS.DECRYPT` |\n|-------|------|---------|---------------|------|\n");
    for m in Mode::CODES {
        out.push_str(&format!(
            "| `MODE` | {} | {} | {} | {} |\n",
            m.code(),
            m.name(),
            caps_names(m.caps_bit()),
            if m.decrypts_with_inverse_cipher() { "yes" } else { "no (forward cipher both ways)" }
        ));
    }
    for k in KeySize::ALL {
        out.push_str(&format!("| `KEYLEN` | {} | AES-{} | {} | |\n", k.code(), k.bits(), caps_names(k.caps_bit())));
    }
    out.push_str(&format!(
        "\n`ID` reads `0x{:08x}` (contract version {}) in a build with `CAPS.XTS`, `0x{:08x}` (version {}) in one with \
         `CAPS.GCM` and without XTS, `0x{:08x}` (version {}) in the others; a driver accepts any value whose bits 31:8 are `0x{:06x}`.\n",
        id::ID_XTS,
        id::VERSION_XTS,
        id::ID_GCM,
        id::VERSION_GCM,
        id::ID,
        id::VERSION,
        id::MAGIC >> 8
    ));
    out
}

fn caps_names(bits: u32) -> String {
    let names: Vec<String> = regs::CAPS_FIELDS.iter().filter(|f| bits & f.mask() != 0).map(|f| format!("`{}`", f.name)).collect();
    if names.is_empty() { "none".into() } else { names.join(", ") }
}
