//! The Verilator engine: the exported `aes_axis.v` as a Verilator model
//! ([`hdl_harness::verilator`]) behind the same [`AxisEngine`] trait as the rust-hdl simulation.
//!
//! An optimised build ([`ModelBuild::Fast`]) of a build with S-boxes as `case` tables is slow,
//! its C++ being mostly those tables; an unoptimised one ([`ModelBuild::Quick`]) builds quickly
//! and runs slower, which does not matter where the rust-hdl simulation beside it sets the pace
//! (times in `docs/tests.md`).
//!
//! The default export's model built with [`ModelBuild::Fast`] has Verilator's tracing compiled
//! in (`--trace`), off until [`VerilatorAxis::signal_values`] dumps every signal once for the
//! register-dump tests: the tests of the exported default share that one model. The other
//! builds' models (`full-2reg`), which no register dump reads, are built without it: tracing
//! nearly doubles the C++ compiler's work on a model (`docs/tests.md`). The GHASH
//! multiplier's XOR-tree nets are left out of the trace (the `(* keep *)` nets): they are most of
//! what tracing would add to the model's C++, and no register-dump check reads them; traced but
//! off, the model runs as fast as without tracing.

use crate::engine::{AxisEngine, AxisIn, AxisOut};
use aes_hdl::params::CoreOptions;
use hdl_harness::verilator::{module_ports, port_words, ModelBuild, Port, VerilatorModel};

fn words(x: u128) -> [u32; 4] {
    [x as u32, (x >> 32) as u32, (x >> 64) as u32, (x >> 96) as u32]
}

fn join_words(w: &[u32]) -> u128 {
    w.iter().rev().fold(0u128, |acc, &x| (acc << 32) | x as u128)
}

type InGetter = fn(&AxisIn) -> u128;
type OutSetter = fn(&mut AxisOut, u128);

/// Where each input port's value comes from in [`AxisIn`], by port name.
const AXIS_IN_FIELDS: [(&str, InGetter); 15] = [
    ("aresetn", |i| i.aresetn as u128),
    ("s_axi_awvalid", |i| i.s_axi_awvalid as u128),
    ("s_axi_awaddr", |i| i.s_axi_awaddr as u128),
    ("s_axi_wvalid", |i| i.s_axi_wvalid as u128),
    ("s_axi_wdata", |i| i.s_axi_wdata as u128),
    ("s_axi_wstrb", |i| i.s_axi_wstrb as u128),
    ("s_axi_bready", |i| i.s_axi_bready as u128),
    ("s_axi_arvalid", |i| i.s_axi_arvalid as u128),
    ("s_axi_araddr", |i| i.s_axi_araddr as u128),
    ("s_axi_rready", |i| i.s_axi_rready as u128),
    ("s_axis_tvalid", |i| i.s_axis_tvalid as u128),
    ("s_axis_tlast", |i| i.s_axis_tlast as u128),
    ("m_axis_tready", |i| i.m_axis_tready as u128),
    ("s_axis_tkeep", |i| i.s_axis_tkeep as u128),
    ("s_axis_tdata", |i| i.s_axis_tdata),
];

/// Where each output port's value goes in [`AxisOut`], by port name.
const AXIS_OUT_FIELDS: [(&str, OutSetter); 13] = [
    ("s_axi_awready", |o, v| o.s_axi_awready = v != 0),
    ("s_axi_wready", |o, v| o.s_axi_wready = v != 0),
    ("s_axi_bvalid", |o, v| o.s_axi_bvalid = v != 0),
    ("s_axi_bresp", |o, v| o.s_axi_bresp = v as u8),
    ("s_axi_arready", |o, v| o.s_axi_arready = v != 0),
    ("s_axi_rvalid", |o, v| o.s_axi_rvalid = v != 0),
    ("s_axi_rdata", |o, v| o.s_axi_rdata = v as u32),
    ("s_axi_rresp", |o, v| o.s_axi_rresp = v as u8),
    ("s_axis_tready", |o, v| o.s_axis_tready = v != 0),
    ("m_axis_tvalid", |o, v| o.m_axis_tvalid = v != 0),
    ("m_axis_tlast", |o, v| o.m_axis_tlast = v != 0),
    ("m_axis_tkeep", |o, v| o.m_axis_tkeep = v as u16),
    ("m_axis_tdata", |o, v| o.m_axis_tdata = v),
];

