// HDU 1517 as published solutions write it: scanf into an int, then n
// divided by 18 (rounding up) until it is at most 18.
// Limits: exact within the statement, by luck: int n wraps negative above 2^31 - 1 and is answered Stan, which every n from 2^31 to 2^32 - 2 is
#include <cstdio>

int main() {
    int n;
    while (std::scanf("%d", &n) == 1) {
        while (n > 18) n = (n + 17) / 18;
        std::puts(n <= 9 ? "Stan wins." : "Ollie wins.");
    }
    return 0;
}
