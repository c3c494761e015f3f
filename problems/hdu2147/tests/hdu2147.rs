//! The real binary against a search of the coin's moves over every board up
//! to 60 x 60, boards up to u64::MAX, the golden files, the terminator, the
//! boards that are no board, and malformed input.

use common::rng::Rng;

use common::problems::hdu2147::{self, ANSWERS};

use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("hdu2147");

const SAMPLE: &str = include_str!("../../../tests/hdu2147/sample-1.in");

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_board_up_to_60_by_60_against_the_moves() {
    SOLUTION.check_each(&[hdu2147::every_board_up_to_60_by_60_against_the_moves()]);
}

#[test]
fn seeded_boards_up_to_u64_max() {
    // A board's parities are chosen, its size drawn to match them.
    let mut rng = Rng::new(2147);
    let mut cases = Cases::new("seeded boards (seed 2147)").ended_by("0 0\n");
    for _ in 0..20_000 {
        let (n_odd, m_odd) = (rng.range(0, 1) == 1, rng.range(0, 1) == 1);
        let n = (rng.range(1, u64::MAX) & !1) | u64::from(n_odd);
        let m = (rng.range(1, u64::MAX) & !1) | u64::from(m_odd);
        if n == 0 || m == 0 {
            continue;
        }
        cases.push(format!("{} {}\n", n, m), ANSWERS.of(!(n_odd && m_odd)));
    }
    SOLUTION.check(&cases);
}

#[test]
fn the_terminator_ends_the_input_and_only_it() {
    for (input, expected) in [
        ("0 0\n1 1\n", ""),
        ("1 1\n1 2\n", "What a pity!\nWonderful!\n"),
        ("5 3\n0 0 junk -1", "What a pity!\n"),
        ("", ""),
    ] {
        SOLUTION.assert_output(&format!("{:?}", input), input, expected);
    }
    SOLUTION.check_rejections(&[
        ("5 3\n0 4\n", "What a pity!\n", 2, &["expected a board of n, m >= 1, found 0 4"]),
        ("5 3\n4 0\n", "What a pity!\n", 2, &["expected a board of n, m >= 1, found 4 0"]),
        ("5 3\n4", "What a pity!\n", 2, &["expected the column count m, found end of input"]),
    ]);
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "What a pity!\nWonderful!\nWonderful!\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("5 3\n", "What a pity!\n", 2, "the row count n");
    SOLUTION.check_malformed_tokens("5 3\n5 ", "What a pity!\n", 2, "the column count m");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2000 2000\n1 18446744073709551615\n0 0\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
