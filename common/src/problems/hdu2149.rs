//! HDU 2149, Public Sale: cost M and largest raise N (0 < M, N < 1100), every winning first raise, until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu2149",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_cost_and_raise_up_to_200_against_the_bids()],
    edges,
    shrink: super::whole,
};

/// Lines `M N`, 1 <= M <= limit M and 1 <= N <= limit N, until the end of the input.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        input.number("M", 1..=PROBLEM.limit("M"))?;
        input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
    }
    Ok(())
}

/// The output line for a list of winning raises.
pub fn listed(raises: &[u64]) -> String {
    if raises.is_empty() {
        return "none\n".to_string();
    }
    let words: Vec<String> = raises.iter().map(u64::to_string).collect();
    words.join(" ") + "\n"
}

pub fn pair(cost: u64, top: u64) -> String {
    format!("{} {}\n", cost, top)
}

pub fn every_cost_and_raise_up_to_200_against_the_bids() -> Cases {
    let mut cases = PROBLEM.cases("every M, N <= 200");
    let mut longest = 0;
    for top in 1..=200u64 {
        for cost in 1..=200u64 {
            // A position is the price; a raise of 1..=N that brings it to M
            // or more ends the game, won by the bidder who raised.
            let mut game = WinLose::normal(move |&price: &u64| {
                if price >= cost {
                    vec![]
                } else {
                    (1..=top).map(|raise| (price + raise).min(cost)).collect()
                }
            });
            let winning: Vec<u64> =
                (1..=top).filter(|&raise| !game.wins(&raise.min(cost))).collect();
            longest = longest.max(winning.len());
            cases.push(pair(cost, top), listed(&winning));
        }
    }
    assert!(cases.expected().iter().any(|line| line == "none\n"));
    assert_eq!(longest, 200);
    cases
}

/// N >= M (every raise from M wins), N = M - 1, multiples of N + 1, and
/// the statement's largest lists.
fn edges() -> Vec<Cases> {
    let (most_cost, most_raise) = (PROBLEM.limit("M"), PROBLEM.limit("N"));
    let mut cases = PROBLEM.cases("N >= M, multiples of N + 1, the longest lists");
    for (cost, top) in [
        (1, 1),
        (1, most_raise),
        (most_cost, most_raise),
        (most_cost - 1, most_raise),
        (most_cost, most_raise - 1),
        (2, 1),
        (most_cost, 1),
        (most_cost - 1, 1),
        (most_cost - 2, 1),
        (1000, 9),
        (1000, 999),
        (10, most_raise),
        (most_cost, most_cost / 2),
        (most_cost, most_cost / 2 - 1),
    ] {
        cases.push(pair(cost, top), "");
    }
    // Costs of every scale: multiples of N + 1 (no winning raise) and not.
    for (v, w) in every_scale::pairs_of_every_scale(2149, most_cost) {
        let top = w % most_raise + 1;
        for cost in [every_scale::multiple_from(v, top + 1), v] {
            cases.push_inside(cost <= most_cost && top <= most_raise, pair(cost, top), "");
        }
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for (cost, top) in [(most_cost + 1, 1), (1, most_raise + 1)] {
        cases.push_beyond(pair(cost, top), "");
    }
    vec![cases]
}
