// hdu3595 as published solutions write it: scanf, printf, the circulating step recursion.
// Limits: wrong: it steps every non-divisible component as if y >= 2x, so (2, 3) lasts 3 moves instead of 2
#include <cstdio>

int step(int x, int y) {
    if (x > y) { int t = x; x = y; y = t; }
    if (x == 0) return 0;
    if (y % x == 0) return 1;
    int s = step(y % x, x);
    return s % 2 == 1 ? s + 2 : s + 1;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int longest = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            scanf("%d %d", &p, &q);
            int s = step(p, q);
            if (s > longest) longest = s;
        }
        puts(longest % 2 == 1 ? "MM" : "GG");
    }
    return 0;
}
