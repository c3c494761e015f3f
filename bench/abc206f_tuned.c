/* AtCoder ABC206 F Interval Game 2, tuned C: the yardstick for the Rust solution.
 *
 * The same table as ours: the distinct intervals sorted by left end, the
 * distinct endpoints numbered, the value of every stretch between two
 * endpoints, shortest first, by a stamped mex over the intervals inside it.
 * Assumes valid input within the statement (1 <= L < R <= 100, N <= 100).
 *
 *     gcc -O2 -o abc206f_tuned bench/abc206f_tuned.c && ./abc206f_tuned < input
 */
#include "tuned_io.h"

#define MAX 101

static unsigned char present[MAX][MAX];
static int number_of[MAX + 1];
static int lefts[MAX * MAX], rights[MAX * MAX];
static int starts[2 * MAX];
static unsigned values[2 * MAX][2 * MAX];
static int seen_at[MAX * MAX + 1];

int main(void) {
    uint64_t tests;
    if (!next_number(&tests)) return 0;
    int stamp = 0;
    while (tests--) {
        uint64_t n = 0, l = 0, r = 0;
        next_number(&n);
        for (int a = 0; a < MAX; a++)
            for (int b = 0; b < MAX; b++) present[a][b] = 0;
        for (uint64_t i = 0; i < n; i++) {
            next_number(&l);
            next_number(&r);
            present[l][r] = 1;
        }
        int used[MAX + 1] = {0};
        for (int a = 0; a < MAX; a++)
            for (int b = 0; b < MAX; b++)
                if (present[a][b]) used[a] = used[b] = 1;
        int count = 0;
        for (int x = 0; x < MAX; x++)
            if (used[x]) number_of[x] = count++;
        int d = 0;
        for (int a = 0; a < MAX; a++)
            for (int b = 0; b < MAX; b++)
                if (present[a][b]) lefts[d] = number_of[a], rights[d] = number_of[b], d++;
        for (int a = 0, i = 0; a < count; a++) {
            while (i < d && lefts[i] < a) i++;
            starts[a] = i;
        }
        for (int a = 0; a < count; a++) values[a][a] = 0;
        for (int length = 1; length < count; length++) {
            for (int a = 0; a + length < count; a++) {
                int b = a + length;
                stamp++;
                for (int i = starts[a]; i < d && lefts[i] < b; i++) {
                    if (rights[i] > b) continue;
                    unsigned option = values[a][lefts[i]] ^ values[rights[i]][b];
                    if (option <= (unsigned)d) seen_at[option] = stamp;
                }
                unsigned mex = 0;
                while (seen_at[mex] == stamp) mex++;
                values[a][b] = mex;
            }
        }
        int alice = count > 0 && values[0][count - 1] != 0;
        put_text(alice ? "Alice\n" : "Bob\n", alice ? 6 : 4, alice ? 6 : 4);
    }
    flush();
    return 0;
}
