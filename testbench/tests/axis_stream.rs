//! `aes_axis` data path: blocks through AXI4-Stream under keys written over AXI4-Lite, checked
//! against the `aes` crate (the scoreboard), the AXI rules (the monitor) and the contract's timing
//! (`docs/aes_axis.md`, "Rates and latencies").

use aes_hdl::aes_axis::AXIS_LATENCY;
use aes_hdl::params::{CoreOptions, SboxImpl};
use aes_testbench::axis_bench::{addr, AxisBench, LiteOp, Order, OKAY, ZEROIZE};
use aes_testbench::reference::{block_from_bytes, hex_block, key_words};
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// The contract's latency bound, and the value this build documents.
#[test]
fn latency_constant_is_documented_value() {
    assert_eq!(AXIS_LATENCY, 12);
    assert!(AXIS_LATENCY <= 14);
}

#[test]
fn fips197_c1_example_in_the_contract_byte_order() {
    let mut bench = AxisBench::new();
    // `docs/aes_axis.md`, "Byte order": key words, tdata in and out spelled out.
    bench.load_key(&[0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
    let mut source = Source::new([Beat { data: 0xffeeddccbbaa99887766554433221100, last: true }], 0.0, 0);
    let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 100);
    let out: Vec<Beat> = log.iter().filter(|o| o.emitted).map(|o| o.output.unwrap()).collect();
    assert_eq!(out, [Beat { data: 0x5ac5b47080b7cdd830047b6ad8e0c469, last: true }]);
}

/// The default export (L = 12) and `full-2reg` (L = 22).
#[test]
fn one_block_per_cycle_with_latency_l() {
    for (regs, l) in [(1, 12), (2, 22)] {
        one_block_per_cycle(CoreOptions::FULL.with_sbox(SboxImpl::Bram).with_regs_per_round(regs), l);
    }
}

fn one_block_per_cycle(options: CoreOptions, l: u64) {
    let mut bench = AxisBench::with_options(options);
    bench.check_tready_independence = true;
    let key = key_words(&hex_block("2b7e151628aed2a6abf7158809cf4f3c"));
    bench.load_key(&key[..4]);
    let n = 200;
    let mut rng = StdRng::seed_from_u64(7);
    let mut source = Source::new(random_transactions(&mut rng, &[n]), 0.0, 1);
    let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 10_000);
    let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
    let emits: Vec<u64> = log.iter().filter(|o| o.emitted).map(|o| o.cycle).collect();
    assert_eq!(accepts.len(), n);
    assert_eq!(emits.len(), n);
    // One block per cycle in and out, each out exactly L cycles after it went in.
    let first = accepts[0];
    assert!(accepts.iter().enumerate().all(|(i, &c)| c == first + i as u64), "input not accepted every cycle");
    for (a, e) in accepts.iter().zip(&emits) {
        assert_eq!(e - a, l, "latency");
    }
    // N blocks take exactly N + L cycles from the first input to the last output handshake.
    assert_eq!(emits[n - 1] - first + 1, n as u64 + l);
    // FIPS-197 Appendix B as the first block of a second frame, independent of the scoreboard.
    let pt = block_from_bytes(hex_block("3243f6a8885a308d313198a2e0370734"));
    let mut source = Source::new([Beat { data: pt, last: true }], 0.0, 0);
    let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 100);
    let ct = log.iter().find(|o| o.emitted).unwrap().output.unwrap().data;
    assert_eq!(ct, block_from_bytes(hex_block("3925841d02dc09fbdc118597196a0b32")));
}

