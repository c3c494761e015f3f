//! POJ 3537, Crosses and Crosses (Treblecross on a 1 x n strip): n values
//! until end of input, 3 <= n <= 2000 (1 <= n per one source); `1` if the
//! first player wins, else `2`.

use super::{Answers, Layout, Problem};
use crate::cases::Cases;
use crate::search::WinLose;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "poj3537",
    validate,
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small: || vec![every_strip_up_to_18_against_a_search_of_the_board()],
    edges,
    shrink: super::whole,
};

/// The longest strip the board search covers (2^18 positions).
pub const SEARCHED: u32 = 18;

/// Lines `n`, 3 <= n <= N, to the end; n = 1 and 2 are doubtful (one
/// source allows them), at least one n.
fn validate(input: &mut Input) -> Valid {
    loop {
        let n = input.number("n", 1..=PROBLEM.limit("N"))?;
        if n < 3 {
            input.doubt("n >= 3 (one source of the statement allows n = 1 and 2)");
        }
        input.end_line()?;
        if input.at_end() {
            return input.end();
        }
    }
}

pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "1\n"
    } else {
        "2\n"
    }
}

/// Whether three crosses stand in a row among the cells of `board`.
pub fn has_triple(board: u32) -> bool {
    board & (board >> 1) & (board >> 2) != 0
}

/// The real game on a strip of `cells`: a position is the set of cells
/// holding crosses (bit i for cell i); a move adds one. A triple ends the
/// game: its maker has won, so the player to move there has lost, and has
/// no move. Whether the player to move at `board` wins.
pub fn board_game(cells: u32) -> impl FnMut(u32) -> bool {
    let full = (1u32 << cells) - 1;
    let mut game = WinLose::normal(move |&board: &u32| {
        if has_triple(board) {
            return Vec::new();
        }
        (0..cells).filter(|&i| board & (1 << i) == 0).map(|i| board | (1 << i)).collect()
    });
    move |board| {
        assert!(board & !full == 0);
        game.wins(&board)
    }
}

/// Every strip of 3 to SEARCHED cells by the board's own moves; 1 and 2
/// cells, where no triple fits and nobody wins, answered `1` as every
/// solution seen does (doubtful).
pub fn every_strip_up_to_18_against_a_search_of_the_board() -> Cases {
    let mut cases =
        PROBLEM.cases(format!("every strip of 1 to {} cells, by a search of the board", SEARCHED));
    cases.push_scoped(crate::cases::Scope::Doubtful, "1\n", answer(true));
    cases.push_scoped(crate::cases::Scope::Doubtful, "2\n", answer(true));
    for cells in 3..=SEARCHED {
        let mut wins = board_game(cells);
        cases.push(format!("{}\n", cells), answer(wins(0)));
    }
    cases
}

/// The mex definition of the strip's values, written here from the
/// statement's reduction alone: g(m) is the least value not among
/// g(max(i - 3, 0)) xor g(max(m - i - 2, 0)), i = 1..m.
pub fn values_by_the_mex(largest: usize) -> Vec<u64> {
    let mut g: Vec<u64> = vec![0];
    for m in 1..=largest {
        let options: std::collections::BTreeSet<u64> = (1..=m)
            .map(|i| g[i.saturating_sub(3)] ^ g[m.saturating_sub(i + 2)])
            .collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// The bound, its neighbours, the smallest strips, every n of one run.
fn edges() -> Vec<Cases> {
    let most = PROBLEM.limit("N");
    let mut cases = PROBLEM.cases("the bound, the smallest strips and the losing ones");
    for n in [3, 4, 5, 6, 12, 22, 30, 32, most - 1, most] {
        cases.push(format!("{}\n", n), "");
    }
    cases.push_scoped(crate::cases::Scope::Doubtful, "1\n", "");
    cases.push_scoped(crate::cases::Scope::Doubtful, "2\n", "");
    cases.push_beyond(format!("{}\n", most + 1), "");
    // The strips from 2001 to 2^14 the first player loses: 2502, 2752,
    // 2912, 3052, 3076, 7250, 7356, 7866 and 16168 (the mex definition's table).
    for n in [2502, 3076, 7250, 7866, 16168, 16169, 16384] {
        cases.push_beyond(format!("{}\n", n), "");
    }
    let mut every = PROBLEM.cases("every n of the statement in one input");
    for n in 3..=most {
        every.push(format!("{}\n", n), "");
    }
    vec![cases, every]
}
