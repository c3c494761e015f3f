//! Problem: POJ 1704 Georgia and Bob, http://poj.org/problem?id=1704
//! Submit:  Luogu P10507 (same statement, bounds and sample; rustc 1.88, edition 2024).
//! Input:   T, then T cases: `N`, then N distinct positions, in any order.
//! Output:  `Georgia will win` if Georgia, who moves first, wins, else `Bob will win`.
//! Game:    chessmen on cells 1, 2, ...; a move slides one left by at least one cell,
//!          never onto or past another chessman or past cell 1; who cannot move loses.
//! Rule:    sort the positions and pair them from the right (the leftmost alone is
//!          paired with a wall at 0); the mover loses iff the gaps inside the pairs
//!          xor to 0.
//! Why:     staircase Nim: the gap inside a pair is a Nim heap (moving its right
//!          man shrinks it); moving a left man widens its gap, and the opponent
//!          moves the right man by as much, restoring every gap that counts.
//! Beyond:  any u64 positions >= 1 and any N; a repeated position or position 0 is
//!          no position and is rejected; memory grows with the largest case's N only.
//! Time:    O(N + largest / 64) per case of more than 24 chessmen on cells below
//!          2^14 (their cells marked in a bitset as they are read, then read from
//!          the left); else O(N log N) (a sort).
//! Status:  every set of up to 4 chessmen on cells <= 12, and of 25 or 26 on cells
//!          <= 29 (marked), vs a search of the moves; constructed cases of up to
//!          1000 on cells <= 10000 and past 2^14; seeded to u64::MAX; rejected
//!          positions; malformed; fuzz.
//! Blocks:  fastio, short_number, each_short

const PROBLEM: &str = "poj1704";

const ANSWERS: fastio::Words = fastio::words(b"Bob will win\n", b"Georgia will win\n");

/// Cases of more chessmen than this, all on cells below `MARKED_CELLS`,
/// are put in order by marking their cells in a bitset, which costs a word
/// per 64 cells and a bit per chessman, not a sort's O(N log N) branches.
const SORTED_UP_TO: usize = 24;
/// The statement's cells (up to 10000) fit in 2^14 bits.
const MARKED_CELLS: u64 = 1 << 14;

/// The xor of the gaps inside the pairs of distinct positions, paired from
/// the right, fed in ascending order: a wall at 0 in front of an odd count
/// makes the pairs from the left the pairs from the right, and `closes`,
/// all ones when the next position is the right one of a pair, adds a gap
/// without a branch on the pairing.
struct PairedGaps {
    sum: u64,
    left: u64,
    closes: u64,
}

impl PairedGaps {
    fn new(count: usize) -> PairedGaps {
        let closes = 0u64.wrapping_sub(count as u64 % 2);
        PairedGaps { sum: 0, left: 0, closes }
    }

    #[inline(always)]
    fn push(&mut self, position: u64) {
        self.sum ^= (position - self.left - 1) & self.closes;
        self.left = position;
        self.closes = !self.closes;
    }
}

/// The paired gaps of `sorted` distinct positions.
fn paired_gaps(sorted: &[u64]) -> u64 {
    let mut gaps = PairedGaps::new(sorted.len());
    sorted.iter().for_each(|&position| gaps.push(position));
    gaps.sum
}

/// The paired gaps of the `count` positions marked in `marks` (one bit a
/// cell), read from the left. `None` if fewer cells are marked than there
/// are positions: some position is given twice. Leaves `marks` clear.
fn paired_gaps_marked(count: usize, marks: &mut [u64]) -> Option<u64> {
    let mut gaps = PairedGaps::new(count);
    let mut cells_read = 0;
    for (word, marked) in marks.iter_mut().enumerate() {
        let mut cells = std::mem::take(marked);
        // Counted here, not by `count_ones`: x86-64's baseline has no popcnt.
        while cells != 0 {
            gaps.push(64 * word as u64 + u64::from(cells.trailing_zeros()));
            cells &= cells - 1;
            cells_read += 1;
        }
    }
    if cells_read == count {
        Some(gaps.sum)
    } else {
        None
    }
}

