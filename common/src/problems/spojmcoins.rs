//! SPOJ MCOINS, Coins Game: towers of 1 <= N <= 10^6 coins, a move takes
//! 1, K or L coins (1 < K < L < 10), who takes the last coin wins; one
//! file holds 3 < m < 50 towers, answered by a line of A/B letters.

use super::subtraction::wins_by_search;
use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::suites::nim;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "spojmcoins",
    validate,
    layout: Layout::Single,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

/// `K L m` (1 < K < L <= L, 3 < m <= M), then a line of m towers in 1..=N.
fn validate(input: &mut Input) -> Valid {
    let k = input.number("K", 2..=PROBLEM.limit("L") - 1)?;
    input.number("L", k + 1..=PROBLEM.limit("L"))?;
    let towers = input.number("m", 4..=PROBLEM.limit("M"))?;
    input.end_line()?;
    input.numbers_line("N_i", towers, 1..=top())?;
    Ok(())
}

/// The largest tower the statement allows.
fn top() -> u64 {
    PROBLEM.limit("N")
}

/// The test `K L m` / `N1 .. Nm`.
pub fn test(k: u64, l: u64, towers: &[u64]) -> String {
    format!("{} {} {}\n{}\n", k, l, towers.len(), nim::words(towers))
}

pub fn inside(k: u64, l: u64, towers: &[u64]) -> bool {
    1 < k
        && k < l
        && l <= PROBLEM.limit("L")
        && (4..=PROBLEM.limit("M") as usize).contains(&towers.len())
        && towers.iter().all(|n| (1..=top()).contains(n))
}

/// The answer line: `A` where the mover wins.
pub fn letters(wins: impl Iterator<Item = bool>) -> String {
    wins.map(|w| if w { 'A' } else { 'B' }).chain(Some('\n')).collect()
}

/// Every K < L < 10 for towers 1..=60 (two files of 30), and K, L <= 12
/// in any order, equal or 1, for towers 0..=80 in one file (beyond the
/// statement), answered by a search of the moves.
pub fn small() -> Vec<Cases> {
    let mut inside_cases = PROBLEM.cases("every 1 < K < L < 10, towers 1..=60");
    let mut beyond = PROBLEM.cases("every K, L <= 12, towers 0..=80 in one file");
    for k in 1..=12 {
        for l in 1..=12 {
            let wins = wins_by_search(&[1, k, l], 80);
            if 1 < k && k < l && l < 10 {
                for towers in [(1..=30).collect::<Vec<u64>>(), (31..=60).collect()] {
                    let answer = letters(towers.iter().map(|&n| wins[n as usize]));
                    inside_cases.push_inside(inside(k, l, &towers), test(k, l, &towers), answer);
                }
            }
            let towers: Vec<u64> = (0..=80).collect();
            beyond.push_beyond(test(k, l, &towers), letters(wins.iter().copied()));
        }
    }
    vec![inside_cases, beyond]
}

/// The largest towers, and towers of every scale.
fn edges() -> Vec<Cases> {
    let mut rng = Rng::new(3358);
    let mut cases = PROBLEM.cases("the largest towers (seed 3358)");
    for (k, l) in [(2, 3), (2, 9), (8, 9), (3, 7), (4, 5)] {
        let mut towers: Vec<u64> = (0..45).map(|_| rng.range(top() - 1000, top())).collect();
        towers.extend([top(), top() - 1, 1, 2]);
        cases.push_inside(inside(k, l, &towers), test(k, l, &towers), "");
    }
    // Any L + 1 towers in a row hold a lost one (a tower whose L towers
    // below are all won is lost), and the tower after it is won: 11 towers
    // in a row up to each scale's value hold both answers.
    let mut scales = PROBLEM.cases("towers of every scale (seed 3358)");
    for (v, _) in every_scale::pairs_of_every_scale(3358, top()) {
        let (k, l) = (rng.range(2, 8), 9);
        let towers: Vec<u64> = (v.max(11) - 10..=v.max(11)).collect();
        scales.push_inside(inside(k, l, &towers), test(k, l, &towers), "");
    }
    vec![cases, scales]
}
