//! Games beyond the impartial, finite ones: Berzerk (Codeforces 786A),
//! whose moves go round in circles so a position can be a draw, and
//! Alice's Game (HDU 3544, Cutcake), where each player has moves of his
//! own. Both carry the player to move in the position, so one search of
//! positions settles them.

use super::*;
use crate::problems::{cf786a, hdu3544};

/// The players of both games, by the first number of a position.
const PLAYERS: [[&str; 2]; 2] = [["Rick", "Morty"], ["Alice", "Bob"]];

/// Berzerk: the position is (player to move, 0 Rick or 1 Morty; the
/// monster's object, 1 to n, 1 the black hole).
struct Berzerk {
    n: u64,
    steps: [Vec<u64>; 2],
    /// The solution's settling of every position, by sweeps of its rule.
    settled: [Vec<cf786a::Outcome>; 2],
}

impl Berzerk {
    fn landing(&self, object: u64, step: u64) -> u64 {
        (object - 1 + step) % self.n + 1
    }

    /// The rule's outcome for `player` to move with the monster on `object`.
    fn settled(&self, player: usize, object: u64) -> cf786a::Outcome {
        if object == 1 {
            return cf786a::Outcome::Lose;
        }
        self.settled[player][object as usize - 2]
    }
}

impl Playable for Berzerk {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let (player, object) = (p[0] as usize, p[1]);
        if object == 1 {
            return Vec::new();
        }
        let other = 1 - player as u64;
        self.steps[player]
            .iter()
            .map(|&s| (s.to_string(), vec![other, self.landing(object, s)]))
            .collect()
    }

    fn show(&self, p: &Pos) -> String {
        if p[1] == 1 {
            return "the monster in the black hole".into();
        }
        format!(
            "the monster on object {} of {}, {} to move",
            p[1], self.n, PLAYERS[0][p[0] as usize]
        )
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let step = move_numbers(text, 1, "as the step, like `2`")?[0];
        let player = p[0] as usize;
        if !self.steps[player].contains(&step) {
            return Err(format!(
                "{}'s steps are {}",
                PLAYERS[0][player],
                self.steps[player].iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
            ));
        }
        Ok(vec![1 - p[0], self.landing(p[1], step)])
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let (outcome, why) = self.outcome(p);
        (outcome == Outcome::Win, why)
    }

    fn outcome(&self, p: &Pos) -> (Outcome, String) {
        use cf786a::Outcome::{Loop, Lose, Win};
        let (player, object) = (p[0] as usize, p[1]);
        let (me, them) = (PLAYERS[0][player], PLAYERS[0][1 - player]);
        if object == 1 {
            return (Outcome::Lose, format!("{} has lost", me));
        }
        let landings: Vec<(u64, u64, cf786a::Outcome)> = self.steps[player]
            .iter()
            .map(|&s| {
                let to = self.landing(object, s);
                (s, to, if to == 1 { Lose } else { self.settled(1 - player, to) })
            })
            .collect();
        let lands = |&(s, to, _): &(u64, u64, cf786a::Outcome)| {
            format!("the step {} lands it on object {}", s, to)
        };
        match self.settled(player, object) {
            Win => {
                let (step, to, _) = *landings.iter().find(|l| l.2 == Lose).expect("a won position");
                let why = if to == 1 {
                    format!("{}'s step {} lands the monster in the black hole", me, step)
                } else {
                    format!(
                        "{}'s step {} lands the monster on object {}, where {} loses (every step \
                         of {} lands on a position {} wins)",
                        me, step, to, them, them, me
                    )
                };
                (Outcome::Win, why)
            }
            Lose => {
                let each: Vec<String> = landings.iter().map(lands).collect();
                let why = format!(
                    "every step of {}'s helps {}: {}, each a position {} wins",
                    me,
                    them,
                    each.join(", "),
                    them
                );
                (Outcome::Lose, why)
            }
            Loop => {
                let held = landings.iter().find(|l| l.2 == Loop).expect("a loop keeps a loop");
                let why = format!(
                    "no step of {}'s reaches the hole or a position {} loses, and {}, where {} \
                     cannot win either: neither side can force the hole (a loop)",
                    me,
                    them,
                    lands(held),
                    them
                );
                (Outcome::Draw, why)
            }
        }
    }

    fn loops(&self) -> bool {
        true
    }
}

/// The steps of `name`'s set: distinct, from 1 to n - 1.
fn step_set(name: &str, text: &str, n: u64) -> Result<Vec<u64>, String> {
    let steps: Vec<u64> = text.split(',').map(number).collect::<Result<_, _>>()?;
    if steps.is_empty() || steps.iter().any(|&s| s == 0 || s >= n) {
        return Err(format!("{}'s steps must be from 1 to n - 1 = {}", name, n - 1));
    }
    let mut sorted = steps.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != steps.len() {
        return Err(format!("{}'s steps must be distinct", name));
    }
    Ok(steps)
}

