//! The AES S-box (FIPS-197 figure 7) and its inverse (figure 14) as 256-entry constant tables,
//! and the leaf blocks that apply them: [`KeySubWord`] (one 32-bit word, for the key expansion)
//! and [`SubBytes`] (a whole 128-bit state, for a round, forward or inverse).
//!
//! Both are custom leaves with a registered output, built one of two ways ([`SboxImpl`]): a
//! `case` table in front of flip-flops, which synthesis maps to LUTs, or synchronous-read
//! memories that it maps to block RAM (for the ECP5, [`Family::Ecp5`], instantiated DP16KDs
//! instead, so that the output register can be used). The simulation indexes [`SBOX`] directly and the exported
//! Verilog's tables are printed from the same constant; the co-simulation of the exported Verilog
//! of every build checks that they agree.

use crate::cipher::mix_columns::{mul_word, xtime_verilog, FORWARD_MULTIPLE, INVERSE_MULTIPLE};
use crate::primitives::not_a_signal::not_a_signal;
use crate::params::{Family, SboxImpl};
use rust_hdl::prelude::*;

/// What [`SubBytes`] holds: an S-box table of either build, or none (a plain register, for the
/// last stage, where the block ends).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    Sbox(SboxImpl),
    None,
}

not_a_signal!(SboxImpl);
not_a_signal!(Family);
not_a_signal!(Table);

/// FIPS-197 figure 7, indexed by the input byte.
#[rustfmt::skip]
pub const SBOX: [u8; 256] = [
    0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76,
    0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0, 0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0,
    0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc, 0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15,
    0x04, 0xc7, 0x23, 0xc3, 0x18, 0x96, 0x05, 0x9a, 0x07, 0x12, 0x80, 0xe2, 0xeb, 0x27, 0xb2, 0x75,
    0x09, 0x83, 0x2c, 0x1a, 0x1b, 0x6e, 0x5a, 0xa0, 0x52, 0x3b, 0xd6, 0xb3, 0x29, 0xe3, 0x2f, 0x84,
    0x53, 0xd1, 0x00, 0xed, 0x20, 0xfc, 0xb1, 0x5b, 0x6a, 0xcb, 0xbe, 0x39, 0x4a, 0x4c, 0x58, 0xcf,
    0xd0, 0xef, 0xaa, 0xfb, 0x43, 0x4d, 0x33, 0x85, 0x45, 0xf9, 0x02, 0x7f, 0x50, 0x3c, 0x9f, 0xa8,
    0x51, 0xa3, 0x40, 0x8f, 0x92, 0x9d, 0x38, 0xf5, 0xbc, 0xb6, 0xda, 0x21, 0x10, 0xff, 0xf3, 0xd2,
    0xcd, 0x0c, 0x13, 0xec, 0x5f, 0x97, 0x44, 0x17, 0xc4, 0xa7, 0x7e, 0x3d, 0x64, 0x5d, 0x19, 0x73,
    0x60, 0x81, 0x4f, 0xdc, 0x22, 0x2a, 0x90, 0x88, 0x46, 0xee, 0xb8, 0x14, 0xde, 0x5e, 0x0b, 0xdb,
    0xe0, 0x32, 0x3a, 0x0a, 0x49, 0x06, 0x24, 0x5c, 0xc2, 0xd3, 0xac, 0x62, 0x91, 0x95, 0xe4, 0x79,
    0xe7, 0xc8, 0x37, 0x6d, 0x8d, 0xd5, 0x4e, 0xa9, 0x6c, 0x56, 0xf4, 0xea, 0x65, 0x7a, 0xae, 0x08,
    0xba, 0x78, 0x25, 0x2e, 0x1c, 0xa6, 0xb4, 0xc6, 0xe8, 0xdd, 0x74, 0x1f, 0x4b, 0xbd, 0x8b, 0x8a,
    0x70, 0x3e, 0xb5, 0x66, 0x48, 0x03, 0xf6, 0x0e, 0x61, 0x35, 0x57, 0xb9, 0x86, 0xc1, 0x1d, 0x9e,
    0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94, 0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf,
    0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68, 0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16,
];

/// The inverse S-box, derived from [`SBOX`] so the two tables cannot disagree.
pub const INV_SBOX: [u8; 256] = {
    let mut inv = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        inv[SBOX[i] as usize] = i as u8;
        i += 1;
    }
    inv
};

/// Applies the S-box to each byte of a word.
pub fn sub_word(w: u32) -> u32 {
    u32::from_le_bytes(w.to_le_bytes().map(|b| SBOX[b as usize]))
}

/// Applies the inverse S-box to each byte of a word.
pub fn inv_sub_word(w: u32) -> u32 {
    u32::from_le_bytes(w.to_le_bytes().map(|b| INV_SBOX[b as usize]))
}

/// A Verilog `function [7:0] <name>` holding `table` as a `case`.
fn table_function_verilog(name: &str, table: &[u8; 256]) -> String {
    let mut v = format!("function [7:0] {name};\n  input [7:0] x;\n  case (x)\n");
    for (i, s) in table.iter().enumerate() {
        v.push_str(&format!("    8'h{i:02x}: {name} = 8'h{s:02x};\n"));
    }
    v.push_str(&format!("    default: {name} = 8'h00;\n  endcase\nendfunction\n"));
    v
}

