//! The C driver (`c/src/aes_axis.c`, built by `build.rs` with `-std=c99 -Wall -Wextra -Werror
//! -pedantic`) on the simulated system the Rust driver's tests use: the AXI DMA model and
//! `aes_axis` on the rust-hdl simulation and on Verilator's model of the exported Verilog (the
//! same model `driver_dma.rs` builds). Every byte is checked against the `aes` crate and
//! RustCrypto's mode crates, and the bench's scoreboard checks every block as well. The memory
//! model separates the CPU's view from the DDR, so the driver's cache maintenance is tested too.

use aes_fpga_driver::dma::{dmasr, reg};
use aes_fpga_driver::gcm::next_iv;
use aes_fpga_driver::regs::{caps, id, status, Mode};
use aes_fpga_driver::software::{Gcm, Xts};
use aes_hdl::aes_axis::{aes_axis_verilog, AesAxis};
use aes_hdl::params::CoreOptions;
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::c_driver::{status::*, strerror, CConfig, CDriver};
use aes_testbench::clocks::sim;
use aes_testbench::dma_system::{system, Shared};
use aes_testbench::engine::AxisEngine;
use aes_testbench::modes_model::mode_reference;
use hdl_harness::sim::Sim;
use aes_testbench::verilator_engine::VerilatorAxis;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const MEMORY: usize = 4096;

/// A system of `options` with `MEMORY` bytes of DDR and the C driver on it, opened with `cfg`.
fn opened<E: AxisEngine>(engine: E, options: CoreOptions, dma: DmaConfig, cfg: CConfig) -> (Shared<E>, CDriver<E>) {
    let sys = system(engine, options, dma, MEMORY);
    let mut c = CDriver::new(&sys, 2 * MEMORY);
    assert_eq!(c.open(&cfg), OK, "{:?}", c.last_error());
    (sys, c)
}

fn rust_hdl(options: CoreOptions, max_transfer: usize) -> (Shared<Sim<AesAxis>>, CDriver<Sim<AesAxis>>) {
    let cfg = CConfig { max_transfer, ..CDriver::<Sim<AesAxis>>::default_config() };
    opened(sim(AesAxis::new(options)), options, DmaConfig::default(), cfg)
}

fn write<E: AxisEngine>(c: &mut CDriver<E>, at: usize, data: &[u8]) {
    c.platform.ram[at..at + data.len()].copy_from_slice(data);
}

fn read<E: AxisEngine>(c: &CDriver<E>, at: usize, len: usize) -> Vec<u8> {
    c.platform.ram[at..at + len].to_vec()
}

/// `buffers` random buffers of 1..=`max_blocks` blocks, in a random mode, direction and key size
/// (the key changes with probability 1/3, the IV is rewritten with probability 1/2, otherwise the
/// stream continues), at random cache-line offsets, a quarter of them in place; DMA transfers of
/// at most 64 bytes. Returns the blocks checked.
fn random_buffers<E: AxisEngine>(engine: E, buffers: usize, max_blocks: usize, seed: u64) -> u64 {
    let options = CoreOptions::default();
    let cfg = CConfig { max_transfer: 64, ..CDriver::<E>::default_config() };
    let (sys, mut c) = opened(engine, options, DmaConfig::default(), cfg);
    assert_eq!(c.transfer_size(), 64);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut key: Vec<u8> = vec![];
    let mut iv = [0u8; 16];
    let mut blocks = 0u64;
    let mut packets = 0u64;
    let mut per_mode = [0; 5];
    for n in 0..buffers {
        if key.is_empty() || rng.gen_range(0..3) == 0 {
            key = (0..[16, 24, 32][rng.gen_range(0..3)]).map(|_| rng.gen()).collect();
            assert_eq!(c.load_key(&key), OK);
        }
        let mode = Mode::ALL[rng.gen_range(0..Mode::ALL.len())];
        assert_eq!(c.set_mode(mode), OK);
        if rng.gen_bool(0.5) {
            iv = rng.gen();
            assert_eq!(c.set_iv(&iv), OK);
        }
        let decrypt = rng.gen_bool(0.5);
        let len = 16 * rng.gen_range(1..=max_blocks);
        let input: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
        let src = 32 * rng.gen_range(0..8);
        let dst = if rng.gen_range(0..4) == 0 { src } else { 1024 + 32 * rng.gen_range(0..8) };
        write(&mut c, src, &input);
        assert_eq!(c.process(decrypt, src, dst, len), OK, "buffer {n}: {:?}", c.last_error());
        let (want, next) = mode_reference(mode, &key, decrypt, iv, &input);
        assert!(read(&c, dst, len) == want, "buffer {n}: {len} bytes, AES-{} {mode} decrypt {decrypt}, in place {}", key.len() * 8, src == dst);
        iv = next;
        blocks += len as u64 / 16;
        packets += len.div_ceil(64) as u64;
        per_mode[mode.code() as usize] += 1;
    }
    assert_eq!(c.iv(), (OK, iv), "IV0..IV3 after the last buffer");
    assert!(per_mode.iter().all(|&n| n > 0), "every mode drawn: {per_mode:?}");
    assert!(c.platform.bus_errors.is_empty(), "{:?}", c.platform.bus_errors);
    let s = sys.borrow();
    assert_eq!(s.bench.scoreboard.checked, blocks, "every block seen by the scoreboard");
    assert_eq!(s.bench.scoreboard.transactions, packets, "one packet per DMA transfer");
    blocks
}

#[test]
fn random_buffers_on_the_rust_hdl_simulation() {
    random_buffers(sim(AesAxis::default()), 16, 6, 0xC0D1);
}

/// The volume test, on Verilator's model of the exported Verilog (shared with `driver_dma.rs`).
#[test]
fn random_buffers_on_verilator() {
    hdl_harness::tools::require("verilator");
    let engine = VerilatorAxis::new(&aes_axis_verilog()).unwrap();
    let start = std::time::Instant::now();
    let blocks = random_buffers(engine, 2000, 32, 0xC0D2);
    eprintln!("2000 buffers, {blocks} blocks through the C driver in {:.2} s", start.elapsed().as_secs_f64());
}

/// The example's self-check on the exported Verilog (the default export, GCM and XTS included):
/// every published vector passes, the GCM test cases with their tampered-tag refusals and the
/// IEEE 1619 XTS vectors.
#[test]
fn example_selftest_on_verilator() {
    hdl_harness::tools::require("verilator");
    let options = CoreOptions::default();
    let engine = VerilatorAxis::new(&aes_axis_verilog()).unwrap();
    let (_sys, mut c) = opened(engine, options, DmaConfig::default(), CDriver::<VerilatorAxis>::default_config());
    let (failures, lines) = c.selftest(0, 1024);
    assert_eq!((failures, lines.iter().filter(|l| l.starts_with("PASS ")).count()), (0, 3 * 2 + 5 * 2 + 5 * 3 + 2 * 2), "{lines:#?}");
}

