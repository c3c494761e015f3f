//! POJ 1704, Georgia and Bob: counted cases of 1 <= N <= 1000 distinct chessmen on cells 1..=10000, a move slides one left.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj1704",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_set_of_up_to_4_chessmen_on_cells_up_to_12_against_the_moves(),
            every_crowded_board_of_25_or_26_chessmen_on_cells_up_to_29_against_the_moves(),
        ]
    },
    edges,
    shrink: super::whole,
};

pub const ANSWERS: Words = Words { lose: "Bob will win\n", win: "Georgia will win\n" };

/// T (1 <= T <= CASES), then T cases: a line `N` (1 <= N <= N), then a line of N
/// distinct positions in 1..=P.
fn validate(input: &mut Input) -> Valid {
    let count = input.number("T", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..count {
        let n = input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        let mut cells = (0..n)
            .map(|_| input.number("P", 1..=PROBLEM.limit("P")))
            .collect::<Valid<Vec<u64>>>()?;
        cells.sort_unstable();
        if let Some(pair) = cells.windows(2).find(|pair| pair[0] == pair[1]) {
            return input.fail(format!("two chessmen on cell {}", pair[0]));
        }
        input.end_line()?;
    }
    Ok(())
}

/// Every board one move reaches: a chessman slides left to any free cell
/// between its left neighbour (or the wall before cell 1) and itself.
#[allow(clippy::ptr_arg)] // the search hands over its own positions
pub fn slide_left(men: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for i in 0..men.len() {
        let lowest = if i == 0 { 1 } else { men[i - 1] + 1 };
        for to in lowest..men[i] {
            let mut after = men.clone();
            after[i] = to;
            next.push(after);
        }
    }
    next
}

/// The positions in a seeded order, so that the input is not sorted.
pub fn shuffled(mut positions: Vec<u64>, rng: &mut Rng) -> Vec<u64> {
    rng.shuffle(&mut positions);
    positions
}

pub fn every_set_of_up_to_4_chessmen_on_cells_up_to_12_against_the_moves() -> Cases {
    let mut game = WinLose::normal(slide_left);
    let mut rng = Rng::new(12);
    let mut cases = PROBLEM.cases("every set of 1 to 4 chessmen on cells 1..=12");
    for board in nim::multisets(4, 1, 12) {
        let distinct = board.windows(2).all(|pair| pair[0] < pair[1]);
        if !board.is_empty() && distinct {
            cases.push(
                nim::counted_lines(&shuffled(board.clone(), &mut rng)),
                ANSWERS.of(game.wins(&board)),
            );
        }
    }
    assert!(cases.expected().iter().any(|w| w == "Bob will win\n"));
    cases
}

/// Every subset of `size` of the cells `1..=cells`, ascending.
pub fn subsets(cells: u64, size: usize) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    for mask in 0u64..1 << cells {
        if mask.count_ones() as usize == size {
            all.push((1..=cells).filter(|c| mask >> (c - 1) & 1 == 1).collect());
        }
    }
    all
}

/// Cases of more than 24 chessmen on cells below 2^14 are ordered by
/// marking their cells, not by a sort: every board of 25 or 26 chessmen on
/// cells 1..=29 against the same search of the moves.
pub fn every_crowded_board_of_25_or_26_chessmen_on_cells_up_to_29_against_the_moves() -> Cases {
    let mut game = WinLose::normal(slide_left);
    let mut rng = Rng::new(29);
    let mut cases = PROBLEM.cases("every set of 25 or 26 chessmen on cells 1..=29");
    for size in [25, 26] {
        for board in subsets(29, size) {
            cases.push(
                nim::counted_lines(&shuffled(board.clone(), &mut rng)),
                ANSWERS.of(game.wins(&board)),
            );
        }
    }
    assert_eq!(cases.len(), 23_751 + 3_654);
    assert!(cases.expected().iter().any(|w| w == "Bob will win\n"));
    cases
}

/// The most chessmen, the highest cells, a chessman on cell 1, chessmen
/// side by side, and an odd count (the leftmost paired with the wall).
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("N"), PROBLEM.limit("P"));
    let mut cases = PROBLEM.cases("the most chessmen and the highest cells");
    let mut rng = Rng::new(1704);
    let mut boards: Vec<Vec<u64>> = vec![
        vec![1],
        vec![top],
        vec![1, 2],
        vec![top - 1, top],
        vec![1, top],
        (1..=most).collect(),
        (top - most + 1..=top).collect(),
        (1..most).collect(),
        (1..=most).map(|i| i * (top / most)).collect(),
    ];
    let mut spread: Vec<u64> = (1..=top).collect();
    spread = shuffled(spread, &mut rng);
    boards.push(spread[..most as usize].to_vec());
    boards.push(spread[..most as usize - 1].to_vec());
    for board in boards {
        cases.push(nim::counted_lines(&shuffled(board, &mut rng)), "");
    }
    vec![cases, equal_gaps_at_every_scale()]
}

/// Two pairs of chessmen, the higher pair at every scale: equal gaps within
/// the pairs (lost) and unequal ones.
fn equal_gaps_at_every_scale() -> Cases {
    let top_cell = PROBLEM.limit("P");
    let mut cases = PROBLEM.cases("pairs of equal and unequal gaps at every scale");
    let mut rng = Rng::new(17040);
    for (v, w) in every_scale::pairs_of_every_scale(1704, top_cell) {
        let top = v.max(w).max(8);
        let gap = rng.range(0, top / 2 - 3);
        for (low_gap, high_gap) in [(gap, gap), (gap, gap + 1), (0, 0), (1, 0)] {
            let board = vec![1, 2 + low_gap, top - 1 - high_gap, top];
            cases.push_inside(top <= top_cell, nim::counted_lines(&shuffled(board, &mut rng)), "");
        }
    }
    cases
}
