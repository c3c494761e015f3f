//! HDU 1517, A Multiplication Game: n with 1 < n < 4294967295, until end of input.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::FxHashMap;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1517",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_n_up_to_20000_against_a_search_over_p(),
            every_boundary_up_to_u64_max_against_the_search(),
        ]
    },
    edges,
    shrink: super::whole,
};

/// Until the end of the input, one n a line, 2 <= n <= N.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        input.number("n", 2..=PROBLEM.limit("N"))?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "Ollie wins.\n", win: "Stan wins.\n" };

/// Whether Stan, moving first from p = 1, wins the race to n: a move
/// multiplies p by 2..=9, and the player whose move makes p >= n wins. The
/// products reachable below n are few (2^a 3^b 5^c 7^d), and p at least
/// doubles a move, so a memoised recursion (at most 64 deep) settles any
/// u64 n.
pub fn search(n: u64) -> bool {
    fn wins(p: u64, n: u64, memo: &mut FxHashMap<u64, bool>) -> bool {
        if let Some(&known) = memo.get(&p) {
            return known;
        }
        let result = (2..=9u64).any(|d| match p.checked_mul(d) {
            Some(q) if q < n => !wins(q, n, memo),
            _ => true, // this move reaches n
        });
        memo.insert(p, result);
        result
    }
    wins(1, n, &mut FxHashMap::default())
}

pub fn every_n_up_to_20000_against_a_search_over_p() -> Cases {
    let mut cases = PROBLEM.cases("every n in 2..=20000");
    for n in 2..=20_000u64 {
        cases.push(format!("{}\n", n), ANSWERS.of(search(n)));
    }
    assert!(cases.expected().iter().any(|w| w == "Ollie wins.\n"));
    cases
}

pub fn every_boundary_up_to_u64_max_against_the_search() -> Cases {
    // Around 18^k and 9 * 18^k, where 2 and 9 alternate; the expected
    // answers come from the search, and the test checks that the winner
    // really changes there.
    let mut points = Vec::new();
    let mut power = 1u64;
    loop {
        for edge in [Some(power), power.checked_mul(9)].iter().flatten() {
            points.extend([edge - 1, *edge, edge.saturating_add(1)]);
        }
        match power.checked_mul(18) {
            Some(next) => power = next,
            None => break,
        }
    }
    points.extend([u64::MAX, u64::MAX - 1, 4_294_967_294, 4_294_967_295]);
    points.retain(|&n| n >= 2);
    points.sort_unstable();
    points.dedup();
    let mut cases = PROBLEM.cases("interval boundaries up to u64::MAX");
    let mut changes = 0;
    let mut previous = None;
    for n in points {
        let stan = search(n);
        changes += usize::from(previous.is_some_and(|p| p != stan));
        previous = Some(stan);
        cases.push_inside(n < past_top(), format!("{}\n", n), ANSWERS.of(stan));
    }
    assert!(changes >= 28, "the points straddle the boundaries: {} changes", changes);
    cases
}

/// The statement's n lies below this.
fn past_top() -> u64 {
    PROBLEM.limit("N") + 1
}

/// The first n of every interval where the winner changes (18^k and
/// 9 * 18^k) and its neighbours, inside the statement, and 2^31.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("interval boundaries and 2^31");
    let mut power = 1u64;
    while power < past_top() {
        for edge in [power, power * 9] {
            for n in [edge - 1, edge, edge + 1] {
                if (2..past_top()).contains(&n) {
                    cases.push(format!("{}\n", n), "");
                }
            }
        }
        power *= 18;
    }
    for n in [2, 3, 9, 10, 1 << 31, (1 << 31) + 1, past_top() - 1] {
        cases.push(format!("{}\n", n), "");
    }
    vec![cases]
}
