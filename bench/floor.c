/* Parse floor: the least work any solution must do. Reads stdin in 1 MiB
 * blocks, parses every unsigned decimal integer, and writes argv[1] bytes of
 * output (the size of the real answer) in 1 MiB blocks as the input is
 * consumed. Nothing that answers the problem can be much faster.
 *
 *     gcc -O2 -o floor bench/floor.c && ./floor OUTPUT_BYTES < input > /dev/null
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BLOCK (1 << 20)

static char in[BLOCK], out[BLOCK];

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: floor OUTPUT_BYTES < input\n");
        return 2;
    }
    unsigned long long owed = strtoull(argv[1], NULL, 10);
    memset(out, '\n', sizeof out);
    unsigned long long value = 0, checksum = 0, count = 0;
    int in_number = 0;
    ssize_t n;
    while ((n = read(0, in, BLOCK)) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            unsigned d = (unsigned char)in[i] - '0';
            if (d < 10) {
                value = value * 10 + d;
                in_number = 1;
            } else if (in_number) {
                checksum += value;
                count++;
                value = 0;
                in_number = 0;
            }
        }
        /* One output block per input block, while output is owed. */
        size_t chunk = owed < BLOCK ? (size_t)owed : BLOCK;
        if (chunk > 0 && write(1, out, chunk) != (ssize_t)chunk) return 1;
        owed -= chunk;
    }
    if (in_number) {
        checksum += value;
        count++;
    }
    while (owed > 0) {
        size_t chunk = owed < BLOCK ? (size_t)owed : BLOCK;
        if (write(1, out, chunk) != (ssize_t)chunk) return 1;
        owed -= chunk;
    }
    fprintf(stderr, "floor: %llu integers, checksum %llu\n", count, checksum);
    return 0;
}
