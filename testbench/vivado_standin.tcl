# Stand-ins for the Vivado Tcl commands the scripts in synth/ use, so that they can be checked
# under a plain tclsh where Vivado is not installed:
#
#   tclsh testbench/vivado_standin.tcl synth/build_ooc.tcl
#
# Every stand-in checks its arguments: each file read exists, the part is xc7z020clg484-1, every
# top or module named is a module of the Verilog read so far, every port named in a constraint
# file is a port of the synthesised top, every IP interface or pin named exists, the IP's memory
# map is well formed (registers inside the block and apart, fields inside them). Any other command
# (one Vivado has but no stand-in is written for, or a typo) ends the run with exit code 3. A
# failed check ends it with exit code 2. Each command called is logged on stdout as `CALL name`,
# each check passed as `OK what`; the run ends with `DONE`.

set ::expected_part xc7z020clg484-1
set ::part_checked 0
set ::modules [dict create]        ;# module name -> list of ports
set ::generated [list]             ;# files the tool itself would have written
set ::xdc_ports [list]
set ::synth_top ""
set ::stage none
set ::project_top ""
set ::ip_root ""
set ::ip_vlnv ""
set ::ip_repo_vlnvs [list]
set ::ip_ports [dict create]       ;# packaged IP vlnv -> ports of its top
set ::bd_cells [dict create]       ;# cell name -> vlnv
set ::ip_busifs [list]             ;# bus interfaces associated with a clock
set ::memory_maps [dict create]    ;# memory map name -> its address block's properties
set ::map_refs [dict create]       ;# bus interface -> memory map it refers to
set ::registers [list]             ;# register names, in the order added
set ::reg_props [dict create]      ;# register -> properties
set ::field_props [dict create]    ;# register -> field -> properties

proc fail {msg} {
    puts "FAIL $msg"
    exit 2
}

proc ok {msg} {
    puts "OK $msg"
}

proc call {name} {
    puts "CALL $name"
}

rename unknown tcl_unknown
proc unknown {args} {
    puts "UNKNOWN [lindex $args 0]"
    exit 3
}

# Splits `args` into options (a dict, flags map to 1) and the remaining positional arguments.
# `with_value` lists the options that take a value.
proc parse {argl with_value} {
    set opts [dict create]
    set rest [list]
    for {set i 0} {$i < [llength $argl]} {incr i} {
        set a [lindex $argl $i]
        if {[string index $a 0] eq "-" && [string length $a] > 1} {
            if {$a in $with_value} {
                incr i
                dict set opts $a [lindex $argl $i]
            } else {
                dict set opts $a 1
            }
        } else {
            lappend rest $a
        }
    }
    return [list $opts $rest]
}

proc check_part {part} {
    if {$part ne $::expected_part} {
        fail "part is `$part`, not $::expected_part"
    }
    set ::part_checked 1
    ok "part $part"
}

proc check_file {f} {
    if {$f in $::generated} {
        ok "generated file [file tail $f]"
        return
    }
    if {![file isfile $f]} {
        fail "file does not exist: $f"
    }
    ok "file [file tail $f]"
}

proc check_module {m} {
    if {![dict exists $::modules $m]} {
        fail "no module `$m` in the Verilog read (have: [lsort [dict keys $::modules]])"
    }
    ok "module $m"
}

proc check_out_dir {f} {
    if {![file isdirectory [file dirname $f]]} {
        fail "output directory does not exist: [file dirname $f]"
    }
}

# Records the modules, and the ports of each, of a Verilog file.
proc scan_verilog {f} {
    set fh [open $f]
    set text [read $fh]
    close $fh
    foreach {all name ports} [regexp -all -inline -line {^\s*module\s+([^\s(]+)\s*\(([^)]*)\)} $text] {
        set plist [list]
        foreach p [split $ports ,] {
            lappend plist [string trim $p]
        }
        dict set ::modules $name $plist
    }
}

