//! Problem: HDU 1536 S-Nim, http://acm.hdu.edu.cn/showproblem.php?pid=1536
//! Input:   blocks `k s1..sk`, `m`, then m positions `l h1..hl`; `0` (or the end) ends.
//! Output:  a line per block: for each position `W` if the mover wins, else `L`.
//! Game:    Nim where a move takes exactly s beads from one heap, s in the set S.
//! Rule:    a position is lost iff the sg values of its heaps xor to 0, sg(h) being
//!          the mex of sg(h - s) over s in S, s <= h.
//! Why:     Sprague-Grundy: each heap plays like a Nim heap of size sg(h). Beyond
//!          the table, sg(h) depends only on the window of the max(S) values before
//!          it, so once a window repeats, the sequence repeats from there.
//! Beyond:  any k, m, l; S unsorted, with repeats; heaps up to u64::MAX through the
//!          period, found within the first PERIOD_BOUND + 1 = 2^20 + 1 values, else
//!          that case is rejected (exit 2); an element 0 of S is rejected.
//! Time:    O(|S|) per table entry, built as far as the block's largest heap; O(1)
//!          per heap; memory bounded by PERIOD_BOUND, the block's S and its line
//!          (a byte per position, held until the block is whole).
//! Status:  every S within {1..8} and heap <= 80 vs a Grundy search; small positions
//!          vs a whole-position search; full-size blocks; periods vs direct tables to
//!          3 * 2^20; malformed; fuzz.
//! Blocks:  fastio, subtraction_sg

const PROBLEM: &str = "hdu1536";

use std::convert::TryFrom;

/// Heaps up to this are looked up in the table itself; a larger heap is
/// answered through the period of the values, searched for within the
/// table up to this bound.
const PERIOD_BOUND: u64 = 1 << 20;

/// A position's answer: lost, won.
const ANSWER: [u8; 2] = *b"LW";

/// sg(h) = sg(h - period) for every h >= start + period.
#[derive(Clone, Copy)]
struct Period {
    start: u64,
    period: u64,
}

/// One block's set S: its table and, once asked for, its period.
struct Game {
    table: subtraction_sg::Table,
    largest_move: u64,
    /// `None` until a heap beyond PERIOD_BOUND asks; then the search's result.
    period: Option<Option<Period>>,
}

impl Game {
    fn new(moves: Vec<u64>) -> Game {
        let largest_move = moves.iter().copied().max().unwrap_or(0);
        Game { table: subtraction_sg::Table::new(moves), largest_move, period: None }
    }

    /// sg(heap), or `None` when heap is beyond the bound and no period
    /// shows within it.
    fn value(&mut self, heap: u64) -> Option<u32> {
        if heap <= PERIOD_BOUND {
            if heap as usize >= self.table.len() {
                self.table.extend_to(heap as usize);
            }
            return Some(self.table.value(heap as usize));
        }
        if self.period.is_none() {
            self.period = Some(self.find_period());
        }
        let Period { start, period } = self.period.flatten()?;
        Some(self.table.value((start + (heap - start) % period) as usize))
    }

    /// Extends the table to 2^12, 2^13, ... PERIOD_BOUND values until the
    /// window of max(S) values at its end appears earlier too.
    fn find_period(&mut self) -> Option<Period> {
        let mut end = 1 << 12;
        loop {
            self.table.extend_to(end as usize);
            if let Some(found) = earlier_window(self.table.values(), self.largest_move) {
                return Some(found);
            }
            if end == PERIOD_BOUND {
                return None;
            }
            end *= 2;
        }
    }
}

/// The period shown by the last window of `w` values of `values`: the
/// nearest earlier equal window, found by a rolling hash run backwards and
/// confirmed value by value. Every value from `w` on is the mex of values
/// inside the window before it, so equal windows at j and j + p make the
/// values repeat with period p from the first value of the window at j.
fn earlier_window(values: &[u32], w: u64) -> Option<Period> {
    let end = values.len() - 1;
    let w = usize::try_from(w).ok().filter(|&w| w >= 1 && w <= end)?;
    const BASE: u64 = 0x9e37_79b9_7f4a_7c15; // odd, so invertible mod 2^64
    let mut inverse = BASE;
    for _ in 0..6 {
        inverse = inverse.wrapping_mul(2u64.wrapping_sub(BASE.wrapping_mul(inverse)));
    }
    let top = (1..w).fold(1u64, |power, _| power.wrapping_mul(BASE));
    // Hash of the window ending at j: the sum of values[j - i] * BASE^i.
    let hash = |j: usize| {
        (0..w)
            .fold(0u64, |h, i| h.wrapping_mul(BASE).wrapping_add(u64::from(values[j + 1 - w + i])))
    };
    let target = hash(end);
    let last_window = &values[end + 1 - w..];
    let mut h = hash(end - 1);
    let mut j = end - 1;
    loop {
        if h == target && values[j + 1 - w..=j] == *last_window {
            let start = (j + 1 - w) as u64;
            return Some(Period { start, period: (end - j) as u64 });
        }
        if j < w {
            return None;
        }
        // From the window ending at j to the one ending at j - 1.
        h = h.wrapping_sub(u64::from(values[j])).wrapping_mul(inverse);
        h = h.wrapping_add(u64::from(values[j - w]).wrapping_mul(top));
        j -= 1;
    }
}

