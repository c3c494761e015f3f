//! Exact Wythoff numbers by an independent method: Zeckendorf shifts.
//!
//! Writing n in Zeckendorf form (a sum of non-consecutive Fibonacci numbers
//! 1, 2, 3, 5, 8, ...) and moving every term to the next Fibonacci number
//! gives floor((n + 1) * phi) - 1 (Fraenkel). So a_k = floor(k * phi) is
//! `shift(k - 1) + 1`: integer additions only, no fixed point, no square root.
//! The unit tests check this against the game itself and against
//! floor((k + isqrt(5 k^2)) / 2).

use std::sync::OnceLock;

/// 1, 2, 3, 5, 8, ... up to the first term above 2^65.
fn fibonacci() -> &'static [u128] {
    static FIBONACCI: OnceLock<Vec<u128>> = OnceLock::new();
    FIBONACCI.get_or_init(|| {
        let mut fib = vec![1u128, 2];
        while *fib.last().unwrap() <= 1 << 65 {
            let n = fib.len();
            fib.push(fib[n - 1] + fib[n - 2]);
        }
        fib
    })
}

/// The Fibonacci numbers 1, 2, 3, 5, ... that fit in u64.
pub fn fibonacci_u64() -> Vec<u64> {
    fibonacci().iter().filter_map(|&f| u64::try_from(f).ok()).collect()
}

/// Moves each Zeckendorf term of `n` up to the next Fibonacci number.
fn zeckendorf_shift(mut n: u128) -> u128 {
    let fib = fibonacci();
    let mut shifted = 0;
    for i in (0..fib.len() - 1).rev() {
        if fib[i] <= n {
            n -= fib[i];
            shifted += fib[i + 1];
        }
    }
    assert_eq!(n, 0, "greedy Zeckendorf decomposition left a remainder");
    shifted
}

/// a_k = floor(k * phi), or `None` when it exceeds u64::MAX.
pub fn lower(k: u64) -> Option<u64> {
    if k == 0 {
        return Some(0);
    }
    u64::try_from(zeckendorf_shift(u128::from(k) - 1) + 1).ok()
}

/// b_k = a_k + k, or `None` when it exceeds u64::MAX.
pub fn upper(k: u64) -> Option<u64> {
    lower(k).and_then(|a| a.checked_add(k))
}

/// The losing positions are exactly (a_k, b_k), in either order.
pub fn is_losing(a: u64, b: u64) -> bool {
    let (small, large) = (a.min(b), a.max(b));
    lower(large - small) == Some(small)
}

/// The least k with `f(k) >= n` (f increasing, `None` meaning beyond u64).
fn first_reaching(n: u64, f: impl Fn(u64) -> Option<u64>) -> u64 {
    let (mut lo, mut hi) = (0u64, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if f(mid).is_none_or(|v| v >= n) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}

/// The other pile of the losing position holding a pile of n, found by
/// searching the two increasing sequences; `None` beyond u64::MAX.
pub fn partner(n: u64) -> Option<u64> {
    let k = first_reaching(n, lower);
    if lower(k) == Some(n) {
        return upper(k);
    }
    let k = first_reaching(n, upper);
    assert_eq!(upper(k), Some(n), "{} is in neither Beatty sequence", n);
    lower(k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::WinLose;
    use crate::suites::wythoff_moves;

    /// floor(sqrt(x)) by bisection, exact for all u128.
    fn isqrt(x: u128) -> u128 {
        let (mut lo, mut hi) = (0u128, 1u128 << 64);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if mid.checked_mul(mid).is_some_and(|sq| sq <= x) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    }

    #[test]
    fn losing_positions_match_the_game_itself() {
        let mut game = WinLose::normal(wythoff_moves);
        for a in 0..120 {
            for b in 0..120 {
                assert_eq!(is_losing(a, b), !game.wins(&(a, b)), "({}, {})", a, b);
            }
        }
    }

    #[test]
    fn lower_matches_the_square_root_formula() {
        // floor(k phi) = floor((k + sqrt(5 k^2)) / 2); 5 k^2 fits u128 below 2^62.
        let check = |k: u64| {
            let k128 = u128::from(k);
            let by_sqrt = (k128 + isqrt(5 * k128 * k128)) / 2;
            assert_eq!(lower(k).map(u128::from), Some(by_sqrt), "k = {}", k);
        };
        for k in 0..5000 {
            check(k);
        }
        for f in fibonacci_u64().into_iter().filter(|&f| f < 1 << 62) {
            for k in f.saturating_sub(3)..=f + 3 {
                check(k);
            }
        }
        let mut rng = crate::rng::Rng::new(0x5eed);
        for _ in 0..20000 {
            check(rng.range(0, (1 << 62) - 1));
        }
    }

    #[test]
    fn beatty_sequences_partition_the_positive_integers() {
        let mut hits = vec![0u8; 2000];
        for k in 1..2000 {
            for v in [lower(k).unwrap(), upper(k).unwrap()] {
                if let Some(slot) = hits.get_mut(v as usize) {
                    *slot += 1;
                }
            }
        }
        assert!(hits[1..].iter().all(|&h| h == 1));
        for n in 0..2000 {
            let p = partner(n).unwrap();
            assert!(is_losing(n, p) && partner(p) == Some(n), "n = {}", n);
        }
    }

    #[test]
    fn the_top_of_u64() {
        let k = first_reaching(u64::MAX, lower);
        assert!(lower(k - 1).unwrap() < u64::MAX);
        match partner(u64::MAX) {
            Some(p) => assert!(p < u64::MAX && is_losing(p, u64::MAX)),
            None => assert_eq!(lower(k), Some(u64::MAX)),
        }
        assert_eq!(isqrt(u128::MAX), (1 << 64) - 1);
    }
}
