//! Test-only support for the problem packages: nothing here is linked into a
//! solution. A solution's `main.rs` embeds the canonical blocks of `blocks/`
//! verbatim; everything else checks solutions from the outside.
//!
//! - [`solution`]: the binary under test, run through `assert_cmd`, and its
//!   golden files; [`cases`]: many cases in one input, failures named by case.
//! - [`search`]: brute-force game oracles (win/lose search, Sprague-Grundy).
//! - [`wythoff`]: exact Wythoff numbers by Zeckendorf shifts, independent of
//!   the solutions' fixed-point arithmetic.
//! - [`rng`]: a seeded generator; [`robust`]: whitespace, malformed-input and
//!   fuzz checks.
//! - [`suites`]: the test suite shared by POJ 1067 and HDU 1527 (one statement).
//! - [`blocks`]: the canonical blocks and the sync that keeps every copy equal.
//! - [`header`]: the layout of every `main.rs` and its header fields, checked;
//!   [`readme`]: the README's problem table, generated from the headers.
//!
//! Binaries: `sync` rewrites the embedded blocks and the README table;
//! `new-problem` scaffolds a problem; `gen` writes large seeded inputs for
//! the benchmark.

pub mod blocks;
pub mod cases;
pub mod header;
pub mod manifest;
pub mod readme;
pub mod rng;
pub mod robust;
pub mod search;
pub mod solution;
pub mod suites;
pub mod template;
pub mod wythoff;

pub use cases::Cases;
pub use solution::Solution;

/// The canonical blocks compiled as code, private to their own unit tests:
/// the oracles above must never lean on the code they are meant to check.
#[allow(dead_code)]
mod embedded {
    include!("../blocks/fastio.rs");
    include!("../blocks/wythoff.rs");
    include!("../blocks/calendar.rs");
    include!("../blocks/subtraction_sg.rs");
    include!("../blocks/wythoff_queries.rs");

    #[cfg(test)]
    mod tests;
}
