//! The check catches real mistakes: solutions with a typical mistake each
//! (`tests/mistakes/`, the mistake and its smallest failing input in each
//! header) and the published C++ where its `// Limits:` line says it is
//! wrong inside the statement, each with its smallest failing case; and it
//! tells a crash and a time-out from a wrong answer.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};
use std::thread;
use std::time::Duration;

use common::check::process::Program;
use common::check::{check, Options, Report, Stage, Verdict};
use common::problems;
use common::workspace::workspace_root;

fn scratch() -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("check");
    fs::create_dir_all(&folder).unwrap();
    folder
}

/// Compiles with `command`, asserting success.
fn compile(mut command: Command, what: &Path) {
    let output =
        command.output().unwrap_or_else(|e| panic!("cannot compile {}: {}", what.display(), e));
    assert!(
        output.status.success(),
        "{} does not compile: {}",
        what.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `source` built with `g++ -O2` into the scratch folder as `name`.
fn gxx(source: &Path, name: &str) -> Program {
    let binary = scratch().join(name);
    let mut command = Command::new("g++");
    command.args(["-O2", "-o"]).arg(&binary).arg(source);
    compile(command, source);
    Program::new(vec![binary.display().to_string()])
}

fn rustc(source: &Path, binary: &Path) {
    let mut command = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()));
    command.args(["-O", "--edition", "2021", "-o"]);
    command.arg(binary).arg(source);
    compile(command, source);
}

/// Our solution of `id`, built from its `main.rs` alone, once per process.
/// The lock is held while rustc runs: two tests of one problem building
/// the same binary at once would clash on its intermediate files.
fn ours(id: &str) -> Program {
    static BUILT: OnceLock<Mutex<HashMap<String, PathBuf>>> = OnceLock::new();
    let mut built = BUILT.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    let binary = scratch().join(format!("ours-{}", id));
    if !built.contains_key(id) {
        let source = workspace_root().join("problems").join(id).join("src/main.rs");
        rustc(&source, &binary);
        built.insert(id.to_string(), binary.clone());
    }
    drop(built);
    Program::new(vec![binary.display().to_string()])
}

fn run_check(id: &str, program: &Program) -> Report {
    let problem = problems::get(id).unwrap_or_else(|| panic!("no problem {}", id));
    let options = Options {
        time_limit: Duration::from_secs(20),
        beyond: false,
        strict: false,
        progress: false,
    };
    check(problem, program, &ours(id), &options).unwrap_or_else(|e| panic!("{}: {}", id, e))
}

/// The check rejects `program` with `verdict` and exactly `smallest` as
/// its smallest failing input.
fn assert_caught(what: &str, id: &str, program: &Program, verdict: &str, smallest: &str) {
    let report = run_check(id, program);
    let (stage, failure) = report
        .shown_failure()
        .unwrap_or_else(|| panic!("{}: passed the check\n{}", what, report.table()));
    let shown = failure.verdict.shown(Duration::from_secs(20));
    assert!(
        shown.starts_with(verdict) && failure.input == smallest,
        "{}: {} in {} ({}, {}) on {:?}; expected {} on {:?}\n{}",
        what,
        shown,
        stage,
        failure.set,
        failure.place,
        failure.input,
        verdict,
        smallest,
        report.table()
    );
}

/// The value of `//! Field: value` in a header.
fn field<'a>(text: &'a str, name: &str) -> &'a str {
    text.lines()
        .find_map(|line| line.strip_prefix(&format!("//! {}: ", name)))
        .unwrap_or_else(|| panic!("no `//! {}:` line", name))
}

/// A Rust string literal of the header, unescaped (\n only).
fn unquoted(literal: &str) -> String {
    literal
        .strip_prefix('"')
        .and_then(|l| l.strip_suffix('"'))
        .expect("a quoted input")
        .replace("\\n", "\n")
}

