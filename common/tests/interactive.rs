//! The check of an interactive problem catches the typical mistakes
//! (`tests/mistakes/interactive/`, each with its verdict and smallest
//! failing game in its header), shows that game as a transcript of both
//! sides, and accepts our own binaries, built from their `main.rs` alone.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::interact::{self, Report, Side};
use common::workspace::workspace_root;

fn scratch() -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("interactive");
    fs::create_dir_all(&folder).unwrap();
    folder
}

/// `source` built by rustc -O (edition 2021) into the scratch folder.
fn rustc(source: &Path, name: &str) -> Vec<String> {
    let binary = scratch().join(name);
    let output = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&binary)
        .arg(source)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}: {}",
        source.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    vec![binary.display().to_string()]
}

fn checked(id: &str, command: &[String]) -> Report {
    let judge = interact::get(id).unwrap();
    checked_within(id, command, judge.time_limit)
}

fn checked_within(id: &str, command: &[String], time_limit: Duration) -> Report {
    let judge = interact::get(id).unwrap();
    // A short idle limit: the idle program costs one wait.
    interact::check(judge, command, false, false, time_limit, Duration::from_secs(1), false)
        .unwrap()
}

/// The value of `//! Field: value` in a header.
fn field<'a>(text: &'a str, name: &str) -> &'a str {
    text.lines()
        .find_map(|line| line.strip_prefix(&format!("//! {}: ", name)))
        .unwrap_or_else(|| panic!("no `//! {}:` line", name))
}

#[test]
fn every_interactive_mistake_is_caught_with_its_smallest_game() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mistakes/interactive");
    let mut sources: Vec<PathBuf> =
        fs::read_dir(&folder).unwrap().map(|e| e.unwrap().path()).collect();
    sources.sort();
    let mut caught = Vec::new();
    for source in &sources {
        let name = source.file_stem().unwrap().to_string_lossy().into_owned();
        let id = name.split('-').next().unwrap();
        let text = fs::read_to_string(source).unwrap();
        let report = checked(id, &rustc(source, &name));
        let shown = report.shown();
        let failure = report.failure.as_ref().unwrap_or_else(|| panic!("{}: passed", name));
        assert_eq!(failure.fault.verdict(), field(&text, "Verdict"), "{}:\n{}", name, shown);
        let smallest = field(&text, "Smallest").trim_matches('"').replace("\\n", "\n");
        assert_eq!(failure.game.input, smallest, "{}:\n{}", name, shown);
        // The transcript holds the judge's opening line and the program's side.
        assert_eq!(failure.transcript[0], (Side::Judge, smallest.lines().next().unwrap().into()));
        assert!(shown.contains("transcript") && shown.contains("judge   "), "{}", shown);
        caught.push(format!("{}: {}", name, failure.fault));
    }
    assert_eq!(caught.len(), 6, "{:#?}", caught);
    println!("{}", caught.join("\n"));
}

#[test]
fn our_binaries_built_alone_win_every_test() {
    for id in ["abc278g", "cf1934d2"] {
        let source = workspace_root().join("problems").join(id).join("src/main.rs");
        let report = checked(id, &rustc(&source, &format!("ours-{}", id)));
        assert!(report.passed(), "{}:\n{}", id, report.shown());
        println!("{}: {}", id, report.shown());
    }
}

/// A program slower than the limit, counted as the time spent waiting for
/// its lines: ours started after a pause of 0.3 s, against a limit of 0.2 s.
#[test]
fn a_slow_program_is_a_time_limit_exceeded_on_the_first_game() {
    let source = workspace_root().join("problems/abc278g/src/main.rs");
    let ours = rustc(&source, "ours-abc278g-slow");
    let slow = ["sh", "-c", "sleep 0.3; exec \"$0\"", &ours[0]].map(String::from);
    let report = checked_within("abc278g", &slow, Duration::from_millis(200));
    let failure = report.failure.as_ref().expect("too slow");
    assert_eq!(failure.fault.verdict(), "time limit exceeded", "{}", report.shown());
    assert_eq!(failure.game.input, "1 1 1\n");
}
