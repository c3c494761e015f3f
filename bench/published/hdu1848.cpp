// HDU 1848 as published solutions write it: scanf, puts, a Grundy table to
// 1000 over the Fibonacci numbers, the three values xored.
// Limits: exact within the statement (heaps <= 1000)
#include <cstdio>
#include <cstring>

int main() {
    int fib[20], count = 2, sg[1001];
    fib[0] = 1, fib[1] = 2;
    while (fib[count - 1] + fib[count - 2] <= 1000) fib[count] = fib[count - 1] + fib[count - 2], count++;
    sg[0] = 0;
    for (int n = 1; n <= 1000; n++) {
        bool seen[20];
        std::memset(seen, 0, sizeof seen);
        for (int i = 0; i < count && fib[i] <= n; i++) seen[sg[n - fib[i]]] = true;
        int mex = 0;
        while (seen[mex]) mex++;
        sg[n] = mex;
    }
    int m, n, p;
    while (std::scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        std::puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
    return 0;
}
