// LibreOJ 10243 as published solutions write it: scanf, adjacency lists,
// a memoised recursive sg() with a set-free mex, the xor of the pieces.
// Limits: exact within the statement (N <= 2000: the recursion is shallow)
#include <cstdio>
#include <cstring>
#include <vector>

static std::vector<int> next_of[2005];
static int sg[2005];

static int grundy(int v) {
    if (sg[v] != -1) return sg[v];
    bool seen[2005];
    std::memset(seen, 0, sizeof(bool) * (next_of[v].size() + 2));
    for (int t : next_of[v]) {
        int g = grundy(t);
        if (g <= (int)next_of[v].size()) seen[g] = true;
    }
    int mex = 0;
    while (seen[mex]) mex++;
    return sg[v] = mex;
}

int main() {
    int n, m, k;
    if (std::scanf("%d %d %d", &n, &m, &k) != 3) return 0;
    for (int i = 0; i < m; i++) {
        int x, y;
        std::scanf("%d %d", &x, &y);
        next_of[x].push_back(y);
    }
    std::memset(sg, -1, sizeof sg);
    int sum = 0;
    for (int i = 0; i < k; i++) {
        int p;
        std::scanf("%d", &p);
        sum ^= grundy(p);
    }
    std::puts(sum ? "win" : "lose");
    return 0;
}