/// The Verilog `function [7:0] sbox`, printed from [`SBOX`].
pub fn sbox_function_verilog() -> String {
    table_function_verilog("sbox", &SBOX)
}

/// The Verilog `function [7:0] inv_sbox`, printed from [`INV_SBOX`].
pub fn inv_sbox_function_verilog() -> String {
    table_function_verilog("inv_sbox", &INV_SBOX)
}

/// `{f(w[31:24]), f(w[23:16]), f(w[15:8]), f(w[7:0])}` for a table function and a 32-bit signal.
fn sub_word_verilog_with(f: &str, w: &str) -> String {
    format!("{{{f}({w}[31:24]), {f}({w}[23:16]), {f}({w}[15:8]), {f}({w}[7:0])}}")
}

fn sub_word_verilog(w: &str) -> String {
    sub_word_verilog_with("sbox", w)
}

/// RotWord (FIPS-197 5.2): `[a0, a1, a2, a3] -> [a1, a2, a3, a0]`, with `a0` in bits `[7:0]`.
pub fn rot_word(w: u32) -> u32 {
    w.rotate_right(8)
}

/// What a word of a block RAM S-box holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryWord {
    /// The table's entry `T(x)` (8 bits): the key expansion's lookup.
    Entry,
    /// The entry and a multiple of it, `{c T(x), T(x)}` (16 bits): the rounds' lookups, so that
    /// the next stage's (Inv)MixColumns takes `c a` from the memory instead of computing it in
    /// logic (`mix_columns.rs`). `c` is 2 (FIPS-197's `xtime`) in the forward table and
    /// `INVERSE_MULTIPLE` in the inverse one, the multiples from which one XOR gives both
    /// directions. The width costs no memory: a RAMB18E1 or a DP16KD port reads 18 bits of a
    /// 1,024-word array as cheaply as 9 bits of 2,048.
    EntryAndMultiple,
}

/// The contents of an S-box memory: the words of [`SBOX`] at addresses 0-255 and, with
/// `inverse`, of [`INV_SBOX`] at 256-511 (address bit 8 selects the inverse table); each word
/// the entry alone or the entry in bits 7-0 and its multiple in bits 15-8 ([`MemoryWord`]).
pub fn memory_contents(inverse: bool, word: MemoryWord) -> Vec<u16> {
    let tables: &[(&[u8; 256], u8)] =
        if inverse { &[(&SBOX, FORWARD_MULTIPLE), (&INV_SBOX, INVERSE_MULTIPLE)] } else { &[(&SBOX, FORWARD_MULTIPLE)] };
    let entry = |t: u8, c: u8| match word {
        MemoryWord::Entry => t as u16,
        MemoryWord::EntryAndMultiple => (mul_word(c, t as u32) as u16 & 0xff) << 8 | t as u16,
    };
    tables.iter().flat_map(|&(table, c)| table.iter().map(move |&t| entry(t, c))).collect()
}

/// The lookups of a block RAM S-box template: `pairs` memories in a `generate` loop, memory `g`
/// looking up byte `2g` of `addr` on one port and byte `2g + 1` on the other into bytes `2g` and
/// `2g + 1` of `data` (and, with [`MemoryWord::EntryAndMultiple`], their multiples into the same
/// bytes of `double`). `sel` is address bit 8 when the memory holds both tables (`inverse`).
struct Lookups<'a> {
    pairs: usize,
    inverse: bool,
    word: MemoryWord,
    sel: &'a str,
    addr: &'a str,
    data: &'a str,
    double: &'a str,
}

impl Lookups<'_> {
    /// The memory word's width.
    fn bits(&self) -> usize {
        match self.word {
            MemoryWord::Entry => 8,
            MemoryWord::EntryAndMultiple => 16,
        }
    }

    /// The `assign`s from the two ports' words `lo` and `hi` (each [`Lookups::bits`] wide) to
    /// `data` (and `double`).
    fn outputs_verilog(&self, lo: &str, hi: &str) -> String {
        let mut v = format!("  assign {}[16*g+15:16*g] = {{{hi}[7:0], {lo}[7:0]}};\n", self.data);
        if self.word == MemoryWord::EntryAndMultiple {
            v.push_str(&format!("  assign {}[16*g+15:16*g] = {{{hi}[15:8], {lo}[15:8]}};\n", self.double));
        }
        v
    }
}

