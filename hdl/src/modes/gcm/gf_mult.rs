//! Multiplication in GF(2^128) in GCM's bit order (NIST SP 800-38D 6.3): the pure functions,
//! and [`GfMult`], the pipelined multiply-accumulate leaf of the GHASH unit.
//!
//! **Bit order.** SP 800-38D reads a block as a polynomial whose coefficient of `x^0` is the
//! block's first bit, the most significant bit of byte 0, and reduces modulo
//! `x^128 + x^7 + x^2 + x + 1`. In the design a block travels in AXI4-Stream byte order
//! (`block_words.rs`: byte `k` in bits `[8k+7:8k]`), so the coefficient of `x^(8k+j)` is bit
//! `8k+7-j`: the polynomial is the block with the bits of every byte reversed
//! ([`reflect_bytes`], its own inverse). In the polynomial order used by every function here bit
//! `i` is the coefficient of `x^i`, multiplication by `x` is a left shift and the reduction adds
//! [`REDUCTION`] for each bit shifted past `x^127`. In hardware the reflection is wiring.
//!
//! **Architecture of the leaf.** `p = (x ^ v) · b`, two register stages:
//!
//! - stage A: the operand `a` (128 bits) and its Karatsuba middle operand `am = a_lo ^ a_hi`
//!   (64 bits), `b` and `bm = b_lo ^ b_hi`, sampled every clock (in the Verilog,
//!   [`OPERAND_COPIES`] copies, each feeding its part of the stage-C trees);
//! - stage C: one-level Karatsuba, the three 64 x 64 carry-less products `a_lo·b_lo`,
//!   `a_hi·b_hi` and `am·bm` (3 x 127 bits, [`product_terms`]), each bit an XOR tree of at most 64
//!   AND terms: three products per LUT6 at the first level, six nets per LUT at the next, at
//!   most 3 LUT levels (the trees are kept as printed, `(* keep *)` on the first two levels);
//! - the outputs `p` and `pm = p_lo ^ p_hi` are the Karatsuba recombination and the reduction
//!   of stage C, linear maps with at most 18 stage-C bits per output bit ([`product_map`]; at
//!   most 14 for `pm`, [`mid_map`]), combinational.
//!
//! The caller registers `p` and `pm` (the GHASH unit's accumulators) and feeds them back as `v`
//! and `vm`, so the loop closes in three clocks with a register between the product map and the
//! next operand: stage C to the accumulators is the map (2 LUT levels), the accumulators to
//! stage A a select and one XOR level, and no XOR of `a_lo` and `a_hi` sits in front of stage A
//! (the middle operand comes in beside the operand).
//!
//! Why this architecture: every stage fits 3 LUT levels register to register; a LUT6 takes
//! three AND terms, so the first tree level is a third of the AND count, and one Karatsuba level
//! cuts the terms from 16,384 to 12,288. A second level would cut them again, but its
//! recombination adds a level to the map. Left to itself ABC maps the XOR trees for depth with
//! MUXF7/8 and duplication, hence the printed trees; the product maps are left to ABC. Tables
//! of `H` in LUT RAM would be smaller but load over many cycles and cannot be cleared in one,
//! which the key-material rules need.
//! The measured variants are in `docs/performance.md` ("The GHASH multiplier").

use crate::primitives::not_a_signal::not_a_signal;
use crate::primitives::tie_off;
use rust_hdl::prelude::*;

/// `x^128 mod (x^128 + x^7 + x^2 + x + 1)` in polynomial order: `x^7 + x^2 + x + 1`.
pub const REDUCTION: u128 = 0x87;

/// Bits of one Karatsuba sub-product (64 x 64 carry-less: degree 126).
pub const SUB_BITS: usize = 127;
/// Stage C: the three sub-products.
pub const C_BITS: usize = 3 * SUB_BITS;
/// Operand bits of stage A: `a` (128) and `am` (64); the same for `b`.
pub const OPERAND_BITS: usize = 192;
/// Copies of the stage-A operand registers in the Verilog: copy `k` feeds the trees of the
/// sub-product bits `j` with `j mod SUB_BITS` in the `k`-th equal part of `0..SUB_BITS`. An
/// operand bit drives 64 AND terms of its sub-product; one register driving all of them is a net
/// across that sub-product's trees, so each copy drives a quarter and the placer puts it beside
/// its quarter (with two, a copy's net still crossed the trees of its half). The copies are
/// `(* keep *)` so that synthesis does not merge them (as `replicated_reg.rs`). The simulation
/// has one.
pub const OPERAND_COPIES: usize = 4;

