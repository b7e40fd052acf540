/* aes_axis_regs.h: the aes_axis register map.
 * Generated from driver/src/regs.rs by `aes-fpga export`; do not edit.
 * C99 and C++: macros only, every value an unsigned literal. */
#ifndef AES_AXIS_REGS_H
#define AES_AXIS_REGS_H

/* Register byte offsets */
#define AES_AXIS_CTRL_OFFSET 0x00u /* RW CTRL: control: direction, key length, mode, zeroize */
#define AES_AXIS_STATUS_OFFSET 0x04u /* RO/W1C STATUS: status of the key and the pipeline */
#define AES_AXIS_KEY0_OFFSET 0x10u /* WO KEY0: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_KEY1_OFFSET 0x14u /* WO KEY1: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_KEY2_OFFSET 0x18u /* WO KEY2: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_KEY3_OFFSET 0x1Cu /* WO KEY3: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_KEY4_OFFSET 0x20u /* WO KEY4: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_KEY5_OFFSET 0x24u /* WO KEY5: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_KEY6_OFFSET 0x28u /* WO KEY6: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_KEY7_OFFSET 0x2Cu /* WO KEY7: key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0 */
#define AES_AXIS_BLOCKS_IN_OFFSET 0x30u /* RO BLOCKS_IN: blocks accepted on s_axis since reset (wraps) */
#define AES_AXIS_BLOCKS_OUT_OFFSET 0x34u /* RO BLOCKS_OUT: blocks emitted on m_axis since reset (wraps) */
#define AES_AXIS_CAPS_OFFSET 0x38u /* RO CAPS: what the build has: key sizes, inverse cipher, modes */
#define AES_AXIS_ID_OFFSET 0x3Cu /* RO ID: identification: 'AES' and the contract version */
#define AES_AXIS_IV0_OFFSET 0x40u /* RW IV0: IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1) */
#define AES_AXIS_IV1_OFFSET 0x44u /* RW IV1: IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1) */
#define AES_AXIS_IV2_OFFSET 0x48u /* RW IV2: IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1) */
#define AES_AXIS_IV3_OFFSET 0x4Cu /* RW IV3: IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1) */
#define AES_AXIS_AAD_LEN_OFFSET 0x50u /* RW AAD_LEN: GCM: bytes of additional authenticated data at the start of each packet, sampled when a packet starts */
#define AES_AXIS_XKEY0_OFFSET 0x60u /* WO XKEY0: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_XKEY1_OFFSET 0x64u /* WO XKEY1: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_XKEY2_OFFSET 0x68u /* WO XKEY2: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_XKEY3_OFFSET 0x6Cu /* WO XKEY3: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_XKEY4_OFFSET 0x70u /* WO XKEY4: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_XKEY5_OFFSET 0x74u /* WO XKEY5: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_XKEY6_OFFSET 0x78u /* WO XKEY6: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_XKEY7_OFFSET 0x7Cu /* WO XKEY7: XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0 */
#define AES_AXIS_ADDR_BITS 8u /* address bits the register window decodes */
#define AES_AXIS_WINDOW_BYTES 256u /* bytes of the register window */
#define AES_AXIS_KEY_WORDS 8u /* KEY0..KEY7 */
#define AES_AXIS_IV_WORDS 4u /* IV0..IV3 */

/* CTRL fields */
#define AES_AXIS_CTRL_DECRYPT_SHIFT 0u /* 1: decrypt, 0: encrypt */
#define AES_AXIS_CTRL_DECRYPT_MASK 0x01u
#define AES_AXIS_CTRL_DECRYPT 0x01u
#define AES_AXIS_CTRL_KEYLEN_SHIFT 1u /* key length (codes below); a value the build lacks reads 0 */
#define AES_AXIS_CTRL_KEYLEN_MASK 0x06u
#define AES_AXIS_CTRL_MODE_SHIFT 3u /* mode of operation (codes below); a mode the build lacks reads 0 */
#define AES_AXIS_CTRL_MODE_MASK 0x38u
#define AES_AXIS_CTRL_ZEROIZE_SHIFT 31u /* write 1: clear all key material, the IV registers and KEY_READY; reads 0 */
#define AES_AXIS_CTRL_ZEROIZE_MASK 0x80000000u
#define AES_AXIS_CTRL_ZEROIZE 0x80000000u

