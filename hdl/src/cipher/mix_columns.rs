//! MixColumns on one state column, as word-wide logic.
//!
//! A column is a 32-bit word with row `i` in bits `[8i+7:8i]` (the byte order of the AXI stream).
//! FIPS-197 5.1.3 gives `out_i = 2*a_i ^ 3*a_(i+1) ^ a_(i+2) ^ a_(i+3)`. With `r_k` the column
//! rotated so that row `i` holds `a_(i+k)`, that is `xtime(a ^ r1) ^ r1 ^ r2 ^ r3`: four
//! doublings in parallel on one word and a five-input XOR per bit, with no per-byte blocks.
//! `xtime` of every byte of `t` at once is `((t & 0x7f..) << 1) ^ 0x1b * ((t >> 7) & 0x01..)`,
//! where the multiplication by `0x1b = 0b11011` is the XOR of `m`, `m<<1`, `m<<3` and `m<<4`
//! (`m` has one bit per byte, so the shifted copies never reach the next byte).
//!
//! `xtime` is linear, so `xtime(a ^ r1) = 2a ^ r1(2a)`: given the column's doubles `2a` as well
//! (the block RAM S-boxes hold them beside each entry, `sbox::MemoryWord`), MixColumns is a
//! five-input XOR per bit, and with AddRoundKey six: one LUT6, or two levels of LUT4.
//!
//! Both directions from one XOR, for a build with decryption, block RAM S-boxes and two
//! registers per round (`round.rs` says why not with one): beside
//! each entry `a` the memory holds a multiple `m` of it, `2a` in the forward table and
//! `10a` ([`INVERSE_MULTIPLE`]) in the inverse one. Every output byte is then a fixed GF(2^8)
//! combination `ca_j * a_(i+j) ^ cm_j * m_(i+j)` ([`link_coefficients`]) that is MixColumns
//! where `m = 2a` and InvMixColumns where `m = 10a`: no direction select in front of the
//! addresses, and at most 15 memory bits per output bit (16 with AddRoundKey), where computing
//! InvMixColumns from `a` and selecting it needs up to 21 bits of `a` and the select. Of the
//! 255 multiples the inverse table could hold beside `2a`, 10 gives the narrowest XOR.

use crate::params::Family;
use rust_hdl::prelude::*;

/// Every byte's carry bit, after `>> 7`.
pub const LOW_BITS: u32 = 0x0101_0101;
/// Every byte's low seven bits, before `<< 1`.
pub const LOW_SEVEN: u32 = 0x7f7f_7f7f;

/// Multiplies each byte of a word by 2 in GF(2^8) (FIPS-197 `xtime`).
pub fn xtime_word(t: u32) -> u32 {
    let m = (t >> 7) & LOW_BITS;
    ((t & LOW_SEVEN) << 1) ^ m ^ (m << 1) ^ (m << 3) ^ (m << 4)
}

/// Multiplies each byte of a word by the constant `c` in GF(2^8).
pub fn mul_word(mut c: u8, mut t: u32) -> u32 {
    let mut y = 0;
    while c != 0 {
        if c & 1 == 1 {
            y ^= t;
        }
        c >>= 1;
        t = xtime_word(t);
    }
    y
}

/// MixColumns' matrix `circ(02, 03, 01, 01)`: output row `i` takes `MIX[j] * a_(i+j)`.
pub const MIX: [u8; 4] = [2, 3, 1, 1];
/// InvMixColumns' matrix `circ(0e, 0b, 0d, 09)`.
pub const INV_MIX: [u8; 4] = [0x0e, 0x0b, 0x0d, 0x09];
/// What the forward table's memory holds beside each entry: its double.
pub const FORWARD_MULTIPLE: u8 = 2;
/// What the inverse table's memory holds beside each entry (see the module's description).
pub const INVERSE_MULTIPLE: u8 = 10;

