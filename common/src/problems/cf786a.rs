//! Codeforces 786A (787C), Berzerk: n <= 7000 objects on a circle, object 1
//! a black hole; Rick and Morty each move the monster clockwise by a step of
//! their own set (1 <= k <= n - 1 distinct steps from 1 to n - 1); landing on
//! the hole wins. One test per file.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "cf786a",
    validate,
    layout: Layout::Single,
    answers: Answers::Whole,
    small,
    edges,
    shrink: super::whole,
};

/// `n` / `k1 s_1 .. s_k1` / `k2 s_1 .. s_k2`: 2 <= n <= N, 1 <= k <= n - 1,
/// the steps distinct, from 1 to n - 1.
fn validate(input: &mut Input) -> Valid {
    let n = input.number("n", 2..=PROBLEM.limit("N"))?;
    input.end_line()?;
    for who in ["k1", "k2"] {
        let count = input.number(who, 1..=n - 1)?;
        let mut seen = vec![false; n as usize];
        for _ in 0..count {
            let step = input.number("a step", 1..=n - 1)?;
            if std::mem::replace(&mut seen[step as usize], true) {
                return input.fail(format!("the step {} is listed twice", step));
            }
        }
        input.end_line()?;
    }
    Ok(())
}

/// What the player to move gets, in the judge's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Lose,
    Loop,
}

impl Outcome {
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Loop => "Loop",
        }
    }
}

