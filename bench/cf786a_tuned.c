/* Codeforces 786A, tuned C: the yardstick for the Rust solution. The same
 * algorithm as ours: retrograde analysis
 * from the black hole, a counter of open moves per position, a queue, and
 * each player's steps in ascending order (so the wrap past the hole is a
 * predictable branch). The yardstick of a compute-bound problem. */
#include <stdlib.h>
#include "tuned_io.h"

#define MOST 7001

static uint32_t steps[2][MOST], count[2], open_moves[2][MOST], queue[2 * MOST];
static unsigned char outcome[2][MOST]; /* 0 unsettled, 1 win, 2 lose */

static int ascending(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    uint64_t n, k, s;
    if (!next_number(&n)) return 0;
    for (int p = 0; p < 2; p++) {
        next_number(&k);
        count[p] = (uint32_t)k;
        for (uint64_t i = 0; i < k; i++) {
            next_number(&s);
            steps[p][i] = (uint32_t)(s % n);
        }
        qsort(steps[p], k, sizeof(uint32_t), ascending);
        for (uint32_t v = 0; v < n; v++) open_moves[p][v] = count[p];
    }
    uint32_t head = 0, tail = 0, size = (uint32_t)n;
    outcome[0][0] = outcome[1][0] = 2;
    queue[tail++] = 0;
    queue[tail++] = size;
    while (head < tail) {
        uint32_t player = queue[head] / size, object = queue[head] % size;
        head++;
        uint32_t mover = 1 - player;
        int lost = outcome[player][object] == 2;
        unsigned char *before = outcome[mover];
        uint32_t *open = open_moves[mover];
        for (uint32_t i = 0; i < count[mover]; i++) {
            uint32_t step = steps[mover][i];
            uint32_t from = object >= step ? object - step : object + size - step;
            if (from == 0 || before[from]) continue;
            if (lost) {
                before[from] = 1;
                queue[tail++] = mover * size + from;
            } else if (--open[from] == 0) {
                before[from] = 2;
                queue[tail++] = mover * size + from;
            }
        }
    }
    static const char *word[3] = {"Loop", "Win", "Lose"};
    static const size_t length[3] = {4, 3, 4};
    for (int p = 0; p < 2; p++) {
        for (uint32_t v = 1; v < size; v++) {
            if (v > 1) put_text(" ", 1, 1);
            put_text(word[outcome[p][v]], length[outcome[p][v]], length[outcome[p][v]]);
        }
        put_text("\n", 1, 1);
    }
    flush();
    return 0;
}
