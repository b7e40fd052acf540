/* aes_axis_vitis.h: the platform of a Vitis standalone (bare-metal) application on the Zynq's
 * Cortex-A9: registers through Xil_In32/Xil_Out32, the data cache through
 * Xil_DCacheFlushRange/Xil_DCacheInvalidateRange, and physical addresses equal to the CPU's
 * (the standalone BSP maps DDR flat). */
#ifndef AES_AXIS_VITIS_H
#define AES_AXIS_VITIS_H

#include "aes_axis.h"

#ifdef __cplusplus
extern "C" {
#endif

const aes_axis_platform *aes_axis_vitis_platform(void);

#ifdef __cplusplus
}
#endif

#endif /* AES_AXIS_VITIS_H */
