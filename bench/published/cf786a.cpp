// Codeforces 786A as published solutions write it: scanf, a breadth-first
// search backwards from the black hole with a counter of moves per position,
// printf of the words (with the trailing space Codeforces ignores).
// Limits: exact within the statement (n <= 7000, distinct steps below n);
// fixed arrays of 7005 objects, so a larger n writes past them.
#include <cstdio>
#include <queue>

int n, k[2], s[2][7005], res[2][7005], cnt[2][7005];

int main() {
    std::scanf("%d", &n);
    for (int p = 0; p < 2; p++) {
        std::scanf("%d", &k[p]);
        for (int i = 0; i < k[p]; i++) std::scanf("%d", &s[p][i]);
    }
    std::queue<std::pair<int, int> > q;
    for (int p = 0; p < 2; p++) {
        for (int i = 0; i < n; i++) cnt[p][i] = k[p];
        res[p][0] = 2;
        q.push(std::make_pair(p, 0));
    }
    while (!q.empty()) {
        int p = q.front().first, v = q.front().second;
        q.pop();
        int o = 1 - p;
        for (int i = 0; i < k[o]; i++) {
            int u = (v - s[o][i] + n) % n;
            if (u == 0 || res[o][u]) continue;
            if (res[p][v] == 2) {
                res[o][u] = 1;
                q.push(std::make_pair(o, u));
            } else if (--cnt[o][u] == 0) {
                res[o][u] = 2;
                q.push(std::make_pair(o, u));
            }
        }
    }
    const char *word[3] = {"Loop", "Win", "Lose"};
    for (int p = 0; p < 2; p++) {
        for (int i = 1; i < n; i++) std::printf("%s ", word[res[p][i]]);
        std::printf("\n");
    }
    return 0;
}
