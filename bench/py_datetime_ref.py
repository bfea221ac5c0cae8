#!/usr/bin/env python3
"""Reference for bench/run.sh: the loop a user would write in Python to print
periodic dates.

    python3 bench/py_datetime_ref.py START_UNIX COUNT [STEP]

prints COUNT instants START_UNIX, START_UNIX+STEP, ... (STEP defaults to 1 s) as
YYYY-MM-DDTHH:MM:SSZ, one per line, with datetime in UTC and a buffered
sys.stdout.write, the same text `tlsched periodic` prints.
"""
import sys
from datetime import datetime, timezone


def main() -> None:
    start = int(sys.argv[1])
    count = int(sys.argv[2])
    step = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    utc = timezone.utc
    write = sys.stdout.write
    for t in range(start, start + count * step, step):
        write(datetime.fromtimestamp(t, utc).strftime("%Y-%m-%dT%H:%M:%SZ") + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
