/* aes_axis_vitis.c: the Vitis standalone platform (see aes_axis_vitis.h). */
#include "aes_axis_vitis.h"

#include "xil_cache.h"
#include "xil_io.h"

static uint32_t vitis_read32(void *ctx, uintptr_t addr)
{
    (void)ctx;
    return Xil_In32((UINTPTR)addr);
}

static void vitis_write32(void *ctx, uintptr_t addr, uint32_t value)
{
    (void)ctx;
    Xil_Out32((UINTPTR)addr, value);
}

static void vitis_clean(void *ctx, const void *p, size_t len)
{
    (void)ctx;
    Xil_DCacheFlushRange((INTPTR)p, (u32)len);
}

static void vitis_invalidate(void *ctx, void *p, size_t len)
{
    (void)ctx;
    Xil_DCacheInvalidateRange((INTPTR)p, (u32)len);
}

/* The DMA sees DDR at the CPU's addresses; on the Zynq-7000 the HP ports reach the first
 * 1 GiB of DDR, and a buffer must not wrap the 32-bit address space. */
static int vitis_dma_address(void *ctx, const void *p, size_t len, uint64_t *bus)
{
    uintptr_t a = (uintptr_t)p;
    (void)ctx;
    if (a + len < a || (uint64_t)a + len > 0x40000000u) {
        return -1;
    }
    *bus = a;
    return 0;
}

const aes_axis_platform *aes_axis_vitis_platform(void)
{
    static const aes_axis_platform platform = {
        NULL, vitis_read32, vitis_write32, vitis_clean, vitis_invalidate, vitis_dma_address,
    };
    return &platform;
}
