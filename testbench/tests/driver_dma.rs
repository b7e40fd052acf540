//! The driver end to end: `AesAccelerator` programs the AXI DMA model exactly as it programs the
//! IP on the board, the DMA model moves buffers between the memory model and `aes_axis`, on the
//! rust-hdl simulation and on Verilator's model of the exported Verilog. Every byte is checked
//! against the `aes` crate and RustCrypto's mode crates (and, cycle by cycle, by the bench's
//! scoreboard).

use aes_fpga_driver::regs::{caps, Mode};
use aes_fpga_driver::software::Ecb;
use aes_fpga_driver::{Config, Error};
use aes_hdl::aes_axis::{aes_axis_verilog, AesAxis};
use aes_hdl::params::CoreOptions;
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::clocks::sim;
use aes_testbench::dma_system::{accelerator, accelerator_at, system, BUFFER_BASE};
use aes_testbench::engine::AxisEngine;
use aes_testbench::modes_model::mode_reference;
use aes_testbench::verilator_engine::VerilatorAxis;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// ECB by the `aes` crate.
fn reference(key: &[u8], decrypt: bool, data: &[u8]) -> Vec<u8> {
    let mut out = data.to_vec();
    Ecb::new(key, decrypt).unwrap().buffer(&mut out);
    out
}


/// `buffers` random buffers of 1..=`max_blocks` blocks in a random mode and direction, with DMA
/// transfers of at most 64 bytes (so longer buffers are split into packets and the design
/// carries the IV across them). Between buffers the key (random size) changes with probability
/// 1/3 and the IV is rewritten with probability 1/2; otherwise the IV the last buffer left in
/// `IV0..IV3` continues, into whichever mode comes next. Returns the cycles the run took.
fn random_buffers<E: AxisEngine>(engine: E, buffers: usize, max_blocks: usize, seed: u64) -> u64 {
    let config = Config { max_transfer: 64, ..Config::default() };
    let (sys, mut acc) = accelerator(engine, CoreOptions::default(), DmaConfig::default(), 4096, config).unwrap();
    assert_eq!(acc.transfer_size(), 64);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut blocks = 0;
    let mut packets = 0;
    let mut key: Vec<u8> = Vec::new();
    // IV0..IV3 after reset.
    let mut iv = [0u8; 16];
    let mut per_mode = [0usize; 5];
    for n in 0..buffers {
        if key.is_empty() || rng.gen_range(0..3) == 0 {
            key = (0..[16, 24, 32][rng.gen_range(0..3)]).map(|_| rng.gen()).collect();
            acc.load_key(&key).unwrap();
        }
        let mode = Mode::ALL[rng.gen_range(0..Mode::ALL.len())];
        acc.set_mode(mode).unwrap();
        if rng.gen_bool(0.5) {
            iv = rng.gen();
            acc.set_iv(&iv).unwrap();
        }
        let decrypt = rng.gen_bool(0.5);
        let len = 16 * rng.gen_range(1..=max_blocks);
        let input: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        let mut output = vec![0u8; len];
        if decrypt {
            acc.decrypt(&input, &mut output).unwrap();
        } else {
            acc.encrypt(&input, &mut output).unwrap();
        }
        let (want, next) = mode_reference(mode, &key, decrypt, iv, &input);
        assert!(output == want, "buffer {n}: {len} bytes, AES-{} {mode} {}", key.len() * 8, if decrypt { "decrypt" } else { "encrypt" });
        iv = next;
        blocks += len / 16;
        packets += len.div_ceil(64);
        per_mode[mode.code() as usize] += 1;
    }
    assert_eq!(acc.iv().unwrap(), iv, "IV0..IV3 after the last buffer");
    assert!(per_mode.iter().all(|&n| n > 0), "every mode drawn: {per_mode:?}");
    let s = sys.borrow();
    assert_eq!(s.bench.scoreboard.checked, blocks as u64, "every block seen by the scoreboard");
    assert_eq!(s.bench.scoreboard.transactions, packets as u64, "one packet per DMA transfer");
    assert_eq!(s.dma.mm2s_beats, blocks as u64);
    assert_eq!(s.dma.s2mm_beats, blocks as u64);
    s.cycle()
}

