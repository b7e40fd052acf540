//! `aes_axis` version 2 (`docs/aes_axis.md`): the key lifecycle, packets, zeroize, no key material
//! left behind, reset, `STATUS` bits 4-5 and `tkeep`. Each behaviour runs on the rust-hdl model
//! (`rust_hdl`) and on Verilator's model of the exported Verilog (`verilog`); the register dumps
//! read every signal of the rust-hdl model back from a VCD.
//!
//! Where Verilator is not installed the `verilog` tests say so on stderr and end without
//! checking anything; CI installs it.
//!
//! Two registers per round: each behaviour also runs on Verilator's model of `full-2reg`
//! (`name::verilog_2reg`: the Verilator model is shared with `axis_modes.rs`, and the rust-hdl
//! model of that build is covered by the lock-step in `engines.rs`); the register dumps run on
//! the rust-hdl model and the exported Verilog of both builds.

use aes_hdl::aes_axis::{axis_latency_for, aes_axis_verilog_with, axis_latency, axis_latency_of, AesAxis};
use aes_hdl::params::{CoreOptions, KeyLen};
use aes_fpga_driver::regs::status::{BUSY as STATUS_BUSY, KEY_PARTIAL as STATUS_KEY_PARTIAL, KEY_READY as STATUS_KEY_READY, PARTIAL as STATUS_PARTIAL};
use aes_fpga_driver::regs::Ctrl;

/// The `CTRL` word of a key length code and a direction.
fn ctrl_word(key_len: u32, decrypt: bool) -> u32 {
    Ctrl { decrypt, key_len, ..Ctrl::default() }.encode()
}
use aes_testbench::axis_bench::{addr, AxisBench, LiteOp, Order, OKAY, ZEROIZE};
use aes_testbench::engine::AxisEngine;
use aes_testbench::key_dump::{assert_no_key_material, key_material, Fifo};
use aes_testbench::reference::{Reference, Settings};
use hdl_harness::sim::Sim;
use aes_testbench::stream::{random_transactions, Sink, Source};
use hdl_harness::tools::scratch_dir;
use aes_testbench::verilator_engine::VerilatorAxis;
use aes_testbench::waveform::Waveform;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use std::sync::OnceLock;

/// The builds the Verilog runs cover: the default export (`full`, with GCM) and `full-2reg`.
/// Their Verilator models are the ones the other tests of the exported Verilog share.
fn builds() -> [CoreOptions; 2] {
    ["full", "full-2reg"].map(aes_export::builds::named)
}

fn verilog_bench(options: CoreOptions) -> AxisBench<VerilatorAxis> {
    static VERILOG: [OnceLock<String>; 2] = [OnceLock::new(), OnceLock::new()];
    let v = VERILOG[options.two_regs() as usize].get_or_init(|| aes_axis_verilog_with(options));
    AxisBench::on_engine(VerilatorAxis::of_build(v, options).unwrap(), options)
}

/// The `aes_axis` latency of the bench's build for AES-128.
fn latency<E: AxisEngine>(bench: &AxisBench<E>) -> u64 {
    axis_latency_for(&bench.options, KeyLen::Aes128)
}

/// `name` runs on both engines: `name::rust_hdl` and `name::verilog`.
macro_rules! on_both_engines {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[test]
            fn rust_hdl() {
                super::$name(aes_testbench::axis_bench::AxisBench::new(), false);
            }
            #[test]
            fn verilog() {
                hdl_harness::tools::require("verilator");
                super::$name(super::verilog_bench(super::builds()[0]), true);
            }
            #[test]
            fn verilog_2reg() {
                hdl_harness::tools::require("verilator");
                super::$name(super::verilog_bench(super::builds()[1]), true);
            }
        }
    )*};
}

on_both_engines!(
    key_words_with_gaps_in_every_order_never_give_a_partial_key,
    zeroize_and_reset_are_not_undone_by_a_ctrl_write,
    zeroize_then_reset_during_a_packet,
    shorter_key_after_a_longer_one,
    handshake_outputs_low_while_aresetn_is_low,
    tlast_pattern_costs_no_cycle,
    key_change_between_packets_waits_for_the_drain,
    tkeep_partial_beats_are_whole_blocks_and_set_status_partial,
    keylen_3_is_no_key_length,
    random_key_lifecycle,
);

/// One cycle of `source` into the design and out to `sink`.
fn step<E: AxisEngine>(bench: &mut AxisBench<E>, source: &mut Source, sink: &mut Sink) -> aes_testbench::axis_bench::Observed {
    let o = bench.cycle(source.drive(), sink.ready(), false);
    if o.accepted {
        source.taken();
    }
    o
}

/// Runs until the AXI4-Lite master has finished its queue, streaming meanwhile; returns whether
/// any block was accepted.
fn lite_while_streaming<E: AxisEngine>(bench: &mut AxisBench<E>, source: &mut Source, sink: &mut Sink) -> bool {
    let mut accepted = false;
    for _ in 0..1000 {
        if bench.lite.is_idle() {
            bench.lite.results.clear();
            return accepted;
        }
        accepted |= step(bench, source, sink).accepted;
    }
    panic!("AXI4-Lite operation not finished");
}

fn key_write(i: usize, w: u32) -> LiteOp {
    LiteOp::Write { addr: addr::key(i as u8), data: w, strb: 0xf, order: Order::Together }
}

