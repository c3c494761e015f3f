// HDU 1849 as published solutions write it: scanf, puts, the cells xored.
// Limits: exact within the statement (cells <= 1000)
#include <cstdio>

int main() {
    int m;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        int x = 0, cell;
        while (m-- > 0) std::scanf("%d", &cell), x ^= cell;
        std::puts(x ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
