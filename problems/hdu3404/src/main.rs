//! Problem: HDU 3404 Switch lights, http://acm.hdu.edu.cn/showproblem.php?pid=3404
//! Input:   `T`, then T cases: `n`, then the n lights that are on, `x y` (from 1).
//! Output:  `Have a try, lxhgww.` if the first player wins, else `Don't waste your time.`
//! Game:    a move picks a rectangle x1 <= x2, y1 <= y2 whose corner (x2, y2) is on
//!          and toggles its distinct corners (two for a segment, one for a cell);
//!          who cannot move loses.
//! Rule:    the mover loses iff the nim products x * y of the lights xor to 0.
//! Why:     a coin-turning game is the sum of its lit coins alone; this one is the
//!          product of two copies of "toggle x2 and maybe one x1 < x2", where a
//!          coin at x is worth x, so by the Tartan theorem (x, y) is worth the nim
//!          product of x and y: Nim multiplication, the field of the nim-values.
//! Beyond:  any u64 coordinates (the field of 2^64 nim-values) and any n and T; a
//!          coordinate 0 is off the board and rejected; a light listed twice is
//!          toggled twice, so off.
//! Time:    O(1) per light: below 2^16 one lookup in log and exp tables of the
//!          field of 2^16 (384 KiB, built at start), above a split into halves;
//!          memory flat.
//! Status:  every board within 4 x 4, 3 x 5 and 5 x 3 vs a search of the real
//!          toggles; one light's value by its moves for x, y <= 64; coordinates to
//!          10000 and to u64::MAX vs a product built bit by bit from the Fermat
//!          2-powers; lights listed twice; malformed; fuzz.
//! Blocks:  fastio, nim_product

const PROBLEM: &str = "hdu3404";

const ANSWERS: fastio::Words = fastio::words(b"Don't waste your time.\n", b"Have a try, lxhgww.\n");

fn main() {
    let field = nim_product::Field16::new();
    fastio::run(PROBLEM, |io| {
        let cases = io.need("the case count T")?;
        for _ in 0..cases {
            let lights = io.need("the light count n")?;
            let mut sum = 0;
            for _ in 0..lights {
                let x = io.need("a light's x")?;
                if x == 0 {
                    return Err(
                        io.reject("x = 0: the board's rows are numbered from 1".to_string())
                    );
                }
                let y = io.need("a light's y")?;
                if y == 0 {
                    return Err(
                        io.reject("y = 0: the board's columns are numbered from 1".to_string())
                    );
                }
                let wide = (x | y) >> 16 != 0;
                sum ^= if wide { field.product(x, y) } else { field.product16(x, y) };
            }
            io.put_word(&ANSWERS, sum != 0);
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
// ---- begin block: nim_product ----
/// Nim multiplication, the product of the field of nim-values (HDU 3404,
/// Library Checker nim_product_64): below 2^16 through log and exp tables of
/// a generator of that field, wider values split into halves over them.
#[allow(dead_code)]
mod nim_product {
    /// a * b for a, b < 2^bits (a power of two) by the split into halves down
    /// to single bits: with F = 2^(bits/2), a = a1 F + a0 and F * F = F + F/2,
    /// a * b = ((a0 + a1)(b0 + b1) + a0 b0) F + a0 b0 + a1 b1 (F/2), sums being
    /// xor. Slow: it only builds the tables.
    pub fn split_product(a: u64, b: u64, bits: u32) -> u64 {
        if bits == 1 {
            return a & b;
        }
        let half = bits / 2;
        let mask = (1 << half) - 1;
        let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
        let low = split_product(a0, b0, half);
        let high = split_product(a1, b1, half);
        let cross = split_product(a0 ^ a1, b0 ^ b1, half);
        let carried = split_product(high, 1 << (half - 1), half);
        ((cross ^ low) << half) | (low ^ carried)
    }

    /// The field below 2^16 through the powers of a generator: `exp[k]` is
    /// g^k twice over (a sum of two logs needs no reduction), `log[x]` its
    /// inverse for x != 0.
    pub struct Field16 {
        exp: Vec<u16>,
        log: Vec<u16>,
    }

    impl Field16 {
        pub fn new() -> Field16 {
            let (mut exp, mut log) = (vec![0u16; 2 * 65535], vec![0u16; 65536]);
            // Below 256 lie the subfields, whose orders divide 255: no generator.
            let mut generator = 256;
            loop {
                // x * generator is linear over the bits of x: a table per byte.
                let bit: Vec<u64> = (0..16).map(|i| split_product(1 << i, generator, 16)).collect();
                let mut by_byte = [[0u64; 256]; 2];
                for x in 1..256usize {
                    for (k, table) in by_byte.iter_mut().enumerate() {
                        table[x] = table[x & (x - 1)] ^ bit[8 * k + x.trailing_zeros() as usize];
                    }
                }
                // The powers until 1 comes back; 65535 of them make a generator,
                // which exists: a finite field's nonzero elements form a cyclic group.
                let (mut x, mut order) = (1u64, 0);
                while x != 1 || order == 0 {
                    (exp[order], exp[order + 65535]) = (x as u16, x as u16);
                    log[x as usize] = order as u16;
                    x = by_byte[0][(x & 255) as usize] ^ by_byte[1][(x >> 8) as usize];
                    order += 1;
                }
                if order == 65535 {
                    return Field16 { exp, log };
                }
                generator += 1;
            }
        }

        /// a * b for a, b < 2^16.
        #[inline(always)]
        pub fn product16(&self, a: u64, b: u64) -> u64 {
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

        /// a * b for any u64: the split into halves, G = 2^32, whose G/2 =
        /// 2^31 is 2^15 * 2^16: h * 2^15 = (h1 * 2^15) F + h0 * 2^15, and
        /// for u = u1 F + u0, u * F = (u1 + u0) F + u1 * 2^15.
        #[inline(always)]
        pub fn product(&self, a: u64, b: u64) -> u64 {
            let (a1, a0, b1, b0) = (a >> 32, a & 0xffff_ffff, b >> 32, b & 0xffff_ffff);
            let low = self.product32(a0, b0);
            let high = self.product32(a1, b1);
            let cross = self.product32(a0 ^ a1, b0 ^ b1);
            let (u1, u0) = (self.half16(high >> 16), self.half16(high & 0xffff));
            let carried = ((u1 ^ u0) << 16) | self.half16(u1);
            ((cross ^ low) << 32) | (low ^ carried)
        }
    }
}
// ---- end block: nim_product ----
