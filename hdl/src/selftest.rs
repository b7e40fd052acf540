//! `aes_selftest`: the Zedboard self-test of `aes_axis`.
//!
//! On power-up it resets `aes_axis` for one cycle and then runs the transactions of
//! [`selftest_cases`] (from `SelftestRom`) one after the other, over the module's own AXI ports:
//!
//! | state    | what happens                                                                  |
//! |----------|-------------------------------------------------------------------------------|
//! | `Reset`  | `aresetn` low for one cycle                                                   |
//! | `ReadId` | AXI4-Lite read of `ID`: anything but [`AES_ID`] with `OKAY` fails             |
//! | `Setup`  | the case's first block, block count and a zero checksum are loaded            |
//! | `Write`  | AXI4-Lite writes `CTRL`, then `KEY0`.. the last word of the case's key length (AW and W together), a complete key update; any `bresp` other than `OKAY` fails |
//! | `Stream` | blocks from the LFSR (`LfsrStep`) go in on `s_axis`; outputs are folded into the checksum (`ChecksumStep`); `m_axis_tready` is low one cycle in four; a `tlast` anywhere but on the last output, or an `m_axis_tkeep` other than `0xFFFF`, fails |
//! | `Check`  | checksum against the expected value: next case, `Pass` after the last, or `Fail` |
//!
//! A watchdog fails the test when `ReadId`, `Write` or `Stream` sees no handshake for 4,000 cycles, and an
//! output block outside `Stream` (one more than expected) fails it too.
//!
//! The program is [`selftest_cases`](crate::selftest::selftest_vectors::selftest_cases).
//!
//! LEDs: LD0 pass, LD1 fail, LD2..LD4 the case number, LD5 streaming, LD7 a heartbeat (a bit of a
//! free-running counter). The pins and the 100 MHz clock are constraints on the signals, and
//! [`zedboard_xdc`] generates `constraints/zedboard.xdc` from them.
//!
//! Every input of `aes_axis` is driven from registers (and the table), never from its outputs,
//! and the kernel uses no local signals (see the note in `aes_axis.rs` on Verilator's UNOPTFLAT).

pub mod checksum_step;
pub mod lfsr_step;
pub mod selftest_rom;
pub mod selftest_vectors;

use crate::aes_axis::AesAxis;
use crate::selftest::checksum_step::ChecksumStep;
use crate::selftest::lfsr_step::LfsrStep;
use crate::params::CoreOptions;
use crate::primitives::register::Reg;
use crate::selftest::selftest_rom::SelftestRom;
use crate::selftest::selftest_vectors::SelftestParams;
use aes_fpga_driver::regs::{offset, OKAY};
use rust_hdl::prelude::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, LogicState)]
pub enum SelftestState {
    Reset,
    ReadId,
    Setup,
    Write,
    Stream,
    Check,
    Pass,
    Fail,
}

/// `aes_axis`'s `ID` register (`docs/aes_axis.md`, "Versions").
/// The `aes_axis` the self-test runs: the exported `full` without GCM. The self-test checks the
/// cipher in every key size and direction; GCM's logic would only lengthen its build.
pub const SELFTEST_BUILD: CoreOptions = CoreOptions::FULL.with_sbox(crate::params::SboxImpl::Bram);
/// The `ID` of [`SELFTEST_BUILD`] (no GCM: contract version 2).
pub const AES_ID: u32 = aes_fpga_driver::regs::id::ID;

/// Cycles without a handshake in `Write` or `Stream` before the self-test fails.
pub const WATCHDOG_CYCLES: u16 = 4000;

/// The Zedboard pins of LD0..LD7.
pub const LED_PINS: [&str; 8] = ["T22", "T21", "U22", "U21", "V22", "W22", "U19", "U14"];
/// The Zedboard's 100 MHz oscillator (GCLK).
pub const CLOCK_PIN: &str = "Y9";

