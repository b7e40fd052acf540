//! `--mode gcm`: one AES-GCM message through the accelerator (`simulate` and `run`), checked
//! against RustCrypto's `aes-gcm`. Encryption prints the tag; decryption (`--decrypt --tag`)
//! releases the plaintext only when the tag matches, and a mismatch is `error: authentication
//! failed` with exit status 1 and no output file (`main.rs`).

use crate::files::read;
use crate::simulate::ModeArgs;
use aes_fpga_driver::bytes::parse_hex;
use aes_fpga_driver::gcm::{IV_BYTES, TAG_LENGTHS};
use aes_fpga_driver::software::Gcm;
use aes_fpga_driver::{AesAccelerator, DmaBuffer, Error, Registers};
use anyhow::{anyhow, bail, Result};

/// The GCM arguments, checked.
#[derive(Clone, Debug)]
pub struct GcmArgs {
    pub iv: [u8; IV_BYTES],
    pub aad: Vec<u8>,
    /// The received tag (decryption only).
    pub tag: Option<Vec<u8>>,
}

impl GcmArgs {
    /// `--iv` (24 hex digits, required), `--aad` or `--aad-file`, and `--tag` exactly when
    /// decrypting.
    pub fn parse(m: &ModeArgs, decrypt: bool) -> Result<GcmArgs> {
        let hex = m.iv.as_deref().ok_or_else(|| anyhow!("--mode gcm needs --iv: the 96-bit IV as 24 hex digits"))?;
        let bytes = parse_hex(hex).map_err(|e| anyhow!("invalid IV: {e}; expected 24 hex digits (the 96-bit GCM IV)"))?;
        let n = bytes.len();
        let iv = bytes.try_into().map_err(|_| anyhow!("invalid IV: {} hex digits, expected 24 (the 96-bit GCM IV)", 2 * n))?;
        let aad = match (&m.aad, &m.aad_file) {
            (Some(_), Some(_)) => bail!("--aad and --aad-file exclude each other"),
            (Some(hex), None) => parse_hex(hex).map_err(|e| anyhow!("invalid AAD: {e}"))?,
            (None, Some(path)) => read(path, "AAD file")?,
            (None, None) => Vec::new(),
        };
        let tag = match (&m.tag, decrypt) {
            (Some(_), false) => bail!("--tag needs --decrypt (encryption computes the tag)"),
            (None, true) => bail!("--mode gcm --decrypt needs --tag: the received tag as 32 hex digits"),
            (None, false) => None,
            (Some(hex), true) => {
                let tag = parse_hex(hex).map_err(|e| anyhow!("invalid tag: {e}"))?;
                if !TAG_LENGTHS.contains(&tag.len()) {
                    bail!("invalid tag: {} hex digits, expected 32 (or 30, 28, 26, 24, 16 or 8 for a truncated tag)", 2 * tag.len());
                }
                Some(tag)
            }
        };
        Ok(GcmArgs { iv, aad, tag })
    }
}

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