/// The operand copy that feeds stage-C bit `j`.
pub fn operand_copy(j: usize) -> usize {
    (j % SUB_BITS) * OPERAND_COPIES / SUB_BITS
}

/// A block in AXI byte order to its polynomial (bit `i` the coefficient of `x^i`) and back:
/// the bits of every byte reversed.
pub fn reflect_bytes(v: u128) -> u128 {
    u128::from_le_bytes(v.to_le_bytes().map(u8::reverse_bits))
}

/// Carry-less product of two 64-bit polynomials (127 bits).
pub fn clmul64(a: u64, b: u64) -> u128 {
    (0..64).filter(|i| a >> i & 1 == 1).fold(0, |r, i| r ^ ((b as u128) << i))
}

/// Carry-less product of two 128-bit polynomials: `(low 128 bits, high bits)`.
pub fn clmul(a: u128, b: u128) -> (u128, u128) {
    (0..128).filter(|i| a >> i & 1 == 1).fold((0, 0), |(lo, hi), i| {
        (lo ^ (b << i), if i == 0 { hi } else { hi ^ (b >> (128 - i)) })
    })
}

/// `v * (x^7 + x^2 + x + 1)`, truncated to 128 bits.
fn times_reduction(v: u128) -> u128 {
    v ^ (v << 1) ^ (v << 2) ^ (v << 7)
}

/// `lo + x^128 hi` modulo `x^128 + x^7 + x^2 + x + 1`: `x^128 hi = hi * (x^7 + x^2 + x + 1)`,
/// whose bits past `x^127` (the top seven bits of `hi`, shifted out) fold in once more.
pub fn reduce(lo: u128, hi: u128) -> u128 {
    let overflow = (hi >> 127) ^ (hi >> 126) ^ (hi >> 121);
    lo ^ times_reduction(hi) ^ times_reduction(overflow)
}

/// Product of two polynomials in GF(2^128).
pub fn poly_mul(a: u128, b: u128) -> u128 {
    let (lo, hi) = clmul(a, b);
    reduce(lo, hi)
}

/// SP 800-38D's `X • Y` on blocks in AXI byte order.
pub fn gf_mul(x: u128, y: u128) -> u128 {
    reflect_bytes(poly_mul(reflect_bytes(x), reflect_bytes(y)))
}

/// The Karatsuba operands of a polynomial: `[lo, hi, lo ^ hi]` (64 bits each).
pub fn karatsuba_operands(v: u128) -> [u64; 3] {
    let (lo, hi) = (v as u64, (v >> 64) as u64);
    [lo, hi, lo ^ hi]
}

/// Stage C from the operands: the three sub-products `lo·lo`, `hi·hi`, `mid·mid`.
pub fn sub_products(a: [u64; 3], b: [u64; 3]) -> [u128; 3] {
    [0, 1, 2].map(|s| clmul64(a[s], b[s]))
}

/// The product from stage C: Karatsuba's recombination
/// `p_lo + x^64 (p_mid + p_lo + p_hi) + x^128 p_hi`, then the reduction.
pub fn combine(c: [u128; 3]) -> u128 {
    let mid = c[0] ^ c[1] ^ c[2];
    reduce(c[0] ^ (mid << 64), c[1] ^ (mid >> 64))
}

/// Stage C bit `j` (sub-product `j / 127`, bit `j % 127`) as its AND terms `(q, q')`: operand
/// bit `q` of stage A times operand bit `q'` of `b`, operand bits numbered `a` (0-127) then `am`
/// (128-191).
pub fn product_terms(j: usize) -> Vec<(usize, usize)> {
    let (s, k) = (j / SUB_BITS, j % SUB_BITS);
    (k.saturating_sub(63)..=k.min(63)).map(|i| (64 * s + i, 64 * s + k - i)).collect()
}

