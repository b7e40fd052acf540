//! Transaction tracking: which key the blocks at the input belong to.
//!
//! A transaction is the run of blocks up to and including the one with `last`. Its blocks use the
//! round keys that are in the local registers when it starts; key writes during it take effect for
//! the next one.
//!
//! | state    | condition                                   | next     |
//! |----------|---------------------------------------------|----------|
//! | `Idle`   | `in_valid && can_start`, block not `last`    | `Active` |
//! | `Idle`   | `in_valid && can_start`, block is `last`     | `Drain`  |
//! | `Active` | a block with `last` accepted                | `Drain`  |
//! | `Drain`  | the `last` block leaves the output          | `Idle`   |
//!
//! `can_start` is "a key is ready and no key write is pending or happening": a pending key write
//! wins over a waiting block, which then starts its transaction under the new key. Blocks are
//! accepted in `Active`, and in `Idle` when `can_start` holds (the starting block is taken in the
//! same cycle). `accepting` does not depend on `in_valid`, as AXI4-Stream recommends.
//! In `Drain` nothing is accepted: the next transaction, possibly under a new key, starts once the
//! pipeline has emptied, so each transaction ends with a gap of the pipeline latency.

use crate::register::Reg;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum TransactionState {
    Idle,
    Active,
    Drain,
}

#[derive(LogicBlock, Default)]
pub struct Transaction {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_last: Signal<In, Bit>,
    /// The input handshake happens this cycle.
    pub accept: Signal<In, Bit>,
    /// The output handshake of a `last` block happens this cycle.
    pub out_done: Signal<In, Bit>,
    pub can_start: Signal<In, Bit>,
    pub accepting: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    state: Reg<TransactionState>,
}

impl Logic for Transaction {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state);
        self.accepting.next = false;
        match self.state.q.val() {
            TransactionState::Idle => {
                self.accepting.next = self.can_start.val();
                if self.in_valid.val() & self.can_start.val() {
                    if self.accept.val() & self.in_last.val() {
                        self.state.d.next = TransactionState::Drain;
                    } else {
                        self.state.d.next = TransactionState::Active;
                    }
                }
            }
            TransactionState::Active => {
                self.accepting.next = true;
                if self.accept.val() & self.in_last.val() {
                    self.state.d.next = TransactionState::Drain;
                }
            }
            TransactionState::Drain => {
                if self.out_done.val() {
                    self.state.d.next = TransactionState::Idle;
                }
            }
            _ => {}
        }
        self.busy.next = self.state.q.val() != TransactionState::Idle;
        if self.reset.val() {
            self.state.d.next = TransactionState::Idle;
        }
    }
}
