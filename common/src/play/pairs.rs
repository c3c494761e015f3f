//! Games of two numbers: Wythoff's piles, kiki's coin, Euclid's pair.

use super::*;
use crate::embedded::rules;

/// The two numbers of a position written `text`, each at most `most`.
fn two(text: &str, most: u64) -> Result<(u64, u64), String> {
    let (parameters, numbers) = split_position(text)?;
    if let Some((name, _)) = parameters.first() {
        return Err(format!("this game takes no parameter, not {:?}", name));
    }
    if numbers.len() != 2 {
        return Err("give two numbers, like 4,7".into());
    }
    if numbers.iter().any(|&x| x > most) {
        return Err(format!("too large for the search: each number at most {}", most));
    }
    Ok((numbers[0], numbers[1]))
}

struct Wythoff;

/// a_k = floor(k * phi), exactly: phi = (1 + sqrt 5) / 2.
fn lower(k: u64) -> u64 {
    (k + (5 * k * k).isqrt()) / 2
}

impl Playable for Wythoff {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let (a, b) = (p[0], p[1]);
        let mut options: Vec<(String, Pos)> =
            (1..=a).map(|t| (format!("a {}", t), vec![a - t, b])).collect();
        options.extend((1..=b).map(|t| (format!("b {}", t), vec![a, b - t])));
        options.extend((1..=a.min(b)).map(|t| (format!("both {}", t), vec![a - t, b - t])));
        options
    }

    fn show(&self, p: &Pos) -> String {
        format!("piles a = {}, b = {}", p[0], p[1])
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let shape = "a move is `a 2`, `b 1` or `both 3` (which pile, how many)";
        if words.len() != 2 {
            return Err(shape.into());
        }
        let t = number(words[1])?;
        if t == 0 {
            return Err("a move takes at least 1".into());
        }
        let (a, b) = (p[0], p[1]);
        let (need, next) = match words[0] {
            "a" => (a, vec![a.wrapping_sub(t), b]),
            "b" => (b, vec![a, b.wrapping_sub(t)]),
            "both" => (a.min(b), vec![a.wrapping_sub(t), b.wrapping_sub(t)]),
            _ => return Err(shape.into()),
        };
        if t > need {
            return Err(format!("{} {}: only {} can be taken there", words[0], t, need));
        }
        Ok(next)
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (small, large) = (p[0].min(p[1]), p[0].max(p[1]));
        let k = large - small;
        let a_k = lower(k);
        let lost = rules::wythoff_is_losing(p[0], p[1]);
        if lost {
            (
                false,
                format!(
                    "{{{}, {}}} is the Wythoff pair (a_k, a_k + k) with k = {}, a_k = floor({} * phi) = {}: \
                     every move leaves the pairs, and a reply returns to one",
                    small, large, k, k, a_k
                ),
            )
        } else {
            (
                true,
                format!(
                    "{{{}, {}}} is not a Wythoff pair (a_k, a_k + k), a_k = floor(k * phi): the pair of \
                     difference {} is ({}, {}), and a move reaches a pair",
                    small,
                    large,
                    k,
                    a_k,
                    a_k + k
                ),
            )
        }
    }
}

pub const WYTHOFF: Game = Game {
    name: "wythoff",
    rules: "two piles; a move takes any number from one pile, or the same number from both; who takes the last stone wins",
    position_help: "the piles, like 4,7 (each at most 200)",
    default: "4,7",
    move_help: "`a 2` takes 2 from pile a, `b 1` 1 from pile b, `both 3` 3 from each",
    small: &["15,15", "10,20"],
    start: |text| two(text, 200).map(|(a, b)| (Box::new(Wythoff) as Box<dyn Playable>, vec![a, b])),
};

/// kiki's coin: (columns to its left, rows below it).
struct Kiki;

