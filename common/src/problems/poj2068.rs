//! POJ 2068, Nim: lines `n S M_1 .. M_2n` (1 <= n <= 10, 1 <= S <= 2^13,
//! 1 <= M_i <= 16) until `0`; seats take turns, taking the last stone loses.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj2068",
    validate,
    layout: Layout::EndedBy("0\n"),
    answers: Answers::OneLine,
    small: || vec![every_small_team()],
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words { lose: "0\n", win: "1\n" };

/// Lines `n S M_1 .. M_2n` (1 <= n <= N, 1 <= S <= S, 1 <= M_i <= M) until
/// a line `0`.
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0")? {
        let n = input.number("n", 1..=PROBLEM.limit("N"))?;
        input.number("S", 1..=PROBLEM.limit("S"))?;
        input.numbers_line("M_i", 2 * n, 1..=PROBLEM.limit("M"))?;
    }
    Ok(())
}

pub fn line(n: u64, stones: u64, limits: &[u64]) -> String {
    format!("{} {} {}\n", n, stones, nim::words(limits))
}

/// Whether seat 0 wins, by a search of the real turns: (seat, stones), a
/// move takes 1..=M_seat and passes the turn to the next seat; misère, so
/// the player left with no stones has won.
pub fn search(limits: &[u64], stones: u64) -> bool {
    let seats = limits.len();
    let mut game = WinLose::misere(|&(seat, left): &(usize, u64)| {
        (1..=limits[seat].min(left)).map(|take| ((seat + 1) % seats, left - take)).collect()
    });
    game.wins(&(0, stones))
}

/// Whether seat 0 wins, by a pass over every position (seat, stones) in
/// the order of the stones: a seat with s stones wins iff some take of
/// 1..=M_i that leaves t >= 1 stones leaves the next seat a lost position.
pub fn by_every_position(limits: &[u64], stones: u64) -> bool {
    let (seats, stones) = (limits.len(), stones as usize);
    let mut wins = vec![vec![false; stones + 1]; seats];
    for s in 1..=stones {
        for seat in 0..seats {
            let takes = 1..=(limits[seat] as usize).min(s - 1);
            wins[seat][s] = takes.into_iter().any(|take| !wins[(seat + 1) % seats][s - take]);
        }
    }
    wins[0][stones]
}

/// Every team of 1 and 2 players with limits up to 4, and seeded teams of
/// 3 to 10 with limits up to 16, every count up to 40 stones.
pub fn every_small_team() -> Cases {
    let mut cases =
        PROBLEM.cases("teams of 1 and 2 with every limit up to 4, and seeded teams of 3 to 10");
    let mut teams: Vec<Vec<u64>> = Vec::new();
    for n in 1..=2u32 {
        for code in 0..4u64.pow(2 * n) {
            teams.push((0..2 * n).map(|i| code / 4u64.pow(i) % 4 + 1).collect());
        }
    }
    let mut rng = Rng::new(2068);
    for _ in 0..200 {
        let n = rng.range(3, 10);
        teams.push((0..2 * n).map(|_| rng.range(1, 16)).collect());
    }
    for limits in &teams {
        let n = limits.len() as u64 / 2;
        for stones in 1..=40 {
            cases.push(line(n, stones, limits), WORDS.of(search(limits, stones)));
        }
    }
    cases
}

/// The most stones, the most players, the largest and smallest limits.
fn edges() -> Vec<Cases> {
    let (most_players, most_stones, largest) =
        (PROBLEM.limit("N"), PROBLEM.limit("S"), PROBLEM.limit("M"));
    let seats = 2 * most_players as usize;
    let mut cases = PROBLEM.cases("the most stones and players, the limits' ends");
    let mut rng = Rng::new(2068);
    for stones in [1, 2, most_stones - 1, most_stones, 8000, largest + 1, largest + 2] {
        cases.push(line(1, stones, &[largest, largest]), "");
        cases.push(line(1, stones, &[1, 1]), "");
        cases.push(line(most_players, stones, &vec![largest; seats]), "");
        cases.push(line(most_players, stones, &vec![1; seats]), "");
        let mixed: Vec<u64> = (0..seats).map(|_| rng.range(1, largest)).collect();
        cases.push(line(most_players, stones, &mixed), "");
    }
    vec![cases]
}
