# Shared settings of the Vivado scripts in this directory. Each script is run from anywhere:
#   vivado -mode batch -source synth/<script>.tcl
# Outputs go to build/<script name>/ under the project root, or under $AES_BUILD_DIR if set.

set part xc7z020clg484-1
set synth_dir [file dirname [file normalize [info script]]]
set root_dir [file dirname $synth_dir]
set constraints_dir [file join $root_dir constraints]
if {[info exists ::env(AES_BUILD_DIR)]} {
    set build_root $::env(AES_BUILD_DIR)
} else {
    set build_root [file join $root_dir build]
}
