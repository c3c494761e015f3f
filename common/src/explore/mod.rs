//! The explorer (`cargo run -p common --bin explore -- <game>`): plays a game
//! from its move rules with the oracles of [`crate::search`], draws its
//! positions with the losing ones marked, and checks the rule the solutions
//! use against every position drawn. Where a solution's rule is code of a
//! block (Wythoff's positions, the calendar, the Sprague-Grundy table), the
//! block itself is what is checked.
//!
//! Here: what an exploration is and the registry of games ([`GAMES`]);
//! `games.rs`: each game's moves and rule; `drawing.rs`: text and SVG.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::embedded::rules;
use crate::problems::calendar;
use crate::search::{Grundy, WinLose};

mod anti_sg;
mod drawing;
mod draws_partizan;
mod euclid;
mod games;
mod multi_sg;
mod not_sums;
mod octal;
use anti_sg::*;
use draws_partizan::*;
use games::*;
use multi_sg::*;
use not_sums::*;
use octal::*;

/// What one position shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The player to move loses (a P-position).
    Lost,
    /// The player to move wins (an N-position).
    Won,
    /// A Sprague-Grundy value (0 exactly at the P-positions).
    Value(u64),
    /// Neither player can force a win: play goes on forever (a draw, in a
    /// game whose moves can return to a position).
    Drawn,
    /// Not a position (a date that does not exist).
    Absent,
}

impl Mark {
    fn of(wins: bool) -> Mark {
        if wins {
            Mark::Won
        } else {
            Mark::Lost
        }
    }

    fn symbol(self) -> char {
        match self {
            Mark::Lost => 'P',
            Mark::Won => '.',
            Mark::Drawn => '~',
            Mark::Value(_) | Mark::Absent => ' ',
        }
    }
}

/// Positions laid out by two coordinates, or by one.
pub enum Picture {
    /// `cells[r][c]` is the position (row_first + r, col_first + c).
    Grid {
        row_name: String,
        col_name: String,
        row_first: u64,
        col_first: u64,
        /// Row labels, when they are not numbers (months).
        row_labels: Option<Vec<String>>,
        cells: Vec<Vec<Mark>>,
    },
    /// `cells[i]` is position first + i.
    Row { name: String, first: u64, cells: Vec<Mark> },
}

pub struct Exploration {
    pub title: String,
    pub moves: String,
    pub picture: Picture,
    /// Facts found while exploring (a period, say), one a line.
    pub notes: Vec<String>,
    /// The rule the solutions use, in words.
    pub rule: String,
    /// The positions where the rule and the search disagree, described.
    pub disagreements: Vec<String>,
    /// How many positions the rule was checked on.
    pub checked: usize,
    /// Draw Wythoff's two rays over the grid (SVG only).
    pub rays: bool,
}

/// A game the explorer knows: its name, its parameters with their defaults,
/// and what it draws.
pub struct Game {
    pub name: &'static str,
    pub problems: &'static str,
    pub what: &'static str,
    /// (parameter, default, meaning); `size` is every game's extent.
    pub parameters: &'static [(&'static str, &'static str, &'static str)],
    /// The largest `--size` the search finishes quickly with.
    pub max_size: u64,
    explore: fn(&Parameters) -> Result<Exploration, String>,
}

pub struct Parameters {
    values: BTreeMap<String, String>,
}

impl Parameters {
    pub fn number(&self, name: &str) -> Result<u64, String> {
        let text = &self.values[name];
        text.parse().map_err(|_| format!("--{} must be a whole number, not {:?}", name, text))
    }

    /// A set of positive numbers written `1,3,4`.
    pub fn set(&self, name: &str) -> Result<Vec<u64>, String> {
        let text = &self.values[name];
        let set: Vec<u64> = text
            .split(',')
            .map(|s| s.trim().parse().ok().filter(|&s: &u64| (1..=10_000).contains(&s)))
            .collect::<Option<_>>()
            .ok_or_else(|| {
                format!("--{} must list numbers from 1 to 10000 like 1,3,4, not {:?}", name, text)
            })?;
        Ok(set)
    }
}

