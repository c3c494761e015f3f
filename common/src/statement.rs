//! The statement summaries in `docs/statements/<id>.md`: the repository's
//! own account of each problem (judge, game, input, output, bounds and the
//! judge's sample), from which `new-problem` scaffolds a new one. A test
//! keeps every summary's sample equal to the problem's golden sample.
//!
//! The format: a heading `# NAME — title` (`(UNVERIFIED)` after it where
//! part of the statement has not been seen), a line `- Judge: JUDGE, problem
//! N — link`, field lines, then `## Sample` with a fenced input block and a
//! fenced output block (none where the judge gives no sample).

use std::path::PathBuf;

use crate::workspace::workspace_root;

/// Where the summary of problem `id` lives.
pub fn statement_path(id: &str) -> PathBuf {
    workspace_root().join("docs/statements").join(format!("{}.md", id))
}

/// What the statement gives: the header's Problem field, whether part of it
/// is unverified, and the sample.
pub struct Statement {
    pub problem: String,
    pub unverified: bool,
    pub sample_input: String,
    pub sample_output: String,
}

/// The golden sample's text when the statement gives no sample.
pub const NO_SAMPLE: &str = "TODO: no judge sample; write one checked by hand or by brute force\n";

pub fn read_statement(id: &str, text: &str) -> Result<Statement, String> {
    let heading =
        text.lines().find_map(|l| l.strip_prefix("# ")).ok_or("no `# NAME — title` heading")?;
    let mut parts = heading.split(" — ");
    let name = parts.next().unwrap_or(id).trim();
    let title = parts.next().ok_or("the heading has no title after ` — `")?.trim();
    let unverified = heading.contains("UNVERIFIED");
    let link = text
        .lines()
        .find_map(|l| l.strip_prefix("- Judge: "))
        .and_then(|judge| judge.split(" — ").nth(1))
        .filter(|link| link.starts_with("http"))
        .unwrap_or("no verified link")
        .trim();
    let sample = text.split("\n## Sample").nth(1).ok_or("no `## Sample` section")?;
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
        // A statement without the judge's sample (its spec says so) leaves
        // the golden sample to write by hand, from a source other than the
        // solution under test.
        sample_input: block(0).unwrap_or_else(|_| NO_SAMPLE.to_string()),
        sample_output: block(1).unwrap_or_else(|_| NO_SAMPLE.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::golden_inputs;
    use std::fs;

    #[test]
    fn every_problem_has_a_summary_whose_sample_is_its_golden_sample() {
        let problems = fs::read_dir(workspace_root().join("problems")).unwrap();
        let mut ids: Vec<String> =
            problems.map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        ids.retain(|id| workspace_root().join("problems").join(id).join("Cargo.toml").exists());
        assert!(ids.len() >= 37, "{:?}", ids);
        for id in ids {
            let path = statement_path(&id);
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {} (every problem needs one)", path.display(), e));
            let statement = read_statement(&id, &text).unwrap_or_else(|e| panic!("{}: {}", id, e));
            let golden = workspace_root().join("tests").join(&id);
            let input = fs::read_to_string(golden.join("sample-1.in")).unwrap();
            let output = fs::read_to_string(golden.join("sample-1.out")).unwrap();
            assert_eq!(statement.sample_input, input, "{}: the summary's sample input", id);
            assert_eq!(statement.sample_output, output, "{}: the summary's sample output", id);
            assert!(golden_inputs(&golden).iter().any(|p| p.ends_with("sample-1.in")), "{}", id);
        }
    }

    /// Summaries written ahead of their problems must be readable too, so
    /// that `new-problem` can start from them.
    #[test]
    fn every_summary_reads_with_a_link_and_a_sample() {
        let folder = workspace_root().join("docs/statements");
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let id = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = fs::read_to_string(&path).unwrap();
            let statement = read_statement(&id, &text).unwrap_or_else(|e| panic!("{}: {}", id, e));
            let known_unlinked = ["bjfu1010", "circle"];
            assert!(
                statement.problem.contains("http") || known_unlinked.contains(&id.as_str()),
                "{}: no link",
                id
            );
            assert_ne!(statement.sample_input, NO_SAMPLE, "{}: no sample", id);
        }
    }

    #[test]
    fn a_summary_without_a_sample_or_heading_is_read_as_such() {
        let text = "# HDU 1 — Title (UNVERIFIED)\n\n- Judge: HDU, problem 1 — http://x\n\n## Sample\n\nNone.\n";
        let statement = read_statement("hdu1", text).unwrap();
        assert!(statement.unverified);
        assert_eq!(statement.problem, "HDU 1 Title (UNVERIFIED), http://x");
        assert_eq!(statement.sample_input, NO_SAMPLE);
        assert!(read_statement("hdu1", "no heading\n").is_err());
    }
}
