//! Test-only support for the problem packages: nothing here is linked into a
//! solution. A solution's `main.rs` embeds the canonical blocks of `blocks/`
//! verbatim; everything else checks solutions from the outside.
//!
//! - [`solution`](mod@solution): the binary under test, run through `assert_cmd`, and
//!   every check of it (golden files, cases, robustness, its own check);
//!   [`cases`]: many cases in one input, failures named by case;
//!   [`workspace`]: where the workspace and its golden files are;
//!   [`text`]: where two outputs part.
//! - [`search`]: brute-force game oracles (win/lose search, Sprague-Grundy).
//! - [`wythoff`]: exact Wythoff numbers by Zeckendorf shifts, independent of
//!   the solutions' fixed-point arithmetic.
//! - [`rng`]: a seeded generator; [`robust`]: the inputs of the whitespace,
//!   malformed-input and fuzz checks.
//! - [`suites`]: the test suite shared by POJ 1067 and HDU 1527 (one statement).
//! - [`blocks`]: the canonical blocks and the sync that keeps every copy equal.
//! - [`header`]: the layout of every `main.rs` and its header fields, checked;
//!   [`readme`]: the README's problem table, generated from the headers.
//!
//! - [`explore`]: a game's positions drawn from its moves, and the rule the
//!   solutions use checked on every one.
//! - [`problems`]: what each problem's tests and its check share: the input
//!   layout, every small position with its searched answer, the edges;
//!   [`check`]: the local judge that runs a user's program on them;
//!   [`interact`]: the judges of the interactive problems, which play a
//!   program through pipes.
//!
//! Binaries: `sync` rewrites the embedded blocks and the README table;
//! `explore` draws a game (`--help` lists them);
//! `new-problem` scaffolds a problem; `gen` writes large seeded inputs for
//! the benchmark, or one small input for `oj generate-input`; `check` runs
//! a user's solution of a problem through every stage.

pub mod blocks;
pub mod cases;
pub mod check;
pub mod explore;
pub mod header;
pub mod interact;
pub mod limits;
pub mod manifest;
pub mod play;
pub mod problems;
pub mod readme;
pub mod rng;
pub mod robust;
pub mod search;
pub mod solution;
pub mod statement;
pub mod suites;
pub mod template;
pub mod text;
pub mod validate;
pub mod workspace;
pub mod wythoff;

pub use cases::Cases;
pub use solution::Solution;

/// The canonical blocks compiled as code, for their own unit tests and for
/// the explorer, which checks the solutions' rules against the oracles: the
/// oracles themselves must never lean on the code they are meant to check.
#[allow(dead_code)]
mod embedded {
    include!("../blocks/fastio.rs");
    include!("../blocks/short_number.rs");
    include!("../blocks/next_short.rs");
    include!("../blocks/each_short.rs");
    include!("../blocks/digits.rs");
    include!("../blocks/decimal.rs");
    include!("../blocks/heap_sums.rs");
    include!("../blocks/split_nim.rs");
    include!("../blocks/misere_nim.rs");
    include!("../blocks/wythoff.rs");
    include!("../blocks/calendar.rs");
    include!("../blocks/subtraction_sg.rs");
    include!("../blocks/subtraction_win.rs");
    include!("../blocks/dag_grundy.rs");
    include!("../blocks/nim_product.rs");
    include!("../blocks/wythoff_queries.rs");
    include!("../blocks/euclid.rs");
    include!("../blocks/k_fibonacci.rs");
    include!("../blocks/octal.rs");
    include!("../blocks/interactive_io.rs");
    include!("../blocks/multi_sg.rs");

    /// The blocks' rules, for the explorer to check.
    pub(crate) mod rules {
        /// misere_nim's verdict on `heaps`.
        pub fn misere_nim_mover_wins(heaps: &[u64]) -> bool {
            let mut sum = super::misere_nim::Heaps::default();
            heaps.iter().for_each(|&size| sum.add(size));
            sum.mover_wins()
        }

        pub fn wythoff_is_losing(a: u64, b: u64) -> bool {
            super::wythoff::is_losing(a, b)
        }

        pub fn euclid_mover_wins(a: u64, b: u64) -> bool {
            super::euclid::mover_wins(a, b)
        }

        pub fn calendar_mover_wins(year: u64, month: u64, day: u64) -> bool {
            super::calendar::mover_wins(year, month, day, crate::problems::calendar::TAEJON_END)
        }

        /// The subtraction_sg table of `set` for heaps 0..=largest.
        pub fn subtraction_values(set: &[u64], largest: u64) -> Vec<u64> {
            let mut table = super::subtraction_sg::Table::new(set.to_vec());
            table.extend_to(largest as usize);
            table.values().iter().map(|&v| u64::from(v)).collect()
        }

        /// The octal block's values of the game 0.d1 d2 .. for heaps 0..=largest.
        pub fn octal_values(digits: &[u8], largest: usize) -> Vec<u64> {
            let mut values = super::octal::Values::new(digits);
            values.value(largest);
            values.values().iter().map(|&v| u64::from(v)).collect()
        }

        /// The k_fibonacci block's smallest term of n's chain (n itself
        /// iff the pile n loses), n >= 1, k >= 1.
        pub fn k_fibonacci_smallest_term(k: u64, n: u64) -> u64 {
            let mut terms = super::k_fibonacci::Terms::new(k);
            terms.smallest_term(n, usize::MAX).expect("no bound on the terms")
        }

        /// The multi_sg block's values of the piles 0..=largest in 江南乐
        /// with least splittable pile `least`.
        pub fn even_split_values(least: u64, largest: u64) -> Vec<u64> {
            let mut table = super::multi_sg::EvenSplits::new(least);
            table.extend_to(largest as usize);
            (0..=largest).map(|pile| u64::from(table.value(pile))).collect()
        }

        /// The multi_sg block's value of an E&D pair (both piles >= 1).
        pub fn pair_value(a: u64, b: u64) -> u64 {
            u64::from(super::multi_sg::pair_value(a, b))
        }

        /// The multi_sg block's value of a bean in each of `bottles` bottles.
        pub fn bean_values(bottles: usize) -> Vec<u64> {
            super::multi_sg::bean_values(bottles)
        }
    }

    #[cfg(test)]
    mod tests;
}
