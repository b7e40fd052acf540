//! `aes_core`: the pipelined AES core: AES-128/192/256, encryption and decryption, one block per
//! cycle.
//!
//! A block accepted in cycle `t` is on `out_data` with `out_valid` in cycle
//! `t + latency(key_len)` (11, 13 or 15 cycles) when the output is not stalled.
//!
//! # Ports
//!
//! | port | dir | width | meaning |
//! |------|-----|-------|---------|
//! | `clock` | in | 1 | rising-edge clock |
//! | `reset` | in | 1 | synchronous, active high: empties the pipeline, FSMs to idle, key words, round keys, pipeline state and `key_ready` cleared |
//! | `in_data`, `in_last` | in | 128, 1 | block (byte `k` in bits `[8k+7:8k]`) and end of transaction |
//! | `in_valid` / `in_ready` | in / out | 1 | input handshake; `in_ready` never depends on `in_valid` |
//! | `out_data`, `out_last` | out | 128, 1 | output block and its `last` flag |
//! | `out_valid` / `out_ready` | out / in | 1 | output handshake; data is held while `out_valid && !out_ready` |
//! | `out_valid_next` | out | 1 | `out_valid` of the next cycle (for a reader that registers its reaction to the output a cycle ahead, as the modes' delay line does) |
//! | `key_we`, `key_addr`, `key_data` | in | 1, 3, 32 | key-word write: word `key_addr` holds key bytes `4i..4i+3`, byte `4i` in bits `[7:0]`; acts in the next cycle (below) |
//! | `ctrl_we`, `key_len`, `decrypt` | in | 1, 2, 1 | settings write: 0/1/2 = AES-128/192/256; 1 = decrypt. A value the build does not support keeps the key not ready |
//! | `zeroize` | in | 1 | wipe key words and round keys; a running transaction finishes first, then its local round keys are wiped; acts in the next cycle |
//! | `key_ready`, `key_partial`, `deriving`, `refreshing`, `busy` | out | 1 each | status |
//!
//! # Key lifecycle
//!
//! The write ports (`key_we`, `key_addr`, `key_data`, `ctrl_we`, `key_len`, `decrypt`,
//! `zeroize`) are registered: a write on them in cycle `t` acts in `t + 1`
//! ([`WRITE_PORT_CYCLES`]), and the table below speaks of the cycle a write acts in. So the core
//! knows a cycle ahead whether a transaction may start, and `in_ready` comes from a flip-flop
//! and the output handshake (`transaction.rs`). A block offered in the cycle a write is on the
//! ports starts its transaction under the key in force; from the next cycle on the write wins.
//! `aes_axis` drives the ports in its register block's decode cycle, so its writes act in the
//! apply cycle.
//!
//! Key words arrive one at a time; a key is used only once every word of the configured length
//! has been written since the update started, so no block ever runs under a mix of words.
//! `written[i]` records which words the open update (`update_open`) has seen; the update is
//! *complete* when `written` covers words `0..Nk` of `key_len`. The cycle after the completing
//! write the core *commits* it (`commit` = `update_open && complete`): that is the `key_write`
//! of the derivation and refresh FSMs, which then run as before.
//!
//! | event (by priority, last wins) | `update_open` | `written` | key words | FSMs |
//! |--------------------------------|---------------|-----------|-----------|------|
//! | `commit`                       | 0             |           |           | derive and refresh pending, `key_ready` drops |
//! | `key_we` with no update open (or in the commit cycle) | 1 | only word `key_addr` | word written | `clear`: stop, `key_ready` drops |
//! | `key_we` during an update      | 1             | `+ key_addr` | word written | `clear` |
//! | `ctrl_we`, `key_len` changed   | 1             | none      | all cleared | `clear` |
//! | `ctrl_we`, only `decrypt` changed, complete key | 1 (commits next cycle) | | | re-derive from the same words |
//! | `ctrl_we`, otherwise           |               |           |           | settings stored only |
//! | `zeroize` or `reset`           | 0             | none      | all cleared | `clear`, round keys wiped |
//!
//! `key_partial` = `update_open && !complete`. A transaction can start only when `key_ready` and
//! no update is open and no write acts in that cycle.
//!
//! # Structure
//!
//! Datapath: `stages[0]` is the initial AddRoundKey, `stages[1..]` the rounds, each followed by
//! its pipeline register and holding its own round key (`round.rs`). The output is taken after
//! stage `Nr` of the loaded key (10, 12 or 14); blocks do not travel past it. The whole pipeline
//! advances together unless the output register holds a block that the output does not take.
//!
//! Control: the key words and the key lifecycle above, the key expansion unit with the
//! derivation FSM (`key_expansion.rs`), the refresh FSM (`key_refresh.rs`) and transaction
//! tracking (`transaction.rs`). The refresh FSM reads the expansion unit's read port in round
//! order; the fanout (`round_key_fanout.rs`) carries each round key in two register steps to
//! stage `r` (encryption) or stage `Nr - r` through InvMixColumns (decryption, FIPS-197's
//! equivalent inverse cipher). When a refresh starts every stage's round key is cleared, so a
//! shorter key leaves no round key of a longer one behind. The refresh FSM also loads the
//! settings the stages run with (`taps`, `loaded_decrypt` with a copy per stage,
//! `stage_decrypt`), which change only while the pipeline is empty. `taps` is one flip-flop per stage that can end the round sequence (10, 12,
//! 14), set for the loaded key's last stage: the output select, the last-round select and the
//! stop of blocks at the output stage each take one of them instead of a compare of the round
//! count. A build with one such stage (AES-128 only) needs no select: its taps are constant.
//!
//! No key material is left where it is not needed: a stage without a valid block holds state 0
//! (`round.rs`), zeroize wipes the local round keys in the cycle after the running transaction
//! ends (`busy` stays high until then), and reset clears everything at once.

