//! Verilator models of exported Verilog, compiled into a shared library and driven through a
//! small C interface, cycle by cycle, for lock-step runs beside the rust-hdl simulation and for
//! runs where the model's speed counts.
//!
//! The library is built once per Verilog text, C++ interface and C++ optimisation and cached
//! (`<temp>/aes-fpga-verilator/<hash>/`), shared by every test process. An unoptimised build
//! ([`ModelBuild::Quick`]) builds quickly and runs slower, which does not matter where the
//! rust-hdl simulation beside it sets the pace.
//!
//! Ports cross the interface as arrays of 32-bit words in a declared port order, which keeps the
//! layout independent of how Rust and C++ lay out structs; the C++ side ([`shim`]) is generated
//! from the same port list.

use std::ffi::c_void;
use std::path::PathBuf;
use std::process::Command;

/// A port of a Verilated top module: name and width in bits (at most 128).
#[derive(Clone, Copy, Debug)]
pub struct Port {
    pub name: &'static str,
    pub width: u32,
}

pub const fn port(name: &'static str, width: u32) -> Port {
    Port { name, width }
}

/// 32-bit words a port takes in the interface arrays.
pub fn port_words(p: &Port) -> usize {
    p.width.div_ceil(32) as usize
}

/// The C++ member Verilator makes of a port: it writes `$` (rust-hdl's separator in the names of
/// array ports, `x$0`) as `__024`.
fn member(p: &Port) -> String {
    p.name.replace('$', "__024")
}

/// The C++ interface of a model: `model_new`, `model_delete`, `model_set(words)` (sets every
/// input, then evaluates), `model_get(words)` (reads every output) and `model_tick` (a rising
/// edge of `clock`). The clock is low while the inputs settle and goes back low after the edge
/// without an evaluation: the design has no falling-edge logic, and the next `model_set`
/// evaluates anyway, so a cycle costs two evaluations instead of three.
///
/// With `trace` (a model built with Verilator's `--trace`) the shim also has `model_dump(path)`,
/// which writes the value of every signal of the design, as it is at that moment, into a VCD file
/// of one time step; tracing is otherwise off, and costs the model only Verilator's activity flags.
pub fn shim(top: &str, clock: &str, inputs: &[Port], outputs: &[Port], trace: bool) -> String {
    let class = format!("V{top}");
    let mut set = String::new();
    let mut k = 0;
    for p in inputs {
        match p.width {
            0..=32 => set.push_str(&format!("    t->{} = in[{k}];\n", member(p))),
            33..=64 => set.push_str(&format!("    t->{} = (uint64_t)in[{k}] | ((uint64_t)in[{}] << 32);\n", member(p), k + 1)),
            _ => {
                for w in 0..port_words(p) {
                    set.push_str(&format!("    t->{}[{w}] = in[{}];\n", member(p), k + w));
                }
            }
        }
        k += port_words(p);
    }
    let mut get = String::new();
    let mut k = 0;
    for p in outputs {
        match p.width {
            0..=32 => get.push_str(&format!("    out[{k}] = t->{};\n", member(p))),
            33..=64 => get.push_str(&format!(
                "    out[{k}] = (uint32_t)t->{n};\n    out[{}] = (uint32_t)(t->{n} >> 32);\n",
                k + 1,
                n = member(p)
            )),
            _ => {
                for w in 0..port_words(p) {
                    get.push_str(&format!("    out[{}] = t->{}[{w}];\n", k + w, member(p)));
                }
            }
        }
        k += port_words(p);
    }
    let (trace_include, trace_on, dump) = if trace {
        (
            "#include \"verilated_vcd_c.h\"\n",
            "    m->ctx.traceEverOn(true);\n",
            format!(
                r#"int model_dump(void* p, const char* path) {{
    {class}* t = static_cast<Model*>(p)->top;
    VerilatedVcdC vcd;
    t->trace(&vcd, 99);
    vcd.open(path);
    if (!vcd.isOpen()) return 1;
    vcd.dump(0);
    vcd.close();
    return 0;
}}
"#
            ),
        )
    } else {
        ("", "", String::new())
    };
    format!(
        r#"#include "{class}.h"
#include "verilated.h"
{trace_include}#include <cstdint>

struct Model {{
    VerilatedContext ctx;
    {class}* top;
}};

extern "C" {{
void* model_new() {{
    Model* m = new Model;
{trace_on}    m->top = new {class}{{&m->ctx}};
    m->top->{clock} = 0;
    m->top->eval();
    return m;
}}
void model_delete(void* p) {{
    Model* m = static_cast<Model*>(p);
    m->top->final();
    delete m->top;
    delete m;
}}
void model_set(void* p, const uint32_t* in) {{
    {class}* t = static_cast<Model*>(p)->top;
{set}    t->eval();
}}
void model_get(void* p, uint32_t* out) {{
    {class}* t = static_cast<Model*>(p)->top;
{get}}}
void model_tick(void* p) {{
    {class}* t = static_cast<Model*>(p)->top;
    t->{clock} = 1;
    t->eval();
    t->{clock} = 0;
}}
{dump}}}
"#
    )
}

