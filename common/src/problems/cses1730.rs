//! CSES 1730, Nim Game I: Nim, t <= 2 * 10^5 tests of 1 <= n heaps (the sum of n
//! at most 2 * 10^5) of 1 <= x_i <= 10^9; taking the last stick wins.

use super::{every_scale, heap_sums, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "cses1730",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_heaps_up_to_10_against_the_moves()],
    edges,
    shrink: super::whole,
};

/// t, then t tests `n` / x_1 .. x_n: 1 <= x_i <= X, 1 <= n <= N, the sum of n
/// at most SUM_N.
fn validate(input: &mut Input) -> Valid {
    let values = 1..=PROBLEM.limit("X");
    let (most, most_in_file) = (PROBLEM.limit("N"), PROBLEM.limit("SUM_N"));
    heap_sums::validate_cses_tests(input, "x", values, most, most_in_file)
}

pub const ANSWERS: Words = Words { lose: "second\n", win: "first\n" };

/// The largest heap the statement allows.
fn top() -> u64 {
    PROBLEM.limit("X")
}

pub fn every_multiset_of_up_to_4_heaps_up_to_10_against_the_moves() -> Cases {
    heap_sums::every_multiset_of_up_to_4_heaps(&PROBLEM, &ANSWERS, nim::moves, 10, false)
}

/// The largest heaps, 2^29 (the top bit of 10^9) with its neighbours, and
/// tests holding every heap the statement allows in a file, each a file of
/// its own.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the largest heaps and the most of them");
    let sets: Vec<Vec<u64>> = vec![
        vec![top()],
        vec![top(), top()],
        vec![1 << 29, 1 << 29],
        vec![1 << 29, (1 << 29) - 1],
        vec![top(), top() - 1, 1],
        (1..=20).collect(),
        (0..20).map(|i| top() - i).collect(),
    ];
    for heaps in sets {
        cases.push(nim::counted_lines(&heaps), "");
    }
    let most = PROBLEM.limit("SUM_N") as usize;
    let mut sets = heap_sums::one_test_per_file(&PROBLEM, vec![vec![1; most], vec![1; most - 1]]);
    sets.extend([
        cases,
        every_scale::copied_heaps(&PROBLEM, top(), 1, nim::counted_lines),
        every_scale::cancelling_heaps(&PROBLEM, top(), 1, |heap| heap, nim::counted_lines),
    ]);
    sets
}
