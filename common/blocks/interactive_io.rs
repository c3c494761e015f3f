// ---- begin block: interactive_io ----
// Talk with an interactive judge, never a panic. `Judge::new(PROBLEM)`; `judge.next("n")`
// is the next integer (i64, so `-1` reads), taken from the lines as they arrive: it never
// reads past the line that holds it, since the judge waits for our answer. `judge.say(..)`
// writes one line and flushes it. A missing or malformed token, or `judge.fail(why)`:
// one stderr line `<problem>: line <n>: <why>`, exit status 2.
#[allow(dead_code)]
mod interactive_io {
    use std::fmt;
    use std::io::{self, BufRead, Write};

    pub struct Judge {
        problem: &'static str,
        input: io::Stdin,
        output: io::Stdout,
        /// The current line, its next unread byte, and its number (from 1).
        line: Vec<u8>,
        pos: usize,
        number: u64,
    }

    impl Judge {
        pub fn new(problem: &'static str) -> Self {
            Judge {
                problem,
                input: io::stdin(),
                output: io::stdout(),
                line: Vec::new(),
                pos: 0,
                number: 0,
            }
        }

        /// The next whitespace-separated token, reading one more line at a time.
        fn token(&mut self, what: &str) -> &[u8] {
            loop {
                while self.pos < self.line.len() && self.line[self.pos].is_ascii_whitespace() {
                    self.pos += 1;
                }
                if self.pos < self.line.len() {
                    break;
                }
                self.line.clear();
                self.pos = 0;
                let read = self.input.lock().read_until(b'\n', &mut self.line);
                match read {
                    Ok(0) => self.fail(&format!("the input ended before {}", what)),
                    Ok(_) => self.number += 1,
                    Err(e) => self.fail(&format!("cannot read {}: {}", what, e)),
                }
            }
            let start = self.pos;
            while self.pos < self.line.len() && !self.line[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            &self.line[start..self.pos]
        }

        /// The next token as an i64: an optional `-`, then digits.
        pub fn next(&mut self, what: &str) -> i64 {
            let token = self.token(what).to_vec();
            let (negative, digits) = match token.split_first() {
                Some((b'-', rest)) => (true, rest),
                _ => (false, &token[..]),
            };
            let mut value: i64 = 0;
            let mut fits = !digits.is_empty();
            for &c in digits {
                if !c.is_ascii_digit() {
                    fits = false;
                    break;
                }
                let digit = i64::from(c - b'0');
                let next = value.checked_mul(10).and_then(|v| {
                    if negative {
                        v.checked_sub(digit)
                    } else {
                        v.checked_add(digit)
                    }
                });
                match next {
                    Some(v) => value = v,
                    None => {
                        fits = false;
                        break;
                    }
                }
            }
            if !fits {
                let shown = String::from_utf8_lossy(&token).into_owned();
                self.fail(&format!("expected {} (a 64-bit integer), found {:?}", what, shown));
            }
            value
        }

        /// Writes `line` and a newline, and flushes: the judge answers only what it has seen.
        pub fn say(&mut self, line: fmt::Arguments) {
            let mut out = self.output.lock();
            let written = out.write_fmt(line).and_then(|_| out.write_all(b"\n"));
            if let Err(e) = written.and_then(|_| out.flush()) {
                drop(out);
                self.fail(&format!("cannot write to the judge: {}", e));
            }
        }

        pub fn fail(&self, why: &str) -> ! {
            eprintln!("{}: line {}: {}", self.problem, self.number, why);
            std::process::exit(2)
        }
    }
}
// ---- end block: interactive_io ----
