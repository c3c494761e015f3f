//! The judge of AtCoder ABC278 G: cards 1..N in a row, a move removes L
//! to R consecutive cards still there. The judge writes `N L R`, reads
//! `First` or `Second`, then checks each move `x y` of the program and
//! answers with its own, `0 0` when it has none, `-1 -1` after an illegal
//! move or the program's `0 0`.

use std::time::Duration;

use super::{numbers, rng_of, Fault, Game, Interactive, Style, Talk};
use crate::rng::Rng;

pub const JUDGE: Interactive =
    Interactive { id: "abc278g", referee, games, time_limit: Duration::from_secs(2) };

/// Grundy values of runs of 0..=n cards, a move removing L..=R cards of a
/// run and leaving the runs on either side: g(m) is the mex of
/// g(a) ^ g(b) over a + b = s, m - R <= s <= m - L. Each s's values are
/// added once, when the window reaches it, and `last[v]` keeps the largest
/// s giving v: O(n^2) in all, however wide [L, R].
pub fn grundy_values(n: usize, low: usize, high: usize) -> Vec<u32> {
    let mut values = vec![0u32; n + 1];
    let mut last: Vec<Option<usize>> = vec![None; 2 * (n + 2).next_power_of_two()];
    for m in 0..=n {
        if m < low {
            continue;
        }
        let s = m - low;
        for a in 0..=s / 2 {
            last[(values[a] ^ values[s - a]) as usize] = Some(s);
        }
        let oldest = m.saturating_sub(high);
        let mut mex = 0;
        while matches!(last[mex], Some(s) if s >= oldest) {
            mex += 1;
        }
        values[m] = mex as u32;
    }
    values
}

/// The cards on the table: `present[x]` for x in 1..=n, the ends empty.
#[derive(Clone)]
pub struct Board {
    pub present: Vec<bool>,
    pub low: usize,
    pub high: usize,
}

impl Board {
    pub fn new(n: usize, low: usize, high: usize) -> Board {
        let mut present = vec![true; n + 2];
        present[0] = false;
        present[n + 1] = false;
        Board { present, low, high }
    }

    pub fn cards(&self) -> usize {
        self.present.len() - 2
    }

    /// The runs as (first card, length), left to right.
    pub fn runs(&self) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut x = 1;
        while x <= self.cards() {
            if self.present[x] {
                let start = x;
                while self.present[x] {
                    x += 1;
                }
                runs.push((start, x - start));
            }
            x += 1;
        }
        runs
    }

    pub fn is_legal(&self, x: i64, y: i64) -> bool {
        let n = self.cards() as i64;
        x >= 1
            && y >= self.low as i64
            && y <= self.high as i64
            && y <= n - x + 1
            && self.present[x as usize..(x + y) as usize].iter().all(|&c| c)
    }

    pub fn remove(&mut self, x: usize, y: usize) {
        for card in &mut self.present[x..x + y] {
            *card = false;
        }
    }

    /// Every legal move, by x then y.
    pub fn moves(&self) -> Vec<(usize, usize)> {
        let mut moves = Vec::new();
        for (start, len) in self.runs() {
            for x in start..start + len {
                let room = start + len - x;
                for y in self.low..=self.high.min(room) {
                    moves.push((x, y));
                }
            }
        }
        moves
    }

    pub fn xor(&self, values: &[u32]) -> u32 {
        self.runs().iter().fold(0, |x, &(_, len)| x ^ values[len])
    }

    /// A move leaving a xor of 0, if the xor is not 0 now.
    pub fn winning_move(&self, values: &[u32]) -> Option<(usize, usize)> {
        let total = self.xor(values);
        if total == 0 {
            return None;
        }
        for (start, len) in self.runs() {
            let wanted = total ^ values[len];
            if wanted >= values[len] || len < self.low {
                continue;
            }
            for y in self.low..=self.high.min(len) {
                let rest = len - y;
                if let Some(a) = (0..=rest).find(|&a| values[a] ^ values[rest - a] == wanted) {
                    return Some((start + a, y));
                }
            }
        }
        unreachable!("a nonzero xor has a move to 0 (Sprague-Grundy)")
    }

    /// The judge's reply where every reply loses (or none is left: `None`).
    fn losing_reply(
        &self,
        style: Style,
        first: bool,
        turn: usize,
        rng: &mut Rng,
    ) -> Option<(usize, usize)> {
        let runs: Vec<(usize, usize)> =
            self.runs().into_iter().filter(|&(_, len)| len >= self.low).collect();
        let &(start, len) =
            runs.iter().max_by_key(|&&(start, len)| (len, std::cmp::Reverse(start)))?;
        Some(match style {
            Style::FirstReply(k) if first => {
                let moves = self.moves();
                moves[k % moves.len()]
            }
            Style::FirstReply(_) | Style::Longest => (start, self.low),
            Style::Centres => {
                let y = if turn % 2 == 0 { self.low } else { self.high.min(len) };
                (start + (len - y) / 2, y)
            }
            Style::Random(_) => {
                let (start, len) = runs[rng.range(0, runs.len() as u64 - 1) as usize];
                let y = rng.range(self.low as u64, self.high.min(len) as u64) as usize;
                (start + rng.range(0, (len - y) as u64) as usize, y)
            }
        })
    }
}

