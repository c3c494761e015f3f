//! The judge of Codeforces 1934 D2: Bob against the program's Alice. The
//! judge writes `t`, then per game `n`, reads `first` or `second`, checks
//! every break `p1 p2` (of n at first, else of one of Bob's last two
//! numbers), answers with Bob's break, `0 0` when the game is over (Bob
//! cannot break, or gives up), `-1 -1` after an illegal break, Alice's
//! `0 0`, or a 63rd break that leaves Bob a move.

use std::time::Duration;

use super::{numbers, rng_of, Fault, Game, Interactive, Style, Talk};
use crate::rng::Rng;

pub const JUDGE: Interactive =
    Interactive { id: "cf1934d2", referee, games, time_limit: Duration::from_secs(3) };

/// Alice's most breaks in one game.
pub const MOST_BREAKS: usize = 63;

/// Whether q1 q2 is a break of p.
pub fn breaks(p: i64, q1: i64, q2: i64) -> bool {
    0 < q1 && q1 < p && 0 < q2 && q2 < p && q1 ^ q2 == p
}

/// The rule the judge plays by (proven against a search below): the
/// player to break p wins iff p has an even count of set bits.
pub fn wins(p: i64) -> bool {
    p.count_ones() % 2 == 0
}

/// p can be broken iff it has two set bits at least.
pub fn breakable(p: i64) -> bool {
    p.count_ones() >= 2
}

/// A break of p (even count) into two odd counts: its top bit and the rest.
pub fn winning_break(p: i64) -> (i64, i64) {
    let top = 1i64 << (63 - p.leading_zeros());
    (top, p ^ top)
}

/// The k-th break of p (p2 = k-th number whose top bit is a set bit of p
/// below p's top), k taken modulo their count: for small p only.
fn kth_break(p: i64, k: usize) -> (i64, i64) {
    let all: Vec<i64> = (1..p).filter(|&q| breaks(p, p ^ q, q)).collect();
    let q = all[k % all.len()];
    (p ^ q, q)
}

/// A random break of p: the part without p's top bit has its own top bit
/// at one of p's lower set bits, anything below it.
fn random_break(p: i64, rng: &mut Rng) -> (i64, i64) {
    let lower: Vec<u32> = (0..63 - p.leading_zeros()).filter(|&b| p >> b & 1 == 1).collect();
    let bit = lower[rng.range(0, lower.len() as u64 - 1) as usize];
    let q = (1i64 << bit) | rng.range(0, (1u64 << bit) - 1) as i64;
    (p ^ q, q)
}

/// Bob's reply where every reply loses: `None` gives up (`0 0`).
fn losing_reply(held: &[i64], style: Style, first: bool, rng: &mut Rng) -> Option<(i64, i64)> {
    let mut open: Vec<i64> = held.iter().copied().filter(|&p| breakable(p)).collect();
    open.sort_unstable();
    open.dedup();
    let (&smallest, &largest) = (open.first()?, open.last()?);
    let low_bit = |p: i64| p & p.wrapping_neg();
    // Keep the part Alice must take (even count) as large as possible.
    let longest = (largest ^ low_bit(largest), low_bit(largest));
    let pair = match style {
        Style::FirstReply(k) if first => kth_break(smallest, k),
        Style::FirstReply(_) | Style::Longest => longest,
        Style::Centres => (smallest ^ low_bit(smallest), low_bit(smallest)),
        Style::Random(_) => {
            if rng.range(0, 15) == 0 {
                return None;
            }
            if rng.range(0, 3) == 0 {
                longest
            } else {
                random_break(open[rng.range(0, open.len() as u64 - 1) as usize], rng)
            }
        }
    };
    Some(if rng.range(0, 1) == 0 { pair } else { (pair.1, pair.0) })
}

