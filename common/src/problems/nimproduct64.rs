//! Library Checker nim_product_64: T <= 10^6 pairs of u64, each answered by
//! its nim product. The proofs: the mex definition on small values, and a
//! product built bit by bit from the Fermat 2-powers (HDU 3404's, an
//! algorithm apart from the solution's) on full-width values.

use super::hdu3404::nim_product_by_bits;
use super::{every_scale, Answers, Layout, Problem};
use crate::cases::Cases;
use crate::rng::Rng;
use crate::validate::{Input, Valid};

pub const PROBLEM: Problem = Problem {
    id: "nimproduct64",
    validate,
    layout: Layout::Counted,
    answers: Answers::OneLine,
    small,
    edges,
    shrink: super::whole,
};

/// T, then T lines `A B`, 0 <= A, B < 2^64.
fn validate(input: &mut Input) -> Valid {
    // T <= 10^6 is left uncapped: the manifest's CASES would make the check
    // pack files of 10^6 cases.
    let tests = input.number("T", 1..=PROBLEM.limit("CASES"))?;
    input.end_line()?;
    for _ in 0..tests {
        input.number("A", 0..=u64::MAX)?;
        input.number("B", 0..=u64::MAX)?;
        input.end_line()?;
    }
    Ok(())
}

pub fn pair(a: u64, b: u64) -> String {
    format!("{} {}\n", a, b)
}

/// a * b for every a, b < `n`, by the definition: the mex of
/// a' b + a b' + a' b' over a' < a, b' < b (sums being xor, the mex of
/// a' + b and a + b').
pub fn products_by_mex(n: usize) -> Vec<Vec<u64>> {
    let mut product = vec![vec![0u64; n]; n];
    let mut seen = vec![usize::MAX; n * n + 1];
    for a in 0..n {
        for b in 0..n {
            let stamp = a * n + b;
            for a1 in 0..a {
                for b1 in 0..b {
                    let v = product[a1][b] ^ product[a][b1] ^ product[a1][b1];
                    if (v as usize) < seen.len() {
                        seen[v as usize] = stamp;
                    }
                }
            }
            product[a][b] = (0..).find(|&v| seen[v as usize] != stamp).unwrap_or(0);
        }
    }
    product
}

/// Every a, b < 64, by the mex definition.
pub fn small() -> Vec<Cases> {
    let products = products_by_mex(64);
    let mut cases = PROBLEM.cases("every a, b < 64, by the mex definition");
    for (a, row) in products.iter().enumerate() {
        for (b, &p) in row.iter().enumerate() {
            cases.push(pair(a as u64, b as u64), format!("{}\n", p));
        }
    }
    vec![cases]
}

/// Every pair of powers of two, and 0, 1 and u64::MAX beside values of
/// every scale; answers left to the reference.
fn edges() -> Vec<Cases> {
    let mut powers = PROBLEM.cases("every pair of powers of two");
    for i in 0..64 {
        for j in 0..64 {
            powers.push(pair(1 << i, 1 << j), "");
        }
    }
    let mut rng = Rng::new(64);
    let mut scales = PROBLEM.cases("0, 1 and u64::MAX beside every scale");
    for (v, w) in every_scale::pairs_of_every_scale(64, u64::MAX) {
        for (a, b) in [(0, v), (v, 1), (w, v), (u64::MAX, v), (v, rng.next_u64())] {
            scales.push(pair(a, b), "");
        }
    }
    vec![powers, scales]
}

/// `count` seeded full-width pairs with their products built bit by bit.
pub fn seeded_by_bits(seed: u64, count: usize) -> Cases {
    let mut rng = Rng::new(seed);
    let mut cases = Cases::new(format!("seeded full-width pairs (seed {})", seed)).counted();
    for _ in 0..count {
        let (a, b) = (rng.next_u64() >> rng.range(0, 63), rng.next_u64());
        cases.push(pair(a, b), format!("{}\n", nim_product_by_bits(a, b)));
    }
    cases
}
