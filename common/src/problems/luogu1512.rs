//! luogu1512: the Calendar Game ending on 2006-11-04 (see [`super::calendar`]).

use super::{calendar, Answers, Layout, Problem};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu1512",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || calendar::small(&PROBLEM, calendar::EDEN_END),
    edges: || calendar::edges(&PROBLEM, calendar::EDEN_END),
    shrink: super::whole,
};

/// T, then T dates `year month day` that exist, from 1 January of
/// FIRST_YEAR to the day before the end, 2006-11-03.
fn validate(input: &mut Input) -> Valid {
    calendar::validate(input, &PROBLEM, calendar::EDEN_LAST_START)
}
