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
//! `accepting` is a flip-flop (`accepting_q`), loaded from the next state and the next
//! `can_start` (the core registers its write ports, so it knows the next cycle's writes): the
//! input handshake of every block is one AND of registers and `in_valid`, not the state decode
//! behind the register writes' decode, which would otherwise sit on the path from a write strobe
//! to stage 0's block RAM enables.
//!
//! The flip-flop is two copies (`ReplicatedReg<2>`): `accepting` for the input port's ready
//! (which the stream side's credit counting reads) and `accepting_fsm` for the core's `accept`,
//! which comes back into this FSM. With one copy, synthesis merges the two ANDs of the handshake
//! into one node, and the placer puts it by the output FIFO: the FSM's loop then runs through the
//! credit logic across the device.
//!
//! A transaction boundary costs nothing when nothing changed: `Idle` accepts the next
//! transaction's first block while the previous one's blocks are still in the pipeline, since
//! they run under the same round keys. When a change is pending, `can_start` is low, the
//! pipeline drains, and `busy` (a transaction open or a block in the pipeline, `in_flight`)
//! falls when the last block has left the output; the refresh FSM and zeroize's wipe wait for
//! that.

use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
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
    /// `can_start` of the next cycle.
    pub can_start_next: Signal<In, Bit>,
    /// Blocks may be accepted: the copy for the input port's ready.
    pub accepting: Signal<Out, Bit>,
    /// The same, the copy for the core's `accept` (which feeds `accept` back in).
    pub accepting_fsm: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    /// A transaction is open in the next cycle (`busy`'s first term, a cycle ahead).
    pub active_next: Signal<Out, Bit>,
    state: Reg<TransactionState>,
    /// `accepting`: `Active`, or `can_start`.
    accepting_q: ReplicatedReg<2>,
}

impl Logic for Transaction {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state);
        self.accepting_q.clock.next = self.clock.val();
        self.accepting.next = self.accepting_q.q.val().get_bit(0);
        self.accepting_fsm.next = self.accepting_q.q.val().get_bit(1);
        match self.state.q.val() {
            TransactionState::Idle => {
                if self.in_valid.val() & self.can_start.val() & !(self.accept.val() & self.in_last.val()) {
                    self.state.d.next = TransactionState::Active;
                }
            }
            TransactionState::Active => {
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
        self.active_next.next = self.state.d.val() == TransactionState::Active;
        self.accepting_q.d.next = (self.state.d.val() == TransactionState::Active) | self.can_start_next.val();
    }
}
