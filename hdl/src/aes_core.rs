//! `aes_core`: the pipelined AES-128 encryption core.
//!
//! One block enters and one leaves every cycle; a block accepted in cycle `t` is on `out_data`
//! with `out_valid` in cycle `t + LATENCY` (11) when the output is not stalled.
//!
//! # Ports
//!
//! | port | dir | width | meaning |
//! |------|-----|-------|---------|
//! | `clock` | in | 1 | rising-edge clock |
//! | `reset` | in | 1 | synchronous, active high: empties the pipeline, FSMs to idle, key words and `key_ready` cleared |
//! | `in_data`, `in_last` | in | 128, 1 | block (byte `k` in bits `[8k+7:8k]`) and end of transaction |
//! | `in_valid` / `in_ready` | in / out | 1 | input handshake; `in_ready` never depends on `in_valid` |
//! | `out_data`, `out_last` | out | 128, 1 | encrypted block and its `last` flag |
//! | `out_valid` / `out_ready` | out / in | 1 | output handshake; data is held while `out_valid && !out_ready` |
//! | `key_we`, `key_addr`, `key_data` | in | 1, 3, 32 | key-word write: word `key_addr` holds key bytes `4i..4i+3`, byte `4i` in bits `[7:0]` |
//! | `key_len` | in | 2 | 0 = AES-128; any other value keeps the key not ready |
//! | `zeroize` | in | 1 | wipe key words and round keys; a running transaction finishes first, then its local round keys are wiped |
//! | `key_ready`, `deriving`, `refreshing`, `busy` | out | 1 each | status |
//!
//! # Structure
//!
//! Datapath: `stages[0]` is the initial AddRoundKey, `stages[1..NR]` the rounds, each followed by
//! its pipeline register and holding its own round key (`round.rs`). The whole pipeline advances
//! together unless its last register holds a block that the output does not take.
//!
//! Control: the key words, the key expansion unit with the derivation FSM (`key_expansion.rs`), the
//! refresh FSM (`key_refresh.rs`) and transaction tracking (`transaction.rs`). The refresh FSM
//! addresses the expansion unit's read port and loads the stage with the same number.

use crate::block_words::JoinColumns;
use crate::key_expansion::KeyExpansion;
use crate::key_refresh::KeyRefresh;
use crate::params::{NK, NR, N_STAGES};
use crate::round::{RoundStage, StageKind};
use crate::transaction::Transaction;
use crate::register::Reg;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct AesCore {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in_data: Signal<In, Bits<128>>,
    pub in_last: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    pub out_data: Signal<Out, Bits<128>>,
    pub out_last: Signal<Out, Bit>,
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub key_we: Signal<In, Bit>,
    pub key_addr: Signal<In, Bits<3>>,
    pub key_data: Signal<In, Bits<32>>,
    pub key_len: Signal<In, Bits<2>>,
    pub zeroize: Signal<In, Bit>,
    pub key_ready: Signal<Out, Bit>,
    pub deriving: Signal<Out, Bit>,
    pub refreshing: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    key_words: [Reg<Bits<32>>; NK],
    expansion: KeyExpansion,
    refresh: KeyRefresh,
    transaction: Transaction,
    stages: [RoundStage; N_STAGES],
    out_words: JoinColumns,
    wipe_pending: Reg<Bit>,
    advance: Signal<Local, Bit>,
    accept: Signal<Local, Bit>,
    wipe: Signal<Local, Bit>,
}

impl Default for AesCore {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_data: Default::default(),
            in_last: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            out_data: Default::default(),
            out_last: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            key_we: Default::default(),
            key_addr: Default::default(),
            key_data: Default::default(),
            key_len: Default::default(),
            zeroize: Default::default(),
            key_ready: Default::default(),
            deriving: Default::default(),
            refreshing: Default::default(),
            busy: Default::default(),
            key_words: Default::default(),
            expansion: Default::default(),
            refresh: Default::default(),
            transaction: Default::default(),
            stages: std::array::from_fn(|i| {
                RoundStage::new(match i {
                    0 => StageKind::Initial,
                    NR => StageKind::Last,
                    _ => StageKind::Middle,
                })
            }),
            out_words: Default::default(),
            wipe_pending: Default::default(),
            advance: Default::default(),
            accept: Default::default(),
            wipe: Default::default(),
        }
    }
}

