// POJ 3537 as published solutions write it: scanf, a bottom-up table of
// the strips' Sprague-Grundy values (a cross at i leaves i - 3 and
// n - i - 2 safe cells), a visited array per length.
// Limits: exact within the statement (n <= 2000); beyond it the fixed arrays overflow
#include <cstdio>
#include <cstring>

static int sg[2005];
static bool seen[2005];

int main() {
    sg[0] = 0;
    for (int m = 1; m <= 2000; m++) {
        std::memset(seen, 0, sizeof seen);
        for (int i = 1; i <= m; i++) {
            int left = i - 3 > 0 ? i - 3 : 0;
            int right = m - i - 2 > 0 ? m - i - 2 : 0;
            seen[sg[left] ^ sg[right]] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        sg[m] = v;
    }
    int n;
    while (std::scanf("%d", &n) == 1) std::puts(sg[n] ? "1" : "2");
    return 0;
}
