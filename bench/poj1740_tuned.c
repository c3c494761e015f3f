/* POJ 1740, tuned C: the same algorithm as the Rust solution, to show what
 * its per-case work costs beyond the parse floor.
 *
 * Sizes below 128 toggle a bit of a 128-bit parity mask; larger ones are
 * kept and sorted. Alice loses iff no bit of a size >= 1 is left and the
 * kept sizes pair up. Input and output through bench/tuned_io.h. Assumes
 * valid input (cases until `0` or the end of input).
 *
 *     gcc -O2 -o poj1740_tuned bench/poj1740_tuned.c && ./poj1740_tuned < input
 */
#include <stdlib.h>

#include "tuned_io.h"

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    uint64_t count, pile;
    uint64_t *large = NULL;
    size_t room = 0;
    while (next_number(&count) && count != 0) {
        uint64_t low = 0, high = 0;
        size_t kept = 0;
        for (uint64_t i = 0; i < count && next_number(&pile); i++) {
            if (pile < 128) {
                uint64_t bit = (uint64_t)1 << (pile % 64);
                uint64_t in_high = 0 - (pile / 64);
                low ^= bit & ~in_high;
                high ^= bit & in_high;
            } else {
                if (kept == room) {
                    room = room ? 2 * room : 64;
                    large = realloc(large, room * sizeof *large);
                    if (!large) return 1;
                }
                large[kept++] = pile;
            }
        }
        int paired = (low >> 1) == 0 && high == 0 && kept % 2 == 0;
        if (paired && kept > 0) {
            qsort(large, kept, sizeof *large, by_value);
            for (size_t i = 0; paired && i < kept; i += 2) paired = large[i] == large[i + 1];
        }
        put_text(paired ? "0\n" : "1\n", 2, 2);
    }
    flush();
    return 0;
}
