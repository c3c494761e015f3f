//! Replays the golden files `tests/<id>/*.in` against `*.out`, byte for byte.

use std::fs;
use std::path::{Path, PathBuf};

use crate::process::{first_difference, run};

/// The workspace root (the parent of `common/`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("common/ sits inside the workspace")
        .to_path_buf()
}

/// Runs `bin` on every `tests/<problem>/*.in` and compares with the `.out`
/// beside it. Every case runs; the failures are reported together, each with
/// its name and first differing line. The folder must hold the statement's
/// `sample-1`, so a missing or renamed folder cannot pass vacuously.
pub fn check_folder(problem: &str, bin: &str) {
    let folder = workspace_root().join("tests").join(problem);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("cannot list {}: {}", folder.display(), e))
        .map(|entry| entry.expect("readable folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    inputs.sort();
    assert!(
        inputs.iter().any(|p| p.ends_with("sample-1.in")),
        "{} has no sample-1.in",
        folder.display()
    );
    let mut failures = Vec::new();
    for input_path in &inputs {
        let case = input_path
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let output_path = input_path.with_extension("out");
        let input = fs::read(input_path).expect("readable .in");
        let expected =
            fs::read(&output_path).unwrap_or_else(|e| panic!("{}: {}", output_path.display(), e));
        let result = run(bin, &input);
        if result.code != Some(0) || !result.stderr.is_empty() {
            failures.push(format!(
                "{}: exit {:?}, stderr {:?}",
                case, result.code, result.stderr
            ));
        } else if let Some(diff) = first_difference(&expected, &result.stdout) {
            failures.push(format!("{}: {}", case, diff));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} golden cases of {} failed:\n{}",
        failures.len(),
        inputs.len(),
        problem,
        failures.join("\n")
    );
}
