//! The port list of the exported `aes_axis` module: names, directions and widths as Vivado's
//! interface inference and every simulation engine see them.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    In,
    Out,
}

/// One port of `aes_axis`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Port {
    pub name: &'static str,
    pub dir: Dir,
    pub width: u32,
    /// The contract version that introduced the port (`ID` bits 7:0).
    pub since: u8,
}

const fn p(name: &'static str, dir: Dir, width: u32) -> Port {
    Port { name, dir, width, since: 1 }
}

const fn v2(name: &'static str, dir: Dir, width: u32) -> Port {
    Port { name, dir, width, since: 2 }
}

use Dir::{In, Out};

/// The clock and reset.
pub const ACLK: &str = "aclk";
pub const ARESETN: &str = "aresetn";
/// Width of `s_axis_tdata`/`m_axis_tdata`: one AES block.
pub const TDATA_BITS: u32 = 128;
/// Bytes per stream beat.
pub const BEAT_BYTES: usize = (TDATA_BITS / 8) as usize;
/// `m_axis_tkeep` on every beat, and the `s_axis_tkeep` of a whole block.
pub const TKEEP_ALL: u16 = 0xFFFF;

/// Every port of `aes_axis`, in the order of the port table of `docs/aes_axis.md`.
pub const PORTS: [Port; 29] = [
    p(ACLK, In, 1),
    p(ARESETN, In, 1),
    p("s_axi_awaddr", In, super::regs::ADDR_BITS),
    p("s_axi_awvalid", In, 1),
    p("s_axi_awready", Out, 1),
    p("s_axi_wdata", In, 32),
    p("s_axi_wstrb", In, 4),
    p("s_axi_wvalid", In, 1),
    p("s_axi_wready", Out, 1),
    p("s_axi_bresp", Out, 2),
    p("s_axi_bvalid", Out, 1),
    p("s_axi_bready", In, 1),
    p("s_axi_araddr", In, super::regs::ADDR_BITS),
    p("s_axi_arvalid", In, 1),
    p("s_axi_arready", Out, 1),
    p("s_axi_rdata", Out, 32),
    p("s_axi_rresp", Out, 2),
    p("s_axi_rvalid", Out, 1),
    p("s_axi_rready", In, 1),
    p("s_axis_tdata", In, TDATA_BITS),
    p("s_axis_tvalid", In, 1),
    p("s_axis_tready", Out, 1),
    p("s_axis_tlast", In, 1),
    v2("s_axis_tkeep", In, TDATA_BITS / 8),
    p("m_axis_tdata", Out, TDATA_BITS),
    p("m_axis_tvalid", Out, 1),
    p("m_axis_tready", In, 1),
    p("m_axis_tlast", Out, 1),
    v2("m_axis_tkeep", Out, TDATA_BITS / 8),
];

/// Every port, in the contract's order.
pub fn all() -> impl Iterator<Item = &'static Port> {
    PORTS.iter()
}

/// The ports of contract `version`.
pub fn of_version(version: u8) -> impl Iterator<Item = &'static Port> {
    all().filter(move |p| p.since <= version)
}

pub fn by_name(name: &str) -> Option<&'static Port> {
    all().find(|p| p.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_has_every_contract_port_once() {
        assert_eq!(all().count(), 29);
        let mut names: Vec<_> = all().map(|p| p.name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 29);
        assert_eq!(of_version(1).count(), 27);
        assert_eq!(by_name("s_axis_tkeep").unwrap().width, 16);
        assert_eq!(by_name("s_axi_araddr").unwrap().width, 8);
        assert_eq!(by_name("m_axis_tlast").unwrap().dir, Dir::Out);
    }
}
