//! Problem: HDU 2149 Public Sale, http://acm.hdu.edu.cn/showproblem.php?pid=2149
//! Input:   pairs `M N` (the cost, the largest raise) until end of input.
//! Output:  every winning first raise, ascending, one space apart; `none` if none.
//! Game:    the price starts at 0; a bid raises it by 1..=N; whoever brings it to M
//!          or more gets the field.
//! Rule:    N >= M: every raise from M to N wins at once (and no smaller one);
//!          N < M: the one winning raise is M mod (N + 1), and none when that is 0.
//! Why:     what is still missing is Bash's pile (see HDU 2188): a raise wins iff it
//!          ends the game or leaves a multiple of N + 1; below M only M mod (N + 1)
//!          does, and when N >= M, M - r < N + 1 is never a multiple.
//! Beyond:  any u64 M, N, with lists of up to LIST_BOUND = 2^21 raises (1908 times
//!          the statement's longest, 1099), streamed; a case with a longer list is
//!          rejected before any of it is written (exit 2), since N - M + 1 can ask
//!          for 1.8 * 10^19 numbers. M = 0 (the field is taken before any bid) and
//!          N = 0 (no raise) are no game and are rejected.
//! Time:    O(1) per case plus O(1) per byte printed: inside the statement a copy
//!          from the text " 1 2 ... 1099", beyond it consecutive numbers counted
//!          in ASCII, a decade at a time; memory flat.
//! Status:  every M, N <= 200 vs a search of the bids, all winning raises listed;
//!          seeded to u64::MAX; rejected values; malformed; fuzz.
//! Blocks:  fastio, decimal

const PROBLEM: &str = "hdu2149";

/// The most raises one answer lists: the output grows with the input's
/// length, never with a value in it.
const LIST_BOUND: u64 = 1 << 21;

/// Inside the statement (N < 1100) every list of raises is a piece of one
/// text, " 1 2 3 ... 1099", made when the program is compiled: an answer
/// is then one copy.
const TEXT_TOP: u64 = 1099;
static SPACED: [u8; spaced_at(TEXT_TOP + 1)] = spaced_numbers();

/// Where " n" starts in SPACED, for 1 <= n <= TEXT_TOP + 1: the numbers
/// before it take one byte more than their digits.
const fn spaced_at(n: u64) -> usize {
    let n = n as usize;
    if n <= 10 {
        2 * (n - 1)
    } else if n <= 100 {
        18 + 3 * (n - 10)
    } else if n <= 1000 {
        288 + 4 * (n - 100)
    } else {
        3888 + 5 * (n - 1000)
    }
}

const fn spaced_numbers() -> [u8; spaced_at(TEXT_TOP + 1)] {
    let mut text = [b' '; spaced_at(TEXT_TOP + 1)];
    let mut n = 1;
    while n <= TEXT_TOP {
        // The digits of n end just before " n + 1".
        let (mut at, mut rest) = (spaced_at(n + 1), n);
        while rest > 0 {
            at -= 1;
            text[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        n += 1;
    }
    text
}

/// Writes ` first ..= last`, each number after one space, a decade at a
/// time below 10^7: a decade's numbers share all but the last digit, so
/// the text " d..d" of each is one 8-byte word, the last one's plus 1 in
/// its final digit; and the next decade's first word is this one's with
/// that digit 0 and the tens raised, unless the tens carry.
fn put_spaced_range(io: &mut fastio::Io, first: u64, last: u64) {
    let mut next = first;
    // The text of `next` once a decade has been written, while it is
    // exactly the previous text moved on by one decade.
    let mut carried: Option<(u64, usize)> = None;
    while next <= last {
        let decade_end = last.min(next.saturating_add(9 - next % 10));
        if decade_end < 10_000_000 {
            let (word, len) = carried.unwrap_or_else(|| {
                let (digits, len) = decimal::text_below_1e8(next);
                (u64::from(b' ') | digits << 8, len)
            });
            // Ten numbers are written, whatever the decade holds (80 of the
            // room's bytes), and only the range's ones kept: no loop branch
            // on the count, which the range's ends make hard to predict.
            // Below 10^7 a number has at most 7 digits: the compiler, told
            // so, sees every store inside the room and checks none.
            let stride = len.min(7) + 1;
            let count = (decade_end - next + 1) as usize;
            let room = io.room();
            for i in 0..10 {
                let text = word + ((i as u64) << (8 * len));
                room[i * stride..i * stride + 8].copy_from_slice(&text.to_le_bytes());
            }
            io.commit(count * stride);
            // Byte len is the last digit, byte len - 1 the tens (byte 0 is
            // the space, so one digit always carries).
            let tens = 8 * (len - 1);
            carried = if len >= 2 && (word >> tens) & 0xff != u64::from(b'9') {
                let last_digit = 0xff << (8 * len);
                let decade_start = (word & !last_digit) | (u64::from(b'0') << (8 * len));
                Some((decade_start + (1 << tens), len))
            } else {
                None
            };
        } else {
            for raise in next..=decade_end {
                io.put(b" ");
                io.put_u64(raise);
            }
        }
        match decade_end.checked_add(1) {
            Some(following) => next = following,
            None => break,
        }
    }
}

fn main() {
    fastio::run(PROBLEM, |io| {
        while let Some(cost) = io.next("the cost M")? {
            if cost == 0 {
                let why = "expected M >= 1, found 0 (the field is taken before any bid)";
                return Err(io.reject(why.to_string()));
            }
            let top = io.need("the largest raise N")?;
            if top == 0 {
                let why = "expected N >= 1, found 0 (no raise is possible)";
                return Err(io.reject(why.to_string()));
            }
            if top >= cost {
                if top - cost >= LIST_BOUND {
                    let why = format!(
                        "expected N - M + 1 <= {} raises to list, found N = {} for M = {}",
                        LIST_BOUND, top, cost
                    );
                    return Err(io.reject(why));
                }
                if top <= TEXT_TOP {
                    io.put(&SPACED[spaced_at(cost) + 1..spaced_at(top + 1)]);
                } else {
                    io.put_u64(cost);
                    if cost < top {
                        put_spaced_range(io, cost + 1, top);
                    }
                }
            } else {
                // top < cost, so top + 1 does not overflow.
                match cost % (top + 1) {
                    0 => io.put(b"none"),
                    raise => io.put_u64(raise),
                }
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
