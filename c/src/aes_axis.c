/* aes_axis.c: the bare-metal driver of aes_axis behind an AXI DMA (see aes_axis.h). The
 * register map comes from aes_axis_regs.h and axi_dma_regs.h, both generated from the Rust
 * contract crate; the sequence is that of the Rust driver (driver/src/accel.rs, dma.rs). */
#include "aes_axis.h"

#include "axi_dma_regs.h"

#include <string.h>

#define BLOCK 16u

static int fail(aes_axis *d, int status, const char *what, uint32_t value)
{
    d->last.status = status;
    d->last.what = what;
    d->last.value = value;
    return status;
}

/* Starts a call: a device that was opened, the last error cleared. */
static int begin(aes_axis *d)
{
    if (d == NULL) {
        return AES_AXIS_ERR_ARG;
    }
    if (d->plat == NULL) {
        return fail(d, AES_AXIS_ERR_ARG, "device not opened", 0);
    }
    d->last.status = AES_AXIS_OK;
    d->last.what = "";
    d->last.channel = 0;
    d->last.dmasr = 0;
    d->last.value = 0;
    return AES_AXIS_OK;
}

static uint32_t rd(aes_axis *d, uint32_t offset)
{
    return d->plat->read32(d->plat->ctx, d->cfg.regs_base + offset);
}

static void wr(aes_axis *d, uint32_t offset, uint32_t value)
{
    d->plat->write32(d->plat->ctx, d->cfg.regs_base + offset, value);
}

static uint32_t dma_rd(aes_axis *d, uint32_t offset)
{
    return d->plat->read32(d->plat->ctx, d->cfg.dma_base + offset);
}

static void dma_wr(aes_axis *d, uint32_t offset, uint32_t value)
{
    d->plat->write32(d->plat->ctx, d->cfg.dma_base + offset, value);
}

