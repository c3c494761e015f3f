// AtCoder ABC206 F as published solutions write it: scanf, puts, a Grundy table
// over every stretch [l, r) of the coordinates 1..100, memoised recursion.
// Limits: exact within the statement (coordinates 1 to 100)
#include <cstdio>
#include <cstring>

static int n, ls[105], rs[105], memo[102][102];

static int grundy(int l, int r) {
    if (l >= r) return 0;
    int &v = memo[l][r];
    if (v >= 0) return v;
    bool seen[128];
    std::memset(seen, 0, sizeof seen);
    for (int i = 0; i < n; i++)
        if (l <= ls[i] && rs[i] <= r) seen[grundy(l, ls[i]) ^ grundy(rs[i], r)] = true;
    v = 0;
    while (seen[v]) v++;
    return v;
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        std::scanf("%d", &n);
        for (int i = 0; i < n; i++) std::scanf("%d %d", &ls[i], &rs[i]);
        std::memset(memo, -1, sizeof memo);
        std::puts(grundy(1, 101) ? "Alice" : "Bob");
    }
    return 0;
}
