//! Luogu P2575, 高手过招: T <= 100 tests of n <= 1000 rows of 20 cells, each row
//! `m p_1 .. p_m` (m <= 20 pieces, columns 1 <= p <= 20); a piece moves right,
//! stepping into an empty cell or jumping its run onto the first empty one.

use super::{Answers, Layout, Problem};
use crate::cases::{Answers as Words, Cases};
use crate::search::{Grundy, WinLose};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu2575",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_row_of_up_to_4_pieces_against_a_grundy_search(),
            every_two_rows_of_up_to_2_pieces_against_a_search_of_the_whole_position(),
        ]
    },
    edges,
    shrink: super::whole,
};

pub const ANSWERS: Words = Words { lose: "NO\n", win: "YES\n" };

/// The cells of a row.
pub const WIDTH: u32 = 20;

/// T, then T tests: `n`, then n rows `m p_1 .. p_m`; T <= CASES, n <= N, m <= WIDTH,
/// 1 <= p <= WIDTH, one piece a cell (the statement bounds T, n and m only from above).
fn validate(input: &mut Input) -> Valid {
    let tests = input.number("T", 0..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        let rows = input.number("n", 0..=PROBLEM.limit("N"))?;
        input.end_line()?;
        for _ in 0..rows {
            let pieces = input.number("m", 0..=u64::from(WIDTH))?;
            let mut row = 0u32;
            for column in input.numbers_line("p", pieces, 1..=u64::from(WIDTH))? {
                if row & (1 << (column - 1)) != 0 {
                    return input.fail(format!("two pieces in column {}", column));
                }
                row |= 1 << (column - 1);
            }
        }
    }
    Ok(())
}

/// The moves of one row, its pieces as bits (bit c - 1 for column c): a
/// piece steps right into an empty cell, or jumps the run of pieces to its
/// right onto the first empty cell after it.
pub fn row_moves(&row: &u32) -> Vec<u32> {
    let mut next = Vec::new();
    for from in 0..WIDTH {
        if row & (1 << from) == 0 {
            continue;
        }
        let landing = (from + 1..WIDTH).find(|&to| row & (1 << to) == 0);
        if let Some(to) = landing {
            next.push(row & !(1 << from) | (1 << to));
        }
    }
    next
}

/// A row's line `m p_1 .. p_m`, its columns in the order given.
pub fn row_line(columns: &[u32]) -> String {
    let words: Vec<String> = columns.iter().map(u32::to_string).collect();
    format!("{}{}{}\n", columns.len(), if columns.is_empty() { "" } else { " " }, words.join(" "))
}

/// The columns of a row, from 1, left to right.
pub fn columns(row: u32) -> Vec<u32> {
    (0..WIDTH).filter(|&c| row & (1 << c) != 0).map(|c| c + 1).collect()
}

/// A test of these rows: `n`, then each row's line, its columns reversed
/// every other row (the statement does not say they are sorted).
pub fn test(rows: &[u32]) -> String {
    let mut text = format!("{}\n", rows.len());
    for (i, &row) in rows.iter().enumerate() {
        let mut cols = columns(row);
        if i % 2 == 1 {
            cols.reverse();
        }
        text += &row_line(&cols);
    }
    text
}

/// The Sprague-Grundy value of every row in `rows`, by the mex search of the
/// row's own moves, and for each value met the first row that has it.
pub fn searched_values(rows: impl Iterator<Item = u32>) -> (Vec<(u32, u64)>, Vec<u32>) {
    let mut grundy = Grundy::new(row_moves);
    let mut witness: Vec<u32> = Vec::new();
    let mut values = Vec::new();
    for row in rows {
        let value = grundy.value(&row);
        if witness.len() <= value as usize {
            witness.resize(value as usize + 1, u32::MAX);
        }
        if witness[value as usize] == u32::MAX {
            witness[value as usize] = row;
        }
        values.push((row, value));
    }
    (values, witness)
}

/// For each row: alone (won iff its value is not 0), and beside a row of the
/// same value (lost): so the binary gives each row the searched value, up to
/// names; witnesses of different values beside each other are won.
pub fn rows_against_their_values(title: &str, rows: impl Iterator<Item = u32>) -> Cases {
    let (values, witness) = searched_values(rows);
    let mut cases = PROBLEM.cases(title);
    for (row, value) in values {
        cases.push(test(&[row]), ANSWERS.of(value != 0));
        let partner = witness[value as usize];
        cases.push(test(&[row, partner]), ANSWERS.of(false));
    }
    for (v, &a) in witness.iter().enumerate().filter(|(_, &a)| a != u32::MAX) {
        for (w, &b) in witness.iter().enumerate().filter(|(_, &b)| b != u32::MAX) {
            cases.push(test(&[a, b]), ANSWERS.of(v != w));
        }
    }
    cases
}

pub fn every_row_of_up_to_4_pieces_against_a_grundy_search() -> Cases {
    rows_against_their_values(
        "every row of up to 4 pieces",
        (0..1u32 << WIDTH).filter(|row| row.count_ones() <= 4),
    )
}

pub fn every_two_rows_of_up_to_2_pieces_against_a_search_of_the_whole_position() -> Cases {
    // Two rows as one game: a move is a move of either row. No sum assumed.
    let mut game = WinLose::normal(|&(a, b): &(u32, u32)| {
        let mut next: Vec<(u32, u32)> = row_moves(&a).into_iter().map(|a| (a, b)).collect();
        next.extend(row_moves(&b).into_iter().map(|b| (a, b)));
        next
    });
    let rows: Vec<u32> = (0..1u32 << WIDTH).filter(|row| row.count_ones() <= 2).collect();
    let mut cases = PROBLEM.cases("every two rows of up to 2 pieces, searched as one game");
    for &a in &rows {
        for &b in rows.iter().filter(|&&b| b >= a) {
            cases.push(test(&[a, b]), ANSWERS.of(game.wins(&(a, b))));
        }
    }
    cases
}

/// The most tests, rows and pieces; full and empty rows; rows of one piece
/// at each end; columns given in every order.
fn edges() -> Vec<Cases> {
    let (most_rows, full) = (PROBLEM.limit("N") as usize, (1u32 << WIDTH) - 1);
    let mut cases = PROBLEM.cases("the most rows, full and empty rows, pieces at the ends");
    let tests: Vec<Vec<u32>> = vec![
        vec![full; most_rows],
        vec![full - 1; most_rows],
        vec![full >> 1; most_rows],
        vec![0; most_rows],
        vec![1; most_rows - 1],
        (0..most_rows as u32).map(|i| i.wrapping_mul(2_654_435_761) & full).collect(),
        vec![1, 1 << (WIDTH - 1)],
        vec![0b1010_1010_1010_1010_1010],
        vec![],
    ];
    for rows in tests {
        cases.push(test(&rows), "");
    }
    vec![cases]
}
