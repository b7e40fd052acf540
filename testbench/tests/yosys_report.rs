//! `synth/yosys_report.sh` on small designs whose resources and depth are known, so that the
//! numbers it prints for `aes_axis` can be trusted.

use aes_export::exports::project_file;
use hdl_harness::tools::{require, scratch_dir};
use std::process::Command;

/// The report of `verilog` with the modules `boxes` (space-separated) as black boxes.
fn report(verilog: &str, top: &str, name: &str, boxes: &str) -> String {
    report_with(verilog, top, name, &[("BLACKBOX", boxes)])
}

/// The report of `verilog` with the script's options `env` (`BLACKBOX`, `CUT`).
fn report_with(verilog: &str, top: &str, name: &str, env: &[(&str, &str)]) -> String {
    require("yosys");
    require("python3");
    let dir = scratch_dir(name);
    let file = dir.join(format!("{top}.v"));
    std::fs::write(&file, verilog).unwrap();
    let out = Command::new("sh")
        .arg(project_file("synth/yosys_report.sh"))
        .arg(&file)
        .arg(top)
        .env("YOSYS_REPORT_DIR", dir.join("report"))
        .envs(env.iter().copied())
        .output()
        .expect("cannot run the report script");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    text
}

fn field(report: &str, name: &str) -> String {
    let line = report.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("no {name} in\n{report}"));
    line[name.len()..].split_whitespace().next().unwrap().to_owned()
}

fn levels(report: &str) -> (u32, u32) {
    let lines: Vec<&str> = report.lines().collect();
    let i = lines.iter().position(|l| l.starts_with("LUT levels")).unwrap();
    let reg = field(report, "LUT levels").parse().unwrap();
    let any = lines[i + 1].split_whitespace().next().unwrap().parse().unwrap();
    (reg, any)
}

/// A 6-input AND between registers is one LUT, one level.
#[test]
fn one_lut_is_one_level() {
    let v = "module t(input clk, input [5:0] b, output reg y);\n\
             reg [5:0] rb;\n\
             always @(posedge clk) begin rb <= b; y <= &rb; end\nendmodule\n";
    let r = report(v, "t", "yosys_report_one", "");
    assert_eq!(field(&r, "LUT"), "1", "{r}");
    assert_eq!(field(&r, "FF"), "7", "{r}");
    assert_eq!(field(&r, "BRAM"), "0", "{r}");
    assert_eq!(field(&r, "DSP"), "0", "{r}");
    assert_eq!(levels(&r), (1, 1), "{r}");
}

/// A 100-input XOR needs at least three LUT levels: one level is at most an 8-input function
/// (four LUT6 with MUXF7 and MUXF8), and 8 x 8 < 100. Between registers it
/// counts as register-to-register depth; from input ports only on the "including ports" line.
#[test]
fn deep_paths_between_registers_and_from_ports() {
    let from_regs = "module d(input clk, input [99:0] a, input [5:0] b, output reg x, output reg y);\n\
             reg [99:0] ra; reg [5:0] rb;\n\
             always @(posedge clk) begin ra <= a; rb <= b; x <= ^ra; y <= &rb; end\nendmodule\n";
    let r = report(from_regs, "d", "yosys_report_regs", "");
    let (reg, any) = levels(&r);
    assert!(reg >= 3 && any == reg, "{r}");

    let from_ports = "module p(input clk, input [99:0] a, input [5:0] b, output reg x, output reg y);\n\
             reg [5:0] rb;\n\
             always @(posedge clk) begin rb <= b; x <= ^a; y <= &rb; end\nendmodule\n";
    let r = report(from_ports, "p", "yosys_report_ports", "");
    let (reg, any) = levels(&r);
    assert!(reg == 1 && any >= 3, "{r}");
}

/// A module synthesised as a black box (`BLACKBOX`) ends the paths into it and starts the paths
/// out of it: the 100-input XOR inside `x` sets the depth only while `x` is synthesised.
#[test]
fn a_black_box_ends_the_paths_through_it() {
    let v = "module x(input [99:0] a, output y);\n assign y = ^a;\nendmodule\n\
             module b(input clk, input [99:0] a, input [5:0] c, output reg q, output reg z);\n\
             reg [99:0] ra; reg [5:0] rc; wire y;\n x inner(.a(ra), .y(y));\n\
             always @(posedge clk) begin ra <= a; rc <= c; q <= y; z <= &rc; end\nendmodule\n";
    let whole = report(v, "b", "yosys_report_whole", "");
    assert!(levels(&whole).0 >= 3, "{whole}");
    let boxed = report(v, "b", "yosys_report_boxed", "x");
    assert_eq!(levels(&boxed), (1, 1), "{boxed}");
}

