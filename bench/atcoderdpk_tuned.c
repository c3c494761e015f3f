/* AtCoder EDPC K Stones, tuned C: the yardstick for the Rust solution.
 *
 * The table of piles 0..K is the work, so the yardstick is CSES 1729's
 * bitset of lost piles (bench/subtraction_tuned.h). Assumes valid input
 * within the statement (K <= 10^5, moves <= K).
 *
 *     gcc -O2 -o atcoderdpk_tuned bench/atcoderdpk_tuned.c && ./atcoderdpk_tuned < input
 */
#include "tuned_io.h"
#include "subtraction_tuned.h"

int main(void) {
    uint64_t n, k;
    if (!next_number(&n) || !next_number(&k)) return 0;
    uint64_t *lost = lost_heaps(n, k);
    /* pile k is bit k % 64 of lost[k / 64 + 1] */
    int first_wins = !(lost[k / 64 + 1] >> (k % 64) & 1);
    put_text(first_wins ? "First\n" : "Second\n", 7, first_wins ? 6 : 7);
    flush();
    return 0;
}
