#!/usr/bin/env bash
# Builds tlsched as a static release binary and installs it, its manual page (with the
# binary's version), its shell completions, and its documentation (share/doc/tlsched:
# README.md, LICENSE.txt, cli.md, semantics.md) under PREFIX (default /usr/local).
#
#   scripts/install.sh [PREFIX]
#
# The build is two links of one compile (scripts/release-flags.bash says why): the
# first binary's start-up is profiled under valgrind (scripts/startup-order.sh),
# and the second is laid out as that profile lists. Without valgrind or python3
# the first binary is installed: it does the same, and starts a little slower.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
prefix="${1:-/usr/local}"

# The version plugin runs only when SwiftPM reads the manifest again, which it does
# when the commit, its tag or its clean state changes, but not for every change that
# moves `git describe` (swiftlang/swift-package-manager#5476): a newer manifest date
# makes it read the manifest, so the binary carries the checkout's version.
touch Package.swift
source scripts/release-flags.bash
bin_path="$(swift build "${release_flags[@]}" --show-bin-path)"
binary="$bin_path/tlsched"
# The order is written from the binary being built, next to it (under .build/,
# which git ignores): no list is kept by hand.
order="$bin_path/startup.order"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# SwiftPM does not know a link reads the order or writes a map: link anew each time
# (seconds), so that the binary always has the layout of this build's own profile.
rm -f "$binary" "$order"
swift build "${release_flags[@]}" -Xlinker "-Map=$work/tlsched.map" --product tlsched >&2
if scripts/startup-order.sh "$binary" "$work/tlsched.map" "$order"; then
  rm -f "$binary"
  order_flags "$order"
  swift build "${release_flags[@]}" "${order_flags[@]}" --product tlsched >&2
else
  echo "install.sh: installing the binary without a start-up layout" >&2
fi

install -D -m 755 "$binary" "$prefix/bin/tlsched"
# Without its debug sections the binary is smaller and starts faster (fewer pages to map).
if command -v strip >/dev/null; then strip "$prefix/bin/tlsched"; fi
mkdir -p "$prefix/share/man/man1" "$prefix/share/doc/tlsched"
# The page carries the version the installed binary reports, not one kept by hand.
scripts/man-page.sh "$prefix/bin/tlsched" > "$prefix/share/man/man1/tlsched.1"
# What the manual page's SEE ALSO names, under the prefix rather than at its top.
install -m 644 README.md LICENSE.txt "$prefix/share/doc/tlsched/"
install -m 644 docs/cli.md docs/semantics.md "$prefix/share/doc/tlsched/"
mkdir -p "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
  "$prefix/share/fish/vendor_completions.d"
"$prefix/bin/tlsched" completions bash > "$prefix/share/bash-completion/completions/tlsched"
"$prefix/bin/tlsched" completions zsh > "$prefix/share/zsh/site-functions/_tlsched"
"$prefix/bin/tlsched" completions fish > "$prefix/share/fish/vendor_completions.d/tlsched.fish"
echo "installed $prefix/bin/tlsched" >&2
