/* Library Checker nim_product_64, tuned C: the yardstick for the Rust solution.
 *
 * Nim products below 2^16 through log and exp tables of a generator of
 * that field (384 KiB, built at start from products of bytes), and the
 * split into halves above (9 products of 16 bits and 6 by 2^15 per pair);
 * numbers written two digits per table lookup. Valid input assumed.
 *
 *     gcc -O2 -o nimproduct64_tuned bench/nimproduct64_tuned.c && ./nimproduct64_tuned < input
 */
#include <stdint.h>
#include <stdlib.h>
#include "tuned_io.h"

static uint8_t exp8[512], half8[256];
static int log8[256];
static uint16_t exp16[2 * 65535], log16[65536];
static char pairs[200];

static uint64_t slow(uint64_t a, uint64_t b, int bits) {
    if (bits == 1) return a & b;
    int h = bits / 2;
    uint64_t m = (1ULL << h) - 1, a1 = a >> h, a0 = a & m, b1 = b >> h, b0 = b & m;
    uint64_t low = slow(a0, b0, h), high = slow(a1, b1, h), cross = slow(a0 ^ a1, b0 ^ b1, h);
    return ((cross ^ low) << h) | (low ^ slow(high, 1ULL << (h - 1), h));
}

static inline uint64_t mul8(uint64_t a, uint64_t b) {
    if (!a || !b) return 0;
    return exp8[log8[a] + log8[b]];
}

static inline uint64_t mul16_bytes(uint64_t a, uint64_t b) {
    uint64_t a1 = a >> 8, a0 = a & 255, b1 = b >> 8, b0 = b & 255;
    uint64_t low = mul8(a0, b0), high = mul8(a1, b1), cross = mul8(a0 ^ a1, b0 ^ b1);
    return ((cross ^ low) << 8) | (low ^ half8[high]);
}

static inline uint64_t mul16(uint64_t a, uint64_t b) {
    if (!a || !b) return 0;
    return exp16[log16[a] + log16[b]];
}

static uint64_t log_half;

static inline uint64_t half16(uint64_t a) {
    return a ? exp16[log16[a] + log_half] : 0;
}

static inline uint64_t mul32(uint64_t a, uint64_t b) {
    uint64_t a1 = a >> 16, a0 = a & 0xffff, b1 = b >> 16, b0 = b & 0xffff;
    uint64_t low = mul16(a0, b0), high = mul16(a1, b1), cross = mul16(a0 ^ a1, b0 ^ b1);
    return ((cross ^ low) << 16) | (low ^ half16(high));
}

static inline uint64_t mul64(uint64_t a, uint64_t b) {
    uint64_t a1 = a >> 32, a0 = a & 0xffffffffULL, b1 = b >> 32, b0 = b & 0xffffffffULL;
    uint64_t low = mul32(a0, b0), high = mul32(a1, b1), cross = mul32(a0 ^ a1, b0 ^ b1);
    uint64_t u1 = half16(high >> 16), u0 = half16(high & 0xffff);
    uint64_t carried = ((u1 ^ u0) << 16) | half16(u1);
    return ((cross ^ low) << 32) | (low ^ carried);
}

static void tables(void) {
    int g8 = 2;
    for (;; g8++) { /* a generator of the 255 nonzero bytes */
        uint64_t x = g8; int k = 1;
        while (x != 1) x = slow(x, g8, 8), k++;
        if (k == 255) break;
    }
    uint64_t x = 1;
    for (int k = 0; k < 255; k++) exp8[k] = exp8[k + 255] = (uint8_t)x, log8[x] = k, x = slow(x, g8, 8);
    for (int b = 0; b < 256; b++) half8[b] = (uint8_t)slow(b, 128, 8);
    static const uint64_t primes[4] = {3, 5, 17, 257};
    uint64_t g = 2;
    for (;; g++) {
        int ok = 1;
        for (int i = 0; i < 4 && ok; i++) {
            uint64_t r = 1, base = g, e = 65535 / primes[i];
            while (e) { if (e & 1) r = mul16_bytes(r, base); base = mul16_bytes(base, base); e >>= 1; }
            ok = r != 1;
        }
        if (ok) break;
    }
    x = 1;
    for (int k = 0; k < 65535; k++) exp16[k] = exp16[k + 65535] = (uint16_t)x, log16[x] = (uint16_t)k, x = mul16_bytes(x, g);
    log_half = log16[1 << 15];
    for (int i = 0; i < 100; i++) pairs[2 * i] = (char)('0' + i / 10), pairs[2 * i + 1] = (char)('0' + i % 10);
}

static inline void put_number(uint64_t value) {
    char digits[24];
    int at = 24;
    while (value >= 100) {
        uint64_t pair = value % 100;
        value /= 100;
        at -= 2;
        memcpy(digits + at, pairs + 2 * pair, 2);
    }
    if (value >= 10) at -= 2, memcpy(digits + at, pairs + 2 * value, 2);
    else digits[--at] = (char)('0' + value);
    memcpy(out + out_len, digits + at, (size_t)(24 - at));
    out_len += (size_t)(24 - at);
}

int main(void) {
    tables();
    uint64_t t, a, b;
    if (!next_number(&t)) return 0;
    while (t-- > 0 && next_number(&a) && next_number(&b)) {
        put_number(mul64(a, b));
        out[out_len++] = '\n';
        if (out_len > BLOCK) flush_block();
    }
    flush();
    return 0;
}
