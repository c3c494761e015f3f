//! The real binary against a search of the real moves: every pair up to
//! 300, seeded pairs at the top of Kattis' bound and up to u64::MAX (see
//! common::problems::euclid for the two searches), the golden files, the
//! terminator and malformed input.

use common::problems::euclid;
use common::problems::poj2348::{self, PROBLEM};
use common::Solution;

const SOLUTION: Solution = common::solution!("poj2348");
const SAMPLE: &str = include_str!("../../../tests/poj2348/sample-1.in");

const TOP: u64 = (1 << 31) - 1;

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_pair_up_to_300_against_a_search_of_the_moves() {
    SOLUTION.check_each(&[poj2348::every_pair_up_to_300()]);
}

#[test]
fn small_quotient_pairs_up_to_2_pow_31_and_u64_max_against_every_move() {
    SOLUTION.check_each(&[
        euclid::small_quotients_up_to(&PROBLEM, 2348, 3000, TOP),
        euclid::small_quotients_up_to(&PROBLEM, 2349, 3000, u64::MAX),
    ]);
}

#[test]
fn uniform_pairs_at_the_top_and_beyond_against_the_pruned_search() {
    SOLUTION.check_each(&[
        euclid::uniform_pairs(&PROBLEM, 2350, 3000, TOP - (1 << 20), TOP),
        euclid::uniform_pairs(&PROBLEM, 2351, 3000, 1, TOP),
        euclid::uniform_pairs(&PROBLEM, 2352, 3000, TOP + 1, u64::MAX),
        euclid::uniform_pairs(&PROBLEM, 2353, 3000, u64::MAX - (1 << 20), u64::MAX),
    ]);
}

#[test]
fn only_0_0_ends_the_input() {
    SOLUTION.assert_output("0 0 first", "0 0\n2 1\n", "");
    SOLUTION.assert_output("a single 0", "0 5\n5 0\n0 0\n", "Ollie wins\nOllie wins\n");
    SOLUTION.assert_output("data after 0 0", "2 1\n0 0\n3 junk -1", "Stan wins\n");
    SOLUTION.assert_output("no terminator", "34 12\n15 24", "Stan wins\nOllie wins\n");
    SOLUTION.assert_output("empty", "", "");
    SOLUTION.check_rejections(&[(
        "34 12\n15",
        "Stan wins\n",
        2,
        &["expected the second number, found end of input"],
    )]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Stan wins\nOllie wins\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("34 12\n", "Stan wins\n", 2, "the first number");
    SOLUTION.check_malformed_tokens("34 12\n15 ", "Stan wins\n", 2, "the second number");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION
        .fuzz(&[SAMPLE, "18446744073709551615 1\n12200160415121876738 7540113804746346429\n0 0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