#[derive(LogicBlock)]
pub struct AesSelftest {
    pub clock: Signal<In, Clock>,
    pub led0: Signal<Out, Bit>,
    pub led1: Signal<Out, Bit>,
    pub led2: Signal<Out, Bit>,
    pub led3: Signal<Out, Bit>,
    pub led4: Signal<Out, Bit>,
    pub led5: Signal<Out, Bit>,
    pub led6: Signal<Out, Bit>,
    pub led7: Signal<Out, Bit>,
    dut: AesAxis,
    rom: SelftestRom,
    next_block: LfsrStep,
    fold: ChecksumStep,
    state: Reg<SelftestState>,
    case_no: Reg<Bits<3>>,
    write_index: Reg<Bits<4>>,
    aw_done: Reg<Bit>,
    w_done: Reg<Bit>,
    ar_done: Reg<Bit>,
    block: Reg<Bits<128>>,
    to_send: Reg<Bits<32>>,
    to_receive: Reg<Bits<32>>,
    sum: Reg<Bits<128>>,
    ticks: Reg<Bits<32>>,
    watchdog: Reg<Bits<16>>,
    key_addrs: [Constant<Bits<8>>; 8],
    ctrl_addr: Constant<Bits<8>>,
    id_addr: Constant<Bits<8>>,
    keep_all: Constant<Bits<16>>,
    id_value: Constant<Bits<32>>,
    all_strobes: Constant<Bits<4>>,
    okay: Constant<Bits<2>>,
    heartbeat_mask: Constant<Bits<32>>,
    stall_mask: Constant<Bits<32>>,
    watchdog_limit: Constant<Bits<16>>,
    one3: Constant<Bits<3>>,
    zero32: Constant<Bits<32>>,
    zero4: Constant<Bits<4>>,
    one4: Constant<Bits<4>>,
    zero16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    one32: Constant<Bits<32>>,
    zero128: Constant<Bits<128>>,
}

fn pin(location: &str) -> Signal<Out, Bit> {
    let mut s = Signal::default();
    s.add_location(0, location);
    s.add_signal_type(0, SignalType::LowVoltageCMOS_3v3);
    s
}

impl AesSelftest {
    pub fn new(params: SelftestParams) -> Self {
        let mut clock = Signal::default();
        clock.add_location(0, CLOCK_PIN);
        clock.add_signal_type(0, SignalType::LowVoltageCMOS_3v3);
        clock.add_constraint(PinConstraint {
            index: 0,
            constraint: Constraint::Timing(Timing::Periodic(PeriodicTiming {
                net: "gclk".into(),
                period_nanoseconds: 10.0,
                duty_cycle: 50.0,
            })),
        });
        AesSelftest {
            clock,
            led0: pin(LED_PINS[0]),
            led1: pin(LED_PINS[1]),
            led2: pin(LED_PINS[2]),
            led3: pin(LED_PINS[3]),
            led4: pin(LED_PINS[4]),
            led5: pin(LED_PINS[5]),
            led6: pin(LED_PINS[6]),
            led7: pin(LED_PINS[7]),
            dut: AesAxis::new(SELFTEST_BUILD),
            rom: SelftestRom::new(&params),
            next_block: Default::default(),
            fold: Default::default(),
            state: Default::default(),
            case_no: Default::default(),
            write_index: Default::default(),
            aw_done: Default::default(),
            w_done: Default::default(),
            ar_done: Default::default(),
            block: Default::default(),
            to_send: Default::default(),
            to_receive: Default::default(),
            sum: Default::default(),
            ticks: Default::default(),
            watchdog: Default::default(),
            key_addrs: core::array::from_fn(|i| Constant::new(offset::key(i).to_bits())),
            ctrl_addr: Constant::new(offset::CTRL.to_bits()),
            id_addr: Constant::new(offset::ID.to_bits()),
            keep_all: Constant::new(0xffff_u32.to_bits()),
            id_value: Constant::new(AES_ID.to_bits()),
            all_strobes: Constant::new(15_u32.to_bits()),
            okay: Constant::new((OKAY as u32).to_bits()),
            heartbeat_mask: Constant::new((1_u32 << params.heartbeat_bit).to_bits()),
            stall_mask: Constant::new(5_u32.to_bits()),
            watchdog_limit: Constant::new((WATCHDOG_CYCLES as u32).to_bits()),
            one3: Constant::new(1_u32.to_bits()),
            zero32: Constant::new(0_u32.to_bits()),
            zero4: Constant::new(0_u32.to_bits()),
            one4: Constant::new(1_u32.to_bits()),
            zero16: Constant::new(0_u32.to_bits()),
            one16: Constant::new(1_u32.to_bits()),
            one32: Constant::new(1_u32.to_bits()),
            zero128: Constant::new(0_u128.to_bits()),
        }
    }

    /// The state of the self-test, for simulation.
    pub fn state(&self) -> SelftestState {
        self.state.q.val()
    }

