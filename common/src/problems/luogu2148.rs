//! Luogu P2148, [SDOI2009] E&D: T <= 20 tests of an even 2 <= N <= 2 * 10^4
//! piles of 1 <= S_i <= 2 * 10^9, grouped in pairs by position; a move drops
//! one pile of a pair and splits the other in two.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::{Grundy, WinLose};
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu2148",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

pub const ANSWERS: Words = Words { lose: "NO\n", win: "YES\n" };

/// T (1 <= T <= CASES), then T tests: N (even, 2 <= N <= the limit N), then
/// a line of N piles 1 <= S_i <= S.
fn validate(input: &mut Input) -> Valid {
    let tests = input.number("T", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        let n = input.number("N", 2..=PROBLEM.limit("N"))?;
        if n % 2 == 1 {
            return input.fail(format!("N = {} is odd", n));
        }
        input.end_line()?;
        input.numbers_line("S_i", n, 1..=top())?;
    }
    Ok(())
}

/// The largest pile the statement allows.
fn top() -> u64 {
    PROBLEM.limit("S")
}

/// A position: its groups, each a pair of piles in order.
pub type Groups = Vec<(u64, u64)>;

/// Every position one move reaches: in one group, drop either pile and
/// split the other, c >= 2, into s and c - s (both orders).
#[allow(clippy::ptr_arg)]
pub fn moves(groups: &Groups) -> Vec<Groups> {
    let mut next = Vec::new();
    for (g, &(a, b)) in groups.iter().enumerate() {
        for kept in [a, b] {
            for s in 1..kept {
                let mut after = groups.clone();
                after[g] = (s, kept - s);
                next.push(after);
            }
        }
    }
    next
}

/// The input of one test.
pub fn test_lines(groups: &[(u64, u64)]) -> String {
    let piles: Vec<u64> = groups.iter().flat_map(|&(a, b)| [a, b]).collect();
    nim::counted_lines(&piles)
}

fn inside(groups: &[(u64, u64)]) -> bool {
    !groups.is_empty()
        && groups.len() as u64 * 2 <= PROBLEM.limit("N")
        && groups.iter().all(|&(a, b)| (1..=top()).contains(&a) && (1..=top()).contains(&b))
}

/// Every ordered group of piles `1..=high`.
fn every_group(high: u64) -> Vec<(u64, u64)> {
    (1..=high).flat_map(|a| (1..=high).map(move |b| (a, b))).collect()
}

/// Every position of 1 or 2 groups of piles <= 9 and of 3 groups of piles
/// <= 5, by a search of the whole game; and every group of piles <= 64
/// beside a group of each value 0..=6 (the values a Grundy search of one
/// group finds), lost exactly when the two values agree.
pub fn small() -> Vec<Cases> {
    let mut game = WinLose::normal(moves);
    let mut whole = PROBLEM.cases("every position of 1 or 2 groups <= 9 and 3 groups <= 5");
    let mut positions: Vec<Groups> = Vec::new();
    for first in every_group(9) {
        positions.push(vec![first]);
        for second in every_group(9) {
            positions.push(vec![first, second]);
        }
    }
    for first in every_group(5) {
        for second in every_group(5) {
            for third in every_group(5) {
                positions.push(vec![first, second, third]);
            }
        }
    }
    for groups in positions {
        let wins = game.wins(&groups);
        whole.push_inside(inside(&groups), test_lines(&groups), ANSWERS.of(wins));
    }

    let mut grundy = Grundy::new(moves);
    let mut representative: Vec<Option<(u64, u64)>> = vec![None; 7];
    for group in every_group(64) {
        let value = grundy.value(&vec![group]) as usize;
        if value < representative.len() && representative[value].is_none() {
            representative[value] = Some(group);
        }
    }
    let mut values = PROBLEM.cases("every group <= 64 beside a group of each value 0..=6");
    for group in every_group(64) {
        let value = grundy.value(&vec![group]);
        for (known, other) in representative.iter().enumerate() {
            let other = other.expect("a group <= 64 of each value 0..=6");
            let groups = [group, other];
            values.push_inside(inside(&groups), test_lines(&groups), ANSWERS.of(value != known as u64));
        }
    }
    vec![whole, values]
}

/// The most and largest piles, groups whose value is 31 (x | y = 2^31 - 1:
/// one step past i32), and powers of two with their neighbours.
fn edges() -> Vec<Cases> {
    let most = PROBLEM.limit("N") / 2;
    let mut cases = PROBLEM.cases("the most and largest piles, values up to 31");
    let top = top();
    let edge = 1u64 << 30;
    let sets: Vec<Vec<(u64, u64)>> = vec![
        vec![(top, top); most as usize],
        vec![(top, top); most as usize - 1],
        vec![(1, 1); most as usize],
        vec![(edge, edge + 1)],
        vec![(edge, edge + 1), (edge + 1, edge)],
        vec![(edge, edge + 1), (edge, 1)],
        vec![(top, edge), (1, 1)],
        (1..=30).map(|k| (1 << k, (1 << k) + 1)).collect(),
        (1..=30).map(|k| ((1 << k) - 1, 1 << k)).collect(),
        vec![(1, 2)],
    ];
    for groups in sets {
        cases.push_inside(inside(&groups), test_lines(&groups), "");
    }
    vec![cases]
}
