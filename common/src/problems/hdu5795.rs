//! HDU 5795, A Simple Nim: counted cases of 1 <= n <= 10^6 heaps of
//! 1 <= s <= 10^9; a move takes from one heap or splits it in three.

use super::{split_nim, Answers, Layout, Problem};
use crate::suites::Answers as Words;

pub const PROBLEM: Problem = Problem {
    id: "hdu5795",
    validate: crate::validate::unwritten,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || split_nim::small(&PROBLEM, &WORDS, 3, 200, 24, 1),
    edges: || split_nim::edges(&PROBLEM, 3, 1_000_000_000, 1_000_000),
    shrink: super::whole,
};

pub const WORDS: Words = Words {
    lose: "Second player wins.\n",
    win: "First player wins.\n",
};
