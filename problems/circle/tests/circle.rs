//! The real binary against a bitmask search of the real circle (every
//! n <= 14, k <= n + 1) and a Grundy search of the segments the first move
//! leaves (every n <= 60, k <= 20); large values, the golden files, the
//! values that are no game, and malformed input.

use common::rng::Rng;

use common::problems::circle::{self, ANSWERS};

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("circle");

const SAMPLE: &str = include_str!("../../../tests/circle/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_circle_up_to_14_stones_against_a_bitmask_search() {
    SOLUTION.check_each(&[circle::every_circle_up_to_14_stones_against_a_bitmask_search()]);
}

#[test]
fn every_circle_up_to_60_stones_against_the_segments_grundy_values() {
    SOLUTION
        .check_each(&[circle::every_circle_up_to_60_stones_against_the_segments_grundy_values()]);
}

#[test]
fn large_values() {
    let mut rng = Rng::new(7);
    let mut cases = Cases::new("large values (seed 7)");
    for _ in 0..10_000 {
        let n = rng.any_size().max(1);
        // k = 1: parity; k >= 2: whether one move takes the whole circle.
        cases.push(format!("{} 1\n", n), ANSWERS.of(n % 2 == 1));
        let k = rng.range(2, u64::MAX);
        cases.push(format!("{} {}\n", n, k), ANSWERS.of(n <= k));
    }
    cases.push(format!("{} {}\n", u64::MAX, u64::MAX), ANSWERS.of(true));
    cases.push(format!("{} {}\n", u64::MAX, u64::MAX - 1), ANSWERS.of(false));
    SOLUTION.check(&cases);
}

#[test]
fn no_game_and_cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[
        ("3 1\n0 1\n", "first\n", 2, &["expected n >= 1, found 0"]),
        ("3 1\n4 0\n", "first\n", 2, &["expected k >= 1, found 0"]),
        ("3 1\n4", "first\n", 2, &["expected the largest take k, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "first\nsecond\nsecond\nfirst\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("3 1\n", "first\n", 2, "the stone count n");
    SOLUTION.check_malformed_tokens("3 1\n4 ", "first\n", 2, "the largest take k");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "1 1\n2 1\n18446744073709551615 2\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