/// Verilog of block RAM S-box memories ([`Lookups`]) whose output registers are written with
/// `en` and cleared with `rst`. `rom_style` asks Yosys and Vivado for block RAM (Yosys maps a
/// table this small to LUTs otherwise); the `initial` block is printed from [`memory_contents`].
/// With `out_reg = Some((en2, rst2))` the read registers are followed by a second pair of
/// registers, written with `en2` and cleared with `rst2`: the template of a block RAM with its
/// optional output register (`DOA_REG`/`DOB_REG` on a RAMB18E1, `REGMODE = "OUTREG"` on a
/// DP16KD), the read registers being the RAM's output latches.
fn memory_pairs_verilog(l: &Lookups, en: &str, rst: &str, out_reg: Option<(&str, &str)>) -> String {
    let contents = memory_contents(l.inverse, l.word);
    let (top, w, digits) = (contents.len() - 1, l.bits(), l.bits() / 4);
    let (lo, hi) = if l.inverse {
        (format!("{{{}, {}[16*g+7:16*g]}}", l.sel, l.addr), format!("{{{}, {}[16*g+15:16*g+8]}}", l.sel, l.addr))
    } else {
        (format!("{}[16*g+7:16*g]", l.addr), format!("{}[16*g+15:16*g+8]", l.addr))
    };
    let mut v = format!(
        "genvar g;\ngenerate for (g = 0; g < {}; g = g + 1) begin : lookup\n  \
         (* rom_style = \"block\" *) reg [{}:0] rom [0:{top}];\n  initial begin\n",
        l.pairs,
        w - 1
    );
    // One line per row of FIPS-197's table: entries 16x to 16x + 15.
    for (row, entries) in contents.chunks(16).enumerate() {
        let row: Vec<String> = entries
            .iter()
            .enumerate()
            .map(|(k, x)| format!("rom[{}] = {w}'h{x:0digits$x};", 16 * row + k))
            .collect();
        v.push_str(&format!("    {}\n", row.join(" ")));
    }
    v.push_str(&format!(
        "  end\n  reg [{m}:0] q_lo = {w}'d0;\n  reg [{m}:0] q_hi = {w}'d0;\n  \
         always @(posedge clock)\n    if ({rst}) begin\n      q_lo <= {w}'d0;\n      q_hi <= {w}'d0;\n    \
         end else if ({en}) begin\n      q_lo <= rom[{lo}];\n      q_hi <= rom[{hi}];\n    end\n",
        m = w - 1
    ));
    match out_reg {
        None => v.push_str(&l.outputs_verilog("q_lo", "q_hi")),
        Some((en2, rst2)) => {
            v.push_str(&format!(
                "  reg [{m}:0] r_lo = {w}'d0;\n  reg [{m}:0] r_hi = {w}'d0;\n  \
                 always @(posedge clock)\n    if ({rst2}) begin\n      r_lo <= {w}'d0;\n      r_hi <= {w}'d0;\n    \
                 end else if ({en2}) begin\n      r_lo <= q_lo;\n      r_hi <= q_hi;\n    end\n",
                m = w - 1
            ));
            v.push_str(&l.outputs_verilog("r_lo", "r_hi"));
        }
    }
    v.push_str("end\nendgenerate\n");
    v
}

/// The `INITVAL_00` to `INITVAL_3F` parameters of a DP16KD holding `contents` from word 0 on,
/// the rest 0: 8-bit words with the ports 9 bits wide, 16-bit words with them 18 bits wide. The
/// array is 1,024 rows of 18 bits: at 9 bits words `2r` and `2r + 1` are bits `[8:0]` and
/// `[17:9]` of row `r` (their ninth bit 0), at 18 bits word `r` is row `r` (bits 17-16 0).
/// `INITVAL_k` holds rows `16k` to `16k + 15`, row `16k + i` in its bits `[20i+17:20i]` (the two
/// bits above each row are 0): the layout of the ECP5 sysMEM documentation, and the one Yosys
/// writes when it maps an inferred memory to a DP16KD (`core_verilog.rs` compares the two).
pub fn dp16kd_initvals(contents: &[u16], word: MemoryWord) -> Vec<String> {
    let rows: Vec<u32> = match word {
        MemoryWord::Entry => {
            assert!(contents.len() <= 2048, "a DP16KD holds 2,048 words of 9 bits");
            contents.chunks(2).map(|p| p[0] as u32 | (p.get(1).copied().unwrap_or(0) as u32) << 9).collect()
        }
        MemoryWord::EntryAndMultiple => {
            assert!(contents.len() <= 1024, "a DP16KD holds 1,024 words of 18 bits");
            contents.iter().map(|&x| x as u32).collect()
        }
    };
    (0..64)
        .map(|k| {
            let mut bits = [false; 320];
            for i in 0..16 {
                let row = rows.get(16 * k + i).copied().unwrap_or(0);
                for b in 0..18 {
                    bits[20 * i + b] = row >> b & 1 == 1;
                }
            }
            let digits: String = bits
                .chunks(4)
                .rev()
                .map(|n| char::from_digit(n.iter().rev().fold(0, |acc, &b| acc << 1 | b as u32), 16).unwrap())
                .collect();
            format!("320'h{}", digits.to_ascii_uppercase())
        })
        .collect()
}

/// How a DP16KD S-box memory's ports are driven: Verilog expressions for the read clock enable
/// (`CE`), the output register's clock enable (`OCE`) and the synchronous reset (`RST`, which
/// clears the read latch and the output register), and whether the output register is used
/// (`REGMODE = "OUTREG"`). `CE` and `OCE` are high whenever `RST` is, so that the design does
/// not depend on whether the cell gates its reset by the clock enables.
struct Dp16kdPorts<'a> {
    ce: &'a str,
    oce: &'a str,
    rst: &'a str,
    out_reg: bool,
}

