//! HDU 3032, Lasker's Nim: counted cases of 1 <= N <= 10^6 heaps of
//! 1 <= s <= 2^31 - 1; a move takes from one heap or splits it in two.

use super::{split_nim, Answers, Layout, Problem};
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu3032",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || split_nim::small(&PROBLEM, &WORDS, 2, 200, 24, 1),
    edges: || split_nim::edges(&PROBLEM, 2, (1 << 31) - 1, 1_000_000),
    shrink: super::whole,
};

/// T (1 <= T <= CASES), then T cases: N (1 <= N <= the limit N), then a
/// line of N heaps 1 <= s <= S.
fn validate(input: &mut Input) -> Valid {
    split_nim::validate(input, &PROBLEM)
}

pub const WORDS: Words = Words { lose: "Bob\n", win: "Alice\n" };
