//! Local judges of the interactive problems: an adversary per problem that
//! checks every line of the program, punishes every mistake with a winning
//! reply, and from a losing position varies its replies (a [`Style`]).
//!
//! The program runs as a child process; [`Talk`] writes the judge's lines
//! to its stdin and reads its lines from its stdout as they come, each read
//! bounded by an idle limit (a program that does not flush its output
//! looks idle), and keeps the transcript of both sides.

use std::fmt;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::rng::Rng;

pub mod abc278g;
pub mod cf1934d2;

/// How the adversary replies where every reply loses (where one wins, it
/// always plays one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Seeded random legal replies (cf1934d2: and sometimes `0 0`).
    Random(u64),
    /// Replies that keep the game as long as it can be.
    Longest,
    /// The `k`-th legal reply (in the problem's order) at its first losing
    /// turn, then as `Longest`: run for every `k` below the count of
    /// replies, it tries each of them.
    FirstReply(usize),
    /// Replies at run centres, alternating the shortest and longest block
    /// (abc278g); the smallest numbers (cf1934d2).
    Centres,
}

impl fmt::Display for Style {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Style::Random(seed) => write!(f, "random replies (seed {})", seed),
            Style::Longest => f.write_str("replies that make the game last"),
            Style::FirstReply(k) => write!(f, "legal reply {} first, then the longest", k),
            Style::Centres => f.write_str("replies at the centres / smallest numbers"),
        }
    }
}

/// Why a program failed a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The adversary won a game the program could have won.
    Lost(String),
    /// A move the rules forbid.
    Illegal(String),
    /// A line that is not what the protocol asks for, or none at all.
    Protocol(String),
    /// No line within the idle limit.
    Idle(String),
    /// More time than the limit, waiting for the program alone.
    Time(Duration),
    /// Still running, or writing, after the end.
    NoExit(String),
}

impl Fault {
    /// The verdict's name.
    pub fn verdict(&self) -> &'static str {
        match self {
            Fault::Lost(_) => "lost a game it could have won",
            Fault::Illegal(_) => "illegal move",
            Fault::Protocol(_) => "protocol error",
            Fault::Idle(_) => "idleness limit exceeded",
            Fault::Time(_) => "time limit exceeded",
            Fault::NoExit(_) => "did not exit after the end",
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Lost(why)
            | Fault::Illegal(why)
            | Fault::Protocol(why)
            | Fault::Idle(why)
            | Fault::NoExit(why) => write!(f, "{}: {}", self.verdict(), why),
            Fault::Time(spent) => {
                write!(
                    f,
                    "{}: {:.3} s waiting for the program",
                    self.verdict(),
                    spent.as_secs_f64()
                )
            }
        }
    }
}

/// Who wrote a line of the transcript.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Judge,
    Program,
}

/// A program in conversation: its pipes, the lines it wrote not yet read,
/// the transcript, and the time spent waiting for it.
pub struct Talk {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Arc<Mutex<Vec<u8>>>,
    idle: Duration,
    /// The most time the program may take in all, waited for.
    pub limit: Duration,
    pub transcript: Vec<(Side, String)>,
    /// Where the transcript's current game starts (a test of several games).
    pub game_start: usize,
    /// Time spent waiting for the program's lines, all and the longest.
    pub waited: Duration,
    pub longest_wait: Duration,
}

