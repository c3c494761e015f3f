//! AtCoder ABC278 G, Generalized Subtraction Game: interactive, played by
//! the judge of `crate::interact::abc278g`. A judge's test is its line
//! `N L R`, 1 <= L <= R <= N <= 2000.

use super::{Answers, Layout, Problem};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "abc278g",
    validate,
    layout: Layout::Interactive,
    answers: Answers::Whole,
    small: Vec::new,
    edges: Vec::new,
    shrink: super::whole,
};

/// `N L R` with 1 <= L <= R <= N <= N's limit.
fn validate(input: &mut Input) -> Valid {
    let n = input.number("N", 1..=PROBLEM.limit("N"))?;
    let low = input.number("L", 1..=n)?;
    input.number("R", low..=n)?;
    input.end_line()
}