fn referee(talk: &mut Talk, game: &Game) -> Result<usize, Fault> {
    let v = numbers(game.input.trim(), 3, "N L R").expect("a game's input is `N L R`");
    let (n, low, high) = (v[0] as usize, v[1] as usize, v[2] as usize);
    let values = grundy_values(n, low, high);
    let mut board = Board::new(n, low, high);
    let mut rng = rng_of(game.style);
    talk.say(&format!("{} {} {}", n, low, high));
    let side = talk.hear("`First` or `Second`")?;
    let mut program_to_move = match side.as_str() {
        "First" => true,
        "Second" => false,
        _ => {
            return Err(Fault::Protocol(format!("expected `First` or `Second`, found {:?}", side)))
        }
    };
    // The program's first choice that left the judge a winning position.
    let mut mistake = if program_to_move == (values[n] != 0) {
        None
    } else {
        Some(format!("`{}` where `{}` wins", side, if values[n] != 0 { "First" } else { "Second" }))
    };
    let (mut moves, mut losing_turns) = (0, 0);
    loop {
        if program_to_move {
            let line = talk.hear("a move `x y`")?;
            let v = numbers(&line, 2, "a move `x y`")?;
            if v == [0, 0] {
                talk.say("-1 -1");
                return Err(Fault::Lost(format!(
                    "it had no move left{}",
                    mistake.map_or(String::new(), |m| format!("; its first losing choice: {}", m))
                )));
            }
            if !board.is_legal(v[0], v[1]) {
                talk.say("-1 -1");
                return Err(Fault::Illegal(format!(
                    "{} {}: cards {}..{} are not all on the table or y is not in [{}, {}]",
                    v[0],
                    v[1],
                    v[0],
                    v[0] + v[1] - 1,
                    low,
                    high
                )));
            }
            let was_winning = board.xor(&values) != 0;
            board.remove(v[0] as usize, v[1] as usize);
            moves += 1;
            if mistake.is_none() && was_winning && board.xor(&values) != 0 {
                mistake =
                    Some(format!("the move `{} {}` left the judge a winning position", v[0], v[1]));
            }
        } else {
            let reply = match board.winning_move(&values) {
                Some(winning) => Some(winning),
                None => {
                    losing_turns += 1;
                    board.losing_reply(game.style, losing_turns == 1, losing_turns, &mut rng)
                }
            };
            match reply {
                Some((x, y)) => {
                    board.remove(x, y);
                    talk.say(&format!("{} {}", x, y));
                }
                None => {
                    talk.say("0 0");
                    return Ok(moves);
                }
            }
        }
        program_to_move = !program_to_move;
    }
}

/// Every (N, L, R) up to `most` cards, in order.
fn triples(most: usize) -> impl Iterator<Item = (usize, usize, usize)> {
    (1..=most).flat_map(|n| (1..=n).flat_map(move |l| (l..=n).map(move |r| (n, l, r))))
}

fn game(n: usize, l: usize, r: usize, style: Style) -> Game {
    Game { input: format!("{} {} {}\n", n, l, r), style, inside: n <= 2000 }
}

/// The count of legal moves on a full row: the most first replies there are.
fn first_moves(n: usize, l: usize, r: usize) -> usize {
    (l..=r).map(|y| n + 1 - y).sum()
}

