//! XTS-AES against published vectors (`testbench/data/xts/`, whose README says where they come
//! from): IEEE Std 1619-2007 Annex B vectors 1-19 and NIST CAVP XTSVS records whose data unit
//! is a whole number of bytes (`XTSGenAES128.rsp`, `XTSGenAES256.rsp`, tweak value as a hex
//! string; the first 10 of each data unit length in each section). Each vector is first checked against RustCrypto's `xts-mode` (so a transcription
//! error shows as such), then runs in both directions through `aes_axis` (`CTRL.MODE = 6`) on
//! the rust-hdl model of the default build and on Verilator's model of the exported Verilog, every
//! output byte compared with the published one.

use aes_fpga_driver::regs::{Ctrl, KeySize, Mode};
use aes_hdl::params::CoreOptions;
use aes_testbench::axis_bench::{addr, AxisBench, OKAY};
use aes_testbench::engine::AxisEngine;
use aes_testbench::reference::hex_bytes;
use aes_testbench::xts_bench::{check, packet, setup, stream, wait_keys_ready, write_unit_number};
use rand::{rngs::StdRng, SeedableRng};
use std::path::PathBuf;

/// One published data unit: the two keys, the data unit number (the tweak value `i` as a
/// 128-bit little-endian number), plaintext and ciphertext.
struct Vector {
    name: String,
    key1: Vec<u8>,
    key2: Vec<u8>,
    number: u128,
    plaintext: Vec<u8>,
    ciphertext: Vec<u8>,
    /// A CAVP record of a `[DECRYPT]` section (its direction as published).
    decrypt: bool,
}

fn data(file: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/xts").join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The value of `name = value` in a record.
fn field<'a>(record: &'a str, name: &str) -> &'a str {
    record
        .lines()
        .find_map(|l| l.strip_prefix(name).and_then(|r| r.trim_start().strip_prefix('=')))
        .unwrap_or_else(|| panic!("no {name} in\n{record}"))
        .trim()
}

/// IEEE Std 1619-2007 Annex B (`ieee1619-2007.txt`).
fn ieee_vectors() -> Vec<Vector> {
    data("ieee1619-2007.txt")
        .split("\n\n")
        .filter(|r| r.starts_with("Vector"))
        .map(|r| Vector {
            name: format!("IEEE 1619 vector {}", field(r, "Vector")),
            key1: hex_bytes(field(r, "Key1")),
            key2: hex_bytes(field(r, "Key2")),
            number: u128::from_str_radix(field(r, "DataUnitSeqNo"), 16).unwrap(),
            plaintext: hex_bytes(field(r, "PTX")),
            ciphertext: hex_bytes(field(r, "CTX")),
            decrypt: false,
        })
        .collect()
}

/// The kept records of a CAVP XTSVS file: `Key` is `Key1 || Key2`, `i` the tweak's 16 bytes.
fn cavp_records(file: &str) -> Vec<Vector> {
    let mut decrypt = false;
    let mut out = vec![];
    for block in data(file).split("\n\n").map(str::trim) {
        match block {
            "[ENCRYPT]" => decrypt = false,
            "[DECRYPT]" => decrypt = true,
            r if r.starts_with("COUNT") => {
                let key = hex_bytes(field(r, "Key"));
                let bits: usize = field(r, "DataUnitLen").parse().unwrap();
                let v = Vector {
                    name: format!("{file} [{}] COUNT {}", if decrypt { "DECRYPT" } else { "ENCRYPT" }, field(r, "COUNT")),
                    key1: key[..key.len() / 2].to_vec(),
                    key2: key[key.len() / 2..].to_vec(),
                    number: u128::from_le_bytes(hex_bytes(field(r, "i")).try_into().expect("a 16-byte tweak")),
                    plaintext: hex_bytes(field(r, "PT")),
                    ciphertext: hex_bytes(field(r, "CT")),
                    decrypt,
                };
                assert_eq!((8 * v.plaintext.len(), 8 * v.ciphertext.len()), (bits, bits), "{}", v.name);
                out.push(v);
            }
            _ => {}
        }
    }
    out
}

const CAVP_FILES: [&str; 2] = ["XTSGenAES128.rsp", "XTSGenAES256.rsp"];

fn all_vectors() -> Vec<Vector> {
    let mut v = ieee_vectors();
    v.extend(CAVP_FILES.iter().flat_map(|f| cavp_records(f)));
    v
}

/// Every published vector against RustCrypto's `xts-mode` in both directions.
fn xts_mode(v: &Vector, decrypt: bool) -> Vec<u8> {
    use aes::cipher::KeyInit;
    use aes::{Aes128, Aes256};
    let tweak = v.number.to_le_bytes();
    let mut buf = if decrypt { v.ciphertext.clone() } else { v.plaintext.clone() };
    macro_rules! run {
        ($c:ty) => {{
            let x = xts_mode::Xts128::new(<$c>::new_from_slice(&v.key1).unwrap(), <$c>::new_from_slice(&v.key2).unwrap());
            if decrypt {
                x.decrypt_sector(&mut buf, tweak)
            } else {
                x.encrypt_sector(&mut buf, tweak)
            }
        }};
    }
    match v.key1.len() {
        16 => run!(Aes128),
        32 => run!(Aes256),
        n => panic!("{}: a {n}-byte key", v.name),
    }
    buf
}

