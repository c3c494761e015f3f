/* POJ 2234, tuned C: the same algorithm as the Rust solution (Nim: the
 * mover wins iff the xor of the piles is not 0), to show what its per-case
 * work costs beyond the parse floor. Input and output through
 * bench/tuned_io.h; assumes valid input (cases until the end of input).
 *
 *     gcc -O2 -o poj2234_tuned bench/poj2234_tuned.c && ./poj2234_tuned < input
 */
#include "tuned_io.h"

int main(void) {
    uint64_t piles, pile;
    while (next_number(&piles)) {
        uint64_t sum = 0;
        for (uint64_t i = 0; i < piles && next_number(&pile); i++) sum ^= pile;
        put_text(sum != 0 ? "Yes\n" : "No\n", 4, sum != 0 ? 4 : 3);
    }
    flush();
    return 0;
}
