//! XTS-AES through the driver end to end: `AesAccelerator::xts_encrypt_sectors` and
//! `xts_decrypt_sectors` program `CTRL.MODE = 6`, both keys and the first sector's number, and
//! the AXI DMA model moves one packet per sector each way (a partial last beat for a sector that
//! is not a whole number of blocks), on the rust-hdl simulation of the default build (XTS in
//! it) and on Verilator's model of its Verilog. Every sector is checked against RustCrypto's
//! `xts-mode` (`software::Xts`) and IEEE Std 1619-2007's vectors; the sector number the design
//! hands over is read back from `IV0..IV3`.

use aes_fpga_driver::regs::{caps, offset, status, Mode};
use aes_fpga_driver::software::Xts;
use aes_fpga_driver::{AesAccelerator, Config, Error, Registers, Result};
use aes_hdl::aes_axis::{aes_axis_verilog_with, AesAxis};
use aes_hdl::params::CoreOptions;
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::clocks::sim;
use aes_testbench::dma_system::{accelerator, system, CoreRegs, DmaRegs, Shared, SimAccelerator, SimBuffer, BUFFER_BASE};
use aes_testbench::engine::AxisEngine;
use aes_testbench::modes_model::mode_reference;
use aes_testbench::verilator_engine::VerilatorAxis;
use hdl_harness::sim::Sim;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::cell::RefCell;
use std::rc::Rc;

/// The DMA buffer: two 4,096-byte sectors per run each way, so longer calls take several runs.
const BUFFER: usize = 16 << 10;

fn hex(s: &str) -> Vec<u8> {
    aes_fpga_driver::bytes::parse_hex(s).unwrap()
}

fn random_bytes(rng: &mut StdRng, n: usize) -> Vec<u8> {
    (0..n).map(|_| rng.gen()).collect()
}

/// Two different random keys of `bytes` each.
fn random_keys(rng: &mut StdRng, bytes: usize) -> (Vec<u8>, Vec<u8>) {
    let key1 = random_bytes(rng, bytes);
    let mut key2 = random_bytes(rng, bytes);
    key2[0] = !key1[0];
    (key1, key2)
}

/// `data` as sectors of `size` bytes numbered from `first`, by `xts-mode`.
fn reference(key1: &[u8], key2: &[u8], decrypt: bool, first: u128, size: usize, data: &[u8]) -> Vec<u8> {
    let x = Xts::new(key1, key2).unwrap();
    let mut out = data.to_vec();
    for (k, sector) in out.chunks_mut(size).enumerate() {
        let n = first.wrapping_add(k as u128);
        if decrypt {
            x.decrypt_unit(sector, n);
        } else {
            x.encrypt_unit(sector, n);
        }
    }
    out
}

/// The data unit number `IV0..IV3` hold.
fn unit_number<E: AxisEngine>(acc: &mut SimAccelerator<E>) -> u128 {
    u128::from_le_bytes(acc.iv().unwrap())
}

/// One call through the driver.
#[allow(clippy::too_many_arguments)]
fn call<R: Registers, D: Registers, B: aes_fpga_driver::DmaBuffer>(
    acc: &mut AesAccelerator<R, D, B>,
    decrypt: bool,
    key1: &[u8],
    key2: &[u8],
    first: u128,
    size: usize,
    input: &[u8],
    output: &mut [u8],
) -> Result<()> {
    if decrypt {
        acc.xts_decrypt_sectors(key1, key2, first, size, input, output)
    } else {
        acc.xts_encrypt_sectors(key1, key2, first, size, input, output)
    }
}

