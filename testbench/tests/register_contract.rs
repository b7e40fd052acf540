//! The exported design against the register contract (`aes_fpga_driver::regs`, `::ports`): its
//! port list, and its register decode at every address of the 256-byte window, both in the
//! custom leaf's Verilog and by simulating the exported `aes_axis.v` (Verilator).

use aes_fpga_driver::ports::{self, Dir};
use aes_fpga_driver::regs::{self, id, OKAY, SLVERR};
use aes_hdl::aes_axis::aes_axis_verilog_with;
use aes_hdl::params::CoreOptions;
use aes_hdl::aes_axis::register_map::{RegisterMap, VERSION};
use aes_testbench::axis_bench::AxisBench;
use aes_testbench::verilator_engine::VerilatorAxis;
use hdl_harness::verilator::module_ports;
use rust_hdl::prelude::*;

/// The ports of the exported module are exactly the contract's ports of the version it
/// implements, with their directions and widths.
#[test]
fn exported_ports_are_the_contract_ports() {
    for options in [CoreOptions::FULL, CoreOptions::ENCRYPT_128] {
        let got = module_ports(&aes_axis_verilog_with(options), "aes_axis");
        let want: Vec<_> = ports::of_version(VERSION).collect();
        assert_eq!(got.len(), want.len(), "{got:?}");
        for p in want {
            let v = got.iter().find(|q| q.name == p.name).unwrap_or_else(|| panic!("port {} missing", p.name));
            assert_eq!((v.width, v.input), (p.width, p.dir == Dir::In), "port {}", p.name);
        }
    }
}

/// The contract page's port table (`docs/aes_axis.md`, "Ports") is the contract's port list:
/// every port once, in its order, with its direction and width.
#[test]
fn contract_page_lists_the_contract_ports() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/aes_axis.md")).unwrap();
    let table = page.split("\n## Ports\n").nth(1).expect("a Ports section").split("\n## ").next().unwrap();
    let rows: Vec<(String, String, String)> = table
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            (cells.len() > 4 && cells[1].starts_with('`'))
                .then(|| (cells[1].trim_matches('`').to_string(), cells[2].to_string(), cells[3].to_string()))
        })
        .collect();
    let want: Vec<(String, String, String)> = ports::all()
        .map(|p| (p.name.to_string(), if p.dir == Dir::In { "in" } else { "out" }.to_string(), p.width.to_string()))
        .collect();
    assert_eq!(rows, want);
}

/// The custom leaf's `case` tables: a word is decoded for reads and for writes exactly when the
/// contract maps it in a build with that `CAPS`.
#[test]
fn register_map_leaf_decodes_the_contract_words() {
    for options in [CoreOptions::FULL, CoreOptions::ENCRYPT_128, CoreOptions::ECB_ONLY, CoreOptions::FULL.with_gcm(true), CoreOptions::ENCRYPT_128.with_gcm(true)] {
        let caps = options.caps();
        let Verilog::Custom(text) = RegisterMap::new(options).hdl() else { panic!("custom leaf expected") };
        let (write, read) = text.split_once("case (rd_addr[7:2])").unwrap();
        for word in 0..regs::WORDS {
            let entry = format!("6'd{word}: begin");
            let mapped = regs::lookup(word * 4, caps).is_some();
            assert_eq!(write.contains(&entry), mapped, "write decode of {:#04x}, CAPS {caps:#x}", word * 4);
            assert_eq!(read.contains(&entry), mapped, "read decode of {:#04x}, CAPS {caps:#x}", word * 4);
        }
    }
}

/// The exported Verilog after reset: every address 0x00..0xFF read and written, the response and
/// the read value as the contract's table says (constants, reset values, write-only words). The
/// default export only: the other builds' decode is the same leaf, checked word by word above.
#[test]
fn exported_verilog_answers_every_address_as_the_table_says() {
    hdl_harness::tools::require("verilator");
    let options = aes_export::builds::default_build().options;
    let caps = options.caps();
    let engine = VerilatorAxis::new(&aes_axis_verilog_with(options)).unwrap();
    let mut bench = AxisBench::on_engine(engine, options);
    for a in 0..(1u32 << regs::ADDR_BITS) {
        let reg = regs::lookup(a, caps);
        // Reset values: no key, no settings, no blocks; key words read 0; CAPS and ID their constants.
        let want = reg.map_or((0, SLVERR), |r| (r.reset_value(caps), OKAY));
        assert_eq!(bench.read(a as u8), want, "read {a:#04x} ({:?})", reg.map(|r| r.name));
    }
    for a in (0..(1u32 << regs::ADDR_BITS)).step_by(4) {
        // Writes that change nothing a later read checks: 0 into the writable registers.
        let want = if regs::lookup(a, caps).is_some() { OKAY } else { SLVERR };
        let resp = bench.write(a as u8, 0);
        assert_eq!(resp, want, "write {a:#04x}");
    }
    assert_eq!(bench.read(regs::offset::ID as u8), (id::of_caps(caps), OKAY));
}
