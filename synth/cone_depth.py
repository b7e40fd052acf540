#!/usr/bin/env python3
"""The LUT depth each register's logic needs on its own:

    synth/cone_depth.py GATES.json TOP [LIMIT]

GATES.json is the design as `synth_xilinx` holds it just before LUT mapping (Yosys's single-bit
gates, flip-flops, block RAMs, carry chains, distributed RAM), written by `yosys_report.sh` with
`CONES=1`. For every path end (a flip-flop's or block RAM's input, a distributed RAM's write
input, an output port) the script takes the combinational cone in front of it alone and maps it
with ABC as `synth_xilinx` maps the whole design (the same script and LUT library, LUT7 and LUT8
one level each), then counts its LUT levels as `yosys_report.sh` counts the design's: a carry
chain and an inverter add none, a distributed RAM one from its read address, so a cone behind a
carry chain or a RAM read starts at the depth of the cone in front of it. ABC does not know
that such an input arrives late, so a cone behind one can come out deeper than it needs: there
the figure is an upper bound. A cone of at most six inputs is one LUT and is not mapped.

Why: ABC maps the whole design for its deepest path first and then recovers area up to that
depth everywhere, and the depth it reaches on the whole design moves with small changes to it
(`docs/performance.md`, "What sets the depth"). The depth by cone is what the logic needs: a
cone deeper than LIMIT (default 3) alone is where the design must change; with none, a design
measured at LIMIT + 1 is held there by the whole design's mapping, not by its logic.

Prints the deepest cone depth and every cone deeper than LIMIT, by register; exit status 0.
Environment: ABC (the program; default `yosys-abc` or Debian's `berkeley-abc`), JOBS (parallel
ABC runs; default the number of CPUs).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor

# Single-output gates: their inputs in order, and the BLIF cover of their function.
GATES = {
    "$_AND_": (("A", "B"), "11 1"),
    "$_OR_": (("A", "B"), "1- 1\n-1 1"),
    "$_XOR_": (("A", "B"), "10 1\n01 1"),
    "$_NAND_": (("A", "B"), "0- 1\n-0 1"),
    "$_NOR_": (("A", "B"), "00 1"),
    "$_XNOR_": (("A", "B"), "00 1\n11 1"),
    "$_ANDNOT_": (("A", "B"), "10 1"),
    "$_ORNOT_": (("A", "B"), "1- 1\n-0 1"),
    "$_NOT_": (("A",), "0 1"),
    "$_BUF_": (("A",), "1 1"),
    "$_MUX_": (("A", "B", "S"), "1-0 1\n-11 1"),
}
# synth_xilinx's `abc -luts 2:2,3,6:5,10,20`: LUT sizes 1 to 8, each one level.
LUT_LIBRARY = "".join(f"{k} {c} 1.00\n" for k, c in enumerate([2, 2, 3, 5, 5, 5, 10, 20], 1))
# Yosys's ABC script for LUT mapping.
ABC_SCRIPT = "strash; &get -n; &fraig -x; &put; scorr; dc2; dretime; strash; dch -f; if; mfs2"
CLOCKS = {"C", "CLK", "WCLK", "CLKARDCLK", "CLKBWRCLK"}


# Shared with yosys_report.sh's report, which imports these three.
def is_lutram(t):
    return t.startswith("RAM") and not t.startswith("RAMB")


def read_address(port):
    # Distributed RAM: only the read address reaches the read data in the same cycle.
    return port.startswith(("ADDR", "DPRA")) or re.fullmatch(r"A[0-9]", port) is not None


def group_name(name):
    """A register's net name with bit and instance numbers replaced by `*`, for grouping."""
    return re.sub(r"\$[0-9]+", "$*", name.split(" [")[0])


