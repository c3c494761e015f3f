//! What the single-heap subtraction games share (CSES 1729, AtCoder EDPC K,
//! SPOJ MCOINS, all on the `subtraction_win` block): one heap, a move
//! removes s stones for some s of a fixed set, a player with no move loses.
//! Who wins each heap comes from a search of those moves.

use crate::rng::Rng;
use crate::search::WinLose;

/// Whether the player to move wins heap h, for every h in `0..=last`, by
/// a search of the moves (a move s is playable when 1 <= s <= h).
pub fn wins_by_search(moves: &[u64], last: u64) -> Vec<bool> {
    let moves = moves.to_vec();
    let mut game = WinLose::normal(move |&h: &u64| {
        moves.iter().filter(|&&s| s >= 1 && s <= h).map(|&s| h - s).collect()
    });
    // Upwards, so that each search stops at heaps already known.
    (0..=last).map(|h| game.wins(&h)).collect()
}

/// The same as [`wins_by_search`], heap by heap in a table: for heaps far
/// past a search's reach (the tables of the tests at 10^6).
pub fn wins_by_table(moves: &[u64], last: u64) -> Vec<bool> {
    let mut wins = vec![false; last as usize + 1];
    for h in 1..=last as usize {
        wins[h] = moves.iter().any(|&s| s >= 1 && s as usize <= h && !wins[h - s as usize]);
    }
    wins
}

/// Every nonempty set of moves within `1..=top`, ascending.
pub fn every_set_within(top: u64) -> Vec<Vec<u64>> {
    (1..1u64 << top).map(|bits| (1..=top).filter(|s| bits >> (s - 1) & 1 == 1).collect()).collect()
}

/// `count` seeded sets of 1 to `most` distinct moves, each within
/// `1..=top`, half of them with a move past 64 (where the block reads
/// whole words) and about half without the move 1.
pub fn seeded_sets(seed: u64, count: usize, most: u64, top: u64) -> Vec<Vec<u64>> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            let size = rng.range(1, most) as usize;
            let mut moves = vec![1];
            if i % 2 == 0 {
                moves.push(rng.range(65.min(top), top));
            }
            while moves.len() < size {
                moves.push(rng.range(1, top));
            }
            if rng.range(0, 1) == 0 {
                moves.retain(|&s| s != 1);
            }
            moves.sort_unstable();
            moves.dedup();
            if moves.is_empty() {
                moves.push(rng.range(2, top));
            }
            rng.shuffle(&mut moves);
            moves
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_plays_the_sample_of_cses_1729() {
        let wins = wins_by_search(&[1, 3, 4], 10);
        let letters: String = wins[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect();
        assert_eq!(letters, "WLWWWWLWLW");
    }

    #[test]
    fn the_table_agrees_with_the_search() {
        for moves in every_set_within(6) {
            assert_eq!(wins_by_table(&moves, 60), wins_by_search(&moves, 60), "{:?}", moves);
        }
    }
}