type NewFn = unsafe extern "C" fn() -> *mut c_void;
type DeleteFn = unsafe extern "C" fn(*mut c_void);
type SetFn = unsafe extern "C" fn(*mut c_void, *const u32);
type GetFn = unsafe extern "C" fn(*mut c_void, *mut u32);
type TickFn = unsafe extern "C" fn(*mut c_void);
type DumpFn = unsafe extern "C" fn(*mut c_void, *const std::ffi::c_char) -> i32;

/// Whether `verilator` (and so this engine) is available.
pub fn verilator_available() -> bool {
    Command::new("verilator").arg("--version").output().map(|o| o.status.success()).unwrap_or(false)
}

/// 64-bit FNV-1a, to key the model cache by the Verilog text.
fn fnv1a(parts: &[&str]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for b in parts.iter().flat_map(|p| p.bytes()) {
        h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// How the C++ of a model is compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelBuild {
    /// Optimised (`-O1` for the code that runs every cycle): for runs where the model's speed
    /// counts. Verilator's default, `-Os`, costs the C++ compiler more and gives these models
    /// no faster code (docs/tests.md).
    Fast,
    /// Unoptimised (`-O0`): for lock-step checks beside the rust-hdl simulation.
    Quick,
}

impl ModelBuild {
    /// The C++ optimisation flag (Verilator's `OPT_FAST` and `OPT_GLOBAL`).
    fn cxx_opt(self) -> &'static str {
        match self {
            ModelBuild::Fast => "-O1",
            ModelBuild::Quick => "-O0",
        }
    }
}

/// A Verilator configuration file that leaves the nets printed with `(* keep *)` out of the
/// trace: the GF(2^128) multiplier's XOR trees (`gcm/gf_mult.rs`), some 4,800 nets that the
/// model computes inline and that tracing would compute again: the default export's trace
/// code is 1.9 MB of C++ without them and 19.7 MB with them (the model itself is 28.9 MB). They
/// are combinational functions of the multiplier's registers, which stay traced.
fn untraced_lines(verilog: &str, file: &str) -> String {
    let mut config = String::from("`verilator_config\n");
    let keep: Vec<usize> =
        verilog.lines().enumerate().filter(|(_, l)| l.trim_start().starts_with("(* keep *) wire")).map(|(i, _)| i + 1).collect();
    let mut k = 0;
    while k < keep.len() {
        let first = keep[k];
        while k + 1 < keep.len() && keep[k + 1] == keep[k] + 1 {
            k += 1;
        }
        config.push_str(&format!("tracing_off -file \"*{file}\" -lines {first}-{}\n", keep[k]));
        k += 1;
    }
    config
}