proc scan_xdc {f} {
    set fh [open $f]
    set text [read $fh]
    close $fh
    foreach {all port} [regexp -all -inline {get_ports\s+\{?\s*([^\s\}\]]+)} $text] {
        regsub {\[[0-9]+\]$} $port {} port
        if {$port ni $::xdc_ports} {
            lappend ::xdc_ports $port
        }
    }
}

proc read_files {files} {
    foreach f $files {
        check_file $f
        if {[file extension $f] in {.v .sv} && $f ni $::generated} {
            scan_verilog $f
        }
        if {[file extension $f] eq ".xdc" && $f ni $::generated} {
            scan_xdc $f
        }
    }
}

# ---- Non-project flow ----

proc read_verilog {args} {
    call read_verilog
    lassign [parse $args {-library}] opts files
    read_files $files
}

proc read_xdc {args} {
    call read_xdc
    lassign [parse $args {-mode -ref -cells}] opts files
    if {[dict exists $opts -mode] && [dict get $opts -mode] ni {default out_of_context}} {
        fail "read_xdc -mode [dict get $opts -mode]"
    }
    read_files $files
}

proc synth_design {args} {
    call synth_design
    lassign [parse $args {-top -part -mode -flatten_hierarchy -directive -include_dirs}] opts rest
    if {![dict exists $opts -top]} { fail "synth_design without -top" }
    if {![dict exists $opts -part]} { fail "synth_design without -part" }
    check_part [dict get $opts -part]
    set top [dict get $opts -top]
    check_module $top
    if {[dict exists $opts -mode]} {
        if {[dict get $opts -mode] ne "out_of_context"} { fail "synth_design -mode [dict get $opts -mode]" }
        ok "out_of_context"
    }
    set ports [dict get $::modules $top]
    foreach p $::xdc_ports {
        if {$p ni $ports} { fail "constraint on `$p`, which is no port of $top" }
    }
    ok "constrained ports of $top: [lsort $::xdc_ports]"
    set ::synth_top $top
    set ::stage synth
}

proc need_stage {cmd stages} {
    if {$::stage ni $stages} { fail "$cmd after `$::stage`, needs one of: $stages" }
}

proc opt_design {args} { call opt_design; need_stage opt_design {synth}; set ::stage opt }
proc place_design {args} { call place_design; need_stage place_design {opt}; set ::stage place }
proc phys_opt_design {args} { call phys_opt_design; need_stage phys_opt_design {place routed}; }
proc route_design {args} { call route_design; need_stage route_design {place}; set ::stage routed }

proc report_with_file {name argl} {
    call $name
    lassign [parse $argl {-file -max_paths -name -cells -hierarchical_depth}] opts rest
    if {$::stage eq "none"} { fail "$name before synthesis" }
    if {[dict exists $opts -file]} { check_out_dir [dict get $opts -file] }
}
proc report_utilization {args} { report_with_file report_utilization $args }
proc report_timing_summary {args} { report_with_file report_timing_summary $args }
proc report_timing {args} { report_with_file report_timing $args }
proc report_design_analysis {args} { report_with_file report_design_analysis $args }
proc report_clock_utilization {args} { report_with_file report_clock_utilization $args }
proc report_drc {args} { report_with_file report_drc $args }
proc report_power {args} { report_with_file report_power $args }
proc report_io {args} { report_with_file report_io $args }

proc write_checkpoint {args} {
    call write_checkpoint
    lassign [parse $args {}] opts rest
    if {$::stage eq "none"} { fail "write_checkpoint before synthesis" }
    check_out_dir [lindex $rest 0]
}

proc write_bitstream {args} {
    call write_bitstream
    lassign [parse $args {}] opts rest
    need_stage write_bitstream {routed}
    check_out_dir [lindex $rest 0]
    ok "bitstream of $::synth_top"
}

# ---- Projects, IP packaging, block designs ----

proc create_project {args} {
    call create_project
    lassign [parse $args {-part}] opts rest
    if {[dict exists $opts -part]} { check_part [dict get $opts -part] }
    if {[llength $rest] == 2} { check_out_dir [lindex $rest 1] }
    return [lindex $rest 0]
}

