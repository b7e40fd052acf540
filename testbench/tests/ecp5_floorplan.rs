//! `synth/ecp5_floorplan.py` on the netlists of exported builds: the cell names it looks for are
//! the ones the `--family ecp5` export produces, every memory of the rounds gets a site of its
//! own, each stage's memories sit together and each stage beside the next. Yosys only reads and
//! flattens the Verilog here (no synthesis), which keeps the cell names that `synth_ecp5` keeps;
//! the builds are taken without modes and GCM, which change nothing in the rounds and would
//! only make the netlists slower to read.

use aes_hdl::aes_axis::aes_axis_verilog_with;
use aes_hdl::params::{CoreOptions, Family};
use aes_export::builds::named;
use aes_export::exports::project_file;
use hdl_harness::tools::{require, scratch_dir, ScratchDir};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::{Command, Output};

/// Group base columns and rows of the LFE5U-85F's EBR sites (the device's, not the script's).
const GROUP_BASES: [u32; 13] = [4, 13, 22, 31, 40, 49, 58, 69, 78, 87, 96, 105, 114];
const ROWS: [u32; 4] = [22, 46, 70, 82];

/// The named build without its modes and GCM.
fn rounds_only(name: &str) -> CoreOptions {
    CoreOptions { modes: 0, ..named(name) }.with_gcm(false)
}

fn flattened_json(options: CoreOptions, name: &str) -> (std::path::PathBuf, ScratchDir) {
    require("yosys");
    require("python3");
    let dir = scratch_dir(name);
    let v = dir.join("aes_axis.v");
    std::fs::write(&v, aes_axis_verilog_with(options)).unwrap();
    let json = dir.join("in.json");
    let out = Command::new("yosys")
        .arg("-q")
        .arg("-p")
        .arg(format!(
            "read_verilog -lib +/ecp5/cells_bb.v; read_verilog {}; hierarchy -top aes_axis; proc; flatten; write_json {}",
            v.display(),
            json.display()
        ))
        .output()
        .expect("cannot run yosys");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    (json, dir)
}

fn floorplan(input: &Path, output: &Path) -> Output {
    Command::new("python3")
        .arg(project_file("synth/ecp5_floorplan.py"))
        .arg(input)
        .arg(output)
        .output()
        .expect("cannot run the floorplan script")
}

/// (row, group, site in the group) of a `BEL` name, checked against the device's grid.
fn site(bel: &str) -> (u32, usize, u32) {
    let parts: Vec<&str> = bel.split('/').collect();
    assert_eq!(parts.len(), 3, "{bel}");
    let x: u32 = parts[0].strip_prefix('X').unwrap().parse().unwrap();
    let y: u32 = parts[1].strip_prefix('Y').unwrap().parse().unwrap();
    let k: u32 = parts[2].strip_prefix("EBR").unwrap().parse().unwrap();
    assert!(ROWS.contains(&y), "{bel}: no EBR row");
    let group = GROUP_BASES.iter().position(|&b| b + 2 * k == x).unwrap_or_else(|| panic!("{bel}: no EBR site"));
    (y, group, k)
}

/// The sites the script pins, as it lists them with `--check`: the rounds' by stage, and the XTS
/// tweak unit's.
struct Pinned {
    stages: BTreeMap<usize, Vec<(u32, usize, u32)>>,
    tweak: Vec<(u32, usize, u32)>,
}

/// The pinned sites, after checking that the netlist the script writes carries one `BEL` per
/// memory: `count` stages of eight, and eight of the tweak unit if `tweak`.
fn pinned(input: &Path, output: &Path, count: usize, tweak: bool) -> Pinned {
    let written = std::fs::read_to_string(output).unwrap();
    let memories = 8 * count + if tweak { 8 } else { 0 };
    assert_eq!(written.matches("\"BEL\": \"X").count(), memories, "one BEL per memory in the written netlist");
    let run = Command::new("python3")
        .arg(project_file("synth/ecp5_floorplan.py"))
        .arg(input)
        .arg(output)
        .arg("--check")
        .output()
        .expect("cannot run the floorplan script");
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let mut out = Pinned { stages: BTreeMap::new(), tweak: Vec::new() };
    for line in String::from_utf8_lossy(&run.stdout).lines() {
        // "stage S memory G: BEL" or "tweak memory G: BEL"
        let words: Vec<&str> = line.split_whitespace().collect();
        let bel = *words.last().unwrap();
        assert!(written.contains(&format!("\"BEL\": \"{bel}\"")), "{line}: not in the written netlist");
        match words[..] {
            ["stage", stage, "memory", _, _] => out.stages.entry(stage.parse().unwrap()).or_default().push(site(bel)),
            ["tweak", "memory", _, _] => out.tweak.push(site(bel)),
            _ => panic!("unexpected line: {line}"),
        }
    }
    assert_eq!(out.tweak.len(), if tweak { 8 } else { 0 });
    out
}

