/* CSES 1729 Stick Game, tuned C: the yardstick for the Rust solution.
 *
 * The lost heaps as a bitset, 64 heaps per word: a move above 64 reaches
 * only finished words, so it ORs one shifted word into the word's "won"
 * mask (the scan over moves stops once every heap of the word is won);
 * the moves up to 64 are a mask tested against the last 64 results, heap
 * by heap. The letters go out 8 at a time from a table of the 256 bytes.
 * Assumes valid input within the statement (n <= 10^6, moves <= n).
 *
 *     gcc -O2 -o cses1729_tuned bench/cses1729_tuned.c && ./cses1729_tuned < input
 */
#include <stdint.h>
#include <stdlib.h>
#include "tuned_io.h"

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    uint64_t n, k, p;
    if (!next_number(&n) || !next_number(&k)) return 0;
    uint64_t *large = malloc(sizeof(uint64_t) * (k + 1));
    uint64_t small = 0, count = 0;
    for (uint64_t i = 0; i < k && next_number(&p); i++) {
        if (p >= 1 && p <= 64) small |= 1ULL << (p - 1);
        else if (p > 64 && p <= n) large[count++] = p;
    }
    qsort(large, count, sizeof(uint64_t), by_value);
    uint64_t words = n / 64 + 1;
    /* word 0: heaps -64..-1, none of them lost */
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
    uint64_t letters[256];
    for (int byte = 0; byte < 256; byte++) {
        uint64_t word = 0;
        for (int b = 0; b < 8; b++) word |= (uint64_t)((byte >> b & 1) ? 'L' : 'W') << (8 * b);
        letters[byte] = word;
    }
    /* heap h is bit h % 64 of lost[h / 64 + 1]; letters for heaps 1..n */
    const unsigned char *bytes = (const unsigned char *)(lost + 1);
    uint64_t h = 1;
    while (h <= n) {
        if (h % 8 == 0 && n - h >= 8) {
            memcpy(out + out_len, &letters[bytes[h / 8]], 8);
            out_len += 8;
            h += 8;
        } else {
            out[out_len++] = (bytes[h / 8] >> (h % 8) & 1) ? 'L' : 'W';
            h++;
        }
        if (out_len > BLOCK) flush_block();
    }
    out[out_len++] = '\n';
    flush();
    return 0;
}