/// The interface of a Verilated `aes_axis`: the contract's ports (`aes_fpga_driver::ports`)
/// that this Verilog has, minus the clock, each with the [`AxisIn`] field it is driven from or
/// the [`AxisOut`] field it is read into, in the order of the field tables (which fixes the C++
/// interface, and so the model cache key). A port of the contract that the Verilog lacks (the
/// version-2 `tkeep` ports in a version-1 build) is left out; a port the Verilog has and the
/// engine cannot drive is an error.
#[allow(clippy::type_complexity)]
fn axis_interface(verilog: &str) -> Result<(Vec<(Port, InGetter)>, Vec<(Port, OutSetter)>), String> {
    use aes_fpga_driver::ports::{self, Dir};
    let present = module_ports(verilog, "aes_axis");
    let port = |name: &str, dir: Dir| -> Result<Option<Port>, String> {
        let p = ports::by_name(name).filter(|p| p.dir == dir).ok_or(format!("{name} is no {dir:?} port of aes_axis"))?;
        match present.iter().find(|q| q.name == p.name) {
            None => Ok(None),
            Some(v) if v.width != p.width || v.input != (p.dir == Dir::In) => {
                Err(format!("port {}: the Verilog declares {} bits, {}", p.name, v.width, if v.input { "input" } else { "output" }))
            }
            Some(_) => Ok(Some(Port { name: p.name, width: p.width })),
        }
    };
    let mut ins = vec![];
    for &(name, get) in &AXIS_IN_FIELDS {
        if let Some(p) = port(name, Dir::In)? {
            ins.push((p, get));
        }
    }
    let mut outs = vec![];
    for &(name, set) in &AXIS_OUT_FIELDS {
        if let Some(p) = port(name, Dir::Out)? {
            outs.push((p, set));
        }
    }
    for p in ports::all().filter(|p| p.dir == Dir::In && p.name != ports::ACLK) {
        if present.iter().any(|q| q.name == p.name) && !ins.iter().any(|(q, _)| q.name == p.name) {
            return Err(format!("input port {} has no field in AxisIn", p.name));
        }
    }
    Ok((ins, outs))
}

/// A Verilator model of `aes_axis`.
pub struct VerilatorAxis {
    model: VerilatorModel,
    inputs: Vec<(Port, InGetter)>,
    outputs: Vec<(Port, OutSetter)>,
    words: Vec<u32>,
    cycle: u64,
}

impl VerilatorAxis {
    /// Builds (or reuses) the optimised model, tracing compiled in, of the default export's
    /// `aes_axis` Verilog text, and instantiates it.
    pub fn new(verilog: &str) -> Result<Self, String> {
        Self::with_build(verilog, ModelBuild::Fast, true)
    }

    /// The optimised model of `verilog`, the export of the build `options`: with tracing where
    /// that is the default build (the model the register dumps read and the other tests of the
    /// default export share), without elsewhere.
    pub fn of_build(verilog: &str, options: CoreOptions) -> Result<Self, String> {
        Self::with_build(verilog, ModelBuild::Fast, options == CoreOptions::default())
    }

    /// The model of `verilog`, its C++ compiled as `how` says, with Verilator's tracing where
    /// `trace` is set.
    pub fn with_build(verilog: &str, how: ModelBuild, trace: bool) -> Result<Self, String> {
        let (inputs, outputs) = axis_interface(verilog)?;
        let ins: Vec<Port> = inputs.iter().map(|p| p.0).collect();
        let outs: Vec<Port> = outputs.iter().map(|p| p.0).collect();
        let model = VerilatorModel::build_with(verilog, "aes_axis", aes_fpga_driver::ports::ACLK, &ins, &outs, how, trace)?;
        let words = Vec::with_capacity(model.in_words());
        Ok(VerilatorAxis { model, inputs, outputs, words, cycle: 0 })
    }

    /// Every signal of the design and its present value, by hierarchical name
    /// (`TOP.aes_axis.core.…`), read back from a one-step VCD ([`VerilatorModel::dump`]); values
    /// wider than 128 bits keep their low 128 bits. Needs a model with tracing compiled in
    /// ([`new`](Self::new)).
    pub fn signal_values(&mut self) -> Result<Vec<(String, u128)>, String> {
        static DUMPS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = DUMPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("aes-fpga-dump-{}-{n}.vcd", std::process::id()));
        self.model.dump(&path)?;
        let values = crate::waveform::Waveform::load(&path).map(|w| w.final_values()).map_err(|e| e.to_string());
        let _ = std::fs::remove_file(&path);
        values
    }
}

impl AxisEngine for VerilatorAxis {
    fn set(&mut self, i: &AxisIn) {
        self.words.clear();
        for (p, get) in &self.inputs {
            let v = get(i);
            self.words.extend_from_slice(&words(v)[..port_words(p)]);
        }
        self.model.set(&self.words);
    }

    fn get(&self) -> AxisOut {
        let w = self.model.get();
        let mut o = AxisOut::default();
        let mut k = 0;
        for (p, set) in &self.outputs {
            let n = port_words(p);
            set(&mut o, join_words(&w[k..k + n]));
            k += n;
        }
        o
    }

    fn tick(&mut self) {
        self.model.tick();
        self.cycle += 1;
    }

    fn cycle(&self) -> u64 {
        self.cycle
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hdl_harness::verilator::shim;

    #[test]
    fn port_values_split_into_words_and_join_again() {
        let x = 0x0f0e0d0c_0b0a0908_07060504_03020100;
        assert_eq!(words(x), [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
        assert_eq!(join_words(&words(x)), x);
    }

    #[test]
    fn shim_sets_and_gets_every_port_word() {
        let (ins, outs) = axis_interface(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
        let ins: Vec<Port> = ins.iter().map(|p| p.0).collect();
        let outs: Vec<Port> = outs.iter().map(|p| p.0).collect();
        let s = shim("aes_axis", "aclk", &ins, &outs, false);
        // s_axis_tdata comes last, after fourteen one-word inputs.
        assert!(s.contains("t->s_axis_tdata[3] = in[17];"), "{s}");
        assert!(s.contains("out[15] = t->m_axis_tdata[3];"), "{s}");
        assert!(s.contains("t->aclk = 1;\n    t->eval();\n    t->aclk = 0;"));
        assert_eq!(ins.iter().map(port_words).sum::<usize>(), 18);
    }
}
