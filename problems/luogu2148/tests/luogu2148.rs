//! The real binary against a search of the whole game over every small
//! position, and against a Grundy search of one group for every group of
//! piles <= 64; groups whose value passes 30 (past i32), seeded groups to
//! u64::MAX, the golden files, the limits and malformed input.

use common::problems::luogu2148::{self, test_lines, ANSWERS};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("luogu2148");
const SAMPLE: &str = include_str!("../../../tests/luogu2148/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(luogu2148::PROBLEM.small_cases());
}

/// A group of value k: (a, b) with (a - 1) | (b - 1) ending in exactly k
/// ones, its other bits random. Value 64 needs x | y = u64::MAX, as in
/// (u64::MAX, 2) or the reverse.
fn group_of_value(rng: &mut Rng, value: u32) -> (u64, u64) {
    if value == 64 {
        return if rng.next_u64() % 2 == 0 { (u64::MAX, 2) } else { (2, u64::MAX) };
    }
    let ones = (1u64 << value) - 1;
    let high = rng.next_u64() & !((1u64 << value) << 1).wrapping_sub(1);
    // Split the k ones between the two piles at random.
    let share = rng.next_u64() & ones;
    let x = high | share;
    let y = (rng.next_u64() & high) | (ones & !share) | (rng.next_u64() & share);
    (x + 1, y + 1)
}

#[test]
fn constructed_groups_up_to_u64_max() {
    // Two groups of equal value cancel; a third of another value wins.
    let mut rng = Rng::new(2148);
    let mut cases = Cases::new("groups of every value 0..=64 (seed 2148)").counted();
    for round in 0..2000 {
        let v = (round % 65) as u32;
        let w = ((round * 7 + 3) % 65) as u32;
        let pair = [group_of_value(&mut rng, v), group_of_value(&mut rng, v)];
        cases.push(test_lines(&pair), ANSWERS.of(false));
        let three = [pair[0], pair[1], group_of_value(&mut rng, w)];
        cases.push(test_lines(&three), ANSWERS.of(w != 0));
        let two = [pair[0], group_of_value(&mut rng, w)];
        cases.push(test_lines(&two), ANSWERS.of(v != w));
    }
    SOLUTION.check(&cases);
}

/// A whole input of one test.
fn one_test(groups: &[(u64, u64)]) -> String {
    format!("1\n{}", test_lines(groups))
}

#[test]
fn values_past_i32() {
    // (2^30, 2^30 + 1): (2^30 - 1) | 2^30 = 2^31 - 1, value 31.
    let edge = 1u64 << 30;
    SOLUTION.assert_output(
        "value 31 twice",
        one_test(&[(edge, edge + 1), (edge + 1, edge)]),
        "NO\n",
    );
    SOLUTION.assert_output("value 31 against 0", one_test(&[(edge, edge + 1), (1, 1)]), "YES\n");
    // 31 = 16 ^ 8 ^ 4 ^ 2 ^ 1: the groups of those values cancel it.
    let mut groups = vec![(edge, edge + 1)];
    groups.extend([16u32, 8, 4, 2, 1].iter().map(|&k| (1u64 << k, 1u64 << k)));
    SOLUTION.assert_output("31 cancelled", one_test(&groups), "NO\n");
}

#[test]
fn the_count_and_the_limits() {
    SOLUTION.assert_output("zero tests", "0\n2\n1 2\n", "");
    SOLUTION.assert_output("no piles", "1\n0\n", "NO\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("data after the tests", "1\n2\n1 2\n2\n1 1 junk", "YES\n");
    SOLUTION.check_rejections(&[
        ("2\n2\n1 2\n3\n1 2 3\n", "YES\n", 4, &["N = 3 is odd"]),
        ("1\n2\n0 5\n", "", 3, &["a pile of 0 stones"]),
        ("2\n2\n1 2\n2\n1\n", "YES\n", 5, &["expected a pile size, found end of input"]),
        ("2\n2\n1 2\n", "YES\n", 3, &["expected the pile count N, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "YES\nNO\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the test count T");
    SOLUTION.check_malformed_tokens("2\n2\n1 2\n", "YES\n", 4, "the pile count N");
    SOLUTION.check_malformed_tokens("2\n2\n1 2\n2\n3 ", "YES\n", 5, "a pile size");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "1\n4\n1073741824 1073741825 18446744073709551615 1\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