    /// The number of the case being run.
    pub fn case_number(&self) -> u32 {
        self.case_no.q.val().to_u32()
    }
}

// Comparisons are parenthesised for the Verilog (docs/architecture.md, "Implementation notes":
// rust-hdl's operator precedence).
#[allow(unused_parens)]
impl Logic for AesSelftest {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, case_no, write_index, aw_done, w_done, ar_done, block, to_send, to_receive, sum, ticks, watchdog);
        self.ticks.d.next = self.ticks.q.val() + self.one32.val();
        self.watchdog.d.next = self.watchdog.q.val() + self.one16.val();

        // aes_axis, driven from registers and the table only.
        self.dut.aclk.next = self.clock.val();
        self.dut.aresetn.next = (self.state.q.val() != SelftestState::Reset);
        self.dut.s_axi_awvalid.next = (self.state.q.val() == SelftestState::Write) & !self.aw_done.q.val();
        self.dut.s_axi_wvalid.next = (self.state.q.val() == SelftestState::Write) & !self.w_done.q.val();
        self.dut.s_axi_wstrb.next = self.all_strobes.val();
        self.dut.s_axi_bready.next = true;
        self.dut.s_axi_araddr.next = self.id_addr.val();
        self.dut.s_axi_arvalid.next = (self.state.q.val() == SelftestState::ReadId) & !self.ar_done.q.val();
        self.dut.s_axi_rready.next = true;
        self.dut.s_axi_awaddr.next = self.ctrl_addr.val();
        self.dut.s_axi_wdata.next = self.rom.ctrl.val();
        match self.write_index.q.val().index() {
            1 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[0].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(0);
            }
            2 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[1].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(32);
            }
            3 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[2].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(64);
            }
            4 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[3].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(96);
            }
            5 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[4].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(128);
            }
            6 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[5].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(160);
            }
            7 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[6].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(192);
            }
            8 => {
                self.dut.s_axi_awaddr.next = self.key_addrs[7].val();
                self.dut.s_axi_wdata.next = self.rom.key.val().get_bits::<32>(224);
            }
            _ => {}
        }
        self.dut.s_axis_tvalid.next =
            (self.state.q.val() == SelftestState::Stream) & (self.to_send.q.val() != self.zero32.val());
        self.dut.s_axis_tdata.next = self.block.q.val();
        self.dut.s_axis_tlast.next = (self.to_send.q.val() == self.one32.val());
        self.dut.s_axis_tkeep.next = self.keep_all.val();
        self.dut.m_axis_tready.next = (self.state.q.val() == SelftestState::Stream)
            & ((self.ticks.q.val() & self.stall_mask.val()) != self.stall_mask.val());
        self.rom.sel.next = self.case_no.q.val();
        self.next_block.x.next = self.block.q.val();
        self.fold.sum.next = self.sum.q.val();
        self.fold.block.next = self.dut.m_axis_tdata.val();

        // LEDs.
        self.led0.next = (self.state.q.val() == SelftestState::Pass);
        self.led1.next = (self.state.q.val() == SelftestState::Fail);
        self.led2.next = self.case_no.q.val().get_bit(0);
        self.led3.next = self.case_no.q.val().get_bit(1);
        self.led4.next = self.case_no.q.val().get_bit(2);
        self.led5.next = (self.state.q.val() == SelftestState::Stream);
        self.led6.next = false;
        self.led7.next = ((self.ticks.q.val() & self.heartbeat_mask.val()) != self.zero32.val());

        // The sequencer: reads aes_axis's outputs, writes registers only.
        match self.state.q.val() {
            SelftestState::Reset => {
                self.state.d.next = SelftestState::ReadId;
            }
            SelftestState::ReadId => {
                if !self.ar_done.q.val() & self.dut.s_axi_arready.val() {
                    self.ar_done.d.next = true;
                }
                if self.dut.s_axi_rvalid.val() {
                    if (self.dut.s_axi_rdata.val() == self.id_value.val())
                        & (self.dut.s_axi_rresp.val() == self.okay.val())
                    {
                        self.state.d.next = SelftestState::Setup;
                    } else {
                        self.state.d.next = SelftestState::Fail;
                    }
                }
                if (self.watchdog.q.val() == self.watchdog_limit.val()) {
                    self.state.d.next = SelftestState::Fail;
                }
            }
            SelftestState::Setup => {
                self.write_index.d.next = self.zero4.val();
                self.aw_done.d.next = false;
                self.w_done.d.next = false;
                self.block.d.next = self.rom.seed.val();
                self.to_send.d.next = self.rom.count.val();
                self.to_receive.d.next = self.rom.count.val();
                self.sum.d.next = self.zero128.val();
                self.watchdog.d.next = self.zero16.val();
                self.state.d.next = SelftestState::Write;
                if self.dut.m_axis_tvalid.val() {
                    self.state.d.next = SelftestState::Fail;
                }
            }
            SelftestState::Write => {
                if !self.aw_done.q.val() & self.dut.s_axi_awready.val() {
                    self.aw_done.d.next = true;
                    self.watchdog.d.next = self.zero16.val();
                }
                if !self.w_done.q.val() & self.dut.s_axi_wready.val() {
                    self.w_done.d.next = true;
                    self.watchdog.d.next = self.zero16.val();
                }
                if self.dut.s_axi_bvalid.val() {
                    self.aw_done.d.next = false;
                    self.w_done.d.next = false;
                    self.write_index.d.next = self.write_index.q.val() + self.one4.val();
                    self.watchdog.d.next = self.zero16.val();
                    if (self.write_index.q.val() == self.rom.last_write.val()) {
                        self.state.d.next = SelftestState::Stream;
                    }
                    if (self.dut.s_axi_bresp.val() != self.okay.val()) {
                        self.state.d.next = SelftestState::Fail;
                    }
                }
                if self.dut.m_axis_tvalid.val() | (self.watchdog.q.val() == self.watchdog_limit.val()) {
                    self.state.d.next = SelftestState::Fail;
                }
            }
            SelftestState::Stream => {
                if (self.to_send.q.val() != self.zero32.val()) & self.dut.s_axis_tready.val() {
                    self.block.d.next = self.next_block.y.val();
                    self.to_send.d.next = self.to_send.q.val() - self.one32.val();
                    self.watchdog.d.next = self.zero16.val();
                }
                if self.dut.m_axis_tvalid.val()
                    & ((self.ticks.q.val() & self.stall_mask.val()) != self.stall_mask.val())
                {
                    self.sum.d.next = self.fold.y.val();
                    self.to_receive.d.next = self.to_receive.q.val() - self.one32.val();
                    self.watchdog.d.next = self.zero16.val();
                    if (self.to_receive.q.val() == self.one32.val()) {
                        self.state.d.next = SelftestState::Check;
                    }
                    if (self.dut.m_axis_tlast.val() != (self.to_receive.q.val() == self.one32.val()))
                        | (self.dut.m_axis_tkeep.val() != self.keep_all.val())
                    {
                        self.state.d.next = SelftestState::Fail;
                    }
                }
                if (self.watchdog.q.val() == self.watchdog_limit.val()) {
                    self.state.d.next = SelftestState::Fail;
                }
            }
            SelftestState::Check => {
                if (self.sum.q.val() == self.rom.expected.val()) {
                    if self.rom.last.val() {
                        self.state.d.next = SelftestState::Pass;
                    } else {
                        self.case_no.d.next = self.case_no.q.val() + self.one3.val();
                        self.state.d.next = SelftestState::Setup;
                    }
                } else {
                    self.state.d.next = SelftestState::Fail;
                }
                if self.dut.m_axis_tvalid.val() {
                    self.state.d.next = SelftestState::Fail;
                }
            }
            SelftestState::Pass => {
                if self.dut.m_axis_tvalid.val() {
                    self.state.d.next = SelftestState::Fail;
                }
            }
            SelftestState::Fail => {}
        }
    }
}

/// The Verilog of the self-test built with `params`, top module `aes_selftest`.
pub fn selftest_verilog_with(params: SelftestParams) -> String {
    crate::export::verilog_named(&mut AesSelftest::new(params), "aes_selftest")
}

/// The Verilog of the bitstream's self-test (`SelftestParams::BOARD`).
pub fn selftest_verilog() -> String {
    selftest_verilog_with(SelftestParams::BOARD)
}

/// `constraints/zedboard.xdc`: the pin, I/O standard and clock constraints attached to the
/// self-test's ports, by rust-hdl-fpga-support's Vivado XDC generator.
pub fn zedboard_xdc() -> String {
    let mut uut = AesSelftest::new(SelftestParams::short(1));
    uut.connect_all();
    rust_hdl_fpga_support::toolchains::vivado::generate_xdc(&uut)
}
