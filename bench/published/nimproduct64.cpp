// Library Checker nim_product_64 as published solutions write it: scanf,
// the product split into halves recursively down to single bits, printf.
// Limits: exact for every u64 pair (and slow: no tables)
#include <cstdio>

typedef unsigned long long u64;

static u64 mul(u64 a, u64 b, int bits) {
    if (bits == 1) return a & b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 low = mul(a0, b0, half), high = mul(a1, b1, half);
    u64 cross = mul(a0 ^ a1, b0 ^ b1, half);
    return ((cross ^ low) << half) | (low ^ mul(high, 1ULL << (half - 1), half));
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0) {
        u64 a, b;
        std::scanf("%llu %llu", &a, &b);
        std::printf("%llu\n", mul(a, b, 64));
    }
    return 0;
}
