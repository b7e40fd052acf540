//! Modes of operation in `aes_axis` (`docs/aes_axis.md`, "Modes of operation"): NIST SP 800-38A
//! Appendix F vectors, random packets against RustCrypto's mode crates (through the
//! scoreboard's `modes_model`), the rates cycle by cycle, the IV registers and bad input.
//! Runs on the rust-hdl model and, where Verilator is installed, on Verilator's model of the
//! exported Verilog (the bulk runs). The Verilator runs and the rates cover the default export
//! and `full-2reg` (two registers per round: its delay line in two halves, the feedback modes
//! at its latency); the rest, which does not depend on the pipeline, the default export.

use aes_fpga_driver::regs::{status, Ctrl, Mode};
use aes_hdl::aes_axis::{axis_latency_for, aes_axis_verilog_with, AXIS_LATENCY};
use aes_hdl::params::{CoreOptions, KeyLen};
use aes_testbench::axis_bench::{addr, AxisBench, LiteOp, Observed, Order, OKAY, SLVERR, ZEROIZE};
use aes_testbench::engine::AxisEngine;
use aes_testbench::modes_model::{iv_words, ModeStream};
use aes_testbench::reference::{block_from_bytes, hex_block, hex_bytes, key_words};
use aes_testbench::stream::{random_transactions, Beat, Sink, Source};
use aes_testbench::verilator_engine::VerilatorAxis;
use hdl_harness::verilator::verilator_available;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::OnceLock;

const CHAINED: [Mode; 4] = [Mode::Cbc, Mode::Cfb128, Mode::Ofb, Mode::Ctr];

/// The builds the Verilog runs cover: the default export (`full`, with GCM) and `full-2reg`.
/// Their Verilator models are the ones the other tests of the exported Verilog share.
fn builds() -> [CoreOptions; 2] {
    ["full", "full-2reg"].map(aes_export::builds::named)
}

/// Verilator's model of the build `options` (one of [`builds`]).
fn verilog_bench_of(options: CoreOptions) -> Option<AxisBench<VerilatorAxis>> {
    if !verilator_available() {
        eprintln!("NOT RUN: verilator is not installed, the Verilog run needs it (apt-get install verilator)");
        return None;
    }
    static VERILOG: [OnceLock<String>; 2] = [OnceLock::new(), OnceLock::new()];
    let v = VERILOG[options.two_regs() as usize].get_or_init(|| aes_axis_verilog_with(options));
    Some(AxisBench::on_engine(VerilatorAxis::of_build(v, options).unwrap(), options))
}

/// Verilator's model of each build in [`builds`].
fn verilog_benches() -> Vec<AxisBench<VerilatorAxis>> {
    builds().into_iter().filter_map(verilog_bench_of).collect()
}

fn ctrl_word(mode: Mode, key_len: KeyLen, decrypt: bool) -> u32 {
    Ctrl { decrypt, key_len: key_len.code() as u32, mode: mode.code(), ..Ctrl::default() }.encode()
}

/// Writes `CTRL`, the key and the IV, then waits for `KEY_READY`.
fn setup<E: AxisEngine>(b: &mut AxisBench<E>, mode: Mode, key_len: KeyLen, decrypt: bool, key: &[u32; 8], iv: [u32; 4]) {
    assert_eq!(b.write(addr::CTRL, ctrl_word(mode, key_len, decrypt)), OKAY);
    b.write_key(&key[..key_len.nk()]);
    write_iv(b, iv);
    b.wait_key_ready(60);
}

fn write_iv<E: AxisEngine>(b: &mut AxisBench<E>, iv: [u32; 4]) {
    for (i, w) in iv.into_iter().enumerate() {
        assert_eq!(b.write(addr::iv(i as u8), w), OKAY);
    }
}

fn read_iv<E: AxisEngine>(b: &mut AxisBench<E>) -> [u32; 4] {
    std::array::from_fn(|i| {
        let (v, resp) = b.read(addr::iv(i as u8));
        assert_eq!(resp, OKAY);
        v
    })
}

/// Streams `beats` (gaps and backpressure with the given probabilities); returns the log.
fn stream<E: AxisEngine>(b: &mut AxisBench<E>, beats: Vec<Beat>, p_gap: f64, p_stall: f64, seed: u64) -> Vec<Observed> {
    let n = beats.len() as u64;
    let mut source = Source::new(beats, p_gap, seed);
    let mut sink = Sink::new(p_stall, seed + 1);
    b.run_stream(&mut source, &mut sink, 200 + 40 * n)
}

fn outputs(log: &[Observed]) -> Vec<u128> {
    log.iter().filter(|o| o.emitted).map(|o| o.output.unwrap().data).collect()
}

/// Cycles from the first input handshake to the last output handshake, both included.
fn span(log: &[Observed]) -> u64 {
    let first = log.iter().find(|o| o.accepted).unwrap().cycle;
    let last = log.iter().rev().find(|o| o.emitted).unwrap().cycle;
    last - first + 1
}

fn packet(blocks: &[u128]) -> Vec<Beat> {
    blocks.iter().enumerate().map(|(i, &data)| Beat { data, last: i + 1 == blocks.len() }).collect()
}

