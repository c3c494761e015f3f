// HDU 1730 as published solutions write it: scanf, puts, the gaps xored.
// Limits: exact within the statement (boards up to 1000 x 100)
#include <cstdio>
#include <cstdlib>

int main() {
    int n, m;
    while (std::scanf("%d %d", &n, &m) == 2) {
        int x = 0, t, j;
        while (n-- > 0) std::scanf("%d %d", &t, &j), x ^= std::abs(t - j) - 1;
        std::puts(x ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
