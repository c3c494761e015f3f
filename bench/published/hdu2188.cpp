// HDU 2188 as published solutions write it: scanf, puts, n % (m + 1).
// Limits: exact within the statement (n <= 10000, m <= 10)
#include <cstdio>

int main() {
    int c, n, m;
    if (std::scanf("%d", &c) != 1) return 0;
    while (c-- > 0 && std::scanf("%d %d", &n, &m) == 2) std::puts(n % (m + 1) ? "Grass" : "Rabbit");
    return 0;
}
