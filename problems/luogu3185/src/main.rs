//! Problem: Luogu P3185 [HNOI2007] 分裂游戏, https://www.luogu.com.cn/problem/P3185
//! Submit:  Luogu P3185 (rustc 1.88, edition 2024).
//! Input:   t, then t tests: `n`, then the bean counts p_0 .. p_(n-1).
//! Output:  per test two lines: the least winning first move `i j k` (or `-1 -1 -1`),
//!          then how many first moves win (0 when none does).
//! Game:    a move takes a bean from a non-empty bottle i and puts one bean into
//!          bottle j and one into bottle k, i < j <= k < n; who cannot move loses.
//! Rule:    a bean in bottle i has value sg(i) = mex of sg(j) xor sg(k), i < j <= k,
//!          0 in the last bottle; with X the xor of sg(i) over the bottles of odd
//!          p_i, (i, j, k) wins iff p_i >= 1 and sg(j) xor sg(k) = X xor sg(i).
//! Why:     a bean's future never depends on the other beans, so the position is the
//!          sum of one game per bean, and a move turns one bean into two (multi-SG):
//!          its value is sg(j) xor sg(k). Equal beans cancel, so only odd p_i count.
//!          A move wins iff it leaves xor 0: it drops sg(i) and adds sg(j) and sg(k)
//!          (for j = k the two cancel, as two beans in one bottle do).
//! Beyond:  any u64 bean counts, t and n; n = 0 or 1 (no move) answers `-1 -1 -1`, `0`.
//!          A test's counts are read before its tables are built, so a file cut short
//!          fails before any table is made; n = 10^4 takes a fraction of a second. The
//!          count of winning moves is below n^3 / 6, checked: past 2^64 (n above
//!          4.7 * 10^6, hours of work) it is rejected (exit 2).
//! Time:    O(n^2) per test (pair counts by xor, from the last bottle back); memory
//!          O(n) per test, as much as the test's own counts.
//!          Limits: the judge's time and memory limits are not confirmed.
//! Status:  every position of up to 4 bottles of <= 2 beans, 5 bottles of <= 1 and
//!          the last up to 3, vs a search of the whole position; the first move and
//!          the count of every move checked; seeded tests to n = 21 and beyond vs a
//!          count of every triple; malformed; fuzz.
//! Blocks:  fastio, decimal, multi_sg

const PROBLEM: &str = "luogu3185";