impl Talk {
    /// Starts `command` (the program and its arguments); `idle` bounds each read.
    pub fn start(command: &[String], idle: Duration) -> io::Result<Talk> {
        let mut child = Command::new(&command[0])
            .args(&command[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let stdout = child.stdout.take().expect("piped stdout");
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut line = Vec::new();
                match reader.read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&line).into_owned();
                        if sender.send(text).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let mut pipe = child.stderr.take().expect("piped stderr");
        let sink = Arc::clone(&stderr);
        thread::spawn(move || {
            let mut buffer = [0u8; 4096];
            while let Ok(read) = pipe.read(&mut buffer) {
                if read == 0 {
                    return;
                }
                sink.lock().unwrap().extend_from_slice(&buffer[..read]);
            }
        });
        let stdin = child.stdin.take();
        Ok(Talk {
            child,
            stdin,
            lines,
            stderr,
            idle,
            limit: Duration::MAX,
            transcript: Vec::new(),
            game_start: 0,
            waited: Duration::ZERO,
            longest_wait: Duration::ZERO,
        })
    }

    /// Writes one line to the program. A program that has closed its input
    /// cannot be told: that is left to the next read, which finds it gone.
    pub fn say(&mut self, line: &str) {
        self.transcript.push((Side::Judge, line.to_string()));
        if let Some(stdin) = self.stdin.as_mut() {
            let written = stdin.write_all(line.as_bytes()).and_then(|_| stdin.write_all(b"\n"));
            if written.and_then(|_| stdin.flush()).is_err() {
                self.stdin = None;
            }
        }
    }

    /// The program's next line, without its line ending, or the fault that
    /// stands in its place: `what` names the line expected.
    pub fn hear(&mut self, what: &str) -> Result<String, Fault> {
        let started = Instant::now();
        let received = self.lines.recv_timeout(self.idle);
        let spent = started.elapsed();
        self.waited += spent;
        self.longest_wait = self.longest_wait.max(spent);
        if self.waited > self.limit {
            if let Ok(line) = &received {
                self.transcript.push((Side::Program, line.trim_end().to_string()));
            }
            return Err(Fault::Time(self.waited));
        }
        match received {
            Ok(line) => {
                let text = line.trim_end_matches('\n').trim_end_matches('\r').to_string();
                self.transcript.push((Side::Program, text.clone()));
                if !line.ends_with('\n') {
                    return Err(Fault::Protocol(format!(
                        "{:?} ({}) has no newline and the output ended",
                        text, what
                    )));
                }
                Ok(text)
            }
            Err(RecvTimeoutError::Timeout) => Err(Fault::Idle(format!(
                "no line ({}) within {:.1} s: is the output flushed after every line?",
                what,
                self.idle.as_secs_f64()
            ))),
            Err(RecvTimeoutError::Disconnected) => {
                // The reader ends at the end of the output: the program ended or closed it.
                let _ = self.child.wait();
                Err(Fault::Protocol(format!(
                    "the output ended where {} was due{}",
                    what,
                    self.stderr_note()
                )))
            }
        }
    }

    fn stderr_note(&self) -> String {
        let stderr = self.stderr.lock().unwrap();
        let text = String::from_utf8_lossy(&stderr);
        match text.lines().next() {
            Some(first) => format!(" (stderr: {})", first),
            None => String::new(),
        }
    }

    /// After the last line of the protocol: the program must exit within
    /// `grace`, writing nothing more, while its input stays open (a program
    /// that reads on waits, as it would at a judge that sends nothing).
    pub fn finish(&mut self, grace: Duration) -> Result<(), Fault> {
        let deadline = Instant::now() + grace;
        loop {
            if let Ok(line) = self.lines.try_recv() {
                let text = line.trim_end().to_string();
                self.transcript.push((Side::Program, text.clone()));
                let _ = self.child.kill();
                let _ = self.child.wait();
                return Err(Fault::NoExit(format!("it wrote {:?} after the end", text)));
            }
            match self.child.try_wait() {
                Ok(Some(_)) => break,
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(1)),
                _ => {
                    let _ = self.child.kill();
                    let _ = self.child.wait();
                    return Err(Fault::NoExit(format!(
                        "still running {:.1} s after the end (reading past it?)",
                        grace.as_secs_f64()
                    )));
                }
            }
        }
        // Lines written just before the exit.
        match self.lines.recv_timeout(Duration::from_millis(200)) {
            Ok(line) => {
                let text = line.trim_end().to_string();
                self.transcript.push((Side::Program, text.clone()));
                Err(Fault::NoExit(format!("it wrote {:?} after the end", text)))
            }
            Err(_) => Ok(()),
        }
    }

