//! Throughput through the driver, the AXI DMA model and `aes_axis` (Verilator's model of the
//! exported Verilog), in MB/s of the modelled clocks, for the Zedboard configurations of the
//! table in docs/performance.md; and the simulation's speed in cycles/s. Every byte is checked
//! against the `aes` crate. Then AES-GCM through the driver on the seed's configuration: MB/s
//! for 64 KiB messages and the cycles per message of 16 B to 16 KiB, checked against `aes-gcm`.
//! Then XTS-AES through the driver on every configuration: MB/s for 4 KiB and 512-byte sectors
//! (one packet, one DMA transfer each way, per sector), checked against `xts-mode`. The model
//! is the default export (GCM and XTS in it).
//!
//!     cargo run --release -p aes-testbench --example dma_bench [-- MEGABYTES]

use aes_fpga_driver::gcm::next_iv;
use aes_fpga_driver::software::{Ecb, Gcm, Xts};
use aes_fpga_driver::Config;
use aes_hdl::aes_axis::aes_axis_verilog_with;
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::dma_system::{accelerator, SimAccelerator};
use aes_export::builds::default_build;
use aes_testbench::verilator_engine::VerilatorAxis;
use std::time::Instant;

struct Case {
    name: &'static str,
    /// The core's (and the DMA's stream side's) clock, MHz.
    core_mhz: u64,
    /// Each direction's memory port: bytes per beat and clock.
    bus_bytes: u64,
    mem_mhz: u64,
}

impl Case {
    fn dma(&self) -> DmaConfig {
        DmaConfig { bus_bytes: self.bus_bytes, mem_khz: self.mem_mhz * 1000, stream_khz: self.core_mhz * 1000, ..DmaConfig::default() }
    }

    /// MB/s after `cycles` of the core's clock for `bytes`.
    fn mbps(&self, bytes: usize, cycles: u64) -> f64 {
        bytes as f64 / (cycles as f64 / (self.core_mhz as f64 * 1e6)) / 1e6
    }

    /// The rate the memory ports and the core allow, and which of them sets it.
    fn bound(&self) -> (f64, &'static str) {
        let port = (self.bus_bytes * self.mem_mhz) as f64;
        let core = 16.0 * self.core_mhz as f64;
        if port < core {
            (port, "memory ports")
        } else if core < port {
            (core, "core")
        } else {
            (core, "core and ports alike")
        }
    }
}

fn main() {
    let mb: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let len = mb << 20;
    let cases = [
        Case { name: "(a) seed: one 64-bit HP port per direction, 142 MHz", core_mhz: 142, bus_bytes: 8, mem_mhz: 142 },
        Case { name: "(b) two 64-bit HP ports per direction (two DMAs), 142 MHz", core_mhz: 142, bus_bytes: 16, mem_mhz: 142 },
        Case { name: "(c) as (b), core and DMA streams at 200 MHz", core_mhz: 200, bus_bytes: 16, mem_mhz: 142 },
    ];
    let options = default_build().options;
    let verilog = aes_axis_verilog_with(options);
    let key: Vec<u8> = (0..16).collect();
    let data: Vec<u8> = (0..len).map(|i| (i * 7 + i / 251) as u8).collect();
    let mut expected = data.clone();
    Ecb::new(&key, false).unwrap().buffer(&mut expected);
    println!("{mb} MiB through AesAccelerator -> AXI DMA model (transfers of 1 MiB) -> aes_axis (Verilator), AES-128 encrypt");
    for c in &cases {
        let engine = VerilatorAxis::new(&verilog).expect("Verilator engine");
        let config = Config { max_transfer: 1 << 20, ..Config::default() };
        let (sys, mut acc) = accelerator(engine, options, c.dma(), 2 << 20, config).unwrap();
        acc.load_key(&key).unwrap();
        let mut out = vec![0u8; len];
        let c0 = sys.borrow().cycle();
        let start = Instant::now();
        acc.encrypt(&data, &mut out).unwrap();
        let wall = start.elapsed().as_secs_f64();
        let cycles = sys.borrow().cycle() - c0;
        assert!(out == expected, "output differs from the aes crate");
        let mbps = c.mbps(len, cycles);
        let (limit, by) = c.bound();
        println!("{}", c.name);
        println!(
            "  {mbps:7.0} MB/s ({cycles} cycles at {} MHz); bound {limit:.0} MB/s by the {by}: {:.1}% of it",
            c.core_mhz,
            100.0 * mbps / limit
        );
        println!("  simulation: {:.0} cycles/s end to end (driver, DMA model, scoreboard, Verilator)", cycles as f64 / wall);
    }
    gcm(&cases[0], &verilog, options);
    for c in &cases {
        xts(c, &verilog, options, len);
    }
}

