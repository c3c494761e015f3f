//! Rewrites what is derived from one canonical source: the blocks embedded
//! in every `problems/*/src/main.rs` (from `common/blocks/`) and the README's
//! problem table (from the headers). With `--check`, only reports what is
//! stale and exits with status 1 if anything is.

use std::fs;
use std::process::exit;

use common::blocks::{drifted, synced};
use common::readme::{readme_now_and_synced, readme_path};

fn main() {
    let check_only = std::env::args().any(|arg| arg == "--check");
    let mut stale = false;
    for (path, why) in drifted() {
        let source = fs::read_to_string(&path).expect("readable main.rs");
        match synced(&source) {
            Ok(text) if !check_only => {
                fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
                println!("synced {}", path.display());
            }
            _ => {
                eprintln!("{}: {}", path.display(), why);
                stale = true;
            }
        }
    }
    let (readme, table) = readme_now_and_synced();
    match table {
        Ok(text) if text == readme => {}
        Ok(text) if !check_only => {
            fs::write(readme_path(), text).expect("writable README.md");
            println!("synced the problem table of README.md");
        }
        Ok(_) => {
            eprintln!("README.md: the problem table is stale");
            stale = true;
        }
        Err(why) => {
            eprintln!("README.md: {}", why);
            stale = true;
        }
    }
    if stale {
        exit(1);
    }
    println!("every embedded block and the README table are current");
}
