//! POJ 2234, Matches Game: Nim, lines of 1 <= M <= 20 piles of 1..=10^7, until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj2234",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_piles_up_to_10_against_the_moves()],
    edges,
    shrink: super::whole,
};

pub const ANSWERS: Words = Words { lose: "No\n", win: "Yes\n" };

/// Lines `M a_1 .. a_M` (1 <= M <= M, 1 <= a_i <= A) until end of input.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        let piles = input.number("M", 1..=PROBLEM.limit("M"))?;
        input.numbers_line("pile", piles, 1..=PROBLEM.limit("A"))?;
    }
    Ok(())
}

/// `M a1 .. aM`.
pub fn line(piles: &[u64]) -> String {
    let mut counted = vec![piles.len() as u64];
    counted.extend_from_slice(piles);
    nim::words(&counted) + "\n"
}

pub fn every_multiset_of_up_to_4_piles_up_to_10_against_the_moves() -> Cases {
    let mut game = WinLose::normal(nim::moves);
    let mut cases = PROBLEM.cases("every multiset of up to 4 piles <= 10");
    for piles in nim::multisets(4, 0, 10) {
        let inside = !piles.is_empty() && piles.iter().all(|&a| a >= 1);
        cases.push_inside(inside, line(&piles), ANSWERS.of(game.wins(&piles)));
    }
    assert!(cases.expected().iter().any(|w| w == "No\n"));
    cases
}

/// The most and largest piles, 2^23 (the top bit of 10^7), pairs.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the most and the largest piles");
    let (top, most) = (PROBLEM.limit("A"), PROBLEM.limit("M") as usize);
    let sets: Vec<Vec<u64>> = vec![
        vec![top],
        vec![top; most],
        vec![top; most - 1],
        vec![1; most],
        vec![1; most - 1],
        vec![1 << 23, 1 << 23],
        vec![1 << 23, (1 << 23) - 1],
        vec![top, top - 1, 1],
        (1..=most as u64).collect(),
        (0..most as u64).map(|i| top - i).collect(),
    ];
    for piles in sets {
        cases.push(line(&piles), "");
    }
    vec![
        cases,
        every_scale::copied_heaps(&PROBLEM, top, 1, line),
        every_scale::cancelling_heaps(&PROBLEM, top, 1, |heap| heap, line),
    ]
}
