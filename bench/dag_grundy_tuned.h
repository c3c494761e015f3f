/* Grundy values of a directed acyclic graph, for the tuned C of HDU 1524
 * and LibreOJ 10243: the moves from v are target[start[v]..start[v + 1]],
 * a depth-first search on an explicit stack, the mex by a stamped mark
 * array. Assumes no cycle, at most POSITIONS positions and MOVES moves.
 */
#include <stdint.h>

#define POSITIONS 2002
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

/* value[v] for every position v from first to last. */
static void grundy_values(uint32_t first, uint32_t last) {
    for (uint32_t v = first; v <= last; v++) value[v] = UNSEEN;
    for (uint32_t root = first; root <= last; root++) {
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
}
