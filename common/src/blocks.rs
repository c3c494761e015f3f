//! The canonical blocks that every solution embeds verbatim, and the sync
//! that rewrites the embedded copies from them.
//!
//! A solution must stand alone in one file, so shared code is copied into it
//! between marker lines, `// ---- begin block: NAME ----` and
//! `// ---- end block: NAME ----`, after the solution's own code: exactly
//! the blocks its header's `Blocks:` field names, in that order. The copies
//! are never edited by hand: edit `common/blocks/NAME.rs` (or the field),
//! then run `cargo run -p common --bin sync`.

use std::fs;
use std::path::PathBuf;

use crate::workspace::workspace_root;

pub struct Block {
    pub name: &'static str,
    pub text: &'static str,
}

pub const BLOCKS: &[Block] = &[
    Block { name: "calendar", text: include_str!("../blocks/calendar.rs") },
    Block { name: "fastio", text: include_str!("../blocks/fastio.rs") },
    Block { name: "short_number", text: include_str!("../blocks/short_number.rs") },
    Block { name: "next_short", text: include_str!("../blocks/next_short.rs") },
    Block { name: "each_short", text: include_str!("../blocks/each_short.rs") },
    Block { name: "digits", text: include_str!("../blocks/digits.rs") },
    Block { name: "decimal", text: include_str!("../blocks/decimal.rs") },
    Block { name: "heap_sums", text: include_str!("../blocks/heap_sums.rs") },
    Block { name: "split_nim", text: include_str!("../blocks/split_nim.rs") },
    Block { name: "misere_nim", text: include_str!("../blocks/misere_nim.rs") },
    Block { name: "wythoff", text: include_str!("../blocks/wythoff.rs") },
    Block { name: "subtraction_sg", text: include_str!("../blocks/subtraction_sg.rs") },
    Block { name: "subtraction_win", text: include_str!("../blocks/subtraction_win.rs") },
    Block { name: "dag_grundy", text: include_str!("../blocks/dag_grundy.rs") },
    Block { name: "nim_product", text: include_str!("../blocks/nim_product.rs") },
    Block { name: "wythoff_queries", text: include_str!("../blocks/wythoff_queries.rs") },
    Block { name: "euclid", text: include_str!("../blocks/euclid.rs") },
    Block { name: "k_fibonacci", text: include_str!("../blocks/k_fibonacci.rs") },
    Block { name: "octal", text: include_str!("../blocks/octal.rs") },
    Block { name: "interactive_io", text: include_str!("../blocks/interactive_io.rs") },
    Block { name: "multi_sg", text: include_str!("../blocks/multi_sg.rs") },
];

/// The input blocks: a solution embeds one of them, `fastio` for an input
/// read whole, `interactive_io` for a judge that answers line by line.
pub const REQUIRED: &[&str] = &["fastio", "interactive_io"];

pub const BEGIN: &str = "// ---- begin block: ";
pub const END: &str = "// ---- end block: ";

/// The names of the blocks embedded in `source`, in order.
pub fn block_names(source: &str) -> Vec<&str> {
    source
        .lines()
        .filter_map(|line| line.strip_prefix(BEGIN))
        .map(|rest| rest.trim_end_matches(" ----"))
        .collect()
}

/// Every `problems/*/src/main.rs`, sorted (a linked file appears once per package).
pub fn solution_files() -> Vec<PathBuf> {
    let problems = workspace_root().join("problems");
    let mut files: Vec<PathBuf> = fs::read_dir(&problems)
        .unwrap_or_else(|e| panic!("cannot list {}: {}", problems.display(), e))
        .map(|entry| entry.expect("readable folder entry").path().join("src/main.rs"))
        .filter(|path| path.exists())
        .collect();
    files.sort();
    files
}

/// The blocks a header's `Blocks:` field names, in order; `None` when the
/// source has no such field.
fn listed_blocks(source: &str) -> Option<Vec<String>> {
    let line = source.lines().find_map(|l| l.strip_prefix("//! Blocks:"))?;
    Some(line.split(',').map(|name| name.trim().to_string()).collect())
}

