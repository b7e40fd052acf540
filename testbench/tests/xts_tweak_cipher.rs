//! The XTS tweak unit (`aes_hdl::modes::xts::tweak_cipher`): `E_Key2(i)` against the `aes`
//! crate and FIPS-197's examples, for both key sizes, LUT and block RAM S-boxes, one and two
//! registers per round; `done` at the documented latency, back-to-back starts, key words
//! rewritten with partial strobes, `clear` in the middle; its Verilog linted, synthesised and run
//! on Icarus against the `aes` crate.

use aes_fpga_driver::software::Ecb;
use aes_hdl::modes::xts::tweak_cipher::{tweak_latency, TweakCipher};
use aes_hdl::params::{CoreOptions, SboxImpl};
use aes_testbench::clocks::sim;
use hdl_harness::sim::Sim;
use hdl_harness::tools::{icarus_lines, verilator_lint_rejected, write_verilog, yosys};
use rand::{rngs::StdRng, Rng, SeedableRng};
use rust_hdl::prelude::*;

fn options(sbox: SboxImpl, regs: u8) -> CoreOptions {
    CoreOptions::default().with_sbox(sbox).with_regs_per_round(regs)
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn write_key(s: &mut Sim<TweakCipher>, key: &[u8]) {
    for (i, w) in words(key).into_iter().enumerate() {
        s.uut.key_we.next = true;
        s.uut.key_index.next = (i as u8).to_bits();
        s.uut.key_data.next = w.to_bits();
        s.uut.key_strb.next = 0xF_u8.to_bits();
        s.eval();
        s.tick();
    }
    s.uut.key_we.next = false;
    s.uut.aes256.next = key.len() == 32;
}

/// Starts `E(block)` and returns the output and the cycles from the start to `done`.
fn encrypt(s: &mut Sim<TweakCipher>, block: u128) -> (u128, u64) {
    s.uut.start.next = true;
    for c in 0..4 {
        s.uut.block_in[c].next = ((block >> (32 * c)) as u32).to_bits();
    }
    s.eval();
    s.tick();
    s.uut.start.next = false;
    for n in 1..100 {
        s.eval();
        if s.uut.done.val() {
            let out = s.uut.out.iter().rev().fold(0u128, |a, w| a << 32 | w.val().to_u32() as u128);
            s.tick();
            return (out, n);
        }
        s.tick();
    }
    panic!("no done");
}

fn new_unit(opts: CoreOptions) -> Sim<TweakCipher> {
    let mut s = sim(TweakCipher::new(opts));
    s.uut.reset.next = true;
    s.eval();
    s.tick();
    s.uut.reset.next = false;
    s
}

#[test]
fn fips_197_examples_and_random_blocks_for_every_build() {
    let mut rng = StdRng::seed_from_u64(1);
    for sbox in [SboxImpl::Lut, SboxImpl::Bram] {
        for regs in [1u8, 2] {
            let mut s = new_unit(options(sbox, regs));
            // FIPS-197 C.1 and C.3: key 00 01 .. , plaintext 00 11 .. ff.
            let pt = 0xffeeddccbbaa99887766554433221100_u128;
            for (n, ct) in [(16, 0x5ac5b47080b7cdd830047b6ad8e0c469_u128), (32, 0x8960494b9049fceabf456751cab7a28e_u128)] {
                let key: Vec<u8> = (0..n as u8).collect();
                write_key(&mut s, &key);
                let (out, cycles) = encrypt(&mut s, pt);
                assert_eq!(out, ct, "FIPS-197 AES-{} ({sbox:?}, {regs} registers)", 8 * n);
                assert_eq!(cycles, tweak_latency(n == 32, regs), "latency AES-{}", 8 * n);
            }
            for k in 0..12 {
                let n = if k % 2 == 0 { 16 } else { 32 };
                let key: Vec<u8> = (0..n).map(|_| rng.gen()).collect();
                write_key(&mut s, &key);
                let e = Ecb::new(&key, false).unwrap();
                // Back to back: each start in the cycle after the last done.
                for _ in 0..3 {
                    let block: u128 = rng.gen();
                    assert_eq!(encrypt(&mut s, block).0, e.tdata(block), "AES-{} ({sbox:?}, {regs} registers)", 8 * n);
                }
            }
        }
    }
}

/// A key word written with some strobes keeps its other bytes; `clear` in the middle of a
/// computation leaves every register 0 and the unit idle.
#[test]
fn partial_strobes_and_clear() {
    for regs in [1, 2] {
        strobes_and_clear(regs);
    }
}

fn strobes_and_clear(regs: u8) {
    let mut rng = StdRng::seed_from_u64(2);
    let mut s = new_unit(options(SboxImpl::Bram, regs));
    let mut key: [u8; 16] = rng.gen();
    write_key(&mut s, &key);
    // Byte 5 alone (word 1, strobe bit 1).
    key[5] = 0xA5;
    s.uut.key_we.next = true;
    s.uut.key_index.next = 1_u8.to_bits();
    s.uut.key_data.next = 0xA5A5_A5A5_u32.to_bits();
    s.uut.key_strb.next = 0b0010_u8.to_bits();
    s.eval();
    s.tick();
    s.uut.key_we.next = false;
    let block: u128 = rng.gen();
    assert_eq!(encrypt(&mut s, block).0, Ecb::new(&key, false).unwrap().tdata(block));
    s.uut.start.next = true;
    s.eval();
    s.tick();
    s.uut.start.next = false;
    for _ in 0..4 {
        s.eval();
        s.tick();
    }
    s.uut.clear.next = true;
    s.eval();
    s.tick();
    s.uut.clear.next = false;
    s.eval();
    for _ in 0..40 {
        s.eval();
        assert!(!s.uut.done.val(), "no done after a clear");
        s.tick();
    }
    assert!(s.uut.state_words().iter().all(|&w| w == 0), "{:x?}", s.uut.state_words());
    assert!(s.uut.out.iter().all(|w| w.val().to_u32() == 0));
}

/// The exported Verilog: Verilator lint clean, synthesised by Yosys without latches, and on
/// Icarus (LUT S-boxes) equal to the `aes` crate for both key sizes, with one register per round
/// and with two (the key step's lookup then has two registers as well).
#[test]
fn exported_verilog_lints_synthesises_and_encrypts_on_icarus() {
    for regs in [1, 2] {
        exported_verilog_encrypts(regs);
    }
}

fn exported_verilog_encrypts(regs: u8) {
    let opts = options(SboxImpl::Lut, regs);
    let verilog = aes_hdl::export::verilog_named(&mut TweakCipher::new(opts), "tweak_cipher");
    let file = write_verilog("tweak_cipher_lint", "tweak_cipher", &verilog);
    let findings = verilator_lint_rejected(&file, "tweak_cipher");
    assert!(findings.is_empty(), "verilator --lint-only -Wall:\n{}", findings.join("\n"));
    let log = yosys(&file, "hierarchy -top tweak_cipher; proc; flatten; opt_clean; check -assert; select -assert-none t:$dlatch t:$adlatch t:$_DLATCH*; stat");
    assert!(log.contains("Number of cells"));
    let mut rng = StdRng::seed_from_u64(3 + regs as u64);
    let cases: Vec<(Vec<u8>, u128)> = [16usize, 32, 16, 32].iter().map(|&n| ((0..n).map(|_| rng.gen()).collect(), rng.gen())).collect();
    let mut body = String::new();
    for (key, block) in &cases {
        for (i, w) in words(key).into_iter().enumerate() {
            body.push_str(&format!("        key_we = 1; key_index = {i}; key_data = 32'h{w:08x}; key_strb = 4'hf; @(posedge clock); #1;\n"));
        }
        body.push_str(&format!("        key_we = 0; aes256 = {}; start = 1;\n", (key.len() == 32) as u8));
        for c in 0..4 {
            body.push_str(&format!("        block_in{c} = 32'h{:08x};\n", (block >> (32 * c)) as u32));
        }
        body.push_str("        @(posedge clock); #1; start = 0; n = 1;\n        while (!done) begin @(posedge clock); #1; n = n + 1; end\n");
        body.push_str("        $fdisplay(f, \"%h%h%h%h %0d\", out3, out2, out1, out0, n);\n");
    }
    let (_dir, out) = icarus_lines("tweak_cipher", &verilog, |file| {
        format!(
            "module tb;\n    reg clock = 0, reset = 0, clear = 0, key_we = 0, aes256 = 0, start = 0; reg [2:0] key_index = 0; reg [31:0] key_data = 0; reg [3:0] key_strb = 0;\n    \
             reg [31:0] block_in0 = 0, block_in1 = 0, block_in2 = 0, block_in3 = 0; wire done; wire [31:0] out0, out1, out2, out3;\n    \
             tweak_cipher dut(.clock(clock), .reset(reset), .clear(clear), .key_we(key_we), .key_index(key_index), .key_data(key_data), .key_strb(key_strb), .aes256(aes256), .start(start),\n        \
             .block_in$0(block_in0), .block_in$1(block_in1), .block_in$2(block_in2), .block_in$3(block_in3), .done(done), .out$0(out0), .out$1(out1), .out$2(out2), .out$3(out3));\n    \
             always #5 clock = ~clock;\n    integer f, n;\n    initial begin\n        f = $fopen(\"{file}\");\n        #1;\n{body}        $fclose(f);\n        $finish;\n    end\nendmodule\n"
        )
    });
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), cases.len());
    for ((key, block), line) in cases.iter().zip(lines) {
        let (out, cycles) = line.split_once(' ').unwrap();
        assert_eq!(u128::from_str_radix(out, 16).unwrap(), Ecb::new(key, false).unwrap().tdata(*block), "AES-{} ({regs} registers)", 8 * key.len());
        assert_eq!(cycles.parse::<u64>().unwrap(), tweak_latency(key.len() == 32, regs), "latency AES-{} ({regs} registers)", 8 * key.len());
    }
}