/// Feeds `n` transactions of random sizes under random keys written between them.
#[test]
fn five_thousand_blocks_random_gaps_and_backpressure_key_changes_between_transactions() {
    let mut rng = StdRng::seed_from_u64(0xA715_0001);
    let mut bench = AxisBench::new();
    bench.check_tready_independence = true;
    let started = std::time::Instant::now();
    let mut total = 0;
    let mut round = 0;
    while total < 5_000 {
        let key: [u32; 4] = rng.gen();
        bench.load_key(&key);
        let sizes: Vec<usize> = (0..4).map(|_| rng.gen_range(1..300)).collect();
        total += sizes.iter().sum::<usize>();
        let blocks = random_transactions(&mut rng, &sizes);
        let p_gap = [0.0, 0.3, 0.7][round % 3];
        let p_stall = [0.5, 0.0, 0.3, 0.9][round % 4];
        let mut source = Source::new(blocks, p_gap, rng.gen());
        let mut sink = Sink::new(p_stall, rng.gen());
        bench.run_stream(&mut source, &mut sink, 100_000);
        assert_eq!(bench.scoreboard.key()[..4], key);
        round += 1;
    }
    assert_eq!(bench.scoreboard.checked, total as u64);
    assert_eq!(bench.scoreboard.outstanding(), 0);
    let cycles = bench.cycle_count();
    // Each cycle is evaluated three times for the tready independence check.
    println!("{total} blocks in {cycles} cycles, {:.0} cycles/s", cycles as f64 / started.elapsed().as_secs_f64());
    // The counters saw the same blocks.
    assert_eq!(bench.read(addr::BLOCKS_IN), (total as u32, OKAY));
    assert_eq!(bench.read(addr::BLOCKS_OUT), (total as u32, OKAY));
}

/// A key written (all four words, any order of channels) while a transaction streams: the running
/// transaction keeps its key, the next one uses the new key.
#[test]
fn key_written_during_a_transaction_applies_to_the_next() {
    let mut rng = StdRng::seed_from_u64(0xA715_0002);
    let mut bench = AxisBench::new();
    let old: [u32; 4] = rng.gen();
    let new: [u32; 4] = rng.gen();
    bench.load_key(&old);
    let blocks = random_transactions(&mut rng, &[400, 300]);
    let first_len = 400;
    let mut source = Source::new(blocks.clone(), 0.2, 3);
    let mut sink = Sink::new(0.3, 4);
    // Start streaming, then queue the key writes in the middle of the first transaction.
    let mut out = Vec::new();
    let mut accepted = 0;
    while accepted < 50 {
        let input = source.drive();
        let o = bench.cycle(input, sink.ready(), false);
        if o.accepted {
            source.taken();
            accepted += 1;
        }
        out.extend(o.output.filter(|_| o.emitted));
    }
    for (i, &w) in new.iter().enumerate() {
        let order = [Order::AwFirst, Order::WFirst, Order::Together, Order::AwFirst][i];
        bench.lite.push(LiteOp::Write { addr: addr::key(i as u8), data: w, strb: 0xf, order });
    }
    let log = bench.run_stream(&mut source, &mut sink, 100_000);
    out.extend(log.iter().filter(|o| o.emitted).map(|o| o.output.unwrap()));
    assert_eq!(bench.scoreboard.transactions, 2);
    assert_eq!(bench.scoreboard.checked, 700);
    // Independent of the scoreboard: the first transaction entirely under the old key, the
    // second entirely under the new one.
    let ref_old = aes_testbench::reference::Reference::aes128(&old);
    let ref_new = aes_testbench::reference::Reference::aes128(&new);
    assert_eq!(out.len(), 700);
    for (i, (o, b)) in out.iter().zip(&blocks).enumerate() {
        let want = if i < first_len { ref_old.process(b.data) } else { ref_new.process(b.data) };
        assert_eq!((o.data, o.last), (want, b.last), "block {i}");
    }
}

/// ZEROIZE during a transaction: it finishes under its key; afterwards KEY_READY is 0 and new
/// blocks wait (nothing emitted) until a new key is written and loaded.
#[test]
fn zeroize_finishes_the_running_transaction_then_stalls_until_a_new_key() {
    let mut rng = StdRng::seed_from_u64(0xA715_0003);
    let mut bench = AxisBench::new();
    let key: [u32; 4] = rng.gen();
    bench.load_key(&key);
    let mut source = Source::new(random_transactions(&mut rng, &[200]), 0.1, 5);
    let mut sink = Sink::new(0.2, 6);
    for _ in 0..60 {
        let input = source.drive();
        if bench.cycle(input, sink.ready(), false).accepted {
            source.taken();
        }
    }
    bench.lite.push(LiteOp::Write { addr: addr::CTRL, data: ZEROIZE, strb: 0xf, order: Order::Together });
    bench.run_stream(&mut source, &mut sink, 10_000);
    assert_eq!(bench.scoreboard.checked, 200);
    assert_eq!(bench.scoreboard.key()[..4], [0; 4]);
    assert_eq!(bench.status() & 1, 0, "KEY_READY after ZEROIZE");

    // A new frame waits.
    let frame = random_transactions(&mut rng, &[20]);
    let mut source = Source::new(frame, 0.0, 7);
    for _ in 0..200 {
        let input = source.drive();
        let o = bench.cycle(input, true, false);
        assert!(!o.s_ready && o.output.is_none(), "cycle {}: data path moved without a key", o.cycle);
    }
    assert_eq!(bench.status() & 1, 0);
    // A new key releases it, under the new key.
    let key2: [u32; 4] = rng.gen();
    for (i, &w) in key2.iter().enumerate() {
        bench.lite.push(LiteOp::Write { addr: addr::key(i as u8), data: w, strb: 0xf, order: Order::Together });
    }
    bench.run_stream(&mut source, &mut Sink::new(0.3, 8), 10_000);
    assert_eq!(bench.scoreboard.checked, 220);
    assert_eq!(bench.scoreboard.key()[..4], key2);
}

