#!/usr/bin/env python3
"""Helpers for bench/run.sh (standard library only).

    harness.py time SPEC.json OUT.json      interleaved wall-clock timing of commands
    harness.py coldstart OUT.json RUNS WARMUP CMD...   (fallback when hyperfine is missing;
                                            each CMD is one shell-word-split string)
    harness.py maxrss CMD...                print the peak RSS (KiB) of one run of CMD
    harness.py lateness OUT.json TLSCHED RUNS COUNT BY
    harness.py iso2unix < ISO-LINES > @UNIX-LINES
    harness.py genexplicit START_UNIX COUNT > ISO-LINES
    harness.py report RESDIR RESULTS.md     print the table, write RESULTS.md
    harness.py summary OUT.json             one group's figures (bench/run.sh --only)
"""
import calendar
import json
import math
import os
import re
import resource
import shlex
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def die(msg):
    print(f"harness.py: ERROR: {msg}", file=sys.stderr)
    sys.exit(1)


def tmp_display(s):
    """Show the run's temporary directory as $TMP in recorded commands."""
    tmp = os.environ.get("BENCH_TMP")
    return s.replace(tmp, "$TMP") if tmp else s


# ---------------------------------------------------------------------------- time

def display(c):
    env = " ".join(f"{k}={shlex.quote(v)}" for k, v in c.get("env", {}).items())
    s = (env + " " if env else "") + shlex.join(c["argv"])
    if c.get("stdin"):
        s += " < " + c["stdin"]
    s += " > " + c["stdout"]
    return tmp_display(s)


def run_once(c):
    env = dict(os.environ)
    env.update(c.get("env", {}))
    stdin = open(c["stdin"], "rb") if c.get("stdin") else subprocess.DEVNULL
    if c["stdout"] != "/dev/null":
        try:
            os.unlink(c["stdout"])  # a fresh file each time, removed outside the timing
        except FileNotFoundError:
            pass
    out = open(c["stdout"], "wb")
    try:
        t0 = time.perf_counter()
        p = subprocess.Popen(c["argv"], stdin=stdin, stdout=out, env=env)
        rc = p.wait()
        t1 = time.perf_counter()
    finally:
        out.close()
        if stdin is not subprocess.DEVNULL:
            stdin.close()
    if rc != 0:
        die(f"command failed with status {rc}: {display(c)}")
    return t1 - t0


def cmd_time(spec_path, out_path):
    with open(spec_path) as f:
        spec = json.load(f)
    cmds = spec["commands"]
    for c in cmds:
        c["times"] = []
        c.setdefault("scale", 1)
    # Round-robin: rep 1 of every command, then rep 2 of every command, ... so that
    # background noise hits tlsched and its references alike.
    for rep in range(max(c["reps"] for c in cmds)):
        for c in cmds:
            if rep < c["reps"]:
                t = run_once(c)
                c["times"].append(t)
                print(f"   {spec['group']:<16} {c['id']:<10} run {rep + 1}/{c['reps']}: {t:8.3f} s",
                      file=sys.stderr, flush=True)
    for c in cmds:
        c["median"] = statistics.median(c["times"])
        c["display"] = display(c)
    with open(out_path, "w") as f:
        json.dump(spec, f, indent=1)


# ---------------------------------------------------------------------- coldstart

def cmd_coldstart(out_path, runs, warmup, commands):
    argvs = [shlex.split(c) for c in commands]
    for argv in argvs:
        for _ in range(warmup):
            subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
    times = [[] for _ in argvs]
    for _ in range(runs):
        for i, argv in enumerate(argvs):
            t0 = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
            times[i].append(time.perf_counter() - t0)
    res = {"tool": "python loop, interleaved", "results": [{"command": c, "times": t, "median": statistics.median(t)}
                       for c, t in zip(commands, times)]}
    with open(out_path, "w") as f:
        json.dump(res, f)


