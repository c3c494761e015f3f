//! Euclid's game (Luogu P1290, POJ 2348): the pairs (a, b) as a grid, marked
//! by a search of the real moves; the euclid block's rule checked on every
//! cell, and the wedge b < a < phi b that its lost pairs fill.

use super::*;
use crate::problems::euclid::{moves, sorted};

pub(super) fn explore_euclid(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    let mut game = WinLose::normal(moves);
    let mut marks = Vec::new();
    for a in 1..=size {
        for b in 1..=size {
            marks.push(((a, b), Mark::of(game.wins(&sorted(a, b)))));
        }
    }
    let (disagreements, checked) =
        check(&marks, |&(a, b)| Mark::of(rules::euclid_mover_wins(a, b)));
    // phi is the root of x^2 = x + 1, so for large > small > 0,
    // large < phi small iff large^2 - large small - small^2 < 0: exact.
    let in_wedge = |&(a, b): &(u64, u64)| {
        let (large, small) = sorted(a, b);
        large > small && large * large < large * small + small * small
    };
    let wedge = marks.iter().all(|(pair, mark)| (*mark == Mark::Lost) == in_wedge(pair));
    let lost = marks.iter().filter(|(_, mark)| *mark == Mark::Lost).count();
    Ok(Exploration {
        title: "Euclid's game".into(),
        moves: "take a positive multiple of the smaller number from the larger; making a 0 wins"
            .into(),
        picture: Picture::Grid {
            row_name: "a".into(),
            col_name: "b".into(),
            row_first: 1,
            col_first: 1,
            row_labels: None,
            cells: marks.chunks(size as usize).map(marks_only).collect(),
        },
        notes: vec![
            format!("{} of the {} pairs are lost", lost, marks.len()),
            format!(
                "lost exactly where small < large < phi * small: {}",
                if wedge { "yes, on every pair shown" } else { "no" }
            ),
        ],
        rule: "won iff a >= 2b or a = b, else iff (b, a - b) is lost, a >= b (the euclid block)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}