/// Every mode in both directions and every key size: a 5-block buffer in three DMA transfers of
/// at most 32 bytes, then 2 blocks continuing the stream without a new IV; the IV read back
/// after each call is the value that continues the stream.
#[test]
fn every_mode_direction_and_key_size_in_several_transfers() {
    let (sys, mut c) = rust_hdl(CoreOptions::default(), 32);
    assert_eq!(c.id(), id::of_caps(CoreOptions::default().caps()));
    assert_eq!(c.caps(), CoreOptions::default().caps());
    assert_eq!(c.transfer_size(), 32);
    let mut rng = StdRng::seed_from_u64(0xC0D3);
    let mut packets = 0;
    for key_bytes in [16, 24, 32] {
        let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        assert_eq!(c.load_key(&key), OK);
        assert_eq!(c.status_register(), (OK, 1), "STATUS: KEY_READY");
        for mode in Mode::ALL {
            for decrypt in [false, true] {
                let what = format!("AES-{} {mode} decrypt {decrypt}", key_bytes * 8);
                let iv: [u8; 16] = rng.gen();
                let input: Vec<u8> = (0..112).map(|_| rng.gen()).collect();
                let (want, after_first) = mode_reference(mode, &key, decrypt, iv, &input[..80]);
                let (want_rest, after_second) = mode_reference(mode, &key, decrypt, after_first, &input[80..]);
                assert_eq!(c.set_mode(mode), OK);
                assert_eq!(c.set_iv(&iv), OK);
                write(&mut c, 0, &input);
                assert_eq!(c.process(decrypt, 0, 2048, 80), OK, "{what}");
                assert_eq!(read(&c, 2048, 80), want, "{what}: first buffer");
                assert_eq!(c.iv(), (OK, after_first), "{what}: IV after the first buffer");
                assert_eq!(c.process(decrypt, 80, 2048 + 80, 32), OK, "{what}");
                assert_eq!(read(&c, 2048 + 80, 32), want_rest, "{what}: second buffer, IV carried");
                assert_eq!(c.iv(), (OK, after_second), "{what}: IV after the second buffer");
                packets += 3 + 1;
            }
        }
    }
    assert_eq!(c.zeroize(), OK);
    assert_eq!(c.status_register(), (OK, 0), "zeroize drops KEY_READY");
    assert_eq!(c.process(false, 0, 2048, 16), ERR_NO_KEY);
    assert!(c.platform.bus_errors.is_empty(), "{:?}", c.platform.bus_errors);
    assert_eq!(sys.borrow().bench.scoreboard.transactions, packets);
}

/// The example application's self-check (`c/examples/selftest`) passes every published vector
/// on the default build without GCM (skipping the GCM cases; the IEEE 1619 XTS vectors both
/// ways, vector 15 through the work buffer), and on the encrypt-only AES-128 build skips exactly
/// what `CAPS` lacks.
#[test]
fn example_selftest_passes_the_published_vectors() {
    let (_sys, mut c) = rust_hdl(CoreOptions::default().with_gcm(false), 1 << 20);
    let (failures, lines) = c.selftest(0, 1024);
    assert_eq!(failures, 0, "{lines:#?}");
    let pass = lines.iter().filter(|l| l.starts_with("PASS ")).count();
    assert_eq!(pass, 3 * 2 + 5 * 2 + 2 * 2, "{lines:#?}");
    assert_eq!(lines.iter().filter(|l| l.starts_with("SKIP GCM")).count(), 5, "no GCM in this build: {lines:#?}");
    assert!(lines.contains(&"PASS IEEE 1619 XTS-AES-128 vector 15 (17 bytes) decrypt".to_string()), "{lines:#?}");
    assert!(lines.contains(&"PASS SP 800-38A F.5.1 CTR-AES128 decrypt".to_string()), "{lines:#?}");

    let (_sys, mut c) = rust_hdl(CoreOptions::ENCRYPT_128, 1 << 20);
    let (failures, lines) = c.selftest(0, 1024);
    assert_eq!(failures, 0, "{lines:#?}");
    let skipped: Vec<&str> = lines.iter().filter(|l| l.starts_with("SKIP ")).map(String::as_str).collect();
    assert_eq!(skipped, [
        "SKIP FIPS-197 C.1 AES-128 decrypt: not in this build",
        "SKIP FIPS-197 C.2 AES-192: not in this build",
        "SKIP FIPS-197 C.3 AES-256: not in this build",
        "SKIP SP 800-38A F.1.1 ECB-AES128 decrypt: not in this build",
        "SKIP SP 800-38A F.2.1 CBC-AES128: not in this build",
        "SKIP GCM Test Case 1 AES-128 (empty): not in this build",
        "SKIP GCM Test Case 2 AES-128: not in this build",
        "SKIP GCM Test Case 4 AES-128: not in this build",
        "SKIP GCM Test Case 10 AES-192: not in this build",
        "SKIP GCM Test Case 16 AES-256: not in this build",
        "SKIP IEEE 1619 XTS-AES-128 vector 2: not in this build",
        "SKIP IEEE 1619 XTS-AES-128 vector 15 (17 bytes): not in this build",
    ]);
    assert_eq!(lines.iter().filter(|l| l.starts_with("PASS ")).count(), 1 + 1 + 3 * 2, "{lines:#?}");
}

/// A refused call: it returns `want` without a register access or a cache operation, and
/// `ram[2048..2112]` (the output buffer of the tests) is untouched.
fn refused<E: AxisEngine>(c: &mut CDriver<E>, what: &str, want: i32, call: impl FnOnce(&mut CDriver<E>) -> i32) {
    let before = c.activity();
    let out = read(c, 2048, 64);
    assert_eq!(call(c), want, "{what}: {}", strerror(want));
    assert_eq!(c.activity(), before, "{what}: the hardware was touched");
    assert_eq!(read(c, 2048, 64), out, "{what}: output changed");
    assert_eq!(c.last_error().0, want, "{what}: last error");
}