fn blocks(hex: &[&str]) -> Vec<u128> {
    hex.iter().map(|h| block_from_bytes(hex_block(h))).collect()
}

// NIST SP 800-38A, Appendix F: the plaintext, keys, IVs and ciphertexts as published.
const PLAINTEXT: [&str; 4] = [
    "6bc1bee22e409f96e93d7e117393172a",
    "ae2d8a571e03ac9c9eb76fac45af8e51",
    "30c81c46a35ce411e5fbc1191a0a52ef",
    "f69f2445df4f9b17ad2b417be66c3710",
];
const KEYS: [&str; 3] = [
    "2b7e151628aed2a6abf7158809cf4f3c",
    "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
];
const IV: &str = "000102030405060708090a0b0c0d0e0f";
const CTR_IV: &str = "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";
/// (mode, [AES-128, AES-192, AES-256] ciphertexts): F.2.1/3/5, F.3.13/15/17, F.4.1/3/5, F.5.1/3/5.
const VECTORS: [(Mode, [[&str; 4]; 3]); 4] = [
    (
        Mode::Cbc,
        [
            ["7649abac8119b246cee98e9b12e9197d", "5086cb9b507219ee95db113a917678b2", "73bed6b8e3c1743b7116e69e22229516", "3ff1caa1681fac09120eca307586e1a7"],
            ["4f021db243bc633d7178183a9fa071e8", "b4d9ada9ad7dedf4e5e738763f69145a", "571b242012fb7ae07fa9baac3df102e0", "08b0e27988598881d920a9e64f5615cd"],
            ["f58c4c04d6e5f1ba779eabfb5f7bfbd6", "9cfc4e967edb808d679f777bc6702c7d", "39f23369a9d9bacfa530e26304231461", "b2eb05e2c39be9fcda6c19078c6a9d1b"],
        ],
    ),
    (
        Mode::Cfb128,
        [
            ["3b3fd92eb72dad20333449f8e83cfb4a", "c8a64537a0b3a93fcde3cdad9f1ce58b", "26751f67a3cbb140b1808cf187a4f4df", "c04b05357c5d1c0eeac4c66f9ff7f2e6"],
            ["cdc80d6fddf18cab34c25909c99a4174", "67ce7f7f81173621961a2b70171d3d7a", "2e1e8a1dd59b88b1c8e60fed1efac4c9", "c05f9f9ca9834fa042ae8fba584b09ff"],
            ["dc7e84bfda79164b7ecd8486985d3860", "39ffed143b28b1c832113c6331e5407b", "df10132415e54b92a13ed0a8267ae2f9", "75a385741ab9cef82031623d55b1e471"],
        ],
    ),
    (
        Mode::Ofb,
        [
            ["3b3fd92eb72dad20333449f8e83cfb4a", "7789508d16918f03f53c52dac54ed825", "9740051e9c5fecf64344f7a82260edcc", "304c6528f659c77866a510d9c1d6ae5e"],
            ["cdc80d6fddf18cab34c25909c99a4174", "fcc28b8d4c63837c09e81700c1100401", "8d9a9aeac0f6596f559c6d4daf59a5f2", "6d9f200857ca6c3e9cac524bd9acc92a"],
            ["dc7e84bfda79164b7ecd8486985d3860", "4febdc6740d20b3ac88f6ad82a4fb08d", "71ab47a086e86eedf39d1c5bba97c408", "0126141d67f37be8538f5a8be740e484"],
        ],
    ),
    (
        Mode::Ctr,
        [
            ["874d6191b620e3261bef6864990db6ce", "9806f66b7970fdff8617187bb9fffdff", "5ae4df3edbd5d35e5b4f09020db03eab", "1e031dda2fbe03d1792170a0f3009cee"],
            ["1abc932417521ca24f2b0459fe7e6e0b", "090339ec0aa6faefd5ccc2c6f4ce8e94", "1e36b26bd1ebc670d1bd1d665620abf7", "4f78a7f6d29809585a97daec58c6b050"],
            ["601ec313775789a5b7a7f504bbf3d228", "f443e3ca4d62b59aca84e990cacaf5c5", "2b0930daa23de94ce87017ba2d84988d", "dfc9c58db67aada613c2dd08457941a6"],
        ],
    ),
];

fn vector_iv(mode: Mode) -> [u8; 16] {
    hex_block(if mode == Mode::Ctr { CTR_IV } else { IV })
}

#[test]
fn typed_vectors_agree_with_the_mode_crates() {
    // A typing error in the vectors above shows here, apart from the design.
    for (mode, per_key) in VECTORS {
        for (k, ct) in per_key.iter().enumerate() {
            let mut s = ModeStream::new(mode, false, &hex_bytes(KEYS[k]), vector_iv(mode)).unwrap();
            let got: Vec<u128> = blocks(&PLAINTEXT).into_iter().map(|p| s.process(p)).collect();
            assert_eq!(got, blocks(ct), "{mode:?} key {k}");
        }
    }
}

