//! Luogu P3185, [HNOI2007] 分裂游戏: t <= 10 tests of 2 <= n <= 21 bottles of
//! 0 <= p_i <= 10^4 beans; a move takes a bean from bottle i and puts one
//! into bottles j and k, i < j <= k. The answer: the least winning first
//! move and how many win.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::nim;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "luogu3185",
    validate,
    layout: Layout::Counted,
    answers: Answers::Lines(|_| 2),
    small,
    edges,
    shrink: super::whole,
};

/// t (1 <= t <= CASES), then t tests: n (2 <= n <= N), then a line of n
/// counts 0 <= p_i <= P.
fn validate(input: &mut Input) -> Valid {
    let tests = input.number("t", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        let n = input.number("n", 2..=PROBLEM.limit("N"))?;
        input.end_line()?;
        input.numbers_line("p_i", n, 0..=PROBLEM.limit("P"))?;
    }
    Ok(())
}

/// Every move from the bean counts: (i, j, k) in numeric order, i < j <= k,
/// bottle i not empty, with the counts after it.
#[allow(clippy::ptr_arg)]
pub fn moves_in_order(beans: &Vec<u64>) -> Vec<((usize, usize, usize), Vec<u64>)> {
    let n = beans.len();
    let mut next = Vec::new();
    for i in (0..n).filter(|&i| beans[i] > 0) {
        for j in i + 1..n {
            for k in j..n {
                let mut after = beans.clone();
                after[i] -= 1;
                after[j] += 1;
                after[k] += 1;
                next.push(((i, j, k), after));
            }
        }
    }
    next
}

#[allow(clippy::ptr_arg)]
fn moves(beans: &Vec<u64>) -> Vec<Vec<u64>> {
    moves_in_order(beans).into_iter().map(|(_, after)| after).collect()
}

/// A test's answer: the least winning move and the count, or none.
pub fn answer(first: Option<(usize, usize, usize)>, count: u64) -> String {
    match first {
        Some((i, j, k)) => format!("{} {} {}\n{}\n", i, j, k, count),
        None => "-1 -1 -1\n0\n".to_string(),
    }
}

fn inside(beans: &[u64]) -> bool {
    (2..=PROBLEM.limit("N") as usize).contains(&beans.len())
        && beans.iter().all(|&p| p <= PROBLEM.limit("P"))
}

/// Every position of 1 to 4 bottles of 0..=2 beans and of 5 bottles of
/// 0..=1, the last bottle up to 3 (its beans never move), by a search of
/// the whole position: every first move is tried, in order.
pub fn small() -> Vec<Cases> {
    let mut game = WinLose::normal(moves);
    let mut cases = PROBLEM.cases("every position of up to 4 bottles <= 2 and 5 bottles <= 1");
    for (n, high) in [(1, 2), (2, 2), (3, 2), (4, 2), (5, 1)] {
        let mut beans = vec![0u64; n];
        loop {
            let mut first = None;
            let mut count = 0;
            for (triple, after) in moves_in_order(&beans) {
                if !game.wins(&after) {
                    first = first.or(Some(triple));
                    count += 1;
                }
            }
            cases.push_inside(inside(&beans), nim::counted_lines(&beans), answer(first, count));
            // The next counts in order, the last bottle up to 3.
            let top = |at: usize| if at + 1 == n { 3 } else { high };
            match (0..n).rev().find(|&at| beans[at] < top(at)) {
                Some(at) => {
                    beans[at] += 1;
                    beans[at + 1..].iter_mut().for_each(|p| *p = 0);
                }
                None => break,
            }
        }
    }
    vec![cases]
}

/// The most bottles and beans, the statement's trap (a move from an empty
/// bottle), and a bean in each bottle alone.
fn edges() -> Vec<Cases> {
    let n = PROBLEM.limit("N") as usize;
    let p = PROBLEM.limit("P");
    let mut cases = PROBLEM.cases("the most bottles and beans");
    let mut sets: Vec<Vec<u64>> = vec![
        vec![p; n],
        vec![p - 1; n],
        vec![0; n],
        vec![0, 0, 0, 1, 0],
        (0..n as u64).map(|i| (i * 7919) % (p + 1)).collect(),
    ];
    for at in 0..n {
        let mut one = vec![0; n];
        one[at] = 1;
        sets.push(one);
    }
    for beans in sets {
        cases.push_inside(inside(&beans), nim::counted_lines(&beans), "");
    }
    vec![cases]
}
