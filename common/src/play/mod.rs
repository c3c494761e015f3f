//! `play <game> [position]`: a game in the terminal against the perfect
//! player. The player's choices come from the brute-force search of the
//! game's own moves ([`crate::search::WinLose`]), the way the explorer
//! decides positions; the explanations come from the family's rule (the xor
//! of the heaps, Wythoff's pairs, a Sprague-Grundy table), and a test checks
//! the two agree on every small position.
//!
//! Here: what a playable game is ([`Playable`]), the registry ([`GAMES`])
//! and a game in progress ([`Session`]), which reads one line at a time so
//! the binary and the tests drive the same code.

use std::fmt::Write;

pub use crate::search::Outcome;
use crate::search::{retrograde_with_lengths, FxHashMap, WinLose};

mod boards;
mod draws_partizan;
mod heaps;
mod interactive;
mod multi_sg;
mod not_sums;
mod pairs;
mod single;

/// A position: the numbers of its state, laid out as each game says.
pub type Pos = Vec<u64>;

/// A game's rules and its starting position.
pub type Started = Result<(Box<dyn Playable>, Pos), String>;

/// A position's `name=value` parameters and its numbers.
pub(crate) type Written = (Vec<(String, String)>, Vec<u64>);

/// The moves the search follows.
type Moves = Box<dyn FnMut(&Pos) -> Vec<Pos>>;

/// One game: its moves, its notations and its rule.
pub trait Playable {
    /// Every move, written in the game's notation, and the position it
    /// reaches.
    fn options(&self, position: &Pos) -> Vec<(String, Pos)>;
    /// The position in words, one line.
    fn show(&self, position: &Pos) -> String;
    /// Every position one move reaches.
    fn moves(&self, position: &Pos) -> Vec<Pos> {
        self.options(position).into_iter().map(|(_, next)| next).collect()
    }
    /// The move written `text`, or why it is malformed or illegal. By
    /// default, the move written that way among `options`.
    fn parse_move(&self, position: &Pos, text: &str) -> Result<Pos, String> {
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let options = self.options(position);
        if let Some((_, next)) = options.iter().find(|(written, _)| *written == text) {
            return Ok(next.clone());
        }
        let some: Vec<&str> = options.iter().take(6).map(|(w, _)| w.as_str()).collect();
        Err(format!(
            "`{}` is not a legal move here; legal moves look like `{}`",
            text,
            some.join("`, `")
        ))
    }
    /// The move from `position` to `next` in the notation `parse_move` reads.
    fn move_text(&self, position: &Pos, next: &Pos) -> String {
        self.options(position)
            .into_iter()
            .find(|(_, after)| after == next)
            .map(|(written, _)| written)
            .expect("`next` is one move from `position`")
    }
    /// The family's rule: whether the player to move wins, and why.
    fn verdict(&self, position: &Pos) -> (bool, String);
    /// The family's rule with draws: the outcome for the player to move, and
    /// why. `verdict`'s, unless the game `loops`.
    fn outcome(&self, position: &Pos) -> (Outcome, String) {
        let (wins, why) = self.verdict(position);
        (if wins { Outcome::Win } else { Outcome::Lose }, why)
    }
    /// Whether a move can lead back to an earlier position. Such a game is
    /// settled by retrograde analysis of every position reachable from the
    /// start, and a position that comes back ends it as a draw.
    fn loops(&self) -> bool {
        false
    }
    /// Whether the family's rule decides `position`. Where it does not,
    /// `verdict` says so and gives the search's outcome.
    fn rule_speaks(&self, _position: &Pos) -> bool {
        true
    }
    /// Whether the player who cannot move wins (the last move loses).
    fn misere(&self) -> bool {
        false
    }
}

/// A game the `play` binary knows.
pub struct Game {
    pub name: &'static str,
    /// The rules in one or two sentences.
    pub rules: &'static str,
    /// How a position is written, with its bounds.
    pub position_help: &'static str,
    /// The position played when none is given.
    pub default: &'static str,
    /// How a move is written, with an example.
    pub move_help: &'static str,
    /// Positions whose whole game trees the tests play out.
    pub small: &'static [&'static str],
    start: fn(&str) -> Started,
}

impl Game {
    /// The game and its position written `text` (the default if empty).
    pub fn start(&self, text: &str) -> Started {
        let text = if text.trim().is_empty() { self.default } else { text };
        (self.start)(text)
    }
}

