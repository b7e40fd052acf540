//! The out-of-context constraints of `aes_axis` (the checked-in Verilog is checked in
//! `export/tests/exports.rs`).

use aes_hdl::aes_axis::aes_axis_verilog;
use aes_export::exports::project_file;

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
