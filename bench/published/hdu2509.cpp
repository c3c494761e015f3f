// HDU 2509 as published solutions write it: scanf, puts, misere Nim.
// Limits: exact within the statement (n <= 100 rows of <= 100)
#include <cstdio>

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int a, x = 0, big = 0;
        for (int i = 0; i < n; i++) std::scanf("%d", &a), x ^= a, big += a > 1;
        bool fra = big == 0 ? n % 2 == 0 : x != 0;
        std::puts(fra ? "Yes" : "No");
    }
    return 0;
}
