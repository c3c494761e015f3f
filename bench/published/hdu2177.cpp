// HDU 2177 as published solutions write it: scanf, printf, and the
// double-precision golden ratio for a_k and for the partner of a pile.
// Limits: wrong: double phi, as in POJ 1067, for a_k and for the partner of a pile
#include <algorithm>
#include <cmath>
#include <cstdio>

static const double phi = (1 + std::sqrt(5.0)) / 2;

static long long lower(long long k) { return (long long)(k * phi); }

// The other pile of the losing position that holds n.
static long long partner(long long n) {
    long long j = (long long)(n / phi) + 1;
    if (n > 0 && lower(j) == n) return n + j;
    return (long long)(n / phi);
}

int main() {
    long long a, b;
    while (std::scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a > b) std::swap(a, b);
        long long k = b - a, found[3][2];
        int count = 0;
        if (lower(k) < a) {
            found[count][0] = lower(k), found[count][1] = lower(k) + k;
            count++;
        }
        long long single[2][2];
        int singles = 0;
        long long p = partner(a), q = partner(b);
        if (p < b) single[singles][0] = std::min(a, p), single[singles][1] = std::max(a, p), singles++;
        if (q < a) single[singles][0] = q, single[singles][1] = b, singles++;
        if (singles == 2 && single[1][0] < single[0][0]) {
            std::swap(single[0][0], single[1][0]);
            std::swap(single[0][1], single[1][1]);
        }
        for (int i = 0; i < singles; i++) {
            bool seen = false;
            for (int j = 0; j < count; j++)
                seen |= found[j][0] == single[i][0] && found[j][1] == single[i][1];
            if (!seen) found[count][0] = single[i][0], found[count][1] = single[i][1], count++;
        }
        if (count == 0) {
            std::printf("0\n");
            continue;
        }
        std::printf("1\n");
        for (int i = 0; i < count; i++) std::printf("%lld %lld\n", found[i][0], found[i][1]);
    }
    return 0;
}
