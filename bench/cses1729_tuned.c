/* CSES 1729 Stick Game, tuned C: the yardstick for the Rust solution.
 *
 * The lost heaps as a bitset, 64 heaps per word (bench/subtraction_tuned.h).
 * The letters go out 8 at a time from a table of the 256 bytes.
 * Assumes valid input within the statement (n <= 10^6, moves <= n).
 *
 *     gcc -O2 -o cses1729_tuned bench/cses1729_tuned.c && ./cses1729_tuned < input
 */
#include "tuned_io.h"
#include "subtraction_tuned.h"

int main(void) {
    uint64_t n, k;
    if (!next_number(&n) || !next_number(&k)) return 0;
    uint64_t *lost = lost_heaps(k, n);
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
