//! `--mode gcm`: one AES-GCM message through the accelerator (`simulate` and `run`), checked
//! against RustCrypto's `aes-gcm`. Encryption prints the tag; decryption (`--decrypt --tag`)
//! releases the plaintext only when the tag matches, and a mismatch is `error: authentication
//! failed` with exit status 1 and no output file (`main.rs`).

use crate::args::GcmArgs;
use aes_fpga_driver::software::Gcm;
use aes_fpga_driver::{AesAccelerator, DmaBuffer, Error, Registers};
use anyhow::{bail, Result};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The message through the driver (key loaded), checked against `aes-gcm`: the ciphertext (and
/// the tag printed), or the plaintext once the tag matched. A tag mismatch is
/// [`Error::TagMismatch`]; the accelerator and `aes-gcm` disagreeing is an error of its own.
pub fn process<R: Registers, D: Registers, B: DmaBuffer>(
    acc: &mut AesAccelerator<R, D, B>,
    key: &[u8],
    g: &GcmArgs,
    data: &[u8],
) -> Result<Vec<u8>> {
    let reference = Gcm::new(key)?;
    match &g.tag {
        None => {
            let (ct, tag) = acc.gcm_encrypt(&g.iv, &g.aad, data)?;
            let (want_ct, want_tag) = reference.seal(&g.iv, &g.aad, data);
            if ct != want_ct {
                bail!("the ciphertext differs from aes-gcm's");
            }
            if tag != want_tag {
                bail!("the tag {} differs from aes-gcm's {}", hex(&tag), hex(&want_tag));
            }
            println!("  tag:           {} (equal to aes-gcm's)", hex(&tag));
            Ok(ct)
        }
        Some(tag) => match (acc.gcm_decrypt(&g.iv, &g.aad, data, tag), reference.open(&g.iv, &g.aad, data, tag)) {
            (Ok(pt), Ok(want)) if pt == want => {
                println!("  tag:           {} verified (aes-gcm agrees)", hex(tag));
                Ok(pt)
            }
            (Err(Error::TagMismatch), Err(Error::TagMismatch)) => Err(Error::TagMismatch.into()),
            (Err(e), _) if !matches!(e, Error::TagMismatch) => Err(e.into()),
            _ => bail!("the accelerator and aes-gcm disagree on the message"),
        },
    }
}

/// Whether an error is a failed tag check (exit status 1, not a usage error).
pub fn is_auth_failure(e: &anyhow::Error) -> bool {
    matches!(e.downcast_ref::<Error>(), Some(Error::TagMismatch))
}
