//! Multi-SG games, where a move turns one game into several: 江南乐's piles
//! split into near-equal piles (Luogu P3235), E&D's pairs of piles (Luogu
//! P2148) and 分裂游戏's beans (Luogu P3185). The perfect player searches
//! whole positions; the verdicts come from the multi_sg block's values (a
//! game's value is the mex of the xors of the games its moves leave), xored
//! over the position, where equal games cancel in pairs.

use std::collections::HashSet;

use super::heaps::{no_parameters, parameter};
use super::*;
use crate::embedded::rules;
use crate::problems::luogu3185;

/// The most positions E&D and 分裂游戏 may reach from their start, so that
/// the search answers at once.
const MOST_POSITIONS: u64 = 100_000;

/// The most stones of 江南乐: the multisets of piles are then at most the
/// 37338 partitions of 40.
const MOST_STONES: u64 = 40;

/// The values joined by `sep`.
fn joined(values: &[u64], sep: &str) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(sep)
}

/// `count` and `noun`, plural when it is not 1.
fn counted(count: u64, noun: &str) -> String {
    format!("{} {}{}", count, noun, if count == 1 { "" } else { "s" })
}

/// The xor of a position's games, each given as its description, its value
/// and whether it appears an odd number of times, with the words saying so;
/// `alike` names the equal games that cancel in pairs.
fn xor_of(games: &[(String, u64, bool)], alike: &str) -> (u64, String) {
    let kept: Vec<u64> = games.iter().filter(|g| g.2).map(|g| g.1).collect();
    let xor = kept.iter().fold(0, |x, v| x ^ v);
    // A game's description may hold commas, as a pair (a, b) does.
    let each = games.iter().map(|g| g.0.as_str()).collect::<Vec<_>>().join("; ");
    let sum = match (kept.len(), games.iter().all(|g| g.2)) {
        (_, true) if games.len() == 1 => each,
        (_, true) => format!("{}; their xor {} = {}", each, joined(&kept, " ^ "), xor),
        (0, false) => format!("{}; {} cancel in pairs, leaving none: 0", each, alike),
        (1, false) => format!("{}; {} cancel in pairs, leaving {}", each, alike, xor),
        (_, false) => format!(
            "{}; {} cancel in pairs, leaving {} = {}",
            each,
            alike,
            joined(&kept, " ^ "),
            xor
        ),
    };
    (xor, sum)
}

/// The end of a verdict: the value and what it means for the mover.
fn outcome(xor: u64) -> String {
    if xor == 0 {
        "so the value is 0: every move makes it nonzero, and a reply makes it 0 again".into()
    } else {
        format!("so the value is {}, not 0: a move makes it 0", xor)
    }
}

/// The 0-based index of item `number` (counted from 1) of `count` items
/// called `noun`.
fn index_of(number: u64, count: usize, noun: &str) -> Result<usize, String> {
    if number == 0 || number as usize > count {
        return Err(format!("there is no {} {}: the {}s are 1 to {}", noun, number, noun, count));
    }
    Ok(number as usize - 1)
}

/// How many positions `game` reaches from `start`; the count stops just
/// past `most`, so a huge game is turned down quickly.
fn reach_count(game: &dyn Playable, start: &Pos, most: u64) -> u64 {
    let mut seen: HashSet<Pos> = HashSet::from([start.clone()]);
    let mut stack = vec![start.clone()];
    while let Some(position) = stack.pop() {
        for next in game.moves(&position) {
            if seen.len() as u64 > most {
                return seen.len() as u64;
            }
            if seen.insert(next.clone()) {
                stack.push(next);
            }
        }
    }
    seen.len() as u64
}

/// 江南乐: the piles, sorted, so that one multiset is one position.
struct Jiangnan {
    /// F, the least pile that may split.
    least: u64,
}

impl Jiangnan {
    fn can_split(&self, pile: u64) -> bool {
        pile >= self.least && pile >= 2
    }

    /// The position after pile `i` splits into `m` parts as equal as can
    /// be: x % m of them x / m + 1, the rest x / m.
    fn split(&self, position: &Pos, i: usize, m: u64) -> Pos {
        let mut next = position.clone();
        let pile = next.remove(i);
        next.extend((0..m).map(|part| pile / m + u64::from(part < pile % m)));
        next.sort_unstable();
        next
    }

    /// The xor of the parts' values when `pile` splits into `m`: a part
    /// size held by an even count of parts cancels.
    fn split_value(values: &[u64], pile: u64, m: u64) -> u64 {
        let (q, larger) = (pile / m, pile % m);
        let mut value = 0;
        if larger % 2 == 1 {
            value ^= values[q as usize + 1];
        }
        if (m - larger) % 2 == 1 {
            value ^= values[q as usize];
        }
        value
    }

