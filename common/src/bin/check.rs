//! A local judge for your own solution of a problem:
//!
//!     cargo run -q -p common --bin check -- [--time-limit SECONDS] [--beyond] <id> <program> [args...]
//!
//! Runs the program on the golden files, every small position (answers from
//! a search of the moves), the statement's edges and traps and seeded random
//! cases (answers from our solution, built first), one line per stage; on a
//! failure, shows the smallest failing input it found and writes it, the
//! expected and the received output under target/check/<id>/. Exit status 0
//! when everything passes, 1 when the program fails, 2 on bad usage.

use std::env;
use std::fs;
use std::path::PathBuf;
use std::process::{exit, Command};
use std::time::Duration;

use common::check::process::Program;
use common::check::{check, Options, DEFAULT_TIME_LIMIT};
use common::problems;
use common::solution::workspace_root;

const USAGE: &str = "usage: check [--time-limit SECONDS] [--beyond] <id> <program> [args...]";

fn usage(message: &str) -> ! {
    eprintln!("check: {}\n{}", message, USAGE);
    exit(2)
}

fn main() {
    let mut args = env::args().skip(1).peekable();
    let mut options = Options {
        time_limit: DEFAULT_TIME_LIMIT,
        beyond: false,
        progress: true,
    };
    while let Some(option) = args.peek().filter(|a| a.starts_with("--")).cloned() {
        args.next();
        match option.as_str() {
            "--beyond" => options.beyond = true,
            "--time-limit" => {
                let seconds = args
                    .next()
                    .and_then(|s| s.parse::<f64>().ok())
                    .filter(|s| s.is_finite() && *s > 0.0)
                    .unwrap_or_else(|| usage("--time-limit needs a positive number of seconds"));
                options.time_limit = Duration::from_secs_f64(seconds);
            }
            "--help" => {
                println!("{}", USAGE);
                exit(0)
            }
            _ => usage(&format!("unknown option {}", option)),
        }
    }
    let id = args.next().unwrap_or_else(|| usage("no problem id"));
    let problem = problems::get(&id).unwrap_or_else(|| {
        let ids: Vec<&str> = problems::all().iter().map(|p| p.id).collect();
        usage(&format!(
            "unknown problem {:?}; the problems are {}",
            id,
            ids.join(" ")
        ))
    });
    let command: Vec<String> = args.collect();
    if command.is_empty() {
        usage("no program to check");
    }
    let program = Program::new(command);
    if let Err(e) = common::check::process::run(&program, b"", Duration::from_secs(10)) {
        usage(&format!("cannot start {}: {}", program.shown(), e));
    }
    let reference = Program::new(vec![build_ours(&id).display().to_string()]);

    println!("check {}: {}", id, program.shown());
    let report = check(problem, &program, &reference, &options).unwrap_or_else(|e| {
        eprintln!("check: {}", e);
        exit(2)
    });
    print!("{}", report.table());
    let (stage, failure) = match report.shown_failure() {
        None => {
            let total: usize = report.stages.iter().map(|s| s.cases).sum();
            println!("accepted: all {} cases passed", total);
            exit(0)
        }
        Some(shown) => shown,
    };
    let folder = workspace_root().join("target/check").join(&id);
    let written = fs::create_dir_all(&folder).and_then(|_| {
        fs::write(folder.join("failing.in"), &failure.input)?;
        fs::write(folder.join("expected.out"), &failure.expected)?;
        fs::write(folder.join("received.out"), &failure.received)
    });
    println!(
        "\n{} in {}: {}, {}. The smallest failing input found:",
        failure.verdict.shown(options.time_limit),
        stage,
        failure.set,
        failure.place
    );
    if let Some(note) = &failure.note {
        println!("({})", note);
    }
    let shown = |title: &str, text: &[u8]| {
        const MAX: usize = 2000;
        let text = String::from_utf8_lossy(text);
        println!("--- {}", title);
        if text.is_empty() {
            println!("(nothing)");
        }
        if text.chars().count() > MAX {
            println!(
                "{}... ({} bytes in all)",
                text.chars().take(MAX).collect::<String>(),
                text.len()
            );
        } else {
            print!("{}", text);
            if !text.is_empty() && !text.ends_with('\n') {
                println!("\n(no final newline)");
            }
        }
    };
    shown("input", failure.input.as_bytes());
    shown("expected", failure.expected.as_bytes());
    shown("received", &failure.received);
    if !failure.stderr.is_empty() {
        shown("stderr", &failure.stderr);
    }
    match written {
        Ok(()) => {
            let here = env::current_dir().unwrap_or_default();
            let shown = folder.strip_prefix(&here).unwrap_or(&folder);
            println!(
                "--- written to {}/{{failing.in,expected.out,received.out}}",
                shown.display()
            )
        }
        Err(e) => eprintln!("check: cannot write {}: {}", folder.display(), e),
    }
    exit(1)
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
