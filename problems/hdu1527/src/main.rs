//! Problem: HDU 1527 取石子游戏, http://acm.hdu.edu.cn/showproblem.php?pid=1527
//! Input:   pairs `a b` until end of input (the same statement as POJ 1067).
//! Output:  `1` if the player to move wins, else `0`.
//! Game:    Wythoff's: take any number from one pile, or the same number from
//!          both; taking the last stone wins.
//! Rule:    the mover loses iff the piles are (a_k, a_k + k), a_k = floor(k phi).
//! Why:     those pairs hold every positive integer once (Beatty sequences,
//!          1/phi + 1/phi^2 = 1) with distinct differences, so no move joins two,
//!          and from any other pair one move reaches one.
//! Beyond:  any u64 piles, either order, 0 0 included: floor(k / phi) comes from
//!          a 64-bit fixed-point 1/phi corrected by one exact integer test.
//! Time:    O(1) per pair, no floating point; memory flat.
//! Status:  every pair <= 300 vs brute force; Fibonacci traps and seeded to
//!          u64::MAX vs Zeckendorf arithmetic; malformed; fuzz.
//! Blocks:  fastio, wythoff, wythoff_queries

const PROBLEM: &str = "hdu1527";

const ANSWERS: fastio::Words = fastio::Words::new(b"0\n", b"1\n");

fn main() {
    fastio::run(PROBLEM, |io| wythoff_queries::answer(io, &ANSWERS));
}

// ==== Below: blocks embedded from common/blocks/ by `cargo run -p common --bin sync`. Edit them there. ====
// ---- begin block: fastio ----
// Streaming input and buffered output through fixed buffers, exact and
// panic-free on any input:
//
//     fastio::run(PROBLEM, |io| {
//         let count = io.need("the case count C")?; // a number, or an error
//         while let Some(n) = io.next("n")? {}     // None at a clean end of input
//         let m = io.need_short("m")?;              // the same, for values of a few digits
//         io.next_digits("s")?;                    // a digit string: Some((length, value))
//         io.put(b"text\n");                       // bytes
//         io.put_word(&WORDS, wins);               // one of two words, no branch
//         let out = io.room();                     // MAX_ROOM bytes to write in place,
//         io.commit(len);                          //   then count what was written
//         Err(io.reject(format!("...")))           // a value the game forbids
//     });
//
// Malformed input (not an unsigned decimal, above u64::MAX, a case cut
// short) is an `InputError`: `run` prints the answers so far, then
// `<problem>: line <n>: <what was wrong>` on stderr, and exits with status 2.
#[allow(dead_code)]
mod fastio {
    use std::io::{self, Read, Write};
    #[cfg(unix)]
    use std::os::unix::io::FromRawFd;

    pub const INPUT_BUFFER: usize = 1 << 16;
    pub const OUTPUT_BUFFER: usize = 1 << 16;
    /// How many bytes `room` offers.
    pub const MAX_ROOM: usize = 256;
    /// The longest word `Words` holds, newline included.
    pub const WORD_ROOM: usize = 32;

    #[derive(Debug)]
    pub struct InputError {
        pub line: u64,
        pub message: String,
    }

