/* POJ 3710 Christmas Game, tuned C: the yardstick for the Rust solution.
 *
 * The work is real (a graph search per drawing), so the yardstick is the
 * same algorithm in careful C: the edges in flat arrays by vertex, one
 * depth-first search on an explicit stack finding the bridges (Tarjan's
 * lowlink), each vertex's value folded into its parent's as it finishes:
 * g + 1 over a bridge, g xor 1 over an edge of a cycle (fused, a loop).
 * Input and output through bench/tuned_io.h; assumes valid input within
 * the statement (m <= VERTICES, k <= EDGES).
 *
 *     gcc -O2 -o poj3710_tuned bench/poj3710_tuned.c && ./poj3710_tuned < input
 */
#include "tuned_io.h"

#define VERTICES 1024
#define EDGES 4096
#define NONE 0xffffffffu

static uint32_t edge_a[EDGES], edge_b[EDGES];
static uint32_t start[VERTICES + 1], end_edge[2 * EDGES], end_vertex[2 * EDGES];
static uint32_t order[VERTICES], low[VERTICES], value[VERTICES];
static uint32_t path_v[VERTICES], path_by[VERTICES], path_next[VERTICES];

static uint32_t drawing_value(uint32_t m, uint32_t k) {
    for (uint32_t v = 0; v <= m; v++) start[v] = 0;
    for (uint32_t v = 0; v < m; v++) value[v] = 0, order[v] = NONE;
    for (uint32_t e = 0; e < k; e++) {
        if (edge_a[e] == edge_b[e]) value[edge_a[e]] ^= 1;
        else start[edge_a[e]]++, start[edge_b[e]]++;
    }
    for (uint32_t v = 0; v < m; v++) start[v + 1] += start[v];
    for (uint32_t e = k; e-- > 0;) {
        uint32_t a = edge_a[e], b = edge_b[e];
        if (a == b) continue;
        --start[a];
        end_edge[start[a]] = e, end_vertex[start[a]] = b;
        --start[b];
        end_edge[start[b]] = e, end_vertex[start[b]] = a;
    }
    if (m == 0) return 0;
    uint32_t reached = 0;
    int depth = 0;
    order[0] = low[0] = 0;
    path_v[0] = 0, path_by[0] = NONE, path_next[0] = start[0];
    while (depth >= 0) {
        uint32_t v = path_v[depth], next = path_next[depth];
        if (next < start[v + 1]) {
            path_next[depth]++;
            uint32_t e = end_edge[next], u = end_vertex[next];
            if (e == path_by[depth]) continue;
            if (order[u] == NONE) {
                order[u] = low[u] = ++reached;
                depth++;
                path_v[depth] = u, path_by[depth] = e, path_next[depth] = start[u];
            } else if (order[u] < order[v]) {
                if (order[u] < low[v]) low[v] = order[u];
                value[v] ^= 1;
            }
            continue;
        }
        depth--;
        if (depth >= 0) {
            uint32_t p = path_v[depth];
            if (low[v] < low[p]) low[p] = low[v];
            value[p] ^= low[v] > order[p] ? value[v] + 1 : value[v] ^ 1;
        }
    }
    return value[0];
}

int main(void) {
    uint64_t n = 0, m = 0, k = 0, a = 0, b = 0;
    while (next_number(&n)) {
        uint32_t sum = 0;
        for (uint64_t i = 0; i < n; i++) {
            next_number(&m);
            next_number(&k);
            for (uint64_t e = 0; e < k; e++) {
                next_number(&a);
                next_number(&b);
                edge_a[e] = (uint32_t)a - 1, edge_b[e] = (uint32_t)b - 1;
            }
            sum ^= drawing_value((uint32_t)m, (uint32_t)k);
        }
        put_text(sum ? "Sally\n" : "Harry\n", 6, 6);
    }
    flush();
    return 0;
}
