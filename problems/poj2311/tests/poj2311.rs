//! The real binary against a search of the real game (pieces as multisets,
//! the 1 x 1 win included) over every sheet of area up to 40, every sheet
//! up to 200 x 200 against the values of the cuts, the golden files, the
//! sheets that are no sheet and malformed input.

use common::problems::poj2311;
use common::Solution;

const SOLUTION: Solution = common::solution!("poj2311");
const SAMPLE: &str = include_str!("../../../tests/poj2311/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_sheet_of_area_up_to_40_against_the_real_game() {
    SOLUTION.check_each(&[poj2311::real_game_up_to_area(40)]);
}

#[test]
fn every_sheet_up_to_200_by_200_against_the_values_of_the_cuts() {
    SOLUTION.check_each(&[poj2311::every_sheet_by_the_cuts(poj2311::PROBLEM.limit("W"))]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no final newline", "2 2\n4 2", "LOSE\nWIN\n");
    SOLUTION.assert_output("one cell wide", "1 1\n1 2\n5 1\n", "LOSE\nWIN\nWIN\n");
}

#[test]
fn sheets_beyond_the_table_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("2 2\n201 2\n", "LOSE\n", 2, &["expected sides from 1 to 200, found 201 x 2"]),
        ("2 2\n3 0\n", "LOSE\n", 2, &["expected sides from 1 to 200, found 3 x 0"]),
        ("2 2\n3", "LOSE\n", 2, &["expected the height H, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "LOSE\nLOSE\nWIN\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("2 2\n", "LOSE\n", 2, "the width W");
    SOLUTION.check_malformed_tokens("2 2\n4 ", "LOSE\n", 2, "the height H");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "200 200\n1 1\n2 3\n"]);
}
