/* The lost heaps of a subtraction game as a bitset, for the tuned C of
 * CSES 1729 and AtCoder EDPC K: 64 heaps per word. A move above 64 reaches
 * only finished words, so it ORs one shifted word into the word's "won"
 * mask (the scan over moves stops once every heap of the word is won); the
 * moves up to 64 are a mask tested against the last 64 results, heap by
 * heap. Include after tuned_io.h.
 */
#include <stdint.h>
#include <stdlib.h>

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Reads `count` moves; heap h (0 to last) is lost iff bit h % 64 of word
 * h / 64 + 1 of the result is set (word 0 stands for heaps -64..-1). */
static uint64_t *lost_heaps(uint64_t count, uint64_t last) {
    uint64_t *large = malloc(sizeof(uint64_t) * (count + 1));
    uint64_t small = 0, longer = 0, p;
    for (uint64_t i = 0; i < count && next_number(&p); i++) {
        if (p >= 1 && p <= 64) small |= 1ULL << (p - 1);
        else if (p > 64 && p <= last) large[longer++] = p;
    }
    qsort(large, longer, sizeof(uint64_t), by_value);
    uint64_t words = last / 64 + 1;
    uint64_t *lost = calloc(words + 1, sizeof(uint64_t));
    uint64_t recent = 0;
    for (uint64_t w = 1; w <= words; w++) {
        uint64_t first = (w - 1) * 64, won = 0;
        for (uint64_t i = 0; i < longer && large[i] < first + 64 && won != ~0ULL; i++) {
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
    free(large);
    return lost;
}
