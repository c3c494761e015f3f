//! Problem: Codeforces 786A Berzerk, https://codeforces.com/problemset/problem/786/A
//! Submit:  Codeforces 786A or 787C (Rust 1.89.0, editions 2021 and 2024).
//! Input:   n; then k1 and Rick's k1 steps; then k2 and Morty's k2 steps (one test).
//! Output:  two lines of n - 1 words, Rick first then Morty first: for the monster on
//!          objects 2 .. n, `Win`, `Lose` or `Loop` for the player who moves first.
//! Game:    objects 1 .. n on a circle, 1 a black hole; each player in turn moves the
//!          monster clockwise by a step of his own set; landing on the hole wins.
//!          Moves may lead back to a position, so a game may go on forever.
//! Rule:    retrograde analysis over the positions (object, player to move): the two
//!          positions on the hole are lost for the player to move; a position with
//!          a move to a lost one is won; one whose every move reaches a won one is
//!          lost; whatever this never settles is `Loop`.
//! Why:     settled positions are settled right: a win by a move to a lost position,
//!          a loss because every move hands the opponent a win. From an unsettled
//!          position no move reaches a lost one (it would be won) and some move
//!          reaches an unsettled one (else all reach won ones and it is lost): so
//!          its mover avoids losing by staying among unsettled positions, and
//!          neither player can force the hole. A loser prefers that: `Loop`.
//! Beyond:  n from 2 to 10^7 (34 bytes an object), any k >= 1 (steps repeated or not),
//!          steps >= n (passing the hole does nothing: the step counts mod n, a
//!          multiple of n returns to the same object); n < 2, k = 0 (a player
//!          without moves, not a game the statement defines), a step of 0 and
//!          n > 10^7 are rejected.
//! Time:    O(n * (k1 + k2)): each position is settled once and looks back along
//!          each of the other player's steps once (sorted, so that the wrap past
//!          the hole is a predictable branch), reading one u32 per position (its
//!          open moves, 0 once settled); memory O(n + k1 + k2).
//! Status:  every n <= 6 with every pair of step sets, and seeded sets to n = 40 with
//!          repeats and steps past n, vs a fixed-point iteration over the real moves;
//!          n = 7000 with full sets; malformed; fuzz.
//! Blocks:  fastio

const PROBLEM: &str = "cf786a";

use std::convert::TryFrom;

/// The most objects answered: each costs 34 bytes (the statement's 7000, far
/// below, costs 238 kB).
const LARGEST_N: usize = 10_000_000;

/// What the player to move gets at a position.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Unsettled,
    Win,
    Lose,
}

const WORDS: [&[u8]; 3] = [b"Loop", b"Win", b"Lose"];

/// Each player's steps, reduced mod n (0 for a whole turn of the circle).
/// Objects and steps are u32 (n is at most 10^7): half the bytes of usize,
/// so Rick's and Morty's steps at n = 7000 stay in the first-level cache.
struct Game {
    n: u32,
    steps: [Vec<u32>; 2],
}

impl Game {
    /// `outcome[player][object]` with `player` to move, objects from 0 (the hole).
    fn solve(&self) -> [Vec<Outcome>; 2] {
        let n = self.n;
        let size = n as usize;
        let mut outcome = [vec![Outcome::Unsettled; size], vec![Outcome::Unsettled; size]];
        // Moves from a position not yet known to reach a won position, 0 once
        // the position is settled: the one array the search loop reads.
        let mut open =
            [vec![self.steps[0].len() as u32; size], vec![self.steps[1].len() as u32; size]];
        // Positions as (player, object, lost). The monster on the hole: the
        // player to move has just lost, and nobody moves from there.
        let mut queue: Vec<(u32, u32, bool)> = vec![(0, 0, true), (1, 0, true)];
        for player in 0..2 {
            outcome[player][0] = Outcome::Lose;
            open[player][0] = 0;
        }
        let mut next = 0;
        while next < queue.len() {
            let (player, object, lost) = queue[next];
            next += 1;
            let mover = 1 - player;
            let (before, open) = (&mut outcome[mover as usize], &mut open[mover as usize]);
            for &step in &self.steps[mover as usize] {
                // The object a step of `step` left from: object - step mod n.
                let from = if object >= step { object - step } else { object + n - step };
                let at = from as usize;
                let left = open[at];
                if left == 0 {
                    continue;
                }
                if lost {
                    open[at] = 0;
                    before[at] = Outcome::Win;
                    queue.push((mover, from, false));
                } else {
                    open[at] = left - 1;
                    if left == 1 {
                        before[at] = Outcome::Lose;
                        queue.push((mover, from, true));
                    }
                }
            }
        }
        outcome
    }
}

