//! Circle: n stones in a circle, a move takes 1..=k adjacent ones; n, k >= 1
//! with no upper bound, until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::mex;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "circle",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || {
        vec![
            every_circle_up_to_14_stones_against_a_bitmask_search(),
            every_circle_up_to_60_stones_against_the_segments_grundy_values(),
        ]
    },
    edges,
    shrink: super::whole,
};

/// Lines `n k` (n, k >= 1, no upper bound) until end of input.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        input.number("n", 1..=u64::MAX)?;
        input.number("k", 1..=u64::MAX)?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "second\n", win: "first\n" };

/// Whether the first player wins on a circle of n stones taking 1..=k: the
/// stones left are a bitmask of circle positions, and a move removes a
/// circular run of 1..=k stones that are all still there (so it never
/// bridges a gap; the whole circle counts only while it is whole). Removing
/// stones makes the mask smaller, so one pass upwards settles every mask.
pub fn circle_search(n: u32, k: u32) -> bool {
    let full = (1u32 << n) - 1;
    let mut runs = Vec::new();
    for start in 0..n {
        let mut run = 0u32;
        for len in 1..=n.min(k) {
            run |= 1 << ((start + len - 1) % n);
            runs.push(run);
        }
    }
    let mut wins = vec![false; 1 << n];
    for mask in 1..=full {
        wins[mask as usize] =
            runs.iter().any(|&run| mask & run == run && !wins[(mask & !run) as usize]);
    }
    wins[full as usize]
}

pub fn every_circle_up_to_14_stones_against_a_bitmask_search() -> Cases {
    let mut cases = PROBLEM.cases("every n <= 14, k <= n + 1");
    for n in 1..=14u32 {
        for k in 1..=n + 1 {
            cases.push(format!("{} {}\n", n, k), ANSWERS.of(circle_search(n, k)));
        }
    }
    assert!(cases.expected().iter().any(|w| w == "second\n"));
    cases
}

pub fn every_circle_up_to_60_stones_against_the_segments_grundy_values() -> Cases {
    // After the first move the stones are one segment (or none). A segment
    // of L takes 1..=k contiguous stones and leaves two independent
    // segments, so its Grundy value is the mex of sg(a) xor sg(b) over every
    // such split (Sprague-Grundy: a sum of games xors their values).
    let mut cases = PROBLEM.cases("every n <= 60, k <= 20");
    for k in 1..=20u64 {
        let mut sg: Vec<u64> = vec![0];
        for length in 1..=60u64 {
            let mut reached = Vec::new();
            for take in 1..=k.min(length) {
                for left in 0..=length - take {
                    reached.push(sg[left as usize] ^ sg[(length - take - left) as usize]);
                }
            }
            sg.push(mex(&reached));
        }
        for n in 1..=60u64 {
            let first_wins = (1..=k.min(n)).any(|take| sg[(n - take) as usize] == 0);
            cases.push(format!("{} {}\n", n, k), ANSWERS.of(first_wins));
        }
    }
    cases
}

/// k = 1 (parity) and k around n, at 2^31, 2^32 and u64::MAX.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("parity and k around n, at the integer limits");
    for n in [1u64, 2, 3, 1 << 31, (1 << 31) + 1, 1 << 32, (1 << 32) + 1, u64::MAX - 1, u64::MAX] {
        for k in [1, 2, n - 1, n, n.saturating_add(1), u64::MAX] {
            if k >= 1 {
                cases.push(format!("{} {}\n", n, k), "");
            }
        }
    }
    // Circles of every scale: each parity with k = 1, k below n and not.
    for (v, w) in every_scale::pairs_of_every_scale(1, u64::MAX) {
        let (small, large) = (v.min(w), v.max(w));
        for (n, k) in [(v, 1), (v ^ 1, 1), (large, small), (small, large), (v, v)] {
            if n >= 1 {
                cases.push(format!("{} {}\n", n, k), "");
            }
        }
    }
    vec![cases]
}
