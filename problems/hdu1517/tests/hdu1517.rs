//! The real binary against a search over p (the game itself) for every
//! n <= 20000 and at every boundary of the winning intervals up to
//! u64::MAX, the golden files, the values that are no game, and malformed
//! input.

use common::problems::hdu1517::{self};

use common::Solution;

const SOLUTION: Solution = common::solution!("hdu1517");

const SAMPLE: &str = include_str!("../../../tests/hdu1517/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_up_to_20000_against_a_search_over_p() {
    SOLUTION.check_each(&[hdu1517::every_n_up_to_20000_against_a_search_over_p()]);
}

#[test]
fn every_boundary_up_to_u64_max_against_the_search() {
    SOLUTION.check_each(&[hdu1517::every_boundary_up_to_u64_max_against_the_search()]);
}

#[test]
fn no_game_and_end_of_input() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("162\n1\n", "Stan wins.\n", 2, &["expected n >= 2, found 1"]),
        ("162\n0\n", "Stan wins.\n", 2, &["expected n >= 2, found 0"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Stan wins.\nOllie wins.\nStan wins.\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("162\n", "Stan wins.\n", 2, "n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n9\n10\n18\n19\n4294967294\n18446744073709551615\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
