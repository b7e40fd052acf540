//! The key-refresh FSM: copies round keys from the key expansion unit's read port into the
//! pipeline stages' local round-key registers (through the fanout's register steps,
//! `round_key_fanout.rs`), and decides when the key is *ready*.
//!
//! A completed key update or settings change (`key_write`, the core's commit) sets
//! `refresh_pending` and drops `key_ready`. `clear` (zeroize, or the start of a new key update)
//! forgets the pending refresh, stops a running one and drops `key_ready`.
//!
//! | state    | condition                              | next                         | action                         |
//! |----------|----------------------------------------|------------------------------|--------------------------------|
//! | any      | `clear` or `reset`                     | `Idle`                       | pending and `key_ready` cleared |
//! | any      | `refresh_pending && !busy`             | `Run`                        | ack pending; `index = 0` (`index_hot = 1`); every stage's round key is cleared (`round_key_clear.rs`) |
//! | `Run`    | `!waiting`                             | `Run`, `Settle` after the last round | `load` round key `index`; `index += 1` (`index_hot` shifted left) |
//! | `Run`    | `waiting`                              | `Run`                        | wait for the expansion unit    |
//! | `Settle` | `settle < LOAD_DELAY - 1`              | `Settle`                     | `settle += 1`                  |
//! | `Settle` | `settle = LOAD_DELAY - 1`              | `Idle`                       | `key_ready = 1`                |
//! | `Idle`   | otherwise                              | `Idle`                       | hold                           |
//!
//! `busy` is a register (the core's `busy` of the previous cycle): a pending refresh can only
//! be waiting for blocks already in the pipeline, since no transaction starts while a refresh is
//! pending, so the registered value is never low while blocks remain.
//!
//! `waiting` is a register: round key `index` is not produced yet (`index = produced`). The
//! refresh is never ahead of the expansion unit and is at most level with it in two cases: in
//! the first cycle after both start together (`derive_starting`), until the unit writes round
//! key 0, and for good when the unit does not run (settings the build does not support). So it
//! is set when the refresh starts with the unit (or with nothing produced and nothing being
//! stored) and cleared by the unit's first store (`storing`); once clear, the unit stays ahead, so no
//! compare of `index` with `produced` sits in front of the loads.
//!
//! `Settle` waits for the last round key to pass the fanout's `LOAD_DELAY` register steps, so
//! that `key_ready` rises in the first cycle every stage holds its round key; `settle` counts
//! its cycles and is 0 in every other state.
//!
//! `busy` (a transaction open or blocks in the pipeline) keeps a pending refresh waiting, so
//! blocks in flight never see their round keys change. Clearing every stage's round key when a
//! refresh starts means a shorter key leaves none of a longer key's round keys in the stages it
//! does not use. Copying only round keys below `produced` keeps the refresh behind the expansion
//! unit, one round key per cycle.
//!
//! Round keys are copied in the order the expansion unit produces them, in both directions: for
//! decryption the core loads round key `r` into stage `rounds - r` (the equivalent inverse
//! cipher's order), so the refresh never waits for the whole expansion.
//!
//! Timing with no transaction in progress, the key update completed by a key-word write in
//! cycle `t` (registered at the core's ports: on them in `t-1`): the core commits it in `t+1`;
//! both pending flags are set in `t+2`, where the derivation and the refresh start; the
//! expansion unit makes round key `r` in `t+3+r` and stores it at the end of `t+4+r`; the
//! refresh asks for it in `t+5+r` and it reaches its stage at the end of `t+5+r+LOAD_DELAY`;
//! for the last one (`r = Nr`) that is the end of `t+8+Nr`, so `key_ready` is high from
//! `t+9+Nr` on (`key_load_cycles`, counted from the ports: 20, 22 and 24 cycles for AES-128,
//! -192 and -256).

use crate::primitives::register::Reg;
use crate::keys::round_key_fanout::LOAD_DELAY;
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum RefreshState {
    Idle,
    Run,
    Settle,
}

