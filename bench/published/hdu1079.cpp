// HDU 1079 / POJ 1082 as published solutions write it: scanf, puts, the
// parity of month + day and the two exceptions.
// Limits: exact within the statement; after 2001-11-04 (outside it) it still answers by parity
#include <cstdio>

int main() {
    int t, y, m, d;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t-- > 0 && std::scanf("%d %d %d", &y, &m, &d) == 3) {
        bool adam = (m + d) % 2 == 0 || (d == 30 && (m == 9 || m == 11));
        std::puts(adam ? "YES" : "NO");
    }
    return 0;
}
