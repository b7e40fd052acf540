//! Transaction tracking: which key the blocks at the input belong to.
//!
//! A transaction (a packet) is the run of blocks up to and including the one with `last`. Its
//! blocks use the round keys that are in the local registers when it starts; key and settings
//! writes during it take effect for the next one.
//!
//! | state    | condition                                    | next     |
//! |----------|----------------------------------------------|----------|
//! | `Idle`   | `in_valid && can_start`, block not accepted as `last` | `Active` |
//! | `Idle`   | otherwise                                    | `Idle`   |
//! | `Active` | a block with `last` accepted                 | `Idle`   |
//!
//! `can_start` is "a key is ready and no key update or settings change is pending or happening":
//! a pending change wins over a waiting block, which then starts its transaction under the new
//! key. Blocks are accepted in `Active`, and in `Idle` when `can_start` holds (the starting block
//! is taken in the same cycle, and a block with `last` is a whole transaction). `accepting` does
//! not depend on `in_valid`, as AXI4-Stream recommends.
//!
//! A transaction boundary costs nothing when nothing changed: `Idle` accepts the next
//! transaction's first block while the previous one's blocks are still in the pipeline, since
//! they run under the same round keys. When a change is pending, `can_start` is low, the
//! pipeline drains, and `busy` (a transaction open or a block in the pipeline, `in_flight`)
//! falls when the last block has left the output; the refresh FSM and zeroize's wipe wait for
//! that.

use crate::register::Reg;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum TransactionState {
    Idle,
    Active,
}

#[derive(LogicBlock, Default)]
pub struct Transaction {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_last: Signal<In, Bit>,
    /// The input handshake happens this cycle.
    pub accept: Signal<In, Bit>,
    /// Some pipeline stage holds a valid block.
    pub in_flight: Signal<In, Bit>,
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
                if self.in_valid.val() & self.can_start.val() & !(self.accept.val() & self.in_last.val()) {
                    self.state.d.next = TransactionState::Active;
                }
            }
            TransactionState::Active => {
                self.accepting.next = true;
                if self.accept.val() & self.in_last.val() {
                    self.state.d.next = TransactionState::Idle;
                }
            }
            _ => {}
        }
        self.busy.next = (self.state.q.val() == TransactionState::Active) | self.in_flight.val();
        if self.reset.val() {
            self.state.d.next = TransactionState::Idle;
        }
    }
}
