//! AES-GCM through the driver end to end: `AesAccelerator::gcm_encrypt`/`gcm_decrypt` program
//! `AAD_LEN`, `CTRL.MODE = 5` and the IV, the AXI DMA model moves one packet each way (AAD
//! padded, payload with a partial last beat, the tag beat back), on the rust-hdl simulation of
//! GCM builds and on Verilator's model of the default build's Verilog. Every message is checked
//! against RustCrypto's `aes-gcm` and the NIST CAVP GCM records in `testbench/data/gcm/`; the IV
//! the design hands over is read back after every message.

use aes_fpga_driver::gcm::{next_iv, Layout};
use aes_fpga_driver::regs::{offset, Mode};
use aes_fpga_driver::software::Gcm;
use aes_fpga_driver::{AesAccelerator, Config, Error, Registers, Result};
use aes_hdl::aes_axis::{aes_axis_verilog_with, AesAxis};
use aes_hdl::params::CoreOptions;
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::cavp_gcm::{records, FILES};
use aes_testbench::clocks::sim;
use aes_testbench::dma_system::{accelerator, system, CoreRegs, DmaRegs, SimAccelerator, SimBuffer, BUFFER_BASE};
use aes_testbench::engine::AxisEngine;
use aes_export::builds::default_build;
use aes_testbench::gcm_bench::random_lengths;
use aes_testbench::modes_model::mode_reference;
use hdl_harness::sim::Sim;
use aes_testbench::verilator_engine::VerilatorAxis;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const BUFFER: usize = 4096;

fn on_rust_hdl(options: CoreOptions) -> (aes_testbench::dma_system::Shared<Sim<AesAxis>>, SimAccelerator<Sim<AesAxis>>) {
    accelerator(sim(AesAxis::new(options)), options, DmaConfig::default(), BUFFER, Config::default()).unwrap()
}

/// Verilator's model of the default build (GCM in it), built once per Verilog text and shared
/// by every test and binary that uses it.
fn on_verilator() -> (aes_testbench::dma_system::Shared<VerilatorAxis>, SimAccelerator<VerilatorAxis>) {
    hdl_harness::tools::require("verilator");
    let options = default_build().options;
    assert!(options.has_gcm(), "the default build has GCM");
    let engine = VerilatorAxis::new(&aes_axis_verilog_with(options)).unwrap();
    accelerator(engine, options, DmaConfig::default(), BUFFER, Config::default()).unwrap()
}

fn random_key(rng: &mut StdRng, bytes: usize) -> Vec<u8> {
    (0..bytes).map(|_| rng.gen()).collect()
}

/// Counts of what a random run did.
#[derive(Default, Debug)]
struct Run {
    /// Messages per (key bytes / 8 - 2, decrypt).
    per_kind: [[usize; 2]; 3],
    tampered: usize,
    continued: usize,
    ctr_calls: usize,
    beats_in: u64,
    beats_out: u64,
}