/* Bytes 4i..4i+3 as word i, byte 4i in bits 7:0 (the contract's byte order, whatever the CPU's). */
static uint32_t word_of(const uint8_t *b)
{
    return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static void bytes_of(uint32_t w, uint8_t *b)
{
    b[0] = (uint8_t)w;
    b[1] = (uint8_t)(w >> 8);
    b[2] = (uint8_t)(w >> 16);
    b[3] = (uint8_t)(w >> 24);
}

/* The CAPS bits a mode needs, or -1 for a code that is no block mode of the contract. */
static long mode_caps(aes_axis_mode mode)
{
    switch (mode) {
    case AES_AXIS_ECB: return AES_AXIS_MODE_ECB_CAPS;
    case AES_AXIS_CBC: return AES_AXIS_MODE_CBC_CAPS;
    case AES_AXIS_CFB128: return AES_AXIS_MODE_CFB128_CAPS;
    case AES_AXIS_OFB: return AES_AXIS_MODE_OFB_CAPS;
    case AES_AXIS_CTR: return AES_AXIS_MODE_CTR_CAPS;
    case AES_AXIS_GCM: return -1;
    case AES_AXIS_XTS: return -1;
    }
    return -1;
}

static int mode_needs_inverse(aes_axis_mode mode)
{
    switch (mode) {
    case AES_AXIS_ECB: return AES_AXIS_MODE_ECB_DECRYPT_NEEDS_INVERSE;
    case AES_AXIS_CBC: return AES_AXIS_MODE_CBC_DECRYPT_NEEDS_INVERSE;
    case AES_AXIS_CFB128: return AES_AXIS_MODE_CFB128_DECRYPT_NEEDS_INVERSE;
    case AES_AXIS_OFB: return AES_AXIS_MODE_OFB_DECRYPT_NEEDS_INVERSE;
    case AES_AXIS_CTR: return AES_AXIS_MODE_CTR_DECRYPT_NEEDS_INVERSE;
    case AES_AXIS_GCM: return AES_AXIS_MODE_GCM_DECRYPT_NEEDS_INVERSE;
    case AES_AXIS_XTS: return AES_AXIS_MODE_XTS_DECRYPT_NEEDS_INVERSE;
    }
    return 1;
}

static int mode_supported(const aes_axis *d, aes_axis_mode mode)
{
    long need = mode_caps(mode);
    return need >= 0 && (d->caps & (uint32_t)need) == (uint32_t)need;
}

/* CTRL.KEYLEN and the CAPS bits of a key length in bytes; 0 when it is no AES key length. */
static int key_size(size_t bytes, uint32_t *code, uint32_t *caps)
{
    switch (bytes) {
    case AES_AXIS_KEYLEN_AES128_BYTES: *code = AES_AXIS_CTRL_KEYLEN_AES128; *caps = AES_AXIS_KEYLEN_AES128_CAPS; return 1;
    case AES_AXIS_KEYLEN_AES192_BYTES: *code = AES_AXIS_CTRL_KEYLEN_AES192; *caps = AES_AXIS_KEYLEN_AES192_CAPS; return 1;
    case AES_AXIS_KEYLEN_AES256_BYTES: *code = AES_AXIS_CTRL_KEYLEN_AES256; *caps = AES_AXIS_KEYLEN_AES256_CAPS; return 1;
    default: return 0;
    }
}

static uint32_t ctrl_value(const aes_axis *d, size_t key_bytes)
{
    uint32_t code = 0, caps = 0;
    (void)key_size(key_bytes, &code, &caps);
    return (d->decrypt ? AES_AXIS_CTRL_DECRYPT : 0u)
        | ((code << AES_AXIS_CTRL_KEYLEN_SHIFT) & AES_AXIS_CTRL_KEYLEN_MASK)
        | (((uint32_t)d->ctrl_mode << AES_AXIS_CTRL_MODE_SHIFT) & AES_AXIS_CTRL_MODE_MASK);
}

void aes_axis_config_init(aes_axis_config *cfg, uintptr_t regs_base, uintptr_t dma_base)
{
    if (cfg == NULL) {
        return;
    }
    cfg->regs_base = regs_base;
    cfg->dma_base = dma_base;
    cfg->max_transfer = AES_AXIS_DEFAULT_MAX_TRANSFER;
    cfg->key_ready_polls = AES_AXIS_DEFAULT_KEY_READY_POLLS;
    cfg->idle_polls = AES_AXIS_DEFAULT_IDLE_POLLS;
    cfg->reset_polls = AES_AXIS_DEFAULT_RESET_POLLS;
}

int aes_axis_open(aes_axis *dev, const aes_axis_platform *plat, const aes_axis_config *cfg)
{
    aes_axis_error none = {AES_AXIS_OK, "", 0, 0, 0};
    uint32_t id;
    if (dev == NULL) {
        return AES_AXIS_ERR_ARG;
    }
    dev->plat = NULL;
    dev->last = none;
    if (plat == NULL || cfg == NULL || plat->read32 == NULL || plat->write32 == NULL || plat->cache_clean == NULL
        || plat->cache_invalidate == NULL || plat->dma_address == NULL) {
        return fail(dev, AES_AXIS_ERR_ARG, "platform or config missing", 0);
    }
    if (cfg->max_transfer / BLOCK == 0) {
        return fail(dev, AES_AXIS_ERR_ARG, "max_transfer below one block", (uint32_t)cfg->max_transfer);
    }
    dev->plat = plat;
    dev->cfg = *cfg;
    dev->chunk = cfg->max_transfer / BLOCK * BLOCK;
    dev->key_bytes = 0;
    dev->decrypt = 0;
    dev->ctrl_mode = AES_AXIS_ECB;
    dev->mode = AES_AXIS_ECB;
    dev->dma_running = 0;
    dev->work_buf = NULL;
    dev->work_size = 0;
    dev->work_bus = 0;
    dev->xts_key_bytes = 0;
    dev->xts_next = 0;
    dev->xts_next_known = 0;
    id = rd(dev, AES_AXIS_ID_OFFSET);
    dev->id = id;
    if ((id & AES_AXIS_ID_MAGIC_MASK) != AES_AXIS_ID_MAGIC) {
        dev->plat = NULL;
        return fail(dev, AES_AXIS_ERR_BAD_ID, "ID", id);
    }
    dev->caps = rd(dev, AES_AXIS_CAPS_OFFSET);
    return AES_AXIS_OK;
}

uint32_t aes_axis_caps(const aes_axis *dev)
{
    return dev != NULL && dev->plat != NULL ? dev->caps : 0u;
}

uint32_t aes_axis_id(const aes_axis *dev)
{
    return dev != NULL ? dev->id : 0u;
}

size_t aes_axis_transfer_size(const aes_axis *dev)
{
    return dev != NULL && dev->plat != NULL ? dev->chunk : 0u;
}

int aes_axis_read_status(aes_axis *dev, uint32_t *status)
{
    int r = begin(dev);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (status == NULL) {
        return fail(dev, AES_AXIS_ERR_ARG, "status", 0);
    }
    *status = rd(dev, AES_AXIS_STATUS_OFFSET);
    return AES_AXIS_OK;
}

/* Polls STATUS until every bit of `bits` is set. */
static int wait_ready(aes_axis *d, uint32_t bits, const char *what)
{
    uint32_t i;
    for (i = 0; i < d->cfg.key_ready_polls; i++) {
        if ((rd(d, AES_AXIS_STATUS_OFFSET) & bits) == bits) {
            return AES_AXIS_OK;
        }
    }
    return fail(d, AES_AXIS_ERR_TIMEOUT, what, d->cfg.key_ready_polls);
}

static int wait_key_ready(aes_axis *d)
{
    return wait_ready(d, AES_AXIS_STATUS_KEY_READY, "STATUS.KEY_READY");
}

/* Forgets what IV0..IV3 hold: something wrote them, or a packet handed a value over. */
static void forget_ivs(aes_axis *d)
{
    d->xts_next_known = 0;
}

int aes_axis_load_key(aes_axis *dev, const uint8_t *key, size_t key_len)
{
    uint32_t code, caps;
    size_t i;
    int r = begin(dev);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (key == NULL) {
        return fail(dev, AES_AXIS_ERR_ARG, "key", 0);
    }
    if (!key_size(key_len, &code, &caps)) {
        return fail(dev, AES_AXIS_ERR_BAD_KEY_LENGTH, "key length", (uint32_t)key_len);
    }
    if ((dev->caps & caps) != caps) {
        return fail(dev, AES_AXIS_ERR_KEY_SIZE_UNSUPPORTED, "key size", (uint32_t)key_len * 8u);
    }
    dev->key_bytes = 0;
    dev->xts_key_bytes = 0;
    forget_ivs(dev);
    if (dev->ctrl_mode == AES_AXIS_XTS) {
        /* XTS has no AES-192 (no build derives it): the key loads under the block mode. */
        dev->ctrl_mode = dev->mode;
    }
    wr(dev, AES_AXIS_CTRL_OFFSET, ctrl_value(dev, key_len));
    for (i = 0; i < key_len / 4; i++) {
        wr(dev, AES_AXIS_KEY_OFFSET(i), word_of(key + 4 * i));
    }
    r = wait_key_ready(dev);
    if (r == AES_AXIS_OK) {
        dev->key_bytes = key_len;
    }
    return r;
}

int aes_axis_set_mode(aes_axis *dev, aes_axis_mode mode)
{
    int r = begin(dev);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (!mode_supported(dev, mode)) {
        return fail(dev, AES_AXIS_ERR_MODE_UNSUPPORTED, "mode", (uint32_t)mode);
    }
    dev->mode = mode;
    return AES_AXIS_OK;
}

static int check_iv(aes_axis *d, const void *iv)
{
    if (iv == NULL) {
        return fail(d, AES_AXIS_ERR_ARG, "iv", 0);
    }
    if ((d->caps & AES_AXIS_CAPS_ANY_MODE) == 0) {
        return fail(d, AES_AXIS_ERR_NO_IV_REGISTERS, "IV registers", d->caps);
    }
    return AES_AXIS_OK;
}

int aes_axis_set_iv(aes_axis *dev, const uint8_t iv[16])
{
    unsigned i;
    int r = begin(dev);
    if (r != AES_AXIS_OK || (r = check_iv(dev, iv)) != AES_AXIS_OK) {
        return r;
    }
    forget_ivs(dev);
    for (i = 0; i < AES_AXIS_IV_WORDS; i++) {
        wr(dev, AES_AXIS_IV_OFFSET(i), word_of(iv + 4 * i));
    }
    return AES_AXIS_OK;
}

int aes_axis_get_iv(aes_axis *dev, uint8_t iv[16])
{
    unsigned i;
    int r = begin(dev);
    if (r != AES_AXIS_OK || (r = check_iv(dev, iv)) != AES_AXIS_OK) {
        return r;
    }
    for (i = 0; i < AES_AXIS_IV_WORDS; i++) {
        bytes_of(rd(dev, AES_AXIS_IV_OFFSET(i)), iv + 4 * i);
    }
    return AES_AXIS_OK;
}

/* Whether the selected mode runs in this direction, before anything is written. */
static int check_direction(aes_axis *d, int decrypt)
{
    if (d->key_bytes == 0) {
        return fail(d, AES_AXIS_ERR_NO_KEY, "key", 0);
    }
    if (!mode_supported(d, d->mode)) {
        return fail(d, AES_AXIS_ERR_MODE_UNSUPPORTED, "mode", (uint32_t)d->mode);
    }
    if (decrypt && mode_needs_inverse(d->mode) && (d->caps & AES_AXIS_CAPS_DECRYPT) == 0) {
        return fail(d, AES_AXIS_ERR_DECRYPT_UNSUPPORTED, "decryption", (uint32_t)d->mode);
    }
    return AES_AXIS_OK;
}

/* Writes CTRL where the direction or the mode changed; the design re-derives from the key
 * words it holds when the cipher's direction changes. XTS waits for its tweak key as well. */
static int set_direction(aes_axis *d, aes_axis_mode mode, int decrypt)
{
    if (decrypt == d->decrypt && mode == d->ctrl_mode) {
        return AES_AXIS_OK;
    }
    d->decrypt = decrypt;
    d->ctrl_mode = mode;
    wr(d, AES_AXIS_CTRL_OFFSET, ctrl_value(d, d->key_bytes));
    if (mode == AES_AXIS_XTS) {
        return wait_ready(d, AES_AXIS_STATUS_KEY_READY | AES_AXIS_STATUS_XKEY_READY, "STATUS.KEY_READY and XKEY_READY");
    }
    return wait_key_ready(d);
}

/* Soft reset of both channels; 0 when it ended within the polls allowed. */
static int dma_reset(aes_axis *d)
{
    uint32_t n;
    dma_wr(d, AXI_DMA_MM2S_DMACR, AXI_DMA_DMACR_RESET);
    for (n = 0; n < d->cfg.reset_polls; n++) {
        if ((dma_rd(d, AXI_DMA_MM2S_DMACR) & AXI_DMA_DMACR_RESET) == 0) {
            return AES_AXIS_OK;
        }
    }
    return fail(d, AES_AXIS_ERR_TIMEOUT, "AXI DMA reset", d->cfg.reset_polls);
}

static int dma_fail(aes_axis *d, int channel, uint32_t dmasr, const char *what)
{
    d->last.channel = channel;
    d->last.dmasr = dmasr;
    return fail(d, AES_AXIS_ERR_DMA, what, dmasr);
}

/* Reset, then both channels running with their completion and error interrupts enabled. */
static int dma_reset_and_start(aes_axis *d)
{
    static const uint32_t cr[2] = {AXI_DMA_S2MM_DMACR, AXI_DMA_MM2S_DMACR};
    static const uint32_t sr[2] = {AXI_DMA_S2MM_DMASR, AXI_DMA_MM2S_DMASR};
    static const int ch[2] = {AES_AXIS_S2MM, AES_AXIS_MM2S};
    unsigned i;
    int r = dma_reset(d);
    if (r != AES_AXIS_OK) {
        return r;
    }
    for (i = 0; i < 2; i++) {
        uint32_t s;
        dma_wr(d, cr[i], AXI_DMA_DMACR_RS | AXI_DMA_DMACR_IOC_IRQ_EN | AXI_DMA_DMACR_ERR_IRQ_EN);
        s = dma_rd(d, sr[i]);
        if (s & AXI_DMA_DMASR_HALTED) {
            return dma_fail(d, ch[i], s, "DMA halted after start");
        }
    }
    return AES_AXIS_OK;
}

static void dma_start(aes_axis *d, uint32_t addr_reg, uint32_t len_reg, uint64_t addr, size_t len)
{
    dma_wr(d, addr_reg, (uint32_t)addr);
    if (addr >> 32 != 0) {
        dma_wr(d, addr_reg + 4u, (uint32_t)(addr >> 32));
    }
    dma_wr(d, len_reg, (uint32_t)len);
}

/* Polls a channel until Idle (an error bit or Halted ends the wait), then acknowledges IOC_Irq. */
static int dma_wait_idle(aes_axis *d, int channel, unsigned long polls)
{
    uint32_t sr = channel == AES_AXIS_MM2S ? AXI_DMA_MM2S_DMASR : AXI_DMA_S2MM_DMASR;
    unsigned long i;
    for (i = 0; i < polls; i++) {
        uint32_t s = dma_rd(d, sr);
        if (s & (AXI_DMA_DMASR_ERRORS | AXI_DMA_DMASR_HALTED)) {
            return dma_fail(d, channel, s, "DMA error");
        }
        if (s & AXI_DMA_DMASR_IDLE) {
            dma_wr(d, sr, AXI_DMA_DMASR_IOC_IRQ);
            return AES_AXIS_OK;
        }
    }
    return fail(d, AES_AXIS_ERR_TIMEOUT, channel == AES_AXIS_MM2S ? "MM2S Idle" : "S2MM Idle", (uint32_t)polls);
}

/* A run of `count` packets through the core, one DMA transfer each way per packet: packet k is
 * in_len bytes at in + k * stride, out_len bytes of it come back at out + k * stride. The cache
 * maintenance is around the run: both ranges cleaned before (so that no dirty line is written
 * back over the DMA's data later), the output invalidated after. S2MM is armed first, so the
 * core's output never waits for a receive buffer; the next packet's MM2S starts once this
 * packet's input is sent, while its output still drains (the design takes packets back to back
 * and holds the next packet's output until S2MM is armed for it). A failure resets the DMA, so
 * that no transfer outlives the call. */
static int transfer_run(aes_axis *d, const uint8_t *in, uint64_t in_bus, size_t in_len, uint8_t *out, uint64_t out_bus,
                        size_t out_len, size_t stride, size_t count)
{
    unsigned long polls = (unsigned long)d->cfg.idle_polls + out_len / BLOCK;
    size_t in_span = (count - 1) * stride + in_len, out_span = (count - 1) * stride + out_len;
    size_t k;
    uint32_t received;
    int r;
    if (out != in) {
        d->plat->cache_clean(d->plat->ctx, in, in_span);
    }
    d->plat->cache_clean(d->plat->ctx, out, out_span < in_span ? in_span : out_span);
    if (!d->dma_running) {
        r = dma_reset_and_start(d);
        if (r != AES_AXIS_OK) {
            (void)dma_reset(d);
            return r;
        }
        d->dma_running = 1;
    }
    dma_start(d, AXI_DMA_S2MM_DA, AXI_DMA_S2MM_LENGTH, out_bus, out_len);
    dma_start(d, AXI_DMA_MM2S_SA, AXI_DMA_MM2S_LENGTH, in_bus, in_len);
    r = AES_AXIS_OK;
    for (k = 0; r == AES_AXIS_OK && k < count; k++) {
        int more = k + 1 < count;
        r = dma_wait_idle(d, AES_AXIS_MM2S, polls);
        if (r == AES_AXIS_OK && more) {
            dma_start(d, AXI_DMA_MM2S_SA, AXI_DMA_MM2S_LENGTH, in_bus + (k + 1) * stride, in_len);
        }
        if (r == AES_AXIS_OK) {
            r = dma_wait_idle(d, AES_AXIS_S2MM, polls);
        }
        if (r == AES_AXIS_OK) {
            received = dma_rd(d, AXI_DMA_S2MM_LENGTH);
            if (received != (uint32_t)out_len) {
                r = dma_fail(d, AES_AXIS_S2MM, received, "S2MM received another length");
            }
        }
        if (r == AES_AXIS_OK && more) {
            dma_start(d, AXI_DMA_S2MM_DA, AXI_DMA_S2MM_LENGTH, out_bus + (k + 1) * stride, out_len);
        }
    }
    if (r != AES_AXIS_OK) {
        aes_axis_error e = d->last;
        d->dma_running = 0;
        (void)dma_reset(d);
        d->last = e;
        return r;
    }
    d->plat->cache_invalidate(d->plat->ctx, out, out_span);
    return AES_AXIS_OK;
}

/* One DMA transfer (one packet) of in_len bytes through the core, out_len bytes coming back. */
static int transfer(aes_axis *d, const uint8_t *in, uint64_t in_bus, size_t in_len, uint8_t *out, uint64_t out_bus,
                    size_t out_len)
{
    return transfer_run(d, in, in_bus, in_len, out, out_bus, out_len, 0, 1);
}

/* The bus addresses of in and out, len bytes each, that the DMA reads and writes directly: the
 * same buffer or apart, both reachable by the DMA. */
static int dma_buffers(aes_axis *d, const uint8_t *in, uint8_t *out, size_t len, uint64_t *in_bus, uint64_t *out_bus)
{
    uintptr_t a = (uintptr_t)in, b = (uintptr_t)out;
    if (a != b && a < b + len && b < a + len) {
        return fail(d, AES_AXIS_ERR_OVERLAP, "in and out overlap", (uint32_t)len);
    }
    if (d->plat->dma_address(d->plat->ctx, in, len, in_bus) != 0) {
        return fail(d, AES_AXIS_ERR_NOT_DMA_MEMORY, "in", (uint32_t)len);
    }
    if (d->plat->dma_address(d->plat->ctx, out, len, out_bus) != 0) {
        return fail(d, AES_AXIS_ERR_NOT_DMA_MEMORY, "out", (uint32_t)len);
    }
    return AES_AXIS_OK;
}

static int process(aes_axis *d, int decrypt, const uint8_t *in, uint8_t *out, size_t len)
{
    uint64_t in_bus, out_bus;
    size_t off;
    int r = begin(d);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (in == NULL || out == NULL) {
        return fail(d, AES_AXIS_ERR_ARG, in == NULL ? "in" : "out", 0);
    }
    if (len == 0 || len % BLOCK != 0) {
        return fail(d, AES_AXIS_ERR_BAD_LENGTH, "length", (uint32_t)len);
    }
    r = dma_buffers(d, in, out, len, &in_bus, &out_bus);
    if (r != AES_AXIS_OK) {
        return r;
    }
    r = check_direction(d, decrypt);
    if (r != AES_AXIS_OK) {
        return r;
    }
    forget_ivs(d);
    r = set_direction(d, d->mode, decrypt);
    for (off = 0; r == AES_AXIS_OK && off < len; off += d->chunk) {
        size_t n = len - off < d->chunk ? len - off : d->chunk;
        r = transfer(d, in + off, in_bus + off, n, out + off, out_bus + off, n);
    }
    return r;
}

int aes_axis_encrypt(aes_axis *dev, const uint8_t *in, uint8_t *out, size_t len)
{
    return process(dev, 0, in, out, len);
}

int aes_axis_decrypt(aes_axis *dev, const uint8_t *in, uint8_t *out, size_t len)
{
    return process(dev, 1, in, out, len);
}

/* Zeroes memory in a way the compiler keeps even when the bytes are not read again. */
static void wipe(void *p, size_t n)
{
    volatile uint8_t *v = (volatile uint8_t *)p;
    while (n-- > 0) {
        *v++ = 0;
    }
}

/* Nonzero when the first n bytes differ; the time depends on n only (no early exit). */
static int tags_differ(const uint8_t *a, const uint8_t *b, size_t n)
{
    volatile uint8_t diff = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        diff = (uint8_t)(diff | (a[i] ^ b[i]));
    }
    return diff != 0;
}

