// POJ 1067 / HDU 1527 the way published solutions do it: scanf, printf and
// the double-precision golden ratio (which misjudges some pairs below 1e9).
//     g++ -O2 -o poj1067_scanf bench/poj1067_scanf.cpp
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
