// CSES 1729 as published solutions write it: scanf, a table of n + 1 flags
// filled heap by heap over every move, the letters written with putchar.
// Limits: exact within the statement (n <= 10^6, moves <= n)
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (std::scanf("%d %d", &n, &k) != 2) return 0;
    std::vector<int> p(k);
    for (int i = 0; i < k; i++) std::scanf("%d", &p[i]);
    std::vector<char> win(n + 1, 0);
    for (int h = 1; h <= n; h++)
        for (int i = 0; i < k; i++)
            if (p[i] <= h && !win[h - p[i]]) { win[h] = 1; break; }
    for (int h = 1; h <= n; h++) std::putchar(win[h] ? 'W' : 'L');
    std::putchar('\n');
    return 0;
}
