//! HDU 1850, Being a Good Boy in Spring Festival: 1 < M <= 100 piles of 1 <= N_i <= 10^6, the count of winning first moves, until M = 0.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::nim;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1850",
    validate,
    layout: Layout::EndedBy("0\n"),
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_piles_up_to_10_every_move_counted()],
    edges,
    shrink: super::whole,
};

/// Cases of a line `M` (2..=M) and a line of M piles 1..=N, until the line `0`.
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0")? {
        let piles = input.number("M", 2..=PROBLEM.limit("M"))?;
        input.end_line()?;
        input.numbers_line("N_i", piles, 1..=PROBLEM.limit("N"))?;
    }
    Ok(())
}

pub fn every_multiset_of_up_to_4_piles_up_to_10_every_move_counted() -> Cases {
    let mut game = WinLose::normal(nim::moves);
    let mut cases = PROBLEM.cases("every multiset of 1 to 4 piles <= 10");
    let mut most = 0;
    for piles in nim::multisets(4, 0, 10).into_iter().filter(|p| !p.is_empty()) {
        // Every (pile, amount): moves on equal piles count separately.
        let mut winning = 0;
        for i in 0..piles.len() {
            for take in 1..=piles[i] {
                let mut after = piles.clone();
                after[i] -= take;
                after.sort_unstable();
                winning += u64::from(!game.wins(&after));
            }
        }
        most = most.max(winning);
        let inside = piles.len() >= 2 && piles.iter().all(|&a| a >= 1);
        cases.push_inside(inside, nim::counted_lines(&piles), format!("{}\n", winning));
    }
    assert!(most >= 3, "some position has several winning moves");
    cases
}

/// The most piles, the largest piles, and xors whose top bit many piles share.
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("M") as usize, PROBLEM.limit("N"));
    let mut cases = PROBLEM.cases("the most and largest piles");
    let mut rng = crate::rng::Rng::new(1850);
    let random: Vec<u64> = (0..most).map(|_| rng.range(1, top)).collect();
    let mut planted: Vec<u64> = (0..most - 1).map(|_| rng.range(1 << 19, top)).collect();
    planted.push(1);
    for piles in [
        vec![top; most],
        vec![top; most - 1],
        vec![1, 1],
        vec![1, 2],
        vec![top, 1],
        vec![1; most],
        vec![1; most - 1],
        random,
        planted,
        (1..=most as u64).collect(),
    ] {
        cases.push(nim::counted_lines(&piles), "");
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for piles in [vec![1; most + 1], vec![1, top + 1]] {
        cases.push_beyond(nim::counted_lines(&piles), "");
    }
    vec![
        cases,
        every_scale::copied_heaps(&PROBLEM, top, 2, nim::counted_lines),
        every_scale::cancelling_heaps(&PROBLEM, top, 2, |heap| heap, nim::counted_lines),
    ]
}
