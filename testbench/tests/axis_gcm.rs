//! AES-GCM through `aes_axis` on rust-hdl, checked against RustCrypto's `aes-gcm`: random
//! messages (AAD 0-100 bytes, payload 0-300 bytes, not both empty, garbage in the bytes the
//! design must ignore) under `tvalid` gaps and backpressure, back to back with and without IV
//! writes (the hand-over read back from `IV0..IV2`), direction and key-size changes between
//! packets; the latency, the tag's place and the rates of back-to-back packets; `ID`, `CAPS`,
//! `AAD_LEN`, `STATUS.LENGTH_ERR` on malformed packets. Builds: `enc128` and `full` with GCM
//! (the exported builds) on rust-hdl, a few hundred packets, and their two-register builds
//! (`enc128-2reg`, `full-2reg`: the same control, the delay line following the longer core) on
//! rust-hdl, a few dozen packets, rates and latencies; the exported `full` on Verilator, over
//! 2,000 messages per key size and direction.

use aes_fpga_driver::gcm::next_iv;
use aes_fpga_driver::regs::{caps, ctrl, id, status, Ctrl, KeySize};
use aes_fpga_driver::software::Gcm;
use aes_hdl::aes_axis::axis_latency_for;
use aes_hdl::params::{CoreOptions, KeyLen};
use aes_testbench::axis_bench::{addr, AxisBench, OKAY};
use aes_testbench::engine::AxisEngine;
use aes_testbench::gcm_bench::{gcm_message as message, random_lengths, GcmMessage as Msg};
use aes_testbench::stream::Beat;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn w(b: &[u8]) -> u32 {
    u32::from_le_bytes(b.try_into().unwrap())
}

fn setup(options: CoreOptions, key: &[u8], decrypt: bool) -> AxisBench {
    setup_on(AxisBench::with_options(options), key, decrypt)
}

fn setup_on<E: AxisEngine>(mut b: AxisBench<E>, key: &[u8], decrypt: bool) -> AxisBench<E> {
    b.scoreboard_on = false;
    set_ctrl(&mut b, key.len(), decrypt);
    let words: Vec<u32> = key.chunks(4).map(w).collect();
    b.write_key(&words);
    b.wait_key_ready(80);
    b
}

fn set_ctrl<E: AxisEngine>(b: &mut AxisBench<E>, key_bytes: usize, decrypt: bool) {
    let ks = KeySize::ALL
        .into_iter()
        .find(|k| k.bytes() == key_bytes)
        .unwrap();
    let c = Ctrl {
        decrypt,
        key_len: ks.code(),
        mode: ctrl::MODE_GCM,
        zeroize: false,
    };
    assert_eq!(b.write(addr::CTRL, c.encode()), OKAY);
}

fn write_iv<E: AxisEngine>(b: &mut AxisBench<E>, iv: &[u8; 12]) {
    for i in 0..3 {
        assert_eq!(b.write(addr::iv(i as u8), w(&iv[4 * i..4 * i + 4])), OKAY);
    }
}

fn read_iv<E: AxisEngine>(b: &mut AxisBench<E>) -> [u8; 12] {
    let mut iv = [0; 12];
    for i in 0..3 {
        iv[4 * i..4 * i + 4].copy_from_slice(&b.read(addr::iv(i as u8)).0.to_le_bytes());
    }
    iv
}

/// Sends the beats of `msgs` back to back (gaps and backpressure at the given rates) and
/// collects the output blocks with their cycle and `tlast`. Returns (input cycles, outputs).
fn stream<E: AxisEngine>(
    b: &mut AxisBench<E>,
    rng: &mut StdRng,
    msgs: &[&Msg],
    gap: f64,
    stall: f64,
) -> (Vec<u64>, Vec<(u64, u128, bool)>) {
    let beats: Vec<(Beat, u16)> = msgs
        .iter()
        .flat_map(|m| {
            m.beats.iter().map(|b| {
                (
                    Beat {
                        data: b.data,
                        last: b.last,
                    },
                    b.keep,
                )
            })
        })
        .collect();
    let want: usize = msgs.iter().map(|m| m.expect.len()).sum();
    let (mut acc, mut out) = (vec![], vec![]);
    let mut k = 0;
    let mut idle = 0;
    while out.len() < want {
        let offer = k < beats.len() && !rng.gen_bool(gap);
        if offer {
            b.tkeep = beats[k].1;
        }
        let o = b.cycle(offer.then(|| beats[k].0), !rng.gen_bool(stall), false);
        if o.accepted {
            acc.push(o.cycle);
            k += 1;
        }
        if let (true, Some(q)) = (o.emitted, o.output) {
            out.push((o.cycle, q.data, q.last));
        }
        idle += 1;
        assert!(
            idle < 20 * (want as u64 + 50),
            "stream stuck: {} of {want} blocks out",
            out.len()
        );
    }
    b.tkeep = 0xFFFF;
    (acc, out)
}

