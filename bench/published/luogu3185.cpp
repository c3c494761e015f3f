// Luogu P3185 as published solutions write it: scanf, the beans' values by a
// mex over every pair of later bottles, every triple tried from each
// non-empty bottle, printf.
// Limits: exact within the statement (n <= 21)
#include <cstdio>
#include <cstring>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, p[32], sg[32];
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) std::scanf("%d", &p[i]);
        for (int i = n - 1; i >= 0; i--) {
            bool seen[1024];
            std::memset(seen, 0, sizeof seen);
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++) seen[sg[j] ^ sg[k]] = true;
            int v = 0;
            while (seen[v]) v++;
            sg[i] = v;
        }
        int x = 0;
        for (int i = 0; i < n; i++)
            if (p[i] & 1) x ^= sg[i];
        int count = 0, fi = -1, fj = -1, fk = -1;
        for (int i = 0; i < n; i++) {
            if (!p[i]) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((x ^ sg[i] ^ sg[j] ^ sg[k]) == 0) {
                        if (!count) fi = i, fj = j, fk = k;
                        count++;
                    }
        }
        std::printf("%d %d %d\n%d\n", fi, fj, fk, count);
    }
    return 0;
}