class Design:
    def __init__(self, path, top):
        mod = json.load(open(path))["modules"][top]
        self.cells = mod["cells"]
        self.driver = {}
        for name, c in self.cells.items():
            if c["type"].startswith("$_") and c["type"] not in GATES and not re.match(r"\$_(S?DFF|DLATCH|ALDFF)", c["type"]):
                raise SystemExit(f"cone_depth.py: a gate this script does not know: {c['type']}")
            for port, bits in c["connections"].items():
                if c.get("port_directions", {}).get(port) == "output":
                    for b in bits:
                        if isinstance(b, int):
                            self.driver[b] = name
        self.names = {}
        for n, info in mod["netnames"].items():
            if info.get("hide_name", 0) == 0:
                for b in info["bits"]:
                    if isinstance(b, int):
                        self.names.setdefault(b, n)
        self.ends = []
        for name, c in self.cells.items():
            t = c["type"]
            if t in GATES or t.startswith("CARRY"):
                continue
            for port, bits in c["connections"].items():
                if c.get("port_directions", {}).get(port) != "input" or port in CLOCKS:
                    continue
                if is_lutram(t) and read_address(port):
                    continue
                self.ends += [(b, name) for b in bits if isinstance(b, int)]
        for pname, p in mod["ports"].items():
            if p["direction"] == "output":
                self.ends += [(b, "port " + pname) for b in p["bits"] if isinstance(b, int)]

    def gate(self, b):
        d = self.driver.get(b)
        return d if d is not None and self.cells[d]["type"] in GATES else None

    def cone(self, root):
        """The gates of root's cone and its leaves (bits not driven by a gate)."""
        gates, leaves, stack, seen = [], set(), [root], set()
        while stack:
            b = stack.pop()
            if b in seen:
                continue
            seen.add(b)
            g = self.gate(b)
            if g is None:
                leaves.add(b)
                continue
            gates.append(g)
            c = self.cells[g]
            for port in GATES[c["type"]][0]:
                x = c["connections"][port][0]
                if isinstance(x, int):
                    stack.append(x)
        return gates, leaves

    def label(self, end):
        if end.startswith("port "):
            return end
        c = self.cells[end]
        q = c["connections"].get("Q") or []
        n = self.names.get(q[0], end) if q and isinstance(q[0], int) else end
        return group_name(n)


def blif(design, cones):
    """One BLIF network of the cones side by side, each with its own copy of its gates, so that
    ABC maps each alone: cone `i`'s output is `o{i}`, its inputs `c{i}_n{bit}`."""
    lines, outs, ins = [".model cones"], [], []
    for i, (root, gates, leaves) in enumerate(cones):
        ref = lambda x: f"c{i}_n{x}" if isinstance(x, int) else ("one" if x == "1" else "zero")
        ins += [ref(b) for b in sorted(leaves)]
        outs.append(f"o{i}")
        for g in gates:
            c = design.cells[g]
            ports, cover = GATES[c["type"]]
            lines.append(f".names {' '.join(ref(c['connections'][p][0]) for p in ports)} {ref(c['connections']['Y'][0])}\n{cover}")
        lines.append(f".names {ref(root)} o{i}\n1 1")
    lines[1:1] = [".inputs " + " ".join(ins), ".outputs " + " ".join(outs)]
    lines += [".names one\n1", ".names zero", ".end"]
    return "\n".join(lines) + "\n"


