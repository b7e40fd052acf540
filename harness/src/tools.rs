//! Runs the external Verilog tools the test suite checks the exported design with: Verilator
//! (lint), Yosys (synthesis) and Icarus Verilog (simulation). A missing tool is a test failure
//! that names the package to install, never a silent pass.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Panics with the install hint when `tool` is not on the PATH.
pub fn require(tool: &str) {
    let found = Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {tool}"))
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    let package = match tool {
        "iverilog" | "vvp" => "iverilog",
        other => other,
    };
    assert!(found, "`{tool}` is not installed: `apt-get install -y {package}` (see .ci/run)");
}

/// A scratch directory of this process, emptied on creation and removed with its files when
/// dropped: test runs of two checkouts (or two `cargo test` invocations) at once never share one,
/// and a run leaves nothing behind. A test that fails keeps its directory
/// (`$TMPDIR/aes-testbench-<pid>/<name>`) for inspection.
pub struct ScratchDir {
    path: PathBuf,
}

impl std::ops::Deref for ScratchDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for ScratchDir {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.path);
            // The process's folder goes with its last scratch directory (fails while others exist).
            if let Some(base) = self.path.parent() {
                let _ = std::fs::remove_dir(base);
            }
        }
    }
}

/// The scratch directory `name` of this process: see [`ScratchDir`].
pub fn scratch_dir(name: &str) -> ScratchDir {
    let path = std::env::temp_dir().join(format!("aes-testbench-{}", std::process::id())).join(name);
    let _ = std::fs::remove_dir_all(&path);
    std::fs::create_dir_all(&path).expect("cannot create scratch directory");
    ScratchDir { path }
}

fn run(cmd: &mut Command) -> (bool, String) {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

/// `verilator --lint-only -Wall` on one file. Returns every warning and error line; the caller
/// decides which it accepts. `DECLFILENAME` is off since rust-hdl puts all modules in one file.
pub fn verilator_lint(file: &Path, top: &str) -> Vec<String> {
    require("verilator");
    let (_, text) = run(Command::new("verilator")
        .args(["--lint-only", "-Wall", "-Wno-DECLFILENAME", "--top-module", top])
        .arg(file));
    text.lines()
        .filter(|l| l.starts_with("%Warning") || l.starts_with("%Error"))
        .map(str::to_owned)
        .collect()
}

/// Runs a Yosys script (`-p`) on `file` and returns its log; panics if Yosys fails.
pub fn yosys(file: &Path, script: &str) -> String {
    require("yosys");
    let (ok, text) = run(Command::new("yosys").arg("-q").arg("-l").arg("/dev/stdout")
        .arg("-p").arg(script).arg(file));
    assert!(ok, "yosys failed on {}:\n{}", file.display(), tail(&text, 40));
    text
}

/// Compiles `files` with Icarus Verilog (top `top`) and runs the result; returns its output.
pub fn iverilog_run(files: &[&Path], top: &str, dir: &Path) -> String {
    require("iverilog");
    let exe = dir.join(format!("{top}.vvp"));
    let (ok, text) = run(Command::new("iverilog")
        .args(["-g2012", "-s", top, "-o"])
        .arg(&exe)
        .args(files));
    assert!(ok, "iverilog failed to compile:\n{}", tail(&text, 40));
    let (ok, text) = run(Command::new("vvp").arg("-n").arg(&exe));
    assert!(ok, "vvp failed:\n{}", tail(&text, 40));
    text
}

/// The last `n` lines of a tool's log, for failure messages.
pub fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

/// Builds a Verilator C++ model of `verilog` (top `top`) with the C++ `main` in `cpp_main` into
/// `dir`, optimised, and returns the path of the executable.
pub fn verilator_build(dir: &Path, verilog: &Path, top: &str, cpp_main: &str) -> PathBuf {
    require("verilator");
    let main = dir.join("main.cpp");
    std::fs::write(&main, cpp_main).expect("cannot write the C++ harness");
    let (ok, text) = run(Command::new("verilator")
        .args(["--cc", "--exe", "--build", "-O3", "--x-assign", "fast", "--x-initial", "fast"])
        .args(["-Wno-fatal", "-Wno-lint", "-Wno-UNUSED", "-CFLAGS", "-O2", "--top-module", top])
        .arg("--Mdir")
        .arg(dir.join("obj"))
        .args(["-o", "model"])
        .arg(&main)
        .arg(verilog));
    assert!(ok, "verilator build failed:\n{}", tail(&text, 40));
    dir.join("obj").join("model")
}

/// A file in a scratch directory of its own, removed with it.
pub struct ScratchFile {
    path: PathBuf,
    _dir: ScratchDir,
}

impl std::ops::Deref for ScratchFile {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.path
    }
}

