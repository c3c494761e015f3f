//! CSES 1099, Stair Game: stairs 1..n with p_i balls, a move takes balls from a
//! stair k >= 2 to k - 1; t <= 2 * 10^5 tests, the sum of n at most 2 * 10^5,
//! 0 <= p_i <= 10^9; the last move wins.

use super::{heap_sums, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "cses1099",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small: || vec![every_staircase_of_up_to_5_stairs_of_up_to_4_balls_against_the_moves()],
    edges,
    shrink: super::whole,
};

/// t, then t tests `n` / p_1 .. p_n: 0 <= p_i <= P, 1 <= n <= N, the sum of n
/// at most SUM_N.
fn validate(input: &mut Input) -> Valid {
    let values = 0..=PROBLEM.limit("P");
    let (most, most_in_file) = (PROBLEM.limit("N"), PROBLEM.limit("SUM_N"));
    heap_sums::validate_cses_tests(input, "p", values, most, most_in_file)
}

pub const ANSWERS: Words = Words { lose: "second\n", win: "first\n" };

/// The most balls the statement allows on a stair.
fn top() -> u64 {
    PROBLEM.limit("P")
}

/// Every staircase one move reaches: some balls from stair k >= 2 (index
/// k - 1) down to stair k - 1.
// `&Vec`, not a slice: the search calls it with its own positions.
#[allow(clippy::ptr_arg)]
pub fn moves(stairs: &Vec<u64>) -> Vec<Vec<u64>> {
    let mut next = Vec::new();
    for k in 1..stairs.len() {
        for moved in 1..=stairs[k] {
            let mut after = stairs.clone();
            after[k] -= moved;
            after[k - 1] += moved;
            next.push(after);
        }
    }
    next
}

/// Every staircase of 0 to 5 stairs of 0 to 4 balls each.
fn staircases() -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut last: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..5 {
        let longer: Vec<Vec<u64>> = last
            .iter()
            .flat_map(|s| (0..=4).map(move |balls| [s.clone(), vec![balls]].concat()))
            .collect();
        all.extend(longer.iter().cloned());
        last = longer;
    }
    all
}

pub fn every_staircase_of_up_to_5_stairs_of_up_to_4_balls_against_the_moves() -> Cases {
    let mut game = WinLose::normal(moves);
    let mut cases = PROBLEM.cases("every staircase of up to 5 stairs of up to 4 balls");
    for stairs in staircases() {
        let inside = !stairs.is_empty();
        cases.push_inside(inside, nim::counted_lines(&stairs), ANSWERS.of(game.wins(&stairs)));
    }
    assert!(cases.expected().iter().any(|w| w == "second\n"));
    cases
}

/// The most balls, the most stairs (each such test a file of its own), and
/// at every scale two even stairs whose balls are equal (lost) or differ in
/// the lowest bit (won), with odd stairs of any size between them.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("the most balls and stairs, even stairs that cancel");
    let sets: Vec<Vec<u64>> = vec![vec![top()], vec![0, top()], vec![top(), top(), top(), top()]];
    for stairs in sets {
        cases.push(nim::counted_lines(&stairs), "");
    }
    let mut scales = PROBLEM.cases("even stairs that cancel or not, at every scale");
    let mut rng = Rng::new(1099);
    for (v, w) in crate::problems::every_scale::pairs_of_every_scale(1099, top()) {
        for last in [v, v ^ 1] {
            let stairs = vec![w, v, rng.any_size() % (w + 1), last];
            let inside = stairs.iter().all(|&p| p <= top());
            scales.push_inside(inside, nim::counted_lines(&stairs), "");
        }
    }
    let most = PROBLEM.limit("SUM_N");
    let mut sets = heap_sums::one_test_per_file(
        &PROBLEM,
        vec![
            vec![0; most as usize],
            (0..most).map(|i| i % 7).collect(),
            vec![1; most as usize - 1],
        ],
    );
    sets.extend([cases, scales]);
    sets
}
