//! XTS-AES through `aes_axis` (`CTRL.MODE = 6`, contract version 4): against RustCrypto's
//! `xts-mode`.

use aes_fpga_driver::software::Xts;
use aes_hdl::params::CoreOptions;
use aes_testbench::axis_bench::AxisBench;
use aes_testbench::engine::AxisEngine;
use aes_testbench::xts_bench::{back_to_back, check, keyed_bench, setup, stream, unit, write_unit_number, Unit};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Random data units of 16 to 100 bytes (ciphertext stealing in most), both key sizes and
/// directions, back to back through the tweak hand-over, with gaps and backpressure (rust-hdl).
#[test]
fn random_data_units_against_xts_mode() {
    let runs = random_units_on(|| AxisBench::with_options(CoreOptions::default()), 48, 16, 100, (0.3, 0.3), 1);
    assert_eq!(runs, 48);
}

/// Runs one data unit back to back with no gaps, an always-ready sink; returns the outputs.
fn run_unit<E: AxisEngine>(b: &mut AxisBench<E>, u: &Unit) -> Vec<(u64, u128, bool)> {
    let mut rng = StdRng::seed_from_u64(0);
    stream(b, &mut rng, &[u], 0.0, 0.0).1
}

/// The tweak-key update: a partial `XKEY` update drops `XKEY_READY` and raises `KEY_PARTIAL`;
/// an XTS data unit offered then waits, a CTR packet offered then goes through; once the update
/// completes the waiting data unit runs under the new `Key2`.
#[test]
fn a_tweak_key_update_stalls_only_xts_packets() {
    use aes_fpga_driver::regs::{Ctrl, KeySize, Mode, Status};
    use aes_testbench::axis_bench::{addr, OKAY};
    let mut rng = StdRng::seed_from_u64(7);
    let (key1, key2, key2b): ([u8; 16], [u8; 16], [u8; 16]) = (rng.gen(), rng.gen(), rng.gen());
    let mut b = AxisBench::with_options(CoreOptions::default());
    setup(&mut b, &key1, &key2, false);
    write_unit_number(&mut b, 3);
    let old = Xts::new(&key1, &key2).unwrap();
    let data: Vec<u8> = (0..40).map(|_| rng.gen()).collect();
    let u = unit(&old, 3, &data, false, 0);
    check(&[&u], &run_unit(&mut b, &u), "before the update");
    // A partial update: XKEY0 alone.
    assert_eq!(b.write(addr::xkey(0), u32::from_le_bytes(key2b[0..4].try_into().unwrap())), OKAY);
    let s = Status(b.status());
    assert!(!s.xkey_ready() && s.key_partial() && s.key_ready(), "STATUS {s}");
    // An XTS data unit waits.
    let new = Xts::new(&key1, &key2b).unwrap();
    let waiting = unit(&new, 4, &data, false, 0);
    b.tkeep = waiting.beats[0].1;
    for _ in 0..50 {
        let o = b.cycle(Some(waiting.beats[0].0), true, false);
        assert!(!o.accepted, "an XTS beat taken during a partial tweak-key update");
    }
    // A CTR packet goes through meanwhile.
    b.tkeep = 0xFFFF;
    assert_eq!(b.write(addr::CTRL, Ctrl::with_mode(KeySize::Aes128, false, Mode::Ctr).encode()), OKAY);
    for i in 0..4 {
        assert_eq!(b.write(addr::iv(i), 0), OKAY);
    }
    let ctr_in: u128 = rng.gen();
    let mut ctr = aes_fpga_driver::software::ModeStream::new(Mode::Ctr, false, &key1, [0; 16]).unwrap();
    let mut seen = None;
    for _ in 0..60 {
        let o = b.cycle(seen.is_none().then_some(aes_testbench::stream::Beat { data: ctr_in, last: true }), true, false);
        if o.accepted {
            seen = Some(o.cycle);
        }
        if let (true, Some(q)) = (o.emitted, o.output) {
            assert_eq!(q.data, ctr.process(ctr_in), "the CTR packet under Key1");
            break;
        }
    }
    assert!(seen.is_some(), "a CTR packet waits for the tweak key");
    // Back to XTS: the update completes, the data unit runs under the new Key2.
    assert_eq!(b.write(addr::CTRL, Ctrl::with_mode(KeySize::Aes128, false, Mode::Xts).encode()), OKAY);
    for i in 1..4 {
        assert_eq!(b.write(addr::xkey(i as u8), u32::from_le_bytes(key2b[4 * i..4 * i + 4].try_into().unwrap())), OKAY);
    }
    write_unit_number(&mut b, 4);
    check(&[&waiting], &run_unit(&mut b, &waiting), "after the update");
    assert!(Status(b.status()).xkey_ready());
}