pub const GAMES: &[Game] = &[
    heaps::NIM,
    heaps::MISERE_NIM,
    pairs::WYTHOFF,
    heaps::BASH,
    heaps::SUBTRACTION,
    heaps::POWERS,
    heaps::FIBONACCI,
    heaps::SNIM,
    heaps::SPLIT,
    pairs::KIKI,
    pairs::EUCLID,
    single::FIBONACCI_GAME,
    single::MULTIPLICATION,
    single::CIRCLE,
    boards::CALENDAR,
    boards::BOX,
    boards::CUTTING,
    boards::TURTLES,
    boards::PIECES,
    boards::CROSSES,
    boards::TARTAN,
    boards::EVERY_SG,
    boards::TEAMS,
    boards::ANTI_HACKENBUSH,
    boards::HACKENBUSH,
    draws_partizan::BERZERK,
    draws_partizan::CUTS,
    not_sums::MERGING,
    multi_sg::JIANGNAN,
    multi_sg::E_AND_D,
    multi_sg::BEANS,
    interactive::CARDS,
    interactive::XOR_BREAK,
];

pub fn find(name: &str) -> Option<&'static Game> {
    GAMES.iter().find(|g| g.name == name)
}

/// The `--help` text: every game, its positions and moves.
pub fn help() -> String {
    let mut out = String::from(
        "play <game> [position]\n\
         A game against the perfect player: its moves come from a brute-force search of the\n\
         game's moves, its explanations from the rule the solutions use. Commands during a\n\
         game: a move, `hint`, `undo`, `help`, `quit`.\n\ngames:\n",
    );
    for game in GAMES {
        writeln!(out, "  {:<15} {}", game.name, game.rules).unwrap();
        writeln!(out, "  {:<15}   position: {} (default {})", "", game.position_help, game.default)
            .unwrap();
        writeln!(out, "  {:<15}   move: {}", "", game.move_help).unwrap();
    }
    out
}

/// Splits a position's text into its `name=value` parameters and its
/// numbers (separated by commas or blanks).
pub(crate) fn split_position(text: &str) -> Result<Written, String> {
    let mut parameters = Vec::new();
    let mut numbers = Vec::new();
    for token in text.split_whitespace() {
        if let Some((name, value)) = token.split_once('=') {
            parameters.push((name.to_string(), value.to_string()));
            continue;
        }
        for part in token.split(',').filter(|p| !p.is_empty()) {
            numbers.push(number(part)?);
        }
    }
    Ok((parameters, numbers))
}

/// A whole number, or the reason it is not one.
pub(crate) fn number(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| format!("{:?} is not a whole number", text))
}

/// The numbers of a move's text, exactly `count` of them.
pub(crate) fn move_numbers(text: &str, count: usize, shape: &str) -> Result<Vec<u64>, String> {
    let numbers: Vec<u64> = text
        .split_whitespace()
        .map(number)
        .collect::<Result<_, _>>()
        .map_err(|e| format!("{}: a move is written {}", e, shape))?;
    if numbers.len() != count {
        return Err(format!("a move is written {}", shape));
    }
    Ok(numbers)
}

/// Which side the person plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Waiting for `first`, `second` or `auto`.
    ChoosingSide,
    /// The person to move.
    Playing,
    /// No move is left, or (a game with cycles) a position came back.
    Over,
}

/// How a session settles positions.
enum Judge {
    /// A memoised search of a game without cycles.
    Finite(WinLose<Pos, Moves>),
    /// A game with cycles: every position reachable from the start, its
    /// outcome and its length of play, by retrograde analysis.
    Loopy(FxHashMap<Pos, (Outcome, u32)>),
}

/// Every position reachable from `start`.
fn reachable(rules: &dyn Playable, start: &Pos) -> Vec<Pos> {
    let mut seen: std::collections::HashSet<Pos> = std::collections::HashSet::new();
    let mut stack = vec![start.clone()];
    let mut order = Vec::new();
    while let Some(position) = stack.pop() {
        if seen.insert(position.clone()) {
            stack.extend(rules.moves(&position));
            order.push(position);
        }
    }
    order
}

/// A game in progress: the position, the moves so far, the search.
pub struct Session {
    game: &'static Game,
    rules: std::rc::Rc<dyn Playable>,
    judge: Judge,
    /// Every position so far, the start first.
    history: Vec<Pos>,
    /// Whether the person moved first.
    person_first: bool,
    stage: Stage,
}

