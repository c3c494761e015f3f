//! Validators: whether a judge could send an input, written from each
//! statement alone (the model is Library Checker's `verifier.cpp`). Each
//! problem's module has one (`Problem::validate`); it reads the input
//! through [`Input`], which knows the lines, and names the first line and
//! rule an input breaks.
//!
//! ```ignore
//! fn validate(input: &mut Input) -> Valid {
//!     let count = input.number("C", 1..=u64::MAX)?;
//!     input.end_line()?;
//!     for _ in 0..count {
//!         input.number("n", 1..=PROBLEM.limit("N"))?;
//!         input.number("m", 1..=PROBLEM.limit("M"))?;
//!         input.end_line()?;
//!     }
//!     Ok(())
//! }
//! ```
//!
//! What a judge's file may hold: the tokens in the statement's order and
//! lines, each number an unsigned decimal without a sign or a leading zero
//! (`0` itself is fine) inside the statement's bounds, and the structure the
//! statement promises (a graph acyclic, positions distinct, a drawing's
//! polygons hung by one vertex), checked in time linear in the input.
//! Whitespace is read as judges' files are known to hold it: spaces or tabs
//! between the tokens of a line, spaces, tabs or a CR before a line's end,
//! the last line's newline missing, and blank lines at the end of the
//! input. A blank line anywhere else is allowed only where the validator
//! says so ([`Input::blank_lines`]). Nothing may follow the input's end
//! (after a terminator, or after the cases a count announces).
//!
//! A validator may also find an input doubtful ([`Input::doubt`]): legal or
//! not, the statement leaves open (POJ 3710's loops); the first doubt is
//! kept and reading goes on, so a doubtful input that breaks a rule later
//! is still invalid.

use std::fmt;
use std::ops::RangeInclusive;

/// Where an input breaks a rule, and which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Broken {
    /// From 1.
    pub line: usize,
    pub rule: String,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.rule)
    }
}

/// What a validator makes of an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Validity {
    /// A judge could send it.
    Valid,
    /// Whether a judge could send it, the statement leaves open.
    Doubtful(Broken),
    /// A judge never sends it.
    Invalid(Broken),
}

impl Validity {
    pub fn is_valid(&self) -> bool {
        *self == Validity::Valid
    }
}

/// A validator's result: `Err` names the first rule broken.
pub type Valid<T = ()> = Result<T, Broken>;

/// An input read by a validator: tokens, lines and where it is.
pub struct Input<'a> {
    text: &'a [u8],
    at: usize,
    /// The line `at` is on, from 1.
    line: usize,
    doubt: Option<Broken>,
}

