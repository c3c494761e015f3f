//! The real binary against a search of the moves (take a power of two),
//! constructed large cases, the golden files and malformed input.

use common::rng::Rng;

use common::problems::hdu1847::{self, *};

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1847");

const SAMPLE: &str = include_str!("../../../tests/hdu1847/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_up_to_5000_against_the_moves() {
    SOLUTION.check_each(&[hdu1847::every_n_up_to_5000_against_the_moves()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // n = 3q + r: a multiple of 3 is lost, whatever its size.
    let mut rng = Rng::new(1847);
    let mut cases = Cases::new("constructed cases (seed 1847)");
    let limit = hdu1847::PROBLEM.limit("N");
    for i in 0..30_000 {
        let top = if i % 2 == 0 { limit } else { u64::MAX };
        let r = rng.range(0, 2);
        let q = rng.range(0, (top - r) / 3);
        cases.push(format!("{}\n", 3 * q + r), ANSWERS.of(r != 0));
    }
    for (n, kiki) in [(u64::MAX, false), (u64::MAX - 1, true), (u64::MAX - 2, true), (0, false)] {
        cases.push(format!("{}\n", n), ANSWERS.of(kiki));
    }
    SOLUTION.check(&cases);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("blank input", "\n \r\n", "");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("1\n3\n1000\n0\n", "Kiki\nCici\nKiki\nCici\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "n");
    SOLUTION.check_malformed_tokens("1\n3\n", "Kiki\nCici\n", 3, "n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "1000\n999\n18446744073709551615\n0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
