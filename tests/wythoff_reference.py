#!/usr/bin/env python3
"""Reference answers for the Wythoff golden files, by exact big-integer math.

Independent of the Rust solutions and of common/: a_k = (k + isqrt(5 k^2)) // 2
(exact because sqrt(5) k is irrational for k > 0), the losing positions are
(a_k, a_k + k), and a winning move is any legal move into one of them.

    python3 tests/wythoff_reference.py poj1067 < tests/poj1067/X.in > tests/poj1067/X.out
    python3 tests/wythoff_reference.py hdu2177 < tests/hdu2177/X.in > tests/hdu2177/X.out

.ci/run checks every Wythoff golden file against it.
"""
import sys
from math import isqrt


def lower(k):
    return (k + isqrt(5 * k * k)) // 2


def losing(a, b):
    a, b = min(a, b), max(a, b)
    return lower(b - a) == a


def partner(n):
    """The other pile of the losing position holding n (bisection on a_k)."""
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi) // 2
        if lower(mid) >= n:
            hi = mid
        else:
            lo = mid + 1
    if lower(lo) == n:
        return n + lo
    lo, hi = 0, n
    while lo < hi:
        mid = (lo + hi) // 2
        if lower(mid) + mid >= n:
            hi = mid
        else:
            lo = mid + 1
    assert lower(lo) + lo == n
    return lower(lo)


def legal(a, b, x, y):
    """Whether one move turns piles {a, b} into {x, y}."""
    for p, q in ((a, b), (b, a)):
        for s, t in ((x, y), (y, x)):
            if (p == s and t < q) or (q - t == p - s > 0):
                return True
    return False


def hdu2177(a, b):
    a, b = min(a, b), max(a, b)
    k = b - a
    diagonal = (lower(k), lower(k) + k)
    candidates = {diagonal}
    for n in (a, b):
        p = partner(n)
        candidates.add((min(n, p), max(n, p)))
    wins = [c for c in candidates if legal(a, b, *c) and c[1] < 2**64]
    first = [c for c in wins if c == diagonal and c[0] < a]
    rest = sorted(c for c in wins if c not in first)
    if not wins:
        return ["0"]
    return ["1"] + ["%d %d" % c for c in first + rest]


def main():
    mode = sys.argv[1]
    tokens = sys.stdin.read().split()
    out = []
    for i in range(0, len(tokens) - 1, 2):
        a, b = int(tokens[i]), int(tokens[i + 1])
        if mode == "hdu2177":
            if a == 0 and b == 0:
                break
            out.extend(hdu2177(a, b))
        else:
            out.append("0" if losing(a, b) else "1")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    main()
