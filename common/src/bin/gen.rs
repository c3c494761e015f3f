//! Writes a large seeded input for a problem to stdout, for the benchmark:
//!
//!     cargo run --release -p common --bin gen -- <problem> <cases> [seed]
//!
//! or one small random input (one to three cases of the problem's `small`
//! template, `[package.metadata.check]`), a generator for
//! `oj generate-input`: a new seed each call unless one is given, written
//! to stderr so that the input can be drawn again:
//!
//!     gen --one <problem> [seed]
//!
//! `gen --uniform <problem> <cases> [seed]` writes the same shape with every
//! value drawn uniformly over its range (no spread over sizes), as the
//! values of a judge's file are.
//!
//! The input's shape comes from the problem's own manifest,
//! `[package.metadata.bench]` in `problems/<id>/Cargo.toml`: `header`
//! (`{cases}` is replaced by the case count), then `cases` times `case` (a
//! template, see `common::template`), then `footer`.

use std::io::{self, BufWriter, Write};
use std::process::exit;

use common::header::problem_ids;
use common::manifest::metadata;
use common::rng::Rng;

fn fail(message: String) -> ! {
    eprintln!("gen: {}", message);
    exit(2)
}

/// A seed for a call without one: the clock and the process, which
/// differ between the calls `oj generate-input` makes.
fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    Rng::new(nanos ^ u64::from(std::process::id()) << 32).next_u64()
}

fn one_input(args: &[String]) -> ! {
    let (problem, seed) = match args {
        [p] => (p, fresh_seed()),
        [p, s] => (p, s.parse().unwrap_or_else(|_| fail(format!("not a seed: {}", s)))),
        _ => fail("usage: gen --one <problem> [seed]".to_string()),
    };
    let problem = common::problems::get(problem)
        .unwrap_or_else(|| fail(format!("unknown problem {:?}", problem)));
    let input = problem.one_input(seed).unwrap_or_else(|e| fail(e));
    eprintln!("gen: {} seed {}", problem.id, seed);
    print!("{}", input);
    exit(0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--one") {
        one_input(&args[1..]);
    }
    let usage = || -> ! {
        fail(format!(
            "usage: gen [--uniform] <{}> <cases> [seed] | gen --one <problem> [seed]",
            problem_ids().join("|")
        ))
    };
    let number = |text: &String| text.parse::<u64>().unwrap_or_else(|_| usage());
    let uniform = args.first().is_some_and(|a| a == "--uniform");
    let args = &args[usize::from(uniform)..];
    let (problem, cases, seed) = match args {
        [p, c] => (p, number(c), 1),
        [p, c, s] => (p, number(c), number(s)),
        _ => usage(),
    };
    if !problem_ids().contains(problem) {
        usage();
    }
    let bench = metadata(problem, "package.metadata.bench");
    let template = bench
        .get("case")
        .map(|case| common::limits::template(problem, case))
        .unwrap_or_else(|| Err("no `case` in [package.metadata.bench]".to_string()))
        .unwrap_or_else(|e| fail(format!("{}: {}", problem, e)));
    let template = if uniform { template.uniform() } else { template };
    let mut rng = Rng::new(seed);
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 20, stdout.lock());
    let text = |key: &str| bench.get(key).map(|t| t.replace("{cases}", &cases.to_string()));
    let mut result = Ok(());
    if let Some(header) = text("header") {
        result = writeln!(out, "{}", header);
    }
    for _ in 0..cases {
        if result.is_err() {
            break;
        }
        let case = template.case(&mut rng).unwrap_or_else(|e| fail(format!("{}: {}", problem, e)));
        result = out.write_all(case.as_bytes());
    }
    if let Some(footer) = text("footer") {
        result = result.and_then(|_| writeln!(out, "{}", footer));
    }
    if let Err(e) = result.and_then(|_| out.flush()) {
        if e.kind() != io::ErrorKind::BrokenPipe {
            fail(e.to_string());
        }
    }
}
