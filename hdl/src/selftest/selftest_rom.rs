//! The self-test's program ([`selftest_cases`]) as a read-only table indexed by the case number.

use crate::selftest::selftest_vectors::{SelftestCase, SelftestParams, selftest_cases};
use rust_hdl::prelude::*;

/// Cases in the self-test (`selftest_cases`).
pub const N_CASES: usize = 6;

/// Case `sel`'s `CTRL` word, key (word `i` in bits `[32i+31:32i]`), the index of its last
/// register write (`CTRL` is write 0, `KEYi` write `i + 1`), first block, block count and
/// expected checksum; `last` marks the final case. Past the last case every output is 0.
#[derive(LogicBlock)]
pub struct SelftestRom {
    pub sel: Signal<In, Bits<3>>,
    pub ctrl: Signal<Out, Bits<32>>,
    pub key: Signal<Out, Bits<256>>,
    pub last_write: Signal<Out, Bits<4>>,
    pub seed: Signal<Out, Bits<128>>,
    pub count: Signal<Out, Bits<32>>,
    pub expected: Signal<Out, Bits<128>>,
    pub last: Signal<Out, Bit>,
    ctrls: [Constant<Bits<32>>; N_CASES],
    keys: [Constant<Bits<256>>; N_CASES],
    last_writes: [Constant<Bits<4>>; N_CASES],
    seeds: [Constant<Bits<128>>; N_CASES],
    counts: [Constant<Bits<32>>; N_CASES],
    expects: [Constant<Bits<128>>; N_CASES],
    zero4: Constant<Bits<4>>,
    zero32: Constant<Bits<32>>,
    zero128: Constant<Bits<128>>,
    zero256: Constant<Bits<256>>,
}

/// The eight key words as one 256-bit value, word `i` in bits `[32i+31:32i]`.
pub fn key_bits(key: &[u32; 8]) -> Bits<256> {
    let mut b = Bits::<256>::default();
    for (i, w) in key.iter().enumerate() {
        b.set_bits::<32>(32 * i, w.to_bits());
    }
    b
}

impl SelftestRom {
    pub fn new(params: &SelftestParams) -> Self {
        let cases: Vec<SelftestCase> = selftest_cases(params);
        assert_eq!(cases.len(), N_CASES);
        SelftestRom {
            sel: Default::default(),
            ctrl: Default::default(),
            key: Default::default(),
            last_write: Default::default(),
            seed: Default::default(),
            count: Default::default(),
            expected: Default::default(),
            last: Default::default(),
            ctrls: core::array::from_fn(|i| Constant::new(cases[i].ctrl.to_bits())),
            keys: core::array::from_fn(|i| Constant::new(key_bits(&cases[i].key))),
            last_writes: core::array::from_fn(|i| Constant::new((cases[i].key_words() as u32).to_bits())),
            seeds: core::array::from_fn(|i| Constant::new(cases[i].seed.to_bits())),
            counts: core::array::from_fn(|i| Constant::new(cases[i].count.to_bits())),
            expects: core::array::from_fn(|i| Constant::new(cases[i].expected.to_bits())),
            zero4: Constant::new(0_u32.to_bits()),
            zero32: Constant::new(0_u32.to_bits()),
            zero128: Constant::new(0_u128.to_bits()),
            zero256: Constant::new(Bits::<256>::default()),
        }
    }
}

impl Logic for SelftestRom {
    #[hdl_gen]
    fn update(&mut self) {
        self.ctrl.next = self.zero32.val();
        self.key.next = self.zero256.val();
        self.last_write.next = self.zero4.val();
        self.seed.next = self.zero128.val();
        self.count.next = self.zero32.val();
        self.expected.next = self.zero128.val();
        self.last.next = false;
        match self.sel.val().index() {
            0 => {
                self.ctrl.next = self.ctrls[0].val();
                self.key.next = self.keys[0].val();
                self.last_write.next = self.last_writes[0].val();
                self.seed.next = self.seeds[0].val();
                self.count.next = self.counts[0].val();
                self.expected.next = self.expects[0].val();
            }
            1 => {
                self.ctrl.next = self.ctrls[1].val();
                self.key.next = self.keys[1].val();
                self.last_write.next = self.last_writes[1].val();
                self.seed.next = self.seeds[1].val();
                self.count.next = self.counts[1].val();
                self.expected.next = self.expects[1].val();
            }
            2 => {
                self.ctrl.next = self.ctrls[2].val();
                self.key.next = self.keys[2].val();
                self.last_write.next = self.last_writes[2].val();
                self.seed.next = self.seeds[2].val();
                self.count.next = self.counts[2].val();
                self.expected.next = self.expects[2].val();
            }
            3 => {
                self.ctrl.next = self.ctrls[3].val();
                self.key.next = self.keys[3].val();
                self.last_write.next = self.last_writes[3].val();
                self.seed.next = self.seeds[3].val();
                self.count.next = self.counts[3].val();
                self.expected.next = self.expects[3].val();
            }
            4 => {
                self.ctrl.next = self.ctrls[4].val();
                self.key.next = self.keys[4].val();
                self.last_write.next = self.last_writes[4].val();
                self.seed.next = self.seeds[4].val();
                self.count.next = self.counts[4].val();
                self.expected.next = self.expects[4].val();
            }
            5 => {
                self.ctrl.next = self.ctrls[5].val();
                self.key.next = self.keys[5].val();
                self.last_write.next = self.last_writes[5].val();
                self.seed.next = self.seeds[5].val();
                self.count.next = self.counts[5].val();
                self.expected.next = self.expects[5].val();
                self.last.next = true;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_holds_the_cases() {
        let params = SelftestParams::short(7);
        let cases = selftest_cases(&params);
        let mut uut = SelftestRom::new(&params);
        uut.connect_all();
        for i in 0..8u32 {
            uut.sel.next = i.to_bits();
            assert!(simulate(&mut uut, 10));
            match cases.get(i as usize) {
                Some(c) => {
                    assert_eq!(uut.ctrl.val().to_u32(), c.ctrl);
                    assert_eq!(uut.key.val(), key_bits(&c.key));
                    assert_eq!(uut.last_write.val().to_u32() as usize, c.key_words());
                    assert_eq!(uut.seed.val().to_u128(), c.seed);
                    assert_eq!(uut.count.val().to_u32(), c.count);
                    assert_eq!(uut.expected.val().to_u128(), c.expected);
                    assert_eq!(uut.last.val(), i as usize == N_CASES - 1);
                }
                None => {
                    assert_eq!(uut.count.val().to_u32(), 0);
                    assert!(!uut.last.val());
                }
            }
        }
    }
}
