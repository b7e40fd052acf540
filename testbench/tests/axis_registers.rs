//! `aes_axis` AXI4-Lite registers against the register map (`docs/registers.md`) and its rules
//! (`docs/aes_axis.md`, "Registers").

use aes_testbench::axis_bench::{addr, AxisBench, LiteOp, LiteResult, Order, OKAY, SLVERR, ZEROIZE};
use aes_testbench::stream::{random_transactions, Sink, Source};
use aes_fpga_driver::regs::{self, ReadValue};
use aes_hdl::aes_axis::axi_lite_regs::WRITE_RESPONSE_CYCLES;
use aes_hdl::params::CoreOptions;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const ORDERS: [Order; 3] = [Order::AwFirst, Order::WFirst, Order::Together];

/// `ID` of the build these tests run: `full` without GCM (contract version 2), whose map the
/// version-3 builds keep; `AAD_LEN`, `LENGTH_ERR` and `ID` 3 of the GCM builds are checked in
/// `axis_gcm.rs` (rust-hdl) and `register_contract.rs` (the exported Verilog, every address).
const ID: u32 = regs::id::ID;

fn bench() -> AxisBench {
    AxisBench::with_options(CoreOptions::FULL)
}

#[test]
fn reset_values() {
    let mut bench = bench();
    for (a, want) in [
        (addr::CTRL, 0),
        (addr::STATUS, 0),
        (addr::BLOCKS_IN, 0),
        (addr::BLOCKS_OUT, 0),
        (addr::CAPS, CoreOptions::FULL.caps()),
        (addr::ID, ID),
        (addr::iv(0), 0),
        (addr::iv(3), 0),
    ] {
        assert_eq!(bench.read(a), (want, OKAY), "register {a:#04x}");
    }
    for i in 0..8 {
        assert_eq!(bench.read(addr::key(i)), (0, OKAY), "KEY{i}");
    }
}

#[test]
fn address_bits_1_0_are_ignored() {
    let mut bench = bench();
    for low in 0..4 {
        assert_eq!(bench.read(addr::ID + low), (ID, OKAY));
    }
}

#[test]
fn unmapped_addresses_answer_slverr_and_read_0() {
    let mut bench = bench();
    for a in [0x08, 0x0C, 0x50, 0x54, 0x80, 0xA4, 0xFC, 0x09] {
        for order in ORDERS {
            assert_eq!(bench.write_with(a, 0xffff_ffff, 0xf, order), SLVERR, "write {a:#04x}");
        }
        assert_eq!(bench.read(a), (0, SLVERR), "read {a:#04x}");
    }
    // Nothing was changed by those writes.
    assert_eq!(bench.read(addr::ID), (ID, OKAY));
    assert_eq!(bench.status(), 0);
}

#[test]
fn read_only_registers_ignore_writes_with_okay() {
    let mut bench = bench();
    for (a, want) in [(addr::STATUS, 0), (addr::BLOCKS_IN, 0), (addr::BLOCKS_OUT, 0), (addr::CAPS, CoreOptions::FULL.caps()), (addr::ID, ID)] {
        for order in ORDERS {
            assert_eq!(bench.write_with(a, 0xa5a5_5a5a, 0xf, order), OKAY);
        }
        assert_eq!(bench.read(a), (want, OKAY), "register {a:#04x}");
    }
}

/// CTRL in the full build: DECRYPT and KEYLEN 0-2 read back; KEYLEN = 3, ZEROIZE and the
/// reserved bits read 0 (the other fields of a ZEROIZE write are stored as usual).
#[test]
fn ctrl_fields_read_back_what_the_build_supports() {
    let mut bench = bench();
    for (v, want) in [(1, 1), (2, 2), (4, 4), (5, 5), (6, 0), (7, 1), (0x7fff_fff8, 0), (0xffff_ffff, 1), (0, 0)] {
        assert_eq!(bench.write(addr::CTRL, v), OKAY);
        assert_eq!(bench.read(addr::CTRL), (want, OKAY), "after writing {v:#x}");
    }
    // Byte lane 0 carries the fields: a write without it keeps them.
    assert_eq!(bench.write(addr::CTRL, 5), OKAY);
    assert_eq!(bench.write_with(addr::CTRL, 0x0000_0100, 0b0010, Order::Together), OKAY);
    assert_eq!(bench.read(addr::CTRL), (5, OKAY));
}

