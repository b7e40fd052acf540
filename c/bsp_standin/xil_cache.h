/* Stand-in for the Xilinx standalone BSP's xil_cache.h (declarations only). */
#ifndef XIL_CACHE_H
#define XIL_CACHE_H
#include "xil_types.h"
void Xil_DCacheFlushRange(INTPTR adr, u32 len);
void Xil_DCacheInvalidateRange(INTPTR adr, u32 len);
#endif
