//! Cycle-level driver for `aes_axis`: an AXI4-Lite master (writes with a chosen AW/W order,
//! reads), the AXI4-Stream source and sink from `stream.rs`, a handshake monitor on `m_axis` and
//! the scoreboard.
//!
//! The scoreboard's key model (`key_model.rs`) follows the register writes as the contract
//! (`docs/aes_axis.md`, "Key lifecycle") defines them (strobes merged into the key word, a key
//! update completes when every word of the key length is written, `KEYLEN` changes and `ZEROIZE`
//! clear the words), applied in the first cycle the write response is visible: a write is complete
//! when it is answered, and every transaction that starts from then on must use it.
//!
//! Every cycle the bench also checks `m_axis_tkeep = 0xFFFF` with `m_axis_tvalid`, and that
//! every `valid` and `ready` output is low while `aresetn` is low.

use crate::clocks::sim;
use crate::engine::{AxisEngine, AxisIn};
use hdl_harness::sim::Sim;
use crate::stream::{Beat, HandshakeMonitor, Scoreboard, Sink, Source};
use crate::reference::Settings;
use aes_hdl::aes_axis::AesAxis;
use aes_hdl::params::{CoreOptions, KeyLen};
use aes_fpga_driver::regs::{self, offset, Ctrl, Mode, Status};
use std::collections::VecDeque;


/// Register offsets (`aes_fpga_driver::regs::offset`) as the 8-bit AXI4-Lite addresses the
/// bench drives.
pub mod addr {
    use aes_fpga_driver::regs::offset;
    pub const CTRL: u8 = offset::CTRL as u8;
    pub const STATUS: u8 = offset::STATUS as u8;
    pub const KEY0: u8 = offset::KEY0 as u8;
    pub const BLOCKS_IN: u8 = offset::BLOCKS_IN as u8;
    pub const BLOCKS_OUT: u8 = offset::BLOCKS_OUT as u8;
    pub const CAPS: u8 = offset::CAPS as u8;
    pub const ID: u8 = offset::ID as u8;
    pub const AAD_LEN: u8 = offset::AAD_LEN as u8;
    pub const fn key(i: u8) -> u8 {
        offset::key(i as usize) as u8
    }
    pub const fn iv(i: u8) -> u8 {
        offset::iv(i as usize) as u8
    }
    pub const fn xkey(i: u8) -> u8 {
        offset::xkey(i as usize) as u8
    }
}
pub use aes_fpga_driver::regs::{OKAY, SLVERR};
pub const ZEROIZE: u32 = aes_fpga_driver::regs::ctrl::ZEROIZE;

/// In which order the master presents the write address and data channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    AwFirst,
    WFirst,
    Together,
}

