/* Stand-in for the Xilinx standalone BSP's xil_types.h: the types the aes_axis driver and its
 * example use, with the BSP's names, so that they compile without a Vitis installation. */
#ifndef XIL_TYPES_H
#define XIL_TYPES_H
#include <stdint.h>
typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int32_t s32;
typedef uintptr_t UINTPTR;
typedef intptr_t INTPTR;
#define XST_SUCCESS 0L
#define XST_FAILURE 1L
#endif