#[test]
fn every_typical_mistake_is_caught_with_its_smallest_case() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mistakes");
    let mut sources: Vec<PathBuf> = fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    sources.sort();
    let problems_caught: std::collections::BTreeSet<String> = sources
        .iter()
        .map(|s| s.file_stem().unwrap().to_string_lossy().split('-').next().unwrap().to_string())
        .collect();
    assert!(problems_caught.len() >= 10, "mistakes for {} problems", problems_caught.len());
    // Two at a time: each compiles a mistake and our solution, then checks.
    let (odd, even): (Vec<_>, Vec<_>) = sources.iter().enumerate().partition(|(i, _)| i % 2 == 1);
    thread::scope(|scope| {
        for half in [odd, even] {
            scope.spawn(move || {
                for (_, source) in half {
                    let name = source.file_stem().unwrap().to_string_lossy().into_owned();
                    let id = name.split('-').next().unwrap().to_string();
                    let text = fs::read_to_string(source).unwrap();
                    let binary = scratch().join(&name);
                    rustc(source, &binary);
                    let program = Program::new(vec![binary.display().to_string()]);
                    let smallest = unquoted(field(&text, "Smallest"));
                    assert_caught(&name, &id, &program, field(&text, "Verdict"), &smallest);
                }
            });
        }
    });
}

/// bench/published/: the double-precision Wythoff test (POJ 1067, whose
/// statement HDU 1527, NYOJ 161 and BJFU 1010 share) at k = 102,334,155,
/// POJ 1740's pairing test, which counts an empty pile, HDU 3595's
/// circulating step recursion, wrong when the larger pile is below twice
/// the smaller, and POJ 3710's Tarjan reduction, which takes two triangles
/// hanging from the root for one polygon (its loops, which the statement
/// may not allow, only warn: see the doubtful stage's test).
#[test]
fn the_published_cpp_is_caught_where_it_is_wrong_inside_the_statement() {
    let cases = [
        ("poj1067", "poj1067", "165580140 267914295\n"),
        ("hdu1527", "poj1067", "165580140 267914295\n"),
        ("nyoj161", "poj1067", "165580140 267914295\n"),
        ("bjfu1010", "bjfu1010", "165580140 267914295\n"),
        ("poj1740", "poj1740", "1\n0\n0\n"),
        ("hdu3595", "hdu3595", "1\n2 3\n"),
        ("poj3710", "poj3710", "1\n5 6\n1 2\n1 5\n1 4\n3 1\n3 4\n2 5\n"),
    ];
    for (id, published, smallest) in cases {
        let source = workspace_root().join("bench/published").join(format!("{}.cpp", published));
        let text = fs::read_to_string(&source).unwrap();
        assert!(field(&text.replace("// Limits", "//! Limits"), "Limits").starts_with("wrong: "));
        let program = gxx(&source, &format!("published-{}", published));
        assert_caught(
            &format!("{} (published {})", id, published),
            id,
            &program,
            "wrong answer",
            smallest,
        );
    }
}

#[test]
fn a_crash_and_a_time_out_are_told_from_a_wrong_answer() {
    let crash = Program::new(vec!["sh".into(), "-c".into(), "kill -SEGV $$".into()]);
    let report = run_check("hdu1847", &crash);
    let (_, failure) = report.shown_failure().unwrap();
    assert!(
        matches!(&failure.verdict, Verdict::RuntimeError(how) if how.contains("SIGSEGV")),
        "{:?}",
        failure.verdict
    );
    let problem = problems::get("hdu1847").unwrap();
    let slow = Program::new(vec!["sleep".into(), "5".into()]);
    let options = Options {
        time_limit: Duration::from_millis(200),
        beyond: false,
        strict: false,
        progress: false,
    };
    let report = check(problem, &slow, &ours("hdu1847"), &options).unwrap();
    let (stage, failure) = report.shown_failure().unwrap();
    assert_eq!(failure.verdict, Verdict::TimeLimitExceeded);
    assert_eq!(stage, Stage::GoldenFiles, "the first input run");
    assert!(failure.note.as_ref().unwrap().contains("again"), "run twice");
    let later = &report.stages[1..];
    assert!(
        later.iter().all(|s| s.not_run == s.cases && s.passed + s.failed == 0),
        "nothing runs after a time limit exceeded\n{}",
        report.table()
    );
}

/// Options for a check with `limit` per judge-sized input.
fn limited(limit: Duration) -> Options {
    Options { time_limit: limit, beyond: false, strict: false, progress: false }
}

