//! GCM messages as packets, for the benches of the modes' dispatcher (`aes_hdl::modes::Modes`,
//! with the GCM mode) and of `aes_axis`.

/// A GCM message as a packet: the input beats (`tdata`, `tkeep`, `tlast`) with random bytes
/// where the design must ignore the input (past `AAD_LEN` in the last AAD beat, past the
/// payload in the last beat), and the output blocks `aes-gcm` gives (AAD, payload, tag).
pub struct GcmMessage {
    pub aad_len: usize,
    pub decrypt: bool,
    pub beats: Vec<GcmBeat>,
    pub expect: Vec<u128>,
}

#[derive(Clone, Copy, Debug)]
pub struct GcmBeat {
    pub data: u128,
    pub keep: u16,
    pub last: bool,
}

/// A random message of `aad_len` AAD bytes and `pt_len` payload bytes under `iv`.
pub fn gcm_message(
    rng: &mut rand::rngs::StdRng,
    g: &aes_fpga_driver::software::Gcm,
    iv: [u8; 12],
    aad_len: usize,
    pt_len: usize,
    decrypt: bool,
) -> GcmMessage {
    use rand::Rng;
    let aad: Vec<u8> = (0..aad_len).map(|_| rng.gen()).collect();
    let pt: Vec<u8> = (0..pt_len).map(|_| rng.gen()).collect();
    let (ct, tag) = g.seal(&iv, &aad, &pt);
    let (input, output) = if decrypt { (&ct, &pt) } else { (&pt, &ct) };
    let l = aes_fpga_driver::gcm::Layout::new(aad_len, pt_len);
    let mut buf = l.input(&aad, input);
    for i in (aad_len..l.payload_offset()).chain(l.payload_offset() + pt_len..l.input_bytes()) {
        buf[i] = rng.gen();
    }
    let mut out = l.input(&aad, output);
    out.extend_from_slice(&tag);
    let n = l.input_beats();
    let beats = (0..n)
        .map(|k| GcmBeat {
            data: u128::from_le_bytes(buf[16 * k..][..16].try_into().unwrap()),
            keep: if k == n - 1 { l.last_keep() } else { 0xFFFF },
            last: k == n - 1,
        })
        .collect();
    let expect = out
        .chunks(16)
        .map(|c| u128::from_le_bytes(c.try_into().unwrap()))
        .collect();
    GcmMessage {
        aad_len,
        decrypt,
        beats,
        expect,
    }
}

/// AAD and payload lengths for a random message: AAD 0-100 bytes, payload 0-300, not both empty.
pub fn random_lengths(rng: &mut rand::rngs::StdRng) -> (usize, usize) {
    use rand::Rng;
    loop {
        let (a, p) = (rng.gen_range(0..=100), rng.gen_range(0..=300));
        if a + p > 0 {
            return (a, p);
        }
    }
}
