//! The real binary against a search of the moves over every small
//! staircase, constructed large tests, the golden files, the test count and
//! malformed input.

use common::problems::cses1099;
use common::rng::Rng;
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("cses1099");

const SAMPLE: &str = include_str!("../../../tests/cses1099/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_staircase_of_up_to_5_stairs_of_up_to_4_balls_against_the_moves() {
    SOLUTION.check_each(&[
        cses1099::every_staircase_of_up_to_5_stairs_of_up_to_4_balls_against_the_moves(),
    ]);
}

/// Odd stairs never change the answer (a move from one is copied one stair
/// further down), so a small staircase the search decides keeps its answer
/// when its odd stairs take any counts up to u64::MAX.
#[test]
fn small_staircases_with_odd_stairs_of_any_size() {
    let mut rng = Rng::new(1099);
    let small = cses1099::every_staircase_of_up_to_5_stairs_of_up_to_4_balls_against_the_moves();
    let mut cases = Cases::new("small staircases, odd stairs of any size (seed 1099)").counted();
    for (input, expected) in small.inputs().iter().zip(small.expected()) {
        let line = input.lines().nth(1).unwrap_or("");
        let stairs: Vec<u64> = line
            .split_whitespace()
            .enumerate()
            .map(|(i, w)| if i % 2 == 0 { rng.any_size() } else { w.parse().unwrap() })
            .collect();
        cases.push(nim::counted_lines(&stairs), expected);
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_tests_are_read() {
    SOLUTION.assert_output("zero tests", "0\n1\n1\n", "");
    SOLUTION.assert_output("no stairs", "2\n0\n1\n5\n", "second\nsecond\n");
    SOLUTION.assert_output("data after the tests", "1\n2\n4 0\n3 1 1 1 junk", "second\n");
    SOLUTION.check_rejections(&[
        ("2\n2\n4 1\n2\n3\n", "first\n", 5, &["expected a heap size, found end of input"]),
        ("2\n2\n4 1\n", "first\n", 3, &["expected the heap count, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("3\n3\n0 2 1\n4\n1 1 1 1\n2\n5 3\n", "first\nsecond\nfirst\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count");
    SOLUTION.check_malformed_tokens("2\n2\n0 5\n", "first\n", 4, "the heap count");
    SOLUTION.check_malformed_tokens("2\n2\n0 5\n2\n3 ", "first\n", 5, "a heap size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n3\n1 2 3\n2\n0 18446744073709551615\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
