//! Luogu P1290 and POJ 2348 (HDU 1525): Euclid's game, the same rule in two
//! layouts. What both share: the real moves, the searches that answer a pair
//! without the rule, and the pairs they are asked about.
//!
//! Two searches, both over positions of the game, neither the rule:
//! - [`full_search`] plays every move. A pair's reachable positions number
//!   the sum of its quotients in Euclid's algorithm, so it answers every
//!   pair up to 300 and pairs of any size whose quotients are small.
//! - [`pruned_search`] plays only the moves that leave 0, 1 or 2 copies of
//!   the smaller number, so it answers any u64 pair in a few hundred
//!   positions. What it drops: from (r + k b, b), k >= 2, the next player
//!   can reach both (b, r) and (r + b, b), and the latter's only move is
//!   to the former, so one of them is lost and every k >= 2 is the same
//!   (won) position for that player; k = 2 stays, searched, as their
//!   representative. The tests also hold it equal to the full search on
//!   every pair both answer.

use super::Problem;
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::Answers as Words;

pub const ANSWERS: Words = Words { lose: "Ollie wins\n", win: "Stan wins\n" };

/// A position: the two numbers, larger first.
pub type Pair = (u64, u64);

pub fn sorted(a: u64, b: u64) -> Pair {
    (a.max(b), a.min(b))
}

/// Every move from (large, small): take k copies of small from large, k =
/// 1..=large / small (equal numbers: either one, the same pair). A 0 ends
/// the game: no move, and the player facing it has lost.
pub fn moves(&(large, small): &Pair) -> Vec<Pair> {
    if small == 0 {
        return Vec::new();
    }
    (1..=large / small).map(|k| sorted(large - k * small, small)).collect()
}

/// The moves that leave 0, 1 or 2 copies of small (see the module's notes).
pub fn mattering_moves(&(large, small): &Pair) -> Vec<Pair> {
    if small == 0 {
        return Vec::new();
    }
    let (copies, rest) = (large / small, large % small);
    (0..copies.min(3)).map(|left| sorted(rest + left * small, small)).collect()
}

pub fn full_search() -> WinLose<Pair, fn(&Pair) -> Vec<Pair>> {
    WinLose::normal(moves as fn(&Pair) -> Vec<Pair>)
}

pub fn pruned_search() -> WinLose<Pair, fn(&Pair) -> Vec<Pair>> {
    WinLose::normal(mattering_moves as fn(&Pair) -> Vec<Pair>)
}

/// The quotients of Euclid's algorithm on (a, b), the last one included.
pub fn quotients(a: u64, b: u64) -> Vec<u64> {
    let (mut large, mut small) = sorted(a, b);
    let mut all = Vec::new();
    while small > 0 {
        all.push(large / small);
        (large, small) = (small, large % small);
    }
    all
}

/// The positions a full search of (a, b) visits: (r + k b, b) for every
/// step of Euclid's algorithm and k = 0..=q.
pub fn reachable(a: u64, b: u64) -> u64 {
    quotients(a, b).iter().map(|q| q + 1).sum()
}

/// A pair whose quotients are mostly 1 (long runs of forced moves), some
/// 2..=4 and a few up to 40, built from the end of Euclid's algorithm up
/// while it stays within `top`: from (a, b), quotient q gives (q a + b, a).
pub fn small_quotient_pair(rng: &mut Rng, top: u64) -> Pair {
    let g = if rng.range(0, 3) == 0 { rng.range(1, 1000).min(top) } else { 1 };
    let mut pair = (g, g);
    if let Some(a) = g.checked_mul(rng.range(1, 4)).filter(|&a| a <= top) {
        pair.0 = a;
    }
    loop {
        let q = match rng.range(0, 15) {
            0..=7 => 1,
            8..=13 => rng.range(2, 4),
            _ => rng.range(5, 40),
        };
        // The quotient drawn, else 1 to end as high as it goes.
        let grown = [q, 1].iter().find_map(|&q| {
            q.checked_mul(pair.0).and_then(|x| x.checked_add(pair.1)).filter(|&a| a <= top)
        });
        match grown {
            Some(a) => pair = (a, pair.0),
            None => return pair,
        }
    }
}

