#!/usr/bin/env python3
"""Reference for the live-lateness measurement of bench/run.sh: a plain ticker
that sleeps to absolute deadlines on the real-time clock, the floor of what this
machine's scheduler and a pipe allow.

    python3 bench/live_ref.py FROM_UNIX BY_SECONDS COUNT

Like `tlsched periodic --from @FROM_UNIX --by BY --live --count COUNT`: it prints
the latest grid date at or before now at once, then each following grid date when
it falls due, one ISO 8601 line each (nanoseconds, Z), flushed line by line.
"""
import sys
import time


def iso(ns: int) -> str:
    sec, frac = divmod(ns, 1_000_000_000)
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(sec)) + ".%09dZ" % frac


def main() -> None:
    start_ns = int(sys.argv[1]) * 1_000_000_000
    by_ns = round(float(sys.argv[2]) * 1_000_000_000)
    count = int(sys.argv[3])
    out = sys.stdout
    now = time.time_ns()
    k = max(0, (now - start_ns) // by_ns)
    for i in range(count):
        due = start_ns + (k + i) * by_ns
        while True:
            left = due - time.time_ns()
            if left <= 0:
                break
            time.sleep(left / 1e9)
        out.write(iso(due) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
