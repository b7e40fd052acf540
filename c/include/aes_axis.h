/* aes_axis.h: bare-metal C driver of the aes_axis AES accelerator behind a Xilinx AXI DMA
 * (PG021, simple mode). C99, no allocation, no operating system: every access to the hardware
 * and to the caches goes through an aes_axis_platform (c/port/vitis for a Vitis standalone
 * application, c/port/linux for Linux with UIO and u-dma-buf).
 *
 * Use:
 *     aes_axis dev;
 *     aes_axis_config cfg;
 *     aes_axis_config_init(&cfg, AES_BASEADDR, DMA_BASEADDR);
 *     aes_axis_open(&dev, aes_axis_vitis_platform(), &cfg);   checks ID, reads CAPS
 *     aes_axis_load_key(&dev, key, 16);                      16, 24 or 32 bytes
 *     aes_axis_set_mode(&dev, AES_AXIS_CBC);  aes_axis_set_iv(&dev, iv);
 *     aes_axis_encrypt(&dev, in, out, len);                  len a positive multiple of 16
 *     aes_axis_set_work_buffer(&dev, work, sizeof work);     GCM, XTS: a DMA work buffer, once
 *     aes_axis_gcm_encrypt(&dev, iv, aad, aad_len, in, out, len, tag);
 *     aes_axis_xts_load_keys(&dev, key1, key2, 32);          XTS: both keys, 16 or 32 bytes each
 *     aes_axis_xts_encrypt_sectors(&dev, sector, 512, in, out, len);
 *
 * Every function returns AES_AXIS_OK (0) or a negative aes_axis_status. A function refuses bad
 * arguments (null pointers, lengths, a key size or mode the build's CAPS lacks, buffers the DMA
 * cannot reach) before it touches the hardware. A transfer that fails (a DMA error bit, a
 * timeout) resets the DMA before the function returns, so no transfer is left running; the
 * stream in aes_axis may then hold a partial packet, so reload the key and the IV after such an
 * error.
 *
 * Buffers: the DMA reads `in` and writes `out` directly (no copy), so both must be memory the
 * platform's dma_address accepts (on bare metal any DDR address; on Linux the u-dma-buf
 * buffer). The driver cleans both ranges from the data cache before a transfer and invalidates
 * `out` after it; keep `out` aligned to the cache line (32 bytes on the Cortex-A9) when other
 * data shares its first or last line. `in == out` (in place) is allowed, a partial overlap is
 * not.
 *
 * Modes: aes_axis_set_mode selects the mode of the following calls (ECB until then),
 * aes_axis_set_iv writes IV0..IV3. Each DMA transfer is one packet and the design hands the IV
 * over from packet to packet, so one call split into several transfers, and consecutive calls,
 * form one stream; the driver writes the IV only when told to. */
#ifndef AES_AXIS_H
#define AES_AXIS_H

#include <stddef.h>
#include <stdint.h>