/// Bad input: the call returns its code without a register access or a cache operation, and
/// the output buffer is untouched.
#[test]
fn bad_input_touches_no_hardware() {
    let (_sys, mut c) = rust_hdl(CoreOptions::ENCRYPT_128, 64);
    c.platform.ram[2048..2112].fill(0xAA);
    refused(&mut c, "no key", ERR_NO_KEY, |c| c.process(false, 0, 2048, 16));
    assert_eq!(c.load_key(&[5; 16]), OK);
    for len in [0, 8, 17, 31] {
        refused(&mut c, &format!("length {len}"), ERR_BAD_LENGTH, |c| c.process(false, 0, 2048, len));
    }
    let ram = c.ram_ptr(0);
    refused(&mut c, "null input", ERR_ARG, |c| c.process_raw(false, std::ptr::null(), ram, 16));
    refused(&mut c, "null output", ERR_ARG, |c| c.process_raw(false, ram, std::ptr::null_mut(), 16));
    refused(&mut c, "input outside DMA memory", ERR_NOT_DMA_MEMORY, |c| {
        let outside = [0u8; 16];
        let out = c.ram_ptr(2048);
        c.process_raw(false, outside.as_ptr(), out, 16)
    });
    refused(&mut c, "output past the end of DMA memory", ERR_NOT_DMA_MEMORY, |c| c.process(false, 0, 2 * MEMORY - 16, 32));
    refused(&mut c, "partial overlap", ERR_OVERLAP, |c| c.process(false, 2048 - 16, 2048, 64));
    refused(&mut c, "key of 20 bytes", ERR_BAD_KEY_LENGTH, |c| c.load_key(&[0; 20]));
    refused(&mut c, "AES-256 key on an AES-128 build", ERR_KEY_SIZE_UNSUPPORTED, |c| c.load_key(&[0; 32]));
    refused(&mut c, "null key", ERR_ARG, |c| unsafe { aes_testbench::c_driver::aes_axis_load_key(c.dev(), std::ptr::null(), 16) });
    refused(&mut c, "CBC on a build without it", ERR_MODE_UNSUPPORTED, |c| c.set_mode(Mode::Cbc));
    refused(&mut c, "mode code 7", ERR_MODE_UNSUPPORTED, |c| c.set_mode_code(7));
    refused(&mut c, "ECB decryption without the inverse cipher", ERR_DECRYPT_UNSUPPORTED, |c| c.process(true, 0, 2048, 16));
    refused(&mut c, "null IV", ERR_ARG, |c| unsafe { aes_testbench::c_driver::aes_axis_set_iv(c.dev(), std::ptr::null()) });
    assert_eq!(c.caps() & caps::CBC, 0);
    // The refused calls changed nothing: CTR decryption (forward cipher) still runs.
    assert_eq!(c.set_mode(Mode::Ctr), OK);
    let iv = [3u8; 16];
    assert_eq!(c.set_iv(&iv), OK);
    write(&mut c, 0, &[9; 48]);
    assert_eq!(c.process(true, 0, 2048, 48), OK);
    assert_eq!(read(&c, 2048, 48), mode_reference(Mode::Ctr, &[5; 16], true, iv, &[9; 48]).0);

    // No IV registers without modes.
    let (_sys, mut c) = rust_hdl(CoreOptions::ECB_ONLY, 64);
    refused(&mut c, "IV on a build without modes", ERR_NO_IV_REGISTERS, |c| c.set_iv(&[0; 16]));
    refused(&mut c, "IV read on a build without modes", ERR_NO_IV_REGISTERS, |c| c.iv().0);
    refused(&mut c, "CTR on a build without modes", ERR_MODE_UNSUPPORTED, |c| c.set_mode(Mode::Ctr));

    // A device that was never opened, a config that allows no transfer, no platform.
    let sys = system(sim(AesAxis::new(CoreOptions::ECB_ONLY)), CoreOptions::ECB_ONLY, DmaConfig::default(), MEMORY);
    let mut c = CDriver::new(&sys, MEMORY);
    refused(&mut c, "unopened device", ERR_ARG, |c| c.load_key(&[0; 16]));
    let tiny = CConfig { max_transfer: 15, ..CDriver::<Sim<AesAxis>>::default_config() };
    refused(&mut c, "max_transfer below a block", ERR_ARG, |c| c.open(&tiny));
    refused(&mut c, "encrypt after a failed open", ERR_ARG, |c| c.process(false, 0, 1024, 16));
    let cfg = CDriver::<Sim<AesAxis>>::default_config();
    refused(&mut c, "no platform", ERR_ARG, |c| unsafe { aes_testbench::c_driver::aes_axis_open(c.dev(), std::ptr::null(), &cfg) });
}

/// The error paths that need the hardware: each a code and details, and no DMA transfer left
/// running afterwards.
#[test]
fn errors_from_the_hardware() {
    let halted = |sys: &Shared<Sim<AesAxis>>| {
        let s = sys.borrow();
        for r in [reg::MM2S_DMASR, reg::S2MM_DMASR] {
            assert_ne!(s.dma.read(r) & dmasr::HALTED, 0, "DMASR {r:#x} = {:#x}: a channel still runs", s.dma.read(r));
        }
    };
    let options = CoreOptions::default();
    let default = CDriver::<Sim<AesAxis>>::default_config();

    // A wrong base address: the DMA's window, whose offset 0x3C is no ID.
    let sys = system(sim(AesAxis::new(options)), options, DmaConfig::default(), MEMORY);
    let mut c = CDriver::new(&sys, MEMORY);
    let wrong = CConfig { regs_base: default.dma_base, ..default };
    assert_eq!(c.open(&wrong), ERR_BAD_ID);
    let (status, what, _, _, value) = c.last_error();
    assert_eq!((status, what.as_str()), (ERR_BAD_ID, "ID"));
    assert_eq!(value, sys.borrow().dma.read(0x3C));
    assert_eq!(c.load_key(&[0; 16]), ERR_ARG, "a device whose open failed is refused");

    // KEY_READY not within one poll: the derivation takes longer.
    let cfg = CConfig { key_ready_polls: 1, ..default };
    let (_sys, mut c) = opened(sim(AesAxis::new(options)), options, DmaConfig::default(), cfg);
    assert_eq!(c.load_key(&[1; 16]), ERR_TIMEOUT);
    assert_eq!(c.last_error().1, "STATUS.KEY_READY");
    assert_eq!(c.process(false, 0, 1024, 16), ERR_NO_KEY, "a key that timed out is not loaded");

    // An output buffer the DMA cannot decode (the CPU's memory is larger than the DDR model):
    // S2MM reports DMADecErr, the driver resets the DMA, the output is untouched.
    let (sys, mut c) = rust_hdl(options, 1 << 20);
    assert_eq!(c.load_key(&[1; 16]), OK);
    c.platform.ram[MEMORY..MEMORY + 32].fill(0x55);
    assert_eq!(c.process(false, 0, MEMORY, 32), ERR_DMA);
    let (_, _, channel, status, _) = c.last_error();
    assert_eq!(channel, 1, "S2MM");
    assert_ne!(status & dmasr::DMA_DEC_ERR, 0, "DMASR {status:#x}");
    assert_eq!(read(&c, MEMORY, 32), vec![0x55; 32]);
    halted(&sys);

    // Idle not within the polls allowed (a slow memory port, no allowance per block): a timeout,
    // and the transfer still in progress is stopped by a reset.
    let slow = DmaConfig { bus_bytes: 1, ..DmaConfig::default() };
    let cfg = CConfig { idle_polls: 0, ..default };
    let (sys, mut c) = opened(sim(AesAxis::new(options)), options, slow, cfg);
    assert_eq!(c.load_key(&[1; 16]), OK);
    assert_eq!(c.process(false, 0, 1024, 64), ERR_TIMEOUT);
    assert_eq!(c.last_error().1, "MM2S Idle");
    halted(&sys);
    assert!(strerror(ERR_TIMEOUT).starts_with("timeout"));
}

