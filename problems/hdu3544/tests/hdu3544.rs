//! The real binary against a search of both players' breaks over whole
//! positions: every bar to 7 x 7, every 2 bars to 4 and 3 bars to 3, with
//! Alice first and (the bars turned) Bob first, and seeded positions to 12;
//! sums of bars of every size to u64::MAX whose answer follows from the
//! game alone (a bar beside its turned copy); the limits and malformed input.

use common::problems::hdu3544::{self, case, turned, Bar, WORDS};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu3544");
const SAMPLE: &str = include_str!("../../../tests/hdu3544/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(hdu3544::PROBLEM.small_cases());
}

/// Bars of any size beside their turned copies: whatever Alice does to a
/// bar, Bob does to its copy, so the second player, Bob, wins (a strategy
/// that needs no value). With one more 2 x 1 bar Alice breaks it first
/// and leaves Bob to move first among the copies, which he loses; with a
/// 1 x 2 bar Bob copies her moves and keeps his spare break for the end.
#[test]
fn bars_beside_their_turned_copies_at_every_scale() {
    let mut rng = Rng::new(3546);
    let mut cases = Cases::new("bars and their turned copies, to u64::MAX (seed 3546)")
        .counted()
        .numbered("Case ", ": ");
    for i in 0..400 {
        let count = rng.range(1, 60);
        let mut bars: Vec<Bar> =
            (0..count).map(|_| (rng.any_size().max(1), rng.any_size().max(1))).collect();
        bars.extend(turned(&bars));
        rng.shuffle(&mut bars);
        cases.push(case(&bars), WORDS.lose);
        let spare = if i % 2 == 0 { (2, 1) } else { (1, 2) };
        bars.push(spare);
        cases.push(case(&bars), WORDS.of(spare == (2, 1)));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_limits_of_the_bars_and_cases() {
    SOLUTION.assert_output("no case", "0\n", "");
    SOLUTION.assert_output("no bar", "1\n0\n", "Case 1: Bob\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.assert_output("data after the cases", "1\n1\n2 1\n9 junk", "Case 1: Alice\n");
    // 2^64 - 1 is 2^63 rounded down to 1 after 63 halvings: against a side
    // of 1, the bar is worth 2^64 - 2 to its owner.
    let huge = u64::MAX;
    SOLUTION.assert_output(
        "the widest bars",
        format!("3\n1\n{} 1\n1\n1 {}\n2\n{} {}\n{} {}\n", huge, huge, huge, huge, 2, 3),
        "Case 1: Alice\nCase 2: Bob\nCase 3: Bob\n",
    );
    SOLUTION.check_rejections(&[
        ("2\n1\n1 1\n1\n0 5\n", "Case 1: Bob\n", 5, &["a bar 0 x 5 has no square"]),
        ("1\n2\n1 1\n", "", 3, &["expected a bar's side X, found end of input"]),
        ("2\n1\n2 1\n", "Case 1: Alice\n", 3, &["expected the bar count N, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Case 1: Bob\nCase 2: Alice\nCase 3: Alice\nCase 4: Bob\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the case count T");
    SOLUTION.check_malformed_tokens("2\n1\n2 1\n", "Case 1: Alice\n", 4, "the bar count N");
    SOLUTION.check_malformed_tokens("2\n1\n", "", 3, "a bar's side X");
    SOLUTION.check_malformed_tokens("2\n1\n2 ", "", 3, "a bar's side Y");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2\n2\n1000000000 999999999\n3 7\n1\n4 4\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
