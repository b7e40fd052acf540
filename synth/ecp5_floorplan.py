#!/usr/bin/env python3
"""Floorplan of aes_axis on the LFE5U-85F: pins the cipher rounds' block RAMs in pipeline order.

    python3 synth/ecp5_floorplan.py IN.json OUT.json [--check]

IN.json is the netlist of a build exported with `--family ecp5`, as `synth_ecp5 -json` writes
it; OUT.json is the same netlist with a `BEL` attribute on every DP16KD of the rounds
(`core.stages$N.sub.lookup[G].ram`), which nextpnr-ecp5 places there and nowhere else, and, in
a build with XTS, on the XTS tweak unit's round memories (`modes.xts.tweak.sub.lookup[G].ram`).
Every other cell, the key expansion's memories included, is left to the placer. With `--check`
the script prints the sites and writes nothing.

Why: each stage's eight memories feed the next stage's eight through MixColumns and AddRoundKey
(every output column takes a byte of every input column), so a stage's logic wants its own
memories and the next stage's close together. Left alone, nextpnr spreads the 80 memories of
`enc128-2reg` over all four EBR rows and puts the logic between two stages at their centre, so
the rounds' paths are mostly routing (`docs/performance.md`, "The ECP5 floorplan").

The layout: each stage takes two neighbouring groups of four EBR sites in one row; the stages
follow each other as a loop over two rows, from the middle of the first row to its left end,
along the second row, and back along the first row towards the middle, so that the stage that
takes the input and the one that gives the output are both near the centre of the device, two
groups apart, with the control logic between them (the gap routes faster than the loop closed
without it). A build with more stages than the loop holds (`full-2reg`, 14) runs along rows
82, 70 and 46 in turn, so that its one long jump is 24 rows rather than 36 (figures of each in
`docs/performance.md`, "The ECP5 floorplan"), starting two groups into row 82 so that the
groups beside its first stage are free.

The tweak unit's eight memories go in the free pair of neighbouring groups nearest the rounds'
first stage (not in the loop's gap): its round is a loop of its own from its memories' outputs
through MixColumns into their addresses, which the placer otherwise stretches between whichever
sites are left, and the XTS mode's logic, which the placer draws towards them, feeds the first
stage's addresses (the core's input select and AddRoundKey in front of them).

Device facts (LFE5U-85F, from placements that nextpnr-ecp5 made itself): EBR rows at Y = 22,
46, 70 and 82; in each row 13 groups of four sites, site k of a group at X = base + 2k, named
`X<x>/Y<y>/EBR<k>`.
"""
import json
import re
import sys

GROUP_BASES = [4, 13, 22, 31, 40, 49, 58, 69, 78, 87, 96, 105, 114]
# The loop's two rows, then the rows a build too long for the loop goes on along.
ROWS = [70, 82, 46, 22]
# A build too long for the loop runs along these rows in turn: the two 12 rows apart first, so
# that the one change of more than that is 24 rows (82 to 70 to 46), not 36 (70 to 82 to 46).
LONG_ROWS = [82, 70, 46, 22]
# The loop starts at this group of the first row, going left, and closes GAP groups to its right.
START = 5
GAP = 2
# A build too long for the loop leaves this many groups of its first row free, beside its first
# stage (for the XTS tweak unit's memories).
LONG_FREE = 2
RAMS_PER_STAGE = 8
NAME = re.compile(r"core\.stages\$(\d+)\.sub\.lookup\[(\d+)\]\.ram$")
TWEAK = re.compile(r"modes\.xts\.tweak\.sub\.lookup\[(\d+)\]\.ram$")


def pairs(row, groups):
    return [(row, groups[i], groups[i + 1]) for i in range(0, len(groups) - 1, 2)]


def fits_loop(stages):
    """Whether `stages` stages make the loop (else they run along the rows)."""
    return START + 1 + GAP <= stages + 1 <= len(GROUP_BASES) - 1


def stage_groups(stages):
    """The row and the two groups of each stage, in pipeline order.

    The loop: the first row from group START to group 0, the second row from group 0 to group
    k, the first row from group k + 2 back to group START + 1 + GAP, with k chosen so that the
    loop holds exactly `stages` stages (k = stages - 1). The GAP groups left free between the
    loop's two ends are where the control logic between the input and the output goes. A build
    with more stages than the loop holds runs along the rows in turn instead."""
    last = len(GROUP_BASES) - 1
    k = stages - 1
    if fits_loop(stages):
        return (
            pairs(ROWS[0], list(range(START, -1, -1)))
            + pairs(ROWS[1], list(range(0, k + 1)))
            + pairs(ROWS[0], list(range(k + 2, START + GAP, -1)))
        )
    order = []
    for i, row in enumerate(LONG_ROWS):
        groups = list(range(LONG_FREE if i == 0 else 0, last)) if i % 2 == 0 else list(range(last - 1, -1, -1))
        order += pairs(row, groups)
    if stages > len(order):
        sys.exit(f"ecp5_floorplan: {stages} stages of memories do not fit the LFE5U-85F's EBR rows")
    return order[:stages]


