//! `mymul`: a 16 x 16 -> 32-bit hardware multiplier on the openMSP430 peripheral bus.
//!
//! Software replaces a ~100-cycle library multiply (`__mspabi_mpyul`) by a few bus accesses:
//! `HW_A = a; HW_B = b; HW_CTL = 1; HW_CTL = 0; return HW_RETVAL;`.
//!
//! # Ports (exported Verilog module `mymul`, openMSP430 peripheral-bus names)
//!
//! | port | dir | width | meaning |
//! | --- | --- | --- | --- |
//! | `mclk` | in | 1 | clock |
//! | `puc_rst` | in | 1 | active-high reset, sampled on the rising edge of `mclk` |
//! | `per_addr` | in | 14 | word address (byte address >> 1) |
//! | `per_din` | in | 16 | write data |
//! | `per_en` | in | 1 | bus access this cycle |
//! | `per_we` | in | 2 | byte write enables: `01` low byte, `10` high byte, `11` word, `00` read |
//! | `per_dout` | out | 16 | read data, combinational; 0 unless this peripheral is read this cycle |
//!
//! # Register map
//!
//! | byte addr | word addr | name | access | content |
//! | --- | --- | --- | --- | --- |
//! | 0x140 | 0xA0 | `HW_A` | RW | operand a |
//! | 0x142 | 0xA1 | `HW_B` | RW | operand b |
//! | 0x144 | 0xA2 | `HW_RETVAL` low | RO | result bits 15:0 |
//! | 0x146 | 0xA3 | `HW_RETVAL` high | RO | result bits 31:16 |
//! | 0x148 | 0xA4 | `HW_CTL` | RW | bit 0 `GO`, bit 1 `SIGNED`, bit 2 `ACCUMULATE`; bits 15:3 read 0 |
//!
//! Byte writes (`per_we` = `01` or `10`) change only their byte. Writes to `HW_RETVAL` are ignored.
//!
//! A write to `HW_CTL` whose data has `GO` = 1 while `GO` currently holds 0 is the 0-to-1 edge
//! that starts a multiply; writing 1 again while `GO` is 1 does nothing, so the HAL writes 0
//! afterwards to re-arm. The `SIGNED` and `ACCUMULATE` bits of that same write select the mode:
//!
//! - `SIGNED` = 0: `HW_RETVAL = a * b` (unsigned); 1: operands are two's complement and
//!   `HW_RETVAL` is the 32-bit two's complement product.
//! - `ACCUMULATE` = 1: `HW_RETVAL = HW_RETVAL + product`, modulo 2^32 (a multiply-accumulate;
//!   start a sum with one multiply that has `ACCUMULATE` = 0).
//!
//! # Timing
//!
//! Every bus access takes one cycle. If the `GO` write is the access of cycle `n`, the product
//! of the `HW_A`/`HW_B` values held in cycle `n` is written into `HW_RETVAL` at the end of cycle
//! `n`, so a read in cycle `n + 1` (the very next access) already returns it: the multiplier's
//! latency is one cycle. Writes to `HW_A`/`HW_B` in cycle `n + 1` or later do not change
//! `HW_RETVAL` until the next `GO` edge.
//!
//! The edge is detected from the write itself (data bit 0 = 1, register bit 0 = 0) instead of
//! from a delayed copy of the register as in the slides' Verilog; that saves one cycle and gives
//! the same behaviour for every sequence of bus accesses.
//!
//! Reset (`puc_rst` high at a rising edge) clears all registers. It is synchronous because
//! rust-hdl has no asynchronous flops; openMSP430 holds `puc_rst` for several `mclk` cycles,
//! so the peripheral is cleared before the CPU's first access.
//!
//! The signed product is taken from the one unsigned 16 x 16 multiplier: with `a_s = a - 2^16 a15`
//! and `b_s = b - 2^16 b15`, `a_s * b_s = a * b - 2^16 (a15 b + b15 a)` modulo 2^32, so only the
//! high word needs a correction.

