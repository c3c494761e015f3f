/* HDU 1524 A Chess Game, tuned C: the yardstick for the Rust solution.
 *
 * The work is real (a graph of up to 1000 positions and its moves per
 * case), so the yardstick is the same algorithm in careful C: the moves in
 * one flat array, the search of bench/dag_grundy_tuned.h. Input and output
 * through bench/tuned_io.h; assumes valid input within the statement
 * (N <= 1000, no cycle) and at most MOVES moves per graph.
 *
 *     gcc -O2 -o hdu1524_tuned bench/hdu1524_tuned.c && ./hdu1524_tuned < input
 */
#include "tuned_io.h"
#include "dag_grundy_tuned.h"

int main(void) {
    uint64_t n, x, t, m, p;
    while (next_number(&n)) {
        uint32_t moves = 0;
        for (uint32_t v = 0; v < n; v++) {
            start[v] = moves;
            next_number(&x);
            for (uint64_t i = 0; i < x; i++) {
                next_number(&t);
                target[moves++] = (uint32_t)t;
            }
        }
        start[n] = moves;
        if (n) grundy_values(0, (uint32_t)n - 1);
        while (next_number(&m) && m) {
            uint32_t sum = 0;
            for (uint64_t i = 0; i < m; i++) {
                next_number(&p);
                sum ^= value[p];
            }
            put_text(sum ? "WIN\n" : "LOSE\n", 5, sum ? 4 : 5);
        }
    }
    flush();
    return 0;
}