/// `source` as it should be: its own code, then exactly the blocks its
/// header's `Blocks:` field names, in that order, each the canonical text
/// (without the field, the blocks it embeds, each replaced); or why that is
/// impossible (unknown block, a missing end marker, code between or after
/// the blocks, no input block).
pub fn synced(source: &str) -> Result<String, String> {
    let own_end = source.find(BEGIN).unwrap_or(source.len());
    let (own, mut rest) = source.split_at(own_end);
    let mut embedded = Vec::new();
    while !rest.is_empty() {
        // Blank lines between blocks go; anything else is out of place.
        rest = rest.trim_start_matches('\n');
        if rest.is_empty() {
            break;
        }
        let name: String = rest
            .strip_prefix(BEGIN)
            .ok_or_else(|| "code between or after the embedded blocks".to_string())?
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !rest[BEGIN.len() + name.len()..].starts_with(" ----\n") {
            return Err(format!(
                "the begin marker of block {:?} is not {:?}",
                name,
                format!("{}{} ----", BEGIN, name)
            ));
        }
        let end_marker = format!("{}{} ----\n", END, name);
        let end = rest
            .find(&end_marker)
            .ok_or_else(|| format!("block {:?} has no end marker {:?}", name, end_marker))?;
        rest = &rest[end + end_marker.len()..];
        embedded.push(name);
    }
    let wanted = listed_blocks(source).unwrap_or(embedded);
    let mut out = own.to_string();
    for name in &wanted {
        let block = BLOCKS
            .iter()
            .find(|b| b.name == name)
            .ok_or_else(|| format!("unknown block {:?}", name))?;
        out.push_str(block.text);
    }
    if !wanted.iter().any(|name| REQUIRED.contains(&name.as_str())) {
        return Err(format!("the input block is missing (one of {})", REQUIRED.join(", ")));
    }
    Ok(out)
}

/// The solutions whose embedded blocks differ from the canonical ones, each
/// with the reason.
pub fn drifted() -> Vec<(PathBuf, String)> {
    solution_files()
        .into_iter()
        .filter_map(|path| {
            let source = fs::read_to_string(&path).expect("readable main.rs");
            match synced(&source) {
                Ok(text) if text == source => None,
                Ok(_) => Some((path, "differs from the canonical block".to_string())),
                Err(why) => Some((path, why)),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_solution_embeds_the_canonical_blocks() {
        assert!(!solution_files().is_empty());
        let drift = drifted();
        assert!(drift.is_empty(), "run `cargo run -p common --bin sync`: {:?}", drift);
    }

    #[test]
    fn sync_replaces_an_edited_copy_and_keeps_the_code_before() {
        let fastio = BLOCKS.iter().find(|b| b.name == "fastio").unwrap().text;
        let edited = fastio.replacen("1 << 16", "1 << 10", 1);
        assert_ne!(edited, fastio);
        let source = format!("// header\nfn main() {{}}\n{}", edited);
        let expected = format!("// header\nfn main() {{}}\n{}", fastio);
        assert_eq!(synced(&source).unwrap(), expected);
        assert_eq!(synced(&expected).unwrap(), expected);
    }

    #[test]
    fn sync_refuses_what_it_cannot_fix() {
        assert!(synced("fn main() {}\n").unwrap_err().contains("missing"));
        let unknown = format!("{}nosuch ----\n// ---- end block: nosuch ----\n", BEGIN);
        assert!(synced(&unknown).unwrap_err().contains("unknown"));
        let open = format!("{}fastio ----\nfn f() {{}}\n", BEGIN);
        assert!(synced(&open).unwrap_err().contains("no end marker"));
    }

    #[test]
    fn sync_embeds_exactly_the_blocks_the_header_names() {
        let text = |name: &str| BLOCKS.iter().find(|b| b.name == name).unwrap().text;
        let own = "//! Blocks:  fastio, decimal\nfn main() {}\n";
        let stale = format!("{}{}", own, text("fastio"));
        let expected = format!("{}{}{}", own, text("fastio"), text("decimal"));
        assert_eq!(synced(&stale).unwrap(), expected);
        let dropped =
            format!("{}{}{}", own.replace(", decimal", ""), text("fastio"), text("decimal"));
        assert_eq!(
            synced(&dropped).unwrap(),
            format!("{}{}", own.replace(", decimal", ""), text("fastio"))
        );
        let after = format!("{}fn late() {{}}\n", expected);
        assert!(synced(&after).unwrap_err().contains("after the embedded blocks"));
    }

    #[test]
    fn canonical_blocks_carry_their_own_markers() {
        for block in BLOCKS {
            assert!(block.text.starts_with(&format!("{}{} ----\n", BEGIN, block.name)));
            assert_eq!(block_names(block.text), [block.name]);
            assert!(block.text.ends_with(&format!("{}{} ----\n", END, block.name)));
        }
    }
}