/* Whether p..p+n and q..q+m share a byte. */
static int overlaps(const void *p, size_t n, const void *q, size_t m)
{
    uintptr_t a = (uintptr_t)p, b = (uintptr_t)q;
    return n != 0 && m != 0 && a < b + m && b < a + n;
}

int aes_axis_set_work_buffer(aes_axis *dev, uint8_t *buf, size_t size)
{
    uint64_t bus;
    int r = begin(dev);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (buf == NULL) {
        return fail(dev, AES_AXIS_ERR_ARG, "work buffer", 0);
    }
    if (size < 2 * BLOCK) {
        return fail(dev, AES_AXIS_ERR_BUFFER_TOO_SMALL, "work buffer below two beats", (uint32_t)size);
    }
    if (dev->plat->dma_address(dev->plat->ctx, buf, size, &bus) != 0) {
        return fail(dev, AES_AXIS_ERR_NOT_DMA_MEMORY, "work buffer", (uint32_t)size);
    }
    dev->work_buf = buf;
    dev->work_size = size;
    dev->work_bus = bus;
    return AES_AXIS_OK;
}

int aes_axis_gcm_set_buffer(aes_axis *dev, uint8_t *buf, size_t size)
{
    return aes_axis_set_work_buffer(dev, buf, size);
}