/// The ECP5 form of [`memory_pairs_verilog`]: instantiated DP16KDs, memory `g` looking up byte
/// `2g` of `addr` on port A and byte `2g + 1` on port B, its contents printed from
/// [`memory_contents`] by [`dp16kd_initvals`]. At 9 bits (8-bit words) the word address
/// `{sel, byte}` is on address pins 11 to 3, at 18 bits (16-bit words) on pins 12 to 4 (the pins
/// below select bits within a word at narrower widths, and are byte write enables at 18).
fn dp16kd_pairs_verilog(l: &Lookups, ports: &Dp16kdPorts) -> String {
    let regmode = if ports.out_reg { "OUTREG" } else { "NOREG" };
    let (width, low) = match l.word {
        MemoryWord::Entry => (9, "3'b000"),
        MemoryWord::EntryAndMultiple => (18, "4'b0000"),
    };
    let high = match (l.inverse, l.word) {
        (true, MemoryWord::Entry) => format!("2'b00, {}", l.sel),
        (false, MemoryWord::Entry) => "3'b000".into(),
        (true, MemoryWord::EntryAndMultiple) => format!("1'b0, {}", l.sel),
        (false, MemoryWord::EntryAndMultiple) => "2'b00".into(),
    };
    let mut v = format!(
        "genvar g;\ngenerate for (g = 0; g < {pairs}; g = g + 1) begin : lookup\n  \
         wire [13:0] ad_a = {{{high}, {addr}[16*g+7:16*g], {low}}};\n  \
         wire [13:0] ad_b = {{{high}, {addr}[16*g+15:16*g+8], {low}}};\n  \
         wire [17:0] do_a;\n  wire [17:0] do_b;\n  \
         DP16KD #(.DATA_WIDTH_A({width}), .DATA_WIDTH_B({width}), .REGMODE_A(\"{regmode}\"), .REGMODE_B(\"{regmode}\"),\n    \
         .RESETMODE(\"SYNC\"), .ASYNC_RESET_RELEASE(\"SYNC\"), .CSDECODE_A(\"0b000\"), .CSDECODE_B(\"0b000\"),\n    \
         .WRITEMODE_A(\"NORMAL\"), .WRITEMODE_B(\"NORMAL\"), .GSR(\"AUTO\"),\n",
        pairs = l.pairs,
        addr = l.addr,
    );
    let inits = dp16kd_initvals(&memory_contents(l.inverse, l.word), l.word);
    let params: Vec<String> = inits.iter().enumerate().map(|(k, init)| format!("    .INITVAL_{k:02X}({init})")).collect();
    v.push_str(&params.join(",\n"));
    v.push_str("\n  ) ram (\n");
    let mut pins = vec![];
    for (port, ad, d) in [("A", "ad_a", "do_a"), ("B", "ad_b", "do_b")] {
        pins.push(format!(".CLK{port}(clock)"));
        pins.push(format!(".CE{port}({})", ports.ce));
        pins.push(format!(".OCE{port}({})", ports.oce));
        pins.push(format!(".WE{port}(1'b0)"));
        pins.push(format!(".RST{port}({})", ports.rst));
        pins.extend((0..3).rev().map(|i| format!(".CS{port}{i}(1'b0)")));
        pins.extend((0..14).rev().map(|i| format!(".AD{port}{i}({ad}[{i}])")));
        pins.extend((0..18).rev().map(|i| format!(".DI{port}{i}(1'b0)")));
        pins.extend((0..18).rev().map(|i| format!(".DO{port}{i}({d}[{i}])")));
    }
    let lines: Vec<String> = pins.chunks(8).map(|c| format!("    {}", c.join(", "))).collect();
    v.push_str(&lines.join(",\n"));
    v.push_str("\n  );\n");
    v.push_str(&l.outputs_verilog("do_a", "do_b"));
    let unused = match l.word {
        MemoryWord::Entry => "do_a[17:8], do_b[17:8]",
        MemoryWord::EntryAndMultiple => "do_a[17:16], do_b[17:16]",
    };
    v.push_str(&format!("  wire _unused_do = &{{1'b0, {unused}, 1'b0}};\nend\nendgenerate\n"));
    v
}

/// The key expansion's four lookups: `s = SubWord(a)`, in two memories of the forward table.
const KEY_LOOKUPS: Lookups = Lookups {
    pairs: 2,
    inverse: false,
    word: MemoryWord::Entry,
    sel: "",
    addr: "a",
    data: "s",
    double: "",
};

/// The key expansion's S-box: `y = SubWord(a)` and `y_rot = RotWord(SubWord(a))` (the key
/// expansion's `SubWord(RotWord(a))`: the two commute, since SubWord is bytewise), both
/// registered: the output in a cycle is the lookup of the address of the cycle before. The key
/// expansion therefore addresses it with the value its input word will have in the next cycle.
/// `clear` loads 0 into the register instead (a synchronous reset, the block RAM's output
/// register reset), so no logic sits between the address and the table.
///
/// The lookup is registered in both S-box builds, so that the key expansion is the same design
/// with either; [`SboxImpl`] only chooses how the table is built: a `case` table in front of 32
/// flip-flops, or two block RAM memories (four lookups on their four ports) whose output
/// registers are those flip-flops. The rotation lives in this leaf because rust-hdl simulates
/// `Bits` shifts through arbitrary-precision integers.
///
/// With two registers (a user that steps every second cycle, the XTS tweak unit of a
/// two-register build) a second register of 32 flip-flops follows the table, so that neither
/// the table nor the step that computes the next address shares a cycle with the other: the
/// output is the lookup of the address of two cycles before. `clear` clears both.
#[derive(LogicBlock)]
pub struct KeySubWord {
    pub clock: Signal<In, Clock>,
    pub clear: Signal<In, Bit>,
    pub a: Signal<In, Bits<32>>,
    pub y: Signal<Out, Bits<32>>,
    pub y_rot: Signal<Out, Bits<32>>,
    sbox: SboxImpl,
    family: Family,
    /// The table's word ahead of the second register (two registers only): simulation state.
    first: FirstRegister<u32>,
}

