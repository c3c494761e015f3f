//! HDU 1847, Good Luck in CET-4: n cards (1 <= n <= 1000), a move takes a power of two, until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1847",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_n_up_to_5000_against_the_moves()],
    edges,
    shrink: super::whole,
};

/// Lines `n`, 1 <= n <= N, until the end of the input.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        input.number("n", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "Cici\n", win: "Kiki\n" };

/// Every position one move reaches: take 2^k <= n cards.
pub fn take_a_power_of_two(&n: &u64) -> Vec<u64> {
    (0..64).map(|k| 1u64 << k).take_while(|&t| t <= n).map(|t| n - t).collect()
}

pub fn every_n_up_to_5000_against_the_moves() -> Cases {
    let top = PROBLEM.limit("N");
    let mut game = WinLose::normal(take_a_power_of_two);
    let mut cases = PROBLEM.cases("every n <= 5000");
    for n in 0..=5000u64 {
        cases.push_inside((1..=top).contains(&n), format!("{}\n", n), ANSWERS.of(game.wins(&n)));
    }
    assert!(cases.expected().iter().any(|w| w == "Cici\n"));
    cases
}

/// The limits, multiples of 3 near them, and powers of two.
fn edges() -> Vec<Cases> {
    let top = PROBLEM.limit("N");
    let mut cases = PROBLEM.cases("limits, multiples of 3 and powers of two");
    let mut values: Vec<u64> = vec![1, 2, 3, 4, top - 4, top - 3, top - 2, top - 1, top];
    values.extend((0..10).map(|k| 1u64 << k));
    values.extend((0..10).map(|k| (1u64 << k) + 1));
    for n in values {
        cases.push(format!("{}\n", n), "");
    }
    // Counts of every scale: multiples of 3 (lost) and not.
    for (v, _) in every_scale::pairs_of_every_scale(1847, top) {
        for n in [every_scale::multiple_from(v, 3), v] {
            cases.push_inside(n <= top, format!("{}\n", n), "");
        }
    }
    vec![cases]
}