proc current_project {args} { call current_project; return project }
proc current_fileset {args} { call current_fileset; return sources_1 }
proc current_design {args} { call current_design; return design }
proc get_filesets {args} { call get_filesets; return [lindex $args end] }
proc close_project {args} { call close_project }
proc update_compile_order {args} { call update_compile_order }
proc update_ip_catalog {args} { call update_ip_catalog }

proc add_files {args} {
    call add_files
    lassign [parse $args {-fileset -of_objects}] opts files
    read_files $files
}

proc get_files {args} {
    call get_files
    lassign [parse $args {-of_objects}] opts rest
    return [lindex $rest 0]
}

proc get_board_parts {args} {
    call get_board_parts
    return [list em.avnet.com:zed:part0:1.4]
}

proc set_property {args} {
    call set_property
    lassign [parse $args {-dict -name}] opts rest
    if {[dict exists $opts -dict]} {
        set pairs [dict get $opts -dict]
    } else {
        set pairs [lrange $rest 0 1]
    }
    set object [lindex $rest end]
    if {[regexp {^(busif|memory_map|block|register|field):} $object]} {
        ipx_property $object $pairs
        return
    }
    foreach {name value} $pairs {
        if {[string match CONFIG.* $name]} {
            if {![dict exists $::bd_cells $object]} { fail "$name set on `$object`, which is no block design cell" }
            lassign [split [dict get $::bd_cells $object] :] vendor library ip version
            if {$vendor eq "xilinx.com" && [string range $name 7 end] ni [dict get $::xilinx_catalog $ip config]} {
                fail "no parameter $name on $ip $version"
            }
            ok "$name on $object"
            continue
        }
        switch -- $name {
            part { check_part $value }
            board_part {
                if {![string match *:zed*:part0:* $value]} { fail "board_part $value is no ZedBoard" }
                ok "board $value"
            }
            top { check_module $value; set ::project_top $value }
            ip_repo_paths {
                foreach dir $value {
                    if {![file isfile [file join $dir component.xml]]} { fail "no packaged IP in $dir" }
                    set fh [open [file join $dir component.xml]]
                    set vlnv [string trim [gets $fh]]
                    dict set ::ip_ports $vlnv [string trim [gets $fh]]
                    lappend ::ip_repo_vlnvs $vlnv
                    close $fh
                    ok "IP repository $dir"
                }
            }
        }
    }
}

namespace eval ipx {}

proc ipx::package_project {args} {
    call ipx::package_project
    lassign [parse $args {-root_dir -vendor -library -taxonomy -set_current}] opts rest
    if {$::project_top eq ""} { fail "ipx::package_project without a top module" }
    foreach o {-root_dir -vendor -library} {
        if {![dict exists $opts $o]} { fail "ipx::package_project without $o" }
    }
    set ::ip_root [dict get $opts -root_dir]
    set ::ip_vlnv "[dict get $opts -vendor]:[dict get $opts -library]:$::project_top:1.0"
    # The packager infers a memory map for an AXI4-Lite slave: a bare window without registers.
    if {[llength [lsearch -all -glob [dict get $::modules $::project_top] s_axi_*]] > 0} {
        dict set ::memory_maps s_axi [dict create]
    }
    check_out_dir $::ip_root
    ok "packaging $::project_top"
}

proc ipx::current_core {args} { call ipx::current_core; return core }

# Interfaces Vivado infers from the port names: `<name>_*` ports make interface `<name>`.
proc ipx::associate_bus_interfaces {args} {
    call ipx::associate_bus_interfaces
    lassign [parse $args {-busif -clock -reset}] opts rest
    set ports [dict get $::modules $::project_top]
    set clock [dict get $opts -clock]
    if {$clock ni $ports} { fail "no clock port `$clock`" }
    if {[dict exists $opts -busif]} {
        set busif [dict get $opts -busif]
        if {[llength [lsearch -all -glob $ports "${busif}_*"]] == 0} { fail "no ports for interface `$busif`" }
        lappend ::ip_busifs $busif
        ok "interface $busif on $clock"
    }
    if {[dict exists $opts -reset]} {
        set reset [dict get $opts -reset]
        if {$reset ni $ports} { fail "no reset port `$reset`" }
        ok "reset $reset on $clock"
    }
}