def mapped_levels(text, arrival):
    """LUT levels of every signal of ABC's mapped BLIF, its inputs at the given levels. A node of
    one input (a buffer or an inverter, which Yosys folds into the LUTs around it) adds none."""
    text = text.replace("\\\n", " ")
    fanin = {}
    for line in text.split("\n"):
        if line.startswith(".names"):
            sig = line.split()[1:]
            fanin[sig[-1]] = sig[:-1]
    level = dict(arrival)

    def at(n):
        stack = [n]
        while stack:
            x = stack[-1]
            if x in level:
                stack.pop()
                continue
            todo = [i for i in fanin.get(x, []) if i not in level]
            if todo:
                stack += todo
                continue
            ins = fanin.get(x, [])
            level[x] = max((level[i] for i in ins), default=0) + (1 if len(ins) > 1 else 0)
            stack.pop()
        return level[n]

    for n in fanin:
        at(n)
    return level


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    design = Design(sys.argv[1], sys.argv[2])
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    abc = os.environ.get("ABC") or shutil.which("yosys-abc") or shutil.which("berkeley-abc")
    if not abc:
        raise SystemExit("cone_depth.py: no ABC (yosys-abc or berkeley-abc) on PATH")
    work = tempfile.mkdtemp(prefix="cone_depth.")
    open(f"{work}/lut.txt", "w").write(LUT_LIBRARY)

    def run_abc(key, text):
        src, out = f"{work}/{key}.blif", f"{work}/{key}.out.blif"
        open(src, "w").write(text)
        cmd = f"read_lut {work}/lut.txt; read_blif {src}; {ABC_SCRIPT}; write_blif {out}"
        subprocess.run([abc, "-c", cmd], capture_output=True, check=True)
        mapped = open(out).read()
        os.remove(src)
        os.remove(out)
        return mapped

    # The bits whose depth is needed: every path end's, and every input of a carry chain and of
    # a distributed RAM's read, through which a cone's depth continues into the next cone.
    through = {}
    for name, c in design.cells.items():
        t = c["type"]
        if t.startswith("CARRY") or is_lutram(t):
            ins = [x for p, bits in c["connections"].items()
                   if c.get("port_directions", {}).get(p) == "input" and p not in CLOCKS
                   and (not is_lutram(t) or read_address(p)) for x in bits if isinstance(x, int)]
            through[name] = (ins, 1 if is_lutram(t) else 0)
    wanted = {b for b, _ in design.ends} | {x for ins, _ in through.values() for x in ins}
    depth = {}          # bit -> LUT levels at it
    cones = {}
    for b in wanted:
        if design.gate(b) is not None:
            cones[b] = design.cone(b)

    def leaf(b):
        # A leaf's level: 0 at a register, a block RAM or a port; at a carry chain's or a RAM
        # read's output, that of its deepest input (plus the RAM's level); None while unknown.
        d = design.driver.get(b)
        if d is None or d not in through:
            return 0
        ins, extra = through[d]
        levels = [depth.get(x) if design.gate(x) is not None else leaf(x) for x in ins]
        return None if None in levels else max(levels, default=0) + extra

    mapped = 0
    jobs = int(os.environ.get("JOBS", os.cpu_count() or 1))
    while len(depth) < len(cones):
        ready = []
        for b, (gates, leaves) in cones.items():
            if b in depth:
                continue
            arrival = {x: leaf(x) for x in leaves}
            if None not in arrival.values():
                ready.append((b, gates, leaves, arrival))
        if not ready:
            raise SystemExit("cone_depth.py: a loop through carry chains or RAM reads")
        small = [r for r in ready if len(r[2]) <= 6]
        for b, gates, leaves, arrival in small:
            # One LUT; none for an inverter alone, which synth_xilinx maps to an INV cell and
            # yosys_report.sh counts no level for.
            lut = any(design.cells[g]["type"] not in ("$_NOT_", "$_BUF_") for g in gates)
            depth[b] = max(arrival.values(), default=0) + lut
        large = [r for r in ready if len(r[2]) > 6]

        def levels(batch):
            text = run_abc(batch[0][0], blif(design, [(b, g, l) for b, g, l, _ in batch]))
            arrival = {f"c{i}_n{x}": a for i, (_, _, _, arr) in enumerate(batch) for x, a in arr.items()}
            level = mapped_levels(text, arrival)
            return [level.get(f"o{i}", 0) for i in range(len(batch))]

        # Batches of cones: ABC recovers area up to a batch's deepest cone, so a batch deeper
        # than the limit is mapped again cone by cone, to tell which cones need it.
        batches, size = [[]], 0
        for r in large:
            if size > 8000 and batches[-1]:
                batches.append([])
                size = 0
            batches[-1].append(r)
            size += len(r[1])
        with ThreadPoolExecutor(jobs) as pool:
            batches = [b for b in batches if b]
            for batch, result in zip(batches, list(pool.map(levels, batches))):
                if max(result) > limit:
                    result = [v[0] for v in pool.map(levels, [[r] for r in batch])]
                for r, v in zip(batch, result):
                    depth[r[0]] = v
        mapped += len(large)
    shutil.rmtree(work, ignore_errors=True)

    deep = defaultdict(Counter)
    worst = 0
    for b, end in design.ends:
        d = depth[b] if design.gate(b) is not None else leaf(b)
        worst = max(worst, d)
        if d > limit:
            deep[d][design.label(end)] += 1
    print(f"LUT levels by cone {worst} (each register input's logic mapped alone, {mapped} cones of more than six inputs)")
    for d in sorted(deep, reverse=True):
        for label, n in deep[d].most_common():
            print(f"    {d} levels  {n:5} x {label}")


if __name__ == "__main__":
    main()