pub mod transaction;

use crate::primitives::block_words::JoinColumns;
use crate::keys::key_expansion::KeyExpansion;
use crate::keys::key_refresh::KeyRefresh;
use crate::params::{CoreOptions, KeyLen, NK_MAX};
use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
use crate::keys::round_key_clear::RoundKeyClear;
use crate::cipher::round::{RoundStage, StageKind};
use crate::keys::round_key_fanout::RoundKeyFanout;
use crate::aes_core::transaction::Transaction;
use crate::primitives::unused_columns::UnusedColumns;
use rust_hdl::prelude::*;

/// Cycles from a key, settings or zeroize write on the ports to the cycle it acts in: the
/// ports are registered, so that the input handshake knows a cycle ahead whether a transaction
/// may start (`transaction.rs`).
pub const WRITE_PORT_CYCLES: u64 = 1;

/// The first stage that can be the last round (AES-128's).
const FIRST_TAP: usize = KeyLen::Aes128.rounds();

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
    pub out_valid_next: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub key_we: Signal<In, Bit>,
    pub key_addr: Signal<In, Bits<3>>,
    pub key_data: Signal<In, Bits<32>>,
    pub ctrl_we: Signal<In, Bit>,
    pub key_len: Signal<In, Bits<2>>,
    pub decrypt: Signal<In, Bit>,
    pub zeroize: Signal<In, Bit>,
    pub key_ready: Signal<Out, Bit>,
    pub key_partial: Signal<Out, Bit>,
    pub deriving: Signal<Out, Bit>,
    pub refreshing: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    /// The write and settings ports, registered: a write takes effect the cycle after it is on
    /// the ports, so that whether a transaction may start is known a cycle ahead (`accepting`
    /// is a flip-flop, `transaction.rs`).
    key_we_q: Reg<Bit>,
    key_addr_q: Reg<Bits<3>>,
    key_data_q: Reg<Bits<32>>,
    /// Reset clears `key_data_q` too: a key word whose write is decoded in the reset cycle
    /// would otherwise stay in it for the cycle after reset.
    word_zero: Constant<Bits<32>>,
    ctrl_we_q: Reg<Bit>,
    key_len_q: Reg<Bits<2>>,
    decrypt_q: Reg<Bit>,
    zeroize_q: Reg<Bit>,
    key_words: [Reg<Bits<32>>; NK_MAX],
    written: [Reg<Bit>; NK_MAX],
    update_open: Reg<Bit>,
    expansion: KeyExpansion,
    refresh: KeyRefresh,
    fanout: RoundKeyFanout,
    transaction: Transaction,
    stages: Vec<RoundStage>,
    /// The last stage's doubled bytes, which no stage reads.
    last_doubles: UnusedColumns,
    out_words: JoinColumns,
    written_key_len: Reg<Bits<2>>,
    written_decrypt: Reg<Bit>,
    /// Per stage: the loaded key's last round is this stage's (only for stages `FIRST_TAP..`;
    /// the others are constant 0).
    taps: Vec<Reg<Bit>>,
    /// The build has more than one stage that can end the round sequence.
    multi_tap: Constant<Bit>,
    /// With several output stages, `valid` and `last` of the tapped stage's block, as registers
    /// of their own: `out_valid` then leaves the core from a flip-flop, so the logic it drives
    /// (the output handshake, GCM's GHASH input and output record, the modes' feedback) does not
    /// start behind a select over the stages' valid bits.
    tapped_valid: Reg<Bit>,
    tapped_last: Reg<Bit>,
    /// A copy of `out_valid`'s register for the transaction tracking's `leave` (in `aes_axis`
    /// `out_ready` is 1, so `leave` is `out_valid`): the output stage is at the far end of the
    /// pipeline from the input handshake and the transaction FSM, and with one flip-flop for
    /// both, the placer has to put it at one end and the other end's loads behind a net across
    /// the device.
    leave_valid: ReplicatedReg<1>,
    loaded_decrypt: Reg<Bit>,
    /// `loaded_decrypt` again, one flip-flop per stage in a build with decryption (none
    /// without): the direction selects every stage's (Inv)MixColumns, so one flip-flop driving
    /// them all is a net across every stage.
    stage_decrypt: Vec<ReplicatedReg<1>>,
    wipe_pending: Reg<Bit>,
    /// The stages' round keys are cleared at the next edge (a wipe, or a refresh starting):
    /// from flip-flops, one per stage, rather than from the AXI write decode and the transaction
    /// state behind it (`round_key_clear.rs`).
    rk_clear: RoundKeyClear,
    /// `rk_clear` is set by a wipe (not by a refresh starting): `busy` covers it.
    wipe_clear: Reg<Bit>,
    /// `transaction.busy` of the previous cycle, for the refresh FSM (`key_refresh.rs`).
    busy_q: Reg<Bit>,
    /// Blocks in the pipeline (every valid bit counts one; at most 29, `full` with two registers
    /// per round), and whether there is any: `in_flight` as a register, the same value as the OR
    /// of every stage's valid bit in the same cycle, without that OR (21 to 29 inputs with two
    /// registers per round) in front of `busy` and everything `busy` drives.
    blocks: Reg<Bits<5>>,
    in_flight_q: Reg<Bit>,
    leave: Signal<Local, Bit>,
    count_zero: Constant<Bits<5>>,
    count_one: Constant<Bits<5>>,
    advance: Signal<Local, Bit>,
    accept: Signal<Local, Bit>,
    wipe: Signal<Local, Bit>,
    complete: Signal<Local, Bit>,
    commit: Signal<Local, Bit>,
    fresh: Signal<Local, Bit>,
    len_change: Signal<Local, Bit>,
    dir_change: Signal<Local, Bit>,
    cancel: Signal<Local, Bit>,
    /// `zeroize_q | cancel`, the clear of the key expansion, the refresh FSM and the fanout
    /// (copies 0, 1, 2), loaded a cycle ahead from the ports: each unit's clear is then a
    /// flip-flop beside it, where one decode of the registered ports would reach all three across
    /// the device.
    unit_clears: ReplicatedReg<3>,
    in_flight: Signal<Local, Bit>,
    has_decrypt: Constant<Bit>,
    has_192_256: Constant<Bit>,
    keylen_128: Constant<Bits<2>>,
    keylen_192: Constant<Bits<2>>,
    keylen_256: Constant<Bits<2>>,
}

