// poj2311 as published solutions write it: scanf, printf, the usual table.
// Limits: exact within the statement (the reduced game: cuts leaving both parts at least 2 wide)
#include <cstdio>
#include <cstring>

int sg[201][201];

int main() {
    for (int w = 2; w <= 200; w++) {
        for (int h = 2; h <= 200; h++) {
            bool seen[1024];
            memset(seen, 0, sizeof seen);
            for (int i = 2; i <= w - 2; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            for (int j = 2; j <= h - 2; j++) seen[sg[w][j] ^ sg[w][h - j]] = true;
            int v = 0;
            while (seen[v]) v++;
            sg[w][h] = v;
        }
    }
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(sg[w][h] ? "WIN" : "LOSE");
    return 0;
}
