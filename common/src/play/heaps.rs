//! Heap games: Nim and its kin, where a position is a row of heaps and a
//! move changes one heap. Their rules: Bouton's xor (Nim), the misère
//! exception (all heaps at most 1), a modulus (Bash, powers of two), and
//! the Sprague-Grundy values of a heap, xored (subtraction sets, splits).

use super::*;
use crate::embedded::rules;

/// What a move may do to one heap.
#[derive(Clone, Debug)]
enum Kind {
    /// Take any positive number; the last stone wins.
    Nim,
    /// Take any positive number; the last stone loses.
    MisereNim,
    /// One heap, take 1..=m.
    Bash(u64),
    /// One heap, take a power of two.
    Powers,
    /// Take an amount of the set; sg from the subtraction_sg block.
    Set(Vec<u64>),
    /// Take any positive number, or split the heap into `parts` non-empty heaps.
    Split(usize),
}

struct Heaps {
    kind: Kind,
}

/// The most positions a search may have to visit.
const MOST_POSITIONS: u64 = 200_000;

/// The most stones of a splitting game (its positions grow as 2^stones).
const MOST_SPLIT_STONES: u64 = 14;

impl Heaps {
    /// The amounts one move may take from a heap of `h`.
    fn takes(&self, h: u64) -> Vec<u64> {
        match &self.kind {
            Kind::Nim | Kind::MisereNim | Kind::Split(_) => (1..=h).collect(),
            Kind::Bash(m) => (1..=h.min(*m)).collect(),
            Kind::Powers => std::iter::successors(Some(1u64), |&t| t.checked_mul(2))
                .take_while(|&t| t <= h)
                .collect(),
            Kind::Set(set) => set.iter().copied().filter(|&s| s <= h).collect(),
        }
    }

    fn one_heap(&self) -> bool {
        matches!(self.kind, Kind::Bash(_) | Kind::Powers)
    }

    /// The Sprague-Grundy value of one heap by the family's rule.
    fn value(&self, h: u64) -> u64 {
        match &self.kind {
            Kind::Nim | Kind::MisereNim => h,
            Kind::Bash(m) => h % (m + 1),
            Kind::Powers => h % 3,
            Kind::Set(set) => rules::subtraction_values(set, h)[h as usize],
            Kind::Split(parts) => {
                let period = 1u64 << parts;
                match h % period {
                    r if r == period - 1 => h + 1,
                    0 if h > 0 => h - 1,
                    _ => h,
                }
            }
        }
    }

    fn heap_word(&self) -> &'static str {
        if self.one_heap() {
            "the pile"
        } else {
            "heap"
        }
    }
}

/// The heaps joined by `sep`.
fn joined(values: &[u64], sep: &str) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(sep)
}

impl Playable for Heaps {
    fn options(&self, position: &Pos) -> Vec<(String, Pos)> {
        let mut options = Vec::new();
        for (i, &h) in position.iter().enumerate() {
            for t in self.takes(h) {
                let mut next = position.clone();
                next[i] = h - t;
                let text = if self.one_heap() { t.to_string() } else { format!("{} {}", i + 1, t) };
                if let Kind::Split(_) = self.kind {
                    next.retain(|&x| x > 0);
                }
                options.push((text, next));
            }
            if let Kind::Split(parts) = self.kind {
                for split in crate::problems::split_nim::splits(h, parts) {
                    let mut next = position.clone();
                    next.splice(i..=i, split.iter().copied());
                    options.push((format!("{} = {}", i + 1, joined(&split, " ")), next));
                }
            }
        }
        options
    }

    fn show(&self, position: &Pos) -> String {
        if self.one_heap() {
            format!("a pile of {}", position[0])
        } else if position.is_empty() {
            "no heaps".into()
        } else {
            format!("heaps {}", joined(position, " "))
        }
    }

