//! POJ 2348 (HDU 1525), Euclid's game: pairs `a b` of positive numbers
//! (Kattis: below 2^31) until `0 0` (see [`super::euclid`], shared with
//! Luogu P1290).

use super::{euclid, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::validate::{Input, Valid};

pub use euclid::ANSWERS;

pub const PROBLEM: Problem = Problem {
    id: "poj2348",
    validate,
    layout: Layout::EndedBy("0 0\n"),
    answers: Answers::OneLine,
    small: || vec![every_pair_up_to_300()],
    edges: || euclid::edges(&PROBLEM),
    shrink: super::whole,
};

/// Lines `a b`, 1 <= a, b <= N, until the line `0 0`.
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0 0")? {
        input.number("a", 1..=PROBLEM.limit("N"))?;
        input.number("b", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
    }
    Ok(())
}

/// Every pair up to 300 but `0 0`, the terminator.
pub fn every_pair_up_to_300() -> Cases {
    euclid::every_pair_up_to_300(&PROBLEM, false)
}
