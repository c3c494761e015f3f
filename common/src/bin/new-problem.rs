//! Scaffolds a problem from its statement, `../shared/problems/<id>.md`:
//!
//!     cargo run -p common --bin new-problem <id>
//!
//! writes `problems/<id>/Cargo.toml`, `problems/<id>/src/main.rs` (the header
//! fields, a `main` that reads tokens, the fastio block), a test file with
//! the golden and fuzz tests, and `tests/<id>/sample-1.in` / `.out` from the
//! statement's sample. What is left is marked TODO, and the header and
//! manifest checks fail until every TODO is replaced: the rule, the
//! brute-force proof, the header, the benchmark input.

use std::fs;
use std::path::Path;
use std::process::exit;

use common::blocks::synced;
use common::header::EMBEDDED_NOTICE;
use common::solution::workspace_root;

fn fail(message: String) -> ! {
    eprintln!("new-problem: {}", message);
    exit(2)
}

/// What the statement gives: the header's Problem field, whether part of it
/// is unverified, and the sample.
struct Statement {
    problem: String,
    unverified: bool,
    sample_input: String,
    sample_output: String,
}

fn read_statement(id: &str, text: &str) -> Result<Statement, String> {
    let heading = text
        .lines()
        .find_map(|l| l.strip_prefix("# "))
        .ok_or("no `# NAME — title` heading")?;
    let mut parts = heading.split(" — ");
    let name = parts.next().unwrap_or(id).trim();
    let title = parts
        .next()
        .ok_or("the heading has no title after ` — `")?
        .trim();
    let unverified = heading.contains("UNVERIFIED");
    let link = text
        .lines()
        .find_map(|l| l.strip_prefix("- Judge: "))
        .and_then(|judge| judge.split(" — ").nth(1))
        .filter(|link| link.starts_with("http"))
        .unwrap_or("no verified link")
        .trim();
    let sample = text
        .split("\n## Sample")
        .nth(1)
        .ok_or("no `## Sample` section")?;
    let blocks: Vec<&str> = sample.split("\n```").collect();
    // Fences alternate: text, opening line, block, closing line, ...
    let block = |i: usize| -> Result<String, String> {
        blocks
            .get(2 * i + 1)
            .map(|b| b.split_once('\n').map(|(_, body)| body).unwrap_or(""))
            .map(|body| format!("{}\n", body.trim_end_matches('\n')))
            .ok_or_else(|| "the sample needs an input and an output block".to_string())
    };
    Ok(Statement {
        problem: format!("{} {}, {}", name, title, link),
        unverified,
        sample_input: block(0)?,
        sample_output: block(1)?,
    })
}

fn manifest(id: &str) -> String {
    format!(
        r#"[package]
name = "{id}"
version = "0.1.0"
edition = "2021"
publish = false
rust-version = "1.63"

[[bin]]
name = "{id}"
path = "src/main.rs"

[dependencies]

[dev-dependencies]
assert_cmd = "2"
common = {{ path = "../../common" }}

# The benchmark input (bench/run.py, gen): see common/src/manifest.rs.
[package.metadata.bench]
case = "TODO"
"#,
        id = id
    )
}

fn solution(id: &str, statement: &Statement) -> String {
    let unverified = if statement.unverified {
        "//! Unverified: TODO (say what of the statement has not been seen, as its spec does)\n"
    } else {
        ""
    };
    let text = format!(
        r#"//! Problem: {problem}
{unverified}//! Input:   TODO
//! Output:  TODO
//! Game:    TODO
//! Rule:    TODO (the player to move loses iff ...)
//! Why:     TODO
//! Beyond:  TODO (values beyond the statement: answered, or rejected)
//! Time:    TODO
//! Status:  TODO (what the tests prove)
//! Blocks:  fastio

const PROBLEM: &str = "{id}";

fn main() {{
    fastio::run(PROBLEM, |io| {{
        // TODO: read each case with io.next / io.need, answer with io.put_word.
        while io.next("a number")?.is_some() {{}}
        Ok(())
    }});
}}

{notice}
// ---- begin block: fastio ----
// ---- end block: fastio ----
"#,
        problem = statement.problem,
        unverified = unverified,
        id = id,
        notice = EMBEDDED_NOTICE
    );
    synced(&text).unwrap_or_else(|e| fail(e))
}

fn test_file(id: &str) -> String {
    format!(
        r#"//! TODO: what these tests prove.

use common::Solution;

const SOLUTION: Solution = common::solution!("{id}");
const SAMPLE: &str = include_str!("../../../tests/{id}/sample-1.in");

#[test]
fn golden_files() {{
    SOLUTION.check_golden();
}}

// TODO: every small state against a brute-force search of the game's own
// moves (common::search), seeded cases up to and beyond the statement's
// range, check_whitespace, check_malformed_tokens and check_rejections.

#[test]
fn fuzzed_input_never_panics_or_hangs() {{
    SOLUTION.fuzz(&[SAMPLE]);
}}
"#,
        id = id
    )
}

/// The C++ solution the benchmark compares with, written as published ones
/// are; its `Limits:` line must say `exact ...` or `wrong: ...`.
fn published(id: &str) -> String {
    format!(
        "// {id} as published solutions write it: scanf, printf, the usual formula.\n\
         // Limits: TODO (exact within the statement ..., or wrong: where the usual formula fails)\n\
         #include <cstdio>\n\nint main() {{\n    // TODO\n    return 0;\n}}\n",
        id = id
    )
}

fn write_new(path: &Path, text: &str) {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).unwrap_or_else(|e| fail(format!("{}: {}", parent.display(), e)));
    }
    fs::write(path, text).unwrap_or_else(|e| fail(format!("{}: {}", path.display(), e)));
    println!("wrote {}", path.display());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let id = match args.as_slice() {
        [id] if !id.is_empty()
            && id
                .bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()) =>
        {
            id
        }
        _ => fail(
            "usage: new-problem <id> (lowercase letters and digits, as in ../shared/problems/)"
                .to_string(),
        ),
    };
    let root = workspace_root();
    let package = root.join("problems").join(id);
    let golden = root.join("tests").join(id);
    for existing in [&package, &golden] {
        if existing.exists() {
            fail(format!("{} exists already", existing.display()));
        }
    }
    let spec_path = root.join("../shared/problems").join(format!("{}.md", id));
    let spec = fs::read_to_string(&spec_path)
        .unwrap_or_else(|e| fail(format!("{}: {}", spec_path.display(), e)));
    let statement = read_statement(id, &spec)
        .unwrap_or_else(|e| fail(format!("{}: {}", spec_path.display(), e)));
    write_new(&package.join("Cargo.toml"), &manifest(id));
    write_new(&package.join("src/main.rs"), &solution(id, &statement));
    write_new(
        &package.join("tests").join(format!("{}.rs", id)),
        &test_file(id),
    );
    write_new(
        &root.join("bench/published").join(format!("{}.cpp", id)),
        &published(id),
    );
    write_new(&golden.join("sample-1.in"), &statement.sample_input);
    write_new(&golden.join("sample-1.out"), &statement.sample_output);
    println!(
        "next: the rule in main.rs, the proof in problems/{id}/tests/{id}.rs, the header, \
         the benchmark `case` in Cargo.toml, bench/published/{id}.cpp; then `cargo run -p common --bin sync` (README row) \
         and `bash .ci/run`",
        id = id
    );
}
