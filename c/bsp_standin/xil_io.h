/* Stand-in for the Xilinx standalone BSP's xil_io.h (declarations only). */
#ifndef XIL_IO_H
#define XIL_IO_H
#include "xil_types.h"
u32 Xil_In32(UINTPTR Addr);
void Xil_Out32(UINTPTR Addr, u32 Value);
#endif