fn check(msgs: &[&Msg], out: &[(u64, u128, bool)], what: &str) {
    let want: Vec<(u128, bool)> = msgs
        .iter()
        .flat_map(|m| {
            m.expect
                .iter()
                .enumerate()
                .map(|(j, &q)| (q, j + 1 == m.expect.len()))
        })
        .collect();
    let got: Vec<(u128, bool)> = out.iter().map(|&(_, q, l)| (q, l)).collect();
    assert_eq!(got.len(), want.len(), "{what}");
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{what}: block {i}: {:032x}, want {:032x}", g.0, w.0);
    }
}

/// Random messages one packet at a time: AAD_LEN written before each, the IV written or
/// handed over (checked by reading IV0..2), the direction changing between packets.
fn random_packets(options: CoreOptions, key_bytes: usize, count: usize, seed: u64) {
    random_packets_on(AxisBench::with_options(options), key_bytes, count, seed);
}

/// [`random_packets`] on any engine; returns the messages run per direction (encrypt, decrypt).
fn random_packets_on<E: AxisEngine>(b: AxisBench<E>, key_bytes: usize, count: usize, seed: u64) -> ([usize; 2], AxisBench<E>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let g = Gcm::new(&key).unwrap();
    let mut decrypt = false;
    let mut runs = [0; 2];
    let mut b = setup_on(b, &key, decrypt);
    let mut iv: [u8; 12] = rng.gen();
    write_iv(&mut b, &iv);
    for k in 0..count {
        if rng.gen_bool(0.3) {
            decrypt = !decrypt;
            set_ctrl(&mut b, key_bytes, decrypt);
        }
        if rng.gen_bool(0.5) {
            iv = rng.gen();
            write_iv(&mut b, &iv);
        }
        let (a, p) = random_lengths(&mut rng);
        let m = message(&mut rng, &g, iv, a, p, decrypt);
        assert_eq!(b.write(addr::AAD_LEN, m.aad_len as u32), OKAY);
        let (_, out) = stream(&mut b, &mut rng, &[&m], 0.2, 0.2);
        check(
            &[&m],
            &out,
            &format!(
                "AES-{} packet {k} ({a} B AAD, {p} B, decrypt {})",
                8 * key_bytes,
                m.decrypt
            ),
        );
        iv = next_iv(&iv);
        assert_eq!(read_iv(&mut b), iv, "IV hand-over after packet {k}");
        runs[decrypt as usize] += 1;
    }
    assert_eq!(b.status() & status::LENGTH_ERR, 0);
    (runs, b)
}

