//! A small language for the shape of one benchmark case, so that a problem
//! declares its input in its manifest instead of in code:
//!
//! - `n:1..1000` draws n uniformly from 1 to 1000 and writes it;
//! - `n:1~1000` spreads n over the range's sizes, so that a benchmark holds
//!   the smallest, typical and largest cases: the low end an eighth of the
//!   time, the high end an eighth, else a digit count drawn uniformly
//!   (here 1 to 4) and a value uniformly among those of that length;
//! - `b:a..1000000` may bound by a value drawn before it, `b:a+1..9` or
//!   `b:1..a-1` by that value plus or minus a constant;
//! - `m*(x:0..9)` repeats the group m times (m drawn before, or a number);
//!   inside it `m#` is the run's index from 0, as in `x:0..m#`
//!   (`m#-1` past the first run);
//!   `m*(x:1..100!)` draws x distinct across those m times;
//!   `m*^(x:1..100!)` writes the m numbers in ascending order;
//! - `_t:0..9` draws t without writing it, to bound later draws by;
//! - `(n:1..9 | n:10~1000 | 0)` is one of the alternatives, each as likely;
//! - `/` starts a new line; any other word is written as it is.
//!
//! Words on one line are joined by one space, and each case ends its line
//! (a case ending in `/` ends it already: `/ /` leaves a blank line).

use std::collections::HashSet;

use crate::rng::Rng;

#[derive(Debug, PartialEq)]
enum Bound {
    Number(u64),
    /// A value drawn before, plus a constant (which may be negative).
    Name(String, i64),
}

#[derive(Debug, PartialEq, Clone, Copy)]
enum Spread {
    Uniform,
    /// The ends, or a uniform digit count, then uniform within it.
    Sizes,
}

#[derive(Debug, PartialEq)]
enum Item {
    Draw {
        name: String,
        lo: Bound,
        hi: Bound,
        spread: Spread,
        /// Distinct from the values of this name drawn before in the same
        /// run of the enclosing repeat.
        distinct: bool,
    },
    Repeat {
        name: String,
        body: Vec<Item>,
        /// The numbers the runs write, sorted ascending.
        ascending: bool,
    },
    Choice(Vec<Vec<Item>>),
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
        let spaced = text.replace('(', " ( ").replace(')', " ) ").replace('|', " | ");
        let mut words = spaced.split_whitespace().peekable();
        let items = parse_items(&mut words)?;
        match words.next() {
            None => Ok(Template { items }),
            Some(extra) => Err(format!("unexpected {:?}", extra)),
        }
    }

    /// The same shape with every `lo~hi` drawn uniformly, as `lo..hi`: the
    /// values a judge's file holds when they are uniform over the range.
    pub fn uniform(mut self) -> Template {
        fn flatten(items: &mut [Item]) {
            for item in items {
                match item {
                    Item::Draw { spread, .. } => *spread = Spread::Uniform,
                    Item::Repeat { body, .. } => flatten(body),
                    Item::Choice(choices) => choices.iter_mut().for_each(|c| flatten(c)),
                    Item::NewLine | Item::Word(_) => {}
                }
            }
        }
        flatten(&mut self.items);
        self
    }

    /// Whether some draw spreads over sizes (`lo~hi`), so that `uniform`
    /// changes the shape.
    pub fn spreads(&self) -> bool {
        fn any(items: &[Item]) -> bool {
            items.iter().any(|item| match item {
                Item::Draw { spread, .. } => *spread == Spread::Sizes,
                Item::Repeat { body, .. } => any(body),
                Item::Choice(choices) => choices.iter().any(|c| any(c)),
                Item::NewLine | Item::Word(_) => false,
            })
        }
        any(&self.items)
    }

    /// One case, ending with a newline.
    pub fn case(&self, rng: &mut Rng) -> Result<String, String> {
        let mut out = String::new();
        let mut scope = Vec::new();
        let mut drawn = Vec::new();
        write_items(&self.items, rng, &mut scope, &mut drawn, &mut out)?;
        // A case whose last line is ended (`n*(x /)`) gets no blank line.
        if !out.ends_with('\n') {
            out.push('\n');
        }
        Ok(out)
    }
}

