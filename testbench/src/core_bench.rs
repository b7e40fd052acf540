//! Cycle-level driver for `AesCore`: drives its ports for one cycle at a time, records what
//! happened, checks the output handshake rules and feeds the scoreboard.

use crate::reference::Key128;
use crate::sim::{Clocked, Sim};
use crate::stream::{Beat, HandshakeMonitor, Scoreboard, Sink, Source};
use aes_hdl::aes_core::AesCore;
use rust_hdl::prelude::*;

impl Clocked for AesCore {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

/// What the bench drives in one cycle.
#[derive(Clone, Copy, Debug, Default)]
pub struct Drive {
    pub input: Option<Beat>,
    pub out_ready: bool,
    pub key_write: Option<(usize, u32)>,
    pub key_len: u8,
    pub zeroize: bool,
    pub reset: bool,
}

/// What the core did in that cycle.
#[derive(Clone, Copy, Debug, Default)]
pub struct Observed {
    pub cycle: u64,
    pub in_ready: bool,
    pub accepted: bool,
    pub output: Option<Beat>,
    pub emitted: bool,
    pub key_ready: bool,
    pub deriving: bool,
    pub refreshing: bool,
    pub busy: bool,
}

pub struct CoreBench {
    pub sim: Sim<AesCore>,
    pub scoreboard: Scoreboard,
    monitor: HandshakeMonitor,
    /// Every cycle's drive and observation, when recording (for replay on another simulator).
    pub recording: Option<Vec<(Drive, Observed)>>,
}

impl Default for CoreBench {
    fn default() -> Self {
        Self::new()
    }
}

impl CoreBench {
    /// A core after a one-cycle reset.
    pub fn new() -> Self {
        Self::start(None)
    }

    /// A core after a one-cycle reset that records every cycle from power-up on.
    pub fn recorded() -> Self {
        Self::start(Some(vec![]))
    }

    fn start(recording: Option<Vec<(Drive, Observed)>>) -> Self {
        let mut bench = CoreBench {
            sim: Sim::new(AesCore::default()),
            scoreboard: Scoreboard::default(),
            monitor: Default::default(),
            recording,
        };
        bench.cycle(&Drive { reset: true, ..Default::default() });
        bench
    }

    pub fn cycle_count(&self) -> u64 {
        self.sim.cycle()
    }

    /// Drives `d` for one cycle, samples the handshakes and clocks the core.
    pub fn cycle(&mut self, d: &Drive) -> Observed {
        let u = &mut self.sim.uut;
        u.reset.next = d.reset;
        u.in_valid.next = d.input.is_some();
        let beat = d.input.unwrap_or(Beat { data: 0, last: false });
        u.in_data.next = beat.data.to_bits();
        u.in_last.next = beat.last;
        u.out_ready.next = d.out_ready;
        u.key_we.next = d.key_write.is_some();
        let (addr, word) = d.key_write.unwrap_or((0, 0));
        u.key_addr.next = (addr as u64).to_bits();
        u.key_data.next = word.to_bits();
        u.key_len.next = (d.key_len as u64).to_bits();
        u.zeroize.next = d.zeroize;
        self.sim.eval();

        let u = &self.sim.uut;
        let output = u.out_valid.val().then(|| Beat { data: u.out_data.val().to_u128(), last: u.out_last.val() });
        let obs = Observed {
            cycle: self.sim.cycle(),
            in_ready: u.in_ready.val(),
            accepted: d.input.is_some() && u.in_ready.val(),
            output,
            emitted: output.is_some() && d.out_ready,
            key_ready: u.key_ready.val(),
            deriving: u.deriving.val(),
            refreshing: u.refreshing.val(),
            busy: u.busy.val(),
        };
        if d.reset {
            self.scoreboard.reset();
            self.monitor = HandshakeMonitor::default();
        } else {
            self.monitor.check("out", obs.cycle, output, d.out_ready);
            if obs.accepted {
                self.scoreboard.accepted(beat);
            }
            if obs.emitted {
                self.scoreboard.emitted(obs.cycle, output.unwrap());
            }
            if let Some((addr, word)) = d.key_write {
                self.scoreboard.key_write(addr, word);
            }
            if d.zeroize {
                self.scoreboard.zeroize();
            }
        }
        if let Some(log) = &mut self.recording {
            log.push((*d, obs));
        }
        self.sim.tick();
        obs
    }

    /// An idle cycle with the output ready.
    pub fn idle(&mut self) -> Observed {
        self.cycle(&Drive { out_ready: true, ..Default::default() })
    }

    /// Writes the key words in consecutive cycles; returns the cycle of the last write.
    pub fn write_key(&mut self, key: &Key128) -> u64 {
        let mut last = 0;
        for (i, &w) in key.iter().enumerate() {
            last = self.cycle(&Drive { out_ready: true, key_write: Some((i, w)), ..Default::default() }).cycle;
        }
        last
    }

    /// Idles until `key_ready`; returns the cycle it was first seen high.
    pub fn wait_key_ready(&mut self, limit: u64) -> u64 {
        for _ in 0..limit {
            let o = self.idle();
            if o.key_ready {
                return o.cycle;
            }
        }
        panic!("key_ready not seen within {limit} cycles");
    }

    /// Writes a key and waits until it is loaded.
    pub fn load_key(&mut self, key: &Key128) {
        self.write_key(key);
        self.wait_key_ready(100);
    }

    /// Streams `source` into the core and out to `sink` until every block has come out.
    /// Returns the observation of every cycle.
    pub fn run_stream(&mut self, source: &mut Source, sink: &mut Sink, limit: u64) -> Vec<Observed> {
        let mut log = Vec::new();
        for _ in 0..limit {
            if source.is_done() && self.scoreboard.outstanding() == 0 {
                return log;
            }
            let d = Drive { input: source.drive(), out_ready: sink.ready(), ..Default::default() };
            let o = self.cycle(&d);
            if o.accepted {
                source.taken();
            }
            log.push(o);
        }
        panic!("stream not finished after {limit} cycles ({} blocks outstanding)", self.scoreboard.outstanding());
    }
}