    fn parse_move(&self, position: &Pos, text: &str) -> Result<Pos, String> {
        if let (Kind::Split(parts), Some((heap, into))) = (&self.kind, text.split_once('=')) {
            let i = heap_index(position, heap.trim())?;
            let split: Vec<u64> = into.split_whitespace().map(number).collect::<Result<_, _>>()?;
            if split.len() != *parts || split.contains(&0) {
                return Err(format!("a split makes {} non-empty heaps", parts));
            }
            if split.iter().sum::<u64>() != position[i] {
                return Err(format!(
                    "{} adds up to {}, not heap {}'s {}",
                    joined(&split, " + "),
                    split.iter().sum::<u64>(),
                    i + 1,
                    position[i]
                ));
            }
            let mut split = split;
            split.sort_unstable();
            let mut next = position.clone();
            next.splice(i..=i, split);
            return Ok(next);
        }
        let (i, take) = if self.one_heap() {
            (0, move_numbers(text, 1, "as the number taken, like `2`")?[0])
        } else {
            let words: Vec<&str> = text.split_whitespace().collect();
            if words.len() != 2 {
                return Err(
                    "a move is written `heap amount`, like `2 3` (take 3 from heap 2)".into()
                );
            }
            let shape = "; a move is written `heap amount`, like `2 3` (take 3 from heap 2)";
            let amount = number(words[1]).map_err(|e| e + shape);
            (heap_index(position, words[0]).map_err(|e| e + shape)?, amount?)
        };
        let h = position[i];
        if take > h {
            return Err(format!("{} {} has only {}", self.heap_word(), i + 1, h)
                .replace("the pile 1", "the pile"));
        }
        if !self.takes(h).contains(&take) {
            return Err(match &self.kind {
                Kind::Bash(m) => format!("a move takes 1 to {}", m),
                Kind::Powers => "a move takes a power of two (1, 2, 4, 8, ...)".into(),
                Kind::Set(set) => format!("a move takes one of {}", joined(set, ", ")),
                _ => "a move takes at least 1".into(),
            });
        }
        let mut next = position.clone();
        next[i] = h - take;
        if let Kind::Split(_) = self.kind {
            next.retain(|&x| x > 0);
        }
        Ok(next)
    }

    fn verdict(&self, position: &Pos) -> (bool, String) {
        let xor = position.iter().fold(0, |x, &h| x ^ self.value(h));
        match &self.kind {
            Kind::Nim => {
                let sum = format!("the xor of the heaps {} = {}", joined(position, " ^ "), xor);
                if xor == 0 {
                    (
                        false,
                        format!(
                            "{}: every move makes it nonzero, and a reply makes it 0 again",
                            sum
                        ),
                    )
                } else {
                    (true, format!("{} is not 0: a move makes it 0", sum))
                }
            }
            Kind::MisereNim => {
                let wins = rules::misere_nim_mover_wins(position);
                let why = if position.iter().all(|&h| h <= 1) {
                    let ones = position.iter().filter(|&&h| h == 1).count();
                    format!(
                        "no heap holds more than 1, and {} heap{} of 1 {} left: the player who \
                         takes the last one loses",
                        ones,
                        if ones == 1 { "" } else { "s" },
                        if ones == 1 { "is" } else { "are" }
                    )
                } else {
                    format!(
                        "a heap holds more than 1, so it is Nim until the last such heap: the xor \
                         {} = {} {}",
                        joined(position, " ^ "),
                        xor,
                        if xor == 0 {
                            "is 0, lost for the mover"
                        } else {
                            "is not 0, won for the mover"
                        }
                    )
                };
                (wins, why)
            }
            Kind::Bash(m) => {
                let n = position[0];
                if n % (m + 1) == 0 {
                    (false, format!("{} is a multiple of {} = m + 1: whatever t is taken, {} - t brings it back to one", n, m + 1, m + 1))
                } else {
                    (
                        true,
                        format!(
                            "{} mod {} = {}: taking {} leaves a multiple of {}",
                            n,
                            m + 1,
                            n % (m + 1),
                            n % (m + 1),
                            m + 1
                        ),
                    )
                }
            }
            Kind::Powers => {
                let n = position[0];
                if n % 3 == 0 {
                    (false, format!("{} is a multiple of 3, and no power of two is: every move leaves a non-multiple, and the reply of 1 or 2 restores one", n))
                } else {
                    (
                        true,
                        format!("{} mod 3 = {}: taking {} leaves a multiple of 3", n, n % 3, n % 3),
                    )
                }
            }
            Kind::Set(_) | Kind::Split(_) => {
                let values: Vec<u64> = position.iter().map(|&h| self.value(h)).collect();
                let table = match &self.kind {
                    Kind::Set(set) => format!(
                        "sg(h) = the mex of sg(h - s), s in {{{}}} (the subtraction_sg block)",
                        joined(set, ", ")
                    ),
                    _ => "sg(h) = h, but the last two of each period of 2^parts swapped".into(),
                };
                let one = if position.len() == 1 {
                    let h = position[0];
                    let reached: Vec<u64> =
                        self.moves(position).iter().map(|next| self.verdict_value(next)).collect();
                    format!("sg({}) = mex{{{}}} = {}", h, joined(&reached, ", "), values[0])
                } else {
                    let each: Vec<String> = position
                        .iter()
                        .zip(&values)
                        .map(|(h, v)| format!("sg({}) = {}", h, v))
                        .collect();
                    format!("{}; their xor {} = {}", each.join(", "), joined(&values, " ^ "), xor)
                };
                let end = if xor == 0 {
                    "0: every move makes it nonzero"
                } else {
                    "not 0: a move makes it 0"
                };
                (xor != 0, format!("{} ({}), so the value is {}", one, table, end))
            }
        }
    }

