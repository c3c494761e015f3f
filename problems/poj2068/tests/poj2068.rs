//! The real binary against a search of the real turns over every small
//! team and stone count, the golden files, the terminator, the work bound
//! and malformed input.

use common::problems::poj2068::{self, line, search, WORDS as ANSWERS};
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

#[test]
fn the_terminator_and_the_work_bound() {
    SOLUTION.assert_output("terminator", "1 1 1 1\n0\n1 2 1 1\n", "0\n");
    SOLUTION.assert_output("no terminator", "1 2 1 1", "1\n");
    SOLUTION.assert_output("the bound itself", "1 16777216 3 3\n0\n", "1\n");
    SOLUTION.check_rejections(&[
        (
            "1 2 1 1\n1 16777217 3 3\n",
            "1\n",
            2,
            &["expected n * S <= 2^24, found n = 1 and S = 16777217"],
        ),
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
