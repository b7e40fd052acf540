//! Known-answer and random-vector tests of `aes_core` against FIPS-197 and the `aes` crate.

use aes_hdl::params::CoreOptions;
use aes_testbench::core_bench::CoreBench;
use aes_testbench::reference::{block_from_bytes, hex_block, key_words};
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Encrypts one block as a one-block transaction and returns the output.
fn encrypt_one(bench: &mut CoreBench, block: u128) -> u128 {
    let mut source = Source::new([Beat { data: block, last: true }], 0.0, 0);
    let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 100);
    log.iter().find_map(|o| o.output.filter(|_| o.emitted)).unwrap().data
}

fn fips197_appendix_c1(options: CoreOptions) {
    let mut bench = CoreBench::with_options(options);
    bench.load_key(&key_words(&hex_block("000102030405060708090a0b0c0d0e0f"))[..4]);
    let ct = encrypt_one(&mut bench, block_from_bytes(hex_block("00112233445566778899aabbccddeeff")));
    assert_eq!(ct, block_from_bytes(hex_block("69c4e0d86a7b0430d8cdb78070b4c55a")));
}

fn fips197_appendix_b(options: CoreOptions) {
    let mut bench = CoreBench::with_options(options);
    bench.load_key(&key_words(&hex_block("2b7e151628aed2a6abf7158809cf4f3c"))[..4]);
    let ct = encrypt_one(&mut bench, block_from_bytes(hex_block("3243f6a8885a308d313198a2e0370734")));
    assert_eq!(ct, block_from_bytes(hex_block("3925841d02dc09fbdc118597196a0b32")));
}

fn ten_thousand_random_blocks_under_twenty_random_keys(options: CoreOptions) {
    let mut rng = StdRng::seed_from_u64(0xAE5_0001);
    let mut bench = CoreBench::with_options(options);
    for _ in 0..20 {
        let key: [u32; 4] = rng.gen();
        bench.load_key(&key);
        let blocks = random_transactions(&mut rng, &[200, 1, 150, 149]);
        let mut source = Source::new(blocks, 0.0, rng.gen());
        bench.run_stream(&mut source, &mut Sink::always_ready(), 10_000);
        // Spot check independently of the scoreboard: the key in force is the one just loaded.
        assert_eq!(bench.scoreboard.key()[..4], key);
    }
    assert_eq!(bench.scoreboard.checked, 20 * 500);
    assert_eq!(bench.scoreboard.transactions, 20 * 4);
}

aes_testbench::sbox_builds!(CoreOptions::FULL;
    fips197_appendix_c1,
    fips197_appendix_b,
    ten_thousand_random_blocks_under_twenty_random_keys,
);
