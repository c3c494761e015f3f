//! HDU 1846, Bash's game: n stones, a move takes 1..=m; 1 <= n, m <= 1000.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1846",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words {
    lose: "second\n",
    win: "first\n",
};

/// C (1 <= C <= CASES), then C lines `n m`, 1 <= n <= N and 1 <= m <= M.
fn validate(input: &mut Input) -> Valid {
    let count = input.number("C", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..count {
        input.number("n", 1..=PROBLEM.limit("N"))?;
        input.number("m", 1..=PROBLEM.limit("M"))?;
        input.end_line()?;
    }
    Ok(())
}

fn inside(n: u64, m: u64) -> bool {
    (1..=PROBLEM.limit("N")).contains(&n) && (1..=PROBLEM.limit("M")).contains(&m)
}

fn pair(n: u64, m: u64) -> String {
    format!("{} {}\n", n, m)
}

/// Every n, m <= 200 (0 beyond the statement), by a search of the moves.
pub fn small() -> Vec<Cases> {
    const MAX: u64 = 200;
    let mut cases = PROBLEM.cases("every n, m <= 200");
    for m in 0..=MAX {
        // A position is the stones left; a move takes 1..=m of them.
        let mut game = WinLose::normal(move |&n: &u64| (1..=m.min(n)).map(|t| n - t).collect());
        for n in 0..=MAX {
            cases.push_inside(inside(n, m), pair(n, m), WORDS.of(game.wins(&n)));
        }
    }
    vec![cases]
}

/// The limits, multiples of m + 1 near them, and m >= n.
fn edges() -> Vec<Cases> {
    let (top, most) = (PROBLEM.limit("N"), PROBLEM.limit("M"));
    let mut cases = PROBLEM.cases("limits and multiples of m + 1");
    for m in [1, 2, most - 1, most] {
        for n in [1, 2, m, m + 1, m + 2, top - 1, top] {
            cases.push_inside(inside(n, m), pair(n, m), "");
        }
    }
    for m in 1..=40 {
        let multiple = top / (m + 1) * (m + 1);
        for n in [multiple - 1, multiple, multiple + 1] {
            cases.push_inside(inside(n, m), pair(n, m), "");
        }
    }
    for (n, m) in [(0, 0), (5, 0), (0, 7), (u64::MAX, u64::MAX), (1, u64::MAX)] {
        cases.push_beyond(pair(n, m), "");
    }
    // Counts of every scale: multiples of m + 1 (lost) and not.
    for (v, w) in every_scale::pairs_of_every_scale(1846, top) {
        let m = w % 16 + 1;
        for n in [every_scale::multiple_from(v, m + 1), v] {
            cases.push_inside(inside(n, m), pair(n, m), "");
        }
    }
    vec![cases]
}
