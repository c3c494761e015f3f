//! The real binary against a search of the moves over every small position,
//! constructed large cases, the golden files and malformed input.

use common::problems::poj2234::{self, line, ANSWERS};
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("poj2234");

const SAMPLE: &str = include_str!("../../../tests/poj2234/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_4_piles_up_to_10_against_the_moves() {
    SOLUTION.check_each(&[poj2234::every_multiset_of_up_to_4_piles_up_to_10_against_the_moves()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // The last pile is the xor of the others (lost), or that changed (won).
    let mut cases = Cases::new("constructed cases (seed 2234)");
    for (piles, lost) in nim::constructed(2234, 20000, 21) {
        cases.push(line(&piles), ANSWERS.of(!lost));
    }
    SOLUTION.check(&cases);
}

#[test]
fn no_piles_and_the_end_of_input() {
    SOLUTION.assert_output("no piles", "0\n0\n1 5\n", "No\nNo\nYes\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("2 45 45\n3 3 6", "No\n", 2, &["expected a pile size, found end of input"]),
        ("2 45 45\n3\n", "No\n", 2, &["expected a pile size, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("2 45 45\n3 3 6 9\n1 7\n", "No\nYes\nYes\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("2 45 45\n", "No\n", 2, "the pile count M");
    SOLUTION.check_malformed_tokens("2 45 45\n3 3 ", "No\n", 2, "a pile size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3 1 2 3\n1 18446744073709551615\n0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
