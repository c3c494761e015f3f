// HDU 2147 as published solutions write it: scanf, puts, a parity test.
// Limits: exact within the statement (n, m <= 2000)
#include <cstdio>

int main() {
    int n, m;
    while (std::scanf("%d %d", &n, &m) == 2 && (n || m))
        std::puts(n % 2 == 0 || m % 2 == 0 ? "Wonderful!" : "What a pity!");
    return 0;
}