/* STATUS fields */
#define AES_AXIS_STATUS_KEY_READY_SHIFT 0u /* a complete key and the CTRL settings are derived and loaded */
#define AES_AXIS_STATUS_KEY_READY_MASK 0x01u
#define AES_AXIS_STATUS_KEY_READY 0x01u
#define AES_AXIS_STATUS_BUSY_SHIFT 1u /* a packet is in the pipeline */
#define AES_AXIS_STATUS_BUSY_MASK 0x02u
#define AES_AXIS_STATUS_BUSY 0x02u
#define AES_AXIS_STATUS_DERIVING_SHIFT 2u /* the key expansion is running */
#define AES_AXIS_STATUS_DERIVING_MASK 0x04u
#define AES_AXIS_STATUS_DERIVING 0x04u
#define AES_AXIS_STATUS_REFRESHING_SHIFT 3u /* the stages' round keys are being loaded */
#define AES_AXIS_STATUS_REFRESHING_MASK 0x08u
#define AES_AXIS_STATUS_REFRESHING 0x08u
#define AES_AXIS_STATUS_KEY_PARTIAL_SHIFT 4u /* a key update has started and not every key word has been written yet */
#define AES_AXIS_STATUS_KEY_PARTIAL_MASK 0x10u
#define AES_AXIS_STATUS_KEY_PARTIAL 0x10u
#define AES_AXIS_STATUS_PARTIAL_SHIFT 5u /* sticky, write 1 to clear: a beat with s_axis_tkeep != 0xFFFF was accepted (not a GCM packet's last beat) */
#define AES_AXIS_STATUS_PARTIAL_MASK 0x20u
#define AES_AXIS_STATUS_PARTIAL 0x20u
#define AES_AXIS_STATUS_LENGTH_ERR_SHIFT 6u /* GCM builds; sticky, write 1 to clear: a GCM packet ended before its AAD beats or its last tkeep was not contiguous from byte 0 */
#define AES_AXIS_STATUS_LENGTH_ERR_MASK 0x40u
#define AES_AXIS_STATUS_LENGTH_ERR 0x40u
#define AES_AXIS_STATUS_XKEY_READY_SHIFT 7u /* XTS builds: a complete XTS tweak key (XKEY0..XKEY7) is loaded */
#define AES_AXIS_STATUS_XKEY_READY_MASK 0x80u
#define AES_AXIS_STATUS_XKEY_READY 0x80u

