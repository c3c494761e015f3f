//! The real binary against a search of the real position (the set of
//! intervals chosen so far): every set of intervals within [1, 6], every
//! multiset of up to 4 within [1, 5], seeded tests of up to 16 intervals
//! anywhere in [1, 100] and in u64; full-size tests against a table over
//! every coordinate; the golden files, the counts and malformed input.

use common::problems::abc206f::{self, searched, test, ANSWERS};
use common::rng::Rng;
use common::search::mex;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("abc206f");
const SAMPLE: &str = include_str!("../../../tests/abc206f/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_input_against_a_search_of_the_chosen_intervals() {
    SOLUTION.check_each(abc206f::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// A random interval of the stretch [1, top], short or long.
fn interval(rng: &mut Rng, top: u64) -> (u64, u64) {
    let left = rng.range(1, top - 1);
    let reach = if rng.range(0, 1) == 0 { top } else { (left + 3).min(top) };
    (left, rng.range(left + 1, reach))
}

#[test]
fn seeded_tests_of_up_to_16_intervals_against_the_search() {
    let mut rng = Rng::new(2061);
    let mut cases = Cases::new("seeded tests of up to 16 intervals (seed 2061)").counted();
    for round in 0..3000u64 {
        let top = match round % 3 {
            0 => 100,
            1 => 12,
            _ => u64::MAX,
        };
        let count = rng.range(1, 16);
        let mut set: Vec<(u64, u64)> = (0..count).map(|_| interval(&mut rng, top)).collect();
        if round % 4 == 0 {
            let copy = set[0];
            set.push(copy);
        }
        cases.push(test(&set), ANSWERS.of(searched(&set)));
    }
    SOLUTION.check(&cases);
}

/// The value of every stretch [a, b) of 1..=top by the mex over the intervals
/// inside it: every coordinate, not only endpoints.
fn table_over_every_coordinate(set: &[(u64, u64)], top: usize) -> bool {
    let mut values = vec![vec![0u64; top + 1]; top + 1];
    for length in 1..top {
        for a in 1..=top - length {
            let b = a + length;
            let options: Vec<u64> = set
                .iter()
                .filter(|&&(l, r)| a <= l as usize && r as usize <= b)
                .map(|&(l, r)| values[a][l as usize] ^ values[r as usize][b])
                .collect();
            values[a][b] = mex(&options);
        }
    }
    values[1][top] != 0
}

#[test]
fn full_size_tests_against_a_table_over_every_coordinate() {
    let mut rng = Rng::new(2062);
    let mut cases = Cases::new("tests of 100 intervals in [1, 100] (seed 2062)").counted();
    for _ in 0..400 {
        let set: Vec<(u64, u64)> = (0..100).map(|_| interval(&mut rng, 100)).collect();
        cases.push(test(&set), ANSWERS.of(table_over_every_coordinate(&set, 100)));
    }
    assert!(cases.expected().iter().any(|a| a == "Bob\n"));
    SOLUTION.check(&cases);
}

#[test]
fn the_counts_decide_how_much_is_read() {
    SOLUTION.assert_output("zero tests", "0\n1\n1 2\n", "");
    SOLUTION.assert_output("no intervals", "2\n0\n1\n1 2\n", "Bob\nAlice\n");
    SOLUTION.assert_output("data after the tests", "1\n1\n1 2\n3 4 junk", "Alice\n");
    SOLUTION.check_rejections(&[
        ("2\n1\n1 2\n1\n3", "Alice\n", 5, &["expected R, found end of input"]),
        ("2\n1\n1 2\n2\n1 2\n", "Alice\n", 5, &["expected L, found end of input"]),
        ("2\n1\n1 2\n", "Alice\n", 3, &["expected the interval count N, found end of input"]),
        ("2\n1\n1 2\n1\n5 5\n", "Alice\n", 5, &["expected R above L = 5, found 5"]),
        ("2\n1\n1 2\n1\n7 3\n", "Alice\n", 5, &["expected R above L = 7, found 3"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Bob\nAlice\nBob\nAlice\nAlice\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    let first = "2\n1\n1 2\n";
    SOLUTION.check_malformed_tokens("", "", 1, "the test count");
    SOLUTION.check_malformed_tokens(first, "Alice\n", 4, "the interval count N");
    SOLUTION.check_malformed_tokens(&format!("{}1\n", first), "Alice\n", 5, "L");
    SOLUTION.check_malformed_tokens(&format!("{}1\n3 ", first), "Alice\n", 5, "R");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n2\n1 18446744073709551615\n0 1\n1\n5 9\n"]);
}