/// Scenario: key words arrive far apart through an interconnect. A frame waiting (after reset,
/// or after the first word of a new key) is never taken before every word is written: word gaps
/// of 0, 1, 14, 15 and 200 cycles, the words in every order, some written twice.
fn key_words_with_gaps_in_every_order_never_give_a_partial_key<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0001);
    let mut orders: Vec<Vec<usize>> = vec![];
    for a in 0..4 {
        for b in 0..4 {
            for c in 0..4 {
                for d in 0..4 {
                    let p = vec![a, b, c, d];
                    if p.iter().collect::<HashSet<_>>().len() == 4 {
                        orders.push(p);
                    }
                }
            }
        }
    }
    assert_eq!(orders.len(), 24);
    let mut cases = 0;
    for (gap, n_orders) in [(0u64, 24), (1, 24), (14, 6), (15, 6), (200, 2)] {
        for (k, order) in orders.iter().take(n_orders).enumerate() {
            let after_reset = k % 2 == 0;
            if after_reset {
                bench.cycle(None, true, true);
            }
            let key: [u32; 4] = rng.gen();
            // Some words twice: garbage first, the real value later in the same update.
            let mut writes: Vec<(usize, u32)> = vec![];
            if k % 3 == 1 {
                writes.push((order[1], rng.gen()));
                writes.push((order[0], rng.gen()));
            }
            writes.extend(order.iter().map(|&i| (i, key[i])));
            let frame = random_transactions(&mut rng, &[3]);
            let mut source = Source::new(if after_reset { frame.clone() } else { vec![] }, 0.0, 1);
            let mut sink = Sink::always_ready();
            for (n, &(i, w)) in writes.iter().enumerate() {
                bench.lite.push(key_write(i, w));
                let took = lite_while_streaming(&mut bench, &mut source, &mut sink);
                if n == 0 && !after_reset {
                    frame.iter().for_each(|&b| source.push(b));
                }
                assert!(!took || n + 1 == writes.len(), "gap {gap}, order {order:?}: a block was taken after {} of the words", n + 1);
                if n + 1 < writes.len() {
                    for _ in 0..gap {
                        assert!(!step(&mut bench, &mut source, &mut sink).accepted, "gap {gap}, order {order:?}: taken during a gap");
                    }
                }
            }
            let before = bench.scoreboard.checked;
            let log = bench.run_stream(&mut source, &mut sink, 2_000);
            assert_eq!(bench.scoreboard.checked, before + 3);
            // Independent of the key model: the complete key.
            let r = Reference::aes128(&key);
            let out: Vec<u128> = log.iter().filter(|o| o.emitted).map(|o| o.output.unwrap().data).collect();
            assert_eq!(out, frame.iter().map(|b| r.process(b.data)).collect::<Vec<_>>(), "gap {gap}, order {order:?}");
            cases += 1;
        }
    }
    assert_eq!(cases, 62);
}

/// Offers `frame` for `cycles` cycles and asserts that nothing is taken and nothing comes out.
fn assert_frame_waits<E: AxisEngine>(bench: &mut AxisBench<E>, source: &mut Source, cycles: usize, what: &str) {
    for _ in 0..cycles {
        let o = bench.cycle(source.drive(), true, false);
        assert!(!o.accepted && o.output.is_none(), "{what}: cycle {}: the data path moved without a key", o.cycle);
    }
}

/// Scenario: after ZEROIZE, and after reset, `CTRL` writes (any fields) bring no key back.
fn zeroize_and_reset_are_not_undone_by_a_ctrl_write<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0002);
    for after_reset in [false, true] {
        bench.load_key(&rng.gen::<[u32; 4]>());
        if after_reset {
            bench.cycle(None, true, true);
        } else {
            assert_eq!(bench.write(addr::CTRL, ZEROIZE), OKAY);
        }
        let mut source = Source::new(random_transactions(&mut rng, &[4]), 0.0, 2);
        for ctrl in [0, 1, 0, ctrl_word(2, false), ctrl_word(2, true), 0] {
            assert_eq!(bench.write(addr::CTRL, ctrl), OKAY);
            assert_frame_waits(&mut bench, &mut source, 30, &format!("CTRL = {ctrl:#x}"));
            let s = bench.status();
            assert_eq!(s & STATUS_KEY_READY, 0);
        }
        let key: [u32; 4] = rng.gen();
        bench.write_key(&key);
        let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
        assert_eq!(log.iter().filter(|o| o.emitted).count(), 4);
        assert_eq!(bench.scoreboard.transaction_keys.last().unwrap().1[..4], key);
    }
}