#[test]
fn random_buffers_on_the_rust_hdl_simulation() {
    random_buffers(sim(AesAxis::default()), 30, 6, 0xD4A_0001);
}

#[test]
fn thousand_random_buffers_on_verilator() {
    hdl_harness::tools::require("verilator");
    let engine = VerilatorAxis::new(&aes_axis_verilog()).unwrap();
    let start = std::time::Instant::now();
    let cycles = random_buffers(engine, 1000, 12, 0xD4A_0002);
    eprintln!("1000 buffers: {cycles} cycles in {:.2} s", start.elapsed().as_secs_f64());
}

/// The FIPS-197 C.1 vector through the whole path, and the registers the driver reads.
#[test]
fn fips197_vector_status_and_caps() {
    let (_sys, mut acc) = accelerator(sim(AesAxis::default()), CoreOptions::default(), DmaConfig::default(), 1024, Config::default()).unwrap();
    assert_eq!(acc.caps(), CoreOptions::default().caps());
    assert_eq!(aes_fpga_driver::regs::id::version(acc.id()), Some(aes_fpga_driver::regs::id::VERSION_XTS), "the default build has XTS");
    assert!(!acc.status().unwrap().key_ready());
    let key: Vec<u8> = (0..16).collect();
    acc.load_key(&key).unwrap();
    assert!(acc.status().unwrap().key_ready());
    let pt = aes_fpga_driver::bytes::parse_hex("00112233445566778899aabbccddeeff").unwrap();
    let mut ct = [0u8; 16];
    acc.encrypt(&pt, &mut ct).unwrap();
    assert_eq!(ct.to_vec(), aes_fpga_driver::bytes::parse_hex("69c4e0d86a7b0430d8cdb78070b4c55a").unwrap());
    let mut back = [0u8; 16];
    acc.decrypt(&ct, &mut back).unwrap();
    assert_eq!(back.to_vec(), pt);
    acc.zeroize().unwrap();
    assert!(!acc.status().unwrap().key_ready());
    assert!(matches!(acc.encrypt(&pt, &mut ct), Err(Error::NoKey)));
}

/// Bad input: a typed error with a one-line message, no panic, and the output untouched.
#[test]
fn bad_input_gives_typed_errors() {
    let opts = CoreOptions::default();
    let (_sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024, Config::default()).unwrap();
    acc.load_key(&[7; 32]).unwrap();
    let mut out = [0xAAu8; 32];
    for len in [0, 17, 31] {
        let e = acc.encrypt(&[0; 32][..len], &mut out[..len]).unwrap_err();
        assert!(matches!(e, Error::BadLength(l) if l == len), "{e}");
        assert!(!e.to_string().contains('\n'));
    }
    assert!(out.iter().all(|&b| b == 0xAA));
    assert!(matches!(acc.encrypt(&[0; 32], &mut out[..16]), Err(Error::LengthMismatch { .. })));
    assert!(matches!(acc.load_key(&[0; 20]), Err(Error::BadKeyLength(20))));
    // A length of 0 straight to the DMA: DMAIntErr.
    let e = acc.transfer(0, 512, 0).unwrap_err();
    assert!(matches!(e, Error::BadLength(0)));
    // A transfer beyond the DMA buffer.
    assert!(matches!(acc.transfer(0, 1000, 64), Err(Error::OutOfBuffer { .. })));

    // The encrypt-only AES-128 build: the key sizes and the direction it lacks.
    let small = CoreOptions::ENCRYPT_128;
    let (_sys, mut acc) = accelerator(sim(AesAxis::new(small)), small, DmaConfig::default(), 1024, Config::default()).unwrap();
    let e = acc.load_key(&[0; 24]).unwrap_err();
    assert_eq!(e.to_string(), "AES-192 is not in this build (CAPS = 0x70)");
    acc.load_key(&[0; 16]).unwrap();
    assert!(matches!(acc.decrypt(&[0; 16], &mut [0; 16]), Err(Error::DecryptUnsupported { mode: Mode::Ecb, .. })));
}