# The memory map (IP-XACT): a memory map named after a bus interface, one address block, its
# registers and their fields. Each object is a handle `kind:name`; `set_property` on it checks the
# property names and values (IP-XACT access values, offsets inside the block, fields inside the
# register), and `ipx::save_core` checks that nothing overlaps and lists what it saved.
set ::ipx_access {read-write read-only write-only writeOnce read-writeOnce}
set ::ipx_props {
    busif {slave_memory_map_ref}
    memory_map {}
    block {base_address range width usage access}
    register {address_offset size access reset_value reset_value_format description display_name}
    field {bit_offset bit_width access modified_write_value read_action description display_name}
}
proc ipx::get_bus_interfaces {args} {
    call ipx::get_bus_interfaces
    lassign [parse $args {-of_objects -of}] opts rest
    set busif [lindex $rest 0]
    if {$busif ni $::ip_busifs} { fail "no bus interface `$busif` (have: $::ip_busifs)" }
    return busif:$busif
}
proc ipx::remove_all_memory_map {args} {
    call ipx::remove_all_memory_map
    set ::memory_maps [dict create]
    set ::map_refs [dict create]
}
proc ipx::add_memory_map {args} {
    call ipx::add_memory_map
    lassign [parse $args {}] opts rest
    set name [lindex $rest 0]
    if {$name ni $::ip_busifs} { fail "memory map `$name` is named after no bus interface" }
    if {[dict exists $::memory_maps $name]} { fail "memory map `$name` exists (the packager infers one: remove it first)" }
    dict set ::memory_maps $name [dict create]
    return memory_map:$name
}
proc ipx::add_address_block {args} {
    call ipx::add_address_block
    lassign [parse $args {}] opts rest
    lassign $rest name map
    if {![string match memory_map:* $map]} { fail "address block `$name` added to `$map`, which is no memory map" }
    if {[info exists ::ip_block]} { fail "a second address block `$name`" }
    set ::ip_block [dict create map [string range $map 11 end]]
    return block:$name
}
proc ipx::add_register {args} {
    call ipx::add_register
    lassign [parse $args {}] opts rest
    lassign $rest name block
    if {![string match block:* $block]} { fail "register `$name` added to `$block`, which is no address block" }
    if {$name in $::registers} { fail "register `$name` added twice" }
    lappend ::registers $name
    dict set ::reg_props $name [dict create]
    dict set ::field_props $name [dict create]
    return register:$name
}
proc ipx::add_field {args} {
    call ipx::add_field
    lassign [parse $args {}] opts rest
    lassign $rest name reg
    if {![string match register:* $reg]} { fail "field `$name` added to `$reg`, which is no register" }
    set reg [string range $reg 9 end]
    if {[dict exists $::field_props $reg $name]} { fail "field `$reg.$name` added twice" }
    dict set ::field_props $reg $name [dict create]
    return field:$reg:$name
}
proc ipx_property {object pairs} {
    set kind [lindex [split $object :] 0]
    foreach {name value} $pairs {
        if {$name ni [dict get $::ipx_props $kind]} { fail "no property `$name` on an IP-XACT $kind" }
        if {$name eq "access" && $value ni $::ipx_access} { fail "access `$value` of $object is not IP-XACT" }
        if {$name eq "modified_write_value" && $value ni {oneToClear oneToSet zeroToClear clear set modify}} {
            fail "modified_write_value `$value` of $object is not IP-XACT"
        }
        switch $kind {
            busif {
                if {![dict exists $::memory_maps $value]} { fail "slave_memory_map_ref `$value`: no such memory map" }
                dict set ::map_refs [string range $object 6 end] $value
            }
            block { dict set ::ip_block $name $value }
            register { dict set ::reg_props [string range $object 9 end] $name $value }
            field {
                lassign [split $object :] _ reg f
                dict set ::field_props $reg $f $name $value
            }
        }
    }
}
# Checks the memory map as a whole; logs one line per register and the map.
proc check_memory_map {} {
    if {![info exists ::ip_block]} { return }
    set map [dict get $::ip_block map]
    if {![dict exists $::map_refs $map] || [dict get $::map_refs $map] ne $map} {
        fail "bus interface $map does not refer to its memory map (slave_memory_map_ref)"
    }
    foreach p {base_address range width usage} {
        if {![dict exists $::ip_block $p]} { fail "address block without $p" }
    }
    set range [dict get $::ip_block range]
    set used [dict create]
    foreach reg $::registers {
        set props [dict get $::reg_props $reg]
        foreach p {address_offset size access reset_value description} {
            if {![dict exists $props $p]} { fail "register $reg without $p" }
        }
        set off [expr {[dict get $props address_offset]}]
        if {$off % 4 != 0 || $off + 4 > $range} { fail "register $reg at $off: outside the $range-byte block or unaligned" }
        if {[dict exists $used $off]} { fail "registers $reg and [dict get $used $off] at the same offset" }
        dict set used $off $reg
        if {[dict get $props size] != 32} { fail "register $reg is not 32 bits" }
        set bits 0
        set names [list]
        dict for {f fp} [dict get $::field_props $reg] {
            foreach p {bit_offset bit_width access description} {
                if {![dict exists $fp $p]} { fail "field $reg.$f without $p" }
            }
            set lo [dict get $fp bit_offset]
            set w [dict get $fp bit_width]
            if {$w < 1 || $lo + $w > 32} { fail "field $reg.$f (bits $lo +$w) outside the register" }
            set mask [expr {((1 << $w) - 1) << $lo}]
            if {$bits & $mask} { fail "field $reg.$f overlaps another field" }
            set bits [expr {$bits | $mask}]
            lappend names $f
        }
        ok "register $reg [format 0x%02X $off] [dict get $props access] reset [dict get $props reset_value] fields [join $names ,]"
    }
    ok "memory map $map: [llength $::registers] registers"
}

