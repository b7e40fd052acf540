//! The GCM control (`aes_hdl::gcm::gcm_control`) in the cycle-stepped harness, and Verilator's
//! model of its exported Verilog for lock-step checks: every input and output port in the order
//! of the block's fields.

use crate::sim::Clocked;
use crate::verilator_engine::{ModelBuild, Port, VerilatorModel};
use aes_hdl::gcm::gcm_control::{gcm_control_verilog, GcmControl};
use rust_hdl::prelude::*;

impl Clocked for GcmControl {
    fn clock(&mut self) -> &mut Signal<In, Clock> {
        &mut self.clock
    }
}

const fn port(name: &'static str, width: u32) -> Port {
    Port { name, width }
}

/// The inputs but the clock.
pub const INPUTS: [Port; 30] = [
    port("reset", 1),
    port("zeroize", 1),
    port("mode", 3),
    port("decrypt", 1),
    port("iv0", 32),
    port("iv1", 32),
    port("iv2", 32),
    port("aad_len", 32),
    port("tvalid", 1),
    port("tlast", 1),
    port("tkeep", 16),
    port("rec", 32),
    port("din0", 32),
    port("din1", 32),
    port("din2", 32),
    port("din3", 32),
    port("slot_ok", 1),
    port("credit_ok", 1),
    port("modes_ready", 1),
    port("key_ready", 1),
    port("co0", 32),
    port("co1", 32),
    port("co2", 32),
    port("co3", 32),
    port("core_valid", 1),
    port("core_last", 1),
    port("other0", 32),
    port("other1", 32),
    port("other2", 32),
    port("other3", 32),
];

pub const OUTPUTS: [Port; 27] = [
    port("record", 32),
    port("side_data", 1),
    port("pass", 1),
    port("inject", 1),
    port("slot", 1),
    port("credit", 1),
    port("offer", 1),
    port("offer_inject", 1),
    port("offer_h", 1),
    port("gcm_slot", 1),
    port("cin0", 32),
    port("cin1", 32),
    port("cin2", 32),
    port("cin3", 32),
    port("gcm_last_beat", 1),
    port("h_ok", 1),
    port("iv_handover", 1),
    port("next_iv1", 32),
    port("next_iv2", 32),
    port("length_err", 1),
    port("push", 1),
    port("out0", 32),
    port("out1", 32),
    port("out2", 32),
    port("out3", 32),
    port("out_last", 1),
    port("busy", 1),
];

/// The rust-hdl block's inputs, as the Verilator model takes them.
pub fn input_words(u: &GcmControl) -> Vec<u32> {
    vec![
        u.reset.val() as u32,
        u.zeroize.val() as u32,
        u.mode.val().to_u32(),
        u.decrypt.val() as u32,
        u.iv0.val().to_u32(),
        u.iv1.val().to_u32(),
        u.iv2.val().to_u32(),
        u.aad_len.val().to_u32(),
        u.tvalid.val() as u32,
        u.tlast.val() as u32,
        u.tkeep.val().to_u32(),
        u.rec.val().to_u32(),
        u.din0.val().to_u32(),
        u.din1.val().to_u32(),
        u.din2.val().to_u32(),
        u.din3.val().to_u32(),
        u.slot_ok.val() as u32,
        u.credit_ok.val() as u32,
        u.modes_ready.val() as u32,
        u.key_ready.val() as u32,
        u.co0.val().to_u32(),
        u.co1.val().to_u32(),
        u.co2.val().to_u32(),
        u.co3.val().to_u32(),
        u.core_valid.val() as u32,
        u.core_last.val() as u32,
        u.other0.val().to_u32(),
        u.other1.val().to_u32(),
        u.other2.val().to_u32(),
        u.other3.val().to_u32(),
    ]
}

/// The rust-hdl block's outputs (after `eval`), as the Verilator model gives them.
pub fn output_words(u: &GcmControl) -> Vec<u32> {
    vec![
        u.record.val().to_u32(),
        u.side_data.val() as u32,
        u.pass.val() as u32,
        u.inject.val() as u32,
        u.slot.val() as u32,
        u.credit.val() as u32,
        u.offer.val() as u32,
        u.offer_inject.val() as u32,
        u.offer_h.val() as u32,
        u.gcm_slot.val() as u32,
        u.cin0.val().to_u32(),
        u.cin1.val().to_u32(),
        u.cin2.val().to_u32(),
        u.cin3.val().to_u32(),
        u.gcm_last_beat.val() as u32,
        u.h_ok.val() as u32,
        u.iv_handover.val() as u32,
        u.next_iv1.val().to_u32(),
        u.next_iv2.val().to_u32(),
        u.length_err.val() as u32,
        u.push.val() as u32,
        u.out0.val().to_u32(),
        u.out1.val().to_u32(),
        u.out2.val().to_u32(),
        u.out3.val().to_u32(),
        u.out_last.val() as u32,
        u.busy.val() as u32,
    ]
}

/// Verilator's model of `gcm_control.v`.
pub fn verilator_gcm_control() -> Result<VerilatorModel, String> {
    VerilatorModel::build(
        &gcm_control_verilog(),
        "gcm_control",
        "clock",
        &INPUTS,
        &OUTPUTS,
        ModelBuild::Quick,
    )
}

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
