//! Luogu P3235, [HNOI2014] 江南乐: `T F`, then T < 100 tests of N < 100 piles
//! below 10^5; a move splits a pile of at least F into m near-equal piles.
//! The whole file answers on one line, so each case here is a whole file.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::{Grundy, WinLose};
use crate::suites::nim;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu3235",
    validate,
    layout: Layout::Single,
    answers: Answers::Whole,
    small,
    edges,
    shrink,
};

/// `T F` (1 <= T <= the limit T, 1 <= F <= the limit F), then T lines
/// `N a_1 .. a_N` (1 <= N <= the limit N, 1 <= a_i <= A).
fn validate(input: &mut Input) -> Valid {
    let tests = input.number("T", 1..=PROBLEM.limit("T"))?;
    input.number("F", 1..=PROBLEM.limit("F"))?;
    input.end_line()?;
    for _ in 0..tests {
        let n = input.number("N", 1..=PROBLEM.limit("N"))?;
        input.numbers_line("a_i", n, 1..=PROBLEM.limit("A"))?;
    }
    Ok(())
}

/// Every position one move reaches from the sorted piles: a pile of x >= F
/// becomes m piles, 2 <= m <= x, x % m of x / m + 1 and the rest of x / m.
pub fn moves(least: u64) -> impl Fn(&Vec<u64>) -> Vec<Vec<u64>> {
    move |piles| {
        let mut next = Vec::new();
        for (i, &x) in piles.iter().enumerate() {
            if x < least || (i > 0 && piles[i - 1] == x) {
                continue;
            }
            for m in 2..=x {
                let mut after = piles.clone();
                after.remove(i);
                after.extend((0..m).map(|part| x / m + u64::from(part < x % m)));
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }
}

/// A whole file: `T F`, then each test's line.
pub fn file(least: u64, tests: &[Vec<u64>]) -> String {
    let mut text = format!("{} {}\n", tests.len(), least);
    for piles in tests {
        text.push_str(&format!("{} {}\n", piles.len(), nim::words(piles)));
    }
    text
}

/// The answer line of a file whose tests the first player wins as `wins`.
pub fn answer(wins: &[bool]) -> String {
    let digits: Vec<&str> = wins.iter().map(|&w| if w { "1" } else { "0" }).collect();
    format!("{}\n", digits.join(" "))
}

fn inside(least: u64, tests: &[Vec<u64>]) -> bool {
    let top = PROBLEM.limit("A");
    (1..=PROBLEM.limit("F")).contains(&least)
        && !tests.is_empty()
        && tests.len() as u64 <= PROBLEM.limit("T")
        && tests.iter().all(|piles| {
            !piles.is_empty()
                && piles.len() as u64 <= PROBLEM.limit("N")
                && piles.iter().all(|&a| (1..=top).contains(&a))
        })
}

/// `tests` with their answers, as files of at most 99 tests.
fn push_files(cases: &mut Cases, least: u64, tests: &[(Vec<u64>, bool)]) {
    for chunk in tests.chunks(PROBLEM.limit("T") as usize) {
        let piles: Vec<Vec<u64>> = chunk.iter().map(|(p, _)| p.clone()).collect();
        let wins: Vec<bool> = chunk.iter().map(|&(_, w)| w).collect();
        cases.push_inside(inside(least, &piles), file(least, &piles), answer(&wins));
    }
}

/// For F = 0..=11, every multiset of 1 to 3 piles of 1..=10 (and, beyond
/// the statement, piles of 0), by a search of the whole game; and for
/// F = 1..=31 every pair of piles <= 30, lost exactly when a Grundy search
/// of the splits of one pile gives both the same value.
pub fn small() -> Vec<Cases> {
    let mut whole = PROBLEM.cases("every multiset of up to 3 piles <= 10, F <= 11");
    for least in 0..=11 {
        let mut game = WinLose::normal(moves(least));
        let tests: Vec<(Vec<u64>, bool)> = nim::multisets(3, 0, 10)
            .into_iter()
            .filter(|piles| !piles.is_empty())
            .map(|piles| {
                let wins = game.wins(&piles);
                (piles, wins)
            })
            .collect();
        push_files(&mut whole, least, &tests);
    }
    let mut pairs = PROBLEM.cases("every pair of piles <= 30 by one pile's value, F <= 31");
    for least in 1..=31 {
        let mut grundy = Grundy::new(moves(least));
        let values: Vec<u64> = (0..=30).map(|x| grundy.value(&vec![x])).collect();
        let mut tests = Vec::new();
        for x in 1..=30 {
            for y in x..=30 {
                tests.push((vec![x as u64, y as u64], values[x] != values[y]));
            }
        }
        push_files(&mut pairs, least, &tests);
    }
    vec![whole, pairs]
}

/// A file holds its tests: each alone, as a file of one test.
fn shrink(case: &str) -> Vec<String> {
    let mut lines = case.lines();
    let least = lines.next().and_then(|l| l.split_whitespace().nth(1)).unwrap_or("1");
    lines.map(|line| format!("1 {}\n{}\n", least, line)).collect()
}

/// The largest piles and the most of them, for F = 1, 2, 3 (the ones public
/// programs mishandle) and the largest F; piles below F among splittable ones.
fn edges() -> Vec<Cases> {
    let top = PROBLEM.limit("A");
    let most = PROBLEM.limit("N") as usize;
    let mut cases = PROBLEM.cases("the largest piles, F from 1 to its largest");
    for least in [1, 2, 3, 4, 1000, PROBLEM.limit("F")] {
        let tests: Vec<Vec<u64>> = vec![
            vec![top; most],
            vec![top; most - 1],
            vec![1; most],
            vec![2],
            vec![3, 5],
            vec![least.saturating_sub(1).max(1), least, (least + 1).min(top)],
            (0..most as u64).map(|i| top - i * 1009).collect(),
            (1..=most as u64).collect(),
        ];
        let filled: Vec<Vec<u64>> =
            (0..PROBLEM.limit("T") as usize).map(|i| tests[i % tests.len()].clone()).collect();
        cases.push_inside(inside(least, &filled), file(least, &filled), "");
    }
    vec![cases]
}