/// Writes `verilog` as `<scratch dir>/<name>.v`.
pub fn write_verilog(scratch: &str, name: &str, verilog: &str) -> ScratchFile {
    let dir = scratch_dir(scratch);
    let path = dir.join(format!("{name}.v"));
    std::fs::write(&path, verilog).expect("cannot write the Verilog");
    ScratchFile { path, _dir: dir }
}

/// The counts Yosys `select -count` printed in a log, in order.
pub fn selected_counts(log: &str) -> Vec<u64> {
    log.lines().filter_map(|l| l.strip_suffix(" objects.")).filter_map(|n| n.trim().parse().ok()).collect()
}

/// `(cell type, count)` lines of the last `stat` in a Yosys log.
pub fn stat_cells(log: &str) -> Vec<(String, u64)> {
    let last = log.rfind("Number of cells").expect("no stat output");
    log[last..]
        .lines()
        .skip(1)
        .map_while(|l| {
            let mut t = l.split_whitespace();
            let (name, n) = (t.next()?, t.next()?);
            Some((name.to_owned(), n.parse().ok()?))
        })
        .collect()
}

/// How many cells of `cells` (from [`stat_cells`]) have a type for which `pred` holds.
pub fn cells_where(cells: &[(String, u64)], pred: impl Fn(&str) -> bool) -> u64 {
    cells.iter().filter(|(c, _)| pred(c)).map(|(_, n)| n).sum()
}

/// How many cells of `cells` (from [`stat_cells`]) are of type `name`.
pub fn cell_count(cells: &[(String, u64)], name: &str) -> u64 {
    cells_where(cells, |c| c == name)
}

/// The project's lint gate: `verilator_lint` findings other than the `UNUSEDPARAM` warnings on the
/// FSM state names rust-hdl declares as `localparam`s in every state register (and Verilator's
/// closing "Exiting due to" line). WIDTH, UNOPTFLAT, LATCH and UNUSED findings all fail it.
pub fn verilator_lint_rejected(file: &Path, top: &str) -> Vec<String> {
    verilator_lint(file, top)
        .into_iter()
        .filter(|l| !l.starts_with("%Error: Exiting due to"))
        .filter(|l| !(l.starts_with("%Warning-UNUSEDPARAM") && l.contains("State$")))
        .collect()
}

/// Runs the bench `bench(output file)` around module `top` (its Verilog `dut`) on Icarus and
/// returns what the bench wrote to the file, and the scratch folder (kept if the test fails).
pub fn icarus_lines(top: &str, dut: &str, bench: impl FnOnce(&str) -> String) -> (ScratchDir, String) {
    let dir = scratch_dir(&format!("{top}_icarus"));
    let dut_file = dir.join(format!("{top}.v"));
    std::fs::write(&dut_file, dut).unwrap();
    let out = dir.join("out.txt");
    let tb = dir.join("tb.v");
    std::fs::write(&tb, bench(&out.display().to_string())).unwrap();
    iverilog_run(&[&tb, &dut_file], "tb", &dir);
    let text = std::fs::read_to_string(out).unwrap();
    (dir, text)
}
