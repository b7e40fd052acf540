//! Every generated file that is checked in, with the path it is checked in at (relative to the
//! project root). `cargo run -p aes-testbench --example export_all` writes them all; the tests in
//! `tests/exports.rs` fail when one is stale.

use aes_hdl::aes_axis::aes_axis_verilog;
use aes_hdl::selftest::{selftest_verilog, zedboard_xdc};
use std::path::PathBuf;

/// `(path, contents)` of every exported file.
pub fn exported_files() -> Vec<(&'static str, String)> {
    vec![
        ("synth/aes_axis.v", aes_axis_verilog()),
        ("synth/aes_selftest.v", selftest_verilog()),
        ("constraints/zedboard.xdc", zedboard_xdc()),
    ]
}

/// A path relative to the project root.
pub fn project_file(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}
