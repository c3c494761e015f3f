//! HDU 2177, Wythoff's game with the winning moves listed: pairs a <= b <= 10^6 until `0 0`.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::{count_distinct, WinLose};
use crate::suites::{fibonacci_trap_pairs, wythoff_moves};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu2177",
    validate,
    layout: Layout::EndedBy("0 0\n"),
    answers: Answers::OpenedByOneWord,
    small: || vec![every_pair_up_to_300_against_every_legal_move()],
    edges,
    shrink: super::whole,
};

/// Lines `a b`, 0 <= a <= b <= PILE, until the line `0 0`.
fn validate(input: &mut Input) -> Valid {
    let top = PROBLEM.limit("PILE");
    while !input.terminator("0 0")? {
        let smaller = input.number("a", 0..=top)?;
        input.number("b", smaller..=top)?;
        input.end_line()?;
    }
    Ok(())
}

pub fn pair(a: u64, b: u64) -> String {
    format!("{} {}\n", a, b)
}

/// A move from piles (a, b) to (x, y), both sorted, that takes the same
/// positive amount from both piles.
pub fn is_diagonal((a, b): (u64, u64), (x, y): (u64, u64)) -> bool {
    a > x && a - x == b.wrapping_sub(y)
}

/// The expected output for piles (a, b) given every winning result (sorted
/// pairs, repeats allowed): `0`, or `1` then the diagonal result, then the
/// other results by ascending x, each once.
pub fn expected_case(a: u64, b: u64, mut results: Vec<(u64, u64)>) -> String {
    if results.is_empty() {
        return "0\n".to_string();
    }
    let from = (a.min(b), a.max(b));
    results.sort_unstable();
    results.dedup();
    let (diagonal, single): (Vec<_>, Vec<_>) =
        results.into_iter().partition(|&r| is_diagonal(from, r));
    let mut out = "1\n".to_string();
    for (x, y) in diagonal.into_iter().chain(single) {
        out.push_str(&format!("{} {}\n", x, y));
    }
    out
}

pub fn every_pair_up_to_300_against_every_legal_move() -> Cases {
    const MAX: u64 = 300;
    let mut game = WinLose::normal(wythoff_moves);
    let mut cases = PROBLEM.cases("every a <= b <= 300");
    for b in 0..=MAX {
        for a in 0..=b {
            if (a, b) == (0, 0) {
                continue; // the terminator, not a case
            }
            let winning: Vec<(u64, u64)> = wythoff_moves(&(a, b))
                .into_iter()
                .filter(|next| !game.wins(next))
                .map(|(x, y)| (x.min(y), x.max(y)))
                .collect();
            cases.push(pair(a, b), expected_case(a, b, winning));
        }
    }
    // Losing cases, and winning cases with one, two and three results.
    let result_counts: Vec<usize> =
        cases.expected().iter().map(|c| c.lines().count() - 1).collect();
    assert_eq!(count_distinct(result_counts.iter()), 4);
    assert!(result_counts.iter().all(|&n| n <= 3));
    cases
}

/// Around the losing pair of every difference near a Fibonacci number,
/// and the limit.
fn edges() -> Vec<Cases> {
    let top = PROBLEM.limit("PILE");
    let mut cases = PROBLEM.cases("Fibonacci traps and the limit");
    for (a, b) in fibonacci_trap_pairs() {
        if a <= b && (a, b) != (0, 0) {
            cases.push_inside(b <= top, pair(a, b), "");
        }
    }
    for (a, b) in [(0, 1), (0, top), (top, top), (top - 1, top), (1, top)] {
        cases.push(pair(a, b), "");
    }
    // One past the bound, and the larger pile first: beyond the statement,
    // and the validator must say so.
    for (a, b) in [(0, top + 1), (top + 1, top + 1), (top, top - 1)] {
        cases.push_beyond(pair(a, b), "");
    }
    vec![cases]
}