fn parse_items<'a, I: Iterator<Item = &'a str>>(
    words: &mut std::iter::Peekable<I>,
) -> Result<Vec<Item>, String> {
    let mut items = Vec::new();
    while let Some(&word) = words.peek() {
        if word == ")" || word == "|" {
            break;
        }
        words.next();
        let item = if word == "/" {
            Item::NewLine
        } else if word == "(" {
            let mut alternatives = vec![parse_items(words)?];
            while words.peek() == Some(&"|") {
                words.next();
                alternatives.push(parse_items(words)?);
            }
            if words.next() != Some(")") {
                return Err("a group of alternatives is not closed".to_string());
            }
            Item::Choice(alternatives)
        } else if let Some(name) = word.strip_suffix('*').or_else(|| word.strip_suffix("*^")) {
            if words.next() != Some("(") {
                return Err(format!("{:?} must be followed by a group in parentheses", word));
            }
            let body = parse_items(words)?;
            if words.next() != Some(")") {
                return Err(format!("the group after {:?} is not closed", word));
            }
            Item::Repeat { name: name.to_string(), body, ascending: word.ends_with('^') }
        } else if word.contains('*') {
            return Err(format!("{:?}: `name*` must be followed by a group in parentheses", word));
        } else if let Some((name, range)) = word.split_once(':') {
            let (range, distinct) = match range.strip_suffix('!') {
                Some(range) => (range, true),
                None => (range, false),
            };
            let ((lo, hi), spread) = match range.split_once("..") {
                Some(ends) => (ends, Spread::Uniform),
                None => match range.split_once('~') {
                    Some(ends) => (ends, Spread::Sizes),
                    None => return Err(format!("{:?}: expected name:lo..hi or name:lo~hi", word)),
                },
            };
            Item::Draw { name: name.to_string(), lo: bound(lo)?, hi: bound(hi)?, spread, distinct }
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
    // A limit's value plus or minus a constant (crate::limits::resolve).
    match name.parse::<u64>() {
        Ok(number) => number
            .checked_add_signed(offset)
            .map(Bound::Number)
            .ok_or_else(|| format!("{:?} is outside u64", text)),
        Err(_) => Ok(Bound::Name(name.to_string(), offset)),
    }
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

/// A value of `lo..=hi` spread over its sizes (see the module's doc).
fn spread_over_sizes(rng: &mut Rng, lo: u64, hi: u64) -> u64 {
    match rng.range(0, 7) {
        0 => return lo,
        1 => return hi,
        _ => {}
    }
    let digits = |v: u64| v.checked_ilog10().unwrap_or(0) + 1;
    let length = rng.range(u64::from(digits(lo)), u64::from(digits(hi))) as u32;
    let shortest = if length == 1 { 0 } else { 10u64.pow(length - 1) };
    let longest = 10u64.checked_pow(length).map_or(u64::MAX, |p| p - 1);
    rng.range(lo.max(shortest), hi.min(longest))
}

/// Values drawn so far with `!` in the current run of a repeat, by name.
type Drawn = Vec<(String, HashSet<u64>)>;

fn write_items(
    items: &[Item],
    rng: &mut Rng,
    scope: &mut Vec<(String, u64)>,
    drawn: &mut Drawn,
    out: &mut String,
) -> Result<(), String> {
    for item in items {
        match item {
            Item::Draw { name, lo, hi, spread, distinct } => {
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
                let draw = |rng: &mut Rng| match spread {
                    Spread::Uniform => rng.range(lo, hi),
                    Spread::Sizes => spread_over_sizes(rng, lo, hi),
                };
                let mut value = draw(rng);
                if *distinct {
                    let at = match drawn.iter().position(|(n, _)| n == name) {
                        Some(at) => at,
                        None => {
                            drawn.push((name.clone(), HashSet::new()));
                            drawn.len() - 1
                        }
                    };
                    let taken = &mut drawn[at].1;
                    if taken.len() as u64 > hi - lo {
                        return Err(format!("{}: no distinct value left in {}..{}", name, lo, hi));
                    }
                    while !taken.insert(value) {
                        value = draw(rng);
                    }
                }
                if !name.starts_with('_') {
                    write_word(out, &value.to_string());
                }
                scope.push((name.clone(), value));
            }
            Item::Repeat { name, body, ascending } => {
                let depth = scope.len();
                let times = match name.parse() {
                    Ok(times) => times,
                    Err(_) => lookup(scope, name)?,
                };
                let mut drawn_here = Vec::new();
                let index = format!("{}#", name);
                let mut runs = String::new();
                let written = if *ascending { &mut runs } else { &mut *out };
                for run in 0..times {
                    scope.push((index.clone(), run));
                    write_items(body, rng, scope, &mut drawn_here, written)?;
                    scope.truncate(depth);
                }
                if *ascending {
                    let mut numbers = runs
                        .split_ascii_whitespace()
                        .map(|word| word.parse::<u64>())
                        .collect::<Result<Vec<u64>, _>>()
                        .map_err(|_| format!("{}*^: the runs write more than numbers", name))?;
                    numbers.sort_unstable();
                    numbers.iter().for_each(|number| write_word(out, &number.to_string()));
                }
            }
            Item::Choice(alternatives) => {
                let chosen = rng.range(0, alternatives.len() as u64 - 1) as usize;
                write_items(&alternatives[chosen], rng, scope, drawn, out)?;
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
    fn an_ascending_repeat_writes_its_numbers_sorted() {
        let template = Template::parse("n:5..5 / n*^(x:1~1000000!)").unwrap();
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let case = template.case(&mut rng).unwrap();
            let (head, tail) = case.split_once('\n').unwrap();
            assert_eq!(head, "5");
            let v: Vec<u64> = tail.split_whitespace().map(|w| w.parse().unwrap()).collect();
            assert_eq!(v.len(), 5, "{:?}", case);
            assert!(v.windows(2).all(|p| p[0] < p[1]), "{:?}", case);
        }
        assert!(Template::parse("n:2..2 n*^(x:1..3 a)").unwrap().case(&mut rng).is_err());
    }

    #[test]
    fn draws_within_bounds_in_order() {
        let template = Template::parse("a:0..2 b:a+2..5 c:a+1..b-1").unwrap();
        let mut rng = Rng::new(3);
        for _ in 0..200 {
            let case = template.case(&mut rng).unwrap();
            let v: Vec<u64> = case.split_whitespace().map(|w| w.parse().unwrap()).collect();
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
        assert_eq!(template.case(&mut Rng::new(1)).unwrap(), "3 7 7 7\n2 1\n1\n0 0 0\n");
    }

    #[test]
    fn a_repeat_numbers_its_runs() {
        let template = Template::parse("n:4..4 / n*(x:n#..n# x*(t:0..n#-1) /)").unwrap();
        let case = template.case(&mut Rng::new(2)).unwrap();
        let lines: Vec<&str> = case.lines().collect();
        assert_eq!(lines[..2], ["4", "0"], "{:?}", case);
        for (run, line) in lines[1..5].iter().enumerate() {
            let words: Vec<u64> = line.split(' ').map(|w| w.parse().unwrap()).collect();
            assert_eq!(words[0], run as u64, "{:?}", case);
            assert!(words.len() == run + 1 && words[1..].iter().all(|&t| t < run as u64));
        }
        let silent = Template::parse("_t:3..3 m:_t+1.._t+1 _t*(x:1..1)").unwrap();
        assert_eq!(silent.case(&mut Rng::new(1)).unwrap(), "4 1 1 1\n");
        assert!(Template::parse("2*(x:0..2#-1)")
            .unwrap()
            .case(&mut Rng::new(1))
            .unwrap_err()
            .contains("outside u64"));
    }

    #[test]
    fn spread_draws_reach_every_size_and_both_ends() {
        let template = Template::parse("n:1~1000").unwrap();
        let mut rng = Rng::new(5);
        let mut lengths = [0; 5];
        let (mut lows, mut highs) = (0, 0);
        for _ in 0..8000 {
            let n: u64 = template.case(&mut rng).unwrap().trim().parse().unwrap();
            assert!((1..=1000).contains(&n));
            lengths[n.to_string().len()] += 1;
            lows += u64::from(n == 1);
            highs += u64::from(n == 1000);
        }
        // An eighth at each end at least (1000 expected), the rest a
        // quarter per length (1500 expected, of which 1000 is the last).
        assert!(lows > 800 && highs > 800, "{} {}", lows, highs);
        assert!(lengths[1..4].iter().all(|&l| l > 1200), "{:?}", lengths);
        let top = Template::parse("x:0~18446744073709551615").unwrap();
        for _ in 0..100 {
            top.case(&mut rng).unwrap();
        }
    }

    #[test]
    fn alternatives_and_distinct_draws() {
        let template = Template::parse("(n:1..1 | n:3..3) / n*(p:1..3!)").unwrap();
        let mut rng = Rng::new(9);
        let mut seen = HashSet::new();
        for _ in 0..200 {
            let case = template.case(&mut rng).unwrap();
            let (count, rest) = case.split_once('\n').unwrap();
            let mut values: Vec<u64> =
                rest.split_whitespace().map(|w| w.parse().unwrap()).collect();
            assert_eq!(values.len().to_string(), count, "{:?}", case);
            values.sort_unstable();
            values.dedup();
            assert_eq!(values.len().to_string(), count, "{:?}", case);
            seen.insert(count.to_string());
        }
        assert_eq!(seen.len(), 2);
        let crowded = Template::parse("4*(p:1..3!)").unwrap();
        assert!(crowded.case(&mut rng).unwrap_err().contains("no distinct value"));
        assert!(Template::parse("(a:1..2 | b:1..2").unwrap_err().contains("not closed"));
    }

    #[test]
    fn mistakes_are_named() {
        assert!(Template::parse("k*s:1..2").unwrap_err().contains("parentheses"));
        assert!(Template::parse("k:1..2 k*(s:1..2").unwrap_err().contains("not closed"));
        assert!(Template::parse("a:1").unwrap_err().contains("lo..hi"));
        let unbound = Template::parse("b:a..5").unwrap();
        assert!(unbound.case(&mut Rng::new(1)).unwrap_err().contains("before it is drawn"));
    }

    #[test]
    fn uniform_draws_ignore_sizes() {
        let spread = Template::parse("2*(n:1~1000000) / (k:1~9 | 0)").unwrap();
        assert!(spread.spreads());
        let uniform = spread.uniform();
        assert!(!uniform.spreads());
        let mut rng = Rng::new(5);
        // Uniform over 1..=10^6, values below 1000 are about one in a thousand.
        let small = (0..2000)
            .map(|_| uniform.case(&mut rng).unwrap())
            .flat_map(|case| {
                case.split_whitespace().map(|w| w.parse::<u64>().unwrap()).collect::<Vec<_>>()
            })
            .filter(|&v| (10..1000).contains(&v))
            .count();
        assert!(small < 20, "{} values below 1000 of 4000 uniform draws", small);
    }
}
