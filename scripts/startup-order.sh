#!/usr/bin/env bash
# Rewrites scripts/startup.order, the list of what tlsched's start-up touches that
# the release link puts together (see scripts/release-flags.bash), or checks it.
#
#   scripts/startup-order.sh           build, run the start-up commands below under
#                                      valgrind, rewrite scripts/startup.order
#   scripts/startup-order.sh --check   build, run them, and fail if they run a
#                                      function of tlsched's own that the file lacks
#                                      (CI runs this; a stale file only costs speed)
#
# Run it after changing what tlsched does at start-up, and commit the file. It needs
# valgrind and python3, and takes about a minute on top of the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
source scripts/release-flags.bash

for tool in valgrind python3; do
  if ! command -v "$tool" >/dev/null; then
    echo "startup-order.sh: needs $tool" >&2
    exit 69
  fi
done

mode=write
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  *) echo "usage: scripts/startup-order.sh [--check]" >&2; exit 64 ;;
esac

# The commands whose start-up is laid out, the benchmark's first (its names come
# first in the file): each command, JSON, a view, a named zone, an error, help.
now=2025-01-01T00:00:00Z
commands=(
  "periodic --now $now --from $now --by 1 --count 1"
  "periodic --now $now --from $now --by 1 --count 1 --format json"
  "periodic --now $now --from $now --by 1 --count 1 --view"
  "every-minute --now $now --count 1"
  "every-minute --now $now --count 1 --tz Europe/Paris"
  "explicit $now --now $now --count 1"
  "animation --now $now --count 1"
  "text-timer --now $now --to 2025-01-01T00:01:00Z --count 1"
  "text-timer-interval --now $now --to 2025-01-01T00:01:00Z --count 1"
  "wall-clock --now $now --count 1"
  "periodic --by x"
  "--help"
)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
build=("${release_flags[@]}" --product tlsched)
# Writing needs the link map, for the size of the section each name lives in.
if [[ $mode == write ]]; then build+=(-Xlinker "-Map=$work/tlsched.map"); fi
swift build "${build[@]}" >&2
binary="$(swift build "${release_flags[@]}" --show-bin-path)/tlsched"

mkdir "$work/runs"
index=0
for command in "${commands[@]}"; do
  index=$((index + 1))
  run="$work/runs/$(printf %02d "$index")"
  # Arguments split on spaces on purpose: none of the commands quotes anything. The
  # error's exit status is expected, so statuses are not checked: the files are.
  # shellcheck disable=SC2086
  valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no \
    --callgrind-out-file="$run.callgrind" "$binary" $command >/dev/null 2>&1 || true
  if [[ $mode == write ]]; then
    # shellcheck disable=SC2086
    valgrind --tool=lackey --trace-mem=yes --log-file="$run.lackey" \
      "$binary" $command >/dev/null 2>&1 || true
  fi
  traces=("$run.callgrind")
  if [[ $mode == write ]]; then traces+=("$run.lackey"); fi
  for trace in "${traces[@]}"; do
    if [[ ! -s $trace ]]; then
      echo "startup-order.sh: valgrind left no $(basename "$trace") for: tlsched $command" >&2
      exit 1
    fi
  done
done

if [[ $mode == write ]]; then
  python3 scripts/startup_order.py write "$work/tlsched.map" "$binary" "$work/runs" \
    scripts/startup.order
else
  python3 scripts/startup_order.py check "$binary" "$work/runs" scripts/startup.order
fi
