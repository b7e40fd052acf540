/* main.c: the board self-check as a Vitis standalone application for the Zynq (the block
 * design of synth/block_design.tcl): the FIPS-197, SP 800-38A, GCM and XTS vectors through the AXI
 * DMA, then the throughput of AES-128 encryption over a 1 MiB buffer in each mode the build has
 * (XTS as 4,096-byte sectors), printed over the UART (115200 8N1):
 *
 *     aes_axis ID 0x41455303 CAPS 0xff
 *     PASS FIPS-197 C.1 AES-128 encrypt
 *     ...
 *     ECB encrypt: 1048576 bytes in <t> us, <rate> MB/s
 *     PASS: every vector
 *
 * The base addresses come from the xparameters.h Vitis generates from the .xsa; the names
 * below are those of the block design's cells (aes, axi_dma). */
#include "aes_axis_selftest.h"
#include "aes_axis_vitis.h"

#include "xil_printf.h"
#include "xparameters.h"
#include "xtime_l.h"

#ifndef AES_REGS_BASE
#define AES_REGS_BASE XPAR_AES_S_AXI_BASEADDR
#endif
#ifndef AES_DMA_BASE
#define AES_DMA_BASE XPAR_AXI_DMA_BASEADDR
#endif

#define BENCH_BYTES (1u << 20)

/* Cache-line aligned, so that invalidating `out` touches no other data. */
static uint8_t vec_in[128] __attribute__((aligned(32)));
static uint8_t vec_out[128] __attribute__((aligned(32)));
static uint8_t bench_in[BENCH_BYTES] __attribute__((aligned(32)));
static uint8_t bench_out[BENCH_BYTES] __attribute__((aligned(32)));

static void uart_line(void *ctx, const char *line)
{
    (void)ctx;
    xil_printf("%s\r\n", line);
}

/* MB/s with one decimal, in integers (xil_printf has no floating point). */
static void print_rate(const char *what, u32 bytes, XTime ticks)
{
    u64 us = ticks * 1000000ULL / COUNTS_PER_SECOND;
    u64 tenths = us != 0 ? (u64)bytes * 10ULL / us : 0;
    xil_printf("%s: %d bytes in %d us, %d.%d MB/s\r\n", what, (int)bytes, (int)us, (int)(tenths / 10), (int)(tenths % 10));
}

static int bench(aes_axis *dev, aes_axis_mode mode, const char *name)
{
    static const uint8_t iv[16] = {0};
    XTime t0, t1;
    int s = aes_axis_set_mode(dev, mode);
    if (s == AES_AXIS_ERR_MODE_UNSUPPORTED) {
        return 0;
    }
    if (s == AES_AXIS_OK && mode != AES_AXIS_ECB) {
        s = aes_axis_set_iv(dev, iv);
    }
    XTime_GetTime(&t0);
    if (s == AES_AXIS_OK) {
        s = aes_axis_encrypt(dev, bench_in, bench_out, BENCH_BYTES);
    }
    XTime_GetTime(&t1);
    if (s != AES_AXIS_OK) {
        xil_printf("FAIL %s throughput: %s\r\n", name, aes_axis_strerror(s));
        return 1;
    }
    print_rate(name, BENCH_BYTES, t1 - t0);
    return 0;
}

/* XTS: the buffer as 4,096-byte sectors, one packet each. */
static int bench_xts(aes_axis *dev, const uint8_t *key1, const uint8_t *key2)
{
    XTime t0, t1;
    int s;
    if ((aes_axis_caps(dev) & AES_AXIS_CAPS_XTS) == 0) {
        return 0;
    }
    s = aes_axis_xts_load_keys(dev, key1, key2, 16);
    XTime_GetTime(&t0);
    if (s == AES_AXIS_OK) {
        s = aes_axis_xts_encrypt_sectors(dev, 0, 4096, bench_in, bench_out, BENCH_BYTES);
    }
    XTime_GetTime(&t1);
    if (s != AES_AXIS_OK) {
        xil_printf("FAIL XTS throughput: %s\r\n", aes_axis_strerror(s));
        return 1;
    }
    print_rate("XTS encrypt, 4096-byte sectors", BENCH_BYTES, t1 - t0);
    return 0;
}

int main(void)
{
    static const uint8_t key[16] = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f};
    static const uint8_t key2[16] = {0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f};
    aes_axis dev;
    aes_axis_config cfg;
    u32 i;
    int failures, s;
    aes_axis_config_init(&cfg, AES_REGS_BASE, AES_DMA_BASE);
    s = aes_axis_open(&dev, aes_axis_vitis_platform(), &cfg);
    if (s != AES_AXIS_OK) {
        xil_printf("FAIL open: %s (ID 0x%08x)\r\n", aes_axis_strerror(s), (unsigned)aes_axis_id(&dev));
        return 1;
    }
    xil_printf("aes_axis ID 0x%08x CAPS 0x%02x\r\n", (unsigned)aes_axis_id(&dev), (unsigned)aes_axis_caps(&dev));
    failures = aes_axis_selftest(&dev, vec_in, vec_out, uart_line, NULL);
    for (i = 0; i < BENCH_BYTES; i++) {
        bench_in[i] = (uint8_t)(i * 7u + 1u);
    }
    if (aes_axis_load_key(&dev, key, sizeof key) != AES_AXIS_OK) {
        failures++;
    } else {
        failures += bench(&dev, AES_AXIS_ECB, "ECB encrypt");
        failures += bench(&dev, AES_AXIS_CBC, "CBC encrypt");
        failures += bench(&dev, AES_AXIS_CTR, "CTR encrypt");
        failures += bench_xts(&dev, key, key2);
    }
    (void)aes_axis_zeroize(&dev);
    if (failures == 0) {
        xil_printf("PASS: every vector\r\n");
    } else {
        xil_printf("FAIL: %d failures\r\n", failures);
    }
    return failures != 0;
}
