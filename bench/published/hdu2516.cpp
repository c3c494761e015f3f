// HDU 2516 as published solutions write it: scanf, puts, a table of the
// Fibonacci numbers below 2^31 searched for n.
// Limits: exact within the statement (n < 2^31)
#include <cstdio>

int main() {
    long long fib[50];
    int count = 2;
    fib[0] = 1, fib[1] = 2;
    while (fib[count - 1] < (1LL << 31)) fib[count] = fib[count - 1] + fib[count - 2], count++;
    int n;
    while (std::scanf("%d", &n) == 1 && n != 0) {
        bool lost = false;
        for (int i = 0; i < count; i++) lost |= fib[i] == n;
        std::puts(lost ? "Second win" : "First win");
    }
    return 0;
}