impl KeySubWord {
    /// `family` chooses the block RAM template (`SboxImpl::Bram` only); `regs` (1 or 2)
    /// registers between `a` and `y`.
    pub fn new(sbox: SboxImpl, family: Family, regs: usize) -> Self {
        assert!(regs == 1 || regs == 2, "KeySubWord: 1 or 2 registers");
        KeySubWord {
            clock: Default::default(),
            clear: Default::default(),
            a: Default::default(),
            y: Default::default(),
            y_rot: Default::default(),
            sbox,
            family,
            first: FirstRegister((regs == 2).then_some(0)),
        }
    }
}

impl Logic for KeySubWord {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            let looked_up = if self.clear.val() { 0 } else { sub_word(self.a.val().to_u32()) };
            // With two registers the first takes the lookup (0 on a clear) and the second the
            // first's word, or 0 on a clear.
            let s = match self.first.0.as_mut() {
                Some(first) => {
                    let held = std::mem::replace(first, looked_up);
                    if self.clear.val() { 0 } else { held }
                }
                None => looked_up,
            };
            self.y.next = s.to_bits();
            self.y_rot.next = rot_word(s).to_bits();
        }
    }
    fn connect(&mut self) {
        self.y.connect();
        self.y_rot.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut v = match self.sbox {
            // The register sits in front of the table here: the address is the end of the
            // expansion step's XOR, and a table behind it would add its depth to the step's.
            SboxImpl::Lut => format!(
                "{}\nreg [31:0] a_q = 32'd0;\nreg cleared = 1'b1;\n\
                 always @(posedge clock) begin\n  a_q <= clear ? 32'd0 : a;\n  cleared <= clear;\nend\n\
                 wire [31:0] s = cleared ? 32'd0 : {};\n",
                sbox_function_verilog(),
                sub_word_verilog("a_q")
            ),
            SboxImpl::Bram if self.family == Family::Ecp5 => format!(
                "wire [31:0] s;\n{}",
                dp16kd_pairs_verilog(&KEY_LOOKUPS, &Dp16kdPorts { ce: "1'b1", oce: "1'b1", rst: "clear", out_reg: false })
            ),
            SboxImpl::Bram => format!("wire [31:0] s;\n{}", memory_pairs_verilog(&KEY_LOOKUPS, "1'b1", "clear", None)),
        };
        if self.first.0.is_some() {
            v.push_str("reg [31:0] s_q = 32'd0;\nalways @(posedge clock) s_q <= clear ? 32'd0 : s;\n");
            v.push_str("always @(*) y = s_q;\nalways @(*) y_rot = {s_q[7:0], s_q[31:8]};\n");
        } else {
            v.push_str("always @(*) y = s;\nalways @(*) y_rot = {s[7:0], s[31:8]};\n");
        }
        Verilog::Custom(v)
    }
}

/// SubBytes of one round and the pipeline register after it: the four state columns `a0..a3`
/// substituted byte by byte, through the inverse table when `inverse` is set, into `y0..y3` at
/// the clock edge when `enable` is high; `clear` zeroes the register (it wins over `enable`).
/// A build without decryption ignores `inverse`.
///
/// With [`SboxImpl::Lut`] the table is a `case` in front of 128 flip-flops; with
/// [`SboxImpl::Bram`] it is eight memories, two lookups each (one per port), whose output
/// registers are the pipeline register. Both simulate the same way. With [`Table::None`] it is
/// the register alone (`y = a`).
///
/// `d0..d3` are `y0..y3` with every byte multiplied in GF(2^8), for the next stage's
/// (Inv)MixColumns: a block RAM build reads them from the memories, whose words hold each
/// entry's multiple beside it ([`MemoryWord::EntryAndMultiple`]: the double in the forward
/// table, ten times the entry in the inverse one), so that they cost no logic between the
/// registers; a LUT build computes the doubles behind the register (a doubled table would double
/// the table's LUTs), which is where the next stage's MixColumns computed them before.
///
/// Built with two registers (`SubBytes::new(.., 2)`) the lookup takes two edges: `clear` and
/// `enable` act on the first register, and the second takes the first's value when `enable` is
/// high and is cleared by `reset[0]` (a first register that holds no block holds 0, so the
/// second loads 0 behind it). The first register is the memories' read register and the second
/// their output register in a block RAM build (the template Vivado maps to a RAMB18E1 with
/// `DOA_REG = DOB_REG = 1`); in a LUT build the first holds the address (and `inverse`) and
/// the `case` table sits between the two, so the lookup has a cycle to itself. `reset` has no
/// entry with one register. With [`Family::Ecp5`] the memories are instantiated DP16KDs (their
/// output register with two registers); the simulation is the same, except that there a
/// register holding no block may hold a copy of the block ahead of it (see `hdl()`).
#[derive(LogicBlock)]
pub struct SubBytes {
    pub clock: Signal<In, Clock>,
    pub enable: Signal<In, Bit>,
    pub clear: Signal<In, Bit>,
    pub inverse: Signal<In, Bit>,
    pub a0: Signal<In, Bits<32>>,
    pub a1: Signal<In, Bits<32>>,
    pub a2: Signal<In, Bits<32>>,
    pub a3: Signal<In, Bits<32>>,
    pub y0: Signal<Out, Bits<32>>,
    pub y1: Signal<Out, Bits<32>>,
    pub y2: Signal<Out, Bits<32>>,
    pub y3: Signal<Out, Bits<32>>,
    pub d0: Signal<Out, Bits<32>>,
    pub d1: Signal<Out, Bits<32>>,
    pub d2: Signal<Out, Bits<32>>,
    pub d3: Signal<Out, Bits<32>>,
    /// Clears the second register (two registers only).
    pub reset: Vec<Signal<In, Bit>>,
    with_inverse: Constant<Bit>,
    table: Table,
    family: Family,
    /// The first register's looked-up words (two registers only): simulation state.
    first: FirstRegister<Looked>,
}

