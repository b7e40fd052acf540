//! Every file the project hands to Vivado, with the path it has in the repository: the generated
//! ones (checked in; `tests/exports.rs` fails when one is stale) and the hand-written scripts and
//! constraints that go with them. `aes-fpga export` writes this table;
//! `cargo run -p aes-testbench --example export_all` refreshes the generated files in place.

use aes_hdl::aes_axis::aes_axis_verilog;
use aes_hdl::mymul::mymul_verilog;
use aes_hdl::selftest::{selftest_verilog, zedboard_xdc};
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

/// Every exported file.
pub fn exports() -> Vec<Export> {
    vec![
        generated("synth/aes_axis.v", "Verilog of aes_axis (AES core, AXI4-Lite registers, AXI4-Stream data path)", aes_axis_verilog()),
        generated("synth/aes_selftest.v", "Verilog of the Zedboard self-test top aes_selftest", selftest_verilog()),
        generated("synth/mymul.v", "Verilog of mymul (openMSP430 hardware multiplier)", mymul_verilog()),
        generated("constraints/zedboard.xdc", "Zedboard pins of the self-test (GCLK, LD0-LD7)", zedboard_xdc()),
        source("constraints/aes_axis_ooc.xdc", "out-of-context clock of aes_axis (aclk at 200 MHz)", include_str!("../../constraints/aes_axis_ooc.xdc")),
        source("synth/common.tcl", "settings shared by the Vivado scripts (part xc7z020clg484-1)", include_str!("../../synth/common.tcl")),
        source("synth/build_ooc.tcl", "Vivado: aes_axis out of context at 200 MHz, utilisation and timing reports", include_str!("../../synth/build_ooc.tcl")),
        source("synth/build_selftest.tcl", "Vivado: the self-test bitstream", include_str!("../../synth/build_selftest.tcl")),
        source("synth/package_ip.tcl", "Vivado: aes_axis packaged as an IP", include_str!("../../synth/package_ip.tcl")),
        source("synth/block_design.tcl", "Vivado: Zynq block design with PS7, AXI DMA and the AES IP", include_str!("../../synth/block_design.tcl")),
    ]
}

/// A path relative to the project root.
pub fn project_file(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}