    /// Why one pile has its value: below F, one stone, or the mex.
    fn one_pile(&self, values: &[u64], pile: u64) -> String {
        if pile < self.least {
            return format!("sg({}) = 0: a pile below F = {} cannot split", pile, self.least);
        }
        if pile < 2 {
            return "sg(1) = 0: a pile of 1 cannot split in two".into();
        }
        let mut reached: Vec<u64> =
            (2..=pile).map(|m| Self::split_value(values, pile, m)).collect();
        reached.sort_unstable();
        reached.dedup();
        format!(
            "sg({}) = mex{{{}}} = {}, the xors of the parts' values over m = 2 to {}",
            pile,
            joined(&reached, ", "),
            values[pile as usize],
            pile
        )
    }
}

impl Playable for Jiangnan {
    fn options(&self, position: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for (i, &pile) in position.iter().enumerate() {
            // Equal piles split into the same positions: the first of them
            // stands for all, which keeps the search's moves few.
            if !self.can_split(pile) || (i > 0 && position[i - 1] == pile) {
                continue;
            }
            for m in 2..=pile {
                options.push((format!("{} {}", i + 1, m), self.split(position, i, m)));
            }
        }
        options
    }

    fn show(&self, position: &Pos) -> String {
        format!("piles {}, F = {}", joined(position, " "), self.least)
    }

    fn parse_move(&self, position: &Pos, text: &str) -> Result<Pos, String> {
        let shape = "`pile m`, like `1 3` (pile 1 splits into 3 near-equal piles)";
        let numbers = move_numbers(text, 2, shape)?;
        let (number, m) = (numbers[0], numbers[1]);
        let i = index_of(number, position.len(), "pile")?;
        let pile = position[i];
        if pile < self.least {
            return Err(format!(
                "pile {} has {}, below F = {}",
                number,
                counted(pile, "stone"),
                self.least
            ));
        }
        if pile < 2 {
            return Err(format!("pile {} has 1 stone: it cannot split in two", number));
        }
        if !(2..=pile).contains(&m) {
            return Err(format!("m must be 2 to {}: pile {} has {} stones", pile, number, pile));
        }
        Ok(self.split(position, i, m))
    }

    fn verdict(&self, position: &Pos) -> (bool, String) {
        let largest = position.iter().copied().max().unwrap_or(0);
        let values = rules::even_split_values(self.least, largest);
        let rule = format!(
            "the multi_sg block's table: sg(x) = the mex over m of the xor of x's m near-equal \
             parts' values, 0 below F = {}",
            self.least
        );
        if let [pile] = position[..] {
            let value = values[pile as usize];
            return (
                value != 0,
                format!("{} ({}), {}", self.one_pile(&values, pile), rule, outcome(value)),
            );
        }
        let mut games = Vec::new();
        for run in position.chunk_by(|a, b| a == b) {
            let (pile, copies) = (run[0], run.len() as u64);
            let value = values[pile as usize];
            let each = if copies == 1 {
                format!("sg({}) = {}", pile, value)
            } else {
                format!("sg({}) = {} ({} piles)", pile, value, copies)
            };
            games.push((each, value, copies % 2 == 1));
        }
        let (xor, sum) = xor_of(&games, "equal piles");
        (xor != 0, format!("{} ({}), {}", sum, rule, outcome(xor)))
    }
}

pub const JIANGNAN: Game = Game {
    name: "jiangnan",
    rules: "江南乐 (Luogu P3235): piles of stones; a move splits a pile of at least F stones into m piles, 2 <= m <= the pile, as equal as can be (sizes differing by at most 1); who cannot move loses",
    position_help: "the piles and F, like `5,6,7 f=2` (piles of at least 1, at most 40 stones in all; F at least 1)",
    default: "5,6,7 f=2",
    move_help: "`pile m`: `1 3` splits pile 1 into 3 near-equal piles (the piles are numbered in the order shown, smallest first)",
    small: &["5,6 f=2", "2,8,14 f=1", "30 f=1", "12,13 f=3", "2,13,15 f=3"],
    start: |text| {
        let (parameters, mut piles) = split_position(text)?;
        let least = number(parameter(&parameters, "f", "2")?)?;
        if least == 0 {
            return Err("F must be at least 1".into());
        }
        if piles.is_empty() {
            return Err("give at least one pile".into());
        }
        if piles.contains(&0) {
            return Err("a pile holds at least 1 stone".into());
        }
        if piles.iter().try_fold(0u64, |sum, &pile| sum.checked_add(pile)).is_none_or(|sum| sum > MOST_STONES) {
            return Err(format!("too large for the search: at most {} stones in all", MOST_STONES));
        }
        piles.sort_unstable();
        Ok((Box::new(Jiangnan { least }) as Box<dyn Playable>, piles))
    },
};

/// E&D: two numbers a pair, the smaller pile first; the pairs keep their
/// order, so that pair 1 stays pair 1 all game.
struct EAndD;

