//! Luogu P4101 [HEOI2014], the merging game: T <= 100 tests `n m`, 1 <= n, m <= 10^9;
//! n piles of one stone, a move merges two piles into one of at most m stones.

use super::{Answers, Layout, Problem};
use crate::cases::{Answers as Words, Cases};
use crate::search::WinLose;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu4101",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_n_up_to_24_and_m_up_to_26_against_a_search_of_the_piles()],
    edges,
    shrink: super::whole,
};

/// `0` when the first player wins: the reverse of the usual convention.
pub const ANSWERS: Words = Words { lose: "1\n", win: "0\n" };

/// T (1 <= T <= CASES), then T lines `n m`, 1 <= n, m <= N.
fn validate(input: &mut Input) -> Valid {
    let tests = input.number("T", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        input.numbers_line("n and m", 2, 1..=PROBLEM.limit("N"))?;
    }
    Ok(())
}

/// The merges of a whole position, piles as a sorted multiset: any two
/// piles whose stones together are at most `most`. The piles are one game,
/// never searched as a sum of games.
pub fn merges(most: u64) -> impl FnMut(&Vec<u64>) -> Vec<Vec<u64>> {
    move |piles: &Vec<u64>| {
        let mut next = Vec::new();
        for i in 0..piles.len() {
            for j in i + 1..piles.len() {
                // Equal piles give equal positions: the first pair of values stands for all.
                let repeated = (i > 0 && piles[i - 1] == piles[i])
                    || (j > i + 1 && piles[j - 1] == piles[j]);
                if repeated || piles[i] + piles[j] > most {
                    continue;
                }
                let mut after: Vec<u64> = piles.clone();
                after[j] = piles[i] + piles[j];
                after.remove(i);
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }
}

pub fn every_n_up_to_24_and_m_up_to_26_against_a_search_of_the_piles() -> Cases {
    let mut cases = PROBLEM.cases("every n <= 24, m <= 26, 0 included");
    for m in 0..=26u64 {
        // One search per m: the positions of smaller n are reached from larger.
        let mut game = WinLose::normal(merges(m));
        for n in 0..=24u64 {
            let wins = game.wins(&vec![1; n as usize]);
            cases.push_inside(n >= 1 && m >= 1, format!("{} {}\n", n, m), ANSWERS.of(wins));
        }
    }
    cases
}

/// The largest n and m, m around n (one pile at the end, or two), m around
/// divisors of n (a last pile full or of one stone), n and m of 1.
fn edges() -> Vec<Cases> {
    let top = PROBLEM.limit("N");
    let mut cases = PROBLEM.cases("the largest values, m near n and near its divisors");
    let mut pairs = vec![(top, top), (top, 1), (1, top), (1, 1), (2, 1), (top, 2), (top, 3)];
    for n in [top, top - 1, 999_999_937, 536_870_912, 3] {
        for m in [n - 1, n, n + 1, n / 2, n / 2 + 1, n / 3, 2] {
            pairs.push((n, m));
        }
    }
    for (n, m) in pairs {
        if n >= 1 && m >= 1 {
            cases.push_inside(n <= top && m <= top, format!("{} {}\n", n, m), "");
        }
    }
    vec![cases]
}
