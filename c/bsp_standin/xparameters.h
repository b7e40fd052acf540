/* Stand-in for the xparameters.h Vitis generates from the .xsa of synth/block_design.tcl: the
 * base addresses that design assigns (the address editor's defaults for GP0). */
#ifndef XPARAMETERS_H
#define XPARAMETERS_H
#define XPAR_AES_S_AXI_BASEADDR 0x43C00000U
#define XPAR_AXI_DMA_BASEADDR 0x40400000U
#endif
