// Luogu P1290 as published solutions write it: scanf, puts, and the walk
// down Euclid's algorithm that stops at the first quotient >= 2 (or an exact
// division), flipping the winner at each forced step.
// Limits: exact within the statement (M, N < 2^31) and for pairs below 2^63; a 0 divides by zero
#include <algorithm>
#include <cstdio>

int main() {
    int games;
    if (std::scanf("%d", &games) != 1) return 0;
    while (games--) {
        long long a, b;
        std::scanf("%lld %lld", &a, &b);
        bool stan = true;
        for (;;) {
            if (a < b) std::swap(a, b);
            if (a / b >= 2 || a % b == 0) break;
            a -= b;
            stan = !stan;
        }
        std::puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
