//! Problem: Library Checker nim_product_64 Nim Product, https://judge.yosupo.jp/problem/nim_product_64
//! Submit:  Library Checker nim_product_64 (rustc 1.94.1, edition 2024).
//! Input:   T, then T pairs `A B` (any u64).
//! Output:  one line per pair: the nim product A * B.
//! Game:    none to play: the arithmetic of 2-D coin turning (HDU 3404's values).
//!          a + b is the mex of a' + b and a + b' (xor), a * b the mex of
//!          a' b + a b' + a' b' over a' < a, b' < b.
//! Rule:    the nimbers below 2^(2^k) are a field; with F = 2^32, a = a1 F + a0,
//!          a * b = ((a0 + a1)(b0 + b1) + a0 b0) F + a0 b0 + a1 b1 (F/2), the
//!          same split once more to 16 bits, whose products come from log and
//!          exp tables of a generator of that field (built from products of bytes).
//! Why:     F = 2^(2^k) is a Fermat 2-power: F * x = F x (ordinary) for x < F,
//!          and F * F = F + F/2; the rest is distributivity.
//! Beyond:  nothing: A and B are any u64, as the statement allows; any T.
//! Time:    O(1) per pair: 9 products of 16 bits and 6 by 2^15, each a table
//!          lookup; tables of 384 KiB built at start (about 1 ms); memory flat.
//! Status:  every a, b < 64 vs the mex definition; seeded full-width pairs and
//!          every pair of powers of two vs a product built bit by bit from the
//!          Fermat 2-powers (HDU 3404's); the field laws on seeded triples;
//!          malformed; fuzz.
//! Blocks:  fastio, decimal, nim_product

const PROBLEM: &str = "nimproduct64";

/// The nim products below 2^16, a field of 65536 elements, through the
/// powers of a generator; wider values split into halves over them.
struct Field16 {
    /// exp[k] = g^k, twice over, so that a sum of two logs needs no reduction.
    exp: Vec<u16>,
    /// log[x] for x != 0 (log[0] is never read).
    log: Vec<u16>,
}

impl Field16 {
    fn new() -> Field16 {
        let bytes = nim_product::Bytes::new();
        let times = |a: u64, b: u64| bytes.product16(a, b);
        let power = |mut base: u64, mut e: u64| {
            let mut result = 1;
            while e > 0 {
                if e & 1 == 1 {
                    result = times(result, base);
                }
                base = times(base, base);
                e >>= 1;
            }
            result
        };
        // A generator: no g^(65535 / p) is 1, for the primes p of 65535 = 3 5 17 257.
        let is_generator = |g: u64| [3, 5, 17, 257].iter().all(|&p| power(g, 65535 / p) != 1);
        let generator = (2..65536).find(|&g| is_generator(g)).unwrap_or(2);
        let (mut exp, mut log) = (vec![0u16; 2 * 65535], vec![0u16; 65536]);
        let mut x = 1;
        for k in 0..65535 {
            exp[k] = x as u16;
            exp[k + 65535] = x as u16;
            log[x as usize] = k as u16;
            x = times(x, generator);
        }
        Field16 { exp, log }
    }

    /// a * b for a, b < 2^16.
    #[inline(always)]
    fn product16(&self, a: u64, b: u64) -> u64 {
        if a == 0 || b == 0 {
            return 0;
        }
        let at = usize::from(self.log[a as usize]) + usize::from(self.log[b as usize]);
        u64::from(self.exp[at])
    }

    /// a * 2^15 for a < 2^16.
    #[inline(always)]
    fn half16(&self, a: u64) -> u64 {
        self.product16(a, 1 << 15)
    }

    /// a * b for a, b < 2^32: the split into halves, F = 2^16.
    #[inline(always)]
    fn product32(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
        let low = self.product16(a0, b0);
        let high = self.product16(a1, b1);
        let cross = self.product16(a0 ^ a1, b0 ^ b1);
        ((cross ^ low) << 16) | (low ^ self.half16(high))
    }