/// CTRL and CAPS in the AES-128 encrypt-only build: AES-128 only, the forward-only modes
/// (CFB, OFB, CTR), and DECRYPT stored because those modes decrypt with the forward cipher.
#[test]
fn ctrl_unsupported_fields_read_0_in_the_encrypt_only_build() {
    let mut bench = AxisBench::with_options(CoreOptions::ENCRYPT_128);
    assert_eq!(bench.read(addr::CAPS), (0b111_0000, OKAY));
    for (v, want) in [
        (0x0000_0001, 1),
        (0x0000_0002, 0),
        (0x0000_0004, 0),
        (0x0000_0006, 0),
        (0x0000_0008, 0),
        (0x0000_0010, 0x10),
        (0x0000_0020, 0x20),
        (0x0000_0018, 0x18),
        (0x7fff_fff8, 0),
        (0xffff_ffff, 1),
        (0, 0),
    ] {
        assert_eq!(bench.write(addr::CTRL, v), OKAY);
        assert_eq!(bench.read(addr::CTRL), (want, OKAY), "after writing {v:#x}");
    }
}

/// Keys are write-only: after writing every byte lane in every channel order, they read 0, and
/// the written key (strobes merged) is the one the data path uses.
#[test]
fn key_words_write_only_with_strobes_and_channel_orders() {
    let mut rng = StdRng::seed_from_u64(0xA7E6_0001);
    let mut bench = bench();
    let key: [u32; 4] = rng.gen();
    // KEY4..7 start the update but do not count for AES-128.
    for i in 4..8 {
        assert_eq!(bench.write(addr::key(i), 0xdead_beef), OKAY);
        assert_eq!(bench.read(addr::key(i)), (0, OKAY));
    }
    // Words 3, 2, 1: a full word of garbage, then the real bytes lane by lane in different
    // channel orders.
    for i in (1..4u8).rev() {
        assert_eq!(bench.write_with(addr::key(i), rng.gen(), 0xf, ORDERS[i as usize % 3]), OKAY);
        for lane in 0..4 {
            let order = ORDERS[(lane + i as usize) % 3];
            assert_eq!(bench.write_with(addr::key(i), key[i as usize], 1 << lane, order), OKAY);
        }
        assert_eq!(bench.read(addr::key(i)), (0, OKAY));
        assert_eq!(bench.status() & 0b1_0001, 0b1_0000, "KEY_PARTIAL, not KEY_READY");
    }
    // Word 0 lane by lane: its first lane completes the update; the stored copy of the other
    // lanes is 0 after reset, so the key is complete with the bytes written so far.
    assert_eq!(bench.write_with(addr::key(0), key[0], 0b0001, Order::WFirst), OKAY);
    assert_eq!(bench.scoreboard.key()[..4], [key[0] & 0xff, key[1], key[2], key[3]]);
    bench.wait_key_ready(50);
    let mut source = Source::new(random_transactions(&mut rng, &[40]), 0.2, 1);
    bench.run_stream(&mut source, &mut Sink::new(0.2, 2), 5_000);
    assert_eq!(bench.scoreboard.checked, 40);
    let r = aes_testbench::reference::Reference::aes128(&[key[0] & 0xff, key[1], key[2], key[3]]);
    assert_eq!(bench.scoreboard.transaction_keys.len(), 1);
    assert_eq!(r.process(0), aes_testbench::reference::Reference::new(bench.scoreboard.transaction_keys[0].0, &bench.scoreboard.transaction_keys[0].1).process(0));
}

/// A partial-strobe write changes only its bytes: write a key, then change one byte lane of one
/// word and rewrite the other words; the data path must use the merged word.
#[test]
fn partial_strobe_changes_only_its_byte() {
    let mut rng = StdRng::seed_from_u64(0xA7E6_0002);
    let mut bench = bench();
    let key: [u32; 4] = rng.gen();
    bench.load_key(&key);
    assert_eq!(bench.write_with(addr::key(2), 0x00ff_0000, 0b0100, Order::WFirst), OKAY);
    assert_eq!(bench.status() & 0b1_0001, 0b1_0000, "a key update started: KEY_PARTIAL, not KEY_READY");
    for i in [0u8, 1, 3] {
        assert_eq!(bench.write(addr::key(i), key[i as usize]), OKAY);
    }
    let mut merged = key;
    merged[2] = (key[2] & 0xff00_ffff) | 0x00ff_0000;
    assert_eq!(bench.scoreboard.key()[..4], merged);
    bench.wait_key_ready(50);
    let blocks = random_transactions(&mut rng, &[8]);
    let mut source = Source::new(blocks.clone(), 0.0, 3);
    let log = bench.run_stream(&mut source, &mut Sink::always_ready(), 1_000);
    let first = log.iter().find(|o| o.emitted).unwrap().output.unwrap();
    assert_eq!(first.data, aes_testbench::reference::Reference::aes128(&merged).process(blocks[0].data));
}

