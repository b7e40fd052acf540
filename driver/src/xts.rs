//! XTS-AES (contract version 4): what a data unit and the two keys must be, checked before any
//! register or DMA access, and how a data unit is laid out as a packet.
//!
//! A data unit (a sector) is one packet: at least 16 bytes, its beats whole but the last, whose
//! `tkeep` is contiguous from byte 0; a length that is not a multiple of 16 uses ciphertext
//! stealing. Its tweak is the data unit number in `IV0..IV3` as a 128-bit little-endian number;
//! the design hands `i + 1` over when the packet ends, so consecutive sectors need one IV write.

use crate::error::{Error, Result};

/// The shortest data unit: one whole block.
pub const MIN_UNIT: usize = 16;

/// Checks the two keys: 16 or 32 bytes each (AES-128 or AES-256; AES-192 is no XTS key), the
/// same length, and different (IEEE 1619-2018 and FIPS 140-3 forbid `Key1 == Key2`).
pub fn check_keys(key1: &[u8], key2: &[u8]) -> Result<()> {
    if !matches!(key1.len(), 16 | 32) {
        return Err(Error::XtsKey(if key1.len() == 24 { "AES-192 is no XTS key: Key1 must be 16 or 32 bytes" } else { "Key1 must be 16 or 32 bytes" }));
    }
    if key2.len() != key1.len() {
        return Err(Error::XtsKey("Key2 must be as long as Key1"));
    }
    if key1 == key2 {
        return Err(Error::XtsKey("Key1 and Key2 are equal (IEEE 1619-2018 and FIPS 140-3 forbid it)"));
    }
    Ok(())
}

/// Checks a buffer of whole data units of `unit` bytes each.
pub fn check_units(len: usize, unit: usize) -> Result<()> {
    if unit < MIN_UNIT {
        return Err(Error::XtsDataUnit(format!("a data unit of {unit} bytes: at least {MIN_UNIT}")));
    }
    if len % unit != 0 {
        return Err(Error::XtsDataUnit(format!("{len} bytes are not a whole number of {unit}-byte data units")));
    }
    Ok(())
}

/// The `tkeep` of a data unit's last beat: its bytes from byte 0.
pub fn last_keep(unit: usize) -> u16 {
    match unit % 16 {
        0 => 0xFFFF,
        b => ((1u32 << b) - 1) as u16,
    }
}

/// Beats of a data unit of `unit` bytes.
pub fn beats(unit: usize) -> usize {
    unit.div_ceil(16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_units() {
        assert!(check_keys(&[1; 16], &[2; 16]).is_ok());
        assert!(check_keys(&[1; 32], &[2; 32]).is_ok());
        assert!(matches!(check_keys(&[1; 24], &[2; 24]), Err(Error::XtsKey(_))));
        assert!(matches!(check_keys(&[1; 16], &[1; 16]), Err(Error::XtsKey(_))));
        assert!(matches!(check_keys(&[1; 16], &[2; 32]), Err(Error::XtsKey(_))));
        assert!(check_units(4096, 512).is_ok());
        assert!(check_units(34, 17).is_ok());
        assert!(matches!(check_units(4096, 15), Err(Error::XtsDataUnit(_))));
        assert!(matches!(check_units(1000, 512), Err(Error::XtsDataUnit(_))));
        assert_eq!((last_keep(512), last_keep(17), last_keep(31)), (0xFFFF, 0x0001, 0x7FFF));
        assert_eq!((beats(16), beats(17), beats(4096)), (1, 2, 256));
    }
}
