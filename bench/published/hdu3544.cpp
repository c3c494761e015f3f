// HDU 3544 as published solutions write it: scanf, each bar halved on both
// sides until one side is 1, the other side's excess added to its owner's
// count, long long totals.
// Limits: exact within the statement (sides <= 10^9, N <= 100: totals below 10^11)
#include <cstdio>

int main() {
    int t;
    std::scanf("%d", &t);
    for (int c = 1; c <= t; c++) {
        int n;
        std::scanf("%d", &n);
        long long alice = 0, bob = 0;
        for (int i = 0; i < n; i++) {
            long long x, y;
            std::scanf("%lld %lld", &x, &y);
            while (x > 1 && y > 1) x >>= 1, y >>= 1;
            if (y == 1) alice += x - 1;
            else bob += y - 1;
        }
        std::printf("Case %d: %s\n", c, alice > bob ? "Alice" : "Bob");
    }
    return 0;
}
