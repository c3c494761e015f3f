//! The real binary against a search of the bids that lists every winning
//! first raise, constructed large cases, long lists streamed, the golden
//! files, the values that are no game, and malformed input.

use common::rng::Rng;

use common::problems::hdu2149::{self, listed, pair};
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2149");

const SAMPLE: &str = include_str!("../../../tests/hdu2149/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_cost_and_raise_up_to_200_against_the_bids() {
    SOLUTION.check_each(&[hdu2149::every_cost_and_raise_up_to_200_against_the_bids()]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    let mut rng = Rng::new(2149);
    let mut cases = Cases::new("constructed cases (seed 2149)");
    for i in 0..20_000 {
        let top_value = if i % 2 == 0 { 1099 } else { u64::MAX };
        let top = rng.range(1, top_value / 2);
        // N < M: M = k (N + 1) + r wins only by the raise r, and r = 0 not at all.
        let r = rng.range(0, top);
        let k = rng.range(1, (top_value - r) / (top + 1));
        cases.push(pair(k * (top + 1) + r, top), listed(&[r][..usize::from(r != 0)]));
    }
    // N >= M near u64::MAX: every raise from M to N.
    for (cost, top) in [(u64::MAX, u64::MAX), (u64::MAX - 12, u64::MAX), (9_999_990, 10_000_011)] {
        let raises: Vec<u64> = (cost..=top).collect();
        cases.push(pair(cost, top), listed(&raises));
    }
    SOLUTION.check(&cases);
}

/// Inside the statement a list is copied from one text of the numbers 1 to
/// 1099: every list that starts at 1 or ends at 1099, and every pair of
/// ends around a change of digit count, written out number by number.
#[test]
fn every_list_inside_the_statement_is_copied_exactly() {
    let mut cases = Cases::new("lists from the text of 1..=1099");
    let mut add = |cost: u64, top: u64| {
        cases.push(pair(cost, top), listed(&(cost..=top).collect::<Vec<u64>>()));
    };
    for n in 1..=1099 {
        add(1, n);
        add(n, 1099);
    }
    let edges = [1, 2, 9, 10, 11, 99, 100, 101, 999, 1000, 1001, 1098, 1099];
    for &cost in &edges {
        for &top in edges.iter().filter(|&&top| top >= cost) {
            add(cost, top);
        }
    }
    // Past the text: N = 1100 and above are written number by number.
    for (cost, top) in [(1, 1100), (1099, 1100), (1000, 1234)] {
        add(cost, top);
    }
    SOLUTION.check(&cases);
}

/// The most raises an answer lists (the header's LIST_BOUND).
const LIST_BOUND: u64 = 1 << 21;

#[test]
fn lists_up_to_the_bound_are_streamed() {
    // 2^21 raises, about 15 MB on one line, then 2^21 of 20 digits each.
    for (cost, top) in [(1, LIST_BOUND), (u64::MAX - (LIST_BOUND - 1), u64::MAX)] {
        let run = SOLUTION.run(pair(cost, top));
        assert!(run.is_clean(), "{:?}", run.stderr);
        let expected = listed(&(cost..=top).collect::<Vec<u64>>());
        assert!(run.stdout == expected.as_bytes(), "{}..={} differs", cost, top);
    }
}

#[test]
fn a_list_beyond_the_bound_is_rejected_before_any_of_it() {
    let past = "expected N - M + 1 <= 2097152 raises to list";
    SOLUTION.check_rejections(&[
        ("4 2\n1 2097153\n3 5\n", "1\n", 2, &[past, "found N = 2097153 for M = 1"]),
        ("4 2\n1007 18446744073709551615\n", "1\n", 2, &[past]),
        (
            "4 2\n18446744073709551614 18446744073709551615\n2097153\n18446744073709551615\n",
            "1\n18446744073709551614 18446744073709551615\n",
            4,
            &[past],
        ),
    ]);
    // N >= M with N - M + 1 = 2^21 + 1 near the top of u64.
    let input = pair(u64::MAX - LIST_BOUND, u64::MAX);
    SOLUTION.check_rejected(&input, "", 1, &[past]);
}

#[test]
fn no_game_and_cases_cut_short_are_rejected() {
    SOLUTION.check_rejections(&[
        ("4 2\n0 2\n", "1\n", 2, &["expected M >= 1, found 0"]),
        ("4 2\n3 0\n", "1\n", 2, &["expected N >= 1, found 0"]),
        ("4 2\n3", "1\n", 2, &["expected the largest raise N, found end of input"]),
    ]);
}

#[test]
fn end_of_input_ends_the_cases() {
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("no final newline", "4 2\n3 5", "1\n3 4 5\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("4 2\n3 2\n3 5\n", "1\nnone\n3 4 5\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("4 2\n", "1\n", 2, "the cost M");
    SOLUTION.check_malformed_tokens("4 2\n3\t", "1\n", 2, "the largest raise N");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz_below(&[SAMPLE, "1099 1099\n1 1099\n18446744073709551615 2\n"], 1 << 20);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
