# Packages aes_axis (synth/aes_axis.v) as a Vivado IP in build/ip/aes_axis (VLNV
# opensource.org:aes:aes_axis:1.0). The IP packager infers the interfaces from the port names:
# s_axi_* (AXI4-Lite slave), s_axis_* (AXI4-Stream slave), m_axis_* (AXI4-Stream master),
# aclk (clock) and aresetn (active-low reset); each bus interface is associated with aclk.
#   vivado -mode batch -source synth/package_ip.tcl

source [file join [file dirname [file normalize [info script]]] common.tcl]
set out [file join $build_root ip]
set ip_dir [file join $out aes_axis]
file mkdir $out

create_project -force aes_axis_ip [file join $out project] -part $part
add_files -norecurse [file join $synth_dir aes_axis.v]
set_property top aes_axis [current_fileset]
update_compile_order -fileset sources_1

ipx::package_project -root_dir $ip_dir -vendor opensource.org -library aes -taxonomy /UserIP -import_files
set core [ipx::current_core]
set_property -dict [list \
    version 1.0 \
    display_name {AES accelerator (AXI4-Stream data, AXI4-Lite registers)} \
    description {Pipelined AES-128/192/256 encryption and decryption, one 128-bit block per cycle} \
    supported_families {zynq Production} \
] $core
ipx::associate_bus_interfaces -busif s_axi -clock aclk $core
ipx::associate_bus_interfaces -busif s_axis -clock aclk $core
ipx::associate_bus_interfaces -busif m_axis -clock aclk $core
# The reset is active low and belongs to aclk's domain: without this Vivado guesses the
# association, and the block design automation may pick another reset for the interfaces.
ipx::associate_bus_interfaces -clock aclk -reset aresetn $core
ipx::create_xgui_files $core
ipx::update_checksums $core
ipx::check_integrity $core
ipx::save_core $core
close_project
