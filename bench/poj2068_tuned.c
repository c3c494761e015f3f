/* POJ 2068 Nim, tuned C: the yardstick for the Rust solution.
 *
 * The same algorithm: a pass over the stone counts keeping each seat's
 * distance from the count it last lost at, capped at the largest limit.
 * Those distances after s + 1 stones are a function of those after s, so
 * the pass stops at their first repeat (checked against a copy saved at
 * every power of two) and jumps to S by the period. Within the statement
 * (2n <= 20 seats, M_i <= 16) a distance is a byte and a state 32 bytes,
 * stepped all at once, spare lanes included (their limit 0 keeps them 0).
 * Input and output through bench/tuned_io.h; valid input assumed.
 *
 *     gcc -O2 -o poj2068_tuned bench/poj2068_tuned.c && ./poj2068_tuned < input
 */
#include "tuned_io.h"

#define LANES 32

static inline void step(uint8_t *state, const uint8_t *limit, uint8_t cap, int seats) {
    uint8_t next[LANES];
    for (int i = 0; i < LANES; i++) {
        uint8_t grown = state[i] < cap ? state[i] + 1 : cap;
        next[i] = state[i + 1] < limit[i] ? grown : 0;
    }
    memcpy(state, next, LANES);
    state[seats] = state[0];
}

int main(void) {
    uint64_t n, stones, m;
    uint8_t limit[LANES], state[LANES + 1], saved[LANES + 1];
    while (next_number(&n) && n) {
        next_number(&stones);
        int seats = (int)(2 * n);
        uint8_t cap = 0;
        memset(limit, 0, sizeof limit);
        for (int i = 0; i < seats; i++) {
            next_number(&m);
            limit[i] = (uint8_t)(m < stones ? m : stones);
            if (limit[i] > cap) cap = limit[i];
        }
        memset(state, cap, sizeof state);
        memcpy(saved, state, sizeof state);
        uint64_t s = 0, saved_at = 0;
        while (s < stones) {
            step(state, limit, cap, seats);
            s++;
            if (memcmp(state, saved, LANES) == 0) {
                for (uint64_t left = (stones - s) % (s - saved_at); left; left--)
                    step(state, limit, cap, seats);
                break;
            }
            if ((s & (s - 1)) == 0) {
                memcpy(saved, state, sizeof state);
                saved_at = s;
            }
        }
        put_text(state[0] != 0 ? "1\n" : "0\n", 2, 2);
    }
    flush();
    return 0;
}
