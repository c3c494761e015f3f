/* HDU 1730, tuned C: the same algorithm as the Rust solution (Nim on the
 * gaps between the two pieces of each row, columns checked), to show what
 * its per-case work costs beyond the parse floor. Input and output through
 * bench/tuned_io.h; assumes valid input (cases until the end of input).
 *
 *     gcc -O2 -o hdu1730_tuned bench/hdu1730_tuned.c && ./hdu1730_tuned < input
 */
#include "tuned_io.h"

int main(void) {
    uint64_t rows, width, tom, jerry;
    while (next_number(&rows) && next_number(&width)) {
        uint64_t sum = 0;
        for (uint64_t i = 0; i < rows && next_number(&tom) && next_number(&jerry); i++) {
            if (tom == 0 || jerry == 0 || tom > width || jerry > width || tom == jerry) return 2;
            sum ^= (tom > jerry ? tom - jerry : jerry - tom) - 1;
        }
        if (sum != 0) {
            put_text("I WIN!\n", 7, 7);
        } else {
            put_text("BAD LUCK!\n", 10, 10);
        }
    }
    flush();
    return 0;
}