    /// Ends the program after a fault.
    pub fn stop(&mut self) {
        self.stdin = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Talk {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The transcript as lines `judge > ...` and `program < ...`, at most
/// `most` lines (the last ones, where there are more).
pub fn shown_transcript(transcript: &[(Side, String)], most: usize) -> String {
    let skip = transcript.len().saturating_sub(most);
    let mut text = String::new();
    if skip > 0 {
        text.push_str(&format!("  ... {} lines before\n", skip));
    }
    for (side, line) in &transcript[skip..] {
        let who = match side {
            Side::Judge => "judge  ",
            Side::Program => "program",
        };
        text.push_str(&format!("  {} {}\n", who, line));
    }
    text
}

/// One test of an interactive problem: the judge's input (for abc278g the
/// line `N L R`, for cf1934d2 the games' numbers) and its adversary's style.
#[derive(Clone, Debug)]
pub struct Game {
    pub input: String,
    pub style: Style,
    /// Whether the statement's bounds hold.
    pub inside: bool,
}

/// How one test went: the fault, or the program's longest single wait
/// and the count of its moves.
pub struct Played {
    pub result: Result<(), Fault>,
    pub transcript: Vec<(Side, String)>,
    pub waited: Duration,
    pub longest_wait: Duration,
    pub moves: usize,
}

/// An interactive problem's judge.
pub struct Interactive {
    pub id: &'static str,
    /// Plays one test against a started program; the count of its moves.
    pub referee: fn(&mut Talk, &Game) -> Result<usize, Fault>,
    /// The tests, smallest first; `quick`: only small ones.
    pub games: fn(quick: bool) -> Vec<Game>,
    /// The judge's time limit per test.
    pub time_limit: Duration,
}

pub fn all() -> Vec<&'static Interactive> {
    vec![&abc278g::JUDGE, &cf1934d2::JUDGE]
}

pub fn get(id: &str) -> Option<&'static Interactive> {
    all().into_iter().find(|judge| judge.id == id)
}

/// The idle limit per read and the grace to exit after the end.
pub const IDLE: Duration = Duration::from_secs(3);
pub const GRACE: Duration = Duration::from_secs(1);

impl Interactive {
    /// Plays `game` against `command`, started anew.
    pub fn play(&self, command: &[String], game: &Game, idle: Duration) -> io::Result<Played> {
        let mut talk = Talk::start(command, idle)?;
        talk.limit = self.time_limit;
        let (result, moves) = match (self.referee)(&mut talk, game) {
            Ok(moves) => (talk.finish(GRACE), moves),
            Err(fault) => {
                talk.stop();
                (Err(fault), 0)
            }
        };
        let result = match result {
            Ok(()) if talk.waited > self.time_limit => Err(Fault::Time(talk.waited)),
            other => other,
        };
        Ok(Played {
            result,
            transcript: std::mem::take(&mut talk.transcript),
            waited: talk.waited,
            longest_wait: talk.longest_wait,
            moves,
        })
    }
}

/// Parses a line of exactly `count` integers, or says what is wrong.
pub fn numbers(line: &str, count: usize, what: &str) -> Result<Vec<i64>, Fault> {
    let values: Result<Vec<i64>, _> = line.split_whitespace().map(str::parse::<i64>).collect();
    match values {
        Ok(values) if values.len() == count => Ok(values),
        _ => Err(Fault::Protocol(format!("expected {}, found {:?}", what, line))),
    }
}

/// A seeded generator for a style's random replies.
pub fn rng_of(style: Style) -> Rng {
    match style {
        Style::Random(seed) => Rng::new(seed),
        _ => Rng::new(0x5eed),
    }
}

/// What a program did over many tests, all won.
#[derive(Debug, Default)]
pub struct Summary {
    pub tests: usize,
    /// Games (a test of cf1934d2 holds many) and the program's moves.
    pub games: usize,
    pub moves: usize,
    /// The longest wait for one line, and the longest wait over one test.
    pub longest_wait: Duration,
    pub longest_test: Duration,
}

/// The count of games in a test's input.
fn games_in(judge: &Interactive, game: &Game) -> usize {
    match judge.id {
        "cf1934d2" => game.input.split_whitespace().count() - 1,
        _ => 1,
    }
}

/// Plays every test against `command` (on two threads), panicking at the
/// first one it does not win with the fault and the game's transcript.
pub fn assert_wins_all(judge: &Interactive, command: &[String], games: &[Game]) -> Summary {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let summaries: Vec<Summary> = thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(|| {
                    let mut summary = Summary::default();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(game) = games.get(i) else { return summary };
                        let played = judge.play(command, game, IDLE).expect("the program starts");
                        if let Err(fault) = &played.result {
                            panic!(
                                "{}: {} against {}: {}\n{}",
                                judge.id,
                                game.input.lines().take(3).collect::<Vec<_>>().join(" / "),
                                game.style,
                                fault,
                                shown_transcript(&played.transcript, 40)
                            );
                        }
                        summary.tests += 1;
                        summary.games += games_in(judge, game);
                        summary.moves += played.moves;
                        summary.longest_wait = summary.longest_wait.max(played.longest_wait);
                        summary.longest_test = summary.longest_test.max(played.waited);
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    summaries.into_iter().fold(Summary::default(), |all, s| Summary {
        tests: all.tests + s.tests,
        games: all.games + s.games,
        moves: all.moves + s.moves,
        longest_wait: all.longest_wait.max(s.longest_wait),
        longest_test: all.longest_test.max(s.longest_test),
    })
}

/// A failed test of the check: the smallest failing game found, its fault
/// and the transcript of that game.
#[derive(Debug)]
pub struct Failure {
    pub game: Game,
    pub fault: Fault,
    pub transcript: Vec<(Side, String)>,
}

/// What the check of an interactive problem found.
#[derive(Debug)]
pub struct Report {
    pub played: Summary,
    pub failure: Option<Failure>,
    pub time_limit: Duration,
}

/// The single games a test of several holds, smallest first (cf1934d2).
fn single_games(judge: &Interactive, game: &Game) -> Vec<Game> {
    if games_in(judge, game) < 2 {
        return Vec::new();
    }
    let mut numbers: Vec<i64> =
        game.input.split_whitespace().skip(1).filter_map(|w| w.parse().ok()).collect();
    numbers.sort_unstable();
    numbers.dedup();
    numbers
        .into_iter()
        .map(|n| Game { input: format!("1\n{}\n", n), style: game.style, inside: game.inside })
        .collect()
}

/// Plays the judge's tests (small ones only with `quick`; those beyond the
/// statement only with `beyond`) against `command`, smallest first, until
/// one fails; a failing test of several games is narrowed to the smallest
/// game failing alone.
pub fn check(
    judge: &Interactive,
    command: &[String],
    quick: bool,
    beyond: bool,
    time_limit: Duration,
    idle: Duration,
    progress: bool,
) -> io::Result<Report> {
    let judge = Interactive { time_limit, ..*judge };
    let games: Vec<Game> =
        (judge.games)(quick).into_iter().filter(|g| g.inside || beyond).collect();
    let mut played = Summary::default();
    for (index, game) in games.iter().enumerate() {
        if progress && index % 100 == 0 {
            eprint!("\r{}: test {} of {}", judge.id, index + 1, games.len());
        }
        let outcome = judge.play(command, game, idle)?;
        let fault = match outcome.result {
            Ok(()) => {
                played.tests += 1;
                played.games += games_in(&judge, game);
                played.moves += outcome.moves;
                played.longest_wait = played.longest_wait.max(outcome.longest_wait);
                played.longest_test = played.longest_test.max(outcome.waited);
                continue;
            }
            Err(fault) => fault,
        };
        if progress {
            eprintln!();
        }
        let mut failure = Failure { game: game.clone(), fault, transcript: outcome.transcript };
        if !matches!(failure.fault, Fault::Time(_)) {
            for single in single_games(&judge, game) {
                let alone = judge.play(command, &single, idle)?;
                if let Err(fault) = alone.result {
                    failure = Failure { game: single, fault, transcript: alone.transcript };
                    break;
                }
            }
        }
        return Ok(Report { played, failure: Some(failure), time_limit });
    }
    if progress {
        eprintln!();
    }
    Ok(Report { played, failure: None, time_limit })
}

impl Report {
    pub fn passed(&self) -> bool {
        self.failure.is_none()
    }

    pub fn shown(&self) -> String {
        let played = &self.played;
        let mut text = format!(
            "played {} tests ({} games, {} moves of the program) and won them all\n\
             longest wait for one line: {:.1} ms; for one test: {:.1} ms (limit {:.1} s)\n",
            played.tests,
            played.games,
            played.moves,
            played.longest_wait.as_secs_f64() * 1e3,
            played.longest_test.as_secs_f64() * 1e3,
            self.time_limit.as_secs_f64()
        );
        match &self.failure {
            None => text.push_str("passed\n"),
            Some(failure) => {
                if played.tests > 0 {
                    text = format!("won the first {} tests, then:\n", played.tests);
                } else {
                    text.clear();
                }
                text.push_str(&format!(
                    "FAILED: {}\nsmallest failing game: {} (its lines; the judge's {})\n{}\ntranscript (judge and program lines in order):\n{}",
                    failure.fault.verdict(),
                    failure.game.input.lines().collect::<Vec<_>>().join(" / "),
                    failure.game.style,
                    failure.fault,
                    shown_transcript(&failure.transcript, 60)
                ));
            }
        }
        text
    }
}
