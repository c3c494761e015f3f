/* HDU 3404 Switch lights, tuned C: the yardstick for the Rust solution.
 *
 * A case xors the nim products x * y of its lights. Within the statement
 * (x, y <= 10000 < 2^16) a product is one lookup in the log and exp tables
 * of the field of 2^16, built at start: the products of a generator by each
 * bit from the split into halves down to bits, a table per byte of x * g by
 * linearity, then the powers of g (the first generator, from 256 up, whose
 * powers return to 1 only at the 65535th). Input and output through
 * bench/tuned_io.h; valid input within the statement assumed.
 *
 *     gcc -O2 -o hdu3404_tuned bench/hdu3404_tuned.c && ./hdu3404_tuned < input
 */
#include "tuned_io.h"

static uint16_t exp16[2 * 65535], log16[65536];

static uint64_t split(uint64_t a, uint64_t b, int bits) {
    if (bits == 1) return a & b;
    int h = bits / 2;
    uint64_t m = (1ULL << h) - 1, a1 = a >> h, a0 = a & m, b1 = b >> h, b0 = b & m;
    uint64_t low = split(a0, b0, h), high = split(a1, b1, h), cross = split(a0 ^ a1, b0 ^ b1, h);
    return ((cross ^ low) << h) | (low ^ split(high, 1ULL << (h - 1), h));
}

static void tables(void) {
    for (uint64_t g = 256;; g++) {
        uint64_t bit[16], table[2][256] = {{0}};
        for (int i = 0; i < 16; i++) bit[i] = split(1ULL << i, g, 16);
        for (int x = 1; x < 256; x++)
            for (int k = 0; k < 2; k++) table[k][x] = table[k][x & (x - 1)] ^ bit[8 * k + __builtin_ctz(x)];
        uint64_t x = 1;
        int order = 0;
        do {
            exp16[order] = exp16[order + 65535] = (uint16_t)x;
            log16[x] = (uint16_t)order;
            x = table[0][x & 255] ^ table[1][x >> 8];
            order++;
        } while (x != 1);
        if (order == 65535) return;
    }
}

static const char answer[2][24] = {"Don't waste your time.\n", "Have a try, lxhgww.\n"};

int main(void) {
    tables();
    uint64_t t, n, x = 1, y = 1;
    if (!next_number(&t)) return 0;
    while (t-- > 0 && next_number(&n)) {
        uint64_t sum = 0;
        for (uint64_t i = 0; i < n; i++) {
            next_number(&x);
            next_number(&y);
            sum ^= exp16[log16[x] + log16[y]];
        }
        int wins = sum != 0;
        put_text(answer[wins], 24, wins ? 20 : 23);
    }
    flush();
    return 0;
}
