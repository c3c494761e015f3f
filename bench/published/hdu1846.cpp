// HDU 1846 as published solutions write it: scanf, puts, n % (m + 1).
// Limits: exact within the statement (n, m <= 1000)
#include <cstdio>

int main() {
    int c, n, m;
    if (std::scanf("%d", &c) != 1) return 0;
    while (c-- > 0 && std::scanf("%d %d", &n, &m) == 2) std::puts(n % (m + 1) ? "first" : "second");
    return 0;
}
