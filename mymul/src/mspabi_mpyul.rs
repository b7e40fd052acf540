//! The software baseline: the MSP430 library routine `__mspabi_mpyul` (16 x 16 -> 32 unsigned
//! multiply by shift-and-add, slide 31), executed instruction by instruction on a model of the
//! MSP430 registers and carry/zero flags, counting instructions ("steps") and CPU cycles.
//!
//! The slide's text lists the instructions and labels of the routine; this is the order in which
//! they form a working loop: `a` (R12) is shifted right one bit per iteration into the carry,
//! and `b` (R13, widened into R15:R14) is shifted left and added into R13:R12 when the bit is 1.
//! The loop ends when no 1 bits of `a` remain, so the run time depends on `a`:
//!
//! ```text
//! __mspabi_mpyul:
//!         MOV.W  R12,R11
//!         MOV.W  R13,R14
//!         CLR.W  R15
//!         CLR.W  R12
//!         CLR.W  R13
//!         CLRC
//!         RRC.W  R11              ; C = a bit 0; R11 bit 15 is now 0, so RRA shifts in zeros
//!         JMP    mpyul_add_loop1
//! mpyul_add_loop:
//!         RRA.W  R11              ; C = next bit of a
//! mpyul_add_loop1:
//!         JNC    shift_test_mpyul
//!         ADD.W  R14,R12
//!         ADDC.W R15,R13
//! shift_test_mpyul:
//!         RLA.W  R14
//!         RLC.W  R15
//!         TST.W  R11
//!         JNE    mpyul_add_loop
//!         RET
//! ```
//!
//! Cycle counts are the MSP430 family user's guide figures for register-mode operands: 1 per
//! register-to-register instruction (the constant generator makes `CLR`/`TST` register mode),
//! 2 per jump, 3 for `RET`.

/// The instructions the routine uses. Registers are numbers 0..=15.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Insn {
    Mov(usize, usize),
    Clr(usize),
    Clrc,
    Rrc(usize),
    Rra(usize),
    Add(usize, usize),
    Addc(usize, usize),
    Rla(usize),
    Rlc(usize),
    Tst(usize),
    Jmp(usize),
    Jnc(usize),
    Jne(usize),
    Ret,
}

impl Insn {
    /// CPU cycles on the MSP430 (register addressing modes).
    pub fn cycles(self) -> u64 {
        match self {
            Insn::Jmp(_) | Insn::Jnc(_) | Insn::Jne(_) => 2,
            Insn::Ret => 3,
            _ => 1,
        }
    }
}

// Label positions in `MPYUL`.
const ADD_LOOP: usize = 8;
const ADD_LOOP1: usize = 9;
const SHIFT_TEST: usize = 12;

/// `__mspabi_mpyul`: arguments in R12 (a) and R13 (b), product in R13:R12.
pub const MPYUL: [Insn; 17] = [
    Insn::Mov(12, 11),
    Insn::Mov(13, 14),
    Insn::Clr(15),
    Insn::Clr(12),
    Insn::Clr(13),
    Insn::Clrc,
    Insn::Rrc(11),
    Insn::Jmp(ADD_LOOP1),
    Insn::Rra(11), // ADD_LOOP
    Insn::Jnc(SHIFT_TEST), // ADD_LOOP1
    Insn::Add(14, 12),
    Insn::Addc(15, 13),
    Insn::Rla(14), // SHIFT_TEST
    Insn::Rlc(15),
    Insn::Tst(11),
    Insn::Jne(ADD_LOOP),
    Insn::Ret,
];

/// What one call of the routine did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoftMul {
    pub product: u32,
    /// Instructions executed, including the final `RET`.
    pub steps: u64,
    /// CPU cycles of those instructions.
    pub cycles: u64,
}

/// `src + dst + carry_in` with the MSP430's carry and zero flags.
fn add(src: u16, dst: u16, carry_in: bool, c: &mut bool, z: &mut bool) -> u16 {
    let sum = u32::from(src) + u32::from(dst) + u32::from(carry_in);
    *c = sum > 0xffff;
    *z = sum as u16 == 0;
    sum as u16
}

