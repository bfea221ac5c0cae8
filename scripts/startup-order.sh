#!/usr/bin/env bash
# Writes the start-up order of a release binary: the functions and variables its
# start-up touches, which the release's second link lays out together (see
# scripts/release-flags.bash). scripts/install.sh runs it on its first link; it is
# not meant to be run by hand.
#
#   scripts/startup-order.sh BINARY MAP ORDER
#
# BINARY is the unstripped first link, MAP its lld link map (-Map), ORDER the file
# to write. It runs the start-up commands below under valgrind (callgrind for the
# functions run, lackey for the variables touched): about a minute. Exits 69 when
# valgrind or python3 is missing, 1 when a run leaves no trace.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -ne 3 ]]; then
  echo "usage: scripts/startup-order.sh BINARY MAP ORDER" >&2
  exit 64
fi
binary="$1" map="$2" order="$3"
for tool in valgrind python3; do
  if ! command -v "$tool" >/dev/null; then
    echo "startup-order.sh: needs $tool" >&2
    exit 69
  fi
done

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

runs="$(mktemp -d)"
trap 'rm -rf "$runs"' EXIT
index=0
for command in "${commands[@]}"; do
  index=$((index + 1))
  run="$runs/$(printf %02d "$index")"
  # Arguments split on spaces on purpose: none of the commands quotes anything. The
  # error's exit status is expected, so statuses are not checked: the files are.
  # shellcheck disable=SC2086
  valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no \
    --callgrind-out-file="$run.callgrind" "$binary" $command >/dev/null 2>&1 || true
  # shellcheck disable=SC2086
  valgrind --tool=lackey --trace-mem=yes --log-file="$run.lackey" \
    "$binary" $command >/dev/null 2>&1 || true
  for trace in "$run.callgrind" "$run.lackey"; do
    if [[ ! -s $trace ]]; then
      echo "startup-order.sh: valgrind left no $(basename "$trace") for: tlsched $command" >&2
      exit 1
    fi
  done
done

python3 scripts/startup_order.py "$map" "$binary" "$runs" "$order"
