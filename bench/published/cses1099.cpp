// CSES 1099 as published solutions write it: scanf, puts, the xor of the even stairs.
// Limits: exact within the statement (counts <= 10^9 fit an int)
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, p, s = 0;
        std::scanf("%d", &n);
        for (int i = 1; i <= n; i++) std::scanf("%d", &p), s ^= i % 2 == 0 ? p : 0;
        std::puts(s ? "first" : "second");
    }
    return 0;
}
