//! HDU 1730, Northcott's game: boards of n <= 1000 rows, width 2 <= m <= 100, one piece of each player a row, until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::{retrograde, Outcome};
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1730",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_board_of_up_to_3_rows_and_width_up_to_6_by_retrograde_analysis()],
    edges,
    shrink: super::whole,
};

/// Cases until the end of the input, any blank lines after each: `n m`
/// (1 <= n <= N, 2 <= m <= M), then n lines `T J`, 1 <= T, J <= m, T != J.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        let rows = input.number("n", 1..=PROBLEM.limit("N"))?;
        let width = input.number("m", 2..=PROBLEM.limit("M"))?;
        input.end_line()?;
        for _ in 0..rows {
            let tom = input.number("T", 1..=width)?;
            let jerry = input.number("J", 1..=width)?;
            if tom == jerry {
                return input.fail(format!("both pieces of a row in column {}", tom));
            }
            input.end_line()?;
        }
        input.blank_lines();
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "BAD LUCK!\n", win: "I WIN!\n" };

/// A board and whose turn it is: each row is (Tom's column, Jerry's column).
pub type State = (Vec<(u64, u64)>, bool);

/// Every state one move reaches: the player to move slides one of their
/// pieces along its row to any empty cell short of the other piece.
pub fn moves(width: u64) -> impl Fn(&State) -> Vec<State> {
    move |(rows, tom_to_move): &State| {
        let mut next = Vec::new();
        for (i, &(tom, jerry)) in rows.iter().enumerate() {
            let (mine, theirs) = if *tom_to_move { (tom, jerry) } else { (jerry, tom) };
            let reachable = if mine < theirs { 1..theirs } else { theirs + 1..width + 1 };
            for to in reachable.filter(|&to| to != mine) {
                let mut after = rows.clone();
                after[i] = if *tom_to_move { (to, jerry) } else { (tom, to) };
                next.push((after, !*tom_to_move));
            }
        }
        next
    }
}

/// Every board of `count` rows of width `width`.
pub fn boards(count: usize, width: u64) -> Vec<Vec<(u64, u64)>> {
    let row_choices: Vec<(u64, u64)> = (1..=width)
        .flat_map(|t| (1..=width).filter(move |&j| j != t).map(move |j| (t, j)))
        .collect();
    let mut all = vec![vec![]];
    for _ in 0..count {
        all = all
            .into_iter()
            .flat_map(|board: Vec<(u64, u64)>| {
                row_choices.iter().map(move |&row| {
                    let mut more = board.clone();
                    more.push(row);
                    more
                })
            })
            .collect();
    }
    all
}

pub fn case(width: u64, rows: &[(u64, u64)]) -> String {
    let mut text = format!("{} {}\n", rows.len(), width);
    for (tom, jerry) in rows {
        text.push_str(&format!("{} {}\n", tom, jerry));
    }
    text + "\n"
}

pub fn every_board_of_up_to_3_rows_and_width_up_to_6_by_retrograde_analysis() -> Cases {
    let mut cases = PROBLEM.cases("every board of 1 to 3 rows, width 2..=6");
    let mut draws = 0;
    for width in 2..=6u64 {
        for count in 1..=3 {
            let all = boards(count, width);
            let states: Vec<State> =
                all.iter().flat_map(|b| [(b.clone(), true), (b.clone(), false)]).collect();
            let outcome = retrograde(&states, moves(width));
            for board in all {
                match outcome[&(board.clone(), true)] {
                    Outcome::Win => cases.push(case(width, &board), ANSWERS.of(true)),
                    Outcome::Lose => cases.push(case(width, &board), ANSWERS.of(false)),
                    Outcome::Draw => draws += 1,
                }
            }
        }
    }
    assert_eq!(draws, 0, "with perfect play every board has a winner");
    assert!(cases.expected().iter().any(|w| w == "BAD LUCK!\n"));
    assert!(cases.len() > 27_000);
    cases
}

/// The widest board, the most rows, the pieces side by side and at the
/// two ends.
fn edges() -> Vec<Cases> {
    let (widest, most) = (PROBLEM.limit("M"), PROBLEM.limit("N") as usize);
    let mut cases = PROBLEM.cases("the largest boards and the narrowest gaps");
    let mut rng = crate::rng::Rng::new(1730);
    for width in [2, 3, widest] {
        cases.push(case(width, &[(1, width)]), "");
        cases.push(case(width, &[(width, 1)]), "");
        cases.push(case(width, &[(1, 2)]), "");
        cases.push(case(width, &[(width - 1, width)]), "");
    }
    let full: Vec<(u64, u64)> = (0..most)
        .map(|_| {
            let tom = rng.range(1, widest);
            let jerry = rng.range(1, widest - 1);
            (tom, if jerry >= tom { jerry + 1 } else { jerry })
        })
        .collect();
    cases.push(case(widest, &full), "");
    cases.push(case(widest, &vec![(1, widest); most]), "");
    cases.push(case(widest, &vec![(1, widest); most - 1]), "");
    vec![cases, copied_rows_at_every_scale()]
}

/// [`every_scale::twin_sums`] of rows on boards of every width's scale.
fn copied_rows_at_every_scale() -> Cases {
    let widest = PROBLEM.limit("M");
    let mut cases = PROBLEM.cases("copied rows at every width's scale");
    let mut rng = crate::rng::Rng::new(17300);
    for (width, column) in every_scale::pairs_of_every_scale(1730, widest) {
        let width = width.max(2);
        let column = column.clamp(1, width - 1);
        let rows = [(1, width), (column + 1, rng.range(1, column))];
        for sum in every_scale::twin_sums(&rows[0], &rows[1]) {
            cases.push_inside(width <= widest, case(width, &sum), "");
        }
    }
    cases
}

#[cfg(test)]
mod tests {
    use super::PROBLEM;

    // Our solution rejects a row with both pieces in one cell, so no case
    // set holds one.
    #[test]
    fn both_pieces_in_one_cell_are_invalid_and_blank_lines_go_only_after_a_case() {
        assert!(PROBLEM.validity("1 5\n2 3\n\n\n1 2\n2 1\n").is_valid());
        assert!(!PROBLEM.validity("1 5\n2 2\n").is_valid());
        assert!(!PROBLEM.validity("\n1 5\n2 3\n").is_valid());
        assert!(!PROBLEM.validity("1 5\n\n2 3\n").is_valid());
    }
}
