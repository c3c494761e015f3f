// POJ 1704 as published solutions write it: scanf, sort, the gaps inside
// pairs taken from the right xored (a wall at 0 when the count is odd).
// Limits: exact within the statement (N <= 1000 positions <= 10000)
#include <algorithm>
#include <cstdio>

static int cell[1005];

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n;
        std::scanf("%d", &n);
        for (int i = 1; i <= n; i++) std::scanf("%d", &cell[i]);
        cell[0] = 0;
        std::sort(cell + 1, cell + n + 1);
        int x = 0;
        for (int i = n; i > 0; i -= 2) x ^= cell[i] - cell[i - 1] - 1;
        std::puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