def sites(stages):
    """`BEL` of memory `g` of stage `s`, for every stage `s` below `stages`: memories 0-3 in
    the stage's first group, 4-7 in its second, in the direction the loop travels."""
    out = {}
    for s, (row, first, second) in enumerate(stage_groups(stages)):
        step = 1 if second > first else -1
        for g in range(RAMS_PER_STAGE):
            k = g % 4 if step > 0 else 3 - g % 4
            out[(s, g)] = f"X{GROUP_BASES[(first, second)[g // 4]] + 2 * k}/Y{row}/EBR{k}"
    return out


def tweak_sites(stages):
    """`BEL` of the tweak unit's memory `g`: the pair of neighbouring groups in one row, both free
    of the rounds' memories and outside the loop's gap, nearest the first stage (by the distance
    between the pairs' first sites), memories 0-3 in its left group."""
    order = stage_groups(stages)
    taken = {(row, g) for row, first, second in order for g in (first, second)}
    if fits_loop(stages):
        taken |= {(ROWS[0], g) for g in range(START + 1, START + 1 + GAP)}
    row, first, second = order[0]
    x = GROUP_BASES[min(first, second)]
    free = [
        (abs(r - row) + abs(GROUP_BASES[g] - x), r, g)
        for r in ROWS
        for g in range(len(GROUP_BASES) - 1)
        if (r, g) not in taken and (r, g + 1) not in taken
    ]
    _, r, g = min(free)
    return {m: f"X{GROUP_BASES[g + m // 4] + 2 * (m % 4)}/Y{r}/EBR{m % 4}" for m in range(RAMS_PER_STAGE)}


def main(argv):
    if len(argv) not in (3, 4) or (len(argv) == 4 and argv[3] != "--check"):
        sys.exit("usage: ecp5_floorplan.py IN.json OUT.json [--check]")
    with open(argv[1]) as f:
        netlist = json.load(f)
    top = [m for m in netlist["modules"].values() if m.get("attributes", {}).get("top")]
    if len(top) != 1:
        sys.exit("ecp5_floorplan: the netlist has no single top module")
    rams, tweak = {}, {}
    for name, cell in top[0]["cells"].items():
        m = NAME.match(name)
        if cell["type"] == "DP16KD" and m:
            rams[(int(m.group(1)), int(m.group(2)))] = cell
        m = TWEAK.match(name)
        if cell["type"] == "DP16KD" and m:
            tweak[int(m.group(1))] = cell
    if not rams:
        sys.exit("ecp5_floorplan: no DP16KD of the rounds (a build exported with --family ecp5 and block-RAM S-boxes?)")
    stages = 1 + max(s for s, _ in rams)
    if sorted(rams) != [(s, g) for s in range(stages) for g in range(RAMS_PER_STAGE)]:
        sys.exit(f"ecp5_floorplan: expected {RAMS_PER_STAGE} memories in each of stages 0..{stages - 1}")
    if tweak and sorted(tweak) != list(range(RAMS_PER_STAGE)):
        sys.exit(f"ecp5_floorplan: expected {RAMS_PER_STAGE} memories of the XTS tweak unit, found {len(tweak)}")
    placed = sites(stages)
    for key, cell in rams.items():
        cell["attributes"]["BEL"] = placed[key]
    placed_tweak = tweak_sites(stages) if tweak else {}
    for g, cell in tweak.items():
        cell["attributes"]["BEL"] = placed_tweak[g]
    if len(argv) == 4:
        for (s, g), bel in sorted(placed.items()):
            print(f"stage {s} memory {g}: {bel}")
        for g, bel in sorted(placed_tweak.items()):
            print(f"tweak memory {g}: {bel}")
        return
    with open(argv[2], "w") as f:
        json.dump(netlist, f)
    extra = f" and the XTS tweak unit's {len(tweak)}" if tweak else ""
    print(f"ecp5_floorplan: {len(rams)} memories of {stages} stages{extra} pinned")


if __name__ == "__main__":
    main(sys.argv)
