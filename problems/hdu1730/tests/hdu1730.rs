//! The real binary against a retrograde analysis of the moves themselves,
//! retreats and the cycles they make included, over every board of up to 3
//! rows and width up to 6; constructed large boards, the golden files, the
//! boards that are no board, and malformed input.

use common::rng::Rng;

use common::problems::hdu1730::{self, case, ANSWERS};

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1730");

const SAMPLE: &str = include_str!("../../../tests/hdu1730/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_board_of_up_to_3_rows_and_width_up_to_6_by_retrograde_analysis() {
    SOLUTION.check_each(&[
        hdu1730::every_board_of_up_to_3_rows_and_width_up_to_6_by_retrograde_analysis(),
    ]);
}

#[test]
fn constructed_boards_up_to_u64_max() {
    // Gaps chosen so that they xor to 0 (lost) or not, laid out anywhere on
    // a board of any width, either piece on the left.
    let mut rng = Rng::new(1730);
    let mut cases = Cases::new("constructed boards (seed 1730)");
    for i in 0..3000 {
        let width = rng.range(1 << 40, u64::MAX);
        let mut gaps: Vec<u64> = (1..rng.range(1, 12)).map(|_| rng.range(0, 1 << 38)).collect();
        let rest = gaps.iter().fold(0, |x, &g| x ^ g);
        let lost = i % 2 == 0;
        gaps.push(if lost { rest } else { rest ^ rng.range(1, 1 << 38) });
        let rows: Vec<(u64, u64)> = gaps
            .iter()
            .map(|&gap| {
                let left = rng.range(1, width - gap - 1);
                let right = left + gap + 1;
                if rng.range(0, 1) == 0 {
                    (left, right)
                } else {
                    (right, left)
                }
            })
            .collect();
        cases.push(case(width, &rows), ANSWERS.of(!lost));
    }
    cases.push(case(u64::MAX, &[(1, u64::MAX)]), ANSWERS.of(true));
    cases.push(case(u64::MAX, &[(u64::MAX, u64::MAX - 1)]), ANSWERS.of(false));
    SOLUTION.check(&cases);
}

#[test]
fn no_board_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("1 6\n4 5\n1 6\n3 3\n", "BAD LUCK!\n", 4, &["expected two different cells, found 3 3"]),
        ("1 6\n4 5\n1 6\n7 1\n", "BAD LUCK!\n", 4, &["expected columns in 1..=6, found 7 1"]),
        ("1 6\n4 5\n1 6\n0 1\n", "BAD LUCK!\n", 4, &["expected columns in 1..=6, found 0 1"]),
        ("1 6\n4 5\n2 6\n1 3\n", "BAD LUCK!\n", 4, &["expected Tom's column, found end of input"]),
        ("1 6\n4 5\n1 6\n1", "BAD LUCK!\n", 4, &["expected Jerry's column, found end of input"]),
        ("1 6\n4 5\n1", "BAD LUCK!\n", 3, &["expected the column count m, found end of input"]),
    ]);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no rows", "0 5\n", "BAD LUCK!\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "BAD LUCK!\nI WIN!\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1 6\n4 5\n\n", "BAD LUCK!\n", 4, "the row count n");
    SOLUTION.check_malformed_tokens("1 6\n4 5\n1 ", "BAD LUCK!\n", 3, "the column count m");
    SOLUTION.check_malformed_tokens("1 6\n4 5\n1 6\n", "BAD LUCK!\n", 4, "Tom's column");
    SOLUTION.check_malformed_tokens("1 6\n4 5\n1 6\n1 ", "BAD LUCK!\n", 4, "Jerry's column");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION
        .fuzz(&[SAMPLE, "2 100\n1 100\n100 99\n1 18446744073709551615\n18446744073709551615 1\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