/// A right program whose first run stalls (as on a loaded machine) passes,
/// with a warning that says so, and never as a wrong answer.
#[test]
fn a_time_out_that_does_not_come_back_is_a_warning() {
    let marker = scratch().join("stalled-once");
    let _ = fs::remove_file(&marker);
    let script = format!(
        "if [ ! -e '{}' ]; then : > '{}'; sleep 2; fi; exec '{}'",
        marker.display(),
        marker.display(),
        ours("hdu1846").command[0]
    );
    let stalls_once = Program::new(vec!["sh".into(), "-c".into(), script]);
    let problem = problems::get("hdu1846").unwrap();
    let report =
        check(problem, &stalls_once, &ours("hdu1846"), &limited(Duration::from_millis(700)))
            .unwrap();
    assert!(marker.exists(), "the program never stalled");
    assert!(report.passed(), "{}", report.table());
    assert!(
        report.table().contains("when run again"),
        "no warning of the stall\n{}",
        report.table()
    );
}

/// The usual contest solution of HDU 1536 builds a Grundy table to 10^4 for
/// every block: fast enough for any judge file, and accepted with the
/// default limit though the check packs thousands of blocks.
#[test]
fn a_right_program_with_a_table_per_block_is_accepted_in_time() {
    let source =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/correct/hdu1536-table-per-block.cpp");
    let program = gxx(&source, "hdu1536-table-per-block");
    let problem = problems::get("hdu1536").unwrap();
    let report =
        check(problem, &program, &ours("hdu1536"), &limited(common::check::DEFAULT_TIME_LIMIT))
            .unwrap();
    assert!(report.passed(), "{}", report.table());
}

/// Doubtful inputs warn unless strict: POJ 3710's statement may not allow
/// loops, and the published reduction drops them; HDU 3590's judge may
/// answer by the published rule (whole trees as the anti-SG rule's
/// components), wrong on the game as stated. Each fails only in the
/// doubtful stage, at its smallest doubtful input, and `--strict` counts it.
#[test]
fn a_doubtful_input_warns_unless_strict() {
    let cases = [
        ("poj3710", "1\n2 2\n1 1\n1 2\n", "doubtful: loops and parallel edges"),
        ("hdu3590", "1\n5\n1 2\n2 3\n1 4\n4 5\n", "doubtful: cases where whole trees"),
    ];
    for (id, smallest, doubt) in cases {
        let source = workspace_root().join("bench/published").join(format!("{}.cpp", id));
        let program = gxx(&source, &format!("published-{}-doubtful", id));
        let problem = problems::get(id).unwrap();
        for strict in [false, true] {
            let options = Options { strict, ..limited(Duration::from_secs(20)) };
            let report = check(problem, &program, &ours(id), &options).unwrap();
            let doubtful = report.stages.iter().find(|s| s.stage == Stage::Doubtful).unwrap();
            let failure = doubtful.failure.as_ref().expect("the doubtful input is caught");
            assert_eq!(failure.input, smallest, "{}", id);
            assert_eq!(doubtful.warns_only, !strict);
            assert!(report.table().contains(doubt), "{}", report.table());
            let shown = report.shown_failure().map(|(stage, _)| stage);
            assert_eq!(shown == Some(Stage::Doubtful), strict, "{}", report.table());
            // Only HDU 3590's published rule is right on every other input.
            assert_eq!(report.passed(), id == "hdu3590" && !strict, "{}", report.table());
        }
    }
}

/// A program that runs `ours` and passes its output through `filter` (a
/// shell pipeline stage): a right program with other whitespace.
fn filtered(id: &str, filter: &str) -> Program {
    let script = format!("'{}' | {}", ours(id).command[0], filter);
    Program::new(vec!["sh".into(), "-c".into(), script])
}

