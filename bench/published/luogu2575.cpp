// Luogu P2575 as published solutions write it: scanf, puts, a Sprague-Grundy
// table of all 2^20 rows filled by the mex of each row's moves.
// Limits: exact within the statement (columns 1 to 20, one piece a cell)
#include <cstdio>
#include <cstring>

static int sg[1 << 20];

int main() {
    for (int row = (1 << 20) - 1; row >= 0; row--) {
        bool seen[24];
        std::memset(seen, 0, sizeof seen);
        for (int from = 0; from < 20; from++) {
            if (!(row >> from & 1)) continue;
            int to = from + 1;
            while (to < 20 && (row >> to & 1)) to++;
            if (to < 20) seen[sg[(row ^ (1 << from)) | (1 << to)]] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        sg[row] = v;
    }
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, x = 0;
        std::scanf("%d", &n);
        while (n--) {
            int m, row = 0, p;
            std::scanf("%d", &m);
            while (m--) std::scanf("%d", &p), row |= 1 << (p - 1);
            x ^= sg[row];
        }
        std::puts(x ? "YES" : "NO");
    }
    return 0;
}
