//! The real binary against a search of the moves over every small
//! position (empty heaps included), constructed large tests, the golden
//! files, the test count and malformed input.

use common::problems::luogu2197::{self, ANSWERS};
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("luogu2197");

const SAMPLE: &str = include_str!("../../../tests/luogu2197/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_4_heaps_up_to_10_against_the_moves() {
    SOLUTION.check_each(&[luogu2197::every_multiset_of_up_to_4_heaps_up_to_10_against_the_moves()]);
}

#[test]
fn constructed_tests_up_to_u64_max() {
    // The last heap is the xor of the others (lost), or that changed (won).
    let mut cases = Cases::new("constructed tests (seed 2197)").counted();
    for (heaps, lost) in nim::constructed(2197, 20_000, 21) {
        cases.push(nim::counted_lines(&heaps), ANSWERS.of(!lost));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_tests_are_read() {
    SOLUTION.assert_output("zero tests", "0\n1\n1\n", "");
    SOLUTION.assert_output("no heaps", "2\n0\n1\n0\n", "No\nNo\n");
    SOLUTION.assert_output("data after the tests", "1\n2\n4 4\n3 1 1 1 junk", "No\n");
    SOLUTION.check_rejections(&[
        ("2\n2\n4 1\n2\n3\n", "Yes\n", 5, &["expected a heap size, found end of input"]),
        ("2\n2\n4 1\n", "Yes\n", 3, &["expected the heap count, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("2\n2\n1 1\n2\n1 0\n", "No\nYes\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count");
    SOLUTION.check_malformed_tokens("2\n1\n5\n", "Yes\n", 4, "the heap count");
    SOLUTION.check_malformed_tokens("2\n1\n5\n2\n3 ", "Yes\n", 5, "a heap size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n3\n1 2 3\n1\n18446744073709551615\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
