/* aes_axis_linux.c: the Linux platform over UIO and u-dma-buf (see aes_axis_linux.h). */
#define _POSIX_C_SOURCE 200809L
#include "aes_axis_linux.h"

#include "axi_dma_regs.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

enum { REGS = 0, DMA = 1, BUF = 2 };

/* u-dma-buf's sync_direction values. */
#define TO_DEVICE 1
#define FROM_DEVICE 2

static uint32_t lx_read32(void *ctx, uintptr_t addr)
{
    (void)ctx;
    return *(volatile uint32_t *)addr;
}

static void lx_write32(void *ctx, uintptr_t addr, uint32_t value)
{
    (void)ctx;
    *(volatile uint32_t *)addr = value;
}

static int write_attr(const char *dir, const char *name, unsigned long long value)
{
    char path[320];
    FILE *f;
    int ok;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    f = fopen(path, "w");
    if (f == NULL) {
        return -1;
    }
    ok = fprintf(f, "%llu", value) > 0;
    return fclose(f) == 0 && ok ? 0 : -1;
}

static void sync(aes_axis_linux *lx, const void *p, size_t len, int direction, const char *control)
{
    size_t offset = (size_t)((const uint8_t *)p - (const uint8_t *)lx->maps[BUF]);
    /* The driver hands only ranges dma_address accepted, and open checked that the controls
     * exist: the writes fail only when the device went away. */
    (void)write_attr(lx->sysfs, "sync_offset", offset);
    (void)write_attr(lx->sysfs, "sync_size", len);
    (void)write_attr(lx->sysfs, "sync_direction", (unsigned long long)direction);
    (void)write_attr(lx->sysfs, control, 1);
}

static void lx_clean(void *ctx, const void *p, size_t len)
{
    sync((aes_axis_linux *)ctx, p, len, TO_DEVICE, "sync_for_device");
}

static void lx_invalidate(void *ctx, void *p, size_t len)
{
    sync((aes_axis_linux *)ctx, p, len, FROM_DEVICE, "sync_for_cpu");
}

static int lx_dma_address(void *ctx, const void *p, size_t len, uint64_t *bus)
{
    aes_axis_linux *lx = (aes_axis_linux *)ctx;
    uintptr_t base = (uintptr_t)lx->maps[BUF], a = (uintptr_t)p;
    if (a < base || a - base > lx->sizes[BUF] || len > lx->sizes[BUF] - (a - base)) {
        return -1;
    }
    *bus = lx->buffer_phys + (a - base);
    return 0;
}

/* A sysfs number: hexadecimal with 0x, decimal otherwise. */
static int read_number(const char *path, unsigned long long *value)
{
    char text[64], *end;
    FILE *f = fopen(path, "r");
    size_t n;
    if (f == NULL) {
        return -1;
    }
    n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    *value = strtoull(text, &end, 0);
    return end == text ? -1 : 0;
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash != NULL ? slash + 1 : path;
}

/* UIO windows are mapped uncached by the kernel; the u-dma-buf buffer is mapped cached and kept
 * coherent through its sync controls. */
static int map_device(aes_axis_linux *lx, int which, const char *path, size_t size, size_t needed)
{
    int fd;
    void *m;
    if (size < needed) {
        return -1;
    }
    fd = open(path, O_RDWR);
    if (fd < 0) {
        return -1;
    }
    m = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (m == MAP_FAILED) {
        close(fd);
        return -1;
    }
    lx->fds[which] = fd;
    lx->maps[which] = m;
    lx->sizes[which] = size;
    return 0;
}

static int uio_size(const char *sys_class, const char *dev, unsigned long long *size)
{
    char path[320];
    snprintf(path, sizeof path, "%s/uio/%s/maps/map0/size", sys_class, base_name(dev));
    return read_number(path, size);
}

int aes_axis_linux_open(aes_axis_linux *lx, const char *uio, const char *dma_uio, const char *udmabuf, const char *sys_class)
{
    unsigned long long regs_size, dma_size, buf_size, phys;
    char path[320];
    int i;
    if (lx == NULL || uio == NULL || dma_uio == NULL || udmabuf == NULL || sys_class == NULL) {
        return AES_AXIS_ERR_ARG;
    }
    for (i = 0; i < 3; i++) {
        lx->fds[i] = -1;
        lx->maps[i] = NULL;
        lx->sizes[i] = 0;
    }
    snprintf(lx->sysfs, sizeof lx->sysfs, "%s/u-dma-buf/%s", sys_class, base_name(udmabuf));
    snprintf(path, sizeof path, "%s/phys_addr", lx->sysfs);
    if (read_number(path, &phys) != 0) {
        return AES_AXIS_ERR_DEVICE;
    }
    snprintf(path, sizeof path, "%s/size", lx->sysfs);
    if (read_number(path, &buf_size) != 0 || uio_size(sys_class, uio, &regs_size) != 0
        || uio_size(sys_class, dma_uio, &dma_size) != 0) {
        return AES_AXIS_ERR_DEVICE;
    }
    for (i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", lx->sysfs, i == 0 ? "sync_for_device" : "sync_for_cpu");
        if (access(path, W_OK) != 0) {
            return AES_AXIS_ERR_DEVICE;
        }
    }
    if (map_device(lx, REGS, uio, (size_t)regs_size, AES_AXIS_WINDOW_BYTES) != 0
        || map_device(lx, DMA, dma_uio, (size_t)dma_size, AXI_DMA_S2MM_LENGTH + 4u) != 0
        || map_device(lx, BUF, udmabuf, (size_t)buf_size, 16u) != 0) {
        aes_axis_linux_close(lx);
        return AES_AXIS_ERR_DEVICE;
    }
    lx->buffer_phys = phys;
    lx->platform.ctx = lx;
    lx->platform.read32 = lx_read32;
    lx->platform.write32 = lx_write32;
    lx->platform.cache_clean = lx_clean;
    lx->platform.cache_invalidate = lx_invalidate;
    lx->platform.dma_address = lx_dma_address;
    return AES_AXIS_OK;
}

void aes_axis_linux_close(aes_axis_linux *lx)
{
    int i;
    if (lx == NULL) {
        return;
    }
    for (i = 0; i < 3; i++) {
        if (lx->maps[i] != NULL) {
            munmap(lx->maps[i], lx->sizes[i]);
            lx->maps[i] = NULL;
        }
        if (lx->fds[i] >= 0) {
            close(lx->fds[i]);
            lx->fds[i] = -1;
        }
    }
}

uintptr_t aes_axis_linux_regs_base(const aes_axis_linux *lx)
{
    return (uintptr_t)lx->maps[REGS];
}

uintptr_t aes_axis_linux_dma_base(const aes_axis_linux *lx)
{
    return (uintptr_t)lx->maps[DMA];
}

uint8_t *aes_axis_linux_buffer(aes_axis_linux *lx, size_t offset, size_t len)
{
    if (lx == NULL || lx->maps[BUF] == NULL || offset > lx->sizes[BUF] || len > lx->sizes[BUF] - offset) {
        return NULL;
    }
    return (uint8_t *)lx->maps[BUF] + offset;
}
