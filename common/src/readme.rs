//! The README's problem table, generated from the solutions' headers.

use std::fs;
use std::path::PathBuf;

use crate::header::{all_headers, Header};
use crate::solution::workspace_root;

pub const TABLE_BEGIN: &str =
    "<!-- problem table: generated from the headers by `cargo run -p common --bin sync` -->";
pub const TABLE_END: &str = "<!-- end of problem table -->";

pub fn readme_path() -> PathBuf {
    workspace_root().join("README.md")
}

/// A table cell: one line, `|` escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

/// One row per solution, in id order.
pub fn problem_table(headers: &[(String, Header)]) -> String {
    let mut table =
        String::from("| problem | title | game | rule | time per case |\n|---|---|---|---|---|\n");
    for (_, header) in headers {
        let (name, title, link) = header.problem();
        let name = if link.starts_with("http") {
            format!("[{}]({})", name, link)
        } else {
            name
        };
        table.push_str(&format!(
            "| {} | {} | {} | {} | {} |\n",
            name,
            cell(&title),
            cell(header.get("Game").unwrap_or_default()),
            cell(header.get("Rule").unwrap_or_default()),
            cell(header.get("Time").unwrap_or_default()),
        ));
    }
    table
}

/// `readme` with the text between the table markers replaced by `table`.
pub fn with_table(readme: &str, table: &str) -> Result<String, String> {
    let begin = readme
        .find(TABLE_BEGIN)
        .ok_or_else(|| format!("README.md lacks the line {:?}", TABLE_BEGIN))?;
    let end = readme
        .find(TABLE_END)
        .filter(|&end| end > begin)
        .ok_or_else(|| format!("README.md lacks the line {:?} after the table", TABLE_END))?;
    Ok(format!(
        "{}{}\n{}{}",
        &readme[..begin],
        TABLE_BEGIN,
        table,
        &readme[end..]
    ))
}

/// The README as it should be, and as it is.
pub fn readme_now_and_synced() -> (String, Result<String, String>) {
    let readme = fs::read_to_string(readme_path()).expect("readable README.md");
    let synced = with_table(&readme, &problem_table(&all_headers()));
    (readme, synced)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_readme_table_is_generated_from_the_headers() {
        let (readme, synced) = readme_now_and_synced();
        assert!(
            synced.as_deref() == Ok(readme.as_str()),
            "README.md's problem table is stale: run `cargo run -p common --bin sync` ({:?})",
            synced.err()
        );
    }
}