/// The coefficients `(ca_j, cm_j)` of [`mix_column_multiples`]: the solution of
/// `ca + cm * FORWARD_MULTIPLE = MIX[j]` and `ca + cm * INVERSE_MULTIPLE = INV_MIX[j]`, that is
/// `cm = (MIX[j] ^ INV_MIX[j]) / (FORWARD_MULTIPLE ^ INVERSE_MULTIPLE)`.
pub fn link_coefficients() -> [(u8, u8); 4] {
    // Solved once: the simulation evaluates the link for every column of every stage each cycle.
    static COEFFICIENTS: std::sync::LazyLock<[(u8, u8); 4]> =
        std::sync::LazyLock::new(|| link_coefficients_for(INVERSE_MULTIPLE).expect("the two multiples differ"));
    *COEFFICIENTS
}

/// [`link_coefficients`] for an inverse table holding `inverse_multiple` times each entry; none
/// where that is the forward table's multiple.
fn link_coefficients_for(inverse_multiple: u8) -> Option<[(u8, u8); 4]> {
    let byte = |c: u8, x: u8| mul_word(c, x as u32) as u8;
    let den = FORWARD_MULTIPLE ^ inverse_multiple;
    (den != 0).then(|| {
        std::array::from_fn(|j| {
            let cm = (1..=255u8).find(|&c| byte(c, den) == MIX[j] ^ INV_MIX[j]).expect("GF(2^8) is a field");
            (MIX[j] ^ byte(cm, FORWARD_MULTIPLE), cm)
        })
    })
}

/// The column `a` and the memory's multiples `m` of it through the fixed XOR that is
/// MixColumns when `m = 2a` and InvMixColumns when `m = 10a`.
pub fn mix_column_multiples(a: u32, m: u32) -> u32 {
    link_with(&link_coefficients(), a, m)
}

fn link_with(coefficients: &[(u8, u8); 4], a: u32, m: u32) -> u32 {
    coefficients.iter().enumerate().fold(0, |y, (j, &(ca, cm))| {
        let r = 8 * j as u32;
        y ^ mul_word(ca, a.rotate_right(r)) ^ mul_word(cm, m.rotate_right(r))
    })
}

/// The bits each output bit of a linear function of two words XORs: for output bit `k`, the
/// Verilog operands `a[i]` and `m[i]` that reach it.
pub fn linear_taps(f: impl Fn(u32, u32) -> u32) -> [Vec<String>; 32] {
    let mut taps: [Vec<String>; 32] = Default::default();
    for (name, unit) in [("a", 0), ("m", 1)] {
        for i in 0..32 {
            let y = if unit == 0 { f(1 << i, 0) } else { f(0, 1 << i) };
            for (k, t) in taps.iter_mut().enumerate() {
                if y >> k & 1 == 1 {
                    t.push(format!("{name}[{i}]"));
                }
            }
        }
    }
    taps
}

/// MixColumns of one column, with row `i` in byte `i` (bits `[8i+7:8i]`).
pub fn mix_column(a: u32) -> u32 {
    let (r1, r2, r3) = (a.rotate_right(8), a.rotate_right(16), a.rotate_right(24));
    xtime_word(a ^ r1) ^ r1 ^ r2 ^ r3
}

/// MixColumns of one column given its doubles `da = xtime_word(a)`: `2a ^ r1(2a) ^ r1 ^ r2 ^ r3`.
pub fn mix_column_doubled(a: u32, da: u32) -> u32 {
    da ^ da.rotate_right(8) ^ a.rotate_right(8) ^ a.rotate_right(16) ^ a.rotate_right(24)
}

/// The step that turns MixColumns into its inverse: InvMixColumns' matrix
/// `circ(0e, 0b, 0d, 09)` is MixColumns' `circ(02, 03, 01, 01)` times `circ(05, 00, 04, 00)`, and
/// the latter is `a_i ^ 4 * (a_i ^ a_(i+2))`: two doublings of `a ^ r2`.
pub fn inv_mix_pre(a: u32) -> u32 {
    a ^ xtime_word(xtime_word(a ^ a.rotate_right(16)))
}

