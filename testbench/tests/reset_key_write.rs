//! Reset during a key-word write leaves no key word behind (`docs/aes_axis.md`, "No key material
//! left behind" and "Reset"), from the cycle right after reset on: the key-material proof
//! (cli/tests/formal.rs) found the core's registered write port holding the word for that
//! cycle when the write's decode cycle was the reset cycle.

use aes_hdl::aes_axis::AesAxis;
use aes_hdl::params::CoreOptions;
use aes_testbench::axis_bench::{addr, AxisBench, LiteMaster, LiteOp, Order};
use aes_testbench::key_dump::{assert_no_key_material, key_material, Fifo};
use aes_testbench::waveform::Waveform;
use hdl_harness::sim::Sim;
use hdl_harness::tools::scratch_dir;

/// A write of `KEY0` started `lead` cycles before a one-cycle reset: every signal of the model
/// in the cycle after reset, read back from a VCD of the reset cycle, and the register files.
fn after_reset(options: CoreOptions, word: u32, lead: usize) -> Vec<(String, u128)> {
    let mut bench: AxisBench<Sim<AesAxis>> = AxisBench::with_options(options);
    bench.lite.push(LiteOp::Write { addr: addr::KEY0, data: word, strb: 0xf, order: Order::Together });
    for _ in 0..lead {
        bench.cycle(None, true, false);
    }
    let dir = scratch_dir(&format!("reset_key_write_{lead}"));
    let path = dir.join("reset.vcd");
    bench.engine.trace_to(&path).unwrap();
    bench.cycle(None, true, true);
    bench.engine.end_trace();
    // The write is gone with the reset; the master starts afresh.
    bench.lite = LiteMaster::default();
    let mut values = Waveform::load(&path).unwrap().final_values();
    values.extend(bench.engine.uut.register_file_words().into_iter().map(|(n, w)| (n, w as u128)));
    values
}

/// Reset in every cycle of a key-word write, from its handshake to its response: in the cycle
/// after reset no signal holds the word (the decode cycle's case is the one that failed).
#[test]
fn no_key_word_in_the_cycle_after_a_reset_during_its_write() {
    let word = 0x5a3c_96e1;
    for lead in 0..6 {
        let values = after_reset(CoreOptions::default(), word, lead);
        assert_no_key_material(&values, &key_material(&[word, 0, 0, 0]), Fifo::Cleared, &format!("reset {lead} cycles into a KEY0 write"));
    }
}
