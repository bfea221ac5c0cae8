#!/usr/bin/env bash
# tlsched benchmark (issue 4, and the live-lateness measurement of issue 6).
#
#   bench/run.sh                  every measurement; writes bench/RESULTS.md
#   bench/run.sh --only GROUP     one throughput group (e.g. text-format), with only the
#                                 inputs and checks it needs; prints its figures and leaves
#                                 bench/RESULTS.md alone (record them there by hand)
#
# Builds the fully static release binary, checks that it still knows named time zones,
# then times every measurement side by side with its reference in the same run (the
# commands of a measurement run round-robin, several repetitions each, median reported),
# prints a table of figures, ratios and targets, and writes bench/RESULTS.md with the
# figures, the machine and the exact commands.
#
# Public tools only: bash, coreutils, GNU date, python3, hyperfine and GNU time (both
# installed with apt-get when missing; without apt, python timing/rusage loops are used).
# Takes a few minutes. Run it on a quiet machine: the figures are wall-clock times.
# BENCH_NO_HYPERFINE=1 / BENCH_NO_GNU_TIME=1 force the python fallbacks (to test them).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
export LC_ALL=C

# ----------------------------------------------------------------------------- settings
N=10000000          # dates per throughput run
NS=1000000          # lines GNU date and the Python loop are timed on (scaled ×N/NS), and
                    # the size of the explicit-dates file
NF=200000           # boundaries of the text-format run: Foundation's formatter bounds it
REPS=5              # runs of each tlsched command and of seq
REF_REPS=3          # runs of each slow reference (GNU date, Python): several seconds each
CS_RUNS=200         # cold start: runs of each command (hyperfine), in CS_ROUNDS alternating
CS_ROUNDS=40        #   rounds, each command's block after CS_WARMUP unmeasured runs
CS_WARMUP=3
RSS_REPS=3          # peak-memory runs of each command
LIVE_RUNS=3         # live lateness: runs of tlsched and of the reference, LIVE_COUNT lines
LIVE_COUNT=220      #   each, one every LIVE_BY seconds (the first line, printed at once by
LIVE_BY=0.05        #   design, is skipped)
NOW=2025-01-01T00:00:00Z
T0=1735689600       # $NOW as Unix time
# The binary measured is the one users install: scripts/install.sh builds it
# statically and strips it (see README, "Installing").
TL="$ROOT/.build-bench/bin/tlsched"
BUILD=(scripts/install.sh "$ROOT/.build-bench")
H=bench/harness.py
ISOFMT=+%Y-%m-%dT%H:%M:%SZ

# ------------------------------------------------------------------------------ helpers
die() { printf '\nbench/run.sh: ERROR: %s\n' "$*" >&2; exit 1; }
step() { printf '\n== %s\n' "$*" >&2; }

GROUPS_ALL="periodic-null periodic-file minute-utc minute-paris formats dateformats text text-format explicit"
ONLY=""
case "${1:-}" in
  "") ;;
  --only)
    ONLY=${2:-}
    [[ " $GROUPS_ALL " == *" $ONLY "* ]] || die "--only takes one of: $GROUPS_ALL"
    ;;
  *) die "usage: bench/run.sh [--only GROUP]" ;;
