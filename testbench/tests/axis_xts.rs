//! XTS-AES through `aes_axis` (`CTRL.MODE = 6`, contract version 4): against RustCrypto's
//! `xts-mode`.

use aes_fpga_driver::software::Xts;
use aes_hdl::params::CoreOptions;
use aes_testbench::axis_bench::AxisBench;
use aes_testbench::engine::AxisEngine;
use aes_testbench::xts_bench::{setup, unit, write_unit_number, Unit};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Sends the units' beats back to back (gaps and backpressure at the given rates) and collects
/// the output beats: (input cycles, outputs with cycle and `tlast`).
fn stream<E: AxisEngine>(b: &mut AxisBench<E>, rng: &mut StdRng, units: &[&Unit], gap: f64, stall: f64) -> (Vec<u64>, Vec<(u64, u128, bool)>) {
    let beats: Vec<_> = units.iter().flat_map(|u| u.beats.iter().copied()).collect();
    let want: usize = units.iter().map(|u| u.expect.len()).sum();
    let (mut acc, mut out) = (vec![], vec![]);
    let mut k = 0;
    let mut cycles = 0;
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
        cycles += 1;
        assert!(cycles < 40 * (want + 50), "stream stuck: {} of {want} beats out", out.len());
    }
    b.tkeep = 0xFFFF;
    (acc, out)
}

fn check(units: &[&Unit], out: &[(u64, u128, bool)], what: &str) {
    let want: Vec<(u128, bool)> =
        units.iter().flat_map(|u| u.expect.iter().enumerate().map(|(j, &q)| (q, j + 1 == u.expect.len()))).collect();
    let got: Vec<(u128, bool)> = out.iter().map(|&(_, q, l)| (q, l)).collect();
    assert_eq!(got.len(), want.len(), "{what}");
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{what}: beat {i}: {:032x}, want {:032x}", g.0, w.0);
    }
}

/// Random data units of 16 to 100 bytes (ciphertext stealing in most), both key sizes and
/// directions, back to back through the tweak hand-over, with gaps and backpressure.
#[test]
fn random_data_units_against_xts_mode() {
    for (seed, key_bytes, decrypt) in [(1u64, 16usize, false), (2, 16, true), (3, 32, false), (4, 32, true)] {
        let mut rng = StdRng::seed_from_u64(seed);
        let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let key2: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let xts = Xts::new(&key1, &key2).unwrap();
        let mut b = AxisBench::with_options(CoreOptions::default());
        setup(&mut b, &key1, &key2, decrypt);
        let first: u128 = rng.gen::<u64>() as u128;
        write_unit_number(&mut b, first);
        let units: Vec<Unit> = (0..12)
            .map(|k| {
                let len = rng.gen_range(16..100);
                let data: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
                unit(&xts, first + k, &data, decrypt, rng.gen())
            })
            .collect();
        let refs: Vec<&Unit> = units.iter().collect();
        let gap: f64 = std::env::var("G").map(|v| v.parse().unwrap()).unwrap_or(0.2);
        let stall: f64 = std::env::var("S").map(|v| v.parse().unwrap()).unwrap_or(0.2);
        let (_, out) = stream(&mut b, &mut rng, &refs, gap, stall);
        check(&refs, &out, &format!("AES-{} {}", 8 * key_bytes, if decrypt { "decrypt" } else { "encrypt" }));
    }
}

#[test]
fn debug_single() {
    let seed: u64 = std::env::var("SEED").map(|v| v.parse().unwrap()).unwrap_or(2);
    let key_bytes: usize = std::env::var("KB").map(|v| v.parse().unwrap()).unwrap_or(16);
    let decrypt = std::env::var("DEC").is_ok();
    let gap: f64 = std::env::var("G").map(|v| v.parse().unwrap()).unwrap_or(0.9);
    let stall: f64 = std::env::var("S").map(|v| v.parse().unwrap()).unwrap_or(0.0);
    let mut rng = StdRng::seed_from_u64(seed);
    let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let key2: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let xts = Xts::new(&key1, &key2).unwrap();
    let mut b = AxisBench::with_options(CoreOptions::default());
    setup(&mut b, &key1, &key2, decrypt);
    let first: u128 = rng.gen::<u64>() as u128;
    write_unit_number(&mut b, first);
    let units: Vec<Unit> = (0..12).map(|k| { let len = rng.gen_range(16..100); println!("unit {k}: {len} bytes"); let data: Vec<u8> = (0..len).map(|_| rng.gen()).collect(); unit(&xts, first + k, &data, decrypt, rng.gen()) }).collect();
    let beats: Vec<_> = units.iter().flat_map(|u| u.beats.iter().copied()).collect();
    let want: Vec<u128> = units.iter().flat_map(|u| u.expect.iter().copied()).collect();
    let mut k = 0; let mut n = 0;
    for _ in 0..4000 {
        let offer = k < beats.len() && !rng.gen_bool(gap);
        if offer { b.tkeep = beats[k].1; }
        let o = b.cycle(offer.then(|| beats[k].0), !rng.gen_bool(stall), false);
        let d = b.engine.uut.dbg_modes().dbg_xts().dbg();
        if d.contains("pend 1") || d.contains("ins 1") || d.contains("cts 1") { println!("{}: {}", o.cycle, d); }
        if o.accepted { println!("accepted beat {k} at {} keep {:04x} last {}", o.cycle, beats[k].1, beats[k].0.last); k += 1; }
        if let (true, Some(q)) = (o.emitted, o.output) { println!("  out {n} at {}: {:032x} last {} {}", o.cycle, q.data, q.last, if want.get(n) == Some(&q.data) { "ok" } else { "BAD" }); n += 1; }
        if n >= want.len() { break; }
    }
}
