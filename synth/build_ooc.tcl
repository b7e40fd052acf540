# Out-of-context synthesis, placement and routing of aes_axis (synth/aes_axis.v) for the
# Zedboard's xc7z020clg484-1 with aclk at 200 MHz (constraints/aes_axis_ooc.xdc), non-project flow.
# Writes checkpoints and utilisation, timing and logic-level reports to build/ooc/, prints the
# worst and total negative setup slack, and exits with status 1 when timing is not met.
#   vivado -mode batch -source synth/build_ooc.tcl

source [file join [file dirname [file normalize [info script]]] common.tcl]
set out [file join $build_root ooc]
file mkdir $out

read_verilog [file join $synth_dir aes_axis.v]
read_xdc -mode out_of_context [file join $constraints_dir aes_axis_ooc.xdc]
synth_design -top aes_axis -part $part -mode out_of_context
write_checkpoint -force [file join $out aes_axis_synth.dcp]
report_utilization -file [file join $out utilization_synth.rpt]
report_timing_summary -max_paths 10 -file [file join $out timing_synth.rpt]

opt_design
place_design
phys_opt_design
route_design
write_checkpoint -force [file join $out aes_axis_routed.dcp]

report_utilization -file [file join $out utilization.rpt]
report_utilization -hierarchical -file [file join $out utilization_hierarchical.rpt]
report_timing_summary -max_paths 20 -file [file join $out timing_summary.rpt]
report_design_analysis -logic_level_distribution -file [file join $out logic_levels.rpt]

# WNS from the worst path; TNS as Vivado's summary counts it, the sum of the negative slacks of
# the worst path to each endpoint.
set worst [get_timing_paths -delay_type max -max_paths 1 -nworst 1]
set wns [get_property SLACK $worst]
set tns 0.0
foreach path [get_timing_paths -delay_type max -max_paths 100000 -nworst 1 -slack_lesser_than 0] {
    set tns [expr {$tns + [get_property SLACK $path]}]
}
puts [format "aes_axis OOC timing: WNS %.3f ns, TNS %.3f ns" $wns $tns]
if {$wns < 0} {
    puts "ERROR: timing not met (WNS $wns ns); see [file join $out timing_summary.rpt]"
    exit 1
}