/// Checks one call: the output against `xts-mode`, the sector number handed over, and the
/// DMA's beats (one per 16 bytes of each sector, rounded up, each way).
fn check_call<E: AxisEngine>(sys: &Shared<E>, acc: &mut SimAccelerator<E>, decrypt: bool, keys: (&[u8], &[u8]), first: u128, size: usize, input: &[u8], what: &str) {
    let (before_in, before_out) = {
        let s = sys.borrow();
        (s.dma.mm2s_beats, s.dma.s2mm_beats)
    };
    let mut out = vec![0xA5; input.len()];
    call(acc, decrypt, keys.0, keys.1, first, size, input, &mut out).unwrap_or_else(|e| panic!("{what}: {e}"));
    let want = reference(keys.0, keys.1, decrypt, first, size, input);
    if let Some(i) = (0..out.len()).find(|&i| out[i] != want[i]) {
        panic!("{what}: byte {i} (sector {}, byte {}): {:02x}, xts-mode {:02x}", i / size, i % size, out[i], want[i]);
    }
    let sectors = input.len() / size;
    assert_eq!(unit_number(acc), first.wrapping_add(sectors as u128), "{what}: the sector number handed over");
    let beats = (sectors * size.div_ceil(16)) as u64;
    let s = sys.borrow();
    assert_eq!((s.dma.mm2s_beats - before_in, s.dma.s2mm_beats - before_out), (beats, beats), "{what}: beats in and out");
}

fn on_rust_hdl(options: CoreOptions, buffer: usize, config: Config) -> (Shared<Sim<AesAxis>>, SimAccelerator<Sim<AesAxis>>) {
    accelerator(sim(AesAxis::new(options)), options, DmaConfig::default(), buffer, config).unwrap()
}

/// Both key sizes and directions, sectors of 512 and 4,096 bytes and of 17 and 520 (ciphertext
/// stealing, a partial last beat): three sectors per call (the 4,096-byte ones in two runs of
/// the DMA buffer), then a second call continuing where the first ended (no IV written), both
/// against `xts-mode`, the sector number read back after each.
#[test]
fn every_key_size_direction_and_sector_size_on_rust_hdl() {
    let options = CoreOptions::default();
    assert!(options.has_xts(), "the default build has XTS");
    let (sys, mut acc) = on_rust_hdl(options, BUFFER, Config::default());
    let mut rng = StdRng::seed_from_u64(0x715_0001);
    for key_bytes in [16, 32] {
        let (key1, key2) = random_keys(&mut rng, key_bytes);
        for decrypt in [false, true] {
            for size in [512, 4096, 17, 520] {
                let what = format!("AES-{} {} {size}-byte sectors", key_bytes * 8, if decrypt { "decrypt" } else { "encrypt" });
                let first: u128 = rng.gen::<u64>() as u128;
                let data = random_bytes(&mut rng, 4 * size);
                let (a, b) = data.split_at(3 * size);
                check_call(&sys, &mut acc, decrypt, (&key1, &key2), first, size, a, &format!("{what}, first call"));
                check_call(&sys, &mut acc, decrypt, (&key1, &key2), first + 3, size, b, &format!("{what}, continuing"));
            }
        }
    }
}

/// Sector numbers across 2^32 and 2^64 (the carry into `IV1` and `IV2`) and across 2^128 (the
/// design's 128-bit increment wraps to 0), whole and stolen sectors, both directions.
#[test]
fn sector_numbers_across_2_64_and_the_2_128_wrap() {
    let (sys, mut acc) = on_rust_hdl(CoreOptions::default(), BUFFER, Config::default());
    let mut rng = StdRng::seed_from_u64(0x715_0002);
    let (key1, key2) = random_keys(&mut rng, 32);
    for (first, size) in [(u32::MAX as u128, 16), ((1u128 << 64) - 2, 32), ((1u128 << 64) - 1, 17), (u128::MAX - 1, 48), (u128::MAX, 31)] {
        for decrypt in [false, true] {
            let data = random_bytes(&mut rng, 4 * size);
            let what = format!("sectors {first:#x}.. of {size} bytes, decrypt {decrypt}");
            check_call(&sys, &mut acc, decrypt, (&key1, &key2), first, size, &data, &what);
        }
    }
    assert_eq!(unit_number(&mut acc), 3, "u128::MAX + 4 wraps to 3");
}