/// Every mode in both directions and every key size through the driver and the DMA model, a
/// 7-block buffer in DMA transfers of 32 bytes (four packets, the IV handed over by the design
/// between them), then a 3-block buffer continuing the stream without a new IV; against
/// RustCrypto's mode crates over the whole stream, and `IV0..IV3` read back after each call.
#[test]
fn every_mode_both_directions_in_several_transfers() {
    let opts = CoreOptions::default();
    let config = Config { max_transfer: 32, ..Config::default() };
    let (sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024, config).unwrap();
    let mut rng = StdRng::seed_from_u64(0xD4A_0003);
    let mut packets = 0;
    for key_bytes in [16, 24, 32] {
        let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        acc.load_key(&key).unwrap();
        for mode in Mode::ALL {
            for decrypt in [false, true] {
                let what = format!("AES-{} {mode} decrypt {decrypt}", key_bytes * 8);
                let iv: [u8; 16] = rng.gen();
                let input: Vec<u8> = (0..160).map(|_| rng.gen()).collect();
                let (want, after_first) = mode_reference(mode, &key, decrypt, iv, &input[..112]);
                let (want_rest, after_second) = mode_reference(mode, &key, decrypt, after_first, &input[112..]);
                acc.set_mode(mode).unwrap();
                acc.set_iv(&iv).unwrap();
                let mut output = [0u8; 160];
                let (first, second) = output.split_at_mut(112);
                let call = |acc: &mut aes_testbench::dma_system::SimAccelerator<_>, i: &[u8], o: &mut [u8]| {
                    if decrypt { acc.decrypt(i, o) } else { acc.encrypt(i, o) }
                };
                call(&mut acc, &input[..112], first).unwrap();
                assert!(first == want.as_slice(), "{what}: first buffer");
                assert_eq!(acc.iv().unwrap(), after_first, "{what}: IV after the first buffer");
                call(&mut acc, &input[112..], second).unwrap();
                assert!(second == want_rest.as_slice(), "{what}: second buffer, IV carried");
                assert_eq!(acc.iv().unwrap(), after_second, "{what}: IV after the second buffer");
                packets += 4 + 2;
            }
        }
    }
    let s = sys.borrow();
    assert_eq!(s.bench.scoreboard.transactions, packets);
    assert_eq!(s.bench.scoreboard.checked, packets / 6 * 10);
}

