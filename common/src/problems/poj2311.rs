//! POJ 2311, Cutting Game: sheets `W H` (2 <= W, H <= 200) until end of
//! input; a cut splits one piece in two, and making a 1 x 1 piece wins.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::{mex, WinLose};
use crate::suites::Answers as Words;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj2311",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![real_game_up_to_area(40), every_sheet_by_the_cuts(200)],
    edges,
    shrink: super::whole,
};

pub const WORDS: Words = Words { lose: "LOSE\n", win: "WIN\n" };

/// Lines `W H` (2 <= W, H <= W) until end of input.
fn validate(input: &mut Input) -> Valid {
    let top = PROBLEM.limit("W");
    while !input.at_end() {
        input.number("W", 2..=top)?;
        input.number("H", 2..=top)?;
        input.end_line()?;
    }
    Ok(())
}

/// A piece, (shorter side, longer side).
type Piece = (u64, u64);

fn piece(a: u64, b: u64) -> Piece {
    (a.min(b), a.max(b))
}

/// Every position one cut reaches, the pieces sorted; a cut that makes a
/// 1 x 1 piece wins at once, which is a move to a position where the next
/// player cannot move (no pieces).
#[allow(clippy::ptr_arg)] // the search hands over its own positions
pub fn cuts(pieces: &Vec<Piece>) -> Vec<Vec<Piece>> {
    let mut next = Vec::new();
    for (i, &(a, b)) in pieces.iter().enumerate() {
        let rest: Vec<Piece> = pieces[..i].iter().chain(&pieces[i + 1..]).copied().collect();
        let mut parts = Vec::new();
        for x in 1..a {
            parts.push((piece(x, b), piece(a - x, b)));
        }
        for y in 1..b {
            parts.push((piece(a, y), piece(a, b - y)));
        }
        for (p, q) in parts {
            if p == (1, 1) || q == (1, 1) {
                return vec![vec![]];
            }
            let mut after = rest.clone();
            after.extend([p, q]);
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

fn sheet(w: u64, h: u64) -> String {
    format!("{} {}\n", w, h)
}

/// Every sheet of area up to `area`, either way round, against a search of
/// the real game over multisets of pieces.
pub fn real_game_up_to_area(area: u64) -> Cases {
    let mut game = WinLose::normal(cuts);
    let mut cases = PROBLEM.cases(format!("every sheet of area <= {}, the real game", area));
    for w in 1..=area {
        for h in 1..=area / w {
            let first_wins = game.wins(&vec![piece(w, h)]);
            cases.push_inside(w >= 2 && h >= 2, sheet(w, h), WORDS.of(first_wins));
        }
    }
    cases
}

/// `sg[w][h]` for every sheet up to `max` x `max` in the game without the
/// cuts that leave a piece one cell wide (which lose at once: the real game
/// proves it on small sheets), from its cuts and the sum theorem; 0 where a
/// side is below 2.
pub fn reduced_values(max: u64) -> Vec<Vec<u64>> {
    let n = max as usize + 1;
    let mut sg = vec![vec![0u64; n]; n];
    for w in 2..n {
        for h in 2..n {
            let mut reached: Vec<u64> =
                (2..w.saturating_sub(1)).map(|x| sg[x][h] ^ sg[w - x][h]).collect();
            reached.extend((2..h.saturating_sub(1)).map(|y| sg[w][y] ^ sg[w][h - y]));
            sg[w][h] = mex(&reached);
        }
    }
    sg
}

/// Every sheet up to `max` x `max` against [`reduced_values`].
pub fn every_sheet_by_the_cuts(max: u64) -> Cases {
    let sg = reduced_values(max);
    let mut cases = PROBLEM.cases(format!("every sheet up to {} x {}", max, max));
    for (w, row) in sg.iter().enumerate().skip(2) {
        for (h, &value) in row.iter().enumerate().skip(2) {
            cases.push(sheet(w as u64, h as u64), WORDS.of(value != 0));
        }
    }
    cases
}

/// The largest sheets, the narrowest, and squares.
fn edges() -> Vec<Cases> {
    let top = PROBLEM.limit("W");
    let mut cases = PROBLEM.cases("the largest, the narrowest sheets and squares");
    for (w, h) in [
        (top, top),
        (2, top),
        (top, 2),
        (top - 1, top),
        (top, top - 1),
        (2, 2),
        (2, 3),
        (3, 2),
        (3, 3),
        (4, 4),
        (top - 1, top - 1),
        (3, top),
    ] {
        cases.push(sheet(w, h), "");
    }
    for side in (2..=top).step_by(11) {
        cases.push(sheet(side, side), "");
    }
    vec![cases]
}