/// Scenario: ZEROIZE during a packet, then a reset before the packet ends: nothing stale comes
/// out, nothing moves without a new key, and the new key works (the registers themselves are
/// checked in `no_key_material_after_reset_with_a_zeroize_pending`).
fn zeroize_then_reset_during_a_packet<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0003);
    bench.load_key(&rng.gen::<[u32; 4]>());
    let mut source = Source::new(random_transactions(&mut rng, &[100]), 0.0, 3);
    let mut sink = Sink::new(0.5, 4);
    for _ in 0..20 {
        step(&mut bench, &mut source, &mut sink);
    }
    bench.lite.push(LiteOp::Write { addr: addr::CTRL, data: ZEROIZE, strb: 0xf, order: Order::Together });
    lite_while_streaming(&mut bench, &mut source, &mut sink);
    for _ in 0..5 {
        step(&mut bench, &mut source, &mut sink);
    }
    assert!(bench.scoreboard.outstanding() > 0, "the packet is still running");
    bench.cycle(source.drive(), true, true);
    assert_frame_waits(&mut bench, &mut source, 50, "after reset");
    assert_eq!(bench.status(), 0);
    let key: [u32; 4] = rng.gen();
    bench.load_key(&key);
    let before = bench.scoreboard.checked;
    bench.run_stream(&mut source, &mut Sink::new(0.3, 5), 10_000);
    assert!(bench.scoreboard.checked > before);
    assert_eq!(bench.scoreboard.transaction_keys.last().unwrap().1[..4], key);
}

/// Scenario: an AES-128 key after an AES-256 one (and back) is used alone, whatever was in the
/// stages before (the registers are checked in `no_old_round_key_after_loading_a_shorter_key`).
fn shorter_key_after_a_longer_one<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0004);
    for (settings, key) in [
        (Settings::new(KeyLen::Aes256, false), rng.gen::<[u32; 8]>()),
        (Settings::new(KeyLen::Aes128, false), rng.gen()),
        (Settings::new(KeyLen::Aes192, true), rng.gen()),
        (Settings::new(KeyLen::Aes128, true), rng.gen()),
    ] {
        bench.load(settings, &key);
        let mut source = Source::new(random_transactions(&mut rng, &[20, 1]), 0.1, 6);
        bench.run_stream(&mut source, &mut Sink::new(0.2, 7), 5_000);
        let (s, k) = *bench.scoreboard.transaction_keys.last().unwrap();
        assert_eq!((s, &k[..settings.key_len().unwrap().nk()]), (settings, &key[..settings.key_len().unwrap().nk()]));
    }
    assert_eq!(bench.scoreboard.checked, 4 * 21);
}

/// Scenario: `bvalid`, `rvalid`, `m_axis_tvalid` and every `ready` are low while `aresetn` is low
/// (the bench asserts it in every reset cycle), even when a response or a block was waiting.
fn handshake_outputs_low_while_aresetn_is_low<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0005);
    bench.load_key(&rng.gen::<[u32; 4]>());
    bench.lite.resp_delay = 10;
    for op in [LiteOp::Write { addr: addr::key(1), data: 5, strb: 0xf, order: Order::Together }, LiteOp::Read { addr: addr::ID }] {
        bench.lite.push(op);
        let mut waited = 0;
        loop {
            let o = bench.idle();
            let u = bench.engine.get();
            if u.s_axi_bvalid || u.s_axi_rvalid {
                break;
            }
            waited += 1;
            assert!(waited < 20, "{o:?}");
        }
        for _ in 0..3 {
            bench.cycle(None, false, true);
        }
        let u = bench.engine.get();
        assert!(!u.s_axi_bvalid && !u.s_axi_rvalid, "a response survived reset");
    }
    bench.lite.resp_delay = 0;
    // A block waiting on m_axis with the sink stalled.
    bench.load_key(&rng.gen::<[u32; 4]>());
    let mut source = Source::new(random_transactions(&mut rng, &[5]), 0.0, 8);
    for _ in 0..30 {
        let input = source.drive();
        if bench.cycle(input, false, false).accepted {
            source.taken();
        }
    }
    assert!(bench.engine.get().m_axis_tvalid);
    bench.cycle(None, false, true);
    for _ in 0..20 {
        assert!(bench.idle().output.is_none(), "a block from before the reset");
    }
    assert_eq!(bench.read(addr::BLOCKS_OUT), (0, OKAY));
}

/// Scenario: TLAST on every beat (and every 2, 3, 16, 100 blocks) costs nothing: N blocks take
/// at most N + latency + 2 cycles from the first input handshake to the last output handshake.
/// The rust-hdl model streams 1,000 blocks per pattern, the Verilator model 1,000 packets.
fn tlast_pattern_costs_no_cycle<E: AxisEngine>(mut bench: AxisBench<E>, verilog: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0006);
    bench.load_key(&rng.gen::<[u32; 4]>());
    for size in [1usize, 2, 3, 16, 100] {
        let packets = if verilog { 1000 } else { 1000usize.div_ceil(size) };
        let n = packets * size;
        let mut source = Source::new(random_transactions(&mut rng, &vec![size; packets]), 0.0, 9);
        let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 200_000);
        let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
        let emits: Vec<u64> = log.iter().filter(|o| o.emitted).map(|o| o.cycle).collect();
        let cycles = emits[n - 1] - accepts[0] + 1;
        println!("{packets} packets of {size}: {n} blocks in {cycles} cycles");
        assert!(cycles <= n as u64 + latency(&bench) + 2, "packets of {size}: {n} blocks took {cycles} cycles");
        assert_eq!(cycles, n as u64 + latency(&bench), "one block per cycle at latency L");
    }
    assert_eq!(bench.scoreboard.transactions as usize, if verilog { 5000 } else { 1000 + 500 + 334 + 63 + 10 });
}