/// Right programs the check has never seen pass, each judged as its own
/// judge compares: an output without its final newline on every judge
/// family, answers separated by spaces where the judge compares words;
/// and the same spaces are a presentation error on HDU and a wrong answer
/// on Luogu, as there.
#[test]
fn right_programs_pass_as_their_judge_compares_output() {
    let unended = [
        ("hdu1846", "HDU"),
        ("poj2234", "POJ"),
        ("luogu2197", "Luogu"),
        ("nimproduct64", "Library Checker"),
        ("cses1729", "CSES"),
        ("spojmcoins", "SPOJ"),
    ];
    for (id, judge) in unended {
        let report = run_check(id, &filtered(id, "head -c -1"));
        let table = report.table();
        assert!(report.passed(), "{} without a final newline:\n{}", id, table);
        assert!(table.contains(&format!("compared as {} does", judge)), "{}", table);
        assert!(table.contains("accepted"), "{}: no note of the other bytes\n{}", id, table);
    }
    let spaced = run_check("nimproduct64", &filtered("nimproduct64", "tr '\\n' ' '"));
    assert!(spaced.passed(), "answers separated by spaces:\n{}", spaced.table());
    assert!(spaced.table().contains("would call it a presentation error"), "{}", spaced.table());
    for (id, verdict) in [("hdu1846", "presentation error"), ("luogu2197", "wrong answer")] {
        let report = run_check(id, &filtered(id, "tr '\\n' ' '"));
        let (_, failure) = report.shown_failure().unwrap_or_else(|| panic!("{} passed", id));
        assert!(failure.verdict.shown(Duration::ZERO).starts_with(verdict), "{}", report.table());
    }
}

/// HDU 1524's statement bounds no count of graphs in a file: a right
/// program that takes 0.3 ms per KB of input is slow on 100 maximal graphs
/// in one input but fast on any one of them, and passes with a warning
/// that names its time per case.
#[test]
fn a_program_slow_only_on_many_maximal_cases_passes_with_a_warning() {
    let script = format!(
        "input=$(mktemp); cat > \"$input\"; bytes=$(wc -c < \"$input\"); \
         sleep \"$(awk -v b=\"$bytes\" 'BEGIN {{ print b * 0.0000003 }}')\"; \
         '{}' < \"$input\"; rm -f \"$input\"",
        ours("hdu1524").command[0]
    );
    let slow = Program::new(vec!["sh".into(), "-c".into(), script]);
    let problem = problems::get("hdu1524").unwrap();
    let report = check(problem, &slow, &ours("hdu1524"), &limited(Duration::from_secs(2))).unwrap();
    let table = report.table();
    assert!(report.passed(), "{}", table);
    assert!(table.contains("no time verdict rests on that"), "no warning of the time\n{}", table);
    assert!(table.contains("rests on one case run alone"), "{}", table);
}

/// A right POJ 3710 program that aborts on drawings outside the
/// statement's shape (a polygon touching the rest at two vertices) passes:
/// no counted case has that shape.
#[test]
fn a_program_that_aborts_outside_the_statement_passes() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/correct/poj3710-aborts-outside-the-shape.rs");
    let binary = scratch().join("poj3710-aborts-outside-the-shape");
    rustc(&source, &binary);
    let program = Program::new(vec![binary.display().to_string()]);
    let report = run_check("poj3710", &program);
    assert!(report.passed(), "{}", report.table());
    let problem = problems::get("poj3710").unwrap();
    let options = Options { beyond: true, ..limited(Duration::from_secs(20)) };
    let beyond = check(problem, &program, &ours("poj3710"), &options).unwrap();
    let (_, failure) = beyond.shown_failure().expect("it aborts beyond the statement");
    assert!(matches!(failure.verdict, Verdict::RuntimeError(_)), "{}", beyond.table());
}

/// Where the statement bounds no count of cases, a program too slow on one
/// maximal case alone (here: 3 s on any input over 1 MB, against a 2 s
/// limit) is a time limit exceeded, shown on that one case.
#[test]
fn a_program_slow_on_one_maximal_case_alone_is_a_time_limit_exceeded() {
    let script = format!(
        "input=$(mktemp); cat > \"$input\"; \
         if [ \"$(wc -c < \"$input\")\" -gt 1000000 ]; then sleep 3; fi; \
         '{}' < \"$input\"; rm -f \"$input\"",
        ours("hdu1524").command[0]
    );
    let slow = Program::new(vec!["sh".into(), "-c".into(), script]);
    let problem = problems::get("hdu1524").unwrap();
    let report = check(problem, &slow, &ours("hdu1524"), &limited(Duration::from_secs(2))).unwrap();
    let (_, failure) = report.shown_failure().expect("a time limit exceeded");
    assert_eq!(failure.verdict, Verdict::TimeLimitExceeded, "{}", report.table());
    assert!(failure.place.contains("alone"), "{}", failure.place);
    assert_eq!(problem.validity(&failure.input), common::validate::Validity::Valid);
}
