//! `AxiLiteRegs`: the AXI4-Lite slave of `aes_axis` and the register semantics behind it
//! (map in `register_map.rs`).
//!
//! # Write channel
//!
//! AW and W are each captured in a holding register (`aw_full`, `w_full`), so they may arrive in
//! either order or in the same cycle. The held write is decoded as it is captured: the `dec_*`
//! registers load, every cycle, the map's decode of the holding registers' next values, so they
//! always hold the decode of the held address, data and strobes. A write takes two steps once
//! both are held and no write response is pending: in the *decode* cycle (`do_write`) the
//! decode goes into the `apply_*` registers and the `CTRL` fields are stored, each a function of
//! flip-flops (`do_write`'s three and the `dec_*`), with no address decoder in front; in the
//! *apply* cycle (`apply`) those registers, with the data and strobes still held, perform the
//! write: every effect on the core, the IV registers and this block's registers is driven from
//! flip-flops, not from the address decoder. The response `bvalid` follows in the next cycle,
//! when every effect of the write is visible, and is held until `bready`.
//!
//! | state (`aw_full`, `w_full`, `apply`, `b_valid`) | condition | next |
//! |-----------------------------------------|-----------|------|
//! | `aw_full = 0` | `awvalid` (`awready = 1`) | `aw_full = 1`, address captured |
//! | `w_full = 0` | `wvalid` (`wready = 1`) | `w_full = 1`, data and strobes captured |
//! | `aw_full && w_full && !b_valid` | always (`do_write`) | the held write's decode (`dec_*`) into `apply_*`, `CTRL` fields stored; `aw_full = w_full = 0`; `apply = 1`, `bresp` OKAY or SLVERR |
//! | `apply` | always | write performed; `apply = 0`; `b_valid = 1` |
//! | `b_valid` | `bready` | `b_valid = 0` |
//!
//! The held data and strobes are still the written ones in the apply cycle: `wready` rises in it
//! at the earliest, so a new W beat is captured at its end. A write is answered two cycles after
//! both halves are held ([`WRITE_RESPONSE_CYCLES`]).
//!
//! # Read channel
//!
//! | state | condition | next |
//! |-------|-----------|------|
//! | `r_valid = 0` | `arvalid` (`arready = 1`) | `r_valid = 1`, data and response of `araddr` captured |
//! | `r_valid = 1` | `rready` | `r_valid = 0` |
//!
//! # Register semantics
//!
//! The key words live in the core and are write-only; this block keeps a copy of the words the
//! build stores so that a write with partial strobes can be merged into the stored word before it
//! is written to the core's key port. A write to any `KEYi` with at least one strobe set is a
//! key-word write to the core (`key_we`, `key_addr` = i, the merged word, or 0 for a word the
//! build does not store); the core tracks the key update (`aes_core.rs`, *Key lifecycle*).
//! A `CTRL` write with byte lane 0 is a settings write (`ctrl_we`) with `DECRYPT`, `KEYLEN` and
//! `MODE` as stored: a value the build does not support is stored as 0 (`DECRYPT` is stored
//! where the build has the inverse cipher or a forward-only mode). The core's `decrypt` is
//! `DECRYPT` for ECB and CBC and 0 for the forward-only modes. `IVi` writes merge the strobes
//! into the IV word (`modes.rs` holds the IV registers) and pulse `iv_we`. A change of `KEYLEN` clears
//! the key-word copy (the core clears its words). `CTRL.ZEROIZE` written as 1 pulses the
//! core's `zeroize` and clears the copy; the other fields of that write are stored as usual.
//! `STATUS.PARTIAL` is sticky: set by `partial_beat` (an accepted `s_axis` beat with
//! `tkeep != 0xFFFF`), cleared by writing 1 to it. All core-facing outputs come from registers
//! and the decode of registered values, not from the AXI inputs. The core's key and settings
//! ports are driven in the decode cycle (`*_next`, the `apply_*` registers' inputs) and
//! registered by the core, so they act in the apply cycle with the write's other effects.
//!
//! While `reset` is high every handshake output (`awready`, `wready`, `arready`, `bvalid`,
//! `rvalid`) is low, and reset clears the held write data (it can be a key word) and the copy.

