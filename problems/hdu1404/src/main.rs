//! Problem: HDU 1404 Digital Deletions, http://acm.hdu.edu.cn/showproblem.php?pid=1404
//! Input:   one digit string (1 to 6 digits, leading zeros kept) per line until end of input.
//! Output:  `Yes` if the first player wins, else `No`.
//! Game:    a move lowers one digit, or erases a 0 with every digit after it; whoever
//!          erases the last digit wins (the empty string is lost).
//! Rule:    no closed form: a table of the 1,111,110 strings, each won iff some move
//!          reaches a lost one, filled once (lowering a digit or erasing makes the
//!          string smaller or shorter, so one pass in that order settles it).
//! Why:     a string starting with 0 is won at once (erase it all); the table
//!          settles the rest by the definition of won and lost. Of ten strings
//!          that differ in the last digit only, at most one is lost (each higher
//!          one lowers to it), so the table is settled ten strings at a time.
//! Beyond:  longer strings starting with 0 are won; other strings beyond 6 digits
//!          (no table holds them) and non-digits are rejected.
//! Time:    the table is built a length at a time, as far as the longest string
//!          asked (all six lengths take about 3 ms; an empty input, or strings
//!          of 3 digits, almost nothing); then O(1) per case.
//! Status:  every string of length <= 5 vs a search of the moves; every string of
//!          length 6 vs a second, independent search; malformed; fuzz.
//! Blocks:  fastio, digits

const PROBLEM: &str = "hdu1404";

const ANSWERS: fastio::Words = fastio::words(b"No\n", b"Yes\n");

const LONGEST: usize = 6;
const POW10: [u32; LONGEST + 1] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/// Where the strings of each length start in the table: all of length 1,
/// then all of length 2, and so on, each in numeric order (index 0 unused).
const OFFSET: [usize; LONGEST + 1] = offsets();

const fn offsets() -> [usize; LONGEST + 1] {
    let mut offset = [0; LONGEST + 1];
    let mut len = 2;
    while len <= LONGEST {
        offset[len] = offset[len - 1] + POW10[len - 1] as usize;
        len += 1;
    }
    offset
}

/// The ten strings `pd` that share all but their last digit: one bit each.
const ALL_TEN: u16 = (1 << 10) - 1;

/// Whether the player to move wins, for the strings of 1 to `built`
/// digits, grown one length at a time as the input asks for longer ones.
struct Table {
    /// One bit a string, at `OFFSET[len] + value` (139 KB in all), so that
    /// random lookups stay in cache.
    wins: Vec<u64>,
    built: usize,
    /// For each string `p` of `built - 1` digits, a bit for each last digit
    /// `d`: whether erasing from a 0 of `pd` leaves a lost string. The next
    /// length's strings inherit it.
    erases_to_lost: Vec<u16>,
}

impl Table {
    fn get(&self, index: usize) -> bool {
        self.wins[index / 64] >> (index % 64) & 1 != 0
    }

