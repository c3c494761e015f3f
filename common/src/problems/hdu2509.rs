//! HDU 2509, Be the Winner: misère, a move takes consecutive apples of one row; 1 <= n <= 100 rows of at most 100, until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu2509",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_3_rows_up_to_8_against_a_misere_search()],
    edges,
    shrink: super::whole,
};

/// Cases of a line `n` (1..=N) and a line of n rows 1..=A, blank lines between them, until the end of the input.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        let rows = input.number("n", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        // A row is a group of apples the apples were divided into: never empty.
        input.numbers_line("row", rows, 1..=PROBLEM.limit("A"))?;
        // Unverified whether the blank line between cases is always there:
        // it may be missing.
        input.blank_lines();
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "No\n", win: "Yes\n" };

/// `n`, then the n rows, then a blank line as the statement lays cases out.
pub fn case(rows: &[u64]) -> String {
    format!("{}\n{}\n\n", rows.len(), nim::words(rows))
}

/// Every position one move reaches: take `take` consecutive apples from a
/// row of a, starting `left` apples in, leaving rows of `left` and
/// `a - take - left` (empty rows dropped), the position kept sorted.
#[allow(clippy::ptr_arg)] // the search hands over its own positions
pub fn take_consecutive(rows: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &a) in rows.iter().enumerate() {
        for take in 1..=a {
            for left in 0..=a - take {
                let mut after: Vec<u64> =
                    rows.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &r)| r).collect();
                after.extend([left, a - take - left].iter().filter(|&&r| r > 0));
                after.sort_unstable();
                next.push(after);
            }
        }
    }
    next
}

pub fn every_multiset_of_up_to_3_rows_up_to_8_against_a_misere_search() -> Cases {
    // Misere: the player left without a move (the other took the last
    // apple) has won.
    let mut game = WinLose::misere(take_consecutive);
    let mut cases = PROBLEM.cases("every multiset of 1 to 3 rows of 1..=8");
    for rows in nim::multisets(3, 1, 8).into_iter().filter(|r| !r.is_empty()) {
        cases.push(case(&rows), ANSWERS.of(game.wins(&rows)));
    }
    for ones in 1..=7 {
        let rows = vec![1; ones];
        cases.push(case(&rows), ANSWERS.of(game.wins(&rows)));
    }
    assert!(cases.expected().iter().any(|w| w == "No\n"));
    cases
}

/// Rows of one only (odd and even counts, up to the most), one longer row
/// among ones, and the longest rows.
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("N") as usize, PROBLEM.limit("A"));
    let mut cases = PROBLEM.cases("rows of one, the most and the longest rows");
    let mut sets: Vec<Vec<u64>> = vec![
        vec![1; most],
        vec![1; most - 1],
        vec![top; most],
        vec![top; most - 1],
        vec![top],
        vec![2],
    ];
    for ones in 1..=4 {
        let mut with_two = vec![1; ones];
        with_two.push(2);
        sets.push(with_two);
    }
    let mut planted = vec![1; most - 1];
    planted.push(top);
    sets.push(planted);
    for rows in sets {
        cases.push(case(&rows), "");
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for rows in [vec![1; most + 1], vec![top + 1]] {
        cases.push_beyond(case(&rows), "");
    }
    vec![
        cases,
        every_scale::copied_heaps(&PROBLEM, top, 1, case),
        every_scale::cancelling_heaps(&PROBLEM, top, 1, |heap| heap, case),
    ]
}