fn main() {
    fastio::run(PROBLEM, |io| {
        let mut line = Vec::new();
        while let Some(k) = io.next("the set size k")? {
            if k == 0 {
                break;
            }
            let mut moves = Vec::new();
            for _ in 0..k {
                let s = io.need("an element of S")?;
                if s == 0 {
                    let why = "expected an element of S >= 1, found 0 (a move must take a bead)";
                    return Err(io.reject(why.to_string()));
                }
                moves.push(s);
            }
            let mut game = Game::new(moves);
            let positions = io.need("the position count m")?;
            // A block's line is its case's answer: held until the block is
            // read whole, so that a malformed block prints none of it.
            line.clear();
            for _ in 0..positions {
                let heaps = io.need("the heap count l")?;
                let mut sum = 0;
                for _ in 0..heaps {
                    let heap = io.need("a heap size")?;
                    match game.value(heap) {
                        Some(value) => sum ^= value,
                        None => {
                            let why = format!(
                                "expected a heap up to {} (this S shows no period within \
                                 that bound), found {}",
                                PERIOD_BOUND, heap
                            );
                            return Err(io.reject(why));
                        }
                    }
                }
                line.push(ANSWER[usize::from(sum != 0)]);
            }
            line.push(b'\n');
            io.put(&line);
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
// ---- begin block: subtraction_sg ----
/// Sprague-Grundy values of a subtraction game: one heap, a move removes s
/// stones for some s of a fixed set. The value of heap h is the mex (least
/// value not taken) of the values of h - s; a sum of heaps is lost for the
/// player to move iff the values XOR to 0. Built on demand, as far as the
/// largest heap asked for.
#[allow(dead_code)]
mod subtraction_sg {
    pub struct Table {
        /// The set, ascending, without repeats (and without 0, which would
        /// let a player pass).
        moves: Vec<u64>,
        values: Vec<u32>,
        /// For the mex: `seen[v] == round` while v is a successor's value.
        seen: Vec<u32>,
        round: u32,
    }

    impl Table {
        /// The table of the set `moves` (in any order, repeats allowed; 0 is
        /// dropped).
        pub fn new(mut moves: Vec<u64>) -> Table {
            moves.sort_unstable();
            moves.dedup();
            moves.retain(|&s| s > 0);
            // A heap has at most |moves| successors, so its value is at most that.
            let seen = vec![0; moves.len() + 1];
            Table { moves, values: Vec::new(), seen, round: 0 }
        }

        /// How many heaps (0, 1, ...) have their value computed.
        pub fn len(&self) -> usize {
            self.values.len()
        }

        /// Computes the values of every heap up to `heap`.
        pub fn extend_to(&mut self, heap: usize) {
            while self.values.len() <= heap {
                let h = self.values.len() as u64;
                self.round = self.round.wrapping_add(1);
                if self.round == 0 {
                    // After 2^32 rounds a stale stamp could match: start afresh.
                    self.seen.iter_mut().for_each(|stamp| *stamp = 0);
                    self.round = 1;
                }
                for &s in self.moves.iter().take_while(|&&s| s <= h) {
                    self.seen[self.values[(h - s) as usize] as usize] = self.round;
                }
                let mex = self.seen.iter().position(|&stamp| stamp != self.round);
                // |moves| + 1 slots, at most |moves| successors: a gap exists.
                self.values.push(mex.unwrap_or(self.seen.len()) as u32);
            }
        }

        /// The value of `heap`, which `extend_to` has reached.
        #[inline(always)]
        pub fn value(&self, heap: usize) -> u32 {
            self.values[heap]
        }

        pub fn values(&self) -> &[u32] {
            &self.values
        }
    }
}
// ---- end block: subtraction_sg ----
