//! [`GfSquare`]: the square of a block in GF(2^128) (NIST SP 800-38D's `X • X`), combinational.
//!
//! Squaring is linear over GF(2) (`(a + b)^2 = a^2 + b^2`): in polynomial order
//! (`gf_mult.rs`) coefficient `i` moves to `x^(2i)` and the terms past `x^127` fold back through
//! the reduction, so every output bit is the XOR of a few input bits ([`square_map`]) and the
//! GHASH unit gets `H^2` in the cycle after `H` is loaded, leaving the multiplier free for `H^3`.

use super::gf_mult::{poly_mul, reflect_bytes};
use rust_hdl::prelude::*;

/// For each bit of the square (polynomial order), the input bits whose XOR it is: the square of
/// each basis vector, so it is the function the simulation runs.
pub fn square_map() -> Vec<Vec<usize>> {
    let mut rows = vec![vec![]; 128];
    for i in 0..128 {
        let v = poly_mul(1 << i, 1 << i);
        for (m, row) in rows.iter_mut().enumerate() {
            if v >> m & 1 == 1 {
                row.push(i);
            }
        }
    }
    rows
}

/// `y = h • h` and its Karatsuba middle `ym = (y[0] ^ y[2], y[1] ^ y[3])`, blocks in AXI byte
/// order (four 32-bit column words).
///
/// | port | width | |
/// |------|-------|-|
/// | `h` | 4 x 32 | the block |
/// | `y` | 4 x 32 | its square |
/// | `ym` | 2 x 32 | the square's middle operand, as the multiplier's `bm` and `vm` take it |
///
/// A custom leaf: the simulation runs [`poly_mul`] on native integers, the Verilog is printed
/// from [`square_map`], which the unit test checks against it.
#[derive(LogicBlock, Default)]
pub struct GfSquare {
    pub h: [Signal<In, Bits<32>>; 4],
    pub y: [Signal<Out, Bits<32>>; 4],
    pub ym: [Signal<Out, Bits<32>>; 2],
}

impl Logic for GfSquare {
    fn update(&mut self) {
        let h = self.h.iter().rev().fold(0u128, |acc, s| (acc << 32) | s.val().to_u32() as u128);
        let p = reflect_bytes(h);
        let y = reflect_bytes(poly_mul(p, p));
        let w = |i: usize| (y >> (32 * i)) as u32;
        for (i, y_i) in self.y.iter_mut().enumerate() {
            y_i.next = w(i).to_bits();
        }
        self.ym[0].next = (w(0) ^ w(2)).to_bits();
        self.ym[1].next = (w(1) ^ w(3)).to_bits();
    }
    fn connect(&mut self) {
        for y_i in self.y.iter_mut() {
            y_i.connect();
        }
        for y_i in self.ym.iter_mut() {
            y_i.connect();
        }
    }
    fn hdl(&self) -> Verilog {
        // The ports are in AXI byte order, the map in polynomial order: bit `i` of the
        // polynomial is bit `i / 8 * 8 + 7 - i % 8` of the block (wiring).
        let wire = |i: usize| i / 8 * 8 + 7 - i % 8;
        let mut v = String::from("wire [127:0] hb = {h$3, h$2, h$1, h$0};\nwire [127:0] yb;\n");
        for (m, row) in square_map().iter().enumerate() {
            let terms: Vec<String> = row.iter().map(|&i| format!("hb[{}]", wire(i))).collect();
            v.push_str(&format!("assign yb[{}] = {};\n", wire(m), terms.join(" ^ ")));
        }
        v.push_str(
            "always @(*) begin\n  y$0 = yb[31:0];\n  y$1 = yb[63:32];\n  y$2 = yb[95:64];\n  y$3 = yb[127:96];\n  \
             ym$0 = yb[31:0] ^ yb[95:64];\n  ym$1 = yb[63:32] ^ yb[127:96];\nend\n",
        );
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::super::gf_mult::gf_mul;
    use super::*;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn square_map_is_the_square_and_narrow() {
        let rows = square_map();
        // The reduction folds each high coefficient into at most a few low ones.
        assert!(rows.iter().all(|r| !r.is_empty() && r.len() <= 6), "{:?}", rows.iter().map(Vec::len).max());
        let mut rng = StdRng::seed_from_u64(6);
        for _ in 0..200 {
            let h: u128 = rng.gen();
            let p = reflect_bytes(h);
            let by_map = rows.iter().enumerate().fold(0u128, |acc, (m, row)| {
                acc | (row.iter().fold(0, |x, &i| x ^ (p >> i) & 1) << m)
            });
            assert_eq!(reflect_bytes(by_map), gf_mul(h, h));
        }
    }

    #[test]
    fn leaf_squares() {
        let mut uut = GfSquare::default();
        uut.connect_all();
        let mut rng = StdRng::seed_from_u64(7);
        for _ in 0..20 {
            let h: u128 = rng.gen();
            for (i, w) in uut.h.iter_mut().enumerate() {
                w.next = ((h >> (32 * i)) as u32).to_bits();
            }
            assert!(simulate(&mut uut, 20));
            let y = uut.y.iter().rev().fold(0u128, |a, s| (a << 32) | s.val().to_u32() as u128);
            assert_eq!(y, gf_mul(h, h));
            let ym = [uut.ym[0].val().to_u32(), uut.ym[1].val().to_u32()];
            assert_eq!(ym, [(y ^ (y >> 64)) as u32, ((y ^ (y >> 64)) >> 32) as u32]);
        }
    }
}
