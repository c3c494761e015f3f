// HDU 1404 as published solutions write it: a table of every number below
// 10^6 filled forward (each lost number marks every number that moves to
// it, found by raising a digit or appending a 0 and any digits), then scanf
// of the string: a leading 0 wins, else look it up.
// Limits: exact within the statement (1 to 6 digits)
#include <cstdio>
#include <cstdlib>

static bool win[1000000];
static const int pow10[7] = {1, 10, 100, 1000, 10000, 100000, 1000000};

static int digits(int n) {
    int len = 0;
    while (n > 0) n /= 10, len++;
    return len;
}

// Every number that reaches lost number n in one move is won: n with one
// digit raised, and n followed by a 0 and any digits (erasing that 0).
static void mark(int n) {
    int len = digits(n);
    for (int i = 0; i < len; i++) {
        int digit = n / pow10[i] % 10;
        for (int d = digit + 1; d <= 9; d++) win[n + (d - digit) * pow10[i]] = true;
    }
    for (int tail = 0; len + 1 + tail <= 6; tail++) {
        for (int rest = 0; rest < pow10[tail]; rest++) win[n * pow10[tail + 1] + rest] = true;
    }
}

int main() {
    // Moves only lower the number (or leave a leading 0, which is won), so
    // every number is settled before it is reached in ascending order.
    for (int n = 1; n < 1000000; n++)
        if (!win[n]) mark(n);
    char s[16];
    while (std::scanf("%15s", s) == 1) std::puts(s[0] == '0' || win[std::atoi(s)] ? "Yes" : "No");
    return 0;
}