    /// Strings of one length are settled in numeric order, ten at a time:
    /// a shorter string `p`, then each last digit `d`. The moves of `pd`:
    /// - erase from a 0 of `p` (`p`'s bit of `erases_to_lost`), or the
    ///   last digit if it is 0, leaving `p` (for one digit, `p` is the
    ///   empty string, which is lost);
    /// - lower digit k of `p` by j: the lost bits of the runs j * 10^k
    ///   below, ORed along each digit's axis as `p` counts up (`below`);
    /// - lower `d`: of the ten, the first not won by the other moves is
    ///   lost, and every later one is won by lowering `d` to it.
    fn build_next_length(&mut self) {
        let len = self.built + 1;
        let (runs, places) = (POW10[len - 1] as usize, len - 1);
        self.wins.resize((OFFSET[len] + 10 * runs + 63) / 64, 0);
        // For digit k of `p`, at p mod 10^k: the lost bits of the runs with
        // that digit lower and the others the same, the run itself included.
        // Its ring holds the last 10^k runs, after the rings below it: at
        // 1 + 10 + ... + 10^(k-1), which is OFFSET[k + 1].
        let mut below = vec![0u16; OFFSET[places + 1]];
        // p mod 10^k for k = 0..=places (the last is p itself).
        let mut index = [0usize; LONGEST + 1];
        let mut erases_to_lost = Vec::with_capacity(runs);
        let mut previous = 0;
        for p in 0..runs {
            let (p_erases, p_lost) = match len {
                1 => (false, true),
                _ => (
                    self.erases_to_lost[p / 10] >> (p % 10) & 1 != 0,
                    !self.get(OFFSET[len - 1] + p),
                ),
            };
            let erases = if p_erases { ALL_TEN } else { u16::from(p_lost) };
            // The last digit's ring is one run: kept in a register.
            let last_digit_lowered = if index[1] >= 1 { previous } else { 0 };
            let (mut lowered, mut won_otherwise) = ([0u16; LONGEST], erases | last_digit_lowered);
            for k in 1..places {
                // Digit k of p is above 0 iff p mod 10^(k+1) >= 10^k.
                if index[k + 1] >= POW10[k] as usize {
                    lowered[k] = below[OFFSET[k + 1] + index[k]];
                    won_otherwise |= lowered[k];
                }
            }
            let lost = !won_otherwise & won_otherwise.wrapping_add(1) & ALL_TEN;
            self.set_ten(OFFSET[len] + 10 * p, ALL_TEN & !lost);
            erases_to_lost.push(erases);
            previous = last_digit_lowered | lost;
            for k in 1..places {
                below[OFFSET[k + 1] + index[k]] = lowered[k] | lost;
            }
            for k in 1..=places {
                index[k] += 1;
                if index[k] == POW10[k] as usize {
                    index[k] = 0;
                }
            }
        }
        self.erases_to_lost = erases_to_lost;
        self.built = len;
    }

    /// Sets the bits of `ten` (at most ten) at `first` on.
    fn set_ten(&mut self, first: usize, ten: u16) {
        let (word, shift) = (first / 64, first % 64);
        self.wins[word] |= u64::from(ten) << shift;
        if shift > 64 - 10 {
            self.wins[word + 1] |= u64::from(ten) >> (64 - shift);
        }
    }

    fn wins(&mut self, len: usize, value: usize) -> bool {
        while self.built < len {
            self.build_next_length();
        }
        self.get(OFFSET[len] + value)
    }
}

fn main() {
    let mut table = Table { wins: Vec::new(), built: 0, erases_to_lost: Vec::new() };
    fastio::run(PROBLEM, |io| {
        while let Some((len, first_digits)) = io.next_digits("a string of digits")? {
            if len > LONGEST {
                // Won at once if it starts with 0 (erase it all); no table
                // holds the rest.
                if first_digits < 10u64.pow(len.min(19) as u32 - 1) {
                    io.put_word(&ANSWERS, true);
                    continue;
                }
                let why =
                    format!("expected at most {} digits (or a leading 0), found {}", LONGEST, len);
                return Err(io.reject(why));
            }
            io.put_word(&ANSWERS, table.wins(len, first_digits as usize));
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
// ---- begin block: digits ----
// Strings of digits whose leading zeros count, read through fastio:
//
//     while let Some((len, first)) = io.next_digits("s")? {}
//
// gives each string's length and the value of its first 19 digits.
#[allow(dead_code)]
mod digits {
    use super::fastio::{quote, InputError, Io};

    impl Io<'_> {
        /// The next token, which must be all ASCII digits; `None` at the end of input.
        #[inline(always)]
        pub fn next_digits(&mut self, what: &str) -> Result<Option<(usize, u64)>, InputError> {
            if let Some((len, value)) = self.next_in_buffer() {
                // Twenty digits the fast path read are exact: keep 19.
                return Ok(Some((len, if len > 19 { value / 10 } else { value })));
            }
            let token = match self.next_token()? {
                Some(token) => token,
                None => return Ok(None),
            };
            if token.digits < token.len {
                return Err(self.reject(format!("expected {}, found {}", what, quote(&token))));
            }
            let first = &token.bytes[..token.len.min(19)];
            Ok(Some((token.len, first.iter().fold(0, |v, &c| v * 10 + u64::from(c - b'0')))))
        }
    }
}
// ---- end block: digits ----
