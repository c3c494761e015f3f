// HDU 2486 / POJ 3922 as published solutions write it: scanf, printf, the
// arrays a (losing piles) and b (largest sum up to a[i]) rebuilt per case
// up to n, then the greedy sum from the top.
// Limits: exact within the statement (n <= 10^8, k <= 10^5); wrong beyond it (int n, and a fixed 2*10^6 array)
#include <cstdio>

static int a[2000000], b[2000000];

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    for (int c = 1; c <= t; c++) {
        int n, k;
        std::scanf("%d %d", &n, &k);
        int i = 0, j = 0;
        a[0] = b[0] = 1;
        while (a[i] < n) {
            i++;
            a[i] = b[i - 1] + 1;
            while ((long long)a[j + 1] * k < a[i]) j++;
            if ((long long)a[j] * k < a[i]) b[i] = b[j] + a[i];
            else b[i] = a[i];
        }
        std::printf("Case %d: ", c);
        if (a[i] == n) {
            std::puts("lose");
            continue;
        }
        int answer = 0;
        while (n) {
            if (n >= a[i]) n -= a[i], answer = a[i];
            i--;
        }
        std::printf("%d\n", answer);
    }
    return 0;
}
