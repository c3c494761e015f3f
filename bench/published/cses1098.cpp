// CSES 1098 as published solutions write it: scanf, puts, the xor of x mod 4.
// Limits: exact within the statement (heaps <= 10^9 fit an int)
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, x, s = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) std::scanf("%d", &x), s ^= x % 4;
        std::puts(s ? "first" : "second");
    }
    return 0;
}
