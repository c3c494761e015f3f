//! The real binary against a search of the gifts themselves, constructed
//! large cases, the golden files, the case count, the values that are no
//! game, and malformed input.

use common::problems::hdu2188::{self, pair, ANSWERS};
use common::suites::bash;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2188");

const SAMPLE: &str = include_str!("../../../tests/hdu2188/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_up_to_300_and_m_up_to_30_against_the_gifts() {
    SOLUTION.check_each(&[hdu2188::every_n_up_to_300_and_m_up_to_30_against_the_gifts()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // n = q (m + 1) + r: the first donor loses exactly when r = 0.
    let mut cases = Cases::new("constructed cases (seed 2188)").counted();
    for (n, m, multiple) in bash::constructed(2188, 40_000) {
        cases.push(pair(n, m), ANSWERS.of(!multiple));
    }
    for (n, m, first) in [
        (u64::MAX, u64::MAX, true),
        (1, u64::MAX, true),
        (u64::MAX, u64::MAX - 1, false),
        (1, 1, true),
        (2, 1, false),
    ] {
        cases.push(pair(n, m), ANSWERS.of(first));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_cases_are_read() {
    SOLUTION.assert_output("zero cases", "0\n5 5\n", "");
    SOLUTION.assert_output("data after the cases", "1\n11 10\n8 10 junk -1\n", "Rabbit\n");
    let mut many = Cases::new("3000 cases, above the statement's count").counted();
    for (n, m, multiple) in bash::constructed(7, 3000) {
        many.push(pair(n, m), ANSWERS.of(!multiple));
    }
    SOLUTION.check(&many);
}

#[test]
fn no_game_and_cases_cut_short_are_rejected() {
    SOLUTION.check_rejections(&[
        ("2\n8 10\n0 10\n", "Grass\n", 3, &["expected n >= 1, found 0"]),
        ("2\n8 10\n11 0\n", "Grass\n", 3, &["expected m >= 1, found 0"]),
        ("3\n8 10\n11 10\n", "Grass\nRabbit\n", 3, &["expected n, found end of input"]),
        ("2\n8 10\n11", "Grass\n", 3, &["expected m, found end of input"]),
        ("", "", 1, &["expected the case count C, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n8 10\n11 10\n22 10\n", "Grass\nRabbit\nRabbit\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count C");
    SOLUTION.check_malformed_tokens("3\n8 10\n", "Grass\n", 3, "n");
    SOLUTION.check_malformed_tokens("3\n8 10\n11 ", "Grass\n", 3, "m");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n9999 10\n1 1\n18446744073709551615 3\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
