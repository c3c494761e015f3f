/* POJ 2068 Nim, tuned C: the yardstick for the Rust solution.
 *
 * The work is real (n * S positions a case), so the yardstick is the same
 * algorithm in careful C: one pass over the stone counts, each seat's last
 * lost count kept, every position decided in O(1), no modulo in the inner
 * loop. Input and output through bench/tuned_io.h; assumes valid input
 * within the statement (n <= 10).
 *
 *     gcc -O2 -o poj2068_tuned bench/poj2068_tuned.c && ./poj2068_tuned < input
 */
#include "tuned_io.h"

#define SEATS 20

int main(void) {
    uint64_t n, stones, limit[SEATS + 1], lost[SEATS + 1];
    while (next_number(&n) && n) {
        next_number(&stones);
        int seats = (int)(2 * n);
        for (int i = 0; i < seats; i++) next_number(&limit[i]);
        for (int i = 0; i <= seats; i++) lost[i] = 0;
        for (uint64_t s = 1; s <= stones; s++) {
            /* lost[seats] mirrors lost[0], so seat i reads lost[i + 1],
             * which changes at s only after seat i has read it. */
            for (int i = 0; i < seats; i++) {
                uint64_t next = lost[i + 1];
                int wins = (next != 0) & (s - next <= limit[i]);
                lost[i] = wins ? lost[i] : s;
            }
            lost[seats] = lost[0];
        }
        put_text(lost[0] != stones ? "1\n" : "0\n", 2, 2);
    }
    flush();
    return 0;
}
