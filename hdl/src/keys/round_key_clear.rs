//! The stages' round-key clear: every stage's round key is cleared at the edge after a wipe
//! (zeroize's, once no transaction is running: `(zeroize_q | wipe_pending) & !busy`) or a
//! refresh starting (`refresh_pending & !busy_q`), and on reset (which the stages apply
//! themselves).
//!
//! The clear reaches every stage, so each stage has its own flip-flop (`copies`), which the
//! placer puts beside it. Those copies load from one flip-flop (`ahead`) and `reset`, not from
//! the wipe's decode: `ahead` holds `wipe | starting` of the cycle it is read in, computed a
//! cycle earlier from the next values of the registers behind them, which the core has at hand
//! (its registered ports, `wipe_pending`, `in_flight`, the transaction FSM's and the refresh
//! FSM's next state). So the decode ends at one flip-flop, and only a wire and one AND cross the
//! pipeline, where the transaction FSM's state through `busy` and the wipe decode would otherwise
//! reach every copy.
//!
//! A block of its own, rather than lines of the core's update, because the core reads the
//! children's next-state outputs here: in the core's single `always` block that read would close
//! a loop through the children's inputs in Verilator's ordering (`UNOPTFLAT`).
//!
//! | port | width | |
//! |------|-------|-|
//! | `wipe_request_next` | 1 | `zeroize_q \| wipe_pending` of the next cycle |
//! | `active_next` | 1 | a transaction is open in the next cycle |
//! | `in_flight_next` | 1 | a block is in the pipeline in the next cycle |
//! | `refresh_pending_next` | 1 | the refresh FSM's `pending` in the next cycle |
//! | `busy` | 1 | the core's `busy` now, which the refresh FSM sees registered in the next cycle |
//! | `reset` | 1 | synchronous: the copies load 0 (the stages clear on `reset` themselves) |
//! | `clear[i]` | 1 each | stage `i`'s round key is cleared at the next edge |

use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct RoundKeyClear {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub wipe_request_next: Signal<In, Bit>,
    pub active_next: Signal<In, Bit>,
    pub in_flight_next: Signal<In, Bit>,
    pub refresh_pending_next: Signal<In, Bit>,
    pub busy: Signal<In, Bit>,
    pub clear: Vec<Signal<Out, Bit>>,
    /// `wipe | starting` of the cycle it is read in.
    ahead: Reg<Bit>,
    copies: Vec<ReplicatedReg<1>>,
}

impl RoundKeyClear {
    pub fn new(stages: usize) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            wipe_request_next: Default::default(),
            active_next: Default::default(),
            in_flight_next: Default::default(),
            refresh_pending_next: Default::default(),
            busy: Default::default(),
            clear: (0..stages).map(|_| Default::default()).collect(),
            ahead: Default::default(),
            copies: (0..stages).map(|_| Default::default()).collect(),
        }
    }
}

impl Logic for RoundKeyClear {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ahead);
        self.ahead.d.next = (self.wipe_request_next.val() & !(self.active_next.val() | self.in_flight_next.val()))
            | (self.refresh_pending_next.val() & !self.busy.val());
        for i in 0..self.copies.len() {
            self.copies[i].clock.next = self.clock.val();
            self.copies[i].d.next = self.ahead.q.val() & !self.reset.val();
            self.clear[i].next = self.copies[i].q.val().any();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each input condition reaches every stage's clear two edges later; `busy` and the next
    /// transaction state hold a wipe back, and `reset` in between cancels it.
    #[test]
    fn clear_two_edges_after_its_condition() {
        let mut uut = RoundKeyClear::new(3);
        uut.clock.connect();
        uut.reset.connect();
        uut.wipe_request_next.connect();
        uut.active_next.connect();
        uut.in_flight_next.connect();
        uut.refresh_pending_next.connect();
        uut.busy.connect();
        uut.connect_all();
        let mut sim = Simulation::new();
        sim.add_clock(5, |x: &mut Box<RoundKeyClear>| x.clock.next = !x.clock.val());
        sim.add_testbench(move |mut ep: Sim<RoundKeyClear>| {
            let mut x = ep.init()?;
            // (wipe_request_next, active_next, in_flight_next, refresh_pending_next, busy,
            // reset one cycle later, the clear expected two edges later)
            let cases = [
                (true, false, false, false, false, false, true),
                (true, true, false, false, false, false, false),
                (true, false, true, false, false, false, false),
                (false, false, false, true, false, false, true),
                (false, false, false, true, true, false, false),
                (true, false, false, false, false, true, false),
                (false, false, false, false, false, false, false),
            ];
            for (wipe, active, in_flight, pending, busy, reset, want) in cases {
                x.wipe_request_next.next = wipe;
                x.active_next.next = active;
                x.in_flight_next.next = in_flight;
                x.refresh_pending_next.next = pending;
                x.busy.next = busy;
                x.reset.next = false;
                wait_clock_true!(ep, clock, x);
                wait_clock_false!(ep, clock, x);
                x.wipe_request_next.next = false;
                x.refresh_pending_next.next = false;
                x.reset.next = reset;
                wait_clock_true!(ep, clock, x);
                x = ep.wait(1, x)?;
                for i in 0..3 {
                    sim_assert_eq!(ep, x.clear[i].val(), want, x);
                }
                wait_clock_false!(ep, clock, x);
                x.reset.next = false;
                wait_clock_true!(ep, clock, x);
                x = ep.wait(1, x)?;
                for i in 0..3 {
                    sim_assert!(ep, !x.clear[i].val(), x);
                }
                wait_clock_false!(ep, clock, x);
            }
            ep.done(x)
        });
        sim.run(Box::new(uut), 10_000).unwrap();
    }
}
