/* POJ 1704, tuned C: the same algorithm as the Rust solution, to show what
 * its per-case work costs beyond the parse floor. The positions are sorted
 * (insertion sort up to 20 of them, as Rust's sort_unstable does, qsort
 * beyond), checked distinct, and the gaps inside pairs taken from the right
 * (a wall at 0 joins the leftmost when they are odd) are xored: Georgia
 * wins iff the xor is not 0. Input and output through bench/tuned_io.h;
 * assumes valid input.
 *
 *     gcc -O2 -o poj1704_tuned bench/poj1704_tuned.c && ./poj1704_tuned < input
 */
#include <stdlib.h>

#include "tuned_io.h"

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    uint64_t cases, count;
    uint64_t *at = NULL;
    size_t room = 0;
    if (!next_number(&cases)) return 0;
    for (uint64_t c = 0; c < cases && next_number(&count); c++) {
        if (count > room) {
            room = count;
            at = realloc(at, room * sizeof *at);
            if (!at) return 1;
        }
        size_t n = 0;
        while (n < count && next_number(&at[n])) {
            if (at[n] == 0) return 2;
            n++;
        }
        if (n <= 20) {
            for (size_t i = 1; i < n; i++) {
                uint64_t v = at[i];
                size_t j = i;
                for (; j > 0 && at[j - 1] > v; j--) at[j] = at[j - 1];
                at[j] = v;
            }
        } else {
            qsort(at, n, sizeof *at, by_value);
        }
        uint64_t sum = 0;
        for (size_t i = 1; i < n; i++)
            if (at[i] == at[i - 1]) return 2;
        for (size_t i = n; i >= 2; i -= 2) sum ^= at[i - 1] - at[i - 2] - 1;
        if (n % 2) sum ^= at[0] - 1;
        if (sum != 0) {
            put_text("Georgia will win\n", 17, 17);
        } else {
            put_text("Bob will win\n", 13, 13);
        }
    }
    flush();
    return 0;
}
