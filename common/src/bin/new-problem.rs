//! Scaffolds a problem from its statement summary, `docs/statements/<id>.md`
//! (written first, in the format of the others: see `common::statement`):
//!
//!     cargo run -p common --bin new-problem <id>
//!
//! writes `problems/<id>/Cargo.toml`, `problems/<id>/src/main.rs` (the header
//! fields, a `main` that reads tokens, the fastio block), a test file with
//! the golden, small-position, check and fuzz tests, the problem's module
//! `common/src/problems/<id>.rs` (listed in `common/src/problems/mod.rs`),
//! and `tests/<id>/sample-1.in` / `.out` from the statement's sample. What
//! is left is marked TODO, and the header, manifest and check tests fail
//! until every TODO is replaced: the rule, the brute-force proof (the small
//! positions), the edges, the header, the benchmark and check inputs.

use std::fs;
use std::path::Path;
use std::process::exit;

use common::blocks::synced;
use common::header::EMBEDDED_NOTICE;
use common::statement::{read_statement, statement_path, Statement};
use common::workspace::workspace_root;

fn fail(message: String) -> ! {
    eprintln!("new-problem: {}", message);
    exit(2)
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

# The statement's bounds, written once: the templates below name them,
# and the tests and the check read them (common/src/limits.rs).
[package.metadata.limits]
# N = 1000  # TODO: each bound of the statement, as `N = value  # 1 <= n <= value`

# The benchmark input (bench/run.py, gen): see common/src/manifest.rs.
[package.metadata.bench]
case = "TODO"

# The check of a solution (common/src/problems): random cases of small
# values, and beyond the statement; see common/src/manifest.rs.
[package.metadata.check]
small = "TODO"
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

use common::problems::{id};
use common::Solution;

const SOLUTION: Solution = common::solution!("{id}");
const SAMPLE: &str = include_str!("../../../tests/{id}/sample-1.in");

#[test]
fn golden_files() {{
    SOLUTION.check_golden();
}}

#[test]
fn every_small_position_against_a_search_of_the_moves() {{
    SOLUTION.check_each({id}::PROBLEM.small_cases());
}}

#[test]
fn its_own_check_passes() {{
    SOLUTION.passes_its_own_check();
}}

// TODO: seeded cases up to and beyond the statement's range,
// check_whitespace, check_malformed_tokens and check_rejections.

#[test]
fn fuzzed_input_never_panics_or_hangs() {{
    SOLUTION.fuzz(&[SAMPLE]);
}}
"#,
        id = id
    )
}

/// The problem's module in `common/src/problems/`, which its tests and the
/// check share.
fn problem_module(id: &str) -> String {
    format!(
        r#"//! {id}: TODO (the game and the statement's limits, in a line).

use super::{{Answers, Layout, Problem}};
use crate::cases::Cases;
use crate::validate::{{Input, Valid}};

pub const PROBLEM: Problem = Problem {{
    id: "{id}",
    validate,
    // TODO: Counted, EndedBy("terminator line\n") or EndOfInput.
    layout: Layout::EndOfInput,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
}};

/// TODO: whether a judge could send an input, from the statement alone:
/// its lines, every bound (`PROBLEM.limit("N")`) and the structure it
/// promises (crate::validate; common/tests/validators.rs proves it).
fn validate(input: &mut Input) -> Valid {{
    input.fail("TODO: the validator")
}}

/// TODO: every small position, answered by a search of the game's own
/// moves (crate::search); `push_beyond` for those outside the statement.
pub fn small() -> Vec<Cases> {{
    Vec::new()
}}

/// TODO: the statement's limits and the values where solutions go wrong.
fn edges() -> Vec<Cases> {{
    Vec::new()
}}
"#,
        id = id
    )
}

/// `common/src/problems/mod.rs` with `id` in its list, kept sorted.
fn listed(module_list: &str, id: &str) -> Result<String, String> {
    let start = module_list.find("problems!(").ok_or("no `problems!(` list")? + "problems!(".len();
    let end = start + module_list[start..].find(");").ok_or("no end of the list")?;
    let mut ids: Vec<&str> =
        module_list[start..end].split(',').map(str::trim).filter(|w| !w.is_empty()).collect();
    ids.push(id);
    ids.sort_unstable();
    let mut lines = vec![String::from("\n   ")];
    for id in ids {
        if lines.last().unwrap().len() + id.len() + 2 > 100 {
            lines.push(String::from("   "));
        }
        lines.last_mut().unwrap().push_str(&format!(" {},", id));
    }
    Ok(format!("{}{}\n{}", &module_list[..start], lines.join("\n"), &module_list[end..]))
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
            && id.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()) =>
        {
            id
        }
        _ => fail(
            "usage: new-problem <id> (lowercase letters and digits, as in docs/statements/)"
                .to_string(),
        ),
    };
    let root = workspace_root();
    let package = root.join("problems").join(id);
    let golden = root.join("tests").join(id);
    let module = root.join("common/src/problems").join(format!("{}.rs", id));
    for existing in [&package, &golden, &module] {
        if existing.exists() {
            fail(format!("{} exists already", existing.display()));
        }
    }
    let spec_path = statement_path(id);
    let spec = fs::read_to_string(&spec_path)
        .unwrap_or_else(|e| fail(format!("{}: {}", spec_path.display(), e)));
    let statement = read_statement(id, &spec)
        .unwrap_or_else(|e| fail(format!("{}: {}", spec_path.display(), e)));
    write_new(&package.join("Cargo.toml"), &manifest(id));
    write_new(&package.join("src/main.rs"), &solution(id, &statement));
    write_new(&package.join("tests").join(format!("{}.rs", id)), &test_file(id));
    write_new(&root.join("bench/published").join(format!("{}.cpp", id)), &published(id));
    write_new(&root.join("common/src/problems").join(format!("{}.rs", id)), &problem_module(id));
    let list_path = root.join("common/src/problems/mod.rs");
    let list = fs::read_to_string(&list_path)
        .map_err(|e| e.to_string())
        .and_then(|text| listed(&text, id))
        .unwrap_or_else(|e| fail(format!("{}: {}", list_path.display(), e)));
    fs::write(&list_path, list).unwrap_or_else(|e| fail(format!("{}: {}", list_path.display(), e)));
    println!("listed {} in {}", id, list_path.display());
    write_new(&golden.join("sample-1.in"), &statement.sample_input);
    write_new(&golden.join("sample-1.out"), &statement.sample_output);
    println!(
        "next: the rule in main.rs, the validator, small positions and edges in common/src/problems/{id}.rs, \
         the other proofs in problems/{id}/tests/{id}.rs, the header, \
         the benchmark `case` and the check's `small` in Cargo.toml, bench/published/{id}.cpp; then `cargo run -p common --bin sync` (README row) \
         and `bash .ci/run`",
        id = id
    );
}
