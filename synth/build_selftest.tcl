# Bitstream of the Zedboard self-test (synth/aes_selftest.v, pins and 100 MHz clock in
# constraints/zedboard.xdc), non-project flow. LD0 lights on pass, LD1 on fail, LD7 blinks.
#   vivado -mode batch -source synth/build_selftest.tcl
# Writes build/selftest/aes_selftest.bit and the utilisation and timing reports.

source [file join [file dirname [file normalize [info script]]] common.tcl]
set out [file join $build_root selftest]
file mkdir $out

read_verilog [file join $synth_dir aes_selftest.v]
read_xdc [file join $constraints_dir zedboard.xdc]
synth_design -top aes_selftest -part $part
opt_design
place_design
phys_opt_design
route_design
write_checkpoint -force [file join $out aes_selftest_routed.dcp]
report_utilization -file [file join $out utilization.rpt]
report_timing_summary -max_paths 20 -file [file join $out timing_summary.rpt]
report_drc -file [file join $out drc.rpt]
write_bitstream -force [file join $out aes_selftest.bit]
