// HDU 1536 (S-Nim) written the usual contest way: for every block, a
// Grundy table of every heap size up to 10^4 by the mex of its moves, then
// the xor of each position's heap values. Right, and about 0.2 ms a block:
// fast enough for any judge file, slow on a check that packs thousands of
// blocks into one input. The check must accept it.
#include <cstdio>
#include <cstring>

int moves[128], sg[10001];
bool seen[128];

int main() {
    int k;
    while (scanf("%d", &k) == 1 && k != 0) {
        for (int i = 0; i < k; i++) scanf("%d", &moves[i]);
        for (int n = 0; n <= 10000; n++) {
            memset(seen, 0, sizeof seen);
            for (int i = 0; i < k; i++)
                if (moves[i] <= n) seen[sg[n - moves[i]]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[n] = g;
        }
        int m;
        scanf("%d", &m);
        char line[128];
        for (int j = 0; j < m; j++) {
            int l, x = 0;
            scanf("%d", &l);
            for (int i = 0; i < l; i++) {
                int h;
                scanf("%d", &h);
                x ^= sg[h];
            }
            line[j] = x ? 'W' : 'L';
        }
        line[m] = '\0';
        printf("%s\n", line);
    }
    return 0;
}
