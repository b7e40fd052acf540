//! `XtsMode`: XTS-AES (IEEE Std 1619, NIST SP 800-38E; `CTRL.MODE = 6`, `docs/aes_axis.md`
//! "XTS-AES") as a mode of [`Modes`](super::Modes): each packet is one data unit, block `j`
//! encrypted or decrypted by the core as `C_j = E_Key1(P_j ^ T_j) ^ T_j` with the tweak
//! `T_j = E_Key2(i) ⊗ α^j`, `i` the data unit number in `IV0..IV3`; ciphertext stealing for a
//! data unit that is not a whole number of blocks; the tweak key `Key2` in `XKEY0..XKEY7`.
//!
//! # Tweaks
//!
//! The tweak unit ([`tweak_cipher`]) encrypts `i` with `Key2` (its own key words and key
//! expansion, the forward cipher in both directions) while the pipeline runs the data with
//! `Key1`: once `T` holds a data unit's first tweak it starts on `i + 1`, the number the
//! hand-over gives the next one, so back-to-back data units find their tweak ready. The start is
//! decided from flip-flops alone, never from the input handshake (its ready comes from the core,
//! across the device). `T` holds the tweak of the next
//! beat (`t_ok`): loaded from the unit's output (`t0_ok`) between data units, multiplied by `α`
//! ([`tweak_words`]) at every beat; `Tp` the tweak of the last beat taken. A write to the IV
//! registers, another mode's hand-over, a new `Key2` or a `KEYLEN` change makes the unit's
//! result stale; it then starts again from the IV registers. The carries of `i + 1` are
//! registered flags (`ones`, [`part_increment`](crate::primitives::part_increment)) of the
//! data unit's own `i`, so the hand-over gives the words software did not write `i + 1`'s.
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | `t0_ok = 0`, `t_ok = 0`, unit idle | `XKEY_READY` | the unit starts on `IV0..IV3` (`tw_pending`) |
//! | `tw_pending` | the unit's `done` | `t0_ok` |
//! | `t0_ok`, `t_ok = 0` | | `T` loaded, `t_ok`, `t0_ok = 0` |
//! | `t_ok`, `t0_ok = 0`, unit idle | `XKEY_READY`, no IV word written during the packet | the unit starts on `i + 1` (`tw_pending`) |
//! | `t_ok` | an XTS beat taken | `T ⊗= α`, `Tp` the beat's tweak |
//! | `t_ok` | the data unit's last beat taken | `t_ok = 0` (the next `T` comes from the unit) |
//! | any | IV written (or another mode's hand-over), `Key2` or `KEYLEN` changed | the unit's result, a start in that cycle and a `T` waiting for a data unit dropped |
//!
//! # Data units
//!
//! Every beat of an XTS packet enters the core as it is taken, `in ^ T` with `T` as its side
//! value (the output is the core's output XOR the side value), so a data unit of whole blocks
//! runs at one beat per cycle with the latency of the other modes. Its last beat may be partial
//! (`tkeep` contiguous from byte 0): then the data unit's last two blocks are swapped and the
//! short block steals the ciphertext of the one before (IEEE 1619 5.3.2, 5.4.2). Whether a
//! block is the one before a stolen one is known only when the next beat comes, so a block that
//! leaves the core before its successor is taken waits in `H` (`pend`) and is inserted into the
//! output when the successor comes and is a whole beat. With `m` whole blocks and a short
//! `P_m` of `b` bytes:
//!
//! | step | encryption | decryption |
//! |------|------------|------------|
//! | block `m - 1` | `CC = E(P_{m-1} ^ T_{m-1}) ^ T_{m-1}` into `H`, not pushed | the first pass (under `T_{m-1}`) dropped |
//! | the short beat | a pass of its own, dropped (its beat's place in the core) | the same; then `C_{m-1}` again under `T_m` (`reinj`): `PP` into `H` |
//! | final block (`fin`) | `P_m \|\| CC[b..]` under `T_m`: `C_{m-1}`, pushed | `C_m \|\| PP[b..]` under `T_{m-1}`: `P_{m-1}`, pushed |
//! | inserted beat | `CC[0..b]`, the bytes past `b` zero, with `tlast` | `PP[0..b]`, likewise |
//!
//! The input rests from the short beat until the final block has entered the core and one cycle
//! more, so the cycle after the final block leaves the output stage is free for the inserted
//! beat; the core's transaction stays open until the final block (`in_last` low on the short
//! beat's pass). A malformed data unit (a single beat shorter than 16 bytes, or a last `tkeep`
//! not contiguous from byte 0) is processed as whole blocks, one beat out per beat in, and sets
//! `STATUS.LENGTH_ERR`.
//!
//! # Key2
//!
//! A write to any `XKEYi` with a strobe starts a tweak-key update (`XKEY_READY` drops, the mode
//! sets `STATUS.KEY_PARTIAL`); it completes when every `XKEY` word of the configured length has
//! been written since it started. `ZEROIZE`, reset and a `KEYLEN` change (a cycle after the write) clear `Key2`. `Key2`, the
//! unit's output and the tweaks are key material: the running data unit finishes under its own
//! tweaks, and once nothing of XTS is on its way (`busy` low) every register that held one is
//! cleared (`zpend`). `KEY_READY` stays low for XTS with `KEYLEN` 1 (AES-192 is no XTS key).