/// STATUS: KEY_READY drops on every KEYi write and rises once the key is complete and derived,
/// KEY_PARTIAL in between; a CTRL write that changes only DECRYPT re-derives, one that changes
/// nothing leaves the key ready; DERIVING is seen while deriving; BUSY while a transaction is in
/// progress; ZEROIZE clears KEY_READY and starts nothing.
#[test]
fn status_bits_follow_key_writes_and_transactions() {
    let mut rng = StdRng::seed_from_u64(0xA7E6_0003);
    let mut bench = bench();
    let key: [u32; 4] = rng.gen();
    bench.write_key(&key);
    let mut seen = 0u32;
    for _ in 0..40 {
        let s = bench.status();
        seen |= s;
        if s & 1 != 0 {
            break;
        }
    }
    assert_eq!(seen & 0b1101, 0b1101, "KEY_READY, DERIVING and REFRESHING seen: {seen:#x}");
    assert_eq!(bench.write(addr::CTRL, 0), OKAY);
    assert_eq!(bench.status() & 0b1_0001, 1, "a CTRL write that changes nothing keeps the key");
    assert_eq!(bench.write(addr::CTRL, 1), OKAY);
    assert_eq!(bench.status() & 0b1_0001, 0, "DECRYPT changed: re-derived, no key words needed");
    bench.wait_key_ready(50);
    for a in [addr::key(5), addr::key(7), addr::key(0), addr::key(3)] {
        assert_eq!(bench.write(a, 0), OKAY);
        assert_eq!(bench.status() & 0b1_0001, 0b1_0000, "KEY_PARTIAL after a write to {a:#04x}");
    }
    assert_eq!(bench.write(addr::key(1), key[1]), OKAY);
    assert_eq!(bench.status() & 0b1_0001, 0b1_0000, "KEY_PARTIAL with word 2 missing");
    assert_eq!(bench.write(addr::key(2), key[2]), OKAY);
    assert_eq!(bench.status() & 0b1_0000, 0, "complete: KEY_PARTIAL drops");
    bench.wait_key_ready(50);
    assert_eq!(bench.scoreboard.key()[..4], [0, key[1], key[2], 0]);
    // Writes to read-only registers and unmapped addresses do not touch the key.
    for a in [addr::STATUS, addr::ID, 0x40] {
        bench.write(a, 0);
        assert_eq!(bench.status() & 1, 1, "KEY_READY after a write to {a:#04x}");
    }
    // BUSY during a long transaction with a slow sink.
    let mut source = Source::new(random_transactions(&mut rng, &[100]), 0.0, 4);
    let mut sink = Sink::new(0.8, 5);
    for _ in 0..30 {
        let i = source.drive();
        if bench.cycle(i, sink.ready(), false).accepted {
            source.taken();
        }
    }
    bench.lite.push(LiteOp::Read { addr: addr::STATUS });
    let log = bench.run_stream(&mut source, &mut sink, 10_000);
    assert!(log.len() > 10);
    let busy = bench.lite.results.drain(..).any(|r| matches!(r, LiteResult::Read { data, .. } if data & 2 != 0));
    assert!(busy, "BUSY not seen during a transaction");
    assert_eq!(bench.status() & 2, 0, "BUSY after the transaction");
    // ZEROIZE.
    assert_eq!(bench.write(addr::CTRL, ZEROIZE), OKAY);
    for _ in 0..30 {
        assert_eq!(bench.status() & 0b1101, 0, "ZEROIZE starts no derivation");
    }
}

