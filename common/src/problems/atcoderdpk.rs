//! AtCoder EDPC K, Stones: one pile of K <= 10^5 stones, a move removes x
//! stones for some x of 1 <= a_1 < ... < a_N <= K (N <= 100); who cannot
//! move loses. One test per file.

use super::subtraction::{every_set_within, seeded_sets, wins_by_search};
use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "atcoderdpk",
    validate,
    layout: Layout::Single,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words { lose: "Second\n", win: "First\n" };

/// `N K` / a_1 .. a_N: N and K from 1 to their limits, 1 <= a_1 < ... < a_N <= K.
fn validate(input: &mut Input) -> Valid {
    let count = input.number("N", 1..=PROBLEM.limit("N"))?;
    let pile = input.number("K", 1..=PROBLEM.limit("K"))?;
    input.end_line()?;
    let mut least = 1;
    for _ in 0..count {
        let a = input.number("a", 1..=pile)?;
        if a < least {
            return input.fail(format!("a = {} should be above the move before it", a));
        }
        least = a + 1;
    }
    input.end_line()
}

/// The largest pile the statement allows.
fn top() -> u64 {
    PROBLEM.limit("K")
}

/// The test `N K` / `a1 .. aN`.
pub fn test(pile: u64, moves: &[u64]) -> String {
    format!("{} {}\n{}\n", moves.len(), pile, nim::words(moves))
}

/// The statement's tests: 1 to 100 moves, ascending and distinct, each at
/// most K.
pub fn inside(pile: u64, moves: &[u64]) -> bool {
    (1..=top()).contains(&pile)
        && (1..=PROBLEM.limit("N") as usize).contains(&moves.len())
        && moves.windows(2).all(|pair| pair[0] < pair[1])
        && moves.iter().all(|&x| (1..=pile).contains(&x))
}

/// Every set within {1..5} for piles to 24, and seeded sets with moves
/// past 64 for piles to 400, answered by a search of the moves.
pub fn small() -> Vec<Cases> {
    let mut every = PROBLEM.cases("every set of moves within 1..=5, piles to 24");
    for moves in every_set_within(5) {
        let wins = wins_by_search(&moves, 24);
        for pile in 1..=24 {
            every.push_inside(
                inside(pile, &moves),
                test(pile, &moves),
                WORDS.of(wins[pile as usize]),
            );
        }
    }
    let mut seeded =
        PROBLEM.cases("seeded sets of up to 8 moves within 1..=200, piles to 400 (seed 8)");
    for (i, mut moves) in seeded_sets(8, 60, 8, 200).into_iter().enumerate() {
        if i % 3 > 0 {
            moves.sort_unstable();
        }
        let wins = wins_by_search(&moves, 400);
        for pile in [65, 130, 199, 256, 333, 400] {
            seeded.push_inside(
                inside(pile, &moves),
                test(pile, &moves),
                WORDS.of(wins[pile as usize]),
            );
        }
    }
    vec![every, seeded]
}

/// The largest tests, and piles of every scale with both answers.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the largest tests");
    let sets: Vec<(u64, Vec<u64>)> = vec![
        (top(), vec![1]),
        (top() - 1, vec![1]),
        (top(), (1..=100).collect()),
        (top(), (0..100).map(|i| 1000 * i + 1).collect()),
        (top(), vec![top()]),
        (top(), vec![top() - 1, top()]),
        (top(), vec![2, 3, 65, 64_000]),
        (1, vec![1]),
    ];
    for (pile, moves) in sets {
        cases.push_inside(inside(pile, &moves), test(pile, &moves), "");
    }
    // Beyond: K = 0, unsorted moves, repeats, moves past K, K past 10^5.
    for (pile, moves) in [
        (0, vec![1]),
        (5, vec![3, 2]),
        (6, vec![2, 2, 3]),
        (3, vec![7]),
        (10_000_000, vec![1, 70, 1_000_000]),
        (10_000_001, vec![1, 70, 1_000_000]),
    ] {
        cases.push_beyond(test(pile, &moves), "");
    }
    // Piles of every number of digits and bits to 10^7: odd (won) and
    // even (lost) with the move 1 alone; past that, a move of that scale
    // (never playable) beside the move 1, in piles of 5 and 4.
    let mut scales = PROBLEM.cases("piles and moves of every scale (seed 8)");
    for (v, _) in every_scale::pairs_of_every_scale(8, top()) {
        let tests = match v <= 100 * top() {
            true => [(v | 1, vec![1]), ((v & !1).max(2), vec![1])],
            false => [(5, vec![1, v]), (4, vec![1, v])],
        };
        for (pile, moves) in tests {
            scales.push_inside(inside(pile, &moves), test(pile, &moves), "");
        }
    }
    vec![cases, scales]
}