    fn misere(&self) -> bool {
        matches!(self.kind, Kind::MisereNim)
    }
}

impl Heaps {
    /// The xor of the heaps' values.
    fn verdict_value(&self, position: &Pos) -> u64 {
        position.iter().fold(0, |x, &h| x ^ self.value(h))
    }
}

fn heap_index(position: &Pos, word: &str) -> Result<usize, String> {
    let i = number(word)?;
    if i == 0 || i as usize > position.len() {
        return Err(format!("there is no heap {}: the heaps are 1 to {}", i, position.len()));
    }
    Ok(i as usize - 1)
}

/// The heaps written `text`, with the parameter `name` (if any) read by
/// `parameter`, and a bound on the search.
fn start(text: &str, kind: impl FnOnce(&[(String, String)]) -> Result<Kind, String>) -> Started {
    let (parameters, heaps) = split_position(text)?;
    let kind = kind(&parameters)?;
    let game = Heaps { kind };
    if heaps.is_empty() {
        return Err("give at least one heap".into());
    }
    if game.one_heap() && heaps.len() != 1 {
        return Err("this game has one pile".into());
    }
    if let Kind::Split(_) = game.kind {
        // A split multiplies the heaps: bound the stones instead.
        if heaps.iter().sum::<u64>() > MOST_SPLIT_STONES {
            return Err(format!(
                "too large for the search: at most {} stones in all",
                MOST_SPLIT_STONES
            ));
        }
    }
    let positions = heaps.iter().try_fold(1u64, |count, &h| count.checked_mul(h + 1));
    if positions.is_none_or(|count| count > MOST_POSITIONS) {
        return Err(format!(
            "too large for the search: the product of (heap + 1) must be at most {}",
            MOST_POSITIONS
        ));
    }
    let mut position = heaps;
    if let Kind::Split(_) = game.kind {
        position.retain(|&h| h > 0);
    }
    Ok((Box::new(game), position))
}

/// The parameter `name`'s value, or `default`; nothing else is accepted.
pub(super) fn parameter<'a>(
    parameters: &'a [(String, String)],
    name: &str,
    default: &'a str,
) -> Result<&'a str, String> {
    let mut value = default;
    for (given, v) in parameters {
        if given != name {
            return Err(format!("unknown parameter {:?}; this game takes {}=", given, name));
        }
        value = v;
    }
    Ok(value)
}

pub(super) fn no_parameters(parameters: &[(String, String)]) -> Result<(), String> {
    match parameters.first() {
        Some((name, _)) => Err(format!("this game takes no parameter, not {:?}", name)),
        None => Ok(()),
    }
}

fn set_of(text: &str) -> Result<Vec<u64>, String> {
    let set: Vec<u64> = text.split(',').map(number).collect::<Result<_, _>>()?;
    if set.is_empty() || set.contains(&0) {
        return Err("a set lists positive amounts, like set=1,3,4".into());
    }
    Ok(set)
}

pub const NIM: Game = Game {
    name: "nim",
    rules: "heaps of stones; a move takes any positive number from one heap; who takes the last stone wins",
    position_help: "the heaps, like 3,4,5",
    default: "3,4,5",
    move_help: "`heap amount`: `2 3` takes 3 from heap 2",
    small: &["5,5,5", "1,2,4,7", "6,6"],
    start: |text| start(text, |p| no_parameters(p).map(|_| Kind::Nim)),
};