/// Runs `__mspabi_mpyul(a, b)` on the register model.
pub fn mspabi_mpyul(a: u16, b: u16) -> SoftMul {
    let mut r = [0u16; 16];
    r[12] = a;
    r[13] = b;
    let (mut c, mut z) = (false, false);
    let (mut pc, mut steps, mut cycles) = (0usize, 0u64, 0u64);
    // Sets Z from a result and returns it, as every arithmetic instruction does.
    let zf = |v: u16, z: &mut bool| {
        *z = v == 0;
        v
    };
    loop {
        let insn = MPYUL[pc];
        steps += 1;
        cycles += insn.cycles();
        pc += 1;
        match insn {
            Insn::Mov(s, d) => r[d] = r[s],
            Insn::Clr(d) => r[d] = 0,
            Insn::Clrc => c = false,
            Insn::Rrc(d) => {
                let v = r[d];
                r[d] = zf((v >> 1) | (u16::from(c) << 15), &mut z);
                c = v & 1 == 1;
            }
            Insn::Rra(d) => {
                let v = r[d];
                r[d] = zf((v >> 1) | (v & 0x8000), &mut z);
                c = v & 1 == 1;
            }
            // RLA and RLC are ADD and ADDC of a register to itself.
            Insn::Add(s, d) => r[d] = add(r[s], r[d], false, &mut c, &mut z),
            Insn::Addc(s, d) => r[d] = add(r[s], r[d], c, &mut c, &mut z),
            Insn::Rla(d) => r[d] = add(r[d], r[d], false, &mut c, &mut z),
            Insn::Rlc(d) => r[d] = add(r[d], r[d], c, &mut c, &mut z),
            Insn::Tst(d) => {
                zf(r[d], &mut z);
                c = true;
            }
            Insn::Jmp(t) => pc = t,
            Insn::Jnc(t) => {
                if !c {
                    pc = t
                }
            }
            Insn::Jne(t) => {
                if !z {
                    pc = t
                }
            }
            Insn::Ret => break,
        }
    }
    SoftMul { product: (u32::from(r[13]) << 16) | u32::from(r[12]), steps, cycles }
}

/// Steps of `__mspabi_mpyul(a, _)` in closed form: 9 instructions of set-up, jump and return,
/// 5 per loop iteration (one per bit of `a` up to its highest 1), 1 more `RRA` for every
/// iteration after the first, and 2 more (`ADD`, `ADDC`) per 1 bit of `a`.
pub fn mpyul_steps(a: u16) -> u64 {
    let iterations = u64::from(16 - a.leading_zeros()).max(1);
    9 + 5 * iterations + (iterations - 1) + 2 * u64::from(a.count_ones())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};

    #[test]
    fn multiplies_like_rust() {
        let corners = [0u16, 1, 2, 3, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff];
        for &a in &corners {
            for &b in &corners {
                assert_eq!(mspabi_mpyul(a, b).product, u32::from(a) * u32::from(b), "{a} * {b}");
            }
        }
        let mut rng = rand::rngs::StdRng::seed_from_u64(31);
        for _ in 0..100_000 {
            let (a, b): (u16, u16) = (rng.gen(), rng.gen());
            assert_eq!(mspabi_mpyul(a, b).product, u32::from(a) * u32::from(b), "{a} * {b}");
        }
    }

    #[test]
    fn step_count_follows_the_bits_of_a() {
        // 0 and 1: set-up (7), JMP, one pass through the loop without RRA, RET.
        assert_eq!(mspabi_mpyul(0, 9).steps, 9 + 5);
        assert_eq!(mspabi_mpyul(1, 9).steps, 9 + 5 + 2);
        // The slides' benchmark 5 * 3: three iterations, two additions.
        assert_eq!(mspabi_mpyul(5, 3).steps, 9 + 15 + 2 + 4);
        assert_eq!(mspabi_mpyul(0xffff, 9).steps, 9 + 80 + 15 + 32);
        for a in 0..=u16::MAX {
            assert_eq!(mspabi_mpyul(a, 0x1234).steps, mpyul_steps(a), "a = {a}");
        }
    }

    #[test]
    fn cycles_count_jumps_and_return_extra() {
        // 5 * 3: steps 30, of which JMP + 3 JNC + 3 JNE are 2 cycles and RET is 3.
        assert_eq!(mspabi_mpyul(5, 3).cycles, 30 + 7 + 2);
    }
}
