//! HDU 3537, Daizhenyang's Coin (Mock Turtles): cases of 0 <= n <= 100
//! heads at positions below 10^8 (repeats allowed) until end of input.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::search::WinLose;
use crate::suites::{nim, Answers as Words};
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu3537",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_row_of_up_to(12), rows_listed_long(10)],
    edges,
    shrink: super::whole,
};

/// Cases until the end of the input: n (0 <= n <= N), then a line of n
/// positions 0 <= a <= P (repeats allowed), empty or missing when n = 0.
fn validate(input: &mut Input) -> Valid {
    while !input.at_end() {
        let heads = input.number("n", 0..=PROBLEM.limit("N"))?;
        input.end_line()?;
        if heads == 0 {
            // The sample leaves the empty line out; a judge's file may keep it.
            if !input.more_on_line() {
                input.end_line()?;
            }
        } else {
            input.numbers_line("a", heads, 0..=PROBLEM.limit("P"))?;
        }
    }
    Ok(())
}

/// "Does the first player lose": `Yes` for a lost position.
pub const WORDS: Words = Words { lose: "Yes\n", win: "No\n" };

/// Every row one move reaches: turn a head at r over, and with it up to two
/// other coins left of it, whichever side they show. Rows are bitmasks.
pub fn turns(&row: &u64) -> Vec<u64> {
    let mut next = Vec::new();
    for r in (0..64).filter(|&r| row >> r & 1 == 1) {
        let turned = row ^ 1 << r;
        next.push(turned);
        for a in 0..r {
            next.push(turned ^ 1 << a);
            for b in 0..a {
                next.push(turned ^ 1 << a ^ 1 << b);
            }
        }
    }
    next
}

/// A case listing the heads of `row`, in a seeded order, some of them twice.
pub fn listed(row: u64, rng: &mut Rng) -> String {
    let mut heads: Vec<u64> = (0..64).filter(|&x| row >> x & 1 == 1).collect();
    for x in heads.clone() {
        if rng.range(0, 3) == 0 {
            heads.push(x);
        }
    }
    rng.shuffle(&mut heads);
    nim::counted_lines(&heads)
}

/// Every row of `coins` coins against a search of the real turns.
pub fn every_row_of_up_to(coins: u32) -> Cases {
    let mut game = WinLose::normal(turns);
    let mut rng = Rng::new(3537);
    let mut cases = PROBLEM.cases(format!("every row of up to {} coins", coins));
    for row in 0..1u64 << coins {
        let lost = !game.wins(&row);
        cases.push(listed(row, &mut rng), WORDS.of(!lost));
    }
    cases
}

/// Every row of up to `coins` coins with at least one head, its heads
/// listed over and over to more than 128 entries (past the statement's 100).
pub fn rows_listed_long(coins: u32) -> Cases {
    let mut game = WinLose::normal(turns);
    let mut rng = Rng::new(100);
    let mut cases =
        PROBLEM.cases(format!("every row of up to {} coins, listed 129 times or more", coins));
    for row in 1..1u64 << coins {
        let heads: Vec<u64> = (0..64).filter(|&x| row >> x & 1 == 1).collect();
        let mut listed: Vec<u64> = (0..129).map(|i| heads[i % heads.len()]).collect();
        rng.shuffle(&mut listed);
        cases.push_beyond(nim::counted_lines(&listed), WORDS.of(game.wins(&row)));
    }
    cases
}

/// The largest positions, the most heads, repeats, and positions around
/// powers of two (where the parity of the ones changes).
fn edges() -> Vec<Cases> {
    let most = PROBLEM.limit("N") as usize;
    let top = top();
    let mut rng = Rng::new(3537);
    let mut cases = PROBLEM.cases("the largest positions, the most heads and repeats");
    let mut sets: Vec<Vec<u64>> =
        vec![vec![], vec![0], vec![top], vec![top, top], vec![0; most], vec![top; most]];
    sets.push((top - most as u64 + 1..=top).collect());
    sets.push((0..most as u64).collect());
    sets.push((0..most as u64).map(|_| rng.range(0, top)).collect());
    for k in 1..27 {
        let p = 1u64 << k;
        sets.push(vec![p - 1, p, p + 1, 0]);
        sets.push(vec![p - 1, p]);
    }
    for heads in sets {
        cases.push(nim::counted_lines(&heads), "");
    }
    vec![cases, four_heads_at_every_scale()]
}

/// Four heads whose positions xor to 0 (their values then do too: the
/// parity bits of 2x + [x evil] cancel in fours), and four that do not,
/// at every scale.
fn four_heads_at_every_scale() -> Cases {
    let mut cases = PROBLEM.cases("four heads of xor 0 or not, at every scale");
    let mut rng = Rng::new(35370);
    for (v, w) in every_scale::pairs_of_every_scale(3537, top()) {
        let u = rng.range(0, v.max(w));
        for heads in [vec![v, w, u, v ^ w ^ u], vec![v, w, u, (v ^ w ^ u) ^ 1]] {
            let inside = heads.iter().all(|&x| x <= top());
            cases.push_inside(inside, nim::counted_lines(&heads), "");
        }
    }
    cases
}

fn top() -> u64 {
    PROBLEM.limit("P")
}

#[cfg(test)]
mod tests {
    use super::PROBLEM;

    #[test]
    fn the_empty_line_after_n_0_is_optional_and_single() {
        assert!(PROBLEM.validity("0\n1\n0\n").is_valid());
        assert!(PROBLEM.validity("0\n\n1\n0\n").is_valid());
        assert!(!PROBLEM.validity("0\n\n\n1\n0\n").is_valid());
        assert!(!PROBLEM.validity("2\n1\n2\n").is_valid());
    }
}
