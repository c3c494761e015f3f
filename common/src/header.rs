//! The layout every `problems/<id>/src/main.rs` follows, checked here:
//!
//! 1. the header: `//! Field: value` lines, the fields of [`FIELDS`] in that
//!    order, a long value continued on `//!` lines indented past the field;
//! 2. `const PROBLEM: &str = "<id>";`, then the problem's own code and `main`;
//! 3. the line [`EMBEDDED_NOTICE`], then nothing but the embedded blocks.
//!
//! The README's problem table is generated from the headers.

use std::fs;
use std::path::Path;

use crate::blocks::{block_names, BEGIN, END};

/// The header fields in order, and whether each must be present.
pub const FIELDS: &[(&str, bool)] = &[
    ("Problem", true),     // judge, number and title, then the link
    ("Unverified", false), // what of the statement has not been seen, if anything
    ("Submit", false),     // judges that take this very file: problem, rustc, edition
    ("Input", true),
    ("Output", true),
    ("Game", true),
    ("Rule", true),   // when the player to move loses
    ("Why", true),    // the proof, in short
    ("Beyond", true), // what happens outside the statement's range
    ("Time", true),
    ("Status", true), // how it is verified
    ("Blocks", true), // the embedded blocks, in order
];

/// The one line between a solution's own code and its embedded blocks.
pub const EMBEDDED_NOTICE: &str =
    "// ==== Below: blocks embedded from common/blocks/ by `cargo run -p common --bin sync`. Edit them there. ====";

/// A solution's parsed header: each field's value, continuation lines joined.
#[derive(Debug)]
pub struct Header {
    pub fields: Vec<(&'static str, String)>,
}

impl Header {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.fields.iter().find(|(field, _)| *field == name).map(|(_, value)| value.as_str())
    }

    /// `Problem: HDU 1846 Brave Game, http://...`: the name (the judge and
    /// number, "HDU 1846", or one word where there is no judge), the title,
    /// and the link (or why there is none).
    pub fn problem(&self) -> (String, String, String) {
        let value = self.get("Problem").unwrap_or_default();
        let (name, link) = match value.rfind(", ") {
            Some(at) => (&value[..at], value[at + 2..].to_string()),
            None => (value, String::new()),
        };
        let words: Vec<&str> = name.split(' ').collect();
        // The judge and the problem's number (`HDU 1846`), or its code in
        // capitals (`SPOJ MCOINS`, `AtCoder EDPC K`); the title follows.
        let number = words.iter().position(|w| w.bytes().any(|c| c.is_ascii_digit()));
        let capitals = |w: &&&str| w.bytes().all(|c| c.is_ascii_uppercase());
        let code = 1 + words.iter().skip(1).take_while(capitals).count();
        let cut = number.map_or(code, |i| i + 1).min(words.len());
        (words[..cut].join(" "), words[cut..].join(" "), link)
    }
}

/// The widest header line after the first, as rustfmt's width for code.
pub const HEADER_WIDTH: usize = 100;