/* IV bytes 4..11 as a big-endian counter plus one: the design's hand-over. */
static void next_iv(const uint8_t *iv, uint8_t *next)
{
    unsigned carry = 1;
    int i;
    for (i = AES_AXIS_GCM_IV_BYTES - 1; i >= 0; i--) {
        unsigned v = iv[i] + (i >= 4 ? carry : 0u);
        next[i] = (uint8_t)v;
        carry = v >> 8;
    }
}

static void write_iv(aes_axis *d, const uint8_t *iv)
{
    unsigned i;
    forget_ivs(d);
    for (i = 0; i < AES_AXIS_GCM_IV_BYTES / 4; i++) {
        wr(d, AES_AXIS_IV_OFFSET(i), word_of(iv + 4 * i));
    }
}

/* One GCM message through the work buffer; the computed tag into `computed`. For the empty
 * message, E_K(J0) from one ECB block. */
static int gcm_packet(aes_axis *d, int decrypt, const uint8_t *iv, const uint8_t *aad, size_t aad_len, const uint8_t *in,
                      size_t len, uint8_t *computed)
{
    uint8_t *w = d->work_buf;
    size_t payload_off = (aad_len + BLOCK - 1) / BLOCK * BLOCK;
    size_t beats_bytes = payload_off + (len + BLOCK - 1) / BLOCK * BLOCK;
    int r;
    if (aad_len == 0 && len == 0) {
        uint8_t next[AES_AXIS_GCM_IV_BYTES];
        r = set_direction(d, AES_AXIS_ECB, 0);
        if (r != AES_AXIS_OK) {
            return r;
        }
        memcpy(w, iv, AES_AXIS_GCM_IV_BYTES);
        memset(w + AES_AXIS_GCM_IV_BYTES, 0, BLOCK - AES_AXIS_GCM_IV_BYTES);
        w[BLOCK - 1] = 1;
        r = transfer(d, w, d->work_bus, BLOCK, w, d->work_bus, BLOCK);
        if (r == AES_AXIS_OK) {
            memcpy(computed, w, BLOCK);
            next_iv(iv, next);
            write_iv(d, next);
        }
        return r;
    }
    r = set_direction(d, AES_AXIS_GCM, decrypt);
    if (r != AES_AXIS_OK) {
        return r;
    }
    write_iv(d, iv);
    wr(d, AES_AXIS_AAD_LEN_OFFSET, (uint32_t)aad_len);
    if (aad_len != 0) {
        memcpy(w, aad, aad_len);
    }
    memset(w + aad_len, 0, beats_bytes - aad_len);
    if (len != 0) {
        memcpy(w + payload_off, in, len);
    }
    /* The last beat's tkeep, which the DMA derives from the transfer's length, gives the
     * payload's length; a packet of AAD alone is sent in whole beats. */
    forget_ivs(d);
    r = transfer(d, w, d->work_bus, len != 0 ? payload_off + len : payload_off, w, d->work_bus, beats_bytes + BLOCK);
    if (r == AES_AXIS_OK && (rd(d, AES_AXIS_STATUS_OFFSET) & AES_AXIS_STATUS_LENGTH_ERR) != 0) {
        /* A malformed packet (not one the driver sends): its tag is meaningless. */
        wr(d, AES_AXIS_STATUS_OFFSET, AES_AXIS_STATUS_LENGTH_ERR);
        r = fail(d, AES_AXIS_ERR_GCM_LENGTH, "STATUS.LENGTH_ERR", 0);
    }
    if (r == AES_AXIS_OK) {
        memcpy(computed, w + beats_bytes, BLOCK);
    }
    return r;
}

