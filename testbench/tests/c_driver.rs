//! The C driver (`c/src/aes_axis.c`, built by `build.rs` with `-std=c99 -Wall -Wextra -Werror
//! -pedantic`) on the simulated system the Rust driver's tests use: the AXI DMA model and
//! `aes_axis` on the rust-hdl simulation and on Verilator's model of the exported Verilog (the
//! same model `driver_dma.rs` builds). Every byte is checked against the `aes` crate and
//! RustCrypto's mode crates, and the bench's scoreboard checks every block as well. The memory
//! model separates the CPU's view from the DDR, so the driver's cache maintenance is tested too.

use aes_fpga_driver::dma::{dmasr, reg};
use aes_fpga_driver::regs::{caps, id, Mode};
use aes_hdl::aes_axis::{aes_axis_verilog, AesAxis};
use aes_hdl::params::CoreOptions;
use aes_testbench::axi_dma::DmaConfig;
use aes_testbench::c_driver::{status::*, strerror, CConfig, CDriver};
use aes_testbench::dma_system::{system, Shared};
use aes_testbench::engine::AxisEngine;
use aes_testbench::modes_model::mode_reference;
use aes_testbench::sim::Sim;
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
    opened(Sim::new(AesAxis::new(options)), options, DmaConfig::default(), cfg)
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
    random_buffers(Sim::new(AesAxis::default()), 16, 6, 0xC0D1);
}

/// The volume test, on Verilator's model of the exported Verilog (shared with `driver_dma.rs`).
#[test]
fn random_buffers_on_verilator() {
    aes_testbench::tools::require("verilator");
    let engine = VerilatorAxis::new(&aes_axis_verilog()).unwrap();
    let start = std::time::Instant::now();
    let blocks = random_buffers(engine, 2000, 32, 0xC0D2);
    eprintln!("2000 buffers, {blocks} blocks through the C driver in {:.2} s", start.elapsed().as_secs_f64());
}

/// The example's self-check on the exported Verilog: every published vector passes.
#[test]
fn example_selftest_on_verilator() {
    aes_testbench::tools::require("verilator");
    let options = CoreOptions::default();
    let engine = VerilatorAxis::new(&aes_axis_verilog()).unwrap();
    let (_sys, mut c) = opened(engine, options, DmaConfig::default(), CDriver::<VerilatorAxis>::default_config());
    let (failures, lines) = c.selftest(0, 1024);
    assert_eq!((failures, lines.iter().filter(|l| l.starts_with("PASS ")).count()), (0, 16), "{lines:#?}");
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
/// on the full build, and on the encrypt-only AES-128 build skips exactly what `CAPS` lacks.
#[test]
fn example_selftest_passes_the_published_vectors() {
    let (_sys, mut c) = rust_hdl(CoreOptions::default(), 1 << 20);
    let (failures, lines) = c.selftest(0, 1024);
    assert_eq!(failures, 0, "{lines:#?}");
    let pass = lines.iter().filter(|l| l.starts_with("PASS ")).count();
    assert_eq!(pass, 3 * 2 + 5 * 2, "{lines:#?}");
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
    ]);
    assert_eq!(lines.iter().filter(|l| l.starts_with("PASS ")).count(), 1 + 1 + 3 * 2, "{lines:#?}");
}

/// Bad input: the call returns its code without a register access or a cache operation, and
/// the output buffer is untouched.
#[test]
fn bad_input_touches_no_hardware() {
    fn refused<E: AxisEngine>(c: &mut CDriver<E>, what: &str, want: i32, call: impl FnOnce(&mut CDriver<E>) -> i32) {
        let before = c.activity();
        let out = read(c, 2048, 64);
        assert_eq!(call(c), want, "{what}: {}", strerror(want));
        assert_eq!(c.activity(), before, "{what}: the hardware was touched");
        assert_eq!(read(c, 2048, 64), out, "{what}: output changed");
        assert_eq!(c.last_error().0, want, "{what}: last error");
    }
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
    let sys = system(Sim::new(AesAxis::new(CoreOptions::ECB_ONLY)), CoreOptions::ECB_ONLY, DmaConfig::default(), MEMORY);
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
    let sys = system(Sim::new(AesAxis::new(options)), options, DmaConfig::default(), MEMORY);
    let mut c = CDriver::new(&sys, MEMORY);
    let wrong = CConfig { regs_base: default.dma_base, ..default };
    assert_eq!(c.open(&wrong), ERR_BAD_ID);
    let (status, what, _, _, value) = c.last_error();
    assert_eq!((status, what.as_str()), (ERR_BAD_ID, "ID"));
    assert_eq!(value, sys.borrow().dma.read(0x3C));
    assert_eq!(c.load_key(&[0; 16]), ERR_ARG, "a device whose open failed is refused");

    // KEY_READY not within one poll: the derivation takes longer.
    let cfg = CConfig { key_ready_polls: 1, ..default };
    let (_sys, mut c) = opened(Sim::new(AesAxis::new(options)), options, DmaConfig::default(), cfg);
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
    let (sys, mut c) = opened(Sim::new(AesAxis::new(options)), options, slow, cfg);
    assert_eq!(c.load_key(&[1; 16]), OK);
    assert_eq!(c.process(false, 0, 1024, 64), ERR_TIMEOUT);
    assert_eq!(c.last_error().1, "MM2S Idle");
    halted(&sys);
    assert!(strerror(ERR_TIMEOUT).starts_with("timeout"));
}
