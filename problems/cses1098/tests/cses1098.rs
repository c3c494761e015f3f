//! The real binary against a search of the moves over every small
//! position, constructed large tests, the golden files, the test count and
//! malformed input.

use common::problems::cses1098;
use common::rng::Rng;
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("cses1098");

const SAMPLE: &str = include_str!("../../../tests/cses1098/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_4_heaps_up_to_12_against_the_moves() {
    SOLUTION.check_each(&[cses1098::every_multiset_of_up_to_4_heaps_up_to_12_against_the_moves()]);
}

/// Heaps of any size: a heap plus 4k is the same game as the heap (each
/// move there is answered by taking the rest of four), so a small position
/// the search decides keeps its answer when multiples of 4 are added.
#[test]
fn small_positions_lifted_by_multiples_of_4_up_to_u64_max() {
    let mut rng = Rng::new(1098);
    let small = cses1098::every_multiset_of_up_to_4_heaps_up_to_12_against_the_moves();
    let mut cases = Cases::new("small positions plus multiples of 4 (seed 1098)").counted();
    for (input, expected) in small.inputs().iter().zip(small.expected()) {
        let heaps: Vec<u64> = input
            .lines()
            .nth(1)
            .unwrap_or("")
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect();
        let lifted: Vec<u64> =
            heaps.iter().map(|&x| x + 4 * rng.range(0, (u64::MAX - x) / 4)).collect();
        cases.push(nim::counted_lines(&lifted), expected);
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_tests_are_read() {
    SOLUTION.assert_output("zero tests", "0\n1\n1\n", "");
    SOLUTION.assert_output("no heaps", "2\n0\n1\n0\n", "second\nsecond\n");
    SOLUTION.assert_output("data after the tests", "1\n2\n4 8\n3 1 1 1 junk", "second\n");
    SOLUTION.check_rejections(&[
        ("2\n2\n4 1\n2\n3\n", "first\n", 5, &["expected a heap size, found end of input"]),
        ("2\n2\n4 1\n", "first\n", 3, &["expected the heap count, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n4\n5 7 2 5\n2\n4 1\n3\n4 4 4\n", "first\nfirst\nsecond\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count");
    SOLUTION.check_malformed_tokens("2\n1\n5\n", "first\n", 4, "the heap count");
    SOLUTION.check_malformed_tokens("2\n1\n5\n2\n3 ", "first\n", 5, "a heap size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n3\n1 2 3\n1\n18446744073709551615\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
