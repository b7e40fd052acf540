//! `RegFile<A>`: `entries` 32-bit registers with one write port, a common synchronous clear and a
//! combinational read port addressed by `A` bits: one column of the output FIFO or of the key
//! expansion unit's round keys.
//!
//! Each entry is a flip-flop word with a clock enable (its write) and a synchronous reset (the
//! clear), so it needs no logic of its own; the read port is a `case` on the read address, which
//! synthesis maps as a balanced multiplexer (four LUT6 and the F7/F8 multiplexers per bit for 16
//! entries, about half of what a chain of `if`s on the address maps to). The entries are
//! separate registers `e0`, `e1`, ... in the Verilog, so a simulator's dump shows each of them.
//!
//! | port | width | |
//! |------|-------|-|
//! | `clear` | 1 | every entry to 0 at the clock edge (wins over a write) |
//! | `we`, `wa`, `wd` | 1, A, 32 | entry `wa` to `wd` at the clock edge |
//! | `ra`, `rd` | A, 32 | `rd` = entry `ra` |
//!
//! Built with [`RegFile::one_hot_write`] the write address is one-hot instead (`A` bits, entry `i`
//! written when bit `i` is set): each entry's clock enable is then `we` and one address bit, one
//! LUT, where a binary address needs a decoder in front of every entry (the output FIFO, whose
//! entries are spread wide on the ECP5).
//!
//! Built with [`RegFile::one_hot`] the read address is one-hot (`R` bits, one per entry, entry
//! `i` shown when bit `i` is set, 0 when no bit is): the read port is then an AND-OR of the
//! entries, two LUT levels for up to 18 entries, with no decoder in front of it (the key
//! expansion's round keys, read by the refresh FSM's one-hot index).
//!
//! The binary read port decodes only the low [`read_bits`] bits of `ra` and an address past the last
//! entry reads the last entry: callers never read there, and a multiplexer without a constant
//! input maps to fewer LUTs (for 13 entries a plain 16:1 multiplexer, four LUT6 and the F7/F8
//! multiplexers per bit, instead of a 32:1 one with zeros in its upper half).

use crate::primitives::not_a_signal::not_a_signal;
use rust_hdl::prelude::*;

/// The entries' values: simulation state, not signals (the Verilog has them as registers).
pub struct Entries(Vec<u32>);

not_a_signal!(Entries);

/// The read address is one-hot (else binary): a build option of the leaf, not a signal.
pub struct OneHotRead(bool);

not_a_signal!(OneHotRead);

/// The write address is one-hot (else binary): a build option of the leaf, not a signal.
pub struct OneHotWrite(bool);

not_a_signal!(OneHotWrite);

#[derive(LogicBlock)]
pub struct RegFile<const A: usize, const R: usize = A> {
    pub clock: Signal<In, Clock>,
    pub clear: Signal<In, Bit>,
    pub we: Signal<In, Bit>,
    pub wa: Signal<In, Bits<A>>,
    pub wd: Signal<In, Bits<32>>,
    pub ra: Signal<In, Bits<R>>,
    pub rd: Signal<Out, Bits<32>>,
    entries: Entries,
    one_hot: OneHotRead,
    one_hot_write: OneHotWrite,
}

impl<const A: usize, const R: usize> RegFile<A, R> {
    fn build(entries: usize, one_hot: bool, one_hot_write: bool) -> Self {
        let addressable = if one_hot_write { A } else { binary_reach(A) };
        assert!(entries >= 1 && entries <= addressable, "a RegFile has 1 to 2^A entries (A with a one-hot write address)");
        RegFile {
            clock: Default::default(),
            clear: Default::default(),
            we: Default::default(),
            wa: Default::default(),
            wd: Default::default(),
            ra: Default::default(),
            rd: Default::default(),
            entries: Entries(vec![0; entries]),
            one_hot: OneHotRead(one_hot),
            one_hot_write: OneHotWrite(one_hot_write),
        }
    }

    /// `entries` registers, at most `2^A`, read by a binary address (`R = A`).
    pub fn new(entries: usize) -> Self {
        assert!(R == A, "a binary read address has the write address's width");
        Self::build(entries, false, false)
    }

    /// `entries` registers, at most `A` and at most `2^R`, written by a one-hot address of `A`
    /// bits and read by a binary address of `R` bits.
    pub fn one_hot_write(entries: usize) -> Self {
        assert!(entries <= binary_reach(R), "a binary read address of R bits reads at most 2^R entries");
        Self::build(entries, false, true)
    }

    /// `entries` registers, at most `2^A` and at most `R`, read by a one-hot address of `R` bits.
    pub fn one_hot(entries: usize) -> Self {
        assert!(entries <= R, "a one-hot read address has a bit per entry");
        Self::build(entries, true, false)
    }

    /// The entries' current values (for checks that nothing is left in them).
    pub fn entries(&self) -> &[u32] {
        &self.entries.0
    }
}

