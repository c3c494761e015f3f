// HDU 1850 as published solutions write it: scanf, printf, the piles xored,
// then a count of the piles that xor with it to something smaller.
// Limits: exact within the statement (M <= 100 piles of < 10^6)
#include <cstdio>

static int pile[105];

int main() {
    int m;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        int x = 0, wins = 0;
        for (int i = 0; i < m; i++) std::scanf("%d", &pile[i]), x ^= pile[i];
        for (int i = 0; i < m; i++) wins += (pile[i] ^ x) < pile[i];
        std::printf("%d\n", wins);
    }
    return 0;
}