/// Malformed data units: a single beat shorter than 16 bytes, and a last `tkeep` not
/// contiguous from byte 0: one beat out per beat in (those before the fault as usual),
/// `LENGTH_ERR` sticky until written 1, the tweak handed over, the next data unit correct. A
/// partial beat before the last is processed whole and sets `PARTIAL`, not `LENGTH_ERR`.
#[test]
fn malformed_data_units_are_flagged_and_the_next_one_is_correct() {
    use aes_fpga_driver::regs::{status, Status};
    use aes_testbench::axis_bench::{addr, OKAY};
    use aes_testbench::xts_bench::read_unit_number;
    for decrypt in [false, true] {
        let mut rng = StdRng::seed_from_u64(11 + decrypt as u64);
        let (mut b, xts) = keyed_bench(CoreOptions::default(), &mut rng, 32, decrypt, 100);
        // A single beat of 8 bytes.
        let data: Vec<u8> = (0..16).map(|_| rng.gen()).collect();
        let mut short = unit(&xts, 100, &data, decrypt, 0);
        short.beats[0].1 = 0x00FF;
        let out = run_unit(&mut b, &short);
        assert_eq!(out.len(), 1);
        assert!(out[0].2, "one beat out, with tlast");
        let s = Status(b.status());
        assert!(s.length_err() && !s.partial(), "STATUS {s}");
        assert_eq!(read_unit_number(&mut b), 101, "the tweak handed over");
        assert_eq!(b.write(addr::STATUS, status::LENGTH_ERR), OKAY);
        assert!(!Status(b.status()).length_err(), "LENGTH_ERR cleared by writing 1");
        // Two beats, the last one's tkeep not contiguous from byte 0.
        let data: Vec<u8> = (0..32).map(|_| rng.gen()).collect();
        let whole = unit(&xts, 101, &data, decrypt, 0);
        let mut gappy = unit(&xts, 101, &data, decrypt, 0);
        gappy.beats[1].1 = 0x0F0F;
        let out = run_unit(&mut b, &gappy);
        assert_eq!(out.len(), 2);
        assert_eq!((out[0].1, out[0].2), (whole.expect[0], false), "the beat before the fault as usual");
        assert!(out[1].2);
        assert!(Status(b.status()).length_err());
        assert_eq!(b.write(addr::STATUS, status::LENGTH_ERR), OKAY);
        // The next data unit is correct; a partial beat before its last is processed whole.
        let data: Vec<u8> = (0..45).map(|_| rng.gen()).collect();
        let mut next = unit(&xts, 102, &data, decrypt, 0);
        next.beats[0].1 = 0x00FF;
        check(&[&next], &run_unit(&mut b, &next), "the data unit after the malformed ones");
        let s = Status(b.status());
        assert!(s.partial() && !s.length_err(), "STATUS {s}");
    }
}

