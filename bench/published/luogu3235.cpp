// Luogu P3235 as published solutions write it: scanf, the table for F built
// once to 10^5 with the quotients grouped (two m per run of x / m), printf.
// Limits: exact within the statement
#include <cstdio>
#include <cstring>

const int MAXN = 100000;
int sg[MAXN + 1], seen[MAXN + 1];

int main() {
    int t, f;
    if (std::scanf("%d %d", &t, &f) != 2) return 0;
    for (int x = 0; x <= MAXN; x++) {
        if (x < f || x < 2) { sg[x] = 0; continue; }
        for (int m = 2; m <= x; m = x / (x / m) + 1) {
            for (int k = m; k <= m + 1 && k <= x / (x / m); k++) {
                int q = x / k, r = x % k, v = 0;
                if (r & 1) v ^= sg[q + 1];
                if ((k - r) & 1) v ^= sg[q];
                seen[v] = x;
            }
        }
        int v = 0;
        while (seen[v] == x) v++;
        sg[x] = v;
    }
    for (int i = 0; i < t; i++) {
        int n, s = 0, a;
        std::scanf("%d", &n);
        while (n-- > 0) std::scanf("%d", &a), s ^= sg[a];
        std::printf(i ? " %d" : "%d", s ? 1 : 0);
    }
    std::printf("\n");
    return 0;
}
