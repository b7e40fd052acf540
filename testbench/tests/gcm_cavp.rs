//! NIST CAVP AES-GCM (the records kept in `testbench/data/gcm/`) through the driver's GCM
//! helpers and the software reference (`aes-gcm`): every key size, both directions, tags at the
//! record's length, `FAIL` records rejected with nothing released. Software only (no build).

use aes_fpga_driver::gcm::check_tag;
use aes_fpga_driver::software::Gcm;
use aes_fpga_driver::Error;
use aes_testbench::cavp_gcm::{records, FILES};

#[test]
fn every_kept_record_every_key_size_both_directions() {
    for (file, decrypt) in FILES {
        let recs = records(file);
        let key_bytes = recs[0].key.len();
        assert!(recs.len() >= 100, "{file}: {} records", recs.len());
        assert!(recs.iter().all(|r| r.key.len() == key_bytes));
        let (mut passed, mut failed) = (0, 0);
        for r in &recs {
            let g = Gcm::new(&r.key).unwrap();
            match (&r.plaintext, decrypt) {
                (Some(pt), false) => {
                    let (ct, tag) = g.seal(&r.iv, &r.aad, pt);
                    assert_eq!(ct, r.ciphertext, "{}", r.name);
                    assert_eq!(&tag[..r.tag.len()], &r.tag[..], "{}", r.name);
                    check_tag(&tag, &r.tag).unwrap();
                    passed += 1;
                }
                (Some(pt), true) => {
                    assert_eq!(&g.open(&r.iv, &r.aad, &r.ciphertext, &r.tag).unwrap(), pt, "{}", r.name);
                    passed += 1;
                }
                (None, _) => {
                    assert!(matches!(g.open(&r.iv, &r.aad, &r.ciphertext, &r.tag), Err(Error::TagMismatch)), "{}", r.name);
                    failed += 1;
                }
            }
        }
        if decrypt {
            assert!(passed > 0 && failed > 0, "{file}: {passed} passed, {failed} FAIL records");
        }
    }
}
