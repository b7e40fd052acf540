//! The Vivado scripts in `synth/` run under `tclsh` with the stand-ins of
//! `testbench/vivado_standin.tcl`: every file they read exists, the part is `xc7z020clg484-1`, every
//! top, module, port, IP interface and pin they name exists in the generated Verilog, and they use
//! no command the stand-ins do not know. The last tests show that the stand-ins reject each of
//! those mistakes.

use aes_fpga_driver::regs::{Access, REGISTERS};
use aes_hdl::params::CoreOptions;
use aes_export::exports::project_file;
use aes_export::register_files::package_ip_tcl;
use hdl_harness::tools::{require, scratch_dir};
use std::path::Path;
use std::process::Command;

/// Runs `script` under the stand-ins with outputs under `build_dir`; returns the exit code and
/// the log.
fn standin(script: &Path, build_dir: &Path) -> (i32, String) {
    require("tclsh");
    let out = Command::new("tclsh")
        .arg(project_file("testbench/vivado_standin.tcl"))
        .arg(script)
        .env("AES_BUILD_DIR", build_dir)
        .output()
        .expect("cannot run tclsh");
    let mut log = String::from_utf8_lossy(&out.stdout).into_owned();
    log.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.code().unwrap_or(-1), log)
}

fn run_ok(script: &str, build_dir: &Path) -> String {
    let (code, log) = standin(&project_file(script), build_dir);
    assert!(code == 0 && log.lines().last() == Some("DONE"), "{script}: exit {code}\n{log}");
    log
}

fn has(log: &str, lines: &[&str]) {
    for l in lines {
        assert!(log.lines().any(|x| x == *l), "missing `{l}` in\n{log}");
    }
}

#[test]
fn build_ooc_synthesises_places_routes_and_reports() {
    let log = run_ok("synth/build_ooc.tcl", &scratch_dir("vivado_ooc"));
    has(&log, &[
        "OK file aes_axis.v", "OK file aes_axis_ooc.xdc", "OK part xc7z020clg484-1", "OK module aes_axis",
        "OK out_of_context", "OK constrained ports of aes_axis: aclk", "CALL opt_design", "CALL place_design",
        "CALL route_design", "CALL report_utilization", "CALL report_timing_summary",
        "aes_axis OOC timing: WNS 0.500 ns, TNS 0.000 ns",
    ]);
}

/// Negative slack after routing: WNS and TNS printed, exit status 1.
#[test]
fn build_ooc_fails_on_negative_slack() {
    require("tclsh");
    let dir = scratch_dir("vivado_ooc_slack");
    let out = Command::new("tclsh")
        .arg(project_file("testbench/vivado_standin.tcl"))
        .arg(project_file("synth/build_ooc.tcl"))
        .env("AES_BUILD_DIR", &*dir)
        .env("AES_STANDIN_SLACK", "-0.125")
        .output()
        .expect("cannot run tclsh");
    let log = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{log}");
    has(&log, &["aes_axis OOC timing: WNS -0.125 ns, TNS -0.125 ns"]);
    assert!(log.lines().any(|l| l.starts_with("ERROR: timing not met")), "{log}");
}

#[test]
fn build_selftest_writes_the_bitstream() {
    let log = run_ok("synth/build_selftest.tcl", &scratch_dir("vivado_selftest"));
    has(&log, &[
        "OK file aes_selftest.v", "OK file zedboard.xdc", "OK part xc7z020clg484-1", "OK module aes_selftest",
        "OK constrained ports of aes_selftest: clock led0 led1 led2 led3 led4 led5 led6 led7",
        "CALL route_design", "OK bitstream of aes_selftest",
    ]);
}

/// `package_ip.tcl` packages `aes_axis` with its three bus interfaces; `block_design.tcl` then
/// finds it in the IP repository and connects it to the PS7 and the DMA.
#[test]
fn package_ip_then_block_design() {
    let dir = scratch_dir("vivado_ip");
    let log = run_ok("synth/package_ip.tcl", &dir);
    has(&log, &[
        "OK part xc7z020clg484-1", "OK file aes_axis.v", "OK module aes_axis", "OK packaging aes_axis",
        "OK interface s_axi on aclk", "OK interface s_axis on aclk", "OK interface m_axis on aclk",
        "OK reset aresetn on aclk", "OK saved IP opensource.org:aes:aes_axis:1.0",
    ]);
    let present = REGISTERS.iter().filter(|r| r.present(CoreOptions::default().caps())).count();
    assert_eq!(present, 27, "the default build has AAD_LEN and XKEY0..XKEY7");
    has(&log, &[format!("OK memory map s_axi: {present} registers").as_str()]);
    has(&log, &memory_map_lines(CoreOptions::default().caps()).iter().map(String::as_str).collect::<Vec<_>>());
    let log = run_ok("synth/block_design.tcl", &dir);
    has(&log, &[
        "OK part xc7z020clg484-1", "OK Xilinx IP processing_system7 5.5", "OK Xilinx IP axi_dma 7.1",
        "OK Xilinx IP xlconcat 2.1", "OK CONFIG.c_sg_length_width on axi_dma", "OK CONFIG.PCW_S_AXI_HP1_DATA_WIDTH on ps7",
        "OK interface axi_dma/M_AXIS_MM2S", "OK pin axi_dma/s2mm_introut", "OK pin ps7/IRQ_F2P",
        "OK packaged IP opensource.org:aes:aes_axis:1.0", "OK interface aes/s_axis", "OK interface aes/m_axis",
        "OK interface aes/s_axi", "OK module aes_zynq_wrapper", "CALL validate_bd_design",
        "OK hardware platform aes_zynq.xsa",
    ]);
    let text = std::fs::read_to_string(project_file("synth/block_design.tcl")).unwrap();
    for needle in ["/ps7/S_AXI_HP0", "/ps7/S_AXI_HP1", "/ps7/M_AXI_GP0", "axi_dma/M_AXIS_MM2S", "axi_dma/S_AXIS_S2MM"] {
        assert!(text.contains(needle), "block design uses {needle}");
    }
}

