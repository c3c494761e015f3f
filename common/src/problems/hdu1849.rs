//! HDU 1849, Rabbit and Grass: m <= 1000 pieces on cells 0 <= K_i <= 1000, a move slides one to a lower cell, until m = 0.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1849",
    validate,
    layout: Layout::EndedBy("0\n"),
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_pieces_on_cells_up_to_12_against_the_moves()],
    edges,
    shrink: super::whole,
};

/// Cases of a line `m` (1..=M) and a line of m cells 0..=K, until the line `0`.
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0")? {
        let pieces = input.number("m", 1..=PROBLEM.limit("M"))?;
        input.end_line()?;
        input.numbers_line("K_i", pieces, 0..=PROBLEM.limit("K"))?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "Grass Win!\n", win: "Rabbit Win!\n" };

pub fn every_multiset_of_up_to_4_pieces_on_cells_up_to_12_against_the_moves() -> Cases {
    // A position is the sorted list of the pieces' cells. Sliding a piece
    // from cell c to any cell below it is exactly nim::moves on the cells.
    let mut game = WinLose::normal(nim::moves);
    let mut cases = PROBLEM.cases("every multiset of 1 to 4 pieces on cells <= 12");
    for cells in nim::multisets(4, 0, 12).into_iter().filter(|c| !c.is_empty()) {
        cases.push(nim::counted_lines(&cells), ANSWERS.of(game.wins(&cells)));
    }
    assert!(cases.expected().iter().any(|w| w == "Grass Win!\n"));
    cases
}

/// The most pieces, the highest cell, pieces sharing a cell, and pieces
/// all on cell 0 (no move at all).
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("M") as usize, PROBLEM.limit("K"));
    let mut cases = PROBLEM.cases("the most pieces and the highest cells");
    let mut rng = crate::rng::Rng::new(1849);
    let spread: Vec<u64> = (0..most).map(|_| rng.range(0, top)).collect();
    for cells in [
        vec![top],
        vec![0],
        vec![0; most],
        vec![top; most],
        vec![top; most - 1],
        spread,
        (1..=top).collect(),
        vec![top, top, 1],
    ] {
        cases.push(nim::counted_lines(&cells), "");
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for cells in [vec![0; most + 1], vec![top + 1]] {
        cases.push_beyond(nim::counted_lines(&cells), "");
    }
    vec![
        cases,
        every_scale::copied_heaps(&PROBLEM, top, 1, nim::counted_lines),
        every_scale::cancelling_heaps(&PROBLEM, top, 1, |heap| heap, nim::counted_lines),
    ]
}
