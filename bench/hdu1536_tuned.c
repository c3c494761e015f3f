/* HDU 1536 S-Nim, tuned C: the yardstick for the Rust solution.
 *
 * Reads 1 MiB blocks and parses integers by hand; per test case it sorts
 * and deduplicates S, reads every position first to learn the largest
 * heap, builds the Sprague-Grundy table only that far with a bitset mex,
 * then answers every position. Assumes valid input within the statement
 * (heaps <= 10000; k, m, l as large as the input holds).
 *
 *     gcc -O2 -o hdu1536_tuned bench/hdu1536_tuned.c && ./hdu1536_tuned < input
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BLOCK (1 << 20)

static unsigned char in[BLOCK];
static size_t in_len, in_pos;
static int at_eof;

static int next_byte(void) {
    if (in_pos == in_len) {
        if (at_eof) return -1;
        ssize_t n = read(0, in, BLOCK);
        if (n <= 0) { at_eof = 1; return -1; }
        in_len = (size_t)n;
        in_pos = 0;
    }
    return in[in_pos++];
}

/* The next unsigned integer; 0 at end of input. */
static uint64_t next_number(void) {
    int c = next_byte();
    while (c != -1 && (c < '0' || c > '9')) c = next_byte();
    uint64_t v = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (uint64_t)(c - '0');
        c = next_byte();
    }
    return v;
}

static char out[BLOCK];
static size_t out_len;

static void put_char(char c) {
    if (out_len == BLOCK) {
        fwrite(out, 1, out_len, stdout);
        out_len = 0;
    }
    out[out_len++] = c;
}

static int compare(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

int main(void) {
    uint64_t *set = NULL, *heaps = NULL;
    uint32_t *lengths = NULL, *sg = NULL;
    size_t set_cap = 0, heaps_cap = 0, lengths_cap = 0, sg_cap = 0;
    for (;;) {
        uint64_t k = next_number();
        if (k == 0) break;
        if (k > set_cap) { set_cap = k; set = realloc(set, set_cap * sizeof *set); }
        for (uint64_t i = 0; i < k; i++) set[i] = next_number();
        qsort(set, k, sizeof *set, compare);
        size_t distinct = 0;
        for (uint64_t i = 0; i < k; i++)
            if (distinct == 0 || set[distinct - 1] != set[i]) set[distinct++] = set[i];
        uint64_t m = next_number();
        if (m > lengths_cap) { lengths_cap = m; lengths = realloc(lengths, lengths_cap * sizeof *lengths); }
        size_t total = 0;
        uint64_t largest = 0;
        for (uint64_t p = 0; p < m; p++) {
            uint64_t l = next_number();
            lengths[p] = (uint32_t)l;
            if (total + l > heaps_cap) {
                heaps_cap = 2 * (total + l);
                heaps = realloc(heaps, heaps_cap * sizeof *heaps);
            }
            for (uint64_t i = 0; i < l; i++) {
                uint64_t h = next_number();
                heaps[total++] = h;
                if (h > largest) largest = h;
            }
        }
        if (largest + 1 > sg_cap) { sg_cap = largest + 1; sg = realloc(sg, sg_cap * sizeof *sg); }
        size_t words = distinct / 64 + 1;
        uint64_t seen[words];
        for (uint64_t h = 0; h <= largest; h++) {
            memset(seen, 0, sizeof seen);
            for (size_t i = 0; i < distinct && set[i] <= h; i++) {
                uint32_t v = sg[h - set[i]];
                seen[v / 64] |= 1ull << (v % 64);
            }
            uint32_t mex = 0;
            for (size_t w = 0; w < words; w++) {
                if (~seen[w]) { mex = (uint32_t)(w * 64 + __builtin_ctzll(~seen[w])); break; }
            }
            sg[h] = mex;
        }
        size_t at = 0;
        for (uint64_t p = 0; p < m; p++) {
            uint32_t x = 0;
            for (uint32_t i = 0; i < lengths[p]; i++) x ^= sg[heaps[at++]];
            put_char(x ? 'W' : 'L');
        }
        put_char('\n');
    }
    fwrite(out, 1, out_len, stdout);
    return 0;
}
