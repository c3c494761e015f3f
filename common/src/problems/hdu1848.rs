//! HDU 1848, Fibonacci again and again: three heaps 1 <= m, n, p <= 1000, a move takes a Fibonacci number from one, until `0 0 0`.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::{Grundy, WinLose};
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1848",
    validate,
    layout: Layout::EndedBy("0 0 0\n"),
    answers: Answers::OneLine,
    small: || {
        vec![
            every_pair_of_heaps_up_to_1000_against_a_grundy_search(),
            every_triple_up_to_30_against_a_search_of_the_triple(),
        ]
    },
    edges,
    shrink: super::whole,
};

/// Lines `m n p`, each 1..=N, until the line `0 0 0`.
fn validate(input: &mut Input) -> Valid {
    let top = PROBLEM.limit("N");
    while !input.terminator("0 0 0")? {
        input.number("m", 1..=top)?;
        input.number("n", 1..=top)?;
        input.number("p", 1..=top)?;
        input.end_line()?;
    }
    Ok(())
}

/// The statement's Fibonacci numbers 1, 2, 3, 5, ... up to `max`.
pub fn fibonacci_up_to(max: u64) -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut numbers = vec![];
    while a <= max {
        numbers.push(a);
        (a, b) = (b, a + b);
    }
    numbers
}

pub fn one_heap(&h: &u64) -> Vec<u64> {
    fibonacci_up_to(h).into_iter().map(|f| h - f).collect()
}

pub const ANSWERS: Words = Words { lose: "Nacci\n", win: "Fibo\n" };

pub fn triple(m: u64, n: u64, p: u64) -> String {
    format!("{} {} {}\n", m, n, p)
}

pub fn every_pair_of_heaps_up_to_1000_against_a_grundy_search() -> Cases {
    // Two heaps (and an empty third) are lost iff their values are equal,
    // so this pins down every value up to 1000.
    let mut grundy = Grundy::new(one_heap);
    let values: Vec<u64> = (0..=1000).map(|h| grundy.value(&h)).collect();
    let mut cases = PROBLEM.cases("every pair of heaps <= 1000");
    for a in 0..=1000u64 {
        for b in 0..=1000u64 {
            if (a, b) != (0, 0) {
                let lost = values[a as usize] == values[b as usize];
                cases.push_beyond(triple(a, b, 0), ANSWERS.of(!lost));
            }
        }
    }
    cases
}

pub fn every_triple_up_to_30_against_a_search_of_the_triple() -> Cases {
    let mut game = WinLose::normal(|&(a, b, c): &(u64, u64, u64)| {
        let mut next = Vec::new();
        next.extend(one_heap(&a).into_iter().map(|x| (x, b, c)));
        next.extend(one_heap(&b).into_iter().map(|y| (a, y, c)));
        next.extend(one_heap(&c).into_iter().map(|z| (a, b, z)));
        next
    });
    let mut cases = PROBLEM.cases("every triple <= 30");
    for a in 0..=30u64 {
        for b in 0..=30u64 {
            for c in 0..=30u64 {
                if (a, b, c) != (0, 0, 0) {
                    let inside = a >= 1 && b >= 1 && c >= 1;
                    cases.push_inside(inside, triple(a, b, c), ANSWERS.of(game.wins(&(a, b, c))));
                }
            }
        }
    }
    assert!(cases.expected().iter().any(|w| w == "Nacci\n"));
    cases
}

/// The limits, and Fibonacci numbers and their neighbours in each heap.
fn edges() -> Vec<Cases> {
    let top = PROBLEM.limit("N");
    let mut cases = PROBLEM.cases("limits and Fibonacci heaps");
    let mut heaps = vec![1, 2, top - 1, top];
    for f in fibonacci_up_to(top) {
        heaps.extend([f, f + 1, f.max(2) - 1]);
    }
    heaps.retain(|h| (1..=top).contains(h));
    for (i, &a) in heaps.iter().enumerate() {
        for &b in &heaps[i..] {
            cases.push(triple(a, b, top), "");
            cases.push(triple(1, a, b), "");
        }
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for (m, n, p) in [(top + 1, 1, 1), (1, top + 1, 1), (1, 1, top + 1)] {
        cases.push_beyond(triple(m, n, p), "");
    }
    vec![cases]
}