/// The kept vectors: how many, their sizes, and each equal to `xts-mode` both ways.
#[test]
fn published_vectors_equal_xts_mode() {
    let ieee = ieee_vectors();
    assert_eq!(ieee.len(), 19);
    assert_eq!(ieee.iter().filter(|v| v.key1.len() == 32).count(), 5, "vectors 10-14 are XTS-AES-256");
    let stealing: Vec<usize> = ieee.iter().map(|v| v.plaintext.len()).filter(|n| n % 16 != 0).collect();
    assert_eq!(stealing, [17, 18, 19, 20], "vectors 15-18 steal ciphertext");
    let mut counts = vec![];
    for file in CAVP_FILES {
        let recs = cavp_records(file);
        let dec = recs.iter().filter(|r| r.decrypt).count();
        counts.push((recs.len() - dec, dec));
    }
    assert_eq!(counts, [(30, 30), (20, 20)], "records kept per file and section");
    let all = all_vectors();
    assert!(all.iter().any(|v| v.plaintext.len() == 25), "CAVP data units of 200 bits steal ciphertext");
    for v in &all {
        assert_eq!(xts_mode(v, false), v.ciphertext, "{}: encryption", v.name);
        assert_eq!(xts_mode(v, true), v.plaintext, "{}: decryption", v.name);
    }
}

/// Runs each vector in both directions, the published direction first: the keys and `CTRL`
/// once per vector, the other direction by a `CTRL` write (which re-derives `Key1` alone), the
/// tweak written before each data unit; every output beat against the published bytes (the
/// bytes past a short unit 0). Returns the data units run.
fn run_vectors<E: AxisEngine>(b: &mut AxisBench<E>, vectors: &[&Vector]) -> usize {
    let mut rng = StdRng::seed_from_u64(0);
    let mut runs = 0;
    for v in vectors {
        let size = KeySize::from_bytes(v.key1.len()).unwrap();
        for (k, decrypt) in [v.decrypt, !v.decrypt].into_iter().enumerate() {
            if k == 0 {
                setup(b, &v.key1, &v.key2, decrypt);
            } else {
                assert_eq!(b.write(addr::CTRL, Ctrl::with_mode(size, decrypt, Mode::Xts).encode()), OKAY);
                wait_keys_ready(b);
            }
            write_unit_number(b, v.number);
            let u = if decrypt { packet(v.number, &v.ciphertext, &v.plaintext, 0xA5) } else { packet(v.number, &v.plaintext, &v.ciphertext, 0x5A) };
            let (_, out) = stream(b, &mut rng, &[&u], 0.0, 0.0);
            check(&[&u], &out, &format!("{} {}", v.name, if decrypt { "decrypted" } else { "encrypted" }));
            runs += 1;
        }
    }
    runs
}

fn verilator_bench() -> AxisBench<aes_testbench::verilator_engine::VerilatorAxis> {
    hdl_harness::tools::require("verilator");
    let engine = aes_testbench::verilator_engine::VerilatorAxis::new(&aes_hdl::aes_axis::aes_axis_verilog()).unwrap();
    AxisBench::on_engine(engine, CoreOptions::default())
}

/// IEEE 1619 vectors 1-19 both ways on the rust-hdl model of the default build.
#[test]
fn ieee_1619_vectors_on_rust_hdl() {
    let v = ieee_vectors();
    let mut b = AxisBench::with_options(CoreOptions::default());
    assert_eq!(run_vectors(&mut b, &v.iter().collect::<Vec<_>>()), 2 * 19);
}

/// Every kept CAVP record both ways on the rust-hdl model of the default build.
#[test]
fn cavp_records_on_rust_hdl() {
    let v: Vec<Vector> = CAVP_FILES.iter().flat_map(|f| cavp_records(f)).collect();
    let mut b = AxisBench::with_options(CoreOptions::default());
    assert_eq!(run_vectors(&mut b, &v.iter().collect::<Vec<_>>()), 2 * 100);
}

/// Every vector of every kept file both ways on Verilator's model of the exported default
/// build (the model the other tests of the export share).
#[test]
fn every_vector_on_the_exported_verilog() {
    let v = all_vectors();
    let mut b = verilator_bench();
    let start = std::time::Instant::now();
    let runs = run_vectors(&mut b, &v.iter().collect::<Vec<_>>());
    eprintln!("{runs} data units, {} cycles in {:.2} s", b.cycle_count(), start.elapsed().as_secs_f64());
    assert_eq!(runs, 2 * (19 + 100));
}