/// IEEE Std 1619-2007 Annex B: vectors 2 and 3 (AES-128, two blocks), 10 (AES-256, a 512-byte
/// sector, checked by its first two blocks) and 15 and 16 (17 and 18 bytes, ciphertext
/// stealing), each encrypted and decrypted back.
#[test]
fn ieee_1619_vectors() {
    let (_sys, mut acc) = on_rust_hdl(CoreOptions::default(), BUFFER, Config::default());
    let p44 = "44".repeat(32);
    let stolen_key1 = "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0";
    let stolen_key2 = "bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0";
    // (name, Key1, Key2, sector number, plaintext, ciphertext)
    let vectors: [(&str, &str, &str, u128, String, &str); 4] = [
        ("vector 2", &"11".repeat(16), &"22".repeat(16), 0x33_3333_3333, p44.clone(), "c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0"),
        ("vector 3", stolen_key1, &"22".repeat(16), 0x33_3333_3333, p44, "af85336b597afc1a900b2eb21ec949d292df4c047e0b21532186a5971a227a89"),
        ("vector 15", stolen_key1, stolen_key2, 0x12_3456_789a, "000102030405060708090a0b0c0d0e0f10".into(), "6c1625db4671522d3d7599601de7ca09ed"),
        ("vector 16", stolen_key1, stolen_key2, 0x12_3456_789a, "000102030405060708090a0b0c0d0e0f1011".into(), "d069444b7a7e0cab09e24447d24deb1fedbf"),
    ];
    for (name, k1, k2, n, pt, ct) in &vectors {
        let (k1, k2, pt, ct) = (hex(k1), hex(k2), hex(pt), hex(ct));
        let mut out = vec![0; pt.len()];
        acc.xts_encrypt_sectors(&k1, &k2, *n, pt.len(), &pt, &mut out).unwrap();
        assert_eq!(out, ct, "{name}: encryption");
        acc.xts_decrypt_sectors(&k1, &k2, *n, pt.len(), &ct, &mut out).unwrap();
        assert_eq!(out, pt, "{name}: decryption");
    }
    // Vector 10: AES-256, sector 0xff, the 512 bytes 00 01 .. ff 00 01 .. ff.
    let k1 = hex("2718281828459045235360287471352662497757247093699959574966967627");
    let k2 = hex("3141592653589793238462643383279502884197169399375105820974944592");
    let pt: Vec<u8> = (0..512).map(|i| i as u8).collect();
    let mut out = vec![0; 512];
    acc.xts_encrypt_sectors(&k1, &k2, 0xff, 512, &pt, &mut out).unwrap();
    assert_eq!(out[..32], hex("1c3b3a102f770386e4836c99e370cf9bea00803f5e482357a4ae12d414a3e63b")[..], "vector 10: first blocks");
    let mut back = vec![0; 512];
    acc.xts_decrypt_sectors(&k1, &k2, 0xff, 512, &out, &mut back).unwrap();
    assert_eq!(back, pt, "vector 10: decryption");
}

/// Register accesses of the core and of the DMA, recorded: (offset, value written or `None` for
/// a read), core and DMA in one log, the DMA's offsets with `DMA` added.
struct Tap<R: Registers> {
    regs: R,
    base: u32,
    log: Rc<RefCell<Vec<(u32, Option<u32>)>>>,
}

const DMA: u32 = 0x1_0000;

impl<R: Registers> Registers for Tap<R> {
    fn read32(&mut self, offset: u32) -> Result<u32> {
        self.log.borrow_mut().push((self.base + offset, None));
        self.regs.read32(offset)
    }
    fn write32(&mut self, offset: u32, value: u32) -> Result<()> {
        self.log.borrow_mut().push((self.base + offset, Some(value)));
        self.regs.write32(offset, value)
    }
}

