// POJ 1740 as published solutions write it: scanf, sort, check that the
// sorted piles pair up.
// Limits: wrong: its pairing test counts empty piles, so a 0 among the sizes (the statement allows it) can turn the answer
#include <algorithm>
#include <cstdio>

static int pile[105];

int main() {
    int n;
    while (std::scanf("%d", &n) == 1 && n != 0) {
        for (int i = 0; i < n; i++) std::scanf("%d", &pile[i]);
        std::sort(pile, pile + n);
        bool lost = n % 2 == 0;
        for (int i = 0; lost && i < n; i += 2) lost = pile[i] == pile[i + 1];
        std::puts(lost ? "0" : "1");
    }
    return 0;
}
