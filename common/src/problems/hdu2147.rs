//! HDU 2147, kiki's game: a coin on an n x m board (0 < n, m <= 2000) moves left, down or diagonally, until `0 0`.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu2147",
    validate,
    layout: Layout::EndedBy("0 0\n"),
    answers: Answers::OneLine,
    small: || vec![every_board_up_to_60_by_60_against_the_moves()],
    edges,
    shrink: super::whole,
};

/// Lines `n m`, each 1..=N, until the line `0 0`.
fn validate(input: &mut Input) -> Valid {
    let top = PROBLEM.limit("N");
    while !input.terminator("0 0")? {
        input.number("n", 1..=top)?;
        input.number("m", 1..=top)?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "What a pity!\n", win: "Wonderful!\n" };

pub fn every_board_up_to_60_by_60_against_the_moves() -> Cases {
    // A position is (rows below the coin, columns left of it); the coin
    // starts top right of an n x m board, at (n - 1, m - 1).
    let mut game = WinLose::normal(|&(below, left): &(u64, u64)| {
        let mut next = Vec::new();
        if left > 0 {
            next.push((below, left - 1));
        }
        if below > 0 {
            next.push((below - 1, left));
        }
        if below > 0 && left > 0 {
            next.push((below - 1, left - 1));
        }
        next
    });
    let mut cases = PROBLEM.cases("every board up to 60 x 60");
    for n in 1..=60u64 {
        for m in 1..=60u64 {
            cases.push(format!("{} {}\n", n, m), ANSWERS.of(game.wins(&(n - 1, m - 1))));
        }
    }
    assert!(cases.expected().iter().any(|w| w == "What a pity!\n"));
    cases
}

/// The limits with each parity, and one-row and one-column boards.
fn edges() -> Vec<Cases> {
    let top = PROBLEM.limit("N");
    let mut cases = PROBLEM.cases("limits and parities");
    for n in [1, 2, 3, top - 1, top] {
        for m in [1, 2, 3, top - 1, top] {
            cases.push(format!("{} {}\n", n, m), "");
        }
    }
    // Boards of every scale, of each parity (both odd: lost).
    for (v, w) in every_scale::pairs_of_every_scale(2147, top) {
        for (n, m) in [(v | 1, w | 1), (v, w), (w | 1, v & !1 | 2)] {
            cases.push_inside(n <= top && m <= top, format!("{} {}\n", n, m), "");
        }
    }
    vec![cases]
}
