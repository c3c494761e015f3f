//! hdu1079: the Calendar Game (see [`super::calendar`]).

use super::{calendar, Answers, Layout, Problem};

pub const PROBLEM: Problem = Problem {
    id: "hdu1079",
    validate: crate::validate::unwritten,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || calendar::small(&PROBLEM, calendar::TAEJON_END),
    edges: || calendar::edges(&PROBLEM, calendar::TAEJON_END),
    shrink: super::whole,
};
