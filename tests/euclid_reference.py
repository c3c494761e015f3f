#!/usr/bin/env python3
"""Reference answers for the Euclid's game golden files, by a search of the moves.

Independent of the Rust solutions and of common/: a position (a, b), a >= b,
is won iff some move (a - k b, b), k = 1..a // b, is lost, and a position
holding 0 is lost. Every move is tried when a // b <= 64. Beyond that only
the moves leaving 0, 1 or 2 copies of b are: from r + k b (k >= 2) the next
player reaches both (b, r) and (r + b, b), whose only move is to (b, r), so
all those k give the same (won) position to that player.

    python3 tests/euclid_reference.py luogu1290 < tests/luogu1290/X.in > tests/luogu1290/X.out
    python3 tests/euclid_reference.py poj2348 < tests/poj2348/X.in > tests/poj2348/X.out
"""
import sys
from functools import lru_cache


@lru_cache(maxsize=None)
def wins(a, b):
    a, b = max(a, b), min(a, b)
    if b == 0:
        return False
    q, r = divmod(a, b)
    kept = range(q) if q <= 64 else range(3)
    return any(not wins(r + k * b, b) for k in kept)


def main():
    problem = sys.argv[1]
    tokens = [int(t) for t in sys.stdin.read().split()]
    if problem == "luogu1290":
        pairs = [tokens[1 + 2 * i : 3 + 2 * i] for i in range(tokens[0])]
    else:
        pairs = []
        for i in range(0, len(tokens) - 1, 2):
            if tokens[i] == 0 and tokens[i + 1] == 0:
                break
            pairs.append(tokens[i : i + 2])
    sys.setrecursionlimit(100000)
    for a, b in pairs:
        sys.stdout.write("Stan wins\n" if wins(a, b) else "Ollie wins\n")


if __name__ == "__main__":
    main()