/// `count` random messages (AAD 0-100 bytes, payload 0-300, not both empty) in random
/// directions; the key (the sizes of `key_sizes` in turn) changes with probability 1/4, the IV is
/// random or the one the design handed over (read with `gcm_iv`, which must be the last IV plus
/// one), a CTR call comes in between with probability 1/8 (`CTRL.MODE` changes both ways), and a
/// decryption gets a tampered tag, ciphertext or AAD with probability 1/8 (rejected, the output
/// buffer untouched). Against `aes-gcm`; the DMA's beat counts must be `n` in and `n + 1` out.
fn random_messages<E: AxisEngine>(sys: &aes_testbench::dma_system::Shared<E>, acc: &mut SimAccelerator<E>, key_sizes: &[usize], count: usize, seed: u64) -> Run {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut run = Run::default();
    let mut key = random_key(&mut rng, key_sizes[0]);
    acc.load_key(&key).unwrap();
    let mut keys = 1;
    for n in 0..count {
        if rng.gen_range(0..4) == 0 {
            // The sizes in turn, so every size gets its share.
            key = random_key(&mut rng, key_sizes[keys % key_sizes.len()]);
            acc.load_key(&key).unwrap();
            keys += 1;
        }
        if rng.gen_range(0..8) == 0 {
            let ctr_iv: [u8; 16] = rng.gen();
            let data: Vec<u8> = (0..16 * rng.gen_range(1..4)).map(|_| rng.gen()).collect();
            acc.set_mode(Mode::Ctr).unwrap();
            acc.set_iv(&ctr_iv).unwrap();
            let mut out = vec![0; data.len()];
            acc.encrypt(&data, &mut out).unwrap();
            assert_eq!(out, mode_reference(Mode::Ctr, &key, false, ctr_iv, &data).0, "message {n}: CTR between GCM messages");
            run.ctr_calls += 1;
            let s = sys.borrow();
            (run.beats_in, run.beats_out) = (s.dma.mm2s_beats, s.dma.s2mm_beats);
        }
        let iv: [u8; 12] = if rng.gen_bool(0.5) {
            run.continued += 1;
            acc.gcm_iv().unwrap()
        } else {
            rng.gen()
        };
        let (aad_len, pt_len) = random_lengths(&mut rng);
        let aad: Vec<u8> = (0..aad_len).map(|_| rng.gen()).collect();
        let pt: Vec<u8> = (0..pt_len).map(|_| rng.gen()).collect();
        let g = Gcm::new(&key).unwrap();
        let (ct, tag) = g.seal(&iv, &aad, &pt);
        let decrypt = rng.gen_bool(0.5);
        let what = format!("message {n}: AES-{} {} AAD {aad_len} payload {pt_len}", key.len() * 8, if decrypt { "decrypt" } else { "encrypt" });
        if decrypt && rng.gen_range(0..6) == 0 {
            let (mut bad_aad, mut bad_ct, mut bad_tag) = (aad.clone(), ct.clone(), tag);
            match rng.gen_range(0..3) {
                0 if aad_len > 0 => bad_aad[rng.gen_range(0..aad_len)] ^= 1 << rng.gen_range(0..8),
                1 if pt_len > 0 => bad_ct[rng.gen_range(0..pt_len)] ^= 1 << rng.gen_range(0..8),
                _ => bad_tag[rng.gen_range(0..16)] ^= 1 << rng.gen_range(0..8),
            }
            let mut out = vec![0xA5; pt_len];
            let e = acc.gcm_decrypt_into(&iv, &bad_aad, &bad_ct, &bad_tag, &mut out).unwrap_err();
            assert!(matches!(e, Error::TagMismatch), "{what}, tampered: {e}");
            assert!(out.iter().all(|&b| b == 0xA5), "{what}: no plaintext released");
            run.tampered += 1;
        } else if decrypt {
            assert_eq!(acc.gcm_decrypt(&iv, &aad, &ct, &tag).unwrap(), pt, "{what}");
        } else {
            let (got_ct, got_tag) = acc.gcm_encrypt(&iv, &aad, &pt).unwrap();
            assert_eq!(got_ct, ct, "{what}: ciphertext");
            assert_eq!(got_tag, tag, "{what}: tag");
        }
        assert_eq!(acc.gcm_iv().unwrap(), next_iv(&iv), "{what}: IV handed over");
        run.per_kind[key.len() / 8 - 2][decrypt as usize] += 1;
        let beats = Layout::new(aad_len, pt_len).input_beats() as u64;
        let s = sys.borrow();
        assert_eq!(s.dma.mm2s_beats - run.beats_in, beats, "{what}: beats in");
        assert_eq!(s.dma.s2mm_beats - run.beats_out, beats + 1, "{what}: beats out, the tag included");
        (run.beats_in, run.beats_out) = (s.dma.mm2s_beats, s.dma.s2mm_beats);
    }
    run
}

#[test]
fn random_messages_on_rust_hdl_full() {
    let (sys, mut acc) = on_rust_hdl(CoreOptions::FULL.with_gcm(true));
    let run = random_messages(&sys, &mut acc, &[16, 24, 32], 60, 0x6C3_0001);
    assert!(run.per_kind.iter().flatten().all(|&n| n > 0), "every key size in both directions: {run:?}");
    assert!(run.tampered > 0 && run.continued > 0 && run.ctr_calls > 0, "{run:?}");
}

#[test]
fn random_messages_on_rust_hdl_enc128() {
    // Encrypt-only: GCM decrypts with the forward cipher.
    let (sys, mut acc) = on_rust_hdl(CoreOptions::ENCRYPT_128.with_gcm(true));
    let run = random_messages(&sys, &mut acc, &[16], 24, 0x6C3_0002);
    assert!(run.per_kind[0].iter().all(|&n| n > 0), "{run:?}");
}

