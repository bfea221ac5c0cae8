#!/bin/sh
# Prints docs/tlsched.1 as it is installed: with the version the binary reports
# (`tlsched --version`), so the manual page's version is never kept by hand.
#
#   scripts/man-page.sh BINARY > PREFIX/share/man/man1/tlsched.1
set -eu
root="$(cd "$(dirname "$0")/.." && pwd -P)"
if [ $# -ne 1 ]; then
  echo "usage: scripts/man-page.sh BINARY" >&2
  exit 64
fi
# `tlsched 1.2.0`, or `tlsched (built outside git: version unknown)`.
version="$("$1" --version)"
# Only the .TH line's "tlsched" field changes; sed's replacement must not read
# '&', '\' or '|' in the version as its own.
safe="$(printf '%s' "$version" | sed 's/[&\\|]/\\&/g')"
sed '1s|"tlsched"|"'"$safe"'"|' "$root/docs/tlsched.1"
