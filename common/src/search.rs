//! Brute-force game oracles that know nothing but a game's move rules.
//!
//! A game is a function from a position to the positions one move reaches.
//! [`WinLose`] decides who wins by searching the whole game tree (memoised);
//! [`Grundy`] computes Sprague-Grundy values as the mex of the successors';
//! [`retrograde`] settles games with cycles by working backwards.
//! Both evaluate with an explicit stack, so deep games cannot overflow the
//! call stack, and they stop with a panic if the move graph has a cycle.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A fast non-cryptographic hasher for small integer keys (FxHash's mixing).
#[derive(Default)]
pub struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.add(u64::from(b));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// Memoised post-order evaluation: a position's value is `combine` of its
/// successors' values, in the order `moves` lists them.
struct Memo<P, V> {
    values: FxHashMap<P, V>,
}

impl<P: Hash + Eq + Clone, V: Clone> Memo<P, V> {
    fn new() -> Self {
        Memo { values: FxHashMap::default() }
    }

    fn evaluate<M, C>(&mut self, start: &P, moves: &mut M, combine: &C) -> V
    where
        M: FnMut(&P) -> Vec<P>,
        C: Fn(&[V]) -> V,
    {
        let mut stack = vec![start.clone()];
        let mut expanded: HashSet<P, BuildHasherDefault<FxHasher>> = HashSet::default();
        while let Some(position) = stack.last().cloned() {
            if self.values.contains_key(&position) {
                stack.pop();
                continue;
            }
            let successors = moves(&position);
            let pending: Vec<P> =
                successors.iter().filter(|s| !self.values.contains_key(s)).cloned().collect();
            if pending.is_empty() {
                let values: Vec<V> = successors.iter().map(|s| self.values[s].clone()).collect();
                self.values.insert(position, combine(&values));
                stack.pop();
            } else {
                // Every successor pushed above a position is settled before
                // the position is back on top, unless a move leads back to it.
                assert!(
                    expanded.insert(position),
                    "the move graph has a cycle: a position is its own descendant"
                );
                stack.extend(pending);
            }
        }
        self.values[start].clone()
    }
}

/// Decides every position of a game with perfect play on both sides.
pub struct WinLose<P, M> {
    moves: M,
    /// Under the misère convention the player who cannot move wins.
    misere: bool,
    memo: Memo<P, bool>,
}

impl<P: Hash + Eq + Clone, M: FnMut(&P) -> Vec<P>> WinLose<P, M> {
    /// Normal play: the player who cannot move loses (takes the last stone, wins).
    pub fn normal(moves: M) -> Self {
        WinLose { moves, misere: false, memo: Memo::new() }
    }

    /// Misère play: the player who cannot move wins (takes the last stone, loses).
    pub fn misere(moves: M) -> Self {
        WinLose { moves, misere: true, memo: Memo::new() }
    }

    /// True when the player to move at `position` wins.
    pub fn wins(&mut self, position: &P) -> bool {
        let misere = self.misere;
        let combine = move |successors: &[bool]| {
            if successors.is_empty() {
                misere
            } else {
                successors.iter().any(|&wins| !wins)
            }
        };
        self.memo.evaluate(position, &mut self.moves, &combine)
    }
}

/// Sprague-Grundy values: 0 exactly at the positions the mover loses (normal
/// play), and a sum of games is lost exactly when the values XOR to 0.
pub struct Grundy<P, M> {
    moves: M,
    memo: Memo<P, u64>,
}

impl<P: Hash + Eq + Clone, M: FnMut(&P) -> Vec<P>> Grundy<P, M> {
    pub fn new(moves: M) -> Self {
        Grundy { moves, memo: Memo::new() }
    }

    pub fn value(&mut self, position: &P) -> u64 {
        self.memo.evaluate(position, &mut self.moves, &|successors| mex(successors))
    }
}

/// The minimum excludant: the least value not in `values`.
pub fn mex(values: &[u64]) -> u64 {
    let mut present = vec![false; values.len() + 1];
    for &v in values {
        if let Some(slot) = usize::try_from(v).ok().and_then(|i| present.get_mut(i)) {
            *slot = true;
        }
    }
    present.iter().position(|&p| !p).expect("values.len() + 1 slots hold a gap") as u64
}

