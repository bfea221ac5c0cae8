#!/usr/bin/env bash
# Builds tlsched as a static release binary and installs it, its manual page and
# its shell completions under PREFIX (default /usr/local).
#
#   scripts/install.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
prefix="${1:-/usr/local}"

# The version plugin runs only when SwiftPM reads the manifest again, which it does
# when the commit, its tag or its clean state changes, but not for every change that
# moves `git describe` (swiftlang/swift-package-manager#5476): a newer manifest date
# makes it read the manifest, so the binary carries the checkout's version.
touch Package.swift
# The release build's flags (shared with scripts/startup-order.sh; see that file).
source scripts/release-flags.bash
binary="$(swift build "${release_flags[@]}" --show-bin-path)/tlsched"
# SwiftPM does not know the link reads scripts/startup.order: link anew each time
# (seconds), so that the binary always has the file's layout.
rm -f "$binary"
swift build "${release_flags[@]}" --product tlsched >&2

install -D -m 755 "$binary" "$prefix/bin/tlsched"
# Without its debug sections the binary is smaller and starts faster (fewer pages to map).
if command -v strip >/dev/null; then strip "$prefix/bin/tlsched"; fi
install -D -m 644 docs/tlsched.1 "$prefix/share/man/man1/tlsched.1"
mkdir -p "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
  "$prefix/share/fish/vendor_completions.d"
"$prefix/bin/tlsched" completions bash > "$prefix/share/bash-completion/completions/tlsched"
"$prefix/bin/tlsched" completions zsh > "$prefix/share/zsh/site-functions/_tlsched"
"$prefix/bin/tlsched" completions fish > "$prefix/share/fish/vendor_completions.d/tlsched.fish"
echo "installed $prefix/bin/tlsched" >&2
