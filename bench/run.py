#!/usr/bin/env python3
"""Benchmark every solution against C yardsticks on the same seeded input.

    python3 bench/run.py                    # every problem: bench/results.json,
                                            #   the table of bench/README.md, bench/chart.svg
    python3 bench/run.py poj1067 hdu2177    # some of them (bench/out/results.json)
    python3 bench/run.py --quick            # every problem, 1/10 of the input, 3 rounds
    python3 bench/run.py --smoke            # tiny inputs, 1 round: does it all run?
    python3 bench/run.py --report           # that table and the chart from bench/results.json
    python3 bench/run.py --baseline DIR     # also time DIR/<problem> (say, another commit's
                                            #   target/release) in the same rounds: ours / before

The problems are found in problems/*/Cargo.toml; each one's
[package.metadata.bench] says how its input looks (`case`, `header`,
`footer`, `cases`: see gen), and may name a tuned C solution of the same
algorithm (`yardstick`, a file in bench/) for a compute-bound problem, the
C++ file written the way published solutions are (`published`, default the
problem's id: bench/published/<name>.cpp) and a `published_target` (C++
time over ours at least this). For each problem it builds the release
binary and the generator, compiles the C and C++ programs (gcc/g++ -O2),
generates the input once into bench/out/, then runs every program once per
round, in interleaved rounds, stdout into a regular file on disk
(bench/out/timed.out, emptied before each run, and each run after an untimed
run of the floor into it, so that every program finds memory alike), as a
judge runs them:
- ours: target/release/<problem>;
- floor: bench/floor.c reads 1 MiB blocks, parses every integer and writes
  as many bytes as our answer has: the least work any solution does;
- tuned (where named): the same algorithm as ours, in careful C;
- published: the C++ solution (scanf/printf, the usual formula).
Where the manifest's `case` spreads values over their sizes (`lo~hi`), a
second input of as many cases draws every value uniformly over its range,
as a judge's file does (`gen --uniform`: short tokens where the range's top
is small), and ours, the floor and the tuned solution are timed on it too.
- same algorithm (where the manifest names one, `same_algorithm`): a tuned
  C solution of our algorithm for a problem whose yardstick is the floor,
  to measure what the algorithm's own work costs beyond the floor where
  ours misses its target.
The yardstick is the tuned solution where there is one, else the floor; the
target is ours / yardstick <= 1.3 (<= 1.0 against a tuned solution), and
peak RSS through a pipe at 8x the input within 1 MiB of 1x. Ratios are
medians of same-round ratios. The tuned and same-algorithm outputs must
equal ours; how many lines of the published output differ is reported.
"""
import argparse
import datetime
import hashlib
import json
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
OUT = os.path.join(BENCH, "out")
MEASURE = os.path.join(OUT, "measure")
RESULTS = os.path.join(BENCH, "results.json")
# Where every timed run writes its answers: a regular file, as on a judge,
# where a write costs what it costs in a file (to /dev/null it is free).
TIMED_OUTPUT = os.path.join(OUT, "timed.out")
OUTPUT_NOTE = ("stdout into a regular file on disk (bench/out/timed.out, emptied before each run, "
               "each run after an untimed run of the floor into it); "
               "the peak RSS runs read the input from a pipe and write to /dev/null")
CHART = os.path.join(BENCH, "chart.svg")
README = os.path.join(ROOT, "bench", "README.md")
TABLE_BEGIN = "<!-- benchmark table: written by bench/run.py from bench/results.json -->"
TABLE_END = "<!-- end of benchmark table -->"
# Ours over the floor, and ours over a tuned solution of the same algorithm.
FLOOR_TARGET = 1.3
TUNED_TARGET = 1.0
# Peak RSS at 8x the input may exceed 1x by this much (MiB).
RSS_GROWTH = 1.0
# Rounds of a full run. A ratio of two whole-process times of 50 to 500 ms
# moves by 10% from round to round on a shared machine; the median of 11
# same-round ratios moves far less than the median of 5 did (HDU 2188's,
# for one binary, was 1.53x in one run of 5 rounds and 1.17x in the next).
FULL_ROUNDS = 11
# Cases in a benchmark input, unless the manifest's `cases` says fewer
# (where one case is large or costly).
DEFAULT_CASES = 10_000_000
# The cases of a judge's file where the manifest's check names none
# (common::problems::JUDGE_CASES).
JUDGE_CASES = 100


