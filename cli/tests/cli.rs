//! The `aes-fpga` binary as a user runs it. Expected data comes from the `aes` crate, RustCrypto's
//! mode crates or the input files, never from the program.

use aes::cipher::{generic_array::GenericArray, BlockEncrypt, KeyInit};
use assert_cmd::Command;
use predicates::prelude::*;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

fn aes_fpga() -> Command {
    Command::cargo_bin("aes-fpga").unwrap()
}

fn repo_file(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join(rel)
}

/// Deterministic test data that is not a block pattern.
fn data(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i as u32).wrapping_mul(2_654_435_761).rotate_right(13) as u8).collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The directory holds nothing but `keep`.
fn only_files(dir: &Path, keep: &[&str]) {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    let mut want: Vec<String> = keep.iter().map(|s| s.to_string()).collect();
    want.sort();
    assert_eq!(names, want, "files left in {}", dir.display());
}

/// A shortened default run (the built-in workload at 1/64 of its size): every block checked,
/// one block per cycle, the AES-128 latency of the default export (rounds + 2, and 2 more for the
/// output delay of a build with GCM).
#[test]
fn default_workload_runs_one_block_per_cycle() {
    aes_fpga()
        .args(["simulate", "--blocks", "1024"])
        .assert()
        .success()
        .stdout(predicate::str::contains("AES-128 ECB encrypt, 1024 blocks"))
        .stdout(predicate::str::contains("1024 checked against the aes crate"))
        .stdout(predicate::str::contains("blocks/cycle:  1.000 in steady state"))
        .stdout(predicate::str::contains("1038 from the first input handshake to the last output handshake"))
        .stdout(predicate::str::contains("latency:       14 cycles"))
        .stdout(predicate::str::contains("3.20 GB/s (25.6 Gbit/s) projected at 200 MHz"))
        .stdout(predicate::str::contains("host software:"));
}

/// Without arguments the program runs `simulate`; `--help` lists the subcommands.
#[test]
fn help_lists_the_subcommands() {
    aes_fpga()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("export").and(predicate::str::contains("simulate")))
        .stdout(predicate::str::contains("wave").and(predicate::str::contains("speedup")));
}

/// Encrypts a file, checks the ciphertext with the aes crate, decrypts it back.
fn round_trip(key_hex: &str, len: usize, pad: bool) {
    let dir = TempDir::new().unwrap();
    let plain = data(len);
    let (input, cipher, back) = (dir.path().join("plain.bin"), dir.path().join("cipher.bin"), dir.path().join("back.bin"));
    std::fs::write(&input, &plain).unwrap();
    let pad_args: &[&str] = if pad { &["--pad", "pkcs7"] } else { &[] };

    aes_fpga()
        .args(["simulate", "--key", key_hex, "--input"])
        .arg(&input)
        .arg("--output")
        .arg(&cipher)
        .args(pad_args)
        .assert()
        .success();
    let ct = std::fs::read(&cipher).unwrap();

    // The aes crate's ECB encryption of the (padded) input.
    let key: Vec<u8> = (0..key_hex.len() / 2).map(|i| u8::from_str_radix(&key_hex[2 * i..2 * i + 2], 16).unwrap()).collect();
    let mut padded = plain.clone();
    if pad {
        let n = 16 - len % 16;
        padded.extend(std::iter::repeat(n as u8).take(n));
    }
    let mut want = padded.clone();
    for block in want.chunks_mut(16) {
        let b = GenericArray::from_mut_slice(block);
        match key.len() {
            16 => aes::Aes128::new(GenericArray::from_slice(&key)).encrypt_block(b),
            24 => aes::Aes192::new(GenericArray::from_slice(&key)).encrypt_block(b),
            _ => aes::Aes256::new(GenericArray::from_slice(&key)).encrypt_block(b),
        }
    }
    assert_eq!(hex(&ct), hex(&want), "ciphertext differs from the aes crate");

    aes_fpga()
        .args(["simulate", "--decrypt", "--key", key_hex, "--input"])
        .arg(&cipher)
        .arg("--output")
        .arg(&back)
        .args(pad_args)
        .assert()
        .success()
        .stdout(predicate::str::contains("decrypt"));
    assert_eq!(std::fs::read(&back).unwrap(), plain, "decryption did not restore the input");
    only_files(dir.path(), &["plain.bin", "cipher.bin", "back.bin"]);
}

#[test]
fn round_trip_aes128() {
    round_trip("2b7e151628aed2a6abf7158809cf4f3c", 16 * 300, false);
}

#[test]
fn round_trip_aes192_with_backpressure() {
    let dir = TempDir::new().unwrap();
    let input = dir.path().join("in.bin");
    std::fs::write(&input, data(16 * 200)).unwrap();
    aes_fpga()
        .args(["simulate", "--key", "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", "--backpressure", "0.3", "--input"])
        .arg(&input)
        .assert()
        .success()
        .stdout(predicate::str::contains("AES-192 ECB encrypt, 200 blocks"))
        .stdout(predicate::str::contains("200 checked against the aes crate"))
        .stdout(predicate::str::contains("latency:       16 cycles"));
}

#[test]
fn round_trip_aes256_padded() {
    round_trip("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", 1000, true);
}