impl Playable for Kiki {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let (x, y) = (p[0], p[1]);
        let mut options = Vec::new();
        if x > 0 {
            options.push(("left".to_string(), vec![x - 1, y]));
        }
        if y > 0 {
            options.push(("down".to_string(), vec![x, y - 1]));
        }
        if x > 0 && y > 0 {
            options.push(("diagonal".to_string(), vec![x - 1, y - 1]));
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        format!("the coin {} column(s) from the left edge, {} row(s) above the bottom", p[0], p[1])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (x, y) = (p[0], p[1]);
        if x % 2 == 0 && y % 2 == 0 {
            (false, format!("both distances ({} and {}) are even: every move makes one odd, and a reply makes both even again, down to 0 and 0", x, y))
        } else {
            (true, format!("a distance ({} or {}) is odd: a move makes both even", x, y))
        }
    }
}

pub const KIKI: Game = Game {
    name: "kiki",
    rules: "a coin starts top right of an n x m board; a move shifts it left, down or diagonally down-left; who cannot move loses",
    position_help: "the board n,m (rows, columns; each 1 to 2000)",
    default: "5,6",
    move_help: "`left`, `down` or `diagonal`",
    small: &["7,8", "9,9"],
    start: |text| {
        let (n, m) = two(text, 2000)?;
        if n == 0 || m == 0 {
            return Err("a board has at least one row and one column".into());
        }
        Ok((Box::new(Kiki) as Box<dyn Playable>, vec![m - 1, n - 1]))
    },
};

/// Euclid's game on (larger, smaller).
struct Euclid;

impl Playable for Euclid {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        crate::problems::euclid::moves(&(p[0], p[1]))
            .into_iter()
            .enumerate()
            .map(|(k, (large, small))| ((k + 1).to_string(), vec![large, small]))
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        format!("the numbers {} and {}", p[0], p[1])
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let k = move_numbers(text, 1, "as how many times the smaller is taken, like `2`")?[0];
        let (large, small) = (p[0], p[1]);
        if small == 0 {
            return Err("the game is over".into());
        }
        if k == 0 || k > large / small {
            return Err(format!(
                "{} can be taken from {} 1 to {} times",
                small,
                large,
                large / small
            ));
        }
        let (large, small) = crate::problems::euclid::sorted(large - k * small, small);
        Ok(vec![large, small])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (large, small) = (p[0], p[1]);
        if small == 0 {
            return (false, "a 0 is made: the game is over".into());
        }
        let wins = rules::euclid_mover_wins(large, small);
        let r = large % small;
        let why = if r == 0 {
            format!("{} is a multiple of {}: taking it all makes a 0", large, small)
        } else if large >= 2 * small {
            format!(
                "{} >= 2 * {}: the mover chooses whether ({}, {}) or ({}, {}) comes next, and \
                 the second's only move is to the first, so one of them is lost",
                large,
                small,
                small,
                r,
                small + r,
                small
            )
        } else if large == small {
            "the numbers are equal: taking one makes a 0".into()
        } else {
            format!(
                "{} < 2 * {}: the only move leaves ({}, {}), {}",
                large,
                small,
                small,
                large - small,
                if wins { "lost for the other player" } else { "won for the other player" }
            )
        };
        (wins, why)
    }
}

pub const EUCLID: Game = Game {
    name: "euclid",
    rules: "two numbers; a move takes a positive multiple of the smaller from the larger, keeping it >= 0; who makes a 0 wins",
    position_help: "the numbers, like 25,7 (positive, each at most 10^6)",
    default: "25,7",
    move_help: "how many times the smaller is taken: `2`",
    small: &["89,55", "100,37", "60,45", "12,12"],
    start: |text| {
        let (a, b) = two(text, 1_000_000)?;
        if a == 0 || b == 0 {
            return Err("both numbers must be positive".into());
        }
        let (large, small) = crate::problems::euclid::sorted(a, b);
        Ok((Box::new(Euclid) as Box<dyn Playable>, vec![large, small]))
    },
};