/// Parses the header at the top of `source`.
pub fn parse_header(source: &str) -> Result<Header, String> {
    let mut fields: Vec<(&'static str, String)> = Vec::new();
    for (index, line) in source.lines().take_while(|l| l.starts_with("//!")).enumerate() {
        let text = &line[3..];
        let number = index + 1;
        // The title and link of the first line may run long; the rest is read on a screen.
        if index > 0 && line.chars().count() > HEADER_WIDTH {
            return Err(format!("line {}: over {} characters: wrap it", number, HEADER_WIDTH));
        }
        if text.starts_with("  ") && !text.trim().is_empty() {
            match fields.last_mut() {
                Some((_, value)) => {
                    value.push(' ');
                    value.push_str(text.trim());
                }
                None => return Err(format!("line {}: a continuation before any field", number)),
            }
            continue;
        }
        let (name, value) = text
            .trim_start()
            .split_once(':')
            .ok_or_else(|| format!("line {}: not `//! Field: value`: {:?}", number, line))?;
        let position = FIELDS
            .iter()
            .position(|(field, _)| *field == name)
            .ok_or_else(|| format!("line {}: unknown field {:?}", number, name))?;
        if let Some((previous, _)) = fields.last() {
            let previous = FIELDS.iter().position(|(field, _)| field == previous).unwrap();
            if position <= previous {
                return Err(format!("line {}: field {} out of order or repeated", number, name));
            }
        }
        if value.trim().is_empty() {
            return Err(format!("line {}: field {} is empty", number, name));
        }
        fields.push((FIELDS[position].0, value.trim().to_string()));
    }
    for (field, required) in FIELDS {
        if *required && !fields.iter().any(|(name, _)| name == field) {
            return Err(format!("the header lacks the field {}", field));
        }
    }
    Ok(Header { fields })
}

/// Checks the order of a whole `main.rs` of problem `id`: header, then
/// `const PROBLEM`, the problem's code with `main`, the notice, the blocks;
/// and that `Blocks:` lists the embedded blocks.
pub fn check_layout(id: &str, source: &str) -> Result<Header, String> {
    let header = parse_header(source)?;
    let lines: Vec<&str> = source.lines().collect();
    let body = lines.iter().position(|l| !l.starts_with("//!")).unwrap_or(lines.len());
    let first_code = lines[body..]
        .iter()
        .position(|l| !l.trim().is_empty())
        .map(|i| i + body)
        .ok_or("nothing after the header")?;
    let const_problem = format!("const PROBLEM: &str = {:?};", id);
    if lines[first_code] != const_problem {
        return Err(format!(
            "line {}: expected {:?} right after the header, found {:?}",
            first_code + 1,
            const_problem,
            lines[first_code]
        ));
    }
    let notices: Vec<usize> = (0..lines.len()).filter(|&i| lines[i] == EMBEDDED_NOTICE).collect();
    let notice = match notices.as_slice() {
        [one] => *one,
        _ => {
            return Err(format!("expected the notice line once, found it {} times", notices.len()))
        }
    };
    if !lines[first_code..notice].iter().any(|l| l.starts_with("fn main()")) {
        return Err("`fn main()` must come before the embedded blocks".to_string());
    }
    if let Some(i) = (0..notice).find(|&i| lines[i].starts_with(BEGIN)) {
        return Err(format!("line {}: a block before the notice line", i + 1));
    }
    let mut inside = false;
    for (i, line) in lines.iter().enumerate().skip(notice + 1) {
        if line.starts_with(BEGIN) {
            inside = true;
        } else if line.starts_with(END) {
            inside = false;
        } else if !inside && !line.trim().is_empty() {
            return Err(format!(
                "line {}: only embedded blocks may follow the notice line, found {:?}",
                i + 1,
                line
            ));
        }
    }
    let listed: Vec<&str> = header.get("Blocks").unwrap_or_default().split(", ").collect();
    let embedded = block_names(source);
    if listed != embedded {
        return Err(format!("Blocks: lists {:?}, but the file embeds {:?}", listed, embedded));
    }
    Ok(header)
}

/// The solution ids with a `main.rs`, sorted.
pub fn problem_ids() -> Vec<String> {
    crate::blocks::solution_files().iter().map(|path| id_of(path)).collect()
}

/// `problems/<id>/src/main.rs` -> `<id>`.
pub fn id_of(main: &Path) -> String {
    main.parent()
        .and_then(Path::parent)
        .and_then(Path::file_name)
        .expect("problems/<id>/src/main.rs")
        .to_string_lossy()
        .into_owned()
}

/// Every solution's header, by id; panics naming the file that breaks the layout.
pub fn all_headers() -> Vec<(String, Header)> {
    crate::blocks::solution_files()
        .iter()
        .map(|path| {
            let id = id_of(path);
            let source = fs::read_to_string(path).expect("readable main.rs");
            match check_layout(&id, &source) {
                Ok(header) => (id, header),
                Err(why) => panic!("{}: {}", path.display(), why),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_solution_follows_the_layout_and_header_fields() {
        let headers = all_headers();
        assert!(headers.len() >= 4);
        for (id, header) in &headers {
            for (field, value) in &header.fields {
                assert!(!value.contains("TODO"), "{}: the header's {} is still TODO", id, field);
            }
            let (name, title, link) = header.problem();
            assert!(
                !name.is_empty() && !title.is_empty() && !link.is_empty(),
                "{}: Problem: must read `JUDGE NUMBER Title, link`",
                id
            );
        }
    }

    const GOOD: &str = "//! Problem: HDU 1 T, http://x
//! Input:   i
//! Output:  o
//! Game:    g
//!          more of g
//! Rule:    r
//! Why:     w
//! Beyond:  b
//! Time:    t
//! Status:  s
//! Blocks:  fastio

const PROBLEM: &str = \"p\";

fn main() {}

NOTICE
// ---- begin block: fastio ----
mod fastio {}
// ---- end block: fastio ----
";

    fn layout(source: &str) -> Result<Header, String> {
        check_layout("p", &source.replace("NOTICE", EMBEDDED_NOTICE))
    }

    /// Each source must fail the layout check with a message containing its reason.
    fn assert_each_fails(cases: &[(String, &str)]) {
        for (source, why) in cases {
            let error = layout(source).unwrap_err();
            assert!(error.contains(why), "{:?} should fail with {:?}", error, why);
        }
    }

    #[test]
    fn a_good_file_parses() {
        let header = layout(GOOD).unwrap();
        assert_eq!(header.get("Game"), Some("g more of g"));
        assert_eq!(header.get("Unverified"), None);
        let (name, title, link) = header.problem();
        assert_eq!((name.as_str(), title.as_str(), link.as_str()), ("HDU 1", "T", "http://x"));
    }

    #[test]
    fn broken_headers_are_rejected() {
        let cases = [
            (GOOD.replace("//! Why:     w\n", ""), "lacks the field Why"),
            (GOOD.replace("//! Why:", "//! Proof:"), "unknown field"),
            (
                GOOD.replace("//! Why:     w\n", "").replace("//! Time:", "//! Why: w\n//! Time:"),
                "out of order",
            ),
            (GOOD.replace("//! Time:    t", "//! Time:    t\n//! Time: u"), "repeated"),
            (GOOD.replace("//! Rule:    r", "//! Rule:"), "empty"),
            (
                GOOD.replace("//! Rule:    r", "//! Rule:    r\n//! stray words"),
                "not `//! Field: value`",
            ),
            (GOOD.replace("//! Blocks:  fastio", "//! Blocks:  fastio, wythoff"), "Blocks: lists"),
            (
                GOOD.replace("//! Rule:    r", &format!("//! Rule:    {}", "r".repeat(88))),
                "wrap it",
            ),
        ];
        assert_each_fails(&cases);
    }

    #[test]
    fn files_out_of_order_are_rejected() {
        let cases = [
            (GOOD.replace("const PROBLEM: &str = \"p\";", "use std::io;\nconst PROBLEM: &str = \"p\";"), "right after the header"),
            (GOOD.replace("fn main() {}\n\nNOTICE\n", "NOTICE\nfn main() {}\n"), "`fn main()` must come before"),
            (GOOD.replace("NOTICE\n", ""), "notice line once"),
            (GOOD.replace("NOTICE\n", "NOTICE\nNOTICE\n"), "notice line once"),
            (GOOD.replace("// ---- end block: fastio ----\n", "// ---- end block: fastio ----\nfn more() {}\n"), "only embedded blocks"),
            (GOOD.replace("fn main() {}\n", "fn main() {}\n// ---- begin block: fastio ----\n// ---- end block: fastio ----\n"), "a block before the notice"),
        ];
        assert_each_fails(&cases);
    }
}
