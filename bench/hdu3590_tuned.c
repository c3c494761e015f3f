/* HDU 3590 PP and QQ, tuned C: the yardstick for the Rust solution.
 *
 * The work is real (a tree per part of a case), so the yardstick is the
 * same algorithm in careful C: each vertex keeps its count of edges and the
 * xor of their other ends, leaves are cut until the root is alone, each
 * passing g + 1 to its parent, and each branch at a root is a heap of
 * misère Nim. Input and output through bench/tuned_io.h; assumes valid
 * input within the statement (m <= VERTICES, the edges a tree).
 *
 *     gcc -O2 -o hdu3590_tuned bench/hdu3590_tuned.c && ./hdu3590_tuned < input
 */
#include "tuned_io.h"

#define VERTICES 1024

static uint32_t degree[VERTICES], linked[VERTICES], value[VERTICES], leaves[VERTICES];

int main(void) {
    uint64_t trees, m = 0, a = 0, b = 0;
    while (next_number(&trees)) {
        uint32_t sum = 0, big = 0, ones = 0;
        for (uint64_t t = 0; t < trees; t++) {
            next_number(&m);
            memset(degree, 0, m * sizeof degree[0]);
            memset(linked, 0, m * sizeof linked[0]);
            memset(value, 0, m * sizeof value[0]);
            for (uint64_t i = 1; i < m; i++) {
                next_number(&a);
                next_number(&b);
                uint32_t x = (uint32_t)a - 1, y = (uint32_t)b - 1;
                degree[x]++;
                degree[y]++;
                linked[x] ^= y;
                linked[y] ^= x;
            }
            uint32_t count = 0;
            for (uint32_t v = 1; v < m; v++)
                if (degree[v] == 1) leaves[count++] = v;
            while (count) {
                uint32_t v = leaves[--count], p = linked[v], above = value[v] + 1;
                if (p == 0) {
                    sum ^= above;
                    big |= above >= 2;
                    ones += above == 1;
                    continue;
                }
                value[p] ^= above;
                linked[p] ^= v;
                if (--degree[p] == 1) leaves[count++] = p;
            }
        }
        int wins = big ? sum != 0 : ones % 2 == 0;
        put_text(wins ? "PP\n" : "QQ\n", 3, 3);
    }
    flush();
    return 0;
}
