//! TODO: what these tests prove.

use common::problems::hdu3544;
use common::Solution;

const SOLUTION: Solution = common::solution!("hdu3544");
const SAMPLE: &str = include_str!("../../../tests/hdu3544/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(hdu3544::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

// TODO: seeded cases up to and beyond the statement's range,
// check_whitespace, check_malformed_tokens and check_rejections.

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE]);
}
