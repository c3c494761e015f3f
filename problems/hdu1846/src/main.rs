//! HDU 1846, Brave Game (Bash's game):
//! http://acm.hdu.edu.cn/showproblem.php?pid=1846
//!
//! Description: one pile of n stones; a move takes 1 to m stones; whoever
//! takes the last stone wins. The input is a count C, then C pairs `n m`;
//! print `first` if the player to move wins, else `second`.
//! Rule: the mover loses exactly when (m + 1) divides n. Why: from a
//! multiple of m + 1 every move (1..=m) leaves a non-multiple, and from a
//! non-multiple taking n mod (m + 1) leaves a multiple; 0 is a multiple and
//! the player facing it has lost. Beyond the statement: n = 0 is lost,
//! m = 0 allows no move (so n is lost too: (0 + 1) divides n), and for
//! m = u64::MAX the period m + 1 exceeds every n, so any n > 0 wins.
//! Time: O(1) per case, 64 KiB input and output buffers, memory flat.
//! Status: problems/hdu1846/tests. Every n, m <= 200 against a brute-force
//! search of the moves, seeded random pairs up to 1000 and up to u64::MAX
//! against the rule read the other way (a losing n is a multiple of m + 1),
//! whitespace variants, truncated counts and every malformed-input kind.

const PROBLEM: &str = "hdu1846";

// ---- begin block: fastio (canonical copy: common/blocks/fastio.rs; re-sync: cargo run -p common --bin sync-blocks) ----
/// Streaming token input and buffered output through fixed buffers. Malformed
/// input becomes an `InputError` (never a panic); `run` prints the answers of
/// the complete cases, then `<problem>: line <n>: <what was wrong>`, exit 2.
#[allow(dead_code)]
mod fastio {
    use std::fmt;
    use std::io::{self, Read, Write};

    pub const INPUT_BUFFER: usize = 1 << 16;
    pub const OUTPUT_BUFFER: usize = 1 << 16;
    /// How much of a malformed token the error message quotes.
    const QUOTE_LIMIT: usize = 32;

    #[derive(Debug)]
    pub struct InputError {
        pub line: u64,
        pub message: String,
    }

    impl fmt::Display for InputError {
        fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }

    /// Runs `solve` on stdin and stdout, then exits with status 2 (bad input)
    /// or 1 (output could not be written) after saying why on stderr.
    pub fn run<F>(problem: &str, solve: F)
    where
        F: FnOnce(&mut Io<io::StdinLock, io::StdoutLock>) -> Result<(), InputError>,
    {
        let stdin = io::stdin();
        let stdout = io::stdout();
        let mut io = Io::new(stdin.lock(), stdout.lock(), INPUT_BUFFER, OUTPUT_BUFFER);
        let verdict = solve(&mut io);
        if let Err(e) = io.finish() {
            eprintln!("{}: cannot write output: {}", problem, e);
            std::process::exit(1);
        }
        if let Err(e) = verdict {
            eprintln!("{}: {}", problem, e);
            std::process::exit(2);
        }
    }

    pub fn is_space(c: u8) -> bool {
        c == b' ' || (b'\t'..=b'\r').contains(&c)
    }

    pub struct Io<R: Read, W: Write> {
        input: R,
        in_buf: Box<[u8]>,
        in_pos: usize,
        in_len: usize,
        at_eof: bool,
        /// Line of the next unread byte, from 1.
        line: u64,
        /// Line on which the last token started.
        token_line: u64,
        output: W,
        out_buf: Box<[u8]>,
        out_len: usize,
        write_error: Option<io::Error>,
    }

    impl<R: Read, W: Write> Io<R, W> {
        pub fn new(input: R, output: W, in_capacity: usize, out_capacity: usize) -> Self {
            Io {
                input,
                in_buf: vec![0; in_capacity.max(1)].into_boxed_slice(),
                in_pos: 0,
                in_len: 0,
                at_eof: false,
                line: 1,
                token_line: 1,
                output,
                out_buf: vec![0; out_capacity.max(1)].into_boxed_slice(),
                out_len: 0,
                write_error: None,
            }
        }

        /// The next unsigned integer, or `None` at a clean end of input.
        /// `what` names the expected value in error messages.
        pub fn next(&mut self, what: &str) -> Result<Option<u64>, InputError> {
            loop {
                if self.in_pos == self.in_len && !self.fill()? {
                    return Ok(None);
                }
                let c = self.in_buf[self.in_pos];
                if !is_space(c) {
                    break;
                }
                if c == b'\n' {
                    self.line += 1;
                }
                self.in_pos += 1;
            }
            self.token_line = self.line;
            let mut value: u64 = 0;
            let mut digits: usize = 0;
            loop {
                let rest = &self.in_buf[self.in_pos..self.in_len];
                let mut used = 0;
                while used < rest.len() {
                    let d = rest[used].wrapping_sub(b'0');
                    if d > 9 {
                        break;
                    }
                    // 19 digits always fit in u64; only longer tokens need checks.
                    value = if digits < 19 {
                        value * 10 + u64::from(d)
                    } else {
                        match value.checked_mul(10).and_then(|v| v.checked_add(u64::from(d))) {
                            Some(v) => v,
                            None => return Err(self.too_large(what)),
                        }
                    };
                    digits += 1;
                    used += 1;
                }
                self.in_pos += used;
                if used < rest.len() || !self.fill()? {
                    break;
                }
            }
            if self.in_pos < self.in_len && !is_space(self.in_buf[self.in_pos]) {
                return Err(self.malformed(what, value, digits));
            }
            Ok(Some(value))
        }