/// CTR (one block per cycle) with an explicit IV, PKCS#7 padding and several DMA transfers: the
/// ciphertext equals RustCrypto's `ctr` (`Ctr128BE`) over the padded file, and decryption restores
/// the file.
#[test]
fn ctr_with_iv_matches_rustcrypto_and_round_trips() {
    use ctr::cipher::{KeyIvInit, StreamCipher};
    let dir = TempDir::new().unwrap();
    let (input, cipher, back) = (dir.path().join("plain.bin"), dir.path().join("cipher.bin"), dir.path().join("back.bin"));
    let plain = data(1000);
    std::fs::write(&input, &plain).unwrap();
    let key = "2b7e151628aed2a6abf7158809cf4f3c";
    let iv = "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";
    aes_fpga()
        .args(["simulate", "--mode", "ctr", "--iv", iv, "--key", key, "--pad", "pkcs7", "--max-transfer", "256", "--input"])
        .arg(&input)
        .arg("--output")
        .arg(&cipher)
        .assert()
        .success()
        .stdout(predicate::str::contains("AES-128 CTR encrypt, 63 blocks"))
        .stdout(predicate::str::contains("IV0..IV3 = f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"))
        .stdout(predicate::str::contains("4 transfers"))
        .stdout(predicate::str::contains("63 checked against RustCrypto's mode crates"));

    let mut want = plain.clone();
    want.extend([8u8; 8]);
    let bytes = |h: &str| (0..h.len() / 2).map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap()).collect::<Vec<u8>>();
    ctr::Ctr128BE::<aes::Aes128>::new(GenericArray::from_slice(&bytes(key)), GenericArray::from_slice(&bytes(iv))).apply_keystream(&mut want);
    assert_eq!(hex(&std::fs::read(&cipher).unwrap()), hex(&want), "ciphertext differs from RustCrypto's ctr");

    aes_fpga()
        .args(["simulate", "--decrypt", "--mode", "ctr", "--iv", iv, "--key", key, "--pad", "pkcs7", "--max-transfer", "256", "--input"])
        .arg(&cipher)
        .arg("--output")
        .arg(&back)
        .assert()
        .success()
        .stdout(predicate::str::contains("CTR decrypt"));
    assert_eq!(std::fs::read(&back).unwrap(), plain, "decryption did not restore the input");
    only_files(dir.path(), &["plain.bin", "cipher.bin", "back.bin"]);
}

/// CBC encryption, a feedback mode, with the default IV (NIST SP 800-38A's) and PKCS#7: the
/// ciphertext equals RustCrypto's `cbc`, at one block per aes_axis latency (1/12); decryption
/// (one block per cycle) restores the file.
#[test]
fn cbc_with_the_default_iv_matches_rustcrypto() {
    use cbc::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyIvInit};
    let dir = TempDir::new().unwrap();
    let (input, cipher, back) = (dir.path().join("plain.bin"), dir.path().join("cipher.bin"), dir.path().join("back.bin"));
    let plain = data(500);
    std::fs::write(&input, &plain).unwrap();
    let key: [u8; 32] = std::array::from_fn(|i| (i * 7 + 3) as u8);
    aes_fpga()
        .args(["simulate", "--mode", "cbc", "--pad", "pkcs7", "--key", &hex(&key), "--input"])
        .arg(&input)
        .arg("--output")
        .arg(&cipher)
        .assert()
        .success()
        .stdout(predicate::str::contains("AES-256 CBC encrypt, 32 blocks"))
        .stdout(predicate::str::contains("IV0..IV3 = 000102030405060708090a0b0c0d0e0f"))
        .stdout(predicate::str::contains("blocks/cycle:  0.062 in steady state (first to last output; design: 1/16 = 0.062"));

    let iv: [u8; 16] = std::array::from_fn(|i| i as u8);
    let mut buf = vec![0u8; 512];
    buf[..500].copy_from_slice(&plain);
    let want = cbc::Encryptor::<aes::Aes256>::new(&key.into(), &iv.into()).encrypt_padded_mut::<Pkcs7>(&mut buf, 500).unwrap().to_vec();
    assert_eq!(hex(&std::fs::read(&cipher).unwrap()), hex(&want), "ciphertext differs from RustCrypto's cbc");

    aes_fpga()
        .args(["simulate", "--decrypt", "--mode", "cbc", "--pad", "pkcs7", "--key", &hex(&key), "--input"])
        .arg(&cipher)
        .arg("--output")
        .arg(&back)
        .assert()
        .success()
        .stdout(predicate::str::contains("blocks/cycle:  1.000 in steady state (first to last output; design: 1)"));
    assert_eq!(std::fs::read(&back).unwrap(), plain, "decryption did not restore the input");
}

/// `export` writes the checked-in Verilog byte for byte, plus mymul and the constraints.
#[test]
fn export_matches_the_checked_in_files() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("vivado");
    aes_fpga()
        .arg("export")
        .arg("--out")
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::contains("aes_axis.v").and(predicate::str::contains("mymul.v")))
        .stdout(predicate::str::contains("build_ooc.tcl").and(predicate::str::contains("zedboard.xdc")));
    // Every file, generated or hand-written, equals the repository's copy, in the same layout.
    let files = [
        "synth/aes_axis.v",
        "synth/aes_selftest.v",
        "synth/mymul.v",
        "synth/common.tcl",
        "synth/build_ooc.tcl",
        "synth/build_selftest.tcl",
        "synth/package_ip.tcl",
        "synth/block_design.tcl",
        "constraints/zedboard.xdc",
        "constraints/aes_axis_ooc.xdc",
        "c/include/aes_axis_regs.h",
        "c/include/axi_dma_regs.h",
        "docs/registers.md",
    ];
    for f in files {
        let want = std::fs::read_to_string(repo_file(f)).unwrap();
        assert!(std::fs::read_to_string(out.join(f)).unwrap() == want, "exported {f} differs from the repository's");
    }
    assert!(std::fs::read_to_string(out.join("synth/mymul.v")).unwrap().contains("module mymul("));
    only_files(&out, &["synth", "constraints", "c", "docs"]);
    only_files(&out.join("constraints"), &["zedboard.xdc", "aes_axis_ooc.xdc"]);
    assert_eq!(std::fs::read_dir(out.join("synth")).unwrap().count(), 8);
}

