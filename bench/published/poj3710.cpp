// POJ 3710 as published solutions write it: scanf, edge lists, Tarjan's
// search with a stack; a polygon (a 2-edge-connected part) of odd size
// becomes one edge at its top vertex, an even one vanishes; then the tree's
// values, g(v) = xor of g(child) + 1.
// Limits: wrong: drops a loop (a polygon of one edge), and counts the vertices of polygons that share one as one polygon
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

static const int V = 205;
static std::vector<int> to[V], id[V];
static int dfn[V], low[V], stk[V], top, stamp, extra[V];
static bool gone[V];

static void tarjan(int u, int from) {
    dfn[u] = low[u] = ++stamp;
    stk[++top] = u;
    for (size_t i = 0; i < to[u].size(); i++) {
        int v = to[u][i];
        if (id[u][i] == from) continue;
        if (!dfn[v]) {
            tarjan(v, id[u][i]);
            low[u] = std::min(low[u], low[v]);
        } else {
            low[u] = std::min(low[u], dfn[v]);
        }
    }
    if (dfn[u] == low[u]) {
        int size = 1;
        while (stk[top] != u) {
            gone[stk[top--]] = true;
            size++;
        }
        top--;
        if (size > 1 && size % 2 == 1) extra[u] ^= 1;
    }
}

static int grundy(int u, int parent) {
    int g = extra[u];
    for (size_t i = 0; i < to[u].size(); i++) {
        int v = to[u][i];
        if (v != parent && !gone[v] && v != u) g ^= grundy(v, u) + 1;
    }
    return g;
}

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        int sum = 0;
        while (n-- > 0) {
            int m, k;
            std::scanf("%d %d", &m, &k);
            for (int v = 1; v <= m; v++) {
                to[v].clear();
                id[v].clear();
            }
            for (int e = 0; e < k; e++) {
                int a, b;
                std::scanf("%d %d", &a, &b);
                if (a == b) continue;
                to[a].push_back(b), id[a].push_back(e);
                to[b].push_back(a), id[b].push_back(e);
            }
            std::memset(dfn, 0, sizeof dfn);
            std::memset(gone, 0, sizeof gone);
            std::memset(extra, 0, sizeof extra);
            top = stamp = 0;
            tarjan(1, -1);
            sum ^= grundy(1, 0);
        }
        std::printf(sum ? "Sally\n" : "Harry\n");
    }
    return 0;
}
