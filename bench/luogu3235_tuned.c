/* Luogu P3235 江南乐, tuned C: the yardstick for the Rust solution.
 *
 * The same algorithm: the values of the piles up to the largest one that
 * can split, each the mex over the runs of m sharing q = x / m of the first
 * two m's xors (the parities of both part counts repeat with period 2 in m),
 * small m one at a time and the rest by quotient, descending, all in u32.
 * Input and output through bench/tuned_io.h; valid input assumed (piles
 * below 2^18).
 *
 *     gcc -O2 -o luogu3235_tuned bench/luogu3235_tuned.c && ./luogu3235_tuned < input
 */
#include "tuned_io.h"

#define MOST (1 << 18)

static uint32_t values[MOST + 2], seen[4096], tabled, least;

static inline void reach(uint32_t q, uint32_t larger, uint32_t smaller, uint32_t round) {
    uint32_t value = 0;
    if (larger & 1) value ^= values[q + 1];
    if (smaller & 1) value ^= values[q];
    seen[value] = round;
}

static void extend_to(uint32_t pile) {
    for (; tabled <= pile; tabled++) {
        uint32_t x = tabled;
        if (x < least || x < 2) {
            values[x] = 0;
            continue;
        }
        uint32_t m = 2;
        while (m <= x && x / m > m) {
            uint32_t q = x / m;
            reach(q, x - q * m, m - (x - q * m), x);
            m++;
        }
        for (uint32_t q = m <= x ? x / m : 0; q >= 1; q--) {
            uint32_t end = x / q;
            if (end < m) continue;
            uint32_t larger = x - q * m;
            reach(q, larger, m - larger, x);
            if (m < end) reach(q, larger - q, m + 1 - (larger - q), x);
            m = end + 1;
        }
        uint32_t mex = 0;
        while (seen[mex] == x) mex++;
        values[x] = mex;
    }
}

int main(void) {
    uint64_t tests = 0, f = 0, n = 0, pile = 0;
    if (!next_number(&tests)) return 0;
    next_number(&f);
    least = f > MOST ? MOST + 1 : (uint32_t)f;
    for (uint64_t t = 0; t < tests; t++) {
        next_number(&n);
        uint32_t sum = 0;
        for (uint64_t i = 0; i < n; i++) {
            next_number(&pile);
            if (pile < least) continue;
            extend_to((uint32_t)pile);
            sum ^= values[pile];
        }
        if (t > 0) put_text(" ", 1, 1);
        put_text(sum ? "1" : "0", 1, 1);
    }
    put_text("\n", 1, 1);
    flush();
    return 0;
}