type Tapped = AesAccelerator<Tap<CoreRegs<Sim<AesAxis>>>, Tap<DmaRegs<Sim<AesAxis>>>, SimBuffer<Sim<AesAxis>>>;
type Log = Rc<RefCell<Vec<(u32, Option<u32>)>>>;

fn tapped(options: CoreOptions, config: Config) -> (Shared<Sim<AesAxis>>, Tapped, Log) {
    let sys = system(sim(AesAxis::new(options)), options, DmaConfig::default(), BUFFER);
    let log: Log = Rc::default();
    let acc = AesAccelerator::new(
        Tap { regs: CoreRegs(sys.clone()), base: 0, log: log.clone() },
        Tap { regs: DmaRegs(sys.clone()), base: DMA, log: log.clone() },
        SimBuffer { sys: sys.clone(), phys: BUFFER_BASE, size: BUFFER },
        config,
    )
    .unwrap();
    (sys, acc, log)
}

/// The core registers a call wrote, in order, each once.
fn core_writes(log: &Log) -> Vec<u32> {
    let mut w: Vec<u32> = log.borrow().iter().filter(|(o, v)| *o < DMA && v.is_some()).map(|(o, _)| *o).collect();
    w.dedup();
    log.borrow_mut().clear();
    w
}

/// Bad input: a typed one-line error with no register or DMA access at all and the output
/// untouched: a buffer that is not a whole number of sectors, a sector under 16 bytes or over
/// one DMA transfer, AES-192 keys, keys of two lengths, equal keys, an output of another length;
/// a build without XTS; decryption on a build without the inverse cipher (whose XTS encryption
/// runs); an AES-256 key on an AES-128 build.
#[test]
fn bad_input_touches_no_register_and_no_dma() {
    let (k1, k2) = ([1u8; 16], [2u8; 16]);
    let refused = |acc: &mut Tapped, log: &Log, what: &str, decrypt: bool, keys: (&[u8], &[u8]), size: usize, len: usize, out_len: usize| -> Error {
        let before = log.borrow().len();
        let input = vec![7u8; len];
        let mut out = vec![0xAA; out_len];
        let e = call(acc, decrypt, keys.0, keys.1, 5, size, &input, &mut out).expect_err(what);
        assert_eq!(log.borrow().len(), before, "{what}: {e}: registers accessed {:x?}", &log.borrow()[before..]);
        assert!(out.iter().all(|&b| b == 0xAA), "{what}: output written");
        assert!(!e.to_string().contains('\n'), "{what}: {e}");
        e
    };
    let config = Config { max_transfer: 4096, ..Config::default() };
    let (_sys, mut acc, log) = tapped(CoreOptions::default(), config);
    log.borrow_mut().clear();
    for decrypt in [false, true] {
        let a = &mut acc;
        let e = refused(a, &log, "1,000 bytes of 512-byte sectors", decrypt, (&k1, &k2), 512, 1000, 1000);
        assert_eq!(e.to_string(), "invalid XTS data unit: 1000 bytes are not a whole number of 512-byte data units");
        let e = refused(a, &log, "15-byte sectors", decrypt, (&k1, &k2), 15, 30, 30);
        assert_eq!(e.to_string(), "invalid XTS data unit: a data unit of 15 bytes: at least 16");
        assert!(matches!(refused(a, &log, "0-byte sectors", decrypt, (&k1, &k2), 0, 32, 32), Error::XtsDataUnit(_)));
        let e = refused(a, &log, "a sector over one DMA transfer", decrypt, (&k1, &k2), 4097, 4097, 4097);
        assert_eq!(e.to_string(), "invalid XTS data unit: a data unit of 4097 bytes needs DMA transfers of 4112 bytes, at most 4096 here");
        let e = refused(a, &log, "AES-192", decrypt, (&[1; 24], &[2; 24]), 32, 64, 64);
        assert_eq!(e.to_string(), "invalid XTS key: AES-192 is no XTS key: Key1 must be 16 or 32 bytes");
        let e = refused(a, &log, "keys of two lengths", decrypt, (&[1; 16], &[2; 32]), 32, 64, 64);
        assert_eq!(e.to_string(), "invalid XTS key: Key2 must be as long as Key1");
        let e = refused(a, &log, "equal keys", decrypt, (&[3; 32], &[3; 32]), 32, 64, 64);
        assert_eq!(e.to_string(), "invalid XTS key: Key1 and Key2 are equal (IEEE 1619-2018 and FIPS 140-3 forbid it)");
        assert!(matches!(refused(a, &log, "a 20-byte key", decrypt, (&[1; 20], &[2; 20]), 32, 64, 64), Error::XtsKey(_)));
        assert!(matches!(refused(a, &log, "an output of another length", decrypt, (&k1, &k2), 32, 64, 48), Error::LengthMismatch { input: 64, output: 48 }));
    }
    // The refused calls changed nothing: a call goes through, the largest sector one transfer.
    let data: Vec<u8> = (0..8192).map(|i| (i * 7) as u8).collect();
    let mut out = vec![0; 8192];
    acc.xts_encrypt_sectors(&k1, &k2, 5, 4096, &data, &mut out).unwrap();
    assert_eq!(out, reference(&k1, &k2, false, 5, 4096, &data));

    // No XTS in the build.
    let options = CoreOptions::default().with_xts(false);
    let (_sys, mut acc, log) = tapped(options, Config::default());
    log.borrow_mut().clear();
    for decrypt in [false, true] {
        let e = refused(&mut acc, &log, "no XTS", decrypt, (&k1, &k2), 32, 64, 64);
        assert_eq!(e.to_string(), format!("XTS is not in this build (CAPS = {:#x})", options.caps()));
    }

    // Encrypt-only AES-128 with XTS: encryption runs (the forward cipher), decryption and
    // AES-256 keys are refused.
    let options = CoreOptions::ENCRYPT_128.with_xts(true);
    assert_eq!(options.caps() & caps::DECRYPT, 0);
    let (_sys, mut acc, log) = tapped(options, Config::default());
    log.borrow_mut().clear();
    let e = refused(&mut acc, &log, "decryption without the inverse cipher", true, (&k1, &k2), 32, 64, 64);
    assert_eq!(e.to_string(), format!("XTS decryption needs the inverse cipher, which is not in this build (CAPS = {:#x})", options.caps()));
    let e = refused(&mut acc, &log, "AES-256 on an AES-128 build", false, (&[1; 32], &[2; 32]), 32, 64, 64);
    assert_eq!(e.to_string(), format!("AES-256 is not in this build (CAPS = {:#x})", options.caps()));
    let data: Vec<u8> = (0..96).collect();
    let mut out = vec![0; 96];
    acc.xts_encrypt_sectors(&k1, &k2, 9, 48, &data, &mut out).unwrap();
    assert_eq!(out, reference(&k1, &k2, false, 9, 48, &data), "XTS encryption on the encrypt-only build");
}