#include "aes_axis_regs.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Results. Each mirrors an error of the Rust driver (driver/src/error.rs) where it has one. */
typedef enum aes_axis_status {
    AES_AXIS_OK = 0,
    AES_AXIS_ERR_ARG = -1,                   /* a null pointer, an unopened device, a config that allows no transfer */
    AES_AXIS_ERR_BAD_ID = -2,                /* BadId: ID is not an aes_axis */
    AES_AXIS_ERR_TIMEOUT = -3,               /* Timeout: KEY_READY, DMA reset or Idle not seen in the polls allowed */
    AES_AXIS_ERR_DMA = -4,                   /* Dma: an error bit or Halted in DMASR, or S2MM received another length */
    AES_AXIS_ERR_BAD_LENGTH = -5,            /* BadLength: not a positive multiple of 16 bytes */
    AES_AXIS_ERR_BAD_KEY_LENGTH = -6,        /* BadKeyLength: not 16, 24 or 32 bytes */
    AES_AXIS_ERR_KEY_SIZE_UNSUPPORTED = -7,  /* KeySizeUnsupported: CAPS lacks the key size */
    AES_AXIS_ERR_DECRYPT_UNSUPPORTED = -8,   /* DecryptUnsupported: the mode decrypts with the inverse cipher, CAPS lacks it */
    AES_AXIS_ERR_MODE_UNSUPPORTED = -9,      /* ModeUnsupported: CAPS lacks the mode (or the code is no mode) */
    AES_AXIS_ERR_NO_IV_REGISTERS = -10,      /* NoIvRegisters: the build has no mode besides ECB */
    AES_AXIS_ERR_NO_KEY = -11,               /* NoKey */
    AES_AXIS_ERR_NOT_DMA_MEMORY = -12,       /* OutOfBuffer: the platform's DMA cannot reach the buffer */
    AES_AXIS_ERR_OVERLAP = -13,              /* in and out overlap without being the same buffer */
    AES_AXIS_ERR_DEVICE = -14,               /* Device: a port could not open or map a device */
    AES_AXIS_ERR_TAG = -15,                  /* TagMismatch: the GCM tag does not match; no plaintext released */
    AES_AXIS_ERR_BAD_TAG_LENGTH = -16,       /* BadTagLength: a GCM tag of another length than 16, 15, 14, 13, 12, 8 or 4 bytes */
    AES_AXIS_ERR_BUFFER_TOO_SMALL = -17,     /* BufferTooSmall: the work buffer is smaller than the GCM message or the XTS sector needs */
    AES_AXIS_ERR_GCM_UNSUPPORTED = -18,      /* GcmUnsupported: CAPS lacks GCM */
    AES_AXIS_ERR_GCM_TOO_LONG = -19,         /* GcmTooLong: the GCM message needs more than one DMA transfer */
    AES_AXIS_ERR_GCM_LENGTH = -20,           /* GcmLengthError: STATUS.LENGTH_ERR after the packet (cleared) */
    AES_AXIS_ERR_XTS_KEY = -21,              /* XtsKey: an XTS key of another length than 16 or 32 bytes, or Key1 == Key2 */
    AES_AXIS_ERR_XTS_DATA_UNIT = -22,        /* XtsDataUnit: a sector under 16 bytes or over one DMA transfer, or a length not a whole number of sectors */
    AES_AXIS_ERR_XTS_LENGTH = -23            /* XtsLengthError: STATUS.LENGTH_ERR after the sectors (cleared) */
} aes_axis_status;

/* Modes of operation: the CTRL.MODE codes. GCM and XTS have calls of their own (aes_axis_gcm_*
 * and aes_axis_xts_*, below); aes_axis_set_mode and the block-mode calls refuse them. */
typedef enum aes_axis_mode {
    AES_AXIS_ECB = AES_AXIS_CTRL_MODE_ECB,
    AES_AXIS_CBC = AES_AXIS_CTRL_MODE_CBC,
    AES_AXIS_CFB128 = AES_AXIS_CTRL_MODE_CFB128,
    AES_AXIS_OFB = AES_AXIS_CTRL_MODE_OFB,
    AES_AXIS_CTR = AES_AXIS_CTRL_MODE_CTR,
    AES_AXIS_GCM = AES_AXIS_CTRL_MODE_GCM,
    AES_AXIS_XTS = AES_AXIS_CTRL_MODE_XTS
} aes_axis_mode;

/* DMA channels, for aes_axis_last_error. */
enum { AES_AXIS_MM2S = 0, AES_AXIS_S2MM = 1 };

/* What the driver needs from the platform. `addr` is a register's address: the base from
 * aes_axis_config plus the register's offset. */
