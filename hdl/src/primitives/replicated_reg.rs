//! `ReplicatedReg<N>`: one control bit registered in `N` flip-flops, for a signal with thousands
//! of loads (the output FIFO's clear, the synchronous reset of every entry bit).
//!
//! One flip-flop driving every load is one net spanning the whole placement, whose routing alone
//! can take most of a clock period. `N` copies, each driving one group of loads, let the placer
//! put each copy beside its group. Synthesis merges identical flip-flops (Yosys `opt_merge`), so
//! each copy is its own `always` block marked `(* keep *)`, which `opt_merge` leaves alone
//! (Yosys 0.23 and the YoWASP build of `synth_table.sh` both keep them).
//!
//! | port | width | |
//! |------|-------|-|
//! | `d` | 1 | the bit, sampled at the clock edge |
//! | `q` | N | `q[k] = d` of the previous edge, for every `k` (power-up 0) |

use rust_hdl::prelude::*;

#[derive(LogicBlock, Default)]
pub struct ReplicatedReg<const N: usize> {
    pub clock: Signal<In, Clock>,
    pub d: Signal<In, Bit>,
    pub q: Signal<Out, Bits<N>>,
}

impl<const N: usize> Logic for ReplicatedReg<N> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            self.q.next = if self.d.val() { !Bits::<N>::default() } else { Bits::<N>::default() };
        }
    }
    fn connect(&mut self) {
        self.q.connect();
    }
    fn hdl(&self) -> Verilog {
        let mut v = String::new();
        for k in 0..N {
            v.push_str(&format!("reg r{k};\ninitial r{k} = 1'b0;\n(* keep *) always @(posedge clock) r{k} <= d;\n"));
        }
        let bits: Vec<String> = (0..N).rev().map(|k| format!("r{k}")).collect();
        v.push_str(&format!("always @(*) q = {{{}}};\n", bits.join(", ")));
        Verilog::Custom(v)
    }
    fn timing(&self) -> Vec<TimingInfo> {
        vec![TimingInfo { name: "reg".into(), clock: "clock".into(), inputs: vec!["d".into()], outputs: vec!["q".into()] }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_copy_follows_d_one_edge_later() {
        let mut uut = ReplicatedReg::<5>::default();
        uut.clock.connect();
        uut.d.connect();
        uut.connect_all();
        let mut sim = Simulation::new();
        sim.add_clock(5, |x: &mut Box<ReplicatedReg<5>>| x.clock.next = !x.clock.val());
        sim.add_testbench(move |mut ep: Sim<ReplicatedReg<5>>| {
            let mut x = ep.init()?;
            for d in [true, false, true, true, false] {
                x.d.next = d;
                wait_clock_true!(ep, clock, x);
                x = ep.wait(1, x)?;
                let want: Bits<5> = if d { 0b11111_u8.to_bits() } else { 0_u8.to_bits() };
                sim_assert_eq!(ep, x.q.val(), want, x);
                wait_clock_false!(ep, clock, x);
            }
            ep.done(x)
        });
        sim.run(Box::new(uut), 1_000).unwrap();
    }

    #[test]
    fn each_copy_is_its_own_kept_register() {
        let v = match ReplicatedReg::<3>::default().hdl() {
            Verilog::Custom(v) => v,
            _ => unreachable!(),
        };
        assert_eq!(v.matches("(* keep *) always @(posedge clock)").count(), 3, "{v}");
        assert!(v.contains("q = {r2, r1, r0}"), "{v}");
    }
}
