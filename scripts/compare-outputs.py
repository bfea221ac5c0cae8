#!/usr/bin/env python3
"""Runs random command lines through two tlsched binaries and compares what each
prints: standard output, standard error and the exit status, byte for byte.

    scripts/compare-outputs.py OLD NEW [--count N] [--widgets W] [--seed S] [--show K]

For a change meant to keep output as it is (issue 31: plain code under the budget),
run it with the binary of the commit before the change as OLD. The command lines
cover the outputs a change of code alone must not move: every schedule command,
raw dates and --view (both models, Always On), text, JSON, NDJSON, CSV, TSV,
--header, Unix seconds and date patterns, five zones, --render. Formats whose
output a release changes on purpose (table, svg, --summary) are left out; say so
when a release changes one of the others. --widgets W of the N command lines are
`widget` commands (given entries with relevance, --file with texts, provider rules,
budgets, app reloads), in every format, table, svg and --summary included.

Prints how many command lines were compared and each that differs; exits 1 if any
differs. The same seed gives the same command lines.
"""
import argparse, atexit, os, random, shutil, subprocess, sys, tempfile

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


WIDGET_FORMATS = FORMATS + ["table", "svg"]
WIDGET_DATES = ["2025-01-01T09:00:00Z", "2025-01-01T09:00:30Z", "2025-01-01T09:15:00Z",
                "2025-01-01T09:30:00Z", "2025-01-01T10:00:00Z", "2025-01-01T12:00:00Z",
                "2025-01-01T08:59:00Z", "2025-03-30T00:30:00Z"]
WIDGET_TEXTS = ["text-timer --to 2025-01-01T09:00:20Z", "text-timer-interval --to 2025-01-01T09:01:00Z",
                "wall-clock --unit minute", "text-format --style .dateTime.hour().minute().second()",
                "date", "time", "periodic --by 1", "text-timer --to 2025-01-01T09:00:05Z", "text-format --style .dateTime"]


def widget_files():
    """Files of entries for --file, one JSON object a line, some with texts; in a
    directory removed when the script ends."""
    directory = tempfile.mkdtemp(prefix="compare-widget-")
    atexit.register(shutil.rmtree, directory, True)
    rng = random.Random(7)
    paths = []
    for index in range(6):
        lines = []
        for date in sorted(rng.sample(WIDGET_DATES[:6], rng.randint(1, 4))):
            entry = '{"date": "%s"' % date
            if rng.random() < 0.3:
                entry += ', "relevance": {"score": %s, "duration": %s}' % (
                    rng.choice(["1", "0.5", "10"]), rng.choice(["60", "900", "1e308"]))
            if rng.random() < 0.7:
                entry += ', "text": "%s"' % rng.choice(WIDGET_TEXTS)
            lines.append(entry + "}")
        path = os.path.join(directory, f"entries-{index}.jsonl")
        with open(path, "w") as file:
            file.write("\n".join(lines) + "\n")
        paths.append(path)
    return paths


def widget_command_line(rng, files):
    words = ["widget"]
    source = rng.random()
    if source < 0.35:
        for date in sorted(rng.sample(WIDGET_DATES[:6], rng.randint(1, 4))):
            if rng.random() < 0.3:
                date += ",relevance=%s/%s" % (rng.choice(["1", "0.5", "100"]),
                                              rng.choice(["60", "15m", "1h", "1e308"]))
            words.append(date)
    elif source < 0.65:
        words += ["--file", rng.choice(files)]
        if rng.random() < 0.5:
            words += ["--render"]
    else:
        words += ["--provider", "entries=%d,every=%s,policy=%s" % (
            rng.choice([1, 2, 4]), rng.choice(["1s", "15m", "1h"]),
            rng.choice(["at-end", "never", "after:1h", "after:30m", "after:5m"]))]
    if source < 0.65 and rng.random() < 0.5:
        words += ["--policy", rng.choice(["at-end", "never", "after:2025-01-01T11:00:00Z"])]
    if rng.random() < 0.3:
        words += ["--provided-at", rng.choice(WIDGET_DATES[:3])]
    if rng.random() < 0.3:
        words += ["--reload-at", ",".join(sorted(rng.sample(WIDGET_DATES[1:6], rng.randint(1, 3))))]
    if rng.random() < 0.2:
        words += ["--free-reload", rng.choice(WIDGET_DATES[1:6])]
    if rng.random() < 0.5:
        words += ["--budget", rng.choice(["documented", "staff", "3", "12"])]
    if rng.random() < 0.4:
        words += ["--until", rng.choice(["+1h", "+6h", "+1d", "2025-01-01T09:01:00Z"])]
    words += ["--now", "2025-01-01T09:00:00Z"]
    if rng.random() < 0.2:
        words += ["--count", str(rng.choice([1, 3, 10]))]
    if rng.random() < 0.15:
        words += ["--mode", "low-frequency"]
    fmt = rng.choice(WIDGET_FORMATS)
    words += ["--format", fmt]
    if fmt in ("text", "json") and rng.random() < 0.25:
        words += ["--summary"] if fmt == "json" or rng.random() < 0.5 else ["--header"]
    if fmt != "svg":
        words += ["--date-format", rng.choice(DATE_FORMATS + ["+%b %d, %Y %H:%M:%S"])]
    words += ["--tz", rng.choice(ZONES)]
    return words


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
    parser.add_argument("--widgets", type=int, default=0, help="how many of them are widget commands")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--show", type=int, default=5, help="differences to print in full")
    parser.add_argument("--timeout", type=float, default=60, help="seconds a run may take")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    differing = []
    succeeded = 0
    files = widget_files() if arguments.widgets else []
    for index in range(arguments.count):
        is_widget = index >= arguments.count - arguments.widgets
        words = widget_command_line(rng, files) if is_widget else command_line(rng)
        old = run(arguments.old, words, arguments.timeout)
        new = run(arguments.new, words, arguments.timeout)
        succeeded += old[0] == 0
        if old != new:
            differing.append((words, old, new))
    print(f"compared {arguments.count} command lines, {arguments.widgets} of them widget "
          f"({succeeded} succeeded with the old binary): {len(differing)} differ")
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
