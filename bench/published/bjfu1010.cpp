// BJFU 1010 as published solutions write it: scanf, puts and floor(k * phi)
// in double precision.
// Limits: wrong: double phi, as in POJ 1067
#include <cmath>
#include <cstdio>
#include <utility>

int main() {
    const double phi = (1 + std::sqrt(5.0)) / 2;
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        bool lost = (long long)((b - a) * phi) == a;
        std::puts(lost ? "The second one will win!" : "The first one will win!");
    }
    return 0;
}
