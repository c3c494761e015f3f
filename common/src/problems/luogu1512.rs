//! luogu1512: the Calendar Game ending on 2006-11-04 (see [`super::calendar`]).

use super::{calendar, Answers, Layout, Problem};

pub const PROBLEM: Problem = Problem {
    id: "luogu1512",
    validate: crate::validate::unwritten,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || calendar::small(&PROBLEM, calendar::EDEN_END),
    edges: || calendar::edges(&PROBLEM, calendar::EDEN_END),
    shrink: super::whole,
};
