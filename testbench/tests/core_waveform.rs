//! A key change recorded as a VCD waveform and read back: the test finds the derivation FSM's
//! restart and the refresh at the cycles the design documents.

use aes_hdl::aes_core::WRITE_PORT_CYCLES as ACTS;
use aes_hdl::keys::KEY_LOAD_CYCLES;
use aes_hdl::params::KeyLen;

const NR: usize = KeyLen::Aes128.rounds();
use aes_testbench::core_bench::{CoreBench, Drive};
use hdl_harness::sim::PERIOD_PS;
use hdl_harness::tools::scratch_dir;
use aes_testbench::waveform::Waveform;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[test]
fn vcd_shows_the_derivation_restart_and_the_refresh() {
    let mut rng = StdRng::seed_from_u64(30);
    let mut bench = CoreBench::new();
    bench.load_key(&rng.gen::<[u32; 4]>());
    let dir = scratch_dir("core_waveform");
    let path = dir.join("key_change.vcd");
    bench.sim.trace_to(&path).unwrap();

    // A new key, then two cycles into its derivation a third key arrives word by word.
    let first_last = bench.write_key(&rng.gen::<[u32; 4]>());
    for _ in 0..4 {
        bench.idle();
    }
    let third: [u32; 4] = rng.gen();
    let third_first = bench.cycle(&Drive { key_write: Some((0, third[0])), out_ready: true, ..Default::default() }).cycle;
    let mut last = third_first;
    for (i, &w) in third.iter().enumerate().skip(1) {
        last = bench.cycle(&Drive { key_write: Some((i, w)), out_ready: true, ..Default::default() }).cycle;
    }
    let ready = bench.wait_key_ready(100);
    for _ in 0..3 {
        bench.idle();
    }
    bench.sim.end_trace();
    assert_eq!(ready - last, KEY_LOAD_CYCLES);

    let wave = Waveform::load(&path).unwrap();
    let at = |cycle: u64| cycle * PERIOD_PS;
    // The derivation's round counter: a write acts `ACTS` cycles after it is on the ports, the
    // complete key is committed the cycle after its last word acts, the derivation starts in the
    // next cycle and counts from the one after.
    let round = "uut.expansion.round.q";
    assert_eq!(wave.value_at(round, at(first_last + ACTS + 3)), 0);
    assert_eq!(wave.value_at(round, at(first_last + ACTS + 4)), 1);
    assert_eq!(wave.value_at(round, at(third_first + ACTS)), 2);
    // The third key's first word stops it as it acts (round back to 0, not deriving) ...
    assert_eq!(wave.value_at(round, at(third_first + ACTS + 1)), 0);
    assert_eq!(wave.value_at("uut.deriving", at(third_first + ACTS + 1)), 0);
    assert_eq!(wave.value_at("uut.key_partial", at(third_first + ACTS + 1)), 1);
    // ... and only the complete key starts it again.
    assert_eq!(wave.value_at("uut.deriving", at(last + ACTS)), 0);
    assert_eq!(wave.value_at("uut.deriving", at(last + ACTS + 3)), 1);
    assert_eq!(wave.value_at(round, at(last + ACTS + 3 + NR as u64 + 1)), NR as u128 + 1);
    // The refresh starts with the derivation (index back to 0) and ends as the key becomes ready.
    let index = "uut.refresh.index.q";
    assert_eq!(wave.changes(index).iter().rev().find(|c| c.1 == 0).unwrap().0, at(last + ACTS + 3));
    let refreshing = wave.changes("uut.refreshing");
    assert_eq!(refreshing.last().unwrap(), &(at(ready), 0), "refresh ends as the key becomes ready");
    assert_eq!(wave.changes("uut.key_ready").last().unwrap(), &(at(ready), 1));
}
