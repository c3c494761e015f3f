/* AtCoder EDPC K Stones, tuned C: the yardstick for the Rust solution.
 *
 * The table of piles 0..K is the work, so the yardstick is the bitset of
 * bench/cses1729_tuned.c: lost piles 64 to a word, a move above 64 ORs one
 * shifted word of finished piles into the word's "won" mask (the scan
 * stops once every pile of the word is won), the moves up to 64 a mask
 * tested against the last 64 results, pile by pile. Assumes valid input
 * within the statement (K <= 10^5, moves <= K).
 *
 *     gcc -O2 -o atcoderdpk_tuned bench/atcoderdpk_tuned.c && ./atcoderdpk_tuned < input
 */
#include <stdint.h>
#include <stdlib.h>
#include "tuned_io.h"

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    uint64_t n, k, a;
    if (!next_number(&n) || !next_number(&k)) return 0;
    uint64_t *large = malloc(sizeof(uint64_t) * (n + 1));
    uint64_t small = 0, count = 0;
    for (uint64_t i = 0; i < n && next_number(&a); i++) {
        if (a >= 1 && a <= 64) small |= 1ULL << (a - 1);
        else if (a > 64 && a <= k) large[count++] = a;
    }
    qsort(large, count, sizeof(uint64_t), by_value);
    uint64_t words = k / 64 + 1;
    /* word 0: piles -64..-1, none of them lost */
    uint64_t *lost = calloc(words + 1, sizeof(uint64_t));
    uint64_t recent = 0;
    for (uint64_t w = 1; w <= words; w++) {
        uint64_t first = (w - 1) * 64, won = 0;
        for (uint64_t i = 0; i < count && large[i] < first + 64 && won != ~0ULL; i++) {
            uint64_t at = first + 64 - large[i], index = at / 64, shift = at % 64;
            won |= lost[index] >> shift;
            if (shift) won |= lost[index + 1] << (64 - shift);
        }
        uint64_t bits = 0;
        for (int b = 0; b < 64; b++) {
            uint64_t is_lost = (~won >> b & 1) & (uint64_t)((recent & small) == 0);
            bits |= is_lost << b;
            recent = recent << 1 | is_lost;
        }
        lost[w] = bits;
    }
    /* pile k is bit k % 64 of lost[k / 64 + 1] */
    int first_wins = !(lost[k / 64 + 1] >> (k % 64) & 1);
    put_text(first_wins ? "First\n" : "Second\n", 7, first_wins ? 6 : 7);
    flush();
    return 0;
}
