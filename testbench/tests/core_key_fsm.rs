//! The key FSMs of `aes_core`, one behaviour of `docs/architecture.md` ("Key handling") per
//! test, observed cycle by cycle on the status outputs and checked on the data against the `aes`
//! crate.

use aes_hdl::aes_core::WRITE_PORT_CYCLES;
use aes_hdl::keys::key_expansion::STORE_CYCLES;
use aes_hdl::keys::KEY_LOAD_CYCLES;
use aes_hdl::params::{KeyLen, CoreOptions};

const NR: usize = KeyLen::Aes128.rounds();
use aes_testbench::core_bench::{CoreBench, Drive, Observed};
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn write_word(bench: &mut CoreBench, i: usize, w: u32) -> Observed {
    bench.cycle(&Drive { key_write: Some((i, w)), out_ready: true, ..Default::default() })
}

/// Idles until `key_ready`, recording each cycle.
fn idle_until_ready(bench: &mut CoreBench) -> Vec<Observed> {
    let mut log = vec![];
    loop {
        let o = bench.idle();
        log.push(o);
        if o.key_ready {
            return log;
        }
        assert!(log.len() < 200, "key never became ready");
    }
}

/// Encrypts a short transaction; the scoreboard checks it under the key words as written.
fn check_traffic(bench: &mut CoreBench, rng: &mut StdRng) {
    let before = bench.scoreboard.checked;
    let mut source = Source::new(random_transactions(rng, &[5]), 0.0, 0);
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1000);
    assert_eq!(bench.scoreboard.checked, before + 5);
}

fn key_ready_a_fixed_number_of_cycles_after_the_last_key_write(options: CoreOptions) {
    // On the ports in t, acting in t+1, commit in t+2, derivation from t+3, each round key
    // stored a cycle after it is made, two fanout steps (key_refresh.rs).
    assert_eq!((WRITE_PORT_CYCLES, STORE_CYCLES), (1, 1));
    assert_eq!(KEY_LOAD_CYCLES, 20);
    let mut rng = StdRng::seed_from_u64(20);
    let mut bench = CoreBench::with_options(options);
    for _ in 0..5 {
        let last_write = bench.write_key(&rng.gen::<[u32; 4]>());
        let ready = bench.wait_key_ready(100);
        assert_eq!(ready - last_write, KEY_LOAD_CYCLES);
        check_traffic(&mut bench, &mut rng);
    }
}

fn key_written_mid_expansion_restarts_it(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(21);
    let mut bench = CoreBench::with_options(options);
    bench.write_key(&rng.gen::<[u32; 4]>());
    // The last write acts in the cycle after it is on the ports, the update is committed in the
    // cycle after that, the derivation starts in the next one and runs from the cycle after that.
    assert!(!bench.idle().deriving && !bench.idle().deriving && !bench.idle().deriving);
    // Three cycles into the derivation, a new key arrives word by word.
    for _ in 0..3 {
        assert!(bench.idle().deriving);
    }
    // Its first word stops the stale derivation in the cycle it acts.
    let o = write_word(&mut bench, 0, rng.gen());
    assert!(o.deriving && bench.idle().deriving);
    assert!(!bench.idle().deriving, "the stale derivation runs on after a key word was written");
    let second: [u32; 4] = rng.gen();
    let last = bench.write_key(&second);
    let log = idle_until_ready(&mut bench);
    // Ready a full load time after the new key, not when the stale expansion would have ended.
    assert_eq!(log.last().unwrap().cycle - last, KEY_LOAD_CYCLES);
    // One expansion, NR + 1 cycles, after the commit of the complete new key.
    let deriving: Vec<bool> = log.iter().map(|o| o.deriving).collect();
    assert_eq!(deriving.iter().filter(|&&d| d).count(), NR + 1, "{deriving:?}");
    check_traffic(&mut bench, &mut rng);
}

