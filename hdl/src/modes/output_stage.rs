//! `OutputStage`: the blocks leaving the core on their way to the output FIFO, and the beats a
//! mode inserts among them.
//!
//! Without GCM the stage is a wire: a block goes to the FIFO in the cycle it leaves the core,
//! and a beat a mode inserts goes in a cycle the mode kept free. With GCM (its tag), every block
//! spends [`delay`] cycles in two register stages, loaded every cycle whatever leaves the core (only `v1`, `v2` say what is pushed;
//! without a block the core's output register holds 0, so the stages then hold a function of
//! stream data alone), and an inserted beat takes the place at the end that the inserting mode
//! kept free by resting its input. `zero` (a flip-flop of the mode's) makes the first stage load
//! 0 for a block that leaves the core as key material and is not pushed.

use crate::params::CoreOptions;
use crate::primitives::register::Reg;
use rust_hdl::prelude::*;

/// Cycles a block spends between the core and the FIFO in a build with `options`.
pub const fn delay(options: &CoreOptions) -> u64 {
    if options.has_gcm() { crate::modes::gcm::GCM_OUTPUT_DELAY } else { 0 }
}

#[derive(LogicBlock)]
pub struct OutputStage {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A block leaves the core to be pushed, its words and whether it ends its packet.
    pub valid: Signal<In, Bit>,
    pub data: [Signal<In, Bits<32>>; 4],
    pub last: Signal<In, Bit>,
    pub zero: Signal<In, Bit>,
    pub insert: Signal<In, Bit>,
    pub insert_data: [Signal<In, Bits<32>>; 4],
    pub insert_last: Signal<In, Bit>,
    pub push: Signal<Out, Bit>,
    pub out: [Signal<Out, Bits<32>>; 4],
    pub out_last: Signal<Out, Bit>,
    d1: [Reg<Bits<32>>; 4],
    d2: [Reg<Bits<32>>; 4],
    v1: Reg<Bit>,
    v2: Reg<Bit>,
    l1: Reg<Bit>,
    l2: Reg<Bit>,
    delayed: Constant<Bit>,
    zero_word: Constant<Bits<32>>,
}

impl OutputStage {
    pub fn new(options: CoreOptions) -> Self {
        const _: () = assert!(crate::modes::gcm::GCM_OUTPUT_DELAY == 2);
        OutputStage {
            clock: Default::default(),
            reset: Default::default(),
            valid: Default::default(),
            data: Default::default(),
            last: Default::default(),
            zero: Default::default(),
            insert: Default::default(),
            insert_data: Default::default(),
            insert_last: Default::default(),
            push: Default::default(),
            out: Default::default(),
            out_last: Default::default(),
            d1: Default::default(),
            d2: Default::default(),
            v1: Default::default(),
            v2: Default::default(),
            l1: Default::default(),
            l2: Default::default(),
            delayed: Constant::new(delay(&options) != 0),
            zero_word: Constant::new(0_u32.to_bits()),
        }
    }
}

impl Logic for OutputStage {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, v1, v2, l1, l2);
        self.v1.d.next = self.valid.val();
        self.l1.d.next = self.last.val();
        self.v2.d.next = self.v1.q.val();
        self.l2.d.next = self.l1.q.val();
        self.push.next = self.valid.val() | self.insert.val();
        self.out_last.next = self.last.val() | (self.insert.val() & self.insert_last.val());
        if self.delayed.val() {
            self.push.next = self.v2.q.val() | self.insert.val();
            self.out_last.next = self.l2.q.val() | (self.insert.val() & self.insert_last.val());
        }
        for i in 0..4 {
            self.d1[i].clock.next = self.clock.val();
            self.d2[i].clock.next = self.clock.val();
            self.d1[i].d.next = self.data[i].val();
            if self.zero.val() {
                self.d1[i].d.next = self.zero_word.val();
            }
            self.d2[i].d.next = self.d1[i].q.val();
            self.out[i].next = self.data[i].val();
            if self.insert.val() {
                self.out[i].next = self.insert_data[i].val();
            }
            if self.delayed.val() {
                self.out[i].next = self.d2[i].q.val();
                if self.insert.val() {
                    self.out[i].next = self.insert_data[i].val();
                }
            }
            if self.reset.val() {
                self.d1[i].d.next = self.zero_word.val();
                self.d2[i].d.next = self.zero_word.val();
            }
        }
        if self.reset.val() {
            self.v1.d.next = false;
            self.v2.d.next = false;
            self.l1.d.next = false;
            self.l2.d.next = false;
        }
    }
}