/// Entries a binary address of `bits` bits reaches: `2^bits`, saturating.
fn binary_reach(bits: usize) -> usize {
    u32::try_from(bits).ok().and_then(|b| 1_usize.checked_shl(b)).unwrap_or(usize::MAX)
}

/// Address bits the read port decodes for `entries` entries.
pub fn read_bits(entries: usize) -> usize {
    (usize::BITS - (entries - 1).leading_zeros()).max(1) as usize
}

/// The entry that the read port shows for address `ra`.
pub fn read_index(entries: usize, ra: usize) -> usize {
    (ra & ((1 << read_bits(entries)) - 1)).min(entries - 1)
}

impl<const A: usize, const R: usize> Logic for RegFile<A, R> {
    fn update(&mut self) {
        let e = &mut self.entries.0;
        if self.clock.pos_edge() {
            if self.clear.val() {
                e.iter_mut().for_each(|x| *x = 0);
            } else if self.we.val() && self.one_hot_write.0 {
                let wa = self.wa.val();
                let wd = self.wd.val().to_u32();
                e.iter_mut().enumerate().filter(|&(i, _)| wa.get_bit(i)).for_each(|(_, x)| *x = wd);
            } else if self.we.val() {
                if let Some(x) = e.get_mut(self.wa.val().index()) {
                    *x = self.wd.val().to_u32();
                }
            }
        }
        if self.one_hot.0 {
            let ra = self.ra.val();
            self.rd.next = e.iter().enumerate().filter(|&(i, _)| ra.get_bit(i)).fold(0_u32, |y, (_, &x)| y | x).to_bits();
        } else {
            self.rd.next = e[read_index(e.len(), self.ra.val().index())].to_bits();
        }
    }
    fn connect(&mut self) {
        self.rd.connect();
    }
    fn hdl(&self) -> Verilog {
        let n = self.entries.0.len();
        let mut v = String::new();
        for i in 0..n {
            let write = if self.one_hot_write.0 { format!("wa[{i}]") } else { format!("wa == {A}'d{i}") };
            v.push_str(&format!(
                "reg [31:0] e{i} = 32'd0;\nalways @(posedge clock)\n  if (clear) e{i} <= 32'd0;\n  else if (we && {write}) e{i} <= wd;\n"
            ));
        }
        if self.one_hot_write.0 && n < A {
            v.push_str(&format!("wire _unused_wa = &{{1'b0, wa[{}:{n}], 1'b0}};\n", A - 1));
        }
        if self.one_hot.0 {
            if n < R {
                v.push_str(&format!("wire _unused_ok = &{{1'b0, ra[{}:{n}], 1'b0}};\n", R - 1));
            }
            let terms: Vec<String> = (0..n).map(|i| format!("({{32{{ra[{i}]}}}} & e{i})")).collect();
            v.push_str(&format!("always @(*) rd = {};\n", terms.join("\n  | ")));
            return Verilog::Custom(v);
        }
        let b = read_bits(n);
        let sel = if b < R {
            v.push_str(&format!("wire _unused_ok = &{{1'b0, ra[{}:{b}], 1'b0}};\n", R - 1));
            format!("ra[{}:0]", b - 1)
        } else {
            "ra".to_string()
        };
        v.push_str(&format!("always @(*)\n  case ({sel})\n"));
        for i in 0..n - 1 {
            v.push_str(&format!("    {b}'d{i}: rd = e{i};\n"));
        }
        v.push_str(&format!("    default: rd = e{};\n  endcase\n", n - 1));
        Verilog::Custom(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(LogicBlock)]
    struct Bench<const A: usize, const R: usize> {
        file: RegFile<A, R>,
    }

    impl<const A: usize, const R: usize> Logic for Bench<A, R> {
        fn update(&mut self) {}
    }

    /// A simulation of `file` with its ports driven by the test bench and a clock of period 10.
    fn bench<const A: usize, const R: usize>(file: RegFile<A, R>) -> (Box<Bench<A, R>>, Simulation<Bench<A, R>>) {
        let mut b = Bench { file };
        b.file.clock.connect();
        b.file.clear.connect();
        b.file.we.connect();
        b.file.wa.connect();
        b.file.wd.connect();
        b.file.ra.connect();
        b.connect_all();
        let mut sim = Simulation::new();
        sim.add_clock(5, |x: &mut Box<Bench<A, R>>| x.file.clock.next = !x.file.clock.val());
        (Box::new(b), sim)
    }

    #[test]
    fn write_read_and_clear() {
        let (b, mut sim) = bench::<5, 5>(RegFile::new(13));
        sim.add_testbench(move |mut ep: Sim<Bench<5, 5>>| {
            let mut x = ep.init()?;
            let word = |a: u32| (a + 1).wrapping_mul(0x9e37_79b9);
            for a in 0..13_u32 {
                x.file.we.next = true;
                x.file.wa.next = (a as u8).to_bits::<5>();
                x.file.wd.next = word(a).to_bits::<32>();
                x.file.ra.next = (a as u8).to_bits::<5>();
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), 0_u32.to_bits::<32>(), x);
                wait_clock_true!(ep, file.clock, x);
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), word(a).to_bits::<32>(), x);
                wait_clock_false!(ep, file.clock, x);
            }
            x.file.we.next = false;
            for a in (0..13_u32).rev() {
                x.file.ra.next = (a as u8).to_bits::<5>();
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), word(a).to_bits::<32>(), x);
            }
            // Past the last entry (13 to 15), and with the undecoded bit 4 set: the last entry.
            for a in [13_u8, 15, 16 + 12] {
                x.file.ra.next = a.to_bits::<5>();
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), word(12).to_bits::<32>(), x);
            }
            x.file.ra.next = (16 + 3_u8).to_bits::<5>();
            x = ep.wait(1, x)?;
            sim_assert_eq!(ep, x.file.rd.val(), word(3).to_bits::<32>(), x);
            wait_clock_false!(ep, file.clock, x);
            // The clear wins over a write in the same cycle.
            x.file.clear.next = true;
            x.file.we.next = true;
            x.file.wa.next = 4_u8.to_bits::<5>();
            x.file.ra.next = 4_u8.to_bits::<5>();
            wait_clock_true!(ep, file.clock, x);
            x = ep.wait(1, x)?;
            sim_assert_eq!(ep, x.file.rd.val(), 0_u32.to_bits::<32>(), x);
            ep.done(x)
        });
        sim.run(b, 100_000).unwrap();
    }

    #[test]
    fn one_hot_read_shows_the_selected_entry_and_zero_without_one() {
        let (b, mut sim) = bench::<4, 16>(RegFile::one_hot(11));
        sim.add_testbench(move |mut ep: Sim<Bench<4, 16>>| {
            let mut x = ep.init()?;
            let word = |a: u32| (a + 1).wrapping_mul(0x9e37_79b9);
            for a in 0..11_u32 {
                x.file.we.next = true;
                x.file.wa.next = (a as u8).to_bits::<4>();
                x.file.wd.next = word(a).to_bits::<32>();
                x.file.ra.next = (1_u32 << a).to_bits::<16>();
                wait_clock_true!(ep, file.clock, x);
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), word(a).to_bits::<32>(), x);
                wait_clock_false!(ep, file.clock, x);
            }
            x.file.we.next = false;
            for a in (0..11_u32).rev() {
                x.file.ra.next = (1_u32 << a).to_bits::<16>();
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), word(a).to_bits::<32>(), x);
            }
            // No bit, or only bits past the last entry: 0.
            for ra in [0_u32, 1 << 11, 1 << 15] {
                x.file.ra.next = ra.to_bits::<16>();
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), 0_u32.to_bits::<32>(), x);
            }
            ep.done(x)
        });
        sim.run(b, 100_000).unwrap();
    }

    /// One-hot write address: the entry of the set bit is written, and with no bit set (or only
    /// bits past the last entry) none is.
    #[test]
    fn one_hot_write_writes_the_selected_entry_and_none_without_one() {
        let (b, mut sim) = bench::<40, 6>(RegFile::one_hot_write(33));
        sim.add_testbench(move |mut ep: Sim<Bench<40, 6>>| {
            let mut x = ep.init()?;
            let word = |a: u32| (a + 1).wrapping_mul(0x9e37_79b9);
            for a in 0..33_u32 {
                x.file.we.next = true;
                x.file.wa.next = (1_u64 << a).to_bits::<40>();
                x.file.wd.next = word(a).to_bits::<32>();
                x.file.ra.next = (a as u8).to_bits::<6>();
                wait_clock_true!(ep, file.clock, x);
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), word(a).to_bits::<32>(), x);
                wait_clock_false!(ep, file.clock, x);
            }
            for wa in [0_u64, 1 << 33, 1 << 39] {
                x.file.wa.next = wa.to_bits::<40>();
                x.file.wd.next = 0xdead_beef_u32.to_bits::<32>();
                wait_clock_true!(ep, file.clock, x);
                wait_clock_false!(ep, file.clock, x);
            }
            x.file.we.next = false;
            for a in 0..33_u32 {
                x.file.ra.next = (a as u8).to_bits::<6>();
                x = ep.wait(1, x)?;
                sim_assert_eq!(ep, x.file.rd.val(), word(a).to_bits::<32>(), x);
            }
            ep.done(x)
        });
        sim.run(b, 100_000).unwrap();
    }

    #[test]
    fn read_port_decodes_just_enough_bits() {
        assert_eq!([1, 2, 3, 11, 13, 15, 16, 17, 32].map(read_bits), [1, 1, 2, 4, 4, 4, 4, 5, 5]);
        assert_eq!([0, 10, 11, 15, 16, 17].map(|a| read_index(11, a)), [0, 10, 10, 10, 0, 1]);
        assert_eq!([0, 16, 17, 31].map(|a| read_index(17, a)), [0, 16, 16, 16]);
    }
}
