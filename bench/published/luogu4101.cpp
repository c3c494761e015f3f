// Luogu P4101 as published solutions write it: scanf, printf, the merges counted
// as full piles of m (m - 1 merges each) and a last pile of n % m.
// Limits: exact within the statement (n, m <= 10^9, in long long); m = 0 divides by zero
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        long long n, m;
        std::scanf("%lld %lld", &n, &m);
        long long merges;
        if (m >= n) {
            merges = n - 1;
        } else {
            merges = n / m * (m - 1);
            if (n % m) merges += n % m - 1;
        }
        std::printf("%d\n", merges % 2 == 1 ? 0 : 1);
    }
    return 0;
}
