#!/usr/bin/env bash
# Checks the code against .swift-format with the toolchain's swift-format, failing on
# any finding (CI runs it). `swift format -i -r` with the same paths fixes most findings.
#
#   scripts/lint.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
paths=(Package.swift Sources Tests Plugins)
if [[ -d Examples ]]; then paths+=(Examples); fi
swift format lint --strict --recursive --parallel "${paths[@]}"

# The standard library's joined(separator:) is not specialized outside it, and its
# first call costs a JSON, CSV or error run a third of its start-up
# (Sources/TimelineInspector/Support/JoinedText.swift says why): use joinedText.
if grep -rn --include='*.swift' -E '\.joined\(' Sources; then
  echo "lint.sh: use joinedText(separator:) instead of joined(separator:) in Sources" >&2
  exit 1
fi
