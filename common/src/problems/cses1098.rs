//! CSES 1098, Nim Game II: heaps where a move takes 1, 2 or 3 sticks from one;
//! t <= 2 * 10^5 tests of 1 <= n heaps (the sum of n at most 2 * 10^5) of
//! 1 <= x_i <= 10^9; taking the last stick wins.

use super::{every_scale, heap_sums, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "cses1098",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_heaps_up_to_12_against_the_moves()],
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

/// Every position one move reaches: take 1, 2 or 3 from one heap.
// `&Vec`, not a slice: the search calls it with its own positions.
#[allow(clippy::ptr_arg)]
fn moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &x) in heaps.iter().enumerate() {
        for take in 1..=x.min(3) {
            let mut after = heaps.clone();
            after[i] = x - take;
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

pub fn every_multiset_of_up_to_4_heaps_up_to_12_against_the_moves() -> Cases {
    heap_sums::every_multiset_of_up_to_4_heaps(&PROBLEM, &ANSWERS, moves, 12, false)
}

/// The largest heaps and their residues mod 4, and tests holding every heap
/// the statement allows in a file, each a file of its own.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the largest heaps and the most of them");
    let sets: Vec<Vec<u64>> = vec![
        vec![top()],
        vec![top() - 1],
        vec![top(), top() - 4],
        vec![top(), top() - 1],
        vec![top(), 1],
        vec![top() - 1, top() - 2, top() - 3],
        (1..=20).collect(),
        (0..20).map(|i| top() - i).collect(),
    ];
    for heaps in sets {
        cases.push(nim::counted_lines(&heaps), "");
    }
    let most = PROBLEM.limit("SUM_N") as usize;
    let mut sets = heap_sums::one_test_per_file(
        &PROBLEM,
        vec![vec![4; most], vec![1; most], vec![1; most - 1]],
    );
    sets.extend([
        cases,
        every_scale::copied_heaps(&PROBLEM, top(), 1, nim::counted_lines),
        cancelling_heaps(),
    ]);
    sets
}

/// At every scale, heaps `v, w` and a third of v's scale whose value
/// cancels theirs (lost), or does not (won): a program that drops high bits
/// or reads x mod 4 wrongly shows at that scale. Answers are the reference's.
fn cancelling_heaps() -> Cases {
    let mut cases = PROBLEM.cases("heaps whose values cancel, or not, at every scale");
    for (v, w) in every_scale::pairs_of_every_scale(1098, top()) {
        let cancel = (v & !3) | ((v ^ w) & 3);
        for heaps in [vec![v, w, cancel], vec![v, w, cancel ^ 1]] {
            if heaps.iter().all(|&h| h >= 1) {
                every_scale::push_heaps(&mut cases, &heaps, top(), 1, &nim::counted_lines);
            }
        }
    }
    cases
}
