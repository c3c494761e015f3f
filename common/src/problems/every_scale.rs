//! Values of every scale, to build positions of both answers there: a
//! program wrong only above some value passes any check whose cases above
//! it all answer one way (see `check::scales`), so every problem's edges
//! hold, at every count of decimal digits and every bit length, positions
//! its game loses and positions it wins.

use super::Problem;
use crate::cases::Cases;
use crate::rng::Rng;

/// The scale of a value: its count of decimal digits (0 has one).
pub fn digits(value: u64) -> usize {
    value.to_string().len()
}

/// The values of `digits` decimal digits (from 1, for one digit), as
/// `(smallest, largest)`; 20 digits end at u64::MAX.
pub fn digit_range(digits: u32) -> (u64, u64) {
    let low = if digits == 1 { 1 } else { 10u64.pow(digits - 1) };
    (low, 10u64.checked_pow(digits).map_or(u64::MAX, |p| p - 1))
}

/// The values of bit length `bits` (1 to 64), as `(smallest, largest)`.
pub fn bit_range(bits: u32) -> (u64, u64) {
    (1u64 << (bits - 1), u64::MAX >> (64 - bits))
}

/// The smallest value of `value`'s scale (1 for one digit).
pub fn low_of_scale(value: u64) -> u64 {
    digit_range(digits(value) as u32).0
}

/// Pairs of values of every scale, seeded: for each count of digits from
/// 1 to 20 (u64's widest), the scale's largest with one drawn in it; for
/// each bit length from 1 to 64, its smallest (a power of two) with one
/// drawn in it; and `top` (the statement's largest value) with one drawn
/// below it at its scale.
pub fn pairs_of_every_scale(seed: u64, top: u64) -> Vec<(u64, u64)> {
    let mut rng = Rng::new(seed);
    let mut pairs = Vec::new();
    for scale in 1..=20u32 {
        let (low, high) = digit_range(scale);
        pairs.push((high, rng.range(low, high)));
        if (low..=high).contains(&top) {
            pairs.push((top, rng.range(low, top)));
        }
    }
    for bits in 1..=64u32 {
        let (low, high) = bit_range(bits);
        pairs.push((low, rng.range(low, high)));
    }
    pairs
}

/// The first multiple of `period` from `value` on (the last below it when
/// that would pass u64::MAX): a lost count in the games of a period.
pub fn multiple_from(value: u64, period: u64) -> u64 {
    let up = (period - value % period) % period;
    value.checked_add(up).unwrap_or(value - value % period)
}

/// Whether `value` is the largest of its count of digits (9, 99, ...).
fn tops_its_scale(value: u64) -> bool {
    value == u64::MAX || digits(value + 1) > digits(value)
}

/// Adds `heaps` as a case, beyond the statement when it has fewer than
/// `fewest` heaps or one over `top`.
pub fn push_heaps(
    cases: &mut Cases,
    heaps: &[u64],
    top: u64,
    fewest: usize,
    case: &impl Fn(&[u64]) -> String,
) {
    let inside = heaps.len() >= fewest && heaps.iter().all(|&h| h <= top);
    cases.push_inside(inside, case(heaps), "");
}

/// Sums of components `v` and `w`: a normal-play game added to itself is
/// lost (the second player copies every move), so the first two are lost
/// whatever the components are; the last two are the sums of `v` alone and
/// of `v` with a copied `w`, won exactly when `v` alone is won.
pub fn twin_sums<T: Clone>(v: &T, w: &T) -> [Vec<T>; 4] {
    let (v, w) = (v.clone(), w.clone());
    [
        vec![v.clone(), v.clone()],
        vec![v.clone(), w.clone(), w.clone(), v.clone()],
        vec![v.clone()],
        vec![w.clone(), v, w],
    ]
}

/// For a sum of heaps of at most `top` (and at least `fewest` heaps, in
/// the statement): the [`twin_sums`] of heaps of every scale, each written
/// by `case`; answers left to the reference.
pub fn copied_heaps(
    problem: &Problem,
    top: u64,
    fewest: usize,
    case: impl Fn(&[u64]) -> String,
) -> Cases {
    let mut cases = problem.cases("copied heaps at every scale");
    for (v, w) in pairs_of_every_scale(top, top) {
        for heaps in twin_sums(&v, &w) {
            push_heaps(&mut cases, &heaps, top, fewest, &case);
        }
    }
    cases
}

/// For a sum of heaps of at most `top` whose values xor (the heap of value
/// x is `value(x)` too: the maps of these games are their own inverses):
/// at every scale, heaps `v, w` with the heap that cancels them (lost) or
/// leaves 1 (won), and `v` beside the heap whose value differs from v's in
/// one bit, for every bit up to `top`'s (won, and wrong for a program that
/// drops that bit). Only aimed by `value`: the answers are the reference's.
pub fn cancelling_heaps(
    problem: &Problem,
    top: u64,
    fewest: usize,
    value: fn(u64) -> u64,
    case: impl Fn(&[u64]) -> String,
) -> Cases {
    let mut cases =
        problem.cases("heaps whose values cancel, or differ in one bit, at every scale");
    let mut push = |heaps: Vec<u64>| {
        if heaps.iter().all(|&h| h >= 1) {
            push_heaps(&mut cases, &heaps, top, fewest, &case);
        }
    };
    for (v, w) in pairs_of_every_scale(top ^ 0x5ca1e, top) {
        let rest = value(v) ^ value(w);
        push(vec![v, w, value(rest)]);
        push(vec![value(rest ^ 1), v, w]);
        if !tops_its_scale(v) && v != top {
            continue;
        }
        for bit in 0..64 - v.max(top).leading_zeros() {
            push(vec![v, value(value(v) ^ 1 << bit)]);
        }
    }
    cases
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_scale_has_pairs_and_the_top_is_met() {
        let pairs = pairs_of_every_scale(1, 1_000_000);
        for scale in 1..=20 {
            assert!(pairs.iter().any(|&(v, w)| digits(v) == scale && digits(w) == scale));
        }
        assert!(pairs.iter().any(|&(v, w)| v == 1_000_000 && w <= v));
        assert!(pairs.iter().any(|&(v, _)| v == u64::MAX));
        for bits in 1..=64 {
            let length = |x: u64| 64 - x.leading_zeros();
            assert!(pairs.iter().any(|&(v, w)| length(v) == bits && length(w) == bits));
        }
    }
}