/// The stand-ins' line for each register of the contract a build with `caps` decodes: name,
/// offset, IP-XACT access, reset value and fields, all from the contract's table.
fn memory_map_lines(caps: u32) -> Vec<String> {
    REGISTERS
        .iter()
        .filter(|r| r.present(caps))
        .map(|r| {
            let access = match r.access {
                Access::ReadWrite | Access::ReadOnlyW1c => "read-write",
                Access::ReadOnly => "read-only",
                Access::WriteOnly => "write-only",
            };
            let reset = r.reset_value(caps);
            let fields: Vec<&str> = r.fields.iter().map(|f| f.name).collect();
            format!("OK register {} 0x{:02X} {access} reset {reset} fields {}", r.name, r.offset, fields.join(","))
        })
        .collect()
}

/// The memory map is the exported build's: without modes, no IV registers and `CAPS`'s reset
/// value is that build's.
#[test]
fn memory_map_follows_the_build() {
    let dir = scratch_dir("vivado_ip_ecb");
    let synth = dir.join("synth");
    std::fs::create_dir_all(&synth).unwrap();
    for f in ["common.tcl", "aes_axis.v"] {
        std::fs::copy(project_file(&format!("synth/{f}")), synth.join(f)).unwrap();
    }
    let options = CoreOptions::ECB_ONLY;
    let script = synth.join("package_ip.tcl");
    let checked_in = std::fs::read_to_string(project_file("synth/package_ip.tcl")).unwrap();
    std::fs::write(&script, package_ip_tcl(&checked_in, &options)).unwrap();
    let (code, log) = standin(&script, &dir.join("build"));
    assert!(code == 0 && log.ends_with("DONE\n"), "exit {code}\n{log}");
    has(&log, &["OK memory map s_axi: 14 registers"]);
    has(&log, &memory_map_lines(options.caps()).iter().map(String::as_str).collect::<Vec<_>>());
    assert!(!log.contains("register IV0"), "{log}");
}

