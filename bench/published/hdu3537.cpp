// hdu3537 as published solutions write it: scanf, sort and unique, the usual formula.
// Limits: exact within the statement (values up to 2 * 10^8 + 1 fit an int)
#include <algorithm>
#include <cstdio>

int a[128];

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        for (int i = 0; i < n; i++) scanf("%d", &a[i]);
        std::sort(a, a + n);
        n = std::unique(a, a + n) - a;
        int x = 0;
        for (int i = 0; i < n; i++) {
            int v = a[i] * 2;
            if (__builtin_popcount(a[i]) % 2 == 0) v++;
            x ^= v;
        }
        puts(x ? "No" : "Yes");
    }
    return 0;
}
