//! AES-192/256 and decryption in `aes_core`: FIPS-197 vectors, random blocks for every (key size,
//! direction) pair against the `aes` crate, switching settings between transactions, round trips,
//! and the latency and throughput of every configuration.

use aes_hdl::keys::key_load_cycles;
use aes_hdl::params::{CoreOptions, KeyLen};
use aes_testbench::core_bench::{CoreBench, Drive};
use aes_testbench::reference::{block_from_bytes, hex_block, hex_bytes, key_words, Settings};
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Runs one single-block transaction and returns the output block.
fn one_block(bench: &mut CoreBench, block: u128) -> u128 {
    let mut source = Source::new([Beat { data: block, last: true }], 0.0, 0);
    let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 200);
    log.iter().find(|o| o.emitted).unwrap().output.unwrap().data
}

fn fips197_appendix_c_both_directions(options: CoreOptions) {
    let pt = block_from_bytes(hex_block("00112233445566778899aabbccddeeff"));
    let vectors = [
        (KeyLen::Aes128, "000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"),
        (KeyLen::Aes192, "000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"),
        (
            KeyLen::Aes256,
            "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
            "8ea2b7ca516745bfeafc49904b496089",
        ),
    ];
    let mut bench = CoreBench::with_options(options);
    for (key_len, key, ct) in vectors {
        let key = key_words(&hex_bytes(key));
        let ct = block_from_bytes(hex_block(ct));
        bench.load(Settings::new(key_len, false), &key);
        assert_eq!(one_block(&mut bench, pt), ct, "{key_len:?} encrypt");
        bench.load(Settings::new(key_len, true), &key);
        assert_eq!(one_block(&mut bench, ct), pt, "{key_len:?} decrypt");
    }
}

fn five_thousand_random_blocks_for_every_key_size_and_direction(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(50);
    let mut bench = CoreBench::with_options(options);
    for settings in Settings::all() {
        let before = bench.scoreboard.checked;
        for _ in 0..5 {
            bench.load(settings, &rng.gen());
            let mut source = Source::new(random_transactions(&mut rng, &[500, 1, 499]), 0.05, rng.gen());
            bench.run_stream(&mut source, &mut Sink::new(0.05, rng.gen()), 100_000);
        }
        assert_eq!(bench.scoreboard.checked - before, 5_000, "{settings:?}");
    }
}

fn every_configuration_streams_one_block_per_cycle_at_its_latency(options: CoreOptions) {
    let want = if options.two_regs() { [21, 25, 29] } else { [11, 13, 15] };
    assert_eq!(KeyLen::ALL.map(|k| options.latency(k)), want);
    let mut rng = StdRng::seed_from_u64(51);
    let mut bench = CoreBench::with_options(options);
    for settings in Settings::all() {
        let l = options.latency(settings.key_len().unwrap());
        bench.load(settings, &rng.gen());
        let n = 100u64;
        let mut source = Source::new(random_transactions(&mut rng, &[n as usize]), 0.0, 0);
        let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 1000);
        let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
        let emits: Vec<u64> = log.iter().filter(|o| o.emitted).map(|o| o.cycle).collect();
        let first = accepts[0];
        assert_eq!(accepts, (first..first + n).collect::<Vec<_>>(), "{settings:?}");
        assert_eq!(emits, (first + l..first + l + n).collect::<Vec<_>>(), "{settings:?}");
    }
}

fn key_load_time_of_every_key_size(options: CoreOptions) {
    // The same with two registers per round: the key path has no register more.
    assert_eq!(KeyLen::ALL.map(key_load_cycles), [20, 22, 24]);
    let mut rng = StdRng::seed_from_u64(52);
    let mut bench = CoreBench::with_options(options);
    for settings in Settings::all() {
        bench.settings = settings;
        let key: [u32; 8] = rng.gen();
        let last = bench.write_key(&key[..settings.key_len().unwrap().nk()]);
        let ready = bench.wait_key_ready(100);
        assert_eq!(ready - last, key_load_cycles(settings.key_len().unwrap()), "{settings:?}");
    }
}

fn switching_settings_between_transactions_never_mixes_them(options: CoreOptions) {
    // Each transaction gets random settings and key; they are written while the previous
    // transaction is still streaming, so the expansion for the next overlaps it. The scoreboard
    // predicts every block under the settings and key written before its transaction started.
    let mut rng = StdRng::seed_from_u64(53);
    let mut bench = CoreBench::with_options(options);
    let all = Settings::all();
    bench.load(all[0], &rng.gen());
    let mut blocks = 0;
    for t in 0..40 {
        let n = rng.gen_range(1..60);
        blocks += n;
        let mut source = Source::new(random_transactions(&mut rng, &[n]), 0.2, rng.gen());
        let mut sink = Sink::new(0.2, rng.gen());
        let next = all[rng.gen_range(0..all.len())];
        let key: [u32; 8] = rng.gen();
        let nk = next.key_len().unwrap().nk();
        let mut writes: Vec<(usize, u32)> = key[..nk].iter().copied().enumerate().rev().collect();
        let write_from = rng.gen_range(0..n as u64 + 5);
        let mut cycle = 0;
        while !(source.is_done() && bench.scoreboard.outstanding() == 0) {
            if cycle == write_from {
                bench.settings = next;
            }
            // The settings are written in `write_from` (a cycle without a key write), the key
            // words from the next cycle on.
            let key_write = if cycle > write_from { writes.pop() } else { None };
            let d = Drive { input: source.drive(), out_ready: sink.ready(), key_write, ..Default::default() };
            if bench.cycle(&d).accepted {
                source.taken();
            }
            cycle += 1;
            assert!(cycle < 10_000, "transaction {t} stuck");
        }
        while let Some(w) = writes.pop() {
            bench.cycle(&Drive { key_write: Some(w), out_ready: true, ..Default::default() });
        }
    }
    assert_eq!(bench.scoreboard.checked as usize, blocks);
    assert_eq!(bench.scoreboard.transactions, 40);
}

