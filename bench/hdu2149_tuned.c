/* HDU 2149, tuned C: the yardstick for the Rust solution, whose time goes
 * into writing the answer (220 MB from 2.4 MB of input in the benchmark).
 *
 * The same algorithm: when N >= M every raise from M to N wins and is
 * written; otherwise M mod (N + 1), or "none". Consecutive numbers come
 * a decade at a time: below 10^7 a number and its space are one 8-byte
 * word, the next number's word is this one's plus 1 in its last digit,
 * and the next decade's first word follows from this one's unless the
 * tens carry. Input and output through bench/tuned_io.h. Assumes valid
 * input (pairs until EOF).
 *
 *     gcc -O2 -o hdu2149_tuned bench/hdu2149_tuned.c && ./hdu2149_tuned < input
 */
#include "tuned_io.h"


static void put_number(uint64_t v) {
    char digits[24];
    int len = 0;
    do {
        digits[23 - len++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    memcpy(out + out_len, digits + 24 - len, (size_t)len);
    out_len += (size_t)len;
}

/* Writes " first .. last". Within a decade the numbers share all digits
 * but the last, so below 10^7 the text " d..d" is one 8-byte word, written
 * whole and raised by adding 1 to its last digit's byte; the next decade's
 * word is this one's with that digit '0' and the tens raised, unless the
 * tens carry (then it is formatted again). */
static void put_spaced_range(uint64_t first, uint64_t last) {
    uint64_t next = first, word = 0;
    int len = 0, carried = 0;
    for (;;) {
        uint64_t decade_end = next + (9 - next % 10);
        if (decade_end > last) decade_end = last;
        if (out_len > BLOCK) flush();
        if (decade_end < 10000000) {
            if (!carried) {
                char text[8] = {' ', ' ', ' ', ' ', ' ', ' ', ' ', ' '};
                len = 0;
                for (uint64_t v = next; v; v /= 10) len++;
                for (uint64_t v = next, i = 0; i < (uint64_t)len; i++, v /= 10) text[len - i] = (char)('0' + v % 10);
                memcpy(&word, text, 8);
                word &= len == 7 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * (len + 1))) - 1;
            }
            uint64_t w = word;
            for (uint64_t v = next; v <= decade_end; v++) {
                memcpy(out + out_len, &w, 8);
                out_len += (size_t)len + 1;
                w += (uint64_t)1 << (8 * len);
            }
            int tens = 8 * (len - 1);
            carried = len >= 2 && ((word >> tens) & 0xff) != '9';
            if (carried) {
                uint64_t last_digit = (uint64_t)0xff << (8 * len);
                word = ((word & ~last_digit) | ((uint64_t)'0' << (8 * len))) + ((uint64_t)1 << tens);
            }
        } else {
            for (uint64_t v = next; v <= decade_end; v++) {
                out[out_len++] = ' ';
                put_number(v);
            }
            carried = 0;
        }
        if (decade_end == last) break;
        next = decade_end + 1;
    }
}

int main(void) {
    uint64_t m, n;
    while (next_number(&m) && next_number(&n)) {
        if (out_len > BLOCK) flush();
        if (n >= m) {
            put_number(m);
            if (m < n) put_spaced_range(m + 1, n);
        } else if (m % (n + 1) == 0) {
            memcpy(out + out_len, "none", 4);
            out_len += 4;
        } else {
            put_number(m % (n + 1));
        }
        out[out_len++] = '\n';
    }
    flush();
    return 0;
}
