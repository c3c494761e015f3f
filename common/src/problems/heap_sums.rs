//! What the problems on the `heap_sums` block share (CSES 1730 and 1098,
//! Luogu P2197): tests written `n`, then the heaps, and the proof of every
//! small position against a search of the game's own moves; and the
//! validator of CSES's layout, which the Stair Game (CSES 1099) shares.

use std::ops::RangeInclusive;

use super::Problem;
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::{nim, Answers};
use crate::validate::{Input, Valid};

/// CSES's layout of tests (Nim Game I and II, Stair Game): t, then t tests
/// of two lines, `n` and n values `name` in `values`; 1 <= n <= `most` and
/// the sum of n over the file at most `most_in_file`.
pub fn validate_cses_tests(
    input: &mut Input,
    name: &str,
    values: RangeInclusive<u64>,
    most: u64,
    most_in_file: u64,
) -> Valid {
    // The statement's t <= 2 * 10^5 follows from the sum of n, each n >= 1.
    let tests = input.number("t", 1..=u64::MAX)?;
    input.end_line()?;
    let mut sum = 0;
    for _ in 0..tests {
        let n = input.number("n", 1..=most)?;
        sum += n;
        if sum > most_in_file {
            return input.fail(format!("the sum of n passes {}", most_in_file));
        }
        input.end_line()?;
        input.numbers_line(name, n, values.clone())?;
    }
    Ok(())
}

/// Each test of `tests` as a set of its own: a test of about SUM_N values
/// fills a file, so no two may share one.
pub fn one_test_per_file(problem: &Problem, tests: Vec<Vec<u64>>) -> Vec<Cases> {
    tests
        .into_iter()
        .map(|values| {
            let first = values.first().map_or(String::new(), |v| format!(", from {}", v));
            let mut file = problem.cases(format!("one test of {} values{}", values.len(), first));
            file.push(nim::counted_lines(&values), "");
            file
        })
        .collect()
}

/// Every multiset of up to 4 heaps of `0..=high` as one test, answered by a
/// search of `moves`. A test with no heap, or with an empty one, is beyond
/// the statement unless `empty_inside`.
pub fn every_multiset_of_up_to_4_heaps(
    problem: &Problem,
    answers: &Answers,
    moves: fn(&Vec<u64>) -> Vec<Vec<u64>>,
    high: u64,
    empty_inside: bool,
) -> Cases {
    let mut game = WinLose::normal(moves);
    let with_zero = if empty_inside { ", 0 included" } else { "" };
    let mut cases =
        problem.cases(format!("every multiset of up to 4 heaps <= {}{}", high, with_zero));
    for heaps in nim::multisets(4, 0, high) {
        let inside = empty_inside || (!heaps.is_empty() && heaps.iter().all(|&x| x >= 1));
        cases.push_inside(inside, nim::counted_lines(&heaps), answers.of(game.wins(&heaps)));
    }
    assert!(cases.expected().iter().any(|w| w == answers.lose));
    cases
}
