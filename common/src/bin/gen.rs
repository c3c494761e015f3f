//! Writes a large seeded input for a problem to stdout, for the benchmark:
//!
//!     cargo run --release -p common --bin gen -- <problem> <cases> [seed]
//!
//! poj1067 / hdu1527: `a b` pairs up to 1e9 until end of input (about 20
//! bytes a line); hdu2177: pairs a <= b <= 1e6, then `0 0`; hdu1846: the
//! count, then `n m` pairs up to 1000.

use std::io::{self, BufWriter, Write};
use std::process::exit;

use common::rng::Rng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = || -> ! {
        eprintln!("usage: gen <poj1067|hdu1527|hdu2177|hdu1846> <cases> [seed]");
        exit(2)
    };
    let (problem, cases, seed) = match args.as_slice() {
        [p, c] => (p.as_str(), c.parse().unwrap_or_else(|_| usage()), 1),
        [p, c, s] => (
            p.as_str(),
            c.parse().unwrap_or_else(|_| usage()),
            s.parse().unwrap_or_else(|_| usage()),
        ),
        _ => usage(),
    };
    let mut rng = Rng::new(seed);
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 20, stdout.lock());
    let result = match problem {
        "poj1067" | "hdu1527" => (0..cases).try_for_each(|_| {
            let (a, b) = (rng.range(0, 1_000_000_000), rng.range(0, 1_000_000_000));
            writeln!(out, "{} {}", a, b)
        }),
        "hdu2177" => (0..cases)
            .try_for_each(|_| {
                let (x, y) = (rng.range(0, 1_000_000), rng.range(1, 1_000_000));
                writeln!(out, "{} {}", x.min(y), x.max(y))
            })
            .and_then(|_| writeln!(out, "0 0")),
        "hdu1846" => writeln!(out, "{}", cases).and_then(|_| {
            (0..cases)
                .try_for_each(|_| writeln!(out, "{} {}", rng.range(1, 1000), rng.range(1, 1000)))
        }),
        _ => usage(),
    };
    if let Err(e) = result.and_then(|_| out.flush()) {
        if e.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("gen: {}", e);
            exit(1);
        }
    }
}
