#!/bin/sh
# Writes the README's picture, docs/wrist-down-countdown.svg: the 5-minute countdown of the
# README's tour (Text(timerInterval:) wrist down, no workout session) drawn by
# `tlsched --format svg`. Run it after a change to the picture's layout; a test
# (ReadmePictureTests) checks that the committed file is what this writes.
#
#   scripts/readme-picture.sh [FILE]     default FILE: docs/wrist-down-countdown.svg
#
# The binary is $TLSCHED if set, else the debug build's (`swift build` first).
set -eu
root="$(cd "$(dirname "$0")/.." && pwd -P)"
tlsched="${TLSCHED:-$root/.build/debug/tlsched}"
out="${1:-$root/docs/wrist-down-countdown.svg}"
"$tlsched" text-timer-interval --from 2025-01-01T00:00:00Z --to +5m \
  --now 2025-01-01T00:00:00Z --view --mode low-frequency --until +5m --format svg > "$out.tmp"
mv "$out.tmp" "$out"