/// Every memory on a site of its own; a stage's eight in one row, in two neighbouring groups; the
/// next stage's in the same groups or a neighbouring one (along a row, or across the loop's turn).
fn check_layout(stages: &BTreeMap<usize, Vec<(u32, usize, u32)>>, count: usize) {
    assert_eq!(stages.keys().copied().collect::<Vec<_>>(), (0..count).collect::<Vec<_>>());
    let all: BTreeSet<_> = stages.values().flatten().collect();
    assert_eq!(all.len(), 8 * count, "every memory on a site of its own");
    let groups = |s: usize| -> (u32, BTreeSet<usize>) {
        let rams = &stages[&s];
        assert_eq!(rams.len(), 8, "stage {s}");
        let rows: BTreeSet<u32> = rams.iter().map(|r| r.0).collect();
        assert_eq!(rows.len(), 1, "stage {s} in one row: {rams:?}");
        let g: BTreeSet<usize> = rams.iter().map(|r| r.1).collect();
        let v: Vec<usize> = g.iter().copied().collect();
        assert!(v.len() == 2 && v[1] == v[0] + 1, "stage {s} in two neighbouring groups: {rams:?}");
        (rows.into_iter().next().unwrap(), g)
    };
    for s in 0..count - 1 {
        let (_, a) = groups(s);
        let (_, b) = groups(s + 1);
        let gap = a.iter().flat_map(|&x| b.iter().map(move |&y| x.abs_diff(y))).min().unwrap();
        assert!(gap <= 1, "stage {s} and {} apart: {a:?} {b:?}", s + 1);
    }
}

/// `options` exported for the ECP5, floorplanned by the script: its `count` stages of memories,
/// laid out as `check_layout` requires, and the tweak unit's if the build has XTS.
fn floorplanned_build(options: CoreOptions, name: &str, count: usize) -> Pinned {
    let (json, _dir) = flattened_json(options.with_family(Family::Ecp5), &format!("floorplan_{name}"));
    let out = std::path::PathBuf::from(format!("{}.pinned", json.display()));
    let run = floorplan(&json, &out);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let pins = pinned(&json, &out, count, options.has_xts());
    check_layout(&pins.stages, count);
    pins
}

/// The named build's rounds, floorplanned (`floorplanned_build`).
fn floorplanned(build: &str, count: usize) -> BTreeMap<usize, Vec<(u32, usize, u32)>> {
    floorplanned_build(rounds_only(build), build, count).stages
}

/// `enc128-2reg`'s rounds on the ECP5 (ten stages of memories): the loop over two rows, with the stage
/// that takes the input and the one that gives the output near the middle, two groups apart.
#[test]
fn enc128_2reg_rounds_in_a_loop_with_both_ends_in_the_middle() {
    let stages = floorplanned("enc128-2reg", 10);
    let rows: BTreeSet<u32> = stages.values().flatten().map(|r| r.0).collect();
    assert_eq!(rows.len(), 2, "{stages:?}");
    let first = stages[&0][0].1 as i64;
    let last = stages[&9][0].1 as i64;
    assert!((first - last).abs() <= 4, "input and output stages two groups apart: groups {first} and {last}");
    assert!((4..=8).contains(&first), "near the middle of the row: group {first}");
}

/// `full-2reg`'s rounds (fourteen stages, more than the loop holds) goes along the rows in turn, and a
/// netlist without the rounds' DP16KDs (the generic export) is refused in one line, with nothing
/// written.
#[test]
fn full_2reg_along_the_rows_and_a_generic_netlist_refused() {
    floorplanned("full-2reg", 14);
    let (json, dir) = flattened_json(rounds_only("enc128-2reg"), "floorplan_generic");
    let out = std::path::PathBuf::from(format!("{}.pinned", json.display()));
    let run = floorplan(&json, &out);
    assert!(!run.status.success());
    let err = String::from_utf8_lossy(&run.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("no DP16KD"), "{err}");
    assert!(!out.exists(), "nothing written");
    drop(dir);
}

/// `full-2reg` with XTS (and without GCM, which has no memories): the tweak unit's eight memories
/// in one row, in two neighbouring groups that hold none of the rounds', beside the first stage's
/// (the free pair the layout leaves there: the same row, the groups before it).
#[test]
fn full_2reg_tweak_unit_beside_the_first_stage() {
    let pins = floorplanned_build(named("full-2reg").with_gcm(false), "full-2reg-xts", 14);
    let rows: BTreeSet<u32> = pins.tweak.iter().map(|r| r.0).collect();
    let groups: BTreeSet<usize> = pins.tweak.iter().map(|r| r.1).collect();
    let sites: BTreeSet<_> = pins.tweak.iter().collect();
    assert_eq!(sites.len(), 8, "a site each: {:?}", pins.tweak);
    assert_eq!(rows.len(), 1, "{:?}", pins.tweak);
    let g: Vec<usize> = groups.iter().copied().collect();
    assert!(g.len() == 2 && g[1] == g[0] + 1, "two neighbouring groups: {g:?}");
    let rounds: BTreeSet<(u32, usize)> = pins.stages.values().flatten().map(|r| (r.0, r.1)).collect();
    assert!(g.iter().all(|&x| !rounds.contains(&(pins.tweak[0].0, x))), "groups free of the rounds' memories: {g:?}");
    let first = &pins.stages[&0];
    assert_eq!(first[0].0, pins.tweak[0].0, "the first stage's row");
    let before = first.iter().map(|r| r.1).min().unwrap();
    assert_eq!(g[1] + 1, before, "the groups before the first stage's: {g:?} then {:?}", first);
}
