//! HDU 2897, Bang Bang: n coins, a move takes p..=q (or all when fewer than p are left), misère; positive values believed below 2^16 (unverified), until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu2897",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_n_up_to_200_and_p_q_up_to_40_against_the_moves()],
    edges,
    shrink: super::whole,
};

/// Lines `n p q`, 1 <= n <= N and 1 <= p <= q <= N, until the end of the input.
fn validate(input: &mut Input) -> Valid {
    // The bound N is the statement's believed one (unverified), as the
    // manifest records it.
    let top = PROBLEM.limit("N");
    while !input.at_end() {
        input.number("n", 1..=top)?;
        let least = input.number("p", 1..=top)?;
        input.number("q", least..=top)?;
        input.end_line()?;
    }
    Ok(())
}

pub const ANSWERS: Words = Words { lose: "LOST\n", win: "WIN\n" };

pub fn line(n: u64, p: u64, q: u64) -> String {
    format!("{} {} {}\n", n, p, q)
}

pub fn every_n_up_to_200_and_p_q_up_to_40_against_the_moves() -> Cases {
    let mut cases = PROBLEM.cases("every n <= 200, 1 <= p <= q <= 40");
    for q in 1..=40u64 {
        for p in 1..=q {
            // Coins left; take p..=q of them, or all when fewer than p are
            // left. Misere: the player who takes the last coin loses, so the
            // player facing 0 coins (who cannot move) has won.
            let mut game = WinLose::misere(move |&n: &u64| {
                if n == 0 {
                    vec![]
                } else if n < p {
                    vec![0]
                } else {
                    (p..=q.min(n)).map(|take| n - take).collect()
                }
            });
            for n in 1..=200u64 {
                cases.push(line(n, p, q), ANSWERS.of(game.wins(&n)));
            }
        }
    }
    assert!(cases.expected().iter().any(|w| w == "LOST\n"));
    cases
}

/// The (believed) limit, multiples of p + q and their neighbours, and
/// fewer coins than p.
fn edges() -> Vec<Cases> {
    let mut cases = PROBLEM.cases("multiples of p + q and the limit");
    let top = PROBLEM.limit("N");
    for (p, q) in
        [(1, 1), (1, 2), (2, 2), (3, 7), (100, 200), (1, top), (top, top), (top / 2, top / 2 + 1)]
    {
        let period = p + q;
        for n in [
            1,
            p - 1,
            p,
            p + 1,
            q,
            q + 1,
            period,
            period + 1,
            period + p,
            period + p + 1,
            top - top % period,
            top,
        ] {
            if (1..=top).contains(&n) {
                cases.push(line(n, p, q), "");
            }
        }
    }
    // Counts of every scale with small p and q: n one more than a multiple
    // of p + q (lost), p + 1 more (won), and as drawn.
    for (v, w) in every_scale::pairs_of_every_scale(2897, top) {
        let (p, q) = (w % 8 + 1, w % 8 + 1 + w % 5);
        let multiple = every_scale::multiple_from(v, p + q);
        for n in [multiple.saturating_add(1), multiple.saturating_add(p + 1), v] {
            cases.push_inside(n <= top, line(n, p, q), "");
        }
    }
    // One past each bound: beyond the statement, and the validator must say so.
    for (n, p, q) in [(top + 1, 1, 1), (1, 1, top + 1), (1, top + 1, top + 1)] {
        cases.push_beyond(line(n, p, q), "");
    }
    vec![cases]
}