/// Streams data unit `u` with an always-ready sink and writes `ZEROIZE` (with XTS, `size` and
/// the direction in `CTRL`) once its third beat is taken; returns the output beats of 300 cycles.
fn zeroize_during<E: AxisEngine>(b: &mut AxisBench<E>, u: &Unit, size: aes_fpga_driver::regs::KeySize, decrypt: bool) -> Vec<(u64, u128, bool)> {
    use aes_fpga_driver::regs::{ctrl, Ctrl, Mode};
    use aes_testbench::axis_bench::{addr, LiteOp, Order};
    let zeroize = ctrl::ZEROIZE | Ctrl::with_mode(size, decrypt, Mode::Xts).encode();
    let mut out = vec![];
    let mut k = 0;
    for _ in 0..300 {
        let offer = k < u.beats.len();
        if offer {
            b.tkeep = u.beats[k].1;
        }
        let o = b.cycle(offer.then(|| u.beats[k].0), true, false);
        if o.accepted {
            if k == 2 {
                b.lite.push(LiteOp::Write { addr: addr::CTRL, data: zeroize, strb: 0xF, order: Order::Together });
            }
            k += 1;
        }
        if let (true, Some(q)) = (o.emitted, o.output) {
            out.push((o.cycle, q.data, q.last));
        }
    }
    b.tkeep = 0xFFFF;
    out
}

/// `ZEROIZE` during a data unit: the unit finishes under its own keys and tweaks, `XKEY_READY`
/// falls and stays low until a new tweak key is written, and `KEY_READY` with it until a new
/// data key.
#[test]
fn zeroize_clears_the_tweak_key_and_the_running_unit_finishes() {
    use aes_fpga_driver::regs::{KeySize, Status};
    let mut rng = StdRng::seed_from_u64(13);
    let (mut b, xts) = keyed_bench(CoreOptions::default(), &mut rng, 16, false, 9);
    let data: Vec<u8> = (0..100).map(|_| rng.gen()).collect();
    let u = unit(&xts, 9, &data, false, 0);
    let out = zeroize_during(&mut b, &u, KeySize::Aes128, false);
    check(&[&u], &out, "the data unit during which ZEROIZE is written");
    let s = Status(b.status());
    assert!(!s.xkey_ready() && !s.key_ready() && !s.busy(), "STATUS {s}");
}

/// Back-to-back data units of 512 and 4,096 bytes with an always-ready sink: one beat per
/// cycle within a unit, at most one cycle between units (the tweak of the next unit computed
/// while this one runs); a unit with ciphertext stealing takes at most the latency + 4 cycles
/// more than a whole one.
#[test]
fn rates_of_back_to_back_data_units() {
    for (key_bytes, decrypt) in [(16usize, false), (32, true)] {
        for size in [512usize, 4096] {
            let (blocks, span) = back_to_back(CoreOptions::default(), key_bytes, decrypt, size, 4);
            let beats = blocks / 3;
            println!("AES-{} {}: 3 units of {size} bytes in {span} cycles", 8 * key_bytes, if decrypt { "decrypt" } else { "encrypt" });
            assert!(span <= 3 * (beats + 1), "{size}-byte units: {span} cycles for {blocks} beats");
        }
    }
}

/// One data unit alone, every build with XTS, both key sizes and directions: a whole one of 33
/// blocks leaves its last beat the `aes_axis` latency after its last input beat (one beat per
/// cycle, no overhead), and one of 513 bytes (the same 33 beats, ciphertext stealing) takes
/// `xts_stealing_cycles` more, within the contract's `latency + 4`.
#[test]
fn a_data_unit_takes_its_beats_and_the_latency_and_stealing_its_documented_cycles() {
    use aes_hdl::aes_axis::{axis_latency_for, xts_stealing_cycles};
    use aes_hdl::params::KeyLen;
    use aes_testbench::xts_bench::unit_span;
    for options in [CoreOptions::default(), CoreOptions::default().with_regs_per_round(2)] {
        for (key_bytes, key_len) in [(16, KeyLen::Aes128), (32, KeyLen::Aes256)] {
            for decrypt in [false, true] {
                let latency = axis_latency_for(&options, key_len);
                let what = format!("{key_len:?}, decrypt {decrypt}, {} registers per round", options.regs_per_round);
                let whole = unit_span(options, key_bytes, decrypt, 528);
                assert_eq!(whole, 33 + latency, "{what}: a 528-byte data unit");
                let stolen = unit_span(options, key_bytes, decrypt, 513);
                assert_eq!(stolen - whole, xts_stealing_cycles(&options, key_len, decrypt), "{what}: stealing");
                assert!(stolen - whole <= latency + 4, "{what}");
            }
        }
    }
}