/// A key written during a packet: the packets before it ran back to back, the next packet
/// waits until the pipeline has drained and the new key is loaded.
fn key_change_between_packets_waits_for_the_drain<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0007);
    bench.load_key(&rng.gen::<[u32; 4]>());
    let mut source = Source::new(random_transactions(&mut rng, &[5; 8]), 0.0, 10);
    let mut sink = Sink::always_ready();
    let mut log = vec![];
    while bench.scoreboard.accepted < 12 {
        log.push(step(&mut bench, &mut source, &mut sink));
    }
    let new: [u32; 4] = rng.gen();
    for (i, &w) in new.iter().enumerate() {
        bench.lite.push(key_write(i, w));
    }
    log.extend(bench.run_stream(&mut source, &mut sink, 5_000));
    let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
    let emits: Vec<u64> = log.iter().filter(|o| o.emitted).map(|o| o.cycle).collect();
    assert_eq!(accepts.len(), 40);
    // Packets 0-2 (blocks 0-14) back to back: the key words arrive during packet 2.
    assert!(accepts[..15].windows(2).all(|w| w[1] == w[0] + 1), "{accepts:?}");
    // Packet 3 starts after packet 2's last block has left and the new key is loaded.
    assert!(accepts[15] > emits[14], "packet 3 at {} before the drain ended at {}", accepts[15], emits[14]);
    let keys = &bench.scoreboard.transaction_keys;
    assert!(keys[..3].iter().all(|k| k.1[..4] != new) && keys[3..].iter().all(|k| k.1[..4] == new));
    // After the change, back to back again.
    assert!(accepts[15..].windows(2).all(|w| w[1] == w[0] + 1));
}

/// Beats with `tkeep != 0xFFFF` are whole blocks and set the sticky STATUS.PARTIAL, which only a
/// write of 1 to bit 5 (byte lane 0) clears; `m_axis_tkeep` is 0xFFFF (the bench checks it).
fn tkeep_partial_beats_are_whole_blocks_and_set_status_partial<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0008);
    bench.load_key(&rng.gen::<[u32; 4]>());
    let mut source = Source::new(random_transactions(&mut rng, &[10]), 0.0, 11);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
    assert_eq!(bench.status() & STATUS_PARTIAL, 0);
    bench.tkeep = 0x00ff;
    let mut source = Source::new(random_transactions(&mut rng, &[3]), 0.0, 12);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
    bench.tkeep = 0xffff;
    assert_eq!(bench.scoreboard.checked, 13, "partial beats are processed as whole blocks");
    assert_ne!(bench.status() & STATUS_PARTIAL, 0);
    assert_eq!(bench.write_with(addr::STATUS, STATUS_PARTIAL, 0b1110, Order::Together), OKAY);
    assert_ne!(bench.status() & STATUS_PARTIAL, 0, "cleared without its byte lane");
    assert_eq!(bench.write(addr::STATUS, !STATUS_PARTIAL), OKAY);
    assert_ne!(bench.status() & STATUS_PARTIAL, 0, "cleared by a 0");
    assert_eq!(bench.write(addr::STATUS, STATUS_PARTIAL), OKAY);
    assert_eq!(bench.status() & STATUS_PARTIAL, 0);
    // Reset clears it too.
    bench.tkeep = 0x7fff;
    let mut source = Source::new(random_transactions(&mut rng, &[1]), 0.0, 13);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
    assert_ne!(bench.status() & STATUS_PARTIAL, 0);
    bench.cycle(None, true, true);
    assert_eq!(bench.status(), 0);
}

/// `KEYLEN = 3` reads back 0; after an AES-256 key it is a change to AES-128, which clears the
/// words and waits for four new ones.
fn keylen_3_is_no_key_length<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_0009);
    bench.load(Settings::new(KeyLen::Aes256, false), &rng.gen());
    assert_eq!(bench.write(addr::CTRL, ctrl_word(3, false)), OKAY);
    assert_eq!(bench.read(addr::CTRL), (0, OKAY));
    assert_eq!(bench.status() & (STATUS_KEY_READY | STATUS_KEY_PARTIAL), STATUS_KEY_PARTIAL);
    let mut source = Source::new(random_transactions(&mut rng, &[6]), 0.0, 14);
    assert_frame_waits(&mut bench, &mut source, 40, "KEYLEN = 3");
    let key: [u32; 4] = rng.gen();
    bench.write_key(&key);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
    assert_eq!(bench.scoreboard.checked, 6);
    assert_eq!(bench.scoreboard.transaction_keys[0].0, Settings::new(KeyLen::Aes128, false));
    // With AES-128 in force, KEYLEN = 3 changes nothing: the key stays loaded.
    assert_eq!(bench.write(addr::CTRL, ctrl_word(3, false)), OKAY);
    assert_eq!(bench.status() & STATUS_KEY_READY, STATUS_KEY_READY);
}

