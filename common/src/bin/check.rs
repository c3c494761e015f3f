//! A local judge for your own solution of a problem:
//!
//!     cargo run -q -p common --bin check -- [options] <id> <program or source> [args...]
//!
//! `--help` says what it runs and how it judges. Exit status 0 when
//! everything passes, 1 when the program fails, 2 on bad usage.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{exit, Command};
use std::time::Duration;

use common::check::process::Program;
use common::check::{check, Options, DEFAULT_TIME_LIMIT};
use common::header::all_headers;
use common::interact;
use common::problems::{self, JUDGE_CASES};
use common::validate::Validity;
use common::workspace::workspace_root;

const USAGE: &str = "usage: check [--time-limit SECONDS] [--beyond] [--strict] <id> <program or source file> [args...]
       check --validate <id> < input
       check [--beyond] --scales <id>
       check --list | --help";

const HELP: &str = "
Runs your program (any executable, or a source file: .cpp/.cc/.cxx built with
g++ -O2, .c with gcc -O2, .rs with rustc -O, .py run with python3) with the
input on stdin, as a judge does, and compares its output as the problem's judge
does.

Stages, in order:
  golden files     tests/<id>/: the statement's samples and our hand-made files
  small positions  every small position; answers from a search of the game's moves
  edges and traps  the statement's limits and the values where solutions go wrong
  random           seeded random cases over the statement's range and small values
  doubtful         (some problems) inputs the statement may not allow; their
                   failures only warn unless --strict

Inputs: every case the stages count passes the problem's validator (the
statement's layout, bounds and structure); the rest run only with --beyond,
or warn in the doubtful stage. --validate vets an input of your own.

Output is compared as the problem's judge does (docs/judges.md has the
sources):
  HDU, POJ                 spaces at a line's end and blank lines at the
                           end ignored; other whitespace between the right
                           words is a presentation error
  Luogu, LibreOJ, NYOJ     line by line, spaces at a line's end and blank
                           lines at the end ignored; anything else is a
                           wrong answer
  Library Checker, SPOJ    the words in order, any whitespace
  CSES, AtCoder, BJFU,
  Codeforces               rule not found: the words in order, with a note
A difference the judge ignores is accepted with a note of what a stricter
judge would say. Verdicts: wrong answer; presentation error (HDU and POJ;
the first differing line is shown with spaces, tabs and CRs drawn); runtime
error (a non-zero exit or a signal, named); time limit exceeded.

Time: where the statement bounds the cases of a file, the limit (--time-limit,
2 s by default) holds for a file of that many, and no run holds more. Where
it does not, a time limit exceeded rests on one case run alone: the stages
pack cases with a limit per 100 of them (five such files, twice as many after
each run under a tenth of its limit), a run over it is split into parts of
100, each run with the plain limit, and a part over it twice runs case by
case; only a case over the limit twice is a time limit exceeded, and the
part's time is a warning. After a time limit exceeded nothing more runs. A
time-out that does not come back is a warning, never a failure.

Options (before the program; anything after it goes to the program):
  --time-limit S   seconds per judge-sized input (default 2)
  --beyond         also inputs beyond the statement that our solutions answer
                   (u64 values, empty inputs, a missing terminator)
  --strict         count the doubtful stage's failures
  --validate       (no program) reads an input on stdin and says whether a
                   judge could send it by the statement (exit 0; a doubtful
                   input is named so), or the first line and rule it breaks
                   (exit 1): to vet your own generator. Every case the
                   stages count passes the problem's validator; those that
                   do not run only with --beyond (or, doubtful, warn)
  --list           the problems: id, judge and title
  --scales         where the stages look (no program): for each scale of a
                   case's largest number (its digits, then its bits), how
                   many answers of each kind the cases there hold; both
                   kinds at every scale, or a program wrong only above some
                   value could pass