/// GCM traffic in lock-step: rust-hdl and the exported Verilog on Verilator (the shared model)
/// agree on every port in every cycle over random GCM messages of every key size.
#[test]
fn rust_hdl_and_exported_verilog_agree_over_gcm_traffic() {
    aes_testbench::tools::require("verilator");
    let options = CoreOptions::default();
    for (key_bytes, seed) in [(16, 31), (24, 32), (32, 33)] {
        let verilator = aes_testbench::verilator_engine::VerilatorAxis::new(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
        let engine = aes_testbench::engine::Lockstep::new(aes_testbench::sim::Sim::new(aes_hdl::aes_axis::AesAxis::new(options)), verilator);
        let (_, bench) = random_packets_on(AxisBench::on_engine(engine, options), key_bytes, 6, seed);
        assert!(bench.engine.compared > 0);
        assert_eq!(bench.engine.first_difference, None, "AES-{}", 8 * key_bytes);
    }
}

/// The exported default (`full` with GCM) on Verilator, the model the other tests of the
/// exported Verilog share: in volume, at least 2,000 random messages per key size and direction
/// against `aes-gcm`, with gaps, backpressure, IV writes and hand-overs and direction changes.
/// The rust-hdl tests above cover `enc128` and fewer messages; `enc128` has no Verilator model in
/// the suite (its model would cost another build of the GCM tables for the same logic).
#[test]
fn exported_full_on_verilator_thousands_of_random_messages() {
    aes_testbench::tools::require("verilator");
    let verilog = aes_hdl::aes_axis::aes_axis_verilog();
    for (key_bytes, seed) in [(16, 21), (24, 22), (32, 23)] {
        let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&verilog).unwrap();
        let (runs, _) = random_packets_on(AxisBench::on_engine(engine, CoreOptions::default()), key_bytes, 4_400, seed);
        assert!(runs.iter().all(|&n| n >= 2_000), "AES-{}: {runs:?} messages (encrypt, decrypt)", 8 * key_bytes);
        eprintln!("AES-{}: {} encrypt, {} decrypt messages on Verilator", 8 * key_bytes, runs[0], runs[1]);
    }
}

#[test]
fn enc128_random_packets_both_directions() {
    random_packets(CoreOptions::ENCRYPT_128.with_gcm(true), 16, 30, 1);
}

#[test]
fn full_random_packets_every_key_size() {
    for (key_bytes, seed) in [(16, 2), (24, 3), (32, 4)] {
        random_packets(CoreOptions::FULL.with_gcm(true), key_bytes, 8, seed);
    }
}

/// Two registers per round: `enc128-2reg` both ways, `full-2reg` with AES-256 (29 blocks in the
/// core, more than half the delay line), then the AES-256 latency of `full-2reg`.
#[test]
fn two_register_builds_random_packets_and_latency() {
    let two = |o: CoreOptions| o.with_gcm(true).with_regs_per_round(2);
    random_packets(two(CoreOptions::ENCRYPT_128), 16, 16, 7);
    let full = two(CoreOptions::FULL);
    let (_, b) = random_packets_on(AxisBench::with_options(full), 32, 6, 8);
    let mut rng = StdRng::seed_from_u64(9);
    let key: [u8; 32] = rng.gen();
    let mut b = setup_on(b, &key, false);
    let g = Gcm::new(&key).unwrap();
    let iv = [7u8; 12];
    write_iv(&mut b, &iv);
    assert_eq!(b.write(addr::AAD_LEN, 0), OKAY);
    let m = message(&mut rng, &g, iv, 0, 16 * 40, false);
    let (acc, out) = stream(&mut b, &mut rng, &[&m], 0.0, 0.0);
    check(&[&m], &out, "full-2reg, AES-256, 40 blocks");
    let latency = axis_latency_for(&full, KeyLen::Aes256);
    assert_eq!(latency, 32);
    assert_eq!(out[0].0 - acc[0], latency, "latency");
    assert_eq!(out[40].0 - acc[39], latency + 2, "tag after the last beat");
}

#[test]
fn registers_of_a_gcm_build() {
    let options = CoreOptions::ENCRYPT_128.with_gcm(true);
    let mut b = setup(options, &[0; 16], false);
    assert_eq!(b.read(addr::ID).0, id::ID_GCM);
    assert_ne!(b.read(addr::CAPS).0 & caps::GCM, 0);
    assert_eq!(b.read(addr::CTRL).0 >> ctrl::MODE_SHIFT & 7, ctrl::MODE_GCM);
    assert_eq!(
        b.write_with(
            addr::AAD_LEN,
            0x1234_5678,
            0b0101,
            aes_testbench::axis_bench::Order::Together
        ),
        OKAY
    );
    assert_eq!(b.read(addr::AAD_LEN), (0x0034_0078, OKAY));
    assert_eq!(b.write(addr::CTRL, ctrl::ZEROIZE), OKAY);
    assert_eq!(b.read(addr::AAD_LEN).0, 0, "zeroize clears AAD_LEN");
    // Without GCM the register is unmapped and the ID is version 2.
    let mut e = AxisBench::with_options(CoreOptions::ENCRYPT_128);
    assert_eq!(e.read(addr::AAD_LEN).1, aes_testbench::axis_bench::SLVERR);
    assert_eq!(e.read(addr::ID).0, id::ID);
}

