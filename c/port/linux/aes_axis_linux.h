/* aes_axis_linux.h: the platform of a Linux program (PetaLinux on the Zynq), as the Rust
 * driver's board module uses it: aes_axis's and the AXI DMA's register windows as generic UIO
 * devices (/dev/uioN, mapped with mmap, the size from /sys/class/uio/uioN/maps/map0/size) and
 * the DMA buffer from u-dma-buf (/dev/udmabufN, its physical address and size and the cache sync
 * controls in /sys/class/u-dma-buf/udmabufN). Buffers handed to aes_axis_encrypt/decrypt must
 * lie in the u-dma-buf mapping: aes_axis_linux_buffer gives pointers into it.
 *
 *     aes_axis_linux lx;
 *     aes_axis_linux_open(&lx, "/dev/uio0", "/dev/uio1", "/dev/udmabuf0", "/sys/class");
 *     aes_axis_config_init(&cfg, aes_axis_linux_regs_base(&lx), aes_axis_linux_dma_base(&lx));
 *     aes_axis_open(&dev, &lx.platform, &cfg);
 */
#ifndef AES_AXIS_LINUX_H
#define AES_AXIS_LINUX_H

#include "aes_axis.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct aes_axis_linux {
    aes_axis_platform platform;
    int fds[3];                /* aes_axis UIO, DMA UIO, u-dma-buf */
    void *maps[3];
    size_t sizes[3];
    uint64_t buffer_phys;
    char sysfs[256];           /* the u-dma-buf's attribute folder */
} aes_axis_linux;

/* Opens and maps the three devices; `sys_class` is "/sys/class" on the board (another folder
 * with the same layout stands in for it in tests). AES_AXIS_ERR_DEVICE when a device or an
 * attribute is missing or a window is smaller than the registers the driver uses. */
int aes_axis_linux_open(aes_axis_linux *lx, const char *uio, const char *dma_uio, const char *udmabuf, const char *sys_class);
void aes_axis_linux_close(aes_axis_linux *lx);
uintptr_t aes_axis_linux_regs_base(const aes_axis_linux *lx);
uintptr_t aes_axis_linux_dma_base(const aes_axis_linux *lx);
/* A pointer `offset` bytes into the DMA buffer, NULL when len bytes from there do not fit. */
uint8_t *aes_axis_linux_buffer(aes_axis_linux *lx, size_t offset, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* AES_AXIS_LINUX_H */