/* CAPS fields */
#define AES_AXIS_CAPS_DECRYPT_SHIFT 0u /* the inverse cipher (ECB, CBC and XTS decryption) */
#define AES_AXIS_CAPS_DECRYPT_MASK 0x01u
#define AES_AXIS_CAPS_DECRYPT 0x01u
#define AES_AXIS_CAPS_AES192_SHIFT 1u /* AES-192 keys */
#define AES_AXIS_CAPS_AES192_MASK 0x02u
#define AES_AXIS_CAPS_AES192 0x02u
#define AES_AXIS_CAPS_AES256_SHIFT 2u /* AES-256 keys */
#define AES_AXIS_CAPS_AES256_MASK 0x04u
#define AES_AXIS_CAPS_AES256 0x04u
#define AES_AXIS_CAPS_CBC_SHIFT 3u /* CBC */
#define AES_AXIS_CAPS_CBC_MASK 0x08u
#define AES_AXIS_CAPS_CBC 0x08u
#define AES_AXIS_CAPS_CFB_SHIFT 4u /* CFB-128 */
#define AES_AXIS_CAPS_CFB_MASK 0x10u
#define AES_AXIS_CAPS_CFB 0x10u
#define AES_AXIS_CAPS_OFB_SHIFT 5u /* OFB */
#define AES_AXIS_CAPS_OFB_MASK 0x20u
#define AES_AXIS_CAPS_OFB 0x20u
#define AES_AXIS_CAPS_CTR_SHIFT 6u /* CTR, 128-bit big-endian counter */
#define AES_AXIS_CAPS_CTR_MASK 0x40u
#define AES_AXIS_CAPS_CTR 0x40u
#define AES_AXIS_CAPS_GCM_SHIFT 7u /* AES-GCM (96-bit IV, 128-bit tag) with AAD_LEN and STATUS.LENGTH_ERR; ID reads version 3 */
#define AES_AXIS_CAPS_GCM_MASK 0x80u
#define AES_AXIS_CAPS_GCM 0x80u
#define AES_AXIS_CAPS_XTS_SHIFT 8u /* XTS-AES (data units, ciphertext stealing) with XKEY0..XKEY7 and STATUS.XKEY_READY; ID reads version 4 */
#define AES_AXIS_CAPS_XTS_MASK 0x100u
#define AES_AXIS_CAPS_XTS 0x100u

/* ID fields */
#define AES_AXIS_ID_VERSION_SHIFT 0u /* the contract version: 4 in a build with CAPS.XTS, else 3 with CAPS.GCM, else 2 */
#define AES_AXIS_ID_VERSION_MASK 0xFFu
#define AES_AXIS_ID_MAGIC_SHIFT 8u /* 'A', 'E', 'S' (0x414553) */
#define AES_AXIS_ID_MAGIC_MASK 0xFFFFFF00u

/* Modes of operation */
#define AES_AXIS_CTRL_MODE_ECB 0u /* ECB (CTRL.MODE code) */
#define AES_AXIS_MODE_ECB_CAPS 0x00u /* the CAPS bits the mode needs */
#define AES_AXIS_MODE_ECB_DECRYPT_NEEDS_INVERSE 1u /* 1: decryption needs CAPS.DECRYPT (the inverse cipher) */
#define AES_AXIS_CTRL_MODE_CBC 1u /* CBC (CTRL.MODE code) */
#define AES_AXIS_MODE_CBC_CAPS 0x08u /* the CAPS bits the mode needs */
#define AES_AXIS_MODE_CBC_DECRYPT_NEEDS_INVERSE 1u /* 1: decryption needs CAPS.DECRYPT (the inverse cipher) */
#define AES_AXIS_CTRL_MODE_CFB128 2u /* CFB-128 (CTRL.MODE code) */
#define AES_AXIS_MODE_CFB128_CAPS 0x10u /* the CAPS bits the mode needs */
#define AES_AXIS_MODE_CFB128_DECRYPT_NEEDS_INVERSE 0u /* 1: decryption needs CAPS.DECRYPT (the inverse cipher) */
#define AES_AXIS_CTRL_MODE_OFB 3u /* OFB (CTRL.MODE code) */
#define AES_AXIS_MODE_OFB_CAPS 0x20u /* the CAPS bits the mode needs */
#define AES_AXIS_MODE_OFB_DECRYPT_NEEDS_INVERSE 0u /* 1: decryption needs CAPS.DECRYPT (the inverse cipher) */
#define AES_AXIS_CTRL_MODE_CTR 4u /* CTR (CTRL.MODE code) */
#define AES_AXIS_MODE_CTR_CAPS 0x40u /* the CAPS bits the mode needs */
#define AES_AXIS_MODE_CTR_DECRYPT_NEEDS_INVERSE 0u /* 1: decryption needs CAPS.DECRYPT (the inverse cipher) */
#define AES_AXIS_CTRL_MODE_GCM 5u /* GCM (CTRL.MODE code) */
#define AES_AXIS_MODE_GCM_CAPS 0x80u /* the CAPS bits the mode needs */
#define AES_AXIS_MODE_GCM_DECRYPT_NEEDS_INVERSE 0u /* 1: decryption needs CAPS.DECRYPT (the inverse cipher) */
#define AES_AXIS_CTRL_MODE_XTS 6u /* XTS (CTRL.MODE code) */
#define AES_AXIS_MODE_XTS_CAPS 0x100u /* the CAPS bits the mode needs */
#define AES_AXIS_MODE_XTS_DECRYPT_NEEDS_INVERSE 1u /* 1: decryption needs CAPS.DECRYPT (the inverse cipher) */
#define AES_AXIS_CAPS_MODES 0x78u /* the SP 800-38A modes besides ECB */
#define AES_AXIS_CAPS_ANY_MODE 0x1F8u /* any mode besides ECB, GCM included: CTRL.MODE and IV0..IV3 exist */

