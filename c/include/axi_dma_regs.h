/* axi_dma_regs.h: the Xilinx AXI DMA (PG021) registers the aes_axis driver uses.
 * Generated from driver/src/dma.rs by `aes-fpga export`; do not edit.
 * C99 and C++: macros only, every value an unsigned literal. */
#ifndef AXI_DMA_REGS_H
#define AXI_DMA_REGS_H

/* Register byte offsets (PG021, direct register mode) */
#define AXI_DMA_MM2S_DMACR 0x00u /* MM2S control */
#define AXI_DMA_MM2S_DMASR 0x04u /* MM2S status */
#define AXI_DMA_MM2S_SA 0x18u /* MM2S source address */
#define AXI_DMA_MM2S_SA_MSB 0x1Cu /* MM2S source address, upper 32 bits */
#define AXI_DMA_MM2S_LENGTH 0x28u /* MM2S length in bytes: writing it starts the transfer */
#define AXI_DMA_S2MM_DMACR 0x30u /* S2MM control */
#define AXI_DMA_S2MM_DMASR 0x34u /* S2MM status */
#define AXI_DMA_S2MM_DA 0x48u /* S2MM destination address */
#define AXI_DMA_S2MM_DA_MSB 0x4Cu /* S2MM destination address, upper 32 bits */
#define AXI_DMA_S2MM_LENGTH 0x58u /* S2MM buffer length in bytes: writing it starts the transfer */

/* DMACR bits */
#define AXI_DMA_DMACR_RS 0x01u /* run/stop */
#define AXI_DMA_DMACR_RESET 0x04u /* soft reset of both channels; reads 1 until done */
#define AXI_DMA_DMACR_IOC_IRQ_EN 0x1000u
#define AXI_DMA_DMACR_DLY_IRQ_EN 0x2000u
#define AXI_DMA_DMACR_ERR_IRQ_EN 0x4000u

/* DMASR bits */
#define AXI_DMA_DMASR_HALTED 0x01u
#define AXI_DMA_DMASR_IDLE 0x02u
#define AXI_DMA_DMASR_SG_INCLD 0x08u
#define AXI_DMA_DMASR_DMA_INT_ERR 0x10u
#define AXI_DMA_DMASR_DMA_SLV_ERR 0x20u
#define AXI_DMA_DMASR_DMA_DEC_ERR 0x40u
#define AXI_DMA_DMASR_IOC_IRQ 0x1000u /* write 1 to clear */
#define AXI_DMA_DMASR_DLY_IRQ 0x2000u /* write 1 to clear */
#define AXI_DMA_DMASR_ERR_IRQ 0x4000u /* write 1 to clear */
#define AXI_DMA_DMASR_ERRORS 0x70u /* DMAIntErr, DMASlvErr, DMADecErr */

#endif /* AXI_DMA_REGS_H */
