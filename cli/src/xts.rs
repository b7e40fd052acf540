//! `--mode xts`: sectors through the accelerator (`simulate` and `run`), checked against
//! RustCrypto's `xts-mode`. `--key` is Key1 (the data key), `--xts-key` Key2 (the tweak key);
//! the input is a whole number of `--sector-size` sectors numbered from `--sector`.

use crate::args::XtsArgs;
use aes_fpga_driver::software::Xts;
use aes_fpga_driver::{AesAccelerator, DmaBuffer, Registers};
use anyhow::{bail, Result};

/// Checks what the driver would refuse, before any device or simulation is opened: the keys,
/// and `len` bytes of whole sectors (at least one).
pub fn check(x: &XtsArgs, key1: &[u8], len: usize, source: &str) -> Result<()> {
    x.check_keys(key1)?;
    aes_fpga_driver::xts::check_units(len, x.sector_size)?;
    if len == 0 {
        bail!("input {source} is empty: XTS needs at least one sector");
    }
    Ok(())
}

/// The sectors through the driver, checked against `xts-mode`.
pub fn process<R: Registers, D: Registers, B: DmaBuffer>(acc: &mut AesAccelerator<R, D, B>, key1: &[u8], x: &XtsArgs, decrypt: bool, data: &[u8]) -> Result<Vec<u8>> {
    let mut out = vec![0u8; data.len()];
    if decrypt {
        acc.xts_decrypt_sectors(key1, &x.key2, x.first_sector, x.sector_size, data, &mut out)?;
    } else {
        acc.xts_encrypt_sectors(key1, &x.key2, x.first_sector, x.sector_size, data, &mut out)?;
    }
    let reference = Xts::new(key1, &x.key2)?;
    let mut want = data.to_vec();
    for (k, sector) in want.chunks_mut(x.sector_size).enumerate() {
        let n = x.first_sector.wrapping_add(k as u128);
        if decrypt {
            reference.decrypt_unit(sector, n);
        } else {
            reference.encrypt_unit(sector, n);
        }
    }
    if let Some(k) = (0..data.len() / x.sector_size).find(|&k| out[k * x.sector_size..][..x.sector_size] != want[k * x.sector_size..][..x.sector_size]) {
        bail!("sector {} differs from xts-mode's", x.first_sector.wrapping_add(k as u128));
    }
    Ok(out)
}
