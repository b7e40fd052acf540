//! The Zynq system around `aes_axis` in simulation: the CPU's AXI4-Lite master on the core's
//! registers, the AXI DMA model between memory and the core's streams, and the driver's
//! [`Registers`] and [`DmaBuffer`] traits implemented on top, so `AesAccelerator` runs here
//! exactly as on the board.
//!
//! Every register access and every DMA poll advances the simulation: time passes as on the
//! hardware, one `aes_axis` clock per cycle, with the DMA model clocked alongside.
//! `AxisBench`'s scoreboard checks every output block, independently of the driver's own
//! checks, against the `aes` crate under the key as written and, in a chained mode, against
//! RustCrypto's mode crates from the IV registers as the contract hands them over from packet to
//! packet (`modes_model.rs`): each DMA transfer is one packet. GCM and XTS packets (`CTRL.MODE`
//! 5 and 6 in a build with them) are not the scoreboard's: their tests check them against
//! `aes-gcm` and `xts-mode`.

use crate::axi_dma::{AxiDmaModel, DmaConfig, Memory};
use crate::axis_bench::{AxisBench, LiteOp, LiteResult, Order};
use crate::engine::AxisEngine;
use crate::stream::Beat;
use aes_fpga_driver::regs::{self, SLVERR};
use aes_fpga_driver::{AesAccelerator, Config, DmaBuffer, Error, Registers, Result};
use aes_hdl::params::CoreOptions;
use std::cell::RefCell;
use std::rc::Rc;

/// Where the simulated DMA buffer lies in the memory model (as a u-dma-buf would be).
pub const BUFFER_BASE: u64 = 0x1F00_0000;

/// Stream events of a run (cycles since reset).
#[derive(Clone, Copy, Debug, Default)]
pub struct StreamStats {
    pub first_in: Option<u64>,
    pub first_out_valid: Option<u64>,
    pub first_out: Option<u64>,
    pub last_out: u64,
    pub blocks_out: u64,
}

/// Called before every cycle with the engine and the cycle number (waveform windows, progress).
pub type CycleHook<E> = Box<dyn FnMut(&mut E, &StreamStats, u64)>;

/// The core, the DMA and memory, clocked together.
pub struct System<E: AxisEngine> {
    pub bench: AxisBench<E>,
    pub dma: AxiDmaModel,
    pub stats: StreamStats,
    pub hook: Option<CycleHook<E>>,
}

impl<E: AxisEngine> System<E> {
    /// One cycle of the core and the DMA.
    pub fn step(&mut self) {
        if let Some(h) = self.hook.as_mut() {
            let cycle = self.bench.cycle_count();
            h(&mut self.bench.engine, &self.stats, cycle);
        }
        let beat = self.dma.mm2s_beat();
        // A partial last beat goes in with its `tkeep` (processed as a whole block, flagged in
        // `STATUS.PARTIAL`).
        self.bench.tkeep = beat.map_or(aes_fpga_driver::ports::TKEEP_ALL, |b| b.tkeep);
        let input = beat.map(|b| Beat { data: b.tdata, last: b.tlast });
        let ready = self.dma.s2mm_ready();
        let o = self.bench.cycle(input, ready, false);
        // The bench checks `m_axis_tkeep = 0xFFFF` with every output beat.
        let received = if o.emitted { o.output.map(|b| (b.data, aes_fpga_driver::ports::TKEEP_ALL, b.last)) } else { None };
        self.dma.clock(o.accepted, received);
        let st = &mut self.stats;
        if o.accepted {
            st.first_in.get_or_insert(o.cycle);
        }
        if o.output.is_some() {
            st.first_out_valid.get_or_insert(o.cycle);
        }
        if o.emitted {
            st.first_out.get_or_insert(o.cycle);
            st.last_out = o.cycle;
            st.blocks_out += 1;
        }
    }

    pub fn cycle(&self) -> u64 {
        self.bench.cycle_count()
    }

    /// One AXI4-Lite operation on the core, the system running meanwhile.
    fn lite(&mut self, op: LiteOp) -> Result<LiteResult> {
        self.bench.lite.push(op);
        for _ in 0..200 {
            if self.bench.lite.is_idle() {
                return self.bench.lite.results.pop_back().ok_or(Error::Bus { offset: 0, what: "response lost".into() });
            }
            self.step();
        }
        let offset = match op {
            LiteOp::Write { addr, .. } | LiteOp::Read { addr } => addr as u32,
        };
        Err(Error::Bus { offset, what: "no response in 200 cycles".into() })
    }
}

pub type Shared<E> = Rc<RefCell<System<E>>>;

/// The core's register window, through its AXI4-Lite port.
pub struct CoreRegs<E: AxisEngine>(pub Shared<E>);

fn window(offset: u32) -> Result<u8> {
    if offset % 4 != 0 || offset >= 1 << regs::ADDR_BITS {
        return Err(Error::OutOfWindow { offset, size: 1 << regs::ADDR_BITS });
    }
    Ok(offset as u8)
}