/// A player's steps: a count k >= 1, then k steps >= 1, each kept mod n,
/// in ascending order.
fn read_steps(io: &mut fastio::Io, n: u32, who: &str) -> Result<Vec<u32>, fastio::InputError> {
    let count = io.need(&format!("{}'s step count k", who))?;
    if count == 0 {
        return Err(io.reject(format!("{} has no step (k = 0): he could not move", who)));
    }
    let mut steps = Vec::new();
    for _ in 0..count {
        let step = io.need(&format!("a step of {}", who))?;
        if step == 0 {
            return Err(io.reject(format!("a step of {} is 0: every step moves at least 1", who)));
        }
        steps.push((step % u64::from(n)) as u32);
    }
    // Ascending, `object - step` wraps for the last steps only: a branch the
    // processor predicts (twice as fast at n = 7000 as in the input's order).
    steps.sort_unstable();
    Ok(steps)
}

fn main() {
    fastio::run(PROBLEM, |io| {
        let n = match io.next("the object count n")? {
            Some(n) => n,
            None => return Ok(()),
        };
        let n = match usize::try_from(n) {
            Ok(n) if (2..=LARGEST_N).contains(&n) => n,
            Ok(n) if n < 2 => {
                return Err(io.reject(format!("n = {}: there is no planet to start on", n)))
            }
            _ => {
                return Err(io.reject(format!(
                    "n = {} objects: at most {} are held here (34 bytes each)",
                    n, LARGEST_N
                )))
            }
        };
        // n <= LARGEST_N < 2^32.
        let n = n as u32;
        let rick = read_steps(io, n, "Rick")?;
        let morty = read_steps(io, n, "Morty")?;
        let outcome = Game { n, steps: [rick, morty] }.solve();
        for line in &outcome {
            for (object, &o) in line.iter().enumerate().skip(1) {
                if object > 1 {
                    io.put(b" ");
                }
                io.put(WORDS[o as usize]);
            }
            io.put(b"\n");
        }
        Ok(())
    });
}

// ==== Below: blocks embedded from common/blocks/ by `cargo run -p common --bin sync`. Edit them there. ====
// ---- begin block: fastio ----
// Input and output through fixed buffers, exact on any input, never a panic.
// In `run(PROBLEM, |io| ..)`, `io.need("n")?` is the next unsigned integer (`io.next`:
// or `None` at the end); `io.put_word(&WORDS, wins)` and `io.put` write. Bad input or
// `Err(io.reject(..))`: the answers so far, `<problem>: line <n>: <why>`, exit status 2.
#[allow(dead_code)]
mod fastio {
    use std::io::{self, Read, Write};

    /// Bytes per read and write (16 pages); `room`'s bytes; a padded word's bytes.
    pub const BUFFER: usize = 1 << 16;
    pub const ROOM: usize = 256;
    pub const WORD: usize = 32;
    const POW10: [u64; 9] = [1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000];

    pub struct InputError {
        pub line: u64,
        pub message: String,
    }

    pub fn run(problem: &str, solve: impl FnOnce(&mut Io) -> Result<(), InputError>) {
        // Safety: fd 1 is stdout, written only here (`io::stdout()` splits at newlines).
        #[cfg(unix)]
        let stdout = unsafe { <std::fs::File as std::os::unix::io::FromRawFd>::from_raw_fd(1) };
        #[cfg(not(unix))]
        let stdout = io::stdout().lock();
        let mut io = Io::new(Box::new(io::stdin().lock()), Box::new(stdout));
        let (status, message) = match (solve(&mut io), io.finish()) {
            (_, Err(e)) => (1, format!("cannot write output: {}", e)),
            (Err(e), Ok(())) => (2, format!("line {}: {}", e.line, e.message)),
            (Ok(()), Ok(())) => return,
        };
        eprintln!("{}: {}", problem, message);
        std::process::exit(status);
    }

