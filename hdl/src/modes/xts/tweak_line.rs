//! `TweakLine`: the tweak of every XTS block in the core, beside it, in flip-flops: the value
//! that the output XOR needs when the block leaves, `latency` cycles after it went in.
//!
//! The tweaks are key material, so they cannot wait in the modes' delay line (`side_line.rs`),
//! whose distributed RAM keeps what it held and has no reset. Here they move along a shift
//! register, one stage per cycle, that takes 0 in every cycle no XTS block enters the core: a
//! tweak leaves the line with its block, so once no XTS block is in the core the line is 0
//! without a clear, and reset clears every stage at once. With the core never stalled the line
//! needs no pointers: the block that went in at cycle `c` leaves at `c + latency` and its tweak
//! is then in stage `latency - 1`. AES-128 and AES-256 take different taps (`aes256`, held for
//! the data units in the core: a key length change drains it first).
//!
//! | port | width | |
//! |------|-------|-|
//! | `reset` | 1 | every stage 0 at the clock edge |
//! | `d` | 4 x 32 | the tweak of the block the core takes in this cycle, 0 without an XTS block |
//! | `aes256` | 1 | the blocks in the core are AES-256's |
//! | `q` | 4 x 32 | the tweak of the block leaving the core in this cycle (0 without one) |
//!
//! Built absent (a build without XTS) it has no stage and `q` is 0.

use crate::params::{CoreOptions, KeyLen};
use crate::primitives::not_a_signal::not_a_signal;
use crate::primitives::tie_off;
use rust_hdl::prelude::*;

/// The stages and the two taps, or `None` in a build without XTS: simulation state and build
/// parameters, not signals.
struct Stages {
    taps: Option<(usize, usize)>,
    words: Vec<u128>,
}

not_a_signal!(Stages);

#[derive(LogicBlock)]
pub struct TweakLine {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub d: [Signal<In, Bits<32>>; 4],
    pub aes256: Signal<In, Bit>,
    pub q: [Signal<Out, Bits<32>>; 4],
    stages: Stages,
}

impl TweakLine {
    /// The line of a build with `options`: as many stages as its longest XTS latency (AES-256
    /// where the build has it).
    pub fn new(options: CoreOptions) -> Self {
        let taps = options.has_xts().then(|| {
            let tap = |k| options.latency(k) as usize - 1;
            (tap(KeyLen::Aes128), if options.aes192_256 { tap(KeyLen::Aes256) } else { tap(KeyLen::Aes128) })
        });
        let depth = taps.map_or(0, |(a, b)| a.max(b) + 1);
        TweakLine {
            clock: Default::default(),
            reset: Default::default(),
            d: Default::default(),
            aes256: Default::default(),
            q: Default::default(),
            stages: Stages { taps, words: vec![0; depth] },
        }
    }

    /// Every stage's four words, stage 0 first (for checks that nothing is left in them; a
    /// waveform of the rust-hdl model does not show them).
    pub fn stage_words(&self) -> Vec<u32> {
        self.stages.words.iter().flat_map(|&s| (0..4).map(move |i| (s >> (32 * i)) as u32)).collect()
    }
}

impl Logic for TweakLine {
    fn update(&mut self) {
        let Some((t128, t256)) = self.stages.taps else {
            for q in &mut self.q {
                q.next = 0_u32.to_bits();
            }
            return;
        };
        let words = &mut self.stages.words;
        if self.clock.pos_edge() {
            if self.reset.val() {
                words.iter_mut().for_each(|w| *w = 0);
            } else {
                let d = self.d.iter().rev().fold(0u128, |a, w| a << 32 | w.val().to_u32() as u128);
                words.rotate_right(1);
                words[0] = d;
            }
        }
        let out = words[if self.aes256.val() { t256 } else { t128 }];
        for (i, q) in self.q.iter_mut().enumerate() {
            q.next = ((out >> (32 * i)) as u32).to_bits();
        }
    }

    fn connect(&mut self) {
        for q in &mut self.q {
            q.connect();
        }
    }

    fn hdl(&self) -> Verilog {
        let Some((t128, t256)) = self.stages.taps else {
            let outputs: String = (0..4).map(|i| tie_off(&format!("q${i}"), 32, "d$0")).collect();
            return Verilog::Custom(outputs + "wire _unused_ok = &{1'b0, clock, reset, d$0, d$1, d$2, d$3, aes256, 1'b0};\n");
        };
        let depth = self.stages.words.len();
        let mut v = String::new();
        for k in 0..depth {
            v.push_str(&format!("reg [127:0] s{k} = 128'd0;\n"));
        }
        v.push_str("always @(posedge clock)\n  if (reset) begin\n");
        for k in 0..depth {
            v.push_str(&format!("    s{k} <= 128'd0;\n"));
        }
        v.push_str("  end else begin\n    s0 <= {d$3, d$2, d$1, d$0};\n");
        for k in 1..depth {
            v.push_str(&format!("    s{k} <= s{};\n", k - 1));
        }
        v.push_str("  end\n");
        for i in 0..4 {
            let (hi, lo) = (32 * i + 31, 32 * i);
            v.push_str(&format!("always @(*) q${i} = aes256 ? s{t256}[{hi}:{lo}] : s{t128}[{hi}:{lo}];\n"));
        }
        Verilog::Custom(v)
    }
}