impl Session {
    /// A new game of `game` from the position written `position`, and what
    /// the program says first.
    pub fn new(game: &'static Game, position: &str) -> Result<(Session, String), String> {
        let (rules, start) = game.start(position)?;
        let rules: std::rc::Rc<dyn Playable> = std::rc::Rc::from(rules);
        let judge = if rules.loops() {
            let states = reachable(rules.as_ref(), &start);
            Judge::Loopy(retrograde_with_lengths(&states, |p| rules.moves(p)))
        } else {
            let moves = rules.clone();
            let search_moves: Moves = Box::new(move |p| moves.moves(p));
            Judge::Finite(if rules.misere() {
                WinLose::misere(search_moves)
            } else {
                WinLose::normal(search_moves)
            })
        };
        let start_text = rules.show(&start);
        let session = Session {
            game,
            rules,
            judge,
            history: vec![start],
            person_first: true,
            stage: Stage::ChoosingSide,
        };
        let greeting = format!(
            "{}: {}\nposition: {}\nmoves: {}\nDo you move first or second? Type `first`, `second` or `auto` (who wins from here).\n",
            game.name, game.rules, start_text, game.move_help
        );
        Ok((session, greeting))
    }

    /// The position now.
    pub fn position(&self) -> &Pos {
        self.history.last().unwrap()
    }

    /// The moves from `position`, written, and where they lead.
    pub fn options(&self, position: &Pos) -> Vec<(String, Pos)> {
        self.rules.options(position)
    }

    /// The family's rule on `position`: whether the mover wins, and why.
    pub fn verdict(&self, position: &Pos) -> (bool, String) {
        self.rules.verdict(position)
    }

    /// The family's rule on `position`, draws included, and why.
    pub fn said(&self, position: &Pos) -> (Outcome, String) {
        self.rules.outcome(position)
    }

    /// Whether the family's rule decides `position` (see [`Playable::rule_speaks`]).
    pub fn rule_speaks(&self, position: &Pos) -> bool {
        self.rules.rule_speaks(position)
    }

    /// Every position reachable from this game's first position (the
    /// start, or where `restart_with_program_to_move` put it).
    pub fn reachable(&self) -> Vec<Pos> {
        reachable(self.rules.as_ref(), &self.history[0])
    }

    /// Whether the game's moves can go round in circles (draws are possible).
    pub fn loops(&self) -> bool {
        self.rules.loops()
    }

    /// Starts over from `position` (one reached from the start) with the
    /// program to move; what it says. The tests try every position so.
    pub fn restart_with_program_to_move(&mut self, position: Pos) -> String {
        self.history = vec![position];
        self.person_first = false;
        self.stage = Stage::Playing;
        let mut out = String::new();
        self.program_moves(&mut out);
        out
    }

    /// The outcome for the player to move at `position`, by the search.
    pub fn outcome(&mut self, position: &Pos) -> Outcome {
        match &mut self.judge {
            Judge::Finite(search) => {
                if search.wins(position) {
                    Outcome::Win
                } else {
                    Outcome::Lose
                }
            }
            Judge::Loopy(table) => table[position].0,
        }
    }

    /// Whether the player to move at `position` wins, by the search.
    pub fn wins(&mut self, position: &Pos) -> bool {
        self.outcome(position) == Outcome::Win
    }

    /// The moves until the end from `position` when the winner hurries and
    /// the loser holds out (games with cycles; 0 otherwise).
    fn length(&self, position: &Pos) -> u32 {
        match &self.judge {
            Judge::Finite(_) => 0,
            Judge::Loopy(table) => table[position].1,
        }
    }

    /// The perfect player's move: into a position lost for the mover, if
    /// one exists; with cycles, a nearest one, so the win comes.
    pub fn best_move(&mut self, position: &Pos) -> Option<Pos> {
        let lost: Vec<Pos> = self
            .rules
            .moves(position)
            .into_iter()
            .filter(|next| self.outcome(next) == Outcome::Lose)
            .collect();
        lost.into_iter().min_by_key(|next| self.length(next))
    }

    /// A move that keeps a draw, if one exists.
    fn drawing_move(&mut self, position: &Pos) -> Option<Pos> {
        let moves = self.rules.moves(position);
        moves.into_iter().find(|next| self.outcome(next) == Outcome::Draw)
    }

    /// Whether the game is waiting for a side, over, or on.
    pub fn over(&self) -> bool {
        self.stage == Stage::Over
    }

