//! XTS data units as packets, their expected output from RustCrypto's `xts-mode` (the driver's
//! `software::Xts`), and the register writes that set XTS up, for every engine.

use crate::axis_bench::{addr, AxisBench, OKAY};
use crate::engine::AxisEngine;
use crate::key_dump::key_words;
use crate::stream::Beat;
use aes_fpga_driver::regs::{Ctrl, KeySize, Mode, Status};
use aes_fpga_driver::software::Xts;
use aes_fpga_driver::xts::{beats, last_keep};
use rand::{rngs::StdRng, Rng, SeedableRng};
use aes_hdl::params::CoreOptions;

/// A data unit as a packet: its beats (`tkeep` on the last), and the output beats the contract
/// gives (the unit's output bytes, the bytes past the unit 0).
pub struct Unit {
    pub number: u128,
    pub beats: Vec<(Beat, u16)>,
    pub expect: Vec<u128>,
}

fn to_beats(bytes: &[u8]) -> Vec<u128> {
    bytes.chunks(16).map(|c| {
        let mut b = [0u8; 16];
        b[..c.len()].copy_from_slice(c);
        u128::from_le_bytes(b)
    }).collect()
}

/// Data unit `number` with `data` (plaintext to encrypt, or ciphertext to decrypt), processed
/// by `xts`; `garbage` fills the input bytes past the unit (which the design must ignore).
pub fn unit(xts: &Xts, number: u128, data: &[u8], decrypt: bool, garbage: u8) -> Unit {
    let mut out = data.to_vec();
    if decrypt {
        xts.decrypt_unit(&mut out, number);
    } else {
        xts.encrypt_unit(&mut out, number);
    }
    packet(number, data, &out, garbage)
}

/// Data unit `number` whose input bytes `data` must give `out` (as long as `data`);
/// `garbage` fills the input bytes past the unit.
pub fn packet(number: u128, data: &[u8], out: &[u8], garbage: u8) -> Unit {
    assert_eq!(data.len(), out.len(), "a data unit's output is as long as its input");
    let mut input = data.to_vec();
    input.resize(16 * beats(data.len()), garbage);
    let n = beats(data.len());
    let beats_in = to_beats(&input)
        .into_iter()
        .enumerate()
        .map(|(k, d)| (Beat { data: d, last: k == n - 1 }, if k == n - 1 { last_keep(data.len()) } else { 0xFFFF }))
        .collect();
    Unit { number, beats: beats_in, expect: to_beats(out) }
}

/// Writes `CTRL` (XTS, the key length, the direction), `Key1` and `Key2`, and waits for
/// `KEY_READY` and `XKEY_READY`.
pub fn setup<E: AxisEngine>(b: &mut AxisBench<E>, key1: &[u8], key2: &[u8], decrypt: bool) {
    b.scoreboard_on = false;
    let ks = KeySize::from_bytes(key1.len()).unwrap();
    assert_eq!(b.write(addr::CTRL, Ctrl::with_mode(ks, decrypt, Mode::Xts).encode()), OKAY);
    b.write_key(&key_words(key1));
    for (i, w) in key_words(key2).into_iter().enumerate() {
        assert_eq!(b.write(addr::xkey(i as u8), w), OKAY);
    }
    wait_keys_ready(b);
}

/// Polls `STATUS` until `KEY_READY` and `XKEY_READY` are both high.
pub fn wait_keys_ready<E: AxisEngine>(b: &mut AxisBench<E>) {
    for _ in 0..200 {
        let s = Status(b.status());
        if s.key_ready() && s.xkey_ready() {
            return;
        }
    }
    panic!("KEY_READY and XKEY_READY not seen");
}

/// Writes the data unit number into `IV0..IV3`.
pub fn write_unit_number<E: AxisEngine>(b: &mut AxisBench<E>, number: u128) {
    for i in 0..4 {
        assert_eq!(b.write(addr::iv(i), (number >> (32 * i)) as u32), OKAY);
    }
}

