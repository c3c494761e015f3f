//! Problem: HDU 2486 A simple stone game, http://acm.hdu.edu.cn/showproblem.php?pid=2486
//! Submit:  none: HDU, POJ 3922 and UVa 1567 (the same problem) take no Rust.
//! Input:   a count t, then t lines `n k`.
//! Output:  `Case i: ` (i from 1), then the smallest first take that wins, or `lose`.
//! Game:    one pile of n; the first move takes 1 to n - 1 stones, each later move 1 to
//!          k times the stones just taken; taking the last stone wins (k = 2: HDU 2516).
//! Rule:    the losing piles are a_0 = 1, a_{i+1} = a_i + a_m, m the count of terms with
//!          k a_j < a_i (k = 1: powers of two; k = 2: Fibonacci). n loses iff it is a
//!          term; else the answer is the smallest term of n's greedy sum of terms.
//! Why:     generalised Zeckendorf: every n is one sum of terms, each more than k times
//!          the one before (the sums topped by a_i fill [a_i, a_{i+1}) exactly). Taking
//!          the smallest term s leaves a sum whose smallest term the opponent's k s
//!          cannot reach; any take t < s leaves one whose smallest term is at most k t
//!          (else t's sum and s - t's would be a second sum for s): so s, no less, wins.
//!          The whole argument is in the k_fibonacci block.
//! Beyond:  n and k any u64: n <= 1 loses (no first move); k = 0 ends the game after the
//!          first move, so 1 wins from n >= 2; n <= k + 1 loses. Otherwise answered
//!          while the terms up to n number at most MOST_TERMS = 2^22 (every n when
//!          k <= 10^5: 3,342,576 terms below 2^64), else that case is rejected (exit 2).
//! Time:    O(terms up to n) to extend the terms of k, kept while k repeats, and
//!          O(log^2) per case; memory 8 bytes a term (6 MB for the statement's largest).
//! Status:  every n <= 240 with every k <= 12 and k = 0 vs a search of (stones, largest
//!          take); every losing pile below 2^64 and its neighbours for k = 1, 2, 3, 10,
//!          1000; seeded random n at the top of the range and beyond, and u64::MAX, for
//!          12 k up to 10^5, vs the textbook arrays rebuilt in u128 in the test;
//!          malformed; fuzz.
//! Blocks:  fastio, decimal, k_fibonacci

const PROBLEM: &str = "hdu2486";

/// The most terms kept for one k: 32 MB, enough for every n below 2^64 when
/// k <= 10^5 (3,342,576 terms below 2^64 at k = 10^5).
const MOST_TERMS: usize = 1 << 22;

/// The smallest first take that wins the pile n, or `None` when the first
/// player loses; `Err` when the terms up to n number more than MOST_TERMS.
fn smallest_winning_take(terms: &mut k_fibonacci::Terms, n: u64) -> Result<Option<u64>, ()> {
    if n <= 1 {
        return Ok(None);
    }
    match terms.smallest_term(n, MOST_TERMS) {
        Some(smallest) if smallest == n => Ok(None),
        Some(smallest) => Ok(Some(smallest)),
        None => Err(()),
    }
}