pub mod tweak_cipher;
pub mod tweak_line;
pub mod tweak_words;

use crate::mode_block;
use crate::primitives::hand_over_ones::HandOverOnes;
use crate::primitives::keep_shape::{KeepLanes, KeepShape};
use crate::primitives::register::Reg;
use crate::primitives::replicated_reg::ReplicatedReg;
use crate::primitives::unused_columns::UnusedColumns;
use aes_fpga_driver::regs::{caps, offset, status, word, KeySize, Mode};
use rust_hdl::prelude::*;
use tweak_cipher::TweakCipher;
use tweak_line::TweakLine;
use tweak_words::TweakWords;

/// The record of an XTS block (`side_line.rs`'s fifth column): bit 5 marks it as XTS's (GCM's
/// records leave bits 7:5 clear), bits 2:0 its kind, bit 3 a data unit's last beat.
pub const RECORD_XTS: u32 = 1 << 5;
pub const RECORD_LAST: u32 = 1 << 3;
pub const KIND_BEAT: u32 = 0;
pub const KIND_DROP: u32 = 1;
pub const KIND_REINJECT: u32 = 2;
pub const KIND_FINAL: u32 = 3;

mode_block! {
    ports(
        clock, reset, zeroize, ctrl_mode_next, ctrl_key_len_next, next_mode, next_decrypt, in_packet, in_packet_next, tdata,
        tlast, tkeep, accept, iv, iv_we, iv_change, iv_written, core_ready, core_valid, core_out, core_last, rec,
        reg_we, reg_word, reg_data, reg_strb,
        ready_now, offer, own_data, own_in, own_last, record, own_held, own_out, push, out_last, insert,
        insert_data, insert_last, iv_load, iv_data, key_ok, status, busy, length_err, whole_last, open,
    );
    new(options);
    pub struct XtsMode {
        tweak: TweakCipher = TweakCipher::new(options),
        words: TweakWords = Default::default(),
        shape: KeepShape = Default::default(),
        /// XTS and its direction are in force at the input; the data unit's direction.
        mine: Reg<Bit> = Default::default(),
        dec: Reg<Bit> = Default::default(),
        pkt_dec: Reg<Bit> = Default::default(),
        /// The data unit's key length is AES-256 (`line`'s tap).
        pkt256: Reg<Bit> = Default::default(),
        /// The tweaks of the blocks in the core.
        line: TweakLine = TweakLine::new(options),
        /// `CTRL.MODE = 6` with `KEYLEN = 1` (no XTS key length).
        bad_len: Reg<Bit> = Default::default(),
        /// `CTRL.KEYLEN` in force, from flip-flops of the mode's own: kept (as
        /// [`ReplicatedReg`]'s), since synthesis would otherwise merge them with the register
        /// block's identical `KEYLEN` and the placer put them among that block's loads, across
        /// the device from the tweak unit's key-length select and the tweak-key state they feed.
        key_len: Signal<Local, Bits<2>> = Default::default(),
        key_len_lo: ReplicatedReg<1> = Default::default(),
        key_len_hi: ReplicatedReg<1> = Default::default(),
        /// `key_len` a cycle later: a `KEYLEN` change is seen between two flip-flops, a cycle
        /// after the `CTRL` write, not decoded from the write data in its apply cycle.
        key_len_was: Reg<Bits<2>> = Default::default(),
        len_changed: Signal<Local, Bit> = Default::default(),
        /// The tweak-key update: words written since it started, in progress, complete.
        xk_seen: Reg<Bits<8>> = Default::default(),
        xk_updating: Reg<Bit> = Default::default(),
        xk_ready: Reg<Bit> = Default::default(),
        /// The tweak unit runs for a result that will be used; its result is ready; `T` holds the
        /// next beat's tweak.
        tw_pending: Reg<Bit> = Default::default(),
        t0_ok: Reg<Bit> = Default::default(),
        t_ok: Reg<Bit> = Default::default(),
        t: [Reg<Bits<32>>; 4] = Default::default(),
        tp: [Reg<Bits<32>>; 4] = Default::default(),
        /// Which of `IV0..IV2` are all ones, the carries of `i + 1` (`tweak_words`): decoded from
        /// the registers between data units, the data unit's own `i` held during one, `i + 1`'s
        /// at the hand-over.
        ones: Reg<Bits<3>> = Default::default(),
        /// `ones` after the hand-over, which leaves the words software wrote during the data unit.
        hand_over: HandOverOnes<false> = Default::default(),
        zero3: Constant<Bits<3>> = Constant::new(0_u32.to_bits()),
        /// Ciphertext stealing: XTS beats in the core, a short last beat taken (`cts`), the
        /// re-injection and the final block to offer, the rest cycle after the final block.
        ahead: Reg<Bits<6>> = Default::default(),
        cts: Reg<Bit> = Default::default(),
        reinj: Reg<Bit> = Default::default(),
        fin_ready: Reg<Bit> = Default::default(),
        rest: Reg<Bit> = Default::default(),
        /// The final block is in the core (its inserted beat not yet scheduled).
        fin_fly: Reg<Bit> = Default::default(),
        /// `H` holds the block before the short one (`h_full`), or a block whose successor has
        /// not come yet (`pend`).
        h_full: Reg<Bit> = Default::default(),
        pend: Reg<Bit> = Default::default(),
        h: [Reg<Bits<32>>; 4] = Default::default(),
        prev: [Reg<Bits<32>>; 4] = Default::default(),
        tail: [Reg<Bits<32>>; 4] = Default::default(),
        /// The short beat's `tkeep`; `tail_shape` spreads it to a bit mask (wires, no logic).
        tail_keep: Reg<Bits<16>> = Default::default(),
        tail_shape: KeepLanes = Default::default(),
        /// What the input beat's shape gives and this mode does not read: its lanes.
        lanes_unused: UnusedColumns = Default::default(),
        fin: [Reg<Bits<32>>; 4] = Default::default(),
        /// A beat to insert at the end of the output stage, when `ins_wait` has run down: the
        /// final piece `ins` with `tlast`, or a block that waited for its successor, `H`.
        ins_on: Reg<Bit> = Default::default(),
        ins_wait: Reg<Bits<2>> = Default::default(),
        ins_last: Reg<Bit> = Default::default(),
        /// `insert`, decided a cycle ahead from the next `ins_on` and `ins_wait`: the output
        /// stage's push and select, which fan out to every FIFO entry, start at this flip-flop.
        ins_now: Reg<Bit> = Default::default(),
        /// `ready_now`: whether XTS lets a beat in, decided a cycle ahead from the next values of
        /// the state that decides it and held here, not in the dispatcher's register: the short
        /// beat's shape and the tweak's state take the register's whole depth.
        ready_q: Reg<Bit> = Default::default(),
        ins: [Reg<Bits<32>>; 4] = Default::default(),
        zpend: Reg<Bit> = Default::default(),
        /// This cycle: an XTS beat taken, a short last beat (ciphertext stealing), the first beat
        /// of a data unit; an XTS block leaving the core and what it is.
        take: Signal<Local, Bit> = Default::default(),
        short: Signal<Local, Bit> = Default::default(),
        first: Signal<Local, Bit> = Default::default(),
        go_reinj: Signal<Local, Bit> = Default::default(),
        go_fin: Signal<Local, Bit> = Default::default(),
        o_xts: Signal<Local, Bit> = Default::default(),
        o_kind: Signal<Local, Bits<3>> = Default::default(),
        o_beat: Signal<Local, Bit> = Default::default(),
        o_last: Signal<Local, Bit> = Default::default(),
        o_known: Signal<Local, Bit> = Default::default(),
        o_before_short: Signal<Local, Bit> = Default::default(),
        gen: [Signal<Local, Bits<32>>; 4] = Default::default(),
        /// The tweak of the block the core takes now (0 without an XTS block), into `line`.
        tw_in: [Signal<Local, Bits<32>>; 4] = Default::default(),
        xk_write: Signal<Local, Bit> = Default::default(),
        xk_need: Signal<Local, Bits<8>> = Default::default(),
        stale: Signal<Local, Bit> = Default::default(),
        wipe: Signal<Local, Bit> = Default::default(),
        has: Constant<Bit> = Constant::new(options.has_xts()),
        code: Constant<Bits<3>> = Constant::new((Mode::Xts.code() as u8).to_bits()),
        keylen_192: Constant<Bits<2>> = Constant::new((KeySize::Aes192.code() as u8).to_bits()),
        keylen_256: Constant<Bits<2>> = Constant::new((KeySize::Aes256.code() as u8).to_bits()),
        xkey_first: Constant<Bits<6>> = Constant::new((word(offset::XKEY0) as u8).to_bits()),
        xkey_last: Constant<Bits<6>> = Constant::new((word(offset::XKEY7) as u8).to_bits()),
        need_128: Constant<Bits<8>> = Constant::new(0x0F_u8.to_bits()),
        need_192: Constant<Bits<8>> = Constant::new(0x3F_u8.to_bits()),
        need_256: Constant<Bits<8>> = Constant::new(0xFF_u8.to_bits()),
        bit_of: [Constant<Bits<8>>; 8] = std::array::from_fn(|i| Constant::new((1_u8 << i).to_bits())),
        kind_beat: Constant<Bits<3>> = Constant::new((KIND_BEAT as u8).to_bits()),
        kind_drop: Constant<Bits<3>> = Constant::new((KIND_DROP as u8).to_bits()),
        kind_reinject: Constant<Bits<3>> = Constant::new((KIND_REINJECT as u8).to_bits()),
        kind_final: Constant<Bits<3>> = Constant::new((KIND_FINAL as u8).to_bits()),
        rec_xts: Constant<Bits<32>> = Constant::new(RECORD_XTS.to_bits()),
        rec_beat_last: Constant<Bits<32>> = Constant::new((RECORD_XTS | RECORD_LAST | KIND_BEAT).to_bits()),
        rec_beat: Constant<Bits<32>> = Constant::new((RECORD_XTS | KIND_BEAT).to_bits()),
        rec_drop: Constant<Bits<32>> = Constant::new((RECORD_XTS | KIND_DROP).to_bits()),
        rec_reinject: Constant<Bits<32>> = Constant::new((RECORD_XTS | KIND_REINJECT).to_bits()),
        rec_final: Constant<Bits<32>> = Constant::new((RECORD_XTS | KIND_FINAL).to_bits()),
        /// Cycles from scheduling an inserted beat to inserting it, less one: after a block
        /// waiting for its successor, `max(D, 1)`; after the final block, `D + 1` (`D` the output
        /// stage's delay, `output_stage.rs`).
        pend_wait: Constant<Bits<2>> = Constant::new((crate::modes::output_stage::delay(&options).max(1) as u8 - 1).to_bits()),
        fin_wait: Constant<Bits<2>> = Constant::new((crate::modes::output_stage::delay(&options) as u8).to_bits()),
        status_ready: Constant<Bits<8>> = Constant::new((status::XKEY_READY as u8).to_bits()),
        status_partial: Constant<Bits<8>> = Constant::new((status::KEY_PARTIAL as u8).to_bits()),
        no_status: Constant<Bits<8>> = Constant::new(0_u8.to_bits()),
        all_words: Constant<Bits<4>> = Constant::new(0xF_u8.to_bits()),
        no_words: Constant<Bits<4>> = Constant::new(0_u8.to_bits()),
        zero: Constant<Bits<32>> = Constant::new(0_u32.to_bits()),
        zero6: Constant<Bits<6>> = Constant::new(0_u8.to_bits()),
        one6: Constant<Bits<6>> = Constant::new(1_u8.to_bits()),
        two6: Constant<Bits<6>> = Constant::new(2_u8.to_bits()),
        zero2: Constant<Bits<2>> = Constant::new(0_u8.to_bits()),
        one2: Constant<Bits<2>> = Constant::new(1_u8.to_bits()),
        two2: Constant<Bits<2>> = Constant::new(2_u8.to_bits()),
        three2: Constant<Bits<2>> = Constant::new(3_u8.to_bits()),
        zero8: Constant<Bits<8>> = Constant::new(0_u8.to_bits()),
    }
}