/// The data unit number in `IV0..IV3`.
pub fn read_unit_number<E: AxisEngine>(b: &mut AxisBench<E>) -> u128 {
    (0..4).fold(0, |n, i| n | (b.read(addr::iv(i)).0 as u128) << (32 * i))
}

/// Sends the units' beats back to back (`tvalid` gaps and `tready` backpressure at the given
/// rates) and collects the output beats: (input cycles, outputs with cycle and `tlast`).
pub fn stream<E: AxisEngine>(b: &mut AxisBench<E>, rng: &mut StdRng, units: &[&Unit], gap: f64, stall: f64) -> (Vec<u64>, Vec<(u64, u128, bool)>) {
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

/// Asserts that the output beats are the units' expected beats, `tlast` on each unit's last.
pub fn check(units: &[&Unit], out: &[(u64, u128, bool)], what: &str) {
    let want: Vec<(u128, bool)> =
        units.iter().flat_map(|u| u.expect.iter().enumerate().map(|(j, &q)| (q, j + 1 == u.expect.len()))).collect();
    let got: Vec<(u128, bool)> = out.iter().map(|&(_, q, l)| (q, l)).collect();
    assert_eq!(got.len(), want.len(), "{what}");
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "{what}: beat {i}: {:032x}, want {:032x}", g.0, w.0);
    }
}

/// One data unit of `size` bytes alone through an idle pipeline of a build with `options`
/// (its tweak computed before it starts), no input gaps, an always-ready sink: the cycles from
/// its first input handshake to its last output handshake.
pub fn unit_span(options: CoreOptions, key_bytes: usize, decrypt: bool, size: usize) -> u64 {
    let mut rng = StdRng::seed_from_u64(size as u64);
    let (mut b, xts) = keyed_bench(options, &mut rng, key_bytes, decrypt, 5);
    for _ in 0..64 {
        b.cycle(None, true, false);
    }
    let data: Vec<u8> = (0..size).map(|_| rng.gen()).collect();
    let u = unit(&xts, 5, &data, decrypt, 0);
    let (acc, out) = stream(&mut b, &mut rng, &[&u], 0.0, 0.0);
    check(&[&u], &out, &format!("a data unit of {size} bytes"));
    out.last().unwrap().0 - acc[0] + 1
}

/// A bench of a build with `options` with two random keys of `key_bytes` loaded, the direction
/// set and data unit number `number` in the IV registers, and `xts-mode` under the same keys.
pub fn keyed_bench(options: CoreOptions, rng: &mut StdRng, key_bytes: usize, decrypt: bool, number: u128) -> (AxisBench, Xts) {
    let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let key2: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
    let mut b = AxisBench::with_options(options);
    setup(&mut b, &key1, &key2, decrypt);
    write_unit_number(&mut b, number);
    (b, Xts::new(&key1, &key2).unwrap())
}

/// `count` random data units of `size` bytes back to back through a build with `options`, an
/// always-ready sink, every beat checked against `xts-mode`: the blocks of units 2..`count` and
/// the cycles from the first input handshake of unit 2 to the last of the final unit (the first
/// unit waits for its tweak after the IV write).
pub fn back_to_back(options: CoreOptions, key_bytes: usize, decrypt: bool, size: usize, count: usize) -> (u64, u64) {
    let mut rng = StdRng::seed_from_u64(7);
    let (mut b, xts) = keyed_bench(options, &mut rng, key_bytes, decrypt, 1000);
    let units: Vec<Unit> =
        (0..count).map(|k| unit(&xts, 1000 + k as u128, &(0..size).map(|_| rng.gen()).collect::<Vec<u8>>(), decrypt, 0)).collect();
    let refs: Vec<&Unit> = units.iter().collect();
    let (acc, out) = stream(&mut b, &mut rng, &refs, 0.0, 0.0);
    check(&refs, &out, &format!("back-to-back {size}-byte data units"));
    let beats = size / 16;
    (((count - 1) * beats) as u64, acc[count * beats - 1] - acc[beats] + 1)
}
