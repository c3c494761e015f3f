//! The real binary against a brute-force search of every legal move, the
//! Zeckendorf oracle for large piles, the golden files and malformed input.

use common::suites::{fibonacci_trap_pairs, random_pairs};

use common::wythoff::{lower, partner, upper};

use common::problems::hdu2177::{self, expected_case, is_diagonal, pair};
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2177");

/// Cases for pairs, each expected from [`oracle_case`].
fn oracle_cases(title: &str, pairs: &[(u64, u64)]) -> Cases {
    let mut cases = Cases::new(title).ended_by("0 0\n");
    for &(a, b) in pairs {
        cases.push(pair(a, b), oracle_case(a, b));
    }
    cases
}

/// Whether one legal move turns piles (a, b) into (x, y), in any order.
fn is_legal((a, b): (u64, u64), (x, y): (u64, u64)) -> bool {
    let sorted = |p: u64, q: u64| (p.min(q), p.max(q));
    let ((a, b), (x, y)) = (sorted(a, b), sorted(x, y));
    let one_pile = [(a, b), (b, a)]
        .iter()
        .any(|&(keep, cut)| [(x, y), (y, x)].iter().any(|&(k, c)| k == keep && c < cut));
    one_pile || is_diagonal((a, b), (x, y))
}

/// Winning results for large piles: only a losing position with the same
/// difference, or holding pile a or pile b, can be one move away; each
/// candidate is then checked against the move rules.
fn oracle_case(a: u64, b: u64) -> String {
    let (small, large) = (a.min(b), a.max(b));
    let mut candidates = Vec::new();
    if let (Some(x), Some(y)) = (lower(large - small), upper(large - small)) {
        candidates.push((x, y));
    }
    for n in [small, large] {
        if let Some(p) = partner(n) {
            candidates.push((n.min(p), n.max(p)));
        }
    }
    let winning = candidates.into_iter().filter(|&c| is_legal((a, b), c)).collect();
    expected_case(a, b, winning)
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_pair_up_to_300_against_every_legal_move() {
    SOLUTION.check_each(&[hdu2177::every_pair_up_to_300_against_every_legal_move()]);
}

#[test]
fn larger_pile_first_is_the_same_game() {
    let pairs: Vec<(u64, u64)> =
        (0..=40u64).flat_map(|b| (b + 1..=40).map(move |a| (a, b))).collect();
    SOLUTION.check(&oracle_cases("a > b", &pairs));
}

#[test]
fn fibonacci_traps_and_random_pairs_up_to_u64_max() {
    let mut pairs = fibonacci_trap_pairs();
    pairs.extend(random_pairs(11, 10_000, 1_000_000));
    pairs.extend(random_pairs(12, 10_000, u64::MAX));
    pairs.retain(|&pair| pair != (0, 0));
    SOLUTION.check(&oracle_cases("Fibonacci traps and random pairs (seeds 11 and 12)", &pairs));
}

#[test]
fn the_terminator_ends_the_input_and_only_it() {
    let cases = [
        ("0 0\n1 2\n", ""),
        ("0 1\n1 0\n0 0\n5 5\n", "1\n0 0\n1\n0 0\n"),
        ("1 2\n0\n\n0\r\nthis is ignored -1 x\n", "0\n"),
        ("2 2\n0 0 99999999999999999999999 7", "1\n0 0\n1 2\n"),
        ("1 2\n4 7", "0\n0\n"),
        ("", ""),
    ];
    for (input, expected) in cases {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("1 2\n5 8\n4 7\n2 2\n0 0\n", "0\n1\n4 7\n3 5\n0\n1\n0 0\n1 2\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    let before = "0\n1\n4 7\n3 5\n";
    SOLUTION.check_malformed_tokens("1 2\n5 8\n", before, 3, "pile a");
    SOLUTION.check_malformed_tokens("1 2\n5 8\n4\n", before, 4, "pile b");
    let cut: &[&str] = &["expected pile b, found end of input"];
    SOLUTION.check_rejections(&[("1 2\n5 8\n4", before, 3, cut), ("0", "", 1, cut)]);
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&["1 2\n5 8\n4 7\n2 2\n0 0\n", "1000000 999999\n3 5\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