    /// Runs `solve` on stdin and stdout, then exits with status 2 (bad input)
    /// or 1 (output could not be written) after saying why on stderr.
    pub fn run<F>(problem: &str, solve: F)
    where
        F: FnOnce(&mut Io<io::StdinLock, Stdout>) -> Result<(), InputError>,
    {
        // Safety: descriptor 1 is the process's standard output, and the
        // leaked File, never dropped, never closes it.
        #[cfg(unix)]
        let stdout = Box::leak(Box::new(unsafe { FromRawFd::from_raw_fd(1) }));
        #[cfg(not(unix))]
        let stdout = io::stdout().lock();
        let stdin = io::stdin();
        let mut io = Io::new(stdin.lock(), stdout, INPUT_BUFFER);
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

    /// Standard output as the file it is: `io::stdout()` buffers by lines,
    /// which would split every chunk at its last newline into two writes.
    #[cfg(unix)]
    pub type Stdout = &'static mut std::fs::File;
    #[cfg(not(unix))]
    pub type Stdout = io::StdoutLock<'static>;

    /// Two answer words, each padded to `WORD_ROOM` bytes so that one
    /// fixed-size copy writes either: no branch on an unpredictable answer.
    pub struct Words {
        bytes: [[u8; WORD_ROOM]; 2],
        len: [usize; 2],
        /// 8, 16 or 32: how much the copy takes, the least that holds both.
        copy: usize,
    }

    impl Words {
        /// `lose` and `win`, each at most `WORD_ROOM` bytes (checked when
        /// the constant is compiled).
        pub const fn new(lose: &[u8], win: &[u8]) -> Words {
            let longest = [lose.len(), win.len()][(lose.len() < win.len()) as usize];
            Words {
                bytes: [pad(lose), pad(win)],
                len: [lose.len(), win.len()],
                copy: 8 << ((longest > 8) as usize + (longest > 16) as usize),
            }
        }
    }

    /// The first eight bytes of a padded word.
    #[inline(always)]
    fn word_u64(word: &[u8; WORD_ROOM]) -> u64 {
        let mut first = [0; 8];
        first.copy_from_slice(&word[..8]);
        u64::from_le_bytes(first)
    }

    const fn pad(word: &[u8]) -> [u8; WORD_ROOM] {
        assert!(word.len() <= WORD_ROOM, "a word is over WORD_ROOM");
        let mut bytes = [0; WORD_ROOM];
        let mut i = 0;
        while i < word.len() {
            bytes[i] = word[i];
            i += 1;
        }
        bytes
    }

    type InputBuffer = [u8; INPUT_BUFFER + 1 + PADDING];
    type OutputBuffer = [u8; OUTPUT_BUFFER + MAX_ROOM];

    /// The reader and the writer. A solution's `Io` is a local (`run` makes
    /// it) and every method is inlined, so the compiler can keep the two
    /// positions, `pos` and `out_len`, in registers through the solution's
    /// loop, but only while no call it cannot see receives the `Io`. So the
    /// slow paths get the buffers and `Ends`, with the position copied in
    /// and out (`Slow`). Behind a pointer that such a call receives, the
    /// position would be stored and loaded again for every token.
    pub struct Io<R: Read, W: Write> {
        /// Up to `INPUT_BUFFER` bytes of input, the sentinel and the padding:
        /// a fixed length, so the fast path needs no bounds check.
        in_buf: Box<InputBuffer>,
        /// The next byte of `in_buf` to read.
        pos: usize,
        /// Output is written `OUTPUT_BUFFER` bytes at a time, once more wait;
        /// `MAX_ROOM` more follow, so that `room` needs no bounds check.
        out_buf: Box<OutputBuffer>,
        out_len: usize,
        ends: Box<Ends<R, W>>,
    }

    /// Where the slow paths stand: the next byte of `in_buf`, and where the
    /// last token started, or `CARRIED` once a refill has dropped it.
    #[derive(Clone, Copy)]
    struct At {
        pos: usize,
        token_start: usize,
    }

    /// What only refills, flushes and error messages use.
    struct Ends<R, W> {
        input: R,
        /// How much one read may fill (less than `INPUT_BUFFER` in tests).
        in_capacity: usize,
        in_len: usize,
        at_eof: bool,
        /// Lines are counted only for error messages, so the hot path keeps
        /// none: the line of `in_buf[0]` (from 1), and the line of the last
        /// token once it is `CARRIED`.
        buf_line: u64,
        carried_line: u64,
        /// The last byte of the previous buffer: at end of input, whether
        /// the input ended with a newline.
        last_byte: u8,
        output: W,
        write_error: Option<io::Error>,
    }

    impl<R: Read, W: Write> Io<R, W> {
        pub fn new(input: R, output: W, in_capacity: usize) -> Self {
            Io {
                in_buf: Box::new([SENTINEL; INPUT_BUFFER + 1 + PADDING]),
                pos: 0,
                out_buf: Box::new([0; OUTPUT_BUFFER + MAX_ROOM]),
                out_len: 0,
                ends: Box::new(Ends {
                    input,
                    in_capacity: in_capacity.clamp(1, INPUT_BUFFER),
                    in_len: 0,
                    at_eof: false,
                    buf_line: 1,
                    carried_line: 1,
                    last_byte: SENTINEL,
                    output,
                    write_error: None,
                }),
            }
        }

        /// The next unsigned integer, or `None` at a clean end of input.
        /// `what` names the expected value in error messages.
        #[inline(always)]
        pub fn next(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            // Fast path: 1 to 20 digits and a whitespace byte, all in the
            // buffer, read 8 bytes at a time; the whitespace is consumed, so
            // the next call usually starts on a digit. Anything else, from a
            // refill to an error, takes the general path.
            let buf = &self.in_buf;
            // A window holds 24 digits at most, then the terminator.
            let mut start = self.pos;
            let mut window = &buf[start..start + 25];
            let (mut high, mut high_len) = leading_digits(&window[..8]);
            if high_len == 0 {
                while is_space(buf[start]) {
                    start += 1;
                }
                window = &buf[start..start + 25];
                let digits = leading_digits(&window[..8]);
                high = digits.0;
                high_len = digits.1;
            }
            let (value, len) = if high_len < 8 {
                (high, high_len)
            } else {
                let (mid, mid_len) = leading_digits(&window[8..16]);
                let value = high * POW10[mid_len] + mid;
                if mid_len < 8 {
                    (value, 8 + mid_len)
                } else {
                    // Past 16 digits, only this last step can overflow; an
                    // overflow (length 0) takes the general path.
                    let (low, low_len) = leading_digits(&window[16..24]);
                    let value = value
                        .checked_mul(POW10[low_len])
                        .and_then(|v| v.checked_add(low));
                    value.map_or((0, 0), |value| (value, 16 + low_len))
                }
            };
            let terminator = window[len];
            if len.wrapping_sub(1) < 20 && is_space(terminator) {
                self.pos = start + len + 1;
                return Ok(Some(value));
            }
            self.slow(|slow| slow.number(what))
        }

        /// The next unsigned integer; end of input here cuts a case short.
        #[inline(always)]
        pub fn need(&mut self, what: &str) -> Result<u64, InputError> {
            let value = self.next(what)?;
            value.ok_or_else(|| self.ends.end_of_input(what))
        }

        /// `next` for tokens of a few digits (values a statement keeps below
        /// 10^4 or so): a byte at a time, which on such tokens beats the
        /// fixed cost of `next`'s eight-byte steps. The same results on any
        /// input: a token of more than 15 digits, or anything not a number,
        /// takes the general path.
        #[inline(always)]
        pub fn next_short(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            let buf = &self.in_buf;
            let mut start = self.pos;
            while is_space(buf[start]) {
                start += 1;
            }
            // At most 15 digits (which cannot overflow), then the terminator:
            // indices the compiler sees are in the window, with no checks.
            let window = &buf[start..start + 16];
            let (mut len, mut value) = (0, 0);
            while len < 15 {
                let d = window[len].wrapping_sub(b'0');
                if d > 9 {
                    break;
                }
                value = value * 10 + u64::from(d);
                len += 1;
            }
            if len > 0 && is_space(window[len]) {
                self.pos = start + len + 1;
                return Ok(Some(value));
            }
            self.slow(|slow| slow.number(what))
        }

        /// `need` for tokens of a few digits (see `next_short`).
        #[inline(always)]
        pub fn need_short(&mut self, what: &str) -> Result<u64, InputError> {
            let value = self.next_short(what)?;
            value.ok_or_else(|| self.ends.end_of_input(what))
        }

        /// The next token, which must be a string of ASCII digits (leading
        /// zeros count): its length, and the value of its first 19 digits
        /// (all of them, if it has no more); `None` at a clean end of input.
        #[inline(always)]
        pub fn next_digits(&mut self, what: &str) -> Result<Option<(usize, u64)>, InputError> {
            // Fast path: 1 to 7 digits and a whitespace byte, in the buffer.
            let buf = &self.in_buf;
            let mut start = self.pos;
            while is_space(buf[start]) {
                start += 1;
            }
            let (value, len) = leading_digits(&buf[start..start + 8]);
            if len.wrapping_sub(1) < 7 && is_space(buf[start + len]) {
                self.pos = start + len + 1;
                return Ok(Some((len, value)));
            }
            self.slow(|slow| slow.digits(what))
        }

        /// An error about the value just read, for checks a problem makes itself.
        #[inline(always)]
        pub fn reject(&self, message: String) -> InputError {
            let start = last_token_start(&self.in_buf, self.pos);
            self.ends.reject(&self.in_buf, start, message)
        }

        #[inline(always)]
        pub fn put(&mut self, bytes: &[u8]) {
            for chunk in bytes.chunks(MAX_ROOM) {
                self.room()[..chunk.len()].copy_from_slice(chunk);
                self.commit(chunk.len());
            }
        }

        /// `words`' win word if `win`, else its lose word.
        #[inline(always)]
        pub fn put_word(&mut self, words: &Words, win: bool) {
            let len = if win { words.len[1] } else { words.len[0] };
            let room = self.room();
            // `words` is a constant, so only one of these copies is compiled,
            // and the short one selects between two constants.
            match words.copy {
                8 => {
                    let [lose, win_word] = &words.bytes;
                    let word = word_u64(if win { win_word } else { lose });
                    room[..8].copy_from_slice(&word.to_le_bytes());
                }
                16 => room[..16].copy_from_slice(&words.bytes[usize::from(win)][..16]),
                _ => room[..WORD_ROOM].copy_from_slice(&words.bytes[usize::from(win)]),
            }
            self.commit(len);
        }

        /// `MAX_ROOM` writable bytes at the end of the output, flushing
        /// first if needed. Bytes written there are output once `commit`
        /// counts them, so a caller may write speculatively.
        #[inline(always)]
        pub fn room(&mut self) -> &mut [u8] {
            // Written so that the compiler sees at <= OUTPUT_BUFFER: no
            // bounds check.
            let at = if self.out_len > OUTPUT_BUFFER {
                self.flush_chunk();
                self.out_len.min(OUTPUT_BUFFER)
            } else {
                self.out_len
            };
            &mut self.out_buf[at..at + MAX_ROOM]
        }

        /// Adds the first `len` (at most `MAX_ROOM`) bytes of the last
        /// `room` to the output.
        #[inline(always)]
        pub fn commit(&mut self, len: usize) {
            self.out_len += len;
        }

        /// Flushes everything; the first write error, if any, is returned.
        #[inline(always)]
        pub fn finish(&mut self) -> io::Result<()> {
            self.ends.write(&self.out_buf[..self.out_len]);
            self.out_len = 0;
            self.ends.finish()
        }

        /// Writes the first `OUTPUT_BUFFER` bytes, a whole number of 4 KiB
        /// pages, and carries the rest to the front: a file written in
        /// page-sized pieces is written faster (see bench/NOTES.md).
        #[cold]
        #[inline(never)]
        fn flush_chunk(&mut self) {
            let (buf, len) = (&mut self.out_buf, self.out_len);
            self.ends.write(&buf[..OUTPUT_BUFFER]);
            buf.copy_within(OUTPUT_BUFFER..len, 0);
            self.out_len = len - OUTPUT_BUFFER;
        }

        /// Runs a slow path on a copy of the input position, from where the
        /// calling reader began, so that it finds the last token's start.
        #[inline(always)]
        fn slow<T>(&mut self, path: impl FnOnce(&mut Slow<R, W>) -> T) -> T {
            let token_start = last_token_start(&self.in_buf, self.pos);
            let mut slow = Slow {
                buf: &mut self.in_buf,
                ends: &mut self.ends,
                at: At {
                    pos: self.pos,
                    token_start,
                },
            };
            let result = path(&mut slow);
            self.pos = slow.at.pos;
            result
        }
    }

    impl<R: Read, W: Write> Ends<R, W> {
        /// Writes unless an earlier write failed; keeps the first error.
        #[cold]
        #[inline(never)]
        fn write(&mut self, bytes: &[u8]) {
            if self.write_error.is_none() {
                self.write_error = self.output.write_all(bytes).err();
            }
        }

        fn finish(&mut self) -> io::Result<()> {
            if self.write_error.is_none() {
                self.write_error = self.output.flush().err();
            }
            self.write_error.take().map_or(Ok(()), Err)
        }

        /// Out of line, so that the hot path never spills `what` for it.
        #[cold]
        #[inline(never)]
        fn end_of_input(&self, what: &str) -> InputError {
            InputError {
                // All input is read: the last line, unless it is empty.
                line: self.buf_line - u64::from(self.last_byte == b'\n'),
                message: format!("expected {}, found end of input", what),
            }
        }

        #[cold]
        #[inline(never)]
        fn reject(&self, buf: &InputBuffer, token_start: usize, message: String) -> InputError {
            let line = match token_start {
                CARRIED => self.carried_line,
                start => self.line_at(buf, start),
            };
            InputError { line, message }
        }

        /// The line of `buf[pos]`.
        fn line_at(&self, buf: &InputBuffer, pos: usize) -> u64 {
            self.buf_line + newlines(&buf[..pos])
        }
    }

    /// Where a run of digits ended (see `Slow::digit_run`).
    enum RunEnd {
        /// At whitespace or the end of input: the token is all digits.
        TokenEnd,
        /// At a byte that makes the token malformed.
        MoreToken,
        /// Where the taker refused a digit.
        Stopped,
    }

    /// The slow paths' view of an `Io`: the buffer, the ends and a copy of
    /// the position. The entry points are out of line.
    struct Slow<'a, R, W> {
        buf: &'a mut InputBuffer,
        ends: &'a mut Ends<R, W>,
        at: At,
    }