/// InvMixColumns of one column.
pub fn inv_mix_column(a: u32) -> u32 {
    mix_column(inv_mix_pre(a))
}

/// `y = mix_column(a)`, `y = inv_mix_column(a)` when `inverse` is set, or `y = a` when `bypass`
/// is set (the last round has no MixColumns).
///
/// Built [`MixColumn::from_multiples`] it ignores `inverse` and takes `da` to be the memory's
/// multiples of `a` (`2a` in an encryption, `10a` in a decryption): `y` is
/// [`mix_column_multiples`], which is the same two functions, one XOR per bit.
///
/// Without decryption (`with_inverse` 0) it ignores `inverse` and computes MixColumns from `a`
/// and its doubles `da` (which the previous stage provides: `xtime_word(a)`), as
/// [`mix_column_doubled`]: six inputs per bit with AddRoundKey. With decryption it ignores `da`:
/// the two directions share the MixColumns logic, decryption adding only [`inv_mix_pre`] in
/// front of it, and taking the doubles as well would feed each bit from `a`'s pre-step and from
/// `da`'s, widening every bit's function.
///
/// A custom leaf: rust-hdl simulates shifts of `Bits<N>` through arbitrary-precision integers,
/// which made a kernel of word shifts the bulk of the simulation time. The simulation calls
/// [`mix_column`]; the Verilog is the same word-level formula with the rotations written as
/// concatenations. The co-simulation of the exported core checks that the two agree.
#[derive(LogicBlock)]
pub struct MixColumn {
    pub a: Signal<In, Bits<32>>,
    /// `a` with every byte doubled (`xtime_word(a)`).
    pub da: Signal<In, Bits<32>>,
    pub bypass: Signal<In, Bit>,
    pub inverse: Signal<In, Bit>,
    pub y: Signal<Out, Bits<32>>,
    with_inverse: Constant<Bit>,
    multiples: Constant<Bit>,
    family: Family,
}

impl MixColumn {
    pub fn new(with_inverse: bool) -> Self {
        MixColumn {
            a: Default::default(),
            da: Default::default(),
            bypass: Default::default(),
            inverse: Default::default(),
            y: Default::default(),
            with_inverse: Constant::new(with_inverse),
            multiples: Constant::new(false),
            family: Family::Generic,
        }
    }

    /// Both directions from `a` and the memory's multiples `da` of it, the Verilog written for
    /// `family`.
    pub fn from_multiples(family: Family) -> Self {
        MixColumn { multiples: Constant::new(true), family, ..Self::new(true) }
    }
}

/// `xtime` of every byte of the 32-bit Verilog expression `t`: shift left within the byte, then
/// reduce by 0x1b where the top bit was set.
pub(crate) fn xtime_verilog(name: &str, t: &str) -> String {
    format!(
        "wire [31:0] {name}_m = {{7'd0, {t}[31], 7'd0, {t}[23], 7'd0, {t}[15], 7'd0, {t}[7]}};\n\
         wire [31:0] {name} = {{{t}[30:24], 1'b0, {t}[22:16], 1'b0, {t}[14:8], 1'b0, {t}[6:0], 1'b0}}\n\
         \x20   ^ {name}_m ^ {{{name}_m[30:0], 1'b0}} ^ {{{name}_m[28:0], 3'b0}} ^ {{{name}_m[27:0], 4'b0}};\n"
    )
}

/// `name_r1/2/3`: the column `a` rotated so that row i holds row i+k.
fn rotations_verilog(name: &str, a: &str) -> String {
    format!(
        "wire [31:0] {name}_r1 = {{{a}[7:0], {a}[31:8]}};\n\
         wire [31:0] {name}_r2 = {{{a}[15:0], {a}[31:16]}};\n\
         wire [31:0] {name}_r3 = {{{a}[23:0], {a}[31:24]}};\n"
    )
}