Interactive problems (abc278g, cf1934d2): the program plays against the
problem's judge (common/src/interact/), which checks every line, answers a
winning position with a winning move and a losing one with varied replies
(the longest game, centres, seeded random, every legal first reply), and
keeps the program's input open after the end. The tests run smallest first
(--quick: the small ones only). Verdicts: lost a game it could have won
(the first losing choice named), illegal move, protocol error (a wrong
word, a malformed or missing line), idleness limit exceeded (no line within
3 s: output not flushed?), time limit exceeded (time spent waiting for the
program over the judge's limit, or --time-limit), did not exit after the
end (still running 1 s after the last line, or writing more). The smallest
failing game is shown as a transcript of both sides' lines.

On a failure the smallest failing input found is shown (a long one as its
size and shape) and written with the expected and received output to
target/check/<id>/.";

fn usage(message: &str) -> ! {
    eprintln!("check: {}\n{}", message, USAGE);
    exit(2)
}

struct Arguments {
    options: Options,
    quick: bool,
    scales: bool,
    validate: bool,
    id: String,
    command: Vec<String>,
}

/// Options anywhere before the program; the id and the program are the
/// first two other words, and every word after the program is its own.
fn arguments() -> Arguments {
    let mut options =
        Options { time_limit: DEFAULT_TIME_LIMIT, beyond: false, strict: false, progress: true };
    let mut words = env::args().skip(1);
    let mut id = None;
    let mut command = Vec::new();
    let mut scales = false;
    let mut validate = false;
    let mut quick = false;
    while let Some(word) = words.next() {
        if id.is_some() && (word == "--" || !word.starts_with("--")) {
            if word != "--" {
                command.push(word);
            }
            command.extend(words.by_ref());
            break;
        }
        match word.as_str() {
            "--beyond" => options.beyond = true,
            "--strict" => options.strict = true,
            "--scales" => scales = true,
            "--quick" => quick = true,
            "--validate" => validate = true,
            "--time-limit" => {
                let seconds = words
                    .next()
                    .and_then(|s| s.parse::<f64>().ok())
                    .filter(|s| s.is_finite() && *s > 0.0)
                    .unwrap_or_else(|| usage("--time-limit needs a positive number of seconds"));
                options.time_limit = Duration::from_secs_f64(seconds);
            }
            "--help" | "-h" => {
                println!("{}\n{}", USAGE, HELP);
                exit(0)
            }
            "--list" => {
                list();
                exit(0)
            }
            _ if word.starts_with("--") => usage(&format!("unknown option {}", word)),
            _ => id = Some(word),
        }
    }
    let id = id.unwrap_or_else(|| usage("no problem id"));
    if command.is_empty() && !scales && !validate {
        usage("no program to check");
    }
    if validate && !command.is_empty() {
        usage("--validate reads the input on stdin and takes no program");
    }
    Arguments { options, quick, scales, validate, id, command }
}

fn list() {
    for (id, header) in all_headers() {
        let (name, title, _) = header.problem();
        println!("{:<10} {:<12} {}", id, name, title);
    }
}

/// The problem an id names, in any case, as `hdu1846` or `HDU1846`; `next`
/// is the word after it (the number, for `hdu 1846`).
fn problem_of(id: &str, next: &str) -> &'static problems::Problem {
    let wanted = id.to_ascii_lowercase();
    let joined = format!("{}{}", wanted, next);
    if problems::get(&wanted).is_none() && problems::get(&joined).is_some() {
        usage(&format!("an id is one word: did you mean {}?", joined))
    }
    problems::get(&wanted).unwrap_or_else(|| {
        let close: Vec<&str> = problems::all()
            .iter()
            .map(|p| p.id)
            .filter(|p| {
                let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
                !digits(&wanted).is_empty() && digits(p) == digits(&wanted)
            })
            .collect();
        match close.as_slice() {
            [] => usage(&format!("unknown problem {:?}; --list shows them", id)),
            _ => usage(&format!("unknown problem {:?}; did you mean {}?", id, close.join(" or "))),
        }
    })
}

fn main() {
    let Arguments { options, quick, scales, validate, id, command } = arguments();
    let problem = problem_of(&id, command.first().map_or("", String::as_str));
    if validate {
        exit(validate_stdin(problem))
    }
    if scales && problem.interactive().is_some() {
        usage("an interactive problem has no scales: its judge plays every small game");
    }
    if scales {
        print_scales(problem, options.beyond);
        exit(0)
    }
    let id = problem.id;
    let folder = workspace_root().join("target/check").join(id);
    let program = Program::new(built(command, &folder));
    if let Err(e) = common::check::process::run(&program, b"", Duration::from_secs(10)) {
        usage(&format!("cannot start {}: {}", program.shown(), e));
    }
    if let Some(judge) = problem.interactive() {
        println!("check {}: {} (interactive)", id, program.shown());
        let time_limit = if options.time_limit == DEFAULT_TIME_LIMIT {
            judge.time_limit
        } else {
            options.time_limit
        };
        let report = interact::check(
            judge,
            &program.command,
            quick,
            options.beyond,
            time_limit,
            interact::IDLE,
            options.progress,
        )
        .unwrap_or_else(|e| {
            eprintln!("check: cannot run {}: {}", program.shown(), e);
            exit(2)
        });
        print!("{}", report.shown());
        exit(if report.passed() { 0 } else { 1 })
    }
    let reference = Program::new(vec![build_ours(id).display().to_string()]);

    println!("check {}: {}", id, program.shown());
    let judge_cases = problem.judge_cases();
    if judge_cases != JUDGE_CASES {
        println!("(a judge file holds at most {} cases)", judge_cases);
    }
    let report = check(problem, &program, &reference, &options).unwrap_or_else(|e| {
        eprintln!("check: {}", e);
        exit(2)
    });
    print!("{}", report.table());
    let (stage, failure) = match report.shown_failure() {
        None => {
            let total: usize =
                report.stages.iter().filter(|s| !s.warns_only).map(|s| s.cases).sum();
            println!("accepted: all {} cases passed", total);
            exit(0)
        }
        Some(shown) => shown,
    };
    let written = fs::create_dir_all(&folder).and_then(|_| {
        fs::write(folder.join("failing.in"), &failure.input)?;
        fs::write(folder.join("expected.out"), &failure.expected)?;
        fs::write(folder.join("received.out"), &failure.received)
    });
    println!("\n{}", report.failure_text(stage, failure));
    match written {
        Ok(()) => {
            let here = env::current_dir().unwrap_or_default();
            let shown = folder.strip_prefix(&here).unwrap_or(&folder);
            println!("--- written to {}/{{failing.in,expected.out,received.out}}", shown.display())
        }
        Err(e) => eprintln!("check: cannot write {}: {}", folder.display(), e),
    }
    exit(1)
}