fn four_back_to_back_key_writes_cost_one_expansion(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(22);
    let mut bench = CoreBench::with_options(options);
    let key: [u32; 4] = rng.gen();
    let mut statuses = vec![];
    for (i, &w) in key.iter().enumerate() {
        statuses.push(write_word(&mut bench, i, w));
    }
    let log = idle_until_ready(&mut bench);
    // Same time to ready as a single write: the three earlier writes are absorbed by restarts.
    assert_eq!(log.last().unwrap().cycle - statuses[3].cycle, KEY_LOAD_CYCLES);
    // Nothing runs before the update is complete; then one expansion (NR + 1 cycles) after the
    // commit, and the refresh for the NR + 1 copies behind it.
    assert!(statuses.iter().all(|o| !o.deriving && !o.refreshing && !o.key_ready));
    assert_eq!(log.iter().filter(|o| o.deriving).count(), NR + 1);
    assert!(!log[0].deriving && !log[1].deriving && !log[2].deriving && log[3].deriving && log[3].refreshing);
    check_traffic(&mut bench, &mut rng);
}

fn key_written_during_a_transaction_affects_only_the_next_one(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(23);
    let mut bench = CoreBench::with_options(options);
    let old: [u32; 4] = rng.gen();
    let new: [u32; 4] = rng.gen();
    bench.load_key(&old);
    let blocks = random_transactions(&mut rng, &[60, 40]);
    let mut source = Source::new(blocks, 0.0, 0);
    let mut log = vec![];
    let mut written = 0;
    while !(source.is_done() && bench.scoreboard.outstanding() == 0) {
        let mut d = Drive { input: source.drive(), out_ready: true, ..Default::default() };
        // Write the new key while the first transaction is 20 blocks in.
        if bench.scoreboard.accepted >= 20 && written < 4 {
            d.key_write = Some((written, new[written]));
            written += 1;
        }
        let o = bench.cycle(&d);
        if o.accepted {
            source.taken();
        }
        log.push(o);
        assert!(log.len() < 1000);
    }
    // The scoreboard predicted the first transaction under `old`, the second under `new`; check
    // the timing that makes that true.
    assert_eq!(bench.scoreboard.transactions, 2);
    let first_end = log.iter().filter(|o| o.emitted).nth(59).unwrap().cycle;
    let second_start = log.iter().filter(|o| o.accepted).nth(60).unwrap().cycle;
    let ready = log.iter().find(|o| o.cycle > first_end && o.key_ready).unwrap().cycle;
    assert!(log.iter().all(|o| !(o.busy && o.refreshing)), "local keys refreshed during a transaction");
    // The update was committed during the transaction and the refresh starts two cycles after it
    // has ended (the refresh FSM sees `busy` through a register), as it would three cycles after
    // a completing key write on the ports (the port register, the write, then the commit); the
    // derivation is done by then, so the refresh does not wait for round key 0's store either.
    assert_eq!(ready - first_end, KEY_LOAD_CYCLES - 1 - WRITE_PORT_CYCLES - STORE_CYCLES);
    assert_eq!(second_start, ready, "the next transaction waits for the new key, then starts at once");
}

fn derivation_runs_while_a_transaction_streams_under_the_old_key(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(24);
    let mut bench = CoreBench::with_options(options);
    bench.load_key(&rng.gen::<[u32; 4]>());
    let mut source = Source::new(random_transactions(&mut rng, &[100]), 0.0, 0);
    let new: [u32; 4] = rng.gen();
    let mut log = vec![];
    for i in 0..40 {
        let key_write = (10..14).contains(&i).then(|| (i - 10, new[i - 10]));
        let o = bench.cycle(&Drive { input: source.drive(), out_ready: true, key_write, ..Default::default() });
        if o.accepted {
            source.taken();
        }
        log.push(o);
    }
    // Every cycle of the derivation (one expansion, after the fourth word completed the key) is
    // a cycle in which a block of the running transaction was accepted.
    let deriving = log.iter().filter(|o| o.deriving).count();
    let overlapped = log.iter().filter(|o| o.deriving && o.accepted && o.busy).count();
    assert_eq!(deriving, NR + 1);
    assert_eq!(overlapped, deriving, "the whole expansion overlaps the stream");
    assert!(log.iter().all(|o| !o.refreshing));
    bench.run_stream(&mut source, &mut Sink::always_ready(), 1000);
    assert_eq!(bench.scoreboard.checked, 100);
    assert_eq!(bench.scoreboard.transactions, 1);
    check_traffic(&mut bench, &mut rng);
    assert_eq!(bench.scoreboard.transactions, 2);
}

