//! The NIST CAVP AES-GCM records kept in `testbench/data/gcm/` (`[IVlen = 96]` sections of
//! `gcmEncryptExtIV*.rsp` and `gcmDecrypt*.rsp`; the folder's README says where they come from).

use crate::reference::hex_bytes;
use std::path::PathBuf;

/// One record: a decrypt record without plaintext is a `FAIL` record (its tag must be rejected).
#[derive(Clone, Debug)]
pub struct GcmRecord {
    /// File and `Count`, for messages.
    pub name: String,
    pub key: Vec<u8>,
    pub iv: [u8; 12],
    pub aad: Vec<u8>,
    pub plaintext: Option<Vec<u8>>,
    pub ciphertext: Vec<u8>,
    /// At the record's tag length.
    pub tag: Vec<u8>,
}

/// The CAVP files kept in the repository: `(file name, records are decrypt records)`.
pub const FILES: [(&str, bool); 6] = [
    ("gcmEncryptExtIV128.rsp", false),
    ("gcmEncryptExtIV192.rsp", false),
    ("gcmEncryptExtIV256.rsp", false),
    ("gcmDecrypt128.rsp", true),
    ("gcmDecrypt192.rsp", true),
    ("gcmDecrypt256.rsp", true),
];

pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/gcm")
}

/// Every record of a kept file.
pub fn records(file: &str) -> Vec<GcmRecord> {
    let text = std::fs::read_to_string(data_dir().join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut out = Vec::new();
    for block in text.split("\n\n").filter(|b| b.trim_start().starts_with("Count")) {
        let field = |name: &str| {
            block.lines().find_map(|l| l.strip_prefix(name).and_then(|r| r.strip_prefix(" ="))).map(|v| hex_bytes(v.trim()))
        };
        let count = block.lines().next().unwrap().trim();
        let plaintext = if block.lines().any(|l| l.trim() == "FAIL") { None } else { Some(field("PT").expect("PT")) };
        out.push(GcmRecord {
            name: format!("{file} {count}"),
            key: field("Key").expect("Key"),
            iv: field("IV").expect("IV").try_into().expect("96-bit IV"),
            aad: field("AAD").expect("AAD"),
            plaintext,
            ciphertext: field("CT").expect("CT"),
            tag: field("Tag").expect("Tag"),
        });
    }
    out
}