impl EAndD {
    /// How many pairs one pair can become, itself included: every pair of
    /// non-empty piles whose sum is at most its larger pile p, p * p / 4 of
    /// them.
    fn reach(larger: u64) -> u64 {
        larger * larger / 4 + 1
    }
}

impl Playable for EAndD {
    fn options(&self, position: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for (g, pair) in position.chunks(2).enumerate() {
            let mut kept = vec![pair[0], pair[1]];
            kept.dedup();
            for pile in kept {
                for smaller in 1..=pile / 2 {
                    let mut next = position.clone();
                    next[2 * g] = smaller;
                    next[2 * g + 1] = pile - smaller;
                    options.push((format!("{} {} {}", g + 1, smaller, pile - smaller), next));
                }
            }
        }
        options
    }

    fn show(&self, position: &Pos) -> String {
        let pairs: Vec<String> =
            position.chunks(2).map(|pair| format!("({}, {})", pair[0], pair[1])).collect();
        format!("pairs {}", pairs.join(" "))
    }

    fn parse_move(&self, position: &Pos, text: &str) -> Result<Pos, String> {
        let shape =
            "`pair a b`, like `1 2 3` (pair 1 becomes piles 2 and 3, split from its pile of 5)";
        let numbers = move_numbers(text, 3, shape)?;
        let (number, a, b) = (numbers[0], numbers[1], numbers[2]);
        let g = index_of(number, position.len() / 2, "pair")?;
        if a == 0 || b == 0 {
            return Err("a split makes two non-empty piles: a and b are at least 1".into());
        }
        let (first, second) = (position[2 * g], position[2 * g + 1]);
        // Two u64 moves may add past u64: the sum is wide enough for any.
        let sum = u128::from(a) + u128::from(b);
        if sum != u128::from(first) && sum != u128::from(second) {
            return Err(format!(
                "{} + {} = {} is neither of pair {}'s piles {} and {}",
                a, b, sum, number, first, second
            ));
        }
        let mut next = position.clone();
        next[2 * g] = a.min(b);
        next[2 * g + 1] = a.max(b);
        Ok(next)
    }

    fn verdict(&self, position: &Pos) -> (bool, String) {
        let games: Vec<(String, u64, bool)> = position
            .chunks(2)
            .map(|pair| {
                let (a, b) = (pair[0], pair[1]);
                let value = rules::pair_value(a, b);
                let each = format!(
                    "({}, {}): {} | {} = {:b} in binary, {}",
                    a,
                    b,
                    a - 1,
                    b - 1,
                    (a - 1) | (b - 1),
                    counted(value, "trailing one")
                );
                (each, value, true)
            })
            .collect();
        let (xor, sum) = xor_of(&games, "equal pairs");
        (
            xor != 0,
            format!(
                "{} (a pair (a, b) is worth the trailing ones of (a - 1) | (b - 1): its splits \
                 reach exactly the values of the bits set there, and the mex is the lowest bit \
                 clear), {}",
                sum,
                outcome(xor)
            ),
        )
    }
}

pub const E_AND_D: Game = Game {
    name: "e-and-d",
    rules: "E&D (Luogu P2148): piles in pairs; a move drops one pile of a pair and splits the other into two non-empty piles, which become the pair; who cannot move loses",
    position_help: "the piles, two a pair, like `2,3 4,6 5,9` (piles of at least 1; a pair of larger pile p can become p * p / 4 + 1 pairs, and their product, the positions in reach, is at most 100000)",
    default: "2,3 4,6 5,9",
    move_help: "`pair a b`: `2 1 3` makes pair 2 the piles 1 and 3, split from its pile of 4",
    small: &["2,3 4,6", "5,9", "4,6 5,8", "10,10 3,7", "6,7 8,9 4,5"],
    start: |text| {
        let (parameters, piles) = split_position(text)?;
        no_parameters(&parameters)?;
        if piles.is_empty() || piles.len() % 2 == 1 {
            return Err("the piles come in pairs: give an even count of piles, like `2,3 4,6`".into());
        }
        if piles.contains(&0) {
            return Err("a pile holds at least 1 stone".into());
        }
        let positions = piles.chunks(2).try_fold(1u64, |count, pair| {
            let larger = pair[0].max(pair[1]);
            // Such a pair alone reaches too many, and p * p could overflow.
            if larger > MOST_POSITIONS {
                return None;
            }
            count.checked_mul(EAndD::reach(larger))
        });
        if positions.is_none_or(|count| count > MOST_POSITIONS) {
            return Err(format!(
                "too large for the search: the pairs could reach more than {} positions (a pair of larger pile p becomes any of p * p / 4 + 1 pairs)",
                MOST_POSITIONS
            ));
        }
        let position = piles.chunks(2).flat_map(|pair| [pair[0].min(pair[1]), pair[0].max(pair[1])]).collect();
        Ok((Box::new(EAndD) as Box<dyn Playable>, position))
    },
};

