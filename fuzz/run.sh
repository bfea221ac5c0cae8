#!/usr/bin/env bash
# Builds tlsched's libFuzzer targets and fuzzes each for SECONDS seconds
# (default 60) from its seed corpus:
#   parser      the argument parser, the date reader and the formats (fuzz/corpus)
#   dates-file  the dates-file reader, fed in chunks and checked against a whole
#               reading, with a 512 MB memory limit: its buffer must stay bounded
#               (fuzz/corpus-dates-file)
#   output      random rows, dates, patterns, zones and formats through the output
#               writers, every write bounds-checked (fuzz/corpus-output)
#   style       the input as a text-format --style, parsed, run and rendered; a
#               refusal must be three short lines, and no style may run out of
#               stack (fuzz/corpus-style, with Swift's tokens in fuzz/style.dict)
#
#   fuzz/run.sh 30                         # every target, a short pass
#   FUZZ_TARGET=dates-file fuzz/run.sh 600 # one target
#   fuzz/run.sh 3600 -jobs=2               # longer; extra arguments go to libFuzzer
#   FUZZ_SANITIZERS=fuzzer fuzz/run.sh 3600   # without AddressSanitizer: about 2.3x
#                                             # the executions per second
#   FUZZ_CONFIGURATION=debug fuzz/run.sh 30   # a debug build: quick to build, slower
#                                             # to run (CI's short pass)
#   FUZZ_JOBS=1 fuzz/run.sh 60               # one target at a time
#
# A fuzzer uses one core, so the targets run side by side, as many at once as the
# machine has cores (FUZZ_JOBS): each still fuzzes for its SECONDS. A target's output
# is printed whole when it ends, never interleaved with another's.
#
# Exits non-zero if a fuzzer finds a crash; the input is left in fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
seconds="${1:-60}"
shift || true
targets="${FUZZ_TARGET:-parser dates-file output style}"

# One -sanitize flag naming both: given as two flags, ASan drops the coverage libFuzzer needs.
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
# release by default; CI's short pass uses debug, which builds in a fraction of the time.
configuration="${FUZZ_CONFIGURATION:-release}"
scratch=".build-fuzz-${sanitizers//,/-}-$configuration"

# Swift's crash handler would swallow the signal libFuzzer needs to save the input.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
mkdir -p fuzz/artifacts

# Sets a target's seed corpus and libFuzzer limits; fails for an unknown target.
settings() {
  case "$1" in
    parser) corpus=corpus limits=(-max_len=512 -rss_limit_mb=2048) ;;
    dates-file)
      corpus="corpus-dates-file"
      limits=(-max_len=16384 -rss_limit_mb=512 -malloc_limit_mb=64)
      ;;
    output) corpus=corpus-output limits=(-max_len=4096 -rss_limit_mb=1024) ;;
    # A little over the 4096 bytes a style may hold, so the limit itself is fuzzed.
    style) corpus=corpus-style limits=(-max_len=4200 -rss_limit_mb=1024 -dict=fuzz/style.dict) ;;
    *) return 1 ;;
  esac
}

for target in $targets; do
  if ! settings "$target"; then
    echo "fuzz/run.sh: unknown target '$target' (parser, dates-file, output or style)" >&2
    exit 64
  fi
done

# One program holds every target; TLSCHED_FUZZ_TARGET picks one.
swift build -c "$configuration" --product tlsched-fuzz --scratch-path "$scratch" \
  -Xswiftc -sanitize="$sanitizers" -Xswiftc -DFUZZING >&2

# Fuzzes one target, its output into its log.
fuzz() {
  local target="$1" corpus limits
  shift
  settings "$target"
  # The seed corpus stays as committed; what the fuzzer learns goes to a scratch copy.
  mkdir -p "fuzz/$corpus-run"
  cp -n "fuzz/$corpus"/* "fuzz/$corpus-run/" 2>/dev/null || true
  # exec: the job's process is the fuzzer itself, so a stop passed on reaches it.
  TLSCHED_FUZZ_TARGET="$target" exec "$scratch/$configuration/tlsched-fuzz" "fuzz/$corpus-run" \
    -max_total_time="$seconds" -timeout=10 "${limits[@]}" \
    -artifact_prefix=fuzz/artifacts/ -print_final_stats=1 "$@" >"$logs/$target" 2>&1
}

jobs="${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}"
logs="$(mktemp -d)"
running=() names=() failed=()
# Without job control a background job ignores Ctrl-C, so a stop is passed on by hand.
trap 'kill -TERM "${running[@]}" 2>/dev/null || true; rm -rf "$logs"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Waits for the oldest running target (they all run for the same time), then
# prints its output.
finish_oldest() {
  if ! wait "${running[0]}"; then failed+=("${names[0]}"); fi
  echo "fuzz/run.sh: ${names[0]}:" >&2
  cat "$logs/${names[0]}" >&2
  running=("${running[@]:1}") names=("${names[@]:1}")
}

for target in $targets; do
  if ((${#running[@]} >= jobs)); then finish_oldest; fi
  fuzz "$target" "$@" &
  running+=("$!") names+=("$target")
done
while ((${#running[@]} > 0)); do finish_oldest; done

if ((${#failed[@]} > 0)); then
  echo "fuzz/run.sh: the fuzzer failed on: ${failed[*]} (inputs in fuzz/artifacts/)" >&2
  exit 1
fi
