//! The real binary against a search of the moves for every 1 < K < L < 10
//! (and K, L <= 12 in any order beyond the statement), towers to 10^6
//! against a direct table, towers to u64::MAX against that table's period,
//! the golden files, the limits and malformed input.

use common::problems::spojmcoins::{self, letters, test};
use common::problems::subtraction::wins_by_table;
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("spojmcoins");
const SAMPLE: &str = include_str!("../../../tests/spojmcoins/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(spojmcoins::PROBLEM.small_cases());
}

const TABLE: usize = 1_000_000;

/// The least p with the table's second half repeating every p towers.
fn period(wins: &[bool]) -> usize {
    let half = TABLE / 2;
    (1..half).find(|&p| (half..=TABLE - p).all(|n| wins[n] == wins[n + p])).expect("a period")
}

#[test]
fn towers_to_u64_max_against_a_direct_table_and_its_period() {
    let mut rng = Rng::new(3358);
    let mut cases = Cases::new("every 1 < K < L < 10, seeded towers (seed 3358)").single();
    for l in 3..10u64 {
        for k in 2..l {
            let wins = wins_by_table(&[1, k, l], TABLE as u64);
            let p = period(&wins) as u64;
            let half = (TABLE / 2) as u64;
            let at = |n: u64| if n <= TABLE as u64 { n } else { half + (n - half) % p };
            let mut towers: Vec<u64> = (0..30).map(|_| rng.range(1, TABLE as u64)).collect();
            towers.extend((0..19).map(|_| rng.range(TABLE as u64 + 1, u64::MAX)));
            towers.push(u64::MAX);
            cases.push_beyond(
                test(k, l, &towers),
                letters(towers.iter().map(|&n| wins[at(n) as usize])),
            );
        }
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_limits_of_k_l_and_the_towers() {
    SOLUTION.assert_output("tower 0", "2 3 2\n0 4\n", "BB\n");
    SOLUTION.assert_output("K = L = 1", "1 1 3\n1 2 3\n", "ABA\n");
    SOLUTION.assert_output("L < K", "3 2 5\n3 12 113 25714 88888\n", "ABAAB\n");
    SOLUTION.assert_output("no towers", "2 3 0\n", "\n");
    SOLUTION.assert_output("data after the test", "2 3 1\n4\n7 junk", "B\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("2 21 1\n5\n", "", 1, &["expected K and L from 1 to 20, found 21"]),
        ("0 3 1\n5\n", "", 1, &["expected K and L from 1 to 20, found 0"]),
        ("2 3 3\n5 6\n", "", 2, &["expected a tower size N, found end of input"]),
        ("2 3", "", 1, &["expected the tower count m, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace("2 3 5\n3 12 113 25714 88888\n", "ABAAB\n");
}

#[test]
fn malformed_input_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "K");
    SOLUTION.check_malformed_tokens("2 3 ", "", 1, "the tower count m");
    SOLUTION.check_malformed_tokens("2 3 5\n3 12 ", "", 2, "a tower size N");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "9 8 4\n18446744073709551615 0 1 2\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
