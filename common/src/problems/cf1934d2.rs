//! Codeforces 1934 D2, XOR Break — Game Version: interactive, played by
//! the judge of `crate::interact::cf1934d2`. A judge's test is `t`
//! (1 <= t <= 1000), then the games' n (1 <= n <= 10^18), one a line.

use super::{Answers, Layout, Problem};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "cf1934d2",
    validate,
    layout: Layout::Interactive,
    answers: Answers::Whole,
    small: Vec::new,
    edges: Vec::new,
    shrink: super::whole,
};

/// `t`, then t lines `n`.
fn validate(input: &mut Input) -> Valid {
    let games = input.number("t", 1..=PROBLEM.limit("T"))?;
    input.end_line()?;
    for _ in 0..games {
        input.number("n", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
    }
    Ok(())
}
