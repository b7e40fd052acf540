//! What the `mymul` peripheral buys: Amdahl's law with the communication time included
//! (slides 13-16 and 38-39), fed with figures measured in the simulation and the software
//! baseline's cycle count.
//!
//! A program runs `t_total`, of which `t_sw` is the routine moved to hardware. In hardware the
//! routine costs `t_com` (moving operands and results over the bus) plus `t_hw` (the hardware
//! itself). With `p = t_sw / t_total` the accelerated portion and `s = t_sw / (t_com + t_hw)` its
//! acceleration, `speedup = 1 / ((1 - p) + p / s)`, which equals
//! `t_total / (t_total - (t_sw - (t_com + t_hw)))`. (Slide 15 prints `p = t_total / t_sw`; the
//! portion is its inverse, which is what makes the two forms agree.)

use crate::mspabi_mpyul::mspabi_mpyul;
use crate::hal::{mymul_bus, mymul_hw, mymul_hw_timed};
use crate::peripheral::{CTL_GO, HW_A, HW_B, HW_CTL, HW_RETVAL_HI, HW_RETVAL_LO};
use rand::{Rng, SeedableRng};
use std::fmt;

/// Amdahl's law: portion `p` of the run time accelerated by `s`.
pub fn amdahl(p: f64, s: f64) -> f64 {
    1.0 / ((1.0 - p) + p / s)
}

/// Speedup of a program of `t_total` cycles whose `t_sw`-cycle routine is replaced by `t_com`
/// cycles of communication and `t_hw` cycles of hardware.
pub fn speedup(t_total: f64, t_sw: f64, t_com: f64, t_hw: f64) -> f64 {
    amdahl(t_sw / t_total, t_sw / (t_com + t_hw))
}

/// The same speedup from the run times directly (slide 14).
pub fn speedup_from_times(t_total: f64, t_sw: f64, t_com: f64, t_hw: f64) -> f64 {
    t_total / (t_total - (t_sw - (t_com + t_hw)))
}

/// Slide 39: the software `mymul` (122 cycles), the HAL call (42), the hardware multiply (1).
pub const SLIDES_T_SW: f64 = 122.0;
pub const SLIDES_T_HAL: f64 = 42.0;
pub const SLIDES_T_HW: f64 = 1.0;

/// Cycles of the C function `mymul` around its call to `__mspabi_mpyul` (slide 39: SUBA,
/// 2 x MOV to the frame, 2 x MOV of the result, ADDA, RETA).
pub const MYMUL_FRAME_CYCLES: u64 = 2 + 4 + 4 + 4 + 4 + 2 + 2;
/// `CALLA #imm` on the MSP430X.
pub const CALLA_CYCLES: u64 = 5;
/// The slides' benchmark: `mymul(5, 3)`.
pub const BENCHMARK: (u16, u16) = (5, 3);

const RANDOM_PAIRS: usize = 10_000;

/// The measured figures and the speedups they give.
#[derive(Clone, Debug, PartialEq)]
pub struct SpeedupReport {
    /// Cycles from the `GO` write to the first cycle a read returns the product (`t_hw`).
    pub hw_latency: u64,
    /// Bus accesses of one HAL call.
    pub hal_accesses: u64,
    /// Cycles of one HAL call with back-to-back bus accesses.
    pub hal_bus_cycles: u64,
    /// Cycles of one HAL call with the MSP430 instruction timing of slide 38 (`t_com + t_hw`).
    pub hal_cpu_cycles: u64,
    /// `__mspabi_mpyul` instructions (steps) and cycles for the benchmark operands.
    pub sw_steps_benchmark: u64,
    pub sw_cycles_benchmark: u64,
    /// The same, mean and maximum over random operands.
    pub sw_steps_mean: f64,
    pub sw_steps_max: u64,
    pub sw_cycles_mean: f64,
    pub sw_cycles_max: u64,
    /// `t_sw`: the software `mymul` (frame, call and routine), benchmark and random operands.
    pub t_sw_benchmark: f64,
    pub t_sw_mean: f64,
}