/// At least 1,000 messages per key size and direction.
#[test]
fn thousands_of_random_messages_on_verilator() {
    let (sys, mut acc) = on_verilator();
    let start = std::time::Instant::now();
    let run = random_messages(&sys, &mut acc, &[16, 24, 32], 6_300, 0x6C3_0003);
    let cycles = sys.borrow().cycle();
    eprintln!("{run:?}: {cycles} cycles in {:.1} s", start.elapsed().as_secs_f64());
    assert!(run.per_kind.iter().flatten().all(|&n| n >= 1000), "{run:?}");
}

/// One CAVP record through the driver: ciphertext and tag (at the record's tag length) of an
/// encrypt record, the plaintext of a decrypt record, `TagMismatch` and no plaintext for a
/// `FAIL` record. Returns whether it was a `FAIL` record.
fn cavp_record<E: AxisEngine>(acc: &mut SimAccelerator<E>, r: &aes_testbench::cavp_gcm::GcmRecord, decrypt: bool) -> bool {
    acc.load_key(&r.key).unwrap();
    let name = &r.name;
    match (&r.plaintext, decrypt) {
        (Some(pt), false) => {
            let (ct, tag) = acc.gcm_encrypt(&r.iv, &r.aad, pt).unwrap();
            assert_eq!(ct, r.ciphertext, "{name}");
            assert_eq!(&tag[..r.tag.len()], &r.tag[..], "{name}");
        }
        (Some(pt), true) => {
            assert_eq!(&acc.gcm_decrypt(&r.iv, &r.aad, &r.ciphertext, &r.tag).unwrap(), pt, "{name}");
        }
        (None, _) => {
            let mut out = vec![0x5A; r.ciphertext.len()];
            let e = acc.gcm_decrypt_into(&r.iv, &r.aad, &r.ciphertext, &r.tag, &mut out).unwrap_err();
            assert!(matches!(e, Error::TagMismatch), "{name}: {e}");
            assert!(out.iter().all(|&b| b == 0x5A), "{name}: no plaintext");
        }
    }
    r.plaintext.is_none()
}

/// Every record of every kept CAVP file.
#[test]
fn every_cavp_record_on_verilator() {
    let (_sys, mut acc) = on_verilator();
    let mut fails = 0;
    let mut total = 0;
    for (file, decrypt) in FILES {
        for r in records(file) {
            fails += cavp_record(&mut acc, &r, decrypt) as usize;
            total += 1;
        }
    }
    assert!(total > 1000 && fails > 500, "{total} records, {fails} FAIL records");
}

/// Every 40th record of each file on rust-hdl (both directions, every key size, the record's
/// tag lengths, `FAIL` records), and the empty messages (`PTlen = 0`, `AADlen = 0`) of each.
#[test]
fn cavp_records_on_rust_hdl() {
    let (_sys, mut acc) = on_rust_hdl(CoreOptions::FULL.with_gcm(true));
    let (mut fails, mut empty) = (0, 0);
    for (file, decrypt) in FILES {
        let recs = records(file);
        let first_fail = recs.iter().position(|r| r.plaintext.is_none());
        let first_empty = recs.iter().position(|r| r.aad.is_empty() && r.ciphertext.is_empty());
        for (i, r) in recs.iter().enumerate() {
            if i % 40 == 0 || Some(i) == first_fail || Some(i) == first_empty {
                fails += cavp_record(&mut acc, r, decrypt) as usize;
                empty += (r.aad.is_empty() && r.ciphertext.is_empty()) as usize;
            }
        }
    }
    assert!(fails >= 3 && empty >= 6, "{fails} FAIL records, {empty} empty messages");
}