use crate::primitives::byte_merge::ByteMerge;
use crate::params::{CoreOptions, KeyLen};
use crate::primitives::register::Reg;
use crate::aes_axis::register_map::RegisterMap;
use crate::primitives::word_select::WordSelect;
use aes_fpga_driver::regs::Mode;
use rust_hdl::prelude::*;

/// A mask with bit `m` set for each mode whose code is `m` and `keep` holds.
fn code_mask(keep: impl Fn(Mode) -> bool) -> u8 {
    Mode::CODES.into_iter().filter(|&m| keep(m)).fold(0, |a, m| a | 1 << m.code())
}

/// Address bits `[4:2]` of `KEYi`: the key words are consecutive, so these tell the eight apart.
fn key_word_bits(i: usize) -> u8 {
    ((aes_fpga_driver::regs::offset::key(i) >> 2) & 7) as u8
}

/// Cycles from the first cycle both the AW and the W beat are held to the first cycle of
/// `bvalid`: the decode cycle and the apply cycle.
pub const WRITE_RESPONSE_CYCLES: u64 = 2;

#[derive(LogicBlock)]
pub struct AxiLiteRegs {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub awaddr: Signal<In, Bits<8>>,
    pub awvalid: Signal<In, Bit>,
    pub awready: Signal<Out, Bit>,
    pub wdata: Signal<In, Bits<32>>,
    pub wstrb: Signal<In, Bits<4>>,
    pub wvalid: Signal<In, Bit>,
    pub wready: Signal<Out, Bit>,
    pub bresp: Signal<Out, Bits<2>>,
    pub bvalid: Signal<Out, Bit>,
    pub bready: Signal<In, Bit>,
    pub araddr: Signal<In, Bits<8>>,
    pub arvalid: Signal<In, Bit>,
    pub arready: Signal<Out, Bit>,
    pub rdata: Signal<Out, Bits<32>>,
    pub rresp: Signal<Out, Bits<2>>,
    pub rvalid: Signal<Out, Bit>,
    pub rready: Signal<In, Bit>,
    // Status from the core and the top level.
    pub key_ready: Signal<In, Bit>,
    pub busy: Signal<In, Bit>,
    pub deriving: Signal<In, Bit>,
    pub refreshing: Signal<In, Bit>,
    pub key_partial: Signal<In, Bit>,
    /// An `s_axis` beat with `tkeep != 0xFFFF` is accepted this cycle.
    pub partial_beat: Signal<In, Bit>,
    /// A malformed packet (sets the sticky `STATUS.LENGTH_ERR`).
    pub length_err_beat: Signal<In, Bit>,
    /// The `STATUS` bits the modes set, at their contract positions.
    pub mode_status: Signal<In, Bits<8>>,
    /// A write to a register of one mode's own (`modes/mode_port.rs`), in its apply cycle: its
    /// word address, data and strobes; the word address of a read, and the modes' answer.
    pub mode_reg_we: Signal<Out, Bit>,
    pub mode_reg_word: Signal<Out, Bits<6>>,
    pub mode_reg_data: Signal<Out, Bits<32>>,
    pub mode_reg_strb: Signal<Out, Bits<4>>,
    pub mode_read_word: Signal<Out, Bits<6>>,
    pub mode_rdata: Signal<In, Bits<32>>,
    pub blocks_in: Signal<In, Bits<32>>,
    pub blocks_out: Signal<In, Bits<32>>,
    /// The core's key and settings ports, a cycle ahead of the apply cycle: the core registers
    /// them (`aes_core.rs`), so a write takes effect in the core in the apply cycle, as the
    /// other effects of the write do. From the `apply_*` registers' inputs and the held write's
    /// decode (`dec_*`), which depend on registers only.
    pub key_we_next: Signal<Out, Bit>,
    pub key_addr_next: Signal<Out, Bits<3>>,
    pub key_data_next: Signal<Out, Bits<32>>,
    pub ctrl_we_next: Signal<Out, Bit>,
    pub key_len_next: Signal<Out, Bits<2>>,
    /// The cipher direction for the core: decryption only for ECB and CBC.
    pub decrypt_next: Signal<Out, Bit>,
    pub zeroize_next: Signal<Out, Bit>,
    /// Zeroize, in the apply cycle.
    pub zeroize: Signal<Out, Bit>,
    /// The stored `CTRL.DECRYPT` (for GCM's packet direction).
    pub mode_decrypt: Signal<Out, Bit>,
    /// The stored `CTRL.MODE` and `CTRL.DECRYPT` from the next cycle on: the modes and the GCM
    /// control hold the mode in force in flip-flops loaded from these.
    pub mode_next: Signal<Out, Bits<3>>,
    pub mode_decrypt_next: Signal<Out, Bit>,
    /// IV register writes (strobes merged) and the IV registers read back.
    pub iv_we: Signal<Out, Bit>,
    pub iv_index: Signal<Out, Bits<2>>,
    pub iv_data: Signal<Out, Bits<32>>,
    pub iv: [Signal<In, Bits<32>>; 4],
    aw_full: Reg<Bit>,
    aw_addr: Reg<Bits<8>>,
    w_full: Reg<Bit>,
    w_data: Reg<Bits<32>>,
    w_strb: Reg<Bits<4>>,
    b_valid: Reg<Bit>,
    b_resp: Reg<Bits<2>>,
    r_valid: Reg<Bit>,
    r_data: Reg<Bits<32>>,
    r_resp: Reg<Bits<2>>,
    key_copy: Vec<Reg<Bits<32>>>,
    ctrl_key_len: Reg<Bits<2>>,
    ctrl_decrypt: Reg<Bit>,
    ctrl_mode: Reg<Bits<3>>,
    partial: Reg<Bit>,
    length_err: Reg<Bit>,
    /// The write decoded in the previous cycle is performed in this one.
    apply: Reg<Bit>,
    /// What it is: a key-word write with a strobe set, a `CTRL` settings write (`apply_len_change`: `KEYLEN` changes), a zeroize, an IV
    /// write with a strobe set, a `STATUS.PARTIAL` clear. The `CTRL` fields themselves are stored
    /// in the decode cycle. The key or IV word's index in the apply cycle is the decode's
    /// (`dec_key_index`, `dec_iv_index`): the holding registers keep the write until that cycle
    /// ends.
    apply_key: Reg<Bit>,
    apply_ctrl: Reg<Bit>,
    apply_len_change: Reg<Bit>,
    apply_zeroize: Reg<Bit>,
    apply_iv: Reg<Bit>,
    apply_partial_clear: Reg<Bit>,
    apply_length_err_clear: Reg<Bit>,
    apply_mode_reg: Reg<Bit>,
    apply_mode_word: Reg<Bits<6>>,
    /// The held write, decoded (see the module documentation): the address is mapped, a stored
    /// key word, a key word with a strobe set and its index, an IV word with a strobe set and its
    /// index, a `CTRL` settings write (byte lane 0), a zeroize, a `STATUS.LENGTH_ERR` or
    /// `STATUS.PARTIAL` clear, a mode's register with a strobe set; the `CTRL` fields as they
    /// would be stored, and the core's direction they give.
    dec_mapped: Reg<Bit>,
    dec_key_word: Reg<Bit>,
    dec_key: Reg<Bit>,
    dec_key_index: Reg<Bits<3>>,
    dec_iv: Reg<Bit>,
    dec_iv_index: Reg<Bits<2>>,
    dec_ctrl: Reg<Bit>,
    dec_zeroize: Reg<Bit>,
    dec_length_err_clear: Reg<Bit>,
    dec_partial_clear: Reg<Bit>,
    dec_mode_reg: Reg<Bit>,
    dec_key_len: Reg<Bits<2>>,
    dec_mode: Reg<Bits<3>>,
    dec_decrypt: Reg<Bit>,
    dec_core_decrypt: Reg<Bit>,
    /// A key-word write's merged word: in every cycle the stored word that the held write
    /// address names (by address bits `[4:2]`, `key_pick`) with the held data merged in by its
    /// strobes, so that in the apply cycle the key-word copy loads a register, with no address
    /// decode or read multiplexer in front of it. The core gets the same word a cycle earlier
    /// (`key_data_next`, 0 for a word the build does not store) and registers it.
    key_sel: Reg<Bits<32>>,
    key_pick: WordSelect,
    map: RegisterMap,
    key_merge: ByteMerge,
    iv_merge: ByteMerge,
    do_write: Signal<Local, Bit>,
    iv_selected: Signal<Local, Bits<32>>,
    clear_copy: Signal<Local, Bit>,
    written_key_len: Signal<Local, Bits<2>>,
    written_mode: Signal<Local, Bits<3>>,
    written_decrypt: Signal<Local, Bit>,
    /// The inverse cipher or a forward-only mode: `DECRYPT` is stored.
    decrypt_stored: Constant<Bit>,
    /// Bit `m`: the build runs the mode with code `m` (`CTRL.MODE` stores it).
    mode_built: Constant<Bits<8>>,
    /// Bit `m`: the mode with code `m` decrypts with the inverse cipher (the contract's
    /// `Mode::decrypts_with_inverse_cipher`); the others decrypt with the forward one.
    mode_inverse: Constant<Bits<8>>,
    mode_ecb: Constant<Bits<3>>,
    iv_index1: Constant<Bits<2>>,
    iv_index2: Constant<Bits<2>>,
    iv_index3: Constant<Bits<2>>,
    has_192_256: Constant<Bit>,
    keylen_128: Constant<Bits<2>>,
    keylen_192: Constant<Bits<2>>,
    keylen_256: Constant<Bits<2>>,
    resp_okay: Constant<Bits<2>>,
    resp_slverr: Constant<Bits<2>>,
}