    impl<'a, R: Read, W: Write> Slow<'a, R, W> {
        #[cold]
        #[inline(never)]
        fn number(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            if !self.start_token()? {
                return Ok(None);
            }
            let (mut value, mut digits) = (0u64, 0);
            let run = self.digit_run(|d| {
                match value
                    .checked_mul(10)
                    .and_then(|v| v.checked_add(u64::from(d)))
                {
                    Some(v) => value = v,
                    None => return false,
                }
                digits += 1;
                true
            })?;
            match run {
                RunEnd::Stopped => {
                    let message = format!("expected {}, found a number above {}", what, u64::MAX);
                    Err(self.reject(message))
                }
                RunEnd::MoreToken => {
                    // The digits read, leading zeros included (none if none).
                    let read = format!("{:01$}", value, digits).into_bytes();
                    Err(self.malformed(what, NUMBER, read[..digits].to_vec()))
                }
                RunEnd::TokenEnd => Ok(Some(value)),
            }
        }

        #[cold]
        #[inline(never)]
        fn digits(&mut self, what: &str) -> Result<Option<(usize, u64)>, InputError> {
            if !self.start_token()? {
                return Ok(None);
            }
            let (mut len, mut value) = (0, 0u64);
            // The digits for an error's quote, which `value` cannot give
            // past 19 of them.
            let mut quote = [0u8; QUOTE_LIMIT];
            let run = self.digit_run(|d| {
                if len < 19 {
                    value = value * 10 + u64::from(d);
                }
                if let Some(slot) = quote.get_mut(len) {
                    *slot = b'0' + d;
                }
                len += 1;
                true
            })?;
            if let RunEnd::MoreToken = run {
                let quoted = quote[..len.min(QUOTE_LIMIT)].to_vec();
                return Err(self.malformed(what, "", quoted));
            }
            Ok(Some((len, value)))
        }