fn is_blank(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

/// A token shown in a message: cut if long, control bytes escaped.
fn shown(token: &[u8]) -> String {
    let text = String::from_utf8_lossy(&token[..token.len().min(24)]);
    let dots = if token.len() > 24 { "..." } else { "" };
    format!("{:?}{}", text, dots)
}

impl<'a> Input<'a> {
    pub fn new(text: &'a str) -> Self {
        Input { text: text.as_bytes(), at: 0, line: 1, doubt: None }
    }

    /// The line being read, from 1.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The rule `rule` broken on the current line.
    pub fn broken(&self, rule: impl Into<String>) -> Broken {
        Broken { line: self.line, rule: rule.into() }
    }

    /// `Err` of [`Input::broken`]: `return input.fail("...")`.
    pub fn fail<T>(&self, rule: impl Into<String>) -> Valid<T> {
        Err(self.broken(rule))
    }

    /// Marks the input doubtful on the current line (the first doubt is
    /// kept) and reads on.
    pub fn doubt(&mut self, rule: impl Into<String>) {
        if self.doubt.is_none() {
            self.doubt = Some(self.broken(rule));
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(is_blank) {
            self.at += 1;
        }
    }

    /// The next token of the current line, `name` in the message if the
    /// line has no more.
    pub fn token(&mut self, name: &str) -> Valid<&'a [u8]> {
        self.skip_blanks();
        let start = self.at;
        while self.peek().is_some_and(|c| !c.is_ascii_whitespace()) {
            self.at += 1;
        }
        if start == self.at {
            let found = match self.peek() {
                None => "the end of the input",
                Some(b'\n' | b'\r') => "the line's end",
                Some(_) => "a control character",
            };
            return self.fail(format!("expected {}, found {}", name, found));
        }
        Ok(&self.text[start..self.at])
    }

    /// An unsigned decimal `name` on the current line, inside `range` (the
    /// statement's bounds): no sign, no leading zero.
    pub fn number(&mut self, name: &str, range: RangeInclusive<u64>) -> Valid<u64> {
        let token = self.token(name)?;
        if !token.iter().all(u8::is_ascii_digit) {
            return self.fail(format!(
                "{} must be an unsigned decimal integer, found {}",
                name,
                shown(token)
            ));
        }
        if token.len() > 1 && token[0] == b'0' {
            return self.fail(format!("{} has a leading zero: {}", name, shown(token)));
        }
        let value = token.iter().try_fold(0u64, |value, &d| {
            value.checked_mul(10).and_then(|v| v.checked_add(u64::from(d - b'0')))
        });
        match value {
            Some(value) if range.contains(&value) => Ok(value),
            _ => self.fail(format!(
                "{} = {} is outside {}..={}",
                name,
                String::from_utf8_lossy(token),
                range.start(),
                range.end()
            )),
        }
    }

    /// A string of digits `name` whose length is inside `lengths` (leading
    /// zeros allowed: the digits are the value, as in HDU 1404).
    pub fn digits(&mut self, name: &str, lengths: RangeInclusive<usize>) -> Valid<&'a [u8]> {
        let token = self.token(name)?;
        if !token.iter().all(u8::is_ascii_digit) {
            return self.fail(format!("{} must be digits, found {}", name, shown(token)));
        }
        if !lengths.contains(&token.len()) {
            return self.fail(format!(
                "{} has {} digits, outside {}..={}",
                name,
                token.len(),
                lengths.start(),
                lengths.end()
            ));
        }
        Ok(token)
    }

    /// Whether the current line has another token.
    pub fn more_on_line(&mut self) -> bool {
        self.skip_blanks();
        self.peek().is_some_and(|c| !c.is_ascii_whitespace())
    }

    /// The end of the current line: nothing but spaces, tabs or a CR before
    /// its newline (or the end of the input).
    pub fn end_line(&mut self) -> Valid {
        self.skip_blanks();
        if self.peek() == Some(b'\r') {
            self.at += 1;
        }
        match self.peek() {
            None => Ok(()),
            Some(b'\n') => {
                self.at += 1;
                self.line += 1;
                Ok(())
            }
            Some(_) => {
                let rest = &self.text[self.at..];
                let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
                self.fail(format!("the line should end here, found {}", shown(&rest[..end])))
            }
        }
    }

    /// Skips blank lines (only spaces, tabs or a CR), where the statement
    /// allows them.
    pub fn blank_lines(&mut self) {
        loop {
            let rest = &self.text[self.at..];
            let end = rest.iter().position(|&c| c == b'\n');
            let line = &rest[..end.unwrap_or(rest.len())];
            if !line.iter().all(|&c| is_blank(c) || c == b'\r') || end.is_none() {
                return;
            }
            self.at += line.len() + 1;
            self.line += 1;
        }
    }

    /// Whether the input is over: nothing left but whitespace, at the start
    /// of a line.
    pub fn at_end(&self) -> bool {
        self.text[self.at..].iter().all(u8::is_ascii_whitespace)
    }

    /// The end of the input: nothing may follow.
    pub fn end(&mut self) -> Valid {
        if self.at_end() {
            self.at = self.text.len();
            return Ok(());
        }
        self.blank_lines();
        let rest = &self.text[self.at..];
        let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
        self.fail(format!("the input should end here, found {}", shown(&rest[..end])))
    }

    /// `count` numbers `name` in `range` on the current line, then its end.
    pub fn numbers_line(
        &mut self,
        name: &str,
        count: u64,
        range: RangeInclusive<u64>,
    ) -> Valid<Vec<u64>> {
        let values = (0..count).map(|_| self.number(name, range.clone())).collect::<Valid<_>>()?;
        self.end_line()?;
        Ok(values)
    }

    /// Whether the next line is `line` (a terminator such as `0 0`), in
    /// tokens; reads it if it is.
    pub fn terminator(&mut self, line: &str) -> Valid<bool> {
        let (at, number) = (self.at, self.line);
        let mut words = line.split_ascii_whitespace();
        let matched = words.all(|word| {
            self.skip_blanks();
            let start = self.at;
            while self.peek().is_some_and(|c| !c.is_ascii_whitespace()) {
                self.at += 1;
            }
            &self.text[start..self.at] == word.as_bytes()
        });
        if matched && !self.more_on_line() {
            self.end_line()?;
            return Ok(true);
        }
        self.at = at;
        self.line = number;
        Ok(false)
    }
}

