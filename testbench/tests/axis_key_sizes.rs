//! `aes_axis` with AES-192/256 and decryption selected by `CTRL`: every configuration `CAPS`
//! advertises streams one block per cycle at its documented latency and matches the `aes` crate,
//! and switching settings between transactions with traffic in flight never mixes them.

use aes_hdl::aes_axis::{axis_latency_for, axis_latency, axis_latency_of};
use aes_hdl::params::{CoreOptions, KeyLen, SboxImpl};
use aes_testbench::axis_bench::{addr, AxisBench, LiteOp, Order, OKAY};
use aes_testbench::reference::{block_from_bytes, hex_block, hex_bytes, key_words, Settings};
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

#[test]
fn latency_of_every_configuration() {
    assert_eq!(KeyLen::ALL.map(axis_latency), [12, 14, 16]);
    assert_eq!(KeyLen::ALL.map(|k| axis_latency_of(2, k)), [22, 26, 30]);
}

/// The default export and `full-2reg` (same `CAPS`, twice the latency).
#[test]
fn caps_promise_every_configuration_at_one_block_per_cycle() {
    for regs in [1, 2] {
        caps_promise(CoreOptions::FULL.with_sbox(SboxImpl::Bram).with_regs_per_round(regs));
    }
}

fn caps_promise(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(60);
    let mut bench = AxisBench::with_options(options);
    bench.check_tready_independence = true;
    assert_eq!(bench.read(addr::CAPS), (CoreOptions::FULL.caps(), OKAY));
    for settings in Settings::all() {
        let l = axis_latency_for(&options, settings.key_len().unwrap());
        bench.load(settings, &rng.gen());
        let n = 300;
        let mut source = Source::new(random_transactions(&mut rng, &[n as usize]), 0.0, 0);
        let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 10_000);
        let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
        let emits: Vec<u64> = log.iter().filter(|o| o.emitted).map(|o| o.cycle).collect();
        let first = accepts[0];
        assert_eq!(accepts, (first..first + n).collect::<Vec<_>>(), "{settings:?}: input every cycle");
        assert_eq!(emits, (first + l..first + l + n).collect::<Vec<_>>(), "{settings:?}: output every cycle");
    }
    assert_eq!(bench.scoreboard.checked, 6 * 300);
}

#[test]
fn fips197_c3_both_directions_over_axi() {
    let mut bench = AxisBench::new();
    let key = key_words(&hex_bytes("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"));
    let pt = block_from_bytes(hex_block("00112233445566778899aabbccddeeff"));
    let ct = block_from_bytes(hex_block("8ea2b7ca516745bfeafc49904b496089"));
    for (decrypt, input, want) in [(false, pt, ct), (true, ct, pt)] {
        bench.load(Settings::new(KeyLen::Aes256, decrypt), &key);
        assert_eq!(bench.read(addr::CTRL), ((2 << 1) | decrypt as u32, OKAY));
        let log = bench.run_stream(&mut Source::new([Beat { data: input, last: true }], 0.0, 0), &mut Sink::always_ready(), 100);
        assert_eq!(log.iter().find(|o| o.emitted).unwrap().output.unwrap().data, want);
    }
}

#[test]
fn switching_settings_between_transactions_with_traffic_in_flight() {
    // CTRL and the key words of the next transaction are written while the current one streams
    // with gaps and backpressure; the scoreboard checks every block under the settings and key in
    // force when its transaction started.
    let mut rng = StdRng::seed_from_u64(61);
    let mut bench = AxisBench::new();
    let all = Settings::all();
    bench.load(all[0], &rng.gen());
    let mut total = 0;
    for _ in 0..24 {
        let n = rng.gen_range(20..120);
        total += n;
        let mut source = Source::new(random_transactions(&mut rng, &[n]), 0.2, rng.gen());
        let mut sink = Sink::new(0.3, rng.gen());
        for _ in 0..rng.gen_range(0..15) {
            let d = source.drive();
            if bench.cycle(d, sink.ready(), false).accepted {
                source.taken();
            }
        }
        let next = all[rng.gen_range(0..all.len())];
        let key: [u32; 8] = rng.gen();
        let ctrl = (next.key_len as u32) << 1 | next.decrypt as u32;
        bench.lite.push(LiteOp::Write { addr: addr::CTRL, data: ctrl, strb: 0xf, order: Order::Together });
        for (i, &w) in key[..next.key_len().unwrap().nk()].iter().enumerate() {
            bench.lite.push(LiteOp::Write { addr: addr::key(i as u8), data: w, strb: 0xf, order: Order::AwFirst });
        }
        bench.run_stream(&mut source, &mut sink, 100_000);
        bench.finish_lite(1000);
    }
    assert_eq!(bench.scoreboard.checked as usize, total);
}
