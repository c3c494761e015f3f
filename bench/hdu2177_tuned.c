/* HDU 2177, tuned C: the yardstick for the Rust solution.
 *
 * The same exact algorithm: floor(x / phi) from a 64-bit fixed-point 1/phi
 * and a 128-bit product, settled by one integer test when the product is
 * too close to call; the three candidate moves computed for every case and
 * chosen by selects, not branches; numbers formatted two digits at a time.
 * Input and output through bench/tuned_io.h. Assumes valid input (pairs
 * until 0 0 or EOF).
 *
 *     gcc -O2 -o hdu2177_tuned bench/hdu2177_tuned.c && ./hdu2177_tuned < input
 */
#include "tuned_io.h"

#define NONE UINT64_MAX

typedef unsigned __int128 u128;

static const char pairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

static int digit_count(uint64_t v) {
    int len = 1;
    while (v >= 10000) v /= 10000, len += 4;
    return len + (v >= 10) + (v >= 100) + (v >= 1000);
}

/* Writes v and then `end` in place, digits two at a time from the right. */
static void put_number(uint64_t v, char end) {
    int len = digit_count(v);
    char *p = out + out_len + len;
    *p = end;
    while (v >= 100) {
        p -= 2;
        memcpy(p, pairs + 2 * (v % 100), 2);
        v /= 100;
    }
    if (v >= 10) {
        memcpy(p - 2, pairs + 2 * v, 2);
    } else {
        p[-1] = (char)('0' + v);
    }
    out_len += (size_t)len + 1;
}

static const uint64_t inv_phi_q64 = 0x9e3779b97f4a7c15ULL;

static uint64_t floor_div_phi(uint64_t x) {
    u128 product = (u128)x * inv_phi_q64;
    uint64_t r = (uint64_t)(product >> 64), low = (uint64_t)product;
    if (low + x >= low) return r; /* no carry: the floor is r */
    u128 next = (u128)r + 1, wide = x;
    return r + (next < wide && wide * (wide - next) > next * next);
}

/* The partner of pile n when it is below limit, else NONE. */
static uint64_t partner_below(uint64_t n, uint64_t limit) {
    uint64_t below = floor_div_phi(n), j = below + 1;
    uint64_t lower_j = j + floor_div_phi(j);
    int lower_overflow = lower_j < j;
    uint64_t upper = n + j;
    int upper_overflow = upper < n;
    int in_lower = (n > 0) & !lower_overflow & (lower_j == n);
    uint64_t p = in_lower ? (upper_overflow ? NONE : upper) : below;
    return p < limit ? p : NONE;
}

int main(void) {
    uint64_t a, b;
    while (next_number(&a) && next_number(&b) && (a | b)) {
        if (a > b) {
            uint64_t t = a;
            a = b;
            b = t;
        }
        uint64_t k = b - a, x = k + floor_div_phi(k);
        int has_diagonal = (x >= k) & (x < a);
        uint64_t p = partner_below(a, b), cut_b0, cut_b1;
        int drop_b = (p == NONE) | (has_diagonal & ((a < p ? a : p) == x));
        cut_b0 = drop_b ? NONE : (a < p ? a : p);
        cut_b1 = a < p ? p : a;
        uint64_t q = partner_below(b, a);
        int drop_a = (q == NONE) | (q == cut_b0);
        uint64_t cut_a0 = drop_a ? NONE : q;
        int swap = cut_a0 < cut_b0;
        uint64_t r[3][2] = {{x, x + k}, {0, 0}, {0, 0}};
        uint64_t f0 = swap ? cut_a0 : cut_b0, f1 = swap ? b : cut_b1;
        uint64_t s0 = swap ? cut_b0 : cut_a0, s1 = swap ? cut_b1 : b;
        r[has_diagonal][0] = f0, r[has_diagonal][1] = f1;
        r[has_diagonal + 1][0] = s0, r[has_diagonal + 1][1] = s1;
        int count = has_diagonal + (f0 != NONE) + (s0 != NONE);
        if (out_len > BLOCK) flush_block(); /* a case writes at most 128 bytes */
        memcpy(out + out_len, count ? "1\n" : "0\n", 2);
        out_len += 2;
        for (int i = 0; i < count; i++) put_number(r[i][0], ' '), put_number(r[i][1], '\n');
    }
    flush();
    return 0;
}
