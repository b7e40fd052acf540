//! A key change recorded as a VCD waveform and read back: the test finds the derivation FSM's
//! restart and the refresh at the cycles the design documents.

use aes_hdl::params::{KeyLen, KEY_LOAD_CYCLES};

const NR: usize = KeyLen::Aes128.rounds();
use aes_testbench::core_bench::{CoreBench, Drive};
use aes_testbench::sim::PERIOD_PS;
use aes_testbench::tools::scratch_dir;
use aes_testbench::waveform::Waveform;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[test]
fn vcd_shows_the_derivation_restart_and_the_refresh() {
    let mut rng = StdRng::seed_from_u64(30);
    let mut bench = CoreBench::new();
    bench.load_key(&rng.gen::<[u32; 4]>());
    let path = scratch_dir("core_waveform").join("key_change.vcd");
    bench.sim.trace_to(&path).unwrap();

    // New key, then four cycles into its derivation its word 2 is rewritten.
    let first_write = bench.write_key(&rng.gen::<[u32; 4]>());
    for _ in 0..4 {
        bench.idle();
    }
    let rewrite = bench.cycle(&Drive { key_write: Some((2, rng.gen())), out_ready: true, ..Default::default() }).cycle;
    let ready = bench.wait_key_ready(100);
    for _ in 0..3 {
        bench.idle();
    }
    bench.sim.end_trace();
    assert_eq!(ready - rewrite, KEY_LOAD_CYCLES);

    let wave = Waveform::load(&path).unwrap();
    let at = |cycle: u64| cycle * PERIOD_PS;
    // The derivation's round counter: the restart after the last write of the first key puts it
    // at 0 two cycles after that write, it counts up, and the rewrite puts it back to 0 from a
    // non-zero round two cycles after the rewrite.
    let round = "uut.expansion.round.q";
    assert_eq!(wave.value_at(round, at(first_write + 2)), 0);
    assert_eq!(wave.value_at(round, at(rewrite + 1)), 4);
    let restart = wave.changes(round).iter().rev().find(|c| c.1 == 0).unwrap().0;
    assert_eq!(restart, at(rewrite + 2), "derivation restart");
    assert_eq!(wave.value_at(round, at(rewrite + 2 + NR as u64 + 1)), NR as u128 + 1);
    // The refresh: restarted with the derivation, its index drops back to 0 at the same time, and
    // it ends when the key becomes ready.
    let index = "uut.refresh.index.q";
    assert_eq!(wave.changes(index).iter().rev().find(|c| c.1 == 0).unwrap().0, at(rewrite + 2));
    let refreshing = wave.changes("uut.refreshing");
    assert_eq!(refreshing.last().unwrap(), &(at(ready), 0), "refresh ends as the key becomes ready");
    assert_eq!(wave.changes("uut.key_ready").last().unwrap(), &(at(ready), 1));
    assert_eq!(wave.value_at("uut.deriving", at(rewrite + 3)), 1);
}
