//! `simulate`: a workload through the simulated `aes_axis` by the driver the board runs.
//!
//! `AesAccelerator` loads the key over AXI4-Lite (`CTRL` with the key length, direction and mode,
//! the key words, then `STATUS` polled until `KEY_READY`), writes the IV for a mode that has one,
//! and moves the data through a model of the AXI DMA (PG021, simple mode) between a memory model
//! and the core's streams, one DMA transfer (one packet) per `--max-transfer` bytes, the design
//! carrying the IV from packet to packet. The bench's scoreboard checks every output block
//! against the `aes` crate and RustCrypto's mode crates under the key and IV as written; the
//! output buffer is compared once more at the end with the driver crate's software reference.
//! GCM (`--mode gcm`) and XTS (`--mode xts`) run through their own driver calls, checked against
//! `aes-gcm` and `xts-mode`.

use crate::args::{parse_key, parse_window, Cipher, EngineChoice, GcmArgs, Pad, SimulateArgs, XtsArgs};
use crate::files::{read, Pending};
use aes_fpga_driver::regs::Mode;
use aes_fpga_driver::software::{Ecb, ModeStream};
use aes_fpga_driver::{Config, KeySize};
use aes_hdl::aes_axis::{aes_axis_verilog_with, axis_latency, AesAxis};
use aes_hdl::params::{CoreOptions, KeyLen};
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::clocks::sim;
use aes_testbench::dma_system::{accelerator_at, system, Shared, SimAccelerator, BUFFER_BASE};
use aes_testbench::engine::{AxisEngine, AxisIn, AxisOut};
use aes_testbench::verilator_engine::VerilatorAxis;
use anyhow::{anyhow, bail, Result};
use hdl_harness::sim::Sim;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::cell::RefCell;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// The engine of a run: the same bench drives either.
enum RunEngine {
    RustHdl(Box<Sim<AesAxis>>),
    Verilator(VerilatorAxis),
}

