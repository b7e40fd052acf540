//! `speedup`: the multiplier's report (`mymul::speedup`), and the same model applied to
//! the AES accelerator behind an AXI DMA.
//!
//! For a buffer of `B` bytes (`N = B / 16` blocks): `t_sw` is the `aes` crate on this host,
//! measured; `t_hw = (N + L) / f` (one block per cycle after the latency `L`, `aes_axis`'s
//! figure); `t_com` moves the buffer in and out over a `w`-bit AXI DMA at the same clock `f`:
//! `2 B / (w/8 · f)` with the two transfers one after the other, as the slides' model adds them.
//! A streaming DMA overlaps both directions with the core, so its time is
//! `max(B / (w/8 · f), t_hw)`: whichever of the bus and the core is slower sets the pace, and the
//! bus is the limit whenever `w/8 < 16` bytes per cycle.

use crate::args::{parse_key, SpeedupArgs, DEMO_KEY};
use crate::simulate::software_throughput;
use aes_hdl::aes_axis::AXIS_LATENCY;
use mymul::speedup::{amdahl, speedup, speedup_report};
use anyhow::{bail, Result};
use std::time::Duration;

/// The AES model's times for one buffer, in seconds.
pub struct AesModel {
    pub t_sw: f64,
    pub t_com: f64,
    pub t_hw: f64,
    pub t_stream: f64,
}

pub fn aes_model(bytes: u64, clock_hz: f64, bus_bits: u32, sw_rate: f64) -> AesModel {
    let blocks = bytes.div_ceil(16) as f64;
    let bus_bytes = bus_bits as f64 / 8.0;
    let t_hw = (blocks + AXIS_LATENCY as f64) / clock_hz;
    let one_way = bytes as f64 / (bus_bytes * clock_hz);
    AesModel { t_sw: bytes as f64 / sw_rate, t_com: 2.0 * one_way, t_hw, t_stream: one_way.max(t_hw) }
}

pub fn run(args: &SpeedupArgs) -> Result<()> {
    if !(args.clock_mhz > 0.0 && args.clock_mhz.is_finite()) {
        bail!("invalid --clock-mhz {}: expected a positive frequency", args.clock_mhz);
    }
    if args.bus_bits == 0 || args.bus_bits % 8 != 0 {
        bail!("invalid --bus-bits {}: expected a multiple of 8", args.bus_bits);
    }
    if args.bytes == 0 || args.bytes % 16 != 0 {
        bail!("invalid --bytes {}: expected a positive multiple of 16", args.bytes);
    }
    println!("{}", speedup_report());
    println!();

    let (_, key) = parse_key(DEMO_KEY)?;
    let sample = vec![0x5au8; (args.bytes.min(1 << 20)) as usize];
    let (sw_rate, sw_what) = match args.sw_mbps {
        Some(r) if r > 0.0 && r.is_finite() => (r * 1e6, "given with --sw-mbps"),
        Some(r) => bail!("invalid --sw-mbps {r}: expected a positive rate"),
        None => (software_throughput(&key, false, &sample, Duration::from_millis(300))?, "aes crate on this host"),
    };
    let f = args.clock_mhz * 1e6;
    let m = aes_model(args.bytes, f, args.bus_bits, sw_rate);
    let core_rate = 16.0 * f;
    let bus_rate = args.bus_bits as f64 / 8.0 * f;
    println!("aes_axis: AES-128 accelerator behind a {}-bit AXI DMA at {} MHz, {} byte buffer", args.bus_bits, args.clock_mhz, args.bytes);
    println!("  core: 16 bytes/cycle = {:.2} GB/s; DMA: {} bytes/cycle each way = {:.2} GB/s; latency {AXIS_LATENCY} cycles", core_rate / 1e9, args.bus_bits / 8, bus_rate / 1e9);
    if bus_rate < core_rate {
        println!("  the bus, not the core, is the limit: the core waits {:.0}% of the cycles", 100.0 * (1.0 - bus_rate / core_rate));
    } else {
        println!("  the core, not the bus, is the limit");
    }
    println!("  t_sw   = {:>10.1} us  ({sw_what}: {:.3} GB/s)", m.t_sw * 1e6, sw_rate / 1e9);
    println!("  t_hw   = {:>10.1} us  ((N + {AXIS_LATENCY}) cycles)", m.t_hw * 1e6);
    println!("  t_com  = {:>10.1} us  (buffer in, then out, over the DMA)", m.t_com * 1e6);
    println!("  stream = {:>10.1} us  (DMA both ways overlapped with the core: max(B / bus rate, t_hw))", m.t_stream * 1e6);
    println!("  speedup = 1 / ((1 - p) + p / s), s = t_sw / (t_com + t_hw); streamed: s = t_sw / stream");
    for p in [1.0, 0.9, 0.5] {
        let serial = speedup(m.t_sw / p, m.t_sw, m.t_com, m.t_hw);
        let streamed = amdahl(p, m.t_sw / m.t_stream);
        println!("    p = {p:.1}: {serial:>7.2}x serial, {streamed:>7.2}x streamed");
    }
    println!("  by bus width (p = 1):");
    for bits in [32u32, 64, 128, 256] {
        let m = aes_model(args.bytes, f, bits, sw_rate);
        let limit = if (bits / 8) < 16 { "bus" } else { "core" };
        println!(
            "    {bits:>3}-bit: {:>7.2}x serial, {:>7.2}x streamed, limit: {limit}",
            m.t_sw / (m.t_com + m.t_hw),
            m.t_sw / m.t_stream
        );
    }
    if m.t_sw < m.t_stream {
        println!("  (the software AES is faster than the accelerator at this clock: a speedup below 1 is a slowdown)");
    }
    Ok(())
}