def cmd_pool_coldstart(out_path, files):
    """Pools the per-run times of hyperfine's JSON exports: TL_FILES... -- DATE_FILES...,
    the Nth file of each group timed in the same round; also keeps each round's ratio
    of medians, which a change of the machine's speed between rounds cannot skew."""
    split = files.index("--")
    groups = (files[:split], files[split + 1:])
    if len(groups[0]) != len(groups[1]):
        die("pool-coldstart: the two commands were timed in different numbers of rounds")
    results, rounds = [], []
    for group in groups:
        runs = [json.load(open(f))["results"][0] for f in group]
        times = [t for r in runs for t in r["times"]]
        rounds.append([statistics.median(r["times"]) for r in runs])
        results.append({"command": runs[0]["command"], "times": times, "median": statistics.median(times)})
    ratios = [a / b for a, b in zip(*rounds)]
    with open(out_path, "w") as f:
        json.dump({"tool": "hyperfine, alternating rounds", "results": results,
                   "round_ratios": ratios}, f)


def cmd_maxrss(argv):
    subprocess.run(argv, stdout=subprocess.DEVNULL, check=True)
    print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)  # KiB on Linux


# ----------------------------------------------------------------------- lateness

ISO = re.compile(r"^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$")


def iso_to_ns(s):
    m = ISO.match(s)
    if not m:
        die(f"cannot parse date {s!r}")
    y, mo, d, h, mi, sec, frac, off = m.groups()
    t = calendar.timegm((int(y), int(mo), int(d), int(h), int(mi), int(sec)))
    ns = t * 1_000_000_000 + (int(frac.ljust(9, "0")) if frac else 0)
    if off != "Z":
        sign = 1 if off[0] == "+" else -1
        ns -= sign * (int(off[1:3]) * 3600 + int(off[4:6]) * 60) * 1_000_000_000
    return ns


def consume(argv):
    """Run argv; for each line, the real-time clock the moment it is read."""
    p = subprocess.Popen(argv, stdout=subprocess.PIPE)
    got = []
    readline = p.stdout.readline
    while True:
        line = readline()
        t = time.time_ns()
        if not line:
            break
        got.append((t, line))
    rc = p.wait()
    if rc != 0:
        die(f"live command failed with status {rc}: {shlex.join(argv)}")
    return got


def pct(sorted_xs, q):
    """Nearest-rank percentile."""
    return sorted_xs[max(0, math.ceil(q * len(sorted_xs)) - 1)]


def cmd_lateness(out_path, tl, runs, count, by):
    by_ns = round(float(by) * 1e9)
    kinds = {
        "tlsched": lambda start, iso: [tl, "periodic", "--from", iso, "--by", by, "--live",
                                       "--count", str(count)],
        "reference": lambda start, iso: [sys.executable, os.path.join(HERE, "live_ref.py"),
                                         str(start), by, str(count)],
    }
    res = {k: {"runs": [], "samples_ms": []} for k in kinds}
    for r in range(runs):
        for kind, make in kinds.items():
            start = int(time.time())  # --from at a whole second, at or before now
            iso = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start))
            argv = make(start, iso)
            got = consume(argv)
            if len(got) != count:
                die(f"{shlex.join(argv)} printed {len(got)} lines, expected {count}")
            dues = [iso_to_ns(line.decode().strip()) for _, line in got]
            for a, b in zip(dues, dues[1:]):
                if abs((b - a) - by_ns) > 1000:
                    die(f"{kind}: lines not {by} s apart: {a} then {b}")
            off = (dues[0] - start * 1_000_000_000) % by_ns
            if min(off, by_ns - off) > 1000:
                die(f"{kind}: first line {got[0][1]!r} is not on the grid through {iso}")
            # The first line is printed at once by design (an entry already past): skip it.
            lat = [(t - due) / 1e6 for (t, _), due in zip(got[1:], dues[1:])]
            s = sorted(lat)
            run = {"command": shlex.join(argv).replace(iso, "<whole second>"),
                   "n": len(lat), "median_ms": statistics.median(lat), "p99_ms": pct(s, 0.99),
                   "min_ms": s[0], "max_ms": s[-1]}
            res[kind]["runs"].append(run)
            res[kind]["samples_ms"].extend(lat)
            print(f"   live-lateness    {kind:<10} run {r + 1}/{runs}: median {run['median_ms']:.3f} ms,"
                  f" p99 {run['p99_ms']:.3f} ms, max {run['max_ms']:.3f} ms over {run['n']} ticks",
                  file=sys.stderr, flush=True)
    for kind in kinds:
        s = sorted(res[kind]["samples_ms"])
        res[kind].update(n=len(s), median_ms=statistics.median(s), p99_ms=pct(s, 0.99),
                         min_ms=s[0], max_ms=s[-1])
    res["params"] = {"runs": runs, "count": count, "by": by}
    with open(out_path, "w") as f:
        json.dump(res, f, indent=1)


