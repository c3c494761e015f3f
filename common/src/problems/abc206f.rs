//! AtCoder ABC206 F, Interval Game 2: T <= 20 tests of N <= 100 intervals [L, R),
//! 1 <= L < R <= 100; a move chooses an interval disjoint from those chosen.

use super::{Answers, Layout, Problem};
use crate::cases::{Answers as Words, Cases};
use crate::rng::Rng;
use crate::search::WinLose;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "abc206f",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_set_of_intervals_within_1_to_6_against_a_search_of_the_chosen(),
            every_multiset_of_up_to_4_intervals_within_1_to_5_against_a_search_of_the_chosen(),
        ]
    },
    edges,
    shrink: super::whole,
};

pub const ANSWERS: Words = Words { lose: "Bob\n", win: "Alice\n" };

/// T (1 <= T <= CASES), then T tests: `N` (1 <= N <= N), then N lines `L R`,
/// 1 <= L < R <= X.
fn validate(input: &mut Input) -> Valid {
    let tests = input.number("T", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        let n = input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        for _ in 0..n {
            let left = input.number("L", 1..=PROBLEM.limit("X") - 1)?;
            input.number("R", left + 1..=PROBLEM.limit("X"))?;
            input.end_line()?;
        }
    }
    Ok(())
}

/// Whether the first player wins, by a search of the real position: the set
/// of intervals chosen so far (bits of `intervals`, at most 32 of them); a
/// move adds one that meets none of them.
pub fn searched(intervals: &[(u64, u64)]) -> bool {
    assert!(intervals.len() <= 32, "the search holds at most 32 intervals");
    let meets = |a: (u64, u64), b: (u64, u64)| a.0 < b.1 && b.0 < a.1;
    let mut game = WinLose::normal(|&chosen: &u32| {
        (0..intervals.len())
            .filter(|&i| {
                (0..intervals.len())
                    .all(|j| chosen & (1 << j) == 0 || !meets(intervals[i], intervals[j]))
            })
            .map(|i| chosen | (1 << i))
            .collect::<Vec<u32>>()
    });
    game.wins(&0)
}

/// A test: `N`, then a line `L R` per interval.
pub fn test(intervals: &[(u64, u64)]) -> String {
    let mut text = format!("{}\n", intervals.len());
    for &(l, r) in intervals {
        text += &format!("{} {}\n", l, r);
    }
    text
}

/// Every interval with integer ends within [1, top].
fn every_interval(top: u64) -> Vec<(u64, u64)> {
    (1..top).flat_map(|l| (l + 1..=top).map(move |r| (l, r))).collect()
}

pub fn every_set_of_intervals_within_1_to_6_against_a_search_of_the_chosen() -> Cases {
    let all = every_interval(6);
    let mut rng = Rng::new(206);
    let mut cases = PROBLEM.cases("every set of intervals within [1, 6], the empty one included");
    for mask in 0u32..1 << all.len() {
        let mut set: Vec<(u64, u64)> =
            (0..all.len()).filter(|&i| mask & (1 << i) != 0).map(|i| all[i]).collect();
        rng.shuffle(&mut set);
        cases.push_inside(!set.is_empty(), test(&set), ANSWERS.of(searched(&set)));
    }
    cases
}

pub fn every_multiset_of_up_to_4_intervals_within_1_to_5_against_a_search_of_the_chosen() -> Cases {
    let all = every_interval(5);
    let mut cases = PROBLEM.cases("every multiset of 1 to 4 intervals within [1, 5]");
    let mut picks: Vec<Vec<usize>> = vec![vec![]];
    for _ in 0..4 {
        let longer: Vec<Vec<usize>> = picks
            .iter()
            .filter(|p| p.len() < 4)
            .flat_map(|p| {
                let from = p.last().copied().unwrap_or(0);
                (from..all.len()).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
        picks.extend(longer);
    }
    picks.sort();
    picks.dedup();
    for pick in picks.iter().filter(|p| !p.is_empty()) {
        let set: Vec<(u64, u64)> = pick.iter().rev().map(|&i| all[i]).collect();
        cases.push(test(&set), ANSWERS.of(searched(&set)));
    }
    cases
}

/// The largest tests: 100 intervals, coordinates 1 and 100, one long
/// interval, many repeats, every unit interval, nested chains.
fn edges() -> Vec<Cases> {
    let (most, top) = (PROBLEM.limit("N"), PROBLEM.limit("X"));
    let mut rng = Rng::new(2060);
    let mut cases = PROBLEM.cases("the most intervals, the widest, repeats, nests");
    let tests: Vec<Vec<(u64, u64)>> = vec![
        vec![(1, top)],
        vec![(1, top); most as usize],
        (1..top).map(|l| (l, l + 1)).chain([(1, top)]).collect(),
        (1..top).map(|l| (l, l + 1)).collect(),
        (1..=top / 2).map(|l| (l, top + 1 - l)).collect(),
        (0..most)
            .map(|_| {
                let l = rng.range(1, top - 1);
                (l, rng.range(l + 1, top))
            })
            .collect(),
        (0..most)
            .map(|_| {
                let l = rng.range(1, top - 3);
                (l, rng.range(l + 1, l + 3))
            })
            .collect(),
    ];
    for set in tests {
        cases.push(test(&set), "");
    }
    vec![cases]
}
