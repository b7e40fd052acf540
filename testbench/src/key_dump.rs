//! "No key material left behind" (`docs/aes_axis.md`) checked on a register dump: the words a key
//! leaves in the design (its schedule; with GCM `H`, the power of `H` the GHASH unit stores and
//! every GHASH value of the messages it hashed; with XTS the tweak key's schedule and the tweaks
//! of the data units), each computed from RustCrypto, and the check of a dump (every signal and
//! its value) against them.

use crate::gcm_bench::GcmMessage;
use crate::ghash_bench::{ghash_reference, length_block};
use crate::reference::key_schedule;
use aes_fpga_driver::gcm::{j0, Layout};
use aes_fpga_driver::software::Ecb;
use std::collections::HashSet;

/// Pipeline state registers (0 without a block in the stage: each stage's register is the
/// output of its `SubBytes` leaf, `sub.y0..y3`) and, where `fifo` is set, the FIFO entries (0
/// after reset, and after a zeroize once `BUSY` is low).
pub fn is_datapath_register(name: &str, fifo: bool) -> bool {
    let last = name.rsplit('.').next().unwrap_or("");
    // With two registers per round, in the exported Verilog: the lookups' first registers
    // (`lookup[g].q_lo`/`q_hi` of the block RAMs, `a_q0..3` of the LUT tables) and the output
    // registers (`r_lo`/`r_hi`).
    let first = ["q_lo", "q_hi", "r_lo", "r_hi", "a_q0", "a_q1", "a_q2", "a_q3"].contains(&last);
    let stage = name.contains(".stages$") && (name.contains(".sub.y") || name.contains(".sub$y") || first);
    let entry = name.contains(".bank") && last.starts_with('e') && last[1..].parse::<u32>().is_ok();
    stage || (fifo && entry)
}

/// Whether the FIFO's entries must have been cleared at a checkpoint.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Fifo {
    Cleared,
    MayHoldOutput,
}

/// Asserts that no signal holds any word of `forbidden` (in any 32-bit lane) and that every
/// pipeline state register (and, with `Fifo::Cleared`, every FIFO entry) is 0.
pub fn assert_no_key_material(values: &[(String, u128)], forbidden: &HashSet<u32>, fifo: Fifo, what: &str) {
    let mut bad = vec![];
    let (mut stages, mut entries) = (0, 0);
    for (name, v) in values {
        for lane in 0..4 {
            let w = (v >> (32 * lane)) as u32;
            if forbidden.contains(&w) {
                bad.push(format!("{name} = {v:#x} holds key material {w:#010x}"));
            }
        }
        if is_datapath_register(name, fifo == Fifo::Cleared) {
            if name.contains(".bank") {
                entries += 1;
            } else {
                stages += 1;
            }
            if *v != 0 {
                bad.push(format!("{name} = {v:#x}: nonzero data path register without a block"));
            }
        }
    }
    // Four words per stage and per FIFO entry.
    assert!(stages >= 4 * 11, "{what}: {stages} stage registers in the dump");
    assert!(fifo == Fifo::MayHoldOutput || entries >= 4 * 13, "{what}: {entries} FIFO entry registers in the dump");
    assert!(values.len() > 1000, "{what}: only {} signals in the dump", values.len());
    assert!(bad.is_empty(), "{what}:\n{}", bad.join("\n"));
}