/// Builds (or finds in the cache) the shared library of `verilog` with the interface `shim`.
///
/// A model is built once however many tests ask for it at the same time, in threads of one
/// process (`cargo test`) or in processes of their own (`cargo nextest`): the build holds an
/// exclusive lock on the file `<hash>.lock` beside the cache folder, and whoever waited on it
/// finds the library there.
fn build_library(verilog: &str, top: &str, shim: &str, how: ModelBuild, trace: bool) -> Result<PathBuf, String> {
    let opt = how.cxx_opt();
    let trace_flag = if trace { "--trace" } else { "" };
    let config = if trace { untraced_lines(verilog, &format!("{top}.v")) } else { String::new() };
    let dir = std::env::temp_dir()
        .join("aes-fpga-verilator")
        .join(format!("{top}-{:016x}", fnv1a(&[verilog, shim, opt, trace_flag, &config])));
    let lib = dir.join(format!("lib{top}.so"));
    if lib.exists() {
        return Ok(lib);
    }
    let parent = dir.parent().expect("the cache folder is under the temporary folder");
    std::fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    let lock_path = dir.with_extension("lock");
    let lock = std::fs::File::create(&lock_path).map_err(|e| format!("cannot create {}: {e}", lock_path.display()))?;
    lock.lock().map_err(|e| format!("cannot lock {}: {e}", lock_path.display()))?;
    if lib.exists() {
        return Ok(lib);
    }
    if !verilator_available() {
        return Err("verilator is not installed (apt-get install verilator)".into());
    }
    let build = dir.with_extension(format!("partial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&build);
    std::fs::create_dir_all(&build).map_err(|e| format!("cannot create {}: {e}", build.display()))?;
    std::fs::write(build.join(format!("{top}.v")), verilog).map_err(|e| e.to_string())?;
    std::fs::write(build.join("shim.cpp"), shim).map_err(|e| e.to_string())?;
    std::fs::write(build.join("trace.vlt"), &config).map_err(|e| e.to_string())?;
    let out = Command::new("verilator")
        .current_dir(&build)
        .args(["--cc", "--exe", "--build", "-j", "0", "-O3", "--x-assign", "fast", "--x-initial", "fast"])
        .args(["-Wno-fatal", "-Wno-lint", "-Wno-UNUSED", "-Wno-UNOPTFLAT", "--top-module", top])
        .args(trace.then_some(trace_flag))
        .args(["-CFLAGS", "-fPIC", "-LDFLAGS", "-shared", "-MAKEFLAGS"])
        // The `_Slow` files hold code that runs once (construction, initial settling): compiled
        // unoptimised they shorten the build, and the model runs as fast.
        .arg(format!("OPT_FAST={opt} OPT_SLOW=-O0 OPT_GLOBAL={opt}"))
        .arg("-o")
        .arg(format!("lib{top}.so"))
        .args(["--Mdir", "obj", "shim.cpp"])
        // A configuration file applies to the files after it.
        .args(trace.then_some("trace.vlt"))
        .arg(format!("{top}.v"))
        .output()
        .map_err(|e| format!("cannot run verilator: {e}"))?;
    if !out.status.success() {
        let log = String::from_utf8_lossy(&out.stderr);
        return Err(format!("verilator build failed:\n{}", crate::tools::tail(&log, 30)));
    }
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    // Copy then rename, so a concurrent build never sees half a library.
    let tmp = dir.join(format!("lib{top}.so.{}", std::process::id()));
    std::fs::copy(build.join("obj").join(format!("lib{top}.so")), &tmp).map_err(|e| e.to_string())?;
    std::fs::rename(&tmp, &lib).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&build);
    Ok(lib)
}

/// A Verilated model loaded from its shared library, driven through arrays of port words.
pub struct VerilatorModel {
    _lib: libloading::Library,
    model: *mut c_void,
    delete: DeleteFn,
    set: SetFn,
    get: GetFn,
    tick: TickFn,
    dump: Option<DumpFn>,
    in_words: usize,
    out_words: usize,
}

impl VerilatorModel {
    /// Builds (or reuses) and loads the model of `verilog`, top module `top`, clocked by `clock`.
    pub fn build(
        verilog: &str,
        top: &str,
        clock: &str,
        inputs: &[Port],
        outputs: &[Port],
        how: ModelBuild,
    ) -> Result<Self, String> {
        Self::build_with(verilog, top, clock, inputs, outputs, how, false)
    }

    /// [`build`](Self::build), with Verilator's tracing compiled in where `trace` is set (see
    /// [`dump`](Self::dump)).
    pub fn build_with(
        verilog: &str,
        top: &str,
        clock: &str,
        inputs: &[Port],
        outputs: &[Port],
        how: ModelBuild,
        trace: bool,
    ) -> Result<Self, String> {
        let lib = build_library(verilog, top, &shim(top, clock, inputs, outputs, trace), how, trace)?;
        // SAFETY: the library was built from `shim`, whose functions have exactly these
        // signatures; the model pointer is only used with them and freed once in `drop`.
        unsafe {
            let l = libloading::Library::new(&lib).map_err(|e| format!("cannot load {}: {e}", lib.display()))?;
            let new: NewFn = *l.get::<NewFn>(b"model_new").map_err(|e| e.to_string())?;
            let delete = *l.get::<DeleteFn>(b"model_delete").map_err(|e| e.to_string())?;
            let set = *l.get::<SetFn>(b"model_set").map_err(|e| e.to_string())?;
            let get = *l.get::<GetFn>(b"model_get").map_err(|e| e.to_string())?;
            let tick = *l.get::<TickFn>(b"model_tick").map_err(|e| e.to_string())?;
            let dump = if trace { Some(*l.get::<DumpFn>(b"model_dump").map_err(|e| e.to_string())?) } else { None };
            let model = new();
            Ok(VerilatorModel {
                _lib: l,
                model,
                delete,
                set,
                get,
                tick,
                dump,
                in_words: inputs.iter().map(port_words).sum(),
                out_words: outputs.iter().map(port_words).sum(),
            })
        }
    }

    /// 32-bit words of all the inputs, in the array [`set`](Self::set) takes.
    pub fn in_words(&self) -> usize {
        self.in_words
    }

    /// Sets every input (in port order) and evaluates.
    pub fn set(&mut self, words: &[u32]) {
        assert_eq!(words.len(), self.in_words);
        // SAFETY: `words` has the in_words words the shim reads.
        unsafe { (self.set)(self.model, words.as_ptr()) }
    }

    /// Every output, in port order.
    pub fn get(&self) -> Vec<u32> {
        let mut w = vec![0u32; self.out_words];
        // SAFETY: `w` has room for the out_words words the shim writes.
        unsafe { (self.get)(self.model, w.as_mut_ptr()) }
        w
    }

    /// One clock period.
    pub fn tick(&mut self) {
        // SAFETY: the model pointer is live until drop.
        unsafe { (self.tick)(self.model) }
    }
}

impl VerilatorModel {
    /// Writes every signal's present value (registers, memories of up to 32 entries, wires) to
    /// the VCD file `path`, one time step; an error if the model was built without tracing.
    pub fn dump(&mut self, path: &std::path::Path) -> Result<(), String> {
        let dump = self.dump.ok_or("the model was built without tracing")?;
        let c = std::ffi::CString::new(path.to_string_lossy().as_bytes()).map_err(|e| e.to_string())?;
        // SAFETY: the model pointer is live until drop; `c` is a NUL-terminated path.
        match unsafe { dump(self.model, c.as_ptr()) } {
            0 => Ok(()),
            _ => Err(format!("cannot write {}", path.display())),
        }
    }
}

impl Drop for VerilatorModel {
    fn drop(&mut self) {
        // SAFETY: `model` came from `model_new` and is freed exactly once.
        unsafe { (self.delete)(self.model) }
    }
}

/// A port of a Verilog module's header: name, direction and width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModulePort {
    pub name: String,
    pub input: bool,
    pub width: u32,
}