/* Zeroes the work buffer in the cache and in memory. */
static void gcm_wipe_buffer(aes_axis *d, size_t n)
{
    wipe(d->work_buf, n);
    d->plat->cache_clean(d->plat->ctx, d->work_buf, n);
}

static int gcm(aes_axis *d, int decrypt, const uint8_t *iv, const uint8_t *aad, size_t aad_len, const uint8_t *in,
               uint8_t *out, size_t len, uint8_t *tag_out, const uint8_t *tag_in, size_t tag_len)
{
    uint8_t computed[AES_AXIS_GCM_TAG_BYTES];
    size_t need;
    int r = begin(d);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (iv == NULL || (decrypt ? tag_in == NULL : tag_out == NULL)) {
        return fail(d, AES_AXIS_ERR_ARG, iv == NULL ? "iv" : "tag", 0);
    }
    if ((aad == NULL && aad_len != 0) || ((in == NULL || out == NULL) && len != 0)) {
        return fail(d, AES_AXIS_ERR_ARG, aad == NULL && aad_len != 0 ? "aad" : in == NULL ? "in" : "out", 0);
    }
    if (decrypt && (tag_len > AES_AXIS_GCM_TAG_BYTES || ((AES_AXIS_GCM_TAG_LENGTHS >> tag_len) & 1u) == 0)) {
        return fail(d, AES_AXIS_ERR_BAD_TAG_LENGTH, "tag length", (uint32_t)tag_len);
    }
    if ((d->caps & AES_AXIS_MODE_GCM_CAPS) != AES_AXIS_MODE_GCM_CAPS) {
        return fail(d, AES_AXIS_ERR_GCM_UNSUPPORTED, "GCM", d->caps);
    }
    if (d->key_bytes == 0) {
        return fail(d, AES_AXIS_ERR_NO_KEY, "key", 0);
    }
    if (d->work_buf == NULL) {
        return fail(d, AES_AXIS_ERR_ARG, "work buffer not set", 0);
    }
    /* AAD_LEN holds 32 bits (the shifts in two steps: size_t may have 32). */
    if (aad_len > d->work_size || len > d->work_size || (aad_len >> 16) >> 16 != 0) {
        return fail(d, AES_AXIS_ERR_BUFFER_TOO_SMALL, "GCM message", (uint32_t)(aad_len > len ? aad_len : len));
    }
    need = AES_AXIS_GCM_BUFFER_BYTES(aad_len, len);
    if (need > d->chunk) {
        return fail(d, AES_AXIS_ERR_GCM_TOO_LONG, "GCM message over one DMA transfer", (uint32_t)need);
    }
    if (need > d->work_size) {
        return fail(d, AES_AXIS_ERR_BUFFER_TOO_SMALL, "GCM buffer", (uint32_t)need);
    }
    if (overlaps(aad, aad_len, d->work_buf, d->work_size) || overlaps(in, len, d->work_buf, d->work_size)
        || overlaps(out, len, d->work_buf, d->work_size)
        || overlaps(decrypt ? tag_in : tag_out, decrypt ? tag_len : AES_AXIS_GCM_TAG_BYTES, d->work_buf, d->work_size)) {
        return fail(d, AES_AXIS_ERR_OVERLAP, "GCM buffer overlaps an argument", (uint32_t)need);
    }
    r = gcm_packet(d, decrypt, iv, aad, aad_len, in, len, computed);
    if (r == AES_AXIS_OK) {
        size_t payload_off = (aad_len + BLOCK - 1) / BLOCK * BLOCK;
        if (!decrypt) {
            if (len != 0) {
                memcpy(out, d->work_buf + payload_off, len);
            }
            memcpy(tag_out, computed, AES_AXIS_GCM_TAG_BYTES);
            return AES_AXIS_OK;
        }
        if (tags_differ(computed, tag_in, tag_len)) {
            r = fail(d, AES_AXIS_ERR_TAG, "GCM tag", (uint32_t)tag_len);
            if (len != 0) {
                wipe(out, len);
            }
        } else if (len != 0) {
            memcpy(out, d->work_buf + payload_off, len);
        }
    }
    wipe(computed, sizeof computed);
    gcm_wipe_buffer(d, need);
    return r;
}

