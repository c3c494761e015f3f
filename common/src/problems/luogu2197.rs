//! Luogu P2197, Nim template: Nim, T <= 10 tests of n <= 10^4 heaps of 0 <= x < 10^4
//! (heaps of 0 allowed); taking the last stone wins.

use super::{every_scale, heap_sums, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu2197",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_heaps_up_to_10_against_the_moves()],
    edges,
    shrink: super::whole,
};

pub const ANSWERS: Words = Words { lose: "No\n", win: "Yes\n" };

/// T, then T tests `n` / a_1 .. a_n: T <= CASES, n <= N, a_i <= A.
fn validate(input: &mut Input) -> Valid {
    // The statement bounds T, n and the heaps only from above: 0 stays legal.
    let tests = input.number("T", 0..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        let n = input.number("n", 0..=most() as u64)?;
        input.end_line()?;
        // n = 0: the statement does not say whether the empty line of heaps
        // is written, so a blank line and none are both read.
        if n > 0 || !input.more_on_line() {
            input.numbers_line("a", n, 0..=top())?;
        }
    }
    Ok(())
}

/// The largest heap the statement allows, and the most heaps.
fn top() -> u64 {
    PROBLEM.limit("A")
}
fn most() -> usize {
    PROBLEM.limit("N") as usize
}

pub fn every_multiset_of_up_to_4_heaps_up_to_10_against_the_moves() -> Cases {
    heap_sums::every_multiset_of_up_to_4_heaps(&PROBLEM, &ANSWERS, nim::moves, 10, true)
}

/// The most and largest heaps, heaps of 0 among them, 2^13 (the top bit of
/// 9999) with its neighbour.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the largest heaps, the most of them, empty heaps");
    let sets: Vec<Vec<u64>> = vec![
        vec![top()],
        vec![0],
        vec![0; most()],
        vec![top(); most()],
        vec![top(); most() - 1],
        vec![1 << 13, 1 << 13],
        vec![1 << 13, (1 << 13) - 1],
        vec![top(), 0, top()],
        (0..20).collect(),
        (0..20).map(|i| top() - i).collect(),
    ];
    for heaps in sets {
        cases.push(nim::counted_lines(&heaps), "");
    }
    vec![
        cases,
        every_scale::copied_heaps(&PROBLEM, top(), 0, nim::counted_lines),
        every_scale::cancelling_heaps(&PROBLEM, top(), 0, |heap| heap, nim::counted_lines),
    ]
}