fn start_berzerk(text: &str) -> Started {
    let (parameters, numbers) = split_position(text)?;
    if !numbers.is_empty() {
        return Err("give n=, at=, rick= and morty=, like `n=5 at=3 rick=3,2 morty=1,2,3`".into());
    }
    let find = |name: &str| -> Result<&str, String> {
        parameters
            .iter()
            .find(|(given, _)| given == name)
            .map(|(_, value)| value.as_str())
            .ok_or_else(|| format!("give {}=, like `n=5 at=3 rick=3,2 morty=1,2,3`", name))
    };
    if let Some((name, _)) =
        parameters.iter().find(|(given, _)| !["n", "at", "rick", "morty"].contains(&given.as_str()))
    {
        return Err(format!(
            "unknown parameter {:?}; this game takes n=, at=, rick=, morty=",
            name
        ));
    }
    let n = number(find("n")?)?;
    if !(2..=40).contains(&n) {
        return Err("n must be 2 to 40".into());
    }
    let at = number(find("at")?)?;
    if !(2..=n).contains(&at) {
        return Err(format!("the monster starts on an object from 2 to n = {}", n));
    }
    let steps = [step_set("Rick", find("rick")?, n)?, step_set("Morty", find("morty")?, n)?];
    let settled = cf786a::outcomes_by_sweeps(n, [&steps[0], &steps[1]]);
    Ok((Box::new(Berzerk { n, steps, settled }), vec![0, at]))
}

pub const BERZERK: Game = Game {
    name: "berzerk",
    rules: "Berzerk (Codeforces 786A): a monster on a circle of n objects, object 1 a black hole; Rick (first) and Morty take turns moving it clockwise by a step of their own set; who lands it in the hole wins. Play can go round for ever: a position that comes back ends the game, a draw",
    position_help: "n (2 to 40), the monster's object and both step sets, like `n=5 at=3 rick=3,2 morty=1,2,3`",
    default: "n=5 at=2 rick=3,2 morty=1,2,3",
    move_help: "the step: `2` moves the monster 2 objects clockwise",
    small: &[
        "n=5 at=2 rick=3,2 morty=1,2,3",
        "n=5 at=3 rick=3,2 morty=1,2,3",
        "n=5 at=4 rick=3,2 morty=1,2,3",
        "n=5 at=5 rick=3,2 morty=1,2,3",
        "n=8 at=2 rick=1,4,6 morty=3,5",
        "n=8 at=5 rick=2,6 morty=4",
        "n=9 at=9 rick=3,6 morty=2,4,5",
        "n=12 at=7 rick=4,8 morty=6",
        "n=12 at=11 rick=2,5,10 morty=3,6,9",
        "n=16 at=9 rick=1,2,3 morty=1,2",
        "n=20 at=10 rick=3,7 morty=2,5,9",
        "n=24 at=13 rick=5,7,11 morty=1,4,6,10",
        "n=30 at=2 rick=2,3,5,7,11,13 morty=4,6,8,9",
        "n=40 at=21 rick=1,19 morty=3,17,23",
    ],
    start: start_berzerk,
};

/// Alice's Game: the position is (player to move, 0 Alice or 1 Bob), then
/// each bar's X and Y, the bars in order and no 1 x 1 bar (nobody can
/// break it).
struct Cutcake;

/// The bars `bars` in order, 1 x 1 bars dropped, after `mover`.
fn cutcake_position(mover: u64, bars: &[(u64, u64)]) -> Pos {
    let mut bars: Vec<(u64, u64)> = bars.iter().copied().filter(|&b| b != (1, 1)).collect();
    bars.sort_unstable();
    let mut position = vec![mover];
    position.extend(bars.into_iter().flat_map(|(x, y)| [x, y]));
    position
}

fn bars_of(p: &Pos) -> Vec<(u64, u64)> {
    p[1..].chunks(2).map(|b| (b[0], b[1])).collect()
}

/// The position after `mover` breaks bar `i` of `bars` `a` squares from its
/// edge: Alice across X, Bob across Y.
fn broken(mover: u64, bars: &[(u64, u64)], i: usize, a: u64) -> Pos {
    let (x, y) = bars[i];
    let halves = if mover == 0 { [(a, y), (x - a, y)] } else { [(x, a), (x, y - a)] };
    let mut after = bars.to_vec();
    after.remove(i);
    after.extend(halves);
    cutcake_position(1 - mover, &after)
}