/// Highest pipeline stage index instantiated in an exported aes_axis.v (`stages$N`).
fn last_stage(verilog: &str) -> usize {
    (0..32).filter(|i| verilog.contains(&format!(" stages${i}("))).max().expect("no pipeline stage instance")
}

/// `export` writes the build the command line names: `--build` and the build options select
/// aes_axis.v (its banner names the options, its pipeline has the stages the key sizes need) and
/// the IP's memory map, the other files stay those of the repository.
#[test]
fn export_writes_the_selected_build() {
    let dir = TempDir::new().unwrap();
    let export = |name: &str, args: &[&str]| {
        let out = dir.path().join(name);
        aes_fpga().arg("export").args(args).arg("--out").arg(&out).assert().success();
        std::fs::read_to_string(out.join("synth/aes_axis.v")).unwrap()
    };
    let enc128 = export("enc128", &["--build", "enc128"]);
    let flags = export("flags", &["--keys", "128", "--decrypt", "no", "--xts", "no"]);
    let both128 = export("both128", &["--build", "enc128", "--decrypt", "yes"]);
    let two = export("two", &["--build", "enc128", "--regs-per-round", "2"]);
    let named_two = export("named_two", &["--build", "enc128-2reg"]);
    let full = std::fs::read_to_string(repo_file("synth/aes_axis.v")).unwrap();

    assert!(enc128 == flags, "--build enc128 and --keys 128 --decrypt no --xts no differ");
    assert!(enc128.contains("by `aes-fpga export --keys 128 --decrypt no --sbox bram --modes all --gcm yes --xts no --regs-per-round 1 --family generic`"), "{}", &enc128[..400]);
    assert!(both128.contains("Build options: --keys 128 --decrypt yes --sbox bram --modes all --gcm yes --xts no --regs-per-round 1 --family generic;"), "{}", &both128[..400]);
    assert!(full.contains("by `aes-fpga export --keys all --decrypt yes --sbox bram --modes all --gcm yes --xts yes --regs-per-round 1 --family generic`"), "{}", &full[..400]);
    assert!(enc128 != both128 && both128 != full);
    // Two registers per round on top of a named build is the named two-register build, with the
    // same CAPS; its stages have the block RAMs' output registers.
    assert!(two == named_two, "--build enc128 --regs-per-round 2 and --build enc128-2reg differ");
    assert!(two.contains("--modes all --gcm yes --xts no --regs-per-round 2 --family generic (build `enc128-2reg`); CAPS = 0xf0."), "{}", &two[..400]);
    assert!(enc128.contains("CAPS = 0xf0."));
    assert!(two.contains("r_lo <= q_lo;") && !enc128.contains("r_lo"));
    // `--family ecp5`: the same build with its memories as instantiated DP16KDs, every one with
    // the output register (the key expansion's lookup is in LUTs), and no inferred memory left.
    let ecp5 = export("ecp5", &["--build", "enc128-2reg", "--family", "ecp5"]);
    assert!(ecp5.contains("--regs-per-round 2 --family ecp5; CAPS = 0xf0."), "{}", &ecp5[..400]);
    assert!(ecp5.contains(".REGMODE_A(\"OUTREG\")") && !ecp5.contains("NOREG") && !ecp5.contains("rom["));
    let ecp5_one = export("ecp5_one", &["--build", "enc128", "--family", "ecp5"]);
    assert!(ecp5_one.contains(".REGMODE_A(\"NOREG\")") && !ecp5_one.contains("OUTREG"));
    assert!(!two.contains("DP16KD"));
    // AES-128 needs the initial AddRoundKey and 10 rounds; AES-256 14 rounds.
    assert_eq!((last_stage(&enc128), last_stage(&both128), last_stage(&full)), (10, 10, 14));
    for f in ["synth/aes_selftest.v", "synth/mymul.v", "constraints/zedboard.xdc", "c/include/aes_axis_regs.h", "docs/registers.md"] {
        let want = std::fs::read_to_string(repo_file(f)).unwrap();
        assert!(std::fs::read_to_string(dir.path().join("enc128").join(f)).unwrap() == want, "{f} follows the build");
    }
    // The IP's memory map is the build's: CAPS resets to enc128's 0xf0.
    let ip = std::fs::read_to_string(dir.path().join("enc128/synth/package_ip.tcl")).unwrap();
    assert!(ip.contains("address_offset 0x38 size 32 access read-only reset_value 240 "), "{ip}");
}

/// `--list-builds` names each build with its options and writes nothing.
#[test]
fn export_lists_the_builds() {
    let dir = TempDir::new().unwrap();
    aes_fpga()
        .current_dir(dir.path())
        .args(["export", "--list-builds", "--out", "out"])
        .assert()
        .success()
        .stdout(predicate::str::contains("full --keys all --decrypt yes"))
        .stdout(predicate::str::contains("enc128 --keys 128 --decrypt no"));
    only_files(dir.path(), &[]);
}

