//! `simulate`: a workload through the simulated `aes_axis`, as a driver and a DMA would run it.
//!
//! The key goes over AXI4-Lite (`CTRL` with the key length and direction, the key words, then
//! `STATUS` polled until `KEY_READY`), the data over AXI4-Stream as one transaction (`tlast` on
//! the last block). `AxisBench`'s scoreboard checks every output block against the `aes` crate
//! under the key as written; the output buffer is compared once more with the `aes` crate at the
//! end.

use crate::files::{read, Pending};
use aes::cipher::{generic_array::GenericArray, BlockDecrypt, BlockEncrypt, KeyInit};
use aes_hdl::aes_axis::axis_latency;
use aes_hdl::params::KeyLen;
use aes_hdl::aes_axis::{aes_axis_verilog, AesAxis};
use aes_hdl::params::CoreOptions;
use aes_testbench::axis_bench::{addr, AxisBench, LiteOp, LiteResult, Order};
use aes_testbench::engine::{AxisEngine, AxisIn, AxisOut};
use aes_testbench::sim::Sim;
use aes_testbench::verilator_engine::VerilatorAxis;
use aes_testbench::reference::{key_words, Settings};
use aes_testbench::stream::{Beat, Sink, Source};
use anyhow::{anyhow, bail, Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// FIPS-197 Appendix C.1's key: the built-in workload's key.
pub const DEMO_KEY: &str = "000102030405060708090a0b0c0d0e0f";
/// The built-in workload: 1 MiB.
pub const DEFAULT_BLOCKS: usize = 65_536;

#[derive(clap::Args, Clone, Debug)]
pub struct Args {
    /// Data to process [default: a generated 1 MiB buffer]; its length must be a multiple of 16
    /// bytes unless --pad pkcs7 is given.
    #[arg(long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Write the processed data to FILE.
    #[arg(long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Key as 32, 48 or 64 hex digits (AES-128/192/256), bytes in FIPS-197 order.
    #[arg(long, value_name = "HEX", default_value = DEMO_KEY)]
    pub key: String,
    /// Decrypt instead of encrypt.
    #[arg(long)]
    pub decrypt: bool,
    /// Padding: pkcs7 pads the input before encryption and removes it after decryption.
    #[arg(long, value_enum)]
    pub pad: Option<Pad>,
    /// Probability that the AXI4-Stream sink is not ready in a cycle (0 <= P < 1).
    #[arg(long, value_name = "P", default_value_t = 0.0)]
    pub backpressure: f64,
    /// Clock frequency of the projected hardware throughput, in MHz.
    #[arg(long, value_name = "MHZ", default_value_t = 200.0)]
    pub clock_mhz: f64,
    /// Write a VCD waveform of every signal during --vcd-cycles.
    #[arg(long, value_name = "FILE")]
    pub vcd: Option<PathBuf>,
    /// Window of the waveform in clock cycles since reset, A..B (B excluded).
    #[arg(long, value_name = "A..B", default_value = "0..200", requires = "vcd")]
    pub vcd_cycles: String,
    /// Size of the generated workload in 16-byte blocks (without --input).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_BLOCKS, conflicts_with = "input")]
    pub blocks: usize,
    /// Simulation engine: rust-hdl simulates the RustHDL design; verilator runs Verilator's model
    /// of the exported Verilog (built on first use, then cached; no --vcd).
    #[arg(long, value_enum, default_value_t = EngineChoice::RustHdl)]
    pub engine: EngineChoice,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineChoice {
    RustHdl,
    Verilator,
}

impl EngineChoice {
    fn name(self) -> &'static str {
        match self {
            EngineChoice::RustHdl => "rust-hdl",
            EngineChoice::Verilator => "Verilator",
        }
    }
}

/// The engine of a run: the same bench drives either.
enum RunEngine {
    RustHdl(Box<Sim<AesAxis>>),
    Verilator(VerilatorAxis),
}

impl RunEngine {
    fn new(choice: EngineChoice) -> Result<RunEngine> {
        Ok(match choice {
            EngineChoice::RustHdl => RunEngine::RustHdl(Box::new(Sim::new(AesAxis::default()))),
            EngineChoice::Verilator => RunEngine::Verilator(
                VerilatorAxis::new(&aes_axis_verilog()).map_err(|e| anyhow!("Verilator engine: {}", e.lines().next().unwrap_or("")))?,
            ),
        })
    }

    fn trace_to(&mut self, path: &std::path::Path) -> Result<()> {
        match self {
            RunEngine::RustHdl(sim) => Ok(sim.trace_to(path)?),
            RunEngine::Verilator(_) => bail!("--vcd needs --engine rust-hdl"),
        }
    }

    fn end_trace(&mut self) {
        if let RunEngine::RustHdl(sim) = self {
            sim.end_trace();
        }
    }
}

impl AxisEngine for RunEngine {
    fn set(&mut self, inputs: &AxisIn) {
        match self {
            RunEngine::RustHdl(e) => e.set(inputs),
            RunEngine::Verilator(e) => e.set(inputs),
        }
    }
    fn get(&self) -> AxisOut {
        match self {
            RunEngine::RustHdl(e) => e.get(),
            RunEngine::Verilator(e) => e.get(),
        }
    }
    fn tick(&mut self) {
        match self {
            RunEngine::RustHdl(e) => AxisEngine::tick(e.as_mut()),
            RunEngine::Verilator(e) => e.tick(),
        }
    }
    fn cycle(&self) -> u64 {
        match self {
            RunEngine::RustHdl(e) => AxisEngine::cycle(e.as_ref()),
            RunEngine::Verilator(e) => e.cycle(),
        }
    }
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pad {
    Pkcs7,
}

impl Args {
    /// The run without arguments.
    pub fn default_run() -> Args {
        Args {
            input: None,
            output: None,
            key: DEMO_KEY.into(),
            decrypt: false,
            pad: None,
            backpressure: 0.0,
            clock_mhz: 200.0,
            vcd: None,
            vcd_cycles: "0..200".into(),
            blocks: DEFAULT_BLOCKS,
            engine: EngineChoice::RustHdl,
        }
    }
}

/// Parses a key of 32, 48 or 64 hex digits.
pub fn parse_key(hex: &str) -> Result<(KeyLen, Vec<u8>)> {
    let hex = hex.trim();
    let key_len = match hex.len() {
        32 => KeyLen::Aes128,
        48 => KeyLen::Aes192,
        64 => KeyLen::Aes256,
        n => bail!("invalid key: {n} hex digits, expected 32, 48 or 64 (AES-128/192/256)"),
    };
    if let Some(c) = hex.chars().find(|c| !c.is_ascii_hexdigit()) {
        bail!("invalid key: {c:?} is not a hex digit");
    }
    let bytes = (0..hex.len() / 2).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap()).collect();
    Ok((key_len, bytes))
}

/// Parses `A..B` (A < B).
pub fn parse_window(s: &str) -> Result<(u64, u64)> {
    let bad = || anyhow!("invalid cycle window {s:?}: expected A..B with A < B, e.g. 0..200");
    let (a, b) = s.split_once("..").ok_or_else(bad)?;
    let a: u64 = a.trim().parse().map_err(|_| bad())?;
    let b: u64 = b.trim().parse().map_err(|_| bad())?;
    if a >= b {
        return Err(bad());
    }
    Ok((a, b))
}

/// A generated workload: a deterministic byte pattern.
fn generated(blocks: usize) -> Vec<u8> {
    use rand::{RngCore, SeedableRng};
    let mut data = vec![0u8; blocks * 16];
    rand::rngs::StdRng::seed_from_u64(2001).fill_bytes(&mut data);
    data
}

/// The `aes` crate over a whole buffer (ECB, block by block).
pub struct Software {
    cipher: Box<dyn Fn(&mut [GenericArray<u8, aes::cipher::consts::U16>])>,
}

impl Software {
    pub fn new(key: &[u8], decrypt: bool) -> Software {
        fn make<C: BlockEncrypt + BlockDecrypt + KeyInit + aes::cipher::BlockSizeUser<BlockSize = aes::cipher::consts::U16> + 'static>(key: &[u8], decrypt: bool) -> Software {
            let c = C::new(GenericArray::from_slice(key));
            Software {
                cipher: Box::new(move |blocks| if decrypt { c.decrypt_blocks(blocks) } else { c.encrypt_blocks(blocks) }),
            }
        }
        match key.len() {
            16 => make::<aes::Aes128>(key, decrypt),
            24 => make::<aes::Aes192>(key, decrypt),
            _ => make::<aes::Aes256>(key, decrypt),
        }
    }

    pub fn process(&self, data: &mut [u8]) {
        let mut blocks: Vec<GenericArray<u8, _>> = data.chunks(16).map(GenericArray::clone_from_slice).collect();
        (self.cipher)(&mut blocks);
        for (out, b) in data.chunks_mut(16).zip(&blocks) {
            out.copy_from_slice(b);
        }
    }

    /// Bytes per second over `data`, repeated for at least `min` of wall time.
    pub fn throughput(&self, data: &[u8], min: Duration) -> f64 {
        let mut blocks: Vec<GenericArray<u8, _>> = data.chunks(16).map(GenericArray::clone_from_slice).collect();
        let start = Instant::now();
        let mut bytes = 0usize;
        while bytes == 0 || start.elapsed() < min {
            (self.cipher)(&mut blocks);
            bytes += data.len();
        }
        std::hint::black_box(&blocks);
        bytes as f64 / start.elapsed().as_secs_f64()
    }
}