fn encrypt_then_decrypt_restores_the_blocks(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(54);
    let mut bench = CoreBench::with_options(options);
    for key_len in KeyLen::ALL {
        let key: [u32; 8] = rng.gen();
        let plain = random_transactions(&mut rng, &[300]);
        bench.load(Settings::new(key_len, false), &key);
        let log = bench.run_stream(&mut Source::new(plain.clone(), 0.1, 1), &mut Sink::new(0.1, 2), 10_000);
        let cipher: Vec<Beat> = log.iter().filter(|o| o.emitted).map(|o| o.output.unwrap()).collect();
        bench.load(Settings::new(key_len, true), &key);
        let log = bench.run_stream(&mut Source::new(cipher.clone(), 0.1, 3), &mut Sink::new(0.1, 4), 10_000);
        let back: Vec<Beat> = log.iter().filter(|o| o.emitted).map(|o| o.output.unwrap()).collect();
        assert_ne!(cipher, plain);
        assert_eq!(back, plain, "{key_len:?}");
    }
}

fn encrypt_only_aes128_build_has_eleven_stages_and_works(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(55);
    let options = CoreOptions::ENCRYPT_128.with_sbox(options.sbox);
    assert_eq!((options.stages(), options.caps()), (11, 0b111_0000));
    let mut bench = CoreBench::with_options(options);
    let key = key_words(&hex_bytes("000102030405060708090a0b0c0d0e0f"));
    bench.load(Settings::default(), &key);
    let pt = block_from_bytes(hex_block("00112233445566778899aabbccddeeff"));
    assert_eq!(one_block(&mut bench, pt), block_from_bytes(hex_block("69c4e0d86a7b0430d8cdb78070b4c55a")));
    bench.load(Settings::default(), &rng.gen());
    let mut source = Source::new(random_transactions(&mut rng, &[1000]), 0.2, 5);
    bench.run_stream(&mut source, &mut Sink::new(0.2, 6), 10_000);
    assert_eq!(bench.scoreboard.checked, 1001);
}

aes_testbench::sbox_builds!(CoreOptions::FULL;
    fips197_appendix_c_both_directions,
    five_thousand_random_blocks_for_every_key_size_and_direction,
    every_configuration_streams_one_block_per_cycle_at_its_latency,
    key_load_time_of_every_key_size,
    switching_settings_between_transactions_never_mixes_them,
    encrypt_then_decrypt_restores_the_blocks,
    encrypt_only_aes128_build_has_eleven_stages_and_works,
);

/// The key expansion unit's schedule in software, driven only by `step_sources`: a window, a
/// registered lookup addressed with the step's fifth word, Rcon doubled when a round uses it,
/// one round key per step. It must derive FIPS-197's key schedule (the reference's, written
/// independently) for every key length.
#[test]
fn expansion_step_sources_derive_the_fips197_key_schedule() {
    use aes_hdl::keys::key_expansion::step_sources;
    use aes_hdl::cipher::sbox::{rot_word, sub_word};
    use aes_hdl::keys::step_words::{word_sum, SOURCES, SRC_KEY, SRC_SUB, SRC_SUB_RCON, SRC_WINDOW};
    use aes_testbench::reference::key_schedule;
    let mut rng = StdRng::seed_from_u64(0x0212_0001);
    for key_len in KeyLen::ALL {
        for n in 0..20 {
            let key: Vec<u32> = (0..key_len.nk()).map(|_| if n == 0 { 0 } else { rng.gen() }).collect();
            let (mut window, mut lookup_input, mut rcon) = ([0u32; 8], 0u32, 1u32);
            let mut schedule = Vec::new();
            for round in 0..=key_len.rounds() {
                let masks = step_sources(key_len, round);
                let s = sub_word(lookup_input);
                let mut x = [0u32; SOURCES];
                x[SRC_WINDOW..SRC_WINDOW + 8].copy_from_slice(&window);
                x[SRC_SUB] = s;
                x[SRC_SUB_RCON] = rot_word(s) ^ rcon;
                x[SRC_KEY..SRC_KEY + key.len()].copy_from_slice(&key);
                let words: Vec<u32> = masks.iter().map(|&m| word_sum(m, &x)).collect();
                if masks[..4].iter().any(|m| m & (1 << SRC_SUB_RCON) != 0) {
                    rcon = if rcon & 0x80 != 0 { (rcon << 1) ^ 0x11b } else { rcon << 1 };
                }
                schedule.extend_from_slice(&words[..4]);
                window.copy_within(4..8, 0);
                window[4..].copy_from_slice(&words[..4]);
                lookup_input = words[4];
            }
            assert_eq!(schedule, key_schedule(&key), "{key_len:?} key {key:08x?}");
        }
    }
}
