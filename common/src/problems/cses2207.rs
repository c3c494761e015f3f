//! CSES 2207, Grundy's Game: t <= 10^5 tests of one heap of 1 <= n <= 10^6
//! coins; a move splits a heap into two nonempty heaps of different sizes.
//! No closed form is known: the proofs are a search of whole positions for
//! small n and the Sprague-Grundy values computed heap by heap beyond.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "cses2207",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words { lose: "second\n", win: "first\n" };

/// t (1..=CASES), then t lines `n`, 1 <= n <= N.
fn validate(input: &mut Input) -> Valid {
    let tests = input.number("t", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        input.numbers_line("n", 1, 1..=PROBLEM.limit("N"))?;
    }
    Ok(())
}

/// The largest heap the statement allows.
fn top() -> u64 {
    PROBLEM.limit("N")
}

/// Every position a split reaches: one heap h becomes a and h - a, a < h - a.
/// Heaps of 1 and 2 never move again, so they are left out of a position.
#[allow(clippy::ptr_arg)]
pub fn moves(heaps: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for a in 1..h.div_ceil(2) {
            let mut after: Vec<u64> =
                heaps.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &x)| x).collect();
            after.extend([a, h - a].into_iter().filter(|&x| x >= 3));
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

/// Every heap 1..=40, by a search of whole positions (multisets of heaps).
pub fn small() -> Vec<Cases> {
    let mut game = WinLose::normal(moves);
    let mut cases = PROBLEM.cases("every heap up to 40, by a search of whole positions");
    for n in 1..=40u64 {
        let start = if n >= 3 { vec![n] } else { vec![] };
        cases.push(format!("{}\n", n), WORDS.of(game.wins(&start)));
    }
    vec![cases]
}

/// The heaps up to `last` whose Sprague-Grundy value is 0 (lost), from the
/// values heap by heap: g(n) is the mex of g(a) xor g(n - a) over the splits
/// a < n - a, a split making a sum of two heaps. O(last^2 / 2).
pub fn zeros_up_to(last: usize) -> Vec<u64> {
    let mut values = vec![0u16; last + 1];
    let mut seen = vec![0u32; 1 << 16];
    for n in 3..=last {
        for a in 1..n.div_ceil(2) {
            seen[usize::from(values[a] ^ values[n - a])] = n as u32;
        }
        values[n] = (0..).find(|&v| seen[v as usize] != n as u32).unwrap_or(0);
    }
    (0..=last as u64).filter(|&n| values[n as usize] == 0).collect()
}

/// The largest tests, the lost heaps with their neighbours, every scale.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("lost heaps, their neighbours and the largest");
    for n in [1222, 1221, 1223, 932, 933, 1, 2, 3, 4, top(), top() - 1, 999_983] {
        cases.push(format!("{}\n", n), "");
    }
    let mut scales = PROBLEM.cases("heaps of every scale");
    for (v, w) in every_scale::pairs_of_every_scale(2207, top()) {
        for n in [v, w] {
            if n <= 1 << 35 {
                scales.push_inside(n <= top(), format!("{}\n", n), "");
            }
        }
    }
    vec![cases, scales]
}