/// Modes a build lacks: typed one-line errors before anything is written, the output untouched.
#[test]
fn modes_the_build_lacks_are_refused() {
    // No modes at all: MODE and the IV registers are absent.
    let opts = CoreOptions::ECB_ONLY;
    let (_sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024, Config::default()).unwrap();
    acc.load_key(&[3; 16]).unwrap();
    for mode in [Mode::Cbc, Mode::Cfb128, Mode::Ofb, Mode::Ctr] {
        let e = acc.set_mode(mode).unwrap_err();
        assert!(matches!(e, Error::ModeUnsupported { mode: m, .. } if m == mode), "{e}");
    }
    assert_eq!(acc.set_mode(Mode::Ctr).unwrap_err().to_string(), format!("CTR is not in this build (CAPS = {:#x})", opts.caps()));
    assert_eq!(acc.mode(), Mode::Ecb);
    assert!(matches!(acc.set_iv(&[0; 16]), Err(Error::NoIvRegisters { .. })));
    assert!(matches!(acc.iv(), Err(Error::NoIvRegisters { .. })));
    // ECB still runs.
    let mut out = [0u8; 16];
    acc.encrypt(&[0; 16], &mut out).unwrap();
    assert_eq!(out.to_vec(), reference(&[3; 16], false, &[0; 16]));

    // Encrypt-only AES-128: CFB, OFB and CTR in both directions, no CBC, no ECB decryption.
    let opts = CoreOptions::ENCRYPT_128;
    assert_eq!(opts.caps() & caps::CBC, 0);
    let config = Config { max_transfer: 32, ..Config::default() };
    let (_sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024, config).unwrap();
    let key = [9u8; 16];
    acc.load_key(&key).unwrap();
    assert!(matches!(acc.set_mode(Mode::Cbc), Err(Error::ModeUnsupported { mode: Mode::Cbc, .. })));
    let iv = [0x5a; 16];
    let input: Vec<u8> = (0..80).collect();
    for mode in [Mode::Cfb128, Mode::Ofb, Mode::Ctr] {
        acc.set_mode(mode).unwrap();
        acc.set_iv(&iv).unwrap();
        let mut out = vec![0u8; 80];
        acc.decrypt(&input, &mut out).unwrap();
        assert_eq!(out, mode_reference(mode, &key, true, iv, &input).0, "{mode} decryption with the forward cipher");
    }
    acc.set_mode(Mode::Ecb).unwrap();
    let mut out = [0xAAu8; 16];
    let e = acc.decrypt(&[0; 16], &mut out).unwrap_err();
    assert_eq!(e.to_string(), format!("ECB decryption needs the inverse cipher, which is not in this build (CAPS = {:#x})", opts.caps()));
    assert_eq!(out, [0xAA; 16]);
    // The refused call left CTRL as it was: CTR decryption still runs.
    acc.set_mode(Mode::Ctr).unwrap();
    acc.set_iv(&iv).unwrap();
    let mut out = vec![0u8; 80];
    acc.decrypt(&input, &mut out).unwrap();
    assert_eq!(out, mode_reference(Mode::Ctr, &key, true, iv, &input).0);
}

#[test]
fn dma_errors_and_timeouts_are_typed_errors() {
    let opts = CoreOptions::default();
    // An unmapped DMA address: the buffer's second half (S2MM) lies past the end of memory.
    let sys = system(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 64);
    let mut acc = accelerator_at(&sys, BUFFER_BASE + 32, 64, Config::default()).unwrap();
    acc.load_key(&[1; 16]).unwrap();
    let mut out = [0u8; 16];
    let e = acc.encrypt(&[0; 16], &mut out).unwrap_err();
    assert!(matches!(e, Error::Dma { channel: aes_fpga_driver::Channel::S2mm, .. }), "{e}");
    assert!(e.to_string().contains("DMADecErr"), "{e}");
    assert_eq!(out, [0; 16]);

    // KEY_READY not within one poll (derivation takes longer).
    let config = Config { key_ready_polls: 1, ..Config::default() };
    let (_sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024, config).unwrap();
    let e = acc.load_key(&[1; 16]).unwrap_err();
    assert_eq!(e.to_string(), "timeout: STATUS.KEY_READY not seen after 1 polls");

    // Idle not within the polls allowed (a slow memory port, no allowance per block).
    let slow = DmaConfig { bus_bytes: 1, ..DmaConfig::default() };
    let config = Config { idle_polls: 0, ..Config::default() };
    let (_sys, mut acc) = accelerator(sim(AesAxis::new(opts)), opts, slow, 1024, config).unwrap();
    acc.load_key(&[1; 16]).unwrap();
    let e = acc.encrypt(&[0; 64], &mut [0; 64]).unwrap_err();
    assert!(matches!(e, Error::Timeout { what: "MM2S Idle", .. }), "{e}");
}

/// The DMA buffer must hold at least one block each way.
#[test]
fn a_buffer_too_small_for_one_transfer_is_refused() {
    let opts = CoreOptions::default();
    let sys = system(sim(AesAxis::new(opts)), opts, DmaConfig::default(), 1024);
    let e = accelerator_at(&sys, BUFFER_BASE, 16, Config::default()).err().unwrap();
    assert!(matches!(e, Error::BufferTooSmall { size: 16, .. }), "{e}");
}
