//! `IvRegisters`: `IV0..IV3`, the IV or counter block a packet of a chained mode starts from
//! (`docs/aes_axis.md`, "Modes of operation"), with the hand-over at a packet's end.
//!
//! A packet's first block reads these registers; when the packet ends, its mode hands the value
//! that continues the stream over to them (`load`, per word), except the words software wrote
//! since the packet started (`written`): the written value wins. A write counts as one during
//! the packet while `window` is high (the packet is open, its first beat is taken now, or a fed
//! back block is still in the cipher); `packet_end` closes the window's record.
//!
//! | state (per word) | condition | next |
//! |------------------|-----------|------|
//! | `written = 0` | write of the word while `window` | `written = 1` |
//! | `written = 1` | `packet_end` | `written = 0` |
//! | any | `load` of the word and `written = 0` | `iv = load_data` |
//! | any | write of the word | `iv = data` (after the hand-over: the write wins) |
//!
//! Zeroize and reset clear the words and the flags.

use crate::primitives::register::Reg;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IvRegisters {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub zeroize: Signal<In, Bit>,
    /// A write of `data` (strobes merged) to `IV[index]`.
    pub we: Signal<In, Bit>,
    pub index: Signal<In, Bits<2>>,
    pub data: Signal<In, Bits<32>>,
    pub window: Signal<In, Bit>,
    pub packet_end: Signal<In, Bit>,
    pub load: Signal<In, Bits<4>>,
    pub load_data: [Signal<In, Bits<32>>; 4],
    pub iv: [Signal<Out, Bits<32>>; 4],
    /// The words written during the packet (a hand-over leaves them).
    pub written_words: [Signal<Out, Bit>; 4],
    word: [Reg<Bits<32>>; 4],
    written: [Reg<Bit>; 4],
    index_of: [Constant<Bits<2>>; 4],
    zero: Constant<Bits<32>>,
}

impl Default for IvRegisters {
    fn default() -> Self {
        IvRegisters {
            clock: Default::default(),
            reset: Default::default(),
            zeroize: Default::default(),
            we: Default::default(),
            index: Default::default(),
            data: Default::default(),
            window: Default::default(),
            packet_end: Default::default(),
            load: Default::default(),
            load_data: Default::default(),
            iv: Default::default(),
            word: Default::default(),
            written: Default::default(),
            written_words: Default::default(),
            index_of: [0_u8, 1, 2, 3].map(|i| Constant::new(i.to_bits())),
            zero: Constant::new(0_u32.to_bits()),
        }
    }
}

impl Logic for IvRegisters {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..4 {
            self.word[i].clock.next = self.clock.val();
            self.written[i].clock.next = self.clock.val();
            self.word[i].d.next = self.word[i].q.val();
            self.written[i].d.next = self.written[i].q.val();
            self.iv[i].next = self.word[i].q.val();
            self.written_words[i].next = self.written[i].q.val();
            if self.load.val().get_bit(i) & !self.written[i].q.val() {
                self.word[i].d.next = self.load_data[i].val();
            }
            if self.we.val() & (self.index.val() == self.index_of[i].val()) & self.window.val() {
                self.written[i].d.next = true;
            }
            if self.packet_end.val() {
                self.written[i].d.next = false;
            }
            if self.we.val() & (self.index.val() == self.index_of[i].val()) {
                self.word[i].d.next = self.data.val();
            }
            if self.zeroize.val() | self.reset.val() {
                self.word[i].d.next = self.zero.val();
                self.written[i].d.next = false;
            }
        }
    }
}