// ---- AES-GCM ----

const GCM_BUFFER: usize = 1024;
/// Where the GCM work buffer lies in the CPU's memory (DMA memory).
const GCM_AT: usize = 3072;

/// A GCM build on rust-hdl (the exported builds do not have GCM yet) with the C driver on it,
/// its work buffer set; the scoreboard off (its block checks are not GCM's: `aes-gcm` checks).
fn gcm_system(options: CoreOptions) -> (Shared<Sim<AesAxis>>, CDriver<Sim<AesAxis>>) {
    let (sys, mut c) = rust_hdl(options, 1 << 20);
    sys.borrow_mut().bench.scoreboard_on = false;
    assert_eq!(c.gcm_set_buffer(GCM_AT, GCM_BUFFER), OK);
    (sys, c)
}

/// The work buffer is zero in the CPU's view and in the DDR.
fn assert_buffer_wiped(sys: &Shared<Sim<AesAxis>>, c: &CDriver<Sim<AesAxis>>, what: &str) {
    assert!(read(c, GCM_AT, GCM_BUFFER).iter().all(|&b| b == 0), "{what}: work buffer (CPU) not wiped");
    let s = sys.borrow();
    let i = s.dma.memory.index(aes_testbench::dma_system::BUFFER_BASE + GCM_AT as u64, GCM_BUFFER).unwrap();
    assert!(s.dma.memory.bytes[i..i + GCM_BUFFER].iter().all(|&b| b == 0), "{what}: work buffer (DDR) not wiped");
}

fn gcm_iv(c: &mut CDriver<Sim<AesAxis>>) -> [u8; 12] {
    let (r, iv) = c.iv();
    assert_eq!(r, OK);
    iv[..12].try_into().unwrap()
}

/// Random messages (AAD 0-100 bytes, payload 0-300; the empty message, AAD alone, payload alone
/// among them) in both
/// directions under every key size, against RustCrypto's `aes-gcm`: ciphertext, tag and
/// plaintext to the byte, the IV hand-over read back after each call, the work buffer wiped
/// after each decryption; a CTR buffer between GCM messages checks that the mode switches back.
#[test]
fn gcm_random_messages_against_aes_gcm() {
    let start = std::time::Instant::now();
    let (sys, mut c) = gcm_system(CoreOptions::FULL.with_gcm(true));
    assert_eq!(c.id(), id::ID_GCM);
    let mut rng = StdRng::seed_from_u64(0xC0D6);
    let mut messages = 0;
    for key_bytes in [16, 24, 32] {
        let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let g = Gcm::new(&key).unwrap();
        assert_eq!(c.load_key(&key), OK);
        for k in 0..12 {
            // The edges first: the empty message, AAD alone (GMAC, a partial AAD beat), payload
            // alone, both in whole beats; then random lengths.
            let (a, p) = match k {
                0 => (0, 0),
                1 => (13, 0),
                2 => (0, 33),
                3 => (16, 16),
                _ => aes_testbench::gcm_bench::random_lengths(&mut rng),
            };
            let what = format!("AES-{} message {k}: {a} B AAD, {p} B", key_bytes * 8);
            let iv: [u8; 12] = rng.gen();
            let aad: Vec<u8> = (0..a).map(|_| rng.gen()).collect();
            let pt: Vec<u8> = (0..p).map(|_| rng.gen()).collect();
            let (ct, tag) = g.seal(&iv, &aad, &pt);
            let (r, out, got_tag) = c.gcm_encrypt(&iv, &aad, &pt, 0xAA);
            assert_eq!(r, OK, "{what}: {:?}", c.last_error());
            assert_eq!((out, got_tag), (ct.clone(), tag), "{what}: encryption");
            assert_eq!(gcm_iv(&mut c), next_iv(&iv), "{what}: IV after encryption");
            let (r, out) = c.gcm_decrypt(&iv, &aad, &ct, &tag, 0xAA);
            assert_eq!(r, OK, "{what}: {:?}", c.last_error());
            assert_eq!(out, pt, "{what}: decryption");
            assert_eq!(gcm_iv(&mut c), next_iv(&iv), "{what}: IV after decryption");
            assert_buffer_wiped(&sys, &c, &what);
            messages += 2;
            if k % 3 == 2 {
                let ctr_iv: [u8; 16] = rng.gen();
                let data: Vec<u8> = (0..48).map(|_| rng.gen()).collect();
                assert_eq!(c.set_mode(Mode::Ctr), OK);
                assert_eq!(c.set_iv(&ctr_iv), OK);
                write(&mut c, 0, &data);
                assert_eq!(c.process(false, 0, 256, 48), OK);
                assert_eq!(read(&c, 256, 48), mode_reference(Mode::Ctr, &key, false, ctr_iv, &data).0, "{what}: CTR after GCM");
            }
        }
    }
    assert!(c.platform.bus_errors.is_empty(), "{:?}", c.platform.bus_errors);
    assert_eq!(c.status_register().1 & status::LENGTH_ERR, 0, "every packet well formed");
    eprintln!("{messages} GCM calls through the C driver in {:.2} s, {} cycles", start.elapsed().as_secs_f64(), sys.borrow().cycle());
}

/// The self-check on GCM builds: the McGrew-Viega test cases pass both ways and their tampered
/// tags are refused; the encrypt-only AES-128 build skips the AES-192 and AES-256 cases.
#[test]
fn example_selftest_passes_the_gcm_vectors() {
    let (_sys, mut c) = gcm_system(CoreOptions::FULL.with_gcm(true));
    let (failures, lines) = c.selftest(0, 1024);
    assert_eq!(failures, 0, "{lines:#?}");
    assert_eq!(lines.iter().filter(|l| l.starts_with("PASS ")).count(), 3 * 2 + 5 * 2 + 5 * 3, "{lines:#?}");
    for l in ["PASS GCM Test Case 1 AES-128 (empty) decrypt", "PASS GCM Test Case 16 AES-256 tampered tag refused"] {
        assert!(lines.contains(&l.to_string()), "{l}: {lines:#?}");
    }

    let (_sys, mut c) = gcm_system(CoreOptions::ENCRYPT_128.with_gcm(true));
    let (failures, lines) = c.selftest(0, 1024);
    assert_eq!(failures, 0, "{lines:#?}");
    let gcm: Vec<&str> = lines.iter().filter(|l| l.contains(" GCM ")).map(String::as_str).collect();
    assert_eq!(gcm.len(), 3 * 3 + 2, "{gcm:#?}");
    assert!(gcm.contains(&"SKIP GCM Test Case 10 AES-192: not in this build"), "{gcm:#?}");
    assert!(gcm.contains(&"SKIP GCM Test Case 16 AES-256: not in this build"), "{gcm:#?}");
}

