//! The real binary against a search of whole positions (multisets of piles)
//! for every n <= 24 and m <= 26, seeded tests up to 10^9 and u64::MAX
//! against the count of merges written another way, the golden files, the
//! test count and malformed input.

use common::problems::luogu4101::{self, ANSWERS};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("luogu4101");
const SAMPLE: &str = include_str!("../../../tests/luogu4101/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_n_up_to_24_and_m_up_to_26_against_a_search_of_the_piles() {
    SOLUTION.check_each(luogu4101::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// The merges of a game steered to its fewest piles, counted pile by pile:
/// each full pile of m took m - 1 merges, a last pile of r > 0 stones r - 1.
fn first_player_wins(n: u64, m: u64) -> bool {
    if m == 0 || n == 0 {
        return false;
    }
    let (full, rest) = (n / m, n % m);
    let merges = u128::from(full) * u128::from(m - 1) + u128::from(rest.saturating_sub(1));
    merges % 2 == 1
}

#[test]
fn seeded_tests_up_to_1e9_and_u64_max() {
    let mut rng = Rng::new(4101);
    let mut cases = Cases::new("seeded n, m up to 10^9 and u64::MAX (seed 4101)").counted();
    for round in 0..30_000u64 {
        let top = if round % 2 == 0 { 1_000_000_000 } else { u64::MAX };
        let n = rng.range(1, top);
        // m near n, near a divisor of n, or anywhere.
        let m = match round % 3 {
            0 => n.saturating_add(rng.range(0, 4)).saturating_sub(2).max(1),
            1 => (n / rng.range(1, 12)).max(1) + rng.range(0, 2),
            _ => rng.range(1, top),
        };
        cases.push(format!("{} {}\n", n, m), ANSWERS.of(first_player_wins(n, m)));
    }
    for (n, m) in [(u64::MAX, u64::MAX), (u64::MAX, 1), (u64::MAX, 2), (u64::MAX - 1, 2)] {
        cases.push(format!("{} {}\n", n, m), ANSWERS.of(first_player_wins(n, m)));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_count_decides_how_many_tests_are_read() {
    SOLUTION.assert_output("zero tests", "0\n7 3\n", "");
    SOLUTION.assert_output("no piles, no merge", "3\n0 5\n5 0\n0 0\n", "1\n1\n1\n");
    SOLUTION.assert_output("data after the tests", "1\n2 2\n3 3 junk", "0\n");
    SOLUTION.check_rejections(&[
        ("2\n2 2\n4", "0\n", 3, &["expected m, found end of input"]),
        ("2\n2 2\n", "0\n", 2, &["expected n, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "1\n1\n1\n1\n0\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count");
    SOLUTION.check_malformed_tokens("2\n2 2\n", "0\n", 3, "n");
    SOLUTION.check_malformed_tokens("2\n2 2\n3 ", "0\n", 3, "m");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n18446744073709551615 2\n1000000000 999999999\n0 0\n"]);
}
