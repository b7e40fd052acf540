//! The software HAL of the `mymul` peripheral (slide 37), run by the [`Msp430Bus`] model:
//!
//! ```c
//! unsigned long mymul_hw(unsigned a, unsigned b) {
//!     HW_A = a; HW_B = b; HW_CTL = 1; HW_CTL = 0; return HW_RETVAL;  // low word, then high
//! }
//! ```
//!
//! plus the signed and multiply-accumulate variants the peripheral offers through `HW_CTL`.

use crate::msp430_bus::{BusInputs, Msp430Bus, Msp430Peripheral};
use crate::peripheral::{
    MyMul, CTL_ACCUMULATE, CTL_GO, CTL_SIGNED, HW_A, HW_B, HW_CTL, HW_RETVAL_HI, HW_RETVAL_LO,
};
use rust_hdl::prelude::*;

impl Msp430Peripheral for MyMul {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.mclk
    }

    fn drive(&mut self, bus: BusInputs) {
        self.puc_rst.next = bus.puc_rst;
        self.per_addr.next = bus.per_addr.to_bits();
        self.per_din.next = bus.per_din.to_bits();
        self.per_en.next = bus.per_en;
        self.per_we.next = bus.per_we.to_bits();
    }

    fn per_dout(&self) -> u16 {
        self.per_dout.val().to_u32() as u16
    }
}

/// A `mymul` peripheral behind the bus model, reset.
pub fn mymul_bus() -> Msp430Bus<MyMul> {
    Msp430Bus::new(MyMul::default())
}

/// The result of one HAL call and the bus cycles it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HalCall {
    pub value: u32,
    pub cycles: u64,
}

/// The HAL sequence with the mode bits `mode` (`CTL_SIGNED`, `CTL_ACCUMULATE`) written with `GO`:
/// write A, write B, `HW_CTL = GO | mode`, `HW_CTL = 0`, read low, read high.
pub fn mymul_hw_mode<P: Msp430Peripheral>(
    bus: &mut Msp430Bus<P>,
    a: u16,
    b: u16,
    mode: u16,
) -> HalCall {
    let start = bus.cycles();
    bus.write(HW_A, a);
    bus.write(HW_B, b);
    bus.write(HW_CTL, CTL_GO | mode);
    bus.write(HW_CTL, 0);
    let lo = bus.read(HW_RETVAL_LO);
    let hi = bus.read(HW_RETVAL_HI);
    HalCall { value: (u32::from(hi) << 16) | u32::from(lo), cycles: bus.cycles() - start }
}

/// The slides' `mymul_hw(a, b)`: the unsigned 32-bit product.
pub fn mymul_hw<P: Msp430Peripheral>(bus: &mut Msp430Bus<P>, a: u16, b: u16) -> HalCall {
    mymul_hw_mode(bus, a, b, 0)
}

/// Signed product of two's complement operands.
pub fn mymuls_hw<P: Msp430Peripheral>(bus: &mut Msp430Bus<P>, a: i16, b: i16) -> i32 {
    mymul_hw_mode(bus, a as u16, b as u16, CTL_SIGNED).value as i32
}

/// `HW_RETVAL += a * b` (signed if `signed`); returns the new `HW_RETVAL`.
pub fn mymac_hw<P: Msp430Peripheral>(bus: &mut Msp430Bus<P>, a: u16, b: u16, signed: bool) -> u32 {
    let mode = CTL_ACCUMULATE | if signed { CTL_SIGNED } else { 0 };
    mymul_hw_mode(bus, a, b, mode).value
}

/// One instruction of the compiled HAL (slide 38): its MSP430 cycles and its peripheral access.
#[derive(Clone, Copy, Debug)]
pub struct HalInsn {
    pub asm: &'static str,
    pub cycles: u64,
    pub access: Option<HalAccess>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HalAccess {
    WriteA,
    WriteB,
    Go,
    Rearm,
    ReadLo,
    ReadHi,
}

const fn insn(asm: &'static str, cycles: u64, access: Option<HalAccess>) -> HalInsn {
    HalInsn { asm, cycles, access }
}

/// `mymul_hw` as compiled for the MSP430, with the cycle counts of slide 38.
pub const MYMUL_HW_ASM: [HalInsn; 11] = [
    insn("SUBA #4,SP", 2, None),
    insn("MOV.W r13,2(SP)", 4, None),
    insn("MOV.W r12,0(SP)", 4, None),
    insn("MOV.W 0(SP),&0x140", 6, Some(HalAccess::WriteA)),
    insn("MOV.W 2(SP),&0x142", 6, Some(HalAccess::WriteB)),
    insn("MOV.W #1,&0x148", 5, Some(HalAccess::Go)),
    insn("MOV.W #0,&0x148", 5, Some(HalAccess::Rearm)),
    insn("MOV.W &0x144,r12", 3, Some(HalAccess::ReadLo)),
    insn("MOV.W &0x146,r13", 3, Some(HalAccess::ReadHi)),
    insn("ADDA #4,SP", 2, None),
    insn("RETA", 2, None),
];

/// Runs [`MYMUL_HW_ASM`] on the bus with the CPU's instruction timing: each instruction takes
/// its cycles, and its peripheral access (if any) is in its last cycle, where the MSP430 puts
/// the data access of an instruction. Returns the product and the cycles the call took.
pub fn mymul_hw_timed<P: Msp430Peripheral>(bus: &mut Msp430Bus<P>, a: u16, b: u16) -> HalCall {
    let start = bus.cycles();
    let (mut lo, mut hi) = (0u16, 0u16);
    for i in MYMUL_HW_ASM {
        let Some(access) = i.access else {
            bus.idle(i.cycles);
            continue;
        };
        bus.idle(i.cycles - 1);
        match access {
            HalAccess::WriteA => bus.write(HW_A, a),
            HalAccess::WriteB => bus.write(HW_B, b),
            HalAccess::Go => bus.write(HW_CTL, CTL_GO),
            HalAccess::Rearm => bus.write(HW_CTL, 0),
            HalAccess::ReadLo => lo = bus.read(HW_RETVAL_LO),
            HalAccess::ReadHi => hi = bus.read(HW_RETVAL_HI),
        }
    }
    HalCall { value: (u32::from(hi) << 16) | u32::from(lo), cycles: bus.cycles() - start }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compiled_hal_is_the_slides_42_cycles_with_six_accesses() {
        assert_eq!(MYMUL_HW_ASM.iter().map(|i| i.cycles).sum::<u64>(), 42);
        assert_eq!(MYMUL_HW_ASM.iter().filter(|i| i.access.is_some()).count(), 6);
    }
}