/// What one run measured.
#[derive(Debug)]
pub struct Measured {
    pub blocks: u64,
    /// Cycle of the first input handshake, of the first `m_axis_tvalid`, of the last output
    /// handshake.
    pub first_in: u64,
    pub first_out_valid: u64,
    pub first_out: u64,
    pub last_out: u64,
    pub key_load_cycles: u64,
    pub total_cycles: u64,
    pub output: Vec<u8>,
    pub wall: Duration,
}

/// Steps the bench one cycle at a time and records the waveform window.
struct Runner {
    bench: AxisBench<RunEngine>,
    window: Option<(u64, u64, PathBuf)>,
    tracing: bool,
    traced: bool,
}

impl Runner {
    fn step(&mut self, input: Option<Beat>, ready: bool) -> Result<aes_testbench::axis_bench::Observed> {
        if let Some((a, _, path)) = &self.window {
            // The bench has already run its reset cycle: a window from 0 starts after it.
            if self.bench.cycle_count() >= *a && !self.tracing && !self.traced {
                self.bench.engine.trace_to(path).with_context(|| format!("cannot write VCD {}", path.display()))?;
                self.tracing = true;
                self.traced = true;
            }
        }
        let o = self.bench.cycle(input, ready, false);
        if let Some((_, b, _)) = &self.window {
            if self.tracing && self.bench.cycle_count() == *b {
                self.bench.engine.end_trace();
                self.tracing = false;
            }
        }
        Ok(o)
    }