/// The value of a position for the player to move, in a game whose move
/// graph may have cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Lose,
    /// Neither side can force a win: play goes on forever.
    Draw,
}

/// Retrograde analysis of a finite game whose moves may lead back to
/// earlier positions (so no recursion can settle it): `states` must hold
/// every position reachable from those of interest. A position without a
/// move is lost (normal play); a position is won when some move reaches a
/// lost position, lost when every move reaches a won one, and a draw when
/// neither is settled by working backwards from the positions without moves.
pub fn retrograde<P, M>(states: &[P], moves: M) -> FxHashMap<P, Outcome>
where
    P: Hash + Eq + Clone,
    M: FnMut(&P) -> Vec<P>,
{
    retrograde_with_lengths(states, moves).into_iter().map(|(p, (o, _))| (p, o)).collect()
}

/// [`retrograde`] with each settled position's length of play: the moves
/// until the end when the winner hurries and the loser holds out (0 for a
/// position without a move; 0 for a draw). Positions are settled first in,
/// first out, so the first lost successor found is a nearest one, and the
/// last won successor settled is the farthest one.
pub fn retrograde_with_lengths<P, M>(states: &[P], mut moves: M) -> FxHashMap<P, (Outcome, u32)>
where
    P: Hash + Eq + Clone,
    M: FnMut(&P) -> Vec<P>,
{
    let index: FxHashMap<P, usize> =
        states.iter().cloned().enumerate().map(|(i, p)| (p, i)).collect();
    let mut predecessors: Vec<Vec<usize>> = vec![Vec::new(); states.len()];
    let mut unsettled: Vec<usize> = Vec::with_capacity(states.len());
    for (i, state) in states.iter().enumerate() {
        let next = moves(state);
        for successor in &next {
            let j =
                *index.get(successor).expect("`states` must hold every position a move reaches");
            predecessors[j].push(i);
        }
        unsettled.push(next.len());
    }
    let mut outcome: Vec<Option<(Outcome, u32)>> = vec![None; states.len()];
    let mut queue: std::collections::VecDeque<usize> =
        (0..states.len()).filter(|&i| unsettled[i] == 0).collect();
    for &i in &queue {
        outcome[i] = Some((Outcome::Lose, 0));
    }
    while let Some(settled) = queue.pop_front() {
        let (result, length) = outcome[settled].expect("a queued position is settled");
        for &before in &predecessors[settled] {
            if outcome[before].is_some() {
                continue;
            }
            if result == Outcome::Lose {
                // One move into a lost position wins.
                outcome[before] = Some((Outcome::Win, length + 1));
                queue.push_back(before);
            } else {
                // Lost once every move is known to reach a won position.
                unsettled[before] -= 1;
                if unsettled[before] == 0 {
                    outcome[before] = Some((Outcome::Lose, length + 1));
                    queue.push_back(before);
                }
            }
        }
    }
    states.iter().cloned().zip(outcome).map(|(p, o)| (p, o.unwrap_or((Outcome::Draw, 0)))).collect()
}