/// Every vector, both directions, through AXI: four-block packets, outputs compared with the
/// published blocks, and the IV registers with the continuation value afterwards.
fn sp800_38a<E: AxisEngine>(mut b: AxisBench<E>) {
    for (mode, per_key) in VECTORS {
        for (k, key_len) in KeyLen::ALL.into_iter().enumerate() {
            let key = key_words(&hex_bytes(KEYS[k]));
            for decrypt in [false, true] {
                let (input, want) = if decrypt {
                    (blocks(&per_key[k]), blocks(&PLAINTEXT))
                } else {
                    (blocks(&PLAINTEXT), blocks(&per_key[k]))
                };
                setup(&mut b, mode, key_len, decrypt, &key, iv_words(vector_iv(mode)));
                assert_eq!(b.read(addr::CTRL).0, ctrl_word(mode, key_len, decrypt));
                let log = stream(&mut b, packet(&input), 0.0, 0.0, 1);
                assert_eq!(outputs(&log), want, "{mode:?} {key_len:?} decrypt {decrypt}");
                let pt = blocks(&PLAINTEXT);
                let ct = blocks(&per_key[k]);
                let continuation = match mode {
                    Mode::Ctr => block_from_bytes(hex_block("f0f1f2f3f4f5f6f7f8f9fafbfcfdff03")),
                    Mode::Ofb => pt[3] ^ ct[3],
                    _ => ct[3],
                };
                let iv = read_iv(&mut b);
                assert_eq!(iv, iv_words(continuation.to_le_bytes()), "{mode:?} {key_len:?} decrypt {decrypt}: IV after the packet");
            }
        }
    }
}

#[test]
fn sp800_38a_vectors_rust_hdl() {
    sp800_38a(AxisBench::new());
}

#[test]
fn sp800_38a_vectors_verilog() {
    for b in verilog_benches() {
        sp800_38a(b);
    }
}

/// What a random run covered.
#[derive(Default)]
struct Coverage {
    /// Packets per mode (`Mode::code`) and key size (`KeyLen::code`), and per direction.
    packets: [[[u64; 2]; 3]; 5],
    blocks: u64,
    iv_rewrites: u64,
    setting_changes: u64,
    key_changes: u64,
}

impl Coverage {
    fn count(&self, mode: Mode, key_len: KeyLen, decrypt: bool) -> u64 {
        self.packets[mode.code() as usize][key_len.code() as usize][decrypt as usize]
    }

    fn total(&self) -> u64 {
        self.packets.iter().flatten().flatten().sum()
    }

    fn print(&self, what: &str, cycles: u64, wall: std::time::Duration) {
        eprintln!(
            "{what}: {} packets, {} blocks, {} cycles in {:.1} s; {} setting changes ({} with a new key), {} IV rewrites",
            self.total(),
            self.blocks,
            cycles,
            wall.as_secs_f64(),
            self.setting_changes,
            self.key_changes,
            self.iv_rewrites
        );
        for mode in Mode::ALL {
            let row: Vec<String> = KeyLen::ALL
                .into_iter()
                .map(|k| {
                    let [e, d] = self.packets[mode.code() as usize][k.code() as usize];
                    format!("AES-{} {} ({e} enc, {d} dec)", k.bits(), e + d)
                })
                .collect();
            eprintln!("  {:8} {}", mode.name(), row.join(", "));
        }
    }
}

/// Random packets in every mode, key size and direction: random lengths (1-4 blocks mostly, up
/// to `max_len`), random `tvalid` gaps and `tready` backpressure, the IV carried across packets
/// or rewritten between them, a mode, direction or key change between packets. The scoreboard
/// checks every block against the mode crates and the IV registers are read back against the
/// model after a fifth of the packets. Runs at least `packets` packets and at least `per_setting`
/// of each (mode, key size, direction); while a setting lacks packets, a change of settings
/// picks one of those that do.
fn random_packets<E: AxisEngine>(b: &mut AxisBench<E>, packets: u64, per_setting: u64, max_len: usize, seed: u64) -> Coverage {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut key = [0u32; 8];
    let mut cov = Coverage::default();
    let mut current: Option<(Mode, KeyLen, bool)> = None;
    let settings: Vec<(Mode, KeyLen, bool)> =
        Mode::ALL.into_iter().flat_map(|m| KeyLen::ALL.into_iter().flat_map(move |k| [(m, k, false), (m, k, true)])).collect();
    loop {
        let short: Vec<(Mode, KeyLen, bool)> =
            settings.iter().copied().filter(|&(m, k, d)| cov.count(m, k, d) < per_setting).collect();
        let p = cov.total();
        if p >= packets && short.is_empty() {
            break;
        }
        if current.is_none() || rng.gen_bool(0.2) {
            let (mode, key_len, decrypt) = if !short.is_empty() {
                short[rng.gen_range(0..short.len())]
            } else {
                let mode = if rng.gen_bool(0.1) { Mode::Ecb } else { CHAINED[rng.gen_range(0..4)] };
                (mode, KeyLen::ALL[rng.gen_range(0..3)], rng.gen())
            };
            assert_eq!(b.write(addr::CTRL, ctrl_word(mode, key_len, decrypt)), OKAY);
            if current.map(|c| c.1) != Some(key_len) || rng.gen_bool(0.3) {
                rng.fill(&mut key[..]);
                b.write_key(&key[..key_len.nk()]);
                cov.key_changes += 1;
            }
            b.wait_key_ready(60);
            current = Some((mode, key_len, decrypt));
            cov.setting_changes += 1;
        }
        if p == 0 || rng.gen_bool(0.25) {
            let iv: [u32; 4] = rng.gen();
            write_iv(b, iv);
            cov.iv_rewrites += 1;
        }
        let n = if rng.gen_bool(0.9) { rng.gen_range(1..=4.min(max_len)) } else { rng.gen_range(1..=max_len) };
        let beats = random_transactions(&mut rng, &[n]);
        let (p_gap, p_stall) = (rng.gen_range(0.0..0.5), rng.gen_range(0.0..0.5));
        stream(b, beats, p_gap, p_stall, rng.gen());
        let (mode, key_len, decrypt) = current.unwrap();
        cov.packets[mode.code() as usize][key_len.code() as usize][decrypt as usize] += 1;
        cov.blocks += n as u64;
        if rng.gen_bool(0.2) {
            assert_eq!(read_iv(b), b.scoreboard.ivs.words, "IV registers after packet {p} ({current:?})");
        }
    }
    assert_eq!(b.scoreboard.checked, b.scoreboard.accepted);
    assert_eq!(b.scoreboard.checked, cov.blocks);
    assert_eq!(b.scoreboard.transactions, cov.total());
    cov
}