impl AxiLiteRegs {
    pub fn new(options: CoreOptions) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            awaddr: Default::default(),
            awvalid: Default::default(),
            awready: Default::default(),
            wdata: Default::default(),
            wstrb: Default::default(),
            wvalid: Default::default(),
            wready: Default::default(),
            bresp: Default::default(),
            bvalid: Default::default(),
            bready: Default::default(),
            araddr: Default::default(),
            arvalid: Default::default(),
            arready: Default::default(),
            rdata: Default::default(),
            rresp: Default::default(),
            rvalid: Default::default(),
            rready: Default::default(),
            key_ready: Default::default(),
            busy: Default::default(),
            deriving: Default::default(),
            refreshing: Default::default(),
            key_partial: Default::default(),
            partial_beat: Default::default(),
            length_err_beat: Default::default(),
            mode_status: Default::default(),
            mode_reg_we: Default::default(),
            mode_reg_word: Default::default(),
            mode_reg_data: Default::default(),
            mode_reg_strb: Default::default(),
            mode_read_word: Default::default(),
            mode_rdata: Default::default(),
            length_err: Default::default(),
            apply_length_err_clear: Default::default(),
            apply_mode_reg: Default::default(),
            apply_mode_word: Default::default(),
            blocks_in: Default::default(),
            blocks_out: Default::default(),
            key_we_next: Default::default(),
            key_addr_next: Default::default(),
            key_data_next: Default::default(),
            ctrl_we_next: Default::default(),
            key_len_next: Default::default(),
            decrypt_next: Default::default(),
            zeroize: Default::default(),
            zeroize_next: Default::default(),
            mode_decrypt: Default::default(),
            mode_next: Default::default(),
            mode_decrypt_next: Default::default(),
            iv_we: Default::default(),
            iv_index: Default::default(),
            iv_data: Default::default(),
            iv: Default::default(),
            aw_full: Default::default(),
            aw_addr: Default::default(),
            w_full: Default::default(),
            w_data: Default::default(),
            w_strb: Default::default(),
            b_valid: Default::default(),
            b_resp: Default::default(),
            r_valid: Default::default(),
            r_data: Default::default(),
            r_resp: Default::default(),
            key_copy: (0..options.key_words()).map(|_| Reg::default()).collect(),
            ctrl_key_len: Default::default(),
            ctrl_decrypt: Default::default(),
            ctrl_mode: Default::default(),
            partial: Default::default(),
            apply: Default::default(),
            apply_key: Default::default(),
            apply_ctrl: Default::default(),
            apply_len_change: Default::default(),
            apply_zeroize: Default::default(),
            apply_iv: Default::default(),
            apply_partial_clear: Default::default(),
            dec_mapped: Default::default(),
            dec_key_word: Default::default(),
            dec_key: Default::default(),
            dec_key_index: Default::default(),
            dec_iv: Default::default(),
            dec_iv_index: Default::default(),
            dec_ctrl: Default::default(),
            dec_zeroize: Default::default(),
            dec_length_err_clear: Default::default(),
            dec_partial_clear: Default::default(),
            dec_mode_reg: Default::default(),
            dec_key_len: Default::default(),
            dec_mode: Default::default(),
            dec_decrypt: Default::default(),
            dec_core_decrypt: Default::default(),
            map: RegisterMap::new(options),
            key_merge: Default::default(),
            iv_merge: Default::default(),
            do_write: Default::default(),
            key_sel: Default::default(),
            key_pick: WordSelect::new((0..options.key_words()).map(key_word_bits).collect()),
            iv_selected: Default::default(),
            clear_copy: Default::default(),
            written_key_len: Default::default(),
            written_mode: Default::default(),
            written_decrypt: Default::default(),
            decrypt_stored: Constant::new(options.stores_decrypt()),
            mode_built: Constant::new(code_mask(|m| options.has_mode(m.caps_bit())).to_bits()),
            mode_inverse: Constant::new(code_mask(Mode::decrypts_with_inverse_cipher).to_bits()),
            mode_ecb: Constant::new((Mode::Ecb.code() as u8).to_bits()),
            iv_index1: Constant::new(1_u8.to_bits()),
            iv_index2: Constant::new(2_u8.to_bits()),
            iv_index3: Constant::new(3_u8.to_bits()),
            has_192_256: Constant::new(options.aes192_256),
            keylen_128: Constant::new(KeyLen::Aes128.code().to_bits()),
            keylen_192: Constant::new(KeyLen::Aes192.code().to_bits()),
            keylen_256: Constant::new(KeyLen::Aes256.code().to_bits()),
            resp_okay: Constant::new(0_u8.to_bits()),
            resp_slverr: Constant::new(2_u8.to_bits()),
        }
    }
}

