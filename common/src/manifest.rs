//! What a problem declares about itself in `problems/<id>/Cargo.toml`, so
//! that the tools find every problem without a list kept by hand:
//!
//! ```toml
//! [package.metadata.limits]       # the statement's bounds, named once
//! N = 1000                        #   (common::limits); templates say `N`
//!
//! [package.metadata.bench]
//! header = "{cases}"              # written first; {cases} is the case count
//! case = "n:1~N m:1..N"           # one case of the benchmark input (see
//!                                 #   common::template: `~` spreads a value
//!                                 #   over the range's sizes and both ends)
//! footer = "0 0"                  # written last
//! cases = 5000000                 # fewer cases than the default
//! yardstick = "hdu2177_tuned.c"   # a tuned C solution to time against (bench/)
//! same_algorithm = "x_tuned.c"    # our algorithm in tuned C, timed beside the floor
//! published = "poj1067"           # the published-style C++ (bench/published/)
//!
//! [package.metadata.check]
//! small = "n:1..50"               # random cases of small values (a template)
//! random = "n:1~N"                # over the statement's range (default: the
//!                                 #   benchmark's `case`)
//! beyond = "n:0~18446744073709551615"  # beyond the statement (`--beyond`)
//! cases = 100                     # random cases per template (default 1000)
//! doubt = "loops"                 # what the statement leaves open, and
//! doubtful = "..."                #   a template of such cases
//! one-answer-scales = "10"        # scales (digits) where the game has one
//! one-answer-scales-beyond = ""   #   answer, inside and with `--beyond`,
//! one-answer-why = "..."          #   and why
//! answer-words = "1 2"            # answers that are words though they read
//!                                 #   as numbers (the scale audit's kinds)
//! ```
//!
//! An interactive problem has no benchmark input; its table
//! `[package.metadata.interactive]` names its judge (`judge = "..."`, in
//! `common/src/interact/`).
//!
//! Only flat `key = "string"` and `key = number` lines are read.

use std::collections::BTreeMap;
use std::fs;

use crate::workspace::workspace_root;

/// The `key = value` pairs of the table `[section]` of problem `id`'s
/// manifest, strings unquoted; empty when the table is absent.
pub fn metadata(id: &str, section: &str) -> BTreeMap<String, String> {
    let path = workspace_root().join("problems").join(id).join("Cargo.toml");
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
    parse_table(&text, section)
}

pub fn parse_table(text: &str, section: &str) -> BTreeMap<String, String> {
    let heading = format!("[{}]", section);
    let mut table = BTreeMap::new();
    let mut inside = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == heading;
        } else if let (true, Some((key, value))) = (inside, line.split_once('=')) {
            let value = value.trim();
            let value = match value.strip_prefix('"') {
                // A string ends at its closing quote; a comment may follow.
                Some(rest) => rest[..rest.find('"').unwrap_or(rest.len())].to_string(),
                None => value.split('#').next().unwrap_or("").trim().to_string(),
            };
            table.insert(key.trim().to_string(), value);
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The problems read from an input, not played (see crate::interact).
    fn batch_problems() -> Vec<String> {
        let mut ids = crate::header::problem_ids();
        ids.retain(|id| metadata(id, "package.metadata.interactive").is_empty());
        ids
    }

    #[test]
    fn reads_one_table_with_comments_and_quotes() {
        let text = "[package]\nname = \"x\"\n\n[package.metadata.bench]\n\
                    case = \"n:1..9 m:0..n\"  # one case\nheader = \"{cases}\"\ntarget = 1.5 # why\n\
                    [dev-dependencies]\ncase = \"no\"\n";
        let table = parse_table(text, "package.metadata.bench");
        assert_eq!(table["case"], "n:1..9 m:0..n");
        assert_eq!(table["header"], "{cases}");
        assert_eq!(table["target"], "1.5");
        assert_eq!(table.len(), 3);
        assert!(parse_table(text, "nothing").is_empty());
    }

    #[test]
    fn every_problem_declares_its_benchmark_input() {
        for id in batch_problems() {
            let case = metadata(&id, "package.metadata.bench").get("case").cloned();
            assert!(
                case.as_deref().is_some_and(|case| !case.contains("TODO")),
                "problems/{}/Cargo.toml: [package.metadata.bench] needs a `case` (now {:?})",
                id,
                case
            );
            let template = crate::limits::template(&id, &case.unwrap()).unwrap();
            let mut rng = crate::rng::Rng::new(1);
            for _ in 0..100 {
                template.case(&mut rng).unwrap();
            }
        }
    }

    /// A tuned C program a manifest names exists, and says what it is.
    #[test]
    fn every_tuned_c_program_named_exists() {
        for id in crate::header::problem_ids() {
            let bench = metadata(&id, "package.metadata.bench");
            for (key, says) in [
                ("yardstick", "tuned C: the yardstick for the Rust solution"),
                ("same_algorithm", "tuned C: the same algorithm as the Rust solution"),
            ] {
                if let Some(name) = bench.get(key) {
                    let path = workspace_root().join("bench").join(name);
                    let text = fs::read_to_string(&path)
                        .unwrap_or_else(|e| panic!("{}: {} ({})", id, path.display(), e));
                    assert!(text.contains(says), "{}: should say {:?}", path.display(), says);
                }
            }
        }
    }

    /// bench/run.py times each problem against a C++ solution written the
    /// way published ones are; its `// Limits:` line says where it is exact.
    #[test]
    fn every_problem_has_a_published_style_solution() {
        for id in batch_problems() {
            let bench = metadata(&id, "package.metadata.bench");
            let name = bench.get("published").cloned().unwrap_or_else(|| id.clone());
            let path = workspace_root().join("bench/published").join(format!("{}.cpp", name));
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {} ({})", id, path.display(), e));
            let limits = text.lines().find_map(|l| l.strip_prefix("// Limits: "));
            assert!(
                limits.is_some_and(|l| l.starts_with("exact") || l.starts_with("wrong: ")),
                "{}: needs a line `// Limits: exact ...` or `// Limits: wrong: ...`",
                path.display()
            );
        }
    }
}
