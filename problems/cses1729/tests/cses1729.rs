//! The real binary against a search of the moves for every set within
//! {1..8} and seeded sets with moves past 64, large seeded tests against
//! the table built heap by heap, the golden files, the limits and
//! malformed input.

use common::problems::cses1729::{self, letters, test};
use common::problems::subtraction::wins_by_table;
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("cses1729");
const SAMPLE: &str = include_str!("../../../tests/cses1729/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(cses1729::PROBLEM.small_cases());
}

#[test]
fn seeded_tests_up_to_the_largest_and_beyond() {
    let mut rng = Rng::new(1729);
    let mut cases = Cases::new("seeded tests to 3 * 10^6 (seed 1729)").single();
    for i in 0..8 {
        let n = if i < 6 { rng.range(900_000, 1_000_000) } else { rng.range(1_000_001, 3_000_000) };
        let mut moves = vec![1, rng.range(2, 64), rng.range(65, 5000), rng.range(2, n)];
        moves.truncate(1 + i % 4);
        cases.push(test(n, &moves), letters(&wins_by_table(&moves, n)));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_limits_of_n_and_the_moves() {
    SOLUTION.assert_output("n = 0", "0 1\n1\n", "\n");
    SOLUTION.assert_output("a move past n", "3 2\n1 9\n", "WLW\n");
    SOLUTION.assert_output("no move 1", "5 1\n2\n", "LWWLL\n");
    SOLUTION.assert_output("repeats", "4 3\n1 1 1\n", "WLWL\n");
    SOLUTION.assert_output("data after the test", "2 1\n1\n7 7 junk", "WL\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("1000000001 1\n1\n", "", 1, &["expected n up to 1000000000", "found 1000000001"]),
        ("5 2\n1 0\n", "", 2, &["expected a move p >= 1, found 0"]),
        ("5 3\n1 2\n", "", 2, &["expected a move p, found end of input"]),
        ("5", "", 1, &["expected the move count k, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("10 3\n1 3 4\n", "WLWWWWLWLW\n");
}

#[test]
fn malformed_input_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "n");
    SOLUTION.check_malformed_tokens("10 ", "", 1, "the move count k");
    SOLUTION.check_malformed_tokens("10 3\n1 3 ", "", 2, "a move p");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz_below(&[SAMPLE, "70 3\n66 1 2\n"], 100_000);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
