//! The real binary against a search of the moves over every small position,
//! constructed large cases, the golden files, the terminator and malformed
//! input.

use common::problems::hdu1849::{self, ANSWERS};
use common::suites::nim;

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu1849");

const SAMPLE: &str = include_str!("../../../tests/hdu1849/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_multiset_of_up_to_4_pieces_on_cells_up_to_12_against_the_moves() {
    SOLUTION.check_each(&[
        hdu1849::every_multiset_of_up_to_4_pieces_on_cells_up_to_12_against_the_moves(),
    ]);
}

#[test]
fn constructed_cases_up_to_u64_max() {
    let mut cases = Cases::new("constructed cases (seed 1849)").ended_by("0\n");
    for (piles, lost) in nim::constructed(1849, 10000, 31) {
        cases.push(nim::counted_lines(&piles), ANSWERS.of(!lost));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_terminator_ends_the_input_and_only_it() {
    for (input, expected) in [
        ("0\n2\n3 5\n", ""),
        ("1\n0\n0\n", "Grass Win!\n"),
        ("2\n3 5\n", "Rabbit Win!\n"),
        ("2\n3 5\n0 junk -1", "Rabbit Win!\n"),
        ("", ""),
    ] {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
    SOLUTION.check_rejections(&[(
        "2\n3 5\n3\n3 5",
        "Rabbit Win!\n",
        4,
        &["expected a cell, found end of input"],
    )]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "Rabbit Win!\nGrass Win!\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("2\n3 5\n", "Rabbit Win!\n", 3, "the piece count m");
    SOLUTION.check_malformed_tokens("2\n3 5\n3\n3 ", "Rabbit Win!\n", 4, "a cell");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "3\n1000 1000 0\n1\n18446744073709551615\n0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
