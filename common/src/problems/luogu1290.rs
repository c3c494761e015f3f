//! Luogu P1290, Euclid's game: C <= 6 games `M N`, 0 < M, N < 2^31 (see
//! [`super::euclid`], shared with POJ 2348).

use super::{euclid, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::validate::{Input, Valid};

pub use euclid::ANSWERS;

pub const PROBLEM: Problem = Problem {
    id: "luogu1290",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_pair_up_to_300()],
    edges: || euclid::edges(&PROBLEM),
    shrink: super::whole,
};

/// C (1 <= C <= CASES), then C lines `M N`, 1 <= M, N <= N.
fn validate(input: &mut Input) -> Valid {
    let games = input.number("C", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..games {
        input.number("M", 1..=PROBLEM.limit("N"))?;
        input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
    }
    Ok(())
}

/// Every pair up to 300, `0 0` included (beyond: no terminator here).
pub fn every_pair_up_to_300() -> Cases {
    euclid::every_pair_up_to_300(&PROBLEM, true)
}
