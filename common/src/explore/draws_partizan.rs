//! Games beyond the impartial, finite ones: Berzerk, whose moves can go
//! round in circles (so a position may be a draw, `Loop`), and Cutcake
//! (Alice's Game), where each player has moves of his own.

use super::*;
use crate::problems::hdu3544;
use crate::search::{retrograde, Outcome};

/// Berzerk on circles of n = 2..=size objects, Rick (steps `rick`) moving
/// first; the marks from `retrograde` over (player to move, object).
pub(super) fn explore_berzerk(p: &Parameters) -> Result<Exploration, String> {
    let (size, rick, morty) = (p.number("size")?, p.set("rick")?, p.set("morty")?);
    let mut marks = Vec::new();
    let mut rows = Vec::new();
    for n in 2..=size {
        let steps = [rick.clone(), morty.clone()];
        let moves = move |&(player, object): &(usize, u64)| -> Vec<(usize, u64)> {
            if object == 0 {
                return Vec::new();
            }
            steps[player].iter().map(|&s| (1 - player, (object + s) % n)).collect()
        };
        let states: Vec<(usize, u64)> =
            (0..2).flat_map(|pl| (0..n).map(move |o| (pl, o))).collect();
        let outcome = retrograde(&states, moves.clone());
        let mark = |position: &(usize, u64)| match outcome[position] {
            Outcome::Win => Mark::Won,
            Outcome::Lose => Mark::Lost,
            Outcome::Draw => Mark::Drawn,
        };
        let mut row = vec![Mark::Absent];
        for object in 1..n {
            let position = (0, object);
            // The rule the solution settles positions by, checked on the
            // search's marks: won iff some move reaches the hole or a lost
            // position; lost iff every move reaches a won one; else a loop.
            let after: Vec<Mark> = moves(&position)
                .iter()
                .map(|q| if q.1 == 0 { Mark::Lost } else { mark(q) })
                .collect();
            let said = if after.contains(&Mark::Lost) {
                Mark::Won
            } else if after.iter().all(|&m| m == Mark::Won) {
                Mark::Lost
            } else {
                Mark::Drawn
            };
            marks.push(((n, object + 1), mark(&position), said));
            row.push(mark(&position));
        }
        row.resize(size as usize, Mark::Absent);
        rows.push(row);
    }
    let searched: Vec<((u64, u64), Mark)> = marks.iter().map(|&(at, m, _)| (at, m)).collect();
    let (disagreements, checked) = check(&searched, |at| {
        marks.iter().find(|(other, _, _)| other == at).map_or(Mark::Absent, |m| m.2)
    });
    let draws = searched.iter().filter(|(_, m)| *m == Mark::Drawn).count();
    Ok(Exploration {
        title: format!("Berzerk, Rick ({:?}) moving first, Morty ({:?})", rick, morty),
        moves: "move the monster clockwise by a step of your own set; landing on object 1 (the \
                hole) wins"
            .into(),
        picture: Picture::Grid {
            row_name: "n".into(),
            col_name: "the monster's object".into(),
            row_first: 2,
            col_first: 1,
            row_labels: None,
            cells: rows,
        },
        notes: vec![format!("{} of {} positions are draws (Loop)", draws, checked)],
        rule: "won iff a move reaches the hole or a lost position; lost iff every move reaches \
               a won one; otherwise neither side can force the hole: a loop"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}

/// Single bars X x Y of Alice's Game, Alice moving first; the marks from a
/// search of both players' breaks.
pub(super) fn explore_cuts(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut game = hdu3544::search();
    let mut marks = Vec::new();
    for x in 1..=size {
        for y in 1..=size {
            marks.push(((x, y), Mark::of(game.wins(&hdu3544::position(&[(x, y)], true)))));
        }
    }
    // The solution's rule: the bar's value, halved until a side is 1.
    let value = hdu3544::bar_value;
    let (disagreements, checked) = check(&marks, |&(x, y)| Mark::of(value(x, y) > 0));
    let values: Vec<String> = (1..=size.min(8))
        .map(|x| {
            let row: Vec<String> =
                (1..=size.min(8)).map(|y| format!("{:>3}", value(x, y))).collect();
            format!("{:>5} | {}", x, row.join(""))
        })
        .collect();
    let mut notes = vec!["the values the rule gives (X down, Y across; > 0: Alice wins):".into()];
    notes.extend(values);
    Ok(Exploration {
        title: "Alice's Game (Cutcake): one bar, Alice moving first".into(),
        moves: "Alice breaks a bar X x Y into A x Y and B x Y, Bob into X x A and X x B; who \
                cannot break loses"
            .into(),
        picture: Picture::Grid {
            row_name: "X".into(),
            col_name: "Y".into(),
            row_first: 1,
            col_first: 1,
            row_labels: None,
            cells: marks.chunks(size as usize).map(marks_only).collect(),
        },
        notes,
        rule: "with j = min(floor(log2 X), floor(log2 Y)), the bar is worth floor(X / 2^j) - \
               floor(Y / 2^j); Alice wins iff the value is above 0"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}
