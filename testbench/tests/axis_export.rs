//! The checked-in exports of `aes_axis` stay in step with the design.

use aes_hdl::aes_axis::aes_axis_verilog;
use std::path::PathBuf;

fn project_file(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}

/// `synth/aes_axis.v` is what the current design generates. To refresh it:
/// `cargo run -p aes-testbench --example export_axis > synth/aes_axis.v`.
#[test]
fn checked_in_verilog_is_current() {
    let path = project_file("synth/aes_axis.v");
    let checked_in = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        checked_in == aes_axis_verilog(),
        "synth/aes_axis.v is stale: cargo run -p aes-testbench --example export_axis > synth/aes_axis.v"
    );
}

/// The out-of-context constraints clock the module's clock port at 200 MHz.
#[test]
fn ooc_constraints_clock_aclk_at_200_mhz() {
    let xdc = std::fs::read_to_string(project_file("constraints/aes_axis_ooc.xdc")).unwrap();
    let clocks: Vec<&str> = xdc.lines().filter(|l| l.trim_start().starts_with("create_clock")).collect();
    assert_eq!(clocks.len(), 1, "{xdc}");
    assert!(clocks[0].contains("-period 5.000") && clocks[0].contains("[get_ports aclk]"), "{}", clocks[0]);
    let v = aes_axis_verilog();
    let header = v.lines().find(|l| l.starts_with("module aes_axis(")).unwrap();
    assert!(header.starts_with("module aes_axis(aclk,"), "aclk is a port of aes_axis");
}
