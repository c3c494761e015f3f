//! The real binary against a misere search of the moves over every small
//! position (piles of one candy each, odd and even, included), constructed
//! large cases, the golden files, the case count and malformed input.

use common::problems::hdu1907::{self, ANSWERS};
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1907");

const SAMPLE: &str = include_str!("../../../tests/hdu1907/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_4_piles_up_to_8_against_a_misere_search() {
    SOLUTION
        .check_each(&[hdu1907::every_multiset_of_up_to_4_piles_up_to_8_against_a_misere_search()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    // Nim's rule holds once a pile has 2 or more: the constructed positions
    // of any size have one.
    let mut cases = Cases::new("constructed cases (seed 1907)").counted();
    for (piles, lost) in nim::constructed(1907, 10_000, 48) {
        if piles.iter().all(|&a| a <= 1) {
            continue;
        }
        cases.push(nim::counted_lines(&piles), ANSWERS.of(!lost));
    }
    // Only piles of one: the parity decides, however many.
    for ones in [1000u64, 1001, 47, 48] {
        cases.push(nim::counted_lines(&vec![1; ones as usize]), ANSWERS.of(ones % 2 == 0));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_cases_are_read() {
    SOLUTION.assert_output("zero cases", "0\n1\n1\n", "");
    SOLUTION.assert_output("data after the cases", "1\n1\n1\n3 1 1 1 junk", "Brother\n");
    SOLUTION.check_rejections(&[
        ("2\n3\n3 5 1\n1\n", "John\n", 4, &["expected a pile size, found end of input"]),
        ("2\n3\n3 5 1\n", "John\n", 3, &["expected the colour count N, found end of input"]),
    ]);
}

/// Luogu P4279 takes this file as is: its sample (from the BZOJ 1022 copy),
/// and heaps of 0, which its statement does not rule out, as no heaps: a
/// lone heap of 1 beside empty ones leaves John to take the last stone; a
/// lone heap of 2 lets him leave one to his brother; all empty, John has
/// no move, which misère play counts as his win.
#[test]
fn luogu_p4279_sample_and_empty_heaps() {
    SOLUTION.assert_output("P4279's sample", "2\n3\n3 5 1\n1\n1\n", "John\nBrother\n");
    let empty = "3\n2\n0 1\n3\n0 0 2\n2\n0 0\n";
    SOLUTION.assert_output("empty heaps", empty, "Brother\nJohn\nJohn\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "John\nBrother\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count T");
    SOLUTION.check_malformed_tokens("2\n1\n1\n", "Brother\n", 4, "the colour count N");
    SOLUTION.check_malformed_tokens("2\n1\n1\n2\n3 ", "Brother\n", 5, "a pile size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n2\n1 1\n1\n4747\n2\n18446744073709551615 0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
