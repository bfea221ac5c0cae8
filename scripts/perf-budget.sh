#!/usr/bin/env bash
# Checks the release binary against bench/budget.json, as CI runs it:
#
#   scripts/perf-budget.sh BINARY
#
# Counts instructions under valgrind's callgrind (the same count for the same binary,
# inputs and environment, however loaded the machine is):
# - start-up: each command's whole run, against /bin/date's in the same run; the
#   limit is the budget's ratio to /bin/date;
# - per line: the difference between two runs of a command that differ only in how
#   many lines they print, divided by that many; `seq`'s figure, measured the same
#   way, is printed beside it; the limit is the budget's figure for the command.
#
# Prints each figure, its limit and its ratio to the limit; exits 1 when one is past
# its limit, 69 when valgrind or python3 is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -ne 1 ]]; then
  echo "usage: scripts/perf-budget.sh BINARY" >&2
  exit 64
fi
for tool in valgrind python3; do
  if ! command -v "$tool" >/dev/null; then
    echo "perf-budget.sh: needs $tool" >&2
    exit 69
  fi
done
exec python3 - "$1" bench/budget.json <<'PYTHON'
import json, os, re, subprocess, sys, tempfile

binary, budget_path = sys.argv[1], sys.argv[2]
budget = json.load(open(budget_path))
scratch = tempfile.mkdtemp(prefix="perf-budget-")
# The same environment for every run, tlsched's and the references'.
# LANG as a user's shell sets it: /bin/date loads that locale, tlsched ignores it.
environment = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8"}

def instructions(command, stdin=None):
    """The instructions callgrind counts for one run of `command`."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
        stdin=open(stdin, "rb") if stdin else subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment, check=False)
    found = re.search(rb"Collected : (\d+)", run.stderr)
    if run.returncode != 0 or not found:
        sys.exit(f"perf-budget: {' '.join(command)} failed:\n{run.stderr.decode(errors='replace')}")
    return int(found.group(1))

def expand(words, lines):
    """The command's words with {lines} and {dates} (a file of that many dates) filled in."""
    dates = os.path.join(scratch, f"dates-{lines}")
    if not os.path.exists(dates):
        with open(dates, "w") as out:
            out.writelines(f"@{1735689600 + 3 * k}\n" for k in range(lines))
    return [w.replace("{lines}", str(lines)).replace("{dates}", dates) for w in words]

failures = []
def report(name, figure, limit, extra=""):
    ratio = figure / limit
    verdict = "ok" if figure <= limit else "OVER"
    print(f"{name:<34} {figure:>12,.0f} {limit:>12,.0f} {ratio:>6.2f}  {verdict}{extra}")
    if figure > limit:
        failures.append(name)

startup = budget["startup"]
reference = instructions(startup["reference"])
print(f"start-up: instructions of a whole run; limit {startup['maxRatioToReference']} x "
      f"{' '.join(startup['reference'])} ({reference:,}) unless a command has its own")
print(f"{'':<34} {'figure':>12} {'limit':>12} {'ratio':>6}")
for name, entry in startup["commands"].items():
    ratio = entry.get("maxRatioToReference", startup["maxRatioToReference"])
    figure = instructions([binary] + entry["command"])
    report(name, figure, ratio * reference, f"  ({figure / reference:.2f} x date, limit {ratio} x)")

lines = budget["perLine"]
few, many = lines["lines"]
def per_line(command):
    return (instructions(expand(command, many)) - instructions(expand(command, few))) / (many - few)
seq = per_line(lines["reference"])
print(f"\nper line: instructions a line, from runs of {few} and {many} lines; "
      f"{' '.join(lines['reference'][:1])} takes {seq:,.0f}")
print(f"{'':<34} {'figure':>12} {'limit':>12} {'ratio':>6}")
for name, entry in lines["commands"].items():
    figure = per_line([binary] + entry["command"])
    report(name, figure, entry["limit"], f"  ({figure / seq:.1f} x seq)")

if failures:
    print(f"\nperf-budget: past the budget: {', '.join(failures)}", file=sys.stderr)
    sys.exit(1)
print("\nperf-budget: every figure is within bench/budget.json")
PYTHON
