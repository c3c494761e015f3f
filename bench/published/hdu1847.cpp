// HDU 1847 as published solutions write it: scanf, puts, n % 3.
// Limits: exact within the statement (n <= 1000)
#include <cstdio>

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) std::puts(n % 3 ? "Kiki" : "Cici");
    return 0;
}