    /// a * b: the split into halves, G = 2^32, whose G/2 = 2^31 is
    /// 2^15 * 2^16: h * 2^15 = (h1 * 2^15) F + h0 * 2^15, and for
    /// u = u1 F + u0, u * F = (u1 + u0) F + u1 * 2^15.
    #[inline(always)]
    fn product(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
        let low = self.product32(a0, b0);
        let high = self.product32(a1, b1);
        let cross = self.product32(a0 ^ a1, b0 ^ b1);
        let (u1, u0) = (self.half16(high >> 16), self.half16(high & 0xffff));
        let carried = ((u1 ^ u0) << 16) | self.half16(u1);
        ((cross ^ low) << 32) | (low ^ carried)
    }
}

fn main() {
    let field = Field16::new();
    fastio::run(PROBLEM, |io| {
        let pairs = io.need("the pair count T")?;
        for _ in 0..pairs {
            let a = io.need("A")?;
            let b = io.need("B")?;
            io.put_u64(field.product(a, b));
            io.put(b"\n");
        }
        Ok(())
    });
}

// ==== Below: blocks embedded from common/blocks/ by `cargo run -p common --bin sync`. Edit them there. ====
// ---- begin block: fastio ----
// Input and output through fixed buffers, exact on any input, never a panic.
// `run(PROBLEM, |io| ...)` gives `solve` an `Io`: `io.need("n")?` is the next
// unsigned integer, `io.next("n")?` the same or `None` at the end of input;
// `io.put(b"..")` writes bytes, `io.put_word(&WORDS, wins)` one of two words;
// `Err(io.reject(message))` refuses a value the game forbids. A token that is
// not a decimal integer up to u64::MAX, or a case cut short, is an
// `InputError`: `run` prints the answers so far, then
// `<problem>: line <n>: <what was wrong>` on stderr, and exits with status 2.
#[allow(dead_code)]
mod fastio {
    use std::io::{self, Read, Write};
    #[cfg(unix)]
    use std::os::unix::io::FromRawFd;

    /// Bytes per read, and per write: 16 pages of the output file.
    pub const BUFFER: usize = 1 << 16;
    /// How many bytes `room` offers.
    pub const ROOM: usize = 256;
    /// The longest word `Words` holds, and the most an error quotes.
    pub const WORD: usize = 32;
    const POW10: [u64; 9] = [1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000];

    #[derive(Debug)]
    pub struct InputError {
        pub line: u64,
        pub message: String,
    }

