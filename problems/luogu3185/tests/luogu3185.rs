//! The real binary against a search of the whole position (every first
//! move tried) over every small position; seeded tests to n = 21 and beyond
//! against a count of every triple; the statement's trap (a bean taken from
//! an empty bottle); the golden files, the limits and malformed input.

use common::problems::luogu3185::{self, answer};
use common::rng::Rng;
use common::search::mex;
use common::suites::nim;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("luogu3185");
const SAMPLE: &str = include_str!("../../../tests/luogu3185/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(luogu3185::PROBLEM.small_cases());
}

/// The answer by trying every triple in order, each bean's value the mex
/// over every pair of later bottles (the reduction the small positions
/// prove against the whole game).
fn every_triple(beans: &[u64]) -> String {
    let n = beans.len();
    let mut values = vec![0u64; n];
    for i in (0..n).rev() {
        let pairs: Vec<u64> = (i + 1..n)
            .flat_map(|j| (j..n).map(move |k| (j, k)))
            .map(|(j, k)| values[j] ^ values[k])
            .collect();
        values[i] = mex(&pairs);
    }
    let sum = (0..n).filter(|&i| beans[i] % 2 == 1).fold(0, |x, i| x ^ values[i]);
    let (mut first, mut count) = (None, 0);
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                if sum ^ values[i] ^ values[j] ^ values[k] == 0 {
                    first = first.or(Some((i, j, k)));
                    count += 1;
                }
            }
        }
    }
    answer(first, count)
}

#[test]
fn seeded_tests_to_21_bottles_and_beyond() {
    let mut rng = Rng::new(3185);
    let mut cases =
        Cases::new("seeded tests of up to 21 bottles, and to 120 (seed 3185)").counted();
    for round in 0..3000 {
        let n = if round % 10 == 0 { rng.range(22, 120) } else { rng.range(2, 21) };
        let high = [1, 2, 10_000, u64::MAX][round % 4];
        let beans: Vec<u64> = (0..n).map(|_| rng.range(0, high)).collect();
        let expected = every_triple(&beans);
        cases.push(nim::counted_lines(&beans), expected);
    }
    assert!(cases.expected().iter().any(|a| a.starts_with("-1")));
    SOLUTION.check(&cases);
}

#[test]
fn never_a_bean_from_an_empty_bottle() {
    // Taking from bottle 0 (empty) would answer `0 1 2` and count 2.
    SOLUTION.assert_output("the trap", "1\n5\n0 0 0 1 0\n", "3 4 4\n1\n");
    SOLUTION.assert_output("nothing to move", "1\n3\n0 0 7\n", "-1 -1 -1\n0\n");
}

#[test]
fn the_count_and_the_limits() {
    SOLUTION.assert_output("zero tests", "0\n2\n1 1\n", "");
    SOLUTION.assert_output("no bottles", "2\n0\n1\n5\n", "-1 -1 -1\n0\n-1 -1 -1\n0\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("data after the tests", "1\n2\n1 0\n2\n1 junk", "0 1 1\n1\n");
    // Far past the statement's 21 bottles: answered, never refused.
    let beans: Vec<String> = (0..10_000u64).map(|i| (i * i % 7).to_string()).collect();
    let run = SOLUTION.run(format!("1\n10000\n{}\n", beans.join(" ")));
    assert!(run.is_clean(), "10,000 bottles: {:?}", run.stderr);
    let lines: Vec<String> = run.stdout_text().lines().map(String::from).collect();
    assert_eq!(lines.len(), 2, "10,000 bottles: {:?}", lines);
    assert!(lines[1].parse::<u64>().is_ok(), "10,000 bottles: {:?}", lines);
    SOLUTION.check_rejections(&[
        // A huge n cut short: its counts are read before any table is built.
        ("1\n1000000000000\n1 2", "", 3, &["expected a bean count, found end of input"]),
        ("2\n2\n1 0\n3\n1\n", "0 1 1\n1\n", 5, &["expected a bean count, found end of input"]),
        ("2\n2\n1 0\n", "0 1 1\n1\n", 3, &["expected the bottle count n, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "0 2 3\n1\n-1 -1 -1\n0\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count t");
    SOLUTION.check_malformed_tokens("2\n2\n1 0\n", "0 1 1\n1\n", 4, "the bottle count n");
    SOLUTION.check_malformed_tokens("2\n2\n1 0\n2\n3 ", "0 1 1\n1\n", 5, "a bean count");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz_below(&[SAMPLE, "1\n6\n3 0 2 1 0 9\n"], 4096);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