        /// Feeds the digits of the token from here on, across refills, to
        /// `take` (each as 0 to 9), until a byte that is not a digit or
        /// until `take` refuses one, which stays unread.
        fn digit_run(&mut self, mut take: impl FnMut(u8) -> bool) -> Result<RunEnd, InputError> {
            loop {
                let d = self.buf[self.at.pos].wrapping_sub(b'0');
                if d <= 9 {
                    if !take(d) {
                        return Ok(RunEnd::Stopped);
                    }
                    self.at.pos += 1;
                } else if self.at.pos < self.ends.in_len || !self.fill()? {
                    break;
                }
            }
            if self.at.pos < self.ends.in_len && !is_space(self.buf[self.at.pos]) {
                return Ok(RunEnd::MoreToken);
            }
            Ok(RunEnd::TokenEnd)
        }

        fn reject(&self, message: String) -> InputError {
            self.ends.reject(self.buf, self.at.token_start, message)
        }

        /// Skips whitespace, refilling as needed, and marks where the next
        /// token starts; false at end of input.
        fn start_token(&mut self) -> Result<bool, InputError> {
            loop {
                let c = self.buf[self.at.pos];
                if is_space(c) {
                    self.at.pos += 1;
                } else if self.at.pos < self.ends.in_len {
                    self.at.token_start = self.at.pos;
                    return Ok(true);
                } else if !self.fill()? {
                    return Ok(false);
                }
            }
        }

