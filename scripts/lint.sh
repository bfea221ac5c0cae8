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

