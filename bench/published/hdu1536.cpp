// HDU 1536 as published solutions write it: scanf, a memoised recursive sg()
// per test case (table reset with memset), a visited array for the mex.
// Limits: exact within the statement (heaps <= 10000; the recursion is 10^4 deep)
#include <algorithm>
#include <cstdio>
#include <cstring>

static int k, s[105], sg[10005];

static int grundy(int h) {
    if (sg[h] != -1) return sg[h];
    bool seen[105] = {false};
    for (int i = 0; i < k && s[i] <= h; i++) {
        int g = grundy(h - s[i]);
        if (g <= k) seen[g] = true;
    }
    int mex = 0;
    while (seen[mex]) mex++;
    return sg[h] = mex;
}

int main() {
    while (std::scanf("%d", &k) == 1 && k != 0) {
        for (int i = 0; i < k; i++) std::scanf("%d", &s[i]);
        std::sort(s, s + k);
        std::memset(sg, -1, sizeof sg);
        int m;
        std::scanf("%d", &m);
        while (m-- > 0) {
            int l, h, x = 0;
            std::scanf("%d", &l);
            while (l-- > 0) std::scanf("%d", &h), x ^= grundy(h);
            std::putchar(x ? 'W' : 'L');
        }
        std::putchar('\n');
    }
    return 0;
}
