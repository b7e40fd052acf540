/* main.c: the board self-check as a Linux program (PetaLinux on the Zynq, the device tree
 * in docs/drivers.md, "On the Zedboard"): the same vectors through the same driver, over UIO and
 * u-dma-buf instead of the standalone BSP.
 *
 *     arm-linux-gnueabihf-gcc -std=c99 -O2 -Ic/include -Ic/port/linux -Ic/examples/selftest \
 *         c/src/aes_axis.c c/port/linux/aes_axis_linux.c c/examples/selftest/aes_axis_selftest.c \
 *         c/examples/linux/main.c -o aes_selftest
 *     ./aes_selftest /dev/uio0 /dev/uio1 /dev/udmabuf0
 *
 * The UIO devices are those whose /sys/class/uio/uioN/name names the aes and axi_dma nodes; a
 * fourth argument names another folder in place of /sys/class. */
#include "aes_axis_linux.h"
#include "aes_axis_selftest.h"

#include <stdio.h>

static void print_line(void *ctx, const char *line)
{
    (void)ctx;
    printf("%s\n", line);
}

int main(int argc, char **argv)
{
    aes_axis_linux lx;
    aes_axis_config cfg;
    aes_axis dev;
    uint8_t *in, *out;
    int s, failures;
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: %s /dev/uioN(aes_axis) /dev/uioM(axi_dma) /dev/udmabufK [sysfs class folder]\n", argv[0]);
        return 2;
    }
    s = aes_axis_linux_open(&lx, argv[1], argv[2], argv[3], argc == 5 ? argv[4] : "/sys/class");
    if (s != AES_AXIS_OK) {
        fprintf(stderr, "error: %s\n", aes_axis_strerror(s));
        return 2;
    }
    aes_axis_config_init(&cfg, aes_axis_linux_regs_base(&lx), aes_axis_linux_dma_base(&lx));
    s = aes_axis_open(&dev, &lx.platform, &cfg);
    in = aes_axis_linux_buffer(&lx, 0, 128);
    out = aes_axis_linux_buffer(&lx, 128, 128);
    if (s != AES_AXIS_OK || in == NULL || out == NULL) {
        fprintf(stderr, "error: %s (ID 0x%08x)\n", s != AES_AXIS_OK ? aes_axis_strerror(s) : "DMA buffer under 256 bytes",
                (unsigned)aes_axis_id(&dev));
        aes_axis_linux_close(&lx);
        return 2;
    }
    printf("aes_axis ID 0x%08x CAPS 0x%02x\n", (unsigned)aes_axis_id(&dev), (unsigned)aes_axis_caps(&dev));
    failures = aes_axis_selftest(&dev, in, out, print_line, NULL);
    (void)aes_axis_zeroize(&dev);
    aes_axis_linux_close(&lx);
    printf("%s\n", failures == 0 ? "PASS: every vector" : "FAIL");
    return failures != 0;
}
