//! Rewrites the blocks embedded in every `problems/*/src/main.rs` from the
//! canonical copies in `common/blocks/`. With `--check`, only reports drift
//! and exits with status 1 if there is any.

use std::fs;
use std::process::exit;

use common::blocks::{drifted, synced};

fn main() {
    let check_only = std::env::args().any(|arg| arg == "--check");
    let drift = drifted();
    let mut failed = false;
    for (path, why) in &drift {
        let source = fs::read_to_string(path).expect("readable main.rs");
        match synced(&source) {
            Ok(text) if !check_only => {
                fs::write(path, text).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
                println!("synced {}", path.display());
            }
            _ => {
                eprintln!("{}: {}", path.display(), why);
                failed = true;
            }
        }
    }
    if drift.is_empty() {
        println!("every embedded block matches common/blocks/");
    }
    if failed {
        exit(1);
    }
}
