#!/usr/bin/env python3
"""Benchmark a solution against two C yardsticks on the same seeded input.

    python3 bench/run.py poj1067            # 10^7 queries, about 200 MB
    python3 bench/run.py hdu2177            # 10^7 cases
    python3 bench/run.py poj1067 --cases 1000000 --runs 3

Builds the release binary and the input generator, compiles the yardsticks
(g++/gcc -O2), generates the input once into bench/out/, then runs each
program --runs times on it (stdout to /dev/null) and keeps the fastest run:
- ours: target/release/<problem>;
- scanf: bench/<problem>_scanf.cpp, scanf/printf as published solutions do;
- floor: bench/floor.c, reads 1 MiB blocks, parses every integer and writes
  as many bytes as our real answer has: the least work any solution does.
Prints seconds, MB/s of input, peak RSS, the ratios against the targets, and
our peak RSS on 8x the input streamed through a pipe against 1x.
"""
import argparse
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
MEASURE = os.path.join(OUT, "measure")
# Our time over the floor's must stay within this; the scanf yardstick's
# over ours must reach SCANF_TARGET where one is set.
FLOOR_TARGET = {"poj1067": 1.3, "hdu1527": 1.3, "hdu2177": 1.5, "hdu1846": 1.3}
SCANF_TARGET = {"poj1067": 8.0, "hdu1527": 8.0}
SCANF_SOURCE = {"hdu1527": "poj1067"}


def sh(cmd, **kw):
    subprocess.run(cmd, check=True, cwd=ROOT, **kw)


def launch(cmd, stdin, stdout):
    """Runs cmd under the measure launcher: (wall seconds, peak RSS in KiB)."""
    report = os.path.join(OUT, "measure.report")
    status = subprocess.call([MEASURE, report] + cmd, stdin=stdin, stdout=stdout, stderr=subprocess.DEVNULL)
    if status != 0:
        sys.exit("%s failed with status %d" % (cmd[0], status))
    with open(report) as f:
        seconds, rss = f.read().split()
    return float(seconds), int(rss)


def measure(cmd, input_path, stdout=subprocess.DEVNULL):
    with open(input_path, "rb") as stdin:
        return launch(cmd, stdin, stdout)


def best_interleaved(rows, input_path, runs):
    """Runs every program once per round, so a slow spell of the machine
    hits them alike; keeps each one's fastest time and highest peak RSS."""
    seen = {name: [] for name, _ in rows}
    for _ in range(runs):
        for name, cmd in rows:
            seen[name].append(measure(cmd, input_path))
    return {name: (min(t for t, _ in results), max(rss for _, rss in results)) for name, results in seen.items()}


def piped_rss(problem, cases, seed):
    """Peak RSS (KiB) of our binary fed by the generator through a pipe."""
    gen = subprocess.Popen(
        [os.path.join(ROOT, "target/release/gen"), problem, str(cases), str(seed)],
        stdout=subprocess.PIPE,
    )
    _, rss = launch([os.path.join(ROOT, "target/release", problem)], gen.stdout, subprocess.DEVNULL)
    gen.stdout.close()
    gen.wait()
    return rss


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("problem", choices=sorted(FLOOR_TARGET))
    parser.add_argument("--cases", type=int, default=10_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--skip-memory", action="store_true", help="skip the 8x memory run")
    args = parser.parse_args()
    problem = args.problem
    os.makedirs(OUT, exist_ok=True)

    sh(["cargo", "build", "--release", "-q", "-p", problem, "-p", "common", "--bins"])
    scanf_name = SCANF_SOURCE.get(problem, problem)
    scanf_src = os.path.join(ROOT, "bench", scanf_name + "_scanf.cpp")
    scanf_bin = os.path.join(OUT, scanf_name + "_scanf")
    floor_bin = os.path.join(OUT, "floor")
    sh(["gcc", "-O2", "-o", floor_bin, "bench/floor.c"])
    sh(["gcc", "-O2", "-o", MEASURE, "bench/measure.c"])
    has_scanf = os.path.exists(scanf_src)
    if has_scanf:
        sh(["g++", "-O2", "-o", scanf_bin, scanf_src])

    input_path = os.path.join(OUT, "%s-%d-%d.in" % (problem, args.cases, args.seed))
    if not os.path.exists(input_path):
        with open(input_path + ".tmp", "wb") as f:
            sh([os.path.join(ROOT, "target/release/gen"), problem, str(args.cases), str(args.seed)], stdout=f)
        os.rename(input_path + ".tmp", input_path)
    size_mb = os.path.getsize(input_path) / 1e6

    ours_bin = os.path.join(ROOT, "target/release", problem)
    ours_out = os.path.join(OUT, problem + ".ours.out")
    with open(ours_out, "wb") as f:
        measure([ours_bin], input_path, stdout=f)  # also warms the page cache
    out_bytes = os.path.getsize(ours_out)

    rows = [("ours", [ours_bin]), ("floor", [floor_bin, str(out_bytes)])]
    if has_scanf:
        rows.append(("scanf", [scanf_bin]))
    timing = best_interleaved(rows, input_path, args.runs)

    print("%s: %d cases, %.1f MB in, %.1f MB out, best of %d runs" % (problem, args.cases, size_mb, out_bytes / 1e6, args.runs))
    print("%-6s %9s %9s %12s" % ("", "seconds", "MB/s", "peak RSS"))
    for name, _ in rows:
        seconds, rss = timing[name]
        print("%-6s %9.3f %9.1f %9.1f MiB" % (name, seconds, size_mb / seconds, rss / 1024))

    ok = True
    over_floor = timing["ours"][0] / timing["floor"][0]
    target = FLOOR_TARGET[problem]
    ok &= over_floor <= target
    print("ours / floor  = %.2fx (target <= %.1fx)%s" % (over_floor, target, "" if over_floor <= target else "  MISSED"))
    if has_scanf:
        speedup = timing["scanf"][0] / timing["ours"][0]
        goal = SCANF_TARGET.get(problem)
        line = "scanf / ours  = %.2fx" % speedup
        if goal:
            ok &= speedup >= goal
            line += " (target >= %.1fx)%s" % (goal, "" if speedup >= goal else "  MISSED")
        print(line)
        scanf_out = os.path.join(OUT, problem + ".scanf.out")
        with open(scanf_out, "wb") as f:
            measure([scanf_bin], input_path, stdout=f)
        with open(ours_out, "rb") as x, open(scanf_out, "rb") as y:
            differ = sum(1 for p, q in zip(x, y) if p != q)
        print("scanf output lines that differ from ours: %d" % differ)

    if not args.skip_memory:
        one = piped_rss(problem, args.cases, args.seed)
        eight = piped_rss(problem, 8 * args.cases, args.seed)
        grown = (eight - one) / 1024
        ok &= grown <= 1.0
        print("peak RSS through a pipe: %.2f MiB at 1x, %.2f MiB at 8x (growth %.2f MiB, target <= 1 MiB)%s"
              % (one / 1024, eight / 1024, grown, "" if grown <= 1.0 else "  MISSED"))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
