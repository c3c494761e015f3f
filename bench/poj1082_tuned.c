/* POJ 1082, tuned C: the same algorithm as the Rust solution (the calendar
 * block: the date is checked, then the mover wins iff month + day is even,
 * or the date is 09-30 or 11-30, and never past 2001-11-04), written without
 * branches on the date as the block is, to show what its per-case work
 * costs beyond the parse floor. Input and output through bench/tuned_io.h;
 * assumes valid input.
 *
 *     gcc -O2 -o poj1082_tuned bench/poj1082_tuned.c && ./poj1082_tuned < input
 */
#include "tuned_io.h"

static const uint64_t DAYS[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

int main(void) {
    uint64_t cases, year, month, day;
    if (!next_number(&cases)) return 0;
    for (uint64_t c = 0; c < cases && next_number(&year) && next_number(&month) && next_number(&day); c++) {
        uint64_t leap = (year % 4 == 0) & ((year % 100 != 0) | (year % 400 == 0));
        uint64_t days = (month <= 12 ? DAYS[month] : 0) + ((month == 2) & leap);
        if (year < 1 || day < 1 || day > days) return 2;
        int past = year > 2001 || (year == 2001 && (month > 11 || (month == 11 && day > 4)));
        int wins = (!past) & (((month + day) % 2 == 0) | ((day == 30) & ((month == 9) | (month == 11))));
        put_text(wins ? "YES\n" : "NO\n", 4, wins ? 4 : 3);
    }
    flush();
    return 0;
}