/// An unknown build or build option value (`--regs-per-round` other than 1 or 2, `--family`
/// other than generic or ecp5 among them): one line, exit status 2, nothing written.
#[test]
fn export_rejects_unknown_builds() {
    let dir = TempDir::new().unwrap();
    rejects(&["export", "--build", "fastest", "--out", "out"], &dir, "unknown build `fastest` (builds: full, enc128, full-2reg, enc128-2reg, full-lut, enc128-lut)");
    rejects(&["export", "--keys", "192", "--out", "out"], &dir, "invalid --keys `192` (one of: 128, all)");
    rejects(&["export", "--decrypt", "maybe", "--out", "out"], &dir, "invalid --decrypt `maybe` (one of: yes, no)");
    rejects(&["export", "--sbox", "rom", "--out", "out"], &dir, "invalid --sbox `rom` (one of: lut, bram)");
    rejects(&["export", "--build", "enc128", "--keys", "", "--out", "out"], &dir, "invalid --keys ``");
    rejects(&["export", "--regs-per-round", "3", "--out", "out"], &dir, "invalid --regs-per-round `3` (one of: 1, 2)");
    rejects(&["export", "--build", "enc128-lut", "--regs-per-round", "0", "--out", "out"], &dir, "invalid --regs-per-round `0`");
    rejects(&["export", "--family", "ice40", "--out", "out"], &dir, "invalid --family `ice40` (one of: generic, ecp5)");
    rejects(&["export", "--build", "enc128-2reg", "--family", "ECP5", "--out", "out"], &dir, "invalid --family `ECP5`");
    only_files(dir.path(), &[]);
}

