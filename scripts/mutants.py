#!/usr/bin/env python3
"""A quick mutation pass: single-point changes to a source file, each built and
tested, to find behaviour no test pins down.

    scripts/mutants.py [--per-file N] [--filter TESTS] FILE...

Each mutant flips one comparison, boolean operator, sign or min/max, or moves an
integer constant by one, on a code line (never a comment). The package is copied
to a scratch directory first, so the working tree is never touched. A mutant is
killed when the tests fail or time out; one that does not compile is not
counted. Prints each survivor and the kill ratio.
"""
import argparse, os, re, shutil, subprocess, sys, tempfile

OPERATORS = [
    (r"<=", "<"), (r"(?<![<>=!])<(?![<=])", "<="), (r">=", ">"), (r"(?<![<>=!-])>(?![>=])", ">="),
    (r"==", "!="), (r"!=", "=="), (r"&&", "||"), (r"\|\|", "&&"),
    (r"\bmin\(", "max("), (r"\bmax\(", "min("), (r" \+ ", " - "), (r" - ", " + "),
    (r"(?<![\w.])(\d+)(?![\w.])", None),  # integer constant plus one
]

def mutants(lines):
    for number, line in enumerate(lines):
        code = line.split("//")[0]
        if not code.strip() or code.strip().startswith(("import", "#", "case let", "///")):
            continue
        for pattern, replacement in OPERATORS:
            for match in re.finditer(pattern, code):
                if replacement is None:
                    value = int(match.group(1).replace("_", ""))
                    new = str(value + 1)
                else:
                    new = replacement
                mutated = line[: match.start()] + new + line[match.end():]
                yield number, line.strip(), mutated

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--per-file", type=int, default=10)
    parser.add_argument("--filter", default="DateReaderTests|DateWriterTests|DateRoundTripTests|DatesFileTests|TimeZoneChoiceTests|FormatTests|OutputLimitsTests|GoldenTests|CatchUpTests")
    parser.add_argument("--timeout", type=int, default=240)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    # One scratch copy per checkout, so that passes from two worktrees do not
    # overwrite each other's copy.
    scratch = os.path.join(tempfile.gettempdir(), "tlsched-mutants-" + root.strip("/").replace("/", "-"))
    shutil.rmtree(scratch, ignore_errors=True)
    shutil.copytree(root, scratch, ignore=shutil.ignore_patterns(".build*", ".git", "fuzz"))
    env = dict(os.environ, PATH="/opt/swift/usr/bin:" + os.environ["PATH"])
    def run(command, timeout):
        try:
            return subprocess.run(command, cwd=scratch, env=env, timeout=timeout,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        except subprocess.TimeoutExpired:
            return "timeout"
    assert run(["swift", "build", "--build-tests"], 1800) == 0, "the unmutated package must build"
    assert run(["swift", "test", "--skip-build", "--filter", args.filter], 900) == 0, "and pass"
    killed = survived = 0
    for path in args.files:
        target = os.path.join(scratch, path)
        original = open(target).read()
        lines = original.split("\n")
        candidates = list(mutants(lines))
        step = max(1, len(candidates) // args.per_file)
        for number, before, mutated in candidates[::step][: args.per_file]:
            changed = lines[:number] + [mutated] + lines[number + 1:]
            open(target, "w").write("\n".join(changed))
            try:
                if run(["swift", "build", "--build-tests"], 900) != 0:
                    print(f"  (does not compile) {path}:{number + 1}: {mutated.strip()}", flush=True)
                    continue
                result = run(["swift", "test", "--skip-build", "--filter", args.filter], args.timeout)
                if result == 0:
                    survived += 1
                    print(f"SURVIVED {path}:{number + 1}: {before}  →  {mutated.strip()}", flush=True)
                else:
                    killed += 1
                    print(f"killed ({result}) {path}:{number + 1}: {mutated.strip()}", flush=True)
            finally:
                open(target, "w").write(original)
    total = killed + survived
    print(f"killed {killed} of {total} mutants ({100 * killed // max(total, 1)}%)")

main()