const _: () = assert!(caps::XTS != 0 && Mode::Xts.decrypts_with_inverse_cipher());

impl Logic for XtsMode {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, mine, dec, pkt_dec, pkt256, bad_len, key_len_was, tail_keep, xk_seen, xk_updating, xk_ready, tw_pending, t0_ok,
            t_ok, ahead, cts, reinj, fin_ready, rest, fin_fly, h_full, pend, ins_on, ins_wait, ins_last, ins_now, ready_q, zpend, ones
        );
        for i in 0..4 {
            self.t[i].clock.next = self.clock.val();
            self.t[i].d.next = self.t[i].q.val();
            self.tp[i].clock.next = self.clock.val();
            self.tp[i].d.next = self.tp[i].q.val();
            self.h[i].clock.next = self.clock.val();
            self.h[i].d.next = self.h[i].q.val();
            self.prev[i].clock.next = self.clock.val();
            self.prev[i].d.next = self.prev[i].q.val();
            self.tail[i].clock.next = self.clock.val();
            self.tail[i].d.next = self.tail[i].q.val();
            self.fin[i].clock.next = self.clock.val();
            self.fin[i].d.next = self.fin[i].q.val();
            self.ins[i].clock.next = self.clock.val();
            self.ins[i].d.next = self.ins[i].q.val();
        }

        // The mode in force, its direction, and KEYLEN.
        self.mine.d.next = (self.next_mode.val() == self.code.val()) & self.has.val();
        self.dec.d.next = self.next_decrypt.val();
        self.key_len_lo.clock.next = self.clock.val();
        self.key_len_hi.clock.next = self.clock.val();
        self.key_len_lo.d.next = self.ctrl_key_len_next.val().get_bit(0);
        self.key_len_hi.d.next = self.ctrl_key_len_next.val().get_bit(1);
        self.key_len.next = self.zero2.val();
        if self.key_len_lo.q.val().any() {
            self.key_len.next = self.one2.val();
        }
        if self.key_len_hi.q.val().any() {
            self.key_len.next = self.two2.val();
            if self.key_len_lo.q.val().any() {
                self.key_len.next = self.three2.val();
            }
        }
        self.key_len_was.d.next = self.key_len.val();
        self.len_changed.next = self.key_len.val() != self.key_len_was.q.val();
        self.bad_len.d.next =
            (self.ctrl_mode_next.val() == self.code.val()) & (self.ctrl_key_len_next.val() == self.keylen_192.val()) & self.has.val();
        self.key_ok.next = !self.bad_len.q.val();

        // The beat at the input: taken by XTS, short (ciphertext stealing), a data unit's first.
        self.shape.keep.next = self.tkeep.val();
        self.tail_shape.keep.next = self.tail_keep.q.val();
        for i in 0..4 {
            self.lanes_unused.w[i].next = self.shape.lane[i].val();
        }
        self.take.next = self.accept.val() & self.mine.q.val();
        self.first.next = !self.in_packet.val();
        self.short.next = self.tlast.val() & self.in_packet.val() & self.shape.contiguous.val() & !self.shape.whole.val();
        self.go_reinj.next = self.reinj.q.val() & self.core_ready.val();
        self.go_fin.next = self.fin_ready.q.val() & !self.reinj.q.val() & self.core_ready.val();

        // The tweak words: `T ⊗ α`, `Tp ⊗ α^-1`, `i + 1`.
        for i in 0..4 {
            self.words.t[i].next = self.t[i].q.val();
            self.words.u[i].next = self.tp[i].q.val();
            self.words.iv[i].next = self.iv[i].val();
        }
        self.words.ones.next = self.ones.q.val();
        self.hand_over.step.next = self.words.next_ones.val();
        self.hand_over.decoded.next = self.words.x_ones.val();
        for i in 0..4 {
            self.hand_over.written[i].next = self.iv_written[i].val();
        }
        self.ones.d.next = self.words.x_ones.val();
        if self.mine.q.val() & self.in_packet.val() {
            self.ones.d.next = self.ones.q.val();
        }

        // Tweak key words, from the register block (XKEY0..XKEY7), and the update.
        self.xk_write.next = self.reg_we.val()
            & (self.reg_word.val() >= self.xkey_first.val())
            & (self.reg_word.val() <= self.xkey_last.val())
            & self.reg_strb.val().any()
            & self.has.val();
        self.tweak.clock.next = self.clock.val();
        self.tweak.reset.next = self.reset.val();
        self.tweak.key_we.next = self.xk_write.val();
        self.tweak.key_index.next = self.reg_word.val().get_bits::<3>(0);
        self.tweak.key_data.next = self.reg_data.val();
        self.tweak.key_strb.next = self.reg_strb.val();
        self.tweak.aes256.next = self.key_len.val() == self.keylen_256.val();
        self.xk_need.next = self.need_128.val();
        if self.key_len.val() == self.keylen_192.val() {
            self.xk_need.next = self.need_192.val();
        }
        if self.key_len.val() == self.keylen_256.val() {
            self.xk_need.next = self.need_256.val();
        }
        if self.xk_write.val() {
            self.xk_ready.d.next = false;
            self.xk_updating.d.next = true;
            for k in 0..8 {
                if self.reg_word.val().get_bits::<3>(0) == k.to_bits() {
                    self.xk_seen.d.next = self.xk_seen.q.val() | self.bit_of[k].val();
                }
            }
        }
        if self.xk_updating.q.val() & ((self.xk_seen.q.val() & self.xk_need.val()) == self.xk_need.val()) & !self.xk_write.val() {
            self.xk_updating.d.next = false;
            self.xk_ready.d.next = true;
            self.xk_seen.d.next = self.zero8.val();
        }
        self.status.next = self.no_status.val();
        if self.xk_ready.q.val() {
            self.status.next = self.status_ready.val();
        }
        if self.xk_updating.q.val() {
            self.status.next = self.status_partial.val();
        }
        // A new Key2, a KEYLEN change (the cycle after it), zeroize or reset: the key's words go
        // at once; the tweaks of a data unit on its way stay until it is done (`zpend`).
        self.wipe.next = self.zeroize.val() | self.len_changed.val() | self.reset.val();
        self.tweak.clear.next = self.wipe.val();
        if self.wipe.val() {
            self.xk_seen.d.next = self.zero8.val();
            self.xk_updating.d.next = false;
            self.xk_ready.d.next = false;
        }

        // The tweak unit's result goes stale with the IV registers (a write, or another mode's
        // hand-over) or the key; then a `T` waiting for a data unit is dropped too.
        self.stale.next = self.iv_we.val()
            | self.iv_change.val()
            | self.xk_write.val()
            | self.wipe.val();
        self.tweak.start.next = false;
        for i in 0..4 {
            self.tweak.block_in[i].next = self.iv[i].val();
        }
        if self.tweak.done.val() & self.tw_pending.q.val() {
            self.tw_pending.d.next = false;
            self.t0_ok.d.next = true;
        }
        if self.t0_ok.q.val() & !self.t_ok.q.val() & !self.take.val() {
            for i in 0..4 {
                self.t[i].d.next = self.tweak.out[i].val();
            }
            self.t_ok.d.next = true;
            self.t0_ok.d.next = false;
        }
        // From flip-flops alone: a start in a cycle that makes the result stale is dropped with
        // `tw_pending` below and made again in the next cycle, on the new words. With `T` held
        // (for a data unit to come or running), the next unit's tweak `E_Key2(i + 1)`, the
        // number the hand-over gives it, unless software wrote an IV word during the packet: the
        // hand-over then keeps that word, and the unit starts from the registers after it.
        if !self.t0_ok.q.val()
            & !self.tw_pending.q.val()
            & self.xk_ready.q.val()
            & (!self.t_ok.q.val()
                | !(self.iv_written[0].val() | self.iv_written[1].val() | self.iv_written[2].val() | self.iv_written[3].val()))
        {
            self.tweak.start.next = true;
            self.tw_pending.d.next = true;
            if self.t_ok.q.val() {
                for i in 0..4 {
                    self.tweak.block_in[i].next = self.words.iv_next[i].val();
                }
            }
        }

        // A beat taken: into the core as `in ^ T`, `T` its side value.
        for i in 0..4 {
            self.own_in[i].next = self.tdata[i].val() ^ self.t[i].q.val();
            self.tw_in[i].next = self.zero.val();
            if self.take.val() {
                self.tw_in[i].next = self.t[i].q.val();
            }
        }
        self.record.next = self.zero.val();
        if self.take.val() {
            self.record.next = self.rec_beat.val();
            if self.tlast.val() {
                self.record.next = self.rec_beat_last.val();
            }
            if self.short.val() {
                self.record.next = self.rec_drop.val();
            }
            for i in 0..4 {
                self.t[i].d.next = self.words.double[i].val();
                self.tp[i].d.next = self.t[i].q.val();
            }
            if !self.short.val() {
                for i in 0..4 {
                    self.prev[i].d.next = self.tdata[i].val();
                }
            }
            if self.first.val() {
                self.pkt_dec.d.next = self.dec.q.val();
                self.pkt256.d.next = self.key_len.val() == self.keylen_256.val();
            }
            // The data unit's last beat: the next unit's tweak takes `T`'s place at once when
            // the tweak unit has it, so back-to-back units lose no cycle.
            if self.tlast.val() {
                self.t_ok.d.next = self.t0_ok.q.val();
                if self.t0_ok.q.val() {
                    self.t0_ok.d.next = false;
                    for i in 0..4 {
                        self.t[i].d.next = self.tweak.out[i].val();
                    }
                }
            }
        }
        self.own_last.next = self.tlast.val() & !self.short.val();
        self.own_data.next = self.mine.q.val() | self.reinj.q.val() | self.fin_ready.q.val();
        self.offer.next = self.reinj.q.val() | self.fin_ready.q.val();
        // The short beat: kept for the final block; the input rests until the final block is in.
        if self.take.val() & self.short.val() {
            self.cts.d.next = true;
            for i in 0..4 {
                self.tail[i].d.next = self.tdata[i].val();
            }
            self.tail_keep.d.next = self.tkeep.val();
            if self.dec.q.val() {
                self.reinj.d.next = true;
            }
        }
        // Decryption: `C_{m-1}` again under `T_m` (`Tp`, the short beat's tweak).
        if self.reinj.q.val() {
            self.own_last.next = false;
            self.record.next = self.rec_reinject.val();
            for i in 0..4 {
                self.own_in[i].next = self.prev[i].q.val() ^ self.tp[i].q.val();
                if self.go_reinj.val() {
                    self.tw_in[i].next = self.tp[i].q.val();
                }
            }
        }
        if self.go_reinj.val() {
            self.reinj.d.next = false;
        }
        // The final block, computed into `fin` once `H` holds the stolen block: under `T_m`
        // encrypting, `T_{m-1}` (`Tp ⊗ α^-1`) decrypting.
        if self.cts.q.val() & self.h_full.q.val() & !self.fin_ready.q.val() & !self.reinj.q.val() {
            self.fin_ready.d.next = true;
            for i in 0..4 {
                self.fin[i].d.next = ((self.tail[i].q.val() & self.tail_shape.lane[i].val())
                    | (self.h[i].q.val() & !self.tail_shape.lane[i].val()))
                    ^ self.tp[i].q.val();
                if self.pkt_dec.q.val() {
                    self.fin[i].d.next = ((self.tail[i].q.val() & self.tail_shape.lane[i].val())
                        | (self.h[i].q.val() & !self.tail_shape.lane[i].val()))
                        ^ self.words.halve[i].val();
                }
            }
        }
        if self.fin_ready.q.val() & !self.reinj.q.val() {
            self.own_last.next = true;
            self.record.next = self.rec_final.val();
            for i in 0..4 {
                self.own_in[i].next = self.fin[i].q.val();
                if self.go_fin.val() {
                    self.tw_in[i].next = self.tp[i].q.val();
                    if self.pkt_dec.q.val() {
                        self.tw_in[i].next = self.words.halve[i].val();
                    }
                }
            }
        }
        if self.go_fin.val() {
            self.fin_ready.d.next = false;
            self.cts.d.next = false;
            self.h_full.d.next = false;
            self.fin_fly.d.next = true;
            // The inserted beat, `H[0..b]`, kept from here: the next data unit may use `H` and
            // its short beat the tail while the final block is in the core.
            for i in 0..4 {
                self.ins[i].d.next = self.h[i].q.val() & self.tail_shape.lane[i].val();
            }
        }
        self.rest.d.next = self.go_fin.val();
        self.open.next = self.cts.q.val() | self.rest.q.val();

        // The tweak hand-over at a data unit's last beat: `i + 1`. From the ports and `mine`, not
        // `take`: a local shared with the statements that read `iv_change` would tie this output
        // to that input, a false loop through the dispatcher in Verilator's ordering (UNOPTFLAT).
        self.iv_load.next = self.no_words.val();
        if self.accept.val() & self.mine.q.val() & self.tlast.val() {
            self.iv_load.next = self.all_words.val();
            self.ones.d.next = self.hand_over.ones.val();
        }
        if self.zeroize.val() | self.reset.val() {
            self.ones.d.next = self.zero3.val();
        }
        for i in 0..4 {
            self.iv_data[i].next = self.words.iv_next[i].val();
        }
        self.whole_last.next = self.take.val() & self.tlast.val();
        self.length_err.next = self.take.val()
            & self.tlast.val()
            & ((self.first.val() & !self.shape.whole.val()) | !self.shape.contiguous.val());

        // The tweaks wait beside the core in flip-flops, not in the delay line.
        self.line.clock.next = self.clock.val();
        self.line.reset.next = self.reset.val();
        self.line.aes256.next = self.pkt256.q.val();
        for i in 0..4 {
            self.line.d[i].next = self.tw_in[i].val();
            self.own_held[i].next = self.line.q[i].val();
        }

        // Output side: the record of the block leaving the core.
        // `has`: without XTS the record bit is another mode's or 0, which synthesis cannot see
        // through the delay line's memory; the output side then goes with the rest.
        self.o_xts.next = self.core_valid.val() & (self.rec.val() & self.rec_xts.val()).any() & self.has.val();
        self.o_kind.next = self.rec.val().get_bits::<3>(0);
        self.o_last.next = self.rec.val().get_bit(3);
        self.o_beat.next = self.o_xts.val() & (self.o_kind.val() == self.kind_beat.val());
        // A beat's successor is known: in the core (taken before this block left) or taken now;
        // and whether it is the short beat (which is a data unit's last: nothing follows it).
        self.o_known.next = (self.ahead.q.val() >= self.two6.val()) | self.take.val();
        self.o_before_short.next = (self.cts.q.val() & (self.ahead.q.val() == self.two6.val()))
            | (self.take.val() & self.short.val() & (self.ahead.q.val() == self.one6.val()));
        for i in 0..4 {
            self.gen[i].next = self.core_out[i].val() ^ self.line.q[i].val();
        }
        // An inserted beat waits for its cycle; one scheduled in the cycle another goes out
        // takes the registers after it (the statements below come later).
        if self.ins_on.q.val() {
            if self.ins_wait.q.val() == self.zero2.val() {
                self.ins_on.d.next = false;
            } else {
                self.ins_wait.d.next = self.ins_wait.q.val() - self.one2.val();
            }
        }
        self.own_out.next = self.o_xts.val();
        self.push.next = false;
        self.out_last.next = false;
        if self.o_beat.val() & self.o_last.val() {
            self.push.next = true;
            self.out_last.next = self.core_last.val();
        }
        // `H` takes every XTS block but a data unit's last beat as it leaves the core, and the
        // flags say whether it is kept: whether a block waits for its successor or is the
        // stolen one is known only with the successor's handshake and `tkeep`, which then decide
        // two flip-flops rather than `H`'s 128 clock enables. No block that `H` takes leaves
        // while it holds one to keep: a waiting block was the only XTS block in the core and is
        // inserted before its successor leaves; the stolen block and the re-injection's output
        // are kept until the final block is formed, and no whole beat follows a short one.
        if (self.o_beat.val() & !self.o_last.val()) | (self.o_xts.val() & (self.o_kind.val() == self.kind_reinject.val())) {
            for i in 0..4 {
                self.h[i].d.next = self.gen[i].val();
            }
        }
        if self.o_beat.val() & !self.o_last.val() {
            if self.o_known.val() & !self.o_before_short.val() {
                self.push.next = true;
            }
            if self.o_before_short.val() & !self.pkt_dec.q.val() {
                self.h_full.d.next = true;
            }
            if !self.o_known.val() {
                self.pend.d.next = true;
            }
        }
        if self.o_xts.val() & (self.o_kind.val() == self.kind_reinject.val()) {
            self.h_full.d.next = true;
        }
        if self.o_xts.val() & (self.o_kind.val() == self.kind_final.val()) {
            self.push.next = true;
            self.fin_fly.d.next = false;
            // `H[0..b]` with `tlast`, at the end of the output stage a cycle after the final block.
            self.ins_on.d.next = true;
            self.ins_wait.d.next = self.fin_wait.val();
            self.ins_last.d.next = true;
        }
        // The successor of a waiting block comes: the waiting block is pushed, unless the
        // successor is a short beat (then it is the stolen block encrypting, or dropped).
        if self.take.val() & self.pend.q.val() {
            self.pend.d.next = false;
            if self.short.val() & !self.dec.q.val() {
                self.h_full.d.next = true;
            }
            if !self.short.val() {
                self.ins_on.d.next = true;
                self.ins_wait.d.next = self.pend_wait.val();
                self.ins_last.d.next = false;
            }
        }
        self.insert.next = self.ins_now.q.val();
        self.ready_now.next = self.ready_q.q.val();
        self.insert_last.next = self.ins_last.q.val();
        for i in 0..4 {
            self.insert_data[i].next = self.h[i].q.val();
            if self.ins_last.q.val() {
                self.insert_data[i].next = self.ins[i].q.val();
            }
        }
        // XTS beats in the core (their passes, the dropped ones too).
        if self.take.val() & !(self.o_xts.val() & (self.o_beat.val() | (self.o_kind.val() == self.kind_drop.val()))) {
            self.ahead.d.next = self.ahead.q.val() + self.one6.val();
        }
        if !self.take.val() & self.o_xts.val() & (self.o_beat.val() | (self.o_kind.val() == self.kind_drop.val())) {
            self.ahead.d.next = self.ahead.q.val() - self.one6.val();
        }

        // Key material: a stale result and `T` are dropped; the tweaks and the blocks kept for
        // stealing are cleared once nothing of XTS is on its way after a zeroize or a key change.
        self.busy.next = (self.ahead.q.val() != self.zero6.val())
            | self.cts.q.val()
            | self.rest.q.val()
            | self.fin_fly.q.val()
            | self.ins_on.q.val()
            | self.pend.q.val()
            | self.zpend.q.val()
            | (self.mine.q.val() & self.in_packet.val());
        if self.stale.val() {
            self.t0_ok.d.next = false;
            self.tw_pending.d.next = false;
            if !self.in_packet.val() | !self.mine.q.val() {
                self.t_ok.d.next = false;
            }
        }
        if (self.zeroize.val() | self.xk_write.val() | self.len_changed.val()) & self.has.val() {
            self.zpend.d.next = true;
        }
        if self.zpend.q.val()
            & (self.ahead.q.val() == self.zero6.val())
            & !self.cts.q.val()
            & !self.rest.q.val()
            & !self.fin_fly.q.val()
            & !self.ins_on.q.val()
            & !self.pend.q.val()
            & !(self.mine.q.val() & self.in_packet.val())
        {
            self.zpend.d.next = false;
            self.t_ok.d.next = false;
            for i in 0..4 {
                self.t[i].d.next = self.zero.val();
                self.tp[i].d.next = self.zero.val();
                self.h[i].d.next = self.zero.val();
                self.fin[i].d.next = self.zero.val();
                self.ins[i].d.next = self.zero.val();
            }
        }
        if self.reset.val() {
            self.xk_seen.d.next = self.zero8.val();
            self.xk_updating.d.next = false;
            self.xk_ready.d.next = false;
            self.tw_pending.d.next = false;
            self.t0_ok.d.next = false;
            self.t_ok.d.next = false;
            self.ahead.d.next = self.zero6.val();
            self.cts.d.next = false;
            self.reinj.d.next = false;
            self.fin_ready.d.next = false;
            self.rest.d.next = false;
            self.fin_fly.d.next = false;
            self.h_full.d.next = false;
            self.pend.d.next = false;
            self.ins_on.d.next = false;
            self.zpend.d.next = false;
            for i in 0..4 {
                self.t[i].d.next = self.zero.val();
                self.tp[i].d.next = self.zero.val();
                self.h[i].d.next = self.zero.val();
                self.fin[i].d.next = self.zero.val();
                self.ins[i].d.next = self.zero.val();
                self.prev[i].d.next = self.zero.val();
                self.tail[i].d.next = self.zero.val();
            }
        }
        // Last: it reads the final next values of `ins_on` and `ins_wait` (the Verilog reads
        // them where this statement stands). `has`: a build without XTS never inserts, which
        // synthesis cannot see through `ins_on`'s own loop.
        self.ins_now.d.next = self.ins_on.d.val() & (self.ins_wait.d.val() == self.zero2.val()) & self.has.val();
        // A data unit starts with both keys and its tweak; once started it finishes under them.
        // Last as well: from the final next values.
        // The input rests from the short beat until the final block is in, and a cycle more
        // (`!cts.d & !rest.d`; `fin_ready`, and with it the final block's `go_fin`, comes only
        // while `cts` is set): written so that the short beat, decoded from `tkeep` as it is
        // taken, is this function's last input.
        self.ready_q.d.next = (!self.mine.d.val()
            | self.in_packet_next.val()
            | (self.xk_ready.d.val() & !self.bad_len.d.val() & self.t_ok.d.val()))
            & (self.reset.val() | !self.cts.q.val())
            & !(self.take.val() & self.short.val());
    }
}

impl XtsMode {
    /// The tweak unit (for checks of what it stores).
    pub fn tweak_unit(&self) -> &TweakCipher {
        &self.tweak
    }

    /// The tweak line's words, stage 0 first, four per stage (for checks of what it stores).
    pub fn tweak_line_words(&self) -> Vec<u32> {
        self.line.stage_words()
    }
}