proc ipx::create_xgui_files {args} { call ipx::create_xgui_files }
proc ipx::update_checksums {args} { call ipx::update_checksums }
proc ipx::check_integrity {args} { call ipx::check_integrity }
proc ipx::save_core {args} {
    call ipx::save_core
    if {$::ip_root eq ""} { fail "ipx::save_core before ipx::package_project" }
    check_memory_map
    file mkdir $::ip_root
    set fh [open [file join $::ip_root component.xml] w]
    puts $fh $::ip_vlnv
    puts $fh [dict get $::modules $::project_top]
    close $fh
    ok "saved IP $::ip_vlnv"
}

proc create_bd_design {args} { call create_bd_design; return [lindex $args end] }

# The Xilinx IP the scripts use, as the product guides for Vivado 2023.x describe them: the
# version of the VLNV, the CONFIG parameters the scripts may set, and the pins and interfaces
# they may name. PG082 (processing_system7 5.5), PG021 (axi_dma 7.1), xlconcat 2.1 (Concat,
# PG-less utility), PG164 (proc_sys_reset 5.0), PG059 (axi_interconnect 2.1), PG247
# (smartconnect 1.0).
set ::xilinx_catalog {
    processing_system7 {
        version 5.5
        config {
            PCW_FPGA0_PERIPHERAL_FREQMHZ PCW_FPGA1_PERIPHERAL_FREQMHZ PCW_USE_M_AXI_GP0 PCW_USE_M_AXI_GP1
            PCW_USE_S_AXI_HP0 PCW_USE_S_AXI_HP1 PCW_USE_S_AXI_HP2 PCW_USE_S_AXI_HP3
            PCW_S_AXI_HP0_DATA_WIDTH PCW_S_AXI_HP1_DATA_WIDTH PCW_S_AXI_HP2_DATA_WIDTH PCW_S_AXI_HP3_DATA_WIDTH
            PCW_USE_FABRIC_INTERRUPT PCW_IRQ_F2P_INTR PCW_EN_CLK0_PORT PCW_EN_RST0_PORT
        }
        pins {
            M_AXI_GP0 M_AXI_GP1 S_AXI_HP0 S_AXI_HP1 S_AXI_HP2 S_AXI_HP3 DDR FIXED_IO FCLK_CLK0 FCLK_CLK1
            FCLK_RESET0_N IRQ_F2P M_AXI_GP0_ACLK S_AXI_HP0_ACLK S_AXI_HP1_ACLK S_AXI_HP2_ACLK S_AXI_HP3_ACLK
        }
    }
    axi_dma {
        version 7.1
        config {
            c_include_sg c_sg_length_width c_include_mm2s c_include_s2mm c_addr_width
            c_m_axi_mm2s_data_width c_m_axis_mm2s_tdata_width c_mm2s_burst_size
            c_m_axi_s2mm_data_width c_s_axis_s2mm_tdata_width c_s2mm_burst_size c_sg_include_stscntrl_strm
        }
        pins {
            S_AXI_LITE M_AXI_MM2S M_AXI_S2MM M_AXIS_MM2S S_AXIS_S2MM mm2s_introut s2mm_introut
            s_axi_lite_aclk m_axi_mm2s_aclk m_axi_s2mm_aclk axi_resetn
        }
    }
    xlconcat {
        version 2.1
        config {NUM_PORTS IN0_WIDTH IN1_WIDTH IN2_WIDTH IN3_WIDTH}
        pins {In0 In1 In2 In3 dout}
    }
    proc_sys_reset {
        version 5.0
        config {C_EXT_RST_WIDTH C_AUX_RST_WIDTH}
        pins {slowest_sync_clk ext_reset_in aux_reset_in dcm_locked peripheral_aresetn interconnect_aresetn}
    }
    axi_interconnect {
        version 2.1
        config {NUM_SI NUM_MI}
        pins {ACLK ARESETN S00_AXI M00_AXI M01_AXI}
    }
    smartconnect {
        version 1.0
        config {NUM_SI NUM_MI}
        pins {aclk aresetn S00_AXI M00_AXI M01_AXI}
    }
}