fn referee(talk: &mut Talk, game: &Game) -> Result<usize, Fault> {
    let values: Vec<i64> = game
        .input
        .split_whitespace()
        .map(|w| w.parse().expect("a game's input is numbers"))
        .collect();
    let mut rng = rng_of(game.style);
    talk.say(&values[0].to_string());
    let mut moves = 0;
    for (index, &n) in values[1..].iter().enumerate() {
        talk.game_start = talk.transcript.len();
        let which = format!("game {} (n = {})", index + 1, n);
        talk.say(&n.to_string());
        let side = talk.hear("`first` or `second`")?;
        let mut alice = match side.as_str() {
            "first" => true,
            "second" => false,
            _ => {
                return Err(Fault::Protocol(format!(
                    "{}: expected `first` or `second`, found {:?}",
                    which, side
                )))
            }
        };
        let mut mistake = if alice == wins(n) {
            None
        } else {
            Some(format!("`{}` where `{}` wins", side, if wins(n) { "first" } else { "second" }))
        };
        let lost = |mistake: &Option<String>, why: &str| {
            Fault::Lost(format!(
                "{}: {}{}",
                which,
                why,
                mistake
                    .as_ref()
                    .map_or(String::new(), |m| format!("; its first losing choice: {}", m))
            ))
        };
        let mut held = vec![n];
        let (mut breaks_made, mut losing_turns) = (0, 0);
        loop {
            if alice {
                let line = talk.hear("a break `p1 p2`")?;
                let v = numbers(&line, 2, "a break `p1 p2`")
                    .map_err(|e| Fault::Protocol(format!("{}: {}", which, e)))?;
                if v == [0, 0] {
                    talk.say("-1 -1");
                    return Err(lost(&mistake, "it wrote `0 0`"));
                }
                if !held.iter().any(|&p| breaks(p, v[0], v[1])) {
                    talk.say("-1 -1");
                    let of: Vec<String> = held.iter().map(i64::to_string).collect();
                    return Err(Fault::Illegal(format!(
                        "{}: {} {} is not a break of {}",
                        which,
                        v[0],
                        v[1],
                        of.join(" or ")
                    )));
                }
                let was_winning = held.iter().any(|&p| wins(p) && breaks(p, v[0], v[1]));
                if mistake.is_none() && was_winning && (wins(v[0]) || wins(v[1])) {
                    mistake = Some(format!("the break `{} {}` left Bob a win", v[0], v[1]));
                }
                held = vec![v[0], v[1]];
                breaks_made += 1;
                moves += 1;
                if breaks_made == MOST_BREAKS && held.iter().any(|&p| breakable(p)) {
                    talk.say("-1 -1");
                    return Err(lost(&mistake, "63 breaks, and Bob can still break"));
                }
            } else {
                let reply = match held.iter().copied().find(|&p| wins(p)) {
                    Some(p) => Some(winning_break(p)),
                    None => {
                        losing_turns += 1;
                        losing_reply(&held, game.style, losing_turns == 1, &mut rng)
                    }
                };
                match reply {
                    Some((q1, q2)) => {
                        talk.say(&format!("{} {}", q1, q2));
                        held = vec![q1, q2];
                    }
                    None => {
                        talk.say("0 0");
                        break;
                    }
                }
            }
            alice = !alice;
        }
    }
    Ok(moves)
}

fn batch(numbers: &[i64], style: Style) -> Game {
    let mut input = format!("{}\n", numbers.len());
    for n in numbers {
        input.push_str(&format!("{}\n", n));
    }
    let inside = numbers.len() <= 1000 && numbers.iter().all(|&n| (1..=LIMIT).contains(&n));
    Game { input, style, inside }
}

/// The statement's largest n.
pub const LIMIT: i64 = 1_000_000_000_000_000_000;

