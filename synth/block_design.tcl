# Zynq block design around the packaged aes_axis IP (run synth/package_ip.tcl first), as the
# reference test system: the PS7 with the ZedBoard preset; an AXI DMA whose MM2S stream feeds
# aes_axis s_axis and whose S2MM stream takes aes_axis m_axis, reading through S_AXI_HP0 and
# writing through S_AXI_HP1 (the HP ports are 64 bits wide, the streams 128); the DMA's and
# aes_axis's AXI4-Lite registers on M_AXI_GP0; the DMA interrupts on IRQ_F2P. Fabric clock
# FCLK_CLK0 at 142 MHz (the DMA does not close timing at 200 MHz). Ends with the bitstream and
# the hardware platform build/block_design/aes_zynq.xsa (bitstream included) that Vitis and
# PetaLinux start from; a failed run ends the script with an error.
#   vivado -mode batch -source synth/block_design.tcl

source [file join [file dirname [file normalize [info script]]] common.tcl]
set out [file join $build_root block_design]
file mkdir $out

create_project -force aes_zynq [file join $out project] -part $part
set board [lindex [lsort [get_board_parts -quiet *:zed*:part0:*]] end]
if {$board eq ""} {
    error "the ZedBoard board files are not installed"
}
set_property board_part $board [current_project]
set_property ip_repo_paths [file join $build_root ip aes_axis] [current_project]
update_ip_catalog

create_bd_design aes_zynq

set ps7 [create_bd_cell -type ip -vlnv xilinx.com:ip:processing_system7:5.5 ps7]
apply_bd_automation -rule xilinx.com:bd_rule:processing_system7 \
    -config {make_external "FIXED_IO, DDR" apply_board_preset "1" Master "Disable" Slave "Disable"} \
    [get_bd_cells ps7]
set_property -dict [list \
    CONFIG.PCW_FPGA0_PERIPHERAL_FREQMHZ {142} \
    CONFIG.PCW_USE_M_AXI_GP0 {1} \
    CONFIG.PCW_USE_S_AXI_HP0 {1} \
    CONFIG.PCW_USE_S_AXI_HP1 {1} \
    CONFIG.PCW_S_AXI_HP0_DATA_WIDTH {64} \
    CONFIG.PCW_S_AXI_HP1_DATA_WIDTH {64} \
    CONFIG.PCW_USE_FABRIC_INTERRUPT {1} \
    CONFIG.PCW_IRQ_F2P_INTR {1} \
] [get_bd_cells ps7]

set dma [create_bd_cell -type ip -vlnv xilinx.com:ip:axi_dma:7.1 axi_dma]
set_property -dict [list \
    CONFIG.c_include_sg {0} \
    CONFIG.c_sg_length_width {23} \
    CONFIG.c_m_axi_mm2s_data_width {128} \
    CONFIG.c_m_axis_mm2s_tdata_width {128} \
    CONFIG.c_mm2s_burst_size {16} \
    CONFIG.c_m_axi_s2mm_data_width {128} \
    CONFIG.c_s_axis_s2mm_tdata_width {128} \
    CONFIG.c_s2mm_burst_size {16} \
] [get_bd_cells axi_dma]

set aes [create_bd_cell -type ip -vlnv opensource.org:aes:aes_axis:1.0 aes]

# Data path: memory -> DMA MM2S -> aes_axis -> DMA S2MM -> memory. The interface nets carry
# TDATA, TVALID, TREADY, TLAST and TKEEP: s_axis_tkeep and m_axis_tkeep (contract version 2)
# belong to the s_axis and m_axis interfaces, so the DMA's MM2S TKEEP reaches the core and the
# S2MM TKEEP is driven by the core (no tie-off).
connect_bd_intf_net [get_bd_intf_pins axi_dma/M_AXIS_MM2S] [get_bd_intf_pins aes/s_axis]
connect_bd_intf_net [get_bd_intf_pins aes/m_axis] [get_bd_intf_pins axi_dma/S_AXIS_S2MM]

# Control: the DMA's and aes_axis's registers on GP0 (clocks and resets by the automation).
apply_bd_automation -rule xilinx.com:bd_rule:axi4 \
    -config {Master "/ps7/M_AXI_GP0" intc_ip "New AXI Interconnect" Clk_xbar "Auto" Clk_master "Auto" Clk_slave "Auto"} \
    [get_bd_intf_pins axi_dma/S_AXI_LITE]
apply_bd_automation -rule xilinx.com:bd_rule:axi4 \
    -config {Master "/ps7/M_AXI_GP0" intc_ip "Auto" Clk_xbar "Auto" Clk_master "Auto" Clk_slave "Auto"} \
    [get_bd_intf_pins aes/s_axi]

# Memory: DMA reads through HP0, writes through HP1, one interconnect each.
apply_bd_automation -rule xilinx.com:bd_rule:axi4 \
    -config {Master "/axi_dma/M_AXI_MM2S" Slave "/ps7/S_AXI_HP0" intc_ip "New AXI Interconnect" Clk_xbar "Auto" Clk_master "Auto" Clk_slave "Auto"} \
    [get_bd_intf_pins ps7/S_AXI_HP0]
apply_bd_automation -rule xilinx.com:bd_rule:axi4 \
    -config {Master "/axi_dma/M_AXI_S2MM" Slave "/ps7/S_AXI_HP1" intc_ip "New AXI Interconnect" Clk_xbar "Auto" Clk_master "Auto" Clk_slave "Auto"} \
    [get_bd_intf_pins ps7/S_AXI_HP1]

# The automation on aes/s_axi has connected aes/aclk (the interface's clock) to FCLK_CLK0 and
# aes/aresetn to the reset block; the streams run on the same clock as the DMA.

# DMA interrupts.
set irq [create_bd_cell -type ip -vlnv xilinx.com:ip:xlconcat:2.1 irq_concat]
set_property -dict [list CONFIG.NUM_PORTS {2}] [get_bd_cells irq_concat]
connect_bd_net [get_bd_pins axi_dma/mm2s_introut] [get_bd_pins irq_concat/In0]
connect_bd_net [get_bd_pins axi_dma/s2mm_introut] [get_bd_pins irq_concat/In1]
connect_bd_net [get_bd_pins irq_concat/dout] [get_bd_pins ps7/IRQ_F2P]

assign_bd_address
validate_bd_design
save_bd_design

set bd_file [get_files aes_zynq.bd]
generate_target all $bd_file
set wrapper [make_wrapper -files $bd_file -top]
add_files -norecurse $wrapper
set_property top aes_zynq_wrapper [current_fileset]
update_compile_order -fileset sources_1

launch_runs impl_1 -to_step write_bitstream -jobs 2
wait_on_run impl_1
# wait_on_run returns whether or not the run succeeded.
set impl [get_runs impl_1]
if {[get_property PROGRESS $impl] ne "100%" || ![string match "*Complete*" [get_property STATUS $impl]]} {
    error "implementation failed: [get_property STATUS $impl] (see [get_property DIRECTORY $impl])"
}
write_hw_platform -fixed -include_bit -force -file [file join $out aes_zynq.xsa]
