// AtCoder EDPC K as published solutions write it: scanf, a table of K + 1
// flags filled pile by pile over every move, puts.
// Limits: exact within the statement (K <= 10^5, moves <= K)
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    if (std::scanf("%d %d", &n, &k) != 2) return 0;
    std::vector<int> a(n);
    for (int i = 0; i < n; i++) std::scanf("%d", &a[i]);
    std::vector<char> win(k + 1, 0);
    for (int h = 1; h <= k; h++)
        for (int i = 0; i < n; i++)
            if (a[i] <= h && !win[h - a[i]]) { win[h] = 1; break; }
    std::puts(win[k] ? "First" : "Second");
    return 0;
}