/// Powers of two and their neighbours, 2^59 - 1, 10^18 and its
/// neighbours, the sample's numbers, up to 2^62.
pub fn edges() -> Vec<i64> {
    let mut edges: Vec<i64> =
        (0..63).flat_map(|b| [(1i64 << b) - 1, 1 << b, (1 << b) + 1]).collect();
    edges.extend([(1 << 59) - 1, LIMIT - 1, LIMIT, 13, 777_777_770_001]);
    edges.retain(|&n| n >= 1);
    edges.sort_unstable();
    edges.dedup();
    edges
}

/// 1000 random numbers up to 10^18, of sparse, even and dense bits.
fn random_batch(seed: u64) -> Vec<i64> {
    let mut rng = Rng::new(seed);
    (0..1000)
        .map(|i| {
            let bits = (0..60).fold(0i64, |x, b| {
                let set = match i % 3 {
                    0 => rng.range(0, 7) == 0,
                    1 => rng.range(0, 1) == 0,
                    _ => rng.range(0, 7) != 0,
                };
                x | (set as i64) << b
            });
            (bits % LIMIT).max(1)
        })
        .collect()
}

/// The tests, smallest first: every n <= 1000 (300 if `quick`) in one
/// batch per style, every break of n <= 100 as Bob's first losing reply
/// (not if `quick`), the edges, and batches of 1000 random numbers.
pub fn games(quick: bool) -> Vec<Game> {
    let most = if quick { 300 } else { 1000 };
    let every: Vec<i64> = (1..=most).collect();
    let mut games: Vec<Game> = [Style::Longest, Style::Centres, Style::Random(1), Style::Random(2)]
        .into_iter()
        .map(|style| batch(&every, style))
        .collect();
    if !quick {
        let small: Vec<i64> = (1..=100).collect();
        games.extend((0..64).map(|k| batch(&small, Style::FirstReply(k))));
    }
    let (inside, beyond): (Vec<i64>, Vec<i64>) = edges().into_iter().partition(|&n| n <= LIMIT);
    for style in [Style::Longest, Style::Random(3), Style::Centres] {
        games.push(batch(&inside, style));
    }
    if !quick {
        for seed in 4..8 {
            games.push(batch(&random_batch(seed), Style::Random(seed)));
        }
        games.push(batch(&random_batch(8), Style::Longest));
        games.push(batch(&beyond, Style::Longest));
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the player to break p wins, for every p below `limit`, by
    /// the moves: some break leaves two numbers the opponent loses on.
    fn searched(limit: usize) -> Vec<bool> {
        let mut wins = vec![false; limit];
        for p in 1..limit {
            wins[p] = (1..p).any(|q| {
                let other = p ^ q;
                other > 0 && other < p && !wins[q] && !wins[other]
            });
        }
        wins
    }

    #[test]
    fn the_rule_and_the_winning_break_agree_with_a_search_below_2048() {
        let searched = searched(2048);
        for p in 1..2048i64 {
            assert_eq!(wins(p), searched[p as usize], "p = {}", p);
            if wins(p) {
                let (q1, q2) = winning_break(p);
                assert!(breaks(p, q1, q2));
                assert!(!searched[q1 as usize] && !searched[q2 as usize], "p = {}", p);
            }
            assert_eq!(breakable(p), (1..p).any(|q| breaks(p, q, p ^ q)), "p = {}", p);
        }
    }

    #[test]
    fn every_losing_reply_is_a_break_of_a_held_number() {
        let mut rng = Rng::new(5);
        for p in (1..2048).chain(edges()) {
            for held in [vec![p], vec![p, p / 3 + 1]] {
                for style in
                    [Style::Longest, Style::Centres, Style::Random(1), Style::FirstReply(7)]
                {
                    if matches!(style, Style::FirstReply(_)) && p >= 2048 {
                        continue;
                    }
                    match losing_reply(&held, style, true, &mut rng) {
                        Some((q1, q2)) => assert!(held.iter().any(|&h| breaks(h, q1, q2))),
                        None => assert!(
                            matches!(style, Style::Random(_))
                                || !held.iter().any(|&h| breakable(h))
                        ),
                    }
                }
            }
        }
    }
}
