// HDU 2897 as published solutions write it: scanf, puts, n % (p + q).
// Limits: exact within the statement (n < 65536, p <= q <= 100)
#include <cstdio>

int main() {
    int n, p, q;
    while (std::scanf("%d %d %d", &n, &p, &q) == 3) {
        int r = n % (p + q);
        std::puts(r >= 1 && r <= p ? "LOST" : "WIN");
    }
    return 0;
}
