#!/usr/bin/env python3
"""Runs random command lines through two tlsched binaries and compares what each
prints: standard output, standard error and the exit status, byte for byte.

    scripts/compare-outputs.py OLD NEW [--count N] [--seed S] [--show K]

For a change meant to keep output as it is (issue 31: plain code under the budget),
run it with the binary of the commit before the change as OLD. The command lines
cover the outputs a change of code alone must not move: every schedule command,
raw dates and --view (both models, Always On), text, JSON, NDJSON, CSV, TSV,
--header, Unix seconds and date patterns, five zones, --render. Formats whose
output a release changes on purpose (table, svg, --summary) are left out; say so
when a release changes one of the others.

Prints how many command lines were compared and each that differs; exits 1 if any
differs. The same seed gives the same command lines.
"""
import argparse, random, subprocess, sys

ZONES = ["UTC", "Europe/Paris", "America/New_York", "+05:30", "Australia/Lord_Howe"]
FORMATS = ["text", "json", "ndjson", "csv", "tsv"]
DATE_FORMATS = ["iso8601", "unix", "+%H:%M:%S", "+%Y-%m-%d %H:%M:%S %z"]
# Moments around the clock changes of 2025 in Paris and New York, and plain ones.
MOMENTS = ["2025-01-01T00:00:00Z", "2025-03-30T00:59:30Z", "2025-10-26T00:59:58Z",
           "2025-03-09T06:59:57Z", "2025-06-15T12:34:56.789Z", "2000-12-31T23:59:58Z",
           "@0", "@1735689600.25", "2024-02-29T23:59:59Z"]
STYLES = [".dateTime.hour().minute().second()", ".dateTime", ".relative(presentation: .numeric)",
          ".timer(countingUpIn: .seconds)", ".stopwatch(startingAt: .now)",
          "Duration.TimeFormatStyle(pattern: .minuteSecond)",
          ".offset(to: .now, allowedFields: [.minute, .second])"]


def common(rng, words, view_allowed=True):
    words += ["--now", rng.choice(MOMENTS), "--count", str(rng.choice([1, 3, 10, 40]))]
    if rng.random() < 0.3:
        words += ["--mode", "low-frequency"]
    if view_allowed and rng.random() < 0.35:
        words += ["--view"]
        if rng.random() < 0.4:
            words += ["--model", rng.choice(["swiftui", "documented", "both"])]
        if rng.random() < 0.3:
            words += ["--session", "active"]
    fmt = rng.choice(FORMATS)
    words += ["--format", fmt]
    if fmt == "text" and rng.random() < 0.3:
        words += ["--header"]
    words += ["--date-format", rng.choice(DATE_FORMATS), "--tz", rng.choice(ZONES)]
    return words


def command_line(rng):
    kind = rng.choice(["periodic", "every-minute", "explicit", "animation", "text-timer",
                       "text-timer-interval", "wall-clock", "text-format"])
    words = [kind]
    if kind == "periodic":
        words += ["--from", rng.choice(MOMENTS), "--by", rng.choice(["0.5", "1", "2.5", "3", "60", "1m30s", "3600", "0.001"])]
    elif kind == "explicit":
        words += rng.sample(MOMENTS, rng.randint(1, 5))
    elif kind == "animation":
        words += ["--minimum-interval", rng.choice(["0.25", "1", "1/60", "2"])] if rng.random() < 0.7 else []
        if words[-1] == "1/60":
            words[-1] = "0.016"
    elif kind in ("text-timer", "text-timer-interval"):
        words += ["--to", rng.choice(MOMENTS)]
        if kind == "text-timer-interval" and rng.random() < 0.5:
            words += ["--count-up"]
        if rng.random() < 0.5:
            words += ["--render"]
    elif kind == "wall-clock":
        words += ["--unit", rng.choice(["second", "minute", "hour", "day"])]
        if rng.random() < 0.5:
            words += ["--render"]
    elif kind == "text-format":
        words += ["--style", rng.choice(STYLES), "--anchor", rng.choice(MOMENTS)]
        if rng.random() < 0.5:
            words += ["--render"]
    return common(rng, words, view_allowed=kind != "text-format")


def run(binary, words, timeout):
    """Status, standard output and standard error; a run past `timeout` seconds is
    stopped and its status is "timed out" (5b310cb hangs on views across 2001)."""
    try:
        done = subprocess.run([binary] + words, capture_output=True, timeout=timeout,
                              env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC"})
    except subprocess.TimeoutExpired:
        return "timed out", b"", b""
    return done.returncode, done.stdout, done.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--show", type=int, default=5, help="differences to print in full")
    parser.add_argument("--timeout", type=float, default=60, help="seconds a run may take")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    differing = []
    succeeded = 0
    for _ in range(arguments.count):
        words = command_line(rng)
        old = run(arguments.old, words, arguments.timeout)
        new = run(arguments.new, words, arguments.timeout)
        succeeded += old[0] == 0
        if old != new:
            differing.append((words, old, new))
    print(f"compared {arguments.count} command lines ({succeeded} succeeded with the old binary): "
          f"{len(differing)} differ")
    for words, old, new in differing[: arguments.show]:
        print("  tlsched " + " ".join(repr(w) if " " in w else w for w in words))
        for name, index in (("status", 0), ("stdout", 1), ("stderr", 2)):
            if old[index] != new[index]:
                shown = [repr(run[index][:300] if isinstance(run[index], bytes) else run[index])
                         for run in (old, new)]
                print(f"    {name}: old {shown[0]}\n    {name}: new {shown[1]}")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