/// A changed tag (every byte position), AAD, ciphertext or IV is refused with ERR_TAG, the
/// output zeroed (it started as 0xAA) and the work buffer wiped; truncated tags (SP 800-38D
/// 5.2.1.2) are compared on their length; the empty message's tag is checked as well.
#[test]
fn gcm_tampered_messages_are_refused_and_release_no_plaintext() {
    let (sys, mut c) = gcm_system(CoreOptions::ENCRYPT_128.with_gcm(true));
    let mut rng = StdRng::seed_from_u64(0xC0D7);
    let key: [u8; 16] = rng.gen();
    let g = Gcm::new(&key).unwrap();
    assert_eq!(c.load_key(&key), OK);
    let iv: [u8; 12] = rng.gen();
    let aad: Vec<u8> = (0..20).map(|_| rng.gen()).collect();
    let pt: Vec<u8> = (0..37).map(|_| rng.gen()).collect();
    let (ct, tag) = g.seal(&iv, &aad, &pt);
    let check = |c: &mut CDriver<Sim<AesAxis>>, what: &str, iv: [u8; 12], aad: &[u8], ct: &[u8], tag: &[u8]| {
        let (r, out) = c.gcm_decrypt(&iv, aad, ct, tag, 0xAA);
        assert_eq!(r, ERR_TAG, "{what}");
        assert!(out.iter().all(|&b| b == 0), "{what}: output not zeroed: {out:02x?}");
        assert_eq!(c.last_error().0, ERR_TAG, "{what}");
        assert_buffer_wiped(&sys, c, what);
    };
    for byte in 0..16 {
        let mut t = tag;
        t[byte] ^= 1 << (byte % 8);
        check(&mut c, &format!("tag byte {byte}"), iv, &aad, &ct, &t);
    }
    let mut a = aad.clone();
    a[19] ^= 0x80;
    check(&mut c, "AAD", iv, &a, &ct, &tag);
    check(&mut c, "AAD one byte shorter", iv, &aad[..19], &ct, &tag);
    let mut x = ct.clone();
    x[36] ^= 1;
    check(&mut c, "last ciphertext byte", iv, &aad, &x, &tag);
    let mut v = iv;
    v[11] ^= 1;
    check(&mut c, "IV", v, &aad, &ct, &tag);
    assert!(strerror(ERR_TAG).starts_with("authentication failed"));
    // Truncated tags: the prefix of the right tag passes, a changed one does not.
    for n in [15, 12, 8, 4] {
        let (r, out) = c.gcm_decrypt(&iv, &aad, &ct, &tag[..n], 0xAA);
        assert_eq!((r, out), (OK, pt.clone()), "{n}-byte tag");
        let mut t = tag[..n].to_vec();
        t[n - 1] ^= 0x40;
        check(&mut c, &format!("{n}-byte tag"), iv, &aad, &ct, &t);
    }
    // The empty message: its tag E_K(J0).
    let (_, empty_tag) = g.seal(&iv, &[], &[]);
    assert_eq!(c.gcm_encrypt(&iv, &[], &[], 0), (OK, vec![], empty_tag));
    assert_eq!(c.gcm_decrypt(&iv, &[], &[], &empty_tag, 0), (OK, vec![]));
    let mut t = empty_tag;
    t[0] ^= 2;
    check(&mut c, "empty message", iv, &[], &[], &t);
    // Still in step: the right message decrypts.
    assert_eq!(c.gcm_decrypt(&iv, &aad, &ct, &tag, 0xAA), (OK, pt));
    assert_eq!(c.status_register().1 & status::LENGTH_ERR, 0);
}

/// NIST CAVP records through the C driver (every 13th decrypt record and every 25th encrypt
/// record of the kept subset, all three key sizes): each FAIL record is refused with its output
/// zeroed, every other record gives the published plaintext, ciphertext and tag.
#[test]
fn gcm_cavp_records() {
    use aes_testbench::cavp_gcm::{records, FILES};
    let (_sys, mut c) = gcm_system(CoreOptions::FULL.with_gcm(true));
    let (mut fails, mut passes, mut tag_lengths) = (0, 0, std::collections::BTreeSet::new());
    for (file, decrypt) in FILES {
        for rec in records(file).into_iter().step_by(if decrypt { 13 } else { 25 }) {
            assert_eq!(c.load_key(&rec.key), OK, "{}", rec.name);
            tag_lengths.insert(rec.tag.len());
            let (r, out) = c.gcm_decrypt(&rec.iv, &rec.aad, &rec.ciphertext, &rec.tag, 0xAA);
            match &rec.plaintext {
                None => {
                    assert_eq!(r, ERR_TAG, "{}: FAIL record accepted", rec.name);
                    assert!(out.iter().all(|&b| b == 0), "{}: output not zeroed", rec.name);
                    fails += 1;
                }
                Some(pt) => {
                    assert_eq!((r, &out), (OK, pt), "{}: decryption", rec.name);
                    let (r, ct, tag) = c.gcm_encrypt(&rec.iv, &rec.aad, pt, 0xAA);
                    assert_eq!((r, &ct, &tag[..rec.tag.len()]), (OK, &rec.ciphertext, &rec.tag[..]), "{}: encryption", rec.name);
                    passes += 1;
                }
            }
        }
    }
    eprintln!("CAVP: {fails} FAIL records refused, {passes} records decrypted and encrypted, tag lengths {tag_lengths:?}");
    assert!(fails >= 20 && passes >= 40, "{fails} FAIL records, {passes} others");
    assert!(tag_lengths.len() >= 5, "tag lengths {tag_lengths:?}");
}