        /// The next unsigned integer; end of input here cuts a case short.
        pub fn need(&mut self, what: &str) -> Result<u64, InputError> {
            match self.next(what)? {
                Some(value) => Ok(value),
                None => Err(InputError {
                    line: self.last_line(),
                    message: format!("expected {}, found end of input", what),
                }),
            }
        }

        /// An error about the value just read, for checks a problem makes itself.
        pub fn reject(&self, message: String) -> InputError {
            InputError {
                line: self.token_line,
                message,
            }
        }

        pub fn put(&mut self, bytes: &[u8]) {
            if self.out_buf.len() - self.out_len < bytes.len() {
                self.flush_buffer();
                if bytes.len() > self.out_buf.len() {
                    self.write_out(bytes);
                    return;
                }
            }
            self.out_buf[self.out_len..self.out_len + bytes.len()].copy_from_slice(bytes);
            self.out_len += bytes.len();
        }

        pub fn put_u64(&mut self, mut value: u64) {
            let mut digits = [0u8; 20];
            let mut start = digits.len();
            loop {
                start -= 1;
                digits[start] = b'0' + (value % 10) as u8;
                value /= 10;
                if value == 0 {
                    break;
                }
            }
            self.put(&digits[start..]);
        }

        /// Flushes everything; the first write error, if any, is returned.
        pub fn finish(&mut self) -> io::Result<()> {
            self.flush_buffer();
            if self.write_error.is_none() {
                if let Err(e) = self.output.flush() {
                    self.write_error = Some(e);
                }
            }
            match self.write_error.take() {
                Some(e) => Err(e),
                None => Ok(()),
            }
        }

        fn flush_buffer(&mut self) {
            let len = self.out_len;
            self.out_len = 0;
            if self.write_error.is_none() {
                if let Err(e) = self.output.write_all(&self.out_buf[..len]) {
                    self.write_error = Some(e);
                }
            }
        }

        fn write_out(&mut self, bytes: &[u8]) {
            if self.write_error.is_none() {
                if let Err(e) = self.output.write_all(bytes) {
                    self.write_error = Some(e);
                }
            }
        }

        /// Refills the empty input buffer; false at end of input. Stops the
        /// input once output has failed, since nobody can see the answers.
        fn fill(&mut self) -> Result<bool, InputError> {
            if self.at_eof {
                return Ok(false);
            }
            if self.write_error.is_some() {
                return Err(self.reject("stopped: output cannot be written".to_string()));
            }
            loop {
                match self.input.read(&mut self.in_buf) {
                    Ok(0) => {
                        // Keep in_len: the last byte read tells whether input ended with a newline.
                        self.at_eof = true;
                        return Ok(false);
                    }
                    Ok(n) => {
                        self.in_pos = 0;
                        self.in_len = n;
                        return Ok(true);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(self.reject(format!("cannot read input: {}", e))),
                }
            }
        }

        /// The last line of the input: a final newline does not start another.
        fn last_line(&self) -> u64 {
            let ends_with_newline = self.in_len > 0 && self.in_buf[self.in_len - 1] == b'\n';
            self.line - u64::from(ends_with_newline)
        }

        fn too_large(&self, what: &str) -> InputError {
            self.reject(format!(
                "expected {}, found a number above {}",
                what,
                u64::MAX
            ))
        }

        /// Quotes the bad token: the digits already parsed, then the rest of it.
        fn malformed(&mut self, what: &str, parsed: u64, digits: usize) -> InputError {
            let mut token = if digits > 0 {
                format!("{:0width$}", parsed, width = digits).into_bytes()
            } else {
                Vec::new()
            };
            let mut truncated = false;
            loop {
                if self.in_pos == self.in_len && !matches!(self.fill(), Ok(true)) {
                    break;
                }
                let c = self.in_buf[self.in_pos];
                if is_space(c) {
                    break;
                }
                if token.len() < QUOTE_LIMIT {
                    token.push(c);
                } else {
                    truncated = true;
                }
                self.in_pos += 1;
            }
            let quoted = String::from_utf8_lossy(&token).into_owned();
            self.reject(format!(
                "expected {} (an unsigned decimal integer), found {:?}{}",
                what,
                quoted,
                if truncated { "..." } else { "" }
            ))
        }
    }
}
// ---- end block: fastio ----

/// True when the player to move wins with n stones left and takes of 1..=m.
fn first_wins(n: u64, m: u64) -> bool {
    match m.checked_add(1) {
        Some(period) => n % period != 0,
        None => n != 0,
    }
}

fn main() {
    fastio::run(PROBLEM, |io| {
        let cases = io.need("the case count C")?;
        for _ in 0..cases {
            let n = io.need("n")?;
            let m = io.need("m")?;
            io.put(if first_wins(n, m) {
                b"first\n"
            } else {
                b"second\n"
            });
        }
        Ok(())
    });
}