def problems(interactive=False):
    """Every problem's id and its [package.metadata.bench] table, with the
    limit `CASES` (the most cases of a judge's file) as `judge_cases`. An
    interactive problem ([package.metadata.interactive]) has no input to time:
    its tests time each move against its judge; `interactive` lists those."""
    found = {}
    for name in sorted(os.listdir(os.path.join(ROOT, "problems"))):
        manifest = os.path.join(ROOT, "problems", name, "Cargo.toml")
        if os.path.exists(manifest):
            with open(manifest, "rb") as f:
                metadata = tomllib.load(f).get("package", {}).get("metadata", {})
            if ("interactive" in metadata) != interactive:
                continue
            found[name] = dict(metadata.get("bench", {}))
            found[name]["judge_cases"] = int(metadata.get("limits", {}).get("CASES", JUDGE_CASES))
    return found


def progress(text):
    print(text, file=sys.stderr, flush=True)


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


def published_limits(source):
    """The `// Limits:` line of a published-style solution."""
    with open(os.path.join(ROOT, source)) as f:
        found = re.search(r"^// Limits: (.*)$", f.read(), re.M)
    if not found:
        sys.exit("%s: needs a `// Limits:` line (exact ... or wrong: ...)" % source)
    return found.group(1)


def lines_differing(path_a, path_b):
    with open(path_a, "rb") as x, open(path_b, "rb") as y:
        a, b = x.read().split(b"\n"), y.read().split(b"\n")
    return sum(1 for p, q in zip(a, b) if p != q) + abs(len(a) - len(b))


def compile_tools():
    sh(["cargo", "build", "--release", "-q", "--workspace", "--bins"])
    sh(["gcc", "-O2", "-o", MEASURE, "bench/measure.c"])
    sh(["gcc", "-O2", "-o", os.path.join(OUT, "floor"), "bench/floor.c"])


def time_rounds(programs, input_path, runs, step):
    """Each program's (seconds, peak RSS) in each of `runs` interleaved rounds."""
    rounds = {name: [] for name, _ in programs}
    settle = dict(programs)["floor"]
    for r in range(runs):
        progress("%s: round %d of %d" % (step, r + 1, runs))
        for name, cmd in programs:
            # Each timed run follows an untimed run of the floor into the same
            # file, so that every program finds memory as the one before it
            # did: on this virtual machine, pages freed for two seconds or
            # more go back to the host and cost a fault each when taken again,
            # so the run after a slow one (the published C++) took up to 5x
            # longer (bench/NOTES.md).
            with open(TIMED_OUTPUT, "wb") as f:
                measure(settle, input_path, stdout=f)
            with open(TIMED_OUTPUT, "wb") as f:
                rounds[name].append(measure(cmd, input_path, stdout=f))
    os.remove(TIMED_OUTPUT)
    return rounds


def generate(problem, cases, seed, path, uniform=False):
    if not os.path.exists(path):
        progress("generating %d cases of %s%s" % (cases, problem, ", uniform" if uniform else ""))
        with open(path + ".tmp", "wb") as f:
            flag = ["--uniform"] if uniform else []
            sh([os.path.join(ROOT, "target/release/gen")] + flag + [problem, str(cases), str(seed)], stdout=f)
        os.rename(path + ".tmp", path)


