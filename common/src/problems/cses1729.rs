//! CSES 1729, Stick Game: one heap, a move removes p sticks for some p in
//! P (1 <= k <= 100 distinct moves, one of them 1, each <= n); the answer
//! is a W/L letter for every heap 1..=n, n <= 10^6. One test per file.

use super::subtraction::{every_set_within, seeded_sets, wins_by_search};
use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::suites::nim;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "cses1729",
    validate,
    layout: Layout::Single,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

/// `n k` / p_1 .. p_k: 1 <= n <= N, 1 <= k <= K, 1 <= p_i <= n, the p_i
/// distinct (in any order) and one of them 1.
fn validate(input: &mut Input) -> Valid {
    let n = input.number("n", 1..=PROBLEM.limit("N"))?;
    let k = input.number("k", 1..=PROBLEM.limit("K"))?;
    input.end_line()?;
    let mut moves = Vec::new();
    for _ in 0..k {
        let p = input.number("p", 1..=n)?;
        if moves.contains(&p) {
            return input.fail(format!("the move {} is given twice", p));
        }
        moves.push(p);
    }
    if !moves.contains(&1) {
        return input.fail("no move is 1");
    }
    input.end_line()
}

/// The largest n the statement allows.
fn top() -> u64 {
    PROBLEM.limit("N")
}

/// The test `n k` / `p1 .. pk`.
pub fn test(n: u64, moves: &[u64]) -> String {
    format!("{} {}\n{}\n", n, moves.len(), nim::words(moves))
}

/// The statement's tests: the move 1 among distinct moves, each at most n.
pub fn inside(n: u64, moves: &[u64]) -> bool {
    let mut sorted = moves.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    (1..=top()).contains(&n)
        && (1..=PROBLEM.limit("K") as usize).contains(&moves.len())
        && sorted.len() == moves.len()
        && moves.contains(&1)
        && moves.iter().all(|&p| p <= n)
}

/// The answer: a letter per heap 1..=n, from whether the mover wins it.
pub fn letters(wins: &[bool]) -> String {
    let line: String = wins[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect();
    line + "\n"
}

/// Every set within {1..8} for heaps up to 40, and seeded sets with moves
/// past 64 for heaps up to 400, answered by a search of the moves.
pub fn small() -> Vec<Cases> {
    let mut every = PROBLEM.cases("every set of moves within 1..=8, heaps to 40");
    for moves in every_set_within(8) {
        every.push_inside(
            inside(40, &moves),
            test(40, &moves),
            letters(&wins_by_search(&moves, 40)),
        );
    }
    let mut seeded =
        PROBLEM.cases("seeded sets of up to 8 moves within 1..=200, heaps to 400 (seed 1729)");
    for moves in seeded_sets(1729, 120, 8, 200) {
        seeded.push_inside(
            inside(400, &moves),
            test(400, &moves),
            letters(&wins_by_search(&moves, 400)),
        );
    }
    vec![every, seeded]
}

/// The largest tests, moves at the word edges, n at every scale.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the largest tests and the word edges");
    let mut rng = Rng::new(17290);
    let mut hundred: Vec<u64> = vec![1];
    while hundred.len() < 100 {
        let p = rng.range(2, top());
        if !hundred.contains(&p) {
            hundred.push(p);
        }
    }
    let sets: Vec<(u64, Vec<u64>)> = vec![
        (1, vec![1]),
        (top(), vec![1]),
        (top(), (1..=100).collect()),
        (top(), (0..100).map(|i| 2 * i + 1).collect()),
        (top(), hundred),
        (top(), vec![1, top()]),
        (top(), vec![1, top() - 1, top()]),
        (200, vec![1, 63, 64, 65, 127, 128, 129]),
        (129, vec![1, 64, 128]),
        (top(), vec![1, 65, 1000, 65536]),
    ];
    for (n, moves) in sets {
        cases.push_inside(inside(n, &moves), test(n, &moves), "");
    }
    // Beyond: n = 0, moves past n, no move 1, repeats, n past 10^6.
    for (n, moves) in [
        (0, vec![1]),
        (5, vec![7]),
        (10, vec![2, 2, 3]),
        (3 * top(), vec![1, 2, 3, 1_000_000_007]),
        (100, vec![3, 5]),
    ] {
        cases.push_beyond(test(n, &moves), "");
    }
    // Moves of every bit length past n's (never playable), each test with
    // both letters.
    for bits in 21..=64u32 {
        let far = rng.range(1 << (bits - 1), u64::MAX >> (64 - bits));
        cases.push_beyond(test(5, &[1, far]), "");
    }
    // n at every number of digits and bits, each with both letters.
    let mut scales = PROBLEM.cases("n at every scale (seed 17291)");
    for bits in 1..=20u32 {
        let n = rng.range(1 << (bits - 1), (1 << bits) - 1).max(2);
        let moves = if n < 4 { vec![1] } else { vec![1, rng.range(2, n.min(100))] };
        scales.push_inside(inside(n, &moves), test(n, &moves), "");
    }
    vec![cases, scales]
}
