/* Runs a command with this process's stdin and stdout and writes its wall
 * time and peak resident memory to REPORT: "<seconds> <peak RSS in KiB>".
 * A small C launcher, so the peak RSS counts little beyond the command
 * itself (a child's peak includes what its parent had before exec).
 *
 *     gcc -O2 -o measure bench/measure.c
 *     ./measure REPORT ./prog args < input > output
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: measure REPORT command [args...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) return 2;
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        perror("exec");
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) return 2;
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    FILE *report = fopen(argv[1], "w");
    if (!report) return 2;
    fprintf(report, "%.6f %ld\n", seconds, usage.ru_maxrss);
    fclose(report);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
