// POJ 2234 as published solutions write it: scanf, puts, the piles xored.
// Limits: exact within the statement (M <= 20 piles of <= 10^7)
#include <cstdio>

int main() {
    int m;
    while (std::scanf("%d", &m) == 1) {
        int x = 0, a;
        while (m-- > 0) std::scanf("%d", &a), x ^= a;
        std::puts(x ? "Yes" : "No");
    }
    return 0;
}