proc create_bd_cell {args} {
    call create_bd_cell
    lassign [parse $args {-type -vlnv}] opts rest
    set vlnv [dict get $opts -vlnv]
    set name [lindex $rest 0]
    lassign [split $vlnv :] vendor library ip version
    if {$vendor eq "xilinx.com" && [dict exists $::xilinx_catalog $ip]} {
        set want [dict get $::xilinx_catalog $ip version]
        if {$library ne "ip" || $version ne $want} { fail "VLNV $vlnv: the catalog has xilinx.com:ip:$ip:$want" }
        ok "Xilinx IP $ip $version"
    } elseif {$vlnv in $::ip_repo_vlnvs} {
        ok "packaged IP $vlnv"
    } else {
        fail "no IP $vlnv in the catalog"
    }
    dict set ::bd_cells $name $vlnv
    return $name
}

# `cell/pin`: the cell exists; on the packaged IP the pin or interface exists.
proc check_bd_object {kind path} {
    set path [string trimleft $path /]
    lassign [split $path /] cell pin
    if {![dict exists $::bd_cells $cell]} { fail "$kind of unknown cell `$cell`" }
    set vlnv [dict get $::bd_cells $cell]
    lassign [split $vlnv :] vendor library ip version
    if {$vendor eq "xilinx.com"} {
        if {$pin ni [dict get $::xilinx_catalog $ip pins]} { fail "no $kind `$pin` on $ip $version" }
        ok "$kind $cell/$pin"
    } elseif {$vlnv in $::ip_repo_vlnvs} {
        set top [lindex [split $vlnv :] 2]
        set ports [dict get $::ip_ports $vlnv]
        if {$kind eq "interface"} {
            if {[llength [lsearch -all -glob $ports "${pin}_*"]] == 0} { fail "no interface `$pin` on $top" }
        } elseif {$pin ni $ports} {
            fail "no pin `$pin` on $top"
        }
        ok "$kind $cell/$pin"
    }
    return $path
}