#[derive(Clone, Copy, Debug)]
pub enum LiteOp {
    Write { addr: u8, data: u32, strb: u8, order: Order },
    Read { addr: u8 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiteResult {
    Write { addr: u8, resp: u8 },
    Read { addr: u8, data: u32, resp: u8 },
}

/// One AXI4-Lite operation at a time. `resp_delay` cycles of `bready`/`rready` low after the
/// response appears check that the slave holds it.
#[derive(Default)]
pub struct LiteMaster {
    queue: VecDeque<LiteOp>,
    op: Option<LiteOp>,
    aw_done: bool,
    w_done: bool,
    ar_done: bool,
    resp_seen: u32,
    pub resp_delay: u32,
    pub results: VecDeque<LiteResult>,
}

/// What the master drives in a cycle.
#[derive(Clone, Copy, Default)]
struct LiteDrive {
    awvalid: bool,
    awaddr: u8,
    wvalid: bool,
    wdata: u32,
    wstrb: u8,
    bready: bool,
    arvalid: bool,
    araddr: u8,
    rready: bool,
}

impl LiteMaster {
    pub fn push(&mut self, op: LiteOp) {
        self.queue.push_back(op);
    }

    pub fn is_idle(&self) -> bool {
        self.op.is_none() && self.queue.is_empty()
    }

    fn drive(&mut self) -> LiteDrive {
        if self.op.is_none() {
            self.op = self.queue.pop_front();
            self.aw_done = false;
            self.w_done = false;
            self.ar_done = false;
            self.resp_seen = 0;
        }
        let mut d = LiteDrive::default();
        match self.op {
            Some(LiteOp::Write { addr, data, strb, order }) => {
                let aw_turn = match order {
                    Order::AwFirst | Order::Together => true,
                    Order::WFirst => self.w_done,
                };
                let w_turn = match order {
                    Order::WFirst | Order::Together => true,
                    Order::AwFirst => self.aw_done,
                };
                d.awvalid = !self.aw_done && aw_turn;
                d.awaddr = addr;
                d.wvalid = !self.w_done && w_turn;
                d.wdata = data;
                d.wstrb = strb;
                d.bready = self.aw_done && self.w_done && self.resp_seen >= self.resp_delay;
            }
            Some(LiteOp::Read { addr }) => {
                d.arvalid = !self.ar_done;
                d.araddr = addr;
                d.rready = self.ar_done && self.resp_seen >= self.resp_delay;
            }
            None => {}
        }
        d
    }
}

/// What happened in one cycle.
#[derive(Clone, Copy, Debug, Default)]
pub struct Observed {
    pub cycle: u64,
    pub s_ready: bool,
    pub accepted: bool,
    pub output: Option<Beat>,
    pub emitted: bool,
    /// A write response became visible this cycle: (address, response).
    pub write_answered: Option<(u8, u8)>,
}

/// The AXI driver and checker, on any simulation engine (the rust-hdl simulation by default).
pub struct AxisBench<E: AxisEngine = Sim<AesAxis>> {
    pub engine: E,
    pub scoreboard: Scoreboard,
    pub lite: LiteMaster,
    monitor: HandshakeMonitor,
    /// Every cycle, also check that `s_axis_tready` is the same with `m_axis_tready` flipped.
    pub check_tready_independence: bool,
    write_pending_model: bool,
    /// The build, and the `CTRL` settings as the contract stores them.
    pub options: CoreOptions,
    pub ctrl: Settings,
    /// `s_axis_tkeep`, driven every cycle.
    pub tkeep: u16,
    /// The scoreboard checks every block (off for GCM packets, whose checks are `aes-gcm`'s).
    pub scoreboard_on: bool,
}

/// The key length and the cipher direction the core runs after a `CTRL` write of `data`: the
/// fields as stored (a value the build does not support is 0), and decryption only for the
/// modes that decrypt with the inverse cipher (the others use the forward cipher both ways).
pub fn ctrl_settings(data: u32, options: CoreOptions) -> Settings {
    let ctrl = Ctrl::decode(data).stored(options.caps());
    let mode = Mode::from_code(ctrl.mode).unwrap_or_default();
    let decrypt = ctrl.decrypt && mode.decrypts_with_inverse_cipher();
    let key_len = KeyLen::from_code(ctrl.key_len as u8).unwrap_or(KeyLen::Aes128);
    Settings::new(key_len, decrypt)
}

/// `CTRL.MODE` and `CTRL.DECRYPT` as stored after a write of `data`.
pub fn ctrl_mode(data: u32, options: CoreOptions) -> (Mode, bool) {
    let ctrl = Ctrl::decode(data).stored(options.caps());
    (Mode::from_code(ctrl.mode).unwrap_or_default(), ctrl.decrypt)
}

impl Default for AxisBench {
    fn default() -> Self {
        Self::new()
    }
}

impl AxisBench {
    /// A design with every feature after a one-cycle reset.
    pub fn new() -> Self {
        Self::with_options(CoreOptions::default())
    }

    /// A design built with `options` after a one-cycle reset.
    pub fn with_options(options: CoreOptions) -> Self {
        AxisBench::on_engine(sim(AesAxis::new(options)), options)
    }
}

impl<E: AxisEngine> AxisBench<E> {
    /// The bench on `engine`, a model of a build with `options`, after a one-cycle reset.
    pub fn on_engine(engine: E, options: CoreOptions) -> Self {
        let mut bench = AxisBench {
            options,
            ctrl: Settings::default(),
            engine,
            scoreboard: Scoreboard::default(),
            lite: LiteMaster::default(),
            monitor: HandshakeMonitor::default(),
            check_tready_independence: false,
            write_pending_model: false,
            tkeep: 0xffff,
            scoreboard_on: true,
        };
        bench.cycle(None, true, true);
        bench
    }

    pub fn cycle_count(&self) -> u64 {
        self.engine.cycle()
    }

    /// Drives one cycle: the AXI4-Lite master's next step, `input` on `s_axis`, `m_ready` on
    /// `m_axis_tready`, `reset` on `aresetn` (low), then clocks the design.
    pub fn cycle(&mut self, input: Option<Beat>, m_ready: bool, reset: bool) -> Observed {
        let l = if reset { LiteDrive::default() } else { self.lite.drive() };
        let beat = input.unwrap_or(Beat { data: 0, last: false });
        let mut ports = AxisIn {
            aresetn: !reset,
            s_axi_awvalid: l.awvalid,
            s_axi_awaddr: l.awaddr,
            s_axi_wvalid: l.wvalid,
            s_axi_wdata: l.wdata,
            s_axi_wstrb: l.wstrb,
            s_axi_bready: l.bready,
            s_axi_arvalid: l.arvalid,
            s_axi_araddr: l.araddr,
            s_axi_rready: l.rready,
            s_axis_tvalid: input.is_some(),
            s_axis_tdata: beat.data,
            s_axis_tlast: beat.last,
            s_axis_tkeep: self.tkeep,
            m_axis_tready: m_ready,
        };
        self.engine.set(&ports);

        if self.check_tready_independence {
            let before = self.engine.get().s_axis_tready;
            ports.m_axis_tready = !m_ready;
            self.engine.set(&ports);
            assert_eq!(
                self.engine.get().s_axis_tready,
                before,
                "cycle {}: s_axis_tready changed with m_axis_tready",
                self.engine.cycle()
            );
            ports.m_axis_tready = m_ready;
            self.engine.set(&ports);
        }

        let cycle = self.engine.cycle();
        let u = self.engine.get();
        if reset {
            assert!(
                !(u.s_axi_awready || u.s_axi_wready || u.s_axi_arready || u.s_axi_bvalid || u.s_axi_rvalid
                    || u.s_axis_tready || u.m_axis_tvalid),
                "cycle {cycle}: a valid or ready output is high while aresetn is low: {u:?}"
            );
        }
        if u.m_axis_tvalid {
            assert_eq!(u.m_axis_tkeep, 0xffff, "cycle {cycle}: m_axis_tkeep");
        }
        let output = u.m_axis_tvalid.then_some(Beat { data: u.m_axis_tdata, last: u.m_axis_tlast });
        let s_ready = u.s_axis_tready;
        let mut obs = Observed {
            cycle,
            s_ready,
            accepted: input.is_some() && s_ready,
            output,
            emitted: output.is_some() && m_ready,
            write_answered: None,
        };

        // AXI4-Lite channel handshakes and responses.
        let (awready, wready, arready) = (u.s_axi_awready, u.s_axi_wready, u.s_axi_arready);
        let (bvalid, bresp) = (u.s_axi_bvalid, u.s_axi_bresp);
        let (rvalid, rresp, rdata) = (u.s_axi_rvalid, u.s_axi_rresp, u.s_axi_rdata);
        let mut model_write = None;
        if !reset {
            let m = &mut self.lite;
            if l.awvalid && awready {
                m.aw_done = true;
            }
            if l.wvalid && wready {
                m.w_done = true;
            }
            if l.arvalid && arready {
                m.ar_done = true;
            }
            match m.op {
                Some(LiteOp::Write { addr, data, strb, .. }) if bvalid => {
                    assert!(m.aw_done && m.w_done || (l.awvalid && awready) || (l.wvalid && wready),
                        "cycle {cycle}: bvalid before the write was complete");
                    if !self.write_pending_model {
                        self.write_pending_model = true;
                        obs.write_answered = Some((addr, bresp));
                        model_write = Some((addr, data, strb, bresp));
                    }
                    m.resp_seen += 1;
                    if l.bready {
                        m.results.push_back(LiteResult::Write { addr, resp: bresp });
                        m.op = None;
                        self.write_pending_model = false;
                    }
                }
                Some(LiteOp::Read { addr }) if rvalid => {
                    m.resp_seen += 1;
                    if l.rready {
                        m.results.push_back(LiteResult::Read { addr, data: rdata, resp: rresp });
                        m.op = None;
                    }
                }
                _ => {
                    assert!(!bvalid && !rvalid, "cycle {cycle}: a response nobody asked for");
                }
            }
        }

        if reset {
            // Reset abandons the AXI4-Lite operation in progress (its response never comes).
            self.lite.op = None;
            self.write_pending_model = false;
            self.scoreboard.reset();
            self.ctrl = Settings::default();
            self.monitor = HandshakeMonitor::default();
        } else {
            self.monitor.check("m_axis", cycle, output, m_ready);
            if let Some((a, data, strb, resp)) = model_write {
                if resp == OKAY {
                    self.model_register_write(a, data, strb);
                }
            }
            if obs.accepted && self.scoreboard_on {
                self.scoreboard.accepted(beat);
            }
            if obs.emitted && self.scoreboard_on {
                self.scoreboard.emitted(cycle, output.unwrap());
            }
        }
        self.engine.tick();
        obs
    }

    /// The contract's effect of a register write on the key words and the `CTRL` settings.
    fn model_register_write(&mut self, a: u8, data: u32, strb: u8) {
        let Some(reg) = regs::lookup(a as u32, self.options.caps()) else { return };
        let merge = |old: u32| {
            (0..4).filter(|b| strb & (1 << b) != 0).fold(old, |w, b| (w & !(0xff << (8 * b))) | (data & (0xff << (8 * b))))
        };
        if (offset::IV0..=offset::IV3).contains(&reg.offset) && strb != 0 {
            let i = ((reg.offset - offset::IV0) / 4) as usize;
            let word = merge(self.scoreboard.ivs.words[i]);
            self.scoreboard.ivs.write(i, word);
        }
        if let (Some(k), true) = (reg.key_index(), strb != 0) {
            let old = self.scoreboard.key()[k];
            let mut new = old;
            for b in 0..4 {
                if strb & (1 << b) != 0 {
                    new = (new & !(0xff << (8 * b))) | (data & (0xff << (8 * b)));
                }
            }
            self.scoreboard.key_write(k, new);
        }
        if reg.offset == offset::CTRL {
            // The byte lanes of the fields and of ZEROIZE.
            if strb & (1 << (regs::ctrl::DECRYPT_BIT / 8)) != 0 {
                self.ctrl = ctrl_settings(data, self.options);
                self.scoreboard.settings_write(self.ctrl);
                let (mode, decrypt) = ctrl_mode(data, self.options);
                self.scoreboard.mode_write(mode, decrypt);
            }
            if strb & (1 << (regs::ctrl::ZEROIZE_BIT / 8)) != 0 && data & ZEROIZE != 0 {
                self.scoreboard.zeroize();
            }
        }
    }

    /// An idle cycle for the streams (sink ready), the AXI4-Lite master keeps going.
    pub fn idle(&mut self) -> Observed {
        self.cycle(None, true, false)
    }

    /// Runs idle cycles until the master has finished; returns its results (with those of
    /// operations queued earlier and not collected yet).
    pub fn finish_lite(&mut self, limit: u64) -> Vec<LiteResult> {
        for _ in 0..limit {
            if self.lite.is_idle() {
                return self.lite.results.drain(..).collect();
            }
            self.idle();
        }
        panic!("AXI4-Lite operation not finished within {limit} cycles");
    }

    pub fn write_with(&mut self, addr: u8, data: u32, strb: u8, order: Order) -> u8 {
        self.lite.push(LiteOp::Write { addr, data, strb, order });
        match self.finish_lite(100)[..] {
            [.., LiteResult::Write { resp, .. }] => resp,
            ref other => panic!("unexpected results {other:?}"),
        }
    }

    pub fn write(&mut self, addr: u8, data: u32) -> u8 {
        self.write_with(addr, data, 0xf, Order::Together)
    }

    /// Reads a register: (data, response).
    pub fn read(&mut self, addr: u8) -> (u32, u8) {
        self.lite.push(LiteOp::Read { addr });
        match self.finish_lite(100)[..] {
            [.., LiteResult::Read { data, resp, .. }] => (data, resp),
            ref other => panic!("unexpected results {other:?}"),
        }
    }

    pub fn status(&mut self) -> u32 {
        self.read(addr::STATUS).0
    }

    /// Writes the key words (OKAY expected).
    pub fn write_key(&mut self, key: &[u32]) {
        for (i, &w) in key.iter().enumerate() {
            assert_eq!(self.write(addr::key(i as u8), w), OKAY);
        }
    }

    /// Polls `STATUS.KEY_READY` as a driver does.
    pub fn wait_key_ready(&mut self, polls: usize) {
        for _ in 0..polls {
            if Status(self.status()).key_ready() {
                return;
            }
        }
        panic!("KEY_READY not seen after {polls} polls");
    }

    pub fn load_key(&mut self, key: &[u32]) {
        self.write_key(key);
        self.wait_key_ready(50);
    }

    /// Writes `CTRL` with the settings, then the key words the key length has, and waits for
    /// `KEY_READY`.
    pub fn load(&mut self, settings: Settings, key: &[u32; 8]) {
        let ctrl = Ctrl { decrypt: settings.decrypt, key_len: settings.key_len as u32, ..Ctrl::default() };
        assert_eq!(self.write(addr::CTRL, ctrl.encode()), OKAY);
        let nk = settings.key_len().map_or(4, |k| k.nk());
        self.load_key(&key[..nk]);
    }

    /// Writes `CTRL` with a mode of operation, the key words of the key length and the IV
    /// registers, and waits for `KEY_READY`.
    pub fn load_mode(&mut self, mode: Mode, key_len: KeyLen, decrypt: bool, key: &[u32; 8], iv: [u32; 4]) {
        let ctrl = Ctrl { decrypt, key_len: key_len.code() as u32, mode: mode.code(), ..Ctrl::default() };
        assert_eq!(self.write(addr::CTRL, ctrl.encode()), OKAY);
        self.write_key(&key[..key_len.nk()]);
        for (i, w) in iv.into_iter().enumerate() {
            assert_eq!(self.write(addr::iv(i as u8), w), OKAY);
        }
        self.wait_key_ready(60);
    }

    /// Streams `source` to `sink` (while the AXI4-Lite master carries on with its queue) until
    /// every block is out and the master is idle. Returns every cycle's observation.
    pub fn run_stream(&mut self, source: &mut Source, sink: &mut Sink, limit: u64) -> Vec<Observed> {
        let mut log = Vec::new();
        for _ in 0..limit {
            if source.is_done() && self.scoreboard.outstanding() == 0 && self.lite.is_idle() {
                return log;
            }
            let input = source.drive();
            let o = self.cycle(input, sink.ready(), false);
            if o.accepted {
                source.taken();
            }
            log.push(o);
        }
        panic!("stream not finished after {limit} cycles ({} blocks outstanding)", self.scoreboard.outstanding());
    }
}
