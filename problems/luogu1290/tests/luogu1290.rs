//! The real binary against a search of the real moves: every pair up to
//! 300, seeded pairs at the top of the statement's range and up to
//! u64::MAX (see common::problems::euclid for the two searches), the
//! golden files, the count and malformed input.

use common::problems::euclid;
use common::problems::luogu1290::{self, PROBLEM};
use common::Solution;

const SOLUTION: Solution = common::solution!("luogu1290");
const SAMPLE: &str = include_str!("../../../tests/luogu1290/sample-1.in");

const TOP: u64 = (1 << 31) - 1;

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_pair_up_to_300_against_a_search_of_the_moves() {
    SOLUTION.check_each(&[luogu1290::every_pair_up_to_300()]);
}

#[test]
fn small_quotient_pairs_up_to_2_pow_31_and_u64_max_against_every_move() {
    SOLUTION.check_each(&[
        euclid::small_quotients_up_to(&PROBLEM, 1290, 3000, TOP),
        euclid::small_quotients_up_to(&PROBLEM, 1291, 3000, u64::MAX),
    ]);
}

#[test]
fn uniform_pairs_at_the_top_and_beyond_against_the_pruned_search() {
    SOLUTION.check_each(&[
        euclid::uniform_pairs(&PROBLEM, 1292, 3000, TOP - (1 << 20), TOP),
        euclid::uniform_pairs(&PROBLEM, 1293, 3000, 1, TOP),
        euclid::uniform_pairs(&PROBLEM, 1294, 3000, TOP + 1, u64::MAX),
        euclid::uniform_pairs(&PROBLEM, 1295, 3000, u64::MAX - (1 << 20), u64::MAX),
    ]);
}

#[test]
fn the_count_decides_how_many_games_are_read() {
    SOLUTION.assert_output("zero games", "0\n1 2\n", "");
    SOLUTION.assert_output("pairs with a 0", "3\n0 5\n5 0\n0 0\n", "Ollie wins\n".repeat(3));
    SOLUTION.assert_output("data after the games", "1\n2 1\n3 junk -1", "Stan wins\n");
    SOLUTION.assert_output("no final newline", "2\n5 3\n3 5", "Stan wins\nStan wins\n");
    SOLUTION.check_rejections(&[
        ("2\n4 1\n", "Stan wins\n", 2, &["expected M, found end of input"]),
        ("2\n4 1\n3", "Stan wins\n", 3, &["expected N, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Stan wins\nOllie wins\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the game count C");
    SOLUTION.check_malformed_tokens("2\n25 7\n", "Stan wins\n", 3, "M");
    SOLUTION.check_malformed_tokens("2\n25 7\n24 ", "Stan wins\n", 3, "N");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[
        SAMPLE,
        "3\n18446744073709551615 1\n12200160415121876738 7540113804746346429\n1 1\n",
    ]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