impl Logic for AesCore {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, wipe_pending);
        for c in 0..NK {
            self.key_words[c].clock.next = self.clock.val();
            self.key_words[c].d.next = self.key_words[c].q.val();
            if self.key_we.val() & (self.key_addr.val() == c.to_bits()) {
                self.key_words[c].d.next = self.key_data.val();
            }
            if self.zeroize.val() | self.reset.val() {
                self.key_words[c].d.next = 0_u32.to_bits();
            }
        }

        // Key expansion and derivation FSM.
        self.expansion.clock.next = self.clock.val();
        self.expansion.reset.next = self.reset.val();
        self.expansion.key_write.next = self.key_we.val();
        self.expansion.clear.next = self.zeroize.val();
        self.expansion.hold.next = self.refresh.refreshing.val() & self.transaction.busy.val();
        self.expansion.key_len.next = self.key_len.val();
        self.expansion.key0.next = self.key_words[0].q.val();
        self.expansion.key1.next = self.key_words[1].q.val();
        self.expansion.key2.next = self.key_words[2].q.val();
        self.expansion.key3.next = self.key_words[3].q.val();
        self.expansion.rd_addr.next = self.refresh.rd_addr.val();

        // Refresh FSM.
        self.refresh.clock.next = self.clock.val();
        self.refresh.reset.next = self.reset.val();
        self.refresh.key_write.next = self.key_we.val();
        self.refresh.clear.next = self.zeroize.val();
        self.refresh.busy.next = self.transaction.busy.val();
        self.refresh.produced.next = self.expansion.produced.val();

        // The pipeline stalls only when its last register holds a block the output does not take.
        // stages[NR] is named through a one-iteration loop: the Verilog generator can substitute
        // loop indices into array paths but not named constants.
        for i in NR..N_STAGES {
            self.advance.next = !self.stages[i].valid.val() | self.out_ready.val();
            self.out_valid.next = self.stages[i].valid.val();
            self.out_last.next = self.stages[i].last.val();
            self.out_words.w0.next = self.stages[i].q0.val();
            self.out_words.w1.next = self.stages[i].q1.val();
            self.out_words.w2.next = self.stages[i].q2.val();
            self.out_words.w3.next = self.stages[i].q3.val();
        }
        self.out_data.next = self.out_words.y.val();

        // Transaction tracking and the input handshake.
        self.transaction.clock.next = self.clock.val();
        self.transaction.reset.next = self.reset.val();
        self.transaction.in_valid.next = self.in_valid.val();
        self.transaction.in_last.next = self.in_last.val();
        self.transaction.can_start.next =
            self.refresh.key_ready.val() & !self.key_we.val() & !self.zeroize.val();
        self.in_ready.next = self.advance.val() & self.transaction.accepting.val();
        self.accept.next = self.in_valid.val() & self.advance.val() & self.transaction.accepting.val();
        self.transaction.accept.next = self.accept.val();
        self.transaction.out_done.next =
            self.out_valid.val() & self.out_ready.val() & self.out_last.val();

        // Zeroize wipes the local round keys at once, or when the running transaction ends.
        self.wipe.next = (self.zeroize.val() | self.wipe_pending.q.val()) & !self.transaction.busy.val();
        if self.zeroize.val() & self.transaction.busy.val() {
            self.wipe_pending.d.next = true;
        }
        if self.wipe.val() | self.reset.val() {
            self.wipe_pending.d.next = false;
        }

        for i in 0..N_STAGES {
            self.stages[i].clock.next = self.clock.val();
            self.stages[i].reset.next = self.reset.val();
            self.stages[i].enable.next = self.advance.val();
            self.stages[i].rk_load.next =
                self.refresh.load.val() & (self.refresh.rd_addr.val() == i.to_bits());
            self.stages[i].rk_clear.next = self.wipe.val();
            self.stages[i].rk0.next = self.expansion.rd0.val();
            self.stages[i].rk1.next = self.expansion.rd1.val();
            self.stages[i].rk2.next = self.expansion.rd2.val();
            self.stages[i].rk3.next = self.expansion.rd3.val();
        }
        self.stages[0].s0.next = self.in_data.val().get_bits::<32>(0);
        self.stages[0].s1.next = self.in_data.val().get_bits::<32>(32);
        self.stages[0].s2.next = self.in_data.val().get_bits::<32>(64);
        self.stages[0].s3.next = self.in_data.val().get_bits::<32>(96);
        self.stages[0].valid_in.next = self.accept.val();
        self.stages[0].last_in.next = self.in_last.val();
        for i in 1..N_STAGES {
            self.stages[i].s0.next = self.stages[i - 1].q0.val();
            self.stages[i].s1.next = self.stages[i - 1].q1.val();
            self.stages[i].s2.next = self.stages[i - 1].q2.val();
            self.stages[i].s3.next = self.stages[i - 1].q3.val();
            self.stages[i].valid_in.next = self.stages[i - 1].valid.val();
            self.stages[i].last_in.next = self.stages[i - 1].last.val();
        }

        self.key_ready.next = self.refresh.key_ready.val();
        self.deriving.next = self.expansion.deriving.val();
        self.refreshing.next = self.refresh.refreshing.val();
        self.busy.next = self.transaction.busy.val();
    }
}

/// The core's Verilog, top module `aes_core`.
pub fn aes_core_verilog() -> String {
    crate::export::verilog_named(&mut AesCore::default(), "aes_core")
}
