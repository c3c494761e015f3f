// Luogu P1247 as published solutions write it: scanf into an int array,
// the xor, the first heap with (heap ^ xor) < heap, printf per heap.
// Limits: exact within the statement (heaps <= 10^9 fit an int)
#include <cstdio>
#include <vector>

int main() {
    int k;
    if (std::scanf("%d", &k) != 1) return 0;
    std::vector<int> a(k);
    int x = 0;
    for (int i = 0; i < k; i++) std::scanf("%d", &a[i]), x ^= a[i];
    if (x == 0) {
        std::puts("lose");
        return 0;
    }
    for (int i = 0; i < k; i++) {
        if ((a[i] ^ x) < a[i]) {
            std::printf("%d %d\n", a[i] - (a[i] ^ x), i + 1);
            a[i] ^= x;
            break;
        }
    }
    for (int i = 0; i < k; i++) std::printf(i ? " %d" : "%d", a[i]);
    std::printf("\n");
    return 0;
}