fn main() {
    fastio::run(PROBLEM, |io| {
        let cases = io.need("the case count t")?;
        // The terms of the last k, extended as its cases ask.
        let mut terms = k_fibonacci::Terms::new(1);
        for case in 1..=cases {
            let n = io.need("n")?;
            let k = io.need("k")?;
            let answer = if k == 0 {
                // The opponent may take nothing: any first move wins.
                Some(1).filter(|_| n >= 2)
            } else {
                if terms.k() != k {
                    terms = k_fibonacci::Terms::new(k);
                }
                smallest_winning_take(&mut terms, n).map_err(|()| {
                    io.reject(format!(
                        "n = {} with k = {} needs more than {} losing piles below it",
                        n, k, MOST_TERMS
                    ))
                })?
            };
            io.put(b"Case ");
            io.put_u64(case);
            io.put(b": ");
            match answer {
                Some(take) => io.put_u64(take),
                None => io.put(b"lose"),
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
// ---- begin block: decimal ----
// Numbers written in decimal, eight digits at a time (no loop dividing by
// ten), through the fastio writer:
//
//     io.put_u64(n);                            // a number in decimal
//     let len = decimal::format_u64(out, n);    // into at least 24 bytes
#[allow(dead_code)]
mod decimal {
    use super::fastio::Io;

    impl Io<'_> {
        #[inline(always)]
        pub fn put_u64(&mut self, value: u64) {
            let len = format_u64(self.room(), value);
            self.commit(len);
        }
    }

    /// Writes the decimal digits of `value` at the start of `out` (at least
    /// 24 bytes, of which the bytes after the digits are scratch) and
    /// returns how many there are.
    #[inline(always)]
    pub fn format_u64(out: &mut [u8], value: u64) -> usize {
        let out = &mut out[..24];
        if value < 100_000_000 {
            return format_leading(out, value);
        }
        // Up to three chunks of eight digits; only the first drops zeros.
        let (high, low) = (value / 100_000_000, value % 100_000_000);
        let len = if high < 100_000_000 {
            format_leading(out, high)
        } else {
            let len = format_leading(out, high / 100_000_000);
            out[len..len + 8].copy_from_slice(&ascii_digits(high % 100_000_000));
            len + 8
        };
        out[len..len + 8].copy_from_slice(&ascii_digits(low));
        len + 8
    }

    /// The eight decimal digits of `value` < 10^8 as the bytes of a
    /// little-endian word, most significant first, each 0..=9: the value is
    /// split in halves, quarters and eighths in parallel lanes, dividing by
    /// multiplication (x / 100 = x * 5243 >> 19 below 43699; y / 10 =
    /// y * 103 >> 10 below 179), the lanes too narrow to disturb each other.
    #[inline(always)]
    fn eight_digits(value: u64) -> u64 {
        let x = (value / 10_000) | ((value % 10_000) << 32);
        let hundreds = ((x * 5243) >> 19) & 0x0000_007f_0000_007f;
        let y = hundreds | ((x - hundreds * 100) << 16);
        let tens = ((y * 103) >> 10) & 0x000f_000f_000f_000f;
        tens | ((y - tens * 10) << 8)
    }

    /// The eight ASCII digits of `value` < 10^8, with leading zeros.
    #[inline(always)]
    fn ascii_digits(value: u64) -> [u8; 8] {
        (eight_digits(value) + 0x3030_3030_3030_3030).to_le_bytes()
    }

    /// Writes `value` < 10^8 without leading zeros into `out[..8]`, then
    /// returns its length.
    #[inline(always)]
    fn format_leading(out: &mut [u8], value: u64) -> usize {
        let (text, len) = text_below_1e8(value);
        out[..8].copy_from_slice(&text.to_le_bytes());
        len
    }

    /// The decimal text of `value` < 10^8 as a little-endian word, first
    /// digit lowest, zero bytes after the last, and its length: for callers
    /// that go on computing with the text in a register.
    #[inline(always)]
    pub fn text_below_1e8(value: u64) -> (u64, usize) {
        let digits = eight_digits(value);
        // Leading zeros are the low zero bytes; keep at least one digit.
        let zeros = (digits.trailing_zeros() / 8).min(7) as usize;
        ((digits + 0x3030_3030_3030_3030) >> (8 * zeros), 8 - zeros)
    }
}
// ---- end block: decimal ----
// ---- begin block: k_fibonacci ----
/// The k-Fibonacci game (k-multiple dynamic subtraction): one pile; the
/// first move takes 1 to n - 1 stones, each later move 1 to k times the
/// stones just taken; taking the last stone wins. k = 2 is Fibonacci Nim.
///
/// Why its losing piles are the terms a_0 = 1 < a_1 < ... built here:
/// a_{i+1} = a_i + a_m, m the count of terms with k a_j < a_i. Call a sum
/// of terms, each more than k times the one before, a chain. Then every
/// n >= 1 is exactly one chain (k = 2: Zeckendorf), by induction: the
/// chains topped by a_i are a_i plus a chain of a_0 .. a_{m-1} (or
/// nothing), which by induction are 0 .. a_m - 1, so they fill
/// [a_i, a_{i+1}) exactly. In the game (stones, most the mover may take),
/// the mover wins iff the smallest term s of the stones' chain is at most
/// the most: taking s leaves a chain whose smallest term exceeds k s, the
/// opponent's most. A take t < s leaves the chain of s - t below the rest;
/// were its smallest term above k t, t's chain then s - t's would be a
/// second chain of s: so it is at most k t, and the opponent takes it.
/// So a pile n loses iff n is a term (its most, n - 1, is below n), and
/// otherwise s is the smallest first take that wins.
#[allow(dead_code)]
mod k_fibonacci {
    /// The terms of one k, in order, as far as they were asked for.
    pub struct Terms {
        k: u64,
        terms: Vec<u64>,
        /// How many terms a_j have k a_j below the last term.
        below: usize,
        /// The next term would pass u64::MAX: every term below 2^64 is here.
        complete: bool,
    }

    impl Terms {
        /// k >= 1 (k = 0 stops the game after the first move).
        pub fn new(k: u64) -> Terms {
            assert!(k >= 1, "k = 0 has no chains");
            Terms { k, terms: vec![1], below: 0, complete: false }
        }

        pub fn k(&self) -> u64 {
            self.k
        }

        /// The terms computed so far, ascending.
        pub fn terms(&self) -> &[u64] {
            &self.terms
        }

        /// Computes the terms up to n (and one past it, unless that passes
        /// u64::MAX), keeping at most `most` terms: false when more are needed.
        pub fn reach(&mut self, n: u64, most: usize) -> bool {
            let mut last = self.terms[self.terms.len() - 1];
            while last < n && !self.complete {
                if self.terms.len() >= most {
                    return false;
                }
                // k >= 1, so the last term itself stops the count.
                while self.terms[self.below].saturating_mul(self.k) < last {
                    self.below += 1;
                }
                match last.checked_add(self.terms[self.below]) {
                    Some(next) => {
                        self.terms.push(next);
                        last = next;
                    }
                    None => self.complete = true,
                }
            }
            true
        }

        /// The smallest term of n's chain, n >= 1: n itself iff the pile n
        /// loses, else the smallest first take that wins. `None` when the
        /// terms up to n number more than `most`.
        pub fn smallest_term(&mut self, n: u64, most: usize) -> Option<u64> {
            // 1, 2, .., k + 1 are the first terms: a chain of two needs a
            // term above k.
            if n <= self.k.saturating_add(1) {
                return Some(n);
            }
            if !self.reach(n, most) {
                return None;
            }
            // Greedy from the top: the chains topped by a_i are [a_i, a_{i+1}).
            let (mut rest, mut end, mut smallest) = (n, self.terms.len(), n);
            while rest > 0 {
                end = self.terms[..end].partition_point(|&a| a <= rest);
                smallest = self.terms[end - 1];
                rest -= smallest;
            }
            Some(smallest)
        }
    }
}
// ---- end block: k_fibonacci ----
