//! TODO: what these tests prove.

use common::Solution;

const SOLUTION: Solution = common::solution!("hdu2516");
const SAMPLE: &str = include_str!("../../../tests/hdu2516/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

// TODO: every small state against a brute-force search of the game's own
// moves (common::search), seeded cases up to and beyond the statement's
// range, check_whitespace, check_malformed_tokens and check_rejections.

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE]);
}