fn key_written_during_refresh_restarts_it(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(25);
    let mut bench = CoreBench::with_options(options);
    bench.write_key(&rng.gen::<[u32; 4]>());
    for _ in 0..6 {
        bench.idle();
    }
    assert!(bench.idle().refreshing);
    let last = bench.write_key(&rng.gen::<[u32; 4]>());
    let ready = bench.wait_key_ready(100);
    assert_eq!(ready - last, KEY_LOAD_CYCLES);
    check_traffic(&mut bench, &mut rng);
}

fn no_block_is_ever_encrypted_under_a_mixed_key(options: CoreOptions) {
    // Random interleavings of single key-word writes, whole keys and traffic with gaps and
    // backpressure. The scoreboard predicts each block under the key words as written before its
    // transaction's first block; a block under a schedule mixing two keys, or mixing a half-written
    // key with an older one, would differ.
    for seed in 0..6u64 {
        let mut rng = StdRng::seed_from_u64(100 + seed);
        let mut bench = CoreBench::with_options(options);
        bench.load_key(&rng.gen::<[u32; 4]>());
        let sizes: Vec<usize> = (0..60).map(|_| rng.gen_range(1..12)).collect();
        let mut source = Source::new(random_transactions(&mut rng, &sizes), 0.2, rng.gen());
        let mut sink = Sink::new(0.2, rng.gen());
        let mut pending_key: Vec<(usize, u32)> = vec![];
        let mut cycles = 0;
        while !(source.is_done() && bench.scoreboard.outstanding() == 0) {
            if pending_key.is_empty() && rng.gen_bool(0.02) {
                let key: [u32; 4] = rng.gen();
                pending_key = if rng.gen_bool(0.5) {
                    key.iter().copied().enumerate().rev().collect()
                } else {
                    vec![(rng.gen_range(0..4), key[0])]
                };
            }
            let key_write = if rng.gen_bool(0.5) { pending_key.pop() } else { None };
            let d = Drive { input: source.drive(), out_ready: sink.ready(), key_write, ..Default::default() };
            let o = bench.cycle(&d);
            if o.accepted {
                source.taken();
            }
            cycles += 1;
            assert!(cycles < 50_000, "stream stuck");
        }
        assert_eq!(bench.scoreboard.checked as usize, sizes.iter().sum::<usize>());
        assert!(bench.scoreboard.transactions >= 60);
    }
}

fn zeroize_drops_the_key_and_new_transactions_wait(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(26);
    let mut bench = CoreBench::with_options(options);
    bench.load_key(&rng.gen::<[u32; 4]>());
    let o = bench.cycle(&Drive { zeroize: true, out_ready: true, ..Default::default() });
    assert!(o.in_ready, "a zeroize on the ports acts in the next cycle");
    let beat = Beat { data: rng.gen(), last: true };
    let o = bench.cycle(&Drive { input: Some(beat), out_ready: true, ..Default::default() });
    assert!(!o.in_ready && !o.accepted, "a block in the cycle a zeroize acts waits");
    for _ in 0..50 {
        let o = bench.cycle(&Drive { input: Some(beat), out_ready: true, ..Default::default() });
        assert!(!o.key_ready && !o.accepted && !o.deriving && o.output.is_none());
    }
    bench.load_key(&rng.gen::<[u32; 4]>());
    check_traffic(&mut bench, &mut rng);
}