def uniform_record(problem, programs, cases, args, shape, step):
    """The same programs on `cases` cases with every value uniform over its
    range, as a judge's file holds them: short tokens where the range's top
    is small."""
    path = os.path.join(OUT, "%s-%d-%d-%s-uniform.in" % (problem, cases, args.seed, shape))
    generate(problem, cases, args.seed, path, uniform=True)
    ours = os.path.join(OUT, "%s.uniform-%d.out" % (problem, cases))
    with open(ours, "wb") as f:
        measure(dict(programs)["ours"], path, stdout=f)
    floor = [os.path.join(OUT, "floor"), str(os.path.getsize(ours))]
    timed = ("ours", "floor", "tuned", "before")
    chosen = [(name, floor if name == "floor" else cmd) for name, cmd in programs if name in timed]
    rounds = time_rounds(chosen, path, args.runs, step + " (uniform)")
    yardstick = "tuned" if "tuned" in dict(chosen) else "floor"
    record = {
        "input_bytes": os.path.getsize(path),
        "output_bytes": os.path.getsize(ours),
        "ours_over_floor": median_ratio(rounds, "ours", "floor"),
        "ours_over_yardstick": median_ratio(rounds, "ours", yardstick),
    }
    if "before" in rounds:
        record["ours_over_before"] = median_ratio(rounds, "ours", "before")
    return record