/// A case `a b` in a random order.
fn line(rng: &mut Rng, (large, small): Pair) -> String {
    if rng.range(0, 1) == 0 {
        format!("{} {}\n", large, small)
    } else {
        format!("{} {}\n", small, large)
    }
}

/// Every pair a, b <= 300 in both orders, answered by the full search;
/// pairs holding a 0 are beyond the statement (`0 0` only where it is not
/// the terminator).
pub fn every_pair_up_to_300(problem: &Problem, zero_zero: bool) -> Cases {
    const MAX: u64 = 300;
    let mut game = full_search();
    let mut cases = problem.cases("every pair up to 300, against the moves");
    for a in 0..=MAX {
        for b in 0..=MAX {
            if a == 0 && b == 0 && !zero_zero {
                continue;
            }
            let wins = game.wins(&sorted(a, b));
            cases.push_inside(a > 0 && b > 0, format!("{} {}\n", a, b), ANSWERS.of(wins));
        }
    }
    cases
}

/// Seeded pairs of small quotients up to `top`, answered by the full
/// search; the pruned search must agree on each.
pub fn small_quotients_up_to(problem: &Problem, seed: u64, count: usize, top: u64) -> Cases {
    let (mut rng, mut full, mut pruned) = (Rng::new(seed), full_search(), pruned_search());
    let mut cases = problem.cases(format!("small quotients up to {} (seed {})", top, seed));
    let inside = top <= problem.limit("N");
    for _ in 0..count {
        let pair = small_quotient_pair(&mut rng, top);
        let wins = full.wins(&pair);
        assert_eq!(pruned.wins(&pair), wins, "the searches differ on {:?}", pair);
        let text = line(&mut rng, pair);
        cases.push_inside(inside, text, ANSWERS.of(wins));
    }
    cases
}

/// Seeded pairs, one number drawn uniformly from lo..=hi and the other from
/// 1..=hi (two from a narrow window near the top would nearly always be
/// q = 1 then a huge quotient: all lost), answered by the pruned search, and
/// by the full one too where it is small enough.
pub fn uniform_pairs(problem: &Problem, seed: u64, count: usize, lo: u64, hi: u64) -> Cases {
    let (mut rng, mut full, mut pruned) = (Rng::new(seed), full_search(), pruned_search());
    let mut cases = problem.cases(format!("uniform pairs in {}..={} (seed {})", lo, hi, seed));
    let inside = hi <= problem.limit("N");
    for _ in 0..count {
        let pair = sorted(rng.range(lo, hi), rng.range(1, hi));
        let wins = pruned.wins(&pair);
        if reachable(pair.0, pair.1) <= 2000 {
            assert_eq!(full.wins(&pair), wins, "the searches differ on {:?}", pair);
        }
        let text = line(&mut rng, pair);
        cases.push_inside(inside, text, ANSWERS.of(wins));
    }
    cases
}

/// Consecutive Fibonacci numbers (only forced moves until (2, 1)) and their
/// neighbours, every one that fits in u64; the statement's top corners.
/// Answers left empty (the check asks our solution).
pub fn edges(problem: &Problem) -> Vec<Cases> {
    let top = problem.limit("N");
    let mut cases = problem.cases("Fibonacci pairs, the corners, up to u64::MAX");
    let (mut small, mut large) = (1u64, 2u64);
    loop {
        for pair in [(large, small), (large + 1, small), (large - 1, small), (large, small + 1)] {
            cases.push_inside(pair.0 <= top, format!("{} {}\n", pair.0, pair.1), "");
        }
        match small.checked_add(large) {
            Some(next) if next < u64::MAX => (small, large) = (large, next),
            _ => break,
        }
    }
    for pair in [(1, 1), (top, top), (top, 1), (1, top), (top, top - 1), (top, top / 2)] {
        cases.push(format!("{} {}\n", pair.0, pair.1), "");
    }
    let most = u64::MAX;
    for pair in [(most, most), (most, 1), (most, most - 1), (most, most / 2), (top + 1, 1)] {
        cases.push_beyond(format!("{} {}\n", pair.0, pair.1), "");
    }
    vec![cases]
}
