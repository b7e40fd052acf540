//! A cycle-stepped driver for the GHASH unit (`aes_hdl::modes::gcm::ghash`) on rust-hdl and on
//! Verilator's model of its exported Verilog, and the reference it is checked against:
//! RustCrypto's `ghash` crate.

use crate::clocks::sim;
use hdl_harness::sim::Sim;
use hdl_harness::verilator::{port, ModelBuild, Port, VerilatorModel};
use aes_hdl::modes::gcm::ghash::Ghash;
use ghash::universal_hash::{KeyInit, UniversalHash};
use rust_hdl::prelude::*;

/// `GHASH_H(blocks)` by the `ghash` crate, blocks and `H` in AXI byte order (byte 0 in bits 7:0).
pub fn ghash_reference(h: u128, blocks: &[u128]) -> u128 {
    let mut g = ghash::GHash::new(&h.to_le_bytes().into());
    for b in blocks {
        g.update(&[b.to_le_bytes().into()]);
    }
    u128::from_le_bytes(g.finalize().into())
}

/// GCM's length block `[len(A)]64 || [len(C)]64` (bit lengths, big-endian) in AXI byte order.
pub fn length_block(aad_bytes: u64, text_bytes: u64) -> u128 {
    let mut b = [0u8; 16];
    b[..8].copy_from_slice(&(8 * aad_bytes).to_be_bytes());
    b[8..].copy_from_slice(&(8 * text_bytes).to_be_bytes());
    u128::from_le_bytes(b)
}

/// The unit's inputs in one cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drive {
    pub clear: bool,
    /// `h_load` with `H`.
    pub h_load: Option<u128>,
    /// `absorb` with the block, `last`, `pen` and (with `last`) the mask.
    pub absorb: Option<Absorb>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Absorb {
    pub block: u128,
    pub last: bool,
    /// The message's second-to-last block.
    pub pen: bool,
    pub mask: u128,
}

/// The unit's outputs in one cycle (before its clock edge).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    pub powers_ready: bool,
    pub hash_valid: bool,
    pub hash: u128,
}

/// One clock cycle of a GHASH unit: set the inputs, read the outputs, clock edge.
pub trait GhashEngine {
    fn cycle(&mut self, d: &Drive) -> Seen;
}

fn set_words(s: &mut [Signal<In, Bits<32>>; 4], v: u128) {
    for (i, w) in s.iter_mut().enumerate() {
        w.next = ((v >> (32 * i)) as u32).to_bits();
    }
}

fn words(v: u128) -> [u32; 4] {
    [0, 1, 2, 3].map(|i| (v >> (32 * i)) as u32)
}

/// The rust-hdl simulation of the unit.
pub struct RustHdlGhash {
    pub sim: Sim<Ghash>,
}

impl RustHdlGhash {
    pub fn new() -> Self {
        RustHdlGhash { sim: sim(Ghash::default()) }
    }
}

impl Default for RustHdlGhash {
    fn default() -> Self {
        Self::new()
    }
}

impl GhashEngine for RustHdlGhash {
    fn cycle(&mut self, d: &Drive) -> Seen {
        let u = &mut self.sim.uut;
        u.clear.next = d.clear;
        u.h_load.next = d.h_load.is_some();
        set_words(&mut u.h, d.h_load.unwrap_or(0));
        let a = d.absorb.unwrap_or_default();
        u.absorb.next = d.absorb.is_some();
        u.last.next = a.last;
        u.pen.next = a.pen;
        set_words(&mut u.x, a.block);
        set_words(&mut u.mask, a.mask);
        self.sim.eval();
        let u = &self.sim.uut;
        let hash = u
            .hash
            .iter()
            .rev()
            .fold(0u128, |acc, s| (acc << 32) | s.val().to_u32() as u128);
        let seen = Seen { powers_ready: u.powers_ready.val(), hash_valid: u.hash_valid.val(), hash };
        self.sim.tick();
        seen
    }
}

const INPUTS: [Port; 17] = [
    port("clear", 1),
    port("h_load", 1),
    port("h$0", 32),
    port("h$1", 32),
    port("h$2", 32),
    port("h$3", 32),
    port("absorb", 1),
    port("last", 1),
    port("pen", 1),
    port("x$0", 32),
    port("x$1", 32),
    port("x$2", 32),
    port("x$3", 32),
    port("mask$0", 32),
    port("mask$1", 32),
    port("mask$2", 32),
    port("mask$3", 32),
];

/// Verilator's model of the exported unit (top module `ghash`).
pub struct VerilatorGhash {
    model: VerilatorModel,
}

impl VerilatorGhash {
    pub fn new(verilog: &str) -> Result<Self, String> {
        let outputs = [
            port("powers_ready", 1),
            port("hash_valid", 1),
            port("hash$0", 32),
            port("hash$1", 32),
            port("hash$2", 32),
            port("hash$3", 32),
        ];
        let model = VerilatorModel::build(verilog, "ghash", "clock", &INPUTS, &outputs, ModelBuild::Quick)?;
        Ok(VerilatorGhash { model })
    }
}

impl GhashEngine for VerilatorGhash {
    fn cycle(&mut self, d: &Drive) -> Seen {
        let a = d.absorb.unwrap_or_default();
        let mut w = vec![d.clear as u32, d.h_load.is_some() as u32];
        w.extend(words(d.h_load.unwrap_or(0)));
        w.extend([d.absorb.is_some() as u32, a.last as u32, a.pen as u32]);
        w.extend(words(a.block));
        w.extend(words(a.mask));
        self.model.set(&w);
        let o = self.model.get();
        let hash = o[2..6].iter().rev().fold(0u128, |acc, &x| (acc << 32) | x as u128);
        self.model.tick();
        Seen { powers_ready: o[0] == 1, hash_valid: o[1] == 1, hash }
    }
}