/// 分裂游戏: the bean counts of bottles 0 to n - 1.
struct Beans;

/// The most beans a bottle may hold at the start. The reach bound alone
/// turns down any crowded bottle that can move, but not the last, whose
/// beans never move: its count only grows, and near u64's end it would
/// overflow.
const MOST_BEANS: u64 = 1000;

impl Playable for Beans {
    fn options(&self, position: &Pos) -> Vec<(String, Pos)> {
        luogu3185::moves_in_order(position)
            .into_iter()
            .map(|((i, j, k), next)| (format!("{} {} {}", i, j, k), next))
            .collect()
    }

    fn moves(&self, position: &Pos) -> Vec<Pos> {
        // The search's moves, without writing each one out.
        luogu3185::moves_in_order(position).into_iter().map(|(_, next)| next).collect()
    }

    fn show(&self, position: &Pos) -> String {
        format!("beans {} in bottles 0 to {}", joined(position, " "), position.len() - 1)
    }

    fn parse_move(&self, position: &Pos, text: &str) -> Result<Pos, String> {
        let shape = "`i j k`, like `0 1 2` (a bean of bottle 0 becomes one in bottle 1 and one in bottle 2)";
        let numbers = move_numbers(text, 3, shape)?;
        let last = position.len() - 1;
        if let Some(&outside) = numbers.iter().find(|&&b| b > last as u64) {
            return Err(format!("there is no bottle {}: the bottles are 0 to {}", outside, last));
        }
        let (i, j, k) = (numbers[0] as usize, numbers[1] as usize, numbers[2] as usize);
        if position[i] == 0 {
            return Err(format!("bottle {} is empty", i));
        }
        // The two new beans are alike: `i k j` is the move `i j k`.
        let (j, k) = (j.min(k), j.max(k));
        if j <= i {
            return Err(format!(
                "the new beans go to later bottles: j and k must be above i = {}",
                i
            ));
        }
        let mut next = position.clone();
        next[i] -= 1;
        next[j] += 1;
        next[k] += 1;
        Ok(next)
    }

    fn verdict(&self, position: &Pos) -> (bool, String) {
        let values = rules::bean_values(position.len());
        let games: Vec<(String, u64, bool)> = position
            .iter()
            .enumerate()
            .filter(|&(_, &beans)| beans > 0)
            .map(|(bottle, &beans)| {
                let each = format!(
                    "bottle {} ({}): sg({}) = {}",
                    bottle,
                    counted(beans, "bean"),
                    bottle,
                    values[bottle]
                );
                (each, values[bottle], beans % 2 == 1)
            })
            .collect();
        let worth = format!(
            "the multi_sg block: a bean in bottle i is worth sg(i) = the mex of sg(j) ^ sg(k) over \
             i < j <= k, {} for bottles 0 to {}",
            joined(&values, " "),
            values.len() - 1
        );
        if games.is_empty() {
            return (false, format!("no bean is left ({}), {}", worth, outcome(0)));
        }
        let (xor, sum) = xor_of(&games, "the beans of one bottle");
        (xor != 0, format!("{} ({}), {}", sum, worth, outcome(xor)))
    }
}

pub const BEANS: Game = Game {
    name: "beans",
    rules: "分裂游戏 (Luogu P3185): bottles 0 to n - 1 holding beans; a move takes a bean from bottle i and puts one bean into bottle j and one into bottle k, i < j <= k; who cannot move loses",
    position_help: "the bean counts of bottles 0 to n - 1, like 1,1,0,1,0 (2 to 10 bottles, at most 1000 beans in each, at most 100000 positions in reach)",
    default: "1,1,0,1,0",
    move_help: "`i j k`: `0 1 3` takes a bean from bottle 0 and puts one into bottle 1 and one into bottle 3",
    small: &["0,0,0,1,0", "1,0,0,0,0", "2,2,2,2", "1,1,1,1,1", "1,2,1,0,0"],
    start: |text| {
        let (parameters, beans) = split_position(text)?;
        no_parameters(&parameters)?;
        if !(2..=10).contains(&beans.len()) {
            return Err("give the bean counts of 2 to 10 bottles, like 1,1,0,1,0".into());
        }
        if beans.iter().any(|&count| count > MOST_BEANS) {
            return Err(format!("too large for the search: at most {} beans in a bottle", MOST_BEANS));
        }
        if reach_count(&Beans, &beans, MOST_POSITIONS) > MOST_POSITIONS {
            return Err(format!(
                "too large for the search: more than {} positions are in reach",
                MOST_POSITIONS
            ));
        }
        Ok((Box::new(Beans) as Box<dyn Playable>, beans))
    },
};