/// For each bit of [`combine`]'s result, the stage-C bits whose XOR it is: the map applied to
/// each stage-C basis vector, so it is the function the simulation runs.
pub fn product_map() -> Vec<Vec<usize>> {
    linear_rows(128, |p| p)
}

/// For each bit `m < 64` of `p_lo ^ p_hi` (the next middle operand), its stage-C bits.
pub fn mid_map() -> Vec<Vec<usize>> {
    linear_rows(64, |p| p ^ (p >> 64))
}

fn linear_rows(bits: usize, f: impl Fn(u128) -> u128) -> Vec<Vec<usize>> {
    let mut rows = vec![vec![]; bits];
    for j in 0..C_BITS {
        let mut c = [0u128; 3];
        c[j / SUB_BITS] = 1 << (j % SUB_BITS);
        let v = f(combine(c));
        for (m, row) in rows.iter_mut().enumerate() {
            if v >> m & 1 == 1 {
                row.push(j);
            }
        }
    }
    rows
}

/// AND terms per first-level LUT6 of the stage-C trees, and nets per LUT above it.
pub const TERMS_PER_LUT: usize = 3;
pub const NETS_PER_LUT: usize = 6;

/// `items` split into `ceil(len / size)` groups of nearly equal length.
fn groups<T: Clone>(items: &[T], size: usize) -> Vec<Vec<T>> {
    let n = items.len().div_ceil(size).max(1);
    (0..n).map(|g| items[g * items.len() / n..(g + 1) * items.len() / n].to_vec()).collect()
}

/// The shape of the tree of a stage-C bit of `n` AND terms, the fewest LUTs within three
/// levels: `(raw, l1, l2)`, `raw` terms taken by the root LUT itself (two inputs each, where it
/// has inputs to spare), the others three to a first-level LUT, `l2` second-level LUTs (0 where
/// the root takes the first-level nets directly). `n <= 3` is a single LUT (`(0, 1, 0)`).
pub fn tree_shape(n: usize) -> (usize, usize, usize) {
    if n <= TERMS_PER_LUT {
        return (0, 1, 0);
    }
    let mut best = None;
    for raw in 0..=NETS_PER_LUT / 2 {
        let l1 = (n - raw).div_ceil(TERMS_PER_LUT);
        let l2 = if l1 + 2 * raw <= NETS_PER_LUT { 0 } else { l1.div_ceil(NETS_PER_LUT) };
        if n <= raw || l2 + 2 * raw > NETS_PER_LUT {
            continue;
        }
        let luts = l1 + l2 + 1;
        if best.map_or(true, |(b, _)| luts < b) {
            best = Some((luts, (raw, l1, l2)));
        }
    }
    best.expect("more than three levels").1
}

/// LUTs of a tree of [`tree_shape`].
pub fn tree_luts(n: usize) -> usize {
    match tree_shape(n) {
        (0, 1, 0) => 1,
        (_, l1, l2) => l1 + l2 + 1,
    }
}

/// Consecutive AND terms `(q, r), (q + 1, r - 1), ..` of operand copy `k` ([`product_terms`]
/// lists them so) as Verilog: a slice of `a` ANDed with a slice of `b` bit-reversed (`br{k}`,
/// wiring), XOR-reduced. The same logic as a sum of single-bit products; a cycle-based simulator
/// evaluates it as a few word operations instead of one per term, which makes the model's C++
/// several times smaller.
fn and_terms(k: usize, terms: &[(usize, usize)]) -> String {
    let (q, r) = terms[0];
    assert!(terms.iter().enumerate().all(|(i, &t)| t == (q + i, r - i)), "terms not consecutive");
    let n = terms.len();
    let rev = OPERAND_BITS - 1 - r;
    if n == 1 {
        format!("(ao{k}[{q}] & br{k}[{rev}])")
    } else {
        format!("^(ao{k}[{}:{q}] & br{k}[{}:{rev}])", q + n - 1, rev + n - 1)
    }
}