/// What `validate` makes of `text`: it must read the whole input.
pub fn validity(validate: fn(&mut Input) -> Valid, text: &str) -> Validity {
    let mut input = Input::new(text);
    match validate(&mut input).and_then(|()| input.end()) {
        Err(broken) => Validity::Invalid(broken),
        Ok(()) => match input.doubt {
            Some(doubt) => Validity::Doubtful(doubt),
            None => Validity::Valid,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// C, then C lines `n m` with 1 <= n, m <= 9.
    fn pairs(input: &mut Input) -> Valid {
        let count = input.number("C", 1..=u64::MAX)?;
        input.end_line()?;
        for _ in 0..count {
            input.numbers_line("n", 2, 1..=9)?;
        }
        Ok(())
    }

    fn broken(text: &str) -> String {
        match validity(pairs, text) {
            Validity::Invalid(b) => b.to_string(),
            other => panic!("{:?}: {:?}", text, other),
        }
    }

    #[test]
    fn the_whitespace_judges_files_hold_is_valid() {
        for text in ["2\n1 2\n3 4\n", "2\r\n1 2 \r\n3\t4", "2\n1  2\n3 4\n\n\n", " 2\n1 2\n3 4\n"] {
            assert_eq!(validity(pairs, text), Validity::Valid, "{:?}", text);
        }
    }

    #[test]
    fn the_first_broken_rule_is_named_with_its_line() {
        assert_eq!(broken("2\n1 2\n"), "line 3: expected n, found the end of the input");
        assert_eq!(broken("2\n1\n2 3\n"), "line 2: expected n, found the line's end");
        assert_eq!(broken("2\n1 2 3\n3 4\n"), "line 2: the line should end here, found \"3\"");
        assert_eq!(broken("2\n1 2\n\n3 4\n"), "line 3: expected n, found the line's end");
        assert_eq!(broken("1\n1 2\n3 4\n"), "line 3: the input should end here, found \"3 4\"");
        assert_eq!(broken("1\n0 2\n"), "line 2: n = 0 is outside 1..=9");
        assert_eq!(broken("1\n01 2\n"), "line 2: n has a leading zero: \"01\"");
        assert_eq!(
            broken("1\n+1 2\n"),
            "line 2: n must be an unsigned decimal integer, found \"+1\""
        );
        assert_eq!(
            broken("99999999999999999999\n"),
            "line 1: C = 99999999999999999999 is outside 1..=18446744073709551615"
        );
    }

    #[test]
    fn a_doubt_is_kept_and_a_later_rule_still_counts() {
        fn doubting(input: &mut Input) -> Valid {
            input.doubt("a loop");
            input.number("n", 1..=9)?;
            input.end_line()
        }
        assert!(matches!(validity(doubting, "3\n"), Validity::Doubtful(b) if b.rule == "a loop"));
        assert!(matches!(validity(doubting, "30\n"), Validity::Invalid(_)));
    }

    #[test]
    fn a_terminator_is_read_only_when_the_whole_line_matches() {
        let mut input = Input::new("0 0 1\n0 0\n");
        assert!(!input.terminator("0 0").unwrap());
        assert_eq!(input.numbers_line("v", 3, 0..=9).unwrap(), [0, 0, 1]);
        assert!(input.terminator("0 0").unwrap());
        assert!(input.at_end());
    }
}