pub const MISERE_NIM: Game = Game {
    name: "misere-nim",
    rules: "Nim, but who takes the last stone loses",
    position_help: "the heaps, like 1,2,3",
    default: "1,2,3",
    move_help: "`heap amount`: `2 3` takes 3 from heap 2",
    small: &["4,4,4", "1,1,1,2,3"],
    start: |text| start(text, |p| no_parameters(p).map(|_| Kind::MisereNim)),
};

pub const BASH: Game = Game {
    name: "bash",
    rules: "one pile; a move takes 1 to m stones; who takes the last stone wins",
    position_help: "the pile and m, like `20 m=3`",
    default: "20 m=3",
    move_help: "the number taken: `2`",
    small: &["30 m=3", "25 m=1", "40 m=6"],
    start: |text| {
        start(text, |p| {
            let m = number(parameter(p, "m", "3")?)?;
            if m == 0 {
                return Err("m must be at least 1".into());
            }
            Ok(Kind::Bash(m))
        })
    },
};

pub const POWERS: Game = Game {
    name: "powers",
    rules:
        "one pile of cards; a move takes a power of two (1, 2, 4, 8, ...); who takes the last wins",
    position_help: "the pile, like 20",
    default: "20",
    move_help: "the number taken: `4`",
    small: &["40"],
    start: |text| start(text, |p| no_parameters(p).map(|_| Kind::Powers)),
};

pub const SUBTRACTION: Game = Game {
    name: "subtraction",
    rules:
        "heaps; a move takes s stones from one heap, s an amount of the set; who cannot move loses",
    position_help: "the heaps and the set, like `10 set=1,3,4`",
    default: "10 set=1,3,4",
    move_help: "`heap amount`: `1 3` takes 3 from heap 1",
    small: &["20 set=1,3,4", "8,9 set=1,3,4", "12,7 set=2,5"],
    start: |text| start(text, |p| Ok(Kind::Set(set_of(parameter(p, "set", "1,3,4")?)?))),
};

pub const SNIM: Game = Game {
    name: "snim",
    rules: "S-Nim: heaps of beads; a move takes s beads from one heap, s in the set S; who cannot move loses",
    position_help: "the heaps and S, like `5,7,9 set=2,5`",
    default: "5,7,9 set=2,5",
    move_help: "`heap amount`: `3 5` takes 5 from heap 3",
    small: &["5,7,9 set=2,5", "6,6,3 set=1,2,3"],
    start: |text| start(text, |p| Ok(Kind::Set(set_of(parameter(p, "set", "2,5")?)?))),
};

pub const FIBONACCI: Game = Game {
    name: "fibonacci",
    rules: "heaps; a move takes a Fibonacci number (1, 2, 3, 5, 8, ...) from one heap; who cannot move loses",
    position_help: "the heaps, like 5,6,7",
    default: "5,6,7",
    move_help: "`heap amount`: `1 5` takes 5 from heap 1",
    small: &["9,10,11", "30"],
    start: |text| {
        start(text, |p| {
            no_parameters(p)?;
            // Enough Fibonacci numbers for any heap the search allows.
            Ok(Kind::Set(crate::wythoff::fibonacci_u64().into_iter().filter(|&f| f <= MOST_POSITIONS).collect()))
        })
    },
};

pub const SPLIT: Game = Game {
    name: "split",
    rules: "heaps; a move takes any positive number from one heap, or splits one heap into `parts` non-empty heaps; who cannot move loses",
    position_help: "the heaps and parts (2 or 3), like `3,5 parts=2`",
    default: "3,5 parts=2",
    move_help: "`2 3` takes 3 from heap 2; `2 = 1 4` splits heap 2 into 1 and 4",
    small: &["3,4 parts=2", "9 parts=2", "9 parts=3", "2,5 parts=3"],
    start: |text| {
        start(text, |p| match parameter(p, "parts", "2")? {
            "2" => Ok(Kind::Split(2)),
            "3" => Ok(Kind::Split(3)),
            other => Err(format!("parts must be 2 or 3, not {:?}", other)),
        })
    },
};