/// A 72-input XOR needs three levels (one level is at most an 8-input function, 8 x 8 < 72);
/// here its first level is in the top module and the rest in a module written as rust-hdl
/// writes one. Cutting that module's inputs (`CUT`, a flip-flop where each enters) leaves two
/// levels on either side; cutting its output (by name) leaves the three in front of the cut.
#[test]
fn a_cut_divides_the_paths_through_the_ports_it_names() {
    let v = "module m(clock,a,y);\n    input wire clock;\n    input wire [35:0] a;\n    output reg y;\n\
             always @(*) begin\n        y = ^a;\n    end\nendmodule\n\
             module t(input clk, input [35:0] b, input [35:0] c, output reg z);\n\
             reg [35:0] rb, rc; wire y;\n m inner(.clock(clk), .a(rb ^ rc), .y(y));\n\
             always @(posedge clk) begin rb <= b; rc <= c; z <= y; end\nendmodule\n";
    let whole = report_with(v, "t", "yosys_report_uncut", &[]);
    assert_eq!(levels(&whole).0, 3, "{whole}");
    let inputs = report_with(v, "t", "yosys_report_cut_in", &[("CUT", "m:in")]);
    assert_eq!(levels(&inputs).0, 2, "{inputs}");
    let output = report_with(v, "t", "yosys_report_cut_out", &[("CUT", "m:y")]);
    assert_eq!(levels(&output).0, 3, "{output}");
}

/// Distributed RAM: its read data is one level from the read address, and its write inputs end
/// paths. The write data here is one LUT deep; through the memory's write port it would make a
/// three-level path into `y`, but the memory stores it: the deepest path is the read address
/// through the RAM and one LUT, two levels.
#[test]
fn distributed_ram_is_one_level_from_its_read_address() {
    let v = "module m(input clk, input [5:0] a, input [3:0] ra, input [3:0] wa, input x, output reg [1:0] y);\n\
             reg [5:0] r; reg [3:0] rra, rwa; reg rx;\n\
             (* ram_style = \"distributed\" *) reg [1:0] mem [0:15];\n\
             always @(posedge clk) begin r <= a; rra <= ra; rwa <= wa; rx <= x; mem[rwa] <= {^r, &r}; y <= mem[rra] ^ {2{rx}}; end\n\
             endmodule\n";
    let r = report(v, "m", "yosys_report_lutram", "");
    assert!(r.contains("LUTRAM") && !r.contains("(+ 0 LUTRAM"), "{r}");
    assert_eq!(levels(&r), (2, 2), "{r}");
}

/// The depth by cone (`CONES=1`, `synth/cone_depth.py`: each register's logic mapped alone): the
/// 100-input XOR needs three levels and is listed above a limit of 2 by its register alone; the
/// 6-input AND beside it is one LUT.
#[test]
fn each_cone_is_mapped_alone() {
    let v = "module c(input clk, input [99:0] a, input [5:0] b, output reg x, output reg y);\n\
             reg [99:0] ra; reg [5:0] rb;\n\
             always @(posedge clk) begin ra <= a; rb <= b; x <= ^ra; y <= &rb; end\nendmodule\n";
    let r = report_with(v, "c", "yosys_report_cones", &[("CONES", "1"), ("DEPTH_LIMIT", "2")]);
    assert_eq!(field(&r, "LUT levels by cone"), "3", "{r}");
    let listed: Vec<&str> = r.lines().skip_while(|l| !l.starts_with("LUT levels by cone")).skip(1).collect();
    assert_eq!(listed.len(), 1, "{r}");
    assert!(listed[0].split_whitespace().collect::<Vec<_>>() == ["3", "levels", "1", "x", "x"], "{r}");
}

/// A carry chain adds no LUT level but carries the depth of the logic in front of it into the
/// cone behind it, in the depth by cone as in the design's: the sum's propagate terms (one LUT)
/// through the chain and an XOR after it, two levels.
#[test]
fn the_depth_by_cone_continues_through_carry_chains() {
    let v = "module s(input clk, input [31:0] a, input [31:0] b, input [31:0] c, output reg [31:0] y);\n\
             reg [31:0] ra, rb, rc;\n\
             always @(posedge clk) begin ra <= a; rb <= b; rc <= c; y <= (ra + rb) ^ rc; end\nendmodule\n";
    let r = report_with(v, "s", "yosys_report_cones_carry", &[("CONES", "1")]);
    assert!(r.contains("CARRY4 8"), "{r}");
    assert_eq!(levels(&r).0, 2, "{r}");
    assert_eq!(field(&r, "LUT levels by cone"), "2", "{r}");
}
