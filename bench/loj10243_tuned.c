/* LibreOJ 10243 Moving Pieces, tuned C: the yardstick for the Rust solution.
 *
 * The case does real work (a graph of up to 2000 positions and its edges),
 * so the yardstick is the same game in careful C: the edges counted into
 * one flat array by their tail (positions index it directly), a
 * depth-first search on an explicit stack, the mex by a stamped mark
 * array, the pieces' values xored. Input and output through
 * bench/tuned_io.h; assumes valid input within the statement (N <= 2000
 * positions, no cycle) and at most EDGES edges.
 *
 *     gcc -O2 -o loj10243_tuned bench/loj10243_tuned.c && ./loj10243_tuned < input
 */
#include "tuned_io.h"

#define POSITIONS 2002
#define EDGES (1 << 20)
#define UNSEEN 0xffffffffu
#define ON_PATH 0xfffffffeu

static uint32_t tail[EDGES], head[EDGES], target[EDGES];
static uint32_t start[POSITIONS + 1], value[POSITIONS];
static uint32_t path_v[POSITIONS], path_next[POSITIONS];
static uint64_t seen[EDGES + 2], stamp;

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
    for (uint32_t v = 1; v <= n; v++) value[v] = UNSEEN;
    for (uint32_t root = 1; root <= n; root++) {
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
    uint32_t sum = 0;
    for (uint64_t i = 0; i < k && next_number(&p); i++) sum ^= value[p];
    put_text(sum ? "win\n" : "lose\n", 5, sum ? 4 : 5);
    flush();
    return 0;
}
