//! The real binary against a search of the real turns over every small
//! team and stone count, the golden files, the terminator, the work bound
//! and malformed input.

use common::problems::poj2068::{self, by_every_position, line, search, WORDS as ANSWERS};
use common::rng::Rng;
use common::Solution;

const SOLUTION: Solution = common::solution!("poj2068");
const SAMPLE: &str = include_str!("../../../tests/poj2068/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_team_against_a_search_of_the_turns() {
    SOLUTION.check_each(poj2068::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

/// Beyond the statement: more stones, players and larger limits, against
/// the same search.
#[test]
fn seeded_teams_beyond_the_statement_against_the_search() {
    let mut rng = Rng::new(9157);
    let mut cases = poj2068::PROBLEM.cases("seeded teams past the statement (seed 9157)");
    for _ in 0..40 {
        let n = rng.range(1, 12);
        let limits: Vec<u64> = (0..2 * n).map(|_| rng.range(1, 40)).collect();
        let stones = rng.range(1, 1000);
        cases.push(line(n, stones, &limits), ANSWERS.of(search(&limits, stones)));
    }
    let huge = [u64::MAX, u64::MAX];
    cases.push(line(1, 300, &huge), ANSWERS.of(search(&[300, 300], 300)));
    SOLUTION.check(&cases);
}

/// The statement's teams and counts past it (up to 20000 stones, where the
/// pass jumps at the first repeat of its state, or ends first), and teams
/// past 31 seats or with limits above 254 (a full pass), against a pass
/// over every position.
#[test]
fn seeded_teams_against_a_pass_over_every_position() {
    let mut rng = Rng::new(2068);
    let mut cases = poj2068::PROBLEM.cases("seeded teams to 20000 stones (seed 2068)");
    let mut teams: Vec<Vec<u64>> = vec![vec![16; 20], vec![1; 20], vec![16, 1], vec![1, 16]];
    for _ in 0..40 {
        let n = rng.range(1, 10);
        teams.push((0..2 * n).map(|_| rng.range(1, 16)).collect());
    }
    for _ in 0..6 {
        let n = rng.range(16, 20);
        teams.push((0..2 * n).map(|_| rng.range(1, 16)).collect());
        teams.push((0..2).map(|_| rng.range(200, 400)).collect());
    }
    for limits in &teams {
        let stones = if rng.range(0, 3) == 0 { rng.range(1, 300) } else { rng.range(1, 20_000) };
        let n = limits.len() as u64 / 2;
        cases.push(line(n, stones, limits), ANSWERS.of(by_every_position(limits, stones)));
    }
    SOLUTION.check(&cases);
}

/// The pass over every position against the search of the turns, so that
/// either vouches for the other.
#[test]
fn the_pass_over_every_position_agrees_with_the_search() {
    let mut rng = Rng::new(9158);
    for _ in 0..300 {
        let n = rng.range(1, 4);
        let limits: Vec<u64> = (0..2 * n).map(|_| rng.range(1, 6)).collect();
        let stones = rng.range(1, 60);
        assert_eq!(
            by_every_position(&limits, stones),
            search(&limits, stones),
            "{:?} {}",
            limits,
            stones
        );
    }
}

#[test]
fn the_terminator_and_the_work_bound() {
    SOLUTION.assert_output("terminator", "1 1 1 1\n0\n1 2 1 1\n", "0\n");
    SOLUTION.assert_output("no terminator", "1 2 1 1", "1\n");
    // Past 2^24 stones the state's repeat answers; a full pass the bound
    // itself. Limits 3 and 3 lose at 1, 5, 9, ...
    assert!((1..200).all(|s| by_every_position(&[3, 3], s) == (s % 4 != 1)));
    SOLUTION.assert_output("a repeat, S = 2^64 - 1", "1 18446744073709551615 3 3\n", "1\n");
    SOLUTION.assert_output("a repeat, S = 4k + 1", "1 18446744073709551613 3 3\n", "0\n");
    SOLUTION.assert_output("the bound itself", "1 16777216 300 300\n0\n", "1\n");
    SOLUTION.check_rejections(&[
        (
            "1 2 1 1\n1 16777217 300 300\n",
            "1\n",
            2,
            &["expected n * S <= 2^24 or a repeat sooner, found n = 1 and S = 16777217"],
        ),
        ("1 2 1 1\n1 0 1 1\n", "1\n", 2, &["line 2: expected S >= 1 and every M_i >= 1"]),
        ("1 2 1 1\n1 5 1 0\n", "1\n", 2, &["line 2: expected S >= 1 and every M_i >= 1"]),
        ("1 2 1 1\n2 5 1 1 1", "1\n", 2, &["expected a limit M_i, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "0\n1\n1\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("1 2 1 1\n", "1\n", 2, "the team size n");
    SOLUTION.check_malformed_tokens("1 2 1 1\n1 ", "1\n", 2, "the stones S");
    SOLUTION.check_malformed_tokens("1 2 1 1\n1 5 3 ", "1\n", 2, "a limit M_i");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2 8192 16 1 16 1\n10 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n0\n"]);
}