    /// The prompt for the next line.
    pub fn prompt(&self) -> &'static str {
        match self.stage {
            Stage::ChoosingSide => "side> ",
            Stage::Playing => "your move> ",
            Stage::Over => "over> ",
        }
    }

    /// What the program answers to one line of the person's; `None` ends
    /// the game (`quit`).
    pub fn respond(&mut self, line: &str) -> Option<String> {
        let line = line.trim();
        let mut out = String::new();
        match line {
            "quit" | "exit" => return None,
            "help" => {
                writeln!(out, "{}: {}", self.game.name, self.game.rules).unwrap();
                writeln!(out, "moves: {}", self.game.move_help).unwrap();
                writeln!(
                    out,
                    "commands: a move, `hint` (a winning move if one exists, and why), `undo` \
                     (takes back your last move and mine), `quit`; before the game, `first`, \
                     `second` or `auto`"
                )
                .unwrap();
                return Some(out);
            }
            "" => return Some(String::new()),
            _ => {}
        }
        match self.stage {
            Stage::ChoosingSide => self.choose_side(line, &mut out),
            Stage::Playing | Stage::Over => match line {
                "hint" => self.hint(&mut out),
                "undo" => self.undo(&mut out),
                "auto" | "first" | "second" => {
                    writeln!(out, "the sides are chosen; `help` lists the commands").unwrap()
                }
                _ if self.stage == Stage::Over => {
                    writeln!(out, "the game is over: `undo` takes back, `quit` leaves").unwrap()
                }
                _ => self.person_moves(line, &mut out),
            },
        }
        Some(out)
    }

    fn choose_side(&mut self, line: &str, out: &mut String) {
        let start = self.position().clone();
        let (said, why) = self.rules.outcome(&start);
        let winner = match said {
            Outcome::Win => "first",
            Outcome::Lose => "second",
            Outcome::Draw => "neither",
        };
        match line {
            "auto" => {
                if said == Outcome::Draw {
                    writeln!(
                        out,
                        "Neither player can force a win from {}: {}.",
                        self.rules.show(&start),
                        why
                    )
                    .unwrap();
                } else {
                    writeln!(
                        out,
                        "The {} player wins from {}: {}.",
                        winner,
                        self.rules.show(&start),
                        why
                    )
                    .unwrap();
                }
                writeln!(out, "Type `first` or `second`.").unwrap();
            }
            "first" | "second" => {
                self.person_first = line == "first";
                self.stage = Stage::Playing;
                if said == Outcome::Draw {
                    writeln!(
                        out,
                        "Neither side can force a win ({}). I will hold the draw; try anyway.",
                        why
                    )
                    .unwrap();
                } else if line != winner {
                    writeln!(
                        out,
                        "You chose the losing side: the {} player wins ({}). I will not slip; \
                         try anyway.",
                        winner, why
                    )
                    .unwrap();
                } else {
                    writeln!(out, "You chose the winning side. Keep it.").unwrap();
                }
                if self.person_first {
                    self.announce(out);
                } else {
                    self.program_moves(out);
                }
            }
            _ => writeln!(out, "type `first`, `second` or `auto`").unwrap(),
        }
    }

    /// In a game with cycles, whether the position now came up before; if
    /// so the game ends as a draw, and it says so.
    fn came_back(&mut self, out: &mut String) -> bool {
        let (now, before) = self.history.split_last().unwrap();
        if !self.rules.loops() || !before.contains(now) {
            return false;
        }
        self.stage = Stage::Over;
        writeln!(
            out,
            "position: {}. It came up before: play would go round for ever, so the game ends \
             here, a draw. (`undo` takes back, `quit` leaves)",
            self.rules.show(now)
        )
        .unwrap();
        true
    }

    /// The position and whose turn it is, or the end.
    fn announce(&mut self, out: &mut String) {
        if self.came_back(out) {
            return;
        }
        let position = self.position().clone();
        let stuck = self.rules.moves(&position).is_empty();
        if stuck {
            self.stage = Stage::Over;
            // The person is to move and cannot.
            let person_wins = self.rules.misere();
            writeln!(
                out,
                "position: {}. You have no move: {}. (`undo` takes back, `quit` leaves)",
                self.rules.show(&position),
                if person_wins { "you win" } else { "I win" }
            )
            .unwrap();
        } else {
            writeln!(out, "position: {}. Your move.", self.rules.show(&position)).unwrap();
        }
    }

    fn person_moves(&mut self, line: &str, out: &mut String) {
        let before = self.position().clone();
        let next = match self.rules.parse_move(&before, line) {
            Ok(next) => next,
            Err(why) => {
                writeln!(out, "refused: {}. Your move again (`help` shows how).", why).unwrap();
                return;
            }
        };
        debug_assert!(self.rules.moves(&before).contains(&next), "{:?} -> {:?}", before, next);
        let (had, left) = (self.outcome(&before), self.outcome(&next));
        let kept = match (had, left) {
            (Outcome::Win, Outcome::Win) => {
                Some(("That gives the win away", self.best_move(&before)))
            }
            (Outcome::Win, Outcome::Draw) => {
                Some(("That gives the win away, for a draw", self.best_move(&before)))
            }
            (Outcome::Draw, Outcome::Win) => {
                Some(("That loses the draw", self.drawing_move(&before)))
            }
            _ => None,
        };
        if let Some((what, kept)) = kept {
            let kept = kept.expect("a won or drawn position has a move that keeps it");
            let (_, why) = self.rules.outcome(&kept);
            writeln!(
                out,
                "{}. `{}` kept it: it leaves {}, where {}.",
                what,
                self.rules.move_text(&before, &kept),
                self.rules.show(&kept),
                why
            )
            .unwrap();
        }
        self.history.push(next);
        self.program_moves(out);
    }

    fn program_moves(&mut self, out: &mut String) {
        if self.came_back(out) {
            return;
        }
        let position = self.position().clone();
        let moves = self.rules.moves(&position);
        if moves.is_empty() {
            self.stage = Stage::Over;
            let person_wins = !self.rules.misere();
            writeln!(
                out,
                "position: {}. I have no move: {}. (`undo` takes back, `quit` leaves)",
                self.rules.show(&position),
                if person_wins { "you win" } else { "I win" }
            )
            .unwrap();
            return;
        }
        let next = if let Some(next) = self.best_move(&position) {
            let (_, why) = self.rules.outcome(&next);
            writeln!(
                out,
                "I play `{}`, leaving {}: {}.",
                self.rules.move_text(&position, &next),
                self.rules.show(&next),
                why
            )
            .unwrap();
            next
        } else if let Some(next) = self.drawing_move(&position) {
            let (_, why) = self.rules.outcome(&position);
            writeln!(
                out,
                "Neither of us can force a win here ({}). I play `{}` and hold the draw.",
                why,
                self.rules.move_text(&position, &next)
            )
            .unwrap();
            next
        } else {
            let (_, why) = self.rules.outcome(&position);
            let next = self.holding_out(&moves);
            writeln!(
                out,
                "I am losing here ({}). I play `{}` and hope you slip.",
                why,
                self.rules.move_text(&position, &next)
            )
            .unwrap();
            next
        };
        self.history.push(next);
        self.announce(out);
    }

    /// Where every move loses: with cycles, the one that puts the end
    /// farthest off; otherwise the one that leaves the person the fewest
    /// winning replies, which asks the most of them.
    fn holding_out(&mut self, moves: &[Pos]) -> Pos {
        if let Judge::Loopy(_) = self.judge {
            return moves.iter().max_by_key(|next| self.length(next)).unwrap().clone();
        }
        moves
            .iter()
            .min_by_key(|next| {
                let replies = self.rules.moves(next);
                replies.iter().filter(|r| !self.wins(r)).count()
            })
            .unwrap()
            .clone()
    }

    fn hint(&mut self, out: &mut String) {
        let position = self.position().clone();
        if let Some(next) = self.best_move(&position) {
            let (_, why) = self.rules.outcome(&next);
            writeln!(
                out,
                "hint: `{}` wins; it leaves {}, where {}.",
                self.rules.move_text(&position, &next),
                self.rules.show(&next),
                why
            )
            .unwrap();
            return;
        }
        let (_, why) = self.rules.outcome(&position);
        match self.drawing_move(&position) {
            Some(next) => writeln!(
                out,
                "hint: no move wins here ({}); `{}` holds the draw, leaving {}.",
                why,
                self.rules.move_text(&position, &next),
                self.rules.show(&next)
            )
            .unwrap(),
            None => writeln!(out, "hint: no move wins here ({}); play on and hope I slip.", why)
                .unwrap(),
        }
    }

    /// Takes back the person's last move and the program's reply (only the
    /// program's, when the person has not moved since it).
    fn undo(&mut self, out: &mut String) {
        // The person is to move after an even count of moves when first.
        let person_turn = |moves: usize, first: bool| (moves % 2 == 0) == first;
        let mut moves = self.history.len() - 1;
        let mut taken = 0;
        while moves > 0 && (taken == 0 || !person_turn(moves, self.person_first)) {
            moves -= 1;
            taken += 1;
        }
        if taken == 0 || !person_turn(moves, self.person_first) {
            // Nothing moved yet, or only the program's opening move is left: nothing of the
            // person's to take back.
            writeln!(out, "nothing to undo").unwrap();
            return;
        }
        self.history.truncate(moves + 1);
        writeln!(out, "took back {} move{}.", taken, if taken == 1 { "" } else { "s" }).unwrap();
        self.stage = Stage::Playing;
        self.announce(out);
    }
}