/// Four looked-up words and their multiples ([`SubBytes`]' `y` and `d`).
type Looked = ([u32; 4], [u32; 4]);

/// The first of two registers of a [`SubBytes`] or a [`KeySubWord`], as the simulation holds
/// it: the looked-up words (what the second register takes next).
pub struct FirstRegister<T>(Option<T>);

not_a_signal!(FirstRegister<Looked>);
not_a_signal!(FirstRegister<u32>);

impl SubBytes {
    /// `regs` (1 or 2) registers between `a` and `y`; [`Table::None`] has one.
    pub fn new(with_inverse: bool, table: Table, regs: usize) -> Self {
        assert!(regs == 1 || (regs == 2 && table != Table::None), "SubBytes: 1 register, or 2 around a table");
        SubBytes {
            clock: Default::default(),
            enable: Default::default(),
            clear: Default::default(),
            inverse: Default::default(),
            a0: Default::default(),
            a1: Default::default(),
            a2: Default::default(),
            a3: Default::default(),
            y0: Default::default(),
            y1: Default::default(),
            y2: Default::default(),
            y3: Default::default(),
            d0: Default::default(),
            d1: Default::default(),
            d2: Default::default(),
            d3: Default::default(),
            reset: (1..regs).map(|_| Signal::default()).collect(),
            with_inverse: Constant::new(with_inverse),
            table,
            family: Family::Generic,
            first: FirstRegister((regs == 2).then_some(([0; 4], [0; 4]))),
        }
    }

    /// The same lookup with its block RAM (`SboxImpl::Bram`) written for `family`.
    pub fn with_family(mut self, family: Family) -> Self {
        self.family = family;
        self
    }

    /// The words the table gives for the inputs, and their multiples as `d` shows them: the
    /// memory's (`MemoryWord::EntryAndMultiple`) in a block RAM build, else the doubles that
    /// the logic behind the register computes.
    fn lookup(&self) -> Looked {
        let inverse = self.table != Table::None && self.inverse.val() && self.with_inverse.val();
        let f = if self.table == Table::None {
            |w| w
        } else if inverse {
            inv_sub_word
        } else {
            sub_word
        };
        let y = [self.a0.val(), self.a1.val(), self.a2.val(), self.a3.val()].map(|a| f(a.to_u32()));
        let c = if inverse && self.table == Table::Sbox(SboxImpl::Bram) { INVERSE_MULTIPLE } else { FORWARD_MULTIPLE };
        (y, y.map(|w| mul_word(c, w)))
    }

    fn set_y(&mut self, (y, d): Looked) {
        self.y0.next = y[0].to_bits();
        self.y1.next = y[1].to_bits();
        self.y2.next = y[2].to_bits();
        self.y3.next = y[3].to_bits();
        self.d0.next = d[0].to_bits();
        self.d1.next = d[1].to_bits();
        self.d2.next = d[2].to_bits();
        self.d3.next = d[3].to_bits();
    }
}