impl<E: AxisEngine> Registers for CoreRegs<E> {
    fn read32(&mut self, offset: u32) -> Result<u32> {
        let addr = window(offset)?;
        match self.0.borrow_mut().lite(LiteOp::Read { addr })? {
            LiteResult::Read { resp: SLVERR, .. } => Err(Error::Bus { offset, what: "SLVERR".into() }),
            LiteResult::Read { data, .. } => Ok(data),
            other => Err(Error::Bus { offset, what: format!("unexpected {other:?}") }),
        }
    }

    fn write32(&mut self, offset: u32, value: u32) -> Result<()> {
        let addr = window(offset)?;
        if offset == regs::offset::CTRL {
            let mut s = self.0.borrow_mut();
            let mode = regs::Ctrl::decode(value).stored(s.bench.options.caps()).mode;
            s.bench.scoreboard_on = regs::Mode::from_code(mode).is_none_or(|m| regs::Mode::ALL.contains(&m));
        }
        match self.0.borrow_mut().lite(LiteOp::Write { addr, data: value, strb: 0xF, order: Order::Together })? {
            LiteResult::Write { resp: SLVERR, .. } => Err(Error::Bus { offset, what: "SLVERR".into() }),
            _ => Ok(()),
        }
    }
}

/// The DMA's register window: register-accurate, each access taking `lite_cycles`.
pub struct DmaRegs<E: AxisEngine>(pub Shared<E>);

impl<E: AxisEngine> DmaRegs<E> {
    fn spend(&self) {
        let mut s = self.0.borrow_mut();
        for _ in 0..s.dma.config.lite_cycles {
            s.step();
        }
    }
}

impl<E: AxisEngine> Registers for DmaRegs<E> {
    fn read32(&mut self, offset: u32) -> Result<u32> {
        self.spend();
        Ok(self.0.borrow().dma.read(offset))
    }

    fn write32(&mut self, offset: u32, value: u32) -> Result<()> {
        self.0.borrow_mut().dma.write(offset, value);
        self.spend();
        Ok(())
    }
}

/// A DMA buffer in the memory model; the CPU's copies take no simulated time.
pub struct SimBuffer<E: AxisEngine> {
    pub sys: Shared<E>,
    pub phys: u64,
    pub size: usize,
}

impl<E: AxisEngine> DmaBuffer for SimBuffer<E> {
    fn phys_addr(&self) -> u64 {
        self.phys
    }

    fn size(&self) -> usize {
        self.size
    }

    fn write(&mut self, offset: usize, data: &[u8]) -> Result<()> {
        aes_fpga_driver::check_range(offset, data.len(), self.size)?;
        let mut s = self.sys.borrow_mut();
        let i = s.dma.memory.index(self.phys + offset as u64, data.len()).ok_or(Error::OutOfBuffer {
            offset,
            len: data.len(),
            size: self.size,
        })?;
        s.dma.memory.bytes[i..i + data.len()].copy_from_slice(data);
        Ok(())
    }

    fn read(&mut self, offset: usize, out: &mut [u8]) -> Result<()> {
        aes_fpga_driver::check_range(offset, out.len(), self.size)?;
        let s = self.sys.borrow();
        let i = s.dma.memory.index(self.phys + offset as u64, out.len()).ok_or(Error::OutOfBuffer {
            offset,
            len: out.len(),
            size: self.size,
        })?;
        out.copy_from_slice(&s.dma.memory.bytes[i..i + out.len()]);
        Ok(())
    }
}

/// The driver on a simulated system.
pub type SimAccelerator<E> = AesAccelerator<CoreRegs<E>, DmaRegs<E>, SimBuffer<E>>;

/// A system of `engine` (a model of a build with `options`), a DMA with `dma` and a memory
/// holding a `buffer_size`-byte DMA buffer at [`BUFFER_BASE`]; the bench has run its reset.
pub fn system<E: AxisEngine>(engine: E, options: CoreOptions, dma: DmaConfig, buffer_size: usize) -> Shared<E> {
    let bench = AxisBench::on_engine(engine, options);
    let memory = Memory::new(BUFFER_BASE, buffer_size);
    Rc::new(RefCell::new(System { bench, dma: AxiDmaModel::new(dma, memory), stats: StreamStats::default(), hook: None }))
}

/// The driver on `sys`, its buffer at `phys` (normally [`BUFFER_BASE`]).
pub fn accelerator_at<E: AxisEngine>(sys: &Shared<E>, phys: u64, size: usize, config: Config) -> Result<SimAccelerator<E>> {
    AesAccelerator::new(
        CoreRegs(sys.clone()),
        DmaRegs(sys.clone()),
        SimBuffer { sys: sys.clone(), phys, size },
        config,
    )
}

/// A system and the driver on it, the buffer filling the memory.
pub fn accelerator<E: AxisEngine>(
    engine: E,
    options: CoreOptions,
    dma: DmaConfig,
    buffer_size: usize,
    config: Config,
) -> Result<(Shared<E>, SimAccelerator<E>)> {
    let sys = system(engine, options, dma, buffer_size);
    let acc = accelerator_at(&sys, BUFFER_BASE, buffer_size, config)?;
    Ok((sys, acc))
}