/// Bad GCM input: each call refused with its code, no register access, no cache operation, the
/// output untouched; a build without GCM refuses the calls (and `set_mode` refuses mode 5).
#[test]
fn gcm_bad_input_touches_no_hardware() {
    let (_sys, mut c) = rust_hdl(CoreOptions::ENCRYPT_128.with_gcm(true), 256);
    let iv = [1u8; 12];
    let tag = [0u8; 16];
    let data = [7u8; 48];
    let null = std::ptr::null::<u8>();
    let enc = |c: &mut CDriver<Sim<AesAxis>>, iv: *const u8, aad: *const u8, aad_len: usize, i: *const u8, o: *mut u8, len: usize, t: *mut u8| unsafe {
        aes_testbench::c_driver::aes_axis_gcm_encrypt(c.dev(), iv, aad, aad_len, i, o, len, t)
    };
    let dec = |c: &mut CDriver<Sim<AesAxis>>, iv: *const u8, aad: *const u8, aad_len: usize, i: *const u8, o: *mut u8, len: usize, t: *const u8, tl: usize| unsafe {
        aes_testbench::c_driver::aes_axis_gcm_decrypt(c.dev(), iv, aad, aad_len, i, o, len, t, tl)
    };
    let out = c.ram_ptr(2048);
    let mut t = [0u8; 16];
    let tp = t.as_mut_ptr();
    refused(&mut c, "no key", ERR_NO_KEY, |c| enc(c, iv.as_ptr(), null, 0, data.as_ptr(), out, 48, tp));
    assert_eq!(c.load_key(&[5; 16]), OK);
    refused(&mut c, "no work buffer", ERR_ARG, |c| enc(c, iv.as_ptr(), null, 0, data.as_ptr(), out, 48, tp));
    refused(&mut c, "null work buffer", ERR_ARG, |c| unsafe { aes_testbench::c_driver::aes_axis_gcm_set_buffer(c.dev(), std::ptr::null_mut(), 64) });
    refused(&mut c, "work buffer of 16 bytes", ERR_BUFFER_TOO_SMALL, |c| c.gcm_set_buffer(GCM_AT, 16));
    refused(&mut c, "work buffer past the DMA memory", ERR_NOT_DMA_MEMORY, |c| c.gcm_set_buffer(2 * MEMORY - 64, 128));
    assert_eq!(c.gcm_set_buffer(GCM_AT, 64), OK);
    refused(&mut c, "null IV", ERR_ARG, |c| enc(c, null, null, 0, data.as_ptr(), out, 48, tp));
    refused(&mut c, "null tag", ERR_ARG, |c| enc(c, iv.as_ptr(), null, 0, data.as_ptr(), out, 48, std::ptr::null_mut()));
    refused(&mut c, "null AAD with a length", ERR_ARG, |c| enc(c, iv.as_ptr(), null, 4, data.as_ptr(), out, 48, tp));
    refused(&mut c, "null input", ERR_ARG, |c| enc(c, iv.as_ptr(), null, 0, null, out, 48, tp));
    refused(&mut c, "null output", ERR_ARG, |c| enc(c, iv.as_ptr(), null, 0, data.as_ptr(), std::ptr::null_mut(), 48, tp));
    refused(&mut c, "null received tag", ERR_ARG, |c| dec(c, iv.as_ptr(), null, 0, data.as_ptr(), out, 48, null, 16));
    for n in [0, 1, 5, 9, 11, 17] {
        refused(&mut c, &format!("{n}-byte tag"), ERR_BAD_TAG_LENGTH, |c| dec(c, iv.as_ptr(), null, 0, data.as_ptr(), out, 48, tag.as_ptr(), n));
    }
    // 64 bytes of work buffer: 1 AAD beat, 2 payload beats and the tag fit, one more AAD byte not.
    refused(&mut c, "message over the work buffer", ERR_BUFFER_TOO_SMALL, |c| {
        let aad = [0u8; 17];
        enc(c, iv.as_ptr(), aad.as_ptr(), 17, data.as_ptr(), out, 32, tp)
    });
    assert_eq!(c.last_error().4, 16 * (2 + 2 + 1), "bytes needed");
    refused(&mut c, "input inside the work buffer", ERR_OVERLAP, |c| {
        let i = c.ram_ptr(GCM_AT + 32);
        enc(c, iv.as_ptr(), null, 0, i, out, 16, tp)
    });
    refused(&mut c, "tag inside the work buffer", ERR_OVERLAP, |c| {
        let t = c.ram_ptr(GCM_AT + 56);
        enc(c, iv.as_ptr(), null, 0, data.as_ptr(), out, 16, t)
    });
    assert_eq!(c.gcm_set_buffer(GCM_AT, 1024), OK);
    refused(&mut c, "message over one DMA transfer (256 bytes)", ERR_GCM_TOO_LONG, |c| {
        let big = [0u8; 241];
        enc(c, iv.as_ptr(), null, 0, big.as_ptr(), out, 241, tp)
    });
    refused(&mut c, "mode code 5 through set_mode", ERR_MODE_UNSUPPORTED, |c| c.set_mode_code(5));
    // The refused calls changed nothing: a message still goes through.
    one_message_goes_through(&mut c);

    let (_sys, mut c) = rust_hdl(CoreOptions::FULL, 256);
    assert_eq!(c.load_key(&[5; 16]), OK);
    assert_eq!(c.gcm_set_buffer(GCM_AT, 256), OK);
    refused(&mut c, "GCM on a build without it", ERR_GCM_UNSUPPORTED, |c| c.gcm_encrypt(&iv, &[], &data, 0).0);
    refused(&mut c, "GCM decryption on a build without it", ERR_GCM_UNSUPPORTED, |c| c.gcm_decrypt(&iv, &[], &data, &tag, 0).0);
    assert_eq!(c.last_error().4, CoreOptions::FULL.caps(), "CAPS in the details");
}

/// One message on a GCM build with key [5; 16], against `aes-gcm`.
fn one_message_goes_through(c: &mut CDriver<Sim<AesAxis>>) {
    c.platform.sys.borrow_mut().bench.scoreboard_on = false;
    let (ct, tag) = Gcm::new(&[5; 16]).unwrap().seal(&[2; 12], &[3; 5], &[4; 21]);
    assert_eq!(c.gcm_encrypt(&[2; 12], &[3; 5], &[4; 21], 0), (OK, ct, tag));
}

/// `STATUS.LENGTH_ERR` after the driver's packet (here left by a malformed packet sent around
/// the driver: 16 bytes while `AAD_LEN` promises 48) gives ERR_GCM_LENGTH and no output, and is
/// cleared, so that the next message goes through.
#[test]
fn gcm_length_error_is_reported_and_cleared() {
    use aes_fpga_driver::regs::offset;
    use aes_fpga_driver::Registers;
    use aes_testbench::dma_system::{CoreRegs, DmaRegs, BUFFER_BASE};
    let (sys, mut c) = gcm_system(CoreOptions::ENCRYPT_128.with_gcm(true));
    assert_eq!(c.load_key(&[5; 16]), OK);
    one_message_goes_through(&mut c);
    CoreRegs(sys.clone()).write32(offset::AAD_LEN, 48).unwrap();
    let mut dma = DmaRegs(sys.clone());
    for (r, v) in [(reg::S2MM_DA, BUFFER_BASE as u32), (reg::S2MM_LENGTH, 32), (reg::MM2S_SA, BUFFER_BASE as u32), (reg::MM2S_LENGTH, 16)] {
        dma.write32(r, v).unwrap();
    }
    for _ in 0..200 {
        sys.borrow_mut().step();
    }
    assert_eq!(dma.read32(reg::S2MM_LENGTH).unwrap(), 32, "the malformed packet came out as 2 beats");
    assert_ne!(c.status_register().1 & status::LENGTH_ERR, 0);
    let (r, out, _) = c.gcm_encrypt(&[2; 12], &[3; 5], &[4; 21], 0xAA);
    assert_eq!((r, c.last_error().1.as_str()), (ERR_GCM_LENGTH, "STATUS.LENGTH_ERR"));
    assert_eq!(out, vec![0xAA; 21], "no output");
    assert_eq!(c.status_register().1 & status::LENGTH_ERR, 0, "cleared");
    one_message_goes_through(&mut c);
}

