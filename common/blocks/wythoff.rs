// ---- begin block: wythoff (canonical copy: common/blocks/wythoff.rs; re-sync: cargo run -p common --bin sync-blocks) ----
/// Exact Wythoff arithmetic on u64, integers only. The losing positions are
/// (a_k, a_k + k) with a_k = floor(k * phi); every n >= 1 lies in exactly one.
#[allow(dead_code)]
mod wythoff {
    /// floor(2^128 / phi): 128 bits of 1/phi = phi - 1.
    const INV_PHI_Q128: u128 = 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834;

    /// floor(x / phi). With C = INV_PHI_Q128, C <= 2^128 / phi < C + 1, so
    /// x * 2^128 / phi lies in [x * C, x * C + x): the floor is r = the top
    /// of x * C unless the 128-bit fraction of x * C is within x of 2^128,
    /// which needs its upper half all ones. Then the answer is r or r + 1,
    /// and one exact test settles it: r + 1 <= x / phi iff (r + 1) * phi < x
    /// iff x * (x - r - 1) > (r + 1)^2.
    pub fn floor_div_phi(x: u64) -> u64 {
        let x = u128::from(x);
        let (hi, lo) = (INV_PHI_Q128 >> 64, INV_PHI_Q128 as u64 as u128);
        let middle = x * hi + ((x * lo) >> 64);
        let r = (middle >> 64) as u64;
        if middle as u64 != u64::MAX {
            return r;
        }
        let next = u128::from(r) + 1;
        if next < x && x * (x - next) > next * next {
            r + 1
        } else {
            r
        }
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
        if n > 0 && lower(j) == Some(n) {
            n.checked_add(j)
        } else {
            Some(below)
        }
    }
}
// ---- end block: wythoff ----
