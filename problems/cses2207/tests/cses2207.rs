//! The real binary against a search of whole positions for every heap up
//! to 40, against the Sprague-Grundy values computed heap by heap for every
//! heap up to 5 * 10^4 (and, in an ignored test, 10^6), the golden files,
//! the limits and malformed input.

use common::problems::cses2207::{self, zeros_up_to, WORDS};
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("cses2207");
const SAMPLE: &str = include_str!("../../../tests/cses2207/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_heap_up_to_40_against_a_search_of_whole_positions() {
    SOLUTION.check_each(cses2207::PROBLEM.small_cases());
}

/// Every heap 1..=last, answered from the values computed heap by heap.
fn every_heap_against_the_values(last: usize) {
    let zeros = zeros_up_to(last);
    let mut cases = Cases::new(format!("every heap up to {}, by the values", last)).counted();
    for n in 1..=last as u64 {
        cases.push(format!("{}\n", n), WORDS.of(zeros.binary_search(&n).is_err()));
    }
    SOLUTION.check(&cases);
}

#[test]
fn every_heap_up_to_50000_against_the_values_heap_by_heap() {
    every_heap_against_the_values(50_000);
}

/// About 6 minutes in release: `cargo test --release -p cses2207 -- --ignored`
/// (342 s when first run, on a machine of 2 cores busy with other work).
#[test]
#[ignore]
fn every_heap_up_to_a_million_against_the_values_heap_by_heap() {
    every_heap_against_the_values(1_000_000);
}

#[test]
fn the_limits_of_n() {
    SOLUTION.assert_output("no tests", "0\n5\n", "");
    SOLUTION.assert_output("n = 0 and 2^35", "2\n0\n34359738368\n", "second\nfirst\n");
    SOLUTION.assert_output("data after the tests", "1\n1222\n7 junk", "second\n");
    SOLUTION.check_rejections(&[
        ("2\n7\n34359738369\n", "second\n", 3, &["expected n up to 2^35", "found 34359738369"]),
        ("2\n7\n", "second\n", 2, &["expected the heap size n, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n6\n7\n8\n", "first\nsecond\nfirst\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count t");
    SOLUTION.check_malformed_tokens("3\n6\n", "first\n", 3, "the heap size n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n1222\n1000000\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