impl Logic for MixColumn {
    fn update(&mut self) {
        let (a, da) = (self.a.val().to_u32(), self.da.val().to_u32());
        let y = if self.bypass.val() {
            a
        } else if self.multiples.val() {
            mix_column_multiples(a, da)
        } else if !self.with_inverse.val() {
            mix_column_doubled(a, da)
        } else if self.inverse.val() {
            inv_mix_column(a)
        } else {
            mix_column(a)
        };
        self.y.next = y.to_bits();
    }
    fn connect(&mut self) {
        self.y.connect();
    }
    fn hdl(&self) -> Verilog {
        if self.multiples.val() {
            // One flat XOR per bit, printed from the linear map, so that synthesis sees each
            // bit's operands side by side rather than through chains of doublings. For the
            // ECP5 the operands are XORed four at a time into kept wires, one LUT4 each: ABC
            // maps a path for the design's deepest one, so left whole it chains a link's LUT4s
            // as deep as any control path, and the link is all routing between memories.
            let mut v = String::from("wire [31:0] m = da;\nwire [31:0] l;\n");
            for (k, taps) in linear_taps(mix_column_multiples).iter().enumerate() {
                if self.family == Family::Ecp5 {
                    let groups: Vec<String> = taps.chunks(4).enumerate().map(|(g, t)| {
                        v.push_str(&format!("(* keep *) wire l{k}_{g} = {};\n", t.join(" ^ ")));
                        format!("l{k}_{g}")
                    }).collect();
                    v.push_str(&format!("assign l[{k}] = {};\n", groups.join(" ^ ")));
                } else {
                    v.push_str(&format!("assign l[{k}] = {};\n", taps.join(" ^ ")));
                }
            }
            v.push_str("always @(*) y = bypass ? a : l;\n");
            v.push_str("wire _unused_ok = &{1'b0, inverse, with_inverse, multiples, 1'b0};\n");
            return Verilog::Custom(v);
        }
        if !self.with_inverse.val() {
            let mut v = rotations_verilog("a", "a");
            v.push_str("always @(*) y = bypass ? a : (da ^ {da[7:0], da[31:8]} ^ a_r1 ^ a_r2 ^ a_r3);\n");
            v.push_str("wire _unused_ok = &{1'b0, inverse, with_inverse, multiples, 1'b0};\n");
            return Verilog::Custom(v);
        }
        let mut v = String::from("wire [31:0] u = a ^ {a[15:0], a[31:16]};\n");
        v.push_str(&xtime_verilog("u2", "u"));
        v.push_str(&xtime_verilog("u4", "u2"));
        v.push_str("wire [31:0] b = inverse ? (a ^ u4) : a;\n");
        v.push_str(&rotations_verilog("b", "b"));
        v.push_str("wire [31:0] t = b ^ b_r1;\n");
        v.push_str(&xtime_verilog("xt", "t"));
        v.push_str("always @(*) y = bypass ? a : (xt ^ b_r1 ^ b_r2 ^ b_r3);\n");
        v.push_str("wire _unused_ok = &{1'b0, da, with_inverse, multiples, 1'b0};\n");
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Bytewise GF(2^8) doubling, written the textbook way.
    fn xtime(b: u8) -> u8 {
        (b << 1) ^ if b & 0x80 != 0 { 0x1b } else { 0 }
    }

    #[test]
    fn xtime_word_doubles_every_byte() {
        for b in 0..=255u8 {
            let w = u32::from_le_bytes([b, b.wrapping_add(1), b ^ 0x80, !b]);
            let want = u32::from_le_bytes(w.to_le_bytes().map(xtime));
            assert_eq!(xtime_word(w), want, "byte {b:#04x}");
        }
    }

    #[test]
    fn mix_column_matches_fips197_and_known_columns() {
        // The commonly published MixColumns test columns, then FIPS-197 appendix B round 1 column 0.
        assert_eq!(mix_column(u32::from_le_bytes([0xdb, 0x13, 0x53, 0x45])),
                   u32::from_le_bytes([0x8e, 0x4d, 0xa1, 0xbc]));
        assert_eq!(mix_column(u32::from_le_bytes([0xf2, 0x0a, 0x22, 0x5c])),
                   u32::from_le_bytes([0x9f, 0xdc, 0x58, 0x9d]));
        assert_eq!(mix_column(0x0101_0101), 0x0101_0101);
        assert_eq!(mix_column(u32::from_le_bytes([0xd4, 0xbf, 0x5d, 0x30])),
                   u32::from_le_bytes([0x04, 0x66, 0x81, 0xe5]));
    }

    #[test]
    fn inverse_undoes_mix_column_and_matches_fips197() {
        // The FIPS-197 appendix B round 1 column, back through the inverse.
        let col = u32::from_le_bytes([0x04, 0x66, 0x81, 0xe5]);
        assert_eq!(inv_mix_column(col), u32::from_le_bytes([0xd4, 0xbf, 0x5d, 0x30]));
        for a in [0u32, 1, 0xdead_beef, 0x8080_8080, 0x1b1b_1b1b, 0xffff_ffff] {
            assert_eq!(inv_mix_column(mix_column(a)), a);
            assert_eq!(mix_column(inv_mix_column(a)), a);
        }
    }

    #[test]
    fn mix_column_from_the_doubles_is_mix_column_and_its_inverse() {
        for a in [0u32, 1, 0xdead_beef, 0x8080_8080, 0x1b1b_1b1b, 0xffff_ffff, 0x4553_13db, 0x3055_bfd4] {
            assert_eq!(mix_column_doubled(a, xtime_word(a)), mix_column(a), "{a:#010x}");
            assert_eq!(mix_column_doubled(inv_mix_pre(a), inv_mix_pre(xtime_word(a))), inv_mix_column(a), "{a:#010x}");
        }
    }

    /// Without decryption the block takes the doubles it is given: given the true ones it is
    /// MixColumns (and `inverse` changes nothing), given zero doubles it is not.
    #[test]
    fn encryption_block_computes_mix_columns_from_the_given_doubles() {
        let mut uut = MixColumn::new(false);
        uut.connect_all();
        for (i, a) in [0x4553_13db_u32, 0x3055_bfd4, 0x1234_5678].into_iter().enumerate() {
            uut.a.next = a.to_bits();
            uut.da.next = xtime_word(a).to_bits();
            uut.bypass.next = false;
            uut.inverse.next = i == 1;
            assert!(simulate(&mut uut, 20));
            assert_eq!(uut.y.val().to_u32(), mix_column(a), "input {a:#010x}");
            uut.da.next = 0_u32.to_bits();
            assert!(simulate(&mut uut, 20));
            assert_ne!(uut.y.val().to_u32(), mix_column(a), "input {a:#010x}, zero doubles");
        }
    }

    #[test]
    fn mul_word_multiplies_every_byte() {
        let textbook = |a: u8, b: u8| (0..8).fold(0u8, |y, i| if b >> i & 1 == 1 { y ^ (0..i).fold(a, |t, _| xtime(t)) } else { y });
        for c in [0u8, 1, 2, 3, 9, 10, 11, 13, 14, 0x8c, 0xff] {
            for b in 0..=255u8 {
                let w = u32::from_le_bytes([b, !b, b ^ 0x5a, b.rotate_left(3)]);
                let want = u32::from_le_bytes(w.to_le_bytes().map(|x| textbook(x, c)));
                assert_eq!(mul_word(c, w), want, "{c:#04x} * {w:#010x}");
            }
        }
    }

    /// The one XOR is MixColumns given the doubles and InvMixColumns given ten times the entries.
    #[test]
    fn multiples_link_is_mix_columns_and_its_inverse() {
        let mut w = 0x0123_4567_u32;
        for _ in 0..20_000 {
            w = w.wrapping_mul(0x9e37_79b9).wrapping_add(0x7f4a_7c15);
            assert_eq!(mix_column_multiples(w, xtime_word(w)), mix_column(w), "{w:#010x}");
            assert_eq!(mix_column_multiples(w, mul_word(10, w)), inv_mix_column(w), "{w:#010x}");
        }
        // FIPS-197 appendix B round 1 column 0, both ways.
        let (s, m) = (u32::from_le_bytes([0xd4, 0xbf, 0x5d, 0x30]), u32::from_le_bytes([0x04, 0x66, 0x81, 0xe5]));
        assert_eq!(mix_column_multiples(s, xtime_word(s)), m);
        assert_eq!(mix_column_multiples(m, mul_word(INVERSE_MULTIPLE, m)), s);
    }

    /// The widest XOR the link needs for each multiple the inverse table could hold: 10 gives
    /// the narrowest, 15 operands.
    #[test]
    fn ten_times_the_entry_gives_the_narrowest_link() {
        let widest = |c: [(u8, u8); 4]| linear_taps(|a, m| link_with(&c, a, m)).iter().map(Vec::len).max().unwrap();
        let best = (1..=255u8).filter_map(|x| link_coefficients_for(x).map(|c| (widest(c), x))).min().unwrap();
        assert_eq!(best, (15, INVERSE_MULTIPLE));
        assert_eq!(link_coefficients(), [(1, 0x8c), (1, 1), (2, 0x8c), (3, 1)]);
    }

    /// The taps of a known map: rotating by a byte moves bit `k + 8` to bit `k`.
    #[test]
    fn linear_taps_list_the_operands_of_each_bit() {
        let taps = linear_taps(|a, m| a.rotate_right(8) ^ (m & 1));
        assert_eq!(taps[0], ["a[8]", "m[0]"]);
        assert_eq!(taps[31], ["a[7]"]);
        assert!(taps.iter().skip(1).all(|t| t.len() == 1));
    }

    #[test]
    fn multiples_block_computes_both_directions_from_the_memory_words() {
        let mut uut = MixColumn::from_multiples(Family::Ecp5);
        uut.connect_all();
        for (i, a) in [0x4553_13db_u32, 0x3055_bfd4, 0x8080_8080, 0x1234_5678].into_iter().enumerate() {
            let (m, want) = match i {
                0 | 2 => (xtime_word(a), if i == 2 { a } else { mix_column(a) }),
                _ => (mul_word(10, a), inv_mix_column(a)),
            };
            uut.a.next = a.to_bits();
            uut.da.next = m.to_bits();
            uut.bypass.next = i == 2;
            uut.inverse.next = i % 2 == 0;
            assert!(simulate(&mut uut, 20));
            assert_eq!(uut.y.val().to_u32(), want, "input {a:#010x}");
        }
    }

    #[test]
    fn block_matches_the_pure_functions() {
        let mut uut = MixColumn::new(true);
        uut.connect_all();
        for (i, a) in [0u32, 0xffff_ffff, 0x4553_13db, 0x3055_bfd4, 0x8080_8080, 0x1234_5678].into_iter().enumerate() {
            uut.a.next = a.to_bits();
            uut.da.next = xtime_word(a).to_bits();
            uut.bypass.next = i == 4;
            uut.inverse.next = i == 5;
            assert!(simulate(&mut uut, 20));
            let want = match i {
                4 => a,
                5 => inv_mix_column(a),
                _ => mix_column(a),
            };
            assert_eq!(uut.y.val().to_u32(), want, "input {a:#010x}");
        }
    }
}
