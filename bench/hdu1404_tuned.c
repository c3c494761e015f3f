/* HDU 1404, tuned C: the same algorithm as the Rust solution, to show what
 * its work costs beyond the parse floor: the table of all strings of 1 to 6
 * digits (one bit each), settled ten strings at a time as the Rust solution
 * explains, built as far as the longest string asked, then one lookup per
 * string. Input and output through bench/tuned_io.h; assumes valid input
 * (strings of 1 to 6 digits until the end of input).
 *
 *     gcc -O2 -o hdu1404_tuned bench/hdu1404_tuned.c && ./hdu1404_tuned < input
 */
#include <stdlib.h>

#include "tuned_io.h"

#define LONGEST 6
#define ALL_TEN 0x3ff

static const size_t POW10[LONGEST + 1] = {1, 10, 100, 1000, 10000, 100000, 1000000};
static size_t offset[LONGEST + 1];
static uint64_t wins[(1111110 + 63) / 64 + 1];
static uint16_t *erases_to_lost;
static int built;

static int get(size_t index) { return (wins[index / 64] >> (index % 64)) & 1; }

static void build_next_length(void) {
    int len = built + 1, places = len - 1;
    size_t runs = POW10[len - 1];
    /* For digit k of p (k >= 1), at offset[k + 1] + p mod 10^k: the lost bits
     * of the runs with that digit lower and the others the same, the run
     * itself included; the last digit's in `previous`. */
    uint16_t *below = calloc(offset[places + 1] + 1, sizeof *below);
    uint16_t *erases_next = malloc(runs * sizeof *erases_next);
    if (!below || !erases_next) exit(1);
    size_t index[LONGEST + 1] = {0};
    uint16_t previous = 0;
    for (size_t p = 0; p < runs; p++) {
        int p_erases = 0, p_lost = 1;
        if (len > 1) {
            p_erases = (erases_to_lost[p / 10] >> (p % 10)) & 1;
            p_lost = !get(offset[len - 1] + p);
        }
        uint16_t erases = p_erases ? ALL_TEN : (uint16_t)p_lost;
        uint16_t last_digit_lowered = index[1] >= 1 ? previous : 0;
        uint16_t lowered[LONGEST] = {0};
        uint16_t won_otherwise = erases | last_digit_lowered;
        for (int k = 1; k < places; k++) {
            if (index[k + 1] >= POW10[k]) {
                lowered[k] = below[offset[k + 1] + index[k]];
                won_otherwise |= lowered[k];
            }
        }
        uint16_t lost = ~won_otherwise & (won_otherwise + 1) & ALL_TEN;
        size_t first = offset[len] + 10 * p;
        uint64_t ten = ALL_TEN & ~lost;
        wins[first / 64] |= ten << (first % 64);
        if (first % 64 > 54) wins[first / 64 + 1] |= ten >> (64 - first % 64);
        erases_next[p] = erases;
        previous = last_digit_lowered | lost;
        for (int k = 1; k < places; k++) below[offset[k + 1] + index[k]] = lowered[k] | lost;
        for (int k = 1; k <= places; k++)
            if (++index[k] == POW10[k]) index[k] = 0;
    }
    free(below);
    free(erases_to_lost);
    erases_to_lost = erases_next;
    built = len;
}

/* The next string of digits: its length (0 at the end of input) and value. */
static int next_string(size_t *value) {
    for (;;) {
        while (in_pos < in_len && (unsigned)(in[in_pos] - '0') > 9) in_pos++;
        if (in_pos < in_len) break;
        if (!refill()) return 0;
    }
    size_t v = 0;
    int len = 0;
    for (;;) {
        unsigned d;
        while ((d = (unsigned)(in[in_pos] - '0')) <= 9) {
            v = v * 10 + d;
            len++;
            in_pos++;
        }
        if (in_pos < in_len || !refill()) break;
    }
    *value = v;
    return len;
}

int main(void) {
    for (int len = 2; len <= LONGEST; len++) offset[len] = offset[len - 1] + POW10[len - 1];
    size_t value;
    int len;
    while ((len = next_string(&value)) > 0) {
        if (len > LONGEST) return 2;
        while (built < len) build_next_length();
        int won = get(offset[len] + value);
        put_text(won ? "Yes\n" : "No\n", 4, won ? 4 : 3);
    }
    flush();
    return 0;
}