esac
# Whether this run measures GROUP.
want() { [ -z "$ONLY" ] || [ "$ONLY" = "$1" ]; }
# Whether this run needs the shared input files (the date lists the references read).
needs_inputs() { [ -z "$ONLY" ] || [[ " periodic-null periodic-file minute-utc minute-paris explicit " == *" $ONLY "* ]]; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/tlsched-bench.XXXXXX")
cleanup() { rm -rf "$TMP"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
RES=$TMP/res
mkdir "$RES"
export BENCH_TMP=$TMP

warn() { printf 'bench/run.sh: WARNING: %s\n' "$*" >&2; printf '%s\n' "$*" >>"$RES/warnings.txt"; }
setup_cmd() { printf '%s\n' "$*" >>"$RES/setup_commands.txt"; }
other_cmd() { printf '%s\n' "$*" >>"$RES/other_commands.txt"; }
machine() { printf '%s\t%s\n' "$1" "$2" >>"$RES/machine.tsv"; }
first_line() { local s; s=$("$@" 2>&1 || true); printf '%s\n' "${s%%$'\n'*}"; }
expect_eq() { [ "$2" = "$3" ] || die "$1: got '$2', expected '$3'"; }
# Same content, or a loud warning (recorded in RESULTS.md): the reference then does not
# do exactly tlsched's work.
same_or_warn() {
  cmp -s "$2" "$3" || warn "$1: outputs differ ($(cmp "$2" "$3" 2>&1 | head -n1 | sed "s|$TMP|\$TMP|g"))"
}

apt_install() {
  command -v apt-get >/dev/null || return 1
  local sudo=()
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || return 1
    sudo=(sudo -n)
  fi
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$1" >/dev/null 2>&1 && return 0
  "${sudo[@]}" apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$1" >/dev/null 2>&1
}

# ------------------------------------------------------------------------------- tools
step "Tools"
command -v python3 >/dev/null || die "python3 is required"
command -v swift >/dev/null || die "swift is required (looked in PATH and /opt/swift/usr/bin)"
[[ "$(date --version 2>/dev/null || true)" == *"GNU coreutils"* ]] || die "GNU date is required"
[ -x /bin/date ] || die "/bin/date is required"
if ! command -v hyperfine >/dev/null; then
  echo "installing hyperfine with apt-get…" >&2
  apt_install hyperfine || warn "hyperfine unavailable (apt-get failed); cold start timed with a python loop instead"
fi
HAVE_HF=0; command -v hyperfine >/dev/null && [ -z "${BENCH_NO_HYPERFINE:-}" ] && HAVE_HF=1
if [ ! -x /usr/bin/time ]; then
  echo "installing GNU time with apt-get…" >&2
  apt_install time || warn "GNU time unavailable (apt-get failed); peak RSS read with python's getrusage instead"
fi
HAVE_TIME=0; [ -x /usr/bin/time ] && [ -z "${BENCH_NO_GNU_TIME:-}" ] && HAVE_TIME=1
echo "hyperfine: $([ $HAVE_HF = 1 ] && hyperfine --version || echo 'no (python loop)');" \
     "GNU time: $([ $HAVE_TIME = 1 ] && echo yes || echo 'no (python getrusage)')" >&2

# ------------------------------------------------------------------------------- build
step "Building: ${BUILD[*]}"
setup_cmd "${BUILD[*]}"
build_ok=0
for attempt in 1 2 3; do
  if "${BUILD[@]}" >"$TMP/build.log" 2>&1; then build_ok=1; break; fi
  # Sources edited while the build ran (someone else at work here): build again.
  grep -q 'was modified during the build' "$TMP/build.log" || break
  echo "a source file changed during the build; building again…" >&2
done
if [ $build_ok = 0 ]; then
  tail -n 40 "$TMP/build.log" >&2
  die "the release build failed"
fi
grep -E 'Compiling|Build of product|Build complete' "$TMP/build.log" | tail -n 3 >&2 || true
[ -x "$TL" ] || die "$TL was not built"

step "Checking the static binary knows named time zones"
setup_cmd "env -i $TL every-minute --now 2025-01-15T12:00:00Z --tz Europe/Paris --count 1   # 2025-01-15T13:00:00+01:00"
setup_cmd "env -i $TL every-minute --now 2025-07-15T12:00:00Z --tz Europe/Paris --count 1   # 2025-07-15T14:00:00+02:00"
out=$(env -i "$TL" every-minute --now 2025-01-15T12:00:00Z --tz Europe/Paris --count 1 2>&1) ||
  die "the static binary rejects --tz Europe/Paris: $out"
expect_eq "static binary, --tz Europe/Paris in winter" "$out" "2025-01-15T13:00:00+01:00"
out=$(env -i "$TL" every-minute --now 2025-07-15T12:00:00Z --tz Europe/Paris --count 1 2>&1) ||
  die "the static binary rejects --tz Europe/Paris: $out"
expect_eq "static binary, --tz Europe/Paris in summer" "$out" "2025-07-15T14:00:00+02:00"
echo "ok: $TL knows Europe/Paris (+01:00 in winter, +02:00 in summer)" >&2

# ------------------------------------------------------------------------------ machine
machine "Started" "$(date -u '+%Y-%m-%d %H:%M:%S UTC')"
machine "nproc" "$(nproc)"
machine "CPU" "$(grep -m1 '^model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
machine "Kernel" "$(uname -srvm)"
machine "OS" "$(. /etc/os-release 2>/dev/null && echo "${PRETTY_NAME:-?}")"
machine "Memory" "$(awk '/^MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
machine "Load average at start" "$(cut -d' ' -f1-3 /proc/loadavg)"
machine "Swift" "$(first_line swift --version)"
rev=$(git rev-parse --short HEAD 2>/dev/null || echo '?')
[ -n "$(git status --porcelain 2>/dev/null)" ] && rev="$rev (with uncommitted changes)"
machine "tlsched" "$(first_line "$TL" --version), commit $rev"
linkage=$(ldd "$TL" 2>&1 || true)
[[ $linkage == *"not a dynamic"* ]] && linkage="fully static" || linkage="dynamically linked"
machine "Binary" "$TL, $(stat -c %s "$TL") bytes, $linkage"
machine "References" "$(first_line date --version); $(first_line seq --version); $(first_line python3 --version); $([ $HAVE_HF = 1 ] && first_line hyperfine --version || echo 'no hyperfine'); $([ $HAVE_TIME = 1 ] && first_line /usr/bin/time --version || echo 'no GNU time')"
TMPFS=$( (df --output=fstype "$TMP" 2>/dev/null || echo "? ?") | tail -n1 | tr -d " ")

# ------------------------------------------------------------------ inputs and checks
step "Inputs, and checks that each reference does tlsched's work (untimed; also warms caches)"
P=(periodic --now "$NOW" --from "$NOW" --by 1)
LAST=$(date -u -d "@$((T0 + N - 1))" "$ISOFMT")
if needs_inputs; then

setup_cmd "seq $T0 $((T0 + NS - 1)) | sed 's/^/@/' > \$TMP/unix.txt                  # first $NS instants of the periodic run"
seq "$T0" "$((T0 + NS - 1))" | sed 's/^/@/' >"$TMP/unix.txt"
setup_cmd "seq $T0 60 $((T0 + 60 * (NS - 1))) | sed 's/^/@/' > \$TMP/unix-minutes.txt   # first $NS minutes"
seq "$T0" 60 "$((T0 + 60 * (NS - 1)))" | sed 's/^/@/' >"$TMP/unix-minutes.txt"
setup_cmd "python3 $H genexplicit $T0 $NS > \$TMP/explicit.txt   # 2025-01-01T00:00:00Z, +1 s per line"
python3 "$H" genexplicit "$T0" "$NS" >"$TMP/explicit.txt"
setup_cmd "$TL every-minute --now $NOW --tz Europe/Paris --count $NS > \$TMP/tl-paris.txt"
"$TL" every-minute --now "$NOW" --tz Europe/Paris --count "$NS" >"$TMP/tl-paris.txt"
setup_cmd "python3 $H iso2unix < \$TMP/tl-paris.txt > \$TMP/unix-paris.txt   # the instants of tlsched's first $NS Paris minutes"
python3 "$H" iso2unix <"$TMP/tl-paris.txt" >"$TMP/unix-paris.txt"

# Each reference prints exactly what tlsched prints.
date -u -f "$TMP/unix.txt" "$ISOFMT" >"$TMP/date.txt"
same_or_warn "GNU date vs the explicit-dates file" "$TMP/date.txt" "$TMP/explicit.txt"
"$TL" "${P[@]}" --count "$NS" >"$TMP/tl.txt"
same_or_warn "tlsched periodic vs GNU date ($NS lines)" "$TMP/tl.txt" "$TMP/date.txt"
"$TL" every-minute --now "$NOW" --tz UTC --count "$NS" >"$TMP/tl.txt"
date -u -f "$TMP/unix-minutes.txt" "$ISOFMT" >"$TMP/date.txt"
same_or_warn "tlsched every-minute --tz UTC vs GNU date ($NS lines)" "$TMP/tl.txt" "$TMP/date.txt"
TZ=Europe/Paris date -f "$TMP/unix-paris.txt" +%Y-%m-%dT%H:%M:%S%:z >"$TMP/date.txt"
same_or_warn "tlsched every-minute --tz Europe/Paris vs TZ=Europe/Paris GNU date ($NS lines)" "$TMP/tl-paris.txt" "$TMP/date.txt"
"$TL" explicit --now "$NOW" --file "$TMP/explicit.txt" >"$TMP/tl.txt"
same_or_warn "tlsched explicit --file vs its input" "$TMP/tl.txt" "$TMP/explicit.txt"
date -u -f "$TMP/explicit.txt" "$ISOFMT" >"$TMP/date.txt"
same_or_warn "GNU date -f on the ISO file vs its input" "$TMP/date.txt" "$TMP/explicit.txt"
rm -f "$TMP/tl.txt" "$TMP/date.txt" "$TMP/tl-paris.txt"
fi
if want text-format; then
setup_cmd "swiftc -O bench/discrete_input_loop.swift -o \$TMP/discrete_input_loop   # the text-format reference"
swiftc -O bench/discrete_input_loop.swift -o "$TMP/discrete_input_loop"
# Both walk the same whole seconds: the loop ends on the date of tlsched's last line
# (which tlsched shows 1/30 s late).
expect_eq "text-format, lines" "$("$TL" text-format --style '.dateTime.hour().minute().second()' --now "$NOW" --count "$NF" | wc -l)" "$NF"
expect_eq "discreteInput loop, last date" "$("$TMP/discrete_input_loop" "$NF")" "$((757382400 + NF - 1)).0"
fi

# Every timed tlsched command prints the number of lines its rate is computed from.
if [ -z "$ONLY" ]; then
expect_eq "every-minute --tz UTC, lines" "$("$TL" every-minute --now "$NOW" --tz UTC --count "$N" | wc -l)" "$N"
expect_eq "every-minute --tz Europe/Paris, lines" "$("$TL" every-minute --now "$NOW" --tz Europe/Paris --count "$N" | wc -l)" "$N"
expect_eq "--format ndjson, lines" "$("$TL" "${P[@]}" --count "$N" --format ndjson | wc -l)" "$N"
expect_eq "--format json, date entries" "$("$TL" "${P[@]}" --count "$N" --format json | grep -c '^ *"[0-9]')" "$N"
expect_eq "--view, lines" "$("$TL" "${P[@]}" --count "$N" --view | wc -l)" "$N"
fi
echo "ok: references match tlsched's output; line counts checked" >&2

# --------------------------------------------------------------------------- throughput
# harness.py time runs the commands of a group round-robin (run 1 of each, run 2 of
# each, …), timing each process's wall-clock time; "lines" is what the command prints,
# "scale" turns a reference timed on NS lines into the time for N.
TLP="\"$TL\", \"periodic\", \"--now\", \"$NOW\", \"--from\", \"$NOW\", \"--by\", \"1\", \"--count\", \"$N\""
SCALE=$((N / NS))
group() { # group NAME: reads the command list (JSON) on stdin
  { printf '{"group": "%s", "commands": [\n' "$1"; cat; printf ']}\n'; } >"$TMP/spec-$1.json"
  python3 "$H" time "$TMP/spec-$1.json" "$RES/time-$1.json"
}

want periodic-null && step "Throughput: periodic text → /dev/null (GNU date and Python timed on $NS lines, ×$SCALE)"
want periodic-null && group periodic-null <<EOF
{"id": "tl", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP]},
{"id": "seq", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": ["seq", "1", "$N"]},
{"id": "date", "reps": $REF_REPS, "lines": $NS, "scale": $SCALE, "stdout": "/dev/null",
 "argv": ["date", "-u", "-f", "$TMP/unix.txt", "$ISOFMT"]},
{"id": "python", "reps": $REF_REPS, "lines": $NS, "scale": $SCALE, "stdout": "/dev/null",
 "argv": ["python3", "bench/py_datetime_ref.py", "$T0", "$NS"]}
EOF

want periodic-file && step "Throughput: periodic text → a file in \$TMP ($TMPFS)"
want periodic-file && group periodic-file <<EOF
{"id": "tl", "reps": $REPS, "lines": $N, "stdout": "$TMP/out-tl.txt", "argv": [$TLP]},
{"id": "seq", "reps": $REPS, "lines": $N, "stdout": "$TMP/out-seq.txt", "argv": ["seq", "1", "$N"]},
{"id": "date", "reps": $REF_REPS, "lines": $NS, "scale": $SCALE, "stdout": "$TMP/out-date.txt",
 "argv": ["date", "-u", "-f", "$TMP/unix.txt", "$ISOFMT"]},
{"id": "python", "reps": $REF_REPS, "lines": $NS, "scale": $SCALE, "stdout": "$TMP/out-python.txt",
 "argv": ["python3", "bench/py_datetime_ref.py", "$T0", "$NS"]}
EOF
if want periodic-file; then
expect_eq "periodic → file, lines" "$(wc -l <"$TMP/out-tl.txt")" "$N"
expect_eq "periodic → file, first line" "$(head -n1 "$TMP/out-tl.txt")" "$NOW"
expect_eq "periodic → file, last line" "$(tail -n1 "$TMP/out-tl.txt")" "$LAST"
expect_eq "seq → file, lines" "$(wc -l <"$TMP/out-seq.txt")" "$N"
head -n "$NS" "$TMP/out-tl.txt" >"$TMP/out-tl-head.txt"
same_or_warn "tlsched → file vs GNU date → file (first $NS lines)" "$TMP/out-tl-head.txt" "$TMP/out-date.txt"
same_or_warn "Python datetime loop → file vs GNU date → file" "$TMP/out-python.txt" "$TMP/out-date.txt"
rm -f "$TMP"/out-*.txt
fi

want minute-utc && step "Throughput: every-minute --tz UTC"
want minute-utc && group minute-utc <<EOF
{"id": "tl", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "every-minute", "--now", "$NOW", "--tz", "UTC", "--count", "$N"]},
{"id": "date", "reps": $REF_REPS, "lines": $NS, "scale": $SCALE, "stdout": "/dev/null",
 "argv": ["date", "-u", "-f", "$TMP/unix-minutes.txt", "$ISOFMT"]}
EOF

want minute-paris && step "Throughput: every-minute --tz Europe/Paris"
want minute-paris && group minute-paris <<EOF
{"id": "tl", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "every-minute", "--now", "$NOW", "--tz", "Europe/Paris", "--count", "$N"]},
{"id": "date", "reps": $REF_REPS, "lines": $NS, "scale": $SCALE, "stdout": "/dev/null", "env": {"TZ": "Europe/Paris"},
 "argv": ["date", "-f", "$TMP/unix-paris.txt", "+%Y-%m-%dT%H:%M:%S%:z"]}