pub const GAMES: &[Game] = &[
    Game {
        name: "wythoff",
        problems: "POJ 1067, HDU 1527, HDU 2177, NYOJ 161, BJFU 1010",
        what: "two piles (a, b) as a grid",
        parameters: &[("size", "20", "largest pile shown")],
        max_size: 300,
        explore: explore_wythoff,
    },
    Game {
        name: "nim",
        problems: "POJ 2234, HDU 1849, HDU 1850, HDU 1730, POJ 1704",
        what: "Nim on piles (a, b, c) as a grid of a and b for a fixed c",
        parameters: &[
            ("c", "0", "the third pile"),
            ("size", "15", "largest pile shown"),
        ],
        max_size: 60,
        explore: explore_nim,
    },
    Game {
        name: "misere-nim",
        problems: "HDU 1907, HDU 2509",
        what: "misere Nim (taking the last loses) on piles (a, b, c), a grid of a and b",
        parameters: &[
            ("c", "0", "the third pile"),
            ("size", "15", "largest pile shown"),
        ],
        max_size: 60,
        explore: explore_misere_nim,
    },
    Game {
        name: "kiki",
        problems: "HDU 2147",
        what: "the coin's board n x m as a grid",
        parameters: &[("size", "16", "largest side shown")],
        max_size: 300,
        explore: explore_kiki,
    },
    Game {
        name: "calendar",
        problems: "HDU 1079, POJ 1082",
        what: "the dates of one year, month by day",
        parameters: &[
            ("year", "2001", "the year shown, 1 to 9999"),
            ("size", "31", "days shown"),
        ],
        max_size: 31,
        explore: explore_calendar,
    },
    Game {
        name: "bash",
        problems: "HDU 1846, HDU 2188 (and HDU 2149)",
        what: "one pile n, a move takes 1..=m",
        parameters: &[
            ("m", "3", "the most a move takes"),
            ("size", "40", "largest pile shown"),
        ],
        max_size: 100_000,
        explore: explore_bash,
    },
    Game {
        name: "subtraction",
        problems: "HDU 1536 (one heap)",
        what: "one pile n, a move takes s for an s of the set",
        parameters: &[
            ("set", "1,3,4", "the amounts a move may take"),
            ("size", "40", "largest pile shown"),
        ],
        max_size: 100_000,
        explore: explore_subtraction,
    },
    Game {
        name: "powers",
        problems: "HDU 1847",
        what: "one pile n, a move takes a power of two",
        parameters: &[("size", "40", "largest pile shown")],
        max_size: 20_000,
        explore: explore_powers,
    },
    Game {
        name: "fibonacci",
        problems: "HDU 1848",
        what: "one pile n, a move takes a Fibonacci number: its Sprague-Grundy values",
        parameters: &[("size", "40", "largest pile shown")],
        max_size: 100_000,
        explore: explore_fibonacci,
    },
    Game {
        name: "fibonacci-game",
        problems: "HDU 2516 (k = 2), HDU 2486",
        what: "one pile n, the first move takes 1..n-1, each later one at most k times the last",
        parameters: &[
            ("k", "2", "the most a move takes, in times the last take (1 to 100)"),
            ("size", "60", "largest pile shown"),
        ],
        max_size: 200,
        explore: explore_fibonacci_game,
    },
    Game {
        name: "multiplication",
        problems: "HDU 1517",
        what: "the target n; p starts at 1, a move multiplies it by 2..=9, reaching n wins",
        parameters: &[("size", "400", "largest n shown")],
        max_size: 20_000,
        explore: explore_multiplication,
    },
    Game {
        name: "circle",
        problems: "the circle game",
        what: "n stones in a circle, a move takes 1..=k adjacent ones",
        parameters: &[
            ("k", "2", "the most a move takes"),
            ("size", "30", "largest circle shown"),
        ],
        max_size: 40,
        explore: explore_circle,
    },
    Game {
        name: "snim",
        problems: "HDU 1536",
        what: "S-Nim's heap: its Sprague-Grundy values, preperiod and period",
        parameters: &[
            ("set", "2,5", "the amounts a move may take"),
            ("size", "40", "largest heap shown"),
        ],
        max_size: 100_000,
        explore: explore_snim,
    },
    Game {
        name: "box",
        problems: "HDU 1729",
        what: "one box of size s; a move adds 1..=c^2 stones to the c it holds",
        parameters: &[("size", "40", "the box's size s")],
        max_size: 2000,
        explore: explore_box,
    },
    Game {
        name: "cutting",
        problems: "POJ 2311",
        what: "the sheets w x h; a cut splits a piece in two, making a 1 x 1 wins",
        parameters: &[("size", "7", "largest side shown")],
        max_size: 8,
        explore: explore_cutting,
    },
    Game {
        name: "turtles",
        problems: "HDU 3537",
        what:
            "Mock Turtles: one head at x; a move turns 1 to 3 coins, the rightmost heads to tails",
        parameters: &[("size", "15", "largest position shown")],
        max_size: 16,
        explore: explore_turtles,
    },
    Game {
        name: "teams",
        problems: "POJ 2068",
        what: "one heap, seats in turn with their own limits; taking the last stone loses",
        parameters: &[
            (
                "limits",
                "4,4",
                "the most each seat takes, in seat order (teams alternate)",
            ),
            ("size", "40", "largest heap shown"),
        ],
        max_size: 2000,
        explore: explore_teams,
    },
    Game {
        name: "every-sg",
        problems: "HDU 3595",
        what: "one component (x, y): how many moves it lasts under best play (Every-SG steps)",
        parameters: &[("size", "12", "largest pile shown")],
        max_size: 200,
        explore: explore_every_sg,
    },
    Game {
        name: "pieces",
        problems: "HDU 1524",
        what: "two pieces on the graph where v moves to v - 1 and to v / 2; a move slides one",
        parameters: &[("size", "15", "largest position shown")],
        max_size: 60,
        explore: explore_pieces,
    },
    Game {
        name: "tartan",
        problems: "HDU 3404",
        what:
            "one light at (x, y); a move toggles the corners of a rectangle whose far corner is lit",
        parameters: &[
            ("row", "3", "the light's x"),
            ("size", "19", "largest y shown"),
        ],
        max_size: 64,
        explore: explore_tartan,
    },
    Game {
        name: "hackenbush",
        problems: "POJ 3710",
        what: "a polygon of L edges through the root, a stalk of `tail` edges hung from its second vertex",
        parameters: &[
            ("tail", "2", "the stalk's edges"),
            ("size", "10", "largest L shown"),
        ],
        max_size: 12,
        explore: explore_hackenbush,
    },
    Game {
        name: "split",
        problems: "HDU 3032 (parts 2), HDU 5795 (parts 3)",
        what: "one heap; a move takes from it or splits it into `parts` non-empty heaps",
        parameters: &[
            ("parts", "2", "how many heaps a split makes, 2 or 3"),
            ("size", "40", "largest heap shown"),
        ],
        max_size: 300,
        explore: explore_split,
    },
    Game {
        name: "euclid",
        problems: "Luogu P1290, POJ 2348",
        what: "two numbers (a, b) as a grid; a move takes a multiple of the smaller from the larger",
        parameters: &[("size", "20", "largest number shown")],
        max_size: 300,
        explore: euclid::explore_euclid,
    },
    Game {
        name: "anti-hackenbush",
        problems: "HDU 3590",
        what: "misère: one tree of two stalks of a and b edges from its root, beside `ones` trees of one edge",
        parameters: &[
            ("ones", "0", "the trees of one edge beside it"),
            ("size", "7", "longest stalk shown"),
        ],
        max_size: 12,
        explore: explore_anti_hackenbush,
    },
    Game {
        name: "merging",
        problems: "Luogu P4101",
        what: "n piles of one stone, a move merges two into one of at most m: a grid of n and m",
        parameters: &[("size", "16", "largest n and m shown")],
        max_size: 26,
        explore: explore_merging,
    },
    Game {
        name: "crosses",
        problems: "POJ 3537",
        what: "Treblecross on a 1 x n strip, searched on the real board; the octal game 0.007",
        parameters: &[("size", "14", "longest strip shown")],
        max_size: 18,
        explore: explore_crosses,
    },
    Game {
        name: "berzerk",
        problems: "Codeforces 786A",
        what: "the monster on a circle of n objects, Rick moving first: Win, Lose or Loop",
        parameters: &[
            ("rick", "3,2", "Rick's steps"),
            ("morty", "1,2,3", "Morty's steps"),
            ("size", "12", "largest circle shown"),
        ],
        max_size: 60,
        explore: explore_berzerk,
    },
    Game {
        name: "cuts",
        problems: "HDU 3544",
        what: "one chocolate bar X x Y of Alice's Game (Cutcake), Alice moving first",
        parameters: &[("size", "6", "largest side shown")],
        max_size: 6,
        explore: explore_cuts,
    },
    Game {
        name: "jiangnan",
        problems: "Luogu P3235",
        what: "one pile; a move splits a pile of at least F into m near-equal piles",
        parameters: &[("f", "3", "the least pile that splits"), ("size", "30", "largest pile shown")],
        max_size: 40,
        explore: explore_jiangnan,
    },
    Game {
        name: "e-and-d",
        problems: "Luogu P2148",
        what: "one pair (a, b); a move drops one pile and splits the other in two",
        parameters: &[("size", "16", "largest pile shown")],
        max_size: 24,
        explore: explore_e_and_d,
    },
    Game {
        name: "beans",
        problems: "Luogu P3185",
        what: "one bean in `size` bottles; a move turns it into two beans further on",
        parameters: &[("size", "6", "the bottles")],
        max_size: 7,
        explore: explore_beans,
    },
];

