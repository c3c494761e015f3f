// hdu3032 as published solutions write it: scanf, printf, the usual formula.
// Limits: exact within the statement under gcc: sg(2^31 - 1) = 2^31 overflows int, but the wrapped bits xor the same
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
            if (s % 4 == 0) x ^= s - 1;
            else if (s % 4 == 3) x ^= s + 1;
            else x ^= s;
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