fn main() {
    fastio::run(PROBLEM, |io| {
        let tests = match io.next("the test count t")? {
            Some(tests) => tests,
            None => return Ok(()),
        };
        for _ in 0..tests {
            let bottles = io.need("the bottle count n")?;
            let (mut filled, mut odd) = (Vec::new(), Vec::new());
            for _ in 0..bottles {
                let beans = io.need("a bean count")?;
                filled.push(beans > 0);
                odd.push(beans % 2 == 1);
            }
            let values = multi_sg::bean_values(filled.len());
            let sum = values.iter().zip(&odd).filter(|&(_, &odd)| odd).fold(0, |x, (&v, _)| x ^ v);
            match multi_sg::winning_moves(&values, &filled, sum) {
                (_, None) => {
                    return Err(io.reject("the count of winning moves passes 2^64".to_string()))
                }
                (Some((i, j, k)), Some(count)) => {
                    for (at, index) in [i, j, k].iter().enumerate() {
                        io.put(if at > 0 { b" " } else { b"" });
                        io.put_u64(*index as u64);
                    }
                    io.put(b"\n");
                    io.put_u64(count);
                    io.put(b"\n");
                }
                (None, _) => io.put(b"-1 -1 -1\n0\n"),
            }
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
// ---- begin block: multi_sg ----
/// Multi-SG: games whose move turns one game into several. By the
/// Sprague-Grundy theorem a move's value is the xor of the games it leaves,
/// so each game's value is the mex of those xors.
#[allow(dead_code)]
mod multi_sg {
    /// HNOI 2014 江南乐: a pile of x >= `least` stones splits into m piles,
    /// 2 <= m <= x, of sizes differing by at most 1 (x % m of x / m + 1, the
    /// rest of x / m). For m from one run sharing q = x / m, the parities of
    /// both counts repeat with period 2 in m, so two m per run are enough:
    /// O(sqrt x) per pile. Built on demand, as far as the largest pile asked.
    pub struct EvenSplits {
        least: u64,
        values: Vec<u32>,
        /// For the mex: `seen[v] == round` while v is a split's value.
        seen: Vec<u32>,
        round: u32,
    }

    impl EvenSplits {
        pub fn new(least: u64) -> EvenSplits {
            EvenSplits { least, values: Vec::new(), seen: Vec::new(), round: 0 }
        }

        /// Computes the values of every pile up to `pile`.
        pub fn extend_to(&mut self, pile: usize) {
            while self.values.len() <= pile {
                let x = self.values.len();
                if (x as u64) < self.least || x < 2 {
                    self.values.push(0);
                    continue;
                }
                // One round and 4 bytes per pile: a table that fits in memory
                // ends below 2^32, so u32 (the fast division, the loop's
                // cost) holds every pile and round.
                self.round += 1;
                let x = x as u32;
                // Small m: each has a quotient above m, of its own.
                let mut m = 2;
                while m <= x && x / m > m {
                    let q = x / m;
                    self.reach(q, x - q * m, m - (x - q * m));
                    m += 1;
                }
                // The rest: by quotient, descending; the m of quotient q run
                // to x / q, and a q with none there is skipped.
                let mut q = if m <= x { x / m } else { 0 };
                while q >= 1 {
                    let run_end = x / q;
                    if run_end >= m {
                        let larger = x - q * m;
                        self.reach(q, larger, m - larger);
                        if m < run_end {
                            // m + 1: x % m drops by q, m - x % m grows by q + 1.
                            self.reach(q, larger - q, m + 1 - (larger - q));
                        }
                        m = run_end + 1;
                    }
                    q -= 1;
                }
                let mex = self.seen.iter().position(|&stamp| stamp != self.round);
                self.values.push(mex.unwrap_or(self.seen.len()) as u32);
            }
        }

        /// Marks the value of `larger` piles of q + 1 and `smaller` of q.
        #[inline(always)]
        fn reach(&mut self, q: u32, larger: u32, smaller: u32) {
            let q = q as usize;
            let mut value = 0;
            if larger % 2 == 1 {
                value ^= self.values[q + 1];
            }
            if smaller % 2 == 1 {
                value ^= self.values[q];
            }
            let slot = value as usize;
            if slot >= self.seen.len() {
                self.seen.resize(slot + 1, 0);
            }
            self.seen[slot] = self.round;
        }

        /// Whether `value(pile)` is known: below `least`, or tabled.
        #[inline(always)]
        pub fn knows(&self, pile: u64) -> bool {
            pile < self.least || pile < self.values.len() as u64
        }

        /// The value of `pile`: 0 below `least`, else the table's, which
        /// `extend_to` has reached.
        #[inline(always)]
        pub fn value(&self, pile: u64) -> u32 {
            if pile < self.least {
                0
            } else {
                self.values[pile as usize]
            }
        }
    }

    /// SDOI 2009 E&D: a pair of piles (a, b), both >= 1; a move drops one and
    /// splits the other into two non-empty piles. Its value is the count of
    /// trailing ones of (a - 1) | (b - 1).
    #[inline(always)]
    pub fn pair_value(a: u64, b: u64) -> u32 {
        ((a - 1) | (b - 1)).trailing_ones()
    }

    /// HNOI 2007 分裂游戏: a bean in bottle i of `bottles` becomes two beans in
    /// bottles j and k, i < j <= k. The value of a bean in each bottle, from
    /// the last (value 0) back: the mex of the xors of two later beans.
    pub fn bean_values(bottles: usize) -> Vec<u64> {
        let mut values = vec![0u64; bottles];
        let mut reached: Vec<bool> = Vec::new();
        for i in (0..bottles).rev() {
            let mex = reached.iter().position(|&r| !r).unwrap_or(reached.len());
            values[i] = mex as u64;
            // Two values below 2^b xor below 2^b: room for every pair.
            let room = (mex as u64 + 1).next_power_of_two() as usize;
            if reached.len() < room {
                reached.resize(room, false);
            }
            for &later in &values[i..] {
                reached[(values[i] ^ later) as usize] = true;
            }
        }
        values
    }

    /// For bean values `values`, the bottles holding a bean (`filled`) and
    /// the xor of the position (`sum`): the least winning move (i, j, k) and
    /// how many there are (`None` past u64, which takes n above 4.7 * 10^6).
    /// A move from bottle i to j and k wins iff it makes the xor 0:
    /// values[j] ^ values[k] = sum ^ values[i].
    pub fn winning_moves(
        values: &[u64],
        filled: &[bool],
        sum: u64,
    ) -> (Option<(usize, usize, usize)>, Option<u64>) {
        let room = values.iter().fold(sum, |a, &v| a | v) as usize + 1;
        let mut pairs = vec![0u64; room.next_power_of_two()];
        let (mut first, mut count) = (None, Some(0u64));
        for i in (0..values.len()).rev() {
            let target = (sum ^ values[i]) as usize;
            if filled[i] && pairs[target] > 0 {
                count = count.and_then(|c| c.checked_add(pairs[target]));
                first = Some(i);
            }
            for &later in &values[i..] {
                pairs[(values[i] ^ later) as usize] += 1;
            }
        }
        let least = first.and_then(|i| {
            let target = sum ^ values[i];
            (i + 1..values.len())
                .flat_map(|j| (j..values.len()).map(move |k| (j, k)))
                .find(|&(j, k)| values[j] ^ values[k] == target)
                .map(|(j, k)| (i, j, k))
        });
        (least, count)
    }
}
// ---- end block: multi_sg ----