// ---- XTS-AES ----

/// DDR of the XTS tests: inputs at 0, outputs at `XTS_OUT`, the work buffer at `XTS_WORK`.
const XTS_MEMORY: usize = 32 << 10;
const XTS_OUT: usize = 12 << 10;
const XTS_WORK: usize = 24 << 10;
const XTS_WORK_SIZE: usize = 2048;

/// A build on rust-hdl with `XTS_MEMORY` bytes of DDR (the CPU sees twice as much), the C driver
/// on it with transfers of at most `max_transfer` bytes, its work buffer set.
fn xts_system(options: CoreOptions, max_transfer: usize) -> (Shared<Sim<AesAxis>>, CDriver<Sim<AesAxis>>) {
    let sys = system(sim(AesAxis::new(options)), options, DmaConfig::default(), XTS_MEMORY);
    let mut c = CDriver::new(&sys, 2 * XTS_MEMORY);
    let cfg = CConfig { max_transfer, ..CDriver::<Sim<AesAxis>>::default_config() };
    assert_eq!(c.open(&cfg), OK, "{:?}", c.last_error());
    assert_eq!(c.set_work_buffer(XTS_WORK, XTS_WORK_SIZE), OK);
    (sys, c)
}

/// `data` as sectors of `size` bytes numbered from `first`, by `xts-mode`.
fn xts_reference(key1: &[u8], key2: &[u8], decrypt: bool, first: u64, size: usize, data: &[u8]) -> Vec<u8> {
    let x = Xts::new(key1, key2).unwrap();
    let mut out = data.to_vec();
    for (k, sector) in out.chunks_mut(size).enumerate() {
        let n = first as u128 + k as u128;
        if decrypt {
            x.decrypt_unit(sector, n);
        } else {
            x.encrypt_unit(sector, n);
        }
    }
    out
}

/// Sectors through the C driver against `xts-mode`: both key sizes and directions, sectors of
/// 512 and 4,096 bytes (straight from and to the caller's DMA memory, in place for some) and of
/// 16, 17 and 520 (ciphertext stealing through a 2 KiB work buffer, several loads of it per
/// call), three sectors per call and a call continuing the numbers, numbers across 2^32 and
/// 2^64; the sector number the design hands over read back from `IV0..IV3` after each call; a
/// CTR buffer between XTS calls runs under Key1.
#[test]
fn xts_sectors_against_xts_mode() {
    let (sys, mut c) = xts_system(CoreOptions::default(), 1 << 20);
    assert_eq!(c.id(), id::ID_XTS);
    let mut rng = StdRng::seed_from_u64(0xC0D8);
    let mut calls = 0;
    for key_bytes in [16, 32] {
        let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let key2: Vec<u8> = key1.iter().map(|b| b ^ 0x5A).collect();
        assert_eq!(c.xts_load_keys(&key1, &key2), OK, "{:?}", c.last_error());
        for decrypt in [false, true] {
            for (size, first) in [(512, rng.gen::<u32>() as u64), (4096, u32::MAX as u64 - 1), (16, u64::MAX - 2), (17, 7), (520, rng.gen())] {
                let what = format!("AES-{} decrypt {decrypt}, {size}-byte sectors from {first:#x}", key_bytes * 8);
                let data: Vec<u8> = (0..4 * size).map(|_| rng.gen()).collect();
                let in_place = rng.gen_bool(0.5);
                let dst = if in_place { 0 } else { XTS_OUT };
                write(&mut c, 0, &data);
                assert_eq!(c.xts(decrypt, first, size, 0, dst, 3 * size), OK, "{what}: {:?}", c.last_error());
                assert_eq!(read(&c, dst, 3 * size), xts_reference(&key1, &key2, decrypt, first, size, &data[..3 * size]), "{what}");
                let next = first as u128 + 3;
                assert_eq!(c.iv(), (OK, next.to_le_bytes()), "{what}: the sector number handed over");
                if next < 1 << 64 {
                    write(&mut c, 0, &data[3 * size..]);
                    assert_eq!(c.xts(decrypt, next as u64, size, 0, dst, size), OK, "{what}: {:?}", c.last_error());
                    assert_eq!(read(&c, dst, size), xts_reference(&key1, &key2, decrypt, next as u64, size, &data[3 * size..]), "{what}: continuing");
                }
                calls += 2;
            }
        }
        // CTR under Key1 between XTS calls, then XTS again with the keys loaded.
        let ctr_iv: [u8; 16] = rng.gen();
        let data: Vec<u8> = (0..48).map(|_| rng.gen()).collect();
        assert_eq!(c.set_mode(Mode::Ctr), OK);
        assert_eq!(c.set_iv(&ctr_iv), OK);
        write(&mut c, 0, &data);
        assert_eq!(c.process(false, 0, XTS_OUT, 48), OK);
        assert_eq!(read(&c, XTS_OUT, 48), mode_reference(Mode::Ctr, &key1, false, ctr_iv, &data).0, "CTR under Key1");
        write(&mut c, 0, &data);
        assert_eq!(c.xts(false, 1, 48, 0, XTS_OUT, 48), OK);
        assert_eq!(read(&c, XTS_OUT, 48), xts_reference(&key1, &key2, false, 1, 48, &data), "XTS after CTR");
    }
    assert!(c.platform.bus_errors.is_empty(), "{:?}", c.platform.bus_errors);
    assert_eq!(c.status_register().1 & status::LENGTH_ERR, 0, "every data unit well formed");
    eprintln!("{calls} XTS calls through the C driver, {} cycles", sys.borrow().cycle());
}

