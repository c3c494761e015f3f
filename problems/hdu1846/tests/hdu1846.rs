//! The real binary against a brute-force search of the moves, constructed
//! large cases, the golden files, the case count and malformed input.

use common::problems::hdu1846::{self, WORDS as ANSWERS};
use common::suites::bash;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1846");

fn pair(n: u64, m: u64) -> String {
    format!("{} {}\n", n, m)
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_and_m_up_to_200_against_brute_force() {
    SOLUTION.check_each(hdu1846::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

#[test]
fn constructed_cases_up_to_1000_and_u64_max() {
    // n = q (m + 1) + r: the mover loses exactly when r = 0, whatever the size.
    let mut cases = Cases::new("constructed cases (seed 46)").counted();
    for (n, m, multiple) in bash::constructed(46, 40_000) {
        cases.push(pair(n, m), ANSWERS.of(!multiple));
    }
    for (n, m, first) in [
        (0, 0, false),
        (5, 0, false),
        (0, 7, false),
        (u64::MAX, u64::MAX, true),
        (1, u64::MAX, true),
    ] {
        cases.push(pair(n, m), ANSWERS.of(first));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_cases_are_read() {
    SOLUTION.assert_output("zero cases", "0\n5 5\n", "");
    SOLUTION.assert_output("data after the cases", "1\n4 3\n23 2 junk -1\n", "second\n");
    // A count above the statement's 100 is processed, never rejected.
    let mut many = Cases::new("5000 cases").counted();
    for i in 0..5000 {
        let (n, m) = (i % 1000 + 1, i % 7 + 1);
        many.push(pair(n, m), ANSWERS.of(n % (m + 1) != 0));
    }
    SOLUTION.check(&many);
}

#[test]
fn fewer_cases_than_the_count_is_malformed() {
    let huge = format!("{}\n1 1\n", u64::MAX);
    SOLUTION.check_rejections(&[
        ("3\n23 2\n4 3\n", "first\nsecond\n", 3, &["expected n, found end of input"]),
        ("3\n23 2\n4", "first\n", 3, &["expected m, found end of input"]),
        (&huge, "first\n", 2, &["expected n, found end of input"]),
        ("", "", 1, &["expected the case count C, found end of input"]),
        ("\n\n", "", 2, &["expected the case count C"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n23 2\n4 3\n0 1\n", "first\nsecond\nsecond\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count C");
    SOLUTION.check_malformed_tokens("3\n23 2\n", "first\n", 3, "n");
    SOLUTION.check_malformed_tokens("3\n23 2\n4\t", "first\n", 3, "m");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&["3\n23 2\n4 3\n0 1\n", "2\n1000 1000\n18446744073709551615 7\n"]);
}
