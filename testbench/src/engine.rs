//! Simulation engines for `aes_axis`: one interface for "a clocked model with these ports", so a
//! driver, scoreboard or workload is written once and runs on the rust-hdl simulation, on
//! Verilator's model of the exported Verilog, or on both in lock step.

use hdl_harness::sim::Sim;
use aes_hdl::aes_axis::AesAxis;
use rust_hdl::prelude::*;

/// The input ports of `aes_axis` as plain values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub struct AxisIn {
    pub aresetn: bool,
    pub s_axi_awvalid: bool,
    pub s_axi_wvalid: bool,
    pub s_axi_bready: bool,
    pub s_axi_arvalid: bool,
    pub s_axi_rready: bool,
    pub s_axis_tvalid: bool,
    pub s_axis_tlast: bool,
    pub m_axis_tready: bool,
    pub s_axi_awaddr: u8,
    pub s_axi_wstrb: u8,
    pub s_axi_araddr: u8,
    pub s_axi_wdata: u32,
    pub s_axis_tkeep: u16,
    pub s_axis_tdata: u128,
}

/// The output ports of `aes_axis` as plain values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub struct AxisOut {
    pub s_axi_awready: bool,
    pub s_axi_wready: bool,
    pub s_axi_bvalid: bool,
    pub s_axi_arready: bool,
    pub s_axi_rvalid: bool,
    pub s_axis_tready: bool,
    pub m_axis_tvalid: bool,
    pub m_axis_tlast: bool,
    pub s_axi_bresp: u8,
    pub s_axi_rresp: u8,
    pub s_axi_rdata: u32,
    pub m_axis_tkeep: u16,
    pub m_axis_tdata: u128,
}

/// A cycle-stepped model of `aes_axis`. A cycle is: `set` the inputs (the model settles its
/// combinational logic), read `get`, then `tick` for the rising edge.
pub trait AxisEngine {
    fn set(&mut self, inputs: &AxisIn);
    fn get(&self) -> AxisOut;
    fn tick(&mut self);
    /// Rising edges so far.
    fn cycle(&self) -> u64;
}

/// The rust-hdl simulation.
impl AxisEngine for Sim<AesAxis> {
    fn set(&mut self, i: &AxisIn) {
        let u = &mut self.uut;
        u.aresetn.next = i.aresetn;
        u.s_axi_awvalid.next = i.s_axi_awvalid;
        u.s_axi_awaddr.next = (i.s_axi_awaddr as u32).to_bits();
        u.s_axi_wvalid.next = i.s_axi_wvalid;
        u.s_axi_wdata.next = i.s_axi_wdata.to_bits();
        u.s_axi_wstrb.next = (i.s_axi_wstrb as u32).to_bits();
        u.s_axi_bready.next = i.s_axi_bready;
        u.s_axi_arvalid.next = i.s_axi_arvalid;
        u.s_axi_araddr.next = (i.s_axi_araddr as u32).to_bits();
        u.s_axi_rready.next = i.s_axi_rready;
        u.s_axis_tvalid.next = i.s_axis_tvalid;
        u.s_axis_tdata.next = i.s_axis_tdata.to_bits();
        u.s_axis_tlast.next = i.s_axis_tlast;
        u.s_axis_tkeep.next = (i.s_axis_tkeep as u32).to_bits();
        u.m_axis_tready.next = i.m_axis_tready;
        self.eval();
    }

    fn get(&self) -> AxisOut {
        let u = &self.uut;
        AxisOut {
            s_axi_awready: u.s_axi_awready.val(),
            s_axi_wready: u.s_axi_wready.val(),
            s_axi_bvalid: u.s_axi_bvalid.val(),
            s_axi_bresp: u.s_axi_bresp.val().to_u32() as u8,
            s_axi_arready: u.s_axi_arready.val(),
            s_axi_rvalid: u.s_axi_rvalid.val(),
            s_axi_rdata: u.s_axi_rdata.val().to_u32(),
            s_axi_rresp: u.s_axi_rresp.val().to_u32() as u8,
            s_axis_tready: u.s_axis_tready.val(),
            m_axis_tvalid: u.m_axis_tvalid.val(),
            m_axis_tdata: u.m_axis_tdata.val().to_u128(),
            m_axis_tlast: u.m_axis_tlast.val(),
            m_axis_tkeep: u.m_axis_tkeep.val().to_u32() as u16,
        }
    }

    fn tick(&mut self) {
        Sim::tick(self)
    }

    fn cycle(&self) -> u64 {
        Sim::cycle(self)
    }
}

/// Two engines driven with the same inputs; every output port is compared after every `set`.
/// The first difference is kept (cycle and port) and `get` returns the first engine's outputs.
pub struct Lockstep<A: AxisEngine, B: AxisEngine> {
    pub a: A,
    pub b: B,
    pub first_difference: Option<String>,
    pub compared: u64,
}

impl<A: AxisEngine, B: AxisEngine> Lockstep<A, B> {
    pub fn new(a: A, b: B) -> Self {
        Lockstep { a, b, first_difference: None, compared: 0 }
    }
}

/// The ports on which two output sets differ, by name.
pub fn differing_ports(x: &AxisOut, y: &AxisOut) -> Vec<&'static str> {
    let mut d = vec![];
    let mut check = |name, differs: bool| {
        if differs {
            d.push(name)
        }
    };
    check("s_axi_awready", x.s_axi_awready != y.s_axi_awready);
    check("s_axi_wready", x.s_axi_wready != y.s_axi_wready);
    check("s_axi_bvalid", x.s_axi_bvalid != y.s_axi_bvalid);
    check("s_axi_bresp", x.s_axi_bresp != y.s_axi_bresp);
    check("s_axi_arready", x.s_axi_arready != y.s_axi_arready);
    check("s_axi_rvalid", x.s_axi_rvalid != y.s_axi_rvalid);
    check("s_axi_rdata", x.s_axi_rdata != y.s_axi_rdata);
    check("s_axi_rresp", x.s_axi_rresp != y.s_axi_rresp);
    check("s_axis_tready", x.s_axis_tready != y.s_axis_tready);
    check("m_axis_tvalid", x.m_axis_tvalid != y.m_axis_tvalid);
    check("m_axis_tdata", x.m_axis_tdata != y.m_axis_tdata);
    check("m_axis_tlast", x.m_axis_tlast != y.m_axis_tlast);
    check("m_axis_tkeep", x.m_axis_tkeep != y.m_axis_tkeep);
    d
}

impl<A: AxisEngine, B: AxisEngine> AxisEngine for Lockstep<A, B> {
    fn set(&mut self, inputs: &AxisIn) {
        self.a.set(inputs);
        self.b.set(inputs);
        let (x, y) = (self.a.get(), self.b.get());
        self.compared += 1;
        if self.first_difference.is_none() {
            let ports = differing_ports(&x, &y);
            if !ports.is_empty() {
                self.first_difference =
                    Some(format!("cycle {}: {} differ: {x:?} vs {y:?}", self.a.cycle(), ports.join(", ")));
            }
        }
    }

    fn get(&self) -> AxisOut {
        self.a.get()
    }

    fn tick(&mut self) {
        self.a.tick();
        self.b.tick();
    }

    fn cycle(&self) -> u64 {
        self.a.cycle()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differing_ports_names_each_port() {
        let x = AxisOut::default();
        let y = AxisOut { m_axis_tdata: 1, s_axi_bresp: 2, ..x };
        assert_eq!(differing_ports(&x, &y), ["s_axi_bresp", "m_axis_tdata"]);
        assert!(differing_ports(&x, &x).is_empty());
    }
}
