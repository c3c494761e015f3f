//! HDU 1729, Stone Game: cases of 0 < N <= 50 boxes `s c`
//! (0 <= c <= s <= 10^6) until `0`; a move adds 1..=c^2 stones to a box.

use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::{Grundy, WinLose};
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "hdu1729",
    validate,
    layout: Layout::EndedBy("0\n"),
    answers: Answers::Numbered("Case ", ":\n"),
    small,
    edges,
    shrink: super::whole,
};

/// Cases until a line `0`: N boxes (1 <= N <= the limit N), then N lines
/// `s c`, 0 <= c <= s <= S.
fn validate(input: &mut Input) -> Valid {
    while !input.terminator("0")? {
        let boxes = input.number("N", 1..=PROBLEM.limit("N"))?;
        input.end_line()?;
        for _ in 0..boxes {
            let size = input.number("s", 0..=PROBLEM.limit("S"))?;
            input.number("c", 0..=size)?;
            input.end_line()?;
        }
    }
    Ok(())
}

pub const WORDS: Words = Words { lose: "No\n", win: "Yes\n" };

/// A box: (its size s, the stones c in it).
pub type Box = (u64, u64);

/// Every box one move reaches: k more stones, 1 <= k <= c^2, at most s.
pub fn additions(&(s, c): &Box) -> Vec<Box> {
    let most = (c * c).min(s - c);
    (1..=most).map(|k| (s, c + k)).collect()
}

/// The largest t with t + t^2 < s (s >= 1, well inside u64): counted down
/// from above the square root, the test's own way.
pub fn largest_safe(s: u64) -> u64 {
    let mut q = (s as f64).sqrt() as u64 + 1;
    while q + q * q >= s {
        q -= 1;
    }
    q
}

pub fn case(boxes: &[Box]) -> String {
    let mut text = format!("{}\n", boxes.len());
    for (s, c) in boxes {
        text.push_str(&format!("{} {}\n", s, c));
    }
    text
}

/// Every box of size up to 300, each alone, beside a box of the same
/// value (lost) and beside one of another value (won), the values from a
/// search of the additions; and every position of two boxes up to 10 and
/// of three up to 6 against a search of whole positions.
pub fn small() -> Vec<Cases> {
    const MAX: u64 = 300;
    let mut grundy = Grundy::new(additions);
    let boxes: Vec<Box> = (0..=MAX).flat_map(|s| (0..=s).map(move |c| (s, c))).collect();
    let values: Vec<u64> = boxes.iter().map(|b| grundy.value(b)).collect();
    // The first box of each value, to compare the others with.
    let mut witness: Vec<Option<Box>> = Vec::new();
    for (&b, &v) in boxes.iter().zip(&values) {
        if witness.len() <= v as usize {
            witness.resize(v as usize + 1, None);
        }
        witness[v as usize].get_or_insert(b);
    }
    let mut pairs =
        PROBLEM.cases("every box of size <= 300, alone and beside a box of known value");
    for (&b, &v) in boxes.iter().zip(&values) {
        pairs.push(case(&[b]), WORDS.of(v != 0));
        let other = witness.iter().enumerate().find_map(|(w, &at)| at.filter(|_| w as u64 != v));
        if let Some(same) = witness[v as usize] {
            pairs.push(case(&[b, same]), WORDS.lose);
        }
        if let Some(other) = other {
            pairs.push(case(&[other, b]), WORDS.win);
        }
    }
    let mut game = WinLose::normal(|position: &Vec<Box>| {
        let mut next = Vec::new();
        for (i, b) in position.iter().enumerate() {
            for after in additions(b) {
                let mut moved = position.clone();
                moved[i] = after;
                moved.sort_unstable();
                next.push(moved);
            }
        }
        next
    });
    let mut whole = PROBLEM.cases("every position of 2 boxes <= 10 and 3 boxes <= 6");
    let upto =
        |max: u64| -> Vec<Box> { (0..=max).flat_map(|s| (0..=s).map(move |c| (s, c))).collect() };
    let (ten, six) = (upto(10), upto(6));
    for (i, &a) in ten.iter().enumerate() {
        for &b in &ten[i..] {
            whole.push(case(&[a, b]), WORDS.of(game.wins(&vec![a, b])));
        }
    }
    for (i, &a) in six.iter().enumerate() {
        for (j, &b) in six.iter().enumerate().skip(i) {
            for &c in &six[j..] {
                whole.push(case(&[a, b, c]), WORDS.of(game.wins(&vec![a, b, c])));
            }
        }
    }
    vec![pairs, whole]
}

/// Boxes of the largest size around every step of the recursion (q and its
/// neighbours), empty and full boxes, and the most boxes.
fn edges() -> Vec<Cases> {
    let most = PROBLEM.limit("N") as usize;
    let top = PROBLEM.limit("S");
    let mut cases = PROBLEM.cases("steps of the recursion, empty, full and the most boxes");
    let mut s = top;
    let mut steps = Vec::new();
    while s > 1 {
        let q = largest_safe(s);
        steps.push((s, q));
        s = q;
    }
    for &(s, q) in &steps {
        for c in [q.saturating_sub(1), q, q + 1, s - 1, s, 0, 1] {
            if c <= s {
                cases.push(case(&[(s, c)]), "");
                cases.push(case(&[(s, c), (top, 999_000)]), "");
            }
        }
    }
    cases.push(case(&[(0, 0)]), "");
    cases.push(case(&[(top, 0)]), "");
    cases.push(case(&[(top, top)]), "");
    cases.push(case(&vec![(top, 999); most]), "");
    cases.push(case(&vec![(top, 999); most - 1]), "");
    let spread: Vec<Box> = (0..most as u64).map(|i| (top - i * 7919, 900 + i * 3)).collect();
    cases.push(case(&spread), "");
    vec![cases, copied_boxes_at_every_scale()]
}

/// [`every_scale::twin_sums`] of boxes of every size's scale, half full
/// and at the recursion's safe count.
fn copied_boxes_at_every_scale() -> Cases {
    let mut cases = PROBLEM.cases("copied boxes at every scale");
    for (s, t) in every_scale::pairs_of_every_scale(1729, 1_000_000) {
        let boxes = [(s, s / 2), (t, largest_safe(t))];
        for sum in every_scale::twin_sums(&boxes[0], &boxes[1]) {
            cases.push_inside(s.max(t) <= 1_000_000, case(&sum), "");
        }
    }
    cases
}
