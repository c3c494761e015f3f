//! A small seeded generator (SplitMix64), so every random case can be replayed
//! from the seed printed with it.

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi` (rejection sampling, no modulo bias).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi, "empty range {}..={}", lo, hi);
        let span = hi - lo;
        if span == u64::MAX {
            return self.next_u64();
        }
        let bound = span + 1;
        let zone = u64::MAX - (u64::MAX % bound + 1) % bound;
        loop {
            let x = self.next_u64();
            if x <= zone {
                return lo + x % bound;
            }
        }
    }

    /// The items in a seeded order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.range(0, i as u64) as usize);
        }
    }

    /// A value whose size is spread over every bit length up to 64 bits:
    /// uniform sampling alone would almost never produce small numbers.
    pub fn any_size(&mut self) -> u64 {
        let bits = self.range(0, 64) as u32;
        match bits {
            0 => 0,
            64 => self.next_u64(),
            _ => self.next_u64() >> (64 - bits),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(7).next_u64(), Rng::new(8).next_u64());
    }

    #[test]
    fn range_stays_inside_and_reaches_both_ends() {
        let mut rng = Rng::new(1);
        let mut seen = [false; 5];
        for _ in 0..1000 {
            let x = rng.range(10, 14);
            assert!((10..=14).contains(&x));
            seen[(x - 10) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(rng.range(3, 3), 3);
        let _ = rng.range(0, u64::MAX);
    }
}
