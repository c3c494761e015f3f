/* Block input and output for the tuned C yardsticks: 1 MiB reads parsed by
 * hand (a sentinel after each block ends its scans), a 1 MiB output buffer
 * written BLOCK bytes at a time once more wait (256 more fit), and whole at
 * the end by flush().
 * Valid input assumed: unsigned integers between any other bytes. */
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#define BLOCK (1 << 20)

static unsigned char in[BLOCK + 1];
static size_t in_len, in_pos;
static int at_eof;

static char out[BLOCK + 256];
static size_t out_len;

static inline void write_out(size_t len) {
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(1, out + done, len - done);
        if (n <= 0) _exit(1);
        done += (size_t)n;
    }
}

/* Writes the first BLOCK bytes, a whole number of pages (a file takes
 * those fastest), and carries the rest to the front. */
static inline void flush_block(void) {
    write_out(BLOCK);
    memmove(out, out + BLOCK, out_len - BLOCK);
    out_len -= BLOCK;
}

/* Writes everything: at the end. */
static inline void flush(void) {
    write_out(out_len);
    out_len = 0;
}

/* Appends the first len bytes of text, copying copy of them (len <= copy
 * <= 64, all inside text): with copy a constant, one fixed-size copy serves
 * words of two lengths with no branch on which. Flushes once more than
 * BLOCK bytes wait. */
static inline void put_text(const char *text, size_t copy, size_t len) {
    memcpy(out + out_len, text, copy);
    out_len += len;
    if (out_len > BLOCK) flush_block();
}

static inline int refill(void) {
    if (at_eof) return 0;
    ssize_t n = read(0, in, BLOCK);
    if (n <= 0) {
        at_eof = 1;
        return 0;
    }
    in_len = (size_t)n;
    in_pos = 0;
    in[in_len] = 0;
    return 1;
}

/* The next unsigned integer into *value; 0 at the end of input. */
static inline int next_number(uint64_t *value) {
    for (;;) {
        while (in_pos < in_len && (unsigned)(in[in_pos] - '0') > 9) in_pos++;
        if (in_pos < in_len) break;
        if (!refill()) return 0;
    }
    uint64_t v = 0;
    for (;;) {
        unsigned d;
        while ((d = (unsigned)(in[in_pos] - '0')) <= 9) {
            v = v * 10 + d;
            in_pos++;
        }
        if (in_pos < in_len || !refill()) break;
    }
    *value = v;
    return 1;
}
