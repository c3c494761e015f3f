/* HDU 2509, tuned C: the same algorithm as the Rust solution (misere Nim:
 * with a row of 2 or more the mover wins iff the xor is not 0, else iff the
 * count of 1s is even), to show what its per-case work costs beyond the
 * parse floor. Input and output through bench/tuned_io.h; assumes valid
 * input (cases until the end of input).
 *
 *     gcc -O2 -o hdu2509_tuned bench/hdu2509_tuned.c && ./hdu2509_tuned < input
 */
#include "tuned_io.h"

int main(void) {
    uint64_t rows, row;
    while (next_number(&rows)) {
        uint64_t sum = 0, ones = 0, big = 0;
        for (uint64_t i = 0; i < rows && next_number(&row); i++) {
            sum ^= row;
            ones += row == 1;
            big |= row >= 2;
        }
        int wins = big ? sum != 0 : ones % 2 == 0;
        put_text(wins ? "Yes\n" : "No\n", 4, wins ? 4 : 3);
    }
    flush();
    return 0;
}
