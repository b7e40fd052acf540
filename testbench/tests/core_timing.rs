//! Cycle accuracy of the `aes_core` datapath: latency, throughput, stalls and bad input.

use aes_hdl::params::{CoreOptions, KeyLen};
use aes_testbench::reference::Settings;
use aes_testbench::core_bench::{CoreBench, Drive};
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn latency_is_the_builds_figure(options: CoreOptions) {
    // One register per round: the initial AddRoundKey and ten rounds, each followed by a
    // register, with either S-box build. Two: two registers per stage but the last (`round.rs`).
    let want = if options.two_regs() { 21 } else { 11 };
    assert_eq!(options.latency(KeyLen::Aes128), want);
}

fn n_blocks_leave_in_n_plus_latency_cycles_one_per_cycle(options: CoreOptions) {
    let latency = options.latency(KeyLen::Aes128);
    let mut rng = StdRng::seed_from_u64(7);
    let mut bench = CoreBench::with_options(options);
    bench.load_key(&rng.gen::<[u32; 4]>());
    for n in [1usize, 2, 17, 300] {
        let mut source = Source::new(random_transactions(&mut rng, &[n]), 0.0, 1);
        let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 10_000);
        let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
        let emits: Vec<u64> = log.iter().filter(|o| o.emitted).map(|o| o.cycle).collect();
        let first = accepts[0];
        assert_eq!(log[0].cycle, first, "the first block is taken in the cycle it is offered");
        assert_eq!(accepts, (first..first + n as u64).collect::<Vec<_>>(), "one block accepted per cycle");
        assert_eq!(emits, (first + latency..first + latency + n as u64).collect::<Vec<_>>(), "one block out per cycle");
        // From the first input cycle to the end of the last output cycle: N + L cycles.
        assert_eq!(emits.last().unwrap() + 1 - first, n as u64 + latency);
        // The transaction ends when its last block leaves; the next one may start right after.
        let after = bench.idle();
        assert!(!after.busy && after.in_ready);
    }
}

fn output_stall_holds_the_pipeline_without_loss(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(8);
    let mut bench = CoreBench::with_options(options);
    bench.load_key(&rng.gen::<[u32; 4]>());
    let blocks = random_transactions(&mut rng, &[60]);
    let mut source = Source::new(blocks, 0.0, 2);
    // Stream, then, once the first block is out, hold the output not ready for 30 cycles: the
    // whole pipeline stalls at once (no block is accepted, the output block is held), and
    // resumes one block per cycle afterwards.
    let stall = options.latency(KeyLen::Aes128) + 4;
    let mut accepted = 0;
    for i in 0..stall + 45 {
        let ready = !(stall..stall + 30).contains(&i);
        let o = bench.cycle(&Drive { input: source.drive(), out_ready: ready, ..Default::default() });
        if o.accepted {
            source.taken();
            accepted += 1;
        }
        if (stall..stall + 30).contains(&i) {
            assert!(o.output.is_some() && !o.in_ready, "cycle {i}: pipeline must be full and stalled");
        }
    }
    assert_eq!(accepted, stall + 15);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1000);
    assert_eq!(bench.scoreboard.checked, 60);
}

fn random_valid_gaps_and_ready_backpressure_lose_nothing(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(9);
    let mut bench = CoreBench::with_options(options);
    let mut total = 0;
    for round in 0..4 {
        bench.load_key(&rng.gen::<[u32; 4]>());
        let sizes: Vec<usize> = (0..12).map(|_| rng.gen_range(1..220)).collect();
        total += sizes.iter().sum::<usize>();
        let blocks = random_transactions(&mut rng, &sizes);
        let p_gap = [0.1, 0.5, 0.3, 0.8][round];
        let p_stall = [0.5, 0.1, 0.3, 0.7][round];
        let mut source = Source::new(blocks, p_gap, rng.gen());
        let mut sink = Sink::new(p_stall, rng.gen());
        bench.run_stream(&mut source, &mut sink, 100_000);
    }
    let scoreboard = &bench.scoreboard;
    assert!(total >= 5_000, "only {total} blocks");
    assert_eq!(scoreboard.checked as usize, total);
    assert_eq!(scoreboard.accepted as usize, total);
    assert_eq!(scoreboard.outstanding(), 0);
}

