//! The real binary against searches of the rows' own moves: every row of 20
//! cells (all 2^20) against a mex table of its moves, through pairs of rows;
//! every two rows of up to 2 pieces against a search of the whole position;
//! seeded full-size tests; the golden files, the counts and malformed input.

use common::problems::luogu2575::{self, row_moves, test, ANSWERS, WIDTH};
use common::rng::Rng;
use common::search::mex;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("luogu2575");
const SAMPLE: &str = include_str!("../../../tests/luogu2575/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_row_and_pair_of_rows_against_a_search_of_the_moves() {
    SOLUTION.check_each(luogu2575::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// The value of every row by the mex of its moves' values: a move takes a
/// piece to a higher bit, so every row it reaches is a larger number, and
/// the table fills from the full row down.
fn mex_table() -> Vec<u64> {
    let rows = 1usize << WIDTH;
    let mut values = vec![0u64; rows];
    for row in (0..rows).rev() {
        let reached: Vec<u64> =
            row_moves(&(row as u32)).iter().map(|&r| values[r as usize]).collect();
        values[row] = mex(&reached);
    }
    values
}

#[test]
fn every_row_of_20_cells_and_seeded_full_tests_against_a_mex_table_of_the_moves() {
    let values = mex_table();
    let mut witness = vec![u32::MAX; 64];
    for (row, &v) in values.iter().enumerate().rev() {
        witness[v as usize] = row as u32;
    }
    // Each row alone, and beside a row of the same value, in 16 parts.
    for part in 0..16u32 {
        let mut cases = Cases::new(format!("every row, part {} of 16", part + 1)).counted();
        for row in part << 16..(part + 1) << 16 {
            let value = values[row as usize];
            cases.push(test(&[row]), ANSWERS.of(value != 0));
            cases.push(test(&[row, witness[value as usize]]), ANSWERS.of(false));
        }
        SOLUTION.check(&cases);
    }
    // The statement's largest tests, and more rows than it allows.
    let mut rng = Rng::new(2575);
    let mut cases = Cases::new("seeded tests of 1000 rows and more (seed 2575)").counted();
    for round in 0..300 {
        let count = if round % 3 == 0 { rng.range(1000, 5000) } else { 1000 };
        let mut rows: Vec<u32> =
            (0..count).map(|_| rng.range(0, (1 << WIDTH) - 1) as u32).collect();
        let mut sum = rows.iter().fold(0, |x, &r| x ^ values[r as usize]);
        if round % 2 == 0 {
            // A last row that cancels the others, where one has that value.
            if let Some(&cancel) = witness.get(sum as usize).filter(|&&w| w != u32::MAX) {
                rows.push(cancel);
                sum = 0;
            }
        }
        cases.push(test(&rows), ANSWERS.of(sum != 0));
    }
    assert!(cases.expected().iter().any(|a| a == "NO\n"));
    SOLUTION.check(&cases);
}

#[test]
fn the_counts_decide_how_much_is_read() {
    SOLUTION.assert_output("zero tests", "0\n1\n1 3\n", "");
    SOLUTION.assert_output("no rows, empty rows", "3\n0\n1\n0\n2\n0\n1 20\n", "NO\nNO\nNO\n");
    SOLUTION.assert_output("columns in any order", "2\n1\n3 20 1 2\n1\n3 2 20 1\n", "YES\nYES\n");
    SOLUTION.assert_output("data after the tests", "1\n1\n1 19\njunk", "YES\n");
    SOLUTION.check_rejections(&[
        ("2\n1\n1 19\n1\n2 3", "YES\n", 5, &["expected a column, found end of input"]),
        ("2\n1\n1 19\n2\n1 3\n", "YES\n", 5, &["expected the piece count, found end of input"]),
        ("2\n1\n1 19\n", "YES\n", 3, &["expected the row count, found end of input"]),
        ("2\n1\n1 19\n1\n2 3 21\n", "YES\n", 5, &["expected a column from 1 to 20, found 21"]),
        ("2\n1\n1 19\n1\n1 0\n", "YES\n", 5, &["expected a column from 1 to 20, found 0"]),
        ("2\n1\n1 19\n1\n3 4 5 4\n", "YES\n", 5, &["two pieces in column 4"]),
        ("1\n1\n18446744073709551615 1 2 3\n", "", 3, &["expected a column, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "NO\nYES\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    let first = "2\n1\n1 19\n";
    SOLUTION.check_malformed_tokens("", "", 1, "the test count");
    SOLUTION.check_malformed_tokens(first, "YES\n", 4, "the row count");
    SOLUTION.check_malformed_tokens(&format!("{}1\n", first), "YES\n", 5, "the piece count");
    SOLUTION.check_malformed_tokens(&format!("{}1\n2 4 ", first), "YES\n", 5, "a column");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n2\n20 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n0\n0\n"]);
}
