//! Lock-step equivalence of the two simulation engines: the rust-hdl simulation of the design and
//! Verilator's model of its exported Verilog get the same stimulus, and every output port is
//! compared every cycle. This is the check that the Verilog Vivado receives is the design the rest
//! of the test suite simulates.
//!
//! Where Verilator is not installed these tests say so on stderr and end without checking
//! anything; CI installs it (`.ci/run`).

use aes_hdl::aes_axis::{aes_axis_verilog, aes_axis_verilog_with, AesAxis};
use aes_hdl::params::{CoreOptions, SboxImpl};
use aes_testbench::axis_bench::{addr, AxisBench, LiteOp, Order};
use aes_testbench::clocks::sim;
use aes_testbench::engine::Lockstep;
use aes_testbench::reference::Settings;
use aes_testbench::stream::{random_transactions, Sink, Source};
use aes_testbench::verilator_engine::VerilatorAxis;
use hdl_harness::verilator::ModelBuild;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[test]
fn aes_axis_engines_agree_on_every_port_every_cycle() {
    engines_agree(CoreOptions::FULL.with_sbox(SboxImpl::Lut));
}

/// The exported default, `full` with GCM (block-RAM S-boxes): its model is the one the other
/// tests of the exported Verilog share, so the lock-step costs no model build. GCM traffic in
/// lock-step: `axis_gcm.rs`.
#[test]
fn aes_axis_engines_agree_on_every_port_every_cycle_with_s_boxes_in_block_ram() {
    engines_agree(CoreOptions::default());
}

/// `full-2reg`: two registers per round (the block RAMs' output registers, the modes' delay line
/// in two halves). The LUT build's two-register template is co-simulated in Icarus
/// (`core_verilog.rs`); one lock-step of the whole `aes_axis` per template keeps this file's time.
#[test]
fn aes_axis_engines_agree_on_every_port_every_cycle_with_two_registers_per_round() {
    engines_agree(aes_export::builds::named("full-2reg"));
}

fn engines_agree(options: CoreOptions) {
    hdl_harness::tools::require("verilator");
    // The block-RAM builds' optimised models are the ones the other tests of the exported
    // Verilog share (`full`, `full-2reg`), so they cost no build here. The LUT build's C++ is
    // mostly S-box `case` tables, over twenty minutes optimised: it gets a quick build, and the
    // rust-hdl simulation beside it sets the pace anyway.
    let verilog = aes_axis_verilog_with(options);
    let verilator = if options.sbox == SboxImpl::Lut {
        VerilatorAxis::with_build(&verilog, ModelBuild::Quick, false)
    } else {
        VerilatorAxis::of_build(&verilog, options)
    }
    .unwrap();
    let engine = Lockstep::new(sim(AesAxis::new(options)), verilator);
    let mut bench = AxisBench::on_engine(engine, options);
    let mut rng = StdRng::seed_from_u64(70);
    let all = Settings::all();
    // Mixed traffic: key loads in every configuration, transactions with gaps and backpressure,
    // register traffic during streams, a zeroize and a reset in the middle of a stream.
    for round in 0..8 {
        bench.load(all[round % all.len()], &rng.gen());
        let sizes: Vec<usize> = (0..3).map(|_| rng.gen_range(1..80)).collect();
        let mut source = Source::new(random_transactions(&mut rng, &sizes), 0.3, rng.gen());
        let mut sink = Sink::new(0.3, rng.gen());
        bench.lite.push(LiteOp::Read { addr: addr::STATUS });
        bench.lite.push(LiteOp::Read { addr: 0x44 });
        bench.lite.push(LiteOp::Write { addr: addr::BLOCKS_IN, data: 1, strb: 0xf, order: Order::WFirst });
        if round == 5 {
            for _ in 0..30 {
                let d = source.drive();
                if bench.cycle(d, sink.ready(), false).accepted {
                    source.taken();
                }
            }
            bench.cycle(None, true, true);
            continue;
        }
        bench.run_stream(&mut source, &mut sink, 50_000);
        bench.finish_lite(100);
        if round == 3 {
            bench.write(addr::CTRL, 1 << 31);
        }
    }
    let engine = &bench.engine;
    assert!(engine.compared >= 1_500, "only {} cycles compared", engine.compared);
    assert_eq!(engine.first_difference, None);
    assert!(bench.scoreboard.checked > 300);
}

#[test]
fn lockstep_reports_the_first_differing_cycle_and_port() {
    hdl_harness::tools::require("verilator");
    // The exported default build against a rust-hdl model of a different build with GCM and XTS
    // (the same ID, CAPS differs): the first read of CAPS must be reported as a difference on
    // s_axi_rdata.
    let verilator = VerilatorAxis::new(&aes_axis_verilog()).unwrap();
    let other_options = CoreOptions::ENCRYPT_128.with_gcm(true).with_xts(true);
    let other = sim(AesAxis::new(other_options));
    let mut bench = AxisBench::on_engine(Lockstep::new(other, verilator), other_options);
    bench.read(addr::ID);
    assert_eq!(bench.engine.first_difference, None);
    bench.read(addr::CAPS);
    let diff = bench.engine.first_difference.clone().expect("the CAPS read differs");
    assert!(diff.contains("s_axi_rdata"), "{diff}");
}