    fn lite(&mut self, op: LiteOp) -> Result<LiteResult> {
        self.bench.lite.push(op);
        for _ in 0..100 {
            if self.bench.lite.is_idle() {
                return self.bench.lite.results.pop_back().ok_or_else(|| anyhow!("AXI4-Lite operation lost"));
            }
            self.step(None, true)?;
        }
        bail!("AXI4-Lite operation {op:?} not answered in 100 cycles")
    }
}

/// Loads the key over AXI4-Lite and streams `data` through; `progress` is told of every output.
pub fn run_hardware(
    engine: EngineChoice,
    settings: Settings,
    key: &[u8],
    data: &[u8],
    backpressure: f64,
    window: Option<(u64, u64, PathBuf)>,
    progress: &ProgressBar,
) -> Result<Measured> {
    let start = Instant::now();
    let bench = AxisBench::on_engine(RunEngine::new(engine)?, CoreOptions::default());
    let mut r = Runner { bench, window, tracing: false, traced: false };
    let before = r.bench.cycle_count();
    let ctrl = (settings.key_len as u32) << 1 | settings.decrypt as u32;
    let words = key_words(key);
    let nk = key.len() / 4;
    for (a, d) in std::iter::once((addr::CTRL, ctrl)).chain((0..nk).map(|i| (addr::key(i as u8), words[i]))) {
        match r.lite(LiteOp::Write { addr: a, data: d, strb: 0xf, order: Order::Together })? {
            LiteResult::Write { resp: 0, .. } => {}
            other => bail!("register write refused: {other:?}"),
        }
    }
    let mut polls = 0;
    loop {
        match r.lite(LiteOp::Read { addr: addr::STATUS })? {
            LiteResult::Read { data, .. } if data & 1 != 0 => break,
            _ if polls > 100 => bail!("KEY_READY not seen after {polls} polls"),
            _ => polls += 1,
        }
    }
    let key_load_cycles = r.bench.cycle_count() - before;

    let n = data.len() / 16;
    let beats = data.chunks(16).enumerate().map(|(i, c)| Beat { data: u128::from_le_bytes(c.try_into().unwrap()), last: i + 1 == n });
    let mut source = Source::new(beats, 0.0, 1);
    let mut sink = Sink::new(backpressure, 2);
    let mut output = Vec::with_capacity(data.len());
    let (mut first_in, mut first_out_valid, mut first_out, mut last_out) = (None, None, None, 0);
    let limit = ((n as f64 + 1000.0) / (1.0 - backpressure) * 20.0) as u64;
    let mut cycles = 0u64;
    while !(source.is_done() && r.bench.scoreboard.outstanding() == 0) {
        cycles += 1;
        if cycles > limit {
            bail!("stream not finished after {limit} cycles");
        }
        let input = source.drive();
        let o = r.step(input, sink.ready())?;
        if o.accepted {
            source.taken();
            first_in.get_or_insert(o.cycle);
        }
        if o.output.is_some() {
            first_out_valid.get_or_insert(o.cycle);
        }
        if o.emitted {
            let beat = o.output.unwrap();
            output.extend_from_slice(&beat.data.to_le_bytes());
            first_out.get_or_insert(o.cycle);
            last_out = o.cycle;
            if output.len() % (1 << 14) == 0 {
                progress.set_position((output.len() / 16) as u64);
            }
        }
    }
    let total_cycles = r.bench.cycle_count();
    if r.tracing {
        r.bench.engine.end_trace();
    }
    progress.set_position(n as u64);
    if r.bench.scoreboard.checked != n as u64 {
        bail!("{} blocks checked, {n} expected", r.bench.scoreboard.checked);
    }
    Ok(Measured {
        blocks: n as u64,
        first_in: first_in.unwrap_or(0),
        first_out_valid: first_out_valid.unwrap_or(0),
        first_out: first_out.unwrap_or(0),
        last_out,
        key_load_cycles,
        total_cycles,
        output,
        wall: start.elapsed(),
    })
}