#[test]
fn random_packets_rust_hdl() {
    let mut b = AxisBench::new();
    let start = std::time::Instant::now();
    let cov = random_packets(&mut b, 60, 0, 5, 11);
    cov.print("rust-hdl", b.cycle_count(), start.elapsed());
    assert!(cov.total() >= 60);
}

/// At least 1,000 packets for each mode, key size and direction on the exported default
/// (`full`), and 500 on `full-2reg`: the volume is one of the suite's longest simulations
/// (`docs/tests.md`), and the two-register build's modes, whose only difference is the
/// feedback's timing, are covered in volume by some 15,000 packets, and besides by the vectors,
/// the back-to-back packets and the lock-step with rust-hdl (`engines.rs`).
#[test]
fn random_packets_verilog() {
    for mut b in verilog_benches() {
        let start = std::time::Instant::now();
        let per_setting = if b.options.two_regs() { 500 } else { 1_000 };
        let cov = random_packets(&mut b, 0, per_setting, 8, 12);
        cov.print(&format!("Verilog (Verilator), {} register(s) per round", b.options.regs_per_round), b.cycle_count(), start.elapsed());
        for mode in Mode::ALL {
            for key_len in KeyLen::ALL {
                for decrypt in [false, true] {
                    let n = cov.count(mode, key_len, decrypt);
                    assert!(n >= per_setting, "{mode} {key_len:?} decrypt {decrypt}: {n} packets");
                }
            }
        }
    }
}

/// Several packets streamed back to back (no register writes between them) in each mode and
/// direction against the crates: the hand-over joins them into one stream.
fn back_to_back<E: AxisEngine>(b: &mut AxisBench<E>, seed: u64, packets: usize) {
    let mut rng = StdRng::seed_from_u64(seed);
    for mode in CHAINED {
        for decrypt in [false, true] {
            for key_len in KeyLen::ALL {
                let key: [u32; 8] = rng.gen();
                setup(b, mode, key_len, decrypt, &key, rng.gen());
                let sizes: Vec<usize> = (0..packets).map(|_| rng.gen_range(1..6)).collect();
                let beats = random_transactions(&mut rng, &sizes);
                stream(b, beats, 0.2, 0.3, rng.gen());
                assert_eq!(read_iv(b), b.scoreboard.ivs.words);
            }
        }
    }
}

#[test]
fn back_to_back_packets_rust_hdl() {
    back_to_back(&mut AxisBench::new(), 3, 4);
}

#[test]
fn back_to_back_packets_verilog() {
    for mut b in verilog_benches() {
        back_to_back(&mut b, 4, 60);
    }
}

/// On the rust-hdl model of both builds: L is 12/16 (AES-128/256) with one register per round,
/// 22/30 with two, 2 cycles more in a build with GCM (both are: 14/18 and 24/32). The feedback
/// modes take one block per core latency + 1 cycles (12/16, 22/30) in either: GCM's two cycles
/// come after the point where the output feeds back.
#[test]
fn rates_cycle_by_cycle() {
    for options in builds() {
        rates(options);
    }
    assert_eq!(AXIS_LATENCY, 12);
}