typedef struct aes_axis_platform {
    void *ctx;
    uint32_t (*read32)(void *ctx, uintptr_t addr);
    void (*write32)(void *ctx, uintptr_t addr, uint32_t value);
    /* Makes the CPU's writes to the range visible to the DMA. */
    void (*cache_clean)(void *ctx, const void *p, size_t len);
    /* Discards the cache's copy of the range, so the CPU reads what the DMA wrote. */
    void (*cache_invalidate)(void *ctx, void *p, size_t len);
    /* The bus address of p..p+len as the DMA sees it, 0 when the DMA can reach all of it and
     * it is physically contiguous, nonzero otherwise. */
    int (*dma_address)(void *ctx, const void *p, size_t len, uint64_t *bus);
} aes_axis_platform;

/* Limits of a device; aes_axis_config_init sets those of the Rust driver's Config::default. */
typedef struct aes_axis_config {
    uintptr_t regs_base;       /* aes_axis's AXI4-Lite window */
    uintptr_t dma_base;        /* the AXI DMA's register window */
    size_t max_transfer;       /* longest DMA transfer in bytes (the DMA's c_sg_length_width), rounded down to 16 */
    uint32_t key_ready_polls;  /* STATUS reads before KEY_READY must be seen after a key or CTRL write */
    uint32_t idle_polls;       /* DMASR reads per transfer, plus one per 16 bytes of it */
    uint32_t reset_polls;      /* DMACR reads before the DMA's soft reset must be over */
} aes_axis_config;

/* Details of the last error, for messages. */
typedef struct aes_axis_error {
    int status;
    const char *what;     /* what timed out, or which check failed */
    int channel;          /* AES_AXIS_MM2S or AES_AXIS_S2MM for AES_AXIS_ERR_DMA */
    uint32_t dmasr;       /* that channel's DMASR */
    uint32_t value;       /* the ID read, the CAPS, the bad length or key length */
} aes_axis_error;

/* A device. The fields are the driver's; read them through the functions. */
typedef struct aes_axis {
    const aes_axis_platform *plat;
    aes_axis_config cfg;
    uint32_t id;
    uint32_t caps;
    size_t chunk;
    size_t key_bytes;          /* 0: no key loaded */
    int decrypt;               /* CTRL.DECRYPT as last written */
    aes_axis_mode ctrl_mode;   /* CTRL.MODE as last written */
    aes_axis_mode mode;        /* mode of the next call */
    int dma_running;
    uint8_t *work_buf;          /* the work buffer, NULL until aes_axis_set_work_buffer */
    size_t work_size;
    uint64_t work_bus;
    size_t xts_key_bytes;      /* 0: KEY0.. and XKEY0.. hold no XTS keys of aes_axis_xts_load_keys */
    uint64_t xts_next;         /* the sector number IV0..IV3 hold, when xts_next_known */
    int xts_next_known;
    aes_axis_error last;
} aes_axis;

void aes_axis_config_init(aes_axis_config *cfg, uintptr_t regs_base, uintptr_t dma_base);

/* Checks ID and reads CAPS; the DMA is reset and started before the first transfer. */
int aes_axis_open(aes_axis *dev, const aes_axis_platform *plat, const aes_axis_config *cfg);
uint32_t aes_axis_caps(const aes_axis *dev);
uint32_t aes_axis_id(const aes_axis *dev);
/* Bytes per DMA transfer. */
size_t aes_axis_transfer_size(const aes_axis *dev);
/* Reads STATUS into *status. */
int aes_axis_read_status(aes_axis *dev, uint32_t *status);

/* Loads a 16-, 24- or 32-byte key (bytes in FIPS-197 order): CTRL, the key words, then
 * KEY_READY polled. */
int aes_axis_load_key(aes_axis *dev, const uint8_t *key, size_t key_len);
/* Selects the mode of the following encrypt/decrypt calls; CTRL is written by the next. */
int aes_axis_set_mode(aes_axis *dev, aes_axis_mode mode);
/* Writes IV0..IV3 (the IV, or the initial counter block for CTR; bytes in FIPS-197 order). */
int aes_axis_set_iv(aes_axis *dev, const uint8_t iv[16]);
/* Reads IV0..IV3: after a call in a chained mode, the value that continues the stream. */
int aes_axis_get_iv(aes_axis *dev, uint8_t iv[16]);
/* The selected mode over len bytes (a positive multiple of 16), one DMA transfer per
 * aes_axis_transfer_size() bytes. */
