//! Cycle-level driver for `AesCore`: drives its ports for one cycle at a time, records what
//! happened, checks the output handshake rules and feeds the scoreboard.

use crate::clocks::sim;
use crate::reference::Settings;
use hdl_harness::sim::Sim;
use crate::stream::{Beat, HandshakeMonitor, Scoreboard, Sink, Source};
use aes_hdl::aes_core::AesCore;
use aes_hdl::params::CoreOptions;
use rust_hdl::prelude::*;

/// What the bench drives in one cycle. The settings (`CoreBench::settings`) are written with a
/// settings write (`ctrl_we`) in the first cycle after they change that has no key write or
/// zeroize. The core registers its write ports: a write driven in cycle `t` acts in `t + 1`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Drive {
    pub input: Option<Beat>,
    pub out_ready: bool,
    pub key_write: Option<(usize, u32)>,
    pub zeroize: bool,
    pub reset: bool,
    /// A settings write this cycle (also set by the bench when the settings changed; recorded).
    pub ctrl_write: bool,
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
    /// `key_len` and `decrypt`, driven every cycle until changed.
    pub settings: Settings,
    /// The settings last written to the core.
    written_settings: Settings,
    /// Every cycle's drive, settings and observation, when recording (for replay on another
    /// simulator).
    pub recording: Option<Vec<(Drive, Settings, Observed)>>,
    /// The previous cycle drove a key, settings or zeroize write: the core registers its write
    /// ports, so that write acts in this cycle.
    writing: bool,
    /// The previous cycle's `out_valid_next`: `out_valid` must be that in this cycle.
    valid_next: Option<bool>,
}

impl Default for CoreBench {
    fn default() -> Self {
        Self::new()
    }
}

impl CoreBench {
    /// A core with every feature after a one-cycle reset.
    pub fn new() -> Self {
        Self::start(CoreOptions::default(), None)
    }

    /// A core built with `options` after a one-cycle reset.
    pub fn with_options(options: CoreOptions) -> Self {
        Self::start(options, None)
    }

    /// A core after a one-cycle reset that records every cycle from power-up on.
    pub fn recorded() -> Self {
        Self::recorded_with(CoreOptions::default())
    }

    /// A core built with `options` that records every cycle from power-up on.
    pub fn recorded_with(options: CoreOptions) -> Self {
        Self::start(options, Some(vec![]))
    }

    fn start(options: CoreOptions, recording: Option<Vec<(Drive, Settings, Observed)>>) -> Self {
        let mut bench = CoreBench {
            sim: sim(AesCore::new(options)),
            scoreboard: Scoreboard::default(),
            monitor: Default::default(),
            settings: Settings::default(),
            written_settings: Settings::default(),
            recording,
            writing: false,
            valid_next: None,
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
        let ctrl_write = d.ctrl_write
            || (!d.reset && d.key_write.is_none() && !d.zeroize && self.settings != self.written_settings);
        u.ctrl_we.next = ctrl_write;
        u.key_len.next = (self.settings.key_len as u64).to_bits();
        u.decrypt.next = self.settings.decrypt;
        u.zeroize.next = d.zeroize;
        self.sim.eval();

        let u = &self.sim.uut;
        if let Some(v) = self.valid_next {
            assert_eq!(u.out_valid.val(), v, "cycle {}: out_valid is not the last cycle's out_valid_next", self.sim.cycle());
        }
        self.valid_next = Some(u.out_valid_next.val());
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
            self.written_settings = Settings::default();
        } else {
            self.monitor.check("out", obs.cycle, output, d.out_ready);
            // A write on the ports acts in the next cycle: a block offered with it starts its
            // transaction under the key in force.
            if d.input.is_some() && obs.key_ready && !self.writing {
                self.scoreboard.offered();
            }
            if obs.accepted {
                self.scoreboard.accepted(beat);
            }
            if obs.emitted {
                self.scoreboard.emitted(obs.cycle, output.unwrap());
            }
            // The writes act in the next cycle: after this cycle's blocks.
            if ctrl_write {
                self.written_settings = self.settings;
                self.scoreboard.settings_write(self.settings);
            }
            if let Some((addr, word)) = d.key_write {
                self.scoreboard.key_write(addr, word);
            }
            if d.zeroize {
                self.scoreboard.zeroize();
            }
        }
        self.writing = !d.reset && (d.key_write.is_some() || ctrl_write || d.zeroize);
        if let Some(log) = &mut self.recording {
            log.push((Drive { ctrl_write, ..*d }, self.settings, obs));
        }
        self.sim.tick();
        obs
    }

    /// An idle cycle with the output ready.
    pub fn idle(&mut self) -> Observed {
        self.cycle(&Drive { out_ready: true, ..Default::default() })
    }

    /// Writes the settings if they changed, then the key words in consecutive cycles; returns
    /// the cycle of the last write.
    pub fn write_key(&mut self, key: &[u32]) -> u64 {
        if self.settings != self.written_settings {
            self.idle();
        }
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
    pub fn load_key(&mut self, key: &[u32]) {
        self.write_key(key);
        self.wait_key_ready(100);
    }

    /// Sets the key length and direction, then writes as many key words as the key length has
    /// and waits until the key is loaded.
    pub fn load(&mut self, settings: Settings, key: &[u32; 8]) {
        self.settings = settings;
        let nk = settings.key_len().map_or(4, |k| k.nk());
        self.load_key(&key[..nk]);
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
