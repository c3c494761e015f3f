//! A small language for the shape of one benchmark case, so that a problem
//! declares its input in its manifest instead of in code:
//!
//! - `n:1..1000` draws n uniformly from 1 to 1000 and writes it;
//! - `b:a..1000000` may bound by a value drawn before it, `b:a+1..9` or
//!   `b:1..a-1` by that value plus or minus a constant;
//! - `m*(x:0..9)` repeats the group m times (m drawn before, or a number);
//! - `/` starts a new line; any other word is written as it is.
//!
//! Words on one line are joined by one space, and each case ends its line.

use crate::rng::Rng;

#[derive(Debug, PartialEq)]
enum Bound {
    Number(u64),
    /// A value drawn before, plus a constant (which may be negative).
    Name(String, i64),
}

#[derive(Debug, PartialEq)]
enum Item {
    Draw { name: String, lo: Bound, hi: Bound },
    Repeat { name: String, body: Vec<Item> },
    NewLine,
    Word(String),
}

#[derive(Debug)]
pub struct Template {
    items: Vec<Item>,
}

impl Template {
    pub fn parse(text: &str) -> Result<Template, String> {
        // Parentheses become words of their own.
        let spaced = text.replace('(', " ( ").replace(')', " ) ");
        let mut words = spaced.split_whitespace().peekable();
        let items = parse_items(&mut words)?;
        match words.next() {
            None => Ok(Template { items }),
            Some(extra) => Err(format!("unexpected {:?}", extra)),
        }
    }

    /// One case, ending with a newline.
    pub fn case(&self, rng: &mut Rng) -> Result<String, String> {
        let mut out = String::new();
        let mut scope = Vec::new();
        write_items(&self.items, rng, &mut scope, &mut out)?;
        out.push('\n');
        Ok(out)
    }
}

fn parse_items<'a, I: Iterator<Item = &'a str>>(
    words: &mut std::iter::Peekable<I>,
) -> Result<Vec<Item>, String> {
    let mut items = Vec::new();
    while let Some(&word) = words.peek() {
        if word == ")" {
            break;
        }
        words.next();
        let item = if word == "/" {
            Item::NewLine
        } else if let Some(name) = word.strip_suffix('*') {
            if words.next() != Some("(") {
                return Err(format!(
                    "{:?} must be followed by a group in parentheses",
                    word
                ));
            }
            let body = parse_items(words)?;
            if words.next() != Some(")") {
                return Err(format!("the group after {:?} is not closed", word));
            }
            Item::Repeat {
                name: name.to_string(),
                body,
            }
        } else if word.contains('*') {
            return Err(format!(
                "{:?}: `name*` must be followed by a group in parentheses",
                word
            ));
        } else if let Some((name, range)) = word.split_once(':') {
            let (lo, hi) = range
                .split_once("..")
                .ok_or_else(|| format!("{:?}: expected name:lo..hi", word))?;
            Item::Draw {
                name: name.to_string(),
                lo: bound(lo)?,
                hi: bound(hi)?,
            }
        } else {
            Item::Word(word.to_string())
        };
        items.push(item);
    }
    Ok(items)
}

fn bound(text: &str) -> Result<Bound, String> {
    if let Ok(number) = text.parse() {
        return Ok(Bound::Number(number));
    }
    let (name, offset) = match text.find(['+', '-']) {
        Some(at) => (&text[..at], &text[at..]),
        None => (text, "+0"),
    };
    let offset: i64 = offset
        .trim_start_matches('+')
        .parse()
        .map_err(|_| format!("{:?}: expected name+number or name-number", text))?;
    Ok(Bound::Name(name.to_string(), offset))
}

fn lookup(scope: &[(String, u64)], name: &str) -> Result<u64, String> {
    scope
        .iter()
        .rev()
        .find(|(bound, _)| bound == name)
        .map(|&(_, value)| value)
        .ok_or_else(|| format!("{:?} is used before it is drawn", name))
}

fn write_word(out: &mut String, word: &str) {
    if !(out.is_empty() || out.ends_with('\n')) {
        out.push(' ');
    }
    out.push_str(word);
}

fn write_items(
    items: &[Item],
    rng: &mut Rng,
    scope: &mut Vec<(String, u64)>,
    out: &mut String,
) -> Result<(), String> {
    for item in items {
        match item {
            Item::Draw { name, lo, hi } => {
                let value_of = |b: &Bound| match b {
                    Bound::Number(n) => Ok(*n),
                    Bound::Name(name, offset) => lookup(scope, name)?
                        .checked_add_signed(*offset)
                        .ok_or_else(|| format!("{}{:+} is outside u64", name, offset)),
                };
                let (lo, hi) = (value_of(lo)?, value_of(hi)?);
                if lo > hi {
                    return Err(format!("{}: empty range {}..{}", name, lo, hi));
                }
                let value = rng.range(lo, hi);
                write_word(out, &value.to_string());
                scope.push((name.clone(), value));
            }
            Item::Repeat { name, body } => {
                let depth = scope.len();
                let times = match name.parse() {
                    Ok(times) => times,
                    Err(_) => lookup(scope, name)?,
                };
                for _ in 0..times {
                    write_items(body, rng, scope, out)?;
                    scope.truncate(depth);
                }
            }
            Item::NewLine => out.push('\n'),
            Item::Word(word) => write_word(out, word),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_within_bounds_in_order() {
        let template = Template::parse("a:0..2 b:a+2..5 c:a+1..b-1").unwrap();
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let case = template.case(&mut rng).unwrap();
            let v: Vec<u64> = case
                .split_whitespace()
                .map(|w| w.parse().unwrap())
                .collect();
            assert!(
                case.ends_with('\n') && v.len() == 3 && v[0] < v[2] && v[2] < v[1] && v[1] <= 5,
                "{:?}",
                case
            );
        }
    }

    #[test]
    fn groups_repeat_and_lines_break() {
        let template = Template::parse("k:3..3 k*(s:7..7) / m:2..2 m*(x:1..1 / ) 2*(0) 0").unwrap();
        assert_eq!(
            template.case(&mut Rng::new(1)).unwrap(),
            "3 7 7 7\n2 1\n1\n0 0 0\n"
        );
    }

    #[test]
    fn mistakes_are_named() {
        assert!(Template::parse("k*s:1..2")
            .unwrap_err()
            .contains("parentheses"));
        assert!(Template::parse("k:1..2 k*(s:1..2")
            .unwrap_err()
            .contains("not closed"));
        assert!(Template::parse("a:1").unwrap_err().contains("lo..hi"));
        let unbound = Template::parse("b:a..5").unwrap();
        assert!(unbound
            .case(&mut Rng::new(1))
            .unwrap_err()
            .contains("before it is drawn"));
    }
}
