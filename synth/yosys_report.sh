#!/bin/sh
# Resource and logic-depth report of aes_axis for the Zynq-7020 (xc7) by Yosys:
#   synth/yosys_report.sh [file.v [top]]        (defaults: synth/aes_axis.v, aes_axis)
# Runs `synth_xilinx -family xc7 -flatten -noiopad -top <top>`, then prints the LUT, FF, BRAM
# and DSP counts and the deepest combinational path between registers (and from input ports), in
# LUT levels and in logic levels as Vivado counts them (LUT, MUXF7/8 and CARRY4 each one level).
# The depth is computed from the synthesised netlist (write_json): every LUT output's depth is 1
# plus the deepest of its inputs, flip-flops, block RAMs, DSPs and SRLs start and end paths, and
# a distributed RAM is one level from its read address and a path end at its write inputs.
# The JSON netlist and the Yosys log are kept in $YOSYS_REPORT_DIR (default: a temporary directory).
# Register bits deeper than $DEPTH_LIMIT LUT levels (default 3) are listed by group, with a path
# into each of the $DEPTH_PATHS (default 4) largest groups.
# The modules named in $BLACKBOX (separated by spaces) are synthesised as black boxes, whose
# instances start and end paths: the depth with and without one tells whether the logic in or
# through that module sets the design's depth (ABC maps every path up to the deepest one, so the
# path the report names need not be the one that forces the depth).
# $CUT (entries MODULE:PORTS separated by spaces, PORTS as synth/cut_ports.py takes them: `in`,
# `out`, `in,out` or port names) passes those ports of those modules through flip-flops first:
# the depth with a module's inputs or outputs cut tells whether paths through them set it (a
# path that enters a module and leaves it again is cut by either).
# $CONES=1 also writes the design as it is before LUT mapping and maps each register's cone alone
# (synth/cone_depth.py): the depth the logic needs, against the whole design's mapping. The
# synthesis then runs in two parts; ABC maps the same netlist to a few tens of LUTs more or fewer.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
file=${1:-$here/aes_axis.v}
top=${2:-aes_axis}
dir=${YOSYS_REPORT_DIR:-$(mktemp -d)}
mkdir -p "$dir"
boxes=""
for m in ${BLACKBOX:-}; do boxes="$boxes blackbox $m;"; done
# The file's modules are elaborated (read as deferred) before a module can be made a black box.
[ -z "$boxes" ] || boxes="hierarchy -top $top;$boxes"
if [ -n "${CUT:-}" ]; then
    cp "$file" "$dir/$top.cutting.v"
    for c in $CUT; do
        python3 "$here/cut_ports.py" "$dir/$top.cutting.v" "$dir/$top.cutting.v" "${c%%:*}" "${c#*:}"
    done
    # Kept (and its time with it) while the cuts and the file give the same text.
    if cmp -s "$dir/$top.cutting.v" "$dir/$top.cut.v"; then rm "$dir/$top.cutting.v"; else mv "$dir/$top.cutting.v" "$dir/$top.cut.v"; fi
    file=$dir/$top.cut.v
fi
# The netlist is reused while the file, the black boxes and the cuts stay the same.
key="$boxes${CUT:+ cut $CUT}${CONES:+ cones}"
synth="synth_xilinx -family xc7 -flatten -noiopad -top $top"
# The same synthesis in two parts, the gate-level design written between them.
[ -z "${CONES:-}" ] || synth="$synth -run :map_luts; opt_expr -mux_undef -noclkinv; write_json $dir/$top.gates.json; $synth -run map_luts:"
if [ ! -s "$dir/$top.json" ] || [ "$file" -nt "$dir/$top.json" ] || [ "$(cat "$dir/$top.boxes" 2>/dev/null)" != "$key" ]; then
    # Yosys's warnings are in the log; its messages go to the terminal only if it fails.
    if ! yosys -q -l "$dir/$top.log" -p "$boxes $synth; stat; write_json $dir/$top.json" "$file" >/dev/null 2>"$dir/$top.err"; then
        cat "$dir/$top.err" >&2
        exit 1
    fi
    printf '%s' "$key" > "$dir/$top.boxes"
