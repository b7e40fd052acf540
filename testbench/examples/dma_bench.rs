//! Throughput through the driver, the AXI DMA model and `aes_axis` (Verilator's model of the
//! exported Verilog), in MB/s of the modelled clocks, for the Zedboard configurations of the
//! table in docs/performance.md; and the simulation's speed in cycles/s. Every byte is checked
//! against the `aes` crate.
//!
//!     cargo run --release -p aes-testbench --example dma_bench [-- MEGABYTES]

use aes_fpga_driver::software::Ecb;
use aes_fpga_driver::Config;
use aes_hdl::aes_axis::aes_axis_verilog;
use aes_hdl::params::CoreOptions;
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::dma_system::accelerator;
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

fn main() {
    let mb: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let len = mb << 20;
    let cases = [
        Case { name: "(a) seed: one 64-bit HP port per direction, 142 MHz", core_mhz: 142, bus_bytes: 8, mem_mhz: 142 },
        Case { name: "(b) two 64-bit HP ports per direction (two DMAs), 142 MHz", core_mhz: 142, bus_bytes: 16, mem_mhz: 142 },
        Case { name: "(c) as (b), core and DMA streams at 200 MHz", core_mhz: 200, bus_bytes: 16, mem_mhz: 142 },
    ];
    let verilog = aes_axis_verilog();
    let key: Vec<u8> = (0..16).collect();
    let data: Vec<u8> = (0..len).map(|i| (i * 7 + i / 251) as u8).collect();
    let mut expected = data.clone();
    Ecb::new(&key, false).unwrap().buffer(&mut expected);
    println!("{mb} MiB through AesAccelerator -> AXI DMA model (transfers of 1 MiB) -> aes_axis (Verilator), AES-128 encrypt");
    for c in cases {
        let dma = DmaConfig {
            bus_bytes: c.bus_bytes,
            mem_khz: c.mem_mhz * 1000,
            stream_khz: c.core_mhz * 1000,
            ..DmaConfig::default()
        };
        let engine = VerilatorAxis::new(&verilog).expect("Verilator engine");
        let config = Config { max_transfer: 1 << 20, ..Config::default() };
        let (sys, mut acc) = accelerator(engine, CoreOptions::default(), dma, 2 << 20, config).unwrap();
        acc.load_key(&key).unwrap();
        let mut out = vec![0u8; len];
        let c0 = sys.borrow().cycle();
        let start = Instant::now();
        acc.encrypt(&data, &mut out).unwrap();
        let wall = start.elapsed().as_secs_f64();
        let cycles = sys.borrow().cycle() - c0;
        assert!(out == expected, "output differs from the aes crate");
        let mbps = len as f64 / (cycles as f64 / (c.core_mhz as f64 * 1e6)) / 1e6;
        let port = (c.bus_bytes * c.mem_mhz) as f64;
        let core = 16.0 * c.core_mhz as f64;
        let (limit, by) = if port < core { (port, "memory ports") } else if core < port { (core, "core") } else { (core, "core and ports alike") };
        println!("{}", c.name);
        println!(
            "  {mbps:7.0} MB/s ({cycles} cycles at {} MHz); bound {limit:.0} MB/s by the {by}: {:.1}% of it",
            c.core_mhz,
            100.0 * mbps / limit
        );
        println!("  simulation: {:.0} cycles/s end to end (driver, DMA model, scoreboard, Verilator)", cycles as f64 / wall);
    }
}
