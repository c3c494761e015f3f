/* LibreOJ 10243 Moving Pieces, tuned C: the yardstick for the Rust solution.
 *
 * The case does real work (a graph of up to 2000 positions and its edges),
 * so the yardstick is the same game in careful C: the edges counted into
 * one flat array by their tail (positions index it directly), the search
 * of bench/dag_grundy_tuned.h, the pieces' values xored. Input and output
 * through bench/tuned_io.h; assumes valid input within the statement
 * (N <= 2000 positions, no cycle) and at most EDGES edges.
 *
 *     gcc -O2 -o loj10243_tuned bench/loj10243_tuned.c && ./loj10243_tuned < input
 */
#include "tuned_io.h"
#include "dag_grundy_tuned.h"

#define EDGES (1 << 20)

static uint32_t tail[EDGES], head[EDGES];

int main(void) {
    uint64_t n, m, k, x, y, p;
    if (!next_number(&n) || !next_number(&m) || !next_number(&k)) return 0;
    for (uint64_t i = 0; i < m; i++) {
        next_number(&x);
        next_number(&y);
        tail[i] = (uint32_t)x;
        head[i] = (uint32_t)y;
        start[x + 1]++;
    }
    for (uint64_t v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    for (uint64_t i = 0; i < m; i++) target[start[tail[i]]++] = head[i];
    /* start[v] now ends v's edges: shift it back to where they begin */
    for (uint64_t v = n + 1; v > 0; v--) start[v] = start[v - 1];
    start[0] = 0;
    grundy_values(1, (uint32_t)n);
    uint32_t sum = 0;
    for (uint64_t i = 0; i < k && next_number(&p); i++) sum ^= value[p];
    put_text(sum ? "win\n" : "lose\n", 5, sum ? 4 : 5);
    flush();
    return 0;
}