proc get_bd_cells {args} {
    call get_bd_cells
    set cell [string trimleft [lindex $args end] /]
    if {![dict exists $::bd_cells $cell]} { fail "unknown cell `$cell`" }
    return $cell
}
proc get_bd_pins {args} { call get_bd_pins; return [check_bd_object pin [lindex $args end]] }
proc get_bd_intf_pins {args} { call get_bd_intf_pins; return [check_bd_object interface [lindex $args end]] }
proc connect_bd_intf_net {args} { call connect_bd_intf_net }
proc connect_bd_net {args} { call connect_bd_net }
proc apply_bd_automation {args} { call apply_bd_automation }
proc assign_bd_address {args} { call assign_bd_address }
proc validate_bd_design {args} { call validate_bd_design }
proc save_bd_design {args} { call save_bd_design }
proc generate_target {args} { call generate_target }
proc make_wrapper {args} {
    call make_wrapper
    lassign [parse $args {-files}] opts rest
    set name "[file rootname [file tail [dict get $opts -files]]]_wrapper"
    set f [file join [file dirname [dict get $opts -files]] hdl $name.v]
    lappend ::generated $f
    dict set ::modules $name {}
    return $f
}
proc launch_runs {args} {
    call launch_runs
    lassign [parse $args {-to_step -jobs}] opts rest
    if {[dict exists $opts -to_step] && [dict get $opts -to_step] eq "write_bitstream"} { set ::bitstream_run 1 }
}
proc wait_on_run {args} { call wait_on_run }
proc get_runs {args} { call get_runs; return [lindex $args end] }

# Timing paths and run properties. The slack of every path is AES_STANDIN_SLACK (ns, default
# 0.5), so a test can make timing fail.
proc get_timing_paths {args} {
    call get_timing_paths
    if {$::stage ne "routed"} { fail "get_timing_paths before route_design" }
    lassign [parse $args {-delay_type -max_paths -nworst -slack_lesser_than -from -to -through}] opts rest
    set slack [standin_slack]
    if {[dict exists $opts -slack_lesser_than] && !($slack < [dict get $opts -slack_lesser_than])} { return [list] }
    return [list path_1]
}
proc standin_slack {} {
    if {[info exists ::env(AES_STANDIN_SLACK)]} { return $::env(AES_STANDIN_SLACK) }
    return 0.5
}
proc get_property {name object} {
    call get_property
    switch -- $name {
        SLACK { return [standin_slack] }
        PROGRESS { return 100% }
        STATUS { return "write_bitstream Complete!" }
        DIRECTORY { return $::build_root }
        default { fail "get_property $name: not known to the stand-ins" }
    }
}
set ::bitstream_run 0
proc write_hw_platform {args} {
    call write_hw_platform
    lassign [parse $args {-file}] opts rest
    foreach flag {-fixed -include_bit} {
        if {![dict exists $opts $flag]} { fail "write_hw_platform without $flag" }
    }
    if {!$::bitstream_run} { fail "write_hw_platform -include_bit without a bitstream run" }
    check_out_dir [dict get $opts -file]
    ok "hardware platform [file tail [dict get $opts -file]]"
}

# ---- Run the script ----

if {[llength $argv] != 1} {
    puts "usage: tclsh vivado_standin.tcl <script.tcl>"
    exit 1
}
set script [lindex $argv 0]
set ::argv [list]
set ::argc 0
source $script
if {!$::part_checked} { fail "the script never names the part" }
puts DONE
exit 0