int aes_axis_encrypt(aes_axis *dev, const uint8_t *in, uint8_t *out, size_t len);
int aes_axis_decrypt(aes_axis *dev, const uint8_t *in, uint8_t *out, size_t len);
/* AES-GCM (NIST SP 800-38D, 96-bit IV, 128-bit tag; CAPS bit 7, contract version 3).
 *
 * The design takes a message as one packet, so one DMA transfer each way, through a work
 * buffer in DMA memory that the caller gives once: the driver copies the AAD (padded with
 * zeros to 16 bytes) and the payload into it, the design writes back the AAD, the payload's
 * result and the tag beat in its place, and the driver copies the result to `out` and the tag
 * to `tag`. `aad`, `in`, `out` and `tag` may be any memory (in == out allowed); they must not
 * overlap the work buffer. A message needs AES_AXIS_GCM_BUFFER_BYTES(aad_len, len) bytes of
 * it (else AES_AXIS_ERR_BUFFER_TOO_SMALL), at most aes_axis_transfer_size() (a message cannot
 * be split into packets, each would have its own tag: else AES_AXIS_ERR_GCM_TOO_LONG). A build
 * without GCM refuses the calls with AES_AXIS_ERR_GCM_UNSUPPORTED.
 * Keep the work buffer aligned to the cache line and sized in whole lines.
 *
 * The message with neither AAD nor payload is no packet: its tag E_K(J0) comes from one ECB
 * block through the same buffer.
 * After the packet the driver reads STATUS: a set LENGTH_ERR (the design received a malformed
 * packet since it was last cleared) gives AES_AXIS_ERR_GCM_LENGTH, and is cleared.
 *
 * IV: each call writes the 12 bytes of `iv` to IV0..IV2 (the design's pre-counter block is
 * J0 = IV || 00000001, the payload counting from inc32(J0)). When the packet ends the design
 * hands the IV over: IV0..IV2 then hold IV bytes 4..11 as a 64-bit big-endian integer plus
 * one, bytes 0..3 unchanged (the deterministic construction of SP 800-38D 8.2.1); the driver
 * writes that value itself after the empty message. aes_axis_get_iv reads it (its first 12
 * bytes), so a caller that numbers its messages this way never reuses an IV under a key.
 *
 * Decryption: the design computes the tag over the received ciphertext and the driver compares
 * it with `tag` (its first tag_len bytes, SP 800-38D 5.2.1.2) in constant time. The plaintext
 * reaches `out` only when they match; on AES_AXIS_ERR_TAG `out` is zeroed. After every
 * decryption, and after a failed encryption, the work buffer is zeroed in the cache and in
 * memory. */
/* Bytes of the work buffer a message of aad_len bytes of AAD and len bytes of payload needs:
 * its AAD and payload each in whole 16-byte beats, and the tag beat. */
#define AES_AXIS_GCM_BUFFER_BYTES(aad_len, len) \
    ((((size_t)(aad_len) + 15u) / 16u + ((size_t)(len) + 15u) / 16u + 1u) * 16u)
/* Sets the work buffer of GCM and XTS (DMA memory, see above and below); size at least two
 * beats (32 bytes). */
int aes_axis_set_work_buffer(aes_axis *dev, uint8_t *buf, size_t size);
/* The same as aes_axis_set_work_buffer. */
int aes_axis_gcm_set_buffer(aes_axis *dev, uint8_t *buf, size_t size);
/* Encrypts len bytes (any length, 0 included) with aad_len bytes of AAD; writes the ciphertext
 * to out and the 16-byte tag to tag. */
int aes_axis_gcm_encrypt(aes_axis *dev, const uint8_t iv[12], const uint8_t *aad, size_t aad_len,
                         const uint8_t *in, uint8_t *out, size_t len, uint8_t tag[16]);