EOF

want formats && step "Throughput: --format json, --format ndjson, --view, Always On's frames"
want formats && group formats <<EOF
{"id": "json", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--format", "json"]},
{"id": "ndjson", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--format", "ndjson"]},
{"id": "view", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--view"]},
{"id": "alwayson", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": [$TLP, "--view", "--mode", "low-frequency", "--session", "active"]},
{"id": "seq", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": ["seq", "1", "$N"]}
EOF

want dateformats && step "Throughput: date formats and CSV/TSV beside ISO text and the text view (issue 12: each at least half its rate)"
want dateformats && group dateformats <<EOF
{"id": "iso", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP]},
{"id": "unix", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--date-format", "unix"]},
{"id": "pattern", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--date-format", "+%a %d %b %Y %H:%M:%S %Z"]},
{"id": "csv", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--format", "csv"]},
{"id": "view", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--view"]},
{"id": "tsv", "reps": $REPS, "lines": $N, "stdout": "/dev/null", "argv": [$TLP, "--format", "tsv", "--view"]}
EOF

want text && step "Throughput: the Text schedules beside every-minute (issue 10: each at least half its rate)"
want text && group text <<EOF
{"id": "minute", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "every-minute", "--now", "$NOW", "--count", "$N"]},
{"id": "timer", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "text-timer", "--to", "2025-01-01T00:05:30Z", "--now", "$NOW", "--count", "$N"]},
{"id": "timer-lf", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "text-timer", "--to", "2025-01-01T00:05:30Z", "--now", "$NOW", "--mode", "low-frequency", "--count", "$N"]},
{"id": "countdown-lf", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "text-timer-interval", "--from", "$NOW", "--to", "2100-01-01T00:00:30Z", "--now", "$NOW", "--mode", "low-frequency", "--count", "$N"]},
{"id": "countup-lf", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "text-timer-interval", "--from", "$NOW", "--to", "2100-01-01T00:00:00Z", "--count-up", "--now", "$NOW", "--mode", "low-frequency", "--count", "$N"]},
{"id": "wall-second", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "wall-clock", "--unit", "second", "--now", "$NOW", "--count", "$N"]},
{"id": "wall-minute", "reps": $REPS, "lines": $N, "stdout": "/dev/null",
 "argv": ["$TL", "wall-clock", "--unit", "minute", "--now", "$NOW", "--count", "$N"]}
EOF

want text-format && step "Throughput: text-format beside a loop calling Foundation's discreteInput(after:) directly ($NF boundaries)"
want text-format && group text-format <<EOF
{"id": "tl", "reps": $REPS, "lines": $NF, "stdout": "/dev/null",
 "argv": ["$TL", "text-format", "--style", ".dateTime.hour().minute().second()", "--now", "$NOW", "--count", "$NF"]},
{"id": "loop", "reps": $REPS, "lines": $NF, "stdout": "/dev/null",
 "argv": ["$TMP/discrete_input_loop", "$NF"]}
EOF

want explicit && step "Throughput: explicit --file, $NS lines"
want explicit && group explicit <<EOF
{"id": "tl", "reps": $REPS, "lines": $NS, "stdout": "/dev/null",
 "argv": ["$TL", "explicit", "--now", "$NOW", "--file", "$TMP/explicit.txt"]},
{"id": "date", "reps": $REF_REPS, "lines": $NS, "stdout": "/dev/null",
 "argv": ["date", "-u", "-f", "$TMP/explicit.txt", "$ISOFMT"]}
EOF

if [ -n "$ONLY" ]; then
  machine "Load average at end" "$(cut -d' ' -f1-3 /proc/loadavg)"
  step "Results (--only $ONLY; bench/RESULTS.md not written)"
  sed 's/\t/: /' "$RES/machine.tsv"
  python3 "$H" summary "$RES/time-$ONLY.json"
  exit 0
fi

# --------------------------------------------------------------------------- cold start
step "Cold start: median of $CS_RUNS runs each"
CS_TL="$TL periodic --now $NOW --from $NOW --by 1 --count 1"
if [ $HAVE_HF = 1 ]; then
  # hyperfine times one command's runs in a block; on a shared VM the machine's speed
  # drifts between blocks, so the two commands alternate in CS_ROUNDS short rounds. The
  # verdict is the median of the rounds' ratios (each round's two blocks run back to
  # back, at one speed); the pooled medians of all runs are reported beside it.
  per=$(( (CS_RUNS + CS_ROUNDS - 1) / CS_ROUNDS ))
  other_cmd "for r in 1..$CS_ROUNDS: hyperfine --runs $per -N --warmup $CS_WARMUP --export-json … '$CS_TL'; then the same for '/bin/date -u'  (ratio of each round's medians; median of the ratios)"
  for r in $(seq -w "$CS_ROUNDS"); do   # -w: files sort in round order for pairing
    hyperfine --style none --runs "$per" -N --warmup "$CS_WARMUP" --export-json "$RES/cs-tl-$r.json" "$CS_TL" >&2
    hyperfine --style none --runs "$per" -N --warmup "$CS_WARMUP" --export-json "$RES/cs-date-$r.json" "/bin/date -u" >&2
  done
  python3 "$H" pool-coldstart "$RES/coldstart.json" "$RES"/cs-tl-*.json -- "$RES"/cs-date-*.json
else
  other_cmd "python3 $H coldstart \$TMP/coldstart.json $CS_RUNS $CS_WARMUP '$CS_TL' '/bin/date -u'   # no hyperfine"
  python3 "$H" coldstart "$RES/coldstart.json" "$CS_RUNS" "$CS_WARMUP" "$CS_TL" "/bin/date -u"
fi

# ------------------------------------------------------------------------------ memory
step "Peak memory (max RSS)"
maxrss() {
  if [ $HAVE_TIME = 1 ]; then
    /usr/bin/time -f %M -o "$TMP/rss.txt" "$@" >/dev/null || die "failed: $*"
    tail -n1 "$TMP/rss.txt"
  else
    python3 "$H" maxrss "$@"
  fi
}
RSS_TOOL=$([ $HAVE_TIME = 1 ] && echo "GNU time -f %M" || echo "python resource.getrusage(RUSAGE_CHILDREN)")
for c in 10 "$N"; do
  if [ $HAVE_TIME = 1 ]; then
    other_cmd "/usr/bin/time -f %M $TL ${P[*]} --count $c > /dev/null   # $RSS_REPS runs"
  else
    other_cmd "python3 $H maxrss $TL ${P[*]} --count $c   # $RSS_REPS runs"
  fi
done
small=(); big=()
for ((i = 1; i <= RSS_REPS; i++)); do
  small+=("$(maxrss "$TL" "${P[@]}" --count 10)")
  big+=("$(maxrss "$TL" "${P[@]}" --count "$N")")
  echo "   run $i/$RSS_REPS: --count 10: ${small[-1]} KiB, --count $N: ${big[-1]} KiB" >&2
done
if [ $HAVE_TIME = 0 ]; then
  # A child forked by python starts with python's own pages, which count in its peak RSS:
  # figures at that floor say nothing about tlsched.
  floor=$(python3 "$H" maxrss /bin/true)
  RSS_TOOL="$RSS_TOOL; floor (/bin/true measured the same way): $floor KiB"
  [ "${small[0]}" -gt $((floor + floor / 20)) ] ||
    warn "peak RSS: --count 10 measured ${small[0]} KiB, at python's floor of $floor KiB; install GNU time for a meaningful figure"
fi
printf '{"tool": "%s", "small": [%s], "big": [%s]}\n' "$RSS_TOOL" \
  "$(IFS=,; echo "${small[*]}")" "$(IFS=,; echo "${big[*]}")" >"$RES/rss.json"

# ------------------------------------------------------------------------ live lateness
step "Live lateness: $LIVE_RUNS × $LIVE_COUNT lines every $LIVE_BY s, tlsched and a Python ticker alternately"
other_cmd "$TL periodic --from <the current whole second> --by $LIVE_BY --live --count $LIVE_COUNT | (python consumer: time.time() when each line is read − the date on it; first line skipped)   # $LIVE_RUNS runs"
other_cmd "python3 bench/live_ref.py <the current whole second> $LIVE_BY $LIVE_COUNT | (same consumer)   # $LIVE_RUNS runs, reference"
python3 "$H" lateness "$RES/lateness.json" "$TL" "$LIVE_RUNS" "$LIVE_COUNT" "$LIVE_BY"

# ------------------------------------------------------------------------------ report
machine "Load average at end" "$(cut -d' ' -f1-3 /proc/loadavg)"
step "Results"
BENCH_DATE=$(date -u '+%Y-%m-%d %H:%M UTC') BENCH_N=$N BENCH_NS=$NS BENCH_TL=$TL BENCH_TMPFS=$TMPFS \
  python3 "$H" report "$RES" bench/RESULTS.md
echo
echo "Wrote bench/RESULTS.md"
