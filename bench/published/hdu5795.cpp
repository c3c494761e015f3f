// hdu5795 as published solutions write it: scanf, printf, the usual formula.
// Limits: exact within the statement (values up to 10^9 + 1 fit an int)
#include <cstdio>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        int x = 0;
        for (int i = 0; i < n; i++) {
            int s;
            scanf("%d", &s);
            if (s % 8 == 0) x ^= s - 1;
            else if (s % 8 == 7) x ^= s + 1;
            else x ^= s;
        }
        puts(x ? "First player wins." : "Second player wins.");
    }
    return 0;
}