use aes_hdl::export::verilog_named;
use rust_hdl::prelude::*;

/// Byte address of `HW_A`.
pub const HW_A: u16 = 0x140;
/// Byte address of `HW_B`.
pub const HW_B: u16 = 0x142;
/// Byte address of `HW_RETVAL` bits 15:0.
pub const HW_RETVAL_LO: u16 = 0x144;
/// Byte address of `HW_RETVAL` bits 31:16.
pub const HW_RETVAL_HI: u16 = 0x146;
/// Byte address of `HW_CTL`.
pub const HW_CTL: u16 = 0x148;

/// `HW_CTL` bit 0: a 0-to-1 transition latches the product.
pub const CTL_GO: u16 = 1 << 0;
/// `HW_CTL` bit 1: operands are two's complement.
pub const CTL_SIGNED: u16 = 1 << 1;
/// `HW_CTL` bit 2: add the product into `HW_RETVAL`.
pub const CTL_ACCUMULATE: u16 = 1 << 2;
/// The implemented `HW_CTL` bits; the others read 0.
pub const CTL_MASK: u16 = CTL_GO | CTL_SIGNED | CTL_ACCUMULATE;

/// Cycles from the `GO` write to the first cycle a read returns the product.
pub const PRODUCT_LATENCY: u64 = 1;

/// The word address (`per_addr`) of a byte address.
pub const fn word_addr(byte_addr: u16) -> u16 {
    byte_addr >> 1
}

#[derive(LogicBlock)]
pub struct MyMul {
    pub mclk: Signal<In, Clock>,
    pub puc_rst: Signal<In, Bit>,
    pub per_addr: Signal<In, Bits<14>>,
    pub per_din: Signal<In, Bits<16>>,
    pub per_en: Signal<In, Bit>,
    pub per_we: Signal<In, Bits<2>>,
    pub per_dout: Signal<Out, Bits<16>>,

    hw_a: DFF<Bits<16>>,
    hw_b: DFF<Bits<16>>,
    hw_lo: DFF<Bits<16>>,
    hw_hi: DFF<Bits<16>>,
    hw_ctl: DFF<Bits<3>>,

    addr_a: Constant<Bits<14>>,
    addr_b: Constant<Bits<14>>,
    addr_lo: Constant<Bits<14>>,
    addr_hi: Constant<Bits<14>>,
    addr_ctl: Constant<Bits<14>>,
    // A sized 3-bit zero: integer literals print as 8 bits or wider.
    ctl_zero: Constant<Bits<3>>,

    sel_a: Signal<Local, Bit>,
    sel_b: Signal<Local, Bit>,
    sel_lo: Signal<Local, Bit>,
    sel_hi: Signal<Local, Bit>,
    sel_ctl: Signal<Local, Bit>,
    rd: Signal<Local, Bit>,
    byte_mask: Signal<Local, Bits<16>>,
    go: Signal<Local, Bit>,
    product: Signal<Local, Bits<32>>,
    p_lo: Signal<Local, Bits<16>>,
    p_hi: Signal<Local, Bits<16>>,
    sum_lo: Signal<Local, Bits<16>>,
    // HW_CTL's bits as 16-bit words, for the read mux without a widening cast.
    ctl_go16: Signal<Local, Bits<16>>,
    ctl_signed16: Signal<Local, Bits<16>>,
    ctl_acc16: Signal<Local, Bits<16>>,
}