int aes_axis_gcm_encrypt(aes_axis *dev, const uint8_t iv[12], const uint8_t *aad, size_t aad_len, const uint8_t *in,
                         uint8_t *out, size_t len, uint8_t tag[16])
{
    return gcm(dev, 0, iv, aad, aad_len, in, out, len, tag, NULL, 0);
}

int aes_axis_gcm_decrypt(aes_axis *dev, const uint8_t iv[12], const uint8_t *aad, size_t aad_len, const uint8_t *in,
                         uint8_t *out, size_t len, const uint8_t *tag, size_t tag_len)
{
    return gcm(dev, 1, iv, aad, aad_len, in, out, len, NULL, tag, tag_len);
}

int aes_axis_xts_load_keys(aes_axis *dev, const uint8_t *key1, const uint8_t *key2, size_t key_len)
{
    uint32_t code = 0, caps = 0;
    size_t i;
    int r = begin(dev);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (key1 == NULL || key2 == NULL) {
        return fail(dev, AES_AXIS_ERR_ARG, key1 == NULL ? "key1" : "key2", 0);
    }
    if (key_len != AES_AXIS_KEYLEN_AES128_BYTES && key_len != AES_AXIS_KEYLEN_AES256_BYTES) {
        return fail(dev, AES_AXIS_ERR_XTS_KEY, "XTS key length", (uint32_t)key_len);
    }
    if (!tags_differ(key1, key2, key_len)) {
        return fail(dev, AES_AXIS_ERR_XTS_KEY, "Key1 equals Key2", (uint32_t)key_len);
    }
    if ((dev->caps & AES_AXIS_MODE_XTS_CAPS) != AES_AXIS_MODE_XTS_CAPS) {
        return fail(dev, AES_AXIS_ERR_MODE_UNSUPPORTED, "XTS", dev->caps);
    }
    (void)key_size(key_len, &code, &caps);
    if ((dev->caps & caps) != caps) {
        return fail(dev, AES_AXIS_ERR_KEY_SIZE_UNSUPPORTED, "key size", (uint32_t)key_len * 8u);
    }
    dev->key_bytes = 0;
    dev->xts_key_bytes = 0;
    dev->ctrl_mode = AES_AXIS_XTS;
    /* A direction XTS runs in this build (CTR may have left DECRYPT set without the inverse cipher). */
    dev->decrypt = dev->decrypt && (dev->caps & AES_AXIS_CAPS_DECRYPT) != 0;
    wr(dev, AES_AXIS_CTRL_OFFSET, ctrl_value(dev, key_len));
    for (i = 0; i < key_len / 4; i++) {
        wr(dev, AES_AXIS_KEY_OFFSET(i), word_of(key1 + 4 * i));
    }
    for (i = 0; i < key_len / 4; i++) {
        wr(dev, AES_AXIS_XKEY0_OFFSET + 4u * (uint32_t)i, word_of(key2 + 4 * i));
    }
    r = wait_ready(dev, AES_AXIS_STATUS_KEY_READY | AES_AXIS_STATUS_XKEY_READY, "STATUS.KEY_READY and XKEY_READY");
    if (r == AES_AXIS_OK) {
        dev->key_bytes = key_len;
        dev->xts_key_bytes = key_len;
    }
    return r;
}

