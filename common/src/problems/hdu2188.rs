//! HDU 2188, the auction for the disaster area: target 0 < n < 10000, gifts of 1 <= m <= 10, counted cases.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu2188",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_n_up_to_300_and_m_up_to_30_against_the_gifts()],
    edges,
    shrink: super::whole,
};

/// C, then C lines `n m`, 1 <= n <= N and 1 <= m <= M (C unbounded).
fn validate(input: &mut Input) -> Valid {
    let count = input.number("C", 1..=u64::MAX)?;
    input.end_line()?;
    for _ in 0..count {
        input.number("n", 1..=PROBLEM.limit("N"))?;
        input.number("m", 1..=PROBLEM.limit("M"))?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "Rabbit\n", win: "Grass\n" };

pub fn pair(n: u64, m: u64) -> String {
    format!("{} {}\n", n, m)
}

pub fn every_n_up_to_300_and_m_up_to_30_against_the_gifts() -> Cases {
    let most_gifts = PROBLEM.limit("M");
    let mut cases = PROBLEM.cases("every n <= 300, m <= 30");
    for m in 1..=30u64 {
        for n in 1..=300u64 {
            // A position is the total so far; a gift of 1..=m that brings it
            // to n or more ends the game, and the giver has won (the next
            // player has no move).
            let mut game = WinLose::normal(move |&total: &u64| {
                if total >= n {
                    vec![]
                } else {
                    (1..=m).map(|gift| (total + gift).min(n)).collect()
                }
            });
            cases.push_inside(m <= most_gifts, pair(n, m), ANSWERS.of(game.wins(&0)));
        }
    }
    assert!(cases.expected().iter().any(|w| w == "Grass\n"));
    assert!(cases.expected().iter().any(|w| w == "Rabbit\n"));
    cases
}

/// The limits and multiples of m + 1 near them.
fn edges() -> Vec<Cases> {
    let (top_target, most_gifts) = (PROBLEM.limit("N"), PROBLEM.limit("M"));
    let mut cases = PROBLEM.cases("limits and multiples of m + 1");
    for m in 1..=most_gifts {
        let top = top_target / (m + 1) * (m + 1);
        for n in [1, m, m + 1, m + 2, top - 1, top, top + 1, top_target - 1, top_target] {
            if n <= top_target {
                cases.push(pair(n, m), "");
            }
        }
    }
    for (v, w) in every_scale::pairs_of_every_scale(2188, top_target) {
        let m = w % most_gifts + 1;
        for n in [every_scale::multiple_from(v, m + 1), v] {
            cases.push_inside(n <= top_target, pair(n, m), "");
        }
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for (n, m) in [(top_target + 1, 1), (1, most_gifts + 1)] {
        cases.push_beyond(pair(n, m), "");
    }
    vec![cases]
}