impl Default for AesCore {
    fn default() -> Self {
        Self::new(CoreOptions::default())
    }
}

/// Stages with a first register (two registers per round: all but the last), whose `valid` bit
/// counts too.
fn mids(options: CoreOptions) -> usize {
    if options.two_regs() { options.stages() - 1 } else { 0 }
}

impl AesCore {
    /// Every word stored in the key expansion unit's round-key register files.
    pub fn expansion_round_key_words(&self) -> Vec<u32> {
        self.expansion.round_key_words()
    }

    pub fn new(options: CoreOptions) -> Self {
        assert!(options.stages() + mids(options) < 32, "`blocks` counts every valid bit of the pipeline");
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
            out_valid_next: Default::default(),
            out_ready: Default::default(),
            key_we: Default::default(),
            key_addr: Default::default(),
            key_data: Default::default(),
            ctrl_we: Default::default(),
            key_len: Default::default(),
            decrypt: Default::default(),
            zeroize: Default::default(),
            key_ready: Default::default(),
            key_partial: Default::default(),
            deriving: Default::default(),
            refreshing: Default::default(),
            busy: Default::default(),
            key_words: Default::default(),
            written: Default::default(),
            update_open: Default::default(),
            key_we_q: Default::default(),
            key_addr_q: Default::default(),
            key_data_q: Default::default(),
            word_zero: Constant::new(0_u32.to_bits()),
            ctrl_we_q: Default::default(),
            key_len_q: Default::default(),
            decrypt_q: Default::default(),
            zeroize_q: Default::default(),
            expansion: KeyExpansion::new(options),
            refresh: Default::default(),
            fanout: RoundKeyFanout::new(options.stages(), options.decrypt),
            transaction: Default::default(),
            stages: (0..options.stages())
                .map(|i| {
                    let kind = if i == 0 {
                        StageKind::Initial
                    } else if i == options.stages() - 1 {
                        StageKind::Last
                    } else {
                        StageKind::Round
                    };
                    RoundStage::for_family(
                        kind,
                        options.decrypt,
                        i >= FIRST_TAP,
                        options.sbox,
                        options.regs_per_round as usize,
                        options.family,
                    )
                })
                .collect(),
            last_doubles: Default::default(),
            out_words: Default::default(),
            written_key_len: Default::default(),
            written_decrypt: Default::default(),
            taps: (0..options.stages()).map(|_| Reg::default()).collect(),
            multi_tap: Constant::new(options.stages() - 1 > FIRST_TAP),
            tapped_valid: Default::default(),
            tapped_last: Default::default(),
            leave_valid: Default::default(),
            loaded_decrypt: Default::default(),
            stage_decrypt: (0..if options.decrypt { options.stages() } else { 0 }).map(|_| Default::default()).collect(),
            wipe_pending: Default::default(),
            rk_clear: RoundKeyClear::new(options.stages()),
            wipe_clear: Default::default(),
            busy_q: Default::default(),
            blocks: Default::default(),
            in_flight_q: Default::default(),
            leave: Default::default(),
            count_zero: Constant::new(0_u8.to_bits()),
            count_one: Constant::new(1_u8.to_bits()),
            advance: Default::default(),
            accept: Default::default(),
            wipe: Default::default(),
            complete: Default::default(),
            commit: Default::default(),
            fresh: Default::default(),
            len_change: Default::default(),
            dir_change: Default::default(),
            cancel: Default::default(),
            unit_clears: Default::default(),
            in_flight: Default::default(),
            has_decrypt: Constant::new(options.decrypt),
            has_192_256: Constant::new(options.aes192_256),
            keylen_128: Constant::new(KeyLen::Aes128.code().to_bits()),
            keylen_192: Constant::new(KeyLen::Aes192.code().to_bits()),
            keylen_256: Constant::new(KeyLen::Aes256.code().to_bits()),
        }
    }
}

