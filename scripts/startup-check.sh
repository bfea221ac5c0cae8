#!/usr/bin/env bash
# Checks what start-up speed rests on in a release binary, as CI runs it on the
# tarball's binary:
#
#   scripts/startup-check.sh BINARY
#
# - the page faults of the benchmark's first command (the fewest of 20 runs) stay
#   within a bound: the release link lays out what start-up touches together
#   (scripts/release-flags.bash), and a build that lost that layout, or a start-up
#   that came to touch much more, faults far more often;
# - the process's arguments come from tlsched's own hook (Sources/tlsched/
#   RuntimeArguments.swift), not from the runtime reading /proc/self/maps.
#
# Needs python3 and strace. Exits 1, saying which, when a check fails.
set -euo pipefail

if [[ $# -ne 1 ]]; then
  echo "usage: scripts/startup-check.sh BINARY" >&2
  exit 64
fi
binary="$1"
for tool in python3 strace; do
  if ! command -v "$tool" >/dev/null; then
    echo "startup-check.sh: needs $tool" >&2
    exit 69
  fi
done

# The bound sits between the laid-out and the plain release binary, with room for
# the few faults a run varies by: `perf stat -e page-faults` counted 95 laid out and
# 155 without the layout for this command (d23df69, stripped, on the CI machine kind:
# 2 cores, Debian 12, Swift 6.3.1); a bound of 120 fails a build that lost the layout
# and passes one that gained ten faults.
max_faults=120
command=(periodic --now 2025-01-01T00:00:00Z --from 2025-01-01T00:00:00Z --by 1 --count 1)

# A child started by posix_spawn (vfork-like: no copy of the parent's pages), its
# minor and major faults read from wait4's rusage.
faults="$(python3 - "$binary" "${command[@]}" <<'PYTHON'
import os, sys
null = os.open(os.devnull, os.O_WRONLY)
counts = []
for _ in range(20):
    pid = os.posix_spawn(sys.argv[1], sys.argv[1:], {},
                         file_actions=[(os.POSIX_SPAWN_DUP2, null, 1)])
    _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"startup-check.sh: the command exited with status {status}")
    counts.append(usage.ru_minflt + usage.ru_majflt)
print(min(counts))
PYTHON
)"
if ((faults > max_faults)); then
  echo "startup-check.sh: start-up took $faults page faults, more than $max_faults" >&2
  exit 1
fi
echo "startup-check.sh: start-up took $faults page faults (at most $max_faults)" >&2

# The files start-up opens. strace's last line says the process exited, so an
# empty list is a run that opened nothing, not a trace that failed.
trace="$(mktemp)"
trap 'rm -f "$trace"' EXIT
strace -f -e trace=open,openat -o "$trace" "$binary" "${command[@]}" >/dev/null
if ! grep -q '+++ exited with 0 +++' "$trace"; then
  echo "startup-check.sh: strace did not see the command exit" >&2
  exit 1
fi
if grep -q '/proc/self/maps' "$trace"; then
  echo "startup-check.sh: start-up reads /proc/self/maps: the runtime's arguments hook is not in effect" >&2
  exit 1
fi
echo "startup-check.sh: start-up does not read /proc/self/maps" >&2
