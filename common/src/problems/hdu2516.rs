//! HDU 2516, Take Stones (the Fibonacci game): 2 <= n < 2^31, until `0`.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};
use crate::wythoff::fibonacci_u64;

pub const PROBLEM: Problem = Problem {
    id: "hdu2516",
    validate,
    layout: Layout::EndedBy("0\n"),
    answers: Answers::OneLine,
    small: || vec![every_n_up_to_400_against_a_search_of_the_states()],
    edges,
    shrink: super::whole,
};

/// Lines `n`, 2 <= n <= N, until the line `0`.
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0")? {
        input.number("n", 2..=PROBLEM.limit("N"))?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "Second win\n", win: "First win\n" };

pub fn every_n_up_to_400_against_a_search_of_the_states() -> Cases {
    // (stones left, largest take): a take of t allows the next player 2t.
    let mut game = WinLose::normal(|&(left, most): &(u64, u64)| {
        (1..=most.min(left)).map(|t| (left - t, 2 * t)).collect()
    });
    let mut cases = PROBLEM.cases("every n <= 400");
    for n in 1..=400u64 {
        // The first move may take anything but the whole pile.
        cases.push_inside(n >= 2, format!("{}\n", n), ANSWERS.of(game.wins(&(n, n - 1))));
    }
    assert!(cases.expected().iter().any(|w| w == "Second win\n"));
    cases
}

/// Every Fibonacci number below 2^31 and its neighbours, and 2^31 - 1.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("Fibonacci numbers and their neighbours");
    let limit = PROBLEM.limit("N") + 1;
    for f in fibonacci_u64() {
        for n in [f - 1, f, f + 1] {
            if n >= 2 {
                cases.push_inside(n < limit, format!("{}\n", n), "");
            }
        }
    }
    cases.push(format!("{}\n", limit - 1), "");
    // One past the bound: beyond the statement, and the validator must say so.
    cases.push_beyond(format!("{}\n", limit), "");
    vec![cases]
}
