//! POJ 1740, A New Stone Game: piles (empty ones allowed) of at most 100; a move takes from one pile and may spread the rest over the others; until `0`.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj1740",
    validate,
    layout: Layout::EndedBy("0\n"),
    answers: Answers::OneLine,
    small: || vec![every_multiset_of_up_to_4_piles_up_to_6_against_the_moves()],
    edges,
    shrink: super::whole,
};

pub const ANSWERS: Words = Words { lose: "0\n", win: "1\n" };

/// Cases until a line `0`: a line `n` (1 <= n <= N), then a line of n
/// piles in 0..=A.
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0")? {
        let n = input.number("n", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        // The statement bounds the piles only above: an empty pile is taken as legal.
        input.numbers_line("pile", n, 0..=PROBLEM.limit("A"))?;
    }
    Ok(())
}

/// Every way to add `stones` to the piles at `targets` of `piles`.
pub fn spread(piles: &[u64], targets: &[usize], stones: u64, out: &mut Vec<Vec<u64>>) {
    match targets.split_first() {
        None if stones == 0 => out.push(piles.to_vec()),
        None => {}
        Some((&first, rest)) => {
            for give in 0..=stones {
                let mut more = piles.to_vec();
                more[first] += give;
                spread(&more, rest, stones - give, out);
            }
        }
    }
}

/// Every position one move reaches from pile `i`, in the piles' order:
/// discard 1..=a, keep some of the rest, spread the others over the
/// piles that still hold stones.
pub fn moves_from_pile(piles: &[u64], i: usize) -> Vec<Vec<u64>> {
    let others: Vec<usize> = (0..piles.len()).filter(|&j| j != i && piles[j] > 0).collect();
    let mut out = Vec::new();
    for discard in 1..=piles[i] {
        let rest = piles[i] - discard;
        for keep in 0..=rest {
            let mut after = piles.to_vec();
            after[i] = keep;
            spread(&after, &others, rest - keep, &mut out);
        }
    }
    out
}

#[allow(clippy::ptr_arg)] // the search hands over its own positions
pub fn moves(piles: &Vec<u64>) -> Vec<Vec<u64>> {
    (0..piles.len())
        .flat_map(|i| moves_from_pile(piles, i))
        .map(|mut after| {
            after.retain(|&a| a > 0);
            after.sort_unstable();
            after
        })
        .collect()
}

pub fn every_multiset_of_up_to_4_piles_up_to_6_against_the_moves() -> Cases {
    let mut game = WinLose::normal(moves);
    let mut cases = PROBLEM.cases("every multiset of 1 to 4 piles <= 6");
    for piles in nim::multisets(4, 0, 6).into_iter().filter(|p| !p.is_empty()) {
        let position: Vec<u64> = piles.iter().copied().filter(|&a| a > 0).collect();
        cases.push(nim::counted_lines(&piles), ANSWERS.of(game.wins(&position)));
    }
    assert!(cases.expected().iter().any(|w| w == "0\n"));
    cases
}

/// Empty piles beside full ones (empty piles pair with each other), pairs
/// of equal piles, the largest piles and the most.
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("N") as usize, PROBLEM.limit("A"));
    let mut cases = PROBLEM.cases("empty piles, equal pairs and the largest piles");
    let sets: Vec<Vec<u64>> = vec![
        vec![0],
        vec![0, 0],
        vec![0, 5],
        vec![0, 0, 5],
        vec![0, 5, 5],
        vec![5, 5, 0, 0],
        vec![top],
        vec![top, top],
        vec![top, top - 1],
        vec![1, 1, 2, 2, 3, 3, 4, 4, top, top],
        vec![0; most],
        vec![top; most],
        vec![top; most - 1],
        (0..most as u64).map(|i| i % 2 * top).collect(),
    ];
    for piles in sets {
        cases.push(nim::counted_lines(&piles), "");
    }
    vec![cases, every_scale::copied_heaps(&PROBLEM, top, 1, nim::counted_lines)]
}
