//! Writes a large seeded input for a problem to stdout, for the benchmark:
//!
//!     cargo run --release -p common --bin gen -- <problem> <cases> [seed]
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
use common::template::Template;

fn fail(message: String) -> ! {
    eprintln!("gen: {}", message);
    exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = || -> ! {
        fail(format!(
            "usage: gen <{}> <cases> [seed]",
            problem_ids().join("|")
        ))
    };
    let number = |text: &String| text.parse::<u64>().unwrap_or_else(|_| usage());
    let (problem, cases, seed) = match args.as_slice() {
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
        .map(|case| Template::parse(case))
        .unwrap_or_else(|| Err("no `case` in [package.metadata.bench]".to_string()))
        .unwrap_or_else(|e| fail(format!("{}: {}", problem, e)));
    let mut rng = Rng::new(seed);
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 20, stdout.lock());
    let text = |key: &str| {
        bench
            .get(key)
            .map(|t| t.replace("{cases}", &cases.to_string()))
    };
    let mut result = Ok(());
    if let Some(header) = text("header") {
        result = writeln!(out, "{}", header);
    }
    for _ in 0..cases {
        if result.is_err() {
            break;
        }
        let case = template
            .case(&mut rng)
            .unwrap_or_else(|e| fail(format!("{}: {}", problem, e)));
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