/// A key's bytes as the words written to `KEY0..7` (or `XKEY0..7`): word `i` is bytes `4i..4i+3`.
pub fn key_words(key: &[u8]) -> Vec<u32> {
    key.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

/// Every word of the key and of its schedule.
pub fn key_material(key: &[u32]) -> HashSet<u32> {
    key_schedule(key).into_iter().filter(|&w| w != 0).collect()
}

/// The four 32-bit words of a block (port byte order: word `i` is bytes `4i..4i+3`).
pub fn block_words(v: u128) -> [u32; 4] {
    [0, 1, 2, 3].map(|i| (v >> (32 * i)) as u32)
}

/// `a • b` in GF(2^128) as SP 800-38D defines it, by the `ghash` crate (`GHASH_b(a) = a • b`),
/// blocks in port byte order.
pub fn gf_mul_reference(a: u128, b: u128) -> u128 {
    ghash_reference(b, &[a])
}

/// The GHASH input blocks of a message (`A || 0^v || C || 0^u || lengths`), port byte order:
/// the AAD beats as they come out, the ciphertext (the output when encrypting, the input's
/// payload bytes when decrypting), the length block.
pub fn ghash_blocks(m: &GcmMessage) -> Vec<u128> {
    let aad_beats = m.aad_len.div_ceil(16);
    let pay_beats = m.beats.len() - aad_beats;
    let payload_len = if pay_beats == 0 { 0 } else { 16 * (pay_beats - 1) + m.beats[m.beats.len() - 1].keep.count_ones() as usize };
    let l = Layout::new(m.aad_len, payload_len);
    let mut x: Vec<u128> = m.expect[..aad_beats].to_vec();
    for j in 0..pay_beats {
        let k = aad_beats + j;
        x.push(if m.decrypt {
            let bytes = (payload_len - 16 * j).min(16);
            let mask = if bytes == 16 { u128::MAX } else { (1u128 << (8 * bytes)) - 1 };
            m.beats[k].data & mask
        } else {
            m.expect[k]
        });
    }
    x.push(length_block(l.aad_len as u64, l.payload_len as u64));
    x
}

/// The words a GCM key leaves in the design, from RustCrypto (`aes` for the cipher, `ghash`
/// for every product), in each form the GHASH unit (`hdl/src/modes/gcm/ghash.rs`) stores them:
/// `H`, `H^2` and `H^3` (column words, their Karatsuba middles `w0 ^ w2`, `w1 ^ w3`, and the
/// multiplier's polynomial order, each byte's bits reversed, with its middle `lo64 ^ hi64`); and
/// for each message under `iv`, `E_K(J0)`, the key stream, the tag and every accumulator, operand
/// and product of the unit's three interleaved accumulators (block `i` in slot `i mod 3`,
/// `acc <- (acc ^ X_i) • H^3`, the second-to-last block times `H^2`, the last times `H`, the
/// hash the XOR of the three: checked against the tag `aes-gcm` gives, so the model is the
/// unit's). An operand that is a bare input block (the first block of a slot) is stream data,
/// not key material, and is left out.
pub fn gcm_key_material(key: &[u8], msgs: &[([u8; 12], &GcmMessage)]) -> HashSet<u32> {
    let e = Ecb::new(key, false).unwrap();
    let h = e.tdata(0);
    let h2 = gf_mul_reference(h, h);
    let h3 = gf_mul_reference(h2, h);
    let mut values = vec![h, h2, h3];
    for &(iv, m) in msgs {
        let mask = e.tdata(u128::from_le_bytes(j0(&iv)));
        let tag = *m.expect.last().unwrap();
        values.extend([mask, tag]);
        // The key stream of the payload beats: inc32 of J0.
        let aad_beats = m.aad_len.div_ceil(16);
        let mut ctr = j0(&iv);
        for _ in aad_beats..m.beats.len() {
            let c = u32::from_be_bytes(ctr[12..].try_into().unwrap()).wrapping_add(1);
            ctr[12..].copy_from_slice(&c.to_be_bytes());
            values.push(e.tdata(u128::from_le_bytes(ctr)));
        }
        let x = ghash_blocks(m);
        let mut acc = [0u128; 3];
        let n = x.len();
        for (i, &xi) in x.iter().enumerate() {
            let s = i % 3;
            let op = acc[s] ^ xi;
            if acc[s] != 0 {
                values.push(op);
            }
            let power = [h, h2, h3][(n - 1 - i).min(2)];
            acc[s] = gf_mul_reference(op, power);
            values.push(acc[s]);
        }
        assert_eq!(acc[0] ^ acc[1] ^ acc[2] ^ mask, tag, "the interleaved accumulators give aes-gcm's tag");
    }
    let reflect = |v: u128| u128::from_le_bytes(v.to_le_bytes().map(u8::reverse_bits));
    let mut words = HashSet::new();
    for v in values {
        let w = block_words(v);
        let r = reflect(v);
        let rm = (r as u64) ^ ((r >> 64) as u64);
        words.extend(w);
        words.extend([w[0] ^ w[2], w[1] ^ w[3]]);
        words.extend(block_words(r));
        words.extend([rm as u32, (rm >> 32) as u32]);
    }
    words.remove(&0);
    words
}

/// `t ⊗ α` as IEEE 1619 defines it on a tweak in port byte order (the 16-byte little-endian
/// value shifted left by one bit, `0x87` into byte 0 on a carry out of byte 15).
pub fn mul_alpha(t: u128) -> u128 {
    (t << 1) ^ if t >> 127 != 0 { 0x87 } else { 0 }
}

/// The tweaks of data unit `number` under `key2` (16 or 32 bytes), from the `aes` crate:
/// `T_j = E_Key2(number) ⊗ α^j` for `j` in `0..count`, port byte order.
pub fn xts_tweaks(key2: &[u8], number: u128, count: usize) -> Vec<u128> {
    let e = Ecb::new(key2, false).unwrap();
    std::iter::successors(Some(e.tdata(number)), |&t| Some(mul_alpha(t))).take(count).collect()
}

/// The words the tweak key `key2` leaves in the design after XTS data units `(number, bytes)`:
/// `Key2` and its schedule, and for each unit `E_Key2(i)` and every `T_j` up to and including
/// the one after its last block, for `i` the unit's number and `i + 1` (the number handed over,
/// whose tweak the design may compute before the next unit comes).
pub fn xts_key_material(key2: &[u8], units: &[(u128, usize)]) -> HashSet<u32> {
    let mut m = key_material(&key_words(key2));
    for &(number, bytes) in units {
        for n in [number, number.wrapping_add(1)] {
            m.extend(xts_tweaks(key2, n, bytes.div_ceil(16) + 1).into_iter().flat_map(block_words));
        }
    }
    m.remove(&0);
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use aes_fpga_driver::software::Xts;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    /// The tweaks are those `xts-mode` uses: `C_j = E_Key1(P_j ^ T_j) ^ T_j` for every whole
    /// block before the stolen one, and the last `T` the data unit's final block (ciphertext
    /// stealing: `C_(m-1) = E_Key1(P_m || CP ^ T_m) ^ T_m`).
    #[test]
    fn the_tweaks_are_those_of_xts_mode() {
        let mut rng = StdRng::seed_from_u64(1619);
        for (key_bytes, len) in [(16usize, 64usize), (32, 64), (16, 45), (32, 17), (16, 512)] {
            let key1: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
            let key2: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
            let number: u128 = rng.gen();
            let data: Vec<u8> = (0..len).map(|_| rng.gen()).collect();
            let mut out = data.clone();
            Xts::new(&key1, &key2).unwrap().encrypt_unit(&mut out, number);
            let e1 = Ecb::new(&key1, false).unwrap();
            let blocks = len.div_ceil(16);
            let t = xts_tweaks(&key2, number, blocks);
            let block = |b: &[u8], j: usize| u128::from_le_bytes(b[16 * j..16 * j + 16].try_into().unwrap());
            let whole = if len % 16 == 0 { blocks } else { blocks - 2 };
            for j in 0..whole {
                assert_eq!(e1.tdata(block(&data, j) ^ t[j]) ^ t[j], block(&out, j), "block {j} of {len} bytes");
            }
            if len % 16 != 0 {
                // The block before the short one holds P_m || CP, encrypted under T_m.
                let r = len % 16;
                let cc = e1.tdata(block(&data, blocks - 2) ^ t[blocks - 2]) ^ t[blocks - 2];
                let mut pp = cc.to_le_bytes();
                pp[..r].copy_from_slice(&data[len - r..]);
                let pp = u128::from_le_bytes(pp);
                assert_eq!(e1.tdata(pp ^ t[blocks - 1]) ^ t[blocks - 1], block(&out, blocks - 2), "the stolen block of {len} bytes");
                assert_eq!(&cc.to_le_bytes()[..r], &out[len - r..], "the short block of {len} bytes");
            }
            let m = xts_key_material(&key2, &[(number, len)]);
            assert!(block_words(t[0]).iter().all(|w| *w == 0 || m.contains(w)));
        }
    }
}