static int xts(aes_axis *d, int decrypt, uint64_t first, size_t size, const uint8_t *in, uint8_t *out, size_t len)
{
    uint64_t in_bus = 0, out_bus = 0, sectors;
    size_t stride, per_run, off, n, k;
    int direct;
    int r = begin(d);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (in == NULL || out == NULL) {
        return fail(d, AES_AXIS_ERR_ARG, in == NULL ? "in" : "out", 0);
    }
    if ((d->caps & AES_AXIS_MODE_XTS_CAPS) != AES_AXIS_MODE_XTS_CAPS) {
        return fail(d, AES_AXIS_ERR_MODE_UNSUPPORTED, "XTS", d->caps);
    }
    if (size < BLOCK) {
        return fail(d, AES_AXIS_ERR_XTS_DATA_UNIT, "sector below 16 bytes", (uint32_t)size);
    }
    if (len % size != 0) {
        return fail(d, AES_AXIS_ERR_XTS_DATA_UNIT, "length not a whole number of sectors", (uint32_t)len);
    }
    if (decrypt && mode_needs_inverse(AES_AXIS_XTS) && (d->caps & AES_AXIS_CAPS_DECRYPT) == 0) {
        return fail(d, AES_AXIS_ERR_DECRYPT_UNSUPPORTED, "decryption", (uint32_t)AES_AXIS_XTS);
    }
    if (d->xts_key_bytes == 0) {
        return fail(d, AES_AXIS_ERR_NO_KEY, "XTS keys", 0);
    }
    /* Each sector in whole beats: the output's last beat is whole. */
    stride = (size + BLOCK - 1) / BLOCK * BLOCK;
    if (stride > d->chunk) {
        return fail(d, AES_AXIS_ERR_XTS_DATA_UNIT, "sector over one DMA transfer", (uint32_t)stride);
    }
    direct = size % BLOCK == 0;
    if (direct) {
        r = dma_buffers(d, in, out, len, &in_bus, &out_bus);
        if (r != AES_AXIS_OK) {
            return r;
        }
    } else {
        if (d->work_buf == NULL) {
            return fail(d, AES_AXIS_ERR_ARG, "work buffer not set", 0);
        }
        if (stride > d->work_size) {
            return fail(d, AES_AXIS_ERR_BUFFER_TOO_SMALL, "work buffer below one sector", (uint32_t)stride);
        }
        if (overlaps(in, len, d->work_buf, d->work_size) || overlaps(out, len, d->work_buf, d->work_size)) {
            return fail(d, AES_AXIS_ERR_OVERLAP, "work buffer overlaps an argument", (uint32_t)len);
        }
    }
    if (len == 0) {
        return AES_AXIS_OK;
    }
    r = set_direction(d, AES_AXIS_XTS, decrypt);
    if (r != AES_AXIS_OK) {
        return r;
    }
    if (!d->xts_next_known || d->xts_next != first) {
        /* The sector number as a 128-bit little-endian tweak. */
        wr(d, AES_AXIS_IV_OFFSET(0), (uint32_t)first);
        wr(d, AES_AXIS_IV_OFFSET(1), (uint32_t)(first >> 32));
        wr(d, AES_AXIS_IV_OFFSET(2), 0);
        wr(d, AES_AXIS_IV_OFFSET(3), 0);
    }
    forget_ivs(d);
    per_run = direct ? len / size : d->work_size / stride;
    for (off = 0; r == AES_AXIS_OK && off < len; off += n * size) {
        n = (len - off) / size < per_run ? (len - off) / size : per_run;
        if (direct) {
            r = transfer_run(d, in + off, in_bus + off, size, out + off, out_bus + off, size, size, n);
        } else {
            for (k = 0; k < n; k++) {
                memcpy(d->work_buf + k * stride, in + off + k * size, size);
            }
            r = transfer_run(d, d->work_buf, d->work_bus, size, d->work_buf, d->work_bus, stride, stride, n);
        }
        if (r == AES_AXIS_OK && (rd(d, AES_AXIS_STATUS_OFFSET) & AES_AXIS_STATUS_LENGTH_ERR) != 0) {
            /* A malformed data unit (not one the driver sends): the output is meaningless. */
            wr(d, AES_AXIS_STATUS_OFFSET, AES_AXIS_STATUS_LENGTH_ERR);
            r = fail(d, AES_AXIS_ERR_XTS_LENGTH, "STATUS.LENGTH_ERR", 0);
        }
        if (r == AES_AXIS_OK && !direct) {
            for (k = 0; k < n; k++) {
                memcpy(out + off + k * size, d->work_buf + k * stride, size);
            }
        }
    }
    if (r == AES_AXIS_OK) {
        /* The design holds first + sectors, a 64-bit number unless it carried past 2^64. */
        sectors = (uint64_t)(len / size);
        d->xts_next = first + sectors;
        d->xts_next_known = d->xts_next > first;
    }
    return r;
}

