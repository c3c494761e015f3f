/* HDU 1847, tuned C: the same algorithm as the Rust solution (Kiki wins
 * iff n mod 3 != 0), to show what its per-case work costs beyond the parse
 * floor. Input and output through bench/tuned_io.h; assumes valid input.
 *
 *     gcc -O2 -o hdu1847_tuned bench/hdu1847_tuned.c && ./hdu1847_tuned < input
 */
#include "tuned_io.h"

int main(void) {
    uint64_t n;
    while (next_number(&n)) {
        put_text(n % 3 != 0 ? "Kiki\n" : "Cici\n", 5, 5);
    }
    flush();
    return 0;
}
