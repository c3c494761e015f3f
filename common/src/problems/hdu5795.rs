//! HDU 5795, A Simple Nim: counted cases of 1 <= n <= 10^6 heaps of
//! 1 <= s <= 10^9; a move takes from one heap or splits it in three.

use super::{split_nim, Answers, Layout, Problem};
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu5795",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || split_nim::small(&PROBLEM, &WORDS, 3, 200, 24, 1),
    edges: || split_nim::edges(&PROBLEM, 3, 1_000_000_000, 1_000_000),
    shrink: super::whole,
};

/// T (1 <= T <= CASES), then T cases: N (1 <= N <= the limit N), then a
/// line of N heaps 1 <= s <= S.
fn validate(input: &mut Input) -> Valid {
    split_nim::validate(input, &PROBLEM)
}

pub const WORDS: Words = Words { lose: "Second player wins.\n", win: "First player wins.\n" };
