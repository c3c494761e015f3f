//! The real binary against a search of the whole game (every multiset of up
//! to 3 piles <= 10, F <= 11) and a Grundy search of one pile's splits
//! (pairs of piles <= 30, F <= 31); the grouped table against the mex over
//! every m; seeded files at the top of the range; the golden files, the
//! limits and malformed input.

use common::problems::luogu3235::{self, answer, file};
use common::rng::Rng;
use common::search::mex;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("luogu3235");
const SAMPLE: &str = include_str!("../../../tests/luogu3235/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(luogu3235::PROBLEM.small_cases());
}

/// The values of piles 0..=largest for F = `least`, each the mex over every
/// m from 2 to x of the xor of its m parts' values, one part at a time.
fn every_split_table(least: u64, largest: usize) -> Vec<u64> {
    let mut values = vec![0u64; largest + 1];
    for x in 2..=largest {
        if (x as u64) < least {
            continue;
        }
        let splits: Vec<u64> = (2..=x)
            .map(|m| (0..m).fold(0, |sum, part| sum ^ values[x / m + usize::from(part < x % m)]))
            .collect();
        values[x] = mex(&splits);
    }
    values
}

#[test]
fn the_grouped_table_against_every_split_up_to_1500() {
    // Pairs (x, y): lost iff the values agree; 99 tests a file.
    let mut rng = Rng::new(3235);
    let mut cases =
        Cases::new("pairs of piles <= 1500 by the mex over every m (seed 3235)").single();
    for least in [1, 2, 3, 4, 5, 7, 10, 16, 40, 100, 1000] {
        let values = every_split_table(least, 1500);
        let mut tests = Vec::new();
        let mut wins = Vec::new();
        for i in 0..99 * 4 {
            let x = rng.range(1, 1500);
            // Every fourth pair shares a value, so that both answers occur.
            let y = match i % 4 {
                0 => (1..=1500).rev().find(|&y| y != x && values[y as usize] == values[x as usize]),
                _ => None,
            }
            .unwrap_or_else(|| rng.range(1, 1500));
            wins.push(values[x as usize] != values[y as usize]);
            tests.push(vec![x, y]);
        }
        for (piles, won) in tests.chunks(99).zip(wins.chunks(99)) {
            cases.push(file(least, piles), answer(won));
        }
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_top_of_the_range() {
    // Piles in equal pairs cancel; one more pile below 1500 decides.
    let mut rng = Rng::new(99_999);
    let mut cases = Cases::new("paired piles to 99999 and one small pile (seed 99999)").single();
    for least in [1, 2, 3, 50, 99_999] {
        let values = every_split_table(least, 1500);
        let mut tests = Vec::new();
        let mut wins = Vec::new();
        for _ in 0..99 {
            let mut piles = Vec::new();
            for _ in 0..rng.range(0, 49) {
                let x = rng.range(1, 99_999);
                piles.extend([x, x]);
            }
            let last = rng.range(1, 1500);
            piles.push(last);
            rng.shuffle(&mut piles);
            wins.push(values[last as usize] != 0);
            tests.push(piles);
        }
        cases.push(file(least, &tests), answer(&wins));
    }
    SOLUTION.check(&cases);
}

#[test]
fn f_of_1_and_2_and_dead_piles() {
    SOLUTION.assert_output("F = 1", "4 1\n1 1\n1 2\n2 2 2\n3 1 1 1\n", "0 1 0 0\n");
    SOLUTION.assert_output("piles below F", "2 3\n2 3 5\n1 13\n", "1 1\n");
    SOLUTION.assert_output("F = 2", "3 2\n1 2\n1 1\n1 3\n", "1 0 1\n");
    SOLUTION.assert_output("F = 0 plays as 1", "2 0\n1 2\n1 1\n", "1 0\n");
    SOLUTION.assert_output(
        "huge piles below F",
        "1 18446744073709551615\n2 5 18446744073709551614\n",
        "0\n",
    );
    SOLUTION.assert_output("no piles", "2 1\n0\n1 0\n", "0 0\n");
    SOLUTION.assert_output("no tests", "0 1\n", "\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("data after the tests", "1 1\n1 2\n1 2 junk", "1\n");
}

#[test]
fn the_largest_tabled_pile_and_past_it() {
    SOLUTION.assert_output("2^18 twice", "1 1\n2 262144 262144\n", "0\n");
    SOLUTION.check_rejections(&[
        ("2 1\n1 2\n1 262145\n", "1", 3, &["a pile of 262145 can split"]),
        ("2 1\n1 2\n1\n", "1", 3, &["expected a pile size, found end of input"]),
        ("2 1\n1 2\n", "1", 2, &["expected the pile count N, found end of input"]),
        ("2\n", "", 1, &["expected the least pile to split F, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "0 0 1 1\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count T");
    SOLUTION.check_malformed_tokens("2 ", "", 1, "the least pile to split F");
    SOLUTION.check_malformed_tokens("2 3\n1 5\n", "1", 3, "the pile count N");
    SOLUTION.check_malformed_tokens("2 3\n1 5\n2 3 ", "1", 3, "a pile size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz_below(&[SAMPLE, "3 1\n2 6 7\n1 99999\n3 4 4 4\n"], 1 << 18);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