/// Back to back, always-ready sink: one beat per cycle inside a packet, `n + 2` cycles per
/// packet, latency `axis_latency + 2`, the tag two cycles after the packet's last beat.
#[test]
fn rates_of_back_to_back_packets() {
    let mut rng = StdRng::seed_from_u64(5);
    let key: [u8; 16] = rng.gen();
    let g = Gcm::new(&key).unwrap();
    // `enc128` and `enc128-2reg` (latency 14 and 24).
    for (options, blocks) in [1usize, 4, 16, 256].into_iter().flat_map(|n| {
        [CoreOptions::ENCRYPT_128.with_gcm(true), CoreOptions::ENCRYPT_128.with_gcm(true).with_regs_per_round(2)].map(|o| (o, n))
    }) {
        let latency = axis_latency_for(&options, KeyLen::Aes128);
        assert_eq!(latency, if options.two_regs() { 24 } else { 14 });
        let mut b = setup(options, &key, false);
        let mut iv = [3u8; 12];
        write_iv(&mut b, &iv);
        assert_eq!(b.write(addr::AAD_LEN, 0), OKAY);
        let n = if blocks == 256 { 2 } else { 5 };
        let msgs: Vec<Msg> = (0..n)
            .map(|_| {
                let m = message(&mut rng, &g, iv, 0, 16 * blocks, false);
                iv = next_iv(&iv);
                m
            })
            .collect();
        let refs: Vec<&Msg> = msgs.iter().collect();
        let (acc, out) = stream(&mut b, &mut rng, &refs, 0.0, 0.0);
        check(&refs, &out, &format!("{blocks} blocks"));
        for (i, p) in acc.windows(2).enumerate() {
            assert_eq!(
                p[1] - p[0],
                if (i + 1) % blocks == 0 { 3 } else { 1 },
                "{blocks} blocks: input beat {i}"
            );
        }
        for (i, p) in out.windows(2).enumerate() {
            let step = if i % (blocks + 1) == blocks - 1 { 2 } else { 1 };
            assert_eq!(p[1].0 - p[0].0, step, "{blocks} blocks: output {i}");
        }
        assert_eq!(out[0].0 - acc[0], latency, "latency");
        assert_eq!(
            out[blocks].0 - acc[blocks - 1],
            latency + 2,
            "tag after the last beat"
        );
    }
}

#[test]
fn malformed_packets_set_length_err_and_the_next_packet_is_correct() {
    let mut rng = StdRng::seed_from_u64(6);
    let key: [u8; 16] = rng.gen();
    let g = Gcm::new(&key).unwrap();
    let mut b = setup(CoreOptions::ENCRYPT_128.with_gcm(true), &key, false);
    let iv: [u8; 12] = rng.gen();
    write_iv(&mut b, &iv);
    let short = message(&mut rng, &g, iv, 32, 0, false);
    assert_eq!(b.write(addr::AAD_LEN, 64), OKAY);
    let (_, out) = stream(&mut b, &mut rng, &[&short], 0.0, 0.0);
    assert_eq!(out.len(), 3);
    assert_ne!(b.status() & status::LENGTH_ERR, 0);
    assert_eq!(b.write(addr::STATUS, status::LENGTH_ERR), OKAY);
    assert_eq!(
        b.status() & status::LENGTH_ERR,
        0,
        "write 1 clears LENGTH_ERR"
    );
    let mut bad = message(&mut rng, &g, next_iv(&iv), 0, 20, false);
    bad.beats[1].keep = 0x0005;
    assert_eq!(b.write(addr::AAD_LEN, 0), OKAY);
    let (_, out) = stream(&mut b, &mut rng, &[&bad], 0.0, 0.0);
    assert_eq!(out.len(), 3);
    let st = b.status();
    assert_ne!(st & status::LENGTH_ERR, 0);
    assert_eq!(
        st & status::PARTIAL,
        0,
        "a GCM packet's last beat does not set PARTIAL"
    );
    let good = message(&mut rng, &g, next_iv(&next_iv(&iv)), 10, 40, false);
    assert_eq!(b.write(addr::AAD_LEN, 10), OKAY);
    let (_, out) = stream(&mut b, &mut rng, &[&good], 0.1, 0.1);
    check(&[&good], &out, "after malformed packets");
}
