//! HDU 1907, John: misère Nim, counted cases of 1 <= N <= 47 piles of 1 <= A_i <= 4747.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1907",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_piles_up_to_8_against_a_misere_search()],
    edges,
    shrink: super::whole,
};

/// T (1..=CASES), then T cases of a line `N` (1..=N) and a line of N piles
/// 1..=A.
fn validate(input: &mut Input) -> Valid {
    let count = input.number("T", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..count {
        let piles = input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        input.numbers_line("A_i", piles, 1..=PROBLEM.limit("A"))?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "Brother\n", win: "John\n" };

pub fn every_multiset_of_up_to_4_piles_up_to_8_against_a_misere_search() -> Cases {
    // Misere: the player left without a move (every candy eaten, the last
    // one by the other player) has won.
    let mut game = WinLose::misere(nim::moves);
    let mut cases = PROBLEM.cases("every multiset of up to 4 piles <= 8");
    for piles in nim::multisets(4, 0, 8) {
        let inside = !piles.is_empty() && piles.iter().all(|&a| a >= 1);
        cases.push_inside(inside, nim::counted_lines(&piles), ANSWERS.of(game.wins(&piles)));
    }
    for ones in 1..=9 {
        let piles = vec![1; ones];
        let inside = !piles.is_empty() && piles.iter().all(|&a| a >= 1);
        cases.push_inside(inside, nim::counted_lines(&piles), ANSWERS.of(game.wins(&piles)));
    }
    assert!(cases.expected().iter().any(|w| w == "Brother\n"));
    cases
}

/// Piles of one only (odd and even counts, up to the most), one pile of
/// two or more among ones, and the largest piles.
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("N") as usize, PROBLEM.limit("A"));
    let mut cases = PROBLEM.cases("piles of one, the most and the largest piles");
    let mut sets: Vec<Vec<u64>> = vec![
        vec![1; most],
        vec![1; most - 1],
        vec![top; most],
        vec![top; most - 1],
        vec![2],
        vec![top],
    ];
    for ones in 1..=4 {
        sets.push(vec![1; ones]);
        let mut with_two = vec![1; ones];
        with_two.push(2);
        sets.push(with_two);
    }
    let mut planted = vec![1; most - 1];
    planted.push(top);
    sets.push(planted);
    for piles in sets {
        cases.push(nim::counted_lines(&piles), "");
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for piles in [vec![1; most + 1], vec![top + 1]] {
        cases.push_beyond(nim::counted_lines(&piles), "");
    }
    vec![
        cases,
        every_scale::copied_heaps(&PROBLEM, top, 1, nim::counted_lines),
        every_scale::cancelling_heaps(&PROBLEM, top, 1, |heap| heap, nim::counted_lines),
    ]
}
