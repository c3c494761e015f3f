// CSES 2207 as published solutions write it: scanf, the known lost heaps
// (OEIS A036685) in a set, puts.
// Limits: exact within the statement (n <= 10^6, on the computed values)
#include <cstdio>
#include <set>

int main() {
    const std::set<int> lost = {0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282,
                                285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386, 389,
                                392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926,
                                929, 932, 1222};
    int t, n;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0 && std::scanf("%d", &n) == 1) std::puts(lost.count(n) ? "second" : "first");
    return 0;
}
