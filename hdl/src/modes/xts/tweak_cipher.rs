//! Development stand-in (replaced by the real unit): `TweakCipher` with the agreed ports, simulated
//! with the `aes` crate.
use crate::params::CoreOptions;
use crate::primitives::not_a_signal::not_a_signal;
use rust_hdl::prelude::*;

pub const fn tweak_latency(aes256: bool) -> u64 {
    if aes256 { 16 } else { 12 }
}

pub struct StubState { key: [u32; 8], count: u64, result: u128, present: bool, done: bool }
not_a_signal!(StubState);

#[derive(LogicBlock)]
pub struct TweakCipher {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub clear: Signal<In, Bit>,
    pub key_we: Signal<In, Bit>,
    pub key_index: Signal<In, Bits<3>>,
    pub key_data: Signal<In, Bits<32>>,
    pub key_strb: Signal<In, Bits<4>>,
    pub aes256: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    pub block_in: [Signal<In, Bits<32>>; 4],
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    pub out: [Signal<Out, Bits<32>>; 4],
    st: StubState,
}

impl TweakCipher {
    pub fn new(options: CoreOptions) -> Self {
        TweakCipher { clock: Default::default(), reset: Default::default(), clear: Default::default(), key_we: Default::default(), key_index: Default::default(), key_data: Default::default(), key_strb: Default::default(), aes256: Default::default(), start: Default::default(), block_in: Default::default(), busy: Default::default(), done: Default::default(), out: Default::default(), st: StubState { key: [0; 8], count: 0, result: 0, present: options.has_xts(), done: false } }
    }
    pub fn state_words(&self) -> Vec<u32> { let mut v = self.st.key.to_vec(); v.extend((0..4).map(|c| (self.st.result >> (32 * c)) as u32)); v }
}

impl Logic for TweakCipher {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            let s = &mut self.st;
            s.done = s.count == 1;
            if s.count > 0 { s.count -= 1; }
            if self.key_we.val() {
                let i = self.key_index.val().index();
                let strb = self.key_strb.val().to_u32();
                let mut m = 0u32; for b in 0..4 { if strb >> b & 1 == 1 { m |= 0xFF << (8 * b); } }
                s.key[i] = (s.key[i] & !m) | (self.key_data.val().to_u32() & m);
            }
            if self.start.val() && s.present {
                let n = if self.aes256.val() { 8 } else { 4 };
                let key: Vec<u8> = s.key[..n].iter().flat_map(|w| w.to_le_bytes()).collect();
                let e = aes_fpga_driver::software::Ecb::new(&key, false).unwrap();
                let b = self.block_in.iter().rev().fold(0u128, |a, w| a << 32 | w.val().to_u32() as u128);
                s.result = e.tdata(b);
                s.count = tweak_latency(self.aes256.val());
            }
            if self.clear.val() || self.reset.val() { s.key = [0; 8]; s.result = 0; s.count = 0; s.done = false; }
        }
        self.busy.next = self.st.count > 0;
        let visible = self.st.count == 0;
        for c in 0..4 { self.out[c].next = (if visible { (self.st.result >> (32 * c)) as u32 } else { 0 }).to_bits(); }
        self.done.next = self.st.done;
    }
    fn connect(&mut self) { self.busy.connect(); self.done.connect(); for o in self.out.iter_mut() { o.connect(); } }
    fn hdl(&self) -> Verilog { Verilog::Custom("// stand-in\n".into()) }
}
