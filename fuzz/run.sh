#!/usr/bin/env bash
# Builds the libFuzzer target over tlsched's argument parser and date reader,
# then fuzzes it for SECONDS seconds (default 60) from the seed corpus.
#
#   fuzz/run.sh 30           # a short pass (CI runs this)
#   fuzz/run.sh 3600 -jobs=2 # longer; extra arguments go to libFuzzer
#   FUZZ_SANITIZERS=fuzzer fuzz/run.sh 3600   # without AddressSanitizer: about 2.3x
#                                             # the executions per second
#
# Exits non-zero if the fuzzer finds a crash; the input is left in fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
seconds="${1:-60}"
shift || true

# One -sanitize flag naming both: given as two flags, ASan drops the coverage libFuzzer needs.
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
scratch=".build-fuzz-${sanitizers//,/-}"
swift build -c release --product tlsched-fuzz --scratch-path "$scratch" \
  -Xswiftc -sanitize="$sanitizers" -Xswiftc -DFUZZING >&2

# The seed corpus stays as committed; what the fuzzer learns goes to a scratch copy.
mkdir -p fuzz/corpus-run fuzz/artifacts
cp -n fuzz/corpus/* fuzz/corpus-run/ 2>/dev/null || true

# Swift's crash handler would swallow the signal libFuzzer needs to save the input.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
"$scratch/release/tlsched-fuzz" fuzz/corpus-run \
  -max_total_time="$seconds" -max_len=512 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=fuzz/artifacts/ -print_final_stats=1 "$@"