/// At least 2,000 random operations: key-word writes (random words, order, strobes, gaps of
/// 0-40 cycles), whole keys, `CTRL` writes (direction, length, KEYLEN = 3, ZEROIZE), STATUS
/// reads, resets, under packets of random lengths with random `tlast`, `tvalid` gaps and
/// `tready` backpressure. The scoreboard's key-lifecycle model says which complete key each
/// packet runs under; every block is checked against the `aes` crate, in order, once.
fn random_key_lifecycle<E: AxisEngine>(mut bench: AxisBench<E>, _: bool) {
    let mut rng = StdRng::seed_from_u64(0x0211_000A);
    let sizes: Vec<usize> = (0..100_000).map(|_| rng.gen_range(1..12)).collect();
    let mut source = Source::new(random_transactions(&mut rng, &sizes), 0.3, rng.gen());
    let mut sink = Sink::new(0.3, rng.gen());
    let orders = [Order::AwFirst, Order::WFirst, Order::Together];
    let (mut ops, mut resets, mut zeroizes, mut key_reads) = (0, 0, 0, 0);
    let mut reset_discarded = 0;
    while ops < 2_000 {
        let order = orders[rng.gen_range(0..3)];
        match rng.gen_range(0..100) {
            0..=39 => {
                let strb = [0xf, 0xf, 0xf, 0x1, 0x6, 0x0][rng.gen_range(0..6)];
                bench.lite.push(LiteOp::Write { addr: addr::key(rng.gen_range(0..8)), data: rng.gen(), strb, order });
            }
            40..=64 => {
                let nk = bench.ctrl.key_len().unwrap().nk();
                let mut words: Vec<usize> = (0..nk).collect();
                words.shuffle(&mut rng);
                for i in words {
                    bench.lite.push(LiteOp::Write { addr: addr::key(i as u8), data: rng.gen(), strb: 0xf, order });
                    lite_while_streaming(&mut bench, &mut source, &mut sink);
                    for _ in 0..rng.gen_range(0..=40) {
                        step(&mut bench, &mut source, &mut sink);
                    }
                    ops += 1;
                }
            }
            65..=79 => {
                let mut ctrl = ctrl_word(rng.gen_range(0..4), rng.gen());
                if rng.gen_bool(0.3) {
                    ctrl |= ZEROIZE;
                    zeroizes += 1;
                }
                bench.lite.push(LiteOp::Write { addr: addr::CTRL, data: ctrl, strb: 0xf, order });
            }
            80..=94 => {
                bench.lite.push(LiteOp::Read { addr: addr::STATUS });
                for _ in 0..1000 {
                    if let Some(aes_testbench::axis_bench::LiteResult::Read { data, .. }) = bench.lite.results.pop_front() {
                        assert_eq!(data & STATUS_KEY_PARTIAL != 0, bench.scoreboard.keys.key_partial(), "STATUS {data:#x}");
                        key_reads += 1;
                        break;
                    }
                    step(&mut bench, &mut source, &mut sink);
                }
            }
            _ => {
                reset_discarded += bench.scoreboard.outstanding();
                for _ in 0..rng.gen_range(1..3) {
                    bench.cycle(source.drive(), sink.ready(), true);
                }
                resets += 1;
            }
        }
        lite_while_streaming(&mut bench, &mut source, &mut sink);
        for _ in 0..rng.gen_range(0..=40) {
            step(&mut bench, &mut source, &mut sink);
        }
        ops += 1;
    }
    // A complete key ends any wait; every accepted block comes out.
    let nk = bench.ctrl.key_len().unwrap().nk();
    bench.write_key(&(0..nk).map(|_| rng.gen()).collect::<Vec<u32>>());
    for _ in 0..10_000 {
        if bench.scoreboard.outstanding() == 0 {
            break;
        }
        step(&mut bench, &mut source, &mut sink);
    }
    assert_eq!(bench.scoreboard.outstanding(), 0, "blocks lost");
    let sb = &bench.scoreboard;
    println!(
        "{ops} operations, {} cycles: {} blocks accepted, {} checked, {} discarded by {resets} resets, {} transactions under {} distinct keys, {zeroizes} zeroizes, {key_reads} STATUS reads",
        bench.cycle_count(), sb.accepted, sb.checked, reset_discarded, sb.transactions,
        sb.transaction_keys.iter().map(|k| k.1).collect::<HashSet<_>>().len()
    );
    assert_eq!(sb.accepted as usize, sb.checked as usize + reset_discarded);
    assert!(sb.checked > 2_000 && sb.transactions > 300 && resets > 10 && zeroizes > 10);
}

// ---------------------------------------------------------------------------------------------
// No key material left behind: every signal of the rust-hdl model, read back from a VCD.

/// Dumps every signal for two idle cycles and returns the final values.
fn dump(bench: &mut AxisBench<Sim<AesAxis>>, name: &str) -> Vec<(String, u128)> {
    // One directory per build: the tests of both builds run in parallel in one process.
    let dir = scratch_dir(&format!("v2_dump_{name}_{}", bench.options.regs_per_round));
    let path = dir.join("dump.vcd");
    bench.engine.trace_to(&path).unwrap();
    bench.cycle(None, true, false);
    bench.cycle(None, true, false);
    bench.engine.end_trace();
    let mut values = Waveform::load(&path).unwrap().final_values();
    // Register files are leaves: their entries are read from the model itself.
    let words = bench.engine.uut.register_file_words();
    assert!(words.iter().any(|(n, _)| n.contains(".expansion.")) && words.iter().any(|(n, _)| n.contains(".bank")));
    values.extend(words.into_iter().map(|(n, w)| (n, w as u128)));
    values
}

/// Loads `key` (settings `s`) and streams a few packets through it.
fn use_key(bench: &mut AxisBench<Sim<AesAxis>>, rng: &mut StdRng, s: Settings, key: &[u32; 8]) {
    bench.load(s, key);
    let mut source = Source::new(random_transactions(rng, &[7, 1, 4]), 0.0, rng.gen());
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
}

