//! HDU 2486, A simple stone game (the k-Fibonacci game): t <= 20 cases
//! `n k`, 2 <= n <= 10^8, 1 <= k <= 10^5; answers `Case i: ` and the
//! smallest winning first take, or `lose`.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu2486",
    validate,
    layout: Layout::Counted,
    answers: Answers::Numbered("Case ", ": "),
    small: || vec![every_n_and_k_against_a_search_of_the_takes()],
    edges,
    shrink: super::whole,
};

/// The largest pile and k the small cases hold.
pub const SMALL_N: u64 = 240;
pub const SMALL_K: u64 = 12;

/// t <= CASES, then t lines `n k`, 2 <= n <= N, 1 <= k <= K.
fn validate(input: &mut Input) -> Valid {
    let cases = input.number("t", 0..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..cases {
        input.number("n", 2..=PROBLEM.limit("N"))?;
        input.number("k", 1..=PROBLEM.limit("K"))?;
        input.end_line()?;
    }
    Ok(())
}

/// The answer line (after `Case i: `) to a smallest winning take, if any.
pub fn answer(take: Option<u64>) -> String {
    match take {
        Some(take) => format!("{}\n", take),
        None => "lose\n".to_string(),
    }
}

/// A search of the game for one k: the smallest first take that wins each
/// pile 0..=largest (`None`: the first player loses).
pub fn searched_takes(k: u64, largest: u64) -> Vec<Option<u64>> {
    // (stones left, the most this move may take); a most above the stones
    // left allows no more than the stones, so it is cut to them.
    let mut game = WinLose::normal(|&(left, most): &(u64, u64)| {
        (1..=most.min(left)).map(|t| (left - t, (k * t).min(left - t))).collect()
    });
    (0..=largest)
        .map(|n| (1..n).find(|&t| !game.wins(&(n - t, (k * t).min(n - t)))))
        .collect()
}

pub fn every_n_and_k_against_a_search_of_the_takes() -> Cases {
    let mut cases = PROBLEM.cases(format!(
        "every n <= {} with every k <= {} (k = 0 and n < 2 beyond the statement)",
        SMALL_N, SMALL_K
    ));
    for k in 0..=SMALL_K {
        for (n, take) in searched_takes(k, SMALL_N).into_iter().enumerate() {
            cases.push_inside(n >= 2 && k >= 1, format!("{} {}\n", n, k), answer(take));
        }
    }
    cases
}

/// The largest n and k, the terms near n's bound for the smallest and
/// largest k, the hint's k = 2 list with its misprint 57.
fn edges() -> Vec<Cases> {
    let (most_n, most_k) = (PROBLEM.limit("N"), PROBLEM.limit("K"));
    let mut cases = PROBLEM.cases("the largest n and k, and the hint's piles");
    for (n, k) in [
        (most_n, most_k),
        (most_n, 1),
        (most_n, 2),
        // 10^8 is a losing pile of k = 9207, 16235 and 17758 (no other k <= 30000).
        (most_n, 9207),
        (most_n - 1, most_k),
        (2, 1),
        (2, most_k),
        (most_k + 1, most_k),
        (most_k + 2, most_k),
        (55, 2),
        (57, 2),
        (1 << 26, 1),
        ((1 << 26) + 1, 1),
        (63_245_986, 2),
        (63_245_987, 2),
        (39_088_169, 2),
    ] {
        cases.push(format!("{} {}\n", n, k), "");
    }
    // Every scale holds a loss: the Fibonacci numbers (k = 2) and the
    // powers of two (k = 1), each with the pile after it.
    let fibonacci = crate::wythoff::fibonacci_u64();
    let powers = (1..64).map(|b| 1u64 << b);
    for (n, k) in fibonacci.into_iter().map(|f| (f, 2)).chain(powers.map(|p| (p, 1))) {
        for n in [n, n + 1].into_iter().filter(|&n| n >= 2) {
            cases.push_inside(n <= most_n, format!("{} {}\n", n, k), "");
        }
    }
    cases.push_beyond(format!("{} {}\n", most_n + 1, most_k), "");
    cases.push_beyond(format!("{} {}\n", most_n, most_k + 1), "");
    cases.push_beyond(format!("{} {}\n", 1, 1), "");
    cases.push_beyond(format!("{} {}\n", 5, 0), "");
    vec![cases]
}
