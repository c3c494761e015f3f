//! The README's problem table, generated from the solutions' headers.

use std::fs;
use std::path::PathBuf;

use crate::header::{all_headers, Header};
use crate::workspace::workspace_root;

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

/// The families whose rules `docs/games/<page>.md` proves: (page, name,
/// problems).
pub const FAMILIES: &[(&str, &str, &[&str])] = &[
    ("bash", "Bash", &["hdu1846", "hdu2188", "hdu2149", "hdu2897", "hdu1847", "poj2068"]),
    (
        "nim",
        "Nim",
        &[
            "hdu1849",
            "hdu1850",
            "hdu1907",
            "hdu2509",
            "hdu1730",
            "poj2234",
            "poj1704",
            "poj1740",
            "cses1730",
            "luogu2197",
            "cses1099",
            "luogu1247",
        ],
    ),
    ("wythoff", "Wythoff", &["poj1067", "hdu1527", "hdu2177", "nyoj161", "bjfu1010", "luogu2252"]),
    (
        "sprague-grundy",
        "Sprague-Grundy",
        &[
            "hdu1536",
            "hdu1848",
            "hdu1729",
            "poj2311",
            "hdu1524",
            "loj10243",
            "cses1098",
            "cses1729",
            "atcoderdpk",
            "spojmcoins",
            "luogu2575",
            "abc206f",
            "abc278g",
        ],
    ),
    ("splitting", "splitting heaps", &["hdu3032", "hdu5795", "cses2207", "cf1934d2"]),
    ("coin-turning", "coin turning", &["hdu3537", "hdu3404", "nimproduct64"]),
    ("hackenbush", "Hackenbush", &["poj3710"]),
    ("every-sg", "Every-SG", &["hdu3595"]),
    ("multi-sg", "Multi-SG", &["luogu3235", "luogu2148", "luogu3185"]),
    ("anti-sg", "anti-SG", &["hdu3590"]),
    ("fibonacci", "Fibonacci", &["hdu2516", "hdu2486"]),
    ("not-sums", "not a sum", &["luogu4101"]),
    ("octal", "octal games", &["poj3537"]),
    ("draws", "games with draws", &["cf786a"]),
    ("partizan", "partizan games", &["hdu3544"]),
    (
        "boards",
        "boards and races",
        &["hdu2147", "hdu1079", "poj1082", "luogu1512", "hdu1517", "hdu1404", "circle"],
    ),
    ("euclid", "Euclid's game", &["luogu1290", "poj2348"]),
];

/// The page that explains problem `id`'s family, as a link.
fn family_link(id: &str) -> String {
    match FAMILIES.iter().find(|(_, _, ids)| ids.contains(&id)) {
        Some((page, name, _)) => format!("[{}](docs/games/{}.md)", name, page),
        None => format!("{} is in no family of common::readme::FAMILIES", id),
    }
}

/// Problems of judges that take no Rust, and the problems of the same game
/// on judges that do, whose files a Rust user can submit.
pub const SAME_GAME: &[(&str, &[&str])] = &[
    ("hdu1079", &["luogu1512"]),
    ("hdu1524", &["loj10243"]),
    ("hdu1527", &["luogu2252"]),
    ("hdu1536", &["cses1729", "atcoderdpk", "spojmcoins"]),
    ("hdu1730", &["cses1730", "luogu2197"]),
    ("hdu1846", &["cses1098"]),
    ("hdu1849", &["cses1730", "luogu2197"]),
    ("hdu1850", &["luogu1247"]),
    ("hdu2509", &["hdu1907"]),
    ("hdu3404", &["nimproduct64"]),
    ("poj1067", &["luogu2252"]),
    ("poj1082", &["luogu1512"]),
    ("poj2234", &["cses1730", "luogu2197"]),
    ("nyoj161", &["luogu2252"]),
    ("bjfu1010", &["luogu2252"]),
];

/// One row per solution, in id order.
pub fn problem_table(headers: &[(String, Header)]) -> String {
    let mut table = String::from(
        "| problem | title | game | rule | why | time per case | submit as is |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for (id, header) in headers {
        let (name, title, link) = header.problem();
        let same: Vec<String> = SAME_GAME
            .iter()
            .filter(|(of, _)| of == id)
            .flat_map(|(_, others)| others.iter())
            .map(|other| match headers.iter().find(|(o, _)| o == other) {
                // Where that file goes: its Submit field's judge, else its own.
                Some((_, h)) => match h.get("Submit") {
                    Some(judges) => {
                        format!("{} ({})", judges.split(" (").next().unwrap_or(judges), other)
                    }
                    None => format!("{} ({})", h.problem().0, other),
                },
                None => format!("{} is not a problem", other),
            })
            .collect();
        let see =
            if same.is_empty() { String::new() } else { format!("; see {}", same.join(", ")) };
        let submit = match header.get("Submit") {
            Some(judges) => judges.to_string(),
            None if name.starts_with("HDU ") || name.starts_with("POJ ") => {
                format!("none (HDU and POJ take no Rust{})", see)
            }
            None => format!("none known{}", see),
        };
        let name = if link.starts_with("http") { format!("[{}]({})", name, link) } else { name };
        table.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            name,
            cell(&title),
            cell(header.get("Game").unwrap_or_default()),
            cell(header.get("Rule").unwrap_or_default()),
            family_link(id),
            cell(header.get("Time").unwrap_or_default()),
            cell(&submit),
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
    Ok(format!("{}{}\n{}{}", &readme[..begin], TABLE_BEGIN, table, &readme[end..]))
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

    #[test]
    fn every_problem_has_one_family_and_its_page() {
        let readme = fs::read_to_string(readme_path()).unwrap();
        for id in crate::header::problem_ids() {
            let homes = FAMILIES.iter().filter(|(_, _, ids)| ids.contains(&id.as_str()));
            assert_eq!(homes.count(), 1, "{}: add it to one family of FAMILIES", id);
        }
        for (page, _, _) in FAMILIES {
            let path = workspace_root().join("docs/games").join(format!("{}.md", page));
            assert!(path.is_file(), "{} is missing", path.display());
            let link = format!("(docs/games/{}.md)", page);
            assert!(readme.contains(&link), "README.md does not link {}", link);
        }
    }

    #[test]
    fn every_same_game_pointer_leads_to_a_file_a_rust_judge_takes() {
        let headers = crate::header::all_headers();
        let submit =
            |id: &str| headers.iter().find(|(o, _)| o == id).and_then(|(_, h)| h.get("Submit"));
        for (of, others) in SAME_GAME {
            assert!(submit(of).is_none(), "{}: it can be submitted itself", of);
            for other in *others {
                assert!(
                    submit(other).is_some(),
                    "{} points to {}, which no Rust judge takes",
                    of,
                    other
                );
            }
        }
    }
}
