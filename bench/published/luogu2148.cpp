// Luogu P2148 as published solutions write it: scanf, the value of a group as
// the first zero bit of (a - 1) | (b - 1), found by doubling an int.
// Limits: wrong: right within the statement only through wraparound (undefined behaviour): the doubling overflows int at value 31, as (2^30, 2^30 + 1)
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, sum = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; i += 2) {
            int a, b;
            std::scanf("%d %d", &a, &b);
            int s = (a - 1) | (b - 1), value = 0;
            for (int bit = 1; s & bit; bit <<= 1) value++;
            sum ^= value;
        }
        std::puts(sum ? "YES" : "NO");
    }
    return 0;
}
