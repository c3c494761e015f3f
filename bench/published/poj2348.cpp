// POJ 2348 as published solutions write it: scanf until `0 0`, puts, and the
// walk down Euclid's algorithm that stops at the first quotient >= 2 (or an
// exact division), flipping the winner at each forced step.
// Limits: exact for positive pairs below 2^63 (Kattis: below 2^31); a single 0 divides by zero
#include <algorithm>
#include <cstdio>

int main() {
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2 && (a != 0 || b != 0)) {
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