def bench(problem, settings, args, position):
    """Benchmarks one problem: its JSON record."""
    step = "[%d/%d] %s" % position
    cases = args.cases or int(settings.get("cases", DEFAULT_CASES))
    if args.quick:
        cases = max(cases // 10, 1)
    if args.smoke:
        cases = min(cases, 200)

    published = settings.get("published", problem)
    published_src = "bench/published/%s.cpp" % published
    published_bin = os.path.join(OUT, "published_" + published)
    sh(["g++", "-O2", "-o", published_bin, published_src])
    tuned_src = settings.get("yardstick")
    tuned_bin = os.path.join(OUT, problem + "_tuned")
    if tuned_src:
        sh(["gcc", "-O2", "-o", tuned_bin, os.path.join("bench", tuned_src)])
    same_src = settings.get("same_algorithm")
    same_bin = os.path.join(OUT, problem + "_same")
    if same_src:
        sh(["gcc", "-O2", "-o", same_bin, os.path.join("bench", same_src)])

    # Named by what shapes it, so that a changed manifest makes a new input.
    shape = hashlib.sha256(json.dumps([settings.get(k) for k in ("header", "case", "footer")]).encode()).hexdigest()[:8]
    input_path = os.path.join(OUT, "%s-%d-%d-%s.in" % (problem, cases, args.seed, shape))
    generate(problem, cases, args.seed, input_path)
    input_bytes = os.path.getsize(input_path)

    ours_bin = os.path.join(ROOT, "target/release", problem)
    outputs = {}
    programs = [("ours", [ours_bin])]
    if args.baseline:
        programs.append(("before", [os.path.join(args.baseline, problem)]))
    if tuned_src:
        programs.append(("tuned", [tuned_bin]))
    if same_src:
        programs.append(("same", [same_bin]))
    programs.append(("published", [published_bin]))
    for name, cmd in programs:  # also warms the page cache
        outputs[name] = os.path.join(OUT, "%s.%s.out" % (problem, name))
        with open(outputs[name], "wb") as f:
            measure(cmd, input_path, stdout=f)
    output_bytes = os.path.getsize(outputs["ours"])
    programs.insert(1, ("floor", [os.path.join(OUT, "floor"), str(output_bytes)]))

    rounds = time_rounds(programs, input_path, args.runs, step)
    yardstick = "tuned" if tuned_src else "floor"
    target = TUNED_TARGET if tuned_src else FLOOR_TARGET
    record = {
        "cases": cases,
        "input_bytes": input_bytes,
        "output_bytes": output_bytes,
        "rounds": args.runs,
        "fastest_seconds": {name: min(t for t, _ in rounds[name]) for name, _ in programs},
        "peak_rss_kib": {name: max(m for _, m in rounds[name]) for name, _ in programs},
        "yardstick": yardstick,
        "yardstick_source": "bench/" + (tuned_src or "floor.c"),
        "target": target,
        "ours_over_yardstick": median_ratio(rounds, "ours", yardstick),
        "ours_over_floor": median_ratio(rounds, "ours", "floor"),
        "published_source": published_src,
        "published_over_ours": median_ratio(rounds, "published", "ours"),
        "published_over_yardstick": median_ratio(rounds, "published", yardstick),
        "published_limits": published_limits(published_src),
        "published_lines_differing": lines_differing(outputs["ours"], outputs["published"]),
    }
    if tuned_src:
        record["tuned_lines_differing"] = lines_differing(outputs["ours"], outputs["tuned"])
    if args.baseline:
        record["ours_over_before"] = median_ratio(rounds, "ours", "before")
        record["before_lines_differing"] = lines_differing(outputs["ours"], outputs["before"])
    if same_src:
        record["same_algorithm_source"] = "bench/" + same_src
        record["ours_over_same_algorithm"] = median_ratio(rounds, "ours", "same")
        record["same_algorithm_over_floor"] = median_ratio(rounds, "same", "floor")
        record["same_algorithm_lines_differing"] = lines_differing(outputs["ours"], outputs["same"])
    if settings.get("published_target"):
        record["published_target"] = float(settings["published_target"])
    # Values spread over their sizes (`lo~hi`) differ from a judge's,
    # uniform over the range: the second input.
    if "~" in settings.get("case", ""):
        record["uniform"] = uniform_record(problem, programs, cases, args, shape, step)
    # A judge's file: as many cases as one holds, values uniform, so that
    # start-up and the tables built at start count as a judge counts them.
    judge_cases = min(settings["judge_cases"], cases)
    record["judge_file"] = uniform_record(problem, programs, judge_cases, args, shape, step + " judge's file")
    record["judge_file"]["cases"] = judge_cases
    if not args.skip_memory:
        progress("%s: peak RSS through a pipe, 1x and 8x" % step)
        record["piped_rss_kib"] = {"1x": piped_rss(problem, cases, args.seed), "8x": piped_rss(problem, 8 * cases, args.seed)}
    record["misses"] = misses(record)
    return record


def misses(record):
    """What a record falls short of, in words; empty when it meets its targets."""
    found = []
    if record["ours_over_yardstick"] > record["target"]:
        found.append("%.2fx the %s (target <= %.1fx)" % (record["ours_over_yardstick"], record["yardstick"], record["target"]))
    uniform = record.get("uniform")
    if uniform and uniform["ours_over_yardstick"] > record["target"]:
        found.append("%.2fx the %s on uniform values (target <= %.1fx)"
                     % (uniform["ours_over_yardstick"], record["yardstick"], record["target"]))
    judge = record.get("judge_file")
    if judge and judge["ours_over_yardstick"] > record["target"]:
        found.append("%.2fx the %s on a judge's file (target <= %.1fx)"
                     % (judge["ours_over_yardstick"], record["yardstick"], record["target"]))
    if record.get("tuned_lines_differing"):
        found.append("the tuned output differs from ours on %d lines" % record["tuned_lines_differing"])
    if record.get("before_lines_differing"):
        found.append("the baseline's output differs from ours on %d lines" % record["before_lines_differing"])
    if record.get("same_algorithm_lines_differing"):
        found.append("the same algorithm's output differs from ours on %d lines"
                     % record["same_algorithm_lines_differing"])
    goal = record.get("published_target")
    if goal and record["published_over_ours"] < goal:
        found.append("published only %.2fx ours (target >= %.1fx)" % (record["published_over_ours"], goal))
    rss = record.get("piped_rss_kib")
    if rss and (rss["8x"] - rss["1x"]) / 1024 > RSS_GROWTH:
        found.append("peak RSS grows %.2f MiB from 1x to 8x" % ((rss["8x"] - rss["1x"]) / 1024))
    return found


def print_record(problem, record):
    mb = record["input_bytes"] / 1e6
    print("%s: %d cases, %.1f MB in, %.1f MB out, %d rounds"
          % (problem, record["cases"], mb, record["output_bytes"] / 1e6, record["rounds"]))
    print("  %-10s %9s %9s %12s" % ("", "fastest s", "MB/s", "peak RSS"))
    for name, seconds in record["fastest_seconds"].items():
        print("  %-10s %9.3f %9.1f %8.1f MiB" % (name, seconds, mb / seconds, record["peak_rss_kib"][name] / 1024))
    print("  ours / %s = %.2fx (target <= %.1fx); published / ours = %.2fx; published lines differing: %d"
          % (record["yardstick"], record["ours_over_yardstick"], record["target"], record["published_over_ours"],
             record["published_lines_differing"]))
    if "uniform" in record:
        print("  uniform values: ours / %s = %.2fx" % (record["yardstick"], record["uniform"]["ours_over_yardstick"]))
    if "judge_file" in record:
        judge = record["judge_file"]
        print("  a judge's file (%d cases, %d bytes): ours / %s = %.2fx"
              % (judge["cases"], judge["input_bytes"], record["yardstick"], judge["ours_over_yardstick"]))
    if "ours_over_before" in record:
        print("  ours / before = %.2fx%s" % (record["ours_over_before"], "; uniform values %.2fx"
                                              % record["uniform"]["ours_over_before"] if "uniform" in record else ""))
    if "same_algorithm_source" in record:
        print("  the same algorithm in tuned C: %.2fx the floor; ours / it = %.2fx"
              % (record["same_algorithm_over_floor"], record["ours_over_same_algorithm"]))
    rss = record.get("piped_rss_kib")
    if rss:
        print("  peak RSS through a pipe: %.2f MiB at 1x, %.2f MiB at 8x" % (rss["1x"] / 1024, rss["8x"] / 1024))
    if not record.get("smoke"):
        for miss in record["misses"]:
            print("  MISSED: " + miss)


def tool_version(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()[0]
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def machine():
    model = platform.processor() or "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            model = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return "%s, %d cores" % (model, os.cpu_count() or 0)


# The report: a Markdown table for bench/README.md and an SVG chart.

def ratio(x, target=None):
    """x to two decimals, or three where two would round onto the target."""
    text = "%.2fx" % x
    if target is not None and (x > target) != (round(x, 2) > target):
        text = "%.3fx" % x
    return text


def markdown_table(results):
    rows = [
        "| problem | input | ours | ours / yardstick | uniform values | a judge's file | C++ / ours "
        "| the C++ solution's answers | peak RSS 1x → 8x |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    manifests = problems()
    for problem, r in sorted(results["problems"].items()):
        mb = r["input_bytes"] / 1e6
        size = "%.1f MB, %d cases" % (mb, r["cases"])
        if r["output_bytes"] > r["input_bytes"]:
            size += ", %.1f MB out" % (r["output_bytes"] / 1e6)
        ours = "%.0f MB/s" % (mb / r["fastest_seconds"]["ours"])
        against = "%s vs %s (≤ %.1fx%s)" % (ratio(r["ours_over_yardstick"], r["target"]), r["yardstick"], r["target"],
                                           ", missed" if r["ours_over_yardstick"] > r["target"] else "")
        if "same_algorithm_source" in r:
            against += "; [our algorithm in C](%s): %s vs floor, ours %s of it" % (
                os.path.basename(r["same_algorithm_source"]), ratio(r["same_algorithm_over_floor"]), ratio(r["ours_over_same_algorithm"]))
        answers = r["published_limits"]
        if r["published_lines_differing"]:
            answers += " (%d lines of this input differ)" % r["published_lines_differing"]
        rss = r.get("piped_rss_kib")
        memory = "%.2f → %.2f MiB" % (rss["1x"] / 1024, rss["8x"] / 1024) if rss else ""
        uniform = r.get("uniform")
        if uniform:
            flat = ratio(uniform["ours_over_yardstick"], r["target"])
        elif "~" in manifests.get(problem, {}).get("case", ""):
            flat = "not run"
        else:
            flat = "(uniform already)"
        judge = r.get("judge_file")
        judged = "%s (%d cases)" % (ratio(judge["ours_over_yardstick"], r["target"]), judge["cases"]) if judge else "not run"
        rows.append("| [%s](../problems/%s/src/main.rs) | %s | %s | %s | %s | %s | %s | %s | %s |"
                    % (problem, problem, size, ours, against, flat, judged, ratio(r["published_over_ours"]), answers,
                       memory))
    return "\n".join(rows)


def svg_chart(results):
    """One row per problem on a log scale of time over the yardstick: a bar
    for ours and one for the C++ solution; the yardstick is the line at 1."""
    entries = sorted(results["problems"].items())
    low = 0.25
    high = 2 ** math.ceil(math.log2(max(max(r["ours_over_yardstick"], r["published_over_yardstick"]) for _, r in entries)))
    left, right, top, row = 90, 30, 50, 26
    width = 820
    plot = width - left - right
    height = top + row * len(entries) + 40

    def x(value):
        return left + plot * (math.log(value) - math.log(low)) / (math.log(high) - math.log(low))

    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
        'font-family="sans-serif" font-size="11">' % (width, height, width, height),
        '<rect width="100%" height="100%" fill="white"/>',
        '<text x="%d" y="18" font-size="13" font-weight="bold">Time over the yardstick (the parse floor, '
        'or a tuned C solution), log scale; shorter is faster</text>' % left,
        '<rect x="%d" y="28" width="10" height="10" fill="#2b6cb0"/><text x="%d" y="37">ours</text>'
        % (left, left + 14),
        '<rect x="%d" y="28" width="10" height="10" fill="#dd8a3c"/><text x="%d" y="37">C++ as published '
        '(scanf/printf, the usual formula)</text>' % (left + 60, left + 74),
    ]
    tick = low
    while tick <= high:
        parts.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s"/>'
                     % (x(tick), top - 4, x(tick), height - 36, "#000" if tick == 1 else "#ddd"))
        parts.append('<text x="%.1f" y="%d" text-anchor="middle">%gx</text>' % (x(tick), height - 22, tick))
        tick *= 2
    target = x(FLOOR_TARGET)
    parts.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#c53030" stroke-dasharray="4 3"/>'
                 % (target, top - 4, target, height - 36))
    parts.append('<text x="%.1f" y="%d" fill="#c53030">1.3x target</text>' % (target + 3, height - 8))
    for i, (problem, r) in enumerate(entries):
        y = top + i * row
        label = problem + (" *" if r["yardstick"] == "tuned" else "")
        parts.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (left - 6, y + 15, label))
        for j, (value, colour) in enumerate(((r["ours_over_yardstick"], "#2b6cb0"),
                                             (r["published_over_yardstick"], "#dd8a3c"))):
            end = x(max(value, low))
            parts.append('<rect x="%d" y="%d" width="%.1f" height="9" fill="%s"/>'
                         % (left, y + 3 + 10 * j, max(end - left, 1), colour))
            parts.append('<text x="%.1f" y="%d">%.2f</text>' % (end + 3, y + 11 + 10 * j, value))
    parts.append('<text x="%d" y="%d">* against a tuned C solution of the same algorithm '
                 '(target at or below 1x)</text>' % (left, height - 8))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def write_report(results):
    with open(CHART, "w") as f:
        f.write(svg_chart(results))
    with open(README) as f:
        text = f.read()
    start, end = text.find(TABLE_BEGIN), text.find(TABLE_END)
    if start < 0 or end < start:
        sys.exit("bench/README.md: the benchmark table's markers are missing")
    run = results["run"]
    table = "%s\n%s\n\n%s\n" % (
        TABLE_BEGIN,
        "Run of %s: %s rounds, %s; %s; %s; %s." % (run["date"], run["rounds"], run["machine"], run["rustc"], run["gcc"],
                                                  run.get("output", "stdout to /dev/null")),
        markdown_table(results),
    )
    with open(README, "w") as f:
        f.write(text[:start] + table + text[end:])
    print("wrote %s and the benchmark table of bench/README.md" % os.path.relpath(CHART, ROOT))