/// A refresh that waited for a transaction starts wherever the derivation then is: part-way
/// through it (the transaction ended while it ran) or after it. Transactions of 1 to NR + 4
/// blocks, the new key written in their second to fifth cycles, move the refresh's start across
/// the derivation. The refresh is then never level with the expansion unit, so it loads a round
/// key in every cycle: the key is ready `KEY_LOAD_CYCLES - 3` cycles after the last block left,
/// whatever the length, and the next transaction runs under the new key.
fn refresh_after_a_transaction_starts_anywhere_in_the_derivation(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(26);
    let (mut during, mut after) = (0, 0);
    // With two registers per round the blocks take `latency - (NR + 1)` cycles longer: the key
    // is written that much later, so that the same lengths move the refresh across the derivation.
    let delay = (options.latency(KeyLen::Aes128) - NR as u64 - 1) as usize;
    for n in 1..=NR + 4 {
        let mut bench = CoreBench::with_options(options);
        bench.load_key(&rng.gen::<[u32; 4]>());
        let new: [u32; 4] = rng.gen();
        let mut source = Source::new(random_transactions(&mut rng, &[n]), 0.0, 0);
        let mut log: Vec<Observed> = vec![];
        loop {
            let i = log.len();
            let key_write = (1 + delay..5 + delay).contains(&i).then(|| (i - 1 - delay, new[i - 1 - delay]));
            let o = bench.cycle(&Drive { input: source.drive(), out_ready: true, key_write, ..Default::default() });
            if o.accepted {
                source.taken();
            }
            log.push(o);
            if i > 6 + delay && o.key_ready {
                break;
            }
            assert!(log.len() < 200, "n = {n}: key never ready");
        }
        assert!(log[0].accepted, "the transaction starts before the key write");
        let last_out = log.iter().filter(|o| o.emitted).nth(n - 1).unwrap().cycle;
        let ready = log.last().unwrap().cycle;
        assert_eq!(ready - last_out, KEY_LOAD_CYCLES - 1 - WRITE_PORT_CYCLES - STORE_CYCLES, "n = {n}");
        let start = log.iter().position(|o| o.refreshing).unwrap();
        if log[start].deriving {
            during += 1;
        } else {
            after += 1;
        }
        assert!(log.iter().all(|o| !(o.busy && o.refreshing)), "n = {n}: refresh during a transaction");
        assert_eq!(bench.scoreboard.checked, n as u64);
        check_traffic(&mut bench, &mut rng);
        assert_eq!(bench.scoreboard.transactions, 2);
    }
    assert!(during >= 3 && after >= 3, "refresh starts: {during} during the derivation, {after} after");
}

/// The write ports are registered: a block offered in the cycle a new key's first word is on the
/// ports starts its transaction under the loaded key; a block offered from the next cycle on
/// waits for the new key and runs under it (the scoreboard checks both against the `aes` crate).
fn a_write_acts_in_the_cycle_after_it_is_on_the_ports(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(27);
    let mut bench = CoreBench::with_options(options);
    bench.load_key(&rng.gen::<[u32; 4]>());
    let new: [u32; 4] = rng.gen();
    let first = Beat { data: rng.gen(), last: true };
    let second = Beat { data: rng.gen(), last: true };
    let o = bench.cycle(&Drive { input: Some(first), key_write: Some((0, new[0])), out_ready: true, ..Default::default() });
    assert!(o.accepted, "the block offered with the write on the ports is taken");
    let mut last_write = o.cycle;
    for (i, &w) in new.iter().enumerate().skip(1) {
        let o = bench.cycle(&Drive { input: Some(second), key_write: Some((i, w)), out_ready: true, ..Default::default() });
        assert!(!o.accepted, "a block offered after a write waits for the new key");
        last_write = o.cycle;
    }
    let taken = loop {
        let o = bench.cycle(&Drive { input: Some(second), out_ready: true, ..Default::default() });
        assert_eq!(o.accepted, o.key_ready, "cycle {}: taken as the new key becomes ready", o.cycle);
        if o.accepted {
            break o.cycle;
        }
        assert!(o.cycle < last_write + 100, "the second block is never taken");
    };
    // The refresh also waits for the first block to leave.
    assert!(taken - last_write >= KEY_LOAD_CYCLES);
    for _ in 0..40 {
        bench.idle();
    }
    assert_eq!((bench.scoreboard.checked, bench.scoreboard.transactions), (2, 2));
}

aes_testbench::sbox_builds!(CoreOptions::FULL;
    a_write_acts_in_the_cycle_after_it_is_on_the_ports,
    key_ready_a_fixed_number_of_cycles_after_the_last_key_write,
    key_written_mid_expansion_restarts_it,
    four_back_to_back_key_writes_cost_one_expansion,
    key_written_during_a_transaction_affects_only_the_next_one,
    derivation_runs_while_a_transaction_streams_under_the_old_key,
    key_written_during_refresh_restarts_it,
    no_block_is_ever_encrypted_under_a_mixed_key,
    zeroize_drops_the_key_and_new_transactions_wait,
    refresh_after_a_transaction_starts_anywhere_in_the_derivation,
);