/// Looks the game up and explores it with `given` (name, value) arguments.
pub fn explore(game: &str, given: &[(String, String)]) -> Result<Exploration, String> {
    let game = GAMES
        .iter()
        .find(|g| g.name == game)
        .ok_or_else(|| format!("no game {:?}; `--help` lists them", game))?;
    let mut values: BTreeMap<String, String> = game
        .parameters
        .iter()
        .map(|&(name, default, _)| (name.to_string(), default.to_string()))
        .collect();
    for (name, value) in given {
        if !values.contains_key(name) {
            let known: Vec<String> = game.parameters.iter().map(|p| format!("--{}", p.0)).collect();
            return Err(format!("{} takes {}, not --{}", game.name, known.join(", "), name));
        }
        values.insert(name.clone(), value.clone());
    }
    let parameters = Parameters { values };
    let size = parameters.number("size")?;
    if size == 0 || size > game.max_size {
        return Err(format!(
            "--size for {} must be 1 to {} (the search grows fast)",
            game.name, game.max_size
        ));
    }
    (game.explore)(&parameters)
}

/// Compares the search's marks with the rule's, position by position.
fn check<P: std::fmt::Debug>(
    marks: &[(P, Mark)],
    rule: impl Fn(&P) -> Mark,
) -> (Vec<String>, usize) {
    let mut disagreements = Vec::new();
    let mut checked = 0;
    for (position, mark) in marks {
        if *mark == Mark::Absent {
            continue;
        }
        checked += 1;
        let said = rule(position);
        if said != *mark {
            disagreements
                .push(format!("{:?}: the search says {:?}, the rule {:?}", position, mark, said));
        }
    }
    (disagreements, checked)
}

/// The marks alone, in order.
fn marks_only<P>(marks: &[(P, Mark)]) -> Vec<Mark> {
    marks.iter().map(|(_, m)| *m).collect()
}

/// The `--help` text: every game and its parameters.
pub fn help() -> String {
    let mut out = String::from(
        "explore <game> [--name value ...] [--svg FILE]\n\
         Plays a game from its move rules (a brute-force search), draws its positions with the\n\
         losing ones marked, and checks the rule the solutions use on every position drawn.\n\n\
         games:\n",
    );
    for game in GAMES {
        writeln!(out, "  {:<15} {} ({})", game.name, game.what, game.problems).unwrap();
        for (name, default, meaning) in game.parameters {
            writeln!(
                out,
                "  {:<15}   --{} {}: {} (default {})",
                "",
                name,
                name.to_uppercase(),
                meaning,
                default
            )
            .unwrap();
        }
    }
    out
}
