#!/usr/bin/env python3
"""Writes the start-up order of tlsched's release link from a profile of its first link.

scripts/startup-order.sh runs the binary's start-up commands under valgrind, then:

  startup_order.py MAP BINARY RUNS ORDER
      writes ORDER: the functions the runs execute and the variables they touch,
      command by command (each command's new names sorted), for lld's
      --symbol-ordering-file.

Variables are found from the addresses a run touches in BINARY's layout, so the
list is only right for the binary it was written from: it is never kept, but
written again by every release build (scripts/install.sh).

RUNS is a directory of NN.callgrind files (callgrind's output: the functions run)
and NN.lackey files (lackey's memory trace), NN in command order. MAP is the link
map (lld's -Map) of BINARY, which must not be stripped.
"""

import bisect
import re
import subprocess
import sys
from pathlib import Path

# lld moves whole input sections. A name in a large section (the Swift standard
# library's 1.6 MB of text is one section, ICU's data another) would drag all of
# it into the start-up stretch and spread the rest apart, so such names are left
# out: their pages fault wherever they are.
LARGEST_MOVED_SECTION = 256 * 1024

def symbols(binary):
    """(address, size, name, nm type) of every defined symbol, by address."""
    out = subprocess.run(
        ["nm", "-nS", "--defined-only", binary], capture_output=True, text=True, check=True
    ).stdout
    table = []
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 4:
            table.append((int(fields[0], 16), int(fields[1], 16), fields[3], fields[2]))
        elif len(fields) == 3:
            table.append((int(fields[0], 16), 0, fields[2], fields[1]))
    return table


def input_sections(map_path):
    """(address, size) of every input section in lld's map, by address."""
    # lld's map: "VMA LMA Size Align Out In Symbol" columns; an input section's
    # line is indented past the output section's and names `file:(section)`.
    line_pattern = re.compile(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ {9}\S.*:\(")
    found = []
    for line in open(map_path, errors="replace"):
        match = line_pattern.match(line)
        if match:
            address, size = int(match.group(1), 16), int(match.group(2), 16)
            if address and size:
                found.append((address, size))
    return sorted(found)


def functions_run(callgrind_file):
    """The names of the functions a callgrind run executed, in the file's order."""
    names = []
    for line in open(callgrind_file, errors="replace"):
        if line.startswith("fn="):
            # callgrind marks a recursion level with a 'N suffix.
            names.append(re.sub(r"'\d+$", "", line[3:].strip()))
    if not names:
        sys.exit(f"startup_order: {callgrind_file} names no function")
    return names


def addresses_touched(lackey_file):
    """Every data address (load, store or modify) in a lackey trace."""
    for line in open(lackey_file, errors="replace"):
        if len(line) > 3 and line[0] == " " and line[1] in "LSM":
            yield int(line[3:].split(",", 1)[0], 16)


def runs(directory, suffix):
    """The run files, in command order."""
    return sorted(Path(directory).glob(f"*.{suffix}"))


def write(map_path, binary, run_directory, order_path):
    table = symbols(binary)
    sections = input_sections(map_path)
    section_starts = [start for start, _ in sections]

    def section_size(address):
        index = bisect.bisect_right(section_starts, address) - 1
        if index >= 0 and sections[index][0] <= address < sum(sections[index]):
            return sections[index][1]
        return None

    # lld orders every symbol of a name (local ones of several files alike), so a
    # name may move only if no definition of it sits in a large section.
    movable = {}
    for address, _, name, _ in table:
        size = section_size(address)
        fits = size is not None and size <= LARGEST_MOVED_SECTION
        movable[name] = movable.get(name, True) and fits

    # (lld's own got.* entries name no input section and cannot move.)
    data = sorted(
        (a, s, n)
        for a, s, n, kind in table
        if kind in "bBdDrRgGsSvV" and s > 0 and not n.startswith("got.")
    )
    data_starts = [a for a, _, _ in data]

    def variable_at(address):
        index = bisect.bisect_right(data_starts, address) - 1
        if index >= 0 and data[index][0] <= address < data[index][0] + data[index][1]:
            return data[index][2]
        return None

    listed, lines, commands = set(), [], 0
    for trace in runs(run_directory, "callgrind"):
        commands += 1
        run_functions = {n for n in functions_run(trace) if movable.get(n)}
        lackey = trace.with_suffix(".lackey")
        run_variables = set()
        if lackey.exists():
            touched = {variable_at(a) for a in addresses_touched(lackey)}
            run_variables = {n for n in touched if n is not None and movable.get(n)}
        for group in (run_functions, run_variables):
            new = sorted(group - listed)
            lines += new
            listed.update(new)

    toolchain = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    version = (toolchain.stdout or toolchain.stderr).splitlines()[0]
    header = [
        "# What tlsched's start-up touches, in the order the release link lays it out",
        "# (lld's --symbol-ordering-file; see scripts/release-flags.bash): the functions",
        f"# run and variables used by {commands} start-up commands, command by command.",
        "# Written by scripts/startup-order.sh for this build's binary alone.",
        f"# Toolchain: {version}",
    ]
    Path(order_path).write_text("\n".join(header + lines) + "\n")
    print(f"startup_order: {len(lines)} names from {commands} commands", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) == 5:
        write(*sys.argv[1:])
    else:
        sys.exit(__doc__)
