#!/usr/bin/env python3
"""Benchmark solutions against C yardsticks on the same seeded input.

    python3 bench/run.py                    # every problem
    python3 bench/run.py poj1067 hdu2177    # some of them
    python3 bench/run.py poj1067 --cases 1000000 --runs 3

The problems are found in problems/*/Cargo.toml; each one's
[package.metadata.bench] says how its input looks (see gen), its target
(`target`, ours / floor, default 1.3), its scanf yardstick (`scanf`,
bench/<name>_scanf.cpp, with an optional `scanf_target`), and for a
compute-bound problem a tuned C solution of the same algorithm
(`yardstick`, a file in bench/) that replaces the floor in the target
(ours / tuned, default 1.0). For each problem
this builds the release binary and the generator, compiles the yardsticks
(g++/gcc -O2), generates the input once into bench/out/, then runs the
programs in --runs interleaved rounds (stdout to /dev/null):
- ours: target/release/<problem>;
- scanf: scanf/printf as published solutions do;
- floor: bench/floor.c, reads 1 MiB blocks, parses every integer and writes
  as many bytes as our real answer has: the least work any solution does.
It prints each program's fastest round (seconds, MB/s of input, peak RSS),
the median of the same-round ratios against the targets, and our peak RSS
on 8x the input streamed through a pipe against 1x.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
MEASURE = os.path.join(OUT, "measure")
# Our time over the floor's must stay within a problem's target, this
# unless it declares another.
DEFAULT_TARGET = 1.3
# Cases in a benchmark input, unless the manifest's `cases` says fewer
# (where one case prints much).
DEFAULT_CASES = 10_000_000


def problems():
    """Every problem's id and its [package.metadata.bench] table."""
    found = {}
    for name in sorted(os.listdir(os.path.join(ROOT, "problems"))):
        manifest = os.path.join(ROOT, "problems", name, "Cargo.toml")
        if os.path.exists(manifest):
            with open(manifest, "rb") as f:
                found[name] = tomllib.load(f).get("package", {}).get("metadata", {}).get("bench", {})
    return found


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


def interleaved(rows, input_path, runs):
    """Runs every program once per round, so a slow spell of the machine
    hits them alike: each one's (seconds, peak RSS) per round."""
    seen = {name: [] for name, _ in rows}
    for _ in range(runs):
        for name, cmd in rows:
            seen[name].append(measure(cmd, input_path))
    return seen


def median_ratio(rounds, a, b):
    """The median over rounds of a's time over b's in the same round."""
    return statistics.median(x[0] / y[0] for x, y in zip(rounds[a], rounds[b]))


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


def bench(problem, settings, args):
    """Benchmarks one problem; True when it meets its targets."""
    os.makedirs(OUT, exist_ok=True)
    cases = args.cases or int(settings.get("cases", DEFAULT_CASES))
    sh(["cargo", "build", "--release", "-q", "-p", problem, "-p", "common", "--bins"])
    scanf_name = settings.get("scanf")
    scanf_src = os.path.join(ROOT, "bench", "%s_scanf.cpp" % scanf_name)
    scanf_bin = os.path.join(OUT, "%s_scanf" % scanf_name)
    floor_bin = os.path.join(OUT, "floor")
    sh(["gcc", "-O2", "-o", floor_bin, "bench/floor.c"])
    sh(["gcc", "-O2", "-o", MEASURE, "bench/measure.c"])
    has_scanf = scanf_name is not None
    if has_scanf:
        sh(["g++", "-O2", "-o", scanf_bin, scanf_src])
    tuned_src = settings.get("yardstick")
    tuned_bin = os.path.join(OUT, problem + "_tuned")
    if tuned_src:
        sh(["gcc", "-O2", "-o", tuned_bin, os.path.join("bench", tuned_src)])

    input_path = os.path.join(OUT, "%s-%d-%d.in" % (problem, cases, args.seed))
    if not os.path.exists(input_path):
        with open(input_path + ".tmp", "wb") as f:
            sh([os.path.join(ROOT, "target/release/gen"), problem, str(cases), str(args.seed)], stdout=f)
        os.rename(input_path + ".tmp", input_path)
    size_mb = os.path.getsize(input_path) / 1e6

    ours_bin = os.path.join(ROOT, "target/release", problem)
    ours_out = os.path.join(OUT, problem + ".ours.out")
    with open(ours_out, "wb") as f:
        measure([ours_bin], input_path, stdout=f)  # also warms the page cache
    out_bytes = os.path.getsize(ours_out)

    rows = [("ours", [ours_bin]), ("floor", [floor_bin, str(out_bytes)])]
    if tuned_src:
        rows.append(("tuned", [tuned_bin]))
    if has_scanf:
        rows.append(("scanf", [scanf_bin]))
    rounds = interleaved(rows, input_path, args.runs)

    print("%s: %d cases, %.1f MB in, %.1f MB out, %d rounds" % (problem, cases, size_mb, out_bytes / 1e6, args.runs))
    print("%-6s %9s %9s %12s" % ("", "fastest s", "MB/s", "peak RSS"))
    for name, _ in rows:
        seconds = min(t for t, _ in rounds[name])
        rss = max(r for _, r in rounds[name])
        print("%-6s %9.3f %9.1f %9.1f MiB" % (name, seconds, size_mb / seconds, rss / 1024))

    ok = True
    yardstick = "tuned" if tuned_src else "floor"
    over = median_ratio(rounds, "ours", yardstick)
    target = float(settings.get("target", 1.0 if tuned_src else DEFAULT_TARGET))
    ok &= over <= target
    if tuned_src:
        print("ours / floor  = %.2fx, median of same-round ratios" % median_ratio(rounds, "ours", "floor"))
    print("ours / %-6s = %.2fx, median of same-round ratios (target <= %.2fx)%s"
          % (yardstick, over, target, "" if over <= target else "  MISSED"))
    if tuned_src:
        tuned_out = os.path.join(OUT, problem + ".tuned.out")
        with open(tuned_out, "wb") as f:
            measure([tuned_bin], input_path, stdout=f)
        with open(ours_out, "rb") as x, open(tuned_out, "rb") as y:
            if x.read() != y.read():
                ok = False
                print("the tuned yardstick's output differs from ours  MISSED")
    if has_scanf:
        speedup = median_ratio(rounds, "scanf", "ours")
        goal = settings.get("scanf_target")
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
        one = piped_rss(problem, cases, args.seed)
        eight = piped_rss(problem, 8 * cases, args.seed)
        grown = (eight - one) / 1024
        ok &= grown <= 1.0
        print("peak RSS through a pipe: %.2f MiB at 1x, %.2f MiB at 8x (growth %.2f MiB, target <= 1 MiB)%s"
              % (one / 1024, eight / 1024, grown, "" if grown <= 1.0 else "  MISSED"))
    return ok


def main():
    known = problems()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("problem", nargs="*", help="one of %s; default: every problem" % ", ".join(sorted(known)))
    parser.add_argument("--cases", type=int, help="default: the manifest's `cases`, else %d" % DEFAULT_CASES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--skip-memory", action="store_true", help="skip the 8x memory run")
    args = parser.parse_args()
    unknown = [p for p in args.problem if p not in known]
    if unknown:
        parser.error("no such problem: %s" % ", ".join(unknown))
    ok = True
    for problem in args.problem or sorted(known):
        ok &= bench(problem, known[problem], args)
        print()
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