impl AesCore {
    /// Connections between consecutive stages.
    fn links(&self) -> usize {
        self.stages.len() - 1
    }

    /// The last stage, which presents the output block.
    fn last(&self) -> usize {
        self.stages.len() - 1
    }
}

impl Logic for AesCore {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, written_key_len, written_decrypt, tapped_valid, tapped_last, loaded_decrypt, wipe_pending, wipe_clear, busy_q, blocks, in_flight_q, update_open, key_we_q, key_addr_q, key_data_q, ctrl_we_q, key_len_q, decrypt_q, zeroize_q);

        // The ports, registered (a write in a reset cycle is dropped, as reset wins over it).
        self.key_we_q.d.next = self.key_we.val() & !self.reset.val();
        self.key_addr_q.d.next = self.key_addr.val();
        self.key_data_q.d.next = self.key_data.val();
        if self.reset.val() {
            self.key_data_q.d.next = self.word_zero.val();
        }
        self.ctrl_we_q.d.next = self.ctrl_we.val() & !self.reset.val();
        self.key_len_q.d.next = self.key_len.val();
        self.decrypt_q.d.next = self.decrypt.val();
        self.zeroize_q.d.next = self.zeroize.val() & !self.reset.val();

        // Key lifecycle (table in the module documentation).
        self.complete.next = self.written[0].q.val()
            & self.written[1].q.val()
            & self.written[2].q.val()
            & self.written[3].q.val()
            & ((self.written_key_len.q.val() == self.keylen_128.val())
                | (self.written[4].q.val()
                    & self.written[5].q.val()
                    & ((self.written_key_len.q.val() == self.keylen_192.val())
                        | (self.written[6].q.val() & self.written[7].q.val()))));
        self.commit.next = self.update_open.q.val() & self.complete.val();
        self.fresh.next = !self.update_open.q.val() | self.commit.val();
        self.len_change.next = self.ctrl_we_q.q.val() & (self.key_len_q.q.val() != self.written_key_len.q.val());
        self.dir_change.next = self.ctrl_we_q.q.val() & (self.decrypt_q.q.val() != self.written_decrypt.q.val());
        self.cancel.next = self.key_we_q.q.val() | self.len_change.val();
        if self.commit.val() {
            self.update_open.d.next = false;
        }
        if self.ctrl_we_q.q.val() {
            self.written_key_len.d.next = self.key_len_q.q.val();
            self.written_decrypt.d.next = self.decrypt_q.q.val();
        }
        if self.dir_change.val() & !self.len_change.val() & self.complete.val() {
            self.update_open.d.next = true;
        }
        if self.key_we_q.q.val() | self.len_change.val() {
            self.update_open.d.next = true;
        }
        for c in 0..NK_MAX {
            self.key_words[c].clock.next = self.clock.val();
            self.key_words[c].d.next = self.key_words[c].q.val();
            self.written[c].clock.next = self.clock.val();
            self.written[c].d.next = self.written[c].q.val();
            if self.key_we_q.q.val() {
                if self.fresh.val() {
                    self.written[c].d.next = false;
                }
                if self.key_addr_q.q.val() == c.to_bits() {
                    self.key_words[c].d.next = self.key_data_q.q.val();
                    self.written[c].d.next = true;
                }
            }
            if self.zeroize_q.q.val() | self.reset.val() | self.len_change.val() {
                self.key_words[c].d.next = 0_u32.to_bits();
                self.written[c].d.next = false;
            }
            self.expansion.key[c].next = self.key_words[c].q.val();
        }
        if self.zeroize_q.q.val() | self.reset.val() {
            self.update_open.d.next = false;
        }
        if self.reset.val() {
            self.written_key_len.d.next = self.keylen_128.val();
            self.written_decrypt.d.next = false;
        }
        // `zeroize_q | cancel` of the next cycle, from the next values of their registers.
        self.unit_clears.clock.next = self.clock.val();
        self.unit_clears.d.next = self.zeroize_q.d.val()
            | self.key_we_q.d.val()
            | (self.ctrl_we_q.d.val() & (self.key_len_q.d.val() != self.written_key_len.d.val()));

        // Key expansion and derivation FSM.
        self.expansion.clock.next = self.clock.val();
        self.expansion.reset.next = self.reset.val();
        self.expansion.key_write.next = self.commit.val();
        self.expansion.clear.next = self.unit_clears.q.val().get_bit(0);
        self.expansion.key_len.next = self.written_key_len.q.val();
        self.expansion.decrypt_in.next = self.written_decrypt.q.val();
        self.expansion.supported.next = ((self.written_key_len.q.val() == self.keylen_128.val())
            | (self.has_192_256.val()
                & ((self.written_key_len.q.val() == self.keylen_192.val())
                    | (self.written_key_len.q.val() == self.keylen_256.val()))))
            & (self.has_decrypt.val() | !self.written_decrypt.q.val());
        self.expansion.rd_hot.next = self.refresh.rd_hot.val();

        // Refresh FSM: round key r goes to stage r, or through InvMixColumns to stage Nr - r.
        self.refresh.clock.next = self.clock.val();
        self.refresh.reset.next = self.reset.val();
        self.refresh.key_write.next = self.commit.val();
        self.refresh.clear.next = self.unit_clears.q.val().get_bit(1);
        self.busy_q.d.next = self.transaction.busy.val();
        self.refresh.busy.next = self.busy_q.q.val();
        self.refresh.produced.next = self.expansion.produced.val();
        self.refresh.storing.next = self.expansion.storing.val();
        self.refresh.derive_starting.next = self.expansion.starting.val();
        self.refresh.rounds.next = self.expansion.rounds.val();
        self.fanout.clock.next = self.clock.val();
        self.fanout.reset.next = self.reset.val();
        self.fanout.clear.next = self.unit_clears.q.val().get_bit(2);
        self.fanout.load.next = self.refresh.load.val();
        self.fanout.rd_addr.next = self.refresh.rd_addr.val();
        self.fanout.rd0.next = self.expansion.rd0.val();
        self.fanout.rd1.next = self.expansion.rd1.val();
        self.fanout.rd2.next = self.expansion.rd2.val();
        self.fanout.rd3.next = self.expansion.rd3.val();
        self.fanout.rounds.next = self.expansion.rounds.val();
        self.fanout.decrypt.next = self.expansion.decrypt.val() & self.has_decrypt.val();
        // Taken over for the whole refresh rather than on each `load`: the stages hold no block
        // while it runs, and the enable is then one LUT from the refresh state.
        if self.refresh.refreshing.val() {
            self.loaded_decrypt.d.next = self.expansion.decrypt.val();
        }
        // Without decryption the stages have no copy and run forward (the constant removes the
        // inverse datapath).
        for i in 0..self.stage_decrypt.len() {
            self.stage_decrypt[i].clock.next = self.clock.val();
            self.stage_decrypt[i].d.next = self.loaded_decrypt.d.val();
            self.stages[i].decrypt.next = self.stage_decrypt[i].q.val().any();
        }
        for i in self.stage_decrypt.len()..self.stages.len() {
            self.stages[i].decrypt.next = false;
        }
        for i in 0..FIRST_TAP {
            self.taps[i].clock.next = self.clock.val();
            self.taps[i].d.next = false;
        }
        for i in FIRST_TAP..self.stages.len() {
            self.taps[i].clock.next = self.clock.val();
            self.taps[i].d.next = self.taps[i].q.val();
            if self.refresh.refreshing.val() {
                self.taps[i].d.next = self.expansion.rounds.val() == i.to_bits();
            }
        }

        // The output is the register of stage Nr; the pipeline stalls only when it holds a block
        // the output does not take. With one output stage `out_valid` and `out_last` are its
        // registers; with several, `tapped_valid` and `tapped_last` (below), not a select
        // behind the stages' registers.
        if self.multi_tap.val() {
            self.out_valid.next = self.tapped_valid.q.val();
            self.out_last.next = self.tapped_last.q.val();
        } else {
            for i in self.last()..self.stages.len() {
                self.out_valid.next = self.stages[i].valid.val();
                self.out_last.next = self.stages[i].last.val();
            }
        }
        // The output block: the last stage's register when the key size runs every stage, else
        // the block an earlier stage passed along.
        for i in self.last()..self.stages.len() {
            if self.taps[i].q.val() | !self.multi_tap.val() {
                self.out_words.w[0].next = self.stages[i].q0.val();
                self.out_words.w[1].next = self.stages[i].q1.val();
                self.out_words.w[2].next = self.stages[i].q2.val();
                self.out_words.w[3].next = self.stages[i].q3.val();
            } else {
                self.out_words.w[0].next = self.stages[i].t0.val();
                self.out_words.w[1].next = self.stages[i].t1.val();
                self.out_words.w[2].next = self.stages[i].t2.val();
                self.out_words.w[3].next = self.stages[i].t3.val();
            }
        }
        for i in self.last()..self.stages.len() {
            self.last_doubles.w[0].next = self.stages[i].d0.val();
            self.last_doubles.w[1].next = self.stages[i].d1.val();
            self.last_doubles.w[2].next = self.stages[i].d2.val();
            self.last_doubles.w[3].next = self.stages[i].d3.val();
        }
        self.out_data.next = self.out_words.y.val();
        self.advance.next = !self.out_valid.val() | self.out_ready.val();
        // What the output stage's `valid` and `last` registers load: the block entering it (its
        // first register's, with two registers per round and a stage before the last), as the
        // stages compute it. The taps change only while the pipeline is empty, so these equal
        // the tapped stage's registers in every cycle.
        self.tapped_valid.d.next = self.tapped_valid.q.val();
        self.tapped_last.d.next = self.tapped_last.q.val();
        if self.advance.val() {
            self.tapped_valid.d.next = false;
            self.tapped_last.d.next = false;
            for i in FIRST_TAP..self.stages.len() {
                if self.taps[i].q.val() {
                    self.tapped_valid.d.next = self.stages[i - 1].valid.val() & !self.taps[i - 1].q.val();
                    self.tapped_last.d.next = self.stages[i - 1].last.val();
                }
            }
        }
        if self.reset.val() {
            self.tapped_valid.d.next = false;
        }
        // `out_valid` again for `leave`, loaded as `out_valid`'s register is (`tapped_valid`, or
        // the last stage's `valid`, which loads the block entering it).
        self.leave_valid.clock.next = self.clock.val();
        if self.multi_tap.val() {
            self.leave_valid.d.next = self.tapped_valid.d.val();
        } else {
            for i in self.last()..self.stages.len() {
                self.leave_valid.d.next = self.leave_valid.q.val().any();
                if self.advance.val() {
                    self.leave_valid.d.next = self.stages[i - 1].valid.val() & !self.taps[i - 1].q.val();
                }
            }
            if self.reset.val() {
                self.leave_valid.d.next = false;
            }
        }
        self.out_valid_next.next = self.leave_valid.d.val();

        // Transaction tracking and the input handshake.
        self.transaction.clock.next = self.clock.val();
        self.transaction.reset.next = self.reset.val();
        self.transaction.in_valid.next = self.in_valid.val();
        self.transaction.in_last.next = self.in_last.val();
        self.transaction.can_start.next = self.refresh.key_ready.val()
            & !self.update_open.q.val()
            & !self.key_we_q.q.val()
            & !self.ctrl_we_q.q.val()
            & !self.zeroize_q.q.val();
        self.in_ready.next = self.advance.val() & self.transaction.accepting.val();
        self.accept.next = self.in_valid.val() & self.advance.val() & self.transaction.accepting_fsm.val();
        self.transaction.accept.next = self.accept.val();
        // A block enters with `accept` and leaves with the output handshake; none is dropped on
        // the way (a stage that ends the rounds passes its block to no further stage).
        self.leave.next = self.leave_valid.q.val().any() & self.out_ready.val();
        if self.accept.val() & !self.leave.val() {
            self.blocks.d.next = self.blocks.q.val() + self.count_one.val();
        }
        if !self.accept.val() & self.leave.val() {
            self.blocks.d.next = self.blocks.q.val() - self.count_one.val();
        }
        self.in_flight_q.d.next = self.accept.val()
            | (self.blocks.q.val() > self.count_one.val())
            | (self.in_flight_q.q.val() & !self.leave.val());
        if self.reset.val() {
            self.blocks.d.next = self.count_zero.val();
            self.in_flight_q.d.next = false;
        }
        self.in_flight.next = self.in_flight_q.q.val();
        self.transaction.in_flight.next = self.in_flight.val();

        // Zeroize wipes the local round keys (through `rk_clear`, a cycle later) at once, or when
        // the running transaction ends.
        self.wipe.next = (self.zeroize_q.q.val() | self.wipe_pending.q.val()) & !self.transaction.busy.val();
        if self.zeroize_q.q.val() & self.transaction.busy.val() {
            self.wipe_pending.d.next = true;
        }
        if self.wipe.val() | self.reset.val() {
            self.wipe_pending.d.next = false;
        }
        // The next cycle's `wipe` and `refresh.starting`, from the next values of the registers
        // behind them.
        self.rk_clear.clock.next = self.clock.val();
        self.rk_clear.reset.next = self.reset.val();
        self.rk_clear.wipe_request_next.next = self.zeroize_q.d.val() | self.wipe_pending.d.val();
        self.rk_clear.active_next.next = self.transaction.active_next.val();
        self.rk_clear.in_flight_next.next = self.in_flight_q.d.val();
        self.rk_clear.refresh_pending_next.next = self.refresh.pending_next.val();
        self.rk_clear.busy.next = self.transaction.busy.val();
        self.wipe_clear.d.next = self.wipe.val() & !self.reset.val();

        for i in 0..self.stages.len() {
            self.stages[i].clock.next = self.clock.val();
            self.stages[i].reset.next = self.reset.val();
            self.stages[i].enable.next = self.advance.val();
            self.stages[i].rk_load.next = self.fanout.stage_load[i].val();
            self.stages[i].rk_clear.next = self.rk_clear.clear[i].val();
            self.stages[i].rk0.next = self.fanout.k0[i / 4].val();
            self.stages[i].rk1.next = self.fanout.k1[i / 4].val();
            self.stages[i].rk2.next = self.fanout.k2[i / 4].val();
            self.stages[i].rk3.next = self.fanout.k3[i / 4].val();
        }
        // Written once each (no default then override), so that event-driven simulators see no
        // glitch on them.
        for i in 0..FIRST_TAP {
            self.stages[i].final_round.next = false;
        }
        for i in FIRST_TAP..self.stages.len() {
            self.stages[i].final_round.next = self.taps[i].q.val() | !self.multi_tap.val();
        }
        self.stages[0].s0.next = self.in_data.val().get_bits::<32>(0);
        self.stages[0].s1.next = self.in_data.val().get_bits::<32>(32);
        self.stages[0].s2.next = self.in_data.val().get_bits::<32>(64);
        self.stages[0].s3.next = self.in_data.val().get_bits::<32>(96);
        self.stages[0].ds0.next = 0_u32.to_bits();
        self.stages[0].ds1.next = 0_u32.to_bits();
        self.stages[0].ds2.next = 0_u32.to_bits();
        self.stages[0].ds3.next = 0_u32.to_bits();
        self.stages[0].valid_in.next = self.accept.val();
        self.stages[0].t_in0.next = 0_u32.to_bits();
        self.stages[0].t_in1.next = 0_u32.to_bits();
        self.stages[0].t_in2.next = 0_u32.to_bits();
        self.stages[0].t_in3.next = 0_u32.to_bits();
        self.stages[0].last_in.next = self.in_last.val();
        for i in 0..self.links() {
            self.stages[i + 1].s0.next = self.stages[i].q0.val();
            self.stages[i + 1].s1.next = self.stages[i].q1.val();
            self.stages[i + 1].s2.next = self.stages[i].q2.val();
            self.stages[i + 1].s3.next = self.stages[i].q3.val();
            self.stages[i + 1].ds0.next = self.stages[i].d0.val();
            self.stages[i + 1].ds1.next = self.stages[i].d1.val();
            self.stages[i + 1].ds2.next = self.stages[i].d2.val();
            self.stages[i + 1].ds3.next = self.stages[i].d3.val();
            self.stages[i + 1].t_in0.next = self.stages[i].t0.val();
            self.stages[i + 1].t_in1.next = self.stages[i].t1.val();
            self.stages[i + 1].t_in2.next = self.stages[i].t2.val();
            self.stages[i + 1].t_in3.next = self.stages[i].t3.val();
            // Blocks stop at the output stage: nothing stale is left behind it for a later
            // transaction with more rounds.
            self.stages[i + 1].valid_in.next = self.stages[i].valid.val() & !self.taps[i].q.val();
            self.stages[i + 1].last_in.next = self.stages[i].last.val();
        }

        self.key_ready.next = self.refresh.key_ready.val();
        self.key_partial.next = self.update_open.q.val() & !self.complete.val();
        self.deriving.next = self.expansion.deriving.val();
        self.refreshing.next = self.refresh.refreshing.val();
        // Busy until the round keys' clear is done, so that `BUSY` low after a zeroize means it is.
        self.busy.next = self.transaction.busy.val() | self.wipe_clear.q.val();
        // Last: `update_open`'s next value is complete here. `key_ready_held` leaves out what
        // drops `key_ready` in the refresh FSM (its `key_write`, `clear` and `reset`, driven
        // above), so that no path runs from those inputs back out of the FSM.
        self.transaction.can_start_next.next = self.refresh.key_ready_held.val()
            & !self.commit.val()
            & !self.zeroize_q.q.val()
            & !self.cancel.val()
            & !self.reset.val()
            & !self.update_open.d.val()
            & !self.key_we_q.d.val()
            & !self.ctrl_we_q.d.val()
            & !self.zeroize_q.d.val();
    }
}

/// The core's Verilog (every feature), top module `aes_core`.
pub fn aes_core_verilog() -> String {
    aes_core_verilog_with(CoreOptions::default())
}

/// The core's Verilog for a build with `options`, top module `aes_core`.
pub fn aes_core_verilog_with(options: CoreOptions) -> String {
    crate::export::verilog_named(&mut AesCore::new(options), "aes_core")
}