impl Playable for Cutcake {
    fn options(&self, p: &Pos) -> Vec<(String, Pos)> {
        let mover = p[0];
        let bars = bars_of(p);
        let mut options = Vec::new();
        for (i, &(x, y)) in bars.iter().enumerate() {
            let side = if mover == 0 { x } else { y };
            for a in 1..side {
                options.push((format!("{} {}", i + 1, a), broken(mover, &bars, i, a)));
            }
        }
        options
    }

    fn show(&self, p: &Pos) -> String {
        let bars: Vec<String> = bars_of(p).iter().map(|(x, y)| format!("{}x{}", x, y)).collect();
        let bars = if bars.is_empty() { "no bar to break".into() } else { bars.join(" ") };
        format!("{}, {} to break", bars, PLAYERS[1][p[0] as usize])
    }

    fn parse_move(&self, p: &Pos, text: &str) -> Result<Pos, String> {
        let shape = "`bar a`, like `1 2` (bar 1 broken 2 from its edge)";
        let v = move_numbers(text, 2, shape)?;
        let bars = bars_of(p);
        let (bar, a) = (v[0], v[1]);
        if bar == 0 || bar as usize > bars.len() {
            return Err(format!("there is no bar {}: the bars are 1 to {}", bar, bars.len()));
        }
        let (x, y) = bars[bar as usize - 1];
        let (side, word) = if p[0] == 0 { (x, "Alice breaks X") } else { (y, "Bob breaks Y") };
        if a == 0 || a >= side {
            return Err(format!(
                "{}: bar {} ({}x{}) breaks at 1 to {}",
                word,
                bar,
                x,
                y,
                side.saturating_sub(1)
            ));
        }
        Ok(broken(p[0], &bars, bar as usize - 1, a))
    }

    fn verdict(&self, p: &Pos) -> (bool, String) {
        let bars = bars_of(p);
        let values: Vec<i64> = bars.iter().map(|&(x, y)| hdu3544::bar_value(x, y)).collect();
        let sum: i64 = values.iter().sum();
        let each: Vec<String> =
            bars.iter().zip(&values).map(|((x, y), v)| format!("{}x{}: {}", x, y, v)).collect();
        let mover = PLAYERS[1][p[0] as usize];
        let mover_wins = if p[0] == 0 { sum > 0 } else { sum < 0 };
        let verdict = match sum {
            0 => format!("the sum is 0: whoever moves loses, so {} does", mover),
            s if s > 0 => format!("the sum {} > 0: Alice wins whoever moves", s),
            s => format!("the sum {} < 0: Bob wins whoever moves", s),
        };
        let values = if bars.is_empty() {
            format!("no bar is left to break, so {} cannot move", mover)
        } else {
            format!(
                "the bars are worth {} (the breaks Alice has to spare over Bob: halve both \
                 sides until one is 1, then X - Y)",
                each.join(", ")
            )
        };
        (mover_wins, format!("{}; {}", values, verdict))
    }
}

/// The bars written `text`, like `4x3 2x5`.
fn start_cutcake(text: &str) -> Started {
    let mut bars = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()) {
        let (x, y) = word
            .split_once('x')
            .ok_or_else(|| format!("{:?} is not a bar: write X x Y as `4x3`", word))?;
        bars.push((number(x)?, number(y)?));
    }
    if bars.is_empty() || bars.len() > 3 || bars.iter().any(|&(x, y)| x == 0 || y == 0) {
        return Err("give 1 to 3 bars with sides of at least 1, like `4x3 2x5`".into());
    }
    let area: u64 = bars.iter().map(|&(x, y)| x * y).sum();
    if area > MOST_CUTCAKE_AREA {
        return Err(format!(
            "too large for the search: the bars' areas must add up to at most {}",
            MOST_CUTCAKE_AREA
        ));
    }
    Ok((Box::new(Cutcake), cutcake_position(0, &bars)))
}

/// The largest total area searched.
const MOST_CUTCAKE_AREA: u64 = 24;

pub const CUTS: Game = Game {
    name: "cuts",
    rules: "Alice's Game (HDU 3544, Cutcake), a partizan game: bars of chocolate X x Y; Alice (first) breaks a bar across X into A x Y and (X - A) x Y, Bob across Y into X x A and X x (Y - A); who cannot break loses",
    position_help: "1 to 3 bars, like `4x3 2x5` (areas adding up to at most 24)",
    default: "4x3 2x5",
    move_help: "`bar a`: `1 2` breaks bar 1 two squares from its edge (Alice along X, Bob along Y)",
    small: &["4x3 2x5", "5x3", "3x4 1x3", "6x2 2x3", "4x4 2x1"],
    start: start_cutcake,
};