/// Bad XTS input: each call refused with its code, no register access, no cache operation, the
/// output untouched; the keys' checks, the data units', the buffers', and what the build lacks.
#[test]
fn xts_bad_input_touches_no_hardware() {
    let (_sys, mut c) = xts_system(CoreOptions::default(), 1024);
    let (k1, k2) = ([1u8; 16], [2u8; 16]);
    c.platform.ram[2048..2112].fill(0xAA);
    refused(&mut c, "sectors before the XTS keys", ERR_NO_KEY, |c| c.xts(false, 0, 32, 0, 2048, 64));
    for (what, a, b) in [("AES-192 keys", &[1u8; 24][..], &[2u8; 24][..]), ("20-byte keys", &[1; 20], &[2; 20]), ("equal keys", &[3; 32], &[3; 32])] {
        refused(&mut c, what, ERR_XTS_KEY, |c| c.xts_load_keys(a, b));
    }
    refused(&mut c, "a null key", ERR_ARG, |c| unsafe { aes_testbench::c_driver::aes_axis_xts_load_keys(c.dev(), k1.as_ptr(), std::ptr::null(), 16) });
    assert_eq!(c.xts_load_keys(&k1, &k2), OK);
    refused(&mut c, "15-byte sectors", ERR_XTS_DATA_UNIT, |c| c.xts(false, 0, 15, 0, 2048, 30));
    refused(&mut c, "0-byte sectors", ERR_XTS_DATA_UNIT, |c| c.xts(false, 0, 0, 0, 2048, 32));
    refused(&mut c, "a length of no whole number of sectors", ERR_XTS_DATA_UNIT, |c| c.xts(true, 0, 32, 0, 2048, 48));
    refused(&mut c, "a sector over one DMA transfer", ERR_XTS_DATA_UNIT, |c| c.xts(false, 0, 1040, 0, 4096, 1040));
    assert_eq!(c.last_error().4, 1040);
    refused(&mut c, "a stolen sector over one transfer", ERR_XTS_DATA_UNIT, |c| c.xts(false, 0, 1025, 0, 4096, 1025));
    refused(&mut c, "partial overlap", ERR_OVERLAP, |c| c.xts(false, 0, 32, 2048 - 16, 2048, 64));
    refused(&mut c, "output past the DMA memory", ERR_NOT_DMA_MEMORY, |c| c.xts(false, 0, 32, 0, 2 * XTS_MEMORY - 32, 64));
    refused(&mut c, "input overlapping the work buffer", ERR_OVERLAP, |c| c.xts(false, 0, 17, XTS_WORK + 8, 2048, 34));
    refused(&mut c, "null input", ERR_ARG, |c| {
        let o = c.ram_ptr(2048);
        c.xts_raw(false, 0, 32, std::ptr::null(), o, 32)
    });
    // A work buffer smaller than one stolen sector's beats.
    assert_eq!(c.set_work_buffer(XTS_WORK, 512), OK);
    refused(&mut c, "a stolen sector over the work buffer", ERR_BUFFER_TOO_SMALL, |c| c.xts(false, 0, 520, 0, 4096, 520));
    // The refused calls changed nothing: sectors go through.
    let data: Vec<u8> = (0..68).collect();
    write(&mut c, 0, &data);
    assert_eq!(c.xts(false, 9, 17, 0, 4096, 68), OK, "{:?}", c.last_error());
    assert_eq!(read(&c, 4096, 68), xts_reference(&k1, &k2, false, 9, 17, &data));

    // No work buffer for stolen sectors.
    let (_sys, mut c) = rust_hdl(CoreOptions::default(), 1024);
    assert_eq!(c.xts_load_keys(&k1, &k2), OK);
    refused(&mut c, "stolen sectors without a work buffer", ERR_ARG, |c| c.xts(false, 0, 17, 0, 2048, 17));
    assert_eq!(c.last_error().1, "work buffer not set");

    // No XTS in the build.
    let options = CoreOptions::default().with_xts(false);
    let (_sys, mut c) = rust_hdl(options, 1024);
    refused(&mut c, "XTS keys on a build without XTS", ERR_MODE_UNSUPPORTED, |c| c.xts_load_keys(&k1, &k2));
    refused(&mut c, "XTS sectors on a build without XTS", ERR_MODE_UNSUPPORTED, |c| c.xts(false, 0, 32, 0, 2048, 32));
    assert_eq!(c.last_error().4, options.caps(), "CAPS in the details");
    refused(&mut c, "mode code 6 through set_mode", ERR_MODE_UNSUPPORTED, |c| c.set_mode_code(Mode::Xts.code() as i32));

    // Encrypt-only AES-128 with XTS: encryption runs, decryption and AES-256 keys are refused.
    let options = CoreOptions::ENCRYPT_128.with_xts(true);
    let (_sys, mut c) = rust_hdl(options, 1024);
    refused(&mut c, "AES-256 XTS keys on an AES-128 build", ERR_KEY_SIZE_UNSUPPORTED, |c| c.xts_load_keys(&[1; 32], &[2; 32]));
    assert_eq!(c.xts_load_keys(&k1, &k2), OK);
    refused(&mut c, "XTS decryption without the inverse cipher", ERR_DECRYPT_UNSUPPORTED, |c| c.xts(true, 0, 32, 0, 2048, 32));
    let data: Vec<u8> = (0..64).collect();
    write(&mut c, 0, &data);
    assert_eq!(c.xts(false, 3, 32, 0, 2048, 64), OK);
    assert_eq!(read(&c, 2048, 64), xts_reference(&k1, &k2, false, 3, 32, &data), "XTS encryption on the encrypt-only build");
    for code in [ERR_XTS_KEY, ERR_XTS_DATA_UNIT, ERR_XTS_LENGTH] {
        assert!(strerror(code).contains("XTS"), "{code}: {}", strerror(code));
    }
}

/// `STATUS.LENGTH_ERR` after the driver's sectors (left by a malformed data unit sent around the
/// driver: one beat of 8 bytes) gives ERR_XTS_LENGTH and is cleared; the next call is right.
#[test]
fn xts_length_error_is_reported_and_cleared() {
    use aes_fpga_driver::Registers;
    use aes_testbench::dma_system::{DmaRegs, BUFFER_BASE};
    let (sys, mut c) = xts_system(CoreOptions::default(), 1 << 20);
    let (k1, k2) = ([4u8; 32], [5u8; 32]);
    assert_eq!(c.xts_load_keys(&k1, &k2), OK);
    let data = [6u8; 40];
    write(&mut c, 0, &data);
    assert_eq!(c.xts(false, 1, 20, 0, XTS_OUT, 40), OK);
    let mut dma = DmaRegs(sys.clone());
    for (r, v) in [(reg::S2MM_DA, BUFFER_BASE as u32 + 4096), (reg::S2MM_LENGTH, 16), (reg::MM2S_SA, BUFFER_BASE as u32), (reg::MM2S_LENGTH, 8)] {
        dma.write32(r, v).unwrap();
    }
    for _ in 0..200 {
        sys.borrow_mut().step();
    }
    assert_ne!(c.status_register().1 & status::LENGTH_ERR, 0);
    c.platform.ram[XTS_OUT..XTS_OUT + 40].fill(0xAA);
    assert_eq!(c.xts(false, 3, 20, 0, XTS_OUT, 40), ERR_XTS_LENGTH);
    assert_eq!(read(&c, XTS_OUT, 40), vec![0xAA; 40], "no output from the work buffer");
    assert_eq!(c.status_register().1 & status::LENGTH_ERR, 0, "cleared");
    assert_eq!(c.xts(false, 3, 20, 0, XTS_OUT, 40), OK);
    assert_eq!(read(&c, XTS_OUT, 40), xts_reference(&k1, &k2, false, 3, 20, &data));
}