fn pkcs7_pad(data: &mut Vec<u8>) {
    let n = 16 - data.len() % 16;
    data.extend(std::iter::repeat(n as u8).take(n));
}

fn pkcs7_unpad(data: &mut Vec<u8>) -> Result<()> {
    let n = *data.last().ok_or_else(|| anyhow!("invalid PKCS#7 padding: empty output"))? as usize;
    if n == 0 || n > 16 || n > data.len() || data[data.len() - n..].iter().any(|&b| b as usize != n) {
        bail!("invalid PKCS#7 padding after decryption (wrong key, or the input was not padded)");
    }
    data.truncate(data.len() - n);
    Ok(())
}

fn gb(bytes_per_s: f64) -> String {
    format!("{:.2} GB/s ({:.1} Gbit/s)", bytes_per_s / 1e9, bytes_per_s * 8.0 / 1e9)
}

pub fn run(args: &Args) -> Result<()> {
    // Every check on the arguments and files comes before the simulation.
    let (key_len, key) = parse_key(&args.key)?;
    if !(0.0..1.0).contains(&args.backpressure) {
        bail!("invalid --backpressure {}: expected a probability 0 <= P < 1", args.backpressure);
    }
    if !(args.clock_mhz > 0.0 && args.clock_mhz.is_finite()) {
        bail!("invalid --clock-mhz {}: expected a positive frequency", args.clock_mhz);
    }
    let (mut data, source_name) = match &args.input {
        Some(path) => (read(path, "input file")?, path.display().to_string()),
        None => {
            if args.blocks == 0 {
                bail!("invalid --blocks 0: the workload needs at least one block");
            }
            (generated(args.blocks), format!("generated {} bytes", args.blocks * 16))
        }
    };
    let padded = args.pad == Some(Pad::Pkcs7) && !args.decrypt;
    if padded {
        pkcs7_pad(&mut data);
    } else if data.len() % 16 != 0 {
        bail!(
            "input length {} bytes is not a multiple of 16 (use --pad pkcs7 to pad it{})",
            data.len(),
            if args.decrypt { " when encrypting" } else { "" }
        );
    } else if data.is_empty() {
        bail!("input file {} is empty", source_name);
    }
    let window = match &args.vcd {
        Some(_) => Some(parse_window(&args.vcd_cycles)?),
        None => None,
    };
    if args.vcd.is_some() && args.engine == EngineChoice::Verilator {
        bail!("--vcd needs --engine rust-hdl (the Verilator engine writes no waveform)");
    }
    let mut output_file = match &args.output {
        Some(p) => Some(Pending::new(p, "output file")?),
        None => None,
    };
    let vcd_file = match &args.vcd {
        Some(p) => Some(Pending::new(p, "VCD file")?),
        None => None,
    };

    let settings = Settings::new(key_len, args.decrypt);
    let n = data.len() / 16;
    let direction = if args.decrypt { "decrypt" } else { "encrypt" };
    println!(
        "aes_axis: AES-{} {direction}, {} blocks ({} bytes) from {source_name}{}",
        key_len.bits(),
        n,
        data.len(),
        if padded { ", PKCS#7 padded" } else { "" }
    );
    println!("  key over AXI4-Lite (CTRL, KEY0..KEY{}, STATUS polled), data over AXI4-Stream as one transaction", key_len.nk() - 1);

    let progress = if std::io::stdout().is_terminal() && n >= 4096 {
        let p = ProgressBar::new(n as u64);
        p.set_style(
            ProgressStyle::with_template("  simulating {bar:40} {pos}/{len} blocks, {elapsed}, eta {eta}")
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        p
    } else {
        ProgressBar::with_draw_target(Some(n as u64), ProgressDrawTarget::hidden())
    };
    let m = run_hardware(
        args.engine,
        settings,
        &key,
        &data,
        args.backpressure,
        window.map(|(a, b)| (a, b, vcd_file.as_ref().unwrap().temp_path().to_path_buf())),
        &progress,
    )?;
    progress.finish_and_clear();

    // The aes crate over the same buffer: the check of the output, and the host's throughput.
    let sw = Software::new(&key, args.decrypt);
    let mut expected = data.clone();
    sw.process(&mut expected);
    if let Some(i) = (0..n).find(|&i| m.output[16 * i..16 * i + 16] != expected[16 * i..16 * i + 16]) {
        bail!("output block {i} differs from the aes crate");
    }
    let sw_rate = sw.throughput(&data, Duration::from_millis(300));

    if let Some((a, b)) = window {
        if b > m.total_cycles {
            bail!("VCD window {a}..{b} is outside the run (cycles 0..{})", m.total_cycles);
        }
    }

    let latency = m.first_out_valid - m.first_in;
    let span = m.last_out - m.first_in + 1;
    let steady = if m.blocks > 1 { (m.blocks - 1) as f64 / (m.last_out - m.first_out) as f64 } else { 1.0 };
    let hw_rate = steady * 16.0 * args.clock_mhz * 1e6;
    println!("  blocks:        {} checked against the aes crate, all equal", m.blocks);
    println!("  key load:      {} cycles (CTRL and key writes, STATUS polls until KEY_READY)", m.key_load_cycles);
    println!(
        "  cycles:        {span} from the first input handshake to the last output handshake ({} in the run)",
        m.total_cycles
    );
    println!(
        "  blocks/cycle:  {steady:.3} in steady state (first to last output), {:.4} over the {span} cycles",
        m.blocks as f64 / span as f64
    );
    println!(
        "  latency:       {latency} cycles from input handshake to m_axis_tvalid (design: {})",
        axis_latency(key_len)
    );
    println!("  hardware:      {} projected at {} MHz", gb(hw_rate), args.clock_mhz);
    println!("  host software: {} (aes crate on this CPU, same key and data)", gb(sw_rate));
    println!(
        "  simulation:    {:.1} s, {:.0} cycles/s ({})",
        m.wall.as_secs_f64(),
        m.total_cycles as f64 / m.wall.as_secs_f64(),
        args.engine.name()
    );

    let mut out = m.output;
    if args.decrypt && args.pad == Some(Pad::Pkcs7) {
        pkcs7_unpad(&mut out)?;
    }
    if let Some(f) = output_file.as_mut() {
        f.write_all(&out)?;
    }
    if let (Some(f), Some(path)) = (output_file, &args.output) {
        f.commit()?;
        println!("  wrote {} ({} bytes)", path.display(), out.len());
    }
    if let (Some(f), Some(path), Some((a, b))) = (vcd_file, &args.vcd, window) {
        f.commit()?;
        println!("  wrote {} (cycles {a}..{b})", path.display());
    }
    Ok(())
}
