// hdu3544 as published solutions write it: scanf, printf, the usual formula.
// Limits: TODO (exact within the statement ..., or wrong: where the usual formula fails)
#include <cstdio>

int main() {
    // TODO
    return 0;
}
