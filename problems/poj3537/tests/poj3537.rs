//! The real binary against a search of the real board (the cells holding
//! crosses; the mover wins on a triple) for every strip of 3 to 18 cells;
//! against the mex definition of the strips' values, computed here, for
//! every n of the statement and beyond it to the largest answered
//! (2^14); the reduction itself (unsafe cells, independent runs, the xor)
//! against the board on every position of every strip up to 14 cells; the
//! golden files, rejections and malformed input.

use common::problems::poj3537::{self, answer, board_game, has_triple, SEARCHED};
use common::rng::Rng;
use common::{Cases, Solution};

const SOLUTION: Solution = common::solution!("poj3537");
const SAMPLE: &str = include_str!("../../../tests/poj3537/sample-1.in");

/// The longest strip the binary answers.
const MOST_CELLS: usize = 1 << 14;

/// g(0..=largest) by the definition: the least value no move reaches, a
/// move at cell i of m leaving runs of max(i - 3, 0) and max(m - i - 2, 0).
fn values(largest: usize) -> Vec<u64> {
    let mut g: Vec<u64> = vec![0];
    for m in 1..=largest {
        // m moves: the least value none reaches is at most m.
        let mut reached = vec![false; m + 1];
        for i in 1..=m {
            let value = (g[i.saturating_sub(3)] ^ g[m.saturating_sub(i + 2)]) as usize;
            if value < reached.len() {
                reached[value] = true;
            }
        }
        g.push(reached.iter().position(|&r| !r).unwrap() as u64);
    }
    g
}

#[test]
fn golden_files() {
    SOLUTION.check_golden();
}

#[test]
fn every_strip_up_to_18_against_a_search_of_the_board() {
    SOLUTION.check_each(poj3537::PROBLEM.small_cases());
}

#[test]
fn every_n_up_to_2_to_the_14_against_the_mex_definition() {
    let g = values(MOST_CELLS);
    let top = poj3537::PROBLEM.limit("N") as usize;
    assert_eq!(
        g,
        poj3537::values_by_the_mex(top).iter().chain(&g[top + 1..]).copied().collect::<Vec<_>>()
    );
    let mut cases = Cases::new("every n from 1 to 2^14, by the mex definition");
    for (n, &value) in g.iter().enumerate().skip(1) {
        cases.push_inside(n <= top, format!("{}\n", n), answer(value != 0));
    }
    SOLUTION.check(&cases);
    // The spec's losing strips among 3..=32, found by its own search.
    let lost: Vec<usize> = (3..=32).filter(|&n| g[n] == 0).collect();
    assert_eq!(lost, [6, 12, 22, 30, 32]);
    // The losses beyond the statement that the check's edges name.
    let lost: Vec<usize> = (top + 1..=MOST_CELLS).filter(|&n| g[n] == 0).collect();
    assert_eq!(lost, [2502, 2752, 2912, 3052, 3076, 7250, 7356, 7866, 16168]);
    // docs/games/octal.md: the values reach 355 by 2^14 cells.
    assert_eq!(g.iter().max(), Some(&355));
}

#[test]
fn the_mex_definition_agrees_with_the_board_up_to_18() {
    let g = poj3537::values_by_the_mex(SEARCHED as usize);
    for cells in 3..=SEARCHED {
        assert_eq!(board_game(cells)(0), g[cells as usize] != 0, "{} cells", cells);
    }
}

/// The reduction's verdict on a board without a triple: a win if one cross
/// makes a triple; else the xor of the values of the runs of safe cells
/// (empty, and three or more cells from every cross) is not 0.
fn reduced_wins(board: u32, cells: u32, g: &[u64]) -> bool {
    let completes = (0..cells).any(|i| board & (1 << i) == 0 && has_triple(board | (1 << i)));
    if completes {
        return true;
    }
    let near_cross =
        |i: u32| (i.saturating_sub(2)..=(i + 2).min(cells - 1)).any(|j| board & (1 << j) != 0);
    let (mut xor, mut run) = (0, 0);
    for i in 0..=cells {
        if i < cells && !near_cross(i) {
            run += 1;
        } else {
            xor ^= g[run];
            run = 0;
        }
    }
    xor != 0
}

#[test]
fn the_reduction_agrees_with_the_board_on_every_position_up_to_14_cells() {
    let g = poj3537::values_by_the_mex(14);
    let mut positions = 0;
    for cells in 3..=14u32 {
        let mut wins = board_game(cells);
        for board in 0..1u32 << cells {
            if !has_triple(board) {
                assert_eq!(
                    wins(board),
                    reduced_wins(board, cells, &g),
                    "board {:b} of {}",
                    board,
                    cells
                );
                positions += 1;
            }
        }
    }
    assert!(positions > 10_000, "{}", positions);
}

#[test]
fn seeded_random_inputs_of_many_n() {
    let g = values(MOST_CELLS);
    let mut rng = Rng::new(3537);
    let mut cases = Cases::new("random n (seed 3537)");
    let top = poj3537::PROBLEM.limit("N");
    for _ in 0..2000 {
        let n = rng.range(top / 2, top);
        cases.push(format!("{}\n", n), answer(g[n as usize] != 0));
        let n = rng.range(top + 1, MOST_CELLS as u64);
        cases.push_beyond(format!("{}\n", n), answer(g[n as usize] != 0));
    }
    SOLUTION.check(&cases);
}

#[test]
fn strips_too_long_or_empty_are_rejected() {
    SOLUTION.check_rejections(&[
        ("3\n0\n6\n", "1\n", 2, &["expected n from 1 to 16384", "found 0"]),
        ("6\n16385\n", "2\n", 2, &["found 16385"]),
        ("6 18446744073709551615", "2\n", 1, &["found 18446744073709551615"]),
    ]);
    SOLUTION.assert_output("no final newline", "3\n6 1", "1\n2\n1\n");
}

#[test]
fn any_ascii_whitespace() {
    SOLUTION.check_whitespace(SAMPLE, "1\n2\n");
}

#[test]
fn malformed_input_keeps_earlier_answers_and_exits_2() {
    SOLUTION.check_malformed_tokens("", "", 1, "n");
    SOLUTION.check_malformed_tokens("6\n3\n", "2\n1\n", 3, "n");
}

#[test]
fn fuzzed_input_never_panics_or_hangs() {
    SOLUTION.fuzz(&[SAMPLE, "2000\n1\n2\n16384\n"]);
}

#[test]
fn its_own_check_passes() {
    SOLUTION.passes_its_own_check();
}