fn block_offered_before_any_key_waits_then_uses_the_key(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(10);
    let mut bench = CoreBench::with_options(options);
    let beat = Beat { data: rng.gen(), last: true };
    for _ in 0..200 {
        let o = bench.cycle(&Drive { input: Some(beat), out_ready: true, ..Default::default() });
        assert!(!o.in_ready && !o.accepted && o.output.is_none() && !o.key_ready);
    }
    // Writing the key while the block waits: the block goes through under that key.
    let key: [u32; 4] = rng.gen();
    for (i, &w) in key.iter().enumerate() {
        let o = bench.cycle(&Drive { input: Some(beat), out_ready: true, key_write: Some((i, w)), ..Default::default() });
        assert!(!o.accepted);
    }
    let mut source = Source::new([beat], 0.0, 0);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 100);
    assert_eq!(bench.scoreboard.checked, 1);
}

fn unsupported_settings_keep_the_core_not_ready(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(11);
    // key_len 3 in any build; AES-192/256 and decryption in a build without them.
    let cases = [
        (CoreOptions::FULL, Settings { key_len: 3, decrypt: false }),
        (CoreOptions::FULL, Settings { key_len: 3, decrypt: true }),
        (CoreOptions::ENCRYPT_128, Settings { key_len: 1, decrypt: false }),
        (CoreOptions::ENCRYPT_128, Settings { key_len: 2, decrypt: false }),
        (CoreOptions::ENCRYPT_128, Settings { key_len: 0, decrypt: true }),
    ];
    for (build, settings) in cases {
        let options = build.with_sbox(options.sbox);
        let mut bench = CoreBench::with_options(options);
        bench.settings = settings;
        let beat = Beat { data: rng.gen(), last: true };
        bench.write_key(&rng.gen::<[u32; 8]>());
        for _ in 0..100 {
            let o = bench.cycle(&Drive { input: Some(beat), out_ready: true, ..Default::default() });
            assert!(!o.key_ready && !o.in_ready && o.output.is_none() && !o.deriving, "{options:?} {settings:?}");
        }
        // The same build loads a supported key afterwards.
        bench.settings = Settings::default();
        bench.load_key(&rng.gen::<[u32; 4]>());
        let mut source = Source::new([beat], 0.0, 0);
        bench.run_stream(&mut source, &mut Sink::always_ready(), 100);
        assert_eq!(bench.scoreboard.checked, 1);
    }
}

fn random_activity_on_every_port_never_breaks_the_scoreboard(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(12);
    let mut bench = CoreBench::with_options(options);
    // Key words come as whole keys of the current length in random order, and as single
    // words; settings change now and then (key length 3 included).
    let mut pending: Vec<(usize, u32)> = vec![];
    for _ in 0..3_000 {
        if rng.gen_bool(0.01) {
            bench.settings = Settings { key_len: rng.gen_range(0..4), decrypt: rng.gen() };
        }
        if pending.is_empty() && rng.gen_bool(0.02) {
            let nk = bench.settings.key_len().map_or(8, |k| k.nk());
            pending = (0..nk).map(|i| (i, rng.gen())).collect();
            pending.sort_by_key(|_| rng.gen::<u32>());
        }
        if rng.gen_bool(0.005) {
            pending.push((rng.gen_range(0..8), rng.gen()));
        }
        let key_write = if rng.gen_bool(0.5) { pending.pop() } else { None };
        let d = Drive {
            input: rng.gen_bool(0.6).then(|| Beat { data: rng.gen(), last: rng.gen_bool(0.1) }),
            out_ready: rng.gen_bool(0.7),
            key_write,
            zeroize: rng.gen_bool(0.002),
            reset: rng.gen_bool(0.001),
            ..Default::default()
        };
        // The scoreboard checks every emitted block against the key written before its
        // transaction started, and that nothing comes out that was not accepted.
        bench.cycle(&d);
    }
    assert!(bench.scoreboard.checked > 100, "too little traffic got through: {}", bench.scoreboard.checked);
}

aes_testbench::sbox_builds!(CoreOptions::FULL;
    latency_is_the_builds_figure,
    n_blocks_leave_in_n_plus_latency_cycles_one_per_cycle,
    output_stall_holds_the_pipeline_without_loss,
    random_valid_gaps_and_ready_backpressure_lose_nothing,
    block_offered_before_any_key_waits_then_uses_the_key,
    unsupported_settings_keep_the_core_not_ready,
    random_activity_on_every_port_never_breaks_the_scoreboard,
);