fi
python3 - "$dir/$top.json" "$top" "$here" <<'PY'
import json, os, re, sys
sys.dont_write_bytecode = True
sys.path.insert(0, sys.argv[3])
from cone_depth import group_name, is_lutram, read_address
from collections import Counter

netlist = json.load(open(sys.argv[1]))
top = sys.argv[2]
mod = netlist["modules"][top]
cells = mod["cells"]
types = Counter(c["type"] for c in cells.values())

def count(pred):
    return sum(n for t, n in types.items() if pred(t))

luts = count(lambda t: t.startswith("LUT"))
lutram = count(lambda t: t.startswith("RAM") and not t.startswith("RAMB"))
srl = count(lambda t: t.startswith("SRL"))
ffs = count(lambda t: t.startswith("FD"))
bram36 = count(lambda t: t.startswith("RAMB36"))
bram18 = count(lambda t: t.startswith("RAMB18"))
dsp = count(lambda t: t.startswith("DSP48"))
muxf = count(lambda t: t in ("MUXF7", "MUXF8"))
carry = count(lambda t: t.startswith("CARRY"))

boxes = set(os.environ.get("BLACKBOX", "").split())

def sequential(t):
    if t in boxes:
        return True
    return t.startswith(("FD", "RAMB", "DSP48", "SRL")) or t.startswith("LD")

def weight(t):
    # (LUT levels, Vivado logic levels) a cell adds to a path through it.
    if t.startswith("LUT") or (t.startswith("RAM") and not t.startswith("RAMB")):
        return (1, 1)
    if t in ("MUXF7", "MUXF8") or t.startswith("CARRY"):
        return (0, 1)
    return (0, 0)

# Which cell drives each net bit; port bits are path starts.
driver = {}
for name, c in cells.items():
    dirs = c.get("port_directions", {})
    for port, bits in c["connections"].items():
        if dirs.get(port) == "output":
            for b in bits:
                if isinstance(b, int):
                    driver[b] = name
input_bits = set()
for pname, p in mod["ports"].items():
    if p["direction"] == "input":
        input_bits.update(b for b in p["bits"] if isinstance(b, int))

# depth[cell] = ((lut levels, logic levels) from registers, same from registers or input ports)
NEG = (-10**9, -10**9)
depth = {}
pred = {}   # combinational cell -> the input bit its register-to-register depth comes through

def inputs_of(c, through=True):
    # through: only the inputs with a combinational path to an output.
    dirs = c.get("port_directions", {})
    for port, bits in c["connections"].items():
        if dirs.get(port) == "input" and not (through and is_lutram(c["type"]) and not read_address(port)):
            for b in bits:
                if isinstance(b, int):
                    yield b

def bit_depth(b):
    # Depth at net bit b: (from registers, from registers or ports).
    d = driver.get(b)
    if d is None:
        return (NEG, (0, 0)) if b in input_bits else ((0, 0), (0, 0))
    if sequential(cells[d]["type"]):
        return ((0, 0), (0, 0))
    return depth[d]

# Iterative post-order over combinational cells.
for start in cells:
    if start in depth or sequential(cells[start]["type"]):
        continue
    stack = [(start, False)]
    while stack:
        name, done = stack.pop()
        if name in depth:
            continue
        c = cells[name]
        if not done:
            stack.append((name, True))
            for b in inputs_of(c):
                d = driver.get(b)
                if d is not None and d not in depth and not sequential(cells[d]["type"]):
                    stack.append((d, False))
            continue
        w = weight(c["type"])
        reg, anyp, via = NEG, (0, 0), None
        for b in inputs_of(c):
            r, a = bit_depth(b)
            if r > reg:
                reg, via = r, b
            anyp = max(anyp, a)
        pred[name] = via
        if reg == NEG:
            reg = NEG
        else:
            reg = (reg[0] + w[0], reg[1] + w[1])
        depth[name] = (reg, (anyp[0] + w[0], anyp[1] + w[1]))

# Path ends: inputs of sequential cells (and the write side of distributed RAM) and output ports.
end_bits = []
for name, c in cells.items():
    if sequential(c["type"]) or is_lutram(c["type"]):
        end_bits.extend((b, name) for b in inputs_of(c, through=False))
