/* aes_axis_selftest.h: the board self-check of the example application, independent of the
 * platform: the FIPS-197 Appendix C and NIST SP 800-38A Appendix F vectors through the DMA in
 * every mode, key size and direction the build's CAPS has, the GCM test cases of McGrew and
 * Viega (both directions and a tampered tag) where CAPS has GCM, and IEEE Std 1619-2007's
 * XTS-AES vectors 2 and 15 (both directions) where CAPS has XTS, one line per vector. */
#ifndef AES_AXIS_SELFTEST_H
#define AES_AXIS_SELFTEST_H

#include "aes_axis.h"

/* Receives each line of the report (no line end). */
typedef void (*aes_axis_print)(void *ctx, const char *line);

/* Runs every vector the build has; `in` and `out` are 128-byte DMA buffers (`out` also the
 * work buffer, so the call leaves the device's work buffer set to it). Prints
 * `PASS <vector>`, `FAIL <vector>: <reason>` or `SKIP <vector>: not in this build`; returns the
 * number of failures. */
int aes_axis_selftest(aes_axis *dev, uint8_t *in, uint8_t *out, aes_axis_print print, void *ctx);

#endif /* AES_AXIS_SELFTEST_H */