/// The message with neither AAD nor payload: its tag `E_K(J0)` from one ECB block, in both
/// directions, on an encrypt-only build too; the IV handed over as after a packet; GCM again
/// afterwards.
#[test]
fn the_empty_message() {
    for options in [CoreOptions::ENCRYPT_128.with_gcm(true), CoreOptions::FULL.with_gcm(true)] {
        let (sys, mut acc) = on_rust_hdl(options);
        let key = [0x42u8; 16];
        let g = Gcm::new(&key).unwrap();
        acc.load_key(&key).unwrap();
        let iv = [7u8; 12];
        let (_, want) = g.seal(&iv, &[], &[]);
        let (ct, tag) = acc.gcm_encrypt(&iv, &[], &[]).unwrap();
        assert!(ct.is_empty());
        assert_eq!(tag, want);
        assert_eq!(acc.gcm_iv().unwrap(), next_iv(&iv));
        assert_eq!(acc.gcm_decrypt(&iv, &[], &[], &want).unwrap(), Vec::<u8>::new());
        let mut bad = want;
        bad[3] ^= 0x10;
        assert!(matches!(acc.gcm_decrypt(&iv, &[], &[], &bad), Err(Error::TagMismatch)));
        assert!(matches!(acc.gcm_decrypt(&iv, &[], &[], &bad[..12]), Err(Error::TagMismatch)));
        assert_eq!(acc.gcm_decrypt(&iv, &[], &[], &want[..8]).unwrap(), Vec::<u8>::new());
        // One ECB block each time, then a GCM packet after it.
        let (ct, tag) = acc.gcm_encrypt(&iv, &[1, 2, 3], &[4, 5]).unwrap();
        assert_eq!((ct, tag), g.seal(&iv, &[1, 2, 3], &[4, 5]));
        let s = sys.borrow();
        // Five ECB blocks (one per empty message), then two beats in and three out.
        assert_eq!((s.dma.mm2s_beats, s.dma.s2mm_beats), (5 + 2, 5 + 3));
    }
}

/// Tampering with any byte of the AAD, the ciphertext or the tag fails the tag; nothing of the
/// plaintext reaches the caller's buffer, and the DMA buffer's copy of it is wiped. Truncated
/// tags compare at their length.
#[test]
fn tampered_messages_are_rejected() {
    let opts = CoreOptions::ENCRYPT_128.with_gcm(true);
    let (sys, mut acc) = on_rust_hdl(opts);
    let key: Vec<u8> = (0..16).map(|i| i * 3).collect();
    acc.load_key(&key).unwrap();
    let g = Gcm::new(&key).unwrap();
    let iv = [0xC3; 12];
    let aad: Vec<u8> = (0..20).collect();
    let pt: Vec<u8> = (0..37).map(|i| 100 + i).collect();
    let (ct, tag) = g.seal(&iv, &aad, &pt);
    let half = BUFFER / 2;
    let plaintext_in_dma_buffer = |sys: &aes_testbench::dma_system::Shared<Sim<AesAxis>>| {
        let s = sys.borrow();
        s.dma.memory.bytes[half + 32..half + 32 + pt.len()].to_vec()
    };
    for (what, a, c, t) in [
        ("AAD byte 0", { let mut a = aad.clone(); a[0] ^= 1; a }, ct.clone(), tag.to_vec()),
        ("AAD byte 19", { let mut a = aad.clone(); a[19] ^= 0x80; a }, ct.clone(), tag.to_vec()),
        ("AAD shortened", aad[..19].to_vec(), ct.clone(), tag.to_vec()),
        ("ciphertext byte 36", aad.clone(), { let mut c = ct.clone(); c[36] ^= 4; c }, tag.to_vec()),
        ("ciphertext byte 0", aad.clone(), { let mut c = ct.clone(); c[0] ^= 1; c }, tag.to_vec()),
        ("tag byte 15", aad.clone(), ct.clone(), { let mut t = tag.to_vec(); t[15] ^= 1; t }),
        ("truncated tag byte 3", aad.clone(), ct.clone(), { let mut t = tag[..4].to_vec(); t[3] ^= 2; t }),
    ] {
        let mut out = vec![0xEE; c.len()];
        let e = acc.gcm_decrypt_into(&iv, &a, &c, &t, &mut out).unwrap_err();
        assert!(matches!(e, Error::TagMismatch), "{what}: {e}");
        assert_eq!(e.to_string(), "authentication failed: the GCM tag does not match");
        assert!(out.iter().all(|&b| b == 0xEE), "{what}: the caller's buffer untouched");
        assert!(plaintext_in_dma_buffer(&sys).iter().all(|&b| b == 0), "{what}: the DMA buffer's plaintext wiped");
    }
    for len in [16, 15, 14, 13, 12, 8, 4] {
        assert_eq!(acc.gcm_decrypt(&iv, &aad, &ct, &tag[..len]).unwrap(), pt, "tag of {len} bytes");
    }
    assert_eq!(plaintext_in_dma_buffer(&sys), pt, "the check above reads a buffer the design writes");
}