    /// `buf` holds the last read, then zeros: a sentinel where every scan
    /// stops. `line` is the line of `buf[0]`, `last_byte` the byte before it.
    pub struct Io<'a> {
        pub buf: Box<[u8; BUFFER + 25]>,
        pub pos: usize,
        len: usize,
        line: u64,
        last_byte: u8,
        source: Box<dyn Read + 'a>,
        out: Box<[u8; BUFFER + ROOM]>,
        out_len: usize,
        sink: Box<dyn Write + 'a>,
        error: Option<io::Error>,
    }

    pub struct Token {
        pub len: usize,
        pub bytes: [u8; WORD],
        pub digits: usize,
        pub value: Option<u64>,
    }

    impl<'a> Io<'a> {
        pub fn new(source: Box<dyn Read + 'a>, sink: Box<dyn Write + 'a>) -> Self {
            let (buf, out) = (Box::new([0; BUFFER + 25]), Box::new([0; BUFFER + ROOM]));
            let (pos, len, line, last_byte, out_len, error) = (0, 0, 1, 0, 0, None);
            Io { buf, pos, len, line, last_byte, source, out, out_len, sink, error }
        }
        #[inline(always)]
        pub fn next(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            self.next_in_buffer().map_or_else(|| self.next_slow(what), |(_, v)| Ok(Some(v)))
        }
        #[inline(always)]
        pub fn need(&mut self, what: &str) -> Result<u64, InputError> {
            self.next(what)?.ok_or_else(|| self.end_of_input(what))
        }
        /// 1 to 20 digits and a space, all in the buffer, or `None` and nothing read.
        #[inline(always)]
        pub fn next_in_buffer(&mut self) -> Option<(usize, u64)> {
            // Usually the last token's whitespace is consumed: digits first.
            let mut start = self.pos;
            let (mut len, mut value) = leading_digits(&self.buf[start..start + 8]);
            if len == 0 {
                while is_space(self.buf[start]) {
                    start += 1;
                }
                (len, value) = leading_digits(&self.buf[start..start + 8]);
            }
            let window = &self.buf[start..start + 25];
            if len == 8 {
                let (count, digits) = leading_digits(&window[8..16]);
                (value, len) = (value * POW10[count] + digits, len + count);
                if count == 8 {
                    // Past 16 digits, only this step can overflow.
                    let (count, digits) = leading_digits(&window[16..24]);
                    value = value.checked_mul(POW10[count])?.checked_add(digits)?;
                    len += count;
                }
            }
            if len == 0 || len > 20 || !is_space(window[len]) {
                return None;
            }
            self.pos = start + len + 1;
            Some((len, value))
        }
        pub fn reject(&self, message: String) -> InputError {
            // The last token ends at pos - 1, or pos - 2 before its separator.
            let line = self.line + newlines(&self.buf[..self.pos.saturating_sub(1)]);
            InputError { line, message }
        }
        /// On the last line that is not empty.
        #[cold]
        pub fn end_of_input(&self, what: &str) -> InputError {
            let line = self.line - u64::from(self.last_byte == b'\n');
            InputError { line, message: format!("expected {}, found end of input", what) }
        }
        #[cold]
        #[inline(never)]
        pub fn next_slow(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            let message = match self.next_token()? {
                None => return Ok(None),
                Some(t) if t.digits < t.len => {
                    format!("{} (an unsigned decimal integer), found {}", what, quote(&t))
                }
                Some(Token { value: Some(value), .. }) => return Ok(Some(value)),
                Some(_) => format!("{}, found a number above {}", what, u64::MAX),
            };
            Err(self.reject(format!("expected {}", message)))
        }
        pub fn next_token(&mut self) -> Result<Option<Token>, InputError> {
            let mut t = Token { len: 0, bytes: [0; WORD], digits: 0, value: Some(0) };
            while self.pos < self.len || self.fill()? {
                let c = self.buf[self.pos];
                if !is_space(c) {
                    if t.digits == t.len && c.is_ascii_digit() {
                        let digit = u64::from(c - b'0');
                        t.value = t.value.and_then(|v| v.checked_mul(10)?.checked_add(digit));
                        t.digits += 1;
                    }
                    if let Some(byte) = t.bytes.get_mut(t.len) {
                        *byte = c;
                    }
                    t.len += 1;
                } else if t.len > 0 {
                    break;
                }
                self.pos += 1;
            }
            Ok(Some(t).filter(|t| t.len > 0))
        }
        fn fill(&mut self) -> Result<bool, InputError> {
            self.line += newlines(&self.buf[..self.len]);
            self.last_byte = self.buf[..self.len].last().map_or(self.last_byte, |&c| c);
            (self.pos, self.len, self.buf[0]) = (0, 0, 0);
            let len = loop {
                match self.source.read(&mut self.buf[..BUFFER]) {
                    Ok(len) => break len,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(self.reject(format!("cannot read input: {}", e))),
                }
            };
            (self.len, self.buf[len]) = (len, 0);
            Ok(len > 0)
        }
        #[inline(always)]
        pub fn put(&mut self, bytes: &[u8]) {
            for chunk in bytes.chunks(ROOM) {
                self.room()[..chunk.len()].copy_from_slice(chunk);
                self.commit(chunk.len());
            }
        }
        #[inline(always)]
        pub fn put_word(&mut self, words: &Words, win: bool) {
            let word = &words[usize::from(win)];
            self.room()[..WORD].copy_from_slice(word);
            self.commit(usize::from(word[WORD - 1]));
        }
        /// `ROOM` bytes to write in place, then `commit` the ones written.
        #[inline(always)]
        pub fn room(&mut self) -> &mut [u8] {
            if self.out_len > BUFFER {
                self.write(BUFFER);
            }
            let at = self.out_len.min(BUFFER);
            &mut self.out[at..at + ROOM]
        }
        #[inline(always)]
        pub fn commit(&mut self, len: usize) {
            self.out_len += len;
        }
        /// Whole pages, `BUFFER` at a time, until the last; after an error, none.
        #[cold]
        #[inline(never)]
        fn write(&mut self, end: usize) {
            if self.error.is_none() {
                self.error = self.sink.write_all(&self.out[..end]).err();
            }
            self.out.copy_within(end..self.out_len, 0);
            self.out_len -= end;
        }
        pub fn finish(&mut self) -> io::Result<()> {
            self.write(self.out_len);
            self.error.take().map_or_else(|| self.sink.flush(), Err)
        }
    }

    pub fn quote(token: &Token) -> String {
        let shown = String::from_utf8_lossy(&token.bytes[..token.len.min(WORD)]);
        format!("{:?}{}", shown, if token.len > WORD { "..." } else { "" })
    }
    /// Two answer words, lose then win, padded for one fixed-size copy; the
    /// last byte holds the length (under `WORD`, checked at compile time).
    pub type Words = [[u8; WORD]; 2];
    pub const fn words(lose: &[u8], win: &[u8]) -> Words {
        [pad(lose), pad(win)]
    }
    const fn pad(word: &[u8]) -> [u8; WORD] {
        assert!(word.len() < WORD, "an answer word is too long");
        let (mut bytes, mut i) = ([0; WORD], 0);
        while i < word.len() {
            bytes[i] = word[i];
            i += 1;
        }
        bytes[WORD - 1] = word.len() as u8;
        bytes
    }
    pub fn is_space(c: u8) -> bool {
        c == b' ' || (b'\t'..=b'\r').contains(&c)
    }

    /// The count and value of the digits that start `bytes[..8]`, all at once.
    #[inline(always)]
    fn leading_digits(bytes: &[u8]) -> (usize, u64) {
        let mut word = [0u8; 8];
        word.copy_from_slice(&bytes[..8]);
        let t = u64::from_le_bytes(word).wrapping_sub(0x3030_3030_3030_3030);
        let not_digit = (t.wrapping_add(0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080;
        let count = (not_digit.trailing_zeros() / 8) as usize;
        if count == 0 {
            return (0, 0);
        }
        let v = t << (64 - 8 * count);
        let v = (v.wrapping_mul((10 << 8) | 1) >> 8) & 0x00ff_00ff_00ff_00ff;
        let v = (v.wrapping_mul((100 << 16) | 1) >> 16) & 0x0000_ffff_0000_ffff;
        (count, v.wrapping_mul((10_000 << 32) | 1) >> 32)
    }

    /// Counted in runs of 255 bytes, which a u8 holds: wide vector compares.
    fn newlines(bytes: &[u8]) -> u64 {
        let run = |chunk: &[u8]| chunk.iter().fold(0u8, |n, &c| n + u8::from(c == b'\n'));
        bytes.chunks(255).map(|chunk| u64::from(run(chunk))).sum()
    }
}
// ---- end block: fastio ----
