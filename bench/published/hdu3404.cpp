// HDU 3404 as published solutions write it: scanf, printf, the recursive
// nim product over Fermat 2-powers (the halves split in four products).
// Limits: exact within the statement (x, y <= 10000 < 2^16)
#include <cstdio>

static int nim_product(int x, int y, int bits) {
    if (x < 2 || y < 2) return x * y;
    if (bits == 1) return x & y;
    int half = bits / 2, mask = (1 << half) - 1;
    int a = x >> half, b = x & mask, c = y >> half, d = y & mask;
    int ac = nim_product(a, c, half), bd = nim_product(b, d, half);
    int ad_bc = nim_product(a ^ b, c ^ d, half) ^ ac ^ bd;
    return ((ad_bc ^ ac) << half) ^ bd ^ nim_product(ac, 1 << (half - 1), half);
}

int main() {
    int t;
    std::scanf("%d", &t);
    while (t-- > 0) {
        int n, sum = 0;
        std::scanf("%d", &n);
        while (n-- > 0) {
            int x, y;
            std::scanf("%d %d", &x, &y);
            sum ^= nim_product(x, y, 16);
        }
        std::printf(sum ? "Have a try, lxhgww.\n" : "Don't waste your time.\n");
    }
    return 0;
}