fn rates(options: CoreOptions) {
    let mut b = AxisBench::with_options(options);
    let mut rng = StdRng::seed_from_u64(5);
    let key: [u32; 8] = rng.gen();
    let n = 6u64;
    let period = if options.two_regs() { [22, 30] } else { [12, 16] };
    let want = period.map(|p| if options.has_gcm() { p + 2 } else { p });
    for ((key_len, want), period) in [KeyLen::Aes128, KeyLen::Aes256].into_iter().zip(want).zip(period) {
        let l = axis_latency_for(&options, key_len);
        assert_eq!(l, want);
        for mode in CHAINED {
            for decrypt in [false, true] {
                setup(&mut b, mode, key_len, decrypt, &key, rng.gen());
                let beats = random_transactions(&mut rng, &[n as usize]);
                let log = stream(&mut b, beats, 0.0, 0.0, 1);
                let feedback = !decrypt && mode != Mode::Ctr || mode == Mode::Ofb;
                let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
                let emits: Vec<u64> = log.iter().filter(|o| o.emitted).map(|o| o.cycle).collect();
                // Each block leaves exactly the latency after it entered.
                for (a, e) in accepts.iter().zip(&emits) {
                    assert_eq!(e - a, l, "{mode:?} {key_len:?} decrypt {decrypt}");
                }
                if feedback {
                    // One block per period P: N blocks in (N - 1) * P + L + 1 cycles.
                    for w in accepts.windows(2) {
                        assert_eq!(w[1] - w[0], period, "{mode:?} {key_len:?} decrypt {decrypt}");
                    }
                    assert_eq!(span(&log), (n - 1) * period + l + 1, "{mode:?} {key_len:?} decrypt {decrypt}");
                } else {
                    assert_eq!(span(&log), n + l, "{mode:?} {key_len:?} decrypt {decrypt}");
                }
            }
        }
    }
}

#[test]
fn iv_registers_readback_zeroize_and_reset() {
    let mut b = AxisBench::new();
    assert_eq!(read_iv(&mut b), [0; 4], "IVs after reset");
    write_iv(&mut b, [0x11223344, 0x55667788, 0x99aabbcc, 0xddeeff00]);
    assert_eq!(read_iv(&mut b), [0x11223344, 0x55667788, 0x99aabbcc, 0xddeeff00]);
    // Strobes: only byte lane 2 of IV1.
    assert_eq!(b.write_with(addr::iv(1), 0x00ab_0000, 0b0100, Order::WFirst), OKAY);
    assert_eq!(read_iv(&mut b)[1], 0x55ab7788);
    assert_eq!(b.write(addr::CTRL, ZEROIZE), OKAY);
    assert_eq!(read_iv(&mut b), [0; 4], "IVs after zeroize");
    write_iv(&mut b, [1, 2, 3, 4]);
    b.cycle(None, true, true);
    b.idle();
    assert_eq!(read_iv(&mut b), [0; 4], "IVs after aresetn");
}

#[test]
fn no_iv_registers_without_modes() {
    let mut b = AxisBench::with_options(CoreOptions::ECB_ONLY);
    for i in 0..4 {
        assert_eq!(b.write(addr::iv(i), 0x1234_5678), SLVERR);
        assert_eq!(b.read(addr::iv(i)), (0, SLVERR));
    }
    // MODE is not stored: reads back as ECB and ECB runs.
    assert_eq!(b.write(addr::CTRL, ctrl_word(Mode::Ctr, KeyLen::Aes128, false)), OKAY);
    assert_eq!(b.read(addr::CTRL).0, 0);
    assert_eq!(b.read(addr::CAPS).0, 0b111);
    b.load_key(&[1, 2, 3, 4]);
    stream(&mut b, random_transactions(&mut StdRng::seed_from_u64(1), &[3]), 0.0, 0.0, 1);
    assert_eq!(b.scoreboard.checked, 3);
}

#[test]
fn mode_the_build_lacks_reads_back_ecb_and_runs_ecb() {
    let mut b = AxisBench::with_options(CoreOptions::ENCRYPT_128);
    assert_eq!(b.read(addr::CAPS).0, 0b111_0000);
    let key = [9, 8, 7, 6, 0, 0, 0, 0];
    for code in [Mode::Cbc.code(), 5, 6, 7] {
        let w = Ctrl { mode: code, ..Ctrl::default() }.encode();
        assert_eq!(b.write(addr::CTRL, w), OKAY);
        assert_eq!(b.read(addr::CTRL).0, 0, "MODE {code}");
    }
    b.load_key(&key[..4]);
    let log = stream(&mut b, random_transactions(&mut StdRng::seed_from_u64(2), &[4]), 0.0, 0.0, 1);
    // The scoreboard expects ECB here; the rate is ECB's.
    assert_eq!(span(&log), 4 + AXIS_LATENCY);
    // CTR, CFB and OFB decrypt with the forward cipher in the encrypt-only build.
    for mode in [Mode::Ctr, Mode::Cfb128, Mode::Ofb] {
        setup(&mut b, mode, KeyLen::Aes128, true, &key, [5, 6, 7, 8]);
        assert_eq!(b.read(addr::CTRL).0, ctrl_word(mode, KeyLen::Aes128, true));
        stream(&mut b, random_transactions(&mut StdRng::seed_from_u64(3), &[3, 2]), 0.3, 0.3, 4);
    }
    // ECB decryption needs the inverse cipher: DECRYPT is stored, KEY_READY stays low.
    assert_eq!(b.write(addr::CTRL, ctrl_word(Mode::Ecb, KeyLen::Aes128, true)), OKAY);
    assert_eq!(b.read(addr::CTRL).0, ctrl_word(Mode::Ecb, KeyLen::Aes128, true));
    b.write_key(&key[..4]);
    for _ in 0..40 {
        b.idle();
    }
    assert_eq!(b.status() & status::KEY_READY, 0);
}

