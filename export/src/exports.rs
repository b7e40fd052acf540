//! Every file the project hands to Vivado and Vitis, with the path it has in the repository: the
//! generated ones (checked in; `tests/exports.rs` fails when one is stale) and the hand-written
//! scripts and constraints that go with them. `aes-fpga export` writes this table;
//! `cargo run -p aes-export --example export_all` refreshes the generated files in place.

use crate::builds::{build_args, build_name, default_build};
use crate::register_files;
use aes_hdl::aes_axis::aes_axis_verilog_with;
use aes_hdl::export::banner;
use aes_hdl::params::CoreOptions;
use aes_hdl::selftest::{selftest_verilog, zedboard_xdc};
use mymul::peripheral::mymul_verilog;
use std::path::PathBuf;

/// One file for Vivado.
pub struct Export {
    /// Path relative to the project root; the scripts find each other by this layout.
    pub path: &'static str,
    pub what: &'static str,
    /// Generated from the design (and checked in), rather than written by hand.
    pub generated: bool,
    pub contents: String,
}

fn generated(path: &'static str, what: &'static str, contents: String) -> Export {
    Export { path, what, generated: true, contents }
}

fn source(path: &'static str, what: &'static str, contents: &str) -> Export {
    Export { path, what, generated: false, contents: contents.to_string() }
}

/// The lines every generated Verilog file starts with: what it is, the command that writes it,
/// and how the merged modules read.
fn verilog_banner(what: &str, command: &str, extra: &[String]) -> String {
    let mut lines =
        vec![what.to_string(), format!("Generated from the RustHDL design in hdl/ by `{command}`; do not edit.")];
    lines.extend_from_slice(extra);
    lines.push("Identical instances share one module; the comment above each module lists its instances.".into());
    banner(&lines) + "\n"
}

/// Every exported file, `aes_axis` built with `options`.
pub fn exports_for(options: CoreOptions) -> Vec<Export> {
    let name = build_name(&options).map(|n| format!(" (build `{n}`)")).unwrap_or_default();
    let axis = [format!("Build options: {}{name}; CAPS = 0x{:x}.", build_args(&options), options.caps())];
    let selftest = [format!("Its aes_axis is the default build without GCM: {}.", build_args(&aes_hdl::selftest::SELFTEST_BUILD))];
    vec![
        generated(
            "synth/aes_axis.v",
            "Verilog of aes_axis (AES core, AXI4-Lite registers, AXI4-Stream data path)",
            verilog_banner(
                "aes_axis: pipelined AES core, AXI4-Lite registers, AXI4-Stream data path.",
                &format!("aes-fpga export {}", build_args(&options)),
                &axis,
            ) + &aes_axis_verilog_with(options),
        ),
        generated(
            "synth/aes_selftest.v",
            "Verilog of the Zedboard self-test top aes_selftest",
            verilog_banner("aes_selftest: the Zedboard self-test of aes_axis.", "aes-fpga export", &selftest)
                + &selftest_verilog(),
        ),
        generated(
            "synth/mymul.v",
            "Verilog of mymul (openMSP430 hardware multiplier)",
            verilog_banner("mymul: openMSP430 hardware multiplier.", "aes-fpga export", &[]) + &mymul_verilog(),
        ),
        generated("constraints/zedboard.xdc", "Zedboard pins of the self-test (GCLK, LD0-LD7)", zedboard_xdc()),
        source("constraints/aes_axis_ooc.xdc", "out-of-context clock of aes_axis (aclk at 200 MHz)", include_str!("../../constraints/aes_axis_ooc.xdc")),
        source("synth/common.tcl", "settings shared by the Vivado scripts (part xc7z020clg484-1)", include_str!("../../synth/common.tcl")),
        source("synth/build_ooc.tcl", "Vivado: aes_axis out of context at 200 MHz, utilisation and timing reports", include_str!("../../synth/build_ooc.tcl")),
        source("synth/build_selftest.tcl", "Vivado: the self-test bitstream", include_str!("../../synth/build_selftest.tcl")),
        generated(
            "synth/package_ip.tcl",
            "Vivado: aes_axis packaged as an IP, with the memory map of its registers",
            register_files::package_ip_tcl(include_str!("../../synth/package_ip.tcl"), &options),
        ),
        source("synth/block_design.tcl", "Vivado: Zynq block design with PS7, AXI DMA and the AES IP", include_str!("../../synth/block_design.tcl")),
        generated("c/include/aes_axis_regs.h", "C header of the aes_axis registers", register_files::aes_axis_regs_h()),
        generated("c/include/axi_dma_regs.h", "C header of the AXI DMA registers the C driver uses", register_files::axi_dma_regs_h()),
        generated("docs/registers.md", "register table of the documentation", register_files::registers_md()),
    ]
}

/// Every exported file, the default build.
pub fn exports() -> Vec<Export> {
    exports_for(default_build().options)
}

/// A path relative to the project root.
pub fn project_file(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}