/// The registers the driver writes: a first call `CTRL`, `KEY0..3`, `XKEY0..3` and `IV0..IV3`;
/// a call continuing the sectors with the same keys none at all; another first sector
/// `IV0..IV3` alone; a new `Key2` `XKEY0..3` alone, a new `Key1` `KEY0..3` alone; the other
/// direction `CTRL` alone; AES-256 keys `CTRL` and all 16 key words. A CTR call in between costs
/// the XTS call `CTRL` and the IV (CTR hands its counter over), a block-mode key load the keys.
/// Every call against `xts-mode`.
#[test]
fn keys_and_sector_number_are_written_only_when_they_change() {
    let (_sys, mut acc, log) = tapped(CoreOptions::default(), Config::default());
    let mut rng = StdRng::seed_from_u64(0x715_0003);
    let (key1, key2) = random_keys(&mut rng, 16);
    let (key1b, key2b) = random_keys(&mut rng, 16);
    let data = random_bytes(&mut rng, 3 * 40);
    let xts = |acc: &mut Tapped, decrypt: bool, k1: &[u8], k2: &[u8], first: u128| -> Vec<u32> {
        log.borrow_mut().clear();
        let mut out = vec![0; data.len()];
        call(acc, decrypt, k1, k2, first, 40, &data, &mut out).unwrap();
        assert_eq!(out, reference(k1, k2, decrypt, first, 40, &data), "sectors {first}.., decrypt {decrypt}");
        core_writes(&log)
    };
    let keys = |at: fn(usize) -> u32, n: usize| (0..n).map(at).collect::<Vec<u32>>();
    let ivs = keys(offset::iv, 4);
    let first = xts(&mut acc, false, &key1, &key2, 100);
    assert_eq!(first, [vec![offset::CTRL], keys(offset::key, 4), keys(offset::xkey, 4), ivs.clone()].concat());
    assert_eq!(xts(&mut acc, false, &key1, &key2, 103), [], "the next sectors under the same keys");
    assert_eq!(xts(&mut acc, false, &key1, &key2, 7), ivs, "another first sector");
    assert_eq!(xts(&mut acc, false, &key1, &key2b, 10), keys(offset::xkey, 4), "a new Key2");
    assert_eq!(xts(&mut acc, false, &key1b, &key2b, 13), keys(offset::key, 4), "a new Key1");
    assert_eq!(xts(&mut acc, true, &key1b, &key2b, 16), [offset::CTRL], "the other direction");
    let (k256a, k256b) = random_keys(&mut rng, 32);
    let w = xts(&mut acc, true, &k256a, &k256b, 19);
    assert_eq!(w, [vec![offset::CTRL], keys(offset::key, 8), keys(offset::xkey, 8)].concat(), "AES-256: CTRL clears both keys");
    // A CTR call between XTS calls.
    acc.set_mode(Mode::Ctr).unwrap();
    acc.set_iv(&[0x11; 16]).unwrap();
    let mut ctr_out = [0u8; 32];
    acc.encrypt(&[0x22; 32], &mut ctr_out).unwrap();
    assert_eq!(ctr_out.to_vec(), mode_reference(Mode::Ctr, &k256a, false, [0x11; 16], &[0x22; 32]).0, "CTR under Key1");
    assert_eq!(xts(&mut acc, true, &k256a, &k256b, 22), [vec![offset::CTRL], ivs.clone()].concat(), "after CTR: the mode and the IV");
    // A key loaded for the block modes replaces Key1; the XTS call writes both keys again.
    acc.load_key(&key1).unwrap();
    let w = xts(&mut acc, false, &key1, &key2, 25);
    assert_eq!(w, [vec![offset::CTRL], keys(offset::key, 4), keys(offset::xkey, 4), ivs.clone()].concat(), "after load_key");
    // Zeroize forgets everything.
    acc.zeroize().unwrap();
    let w = xts(&mut acc, false, &key1, &key2, 28);
    assert!(w.contains(&offset::key(0)) && w.contains(&offset::xkey(0)) && w.contains(&offset::iv(0)), "after zeroize: {w:x?}");
}

