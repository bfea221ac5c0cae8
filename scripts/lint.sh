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


# Swift Testing's time limits count the time a test waits for a thread, so on a
# loaded machine they fail tests that do not hang: a run that could hang gets a
# bound of its own instead (Tests/tlschedTests/TestSupport).
if grep -rn --include='*.swift' -E '\.timeLimit\(' Tests; then
  echo "lint.sh: no .timeLimit in Tests; bound the run that could hang instead" >&2
  exit 1
fi

# Comments give the reason for a choice; measured figures live in bench/budget.json
# and CHANGELOG.md, where they are kept true.
if grep -rn --include='*.swift' -E '//.*([0-9][0-9,]* *(K |M )?instructions|callgrind)' Sources; then
  echo "lint.sh: a source comment quotes a measured figure; keep the reason, move the figure to bench/budget.json or CHANGELOG.md" >&2
  exit 1
fi

# Unsafe code stays in the folders fenced for it: Sources/TimelineInspector/Bytes
# (the code that reads and writes raw bytes) and Sources/TimelineInspector/Platform
# (the C library). The executables' two entry files speak C's ABI and are the only
# other exception. Attributes that trade safety or plainness for speed live there too.
fenced='^Sources/TimelineInspector/(Bytes|Platform)/|^Sources/tlsched/RuntimeArguments\.swift:|^Sources/tlsched-fuzz/main\.swift:'
if grep -rnE --include='*.swift' '[Uu]nsafe|@inline\(|@exclusivity|Unmanaged' Sources | grep -vE "$fenced"; then
  echo "lint.sh: unsafe code, @inline or @exclusivity outside Sources/TimelineInspector/{Bytes,Platform}" >&2
  exit 1
fi
