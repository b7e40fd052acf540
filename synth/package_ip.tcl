# Packages aes_axis (synth/aes_axis.v) as a Vivado IP in build/ip/aes_axis (VLNV
# opensource.org:aes:aes_axis:1.0). The IP packager infers the interfaces from the port names:
# s_axi_* (AXI4-Lite slave), s_axis_* (AXI4-Stream slave), m_axis_* (AXI4-Stream master),
# aclk (clock) and aresetn (active-low reset); each bus interface is associated with aclk. The
# memory map of s_axi (between BEGIN and END) is generated with the build's registers.
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
# BEGIN register map: generated from driver/src/regs.rs by `aes-fpga export --keys all --decrypt yes --sbox bram --modes all --gcm yes --xts yes --regs-per-round 1 --family generic`; do not edit.
# The memory map of s_axi, so that the address editor, xparameters.h and PYNQ name the registers;
# it replaces the bare window the packager infers for the AXI4-Lite slave.
ipx::remove_all_memory_map $core
set memory_map [ipx::add_memory_map s_axi $core]
set_property slave_memory_map_ref s_axi [ipx::get_bus_interfaces s_axi -of_objects $core]
set block [ipx::add_address_block registers $memory_map]
set_property -dict [list base_address 0 range 256 width 32 usage register] $block
set register [ipx::add_register CTRL $block]
set_property -dict [list address_offset 0x00 size 32 access read-write reset_value 0 reset_value_format long description {control: direction, key length, mode, zeroize}] $register
set field [ipx::add_field DECRYPT $register]
set_property -dict [list bit_offset 0 bit_width 1 access read-write description {1: decrypt, 0: encrypt}] $field
set field [ipx::add_field KEYLEN $register]
set_property -dict [list bit_offset 1 bit_width 2 access read-write description {key length (codes below); a value the build lacks reads 0}] $field
set field [ipx::add_field MODE $register]
set_property -dict [list bit_offset 3 bit_width 3 access read-write description {mode of operation (codes below); a mode the build lacks reads 0}] $field
set field [ipx::add_field ZEROIZE $register]
set_property -dict [list bit_offset 31 bit_width 1 access write-only description {write 1: clear all key material, the IV registers and KEY_READY; reads 0}] $field
set register [ipx::add_register STATUS $block]
set_property -dict [list address_offset 0x04 size 32 access read-write reset_value 0 reset_value_format long description {status of the key and the pipeline}] $register
set field [ipx::add_field KEY_READY $register]
set_property -dict [list bit_offset 0 bit_width 1 access read-only description {a complete key and the CTRL settings are derived and loaded}] $field
set field [ipx::add_field BUSY $register]
set_property -dict [list bit_offset 1 bit_width 1 access read-only description {a packet is in the pipeline}] $field
set field [ipx::add_field DERIVING $register]
set_property -dict [list bit_offset 2 bit_width 1 access read-only description {the key expansion is running}] $field
set field [ipx::add_field REFRESHING $register]
set_property -dict [list bit_offset 3 bit_width 1 access read-only description {the stages' round keys are being loaded}] $field
set field [ipx::add_field KEY_PARTIAL $register]
set_property -dict [list bit_offset 4 bit_width 1 access read-only description {a key update has started and not every key word has been written yet}] $field
set field [ipx::add_field PARTIAL $register]
set_property -dict [list bit_offset 5 bit_width 1 access read-write modified_write_value oneToClear description {sticky, write 1 to clear: a beat with s_axis_tkeep != 0xFFFF was accepted (not a GCM packet's last beat)}] $field
set field [ipx::add_field LENGTH_ERR $register]
set_property -dict [list bit_offset 6 bit_width 1 access read-write modified_write_value oneToClear description {GCM builds; sticky, write 1 to clear: a GCM packet ended before its AAD beats or its last tkeep was not contiguous from byte 0}] $field
set field [ipx::add_field XKEY_READY $register]
set_property -dict [list bit_offset 7 bit_width 1 access read-only description {XTS builds: a complete XTS tweak key (XKEY0..XKEY7) is loaded}] $field
set register [ipx::add_register KEY0 $block]
set_property -dict [list address_offset 0x10 size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register KEY1 $block]
set_property -dict [list address_offset 0x14 size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register KEY2 $block]
set_property -dict [list address_offset 0x18 size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register KEY3 $block]
set_property -dict [list address_offset 0x1C size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register KEY4 $block]
set_property -dict [list address_offset 0x20 size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register KEY5 $block]
set_property -dict [list address_offset 0x24 size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register KEY6 $block]
set_property -dict [list address_offset 0x28 size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register KEY7 $block]
set_property -dict [list address_offset 0x2C size 32 access write-only reset_value 0 reset_value_format long description {key word: key bytes 4i..4i+3, byte 4i in bits 7:0; KEY4..KEY7 for 192- and 256-bit keys; reads 0}] $register
set register [ipx::add_register BLOCKS_IN $block]
set_property -dict [list address_offset 0x30 size 32 access read-only reset_value 0 reset_value_format long description {blocks accepted on s_axis since reset (wraps)}] $register
set register [ipx::add_register BLOCKS_OUT $block]
set_property -dict [list address_offset 0x34 size 32 access read-only reset_value 0 reset_value_format long description {blocks emitted on m_axis since reset (wraps)}] $register
set register [ipx::add_register CAPS $block]
set_property -dict [list address_offset 0x38 size 32 access read-only reset_value 511 reset_value_format long description {what the build has: key sizes, inverse cipher, modes}] $register
set field [ipx::add_field DECRYPT $register]
set_property -dict [list bit_offset 0 bit_width 1 access read-only description {the inverse cipher (ECB, CBC and XTS decryption)}] $field
set field [ipx::add_field AES192 $register]
set_property -dict [list bit_offset 1 bit_width 1 access read-only description {AES-192 keys}] $field
set field [ipx::add_field AES256 $register]
set_property -dict [list bit_offset 2 bit_width 1 access read-only description {AES-256 keys}] $field
set field [ipx::add_field CBC $register]
set_property -dict [list bit_offset 3 bit_width 1 access read-only description {CBC}] $field
set field [ipx::add_field CFB $register]
set_property -dict [list bit_offset 4 bit_width 1 access read-only description {CFB-128}] $field
set field [ipx::add_field OFB $register]
set_property -dict [list bit_offset 5 bit_width 1 access read-only description {OFB}] $field
set field [ipx::add_field CTR $register]
set_property -dict [list bit_offset 6 bit_width 1 access read-only description {CTR, 128-bit big-endian counter}] $field
set field [ipx::add_field GCM $register]
set_property -dict [list bit_offset 7 bit_width 1 access read-only description {AES-GCM (96-bit IV, 128-bit tag) with AAD_LEN and STATUS.LENGTH_ERR; ID reads version 3}] $field
set field [ipx::add_field XTS $register]
set_property -dict [list bit_offset 8 bit_width 1 access read-only description {XTS-AES (data units, ciphertext stealing) with XKEY0..XKEY7 and STATUS.XKEY_READY; ID reads version 4}] $field
set register [ipx::add_register ID $block]
set_property -dict [list address_offset 0x3C size 32 access read-only reset_value 1095062276 reset_value_format long description {identification: 'AES' and the contract version}] $register
set field [ipx::add_field VERSION $register]
set_property -dict [list bit_offset 0 bit_width 8 access read-only description {the contract version: 4 in a build with CAPS.XTS, else 3 with CAPS.GCM, else 2}] $field
set field [ipx::add_field MAGIC $register]
set_property -dict [list bit_offset 8 bit_width 24 access read-only description {'A', 'E', 'S' (0x414553)}] $field
set register [ipx::add_register IV0 $block]
set_property -dict [list address_offset 0x40 size 32 access read-write reset_value 0 reset_value_format long description {IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1)}] $register
set register [ipx::add_register IV1 $block]
set_property -dict [list address_offset 0x44 size 32 access read-write reset_value 0 reset_value_format long description {IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1)}] $register
set register [ipx::add_register IV2 $block]
set_property -dict [list address_offset 0x48 size 32 access read-write reset_value 0 reset_value_format long description {IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1)}] $register
set register [ipx::add_register IV3 $block]
set_property -dict [list address_offset 0x4C size 32 access read-write reset_value 0 reset_value_format long description {IV or CTR counter block word: bytes 4i..4i+3, byte 4i in bits 7:0; holds the value that continues the stream after a packet (GCM: IV0..IV2 the 96-bit IV, then IV + 1)}] $register
set register [ipx::add_register AAD_LEN $block]
set_property -dict [list address_offset 0x50 size 32 access read-write reset_value 0 reset_value_format long description {GCM: bytes of additional authenticated data at the start of each packet, sampled when a packet starts}] $register
set register [ipx::add_register XKEY0 $block]
set_property -dict [list address_offset 0x60 size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
set register [ipx::add_register XKEY1 $block]
set_property -dict [list address_offset 0x64 size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
set register [ipx::add_register XKEY2 $block]
set_property -dict [list address_offset 0x68 size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
set register [ipx::add_register XKEY3 $block]
set_property -dict [list address_offset 0x6C size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
set register [ipx::add_register XKEY4 $block]
set_property -dict [list address_offset 0x70 size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
set register [ipx::add_register XKEY5 $block]
set_property -dict [list address_offset 0x74 size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
set register [ipx::add_register XKEY6 $block]
set_property -dict [list address_offset 0x78 size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
set register [ipx::add_register XKEY7 $block]
set_property -dict [list address_offset 0x7C size 32 access write-only reset_value 0 reset_value_format long description {XTS tweak key (Key2) word: bytes 4i..4i+3, byte 4i in bits 7:0; XKEY4..XKEY7 for 256-bit keys; reads 0}] $register
# END register map
ipx::create_xgui_files $core
ipx::update_checksums $core
ipx::check_integrity $core
ipx::save_core $core
close_project
