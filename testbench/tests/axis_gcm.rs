//! AES-GCM through `aes_axis` on rust-hdl, checked against RustCrypto's `aes-gcm`: random
//! messages (AAD 0-100 bytes, payload 0-300 bytes, not both empty, garbage in the bytes the
//! design must ignore) under `tvalid` gaps and backpressure, back to back with and without IV
//! writes (the hand-over read back from `IV0..IV2`), direction and key-size changes between
//! packets; the latency, the tag's place and the rates of back-to-back packets; `ID`, `CAPS`,
//! `AAD_LEN` (sampled at packet start), malformed packets (`n + 1` beats, `STATUS.LENGTH_ERR`,
//! the next packet correct). Builds: `enc128` and `full` with GCM (the exported builds) on
//! rust-hdl, a few hundred packets, and their two-register builds (`enc128-2reg`, `full-2reg`:
//! the same control, the delay line following the longer core) on rust-hdl, a few dozen packets,
//! rates and latencies; the exported `full` on its shared Verilator model: over 1,000 messages
//! per key size and direction, the malformed packets and `AAD_LEN` sampling, and the register
//! dumps with GCM (no `H`, `H^2`, `H^3`, GHASH value or round key left after a new key, zeroize or
//! reset).

use aes_fpga_driver::gcm::next_iv;
use aes_fpga_driver::regs::{caps, ctrl, id, status, Ctrl, KeySize};
use aes_fpga_driver::software::Gcm;
use aes_hdl::aes_axis::axis_latency_for;
use aes_hdl::modes::gcm::gf_mult::OPERAND_COPIES;
use aes_hdl::params::{CoreOptions, KeyLen};
use aes_testbench::axis_bench::{addr, AxisBench, OKAY};
use aes_testbench::engine::AxisEngine;
use aes_testbench::gcm_bench::{gcm_message as message, random_lengths, GcmMessage as Msg};
use aes_testbench::stream::Beat;
use aes_testbench::waveform::vector_of;
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
    stream_with_writes(b, rng, msgs, gap, stall, &[]).0
}