impl Logic for SubBytes {
    fn update(&mut self) {
        if !self.clock.pos_edge() {
            return;
        }
        let enable = self.enable.val();
        let looked_up = if self.clear.val() { Some(([0; 4], [0; 4])) } else { enable.then(|| self.lookup()) };
        match self.first.0 {
            None => {
                if let Some(w) = looked_up {
                    self.set_y(w);
                }
            }
            Some(first) => {
                if self.reset[0].val() {
                    self.set_y(([0; 4], [0; 4]));
                } else if enable {
                    self.set_y(first);
                }
                if let Some(w) = looked_up {
                    self.first.0 = Some(w);
                }
            }
        }
    }
    fn connect(&mut self) {
        self.y0.connect();
        self.y1.connect();
        self.y2.connect();
        self.y3.connect();
        self.d0.connect();
        self.d1.connect();
        self.d2.connect();
        self.d3.connect();
    }
    fn hdl(&self) -> Verilog {
        // `with_inverse` is a localparam: a build without decryption keeps the inverse table's
        // selection in the text and synthesis removes it.
        let two = self.first.0.is_some();
        let mut v = String::from("wire inv = with_inverse & inverse;\n");
        let words = |f: &str, a: &str| {
            (0..4).rev().map(|c| sub_word_verilog_with(f, &format!("{a}{c}"))).collect::<Vec<_>>().join(", ")
        };
        match self.table {
            Table::Sbox(SboxImpl::Lut) if two => {
                v.push_str(&sbox_function_verilog());
                v.push_str(&inv_sbox_function_verilog());
                // The first register holds the address; `blank` marks that it holds no block,
                // so that the second loads 0 rather than the table's entry for address 0.
                v.push_str(
                    "reg [31:0] a_q0 = 32'd0;\nreg [31:0] a_q1 = 32'd0;\nreg [31:0] a_q2 = 32'd0;\nreg [31:0] a_q3 = 32'd0;\n\
                     reg inv_q = 1'b0;\nreg blank = 1'b1;\nalways @(posedge clock)\n  \
                     if (clear) begin\n    a_q0 <= 32'd0;\n    a_q1 <= 32'd0;\n    a_q2 <= 32'd0;\n    a_q3 <= 32'd0;\n    \
                     inv_q <= 1'b0;\n    blank <= 1'b1;\n  \
                     end else if (enable) begin\n    a_q0 <= a0;\n    a_q1 <= a1;\n    a_q2 <= a2;\n    a_q3 <= a3;\n    \
                     inv_q <= inv;\n    blank <= 1'b0;\n  end\n\
                     reg [127:0] s = 128'd0;\nalways @(posedge clock)\n  if (reset$0 | (enable & blank)) s <= 128'd0;\n  \
                     else if (enable) s <= inv_q\n",
                );
                v.push_str(&format!("    ? {{{}}}\n    : {{{}}};\n", words("inv_sbox", "a_q"), words("sbox", "a_q")));
            }
            Table::Sbox(SboxImpl::Lut) => {
                v.push_str(&sbox_function_verilog());
                v.push_str(&inv_sbox_function_verilog());
                v.push_str("reg [127:0] s = 128'd0;\nalways @(posedge clock)\n  if (clear) s <= 128'd0;\n  else if (enable) s <= inv\n");
                v.push_str(&format!("    ? {{{}}}\n    : {{{}}};\n", words("inv_sbox", "a"), words("sbox", "a")));
            }
            Table::Sbox(SboxImpl::Bram) => {
                v.push_str("wire [127:0] a = {a3, a2, a1, a0};\nwire [127:0] s;\nwire [127:0] s2;\n");
                let lookups = Lookups {
                    pairs: 8,
                    inverse: self.with_inverse.val(),
                    word: MemoryWord::EntryAndMultiple,
                    sel: "inv",
                    addr: "a",
                    data: "s",
                    double: "s2",
                };
                if self.family == Family::Ecp5 && two {
                    // One reset per port clears both the read latch and the output register,
                    // so a block moving from the latch into the output register cannot be
                    // kept while the latch is cleared behind it. `blank` marks a latch that
                    // holds no block: the reset clears both when a block-less cycle follows
                    // one; otherwise a block-less cycle leaves the latch as it is (it holds
                    // the block that just moved on, never a function of the round key alone)
                    // and the output register takes that copy for a cycle. `ram_ce` is
                    // `(enable & ~clear) | ram_rst` written out, so that it is one LUT from
                    // `clear` beside `ram_rst` rather than one behind it (on the ECP5 the
                    // input handshake reaches stage 0's clock enables through `clear`).
                    v.push_str(
                        "reg blank = 1'b1;\nalways @(posedge clock)\n  if (clear) blank <= 1'b1;\n  \
                         else if (enable) blank <= 1'b0;\n\
                         wire ram_rst = reset$0 | (clear & blank);\n\
                         wire ram_ce = (enable & ~clear) | reset$0 | (clear & blank);\n\
                         wire ram_oce = enable | ram_rst;\n",
                    );
                    let ports = Dp16kdPorts { ce: "ram_ce", oce: "ram_oce", rst: "ram_rst", out_reg: true };
                    v.push_str(&dp16kd_pairs_verilog(&lookups, &ports));
                } else if self.family == Family::Ecp5 {
                    let ports = Dp16kdPorts { ce: "enable | clear", oce: "1'b1", rst: "clear", out_reg: false };
                    v.push_str(&dp16kd_pairs_verilog(&lookups, &ports));
                } else {
                    let out_reg = two.then_some(("enable", "reset$0"));
                    v.push_str(&memory_pairs_verilog(&lookups, "enable", "clear", out_reg));
                }
                if !self.with_inverse.val() {
                    v.push_str("wire _unused_ok = &{1'b0, inv, 1'b0};\n");
                }
            }
            Table::None => {
                v.push_str("reg [127:0] s = 128'd0;\nalways @(posedge clock)\n  if (clear) s <= 128'd0;\n  else if (enable) s <= {a3, a2, a1, a0};\n");
                v.push_str("wire _unused_ok = &{1'b0, inv, 1'b0};\n");
            }
        }
        if self.table != Table::Sbox(SboxImpl::Bram) {
            // The doubles behind the register.
            for c in 0..4 {
                v.push_str(&format!("wire [31:0] s_w{c} = s[{}:{}];\n", 32 * c + 31, 32 * c));
                v.push_str(&xtime_verilog(&format!("s2_w{c}"), &format!("s_w{c}")));
            }
            v.push_str("wire [127:0] s2 = {s2_w3, s2_w2, s2_w1, s2_w0};\n");
        }
        v.push_str("always @(*) begin\n  y0 = s[31:0];\n  y1 = s[63:32];\n  y2 = s[95:64];\n  y3 = s[127:96];\nend\n");
        v.push_str("always @(*) begin\n  d0 = s2[31:0];\n  d1 = s2[63:32];\n  d2 = s2[95:64];\n  d3 = s2[127:96];\nend\n");
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// GF(2^8) multiplication modulo x^8 + x^4 + x^3 + x + 1, written independently of the table.
    fn gf_mul(mut a: u8, mut b: u8) -> u8 {
        let mut p = 0;
        while b != 0 {
            if b & 1 != 0 {
                p ^= a;
            }
            let hi = a & 0x80;
            a <<= 1;
            if hi != 0 {
                a ^= 0x1b;
            }
            b >>= 1;
        }
        p
    }

    /// FIPS-197 section 5.1.1: the multiplicative inverse followed by the affine transform.
    fn sbox_from_definition(x: u8) -> u8 {
        let inv = (1..=255u8).find(|&y| gf_mul(x, y) == 1).unwrap_or(0);
        let mut s = inv;
        for r in 1..5 {
            s ^= inv.rotate_left(r);
        }
        s ^ 0x63
    }

    #[test]
    fn table_matches_the_fips197_definition_for_all_256_inputs() {
        for x in 0..=255u8 {
            assert_eq!(SBOX[x as usize], sbox_from_definition(x), "S-box entry {x:#04x}");
        }
    }

    #[test]
    fn rot_word_moves_the_first_byte_last() {
        // FIPS-197 appendix A.1, i = 4: RotWord(09cf4f3c) = cf4f3c09, bytes in key order.
        let w = u32::from_le_bytes([0x09, 0xcf, 0x4f, 0x3c]);
        assert_eq!(rot_word(w), u32::from_le_bytes([0xcf, 0x4f, 0x3c, 0x09]));
        assert_eq!(sub_word(rot_word(w)), u32::from_le_bytes([0x8a, 0x84, 0xeb, 0x01]));
    }

    #[test]
    fn sub_word_substitutes_each_byte_in_place() {
        assert_eq!(sub_word(0x0000_0000), 0x6363_6363);
        assert_eq!(sub_word(0x53_01_ff_10), 0xed_7c_16_ca);
    }

    #[test]
    fn inverse_table_matches_fips197_figure_14() {
        // Spot checks of figure 14 and the round trip for every byte.
        assert_eq!(INV_SBOX[0x00], 0x52);
        assert_eq!(INV_SBOX[0x63], 0x00);
        assert_eq!(INV_SBOX[0xff], 0x7d);
        assert_eq!(INV_SBOX[0x53], 0x50);
        for x in 0..=255u8 {
            assert_eq!(INV_SBOX[SBOX[x as usize] as usize], x);
        }
        assert_eq!(inv_sub_word(sub_word(0x1234_abcd)), 0x1234_abcd);
    }

    /// Row 0 of `INITVAL_00` holds words 0 and 1 (S(00) = 63, S(01) = 7c) as `{7c, 63}` in 9-bit
    /// halves, 0x0f863 in its last five hex digits; row 255 (the last of `INITVAL_0F`) the inverse
    /// table's last two words (7d at word 511, 0c at 510); past the 512 words everything is 0.
    #[test]
    fn dp16kd_initvals_place_words_two_per_18_bit_row() {
        let v = dp16kd_initvals(&memory_contents(true, MemoryWord::Entry), MemoryWord::Entry);
        assert_eq!(v.len(), 64);
        assert!(v.iter().all(|p| p.len() == "320'h".len() + 80), "{v:?}");
        assert!(v[0].ends_with("0F863"), "{}", v[0]);
        // FIPS-197 figure 14 ends `0c 7d`: InvS(fe), InvS(ff), words 510 and 511.
        assert_eq!(&v[15][5..10], "0FA0C", "{}", v[15]);
        assert!(v[16..].iter().all(|p| p[5..].chars().all(|c| c == '0')));
    }

    /// At 18 bits a word is a row: row 0 is `{2 S(00), S(00)}` = `{c6, 63}`, row 511 (the last of
    /// `INITVAL_1F`) `{10 InvS(ff), InvS(ff)}` = `{3f, 7d}`; past the 512 words everything is 0.
    #[test]
    fn dp16kd_initvals_place_doubled_words_one_per_row() {
        let v = dp16kd_initvals(&memory_contents(true, MemoryWord::EntryAndMultiple), MemoryWord::EntryAndMultiple);
        assert_eq!(v.len(), 64);
        assert!(v[0].ends_with("0C663"), "{}", v[0]);
        assert_eq!(&v[31][5..10], "03F7D", "{}", v[31]);
        assert!(v[32..].iter().all(|p| p[5..].chars().all(|c| c == '0')));
    }

    /// Each wide word is the table's entry and the entry times 2 (forward table) or 10 (inverse
    /// table) in GF(2^8).
    #[test]
    fn memory_words_hold_each_entry_and_its_multiple() {
        let words = memory_contents(true, MemoryWord::EntryAndMultiple);
        assert_eq!(words.len(), 512);
        for (x, &w) in words.iter().enumerate() {
            let (t, c) = if x < 256 { (SBOX[x], 2) } else { (INV_SBOX[x - 256], 10) };
            assert_eq!(w, (gf_mul(t, c) as u16) << 8 | t as u16, "address {x}");
        }
        assert_eq!(memory_contents(false, MemoryWord::Entry), SBOX.map(u16::from).to_vec());
    }

    #[test]
    fn verilog_table_lists_every_entry_once() {
        let v = sbox_function_verilog();
        assert_eq!(v.matches(": sbox = ").count(), 257);
        assert!(v.contains("8'h53: sbox = 8'hed;"));
        assert!(v.contains("8'hff: sbox = 8'h16;"));
    }
}
