//! poj1067: Wythoff pairs until end of input (see [`super::wythoff_pairs`]).

use super::{wythoff_pairs, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::suites::Answers as Words;

pub const PROBLEM: Problem = Problem {
    id: "poj1067",
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words {
    lose: "0\n",
    win: "1\n",
};

fn small() -> Vec<Cases> {
    wythoff_pairs::small(&PROBLEM, &WORDS)
}

fn edges() -> Vec<Cases> {
    wythoff_pairs::edges(&PROBLEM)
}
