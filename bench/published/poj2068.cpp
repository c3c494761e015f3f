// poj2068 as published solutions write it: scanf, printf, the usual table over (seat, stones).
// Limits: exact within the statement
#include <cstdio>
#include <cstring>

int m[20];
bool win[20][8200];

int main() {
    int n, s;
    while (scanf("%d", &n) == 1 && n) {
        scanf("%d", &s);
        for (int i = 0; i < 2 * n; i++) scanf("%d", &m[i]);
        for (int i = 0; i < 2 * n; i++) win[i][0] = true;
        for (int t = 1; t <= s; t++) {
            for (int i = 0; i < 2 * n; i++) {
                win[i][t] = false;
                for (int k = 1; k <= m[i] && k <= t; k++) {
                    if (!win[(i + 1) % (2 * n)][t - k]) {
                        win[i][t] = true;
                        break;
                    }
                }
            }
        }
        printf("%d\n", win[0][s] ? 1 : 0);
    }
    return 0;
}
