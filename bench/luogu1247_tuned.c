/* Luogu P1247 Matchstick Game, tuned C: the yardstick for the Rust solution.
 *
 * Reads every heap into an array (the answer lists them all, and which one
 * changes is known only at the end), finds the first heap holding the
 * xor's top bit, and writes the heaps with two digits per table lookup.
 * Assumes valid input within the statement (k <= 5 * 10^5, heaps <= 10^9).
 *
 *     gcc -O2 -o luogu1247_tuned bench/luogu1247_tuned.c && ./luogu1247_tuned < input
 */
#include <stdint.h>
#include <stdlib.h>
#include "tuned_io.h"

static char pairs[200];

/* Writes value in decimal at out + out_len. */
static inline void put_number(uint64_t value) {
    char digits[24];
    int at = 24;
    while (value >= 100) {
        uint64_t pair = value % 100;
        value /= 100;
        at -= 2;
        memcpy(digits + at, pairs + 2 * pair, 2);
    }
    if (value >= 10) {
        at -= 2;
        memcpy(digits + at, pairs + 2 * value, 2);
    } else {
        digits[--at] = (char)('0' + value);
    }
    memcpy(out + out_len, digits + at, (size_t)(24 - at));
    out_len += (size_t)(24 - at);
}

int main(void) {
    for (int i = 0; i < 100; i++) pairs[2 * i] = (char)('0' + i / 10), pairs[2 * i + 1] = (char)('0' + i % 10);
    uint64_t k, x = 0;
    if (!next_number(&k)) return 0;
    uint64_t *heaps = malloc(sizeof(uint64_t) * (k + 1));
    for (uint64_t i = 0; i < k; i++) {
        next_number(&heaps[i]);
        x ^= heaps[i];
    }
    uint64_t i = 0;
    while (i < k && (heaps[i] ^ x) >= heaps[i]) i++;
    if (i == k) {
        put_text("lose\n", 5, 5);
        flush();
        return 0;
    }
    put_number(heaps[i] - (heaps[i] ^ x));
    out[out_len++] = ' ';
    put_number(i + 1);
    heaps[i] ^= x;
    for (uint64_t j = 0; j < k; j++) {
        out[out_len++] = j ? ' ' : '\n';
        put_number(heaps[j]);
        if (out_len > BLOCK) flush_block();
    }
    out[out_len++] = '\n';
    flush();
    return 0;
}