/// The tests, smallest first: every (N, L, R) to 16 cards (8 if `quick`)
/// in three styles, every legal first reply to 9 cards (6), and N = 1999
/// and 2000 with L = R = 1, other fixed lengths of both parities and wide
/// [L, R] (not if `quick`).
pub fn games(quick: bool) -> Vec<Game> {
    let (most, every_reply) = if quick { (8, 6) } else { (16, 9) };
    let mut games = Vec::new();
    for (n, l, r) in triples(most) {
        let seed = (n * 10_000 + l * 100 + r) as u64;
        for style in [Style::Longest, Style::Centres, Style::Random(seed)] {
            games.push(game(n, l, r, style));
        }
        if n <= every_reply {
            for k in 0..first_moves(n, l, r) {
                games.push(game(n, l, r, Style::FirstReply(k)));
            }
        }
    }
    if !quick {
        for n in [1999, 2000] {
            for (l, r) in
                [(1, 1), (2, 2), (3, 3), (7, 7), (1, 2), (1, n), (2, 3), (500, 1500), (999, 999)]
            {
                for style in [Style::Longest, Style::Random(n as u64), Style::Centres] {
                    games.push(game(n, l, r, style));
                }
            }
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the player to move wins from each set of cards (bit x - 1:
    /// card x), by the moves themselves: a move only clears bits, so a
    /// smaller mask is decided first.
    fn searched(n: usize, low: usize, high: usize) -> Vec<bool> {
        let mut wins = vec![false; 1 << n];
        for mask in 0..1usize << n {
            'moves: for y in low..=high {
                let block = (1usize << y) - 1;
                for x in 0..=n - y {
                    if mask & (block << x) == block << x && !wins[mask & !(block << x)] {
                        wins[mask] = true;
                        break 'moves;
                    }
                }
            }
        }
        wins
    }

    fn board_of(mask: usize, n: usize, low: usize, high: usize) -> Board {
        let mut board = Board::new(n, low, high);
        for x in 1..=n {
            board.present[x] = mask >> (x - 1) & 1 == 1;
        }
        board
    }

    #[test]
    fn the_values_and_winning_moves_agree_with_a_search_of_every_position_to_12_cards() {
        let mut positions = 0;
        for (n, low, high) in triples(12) {
            let wins = searched(n, low, high);
            let values = grundy_values(n, low, high);
            for (mask, &won) in wins.iter().enumerate() {
                let board = board_of(mask, n, low, high);
                assert_eq!(
                    board.xor(&values) != 0,
                    won,
                    "N {} L {} R {} cards {:b}",
                    n,
                    low,
                    high,
                    mask
                );
                if let Some((x, y)) = board.winning_move(&values) {
                    assert!(board.is_legal(x as i64, y as i64));
                    let after = mask & !(((1 << y) - 1) << (x - 1));
                    assert!(
                        !wins[after],
                        "N {} L {} R {} cards {:b}: {} {}",
                        n, low, high, mask, x, y
                    );
                }
                positions += 1;
            }
        }
        assert_eq!(positions, (1..=12).map(|n| (n * (n + 1) / 2) << n).sum::<usize>());
    }

    #[test]
    fn the_values_for_2000_cards_and_wide_lengths_match_the_slow_mex() {
        for (n, low, high) in [(300, 1, 300), (300, 7, 90), (300, 4, 4), (200, 1, 2)] {
            let fast = grundy_values(n, low, high);
            let mut slow = vec![0u32; n + 1];
            for m in low..=n {
                let mut reached = std::collections::HashSet::new();
                for y in low..=high.min(m) {
                    for a in 0..=m - y {
                        reached.insert(slow[a] ^ slow[m - y - a]);
                    }
                }
                slow[m] = (0..).find(|v| !reached.contains(v)).unwrap();
            }
            assert_eq!(fast, slow, "N {} L {} R {}", n, low, high);
        }
        let started = std::time::Instant::now();
        grundy_values(2000, 1, 2000);
        assert!(started.elapsed().as_secs() < 2);
    }

    #[test]
    fn every_style_replies_legally() {
        let mut rng = Rng::new(1);
        for (n, low, high) in triples(9) {
            for mask in 0..1usize << n {
                let board = board_of(mask, n, low, high);
                let any = !board.moves().is_empty();
                for style in
                    [Style::Longest, Style::Centres, Style::Random(3), Style::FirstReply(5)]
                {
                    for turn in 1..3 {
                        match board.losing_reply(style, turn == 1, turn, &mut rng) {
                            Some((x, y)) => assert!(board.is_legal(x as i64, y as i64)),
                            None => assert!(!any),
                        }
                    }
                }
            }
        }
    }
}