# ------------------------------------------------------------------------- inputs

def cmd_iso2unix():
    out = sys.stdout
    for line in sys.stdin:
        ns = iso_to_ns(line.strip())
        if ns % 1_000_000_000:
            die(f"fractional second in {line!r}")
        out.write(f"@{ns // 1_000_000_000}\n")


def cmd_genexplicit(start, count):
    out = sys.stdout
    for t in range(start, start + count):
        out.write(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t)) + "\n")


# ------------------------------------------------------------------------- report

def load(resdir, name):
    with open(os.path.join(resdir, name)) as f:
        return json.load(f)


def read_meta(resdir):
    def lines(name):
        path = os.path.join(resdir, name)
        if not os.path.exists(path):
            return []
        with open(path) as f:
            return [l.rstrip("\n") for l in f if l.strip()]
    e = os.environ
    return {
        "date": e["BENCH_DATE"], "lines": int(e["BENCH_N"]), "sample_lines": int(e["BENCH_NS"]),
        "scale": int(e["BENCH_N"]) // int(e["BENCH_NS"]), "tl": e["BENCH_TL"], "tmpfs": e["BENCH_TMPFS"],
        "machine": [l.split("\t", 1) for l in lines("machine.tsv")],
        "setup_commands": [tmp_display(l) for l in lines("setup_commands.txt")],
        "other_commands": [tmp_display(l) for l in lines("other_commands.txt")],
        "warnings": lines("warnings.txt"),
    }


def fmt_rate(r):
    return f"{r / 1e6:.3g} M lines/s"