impl RunEngine {
    /// The engine of a build with `options`.
    fn new(choice: EngineChoice, options: CoreOptions) -> Result<RunEngine> {
        Ok(match choice {
            EngineChoice::RustHdl => RunEngine::RustHdl(Box::new(sim(AesAxis::new(options)))),
            EngineChoice::Verilator => RunEngine::Verilator(
                VerilatorAxis::of_build(&aes_axis_verilog_with(options), options).map_err(|e| anyhow!("Verilator engine: {}", e.lines().next().unwrap_or("")))?,
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

/// The DMA of `--dma-bus-bits` and `--backpressure`, memory and streams at one clock.
fn dma_config(args: &SimulateArgs) -> DmaConfig {
    DmaConfig {
        bus_bytes: args.dma_bus_bits / 8,
        mem_khz: 1,
        stream_khz: 1,
        fifo_bytes: 1024,
        s2mm_stall: args.backpressure,
        ..DmaConfig::default()
    }
}

/// What GCM and XTS runs share: the input (a file, or the generated workload), the output file
/// (opened before the simulation, written only when everything succeeded), the default build.
struct PacketRun {
    data: Vec<u8>,
    source: String,
    output: Option<Pending>,
    options: CoreOptions,
}

impl PacketRun {
    /// `--pad` (`why_no_pad`) and `--vcd` refused, the input read and given to `check`, the
    /// output file opened, the default build checked for `mode`.
    fn open(args: &SimulateArgs, mode: Mode, why_no_pad: &str, check: impl FnOnce(&[u8], &str) -> Result<()>) -> Result<PacketRun> {
        if args.pad.is_some() {
            bail!("--pad is for the block modes: {why_no_pad}");
        }
        if args.vcd.is_some() {
            bail!("--vcd is for the block modes (simulate --mode {} writes no waveform)", mode.short_name());
        }
        let (data, source) = match &args.input {
            Some(path) => (read(path, "input file")?, path.display().to_string()),
            None => (generated(args.blocks), format!("generated {} bytes", args.blocks * 16)),
        };
        check(&data, &source)?;
        let output = match &args.output {
            Some(p) => Some(Pending::new(p, "output file")?),
            None => None,
        };
        let options = aes_export::builds::default_build().options;
        if !mode.runs(args.decrypt, options.caps()) {
            bail!("the default build has no {mode}");
        }
        Ok(PacketRun { data, source, output, options })
    }

    /// The simulated system of the default build and the driver on it.
    fn accelerator(&self, args: &SimulateArgs, buffer: usize, max_transfer: usize) -> Result<(Shared<RunEngine>, SimAccelerator<RunEngine>)> {
        let sys = system(RunEngine::new(args.engine, self.options)?, self.options, dma_config(args), buffer);
        let acc = accelerator_at(&sys, BUFFER_BASE, buffer, Config { max_transfer, ..Config::default() })?;
        Ok((sys, acc))
    }

    /// The output file, with `out` in it.
    fn finish(self, args: &SimulateArgs, out: &[u8]) -> Result<()> {
        if let (Some(mut f), Some(path)) = (self.output, &args.output) {
            f.write_all(out)?;
            f.commit()?;
            println!("  wrote {} ({} bytes)", path.display(), out.len());
        }
        Ok(())
    }
}

/// The beats the DMA sent and received so far.
fn dma_beats(sys: &Shared<RunEngine>) -> (u64, u64) {
    let s = sys.borrow();
    (s.dma.mm2s_beats, s.dma.s2mm_beats)
}

/// `--mode gcm`: the input (any length, none included) as one GCM message through the driver on
/// the default build, checked against `aes-gcm`; the output file only when everything
/// succeeded (a decryption's tag included).
fn simulate_gcm(args: &SimulateArgs, key_len: KeySize, key: &[u8], g: &GcmArgs) -> Result<()> {
    let run = PacketRun::open(args, Mode::Gcm, "a GCM message has any length", |_, _| Ok(()))?;
    let layout = aes_fpga_driver::gcm::Layout::new(g.aad.len(), run.data.len());
    let max_transfer = args.max_transfer.unwrap_or(layout.output_bytes());
    let direction = if args.decrypt { "decrypt" } else { "encrypt" };
    println!(
        "aes_axis: AES-{} GCM {direction}, {} bytes of AAD and {} bytes of {} from {}; IV {}",
        key_len.bits(),
        g.aad.len(),
        run.data.len(),
        if args.decrypt { "ciphertext" } else { "plaintext" },
        run.source,
        hex(&g.iv)
    );
    let start = Instant::now();
    let (sys, mut acc) = run.accelerator(args, 2 * max_transfer, max_transfer)?;
    acc.load_key(key)?;
    let before = sys.borrow().cycle();
    let out = crate::gcm::process(&mut acc, key, g, &run.data)?;
    let cycles = sys.borrow().cycle() - before;
    let (beats_in, beats_out) = dma_beats(&sys);
    println!(
        "  message:       {cycles} cycles through the driver and the DMA ({beats_in} beats in, {beats_out} out with the tag), {:.1} s of simulation ({})",
        start.elapsed().as_secs_f64(),
        args.engine.name()
    );
    run.finish(args, &out)
}

/// `--mode xts`: the input, a whole number of sectors, through the driver on the default build,
/// checked against `xts-mode`; the output file only when everything succeeded.
fn simulate_xts(args: &SimulateArgs, key_len: KeySize, key: &[u8], x: &XtsArgs) -> Result<()> {
    let why_no_pad = "XTS sectors need none (a sector that is not a whole number of blocks uses ciphertext stealing)";
    let run = PacketRun::open(args, Mode::Xts, why_no_pad, |data, source| crate::xts::check(x, key, data.len(), source))?;
    // Both halves of the DMA buffer hold every sector in whole beats.
    let sectors = run.data.len() / x.sector_size;
    let stride = 16 * aes_fpga_driver::xts::beats(x.sector_size);
    let direction = if args.decrypt { "decrypt" } else { "encrypt" };
    println!(
        "aes_axis: AES-{} XTS {direction}, {sectors} sector{} of {} bytes from {}, sector numbers from {:#x}",
        key_len.bits(),
        if sectors == 1 { "" } else { "s" },
        x.sector_size,
        run.source,
        x.first_sector
    );
    let start = Instant::now();
    let (sys, mut acc) = run.accelerator(args, 2 * sectors * stride, args.max_transfer.unwrap_or(stride))?;
    let out = crate::xts::process(&mut acc, key, x, args.decrypt, &run.data)?;
    let cycles = sys.borrow().cycle();
    let (beats_in, beats_out) = dma_beats(&sys);
    println!("  sectors:       {sectors} checked against xts-mode, all equal");
    println!(
        "  run:           {cycles} cycles with the key loads, one packet per sector ({beats_in} beats in, {beats_out} out), {:.1} s of simulation ({})",
        start.elapsed().as_secs_f64(),
        args.engine.name()
    );
    run.finish(args, &out)
}

/// A generated workload: a deterministic byte pattern.
fn generated(blocks: usize) -> Vec<u8> {
    use rand::{RngCore, SeedableRng};
    let mut data = vec![0u8; blocks * 16];
    rand::rngs::StdRng::seed_from_u64(2001).fill_bytes(&mut data);
    data
}

/// The `aes` crate's rate on this CPU: bytes per second over `data`, repeated for at least `min`.
pub fn software_throughput(key: &[u8], decrypt: bool, data: &[u8], min: Duration) -> Result<f64> {
    let ecb = Ecb::new(key, decrypt)?;
    let mut blocks: Vec<aes::Block> = data.chunks(16).map(|c| *aes::Block::from_slice(c)).collect();
    let start = Instant::now();
    let mut bytes = 0usize;
    while bytes == 0 || start.elapsed() < min {
        ecb.blocks(&mut blocks);
        bytes += data.len();
    }
    std::hint::black_box(&blocks);
    Ok(bytes as f64 / start.elapsed().as_secs_f64())
}

/// The software reference's rate on this CPU for `mode`: bytes per second over `data`, repeated
/// for at least `min` (ECB: the `aes` crate over many blocks at once, as [`software_throughput`]).
pub fn mode_throughput(mode: Mode, key: &[u8], decrypt: bool, iv: [u8; 16], data: &[u8], min: Duration) -> Result<f64> {
    if mode == Mode::Ecb {
        return software_throughput(key, decrypt, data, min);
    }
    let mut stream = ModeStream::new(mode, decrypt, key, iv)?;
    let mut buf = data.to_vec();
    let start = Instant::now();
    let mut bytes = 0usize;
    while bytes == 0 || start.elapsed() < min {
        stream.buffer(&mut buf);
        bytes += data.len();
    }
    std::hint::black_box(&buf);
    Ok(bytes as f64 / start.elapsed().as_secs_f64())
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

/// Runs the driver on the simulated system: key load, the mode and its IV (`None` for ECB),
/// then the buffer through the DMA model. `window`: the waveform's cycles and file; `progress`
/// is told of the output blocks.
#[allow(clippy::too_many_arguments)]
pub fn run_hardware(
    engine: EngineChoice,
    key: &[u8],
    decrypt: bool,
    mode: Mode,
    iv: Option<[u8; 16]>,
    data: &[u8],
    dma: DmaConfig,
    max_transfer: usize,
    window: Option<(u64, u64, PathBuf)>,
    progress: &ProgressBar,
) -> Result<Measured> {
    let start = Instant::now();
    let buffer = 2 * max_transfer.min(data.len()).max(16);
    let sys = system(RunEngine::new(engine, CoreOptions::default())?, CoreOptions::default(), dma, buffer);
    let trace_error: Rc<RefCell<Option<String>>> = Rc::default();
    {
        let err = trace_error.clone();
        let progress = progress.clone();
        let mut tracing = false;
        sys.borrow_mut().hook = Some(Box::new(move |engine: &mut RunEngine, stats, cycle| {
            if stats.blocks_out % 1024 == 0 {
                progress.set_position(stats.blocks_out);
            }
            let Some((a, b, path)) = &window else { return };
            // The bench has run its reset cycle: a window from 0 starts after it.
            if cycle >= *a && cycle < *b && !tracing && err.borrow().is_none() {
                if let Err(e) = engine.trace_to(path) {
                    *err.borrow_mut() = Some(format!("cannot write VCD {}: {e}", path.display()));
                }
                tracing = true;
            }
            if tracing && cycle == *b {
                engine.end_trace();
            }
        }));
    }
    let config = Config { max_transfer, ..Config::default() };
    let mut acc = accelerator_at(&sys, BUFFER_BASE, buffer, config)?;
    let before = sys.borrow().cycle();
    acc.load_key(key)?;
    let key_load_cycles = sys.borrow().cycle() - before;
    acc.set_mode(mode)?;
    if let Some(iv) = iv {
        acc.set_iv(&iv)?;
    }
    let mut output = vec![0u8; data.len()];
    acc.process(decrypt, data, &mut output)?;
    let mut s = sys.borrow_mut();
    s.hook = None;
    s.bench.engine.end_trace();
    if let Some(e) = trace_error.borrow_mut().take() {
        bail!(e);
    }
    let n = data.len() / 16;
    progress.set_position(n as u64);
    if s.bench.scoreboard.checked != n as u64 {
        bail!("{} blocks checked, {n} expected", s.bench.scoreboard.checked);
    }
    let st = s.stats;
    Ok(Measured {
        blocks: n as u64,
        first_in: st.first_in.unwrap_or(0),
        first_out_valid: st.first_out_valid.unwrap_or(0),
        first_out: st.first_out.unwrap_or(0),
        last_out: st.last_out,
        key_load_cycles,
        total_cycles: s.cycle(),
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

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn gb(bytes_per_s: f64) -> String {
    format!("{:.2} GB/s ({:.1} Gbit/s)", bytes_per_s / 1e9, bytes_per_s * 8.0 / 1e9)
}

pub fn run(args: &SimulateArgs) -> Result<()> {
    // Every check on the arguments and files comes before the simulation.
    let (key_len, key) = parse_key(&args.key)?;
    let cipher = args.cipher_mode.resolve(args.decrypt)?;
    if !(0.0..1.0).contains(&args.backpressure) {
        bail!("invalid --backpressure {}: expected a probability 0 <= P < 1", args.backpressure);
    }
    if !(args.clock_mhz > 0.0 && args.clock_mhz.is_finite()) {
        bail!("invalid --clock-mhz {}: expected a positive frequency", args.clock_mhz);
    }
    if args.dma_bus_bits == 0 || args.dma_bus_bits % 8 != 0 {
        bail!("invalid --dma-bus-bits {}: expected a positive multiple of 8", args.dma_bus_bits);
    }
    if let Some(m) = args.max_transfer {
        if m < 16 || m % 16 != 0 {
            bail!("invalid --max-transfer {m}: expected a positive multiple of 16 bytes");
        }
    }
    let (mode, iv) = match cipher {
        Cipher::Gcm(g) => return simulate_gcm(args, key_len, &key, &g),
        Cipher::Xts(x) => return simulate_xts(args, key_len, &key, &x),
        Cipher::Block(mode, iv) => (mode, iv),
    };
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

    let n = data.len() / 16;
    let key_len = KeyLen::from_code(key_len.code() as u8).expect("the contract's key sizes are the design's");
    let direction = if args.decrypt { "decrypt" } else { "encrypt" };
    println!(
        "aes_axis: AES-{} {mode} {direction}, {} blocks ({} bytes) from {source_name}{}",
        key_len.bits(),
        n,
        data.len(),
        if padded { ", PKCS#7 padded" } else { "" }
    );
    let max_transfer = args.max_transfer.unwrap_or(data.len());
    println!(
        "  key over AXI4-Lite (CTRL, KEY0..KEY{}, STATUS polled{}), data by the AXI DMA ({}-bit memory ports, {} transfer{})",
        key_len.nk() - 1,
        match iv {
            Some(iv) => format!("; IV0..IV3 = {}", hex(&iv)),
            None => String::new(),
        },
        args.dma_bus_bits,
        data.len().div_ceil(max_transfer),
        if data.len() > max_transfer { "s" } else { "" }
    );

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
        &key,
        args.decrypt,
        mode,
        iv,
        &data,
        dma_config(args),
        max_transfer,
        window.map(|(a, b)| (a, b, vcd_file.as_ref().unwrap().temp_path().to_path_buf())),
        &progress,
    )?;
    progress.finish_and_clear();

    // The software reference over the same buffer (the aes crate, RustCrypto's mode crates): the
    // check of the output, and the host's throughput.
    let mut expected = data.clone();
    let iv_or_zero = iv.unwrap_or_default();
    ModeStream::new(mode, args.decrypt, &key, iv_or_zero)?.buffer(&mut expected);
    if let Some(i) = (0..n).find(|&i| m.output[16 * i..16 * i + 16] != expected[16 * i..16 * i + 16]) {
        bail!("output block {i} differs from the software reference ({mode})");
    }
    let sw_rate = mode_throughput(mode, &key, args.decrypt, iv_or_zero, &data, Duration::from_millis(300))?;

    if let Some((a, b)) = window {
        if b > m.total_cycles {
            bail!("VCD window {a}..{b} is outside the run (cycles 0..{})", m.total_cycles);
        }
    }

    let latency = m.first_out_valid - m.first_in;
    let span = m.last_out - m.first_in + 1;
    let steady = if m.blocks > 1 { (m.blocks - 1) as f64 / (m.last_out - m.first_out) as f64 } else { 1.0 };
    let hw_rate = steady * 16.0 * args.clock_mhz * 1e6;
    let reference = if mode == Mode::Ecb { "the aes crate" } else { "RustCrypto's mode crates" };
    println!("  blocks:        {} checked against {reference}, all equal", m.blocks);
    println!("  key load:      {} cycles (CTRL and key writes, STATUS polls until KEY_READY)", m.key_load_cycles);
    println!(
        "  cycles:        {span} from the first input handshake to the last output handshake ({} in the run)",
        m.total_cycles
    );
    let design_rate = if mode.feeds_back(args.decrypt) {
        let l = axis_latency(key_len);
        let what = if args.decrypt { "decryption" } else { "encryption" };
        format!("design: 1/{l} = {:.3}, {mode} {what} feeds each block's output back: one block per aes_axis latency", 1.0 / l as f64)
    } else {
        "design: 1".to_string()
    };
    println!(
        "  blocks/cycle:  {steady:.3} in steady state (first to last output; {design_rate}), {:.4} over the {span} cycles",
        m.blocks as f64 / span as f64
    );
    println!(
        "  latency:       {latency} cycles from input handshake to m_axis_tvalid (design: {})",
        aes_hdl::aes_axis::axis_latency_for(&CoreOptions::default(), key_len)
    );
    println!("  hardware:      {} projected at {} MHz", gb(hw_rate), args.clock_mhz);
    println!("  host software: {} ({} on this CPU, same key and data)", gb(sw_rate), if mode == Mode::Ecb { "aes crate" } else { "RustCrypto's mode crate" });
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
