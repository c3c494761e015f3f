//! The real binary against a search of the moves for every set within
//! {1..5} and seeded sets with moves past 64, the six samples, the limits
//! and malformed input.

use common::problems::atcoderdpk;
use common::Solution;

const SOLUTION: Solution = common::solution!("atcoderdpk");
const SAMPLE: &str = include_str!("../../../tests/atcoderdpk/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(atcoderdpk::PROBLEM.small_cases());
}

#[test]
fn the_limits_of_k_and_the_moves() {
    SOLUTION.assert_output("K = 0", "1 0\n1\n", "Second\n");
    SOLUTION.assert_output("a move past K", "2 3\n1 9\n", "First\n");
    SOLUTION.assert_output("unsorted, repeated", "4 6\n3 2 2 3\n", "Second\n");
    SOLUTION.assert_output("data after the test", "1 2\n1\n7 7 junk", "Second\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("1 1000000001\n1\n", "", 1, &["expected K up to 1000000000", "found 1000000001"]),
        ("2 5\n1 0\n", "", 2, &["expected a move x >= 1, found 0"]),
        ("3 5\n1 2\n", "", 2, &["expected a move x, found end of input"]),
        ("5", "", 1, &["expected the pile K, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3 21\n1 2 3\n", "First\n");
}

#[test]
fn malformed_input_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the move count N");
    SOLUTION.check_malformed_tokens("3 ", "", 1, "the pile K");
    SOLUTION.check_malformed_tokens("3 21\n1 2 ", "", 2, "a move x");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz_below(&[SAMPLE, "3 200\n66 1 2\n"], 10_000_000);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