/// `STATUS.LENGTH_ERR` after the driver's sectors (left here by a malformed data unit sent
/// around the driver: one beat of 8 bytes) is `XtsLengthError`, the output untouched, the bit
/// cleared; the next call is correct.
#[test]
fn length_error_is_reported_and_cleared() {
    let (sys, mut acc) = on_rust_hdl(CoreOptions::default(), BUFFER, Config::default());
    let (k1, k2) = ([4u8; 32], [5u8; 32]);
    let data = [6u8; 64];
    check_call(&sys, &mut acc, false, (&k1, &k2), 1, 32, &data, "before");
    let mut dma = DmaRegs(sys.clone());
    use aes_fpga_driver::dma::reg;
    for (r, v) in [(reg::S2MM_DA, BUFFER_BASE as u32 + 4096), (reg::S2MM_LENGTH, 16), (reg::MM2S_SA, BUFFER_BASE as u32), (reg::MM2S_LENGTH, 8)] {
        dma.write32(r, v).unwrap();
    }
    for _ in 0..200 {
        sys.borrow_mut().step();
    }
    assert_ne!(acc.status().unwrap().0 & status::LENGTH_ERR, 0, "the malformed unit flagged");
    let mut out = vec![0xAA; 64];
    let e = acc.xts_encrypt_sectors(&k1, &k2, 4, 32, &data, &mut out).unwrap_err();
    assert!(matches!(e, Error::XtsLengthError), "{e}");
    assert_eq!(out, vec![0xAA; 64], "no output");
    assert_eq!(acc.status().unwrap().0 & status::LENGTH_ERR, 0, "cleared");
    check_call(&sys, &mut acc, false, (&k1, &k2), 4, 32, &data, "after");
}

