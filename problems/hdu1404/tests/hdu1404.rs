//! The real binary against a search of the moves over every string of up to
//! 5 digits and, for all 10^6 strings of 6 digits, a second search working
//! the other way (marking the strings that can move to a lost one); longer
//! strings, the golden files and malformed input.

use common::problems::hdu1404::{self};

use common::Solution;

const SOLUTION: Solution = common::solution!("hdu1404");

const SAMPLE: &str = include_str!("../../../tests/hdu1404/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_string_of_up_to_5_digits_against_the_moves() {
    SOLUTION.check_each(&[hdu1404::every_string_of_up_to_5_digits_against_the_moves()]);
}

#[test]
fn every_string_of_6_digits_against_a_second_search() {
    SOLUTION.check_each(&[hdu1404::every_string_of_6_digits_against_a_second_search()]);
}

#[test]
fn longer_strings() {
    let long_zero = format!("0{}\n", "9".repeat(100));
    SOLUTION.assert_output("a leading 0, 101 digits", &long_zero, "Yes\n");
    SOLUTION.check_rejections(&[
        ("1\n1234567\n", "No\n", 2, &["expected at most 6 digits (or a leading 0), found 7"]),
        ("1\n12a\n", "No\n", 2, &["expected a string of digits"]),
        ("1\n-5\n", "No\n", 2, &["expected a string of digits"]),
    ]);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no final newline", "0\n20", "Yes\nNo\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Yes\nYes\nNo\nNo\n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "999999\n000000\n123456\n0999999999\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
