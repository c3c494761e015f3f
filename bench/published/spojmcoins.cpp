// SPOJ MCOINS as published solutions write it: scanf, a table of 10^6 + 1
// flags over the moves 1, K and L, then a letter per tower with putchar.
// Limits: exact within the statement (towers <= 10^6)
#include <cstdio>
#include <vector>

int main() {
    int k, l, m;
    if (std::scanf("%d %d %d", &k, &l, &m) != 3) return 0;
    const int top = 1000000;
    std::vector<char> win(top + 1, 0);
    for (int n = 1; n <= top; n++)
        win[n] = !win[n - 1] || (n >= k && !win[n - k]) || (n >= l && !win[n - l]);
    for (int i = 0; i < m; i++) {
        int n;
        std::scanf("%d", &n);
        std::putchar(win[n] ? 'A' : 'B');
    }
    std::putchar('\n');
    return 0;
}
