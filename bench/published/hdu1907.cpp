// HDU 1907 as published solutions write it: scanf, puts, misere Nim.
// Limits: exact within the statement (N <= 47 piles of <= 4747)
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        int n, a, x = 0, big = 0;
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) std::scanf("%d", &a), x ^= a, big += a > 1;
        bool john = big == 0 ? n % 2 == 0 : x != 0;
        std::puts(john ? "John" : "Brother");
    }
    return 0;
}
