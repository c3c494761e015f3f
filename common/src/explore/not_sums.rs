//! Games that are not sums of independent parts: the merging game of Luogu
//! P4101, searched as whole positions (multisets of piles), and the parity
//! rule its solution uses.

use std::collections::BTreeSet;

use super::*;
use crate::problems::luogu4101::merges;

/// The piles a merging game from n piles of one stone can end with, merges up
/// to `most`: every end position reachable, by its number of piles.
fn end_pile_counts(n: u64, most: u64) -> BTreeSet<usize> {
    let mut moves = merges(most);
    let mut seen: BTreeSet<Vec<u64>> = BTreeSet::new();
    let mut stack = vec![vec![1; n as usize]];
    let mut ends = BTreeSet::new();
    while let Some(piles) = stack.pop() {
        if !seen.insert(piles.clone()) {
            continue;
        }
        let next = moves(&piles);
        if next.is_empty() {
            ends.insert(piles.len());
        }
        stack.extend(next);
    }
    ends
}

/// The rule of the solution: the first player wins iff n - ceil(n / m) is odd.
fn parity_rule(n: u64, m: u64) -> bool {
    m > 0 && (n - (n / m + u64::from(n % m != 0))) % 2 == 1
}

pub(super) fn explore_merging(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut marks = Vec::new();
    let mut by_m: Vec<Vec<Mark>> = Vec::new();
    for m in 1..=size {
        // One search per merge limit; every position is a whole multiset.
        let mut game = WinLose::normal(merges(m));
        by_m.push((1..=size).map(|n| Mark::of(game.wins(&vec![1; n as usize]))).collect());
    }
    for n in 1..=size {
        for m in 1..=size {
            marks.push(((n, m), by_m[m as usize - 1][n as usize - 1]));
        }
    }
    let (disagreements, checked) = check(&marks, |&(n, m)| Mark::of(parity_rule(n, m)));
    let shown = |counts: BTreeSet<usize>| {
        counts.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
    };
    let (n, m) = (size, 3.min(size));
    Ok(Exploration {
        title: "the merging game (n piles of one stone)".into(),
        moves: "merge two piles into one of at most m stones; who cannot move loses".into(),
        picture: Picture::Grid {
            row_name: "n".into(),
            col_name: "m".into(),
            row_first: 1,
            col_first: 1,
            row_labels: None,
            cells: marks.chunks(size as usize).map(marks_only).collect(),
        },
        notes: vec![
            "searched over whole positions (the piles as a multiset), not as a sum of piles".into(),
            "not a sum: one pile alone has no move (value 0), yet two piles of one stone \
             (m >= 2) are won"
                .into(),
            format!(
                "n = {}, m = {}: games can end with {} piles; ceil(n / m) = {}",
                n,
                m,
                shown(end_pile_counts(n, m)),
                n / m + u64::from(n % m != 0)
            ),
        ],
        rule: "won iff n - ceil(n / m) is odd: the merges of a game ending with the fewest piles, \
               which either player can force"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}