/// A ZEROIZE write with byte lane 3 disabled does not zeroize (strobes honoured), and, changing
/// no field, leaves the key loaded.
#[test]
fn zeroize_needs_byte_lane_3() {
    let mut rng = StdRng::seed_from_u64(0xA715_0004);
    let mut bench = AxisBench::new();
    let key: [u32; 4] = rng.gen();
    bench.load_key(&key);
    assert_eq!(bench.write_with(addr::CTRL, ZEROIZE, 0b0111, Order::Together), OKAY);
    assert_eq!(bench.status() & 1, 1, "a CTRL write that changes nothing keeps the key");
    let mut source = Source::new(random_transactions(&mut rng, &[30]), 0.0, 9);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
    assert_eq!(bench.scoreboard.key()[..4], key);
    assert_eq!(bench.scoreboard.checked, 30);
    assert_eq!(bench.scoreboard.transaction_keys[0].1[..4], key);
}

/// Blocks offered before any key wait with tready low, then go through under the first key.
#[test]
fn stream_before_any_key_stalls_then_uses_the_first_key() {
    let mut rng = StdRng::seed_from_u64(0xA715_0005);
    let mut bench = AxisBench::new();
    let blocks = random_transactions(&mut rng, &[10, 5]);
    let mut source = Source::new(blocks, 0.0, 10);
    for _ in 0..300 {
        let input = source.drive();
        let o = bench.cycle(input, true, false);
        assert!(!o.s_ready && o.output.is_none(), "cycle {}: moved before any key", o.cycle);
    }
    let key: [u32; 4] = rng.gen();
    for (i, &w) in key.iter().enumerate() {
        bench.lite.push(LiteOp::Write { addr: addr::key(i as u8), data: w, strb: 0xf, order: Order::WFirst });
    }
    bench.run_stream(&mut source, &mut Sink::new(0.4, 11), 10_000);
    assert_eq!(bench.scoreboard.checked, 15);
    assert_eq!(bench.scoreboard.transactions, 2);
}

/// Reset in the middle of a stream: nothing stale comes out afterwards, the key is gone, the
/// counters restart, and a new key and stream work.
#[test]
fn reset_mid_stream_discards_everything() {
    let mut rng = StdRng::seed_from_u64(0xA715_0006);
    let mut bench = AxisBench::new();
    bench.load_key(&rng.gen::<[u32; 4]>());
    let mut source = Source::new(random_transactions(&mut rng, &[300]), 0.1, 12);
    let mut sink = Sink::new(0.5, 13);
    for _ in 0..100 {
        let input = source.drive();
        if bench.cycle(input, sink.ready(), false).accepted {
            source.taken();
        }
    }
    assert!(bench.scoreboard.outstanding() > 0, "the test wants blocks in flight");
    bench.cycle(source.drive(), true, true);
    // The source keeps offering; nothing may move without a key, nothing stale may appear.
    for _ in 0..100 {
        let input = source.drive();
        let o = bench.cycle(input, true, false);
        assert!(o.output.is_none(), "cycle {}: stale block after reset", o.cycle);
        assert!(!o.s_ready, "cycle {}: accepted without a key after reset", o.cycle);
    }
    assert_eq!(bench.read(addr::BLOCKS_IN).0, 0);
    assert_eq!(bench.read(addr::BLOCKS_OUT).0, 0);
    assert_eq!(bench.status(), 0);
    let key: [u32; 4] = rng.gen();
    bench.load_key(&key);
    let rest = bench.run_stream(&mut source, &mut sink, 20_000);
    assert!(rest.iter().any(|o| o.emitted));
    assert_eq!(bench.scoreboard.key()[..4], key);
}