fn no_key_material_after_reset(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(0x0211_0100);
    let mut bench = AxisBench::with_options(options);
    let key: [u32; 8] = rng.gen();
    use_key(&mut bench, &mut rng, Settings::new(KeyLen::Aes256, false), &key);
    // A packet in flight and a block waiting on m_axis when reset comes.
    let mut source = Source::new(random_transactions(&mut rng, &[30]), 0.0, 1);
    for _ in 0..20 {
        let input = source.drive();
        if bench.cycle(input, false, false).accepted {
            source.taken();
        }
    }
    bench.cycle(None, false, true);
    let values = dump(&mut bench, "reset");
    assert_no_key_material(&values, &key_material(&key), Fifo::Cleared, "after reset");
}

fn no_key_material_after_reset_with_a_zeroize_pending(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(0x0211_0101);
    let mut bench = AxisBench::with_options(options);
    let key: [u32; 8] = rng.gen();
    bench.load(Settings::new(KeyLen::Aes128, false), &key);
    let mut source = Source::new(random_transactions(&mut rng, &[60]), 0.0, 2);
    let mut sink = Sink::new(0.5, 3);
    for _ in 0..10 {
        step(&mut bench, &mut source, &mut sink);
    }
    bench.lite.push(LiteOp::Write { addr: addr::CTRL, data: ZEROIZE, strb: 0xf, order: Order::Together });
    lite_while_streaming(&mut bench, &mut source, &mut sink);
    assert!(bench.scoreboard.outstanding() > 0);
    bench.cycle(None, true, true);
    let values = dump(&mut bench, "zeroize-reset");
    assert_no_key_material(&values, &key_material(&key[..4]), Fifo::Cleared, "reset with a zeroize pending");
}

fn no_key_material_once_busy_is_low_after_zeroize(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(0x0211_0102);
    let mut bench = AxisBench::with_options(options);
    for s in [Settings::new(KeyLen::Aes256, false), Settings::new(KeyLen::Aes192, false)] {
        let key: [u32; 8] = rng.gen();
        let nk = s.key_len().unwrap().nk();
        use_key(&mut bench, &mut rng, s, &key);
        // Zeroize during a packet; it finishes under its key, then BUSY falls.
        let mut source = Source::new(random_transactions(&mut rng, &[40]), 0.0, 4);
        let mut sink = Sink::new(0.3, 5);
        for _ in 0..10 {
            step(&mut bench, &mut source, &mut sink);
        }
        bench.lite.push(LiteOp::Write { addr: addr::CTRL, data: ZEROIZE, strb: 0xf, order: Order::Together });
        bench.run_stream(&mut source, &mut sink, 5_000);
        let mut polls = 0;
        while bench.status() & STATUS_BUSY != 0 {
            polls += 1;
            assert!(polls < 100);
        }
        let values = dump(&mut bench, "zeroize");
        assert_no_key_material(&values, &key_material(&key[..nk]), Fifo::Cleared, &format!("{s:?} after zeroize"));
    }
}

fn no_old_round_key_after_loading_a_shorter_key(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(0x0211_0103);
    let mut bench = AxisBench::with_options(options);
    let long: [u32; 8] = rng.gen();
    use_key(&mut bench, &mut rng, Settings::new(KeyLen::Aes256, false), &long);
    let short: [u32; 8] = rng.gen();
    use_key(&mut bench, &mut rng, Settings::new(KeyLen::Aes128, false), &short);
    let values = dump(&mut bench, "shorter");
    assert_no_key_material(&values, &key_material(&long), Fifo::MayHoldOutput, "AES-128 after AES-256");
    // The new key is there (the check can see a key): its round keys are in the stages.
    let new = key_material(&short[..4]);
    assert!(values.iter().any(|(_, v)| new.contains(&(*v as u32))));
    // The same from AES-256 to AES-192.
    use_key(&mut bench, &mut rng, Settings::new(KeyLen::Aes256, false), &long);
    use_key(&mut bench, &mut rng, Settings::new(KeyLen::Aes192, false), &short);
    let values = dump(&mut bench, "shorter-192");
    assert_no_key_material(&values, &key_material(&long), Fifo::MayHoldOutput, "AES-192 after AES-256");
}

/// Once a derivation has ended, the key expansion's S-box register holds 0: the idle unit clears
/// it, so no function of the key stays in it.
fn idle_key_expansion_lookup_holds_no_function_of_the_key(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(0x0211_0104);
    let mut bench = AxisBench::with_options(options);
    for s in [Settings::new(KeyLen::Aes128, false), Settings::new(KeyLen::Aes192, true), Settings::new(KeyLen::Aes256, false)] {
        let key: [u32; 8] = rng.gen();
        use_key(&mut bench, &mut rng, s, &key);
        let values = dump(&mut bench, "idle-lookup");
        let lookup: Vec<&(String, u128)> =
            values.iter().filter(|(n, _)| n.ends_with(".expansion.sub.y") || n.ends_with(".expansion.sub.y_rot")).collect();
        assert_eq!(lookup.len(), 2, "{s:?}: {lookup:?}");
        for (name, v) in lookup {
            assert_eq!(*v, 0, "{s:?}: {name}");
        }
    }
}