/// The stage-C trees as Verilog: kept first-level nets `l1_*` (up to three AND terms), kept
/// second-level nets `l2_*` (up to six first-level nets) and `c_next`, shaped by
/// [`tree_shape`]. Returns the text and the number of LUT levels of the deepest tree.
pub fn stage_c_verilog() -> (String, usize) {
    let mut l1 = vec![];
    let mut l2 = vec![];
    let mut roots = vec![];
    let mut depth = 0;
    for j in 0..C_BITS {
        let k = operand_copy(j);
        let terms = product_terms(j);
        let (raw, n1, n2) = tree_shape(terms.len());
        let (grouped, direct) = terms.split_at(terms.len() - raw);
        let mut nets: Vec<String> = groups(grouped, TERMS_PER_LUT)
            .into_iter()
            .map(|g| {
                l1.push(and_terms(k, &g));
                format!("l1_{}", l1.len() - 1)
            })
            .collect();
        assert_eq!(nets.len(), n1);
        let mut levels = 1;
        if n2 > 0 {
            nets = groups(&nets, NETS_PER_LUT)
                .into_iter()
                .map(|g| {
                    l2.push(g.join(" ^ "));
                    format!("l2_{}", l2.len() - 1)
                })
                .collect();
            assert_eq!(nets.len(), n2);
            levels += 1;
        }
        nets.extend(direct.iter().map(|&t| and_terms(k, &[t])));
        if nets.len() > 1 {
            levels += 1;
        }
        depth = depth.max(levels);
        roots.push(nets.join(" ^ "));
    }
    // One wire per net: an event-driven simulator re-evaluates every reader of a vector when
    // any of its bits changes.
    let mut v = String::new();
    for (n, e) in l1.iter().enumerate() {
        v.push_str(&format!("(* keep *) wire l1_{n} = {e};\n"));
    }
    for (n, e) in l2.iter().enumerate() {
        v.push_str(&format!("(* keep *) wire l2_{n} = {e};\n"));
    }
    v.push_str(&format!("wire [{}:0] c_next;\n", C_BITS - 1));
    for (j, e) in roots.iter().enumerate() {
        v.push_str(&format!("assign c_next[{j}] = {e};\n"));
    }
    (v, depth)
}

/// `assign <name>[m] = ^ c[...]` for each row of a stage-C map (left to ABC: kept first-level
/// nets of six bits cannot take the selects that follow).
fn map_verilog(name: &str, rows: &[Vec<usize>]) -> String {
    let mut v = format!("wire [{}:0] {name};\n", rows.len() - 1);
    for (m, row) in rows.iter().enumerate() {
        let terms: Vec<String> = row.iter().map(|j| format!("c[{j}]")).collect();
        v.push_str(&format!("assign {name}[{m}] = {};\n", terms.join(" ^ ")));
    }
    v
}

/// `wire [bits-1:0] dst` = `src` with the bits of every byte reversed ([`reflect_bytes`]).
fn reflect_verilog(dst: &str, src: &str, bits: usize) -> String {
    let order: Vec<String> = (0..bits).rev().map(|i| format!("{src}[{}]", i / 8 * 8 + 7 - i % 8)).collect();
    format!("wire [{}:0] {dst} = {{{}}};\n", bits - 1, order.join(", "))
}

/// The leaf's registers, in polynomial order: simulation state, not signals (the Verilog has
/// them as registers `a`, `am`, `b`, `bm`, `c`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MultState {
    pub a: u128,
    pub am: u64,
    pub b: u128,
    pub bm: u64,
    pub c: [u128; 3],
}

not_a_signal!(MultState);

impl MultState {
    /// Every register word, for checks that nothing is left in them.
    pub fn words(&self) -> Vec<u128> {
        vec![self.a, self.am as u128, self.b, self.bm as u128, self.c[0], self.c[1], self.c[2]]
    }
}

