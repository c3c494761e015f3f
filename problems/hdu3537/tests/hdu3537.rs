//! The real binary against a search of the real turns over every row of up
//! to 12 coins (heads listed in scrambled order, some twice); up to three
//! heads anywhere up to u64::MAX, the golden files, repeats and malformed
//! input.

use common::problems::hdu3537::{self, WORDS as ANSWERS};
use common::rng::Rng;
use common::suites::nim;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu3537");
const SAMPLE: &str = include_str!("../../../tests/hdu3537/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_row_of_up_to_12_coins_against_the_real_turns() {
    SOLUTION.check_each(hdu3537::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// One, two or three heads are won wherever they lie: turn them all (the
/// rightmost is heads); none is lost.
#[test]
fn up_to_three_heads_anywhere_up_to_u64_max() {
    let mut rng = Rng::new(3537);
    let mut cases = Cases::new("one to three heads (seed 3537)");
    for i in 0..6000 {
        let heads: Vec<u64> = (0..1 + i % 3).map(|_| rng.any_size()).collect();
        cases.push(nim::counted_lines(&heads), ANSWERS.win);
    }
    for heads in [vec![u64::MAX], vec![1 << 63], vec![u64::MAX, u64::MAX - 1], vec![u64::MAX; 7]] {
        cases.push(nim::counted_lines(&heads), ANSWERS.win);
    }
    cases.push(nim::counted_lines(&[]), ANSWERS.lose);
    SOLUTION.check(&cases);
}

#[test]
fn a_coin_listed_twice_is_one_head() {
    // Heads at 0 and 1 are worth 1 and 2; listed twice they are not cancelled.
    SOLUTION.assert_output("repeats", "2\n5 5\n4\n0 1 0 1\n", "No\nNo\n");
    SOLUTION.assert_output("zero heads, then more", "0\n\n0\n1\n7\n", "Yes\nYes\nNo\n");
}

#[test]
fn cut_cases_are_rejected() {
    SOLUTION.check_rejections(&[(
        "1\n0\n3\n1 2",
        "No\n",
        4,
        &["expected a head's position, found end of input"],
    )]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Yes\nNo\nYes\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1\n0\n", "No\n", 3, "the head count n");
    SOLUTION.check_malformed_tokens("1\n0\n2\n5 ", "No\n", 4, "a head's position");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n18446744073709551615 0 5\n2\n7 7\n"]);
}