/// BLOCKS_IN / BLOCKS_OUT count handshakes; while the sink stalls BLOCKS_OUT lags.
#[test]
fn block_counters() {
    let mut rng = StdRng::seed_from_u64(0xA7E6_0004);
    let mut bench = bench();
    bench.load_key(&rng.gen::<[u32; 4]>());
    let mut source = Source::new(random_transactions(&mut rng, &[37, 5]), 0.3, 6);
    bench.run_stream(&mut source, &mut Sink::new(0.3, 7), 5_000);
    assert_eq!(bench.read(addr::BLOCKS_IN), (42, OKAY));
    assert_eq!(bench.read(addr::BLOCKS_OUT), (42, OKAY));
    // Five blocks in with the sink stalled.
    let mut source = Source::new(random_transactions(&mut rng, &[5]), 0.0, 8);
    for _ in 0..40 {
        let i = source.drive();
        if bench.cycle(i, false, false).accepted {
            source.taken();
        }
    }
    assert!(source.is_done());
    bench.lite.push(LiteOp::Read { addr: addr::BLOCKS_IN });
    bench.lite.push(LiteOp::Read { addr: addr::BLOCKS_OUT });
    for _ in 0..20 {
        bench.cycle(None, false, false);
    }
    let r: Vec<LiteResult> = bench.lite.results.drain(..).collect();
    assert_eq!(
        r,
        [
            LiteResult::Read { addr: addr::BLOCKS_IN, data: 47, resp: OKAY },
            LiteResult::Read { addr: addr::BLOCKS_OUT, data: 42, resp: OKAY }
        ]
    );
}

/// A write is answered `WRITE_RESPONSE_CYCLES` cycles after the slave holds both halves (the
/// decode cycle and the apply cycle), whatever it writes: AW and W go over together in the
/// master's first cycle, so both are held from the next one.
#[test]
fn write_response_timing() {
    let mut bench = bench();
    for (a, resp) in [(addr::key(0), OKAY), (addr::CTRL, OKAY), (addr::iv(0), OKAY), (addr::ID, OKAY), (0x50, SLVERR)] {
        bench.lite.push(LiteOp::Write { addr: a, data: 0, strb: 0xf, order: Order::Together });
        let handover = bench.cycle(None, false, false).cycle;
        let answered = (0..10)
            .map(|_| bench.cycle(None, false, false))
            .find(|o| o.write_answered.is_some())
            .unwrap_or_else(|| panic!("write to {a:#04x} not answered"));
        assert_eq!(answered.write_answered, Some((a, resp)));
        assert_eq!(answered.cycle - handover, 1 + WRITE_RESPONSE_CYCLES, "write to {a:#04x}");
        bench.finish_lite(10);
    }
}

/// Responses are held until taken: the master keeps bready / rready low for a while.
#[test]
fn responses_held_until_taken() {
    let mut bench = bench();
    bench.lite.resp_delay = 7;
    for order in ORDERS {
        assert_eq!(bench.write_with(0x50, 1, 0xf, order), SLVERR);
        assert_eq!(bench.write_with(addr::ID, 1, 0xf, order), OKAY);
    }
    assert_eq!(bench.read(addr::ID), (ID, OKAY));
    assert_eq!(bench.read(0x50), (0, SLVERR));
}

/// Many random operations back to back in random channel orders, with random response delays,
/// checked against the register map.
#[test]
fn random_register_traffic() {
    let mut rng = StdRng::seed_from_u64(0xA7E6_0005);
    let mut bench = bench();
    for _ in 0..300 {
        bench.lite.resp_delay = rng.gen_range(0..3);
        let a: u8 = rng.gen();
        let caps = CoreOptions::FULL.caps();
        let reg = regs::lookup(a as u32, caps);
        let mapped = reg.is_some();
        if rng.gen_bool(0.5) {
            let resp = bench.write_with(a, rng.gen(), rng.gen_range(0..16), ORDERS[rng.gen_range(0..3)]);
            assert_eq!(resp, if mapped { OKAY } else { SLVERR }, "write {a:#04x}");
        } else {
            let (data, resp) = bench.read(a);
            assert_eq!(resp, if mapped { OKAY } else { SLVERR }, "read {a:#04x}");
            let ctrl = regs::Ctrl {
                decrypt: bench.scoreboard.mode_decrypt,
                key_len: bench.ctrl.key_len as u32,
                mode: bench.scoreboard.mode.code(),
                ..Default::default()
            };
            match reg.map(|r| r.read) {
                Some(ReadValue::Id) => assert_eq!(data, ID),
                Some(ReadValue::Caps) => assert_eq!(data, caps),
                Some(ReadValue::Stored) => {
                    assert_eq!(data, bench.scoreboard.ivs.words[(a as usize & 0xf) / 4], "read {a:#04x}")
                }
                Some(ReadValue::Ctrl) => assert_eq!(data, ctrl.encode()),
                Some(ReadValue::Status) => assert_eq!(data & !0b11_1111, 0),
                // Key words, unmapped addresses, and the counters (no stream here).
                _ => assert_eq!(data, 0, "read {a:#04x}"),
            }
        }
    }
}
