//! Luogu P1247, Matchstick Game: Nim on k <= 5 * 10^5 heaps of at most
//! 10^9; print `lose`, or the first winning move in (heap, amount) order
//! and the heaps after it. One test per file.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::nim;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu1247",
    validate,
    layout: Layout::Single,
    answers: Answers::Whole,
    small,
    edges,
    shrink: super::whole,
};

/// k / n_1 .. n_k: 0 <= k <= K, 0 <= n_i <= N.
fn validate(input: &mut Input) -> Valid {
    // The statement bounds k and n_i only from above: 0 stays legal.
    let count = input.number("k", 0..=most() as u64)?;
    input.end_line()?;
    input.numbers_line("n", count, 0..=top())?;
    Ok(())
}

/// The largest heap and the most heaps the statement allows.
fn top() -> u64 {
    PROBLEM.limit("N")
}
fn most() -> usize {
    PROBLEM.limit("K") as usize
}

/// No heap at all is inside: the statement bounds k only from above.
fn inside(heaps: &[u64]) -> bool {
    heaps.len() <= most() && heaps.iter().all(|&h| h <= top())
}

/// Every list of up to 3 heaps of 0..=5 and of 4 heaps of 0..=3, in order
/// (the answer names a heap by its place): the answer is the first move,
/// heaps from the first and amounts from 1, that a search of the moves
/// finds lost for the other player.
pub fn small() -> Vec<Cases> {
    let mut game = WinLose::normal(nim::moves);
    let mut cases = PROBLEM.cases("every list of up to 3 heaps <= 5 and of 4 heaps <= 3");
    let mut lists: Vec<Vec<u64>> = vec![vec![]];
    for (count, high) in [(1, 5), (2, 5), (3, 5), (4, 3)] {
        let mut list = vec![0u64; count];
        loop {
            lists.push(list.clone());
            // The next list in order, as a number in base high + 1.
            match list.iter().rposition(|&h| h < high) {
                Some(at) => {
                    list[at] += 1;
                    list[at + 1..].iter_mut().for_each(|h| *h = 0);
                }
                None => break,
            }
        }
    }
    for heaps in lists {
        let mut answer = "lose\n".to_string();
        'moves: for (b, &heap) in heaps.iter().enumerate() {
            for a in 1..=heap {
                let mut after = heaps.clone();
                after[b] -= a;
                let mut position = after.clone();
                position.sort_unstable();
                if !game.wins(&position) {
                    answer = format!("{} {}\n{}\n", a, b + 1, nim::words(&after));
                    break 'moves;
                }
            }
        }
        cases.push_inside(inside(&heaps), nim::counted_lines(&heaps), answer);
    }
    vec![cases]
}

/// The most heaps, the largest heaps, the winning heap first or last, and
/// heaps of every scale.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the most heaps and the largest");
    let spread: Vec<u64> = (0..most() as u64).map(|i| top() - (i * 7919) % top()).collect();
    let lost = nim::constructed(1247, 1, 40)[0].0.clone();
    let mut first_wins = lost.clone();
    first_wins[0] ^= 1 << 29;
    let sets: Vec<Vec<u64>> = vec![
        spread.clone(),
        spread[1..].to_vec(),
        vec![top(); most()],
        vec![top(); most() - 1],
        vec![top()],
        vec![0],
        vec![0, 0, 1],
        (1..=30).map(|i| 1 << i).collect(),
        lost,
        first_wins,
    ];
    for heaps in sets {
        cases.push_inside(inside(&heaps), nim::counted_lines(&heaps), "");
    }
    vec![
        cases,
        every_scale::copied_heaps(&PROBLEM, top(), 1, nim::counted_lines),
        every_scale::cancelling_heaps(&PROBLEM, top(), 1, |heap| heap, nim::counted_lines),
    ]
}
