/* Stand-in for the Xilinx standalone BSP's xil_printf.h (declarations only). */
#ifndef XIL_PRINTF_H
#define XIL_PRINTF_H
void xil_printf(const char *ctrl1, ...);
#endif