impl Default for MyMul {
    fn default() -> Self {
        let addr = |byte: u16| Constant::new(word_addr(byte).to_bits());
        Self {
            mclk: Default::default(),
            puc_rst: Default::default(),
            per_addr: Default::default(),
            per_din: Default::default(),
            per_en: Default::default(),
            per_we: Default::default(),
            per_dout: Default::default(),
            hw_a: Default::default(),
            hw_b: Default::default(),
            hw_lo: Default::default(),
            hw_hi: Default::default(),
            hw_ctl: Default::default(),
            addr_a: addr(HW_A),
            addr_b: addr(HW_B),
            addr_lo: addr(HW_RETVAL_LO),
            addr_hi: addr(HW_RETVAL_HI),
            addr_ctl: addr(HW_CTL),
            ctl_zero: Constant::new(0_u8.to_bits()),
            sel_a: Default::default(),
            sel_b: Default::default(),
            sel_lo: Default::default(),
            sel_hi: Default::default(),
            sel_ctl: Default::default(),
            rd: Default::default(),
            byte_mask: Default::default(),
            go: Default::default(),
            product: Default::default(),
            p_lo: Default::default(),
            p_hi: Default::default(),
            sum_lo: Default::default(),
            ctl_go16: Default::default(),
            ctl_signed16: Default::default(),
            ctl_acc16: Default::default(),
        }
    }
}

