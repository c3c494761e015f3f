// The circle game as published solutions write it: scanf, puts, the case
// split on k.
// Limits: exact for n, k below 2^31
#include <cstdio>

int main() {
    int n, k;
    while (std::scanf("%d %d", &n, &k) == 2) {
        bool first = k == 1 ? n % 2 == 1 : n <= k;
        std::puts(first ? "first" : "second");
    }
    return 0;
}