/// A script that would be wrong in Vivado fails under the stand-ins, with the reason.
#[test]
fn standins_reject_wrong_scripts() {
    let dir = scratch_dir("vivado_negative");
    let v = project_file("synth/aes_axis.v").canonicalize().unwrap();
    let v = v.display();
    let ooc = project_file("constraints/aes_axis_ooc.xdc").canonicalize().unwrap();
    let zed = project_file("constraints/zedboard.xdc").canonicalize().unwrap();
    let (ooc, zed) = (ooc.display(), zed.display());
    let cases = [
        (format!("read_verilog {v}\nsynth_design -top aes_axis -part xc7z020clg484-1\nopt_desing\n"), 3, "UNKNOWN opt_desing"),
        (format!("read_verilog {v}\nsynth_design -top aes_axis -part xc7z010clg400-1\n"), 2, "FAIL part is `xc7z010clg400-1`"),
        (format!("read_verilog {v}.missing\n"), 2, "FAIL file does not exist"),
        (format!("read_verilog {v}\nsynth_design -top aes_core -part xc7z020clg484-1\n"), 2, "FAIL no module `aes_core`"),
        (format!("read_verilog {v}\nread_xdc {zed}\nsynth_design -top aes_axis -part xc7z020clg484-1\n"), 2, "FAIL constraint on `clock`"),
        (format!("read_verilog {v}\nread_xdc {ooc}\nsynth_design -top aes_axis -part xc7z020clg484-1\nroute_design\n"), 2, "FAIL route_design after `synth`"),
        (format!("read_verilog {v}\n"), 2, "FAIL the script never names the part"),
        (
            format!("create_project p {dir}/p -part xc7z020clg484-1\nadd_files {v}\nset_property top aes_axis [current_fileset]\nipx::package_project -root_dir {dir}/ip -vendor a -library b\nipx::associate_bus_interfaces -busif s_axil -clock aclk [ipx::current_core]\n", dir = dir.display()),
            2,
            "FAIL no ports for interface `s_axil`",
        ),
    ];
    let bd = |body: &str| format!("create_project p {dir}/p -part xc7z020clg484-1\ncreate_bd_design d\n{body}", dir = dir.display());
    let more = [
        (bd("create_bd_cell -type ip -vlnv xilinx.com:ip:axi_dma:7.0 axi_dma\n"), 2, "FAIL VLNV xilinx.com:ip:axi_dma:7.0: the catalog has xilinx.com:ip:axi_dma:7.1"),
        (
            bd("create_bd_cell -type ip -vlnv xilinx.com:ip:axi_dma:7.1 axi_dma\nset_property -dict [list CONFIG.c_sg_lenght_width {23}] [get_bd_cells axi_dma]\n"),
            2,
            "FAIL no parameter CONFIG.c_sg_lenght_width on axi_dma 7.1",
        ),
        (
            bd("create_bd_cell -type ip -vlnv xilinx.com:ip:processing_system7:5.5 ps7\nconnect_bd_net [get_bd_pins ps7/IRQ_F2P_INTR]\n"),
            2,
            "FAIL no pin `IRQ_F2P_INTR` on processing_system7 5.5",
        ),
        (bd("write_hw_platform -fixed -file x.xsa\n"), 2, "FAIL write_hw_platform without -include_bit"),
    ];
    let ip = |body: &str| {
        format!(
            "create_project p {dir}/p -part xc7z020clg484-1\nadd_files {v}\nset_property top aes_axis [current_fileset]\n\
             ipx::package_project -root_dir {dir}/ip -vendor a -library b\nset core [ipx::current_core]\n\
             ipx::associate_bus_interfaces -busif s_axi -clock aclk $core\n\
             ipx::remove_all_memory_map $core\nset mm [ipx::add_memory_map s_axi $core]\n\
             set_property slave_memory_map_ref s_axi [ipx::get_bus_interfaces s_axi -of_objects $core]\n\
             set b [ipx::add_address_block regs $mm]\nset_property -dict [list base_address 0 range 256 width 32 usage register] $b\n\
             set r [ipx::add_register CTRL $b]\n\
             set_property -dict [list address_offset 0 size 32 access read-write reset_value 0 description {{c}}] $r\n\
             {body}ipx::save_core $core\n",
            dir = dir.display()
        )
    };
    let map_cases = [
        (ip("set_property access rw $r\n"), 2, "FAIL access `rw` of register:CTRL is not IP-XACT"),
        (ip("set_property adress_offset 4 $r\n"), 2, "FAIL no property `adress_offset` on an IP-XACT register"),
        (ip("set s [ipx::add_register STATUS $b]\nset_property -dict [list address_offset 0 size 32 access read-only reset_value 0 description {s}] $s\n"), 2, "FAIL registers STATUS and CTRL at the same offset"),
        (ip("set s [ipx::add_register X $b]\nset_property -dict [list address_offset 0x100 size 32 access read-only reset_value 0 description {s}] $s\n"), 2, "FAIL register X at 256: outside the 256-byte block"),
        (
            ip("set f [ipx::add_field A $r]\nset_property -dict [list bit_offset 0 bit_width 2 access read-write description {a}] $f\nset f [ipx::add_field B $r]\nset_property -dict [list bit_offset 1 bit_width 1 access read-write description {b}] $f\n"),
            2,
            "FAIL field CTRL.B overlaps another field",
        ),
        (ip("set x [ipx::add_memory_map s_axil $core]\n"), 2, "FAIL memory map `s_axil` is named after no bus interface"),
        (
            format!("create_project p {dir}/p -part xc7z020clg484-1\nadd_files {v}\nset_property top aes_axis [current_fileset]\nipx::package_project -root_dir {dir}/ip -vendor a -library b\nipx::associate_bus_interfaces -busif s_axi -clock aclk [ipx::current_core]\nipx::add_memory_map s_axi [ipx::current_core]\n", dir = dir.display()),
            2,
            "FAIL memory map `s_axi` exists (the packager infers one: remove it first)",
        ),
    ];
    let more: Vec<(String, i32, &str)> = more.into_iter().chain(map_cases).collect();
    let cases: Vec<(String, i32, &str)> = cases.into_iter().chain(more).collect();
    for (i, (script, want_code, want_line)) in cases.iter().enumerate() {
        let file = dir.join(format!("case{i}.tcl"));
        std::fs::write(&file, script).unwrap();
        let (code, log) = standin(&file, &dir);
        assert_eq!(code, *want_code, "case {i}:\n{script}\n{log}");
        assert!(log.lines().any(|l| l.starts_with(want_line)), "case {i}: want `{want_line}`:\n{log}");
    }
}