/// Random calls on Verilator's model of the default build's Verilog: sector sizes 16 to 600
/// bytes (most with ciphertext stealing) and 512 and 4,096, one to nine sectors per call, both
/// key sizes and directions, the keys changed with probability 1/4, the first sector random or
/// the one the last call handed over, a CTR call in between with probability 1/8; in DMA
/// buffers of 8 KiB, so long calls take several runs.
#[test]
fn random_calls_on_verilator() {
    hdl_harness::tools::require("verilator");
    let options = aes_export::builds::default_build().options;
    assert!(options.has_xts(), "the default build has XTS");
    let engine = VerilatorAxis::new(&aes_axis_verilog_with(options)).unwrap();
    let (sys, mut acc) = accelerator(engine, options, DmaConfig::default(), 8 << 10, Config::default()).unwrap();
    let mut rng = StdRng::seed_from_u64(0x715_0004);
    let (mut key1, mut key2) = random_keys(&mut rng, 16);
    let mut next = 0u128;
    let mut kinds = [[0usize; 2]; 2];
    for n in 0..400 {
        if rng.gen_range(0..4) == 0 {
            let bytes = [16, 32][rng.gen_range(0..2)];
            (key1, key2) = random_keys(&mut rng, bytes);
        }
        let size = match rng.gen_range(0..6) {
            0 => 512,
            1 => 4096,
            _ => rng.gen_range(16..=600),
        };
        let sectors = if size == 4096 { rng.gen_range(1..=3) } else { rng.gen_range(1..=9) };
        let first = if rng.gen_bool(0.5) { next } else { rng.gen() };
        let decrypt = rng.gen_bool(0.5);
        let data = random_bytes(&mut rng, sectors * size);
        let what = format!("call {n}: AES-{} decrypt {decrypt}, {sectors} sectors of {size} bytes from {first:#x}", key1.len() * 8);
        check_call(&sys, &mut acc, decrypt, (&key1, &key2), first, size, &data, &what);
        next = first.wrapping_add(sectors as u128);
        kinds[key1.len() / 32][decrypt as usize] += 1;
        if rng.gen_range(0..8) == 0 {
            // CTR under Key1, the key the block modes run under after an XTS call.
            let data = random_bytes(&mut rng, 48);
            acc.set_mode(Mode::Ctr).unwrap();
            acc.set_iv(&[9; 16]).unwrap();
            let mut out = vec![0; 48];
            acc.encrypt(&data, &mut out).unwrap();
            assert_eq!(out, mode_reference(Mode::Ctr, &key1, false, [9; 16], &data).0, "call {n}: CTR");
            next = rng.gen();
        }
    }
    assert!(kinds.iter().flatten().all(|&k| k >= 50), "{kinds:?}");
}
