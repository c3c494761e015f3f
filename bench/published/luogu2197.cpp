// Luogu P2197 as published solutions write it: scanf, puts, the xor of the heaps.
// Limits: exact within the statement (heaps below 10^4)
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, x, s = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) std::scanf("%d", &x), s ^= x;
        std::puts(s ? "Yes" : "No");
    }
    return 0;
}