/// Random data units of `min..=max` bytes, `count` of them, of both key sizes and both
/// directions, back to back through the tweak hand-over (a new unit number written before one
/// in eight), with `tvalid` gaps and backpressure at the given rates, on any engine: every
/// output beat against `xts-mode`. Returns the units run.
fn random_units_on<E: AxisEngine>(mut make: impl FnMut() -> AxisBench<E>, count: usize, min: usize, max: usize, rates: (f64, f64), seed: u64) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut runs = 0;
    for (key_bytes, decrypt) in [(16usize, false), (16, true), (32, false), (32, true)] {
        let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let key2: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let xts = Xts::new(&key1, &key2).unwrap();
        let mut b = make();
        setup(&mut b, &key1, &key2, decrypt);
        let mut number: u128 = rng.gen();
        write_unit_number(&mut b, number);
        let mut left = count / 4;
        while left > 0 {
            let batch = left.min(rng.gen_range(1..=8));
            let units: Vec<Unit> = (0..batch)
                .map(|k| {
                    let len = rng.gen_range(min..=max);
                    let data: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
                    unit(&xts, number.wrapping_add(k as u128), &data, decrypt, rng.gen())
                })
                .collect();
            let refs: Vec<&Unit> = units.iter().collect();
            let (_, out) = stream(&mut b, &mut rng, &refs, rates.0, rates.1);
            check(&refs, &out, &format!("AES-{} {}", 8 * key_bytes, if decrypt { "decrypt" } else { "encrypt" }));
            number = number.wrapping_add(batch as u128);
            if rng.gen_bool(0.125) {
                number = rng.gen();
                write_unit_number(&mut b, number);
            }
            left -= batch;
            runs += batch;
        }
    }
    runs
}

/// The exported default on Verilator (the model the other tests of the exported Verilog share):
/// 4,000 random data units of 16 to 4,096 bytes (most not a whole number of blocks: ciphertext
/// stealing), 1,000 per key size and direction, against `xts-mode`.
#[test]
fn exported_full_on_verilator_thousands_of_random_data_units() {
    hdl_harness::tools::require("verilator");
    let verilog = aes_hdl::aes_axis::aes_axis_verilog();
    let runs = random_units_on(
        || AxisBench::on_engine(aes_testbench::verilator_engine::VerilatorAxis::new(&verilog).unwrap(), CoreOptions::default()),
        4_000,
        16,
        4096,
        (0.05, 0.05),
        41,
    );
    assert_eq!(runs, 4_000);
}

/// XTS traffic in lock-step: rust-hdl and the exported Verilog on Verilator agree on every port
/// in every cycle.
#[test]
fn rust_hdl_and_exported_verilog_agree_over_xts_traffic() {
    hdl_harness::tools::require("verilator");
    let options = CoreOptions::default();
    let verilog = aes_hdl::aes_axis::aes_axis_verilog();
    let runs = random_units_on(
        || {
            let verilator = aes_testbench::verilator_engine::VerilatorAxis::new(&verilog).unwrap();
            let engine = aes_testbench::engine::Lockstep::new(aes_testbench::clocks::sim(aes_hdl::aes_axis::AesAxis::new(options)), verilator);
            AxisBench::on_engine(engine, options)
        },
        24,
        16,
        80,
        (0.3, 0.3),
        42,
    );
    assert_eq!(runs, 24);
}

/// Polls `STATUS` until `BUSY` is low.
fn wait_not_busy<E: AxisEngine>(b: &mut AxisBench<E>) {
    use aes_fpga_driver::regs::Status;
    for _ in 0..100 {
        if !Status(b.status()).busy() {
            return;
        }
    }
    panic!("BUSY stays high");
}

/// `count` data units of 16 to 100 bytes (most stealing ciphertext) from a random unit number on,
/// back to back through the tweak hand-over, under the keys and direction set up, against
/// `xts-mode`; returns each unit's number and length.
fn xts_traffic<E: AxisEngine>(b: &mut AxisBench<E>, rng: &mut StdRng, xts: &Xts, decrypt: bool, count: usize) -> Vec<(u128, usize)> {
    let number: u128 = rng.gen();
    write_unit_number(b, number);
    let sizes: Vec<(u128, usize)> = (0..count as u128).map(|k| (number.wrapping_add(k), rng.gen_range(16..=100))).collect();
    let units: Vec<Unit> = sizes
        .iter()
        .map(|&(n, len)| {
            let data: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
            unit(xts, n, &data, decrypt, rng.gen())
        })
        .collect();
    let refs: Vec<&Unit> = units.iter().collect();
    let (_, out) = stream(b, rng, &refs, 0.1, 0.1);
    check(&refs, &out, "XTS traffic");
    sizes
}

