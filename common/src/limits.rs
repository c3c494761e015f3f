//! The statement's bounds, written once for each problem, in its manifest:
//!
//! ```toml
//! [package.metadata.limits]
//! CASES = 100   # the most cases in one judge's file (default 100)
//! N = 1000      # 1 <= n <= 1000
//! M = 1000      # 1 <= m <= 1000
//! ```
//!
//! The templates of the benchmark and the check name them (`n:1~N`,
//! `b:0..N-1`, `K*(...)`, or a bare word `N`), the problems' own modules read
//! them (`PROBLEM.limit("N")`), and bench/run.py reads `CASES`. A test
//! rejects a template that writes a limit's value instead of its name.
//! Names are upper case, so they never meet the lower-case names a
//! template draws; values are integers (`2_147_483_647` allowed).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, OnceLock};

use crate::manifest::metadata;
use crate::template::Template;

pub type Limits = BTreeMap<String, u64>;

/// The limits of problem `id`.
pub fn of(id: &str) -> Limits {
    with(id, Limits::clone)
}

/// One limit of problem `id`, if it has it.
pub fn get(id: &str, name: &str) -> Option<u64> {
    with(id, |limits| limits.get(name).copied())
}

/// `f` of problem `id`'s limits, read once, then remembered (a lookup
/// after the first, which the problems' modules make per case).
fn with<T>(id: &str, f: impl FnOnce(&Limits) -> T) -> T {
    static READ: OnceLock<Mutex<HashMap<String, Limits>>> = OnceLock::new();
    let mut read = READ.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    if !read.contains_key(id) {
        let table = metadata(id, "package.metadata.limits");
        let limits = parse(&table).unwrap_or_else(|e| panic!("problems/{}/Cargo.toml: {}", id, e));
        read.insert(id.to_string(), limits);
    }
    f(&read[id])
}

/// A template of problem `id`'s manifest, its limits named in it resolved.
pub fn template(id: &str, text: &str) -> Result<Template, String> {
    Template::parse(&resolve(text, &of(id)))
}

pub fn parse(table: &BTreeMap<String, String>) -> Result<Limits, String> {
    let mut limits = Limits::new();
    for (name, value) in table {
        if !is_limit_name(name) {
            return Err(format!("limit {:?}: a name is upper case (A-Z, 0-9, _)", name));
        }
        let number = value
            .replace('_', "")
            .parse()
            .map_err(|_| format!("limit {}: {:?} is not an integer", name, value))?;
        limits.insert(name.clone(), number);
    }
    Ok(limits)
}

fn is_limit_name(word: &str) -> bool {
    word.starts_with(|c: char| c.is_ascii_uppercase())
        && word.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '#'
}

/// `text` with every word that names a limit replaced by its value: a
/// word is a run of letters, digits, `_` and `#`, so `n:1~N-1` becomes
/// `n:1~1000-1` and `n#` is left alone.
pub fn resolve(text: &str, limits: &Limits) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match limits.get(word.as_str()) {
            Some(value) => out.push_str(&value.to_string()),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if is_word(c) {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// The numbers of at least two digits a template writes as they are:
/// where one equals a limit, the template should name the limit.
pub fn literal_numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !is_word(c))
        .filter(|word| word.len() >= 2)
        .filter_map(|word| word.parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_values_and_drawn_names_stay() {
        let limits: Limits = [("N".to_string(), 1000), ("K2".to_string(), 7)].into();
        assert_eq!(
            resolve("n:1~N b:n..N-1 K2*(x:0..n#) N", &limits),
            "n:1~1000 b:n..1000-1 7*(x:0..n#) 1000"
        );
        assert_eq!(resolve("NN:1..N_", &limits), "NN:1..N_");
        assert_eq!(literal_numbers("n:1~1000 b:n..999-1 7*(x:0..n#)"), [1000, 999]);
        let table: BTreeMap<String, String> =
            [("S".to_string(), "2_147_483_647".to_string())].into();
        assert_eq!(parse(&table).unwrap()["S"], 2_147_483_647);
        let lower: BTreeMap<String, String> = [("n".to_string(), "5".to_string())].into();
        assert!(parse(&lower).is_err());
    }

    /// Each bound is written once: a template that writes a limit's value
    /// (of two digits or more) instead of its name fails here, and so does a
    /// limit no template or module uses.
    #[test]
    fn templates_name_the_limits_instead_of_repeating_them() {
        let root = crate::workspace::workspace_root();
        for id in crate::header::problem_ids() {
            let limits = of(&id);
            let mut texts = Vec::new();
            for section in ["package.metadata.bench", "package.metadata.check"] {
                for (key, text) in metadata(&id, section) {
                    if ["case", "random", "small", "beyond", "doubtful"].contains(&key.as_str()) {
                        texts.push((key, text));
                    }
                }
            }
            // Small values are a choice of the tests, not a bound.
            for (key, text) in texts.iter().filter(|(key, _)| key != "small") {
                for number in literal_numbers(text) {
                    let named = limits.iter().find(|(name, &v)| v == number && *name != "CASES");
                    assert!(
                        named.is_none(),
                        "problems/{}/Cargo.toml: `{}` writes {}: name the limit {} instead",
                        id,
                        key,
                        number,
                        named.unwrap().0
                    );
                }
            }
            let module = root.join("common/src/problems").join(format!("{}.rs", id));
            let code = std::fs::read_to_string(&module).unwrap_or_default();
            for name in limits.keys().filter(|name| name.as_str() != "CASES") {
                let used =
                    texts.iter().any(|(_, t)| t.split(|c: char| !is_word(c)).any(|w| w == name))
                        || code.contains(&format!("\"{}\"", name));
                assert!(used, "problems/{}/Cargo.toml: the limit {} is used nowhere", id, name);
            }
        }
    }
}