for pname, p in mod["ports"].items():
    if p["direction"] == "output":
        end_bits.extend((b, "port " + pname) for b in p["bits"] if isinstance(b, int))

best_reg, best_any = ((0, 0), None), ((0, 0), None)
lut_reg, lut_any = (0, None), (0, None)
for b, end in end_bits:
    r, a = bit_depth(b)
    if r[0] > lut_reg[0]:
        lut_reg = (r[0], end)
    if a[0] > lut_any[0]:
        lut_any = (a[0], end)
    if r[1] > best_reg[0][1]:
        best_reg = (r, end)
    if a[1] > best_any[0][1]:
        best_any = (a, end)

# Net name of an end cell, for the report.
names = {}
for n, info in mod["netnames"].items():
    if info.get("hide_name", 0) == 0:
        for b in info["bits"]:
            if isinstance(b, int):
                names.setdefault(b, n)

def where(end):
    if end is None or end.startswith("port "):
        return end
    c = cells[end]
    q = c["connections"].get("Q") or c["connections"].get("O") or []
    return names.get(q[0], end) if q and isinstance(q[0], int) else end

def bit_name(b):
    return names.get(b, f"<net {b}>")

def path_to(b):
    # The deepest register-to-register path ending at net bit b, from its start.
    steps = []
    while True:
        d = driver.get(b)
        if d is None or sequential(cells[d]["type"]):
            steps.append(("start", bit_name(b)))
            break
        steps.append((cells[d]["type"], bit_name(b)))
        b = pred[d]
        if b is None:
            break
    return list(reversed(steps))

def register(end):
    return group_name(where(end) or "")

# Endpoints (register bits) by register-to-register LUT levels, grouped by register.
from collections import defaultdict
limit = int(os.environ.get("DEPTH_LIMIT", "3"))
deep = defaultdict(Counter)
example = {}
for b, end in end_bits:
    r, _ = bit_depth(b)
    if r[0] > limit:
        deep[r[0]][register(end)] += 1
        example.setdefault((r[0], register(end)), b)

print(f"design            {top} (Yosys synth_xilinx -family xc7 -flatten)")
print(f"LUT               {luts}  (+ {lutram} LUTRAM, {srl} SRL; MUXF7/8 {muxf}, CARRY4 {carry})")
print(f"FF                {ffs}")
print(f"BRAM              {bram36 + bram18 / 2:g}  (RAMB36 {bram36}, RAMB18 {bram18})")
print(f"DSP               {dsp}")
print(f"LUT levels        {lut_reg[0]} register to register (ending at {where(lut_reg[1])})")
print(f"                  {lut_any[0]} including paths from input ports (ending at {where(lut_any[1])})")
print(f"logic levels      {best_reg[0][1]} register to register, LUT + MUXF7/8 + CARRY4 (ending at {where(best_reg[1])})")
print(f"                  {best_any[0][1]} including paths from input ports")
end_bit = next(b for b, end in end_bits if bit_depth(b)[0][0] == lut_reg[0])
print("deepest path (LUT levels first, then logic levels):")
for kind, net in path_to(end_bit):
    print(f"    {kind:<8} {net}")
print(f"    end      {where(next(end for b, end in end_bits if b == end_bit))}")
if deep:
    print(f"register bits (and output ports) with more than {limit} LUT levels in front of them:")
    for levels in sorted(deep, reverse=True):
        for reg, n in deep[levels].most_common():
            print(f"    {levels} levels  {n:5} x {reg}")
    top_level = max(deep)
    print(f"a path into each of the largest groups at {top_level} levels:")
    for reg, n in deep[top_level].most_common(int(os.environ.get("DEPTH_PATHS", "4"))):
        steps = path_to(example[(top_level, reg)])
        print(f"    {reg}: from {steps[0][1]} through " + " ".join(k for k, _ in steps[1:]))
else:
    print(f"every register-to-register path has {limit} LUT levels or fewer")
PY
[ -z "${CONES:-}" ] || python3 "$here/cone_depth.py" "$dir/$top.gates.json" "$top" "${DEPTH_LIMIT:-3}"