/// The material of an XTS key pair after `units` (`key_dump`, from the `aes` crate): `Key1` and
/// its schedule, `Key2` and its schedule, and for every data unit `i` run and the `i + 1` handed
/// over, `E_Key2(i)` and each `T_j = E_Key2(i) ⊗ α^j` up to the one after the unit's last block.
fn xts_material(key1: &[u8], key2: &[u8], units: &[(u128, usize)]) -> std::collections::HashSet<u32> {
    let mut m = aes_testbench::key_dump::key_material(&aes_testbench::key_dump::key_words(key1));
    m.extend(aes_testbench::key_dump::xts_key_material(key2, units));
    m
}

/// Verilator's model of the exported default build (the one the tests of the export share; its
/// register dumps are one-step VCDs of every signal) after XTS data units both ways under
/// random keys of `key_bytes`; the dump then holds every word of `Key2` and words of the
/// tweaks, so the words the dump tests look for are in the form the design holds. Returns the
/// bench, `Key1`, `Key2` and the units run.
fn verilog_after_xts_traffic(rng: &mut StdRng, key_bytes: usize) -> (AxisBench<aes_testbench::verilator_engine::VerilatorAxis>, Vec<u8>, Vec<u8>, Vec<(u128, usize)>) {
    use aes_testbench::key_dump::{block_words, key_material, key_words, xts_key_material};
    use std::collections::HashSet;
    hdl_harness::tools::require("verilator");
    let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
    let mut b = AxisBench::on_engine(engine, CoreOptions::default());
    let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let key2: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let xts = Xts::new(&key1, &key2).unwrap();
    setup(&mut b, &key1, &key2, false);
    let mut units = xts_traffic(&mut b, rng, &xts, false, 6);
    setup(&mut b, &key1, &key2, true);
    units.extend(xts_traffic(&mut b, rng, &xts, true, 6));
    wait_not_busy(&mut b);
    let seen: HashSet<u32> = b.engine.signal_values().unwrap().iter().flat_map(|(_, v)| block_words(*v)).collect();
    assert!(key_words(&key2).iter().all(|w| seen.contains(w)), "Key2 is in the dump under its key");
    let tweaks = &xts_key_material(&key2, &units) - &key_material(&key_words(&key2));
    assert!(tweaks.iter().any(|w| seen.contains(w)), "a tweak is in the dump under its keys");
    (b, key1, key2, units)
}

/// `ZEROIZE` during an XTS data unit (AES-256, decryption), which finishes with `xts-mode`'s
/// output, then `BUSY` low: on the exported Verilog, no word of the key pair's material
/// (`xts_material`) in any signal, every pipeline register and FIFO entry 0.
#[test]
fn no_xts_key_material_once_busy_is_low_after_zeroize() {
    use aes_fpga_driver::regs::{KeySize, Status};
    use aes_testbench::key_dump::{assert_no_key_material, Fifo};
    let mut rng = StdRng::seed_from_u64(0x0419_0001);
    let (mut b, key1, key2, mut units) = verilog_after_xts_traffic(&mut rng, 32);
    let xts = Xts::new(&key1, &key2).unwrap();
    let number: u128 = rng.gen();
    write_unit_number(&mut b, number);
    let data: Vec<u8> = (0..77).map(|_| rng.gen()).collect();
    let u = unit(&xts, number, &data, true, 0);
    check(&[&u], &zeroize_during(&mut b, &u, KeySize::Aes256, true), "the data unit during which ZEROIZE is written");
    units.push((number, data.len()));
    wait_not_busy(&mut b);
    let s = Status(b.status());
    assert!(!s.key_ready() && !s.xkey_ready(), "STATUS {s}");
    let values = b.engine.signal_values().unwrap();
    assert_no_key_material(&values, &xts_material(&key1, &key2, &units), Fifo::Cleared, "XTS, after ZEROIZE once BUSY is low");
}