/// The ports of `module` in `verilog`, in declaration order (the `input`/`output` declarations
/// rust-hdl prints after the module header).
pub fn module_ports(verilog: &str, module: &str) -> Vec<ModulePort> {
    let head = format!("module {module}(");
    let Some(start) = verilog.find(&head) else { return vec![] };
    let body = &verilog[start..];
    let body = &body[..body.find("endmodule").unwrap_or(body.len())];
    let names: Vec<&str> = body[head.len()..body.find(')').unwrap_or(head.len())].split(',').map(str::trim).collect();
    let mut ports = vec![];
    for line in body.lines().map(str::trim) {
        let input = line.starts_with("input ");
        if !(input || line.starts_with("output ")) {
            continue;
        }
        let decl = line.trim_end_matches(';');
        let name = decl.split_whitespace().last().unwrap_or("");
        let width = match (decl.find('['), decl.find(':')) {
            (Some(a), Some(b)) if a < b => decl[a + 1..b].trim().parse::<u32>().map_or(1, |msb| msb + 1),
            _ => 1,
        };
        if names.contains(&name) {
            ports.push(ModulePort { name: name.to_string(), input, width });
        }
    }
    ports
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cache_key_changes_with_the_verilog() {
        assert_ne!(fnv1a(&["module a;"]), fnv1a(&["module b;"]));
        assert_eq!(fnv1a(&["x", "y"]), fnv1a(&["xy"]));
    }

    #[test]
    fn untraced_lines_cover_each_run_of_kept_nets() {
        let v = "module m;\n    (* keep *) wire a = x;\n    (* keep *) wire b = y;\n    wire c;\n    (* keep *) wire d = z;\n    (* keep *) always @(posedge k) r <= d;\nendmodule\n";
        assert_eq!(
            untraced_lines(v, "m.v"),
            "`verilator_config\ntracing_off -file \"*m.v\" -lines 2-3\ntracing_off -file \"*m.v\" -lines 5-5\n"
        );
        assert_eq!(untraced_lines("module m;\nendmodule\n", "m.v"), "`verilator_config\n");
    }

    #[test]
    fn module_ports_reads_the_header_declarations() {
        let v = "module top(a,b,c);\n    input wire  a;\n    input wire  [7:0] b;\n    output reg  [127:0] c;\n    wire  [3:0] d;\nendmodule\n";
        assert_eq!(
            module_ports(v, "top"),
            [
                ModulePort { name: "a".into(), input: true, width: 1 },
                ModulePort { name: "b".into(), input: true, width: 8 },
                ModulePort { name: "c".into(), input: false, width: 128 },
            ]
        );
        assert!(module_ports(v, "other").is_empty());
    }
}