/// The pipelined multiplier: `p` shows, from the second clock edge after they were presented,
/// `((x_off ? 0 : x) ^ v) • b` (blocks in AXI byte order, four 32-bit columns each). The middle
/// operands come with their blocks: `bm` must be `(b[0] ^ b[2], b[1] ^ b[3])` and `vm` likewise of
/// `v` (stored next to them by the caller, so no XOR sits in front of the operand registers); the
/// middle of `x` is formed here. `clear` zeroes every register at the clock edge.
///
/// | port | width | |
/// |------|-------|-|
/// | `x`, `x_off` | 4 x 32, 1 | a block, added unless `x_off` |
/// | `v`, `vm` | 4 x 32, 2 x 32 | a second block, always added, and its middle operand |
/// | `b`, `bm` | 4 x 32, 2 x 32 | the other factor and its middle operand |
/// | `p`, `pm` | 4 x 32, 2 x 32 | the product of the operands presented two edges earlier, and its middle operand |
///
/// A custom leaf: the simulation runs [`sub_products`] and [`combine`] on native integers, and
/// the Verilog is printed from [`product_terms`], [`product_map`] and [`mid_map`], which the
/// unit tests check against those functions; the co-simulation of the GHASH unit checks the two
/// agree.
#[derive(LogicBlock)]
pub struct GfMult {
    pub clock: Signal<In, Clock>,
    pub clear: Signal<In, Bit>,
    pub x: [Signal<In, Bits<32>>; 4],
    pub x_off: Signal<In, Bit>,
    pub v: [Signal<In, Bits<32>>; 4],
    pub vm: [Signal<In, Bits<32>>; 2],
    pub b: [Signal<In, Bits<32>>; 4],
    pub bm: [Signal<In, Bits<32>>; 2],
    pub p: [Signal<Out, Bits<32>>; 4],
    pub pm: [Signal<Out, Bits<32>>; 2],
    state: MultState,
    /// Built absent (in a build without GCM), the leaf has no registers and its product is 0.
    present: Present,
}

/// Whether the multiplier is built: a build parameter, not a signal.
pub struct Present(pub bool);

not_a_signal!(Present);

impl Default for GfMult {
    fn default() -> Self {
        GfMult::new(true)
    }
}

/// The words as one number, word 0 the least significant.
fn join_words(w: &[Signal<In, Bits<32>>]) -> u128 {
    w.iter().rev().fold(0u128, |acc, s| (acc << 32) | s.val().to_u32() as u128)
}

impl GfMult {
    pub fn new(present: bool) -> Self {
        GfMult {
            clock: Default::default(),
            clear: Default::default(),
            x: Default::default(),
            x_off: Default::default(),
            v: Default::default(),
            vm: Default::default(),
            b: Default::default(),
            bm: Default::default(),
            p: Default::default(),
            pm: Default::default(),
            state: Default::default(),
            present: Present(present),
        }
    }

    /// The registers' current values.
    pub fn state(&self) -> &MultState {
        &self.state
    }
}