// Every comparison is parenthesised: rust-hdl prints the kernel without parentheses and Verilog
// binds `==`/`<` tighter than Rust does relative to `&`.
#[allow(unused_parens)]
impl Logic for MyMul {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, mclk, hw_a, hw_b, hw_lo, hw_hi, hw_ctl);

        // Address decoding.
        self.sel_a.next = (self.per_addr.val() == self.addr_a.val());
        self.sel_b.next = (self.per_addr.val() == self.addr_b.val());
        self.sel_lo.next = (self.per_addr.val() == self.addr_lo.val());
        self.sel_hi.next = (self.per_addr.val() == self.addr_hi.val());
        self.sel_ctl.next = (self.per_addr.val() == self.addr_ctl.val());
        self.rd.next = self.per_en.val() & !self.per_we.val().any();

        // Byte lanes written this cycle; all zero for a read or when the bus is idle.
        self.byte_mask.next = 0_u16.to_bits();
        if self.per_en.val() {
            if self.per_we.val().get_bit(0) & self.per_we.val().get_bit(1) {
                self.byte_mask.next = 0xffff_u16.to_bits();
            } else if self.per_we.val().get_bit(0) {
                self.byte_mask.next = 0x00ff_u16.to_bits();
            } else if self.per_we.val().get_bit(1) {
                self.byte_mask.next = 0xff00_u16.to_bits();
            }
        }

        if self.sel_a.val() {
            self.hw_a.d.next = (self.hw_a.q.val() & !self.byte_mask.val())
                | (self.per_din.val() & self.byte_mask.val());
        }
        if self.sel_b.val() {
            self.hw_b.d.next = (self.hw_b.q.val() & !self.byte_mask.val())
                | (self.per_din.val() & self.byte_mask.val());
        }
        // HW_CTL's implemented bits are all in the low byte.
        if self.sel_ctl.val() & self.byte_mask.val().get_bit(0) {
            self.hw_ctl.d.next = self.per_din.val().get_bits::<3>(0);
        }

        // GO edge: a write of the low byte with bit 0 set while GO is clear.
        self.go.next = self.sel_ctl.val()
            & self.byte_mask.val().get_bit(0)
            & self.per_din.val().get_bit(0)
            & !self.hw_ctl.q.val().get_bit(0);

        // The product in the mode written together with GO (per_din bit 1 = SIGNED).
        self.product.next = self.hw_a.q.val() * self.hw_b.q.val();
        self.p_lo.next = self.product.val().get_bits::<16>(0);
        self.p_hi.next = self.product.val().get_bits::<16>(16);
        if self.per_din.val().get_bit(1) {
            if self.hw_a.q.val().get_bit(15) & self.hw_b.q.val().get_bit(15) {
                self.p_hi.next =
                    self.product.val().get_bits::<16>(16) - self.hw_b.q.val() - self.hw_a.q.val();
            } else if self.hw_a.q.val().get_bit(15) {
                self.p_hi.next = self.product.val().get_bits::<16>(16) - self.hw_b.q.val();
            } else if self.hw_b.q.val().get_bit(15) {
                self.p_hi.next = self.product.val().get_bits::<16>(16) - self.hw_a.q.val();
            }
        }

        // per_din bit 2 = ACCUMULATE: 32-bit add as two halves with the carry from the low half.
        self.sum_lo.next = self.hw_lo.q.val() + self.p_lo.val();
        if self.go.val() {
            if self.per_din.val().get_bit(2) {
                self.hw_lo.d.next = self.sum_lo.val();
                if (self.sum_lo.val() < self.hw_lo.q.val()) {
                    self.hw_hi.d.next = self.hw_hi.q.val() + self.p_hi.val() + 1_u16.to_bits();
                } else {
                    self.hw_hi.d.next = self.hw_hi.q.val() + self.p_hi.val();
                }
            } else {
                self.hw_lo.d.next = self.p_lo.val();
                self.hw_hi.d.next = self.p_hi.val();
            }
        }

        self.ctl_go16.next = 0_u16.to_bits();
        self.ctl_signed16.next = 0_u16.to_bits();
        self.ctl_acc16.next = 0_u16.to_bits();
        if self.hw_ctl.q.val().get_bit(0) {
            self.ctl_go16.next = 0x0001_u16.to_bits();
        }
        if self.hw_ctl.q.val().get_bit(1) {
            self.ctl_signed16.next = 0x0002_u16.to_bits();
        }
        if self.hw_ctl.q.val().get_bit(2) {
            self.ctl_acc16.next = 0x0004_u16.to_bits();
        }

        // Read data, zero unless this peripheral is read, so the bus can OR all peripherals.
        self.per_dout.next = 0_u16.to_bits();
        if self.rd.val() {
            if self.sel_a.val() {
                self.per_dout.next = self.hw_a.q.val();
            } else if self.sel_b.val() {
                self.per_dout.next = self.hw_b.q.val();
            } else if self.sel_lo.val() {
                self.per_dout.next = self.hw_lo.q.val();
            } else if self.sel_hi.val() {
                self.per_dout.next = self.hw_hi.q.val();
            } else if self.sel_ctl.val() {
                self.per_dout.next =
                    self.ctl_go16.val() | self.ctl_signed16.val() | self.ctl_acc16.val();
            }
        }

        // Reset is written last so that it overrides every register update above.
        if self.puc_rst.val() {
            self.hw_a.d.next = 0_u16.to_bits();
            self.hw_b.d.next = 0_u16.to_bits();
            self.hw_lo.d.next = 0_u16.to_bits();
            self.hw_hi.d.next = 0_u16.to_bits();
            self.hw_ctl.d.next = self.ctl_zero.val();
        }
    }
}

/// The Verilog of the peripheral, top module `mymul`.
pub fn mymul_verilog() -> String {
    let mut uut = MyMul::default();
    verilog_named(&mut uut, "mymul")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_addresses_match_the_spec() {
        assert_eq!(
            [HW_A, HW_B, HW_RETVAL_LO, HW_RETVAL_HI, HW_CTL].map(word_addr),
            [0xA0, 0xA1, 0xA2, 0xA3, 0xA4]
        );
    }

    #[test]
    fn verilog_has_the_bus_ports_and_module_name() {
        let v = mymul_verilog();
        assert!(v.contains("module mymul("), "{v}");
        // rust-hdl pads declarations with a variable number of spaces.
        let flat = v.split_whitespace().collect::<Vec<_>>().join(" ");
        for port in [
            "input wire mclk;",
            "input wire puc_rst;",
            "input wire [13:0] per_addr;",
            "input wire [15:0] per_din;",
            "input wire per_en;",
            "input wire [1:0] per_we;",
            "output reg [15:0] per_dout;",
        ] {
            assert!(flat.contains(port), "missing `{port}` in\n{v}");
        }
    }
}
