//! Octal games: Treblecross (`crosses`) played on the real board, its
//! marks checked against the octal block's values of 0.007.

use super::games::{pile_row, value_text};
use super::*;

/// Whether three crosses stand in a row among the cells of `board`.
fn has_triple(board: u32) -> bool {
    board & (board >> 1) & (board >> 2) != 0
}

/// The mover's verdict by the reduction: a win if one cross makes a triple;
/// else the xor of the values of the runs of safe cells (empty, three or
/// more cells from every cross), a run of r being a heap of r + 2 of 0.007.
fn reduced_wins(board: u32, cells: u32, values: &[u64]) -> bool {
    let empty = |i: u32| board & (1 << i) == 0;
    if (0..cells).any(|i| empty(i) && has_triple(board | (1 << i))) {
        return true;
    }
    let safe = |i: u32| (i.saturating_sub(2)..=(i + 2).min(cells - 1)).all(empty);
    let (mut xor, mut run) = (0, 0);
    for i in 0..=cells {
        if i < cells && safe(i) {
            run += 1;
        } else {
            xor ^= values[run + 2];
            run = 0;
        }
    }
    xor != 0
}

/// The longest strip whose every position is compared with the reduction.
const EVERY_POSITION: u64 = 12;

pub(super) fn explore_crosses(p: &Parameters) -> Result<Exploration, String> {
    let size = p.number("size")?;
    // The real game: a position is the set of cells with a cross; a triple
    // ends it, lost for the player to move (the opponent made it).
    let board = |cells: u32| {
        WinLose::normal(move |&b: &u32| {
            if has_triple(b) {
                return Vec::new();
            }
            (0..cells).filter(|&i| b & (1 << i) == 0).map(|i| b | (1 << i)).collect()
        })
    };
    let marks: Vec<(u64, Mark)> =
        (3..=size.max(3)).map(|n| (n, Mark::of(board(n as u32).wins(&0)))).collect();
    let values = rules::octal_values(&[0, 0, 7], size.max(3) as usize + 2);
    let (mut disagreements, checked) = check(&marks, |&n| Mark::of(values[n as usize + 2] != 0));
    let mut positions = 0;
    for cells in 3..=size.min(EVERY_POSITION) as u32 {
        let mut game = board(cells);
        for b in (0..1u32 << cells).filter(|&b| !has_triple(b)) {
            positions += 1;
            if game.wins(&b) != reduced_wins(b, cells, &values) {
                disagreements.push(format!("the board {:b} of {} cells", b, cells));
            }
        }
    }
    let shown: Vec<String> =
        (0..=size as usize).map(|n| value_text(Mark::Value(values[n + 2]))).collect();
    Ok(Exploration {
        title: "Treblecross (Crosses and Crosses)".into(),
        moves: "a cross into an empty cell of a 1 x n strip; three in a row wins at once".into(),
        picture: pile_row("n", 3, &marks),
        notes: vec![
            format!("strip values g(n), n = 0..{}: {}", size, shown.join(" ")),
            format!(
                "the reduction (safe runs, xor) agrees with the board on all {} positions of 3 to {} cells",
                positions,
                size.min(EVERY_POSITION)
            ),
            "n = 1, 2 (not drawn): no triple fits, the strip fills with no winner".into(),
        ],
        rule: "lost iff g(n) = 0, g(n) the value of a heap of n + 2 in 0.007 (the octal block)"
            .into(),
        disagreements,
        checked,
        rays: false,
    })
}
