/* HDU 1524 A Chess Game, tuned C: the yardstick for the Rust solution.
 *
 * The work is real (a graph of up to 1000 positions and its moves per
 * case), so the yardstick is the same algorithm in careful C: the moves in
 * one flat array, a depth-first search on an explicit stack, the mex by a
 * stamped mark array. Input and output through bench/tuned_io.h; assumes
 * valid input within the statement (N <= 1000, no cycle) and at most
 * MOVES moves per graph.
 *
 *     gcc -O2 -o hdu1524_tuned bench/hdu1524_tuned.c && ./hdu1524_tuned < input
 */
#include "tuned_io.h"

#define POSITIONS 1001
#define MOVES (1 << 22)
#define UNSEEN 0xffffffffu
#define ON_PATH 0xfffffffeu

static uint32_t start[POSITIONS + 1], target[MOVES], value[POSITIONS];
static uint32_t path_v[POSITIONS], path_next[POSITIONS];
static uint64_t seen[POSITIONS + 2], stamp;

static uint32_t mex(uint32_t v) {
    uint32_t lo = start[v], hi = start[v + 1];
    stamp++;
    for (uint32_t i = lo; i < hi; i++) {
        uint32_t g = value[target[i]];
        if (g <= hi - lo) seen[g] = stamp;
    }
    uint32_t m = 0;
    while (seen[m] == stamp) m++;
    return m;
}

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
        for (uint32_t v = 0; v < n; v++) value[v] = UNSEEN;
        for (uint32_t root = 0; root < n; root++) {
            if (value[root] != UNSEEN) continue;
            int depth = 0;
            value[root] = ON_PATH;
            path_v[0] = root;
            path_next[0] = start[root];
            while (depth >= 0) {
                uint32_t v = path_v[depth], next = path_next[depth];
                if (next == start[v + 1]) {
                    value[v] = mex(v);
                    depth--;
                    continue;
                }
                path_next[depth]++;
                uint32_t u = target[next];
                if (value[u] == UNSEEN) {
                    value[u] = ON_PATH;
                    depth++;
                    path_v[depth] = u;
                    path_next[depth] = start[u];
                }
            }
        }
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