/// The register dumps, on both builds: `name::one_reg` and `name::two_regs`.
macro_rules! on_both_builds {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[test]
            fn one_reg() {
                super::$name(super::builds()[0]);
            }
            #[test]
            fn two_regs() {
                super::$name(super::builds()[1]);
            }
        }
    )*};
}

on_both_builds!(
    no_key_material_after_reset,
    no_key_material_after_reset_with_a_zeroize_pending,
    no_key_material_once_busy_is_low_after_zeroize,
    no_old_round_key_after_loading_a_shorter_key,
    idle_key_expansion_lookup_holds_no_function_of_the_key,
    no_key_material_in_the_exported_verilog,
);

#[test]
fn latencies_are_documented() {
    assert_eq!(KeyLen::ALL.map(axis_latency), [12, 14, 16]);
    assert_eq!(KeyLen::ALL.map(|k| axis_latency_of(2, k)), [22, 26, 30]);
}

/// The register dumps on the exported Verilog: Icarus runs `aes_axis.v` through an AES-256 key,
/// a shorter AES-128 key, a zeroize during a packet and a reset during a packet, and dumps every
/// signal (`$dumpon`) at three checkpoints; the VCD is read back as in the tests above. Icarus
/// runs the build without GCM: with the GHASH unit's XOR trees it takes Icarus over a quarter of
/// an hour; the GCM build's dumps run on Verilator (`axis_gcm.rs`).
fn no_key_material_in_the_exported_verilog(options: CoreOptions) {
    let options = options.with_gcm(false);
    use hdl_harness::tools::{iverilog_run, tail};
    use std::fmt::Write;
    let mut rng = StdRng::seed_from_u64(0x0211_0200);
    let long: [u32; 8] = rng.gen();
    let short: [u32; 4] = rng.gen();
    let last: [u32; 8] = rng.gen();
    let dir = scratch_dir(&format!("axis_v2_dumps_{}", options.regs_per_round));
    let dut = dir.join("aes_axis.v");
    std::fs::write(&dut, aes_axis_verilog_with(options)).unwrap();
    let mut tb = String::new();
    tb.push_str(r#"`timescale 1ns/1ns
module tb;
reg aclk = 0; reg aresetn = 0;
reg [7:0] s_axi_awaddr = 0; reg s_axi_awvalid = 0; wire s_axi_awready;
reg [31:0] s_axi_wdata = 0; reg [3:0] s_axi_wstrb = 0; reg s_axi_wvalid = 0; wire s_axi_wready;
wire [1:0] s_axi_bresp; wire s_axi_bvalid; reg s_axi_bready = 0;
reg [7:0] s_axi_araddr = 0; reg s_axi_arvalid = 0; wire s_axi_arready;
wire [31:0] s_axi_rdata; wire [1:0] s_axi_rresp; wire s_axi_rvalid; reg s_axi_rready = 0;
reg [127:0] s_axis_tdata = 0; reg s_axis_tvalid = 0; wire s_axis_tready; reg s_axis_tlast = 0;
wire [127:0] m_axis_tdata; wire m_axis_tvalid; reg m_axis_tready = 1; wire m_axis_tlast; wire [15:0] m_axis_tkeep;
aes_axis dut(.aclk(aclk), .aresetn(aresetn), .s_axi_awaddr(s_axi_awaddr), .s_axi_awvalid(s_axi_awvalid), .s_axi_awready(s_axi_awready), .s_axi_wdata(s_axi_wdata), .s_axi_wstrb(s_axi_wstrb), .s_axi_wvalid(s_axi_wvalid), .s_axi_wready(s_axi_wready), .s_axi_bresp(s_axi_bresp), .s_axi_bvalid(s_axi_bvalid), .s_axi_bready(s_axi_bready), .s_axi_araddr(s_axi_araddr), .s_axi_arvalid(s_axi_arvalid), .s_axi_arready(s_axi_arready), .s_axi_rdata(s_axi_rdata), .s_axi_rresp(s_axi_rresp), .s_axi_rvalid(s_axi_rvalid), .s_axi_rready(s_axi_rready), .s_axis_tdata(s_axis_tdata), .s_axis_tvalid(s_axis_tvalid), .s_axis_tready(s_axis_tready), .s_axis_tlast(s_axis_tlast), .m_axis_tdata(m_axis_tdata), .m_axis_tvalid(m_axis_tvalid), .m_axis_tready(m_axis_tready), .m_axis_tlast(m_axis_tlast), .s_axis_tkeep(16'hffff), .m_axis_tkeep(m_axis_tkeep));
always #5 aclk = ~aclk;
reg [31:0] st; integer sent = 0; integer got = 0; integer to_send = 0;
task axi_write(input [7:0] a, input [31:0] d); begin
  @(negedge aclk); s_axi_awaddr = a; s_axi_awvalid = 1; s_axi_wdata = d; s_axi_wstrb = 4'hf; s_axi_wvalid = 1; s_axi_bready = 1;
  while (s_axi_awvalid || s_axi_wvalid) begin @(posedge aclk); if (s_axi_awready) s_axi_awvalid <= 0; if (s_axi_wready) s_axi_wvalid <= 0; #1; end
  while (!s_axi_bvalid) begin @(posedge aclk); #1; end
  @(posedge aclk); #1; s_axi_bready = 0; s_axi_wdata = 0;
end endtask
task axi_read(input [7:0] a, output [31:0] d); begin
  @(negedge aclk); s_axi_araddr = a; s_axi_arvalid = 1; s_axi_rready = 1;
  while (s_axi_arvalid) begin @(posedge aclk); if (s_axi_arready) s_axi_arvalid <= 0; #1; end
  while (!s_axi_rvalid) begin @(posedge aclk); #1; end
  d = s_axi_rdata; @(posedge aclk); #1; s_axi_rready = 0;
end endtask
task wait_ready; begin st = 0; while (!st[0]) axi_read(8'h04, st); end endtask
task wait_idle; begin st = 2; while (st[1]) axi_read(8'h04, st); end endtask
always @(posedge aclk) begin
  if (!aresetn) begin sent <= 0; got <= 0; end
  else begin
    if (m_axis_tvalid && m_axis_tready) got <= got + 1;
    if (s_axis_tvalid && s_axis_tready) sent <= sent + 1;
  end
end
always @(*) begin s_axis_tvalid = aresetn && (sent < to_send); s_axis_tlast = (sent % 5) == 4; s_axis_tdata = {4{32'h0 + sent * 32'h9e3779b9}}; end
task stream(input integer n); begin to_send = sent + n; while (got < to_send) @(posedge aclk); end endtask
task checkpoint; begin @(negedge aclk); $dumpon; repeat (2) @(posedge aclk); #1 $display("CHECKPOINT %0d", $time); @(negedge aclk); $dumpoff; end endtask
initial begin
  $dumpfile("DUMPFILE"); $dumpvars(0, dut); $dumpoff;
  repeat (3) @(posedge aclk); #1 aresetn = 1;
"#);
    // AES-256, then the shorter AES-128 key: checkpoint 1.
    writeln!(tb, "  axi_write(8'h00, 32'h{:08x});", ctrl_word(2, false)).unwrap();
    for (i, w) in long.iter().enumerate() {
        writeln!(tb, "  axi_write(8'h{:02x}, 32'h{w:08x});", addr::key(i as u8)).unwrap();
    }
    writeln!(tb, "  wait_ready; stream(20);\n  axi_write(8'h00, 32'h{:08x});", ctrl_word(0, false)).unwrap();
    for (i, w) in short.iter().enumerate() {
        writeln!(tb, "  axi_write(8'h{:02x}, 32'h{w:08x});", addr::key(i as u8)).unwrap();
    }
    writeln!(tb, "  wait_ready; stream(10); wait_idle; checkpoint;").unwrap();
    // Zeroize during a packet, then BUSY low: checkpoint 2.
    writeln!(tb, "  to_send = sent + 23; repeat (6) @(posedge aclk); axi_write(8'h00, 32'h{ZEROIZE:08x}); repeat (40) @(posedge aclk); to_send = sent; wait_idle; checkpoint;").unwrap();
    // A new AES-256 key and a reset during a packet: checkpoint 3.
    writeln!(tb, "  axi_write(8'h00, 32'h{:08x});", ctrl_word(2, false)).unwrap();
    for (i, w) in last.iter().enumerate() {
        writeln!(tb, "  axi_write(8'h{:02x}, 32'h{w:08x});", addr::key(i as u8)).unwrap();
    }
    writeln!(tb, "  wait_ready; to_send = sent + 30; repeat (8) @(posedge aclk); m_axis_tready = 0; repeat (4) @(posedge aclk);
  @(negedge aclk); aresetn = 0; to_send = 0; @(posedge aclk); @(posedge aclk); #1 aresetn = 1; m_axis_tready = 1; checkpoint;
  $finish;\nend\nendmodule").unwrap();
    let tb_file = dir.join("tb.v");
    std::fs::write(&tb_file, tb.replace("DUMPFILE", &dir.join("dump.vcd").display().to_string())).unwrap();
    let out = iverilog_run(&[&dut, &tb_file], "tb", &dir);
    let times: Vec<u64> = out.lines().filter_map(|l| l.strip_prefix("CHECKPOINT ")).map(|t| t.trim().parse().unwrap()).collect();
    assert_eq!(times.len(), 3, "{}", tail(&out, 20));
    let wave = Waveform::load(&dir.join("dump.vcd")).unwrap();
    let names: Vec<String> = wave.names().cloned().collect();
    for (n, (time, forbidden, fifo, what)) in [
        (times[0], key_material(&long), Fifo::MayHoldOutput, "AES-128 after AES-256"),
        (times[1], key_material(&short).union(&key_material(&long)).copied().collect(), Fifo::Cleared, "after zeroize"),
        (times[2], key_material(&last), Fifo::Cleared, "after reset during a packet"),
    ]
    .into_iter()
    .enumerate()
    {
        // Values two cycles into the checkpoint's dump window (before `$dumpoff` writes x).
        let values: Vec<(String, u128)> = names.iter().map(|name| (name.clone(), wave.value_at(name, time))).collect();
        assert_no_key_material(&values, &forbidden, fifo, &format!("Verilog checkpoint {n}: {what}"));
    }
    // The dump can see a key: at the first checkpoint the AES-128 round keys are in the stages.
    let new = key_material(&short);
    assert!(names.iter().any(|name| new.contains(&(wave.value_at(name, times[0]) as u32))));
}
