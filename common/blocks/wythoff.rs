// ---- begin block: wythoff ----
/// Exact Wythoff arithmetic on u64, integers only. The losing positions are
/// (a_k, a_k + k) with a_k = floor(k * phi); every n >= 1 lies in exactly one.
#[allow(dead_code)]
mod wythoff {
    /// floor(2^64 / phi): 64 bits of 1/phi = phi - 1.
    const INV_PHI_Q64: u64 = 0x9e37_79b9_7f4a_7c15;

    /// floor(x / phi). With C = INV_PHI_Q64, C <= 2^64 / phi < C + 1, so
    /// x * 2^64 / phi lies in [x * C, x * C + x): its floor is r, the top
    /// half of x * C, whenever the low half is at most 2^64 - x. Otherwise
    /// the answer is r or r + 1 and one exact integer test settles it:
    /// r + 1 <= x / phi iff (r + 1) * phi < x iff x (x - r - 1) > (r + 1)^2.
    pub fn floor_div_phi(x: u64) -> u64 {
        let product = u128::from(x) * u128::from(INV_PHI_Q64);
        let r = (product >> 64) as u64;
        if (product as u64).checked_add(x).is_some() {
            return r;
        }
        let (x, next) = (u128::from(x), u128::from(r) + 1);
        r + u64::from(next < x && x * (x - next) > next * next)
    }

    /// a_k = floor(k * phi) = k + floor(k / phi); `None` above u64::MAX.
    pub fn lower(k: u64) -> Option<u64> {
        k.checked_add(floor_div_phi(k))
    }

    /// True when (a, b), in either order, is a losing position for the mover.
    pub fn is_losing(a: u64, b: u64) -> bool {
        let (small, large) = if a <= b { (a, b) } else { (b, a) };
        lower(large - small) == Some(small)
    }

    /// The other pile of the losing position that holds a pile of n; `None`
    /// when it exceeds u64::MAX. If n = a_j then j = floor(n / phi) + 1 (the
    /// only integer in (n / phi, (n + 1) / phi)); otherwise n = a_i + i with
    /// a_i = floor(n / phi).
    pub fn partner(n: u64) -> Option<u64> {
        let below = floor_div_phi(n);
        let j = below + 1;
        // Both candidates, then a select: which one applies is a coin toss
        // on random input, and a branch on it would mispredict.
        let (upper, overflow) = n.overflowing_add(j);
        let in_lower = (n > 0) & (lower(j) == Some(n));
        if in_lower & overflow {
            None
        } else {
            Some(if in_lower { upper } else { below })
        }
    }
}
// ---- end block: wythoff ----