fn main() {
    let mut positions = Vec::new();
    let mut marks = vec![0u64; (MARKED_CELLS / 64) as usize];
    fastio::run(PROBLEM, |io| {
        let cases = io.need("the case count T")?;
        for _ in 0..cases {
            let count = io.need("the chessman count N")?;
            positions.clear();
            let mut largest = 0;
            // Cells are marked as they are read, in case the bitset serves.
            let mut add = |position: u64| {
                largest = largest.max(position);
                positions.push(position);
                if position < MARKED_CELLS {
                    marks[(position / 64) as usize] |= 1 << (position % 64);
                }
            };
            let mut left = count;
            while left > 0 {
                // A 0 is left for `need`, and rejected.
                left -= io.each_short(left, |position| {
                    if position != 0 {
                        add(position);
                    }
                    position != 0
                });
                if left > 0 {
                    let position = io.need("a position")?;
                    if position == 0 {
                        return Err(io.reject("expected a position >= 1, found 0".to_string()));
                    }
                    add(position);
                    left -= 1;
                }
            }
            let mut gaps = None;
            if positions.len() > SORTED_UP_TO && largest < MARKED_CELLS {
                let used = (largest / 64 + 1) as usize;
                gaps = paired_gaps_marked(positions.len(), &mut marks[..used]);
            } else {
                for &position in positions.iter().filter(|&&p| p < MARKED_CELLS) {
                    marks[(position / 64) as usize] = 0;
                }
            }
            if gaps.is_none() {
                positions.sort_unstable();
                if let Some(pair) = positions.windows(2).find(|pair| pair[0] == pair[1]) {
                    let why = format!("expected distinct positions, found {} twice", pair[0]);
                    return Err(io.reject(why));
                }
                gaps = Some(paired_gaps(&positions));
            }
            io.put_word(&ANSWERS, gaps != Some(0));
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
// ---- begin block: short_number ----
// Numbers of 1 to 4 digits a byte at a time, faster than fastio's eight-byte
// step where a judge's tokens are short (bench/NOTES.md).
#[allow(dead_code)]
mod short_number {
    /// The count and value of the 1 to 4 digits that start `window`, ended by whitespace.
    #[inline(always)]
    pub fn short_at(window: &[u8]) -> Option<(usize, u64)> {
        let first = window[0].wrapping_sub(b'0');
        if first > 9 {
            return None;
        }
        let (mut len, mut number) = (1, u64::from(first));
        while len < 4 && window[len].wrapping_sub(b'0') <= 9 {
            number = number * 10 + u64::from(window[len] - b'0');
            len += 1;
        }
        // One branch for the space and the five other whitespace bytes.
        let end = window[len];
        match (end == b' ') | (end.wrapping_sub(b'\t') < 5) {
            true => Some((len, number)),
            false => None,
        }
    }
}
// ---- end block: short_number ----
// ---- begin block: each_short ----
// A run of short numbers, the position in a register; `need` reads the one that
// stops it: `left -= io.each_short(left, &mut add); if left > 0 { need .. }`.
#[allow(dead_code)]
mod each_short {
    use super::fastio::Io;
    use super::short_number::short_at;

    impl Io<'_> {
        /// Hands up to `most` numbers of 1 to 4 digits, each ended by one whitespace
        /// byte, to `each` and returns how many it took; it stops before anything
        /// else and before a number `each` refuses (false), which `next` then reads.
        #[inline(always)]
        pub fn each_short(&mut self, most: u64, mut each: impl FnMut(u64) -> bool) -> u64 {
            let (buf, mut pos, mut got) = (&self.buf[..], self.pos, 0);
            while got < most {
                match short_at(&buf[pos..pos + 5]) {
                    Some((len, number)) if each(number) => (pos, got) = (pos + len + 1, got + 1),
                    _ => break,
                }
            }
            self.pos = pos;
            got
        }
    }
}
// ---- end block: each_short ----