#[derive(LogicBlock)]
pub struct KeyRefresh {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub key_write: Signal<In, Bit>,
    /// Zeroize: the key is gone, forget any pending refresh.
    pub clear: Signal<In, Bit>,
    /// A transaction was in progress in the previous cycle (registered).
    pub busy: Signal<In, Bit>,
    /// Round keys available in the expansion unit, and how many there will be (`rounds + 1`).
    pub produced: Signal<In, Bits<4>>,
    /// The expansion unit stores a round key this cycle (it is readable from the next).
    pub storing: Signal<In, Bit>,
    pub derive_starting: Signal<In, Bit>,
    pub rounds: Signal<In, Bits<4>>,
    /// Read-port address and the strobe that loads its data into stage `rd_addr`.
    pub rd_addr: Signal<Out, Bits<4>>,
    /// The same address one-hot (bit `rd_addr`; none before the first refresh), so that the
    /// expansion unit's read port is an AND-OR with no decoder in front of it.
    pub rd_hot: Signal<Out, Bits<16>>,
    pub load: Signal<Out, Bit>,
    pub refreshing: Signal<Out, Bit>,
    pub key_ready: Signal<Out, Bit>,
    /// `key_ready` of the next cycle unless `key_write`, `clear` or `reset` drops it, from
    /// registers only (no path from this block's inputs), for the transaction tracking's
    /// `accepting` flip-flop (`aes_core.rs`).
    pub key_ready_held: Signal<Out, Bit>,
    /// `refresh_pending` of the next cycle: a refresh starts in the next cycle if it is set and
    /// `busy` is low then (`round_key_clear.rs` clears the stages' round keys at that start).
    pub pending_next: Signal<Out, Bit>,
    state: Reg<RefreshState>,
    pending: Reg<Bit>,
    index: Reg<Bits<4>>,
    index_hot: Reg<Bits<16>>,
    settle: Reg<Bits<2>>,
    ready: Reg<Bit>,
    waiting: Reg<Bit>,
    start: Signal<Local, Bit>,
    round_zero: Constant<Bits<4>>,
    round_one: Constant<Bits<4>>,
    hot_zero: Constant<Bits<16>>,
    settle_zero: Constant<Bits<2>>,
    settle_one: Constant<Bits<2>>,
    settle_last: Constant<Bits<2>>,
}

impl Default for KeyRefresh {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            key_write: Default::default(),
            clear: Default::default(),
            busy: Default::default(),
            produced: Default::default(),
            storing: Default::default(),
            derive_starting: Default::default(),
            rounds: Default::default(),
            rd_addr: Default::default(),
            rd_hot: Default::default(),
            load: Default::default(),
            refreshing: Default::default(),
            key_ready: Default::default(),
            key_ready_held: Default::default(),
            pending_next: Default::default(),
            state: Default::default(),
            pending: Default::default(),
            index: Default::default(),
            index_hot: Default::default(),
            settle: Default::default(),
            ready: Default::default(),
            waiting: Default::default(),
            start: Default::default(),
            round_zero: Constant::new(0_u8.to_bits()),
            round_one: Constant::new(1_u8.to_bits()),
            hot_zero: Constant::new(1_u32.to_bits()),
            settle_zero: Constant::new(0_u8.to_bits()),
            settle_one: Constant::new(1_u8.to_bits()),
            settle_last: Constant::new(((LOAD_DELAY - 1) as u8).to_bits()),
        }
    }
}

impl Logic for KeyRefresh {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, pending, index, index_hot, settle, ready, waiting);
        self.start.next = self.pending.q.val() & !self.busy.val();
        // A pending refresh in `Run` starts over at once (nothing is busy then), so `!pending`
        // stands for `!start` here.
        self.load.next =
            (self.state.q.val() == RefreshState::Run) & !self.waiting.q.val() & !self.pending.q.val();
        self.rd_addr.next = self.index.q.val();
        self.rd_hot.next = self.index_hot.q.val();

        if self.waiting.q.val() & self.storing.val() {
            self.waiting.d.next = false;
        }
        if self.start.val() {
            self.pending.d.next = false;
            self.state.d.next = RefreshState::Run;
            self.index.d.next = self.round_zero.val();
            self.index_hot.d.next = self.hot_zero.val();
            self.waiting.d.next = self.derive_starting.val()
                | ((self.produced.val() == self.round_zero.val()) & !self.storing.val());
        } else if self.load.val() {
            self.index.d.next = self.index.q.val() + self.round_one.val();
            self.index_hot.d.next = self.index_hot.q.val() << 1;
            if self.index.q.val() == self.rounds.val() {
                self.state.d.next = RefreshState::Settle;
            }
        } else if self.state.q.val() == RefreshState::Settle {
            if self.settle.q.val() == self.settle_last.val() {
                self.state.d.next = RefreshState::Idle;
                self.ready.d.next = true;
            }
        }
        if self.key_write.val() {
            self.pending.d.next = true;
            self.ready.d.next = false;
        }
        // `settle` counts the cycles in `Settle` and is 0 in every other state, so `Settle`
        // starts from 0 however it is entered; its next value is one LUT of the state and
        // itself, with none of the start and load decisions in front of it.
        if self.state.q.val() == RefreshState::Settle {
            self.settle.d.next = self.settle.q.val() + self.settle_one.val();
        } else {
            self.settle.d.next = self.settle_zero.val();
        }

        // `ready`'s next value before the writes: `Settle` ends without a refresh starting (no
        // transaction runs during a refresh, so a pending refresh starts at once).
        self.key_ready_held.next = self.ready.q.val()
            | ((self.state.q.val() == RefreshState::Settle)
                & (self.settle.q.val() == self.settle_last.val())
                & !self.pending.q.val());
        self.refreshing.next = self.state.q.val() != RefreshState::Idle;
        self.key_ready.next = self.ready.q.val();

        if self.clear.val() | self.reset.val() {
            self.pending.d.next = false;
            self.state.d.next = RefreshState::Idle;
            self.ready.d.next = false;
        }
        self.pending_next.next = self.pending.d.val();
    }
}