int aes_axis_xts_encrypt_sectors(aes_axis *dev, uint64_t first_sector, size_t sector_size, const uint8_t *in, uint8_t *out,
                                 size_t len)
{
    return xts(dev, 0, first_sector, sector_size, in, out, len);
}

int aes_axis_xts_decrypt_sectors(aes_axis *dev, uint64_t first_sector, size_t sector_size, const uint8_t *in, uint8_t *out,
                                 size_t len)
{
    return xts(dev, 1, first_sector, sector_size, in, out, len);
}

int aes_axis_zeroize(aes_axis *dev)
{
    int r = begin(dev);
    if (r != AES_AXIS_OK) {
        return r;
    }
    wr(dev, AES_AXIS_CTRL_OFFSET, ctrl_value(dev, dev->key_bytes ? dev->key_bytes : AES_AXIS_KEYLEN_AES128_BYTES) | AES_AXIS_CTRL_ZEROIZE);
    dev->key_bytes = 0;
    dev->xts_key_bytes = 0;
    forget_ivs(dev);
    return AES_AXIS_OK;
}

const char *aes_axis_strerror(int status)
{
    switch (status) {
    case AES_AXIS_OK: return "ok";
    case AES_AXIS_ERR_ARG: return "invalid argument: a null pointer, an unopened device or an unusable config";
    case AES_AXIS_ERR_BAD_ID: return "not an aes_axis at this address (ID)";
    case AES_AXIS_ERR_TIMEOUT: return "timeout: KEY_READY, the DMA reset or DMA Idle not seen in the polls allowed";
    case AES_AXIS_ERR_DMA: return "DMA error: an error bit or Halted in DMASR";
    case AES_AXIS_ERR_BAD_LENGTH: return "invalid length: a transfer needs a positive multiple of 16 bytes";
    case AES_AXIS_ERR_BAD_KEY_LENGTH: return "invalid key: expected 16, 24 or 32 bytes (AES-128/192/256)";
    case AES_AXIS_ERR_KEY_SIZE_UNSUPPORTED: return "key size not in this build (CAPS)";
    case AES_AXIS_ERR_DECRYPT_UNSUPPORTED: return "decryption in this mode needs the inverse cipher, which is not in this build (CAPS)";
    case AES_AXIS_ERR_MODE_UNSUPPORTED: return "mode not in this build (CAPS)";
    case AES_AXIS_ERR_NO_IV_REGISTERS: return "no IV registers: this build has no mode besides ECB (CAPS)";
    case AES_AXIS_ERR_NO_KEY: return "no key loaded";
    case AES_AXIS_ERR_NOT_DMA_MEMORY: return "buffer not reachable by the DMA";
    case AES_AXIS_ERR_OVERLAP: return "input and output buffers overlap";
    case AES_AXIS_ERR_DEVICE: return "device could not be opened or mapped";
    case AES_AXIS_ERR_TAG: return "authentication failed: the GCM tag does not match";
    case AES_AXIS_ERR_BAD_TAG_LENGTH: return "invalid GCM tag length: expected 16, 15, 14, 13, 12, 8 or 4 bytes";
    case AES_AXIS_ERR_BUFFER_TOO_SMALL: return "GCM message or XTS sector larger than the work buffer";
    case AES_AXIS_ERR_GCM_UNSUPPORTED: return "GCM not in this build (CAPS)";
    case AES_AXIS_ERR_GCM_TOO_LONG: return "GCM message too long: it needs more than one DMA transfer";
    case AES_AXIS_ERR_GCM_LENGTH: return "STATUS.LENGTH_ERR: the design received a malformed GCM packet";
    case AES_AXIS_ERR_XTS_KEY: return "invalid XTS key: 16 or 32 bytes each (AES-192 is no XTS key), Key1 and Key2 different";
    case AES_AXIS_ERR_XTS_DATA_UNIT: return "invalid XTS data unit: at least 16 bytes, within one DMA transfer, a whole number of them";
    case AES_AXIS_ERR_XTS_LENGTH: return "STATUS.LENGTH_ERR: the design received a malformed XTS data unit";
    default: return "unknown status";
    }
}

const aes_axis_error *aes_axis_last_error(const aes_axis *dev)
{
    return dev != NULL ? &dev->last : NULL;
}
