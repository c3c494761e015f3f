// HDU 2149 as published solutions write it: scanf, printf, M % (N + 1).
// Limits: exact within the statement (M, N <= 1100)
#include <cstdio>

int main() {
    int m, n;
    while (std::scanf("%d %d", &m, &n) == 2) {
        if (n >= m) {
            for (int raise = m; raise <= n; raise++) std::printf(raise < n ? "%d " : "%d\n", raise);
        } else if (m % (n + 1) == 0) {
            std::puts("none");
        } else {
            std::printf("%d\n", m % (n + 1));
        }
    }
    return 0;
}
