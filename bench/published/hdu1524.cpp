// HDU 1524 as published solutions write it: scanf, adjacency in vectors, a
// memoised recursive sg() per graph with a local visited array for the mex.
// Limits: exact within the statement (N <= 1000: the recursion is at most 1000 deep)
#include <cstdio>
#include <cstring>
#include <vector>

static std::vector<int> to[1005];
static int sg[1005];

static int grundy(int v) {
    if (sg[v] != -1) return sg[v];
    bool seen[1005] = {false};
    for (size_t i = 0; i < to[v].size(); i++) seen[grundy(to[v][i])] = true;
    int mex = 0;
    while (seen[mex]) mex++;
    return sg[v] = mex;
}

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        for (int i = 0; i < n; i++) {
            to[i].clear();
            int x;
            std::scanf("%d", &x);
            while (x-- > 0) {
                int t;
                std::scanf("%d", &t);
                to[i].push_back(t);
            }
        }
        std::memset(sg, -1, sizeof sg);
        int m;
        while (std::scanf("%d", &m) == 1 && m != 0) {
            int x = 0;
            while (m-- > 0) {
                int p;
                std::scanf("%d", &p);
                x ^= grundy(p);
            }
            std::printf(x ? "WIN\n" : "LOSE\n");
        }
    }
    return 0;
}