/// Counts distinct items, for tests that show a set of cases really
/// exercises several outcomes.
pub fn count_distinct<T: Hash + Eq, I: IntoIterator<Item = T>>(items: I) -> usize {
    items.into_iter().collect::<HashSet<T, BuildHasherDefault<FxHasher>>>().len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One pile, take 1..=m stones: the mover loses exactly when m + 1 divides n.
    fn take_up_to(m: u64) -> impl FnMut(&u64) -> Vec<u64> {
        move |&n| (1..=m.min(n)).map(|t| n - t).collect()
    }

    #[test]
    fn subtraction_game_matches_its_textbook_rule() {
        let mut game = WinLose::normal(take_up_to(3));
        for n in 0..200 {
            assert_eq!(game.wins(&n), n % 4 != 0, "n = {}", n);
        }
    }

    #[test]
    fn misere_flips_only_the_terminal_rule() {
        // Misère, take 1..=3: the mover loses exactly when n % 4 == 1.
        let mut game = WinLose::misere(take_up_to(3));
        for n in 0..200 {
            assert_eq!(game.wins(&n), n % 4 != 1, "n = {}", n);
        }
    }

    #[test]
    fn grundy_of_nim_heaps_and_sums() {
        let mut heap = Grundy::new(|&n: &u64| (0..n).collect::<Vec<u64>>());
        for n in 0..64 {
            assert_eq!(heap.value(&n), n);
        }
        // Two heaps as one game: the Sprague-Grundy theorem says XOR.
        let mut pair = Grundy::new(|&(a, b): &(u64, u64)| {
            let mut next: Vec<(u64, u64)> = (0..a).map(|x| (x, b)).collect();
            next.extend((0..b).map(|y| (a, y)));
            next
        });
        for a in 0..12 {
            for b in 0..12 {
                assert_eq!(pair.value(&(a, b)), a ^ b);
            }
        }
        let mut mod3 = Grundy::new(take_up_to(2));
        assert_eq!(mod3.value(&1000), 1000 % 3);
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let mut chain = WinLose::normal(|&n: &u64| if n > 0 { vec![n - 1] } else { vec![] });
        assert!(!chain.wins(&1_000_000));
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn cycles_are_reported() {
        let mut loop_game = WinLose::normal(|&n: &u64| vec![(n + 1) % 3]);
        loop_game.wins(&0);
    }

    #[test]
    fn retrograde_agrees_with_the_search_on_an_acyclic_game() {
        let states: Vec<u64> = (0..=60).collect();
        let outcome = retrograde(&states, take_up_to(3));
        let mut game = WinLose::normal(take_up_to(3));
        for n in 0..=60u64 {
            let expected = if game.wins(&n) { Outcome::Win } else { Outcome::Lose };
            assert_eq!(outcome[&n], expected, "n = {}", n);
        }
    }

    #[test]
    fn retrograde_settles_cycles_and_finds_draws() {
        // 0 -> 1 -> 2 -> 0 with an exit 2 -> 3 (no move): 2 wins, 1 loses,
        // 0 wins. A lone loop 4 -> 5 -> 4 is a draw.
        let moves = |&p: &u64| match p {
            0 => vec![1],
            1 => vec![2],
            2 => vec![0, 3],
            4 => vec![5],
            5 => vec![4],
            _ => vec![],
        };
        let outcome = retrograde(&[0, 1, 2, 3, 4, 5], moves);
        let expected = [
            Outcome::Win,
            Outcome::Lose,
            Outcome::Win,
            Outcome::Lose,
            Outcome::Draw,
            Outcome::Draw,
        ];
        for (p, e) in expected.iter().enumerate() {
            assert_eq!(outcome[&(p as u64)], *e, "position {}", p);
        }
    }

    #[test]
    fn retrograde_lengths_are_the_winner_hurrying_and_the_loser_holding_out() {
        // Take 1 to 3: every reply to the loser's take completes a round of
        // 4 stones, two moves, whatever the loser takes.
        let states: Vec<u64> = (0..=40).collect();
        let settled = retrograde_with_lengths(&states, take_up_to(3));
        for n in 0..=40u64 {
            let expected = if n % 4 == 0 { Outcome::Lose } else { Outcome::Win };
            let length = 2 * (n / 4) as u32 + u32::from(n % 4 != 0);
            assert_eq!(settled[&n], (expected, length), "n = {}", n);
        }
        // The cycle 0 -> 1 -> 2 -> 0 with the exit 2 -> 3: the win from 0
        // takes three moves, and the lone loop 4 <-> 5 is a draw.
        let moves = |&p: &u64| match p {
            0 => vec![1],
            1 => vec![2],
            2 => vec![0, 3],
            4 => vec![5],
            5 => vec![4],
            _ => vec![],
        };
        let settled = retrograde_with_lengths(&[0, 1, 2, 3, 4, 5], moves);
        assert_eq!(settled[&0], (Outcome::Win, 3));
        assert_eq!(settled[&1], (Outcome::Lose, 2));
        assert_eq!(settled[&4], (Outcome::Draw, 0));
    }

    #[test]
    fn mex_examples() {
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[0, 1, 3]), 2);
        assert_eq!(mex(&[1, 2]), 0);
        assert_eq!(mex(&[u64::MAX, 0]), 1);
        assert_eq!(count_distinct(vec![1, 1, 2]), 2);
    }
}