/// `outcomes[player][i]` for the monster on object i + 2 (the statement's
/// numbering), `player` 0 (Rick) or 1 (Morty) to move, by sweeping every
/// position over and over until a sweep settles nothing new: a position is
/// won when a move lands on the hole or on a position lost for the other
/// player, lost when every move lands on a position won for him. What no
/// sweep settles is a loop. The real moves, object + step mod n, with
/// steps of any size.
pub fn outcomes_by_sweeps(n: u64, steps: [&[u64]; 2]) -> [Vec<Outcome>; 2] {
    // known[player][object], objects from 0 (the hole) to n - 1.
    let mut known: [Vec<Option<Outcome>>; 2] = [vec![None; n as usize], vec![None; n as usize]];
    loop {
        let mut changed = false;
        for player in 0..2 {
            for object in 1..n {
                if known[player][object as usize].is_some() {
                    continue;
                }
                let landings: Vec<u64> = steps[player].iter().map(|&s| (object + s) % n).collect();
                let other = &known[1 - player];
                let settled = if landings
                    .iter()
                    .any(|&to| to == 0 || other[to as usize] == Some(Outcome::Lose))
                {
                    Some(Outcome::Win)
                } else if landings.iter().all(|&to| other[to as usize] == Some(Outcome::Win)) {
                    Some(Outcome::Lose)
                } else {
                    None
                };
                if settled.is_some() {
                    known[player][object as usize] = settled;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let line = |k: &Vec<Option<Outcome>>| -> Vec<Outcome> {
        k[1..].iter().map(|o| o.unwrap_or(Outcome::Loop)).collect()
    };
    [line(&known[0]), line(&known[1])]
}

/// The test's input: n, then each player's count and steps.
pub fn test(n: u64, steps: [&[u64]; 2]) -> String {
    let mut text = format!("{}\n", n);
    for set in steps {
        let words: Vec<String> = set.iter().map(u64::to_string).collect();
        text.push_str(&format!("{} {}\n", set.len(), words.join(" ")));
    }
    text
}

/// The expected output: a line of words per first mover.
pub fn answer(n: u64, steps: [&[u64]; 2]) -> String {
    outcomes_by_sweeps(n, steps)
        .iter()
        .map(|line| line.iter().map(|o| o.word()).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

/// Inside the statement: distinct steps from 1 to n - 1.
pub fn inside(n: u64, steps: [&[u64]; 2]) -> bool {
    (2..=PROBLEM.limit("N")).contains(&n)
        && steps.iter().all(|set| {
            let mut sorted = set.to_vec();
            sorted.sort_unstable();
            sorted.dedup();
            !set.is_empty() && sorted.len() == set.len() && set.iter().all(|&s| (1..n).contains(&s))
        })
}

/// The non-empty subsets of 1 ..= n - 1.
pub fn every_step_set(n: u64) -> Vec<Vec<u64>> {
    (1u64..1 << (n - 1)).map(|mask| (1..n).filter(|&s| mask >> (s - 1) & 1 == 1).collect()).collect()
}

/// Every n <= 6 with every pair of step sets; seeded sets to n = 40 (inside),
/// and with repeated steps and steps past n (beyond).
pub fn small() -> Vec<Cases> {
    let mut every = PROBLEM.cases("every n <= 6, every pair of step sets");
    for n in 2..=6 {
        let sets = every_step_set(n);
        for rick in &sets {
            for morty in &sets {
                let steps = [rick.as_slice(), morty.as_slice()];
                every.push(test(n, steps), answer(n, steps));
            }
        }
    }
    let mut rng = Rng::new(786);
    let mut seeded = PROBLEM.cases("seeded step sets, n <= 40 (seed 786)");
    for i in 0..300 {
        let n = rng.range(2, 40);
        let wild = i % 3 == 2;
        let sets: Vec<Vec<u64>> = (0..2)
            .map(|_| {
                let count = rng.range(1, if wild { 8 } else { (n - 1).min(6) });
                let mut set: Vec<u64> = Vec::new();
                while set.len() < count as usize {
                    // Beyond: steps past n (a turn of the circle and more), repeats.
                    let step = if wild { rng.range(1, 3 * n) } else { rng.range(1, n - 1) };
                    if wild || !set.contains(&step) {
                        set.push(step);
                    }
                }
                set
            })
            .collect();
        let steps = [sets[0].as_slice(), sets[1].as_slice()];
        seeded.push_inside(inside(n, steps), test(n, steps), answer(n, steps));
    }
    vec![every, seeded]
}

/// The judge's largest tests: n = 7000 with every step for both, with one
/// step each, with steps that never reach the hole from some objects, and
/// seeded halves; and n = 2.
fn edges() -> Vec<Cases> {
    let n = PROBLEM.limit("N");
    let mut rng = Rng::new(787);
    let all: Vec<u64> = (1..n).collect();
    let mut shuffled = all.clone();
    rng.shuffle(&mut shuffled);
    let half: Vec<u64> = shuffled[..(n as usize - 1) / 2].to_vec();
    let evens: Vec<u64> = (1..n).filter(|s| s % 2 == 0).collect();
    let mut cases = PROBLEM.cases("the largest circles");
    let tests: [(u64, [&[u64]; 2]); 8] = [
        (n, [&all, &all]),
        (n, [&shuffled, &all]),
        (n, [&[1], &[n - 1]]),
        (n, [&[n - 1], &[n - 1]]),
        (n, [&half, &shuffled[..10]]),
        (n, [&evens, &evens]),
        (n, [&evens, &[1]]),
        (2, [&[1], &[1]]),
    ];
    for (size, steps) in tests {
        cases.push(test(size, steps), "");
    }
    // Two circles at each bit length of n, with seeded sets of every size.
    let mut scales = PROBLEM.cases("two circles at each bit length of n (seed 787)");
    for bits in 3..=13 {
        for size in [(1u64 << (bits - 1)) + 1, (1 << bits) - 1] {
            let size = size.min(n);
            let sets: Vec<Vec<u64>> = (0..2)
                .map(|_| {
                    let mut steps: Vec<u64> = (1..size).collect();
                    rng.shuffle(&mut steps);
                    steps.truncate(rng.range(1, size - 1) as usize);
                    steps
                })
                .collect();
            scales.push(test(size, [&sets[0], &sets[1]]), "");
        }
    }
    vec![cases, scales]
}
