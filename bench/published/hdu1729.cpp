// hdu1729 as published solutions write it: scanf, printf, the usual recursion.
// Limits: exact within the statement (full boxes, a size of 0 among them, are skipped before the loop that finds q)
#include <cmath>
#include <cstdio>

int sg(int s, int c) {
    int q = (int)sqrt((double)s);
    while (q + q * q >= s) q--;
    if (c > q) return s - c;
    if (c == q) return 0;
    return sg(q, c);
}

int main() {
    int n, k = 0;
    while (scanf("%d", &n) == 1 && n) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int s, c;
            scanf("%d %d", &s, &c);
            if (s == c) continue;
            x ^= sg(s, c);
        }
        printf("Case %d:\n%s\n", ++k, x ? "Yes" : "No");
    }
    return 0;
}