impl Logic for GfMult {
    fn update(&mut self) {
        if self.clock.pos_edge() && self.present.0 {
            let s = &mut self.state;
            if self.clear.val() {
                *s = MultState::default();
            } else {
                let x = if !self.x_off.val() { reflect_bytes(join_words(&self.x)) } else { 0 };
                let v = reflect_bytes(join_words(&self.v));
                let vm = reflect_bytes(join_words(&self.vm)) as u64;
                let b = reflect_bytes(join_words(&self.b));
                let bm = reflect_bytes(join_words(&self.bm)) as u64;
                s.c = sub_products([s.a as u64, (s.a >> 64) as u64, s.am], [s.b as u64, (s.b >> 64) as u64, s.bm]);
                s.a = x ^ v;
                s.am = karatsuba_operands(x)[2] ^ vm;
                s.b = b;
                s.bm = bm;
            }
        }
        let p = reflect_bytes(combine(self.state.c));
        for (i, p_i) in self.p.iter_mut().enumerate() {
            p_i.next = ((p >> (32 * i)) as u32).to_bits();
        }
        let pm = p ^ (p >> 64);
        for (i, p_i) in self.pm.iter_mut().enumerate() {
            p_i.next = ((pm >> (32 * i)) as u32).to_bits();
        }
    }
    fn connect(&mut self) {
        for p_i in self.p.iter_mut() {
            p_i.connect();
        }
        for p_i in self.pm.iter_mut() {
            p_i.connect();
        }
    }
    fn hdl(&self) -> Verilog {
        if !self.present.0 {
            let outputs: String =
                ["p$0", "p$1", "p$2", "p$3", "pm$0", "pm$1"].iter().map(|o| tie_off(o, 32, "x$0")).collect();
            return Verilog::Custom(
                outputs
                    + "wire _unused_ok = &{1'b0, clock, clear, x$0, x$1, x$2, x$3, x_off, v$0, v$1, v$2, v$3, vm$0, vm$1, b$0, b$1, b$2, b$3, bm$0, bm$1, 1'b0};\n",
            );
        }
        let mut v = String::new();
        for k in 0..OPERAND_COPIES {
            v.push_str(&format!(
                "reg [127:0] a_q{k} = 128'd0;\nreg [63:0] am_q{k} = 64'd0;\nreg [127:0] b_q{k} = 128'd0;\nreg [63:0] bm_q{k} = 64'd0;\n\
                 wire [191:0] ao{k} = {{am_q{k}, a_q{k}}};\nwire [191:0] bo{k} = {{bm_q{k}, b_q{k}}};\n"
            ));
            let reversed: Vec<String> = (0..OPERAND_BITS).map(|i| format!("bo{k}[{i}]")).collect();
            v.push_str(&format!("wire [{}:0] br{k} = {{{}}};\n", OPERAND_BITS - 1, reversed.join(", ")));
        }
        v.push_str(&format!("reg [{}:0] c = {C_BITS}'d0;\n", C_BITS - 1));
        v.push_str(&stage_c_verilog().0);
        v.push_str(&map_verilog("r", &product_map()));
        v.push_str(&map_verilog("rm", &mid_map()));
        // The ports are in AXI byte order, the registers in polynomial order: wiring.
        v.push_str("wire [127:0] xb = {x$3, x$2, x$1, x$0};\nwire [127:0] vb = {v$3, v$2, v$1, v$0};\nwire [63:0] vmb = {vm$1, vm$0};\n");
        v.push_str("wire [127:0] bb = {b$3, b$2, b$1, b$0};\nwire [63:0] bmb = {bm$1, bm$0};\n");
        v.push_str(&reflect_verilog("xp", "xb", 128));
        v.push_str(&reflect_verilog("vp", "vb", 128));
        v.push_str(&reflect_verilog("bp", "bb", 128));
        v.push_str(&reflect_verilog("bmp", "bmb", 64));
        v.push_str(&reflect_verilog("vmp", "vmb", 64));
        v.push_str(&reflect_verilog("pb", "r", 128));
        v.push_str(&reflect_verilog("pmb", "rm", 64));
        v.push_str(
            "wire [127:0] a_next = (x_off ? 128'd0 : xp) ^ vp;\n\
             wire [63:0] am_next = (x_off ? 64'd0 : xp[63:0] ^ xp[127:64]) ^ vmp;\n",
        );
        for k in 0..OPERAND_COPIES {
            v.push_str(&format!(
                "(* keep *) always @(posedge clock)\n  if (clear) begin\n    a_q{k} <= 128'd0;\n    am_q{k} <= 64'd0;\n    \
                 b_q{k} <= 128'd0;\n    bm_q{k} <= 64'd0;\n  end else begin\n    a_q{k} <= a_next;\n    am_q{k} <= am_next;\n    \
                 b_q{k} <= bp;\n    bm_q{k} <= bmp;\n  end\n"
            ));
        }
        // A copy's part of the products may leave a few operand bits unread (Verilator's
        // `_unused_ok` convention; synthesis removes their flip-flops).
        let mut unused = vec![];
        for k in 0..OPERAND_COPIES {
            let mut read = [[false; OPERAND_BITS]; 2];
            for j in (0..C_BITS).filter(|&j| operand_copy(j) == k) {
                for (q, r) in product_terms(j) {
                    read[0][q] = true;
                    read[1][r] = true;
                }
            }
            unused.extend((0..OPERAND_BITS).filter(|&i| !read[0][i]).map(|i| format!("ao{k}[{i}]")));
            // `b` is read through its reversal.
            unused.extend((0..OPERAND_BITS).filter(|&i| !read[1][i]).map(|i| format!("br{k}[{}]", OPERAND_BITS - 1 - i)));
        }
        if !unused.is_empty() {
            v.push_str(&format!("wire _unused_ok = &{{1'b0, {}, 1'b0}};\n", unused.join(", ")));
        }
        v.push_str(&format!(
            "always @(posedge clock)\n  if (clear) c <= {C_BITS}'d0;\n  else c <= c_next;\n\
             always @(*) begin\n  p$0 = pb[31:0];\n  p$1 = pb[63:32];\n  p$2 = pb[95:64];\n  p$3 = pb[127:96];\n  pm$0 = pmb[31:0];\n  pm$1 = pmb[63:32];\nend\n"
        ));
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ghash::universal_hash::{KeyInit, UniversalHash};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// `x • h` by RustCrypto's `ghash`: GHASH of the one block `x`.
    fn ghash_mul(x: u128, h: u128) -> u128 {
        let mut g = ghash::GHash::new(&h.to_le_bytes().into());
        g.update(&[x.to_le_bytes().into()]);
        u128::from_le_bytes(g.finalize().into())
    }

    fn block(hex: &str) -> u128 {
        u128::from_str_radix(hex, 16).unwrap().swap_bytes()
    }

    #[test]
    fn gf_mul_matches_the_ghash_crate() {
        let mut rng = StdRng::seed_from_u64(1);
        for n in 0..2_000 {
            let (x, h): (u128, u128) = (rng.gen(), rng.gen());
            // Sparse operands too: single bits reach every reduction case.
            let (x, h) = if n < 256 { (1 << (n / 2), 1 << (127 - n / 2)) } else { (x, h) };
            assert_eq!(gf_mul(x, h), ghash_mul(x, h), "{x:#x} * {h:#x}");
        }
    }

    #[test]
    fn gf_mul_matches_the_mcgrew_viega_test_case_2() {
        // GCM spec (McGrew and Viega) test case 2: K = 0, P = 0^128. H = E_K(0), C = E_K(inc32(J0)),
        // X1 = C • H, and GHASH = X1 ^ len block, times H.
        let h = block("66e94bd4ef8a2c3b884cfa59ca342b2e");
        let c = block("0388dace60b6a392f328c2b971b2fe78");
        assert_eq!(gf_mul(c, h), block("5e2ec746917062882c85b0685353deb7"));
        let len = block("00000000000000000000000000000080");
        assert_eq!(gf_mul(gf_mul(c, h) ^ len, h), block("f38cbb1ad69223dcc3457ae5b6b0f885"));
    }

    #[test]
    fn polynomial_order_reflects_each_byte() {
        // SP 800-38D: the block 0x80 00 .. 00 is the polynomial 1, and 1 is the identity.
        assert_eq!(reflect_bytes(0x80), 1);
        assert_eq!(reflect_bytes(0x01 << 120), 1 << 127);
        let mut rng = StdRng::seed_from_u64(2);
        for _ in 0..100 {
            let x: u128 = rng.gen();
            assert_eq!(reflect_bytes(reflect_bytes(x)), x);
            assert_eq!(gf_mul(x, 0x80), x);
        }
    }

    #[test]
    fn karatsuba_stages_equal_the_product() {
        let mut rng = StdRng::seed_from_u64(3);
        for _ in 0..1_000 {
            let (a, b): (u128, u128) = (rng.gen(), rng.gen());
            let c = sub_products(karatsuba_operands(a), karatsuba_operands(b));
            assert_eq!(combine(c), poly_mul(a, b));
        }
    }

    #[test]
    fn term_lists_and_maps_compute_the_native_functions() {
        let map = product_map();
        let mid = mid_map();
        assert!(map.iter().all(|r| r.len() <= 18) && mid.iter().all(|r| r.len() <= 14));
        let mut rng = StdRng::seed_from_u64(4);
        for _ in 0..50 {
            let (a, b): (u128, u128) = (rng.gen(), rng.gen());
            let (ka, kb) = (karatsuba_operands(a), karatsuba_operands(b));
            let bit = |ops: [u64; 3], q: usize| (ops[q / 64] >> (q % 64)) & 1 == 1;
            let native = sub_products(ka, kb);
            let mut c = [0u128; 3];
            for j in 0..C_BITS {
                let v = product_terms(j).iter().fold(false, |acc, &(q, r)| acc ^ (bit(ka, q) & bit(kb, r)));
                c[j / SUB_BITS] |= (v as u128) << (j % SUB_BITS);
            }
            assert_eq!(c, native);
            let eval = |rows: &[Vec<usize>]| {
                rows.iter().enumerate().fold(0u128, |acc, (m, row)| {
                    acc | ((row.iter().fold(0, |x, &j| x ^ (c[j / SUB_BITS] >> (j % SUB_BITS)) & 1)) << m)
                })
            };
            let p = combine(c);
            assert_eq!(eval(&map), p);
            assert_eq!(eval(&mid), (p ^ (p >> 64)) as u64 as u128);
        }
    }

    #[test]
    fn stage_c_trees_have_at_most_three_levels() {
        let (text, depth) = stage_c_verilog();
        assert_eq!(depth, 3);
        assert_eq!((0..C_BITS).map(|j| product_terms(j).len()).sum::<usize>(), 3 * 64 * 64);
        // 12,288 AND terms in 5,154 LUTs (5,355 with plain trees of three terms, then six nets).
        let nets = text.lines().filter(|l| l.starts_with("(* keep *) wire l")).count();
        let roots = (0..C_BITS).filter(|&j| tree_shape(product_terms(j).len()) != (0, 1, 0)).count();
        assert_eq!(nets + roots, 5_154);
        assert_eq!((0..C_BITS).map(|j| tree_luts(product_terms(j).len())).sum::<usize>(), 5_154);
        // Shapes: 7 terms in three LUTs (two nets of three and one term in the root), 64 in 26.
        assert_eq!([1, 3, 4, 7, 18, 19, 64].map(tree_luts), [1, 1, 2, 3, 7, 8, 26]);
    }

    #[test]
    fn leaf_multiplies_and_clears() {
        let mut uut = GfMult::default();
        uut.connect_all();
        let mut rng = StdRng::seed_from_u64(5);
        let set = |s: &mut [Signal<In, Bits<32>>], v: u128| {
            for (i, w) in s.iter_mut().enumerate() {
                w.next = ((v >> (32 * i)) as u32).to_bits();
            }
        };
        let tick = |u: &mut GfMult| {
            u.clock.next = true.into();
            assert!(simulate(u, 20));
            u.clock.next = false.into();
            assert!(simulate(u, 20));
        };
        let join = |w: &[Signal<Out, Bits<32>>]| w.iter().rev().fold(0u128, |a, s| (a << 32) | s.val().to_u32() as u128);
        let mid = |v: u128| (v ^ (v >> 64)) as u64 as u128;
        let mut presented: Vec<u128> = vec![0, 0];
        for n in 0..40 {
            let (x, v, b): (u128, u128, u128) = (rng.gen(), rng.gen(), rng.gen());
            let x_off = n % 3 == 1;
            set(&mut uut.x, x);
            set(&mut uut.v, v);
            set(&mut uut.vm, mid(v));
            set(&mut uut.b, b);
            set(&mut uut.bm, mid(b));
            uut.x_off.next = x_off;
            assert!(simulate(&mut uut, 20));
            let p = join(&uut.p);
            assert_eq!(p, presented[presented.len() - 2], "cycle {n}");
            assert_eq!(join(&uut.pm), mid(p), "cycle {n}");
            presented.push(ghash_mul(if x_off { 0 } else { x } ^ v, b));
            tick(&mut uut);
        }
        uut.clear.next = true;
        tick(&mut uut);
        assert_eq!(uut.state().words(), vec![0; 7]);
        assert_eq!(join(&uut.p), 0);
    }
}