/// The core's registers with every write's offset recorded and `aad_delta` added to every
/// `AAD_LEN` write (a non-zero delta makes the packet the driver sends malformed for the design).
struct Tap<R: Registers> {
    regs: R,
    aad_delta: u32,
    writes: std::rc::Rc<std::cell::RefCell<Vec<u32>>>,
}

impl<R: Registers> Registers for Tap<R> {
    fn read32(&mut self, offset: u32) -> Result<u32> {
        self.regs.read32(offset)
    }
    fn write32(&mut self, o: u32, value: u32) -> Result<()> {
        self.writes.borrow_mut().push(o);
        self.regs.write32(o, if o == offset::AAD_LEN { value + self.aad_delta } else { value })
    }
}

type Tapped = AesAccelerator<Tap<CoreRegs<Sim<AesAxis>>>, DmaRegs<Sim<AesAxis>>, SimBuffer<Sim<AesAxis>>>;

fn tapped(options: CoreOptions, aad_delta: u32) -> (Tapped, std::rc::Rc<std::cell::RefCell<Vec<u32>>>) {
    let sys = system(sim(AesAxis::new(options)), options, DmaConfig::default(), BUFFER);
    let writes = std::rc::Rc::default();
    let acc = AesAccelerator::new(
        Tap { regs: CoreRegs(sys.clone()), aad_delta, writes: std::rc::Rc::clone(&writes) },
        DmaRegs(sys.clone()),
        SimBuffer { sys: sys.clone(), phys: BUFFER_BASE, size: BUFFER },
        Config::default(),
    )
    .unwrap();
    (acc, writes)
}

/// A message under the IV the design handed over, with the AAD length of the last one, writes
/// no core register (the stream of the deterministic construction costs nothing per message
/// beyond the DMA); a new IV writes `IV0..IV2`, a new AAD length `AAD_LEN`; after a CTR call or
/// a key load the IV is written again. Every message against `aes-gcm`.
#[test]
fn continuing_messages_write_no_iv_or_aad_len() {
    let (mut acc, writes) = tapped(CoreOptions::ENCRYPT_128.with_gcm(true), 0);
    let key = [0x11u8; 16];
    let g = Gcm::new(&key).unwrap();
    acc.load_key(&key).unwrap();
    let ivs = [offset::iv(0), offset::iv(1), offset::iv(2)];
    let message = |acc: &mut Tapped, iv: [u8; 12], aad_len: usize| -> Vec<u32> {
        writes.borrow_mut().clear();
        let (aad, pt) = (vec![3u8; aad_len], vec![4u8; 40]);
        assert_eq!(acc.gcm_encrypt(&iv, &aad, &pt).unwrap(), g.seal(&iv, &aad, &pt), "IV {iv:02x?}, AAD {aad_len}");
        writes.borrow_mut().drain(..).collect()
    };
    let iv = [0xAB; 12];
    let first = message(&mut acc, iv, 20);
    assert!(ivs.iter().chain([&offset::AAD_LEN, &offset::CTRL]).all(|o| first.contains(o)), "{first:x?}");
    assert_eq!(message(&mut acc, next_iv(&iv), 20), [], "the handed-over IV and the same AAD length");
    assert_eq!(message(&mut acc, next_iv(&next_iv(&iv)), 7), [offset::AAD_LEN]);
    assert_eq!(message(&mut acc, [0xCD; 12], 7), ivs);
    // CTR hands its own counter over into IV0..IV3.
    acc.set_mode(Mode::Ctr).unwrap();
    acc.set_iv(&[0xEE; 16]).unwrap();
    acc.encrypt(&[0; 32], &mut [0; 32]).unwrap();
    let after_ctr = message(&mut acc, next_iv(&[0xCD; 12]), 7);
    assert!(ivs.iter().all(|o| after_ctr.contains(o)) && !after_ctr.contains(&offset::AAD_LEN), "{after_ctr:x?}");
    acc.load_key(&key).unwrap();
    let after_key = message(&mut acc, next_iv(&next_iv(&[0xCD; 12])), 7);
    assert_eq!(after_key, ivs);
}