    /// Runs `solve` on stdin and stdout, then exits with status 2 (bad input)
    /// or 1 (output could not be written) after saying why on stderr.
    pub fn run<F>(problem: &str, solve: F)
    where
        F: FnOnce(&mut Io<io::StdinLock<'static>, Stdout>) -> Result<(), InputError>,
    {
        // Safety: descriptor 1 is standard output; the leaked File never closes it.
        #[cfg(unix)]
        let stdout = Box::leak(Box::new(unsafe { FromRawFd::from_raw_fd(1) }));
        #[cfg(not(unix))]
        let stdout = io::stdout().lock();
        let mut io = Io::new(io::stdin().lock(), stdout);
        let verdict = solve(&mut io);
        if let Err(e) = io.finish() {
            eprintln!("{}: cannot write output: {}", problem, e);
            std::process::exit(1);
        }
        if let Err(e) = verdict {
            eprintln!("{}: line {}: {}", problem, e.line, e.message);
            std::process::exit(2);
        }
    }

    /// Standard output as a file: `io::stdout()` would split writes at newlines.
    #[cfg(unix)]
    pub type Stdout = &'static mut std::fs::File;
    #[cfg(not(unix))]
    pub type Stdout = io::StdoutLock<'static>;

    pub struct Io<R, W> {
        /// The last read, then zeros: a sentinel where every scan stops.
        buf: Box<[u8; BUFFER + 25]>,
        pos: usize,
        len: usize,
        /// Counted as a buffer is dropped: the line of `buf[0]`, the byte before.
        line: u64,
        last_byte: u8,
        source: R,
        /// Written `BUFFER` bytes at a time; `ROOM` more for `room`.
        out: Box<[u8; BUFFER + ROOM]>,
        out_len: usize,
        sink: W,
        error: Option<io::Error>,
    }

    /// A token: its length, first `WORD` bytes, and its leading digits'
    /// count and value (`None` past u64::MAX).
    pub struct Token {
        pub len: usize,
        pub bytes: [u8; WORD],
        pub digits: usize,
        pub value: Option<u64>,
    }

    impl<R: Read, W: Write> Io<R, W> {
        pub fn new(source: R, sink: W) -> Self {
            let (buf, out) = (Box::new([0; BUFFER + 25]), Box::new([0; BUFFER + ROOM]));
            let (pos, len, line, last_byte, out_len, error) = (0, 0, 1, 0, 0, None);
            Io { buf, pos, len, line, last_byte, source, out, out_len, sink, error }
        }

        /// The next unsigned integer, or `None` at a clean end of input.
        #[inline(always)]
        pub fn next(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            match self.next_in_buffer() {
                Some((_, value)) => Ok(Some(value)),
                None => self.next_slow(what),
            }
        }

        /// The next unsigned integer; the end of input here cuts a case short.
        #[inline(always)]
        pub fn need(&mut self, what: &str) -> Result<u64, InputError> {
            let value = self.next(what)?;
            value.ok_or_else(|| self.end_of_input(what))
        }

        /// The fast path: 1 to 20 digits and whitespace, in the buffer, eight
        /// bytes at a time; consumed. Else `None`, and nothing read.
        #[inline(always)]
        pub fn next_in_buffer(&mut self) -> Option<(usize, u64)> {
            // Usually the last token's whitespace is consumed: digits first.
            let mut start = self.pos;
            let (mut len, mut value) = leading_digits(&self.buf[start..start + 8]);
            if len == 0 {
                start = self.window().0;
                (len, value) = leading_digits(&self.buf[start..start + 8]);
            }
            let window = &self.buf[start..start + 25];
            if len == 8 {
                let (count, digits) = leading_digits(&window[8..16]);
                value = value * POW10[count] + digits;
                len += count;
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

        /// Where the next token starts, and 25 bytes from there (no bounds checks).
        #[inline(always)]
        pub fn window(&self) -> (usize, &[u8]) {
            let mut start = self.pos;
            while is_space(self.buf[start]) {
                start += 1;
            }
            (start, &self.buf[start..start + 25])
        }

        #[inline(always)]
        pub fn consume(&mut self, end: usize) {
            self.pos = end;
        }

        /// An error about the token just read, for a rule the problem adds.
        pub fn reject(&self, message: String) -> InputError {
            // That token ends at pos - 1 (pos - 2 after a fast path), on the
            // line of the part of it still in the buffer.
            let mut start = self.pos.saturating_sub(1);
            while start > 0 && !is_space(self.buf[start - 1]) {
                start -= 1;
            }
            InputError { line: self.line + newlines(&self.buf[..start]), message }
        }

        /// The error of a case cut short: on the last line that is not empty.
        #[cold]
        #[inline(never)]
        pub fn end_of_input(&self, what: &str) -> InputError {
            let line = self.line - u64::from(self.last_byte == b'\n');
            InputError { line, message: format!("expected {}, found end of input", what) }
        }

        /// `next` where the fast paths stop: refills, errors, long tokens.
        #[cold]
        #[inline(never)]
        pub fn next_slow(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            let message = match self.next_token()? {
                None => return Ok(None),
                Some(t) if t.digits < t.len => {
                    format!("{} (an unsigned decimal integer), found {}", what, t.quote())
                }
                Some(Token { value: Some(value), .. }) => return Ok(Some(value)),
                Some(_) => format!("{}, found a number above {}", what, u64::MAX),
            };
            Err(self.reject(format!("expected {}", message)))
        }

        /// The next token, whatever it holds, read across refills up to the
        /// byte after it; `None` at the end of input.
        #[cold]
        #[inline(never)]
        pub fn next_token(&mut self) -> Result<Option<Token>, InputError> {
            let mut token = Token { len: 0, bytes: [0; WORD], digits: 0, value: Some(0) };
            while self.pos < self.len || self.fill()? {
                let c = self.buf[self.pos];
                if is_space(c) && token.len > 0 {
                    break;
                } else if !is_space(c) {
                    if token.digits == token.len && c.is_ascii_digit() {
                        token.digits += 1;
                        let digit = u64::from(c - b'0');
                        token.value =
                            token.value.and_then(|v| v.checked_mul(10)?.checked_add(digit));
                    }
                    if let Some(byte) = token.bytes.get_mut(token.len) {
                        *byte = c;
                    }
                    token.len += 1;
                }
                self.pos += 1;
            }
            Ok(if token.len > 0 { Some(token) } else { None })
        }

        /// Reads the next piece of input in place of the last; false at the end.
        fn fill(&mut self) -> Result<bool, InputError> {
            if self.len > 0 {
                self.line += newlines(&self.buf[..self.len]);
                self.last_byte = self.buf[self.len - 1];
            }
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

        /// `words`' win word if `win`, else its lose word: one fixed-size copy.
        #[inline(always)]
        pub fn put_word(&mut self, words: &Words, win: bool) {
            let which = usize::from(win);
            self.room()[..WORD].copy_from_slice(&words.bytes[which]);
            self.commit(words.len[which]);
        }

        /// `ROOM` bytes to write in place; output once `commit` counts them.
        #[inline(always)]
        pub fn room(&mut self) -> &mut [u8] {
            if self.out_len > BUFFER {
                self.write_pages();
            }
            let at = self.out_len.min(BUFFER);
            &mut self.out[at..at + ROOM]
        }

        #[inline(always)]
        pub fn commit(&mut self, len: usize) {
            self.out_len += len;
        }

        /// Writes `BUFFER` bytes (whole pages of the file), keeps the rest.
        #[cold]
        #[inline(never)]
        fn write_pages(&mut self) {
            self.write(BUFFER);
            self.out.copy_within(BUFFER..self.out_len, 0);
            self.out_len -= BUFFER;
        }

        /// Writes the first `end` bytes, unless a write has failed before.
        fn write(&mut self, end: usize) {
            if self.error.is_none() {
                self.error = self.sink.write_all(&self.out[..end]).err();
            }
        }

        /// Writes what waits; the first write error, if any, is returned.
        pub fn finish(&mut self) -> io::Result<()> {
            self.write(self.out_len);
            self.out_len = 0;
            if self.error.is_none() {
                self.error = self.sink.flush().err();
            }
            self.error.take().map_or(Ok(()), Err)
        }
    }

    impl Token {
        /// The token as an error message shows it.
        pub fn quote(&self) -> String {
            let shown = String::from_utf8_lossy(&self.bytes[..self.len.min(WORD)]);
            format!("{:?}{}", shown, if self.len > WORD { "..." } else { "" })
        }
    }

    /// Two answer words, each padded to `WORD` bytes.
    pub struct Words {
        bytes: [[u8; WORD]; 2],
        len: [usize; 2],
    }

    impl Words {
        /// `lose` and `win`, at most `WORD` bytes each (checked at compile time).
        pub const fn new(lose: &[u8], win: &[u8]) -> Words {
            Words { bytes: [pad(lose), pad(win)], len: [lose.len(), win.len()] }
        }
    }

    const fn pad(word: &[u8]) -> [u8; WORD] {
        assert!(word.len() <= WORD, "a word is longer than WORD");
        let (mut bytes, mut i) = ([0; WORD], 0);
        while i < word.len() {
            bytes[i] = word[i];
            i += 1;
        }
        bytes
    }

    pub fn is_space(c: u8) -> bool {
        c == b' ' || (b'\t'..=b'\r').contains(&c)
    }

    /// The count (0 to 8) and value of the digits that start `bytes`, all
    /// at once: bytes above 9 end them, then pairs, quads, halves are joined.
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
    use std::io::{Read, Write};

    impl<R: Read, W: Write> Io<R, W> {
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
// ---- begin block: nim_product ----
/// Nim multiplication, the product of the field of nim-values (HDU 3404,
/// Library Checker nim_product_64): bytes through log and exp tables of a
/// generator, wider values split into halves.
#[allow(dead_code)]
mod nim_product {
    /// The nim product of a, b < 2^bits (bits a power of two), by the halves:
    /// with F = 2^(bits/2), a = a1 F + a0, and F * F = F + F/2 in nim terms,
    /// a * b = ((a0 + a1)(b0 + b1) + a0 b0) F + a0 b0 + a1 b1 (F/2), sums being
    /// xor. The slow path: the tables' source, and coordinates of 2^16 and more.
    pub fn nim_product(a: u64, b: u64, bits: u32, bytes: &Bytes) -> u64 {
        if bits == 16 {
            return bytes.product16(a, b);
        }
        if bits == 1 {
            return a & b;
        }
        let half = bits / 2;
        let mask = (1u64 << half) - 1;
        let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
        let low = nim_product(a0, b0, half, bytes);
        let high = nim_product(a1, b1, half, bytes);
        let cross = nim_product(a0 ^ a1, b0 ^ b1, half, bytes);
        let carried = nim_product(high, 1 << (half - 1), half, bytes);
        ((cross ^ low) << half) | (low ^ carried)
    }

    /// The nim products of bytes (a field of 256 elements): through the powers
    /// of a generator. `log[0]` points past the powers, at zeros.
    pub struct Bytes {
        exp: [u8; 1025],
        log: [u16; 256],
        /// b * 128, the F/2 of products of bytes.
        times_half: [u8; 256],
    }

    impl Bytes {
        pub fn new() -> Bytes {
            let mut bytes = Bytes { exp: [0; 1025], log: [512; 256], times_half: [0; 256] };
            let slow = |a: u64, b: u64| nim_product(a, b, 8, &bytes) as u8;
            // A generator: an element whose powers first return to 1 at the 255th.
            let order = |g: u8| {
                let (mut power, mut k) = (g, 1);
                while power != 1 {
                    power = slow(u64::from(power), u64::from(g));
                    k += 1;
                }
                k
            };
            let generator = (2..=255).find(|&g| order(g) == 255).unwrap_or(2);
            let mut power = 1u8;
            let mut exp = [0u8; 1025];
            let mut log = [512u16; 256];
            let mut times_half = [0u8; 256];
            for k in 0..255 {
                exp[k] = power;
                exp[k + 255] = power;
                log[usize::from(power)] = k as u16;
                power = slow(u64::from(power), u64::from(generator));
            }
            for (b, slot) in times_half.iter_mut().enumerate() {
                *slot = slow(b as u64, 128);
            }
            bytes.exp = exp;
            bytes.log = log;
            bytes.times_half = times_half;
            bytes
        }

        pub fn product8(&self, a: u64, b: u64) -> u64 {
            let at = usize::from(self.log[a as usize]) + usize::from(self.log[b as usize]);
            u64::from(self.exp[at])
        }

        /// a * b for a, b < 2^16: the halves' step over products of bytes.
        pub fn product16(&self, a: u64, b: u64) -> u64 {
            let (a1, a0, b1, b0) = (a >> 8, a & 255, b >> 8, b & 255);
            let low = self.product8(a0, b0);
            let high = self.product8(a1, b1);
            let cross = self.product8(a0 ^ a1, b0 ^ b1);
            ((cross ^ low) << 8) | (low ^ u64::from(self.times_half[high as usize]))
        }
    }

    /// x * y for any u64 x and y.
    pub fn product(x: u64, y: u64, bytes: &Bytes) -> u64 {
        match (x | y).leading_zeros() {
            48..=64 => bytes.product16(x, y),
            32..=47 => nim_product(x, y, 32, bytes),
            _ => nim_product(x, y, 64, bytes),
        }
    }
}
// ---- end block: nim_product ----
