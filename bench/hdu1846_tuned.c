/* HDU 1846, tuned C: the yardstick for the Rust solution, the fastest way
 * we know to decide whether m + 1 divides n. Within the statement (n, m <=
 * 1000) a table holds c = ceil(2^64 / (m + 1)) for every m, and n < 2^32
 * is a multiple of m + 1 iff n * c mod 2^64 <= c - 1 (Lemire, Kaser and
 * Kurz, "Faster remainder by direct computation", 2019): a multiplication
 * and a compare, no division. Larger values divide. Input and output
 * through bench/tuned_io.h; assumes valid input.
 *
 *     gcc -O2 -o hdu1846_tuned bench/hdu1846_tuned.c && ./hdu1846_tuned < input
 */
#include "tuned_io.h"

#define TABLED 1024

static uint64_t inverse[TABLED];

int main(void) {
    /* m = 0: c = 2^64 wraps to 0, and every n is a multiple of 1. */
    for (uint64_t m = 1; m < TABLED; m++) inverse[m] = UINT64_MAX / (m + 1) + 1;
    uint64_t cases, n, m;
    if (!next_number(&cases)) return 0;
    for (uint64_t c = 0; c < cases && next_number(&n) && next_number(&m); c++) {
        int multiple;
        if (m < TABLED && n <= UINT32_MAX) {
            uint64_t inv = inverse[m];
            multiple = n * inv <= inv - 1;
        } else {
            multiple = m == UINT64_MAX ? n == 0 : n % (m + 1) == 0;
        }
        put_text(multiple ? "second\n" : "first\n\0", 8, multiple ? 7 : 6);
    }
    flush();
    return 0;
}
