// POJ 1067 / HDU 1527 / NYOJ 161 as published solutions write it: scanf,
// printf and floor(k * phi) in double precision.
// Limits: wrong: double phi: floor(k * phi) rounds the wrong way for some k near a Fibonacci number once k * 2^-52 outgrows phi^-n, already below 10^9
#include <cmath>
#include <cstdio>
#include <utility>

int main() {
    const double phi = (1 + std::sqrt(5.0)) / 2;
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        std::printf("%d\n", (long long)(k * phi) == a ? 0 : 1);
    }
    return 0;
}