        /// Refills the consumed input buffer; false at end of input. Stops
        /// the input once output has failed, since nobody can see the answers.
        fn fill(&mut self) -> Result<bool, InputError> {
            let (buf, ends) = (&mut *self.buf, &mut *self.ends);
            if ends.at_eof {
                return Ok(false);
            }
            if ends.write_error.is_some() {
                let message = "stopped: output cannot be written".to_string();
                return Err(ends.reject(buf, self.at.token_start, message));
            }
            let mut counted = 0;
            if self.at.token_start != CARRIED {
                counted = self.at.token_start;
                ends.buf_line = ends.line_at(buf, counted);
                ends.carried_line = ends.buf_line;
                self.at.token_start = CARRIED;
            }
            if ends.in_len > 0 {
                ends.last_byte = buf[ends.in_len - 1];
                ends.buf_line += newlines(&buf[counted..ends.in_len]);
            }
            self.at.pos = 0;
            ends.in_len = 0;
            buf[0] = SENTINEL;
            let capacity = ends.in_capacity;
            let filled = loop {
                match ends.input.read(&mut buf[..capacity]) {
                    Ok(n) => break n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        let message = format!("cannot read input: {}", e);
                        return Err(ends.reject(buf, CARRIED, message));
                    }
                }
            };
            ends.in_len = filled;
            buf[filled] = SENTINEL;
            ends.at_eof = filled == 0;
            Ok(filled > 0)
        }