/// XTS through the driver: `len` bytes as 4 KiB sectors and as 512-byte sectors, each way, in
/// one call (the DMA buffer's halves hold 1 MiB: runs of 256 and 2,048 sectors), the per-sector
/// cost beyond the ports' own (the DMA's per-transfer register writes, polls and read latency).
fn xts(c: &Case, verilog: &str, options: aes_hdl::params::CoreOptions, len: usize) {
    let engine = VerilatorAxis::of_build(verilog, options).expect("Verilator engine");
    let (sys, mut acc) = accelerator(engine, options, c.dma(), 2 << 20, Config::default()).unwrap();
    let key1: Vec<u8> = (0..16).collect();
    let key2: Vec<u8> = (16..32).collect();
    let x = Xts::new(&key1, &key2).unwrap();
    let (limit, by) = c.bound();
    let data: Vec<u8> = (0..len).map(|i| (i * 11 + i / 241) as u8).collect();
    println!("AES-128-XTS through AesAccelerator -> AXI DMA model -> aes_axis (Verilator), {}", c.name);
    for sector in [4096, 512] {
        for decrypt in [false, true] {
            let mut want = data.clone();
            for (k, s) in want.chunks_mut(sector).enumerate() {
                if decrypt {
                    x.decrypt_unit(s, 1000 + k as u128);
                } else {
                    x.encrypt_unit(s, 1000 + k as u128);
                }
            }
            let mut out = vec![0u8; len];
            let c0 = sys.borrow().cycle();
            if decrypt {
                acc.xts_decrypt_sectors(&key1, &key2, 1000, sector, &data, &mut out).unwrap();
            } else {
                acc.xts_encrypt_sectors(&key1, &key2, 1000, sector, &data, &mut out).unwrap();
            }
            let cycles = sys.borrow().cycle() - c0;
            assert!(out == want, "output differs from xts-mode");
            let mbps = c.mbps(len, cycles);
            let sectors = (len / sector) as u64;
            // The cycles of the core's clock the bound takes for one sector.
            let bound_cycles = sector as f64 / (limit / c.core_mhz as f64);
            println!(
                "  {sector:4} B sectors, {}: {mbps:7.1} MB/s; bound {limit:.0} MB/s by the {by}: {:.1}% of it ({:.0} cycles per sector, {bound_cycles:.0} at the bound)",
                if decrypt { "decrypt" } else { "encrypt" },
                100.0 * mbps / limit,
                cycles as f64 / sectors as f64,
            );
        }
    }
}

/// GCM through the driver on the seed's configuration: 64 KiB messages each way, then the cost
/// of one message of each size (the mean over a run of them, the driver's register accesses and
/// polls included).
fn gcm(c: &Case, verilog: &str, options: aes_hdl::params::CoreOptions) {
    const MESSAGES: usize = 16;
    let engine = VerilatorAxis::of_build(verilog, options).expect("Verilator engine");
    let (sys, mut acc) = accelerator(engine, options, c.dma(), 2 << 20, Config::default()).unwrap();
    let key: Vec<u8> = (0..16).collect();
    acc.load_key(&key).unwrap();
    let g = Gcm::new(&key).unwrap();
    let aad = [0xA5u8; 16];
    let (limit, by) = c.bound();
    println!("AES-128-GCM through AesAccelerator -> AXI DMA model -> aes_axis (Verilator), {}", c.name);
    let run = |acc: &mut SimAccelerator<VerilatorAxis>, len: usize, aad: &[u8], decrypt: bool| -> u64 {
        let mut iv = [0x5Cu8; 12];
        let data: Vec<u8> = (0..len).map(|i| (i * 13 + i / 253) as u8).collect();
        let c0 = sys.borrow().cycle();
        for _ in 0..MESSAGES {
            let (ct, tag) = g.seal(&iv, aad, &data);
            if decrypt {
                assert!(acc.gcm_decrypt(&iv, aad, &ct, &tag).unwrap() == data, "plaintext differs from aes-gcm's");
            } else {
                assert!(acc.gcm_encrypt(&iv, aad, &data).unwrap() == (ct, tag), "output differs from aes-gcm");
            }
            iv = next_iv(&iv);
        }
        (sys.borrow().cycle() - c0) / MESSAGES as u64
    };
    for decrypt in [false, true] {
        let len = 64 << 10;
        let cycles = run(&mut acc, len, &[], decrypt);
        let mbps = c.mbps(len, cycles);
        println!(
            "  64 KiB messages, no AAD, {}: {mbps:7.1} MB/s ({cycles} cycles per message); bound {limit:.0} MB/s by the {by}: {:.1}% of it",
            if decrypt { "decrypt" } else { "encrypt" },
            100.0 * mbps / limit
        );
    }
    println!("  cycles per message (encrypt; mean of {MESSAGES}; the ports move {} bytes per cycle each way):", c.bus_bytes * c.mem_mhz / c.core_mhz);
    for len in [16, 64, 1 << 10, 16 << 10] {
        let plain = run(&mut acc, len, &[], false);
        let with_aad = run(&mut acc, len, &aad, false);
        let port_cycles = (len as u64).div_ceil(c.bus_bytes * c.mem_mhz / c.core_mhz);
        println!(
            "    {len:6} B: {plain:6} cycles ({:.0} MB/s; {} beyond the ports' {port_cycles}), with 16 B of AAD {with_aad}",
            c.mbps(len, plain),
            plain - port_cycles
        );
    }
}