/// Bad input: typed one-line errors before the design sees anything, the output untouched.
#[test]
fn bad_input_gives_typed_errors() {
    // No GCM in the build.
    let opts = CoreOptions::default().with_gcm(false);
    assert!(!opts.has_gcm());
    let (_sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024, Config::default()).unwrap();
    acc.load_key(&[1; 16]).unwrap();
    let e = acc.gcm_encrypt(&[0; 12], b"aad", b"payload").unwrap_err();
    assert_eq!(e.to_string(), format!("GCM is not in this build (CAPS = {:#x})", opts.caps()));
    assert!(matches!(acc.gcm_decrypt(&[0; 12], &[], &[0; 16], &[0; 16]), Err(Error::GcmUnsupported { .. })));
    assert!(matches!(acc.gcm_iv(), Err(Error::GcmUnsupported { .. })));

    let opts = CoreOptions::ENCRYPT_128.with_gcm(true);
    let config = Config { max_transfer: 256, ..Config::default() };
    let (sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024, config).unwrap();
    assert!(matches!(acc.gcm_encrypt(&[0; 12], &[], &[1]), Err(Error::NoKey)));
    // GCM is not a stream of blocks: the block-mode calls cannot select it, even where it is built.
    assert!(matches!(acc.set_mode(Mode::Gcm), Err(Error::NotAStreamMode(Mode::Gcm))));
    assert_eq!(acc.mode(), Mode::Ecb);
    acc.load_key(&[2; 16]).unwrap();
    let mut out = [0xAA; 32];
    for len in [0, 3, 5, 11, 17, 32] {
        let e = acc.gcm_decrypt_into(&[0; 12], &[], &[0; 32], &[0; 32][..len], &mut out).unwrap_err();
        assert!(matches!(e, Error::BadTagLength(l) if l == len), "{e}");
        assert!(!e.to_string().contains('\n'));
    }
    assert!(matches!(acc.gcm_encrypt_into(&[0; 12], &[], &[0; 32], &mut out[..31]), Err(Error::LengthMismatch { .. })));
    assert!(matches!(acc.gcm_decrypt_into(&[0; 12], &[], &[0; 31], &[0; 16], &mut out), Err(Error::LengthMismatch { .. })));
    assert!(out.iter().all(|&b| b == 0xAA));
    // The longest packet: 15 beats and the tag in a 256-byte transfer.
    assert_eq!(acc.gcm_max_packet(), 256);
    let g = Gcm::new(&[2; 16]).unwrap();
    let (aad, pt) = ([9u8; 96], [8u8; 144]);
    assert_eq!(acc.gcm_encrypt(&[5; 12], &aad, &pt).unwrap(), g.seal(&[5; 12], &aad, &pt));
    let e = acc.gcm_encrypt(&[5; 12], &aad, &[8; 145]).unwrap_err();
    assert_eq!(e.to_string(), "GCM message too long: 96 bytes of AAD and 145 bytes of payload need a 272-byte DMA transfer, at most 256 here");
    let beats = sys.borrow().dma.mm2s_beats;
    assert_eq!(beats, 15, "refused messages sent nothing");

    // A packet the design finds malformed (AAD_LEN past the packet's end): LENGTH_ERR reported.
    let (mut acc, _) = tapped(opts, 64);
    acc.load_key(&[3; 16]).unwrap();
    let e = acc.gcm_encrypt(&[1; 12], &[1; 16], &[2; 16]).unwrap_err();
    assert!(matches!(e, Error::GcmLengthError), "{e}");
    // The driver cleared the sticky bit; with AAD_LEN written as given, the next message is right.
    acc.regs.aad_delta = 0;
    let g = Gcm::new(&[3; 16]).unwrap();
    assert_eq!(acc.gcm_encrypt(&[1; 12], &[1; 16], &[2; 16]).unwrap(), g.seal(&[1; 12], &[1; 16], &[2; 16]), "the next message is correct");
    assert_eq!(acc.status().unwrap().0 & aes_fpga_driver::regs::status::LENGTH_ERR, 0);
}
