/* Stand-in for the Xilinx standalone BSP's xtime_l.h (Cortex-A9 global timer). */
#ifndef XTIME_L_H
#define XTIME_L_H
#include "xil_types.h"
typedef u64 XTime;
#define COUNTS_PER_SECOND 333333343ULL
void XTime_GetTime(XTime *Xtime_Global);
#endif
