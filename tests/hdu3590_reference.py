#!/usr/bin/env python3
"""HDU 3590's golden outputs from a search of the real game, for small trees.

Reads the problem's input (cases until end of input: N, then N trees, each
m and its m - 1 edges) and prints PP or QQ for each case. A position is the
multiset of its trees, each tree the sorted tuple of its children's
subtrees; a move deletes one edge, and the subtree above it vanishes with
it; whoever cannot move wins. No Grundy value and no formula: every move is
played.
"""
import functools
import sys


def cuts(tree):
    """Every tree one deletion leaves of `tree` (children as subtrees)."""
    after = []
    for i, child in enumerate(tree):
        rest = tree[:i] + tree[i + 1:]
        after.append(rest)
        for smaller in cuts(child):
            after.append(tuple(sorted(rest + (smaller,))))
    return after


@functools.lru_cache(maxsize=None)
def mover_wins(forest):
    moves = []
    for i, tree in enumerate(forest):
        rest = forest[:i] + forest[i + 1:]
        moves.extend(tuple(sorted(rest + (t,))) for t in cuts(tree))
    return not moves or any(not mover_wins(m) for m in moves)


def main():
    numbers = list(map(int, sys.stdin.read().split()))
    at = 0
    answers = []
    while at < len(numbers):
        count = numbers[at]
        at += 1
        forest = []
        for _ in range(count):
            m = numbers[at]
            at += 1
            around = {v: [] for v in range(1, m + 1)}
            for _ in range(m - 1):
                a, b = numbers[at], numbers[at + 1]
                at += 2
                around[a].append(b)
                around[b].append(a)

            def shape(v, parent):
                return tuple(sorted(shape(w, v) for w in around[v] if w != parent))

            forest.append(shape(1, 0))
        answers.append("PP" if mover_wins(tuple(sorted(forest))) else "QQ")
    sys.stdout.write("".join(a + "\n" for a in answers))


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    main()
