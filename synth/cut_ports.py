#!/usr/bin/env python3
"""Pass some ports of one module through flip-flops, for depth experiments on exported Verilog:

    synth/cut_ports.py IN.v OUT.v MODULE PORTS [CLOCK]

PORTS is `in` (every input but the clock), `out` (every output), `in,out`, or port names
separated by commas. CLOCK (default `clock`) is the module's clock input. Each named input is
registered where it enters the module and each named output where it leaves, so the paths that
cross the module's boundary there are cut in two: synthesised with a set of ports cut, the
design's depth drops if the paths through those ports set it (`yosys_report.sh`'s `CUT`).
A timing experiment, not a design: the cut module is a cycle late on every cut port.

The module's ports are declared one per statement, `input wire [W] name;` or
`output reg [W] name;`, as rust-hdl writes them.
"""
import re
import sys


def cut(verilog, module, ports, clock="clock"):
    start = verilog.index("module %s(" % module)
    end = verilog.index("endmodule", start)
    text = verilog[start:end]
    header_end = text.index(");") + 2
    header, body = text[:header_end], text[header_end:]
    decls = re.findall(r"\n\s*(input wire|output reg)\s+(?:\[[^\]]+\])?\s*([\w$]+);", body)
    names = []
    for p in ports:
        if p == "in":
            names += [n for kind, n in decls if kind.startswith("input") and n != clock]
        elif p == "out":
            names += [n for kind, n in decls if kind.startswith("output")]
        elif any(n == p for _, n in decls):
            names.append(p)
        else:
            raise SystemExit("cut_ports.py: %s has no port %s" % (module, p))
    extra = []
    for p in names:
        decl = re.search(r"\n\s*(input wire|output reg)\s+(\[[^\]]+\])?\s*" + re.escape(p) + r";", body)
        width = decl.group(2) or ""
        before, after = body[: decl.end()], body[decl.end():]
        # Every use after the declaration, but an instance's port name (`.name(`), is the cut copy.
        after = re.sub(r"(?<![\w$.])" + re.escape(p) + r"(?![\w$])", p + "__cut", after)
        body = before + "\n    reg %s %s__cut;" % (width, p) + after
        if decl.group(1).startswith("input"):
            extra.append("    always @(posedge %s) %s__cut <= %s;" % (clock, p, p))
        else:
            extra.append("    always @(posedge %s) %s <= %s__cut;" % (clock, p, p))
    return verilog[:start] + header + body + "\n".join(extra) + "\n" + verilog[end:]


if __name__ == "__main__":
    if len(sys.argv) not in (5, 6):
        raise SystemExit(__doc__.strip().splitlines()[2].strip())
    src, dst, module, ports = sys.argv[1:5]
    clock = sys.argv[5] if len(sys.argv) == 6 else "clock"
    with open(src) as f:
        verilog = f.read()
    with open(dst, "w") as f:
        f.write(cut(verilog, module, [p for p in ports.split(",") if p], clock))