/// `--validate`: the validity of stdin as an input of `problem`; the exit
/// status.
fn validate_stdin(problem: &problems::Problem) -> i32 {
    let mut bytes = Vec::new();
    if let Err(e) = std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes) {
        eprintln!("check: cannot read stdin: {}", e);
        return 2;
    }
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let line = 1 + e.as_bytes()[..e.utf8_error().valid_up_to()]
                .iter()
                .filter(|&&c| c == b'\n')
                .count();
            println!("{}: invalid: line {}: a byte that is not text", problem.id, line);
            return 1;
        }
    };
    match problem.validity(&text) {
        Validity::Valid => {
            println!("{}: valid: a judge could send this input", problem.id);
            0
        }
        Validity::Doubtful(broken) => {
            println!(
                "{}: doubtful: the statement leaves open whether a judge sends this input: {}",
                problem.id, broken
            );
            0
        }
        Validity::Invalid(broken) => {
            println!("{}: invalid: {}", problem.id, broken);
            1
        }
    }
}

/// The command to run: a source file built (or, for Python, run by
/// python3) first; anything else as given.
fn built(command: Vec<String>, folder: &Path) -> Vec<String> {
    let source = Path::new(&command[0]);
    let extension = source.extension().map(|e| e.to_string_lossy().to_ascii_lowercase());
    let compiler: &[&str] = match extension.as_deref() {
        Some("py") => {
            let mut run = vec!["python3".to_string()];
            run.extend(command);
            return run;
        }
        Some("cpp" | "cc" | "cxx") => &["g++", "-O2", "-o"],
        Some("c") => &["gcc", "-O2", "-o"],
        Some("rs") => &["rustc", "-O", "--edition", "2021", "-o"],
        _ => return command,
    };
    if !source.is_file() {
        usage(&format!("no source file {}", source.display()));
    }
    let binary = folder.join("program");
    if let Err(e) = fs::create_dir_all(folder) {
        usage(&format!("cannot make {}: {}", folder.display(), e));
    }
    eprintln!("check: building {} ({})", source.display(), compiler[0]);
    let status = Command::new(compiler[0]).args(&compiler[1..]).arg(&binary).arg(source).status();
    match status {
        Ok(s) if s.success() => {}
        Ok(_) => usage(&format!("{} does not compile", source.display())),
        Err(e) => usage(&format!("cannot run {}: {}", compiler[0], e)),
    }
    let mut run = vec![binary.display().to_string()];
    run.extend(command.into_iter().skip(1));
    run
}

/// Builds our solution of `id` in release mode and returns its path.
fn build_ours(id: &str) -> PathBuf {
    let cargo = env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    eprintln!("check: building our {} (cargo build --release)", id);
    let status = Command::new(&cargo)
        .args(["build", "--release", "-q", "-p", id])
        .current_dir(workspace_root())
        .status();
    if !status.is_ok_and(|s| s.success()) {
        eprintln!("check: cannot build our solution of {} with {}", id, cargo);
        exit(2)
    }
    let target = env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("target"));
    target.join("release").join(id)
}

/// The answers the stages hold at each scale (`--scales`).
fn print_scales(problem: &'static problems::Problem, beyond: bool) {
    let reference = Program::new(vec![build_ours(problem.id).display().to_string()]);
    use common::check::scales::{audited, counts, table, Measure};
    let sets = audited(problem, &reference, beyond).unwrap_or_else(|e| {
        eprintln!("check: {}", e);
        exit(2)
    });
    println!(
        "{}: the answers of the check's cases{} at each scale of a case's largest number",
        problem.id,
        if beyond { ", with --beyond," } else { "" }
    );
    for measure in [Measure::Digits, Measure::Bits] {
        print!("{}", table(&counts(problem, &sets, measure), measure));
    }
}