/// A bad-input case: exit status 2, one line on stderr containing `message`, nothing on the
/// output path.
fn rejects(args: &[&str], dir: &TempDir, message: &str) {
    let assert = aes_fpga().current_dir(dir.path()).args(args).assert().code(2);
    let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{args:?}: not one line: {stderr}");
    assert!(stderr.starts_with("error: ") && stderr.contains(message), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"), "{stderr}");
}

#[test]
fn bad_input_exits_2_with_one_line_and_no_output_file() {
    let dir = TempDir::new().unwrap();
    std::fs::write(dir.path().join("odd.bin"), data(100)).unwrap();
    std::fs::write(dir.path().join("ok.bin"), data(64)).unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();

    for key in ["0011", "000102030405060708090a0b0c0d0e0f00", "000102030405060708090a0b0c0d0e0g"] {
        rejects(&["simulate", "--input", "ok.bin", "--output", "o.bin", "--key", key], &dir, "invalid key");
    }
    // --iv: odd digits, 30 digits, a non-hex digit, and an IV for ECB.
    for (iv, message) in [
        ("000102030405060708090a0b0c0d0e0", "invalid IV: 31 hex digits"),
        ("000102030405060708090a0b0c0d0e", "invalid IV: 30 hex digits, expected 32"),
        ("000102030405060708090a0b0c0d0e0x", "invalid IV: 'x' is not a hex digit"),
    ] {
        rejects(&["simulate", "--mode", "cbc", "--input", "ok.bin", "--output", "o.bin", "--iv", iv], &dir, message);
    }
    rejects(&["simulate", "--input", "ok.bin", "--output", "o.bin", "--iv", "000102030405060708090a0b0c0d0e0f"], &dir, "--iv needs a mode with an IV");
    rejects(&["simulate", "--input", "odd.bin", "--output", "o.bin"], &dir, "input length 100 bytes is not a multiple of 16");
    rejects(&["simulate", "--input", "missing.bin", "--output", "o.bin"], &dir, "cannot read input file missing.bin");
    rejects(&["simulate", "--input", "ok.bin", "--output", "no/such/dir/o.bin"], &dir, "cannot write output file no/such/dir/o.bin");
    rejects(&["simulate", "--input", "ok.bin", "--output", "sub"], &dir, "cannot write output file sub");
    rejects(&["simulate", "--input", "ok.bin", "--backpressure", "1.5"], &dir, "invalid --backpressure");
    // Four blocks take about 40 cycles after reset and key load: cycle 5,000 is outside the run.
    rejects(
        &["simulate", "--input", "ok.bin", "--output", "o.bin", "--vcd", "w.vcd", "--vcd-cycles", "10..5000"],
        &dir,
        "VCD window 10..5000 is outside the run",
    );
    rejects(&["simulate", "--input", "ok.bin", "--vcd", "w.vcd", "--vcd-cycles", "9..3"], &dir, "invalid cycle window");
    // Decrypting with --pad pkcs7 something that was not padded.
    rejects(&["simulate", "--decrypt", "--pad", "pkcs7", "--input", "ok.bin", "--output", "o.bin"], &dir, "invalid PKCS#7 padding");
    only_files(dir.path(), &["odd.bin", "ok.bin", "sub"]);
    assert_eq!(std::fs::read_dir(dir.path().join("sub")).unwrap().count(), 0);

    // wave: a missing file, an unknown signal, a window outside the waveform.
    rejects(&["wave", "missing.vcd"], &dir, "cannot read VCD file missing.vcd");
    aes_fpga()
        .current_dir(dir.path())
        .args(["simulate", "--input", "ok.bin", "--vcd", "w.vcd", "--vcd-cycles", "5..30"])
        .assert()
        .success();
    rejects(&["wave", "w.vcd", "--signals", "uut.no_such_signal", "--out", "w.svg"], &dir, "unknown signal \"uut.no_such_signal\"");
    rejects(&["wave", "w.vcd", "--cycles", "0..500", "--out", "w.svg"], &dir, "outside the waveform");
    rejects(&["export", "--out", "odd.bin"], &dir, "cannot create output directory odd.bin");
    only_files(dir.path(), &["odd.bin", "ok.bin", "sub", "w.vcd"]);
}

/// A VCD of a key load followed by a short stream, rendered: a well-formed SVG with a row per
/// named signal, the clock as a waveform and the stream data in hex.
#[test]
fn wave_renders_a_well_formed_svg() {
    let dir = TempDir::new().unwrap();
    let plain = data(16 * 8);
    std::fs::write(dir.path().join("in.bin"), &plain).unwrap();
    aes_fpga()
        .current_dir(dir.path())
        .args(["simulate", "--input", "in.bin", "--vcd", "run.vcd", "--vcd-cycles", "0..160"])
        .assert()
        .success()
        .stdout(predicate::str::contains("wrote run.vcd (cycles 0..160)"));
    let signals = ["uut.aclk", "uut.s_axi_wdata", "uut.core.key_ready", "uut.core.refresh.state.q", "uut.s_axis_tvalid", "s_axis_tdata"];
    aes_fpga()
        .current_dir(dir.path())
        .args(["wave", "run.vcd", "--out", "run.svg", "--signals", &signals.join(",")])
        .assert()
        .success()
        .stdout(predicate::str::contains("wrote run.svg (6 signals"));
    let svg = std::fs::read_to_string(dir.path().join("run.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).expect("the SVG is not well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    let texts: Vec<&str> = doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    for name in ["uut.aclk", "uut.s_axi_wdata", "uut.core.key_ready", "uut.core.refresh.state.q", "uut.s_axis_tvalid", "uut.s_axis_tdata"] {
        assert!(texts.contains(&name), "no label {name}");
    }
    // Every bus segment carries its full value as a tooltip: the first input block on
    // s_axis_tdata, and KEY0 of the demo key written over AXI4-Lite.
    let titles: Vec<&str> = doc.descendants().filter(|n| n.has_tag_name("title")).filter_map(|n| n.text()).collect();
    let first = format!("{:032x}", u128::from_le_bytes(plain[..16].try_into().unwrap()));
    assert!(titles.contains(&format!("uut.s_axis_tdata = {first}").as_str()), "the first block {first} is not shown");
    assert!(titles.contains(&"uut.s_axi_wdata = 03020100"), "KEY0 write not shown");
    assert!(titles.iter().any(|t| t.starts_with("uut.core.refresh.state.q = ")), "refresh FSM states not shown");
    // One path per 1-bit signal, and a segment per bus value.
    assert!(doc.descendants().filter(|n| n.has_tag_name("path")).count() > 6);
}

#[test]
fn speedup_reports_both_models() {
    aes_fpga()
        .args(["speedup", "--bytes", "65536", "--sw-mbps", "40"])
        .assert()
        .success()
        .stdout(predicate::str::contains("mymul: hardware multiplier"))
        .stdout(predicate::str::contains("64-bit AXI DMA at 200 MHz"))
        .stdout(predicate::str::contains("the bus, not the core, is the limit"))
        .stdout(predicate::str::contains("t_sw   =     1638.4 us  (given with --sw-mbps: 0.040 GB/s)"));
}

/// The Verilator engine runs the same workload through the exported Verilog with the same
/// checks; where Verilator is not installed the test says so and checks the error instead.
#[test]
fn verilator_engine_runs_the_exported_verilog() {
    let installed = std::process::Command::new("verilator").arg("--version").output().is_ok();
    let run = aes_fpga().args(["simulate", "--engine", "verilator", "--blocks", "512"]).assert();
    if !installed {
        eprintln!("NOT RUN: verilator is not installed; checking the error message only");
        run.code(2).stderr(predicate::str::contains("verilator is not installed"));
        return;
    }
    run.success()
        .stdout(predicate::str::contains("512 checked against the aes crate"))
        .stdout(predicate::str::contains("blocks/cycle:  1.000 in steady state"))
        .stdout(predicate::str::contains("latency:       14 cycles"))
        .stdout(predicate::str::contains("(Verilator)"));
}

#[test]
fn vcd_with_the_verilator_engine_is_refused() {
    let dir = TempDir::new().unwrap();
    let vcd = dir.path().join("w.vcd");
    aes_fpga()
        .args(["simulate", "--engine", "verilator", "--blocks", "4", "--vcd"])
        .arg(&vcd)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--vcd needs --engine rust-hdl"));
    only_files(dir.path(), &[]);
}

/// `run` with ordinary files standing in for the devices: every failure is one line, exit status
/// 2, and no output file.
#[test]
fn run_on_missing_or_unresponsive_devices_fails_cleanly() {
    let dir = TempDir::new().unwrap();
    let p = dir.path();
    std::fs::write(p.join("in.bin"), data(64)).unwrap();
    std::fs::write(p.join("odd.bin"), data(20)).unwrap();
    // aes_axis's window: ID and CAPS as the hardware has them, STATUS with KEY_READY set.
    let mut core = vec![0u8; 0x100];
    core[0x04..0x08].copy_from_slice(&1u32.to_ne_bytes());
    core[0x38..0x3C].copy_from_slice(&7u32.to_ne_bytes());
    core[0x3C..0x40].copy_from_slice(&aes_fpga_driver::regs::id::ID.to_ne_bytes());
    std::fs::write(p.join("uio0"), &core).unwrap();
    // The DMA's window: a file keeps DMACR.Reset set once written, as a DMA that never leaves reset.
    std::fs::write(p.join("uio1"), vec![0u8; 0x10000]).unwrap();
    std::fs::write(p.join("udmabuf0"), vec![0u8; 4096]).unwrap();
    std::fs::create_dir(p.join("sysfs")).unwrap();
    std::fs::write(p.join("sysfs/phys_addr"), "0x1f000000").unwrap();
    std::fs::write(p.join("sysfs/size"), "4096").unwrap();
    fn run<'a>(uio: &'a str, input: &'a str) -> Vec<&'a str> {
        vec![
            "run", "--uio", uio, "--dma-uio", "uio1", "--udmabuf", "udmabuf0", "--udmabuf-sysfs", "sysfs",
            "--key", "000102030405060708090a0b0c0d0e0f", "--input", input, "--output", "out.bin",
        ]
    }
    rejects(&(run("/dev/no-such-uio", "in.bin")), &dir, "/dev/no-such-uio: No such file or directory");
    rejects(&(run("uio0", "odd.bin")), &dir, "invalid length 20 bytes");
    // A mode the build (CAPS = 7: no modes) lacks, and a malformed IV, before any transfer.
    let with = |extra: &[&'static str]| [run("uio0", "in.bin"), extra.to_vec()].concat();
    rejects(&with(&["--mode", "ctr"]), &dir, "CTR is not in this build (CAPS = 0x7)");
    rejects(&with(&["--mode", "cbc", "--iv", "0001"]), &dir, "invalid IV: 4 hex digits, expected 32");
    // GCM: malformed arguments before the devices are opened, a build without GCM before any
    // transfer.
    rejects(&with(&["--mode", "gcm", "--iv", "0001"]), &dir, "invalid IV: 4 hex digits, expected 24");
    rejects(&with(&["--mode", "gcm", "--iv", "000102030405060708090a0b", "--tag", "00"]), &dir, "--tag needs --decrypt");
    rejects(&with(&["--mode", "gcm", "--iv", "000102030405060708090a0b", "--aad", "0"]), &dir, "invalid AAD");
    rejects(&with(&["--mode", "gcm", "--iv", "000102030405060708090a0b"]), &dir, "GCM is not in this build (CAPS = 0x7)");
    rejects(&(run("uio0", "in.bin")), &dir, "timeout: AXI DMA reset not seen after 1000 polls");
    std::fs::write(p.join("uio0"), vec![0u8; 0x100]).unwrap();
    rejects(&(run("uio0", "in.bin")), &dir, "not an aes_axis at this address: ID = 0x00000000");
    std::fs::write(p.join("sysfs/size"), "8192").unwrap();
    rejects(&(run("uio0", "in.bin")), &dir, "udmabuf0: 4096 bytes, 8192 needed");
    assert!(!p.join("out.bin").exists());
}

/// `--mode gcm` both ways: the ciphertext and the printed tag are `aes-gcm`'s (through the
/// driver crate's reference), the decryption with that tag restores the input, and a tag, AAD or
/// ciphertext changed in one bit is `error: authentication failed`, exit status 1, no file.
#[test]
fn gcm_round_trip_and_tampered_messages() {
    use aes_fpga_driver::software::Gcm;
    let dir = TempDir::new().unwrap();
    let p = dir.path();
    let key: Vec<u8> = (0..32).map(|i| 0x30 + i).collect();
    let iv: [u8; 12] = core::array::from_fn(|i| 0xA0 + i as u8);
    let aad = data(37);
    let plain = data(333);
    std::fs::write(p.join("plain.bin"), &plain).unwrap();
    std::fs::write(p.join("aad.bin"), &aad).unwrap();
    let (want_ct, want_tag) = Gcm::new(&key).unwrap().seal(&iv, &aad, &plain);
    let gcm = |extra: &[&str]| {
        let mut c = aes_fpga();
        c.current_dir(p).args(["simulate", "--mode", "gcm", "--key", &hex(&key), "--iv", &hex(&iv)]).args(extra);
        c
    };
    gcm(&["--aad-file", "aad.bin", "--input", "plain.bin", "--output", "cipher.bin"])
        .assert()
        .success()
        .stdout(predicate::str::contains(format!("tag:           {} (equal to aes-gcm's)", hex(&want_tag))))
        .stdout(predicate::str::contains("37 bytes of AAD and 333 bytes of plaintext"));
    assert_eq!(std::fs::read(p.join("cipher.bin")).unwrap(), want_ct);
    gcm(&["--decrypt", "--tag", &hex(&want_tag), "--aad", &hex(&aad), "--input", "cipher.bin", "--output", "back.bin"])
        .assert()
        .success()
        .stdout(predicate::str::contains("verified"));
    assert_eq!(std::fs::read(p.join("back.bin")).unwrap(), plain);
    // A truncated tag (96 bits) verifies too.
    gcm(&["--decrypt", "--tag", &hex(&want_tag[..12]), "--aad-file", "aad.bin", "--input", "cipher.bin", "--output", "back12.bin"]).assert().success();

    let mut bad_tag = want_tag;
    bad_tag[15] ^= 1;
    let mut bad_aad = aad.clone();
    bad_aad[0] ^= 0x80;
    let mut bad_ct = want_ct.clone();
    bad_ct[200] ^= 4;
    std::fs::write(p.join("bad_cipher.bin"), &bad_ct).unwrap();
    for (tag, aad, input) in [(&bad_tag, &aad, "cipher.bin"), (&want_tag, &bad_aad, "cipher.bin"), (&want_tag, &aad, "bad_cipher.bin")] {
        let assert = gcm(&["--decrypt", "--tag", &hex(tag), "--aad", &hex(aad), "--input", input, "--output", "forged.bin"]).assert().code(1);
        assert_eq!(String::from_utf8_lossy(&assert.get_output().stderr), "error: authentication failed\n");
        assert!(!p.join("forged.bin").exists(), "no output file for a failed tag");
    }
    // The message with neither AAD nor payload: its tag is E_K(J0).
    std::fs::write(p.join("empty.bin"), b"").unwrap();
    let (_, empty_tag) = Gcm::new(&key).unwrap().seal(&iv, &[], &[]);
    gcm(&["--input", "empty.bin"]).assert().success().stdout(predicate::str::contains(hex(&empty_tag)));
    only_files(p, &["plain.bin", "aad.bin", "cipher.bin", "back.bin", "back12.bin", "bad_cipher.bin", "empty.bin"]);
}

/// Malformed GCM arguments: one line, exit status 2, no output file.
#[test]
fn gcm_bad_arguments_exit_2_with_one_line() {
    let dir = TempDir::new().unwrap();
    std::fs::write(dir.path().join("in.bin"), data(40)).unwrap();
    let iv = "cafebabefacedbaddecaf888";
    let tag = "00112233445566778899aabbccddeeff";
    let gcm = |extra: &[&'static str]| [&["simulate", "--mode", "gcm", "--input", "in.bin", "--output", "o.bin"][..], extra].concat();
    for (args, message) in [
        (gcm(&[]), "--mode gcm needs --iv"),
        (gcm(&["--iv", "cafebabefacedbaddecaf8"]), "invalid IV: 22 hex digits, expected 24"),
        (gcm(&["--iv", "000102030405060708090a0b0c0d0e0f"]), "invalid IV: 32 hex digits, expected 24"),
        (gcm(&["--iv", "cafebabefacedbaddecaf88z"]), "invalid IV: 'z' is not a hex digit"),
        (gcm(&["--iv", iv, "--aad", "abc"]), "invalid AAD: 3 hex digits"),
        (gcm(&["--iv", iv, "--aad", "zz"]), "invalid AAD: 'z' is not a hex digit"),
        (gcm(&["--iv", iv, "--aad-file", "missing.bin"]), "cannot read AAD file missing.bin"),
        (gcm(&["--iv", iv, "--aad", "00", "--aad-file", "in.bin"]), "--aad and --aad-file exclude each other"),
        (gcm(&["--iv", iv, "--tag", tag]), "--tag needs --decrypt"),
        (gcm(&["--iv", iv, "--decrypt"]), "--mode gcm --decrypt needs --tag"),
        (gcm(&["--iv", iv, "--decrypt", "--tag", "0011"]), "invalid tag: 4 hex digits, expected 32"),
        (gcm(&["--iv", iv, "--decrypt", "--tag", "00112233445566778899aabbccddeeff00"]), "invalid tag: 34 hex digits"),
        (gcm(&["--iv", iv, "--decrypt", "--tag", "0011223344556677889g"]), "invalid tag: 'g' is not a hex digit"),
        (gcm(&["--iv", iv, "--pad", "pkcs7"]), "--pad is for the block modes"),
        (gcm(&["--iv", iv, "--max-transfer", "32"]), "GCM message too long"),
        (vec!["simulate", "--mode", "ctr", "--input", "in.bin", "--output", "o.bin", "--aad", "00"], "--aad needs --mode gcm"),
        (vec!["simulate", "--mode", "ctr", "--input", "in.bin", "--output", "o.bin", "--aad-file", "in.bin"], "--aad-file needs --mode gcm"),
        (vec!["simulate", "--decrypt", "--input", "in.bin", "--output", "o.bin", "--tag", tag], "--tag needs --mode gcm"),
        (vec!["simulate", "--mode", "ctr", "--input", "in.bin", "--output", "o.bin", "--iv", iv], "invalid IV: 24 hex digits, expected 32"),
    ] {
        rejects(&args, &dir, message);
    }
    only_files(dir.path(), &["in.bin"]);
}

/// `--mode xts`: IEEE Std 1619-2007 vector 2 (AES-128, sector 0x3333333333) and vector 15 (17
/// bytes, ciphertext stealing) encrypt to the published ciphertext and decrypt back; AES-256
/// sectors of 520 bytes numbered across 2^64 equal `xts-mode`'s and decrypt back.
#[test]
fn xts_matches_ieee_1619_and_xts_mode() {
    use aes_fpga_driver::software::Xts;
    let dir = TempDir::new().unwrap();
    let p = dir.path();
    let xts = |key: &str, key2: &str, sector: &str, size: &str, extra: &[&str]| {
        let mut c = aes_fpga();
        c.current_dir(p).args(["simulate", "--mode", "xts", "--key", key, "--xts-key", key2, "--sector", sector, "--sector-size", size]).args(extra);
        c
    };
    let bytes = |s: &str| -> Vec<u8> { (0..s.len() / 2).map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap()).collect() };
    // (Key1, Key2, sector, plaintext, ciphertext)
    let vectors = [
        ("11".repeat(16), "22".repeat(16), "0x3333333333", "44".repeat(32), "c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0"),
        ("fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0".to_string(), "bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0".to_string(), "78187493530", "000102030405060708090a0b0c0d0e0f10".to_string(), "6c1625db4671522d3d7599601de7ca09ed"),
    ];
    for (k1, k2, sector, pt, ct) in &vectors {
        let size = (pt.len() / 2).to_string();
        std::fs::write(p.join("p.bin"), bytes(pt)).unwrap();
        xts(k1, k2, sector, &size, &["--input", "p.bin", "--output", "c.bin"])
            .assert()
            .success()
            .stdout(predicate::str::contains("AES-128 XTS encrypt, 1 sector of"))
            .stdout(predicate::str::contains("1 checked against xts-mode, all equal"));
        assert_eq!(hex(&std::fs::read(p.join("c.bin")).unwrap()), *ct, "sector {sector}");
        xts(k1, k2, sector, &size, &["--decrypt", "--input", "c.bin", "--output", "b.bin"]).assert().success();
        assert_eq!(hex(&std::fs::read(p.join("b.bin")).unwrap()), *pt, "sector {sector}: decryption");
    }
    let key1: Vec<u8> = (0..32).map(|i| 0x40 + i).collect();
    let key2: Vec<u8> = (0..32).map(|i| 0x90 ^ i).collect();
    let plain = data(5 * 520);
    std::fs::write(p.join("plain.bin"), &plain).unwrap();
    let first = (1u128 << 64) - 3;
    let mut want = plain.clone();
    let x = Xts::new(&key1, &key2).unwrap();
    for (k, s) in want.chunks_mut(520).enumerate() {
        x.encrypt_unit(s, first + k as u128);
    }
    let first = first.to_string();
    xts(&hex(&key1), &hex(&key2), &first, "520", &["--input", "plain.bin", "--output", "cipher.bin", "--max-transfer", "528"])
        .assert()
        .success()
        .stdout(predicate::str::contains("AES-256 XTS encrypt, 5 sectors of 520 bytes from plain.bin, sector numbers from 0xfffffffffffffffd"))
        .stdout(predicate::str::contains("5 checked against xts-mode"));
    assert_eq!(std::fs::read(p.join("cipher.bin")).unwrap(), want, "AES-256 520-byte sectors against xts-mode");
    xts(&hex(&key1), &hex(&key2), &first, "520", &["--decrypt", "--input", "cipher.bin", "--output", "back.bin"]).assert().success();
    assert_eq!(std::fs::read(p.join("back.bin")).unwrap(), plain);
    only_files(p, &["p.bin", "c.bin", "b.bin", "plain.bin", "cipher.bin", "back.bin"]);
}

/// Malformed XTS arguments: one line, exit status 2, no output file.
#[test]
fn xts_bad_arguments_exit_2_with_one_line() {
    let dir = TempDir::new().unwrap();
    std::fs::write(dir.path().join("in.bin"), data(1000)).unwrap();
    std::fs::write(dir.path().join("two.bin"), data(1024)).unwrap();
    let (k1, k2) = ("000102030405060708090a0b0c0d0e0f", "101112131415161718191a1b1c1d1e1f");
    let xts = |extra: &[&'static str]| [&["simulate", "--mode", "xts", "--output", "o.bin"][..], extra].concat();
    for (args, message) in [
        (xts(&["--input", "in.bin", "--key", k1, "--xts-key", k2]), "invalid XTS data unit: 1000 bytes are not a whole number of 512-byte data units"),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--sector-size", "15"]), "invalid XTS data unit: a data unit of 15 bytes: at least 16"),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k1]), "invalid XTS key: Key1 and Key2 are equal"),
        (
            xts(&["--input", "two.bin", "--key", "000102030405060708090a0b0c0d0e0f1011121314151617", "--xts-key", "202122232425262728292a2b2c2d2e2f3031323334353637"]),
            "invalid XTS key: AES-192 is no XTS key",
        ),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", "202122232425262728292a2b2c2d2e2f202122232425262728292a2b2c2d2e2f"]), "invalid XTS key: Key2 must be as long as Key1"),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", "2021zz"]), "invalid --xts-key: 'z' is not a hex digit"),
        (xts(&["--input", "two.bin", "--key", k1]), "--mode xts needs --xts-key"),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--sector", "12a"]), "invalid --sector \"12a\""),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--sector", "-1"]), "invalid --sector \"-1\""),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--sector", "0x1ffffffffffffffffffffffffffffffff"]), "below 2^128"),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--sector-size", "5x"]), "invalid --sector-size \"5x\""),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--iv", k1]), "--iv is not for --mode xts"),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--pad", "pkcs7"]), "--pad is for the block modes"),
        (xts(&["--input", "two.bin", "--key", k1, "--xts-key", k2, "--max-transfer", "256"]), "a data unit of 512 bytes needs DMA transfers of 512 bytes, at most 256 here"),
        (xts(&["--input", "missing.bin", "--key", k1, "--xts-key", k2]), "cannot read input file missing.bin"),
        (vec!["simulate", "--mode", "ctr", "--input", "two.bin", "--output", "o.bin", "--xts-key", k2], "--xts-key needs --mode xts"),
        (vec!["simulate", "--input", "two.bin", "--output", "o.bin", "--sector", "3"], "--sector needs --mode xts"),
        (vec!["simulate", "--mode", "gcm", "--iv", "cafebabefacedbaddecaf888", "--input", "two.bin", "--output", "o.bin", "--sector-size", "32"], "--sector-size needs --mode xts"),
    ] {
        rejects(&args, &dir, message);
    }
    only_files(dir.path(), &["in.bin", "two.bin"]);
}