impl SpeedupReport {
    /// Practical speedup (the whole program is the multiply, p = 1): `t_sw / (t_com + t_hw)`.
    pub fn practical(&self, t_sw: f64) -> f64 {
        let t_hal = self.hal_cpu_cycles as f64;
        speedup(t_sw, t_sw, t_hal - self.hw_latency as f64, self.hw_latency as f64)
    }

    /// Ideal speedup: no communication time.
    pub fn ideal(&self, t_sw: f64) -> f64 {
        speedup(t_sw, t_sw, 0.0, self.hw_latency as f64)
    }
}

/// Cycles after the `GO` write at which a read first returns the new product, found by reading
/// after 0, 1, 2, ... idle cycles.
pub fn measure_product_latency() -> u64 {
    let (a, b) = (0xbeefu16, 0x1234u16);
    let want = u32::from(a) * u32::from(b);
    for wait in 0..8 {
        let mut bus = mymul_bus();
        bus.write(HW_A, a);
        bus.write(HW_B, b);
        bus.write(HW_CTL, CTL_GO);
        let go_done = bus.cycles();
        bus.idle(wait);
        let read_cycle = bus.cycles();
        let lo = bus.read(HW_RETVAL_LO);
        let hi = bus.read(HW_RETVAL_HI);
        if (u32::from(hi) << 16) | u32::from(lo) == want {
            return read_cycle - go_done + 1;
        }
    }
    panic!("the product never became readable");
}

/// Runs the measurements (a few thousand simulated cycles) and the software baseline.
pub fn speedup_report() -> SpeedupReport {
    let (a, b) = BENCHMARK;
    let mut bus = mymul_bus();
    let before = bus.accesses();
    let call = mymul_hw(&mut bus, a, b);
    assert_eq!(call.value, u32::from(a) * u32::from(b), "HAL result wrong");
    let hal_accesses = bus.accesses() - before;
    let timed = mymul_hw_timed(&mut bus, a, b);
    assert_eq!(timed.value, u32::from(a) * u32::from(b), "timed HAL result wrong");

    let bench = mspabi_mpyul(a, b);
    let mut rng = rand::rngs::StdRng::seed_from_u64(39);
    let (mut steps, mut cycles, mut steps_max, mut cycles_max) = (0u64, 0u64, 0u64, 0u64);
    for _ in 0..RANDOM_PAIRS {
        let r = mspabi_mpyul(rng.gen(), rng.gen());
        steps += r.steps;
        cycles += r.cycles;
        steps_max = steps_max.max(r.steps);
        cycles_max = cycles_max.max(r.cycles);
    }
    let n = RANDOM_PAIRS as f64;
    let frame = (MYMUL_FRAME_CYCLES + CALLA_CYCLES) as f64;
    SpeedupReport {
        hw_latency: measure_product_latency(),
        hal_accesses,
        hal_bus_cycles: call.cycles,
        hal_cpu_cycles: timed.cycles,
        sw_steps_benchmark: bench.steps,
        sw_cycles_benchmark: bench.cycles,
        sw_steps_mean: steps as f64 / n,
        sw_steps_max: steps_max,
        sw_cycles_mean: cycles as f64 / n,
        sw_cycles_max: cycles_max,
        t_sw_benchmark: frame + bench.cycles as f64,
        t_sw_mean: frame + cycles as f64 / n,
    }
}