/// [`stream`], and each `(k, addr, data)` of `writes` queued on AXI4-Lite in the cycle input
/// beat `k` (counted over all of `msgs`) is accepted; also returns the cycle each write was
/// answered.
fn stream_with_writes<E: AxisEngine>(
    b: &mut AxisBench<E>,
    rng: &mut StdRng,
    msgs: &[&Msg],
    gap: f64,
    stall: f64,
    writes: &[(usize, u8, u32)],
) -> ((Vec<u64>, Vec<(u64, u128, bool)>), Vec<u64>) {
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
    let mut answered = vec![];
    while out.len() < want || answered.len() < writes.len() {
        let offer = k < beats.len() && !rng.gen_bool(gap);
        if offer {
            b.tkeep = beats[k].1;
        }
        let o = b.cycle(offer.then(|| beats[k].0), !rng.gen_bool(stall), false);
        if o.accepted {
            for &(_, addr, data) in writes.iter().filter(|w| w.0 == k) {
                b.lite.push(aes_testbench::axis_bench::LiteOp::Write { addr, data, strb: 0xf, order: aes_testbench::axis_bench::Order::Together });
            }
            acc.push(o.cycle);
            k += 1;
        }
        if let Some((_, resp)) = o.write_answered {
            assert_eq!(resp, OKAY);
            answered.push(o.cycle);
        }
        if let (true, Some(q)) = (o.emitted, o.output) {
            out.push((o.cycle, q.data, q.last));
        }
        idle += 1;
        assert!(
            idle < 20 * (want as u64 + 50),
            "stream stuck: {} of {want} blocks out: {:x?}",
            out.len(), out
        );
    }
    b.tkeep = 0xFFFF;
    ((acc, out), answered)
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
    hdl_harness::tools::require("verilator");
    let options = CoreOptions::default();
    for (key_bytes, seed) in [(16, 31), (24, 32), (32, 33)] {
        let verilator = aes_testbench::verilator_engine::VerilatorAxis::new(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
        let engine = aes_testbench::engine::Lockstep::new(aes_testbench::clocks::sim(aes_hdl::aes_axis::AesAxis::new(options)), verilator);
        let (_, bench) = random_packets_on(AxisBench::on_engine(engine, options), key_bytes, 6, seed);
        assert!(bench.engine.compared > 0);
        assert_eq!(bench.engine.first_difference, None, "AES-{}", 8 * key_bytes);
    }
}

/// The exported default (`full` with GCM) on Verilator, the model the other tests of the
/// exported Verilog share: in volume, at least 1,000 random messages per key size and direction
/// against `aes-gcm`, with gaps, backpressure, IV writes and hand-overs and direction changes.
/// The rust-hdl tests above cover `enc128` and fewer messages; `enc128` has no Verilator model in
/// the suite (its model would cost another build of the GCM tables for the same logic).
#[test]
fn exported_full_on_verilator_thousands_of_random_messages() {
    hdl_harness::tools::require("verilator");
    let verilog = aes_hdl::aes_axis::aes_axis_verilog();
    for (key_bytes, seed) in [(16, 21), (24, 22), (32, 23)] {
        let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&verilog).unwrap();
        let (runs, _) = random_packets_on(AxisBench::on_engine(engine, CoreOptions::default()), key_bytes, 2_200, seed);
        assert!(runs.iter().all(|&n| n >= 1_000), "AES-{}: {runs:?} messages (encrypt, decrypt)", 8 * key_bytes);
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

/// The malformed packets of `docs/aes_axis.md` ("Malformed packets") and their neighbours, each
/// followed by a correct packet checked against `aes-gcm`, directions alternating, with gaps and
/// backpressure (`stream` fails on a hang):
///
/// - AAD longer than the packet (`AAD_LEN` 64 for 2 beats; 100 for 2 AAD beats and 2 payload beats
///   message): `n + 1` beats out, the `n` beats before the fault unchanged (all AAD), the last
///   with `tlast`, `LENGTH_ERR`;
/// - a last beat whose `tkeep` is not contiguous from byte 0 (`0x0005`, `0x00f0`): `n + 1` beats,
///   the beats before it as `aes-gcm` gives them, `LENGTH_ERR`, and no `PARTIAL`;
/// - a partial beat before the last (payload and AAD): processed whole, so the output is
///   `aes-gcm`'s for the whole beats, `PARTIAL` set and no `LENGTH_ERR`.
///
/// `LENGTH_ERR` is sticky until written 1; the IV is handed over after every packet, malformed
/// or not.
fn malformed_packets_on<E: AxisEngine>(b: AxisBench<E>, key_bytes: usize, seed: u64) -> AxisBench<E> {
    let mut rng = StdRng::seed_from_u64(seed);
    let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let g = Gcm::new(&key).unwrap();
    let mut decrypt = false;
    let mut b = setup_on(b, &key, decrypt);
    let mut iv: [u8; 12] = rng.gen();
    write_iv(&mut b, &iv);
    // (AAD bytes, payload bytes, AAD_LEN written, beat whose tkeep changes and its tkeep,
    // malformed)
    let cases: [(usize, usize, u32, Option<(usize, u16)>, bool); 6] = [
        (32, 0, 64, None, true),
        (20, 32, 100, None, true),
        (0, 20, 0, Some((1, 0x0005)), true),
        (10, 40, 10, Some((3, 0x00f0)), true),
        (16, 48, 16, Some((2, 0x00ff)), false),
        (40, 20, 40, Some((0, 0x0001)), false),
    ];
    for (n, &(a, p, aad_len, keep, malformed)) in cases.iter().enumerate() {
        let what = format!("AES-{} case {n} ({a} B AAD, {p} B, AAD_LEN {aad_len}, tkeep {keep:x?}, decrypt {decrypt})", 8 * key_bytes);
        let mut bad = message(&mut rng, &g, iv, a, p, decrypt);
        if let Some((k, t)) = keep {
            bad.beats[k].keep = t;
        }
        assert_eq!(b.write(addr::AAD_LEN, aad_len), OKAY);
        let (_, out) = stream(&mut b, &mut rng, &[&bad], 0.2, 0.2);
        let beats = bad.beats.len();
        let lasts: Vec<bool> = out.iter().map(|o| o.2).collect();
        assert_eq!(lasts.len(), beats + 1, "{what}: n + 1 beats out");
        assert!(lasts[..beats].iter().all(|l| !l) && lasts[beats], "{what}: tlast on the tag beat only");
        let st = b.status();
        if malformed {
            assert_ne!(st & status::LENGTH_ERR, 0, "{what}: LENGTH_ERR");
            assert_eq!(st & status::PARTIAL, 0, "{what}: the last beat sets no PARTIAL");
            // The beats before the fault come out as usual: every beat when the AAD is too
            // long (they are all AAD, unchanged), the ones before the last beat otherwise.
            let before = if keep.is_none() { beats } else { beats - 1 };
            for i in 0..before {
                let want = if keep.is_none() { bad.beats[i].data } else { bad.expect[i] };
                assert_eq!(out[i].1, want, "{what}: beat {i}");
            }
            assert_ne!(b.status() & status::LENGTH_ERR, 0, "{what}: LENGTH_ERR is sticky");
            assert_eq!(b.write(addr::STATUS, status::LENGTH_ERR), OKAY);
            assert_eq!(b.status() & status::LENGTH_ERR, 0, "{what}: writing 1 clears LENGTH_ERR");
        } else {
            check(&[&bad], &out, &format!("{what}: processed whole"));
            assert_eq!(st & status::LENGTH_ERR, 0, "{what}: not malformed");
            assert_ne!(st & status::PARTIAL, 0, "{what}: PARTIAL");
            assert_eq!(b.write(addr::STATUS, status::PARTIAL), OKAY);
        }
        iv = next_iv(&iv);
        assert_eq!(read_iv(&mut b), iv, "{what}: IV hand-over");
        // The next packet is correct.
        decrypt = !decrypt;
        set_ctrl(&mut b, key_bytes, decrypt);
        let (a, p) = random_lengths(&mut rng);
        let good = message(&mut rng, &g, iv, a, p, decrypt);
        assert_eq!(b.write(addr::AAD_LEN, a as u32), OKAY);
        let (_, out) = stream(&mut b, &mut rng, &[&good], 0.2, 0.2);
        check(&[&good], &out, &format!("{what}: the next packet"));
        iv = next_iv(&iv);
        assert_eq!(b.status() & (status::LENGTH_ERR | status::PARTIAL), 0, "{what}: the next packet");
    }
    b
}

#[test]
fn malformed_packets_set_length_err_and_the_next_packet_is_correct() {
    malformed_packets_on(AxisBench::with_options(CoreOptions::ENCRYPT_128.with_gcm(true)), 16, 6);
}

/// The same on the shared Verilator model of the exported default (`full`), every key size.
#[test]
fn malformed_packets_on_the_exported_verilog() {
    hdl_harness::tools::require("verilator");
    let verilog = aes_hdl::aes_axis::aes_axis_verilog();
    for (key_bytes, seed) in [(16, 41), (24, 42), (32, 43)] {
        let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&verilog).unwrap();
        malformed_packets_on(AxisBench::on_engine(engine, CoreOptions::default()), key_bytes, seed);
    }
}

/// `AAD_LEN` is sampled when a packet starts: a write answered while a packet is going in
/// applies from the next packet (the running one and the next are checked against `aes-gcm`
/// with their own AAD lengths), back to back with gaps and backpressure.
fn aad_len_sampled_at_packet_start_on<E: AxisEngine>(b: AxisBench<E>, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let key: [u8; 16] = rng.gen();
    let g = Gcm::new(&key).unwrap();
    let mut b = setup_on(b, &key, false);
    let iv: [u8; 12] = rng.gen();
    write_iv(&mut b, &iv);
    let lens = [20, 40, 7];
    let mut ivs = vec![iv];
    for _ in 1..lens.len() {
        ivs.push(next_iv(ivs.last().unwrap()));
    }
    let msgs: Vec<Msg> = lens.iter().zip(&ivs).map(|(&a, &v)| message(&mut rng, &g, v, a, 200, false)).collect();
    assert_eq!(b.write(addr::AAD_LEN, lens[0] as u32), OKAY);
    // Each next length written once the packet before it has its second beat in.
    let starts: Vec<usize> = msgs.iter().scan(0, |k, m| {
        let s = *k;
        *k += m.beats.len();
        Some(s)
    }).collect();
    let writes: Vec<(usize, u8, u32)> = (1..lens.len()).map(|i| (starts[i - 1] + 1, addr::AAD_LEN, lens[i] as u32)).collect();
    let refs: Vec<&Msg> = msgs.iter().collect();
    let ((acc, out), answered) = stream_with_writes(&mut b, &mut rng, &refs, 0.2, 0.2, &writes);
    check(&refs, &out, "AAD_LEN written during packets");
    for (i, &t) in answered.iter().enumerate() {
        // Answered during packet i: after its first beat and before its last.
        let last = starts[i] + msgs[i].beats.len() - 1;
        assert!(acc[starts[i]] < t && t < acc[last], "write {i} answered in cycle {t}, packet {i} took beats in {}..={}", acc[starts[i]], acc[last]);
    }
    assert_eq!(b.read(addr::AAD_LEN).0, lens[lens.len() - 1] as u32);
}

#[test]
fn aad_len_is_sampled_at_packet_start() {
    aad_len_sampled_at_packet_start_on(AxisBench::with_options(CoreOptions::ENCRYPT_128.with_gcm(true)), 7);
}

#[test]
fn aad_len_is_sampled_at_packet_start_on_the_exported_verilog() {
    hdl_harness::tools::require("verilator");
    let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
    aad_len_sampled_at_packet_start_on(AxisBench::on_engine(engine, CoreOptions::default()), 8);
}

// ---------------------------------------------------------------------------------------------
// No key material left behind, with GCM, on the exported Verilog: every signal of the shared
// Verilator model of `full` (tracing compiled in, off until a dump), read back from a one-step VCD.

/// `count` random messages under `key` (GCM set up), directions alternating at random, IV
/// handed over or rewritten, each checked against `aes-gcm`; returns each message with its IV.
fn gcm_traffic<E: AxisEngine>(b: &mut AxisBench<E>, rng: &mut StdRng, key: &[u8], count: usize) -> Vec<([u8; 12], Msg)> {
    let g = Gcm::new(key).unwrap();
    let mut iv: [u8; 12] = rng.gen();
    write_iv(b, &iv);
    let mut sent = vec![];
    for k in 0..count {
        let decrypt = rng.gen_bool(0.5);
        set_ctrl(b, key.len(), decrypt);
        if rng.gen_bool(0.3) {
            iv = rng.gen();
            write_iv(b, &iv);
        }
        let (a, p) = random_lengths(rng);
        let m = message(rng, &g, iv, a, p, decrypt);
        assert_eq!(b.write(addr::AAD_LEN, a as u32), OKAY);
        let (_, out) = stream(b, rng, &[&m], 0.1, 0.1);
        check(&[&m], &out, &format!("AES-{} message {k}", 8 * key.len()));
        sent.push((iv, m));
        iv = next_iv(&iv);
    }
    sent
}

fn key_words(key: &[u8]) -> Vec<u32> {
    key.chunks(4).map(w).collect()
}

/// The words of `key` and of its GCM values (`key_dump::gcm_key_material`) for `msgs`.
fn material(key: &[u8], msgs: &[([u8; 12], Msg)]) -> std::collections::HashSet<u32> {
    let refs: Vec<([u8; 12], &Msg)> = msgs.iter().map(|(iv, m)| (*iv, m)).collect();
    let mut m = aes_testbench::key_dump::key_material(&key_words(key));
    m.extend(aes_testbench::key_dump::gcm_key_material(key, &refs));
    m
}

/// Signals of the GHASH unit (`modes.gcm.ghash`, its multiplier included, every 128-bit piece of
/// its wider registers) that are not 0, clock
/// and `clear` aside, nor the block input `x` and the multiplier's stage-A operand copies, which
/// sample it every clock (`a_q*`, `am_q*` and the nets between): with the pipeline empty, `x` is
/// the stream data the GCM control's delay line shows (an input beat, which `inputs` must
/// contain: no key-derived value), and each `a_q*` its polynomial order.
fn nonzero_ghash_signals(values: &[(String, u128)], inputs: &[u128]) -> Vec<String> {
    let get = |name: &str| values.iter().find(|(n, _)| n.ends_with(name)).unwrap_or_else(|| panic!("no {name}")).1;
    let x = (0..4).fold(0u128, |acc, i| acc | get(&format!("gcm.ghash.x${i}")) << (32 * i));
    let reflect = |v: u128| u128::from_le_bytes(v.to_le_bytes().map(u8::reverse_bits));
    let mut follows_x: Vec<String> = [".xb", ".xp", ".u", ".a_next", ".am_next"].map(String::from).to_vec();
    follows_x.extend((0..4).flat_map(|i| [format!("$x${i}"), format!(".x${i}")]));
    for k in 0..OPERAND_COPIES {
        follows_x.extend([format!(".a_q{k}"), format!(".am_q{k}"), format!(".ao{k}")]);
    }
    let mut bad: Vec<String> = values
        .iter()
        .filter(|(n, v)| n.contains(".ghash") && *v != 0 && !n.ends_with("clock") && !n.ends_with("clear"))
        .filter(|(n, _)| !follows_x.iter().any(|s| vector_of(n).ends_with(s.as_str())))
        .map(|(n, v)| format!("{n} = {v:#x}"))
        .collect();
    // The delay line's beat, or its bytes past `AAD_LEN` or the payload zeroed.
    let prefix = |b: u128, k: u32| if k == 16 { b } else { b & ((1u128 << (8 * k)) - 1) };
    if x != 0 && !inputs.iter().any(|&b| (1..=16).any(|k| x == prefix(b, k))) {
        bad.push(format!("x = {x:#x} is no input beat"));
    }
    for k in 0..OPERAND_COPIES {
        let a = get(&format!("ghash.mult.a_q{k}"));
        if a != reflect(x) {
            bad.push(format!("mult.a_q{k} = {a:#x} is not x in polynomial order"));
        }
    }
    bad
}

fn wait_not_busy<E: AxisEngine>(b: &mut AxisBench<E>) {
    let mut polls = 0;
    while b.status() & status::BUSY != 0 {
        polls += 1;
        assert!(polls < 100, "BUSY stays high");
    }
}

/// The register dumps with GCM on the exported default (`full`), on the Verilator model the
/// other tests of the export share: it is built with tracing compiled in (`verilator_engine.rs`:
/// 6% more C++ for its cold build, the same CPU time for its runs), so this test adds no model
/// build; each dump is a one-step VCD of about 7,300 signals, under a tenth of a second to write
/// and read, and the test takes about a second of CPU with the model built. GCM traffic (both directions, every message against `aes-gcm`)
/// runs before each checkpoint, so `H`, its powers, the accumulators and the hash register held
/// values of the key:
///
/// 0. under an AES-256 key: the dump sees that key's round keys, `H`, `H^2` and `H^3` (words
///    computed by the `aes` and `ghash` crates), so the checks below can see key material;
/// 1. an AES-128 key after it (and its traffic): no word of the AES-256 key, its schedule, its
///    `H`, `H^2`, `H^3` or of any GHASH value of its messages (`gcm_key_material`) anywhere; the new
///    `H` is there;
/// 2. a zeroize during a GCM packet, which finishes with `aes-gcm`'s tag, then `BUSY` low: no
///    word of either key, every pipeline register and FIFO entry 0, every signal of the GHASH
///    unit 0;
/// 3. a new AES-256 key, traffic, and a reset during a packet with a beat waiting on `m_axis`:
///    the same.
#[test]
fn no_gcm_key_material_in_the_exported_verilog() {
    use aes_testbench::key_dump::{assert_no_key_material, block_words, gf_mul_reference, Fifo};
    hdl_harness::tools::require("verilator");
    let mut rng = StdRng::seed_from_u64(0x0320_0001);
    let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
    let mut b = AxisBench::on_engine(engine, CoreOptions::default());
    b.scoreboard_on = false;
    let long: [u8; 32] = rng.gen();
    let short: [u8; 16] = rng.gen();
    let last: [u8; 32] = rng.gen();
    let h_of = |key: &[u8]| aes_fpga_driver::software::Ecb::new(key, false).unwrap().tdata(0);

    // 0: the dump sees the key's material.
    b = setup_on(b, &long, false);
    let long_msgs = gcm_traffic(&mut b, &mut rng, &long, 12);
    wait_not_busy(&mut b);
    let values = b.engine.signal_values().unwrap();
    let holds = |values: &[(String, u128)], v: u128| {
        block_words(v).iter().all(|w| values.iter().any(|(_, x)| block_words(*x).contains(w)))
    };
    let h = h_of(&long);
    assert!(holds(&values, h), "H's words are in the dump under its key");
    let h2 = gf_mul_reference(h, h);
    assert!(holds(&values, h2), "H^2's words are in the dump under its key");
    assert!(holds(&values, gf_mul_reference(h2, h)), "H^3's words are in the dump under its key");
    let schedule = aes_testbench::key_dump::key_material(&key_words(&long));
    assert!(values.iter().any(|(_, v)| schedule.contains(&(*v as u32))), "a round key is in the dump");
    let forbidden = material(&long, &long_msgs);
    assert!(values.iter().any(|(_, v)| block_words(*v).iter().any(|w| forbidden.contains(w))));

    // 1: a shorter key after the longer one.
    set_ctrl(&mut b, short.len(), false);
    b.write_key(&key_words(&short));
    b.wait_key_ready(80);
    let short_msgs = gcm_traffic(&mut b, &mut rng, &short, 12);
    wait_not_busy(&mut b);
    let values = b.engine.signal_values().unwrap();
    assert_no_key_material(&values, &forbidden, Fifo::MayHoldOutput, "AES-128 after AES-256");
    let h = h_of(&short);
    assert!(holds(&values, h), "the new H is in the dump");

    // 2: zeroize during a GCM packet; it finishes under its own H.
    let g = Gcm::new(&short).unwrap();
    let iv: [u8; 12] = rng.gen();
    write_iv(&mut b, &iv);
    set_ctrl(&mut b, short.len(), false);
    let m = message(&mut rng, &g, iv, 30, 200, false);
    assert_eq!(b.write(addr::AAD_LEN, 30), OKAY);
    let zeroize = ctrl::ZEROIZE | Ctrl { decrypt: false, key_len: KeySize::Aes128.code(), mode: ctrl::MODE_GCM, zeroize: false }.encode();
    let ((_, out), _) = stream_with_writes(&mut b, &mut rng, &[&m], 0.1, 0.1, &[(4, addr::CTRL, zeroize)]);
    check(&[&m], &out, "the packet during which ZEROIZE is written");
    wait_not_busy(&mut b);
    assert_eq!(b.status() & status::KEY_READY, 0);
    let mut all: Vec<([u8; 12], Msg)> = short_msgs;
    all.push((iv, m));
    let mut forbidden = forbidden;
    forbidden.extend(material(&short, &all));
    let values = b.engine.signal_values().unwrap();
    assert_no_key_material(&values, &forbidden, Fifo::Cleared, "after zeroize during a GCM packet");
    let inputs: Vec<u128> = all.iter().flat_map(|(_, m)| m.beats.iter().map(|b| b.data)).collect();
    assert!(
        values.iter().any(|(n, _)| n.ends_with("ghash.mult.c[380:256]")),
        "the multiplier's whole product register is in the dump"
    );
    let left = nonzero_ghash_signals(&values, &inputs);
    assert!(left.is_empty(), "after zeroize, the GHASH unit:\n{}", left.join("\n"));

    // 3: a new key, traffic, and a reset during a packet.
    set_ctrl(&mut b, last.len(), false);
    b.write_key(&key_words(&last));
    b.wait_key_ready(80);
    let mut last_msgs = gcm_traffic(&mut b, &mut rng, &last, 8);
    let g = Gcm::new(&last).unwrap();
    let iv = next_iv(&last_msgs.last().unwrap().0);
    set_ctrl(&mut b, last.len(), false);
    let m = message(&mut rng, &g, iv, 20, 300, false);
    assert_eq!(b.write(addr::AAD_LEN, 20), OKAY);
    let mut taken = 0;
    for c in 0..16 {
        b.tkeep = m.beats[taken].keep;
        let beat = aes_testbench::stream::Beat { data: m.beats[taken].data, last: m.beats[taken].last };
        if b.cycle(Some(beat), c < 10, false).accepted {
            taken += 1;
        }
    }
    b.tkeep = 0xFFFF;
    assert!(taken > 8 && taken < m.beats.len(), "{taken} beats in when reset comes");
    b.cycle(None, true, true);
    b.idle();
    b.idle();
    last_msgs.push((iv, m));
    let mut forbidden = forbidden;
    forbidden.extend(material(&last, &last_msgs));
    let values = b.engine.signal_values().unwrap();
    assert_no_key_material(&values, &forbidden, Fifo::Cleared, "after reset during a GCM packet");
    let inputs: Vec<u128> = last_msgs.iter().flat_map(|(_, m)| m.beats.iter().map(|b| b.data)).collect();
    let left = nonzero_ghash_signals(&values, &inputs);
    assert!(left.is_empty(), "after reset, the GHASH unit:\n{}", left.join("\n"));
}


/// A `CTRL` write that selects GCM while another mode's packet is going in applies from the next
/// packet: the rest of the CTR packet comes out as CTR (RustCrypto's `ctr`), with no `J0` taken
/// into it and no tag after it, and the next packet is GCM (`aes-gcm`, under the IV the CTR
/// packet handed over). A write that selects CTR during that GCM packet leaves it GCM.
fn mode_written_during_a_packet_on<E: AxisEngine>(b: AxisBench<E>, seed: u64) {
    use aes_fpga_driver::regs::Mode;
    use aes_fpga_driver::software::ModeStream;
    let mut rng = StdRng::seed_from_u64(seed);
    let key: [u8; 16] = rng.gen();
    let mut b = setup_on(b, &key, false);
    let ctrl_of = |mode: u32| Ctrl { decrypt: false, key_len: KeySize::Aes128.code(), mode, zeroize: false }.encode();
    assert_eq!(b.write(addr::CTRL, ctrl_of(Mode::Ctr.code())), OKAY);
    let iv: [u8; 16] = rng.gen();
    for i in 0..4 {
        assert_eq!(b.write(addr::iv(i as u8), w(&iv[4 * i..4 * i + 4])), OKAY);
    }
    let mut ctr = ModeStream::new(Mode::Ctr, false, &key, iv).unwrap();
    let blocks: Vec<u128> = (0..16).map(|_| rng.gen()).collect();
    let ctr_msg = Msg {
        aad_len: 0,
        decrypt: false,
        beats: blocks.iter().enumerate().map(|(k, &data)| aes_testbench::gcm_bench::GcmBeat { data, keep: 0xFFFF, last: k == 15 }).collect(),
        expect: blocks.iter().map(|&x| ctr.process(x)).collect(),
    };
    let gcm_iv: [u8; 12] = ctr.continuation()[..12].try_into().unwrap();
    let gcm_msg = message(&mut rng, &Gcm::new(&key).unwrap(), gcm_iv, 20, 150, false);
    assert_eq!(b.write(addr::AAD_LEN, 20), OKAY);
    let refs = [&ctr_msg, &gcm_msg];
    // Answered while beat 1 of the CTR packet and beat 1 of the GCM packet are the last taken.
    let writes = [(1, addr::CTRL, ctrl_of(ctrl::MODE_GCM)), (17, addr::CTRL, ctrl_of(Mode::Ctr.code()))];
    let ((acc, out), answered) = stream_with_writes(&mut b, &mut rng, &refs, 0.0, 0.0, &writes);
    assert!(acc[1] < answered[0] && answered[0] < acc[15], "the GCM write answered inside the CTR packet");
    assert!(acc[17] < answered[1] && answered[1] < acc[26], "the CTR write answered inside the GCM packet");
    check(&refs, &out, "CTRL.MODE written during packets");
}

#[test]
fn mode_written_during_a_packet_applies_from_the_next() {
    mode_written_during_a_packet_on(AxisBench::with_options(CoreOptions::default().with_gcm(true)), 11);
}

#[test]
fn mode_written_during_a_packet_applies_from_the_next_on_the_exported_verilog() {
    hdl_harness::tools::require("verilator");
    let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
    mode_written_during_a_packet_on(AxisBench::on_engine(engine, CoreOptions::default()), 12);
}
