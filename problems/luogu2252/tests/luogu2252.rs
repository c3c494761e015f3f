//! The real binary against a brute-force search of the moves, the
//! Zeckendorf oracle, the golden files and malformed input. The suite is
//! shared with POJ 1067, whose game and input this problem has.

use common::problems::luogu2252::{self, WORDS as ANSWERS};
use common::suites::wythoff_queries as suite;
use common::Solution;

const SOLUTION: Solution = common::solution!("luogu2252");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_pair_up_to_300_against_brute_force() {
    SOLUTION.check_each(luogu2252::PROBLEM.small_cases());
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}

#[test]
fn fibonacci_traps_up_to_u64_max() {
    suite::fibonacci_traps(&SOLUTION, &ANSWERS);
}

#[test]
fn seeded_random_pairs_up_to_1e9_and_u64_max() {
    suite::random_up_to_1e9_and_u64(&SOLUTION, &ANSWERS);
}

#[test]
fn any_ascii_whitespace() {
    suite::any_whitespace(&SOLUTION, &ANSWERS);
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    suite::malformed_input(&SOLUTION, &ANSWERS);
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    suite::fuzz(&SOLUTION);
}