#[test]
fn iv_written_mid_packet_takes_effect_from_the_next_packet() {
    let mut b = AxisBench::new();
    let key: [u32; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
    for mode in CHAINED {
        setup(&mut b, mode, KeyLen::Aes128, false, &key, [10, 20, 30, 40]);
        // A long packet with gaps; IV2 is written while it runs (after a few reads).
        for _ in 0..4 {
            b.lite.push(LiteOp::Read { addr: addr::STATUS });
        }
        b.lite.push(LiteOp::Write { addr: addr::iv(2), data: 0xfeed_beef, strb: 0xf, order: Order::Together });
        let beats = random_transactions(&mut StdRng::seed_from_u64(6), &[20]);
        let log = stream(&mut b, beats, 0.5, 0.0, 7);
        let answered = log.iter().find(|o| o.write_answered.is_some()).unwrap().cycle;
        b.lite.results.clear();
        let first = log.iter().find(|o| o.accepted).unwrap().cycle;
        let last_in = log.iter().rev().find(|o| o.accepted).unwrap().cycle;
        assert!(first < answered && answered < last_in, "{mode:?}: the write did not land mid-packet");
        // The written word wins over the hand-over; the others continue the stream.
        let iv = read_iv(&mut b);
        assert_eq!(iv[2], 0xfeed_beef, "{mode:?}");
        assert_eq!(iv, b.scoreboard.ivs.words, "{mode:?}");
        // The next packet starts from it (the scoreboard checks every block).
        stream(&mut b, random_transactions(&mut StdRng::seed_from_u64(8), &[3]), 0.0, 0.0, 9);
    }
}

/// CTR's carries come from flags registered beside the IV registers (`modes/ctr.rs`): after a
/// write of an `IVi`, `s_axis_tready` is low in CTR for exactly the one cycle the flags take
/// (the cycle the write's response appears, the one after the write acts), and in no other mode;
/// a packet offered then is taken a cycle later and its counter carries right through the
/// written word (the scoreboard checks every block against `ctr::Ctr128BE`). A write during a
/// CTR packet costs the next packet, back to back, no cycle, and the word it wrote carries into
/// the words the hand-over gave. On the rust-hdl model and the default export's Verilator model.
#[test]
fn ctr_after_an_iv_write_waits_one_cycle_and_carries_through_the_written_word() {
    fn run<E: AxisEngine>(b: &mut AxisBench<E>) {
        let key: [u32; 8] = [9, 8, 7, 6, 5, 4, 3, 2];
        // IV1, IV2 all ones: the number's parts 1 and 2; IV3 (part 0) written all ones below.
        let iv = [0x0302_0100, u32::MAX, u32::MAX, 0];
        let mut offset = 0;
        for mode in [Mode::Ecb, Mode::Cbc, Mode::Ctr] {
            setup(b, mode, KeyLen::Aes128, false, &key, iv);
            let pushed = b.cycle_count();
            b.lite.push(LiteOp::Write { addr: addr::iv(3), data: u32::MAX, strb: 0xf, order: Order::Together });
            let mut closed = Vec::new();
            let mut answered = None;
            for _ in 0..20 {
                let o = b.idle();
                if !o.s_ready {
                    closed.push(o.cycle);
                }
                if o.write_answered.is_some() {
                    answered = Some(o.cycle);
                }
            }
            b.lite.results.clear();
            let answered = answered.expect("the IV write was answered");
            let want: Vec<u64> = if mode == Mode::Ctr { vec![answered] } else { vec![] };
            assert_eq!(closed, want, "{mode:?}: cycles with s_axis_tready low after the IV write");
            offset = answered - pushed;
        }
        // A packet offered from the cycle tready is low: taken in the next one; its second block
        // is the counter carried into IV0.
        write_iv(b, iv);
        let pushed = b.cycle_count();
        b.lite.push(LiteOp::Write { addr: addr::iv(3), data: u32::MAX, strb: 0xf, order: Order::Together });
        let mut source = Source::new(random_transactions(&mut StdRng::seed_from_u64(21), &[3]), 0.0, 21);
        let mut taken = None;
        for _ in 0..200 {
            if source.is_done() && b.scoreboard.outstanding() == 0 && b.lite.is_idle() {
                break;
            }
            let input = if b.cycle_count() >= pushed + offset { source.drive() } else { None };
            let o = b.cycle(input, true, false);
            if o.accepted {
                taken.get_or_insert(o.cycle);
                source.taken();
            }
        }
        b.lite.results.clear();
        assert_eq!(b.scoreboard.outstanding(), 0);
        assert_eq!(taken, Some(pushed + offset + 1), "the first CTR beat after the write");
        assert_eq!(read_iv(b), [0x0402_0100, 0, 0, 0x0200_0000], "IV after 3 blocks from ..ff ff ff ff");

        // A write of IV3 during a CTR packet, the next packet back to back.
        write_iv(b, [0x0302_0100, u32::MAX, u32::MAX, 0]);
        for _ in 0..4 {
            b.lite.push(LiteOp::Read { addr: addr::STATUS });
        }
        b.lite.push(LiteOp::Write { addr: addr::iv(3), data: u32::MAX, strb: 0xf, order: Order::Together });
        let log = stream(b, random_transactions(&mut StdRng::seed_from_u64(22), &[30, 4]), 0.0, 0.0, 23);
        b.lite.results.clear();
        let accepts: Vec<u64> = log.iter().filter(|o| o.accepted).map(|o| o.cycle).collect();
        let answered = log.iter().find(|o| o.write_answered.is_some()).unwrap().cycle;
        assert!(accepts[0] < answered && answered + 5 < accepts[29], "the write did not land mid-packet");
        assert_eq!(accepts.len(), 34);
        assert!(accepts.windows(2).all(|w| w[1] == w[0] + 1), "a cycle lost between back-to-back CTR packets");
        // The second packet started from IV0..IV2 handed over (0x0302_0100, ff.., ff.. + 30 with
        // no carry out of part 0) and IV3 as written: its blocks carried into IV0.
        assert_eq!(read_iv(b), [0x0402_0100, 0, 0, 0x0300_0000]);
    }
    run(&mut AxisBench::new());
    if let Some(mut b) = verilog_bench_of(builds()[0]) {
        run(&mut b);
    }
}

/// The fed-back hand-over while CTR is already in force (`modes/ctr.rs`): a one-block CBC packet
/// from an IV whose parts 0-2 are all ones, `CTRL` switched to CTR while its block is in the
/// cipher, a CTR packet offered at once. The CBC output becomes the IV in the cycle the block
/// leaves the core; CTR's carry flags are decoded from the IV registers a cycle later, so the
/// CTR packet is taken no earlier than two cycles after that (one after the feedback handshake
/// lets beats in again), and its blocks carry as the handed-over counter says (the scoreboard
/// checks every block against `ctr::Ctr128BE`; taken a cycle earlier, its second block would
/// count from flags of all ones).
#[test]
fn ctr_after_a_fed_back_hand_over_in_its_own_mode_waits_for_the_flags() {
    fn run<E: AxisEngine>(b: &mut AxisBench<E>) {
        let key: [u32; 8] = [5, 6, 7, 8, 9, 10, 11, 12];
        setup(b, Mode::Cbc, KeyLen::Aes128, false, &key, [0x0302_0100, u32::MAX, u32::MAX, u32::MAX]);
        let mut source = Source::new(random_transactions(&mut StdRng::seed_from_u64(31), &[1, 3]), 0.0, 31);
        let mut accepts = Vec::new();
        let mut left = None;
        for _ in 0..200 {
            if source.is_done() && b.scoreboard.outstanding() == 0 && b.lite.is_idle() {
                break;
            }
            let o = b.cycle(source.drive(), true, false);
            if o.accepted {
                source.taken();
                accepts.push(o.cycle);
                if accepts.len() == 1 {
                    b.lite.push(LiteOp::Write { addr: addr::CTRL, data: ctrl_word(Mode::Ctr, KeyLen::Aes128, false), strb: 0xf, order: Order::Together });
                }
            }
            if o.emitted && left.is_none() {
                left = Some(o.cycle);
            }
        }
        b.lite.results.clear();
        assert_eq!(b.scoreboard.outstanding(), 0);
        assert_eq!(accepts.len(), 4);
        let latency = axis_latency_for(&b.options, KeyLen::Aes128);
        assert_eq!(left, Some(accepts[0] + latency), "the CBC block's output");
        // The feedback handshake lets beats in from two cycles before the CBC block is emitted
        // (the cycle after it left the core); the flags take one more.
        assert_eq!(accepts[1], accepts[0] + latency - 1, "the CTR packet's first beat");
        assert!(accepts.windows(2).skip(1).all(|w| w[1] == w[0] + 1), "the CTR packet lost a cycle");
    }
    run(&mut AxisBench::new());
    if let Some(mut b) = verilog_bench_of(builds()[0]) {
        run(&mut b);
    }
}

#[test]
fn one_block_packets_and_partial_tkeep_in_ctr() {
    let mut b = AxisBench::new();
    let key: [u32; 8] = [3; 8];
    setup(&mut b, Mode::Ctr, KeyLen::Aes192, false, &key, [0xffff_ffff; 4]);
    // One-block packets back to back, the counter wrapping from all ones.
    let log = stream(&mut b, random_transactions(&mut StdRng::seed_from_u64(10), &[1, 1, 1, 1]), 0.0, 0.0, 1);
    assert_eq!(span(&log), 4 + axis_latency_for(&b.options, KeyLen::Aes192));
    assert_eq!(read_iv(&mut b), [0, 0, 0, 0x0300_0000]);
    b.tkeep = 0x00ff;
    stream(&mut b, random_transactions(&mut StdRng::seed_from_u64(11), &[2]), 0.0, 0.0, 1);
    b.tkeep = 0xffff;
    assert_ne!(b.status() & status::PARTIAL, 0);
    assert_eq!(b.scoreboard.checked, 6);
}

/// The counter step's Verilog (`ctr_increment.rs`, carry select by 32-bit parts, the carries from
/// the flags it is given): for numbers at and around every part's carry (each run of low parts all
/// ones, with the part above all ones too or not) and random ones, given their right flags, the
/// block equals `ctr_increment` (whose own test checks it against SP 800-38A) and the flags of the
/// result equal those decoded from it; given a wrong flag, the block is the flag's step.
#[test]
fn ctr_increment_verilog_on_icarus_matches_the_function() {
    use aes_hdl::modes::ctr::ctr_increment::{ctr_increment, increment_parts, ones};
    let mut rng = StdRng::seed_from_u64(12);
    let mut numbers: Vec<u128> = vec![0, 1, u128::MAX, u128::MAX - 1];
    for low in [32, 64, 96] {
        let all = (1u128 << low) - 1;
        for high in [0u128, 1, 0xffff_fffe, 0xffff_ffff, rng.gen::<u32>() as u128] {
            numbers.extend([all, all - 1, all + 1].map(|n| n | (high << low)));
        }
    }
    numbers.extend((0..40).map(|_| rng.gen::<u128>()));
    // The blocks in AXI4-Stream layout: the number's bytes big-endian, byte 0 in bits [7:0].
    let mut cases: Vec<(u128, u8)> = numbers.iter().map(|n| n.swap_bytes()).map(|b| (b, ones(b))).collect();
    // Wrong flags: the carries follow the flags, not the number.
    cases.extend([(0u128, 0b111u8), (((1u128 << 64) - 1).swap_bytes(), 0b001)]);
    let lines: String = cases
        .iter()
        .map(|(b, o)| {
            let w: [u32; 4] = std::array::from_fn(|c| (b >> (32 * c)) as u32);
            format!(
                "        x0 = 32'h{:08x}; x1 = 32'h{:08x}; x2 = 32'h{:08x}; x3 = 32'h{:08x}; o = 3'd{o}; #1 $fdisplay(f, \"%h%h%h%h %d\", y3, y2, y1, y0, no);\n",
                w[0], w[1], w[2], w[3]
            )
        })
        .collect();
    let (_dir, out) = hdl_harness::tools::icarus_lines("ctr_increment", &aes_hdl::modes::ctr::ctr_increment::ctr_increment_verilog(), |file| {
        format!(
            "module tb;\n    reg [31:0] x0, x1, x2, x3; reg [2:0] o; wire [31:0] y0, y1, y2, y3; wire [2:0] no;\n    \
             ctr_increment dut(.x$0(x0), .x$1(x1), .x$2(x2), .x$3(x3), .ones(o), .y$0(y0), .y$1(y1), .y$2(y2), .y$3(y3), .next_ones(no));\n    \
             integer f;\n    initial begin\n        f = $fopen(\"{file}\");\n{lines}        $fclose(f);\n    end\nendmodule\n"
        )
    });
    let out: Vec<&str> = out.lines().collect();
    assert_eq!(out.len(), cases.len());
    for (i, (&(b, o), line)) in cases.iter().zip(out).enumerate() {
        let (y, no) = line.split_once(' ').unwrap();
        let y = u128::from_str_radix(y, 16).unwrap();
        if i < numbers.len() {
            assert_eq!(y, ctr_increment(b), "block {b:032x}");
            assert_eq!(no.trim().parse::<u8>().unwrap(), ones(y), "flags after {b:032x}");
        } else {
            assert_eq!(y, increment_parts(b, o), "block {b:032x} with flags {o:03b}");
            assert_ne!(y, ctr_increment(b), "block {b:032x} with flags {o:03b}");
        }
    }
}

/// The CTR counter carried into each 32-bit word of the number and wrapping from all ones
/// (`ctr_increment.rs`, a custom leaf whose Verilog is its own text): a packet of 8 blocks from 4
/// below each word boundary, on the rust-hdl model and on Verilator's model of the exported
/// Verilog. The
/// scoreboard checks every block against `ctr::Ctr128BE`; the IV registers then hold the counter
/// 8 further on, computed here as a 128-bit number.
#[test]
fn ctr_counter_carries_into_every_word() {
    fn advanced(iv: [u32; 4], blocks: u128) -> [u32; 4] {
        let bytes: Vec<u8> = iv.iter().flat_map(|w| w.to_le_bytes()).collect();
        let next = u128::from_be_bytes(bytes.try_into().unwrap()).wrapping_add(blocks).to_be_bytes();
        std::array::from_fn(|i| u32::from_le_bytes(next[4 * i..4 * i + 4].try_into().unwrap()))
    }
    fn run<E: AxisEngine>(b: &mut AxisBench<E>) {
        for words in 1..=4 {
            // The `words` least significant words all ones but the last byte, 0xfc.
            let mut iv = [0x0302_0100u32; 4];
            for w in 0..words {
                iv[3 - w] = 0xffff_ffff;
            }
            iv[3] = 0xfcff_ffff;
            setup(b, Mode::Ctr, KeyLen::Aes128, false, &[words as u32; 8], iv);
            let before = b.scoreboard.checked;
            stream(b, random_transactions(&mut StdRng::seed_from_u64(words as u64), &[8]), 0.0, 0.0, 3);
            assert_eq!(b.scoreboard.checked, before + 8, "{words} words");
            assert_eq!(read_iv(b), advanced(iv, 8), "{words} words");
        }
    }
    run(&mut AxisBench::new());
    for mut b in verilog_benches() {
        run(&mut b);
    }
}
