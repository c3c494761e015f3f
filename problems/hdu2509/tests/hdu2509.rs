//! The real binary against a misere search that plays every move out, row
//! splits included (not assumed equivalent to Nim), over every small
//! position; constructed large cases, the golden files and malformed input.

use common::problems::hdu2509::{self, case, ANSWERS};
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2509");

const SAMPLE: &str = include_str!("../../../tests/hdu2509/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_3_rows_up_to_8_against_a_misere_search() {
    SOLUTION
        .check_each(&[hdu2509::every_multiset_of_up_to_3_rows_up_to_8_against_a_misere_search()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    let mut cases = Cases::new("constructed cases (seed 2509)");
    for (rows, lost) in nim::constructed(2509, 10_000, 100) {
        if rows.iter().any(|&a| a >= 2) {
            cases.push(case(&rows), ANSWERS.of(!lost));
        }
    }
    for ones in [99u64, 100] {
        cases.push(case(&vec![1; ones as usize]), ANSWERS.of(ones % 2 == 0));
    }
    SOLUTION.check(&cases);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no blank lines", "2\n2 2\n1\n3", "No\nYes\n");
    SOLUTION.check_rejections(&[(
        "2\n2 2\n\n2\n3",
        "No\n",
        5,
        &["expected a row size, found end of input"],
    )]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "No\nYes\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("2\n2 2\n\n", "No\n", 4, "the row count n");
    SOLUTION.check_malformed_tokens("2\n2 2\n\n2\n3 ", "No\n", 5, "a row size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n1 1 1\n\n2\n100 18446744073709551615\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