/* Decrypts and authenticates: AES_AXIS_OK with the plaintext in out, or AES_AXIS_ERR_TAG with
 * out zeroed. tag_len: 16, 15, 14, 13, 12, 8 or 4. */
int aes_axis_gcm_decrypt(aes_axis *dev, const uint8_t iv[12], const uint8_t *aad, size_t aad_len,
                         const uint8_t *in, uint8_t *out, size_t len, const uint8_t *tag, size_t tag_len);

/* XTS-AES (IEEE Std 1619, NIST SP 800-38E; CAPS bit 8, contract version 4): storage
 * encryption, each sector (data unit) one packet under its own tweak, the sector number.
 *
 * aes_axis_xts_load_keys loads IEEE 1619's key Key1 || Key2: key1 (the data key) into KEY0..,
 * key2 (the tweak key) into XKEY0.., key_len 16 or 32 bytes each (AES-128 or AES-256; AES-192
 * is no XTS key), the two different (IEEE 1619-2018, FIPS 140-3); else AES_AXIS_ERR_XTS_KEY.
 * Loading a key for the block modes (aes_axis_load_key) or zeroizing replaces them.
 *
 * aes_axis_xts_encrypt_sectors and aes_axis_xts_decrypt_sectors process len bytes, a whole
 * number of sectors of sector_size bytes (at least 16; a size that is not a multiple of 16 uses
 * ciphertext stealing), numbered from first_sector: each sector's tweak is its number as a
 * 128-bit little-endian integer in IV0..IV3. The design hands i + 1 over when a sector's packet
 * ends, so a call writes IV0..IV3 once, and not at all when it continues where the last XTS
 * call ended. A sector, rounded up to whole 16-byte beats, must fit one DMA transfer; else, or
 * for a length that is no whole number of sectors, AES_AXIS_ERR_XTS_DATA_UNIT.
 *
 * Sectors of a multiple of 16 bytes go through the DMA directly, as for the block modes (in and
 * out in DMA memory, in == out allowed): one DMA transfer each way per sector, the next
 * sector's input started while the previous output drains. Other sizes go through the work
 * buffer (aes_axis_set_work_buffer), as many sectors at a time as it holds in whole beats (at
 * least one, else AES_AXIS_ERR_BUFFER_TOO_SMALL): the DMA reads and writes whole beats from
 * aligned addresses, and each sector's output is a whole number of beats; in and out may then
 * be any memory not overlapping the work buffer (in == out allowed).
 *
 * A build without XTS refuses the calls with AES_AXIS_ERR_MODE_UNSUPPORTED, a build without
 * the inverse cipher XTS decryption with AES_AXIS_ERR_DECRYPT_UNSUPPORTED, and sector calls
 * without XTS keys loaded are AES_AXIS_ERR_NO_KEY. STATUS.LENGTH_ERR after the sectors (the
 * design received a malformed data unit since it was last cleared) is AES_AXIS_ERR_XTS_LENGTH,
 * and is cleared. */
int aes_axis_xts_load_keys(aes_axis *dev, const uint8_t *key1, const uint8_t *key2, size_t key_len);
int aes_axis_xts_encrypt_sectors(aes_axis *dev, uint64_t first_sector, size_t sector_size, const uint8_t *in, uint8_t *out,
                                 size_t len);
int aes_axis_xts_decrypt_sectors(aes_axis *dev, uint64_t first_sector, size_t sector_size, const uint8_t *in, uint8_t *out,
                                 size_t len);

/* Clears all key material and the IV registers in the design (CTRL.ZEROIZE). */
int aes_axis_zeroize(aes_axis *dev);

/* One line for a status code. */
const char *aes_axis_strerror(int status);
/* The last error's details (status AES_AXIS_OK when the last call succeeded). */
const aes_axis_error *aes_axis_last_error(const aes_axis *dev);

#ifdef __cplusplus
}
#endif

#endif /* AES_AXIS_H */