impl fmt::Display for SpeedupReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = BENCHMARK;
        writeln!(f, "mymul: hardware multiplier on the openMSP430 peripheral bus")?;
        writeln!(f, "  hardware multiply (t_hw): product readable {} cycle(s) after the GO write", self.hw_latency)?;
        writeln!(
            f,
            "  HAL mymul_hw: {} bus accesses, {} bus cycles back to back; {} cycles with the MSP430 instruction timing (t_com + t_hw)",
            self.hal_accesses, self.hal_bus_cycles, self.hal_cpu_cycles
        )?;
        writeln!(
            f,
            "  software __mspabi_mpyul: {a} x {b}: {} steps, {} cycles; random operands: {:.1} steps ({} max), {:.1} cycles ({} max)",
            self.sw_steps_benchmark, self.sw_cycles_benchmark, self.sw_steps_mean, self.sw_steps_max,
            self.sw_cycles_mean, self.sw_cycles_max
        )?;
        writeln!(
            f,
            "  software mymul (t_sw, with {} cycles of frame and call): {a} x {b}: {:.0} cycles; random operands: {:.1} cycles",
            MYMUL_FRAME_CYCLES + CALLA_CYCLES, self.t_sw_benchmark, self.t_sw_mean
        )?;
        writeln!(f, "  speedup = 1 / ((1 - p) + p / s), p = t_sw / t_total = 1, s = t_sw / (t_com + t_hw):")?;
        for (what, t_sw) in [(format!("{a} x {b}"), self.t_sw_benchmark), ("random".into(), self.t_sw_mean)] {
            writeln!(
                f,
                "    {what:>8}: practical (SW vs HAL) {:.1}x, ideal (SW vs HW) {:.0}x, bus accesses only {:.1}x",
                self.practical(t_sw),
                self.ideal(t_sw),
                speedup(t_sw, t_sw, self.hal_bus_cycles as f64 - self.hw_latency as f64, self.hw_latency as f64)
            )?;
        }
        write!(
            f,
            "    slides (t_sw {SLIDES_T_SW}, HAL {SLIDES_T_HAL}, t_hw {SLIDES_T_HW}): practical {:.1}x, ideal {:.0}x",
            speedup(SLIDES_T_SW, SLIDES_T_SW, SLIDES_T_HAL - SLIDES_T_HW, SLIDES_T_HW),
            speedup(SLIDES_T_SW, SLIDES_T_SW, 0.0, SLIDES_T_HW)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reproduces_the_slides_figures() {
        // 122-cycle software multiply, 42-cycle HAL call of which 1 cycle is the hardware.
        let practical = speedup(SLIDES_T_SW, SLIDES_T_SW, SLIDES_T_HAL - SLIDES_T_HW, SLIDES_T_HW);
        assert_eq!(format!("{practical:.1}"), "2.9");
        assert!((practical - 122.0 / 42.0).abs() < 1e-12);
        let ideal = speedup(SLIDES_T_SW, SLIDES_T_SW, 0.0, SLIDES_T_HW);
        assert!((ideal - 122.0).abs() < 1e-12);
    }

    #[test]
    fn amdahl_limits() {
        // Nothing accelerated, or no acceleration: no speedup.
        assert_eq!(amdahl(0.0, 10.0), 1.0);
        assert_eq!(amdahl(0.7, 1.0), 1.0);
        // Half the program infinitely faster: at most 2x.
        assert!((amdahl(0.5, 1e12) - 2.0).abs() < 1e-9);
        assert!((amdahl(0.5, 3.0) - 1.5).abs() < 1e-12);
    }

    #[test]
    fn both_forms_agree_and_communication_can_slow_down() {
        for &(t_total, t_sw, t_com, t_hw) in
            &[(1000.0, 122.0, 41.0, 1.0), (122.0, 122.0, 41.0, 1.0), (500.0, 100.0, 150.0, 1.0)]
        {
            let a = speedup(t_total, t_sw, t_com, t_hw);
            let b = speedup_from_times(t_total, t_sw, t_com, t_hw);
            assert!((a - b).abs() < 1e-12, "{a} vs {b}");
        }
        // 1000-cycle program with the 122-cycle multiply: 1000 / (1000 - 80).
        assert!((speedup(1000.0, 122.0, 41.0, 1.0) - 1000.0 / 920.0).abs() < 1e-12);
        // Communication slower than the software: a slowdown.
        assert!(speedup(500.0, 100.0, 150.0, 1.0) < 1.0);
    }
}