/// A reset during an XTS data unit (AES-128, encryption) with a beat waiting on `m_axis`: one
/// cycle after the reset, on the exported Verilog, no word of the key pair's material in any
/// signal, every pipeline register and FIFO entry 0.
#[test]
fn no_xts_key_material_one_cycle_after_reset() {
    use aes_testbench::key_dump::{assert_no_key_material, Fifo};
    let mut rng = StdRng::seed_from_u64(0x0419_0002);
    let (mut b, key1, key2, mut units) = verilog_after_xts_traffic(&mut rng, 16);
    let xts = Xts::new(&key1, &key2).unwrap();
    setup(&mut b, &key1, &key2, false);
    let number: u128 = rng.gen();
    write_unit_number(&mut b, number);
    let data: Vec<u8> = (0..1000).map(|_| rng.gen()).collect();
    let u = unit(&xts, number, &data, false, 0);
    units.push((number, data.len()));
    let mut taken = 0;
    for c in 0..30 {
        b.tkeep = u.beats[taken].1;
        if b.cycle(Some(u.beats[taken].0), c < 20, false).accepted {
            taken += 1;
        }
    }
    b.tkeep = 0xFFFF;
    assert!(taken > 4 && taken < u.beats.len(), "{taken} beats in when reset comes");
    b.cycle(None, true, true);
    b.idle();
    let values = b.engine.signal_values().unwrap();
    assert_no_key_material(&values, &xts_material(&key1, &key2, &units), Fifo::Cleared, "XTS, one cycle after reset");
}

/// The hand-over `i + 1` takes its carries from flags registered beside the IV registers
/// (`modes/xts.rs`): data units back to back from `2^96 - 3`, through the number whose 96 low
/// bits are all ones and the carry into `IV3`, each checked against `xts-mode`, none after a
/// whole unit of 16 beats waiting a cycle; then a write of `IV0` during a data unit numbered
/// `0x5_ffff_ffff`: the written word wins and the others are the unit's own `i + 1` (the carry
/// out of the old `IV0`); then `IV0` written all ones during the next unit, a unit offered right
/// behind it: that unit runs under the handed-over number (after the tweak is recomputed from
/// it) and hands over the carry through the written word. On the rust-hdl model and the default
/// export's Verilator model.
#[test]
fn the_tweak_hand_over_carries_through_every_word() {
    use aes_testbench::axis_bench::{addr, LiteOp, Order};
    use aes_testbench::xts_bench::read_unit_number;
    fn run<E: AxisEngine>(b: &mut AxisBench<E>, xts: &Xts, rng: &mut StdRng) {
        let first = (1u128 << 96) - 3;
        write_unit_number(b, first);
        let units: Vec<Unit> = [256usize, 264, 256, 256, 40]
            .iter()
            .enumerate()
            .map(|(k, &n)| unit(xts, first + k as u128, &(0..n).map(|_| rng.gen()).collect::<Vec<u8>>(), false, 0))
            .collect();
        let (acc, out) = stream(b, rng, &units.iter().collect::<Vec<_>>(), 0.0, 0.0);
        check(&units.iter().collect::<Vec<_>>(), &out, "units across the carries");
        assert_eq!(read_unit_number(b), first + 5);
        // A unit follows a whole one without a lost cycle (16 beats: the next tweak is ready).
        assert_eq!(acc[16] - acc[15], 1, "unit 1 after unit 0");
        assert_eq!(acc[49] - acc[48], 1, "unit 3 after unit 2");

        // `IV0` written while the first of `units` (480 bytes) runs: it finishes under its own
        // number, and the hand-over leaves the written word and carries the others from its
        // `number + 1`.
        let with_iv0_written = |b: &mut AxisBench<E>, rng: &mut StdRng, units: &[&Unit], iv0: u32, what: &str| {
            for _ in 0..40 {
                b.idle();
            }
            for _ in 0..4 {
                b.lite.push(LiteOp::Read { addr: addr::STATUS });
            }
            b.lite.push(LiteOp::Write { addr: addr::iv(0), data: iv0, strb: 0xf, order: Order::Together });
            let (_, out) = stream(b, rng, units, 0.0, 0.0);
            for _ in 0..10 {
                b.idle();
            }
            b.lite.results.clear();
            check(units, &out, what);
        };
        let long = |rng: &mut StdRng, number: u128| unit(xts, number, &(0..480).map(|_| rng.gen()).collect::<Vec<u8>>(), false, 0);
        let number = 0x5_ffff_ffffu128;
        write_unit_number(b, number);
        let first = long(rng, number);
        with_iv0_written(b, rng, &[&first], 7, "the unit during which IV0 is written");
        let next = 0x6_0000_0007u128;
        assert_eq!(read_unit_number(b), next);
        // `IV0` written all ones, and the next unit offered right behind: it runs under the
        // handed-over number and its own hand-over carries through the written word.
        let (during, after) = (long(rng, next), unit(xts, 0x6_ffff_ffff, &(0..33).map(|_| rng.gen()).collect::<Vec<u8>>(), false, 0));
        with_iv0_written(b, rng, &[&during, &after], 0xffff_ffff, "IV0 written all ones, the next unit offered right behind");
        assert_eq!(read_unit_number(b), 0x7_0000_0000);
    }
    let mut rng = StdRng::seed_from_u64(31);
    let (mut b, xts) = keyed_bench(CoreOptions::default(), &mut rng, 16, false, 0);
    run(&mut b, &xts, &mut rng);
    hdl_harness::tools::require("verilator");
    let verilog = aes_hdl::aes_axis::aes_axis_verilog();
    {
        let mut v = AxisBench::on_engine(aes_testbench::verilator_engine::VerilatorAxis::new(&verilog).unwrap(), CoreOptions::default());
        let key1: Vec<u8> = (0..16).map(|_| rng.gen()).collect();
        let key2: Vec<u8> = (0..16).map(|_| rng.gen()).collect();
        setup(&mut v, &key1, &key2, false);
        run(&mut v, &Xts::new(&key1, &key2).unwrap(), &mut rng);
    }
}

