#!/usr/bin/env python3
"""Checks golden files against independent reference programs.

A problem whose problems/<id>/Cargo.toml has
    [package.metadata.golden]
    reference = "python3 tests/wythoff_reference.py poj1067"
gets every tests/<id>/*.in, beyond/*.in and doubtful/*.in run through that command (from the workspace
root), and the output must equal the .out beside it byte for byte.
"""
import glob
import os
import shlex
import subprocess
import sys
import tomllib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    checked = failed = 0
    for manifest in sorted(glob.glob(os.path.join(ROOT, "problems", "*", "Cargo.toml"))):
        problem = os.path.basename(os.path.dirname(manifest))
        with open(manifest, "rb") as f:
            golden = tomllib.load(f).get("package", {}).get("metadata", {}).get("golden", {})
        command = golden.get("reference")
        if not command:
            continue
        inputs = glob.glob(os.path.join(ROOT, "tests", problem, "*.in"))
        for other in ("beyond", "doubtful"):
            inputs += glob.glob(os.path.join(ROOT, "tests", problem, other, "*.in"))
        for input_path in sorted(inputs):
            with open(input_path, "rb") as stdin:
                answer = subprocess.run(shlex.split(command), stdin=stdin, capture_output=True, cwd=ROOT, check=True)
            with open(input_path[:-3] + ".out", "rb") as f:
                expected = f.read()
            checked += 1
            if answer.stdout != expected:
                failed += 1
                print("%s: the reference `%s` disagrees with %s" % (problem, command, input_path[:-3] + ".out"), file=sys.stderr)
    print("%d golden files checked against their references, %d disagree" % (checked, failed))
    sys.exit(1 if failed or not checked else 0)


if __name__ == "__main__":
    main()
