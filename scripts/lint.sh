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

# Unsafe code is fenced by type, not by folder: it may appear only in the files of
# the types below, wherever their folder is, and in the platform layer
# (Sources/TimelineInspector/Platform, the C library). The executables' two entry
# files speak C's ABI and are the only other exception. Attributes that trade
# safety or plainness for speed live there too. To fence a new type, add its file
# here with the reason in its doc comment.
fenced_types=(
  # The exact date reader and writers: dates read and written as bytes.
  DateReader DateWriter DatePrinter FixedWidthDateWriter UnixSecondsWriter WrittenDay
  LocalDaySpan PatternDayCache DateFormatPattern DateTextScanner
  # Input files read a line at a time into a fixed buffer.
  DateLines
  # The output buffer, the rows lent from it and the batches of rows.
  OutputBuffer OutputCapture RowBytes RowBatch RowLayout RowWords ReportSink Report+Rows
  # The line formats' row layouts, written straight into a lent row.
  TextWriter SeparatedValuesWriter JSONWriter NDJSONWriter JSONRowObject JSONText
)
fenced="^Sources/TimelineInspector/Platform/|^Sources/tlsched/RuntimeArguments\.swift:|^Sources/tlsched-fuzz/main\.swift:"
for type in "${fenced_types[@]}"; do
  fenced+="|^Sources/TimelineInspector/([A-Za-z]+/)*${type//+/\\+}\.swift:"
done
if grep -rnE --include='*.swift' '[Uu]nsafe|@inline\(|@exclusivity|Unmanaged' Sources | grep -vE "$fenced"; then
  echo "lint.sh: unsafe code, @inline or @exclusivity outside the types fenced for it (scripts/lint.sh, fenced_types) and Sources/TimelineInspector/Platform" >&2
  exit 1
fi