/// A `KEYLEN` change clears `Key2` (a cycle after the `CTRL` write, from the stored length): on
/// the exported Verilog after XTS traffic under AES-128 keys, a `CTRL` write to AES-256 drops
/// `XKEY_READY` and `KEY_READY`, and once `BUSY` is low no word of `Key2`, its schedule or the
/// tweaks is in any signal; keys of the new length then run data units as `xts-mode` does.
#[test]
fn a_keylen_change_clears_the_tweak_key() {
    use aes_fpga_driver::regs::{Ctrl, KeySize, Mode, Status};
    use aes_testbench::axis_bench::{addr, OKAY};
    use aes_testbench::key_dump::{assert_no_key_material, xts_key_material, Fifo};
    let mut rng = StdRng::seed_from_u64(0x0419_0003);
    let (mut b, _key1, key2, units) = verilog_after_xts_traffic(&mut rng, 16);
    assert_eq!(b.write(addr::CTRL, Ctrl::with_mode(KeySize::Aes256, false, Mode::Xts).encode()), OKAY);
    wait_not_busy(&mut b);
    let s = Status(b.status());
    assert!(!s.key_ready() && !s.xkey_ready(), "STATUS {s}");
    let values = b.engine.signal_values().unwrap();
    assert_no_key_material(&values, &xts_key_material(&key2, &units), Fifo::MayHoldOutput, "XTS, after a KEYLEN change");
    let (key1, key2): ([u8; 32], [u8; 32]) = (rng.gen(), rng.gen());
    setup(&mut b, &key1, &key2, false);
    let xts = Xts::new(&key1, &key2).unwrap();
    write_unit_number(&mut b, 9);
    let u = unit(&xts, 9, &(0..70).map(|_| rng.gen()).collect::<Vec<u8>>(), false, 0);
    check(&[&u], &run_unit(&mut b, &u), "a data unit under the new AES-256 keys");
}
