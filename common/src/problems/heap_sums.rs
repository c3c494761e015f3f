//! What the problems on the `heap_sums` block share (CSES 1730 and 1098,
//! Luogu P2197): tests written `n`, then the heaps, and the proof of every
//! small position against a search of the game's own moves.

use super::Problem;
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::{nim, Answers};

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
