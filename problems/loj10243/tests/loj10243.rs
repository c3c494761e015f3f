//! The real binary against HDU 1524's search of whole positions on every
//! graph of up to 4 positions and seeded shapes, the largest graphs, the
//! golden files, cycles and positions out of range, and malformed input.

use common::problems::loj10243::{self, test};
use common::Solution;

const SOLUTION: Solution = common::solution!("loj10243");
const SAMPLE: &str = include_str!("../../../tests/loj10243/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_small_position_against_a_search_of_the_moves() {
    SOLUTION.check_each(loj10243::PROBLEM.small_cases());
}

#[test]
fn a_chain_of_a_million_positions_needs_no_recursion() {
    // From 1 to 10^6 in order: g alternates 1, 0 from the sink back, so
    // a piece on 1 (10^6 - 1 moves from the end) wins.
    let n = 1_000_000u64;
    let edges: Vec<(u64, u64)> = (1..n).map(|v| (v, v + 1)).collect();
    SOLUTION.assert_output("a long chain, odd", test(n, &edges, &[1]), "win\n");
    SOLUTION.assert_output("a long chain, even", test(n, &edges, &[2]), "lose\n");
}

#[test]
fn the_limits_of_n_and_the_pieces() {
    SOLUTION.assert_output("no pieces", "3 1 0\n1 2\n\n", "lose\n");
    SOLUTION.assert_output("two pieces on one position", "2 1 2\n1 2\n1 1\n", "lose\n");
    SOLUTION.assert_output("a repeated edge", "2 2 1\n1 2\n1 2\n1\n", "win\n");
    SOLUTION.assert_output(
        "N of u64",
        "18446744073709551615 1 1\n18446744073709551615 7\n18446744073709551615\n",
        "win\n",
    );
    SOLUTION.assert_output("data after the test", "2 1 1\n1 2\n1\n7 junk", "win\n");
    SOLUTION.assert_output("empty input", "", "");
    SOLUTION.check_rejections(&[
        ("3 2 1\n1 2\n2 1\n1\n", "", 3, &["the edges form a cycle through 1"]),
        ("3 1 1\n1 4\n1\n", "", 2, &["expected an edge's end Y from 1 to 3, found 4"]),
        ("3 1 1\n0 2\n1\n", "", 2, &["expected an edge's start X from 1 to 3, found 0"]),
        ("3 1 2\n1 2\n1 9\n", "", 3, &["expected a piece's position from 1 to 3, found 9"]),
        ("3 1 2\n1 2\n1\n", "", 3, &["expected a piece's position, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "win\n");
}

#[test]
fn malformed_input_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "the position count N");
    SOLUTION.check_malformed_tokens("6 8 ", "", 1, "the piece count K");
    SOLUTION.check_malformed_tokens("6 8 4\n2 ", "", 2, "an edge's end Y");
    SOLUTION.check_malformed_tokens("3 1 2\n1 2\n1 ", "", 3, "a piece's position");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3 2 2\n1 2\n3 2\n1 3\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