/* Key sizes */
#define AES_AXIS_CTRL_KEYLEN_AES128 0u /* AES-128 (CTRL.KEYLEN code) */
#define AES_AXIS_KEYLEN_AES128_BYTES 16u /* key bytes */
#define AES_AXIS_KEYLEN_AES128_CAPS 0x00u /* the CAPS bits the key size needs */
#define AES_AXIS_CTRL_KEYLEN_AES192 1u /* AES-192 (CTRL.KEYLEN code) */
#define AES_AXIS_KEYLEN_AES192_BYTES 24u /* key bytes */
#define AES_AXIS_KEYLEN_AES192_CAPS 0x02u /* the CAPS bits the key size needs */
#define AES_AXIS_CTRL_KEYLEN_AES256 2u /* AES-256 (CTRL.KEYLEN code) */
#define AES_AXIS_KEYLEN_AES256_BYTES 32u /* key bytes */
#define AES_AXIS_KEYLEN_AES256_CAPS 0x04u /* the CAPS bits the key size needs */

/* GCM */
#define AES_AXIS_GCM_IV_BYTES 12u /* GCM IV bytes (96 bits: J0 = IV || 00000001) */
#define AES_AXIS_GCM_TAG_BYTES 16u /* bytes of the tag the design computes */
#define AES_AXIS_GCM_TAG_LENGTHS 0x0001F110u /* bit n set: a received tag of n bytes is accepted (SP 800-38D 5.2.1.2) */

/* ID */
#define AES_AXIS_ID_VALUE 0x41455302u /* ID of the contract this header describes */
#define AES_AXIS_ID_MAGIC 0x41455300u /* ID with the version bits clear: any aes_axis */
#define AES_AXIS_ID_VERSION 2u /* contract version */
#define AES_AXIS_ID_GCM_VALUE 0x41455303u /* ID of a build with CAPS.GCM */
#define AES_AXIS_ID_GCM_VERSION 3u /* contract version of a build with CAPS.GCM (AAD_LEN, STATUS.LENGTH_ERR) */

/* Driver limits (the Rust driver's Config::default) */
#define AES_AXIS_DEFAULT_MAX_TRANSFER 8388607u /* longest DMA transfer in bytes (c_sg_length_width = 23) */
#define AES_AXIS_DEFAULT_KEY_READY_POLLS 1000u /* STATUS reads before KEY_READY must be seen */
#define AES_AXIS_DEFAULT_IDLE_POLLS 100000u /* DMASR reads per transfer, plus one per 16 bytes */
#define AES_AXIS_DEFAULT_RESET_POLLS 1000u /* DMACR reads before the DMA's soft reset must be over */

/* KEYi and IVi, i from 0 */
#define AES_AXIS_KEY_OFFSET(i) (AES_AXIS_KEY0_OFFSET + 4u * (unsigned)(i))
#define AES_AXIS_IV_OFFSET(i) (AES_AXIS_IV0_OFFSET + 4u * (unsigned)(i))

#endif /* AES_AXIS_REGS_H */
