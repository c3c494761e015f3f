//! poj1082: the Calendar Game (see [`super::calendar`]).

use super::{calendar, Answers, Layout, Problem};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj1082",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || calendar::small(&PROBLEM, calendar::TAEJON_END),
    edges: || calendar::edges(&PROBLEM, calendar::TAEJON_END),
    shrink: super::whole,
};

/// T, then T dates `year month day` that exist, from 1 January of
/// FIRST_YEAR to the end, 2001-11-04.
fn validate(input: &mut Input) -> Valid {
    calendar::validate(input, &PROBLEM, calendar::TAEJON_END)
}