impl Logic for AxiLiteRegs {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, apply_mode_reg, apply_mode_word, aw_full, aw_addr, w_full, w_data, w_strb, b_valid, b_resp, r_valid, r_data, r_resp, ctrl_key_len, ctrl_decrypt, ctrl_mode, partial, apply, apply_key, apply_ctrl, apply_len_change, apply_zeroize, apply_iv, apply_partial_clear, length_err, apply_length_err_clear, key_sel, dec_mapped, dec_key_word, dec_key, dec_key_index, dec_iv, dec_iv_index, dec_ctrl, dec_zeroize, dec_length_err_clear, dec_partial_clear, dec_mode_reg, dec_key_len, dec_mode, dec_decrypt, dec_core_decrypt);
        for i in 0..self.key_copy.len() {
            self.key_copy[i].clock.next = self.clock.val();
            self.key_copy[i].d.next = self.key_copy[i].q.val();
        }

        // Handshakes: ready whenever the holding register is free.
        self.awready.next = !self.aw_full.q.val() & !self.reset.val();
        self.wready.next = !self.w_full.q.val() & !self.reset.val();
        self.arready.next = !self.r_valid.q.val() & !self.reset.val();
        self.bvalid.next = self.b_valid.q.val() & !self.reset.val();
        self.bresp.next = self.b_resp.q.val();
        self.rvalid.next = self.r_valid.q.val() & !self.reset.val();
        self.rdata.next = self.r_data.q.val();
        self.rresp.next = self.r_resp.q.val();

        if self.awvalid.val() & self.awready.val() {
            self.aw_full.d.next = true;
            self.aw_addr.d.next = self.awaddr.val();
        }
        if self.wvalid.val() & self.wready.val() {
            self.w_full.d.next = true;
            self.w_data.d.next = self.wdata.val();
            self.w_strb.d.next = self.wstrb.val();
        }

        // The read address's decode (the write's is at the end: it reads the holding registers'
        // next values).
        self.map.key_partial.next = self.key_partial.val();
        self.map.partial.next = self.partial.q.val();
        self.map.length_err.next = self.length_err.q.val();
        self.map.mode_status.next = self.mode_status.val();
        self.map.mode_rdata.next = self.mode_rdata.val();
        self.mode_read_word.next = self.araddr.val().get_bits::<6>(2);
        self.map.rd_addr.next = self.araddr.val();
        self.map.key_ready.next = self.key_ready.val();
        self.map.busy.next = self.busy.val();
        self.map.deriving.next = self.deriving.val();
        self.map.refreshing.next = self.refreshing.val();
        self.map.blocks_in.next = self.blocks_in.val();
        self.map.blocks_out.next = self.blocks_out.val();
        for i in 0..4 {
            self.map.iv[i].next = self.iv[i].val();
        }

        // The write, step 1 (decode): what the write does goes into the `apply_*` registers.
        self.do_write.next = self.aw_full.q.val() & self.w_full.q.val() & !self.b_valid.q.val();
        self.apply.d.next = self.do_write.val();
        self.apply_key.d.next = self.do_write.val() & self.dec_key.q.val();
        self.apply_iv.d.next = self.do_write.val() & self.dec_iv.q.val();
        self.apply_zeroize.d.next = self.do_write.val() & self.dec_zeroize.q.val();
        self.apply_length_err_clear.d.next = self.do_write.val() & self.dec_length_err_clear.q.val();
        self.apply_mode_reg.d.next = self.do_write.val() & self.dec_mode_reg.q.val();
        self.apply_mode_word.d.next = self.aw_addr.q.val().get_bits::<6>(2);
        self.apply_partial_clear.d.next = self.do_write.val() & self.dec_partial_clear.q.val();
        self.apply_ctrl.d.next = self.do_write.val() & self.dec_ctrl.q.val();
        self.apply_len_change.d.next = self.dec_key_len.q.val() != self.ctrl_key_len.q.val();
        if self.apply_ctrl.d.val() {
            self.ctrl_key_len.d.next = self.dec_key_len.q.val();
            self.ctrl_decrypt.d.next = self.dec_decrypt.q.val();
            self.ctrl_mode.d.next = self.dec_mode.q.val();
        }
        if self.do_write.val() {
            self.aw_full.d.next = false;
            self.w_full.d.next = false;
            if self.dec_mapped.q.val() {
                self.b_resp.d.next = self.resp_okay.val();
            } else {
                self.b_resp.d.next = self.resp_slverr.val();
            }
        }

        // Step 2 (apply), with the held data and strobes; answered from the next cycle on.
        if self.apply.q.val() {
            self.b_valid.d.next = true;
        }
        if self.b_valid.q.val() & self.bready.val() {
            self.b_valid.d.next = false;
        }

        // The read.
        if self.arvalid.val() & self.arready.val() {
            self.r_valid.d.next = true;
            self.r_data.d.next = self.map.rd_data.val();
            if self.map.rd_mapped.val() {
                self.r_resp.d.next = self.resp_okay.val();
            } else {
                self.r_resp.d.next = self.resp_slverr.val();
            }
        }
        if self.r_valid.q.val() & self.rready.val() {
            self.r_valid.d.next = false;
        }

        // Key words: the stored word read in the decode cycle, the strobes merged into it in the
        // apply cycle, written to the copy and the core. The next write's decode comes after
        // this one's response (`!b_valid`), so the copy read is never one write behind.
        self.key_pick.sel.next = self.aw_addr.q.val().get_bits::<3>(2);
        for i in 0..self.key_copy.len() {
            self.key_pick.w[i].next = self.key_copy[i].q.val();
        }
        self.key_merge.q.next = self.key_pick.y.val();
        self.key_merge.d.next = self.w_data.q.val();
        self.key_merge.strb.next = self.w_strb.q.val();
        self.key_sel.d.next = self.key_merge.y.val();
        for i in 0..self.key_copy.len() {
            if self.apply_key.q.val() & (self.dec_key_index.q.val() == i.to_bits()) {
                self.key_copy[i].d.next = self.key_sel.q.val();
            }
        }
        self.key_data_next.next = 0_u32.to_bits();
        if self.dec_key_word.q.val() {
            self.key_data_next.next = self.key_merge.y.val();
        }
        self.zeroize.next = self.apply_zeroize.q.val();

        // CTRL.
        self.map.ctrl_key_len.next = self.ctrl_key_len.q.val();
        self.map.ctrl_decrypt.next = self.ctrl_decrypt.q.val();
        self.map.ctrl_mode.next = self.ctrl_mode.q.val();
        self.mode_decrypt.next = self.ctrl_decrypt.q.val();

        // IV words.
        self.iv_selected.next = self.iv[0].val();
        if self.dec_iv_index.q.val() == self.iv_index1.val() {
            self.iv_selected.next = self.iv[1].val();
        }
        if self.dec_iv_index.q.val() == self.iv_index2.val() {
            self.iv_selected.next = self.iv[2].val();
        }
        if self.dec_iv_index.q.val() == self.iv_index3.val() {
            self.iv_selected.next = self.iv[3].val();
        }
        self.iv_merge.q.next = self.iv_selected.val();
        self.iv_merge.d.next = self.w_data.q.val();
        self.iv_merge.strb.next = self.w_strb.q.val();
        self.iv_we.next = self.apply_iv.q.val();
        self.iv_index.next = self.dec_iv_index.q.val();
        self.iv_data.next = self.iv_merge.y.val();

        // STATUS.PARTIAL: a partial beat wins over a clear in the same cycle.
        if self.apply_partial_clear.q.val() {
            self.partial.d.next = false;
        }
        if self.partial_beat.val() {
            self.partial.d.next = true;
        }
        // STATUS.LENGTH_ERR likewise.
        if self.apply_length_err_clear.q.val() {
            self.length_err.d.next = false;
        }
        if self.length_err_beat.val() {
            self.length_err.d.next = true;
        }
        // A register of a mode's: the modes merge the strobes into it.
        self.mode_reg_we.next = self.apply_mode_reg.q.val();
        self.mode_reg_word.next = self.apply_mode_word.q.val();
        self.mode_reg_data.next = self.w_data.q.val();
        self.mode_reg_strb.next = self.w_strb.q.val();

        // A KEYLEN change clears the key words (and the core clears its own).
        self.clear_copy.next = self.apply_zeroize.q.val()
            | (self.apply_ctrl.q.val() & self.apply_len_change.q.val())
            | self.reset.val();
        if self.clear_copy.val() {
            for i in 0..self.key_copy.len() {
                self.key_copy[i].d.next = 0_u32.to_bits();
            }
        }
        if self.reset.val() {
            self.ctrl_key_len.d.next = self.keylen_128.val();
            self.ctrl_decrypt.d.next = false;
            self.ctrl_mode.d.next = self.mode_ecb.val();
            self.partial.d.next = false;
            self.w_data.d.next = 0_u32.to_bits();
            self.key_sel.d.next = 0_u32.to_bits();
            self.aw_full.d.next = false;
            self.w_full.d.next = false;
            self.apply.d.next = false;
            self.apply_key.d.next = false;
            self.apply_ctrl.d.next = false;
            self.apply_zeroize.d.next = false;
            self.apply_iv.d.next = false;
            self.apply_partial_clear.d.next = false;
            self.apply_length_err_clear.d.next = false;
            self.apply_mode_reg.d.next = false;
            self.length_err.d.next = false;
            self.b_valid.d.next = false;
            self.r_valid.d.next = false;
        }
        self.mode_next.next = self.ctrl_mode.d.val();
        self.mode_decrypt_next.next = self.ctrl_decrypt.d.val();
        // The core's ports, from the `apply_*` registers' inputs (last: their final values) and the
        // held write's decode.
        self.key_we_next.next = self.apply_key.d.val();
        self.key_addr_next.next = self.dec_key_index.q.val();
        self.ctrl_we_next.next = self.apply_ctrl.d.val();
        self.key_len_next.next = self.ctrl_key_len.d.val();
        self.decrypt_next.next = self.dec_core_decrypt.q.val();
        self.zeroize_next.next = self.apply_zeroize.d.val();

        // The write the holding registers hold from the next cycle on, decoded into `dec_*` (last:
        // the holding registers' final next values). `CTRL` fields: a value the build does not
        // support is stored as 0.
        self.map.wr_addr.next = self.aw_addr.d.val();
        self.map.wr_data.next = self.w_data.d.val();
        self.map.wr_strb.next = self.w_strb.d.val();
        self.dec_mapped.d.next = self.map.wr_mapped.val();
        self.dec_key_word.d.next = self.map.wr_key.val();
        self.dec_key.d.next = self.map.wr_key_any.val() & self.map.wr_any_lane.val();
        self.dec_key_index.d.next = self.map.wr_key_index.val();
        self.dec_iv.d.next = self.map.wr_iv.val() & self.map.wr_any_lane.val();
        self.dec_iv_index.d.next = self.map.wr_iv_index.val();
        self.dec_ctrl.d.next = self.map.wr_ctrl.val() & self.map.wr_fields.val();
        self.dec_zeroize.d.next = self.map.wr_ctrl.val() & self.map.wr_zeroize.val();
        self.dec_length_err_clear.d.next = self.map.wr_status.val() & self.map.wr_length_err_clear.val();
        self.dec_partial_clear.d.next = self.map.wr_status.val() & self.map.wr_partial_clear.val();
        self.dec_mode_reg.d.next = self.map.wr_mode_reg.val() & self.map.wr_any_lane.val();
        self.written_key_len.next = self.keylen_128.val();
        if self.has_192_256.val()
            & ((self.map.wr_key_len.val() == self.keylen_192.val())
                | (self.map.wr_key_len.val() == self.keylen_256.val()))
        {
            self.written_key_len.next = self.map.wr_key_len.val();
        }
        self.written_mode.next = self.mode_ecb.val();
        if self.mode_built.val().get_bit(self.map.wr_mode.val().index()) {
            self.written_mode.next = self.map.wr_mode.val();
        }
        self.written_decrypt.next = self.map.wr_decrypt.val() & self.decrypt_stored.val();
        self.dec_key_len.d.next = self.written_key_len.val();
        self.dec_mode.d.next = self.written_mode.val();
        self.dec_decrypt.d.next = self.written_decrypt.val();
        // The forward-only modes decrypt with the forward cipher; ECB or CBC decryption in a
        // build without the inverse cipher reaches the core, which keeps the key not ready.
        self.dec_core_decrypt.d.next =
            self.written_decrypt.val() & self.mode_inverse.val().get_bit(self.written_mode.val().index());
    }
}

#[cfg(test)]
mod tests {
    use super::key_word_bits;

    #[test]
    fn the_key_words_address_bits_tell_them_apart() {
        let mut bits: Vec<u8> = (0..8).map(key_word_bits).collect();
        bits.sort();
        assert_eq!(bits, (0..8).collect::<Vec<u8>>());
    }
}