def main():
    known = problems()
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("problem", nargs="*", help="one of %s; default: every problem" % ", ".join(sorted(known)))
    parser.add_argument("--cases", type=int, help="default: the manifest's `cases`, else %d" % DEFAULT_CASES)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, help="rounds (default %d; 3 with --quick, 1 with --smoke)" % FULL_ROUNDS)
    parser.add_argument("--quick", action="store_true", help="a tenth of the cases, 3 rounds")
    parser.add_argument("--smoke", action="store_true", help="at most 200 cases, 1 round, no memory run")
    parser.add_argument("--skip-memory", action="store_true", help="skip the 1x and 8x runs through a pipe")
    parser.add_argument("--json", help="where the results go (default: bench/results.json for a full run "
                                       "of every problem, else bench/out/results.json)")
    parser.add_argument("--baseline", metavar="DIR", help="a folder of other builds of the solutions (binaries named "
                                                            "by problem), timed in the same rounds as `before`")
    parser.add_argument("--report", action="store_true", help="only write the table of bench/README.md and the chart from bench/results.json")
    args = parser.parse_args()
    if args.report:
        with open(RESULTS) as f:
            write_report(json.load(f))
        return
    played = [p for p in args.problem if p in problems(interactive=True)]
    if played:
        parser.error("%s: interactive, no input to time: its tests time every move against its judge "
                     "(cargo test -p %s -- --nocapture)" % (", ".join(played), played[0]))
    unknown = [p for p in args.problem if p not in known]
    if unknown:
        parser.error("no such problem: %s" % ", ".join(unknown))
    args.runs = args.runs or (1 if args.smoke else 3 if args.quick else FULL_ROUNDS)
    args.skip_memory |= args.smoke
    full = not (args.problem or args.quick or args.smoke or args.cases or args.skip_memory)
    json_path = args.json or (RESULTS if full else os.path.join(OUT, "results.json"))

    os.makedirs(OUT, exist_ok=True)
    progress("building the binaries and the C yardsticks")
    compile_tools()
    chosen = args.problem or sorted(known)
    results = {
        "run": {
            "date": datetime.date.today().isoformat(),
            "rounds": args.runs,
            "mode": "smoke" if args.smoke else "quick" if args.quick else "full",
            "machine": machine(),
            "rustc": tool_version(["rustc", "--version"]),
            "gcc": tool_version(["gcc", "--version"]),
            "output": OUTPUT_NOTE,
        },
        "problems": {},
    }
    for i, problem in enumerate(chosen):
        record = bench(problem, known[problem], args, (i + 1, len(chosen), problem))
        # A smoke run's few cases and one round say nothing about speed.
        record["smoke"] = args.smoke
        results["problems"][problem] = record
        print_record(problem, record)
        sys.stdout.flush()
    with open(json_path, "w") as f:
        json.dump(results, f, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote %s" % os.path.relpath(json_path, ROOT))
    if json_path == RESULTS:
        write_report(results)
    missed = [p for p, r in results["problems"].items() if r["misses"]]
    # A smoke run checks that everything runs and agrees, not the speed.
    broken = [p for p, r in results["problems"].items() if r.get("tuned_lines_differing") or r.get("before_lines_differing")]
    if broken:
        sys.exit("the tuned yardstick or the baseline disagrees with ours: %s" % ", ".join(broken))
    if args.smoke:
        print("smoke run: all %d problems built, ran and agreed with their yardsticks "
              "(no speed is judged on so few cases)" % len(chosen))
        sys.exit(0)
    print("targets met by %d of %d problems%s" % (len(chosen) - len(missed), len(chosen),
                                                  "; missed: " + ", ".join(missed) if missed else ""))
    sys.exit(0 if not missed else 1)


if __name__ == "__main__":
    main()