        /// Quotes the bad token: `token`, the part of it already read, then
        /// the rest of it, up to `QUOTE_LIMIT` bytes in all. `kind` follows
        /// `what` (`NUMBER`, or nothing where `what` says it).
        fn malformed(&mut self, what: &str, kind: &str, mut token: Vec<u8>) -> InputError {
            // A malformed token has a non-digit after these digits, so the
            // loop below marks the quote as truncated if this cuts it.
            token.truncate(QUOTE_LIMIT);
            let mut truncated = "";
            while self.at.pos < self.ends.in_len || matches!(self.fill(), Ok(true)) {
                let c = self.buf[self.at.pos];
                if is_space(c) {
                    break;
                }
                if token.len() < QUOTE_LIMIT {
                    token.push(c);
                } else {
                    truncated = "...";
                }
                self.at.pos += 1;
            }
            let quoted = String::from_utf8_lossy(&token).into_owned();
            let message = format!("expected {}{}, found {:?}{}", what, kind, quoted, truncated);
            self.reject(message)
        }
    }

    /// Where the last token starts in `buf`. Nothing records it, which
    /// keeps a register free for the solution's loop: reading stands on the
    /// byte after the token (a slow path stops there) or one past it (a fast
    /// path consumes it). Of a token that began before a refill, this finds
    /// the part in the buffer, on the same line: a token holds no newline.
    fn last_token_start(buf: &InputBuffer, pos: usize) -> usize {
        let mut start = pos.saturating_sub(1);
        while start > 0 && !is_space(buf[start - 1]) {
            start -= 1;
        }
        start
    }

    // The internals: byte classes, the input buffer's sentinel, and the
    // eight-bytes-at-a-time (SWAR) digit reading.

    /// `At::token_start` when the last token is no longer in the buffer.
    const CARRIED: usize = usize::MAX;
    /// What a number token is, in error messages.
    const NUMBER: &str = " (an unsigned decimal integer)";
    /// How much of a malformed token the error message quotes.
    const QUOTE_LIMIT: usize = 32;
    /// Written after the filled part of the input buffer: neither a digit
    /// nor whitespace, so every scan stops there without a bounds test.
    const SENTINEL: u8 = 0;
    /// Bytes after the sentinel, so the fast path may read 25 bytes from
    /// any position up to the sentinel.
    const PADDING: usize = 24;
    /// 10^0 to 10^8.
    const POW10: [u64; 9] = [
        1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
    ];

    /// Counts in runs of 255 bytes, which a u8 holds: the compiler turns
    /// that into wide vector compares and adds.
    fn newlines(bytes: &[u8]) -> u64 {
        let run = |chunk: &[u8]| chunk.iter().fold(0u8, |n, &c| n + u8::from(c == b'\n'));
        bytes.chunks(255).map(|chunk| u64::from(run(chunk))).sum()
    }

    pub fn is_space(c: u8) -> bool {
        c == b' ' || (b'\t'..=b'\r').contains(&c)
    }

    /// The value and length (0 to 8) of the run of ASCII digits that starts
    /// `bytes`, computed on the eight bytes at once.
    #[inline(always)]
    fn leading_digits(bytes: &[u8]) -> (u64, usize) {
        let mut word = [0u8; 8];
        word.copy_from_slice(&bytes[..8]);
        // Digits become 0..=9. A borrow only leaves a non-digit byte and
        // moves upward, beyond the first non-digit, where nothing is used.
        let t = u64::from_le_bytes(word).wrapping_sub(0x3030_3030_3030_3030);
        // High bit of each byte set where t > 9, i.e. not a digit.
        let non_digit = (t.wrapping_add(0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080;
        let len = (non_digit.trailing_zeros() / 8) as usize;
        if len == 0 {
            return (0, 0);
        }
        // Keep the len digits as the last (least significant) ones of an
        // 8-digit number, then combine pairs, quads and halves.
        let v = t << (64 - 8 * len);
        let v = (v.wrapping_mul((10 << 8) | 1) >> 8) & 0x00ff_00ff_00ff_00ff;
        let v = (v.wrapping_mul((100 << 16) | 1) >> 16) & 0x0000_ffff_0000_ffff;
        let v = v.wrapping_mul((10_000 << 32) | 1) >> 32;
        (v, len)
    }
}
// ---- end block: fastio ----
// ---- begin block: wythoff ----
/// Exact Wythoff arithmetic on u64, integers only. The losing positions are
/// (a_k, a_k + k) with a_k = floor(k * phi); every n >= 1 lies in exactly one.
#[allow(dead_code)]
mod wythoff {
    /// floor(2^64 / phi): 64 bits of 1/phi = phi - 1.
    const INV_PHI_Q64: u64 = 0x9e37_79b9_7f4a_7c15;

    /// floor(x / phi). With C = INV_PHI_Q64, C <= 2^64 / phi < C + 1, so
    /// x * 2^64 / phi lies in [x * C, x * C + x): its floor is r, the top
    /// half of x * C, whenever the low half is at most 2^64 - x. Otherwise
    /// the answer is r or r + 1 and one exact integer test settles it:
    /// r + 1 <= x / phi iff (r + 1) * phi < x iff x (x - r - 1) > (r + 1)^2.
    pub fn floor_div_phi(x: u64) -> u64 {
        let product = u128::from(x) * u128::from(INV_PHI_Q64);
        let r = (product >> 64) as u64;
        if (product as u64).checked_add(x).is_some() {
            return r;
        }
        let (x, next) = (u128::from(x), u128::from(r) + 1);
        if next < x && x * (x - next) > next * next {
            r + 1
        } else {
            r
        }
    }

    /// a_k = floor(k * phi) = k + floor(k / phi); `None` above u64::MAX.
    pub fn lower(k: u64) -> Option<u64> {
        k.checked_add(floor_div_phi(k))
    }

    /// True when (a, b), in either order, is a losing position for the mover.
    pub fn is_losing(a: u64, b: u64) -> bool {
        let (small, large) = if a <= b { (a, b) } else { (b, a) };
        lower(large - small) == Some(small)
    }

    /// The other pile of the losing position that holds a pile of n; `None`
    /// when it exceeds u64::MAX. If n = a_j then j = floor(n / phi) + 1 (the
    /// only integer in (n / phi, (n + 1) / phi)); otherwise n = a_i + i with
    /// a_i = floor(n / phi).
    pub fn partner(n: u64) -> Option<u64> {
        let below = floor_div_phi(n);
        let j = below + 1;
        // Both candidates, then a select: which one applies is a coin toss
        // on random input, and a branch on it would mispredict.
        let (upper, overflow) = n.overflowing_add(j);
        let in_lower = (n > 0) & (lower(j) == Some(n));
        if in_lower & overflow {
            None
        } else {
            Some(if in_lower { upper } else { below })
        }
    }
}
// ---- end block: wythoff ----
// ---- begin block: wythoff_queries ----
/// Wythoff queries: pairs `a b`, in either order, until end of input; the
/// win word when the player to move wins, else the lose word. `0 0` is an
/// ordinary query.
mod wythoff_queries {
    use super::{fastio, wythoff};

    pub fn answer<R: std::io::Read, W: std::io::Write>(
        io: &mut fastio::Io<R, W>,
        answers: &fastio::Words,
    ) -> Result<(), fastio::InputError> {
        while let Some(a) = io.next("pile a")? {
            let b = io.need("pile b")?;
            io.put_word(answers, !wythoff::is_losing(a, b));
        }
        Ok(())
    }
}
// ---- end block: wythoff_queries ----
