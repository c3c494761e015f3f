/* POJ 1704, tuned C: the same algorithm as the Rust solution, to show what
 * its per-case work costs beyond the parse floor. A case of more than 24
 * positions, all below 2^14, is put in order by marking its cells in a
 * bitset as they are read and reading them from the left; a smaller case (or one with a
 * larger position) is sorted (insertion sort up to 24, qsort beyond).
 * The gaps inside pairs taken from the right (a wall at 0 joins the
 * leftmost when they are odd) are xored: Georgia wins iff the xor is not
 * 0. Input and output through bench/tuned_io.h; assumes valid input.
 *
 *     gcc -O2 -o poj1704_tuned bench/poj1704_tuned.c && ./poj1704_tuned < input
 */
#include <stdlib.h>

#include "tuned_io.h"

#define SORTED_UP_TO 24
#define MARKED_CELLS (1 << 14)

static uint64_t marks[MARKED_CELLS / 64];

static int by_value(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* The xor of the paired gaps of the n marked positions, read from the
 * left with a wall at 0 in front when n is odd; clears the marks. Sets
 * *distinct to whether n cells were marked. */
static uint64_t marked_gaps(size_t n, size_t words, int *distinct) {
    uint64_t sum = 0, left = 0, closes = 0 - (uint64_t)(n % 2);
    size_t cells_read = 0;
    for (size_t w = 0; w < words; w++) {
        uint64_t cells = marks[w];
        marks[w] = 0;
        /* Counted here: without -mpopcnt, a popcount is a dozen steps. */
        while (cells) {
            uint64_t cell = 64 * w + (uint64_t)__builtin_ctzll(cells);
            cells &= cells - 1;
            cells_read++;
            sum ^= (cell - left - 1) & closes;
            left = cell;
            closes = ~closes;
        }
    }
    *distinct = cells_read == n;
    return sum;
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
        uint64_t largest = 0;
        while (n < count && next_number(&at[n])) {
            if (at[n] == 0) return 2;
            if (at[n] > largest) largest = at[n];
            if (at[n] < MARKED_CELLS) marks[at[n] / 64] |= 1ull << (at[n] % 64);
            n++;
        }
        uint64_t sum = 0;
        if (n > SORTED_UP_TO && largest < MARKED_CELLS) {
            int distinct;
            sum = marked_gaps(n, (size_t)(largest / 64 + 1), &distinct);
            if (!distinct) return 2;
        } else {
            for (size_t i = 0; i < n; i++)
                if (at[i] < MARKED_CELLS) marks[at[i] / 64] = 0;
            if (n <= SORTED_UP_TO) {
                for (size_t i = 1; i < n; i++) {
                    uint64_t v = at[i];
                    size_t j = i;
                    for (; j > 0 && at[j - 1] > v; j--) at[j] = at[j - 1];
                    at[j] = v;
                }
            } else {
                qsort(at, n, sizeof *at, by_value);
            }
            for (size_t i = 1; i < n; i++)
                if (at[i] == at[i - 1]) return 2;
            for (size_t i = n; i >= 2; i -= 2) sum ^= at[i - 1] - at[i - 2] - 1;
            if (n % 2) sum ^= at[0] - 1;
        }
        if (sum != 0) {
            put_text("Georgia will win\n", 17, 17);
        } else {
            put_text("Bob will win\n", 13, 13);
        }
    }
    flush();
    return 0;
}
