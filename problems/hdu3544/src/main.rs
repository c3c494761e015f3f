//! Problem: HDU 3544 Alice's Game, http://acm.hdu.edu.cn/showproblem.php?pid=3544
//! Unverified: the judge's page was not seen (statement, bounds and sample from a
//!          published copy); its time and memory limits and its contest are unknown.
//! Submit:  none (HDU takes no Rust; no judge that does holds the problem).
//! Input:   T; then T cases: N, then N bars `X Y`.
//! Output:  `Case i: Alice` if Alice, who moves first, wins case i (from 1), else
//!          `Case i: Bob`.
//! Game:    Cutcake, a partizan game: Alice breaks a bar X x Y into A x Y and B x Y,
//!          Bob breaks one into X x A and X x B (A + B the side, both >= 1); who
//!          cannot move loses.
//! Rule:    with j = min(floor(log2 X), floor(log2 Y)), a bar is worth
//!          floor(X / 2^j) - floor(Y / 2^j) (one of the two is 1); Alice wins iff
//!          the bars' values sum to more than 0.
//! Why:     each bar is an integer in combinatorial game theory, by induction: say
//!          2^m <= Y < 2^(m+1) <= X, so the value is v = floor(X / 2^m) - 1 >= 1.
//!          Alice's best break cuts off a strip 2^m wide (worth 0), leaving v - 1;
//!          Bob's breaks leave two bars of Y below 2^(m+1), each worth v or more.
//!          Her options are at most v - 1, his at least 2v: the simplest number
//!          between is v. If floor(log2 X) = floor(log2 Y) = m, any break leaves a
//!          piece thinner than 2^m, worth 1 or more to the other player, and one
//!          worth nothing to the breaker: the value is 0. Bob's side mirrors it.
//!          Bars side by side are a sum of games, and numbers add; a sum worth
//!          v > 0 is won by Alice, v < 0 by Bob, v = 0 by whoever moves second:
//!          Bob, since Alice moves first.
//! Beyond:  any u64 sides >= 1 and any N (N = 0: nothing to break, `Bob`); the sum
//!          is kept in i128, exact for any count; T = 0 prints nothing. A side of 0
//!          (no bar) is rejected.
//! Time:    O(1) per bar (two leading-zero counts and two shifts); memory flat.
//! Status:  every bar <= 6 x 6 alone and beside 1 to 4 spare breaks of either player,
//!          every 2 bars <= 4 and 3 bars <= 3, Alice first and (the bars turned) Bob
//!          first, and seeded positions with bars to 20 x 2, 8 x 3 and 40 x 1, vs a
//!          search of both players' breaks over whole positions; bars beside their
//!          turned copies to u64::MAX; malformed; fuzz.
//! Blocks:  fastio, decimal

const PROBLEM: &str = "hdu3544";

/// floor(log2 x) for x >= 1.
fn log2(x: u64) -> u32 {
    63 - x.leading_zeros()
}

/// A bar's value for Alice: positive when she is ahead by that many moves.
fn bar_value(x: u64, y: u64) -> i128 {
    let j = log2(x).min(log2(y));
    i128::from(x >> j) - i128::from(y >> j)
}

fn main() {
    fastio::run(PROBLEM, |io| {
        let cases = match io.next("the case count T")? {
            Some(cases) => cases,
            None => return Ok(()),
        };
        for case in 1..=cases {
            let bars = io.need("the bar count N")?;
            let mut sum: i128 = 0;
            for _ in 0..bars {
                let x = io.need("a bar's side X")?;
                let y = io.need("a bar's side Y")?;
                if x == 0 || y == 0 {
                    return Err(io.reject(format!("a bar {} x {} has no square to break", x, y)));
                }
                sum += bar_value(x, y);
            }
            io.put(b"Case ");
            io.put_u64(case);
            io.put(if sum > 0 { b": Alice\n" } else { b": Bob\n" });
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