def cmd_report(resdir, results_md):
    groups = {}
    for name in sorted(os.listdir(resdir)):
        if name.startswith("time-") and name.endswith(".json"):
            g = load(resdir, name)
            groups[g["group"]] = {c["id"]: c for c in g["commands"]}
            groups[g["group"]]["_order"] = g["commands"]
    meta = read_meta(resdir)
    rows = []

    def rate(c):
        return c["lines"] / c["median"]

    def fig(c):
        s = f"{fmt_rate(rate(c))} ({c['median']:.3f} s"
        if c["scale"] != 1:
            s += f"; ×{c['scale']:g} = {c['median'] * c['scale']:.2f} s for {c['lines'] * c['scale']:,} †"
        return s + ")"

    def speed(tl, ref):
        """How many times faster tlsched is than ref, for the same number of lines."""
        x = (ref["median"] / ref["lines"]) / (tl["median"] / tl["lines"])
        return x, (f"{x:.3g}× faster" if x >= 1 else f"{x:.3g}× ({1 / x:.3g}× slower)")

    def verdict_ge(value, target):
        return "PASS" if value >= target else f"MISS ({value / target:.0%} of target)"

    def verdict_le(value, target, unit=""):
        return "PASS" if value <= target else f"MISS ({value / target:.2f}× the limit)"

    def add(measure, tlfig, refname, reffig, ratio, target, result):
        rows.append([measure, tlfig, refname, reffig, ratio, target, result])

    N, NS = meta["lines"], meta["sample_lines"]
    def short_n(n):
        return f"{n // 1_000_000}M" if n % 1_000_000 == 0 else f"{n:,}"
    M = short_n(N)
    refnames = {"seq": f"seq 1 {N}", "date": "GNU date -u -f †", "python": "Python datetime loop †"}
    for gname, sink in (("periodic-null", "/dev/null"), ("periodic-file", "a file")):
        g = groups[gname]
        tl = g["tl"]
        for rid in ("seq", "date", "python"):
            ref = g[rid]
            x, ratio = speed(tl, ref)
            target, result = "—", "—"
            if gname == "periodic-null" and rid == "seq":
                target, result = "≥ 15 M lines/s", verdict_ge(rate(tl), 15e6)
            if gname == "periodic-null" and rid == "date":
                target, result = "≥ 30× faster than date", verdict_ge(x, 30)
            add(f"periodic text, {M} → {sink}", fig(tl), refnames[rid], fig(ref), ratio, target, result)

    for gname, measure, refname, target in (
            ("minute-utc", f"every-minute --tz UTC, {M} → /dev/null", "GNU date -u -f †", 10e6),
            ("minute-paris", f"every-minute --tz Europe/Paris, {M} → /dev/null",
             "TZ=Europe/Paris GNU date -f †", 5e6)):
        g = groups[gname]
        tl, ref = g["tl"], g["date"]
        add(measure, fig(tl), refname, fig(ref), speed(tl, ref)[1],
            f"≥ {target / 1e6:g} M lines/s", verdict_ge(rate(tl), target))
    g = groups["formats"]
    for cid, measure in (("json", f"periodic --format json, {M} → /dev/null"),
                         ("ndjson", f"periodic --format ndjson, {M} → /dev/null"),
                         ("view", f"periodic --view, {M} updates → /dev/null")):
        tl, ref = g[cid], g["seq"]
        add(measure, fig(tl), f"seq 1 {N}", fig(ref), speed(tl, ref)[1],
            "≥ 10 M lines/s", verdict_ge(rate(tl), 10e6))
    # Always On's frames (wrist down, a workout session: one a second), a line
    # each. Read by generic code, as up to 4d57ad2, they came at 1.96 M lines/s
    # on the machine of bench/RESULTS.md (about 6,000 instructions a frame); the
    # target fails that and passes code specialized to the schedule (about 1,230).
    tl, ref = g["alwayson"], g["seq"]
    add(f"periodic --view --mode low-frequency --session active, {M} frames → /dev/null",
        fig(tl), f"seq 1 {N}", fig(ref), speed(tl, ref)[1], "≥ 3 M lines/s",
        verdict_ge(rate(tl), 3e6))
    g = groups["dateformats"]
    # Each new format beside the text output it replaces: plain dates beside ISO
    # text, the TSV view beside the text view.
    for cid, measure, rid, ref_name in (
            ("unix", "periodic --date-format unix", "iso", "ISO text"),
            ("pattern", "periodic --date-format '+%a %d %b %Y %H:%M:%S %Z'", "iso", "ISO text"),
            ("csv", "periodic --format csv", "iso", "ISO text"),
            ("tsv", "periodic --format tsv --view", "view", "text --view")):
        tl, ref = g[cid], g[rid]
        add(f"{measure}, {M} → /dev/null", fig(tl), f"{ref_name} (same run)", fig(ref),
            speed(tl, ref)[1], "≥ 0.5× the ISO rate", verdict_ge(rate(tl), 0.5 * rate(ref)))
    g = groups["text"]
    for cid, measure in (("timer", "text-timer"), ("timer-lf", "text-timer, low-frequency"),
                         ("countdown-lf", "text-timer-interval (down), low-frequency"),
                         ("countup-lf", "text-timer-interval --count-up, low-frequency"),
                         ("wall-second", "wall-clock --unit second"),
                         ("wall-minute", "wall-clock --unit minute")):
        tl, ref = g[cid], g["minute"]
        add(f"{measure}, {M} → /dev/null", fig(tl), "every-minute (same run)", fig(ref),
            speed(tl, ref)[1], "≥ 0.5× every-minute's rate",
            verdict_ge(rate(tl), 0.5 * rate(ref)))
    g = groups["text-format"]
    tl, ref = g["tl"], g["loop"]
    add(f"text-format '.dateTime.hour().minute().second()', {short_n(tl['lines'])} → /dev/null",
        fig(tl), "discreteInput(after:) loop (same run)", fig(ref), speed(tl, ref)[1],
        "≥ 0.5× the loop's rate", verdict_ge(rate(tl), 0.5 * rate(ref)))
    g = groups["explicit"]
    tl, ref = g["tl"], g["date"]
    add(f"explicit --file ({short_n(NS)} ISO lines) → /dev/null", fig(tl), "GNU date -u -f (same file)",
        fig(ref), speed(tl, ref)[1], "≥ 3 M lines/s", verdict_ge(rate(tl), 3e6))

    cs = load(resdir, "coldstart.json")
    med = [statistics.median(r["times"]) * 1000 for r in cs["results"]]
    n = [len(r["times"]) for r in cs["results"]]
    ratios = cs.get("round_ratios")
    if ratios:
        # The verdict uses the median of the rounds' ratios: each round times both
        # commands back to back, so a change of machine speed between rounds
        # (this VM's speed flips between two modes about 2x apart) moves both.
        q = statistics.quantiles(ratios, n=4)
        ratio = statistics.median(ratios)
        ratio_text = (f"{ratio:.2f}× date's time (median of {len(ratios)} rounds' ratios; "
                      f"quartiles {q[0]:.2f}–{q[2]:.2f}; pooled medians {med[0] / med[1]:.2f}×)")
    else:
        ratio = med[0] / med[1]
        ratio_text = f"{ratio:.2f}× date's time"
    add("cold start, periodic --count 1", f"{med[0]:.2f} ms (median of {n[0]})", "/bin/date -u",
        f"{med[1]:.2f} ms (median of {n[1]})", ratio_text, "≤ 1.5× /bin/date",
        verdict_le(ratio, 1.5))

    rss = load(resdir, "rss.json")
    big, small = statistics.median(rss["big"]), statistics.median(rss["small"])
    add(f"peak RSS, periodic --count {N}", f"{big / 1024:.2f} MiB ({big} KiB)",
        "same, --count 10", f"{small / 1024:.2f} MiB ({small} KiB)", f"{big / small:.3f}×",
        "≤ 1.10× (within 10%)", verdict_le(big / small, 1.10))

    lt = load(resdir, "lateness.json")
    t, r = lt["tlsched"], lt["reference"]
    ticks = f"{t['n']} ticks, {lt['params']['runs']} runs"
    add("live lateness, --by 0.05, median", f"{t['median_ms']:.3f} ms ({ticks})",
        "Python absolute-deadline ticker", f"{r['median_ms']:.3f} ms", "—", "< 1 ms",
        "PASS" if t["median_ms"] < 1 else f"MISS ({t['median_ms']:.2f} ms)")
    add("live lateness, --by 0.05, p99", f"{t['p99_ms']:.3f} ms (max {t['max_ms']:.3f})",
        "Python absolute-deadline ticker", f"{r['p99_ms']:.3f} ms (max {r['max_ms']:.3f})", "—",
        "< 5 ms", "PASS" if t["p99_ms"] < 5 else f"MISS ({t['p99_ms']:.2f} ms)")

    header = ["Measurement", "tlsched", "Reference", "Reference figure", "Ratio", "Target", "Result"]
    footnote = (f"† timed on {meta['sample_lines']:,} lines and scaled ×{meta['scale']} to "
                f"{meta['lines']:,} (linear per-line work); the rate shown is the measured one.")

    # Terminal: compact table without the long figures' parentheses.
    def short(s):
        return s.split(" (")[0]
    trows = [[r[0], short(r[1]), r[2], short(r[3]), r[4], r[5], r[6]] for r in rows]
    widths = [max(len(str(x[i])) for x in [header] + trows) for i in range(len(header))]
    line = lambda cells: "  ".join(str(c).ljust(w) for c, w in zip(cells, widths)).rstrip()
    print()
    print(line(header))
    print(line(["-" * w for w in widths]))
    for r in trows:
        print(line(r))
    print()
    print(footnote)
    passes = sum(1 for r in rows if r[6] == "PASS")
    targets = sum(1 for r in rows if r[6] != "—")
    print(f"{passes} of {targets} targets met.")

    # RESULTS.md
    md = []
    md.append("# tlsched benchmark results\n")
    md.append(f"Produced by `bench/run.sh` on {meta['date']}. Re-run it on a quiet machine for "
              "figures worth quoting: every measurement below is a median, and each tlsched "
              "command is timed interleaved with its reference, in the same run.\n")
    md.append("## Machine\n")
    for k, v in meta["machine"]:
        md.append(f"- {k}: {v}")
    md.append("")
    md.append("## Results\n")
    md.append("| " + " | ".join(header) + " |")
    md.append("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        md.append("| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |")
    md.append("")
    md.append(footnote + " Rates are lines (dates or updates) per second of wall-clock time, "
              "process start included; \"N× faster\" compares the time for the same number of lines.")
    md.append(f"\n{passes} of {targets} targets met.\n")

    md.append("## Exact commands\n")
    md.append(f"Run from the repository root; `$TMP` is a fresh `mktemp -d` directory "
              f"(filesystem: {meta['tmpfs']}), deleted at the end; `TL={meta['tl']}`.\n")
    md.append("Build and checks:\n")
    md.append("```sh")
    md.extend(meta["setup_commands"])
    md.append("```\n")
    md.append("Throughput (wall-clock time of each process, `bench/harness.py time`; the "
              "commands of a group run round-robin, repetition by repetition; a file output "
              "is deleted before each run, outside the timing; median of the runs):\n")
    order = ["periodic-null", "periodic-file", "minute-utc", "minute-paris", "formats", "dateformats", "text",
             "text-format", "explicit"]
    for gname in order:
        md.append(f"Group `{gname}`:\n")
        md.append("```sh")
        for c in groups[gname]["_order"]:
            md.append(f"{c['display']}    # {c['reps']} runs, {c['lines']:,} lines")
        md.append("```\n")
    md.append("Cold start, peak memory and live lateness:\n")
    md.append("```sh")
    md.extend(meta["other_commands"])
    md.append("```\n")
    md.append("## Raw figures\n")
    md.append("| Group | Command | Runs (s) | Median (s) |")
    md.append("|---|---|---|---|")
    for gname in order:
        for c in groups[gname]["_order"]:
            runs = ", ".join(f"{t:.3f}" for t in c["times"])
            md.append(f"| {gname} | {c['id']} | {runs} | {c['median']:.3f} |")
    md.append("")
    md.append(f"Cold start ({cs.get('tool', 'hyperfine')}): " + "; ".join(
        f"`{tmp_display(r['command'])}` median {statistics.median(r['times']) * 1000:.3f} ms, "
        f"min {min(r['times']) * 1000:.3f} ms, max {max(r['times']) * 1000:.3f} ms over {len(r['times'])} runs"
        for r in cs["results"]) + ".\n")
    md.append(f"Peak RSS ({rss['tool']}), KiB: --count 10: {rss['small']}; --count {meta['lines']}: {rss['big']}.\n")
    md.append("Live lateness per run (ms; time the line is read minus the date on it; first line skipped):\n")
    for kind in ("tlsched", "reference"):
        for i, run in enumerate(lt[kind]["runs"]):
            md.append(f"- {kind} run {i + 1}: median {run['median_ms']:.3f}, p99 {run['p99_ms']:.3f}, "
                      f"min {run['min_ms']:.3f}, max {run['max_ms']:.3f} over {run['n']} ticks")
    md.append("")
    if meta.get("warnings"):
        md.append("## Warnings\n")
        md.extend(f"- {w}" for w in meta["warnings"])
        md.append("")
    with open(results_md, "w") as f:
        f.write("\n".join(md))


def cmd_summary(time_json):
    """One group's figures on stdout (bench/run.sh --only): each command's median and
    rate, and the first command's rate as a multiple of each other's."""
    with open(time_json) as f:
        spec = json.load(f)
    cmds = spec["commands"]
    rate = lambda c: c["lines"] / c["median"]
    print(f"group {spec['group']} (median of each command's runs, same run, round-robin):")
    for c in cmds:
        print(f"  {c['id']:<10} {c['median']:8.3f} s  {fmt_rate(rate(c))}  runs "
              + ", ".join(f"{t:.3f}" for t in c["times"]) + f"  $ {display(c)}")
    first = cmds[0]
    for c in cmds[1:]:
        print(f"  {first['id']} ÷ {c['id']}: {rate(first) / rate(c):.2f}× the rate")


def main():
    if len(sys.argv) < 2:
        die(__doc__)
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "time":
        cmd_time(*args)
    elif cmd == "pool-coldstart":
        cmd_pool_coldstart(args[0], args[1:])
    elif cmd == "coldstart":
        cmd_coldstart(args[0], int(args[1]), int(args[2]), args[3:])
    elif cmd == "maxrss":
        cmd_maxrss(args)
    elif cmd == "lateness":
        cmd_lateness(args[0], args[1], int(args[2]), int(args[3]), args[4])
    elif cmd == "iso2unix":
        cmd_iso2unix()
    elif cmd == "genexplicit":
        cmd_genexplicit(int(args[0]), int(args[1]))
    elif cmd == "report":
        cmd_report(args[0], args[1])
    elif cmd == "summary":
        cmd_summary(args[0])
    else:
        die(f"unknown command {cmd}")


if __name__ == "__main__":
    main()
